#!/usr/bin/python3
"""torch's own OpInfo samples of the nn / indexing ops, through reinplace and torch eager.

For every sample of the OpInfo entries below (op_db of torch.testing._internal; the vector
norms among them), in CPU float32,
float64 and one integer dtype where the op takes it:
  1. the sample's call is traced with make_fx into aten ops;
  2. the trace becomes a graph file: data tensors are parameters annotated with the sample's
     layout (sizes, strides, storage offset); index tensors (integer tensors the schema names
     `index` or `indices`, repeat_interleave's `repeats`) are built in the graph from the sample's own values (full, cat and
     as_strided over a copy of their storage), since seeded random values would not be valid
     indices;
  3. `reinplace run --format=json --with-inputs` runs it on seeded inputs; torch rebuilds exactly
     those inputs and runs the same graph in eager mode;
  4. every output must have torch's dtype, sizes, strides and storage offset, and bitwise equal
     values (NaN equal to NaN; OPS gives the few ops allowed an ulp tolerance and why). Results
     of ops that leave memory uninitialized (empty, empty_like, new_empty) compare meta only.

Then the error cases: every tests/core/fx/parser/malformed/nn_*.fx holds one call reinplace
rejects with the message its `# expect:` line gives; torch must raise exactly that message for
the same call.

A sample torch rejects on the seeded inputs must be rejected by reinplace too. Samples whose
trace holds something a graph file cannot (a non-aten call, a tensor constant), an op without
a kernel (embedding's max_norm runs embedding_renorm_) or index.Tensor with a bool mask (whose
result's size only the mask's values give) are counted as skipped. Prints a table per OpInfo entry; exit status 1 on any difference.

usage: opinfo_nn_index_vs_torch.py REINPLACE [--out DIR] [--only NAME...]
"""
import math
import os
import subprocess
import sys
import json

import torch  # noqa: E402
from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
from make_expected_values import inputs_of, output_json, differences, NAMES  # noqa: E402
sys.path.insert(0, HERE)
from run_rewrites_in_torch import forward_of, outputs_of  # noqa: E402
from torch_test_databases import op_db as load_op_db  # noqa: E402
import opinfo_comparison  # noqa: E402

# OpInfo entry -> tolerance in ulps (0: bitwise).
OPS = {
    "reshape": 0, "bmm": 0, "baddbmm": 0, "matmul": 0, "nn.functional.linear": 0,
    "stack": 0, "repeat": 0, "flip": 0, "roll": 0, "triu": 0, "tril": 0,
    "nn.functional.pad.constant": 0,
    "empty": 0, "empty_like": 0, "new_empty": 0, "new_zeros": 0, "new_ones": 0, "new_full": 0,
    "full_like": 0,
    "nn.functional.embedding": 0, "index_select": 0, "gather": 0, "scatter": 0,
    "scatter_add": 0, "index_add": 0, "index_copy": 0, "index_fill": 0,
    "scatter_reduce.sum": 0, "scatter_reduce.prod": 0, "scatter_reduce.mean": 0,
    "scatter_reduce.amax": 0, "scatter_reduce.amin": 0,
    "__getitem__": 0, "nn.functional.interpolate.nearest": 0,
    "nn.functional.interpolate.bilinear": 0, "nn.functional.upsample_nearest": 0,
    "nn.functional.upsample_bilinear": 0,
    "addmv": 0, "addr": 0, "addbmm": 0, "renorm": 0, "index_reduce": 0, "masked_scatter": 0,
    "put": 0, "repeat_interleave": 0, "sort": 0, "argsort": 0, "topk": 0, "kthvalue": 0,
    "norm": 0, "norm.fro": 0, "norm.inf": 0, "linalg.vector_norm": 0,
}
DTYPES = [torch.float32, torch.float64, torch.int64]
# What reinplace says of index.Tensor with a mask (core/meta/advanced_indexing.h).
DATA_DEPENDENT = "the result's size depends on the mask's values"
UNINITIALIZED = {"empty", "empty_like", "new_empty", "empty_strided"}


