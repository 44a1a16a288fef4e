package memo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fusejit/fusejit/internal/hop"
)

// TemplateType is a fused-operator template.
type TemplateType uint8

const (
	TemplateCell TemplateType = iota
	TemplateMAgg
	TemplateRow
	TemplateOuter
)

func (t TemplateType) String() string {
	switch t {
	case TemplateCell:
		return "cell"
	case TemplateMAgg:
		return "magg"
	case TemplateRow:
		return "row"
	case TemplateOuter:
		return "outer"
	}
	return "template?"
}

// letter is the one-letter form used when printing memo entries.
func (t TemplateType) letter() string {
	return [...]string{"C", "M", "R", "O"}[t]
}

// Status is the close status of a memo entry.
type Status uint8

const (
	OpenValid     Status = iota // may be extended, and is a valid fused operator
	OpenInvalid                 // may be extended, but is not yet a valid operator
	ClosedValid                 // complete: consumers cannot fuse it further
	ClosedInvalid               // removed during exploration
)

func (s Status) String() string {
	return [...]string{"open-valid", "open-invalid", "closed-valid", "closed-invalid"}[s]
}

// Open reports whether consumers may still extend the entry.
func (s Status) Open() bool { return s == OpenValid || s == OpenInvalid }

// Valid reports whether the entry may root a fused operator.
func (s Status) Valid() bool { return s == OpenValid || s == ClosedValid }

// NoRef marks a materialized input of an entry.
const NoRef = -1

// Entry is one partial fusion plan of an operator: for each HOP input (by
// position) either the id of the input's group, meaning the input is fused
// into the same operator, or NoRef, meaning it is read materialized.
type Entry struct {
	Type   TemplateType
	Inputs []int
	Status Status
}

// IsRef reports whether input k is fused.
func (e *Entry) IsRef(k int) bool { return e.Inputs[k] != NoRef }

// Refs returns the number of fused inputs.
func (e *Entry) Refs() int {
	n := 0
	for _, r := range e.Inputs {
		if r != NoRef {
			n++
		}
	}
	return n
}

func (e *Entry) equal(o *Entry) bool {
	return e.Type == o.Type && slices.Equal(e.Inputs, o.Inputs)
}

func (e *Entry) String() string {
	parts := make([]string, len(e.Inputs))
	for i, r := range e.Inputs {
		parts[i] = fmt.Sprint(r)
	}
	return fmt.Sprintf("%s(%s) %s", e.Type.letter(), strings.Join(parts, ","), e.Status)
}

// Group holds the partial fusion plans of one operator.
type Group struct {
	Hop     *hop.Hop
	Entries []*Entry
}

// Has reports whether the group holds an entry of type t whose status
// satisfies ok (nil: any status).
func (g *Group) Has(t TemplateType, ok func(Status) bool) bool {
	if g == nil {
		return false
	}
	for _, e := range g.Entries {
		if e.Type == t && (ok == nil || ok(e.Status)) {
			return true
		}
	}
	return false
}

// add inserts e unless an equal entry exists (duplicate pruning).
func (g *Group) add(e *Entry) {
	for _, o := range g.Entries {
		if o.equal(e) {
			return
		}
	}
	g.Entries = append(g.Entries, e)
}

// Table is the memoization table: groups by HOP id.
type Table struct {
	DAG    *hop.DAG
	groups []*Group
	// Visited counts the operators exploration processed (each once).
	Visited int
	// MultiAggs are the MAgg candidates: sets of full aggregates that one
	// operator can compute in a single pass over shared inputs.
	MultiAggs [][]*hop.Hop
}

// Group returns the group of the operator with the given id, or nil.
func (t *Table) Group(id int) *Group {
	if id < 0 || id >= len(t.groups) {
		return nil
	}
	return t.groups[id]
}

// Len returns the number of groups.
func (t *Table) Len() int {
	n := 0
	for _, g := range t.groups {
		if g != nil {
			n++
		}
	}
	return n
}

// String prints the table in the form of Boehm et al., PVLDB 2018, Figure 6: one group per
// line with its operator and entries.
func (t *Table) String() string {
	var b strings.Builder
	for _, g := range t.groups {
		if g == nil {
			continue
		}
		es := make([]string, len(g.Entries))
		for i, e := range g.Entries {
			es[i] = e.String()
		}
		fmt.Fprintf(&b, "  %-4d %-12s %s\n", g.Hop.ID, g.Hop.Op.String()+dirSuffix(g.Hop), strings.Join(es, ", "))
	}
	for _, set := range t.MultiAggs {
		ids := make([]string, len(set))
		for i, h := range set {
			ids[i] = fmt.Sprint(h.ID)
		}
		fmt.Fprintf(&b, "  magg {%s}\n", strings.Join(ids, ","))
	}
	return b.String()
}

func dirSuffix(h *hop.Hop) string {
	if h.Op.IsAgg() || h.IsRowScan() {
		return "(" + h.Dir.String() + ")"
	}
	return ""
}
