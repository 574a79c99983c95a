#include "proofs/rewrite_correspondence.h"

#include "core/ops/op_registry.h"

#include <unordered_set>
#include <vector>

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

RewritesByNode rewritesOf(const ReinplaceReport& report) {
  RewritesByNode rewrites;
  for (const Decision& decision : report.decisions)
    if (decision.kind != DecisionKind::Kept) rewrites[decision.node] = &decision;
  return rewrites;
}

const Decision* nearestRewrite(const Node* value, const RewritesByNode& rewrites) {
  std::vector<const Node*> pending{value};
  std::unordered_set<const Node*> seen{value};
  for (size_t next = 0; next < pending.size() && next < 4096; ++next) {
    const Node* at = pending[next];
    if (auto it = rewrites.find(at->name); it != rewrites.end()) return it->second;
    auto visit = [&](const Node* arg) {
      if (seen.insert(arg).second) pending.push_back(arg);
    };
    for (const Arg& arg : at->args) arg.forEachNode(visit);
    for (const auto& kwarg : at->kwargs) kwarg.second.forEachNode(visit);
  }
  return nullptr;
}

} // namespace reinplace::proofs
