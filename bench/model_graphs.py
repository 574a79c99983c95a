#!/usr/bin/python3
"""Whole-command times of `reinplace opt` and `reinplace check --trials=1` on the torchvision
graphs of corpus/models: the median of N runs each, run in turn so that machine drift touches
every command alike. With --baseline OTHER_BINARY, the same commands of another build run
interleaved with these and the ratios (this / other) are printed too.

usage: bench/model_graphs.py REINPLACE_BINARY [--baseline OTHER] [--runs N] [--graphs DIR]
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def seconds(command):
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.strip()[:300]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--baseline")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--graphs", default=os.path.join(HERE, "..", "corpus", "models",
                                                         "torchvision"))
    args = parser.parse_args()
    graphs = sorted(os.path.join(args.graphs, name) for name in os.listdir(args.graphs)
                    if name.endswith(".fx"))
    binaries = [args.binary] + ([args.baseline] if args.baseline else [])
    header = "| graph | ops | opt (ms) | check --trials=1 (ms) |"
    if args.baseline:
        header += " opt, baseline (ms) | check, baseline (ms) | opt ratio | check ratio |"
    print(header)
    print("|---" * header.count("|") + "|")
    for graph in graphs:
        ops = sum(1 for line in open(graph) if "torch.ops.aten." in line)
        times = {(b, c): [] for b in binaries for c in ("opt", "check")}
        for _ in range(args.runs):
            for binary in binaries:
                times[(binary, "opt")].append(seconds([binary, "opt", graph]))
                times[(binary, "check")].append(
                    seconds([binary, "check", "--trials=1", graph]))
        med = {key: statistics.median(values) * 1000 for key, values in times.items()}
        row = (f"| {os.path.basename(graph)[:-3]} | {ops} | {med[(args.binary, 'opt')]:.0f} | "
               f"{med[(args.binary, 'check')]:.0f} |")
        if args.baseline:
            b = args.baseline
            row += (f" {med[(b, 'opt')]:.0f} | {med[(b, 'check')]:.0f} | "
                    f"{med[(args.binary, 'opt')] / med[(b, 'opt')]:.2f} | "
                    f"{med[(args.binary, 'check')] / med[(b, 'check')]:.2f} |")
        print(row)
    return 0


if __name__ == "__main__":
    sys.exit(main())
