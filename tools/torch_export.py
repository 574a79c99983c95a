#!/usr/bin/python3
"""Dumps PyTorch programs as functionalized, annotated graph files, and checks them with reinplace.

For torch 1.13 (Debian's python3-torch). Works as a library (`import torch_export`) and from the
command line.

Dumping. A function, or an nn.Module (its parameters and buffers become graph inputs, through
torch.nn.utils.stateless.functional_call), is traced with make_fx(functionalize(f)). The file
holds the code torch prints for the graph, with one change: every parameter carries its meta
("f32[2, 3]", strides and storage offset when not contiguous; " in s0[N]" on inputs that share
one storage of N elements), and every statement that produces
a tensor carries the meta torch observes when it runs the graph on the example inputs, strides and
offset included (`view: "f32[16][1]" = torch.ops.aten.view.default(...)`). Statements producing a
tuple or list (native_batch_norm, split, ...) stay bare and each `getitem` of a tensor is
annotated; statements producing Python numbers or None stay bare. torch ignores string
annotations, so the file still runs in torch; `reinplace meta` checks each annotation against its
own meta rules. Tensor constants the trace captured (`self._tensor_constant0`) become extra
inputs at the end of the parameter list, since a graph file has no module to hold them.

Beside NAME.fx, NAME.pytorch.expected can hold torch's own reinplace result
(torch.fx.passes.reinplace.reinplace on the same graph, as torch prints the code), the
convention of tests/core/reinplace/upstream/.

Checking. `ReinplaceChecker` is a pair of AOTAutograd compilers (functorch.compile.aot_function /
aot_module): every forward and backward graph it receives is written as an annotated file and
`reinplace check` runs on it. A verdict other than `equivalent` raises ReinplaceVerdictError, a
graph reinplace cannot load raises ReinplaceInputError (both name the file), unless the checker
was made with on_failure="record"; the graph module itself is returned unchanged, so the model
runs as before.

The command line (tools/torch_export_cli.py; running a graph file through `reinplace check` is
tools/reinplace_runner.py):
  torch_export.py torchvision MODEL [--train] [--image-size N] [--out DIR] [--expected]
                  [--aot] [--reinplace BIN] [--policy P]
      a classification, segmentation or video model with random weights (seeded) on a random
      1x3xNxN image (1x3xTxNxN frames for video; see torchvision_case): the functionalized
      forward as DIR/MODEL.fx (eval mode, or --train), checked with `reinplace check` when a
      binary is given (--reinplace or $REINPLACE); with --aot, the forward and backward graphs
      AOTAutograd makes for the sum of the model's output, each written and checked
  torch_export.py function MODULE:NAME --input META [--input META ...] [--out FILE]
                  [--expected] [--reinplace BIN]
      a function importable as MODULE.NAME on random inputs of the given metas ("f32[4, 4]";
      "f32[4] in s" twice: two inputs that are one tensor)
"""
import copy
import inspect
import keyword
import math
import operator
import os
import re
import sys
from dataclasses import dataclass, field
from typing import Callable, List, Optional

import torch
import torch.fx
import torch.utils._pytree as pytree
from functorch.experimental import functionalize
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.graph import _snake_case

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The package's pure-Python half writes the graph text; appended, so that a built package on
# PYTHONPATH (build/python, with its extension) is the one imported.
sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import graph_inputs  # noqa: E402
from reinplace import ReinplaceError  # noqa: E402
from reinplace import annotated_text as _annotated_text  # noqa: E402
from reinplace.annotated_text import (  # noqa: E402,F401 - this module's API, as before
    DTYPE_CODES, DTYPES, STATEMENT_RE, code_lines, contiguous_strides, exact_clone, is_dense,
    meta_text, observe, shared_storage_names)
from reinplace_runner import (  # noqa: E402,F401 - the bridge's API, as before
    CheckResult, ExportError, ReinplaceCheckError, ReinplaceInputError, ReinplaceVerdictError,
    raise_for, reinplace_binary, run_check)

