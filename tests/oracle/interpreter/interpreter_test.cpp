// The interpreter's aliasing semantics, faults and limits, on small graphs written inline.

#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/interpreter/kernel.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <memory>
#include <optional>

#include <cmath>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::valuesOf;

TensorHandle tensorOf(std::vector<double> values, Shape sizes) {
  return testing::tensorOf(DType::f32, std::move(values), std::move(sizes));
}

TEST(Interpreter, WritesThroughAViewReachTheBase) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[2, 2]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t = torch.ops.aten.t.default(clone)
    select = torch.ops.aten.select.int(t, 0, 1);  t = None
    add_ = torch.ops.aten.add_.Tensor(select, 10);  select = None
    return clone
)");
  Execution run = execute(graph, {tensorOf({1, 2, 3, 4}, {2, 2})});
  ASSERT_FALSE(run.fault);
  // Row 1 of the transpose is column 1 of clone.
  EXPECT_EQ(valuesOf(*run.outputs[0]), (std::vector<double>{1, 12, 3, 14}));
}

TEST(Interpreter, InPlaceViewOpsChangeTheLayoutLaterUsesSee) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    t_ = torch.ops.aten.t_.default(clone)
    select = torch.ops.aten.select.int(clone, 0, 0);  clone = None
    return select
)");
  Execution run = execute(graph, {tensorOf({1, 2, 3, 4, 5, 6}, {2, 3})});
  ASSERT_FALSE(run.fault);
  EXPECT_EQ(valuesOf(*run.outputs[0]), (std::vector<double>{1, 4})); // column 0, not row 0
}

TEST(Interpreter, ReportsAnInPlaceWriteIntoInternalOverlapAtItsNode) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[3]"):
    expand = torch.ops.aten.expand.default(x_1, [2, 3]);  x_1 = None
    mul_ = torch.ops.aten.mul_.Tensor(expand, 2);  expand = None
    return mul_
)");
  Execution run = execute(graph, {tensorOf({1, 2, 3}, {3})});
  ASSERT_TRUE(run.fault);
  EXPECT_EQ(run.fault->kind, VerdictKind::OverlapHazard);
  EXPECT_EQ(run.fault->node->name, "mul_");
  EXPECT_NE(run.fault->message.find("internal overlap"), std::string::npos);
}

TEST(Interpreter, ReadingSelfThroughTheSameLayoutIsNoHazard) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[3]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    alias = torch.ops.aten.alias.default(clone)
    mul_ = torch.ops.aten.mul_.Tensor(clone, alias);  alias = None
    return mul_
)");
  Execution run = execute(graph, {tensorOf({1, 2, 3}, {3})});
  ASSERT_FALSE(run.fault) << run.fault->message;
  EXPECT_EQ(valuesOf(*run.outputs[0]), (std::vector<double>{1, 4, 9}));
}

TEST(Interpreter, ATensorPastTheBudgetIsAnInputErrorNamingItsBytes) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[4]"):
    expand = torch.ops.aten.expand.default(x_1, [1000, 4]);  x_1 = None
    clone = torch.ops.aten.clone.default(expand);  expand = None
    return clone
)");
  ExecutionLimits limits{4000};
  try {
    execute(graph, {tensorOf({1, 2, 3, 4}, {4})}, limits);
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 3u);
    EXPECT_NE(error.message().find("'clone' needs 16000 bytes (15.6 KiB) (4000 elements of f32)"),
              std::string::npos)
        << error.message();
    EXPECT_NE(error.message().find("budget is 4000 bytes (3.9 KiB)"), std::string::npos)
        << error.message();
  }
}

TEST(Interpreter, TheBudgetCountsTheInputsAndEveryFreshStorageButNoView) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[100]"):
    view = torch.ops.aten.view.default(x_1, [10, 10])
    t = torch.ops.aten.t.default(view);  view = None
    relu = torch.ops.aten.relu.default(t);  t = None
    neg = torch.ops.aten.neg.default(relu)
    return (relu, neg)
)");
  std::vector<double> values(100, 1.0);
  // 400 bytes of input, 400 for relu, 400 for neg: 1200 fit, 1199 do not.
  EXPECT_FALSE(execute(graph, {tensorOf(values, {100})}, ExecutionLimits{1200}).fault);
  try {
    execute(graph, {tensorOf(values, {100})}, ExecutionLimits{1199});
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.line(), 5u);
    EXPECT_NE(error.message().find("with 'neg', the run holds 1200 bytes"), std::string::npos)
        << error.message();
  }
}

