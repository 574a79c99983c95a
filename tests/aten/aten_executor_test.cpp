// The ATen executor: storage sharing, writes through to inputs, torch's errors at their node, the
// conversions torch.ops makes of Python literals, seeded random draws.

#include "aten/aten_executor.h"
#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "oracle/inputs/inputs.h"
#include "oracle/runtime/runtime_tensor.h"

#include <gtest/gtest.h>

#include <map>

namespace reinplace::aten {
namespace {

Graph load(const std::string& code) {
  Graph graph = parseFxCode(code, "<test>", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

oracle::Execution runInAten(const Graph& graph, uint64_t seed = 0) {
  return executeInAten(graph, oracle::makeInputs(graph, {seed}), {}, seed);
}

const Node* named(const Graph& graph, const std::string& name) {
  for (const Node* node : graph)
    if (node->name == name) return node;
  return nullptr;
}

TEST(AtenExecutor, ViewsShareStorageAndInPlaceOpsWriteThroughToTheInputs) {
  Graph graph = load(R"(def forward(self, x: "f32[2, 3]"):
    t = torch.ops.aten.t.default(x)
    add_ = torch.ops.aten.add_.Tensor(t, 1)
    return (add_,)
)");
  std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(graph, {0});
  std::vector<float> before = oracle::loadLogical<float>(*inputs[0]);
  oracle::Execution run = executeInAten(graph, oracle::copyTensors(inputs));
  ASSERT_FALSE(run.fault) << run.fault->message;
  ASSERT_EQ(run.outputs.size(), 1u);
  EXPECT_EQ(run.outputs[0]->storage, run.inputs[0]->storage);
  EXPECT_EQ(run.outputs[0]->layout.strides, (Shape{1, 3}));
  std::vector<float> after = oracle::loadLogical<float>(*run.inputs[0]);
  ASSERT_EQ(after.size(), before.size());
  for (size_t i = 0; i < after.size(); ++i) EXPECT_EQ(after[i], before[i] + 1);
  EXPECT_EQ(run.first_input_writer[0], named(graph, "add_"));
}

TEST(AtenExecutor, TorchErrorsStopTheRunAtTheirNodeWithTorchsMessage) {
  Graph graph = load(R"(def forward(self, x: "f32[3]"):
    expand = torch.ops.aten.expand.default(x, [2, 3])
    add_ = torch.ops.aten.add_.Tensor(expand, 1)
    relu = torch.ops.aten.relu.default(add_)
    return (relu,)
)");
  oracle::Execution run = runInAten(graph);
  ASSERT_TRUE(run.fault);
  EXPECT_EQ(run.fault->node, named(graph, "add_"));
  EXPECT_EQ(run.fault->kind, oracle::VerdictKind::OverlapHazard);
  EXPECT_NE(run.fault->message.find("refers to a single memory location"), std::string::npos)
      << run.fault->message;

  // An error of values, not of meta: integer division by zero.
  Graph invalid = load(R"(def forward(self, x: "i64[3]"):
    zeros_like = torch.ops.aten.zeros_like.default(x, pin_memory = False)
    div = torch.ops.aten.div.Tensor_mode(x, zeros_like, rounding_mode = 'trunc')
    return (div,)
)");
  oracle::Execution raised = runInAten(invalid);
  ASSERT_TRUE(raised.fault);
  EXPECT_EQ(raised.fault->node, named(invalid, "div"));
  EXPECT_EQ(raised.fault->kind, oracle::VerdictKind::InvalidGraph);
  EXPECT_NE(raised.fault->message.find("ZeroDivisionError"), std::string::npos)
      << raised.fault->message;
}

// repeat_interleave's repeats summing past INT64_MAX wrap in torch 1.13's cumsum, and its kernel
// then writes out of bounds (a segmentation fault, in torch itself): refused before it runs.
TEST(AtenExecutor, RepeatInterleaveSumsPastInt64MaxAreRefusedNotRun) {
  Graph graph = load(R"(def forward(self, x: "f32[2]"):
    full = torch.ops.aten.full.default([4], 4611686018427387904, dtype = torch.int64)
    repeat_interleave = torch.ops.aten.repeat_interleave.Tensor(full, output_size = 4)
    return (repeat_interleave,)
)");
  oracle::Execution run = runInAten(graph);
  ASSERT_TRUE(run.fault);
  EXPECT_EQ(run.fault->node, named(graph, "repeat_interleave"));
  EXPECT_NE(run.fault->message.find("sum past INT64_MAX"), std::string::npos) << run.fault->message;
  // self_int's count * repeats is known from the meta: its rule refuses the overflow first.
  try {
    load(R"(def forward(self, x: "f32[4]"):
    repeat_interleave = torch.ops.aten.repeat_interleave.self_int(x, 4611686018427387904, output_size = 4)
    return (repeat_interleave,)
)");
    FAIL() << "loaded";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find("integer overflow"), std::string::npos)
        << error.what();
  }
}

// torch.ops reads a Python bool given for a Scalar as an int, and one given for a Tensor as a
// bool tensor: full([2], True) is i64, add(b, True) of a bool b stays bool.
TEST(AtenExecutor, PythonLiteralsConvertAsTorchOpsConvertsThem) {
  Graph graph = load(R"(def forward(self, b: "b8[2]"):
    full = torch.ops.aten.full.default([2], True)
    add = torch.ops.aten.add.Tensor(b, True)
    mul = torch.ops.aten.mul.Tensor(full, 2.5)
    return (full, add, mul)
)");
  oracle::Execution run = runInAten(graph);
  ASSERT_FALSE(run.fault) << run.fault->message;
  EXPECT_EQ(run.outputs[0]->layout.dtype, DType::i64);
  EXPECT_EQ(run.outputs[1]->layout.dtype, DType::b8);
  EXPECT_EQ(run.outputs[2]->layout.dtype, DType::f32);
  EXPECT_EQ(oracle::loadLogical<double>(*run.outputs[2]), (std::vector<double>{2.5, 2.5}));
}

TEST(AtenExecutor, RandomOpsDrawFromTheSeedOfTheirNodeAndAreMarkedRandom) {
  Graph graph = load(R"(def forward(self, x: "f32[64]"):
    bernoulli = torch.ops.aten.bernoulli.p(x, 0.5)
    native_dropout = torch.ops.aten.native_dropout.default(x, 0.5, True)
    getitem = native_dropout[0]
    mul = torch.ops.aten.mul.Tensor(bernoulli, 2)
    return (bernoulli, getitem, mul)
)");
  oracle::Execution first = runInAten(graph, 3);
  oracle::Execution again = runInAten(graph, 3);
  oracle::Execution other = runInAten(graph, 4);
  ASSERT_FALSE(first.fault);
  EXPECT_TRUE(first.draws_follow_storage_order);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(first.outputs[i]->storage->random()) << i;
    EXPECT_EQ(oracle::loadLogical<float>(*first.outputs[i]),
              oracle::loadLogical<float>(*again.outputs[i]));
  }
  EXPECT_NE(oracle::loadLogical<float>(*first.outputs[0]),
            oracle::loadLogical<float>(*other.outputs[0]));
  EXPECT_FALSE(first.inputs[0]->storage->random());
}

// What torch leaves uninitialized holds the reference's poison pattern, so every run reads the
// same there.
TEST(AtenExecutor, UninitializedMemoryHoldsThePoisonPattern) {
  Graph graph = load(R"(def forward(self, x: "f32[4]"):
    empty = torch.ops.aten.empty.memory_format([4], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
    return (empty,)
)");
  oracle::Execution run = runInAten(graph);
  ASSERT_FALSE(run.fault);
  for (int64_t value : oracle::loadLogical<int64_t>(*run.outputs[0]))
    EXPECT_EQ(value, int64_t{static_cast<int32_t>(0xa5a5a5a5u)});
}

TEST(AtenExecutor, KnowsWhichOpsHaveACpuKernel) {
  const OpRegistry& registry = builtinRegistry();
  EXPECT_EQ(atenKernel(*registry.find("add.Tensor")), AtenKernel::Cpu);
  EXPECT_EQ(atenKernel(*registry.find("_transformer_encoder_layer_fwd.default")), AtenKernel::Cpu);
  EXPECT_EQ(atenKernel(*registry.find("cudnn_convolution.default")), AtenKernel::NoCpu);
  EXPECT_TRUE(outputSizesDependOnValues(*registry.find("nonzero.default")));
  EXPECT_FALSE(outputSizesDependOnValues(*registry.find("add.Tensor")));
}

// A run asked to let its values go hands each to the inspection while ATen holds it, with the
// elements the whole run computes, reports none of them, and gives back to the ledger the memory
// of every storage ATen freed: one that a view still holds (t of add_2) only once the view is let
// go too.
TEST(AtenExecutor, AStreamedRunInspectsWhatItLetsGoAndGivesTheMemoryBack) {
  Graph graph = load(R"(def forward(self, x: "f32[10, 100]"):
    add_1 = torch.ops.aten.add.Tensor(x, 1)
    add_2 = torch.ops.aten.add.Tensor(add_1, 1);  add_1 = None
    t = torch.ops.aten.t.default(add_2);  add_2 = None
    add_3 = torch.ops.aten.add.Tensor(t, 1)
    add_4 = torch.ops.aten.add.Tensor(add_3, t);  add_3 = t = None
    return (add_4,)
)");
  std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(graph, {0});
  const oracle::Execution whole = executeInAten(graph, oracle::copyTensors(inputs));
  ASSERT_FALSE(whole.fault);

  StreamedValues streamed;
  streamed.let_go.assign(graph.idBound(), true);
  std::vector<std::string> inspected;
  std::vector<int64_t> held_then;
  auto ledger = std::make_shared<oracle::MemoryLedger>();
  streamed.inspect = [&](const Node& node, const AtenValuesOf& values_of) {
    inspected.push_back(node.name);
    held_then.push_back(ledger->add(0));
    const oracle::ValueTensors& ours = values_of(node);
    const oracle::ValueTensors& theirs = whole.values.at(node.id);
    ASSERT_EQ(ours.size(), theirs.size());
    for (size_t i = 0; i < ours.size(); ++i) {
      EXPECT_TRUE(ours[i]->layout.sameLayout(theirs[i]->layout)) << node.name;
      EXPECT_EQ(oracle::loadLogical<float>(*ours[i]), oracle::loadLogical<float>(*theirs[i]))
          << node.name;
    }
  };
  oracle::ExecutionLimits limits;
  limits.ledger = ledger;
  AtenRunOptions options{nullptr, &streamed};
  oracle::Execution run = executeInAten(graph, oracle::copyTensors(inputs), limits, 0, &options);
  ASSERT_FALSE(run.fault) << run.fault->message;
  EXPECT_EQ(inspected, (std::vector<std::string>{"add_1", "add_2", "t", "add_3", "add_4"}));
  for (const Node* node : graph)
    if (node->kind == NodeKind::Call) EXPECT_TRUE(run.values.at(node->id).empty()) << node->name;
  ASSERT_EQ(run.outputs.size(), 1u);
  EXPECT_EQ(oracle::loadLogical<float>(*run.outputs[0]),
            oracle::loadLogical<float>(*whole.outputs[0]));
  const int64_t value = 4000; // bytes of one f32[10, 100]
  // At each node's inspection: the input, the node's own value and those of its arguments (let
  // go after it), and add_2's storage, which t holds until add_4 has run.
  EXPECT_EQ(held_then,
            (std::vector<int64_t>{2 * value, 3 * value, 2 * value, 3 * value, 4 * value}));
  EXPECT_EQ(ledger->add(0), 2 * value) << "the input and the result";
  run = oracle::Execution{};
  EXPECT_EQ(ledger->add(0), 0);
}

// A streamed run frees what it lets go, and the allocator hands the same address to the next
// storage of that size: a value drawn at random must not leave its mark on what comes after it
// (mul of x is torch's number, compared, while bernoulli's draw is compared by layout only).
TEST(AtenExecutor, AStreamedRunMarksOnlyWhatRandomDrawsMadeAsRandom) {
  Graph graph = load(R"(def forward(self, x: "f32[64, 64]"):
    bernoulli = torch.ops.aten.bernoulli.p(x, 0.5)
    add = torch.ops.aten.add.Tensor(bernoulli, 1);  bernoulli = None
    sum_1 = torch.ops.aten.sum.default(add);  add = None
    mul = torch.ops.aten.mul.Tensor(x, 2)
    mul_1 = torch.ops.aten.mul.Tensor(mul, 3);  mul = None
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, 3);  mul_1 = None
    return (sum_1, mul_2)
)");
  StreamedValues streamed;
  streamed.let_go.assign(graph.idBound(), true);
  std::map<std::string, bool> random;
  streamed.inspect = [&](const Node& node, const AtenValuesOf& values_of) {
    for (const oracle::TensorHandle& tensor : values_of(node))
      random[node.name] = random[node.name] || tensor->storage->random();
  };
  AtenRunOptions options{nullptr, &streamed};
  for (uint64_t seed = 0; seed < 8; ++seed) {
    oracle::Execution run =
        executeInAten(graph, oracle::makeInputs(graph, {seed}), {}, seed, &options);
    ASSERT_FALSE(run.fault);
    EXPECT_TRUE(random["bernoulli"] && random["add"] && random["sum_1"]);
    EXPECT_FALSE(random["mul"] || random["mul_1"] || random["mul_2"]) << "seed " << seed;
    random.clear();
  }
}

} // namespace
} // namespace reinplace::aten
