// Package memo explores all valid partial fusion plans of a HOP DAG with the
// open-fuse-merge-close (OFMC) algorithm of Boehm et al., PVLDB 2018, section 3, and keeps
// them in a memoization table: one group per operator that is amenable to
// fusion, each with entries (template, one reference per input, status).
package memo
