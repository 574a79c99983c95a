"""reinplace: the C++ re-inplacing pass, in-process, as a drop-in for torch 1.13's
torch.fx.passes.reinplace.reinplace.

    import reinplace
    gm = make_fx(functionalize(f))(x)
    reinplace.reinplace(gm, x)                    # gm rewritten in place, as torch's pass does
    print(reinplace.explain(gm2, x))              # every decision and the check behind it
    print(reinplace.check(gm3, x))                # the oracle: "equivalent (10 trials)" or why not
    compiled = aot_function(f, reinplace.compiler, reinplace.compiler)

Every decision is made by the C++ pass (the extension `reinplace._reinplace`): the package
writes the GraphModule as annotated graph text (reinplace.annotated_text), the C++ side parses it,
propagates meta, runs the pass, and the result is carried back onto the same GraphModule by
node name (reinplace.graph_sync). See docs/python.md.
"""
import os

from .errors import ReinplaceError
from .graph_sync import apply_rewrite
from .annotated_text import GraphText, graph_text
from .results import Decision, Explanation, Verdict

__all__ = ["reinplace", "explain", "check", "dump", "compiler", "Compiler", "aot",
           "ReinplaceError", "Decision", "Explanation", "Verdict", "graph_text", "GraphText"]

POLICIES = ("sound", "pytorch")


def _extension():
    try:
        from . import _reinplace
    except ImportError as error:
        raise ImportError(
            "reinplace's compiled extension _reinplace is missing: build it (ninja -C build) and "
            "import the package from the build tree (PYTHONPATH=build/python), where it sits "
            f"beside these files ({error})") from None
    return _reinplace


def _parameter_at(line, column):
    """The parameter of a `def forward(...)` line whose text spans `column` (1-based)."""
    name = None
    for start in range(len(line)):
        if start + 1 > column:
            break
        if (start == 0 or not (line[start - 1].isalnum() or line[start - 1] == "_")) and \
                (line[start].isalpha() or line[start] == "_"):
            end = start
            while end < len(line) and (line[end].isalnum() or line[end] == "_"):
                end += 1
            if line[end:end + 1] in (":", ",", ")") and line[start:end] != "self":
                name = line[start:end]
    return name


def _call(function, text, *args, **kwargs):
    """Calls the extension on graph text, its errors raised as ReinplaceError at their node."""
    extension = _extension()
    try:
        return function(text.text, *args, **kwargs)
    except extension.Error as error:
        message, line, column = error.args
        source_line = text.line(line)
        node = text.node_at(line)
        if node is None and source_line and source_line.startswith("def forward("):
            node = _parameter_at(source_line, column)
        raise ReinplaceError(message, node, line, column, source_line) from None


# The C++ side's message for a value of an op without a meta rule that the text leaves bare
# (core/meta/meta_propagation.cpp).
_NEEDS_ANNOTATION = "needs a meta annotation"


def _run_on(gm, sample_args, observe, function, *args):
    """(text, function's result) for gm's text: with observe=False first the text with only the
    parameters annotated, which needs no run of the graph, and the fully observed text only when
    an op without a meta rule in C++ needs its result's meta."""
    if not observe:
        text = graph_text(gm, sample_args, run=False)
        try:
            return text, _call(function, text, *args)
        except ReinplaceError as error:
            if _NEEDS_ANNOTATION not in error.message:
                raise
    text = graph_text(gm, sample_args)
    return text, _call(function, text, *args)


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r} (sound or pytorch)")


def _source_name(gm):
    return f"<{type(gm).__name__}>"


def reinplace(gm, *sample_args, policy="sound", observe=False):
    """Re-inplaces `gm` (a functional ATen graph, as make_fx(functionalize(f)) makes) in place and
    returns it, as torch.fx.passes.reinplace.reinplace(gm, *sample_args) does.

    The same GraphModule comes back, its nodes keeping their names and meta: calls switched to
    their in-place overloads (aten.add.Tensor -> aten.add_.Tensor), later uses redirected,
    *_scatter nodes replaced by a view and a copy_ or erased, then gm.recompile().

    sample_args: one tensor per placeholder, as the graph will be called (their sizes, strides,
    storage offsets and dtypes are the inputs' meta; inputs that share a storage are aliases).
    policy: "sound" (default) never mis-compiles; "pytorch" makes exactly torch 1.13's
    decisions, its known mis-compilations included.

    observe: the C++ side infers every value's meta by its own rules (torch 1.13's exactly) and
    runs nothing, unless an op has no rule: then the graph runs once in torch on copies of the
    sample args and every value's meta is what torch observes. observe=True always runs it, and
    the C++ side checks each of its rules against torch's observation.

    Raises ReinplaceError (naming the node) for a graph the C++ side cannot take: an op it does
    not know, a value the graph format cannot describe (complex, sparse, non-CPU tensors), ...;
    gm is left untouched then."""
    _rewrite_in_place(gm, sample_args, policy, observe)
    return gm


def _rewrite_in_place(gm, sample_args, policy, observe=False):
    _check_policy(policy)
    _, (nodes, report, _) = _run_on(gm, sample_args, observe, _extension().rewrite, policy,
                                    _source_name(gm))
    apply_rewrite(gm, nodes)
    gm.recompile()
    return Explanation.from_json(report)


