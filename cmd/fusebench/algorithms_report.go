package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/selection"
)

// The tables of the -algorithms mode: Tables 4 and 5 of Boehm et al.,
// PVLDB 2018 (end-to-end runtimes per policy) and Table 3 (compile
// statistics), from the runs measured in algorithms.go.

// sizeLabel prints powers of ten as 10^k.
func sizeLabel(n int) string {
	if n >= 1000 {
		k, m := 0, n
		for m%10 == 0 {
			m /= 10
			k++
		}
		if m == 1 {
			return fmt.Sprintf("10^%d", k)
		}
	}
	return strconv.Itoa(n)
}

func writeAlgoTables(w io.Writer, c algoConfig, cases []algoCase, results [][]algoRun, machine selection.Machine) {
	runs := "1 run"
	if c.reps > 1 {
		runs = fmt.Sprintf("the same one of %d runs", c.reps)
	}
	fresh := "engine"
	if c.fresh {
		fresh = "process (compiler start-up and any measuring of the machine included)"
	}
	fmt.Fprintf(w, "End-to-end runtime [s] (Boehm et al., PVLDB 2018, Tables 4 and 5): %s per policy, each on a fresh %s\n", runs, fresh)
	fmt.Fprintf(w, "(optimization and kernel compilation included), %d cores, load average %s\n", runtime.NumCPU(), algoLoadAvg())
	if machine != (selection.Machine{}) {
		fmt.Fprintf(w, "Gen's cost model calibrated (before timing) to %s\n", machine)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{"Name", "Data", "it."}
	for _, p := range c.policies {
		head = append(head, policyTitle(p))
	}
	base := slices.Index(c.policies, engine.PolicyNone)
	gen := slices.Index(c.policies, engine.PolicyCostBased)
	if base >= 0 {
		for k, p := range c.policies {
			if k != base {
				head = append(head, policyTitle(p)+"/Base")
			}
		}
	}
	if gen >= 0 {
		head = append(head, "Gen excl. compile", "speedup")
	}
	head = append(head, "max diff")
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for i, cs := range cases {
		row := []string{cs.name, cs.data, ""}
		worst := 0.0
		for _, r := range results[i] {
			if r.err != nil {
				row = append(row, "failed")
				continue
			}
			cell := fmt.Sprintf("%.3f", r.seconds)
			if row[2] == "" {
				row[2] = strconv.Itoa(r.iters)
			} else if row[2] != strconv.Itoa(r.iters) {
				cell += fmt.Sprintf(" (%d it.)", r.iters)
			}
			row = append(row, cell)
			worst = math.Max(worst, r.diff)
		}
		for len(row) < 3+len(c.policies) {
			row = append(row, "-")
		}
		if base >= 0 {
			for k := range c.policies {
				if k == base {
					continue
				}
				sp := "-"
				if base < len(results[i]) && k < len(results[i]) && results[i][base].err == nil && results[i][k].err == nil {
					sp = fmt.Sprintf("%.1fx", results[i][base].seconds/results[i][k].seconds)
				}
				row = append(row, sp)
			}
		}
		if gen >= 0 {
			ex, sp := "-", "-"
			if gen < len(results[i]) && results[i][gen].err == nil {
				g := results[i][gen]
				exec := g.seconds - (g.stats.CompileTime - g.stats.BackgroundCompileTime).Seconds()
				ex = fmt.Sprintf("%.3f", exec)
				if base >= 0 && base < len(results[i]) && results[i][base].err == nil {
					sp = fmt.Sprintf("%.1fx", results[i][base].seconds/exec)
				}
			}
			row = append(row, ex, sp)
		}
		row = append(row, fmt.Sprintf("%.0e", worst))
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	tw.Flush()

	if c.warm {
		fmt.Fprintf(w, "\nSecond run on the same engine (plan and operator caches warm) [s]\n\n")
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		head := []string{"Name", "Data"}
		for _, p := range c.policies {
			head = append(head, policyTitle(p))
		}
		if base >= 0 && gen >= 0 {
			head = append(head, "Gen/Base")
		}
		fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
		for i, cs := range cases {
			row := []string{cs.name, cs.data}
			for _, r := range results[i] {
				if r.err != nil {
					row = append(row, "failed")
				} else {
					row = append(row, fmt.Sprintf("%.3f", r.warm))
				}
			}
			for len(row) < 2+len(c.policies) {
				row = append(row, "-")
			}
			if base >= 0 && gen >= 0 {
				sp := "-"
				if gen < len(results[i]) && results[i][base].err == nil && results[i][gen].err == nil {
					sp = fmt.Sprintf("%.1fx", results[i][base].warm/results[i][gen].warm)
				}
				row = append(row, sp)
			}
			fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
		}
		tw.Flush()
	}
	if gen < 0 {
		return
	}
	fmt.Fprintf(w, "\n\"Gen excl. compile\" is Gen's time minus the optimization and compile time it waited for\n")
	fmt.Fprintf(w, "(Stats.CompileTime less BackgroundCompileTime); its speedup is over Base. \"max diff\" is the largest relative\n")
	fmt.Fprintf(w, "difference of a policy's model parameters to the first policy's; \"(n it.)\" marks a\n")
	fmt.Fprintf(w, "policy that ran another number of iterations than the first.\n")
	if c.reps > 1 {
		fmt.Fprintf(w, "Run r of a case adds r-1 rows (AutoEncoder: columns) to the data, so that no run\n")
		fmt.Fprintf(w, "finds earlier runs' plans in the process-wide plan cache; the table shows, for all\n")
		fmt.Fprintf(w, "policies, the run on the same data where each was closest to its fastest.\n")
	}
	fmt.Fprintf(w, "\nCompile statistics under Gen (Boehm et al., PVLDB 2018, Table 3), per run; compile is optimization\n")
	fmt.Fprintf(w, "plus kernel generation and clang; opt/DAG is the optimization alone (rewrites, exploration, selection,\n")
	fmt.Fprintf(w, "CPlans) per optimized DAG, mean and max; plans evaluated counts costed fusion plans\n\n")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "Name\tData\tTotal [s]\tDAGs optimized\tCPlans created\tkernels compiled\tcompile [ms]\topt/DAG mean [ms]\tmax [ms]\tplans evaluated\top-cache hits\tmisses\thit rate\t")
	for i, cs := range cases {
		if gen >= len(results[i]) || results[i][gen].err != nil {
			continue
		}
		r := results[i][gen]
		s := r.stats
		rate := "-"
		if n := s.OpCacheHits + s.OpCacheMisses; n > 0 {
			rate = fmt.Sprintf("%.1f%%", 100*float64(s.OpCacheHits)/float64(n))
		}
		mean := "-"
		if s.DAGsOptimized > 0 {
			mean = fmt.Sprintf("%.1f", float64(s.OptimizeTime.Microseconds())/1e3/float64(s.DAGsOptimized))
		}
		fmt.Fprintf(tw, "%s\t%s\t%.2f\t%d\t%d\t%d\t%d\t%s\t%.1f\t%d\t%d\t%d\t%s\t\n", cs.name, cs.data, r.seconds,
			s.DAGsOptimized, s.CPlansCreated, kernelsBuilt(s), s.CompileTime.Milliseconds(), mean,
			float64(s.MaxOptimizeTime.Microseconds())/1e3, s.PlansEvaluated,
			s.OpCacheHits, s.OpCacheMisses, rate)
	}
	tw.Flush()
}

func policyTitle(p engine.Policy) string {
	switch p {
	case engine.PolicyNone:
		return "Base"
	case engine.PolicyFuseAll:
		return "FA"
	case engine.PolicyFuseNoRedundancy:
		return "FNR"
	}
	return "Gen"
}

// algoLoadAvg returns the 1, 5 and 15 minute load averages, or "?".
func algoLoadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
