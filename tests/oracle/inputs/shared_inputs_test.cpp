// Inputs that share one storage (" in s"): the oracle makes one storage per name, of the written
// or implied size, fills it as it fills an input of its own, and makes each input a view of it;
// a write through one input is read through the others, copies keep the sharing, and the
// verdict compares the memory between and around the inputs' views.

#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/verdicts/verdict.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <cmath>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::valuesOf;

std::vector<double> storageValues(const RuntimeTensor& tensor) {
  RuntimeTensor whole{tensor.storage,
                      contiguousMeta(tensor.layout.dtype, {tensor.storage->elements()})};
  return valuesOf(whole);
}

TEST(SharedInputs, ViewsOfOneStorageOfTheWrittenSize) {
  Graph graph = graphOf(
      R"(def forward(self, a: "f32[2, 2] in s[10]", b: "f32[2, 2][1, 2] in s", c: "f32[2][3]@1 in s", x: "f32[4]"):
    return (a, b, c, x)
)");
  std::vector<TensorHandle> inputs = makeInputs(graph, {3, false});
  ASSERT_EQ(inputs.size(), 4u);
  EXPECT_EQ(inputs[1]->storage, inputs[0]->storage);
  EXPECT_EQ(inputs[2]->storage, inputs[0]->storage);
  EXPECT_NE(inputs[3]->storage, inputs[0]->storage);
  EXPECT_EQ(inputs[0]->storage->elements(), 10);
  EXPECT_EQ(inputs[3]->storage->elements(), 4);
  EXPECT_EQ(inputs[1]->layout.strides, (Shape{1, 2}));
  EXPECT_EQ(inputs[2]->layout.storage_offset, 1);
  // b is a's transpose and c reads elements 1 and 4 of the storage: the same values.
  std::vector<double> a = valuesOf(*inputs[0]);
  std::vector<double> s = storageValues(*inputs[0]);
  EXPECT_EQ(valuesOf(*inputs[1]), (std::vector<double>{a[0], a[2], a[1], a[3]}));
  EXPECT_EQ(valuesOf(*inputs[2]), (std::vector<double>{s[1], s[4]}));
}

// A storage is filled as the input of its first parameter would be, gaps included: naming a
// storage changes which memory the inputs share, not the values of the seed.
TEST(SharedInputs, FilledAsAnInputOfItsOwnOfThatSize) {
  Graph whole = graphOf(R"(def forward(self, x: "f32[3]", y: "f32[8]"):
    return (x, y)
)");
  Graph shared =
      graphOf(R"(def forward(self, x: "f32[3]", a: "f32[2]@3 in s[8]", b: "f32[4][2] in s"):
    return (x, a, b)
)");
  for (bool special : {false, true}) {
    std::vector<TensorHandle> expected = makeInputs(whole, {7, special});
    std::vector<TensorHandle> got = makeInputs(shared, {7, special});
    EXPECT_EQ(valuesOf(*got[0]), valuesOf(*expected[0]));
    // Special values include NaN: equal to NaN here.
    std::vector<double> want = storageValues(*expected[1]);
    std::vector<double> have = storageValues(*got[1]);
    ASSERT_EQ(have.size(), want.size());
    for (size_t i = 0; i < want.size(); ++i)
      EXPECT_TRUE(have[i] == want[i] || (std::isnan(have[i]) && std::isnan(want[i]))) << i;
  }
}

TEST(SharedInputs, AWriteThroughOneInputIsReadThroughTheOther) {
  Graph graph = graphOf(R"(def forward(self, a: "f32[4] in s", b: "f32[2]@2 in s"):
    add_ = torch.ops.aten.add_.Tensor(a, 10)
    clone = torch.ops.aten.clone.default(b)
    return clone
)");
  std::vector<TensorHandle> inputs = makeInputs(graph, {0, false});
  std::vector<double> before = valuesOf(*inputs[1]);
  Execution run = execute(graph, copyTensors(inputs));
  ASSERT_FALSE(run.fault);
  auto plus10 = [](double value) { return double(static_cast<float>(value) + 10.0f); };
  EXPECT_EQ(valuesOf(*run.outputs[0]), (std::vector<double>{plus10(before[0]), plus10(before[1])}));
  // copyTensors kept a and b on one storage, and left the originals alone.
  EXPECT_EQ(run.inputs[0]->storage, run.inputs[1]->storage);
  EXPECT_EQ(valuesOf(*inputs[1]), before);
}

