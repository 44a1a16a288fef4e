package tests

// How a generated DAG's operations map onto the engine's Expr builders.

import (
	"strings"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
)

// optional returns in[k], or nil when there is no such input.
func optional(in []*engine.Expr, k int) *engine.Expr {
	if k < len(in) {
		return in[k]
	}
	return nil
}

func binaryExpr(op hop.OpCode, a, b *engine.Expr) *engine.Expr {
	switch op {
	case hop.OpAdd:
		return a.Add(b)
	case hop.OpSub:
		return a.Sub(b)
	case hop.OpMul:
		return a.Mul(b)
	case hop.OpDiv:
		return a.Div(b)
	case hop.OpPow:
		return a.Pow(b)
	case hop.OpMin2:
		return a.Minimum(b)
	case hop.OpMax2:
		return a.Maximum(b)
	case hop.OpEq:
		return a.Eq(b)
	case hop.OpNe:
		return a.Ne(b)
	case hop.OpLt:
		return a.Lt(b)
	case hop.OpLe:
		return a.Le(b)
	case hop.OpGt:
		return a.Gt(b)
	case hop.OpGe:
		return a.Ge(b)
	case hop.OpAnd:
		return a.And(b)
	case hop.OpOr:
		return a.Or(b)
	case hop.OpMod:
		return a.Mod(b)
	case hop.OpIntDiv:
		return a.IntDiv(b)
	case hop.OpXor:
		return a.Xor(b)
	case hop.OpLogB:
		return a.LogBase(b)
	}
	panic("not a binary op: " + op.String())
}

// binaryMethod is binaryExpr as the method value Outer takes.
func binaryMethod(op hop.OpCode) func(a, b *engine.Expr) *engine.Expr {
	return func(a, b *engine.Expr) *engine.Expr { return binaryExpr(op, a, b) }
}

func unaryExpr(op hop.OpCode, a *engine.Expr) *engine.Expr {
	switch op {
	case hop.OpNeg:
		return a.Neg()
	case hop.OpAbs:
		return a.Abs()
	case hop.OpSign:
		return a.Sign()
	case hop.OpSqrt:
		return a.Sqrt()
	case hop.OpExp:
		return a.Exp()
	case hop.OpLog:
		return a.Log()
	case hop.OpRound:
		return a.Round()
	case hop.OpFloor:
		return a.Floor()
	case hop.OpCeil:
		return a.Ceil()
	case hop.OpSigmoid:
		return a.Sigmoid()
	case hop.OpSin:
		return a.Sin()
	case hop.OpCos:
		return a.Cos()
	case hop.OpTanh:
		return a.Tanh()
	case hop.OpIsNaN:
		return a.IsNaN()
	case hop.OpIsInf:
		return a.IsInf()
	case hop.OpNot:
		return a.Not()
	case hop.OpSprop:
		return a.Sprop()
	case hop.OpAtan:
		return a.Atan()
	case hop.OpAsin:
		return a.Asin()
	case hop.OpAcos:
		return a.Acos()
	case hop.OpSinh:
		return a.Sinh()
	case hop.OpCosh:
		return a.Cosh()
	}
	panic("not a unary op: " + op.String())
}

func aggExpr(op hop.OpCode, dir hop.Direction, a *engine.Expr) *engine.Expr {
	switch {
	case dir == hop.DirFull && op == hop.OpSum:
		return a.Sum()
	case dir == hop.DirFull && op == hop.OpMin:
		return a.Min()
	case dir == hop.DirFull && op == hop.OpMax:
		return a.Max()
	case dir == hop.DirFull && op == hop.OpMean:
		return a.Mean()
	case dir == hop.DirRow && op == hop.OpSum:
		return a.RowSums()
	case dir == hop.DirRow && op == hop.OpMin:
		return a.RowMins()
	case dir == hop.DirRow && op == hop.OpMax:
		return a.RowMaxs()
	case dir == hop.DirRow && op == hop.OpMean:
		return a.RowMeans()
	case dir == hop.DirRow && op == hop.OpIndexMax:
		return a.RowIndexMax()
	case dir == hop.DirCol && op == hop.OpSum:
		return a.ColSums()
	case dir == hop.DirCol && op == hop.OpMin:
		return a.ColMins()
	case dir == hop.DirCol && op == hop.OpMax:
		return a.ColMaxs()
	case dir == hop.DirCol && op == hop.OpMean:
		return a.ColMeans()
	case dir == hop.DirFull && op == hop.OpProd:
		return a.Prod()
	case dir == hop.DirRow && op == hop.OpProd:
		return a.RowProds()
	case dir == hop.DirCol && op == hop.OpProd:
		return a.ColProds()
	case dir == hop.DirFull && op == hop.OpVar:
		return a.Var()
	case dir == hop.DirRow && op == hop.OpVar:
		return a.RowVars()
	case dir == hop.DirCol && op == hop.OpVar:
		return a.ColVars()
	case dir == hop.DirFull && op == hop.OpSd:
		return a.Sd()
	case dir == hop.DirRow && op == hop.OpSd:
		return a.RowSds()
	case dir == hop.DirCol && op == hop.OpSd:
		return a.ColSds()
	case dir == hop.DirRow && op == hop.OpIndexMin:
		return a.RowIndexMin()
	}
	panic("not an aggregate: " + dir.String() + op.String())
}

// aggName is the API name of an aggregate.
func aggName(op hop.OpCode, dir hop.Direction) string {
	base := map[hop.OpCode]string{hop.OpSum: "sum", hop.OpMin: "min", hop.OpMax: "max", hop.OpMean: "mean",
		hop.OpIndexMax: "indexMax", hop.OpProd: "prod", hop.OpVar: "var", hop.OpSd: "sd", hop.OpIndexMin: "indexMin"}[op]
	switch dir {
	case hop.DirRow:
		if op == hop.OpIndexMax || op == hop.OpIndexMin {
			return "row" + strings.ToUpper(base[:1]) + base[1:]
		}
		return "row" + strings.ToUpper(base[:1]) + base[1:] + "s"
	case hop.DirCol:
		return "col" + strings.ToUpper(base[:1]) + base[1:] + "s"
	}
	return base
}
