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

The backward ops (convolution_backward, native_batch_norm_backward, native_layer_norm_backward,
the 2-d pooling backward ops) have no OpInfo of their own: the samples of their forward ops are
recorded with torch.autograd.grad of the forward call (BACKWARD), so the graph holds the
backward op as autograd calls it, and compared the same way.

Prints a table per OpInfo: samples traced, meta compared, values compared, error inputs
compared, the largest value difference (|oracle - torch| / max(1, |torch|)) and the
differences found; exit status 1 on any difference.

usage: nn_ops_vs_torch.py REINPLACE [--ops NAME,...] [--max-samples N] [--verbose]
"""
import argparse
import json
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
    "nn.functional.max_pool3d": ("max_pool3d_with_indices", 0, False),
    "nn.functional.avg_pool3d": ("avg_pool3d", 0, True),
}

# OpInfo name -> (the backward op torch.autograd.grad of its forward call reaches, relative
# tolerance of the gradients' values)
BACKWARD = {
    "nn.functional.conv1d": ("convolution_backward", 1e-4),
    "nn.functional.conv2d": ("convolution_backward", 1e-4),
    "nn.functional.conv_transpose1d": ("convolution_backward", 1e-4),
    "nn.functional.conv_transpose2d": ("convolution_backward", 1e-4),
    "nn.functional.conv_transpose3d": ("convolution_backward", 1e-4),
    "native_batch_norm": ("native_batch_norm_backward", 1e-5),
    "nn.functional.batch_norm": ("native_batch_norm_backward", 1e-5),
    "nn.functional.instance_norm": ("native_batch_norm_backward", 1e-5),
    "native_layer_norm": ("native_layer_norm_backward", 1e-5),
    "nn.functional.layer_norm": ("native_layer_norm_backward", 1e-5),
    "nn.functional.max_pool1d": ("max_pool2d_with_indices_backward", 0),
    "nn.functional.max_pool2d": ("max_pool2d_with_indices_backward", 0),
    "nn.functional.avg_pool1d": ("avg_pool2d_backward", 0),
    "nn.functional.avg_pool2d": ("avg_pool2d_backward", 0),
    "nn.functional.adaptive_avg_pool1d": ("_adaptive_avg_pool2d_backward", 0),
    "nn.functional.adaptive_avg_pool2d": ("_adaptive_avg_pool2d_backward", 0),
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


def rebuild(value, it):
    """The sample's structure with its tensors taken from the iterator, in order."""
    if isinstance(value, torch.Tensor):
        return next(it)
    if isinstance(value, list):
        return [rebuild(x, it) for x in value]
    if isinstance(value, tuple):
        return tuple(rebuild(x, it) for x in value)
    return value


def call_sample(op, sample, tensors):
    it = iter(tensors)
    inp = rebuild(sample.input, it)
    args = rebuild(list(sample.args), it)
    kwargs = {k: rebuild(v, it) for k, v in sample.kwargs.items()}
    return op.op(inp, *args, **kwargs)


def graph_file_text(gm, tensors):
    """The traced graph's code with its parameters annotated with the tensors' layouts."""
    code = gm.code.strip().split("\n")
    names = re.findall(r"\b(arg\d+_1)\b", code[0])
    if len(names) != len(tensors):
        return None
    params = ", ".join(f'{n}: "{meta_text(t)}"' for n, t in zip(names, tensors))
    body = [line for line in code[1:] if line.strip()]
    return f"def forward(self, {params}):\n" + "\n".join(body) + "\n"


def traced_graph(op, sample, tensors):
    return graph_file_text(make_fx(lambda *ts: call_sample(op, sample, ts))(*tensors), tensors)


def differentiable(result):
    """The tensors of an op's result that autograd tracks."""
    found = []
    for value in result if isinstance(result, (list, tuple)) else [result]:
        if isinstance(value, torch.Tensor) and value.requires_grad:
            found.append(value)
    return found


