#!/usr/bin/python3
"""Python numbers that an ATen kernel reads in its computation type, against PyTorch eager.

c10::checked_convert raises "value cannot be converted to type T without overflow" when a Scalar
argument does not fit the type a kernel reads it in; where that type is depends on the op (fill
reads self's dtype, sub negates alpha, bf16 addcmul reads float, arange reads int64 for integer
dtypes, add's `other` is never checked). For every op below, dtype and boundary value, the same
one-statement FX file runs in torch and through `reinplace meta`: the graph must load exactly
when torch runs it, and where torch raises an overflow our error must carry torch's message.

usage: tools/scalar_conversion_vs_torch.py REINPLACE_BINARY [--out DIR]
exit status: 0 all agree, 1 otherwise
"""
import argparse
import concurrent.futures
import math
import os
import subprocess
import sys
import tempfile

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from annotate_with_torch import DTYPES, make_inputs  # noqa: E402
from run_rewrites_in_torch import forward_of  # noqa: E402

# Each range's edges and just beyond, for every dtype: ints wrap into uint8 down to -255, floats
# compare against [lowest, max] in double, infinities and NaN behave per target class.
VALUES = [True, -2**63, -2**31 - 1, -32769, -256, -255, -129, -128, -1, 0, 127, 128, 255, 256,
          32768, 65504, 65505, 2**31, 2**63 - 1, -1e300, -3.5e38, -65520.0, -0.5, 127.5, 65504.0,
          65519.0, 3.4e38, 3.5e38, math.inf, -math.inf, math.nan, 2.0**63, 9.3e18]
FACTORY = "device = device(type='cpu'), pin_memory = False"
# op -> (parameters, statement) with {v} the value and {d} the dtype's torch name.
OPS = {
    "fill": ('x: "{s}[2]"', "torch.ops.aten.fill.Scalar(x, {v})"),
    "fill_": ('x: "{s}[2]"', "torch.ops.aten.fill_.Scalar(x, {v})"),
    "full": ("", "torch.ops.aten.full.default([2], {v}, dtype = torch.{d}, " + FACTORY + ")"),
    "masked_fill": ('x: "{s}[2]", mask: "b8[2]"', "torch.ops.aten.masked_fill.Scalar(x, mask, {v})"),
    "clamp_min": ('x: "{s}[2]"', "torch.ops.aten.clamp.default(x, {v})"),
    "clamp_max": ('x: "{s}[2]"', "torch.ops.aten.clamp.default(x, None, {v})"),
    "add_alpha": ('x: "{s}[2]"', "torch.ops.aten.add.Tensor(x, x, alpha = {v})"),
    "add_scalar_alpha": ('x: "{s}[2]"', "torch.ops.aten.add.Scalar(x, 1, {v})"),
    "sub_alpha": ('x: "{s}[2]"', "torch.ops.aten.sub.Tensor(x, x, alpha = {v})"),
    "add_other": ('x: "{s}[2]"', "torch.ops.aten.add.Scalar(x, {v})"),
    "mul": ('x: "{s}[2]"', "torch.ops.aten.mul.Scalar(x, {v})"),
    "eq": ('x: "{s}[2]"', "torch.ops.aten.eq.Scalar(x, {v})"),
    "addcmul": ('x: "{s}[2]"', "torch.ops.aten.addcmul.default(x, x, x, value = {v})"),
    "addmm_alpha": ('x: "{s}[2, 2]"', "torch.ops.aten.addmm.default(x, x, x, alpha = {v})"),
    "addmm_beta": ('x: "{s}[2, 2]"', "torch.ops.aten.addmm.default(x, x, x, beta = {v})"),
    "lerp": ('x: "{s}[2]"', "torch.ops.aten.lerp.Scalar(x, x, {v})"),
    "pow": ('x: "{s}[2]"', "torch.ops.aten.pow.Tensor_Scalar(x, {v})"),
    "arange_end": ("", "torch.ops.aten.arange.start({v}, {v}, dtype = torch.{d}, " + FACTORY + ")"),
    "arange_step": ("", "torch.ops.aten.arange.start_step(0, 0, {v}, dtype = torch.{d}, "
                    + FACTORY + ")"),
}


def literal(value):
    if isinstance(value, float) and math.isnan(value):
        return "nan"
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def graph_text(op, short, value):
    params, statement = OPS[op]
    params = params.format(s=short)
    statement = statement.format(v=literal(value), d=str(DTYPES[short]).removeprefix("torch."))
    head = f"def forward(self, {params}):" if params else "def forward(self):"
    return f"{head}\n    out = {statement}\n    return out\n"


def torch_outcome(text):
    forward, params = forward_of(text)
    generator = torch.Generator().manual_seed(0)
    inputs = make_inputs([meta for _, meta in params], generator)
    try:
        forward(None, *inputs)
        return None
    except Exception as error:  # torch raises RuntimeError, ValueError, ...
        return str(error).strip().splitlines()[0]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="scalar-conversion-")
    os.makedirs(out, exist_ok=True)

    cases = []
    for op in OPS:
        for short in DTYPES:
            for index, value in enumerate(VALUES):
                text = graph_text(op, short, value)
                path = os.path.join(out, f"{op}_{short}_{index}.fx")
                with open(path, "w") as f:
                    f.write(text)
                cases.append((op, short, value, path, torch_outcome(text)))

    def ours(case):
        run = subprocess.run([args.binary, "meta", case[3]], capture_output=True, text=True)
        return run.returncode, run.stderr.strip()

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(ours, cases))

    disagreements = 0
    overflow_cases = 0
    for (op, short, value, path, raised), (status, stderr) in zip(cases, results):
        overflow = raised is not None and "without overflow" in raised
        overflow_cases += overflow
        if raised is None:
            problem = None if status == 0 else f"torch runs it, reinplace exits {status}: {stderr}"
        elif status != 2:
            problem = f"torch raises '{raised}', reinplace exits {status}"
        elif overflow and raised not in stderr:
            problem = f"torch raises '{raised}', reinplace says: {stderr}"
        else:
            problem = None
        if problem:
            disagreements += 1
            print(f"{path}: {op} {short} {literal(value)}: {problem}")
    print(f"{len(cases)} cases ({overflow_cases} overflow in torch), {disagreements} disagreements")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
