#!/usr/bin/env bash
# Installs everything the build and the tests need, from Debian's packages. Idempotent: when every
# package is already installed it changes nothing and does not touch the network.
set -euo pipefail

PACKAGES=(
  clang                # the default compiler, and libFuzzer's driver
  libclang-rt-14-dev   # libFuzzer and the sanitizer runtimes
  cmake ninja-build pkg-config make
  clang-format         # the style check (scripts/check-format.sh, a ctest)
  libz3-dev            # proofs/
  librapidcheck-dev    # property tests and generators
  libgtest-dev libgmock-dev
  libbenchmark-dev     # bench/
  libjemalloc-dev      # the allocator the command line and benchmarks link
  graphviz             # renders `reinplace dot` output
  libtorch-dev         # aten/: ATen (torch 1.13, python3-torch's build) as a second oracle
  python3-torch        # conformance checks against PyTorch eager and its reinplace pass
  python3-torchvision  # real models for corpus/models (tools/make_model_corpus.py, tools/torch_export.py)
  pybind11-dev python3-pybind11  # the Python module `reinplace` (python/)
  python3-pytest       # its tests (tests/python, the ctest python.package)
  python3-pip python3-setuptools python3-wheel  # `pip install .` offline (setup.py)
)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
