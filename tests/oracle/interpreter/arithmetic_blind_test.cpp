// The arithmetic-blind check: rewrites right because of where they read and write stay
// equivalent; rewrites right only because of what an op computes (relu(relu(a)) == relu(a),
// a * 1 == a) do not.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"
#include "core/reinplace/reinplace.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/arithmetic_blind.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

Graph parse(const std::string& code) {
  Graph graph = parseFxCode(code, "<test>", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

Verdict blindly(const Graph& original, const Graph& rewritten, uint64_t salt = 0) {
  return checkArithmeticBlind(original, rewritten, makeInputs(original, {0, false}), salt);
}

TEST(ArithmeticBlind, SoundRewritesOfCommittedGraphsStayEquivalent) {
  size_t rewrites = 0;
  for (const char* dir : {"tests/core/reinplace/upstream", "corpus/examples"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      SCOPED_TRACE(path.string());
      Graph original = loadGraph(path.string(), builtinRegistry());
      Graph rewritten = original.clone();
      rewrites += reinplace(rewritten).decisions.size();
      for (uint64_t salt : {0, 1, 2}) EXPECT_TRUE(blindly(original, rewritten, salt).equivalent());
    }
  }
  EXPECT_GT(rewrites, 20u);
}

TEST(ArithmeticBlind, TellsApartWhatOnlyTheArithmeticMakesEqual) {
  // relu(relu(a)) is relu(a): reading relu's result where the program reads add is right by
  // relu's arithmetic alone.
  Graph program = parse(R"(
def forward(self, x: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(x, 1);  x = None
    relu = torch.ops.aten.relu.default(add)
    relu_1 = torch.ops.aten.relu.default(add);  add = None
    return (relu, relu_1)
)");
  Graph idempotent = parse(R"(
def forward(self, x: "f32[2, 3]"):
    add = torch.ops.aten.add.Tensor(x, 1);  x = None
    relu = torch.ops.aten.relu_.default(add)
    relu_1 = torch.ops.aten.relu.default(add)
    return (add, relu_1)
)");
  EXPECT_TRUE(check(program, idempotent, makeInputs(program, {0, false})).equivalent());
  Verdict verdict = blindly(program, idempotent);
  EXPECT_EQ(verdict.kind, VerdictKind::ValueMismatch) << verdict.text();

  // x * 1 is x: writing it into the input leaves the input as it was.
  Graph scale = parse(R"(
def forward(self, x: "f32[3]"):
    mul = torch.ops.aten.mul.Tensor(x, 1);  x = None
    return mul
)");
  Graph into_input = parse(R"(
def forward(self, x: "f32[3]"):
    mul = torch.ops.aten.mul_.Tensor(x, 1)
    clone = torch.ops.aten.clone.default(x);  x = None
    return clone
)");
  EXPECT_TRUE(check(scale, into_input, makeInputs(scale, {0, false})).equivalent());
  Verdict input_written = blindly(scale, into_input);
  EXPECT_EQ(input_written.kind, VerdictKind::InputMutated) << input_written.text();
}

TEST(ArithmeticBlind, InPlaceOpsComputeWhatTheirFunctionalOpsDo) {
  Graph functional = parse(R"(
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    mul = torch.ops.aten.mul.Tensor(clone, 3);  clone = None
    return mul
)");
  Graph in_place = parse(R"(
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    mul = torch.ops.aten.mul_.Tensor(clone, 3)
    return clone
)");
  for (uint64_t salt = 0; salt < 8; ++salt)
    EXPECT_TRUE(blindly(functional, in_place, salt).equivalent());
}

TEST(ArithmeticBlind, DataMovementStaysInterpreted) {
  const OpRegistry& ops = builtinRegistry();
  for (const char* name :
       {"select.int", "transpose.int", "select_scatter.default", "copy_.default", "clone.default",
        "_to_copy.default", "cat.default", "zeros_like.default", "t_.default"})
    EXPECT_TRUE(movesData(*ops.find(name))) << name;
  for (const char* name : {"add.Tensor", "relu.default", "relu_.default", "sum.default",
                           "mm.default", "fill.Scalar", "eq.Scalar"})
    EXPECT_FALSE(movesData(*ops.find(name))) << name;
}

} // namespace
} // namespace reinplace::oracle
