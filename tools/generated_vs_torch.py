#!/usr/bin/python3
"""Our generated graphs against PyTorch 1.13: the oracle's values and meta, and the pass's decisions.

For each of N graphs from `reinplace gen --seed=S+k --nodes=NODES`:
1. Values and meta. `reinplace run FILE --seed=0 --format=json --with-inputs` (and
   `--seed=1 --special-values`) gives the oracle's exact inputs (whole storages) and outputs. The
   same inputs are rebuilt in torch, the graph (which is Python) runs in torch eager, and every
   returned tensor must have the oracle's dtype, sizes, strides and storage offset, and its
   values bitwise (NaN equal to any NaN, -0.0 not equal to 0.0).
2. Decisions. The graph text is turned into an fx.GraphModule node by node (the file is parsed
   with Python's ast; every statement becomes one call_function node with the file's own name,
   so that what torch prints is comparable with what we print), torch's
   torch.fx.passes.reinplace.reinplace runs on it with the oracle's inputs as sample arguments,
   and its printed code must equal `reinplace opt --policy=pytorch FILE` after the normalization
   of compare_with_torch.py (annotations, comments and blank lines dropped). Equal text means
   every decision agrees; texts that differ only in deletion hints are reported as such. Names FX
   does not allow (builtins: `abs`, `pow`, `slice`, `sum`) get FX's name (`abs_1`) on both sides.
3. Every disagreement is written to OUT as NAME.fx (the graph) and NAME.{values,decisions}.
   {ours,torch}.txt (what each side computed or printed) and classified. A disagreement that
   matches a row of KNOWN is explained and counted by its class; any other is unexplained, and
   then the exit status is 1. A value mismatch is put in a class only when torch, recomputing
   the suspect ops as the oracle does (MODELS), then agrees with the oracle.

usage: tools/generated_vs_torch.py REINPLACE_BINARY [--count N] [--seed S] [--nodes N] [--out DIR]
exit status: 0 no unexplained disagreement, 1 otherwise
"""
import argparse
import ast
import collections
import json
import math
import operator
import os
import re
import subprocess
import sys
import tempfile

import torch
import torch.fx
from torch.fx.passes.reinplace import reinplace

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
from compare_with_torch import normalize  # noqa: E402
from run_rewrites_in_torch import forward_of, outputs_of  # noqa: E402
from make_expected_values import differences, inputs_of, output_json  # noqa: E402
from kernel_injection import agrees_with_oracle_results  # noqa: E402

# Ops whose torch CPU kernels go through Sleef / VML (docs/oracle.md, "Known differences"): the
# oracle's libm results may be 1 ulp away.
ONE_ULP_OPS = ("exp", "log", "sin", "cos", "tanh", "sigmoid", "pow")
ONE_ULP_RE = re.compile(r"torch\.ops\.aten\.(%s)\." % "|".join(ONE_ULP_OPS))
TRIALS = ((0, False), (1, True))

