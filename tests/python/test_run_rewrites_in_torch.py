"""tools/run_rewrites_in_torch.py on memory no op wrote: every block torch allocates holds a
pattern that differs between runs, so an output the original leaves unwritten is named and left
out, a rewrite that reads unwritten memory fails, and an output that multiplies unwritten memory
by 0 (torch 1.13's small baddbmm with beta=0) no longer depends on what the heap held."""
import os
import stat
import subprocess
import sys

import pytest

RUNNER = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "run_rewrites_in_torch.py")

ZEROS_AND_EMPTY = '''def forward(self, a: "f32[3, 5]"):
    zeros: "f32[3, 5][5, 1]" = torch.ops.aten.zeros.default([3, 5], dtype = torch.float32)
    add: "f32[3, 5][5, 1]" = torch.ops.aten.add.Tensor(a, zeros)
    empty: "f32[3, 5][5, 1]" = torch.ops.aten.empty.memory_format([3, 5], dtype = torch.float32)
    return (add, empty)
'''


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def fake_binary(tmp_path, rewrite):
    """A stand-in for `reinplace opt` that prints `rewrite` whatever it is asked."""
    rewrite_path = write(tmp_path, "rewrite.fx", rewrite)
    binary = write(tmp_path, "fake_reinplace", f"#!/bin/sh\ncat {rewrite_path}\n")
    os.chmod(binary, os.stat(binary).st_mode | stat.S_IEXEC)
    return binary


def run(binary, graph):
    done = subprocess.run([sys.executable, RUNNER, binary, graph], capture_output=True, text=True)
    return done.returncode, done.stdout


@pytest.fixture
def graph(tmp_path):
    return write(tmp_path, "g.fx", ZEROS_AND_EMPTY)


def test_an_output_the_original_leaves_unwritten_is_named_and_not_compared(tmp_path, graph):
    status, out = run(fake_binary(tmp_path, ZEROS_AND_EMPTY), graph)
    assert status == 0
    assert "outputs 1 differ between runs of the original and were not compared" in out
    assert out.endswith("1 passed, 0 failed, 0 skipped\n")


def test_a_rewrite_reading_memory_no_op_wrote_fails(tmp_path, graph):
    unwritten = ZEROS_AND_EMPTY.replace("zeros.default([3, 5],", "empty.memory_format([3, 5],")
    status, out = run(fake_binary(tmp_path, unwritten), graph)
    assert status == 1
    assert "the rewrite computes different outputs" in out


def test_a_stable_output_the_rewrite_changes_fails(tmp_path, graph):
    changed = ZEROS_AND_EMPTY.replace("add.Tensor(a, zeros)", "sub.Tensor(a, zeros)")
    assert run(fake_binary(tmp_path, changed), graph)[0] == 0  # a - 0 == a + 0
    changed = ZEROS_AND_EMPTY.replace("add.Tensor(a, zeros)", "mul.Tensor(a, zeros)")
    status, out = run(fake_binary(tmp_path, changed), graph)
    assert status == 1
    assert "the rewrite computes different outputs" in out


def test_baddbmm_with_beta_0_after_a_nan_is_freed(tmp_path, reinplace_binary):
    """The rewrite frees `full` before baddbmm allocates; a NaN left in a reused block turned
    0 * unwritten into NaN, on some machines only."""
    graph = write(tmp_path, "g.fx", '''def forward(self, a: "f32[2, 3, 4]", b: "f32[2, 4, 5]", z: "f32[]"):
    full: "f32[2, 3, 5][15, 5, 1]" = torch.ops.aten.full.default([2, 3, 5], nan)
    sum_1: "f32[][]" = torch.ops.aten.sum.default(full)
    baddbmm: "f32[2, 3, 5][15, 5, 1]" = torch.ops.aten.baddbmm.default(z, a, b, beta = 0)
    return (sum_1, baddbmm)
''')
    status, out = run(reinplace_binary, graph)
    assert (status, out) == (0, "1 passed, 0 failed, 0 skipped\n")
