module github.com/fusejit/fusejit

go 1.26

require (
	github.com/ebitengine/purego v0.11.3
	github.com/hashicorp/golang-lru/v2 v2.0.7
	github.com/llir/llvm v0.3.6
	gonum.org/v1/gonum v0.17.0
)

require (
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/mod v0.23.0 // indirect
	golang.org/x/sync v0.12.0 // indirect
	golang.org/x/tools v0.30.0 // indirect
)
