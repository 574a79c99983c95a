"""A GraphModule as the graph text the C++ side reads (docs/graph-format.md).

The text is the code FX prints (`gm.code`) with every parameter annotated with its input's meta
("f32[2, 3][3, 1]@4": dtype, sizes, strides, storage offset; " in s0[N]" on inputs that share
one storage of N elements) and every statement that produces a tensor annotated with the meta
torch observes when it runs the graph on (copies of) the sample inputs. Statements producing a
tuple or list stay bare and each getitem of a tensor is annotated. A tensor constant the graph
reads (`_tensor_constant0 = self._tensor_constant0`) becomes a parameter of its own name at the
end of the list, since the text has no module to hold it. Needs only torch, not the compiled
extension: tools/torch_export.py writes its files with it.
"""
import re
from dataclasses import dataclass, field
from typing import Dict, List

import torch
import torch.fx

from .errors import ReinplaceError

DTYPE_CODES = {
    torch.float64: "f64", torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
    torch.int64: "i64", torch.int32: "i32", torch.int16: "i16", torch.int8: "i8",
    torch.uint8: "u8", torch.bool: "b8",
}
DTYPES = {code: dtype for dtype, code in DTYPE_CODES.items()}


def is_dense(t):
    return isinstance(t, torch.Tensor) and t.layout == torch.strided and t.device.type == "cpu"


def contiguous_strides(sizes):
    strides = []
    running = 1
    for s in reversed(list(sizes)):
        strides.insert(0, running)
        running *= max(s, 1)
    return strides


def meta_text(t, full=True):
    """The annotation for a tensor: "f32[2, 3][3, 1]@4". With full=False strides and offset are
    written only when they differ from the contiguous layout at offset 0. None when the format
    cannot express the tensor (a dtype without a code, a sparse or non-CPU tensor)."""
    if not is_dense(t) or t.dtype not in DTYPE_CODES:
        return None
    text = f"{DTYPE_CODES[t.dtype]}[{', '.join(str(s) for s in t.shape)}]"
    strides = list(t.stride())
    if full or strides != contiguous_strides(t.shape) or t.storage_offset():
        text += f"[{', '.join(str(s) for s in strides)}]"
        if t.storage_offset():
            text += f"@{t.storage_offset()}"
    return text


def storage_key(t):
    storage = t.storage()
    # Every empty storage may sit at address 0: those are told apart by the tensor.
    return (storage.data_ptr(), t.dtype) if storage.size() else ("empty", id(t))


def clone_inputs(tensors):
    """Copies with the same sizes, strides and storage offsets, sharing storage exactly where the
    originals do (a plain clone would make each contiguous and on its own)."""
    copies = {}
    out = []
    for t in tensors:
        if not isinstance(t, torch.Tensor):
            out.append(t)
            continue
        t = t.detach()
        key = storage_key(t)
        if key not in copies:
            n = t.storage().size()
            copies[key] = t.as_strided((n,), (1,), 0).clone() if n else t.new_empty((0,))
        out.append(copies[key].as_strided(t.shape, t.stride(), t.storage_offset()))
    return out


def exact_clone(t):
    """A copy of a tensor with the same sizes, strides and storage offset (a plain clone would
    make it contiguous), detached from autograd."""
    if not is_dense(t):
        return t.detach().clone()
    return clone_inputs([t])[0]


def shared_storage_names(inputs):
    """For each input, " in NAME[ELEMENTS]" when it shares its storage with another input (the
    annotation that says so), else ""."""
    keys = [storage_key(t) if is_dense(t) else None for t in inputs]
    shared = [k for k in dict.fromkeys(keys) if k is not None and keys.count(k) > 1]
    names = {k: f"s{i}" for i, k in enumerate(shared)}
    return [f" in {names[k]}[{t.storage().size()}]" if k in names else ""
            for k, t in zip(keys, inputs)]


class _MetaRecorder(torch.fx.Interpreter):
    """Runs a graph on real tensors and records, for every node, the meta of what it produced
    (None for non-tensors and tuples)."""

    def __init__(self, gm):
        super().__init__(gm)
        self.metas = {}
        self.unsupported = {}

    def run_node(self, node):
        try:
            value = super().run_node(node)
        except Exception as error:  # noqa: BLE001 - torch's error, at its node, is the answer
            first = str(error).strip().split("\n")[0]
            raise ReinplaceError(f"torch raised running the graph on the sample inputs: "
                                 f"{type(error).__name__}: {first}", node.name) from error
        if isinstance(value, torch.Tensor):
            text = meta_text(value)
            if text is None:
                self.unsupported[node.name] = f"{value.dtype} {value.layout} on {value.device}"
            else:
                self.metas[node.name] = text
        return value


