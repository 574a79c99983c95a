"""torch's own cases of test/test_fx_reinplace_pass.py through reinplace.reinplace with the
pytorch policy: the GraphModule comes back as torch 1.13's pass leaves a copy of it."""
import copy
import glob
import os

import pytest
import torch
from functorch import functionalize
from torch.fx.experimental.proxy_tensor import make_fx
from torch.fx.passes.reinplace import reinplace as torch_reinplace

import graph_inputs
import port_upstream_reinplace_tests as upstream
import reinplace
import run_rewrites_in_torch
from conftest import SOURCE_DIR

CASES = {name: (fn, inputs, functional) for name, fn, inputs, functional in upstream.CASES}
MISCOMPILATIONS = {name: (fn, inputs, functional)
                   for name, fn, inputs, functional in upstream.MISCOMPILATIONS}


def trace(fn, inputs, functional):
    return make_fx(functionalize(fn) if functional else fn)(*inputs)


def test_all_eleven_cases_are_here():
    assert len(CASES) == 11


@pytest.mark.parametrize("observe", [False, True], ids=["rules", "observed"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_pytorch_policy_gives_torchs_graph(name, observe):
    fn, inputs, functional = CASES[name]
    gm = trace(fn, inputs, functional)
    expected = torch_reinplace(copy.deepcopy(gm), *inputs)
    for node in gm.graph.nodes:
        node.meta["mark"] = node.name
    before = {n.name: n for n in gm.graph.nodes}
    result = reinplace.reinplace(gm, *inputs, policy="pytorch", observe=observe)
    assert result is gm
    assert gm.code == expected.code
    for node in gm.graph.nodes:
        if node.name in before:
            # the very node object, its meta kept
            assert before[node.name] is node
            assert node.meta["mark"] == node.name


@pytest.mark.parametrize("name", sorted(CASES))
def test_rewritten_graph_runs_as_the_original(name):
    fn, inputs, functional = CASES[name]
    gm = trace(fn, inputs, functional)
    expected = gm(*[t.clone() for t in inputs])
    reinplace.reinplace(gm, *inputs)
    got = gm(*[t.clone() for t in inputs])
    for e, g in zip(torch.utils._pytree.tree_flatten(expected)[0],
                    torch.utils._pytree.tree_flatten(got)[0]):
        torch.testing.assert_close(g, e)


@pytest.mark.parametrize("name", sorted(MISCOMPILATIONS))
def test_pytorch_policy_reproduces_torchs_miscompilations(name):
    fn, inputs, functional = MISCOMPILATIONS[name]
    gm = trace(fn, inputs, functional)
    expected = torch_reinplace(copy.deepcopy(gm), *inputs)
    reinplace.reinplace(gm, *inputs, policy="pytorch")
    assert gm.code == expected.code


@pytest.mark.parametrize("name", sorted(MISCOMPILATIONS))
def test_sound_policy_computes_what_eager_computes_where_torch_miscompiles(name):
    fn, inputs, functional = MISCOMPILATIONS[name]
    gm = trace(fn, inputs, functional)
    eager = fn(*[t.clone() for t in inputs])
    sound = reinplace.reinplace(copy.deepcopy(gm), *inputs)
    torch_rewrite = torch_reinplace(copy.deepcopy(gm), *inputs)
    assert sound.code != torch_rewrite.code  # the sound policy decides differently here
    got = sound(*[t.clone() for t in inputs])
    for e, g in zip(torch.utils._pytree.tree_flatten(eager)[0],
                    torch.utils._pytree.tree_flatten(got)[0]):
        torch.testing.assert_close(g, e)


# Every committed graph torch 1.13's pass mis-compiles (tests/core/reinplace/miscompilations/),
# as a GraphModule: make_fx of the file's forward on inputs laid out as its annotations say.
MISCOMPILED_FILES = sorted(glob.glob(os.path.join(
    SOURCE_DIR, "tests", "core", "reinplace", "miscompilations", "*.fx")))


def graph_module_of(path):
    forward, params = run_rewrites_in_torch.forward_of(open(path).read())
    inputs = graph_inputs.make_inputs([meta for _, meta in params],
                                      torch.Generator().manual_seed(0))
    return make_fx(lambda *args: forward(None, *args))(*inputs), inputs


def test_every_committed_miscompilation_is_here():
    names = {os.path.basename(path) for path in MISCOMPILED_FILES}
    assert "masked_scatter_transposed_self.fx" in names and len(names) >= 9


@pytest.mark.parametrize("path", MISCOMPILED_FILES, ids=os.path.basename)
def test_committed_miscompilation_in_process(path):
    gm, inputs = graph_module_of(path)
    expected = gm(*graph_inputs.clone_inputs(inputs))
    torch_rewrite = torch_reinplace(copy.deepcopy(gm), *inputs)
    ours = reinplace.reinplace(copy.deepcopy(gm), *inputs, policy="pytorch")
    assert ours.code == torch_rewrite.code
    sound = reinplace.reinplace(copy.deepcopy(gm), *inputs)
    given = graph_inputs.clone_inputs(inputs)
    got = sound(*given)
    for e, g in zip(torch.utils._pytree.tree_flatten(expected)[0],
                    torch.utils._pytree.tree_flatten(got)[0]):
        torch.testing.assert_close(g, e, rtol=0, atol=0)
    # torch's rewrite raises, computes something else or writes its inputs: a mis-compilation
    given = graph_inputs.clone_inputs(inputs)
    try:
        wrong = torch_rewrite(*given)
    except RuntimeError:
        return
    same_outputs = all(
        torch.equal(g, e) for e, g in zip(torch.utils._pytree.tree_flatten(expected)[0],
                                          torch.utils._pytree.tree_flatten(wrong)[0]))
    same_inputs = all(torch.equal(g, i) for g, i in zip(given, inputs))
    assert not (same_outputs and same_inputs)
