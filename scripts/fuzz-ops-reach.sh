#!/usr/bin/env bash
# Which ops a fuzz_ops corpus reaches: replays every input once (the plain replay build, no
# sanitizers) and counts, per op of the decodable set, how far its calls got: the meta rule
# refused them (rejected), they were too big to run, the op has no kernel, the kernel ran (ran),
# or it refused the values cleanly (faulted). Prints the totals and names the ops no input
# reached and those no input got past the meta rule.
# Usage: scripts/fuzz-ops-reach.sh BUILD_DIR [CORPUS_DIR...] (default: corpus/fuzz_ops)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: fuzz-ops-reach.sh BUILD_DIR [CORPUS_DIR...]}
shift
corpora=("$@")
[ ${#corpora[@]} -gt 0 ] || corpora=(corpus/fuzz_ops)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
REINPLACE_FUZZ_OPS_LOG=$log "$build/fuzz/fuzz_ops_replay" "${corpora[@]}" >/dev/null
awk '
  $2 == "decodable" { if (!($1 in known)) total++; known[$1] = 1; next }
  { seen[$1] = 1; inputs++; outcomes[$2]++ }
  $2 != "rejected" { past[$1] = 1 }
  END {
    reached = 0; beyond = 0
    for (op in known) { reached += (op in seen); beyond += (op in past) }
    printf "%d inputs; %d of %d decodable ops reached, %d past their meta rule\n", inputs, reached, total, beyond
    for (o in outcomes) printf "  %s: %d inputs\n", o, outcomes[o]
    for (op in known) if (!(op in seen)) print "never reached: " op | "sort"
    for (op in known) if ((op in seen) && !(op in past)) print "only rejected: " op | "sort"
  }' "$log"
