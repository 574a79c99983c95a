#include "proofs/data_flow.h"

#include "core/ir/overlap.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/meta/view_replay.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "proofs/rewrite_correspondence.h"

#include <algorithm>
#include <optional>
#include <set>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace reinplace::proofs {
namespace {

constexpr double kEnd = 1e18;

struct Write {
  double position;
  const Node* writer;
  const TensorMeta* region;
};

bool isView(const Node* node) {
  return node->view_source || node->list_view_source ||
         (node->kind == NodeKind::GetItem && node->args[0].isNode() &&
          node->args[0].node()->list_view_source);
}

std::string regionText(const Node* value, const TensorMeta& region) {
  return value->name + " " + formatMeta(region, true);
}

class DataFlow {
public:
  DataFlow(const Graph& original, const Graph& rewritten, const ReinplaceReport& report,
           const std::unordered_set<const Node*>& live, const DisjointQuery& disjoint)
      : original_(original), rewritten_(rewritten), live_(live), disjoint_(disjoint),
        names_(rewritten) {
    double position = 0;
    for (const Node* node : original) {
      original_position_[node->name] = position++;
      original_by_name_[node->name] = node;
    }
    for (const Decision& decision : report.decisions) {
      if (decision.kind == DecisionKind::ScatterRewritten) {
        inserted_for_[std::string(decision.related())] = decision.node;
        inserted_for_[std::string(decision.secondRelated())] = decision.node;
      }
      if (decision.kind == DecisionKind::CopyRemoved) {
        copy_made_redundant_by_[std::string(decision.related())] = decision.node;
        removed_copies_.insert(decision.node);
      }
      if (decision.kind == DecisionKind::ScatterRemoved && !decision.related().empty())
        removed_scatter_by_[std::string(decision.related())].push_back(decision.node);
      if (decision.kind != DecisionKind::Kept) decision_of_[decision.node] = &decision;
    }
    double last = -1;
    for (const Node* node : rewritten) {
      if (auto it = original_position_.find(node->name); it != original_position_.end())
        last = it->second;
      else if (auto scatter = inserted_for_.find(node->name); scatter != inserted_for_.end())
        last =
            original_position_.count(scatter->second) ? original_position_[scatter->second] : last;
      rewritten_position_[node] = last;
    }
    original_writes_ =
        writesOf(original_, [&](const Node* node) { return original_position_[node->name]; });
    rewritten_writes_ =
        writesOf(rewritten_, [&](const Node* node) { return rewritten_position_[node]; });
  }

  DataFlowAnswer run() {
    for (const Node* user : rewritten_) {
      if (answer_.status != ProofStatus::Proved) break;
      if (user->kind == NodeKind::Output) {
        readOutput(user);
        continue;
      }
      if (user->kind != NodeKind::Call || isView(user)) continue;
      readArguments(user);
    }
    for (const Node* input : rewritten_) {
      if (answer_.status != ProofStatus::Proved) break;
      if (input->kind != NodeKind::Placeholder || !input->hasTensorMeta()) continue;
      const Node* was = originalNamed(input->name);
      if (!was) continue;
      // A removed copy_ back into it: the input ends holding what that copy_ copied.
      current(was, input->tensorMeta(), kEnd, nullptr, /*final_state=*/true, "the end");
    }
    if (answer_.status == ProofStatus::Proved) returnedMemories();
    if (answer_.status == ProofStatus::Proved)
      answer_.text = "every value read holds what the program reads there, inputs end as it "
                     "leaves them, and returned values share memory only where its do";
    return answer_;
  }

  template <typename PositionOf>
  static std::vector<Write> writesOf(const Graph& graph, const PositionOf& positionOf) {
    std::vector<Write> writes;
    for (const Node* node : graph) {
      if (node->kind != NodeKind::Call) continue;
      try {
        BoundArgs bound(*node->op, node->args, node->kwargs);
        for (size_t index = 0; index < node->op->schema.arguments.size(); ++index) {
          const Arg& arg = bound.at(static_cast<int>(index));
          if (arg.isNode() && arg.node()->hasTensorMeta() &&
              writesArgument(*node->op, bound, static_cast<int>(index)))
            writes.push_back({positionOf(node), node, &arg.node()->tensorMeta()});
        }
      } catch (const BindError&) {
      }
    }
    return writes;
  }

