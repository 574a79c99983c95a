"""reinplace.explain and reinplace.check: the decisions and verdicts of the C++ pass and oracle,
as `reinplace opt --explain` and `reinplace check` give them."""
import copy
import json

import torch
from torch.fx.experimental.proxy_tensor import make_fx

import port_upstream_reinplace_tests as upstream
import reinplace


def add_transpose(x):
    a = x.clone()
    return a.add(a.t())


def basic(x):
    a = x.clone()
    b = a.add(1)
    return b.mul(2)


def test_explain_names_each_decision_and_the_check_behind_it():
    x = torch.ones(3, 3)
    gm = make_fx(add_transpose)(x)
    code = gm.code
    explanation = reinplace.explain(gm, x)
    assert gm.code == code  # explain leaves the graph alone
    kept = explanation.decision("add")
    assert kept.decision == "kept" and kept.check == "argument-overlap"
    assert kept.bytes_missed == 36
    assert explanation.memory["bytes_saved"] == 0
    assert explanation.memory["missed_by_check"] == {"argument-overlap": 36}
    assert "kept add: " in str(explanation) and "[argument-overlap] (misses 36 bytes)" in str(
        explanation)
    round_trip = json.loads(explanation.to_json())
    assert round_trip["decisions"][explanation.decisions.index(kept)]["check"] == "argument-overlap"


def test_explain_counts_rewrites_and_bytes():
    x = torch.ones(4)
    gm = make_fx(basic)(x)
    explanation = reinplace.explain(gm, x)
    assert explanation.counts["inplaced"] == 2
    assert explanation.decision("add").new_target == "add_.Tensor"
    assert explanation.bytes_saved == 32  # two fresh f32[4] results
    assert explanation.decision("add").rewritten


def test_pytorch_policy_explains_torchs_choice():
    x = torch.ones(3, 3)
    gm = make_fx(add_transpose)(x)
    explanation = reinplace.explain(gm, x, policy="pytorch")
    assert explanation.policy == "pytorch"
    assert explanation.decision("add").decision == "inplaced"


def test_check_finds_torchs_miscompilation_and_passes_the_sound_rewrite(tmp_path):
    fn, inputs = upstream.select_scatter_expand_base, [torch.ones(4)]
    gm = make_fx(fn)(*inputs)
    path = str(tmp_path / "expand.fx")
    bad = reinplace.check(gm, *inputs, policy="pytorch", path=path)
    assert not bad.equivalent and not bad
    assert bad.kind == "value-mismatch"
    assert bad.node is not None
    assert bad.replay == f"reinplace check {path} --policy=pytorch --seed={bad.seed} --trials=1"
    assert "value-mismatch" in str(bad) and "replay:" in str(bad)
    good = reinplace.check(copy.deepcopy(gm), *inputs, trials=5)
    assert good.equivalent and good
    assert str(good).startswith("equivalent (5 trials)")
    assert good.to_dict()["kind"] == "equivalent"


def test_check_certifies_with_z3():
    x = torch.ones(4)
    gm = make_fx(basic)(x)
    verdict = reinplace.check(gm, x, trials=2, certify=True)
    assert verdict.equivalent and verdict.certified is True
    assert verdict.certificate.startswith("certified")


def test_check_measures_memory():
    x = torch.ones(4)
    gm = make_fx(basic)(x)
    verdict = reinplace.check(gm, x, trials=1)
    assert verdict.original_memory["allocated_bytes"] == 48
    assert verdict.rewritten_memory["allocated_bytes"] == 16


def test_inputs_sharing_a_storage_are_aliases():
    def add_to_input_view(x, y):
        return x.add(1), y.mul(2)

    base = torch.ones(4, 4)
    gm = make_fx(add_to_input_view)(base, base.t())
    text = reinplace.graph_text(gm, [base, base.t()]).text
    assert ' in s0[16]"' in text
    assert reinplace.check(gm, base, base.t(), trials=2).equivalent
