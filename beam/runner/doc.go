// Package runner runs fusejit's partitioned stages (engine.Stage over an
// engine.Source) as Apache Beam pipelines with the Beam Go SDK: on Prism
// in-process for tests and one machine, or on Flink, Spark or Dataflow
// through Beam's portable job servers. It implements engine.Executor and
// returns the same bits as local partitioned execution (Engine.Execute).
//
// The shape follows the distributed fused operators of Boehm et al., "On
// Optimizing Operator Fusion Plans for Large-Scale Machine Learning in
// SystemML" (PVLDB 2018), section 4.2: a fused operator runs as a map over
// row partitions of its main input, with the inputs that share its rows in
// the same partition and the small inputs broadcast (Beam side inputs);
// aggregates are per-partition partials, combined in partition order.
//
// This package is in its own module (github.com/fusejit/fusejit/beam) so
// that the core module does not depend on the Beam SDK.
package runner
