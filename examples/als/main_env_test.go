package main

import (
	"testing"

	"github.com/fusejit/fusejit/examples/internal/exampletest"
)

func TestMain(m *testing.M) { exampletest.Main(m) }
