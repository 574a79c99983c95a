#!/usr/bin/python3
"""Executes graphs and their rewrites in PyTorch eager: PyTorch as the oracle.

For every FILE.fx given (directories are walked), the original graph and `reinplace opt` of it
run on the same seeded inputs (made from the parameter annotations: strides, storage offsets,
and parameters naming one storage as views of one tensor). With --policy=sound (the
default) the rewrite must compute equal outputs, leave its inputs alone and not raise. With
--expect-failure, every rewrite must fail one of those (a mis-compilation reproduced). With
--oracle-lines, each file's "# oracle: POLICY [FLAGS...] => equivalent" lines give the rewrites
instead (e.g. a forced one, `sound --unsafe-force-rewrite=mul:later-use`), and each must behave
as the original.

usage: tools/run_rewrites_in_torch.py REINPLACE_BINARY [--policy=P] [--expect-failure]
                                      [--oracle-lines] PATH...
exit status: 0 as expected, 1 otherwise
"""
import argparse
import math
import os
import re
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from annotate_with_torch import make_inputs  # noqa: E402
from graph_inputs import clone_inputs, whole_storages  # noqa: E402


def forward_of(code):
    lines = [line for line in code.split("\n") if not line.startswith("class ")]
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("def forward"))
    indent = len(lines[start]) - len(lines[start].lstrip())
    body = "\n".join(line[indent:] if line.strip() else "" for line in lines[start:])
    env = {"torch": torch, "device": torch.device, "inf": math.inf, "nan": math.nan}
    exec(body, env)
    params = re.findall(r'(\w+)\s*:\s*"([^"]*)"', lines[start])
    return env["forward"], params


def outputs_of(forward, inputs):
    # Random ops (dropout's bernoulli_) draw the same numbers in every run: the rewrite keeps
    # their order.
    torch.manual_seed(1234)
    result = forward(None, *inputs)
    if isinstance(result, dict):  # `return {'out': ...}`: the values, keys checked by position
        return [(key, value) for key, value in result.items()]
    if isinstance(result, (tuple, list)):
        return list(result)
    return [] if result is None else [result]


def same(a, b):
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):  # nested results (LSTM)
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor):
        return type(a) is type(b) and a == b  # None, or a number a graph returns
    return a.dtype == b.dtype and a.shape == b.shape and torch.equal(
        torch.nan_to_num(a.float(), nan=12345.0), torch.nan_to_num(b.float(), nan=12345.0))


class Skipped(str):
    """A graph there is nothing to compare for, and why."""


def check(binary, path, flags):
    """Returns None when the rewrite `reinplace opt FLAGS` makes behaves as the original, else
    what went wrong."""
    original_code = open(path).read()
    forward, params = forward_of(original_code)
    generator = torch.Generator().manual_seed(0)
    inputs = make_inputs([meta for _, meta in params], generator)
    original_inputs = clone_inputs(inputs)
    try:
        expected = outputs_of(forward, original_inputs)  # the original may mutate its inputs too
    except Exception as error:  # noqa: BLE001 - e.g. class indices out of range for nll_loss
        return Skipped("the original raises on seeded inputs: " + str(error).splitlines()[0])
    again = outputs_of(forward, clone_inputs(inputs))
    if len(again) != len(expected) or not all(same(e, a) for e, a in zip(expected, again)):
        return Skipped("the original computes something else each run (uninitialized memory, "
                       "random ops)")
    rewritten = subprocess.run([binary, "opt", *flags, path],
                               capture_output=True, text=True)
    if rewritten.returncode != 0:
        return "reinplace failed: " + rewritten.stderr.strip()[:200]
    rewritten_forward, _ = forward_of(rewritten.stdout)
    given = clone_inputs(inputs)
    try:
        actual = outputs_of(rewritten_forward, given)
    except Exception as error:  # noqa: BLE001 - raising is one of the failures looked for
        return "the rewrite raises: " + str(error).splitlines()[0]
    if not all(same(g, t) for g, t in zip(given, original_inputs)):
        return "the rewrite leaves an input different from what the original leaves"
    # Memory no input's view covers: gaps, and what lies between inputs sharing a storage.
    if not all(same(g, t) for g, t in zip(whole_storages(given), whole_storages(original_inputs))):
        return "the rewrite leaves an input's storage different from what the original leaves"
    if len(actual) != len(expected) or not all(same(e, a) for e, a in zip(expected, actual)):
        return "the rewrite computes different outputs"
    return None


def files_of(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in sorted(os.walk(path)):
                for name in sorted(names):
                    if name.endswith(".fx"):
                        yield os.path.join(root, name)
        else:
            yield path


def rewrites_of(path, policy, oracle_lines):
    """The `reinplace opt` flags of each rewrite of `path` to run."""
    if not oracle_lines:
        return [[f"--policy={policy}"]]
    rewrites = []
    for line in open(path).read().split("\n"):
        match = re.match(r"# oracle: (\w+)((?: --[\w-]+=\S+)*) => equivalent$", line)
        if match:
            rewrites.append([f"--policy={match.group(1)}", *match.group(2).split()])
    return rewrites


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--policy", default="sound")
    parser.add_argument("--expect-failure", action="store_true")
    parser.add_argument("--oracle-lines", action="store_true")
    args = parser.parse_args()
    checked = wrong = skipped = 0
    for path in files_of(args.paths):
        for flags in rewrites_of(path, args.policy, args.oracle_lines):
            what = f"{path} ({' '.join(flags)})" if args.oracle_lines else path
            problem = check(args.binary, path, flags)
            if isinstance(problem, Skipped):
                skipped += 1
                print(f"skip {what}: {problem}")
                continue
            checked += 1
            if args.expect_failure and problem is None:
                wrong += 1
                print(f"FAIL {what}: expected a mis-compilation, the rewrite is correct")
            elif not args.expect_failure and problem is not None:
                wrong += 1
                print(f"FAIL {what}: {problem}")
            elif args.expect_failure:
                print(f"ok   {what}: {problem}")
    print(f"{checked - wrong} passed, {wrong} failed, {skipped} skipped")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
