#!/usr/bin/env bash
# Fails when a tracked C++ file differs from what clang-format (the root .clang-format) makes of
# it, naming each file. Exit 77 (skipped) outside a git checkout or without clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format not found"; exit 77; }
git rev-parse --git-dir >/dev/null 2>&1 || { echo "check-format: not a git checkout"; exit 77; }
unformatted=()
while IFS= read -r -d '' file; do
  if ! clang-format --dry-run -Werror "$file" >/dev/null 2>&1; then unformatted+=("$file"); fi
done < <(git ls-files -z '*.cpp' '*.h')
if [ ${#unformatted[@]} -ne 0 ]; then
  printf 'not clang-formatted: %s\n' "${unformatted[@]}"
  echo "fix with: clang-format -i ${unformatted[*]}"
  exit 1
fi
echo "check-format: every tracked .cpp and .h file is clang-formatted"
