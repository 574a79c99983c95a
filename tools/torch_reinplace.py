#!/usr/bin/python3
"""Runs torch 1.13's own reinplace pass on one of our graph files and prints the result.

The file's forward() is executed under make_fx, which records the same aten calls into a
GraphModule (nodes are named by make_fx, so names can differ from the file's), then
torch.fx.passes.reinplace.reinplace rewrites it. With --run, also executes the original and the
rewritten program on the same random inputs and reports whether the outputs agree (or what torch
raised).

usage: tools/torch_reinplace.py FILE.fx [--run]
"""
import math
import operator
import re
import sys

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.passes.reinplace import reinplace

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from annotate_with_torch import make_inputs  # noqa: E402
from graph_inputs import clone_inputs  # noqa: E402


def load(path):
    source = open(path).read()
    source = "\n".join(line for line in source.split("\n") if not line.startswith("class "))
    source = re.sub(r"^\s+def forward", "def forward", source, flags=re.M)
    lines = source.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("def forward"))
    indent = None
    body = [lines[start]]
    for line in lines[start + 1:]:
        if not line.strip() or line.strip().startswith("#"):
            continue
        if indent is None:
            indent = len(line) - len(line.lstrip())
        body.append("    " + line[indent:])
    env = {"torch": torch, "operator": operator, "inf": math.inf, "nan": math.nan,
           "device": torch.device}
    exec("\n".join(body), env)
    params = re.findall(r'(\w+)\s*:\s*"([^"]*)"', lines[start])
    return env["forward"], params


def main(argv):
    path = argv[0]
    forward, params = load(path)
    generator = torch.Generator().manual_seed(0)
    inputs = make_inputs([meta for _, meta in params], generator)

    def fn(*args):
        return forward(None, *args)

    graph = make_fx(fn)(*inputs)
    rewritten = reinplace(make_fx(fn)(*inputs), *inputs)
    print(rewritten.code.strip("\n"))
    if "--run" in argv:
        expected = graph(*clone_inputs(inputs))
        try:
            actual = rewritten(*clone_inputs(inputs))
            flat_e = expected if isinstance(expected, (list, tuple)) else [expected]
            flat_a = actual if isinstance(actual, (list, tuple)) else [actual]
            same = all(torch.equal(e, a) for e, a in zip(flat_e, flat_a))
            print("# outputs agree" if same else "# OUTPUTS DIFFER")
        except Exception as error:  # noqa: BLE001 - report what torch raised
            print(f"# rewritten program raises: {error}".split("\n")[0])


if __name__ == "__main__":
    main(sys.argv[1:])
