#!/usr/bin/python3
"""What the oracle computes for real models' graphs, against PyTorch eager on the same inputs.

For every FILE.fx given (directories are walked): `reinplace run --with-inputs --format=json`
gives the exact inputs the oracle makes (whole storages, strides, offsets) and what it returns;
the same inputs are rebuilt in torch and the graph runs in eager mode. For each returned tensor:
- meta (dtype, sizes, strides, storage offset) must be exactly torch's, always: the meta of an
  op without a meta rule comes from the file's annotations, which torch wrote;
- values must agree within the tolerance below, unless the oracle marks them uninterpreted
  (computed by an op it has no kernel for, or from such a value) or random (drawn by a random op
  from the oracle's seeded stream, not torch's generator, or computed from such a value), which
  are counted instead.
Tolerance: integers and bools exactly; floats |ours - torch| <= TOLERANCE * max(1, |torch|),
TOLERANCE = 1e-3. Convolutions, matrix products and reductions accumulate in another order than
torch's oneDNN, BLAS and vectorized kernels: a few ulps per term, in proportion to the sum of
the terms' magnitudes rather than to the result (so absolute near zero), and compounding over
the 20 to 50 layers of a network whose random weights lie in [-8, 8). The largest difference
seen is printed; on corpus/models it is 4.7e-4 (resnet18 in training mode).

usage: tools/models_vs_eager.py REINPLACE_BINARY PATH... [--table]
exit status: 0 when every graph agrees, 1 otherwise
"""
import argparse
import json
import math
import os
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "tests", "oracle"))
from make_expected_values import NAMES, inputs_of, number  # noqa: E402
from run_rewrites_in_torch import files_of, forward_of  # noqa: E402

TOLERANCE = 1e-3


def flat_tensors(result):
    if isinstance(result, (list, tuple)):
        for item in result:
            yield from flat_tensors(item)
    elif isinstance(result, torch.Tensor):
        yield result


def difference(ours, theirs):
    """|ours - theirs| / max(1, |theirs|) for two finite floats, else None."""
    ours, theirs = number(ours), number(theirs)
    if not all(isinstance(v, float) and math.isfinite(v) for v in (ours, theirs)):
        return None
    return abs(ours - theirs) / max(1.0, abs(theirs))


def close(ours, theirs):
    ours, theirs = number(ours), number(theirs)
    if isinstance(theirs, bool) or isinstance(ours, bool) or (
            isinstance(theirs, int) and isinstance(ours, int)):
        return ours == theirs
    if math.isnan(theirs) or math.isnan(ours):
        return math.isnan(theirs) and math.isnan(ours)
    if math.isinf(theirs) or math.isinf(ours):
        return ours == theirs
    return abs(ours - theirs) <= TOLERANCE * max(1.0, abs(theirs))


def not_torchs(output):
    """Why the oracle's values of an output are not torch's, or None."""
    if output.get("uninterpreted"):
        return "uninterpreted"
    if output.get("random"):
        return "random"
    return None


def ours_uninterpreted(ours):
    return any(output.get("uninterpreted") for output in ours["outputs"])


def compare(binary, path):
    """(outputs, values compared, not compared by reason, problems, largest difference) for one
    graph;
    problems is None when
    torch raises on the oracle's inputs where an uninterpreted op ran (it cannot know the op's
    argument checks: nll_loss's class indices)."""
    run = subprocess.run([binary, "run", "--with-inputs", "--format=json", path],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return 0, 0, {}, ["reinplace run failed: " + (run.stderr or run.stdout).strip()[:300]], 0.0
    ours = json.loads(run.stdout)
    forward, _ = forward_of(open(path).read())
    inputs = inputs_of(ours["inputs"])
    torch.manual_seed(1234)
    try:
        theirs = list(flat_tensors(forward(None, *inputs)))
    except Exception as error:  # noqa: BLE001 - class indices the oracle's inputs leave in range
        return 0, 0, {}, None if ours_uninterpreted(ours) else [
            "torch raises on the oracle's inputs, the oracle does not: " + str(error)[:200]], 0.0
    problems = []
    if len(theirs) != len(ours["outputs"]):
        return 0, 0, {}, [f"{len(ours['outputs'])} tensors returned, torch returns {len(theirs)}"], 0.0
    compared = 0
    skipped = {"uninterpreted": 0, "random": 0}
    largest = 0.0
    for index, (mine, torch_tensor) in enumerate(zip(ours["outputs"], theirs)):
        meta = (mine["dtype"], mine["sizes"], mine["strides"], mine["storage_offset"])
        torch_meta = (NAMES[torch_tensor.dtype], list(torch_tensor.shape),
                      list(torch_tensor.stride()), torch_tensor.storage_offset())
        if meta != torch_meta:
            problems.append(f"output {index}: meta {meta}, torch {torch_meta}")
            continue
        reason = not_torchs(mine)
        if reason:
            skipped[reason] += 1
            continue
        compared += 1
        values = torch_tensor.reshape(-1).tolist()
        for flat, (a, b) in enumerate(zip(mine["values"], values)):
            largest = max(largest, difference(a, b) or 0.0)
            if not close(a, b):
                problems.append(f"output {index} element {flat}: ours {a}, torch {b}")
                break
    return len(theirs), compared, skipped, problems, largest


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--table", action="store_true", help="a Markdown row per graph")
    args = parser.parse_args()
    graphs = failed = skipped = outputs = compared = uninterpreted = random = 0
    largest = 0.0
    if args.table:
        print("| graph | outputs | values compared | uninterpreted | random | largest difference |\n"
              "|---|---:|---:|---:|---:|---:|")
    for path in files_of(args.paths):
        graphs += 1
        n, c, u, problems, worst = compare(args.binary, path)
        largest = max(largest, worst)
        if problems is None:
            skipped += 1
            print(f"skip {path}: torch raises on the seeded inputs (e.g. class indices out of "
                  "range), which an uninterpreted op does not check")
            continue
        outputs, compared = outputs + n, compared + c
        uninterpreted, random = uninterpreted + u["uninterpreted"], random + u["random"]
        if args.table:
            print(f"| `{os.path.relpath(path)}` | {n} | {c} | {u['uninterpreted']} | {u['random']} "
                  f"| {worst:.1e} |")
        for problem in problems:
            print(f"FAIL {path}: {problem}")
        failed += bool(problems)
    print(f"models_vs_eager: {graphs} graphs, {outputs} returned tensors: meta equal to torch's "
          f"on all but those failing; {compared} with values compared, {uninterpreted} "
          f"uninterpreted (an op without a kernel), {random} random (the oracle's seeded draws); "
          f"largest difference {largest:.2e} of max(1, |torch|)")
    print(f"{graphs - failed - skipped} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
