#!/usr/bin/env bash
# Records `reinplace opt` and `opt --explain` for every committed .fx graph (corpus/ and tests/)
# under both policies, so a performance change can be proven to change no decision:
#   tools/decision_snapshot.sh record REINPLACE DIR    # before the change (e.g. main's build)
#   tools/decision_snapshot.sh compare REINPLACE DIR   # after: exits 1 on any decision change
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
  if diff -r -q "$dir" "$fresh" >/dev/null; then
    echo "output identical on $(ls "$dir" | wc -l) runs"
    rm -rf "$fresh"
    exit 0
  fi
  # A later use by a user that reads several aliases of self names one of them; which one is
  # a tie the walk over the uses breaks (alias_classes.cpp): the decision and the check must
  # match, the alias named may differ.
  normalize() { sed -E 's/(alias|self) [A-Za-z0-9_]+ is used later by/ALIAS is used later by/' "$1"; }
  text_only=0
  # Graphs added since the record ("Only in") have nothing to compare with.
  for file in $(diff -r -q "$dir" "$fresh" | awk '/^Files /{print $2}'); do
    key=$(basename "$file")
    if ! diff -q <(normalize "$dir/$key") <(normalize "$fresh/$key") >/dev/null; then
      echo "decisions differ: diff $dir/$key $fresh/$key" >&2
      exit 1
    fi
    text_only=$((text_only + 1))
  done
  echo "decisions identical on $(ls "$dir" | wc -l) runs; $text_only differ only in the alias" \
    "a later-use reason names"
  rm -rf "$fresh"
  ;;
*) echo "usage: $0 record|compare REINPLACE DIR" >&2; exit 2 ;;
esac
