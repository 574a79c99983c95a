// Where an in-place variant computes otherwise on self's layout than its op into a fresh result
// (core/kernel_facts/inplace_variant_layout.h); each case is what torch 1.13 computes, checked
// in torch (tests/oracle/kernels/nn_index/flat_scatter.fx, matrix_update.fx, index_reduce.fx, and
// tests/core/reinplace/miscompilations/masked_scatter_transposed_self.fx, which torch's own pass
// gets wrong).

#include "core/fx/parser.h"
#include "core/kernel_facts/inplace_variant_layout.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

#include <gtest/gtest.h>

#include <string>

namespace reinplace {
namespace {

TensorMeta strided(DType dtype, Shape sizes, Shape strides) {
  TensorMeta meta;
  meta.dtype = dtype;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  return meta;
}

Graph program(const std::string& code) {
  Graph graph = parseFxCode(code, "variants.fx", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

const Node* named(const Graph& graph, const std::string& name) {
  for (const Node* node : graph)
    if (node->name == name) return node;
  ADD_FAILURE() << "no node " << name;
  return nullptr;
}

TEST(InPlaceVariantLayout, MaskedScatterFillsSelfInItsMemoryOrder) {
  Graph graph = program(R"(def forward(self, x: "f32[3, 4]", m: "b8[3, 4]", s: "f32[12]"):
    masked_scatter = torch.ops.aten.masked_scatter.default(x, m, s)
    return masked_scatter
)");
  const Node* op = named(graph, "masked_scatter");
  ASSERT_NE(op, nullptr);
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*op, strided(DType::f32, {3, 4}, {4, 1})));
  EXPECT_TRUE(inplaceVariantComputesOtherwise(*op, strided(DType::f32, {3, 4}, {1, 3})));
  // Strided but in row-major order, and size-1 dims anywhere: the same order.
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*op, strided(DType::f32, {3, 4}, {8, 2})));
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*op, strided(DType::f32, {1, 4}, {1, 1})));
}

TEST(InPlaceVariantLayout, AddbmmIntoAColumnMajorSelfCallsBlasOnTheOtherSide) {
  Graph graph = program(
      R"(def forward(self, x: "f32[5, 4]", b1: "f32[3, 5, 2]", b2: "f32[3, 2, 4]", l: "i64[5, 4]", l1: "i64[3, 5, 2]", l2: "i64[3, 2, 4]"):
    addbmm = torch.ops.aten.addbmm.default(x, b1, b2)
    addbmm_1 = torch.ops.aten.addbmm.default(l, l1, l2)
    return (addbmm, addbmm_1)
)");
  const Node* floats = named(graph, "addbmm");
  const Node* integers = named(graph, "addbmm_1");
  ASSERT_NE(floats, nullptr);
  ASSERT_NE(integers, nullptr);
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*floats, strided(DType::f32, {5, 4}, {4, 1})));
  EXPECT_TRUE(inplaceVariantComputesOtherwise(*floats, strided(DType::f32, {5, 4}, {1, 5})));
  // Integer products wrap alike on either side.
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*integers, strided(DType::i64, {5, 4}, {1, 5})));
}

TEST(InPlaceVariantLayout, AddrTakesTheVectorizedLoopWhereSelfsRowsAreContiguous) {
  Graph graph = program(R"(def forward(self, x: "f32[2, 16]", a: "f32[2]", b: "f32[16]"):
    addr = torch.ops.aten.addr.default(x, a, b, beta = 0.5)
    addr_1 = torch.ops.aten.addr.default(x, a, b, beta = 0)
    return (addr, addr_1)
)");
  const Node* scaled = named(graph, "addr");
  const Node* ignoring = named(graph, "addr_1");
  ASSERT_NE(scaled, nullptr);
  ASSERT_NE(ignoring, nullptr);
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*scaled, strided(DType::f32, {2, 16}, {16, 1})));
  // Rows of stride 2: the scalar loop, which fuses the other multiply-add.
  EXPECT_TRUE(inplaceVariantComputesOtherwise(*scaled, strided(DType::f32, {2, 16}, {32, 2})));
  // beta 0 multiplies nothing into self: one product, alike in both loops.
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*ignoring, strided(DType::f32, {2, 16}, {32, 2})));
}

TEST(InPlaceVariantLayout, IndexReduceExtremaFollowSelfsSlices) {
  Graph graph = program(R"(def forward(self, x: "f32[3, 4, 16]", i: "i64[2]", s: "f32[3, 2, 16]"):
    index_reduce = torch.ops.aten.index_reduce.default(x, 1, i, s, 'amax')
    index_reduce_1 = torch.ops.aten.index_reduce.default(x, 1, i, s, 'prod')
    return (index_reduce, index_reduce_1)
)");
  const Node* amax = named(graph, "index_reduce");
  const Node* prod = named(graph, "index_reduce_1");
  ASSERT_NE(amax, nullptr);
  ASSERT_NE(prod, nullptr);
  const TensorMeta transposed = strided(DType::f32, {3, 4, 16}, {1, 3, 12});
  EXPECT_TRUE(inplaceVariantComputesOtherwise(*amax, transposed));
  EXPECT_FALSE(
      inplaceVariantComputesOtherwise(*amax, strided(DType::f32, {3, 4, 16}, {64, 16, 1})));
  EXPECT_FALSE(inplaceVariantComputesOtherwise(*prod, transposed)); // products agree in both loops
}

} // namespace
} // namespace reinplace
