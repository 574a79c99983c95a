#!/usr/bin/python3
"""Regenerates corpus/models/: the graphs torch 1.13 functionalizes from real models.

Every graph is written with tools/torch_export.py as GROUP/NAME.fx (annotated, functionalized)
plus GROUP/NAME.pytorch.expected (torch.fx.passes.reinplace.reinplace on the same graph):

  module_db/    every ModuleInfo of torch.testing._internal.common_modules.module_db whose
                forward traces: its first CPU float32 sample, eval mode (and training mode for
                BatchNorm). Those that do not trace are listed in the manifest with the reason.
  torchvision/  classification models with random weights on a 1x3x64x64 image, eval mode;
                resnet18 and mobilenet_v2 in training mode too.
  aot/          forward and backward graphs AOTAutograd makes for a small MLP and a small
                transformer block (with their losses).

Every entry starts from torch.manual_seed(0), so each is reproducible on its own and the output
does not depend on which entries run. manifest.json records what was written and what was
skipped; README.md is made from it, the files, and the reinplace binary (`reinplace meta` on
every graph: does it load today; `reinplace ops`: which of the corpus's ops reinplace knows).

usage:
  make_model_corpus.py [REINPLACE] [--out DIR] [--only REGEX]
      regenerate (the whole corpus, or the entries whose GROUP/NAME matches REGEX), then the
      manifest; REINPLACE defaults to $REINPLACE
  make_model_corpus.py [REINPLACE] --readme
      only rebuild README.md from manifest.json and the files (e.g. after reinplace learns ops)
  make_model_corpus.py [REINPLACE] --check [GROUP/NAME ...]
      regenerate the given entries (default: a few small ones) into a scratch directory and
      fail unless the committed files and their manifest rows are exactly what comes out
"""
import argparse
import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import torch_export  # noqa: E402
import torch_test_databases  # noqa: E402

DEFAULT_OUT = os.path.join(HERE, "..", "corpus", "models")
CHECK_DEFAULT = ["module_db/ReLU_eval", "module_db/BatchNorm2d_train", "aot/mlp_mse"]
IMAGE_SIZE = 64
TORCHVISION_EVAL = ["resnet18", "mobilenet_v2", "mobilenet_v3_small", "squeezenet1_1",
                    "shufflenet_v2_x0_5", "mnasnet0_5", "efficientnet_b0", "regnet_y_400mf",
                    "convnext_tiny", "densenet121"]
TORCHVISION_TRAIN = ["resnet18", "mobilenet_v2"]


class Skip(Exception):
    """An entry that cannot be made (the message says why)."""


# ---------------------------------------------------------------------------------------------
# module_db

def module_db_name(info, training):
    name = info.name[3:] if info.name.startswith("nn.") else info.name
    return re.sub(r"\W", "_", name) + ("_train" if training else "_eval")


def module_db_entries():
    entries = []
    for info in torch_test_databases.module_db():
        modes = [False, True] if "BatchNorm" in info.name else [False]
        for training in modes:
            entry = Entry("module_db", module_db_name(info, training),
                          f"module_db {info.name}, first CPU float32 sample",
                          "train" if training else "eval",
                          lambda path, info=info, training=training:
                          make_module_db(info, training, path))
            entry.module_info = (info, training)  # for tools/model_sweep.py's bare graphs
            entries.append(entry)
    return entries


def _has_lazy(module):
    from torch.nn.modules.lazy import LazyModuleMixin
    return any(isinstance(m, LazyModuleMixin) for m in module.modules())


def make_module_db(info, training, path, bare=False):
    samples = info.module_inputs_func(info, device="cpu", dtype=torch.float32,
                                      requires_grad=False, training=training)
    if not samples:
        raise Skip("no samples")
    sample = samples[0]
    if sample.forward_input is None:
        raise Skip("the first sample has no forward input")
    ctor = sample.constructor_input
    module = info.module_cls(*ctor.args, **ctor.kwargs)
    module.train(training)
    args, kwargs = sample.forward_input.args, sample.forward_input.kwargs
    if _has_lazy(module):
        with torch.no_grad():  # materializes the lazy parameters
            module(*args, **kwargs)
    title = (f"{module_db_name(info, training)}: {info.name} from "
             f"torch.testing._internal.common_modules.module_db, first CPU float32 sample, "
             f"{'training' if training else 'eval'} mode")
    return [torch_export.dump_module(module, args, path, kwargs=kwargs, expected=True,
                                     title=title, bare=bare)]


