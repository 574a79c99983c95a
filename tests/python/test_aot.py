"""reinplace as an AOTAutograd compiler: a small model trains to eager's losses with every
forward and backward graph re-inplaced."""
import copy

import pytest
import torch
from functorch.compile import aot_function, aot_module

import reinplace


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(8, 16)
        self.fc2 = torch.nn.Linear(16, 4)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class TinyCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(4)
        self.fc = torch.nn.Linear(4 * 4 * 4, 4)

    def forward(self, x):
        y = torch.nn.functional.max_pool2d(torch.relu(self.bn(self.conv(x))), 2)
        return self.fc(y.flatten(1))


def train(model, inputs, targets, steps=3):
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    losses = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(inputs), targets)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize("make_model,shape", [(MLP, (16, 8)), (TinyCNN, (4, 3, 8, 8))],
                         ids=["mlp", "cnn"])
def test_aot_module_trains_to_eager_losses(make_model, shape):
    torch.manual_seed(0)
    model = make_model()
    inputs = torch.randn(*shape)
    targets = torch.randint(0, 4, (shape[0],))
    eager_model = copy.deepcopy(model)
    eager = train(eager_model, inputs, targets)
    compiler = reinplace.Compiler()
    compiled = aot_module(model, fw_compiler=compiler, bw_compiler=compiler)
    losses = train(compiled, inputs, targets)
    assert len(compiler.explanations) == 2  # one forward, one backward graph
    assert sum(e.counts["inplaced"] for _, e in compiler.explanations) > 0
    torch.testing.assert_close(losses, eager, rtol=1e-5, atol=1e-6)
    assert losses[-1] < losses[0]
    for p, q in zip(model.parameters(), eager_model.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-5, atol=1e-6)


def test_compiler_function_with_aot_function():
    def f(x, w):
        return (torch.tanh(x @ w) * 2).sum()

    torch.manual_seed(1)
    x = torch.randn(4, 5)
    w = torch.randn(5, 3, requires_grad=True)
    compiled = aot_function(f, fw_compiler=reinplace.compiler, bw_compiler=reinplace.compiler)
    out = compiled(x, w)
    out.backward()
    w2 = w.detach().clone().requires_grad_()
    expected = f(x, w2)
    expected.backward()
    torch.testing.assert_close(out, expected)
    torch.testing.assert_close(w.grad, w2.grad)


def test_aot_helper_rewrites_graphs():
    torch.manual_seed(2)
    model = MLP()
    compiler = reinplace.Compiler(policy="pytorch")
    compiled = reinplace.aot(model, compiler)
    x = torch.randn(3, 8)
    torch.testing.assert_close(compiled(x), model(x))
    assert compiler.explanations[0][1].policy == "pytorch"
