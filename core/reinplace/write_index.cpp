#include "core/reinplace/write_index.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"

#include <algorithm>

namespace reinplace {
namespace {

bool mayWriteArguments(const OpInfo& op) {
  if (op.is_inplace || op.is_out || !op.hidden_writes.empty()) return true;
  return std::any_of(op.schema.arguments.begin(), op.schema.arguments.end(),
                     [](const SchemaArgument& a) { return a.alias && a.alias->is_write; });
}

} // namespace

// Functional graphs write only in their copy_ epilogue and in ops whose kernels write an
// argument regardless (bernoulli_ on a fresh tensor, batch norm's running stats).
WriteIndex::WriteIndex(Graph& graph, const AliasClasses& classes, const std::vector<bool>& deleted)
    : classes_(classes), deleted_(deleted) {
  for (Node* node = graph.first(); node; node = node->next) {
    if (node->kind != NodeKind::Call || !mayWriteArguments(*node->op)) continue;
    BoundArgs bound(*node->op, node->args, node->kwargs);
    for (size_t i = 0; i < bound.size(); ++i)
      if (writesArgument(*node->op, bound, static_cast<int>(i)))
        bound.at(static_cast<int>(i)).forEachNode([&](const Node* target) {
          if (target->hasTensorMeta()) writes_.push_back({classes_.index(node), node, target});
        });
  }
  for (size_t i = 0; i < writes_.size(); ++i) {
    StorageId storage = writes_[i].target->tensorMeta().storage;
    auto& positions = by_storage_[storage];
    if (positions.empty()) written_by_root_[classes_.find(storage)].push_back(storage);
    positions.push_back(i);
  }
}

void WriteIndex::merged(StorageId old_a, StorageId old_b, StorageId root) {
  if (old_a == old_b) return;
  auto a = written_by_root_.find(old_a), b = written_by_root_.find(old_b);
  if (a == written_by_root_.end() && b == written_by_root_.end()) return;
  std::vector<StorageId> joined;
  if (a != written_by_root_.end()) joined = std::move(a->second);
  if (b != written_by_root_.end()) {
    if (joined.size() < b->second.size()) std::swap(joined, b->second);
    joined.insert(joined.end(), b->second.begin(), b->second.end());
  }
  written_by_root_.erase(old_a);
  written_by_root_.erase(old_b);
  written_by_root_[root] = std::move(joined);
}

std::span<const ProgramWrite> WriteIndex::after(int64_t after) const {
  auto first =
      std::upper_bound(writes_.begin(), writes_.end(), after,
                       [](int64_t index, const ProgramWrite& w) { return index < w.index; });
  return {first, writes_.end()};
}

// The first qualifying write of each written storage of the class; the earliest of them is the
// first in program order, as a scan of every write would find.
const ProgramWrite* WriteIndex::laterWrite(StorageId storage, int64_t after, int64_t before,
                                           const Node* except, const ProgramWrite* past) const {
  auto written = written_by_root_.find(classes_.find(storage));
  if (written == written_by_root_.end()) return nullptr;
  size_t start = past ? static_cast<size_t>(past - writes_.data()) + 1
                      : static_cast<size_t>(this->after(after).data() - writes_.data());
  size_t best = writes_.size();
  for (StorageId member : written->second) {
    const std::vector<size_t>& positions = by_storage_.find(member)->second;
    for (auto it = std::lower_bound(positions.begin(), positions.end(), start);
         it != positions.end() && *it < best; ++it) {
      const ProgramWrite& write = writes_[*it];
      if (before >= 0 && write.index >= before) break;
      if (write.writer == except || isDeleted(write.writer)) continue;
      best = *it;
      break;
    }
  }
  return best == writes_.size() ? nullptr : &writes_[best];
}

std::span<const ProgramWrite> WriteIndex::at(const Node* node) const {
  const int64_t index = classes_.index(node);
  auto first = std::lower_bound(writes_.begin(), writes_.end(), index,
                                [](const ProgramWrite& w, int64_t at) { return w.index < at; });
  auto last =
      std::find_if(first, writes_.end(), [&](const ProgramWrite& w) { return w.index != index; });
  return {first, last};
}

bool WriteIndex::writesAnArgument(const Node* node) const {
  std::span<const ProgramWrite> here = at(node);
  return std::any_of(here.begin(), here.end(),
                     [&](const ProgramWrite& w) { return w.writer == node; });
}

} // namespace reinplace