TORCH_VERSION = torch.__version__.split("+")[0]


# ---------------------------------------------------------------------------------------------
# Metas

def parse_meta(text):
    """(dtype, sizes, strides, offset) of an annotation of an input with a storage of its own."""
    try:
        layout = graph_inputs.parse_input_meta(text)
    except graph_inputs.MetaError as error:
        raise ExportError(str(error)) from None
    if layout.storage is not None:
        raise ExportError(f"meta {text!r} names a shared storage: random_inputs builds the inputs "
                          f"that share it together")
    return layout.dtype, layout.sizes, layout.strides, layout.offset


def random_tensor(meta, generator=None):
    """A random tensor laid out exactly as the meta says (strides, storage offset)."""
    dtype, sizes, strides, offset = parse_meta(meta) if isinstance(meta, str) else meta
    extent = offset + 1 + sum((s - 1) * st for s, st in zip(sizes, strides)) if all(sizes) else offset
    storage = graph_inputs.random_storage(dtype, extent, generator)
    return storage.as_strided(sizes, strides, offset)


def random_inputs(metas, generator=None):
    """Random inputs for the annotations of a graph's parameters (load_graph's metas), those
    naming one storage (" in s") views of one tensor."""
    try:
        return graph_inputs.make_inputs(metas, generator)
    except graph_inputs.MetaError as error:
        raise ExportError(str(error)) from None


# ---------------------------------------------------------------------------------------------
# Tracing

def _identifier(name, taken):
    # FX names a placeholder after its parameter snake-cased (Conv2d_1a -> conv2d_1a, MBconv ->
    # mbconv) and, where that differs, prints a rename line (`conv2d_1a_1 = Conv2d_1a_1`) that a
    # graph file does not need: parameters are named as FX will name them.
    ident = _snake_case(re.sub(r"\W", "_", name))
    if not ident or ident[0].isdigit() or keyword.iskeyword(ident) or ident in ("self", "torch"):
        ident = "p_" + ident
    base, k = ident, 1
    while ident in taken:
        ident = f"{base}_{k}"
        k += 1
    taken.add(ident)
    return ident


def _named_function(call, names, qualname="f"):
    """A function of positional parameters with these names that calls call(*args): make_fx
    names the graph's placeholders after the traced function's parameters (NAME_1)."""
    source = f"def {qualname}({', '.join(names)}):\n    return _call({', '.join(names)})\n"
    namespace = {"_call": call}
    exec(source, namespace)  # the names are checked identifiers
    return namespace[qualname]


def _check_inputs(inputs, what):
    try:
        _annotated_text.check_inputs(inputs, what)
    except ReinplaceError as error:
        raise ExportError(str(error)) from None


def trace(fn, example_inputs, remove="mutations"):
    """make_fx(functionalize(fn, remove=remove))(*example_inputs); remove=None traces without
    functionalization. The inputs are cloned first (the trace runs the program for real)."""
    example_inputs = list(example_inputs)
    _check_inputs(example_inputs, "example input")
    target = fn if remove is None else functionalize(fn, remove=remove)
    with torch.random.fork_rng(devices=[]):
        gm = make_fx(target)(*[exact_clone(t) for t in example_inputs])
    return gm


@dataclass
class ModuleCall:
    """A module call as a function of tensors only: `fn(*inputs)` is `module(*args, **kwargs)`
    with the parameters and buffers (first) and every tensor in args/kwargs (then) as inputs."""
    fn: Callable
    inputs: List[torch.Tensor]
    names: List[str]


