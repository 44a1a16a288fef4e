package main

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// figures are the panels of the paper's figures, drawn side by side in one
// file each when their patterns ran.
var figures = []struct {
	name     string
	patterns []string
}{
	{"fig9", []string{"cell-dense", "cell-sparse", "magg-dense", "magg-sparse"}},
	{"fig10", []string{"row-dense", "row-sparse", "row-mm", "outer"}},
}

// writePlots draws one chart per pattern in the style of Figures 9, 10 and
// 13 (median runtime against the swept size, log scales, one line per
// policy and the roofline dashed), and the figures' panels, into dir. It
// returns the files written.
func writePlots(dir, ext string, h *harness) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	charts := map[string]*plot.Plot{}
	var files []string
	for _, p := range allPatterns() {
		ms := resultsOf(h.results, p.name)
		if len(ms) == 0 {
			continue
		}
		pl, err := chart(p, ms, h.cfg)
		if err != nil {
			return files, fmt.Errorf("chart %s: %w", p.name, err)
		}
		charts[p.name] = pl
		file := filepath.Join(dir, p.name+"."+ext)
		if err := pl.Save(5*vg.Inch, 3.6*vg.Inch, file); err != nil {
			return files, err
		}
		files = append(files, file)
	}
	for _, f := range figures {
		var row []*plot.Plot
		for _, name := range f.patterns {
			if pl, ok := charts[name]; ok {
				row = append(row, pl)
			}
		}
		if len(row) < 2 {
			continue
		}
		file := filepath.Join(dir, f.name+"."+ext)
		if err := savePanels(row, file, ext); err != nil {
			return files, err
		}
		files = append(files, file)
	}
	return files, nil
}

func resultsOf(all []measurement, pattern string) []measurement {
	var out []measurement
	for _, m := range all {
		if m.Pattern == pattern {
			out = append(out, m)
		}
	}
	return out
}

// chart draws one pattern's measurements.
func chart(p pattern, ms []measurement, cfg config) (*plot.Plot, error) {
	pl := plot.New()
	pl.Title.Text = fmt.Sprintf("Fig. %s  %s: %s", p.figure, p.name, p.expr)
	pl.Title.TextStyle.Font.Size = vg.Points(10)
	pl.Y.Label.Text = "median runtime"
	pl.Y.Scale = plot.LogScale{}
	pl.Y.Tick.Marker = logTicks{label: secondsLabel}
	x := func(m measurement) float64 { return float64(m.Rows) }
	switch p.axis {
	case axisRows:
		pl.X.Label.Text = fmt.Sprintf("rows m (n = %d)", ms[0].Cols)
		if ms[0].Sparsity < 1 {
			pl.X.Label.Text = fmt.Sprintf("rows m (n = %d, sparsity %g)", ms[0].Cols, ms[0].Sparsity)
		}
		pl.X.Scale = plot.LogScale{}
		pl.X.Tick.Marker = logTicks{label: countLabel}
	case axisSparsity:
		pl.X.Label.Text = fmt.Sprintf("sparsity of X (%d x %d, rank %d)", ms[0].Rows, ms[0].Cols, ms[0].Rank)
		pl.X.Scale = plot.LogScale{}
		pl.X.Tick.Marker = logTicks{label: func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }}
		x = func(m measurement) float64 { return m.Sparsity }
	case axisN:
		pl.X.Label.Text = "n (inputs n x n)"
	case axisK:
		pl.X.Label.Text = fmt.Sprintf("chained operations k (X %d x %d)", ms[0].Rows, ms[0].Cols)
		x = func(m measurement) float64 { return float64(m.K) }
	}
	pl.Legend.Top, pl.Legend.Left = true, true
	pl.Legend.TextStyle.Font.Size = vg.Points(9)
	pl.Legend.Padding = vg.Points(1.5)
	pl.Legend.XOffs, pl.Legend.YOffs = vg.Points(6), -vg.Points(4)
	pl.Add(plotter.NewGrid())

	for i, pol := range cfg.policies {
		var xys plotter.XYs
		for _, m := range ms {
			if m.Policy == pol.String() && m.SecondsMedian > 0 {
				xys = append(xys, plotter.XY{X: x(m), Y: float64(m.SecondsMedian)})
			}
		}
		if len(xys) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(xys)
		if err != nil {
			return nil, err
		}
		line.Color = plotutil.Color(i)
		line.Width = vg.Points(1.5)
		points.Color = plotutil.Color(i)
		points.Shape = plotutil.Shape(i)
		pl.Add(line, points)
		pl.Legend.Add(policyLabel(pol.String()), line, points)
	}
	var roof plotter.XYs
	seen := map[float64]bool{}
	for _, m := range ms {
		if xv := x(m); !seen[xv] && m.RooflineSeconds > 0 {
			seen[xv] = true
			roof = append(roof, plotter.XY{X: xv, Y: float64(m.RooflineSeconds)})
		}
	}
	if len(roof) > 0 {
		line, err := plotter.NewLine(roof)
		if err != nil {
			return nil, err
		}
		line.Color = color.Gray{Y: 90}
		line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		pl.Add(line)
		pl.Legend.Add("roofline", line)
	}
	widenSingle(&pl.X)
	widenSingle(&pl.Y)
	// Room at the sides for the first and last tick labels, and at the
	// top for the legend: the data keep the lower 70% of the height.
	if p.axis == axisK {
		pad := (pl.X.Max - pl.X.Min) * 0.04
		pl.X.Min, pl.X.Max = pl.X.Min-pad, pl.X.Max+pad
	} else {
		pl.X.Min, pl.X.Max = pl.X.Min/1.2, pl.X.Max*1.2
	}
	if pl.Y.Min > 0 {
		span := math.Log10(pl.Y.Max / pl.Y.Min)
		pl.Y.Max = pl.Y.Min * math.Pow(10, max(span, 0.5)/0.7)
	}
	return pl, nil
}

