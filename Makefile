# fusejit: make test runs the test suite with gofmt and vet checks (CI runs
# exactly this), make check adds staticcheck, make bench the quick
# benchmark. test and bench install clang and OpenBLAS when missing.
# The nested module beam/ (the Apache Beam runner, with its own go.mod so
# that the core module does not depend on Beam) is vetted and tested too;
# its tests run pipelines on Prism in-process.

GO ?= go
STATICCHECK_VERSION ?= v0.8.2
GOBIN ?= $(shell $(GO) env GOPATH)/bin

.PHONY: test bench check fmt vet toolchain

toolchain:
	./scripts/ensure-toolchain.sh

fmt:
	@out="$$(gofmt -l .)"; if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...
	cd beam && $(GO) vet ./...

test: toolchain fmt vet
	$(GO) test -timeout 30m ./...
	cd beam && $(GO) test -timeout 30m ./...

# staticcheck is installed at a pinned module version (v0.8.2 is release
# 2026.2.2; the module proxy serves module versions, not release names) so
# that its findings do not change under the code; when the module proxy is
# unreachable the install fails and so does make check.
check: fmt vet
	$(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(GOBIN)/staticcheck ./...
	cd beam && $(GOBIN)/staticcheck ./...

bench: toolchain
	$(GO) run ./cmd/fusebench
