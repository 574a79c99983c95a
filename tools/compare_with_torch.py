#!/usr/bin/python3
"""Differential test of `reinplace opt --policy=pytorch` against torch 1.13's own pass.

Random programs that mutate views (select / slice / diagonal / transpose / split / unbind /
expand / as_strided mirrors, in-place and out-of-place ops, several outputs) are traced with
make_fx(functionalize(f)), reinplaced by torch.fx.passes.reinplace, and by our binary with
--policy=pytorch on the same graph text. The rewritten programs must print identically (FX code,
parameter annotations and blank lines dropped), which means every decision agrees. Every
disagreement is written to OUT_DIR as NAME.fx plus torch's output, for a look and a repro.

With --oracle, `reinplace check` (our reference interpreter) must find exactly the rewrites wrong
that torch eager finds wrong, under both policies.

With --execute, also runs the original graph and our sound policy's rewrite in torch eager on
the same inputs (our output format is Python that torch executes): the outputs must be equal,
the inputs untouched, and the rewrite must not raise. This holds the sound policy against
PyTorch itself as an oracle.

usage: tools/compare_with_torch.py REINPLACE_BINARY [--count N] [--seed S] [--out DIR] [--execute]
                                   [--oracle]
exit status: 0 all agree, 1 some disagree
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

import torch
from functorch import functionalize
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.passes.reinplace import reinplace

NAMES = {torch.float32: "f32"}


def views_of(rng, t):
    """Candidate view functions that are valid for t (each returns a view)."""
    out = []
    if t.dim() >= 1 and t.shape[0] > 0:
        i = rng.randrange(t.shape[0])
        out.append(lambda x, i=i: x.select(0, i))
        start = rng.randrange(t.shape[0])
        step = rng.choice([1, 1, 2])
        out.append(lambda x, s=start, k=step: x[s::k])
    if t.dim() >= 2:
        out.append(lambda x: x.t() if x.dim() == 2 else x.transpose(0, 1))
        out.append(lambda x: x.diagonal())
        j = rng.randrange(t.shape[1]) if t.shape[1] > 0 else 0
        if t.shape[1] > 0:
            out.append(lambda x, j=j: x[:, j])
    if t.dim() >= 1 and t.shape[0] >= 2:
        k = rng.randrange(1, t.shape[0])
        idx = rng.randrange(2)
        out.append(lambda x, k=k, idx=idx: x.split(k)[min(idx, len(x.split(k)) - 1)])
        out.append(lambda x, idx=idx: x.unbind(0)[min(idx, x.shape[0] - 1)])
    if t.is_contiguous() and t.numel() > 0:
        out.append(lambda x: x.view(-1))
        if t.dim() == 2 and t.shape[0] >= 2 and t.shape[1] >= 2:
            # a mirror of a row through as_strided, on the same storage offset as x[1]
            out.append(lambda x: x.as_strided((x.shape[1],), (1,), x.storage_offset() + x.shape[1]))
    out.append(lambda x: x.unsqueeze(0))
    if t.dim() == 1:
        out.append(lambda x: x.unsqueeze(0).expand(2, x.shape[0]))
    return out


def make_program(rng):
    steps = []
    n = rng.randrange(3, 9)
    for _ in range(n):
        steps.append((rng.random(), rng.random(), rng.randrange(1 << 30)))
    shape = rng.choice([(4, 4), (3, 5), (6,), (2, 3, 4)])

    def f(x):
        env = [x.clone()]
        outs = []
        for kind, pick, seed in steps:
            r = random.Random(seed)
            t = env[int(pick * len(env))]
            if kind < 0.45:
                candidates = views_of(r, t)
                env.append(r.choice(candidates)(t))
            elif kind < 0.8:
                overlapping = any(s == 0 and n > 1 for s, n in zip(t.stride(), t.shape))
                if overlapping:
                    continue
                op = r.choice(["add_", "mul_", "relu_", "fill_", "neg_"])
                if op == "add_":
                    t.add_(1)
                elif op == "mul_":
                    t.mul_(2)
                elif op == "relu_":
                    t.relu_()
                elif op == "fill_":
                    t.fill_(3)
                else:
                    t.neg_()
            else:
                u = env[r.randrange(len(env))]
                try:
                    env.append(t + u if r.random() < 0.5 else t * 2)
                except RuntimeError:
                    env.append(t * 2)
            if r.random() < 0.2:
                outs.append(env[-1])
        outs.append(env[0])
        return tuple(outs)

    return f, torch.randn(shape)


def normalize(code):
    lines = [line.rstrip() for line in code.split("\n") if line.strip()]
    lines[0] = re.sub(r': "[^"]*"', "", lines[0])
    return lines


def meta_text(t):
    return f"{NAMES[t.dtype]}[{', '.join(str(s) for s in t.shape)}]"


def run_forward(code, inputs):
    env = {"torch": torch, "device": torch.device, "inf": float("inf"), "nan": float("nan")}
    exec(code, env)
    result = env["forward"](None, *inputs)
    return result if isinstance(result, (tuple, list)) else (result,)


def execute_sound(binary, path, x, extra_args):
    """Runs the original and our sound rewrite in eager; returns a problem or None."""
    rewritten = subprocess.run([binary, "opt", path] + extra_args, capture_output=True, text=True)
    if rewritten.returncode != 0:
        return "sound policy failed: " + rewritten.stderr.strip()[:200]
    original_code = open(path).read()
    expected = run_forward(original_code, [x.clone()])
    given = x.clone()
    try:
        actual = run_forward(rewritten.stdout, [given])
    except Exception as error:  # noqa: BLE001 - the rewrite must not raise
        with open(path[:-3] + ".sound.fx", "w") as out:
            out.write(rewritten.stdout)
        return f"sound rewrite raises: {str(error).splitlines()[0]}"
    if not torch.equal(given, x):
        return "sound rewrite mutates its input"
    if len(expected) != len(actual) or not all(
            torch.equal(e, a) for e, a in zip(expected, actual)):
        with open(path[:-3] + ".sound.fx", "w") as out:
            out.write(rewritten.stdout)
        return "sound rewrite computes different outputs"
    return None


def element_addresses(t):
    """The storage offsets of every element of t."""
    import itertools
    return {t.storage_offset() + sum(i * s for i, s in zip(index, t.stride()))
            for index in itertools.product(*(range(n) for n in t.shape))}


def shares_memory(a, b):
    return (a.storage().data_ptr() == b.storage().data_ptr() and a.numel() and b.numel()
            and bool(element_addresses(a) & element_addresses(b)))


def outputs_newly_alias(expected, actual, original_input, given):
    """Rewritten outputs share memory with each other or the input where the original's did not."""
    for i, (e, a) in enumerate(zip(expected, actual)):
        if shares_memory(a, given) and not shares_memory(e, original_input):
            return True
        for e2, a2 in zip(expected[i + 1:], actual[i + 1:]):
            if shares_memory(a, a2) and not shares_memory(e, e2):
                return True
    return False


