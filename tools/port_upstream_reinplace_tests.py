#!/usr/bin/python3
"""Ports the cases of PyTorch's test/test_fx_reinplace_pass.py to graph files.

For every case the program is traced as upstream's test traces it (make_fx, with functionalize
where upstream uses it) in torch 1.13, and two files are written to
tests/core/reinplace/upstream/:
  NAME.fx                the functional graph, parameters annotated with their meta
  NAME.pytorch.expected  GraphModule.code after torch.fx.passes.reinplace.reinplace
and likewise the three known upstream mis-compilations to tests/core/reinplace/miscompilations/.
The C++ test runs our pass with --policy=pytorch on NAME.fx and must print exactly the expected
text (blank lines dropped). Expected outputs for the sound policy (NAME.sound.expected) are
written by our own tool and reviewed by hand; this script does not touch them.

usage: tools/port_upstream_reinplace_tests.py [OUT_DIR]
"""
import inspect
import os
import sys

import torch
from functorch import functionalize
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.passes.reinplace import reinplace

NAMES = {torch.float32: "f32", torch.float64: "f64", torch.int64: "i64", torch.bool: "b8"}


def basic(x):
    a = x.clone()
    return a.add(1)


def with_view(x):
    a = x.clone()
    a_view = a.view(-1)
    a.add(1)  # an alias of a is used later, so this add stays out of place
    return a_view.add(1)


def different_metadata(a_):
    a = a_.clone()
    b = a + 1
    return torch.ge(b, a)  # b is float, ge is bool: no in-place


def overlapping_memory(a_):
    a = a_.clone()
    b = a.expand(4, 4)
    return b.add(1)


def scatter_op(a_):
    a = a_.clone()
    e = a.view(-1)
    b = a.view(-1)
    c = b[0]
    d = c.view(-1)
    d.add_(1)
    return a + e


def scatter_twice(a_):
    a = a_.clone()
    b = a[:, 1]
    c = b[1]
    c.add_(1)
    return a


def different_view_op_valid(a_):
    a = a_.clone()
    b = a[:, 1]
    c = b[1]
    c_updated = c.add(1)
    good_mirror_of_b = a.as_strided((4,), (4,), 1)
    return torch.select_scatter(good_mirror_of_b, c_updated, 0, 1)


def different_view_op_invalid(a_):
    a = a_.clone()
    b = a[:, 1]
    c = b[1]
    c_updated = c.add(1)
    good_mirror_of_b = a.as_strided((4,), (4,), 1)
    return torch.select_scatter(good_mirror_of_b, c_updated, 0, 0)


def different_view_op_invalid2(a_):
    a = a_.clone()
    b = a[:, 1]
    c = b[1]
    c_updated = c.add(1)
    bad_mirror_of_b = a.as_strided((4,), (4,), 0)
    return torch.select_scatter(bad_mirror_of_b, c_updated, 0, 1)


def out_node_updated():
    x = torch.zeros(2, 2)
    y = x.diagonal()
    y_updated = y.add(1)
    z = torch.diagonal_scatter(x, y_updated)
    return [z]


def index_mutation():
    a = torch.zeros(4, 4, 4)
    a[:, 2:] = torch.ones(4, 2, 4)
    return a


def add_transpose_overlap(x):
    # upstream rejects only a repeated identical self, not a partially overlapping argument:
    # add_(a, a.t()) raises at run time.
    a = x.clone()
    return a.add(a.t())


def select_scatter_expand_base(x):
    # the scatter's base has internal overlap: deleting it writes through every broadcast row.
    a = x.clone()
    b = a.unsqueeze(0).expand(3, 4)
    c = b.select(0, 0)
    d = c.add(1)
    return torch.select_scatter(b, d, 0, 0)


def as_strided_self_overlap(x):
    # has_internal_overlap answers TOO_HARD, which upstream reads as "no overlap".
    a = x.clone()
    b = a.as_strided((3, 3), (1, 1))
    return b.add(1)


def scatter_of_unrelated_source(x, other):
    # the scatter writes `other`, not the value computed in place, yet its metadata matches an
    # alias, so upstream deletes it: row 0 ends up x[0] + 1 instead of other.
    a = x.clone()
    b = a.select(0, 0)
    c = b.add(1)
    d = torch.select_scatter(a, other, 0, 0)
    return d, c


