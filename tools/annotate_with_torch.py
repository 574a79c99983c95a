#!/usr/bin/python3
"""Runs an FX-code graph in PyTorch eager and rewrites it with the meta torch observed.

Every statement that produces a tensor gets an annotation with dtype, sizes, strides and storage
offset ("f32[2, 3][3, 1]@4"), so the file becomes an expected-result test for meta propagation:
loading it checks each annotation against what our meta rules infer.

Parameters must be annotated (sizes, optionally strides and @offset, optionally " in NAME").
Inputs are random values laid out with exactly the annotated strides and offset; parameters
naming one storage are views of one tensor (tools/graph_inputs.py).

usage: annotate_with_torch.py FILE.fx [more.fx ...]    (rewrites the files in place)
       annotate_with_torch.py --check FILE.fx          (exit 1 if an annotation differs)
"""
import math
import operator
import os
import re
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_inputs  # noqa: E402
from graph_inputs import MetaError, parse_input_meta  # noqa: E402

DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool,
}
NAMES = {v: k for k, v in DTYPES.items()}
STATEMENT_RE = re.compile(r'^(\s+)(\w+)(?:\s*:\s*"[^"]*")?\s*=\s*(.*)$')


def make_input(meta_text, generator):
    """One input of its own storage; make_inputs builds inputs that share one."""
    try:
        layout = parse_input_meta(meta_text)
    except MetaError as error:
        raise SystemExit(str(error))
    if layout.storage is not None:
        raise SystemExit(f"meta {meta_text!r} names a shared storage: build the inputs together "
                         f"with make_inputs")
    return make_inputs([meta_text], generator)[0]


def make_inputs(metas, generator):
    """The inputs of a graph's parameters, inputs naming one storage as views of it."""
    try:
        return graph_inputs.make_inputs(metas, generator)
    except MetaError as error:
        raise SystemExit(str(error))


def format_meta(t):
    sizes = ", ".join(str(s) for s in t.shape)
    strides = ", ".join(str(s) for s in t.stride())
    text = f"{NAMES[t.dtype]}[{sizes}][{strides}]"
    if t.storage_offset():
        text += f"@{t.storage_offset()}"
    return text


def annotate(path, check_only):
    lines = open(path).read().split("\n")
    generator = torch.Generator().manual_seed(0)
    env = {"torch": torch, "operator": operator, "inf": math.inf, "nan": math.nan,
           "device": torch.device}
    out = []
    in_body = False
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("def forward("):
            params = re.findall(r'(\w+)\s*:\s*"([^"]*)"', stripped)
            inputs = make_inputs([meta for _, meta in params], generator)
            for (name, _), value in zip(params, inputs):
                env[name] = value
            in_body = True
            out.append(line)
            continue
        m = STATEMENT_RE.match(line) if in_body else None
        if not m or stripped.startswith("return"):
            out.append(line)
            continue
        indent, name, expr = m.groups()
        code = expr.split(";  ")[0]
        try:
            env[name] = eval(code, env)
        except Exception as error:  # noqa: BLE001 - report which line torch rejects
            raise SystemExit(f"{path}: torch rejects `{stripped}`: {error}")
        value = env[name]
        if isinstance(value, torch.Tensor):
            out.append(f'{indent}{name}: "{format_meta(value)}" = {expr}')
        else:
            out.append(f"{indent}{name} = {expr}")
    if check_only:
        if out != lines:
            for a, b in zip(lines, out):
                if a != b:
                    print(f"{path}: expected\n  {b.strip()}\nfound\n  {a.strip()}")
            return False
        return True
    open(path, "w").write("\n".join(out))
    return True


def main(argv):
    check_only = "--check" in argv
    files = [a for a in argv if a != "--check"]
    ok = all([annotate(f, check_only) for f in files])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
