#!/usr/bin/python3
"""torch's own OpInfo samples for the activation, softmax and pointwise-math ops, through
`reinplace` and torch 1.13 eager.

Each CPU float32 / float64 sample (and int64 / int32 where the op takes integers; bfloat16,
float16, int16, int8 or uint8 where an entry lists them) of the ops'
entries in torch.testing._internal.common_methods_invocations.op_db becomes a one-op graph: the
sample's tensors are parameters with their sizes, strides and storage offset, its other arguments
literals, the call the aten op the torch function dispatches to. The backward ops AOTAutograd
emits have no OpInfo; they take the samples of their forward op (grad laid out like the input).

For every sample:
- meta: `reinplace meta` must accept the graph exactly when torch runs the op, and the result's
  dtype, sizes, strides and storage offset must be torch's;
- values: `reinplace run --with-inputs` (seed 0, and seed 1 with --special-values) gives the
  oracle's inputs and outputs; the same inputs run in torch; values must agree within the op's
  tolerance (the one its kernel test file states).

Prints a table of samples per op and exits 1 on any disagreement.

usage: opinfo_activations_vs_torch.py REINPLACE [--op NAME]... [--verbose]
"""
import json
import math
import os
import subprocess
import sys

import torch  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
sys.path.insert(0, HERE)
from torch_test_databases import op_db as load_op_db  # noqa: E402
from make_expected_values import NAMES, differences, inputs_of, output_json  # noqa: E402
from run_rewrites_in_torch import forward_of, outputs_of  # noqa: E402
from annotate_with_torch import make_inputs  # noqa: E402
import opinfo_comparison  # noqa: E402

A = "torch.ops.aten."
# OpInfo name -> (aten call builder, ulps, absolute tolerance, integer dtypes it takes)
# A builder returns (target, positional args, keyword args) or None to skip the sample.


def kw(sample, *names):
    return {n: sample.kwargs[n] for n in names if n in sample.kwargs}


def unary(target, *names):
    def build(sample):
        extra = [sample.args[i] for i in range(len(sample.args))]
        keywords = kw(sample, *names)
        if "inplace" in sample.kwargs and sample.kwargs["inplace"]:
            return None
        return target, [sample.input] + extra, keywords
    return build


def softmax(target):
    def build(sample):
        if sample.kwargs.get("dtype") is not None:
            return None
        dim = sample.args[0] if sample.args else sample.kwargs.get("dim")
        if dim is None:
            return None
        return target, [sample.input, dim, False], {}
    return build


def binary_scalar(tensor_target, scalar_target, scalar_self_target=None):
    def build(sample):
        other = sample.args[0] if sample.args else sample.kwargs["other"]
        if not isinstance(sample.input, torch.Tensor):
            return (scalar_self_target, [sample.input, other], {}) if scalar_self_target else None
        if isinstance(other, torch.Tensor):
            return tensor_target, [sample.input, other], {}
        return scalar_target, [sample.input, other], {}
    return build


def rsub(sample):
    other = sample.args[0] if sample.args else sample.kwargs["other"]
    alpha = sample.kwargs.get("alpha")
    keywords = {"alpha": alpha} if alpha is not None else {}
    if isinstance(other, torch.Tensor):
        return A + "rsub.Tensor", [sample.input, other], keywords
    return A + "rsub.Scalar", [sample.input, other] + ([alpha] if alpha is not None else []), {}


def addcdiv(sample):
    return A + "addcdiv.default", [sample.input] + list(sample.args), kw(sample, "value")


def round_op(sample):
    decimals = sample.kwargs.get("decimals")
    if decimals is None:
        return A + "round.default", [sample.input], {}
    return A + "round.decimals", [sample.input], {"decimals": decimals}


def threshold(sample):
    return A + "threshold.default", [sample.input] + list(sample.args), {}


def hardtanh(sample):
    args = list(sample.args)
    for i, name in enumerate(("min_val", "max_val")):
        if name in sample.kwargs:
            while len(args) < i:
                args.append([-1, 1][len(args)])
            args.insert(i, sample.kwargs[name]) if len(args) <= i else None
    return A + "hardtanh.default", [sample.input] + args, {}


def polygamma(sample):
    return A + "polygamma.default", [sample.args[0], sample.input], {}


