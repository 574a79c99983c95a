#!/usr/bin/env bash
# The layering of core/ (docs/architecture.md): ir <- ops <- meta <- {kernel_facts, fx} <- reinplace, and nothing in core/
# sees oracle/, proofs/, generators/ or cli/.
#   1. Every #include "..." in core/ names a folder its layer may see.
#   2. The build refuses the others: a file that includes a header of a folder its layer may not
#      see does not compile against that layer's include root (the one core/CMakeLists.txt gives
#      the layer's library), and one that includes an allowed header does.
#   3. The build really compiles each core/ source against its layer's root alone: no other
#      include directory (the project root, say) in its compile command.
#   4. Above core, every #include "..." names a folder its folder may see: the oracle and the
#      proofs see core/ (the oracle not the pass), aten/ sees core/ and the oracle (not the
#      pass), generators see core/ and the oracle, and the
#      command line, benchmarks, fuzz targets and tests see everything.
#   5. A header that says it is private to a folder ("private to FOLDER/" in its opening
#      comment) is included only from that folder and the tests that mirror it.
# usage: layering_check.sh CXX LAYERS_DIR SOURCE_DIR
set -uo pipefail
cxx=$1 layers=$2 source=$3
cd "$source" || exit 2

folders=(core/ir core/ops core/meta core/kernel_facts core/fx core/reinplace oracle/runtime proofs generators/generation cli)
declare -A allowed=(
  [ir]="core/ir"
  [ops]="core/ir core/ops"
  [meta]="core/ir core/ops core/meta"
  [kernel_facts]="core/ir core/ops core/meta core/kernel_facts"
  [fx]="core/ir core/ops core/meta core/fx"
  [reinplace]="core/ir core/ops core/meta core/kernel_facts core/fx core/reinplace"
)
may_see() { [[ " ${allowed[$1]} " == *" $2 "* ]]; }

failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# 1. What the sources include.
included=0
for layer in "${!allowed[@]}"; do
  while IFS=: read -r file line text; do
    target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$text")
    folder=$(dirname "$target")
    [[ $folder == core/*/* ]] && folder=$(cut -d/ -f1-2 <<<"$folder")
    included=$((included + 1))
    may_see "$layer" "$folder" || fail "$file:$line: core/$layer may not include $target"
  done < <(grep -rn '#include "' "core/$layer" --include='*.h' --include='*.cpp')
done
[ "$included" -gt 100 ] || fail "only $included includes found under core/: is this the source tree?"

# 2. The build's include roots: one header of each folder, included from each layer.
probe_dir=$(mktemp -d)
trap 'rm -rf "$probe_dir"' EXIT
refused=0 accepted=0
for layer in "${!allowed[@]}"; do
  [ -d "$layers/$layer/core" ] || fail "no include root $layers/$layer (is the build configured?)"
  for folder in "${folders[@]}"; do
    header=$(cd "$source" && ls "$folder"/*.h | head -n 1)
    printf '#include "%s"\n' "$header" >"$probe_dir/probe.cpp"
    if "$cxx" -std=c++20 -fsyntax-only -I"$layers/$layer" "$probe_dir/probe.cpp" \
      >"$probe_dir/out" 2>&1; then
      may_see "$layer" "$folder" || fail "core/$layer compiles with #include \"$header\""
      accepted=$((accepted + 1))
    else
      if may_see "$layer" "$folder"; then
        fail "core/$layer cannot include $header:"
        head -n 5 "$probe_dir/out"
      elif ! grep -q "file not found" "$probe_dir/out"; then
        fail "core/$layer including $header failed for another reason:"
        head -n 5 "$probe_dir/out"
      else
        refused=$((refused + 1))
      fi
    fi
  done
done

# 3. The compile commands the build uses (CMAKE_EXPORT_COMPILE_COMMANDS).
commands="$(dirname "$layers")/compile_commands.json"
compiled=0
if [ ! -f "$commands" ]; then
  fail "no $commands: configure the build first"
else
  while IFS=$'\t' read -r file includes; do
    layer=${file#"$source"/core/}
    layer=${layer%%/*}
    compiled=$((compiled + 1))
    [ "$includes" = "$layers/$layer" ] ||
      fail "$file is compiled with include directories '$includes', not $layers/$layer alone"
  done < <(/usr/bin/python3 - "$commands" "$source" <<'PY'
import json, shlex, sys
commands, source = sys.argv[1], sys.argv[2]
for entry in json.load(open(commands)):
    file = entry["file"]
    # The fuzz targets compile core/ sources again, unlayered: only the layer libraries count.
    if not file.startswith(source + "/core/") or "CMakeFiles/reinplace_" not in entry.get("output", entry["command"]):
        continue
    words = shlex.split(entry["command"])
    includes = [w[2:] if w != "-I" else words[i + 1] for i, w in enumerate(words) if w.startswith("-I")]
    print(file + "\t" + " ".join(includes))
PY
  )
  [ "$compiled" -gt 30 ] || fail "only $compiled core/ sources found in $commands"
fi

# 4. and 5., over the tree at $1 (the sources, or a probe tree that must be refused).
declare -A above=(
  [oracle]="core/ir core/ops core/meta core/kernel_facts oracle"
  [aten]="core/ir core/ops core/meta core/kernel_facts core/fx oracle aten"
  [proofs]="core/ir core/ops core/meta core/kernel_facts core/fx core/reinplace proofs"
  [generators]="core/ir core/ops core/meta core/kernel_facts core/fx core/reinplace oracle generators"
)
check_above() (
  cd "$1" || exit 2
  for top in "${!above[@]}"; do
    [ -d "$top" ] || continue
    while IFS=: read -r file line text; do
      target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$text")
      folder=${target%%/*}
      [[ $folder == core ]] && folder=$(cut -d/ -f1-2 <<<"$target")
      echo "checked"
      [[ " ${above[$top]} " == *" $folder "* ]] || echo "FAIL: $file:$line: $top/ may not include $target"
    done < <(grep -rn '#include "' "$top" --include='*.h' --include='*.cpp')
  done
  while IFS= read -r header; do
    owner=$(head -n 8 "$header" | grep -oiE 'private to [a-z_/]+/' | head -n 1 | sed -E 's/^[Pp]rivate to //')
    [ -n "$owner" ] || continue
    echo "private"
    while IFS=: read -r file line _; do
      [[ $file == "$owner"* || $file == "tests/$owner"* ]] ||
        echo "FAIL: $file:$line: includes $header, which is private to $owner"
    done < <(grep -rn "#include \"$header\"" . --include='*.h' --include='*.cpp' | sed 's|^\./||')
  done < <(find . -name '*.h' -not -path './build*' | sed 's|^\./||')
)
report=$(check_above "$source")
checked_above=$(grep -c '^checked$' <<<"$report")
private=$(grep -c '^private$' <<<"$report")
while IFS= read -r line; do fail "${line#FAIL: }"; done < <(grep '^FAIL' <<<"$report")
[ "$checked_above" -gt 200 ] || fail "only $checked_above includes found in oracle/, proofs/, generators/"
[ "$private" -ge 5 ] || fail "only $private private headers found"
# A probe tree with one include against the layering and one into a private header: both are
# named, with file and line.
mkdir -p "$probe_dir/tree/oracle/kernels"
printf '// The helpers (private to oracle/kernels/).\n' >"$probe_dir/tree/oracle/kernels/helpers.h"
printf '#include "core/ir/graph.h"\n#include "core/reinplace/reinplace.h"\n#include "oracle/kernels/helpers.h"\n' \
  >"$probe_dir/tree/oracle/probe.cpp"
probe_report=$(check_above "$probe_dir/tree")
grep -q '^FAIL: oracle/probe.cpp:2: oracle/ may not include core/reinplace/reinplace.h$' <<<"$probe_report" ||
  fail "an include of the pass from oracle/ is not named: $probe_report"
grep -q '^FAIL: oracle/probe.cpp:3: includes oracle/kernels/helpers.h, which is private to oracle/kernels/$' <<<"$probe_report" ||
  fail "an include of a private header is not named: $probe_report"
[ "$(grep -c '^FAIL' <<<"$probe_report")" -eq 2 ] || fail "the probe tree has two faults: $probe_report"

echo "layering: $included includes in core/ and $checked_above above it checked; $private private headers; $compiled core/ sources compile against their layer alone; probes: $accepted allowed includes compile," \
  "$refused forbidden ones are refused"
[ "$failures" -eq 0 ]
