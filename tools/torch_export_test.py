#!/usr/bin/python3
"""Tests of tools/torch_export.py and the committed model corpus, against a reinplace binary.

  dumps load:     a function and an nn.Module made only of ops reinplace knows are dumped; every
                  statement is annotated, and `reinplace meta` loads the file (so every
                  annotation equals reinplace's own inferred meta) and `reinplace check` finds
                  the rewrite equivalent
  dumps run:      each dumped file, executed in torch, returns what the original returns on the
                  same inputs and mutates the inputs (buffers) the same way
  aliased inputs: example inputs that are views of one tensor are written as one storage
                  (" in s0[6]"), and the file runs on views of one tensor as the traced graph
  aot:            the AOTAutograd compilers write a forward and a backward file for a tiny
                  function, which still computes the right values and gradients; the real
                  binary finds both equivalent; a binary that reports a verdict (exit 1) or
                  rejects the graph (exit 2) raises an error naming the file
  names:          parameters named as FX names placeholders (snake-cased), so that capitalized
                  module names (Conv2d_1a, MBconv) give files that load
  bad programs:   a model torch cannot run on its inputs exits 2 with torch's message
  corpus:         make_model_corpus.py --check: a few committed corpus entries are exactly what
                  the script makes

usage: torch_export_test.py REINPLACE [--skip-corpus]
"""
import os
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402

import graph_inputs  # noqa: E402
import torch_export  # noqa: E402

REINPLACE = None
TESTS = []


def test(fn):
    TESTS.append(fn)
    return fn


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


def known_ops():
    done = run([REINPLACE, "ops"], check=True)
    return {line.split("(")[0] for line in done.stdout.split("\n") if "(" in line}


# --- the programs --------------------------------------------------------------------------------

def known_ops_program(x, y):
    """clone, view, mul, select, slice, add, split and a write into the input x (the copy_
    epilogue), through views that functionalization turns into *_scatter ops."""
    a = x.clone()
    flat = a.view(-1)
    flat.mul_(2)
    row = a[1]
    row.add_(y)
    block = a[:, 1:3]
    block.mul_(0.5)
    # split of a fresh value: torch 1.13's functionalization gives stale pieces when a base
    # mutated through a view is split (a.view(-1).mul_(2); a.split(2)[0] is the old a[:2])
    first, second = (a + 1).split(2)
    x.add_(1)
    return a, first + second, y * 3


class RunningSum(nn.Module):
    """A module whose buffers its forward updates in place (like BatchNorm's running stats)."""

    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.linspace(0.5, 2.0, 3))
        self.register_buffer("total", torch.zeros(3))
        self.register_buffer("steps", torch.zeros((), dtype=torch.int64))

    def forward(self, x):
        y = x * self.scale
        self.total.add_(y.sum(0))
        self.steps.add_(1)
        return y + self.total


def inputs_of_known_ops_program():
    generator = torch.Generator().manual_seed(3)
    x = torch.randn(4, 3, generator=generator)
    y = torch.randn(10, generator=generator)[1:7:2]  # strided, at storage offset 1
    return x, y


# --- utilities -----------------------------------------------------------------------------------

def body_statements(path):
    lines = [line for line in open(path) if line.startswith("    ")]
    return [line for line in lines if not line.strip().startswith("return")]


def assert_all_annotated(path):
    bare = [line.strip() for line in body_statements(path) if ': "' not in line.split("=")[0]]
    assert not bare, f"{path}: statements without an annotation: {bare}"


def assert_loads(path):
    done = run([REINPLACE, "meta", path])
    assert done.returncode == 0, f"reinplace meta {path} exited {done.returncode}:\n{done.stderr}"
    return done.stdout


def assert_equivalent(path):
    result = torch_export.run_check(path, REINPLACE)
    assert result.equivalent, f"reinplace check {path}: {result.output}"