TEST(Interpreter, TheDefaultBudgetIsHalfOfPhysicalMemory) {
  int64_t physical = static_cast<int64_t>(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE);
  EXPECT_LE(ExecutionLimits{}.memory_budget_bytes, physical / 2);
  EXPECT_GE(ExecutionLimits{}.memory_budget_bytes, physical / 2 - sysconf(_SC_PAGESIZE) * 2);
}

TEST(Interpreter, RunsSharingALedgerAreHeldToOneBudgetUntilTheirResultsAreDropped) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[100]"):
    relu = torch.ops.aten.relu.default(x_1);  x_1 = None
    return relu
)");
  std::vector<double> values(100, 1.0);
  ExecutionLimits limits{2000, std::make_shared<MemoryLedger>()};
  std::optional<Execution> first = execute(graph, {tensorOf(values, {100})}, limits);
  EXPECT_FALSE(first->fault); // 800 bytes: 400 of input, 400 of relu
  std::optional<Execution> second = execute(graph, {tensorOf(values, {100})}, limits);
  try {
    execute(graph, {tensorOf(values, {100})}, limits);
    FAIL() << "a third run fits its budget alone but not with the two held";
  } catch (const InputError& error) {
    EXPECT_NE(error.message().find("the runs of this check hold 2400 bytes"), std::string::npos)
        << error.message();
  }
  first.reset();
  EXPECT_FALSE(execute(graph, {tensorOf(values, {100})}, limits).fault);
}

// A judged run keeps its inputs and returned tensors for its verdict; what else it made goes back
// to the ledger (a view of the input counts with the input, a storage both return counts once).
TEST(Interpreter, AJudgedRunKeepsOnlyItsInputsAndOutputs) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[100]"):
    relu = torch.ops.aten.relu.default(x_1)
    neg = torch.ops.aten.neg.default(relu);  relu = None
    view = torch.ops.aten.view.default(x_1, [10, 10]);  x_1 = None
    return (neg, view, neg)
)");
  auto ledger = std::make_shared<MemoryLedger>();
  Execution run = execute(graph, {tensorOf(std::vector<double>(100, 1.0), {100})},
                          ExecutionLimits{1 << 20, ledger});
  ASSERT_FALSE(run.fault);
  EXPECT_EQ(ledger->add(0), 1200); // the input, relu, neg
  const std::vector<double> returned = valuesOf(*run.outputs[0]);
  keepOnlyInputsAndOutputs(run);
  EXPECT_TRUE(run.values.empty());
  EXPECT_EQ(ledger->add(0), 800);
  EXPECT_EQ(run.memory_share->held(), 800);
  ASSERT_EQ(run.outputs.size(), 3u);
  EXPECT_EQ(valuesOf(*run.outputs[0]), returned);
  EXPECT_EQ(run.inputs.size(), 1u);
}

TEST(Interpreter, ResizeGrowsTheStorageEveryViewShares) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[2]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    resize_ = torch.ops.aten.resize_.default(clone, [3])
    fill_ = torch.ops.aten.fill_.Scalar(resize_, 7);  resize_ = None
    return clone
)");
  Execution run = execute(graph, {tensorOf({1, 2}, {2})});
  ASSERT_FALSE(run.fault);
  EXPECT_EQ(valuesOf(*run.outputs[0]), (std::vector<double>{7, 7, 7}));
}

TEST(Inputs, FollowTheAnnotatedLayoutAndTheSeed) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[3, 2][1, 4]@1", n_1: "i8[5]"):
    return (x_1, n_1)
)");
  std::vector<TensorHandle> first = makeInputs(graph, {7, false});
  std::vector<TensorHandle> again = makeInputs(graph, {7, false});
  std::vector<TensorHandle> other = makeInputs(graph, {8, false});
  EXPECT_EQ(first[0]->layout.strides, (Shape{1, 4}));
  EXPECT_EQ(first[0]->layout.storage_offset, 1);
  EXPECT_EQ(first[0]->storage->elements(), 1 + 2 + 4 * 1 + 1); // extent of the strided view
  EXPECT_EQ(valuesOf(*first[0]), valuesOf(*again[0]));
  EXPECT_NE(valuesOf(*first[0]), valuesOf(*other[0]));
  for (double value : valuesOf(*first[1])) {
    EXPECT_GE(value, -10);
    EXPECT_LE(value, 10);
  }
}

TEST(Inputs, SpecialValuesIncludeNaNAndInfinities) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f64[256]"):
    return x_1
)");
  std::vector<TensorHandle> inputs = makeInputs(graph, {0, true});
  int nans = 0, infinities = 0;
  for (double value : valuesOf(*inputs[0])) {
    nans += std::isnan(value);
    infinities += std::isinf(value);
  }
  EXPECT_GT(nans, 0);
  EXPECT_GT(infinities, 0);
}

