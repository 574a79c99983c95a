"""Shared fixtures of the Python package's tests: the package itself (from the build tree, through
PYTHONPATH), torch's ported upstream cases (tools/port_upstream_reinplace_tests.py) and the
command-line binary for the tests that compare with it ($REINPLACE)."""
import os
import sys

import pytest

SOURCE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(SOURCE_DIR, "tools"))


@pytest.fixture
def reinplace_binary():
    binary = os.environ.get("REINPLACE")
    if not binary or not os.path.exists(binary):
        pytest.skip("$REINPLACE does not name the reinplace binary")
    return binary
