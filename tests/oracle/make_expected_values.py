#!/usr/bin/python3
"""Expected values of the oracle's kernels, computed by PyTorch eager.

For every FILE.fx given (directories are walked), each trial of the file runs `reinplace run`
to get the exact inputs the oracle makes (whole storages, strides and offsets, which inputs
share a storage); the same inputs are rebuilt in torch, the graph runs in eager mode, and
torch's outputs are written to FILE.fx.expected.json. The oracle's kernel tests (tests/oracle/kernels/kernel_values_test.cpp) compare
the interpreter's outputs with these.

Header comments of a graph file:
  # trials: seed=0 seed=1:special     the trials (default: exactly this); ":special" runs with
                                      --special-values
  # tolerance-abs: X                  floating outputs may also differ from torch by at most X
                                      (where torch's result comes from an approximation, such as
                                      oneDNN's erf, whose error ulps do not bound near zero)
  # tolerance-ulps: N                 floating outputs may differ from torch by N units in the
                                      last place of their dtype (default 0: bitwise equal)
  # tolerance-relative: R             floating outputs may also differ by R * max(1, |value|)
                                      (sums torch associates in blocks: convolutions, norms)

With --check nothing is written: the exit status is 1 when an expected file is missing or stale
(torch computes something else now, or the oracle makes other inputs), or when the oracle's own
outputs differ from torch's beyond the file's tolerance.

usage: make_expected_values.py REINPLACE_BINARY [--check] FILE_OR_DIR...
"""
import argparse
import json
import math
import os
import re
import struct
import subprocess
import sys

import torch

# One intra-op thread, as the ATen executor runs (aten/libtorch_setup.h): reductions that keep a
# partial sum per thread (batch norm's channels-last statistics) round otherwise.
torch.set_num_threads(1)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from run_rewrites_in_torch import files_of, forward_of, outputs_of  # noqa: E402

DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool,
}
NAMES = {v: k for k, v in DTYPES.items()}
DEFAULT_TRIALS = "seed=0 seed=1:special"
TRIAL_RE = re.compile(r"^seed=(\d+)(:special)?$")


def header(text, key):
    match = re.search(r"^# " + re.escape(key) + r": (.*)$", text, re.MULTILINE)
    return match.group(1).strip() if match else None


def trials_of(text):
    trials = []
    for token in (header(text, "trials") or DEFAULT_TRIALS).split():
        match = TRIAL_RE.match(token)
        if not match:
            raise SystemExit(f"bad trial {token!r}: expected seed=N or seed=N:special")
        trials.append({"seed": int(match.group(1)), "special_values": bool(match.group(2))})
    return trials


def number(value):
    """A JSON value as Python number: the strings "nan", "inf", "-inf" are floats."""
    return float(value) if isinstance(value, str) else value


def tensor_of(dtype_name, values):
    """A 1-d tensor holding exactly `values`, as printed for `dtype_name`."""
    dtype = DTYPES[dtype_name]
    values = [number(v) for v in values]
    if dtype.is_floating_point:
        # The printed digits are the shortest that read back to the element at its own width:
        # read them as double, round once to float (exact for f32, f16 and bf16 elements), then
        # narrow (exact again: the value is an element of the narrower type).
        wide = torch.tensor(values, dtype=torch.float64)
        return wide if dtype == torch.float64 else wide.to(torch.float32).to(dtype)
    if dtype == torch.bool:
        return torch.tensor(values, dtype=torch.bool)
    return torch.tensor(values, dtype=torch.int64).to(dtype)


def input_of(obj):
    storage = tensor_of(obj["dtype"], obj["storage"])
    return storage.as_strided(obj["sizes"], obj["strides"], obj["storage_offset"])


def inputs_of(objs):
    """The inputs `reinplace run --with-inputs` printed, those with one "storage_index" views of
    one tensor, as the oracle made them."""
    storages = {}
    inputs = []
    for i, obj in enumerate(objs):
        key = obj.get("storage_index", ("own", i))
        if key not in storages:
            storages[key] = tensor_of(obj["dtype"], obj["storage"])
        inputs.append(storages[key].as_strided(obj["sizes"], obj["strides"],
                                               obj["storage_offset"]))
    return inputs


def json_value(value):
    if isinstance(value, bool) or isinstance(value, int):
        return value
    value = float(value)
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return value


def output_json(tensor):
    return {
        "dtype": NAMES[tensor.dtype],
        "sizes": list(tensor.shape),
        "strides": list(tensor.stride()),
        "storage_offset": tensor.storage_offset(),
        "values": [json_value(v) for v in tensor.reshape(-1).tolist()],
    }


def encode(expected):
    """JSON text with one tensor per line; floats as repr, the exact double."""
    def scalar(v):
        return json.dumps(v) if not isinstance(v, float) else repr(v)

    def tensor(t):
        return ('{"dtype": "%s", "sizes": %s, "strides": %s, "storage_offset": %d, "values": [%s]}'
                % (t["dtype"], json.dumps(t["sizes"]), json.dumps(t["strides"]),
                   t["storage_offset"], ", ".join(scalar(v) for v in t["values"])))

    trials = []
    for trial in expected["trials"]:
        outputs = ",\n    ".join(tensor(t) for t in trial["outputs"])
        trials.append('  {"seed": %d, "special_values": %s, "outputs": [\n    %s]}'
                      % (trial["seed"], json.dumps(trial["special_values"]), outputs))
    return '{"trials": [\n' + ",\n".join(trials) + "]}\n"