TEST(Inputs, ADictionaryDrawsEveryFloatingElementFromItAndLeavesIntegersAlone) {
  Graph graph = graphOf(R"(def forward(self, x_1: "f32[256]", n_1: "i64[64]"):
    return (x_1, n_1)
)");
  InputOptions options;
  options.dictionary = {-0.0, 1.5};
  std::vector<TensorHandle> inputs = makeInputs(graph, options);
  int negative_zeros = 0, others = 0;
  for (double value : valuesOf(*inputs[0])) {
    if (value == 1.5)
      ++others;
    else if (value == 0 && std::signbit(value))
      ++negative_zeros;
    else
      ADD_FAILURE() << "not in the dictionary: " << value;
  }
  EXPECT_GT(negative_zeros, 0);
  EXPECT_GT(others, 0);
  for (double value : valuesOf(*inputs[1])) {
    EXPECT_GE(value, -10);
    EXPECT_LE(value, 10);
  }
}

// Ops known only by their schema run as uninterpreted functions
// (oracle/interpreter/uninterpreted.h).
TEST(Interpreter, EveryOpWithAMetaRuleHasAKernel) {
  size_t kernels = 0;
  for (const auto& op : builtinRegistry().ops()) {
    if (!op->meta_rule || !needsKernel(*op)) continue;
    EXPECT_NE(KernelRegistry::builtin().find(*op), nullptr) << op->qualified_name;
    ++kernels;
  }
  EXPECT_GT(kernels, 100u);
}

// A schema-only op's stand-in values are never zero: a zero norm or clamp_min (schema-only when
// this was found) divides by zero downstream (F.normalize in Swin v2's attention), and a run whose
// outputs are all NaN compares equal to any other, which hid a mis-compilation of swin_v2_t from
// every trial.
TEST(Interpreter, UninterpretedFloatsAreNeverZero) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[4096]"):
    _add_relu: "f32[4096]" = torch.ops.aten._add_relu.Scalar(x, 0.5);  x = None
    return _add_relu
)");
  for (const Node* node : graph)
    if (node->kind == NodeKind::Call) ASSERT_EQ(node->op->meta_rule, nullptr) << "now has a kernel";
  Execution run = execute(graph, makeInputs(graph, {}));
  ASSERT_FALSE(run.fault);
  std::vector<double> values = valuesOf(*run.outputs[0]);
  ASSERT_EQ(values.size(), 4096u);
  for (double value : values) {
    EXPECT_NE(value, 0.0);
    EXPECT_TRUE(std::isfinite(value) && std::fabs(value) <= 2);
  }
}

// native_batch_norm writes its running statistics in training mode, though torch 1.13's schema
// does not mark them written (HiddenWrite): the run must show the inputs written then, and only
// then.
TEST(Interpreter, BatchNormWritesItsRunningStatisticsOnlyWhenTraining) {
  for (bool training : {true, false}) {
    SCOPED_TRACE(training ? "training" : "eval");
    Graph graph =
        graphOf(std::string(R"(def forward(self, x_1: "f32[4, 3]", m_1: "f32[3]", v_1: "f32[3]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x_1, None, None, m_1, v_1, )") +
                (training ? "True" : "False") + R"(, 0.1, 1e-05)
    getitem: "f32[4, 3]" = native_batch_norm[0];  native_batch_norm = None
    return getitem
)");
    std::vector<TensorHandle> inputs = makeInputs(graph, {0, false});
    std::vector<double> mean_before = valuesOf(*inputs[1]);
    Execution run = execute(graph, copyTensors(inputs));
    ASSERT_FALSE(run.fault);
    EXPECT_EQ(run.first_input_writer[0], nullptr);
    EXPECT_EQ(run.first_input_writer[1] != nullptr, training);
    EXPECT_EQ(run.first_input_writer[2] != nullptr, training);
    EXPECT_EQ(valuesOf(*run.inputs[1]) != mean_before, training);
  }
}

TEST(Interpreter, CopiesKeepSharedStorageShared) {
  TensorHandle base = tensorOf({1, 2, 3, 4}, {4});
  auto view = std::make_shared<RuntimeTensor>(RuntimeTensor{base->storage, base->layout});
  view->layout.sizes = {2};
  view->layout.strides = {2};
  std::vector<TensorHandle> copies = copyTensors({base, view});
  EXPECT_EQ(copies[0]->storage, copies[1]->storage);
  EXPECT_NE(copies[0]->storage, base->storage);
}

} // namespace
} // namespace reinplace::oracle
