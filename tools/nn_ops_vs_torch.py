#!/usr/bin/python3
"""torch's own OpInfo samples of the convolution, normalization, pooling and reduction ops,
through reinplace's meta rules and reference kernels.

For every CPU float32 / float64 sample (and int64 where the op takes integers) of the OpInfos
below, the call is recorded at the aten level (make_fx) and written as an FX graph whose inputs
have the sample's layouts and whose statements torch annotates with the meta it observes
(tools/annotate_with_torch.py). Then:
  - meta: `reinplace meta` must load the graph, every annotation (dtype, sizes, strides, storage
    offset) equal to what the meta rules infer;
  - values: the oracle's outputs on its seeded inputs against torch eager on the same inputs
    (tests/oracle/make_expected_values.py), within the family's tolerance (the value tests'
    `tolerance-relative`). A sample whose graph holds an op without a reference kernel
    (constant_pad_nd for padding='same', repeat in instance_norm) counts under meta only when
    that op's uninterpreted values reach the outputs.
The OpInfos' error_inputs that reach one of these ops are recorded the same way (the failing
aten call, its arguments serialized), and reinplace must reject the call with torch's message.

Prints a table per OpInfo: samples traced, meta compared, values compared, error inputs
compared, and the differences found; exit status 1 on any difference.

usage: nn_ops_vs_torch.py REINPLACE [--ops NAME,...] [--max-samples N] [--verbose]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils._python_dispatch import TorchDispatchMode

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import torch_test_databases  # noqa: E402
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
import annotate_with_torch  # noqa: E402
import make_expected_values  # noqa: E402

# OpInfo name -> (the aten ops it must reach, relative tolerance of its values, integer dtype?)
OPS = {
    "nn.functional.conv1d": ("convolution", 1e-4, False),
    "nn.functional.conv2d": ("convolution", 1e-4, False),
    "nn.functional.conv_transpose1d": ("convolution", 1e-4, False),
    "nn.functional.conv_transpose2d": ("convolution", 1e-4, False),
    "nn.functional.conv_transpose3d": ("convolution", 1e-4, False),
    "native_batch_norm": ("native_batch_norm", 1e-5, False),
    "nn.functional.batch_norm": ("native_batch_norm", 1e-5, False),
    "nn.functional.instance_norm": ("native_batch_norm", 1e-5, False),
    "native_layer_norm": ("native_layer_norm", 1e-5, False),
    "nn.functional.layer_norm": ("native_layer_norm", 1e-5, False),
    "nn.functional.group_norm": ("native_group_norm", 1e-5, False),
    "nn.functional.max_pool1d": ("max_pool2d_with_indices", 0, False),
    "nn.functional.max_pool2d": ("max_pool2d_with_indices", 0, False),
    "nn.functional.avg_pool1d": ("avg_pool2d", 0, False),
    "nn.functional.avg_pool2d": ("avg_pool2d", 0, False),
    "nn.functional.adaptive_avg_pool1d": ("_adaptive_avg_pool2d", 0, False),
    "nn.functional.adaptive_avg_pool2d": ("_adaptive_avg_pool2d", 0, False),
    "nn.functional.adaptive_max_pool1d": ("adaptive_max_pool2d", 0, False),
    "nn.functional.adaptive_max_pool2d": ("adaptive_max_pool2d", 0, False),
    "mean": ("mean", 2e-6, False),
    "var": ("var", 2e-6, False),
    "std": ("std", 2e-6, False),
    "amax": ("amax", 0, True),
    "amin": ("amin", 0, True),
    "max.reduction_with_dim": ("max", 0, True),
    "argmax": ("argmax", 0, True),
    "prod": ("prod", 2e-6, True),
    "logsumexp": ("logsumexp", 2e-6, True),
}

DTYPE_NAMES = {v: k for k, v in annotate_with_torch.DTYPES.items()}


def op_db():
    return {op.name + ("." + op.variant_test_name if op.variant_test_name else ""): op
            for op in torch_test_databases.op_db()}


def meta_text(t):
    sizes = ", ".join(str(s) for s in t.shape)
    strides = ", ".join(str(s) for s in t.stride())
    text = f"{DTYPE_NAMES[t.dtype]}[{sizes}][{strides}]"
    return text + (f"@{t.storage_offset()}" if t.storage_offset() else "")


def literal(value, tensors):
    """Python source of an aten argument; tensors become parameters."""
    if isinstance(value, torch.Tensor):
        for name, t in tensors:
            if t is value:
                return name
        name = f"t{len(tensors)}"
        tensors.append((name, value))
        return name
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v, tensors) for v in value) + "]"
    if isinstance(value, torch.dtype):
        return str(value)
    if isinstance(value, torch.device):
        return f"device(type='{value.type}')"
    if isinstance(value, torch.memory_format):
        return str(value)
    if isinstance(value, float):
        return repr(value) if value == value and abs(value) != float("inf") else str(value)
    return repr(value)


class LastCall(TorchDispatchMode):
    """Records the aten calls made under it (the last one is the one that raised)."""

    def __init__(self):
        super().__init__()
        self.calls = []

    def __torch_dispatch__(self, func, types_, args=(), kwargs=None):
        self.calls.append((func, args, kwargs or {}))
        return func(*args, **(kwargs or {}))


def call_graph(func, args, kwargs):
    """One aten call as FX code with annotated parameters."""
    tensors = []
    parts = [literal(a, tensors) for a in args]
    parts += [f"{k} = {literal(v, tensors)}" for k, v in kwargs.items()]
    params = ", ".join(f'{name}: "{meta_text(t)}"' for name, t in tensors)
    overload = func._overloadpacket.__name__ + "." + func._overloadname
    return (f"def forward(self, {params}):\n"
            f"    r = torch.ops.aten.{overload}({', '.join(parts)})\n"
            f"    return r\n")


def sample_tensors(sample):
    """The sample's tensors (positional inputs of the traced function) and a rebuilder."""
    flat = [sample.input] + list(sample.args) + list(sample.kwargs.values())
    tensors = []

    def collect(v):
        if isinstance(v, torch.Tensor):
            tensors.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                collect(x)
    for v in flat:
        collect(v)
    return tensors


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def traced_graph(op, sample, tensors):
    def rebuild(v, it):
        if isinstance(v, torch.Tensor):
            return next(it)
        if isinstance(v, list):
            return [rebuild(x, it) for x in v]
        if isinstance(v, tuple):
            return tuple(rebuild(x, it) for x in v)
        return v

    def f(*ts):
        it = iter(ts)
        inp = rebuild(sample.input, it)
        args = rebuild(list(sample.args), it)
        kwargs = {k: rebuild(v, it) for k, v in sample.kwargs.items()}
        return op.op(inp, *args, **kwargs)

    gm = make_fx(f)(*tensors)
    code = gm.code.strip().split("\n")
    header = code[0]
    names = re.findall(r"\b(arg\d+_1)\b", header)
    if len(names) != len(tensors):
        return None
    params = ", ".join(f'{n}: "{meta_text(t)}"' for n, t in zip(names, tensors))
    body = [line for line in code[1:] if line.strip()]
    return f"def forward(self, {params}):\n" + "\n".join(body) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--ops", default="")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--max-samples", type=int, default=12,
                        help="samples per OpInfo and dtype, spread evenly over its list")
    args = parser.parse_args()
    db = op_db()
    wanted = [n for n in OPS if not args.ops or n in args.ops.split(",")]
    rows, failures = [], []
    workdir = tempfile.mkdtemp(prefix="nn-ops-")
    for name in wanted:
        op = db.get(name)
        if op is None:
            rows.append((name, 0, 0, 0, 0, "no such OpInfo"))
            continue
        target, tolerance, integral = OPS[name]
        dtypes = [torch.float32, torch.float64] + ([torch.int64] if integral else [])
        traced = meta = values = errors = 0
        notes = []
        for dtype in dtypes:
            if dtype not in op.supported_dtypes("cpu"):
                continue
            samples = list(op.sample_inputs("cpu", dtype, requires_grad=False))
            step = max(1, -(-len(samples) // args.max_samples))
            for k, sample in list(enumerate(samples))[::step]:
                tensors = sample_tensors(sample)
                try:
                    text = traced_graph(op, sample, tensors)
                except Exception as error:  # noqa: BLE001 - torch rejects the sample itself
                    notes.append(f"{dtype} #{k}: torch raises {type(error).__name__}")
                    continue
                if text is None or f"aten.{target}." not in text:
                    continue
                traced += 1
                path = os.path.join(workdir, f"{name}-{DTYPE_NAMES[dtype]}-{k}.fx")
                header = f"# tolerance-relative: {tolerance}\n# trials: seed=0\n" if tolerance \
                    else "# trials: seed=0\n"
                open(path, "w").write(header + text)
                try:
                    annotate_with_torch.annotate(path, False)
                except SystemExit as error:
                    notes.append(f"{dtype} #{k}: annotate: {error}")
                    continue
                shown = run([args.binary, "meta", path])
                if shown.returncode != 0:
                    failures.append(f"{name} {dtype} #{k}: meta: {shown.stderr.strip()}")
                    continue
                meta += 1
                uninterpreted = "# meta from annotation" in shown.stdout
                try:
                    _, problems = make_expected_values.expected_of(args.binary, path)
                except RuntimeError as error:
                    failures.append(f"{name} {dtype} #{k}: run: {error}")
                    continue
                if problems and uninterpreted:
                    # An op without a kernel (constant_pad_nd, repeat) feeds the outputs.
                    notes.append("ops without kernels")
                    continue
                if problems:
                    failures += [f"{name} {dtype} #{k}: {p}" for p in problems[:3]]
                    if args.verbose:
                        print(open(path).read())
                    continue
                values += 1
        # error inputs: the aten call torch rejects, rejected by the meta rule with its message
        error_inputs = op.error_inputs("cpu") if op.error_inputs_func else []
        for k, error_input in enumerate(error_inputs):
            sample = error_input.sample_input
            mode = LastCall()
            try:
                with mode:
                    op.op(sample.input, *sample.args, **sample.kwargs)
                continue
            except Exception as error:  # noqa: BLE001 - the expected rejection
                message = str(error).split("\n")[0]
            if not mode.calls or mode.calls[-1][0]._overloadpacket.__name__ != target:
                continue
            if "out" in mode.calls[-1][2]:  # an out= overload: no meta rule here
                continue
            func, call_args, call_kwargs = mode.calls[-1]
            if any(isinstance(a, torch.Tensor) and a.dim() > 16 for a in call_args):
                notes.append("rank > 16: beyond the graph format")
                continue
            path = os.path.join(workdir, f"{name}-error-{k}.fx")
            open(path, "w").write(call_graph(func, call_args, call_kwargs))
            shown = run([args.binary, "meta", path])
            if shown.returncode == 0:
                failures.append(f"{name} error #{k}: torch raises '{message}', reinplace accepts")
            elif message not in shown.stderr:
                failures.append(f"{name} error #{k}: torch '{message}', reinplace "
                                f"'{shown.stderr.strip()}'")
            else:
                errors += 1
        rows.append((name, traced, meta, values, errors, "; ".join(sorted(set(notes)))[:60]))
    width = max(len(r[0]) for r in rows)
    print(f"{'OpInfo':<{width}}  traced  meta  values  errors  notes")
    for name, traced, meta, values, errors, note in rows:
        print(f"{name:<{width}}  {traced:>6}  {meta:>4}  {values:>6}  {errors:>6}  {note}")
    totals = [sum(r[i] for r in rows) for i in range(1, 5)]
    print(f"{'total':<{width}}  {totals[0]:>6}  {totals[1]:>4}  {totals[2]:>6}  {totals[3]:>6}")
    for line in failures:
        print("FAIL " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