def backward_graph(op, sample, tensors):
    """The forward call and torch.autograd.grad of its results, as make_fx records them (the
    backward ops appear as autograd calls them: output_mask, saved statistics, indices). The
    sample's floating tensors require grad (only its input when the op refuses that, as
    batch_norm does for running stats it updates in place); one grad_output per differentiable
    result, laid out like it, joins the inputs. functionalize is left out: in torch 1.13 its
    tensors drop out of autograd, and these graphs mutate nothing it would remove."""
    for only_input in (False, True):
        leaves = [t.detach().clone().requires_grad_(
                  t.is_floating_point() and (k == 0 or not only_input))
                  for k, t in enumerate(tensors)]
        try:
            outputs = differentiable(call_sample(op, sample, leaves))
        except Exception:  # noqa: BLE001 - try again with fewer tensors requiring grad
            continue
        if not outputs:
            return None, []
        grads = [torch.randn_like(o) for o in outputs]
        count = len(leaves)

        def forward_and_grad(*ts):
            inputs = ts[:count]
            wanted = [t for t in inputs if t.requires_grad]
            results = differentiable(call_sample(op, sample, inputs))
            found = torch.autograd.grad(results, wanted, ts[count:], allow_unused=True)
            return tuple(g for g in found if g is not None)

        try:
            gm = make_fx(forward_and_grad)(*leaves, *grads)
        except Exception:  # noqa: BLE001
            continue
        gm.graph.eliminate_dead_code()  # is_same_size, which autograd asks
        gm.recompile()
        all_inputs = leaves + grads
        return graph_file_text(gm, all_inputs), all_inputs
    return None, []


def largest_difference(binary, path, expected_text):
    """max |oracle - torch| / max(1, |torch|) over the floating outputs of the file's trials."""
    largest = 0.0
    for trial in json.loads(expected_text)["trials"]:
        command = [binary, "run", path, f"--seed={trial['seed']}", "--format=json"] + \
            (["--special-values"] if trial["special_values"] else [])
        ours = json.loads(run(command).stdout)
        for a, b in zip(ours, trial["outputs"]):
            if not annotate_with_torch.DTYPES[a["dtype"]].is_floating_point or not a["values"]:
                continue
            # Both read back as elements of the output's dtype (the oracle prints the shortest
            # digits of the element, torch's file the exact double).
            x = make_expected_values.tensor_of(a["dtype"], a["values"]).double()
            y = make_expected_values.tensor_of(b["dtype"], b["values"]).double()
            finite = torch.isfinite(x) & torch.isfinite(y)
            if finite.any():
                relative = (x - y).abs()[finite] / y.abs()[finite].clamp(min=1.0)
                largest = max(largest, relative.max().item())
    return largest


class Tally:
    """Samples traced, meta compared, values compared, error inputs compared, the largest value
    difference and notes, for one row of the table."""

    def __init__(self, name):
        self.name = name
        self.traced = self.meta = self.values = self.errors = 0
        self.largest = 0.0
        self.notes = []

    def row(self):
        return (self.name, self.traced, self.meta, self.values, self.errors, self.largest,
                "; ".join(sorted(set(self.notes)))[:60])


def compare(binary, path, text, tolerance, tally, failures, label, verbose):
    """Writes the graph, lets torch annotate it, and compares reinplace's meta and values."""
    tally.traced += 1
    header = f"# tolerance-relative: {tolerance}\n# trials: seed=0\n" if tolerance \
        else "# trials: seed=0\n"
    open(path, "w").write(header + text)
    try:
        annotate_with_torch.annotate(path, False)
    except SystemExit as error:
        tally.notes.append(f"{label}: annotate: {error}")
        return
    shown = run([binary, "meta", path])
    if shown.returncode != 0:
        failures.append(f"{label}: meta: {shown.stderr.strip()}")
        return
    tally.meta += 1
    uninterpreted = "# meta from annotation" in shown.stdout
    try:
        expected, problems = make_expected_values.expected_of(binary, path)
    except RuntimeError as error:
        failures.append(f"{label}: run: {error}")
        return
    if problems and uninterpreted:
        # An op without a kernel (constant_pad_nd, repeat) feeds the outputs.
        tally.notes.append("ops without kernels")
        return
    if problems:
        failures += [f"{label}: {p}" for p in problems[:3]]
        if verbose:
            print(open(path).read())
        return
    tally.values += 1
    tally.largest = max(tally.largest, largest_difference(binary, path, expected))


