package engine

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
)

// maxWarnCauses bounds the causes an engine remembers: past it, new
// warnings are dropped after one notice, so that a program that keeps
// producing new causes cannot grow memory or flood its log.
const maxWarnCauses = 1024

// levelOff is above every level slog defines; FUSEJIT_LOG_LEVEL=off maps to
// it to silence the engine. levelAll, below every level, is the default:
// the logger's handler alone decides.
const (
	levelOff = slog.Level(1 << 20)
	levelAll = slog.Level(-1 << 20)
)

// onceHandler passes the engine's messages at or above min to next and
// drops a warning (or error) whose cause it has passed before. The cause is
// the message with its attributes: the same fallback of the same operator
// with the same error is reported once per engine, however often Eval
// meets it, while a different error is reported again. It is safe for
// concurrent use; handlers derived by WithAttrs and WithGroup share the set.
type onceHandler struct {
	next  slog.Handler
	min   slog.Level
	state *onceState
	attrs string // attributes added by WithAttrs and WithGroup, for the key
}

type onceState struct {
	mu     sync.Mutex
	seen   map[string]struct{}
	capped bool
}

func newOnceHandler(next slog.Handler, min slog.Level) *onceHandler {
	return &onceHandler{next: next, min: min, state: &onceState{seen: make(map[string]struct{})}}
}

func (h *onceHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.next.Enabled(ctx, l)
}

func (h *onceHandler) Handle(ctx context.Context, r slog.Record) error {
	if r.Level >= slog.LevelWarn {
		first, notice := h.state.admit(h.key(r))
		if notice {
			n := slog.NewRecord(r.Time, slog.LevelWarn, "fusejit: too many distinct warnings; further new ones are dropped", 0)
			n.AddAttrs(slog.Int("limit", maxWarnCauses))
			if err := h.next.Handle(ctx, n); err != nil {
				return err
			}
		}
		if !first {
			return nil
		}
	}
	return h.next.Handle(ctx, r)
}

// admit reports whether key is new and, when the set is full, whether the
// caller should log the one notice that later causes are dropped.
func (s *onceState) admit(key string) (first, notice bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.seen[key]; ok {
		return false, false
	}
	if len(s.seen) >= maxWarnCauses {
		notice = !s.capped
		s.capped = true
		return false, notice
	}
	s.seen[key] = struct{}{}
	return true, false
}

// key returns the cause of r: its message and its "err" attribute, or all
// its attributes when it has none. Other attributes of a message with an
// error, such as the operator that fell back, name where the cause struck:
// they change with every DAG an iterative program builds, and keying on
// them would report the same missing kernel once per iteration.
func (h *onceHandler) key(r slog.Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\x00%s\x00%s", r.Level, r.Message, h.attrs)
	var errAttr, all strings.Builder
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "err" {
			fmt.Fprintf(&errAttr, "\x00err=%v", a.Value)
		}
		fmt.Fprintf(&all, "\x00%s=%v", a.Key, a.Value)
		return true
	})
	if errAttr.Len() > 0 {
		b.WriteString(errAttr.String())
	} else {
		b.WriteString(all.String())
	}
	return b.String()
}

func (h *onceHandler) WithAttrs(as []slog.Attr) slog.Handler {
	c := *h
	c.next = h.next.WithAttrs(as)
	for _, a := range as {
		c.attrs += fmt.Sprintf("\x00%s=%v", a.Key, a.Value)
	}
	return &c
}

func (h *onceHandler) WithGroup(name string) slog.Handler {
	c := *h
	c.next = h.next.WithGroup(name)
	c.attrs += "\x00group " + name
	return &c
}