def torch_eager_fails(binary, path, x, policy):
    """Whether torch eager finds the rewrite under `policy` wrong: it raises, computes other
    values, mutates the input, or returns tensors that alias where the original's did not."""
    rewritten = subprocess.run([binary, "opt", path, f"--policy={policy}"], capture_output=True,
                               text=True)
    original_input = x.clone()
    expected = run_forward(open(path).read(), [original_input])
    given = x.clone()
    try:
        actual = run_forward(rewritten.stdout, [given])
    except Exception:  # noqa: BLE001 - raising is one way of failing
        return True
    return not torch.equal(given, x) or len(expected) != len(actual) or not all(
        torch.equal(e, a) for e, a in zip(expected, actual)) or outputs_newly_alias(
            expected, actual, original_input, given)


def oracle_disagrees(binary, path, x):
    """Our oracle (`reinplace check`) against torch eager, under both policies."""
    for policy in ("sound", "pytorch"):
        check = subprocess.run([binary, "check", path, f"--policy={policy}", "--trials=3"],
                               capture_output=True, text=True)
        if check.returncode not in (0, 1):
            return f"reinplace check failed: {check.stderr.strip()[:200]}"
        ours = check.returncode == 1
        theirs = torch_eager_fails(binary, path, x, policy)
        if ours != theirs:
            verdict = check.stdout.splitlines()[0] if check.stdout else ""
            return (f"under {policy}, the oracle says {verdict!r} but torch eager "
                    f"{'fails' if theirs else 'agrees'}")
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "reinplace-conformance"))
    parser.add_argument("--execute", action="store_true")
    parser.add_argument("--oracle", action="store_true",
                        help="also hold `reinplace check` (our oracle) against torch eager: both "
                             "must find the same rewrites wrong, under both policies")
    parser.add_argument("--rewrite-args", default="",
                        help="extra options for the executed rewrite, e.g. '--policy=pytorch' or "
                             "'--unsafe-skip-check=argument-overlap', to see the check fail")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    compared = disagreements = skipped = 0
    while compared < args.count:
        f, x = make_program(rng)
        try:
            f(x.clone())
            graph = make_fx(functionalize(f))(x)
            rewritten = reinplace(make_fx(functionalize(f))(x), x)
        except Exception:  # noqa: BLE001 - an invalid random program: draw another
            skipped += 1
            continue
        source = graph.code.strip("\n").split("\n")
        params = [n.name for n in graph.graph.nodes if n.op == "placeholder"]
        source[0] = "def forward(self, " + ", ".join(f'{p}: "{meta_text(x)}"' for p in params) + "):"
        path = os.path.join(args.out, f"case_{compared}.fx")
        with open(path, "w") as out:
            out.write("\n".join(source) + "\n")
        result = subprocess.run([args.binary, "opt", "--policy=pytorch", path],
                                capture_output=True, text=True)
        compared += 1
        expected = normalize(rewritten.code.strip("\n"))
        problem = None
        if result.returncode != 0 or normalize(result.stdout) != expected:
            with open(path[:-3] + ".torch.expected", "w") as out:
                out.write("\n".join(expected) + "\n")
            problem = f"pytorch policy differs from torch: {result.stderr.strip()[:200]}"
        elif args.execute:
            problem = execute_sound(args.binary, path, x, args.rewrite_args.split())
        if not problem and args.oracle:
            problem = oracle_disagrees(args.binary, path, x)
        if problem:
            disagreements += 1
            print(f"DISAGREE {path}: {problem}")
        else:
            os.remove(path)
    print(f"{compared} graphs compared, {disagreements} disagreements, "
          f"{skipped} invalid programs skipped")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
