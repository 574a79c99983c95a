"""torch's own test databases, importable outside torch's test runner.

torch.testing._internal.common_utils imports expecttest (not packaged by Debian) and parses
sys.argv when it is imported; neither is needed to build samples and modules, so expecttest is
stubbed and sys.argv hidden while the database module loads.
"""
import sys
import types
import unittest
import warnings


def _import_quietly(load):
    if "expecttest" not in sys.modules:
        stub = types.ModuleType("expecttest")
        stub.TestCase = unittest.TestCase
        stub.ACCEPT = False
        sys.modules["expecttest"] = stub
    saved, sys.argv = sys.argv, sys.argv[:1]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return load()
    finally:
        sys.argv = saved


def op_db():
    """torch.testing._internal.common_methods_invocations.op_db: the OpInfo list."""
    def load():
        from torch.testing._internal.common_methods_invocations import op_db as db
        return db
    return _import_quietly(load)


def module_db():
    """torch.testing._internal.common_modules.module_db: the ModuleInfo list."""
    def load():
        from torch.testing._internal.common_modules import module_db as db
        return db
    return _import_quietly(load)