def ordered_bits(value, dtype_name):
    """The element's bits as an integer that counts ulps monotonically across zero."""
    if dtype_name == "f64":
        bits = struct.unpack("<q", struct.pack("<d", value))[0]
        return bits if bits >= 0 else -(bits & 0x7fffffffffffffff)
    tensor = torch.tensor([value], dtype=torch.float64).to(torch.float32).to(DTYPES[dtype_name])
    width = {"f32": torch.int32, "f16": torch.int16, "bf16": torch.int16}[dtype_name]
    bits = tensor.view(width).item()
    sign_mask = (1 << (8 * tensor.element_size() - 1)) - 1
    return bits if bits >= 0 else -(bits & sign_mask)


def element_differs(ours, theirs, dtype_name, tolerance, abs_tolerance=0.0, relative=0.0):
    if ours == theirs and not isinstance(ours, float):
        return False
    if dtype_name not in ("f64", "f32", "f16", "bf16"):
        return ours != theirs
    a, b = number(ours), number(theirs)
    if math.isnan(a) or math.isnan(b):
        return not (math.isnan(a) and math.isnan(b))
    if abs_tolerance and math.isfinite(a) and math.isfinite(b) and abs(a - b) <= abs_tolerance:
        return False
    if relative and not (math.isinf(a) or math.isinf(b)) and \
            abs(a - b) <= relative * max(1.0, abs(a), abs(b)):
        return False
    if math.copysign(1, a) != math.copysign(1, b) and tolerance == 0:
        return True  # bitwise: -0.0 is not 0.0
    return abs(ordered_bits(a, dtype_name) - ordered_bits(b, dtype_name)) > tolerance


def differences(ours, theirs, tolerance, abs_tolerance=0.0, relative=0.0):
    """What differs between the oracle's outputs and torch's, as lines of text."""
    if len(ours) != len(theirs):
        return [f"{len(ours)} outputs, torch returns {len(theirs)}"]
    lines = []
    for k, (a, b) in enumerate(zip(ours, theirs)):
        if a["dtype"] != b["dtype"] or a["sizes"] != b["sizes"]:
            lines.append(f"output {k}: {a['dtype']}{a['sizes']}, torch {b['dtype']}{b['sizes']}")
            continue
        if a["strides"] != b["strides"] or a["storage_offset"] != b["storage_offset"]:
            lines.append(f"output {k}: strides {a['strides']}@{a['storage_offset']}, "
                         f"torch {b['strides']}@{b['storage_offset']}")
        wrong = [i for i, (x, y) in enumerate(zip(a["values"], b["values"]))
                 if element_differs(x, y, a["dtype"], tolerance, abs_tolerance,
                                 relative)]
        for i in wrong[:4]:
            lines.append(f"output {k} [{i}]: {a['values'][i]!r}, torch {b['values'][i]!r}")
        if len(wrong) > 4:
            lines.append(f"output {k}: {len(wrong) - 4} more values differ")
    return lines


def expected_of(binary, path):
    """Torch's outputs per trial, and the oracle's disagreements with them."""
    text = open(path).read()
    tolerance = int(header(text, "tolerance-ulps") or 0)
    abs_tolerance = float(header(text, "tolerance-abs") or 0)
    relative = float(header(text, "tolerance-relative") or 0)
    forward, _ = forward_of(text)
    expected = {"trials": []}
    problems = []
    for trial in trials_of(text):
        command = [binary, "run", path, f"--seed={trial['seed']}", "--format=json",
                   "--with-inputs"] + (["--special-values"] if trial["special_values"] else [])
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            raise RuntimeError(f"{' '.join(command)}: {(run.stdout + run.stderr).strip()}")
        oracle = json.loads(run.stdout)
        marked = [k for k, o in enumerate(oracle["outputs"]) if o.get("random") or
                  o.get("uninterpreted")]
        if marked:
            raise RuntimeError(f"outputs {marked} are marked random or uninterpreted: the oracle's "
                               "values are not torch's, so they have no place in a value test")
        inputs = inputs_of(oracle["inputs"])
        outputs = [output_json(t) for t in outputs_of(forward, inputs)]
        expected["trials"].append(dict(trial, outputs=outputs))
        name = f"seed={trial['seed']}" + (":special" if trial["special_values"] else "")
        problems += [f"{name}: {line}" for line in differences(
            oracle["outputs"], outputs, tolerance, abs_tolerance, relative)]
    return encode(expected), problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    files = failed = values = 0
    for path in files_of(args.paths):
        files += 1
        target = path + ".expected.json"
        try:
            text, problems = expected_of(args.binary, path)
        except Exception as error:  # noqa: BLE001 - reported per file, the others still run
            failed += 1
            print(f"FAIL {path}: {error}")
            continue
        values += sum(len(t["values"]) for trial in json.loads(text)["trials"]
                      for t in trial["outputs"])
        for line in problems:
            print(f"{'FAIL' if args.check else 'diff'} {path}: {line}")
        if args.check:
            current = open(target).read() if os.path.exists(target) else None
            if current != text:
                print(f"FAIL {path}: {os.path.basename(target)} is "
                      f"{'missing' if current is None else 'stale'}; regenerate it")
            failed += bool(problems) or current != text
        else:
            with open(target, "w") as out:
                out.write(text)
    verb = "checked" if args.check else "wrote"
    print(f"{verb} {files} files, {values} values; {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