def uniform(sample):
    return A + "uniform.default", [sample.input] + list(sample.args), {}


def rrelu(sample):
    """F.rrelu is rrelu_with_noise on a fresh noise laid out like (contiguous) self."""
    keywords = kw(sample, "lower", "upper", "training")
    return A + "rrelu_with_noise.default", [sample.input, "GRAD"], keywords


def backward(target, grad_second="self", extra=(), from_output=None):
    """A backward op over the forward sample's input: grad laid out like the input."""
    def build(sample):
        x = sample.input
        if not isinstance(x, torch.Tensor):
            return None
        second = from_output(x) if from_output else x
        return target, ["GRAD", second] + list(extra), {}
    return build


def softmax_backward(target, log):
    def build(sample):
        if sample.kwargs.get("dtype") is not None:
            return None
        dim = sample.args[0] if sample.args else sample.kwargs.get("dim")
        if dim is None:
            return None
        return target, ["GRAD", "OUTPUT", dim, sample.input.dtype], {"log": log}
    return build


FLOAT = (torch.float32, torch.float64)
INTS = (torch.int64, torch.int32)
NARROW_INTS = (torch.int16, torch.int8, torch.uint8)
OPS = {
    # name: (OpInfo name, builder, ulps, abs tolerance, dtypes)
    "gelu": ("nn.functional.gelu", unary(A + "gelu.default", "approximate"), 2, 2e-5, FLOAT),
    "silu": ("nn.functional.silu", unary(A + "silu.default"), 2, 0, FLOAT),
    "elu": ("nn.functional.elu", unary(A + "elu.default", "alpha"), 1, 0, FLOAT),
    "hardswish": ("nn.functional.hardswish", unary(A + "hardswish.default"), 0, 0, FLOAT),
    "hardsigmoid": ("nn.functional.hardsigmoid", unary(A + "hardsigmoid.default"), 0, 0, FLOAT),
    "hardtanh": ("nn.functional.hardtanh", hardtanh, 0, 0, FLOAT + INTS),
    "leaky_relu": ("nn.functional.leaky_relu", unary(A + "leaky_relu.default", "negative_slope"),
                   0, 0, FLOAT),
    "softplus": ("nn.functional.softplus", unary(A + "softplus.default", "beta", "threshold"), 1,
                 0, FLOAT),
    "mish": ("nn.functional.mish", unary(A + "mish.default"), 2, 0, FLOAT),
    "threshold": ("nn.functional.threshold", threshold, 0, 0, FLOAT + INTS),
    "_softmax": ("softmax", softmax(A + "_softmax.default"), 2, 0, FLOAT),
    "_log_softmax": ("log_softmax", softmax(A + "_log_softmax.default"), 2, 0, FLOAT),
    "sign": ("sign", unary(A + "sign.default"), 0, 0, FLOAT + INTS),
    "reciprocal": ("reciprocal", unary(A + "reciprocal.default"), 0, 0, FLOAT + INTS),
    "erf": ("erf", unary(A + "erf.default"), 1, 0, FLOAT + INTS),
    "log1p": ("log1p", unary(A + "log1p.default"), 1, 0, FLOAT + INTS),
    "expm1": ("expm1", unary(A + "expm1.default"), 1, 0, FLOAT + INTS),
    "rsub": ("rsub", rsub, 0, 0, FLOAT + INTS),
    "addcdiv": ("addcdiv", addcdiv, 0, 0, FLOAT),
    "remainder": ("remainder", binary_scalar(A + "remainder.Tensor", A + "remainder.Scalar",
                                             A + "remainder.Scalar_Tensor"), 0, 0, FLOAT + INTS),
    "floor_divide": ("floor_divide", binary_scalar(A + "floor_divide.default",
                                                   A + "floor_divide.Scalar"), 0, 0,
                     FLOAT + INTS),
    "minimum": ("minimum", binary_scalar(A + "minimum.default", None), 0, 0, FLOAT + INTS),
    # Running products in ATen's accumulation type (double for f32), bitwise.
    "cumprod": ("cumprod", unary(A + "cumprod.default", "dtype"), 0, 0, FLOAT + INTS),
    # The unary and binary math of unary_math_ops.cpp and binary_math_ops.cpp.
    # torch computes digamma of f32 in float, tens of ulps off near its root at 1.4616.
    "digamma": ("digamma", unary(A + "digamma.default"), 16, 1e-6, FLOAT + INTS),
    **{name: (name, unary(A + name + ".default"), ulps, 0, FLOAT + INTS) for name, ulps in (
        ("acos", 2), ("asin", 2), ("atan", 2), ("acosh", 2), ("asinh", 2), ("atanh", 2),
        ("cosh", 2), ("sinh", 2), ("tan", 2), ("log2", 2), ("log10", 2), ("exp2", 2),
        ("erfc", 2), ("erfinv", 4), ("lgamma", 4), ("i0", 8), ("sinc", 2),
        ("floor", 0), ("ceil", 0), ("trunc", 0), ("frac", 0), ("sgn", 0), ("square", 0),
        ("logical_not", 0), ("deg2rad", 0), ("rad2deg", 0))},
    "round": ("round", round_op, 0, 0, FLOAT + INTS),
    "logit": ("logit", unary(A + "logit.default", "eps"), 2, 0, FLOAT + INTS),
    "nan_to_num": ("nan_to_num", unary(A + "nan_to_num.default", "nan", "posinf", "neginf"), 0,
                   0, FLOAT + INTS),
    **{name: (name, binary_scalar(A + name + ".default", None), ulps, 0, FLOAT + INTS)
       for name, ulps in (("atan2", 2), ("hypot", 2), ("nextafter", 0), ("heaviside", 0),
                          ("logical_and", 0), ("logical_or", 0), ("logical_xor", 0))},
    **{name: (name, binary_scalar(A + name + ".Tensor", A + name + ".Scalar"), ulps, 0,
              FLOAT + INTS)
       for name, ulps in (("copysign", 0), ("fmod", 0), ("true_divide", 0), ("bitwise_and", 0),
                          ("bitwise_or", 0), ("bitwise_xor", 0))},
    "xlogy": ("xlogy", binary_scalar(A + "xlogy.Tensor", A + "xlogy.Scalar_Other"), 2, 0,
              FLOAT + INTS),
    "clamp_min": ("clamp_min", binary_scalar(A + "clamp_min.Tensor", A + "clamp_min.default"),
                  0, 0, FLOAT + INTS),
    "clamp_max": ("clamp_max", binary_scalar(A + "clamp_max.Tensor", A + "clamp_max.default"),
                  0, 0, FLOAT + INTS),
    # The rest of op_db's in-place pointwise math: integer_math_ops.cpp, and the power, gamma
    # and elu-based ops. float_power, ldexp, celu and selu take Sleef's pow and exp on
    # contiguous rows (1 ulp); igamma and polygamma compute f32 in float in torch (its float
    # series loses up to 8e-6 for a below 1e-30, its asymptotic expansion takes pi as a float:
    # 4e-10 off in double); lcm of int32 and int64
    # traps (SIGFPE) on the special values' INT_MIN, so only its narrow dtypes are run here.
    "float_power": ("float_power", binary_scalar(A + "float_power.Tensor_Tensor",
                                                 A + "float_power.Tensor_Scalar",
                                                 A + "float_power.Scalar"), 1, 0,
                    FLOAT + INTS + (torch.bfloat16,)),
    "ldexp": ("ldexp", binary_scalar(A + "ldexp.Tensor", None), 1, 0,
              FLOAT + INTS + (torch.bfloat16,)),
    "gcd": ("gcd", binary_scalar(A + "gcd.default", None), 0, 0, INTS + NARROW_INTS),
    "lcm": ("lcm", binary_scalar(A + "lcm.default", None), 0, 0, NARROW_INTS),
    **{name: (name, binary_scalar(A + name + ".Tensor", A + name + ".Tensor_Scalar",
                                  A + name + ".Scalar_Tensor"), 0, 0, INTS + NARROW_INTS)
       for name in ("bitwise_left_shift", "bitwise_right_shift")},
    **{name: (name, binary_scalar(A + name + ".default", None), 8, 1e-5,
              FLOAT + (torch.bfloat16, torch.float16)) for name in ("igamma", "igammac")},
    "polygamma": ("polygamma", polygamma, 8, 1e-6, FLOAT + INTS + (torch.bfloat16,)),
    "mvlgamma": ("mvlgamma", unary(A + "mvlgamma.default"), 4, 1e-6,
                 FLOAT + INTS + (torch.bfloat16,)),
    "celu": ("nn.functional.celu", unary(A + "celu.default", "alpha"), 1, 0,
             FLOAT + (torch.bfloat16,)),
    "selu": ("nn.functional.selu", unary(A + "selu.default"), 1, 0, FLOAT + (torch.bfloat16,)),
    "conj_physical": ("conj_physical", unary(A + "conj_physical.default"), 0, 0,
                      FLOAT + INTS + (torch.bool,)),
    # The random ops: values drawn are the oracle's own (compared by layout), the rest torch's.
    "uniform": ("uniform", uniform, 0, 0, FLOAT + (torch.bfloat16, torch.float16)),
    "rrelu_with_noise": ("nn.functional.rrelu", rrelu, 1, 0, FLOAT + (torch.bfloat16,)),
    "threshold_backward": ("nn.functional.relu", backward(A + "threshold_backward.default",
                                                          extra=(0,)), 0, 0, FLOAT + INTS),
    "tanh_backward": ("tanh", backward(A + "tanh_backward.default", from_output=torch.tanh), 1, 0,
                      FLOAT),
    "sigmoid_backward": ("sigmoid", backward(A + "sigmoid_backward.default",
                                             from_output=torch.sigmoid), 1, 0, FLOAT),
    "gelu_backward": ("nn.functional.gelu", backward(A + "gelu_backward.default"), 8, 2e-5,
                      FLOAT),
    "hardswish_backward": ("nn.functional.hardswish", backward(A + "hardswish_backward.default"),
                           0, 0, FLOAT),
    "hardsigmoid_backward": ("nn.functional.hardsigmoid",
                             backward(A + "hardsigmoid_backward.default"), 0, 0, FLOAT),
    "hardtanh_backward": ("nn.functional.hardtanh", backward(A + "hardtanh_backward.default",
                                                             extra=(-1, 1)), 0, 0, FLOAT),
    "silu_backward": ("nn.functional.silu", backward(A + "silu_backward.default"), 2, 0, FLOAT),
    "_softmax_backward_data": ("softmax", softmax_backward(A + "_softmax_backward_data.default",
                                                           False), 3, 0, FLOAT),
    "_log_softmax_backward_data": ("log_softmax", softmax_backward(
        A + "_log_softmax_backward_data.default", True), 3, 1e-5, FLOAT),
}