def view_of_relaid_result(x):
    # relu's fresh result is contiguous; in place it is the strided slice, which view() rejects.
    a = x.clone()
    s = a[:, :4]
    r = s.relu()
    return r.view(16)


MISCOMPILATIONS = [
    ("scatter_of_unrelated_source", scatter_of_unrelated_source,
     [torch.ones(4, 4), torch.zeros(4)], False),
    ("view_of_relaid_result", view_of_relaid_result, [torch.ones(4, 6)], False),
    ("add_transpose_overlap", add_transpose_overlap, [torch.ones(3, 3)], False),
    ("select_scatter_expand_base", select_scatter_expand_base, [torch.ones(4)], False),
    ("as_strided_self_overlap", as_strided_self_overlap, [torch.ones(9)], False),
]


# name, function, inputs, traced through functionalize (as upstream does)
CASES = [
    ("reinplace_basic", basic, [torch.ones(2)], False),
    ("reinplace_with_view", with_view, [torch.ones(2)], False),
    ("reinplace_different_metadata", different_metadata, [torch.ones(4)], False),
    ("reinplace_overlapping_memory", overlapping_memory, [torch.ones(1)], False),
    ("reinplace_scatter_op", scatter_op, [torch.ones(4)], True),
    ("reinplace_scatter_twice", scatter_twice, [torch.ones(4, 4)], True),
    ("scatter_twice_with_different_view_op_valid", different_view_op_valid,
     [torch.ones(4, 4)], False),
    ("scatter_twice_with_different_view_op_invalid", different_view_op_invalid,
     [torch.ones(4, 4)], False),
    ("scatter_twice_with_different_view_op_invalid2", different_view_op_invalid2,
     [torch.ones(4, 4)], False),
    ("out_node_updated", out_node_updated, [], True),
    ("reinplace_index_mutation", index_mutation, [], True),
]


def meta_text(t):
    return f"{NAMES[t.dtype]}[{', '.join(str(s) for s in t.shape)}]"


def lines_of(code):
    return [line.rstrip() for line in code.split("\n") if line.strip()]


def annotate_parameters(code, graph, inputs):
    params = [n.name for n in graph.graph.nodes if n.op == "placeholder"]
    header = "def forward(self" + "".join(
        f', {p}: "{meta_text(t)}"' for p, t in zip(params, inputs)) + "):"
    lines = lines_of(code)
    assert lines[0].startswith("def forward(self")
    return [header] + lines[1:]


def port(name, fn, inputs, functional, out_dir,
         origin="a case of test/test_fx_reinplace_pass.py"):
    traced = make_fx(functionalize(fn) if functional else fn)(*inputs)
    source = annotate_parameters(traced.code, traced, inputs)
    rewritten = reinplace(make_fx(functionalize(fn) if functional else fn)(*inputs), *inputs)
    comments = [line.strip() for line in inspect.getsource(fn).split("\n")
                 if line.strip().startswith("#")]
    with open(os.path.join(out_dir, f"{name}.fx"), "w") as f:
        f.write(f"# {name}: {origin}, traced with torch {torch.__version__.split('+')[0]}\n")
        for comment in comments:
            f.write(comment + "\n")
        f.write("# format: torch\n")
        f.write("\n".join(source) + "\n")
    with open(os.path.join(out_dir, f"{name}.pytorch.expected"), "w") as f:
        f.write("\n".join(lines_of(rewritten.code)) + "\n")
    print(name)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "core", "reinplace", "upstream")
    os.makedirs(out_dir, exist_ok=True)
    for name, fn, inputs, functional in CASES:
        port(name, fn, inputs, functional, out_dir)
    miscompilation_dir = os.path.join(out_dir, "..", "miscompilations")
    os.makedirs(miscompilation_dir, exist_ok=True)
    for name, fn, inputs, functional in MISCOMPILATIONS:
        port(name, fn, inputs, functional, miscompilation_dir,
             "torch.fx.passes.reinplace mis-compiles this")


if __name__ == "__main__":
    main()
