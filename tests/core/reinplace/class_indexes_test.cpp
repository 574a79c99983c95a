// The indexes the pass keeps per alias class (core/reinplace/class_indexes.h,
// write_index.h, alias_classes.h): each answers what a scan of the whole graph would, after
// merges too, which is what made the checks linear (docs/performance.md, "Scaling on every
// graph shape").

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/reinplace/alias_classes.h"
#include "core/reinplace/class_indexes.h"
#include "core/reinplace/write_index.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

Graph load(const std::string& text) {
  Graph graph = parseFxCode(text, "<test>", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

Node* named(const Graph& graph, const std::string& name) {
  for (Node* node : graph)
    if (node->name == name) return node;
  ADD_FAILURE() << "no node " << name;
  return nullptr;
}

StorageId storageNamed(const Graph& graph, const std::string& name) {
  return named(graph, name)->tensorMeta().storage;
}

// Merges as PassRun::mergeClasses does, telling the indexes.
template <typename... Indexes>
void merge(AliasClasses& classes, StorageId a, StorageId b, Indexes&... indexes) {
  StorageId old_a = classes.find(a), old_b = classes.find(b);
  classes.merge(a, b);
  (indexes.merged(old_a, old_b, classes.find(a)), ...);
}

const char* kFourOutputs = R"(def forward(self, x: "f32[4]", y: "f32[4]"):
    a = torch.ops.aten.clone.default(x)
    b = torch.ops.aten.view.default(a, [2, 2])
    c = torch.ops.aten.clone.default(y)
    d = torch.ops.aten.relu.default(x)
    e = torch.ops.aten.view.default(c, [4, 1])
    return (e, a, c, b, d)
)";

TEST(ReturnedIndex, ListsAClassesReturnedValuesInOutputOrderAcrossMerges) {
  Graph graph = load(kFourOutputs);
  AliasClasses classes(graph);
  std::vector<const Node*> returned;
  for (const char* name : {"e", "a", "c", "b", "d"}) returned.push_back(named(graph, name));
  ReturnedIndex index(returned, classes, 64);
  StorageId a = storageNamed(graph, "a"), c = storageNamed(graph, "c"),
            d = storageNamed(graph, "d");
  EXPECT_EQ(index.candidates(classes.find(a), {}), (std::vector<size_t>{1, 3}));
  EXPECT_EQ(index.candidates(classes.find(c), {}), (std::vector<size_t>{0, 2}));
  // d moved: it is looked at whatever its class.
  EXPECT_EQ(index.candidates(classes.find(a), std::vector<const Node*>{named(graph, "d")}),
            (std::vector<size_t>{1, 3, 4}));
  merge(classes, a, c, index);
  EXPECT_EQ(index.candidates(classes.find(c), {}), (std::vector<size_t>{0, 1, 2, 3}));
  EXPECT_EQ(index.candidates(classes.find(d), {}), (std::vector<size_t>{4}));
  // A removed node: every returned value that is it or a view of it is looked at from now on.
  index.deleted(named(graph, "c"));
  EXPECT_EQ(index.candidates(classes.find(d), {}), (std::vector<size_t>{0, 2, 4}));
}

TEST(InputIndex, NamesTheFirstInputOfAClassAfterMerges) {
  Graph graph =
      load(R"(def forward(self, p: "f32[2][1]@2 in s[4]", q: "f32[2] in s[4]", r: "f32[4]"):
    t = torch.ops.aten.clone.default(r)
    return (p, q, t)
)");
  AliasClasses classes(graph);
  InputIndex inputs(graph.placeholders(), classes);
  StorageId s = storageNamed(graph, "p"), r = storageNamed(graph, "r"),
            t = storageNamed(graph, "t");
  EXPECT_TRUE(inputs.isInputStorage(s));
  EXPECT_FALSE(inputs.isInputStorage(t));
  EXPECT_EQ(inputs.firstInputName(classes.find(s)), "p");
  EXPECT_EQ(inputs.firstInputName(classes.find(r)), "r");
  EXPECT_FALSE(inputs.classHoldsInput(classes.find(t)));
  EXPECT_EQ(inputs.firstInputName(classes.find(t)), "?");
  merge(classes, t, r, inputs);
  EXPECT_TRUE(inputs.classHoldsInput(classes.find(t)));
  EXPECT_FALSE(inputs.isInputStorage(t)); // its class holds one; it is none itself
  EXPECT_EQ(inputs.firstInputName(classes.find(t)), "r");
  merge(classes, r, s, inputs);
  EXPECT_EQ(inputs.firstInputName(classes.find(t)), "p");
}

TEST(WriteIndex, FindsTheFirstLaterWriteOfAClassAfterMerges) {
  Graph graph = load(R"(def forward(self, p: "f32[4]", q: "f32[4]"):
    m = torch.ops.aten.mul.Tensor(p, 2)
    copy_q = torch.ops.aten.copy_.default(q, m)
    n = torch.ops.aten.add.Tensor(p, 1)
    copy_p = torch.ops.aten.copy_.default(p, n)
    copy_q2 = torch.ops.aten.copy_.default(q, n)
    return None
)");
  AliasClasses classes(graph);
  std::vector<bool> deleted(graph.idBound(), false);
  WriteIndex writes(graph, classes, deleted);
  StorageId p = storageNamed(graph, "p"), q = storageNamed(graph, "q"),
            m = storageNamed(graph, "m");
  int64_t start = classes.index(named(graph, "m"));
  const ProgramWrite* first = writes.laterWrite(p, start, -1, nullptr);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->writer->name, "copy_p");
  EXPECT_EQ(writes.laterWrite(p, start, -1, nullptr, first), nullptr);
  EXPECT_EQ(writes.laterWrite(m, start, -1, nullptr), nullptr);
  merge(classes, p, q, writes);
  merge(classes, m, p, writes);
  first = writes.laterWrite(m, start, -1, nullptr);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(first->writer->name, "copy_q");
  const ProgramWrite* second = writes.laterWrite(m, start, -1, nullptr, first);
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->writer->name, "copy_p");
  // Skipped: the writer excepted, a deleted writer; and nothing at or past `before`.
  deleted[named(graph, "copy_p")->id] = true;
  second = writes.laterWrite(m, start, -1, named(graph, "copy_q"));
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->writer->name, "copy_q2");
  EXPECT_EQ(writes.laterWrite(m, start, classes.index(named(graph, "copy_q")), nullptr), nullptr);
}

