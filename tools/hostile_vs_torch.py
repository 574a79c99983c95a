#!/usr/bin/python3
"""Single-op graphs with extreme integers against torch 1.13: each file runs in torch eager on
random inputs laid out as its annotations say, and through `reinplace check`. Where torch
raises, reinplace must reject the graph with a located error (exit 2), never call it valid;
where torch computes a result, reinplace must not reject it, unless the file says
"# torch-wraps:" (torch's own int64 arithmetic wrapped around, and its result means nothing). Prints a markdown table (graph,
torch, reinplace) and exits 1 on any disagreement.

usage: tools/hostile_vs_torch.py REINPLACE DIR_OR_FILE...
"""
import glob
import os
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from annotate_with_torch import make_inputs  # noqa: E402
from torch_reinplace import load  # noqa: E402


def torch_outcome(path):
    try:
        forward, params = load(path)
        inputs = make_inputs([meta for _, meta in params], torch.Generator().manual_seed(0))
        result = forward(None, *inputs)
    except Exception as error:  # noqa: BLE001 - what torch raises is the point
        return False, str(error).split("\n")[0]
    shapes = [tuple(r.shape) for r in (result if isinstance(result, (list, tuple)) else [result])
              if isinstance(r, torch.Tensor)]
    return True, f"ok {shapes}"


def main(argv):
    binary, names = argv[0], argv[1:]
    paths = []
    for name in names:
        paths += sorted(glob.glob(os.path.join(name, "*.fx"))) if os.path.isdir(name) else [name]
    print("| graph | torch 1.13 | reinplace |")
    print("|---|---|---|")
    disagreements = 0
    for path in paths:
        accepted, torch_text = torch_outcome(path)
        run = subprocess.run([binary, "check", path], capture_output=True, text=True)
        ours = (run.stdout if run.returncode == 0 else run.stderr).strip().split("\n")[0]
        ours = ours.split(": error: ", 1)[-1]
        wraps = "# torch-wraps:" in open(path).read()
        agree = run.returncode in (0, 2) and ((run.returncode == 2) != accepted or
                                              (wraps and accepted and run.returncode == 2))
        disagreements += not agree
        mark = " (torch wraps around)" if wraps else "" if agree else " **DISAGREE**"
        print(f"| `{os.path.basename(path)}` | {torch_text[:140]} | exit {run.returncode}: "
              f"{ours[:140]}{mark} |")
    print(f"\n{len(paths)} graphs, {disagreements} disagreements")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
