// The registry describes an op when it is first looked up: whichever op is asked first, its
// relations are those of the whole table described at once, and lookups from several threads
// hand out the same complete ops.

#include "core/ops/op_registry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

namespace reinplace {
namespace {

std::string nameOf(const OpInfo* op) {
  return op ? op->qualified_name : "-";
}

// Everything the registry derives from other ops than the op itself.
std::string relationsOf(const OpInfo& op) {
  return op.qualified_name + " inplace=" + nameOf(op.inplace_variant) +
         (op.inplace_lookup_raises ? " (raises)" : "") +
         " functional=" + nameOf(op.functional_variant) + " out=" + nameOf(op.out_variant) +
         " scattered=" + nameOf(op.scattered_view) + " inverse=" + nameOf(op.inverse_scatter);
}

TEST(OpRegistry, AnOpLookedUpFirstHasTheRelationsOfTheWholeTable) {
  OpRegistry whole = OpRegistry::atenWithRules({});
  const auto& all = whole.ops();
  ASSERT_GT(all.size(), 3000u);
  int related = 0;
  for (const auto& op : all) {
    OpRegistry fresh = OpRegistry::atenWithRules({});
    const OpInfo* first = fresh.find(op->qualified_name);
    ASSERT_NE(first, nullptr) << op->qualified_name;
    EXPECT_EQ(relationsOf(*first), relationsOf(*op));
    related += op->inplace_variant || op->functional_variant || op->out_variant ||
               op->scattered_view || op->inverse_scatter;
  }
  EXPECT_GT(related, 1000); // 1,390: the comparison is not of empty relations only
}

TEST(OpRegistry, LookupsFromSeveralThreadsHandOutTheSameCompleteOps) {
  OpRegistry registry = OpRegistry::atenWithRules({});
  std::vector<std::string> names;
  {
    OpRegistry listing = OpRegistry::atenWithRules({});
    for (const auto& op : listing.ops()) names.push_back(op->qualified_name);
  }
  constexpr int kThreads = 4;
  std::vector<std::vector<const OpInfo*>> found(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      // Each thread walks the table from a different place, so first lookups collide.
      for (size_t i = 0; i < names.size(); ++i)
        found[t].push_back(registry.find(names[(i * (t + 1) + t * 811) % names.size()]));
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) {
    for (size_t i = 0; i < names.size(); ++i) {
      const OpInfo* op = found[t][i];
      ASSERT_NE(op, nullptr);
      EXPECT_EQ(op, registry.find(op->qualified_name));
      for (const OpInfo* related : {op->inplace_variant, op->functional_variant, op->out_variant,
                                    op->scattered_view, op->inverse_scatter})
        if (related) EXPECT_EQ(related, registry.find(related->qualified_name));
    }
  }
}

TEST(OpRegistry, ANameRegisteredTwiceIsRefusedAtOnce) {
  std::vector<OpDefinition> twice = {{"neg(Tensor self) -> Tensor", nullptr, true},
                                     {"neg(Tensor self) -> Tensor", nullptr, true}};
  EXPECT_THROW(OpRegistry{twice}, std::runtime_error);
}

TEST(OpRegistry, ABadSchemaIsNamedWhenItsOpIsFirstLookedUp) {
  OpRegistry registry({{"neg(Tensor self) -> Tensor", nullptr, true},
                       {"broken(Tensor self, -> Tensor", nullptr, false}});
  EXPECT_EQ(nameOf(registry.find("neg")), "neg.default");
  try {
    registry.find("broken");
    FAIL() << "a bad schema was described";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find("bad schema 'broken(Tensor self, -> Tensor'"),
              std::string::npos)
        << error.what();
  }
  EXPECT_THROW(registry.find("broken"), std::runtime_error); // again, not a missing op
  EXPECT_EQ(registry.find("missing"), nullptr);
}

TEST(OpRegistry, ABadSchemaARelationNamesFailsTheLookupEveryTime) {
  // neg's in-place variant is looked for among the overloads of neg_.
  OpRegistry registry({{"neg(Tensor self) -> Tensor", nullptr, true},
                       {"neg_(Tensor(a!) self, -> Tensor(a!)", nullptr, true}});
  EXPECT_THROW(registry.find("neg"), std::runtime_error);
  EXPECT_THROW(registry.find("neg"), std::runtime_error);
}

void noRule(MetaContext&) {}

std::string ruleError(const std::vector<OpDefinition>& ruled) {
  try {
    OpRegistry::atenWithRules(ruled);
  } catch (const std::runtime_error& error) {
    return error.what();
  }
  return "";
}

TEST(OpRegistry, RulesGoOnTheirOpsAndEveryMismatchWithTorchsTableIsRefused) {
  OpRegistry registry = OpRegistry::atenWithRules(
      {{"clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor", noRule, false},
       {"add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", noRule, true}});
  EXPECT_EQ(registry.find("add.Tensor")->meta_rule, noRule);
  EXPECT_TRUE(registry.find("add.Tensor")->elementwise);
  EXPECT_EQ(registry.find("clone")->meta_rule, noRule);
  EXPECT_EQ(registry.find("add.Scalar")->meta_rule, nullptr);
  EXPECT_EQ(ruleError({{"add.Tensor(Tensor self, Tensor other) -> Tensor", noRule, false}}),
            "the meta rule's schema 'add.Tensor(Tensor self, Tensor other) -> Tensor' differs "
            "from torch's 'add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor'");
  EXPECT_EQ(ruleError({{"add.Nothing(Tensor self) -> Tensor", noRule, false}}),
            "a meta rule for an op torch does not have: add.Nothing(Tensor self) -> Tensor");
  const char* clone = "clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor";
  EXPECT_EQ(ruleError({{clone, noRule, false}, {clone, noRule, false}}),
            std::string("two meta rules for ") + clone);
}

} // namespace
} // namespace reinplace
