package engine_test

import (
	"context"
	"fmt"
	"log"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// Example is the README's example: two outputs of one DAG evaluated as
// one optimized program, read back with the typed accessors.
func Example() {
	X := engine.Dense(mat.NewDense(3, 2, []float64{1, 2, 3, 4, 5, 6}))
	Y := engine.Dense(mat.NewDense(3, 2, []float64{1, 1, 2, 2, 3, 3}))
	// A sparse Z with two stored cells: Z * X * Y is sparse-safe.
	z, err := matrix.FromTriplets(3, 2, []int{0, 2}, []int{1, 0}, []float64{10, 100})
	if err != nil {
		log.Fatal(err)
	}
	Z := engine.Sparse(z)

	eng, err := engine.New(engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()

	s := Z.Mul(X).Mul(Y).Sum()                    // sum(Z * X * Y)
	r := X.Mul(Y).Add(engine.Scalar(1)).RowSums() // rowSums(X * Y + 1)
	res, err := eng.Eval(context.Background(), s, r)
	if err != nil {
		log.Fatal(err)
	}
	sum, err := res.ScalarErr(0)
	if err != nil {
		log.Fatal(err)
	}
	rows, err := res.Vector(1)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("sum:", sum)
	fmt.Println("row sums:", rows.RawVector().Data)
	for _, op := range res.Plan() {
		fmt.Println("fused:", op.Template, op.Variant, "sparse-safe:", op.SparseSafe)
	}
	// Output:
	// sum: 1520
	// row sums: [5 16 35]
	// fused: cell full_agg sparse-safe: true
	// fused: cell row_agg sparse-safe: false
}

// ExampleResult_Scan reads several outputs at once, in the manner of
// database/sql: a scalar, a vector and a dense matrix.
func ExampleResult_Scan() {
	eng, err := engine.New(engine.WithPolicy(engine.PolicyNone))
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()
	A := engine.Dense(mat.NewDense(2, 2, []float64{1, 2, 3, 4}))
	res, err := eng.Eval(context.Background(), A.Sum(), A.ColSums(), A.T())
	if err != nil {
		log.Fatal(err)
	}
	var (
		total float64
		cols  *mat.VecDense
		at    *mat.Dense
	)
	if err := res.Scan(&total, &cols, &at); err != nil {
		log.Fatal(err)
	}
	fmt.Println(total, cols.RawVector().Data, at.RawMatrix().Data)
	// A matrix is not a scalar: the error wraps ErrShape.
	_, err = res.ScalarErr(2)
	fmt.Println(err)
	// Output:
	// 10 [4 6] [1 3 2 4]
	// engine: result: output 2 is 2 x 2: shape error: want 1 x 1
}

// ExampleResult_DenseInto reuses one buffer across the iterations of a
// loop: x <- 0.5 * x + 1 converges to 2.
func ExampleResult_DenseInto() {
	eng, err := engine.New(engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()
	x := mat.NewDense(1, 3, []float64{0, 10, -10})
	next := mat.NewDense(1, 3, nil)
	for i := 0; i < 60; i++ {
		X := engine.Dense(x)
		res, err := eng.Eval(context.Background(), engine.Scalar(0.5).Mul(X).Add(engine.Scalar(1)))
		if err != nil {
			log.Fatal(err)
		}
		if err := res.DenseInto(0, next); err != nil {
			log.Fatal(err)
		}
		x, next = next, x
	}
	fmt.Println(x.RawMatrix().Data)
	// Output:
	// [2 2 2]
}

// ExampleEngine_Stats: the second evaluation of the same expression finds
// its fused kernel in the operator cache.
func ExampleEngine_Stats() {
	// CompileSync: compile the kernel on first use even though unfused
	// execution of this tiny input would be faster (the default would not).
	eng, err := engine.New(engine.WithPolicy(engine.PolicyFuseAll), engine.WithCompileMode(engine.CompileSync))
	if err != nil {
		log.Fatal(err)
	}
	defer eng.Close()
	X := engine.Dense(mat.NewDense(2, 3, []float64{1, 2, 3, 4, 5, 6}))
	expr := X.Mul(X).Add(X).Sum() // sum(X^2 + X): one Cell operator
	for i := 0; i < 2; i++ {
		if _, err := eng.Eval(context.Background(), expr); err != nil {
			log.Fatal(err)
		}
	}
	s := eng.Stats()
	fmt.Println("DAGs optimized:", s.DAGsOptimized)
	fmt.Println("operator cache hits:", s.OpCacheHits, "misses:", s.OpCacheMisses)
	// Output:
	// DAGs optimized: 2
	// operator cache hits: 1 misses: 1
}

// ExampleWithPolicy: every policy computes the same values; they differ in
// which operators are fused (Result.Plan, Engine.Explain).
func ExampleWithPolicy() {
	X := engine.Dense(mat.NewDense(2, 2, []float64{1, 2, 3, 4}))
	expr := X.Mul(X).RowSums().Sum()
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased} {
		eng, err := engine.New(engine.WithPolicy(p))
		if err != nil {
			log.Fatal(err)
		}
		res, err := eng.Eval(context.Background(), expr)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(p, res.Scalar(0))
		eng.Close()
	}
	// Output:
	// base 30
	// fa 30
	// fnr 30
	// gen 30
}

// ExampleParsePolicy maps the names FUSEJIT_POLICY accepts to policies.
func ExampleParsePolicy() {
	p, err := engine.ParsePolicy("FNR")
	fmt.Println(p == engine.PolicyFuseNoRedundancy, err)
	_, err = engine.ParsePolicy("fastest")
	fmt.Println(err)
	// Output:
	// true <nil>
	// engine: unknown policy "fastest" (want gen, fa, fnr or base)
}
