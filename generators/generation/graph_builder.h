#pragma once
// What every step family of the materializer works with: the graph being built, the values made
// so far, and calls that are added only when their op's meta rule accepts them. A family asks
// for a call; if the rule rejects it (a dim out of range, a dtype the op does not take, shapes
// that do not broadcast, a result over the size cap) nothing is added and the family gets null,
// so every sequence of steps leaves a valid, meta-propagated graph.

#include "core/ir/graph.h"
#include "core/meta/meta_propagation.h"
#include "generators/generation/materializer.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace reinplace::gen {

class GraphBuilder {
public:
  explicit GraphBuilder(const MaterializeOptions& options);

  /// A program input with the given layout, after the inputs made so far (inputs are seeded by
  /// position, so earlier inputs keep their values). Named `name`, made unique as FX does. It
  /// is not a value later steps pick until bringForward makes it one: an integer input that
  /// only indexes gets values in range (oracle/inputs/index_inputs.h), any other use would void
  /// that.
  Node* input(const std::string& name, const TensorMeta& meta);

  /// Adds the call if its meta rule accepts it and every result is small enough; else nothing.
  /// A single-tensor result becomes the newest value.
  Node* call(const char* op_name, std::vector<Arg> args,
             std::vector<std::pair<std::string, Arg>> kwargs = {});
  /// `getitem` of a call with a list result; the item becomes the newest value.
  Node* item(Node* list, int64_t index);
  /// Removes a call nothing uses (a list result with no items to take).
  void discard(Node* call) { graph_.erase(call); }

  /// The value made `back` values ago (0: the newest), modulo how many there are.
  Node* pick(uint8_t back) const { return values_[values_.size() - 1 - back % values_.size()]; }
  /// The newest value other than `avoid` with `meta`'s dtype and sizes, or null.
  Node* sameShapeValue(const TensorMeta& meta, const Node* avoid) const;
  const std::vector<Node*>& values() const { return values_; }
  size_t valueCount() const { return values_.size(); }
  /// Makes an earlier value the newest again, so that the next steps read it.
  void bringForward(Node* value) { values_.push_back(value); }
  /// Drops the newest value (an in-place call's result, which is its self again).
  void forgetNewest() { values_.pop_back(); }

  /// Returned besides the newest value.
  void markReturned(Node* value) { returned_.push_back(value); }

  /// Adds the output (`first`, then the marked values) and hands the graph over.
  Graph finish(Node* first);

  int64_t maxElements() const { return options_.max_elements; }

private:
  // FX's names: the op's name, then name_1, name_2, ... (a skipped step's name is not reused,
  // which keeps the names of later values stable while a recipe shrinks).
  std::string freshName(const std::string& base);
  void numberStoragesInProgramOrder();

  const MaterializeOptions& options_;
  Graph graph_;
  // Each node gets its meta as it is added, as propagateMeta would give the finished graph.
  MetaPropagator meta_{graph_};
  std::vector<Node*> values_; // single-tensor values, oldest first
  std::unordered_map<std::string, int> name_counts_;
  std::vector<Node*> returned_;
  size_t inputs_ = 0;
  bool late_inputs_ = false; // an input was added after a call
};

inline const TensorMeta& metaOf(const Node* node) {
  return node->meta[0];
}
inline int64_t rankOf(const Node* node) {
  return metaOf(node).dim();
}
inline Arg shapeArg(const Shape& values) {
  return Arg::ofInts(std::vector<int64_t>(values.begin(), values.end()));
}

} // namespace reinplace::gen
