#pragma once
// How the rewritten program's values stand for the original's, for the obligations that compare
// the two: a node keeps its name through the pass, and an erased scatter or copy_ lives where the
// pass sent its readers, its first argument (followed through chains of erased ones).

#include "core/ir/graph.h"
#include "core/reinplace/report.h"

#include <string>
#include <string_view>
#include <unordered_map>

namespace reinplace::proofs {

class RewriteCorrespondence {
public:
  explicit RewriteCorrespondence(const Graph& rewritten);
  /// The rewritten node of that name, or null.
  const Node* find(std::string_view name) const;
  /// Where original value `original` lives in the rewritten program, or null.
  const Node* resolve(const Node* original) const;

private:
  std::unordered_map<std::string, const Node*> by_name_;
};

/// The value whose storage `value` views, through any chain of views (getitems of multi-output
/// views included).
const Node* storageRoot(const Node* value);

/// The decisions of a report that rewrote something, by node name.
using RewritesByNode = std::unordered_map<std::string, const Decision*>;
RewritesByNode rewritesOf(const ReinplaceReport& report);

/// The rewrite that moved original value `value`: its own, or that of the nearest rewritten node
/// it is computed from (a fresh result laid out after a relaid input). Null when nothing before
/// it was rewritten.
const Decision* nearestRewrite(const Node* value, const RewritesByNode& rewrites);

} // namespace reinplace::proofs
