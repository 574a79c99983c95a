"""reinplace.check with libtorch's ATen as the oracle, in the process whose torch the user runs:
the same verdicts as `reinplace check --oracle=...` on the dumped file, and torch's own settings
(threads, allocator, random state) as they were before the check."""
import subprocess

import pytest
import torch
from torch.fx.experimental.proxy_tensor import make_fx
from functorch.experimental import functionalize

import reinplace

POISON_BYTE = 0xA5  # oracle/runtime/runtime_tensor.h: kPoison, what the check's ATen runs allocate


def slice_update_and_dropout(x):
    a = x.clone()
    a[1:].add_(1)
    return torch.nn.functional.dropout(a.t(), 0.5).mul(2), a.sum(0)


def cummax_scatter(x, w):
    # cummax has no reference kernel: the reference's indices are not torch's, ATen's are
    values, indices = torch.cummax(x, -1)
    out = torch.zeros_like(x)
    out.scatter_(-1, indices, values * w)
    return out


@pytest.mark.parametrize("oracle", ["aten", "both"])
def test_sound_rewrite_is_equivalent_under_aten(oracle):
    x = torch.randn(4, 5)
    gm = make_fx(functionalize(slice_update_and_dropout))(x)
    verdict = reinplace.check(gm, x, trials=3, oracle=oracle)
    assert verdict.equivalent, str(verdict)
    assert verdict.replay.endswith(f"--oracle={oracle}")


def test_check_leaves_torchs_settings_as_they_were():
    x = torch.randn(4, 5)
    gm = make_fx(functionalize(slice_update_and_dropout))(x)
    torch.set_num_threads(2)
    torch.manual_seed(11)
    expected_draws = torch.rand(8)
    torch.manual_seed(11)
    assert reinplace.check(gm, x, trials=2, oracle="both").equivalent
    # the graph's dropout drew from ATen's default generator, seeded for the node, then put back
    assert torch.equal(torch.rand(8), expected_draws)
    assert torch.get_num_threads() == 2
    # a fresh block of 4 MiB comes from the allocator torch had, not the check's poisoning one
    fresh = torch.empty(1 << 22, dtype=torch.uint8)
    assert not bool((fresh == POISON_BYTE).all())


def test_both_oracles_disagree_where_the_reference_has_no_kernel(tmp_path, reinplace_binary):
    x, w = torch.randn(3, 6), torch.randn(3, 6)
    gm = make_fx(functionalize(cummax_scatter))(x, w)
    assert reinplace.check(gm, x, w, trials=2, oracle="aten").equivalent
    path = str(tmp_path / "cummax_scatter.fx")
    verdict = reinplace.check(gm, x, w, trials=2, oracle="both", path=path)
    assert verdict.kind == "oracle-disagreement" and verdict.node == "scatter"
    assert verdict.in_original
    # the command line on the dumped file says the same
    replay = verdict.replay.split()
    assert replay[0] == "reinplace"
    run = subprocess.run([reinplace_binary] + replay[1:], capture_output=True, text=True)
    assert run.returncode == 1
    assert run.stdout.startswith("oracle-disagreement at scatter")