def meta_text(t):
    sizes = ", ".join(str(s) for s in t.shape)
    strides = ", ".join(str(s) for s in t.stride())
    offset = f"@{t.storage_offset()}" if t.storage_offset() else ""
    return f"{NAMES[t.dtype]}[{sizes}][{strides}]{offset}"


def literal(value):
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, float):
        return "inf" if value == math.inf else "-inf" if value == -math.inf else \
            "nan" if value != value else repr(value)
    if isinstance(value, torch.dtype):
        return "torch." + str(value).split(".")[1]
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    return repr(value)


def graph_of(target, args, keywords):
    """The one-op graph text and the torch-side arguments, or None when a value cannot be put."""
    params, call_args = [], []
    log = keywords.pop("log", None)
    for value in args:
        if isinstance(value, torch.Tensor):
            if value.dtype not in NAMES or value.dim() > 8:
                return None
            name = f"a{len(params)}"
            params.append(f'{name}: "{meta_text(value)}"')
            call_args.append(name)
        elif isinstance(value, str) and value in ("GRAD", "OUTPUT"):
            return None
        else:
            call_args.append(literal(value))
    call_args += [f"{k} = {literal(v)}" for k, v in keywords.items()]
    code = (f"def forward(self, {', '.join(params)}):\n"
            f"    out = {target}({', '.join(call_args)})\n    return out\n")
    return code