def module_call(module, args=(), kwargs=None):
    kwargs = dict(kwargs or {})
    state = dict(module.named_parameters())
    state.update(module.named_buffers())
    taken = set()
    state_names = [_identifier(name, taken) for name in state]
    state_keys = list(state)
    leaves, spec = pytree.tree_flatten((tuple(args), kwargs))
    try:
        signature = list(inspect.signature(module.forward).parameters)
    except (TypeError, ValueError):
        signature = []
    tensor_positions = [i for i, leaf in enumerate(leaves) if isinstance(leaf, torch.Tensor)]
    input_names = []
    for k, i in enumerate(tensor_positions):
        if i < len(args) and args[i] is leaves[i] and i < len(signature) and \
                not signature[i].startswith("*"):
            label = signature[i]
        elif len(tensor_positions) == 1:
            label = "input"
        else:
            label = f"input{k}"
        input_names.append(_identifier(label, taken))
    n_state = len(state_keys)

    def call(*tensors):
        params = dict(zip(state_keys, tensors[:n_state]))
        flat = list(leaves)
        for i, t in zip(tensor_positions, tensors[n_state:]):
            flat[i] = t
        call_args, call_kwargs = pytree.tree_unflatten(flat, spec)
        result = torch.nn.utils.stateless.functional_call(module, params, call_args, call_kwargs)
        # A namedtuple result (GoogLeNetOutputs, InceptionOutputs in training) returns as the
        # plain tuple of its fields: FX would print a call of the class, which no graph runs.
        if isinstance(result, tuple) and hasattr(result, "_fields"):
            result = tuple(result)
        return result

    names = state_names + input_names
    inputs = [state[k].detach() for k in state_keys] + [leaves[i].detach() for i in tensor_positions]
    return ModuleCall(_named_function(call, names, "forward"), inputs, names)


def lift_constants(gm):
    """Turns the tensor constants of a traced graph (get_attr nodes) into inputs after the
    existing ones. Returns their values, in the order of the new inputs."""
    graph = gm.graph
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    values = []
    lifted = {}  # attribute -> its placeholder: an attribute read twice becomes one input
    for node in list(graph.nodes):
        if node.op != "get_attr":
            continue
        if node.target in lifted:
            node.replace_all_uses_with(lifted[node.target])
            graph.erase_node(node)
            continue
        value = gm
        for part in node.target.split("."):
            value = getattr(value, part)
        if not isinstance(value, torch.Tensor):
            raise ExportError(f"the graph reads attribute {node.target}, a "
                              f"{type(value).__name__}: only tensor constants can become inputs")
        anchor = placeholders[-1] if placeholders else None
        context = graph.inserting_after(anchor) if anchor else graph.inserting_before(
            next(iter(graph.nodes)))
        with context:
            placeholder = graph.placeholder(node.name.lstrip("_") or "constant")
        node.replace_all_uses_with(placeholder)
        graph.erase_node(node)
        lifted[node.target] = placeholder
        placeholders.append(placeholder)
        values.append(value.detach())
    if values:
        gm.recompile()
    return values


# ---------------------------------------------------------------------------------------------
# Annotating

def annotated_code(gm, inputs, comments=(), bare=False):
    """The lines of the graph's code with every parameter and tensor statement annotated (with
    bare=True only the parameters: the code as torch prints it, the inputs' meta added)."""
    try:
        return _annotated_text.graph_text(gm, inputs, comments, bare).lines
    except ReinplaceError as error:
        raise ExportError(str(error)) from None


def torch_reinplace_lines(gm, inputs):
    """torch.fx.passes.reinplace.reinplace on a copy of the graph, as torch prints the code."""
    from torch.fx.passes.reinplace import reinplace
    copied = copy.deepcopy(gm)
    with torch.random.fork_rng(devices=[]):
        rewritten = reinplace(copied, *graph_inputs.clone_inputs(inputs))
    return code_lines(rewritten.code)


# ---------------------------------------------------------------------------------------------
# Writing

