// Facts about torch 1.13's CPU kernels that the pass, the oracle and the proofs share: each case
// states what torch does on a small layout (the channel order of training batch norm, which
// elements a relaid positional view reads, what a scatter copies of its base, baddbmm_'s extra
// read of self).

#include "core/fx/parser.h"
#include "core/kernel_facts/layout_reads.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/meta/view_replay.h"

#include <gtest/gtest.h>

#include <string>

namespace reinplace {
namespace {

TensorMeta strided(Shape sizes, Shape strides, int64_t offset = 0) {
  TensorMeta meta;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

Graph program(const std::string& code) {
  Graph graph = parseFxCode(code, "facts.fx", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

const Node* named(const Graph& graph, const std::string& name) {
  for (const Node* node : graph)
    if (node->name == name) return node;
  ADD_FAILURE() << "no node " << name;
  return nullptr;
}

TEST(BatchNormChannelOrder, OnlyANonContiguousInputOfSeveralChannelsIsWalkedChannelByChannel) {
  EXPECT_FALSE(batchNormWalksChannels(strided({2, 3, 4}, {12, 4, 1})));
  EXPECT_FALSE(batchNormWalksChannels(strided({2, 1, 4}, {4, 8, 1}))); // one channel
  EXPECT_TRUE(batchNormWalksChannels(strided({2, 3, 4}, {4, 8, 1})));  // channels permuted
  // Channels-last: ATen's fast path in 4-d, the walk in 5-d.
  EXPECT_FALSE(batchNormWalksChannels(strided({2, 3, 2, 2}, {12, 1, 6, 3})));
  EXPECT_TRUE(batchNormWalksChannels(strided({2, 3, 2, 2, 2}, {24, 1, 12, 6, 3})));
}

TEST(BatchNormChannelOrder, AStatWrittenIntoAnotherChannelsElementsIsRead) {
  // Input [1, 2, 2] with strides [4, 1, 2]: channel 0 at positions 0 and 2, channel 1 at 1 and 3.
  const TensorMeta input = strided({1, 2, 2}, {4, 1, 2});
  // Stat element k at position k: element 1 lands on channel 1's position 1, element 0 on
  // channel 0's position 0: each on its own channel.
  EXPECT_TRUE(statWriteReadByNoChannel(input, strided({2}, {1})));
  // Stat element k at position 2k: element 1 on position 2, which is channel 0's.
  EXPECT_FALSE(statWriteReadByNoChannel(input, strided({2}, {2})));
  // A contiguous input is read whole before any stat is written.
  EXPECT_TRUE(statWriteReadByNoChannel(strided({1, 2, 2}, {4, 2, 1}), strided({2}, {2})));
}

TEST(PositionalReads, ARelaidInputIsReadAtTheIndicesWhoseElementsMoved) {
  // A [3] value relaid from stride 1 to stride 2; as_strided [2] reads positions 0 and 1.
  const TensorMeta before = strided({3}, {1}), now = strided({3}, {2});
  const TensorMeta read = strided({2}, {1});
  EXPECT_EQ(firstIndexReadOtherwise(before, now, read, read), 1); // position 1 holds no element
  const std::vector<int64_t> first_only{0};
  EXPECT_EQ(firstIndexReadOtherwise(before, now, read, read, &first_only), -1);
  // Past 4,096 elements it is not worked out.
  const TensorMeta big = strided({5000}, {1});
  EXPECT_EQ(firstIndexReadOtherwise(big, big, big, big), std::nullopt);
}

TEST(PositionalReads, AViewReachesTheElementsOfItsWholeByIndex) {
  const TensorMeta whole = strided({2, 3}, {3, 1});
  EXPECT_EQ(elementsReached(whole, strided({2}, {3}, 1)), (std::vector<int64_t>{1, 4}));
  // A position outside the whole, or a whole with two elements at one position: not worked out.
  EXPECT_EQ(elementsReached(whole, strided({1}, {1}, 7)), std::nullopt);
  EXPECT_EQ(elementsReached(strided({2}, {0}), strided({1}, {1})), std::nullopt);
}

TEST(ScatterReads, AScatterCopiesItsBaseOutsideItsView) {
  Graph graph = program(R"(def forward(self, x: "f32[2, 2]", y: "f32[2]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, y, 0, 0);  x = y = None
    return select_scatter
)");
  const Node* scatter = named(graph, "select_scatter");
  ASSERT_NE(scatter, nullptr);
  ViewReplayer replayer;
  EXPECT_EQ(elementsOutsideScatteredView(*scatter, strided({2, 2}, {1, 2}, 3), replayer),
            (std::vector<int64_t>{2, 3}));
}

TEST(InPlaceVariants, BaddbmmWithBetaZeroIgnoresSelfWhereItsInPlaceVariantDoesNot) {
  Graph graph = program(R"(def forward(self, x: "f32[1, 2, 2]", y: "f32[1, 2, 2]"):
    baddbmm = torch.ops.aten.baddbmm.default(x, y, y, beta = 0)
    baddbmm_1 = torch.ops.aten.baddbmm.default(x, y, y, beta = 0.5)
    add = torch.ops.aten.add.Tensor(x, y);  x = y = None
    return (baddbmm, baddbmm_1, add)
)");
  EXPECT_TRUE(inplaceVariantReadsSelfMore(*named(graph, "baddbmm")));
  EXPECT_FALSE(inplaceVariantReadsSelfMore(*named(graph, "baddbmm_1")));
  EXPECT_FALSE(inplaceVariantReadsSelfMore(*named(graph, "add")));
}

// What addmv, addbmm, addr, renorm, index_reduce and put read of their operands' layouts, each
// checked in torch on transposed and strided operands (tests/oracle/kernels/nn_index/).
TEST(LayoutReaders, TheUpdatesAndReductionsFollowStridesWhereTheyRoundOrPickALoop) {
  Graph graph = program(
      R"(def forward(self, s: "f32[3]", m: "f32[3, 4]", v: "f32[4]", sl: "i64[3]", ml: "i64[3, 4]", vl: "i64[4]", x: "f32[3, 4]", i: "i64[2]", src: "f32[3, 2]", mask: "b8[3, 4]", w: "f32[2]"):
    addmv = torch.ops.aten.addmv.default(s, m, v)
    addmv_1 = torch.ops.aten.addmv.default(sl, ml, vl)
    addr = torch.ops.aten.addr.default(x, s, v, beta = 2)
    addr_1 = torch.ops.aten.addr.default(x, s, v, beta = 0)
    renorm = torch.ops.aten.renorm.default(x, 2, 0, 1.0)
    index_reduce = torch.ops.aten.index_reduce.default(x, 1, i, src, 'amin')
    index_reduce_1 = torch.ops.aten.index_reduce.default(x, 1, i, src, 'mean')
    put = torch.ops.aten.put.default(x, i, w, True)
    put_1 = torch.ops.aten.put.default(x, i, w)
    masked_scatter = torch.ops.aten.masked_scatter.default(x, mask, x)
    return (addmv, addmv_1, addr, addr_1, renorm, index_reduce, index_reduce_1, put, put_1, masked_scatter)
)");
  for (const char* name : {"addmv", "addr", "renorm", "index_reduce", "put"})
    EXPECT_TRUE(dependsOnLayout(named(graph, name))) << name;
  // Wrapping integers, a product without self, a mean, a put that only copies, and the scatter
  // into a contiguous clone compute alike in any layout.
  for (const char* name : {"addmv_1", "addr_1", "index_reduce_1", "put_1", "masked_scatter"})
    EXPECT_FALSE(dependsOnLayout(named(graph, name))) << name;
  // Their loops and sums follow strides, not where the data starts.
  for (const char* name : {"addr", "renorm", "index_reduce", "put"})
    EXPECT_FALSE(dependsOnOffset(named(graph, name))) << name;
  EXPECT_TRUE(dependsOnOffset(named(graph, "addmv"))); // left to the BLAS library, as addmm
}

} // namespace
} // namespace reinplace
