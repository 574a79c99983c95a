"""The sound policy's rewrites of real models run in torch to eager's values: torchvision's
resnet18 traced with make_fx(functionalize(...)), in eval mode and in training mode (where the
graph writes BatchNorm's running statistics back into its inputs)."""
import pytest
import torch

import reinplace
import torch_export

torchvision = pytest.importorskip("torchvision")


def traced_model(train):
    torch.manual_seed(0)
    model = torchvision.models.resnet18(weights=None)
    model.train(train)
    image = torch.randn(2, 3, 64, 64)
    call = torch_export.module_call(model, (image,))
    return model, image, call, torch_export.trace(call.fn, call.inputs)


def inplace_calls(gm):
    return [n for n in gm.graph.nodes
            if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload)
            and n.target._schema.name.endswith("_")]


@pytest.mark.parametrize("train", [False, True], ids=["eval", "train"])
def test_resnet18_rewrite_computes_eager_values(train):
    model, image, call, gm = traced_model(train)
    with torch.no_grad():
        eager = model(image.clone())
    before = gm.code
    original_inputs = torch_export.graph_inputs.clone_inputs(call.inputs)
    expected = gm(*original_inputs)
    explanation = reinplace.explain(gm, *call.inputs)
    reinplace.reinplace(gm, *call.inputs)
    assert gm.code != before
    assert len(inplace_calls(gm)) == explanation.counts["inplaced"] > 0
    assert explanation.bytes_saved > 0
    rewritten_inputs = torch_export.graph_inputs.clone_inputs(call.inputs)
    got = gm(*rewritten_inputs)
    got = got[0] if isinstance(got, (list, tuple)) else got
    expected = expected[0] if isinstance(expected, (list, tuple)) else expected
    torch.testing.assert_close(got, expected, rtol=0, atol=0)
    torch.testing.assert_close(got, eager, rtol=1e-4, atol=1e-4)
    # what the graph writes into its inputs (running statistics in training mode), as before
    for a, b in zip(original_inputs, rewritten_inputs):
        torch.testing.assert_close(b, a, rtol=0, atol=0)


def test_sound_rewrite_of_resnet18_passes_the_oracle():
    _, _, call, gm = traced_model(False)
    verdict = reinplace.check(gm, *call.inputs, trials=1)
    assert verdict.equivalent, str(verdict)
    assert verdict.rewritten_memory["allocated_bytes"] < verdict.original_memory["allocated_bytes"]


def test_op_without_a_meta_rule_takes_torchs_observed_meta():
    from reinplace import _reinplace

    def f(x):
        values, _ = x.clone().median(0)  # aten.median.dim: no meta rule in C++
        return values.add(1)

    x = torch.randn(3, 4)
    gm = torch_export.trace(f, [x])
    with pytest.raises(_reinplace.Error, match="needs a meta annotation"):
        _reinplace.rewrite(reinplace.graph_text(gm, [x], run=False).text)
    expected = gm(x.clone())
    reinplace.reinplace(gm, x)
    assert "torch.ops.aten.add_.Tensor" in gm.code
    torch.testing.assert_close(gm(x.clone()), expected, rtol=0, atol=0)
