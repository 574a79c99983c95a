#!/usr/bin/python3
"""The pass's memory figures on the model graphs of corpus/models, as the Markdown table of
docs/performance.md: for each graph, the bytes its fresh results take (allocated before the
rewrite), and under each policy the bytes allocated after it, saved, and missed (kept by a safety
check), by check. Figures from `reinplace opt --format=json` (docs/command-line.md defines
them). With --peaks, also the oracle's peak of live bytes above the inputs (which live
throughout) of the original and of the rewrite, from `reinplace check --trials=1`.

usage: bench/memory_table.py REINPLACE_BINARY [--peaks] [DIR...]
       (default: corpus/models/torchvision and corpus/models/aot)
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
POLICIES = ("sound", "pytorch")
PEAK = re.compile(r"memory of the (original|rewrite): +\d+ bytes allocated, peak (\d+) bytes live "
                  r"\(inputs (\d+) bytes\)")


def run(binary, *args):
    done = subprocess.run([binary, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"reinplace {' '.join(args)} failed: {done.stderr.strip()[:300]}")
    return done.stdout


def memory_of(binary, path, policy):
    return json.loads(run(binary, "opt", f"--policy={policy}", "--format=json",
                          path))["report"]["memory"]


def peaks_of(binary, path, policy):
    """The oracle's peak of live bytes above the inputs, per run."""
    output = run(binary, "check", f"--policy={policy}", "--trials=1", path)
    return {run_: int(peak) - int(inputs) for run_, peak, inputs in PEAK.findall(output)}


def formatted(bytes_):
    return f"{int(bytes_):,}"


def missed_text(memory):
    if not memory["bytes_missed"]:
        return "0"
    checks = sorted(memory["missed_by_check"].items(), key=lambda item: -item[1])
    return formatted(memory["bytes_missed"]) + " (" + ", ".join(
        f"{name} {formatted(bytes_)}" for name, bytes_ in checks) + ")"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--peaks", action="store_true")
    parser.add_argument("dirs", nargs="*", default=[
        os.path.join(HERE, "..", "corpus", "models", "torchvision"),
        os.path.join(HERE, "..", "corpus", "models", "aot")])
    args = parser.parse_args()
    header = "| graph | allocated before | policy | after | saved | missed (by check) |"
    rule = "|---|---:|---|---:|---:|---|"
    if args.peaks:
        header += " peak above inputs before | after |"
        rule += "---:|---:|"
    print(header)
    print(rule)
    for directory in args.dirs:
        group = os.path.basename(os.path.normpath(directory))
        for name in sorted(n for n in os.listdir(directory) if n.endswith(".fx")):
            path = os.path.join(directory, name)
            for policy in POLICIES:
                first = policy == POLICIES[0]
                memory = memory_of(args.binary, path, policy)
                row = (f"| {group}/{name[:-3] if first else ''} | "
                       f"{formatted(memory['bytes_allocated_before']) if first else ''} | "
                       f"{policy} | {formatted(memory['bytes_allocated_after'])} | "
                       f"{formatted(memory['bytes_saved'])} | {missed_text(memory)} |")
                if args.peaks:
                    peaks = peaks_of(args.binary, path, policy)
                    row += (f" {formatted(peaks['original']) if first else ''} | "
                            f"{formatted(peaks['rewrite'])} |")
                print(row.replace(f"| {group}/ |", "|  |"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