  const Node* originalNamed(const std::string& name) const {
    auto it = original_by_name_.find(name);
    return it == original_by_name_.end() ? nullptr : it->second;
  }

  const Node* resolve(const Node* original) const { return names_.resolve(original); }

  void readArguments(const Node* user) {
    const double at = rewritten_position_[user];
    if (auto scatter = inserted_for_.find(user->name); scatter != inserted_for_.end()) {
      // The copy_ a rewritten scatter became reads the scatter's source.
      const Node* was = originalNamed(scatter->second);
      if (user->op->packet_name == "copy_" && was && was->args.size() > 1 &&
          was->args[1].isNode() && user->args.size() > 1 && user->args[1].isNode())
        current(was->args[1].node(), user->args[1].node()->tensorMeta(), at, nullptr, false,
                user->name);
      return;
    }
    const Node* was = originalNamed(user->name);
    if (!was || !live_.count(was) || was->args.size() != user->args.size()) return;
    std::optional<TensorMeta> view; // a kept scatter overwrites its view of the base
    if (user->op->scattered_view && !user->args.empty() && user->args[0].isNode())
      view = replayer_.replay(*user->op->scattered_view, user->args[0].node()->tensorMeta(),
                              std::span<const Arg>(user->args).subspan(2), user->kwargs);
    // copy_, fill_ and zero_ overwrite self without reading it.
    const std::string& packet = user->op->packet_name;
    const bool overwrites_self = packet == "copy_" || packet == "fill_" || packet == "zero_";
    for (size_t i = overwrites_self ? 1 : 0;
         i < user->args.size() && answer_.status == ProofStatus::Proved; ++i) {
      const Arg& arg = user->args[i];
      if (!arg.isNode() || !arg.node()->hasTensorMeta() || !was->args[i].isNode()) continue;
      // An in-place op reads self as it is when it starts; what it writes is its own. A kernel
      // reading an argument through its data pointer reads the block from its first element.
      const bool block = readsThroughDataPointer(user, arg.node());
      current(was->args[i].node(),
              block ? dataPointerRead(arg.node()->tensorMeta()) : arg.node()->tensorMeta(), at,
              i == 0 && view ? &*view : nullptr, false, user->name, -1, block);
    }
  }

  void readOutput(const Node* output) {
    std::vector<const Node*> now, then;
    if (!output->args.empty())
      output->args[0].forEachNode([&](const Node* v) { now.push_back(v); });
    const Node* was = original_.output();
    if (was && !was->args.empty())
      was->args[0].forEachNode([&](const Node* v) { then.push_back(v); });
    if (now.size() != then.size()) return fail("graph", "the output returns other values");
    for (size_t i = 0; i < now.size() && answer_.status == ProofStatus::Proved; ++i)
      if (now[i]->hasTensorMeta())
        current(then[i], now[i]->tensorMeta(), kEnd, nullptr, false, "the output");
  }

  // Whether original value `value` is what rewritten memory `region` holds at `at`; `except`:
  // writes inside it do not count (a scatter reads its base only outside its view).
  // `after`: count only the writes after it (the input's end state after a removed copy_).
  // `block`: the reader reads through the data pointer (readsThroughDataPointer).
  void current(const Node* value, const TensorMeta& region, double at, const TensorMeta* except,
               bool final_state, const std::string& reader, double after = -1, bool block = false) {
    if (region.numel() == 0) return;
    const Node* root = storageRoot(value);
    // An input that a removed copy_ wrote back before `at`: it holds what that copy_ copied,
    // as at the copy_'s position, and then what the program writes after it.
    if (root->kind == NodeKind::Placeholder && after < 0)
      if (const Node* copy = lastRemovedCopyInto(root, at)) {
        const double copied = original_position_[copy->name];
        current(copy->args[1].node(), region, copied, except, false,
                reader + " (through " + copy->name + ", removed)");
        if (answer_.status != ProofStatus::Proved) return;
        after = copied;
      }
    const double since =
        std::max(after, root->kind == NodeKind::Placeholder ? -1 : original_position_[root->name]);
    const bool removed_scatter =
        root->kind == NodeKind::Call && root->op->scattered_view && !names_.find(root->name);
    if (removed_scatter) scatterValue(root, except);
    if (answer_.status != ProofStatus::Proved || !value->hasTensorMeta()) return;
    const TensorMeta region_then =
        block ? dataPointerRead(value->tensorMeta()) : value->tensorMeta();
    std::unordered_set<std::string> expected;
    for (const Write& write : original_writes_)
      if (write.position > since && write.position < at &&
          write.region->storage == region_then.storage && overlaps(*write.region, region_then))
        expected.insert(write.writer->name);
    for (const Write& write : rewritten_writes_) {
      if (write.position <= since || write.position >= at ||
          write.region->storage != region.storage || expected.count(write.writer->name))
        continue;
      // The write that makes a removed copy_ redundant stands for it.
      if (std::string copy = removedCopyOf(write.writer); !copy.empty() && expected.count(copy))
        continue;
      if (writesWhatIsThere(write, root)) continue;
      if (except && covers(*except, *write.region) == Overlap::Yes) continue;
      if (final_state && !removedCopyOf(write.writer).empty()) continue;
      if (overwrittenLater(write, expected, at)) continue;
      if (!overlaps(*write.region, region)) continue;
      if (answer_.status != ProofStatus::Proved) return;
      fail(decisionOf(write.writer), (final_state ? "input " + value->name + " is left written by "
                                                  : reader + " reads " + value->name + " (" +
                                                        regionText(value, region) + ") after ") +
                                         write.writer->name + " writes " +
                                         formatMeta(*write.region, true) +
                                         ", which the program does not write there");
      return;
    }
  }