def expand_backward(args, sample_input, log):
    """Backward samples: GRAD becomes a tensor laid out like the input; OUTPUT the forward's."""
    out = []
    for value in args:
        if isinstance(value, str) and value == "GRAD":
            out.append(torch.empty_strided(sample_input.shape, sample_input.stride(),
                                           dtype=sample_input.dtype))
        elif isinstance(value, str) and value == "OUTPUT":
            forward = torch.log_softmax if log else torch.softmax
            dim = args[2]
            out.append(forward(sample_input, dim))
        else:
            out.append(value)
    return out


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def check_sample(binary, code, ulps, abs_tolerance, workdir):
    """'match', 'both-reject', or a description of the disagreement."""
    path = os.path.join(workdir, "sample.fx")
    with open(path, "w") as f:
        f.write(code)
    forward, _ = forward_of(code)
    problems = []
    for seed, special in ((0, False), (1, True)):
        command = [binary, "run", path, f"--seed={seed}", "--format=json", "--with-inputs"]
        if special:
            command.append("--special-values")
        ran = run(command)
        oracle = json.loads(ran.stdout) if ran.returncode == 0 else None
        if oracle is None and run([binary, "meta", path]).returncode != 0:
            # Rejected before it runs: torch must reject it too, on any inputs.
            _, params = forward_of(code)
            generator = torch.Generator().manual_seed(seed)
            try:
                outputs_of(forward, make_inputs([meta for _, meta in params], generator))
            except Exception:
                return "both-reject"
            return f"reinplace rejects, torch runs it: {run([binary, 'meta', path]).stderr.strip()[:200]}"
        if oracle is None:
            # The oracle found the run invalid (integer division by zero): torch must raise on
            # the same inputs, which a graph returning the parameters hands out.
            names = [name for name, _ in forward_of(code)[1]]
            identity = code.split("\n")[0] + f"\n    return ({', '.join(names)},)\n"
            with open(path, "w") as f:
                f.write(identity)
            ran_inputs = run(command)
            with open(path, "w") as f:
                f.write(code)
            inputs = inputs_of(json.loads(ran_inputs.stdout)["inputs"])
            try:
                outputs_of(forward, inputs)
            except Exception:
                return "both-reject"
            return f"reinplace run failed, torch runs it: {(ran.stdout + ran.stderr).strip()[:200]}"
        inputs = inputs_of(oracle["inputs"])
        try:
            torch_outputs = [output_json(t) for t in outputs_of(forward, inputs)]
            # Values the oracle drew from its own random stream are compared by layout only.
            for ours, theirs in zip(oracle["outputs"], torch_outputs):
                if ours.get("random"):
                    theirs["values"] = ours["values"]
        except Exception as error:
            return f"torch rejects ({str(error).splitlines()[0][:120]}), reinplace runs it"
        problems += [f"seed {seed}{' special' if special else ''}: {line}"
                     for line in differences(oracle["outputs"], torch_outputs, ulps, abs_tolerance)]
    return "match" if not problems else "; ".join(problems[:3])


