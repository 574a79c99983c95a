#!/usr/bin/python3
"""`make demo`'s Python part: torchvision's resnet18, traced by make_fx as torch's own pass expects
it, reinplaced in-process with `reinplace.reinplace` (the same GraphModule, rewritten), its
explanation summed up, and the rewritten module run against eager.

usage: demo_python.py PACKAGE_DIR      (the build's python/ folder, holding reinplace/)
"""
import sys
import time

sys.path.insert(0, sys.argv[1])
import torch  # noqa: E402
import torchvision  # noqa: E402
from functorch import functionalize  # noqa: E402
from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402
import reinplace  # noqa: E402

torch.manual_seed(0)
model = torchvision.models.resnet18().eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    gm = make_fx(functionalize(model))(x)
    before = sum(1 for n in gm.graph.nodes if n.op == "call_function")
    explanation = reinplace.explain(gm, x)
    start = time.perf_counter()
    same = reinplace.reinplace(gm, x)
    seconds = time.perf_counter() - start
    inplace = sum(1 for n in gm.graph.nodes
                  if hasattr(n.target, "_schema") and n.target._schema.name.endswith("_"))
    difference = (gm(x) - model(x)).abs().max().item()
print(f"resnet18: {before} ops, {inplace} now in place, in {seconds * 1000:.0f} ms "
      f"(the same GraphModule: {same is gm})")
print(f"explain: {len(explanation.decisions)} decisions, {explanation.bytes_saved} bytes saved")
print(f"rewritten module against eager: max |difference| {difference:.2e}")
sys.exit(0 if same is gm and difference < 1e-4 else 1)
