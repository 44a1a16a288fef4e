# fusejit: make test runs the test suite (CI runs exactly this), make bench
# the quick benchmark. Both install clang and OpenBLAS when missing.

GO ?= go

.PHONY: test bench check toolchain

toolchain:
	./scripts/ensure-toolchain.sh

test: toolchain
	$(GO) vet ./...
	$(GO) test -timeout 20m ./...

bench: toolchain
	$(GO) run ./cmd/fusebench

check:
	test -z "$$(gofmt -l .)"
	$(GO) vet ./...
	staticcheck ./...
