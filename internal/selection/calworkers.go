package selection

import (
	"time"
)

// calWorkers are the calibration's workers: one goroutine per core, each
// locked to its own OS thread for its whole life, so that the thread's CPU
// time is the work's (a pass's share, see Quality) and a lowered priority
// stays with the calibration. They exit without unlocking, so the runtime
// ends their threads rather than handing a lowered priority on to other
// goroutines.
type calWorkers struct {
	jobs []chan func()
	ran  chan float64 // one per finished job: its share (thread CPU time over wall time)
}

func startCalWorkers(n, nice int) *calWorkers {
	p := &calWorkers{jobs: make([]chan func(), n), ran: make(chan float64, n)}
	for w := range p.jobs {
		p.jobs[w] = make(chan func())
		go func(jobs <-chan func()) {
			lockThreadAt(nice)
			for f := range jobs {
				c0, t0 := threadCPU(), time.Now()
				f()
				p.ran <- share(threadCPU()-c0, time.Since(t0))
			}
		}(p.jobs[w])
	}
	return p
}

func (p *calWorkers) close() {
	for _, j := range p.jobs {
		close(j)
	}
}

// run runs f(w, stop) on every worker w at once and returns the wall time,
// the least share a worker ran of the time it took (a worker that
// finished early is not disturbed), and whether every f finished
// (reported true) with stop not asking to stop afterwards.
func (p *calWorkers) run(stop func() bool, f func(w int, stop func() bool) bool) (time.Duration, float64, bool) {
	if stop != nil && stop() {
		return 0, 0, false
	}
	done := make([]bool, len(p.jobs))
	start := time.Now()
	for w, j := range p.jobs {
		j <- func() { done[w] = f(w, stop) }
	}
	least := 1.0
	for range p.jobs {
		least = min(least, <-p.ran)
	}
	wall := max(time.Since(start), time.Microsecond)
	ok := stop == nil || !stop()
	for _, d := range done {
		ok = ok && d
	}
	return wall, least, ok
}

// runOne runs f on the first worker alone, as run does.
func (p *calWorkers) runOne(stop func() bool, f func()) (time.Duration, float64, bool) {
	if stop != nil && stop() {
		return 0, 0, false
	}
	start := time.Now()
	p.jobs[0] <- f
	ran := <-p.ran
	wall := max(time.Since(start), time.Microsecond)
	return wall, ran, stop == nil || !stop()
}

// share is cpu over wall, at most 1 (0 when either is unknown).
func share(cpu, wall time.Duration) float64 {
	if cpu <= 0 || wall <= 0 {
		return 0
	}
	return min(float64(cpu)/float64(wall), 1)
}
