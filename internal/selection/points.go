package selection

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/hop"
)

// pointKind says why a data dependency is an interesting point.
type pointKind uint8

const (
	// pointConsumer is one data dependency of a partition member on a
	// materialization point.
	pointConsumer pointKind = iota
	// pointSwitch is a template switch: the input's group holds templates
	// the consumer's does not.
	pointSwitch
)

func (k pointKind) String() string {
	if k == pointSwitch {
		return "switch"
	}
	return "consumer"
}

// point is an interesting point (Boehm et al., PVLDB 2018, section 4.1): a boolean fusion
// decision on the data dependency consumer <- input. Assigned true, the
// consumer reads input materialized, and every entry of the consumer that
// references input is invalid.
type point struct {
	consumer, input *hop.Hop
	kind            pointKind
}

func (pt point) String() string {
	return fmt.Sprintf("%d<-%d", pt.consumer.ID, pt.input.ID)
}

// findPoints collects the interesting points of p: every data dependency
// of a member on a materialization point (each consumer separately), then
// every template switch that is not already one of them. Only
// dependencies some entry of the consumer fuses are decisions.
func (p *partition) findPoints(dag *hop.DAG) {
	has := func(c, in *hop.Hop) bool {
		for _, pt := range p.points {
			if pt.consumer == c && pt.input == in {
				return true
			}
		}
		return false
	}
	for _, m := range p.matPoints {
		for _, c := range distinctConsumers(dag, m) {
			if p.has(c) && p.isRef(c, m) {
				p.points = append(p.points, point{consumer: c, input: m, kind: pointConsumer})
			}
		}
	}
	for _, c := range p.nodes {
		for _, in := range c.Inputs {
			if !p.isRef(c, in) || p.types[in.ID]&^p.types[c.ID] == 0 || has(c, in) {
				continue
			}
			p.points = append(p.points, point{consumer: c, input: in, kind: pointSwitch})
		}
	}
}
