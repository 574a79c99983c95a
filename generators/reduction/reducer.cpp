#include "generators/reduction/reducer.h"
#include "core/meta/builtin_registry.h"

#include "core/fx/parser.h"
#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/meta/meta_propagation.h"
#include "generators/reduction/reduction_edits.h"
#include "oracle/inputs/inputs.h"

#include <functional>
#include <optional>
#include <stdexcept>
#include <unordered_set>

namespace reinplace {
namespace {

using namespace reduction;

enum Pass { kDeleteNodes, kDropUnused, kShrinkShapes, kSimplifyLiterals, kContiguousInputs };

class Reducer {
public:
  Reducer(const ReducePredicate& still_fails, const ReduceOptions& options, ReduceStats& stats)
      : still_fails_(still_fails), options_(options), stats_(stats) {}

  Graph run(const Graph& failing) {
    // The starting point is the graph as it prints, so that every later candidate differs from
    // it only by the edits made.
    std::optional<Graph> start = reparse(failing);
    if (!start) throw std::invalid_argument("the graph does not load again from its own text");
    current_ = std::move(*start);
    size_ = reduceSize(current_);
    stats_.before = size_;
    start_total_ = size_.total();
    seen_.insert(printFxCode(current_));
    if (!evaluate(current_))
      throw std::invalid_argument("the predicate does not hold for the graph to reduce");

    bool changed = true;
    while (changed && !exhausted()) {
      ++stats_.rounds;
      changed = false;
      changed |= untilNoProgress(&Reducer::deleteNodes);
      changed |= untilNoProgress(&Reducer::dropUnused);
      changed |= untilNoProgress(&Reducer::shrinkShapes);
      changed |= untilNoProgress(&Reducer::simplifyLiterals);
      changed |= untilNoProgress(&Reducer::contiguousInputs);
    }
    // Out of checks, the last round may have stopped short of a fixpoint.
    stats_.hit_check_limit = exhausted();
    stats_.after = size_;
    return std::move(current_);
  }

private:
  bool untilNoProgress(bool (Reducer::*pass)()) {
    bool any = false;
    while (!exhausted() && (this->*pass)()) any = true;
    return any;
  }

  bool exhausted() const { return stats_.checks >= options_.max_checks; }

  std::optional<Graph> reparse(const Graph& graph) const {
    try {
      Graph parsed = parseFxCode(printFxCode(graph), graph.source_name, builtinRegistry());
      propagateMeta(parsed);
      return parsed;
    } catch (const InputError&) {
      return std::nullopt;
    }
  }

  bool evaluate(const Graph& candidate) {
    ++stats_.checks;
    try {
      return still_fails_(candidate);
    } catch (const std::exception&) {
      // A candidate the pass or the oracle cannot handle (limits, unsupported cases) does not
      // show the failure being reduced.
      return false;
    }
  }

  // Applies `edit` to a clone of the current graph; keeps the result when it type-checks, is
  // smaller, and still fails.
  bool attempt(Pass pass, const std::function<bool(Graph&)>& edit) {
    if (exhausted()) return false;
    Graph candidate = current_.clone();
    if (!edit(candidate)) return false;
    ++stats_.candidates;
    std::string text = printFxCode(candidate);
    // Each text is judged once: a rejected one stays rejected, an accepted one is no longer
    // smaller than the current graph.
    if (!seen_.insert(text).second) return false;
    std::optional<Graph> parsed = reparse(candidate);
    if (!parsed) return false;
    ReduceSize size = reduceSize(*parsed);
    if (!(size < size_) || size.total() > start_total_) return false;
    if (!evaluate(*parsed)) return false;
    current_ = std::move(*parsed);
    size_ = size;
    ++stats_.accepted[pass];
    return true;
  }

  size_t opCount() const { return opNodes(current_).size(); }