  // A removed scatter's value is its base outside its view and its source inside, both as
  // they are at its position; its source is not read where the reader reads only outside
  // `except`, and that covers the view.
  void scatterValue(const Node* scatter, const TensorMeta* except) {
    if (scatter->args.size() < 2 || !scatter->args[0].isNode()) return;
    const double at = original_position_[scatter->name];
    const Node* base = resolve(scatter->args[0].node());
    if (!base || !base->hasTensorMeta()) return;
    std::optional<TensorMeta> view =
        replayer_.replay(*scatter->op->scattered_view, base->tensorMeta(),
                         std::span<const Arg>(scatter->args).subspan(2), scatter->kwargs);
    const bool source_read = !(except && view && covers(*except, *view) == Overlap::Yes);
    if (!checked_scatters_.insert({scatter, source_read}).second) return;
    current(scatter->args[0].node(), base->tensorMeta(), at, view ? &*view : nullptr, false,
            scatter->name);
    if (source_read && scatter->args[1].isNode())
      if (const Node* source = resolve(scatter->args[1].node()); source && source->hasTensorMeta())
        current(scatter->args[1].node(), source->tensorMeta(), at, nullptr, false, scatter->name);
  }

private:
  // The last copy_ into `input` before `before`, if the rewrite removed it; else null.
  const Node* lastRemovedCopyInto(const Node* input, double before) {
    const Node* last = nullptr;
    for (const Node* node : original_)
      if (node->kind == NodeKind::Call && node->op->packet_name == "copy_" &&
          original_position_[node->name] < before && node->args.size() > 1 &&
          node->args[0].isNode() && node->args[0].node() == input && node->args[1].isNode())
        last = removed_copies_.count(node->name) ? node : nullptr;
    return last;
  }

  // What a value holds, index by index, through clones and through views that address exactly
  // their source's elements (transpose(v, 0, 0), alias).
  static const Node* content(const Node* value) {
    for (int depth = 0; depth < 256; ++depth) {
      const Node* source = cloneSource(value);
      if (!source && value->view_source && value->hasTensorMeta() &&
          value->view_source->hasTensorMeta() &&
          value->tensorMeta().sameLayout(value->view_source->tensorMeta()))
        source = value->view_source;
      if (!source) return value;
      value = source;
    }
    return value;
  }

  // The copy_ a rewritten scatter became writes its source into its view of the base. Where
  // `root`, a scatter, put the same value into the same view of itself, the write changes
  // nothing there (functionalization writes a view back after every mutation).
  bool writesWhatIsThere(const Write& write, const Node* root) {
    auto scatter = inserted_for_.find(write.writer->name);
    const Node* rewritten_scatter =
        scatter == inserted_for_.end() ? nullptr : originalNamed(scatter->second);
    if (!rewritten_scatter || write.writer->op->packet_name != "copy_" ||
        root->kind != NodeKind::Call || !root->op->scattered_view || root->args.size() < 2 ||
        !root->args[1].isNode() || rewritten_scatter->args.size() < 2 ||
        !rewritten_scatter->args[1].isNode() ||
        content(root->args[1].node()) != content(rewritten_scatter->args[1].node()))
      return false;
    const Node* home = resolve(root);
    if (!home || !home->hasTensorMeta()) return false;
    std::optional<TensorMeta> view =
        replayer_.replay(*root->op->scattered_view, home->tensorMeta(),
                         std::span<const Arg>(root->args).subspan(2), root->kwargs);
    return view && view->sameLayout(*write.region);
  }

