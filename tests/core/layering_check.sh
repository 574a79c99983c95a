#!/usr/bin/env bash
# The layering of core/ (docs/architecture.md): ir <- ops <- fx <- reinplace, and nothing in core/
# sees oracle/, proofs/, generators/ or cli/.
#   1. Every #include "..." in core/ names a folder its layer may see.
#   2. The build refuses the others: a file that includes a header of a folder its layer may not
#      see does not compile against that layer's include root (the one core/CMakeLists.txt gives
#      the layer's library), and one that includes an allowed header does.
#   3. The build really compiles each core/ source against its layer's root alone: no other
#      include directory (the project root, say) in its compile command.
# usage: layering_check.sh CXX LAYERS_DIR SOURCE_DIR
set -uo pipefail
cxx=$1 layers=$2 source=$3
cd "$source" || exit 2

folders=(core/ir core/ops core/fx core/reinplace oracle proofs generators cli)
declare -A allowed=(
  [ir]="core/ir"
  [ops]="core/ir core/ops"
  [fx]="core/ir core/ops core/fx"
  [reinplace]="core/ir core/ops core/fx core/reinplace"
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

echo "layering: $included includes in core/ checked; $compiled core/ sources compile against their layer alone; probes: $accepted allowed includes compile," \
  "$refused forbidden ones are refused"
[ "$failures" -eq 0 ]
