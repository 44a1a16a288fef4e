#!/usr/bin/env bash
# Installs what fusejit needs at run time from Debian's packages when it is
# missing: clang (the JIT compiler for fused kernels) and OpenBLAS (unfused
# dense matrix multiply; gonum's BLAS is the fallback).
set -euo pipefail
need=()
command -v clang >/dev/null 2>&1 || need+=(clang)
# Read ldconfig's whole output first: with pipefail, grep -q closing the
# pipe early makes ldconfig fail with SIGPIPE and the check report "missing".
libs="$(ldconfig -p 2>/dev/null || true)"
if ! grep -q 'libopenblas\.so\.0' <<<"$libs"; then
  need+=(libopenblas0-pthread)
fi
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
echo "installing ${need[*]} from Debian's packages" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q "${need[@]}"
