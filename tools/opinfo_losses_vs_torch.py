#!/usr/bin/python3
"""torch's own OpInfo samples of the losses, bitwise_not and bilinear, through reinplace and torch.

For every CPU sample of the OpInfo entries below, in each dtype of DTYPES the entry supports
(at most MAX_SAMPLES per entry and dtype, spread over the list):
  1. the sample's call is traced with make_fx into aten ops (nll_loss_forward, nll_loss2d_forward,
     mse_loss, binary_cross_entropy_with_logits, _trilinear, bitwise_not, and the ops around
     them), and so is its backward where the entry's backward is one of the loss backward ops
     (nll_loss_backward, nll_loss2d_backward, mse_loss_backward): torch.autograd.grad of the
     loss with respect to the input, for a seeded grad_output;
  2. the trace becomes a graph file (opinfo_nn_index_vs_torch.graph_text): data tensors are
     parameters with the sample's layout; class targets (the integer inputs of the nll_loss and
     cross_entropy entries) are built in the graph from the sample's own values, since seeded
     values would not be valid class indices;
  3. `reinplace run --format=json --with-inputs` runs it on seeded inputs, torch rebuilds those
     inputs and runs the same graph in eager mode;
  4. every output must have torch's dtype, sizes, strides and storage offset, and values within
     the entry's tolerance (TOLERANCES: bitwise, or relative for the ops whose exp / log / BLAS
     sums torch computes otherwise). A sample reinplace rejects must be rejected by torch too.
Samples whose trace holds something a graph file cannot (a tensor constant, a non-aten call, an
op without a meta rule) are counted as skipped. Prints a table per entry; exit status 1 on any difference.

usage: opinfo_losses_vs_torch.py REINPLACE [--out DIR] [--only NAME...]
"""
import json
import os
import subprocess
import sys

import torch
from torch.fx.experimental.proxy_tensor import make_fx

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
from make_expected_values import inputs_of, output_json, differences, NAMES  # noqa: E402
sys.path.insert(0, HERE)
from run_rewrites_in_torch import forward_of, outputs_of, make_inputs  # noqa: E402
from opinfo_nn_index_vs_torch import (  # noqa: E402
    Untranslatable, entry_name, graph_text, leaves, rebuild)
from torch_test_databases import op_db as load_op_db  # noqa: E402
import opinfo_comparison  # noqa: E402

# OpInfo entry -> (ulps, relative tolerance, why); (0, 0): bitwise.
TOLERANCES = {
    "nn.functional.nll_loss": (0, 0, "bitwise"),
    "nn.functional.cross_entropy":
        (3, 0, "3 ulps: _log_softmax and its backward (Sleef inside a reduction)"),
    "nn.functional.mse_loss": (0, 0, "bitwise"),
    "nn.functional.binary_cross_entropy_with_logits":
        (0, 5e-7, "5e-7 relative: exp / log, libm against torch's Sleef"),
    "bitwise_not": (0, 0, "bitwise"),
    "nn.functional.bilinear":
        (0, 1e-6, "1e-6 relative: bmm past 400 multiply-adds, torch's BLAS blocks the sums"),
}
# Dtypes left out of an entry, and why.
LEFT_OUT = {
    # The oracle's bf16 _log_softmax is not torch's (up to 0.005 apart near 0), which the
    # nll_loss after it carries on; nll_loss's own bf16 samples run in its entry.
    "nn.functional.cross_entropy": {torch.bfloat16},
}
DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32,
          torch.uint8, torch.bool]
MAX_SAMPLES = 16
BACKWARD_OPS = {"nll_loss_backward", "nll_loss2d_backward", "mse_loss_backward"}
# Entries whose integer inputs are all class targets, which may reach the loss through views.
TARGETS_ONLY = {"nn.functional.nll_loss", "nn.functional.cross_entropy"}


def forward_call(op, sample):
    structure = (sample.input, sample.args, sample.kwargs)

    def call(*flat):
        inp, args, kwargs = rebuild(structure, list(flat))
        return op.op(inp, *args, **kwargs)

    return call, leaves(structure, [])


def trace_forward(op, sample):
    call, tensors = forward_call(op, sample)
    return make_fx(call)(*tensors), tensors


