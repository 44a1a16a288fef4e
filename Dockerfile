# Toolchain image for fusejit: Go, clang (JIT compiler for fused kernels)
# and OpenBLAS (unfused dense matrix multiply).
FROM golang:1.26-bookworm
RUN apt-get update \
 && apt-get install -y --no-install-recommends clang libopenblas0-pthread \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
CMD ["make", "test"]