TEST(SharedInputs, AnInPlaceOpReadingAPartlyOverlappingInputIsAHazard) {
  Graph graph = graphOf(R"(def forward(self, a: "f32[4] in s", b: "f32[4]@2 in s"):
    add_ = torch.ops.aten.add_.Tensor(a, b)
    return ()
)");
  Execution run = execute(graph, makeInputs(graph, {0, false}));
  ASSERT_TRUE(run.fault);
  EXPECT_EQ(run.fault->kind, VerdictKind::OverlapHazard);
}

TEST(SharedInputs, AWriteIntoAnotherInputOfTheStorageIsAnInputMutation) {
  Graph original = graphOf(R"(def forward(self, a: "f32[2] in s", b: "f32[2]@2 in s"):
    mul = torch.ops.aten.mul.Tensor(a, 2)
    return mul
)");
  Graph rewritten = graphOf(R"(def forward(self, a: "f32[2] in s", b: "f32[2]@2 in s"):
    fill_ = torch.ops.aten.fill_.Scalar(b, 0)
    mul = torch.ops.aten.mul.Tensor(a, 2)
    return mul
)");
  Verdict verdict = check(original, rewritten, makeInputs(original, {0, false}));
  EXPECT_EQ(verdict.kind, VerdictKind::InputMutated) << verdict.text();
  EXPECT_EQ(verdict.node, "fill_");
  EXPECT_NE(verdict.explanation.find("input b is left different"), std::string::npos)
      << verdict.text();
}

// Memory of a storage no input's view covers is the caller's too: as_strided reaches it.
TEST(SharedInputs, AWriteBetweenTheInputsViewsIsAnInputMutation) {
  Graph original = graphOf(R"(def forward(self, a: "f32[2] in s", b: "f32[2]@3 in s[6]"):
    mul = torch.ops.aten.mul.Tensor(a, b)
    return mul
)");
  Graph rewritten = graphOf(R"(def forward(self, a: "f32[2] in s", b: "f32[2]@3 in s[6]"):
    as_strided = torch.ops.aten.as_strided.default(a, [1], [1], 2)
    fill_ = torch.ops.aten.fill_.Scalar(as_strided, 0)
    mul = torch.ops.aten.mul.Tensor(a, b)
    return mul
)");
  Verdict verdict = check(original, rewritten, makeInputs(original, {0, false}));
  EXPECT_EQ(verdict.kind, VerdictKind::InputMutated) << verdict.text();
  EXPECT_EQ(verdict.node, "fill_");
  EXPECT_NE(verdict.explanation.find("outside every input's view: element 2"), std::string::npos)
      << verdict.text();
  // The same graphs agree once nothing writes there.
  EXPECT_TRUE(check(original, original, makeInputs(original, {0, false})).equivalent());
}

TEST(SharedInputs, AnOutputAliasingOneInputAliasesEveryInputOfItsStorage) {
  Graph original = graphOf(R"(def forward(self, a: "f32[4] in s", b: "f32[4] in s"):
    clone = torch.ops.aten.clone.default(b)
    return clone
)");
  Graph rewritten = graphOf(R"(def forward(self, a: "f32[4] in s", b: "f32[4] in s"):
    alias = torch.ops.aten.alias.default(a)
    return alias
)");
  Verdict verdict = check(original, rewritten, makeInputs(original, {0, false}));
  EXPECT_EQ(verdict.kind, VerdictKind::OutputAliasing) << verdict.text();
}

} // namespace
} // namespace reinplace::oracle
