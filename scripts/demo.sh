#!/usr/bin/env bash
# The main job: infer and print the meta of every example graph.
set -euo pipefail
REINPLACE=${1:-build/reinplace}
cd "$(dirname "$0")/.."
for graph in corpus/examples/*.fx; do
  echo "== reinplace meta $graph"
  "$REINPLACE" meta "$graph"
  echo
done