def same(a, b):
    if isinstance(a, torch.Tensor):
        return isinstance(b, torch.Tensor) and a.dtype == b.dtype and a.shape == b.shape and \
            torch.equal(a, b)
    if isinstance(a, (list, tuple)):
        return isinstance(b, (list, tuple)) and len(a) == len(b) and all(
            same(x, y) for x, y in zip(a, b))
    return a == b


def fake_binary(directory, status, message):
    path = os.path.join(directory, f"fake-reinplace-{status}")
    with open(path, "w") as f:
        f.write(f"#!/bin/sh\necho '{message}'\nexit {status}\n")
    os.chmod(path, 0o755)
    return path


# --- tests ---------------------------------------------------------------------------------------

@test
def programs_use_only_known_ops(tmp):
    ops = known_ops()
    x, y = inputs_of_known_ops_program()
    dumped = [torch_export.dump_function(known_ops_program, [x.clone(), y.clone()],
                                         os.path.join(tmp, "known.fx")),
              torch_export.dump_module(RunningSum(), (torch.randn(2, 3),),
                                       os.path.join(tmp, "running_sum.fx"))]
    for d in dumped:
        used = {op[len("aten."):].replace(".default", "") for op in d.ops()}
        assert used <= ops, f"{d.path} uses ops reinplace does not know: {sorted(used - ops)}"


@test
def function_dump_loads_and_checks(tmp):
    x, y = inputs_of_known_ops_program()
    path = os.path.join(tmp, "known_ops_program.fx")
    dumped = torch_export.dump_function(known_ops_program, [x, y], path)
    text = open(path).read()
    assert 'y_1: "f32[3][2]@1"' in text, f"strided input not annotated exactly:\n{text}"
    for op in ("select_scatter", "slice_scatter", "split.Tensor", "copy_.default"):
        assert op in text, f"{path}: no {op}:\n{text}"
    # the tuple split returns stays bare, everything else (each getitem too) is annotated
    bare = [line.strip() for line in body_statements(path) if ': "' not in line.split("=")[0]]
    assert [line.split(" ")[0] for line in bare] == ["split"], f"unannotated: {bare}"
    assert 'getitem: "f32[2, 3][3, 1]"' in text, text
    assert_loads(path)
    assert_equivalent(path)
    assert dumped.node_count > 10


@test
def module_dump_loads_and_checks(tmp):
    torch.manual_seed(0)
    path = os.path.join(tmp, "running_sum.fx")
    torch_export.dump_module(RunningSum(), (torch.randn(2, 3),), path)
    text = open(path).read()
    header = next(line for line in text.split("\n") if line.startswith("def forward"))
    for name in ('scale_1: "f32[3]"', 'total_1: "f32[3]"', 'steps_1: "i64[]"', 'x_1: "f32[2, 3]"'):
        assert name in header, f"{path}: no parameter {name} in {header}"
    assert "copy_.default(total_1" in text and "copy_.default(steps_1" in text, text
    assert_all_annotated(path)
    printed = assert_loads(path)
    assert "copy_" in printed
    assert_equivalent(path)


class CapitalizedNames(nn.Module):
    """Submodules named as Inception and MaxViT name theirs (Conv2d_1a, MBconv)."""

    def __init__(self):
        super().__init__()
        self.Conv2d_1a = nn.Linear(3, 3)
        self.MBconv = nn.Linear(3, 2)

    def forward(self, x):
        return self.MBconv(self.Conv2d_1a(x).relu())


@test
def capitalized_parameter_names_load(tmp):
    """FX names placeholders snake-cased and prints a rename line where that differs; the dump
    names parameters as FX will, so the file has no such line and loads."""
    torch.manual_seed(0)
    path = os.path.join(tmp, "capitalized.fx")
    torch_export.dump_module(CapitalizedNames(), (torch.randn(2, 3),), path)
    text = open(path).read()
    header = next(line for line in text.split("\n") if line.startswith("def forward"))
    assert "conv2d_1a_weight_1" in header and "mbconv_weight_1" in header, header
    assert "Conv2d" not in text and "MBconv" not in text, text
    assert_loads(path)
    assert_equivalent(path)


