package datagen

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestBinarySeparableAndReproducible(t *testing.T) {
	X, y, err := Binary(2000, 10, 0, 0.05, 3)
	if err != nil {
		t.Fatal(err)
	}
	X2, y2, _ := Binary(2000, 10, 0, 0.05, 3)
	if !mat.Equal(X, X2) || !mat.Equal(y, y2) {
		t.Error("same seed, different data")
	}
	X3, _, _ := Binary(2000, 10, 0, 0.05, 4)
	if mat.Equal(X, X3) {
		t.Error("different seeds, same data")
	}
	// The hidden weights separate the classes with the requested margin.
	r := rng(3, 1)
	w := trueWeights(r, 10)
	m := margins(X, w)
	var norm float64
	for _, v := range w {
		norm += v * v
	}
	norm = math.Sqrt(norm)
	pos := 0
	for i, v := range m {
		if v*y.AtVec(i) < 0.05*norm*(1-1e-9) {
			t.Fatalf("row %d: margin %g, label %g", i, v/norm, y.AtVec(i))
		}
		if y.AtVec(i) > 0 {
			pos++
		}
	}
	if pos < 600 || pos > 1400 {
		t.Errorf("%d positive labels of 2000", pos)
	}
}

func TestMulticlassLabels(t *testing.T) {
	_, y, err := Multiclass(3000, 10, 4, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	count := map[float64]int{}
	for i := 0; i < y.Len(); i++ {
		count[y.AtVec(i)]++
	}
	if len(count) != 4 {
		t.Errorf("labels %v, want 1..4", count)
	}
	if _, _, err := Multiclass(10, 10, 1, 0, 1); err == nil {
		t.Error("1 class: no error")
	}
}

func TestProbitLabels(t *testing.T) {
	_, y, beta, err := Probit(5000, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	ones := 0
	for i := 0; i < y.Len(); i++ {
		switch y.AtVec(i) {
		case 1:
			ones++
		case 0:
		default:
			t.Fatalf("label %g", y.AtVec(i))
		}
	}
	if ones < 2000 || ones > 3000 || beta.Len() != 10 {
		t.Errorf("%d ones of 5000, %d coefficients", ones, beta.Len())
	}
}

func TestClusters(t *testing.T) {
	X, labels, err := Clusters(1000, 5, 4, 0.5, 2)
	if err != nil {
		t.Fatal(err)
	}
	if r, c := X.Dims(); r != 1000 || c != 5 || len(labels) != 1000 {
		t.Fatalf("%d x %d, %d labels", r, c, len(labels))
	}
	if _, _, err := Clusters(3, 5, 4, 1, 1); err == nil {
		t.Error("k > n: no error")
	}
}

func TestRatings(t *testing.T) {
	X, err := Ratings(1000, 800, 0.01, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := X.Density(); got < 0.008 || got > 0.012 {
		t.Errorf("density %g, want about 0.01", got)
	}
	if X.StoresZeros() {
		t.Error("a stored rating is zero")
	}
	for _, v := range X.Values() {
		if v < 1 || v > 5 || v*2 != math.Round(v*2) {
			t.Fatalf("rating %g, want a half step in [1, 5]", v)
		}
	}
	if err := X.Validate(); err != nil {
		t.Error(err)
	}
}

func TestImagesRange(t *testing.T) {
	X, err := Images(100, 50, 1)
	if err != nil {
		t.Fatal(err)
	}
	if mat.Min(X) < 0 || mat.Max(X) > 1 {
		t.Errorf("values in [%g, %g], want [0, 1]", mat.Min(X), mat.Max(X))
	}
	if _, err := Images(0, 5, 1); err == nil {
		t.Error("0 rows: no error")
	}
}
