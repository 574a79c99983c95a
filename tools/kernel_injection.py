"""A graph run in torch with the results of some ops taken from the oracle.

Some reference kernels agree with torch only within a tolerance (docs/oracle.md): the norms,
whose statistics torch sums in other orders (vectorized Welford, blocked loops), and the math
torch computes with Sleef, VML or oneDNN (exp, erf, gelu, silu, softmax, ...). In a generated
graph such a difference reaches every later op, where cancellations, comparisons, signs or a
division by a small variance can make it large. To tell it apart from a real disagreement, the
oracle's results of those ops, and the running stats native_batch_norm writes, are put into a
torch run in place of torch's own: if torch then computes every output bitwise as the oracle
does, the difference came from those kernels alone. Each result put in is first compared with
what torch's own op computes from the same arguments, and must lie within `bound` of it (NaN
where torch has NaN, the same infinities), so a kernel that is simply wrong is not explained
away. For the norms the bound grows with rstd * |weight|, which multiplies the rounding of the
mean (a group of one element: 1 / sqrt(eps)); and where a norm's input holds inf, NaN or values
whose squares overflow, elements that are not finite on one side are not compared (torch's
blocked statistics and the oracle's two-pass ones treat them differently; docs/oracle.md).

Used by generated_vs_torch.py (class tolerant-kernels).
"""
import ast
import json
import math
import os
import re
import subprocess
import sys
import tempfile

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests",
                                "oracle"))
from make_expected_values import differences, inputs_of, output_json, tensor_of  # noqa: E402
from run_rewrites_in_torch import forward_of, outputs_of  # noqa: E402

# Ops whose kernels agree with torch within a tolerance, by packet name; the norms return three
# tensors, the rest one.
MULTI_OUTPUT = {"native_batch_norm", "native_layer_norm", "native_group_norm"}
TOLERANT = MULTI_OUTPUT | {
    "exp", "log", "sin", "cos", "tanh", "sigmoid", "pow", "erf", "log1p", "expm1", "elu",
    "softplus", "silu", "mish", "gelu", "_softmax", "_log_softmax", "gelu_backward",
    "silu_backward", "sigmoid_backward", "tanh_backward", "_softmax_backward_data",
    "_log_softmax_backward_data", "celu", "selu", "float_power", "ldexp", "igamma", "igammac",
    "polygamma", "mvlgamma",
}
CALL_RE = re.compile(r"^(\s+)(\w+) = torch\.ops\.aten\.(\w+)\.(\w+)\((.*)\)$")
HINT_RE = re.compile(r";  [\w =]+ = None$")


def bound(value, dtype, gain):
    """How far an injected value may be from torch's own: 1e-4 * max(1, |v|) times the gain of
    the op (below), or 4 ulps."""
    ulp = torch.finfo(dtype).eps * max(abs(value), torch.finfo(dtype).tiny)
    return max(1e-4 * max(1.0, abs(value)) * gain, 4 * ulp)


def norm_gain(call, args, theirs):
    """A norm computes (x - mean) * rstd * weight + bias: rounding in the mean grows by
    rstd * |weight|, up to 1 / sqrt(eps) (316 for eps = 1e-5) where a group's variance is 0."""
    if call.packet not in MULTI_OUTPUT:
        return 1.0
    if call.packet == "native_batch_norm" and not call.training_stats and args[5] is False:
        rstd = 1 / torch.sqrt(args[4].double() + args[7])  # evaluation mode: the running var
    else:
        rstd = theirs[2].double()
    weight = args[1] if call.packet != "native_layer_norm" else args[2]
    scale = rstd.abs().max().item() if rstd.numel() else 1.0
    if isinstance(weight, torch.Tensor) and weight.numel():
        scale *= max(1.0, weight.double().abs().max().item())
    return max(1.0, scale) if math.isfinite(scale) else 1.0


def special_statistics(call, args):
    """Whether a norm's input holds inf, NaN, or values whose squares overflow its dtype: torch's
    blocked statistics then give NaN where the oracle's two-pass ones may not, or the other way
    round (docs/oracle.md, Known differences)."""
    if call.packet not in MULTI_OUTPUT or not isinstance(args[0], torch.Tensor):
        return False
    x = args[0]
    if not x.is_floating_point() or x.numel() == 0:
        return False
    if not torch.isfinite(x).all():
        return True
    return x.double().abs().max().item() ** 2 > torch.finfo(x.dtype).max


def within_bound(ours, theirs, dtype, gain=1.0, special=False):
    """Lines saying where the oracle's values of one tensor are beyond BOUND of torch's. With
    `special`, an element that is not finite on either side is not compared."""
    wrong = []
    for i, (a, b) in enumerate(zip(ours, theirs)):
        a, b = float(a), float(b)
        if special and not (math.isfinite(a) and math.isfinite(b)):
            continue
        if math.isnan(a) or math.isnan(b):
            ok = math.isnan(a) and math.isnan(b)
        elif math.isinf(a) or math.isinf(b):
            ok = a == b
        else:
            ok = abs(a - b) <= bound(b, dtype, gain)
        if not ok:
            wrong.append(f"[{i}] oracle {a!r}, torch {b!r}")
    return wrong


