#!/usr/bin/python3
"""Every torchvision classification, segmentation and video model, and every module of torch's
module_db, bare, through reinplace.

Sources (--source, both by default):
  torchvision  each model with random weights from torch.manual_seed(0), eval mode unless
               --train, on the input of torch_export.torchvision_case
               (`torch_export.py torchvision MODEL --bare --expected`)
  module_db    each ModuleInfo's first CPU float32 sample, eval mode (and training mode for
               BatchNorm), as tools/make_model_corpus.py makes corpus/models/module_db/, bare
The functionalized forward is written as torch prints it, only its parameters annotated, then

  loads     `reinplace meta` reads it: ops without a rule take their meta from ATen
  sound     `reinplace check --oracle=both` (sound policy): `equivalent`, and the reference
            interpreter and ATen agree on every value
  parity    `reinplace opt --policy=pytorch` prints the code torch's own pass printed
            (annotations and comments set aside)

One line per model, then a summary; exit status 1 if any model fails a column, 2 on bad usage.
A model whose export fails in torch itself is reported as such and counts as a failure.

A module_db entry that cannot be made (no sample, a module that does not trace) is listed as
skipped, with the reason, as in corpus/models/manifest.json; it is not a failure.

usage:
  model_sweep.py REINPLACE [--source torchvision|module_db ...]
                 [--family classification|segmentation|video ...] [--only REGEX] [--skip REGEX]
                 [--train] [--image-size N] [--trials N] [--memory-budget SIZE] [--out DIR]
                 [--json FILE]
"""
import argparse
import ctypes
import gc
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch_export  # noqa: E402

FAMILIES = ("classification", "segmentation", "video")


def torchvision_cases(families, args):
    import torchvision.models as models
    modules = {"classification": models, "segmentation": models.segmentation,
               "video": models.video}

    def make(name):
        def dump(path):
            model, image = torch_export.torchvision_case(name, args.train, args.image_size)
            return torch_export.dump_module(model, (image,), path, expected=True, bare=True,
                                            title=f"{name}: torchvision 0.14, random weights")
        return dump
    return [(family, name, make(name)) for family in families
            for name in models.list_models(module=modules[family])]


def module_db_cases():
    import make_model_corpus
    cases = []
    for entry in make_model_corpus.module_db_entries():
        info, training = entry.module_info

        def dump(path, info=info, training=training):
            return make_model_corpus.make_module_db(info, training, path, bare=True)[0]
        cases.append(("module_db", entry.name, dump))
    return cases


def comparable(lines):
    """Code lines with annotations, comments and blank lines set aside (what torch prints)."""
    out = []
    for line in lines:
        line = line.rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        out.append(re.sub(r'^(\s+\w+): "[^"]*" = ', r"\1 = ", line))
    return out


def forward_lines(text):
    lines = text.split("\n")
    start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("def forward(")),
                 len(lines))
    forward = comparable(lines[start:])
    if forward:  # parameters' annotations: torch prints none
        forward[0] = re.sub(r':\s*"[^"]*"', "", forward[0])
    return forward


def run(binary, args, timeout):
    return subprocess.run([binary] + args, capture_output=True, text=True, timeout=timeout)