  // Delta-debugging over the ops: halves, quarters, ... then single ops with every choice of
  // replacement.
  bool deleteNodes() {
    bool progress = false;
    for (size_t chunk = opCount() / 2; chunk >= 2; chunk /= 2) {
      for (size_t first = 0; first + chunk <= opCount() && !exhausted();) {
        if (attempt(kDeleteNodes, [&](Graph& g) { return deleteOps(g, first, chunk); }))
          progress = true;
        else
          first += chunk;
      }
    }
    for (size_t index = opCount(); index-- > 0 && !exhausted();)
      if (index < opCount() &&
          attempt(kDeleteNodes, [&](Graph& g) { return foldViewIntoClone(g, index); }))
        progress = true;
    // From the end, so that a value's readers go before it and it can then go as dead code.
    for (size_t index = opCount(); index-- > 0 && !exhausted();) {
      if (index >= opCount()) continue;
      size_t arguments = replacementArguments(opNodes(current_)[index]).size();
      for (size_t k = 0; k <= arguments; ++k) {
        Replacement replacement{k, k == arguments};
        if (attempt(kDeleteNodes, [&](Graph& g) { return deleteOp(g, index, replacement); })) {
          progress = true;
          break;
        }
      }
    }
    return progress;
  }

  bool dropUnused() {
    bool progress = false;
    for (size_t index = outputCount(current_); index-- > 0 && !exhausted();) {
      auto drop_and_clean = [&](Graph& g) { return dropOutput(g, index) && removeDeadNodes(g); };
      if (attempt(kDropUnused, drop_and_clean) ||
          attempt(kDropUnused, [&](Graph& g) { return dropOutput(g, index); }))
        progress = true;
    }
    for (size_t index = outputCount(current_); index-- > 0 && !exhausted();)
      if (attempt(kDropUnused, [&](Graph& g) { return returnOpInsteadOfInput(g, index); }))
        progress = true;
    if (attempt(kDropUnused, [](Graph& g) { return removeDeadNodes(g); })) progress = true;
    if (attempt(kDropUnused, [](Graph& g) { return removeUnusedInputs(g); })) {
      progress = true;
    } else {
      // Inputs are seeded by position, so dropping one changes the values of those after it;
      // one at a time finds those that can go.
      for (size_t index = current_.placeholders().size(); index-- > 0 && !exhausted();)
        if (attempt(kDropUnused, [&](Graph& g) { return removeUnusedInputs(g, index); }))
          progress = true;
    }
    return progress;
  }

  bool shrinkShapes() {
    bool progress = false;
    // Inputs that must keep equal dims (a square matrix added to its transpose) shrink only
    // together; each input at once, then all inputs at once.
    for (ShrinkAll how : {ShrinkAll::Halve, ShrinkAll::MinusOne}) {
      progress |= attempt(kShrinkShapes, [&](Graph& g) { return shrinkInputs(g, {}, how); });
      for (size_t input = 0; input < current_.placeholders().size() && !exhausted(); ++input)
        progress |= attempt(kShrinkShapes, [&](Graph& g) { return shrinkInputs(g, input, how); });
    }
    for (size_t input = 0; input < current_.placeholders().size() && !exhausted(); ++input) {
      // Accepted candidates replace current_, so its nodes are looked up afresh each time.
      auto rank = [&] {
        Node* node = current_.placeholders()[input];
        return node->hasTensorMeta() ? node->tensorMeta().sizes.size() : 0;
      };
      for (size_t dim = 0; dim < rank() && !exhausted(); ++dim) {
        // Retry a dim after each success: from 8 to 4 may be followed by 4 to 2.
        for (bool shrunk = true; shrunk && !exhausted();) {
          shrunk = false;
          int64_t size = current_.placeholders()[input]->tensorMeta().sizes[dim];
          for (int64_t target : {int64_t{1}, size / 2, size - 1}) {
            for (SizeListMapping mapping :
                 {SizeListMapping::Multiples, SizeListMapping::Equal, SizeListMapping::None}) {
              shrunk = attempt(kShrinkShapes, [&](Graph& g) {
                return shrinkInputDim(g, input, dim, target, mapping);
              });
              if (shrunk) break;
            }
            if (shrunk) break;
          }
          progress |= shrunk;
        }
      }
    }
    return progress;
  }