def trace_backward(op, sample):
    """The loss's gradient with respect to the input, for a seeded grad_output; None when the
    trace holds none of the loss backward ops."""
    if not sample.input.dtype.is_floating_point:
        return None
    call, tensors = forward_call(op, sample)
    generator = torch.Generator().manual_seed(0)
    with torch.enable_grad():
        probe = [t.detach().clone().requires_grad_(k == 0) for k, t in enumerate(tensors)]
        shape = call(*probe).shape
    grad = torch.randn(shape, generator=generator, dtype=tensors[0].dtype)

    def gradient(grad_output, *flat):
        inputs = [t.detach().requires_grad_(k == 0) for k, t in enumerate(flat)]
        with torch.enable_grad():
            return torch.autograd.grad(call(*inputs), inputs[0], grad_output)[0]

    gm = make_fx(gradient)(grad, *tensors)
    # Autograd's detach calls stand between the placeholders and the ops reading them (a class
    # target would no longer be recognised as one); they and the unused size checks go.
    for node in list(gm.graph.nodes):
        if node.op == "call_function" and node.target is torch.ops.aten.detach.default:
            node.replace_all_uses_with(node.args[0])
            gm.graph.erase_node(node)
    gm.graph.eliminate_dead_code()
    traced = {n.target.overloadpacket.__name__ for n in gm.graph.nodes
              if isinstance(n.target, torch._ops.OpOverload)}
    if not traced & BACKWARD_OPS:
        return None
    return gm, [grad] + tensors


def samples_of(op, dtype):
    samples = list(op.sample_inputs("cpu", dtype, requires_grad=False))
    if len(samples) <= MAX_SAMPLES:
        return samples
    step = len(samples) / MAX_SAMPLES
    return [samples[int(k * step)] for k in range(MAX_SAMPLES)]


def compare(binary, text, ulps, relative, path):
    with open(path, "w") as f:
        f.write(text)
    run = subprocess.run([binary, "run", path, "--seed=0", "--format=json", "--with-inputs"],
                         capture_output=True, text=True)
    forward, params = forward_of(text)
    if run.returncode != 0 and "has no meta rule" in run.stderr:
        return "skipped", None  # an op outside these families (sum.default, ...)
    if run.returncode != 0:
        generator = torch.Generator().manual_seed(0)
        try:
            outputs_of(forward, make_inputs([meta for _, meta in params], generator))
        except Exception:  # noqa: BLE001 - both reject the call
            return "rejected", None
        return "difference", "reinplace fails, torch runs: " + (run.stdout + run.stderr)[:300]
    ours = json.loads(run.stdout)
    if any(o.get("uninterpreted") or o.get("random") for o in ours["outputs"]):
        return "skipped", None
    inputs = inputs_of(ours["inputs"])
    try:
        theirs = [output_json(t) for t in outputs_of(forward, inputs)]
    except Exception as error:  # noqa: BLE001
        return "difference", f"torch raises, reinplace runs: {error}"
    problems = differences(ours["outputs"], theirs, ulps, relative=relative)
    if problems:
        return "difference", problems[0]
    return "compared", None


def judge_sample(args, directory, name, op, dtype, index, sample, traced):
    ulps, relative, _ = TOLERANCES[name]
    verdicts = []
    for direction, tracer in (("forward", trace_forward), ("backward", trace_backward)):
        label = f"{name.replace('.', '_')}_{NAMES[dtype]}_{index}_{direction}"
        try:
            result = tracer(op, sample)
            if result is None:
                continue
            gm, tensors = result
            traced.update(node.target.overloadpacket.__name__ for node in gm.graph.nodes
                          if isinstance(node.target, torch._ops.OpOverload))
            text, _ = graph_text(gm, tensors, None if name in TARGETS_ONLY else ("target",))
        except Untranslatable:
            verdicts.append(("skipped", None, label))
            continue
        except Exception:  # noqa: BLE001 - torch rejects the sample itself
            verdicts.append(("skipped", None, label))
            continue
        kind, detail = compare(args.binary, text, ulps, relative,
                               os.path.join(directory, label + ".fx"))
        if kind == "compared" and direction == "backward":
            kind = "backward"
        verdicts.append((kind, detail, label))
    return verdicts


def main():
    args, directory = opinfo_comparison.parse_arguments(__doc__, "opinfo-losses-")
    entries = {entry_name(op): op for op in load_op_db() if entry_name(op) in TOLERANCES}

    def dtypes_of(name, op):
        return [d for d in DTYPES if d in op.supported_dtypes("cpu") and
                d not in LEFT_OUT.get(name, ())]

    def row(name, op, dtypes, counts, traced):
        return (name, "/".join(NAMES[d] for d in dtypes), counts["compared"], counts["backward"],
                counts["rejected"], counts["skipped"], counts["difference"], TOLERANCES[name][2],
                ", ".join(sorted(traced)))

    rows, failures = opinfo_comparison.compare_entries(
        args, TOLERANCES, entries.get, dtypes_of, samples_of,
        lambda *sample: judge_sample(args, directory, *sample),
        ("compared", "backward", "rejected", "skipped", "difference"), row)
    header = ("OpInfo entry", "dtypes", "forward compared", "backward compared", "both reject",
              "skipped", "differences", "tolerance", "aten ops traced")
    return opinfo_comparison.report(header, rows, failures, lambda r: r[2] + r[3])


if __name__ == "__main__":
    sys.exit(main())
