#!/usr/bin/python3
"""The memory figures of `reinplace opt` and `reinplace check` against PyTorch eager.

For every FILE.fx given (directories are walked), the original graph and its rewrite under each
policy (`reinplace opt`) run in torch eager, every aten call through a wrapper that sees what it
reads and returns. Torch's answer to "which results are fresh storages" is the data pointers: a
returned tensor whose storage is neither an input's nor an earlier result's is a fresh
allocation (every result is kept alive, so no pointer is reused). It counts the bytes its layout
reaches (storage offset plus extent, times the element size), which is reinplace's definition;
where torch's storage is larger than that (mse_loss with a reduction returns its 0-dim result in
the storage of the unreduced loss), the difference is listed as a note, not a failure. From that:
- allocated: the bytes of the fresh storages, which must equal the pass's static figure (`opt
  --format=json`: bytes_allocated_before for the original, bytes_allocated_after for the
  rewrite) and the oracle's measured one (`check`: "memory of the original / rewrite");
- the peak of live bytes, each fresh storage live from its call to the last call that reads a
  tensor of it (returned ones to the end), must equal the oracle's peak minus its inputs. Where
  the oracle's run stops at a fault torch does not raise (a pytorch-policy rewrite writing
  through an overlapping view), only the pass's figure is compared.

Skipped, with the reason: a graph that does not load in reinplace; one whose original raises in
torch on the seeded inputs; a rewrite that raises in torch (the pytorch policy's
mis-compilations); and a graph calling the functional `aten.copy.default` with a src of self's
dtype and sizes, which torch 1.13 answers with src itself (a hidden alias of its second
argument), where reinplace's meta and oracle make a fresh tensor laid out like src.

usage: tools/memory_vs_torch.py REINPLACE_BINARY PATH...
exit status: 0 every figure agrees, 1 otherwise
"""
import argparse
import json
import os
import re
import subprocess
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from annotate_with_torch import make_inputs  # noqa: E402
from graph_inputs import storage_key  # noqa: E402
from run_rewrites_in_torch import files_of, forward_of  # noqa: E402