def entry_name(op):
    return op.name + ("." + op.variant_test_name if op.variant_test_name else "")


def meta_text(t):
    sizes = ", ".join(str(s) for s in t.shape)
    strides = ", ".join(str(s) for s in t.stride())
    text = f"{NAMES[t.dtype]}[{sizes}][{strides}]"
    return text + (f"@{t.storage_offset()}" if t.storage_offset() else "")


def literal(value):
    if isinstance(value, torch.fx.Node):
        return value.name
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, bool) or value is None:
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "inf" if value == math.inf else "-inf" if value == -math.inf else \
            "nan" if math.isnan(value) else repr(value)
    if isinstance(value, torch.dtype):
        return str(value)
    if isinstance(value, torch.memory_format):
        return str(value)
    if isinstance(value, torch.layout):
        return str(value)
    if isinstance(value, torch.device):
        return f"device(type='{value.type}')"
    if isinstance(value, str):
        return repr(value)
    raise ValueError(f"cannot write {value!r}")


class Untranslatable(Exception):
    pass


def index_placeholders(graph, index_arguments=("index", "indices", "repeats")):
    """Placeholders some aten call reads as one of `index_arguments` (`index`, `indices`, and
    repeat_interleave's `repeats`, whose values give its result's size)."""
    names = set()
    for node in graph.nodes:
        if node.op != "call_function" or not hasattr(node.target, "_schema"):
            continue
        arguments = node.target._schema.arguments
        # index.Tensor's `indices` is a list of tensors (and None).
        def add(arg):
            for item in (arg if isinstance(arg, (list, tuple)) else [arg]):
                if isinstance(item, torch.fx.Node):
                    names.add(item.name)
        for position, arg in enumerate(node.args):
            if position < len(arguments) and arguments[position].name in index_arguments:
                add(arg)
        for key, arg in node.kwargs.items():
            if key in index_arguments:
                add(arg)
    return names


def build_index(name, t):
    """Statements making `t` (an integer tensor) in the graph, storage and layout included."""
    extent = t.storage_offset() + 1 + sum((s - 1) * st for s, st in zip(t.shape, t.stride())) \
        if t.numel() else 0
    dtype = str(t.dtype)
    if extent == 0:
        return [f"    {name}_base = torch.ops.aten.full.default([1], 0, dtype = {dtype})",
                f"    {name} = torch.ops.aten.as_strided.default({name}_base, {list(t.shape)}, "
                f"{list(t.stride())}, 0)"]
    flat = t.as_strided((extent,), (1,), 0).tolist()
    lines = [f"    {name}_{k} = torch.ops.aten.full.default([1], {v}, dtype = {dtype})"
             for k, v in enumerate(flat)]
    parts = ", ".join(f"{name}_{k}" for k in range(len(flat)))
    lines.append(f"    {name}_base = torch.ops.aten.cat.default([{parts}])")
    lines.append(f"    {name} = torch.ops.aten.as_strided.default({name}_base, {list(t.shape)}, "
                 f"{list(t.stride())}, {t.storage_offset()})")
    return lines


