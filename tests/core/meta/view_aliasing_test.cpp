// What meta propagation records about the values view ops produce: which storage they live in,
// which value they view, and the autograd rule that forbids detaching a view in place (torch
// 1.13: "Can't detach views in-place. Use detach() instead.").

#include "tests/core/meta/view_test_support.h"

#include <gtest/gtest.h>

namespace reinplace::view_test {
namespace {

TensorMeta matrix() {
  return M(DType::f32, {4, 6}, {6, 1}, 0);
}

TEST(ViewAliasing, ChainedViewsShareTheInputStorage) {
  Graph graph;
  Node* x = addInput(graph, "x", matrix());
  Node* t = graph.addCall(op("t"), {Arg::ofNode(x)}, {}, "t");
  Node* row = graph.addCall(op("select.int"), {Arg::ofNode(t), I(0), I(2)}, {}, "row");
  ASSERT_FALSE(propagationError(graph));
  EXPECT_EQ(t->view_source, x);
  EXPECT_EQ(row->view_source, t);
  EXPECT_EQ(row->tensorMeta().storage, x->tensorMeta().storage);
}

TEST(ViewAliasing, PiecesOfAMultiOutputViewViewItsSelf) {
  Graph graph;
  Node* x = addInput(graph, "x", matrix());
  Node* split = graph.addCall(op("split.Tensor"), {Arg::ofNode(x), I(4), I(1)}, {}, "split");
  Node* second = graph.addGetItem(split, 1, "getitem");
  ASSERT_FALSE(propagationError(graph));
  EXPECT_TRUE(split->is_list_result);
  EXPECT_EQ(second->view_source, x);
  EXPECT_EQ(second->tensorMeta().storage, x->tensorMeta().storage);
  // torch: x.split(4, 1)[1] is f32[4, 2][6, 1]@4
  EXPECT_TRUE(sameLayout(second->tensorMeta(), M(DType::f32, {4, 2}, {6, 1}, 4)));
}

// _unsafe_view and unsafe_split are not view ops by schema, but ATen returns views of self, and
// torch's pass sees the shared storage through its fake tensors: they alias self without being
// views of it (tests/core/reinplace/hidden_views/ has what this means for the pass).
TEST(ViewAliasing, HiddenViewsShareStorageWithoutBeingViews) {
  Graph graph;
  Node* x = addInput(graph, "x", matrix());
  Node* flat = graph.addCall(op("_unsafe_view"), {Arg::ofNode(x), Ints({24})}, {}, "flat");
  Node* pieces =
      graph.addCall(op("unsafe_split.Tensor"), {Arg::ofNode(x), Arg::ofInt(2)}, {}, "pieces");
  ASSERT_FALSE(propagationError(graph));
  EXPECT_EQ(flat->view_source, nullptr);
  EXPECT_EQ(flat->tensorMeta().storage, x->tensorMeta().storage);
  EXPECT_EQ(pieces->list_view_source, nullptr);
  ASSERT_EQ(pieces->meta.size(), 2u);
  for (const TensorMeta& piece : pieces->meta) EXPECT_EQ(piece.storage, x->tensorMeta().storage);
  EXPECT_TRUE(sameLayout(pieces->meta[1], M(DType::f32, {2, 6}, {6, 1}, 12)));
}

TEST(ViewAliasing, InplaceViewVariantsReturnSelf) {
  Graph graph;
  Node* x = addInput(graph, "x", matrix());
  Node* t = graph.addCall(op("t_"), {Arg::ofNode(x)}, {}, "t_");
  ASSERT_FALSE(propagationError(graph));
  EXPECT_EQ(t->tensorMeta().storage, x->tensorMeta().storage);
  // torch: torch.ones(4, 6).t_() is f32[6, 4][1, 6]
  EXPECT_TRUE(sameLayout(t->tensorMeta(), M(DType::f32, {6, 4}, {1, 6}, 0)));
}

// Each entry: how the value passed to detach_ is made, and whether torch 1.13 accepts it
// (observed on a fresh tensor c = torch.ones(2, 3).clone()).
TEST(ViewAliasing, DetachInplaceRejectsViewsAsTorchDoes) {
  struct Producer {
    const char* label;
    bool torch_accepts;
    Node* (*make)(Graph&, Node*);
  };
  const Producer producers[] = {
      {"detach(c)", true,
       [](Graph& g, Node* c) { return g.addCall(op("detach"), {Arg::ofNode(c)}, {}, "d"); }},
      {"alias(c)", false,
       [](Graph& g, Node* c) { return g.addCall(op("alias"), {Arg::ofNode(c)}, {}, "d"); }},
      {"_unsafe_view(c, [6])", true,
       [](Graph& g, Node* c) {
         return g.addCall(op("_unsafe_view"), {Arg::ofNode(c), Ints({6})}, {}, "d");
       }},
      {"t_(c)", true,
       [](Graph& g, Node* c) { return g.addCall(op("t_"), {Arg::ofNode(c)}, {}, "d"); }},
      {"split(c, 1)[0]", false,
       [](Graph& g, Node* c) {
         Node* split = g.addCall(op("split.Tensor"), {Arg::ofNode(c), I(1)}, {}, "s");
         return g.addGetItem(split, 0, "d");
       }},
      {"t_(t(c))", false,
       [](Graph& g, Node* c) {
         Node* t = g.addCall(op("t"), {Arg::ofNode(c)}, {}, "t");
         return g.addCall(op("t_"), {Arg::ofNode(t)}, {}, "d");
       }},
  };
  for (const Producer& producer : producers) {
    SCOPED_TRACE(producer.label);
    Graph graph;
    Node* c = addInput(graph, "c", M(DType::f32, {2, 3}, {3, 1}, 0));
    Node* value = producer.make(graph, c);
    graph.addCall(op("detach_"), {Arg::ofNode(value)}, {}, "detached");
    std::optional<std::string> error = propagationError(graph);
    EXPECT_EQ(!error, producer.torch_accepts) << error.value_or("");
    if (error) EXPECT_NE(error->find("can't detach views in-place"), std::string::npos) << *error;
  }
}

TEST(ViewAliasing, MissingAndMistypedArgumentsAreReported) {
  {
    Graph graph;
    Node* x = addInput(graph, "x", matrix());
    graph.addCall(op("select.int"), {Arg::ofNode(x), I(0)}, {}, "s");
    std::optional<std::string> error = propagationError(graph);
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("missing required argument 'index'"), std::string::npos) << *error;
  }
  {
    Graph graph;
    Node* x = addInput(graph, "x", matrix());
    graph.addCall(op("view"), {Arg::ofNode(x), Arg::ofDouble(2.5)}, {}, "v");
    std::optional<std::string> error = propagationError(graph);
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("argument 'size'"), std::string::npos) << *error;
  }
  {
    Graph graph;
    graph.addCall(op("t"), {I(3)}, {}, "t");
    std::optional<std::string> error = propagationError(graph);
    ASSERT_TRUE(error);
    EXPECT_NE(error->find("'self' must be a tensor"), std::string::npos) << *error;
  }
}

} // namespace
} // namespace reinplace::view_test
