package engine

import "errors"

// errNoCompiler marks a fused operator that runs unfused because the
// engine has no working compiler (see initBackend). The setup logs one
// warning for the engine; each such operator is counted as a fallback and
// logged at debug level only, so that a program without clang does not
// warn on every Eval.
var errNoCompiler = errors.New("no native compiler")

// lacksCompiler reports whether the compiler setup is done and found no
// working compiler. Evals then plan their DAGs as Base would: no fused
// operator can get a kernel, and an operator planned anyway only costs
// the optimizer's time before it is dissolved into the same unfused steps
// (dissolveUnfused). L2SVM on 10^5 x 10 without a compiler took 389-395
// ms against Base's 320-350 ms when such operators ran their covered
// operators one by one.
func (e *Engine) lacksCompiler() bool {
	return e.backendReady() && e.cache == nil
}
