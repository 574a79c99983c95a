#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build script: compiles the fuzz targets with the environment's
# $CXX, $CXXFLAGS (sanitizer and coverage flags) and $LIB_FUZZING_ENGINE, and installs into $OUT
# the binaries, seed corpora (TARGET_seed_corpus.zip), the parser's dictionary and .options
# files. No CMake: the project's test dependencies are not needed to fuzz. docs/fuzzing.md has
# the Dockerfile and project.yaml to go with it.
#
# Locally, with clang and libFuzzer:
#   CXX=clang++ CXXFLAGS="-fsanitize=address,undefined,fuzzer-no-link -O1 -g" \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/out fuzz/build.sh

# shellcheck disable=SC2086,SC2046 # compiler flags and source lists are lists of words
SRC_DIR=$(cd "$(dirname "$0")/.." && pwd)
WORK=${WORK:-$(mktemp -d)}
cd "$SRC_DIR"

compile() { # compile OUTPUT_DIR SOURCE...
  local dir=$1
  shift
  mkdir -p "$dir"
  for source in "$@"; do
    $CXX $CXXFLAGS -std=c++20 -I"$SRC_DIR" -c "$source" -o "$dir/$(echo "$source" | tr / _).o"
  done
}

compile "$WORK/core" $(find core -name "*.cpp" | sort)
compile "$WORK/pipeline" $(find oracle -name "*.cpp" | sort) generators/generation/recipe.cpp \
  generators/generation/recipe_decoder.cpp generators/generation/materializer.cpp generators/generation/graph_builder.cpp \
  generators/generation/materializer_pointwise.cpp generators/generation/materializer_index.cpp generators/generation/materializer_nn.cpp
compile "$WORK/proofs" proofs/overlap_query.cpp proofs/view_solver.cpp
compile "$WORK/ops" generators/generation/op_call_decoder.cpp

# Z3 is a shared library on the build image only; the runner image gets a copy of it (under its
# soname) next to the targets, found through the rpath.
mkdir -p "$OUT/lib"
z3_dir=$(pkg-config --variable=libdir z3)
z3_soname=$(objdump -p "$z3_dir/libz3.so" | awk '/SONAME/ { print $2 }')
cp -L "$z3_dir/$z3_soname" "$OUT/lib/"

link() { # link TARGET OBJECT_DIR... [-- LIBS...]
  local target=$1
  shift
  local objects=() libs=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do
    objects+=("$1"/*.o)
    shift
  done
  [ $# -eq 0 ] || { shift; libs=("$@"); }
  $CXX $CXXFLAGS -std=c++20 -I"$SRC_DIR" "fuzz/$target.cpp" "${objects[@]}" \
    $LIB_FUZZING_ENGINE "${libs[@]}" -o "$OUT/$target"
}

link fuzz_parse "$WORK/core"
link fuzz_pipeline "$WORK/core" "$WORK/pipeline"
link fuzz_ops "$WORK/core" "$WORK/pipeline" "$WORK/ops"
# shellcheck disable=SC2016 # $ORIGIN is for the dynamic loader, not the shell
link fuzz_overlap "$WORK/core" "$WORK/proofs" -- $(pkg-config --libs z3) -Wl,-rpath,'$ORIGIN/lib'

# fuzz_differential is not built here: it loads libtorch, which an OSS-Fuzz image does not have.
for target in fuzz_parse fuzz_pipeline fuzz_overlap fuzz_ops; do
  cp "fuzz/$target.options" "$OUT/"
  (cd "corpus/$target" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
done
(cd corpus/examples && zip -q -r "$OUT/fuzz_parse_seed_corpus.zip" .)
cp fuzz/fx.dict "$OUT/fx.dict"
cp fuzz/fx.dict "$OUT/fuzz_parse.dict"
cp fuzz/adversarial_ints.dict "$OUT/adversarial_ints.dict"