def tensors_in(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from tensors_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from tensors_in(item)


def layout_bytes(tensor):
    """What the tensor's layout reaches of its storage: (offset + extent) * element size."""
    if tensor.numel() == 0:
        return 0
    extent = tensor.storage_offset() + 1 + sum(
        (size - 1) * stride for size, stride in zip(tensor.shape, tensor.stride()))
    return extent * tensor.element_size()


class CopyReturnsSource(Exception):
    """torch's functional copy returned its src: a storage reinplace counts as fresh."""


class Recording:
    """Every aten call of one run: which storages it read and returned, in order."""

    def __init__(self, inputs):
        self.known = {storage_key(t) for t in inputs}
        self.fresh = {}  # storage key -> (index of the call that allocated it, bytes counted)
        self.calls = []  # (keys read, keys returned)
        self.keep = []
        self.notes = set()

    def call(self, op, args, kwargs):
        result = op(*args, **kwargs)
        self.keep.append(result)
        if op is torch.ops.aten.copy.default and len(args) > 1 and isinstance(
                args[1], torch.Tensor) and storage_key(result) == storage_key(args[1]):
            raise CopyReturnsSource()
        reads = {storage_key(t) for t in tensors_in((args, kwargs))}
        returned = set()
        for tensor in tensors_in(result):
            key = storage_key(tensor)
            returned.add(key)
            if key in self.known and key not in self.fresh:
                continue
            if key not in self.fresh:
                self.known.add(key)
                self.fresh[key] = (len(self.calls), 0)
            index, counted = self.fresh[key]
            if index == len(self.calls):
                self.fresh[key] = (index, max(counted, layout_bytes(tensor)))
        for key, (index, counted) in self.fresh.items():
            if index == len(self.calls) and key[1] > counted:
                self.notes.add(f"{op}: a storage of {key[1]} bytes for a result whose layout "
                               f"reaches {counted}")
        self.calls.append((reads, returned))
        return result

    def allocated(self):
        return sum(counted for _, counted in self.fresh.values())

    def peak(self, outputs):
        end = len(self.calls)
        last = {key: index for key, (index, _) in self.fresh.items()}
        for index, (reads, returned) in enumerate(self.calls):
            for key in reads | returned:
                if key in last:
                    last[key] = max(last[key], index)
        for key in (storage_key(t) for t in tensors_in(outputs)):
            if key in last:
                last[key] = end
        live = peak = 0
        for index in range(end):
            live += sum(counted for at, counted in self.fresh.values() if at == index)
            peak = max(peak, live)
            live -= sum(self.fresh[key][1] for key, at in last.items() if at == index)
        return peak


class Packet:
    def __init__(self, packet, recording):
        self.packet, self.recording = packet, recording

    def __getattr__(self, overload):
        op = getattr(self.packet, overload)
        return lambda *args, **kwargs: self.recording.call(op, args, kwargs)


class Aten:
    def __init__(self, recording):
        self.recording = recording

    def __getattr__(self, name):
        return Packet(getattr(torch.ops.aten, name), self.recording)


class Ops:
    def __init__(self, recording):
        self.aten = Aten(recording)


class RecordingTorch:
    """`torch` as the graph's code sees it, with torch.ops.aten calls recorded."""

    def __init__(self, recording):
        self.ops = Ops(recording)

    def __getattr__(self, name):
        return getattr(torch, name)


def run_recorded(code, inputs):
    forward, _ = forward_of(code)
    recording = Recording(inputs)
    forward.__globals__["torch"] = RecordingTorch(recording)
    torch.manual_seed(1234)
    outputs = forward(None, *inputs)
    return recording.allocated(), recording.peak(outputs), recording.notes


ORACLE_LINE = re.compile(r"memory of the (original|rewrite): +(\d+) bytes allocated, peak (\d+) "
                         r"bytes live \(inputs (\d+) bytes\)")


def oracle_figures(binary, path, policy):
    """The oracle's (allocated, peak above the inputs) per run, on the first seed where neither
    run stops at a fault (random indices out of range)."""
    for seed in range(20):
        done = subprocess.run([binary, "check", path, f"--policy={policy}", "--trials=1",
                               f"--seed={seed}"], capture_output=True, text=True)
        if "up to the fault" in done.stdout:
            continue
        figures = {}
        for run, allocated, peak, inputs in ORACLE_LINE.findall(done.stdout):
            figures[run] = (int(allocated), int(peak) - int(inputs))
        return figures
    return {}


def compare(binary, path, notes):
    """Returns (problems, skip reason); adds to `notes` where torch's storages are larger."""
    code = open(path).read()
    _, params = forward_of(code)
    generator = torch.Generator().manual_seed(0)
    inputs = make_inputs([meta for _, meta in params], generator)
    try:
        *torch_original, original_notes = run_recorded(code, [t.clone() for t in inputs])
        notes |= original_notes
    except CopyReturnsSource:
        return [], "torch's functional copy returns its src, which reinplace counts as fresh"
    except Exception as error:  # noqa: BLE001 - e.g. an index the seeded inputs put out of range
        return [], "the original raises in torch: " + str(error).splitlines()[0]
    problems = []
    compared = 0
    for policy in ("sound", "pytorch"):
        opt = subprocess.run([binary, "opt", f"--policy={policy}", "--format=json", path],
                             capture_output=True, text=True)
        if opt.returncode != 0:
            return [], "reinplace does not load it: " + opt.stderr.strip()[:120]
        result = json.loads(opt.stdout)
        memory = result["report"]["memory"]
        try:
            *torch_rewrite, rewrite_notes = run_recorded(result["graph"],
                                                         [t.clone() for t in inputs])
            notes |= rewrite_notes
        except Exception:  # noqa: BLE001 - a mis-compilation of the pytorch policy
            continue
        oracle = oracle_figures(binary, path, policy)
        compared += 1
        for run, static, measured in (("original", memory["bytes_allocated_before"],
                                       torch_original),
                                      ("rewrite", memory["bytes_allocated_after"], torch_rewrite)):
            allocated, peak = measured
            if static != allocated:
                problems.append(f"{policy} {run}: the pass counts {static} bytes allocated, "
                                f"torch allocates {allocated}")
            if not oracle:
                continue  # the oracle stops at a fault torch does not raise (an overlap hazard)
            if oracle[run] != (allocated, peak):
                problems.append(f"{policy} {run}: the oracle measures {oracle[run][0]} bytes "
                                f"allocated and a peak of {oracle[run][1]} above the inputs, "
                                f"torch {allocated} and {peak}")
    return problems, None if compared else "every rewrite raises in torch"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    agreed = failed = skipped = 0
    notes = set()
    for path in files_of(args.paths):
        problems, skip = compare(args.binary, path, notes)
        if skip:
            skipped += 1
            print(f"skip {path}: {skip}")
        elif problems:
            failed += 1
            for problem in problems:
                print(f"FAIL {path}: {problem}")
        else:
            agreed += 1
    for note in sorted(notes):
        print(f"note: {note}")
    print(f"{agreed} graphs agree, {failed} disagree, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