# Known, explained differences: (class, step, pattern, explanation). `step` is "values" or
# "decisions"; `pattern` is a regex searched in "PROBLEM\nGRAPH TEXT" (the problem line first,
# then the graph), or a function of (problem, graph text) for what a regex cannot say.
KNOWN = [
    ("one-ulp-math", "values",
     lambda problem, text: problem.startswith("within 1 ulp") and ONE_ULP_RE.search(text),
     "exp, log, sin, cos, tanh, sigmoid and pow go through Sleef / VML in torch and libm in the "
     "oracle: floats may differ by 1 ulp (docs/oracle.md, Known differences)"),
    ("one-ulp-math-propagated", "values", r"^agrees with torch under model one-ulp-math:",
     "a 1-ulp difference of exp / log / sin / cos / tanh / sigmoid grows through later ops "
     "(cancellation); torch agrees once it computes those ops with libm as the oracle does"),
    ("half-not-implemented-on-cpu", "values|decisions",
     r"^torch raises: .*not implemented for '(Half|BFloat16)'",
     "torch 1.13's CPU has no f16 / bf16 kernel for this op; the format and the oracle accept it "
     "(torch's pass runs the graph on its sample inputs and stops there too)"),
    ("symint-out-of-range", "values|decisions",
     lambda problem, text: "!is_symbolic()" in problem and re.search(
         r"(?<![\w.])-(46116860184273879\d\d|[5-9]\d{18})(?!\d)", text),
     "torch 1.13 reserves int64 values below -2**62 for symbolic sizes and raises on a slice / "
     "slice_scatter bound such as -9223372036854775808, which our format and ATen's slice "
     "semantics accept (it clamps to 0)"),
    ("data-dependent-size-in-torchs-pass", "decisions", r"^torch raises: aten\.repeat_interleave\.Tensor",
     "torch 1.13's pass propagates fake tensors, and repeat_interleave.self_int decomposes into "
     "repeat_interleave.Tensor, whose result's size depends on the repeats' values "
     "(DynamicOutputShapeException); reinplace sizes it from the constant repeats (torch's pass "
     "fails on mvit_v1_b the same way)"),
    ("tolerant-kernels", "values", r"^agrees with torch given the oracle's results of",
     "norms, Sleef / oneDNN math and softmax agree with torch within a tolerance (docs/oracle.md), "
     "and later ops can grow the difference; torch computes every output bitwise as the oracle "
     "does once those ops give the oracle's results, each within 1e-4 * max(1, |v|) (times "
     "rstd * |weight| for norms) or 4 ulps of torch's own, non-finite norm statistics of inputs "
     "with inf, NaN or overflowing squares aside (tools/kernel_injection.py)"),
    ("uninitialized-memory", "values",
     r"\n(.|\n)*torch\.ops\.aten\.((resize_|empty|new_empty|empty_strided|new_empty_strided)\."
     r"|baddbmm\.default\(.*beta = (0|0\.0|False)[,)])",
     "the graph reads memory that resize_ / empty leave uninitialized, or that baddbmm with "
     "beta = 0 multiplies by 0 (docs/nn-index-ops.md); the oracle fills it with a poison "
     "pattern, torch with whatever the allocator had"),
]


class Problem(Exception):
    pass


def graph_module_of(text):
    """An fx.GraphModule with one node per statement of our graph text, named as in the file.

    Returns the module and {our name: FX's name} for the names FX does not allow (builtins such
    as `abs`, `sum`, `slice` become `abs_1`, ...: FX never prints a name that shadows a builtin).
    """
    lines = [line for line in text.split("\n") if not line.startswith("class ")]
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("def forward"))
    indent = len(lines[start]) - len(lines[start].lstrip())
    body = "\n".join(line[indent:] if line.strip() else "" for line in lines[start:])
    function = ast.parse(body).body[0]
    graph = torch.fx.Graph()
    env = {"torch": torch, "device": torch.device, "inf": math.inf, "nan": math.nan,
           "operator": operator}
    renamed = {}

    def value(expression):
        return eval(compile(ast.Expression(body=expression), "<graph>", "eval"), env)

    def define(name, node):
        if node.name != name:
            renamed[name] = node.name
        env[name] = node

    for argument in function.args.args[1:]:
        define(argument.arg, graph.placeholder(argument.arg))
    for statement in function.body:
        if isinstance(statement, ast.Return):
            graph.output(value(statement.value) if statement.value is not None else None)
            continue
        if isinstance(statement, ast.Assign):
            targets, rhs = statement.targets, statement.value
        elif isinstance(statement, ast.AnnAssign):
            targets, rhs = [statement.target], statement.value
        else:
            raise Problem(f"unexpected statement at line {statement.lineno}")
        if isinstance(rhs, ast.Constant) and rhs.value is None:
            continue  # a deletion hint `a = b = None`
        name = targets[0].id
        if isinstance(rhs, ast.Subscript):  # `getitem = split[0]`
            node = graph.create_node("call_function", operator.getitem,
                                     (value(rhs.value), value(rhs.slice)), {}, name=name)
        elif isinstance(rhs, ast.Call):
            target = value(rhs.func)
            args = tuple(value(a) for a in rhs.args)
            kwargs = {k.arg: value(k.value) for k in rhs.keywords}
            node = graph.create_node("call_function", target, args, kwargs, name=name)
        else:
            raise Problem(f"unexpected expression at line {statement.lineno}")
        define(name, node)
    graph.lint()
    return torch.fx.GraphModule(torch.nn.Module(), graph), renamed


def rename(code, renamed):
    """Our printed code with the names FX would not allow replaced by FX's."""
    if not renamed:
        return code
    pattern = re.compile(r"(?<![\w.])(%s)(?![\w.])" % "|".join(map(re.escape, renamed)))
    return pattern.sub(lambda m: renamed[m.group(1)], code)


def code_lines(text):
    return normalize("\n".join(line for line in text.split("\n")
                               if not line.lstrip().startswith("#")).strip("\n"))