class Call:
    """One call of a tolerant op in the graph text."""

    def __init__(self, index, line, match):
        self.index = index  # line number in the body
        self.indent, self.name, self.packet, self.overload, self.args_text = match.groups()
        call = ast.parse(f"f({self.args_text})", mode="eval").body
        self.args = call.args
        self.training_stats = []  # names of the running stats batch norm writes
        if self.packet == "native_batch_norm":
            training = call.args[5]
            if isinstance(training, ast.Constant) and training.value is True:
                self.training_stats = [a.id for a in call.args[3:5] if isinstance(a, ast.Name)]

    def probes(self, k):
        """Names and lines that return what this call computed (and wrote) to the oracle."""
        names, lines = [], []
        if self.packet in MULTI_OUTPUT:
            for j in range(3):
                names.append(f"probe_{k}_{j}")
                lines.append(f"{self.indent}probe_{k}_{j} = {self.name}[{j}]")
        else:
            names.append(self.name)
        for j, stat in enumerate(self.training_stats):
            names.append(f"probe_{k}_stat{j}")
            lines.append(f"{self.indent}probe_{k}_stat{j} = torch.ops.aten.clone.default({stat})")
        return names, lines


def body_lines(text):
    """The forward's lines, deletion hints dropped, and the calls of tolerant ops."""
    lines = [HINT_RE.sub("", line) for line in text.split("\n")]
    calls = []
    for index, line in enumerate(lines):
        match = CALL_RE.match(line)
        if match and match.group(3) in TOLERANT:
            calls.append(Call(index, line, match))
    return lines, calls


def probe_text(lines, calls):
    """The graph returning, after its own outputs, every tolerant call's results."""
    extra = {}
    names = []
    for k, call in enumerate(calls):
        call_names, call_lines = call.probes(k)
        extra[call.index] = call_lines
        names.append(call_names)
    out = []
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("return "):
            returned = ast.parse(stripped[len("return "):], mode="eval").body
            items = [ast.unparse(e) for e in returned.elts] if isinstance(
                returned, ast.Tuple) else [ast.unparse(returned)]
            flat = [n for group in names for n in group]
            out.append(line[:len(line) - len(stripped)] + "return (" + ", ".join(items + flat) +
                       ",)")
            continue
        out.append(line)
        out.extend(extra.get(index, []))
    return "\n".join(out), len(items)


def tensor_from(obj):
    """A tensor with the oracle's layout and values (an output of `reinplace run`)."""
    values = tensor_of(obj["dtype"], obj["values"]).reshape(obj["sizes"])
    result = torch.empty_strided(obj["sizes"], obj["strides"], dtype=values.dtype)
    return result.copy_(values)


def injected_forward(lines, calls, probes, problems):
    """The graph's forward, each tolerant call replaced by the oracle's results of it."""
    models = {}
    text_lines = list(lines)
    for k, call in enumerate(calls):
        results = probes[k]
        target = getattr(getattr(torch.ops.aten, call.packet), call.overload)

        def model(*args, _k=k, _call=call, _results=results, _target=target, **kwargs):
            clones = [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
            theirs = _target(*clones, **kwargs)
            theirs = list(theirs) if isinstance(theirs, tuple) else [theirs]
            if _call.training_stats:
                theirs += [clones[3 + j] for j, a in enumerate(args[3:5]) if a is not None]
            gain = norm_gain(_call, args, theirs)
            special = special_statistics(_call, args)
            for j, (ours, torchs) in enumerate(zip(_results, theirs)):
                far = within_bound(ours["values"], output_json(torchs)["values"],
                                   torchs.dtype if torchs.is_floating_point() else torch.float64,
                                   gain, special)
                if far:
                    problems.append(f"{_call.name} result {j}: " + "; ".join(far[:2]))
            tensors = [tensor_from(obj) for obj in _results]
            if _call.packet in MULTI_OUTPUT:
                outputs, stats = tuple(tensors[:3]), tensors[3:]
            else:
                outputs, stats = tensors[0], []
            written = [a for a in args[3:5] if a is not None] if _call.training_stats else []
            for stat, value in zip(written, stats):
                stat.copy_(value)
            return outputs

        models[f"_inject_{k}"] = model
        line = text_lines[call.index]
        text_lines[call.index] = line.replace(
            f"torch.ops.aten.{call.packet}.{call.overload}(", f"_inject_{k}(", 1)
    forward, _ = forward_of("\n".join(text_lines))
    forward.__globals__.update(models)
    return forward


def agrees_with_oracle_results(binary, text, seed, special, oracle_outputs):
    """None when torch, given the oracle's results of the tolerant ops, computes the oracle's
    outputs bitwise; else what still differs. The second value names the ops put in."""
    lines, calls = body_lines(text)
    if not calls:
        return "no op of a tolerant kernel", []
    probe, outputs = probe_text(lines, calls)
    with tempfile.NamedTemporaryFile("w", suffix=".fx", delete=False) as file:
        file.write(probe)
        path = file.name
    try:
        command = [binary, "run", path, f"--seed={seed}", "--format=json", "--with-inputs"]
        run = subprocess.run(command + (["--special-values"] if special else []),
                             capture_output=True, text=True)
    finally:
        os.remove(path)
    if run.returncode != 0:
        return f"the probe graph fails: {(run.stdout + run.stderr).strip()[:200]}", []
    oracle = json.loads(run.stdout)
    returned = oracle["outputs"]
    probes, at = [], outputs
    for call in calls:
        count = (3 if call.packet in MULTI_OUTPUT else 1) + len(call.training_stats)
        probes.append(returned[at:at + count])
        at += count
    problems = []
    forward = injected_forward(lines, calls, probes, problems)
    try:
        modelled = [output_json(t) for t in outputs_of(
            forward, inputs_of(oracle["inputs"]))]
    except Exception as error:  # noqa: BLE001 - the model does not apply
        return f"torch raises with the oracle's results put in: {error}", []
    ops = sorted({call.packet for call in calls})
    if problems:
        return "beyond the bound of torch's own op: " + problems[0], ops
    left = differences(oracle_outputs, modelled, 0)
    return ("; ".join(left[:3]) if left else None), ops
