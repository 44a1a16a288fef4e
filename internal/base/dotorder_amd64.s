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

// func addRows4(x0, x1, x2, x3 *float64, w *[4]float64, y *float64, n int)
//
// SSE2: two cells per step, four per loop iteration; every product and
// every sum rounded on its own, the rows added in order x0, x1, x2, x3.
TEXT ·addRows4(SB), NOSPLIT, $0-56
	MOVQ    x0+0(FP), SI
	MOVQ    x1+8(FP), DI
	MOVQ    x2+16(FP), R8
	MOVQ    x3+24(FP), R9
	MOVQ    w+32(FP), DX
	MOVQ    y+40(FP), BX
	MOVQ    n+48(FP), CX
	MOVSD   0(DX), X12
	UNPCKLPD X12, X12
	MOVSD   8(DX), X13
	UNPCKLPD X13, X13
	MOVSD   16(DX), X14
	UNPCKLPD X14, X14
	MOVSD   24(DX), X15
	UNPCKLPD X15, X15
	XORQ    AX, AX

quad:
	MOVQ    CX, R10
	SUBQ    AX, R10
	CMPQ    R10, $4
	JLT     pair
	MOVUPD  (BX)(AX*8), X0
	MOVUPD  16(BX)(AX*8), X5
	MOVUPD  (SI)(AX*8), X1
	MOVUPD  16(SI)(AX*8), X6
	MULPD   X12, X1
	MULPD   X12, X6
	ADDPD   X1, X0
	ADDPD   X6, X5
	MOVUPD  (DI)(AX*8), X2
	MOVUPD  16(DI)(AX*8), X7
	MULPD   X13, X2
	MULPD   X13, X7
	ADDPD   X2, X0
	ADDPD   X7, X5
	MOVUPD  (R8)(AX*8), X3
	MOVUPD  16(R8)(AX*8), X8
	MULPD   X14, X3
	MULPD   X14, X8
	ADDPD   X3, X0
	ADDPD   X8, X5
	MOVUPD  (R9)(AX*8), X4
	MOVUPD  16(R9)(AX*8), X9
	MULPD   X15, X4
	MULPD   X15, X9
	ADDPD   X4, X0
	ADDPD   X9, X5
	MOVUPD  X0, (BX)(AX*8)
	MOVUPD  X5, 16(BX)(AX*8)
	ADDQ    $4, AX
	JMP     quad

pair:
	CMPQ    R10, $2
	JLT     single
	MOVUPD  (BX)(AX*8), X0
	MOVUPD  (SI)(AX*8), X1
	MULPD   X12, X1
	ADDPD   X1, X0
	MOVUPD  (DI)(AX*8), X2
	MULPD   X13, X2
	ADDPD   X2, X0
	MOVUPD  (R8)(AX*8), X3
	MULPD   X14, X3
	ADDPD   X3, X0
	MOVUPD  (R9)(AX*8), X4
	MULPD   X15, X4
	ADDPD   X4, X0
	MOVUPD  X0, (BX)(AX*8)
	ADDQ    $2, AX
	SUBQ    $2, R10

single:
	TESTQ   R10, R10
	JEQ     done
	MOVSD   (BX)(AX*8), X0
	MOVSD   (SI)(AX*8), X1
	MULSD   X12, X1
	ADDSD   X1, X0
	MOVSD   (DI)(AX*8), X2
	MULSD   X13, X2
	ADDSD   X2, X0
	MOVSD   (R8)(AX*8), X3
	MULSD   X14, X3
	ADDSD   X3, X0
	MOVSD   (R9)(AX*8), X4
	MULSD   X15, X4
	ADDSD   X4, X0
	MOVSD   X0, (BX)(AX*8)

done:
	RET
