"""`reinplace check` run from Python on a graph file, for the torch bridge (tools/torch_export.py)
and the scripts built on it: finding the binary, the result of one check, and the errors a
failed check raises. ExportError is the bridge's error for a program it cannot dump.
"""
import os
import subprocess
from dataclasses import dataclass


class ExportError(Exception):
    """A program that cannot be dumped as a graph file (the message says why)."""


class ReinplaceCheckError(Exception):
    """`reinplace check` did not find a graph equivalent after the rewrite."""

    def __init__(self, path, status, output):
        self.path = path
        self.status = status
        self.output = output
        first = output.strip().split("\n")[0] if output.strip() else f"exit status {status}"
        super().__init__(f"{path}: {self.what}: {first}")

    what = "reinplace check failed"


class ReinplaceVerdictError(ReinplaceCheckError):
    """The oracle found the rewritten graph wrong (exit status 1): a verdict is in the output."""
    what = "reinplace check reports a failure"


class ReinplaceInputError(ReinplaceCheckError):
    """reinplace could not read or run the graph (exit status 2, e.g. `unknown op`)."""
    what = "reinplace cannot check this graph"


def reinplace_binary(binary=None):
    binary = binary or os.environ.get("REINPLACE")
    if not binary:
        raise ExportError("no reinplace binary: pass one, or set REINPLACE")
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        raise ExportError(f"reinplace binary {binary!r} is not an executable file")
    return binary


@dataclass
class CheckResult:
    path: str
    status: int
    output: str

    @property
    def equivalent(self):
        return self.status == 0 and self.output.startswith("equivalent")


def run_check(path, binary=None, extra_args=(), timeout=600):
    """`reinplace check PATH`: the exit status and what it printed."""
    binary = reinplace_binary(binary)
    try:
        done = subprocess.run([binary, "check", path, *extra_args], capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return CheckResult(path, -1, f"timed out after {timeout} s")
    return CheckResult(path, done.returncode, (done.stdout + done.stderr).strip())


def raise_for(result):
    if result.equivalent:
        return
    if result.status == 2:
        raise ReinplaceInputError(result.path, result.status, result.output)
    if result.status == 1:
        raise ReinplaceVerdictError(result.path, result.status, result.output)
    raise ReinplaceCheckError(result.path, result.status, result.output)