  // A write that a later write overwrites, all of it, before `before`: one the program makes too
  // (the copy_ epilogue), or one that makes a removed copy_ redundant.
  bool overwrittenLater(const Write& write, const std::unordered_set<std::string>& expected,
                        double before) {
    for (const Write& later : rewritten_writes_)
      if (later.position > write.position && later.position < before &&
          (expected.count(later.writer->name) || !removedCopyOf(later.writer).empty()) &&
          later.region->storage == write.region->storage &&
          covers(*later.region, *write.region) == Overlap::Yes)
        return true;
    return false;
  }

  void returnedMemories() {
    std::vector<const Node*> now, then;
    if (const Node* out = rewritten_.output(); out && !out->args.empty())
      out->args[0].forEachNode([&](const Node* v) { now.push_back(v); });
    if (const Node* out = original_.output(); out && !out->args.empty())
      out->args[0].forEachNode([&](const Node* v) { then.push_back(v); });
    std::vector<std::pair<const Node*, const Node*>> memories; // (now, then)
    for (size_t i = 0; i < now.size() && i < then.size(); ++i)
      memories.push_back({now[i], then[i]});
    for (const Node* input : rewritten_)
      if (input->kind == NodeKind::Placeholder)
        if (const Node* was = originalNamed(input->name)) memories.push_back({input, was});
    const size_t returned = std::min(now.size(), then.size());
    for (size_t i = 0; i < memories.size() && i < returned; ++i)
      for (size_t j = i + 1; j < memories.size(); ++j) {
        auto [a, a_then] = memories[i];
        auto [b, b_then] = memories[j];
        if ((a == b && a_then == b_then) || !a->hasTensorMeta() || !b->hasTensorMeta() ||
            !a_then->hasTensorMeta() || !b_then->hasTensorMeta())
          continue;
        bool shared_now = a->tensorMeta().storage == b->tensorMeta().storage &&
                          overlaps(a->tensorMeta(), b->tensorMeta());
        bool shared_then =
            a_then == b_then || (a_then->tensorMeta().storage == b_then->tensorMeta().storage &&
                                 overlaps(a_then->tensorMeta(), b_then->tensorMeta()));
        if (shared_now && !shared_then)
          return fail("graph",
                      "returned " + regionText(a, a->tensorMeta()) + " shares memory with " +
                          (b->kind == NodeKind::Placeholder ? "input " : "returned ") +
                          regionText(b, b->tensorMeta()) + "; in the program they share none");
      }
  }

  bool overlaps(const TensorMeta& a, const TensorMeta& b) {
    ProofStatus status = disjoint_(a, b);
    if (status == ProofStatus::Unknown && answer_.status == ProofStatus::Proved) {
      answer_.status = ProofStatus::Unknown;
      answer_.text = "could not tell whether " + formatMeta(a, true) + " and " +
                     formatMeta(b, true) + " share memory";
    }
    return status != ProofStatus::Proved;
  }

  std::string decisionOf(const Node* writer) const {
    if (auto it = decision_of_.find(writer->name); it != decision_of_.end()) return it->first;
    if (auto it = inserted_for_.find(writer->name); it != inserted_for_.end()) return it->second;
    return "graph";
  }

  void fail(const std::string& decision, const std::string& text) {
    if (answer_.status != ProofStatus::Proved) return;
    answer_ = {ProofStatus::Refuted, decision, text};
  }