def samples_of(info, dtype):
    try:
        return list(info.sample_inputs("cpu", dtype, requires_grad=False))
    except Exception:
        return []


def judge_sample(args, directory, op, info, dtype, index, sample, traced):
    _, build, ulps, abs_tolerance, _ = OPS[op]
    label = f"{op} {dtype} sample {index}"
    built = build(sample)
    if built is None:
        return [("skipped", None, label)]
    target, call_args, keywords = built
    keywords = dict(keywords)
    call_args = expand_backward(call_args, sample.input, keywords.get("log"))
    code = graph_of(target, call_args, keywords)
    if code is None:
        return [("skipped", None, label)]
    verdict = check_sample(args.binary, code, ulps, abs_tolerance, directory)
    if verdict in ("match", "both-reject"):
        return [(verdict, None, label)]
    return [("difference", f"{verdict}\n{code}", label)]


def main():
    args, directory = opinfo_comparison.parse_arguments(__doc__, "opinfo-activations-")
    infos = {}
    for info in load_op_db():
        infos.setdefault(info.name, info)

    def dtypes_of(op, info):
        return [d for d in OPS[op][4] if d in info.supported_dtypes("cpu")]

    def row(op, info, dtypes, counts, traced):
        return (op, OPS[op][0], counts["match"], counts["both-reject"], counts["skipped"],
                counts["difference"])

    rows, failures = opinfo_comparison.compare_entries(
        args, OPS, lambda op: infos.get(OPS[op][0]), dtypes_of, samples_of,
        lambda *sample: judge_sample(args, directory, *sample),
        ("match", "both-reject", "skipped", "difference"), row)
    header = ("op", "OpInfo samples of", "compared", "both reject", "skipped", "differ")
    return opinfo_comparison.report(header, rows, failures, lambda r: r[2])


if __name__ == "__main__":
    sys.exit(main())
