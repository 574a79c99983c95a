"""`pip install .` offline, with Debian's setuptools (no build isolation): the installed package is
whole on its own, extension and ATen module included, away from the build tree."""
import os
import subprocess
import sys

import pytest

from conftest import SOURCE_DIR

USE_INSTALLED = """
import sys, torch, reinplace
assert reinplace.__file__.startswith(sys.argv[1]), reinplace.__file__
from torch.fx.experimental.proxy_tensor import make_fx
def f(x):
    a = x.clone()
    return a.add(1).relu()
x = torch.randn(5)
gm = make_fx(f)(x)
verdict = reinplace.check(gm, x, trials=2, oracle="both")
assert verdict.equivalent, str(verdict)
expected = gm(x)
reinplace.reinplace(gm, x)
assert "torch.ops.aten.relu_.default" in gm.code, gm.code
assert torch.equal(gm(x), expected)
print("installed package works")
"""


def test_pip_install_builds_a_package_that_works_on_its_own(tmp_path):
    build_dir = os.environ.get("REINPLACE_BUILD_DIR")
    if not build_dir:
        pytest.skip("$REINPLACE_BUILD_DIR does not name the CMake build tree")
    target = str(tmp_path / "site")
    environment = dict(os.environ, REINPLACE_CMAKE_BUILD_DIR=build_dir)
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--no-build-isolation",
                              "--no-index", "--no-deps", "--quiet", "--target", target,
                              SOURCE_DIR], capture_output=True, text=True, env=environment)
    assert install.returncode == 0, install.stderr
    installed = os.listdir(os.path.join(target, "reinplace"))
    assert "libreinplace_libtorch.so" in installed
    assert any(name.startswith("_reinplace") for name in installed)
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    environment["PYTHONPATH"] = target
    run = subprocess.run([sys.executable, "-c", USE_INSTALLED, target], capture_output=True,
                         text=True, env=environment, cwd=str(tmp_path))
    assert run.returncode == 0, run.stderr
    assert "installed package works" in run.stdout
