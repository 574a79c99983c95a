#!/usr/bin/env bash
# docs/architecture.md names every source folder and file: each folder of core/, oracle/,
# generators/ (and proofs/, cli/, python/, bench/, fuzz/, tools/, scripts/) has a section whose heading
# names it in backticks (`core/meta/`), and every tracked file directly in that folder is named
# in backticks in that section (a .cpp may go by its header: `x.h` names x.cpp, one concept per
# pair). Fails naming each file or folder left out.
#   architecture_check.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 2
/usr/bin/python3 - <<'PY'
import re, subprocess, sys, os
doc = open("docs/architecture.md").read().split("\n")
sections = {}  # folder -> text of its section
current, level = None, 0
for line in doc:
    m = re.match(r"^(#+) (.*)", line)
    if m:
        depth = len(m.group(1))
        named = re.match(r"^`([a-z_/]+/)`", m.group(2))
        if named:
            current, level = named.group(1), depth
            sections[current] = ""
            continue
        if current and depth <= level:
            current = None
    if current:
        sections[current] += line + "\n"
tops = ("core/", "oracle/", "aten/", "generators/", "proofs/", "cli/", "python/", "bench/", "fuzz/", "tools/", "scripts/")
files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
missing = []
folders = set()
for path in files:
    if not path.startswith(tops):
        continue
    folder = os.path.dirname(path) + "/"
    folders.add(folder)
    if folder not in sections:
        continue
    name = os.path.basename(path)
    text = sections[folder]
    if f"`{name}`" in text:
        continue
    stem, ext = os.path.splitext(name)
    if ext == ".cpp" and f"`{stem}.h`" in text:
        continue
    missing.append(f"docs/architecture.md: {path} is not named in the section of {folder}")
for folder in sorted(folders):
    if folder not in sections:
        missing.append(f"docs/architecture.md: no section names `{folder}`")
for line in missing:
    print("FAIL: " + line)
print(f"architecture: {len(folders)} folders, {sum(1 for p in files if p.startswith(tops))} files checked")
sys.exit(1 if missing else 0)
PY