TEST(AliasClassesLaterUses, StopsAtTheFirstNonScatterAndNamesTheEarliestAliasOfAUser) {
  Graph graph = load(R"(def forward(self, x: "f32[3, 4]"):
    base = torch.ops.aten.clone.default(x)
    row0 = torch.ops.aten.select.int(base, 0, 0)
    row1 = torch.ops.aten.select.int(base, 0, 1)
    neg = torch.ops.aten.neg.default(row0)
    scatter = torch.ops.aten.select_scatter.default(base, neg, 0, 0)
    both = torch.ops.aten.add.Tensor(row1, row0)
    last = torch.ops.aten.relu.default(row1)
    return (scatter, both, last)
)");
  AliasClasses classes(graph);
  auto set = classes.aliasSet(storageNamed(graph, "base"), false);
  int64_t after = classes.index(named(graph, "neg"));
  auto later = classes.laterUses(set, after);
  EXPECT_TRUE(later.found_non_scatter);
  ASSERT_EQ(later.users.size(), 1u);
  EXPECT_EQ(later.users[0]->name, "both");
  EXPECT_EQ(later.via[0]->name, "row0"); // both reads row1 and row0: row0 comes first
  later = classes.laterUses(set, after, false);
  std::vector<std::string> users;
  for (Node* user : later.users) users.push_back(user->name);
  // The output reads none of base's aliases (scatter is a fresh tensor).
  EXPECT_EQ(users, (std::vector<std::string>{"scatter", "both", "last"}));
  later = classes.laterUses(set, after, false, classes.index(named(graph, "both")));
  ASSERT_EQ(later.users.size(), 1u);
  EXPECT_EQ(later.users[0]->name, "scatter");
  EXPECT_FALSE(later.found_non_scatter);
}

} // namespace
} // namespace reinplace
