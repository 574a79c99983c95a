#!/usr/bin/python3
"""Writes what torch 1.13 says about every schema of core/ops/aten_schemas.inc (the aten:: schemas
tools/aten_schemas.py keeps), as the expected table tests/core/ops/data/op_classification.txt.

usage: tools/op_classification.py > tests/core/ops/data/op_classification.txt

Columns, one op per line, separated by single spaces (the column header is written too):
  1 op          name.overload; the empty overload name is "default", as in torch.ops.aten
  2 view        1 if torch.fx.passes.reinplace._is_view_op(op), else 0
  3 multi       1 if _get_view_type(op) is _ViewType.MultiOutputView, else 0
  4 inplace     _maybe_get_inplace_op(op) as name.overload, "-" when None, "!" when it fails
                (its own asserts on the candidate in-place schemas)
  5 mutable     the arguments torch marks written (alias_info.is_write), comma separated, or "-"
  6 out         1 if some argument is an out= argument (torch's Argument.is_out), else 0
  7 out_variant for a functional op (column 8): the out= variant torchgen groups with it
                (NativeFunctionsGroup.out) as name.overload, else "-"
  8 kind        torchgen's SchemaKind of the native function (functional, inplace, out,
                mutable, scratch), or "builtin" for a TorchScript builtin that is no native
                function
"""
import sys

import torch
import torchgen.gen
from torch.fx.passes.reinplace import (_ViewType, _get_view_type, _is_view_op,
                                       _maybe_get_inplace_op)
from torchgen.model import NativeFunctionsGroup

from aten_schemas import aten_entries, native_texts, torch_version

COLUMNS = "op view multi inplace mutable out out_variant kind"


def qualified(name, overload):
    return f"{name}.{overload or 'default'}"


def native_info():
    """(name, overload) -> SchemaKind name, and functional (name, overload) -> out= variant."""
    _, parsed = native_texts()
    kinds, outs = {}, {}
    for f in parsed.native_functions:
        kinds[(str(f.func.name.name), f.func.name.overload_name)] = f.func.kind().name
    for group in torchgen.gen.get_grouped_native_functions(parsed.native_functions):
        if isinstance(group, NativeFunctionsGroup):
            functional, out = group.functional.func.name, group.out.func.name
            outs[(str(functional.name), functional.overload_name)] = qualified(
                str(out.name), out.overload_name)
    return kinds, outs


def inplace_variant(op):
    try:
        inplace = _maybe_get_inplace_op(op)
    except AssertionError:
        return "!"
    if inplace is None:
        return "-"
    return qualified(inplace._schema.name.split("::")[1], inplace._schema.overload_name)


def main():
    kinds, outs = native_info()
    out = sys.stdout
    out.write(f"# Every aten:: op of core/ops/aten_schemas.inc as torch {torch_version()} "
              "classifies it; written by tools/op_classification.py.\n"
              "# view, multi: _is_view_op and _get_view_type == MultiOutputView "
              "(torch.fx.passes.reinplace);\n"
              "# inplace: _maybe_get_inplace_op (- none, ! its asserts fail); mutable: arguments "
              "with alias_info.is_write (- none);\n"
              "# out: an argument is_out; out_variant: the out= op torchgen groups with a "
              "functional op (- none);\n"
              "# kind: torchgen SchemaKind, or builtin for a TorchScript builtin.\n"
              f"# {COLUMNS}\n")
    for entry in aten_entries():
        if entry.excluded:
            continue
        key = (entry.name, entry.overload)
        op = getattr(getattr(torch.ops.aten, entry.name), entry.overload or "default")
        schema = op._schema
        mutable = [a.name for a in schema.arguments
                   if a.alias_info is not None and a.alias_info.is_write]
        kind = kinds.get(key, "builtin")
        fields = [
            qualified(*key),
            str(int(bool(_is_view_op(op)))),
            str(int(_get_view_type(op) == _ViewType.MultiOutputView)),
            inplace_variant(op),
            ",".join(mutable) or "-",
            str(int(any(a.is_out for a in schema.arguments))),
            outs.get(key, "-") if kind == "functional" else "-",
            kind,
        ]
        out.write(" ".join(fields) + "\n")


if __name__ == "__main__":
    main()
