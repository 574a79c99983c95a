// Integer inputs used as indices are seeded within the dimension they index, so a check on a
// graph with embedding, gather or nll_loss runs it on inputs torch accepts.

#include "oracle/inputs/index_inputs.h"
#include "oracle/inputs/inputs.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace reinplace::oracle {
namespace {

using testing::graphOf;
using testing::input;
using testing::valuesOf;

TEST(IndexInputs, BoundsComeFromTheIndexedDimension) {
  Graph graph = graphOf(
      R"(def forward(self, weight: "f32[10, 3]", ids: "i64[6]", src: "f32[4, 7]", idx: "i64[4, 2]", logp: "f32[5, 9]", target: "i64[5]", plain: "i64[3]"):
    embedding: "f32[6, 3]" = torch.ops.aten.embedding.default(weight, ids)
    gather: "f32[4, 2]" = torch.ops.aten.gather.default(src, -1, idx)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(logp, target, None, 1, -100)
    getitem: "f32[]" = nll_loss_forward[0]
    add = torch.ops.aten.add.Tensor(plain, 1)
    return (embedding, gather, getitem, add, ids)
)");
  EXPECT_EQ(indexBound(input(graph, 0)), std::nullopt); // a float input
  EXPECT_EQ(indexBound(input(graph, 1)), 10);           // rows of the embedding; also returned
  EXPECT_EQ(indexBound(input(graph, 3)), 7);            // gather along dim -1 of src
  EXPECT_EQ(indexBound(input(graph, 5)), 9);            // the class dim of (N, C)
  EXPECT_EQ(indexBound(input(graph, 6)), std::nullopt); // added to, not an index
  for (bool special : {false, true}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      std::vector<TensorHandle> inputs = makeInputs(graph, {seed, special});
      for (auto [position, bound] : {std::pair{1, 10}, {3, 7}, {5, 9}}) {
        std::vector<double> values = valuesOf(*inputs[position]);
        EXPECT_GE(*std::min_element(values.begin(), values.end()), 0);
        EXPECT_LT(*std::max_element(values.begin(), values.end()), bound);
      }
    }
  }
  // The plain integer input keeps the usual range, negative values included.
  std::vector<double> plain = valuesOf(*makeInputs(graph, {0, false})[6]);
  std::vector<double> more = valuesOf(*makeInputs(graph, {1, false})[6]);
  plain.insert(plain.end(), more.begin(), more.end());
  EXPECT_LT(*std::min_element(plain.begin(), plain.end()), 0);
}

TEST(IndexInputs, TheSmallestBoundOfSeveralUsesWins) {
  Graph graph = graphOf(R"(def forward(self, a: "f32[8, 3]", b: "f32[5, 3]", ids: "i64[4]"):
    index_select: "f32[4, 3]" = torch.ops.aten.index_select.default(a, 0, ids)
    index_select_1: "f32[4, 3]" = torch.ops.aten.index_select.default(b, 0, ids)
    return (index_select, index_select_1)
)");
  EXPECT_EQ(indexBound(input(graph, 2)), 5);
}

// index.Tensor's k-th entry indexes dim k of self; an index in two entries takes the smaller.
TEST(IndexInputs, IndexTensorBoundsComeFromTheEntrysDim) {
  Graph graph = graphOf(
      R"(def forward(self, x: "f32[3, 7, 5]", i: "i64[4]", j: "i64[2]", k: "i64[2]"):
    index = torch.ops.aten.index.Tensor(x, [None, i])
    index_1 = torch.ops.aten.index.Tensor(x, [None, j, j])
    index_2 = torch.ops.aten.index.Tensor(x, [k, None, k])
    return (index, index_1, index_2)
)");
  EXPECT_EQ(indexBound(input(graph, 1)), 7);
  EXPECT_EQ(indexBound(input(graph, 2)), 5);
  EXPECT_EQ(indexBound(input(graph, 3)), 3);
  for (uint64_t seed = 0; seed < 4; ++seed) {
    std::vector<double> values = valuesOf(*makeInputs(graph, {seed, false})[1]);
    EXPECT_GE(*std::min_element(values.begin(), values.end()), 0);
    EXPECT_LT(*std::max_element(values.begin(), values.end()), 7);
  }
}

// index_put's indices index self as index.Tensor's do. Drawn in [-10, 10] they fell outside a
// dim of 6, and `x.index_put_((idx,), y, accumulate=True)` raised in the original graph.
TEST(IndexInputs, IndexPutBoundsComeFromTheEntrysDim) {
  Graph graph = graphOf(
      R"(def forward(self, x: "f32[6, 3]", i: "i64[4]", y: "f32[4, 3]", j: "i64[2]", z: "f32[6, 2]"):
    index_put = torch.ops.aten.index_put.default(x, [i], y, True)
    index_put_1 = torch.ops.aten.index_put.default(x, [None, j], z)
    return (index_put, index_put_1)
)");
  EXPECT_EQ(indexBound(input(graph, 1)), 6);
  EXPECT_EQ(indexBound(input(graph, 3)), 3);
}

TEST(IndexInputs, AScattersIndexIsDrawnUniqueAlongTheScatteredDim) {
  // As torch's OpInfo samples draw it: two writes to one element leave the result to the loop
  // order, so the oracle draws indices that never collide where the fiber fits.
  Graph graph = graphOf(
      R"(def forward(self, x: "f32[5, 4]", index: "i64[3, 4][1, 3]", src: "f32[3, 4]", many: "i64[6, 4]", src6: "f32[6, 4]", added: "i64[3, 4]"):
    scatter: "f32[5, 4]" = torch.ops.aten.scatter.src(x, 0, index, src)
    scatter_1: "f32[5, 4]" = torch.ops.aten.scatter.src(x, 0, many, src6)
    scatter_add: "f32[5, 4]" = torch.ops.aten.scatter_add.default(x, 0, added, src)
    return (scatter, scatter_1, scatter_add)
)");
  EXPECT_EQ(uniqueIndexDim(input(graph, 1)), 0);
  EXPECT_EQ(uniqueIndexDim(input(graph, 3)), 0);
  EXPECT_EQ(uniqueIndexDim(input(graph, 5)), std::nullopt); // scatter_add sums duplicates
  for (uint64_t seed = 0; seed < 8; ++seed) {
    std::vector<TensorHandle> inputs = makeInputs(graph, {seed, false});
    std::vector<double> values = valuesOf(*inputs[1]); // logical order: [3, 4]
    for (int column = 0; column < 4; ++column) {
      std::vector<double> fiber;
      for (int row = 0; row < 3; ++row)
        fiber.push_back(values[static_cast<size_t>(row * 4 + column)]);
      std::sort(fiber.begin(), fiber.end());
      EXPECT_EQ(std::adjacent_find(fiber.begin(), fiber.end()), fiber.end())
          << "seed " << seed << ", column " << column;
      EXPECT_GE(fiber.front(), 0);
      EXPECT_LT(fiber.back(), 5);
    }
  }
}

} // namespace
} // namespace reinplace::oracle
