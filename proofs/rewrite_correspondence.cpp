#include "proofs/rewrite_correspondence.h"

#include "core/ops/op_registry.h"

namespace reinplace::proofs {

RewriteCorrespondence::RewriteCorrespondence(const Graph& rewritten) {
  for (const Node* node : rewritten) by_name_[node->name] = node;
}

const Node* RewriteCorrespondence::find(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? nullptr : it->second;
}

const Node* RewriteCorrespondence::resolve(const Node* original) const {
  for (int depth = 0; original && depth < 256; ++depth) {
    if (const Node* found = find(original->name)) return found;
    bool erased_kind = original->kind == NodeKind::Call &&
                       (original->op->scattered_view || original->op->packet_name == "copy_");
    if (!erased_kind || original->args.empty() || !original->args[0].isNode()) return nullptr;
    original = original->args[0].node();
  }
  return nullptr;
}

const Node* storageRoot(const Node* value) {
  for (int depth = 0; depth < 4096; ++depth) {
    const Node* source = value->view_source ? value->view_source : value->list_view_source;
    if (!source && value->kind == NodeKind::GetItem && value->args[0].isNode() &&
        value->args[0].node()->list_view_source)
      source = value->args[0].node();
    if (!source) return value;
    value = source;
  }
  return value;
}

} // namespace reinplace::proofs