// policyLabel names a policy as the paper does.
func policyLabel(p string) string {
	switch p {
	case "base":
		return "Base"
	case "fa":
		return "FA"
	case "fnr":
		return "FNR"
	case "gen":
		return "Gen"
	}
	return p
}

// widenSingle gives an axis whose data is a single value a range around
// it, which a log scale needs.
func widenSingle(a *plot.Axis) {
	if a.Min == a.Max && a.Min > 0 {
		a.Min, a.Max = a.Min/2, a.Max*2
	}
}

// savePanels draws the charts side by side into one file.
func savePanels(charts []*plot.Plot, file, ext string) error {
	const w, h = 4.2 * vg.Inch, 3.6 * vg.Inch
	c, err := draw.NewFormattedCanvas(vg.Length(len(charts))*w, h, ext)
	if err != nil {
		return err
	}
	tiles := draw.Tiles{Rows: 1, Cols: len(charts), PadX: vg.Millimeter * 4, PadTop: vg.Millimeter * 2,
		PadBottom: vg.Millimeter * 2, PadLeft: vg.Millimeter * 2, PadRight: vg.Millimeter * 2}
	canvases := plot.Align([][]*plot.Plot{charts}, tiles, draw.New(c))
	for i, pl := range charts {
		pl.Draw(canvases[0][i])
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// logTicks marks powers of ten on a log axis, and their doubles and fives
// when the axis spans less than two decades.
type logTicks struct{ label func(float64) string }

// Ticks implements plot.Ticker.
func (t logTicks) Ticks(lo, hi float64) []plot.Tick {
	var ticks []plot.Tick
	e0, e1 := int(math.Floor(math.Log10(lo))), int(math.Ceil(math.Log10(hi)))
	dense := e1-e0 <= 2
	for e := e0; e <= e1; e++ {
		for i := 1; i < 10; i++ {
			v := float64(i) * math.Pow10(e)
			if v < lo*(1-1e-9) || v > hi*(1+1e-9) {
				continue
			}
			tk := plot.Tick{Value: v}
			if i == 1 || dense && (i == 2 || i == 5) {
				tk.Label = t.label(v)
			}
			ticks = append(ticks, tk)
		}
	}
	if !slices.ContainsFunc(ticks, func(tk plot.Tick) bool { return tk.Label != "" }) && len(ticks) > 0 {
		ticks[0].Label = t.label(ticks[0].Value)
	}
	return ticks
}

// secondsLabel writes a duration in seconds as 1us, 10ms, 1s.
func secondsLabel(s float64) string {
	switch {
	case s < 1e-3:
		return strconv.FormatFloat(s*1e6, 'g', 3, 64) + "us"
	case s < 1:
		return strconv.FormatFloat(s*1e3, 'g', 3, 64) + "ms"
	}
	return strconv.FormatFloat(s, 'f', -1, 64) + "s"
}

// countLabel writes a count as 1K, 10K, 1M.
func countLabel(v float64) string {
	switch {
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'g', 3, 64) + "M"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'g', 3, 64) + "K"
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}
