// The pytorch policy's lagging alias sets: the persistent sets (upstream_alias_sets.cpp,
// persistent_storage_set.cpp) against sets kept the obvious way, and the pass with them against
// the pass with upstream's own rebuild-and-scan (rebuilt_alias_sets.h) on every committed graph.
// Generated graphs: tests/generators/generation/upstream_alias_sets_property_test.cpp.

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/meta/builtin_registry.h"
#include "core/reinplace/persistent_storage_set.h"
#include "tests/core/reinplace/rebuilt_alias_sets.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

namespace reinplace {
namespace {

// Upstream's merges: a and b both get their union; every set ever made stays as it was.
RC_GTEST_PROP(PersistentStorageSets, AnswersAsExplicitSetsDo, ()) {
  const auto storages = *rc::gen::inRange<StorageId>(1, 40);
  const auto merges =
      *rc::gen::container<std::vector<std::pair<StorageId, StorageId>>>(rc::gen::pair(
          rc::gen::inRange<StorageId>(0, storages), rc::gen::inRange<StorageId>(0, storages)));
  PersistentStorageSets sets;
  std::vector<PersistentStorageSets::SetRef> refs;
  std::vector<std::set<StorageId>> expected;
  for (StorageId s = 0; s < storages; ++s) {
    refs.push_back(sets.singleton(s));
    expected.push_back({s});
  }
  std::vector<std::pair<PersistentStorageSets::SetRef, std::set<StorageId>>> history;
  for (auto [a, b] : merges) {
    history.emplace_back(refs[a], expected[a]);
    refs[a] = refs[b] = sets.unite(refs[a], refs[b]);
    expected[b].insert(expected[a].begin(), expected[a].end());
    expected[a] = expected[b];
  }
  for (StorageId s = 0; s < storages; ++s) history.emplace_back(refs[s], expected[s]);
  for (const auto& [ref, set] : history)
    for (StorageId t = 0; t < storages; ++t) RC_ASSERT(sets.contains(ref, t) == set.count(t) > 0);
}

TEST(PersistentStorageSets, AddingOneStorageToALargeSetCopiesAPathOnly) {
  PersistentStorageSets sets;
  PersistentStorageSets::SetRef all = sets.singleton(0);
  for (StorageId s = 1; s < 4096; ++s) all = sets.unite(all, sets.singleton(s));
  size_t before = sets.nodeCount();
  PersistentStorageSets::SetRef more = sets.unite(all, sets.singleton(5000));
  EXPECT_LT(sets.nodeCount() - before, 64u); // about the treap's depth, 2 ln n
  EXPECT_TRUE(sets.contains(more, 5000));
  EXPECT_FALSE(sets.contains(all, 5000));
  EXPECT_EQ(sets.unite(more, all), more); // nothing new: the same set, no node made
}

struct PassOutcome {
  std::string graph;
  std::string report;
};

PassOutcome runPass(const std::filesystem::path& path, Policy policy, bool rebuilt) {
  Graph graph = loadGraph(path.string(), builtinRegistry());
  ReinplaceOptions options;
  options.policy = policy;
  if (rebuilt) testing::RebuiltAliasSets::use(options);
  ReinplaceReport report = reinplace(graph, options);
  return {printFxCode(graph), report.text()};
}

// Every committed graph: the same rewrite and the same report (reasons included) with the
// persistent sets as with upstream's rebuild, in the pytorch policy and in the sound policy,
// whose plans compare against the pytorch policy.
TEST(UpstreamAliasSets, CommittedGraphsDecideAsWithRebuiltSets) {
  size_t compared = 0;
  for (const char* dir : {"tests", "corpus"}) {
    for (const auto& path : testing::filesUnder(dir)) {
      if (std::filesystem::file_size(path) > 400'000) continue; // the rebuild is quadratic
      for (Policy policy : {Policy::PyTorch, Policy::Sound}) {
        PassOutcome persistent, rebuilt;
        try {
          persistent = runPass(path, policy, false);
        } catch (const std::exception&) {
          continue; // graphs that test errors
        }
        rebuilt = runPass(path, policy, true);
        SCOPED_TRACE(path.string() + " " + std::string(policyName(policy)));
        EXPECT_EQ(persistent.report, rebuilt.report);
        EXPECT_EQ(persistent.graph, rebuilt.graph);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 500u);
}

} // namespace
} // namespace reinplace
