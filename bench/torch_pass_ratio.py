#!/usr/bin/python3
"""Times torch 1.13's own pass against the whole `reinplace opt` command on one graph file, side
by side in one run: the ratio issue 33 states for the 2,400-op chain, start-up included.

torch's side: the file's forward() under make_fx (tools/torch_reinplace.py's loader), then
torch.fx.passes.reinplace.reinplace on a fresh deep copy each time (its fake-tensor propagation
included, tracing not). Our side: `REINPLACE opt FILE` as a process, from its start to its exit,
output to /dev/null. Medians of each; the ratio is torch's median over ours.

usage: bench/torch_pass_ratio.py REINPLACE [FILE.fx] [--torch-runs N] [--command-runs N]
  FILE defaults to a temporary file of `write_shape chain 2400` (bench/graph_shapes.h), from
  the bench/write_shape of REINPLACE's build tree.
"""
import argparse
import copy
import os
import statistics
import subprocess
import sys
import tempfile
import time

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.passes.reinplace import reinplace as torch_reinplace

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from annotate_with_torch import make_inputs  # noqa: E402
from graph_inputs import clone_inputs  # noqa: E402
from torch_reinplace import load  # noqa: E402


def torch_pass_seconds(path, runs):
    forward, params = load(path)
    inputs = make_inputs([meta for _, meta in params], torch.Generator().manual_seed(0))
    gm = make_fx(lambda *args: forward(None, *args))(*clone_inputs(inputs))
    times = []
    for _ in range(runs):
        copied = copy.deepcopy(gm)
        start = time.perf_counter()
        torch_reinplace(copied, *clone_inputs(inputs))
        times.append(time.perf_counter() - start)
    return statistics.median(times), len(gm.graph.nodes)


def command_seconds(binary, path, runs):
    times = []
    with open(os.devnull, "w") as sink:
        for _ in range(runs + 3):  # three warm-up runs: the binary and the file in the page cache
            start = time.perf_counter()
            subprocess.run([binary, "opt", path], stdout=sink, check=True)
            times.append(time.perf_counter() - start)
    return statistics.median(times[3:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("file", nargs="?")
    parser.add_argument("--torch-runs", type=int, default=3)
    parser.add_argument("--command-runs", type=int, default=50)
    args = parser.parse_args()
    path = args.file
    if path is None:
        writer = os.path.join(os.path.dirname(os.path.abspath(args.binary)), "bench", "write_shape")
        handle, path = tempfile.mkstemp(suffix=".fx")
        with os.fdopen(handle, "w") as out:
            subprocess.run([writer, "chain", "2400"], stdout=out, check=True)
    torch.set_num_threads(1)
    ours_before = command_seconds(args.binary, path, args.command_runs)
    theirs, nodes = torch_pass_seconds(path, args.torch_runs)
    ours_after = command_seconds(args.binary, path, args.command_runs)
    ours = statistics.median([ours_before, ours_after])
    print(f"graph: {path} ({nodes} nodes as make_fx traces it)")
    print(f"torch.fx.passes.reinplace.reinplace: {theirs * 1e3:.1f} ms "
          f"(median of {args.torch_runs})")
    print(f"reinplace opt, whole process: {ours * 1e3:.2f} ms (medians of {args.command_runs} "
          f"before and after torch's runs: {ours_before * 1e3:.2f}, {ours_after * 1e3:.2f} ms)")
    print(f"ratio: {theirs / ours:.0f}x")
    if args.file is None:
        os.unlink(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
