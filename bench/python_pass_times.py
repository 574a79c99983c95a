#!/usr/bin/python3
"""Times reinplace.reinplace (the C++ pass in-process) against torch 1.13's own
torch.fx.passes.reinplace.reinplace on the same make_fx(functionalize(...)) graphs of torchvision
models, each on a fresh copy of the graph; prints the median of each and their ratio.

What reinplace.reinplace's time includes: writing the graph text (parameters annotated; the
graph runs in torch only when an op has no meta rule in C++), parsing and meta propagation in
C++, the pass, and carrying the rewrite back onto the GraphModule. "pass only" is the extension's
call alone (parse, meta, pass, the result as Python tuples). torch's time includes its
fake-tensor propagation. Both end with gm.recompile().

usage: PYTHONPATH=build/python bench/python_pass_times.py [--repeat N] [--image-size N] [MODEL...]
"""
import argparse
import copy
import os
import statistics
import sys
import time

import torch
from torch.fx.passes.reinplace import reinplace as torch_reinplace

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import torch_export  # noqa: E402
import reinplace  # noqa: E402
from reinplace import _reinplace  # noqa: E402


def median_seconds(run, gm, inputs, repeat):
    times = []
    for _ in range(repeat):
        copied = copy.deepcopy(gm)
        start = time.perf_counter()
        run(copied, *inputs)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", default=["resnet18"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--image-size", type=int, default=224)
    args = parser.parse_args()
    torch.set_num_threads(1)
    print(f"{'model':<14} {'nodes':>6} {'torch pass':>11} {'reinplace':>10} "
          f"{'  pass only':>11} {'ratio':>6}")
    for name in args.models:
        model, image = torch_export.torchvision_case(name, image_size=args.image_size)
        call = torch_export.module_call(model, (image,))
        gm = torch_export.trace(call.fn, call.inputs)
        nodes = sum(1 for n in gm.graph.nodes if n.op == "call_function")
        theirs = median_seconds(torch_reinplace, gm, call.inputs, args.repeat)
        ours = median_seconds(reinplace.reinplace, gm, call.inputs, args.repeat)
        text = reinplace.graph_text(gm, call.inputs, run=False).text
        pass_only = median_seconds(lambda _, *__: _reinplace.rewrite(text), gm, (), args.repeat)
        print(f"{name:<14} {nodes:>6} {theirs * 1e3:>9.1f}ms {ours * 1e3:>8.1f}ms "
              f"{pass_only * 1e3:>9.1f}ms {theirs / ours:>5.1f}x")


if __name__ == "__main__":
    main()
