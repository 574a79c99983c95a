// Which elements of a value the program shows, followed through views, split pieces, clones
// and scatter bases: each case states the indices a reader reaches and the ones it does not.

#include "core/meta/builtin_registry.h"
#include "proofs/observed_elements.h"

#include "core/fx/parser.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"
#include "proofs/data_flow.h"

#include <gtest/gtest.h>

#include <string>

namespace reinplace::proofs {
namespace {

struct Program {
  Graph graph;
  std::unordered_set<const Node*> live;
};

Program program(const std::string& code) {
  Program out{parseFxCode(code, "observed.fx", builtinRegistry()), {}};
  propagateMeta(out.graph);
  out.live = liveNodes(out.graph);
  return out;
}

ObservedElements observedOf(const Program& p, const std::string& name) {
  const Node* value = nullptr;
  for (const Node* node : p.graph)
    if (node->name == name) value = node;
  EXPECT_NE(value, nullptr) << name;
  return value ? observedElements(value, p.live) : ObservedElements{};
}

TEST(ObservedElements, ASplitPieceReadsOnlyItsOwnElements) {
  Program p = program(R"(def forward(self, x: "f32[6]"):
    as_strided = torch.ops.aten.as_strided.default(x, [2, 3], [3, 1])
    split = torch.ops.aten.split.Tensor(as_strided, 1)
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul = torch.ops.aten.mul.Tensor(getitem_1, 2);  getitem_1 = None
    return mul
)");
  ObservedElements observed = observedOf(p, "as_strided");
  EXPECT_FALSE(observed.all);
  EXPECT_TRUE(observed.exact);
  EXPECT_EQ(observed.indices, (std::vector<int64_t>{3, 4, 5}));
}

TEST(ObservedElements, AClonesSliceReadsTheClonedElementsItReaches) {
  Program p = program(R"(def forward(self, x: "f32[6]"):
    as_strided = torch.ops.aten.as_strided.default(x, [2, 3], [3, 1])
    clone = torch.ops.aten.clone.default(as_strided);  as_strided = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, 1, None, 2);  clone = None
    return slice_1
)");
  EXPECT_EQ(observedOf(p, "as_strided").indices, (std::vector<int64_t>{1, 4}));
}

TEST(ObservedElements, AScatterReadsItsBaseOutsideItsView) {
  Program p = program(R"(def forward(self, x: "f32[4]", y: "f32[]"):
    as_strided = torch.ops.aten.as_strided.default(x, [2, 2], [2, 1])
    expand = torch.ops.aten.expand.default(y, [2]);  y = None
    select_scatter = torch.ops.aten.select_scatter.default(as_strided, expand, 0, 0)
    return select_scatter
)");
  EXPECT_EQ(observedOf(p, "as_strided").indices, (std::vector<int64_t>{2, 3}));
}

TEST(ObservedElements, ElementsAtOnePositionAreReadTogether) {
  // expand repeats as_strided's elements: select_1 reads position 1, which is index 1 alone;
  // the returned value reads all.
  Program p = program(R"(def forward(self, x: "f32[3]"):
    as_strided = torch.ops.aten.as_strided.default(x, [1, 3], [0, 1])
    expand = torch.ops.aten.expand.default(as_strided, [2, 3]);  as_strided = None
    select = torch.ops.aten.select.int(expand, 1, 1);  expand = None
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    return mul
)");
  EXPECT_EQ(observedOf(p, "as_strided").indices, (std::vector<int64_t>{1}));
  Program returned = program(R"(def forward(self, x: "f32[3]"):
    as_strided = torch.ops.aten.as_strided.default(x, [1, 3], [0, 1])
    return as_strided
)");
  ObservedElements all = observedOf(returned, "as_strided");
  EXPECT_TRUE(all.all);
  EXPECT_TRUE(all.exact);
}

TEST(ObservedElements, ViewsATenMakesWithoutSayingSoAreFollowedToo) {
  // _unsafe_view shares as_strided's storage; only the first piece of its split is read.
  Program p = program(R"(def forward(self, x: "f32[4]"):
    as_strided = torch.ops.aten.as_strided.default(x, [2, 2], [2, 1])
    _unsafe_view = torch.ops.aten._unsafe_view.default(as_strided, [-1]);  as_strided = None
    split = torch.ops.aten.split.Tensor(_unsafe_view, 1);  _unsafe_view = None
    getitem = split[0];  split = None
    return getitem
)");
  EXPECT_EQ(observedOf(p, "as_strided").indices, (std::vector<int64_t>{0}));
}

TEST(ObservedElements, ReadersNobodySeesReadNothing) {
  Program p = program(R"(def forward(self, x: "f32[3]"):
    as_strided = torch.ops.aten.as_strided.default(x, [1, 3], [0, 1])
    mul = torch.ops.aten.mul.Tensor(as_strided, 2);  as_strided = mul = None
    return x
)");
  EXPECT_TRUE(observedOf(p, "as_strided").none());
}

} // namespace
} // namespace reinplace::proofs
