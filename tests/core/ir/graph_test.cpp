// The graph IR: order, users, rewiring, erasure, copies and generated names.

#include "core/ir/graph.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace reinplace {
namespace {

const OpInfo* op(const char* name) {
  return builtinRegistry().find(name);
}

std::vector<std::string> order(const Graph& graph) {
  std::vector<std::string> names;
  for (Node* node : graph) names.push_back(node->name);
  return names;
}

bool hasUser(const Node* value, const Node* user) {
  return std::count(value->users.begin(), value->users.end(), user) == 1;
}

// x -> a = add(x, x) -> b = mul(a, 2) -> return b
struct Small {
  Graph graph;
  Node* x = graph.addPlaceholder("x");
  Node* a = graph.addCall(op("add.Tensor"), {Arg::ofNode(x), Arg::ofNode(x)}, {}, "a");
  Node* b = graph.addCall(op("mul.Tensor"), {Arg::ofNode(a), Arg::ofInt(2)}, {}, "b");
  Node* out = graph.setOutput(Arg::ofNode(b));
};

TEST(Graph, UsersAreDistinctAndOrderIsProgramOrder) {
  Small g;
  EXPECT_EQ(order(g.graph), (std::vector<std::string>{"x", "a", "b", "output"}));
  EXPECT_EQ(g.x->users, std::vector<Node*>{g.a}); // read twice, listed once
  EXPECT_TRUE(g.graph.isBefore(g.x, g.b));
  EXPECT_FALSE(g.graph.isBefore(g.b, g.a));
  // A placeholder added later still goes before the calls.
  Node* y = g.graph.addPlaceholder("y");
  EXPECT_EQ(order(g.graph), (std::vector<std::string>{"x", "y", "a", "b", "output"}));
  EXPECT_TRUE(g.graph.isBefore(y, g.a));
}

TEST(Graph, InsertionBeforeKeepsOrderKeysConsistent) {
  Small g;
  // Many insertions at one spot exhaust the gap between order keys and force a renumbering.
  std::vector<Node*> inserted;
  for (int i = 0; i < 40; ++i)
    inserted.push_back(
        g.graph.insertCallBefore(g.b, op("relu.default"), "relu.default", {Arg::ofNode(g.a)}, {}));
  for (Node* node : inserted) {
    EXPECT_TRUE(g.graph.isBefore(g.a, node));
    EXPECT_TRUE(g.graph.isBefore(node, g.b));
  }
  for (size_t i = 1; i < inserted.size(); ++i)
    EXPECT_TRUE(g.graph.isBefore(inserted[i - 1], inserted[i]));
  EXPECT_EQ(inserted[0]->name, "relu_default");
  EXPECT_EQ(inserted[1]->name, "relu_default_1");
}

TEST(Graph, RewiringKeepsUsersConsistent) {
  Small g;
  Node* c = g.graph.insertCallBefore(g.b, op("neg.default"), "neg.default", {Arg::ofNode(g.x)}, {});
  g.graph.replaceAllUsesWith(g.a, c);
  EXPECT_EQ(g.b->args[0].node(), c);
  EXPECT_TRUE(g.a->users.empty());
  EXPECT_TRUE(hasUser(c, g.b));

  g.graph.replaceInput(g.b, c, g.x);
  EXPECT_EQ(g.b->args[0].node(), g.x);
  EXPECT_TRUE(c->users.empty());
  EXPECT_TRUE(hasUser(g.x, g.b));

  g.graph.setArgs(g.b, {Arg::ofNode(g.a), Arg::ofNode(g.a)});
  EXPECT_FALSE(hasUser(g.x, g.b));
  EXPECT_TRUE(hasUser(g.a, g.b));
}

TEST(Graph, WideNodesAreRewiredThroughTheirInputIndex) {
  Graph graph;
  Node* x = graph.addPlaceholder("x");
  std::vector<Node*> values;
  std::vector<Arg> returned;
  for (int i = 0; i < 100; ++i) {
    values.push_back(
        graph.addCall(op("neg.default"), {Arg::ofNode(x)}, {}, "n" + std::to_string(i)));
    returned.push_back(Arg::ofNode(values.back()));
  }
  returned.push_back(Arg::ofNode(values[7])); // read twice
  Node* out = graph.setOutput(Arg::ofList(returned, true));
  graph.replaceInput(out, values[7], x);
  EXPECT_EQ(out->args[0].list().items[7].node(), x);
  EXPECT_EQ(out->args[0].list().items[100].node(), x);
  EXPECT_TRUE(values[7]->users.empty());
  EXPECT_TRUE(hasUser(x, out));
  EXPECT_TRUE(readsValue(out, x));
  EXPECT_FALSE(readsValue(out, values[7]));
  EXPECT_TRUE(readsValue(out, values[8]));
}

// A node reading many values, some twice past the inline buffer: each value lists it once
// (the dedupe past the buffer is a hash set, so a cat of 10^5 tensors is linear).
TEST(Graph, AWideNodeIsEachOfItsInputsUserOnce) {
  Graph graph;
  Node* x = graph.addPlaceholder("x");
  std::vector<Node*> values;
  std::vector<Arg> returned;
  for (int i = 0; i < 50; ++i) {
    values.push_back(
        graph.addCall(op("neg.default"), {Arg::ofNode(x)}, {}, "n" + std::to_string(i)));
    returned.push_back(Arg::ofNode(values.back()));
  }
  for (int i : {3, 20, 49, 20}) returned.push_back(Arg::ofNode(values[i]));
  Node* out = graph.setOutput(Arg::ofList(returned, true));
  for (Node* value : values) EXPECT_TRUE(hasUser(value, out)) << value->name;
  graph.eraseAll({out});
  for (Node* value : values) EXPECT_TRUE(value->users.empty()) << value->name;
}

TEST(Graph, EraseAndCloneKeepNamesTaken) {
  Small g;
  Node* extra =
      g.graph.insertCallBefore(g.out, op("neg.default"), "neg.default", {Arg::ofNode(g.b)}, {});
  g.graph.eraseAll({extra});
  EXPECT_EQ(order(g.graph), (std::vector<std::string>{"x", "a", "b", "output"}));
  EXPECT_FALSE(hasUser(g.b, extra));
  EXPECT_EQ(g.graph.size(), 4u);

  Graph copy = g.graph.clone();
  EXPECT_EQ(order(copy), order(g.graph));
  Node* copied_b = nullptr;
  for (Node* node : copy)
    if (node->name == "b") copied_b = node;
  ASSERT_NE(copied_b, nullptr);
  EXPECT_NE(copied_b, g.b);
  EXPECT_EQ(copied_b->args[0].node()->name, "a");
  EXPECT_NE(copied_b->args[0].node(), g.a); // points into the copy
  // FX never frees a name: the erased node's name stays taken in the copy too.
  Node* again = copy.insertCallBefore(copy.output(), op("neg.default"), "neg.default",
                                      {Arg::ofNode(copied_b)}, {});
  EXPECT_EQ(again->name, "neg_default_1");
  EXPECT_EQ(copy.insertPlaceholder("x")->name, "x_1");
}

// A copy made before any generated name builds its namespace from its own nodes, as the
// original would; a node erased before that still keeps its name taken in the copy.
TEST(Graph, CloneBeforeAnyGeneratedNameKeepsEveryNameTaken) {
  Small fresh;
  Graph copy = fresh.graph.clone();
  EXPECT_EQ(copy.insertPlaceholder("a")->name, "a_1");
  EXPECT_EQ(copy.insertCallBefore(copy.output(), op("add.Tensor"), "add.Tensor",
                                  {Arg::ofNode(copy.first()), Arg::ofInt(1)}, {})
                ->name,
            "add_tensor");

  Small erased;
  Node* c = erased.graph.addCall(op("neg.default"), {Arg::ofNode(erased.b)}, {}, "c");
  erased.graph.eraseAll({c});
  Graph without_c = erased.graph.clone();
  EXPECT_EQ(order(without_c), (std::vector<std::string>{"x", "a", "b", "output"}));
  EXPECT_EQ(without_c.insertPlaceholder("c")->name, "c_1");
}

} // namespace
} // namespace reinplace