def without_hints(line):
    return re.sub(r";  [\w ]+ = None$", "", line)


def run_oracle(binary, path, seed, special):
    command = [binary, "run", path, f"--seed={seed}", "--format=json", "--with-inputs"]
    command += ["--special-values"] if special else []
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        raise Problem(f"oracle fails (exit {run.returncode}): "
                      f"{(run.stdout + run.stderr).strip()[:300]}")
    return json.loads(run.stdout)


def libm_model(name):
    """aten.NAME computed as the oracle does: libm in float (double for f64), then the dtype."""
    op = getattr(torch.ops.aten, name).default

    def model(t, *rest):
        out = op(t, *rest)
        if out.dtype == torch.float64:
            return out
        a = t.to(torch.float32)
        if name == "sigmoid":  # 1 / (1 + expf(-a)), in float
            values = 1 / (1 + torch.exp(-a.double()).float())
        else:
            values = getattr(torch, name)(a.double()).float()
        return out.copy_(values)
    return model


# Models of what the oracle computes differently, by class (see KNOWN): a value mismatch that
# goes away when torch computes these ops as the oracle does is explained by that class.
MODELS = {
    "one-ulp-math": {f"torch.ops.aten.{op}.default(": libm_model(op)
                     for op in ("exp", "log", "sin", "cos", "tanh", "sigmoid")},
}


def forward_with_models(text, names):
    """The graph's forward with the ops of MODELS[name] for name in names replaced by the models."""
    replacements = {}
    for name in names:
        replacements.update(MODELS[name])
    for k, target in enumerate(replacements):
        text = text.replace(target, f"_model_{k}(")
    forward, _ = forward_of(text)
    for k, model in enumerate(replacements.values()):
        forward.__globals__[f"_model_{k}"] = model
    return forward


def compare_values(binary, path, text, record):
    """Step 1: returns (problem or None, the oracle's seed-0 inputs as JSON)."""
    forward, _ = forward_of(text)
    float_math = ONE_ULP_RE.search(text) is not None
    first_inputs = None
    for seed, special in TRIALS:
        trial = f"seed={seed}" + (":special" if special else "")
        oracle = run_oracle(binary, path, seed, special)
        if first_inputs is None:
            first_inputs = oracle["inputs"]
        try:
            outputs = [output_json(t) for t in outputs_of(
                forward, inputs_of(oracle["inputs"]))]
        except Exception as error:  # noqa: BLE001 - torch raising is a class of its own
            return f"torch raises: {trial}: {str(error).strip().splitlines()[0]}", first_inputs
        exact = differences(oracle["outputs"], outputs, 0)
        if not exact:
            continue
        record["values.ours"] = json.dumps(oracle["outputs"])
        record["values.torch"] = json.dumps(outputs)
        loose = differences(oracle["outputs"], outputs, 1) if float_math else exact
        if not loose:
            return f"within 1 ulp: {trial}: {exact[0]}", first_inputs
        # Which known difference explains it: torch computing those ops as the oracle does
        # must then agree (within 1 ulp when libm is involved: glibc is not always correctly
        # rounded).
        for names in (["one-ulp-math"], list(MODELS)):
            try:
                modelled = [output_json(t) for t in outputs_of(
                    forward_with_models(text, names),
                    inputs_of(oracle["inputs"]))]
            except Exception:  # noqa: BLE001 - the model does not apply
                continue
            if not differences(oracle["outputs"], modelled,
                               1 if "one-ulp-math" in names else 0):
                return (f"agrees with torch under model {'+'.join(names)}: {trial}: "
                        f"{loose[0]}"), first_inputs
        left, ops = agrees_with_oracle_results(binary, text, seed, special, oracle["outputs"])
        if left is None:
            return (f"agrees with torch given the oracle's results of {', '.join(ops)}: {trial}: "
                    f"{loose[0]}"), first_inputs
        return (f"values differ: {trial}: " + "; ".join(loose[:3]) +
                (f" (with the oracle's results of {', '.join(ops)} put in: {left})" if ops else "")
                ), first_inputs
    return None, first_inputs


