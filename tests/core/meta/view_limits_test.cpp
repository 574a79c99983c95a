// Where the view rules deliberately part from torch: arithmetic that would leave int64 (torch
// wraps silently) and multi-output views with absurd piece counts (torch would try to allocate
// them) are clear errors instead of undefined behaviour or exhausted memory.

#include "tests/core/meta/view_test_support.h"

#include <gtest/gtest.h>

namespace reinplace::view_test {
namespace {

std::string errorOf(const TensorMeta& input, const std::string& op_name, std::vector<Arg> args) {
  Graph graph;
  Node* x = addInput(graph, "x", input);
  args.insert(args.begin(), Arg::ofNode(x));
  graph.addCall(op(op_name), args, {}, "v");
  return propagationError(graph).value_or("");
}

constexpr int64_t kHugeStride = int64_t{1} << 62;

TEST(ViewLimits, StrideArithmeticThatLeavesInt64IsAnError) {
  // Such an input is itself refused now: its storage would need 2^63 elements.
  const TensorMeta huge = M(DType::f32, {3, 2}, {kHugeStride, 1}, 0);
  for (auto [name, args] : std::vector<std::pair<std::string, std::vector<Arg>>>{
           {"slice.Tensor", {I(0), None(), None(), I(4)}},
           {"unfold", {I(0), I(1), I(3)}},
           {"unsqueeze", {I(0)}}}) {
    std::string error = errorOf(huge, name, args);
    EXPECT_NE(error.find("Storage size calculation overflowed"), std::string::npos) << error;
  }
  // Within int64 the input is fine; the view's stride arithmetic leaves it.
  const TensorMeta wide = M(DType::f32, {2, 2}, {kHugeStride / 4, 1}, 0);
  EXPECT_NE(errorOf(wide, "slice.Tensor", {I(0), None(), None(), I(int64_t{1} << 40)})
                .find("overflows int64"),
            std::string::npos);
}

TEST(ViewLimits, AbsurdPieceCountsAreRefused) {
  const TensorMeta empty_wide = M(DType::f32, {0, int64_t{1} << 21}, {1, 1}, 0);
  EXPECT_NE(errorOf(empty_wide, "unbind.int", {I(1)}).find("more than the supported"),
            std::string::npos);
  EXPECT_NE(
      errorOf(empty_wide, "chunk", {I(int64_t{1} << 40), I(0)}).find("more than the supported"),
      std::string::npos);
  EXPECT_NE(errorOf(empty_wide, "split.Tensor", {I(1), I(1)}).find("more than the supported"),
            std::string::npos);
}

TEST(ViewLimits, AsStridedScatterBoundsCheckDoesNotOverflow) {
  Graph graph;
  Node* x = addInput(graph, "x", M(DType::f32, {4}, {1}, 0));
  Node* src = addInput(graph, "src", M(DType::f32, {3}, {1}, 0));
  graph.addCall(op("as_strided_scatter"),
                {Arg::ofNode(x), Arg::ofNode(src), Ints({3}), Ints({kHugeStride})}, {}, "s");
  std::string error = propagationError(graph).value_or("");
  EXPECT_NE(error.find("reaches storage element beyond int64"), std::string::npos) << error;
}

} // namespace
} // namespace reinplace::view_test
