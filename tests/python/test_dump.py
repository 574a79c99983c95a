"""reinplace.dump writes the file the command line reads; what the command line makes of it is
what the package makes of the GraphModule in-process."""
import shlex
import subprocess

import torch
from torch.fx.experimental.proxy_tensor import make_fx

import port_upstream_reinplace_tests as upstream
import reinplace


def scatter_program(x):
    a = x.clone()
    b = a[:, 1]
    c = b.add(1)
    return torch.select_scatter(a, c, 1, 1)


def test_dumped_file_rewrites_in_the_cli_as_in_process(tmp_path, reinplace_binary):
    x = torch.randn(4, 4).t()  # strided input: the meta must survive the trip
    gm = make_fx(scatter_program)(x)
    path = reinplace.dump(gm, [x], str(tmp_path / "scatter.fx"), comments=["a test graph"])
    text = open(path).read()
    assert text.startswith("# a test graph\n")
    assert 'x_1: "f32[4, 4][1, 4]"' in text
    for policy in ("sound", "pytorch"):
        cli = subprocess.run([reinplace_binary, "opt", f"--policy={policy}", path],
                             capture_output=True, text=True, check=True).stdout
        assert cli == reinplace.rewritten_code(gm, x, policy=policy)


def test_replay_command_reproduces_the_verdict(tmp_path, reinplace_binary):
    fn, inputs = upstream.add_transpose_overlap, [torch.ones(3, 3)]
    gm = make_fx(fn)(*inputs)
    verdict = reinplace.check(gm, *inputs, policy="pytorch", path=str(tmp_path / "t.fx"))
    assert not verdict.equivalent
    command = shlex.split(verdict.replay)
    assert command[0] == "reinplace"
    replay = subprocess.run([reinplace_binary] + command[1:], capture_output=True, text=True)
    assert replay.returncode == 1
    assert replay.stdout.startswith(verdict.text + "\n")  # same node, same line of the file


def test_dump_writes_what_reinplace_reads(tmp_path):
    x = torch.ones(2)
    gm = make_fx(upstream.basic)(x)
    path = reinplace.dump(gm, [x], str(tmp_path / "sub" / "basic.fx"))
    assert open(path).read() == reinplace.graph_text(gm, [x]).text
