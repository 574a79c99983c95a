#!/usr/bin/env bash
# Records `reinplace opt` and `opt --explain` for every committed .fx graph (corpus/ and tests/)
# under both policies, so a performance change can be proven to change no decision:
#   tools/decision_snapshot.sh record REINPLACE DIR    # before the change (e.g. main's build)
#   tools/decision_snapshot.sh compare REINPLACE DIR   # after: exits 1 on any difference
# Graphs that fail to load are recorded with their error text, so failures must match too.
set -u
mode=${1:?record|compare}
binary=${2:?path to reinplace}
dir=${3:?snapshot directory}
root=$(cd "$(dirname "$0")/.." && pwd)
snapshot() {
  local out=$1
  mkdir -p "$out"
  cd "$root" || exit 2
  find corpus tests -name '*.fx' | LC_ALL=C sort | while read -r fx; do
    key=$(printf '%s' "$fx" | tr '/' '%')
    for policy in sound pytorch; do
      "$binary" opt "$fx" --policy=$policy --explain >"$out/$key.$policy" 2>&1
      echo "exit $?" >>"$out/$key.$policy"
    done
  done
}
case $mode in
record) snapshot "$dir" ;;
compare)
  fresh=$(mktemp -d)
  snapshot "$fresh"
  if diff -r -q "$dir" "$fresh"; then
    echo "decisions identical on $(ls "$dir" | wc -l) runs"
    rm -rf "$fresh"
  else
    echo "decisions differ: see diff -r $dir $fresh" >&2
    exit 1
  fi
  ;;
*) echo "usage: $0 record|compare REINPLACE DIR" >&2; exit 2 ;;
esac
