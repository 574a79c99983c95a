// Meta from ATen: a bare graph of ops without rules loads with the meta ATen observes; ops ATen
// cannot run, or whose sizes depend on values, are refused at their node.

#include "aten/aten_meta.h"
#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"

#include <gtest/gtest.h>

namespace reinplace::aten {
namespace {

Graph loadBare(const std::string& code) {
  Graph graph = parseFxCode(code, "bare.fx", builtinRegistry());
  annotateMetaFromAten(graph);
  propagateMeta(graph);
  return graph;
}

const Node* named(const Graph& graph, const std::string& name) {
  for (const Node* node : graph)
    if (node->name == name) return node;
  return nullptr;
}

TEST(AtenMeta, ABareGraphOfOpsWithoutRulesTakesTheMetaATenObserves) {
  Graph graph =
      loadBare(R"(def forward(self, x: "f32[1, 2, 2, 4, 4][64, 1, 32, 8, 2]", y: "f32[2, 3]"):
    upsample = torch.ops.aten.upsample_nearest3d.vec(x, None, [1.0, 2.0, 2.0])
    relu = torch.ops.aten.relu.default(upsample)
    triu = torch.ops.aten.triu.default(y, 1)
    return (relu, triu)
)");
  const Node* upsample = named(graph, "upsample");
  ASSERT_TRUE(upsample);
  EXPECT_TRUE(upsample->meta_from_aten);
  EXPECT_EQ(upsample->tensorMeta().sizes, (Shape{1, 2, 2, 8, 8}));
  // Channels-last in, channels-last out: strides are ATen's, not a contiguous guess.
  EXPECT_EQ(upsample->tensorMeta().strides, (Shape{256, 1, 128, 16, 2}));
  EXPECT_FALSE(named(graph, "relu")->meta_from_aten); // relu has a rule
  EXPECT_EQ(named(graph, "relu")->tensorMeta().strides, (Shape{256, 1, 128, 16, 2}));
}

TEST(AtenMeta, TupleResultsAnnotateTheirGetitems) {
  Graph graph = loadBare(R"(def forward(self, x: "f32[5, 3]"):
    cummin = torch.ops.aten.cummin.default(x, 0)
    getitem = cummin[0]
    getitem_1 = cummin[1]
    return (getitem, getitem_1)
)");
  EXPECT_TRUE(named(graph, "cummin")->meta_from_aten); // cummin has no rule
  EXPECT_EQ(named(graph, "getitem")->tensorMeta().dtype, DType::f32);
  EXPECT_EQ(named(graph, "getitem_1")->tensorMeta().dtype, DType::i64);
  EXPECT_EQ(named(graph, "getitem_1")->tensorMeta().sizes, (Shape{5, 3}));
}

TEST(AtenMeta, GraphsThatNeedNothingFromATenAreLeftAlone) {
  Graph graph = parseFxCode(R"(def forward(self, x: "f32[3]"):
    relu = torch.ops.aten.relu.default(x)
    return (relu,)
)",
                            "plain.fx", builtinRegistry());
  EXPECT_EQ(annotateMetaFromAten(graph), 0u);
}

void expectRefused(const std::string& code, const std::string& node, const std::string& words) {
  try {
    loadBare(code);
    FAIL() << "loaded";
  } catch (const InputError& error) {
    EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
    EXPECT_EQ(error.file(), "bare.fx");
    EXPECT_GT(error.line(), 1u);
    (void)node;
  }
}

TEST(AtenMeta, OpsWhoseSizesDependOnValuesOrThatHaveNoCpuKernelAreRefusedAtTheirNode) {
  expectRefused(R"(def forward(self, x: "f32[4]"):
    nonzero = torch.ops.aten.nonzero.default(x)
    return (nonzero,)
)",
                "nonzero", "depend on the values of its inputs");
  expectRefused(R"(def forward(self, x: "f32[1, 1, 3, 3]", w: "f32[1, 1, 1, 1]"):
    conv = torch.ops.aten.cudnn_convolution.default(x, w, [0, 0], [1, 1], [1, 1], 1, False, False, False)
    return (conv,)
)",
                "conv", "no CPU kernel in ATen");
  // ATen raising before the op: torch's message, at the node that raises.
  expectRefused(R"(def forward(self, x: "f32[3]", i: "i64[2]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    reshape = torch.ops.aten.reshape.default(add, [5])
    triu = torch.ops.aten.triu.default(reshape, 1)
    return (triu,)
)",
                "reshape", "shape '[5]' is invalid for input of size 3");
}

TEST(AtenMeta, SizesThatDependOnlyOnConstantsAreTakenFromAten) {
  // torchvision's mvit_v1_b: repeat_interleave of a tensor the graph fills itself.
  Graph graph = loadBare(R"(def forward(self, x: "f32[8, 2]"):
    empty = torch.ops.aten.empty.memory_format([1], dtype = torch.int64, layout = torch.strided, device = device(type='cpu'))
    fill = torch.ops.aten.fill.Scalar(empty, 3);  empty = None
    expand = torch.ops.aten.expand.default(fill, [4]);  fill = None
    repeat_interleave = torch.ops.aten.repeat_interleave.Tensor(expand);  expand = None
    index_select = torch.ops.aten.index_select.default(x, 0, repeat_interleave)
    return (index_select,)
)");
  const Node* repeated = nullptr;
  for (const Node* node : graph)
    if (node->name == "repeat_interleave") repeated = node;
  ASSERT_NE(repeated, nullptr);
  EXPECT_TRUE(repeated->meta_from_aten);
  EXPECT_EQ(repeated->tensorMeta().sizes, (Shape{12}));
  // A rule that needs the sum takes it from ATen too, when only the repeats are constants.
  Graph selected = loadBare(R"(def forward(self, x: "f32[3, 2]"):
    arange = torch.ops.aten.arange.default(3, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    repeat_interleave = torch.ops.aten.repeat_interleave.self_Tensor(x, arange, 0)
    return (repeat_interleave,)
)");
  EXPECT_TRUE(named(selected, "repeat_interleave")->meta_from_aten);
  EXPECT_EQ(named(selected, "repeat_interleave")->tensorMeta().sizes, (Shape{3, 2}));
  // The same op on values that come from an input stays refused.
  expectRefused(R"(def forward(self, r: "i64[4]"):
    repeat_interleave = torch.ops.aten.repeat_interleave.Tensor(r)
    return (repeat_interleave,)
)",
                "repeat_interleave", "depend on the values of its inputs");
  expectRefused(R"(def forward(self, x: "f32[3, 2]", r: "i64[3]"):
    repeat_interleave = torch.ops.aten.repeat_interleave.self_Tensor(x, r, 0)
    return (repeat_interleave,)
)",
                "repeat_interleave", "depend on the values of its inputs");
}

} // namespace
} // namespace reinplace::aten