# ---------------------------------------------------------------------------------------------
# torchvision

def torchvision_entries():
    entries = []
    for name in TORCHVISION_EVAL:
        entries.append(Entry("torchvision", f"{name}_eval",
                             f"torchvision.models.{name}(weights=None), 1x3x{IMAGE_SIZE}x{IMAGE_SIZE}",
                             "eval", lambda path, name=name: make_torchvision(name, False, path)))
    for name in TORCHVISION_TRAIN:
        entries.append(Entry("torchvision", f"{name}_train",
                             f"torchvision.models.{name}(weights=None), 1x3x{IMAGE_SIZE}x{IMAGE_SIZE}",
                             "train", lambda path, name=name: make_torchvision(name, True, path)))
    return entries


def make_torchvision(name, training, path):
    model, image = torch_export.torchvision_case(name, training, IMAGE_SIZE)
    mode = "train" if training else "eval"
    title = (f"{name}_{mode}: torchvision.models.{name}(weights=None), {mode} mode, on a "
             f"1x3x{IMAGE_SIZE}x{IMAGE_SIZE} image")
    return [torch_export.dump_module(model, (image,), path, expected=True, title=title)]


# ---------------------------------------------------------------------------------------------
# AOTAutograd: forward and backward graphs

class TransformerBlock(nn.Module):
    """Pre-norm block: causal multi-head self-attention written with plain ops, then a GELU MLP,
    each with a residual connection."""

    def __init__(self, dim=16, heads=2, hidden=32):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.ln2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q = q.view(b, t, h, d // h).transpose(1, 2)
        k = k.view(b, t, h, d // h).transpose(1, 2)
        v = v.view(b, t, h, d // h).transpose(1, 2)
        scores = (q @ k.transpose(-2, -1)) * (d // h) ** -0.5
        causal = torch.ones(t, t, dtype=torch.bool).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        attention = scores.softmax(dim=-1) @ v
        x = x + self.proj(attention.transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class MhaBlock(nn.Module):
    """The same block with nn.MultiheadAttention."""

    def __init__(self, dim=16, heads=2, hidden=32):
        super().__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attention = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.ln2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim))

    def forward(self, x):
        h = self.ln1(x)
        x = x + self.attention(h, h, h, need_weights=False)[0]
        return x + self.mlp(self.ln2(x))


def mlp():
    return nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))


def aot_cases():
    """name -> (description, build); build() gives (module, its inputs, the loss's other inputs,
    loss(output, *others)). Targets are inputs, so the graphs hold no tensor constants."""
    def mlp_mse():
        model = mlp()
        x, target = torch.randn(4, 8), torch.randn(4, 4)
        return model, (x,), (target,), F.mse_loss

    def mlp_cross_entropy():
        model = mlp()
        x, labels = torch.randn(4, 8), torch.randint(0, 4, (4,))
        return model, (x,), (labels,), F.cross_entropy

    def mean_square(out):
        return out.pow(2).mean()

    def transformer_block():
        model = TransformerBlock()
        x = torch.randn(2, 5, 16)
        return model, (x,), (), mean_square

    def transformer_block_mha():
        model = MhaBlock()
        x = torch.randn(2, 5, 16)
        return model, (x,), (), mean_square

    return {
        "mlp_mse": ("Linear(8, 16)-ReLU-Linear(16, 4) with mse_loss, batch 4", mlp_mse),
        "mlp_cross_entropy": ("Linear(8, 16)-ReLU-Linear(16, 4) with cross_entropy, batch 4",
                              mlp_cross_entropy),
        "transformer_block": ("pre-norm block, causal 2-head attention in plain ops, GELU MLP, "
                              "2x5x16, loss mean(out^2)", transformer_block),
        "transformer_block_mha": ("pre-norm block with nn.MultiheadAttention (2 heads), GELU "
                                  "MLP, 2x5x16, loss mean(out^2)", transformer_block_mha),
    }


def aot_entries():
    entries = []
    for name, (description, build) in aot_cases().items():
        entries.append(Entry("aot", name, description, "forward+backward",
                             lambda path, name=name, build=build: make_aot(name, build, path),
                             outputs=[f"{name}_forward", f"{name}_backward"]))
    return entries


def make_aot(name, build, path):
    """The loss of the model on its inputs through aot_function, the parameters requiring grad;
    the checker's compilers write the forward graph, and the backward graph once backward()
    runs."""
    from functorch.compile import aot_function
    model, inputs, others, loss_of = build()
    call = torch_export.module_call(model, inputs)
    n_state = len(call.inputs) - len(inputs)
    n_params = len(list(model.parameters()))
    state = [t.clone().requires_grad_(k < n_params) for k, t in enumerate(call.inputs[:n_state])]
    checker = torch_export.ReinplaceChecker(os.path.dirname(path), name, check=False,
                                            expected=True)

    n_call = len(call.inputs)

    def loss(*tensors):
        return loss_of(call.fn(*tensors[:n_call]), *tensors[n_call:])

    compiled = aot_function(loss, checker.forward_compiler, checker.backward_compiler,
                            partition_fn=torch_export.deterministic_partition)
    compiled(*state, *call.inputs[n_state:], *others).backward()
    made = [os.path.basename(d.path) for d in checker.dumped]
    if made != [f"{name}_forward.fx", f"{name}_backward.fx"]:
        raise Skip(f"expected one forward and one backward graph, got {made}")
    return checker.dumped


# ---------------------------------------------------------------------------------------------
# Entries

class Entry:
    def __init__(self, group, name, source, mode, make, outputs=None):
        self.group, self.name, self.source, self.mode = group, name, source, mode
        self.make = make
        self.outputs = outputs or [name]

    @property
    def key(self):
        return f"{self.group}/{self.name}"


def all_entries():
    return module_db_entries() + torchvision_entries() + aot_entries()


def short_reason(error):
    text = str(error).strip().split("\n")[0]
    text = re.sub(r"/\S*/(dist-packages|site-packages)/", "", text)
    return f"{type(error).__name__}: {text}" if not isinstance(error, Skip) else text


def run_entry(entry, out_dir):
    """Makes one entry into out_dir/GROUP/. Returns (graph records, None) or (None, reason)."""
    directory = os.path.join(out_dir, entry.group)
    os.makedirs(directory, exist_ok=True)
    torch.manual_seed(0)
    try:
        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("ignore")
            dumped = entry.make(os.path.join(directory, f"{entry.name}.fx"))
    except Exception as error:  # noqa: BLE001 - a model that does not trace is a result
        for output in entry.outputs:
            for suffix in (".fx", ".pytorch.expected"):
                path = os.path.join(directory, output + suffix)
                if os.path.exists(path):
                    os.remove(path)
        return None, short_reason(error)
    records = []
    for d in dumped:
        graph = os.path.basename(d.path)[:-3]
        records.append({
            "graph": f"{entry.group}/{graph}", "source": entry.source,
            "mode": entry.mode if entry.group != "aot" else graph.rsplit("_", 1)[1],
            "statements": statement_count(d.path), "inputs": len(d.inputs),
            "torch_reinplace": "ok" if d.expected_path else d.expected_error,
            "notes": d.notes,
        })
    return records, None


# ---------------------------------------------------------------------------------------------
# Reading the files back

ATEN_RE = re.compile(r"torch\.ops\.aten\.(\w+)\.(\w+)\(")
BODY_RE = re.compile(r"^    (\w+)(?:\s*:\s*\"[^\"]*\")?\s*=\s")


def statement_count(path):
    return sum(1 for line in open(path) if BODY_RE.match(line))


def op_counts(path):
    counts = {}
    for line in open(path):
        for op, overload in ATEN_RE.findall(line.split(";  ")[0]):
            name = f"aten.{op}.{overload}"
            counts[name] = counts.get(name, 0) + 1
    return counts


def known_ops(binary):
    """aten.NAME.OVERLOAD for every op `reinplace ops` lists with a meta rule and a kernel (the
    others are marked [schema only])."""
    done = subprocess.run([binary, "ops"], capture_output=True, text=True, check=True)
    known = set()
    for line in done.stdout.split("\n"):
        m = re.match(r"^\s*(?:aten::)?(\w+)(?:\.(\w+))?\(", line)
        if m and "[schema only]" not in line:
            known.add(f"aten.{m.group(1)}.{m.group(2) or 'default'}")
    if not known:
        raise SystemExit(f"`{binary} ops` listed no ops")
    return known


def load_status(binary, corpus_dir, graph):
    """'loads' or the first error `reinplace meta` reports (path relative to the corpus)."""
    done = subprocess.run([binary, "meta", graph + ".fx"], cwd=corpus_dir, capture_output=True,
                          text=True, timeout=600)
    if done.returncode == 0:
        return "loads"
    lines = [line for line in (done.stderr + done.stdout).split("\n") if line.strip()]
    first = next((line for line in lines if "error:" in line), lines[0] if lines else "")
    return first.strip() or f"exit status {done.returncode}"


def check_status(binary, corpus_dir, graph):
    try:
        done = subprocess.run([binary, "check", graph + ".fx"], cwd=corpus_dir,
                              capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return "timed out (300 s)"
    lines = [line for line in (done.stdout + done.stderr).split("\n") if line.strip()]
    return lines[0].strip() if lines else f"exit status {done.returncode}"


# ---------------------------------------------------------------------------------------------
# Manifest

def row_of(record, corpus_dir):
    path = os.path.join(corpus_dir, record["graph"] + ".fx")
    counts = op_counts(path)
    return (f"| `{record['graph']}` | {record['source']} | {record['mode']} | "
            f"{record['statements']} | {sum(counts.values())} | {len(counts)} | "
            f"{-(-os.path.getsize(path) // 1024)} | {'; '.join(record['notes'])} |")


def write_readme(corpus_dir, manifest, binary):
    graphs = manifest["graphs"]
    known = known_ops(binary)
    lines = [
        "# Graphs torch 1.13 functionalizes from real models",
        "",
        "Generated by `tools/make_model_corpus.py` (seeded: every entry starts from "
        "`torch.manual_seed(0)`); do not edit by hand. Each `GROUP/NAME.fx` is the graph "
        "`make_fx(functionalize(f))` records, annotated with the meta torch observes "
        "([torch bridge](../../docs/torch-bridge.md)); `NAME.pytorch.expected` is "
        "`torch.fx.passes.reinplace.reinplace` on the same graph.",
        "",
        f"torch {manifest['torch']}, torchvision {manifest['torchvision']}. "
        f"{len(graphs)} graphs, {sum(os.path.getsize(os.path.join(corpus_dir, g['graph'] + '.fx')) for g in graphs) // 1024} KiB of `.fx`.",
        "",
        "What torch 1.13 records, worth knowing when reading these graphs:",
        "",
        "- `native_batch_norm` in training mode updates its `running_mean` and `running_var` "
        "arguments in place, but its schema does not say so, so functionalization leaves the call "
        "as it is: the training-mode graphs mutate those inputs with no `copy_`. Only "
        "`num_batches_tracked` is written back by a `copy_` at the end.",
        "- Dropout in training mode is `empty_like` + `bernoulli_.float` (in place, on the fresh "
        "tensor): functionalization keeps random in-place ops.",
        "- `nn.RNN`/`GRU`/`LSTM` read their weights through a cached `_flat_weights` list that "
        "`functional_call` does not replace: the weight inputs go unused and the weights appear "
        "as tensor constants, here lifted to extra inputs (`param_constantN`).",
        "",
        "## Graphs",
        "",
        "statements: lines of the body (aten calls and getitems); aten calls: of them, calls of "
        "`torch.ops.aten`; distinct: distinct aten overloads; KiB: size of the `.fx` file.",
        "",
        "| graph | source | mode | statements | aten calls | distinct | KiB | notes |",
        "|---|---|---|---:|---:|---:|---:|---|",
    ]
    for record in graphs:
        lines.append(row_of(record, corpus_dir))
    if manifest["skipped"]:
        lines += ["", "## Not in the corpus", "",
                  "| entry | why |", "|---|---|"]
        for key, reason in manifest["skipped"].items():
            lines.append(f"| `{key}` | {reason.replace('|', '/')} |")
    failures = [g for g in graphs if g["torch_reinplace"] != "ok"]
    if failures:
        lines += ["", "## torch's own reinplace fails (no `.pytorch.expected`)", "",
                  "| graph | what torch raises |", "|---|---|"]
        for g in failures:
            lines.append(f"| `{g['graph']}` | {g['torch_reinplace'].replace('|', '/')} |")
    statuses = {}
    for record in graphs:
        statuses[record["graph"]] = load_status(binary, corpus_dir, record["graph"])
    loading = [g for g, s in statuses.items() if s == "loads"]
    lines += ["", "## Does reinplace load them today?", "",
              f"`reinplace meta GRAPH.fx` on every graph: {len(loading)} of {len(graphs)} load. "
              "For those that load, `reinplace check GRAPH.fx` (sound policy, 10 trials). For "
              "the others, the first error.", "",
              "| graph | reinplace meta | reinplace check |", "|---|---|---|"]
    for record in graphs:
        graph = record["graph"]
        status = statuses[graph]
        check = check_status(binary, corpus_dir, graph) if status == "loads" else ""
        lines.append(f"| `{graph}` | {status.replace('|', '/')} | {check.replace('|', '/')} |")
    usage = {}
    for record in graphs:
        for op, count in op_counts(os.path.join(corpus_dir, record["graph"] + ".fx")).items():
            graphs_using, total = usage.get(op, (0, 0))
            usage[op] = (graphs_using + 1, total + count)
    unknown = [op for op in usage if op not in known]
    lines += ["", "## aten ops used", "",
              f"{len(usage)} distinct overloads, {len(unknown)} of them known to reinplace only "
              "by their schema today (`[schema only]` in `reinplace ops`: their meta comes from "
              "the graph's annotations and the oracle runs them as uninterpreted functions); "
              "sorted by the number of graphs using each.", "",
              "| op | graphs | calls | meta rule and kernel |", "|---|---:|---:|---|"]
    for op, (graphs_using, total) in sorted(usage.items(), key=lambda kv: (-kv[1][0], -kv[1][1], kv[0])):
        lines.append(f"| `{op}` | {graphs_using} | {total} | {'yes' if op in known else '**no**'} |")
    with open(os.path.join(corpus_dir, "README.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return statuses, usage, known


def write_manifest(corpus_dir, manifest):
    with open(os.path.join(corpus_dir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


def read_manifest(corpus_dir):
    path = os.path.join(corpus_dir, "manifest.json")
    if not os.path.exists(path):
        raise SystemExit(f"no manifest.json in {corpus_dir}: regenerate the corpus first")
    return json.load(open(path))


def new_manifest():
    import torchvision
    return {"torch": torch.__version__.split("+")[0],
            "torchvision": torchvision.__version__.split("+")[0], "graphs": [], "skipped": {}}


# ---------------------------------------------------------------------------------------------
# Commands

def generate(entries, out_dir, binary, only):
    manifest = read_manifest(out_dir) if only and os.path.exists(
        os.path.join(out_dir, "manifest.json")) else new_manifest()
    order = [e.key for e in all_entries()]
    graphs = {g["graph"]: g for g in manifest["graphs"]}
    for entry in entries:
        print(f"{entry.key} ...", flush=True)
        for output in entry.outputs:
            graphs.pop(f"{entry.group}/{output}", None)
        manifest["skipped"].pop(entry.key, None)
        records, reason = run_entry(entry, out_dir)
        if reason:
            manifest["skipped"][entry.key] = reason
            print(f"  skipped: {reason}")
            continue
        for record in records:
            graphs[record["graph"]] = record
            print(f"  {record['graph']}.fx: {record['statements']} statements")

    outputs = {f"{e.group}/{output}": (k, j) for k, e in enumerate(all_entries())
               for j, output in enumerate(e.outputs)}

    def position(graph):
        return outputs.get(graph, (len(order), 0)), graph

    manifest["graphs"] = [graphs[g] for g in sorted(graphs, key=position)]
    manifest["skipped"] = {k: manifest["skipped"][k] for k in order if k in manifest["skipped"]}
    write_manifest(out_dir, manifest)
    if binary:
        write_readme(out_dir, manifest, binary)
    else:
        print("no reinplace binary: README.md not rebuilt")


def check(keys, out_dir, binary):
    """Regenerates the entries into a scratch directory and compares with the committed files."""
    entries = {e.key: e for e in all_entries()}
    manifest = read_manifest(out_dir)
    committed = {g["graph"]: g for g in manifest["graphs"]}
    readme = open(os.path.join(out_dir, "README.md")).read().split("\n")
    problems = []
    scratch = tempfile.mkdtemp(prefix="model-corpus-")
    try:
        for key in keys:
            if key not in entries:
                problems.append(f"{key}: no such entry (known: {', '.join(sorted(entries))})")
                continue
            entry = entries[key]
            records, reason = run_entry(entry, scratch)
            if reason:
                if manifest["skipped"].get(key) != reason:
                    problems.append(f"{key}: now skipped ({reason}), the manifest says "
                                    f"{manifest['skipped'].get(key, 'it is in the corpus')}")
                continue
            for record in records:
                graph = record["graph"]
                if committed.get(graph) != record:
                    problems.append(f"{graph}: manifest.json differs: committed "
                                    f"{committed.get(graph)}, made {record}")
                for suffix in (".fx", ".pytorch.expected"):
                    made = os.path.join(scratch, graph + suffix)
                    have = os.path.join(out_dir, graph + suffix)
                    if not os.path.exists(have):
                        problems.append(f"{graph}{suffix}: not committed")
                    elif open(made).read() != open(have).read():
                        problems.append(f"{graph}{suffix}: differs from what the script makes")
                row = row_of(record, scratch)
                if row not in readme:
                    problems.append(f"{graph}: README.md has no row {row}")
                if binary:
                    status = load_status(binary, scratch, graph)
                    prefix = f"| `{graph}` | {status.replace('|', '/')} |"
                    if not any(line.startswith(prefix) for line in readme):
                        problems.append(f"{graph}: README.md's load table does not say "
                                        f"{status!r}")
            print(f"{key}: checked")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("reinplace", nargs="?", default=os.environ.get("REINPLACE"),
                        help="the reinplace binary (default $REINPLACE)")
    parser.add_argument("--out", default=DEFAULT_OUT, help="the corpus directory")
    parser.add_argument("--only", help="regenerate only entries whose GROUP/NAME matches")
    parser.add_argument("--readme", action="store_true", help="only rebuild README.md")
    parser.add_argument("--check", nargs="*", metavar="GROUP/NAME",
                        help=f"verify entries (default: {' '.join(CHECK_DEFAULT)})")
    args = parser.parse_args(argv)
    out_dir = os.path.normpath(args.out)
    if args.check is not None:
        return check(args.check or CHECK_DEFAULT, out_dir, args.reinplace)
    if args.readme:
        if not args.reinplace:
            raise SystemExit("--readme needs the reinplace binary")
        write_readme(out_dir, read_manifest(out_dir), args.reinplace)
        return 0
    entries = all_entries()
    if args.only:
        entries = [e for e in entries if re.search(args.only, e.key)]
    os.makedirs(out_dir, exist_ok=True)
    generate(entries, out_dir, args.reinplace, args.only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