  bool simplifyLiterals() {
    bool progress = false;
    std::vector<LiteralPath> paths = literalPaths(current_);
    // Edits of literals never add or remove ops, so the paths stay valid through the loop.
    for (const LiteralPath& path : paths) {
      for (bool simplified = true; simplified && !exhausted();) {
        simplified = false;
        for (const Arg& value : simplerLiterals(current_, path)) {
          simplified =
              attempt(kSimplifyLiterals, [&](Graph& g) { return setLiteral(g, path, value); });
          if (simplified) break;
        }
        progress |= simplified;
      }
    }
    if (attempt(kSimplifyLiterals, [](Graph& g) { return dropDefaultArguments(g); }))
      progress = true;
    return progress;
  }

  bool contiguousInputs() {
    bool progress = false;
    for (size_t input = 0; input < current_.placeholders().size() && !exhausted(); ++input) {
      if (attempt(kContiguousInputs,
                  [&](Graph& g) { return simplifyInputLayout(g, input, false); }) ||
          attempt(kContiguousInputs, [&](Graph& g) { return simplifyInputLayout(g, input, true); }))
        progress = true;
    }
    return progress;
  }

  const ReducePredicate& still_fails_;
  const ReduceOptions& options_;
  ReduceStats& stats_;
  Graph current_;
  ReduceSize size_;
  int64_t start_total_ = 0;
  std::unordered_set<std::string> seen_;
};

} // namespace

ReduceSize reduceSize(const Graph& graph) {
  ReduceSize size;
  for (Node* node : graph) {
    switch (node->kind) {
    case NodeKind::Placeholder:
      ++size.inputs;
      if (node->hasTensorMeta()) {
        const TensorMeta& meta = node->tensorMeta();
        size.input_elements += meta.numel();
        size.layout += (meta.isContiguous() ? 0 : 2) + (meta.storage_offset != 0 ? 1 : 0);
      }
      break;
    case NodeKind::Call:
    case NodeKind::GetItem:
      ++size.ops;
      break;
    case NodeKind::Output:
      size.outputs = static_cast<int64_t>(reduction::outputCount(graph)) +
                     (!node->args.empty() && node->args[0].isList() ? 1 : 0);
      break;
    }
  }
  size.literals = reduction::literalComplexity(graph);
  size.arguments = reduction::writtenArguments(graph);
  return size;
}

Graph reduceGraph(const Graph& failing, const ReducePredicate& still_fails,
                  const ReduceOptions& options, ReduceStats* stats) {
  ReduceStats local;
  ReduceStats& out = stats ? *stats : local;
  out = ReduceStats{};
  return Reducer(still_fails, options, out).run(failing);
}

oracle::Verdict firstVerdict(const Graph& original, const VerdictOptions& options) {
  Graph rewritten = original.clone();
  reinplace(rewritten, options.pass);
  for (int64_t trial = 0; trial < options.trials; ++trial) {
    oracle::InputOptions inputs_options{options.seed + static_cast<uint64_t>(trial),
                                        options.special_values};
    std::vector<oracle::TensorHandle> inputs = oracle::makeInputs(original, inputs_options);
    oracle::Verdict verdict = oracle::check(original, rewritten, inputs, {}, inputs_options.seed);
    if (!verdict.equivalent()) return verdict;
  }
  return oracle::Verdict{};
}

ReducePredicate sameVerdictKind(const oracle::Verdict& verdict, const VerdictOptions& options) {
  return [kind = verdict.kind, in_original = verdict.in_original, options](const Graph& graph) {
    oracle::Verdict candidate = firstVerdict(graph, options);
    return candidate.kind == kind && candidate.in_original == in_original;
  };
}

std::string describeSize(const ReduceSize& size) {
  return std::to_string(size.ops) + (size.ops == 1 ? " op, " : " ops, ") +
         std::to_string(size.input_elements) +
         (size.input_elements == 1 ? " input element" : " input elements");
}

} // namespace reinplace
