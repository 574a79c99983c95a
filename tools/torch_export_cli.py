"""The command line of tools/torch_export.py (its usage is in that file's docstring): dump a
torchvision model or an importable function, and check it with reinplace.
"""
import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_export import (  # noqa: E402
    ExportError, ReinplaceChecker, dump_function, dump_module, random_inputs, run_check,
    torchvision_case)


def _report(result):
    verdict = result.output.split("\n")[0] if result.output else f"exit {result.status}"
    print(f"  reinplace check: {verdict}")
    if not result.equivalent:
        for line in result.output.split("\n")[1:]:
            print(f"    {line}")


def _print_dumped(dumped, args):
    print(f"{dumped.path}: {dumped.node_count} statements, {len(dumped.ops())} distinct aten ops")
    if dumped.expected_path:
        print(f"{dumped.expected_path}: torch's reinplace result")
    elif args.expected:
        print(f"  torch's reinplace pass failed: {dumped.expected_error}")


def _torchvision_main(args):
    model, image = torchvision_case(args.model, args.train, args.image_size)
    mode = "train" if args.train else "eval"
    os.makedirs(args.out, exist_ok=True)
    status = 0
    if not args.aot:
        path = os.path.join(args.out, f"{args.model}_{mode}.fx")
        title = (f"{args.model}_{mode}: torchvision.models.{args.model}(weights=None), "
                 f"{mode} mode, on a {'x'.join(map(str, image.shape))} image")
        dumped = dump_module(model, (image,), path, expected=args.expected, title=title,
                             bare=args.bare)
        _print_dumped(dumped, args)
        if args.reinplace or os.environ.get("REINPLACE"):
            result = run_check(dumped.path, args.reinplace, args.check_args)
            _report(result)
            status = 0 if result.equivalent else 1
        return status
    checker = ReinplaceChecker(args.out, f"{args.model}_{mode}", args.reinplace,
                               check=bool(args.reinplace or os.environ.get("REINPLACE")),
                               check_args=args.check_args, on_failure="record",
                               expected=args.expected, bare=args.bare)
    compiled = checker.aot(model)
    out = compiled(image)
    loss = out.sum() if isinstance(out, torch.Tensor) else sum(o.sum() for o in out)
    loss.backward()
    for k, dumped in enumerate(checker.dumped):
        print(f"{dumped.path}: {dumped.node_count} statements, {len(dumped.ops())} distinct aten ops")
        if k < len(checker.results):
            _report(checker.results[k])
    return 1 if checker.failures() else 0


def _function_main(args):
    import importlib
    module_name, _, attr = args.target.partition(":")
    if not attr:
        raise ExportError(f"expected MODULE:NAME, got {args.target!r}")
    sys.path.insert(0, os.getcwd())
    fn = getattr(importlib.import_module(module_name), attr)
    generator = torch.Generator().manual_seed(0)
    inputs = random_inputs(args.input, generator)
    out = args.out or f"{attr}.fx"
    dumped = dump_function(fn, inputs, out, expected=args.expected, title=f"{attr}: {args.target}",
                           bare=args.bare)
    _print_dumped(dumped, args)
    if args.reinplace or os.environ.get("REINPLACE"):
        result = run_check(dumped.path, args.reinplace, args.check_args)
        _report(result)
        return 0 if result.equivalent else 1
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Dump PyTorch programs as annotated, functionalized graph files and check "
                    "them with `reinplace check`.")
    sub = parser.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--reinplace", help="the reinplace binary (default $REINPLACE); "
                                            "without one, graphs are only written")
    common.add_argument("--bare", action="store_true",
                        help="annotate only the parameters: statements stay as torch prints "
                             "them, and reinplace takes the meta of ops without a rule from ATen")
    common.add_argument("--expected", action="store_true",
                        help="also write torch's reinplace result as NAME.pytorch.expected")
    common.add_argument("--check-arg", dest="check_args", action="append", default=[],
                        help="an option for `reinplace check` (e.g. --check-arg=--policy=pytorch)")
    tv = sub.add_parser("torchvision", parents=[common], help="a torchvision classification, segmentation or video model")
    tv.add_argument("model", help="e.g. resnet18, deeplabv3_resnet50, r3d_18")
    tv.add_argument("--train", action="store_true", help="training mode (default: eval)")
    tv.add_argument("--image-size", type=int, default=64)
    tv.add_argument("--out", default=".", help="output directory (default: .)")
    tv.add_argument("--aot", action="store_true",
                    help="forward and backward graphs through AOTAutograd")
    fn = sub.add_parser("function", parents=[common], help="a Python function MODULE:NAME")
    fn.add_argument("target")
    fn.add_argument("--input", action="append", default=[], metavar="META",
                    help='an input, e.g. "f32[4, 4]" (repeat per input)')
    fn.add_argument("--out", help="output file (default NAME.fx)")
    args = parser.parse_args(argv)
    try:
        if args.command == "torchvision":
            return _torchvision_main(args)
        return _function_main(args)
    except ExportError as error:
        print(f"torch_export: error: {error}", file=sys.stderr)
        return 2
    except RuntimeError as error:
        # The program does not run on these inputs (a video model on an image, a model whose
        # smallest input is larger): bad input, not a failed check.
        first = str(error).strip().split("\n")[0]
        print(f"torch_export: error: torch cannot run the program on these inputs: {first}",
              file=sys.stderr)
        return 2
