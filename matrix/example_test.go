package matrix_test

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/fusejit/fusejit/matrix"
)

// ExampleNewCSR builds a CSR matrix from its three arrays and checks them.
func ExampleNewCSR() {
	// [[1 0 2]
	//  [0 0 3]]
	c, err := matrix.NewCSR(2, 3, []int{0, 2, 3}, []int{0, 2, 2}, []float64{1, 2, 3})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.NNZ(), c.At(0, 2), c.At(1, 0))
	// Column indexes must increase within a row.
	_, err = matrix.NewCSR(1, 3, []int{0, 2}, []int{2, 0}, []float64{1, 1})
	fmt.Println(err != nil)
	// Output:
	// 3 2 0
	// true
}

// ExampleFromTriplets builds a CSR matrix from (row, column, value)
// triplets in any order; duplicates are summed.
func ExampleFromTriplets() {
	c, err := matrix.FromTriplets(2, 2, []int{1, 0, 1}, []int{0, 1, 0}, []float64{5, 7, 1})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.NNZ(), c.At(0, 1), c.At(1, 0))
	// Output:
	// 2 7 6
}

// ExampleReadMatrixMarket reads a symmetric coordinate file (the lower
// triangle) into a full CSR matrix and writes it back.
func ExampleReadMatrixMarket() {
	in := `%%MatrixMarket matrix coordinate real symmetric
% a 3 x 3 matrix, lower triangle
3 3 3
1 1 2.5
3 1 -1
3 3 4
`
	m, err := matrix.ReadMatrixMarket(strings.NewReader(in))
	if err != nil {
		log.Fatal(err)
	}
	c := m.(*matrix.CSR) // coordinate files give a *CSR
	fmt.Println(c.NNZ(), c.At(0, 2), c.At(2, 0))
	if err := matrix.WriteMatrixMarket(os.Stdout, c); err != nil {
		log.Fatal(err)
	}
	// Output:
	// 4 -1 -1
	// %%MatrixMarket matrix coordinate real general
	// 3 3 4
	// 1 1 2.5
	// 1 3 -1
	// 3 1 -1
	// 3 3 4
}

// ExampleReadCSV reads a semicolon-separated file with a header and a
// missing value.
func ExampleReadCSV() {
	in := "height;weight\n1.80;75\n1.65;\n"
	m, header, err := matrix.ReadCSV(strings.NewReader(in), matrix.CSVOptions{Comma: ';', Header: true, EmptyAsNaN: true})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(header, m.At(0, 1), m.At(1, 1))
	_, _, err = matrix.ReadCSV(strings.NewReader("1,2\n3,x\n"), matrix.CSVOptions{})
	fmt.Println(err)
	var out bytes.Buffer
	if err := matrix.WriteCSV(&out, m, header, matrix.CSVOptions{Header: true}); err != nil {
		log.Fatal(err)
	}
	fmt.Print(out.String())
	// Output:
	// [height weight] 75 NaN
	// matrix: csv: line 2, field 2: "x" is not a number
	// height,weight
	// 1.8,75
	// 1.65,NaN
}