class NamedOutputs(nn.Module):
    """Returns a namedtuple, as GoogLeNet and Inception v3 do in training."""
    Outputs = __import__("collections").namedtuple("Outputs", ["logits", "aux"])

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)

    def forward(self, x):
        y = self.fc(x)
        return self.Outputs(y.relu(), y.sigmoid())


@test
def a_namedtuple_result_returns_as_a_tuple(tmp):
    """FX prints a namedtuple result as a call of its class, which no graph file can run; the
    dump returns the plain tuple of its fields (googlenet --train failed to load before)."""
    torch.manual_seed(0)
    path = os.path.join(tmp, "named.fx")
    torch_export.dump_module(NamedOutputs(), (torch.randn(4, 3),), path)
    text = open(path).read()
    assert "Outputs" not in text, text
    returned = [line for line in text.split("\n") if line.strip().startswith("return")]
    assert returned and "(" in returned[0], returned
    assert_loads(path)
    assert_equivalent(path)


@test
def a_function_whose_torch_pass_fails_says_so(tmp):
    """`function --expected` writes torch's pass result beside the graph, and says when torch's
    own pass fails instead of leaving the file out in silence (top-p filtering: sort, cumsum,
    masked_fill_, scatter_; torch 1.13's pass raises RecursionError on its graph)."""
    with open(os.path.join(tmp, "user_programs.py"), "w") as module:
        module.write(
            "import torch\n"
            "def scale(x):\n"
            "    y = x.clone()\n"
            "    y.mul_(2)\n"
            "    return y\n"
            "def top_p(logits):\n"
            "    sorted_logits, order = torch.sort(logits, dim=-1, descending=True)\n"
            "    remove = sorted_logits.softmax(dim=-1).cumsum(dim=-1) > 0.9\n"
            "    remove[..., 1:] = remove[..., :-1].clone()\n"
            "    remove[..., 0] = False\n"
            "    sorted_logits.masked_fill_(remove, float('-inf'))\n"
            "    return torch.empty_like(logits).scatter_(-1, order, sorted_logits)\n")
    env = dict(os.environ, PYTHONPATH=tmp)
    for name, line in (("scale", "scale.pytorch.expected: torch's reinplace result"),
                       ("top_p", "  torch's reinplace pass failed: RecursionError")):
        done = run([sys.executable, os.path.join(HERE, "torch_export.py"), "function",
                    f"user_programs:{name}", "--input", "f32[2, 8]", "--expected", "--out",
                    os.path.join(tmp, f"{name}.fx")], env=env, timeout=600)
        assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
        assert line in done.stdout, done.stdout
    assert os.path.exists(os.path.join(tmp, "scale.pytorch.expected"))
    assert not os.path.exists(os.path.join(tmp, "top_p.pytorch.expected"))


@test
def a_program_torch_cannot_run_is_bad_input(tmp):
    """A model that does not run on the image (alexnet's pooling on a 16x16 image) exits 2 with
    torch's message, not 1 (which means a verdict) and not a traceback."""
    done = run([sys.executable, os.path.join(HERE, "torch_export.py"), "torchvision", "alexnet",
                "--image-size", "16", "--out", tmp], timeout=600)
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    assert "torch_export: error: torch cannot run the program on these inputs: " in \
        done.stderr, done.stderr
    assert "Traceback" not in done.stderr, done.stderr


@test
def function_dump_runs_in_torch(tmp):
    x, y = inputs_of_known_ops_program()
    path = os.path.join(tmp, "known_ops_program.fx")
    torch_export.dump_function(known_ops_program, [x, y], path)
    forward, params = torch_export.load_graph(path)
    assert [name for name, _ in params] == ["x_1", "y_1"], params
    x1, y1 = torch_export.exact_clone(x), torch_export.exact_clone(y)
    x2, y2 = torch_export.exact_clone(x), torch_export.exact_clone(y)
    expected = known_ops_program(x1, y1)
    actual = forward(x2, y2)
    assert same(expected, actual), f"outputs differ:\n{expected}\n{actual}"
    assert torch.equal(x1, x2) and torch.equal(y1, y2), "the inputs are mutated differently"
    assert not torch.equal(x1, x), "the program was meant to mutate x"


