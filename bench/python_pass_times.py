#!/usr/bin/python3
"""Times reinplace.reinplace (the C++ pass in-process) against torch 1.13's own
torch.fx.passes.reinplace.reinplace on the same make_fx(functionalize(...)) graphs of torchvision
models, each on a fresh copy of the graph; prints the median of each and their ratio.

What reinplace.reinplace's time includes: writing the graph text (parameters annotated; the
graph runs in torch only when an op has no meta rule in C++), parsing and meta propagation in
C++, the pass, and carrying the rewrite back onto the GraphModule. "pass only" is the extension's
call alone (parse, meta, pass, the result as Python tuples); "to text" is writing the graph text
and "back onto gm" the rest less gm.recompile() (timed alone as "recompile"): carrying the rewrite
back onto the GraphModule. "to text" and "back onto gm" are the conversion overhead the Python
layer adds. torch's time includes its fake-tensor propagation.
Both end with gm.recompile().

A MODEL is a torchvision model's name or chain:N, a chain of N pointwise ops (add, mul, relu in
turn) on a clone of a 64x64 input: make_fx(functionalize(...)) of the loop.

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


def chain_case(ops):
    def chain(x):
        a = x.clone()
        for i in range(ops - 1):
            a = a.add(1.0) if i % 3 == 0 else a.mul(0.5) if i % 3 == 1 else a.relu()
        return a
    x = torch.randn(64, 64)
    from functorch.experimental import functionalize
    from torch.fx.experimental.proxy_tensor import make_fx
    return make_fx(functionalize(chain))(x), [x]


def case(name, image_size):
    if name.startswith("chain:"):
        return chain_case(int(name.split(":")[1]))
    model, image = torch_export.torchvision_case(name, image_size=image_size)
    call = torch_export.module_call(model, (image,))
    return torch_export.trace(call.fn, call.inputs), call.inputs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", default=["resnet18"])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--image-size", type=int, default=224)
    args = parser.parse_args()
    torch.set_num_threads(1)
    print(f"{'model':<14} {'nodes':>6} {'torch pass':>11} {'reinplace':>10} {'to text':>9} "
          f"{'pass only':>10} {'back onto gm':>13} {'recompile':>10} {'ratio':>6}")
    for name in args.models:
        gm, inputs = case(name, args.image_size)
        nodes = sum(1 for n in gm.graph.nodes if n.op == "call_function")
        theirs = median_seconds(torch_reinplace, gm, inputs, args.repeat)
        ours = median_seconds(reinplace.reinplace, gm, inputs, args.repeat)
        to_text = median_seconds(lambda copied, *a: reinplace.graph_text(copied, list(a), run=False),
                                 gm, inputs, args.repeat)
        text = reinplace.graph_text(gm, inputs, run=False).text
        pass_only = median_seconds(lambda _, *__: _reinplace.rewrite(text), gm, (), args.repeat)
        recompile = median_seconds(lambda copied, *_: copied.recompile(), gm, (), args.repeat)
        back = ours - to_text - pass_only - recompile
        print(f"{name:<14} {nodes:>6} {theirs * 1e3:>9.1f}ms {ours * 1e3:>8.1f}ms "
              f"{to_text * 1e3:>7.1f}ms {pass_only * 1e3:>8.1f}ms {back * 1e3:>11.1f}ms "
              f"{recompile * 1e3:>8.1f}ms {theirs / ours:>5.1f}x")


if __name__ == "__main__":
    main()
