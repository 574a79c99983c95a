#!/usr/bin/python3
"""Writes what torch 1.13 derives for every op we register, as the expected table of
tests/core/ops/op_classification_test.cpp: for each op, upstream's _is_view_op, whether its view is
multi-output (_get_view_type), and _maybe_get_inplace_op.

usage: tools/op_classification.py REINPLACE_BINARY > tests/core/ops/data/op_classification.txt
"""
import subprocess
import sys

import torch
from torch.fx.passes.reinplace import (_ViewType, _get_view_type, _is_view_op,
                                       _maybe_get_inplace_op)


def main():
    listing = subprocess.run([sys.argv[1], "ops"], capture_output=True, text=True, check=True)
    print("# qualified-name view multi-output in-place-variant  (from torch "
          f"{torch.__version__.split('+')[0]})")
    for line in listing.stdout.splitlines():
        head = line.split("(", 1)[0]
        name, overload = (head.split(".", 1) + ["default"])[:2]
        op = getattr(getattr(torch.ops.aten, name), overload)
        inplace = _maybe_get_inplace_op(op)
        inplace_name = "-" if inplace is None else inplace._schema.name.split("::")[1] + "." + (
            inplace._overloadname)
        print(f"{name}.{overload} {int(bool(_is_view_op(op)))} "
              f"{int(_get_view_type(op) == _ViewType.MultiOutputView)} {inplace_name}")


if __name__ == "__main__":
    main()