def graph_text(gm, tensors, index_arguments=("index", "indices", "repeats")):
    """The traced graph as a graph file, and whether an output is uninitialized memory. Integer
    placeholders read as one of `index_arguments` (every integer placeholder when it is None) are
    built from the sample's own values."""
    indices = index_placeholders(gm.graph, index_arguments) if index_arguments is not None else \
        {n.name for n in gm.graph.nodes if n.op == "placeholder"}
    params, body, uninitialized = [], [], set()
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    for node, t in zip(placeholders, tensors):
        if node.name in indices and not t.dtype.is_floating_point:
            body += build_index(node.name, t)
        else:
            params.append(f'{node.name}: "{meta_text(t)}"')
    outputs = []
    for node in gm.graph.nodes:
        if node.op == "call_function":
            if node.target is __import__("operator").getitem:
                body.append(f"    {node.name} = {node.args[0].name}[{node.args[1]}]")
                continue
            if not isinstance(node.target, torch._ops.OpOverload) or \
                    node.target.namespace != "aten":
                raise Untranslatable(f"{node.target}")
            packet = node.target.overloadpacket.__name__
            call = ", ".join([literal(a) for a in node.args] +
                             [f"{k} = {literal(v)}" for k, v in node.kwargs.items()])
            body.append(f"    {node.name} = torch.ops.aten.{packet}.{node.target._overloadname}"
                        f"({call})")
            if packet in UNINITIALIZED:
                uninitialized.add(node.name)
        elif node.op == "get_attr":
            raise Untranslatable("a tensor constant")
        elif node.op == "output":
            result = node.args[0]
            outputs = list(result) if isinstance(result, (list, tuple)) else [result]
    if not outputs or not all(isinstance(o, torch.fx.Node) for o in outputs):
        raise Untranslatable("no tensor output")
    text = ("def forward(self, " + ", ".join(params) + "):\n" + "\n".join(body) +
            "\n    return (" + ", ".join(o.name for o in outputs) + ",)\n")
    return text, [o.name in uninitialized for o in outputs]