@test
def module_dump_runs_in_torch(tmp):
    torch.manual_seed(0)
    module = RunningSum()
    x = torch.randn(2, 3)
    path = os.path.join(tmp, "running_sum.fx")
    dumped = torch_export.dump_module(module, (x,), path)
    forward, _ = torch_export.load_graph(path)
    state = [torch_export.exact_clone(t) for t in dumped.inputs]
    actual = forward(*state)
    with torch.no_grad():
        expected = module(x)
    assert same(expected, actual), f"outputs differ:\n{expected}\n{actual}"
    names = [n.target for n in dumped.gm.graph.nodes if n.op == "placeholder"]
    after = dict(zip(names, state))
    assert torch.equal(after["total_1"], module.total), "buffer total not written back"
    assert torch.equal(after["steps_1"], module.steps) and module.steps.item() == 1


@test
def odd_outputs_run_in_torch(tmp):
    """Non-tensor and None outputs, integer and bool tensors, a multi-output op."""
    def odd(x):
        values, indices = x.max(dim=1)
        return values, None, indices, x > 0, x.shape[0]

    x = torch.randn(3, 4)
    path = os.path.join(tmp, "odd.fx")
    torch_export.dump_function(odd, [x], path)
    text = open(path).read()
    assert 'getitem_1: "i64[3][1]"' in text and 'gt: "b8[3, 4][4, 1]"' in text, text
    forward, _ = torch_export.load_graph(path)
    assert same(odd(x), forward(x.clone())), f"{odd(x)} != {forward(x.clone())}"


@test
def bad_inputs_are_explained(tmp):
    def f(x, n):
        return x * n

    try:
        torch_export.dump_function(f, [torch.ones(2), 3], os.path.join(tmp, "bad.fx"))
    except torch_export.ExportError as error:
        assert "example input 1 is a int" in str(error) and "functools.partial" in str(error), \
            str(error)
    else:
        raise AssertionError("an int input was accepted")
    try:
        torch_export.parse_meta("f33[2]")
    except torch_export.ExportError as error:
        assert "f33[2]" in str(error)
    else:
        raise AssertionError("a bad meta was accepted")


def scale_both(a, b):
    """Mutates two inputs that a caller may pass as overlapping views of one tensor."""
    a.mul_(2)
    b.mul_(3)
    return a + b


@test
def aliased_inputs_dump_as_one_storage(tmp):
    base = torch.randn(6)
    path = os.path.join(tmp, "aliased.fx")
    dumped = torch_export.dump_function(scale_both, [base[:4], base[2:]], path)
    text = open(path).read()
    assert 'a_1: "f32[4] in s0[6]"' in text and 'b_1: "f32[4][1]@2 in s0[6]"' in text, text
    assert "in s0[6]" in assert_loads(path)
    assert_equivalent(path)
    forward, params = torch_export.load_graph(path)
    inputs = torch_export.random_inputs([meta for _, meta in params],
                                        torch.Generator().manual_seed(0))
    assert inputs[0].storage().data_ptr() == inputs[1].storage().data_ptr()
    assert inputs[0].storage().size() == 6 and inputs[1].storage_offset() == 2
    before = inputs[0].as_strided((6,), (1,), 0).clone()
    traced = graph_inputs.clone_inputs(inputs)
    expected = dumped.gm(*traced)
    actual = forward(*inputs)
    assert same(expected, actual), f"outputs differ:\n{expected}\n{actual}"
    after = inputs[0].as_strided((6,), (1,), 0)
    assert torch.equal(after, traced[0].as_strided((6,), (1,), 0))
    # The graph copies 2 * a, then 3 * b (both of the values before) back: functionalization
    # took a and b for separate tensors, so the overlap ends as 3 * b, not 6 * a as eager.
    assert torch.equal(after, torch.cat([before[:2] * 2, before[2:] * 3])), (before, after)