def give_back_memory():
    """Returns what the export freed to the system before the checks run: the model's weights and
    activations are freed into glibc's heap, which keeps them (7.7 GB after mvit_v2_s), and a
    check of a big model beside that was killed for memory rather than refused by its budget."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):  # not glibc: nothing to trim
        pass


def failure_text(completed):
    """How a command failed: its first error line, or the signal that ended it."""
    if completed.returncode < 0:
        number = -completed.returncode
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = "an unknown signal"
        hint = ": the kernel's out-of-memory killer, most likely" if number == signal.SIGKILL else ""
        return f"ended by signal {number} ({name}){hint}"
    return f"exit {completed.returncode}: {completed.stderr.strip()}"


def sweep_one(binary, family, name, dump, args, out_dir):
    import make_model_corpus
    row = {"model": name, "family": family}
    started = time.monotonic()
    path = os.path.join(out_dir, f"{name}.fx")
    try:
        dumped = dump(path)
    except make_model_corpus.Skip as skip:
        row["skipped"] = str(skip)
        return row
    except Exception as error:  # noqa: BLE001 - torch failing to export is a result to report
        reason = make_model_corpus.short_reason(error)
        if family == "module_db":  # as the model corpus records it: the module does not trace
            row["skipped"] = reason
        else:
            row["error"] = f"export: {reason}"
        return row
    give_back_memory()
    row["statements"] = dumped.node_count
    row["input"] = ", ".join("x".join(map(str, t.shape)) or "scalar" for t in dumped.inputs[-1:])
    loaded = run(binary, ["meta", path], args.timeout)
    row["loads"] = loaded.returncode == 0
    if not row["loads"]:
        row["error"] = (loaded.stderr or loaded.stdout).strip().split("\n")[0]
        return row
    budget = [f"--memory-budget={args.memory_budget}"] if args.memory_budget else []
    checked = run(binary, ["check", path, "--oracle=both", f"--trials={args.trials}"] + budget,
                  args.timeout)
    row["sound"] = checked.stdout.split("\n")[0] if checked.stdout else failure_text(checked)
    if dumped.expected_path:
        rewritten = run(binary, ["opt", path, "--policy=pytorch"], args.timeout)
        ours = forward_lines(rewritten.stdout)
        theirs = forward_lines(open(dumped.expected_path).read())
        row["parity"] = rewritten.returncode == 0 and ours == theirs
        if not row["parity"]:
            first = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b),
                         min(len(ours), len(theirs)))
            row["parity_diff"] = {"line": first, "ours": ours[first:first + 1],
                                  "torch": theirs[first:first + 1]}
    else:
        row["parity"] = None
        row["torch_pass_error"] = dumped.expected_error
    row["seconds"] = round(time.monotonic() - started, 1)
    return row


def passed(row):
    if "skipped" in row:
        return True
    return row.get("loads") and row.get("sound", "").startswith("equivalent") and \
        row.get("parity") is not False


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("reinplace")
    parser.add_argument("--source", action="append", choices=("torchvision", "module_db"))
    parser.add_argument("--family", action="append", choices=FAMILIES,
                        help="torchvision families (default: all three)")
    parser.add_argument("--only", help="models whose name matches this regex")
    parser.add_argument("--skip", help="leave out models whose name matches this regex")
    parser.add_argument("--train", action="store_true")
    parser.add_argument("--image-size", type=int, default=64)
    parser.add_argument("--trials", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per command")
    parser.add_argument("--memory-budget", help="passed to `reinplace check` (mvit_v2_s needs "
                        "more than the default eighth of memory)")
    parser.add_argument("--out", help="where the graphs go (default: a scratch directory)")
    parser.add_argument("--json", help="write every row here")
    args = parser.parse_args(argv)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        return sweep(args, args.out)
    with tempfile.TemporaryDirectory(prefix="model-sweep-") as out_dir:
        return sweep(args, out_dir)


def sweep(args, out_dir):
    rows = []
    sources = args.source or ["torchvision", "module_db"]
    cases = (torchvision_cases(args.family or FAMILIES, args) if "torchvision" in sources else []) \
        + (module_db_cases() if "module_db" in sources else [])
    for family, name, dump in cases:
        if args.only and not re.search(args.only, name):
            continue
        if args.skip and re.search(args.skip, name):
            continue
        try:
            row = sweep_one(args.reinplace, family, name, dump, args, out_dir)
        except subprocess.TimeoutExpired as error:
            row = {"model": name, "family": family, "error": f"timeout: {error.cmd[1]}"}
        rows.append(row)
        status = "skip" if "skipped" in row else "ok  " if passed(row) else "FAIL"
        detail = row.get("skipped") or row.get("error") or (f"{row.get('statements')} statements, {row.get('input')}, "
                                      f"{row.get('sound')}, parity {row.get('parity')}, "
                                      f"{row.get('seconds')} s")
        print(f"{status} {family:14} {name:32} {detail}", flush=True)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(rows, f, indent=1)
    failed = [row["model"] for row in rows if not passed(row)]
    skipped = sum("skipped" in row for row in rows)
    print(f"{len(rows) - len(failed) - skipped} of {len(rows) - skipped} models pass "
          f"({skipped} skipped)"
          + (f"; failing: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
