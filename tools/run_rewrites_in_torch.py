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

Every block torch allocates is filled with a byte pattern (glibc's M_PERTURB), a different one
for each run: an op that leaves part of its result unwritten then shows as an original whose
outputs differ between its two runs, and a rewrite reading memory no op wrote shows as a
difference. Outputs the original computes differently each run are left out of the comparison
and named; a file none of whose outputs is stable is skipped. Without the patterns the heap
holds whatever the last file left: torch 1.13's small baddbmm with beta=0 multiplies its
unwritten result by 0, and a NaN left there made its output differ by luck of the allocator.

usage: tools/run_rewrites_in_torch.py REINPLACE_BINARY [--policy=P] [--expect-failure]
                                      [--oracle-lines] PATH...
exit status: 0 as expected, 1 otherwise
"""
import argparse
import ctypes
import math
import os
import re
import subprocess
import sys

# glibc fills only the blocks it carves from its bins: with the per-thread cache and the fast bins
# off, that is every block torch allocates. Tunables are read at start-up, so the script starts
# itself again with them, before torch is loaded.
HEAP_TUNABLES = "glibc.malloc.tcache_count=0:glibc.malloc.mxfast=0"
if __name__ == "__main__" and HEAP_TUNABLES not in os.environ.get("GLIBC_TUNABLES", ""):
    tunables = ":".join(filter(None, [os.environ.get("GLIBC_TUNABLES"), HEAP_TUNABLES]))
    os.execve(sys.executable, [sys.executable, *sys.argv],
              {**os.environ, "GLIBC_TUNABLES": tunables})

import torch  # noqa: E402

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


M_PERTURB = -6  # mallopt's parameter: fill every allocated block with the byte given XOR 0xFF


def fill_new_memory_with(byte):
    """From now on every block malloc hands out holds `byte` in every byte (glibc's M_PERTURB)."""
    if ctypes.CDLL(None).mallopt(M_PERTURB, byte ^ 0xFF) != 1:
        raise RuntimeError("mallopt(M_PERTURB) failed: these runs need glibc's malloc")


# The patterns of the original's two runs and the rewrite's: far from 0 in every floating type
# (0xC5C5C5C5 is -6.3e3 as float32, 0x4B4B 1.3e7 as bfloat16, 0x6D6D 5.6e3 as float16), so that
# an unwritten value added to a small one still shows.
ORIGINAL_FILL, AGAIN_FILL, REWRITE_FILL = 0xC5, 0x4B, 0x6D


def run_on_filled_memory(forward, inputs, byte):
    fill_new_memory_with(byte)
    return outputs_of(forward, inputs)


class Skipped(str):
    """A graph there is nothing to compare for, and why."""


class Unstable(str):
    """A rewrite that behaves as the original on every output the original computes the same
    each run; the others (their positions in the returned tuple) were not compared."""

    def __new__(cls, positions):
        return super().__new__(cls, "outputs " + ", ".join(map(str, sorted(positions))) +
                               " differ between runs of the original and were not compared")


def check(binary, path, flags):
    """Returns None when the rewrite `reinplace opt FLAGS` makes behaves as the original, else
    what went wrong."""
    original_code = open(path).read()
    forward, params = forward_of(original_code)
    generator = torch.Generator().manual_seed(0)
    inputs = make_inputs([meta for _, meta in params], generator)
    original_inputs = clone_inputs(inputs)
    try:
        # The original may mutate its inputs too.
        expected = run_on_filled_memory(forward, original_inputs, ORIGINAL_FILL)
    except Exception as error:  # noqa: BLE001 - e.g. class indices out of range for nll_loss
        return Skipped("the original raises on seeded inputs: " + str(error).splitlines()[0])
    again_inputs = clone_inputs(inputs)
    again = run_on_filled_memory(forward, again_inputs, AGAIN_FILL)
    unstable = {index for index, (e, a) in enumerate(zip(expected, again)) if not same(e, a)}
    inputs_alike = all(same(g, t) for g, t in zip(again_inputs + whole_storages(again_inputs),
                                                  original_inputs + whole_storages(original_inputs)))
    if len(again) != len(expected) or not inputs_alike or (
            unstable and len(unstable) == len(expected)):
        return Skipped("the original computes something else each run (uninitialized memory, "
                       "random ops)")
    rewritten = subprocess.run([binary, "opt", *flags, path],
                               capture_output=True, text=True)
    if rewritten.returncode != 0:
        return "reinplace failed: " + rewritten.stderr.strip()[:200]
    rewritten_forward, _ = forward_of(rewritten.stdout)
    given = clone_inputs(inputs)
    try:
        actual = run_on_filled_memory(rewritten_forward, given, REWRITE_FILL)
    except Exception as error:  # noqa: BLE001 - raising is one of the failures looked for
        return "the rewrite raises: " + str(error).splitlines()[0]
    if not all(same(g, t) for g, t in zip(given, original_inputs)):
        return "the rewrite leaves an input different from what the original leaves"
    # Memory no input's view covers: gaps, and what lies between inputs sharing a storage.
    if not all(same(g, t) for g, t in zip(whole_storages(given), whole_storages(original_inputs))):
        return "the rewrite leaves an input's storage different from what the original leaves"
    if len(actual) != len(expected) or not all(
            same(e, a) for index, (e, a) in enumerate(zip(expected, actual))
            if index not in unstable):
        return "the rewrite computes different outputs"
    if unstable:
        return Unstable(unstable)
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
            if isinstance(problem, Unstable):
                print(f"note {what}: {problem}")
                problem = None
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