def tiny(x, w):
    return x * w * 2 + x


@test
def aot_compiler_writes_forward_and_backward(tmp):
    checker = torch_export.ReinplaceChecker(os.path.join(tmp, "aot"), "tiny", REINPLACE,
                                            expected=True)
    compiled = checker.aot(tiny)
    x = torch.randn(3, 4, requires_grad=True)
    w = torch.randn(4, requires_grad=True)
    out = compiled(x, w)
    out.sum().backward()
    x_ref, w_ref = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
    ref = tiny(x_ref, w_ref)
    ref.sum().backward()
    assert torch.equal(out, ref) and torch.equal(x.grad, x_ref.grad) and \
        torch.equal(w.grad, w_ref.grad), "the compiled function computes something else"
    paths = [d.path for d in checker.dumped]
    assert [os.path.basename(p) for p in paths] == ["tiny_forward.fx", "tiny_backward.fx"], paths
    for path in paths:
        assert os.path.exists(path) and os.path.exists(torch_export.expected_path_of(path))
        assert_loads(path)
    assert [r.equivalent for r in checker.results] == [True, True], checker.results


@test
def aot_compiler_raises_on_a_verdict(tmp):
    verdict = "value-mismatch at mul (line 4): output 0 at index [0] expected 1.0, got 2.0"
    binary = fake_binary(tmp, 1, verdict)
    checker = torch_export.ReinplaceChecker(os.path.join(tmp, "aot_fail"), "tiny", binary)
    compiled = checker.aot(tiny)
    try:
        compiled(torch.randn(3, 4, requires_grad=True), torch.randn(4, requires_grad=True))
    except torch_export.ReinplaceVerdictError as error:
        path = os.path.join(tmp, "aot_fail", "tiny_forward.fx")
        assert error.path == path and str(error).startswith(path), str(error)
        assert verdict in str(error), str(error)
        assert os.path.exists(path)
    else:
        raise AssertionError("a failing verdict did not raise")

    binary = fake_binary(tmp, 2, "tiny_forward.fx:3:5: error: unknown op 'aten.frobnicate'")
    checker = torch_export.ReinplaceChecker(os.path.join(tmp, "aot_bad"), "tiny", binary)
    try:
        checker.aot(tiny)(torch.randn(3, 4, requires_grad=True), torch.randn(4, requires_grad=True))
    except torch_export.ReinplaceInputError as error:
        assert "cannot check" in str(error) and "unknown op" in str(error), str(error)
    else:
        raise AssertionError("a graph reinplace rejects did not raise")

    # recording instead of raising: the model runs on, the failures are kept
    binary = fake_binary(tmp, 1, verdict)
    checker = torch_export.ReinplaceChecker(os.path.join(tmp, "aot_record"), "tiny", binary,
                                            on_failure="record")
    x = torch.randn(3, 4, requires_grad=True)
    w = torch.randn(4, requires_grad=True)
    checker.aot(tiny)(x, w).sum().backward()
    assert len(checker.failures()) == 2 and x.grad is not None


@test
def corpus_is_what_the_script_makes(tmp):
    script = os.path.join(HERE, "make_model_corpus.py")
    done = run([sys.executable, script, REINPLACE, "--check"], timeout=300)
    assert done.returncode == 0, f"make_model_corpus.py --check failed:\n{done.stdout}{done.stderr}"


def main(argv):
    global REINPLACE
    if not argv:
        print(__doc__)
        return 2
    REINPLACE = argv[0]
    skip_corpus = "--skip-corpus" in argv[1:]
    failed = 0
    for fn in TESTS:
        if skip_corpus and fn is corpus_is_what_the_script_makes:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            try:
                fn(tmp)
                print(f"ok {fn.__name__}")
            except Exception:  # noqa: BLE001 - report every failing test
                failed += 1
                print(f"FAIL {fn.__name__}")
                traceback.print_exc()
    print(f"{len(TESTS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
