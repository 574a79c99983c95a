#!/usr/bin/python3
"""Writes functionalized example graphs, exactly as torch 1.13 prints them, to corpus/examples/.

Each function below is traced with make_fx(functionalize(f)); the file holds torch's
GraphModule.code with parameters annotated with their meta (so the graph loads on its own) and a
'# format: torch' marker: our printer must reproduce the text line for line.

usage: tools/export_examples.py [OUT_DIR]
"""
import os
import re
import sys

import torch
from functorch import functionalize
from torch.fx.experimental.proxy_tensor import make_fx

NAMES = {torch.float32: "f32", torch.float64: "f64", torch.int64: "i64", torch.bool: "b8"}


def meta_text(t):
    sizes = ", ".join(str(s) for s in t.shape)
    return f"{NAMES[t.dtype]}[{sizes}]"


def view_then_mutate(x):
    a = x.clone()
    b = a.view(-1)
    b.add_(1)
    c = a[1]
    c.mul_(2)
    return a


def chained_slices(x):
    a = x.clone()
    b = a[1:3]
    c = b[:, ::2]
    c.fill_(0)
    return a, b


def split_and_getitem(x):
    a = x.clone()
    pieces = a.split(2)
    pieces[0].add_(1)
    return pieces[1], a


def diagonal_write(x):
    a = x.clone()
    d = a.diagonal()
    d.sub_(1.5)
    return a


def as_strided_mirror(x):
    a = x.clone()
    v = a.as_strided((2, 2), (4, 1), 1)
    v.relu_()
    return a


def transpose_and_unsqueeze(x, y):
    a = x.t().contiguous()
    b = a.unsqueeze(0)
    b.mul_(y)
    return a.sum(0)


def select_scatter_chain(x):
    a = x.clone()
    for i in range(3):
        a[i].add_(i)
    return a


def expand_read_only(x):
    a = x.clone()
    e = a.unsqueeze(1).expand(3, 4, 4)
    out = e + 1
    a.neg_()
    return out, a


EXAMPLES = [
    ("view_then_mutate", view_then_mutate, [torch.ones(4, 4)]),
    ("chained_slices", chained_slices, [torch.ones(4, 6)]),
    ("split_and_getitem", split_and_getitem, [torch.ones(6, 2)]),
    ("diagonal_write", diagonal_write, [torch.ones(3, 3)]),
    ("as_strided_mirror", as_strided_mirror, [torch.ones(4, 4)]),
    ("transpose_and_unsqueeze", transpose_and_unsqueeze, [torch.ones(3, 4), torch.ones(3)]),
    ("select_scatter_chain", select_scatter_chain, [torch.ones(3, 5)]),
    ("expand_read_only", expand_read_only, [torch.ones(4)]),
]


def export(name, fn, inputs, out_dir):
    graph = make_fx(functionalize(fn))(*inputs)
    code = graph.code.strip("\n")
    params = [n.name for n in graph.graph.nodes if n.op == "placeholder"]
    header = "def forward(self, " + ", ".join(
        f'{p}: "{meta_text(t)}"' for p, t in zip(params, inputs)) + "):"
    code = re.sub(r"^def forward\(self[^)]*\):", header, code)
    lines = [line.rstrip() for line in code.split("\n") if line.strip()]
    path = os.path.join(out_dir, f"{name}.fx")
    with open(path, "w") as f:
        f.write(f"# {name}: functionalized by make_fx(functionalize(f)) in torch "
                f"{torch.__version__.split('+')[0]}\n# format: torch\n")
        f.write("\n".join(lines) + "\n")
    print(path)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "corpus", "examples")
    os.makedirs(out_dir, exist_ok=True)
    for name, fn, inputs in EXAMPLES:
        export(name, fn, inputs, out_dir)


if __name__ == "__main__":
    main()
