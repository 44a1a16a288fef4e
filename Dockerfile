# fusejit image, two stages.
#
#   docker build -t fusejit .                 # runs the test suite
#   docker run --rm fusejit                   # the quick benchmark
#   docker run --rm fusejit -patterns cell -reps 1
#
# The build stage installs what the tests need (clang compiles fused
# kernels, llvm's opt checks generated IR, OpenBLAS backs unfused matrix
# multiply), runs the suite with the gofmt and vet checks (make test), and
# builds fusebench. The runtime stage has clang and OpenBLAS too, because
# fusejit compiles kernels when a program runs, and runs fusebench as an
# unprivileged user.

FROM golang:1.26-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends clang llvm libopenblas0-pthread \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY beam/go.mod beam/go.sum ./beam/
RUN cd beam && go mod download
COPY . .
RUN make test \
 && go build -trimpath -o /out/fusebench ./cmd/fusebench

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends clang libopenblas0-pthread \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --create-home --uid 10001 fusejit
COPY --from=build /out/fusebench /usr/local/bin/fusebench
USER fusejit
WORKDIR /home/fusejit
# Compiled kernels persist in the user's cache (mount a volume to keep
# them across containers).
ENV FUSEJIT_CACHE_DIR=/home/fusejit/.cache/fusejit
ENTRYPOINT ["fusebench"]
