#!/usr/bin/python3
"""Runs torch 1.13's own reinplace pass on one of our graph files and prints the result.

The file's forward() is executed under make_fx, which records the same aten calls into a
GraphModule (nodes are named by make_fx, so names can differ from the file's), then
torch.fx.passes.reinplace.reinplace rewrites it. With --run, also executes the original and the
rewritten program on the same inputs and reports whether the outputs agree (NaN equal to NaN),
whether the inputs are left alike, and whether outputs share memory (with each other or with
an input) where the original's do not (or what torch raised). The inputs are random, or with
--inputs-from=REINPLACE_BINARY exactly the oracle's (`reinplace run --with-inputs`, seed 0):
integer inputs that only index then hold indices in range, as the graph's checks assumed.

usage: tools/torch_reinplace.py FILE.fx [--run] [--inputs-from=REINPLACE_BINARY]
"""
import json
import os
import subprocess
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


def oracle_inputs(binary, path):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests",
                                    "oracle"))
    from make_expected_values import inputs_of  # noqa: E402
    run = subprocess.run([binary, "run", path, "--seed=0", "--format=json", "--with-inputs"],
                         capture_output=True, text=True, check=True)
    return inputs_of(json.loads(run.stdout)["inputs"])


def same(a, b):
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        return type(a) is type(b) and a == b
    return a.dtype == b.dtype and a.shape == b.shape and torch.equal(
        torch.nan_to_num(a.double(), nan=12345.0), torch.nan_to_num(b.double(), nan=12345.0))


def sharing(outputs, inputs):
    """Pairs (output k, output or input j) whose storages are one."""
    def storage(t):
        return t.storage().data_ptr() if isinstance(t, torch.Tensor) else None
    pairs = set()
    for k, a in enumerate(outputs):
        others = [(f"output {j}", b) for j, b in enumerate(outputs) if j > k]
        others += [(f"input {j}", b) for j, b in enumerate(inputs)]
        for name, b in others:
            if storage(a) is not None and storage(a) == storage(b):
                pairs.add((k, name))
    return pairs


def main(argv):
    path = argv[0]
    forward, params = load(path)
    binary = next((a.split("=", 1)[1] for a in argv if a.startswith("--inputs-from=")), None)
    if binary:
        inputs = oracle_inputs(binary, path)
    else:
        generator = torch.Generator().manual_seed(0)
        inputs = make_inputs([meta for _, meta in params], generator)

    def fn(*args):
        return forward(None, *args)

    # Tracing runs the program: clones, so that a graph writing its inputs leaves them alone.
    try:
        graph = make_fx(fn)(*clone_inputs(inputs))
        rewritten = reinplace(make_fx(fn)(*clone_inputs(inputs)), *clone_inputs(inputs))
    except Exception as error:  # noqa: BLE001 - e.g. a decomposition that divides by zero
        print(f"# torch's tracing or pass raises: {error}".split("\n")[0])
        return
    print(rewritten.code.strip("\n"))
    if "--run" in argv:
        original_inputs = clone_inputs(inputs)
        expected = graph(*original_inputs)
        try:
            given = clone_inputs(inputs)
            actual = rewritten(*given)
            flat_e = expected if isinstance(expected, (list, tuple)) else [expected]
            flat_a = actual if isinstance(actual, (list, tuple)) else [actual]
            outputs_agree = all(same(e, a) for e, a in zip(flat_e, flat_a))
            inputs_agree = all(same(e, a) for e, a in zip(original_inputs, given))
            print("# outputs agree" if outputs_agree else "# OUTPUTS DIFFER")
            if not inputs_agree:
                print("# INPUTS LEFT DIFFERENT")
            if sharing(flat_a, given) - sharing(flat_e, original_inputs):
                print("# OUTPUTS SHARE MEMORY where the original's do not")
        except Exception as error:  # noqa: BLE001 - report what torch raised
            print(f"# rewritten program raises: {error}".split("\n")[0])


if __name__ == "__main__":
    main(sys.argv[1:])
