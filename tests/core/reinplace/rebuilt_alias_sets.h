#pragma once
// The reference for the pytorch policy's lagging alias sets (tests only): upstream's own way,
// each set rebuilt from the merge history and scanned, quadratic on chains. It was the pass's
// implementation until the persistent sets (core/reinplace/upstream_alias_sets.cpp) replaced
// it; tests plug it in through ReinplaceOptions::upstream_alias_sets and compare decisions.

#include "core/meta/view_replay.h"
#include "core/reinplace/reinplace.h"
#include "core/reinplace/upstream_alias_sets.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace reinplace::testing {

class RebuiltAliasSets final : public UpstreamAliasSets {
public:
  RebuiltAliasSets(const Graph& graph, const AliasClasses& classes, size_t* queries = nullptr)
      : classes_(classes), queries_(queries) {
    size_t storages = classes.storageCount();
    members_.resize(storages);
    for (StorageId s = 0; s < storages; ++s) {
      versions_.push_back(Version{-1, -1, s});
      version_of_.push_back(static_cast<int32_t>(s));
    }
    // Nodes the pass adds have no meta: the original graph's members are all there are.
    for (Node* node : graph)
      for (size_t i = 0; i < node->meta.size(); ++i)
        if (i == 0 || node->meta[i].storage != node->meta[i - 1].storage)
          members_[node->meta[i].storage].push_back(node);
  }

  void merge(StorageId a, StorageId b) override {
    if (version_of_[a] == version_of_[b]) return;
    versions_.push_back(Version{version_of_[a], version_of_[b], 0});
    version_of_[a] = version_of_[b] = static_cast<int32_t>(versions_.size() - 1);
  }
  void classesJoined(StorageId, StorageId) override {}
  void addUse(Node*, Node*) override {} // the scan reads the graph's users

  bool contains(StorageId entry, StorageId storage) const override {
    const std::vector<StorageId>& set = rebuilt(entry);
    return std::binary_search(set.begin(), set.end(), storage);
  }

  AliasClasses::LaterUses laterUses(StorageId entry, int64_t after_index, bool stop,
                                    int64_t before_index) override {
    if (queries_) ++*queries_;
    std::vector<AliasClasses::Use> found;
    for (StorageId storage : std::vector<StorageId>(rebuilt(entry))) {
      for (Node* member : members_[storage]) {
        for (Node* user : member->users) {
          int64_t user_index = classes_.index(user);
          if (user_index <= after_index || user_index >= before_index) continue;
          if (isMember(entry, user) &&
              (user->kind == NodeKind::Call || user->kind == NodeKind::GetItem))
            continue;
          found.push_back({user_index, member, user});
        }
      }
    }
    std::sort(found.begin(), found.end(), [&](const auto& a, const auto& b) {
      if (a.index != b.index) return a.index < b.index;
      return classes_.index(a.member) < classes_.index(b.member);
    });
    return AliasClasses::foldSortedUses(found, stop);
  }

  Node* viewWithLayouts(StorageId entry, const TensorMeta& base_layout,
                        const TensorMeta& view_layout) const override {
    for (StorageId storage : rebuilt(entry))
      for (Node* member : members_[storage])
        if (member->view_source && member->hasTensorMeta() &&
            sameViewMetadata(member->view_source->tensorMeta(), base_layout) &&
            sameViewMetadata(member->tensorMeta(), view_layout))
          return member;
    return nullptr;
  }

  /// Plugs this reference into the options; it counts the queries of entries that lag their
  /// class into `queries` if given.
  static void use(ReinplaceOptions& options, size_t* queries = nullptr) {
    options.upstream_alias_sets = [queries](const Graph& graph, const AliasClasses& classes) {
      return std::unique_ptr<UpstreamAliasSets>(new RebuiltAliasSets(graph, classes, queries));
    };
  }

private:
  // One entry of upstream's merge history: a storage's own set (leaf) or the union of two.
  struct Version {
    int32_t left = -1;
    int32_t right = -1;
    StorageId leaf = 0;
  };

  bool isMember(StorageId entry, const Node* node) const {
    for (const auto& meta : node->meta)
      if (meta.storage < members_.size() && contains(entry, meta.storage)) return true;
    return false;
  }

  // The entry's storages, sorted; rebuilt when its version changed since the last call.
  const std::vector<StorageId>& rebuilt(StorageId entry) const {
    if (cached_version_ == version_of_[entry]) return cached_;
    cached_version_ = version_of_[entry];
    cached_.clear();
    std::vector<bool> seen_version(versions_.size(), false);
    std::vector<bool> seen_storage(members_.size(), false);
    std::vector<int32_t> work{version_of_[entry]};
    while (!work.empty()) {
      int32_t v = work.back();
      work.pop_back();
      if (seen_version[v]) continue;
      seen_version[v] = true;
      const Version& version = versions_[v];
      if (version.left < 0) {
        if (!seen_storage[version.leaf]) cached_.push_back(version.leaf);
        seen_storage[version.leaf] = true;
      } else {
        work.push_back(version.left);
        work.push_back(version.right);
      }
    }
    std::sort(cached_.begin(), cached_.end());
    return cached_;
  }

  const AliasClasses& classes_;
  size_t* queries_;
  std::vector<std::vector<Node*>> members_;
  std::vector<Version> versions_;
  std::vector<int32_t> version_of_;
  mutable int32_t cached_version_ = -1;
  mutable std::vector<StorageId> cached_;
};

} // namespace reinplace::testing
