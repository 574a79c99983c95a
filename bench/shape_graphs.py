#!/usr/bin/env python3
"""FX-code text of the graph shapes `reinplace opt` is timed on at 10^4..10^6 ops.

    shape_graphs.py chain|wide|fanout OPS > graph.fx

chain is bench/graph_shapes.h's chainGraph; wide is OPS / 3 independent lanes clone -> add ->
relu, every lane returned; fanout is one base whose OPS / 4 rows are each selected, updated and
scattered back (the way make_fx functionalizes `for i: base[i] = -base[i]`).
"""
import sys


def chain(ops):
    out = ['def forward(self, x: "f32[8, 8]"):', "    v0 = torch.ops.aten.clone.default(x)"]
    blocks = ops // 6
    for i in range(blocks):
        out += [
            f"    add_{i} = torch.ops.aten.add.Tensor(v{i}, 1)",
            f"    mul_{i} = torch.ops.aten.mul.Tensor(add_{i}, 2)",
            f"    select_{i} = torch.ops.aten.select.int(mul_{i}, 0, 1)",
            f"    addr_{i} = torch.ops.aten.add.Tensor(select_{i}, 3)",
            f"    scatter_{i} = torch.ops.aten.select_scatter.default(mul_{i}, addr_{i}, 0, 1)",
            f"    v{i + 1} = torch.ops.aten.relu.default(scatter_{i})",
        ]
    return out + [f"    return v{blocks}"]


def wide(ops):
    lanes = ops // 3
    out = ['def forward(self, x: "f32[4]"):']
    for i in range(lanes):
        out += [
            f"    clone_{i} = torch.ops.aten.clone.default(x)",
            f"    add_{i} = torch.ops.aten.add.Tensor(clone_{i}, {i})",
            f"    relu_{i} = torch.ops.aten.relu.default(add_{i})",
        ]
    return out + ["    return (" + ", ".join(f"relu_{i}" for i in range(lanes)) + ")"]


def fanout(ops):
    rows = ops // 4
    out = [f'def forward(self, x: "f32[{rows}, 4]"):', "    base_0 = torch.ops.aten.clone.default(x)"]
    for i in range(rows):
        out += [
            f"    row_{i} = torch.ops.aten.select.int(base_{i}, 0, {i})",
            f"    neg_{i} = torch.ops.aten.neg.default(row_{i})",
            f"    base_{i + 1} = torch.ops.aten.select_scatter.default(base_{i}, neg_{i}, 0, {i})",
            f"    view_{i} = torch.ops.aten.view.default(base_{i + 1}, [-1])",
        ]
    return out + [f"    return base_{rows}"]


if __name__ == "__main__":
    shape, ops = sys.argv[1], int(sys.argv[2])
    sys.stdout.write("\n".join({"chain": chain, "wide": wide, "fanout": fanout}[shape](ops)) + "\n")
