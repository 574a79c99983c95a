#!/usr/bin/python3
"""What each policy rewrites, graph by graph: in-place rewrites, scatters rewritten and removed,
bytes saved (the pass's memory report), and whether the pytorch policy's rewrite is right.

Graphs: the files and directories named (torch 1.13's own upstream cases are in
tests/core/reinplace/upstream), and with --random N, N random view-mutating programs traced by
torch exactly as tools/compare_with_torch.py makes them. The pytorch policy's rewrite is right
when `reinplace check --policy=pytorch --certify` finds it equivalent and certifies it. On every
graph where it is right, the sound policy must save at least as many bytes and make at least as
many rewrites; the script names every graph where it does not, and exits 1 if there is one.

usage: tools/policy_comparison.py REINPLACE [FILE_OR_DIR...] [--random N] [--seed S]
                                  [--out DIR] [--markdown]
"""
import argparse
import glob
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def report(binary, path, policy):
    run = subprocess.run([binary, "opt", path, f"--policy={policy}", "--format=json"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return None
    r = json.loads(run.stdout)["report"]
    return {"inplaced": r["inplaced"], "rewritten": r["scatters_rewritten"],
            "removed": r["scatters_removed"] + r["copies_removed"],
            "bytes": r["memory"]["bytes_saved"]}


def pytorch_right(binary, path):
    run = subprocess.run([binary, "check", path, "--policy=pytorch", "--certify"],
                         capture_output=True, text=True)
    return run.returncode == 0 and run.stdout.startswith("equivalent")


def rewrites(r):
    return r["inplaced"] + r["rewritten"] + r["removed"]


def random_graphs(count, seed, out):
    sys.path.insert(0, HERE)
    import torch  # noqa: F401 - imported here so that file-only runs need no torch
    from compare_with_torch import make_program, meta_text
    from functorch import functionalize
    from torch.fx.experimental.proxy_tensor import make_fx
    rng = random.Random(seed)
    paths = []
    while len(paths) < count:
        f, x = make_program(rng)
        try:
            f(x.clone())
            graph = make_fx(functionalize(f))(x)
        except Exception:  # noqa: BLE001 - an invalid random program: draw another
            continue
        source = graph.code.strip("\n").split("\n")
        params = [n.name for n in graph.graph.nodes if n.op == "placeholder"]
        source[0] = ("def forward(self, " + ", ".join(f'{p}: "{meta_text(x)}"' for p in params)
                     + "):")
        path = os.path.join(out, f"random_{len(paths)}.fx")
        with open(path, "w") as file:
            file.write("\n".join(source) + "\n")
        paths.append(path)
    return paths


def graph_files(names):
    paths = []
    for name in names:
        if os.path.isdir(name):
            paths += sorted(glob.glob(os.path.join(name, "*.fx")))
        else:
            paths.append(name)
    return paths


def compare(binary, paths):
    """Per set: totals, and the graphs where sound falls behind a right pytorch rewrite."""
    totals = {"graphs": 0, "pytorch right": 0, "rejected": 0}
    behind = []
    for path in paths:
        pytorch, sound = report(binary, path, "pytorch"), report(binary, path, "sound")
        if pytorch is None or sound is None:
            # torch 1.13's functionalization makes some graphs that do not compute (an add of
            # [6] and [2] after a write through an expand); reinplace rejects them.
            totals["rejected"] += 1
            continue
        totals["graphs"] += 1
        right = pytorch_right(binary, path)
        totals["pytorch right"] += right
        for policy, r in (("pytorch", pytorch), ("sound", sound)):
            for key, value in r.items():
                totals[f"{policy} {key}"] = totals.get(f"{policy} {key}", 0) + value
        if right and (sound["bytes"] < pytorch["bytes"] or rewrites(sound) < rewrites(pytorch)):
            behind.append((path, pytorch, sound))
    return totals, behind


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--random", type=int, default=0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "policy-comparison"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sets = []
    if args.paths:
        sets.append(("files", graph_files(args.paths)))
    if args.random:
        sets.append((f"random (seed {args.seed})", random_graphs(args.random, args.seed, args.out)))
    print("| graphs | count | rejected | pytorch right | policy | in place | scatters rewritten "
          "| removed | bytes saved |")
    print("|---|---:|---:|---:|---|---:|---:|---:|---:|")
    failed = False
    for name, paths in sets:
        totals, behind = compare(args.binary, paths)
        for policy in ("pytorch", "sound"):
            print(f"| {name} | {totals['graphs']} | {totals['rejected']} | "
                  f"{totals['pytorch right']} | {policy} | "
                  f"{totals.get(policy + ' inplaced', 0)} | {totals.get(policy + ' rewritten', 0)} | "
                  f"{totals.get(policy + ' removed', 0)} | {totals.get(policy + ' bytes', 0):,} |")
        for path, pytorch, sound in behind:
            failed = True
            print(f"BEHIND {path}: pytorch {pytorch}, sound {sound}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