@dataclass
class Dumped:
    """A graph written to `path`; `inputs` are the values of its parameters, in order (the
    example inputs, then lifted constants)."""
    path: str
    gm: torch.fx.GraphModule
    inputs: List[torch.Tensor]
    expected_path: Optional[str] = None
    expected_error: Optional[str] = None
    notes: List[str] = field(default_factory=list)

    @property
    def node_count(self):
        return sum(1 for n in self.gm.graph.nodes if n.op == "call_function")

    def ops(self):
        """The aten overloads the graph calls, e.g. 'aten.add.Tensor', with their counts."""
        counts = {}
        for node in self.gm.graph.nodes:
            if node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload):
                name = str(node.target)
                counts[name] = counts.get(name, 0) + 1
        return counts


def expected_path_of(path):
    return path[:-3] + ".pytorch.expected" if path.endswith(".fx") else path + ".pytorch.expected"


def write_graph(gm, inputs, path, comments=(), expected=False, bare=False):
    """Writes a traced graph, annotated by running it on `inputs`, to `path` (and torch's
    reinplace result beside it if expected). Constants are lifted to inputs first."""
    inputs = list(inputs)
    constants = lift_constants(gm)
    inputs += constants
    comments = list(comments)
    if constants:
        names = [n.name for n in gm.graph.nodes if n.op == "placeholder"][-len(constants):]
        comments.append(f"the last {len(constants)} inputs ({', '.join(names)}) hold tensor "
                        f"constants of the traced program")
    lines = annotated_code(gm, inputs, comments, bare)
    directory = os.path.dirname(path)
    if directory:
        os.makedirs(directory, exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    dumped = Dumped(path, gm, inputs)
    if constants:
        dumped.notes.append(f"{len(constants)} constants lifted to inputs")
    if expected:
        write_expected(dumped)
    return dumped


def write_expected(dumped):
    out = expected_path_of(dumped.path)
    try:
        lines = torch_reinplace_lines(dumped.gm, dumped.inputs)
    except Exception as error:  # noqa: BLE001 - torch's pass failing is a result to report
        dumped.expected_error = f"{type(error).__name__}: {str(error).strip().splitlines()[0]}"
        if os.path.exists(out):
            os.remove(out)
        return None
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    dumped.expected_path = out
    return out


def default_comments(title, how):
    return [title, f"{how} in torch {TORCH_VERSION}"] if title else [f"{how} in torch {TORCH_VERSION}"]


def dump_function(fn, example_inputs, path, *, remove="mutations", expected=False, title=None,
                  bare=False):
    """Traces fn(*example_inputs) functionalized and writes the annotated graph to path."""
    gm = trace(fn, example_inputs, remove)
    how = "make_fx(functionalize(f))" if remove == "mutations" else (
        f"make_fx(functionalize(f, remove={remove!r}))" if remove else "make_fx(f)")
    return write_graph(gm, list(example_inputs), path, default_comments(title, how), expected, bare)


def dump_module(module, args, path, *, kwargs=None, remove="mutations", expected=False,
                title=None, bare=False):
    """Traces module(*args, **kwargs) with its parameters and buffers as the first graph inputs
    (in named_parameters(), then named_buffers() order) and every tensor of args/kwargs after
    them. Mutated buffers (BatchNorm's num_batches_tracked in training mode, ...) are written
    back by copy_ statements at the end of the graph."""
    call = module_call(module, args, kwargs)
    gm = trace(call.fn, call.inputs, remove)
    how = "make_fx(functionalize(functional_call(module)))" if remove == "mutations" else (
        f"make_fx(functionalize(functional_call(module), remove={remove!r}))" if remove
        else "make_fx(functional_call(module))")
    return write_graph(gm, call.inputs, path, default_comments(title, how), expected, bare)


# ---------------------------------------------------------------------------------------------
# Loading a written graph back into torch

def load_graph(path):
    """The forward function of a graph file as a Python function of its inputs, and the
    parameters' (name, meta) pairs; torch ignores the annotations. random_inputs makes inputs
    for the metas (parameters naming one storage as views of one tensor)."""
    source = open(path).read().split("\n")
    start = next((i for i, line in enumerate(source) if line.lstrip().startswith("def forward(")),
                 None)
    if start is None:
        raise ExportError(f"{path}: no `def forward(` line")
    indent = len(source[start]) - len(source[start].lstrip())
    body = []
    for line in source[start:]:
        if not line.strip() or line.strip().startswith("#"):
            continue
        body.append(line[indent:])
    env = {"torch": torch, "operator": operator, "inf": math.inf, "nan": math.nan,
           "device": torch.device}
    exec(compile("\n".join(body), path, "exec"), env)
    params = re.findall(r'(\w+)\s*(?::\s*"([^"]*)")?\s*[,)]', body[0].split("(", 1)[1])
    params = [(name, meta or None) for name, meta in params if name != "self"]
    forward = env["forward"]

    def run(*inputs):
        return forward(None, *inputs)

    return run, params


# ---------------------------------------------------------------------------------------------
# reinplace

def deterministic_partition(joint_module, joint_inputs):
    """functorch's default_partition, with the tensors saved for backward in the order they are
    computed in the forward graph. torch 1.13 collects them in a set of nodes, so their order
    (the forward graph's outputs after the real ones, the backward graph's first inputs) changes
    from run to run; this puts both graphs in one canonical order."""
    from functorch.compile import default_partition
    fw, bw = default_partition(joint_module, joint_inputs)
    output = next(n for n in fw.graph.nodes if n.op == "output")
    outs = list(output.args[0])
    inputs = [n for n in bw.graph.nodes if n.op == "placeholder"]
    saved = [n for n in inputs if not n.name.startswith("tangents")]
    tangents = [n for n in inputs if n.name.startswith("tangents")]
    n_real = len(outs) - len(saved)
    saved_outs = outs[n_real:]
    if [o.name for o in saved_outs] != [n.name for n in saved] or inputs != saved + tangents:
        return fw, bw  # not the layout this knows: leave torch's order
    position = {node: k for k, node in enumerate(fw.graph.nodes)}
    order = sorted(range(len(saved)), key=lambda i: position[saved_outs[i]])
    output.args = (outs[:n_real] + [saved_outs[i] for i in order],)
    anchor = next((n for n in bw.graph.nodes if n.op != "placeholder"), None)
    if anchor is not None:
        for node in [saved[i] for i in order] + tangents:
            anchor.prepend(node)
    fw.recompile()
    bw.recompile()
    return fw, bw


class ReinplaceChecker:
    """AOTAutograd compilers that write each graph and check it with `reinplace check`.

        checker = ReinplaceChecker("graphs", name="mlp")
        compiled = aot_function(f, checker.forward_compiler, checker.backward_compiler)
        # or: compiled = checker.aot(f) / checker.aot(module)

    Graphs go to OUT_DIR/NAME_forward.fx, NAME_backward.fx (then _1, _2, ... when more graphs
    of a kind arrive). binary: the reinplace command (default $REINPLACE); check=False only
    writes. on_failure="raise" raises ReinplaceVerdictError / ReinplaceInputError naming the
    file; "record" keeps going and leaves the result in self.results. expected=True also writes
    torch's reinplace result beside each graph; bare=True annotates only the parameters. The compilers return the graph module
    unchanged."""

    def __init__(self, out_dir, name="graph", binary=None, check=True, check_args=(),
                 on_failure="raise", expected=False, bare=False):
        if on_failure not in ("raise", "record"):
            raise ValueError(f"on_failure must be 'raise' or 'record', not {on_failure!r}")
        self.out_dir = out_dir
        self.name = name
        self.binary = reinplace_binary(binary) if check else None
        self.check_args = list(check_args)
        self.on_failure = on_failure
        self.expected = expected
        self.bare = bare
        self.dumped = []
        self.results = []
        self._counts = {}

    def _path(self, kind):
        k = self._counts.get(kind, 0)
        self._counts[kind] = k + 1
        suffix = "" if k == 0 else f"_{k}"
        return os.path.join(self.out_dir, f"{self.name}_{kind}{suffix}.fx")

    def _compile(self, kind, gm, example_inputs):
        inputs = [t for t in example_inputs]
        title = f"{self.name}: the {kind} graph AOTAutograd (functorch.compile) makes"
        dumped = write_graph(copy.deepcopy(gm), inputs, self._path(kind),
                             default_comments(title, "traced by aot_function"), self.expected,
                             self.bare)
        self.dumped.append(dumped)
        if self.binary:
            result = run_check(dumped.path, self.binary, self.check_args)
            self.results.append(result)
            if self.on_failure == "raise":
                raise_for(result)
        return gm

    def forward_compiler(self, gm, example_inputs):
        return self._compile("forward", gm, example_inputs)

    def backward_compiler(self, gm, example_inputs):
        return self._compile("backward", gm, example_inputs)

    def aot(self, fn_or_module):
        """aot_module / aot_function with these compilers and deterministic_partition."""
        from functorch.compile import aot_function, aot_module
        compile_with = aot_module if isinstance(fn_or_module, torch.nn.Module) else aot_function
        return compile_with(fn_or_module, self.forward_compiler, self.backward_compiler,
                            partition_fn=deterministic_partition)

    def failures(self):
        return [r for r in self.results if not r.equivalent]


# ---------------------------------------------------------------------------------------------
# Command line

# Models whose smallest input is larger than the default image, or whose input size is a
# constructor argument; what torchvision 0.14 requires of each (measured).
_MIN_IMAGE_SIZE = {"inception_v3": 75, "maxvit_t": 224, "s3d": 224, "mvit_v1_b": 224,
                   "mvit_v2_s": 224}
_SIZED_BY_ARGUMENT = ("vit_",)  # VisionTransformer(image_size=...)
# s3d's last pooling window is 2 frames of its input / 8; MViT's builders fix 16 frames of 224².
VIDEO_FRAMES = {"s3d": 16, "mvit_v1_b": 16, "mvit_v2_s": 16}


def torchvision_family(name):
    """'classification', 'segmentation' or 'video': the torchvision module that builds `name`."""
    import torchvision.models as models
    for family, module in (("segmentation", models.segmentation), ("video", models.video),
                           ("classification", models)):
        if name in models.list_models(module=module):
            return family
    raise ExportError(f"torchvision has no classification, segmentation or video model {name!r}")


def torchvision_case(name, train=False, image_size=64, seed=0):
    """A torchvision classification, segmentation or video model with random weights (its
    backbone's too: nothing is downloaded) and a random input, both from torch.manual_seed(seed):
    the model is built first, then the input is drawn. The input is a 1x3xNxN image, or 1x3xTxNxN
    frames for a video model (T = 4 unless the model needs more); N is raised to the smallest
    size the model runs on (224 for MViT, whose builders fix it)."""
    import torchvision
    family = torchvision_family(name)
    size = max(image_size, _MIN_IMAGE_SIZE.get(name, 0))
    if name == "vit_h_14":  # the image must split into 14x14 patches
        size = -(-size // 14) * 14
    frames = VIDEO_FRAMES.get(name, 4)
    kwargs = {"weights": None}
    if family == "segmentation":
        kwargs["weights_backbone"] = None
    if name.startswith(_SIZED_BY_ARGUMENT):
        kwargs["image_size"] = size
    torch.manual_seed(seed)
    model = torchvision.models.get_model_builder(name)(**kwargs)
    model.train(train)
    shape = (1, 3, frames, size, size) if family == "video" else (1, 3, size, size)
    return model, torch.randn(*shape)


if __name__ == "__main__":
    from torch_export_cli import main
    sys.exit(main())