  const Graph& original_;
  const Graph& rewritten_;
  const std::unordered_set<const Node*>& live_;
  const DisjointQuery& disjoint_;
  RewriteCorrespondence names_;
  ViewReplayer replayer_;
  std::unordered_map<std::string, double> original_position_;
  std::unordered_map<std::string, const Node*> original_by_name_;
  std::unordered_map<const Node*, double> rewritten_position_;
  std::unordered_map<std::string, std::string> inserted_for_; // new view / copy_ -> scatter
  // A removed copy_ by the node whose write made it redundant (a rewritten node, or a scatter
  // that one realizes); removed scatters by the node whose write they wrote back.
  std::unordered_map<std::string, std::string> copy_made_redundant_by_;
  std::unordered_set<std::string> removed_copies_;
  std::unordered_map<std::string, std::vector<std::string>> removed_scatter_by_;
  std::unordered_map<std::string, const Decision*> decision_of_;
  std::vector<Write> original_writes_, rewritten_writes_;
  std::set<std::pair<const Node*, bool>> checked_scatters_; // and whether its source was read
  DataFlowAnswer answer_;

  // The removed copy_ a write makes redundant, directly or through the scatter it realizes (a
  // rewritten scatter's copy_, a scatter removed since the write writes it back); empty if none.
  std::string removedCopyOf(const Node* writer) const {
    std::vector<std::string> names{writer->name};
    if (auto it = inserted_for_.find(writer->name); it != inserted_for_.end())
      names.push_back(it->second);
    if (auto it = removed_scatter_by_.find(writer->name); it != removed_scatter_by_.end())
      names.insert(names.end(), it->second.begin(), it->second.end());
    for (const std::string& name : names)
      if (auto it = copy_made_redundant_by_.find(name); it != copy_made_redundant_by_.end())
        return it->second;
    return "";
  }
};

} // namespace

bool showsNothing(const Node* op) {
  return op->kind == NodeKind::Call && !op->meta.empty() && !op->op->is_inplace &&
         !op->op->is_out && op->op->hidden_writes.empty() && !checksIndexWithoutResult(*op->op) &&
         std::none_of(op->meta.begin(), op->meta.end(),
                      [](const TensorMeta& meta) { return meta.numel() != 0; });
}

std::unordered_set<const Node*> liveNodes(const Graph& graph) {
  std::vector<const Node*> pending;
  // A write shows where it lands in an input, or in memory a later node reads (or returns).
  std::unordered_set<StorageId> input_storages;
  std::unordered_map<StorageId, double> last_read;
  std::unordered_map<const Node*, double> position;
  for (const Node* node : graph) {
    const double at = static_cast<double>(position.size());
    position[node] = at;
    if (node->kind == NodeKind::Output || (node->kind == NodeKind::Call && node->op->is_inplace))
      pending.push_back(node);
    if (node->kind == NodeKind::Placeholder && node->hasTensorMeta())
      input_storages.insert(node->tensorMeta().storage);
    auto reads = [&](const Node* arg) {
      if (arg->hasTensorMeta()) last_read[arg->tensorMeta().storage] = at;
    };
    for (const Arg& arg : node->args) arg.forEachNode(reads);
    for (const auto& kwarg : node->kwargs) kwarg.second.forEachNode(reads);
  }
  for (const Write& write : DataFlow::writesOf(graph, [&](const Node* n) { return position[n]; })) {
    const StorageId storage = write.region->storage;
    auto read = last_read.find(storage);
    if (input_storages.count(storage) || (read != last_read.end() && read->second > write.position))
      pending.push_back(write.writer);
  }
  std::unordered_set<const Node*> live(pending.begin(), pending.end());
  while (!pending.empty()) {
    const Node* at = pending.back();
    pending.pop_back();
    // An empty view reads nothing of its source; a call with empty results that writes nothing
    // shows nothing of what it reads.
    const bool empty_view =
        isView(at) && std::none_of(at->meta.begin(), at->meta.end(),
                                   [](const TensorMeta& meta) { return meta.numel() != 0; });
    if (empty_view || showsNothing(at)) continue;
    auto visit = [&](const Node* arg) {
      if (live.insert(arg).second) pending.push_back(arg);
    };
    for (const Arg& arg : at->args) arg.forEachNode(visit);
    for (const auto& kwarg : at->kwargs) kwarg.second.forEachNode(visit);
  }
  return live;
}

DataFlowAnswer checkDataFlow(const Graph& original, const Graph& rewritten,
                             const ReinplaceReport& report,
                             const std::unordered_set<const Node*>& live,
                             const DisjointQuery& disjoint) {
  return DataFlow(original, rewritten, report, live, disjoint).run();
}

} // namespace reinplace::proofs
