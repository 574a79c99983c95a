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
}

std::span<const ProgramWrite> WriteIndex::after(int64_t after) const {
  auto first =
      std::upper_bound(writes_.begin(), writes_.end(), after,
                       [](int64_t index, const ProgramWrite& w) { return index < w.index; });
  return {first, writes_.end()};
}

const ProgramWrite* WriteIndex::laterWrite(StorageId storage, int64_t after, int64_t before,
                                           const Node* except, const ProgramWrite* past) const {
  const ProgramWrite* first = past ? past + 1 : this->after(after).data();
  const ProgramWrite* end = writes_.data() + writes_.size();
  StorageId root = classes_.find(storage);
  for (const ProgramWrite* write = first; write != end; ++write) {
    if (before >= 0 && write->index >= before) break;
    if (write->writer == except || isDeleted(write->writer)) continue;
    if (classes_.find(write->target->tensorMeta().storage) == root) return write;
  }
  return nullptr;
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