def compare_decisions(binary, path, text, inputs_json, record):
    """Step 2: torch's reinplace against `reinplace opt --policy=pytorch`."""
    ours = subprocess.run([binary, "opt", "--policy=pytorch", path], capture_output=True,
                          text=True)
    record["decisions.ours"] = ours.stdout + ours.stderr
    if ours.returncode != 0:
        return f"reinplace opt fails (exit {ours.returncode}): {ours.stderr.strip()[:300]}"
    gm, renamed = graph_module_of(text)
    if renamed:
        record["renamed"] = " ".join(f"{a}->{b}" for a, b in renamed.items())
    original = code_lines(gm.code)
    if original != code_lines(rename(text, renamed)):
        record["decisions.torch"] = gm.code
        return "the graph does not print back as FX prints it"
    try:
        reinplace(gm, *inputs_of(inputs_json))
    except Exception as error:  # noqa: BLE001 - torch raising is a class of its own
        record["decisions.torch"] = repr(error)
        return f"torch raises: {str(error).strip().splitlines()[0]}"
    theirs = code_lines(gm.code)
    record["decisions.torch"] = "\n".join(theirs) + "\n"
    record["rewrites"] = len([line for line in theirs if without_hints(line) not in
                              {without_hints(o) for o in original}])
    ours_lines = code_lines(rename(ours.stdout, renamed))
    if ours_lines != theirs:
        if [without_hints(line) for line in ours_lines] == [without_hints(line) for line in theirs]:
            return "deletion hints differ (the code is the same)"
        first = next((i for i, (a, b) in enumerate(zip(ours_lines, theirs)) if a != b),
                     min(len(ours_lines), len(theirs)))
        mine = ours_lines[first].strip() if first < len(ours_lines) else "(end)"
        torchs = theirs[first].strip() if first < len(theirs) else "(end)"
        return f"decisions differ: ours {mine!r}, torch {torchs!r}"
    return None


def classify(step, problem, text):
    for name, where, pattern, _ in KNOWN:
        if step not in where.split("|"):
            continue
        subject = problem + "\n" + text
        if callable(pattern) and pattern(problem, text):
            return name
        if not callable(pattern) and re.search(pattern, subject):
            return name
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--nodes", type=int, default=16)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="generated-vs-torch-")
    os.makedirs(out, exist_ok=True)
    known = collections.Counter()
    unexplained = collections.Counter()
    renamed_graphs = decided = rewritten = rewrites = 0
    for k in range(args.count):
        seed = args.seed + k
        gen = subprocess.run([args.binary, "gen", f"--seed={seed}", f"--nodes={args.nodes}"],
                             capture_output=True, text=True, check=True)
        text = gen.stdout
        name = f"gen_seed{seed}_nodes{args.nodes}"
        path = os.path.join(out, name + ".fx")
        with open(path, "w") as file:
            file.write(text)
        found = []
        record = {}
        try:
            problem, inputs = compare_values(args.binary, path, text, record)
        except Problem as error:
            problem, inputs = str(error), None
        if problem:
            found.append(("values", problem))
        if inputs is not None:
            try:
                problem = compare_decisions(args.binary, path, text, inputs, record)
            except Problem as error:
                problem = str(error)
            if problem:
                found.append(("decisions", problem))
            renamed_graphs += bool(record.pop("renamed", None))
            if "rewrites" in record:
                decided += 1
                rewritten += bool(record["rewrites"])
                rewrites += record.pop("rewrites")
        if not found:
            os.remove(path)
            continue
        for key, content in record.items():
            with open(os.path.join(out, f"{name}.{key}.txt"), "w") as file:
                file.write(content if content.endswith("\n") else content + "\n")
        for step, problem in found:
            label = classify(step, problem, text)
            if label:
                known[f"{step}: {label}"] += 1
                print(f"known {path}: {step}: [{label}] {problem}")
            else:
                unexplained[f"{step}: {problem.split(':')[0]}"] += 1
                print(f"DISAGREE {path}: {step}: {problem}")
    print(f"{args.count} graphs compared (gen --seed={args.seed}..{args.seed + args.count - 1} "
          f"--nodes={args.nodes}), {len(TRIALS)} value trials each; {renamed_graphs} with node "
          f"names FX does not allow (compared under FX's names)")
    print(f"torch's pass ran on {decided} graphs and changed {rewritten} of them "
          f"({rewrites} lines rewritten or removed)")
    for label, count in sorted(known.items()):
        explanation = next(e for n, _, _, e in KNOWN if label.endswith(": " + n))
        print(f"  known      {count:5d}  {label}: {explanation}")
    for label, count in sorted(unexplained.items()):
        print(f"  UNEXPLAINED {count:4d}  {label}")
    print(f"{sum(known.values())} known, {sum(unexplained.values())} unexplained disagreements; "
          f"files in {out}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
