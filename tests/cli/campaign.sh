# `reinplace gen` and `reinplace campaign`: deterministic graphs, failures found, repros that
# replay, a clean sound policy.
source "$(dirname "$0")/lib.sh"

# gen: the same seed gives the same graph, and the graph loads and checks.
run gen --seed=5 --nodes=12
expect_status 0
expect_stdout_has "def forward(self, "
cp "$WORK/out" "$WORK/gen5.fx"
run gen --seed=5 --nodes=12
cmp -s "$WORK/out" "$WORK/gen5.fx" || fail "gen is not deterministic for a seed"
run check "$WORK/gen5.fx" --trials=3
expect_status 0
expect_stdout_has "equivalent (3 trials)"
run gen --seed=6 --nodes=12
cmp -s "$WORK/out" "$WORK/gen5.fx" && fail "two seeds gave the same graph"

# The sound policy: no failures, exit 0, coverage on request.
run campaign --max-graphs=2000 --stats --out="$WORK/sound"
expect_status 0
expect_stdout_has "campaign: 2,000 graphs"
expect_stdout_has "no failures"
expect_stdout_has "reasons for keeping a node:"
expect_stdout_has "argument-overlap"
expect_stdout_has "ops:"
expect_stdout_has "native_batch_norm.default"
expect_stdout_has "index_add.default"
expect_stdout_has "memory (bytes, all graphs):"
expect_stdout_has "memory missed by check (bytes):"
# The totals add up: saved is before minus after, missed the sum over the checks.
bytes_of() { sed -n "s/^  $1  *//p" "$WORK/out" | head -1 | tr -d ,; }
before=$(bytes_of "allocated before"); after=$(bytes_of "allocated after")
saved=$(bytes_of saved); missed=$(bytes_of missed)
[ "$saved" -gt 0 ] && [ $((before - after)) -eq "$saved" ] || fail "saved $saved is not $before - $after"
by_check=$(sed -n '/^memory missed by check/,$p' "$WORK/out" | tail -n +2 | awk '{gsub(",", "", $2); s += $2} END {print s}')
[ "$by_check" -eq "$missed" ] || fail "missed $missed, but the checks miss $by_check"
[ -d "$WORK/sound" ] && fail "a clean campaign wrote repros"

# Larger graphs find what 16 nodes do not (four shapes of scatter removal and hidden writes, the
# attention of vision transformers): the sound policy holds at 40 and 64 nodes too.
for spread in "40 3000 1000000" "64 600 7"; do
  read -r nodes graphs seed <<<"$spread"
  run campaign --max-graphs="$graphs" --nodes="$nodes" --seed="$seed" --jobs=2 --out="$WORK/sound-$nodes"
  expect_status 0
  expect_stdout_has "no failures"
done

# A campaign of one graph counts what `opt` reports for that graph.
run campaign --max-graphs=1 --seed=5 --nodes=12 --stats --out="$WORK/one"
expect_status 0
one_before=$(bytes_of "allocated before"); one_after=$(bytes_of "allocated after")
run opt --format=json "$WORK/gen5.fx"
expect_stdout_has "\"bytes_allocated_before\": $one_before, \"bytes_allocated_after\": $one_after,"

# The pytorch policy: failures, exit 1, one repro per kind of failure, each replaying its verdict
# under pytorch and equivalent under sound.
run campaign --max-graphs=3000 --policy=pytorch --jobs=2 --out="$WORK/repros"
expect_status 1
expect_stdout_has "overlap-hazard [argument-overlap]"
expect_stdout_has "value-mismatch [scatter-base-overlap]"
count=0
for repro in "$WORK"/repros/*.fx; do
  count=$((count + 1))
  kind=$(sed -n 's/^# oracle: pytorch => //p' "$repro")
  run check "$repro" --policy=pytorch
  expect_status 1
  expect_stdout_has "$kind"
  run check "$repro"
  expect_status 0
  # Judged again in ATen: confirmed, or an overlap torch does not check.
  grep -qE '^# (confirmed in ATen: |unchecked in ATen: )' "$repro" ||
    fail "$repro: not confirmed in ATen: $(grep -m1 'ATen' "$repro")"
  if grep -q '^# confirmed in ATen: ' "$repro"; then
    run check "$repro" --policy=pytorch --oracle=aten
    expect_status 1
  fi
done
[ "$count" -ge 5 ] || fail "only $count repros"

# A differential campaign: the reference and ATen judge every rewrite; disagreements are
# failures of their own kind, in corpus/disagreements by default.
run campaign --max-graphs=500 --oracle=both --out="$WORK/disagreements"
expect_stdout_has "--oracle=both"
run campaign --find=missed --oracle=aten
expect_status 2
expect_stderr_has "takes no --oracle"
run campaign --oracle=torch
expect_status 2

# Bad usage.
run campaign --jobs=0
expect_status 2
run gen extra.fx
expect_status 2

finish
