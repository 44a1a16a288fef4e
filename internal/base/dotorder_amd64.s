#include "textflag.h"

// func laneDotBlocks(x, y *float64, blocks int, lanes *[8]float64)
//
// Adds x[8b+q] * y[8b+q] to lanes[q] for b < blocks, q < 8: SSE2 (the
// amd64 baseline), the eight lanes in four registers of two, a MULPD and
// then an ADDPD per pair (no fused multiply-add), lanes adding in
// increasing b.
TEXT ·laneDotBlocks(SB), NOSPLIT, $0-32
	MOVQ   x+0(FP), SI
	MOVQ   y+8(FP), DI
	MOVQ   blocks+16(FP), CX
	MOVQ   lanes+24(FP), DX
	MOVUPD 0(DX), X0
	MOVUPD 16(DX), X1
	MOVUPD 32(DX), X2
	MOVUPD 48(DX), X3
	TESTQ  CX, CX
	JLE    done

loop:
	MOVUPD 0(SI), X4
	MOVUPD 16(SI), X5
	MOVUPD 32(SI), X6
	MOVUPD 48(SI), X7
	MOVUPD 0(DI), X8
	MOVUPD 16(DI), X9
	MOVUPD 32(DI), X10
	MOVUPD 48(DI), X11
	MULPD  X8, X4
	MULPD  X9, X5
	MULPD  X10, X6
	MULPD  X11, X7
	ADDPD  X4, X0
	ADDPD  X5, X1
	ADDPD  X6, X2
	ADDPD  X7, X3
	ADDQ   $64, SI
	ADDQ   $64, DI
	DECQ   CX
	JNE    loop

done:
	MOVUPD X0, 0(DX)
	MOVUPD X1, 16(DX)
	MOVUPD X2, 32(DX)
	MOVUPD X3, 48(DX)
	RET
