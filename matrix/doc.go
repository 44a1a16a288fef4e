// Package matrix holds the data types fusejit computes on and the helpers to
// build, convert and generate them.
//
// Dense data is gonum's row-major *mat.Dense (and *mat.VecDense for column
// vectors). Sparse data is CSR, a compressed-sparse-row matrix with int64 row
// pointers and int32 column indices, laid out so that generated native
// kernels can read its arrays directly. CSR implements gonum's mat.Matrix.
//
// Constructors that take caller data (NewCSR, FromTriplets) validate it and
// return an error wrapping ErrInvalidCSR instead of panicking; they copy the
// caller's slices. The generators RandDense and RandSparse are seeded and
// reproducible: the same arguments give the same matrix on any machine and
// with any number of threads.
//
// Files: ReadMatrixMarket and WriteMatrixMarket read and write the Matrix
// Market exchange format (coordinate as CSR, array as dense; real, integer
// and pattern; general, symmetric and skew-symmetric), ReadCSV and
// WriteCSV comma-separated values (a header, any delimiter, NaN and Inf,
// empty fields as NaN on request), ReadNPY, WriteNPY and ReadNPZ NumPy's
// .npy arrays and .npz archives. Readers stream their input and report
// invalid input as a *ParseError that names the line (and the CSV field).
//
// gonum cannot represent a dense matrix with a zero dimension. CSR can, so a
// matrix with zero rows or columns is representable only as a CSR; functions
// that would have to return such a dense matrix document what they return
// instead.
package matrix