def spread_samples(op, dtype, limit):
    samples = list(op.sample_inputs("cpu", dtype, requires_grad=False))
    step = max(1, -(-len(samples) // limit))
    return list(enumerate(samples))[::step]


def check_forward(args, op, name, workdir, failures):
    target, tolerance, integral = OPS[name]
    tally = Tally(name)
    dtypes = [torch.float32, torch.float64] + ([torch.int64] if integral else [])
    for dtype in dtypes:
        if dtype not in op.supported_dtypes("cpu"):
            continue
        for k, sample in spread_samples(op, dtype, args.max_samples):
            tensors = sample_tensors(sample)
            try:
                text = traced_graph(op, sample, tensors)
            except Exception as error:  # noqa: BLE001 - torch rejects the sample itself
                tally.notes.append(f"{dtype} #{k}: torch raises {type(error).__name__}")
                continue
            if text is None or f"aten.{target}." not in text:
                continue
            path = os.path.join(workdir, f"{name}-{DTYPE_NAMES[dtype]}-{k}.fx")
            compare(args.binary, path, text, tolerance, tally, failures,
                    f"{name} {dtype} #{k}", args.verbose)
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
            tally.notes.append("rank > 16: beyond the graph format")
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
            tally.errors += 1
    return tally


def check_backward(args, op, name, workdir, failures):
    target, tolerance = BACKWARD[name]
    tally = Tally(f"{name} -> {target}")
    for dtype in (torch.float32, torch.float64):
        if dtype not in op.supported_dtypes("cpu"):
            continue
        for k, sample in spread_samples(op, dtype, args.max_samples):
            try:
                text, _ = backward_graph(op, sample, sample_tensors(sample))
            except Exception as error:  # noqa: BLE001 - torch rejects the sample itself
                tally.notes.append(f"{dtype} #{k}: torch raises {type(error).__name__}")
                continue
            if text is None or f"aten.{target}." not in text:
                continue
            path = os.path.join(workdir, f"{name}-backward-{DTYPE_NAMES[dtype]}-{k}.fx")
            compare(args.binary, path, text, tolerance, tally, failures,
                    f"{name} backward {dtype} #{k}", args.verbose)
    return tally


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--ops", default="")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--max-samples", type=int, default=12,
                        help="samples per OpInfo and dtype, spread evenly over its list")
    args = parser.parse_args()
    db = op_db()
    chosen = args.ops.split(",") if args.ops else None
    rows, failures = [], []
    workdir = tempfile.mkdtemp(prefix="nn-ops-")
    for table, check in ((OPS, check_forward), (BACKWARD, check_backward)):
        for name in table:
            if chosen and name not in chosen:
                continue
            op = db.get(name)
            if op is None:
                rows.append((name, 0, 0, 0, 0, 0.0, "no such OpInfo"))
                continue
            rows.append(check(args, op, name, workdir, failures).row())
    width = max(len(r[0]) for r in rows)
    print(f"{'OpInfo':<{width}}  traced  meta  values  errors  largest  notes")
    for name, traced, meta, values, errors, largest, note in rows:
        print(f"{name:<{width}}  {traced:>6}  {meta:>4}  {values:>6}  {errors:>6}  "
              f"{largest:>7.1e}  {note}")
    totals = [sum(r[i] for r in rows) for i in range(1, 5)]
    print(f"{'total':<{width}}  {totals[0]:>6}  {totals[1]:>4}  {totals[2]:>6}  {totals[3]:>6}")
    for line in failures:
        print("FAIL " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
