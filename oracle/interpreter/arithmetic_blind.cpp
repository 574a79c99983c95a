#include "oracle/interpreter/arithmetic_blind.h"

#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/builtin_registry.h"
#include "core/ops/op_registry.h"

#include <map>
#include <memory>
#include <string>

namespace reinplace::oracle {
namespace {

// An op exactly like `op` but without a meta rule: the interpreter runs it uninterpreted, with
// the schema's aliasing and writes. The salt goes into its name, which the uninterpreted values
// mix in, so each salt makes every op another function.
std::unique_ptr<OpInfo> uninterpretedCopy(const OpInfo& op, const std::string& salt,
                                          OpInfo::LayoutRead layout_read) {
  auto copy = std::make_unique<OpInfo>(op);
  copy->qualified_name = op.qualified_name + salt;
  copy->meta_rule = nullptr;
  copy->uninterpreted_layout_read = layout_read;
  copy->uninterpreted_layouts_of = op.meta_rule ? &op : nullptr;
  return copy;
}

// Clones of graphs that share one uninterpreted copy per op. An in-place op's copy names the
// copy of its functional op as its functional variant, whose name it mixes in: foo_ still
// computes what foo does.
class BlindGraphs {
public:
  explicit BlindGraphs(uint64_t salt) : salt_("#" + std::to_string(salt)) {}

  Graph blind(const Graph& graph) {
    Graph copy = graph.clone();
    for (Node* node : copy)
      if (node->kind == NodeKind::Call && node->op->meta_rule && !movesData(*node->op))
        node->op = uninterpreted(*node->op, layoutRead(*node));
    return copy;
  }

private:
  // What torch's kernel of the node reads of its arguments' layouts, as the pass judges it
  // (layout_sensitivity.h): the uninterpreted copy depends on the same, so a rewrite that
  // changes such a layout changes the copy's values too, as it may change torch's.
  static OpInfo::LayoutRead layoutRead(const Node& node) {
    if (!dependsOnLayout(&node)) return OpInfo::LayoutRead::None;
    const Node* input = !node.args.empty() && node.args[0].isNode() ? node.args[0].node() : nullptr;
    if (readsContiguityOnly(&node, input)) return OpInfo::LayoutRead::ContiguityRead;
    return dependsOnOffset(&node) || dependsOnSizeOneStrides(&node)
               ? OpInfo::LayoutRead::AllLayoutRead
               : OpInfo::LayoutRead::StridesRead;
  }

  const OpInfo* uninterpreted(const OpInfo& op, OpInfo::LayoutRead layout_read) {
    std::unique_ptr<OpInfo>& copy = copies_[{&op, layout_read}];
    if (copy) return copy.get();
    copy = uninterpretedCopy(op, salt_, layout_read);
    if (op.is_inplace && op.functional_variant)
      copy->functional_variant = uninterpreted(*op.functional_variant, layout_read);
    return copy.get();
  }

  std::string salt_;
  std::map<std::pair<const OpInfo*, OpInfo::LayoutRead>, std::unique_ptr<OpInfo>> copies_;
};

} // namespace

bool movesData(const OpInfo& op) {
  if (op.is_view || op.is_multi_output_view || op.hidden_view || op.scattered_view) return true;
  // t_, transpose_, squeeze_, ...: a layout change in place. The registry leaves their
  // functional variant out (the alias annotations differ), so they are found by name.
  std::string_view packet = op.packet_name;
  if (op.is_inplace && packet.ends_with('_'))
    for (const OpInfo* functional :
         builtinRegistry().overloads(packet.substr(0, packet.size() - 1)))
      if (functional->is_view) return true;
  static constexpr std::string_view kMovers[] = {"copy_", "copy",       "clone",  "_to_copy",
                                                 "cat",   "contiguous", "resize_"};
  for (std::string_view mover : kMovers)
    if (op.packet_name == mover) return true;
  // Factories read their tensor arguments' layouts, never their elements.
  return packet.starts_with("new_") || packet.ends_with("_like");
}

Verdict checkArithmeticBlind(const Graph& original, const Graph& rewritten,
                             const std::vector<TensorHandle>& inputs, uint64_t salt,
                             const ExecutionLimits& limits) {
  BlindGraphs graphs(salt);
  Graph blind_original = graphs.blind(original);
  Graph blind_rewritten = graphs.blind(rewritten);
  return check(blind_original, blind_rewritten, inputs, limits);
}

} // namespace reinplace::oracle