def observe(gm, inputs):
    """Node name -> meta, as torch computes them on (copies of) these inputs; and the nodes whose
    tensors the format cannot express, with what they are."""
    recorder = _MetaRecorder(gm)
    with torch.no_grad(), torch.random.fork_rng(devices=[]):
        torch.manual_seed(0)
        recorder.run(*clone_inputs(inputs))
    return recorder.metas, recorder.unsupported


def code_lines(code):
    return [line.rstrip() for line in code.split("\n") if line.strip()]


STATEMENT_RE = re.compile(r"^(    )(\w+) = (.*)$")
_GET_ATTR_RE = re.compile(r"^    (\w+) = self\.([\w.]+)$")


def check_inputs(inputs, what):
    for i, value in enumerate(inputs):
        if not isinstance(value, torch.Tensor):
            raise ReinplaceError(f"{what} {i} is a {type(value).__name__}, not a tensor: graph "
                                 f"inputs are tensors (bind other values with functools.partial)")
        if not is_dense(value):
            raise ReinplaceError(f"{what} {i} is a {value.layout} tensor on {value.device}: "
                                 f"graph inputs are dense CPU tensors")


def _attribute(gm, target):
    value = gm
    for part in target.split("."):
        value = getattr(value, part)
    return value


@dataclass
class GraphText:
    """The text of a graph, and which node each of its lines (1-based) defines."""
    lines: List[str]
    nodes_by_line: Dict[int, str] = field(default_factory=dict)
    # Node name -> what its tensor is, for tensors the format cannot express.
    unsupported: Dict[str, str] = field(default_factory=dict)

    @property
    def text(self):
        return "\n".join(self.lines) + "\n"

    def node_at(self, line):
        return self.nodes_by_line.get(line)

    def line(self, number):
        return self.lines[number - 1] if 0 < number <= len(self.lines) else None


def graph_text(gm, inputs, comments=(), bare=False, run=True):
    """The annotated text of `gm` for these inputs (one per placeholder). With bare=True only the
    parameters are annotated: the code as torch prints it, the inputs' meta added. run=False
    implies bare and does not run the graph at all (statements then carry no meta for the
    C++ side to check its rules against, and tensors the format cannot express are found only
    there)."""
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    inputs = list(inputs)
    if len(placeholders) != len(inputs):
        raise ReinplaceError(f"the graph has {len(placeholders)} inputs but {len(inputs)} values "
                             f"were given for them")
    check_inputs(inputs, "input")
    constants = [n for n in gm.graph.nodes if n.op == "get_attr"]
    values = []
    for node in constants:
        value = _attribute(gm, node.target)
        if not isinstance(value, torch.Tensor):
            raise ReinplaceError(f"the graph reads attribute {node.target}, a "
                                 f"{type(value).__name__}: only tensor constants can be inputs",
                                 node.name)
        values.append(value.detach())
    check_inputs(values, "tensor constant")
    metas, unsupported = observe(gm, inputs) if run else ({}, {})
    parameters = [(n.target, n.name) for n in placeholders] + [(n.name, n.name) for n in constants]
    all_inputs = inputs + values
    for (_, name), t in zip(parameters, all_inputs):
        if meta_text(t) is None:
            unsupported[name] = f"{t.dtype} {t.layout} on {t.device}"
    lines = code_lines(gm.code)
    if not lines or not lines[0].startswith("def forward(self"):
        raise ReinplaceError(f"unexpected code from torch.fx: {lines[:1]}")
    params = []
    for (parameter, _), t, storage in zip(parameters, all_inputs, shared_storage_names(all_inputs)):
        text = meta_text(t, full=False)
        params.append(f'{parameter}: "{text}{storage}"' if text else parameter)
    out = GraphText([f"# {c}" if c else "#" for c in comments], unsupported=unsupported)
    if any(shared_storage_names(all_inputs)):
        # functionalization treats every input as a tensor of its own, so the graph need not
        # compute what the program computes on these aliased inputs.
        out.lines.append("# inputs ' in s0' share one storage, as the example inputs did; torch's")
        out.lines.append("# functionalization traced them as tensors of their own")
    for name, what in unsupported.items():
        out.lines.append(f"# {name} is a {what} tensor, which the graph format cannot annotate")
    out.lines.append("def forward(" + ", ".join(["self"] + params) + "):")
    constant_names = {n.name for n in constants}
    for line in lines[1:]:
        attribute = _GET_ATTR_RE.match(line)
        if attribute and attribute.group(1) in constant_names:
            continue  # a parameter now
        m = STATEMENT_RE.match(line)
        if m and m.group(2) in metas and not bare:
            indent, name, rest = m.groups()
            line = f'{indent}{name}: "{metas[name]}" = {rest}'
        out.lines.append(line)
        if m:
            out.nodes_by_line[len(out.lines)] = m.group(2)
        elif line.startswith("    return"):
            out.nodes_by_line[len(out.lines)] = "output"
    return out
