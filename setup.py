"""`pip install .`: the extension `reinplace._reinplace` and the ATen module beside it are built by
the project's CMake (the same targets `make` builds), then packaged with python/reinplace/.

The CMake build goes to $REINPLACE_CMAKE_BUILD_DIR if set (an existing build tree is reused and
only brought up to date), else to a directory under setuptools' build_temp. It needs what
scripts/install-deps.sh installs (clang++, Ninja, Z3, pybind11, libtorch-dev)."""
import glob
import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE_DIR = os.path.dirname(os.path.abspath(__file__))


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = os.environ.get("REINPLACE_CMAKE_BUILD_DIR") or os.path.join(
            os.path.abspath(self.build_temp), "cmake")
        if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
            subprocess.run(["cmake", "-S", SOURCE_DIR, "-B", build_dir, "-G", "Ninja",
                            "-DCMAKE_CXX_COMPILER=clang++", "-DCMAKE_BUILD_TYPE=Release",
                            "-DREINPLACE_FUZZ=OFF", "-DREINPLACE_PYTHON=ON",
                            f"-DREINPLACE_PYTHON_EXECUTABLE={sys.executable}"], check=True)
        subprocess.run(["cmake", "--build", build_dir, "--target", "_reinplace",
                        "reinplace_python_package"], check=True)
        built = os.path.join(build_dir, "python", "reinplace")
        extension = glob.glob(os.path.join(built, "_reinplace*.so"))
        if len(extension) != 1:
            raise RuntimeError(f"expected one _reinplace extension in {built}, found {extension}")
        destination = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copyfile(extension[0], destination)
        # aten/aten_executor.cpp loads libtorch's module from beside the extension
        shutil.copyfile(os.path.join(built, "libreinplace_libtorch.so"),
                        os.path.join(os.path.dirname(destination), "libreinplace_libtorch.so"))


setup(ext_modules=[Extension("reinplace._reinplace", sources=[])],
      cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": os.path.join("build", "pip")}})