def leaves(value, found):
    if isinstance(value, torch.Tensor):
        found.append(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            leaves(item, found)
    elif isinstance(value, dict):
        for item in value.values():
            leaves(item, found)
    return found


def rebuild(value, tensors):
    if isinstance(value, torch.Tensor):
        return tensors.pop(0)
    if isinstance(value, list):
        return [rebuild(v, tensors) for v in value]
    if isinstance(value, tuple):
        return tuple(rebuild(v, tensors) for v in value)
    if isinstance(value, dict):
        return {k: rebuild(v, tensors) for k, v in value.items()}
    return value


def trace(op, sample):
    structure = (sample.input, sample.args, sample.kwargs)
    tensors = leaves(structure, [])

    def call(*flat):
        inp, args, kwargs = rebuild(structure, list(flat))
        return op.op(inp, *args, **kwargs)

    return make_fx(call)(*tensors), tensors


def run_reinplace(binary, path):
    proc = subprocess.run([binary, "run", path, "--seed=0", "--format=json", "--with-inputs"],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, (proc.stdout + proc.stderr).strip()
    return json.loads(proc.stdout), None


def compare_sample(binary, text, uninitialized, tolerance, directory, label):
    path = os.path.join(directory, label + ".fx")
    with open(path, "w") as f:
        f.write(text)
    ours, failure = run_reinplace(binary, path)
    forward, params = forward_of(text)
    if failure is not None:
        # A bool / byte mask sizes index.Tensor's result by its values: no meta rule can say.
        if DATA_DEPENDENT in failure:
            return "skipped", None
        # torch must reject it too, on inputs of the same layout.
        generator = torch.Generator().manual_seed(0)
        from run_rewrites_in_torch import make_inputs
        try:
            outputs_of(forward, make_inputs([meta for _, meta in params], generator))
        except Exception as error:  # noqa: BLE001
            return "rejected", f"both reject: ours {failure.splitlines()[-1]!r}, torch {error}"
        return "difference", f"reinplace fails, torch runs: {failure}"
    if any(o.get("uninterpreted") or o.get("random") for o in ours["outputs"]):
        # an op without a kernel (embedding_renorm_ for max_norm, ...), or seeded random draws
        return "skipped", None
    inputs = inputs_of(ours["inputs"])
    try:
        theirs = [output_json(t) for t in outputs_of(forward, inputs)]
    except Exception as error:  # noqa: BLE001
        return "difference", f"torch raises, reinplace runs: {error}"
    outputs = ours["outputs"]
    if len(theirs) != len(outputs):
        return "difference", "a different number of outputs"
    meta_only = False
    for k, (a, b) in enumerate(zip(outputs, theirs)):
        for key in ("dtype", "sizes", "strides", "storage_offset"):
            if a[key] != b[key]:
                return "difference", f"output {k} {key}: ours {a[key]}, torch {b[key]}"
        if uninitialized[k]:
            meta_only = True
            continue
        problems = differences([dict(a, values=a["values"])], [b], tolerance)
        if problems:
            return "difference", f"output {k}: {problems[0]}"
    return ("meta only" if meta_only else "compared"), None


def check_error_files(binary):
    """(files checked, problems) for the malformed nn_*.fx files: torch raises their message."""
    from run_rewrites_in_torch import make_inputs
    directory = os.path.join(HERE, "..", "tests", "core", "fx", "parser", "malformed")
    problems, checked = [], 0
    for name in sorted(os.listdir(directory)):
        if not (name.startswith("nn_") and name.endswith(".fx")):
            continue
        path = os.path.join(directory, name)
        text = open(path).read()
        expect = text.split("\n")[0].split(": ", 2)[2]  # "# expect: 3:5: OP: MESSAGE"
        message = expect.split(": ", 1)[1]
        ours = subprocess.run([binary, "meta", path], capture_output=True, text=True).stderr
        if message not in ours:
            problems.append(f"{name}: reinplace says {ours.strip()!r}")
        forward, params = forward_of(text)
        generator = torch.Generator().manual_seed(0)
        try:
            outputs_of(forward, make_inputs([meta for _, meta in params], generator))
            problems.append(f"{name}: torch runs the call")
        except Exception as error:  # noqa: BLE001
            theirs = str(error).split("\n")[0]
            if theirs != message:
                problems.append(f"{name}: torch says {theirs!r}, the file expects {message!r}")
        checked += 1
    return checked, problems


def judge_sample(args, directory, name, op, dtype, index, sample, traced):
    label = f"{name.replace('.', '_')}_{NAMES[dtype]}_{index}"
    try:
        gm, tensors = trace(op, sample)
        traced.update(n.target.overloadpacket.__name__ for n in gm.graph.nodes
                      if isinstance(n.target, torch._ops.OpOverload))
        text, uninitialized = graph_text(gm, tensors)
    except Untranslatable:
        return [("skipped", None, label)]
    except Exception:  # noqa: BLE001 - torch rejects the sample itself
        return [("skipped", None, label)]
    kind, detail = compare_sample(args.binary, text, uninitialized, OPS[name], directory, label)
    return [(kind, detail, label)]


def main():
    args, directory = opinfo_comparison.parse_arguments(__doc__, "opinfo-")
    entries = {entry_name(op): op for op in load_op_db() if entry_name(op) in OPS}

    def row(name, op, dtypes, counts, traced):
        if op is None:
            return (name, "-", 0, 0, 0, 0, 0, "-", "no OpInfo entry in torch 1.13")
        return (name, "/".join(NAMES[d] for d in dtypes), counts["compared"],
                counts["meta only"], counts["rejected"], counts["skipped"],
                counts["difference"], f"{OPS[name]} ulp", ", ".join(sorted(traced)))

    rows, failures = opinfo_comparison.compare_entries(
        args, OPS, entries.get, lambda name, op: [d for d in DTYPES if d in op.supported_dtypes("cpu")],
        lambda op, dtype: op.sample_inputs("cpu", dtype, requires_grad=False),
        lambda *sample: judge_sample(args, directory, *sample),
        ("compared", "meta only", "rejected", "skipped", "difference"), row)
    if not args.only:
        checked, problems = check_error_files(args.binary)
        print(f"{checked} error files (tests/core/fx/parser/malformed/nn_*.fx): torch raises "
              f"the expected message for {checked - len(problems)}")
        failures += problems
    header = ("OpInfo entry", "dtypes", "compared", "meta only", "both reject", "skipped",
              "differences", "tolerance", "aten ops traced")
    return opinfo_comparison.report(header, rows, failures, lambda r: r[2] + r[3])


if __name__ == "__main__":
    sys.exit(main())