def explain(gm, *sample_args, policy="sound", observe=False):
    """The decisions the pass would make on `gm` (which it leaves as it is): an Explanation
    listing, for every candidate node, the decision, the safety check that kept it, the bytes the
    rewrite saves or the kept node misses, and the memory totals. str() prints it as
    `reinplace opt --explain` does; to_dict() and to_json() give the JSON report. observe as for
    reinplace()."""
    _check_policy(policy)
    _, (_, report, _) = _run_on(gm, sample_args, observe, _extension().rewrite, policy,
                                _source_name(gm))
    return Explanation.from_json(report)


def rewritten_code(gm, *sample_args, policy="sound", observe=False):
    """The rewritten graph as the C++ printer writes it (parameters annotated), gm untouched."""
    _check_policy(policy)
    return _run_on(gm, sample_args, observe, _extension().rewrite, policy, _source_name(gm))[1][2]


def check(gm, *sample_args, trials=10, oracle="reference", certify=False, policy="sound",
          seed=0, special_values=False, path=None, observe=False):
    """`reinplace check` on `gm`, in-process: the pass on a copy, then the reference interpreter
    runs original and rewrite on `trials` seeded input sets (trial k draws from seed + k) laid
    out as the sample args are, and compares outputs, inputs afterwards, aliasing and overlap.
    certify=True also proves each rewrite with Z3. Returns a Verdict (truthy when equivalent and,
    if asked, certified); gm is left as it is.

    path: also write the graph there (reinplace.dump), so the verdict's replay command runs as
    printed. oracle: "reference" (the project's interpreter), "aten" (libtorch's ATen, the
    libtorch this process's torch runs on) or "both" (each run in both, the verdicts compared,
    as `reinplace check --oracle=both`). For the check ATen runs on one intra-op thread with
    fresh memory poisoned; torch's thread count, allocator and random state are put back after
    it. observe as for reinplace()."""
    _check_policy(policy)
    arguments = (policy, trials, seed, oracle, certify, special_values, _source_name(gm))
    if path is not None:
        # the very text the file holds, so that the verdict's line numbers are the file's
        text = _write(graph_text(gm, list(sample_args)), path)
        result = _call(_extension().check, text, *arguments)
    else:
        _, result = _run_on(gm, sample_args, observe, _extension().check, *arguments)
    file = path if path is not None else "GRAPH.fx"
    replay = (f"reinplace check {file} --policy={policy} --seed={result['seed']} --trials=1"
              + (" --special-values" if special_values else "")
              + (f" --oracle={oracle}" if oracle != "reference" else ""))
    return Verdict(kind=result["verdict"], node=result["node"], explanation=result["explanation"],
                   text=result["text"], policy=policy, trials=trials, trial=result["trial"],
                   seed=result["seed"], replay=replay, in_original=result["in_original"],
                   original_memory=result.get("original_memory"),
                   rewritten_memory=result.get("rewritten_memory"),
                   certified=result.get("certified"), certificate=result.get("certificate"))


def dump(gm, sample_args, path, comments=()):
    """Writes `gm` as the annotated graph file the command line reads (`reinplace opt PATH`,
    `reinplace check PATH`): the same text reinplace() hands the C++ side, with `comments` as
    '#' lines on top. Returns the path."""
    _write(graph_text(gm, list(sample_args), comments), path)
    return path


def _write(text, path):
    directory = os.path.dirname(path)
    if directory:
        os.makedirs(directory, exist_ok=True)
    with open(path, "w") as f:
        f.write(text.text)
    return text


class Compiler:
    """An AOTAutograd compiler (functorch.compile.aot_function / aot_module's fw_compiler and
    bw_compiler) that re-inplaces every graph it is given and returns the rewritten module.

    Each graph's Explanation is kept in `explanations`, as (kind, Explanation) in arrival order,
    where kind counts the graphs seen ("graph 0", "graph 1", ...). policy as for reinplace()."""

    def __init__(self, policy="sound", observe=False):
        _check_policy(policy)
        self.policy = policy
        self.observe = observe
        self.explanations = []

    def __call__(self, gm, example_inputs):
        explanation = _rewrite_in_place(gm, list(example_inputs), self.policy, self.observe)
        self.explanations.append((f"graph {len(self.explanations)}", explanation))
        return gm


def compiler(gm, example_inputs):
    """The AOTAutograd compiler with the sound policy, keeping no record:
    aot_function(f, fw_compiler=reinplace.compiler, bw_compiler=reinplace.compiler)."""
    return reinplace(gm, *example_inputs)


def aot(fn_or_module, compile_with=None):
    """aot_module (for an nn.Module) or aot_function, every forward and backward graph
    re-inplaced by `compile_with` (default: reinplace.compiler)."""
    from functorch.compile import aot_function, aot_module
    import torch
    compile_with = compile_with or compiler
    wrap = aot_module if isinstance(fn_or_module, torch.nn.Module) else aot_function
    return wrap(fn_or_module, fw_compiler=compile_with, bw_compiler=compile_with)
