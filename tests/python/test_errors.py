"""Bad graphs and bad arguments raise clear Python exceptions, never crash the interpreter; the
GraphModule is left as it was."""
import pytest
import torch
import torch.fx
from torch.fx.experimental.proxy_tensor import make_fx

import reinplace
from reinplace import ReinplaceError


def basic(x):
    return x.clone().add(1)


def test_non_aten_call_names_the_node():
    def f(x):
        return torch.sigmoid(x) + 1  # symbolic_trace keeps torch functions, not aten ops

    gm = torch.fx.symbolic_trace(f)
    code = gm.code
    with pytest.raises(ReinplaceError) as error:
        reinplace.reinplace(gm, torch.ones(2))
    assert error.value.node == "sigmoid"
    assert error.value.line > 0
    assert gm.code == code


def test_wrong_number_of_sample_args():
    gm = make_fx(basic)(torch.ones(2))
    with pytest.raises(ReinplaceError, match="1 inputs but 2 values"):
        reinplace.reinplace(gm, torch.ones(2), torch.ones(2))


def test_non_tensor_sample_arg():
    gm = make_fx(basic)(torch.ones(2))
    with pytest.raises(ReinplaceError, match="is a int, not a tensor"):
        reinplace.reinplace(gm, 3)


def test_complex_input_is_named():
    gm = make_fx(basic)(torch.ones(2, dtype=torch.complex64))
    with pytest.raises(ReinplaceError) as error:
        reinplace.reinplace(gm, torch.ones(2, dtype=torch.complex64))
    assert error.value.node == "x_1"


def test_sample_args_that_do_not_fit_the_graph():
    gm = make_fx(lambda x: x.clone().view(4))(torch.ones(2, 2))
    code = gm.code
    # the C++ meta rules reject them, at the node
    with pytest.raises(ReinplaceError, match="view") as error:
        reinplace.reinplace(gm, torch.ones(3, 3))
    assert error.value.node == "view"
    # torch itself raises running the graph on them: the error names the node
    with pytest.raises(ReinplaceError, match="torch raised") as error:
        reinplace.reinplace(gm, torch.ones(3, 3), observe=True)
    assert error.value.node == "view"
    assert gm.code == code


def test_unknown_policy_and_oracle():
    gm = make_fx(basic)(torch.ones(2))
    with pytest.raises(ValueError, match="unknown policy"):
        reinplace.reinplace(gm, torch.ones(2), policy="fast")
    with pytest.raises(ValueError, match="unknown oracle"):
        reinplace.check(gm, torch.ones(2), oracle="other")
    with pytest.raises(ValueError, match="trials"):
        reinplace.check(gm, torch.ones(2), trials=0)


def test_extension_reports_bad_text_with_its_line():
    from reinplace import _reinplace
    with pytest.raises(_reinplace.Error) as error:
        _reinplace.rewrite("def forward(self, x: \"f32[2]\"):\n"
                           "    y = torch.ops.aten.frobnicate.default(x)\n    return y\n")
    message, line, column = error.value.args
    assert "frobnicate" in message and line == 2 and column > 0
