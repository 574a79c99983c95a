// GraphJournal: a graph rolled back is the graph it was, in everything its users can observe:
// nodes and ids, arguments, users lists in their order, node order, and the names it generates
// next.

#include "core/ir/graph_journal.h"

#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"
#include "tests/core/ir/graph_snapshot.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

using testing::snapshot;

const OpInfo* op(const char* name) {
  return builtinRegistry().find(name);
}

// x, y -> a = add(x, y) -> b = mul(a, 2) -> c = cat([a, b, x, ... 40 values]) -> return (b, c)
struct Program {
  Graph graph;
  Node* x = graph.addPlaceholder("x");
  Node* y = graph.addPlaceholder("y");
  Node* a = graph.addCall(op("add.Tensor"), {Arg::ofNode(x), Arg::ofNode(y)}, {}, "a");
  Node* b = graph.addCall(op("mul.Tensor"), {Arg::ofNode(a), Arg::ofInt(2)}, {}, "b");
  Node* c = graph.addCall(op("cat.default"), {manyValues()}, {}, "c"); // indexed input slots
  Node* out = graph.setOutput(Arg::ofList({Arg::ofNode(b), Arg::ofNode(c)}, false));

  Arg manyValues() const {
    std::vector<Arg> values;
    for (int i = 0; i < 40; ++i) values.push_back(Arg::ofNode(i % 3 == 0 ? a : i % 3 == 1 ? b : x));
    return Arg::ofList(std::move(values), false);
  }
};

// What the pass does to a graph, and more: ops made in place, nodes inserted (enough in one
// place to renumber the order), inputs redirected (through indexed slots too), nodes erased.
void mutate(Program& p) {
  p.graph.setOp(p.a, op("add_.Tensor"));
  Node* before = p.b;
  for (int i = 0; i < 30; ++i)
    before = p.graph.insertCallBefore(before, op("clone.default"), "clone.default",
                                      {Arg::ofNode(p.a)}, {});
  p.graph.replaceInput(p.c, p.a, before);
  p.graph.replaceAllUsesWith(p.b, p.x);
  p.graph.insertPlaceholder("z");
  p.graph.eraseAll({p.b});
  p.graph.replaceInput(p.out, p.c, p.y);
}

void expectRolledBackGraphIsTheOriginal(bool names_generated_before) {
  Program original, journaled;
  if (names_generated_before)
    for (Program* p : {&original, &journaled})
      p->graph.insertCallBefore(p->out, op("relu.default"), "relu.default", {Arg::ofNode(p->y)},
                                {});
  const std::string before = snapshot(journaled.graph);
  ASSERT_EQ(before, snapshot(original.graph));
  {
    GraphJournal journal(journaled.graph);
    mutate(journaled);
    ASSERT_NE(snapshot(journaled.graph), before);
    journal.rollBack();
  }
  EXPECT_EQ(snapshot(journaled.graph), before);
  EXPECT_EQ(printFxCode(journaled.graph), printFxCode(original.graph));
  // Names generated from now on, and the changes after them, are the same as on a graph that was
  // never changed.
  mutate(original);
  mutate(journaled);
  EXPECT_EQ(snapshot(journaled.graph), snapshot(original.graph));
}

TEST(GraphJournal, RollingBackRestoresEverythingObservable) {
  expectRolledBackGraphIsTheOriginal(false);
}

TEST(GraphJournal, RollingBackRestoresTheNamesGeneratedBefore) {
  expectRolledBackGraphIsTheOriginal(true);
}

TEST(GraphJournal, AJournalEndedWithoutRollingBackKeepsTheChanges) {
  Program kept, plain;
  {
    GraphJournal journal(kept.graph);
    mutate(kept);
  }
  mutate(plain);
  EXPECT_EQ(snapshot(kept.graph), snapshot(plain.graph));
  // Recording has stopped: the graph takes another journal, and what it refused before.
  GraphJournal again(kept.graph);
  again.rollBack();
  EXPECT_NO_THROW(kept.graph.setArgs(kept.a, {Arg::ofNode(kept.x), Arg::ofNode(kept.x)}));
}

TEST(GraphJournal, ChangesItCannotUndoAreRefusedWhileItRecords) {
  Program p;
  GraphJournal journal(p.graph);
  EXPECT_THROW(p.graph.setArgs(p.a, {Arg::ofNode(p.x), Arg::ofNode(p.x)}), std::logic_error);
  EXPECT_THROW(p.graph.setOutput(Arg::ofNode(p.a)), std::logic_error);
  EXPECT_THROW(p.graph.renamePlaceholder(p.x, "x_1"), std::logic_error);
  EXPECT_THROW(GraphJournal second(p.graph), std::logic_error);
  journal.rollBack();
  EXPECT_EQ(snapshot(p.graph), snapshot(Program().graph));
}

} // namespace
} // namespace reinplace
