#!/usr/bin/env python3
"""No function in core/ runs over LIMIT lines (signature to closing brace): a long function hides
its steps. Functions are found by their bodies: a line ending in '{' that starts a definition at
namespace or class level (indented at most two spaces, its signature possibly wrapped), closed by
the '}' at that indentation. Prints each offender as FILE:LINE and exits 1.

usage: function_length_check.py SOURCE_DIR [LIMIT]"""
import os
import re
import subprocess
import sys

CONTROL = re.compile(r"^\s*(if|for|while|switch|else|do|catch|return|case|try|namespace|struct|"
                     r"class|enum|union)\b")


def indent(line):
    return len(line) - len(line.lstrip())


def long_functions(path, limit):
    lines = open(path).read().split("\n")
    found = set()
    for i, line in enumerate(lines):
        if not line.rstrip().endswith("{") or line.strip().startswith(("//", "#")):
            continue
        start = i
        while indent(lines[start]) > 2 and start > 0 and i - start < 5:
            previous = lines[start - 1].rstrip()
            if not previous or previous.endswith((";", "{", "}")) or \
                    previous.lstrip().startswith("//"):
                break
            start -= 1
        head = lines[start]
        depth = indent(head)
        if depth > 2 or CONTROL.match(head) or head.strip().startswith(("{", "//", "[")):
            continue
        signature = " ".join(part.strip() for part in lines[start:i + 1])
        if "(" not in signature or "=" in signature.split("(")[0]:
            continue  # a data table, not a function
        end = i + 1
        while end < len(lines) and not (lines[end].startswith(" " * depth + "}") and
                                        indent(lines[end]) == depth):
            end += 1
        length = end - start + 1
        if length > limit:
            found.add((length, start + 1, head.strip()[:80]))
    return found


def main():
    source = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    os.chdir(source)
    files = subprocess.run(["git", "ls-files", "core/*.cpp", "core/*.h"], capture_output=True,
                           text=True, check=True).stdout.split()
    if len(files) < 50:
        print(f"only {len(files)} files under core/: is this the source tree?")
        return 1
    offenders = []
    for path in files:
        for length, line, head in long_functions(path, limit):
            offenders.append(f"{path}:{line}: {length} lines: {head}")
    for offender in sorted(offenders):
        print("FAIL: " + offender)
    print(f"function length: {len(files)} files of core/ checked, limit {limit} lines")
    return 1 if offenders else 0


if __name__ == "__main__":
    sys.exit(main())
