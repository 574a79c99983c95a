#pragma once
// The edits the reducer tries, each on a graph it may spoil (a clone of the current best): they
// leave the graph structurally consistent (users, order) but make no promise that it still
// type-checks; the reducer prints, parses and propagates meta to find out. Each returns false
// when it does not apply, so no candidate is built for it.

#include "core/ir/graph.h"
#include "core/ops/schema.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace reinplace::reduction {

/// Call and getitem nodes, in program order: what "op index" counts.
std::vector<Node*> opNodes(const Graph& graph);

/// How a deleted node's uses are replaced: by its k-th replacement argument, or (after
/// the last one, or when there is none) by a new input with the node's meta.
struct Replacement {
  size_t argument = 0;
  bool new_input = false;
};

/// What may stand in for `node`'s value: its distinct tensor arguments with its dtype and
/// sizes, in argument order; when only the output reads it, then also its other tensor
/// arguments (a returned value may have any shape).
std::vector<Node*> replacementArguments(const Node* node);

/// Deletes ops [first, first + count) of opNodes(graph); uses of each go to its first
/// replacement argument (after earlier deletions) or a new input named like the node.
bool deleteOps(Graph& graph, size_t first, size_t count);
/// Deletes one op with a chosen replacement; false when that replacement does not exist.
bool deleteOp(Graph& graph, size_t index, const Replacement& replacement);

/// `v = view(clone(x))`, where only v reads the clone, becomes `v = clone(y)` for a new input y
/// shaped like v: one op fewer, and the fresh clone still gives the pass a value it may write.
bool foldViewIntoClone(Graph& graph, size_t index);

/// Erases call and getitem nodes nobody reads that write nothing, until none is left.
bool removeDeadNodes(Graph& graph);
/// Removes the returned value at `index` of a returned tuple of two or more, or unwraps a
/// returned tuple of one.
bool dropOutput(Graph& graph, size_t index);
size_t outputCount(const Graph& graph);
/// Returns the last op's value instead of the input returned at `index`, and drops the inputs
/// nobody reads any more.
bool returnOpInsteadOfInput(Graph& graph, size_t index);
/// Erases the unused placeholders, or only the one at `index` of placeholders().
bool removeUnusedInputs(Graph& graph, std::optional<size_t> index = std::nullopt);

/// How literal size lists follow a shrunk input dim: entries equal to the old size, or also
/// their multiples, scale to the new size.
enum class SizeListMapping { None, Equal, Multiples };
/// Sets dim `dim` of input `input` to `new_size` and rewrites size-list literals (view, expand,
/// reshape, as_strided sizes) by `mapping`.
bool shrinkInputDim(Graph& graph, size_t input, size_t dim, int64_t new_size,
                    SizeListMapping mapping);
/// Shrinks every dim of one input (or of all inputs) at once, without touching literals.
enum class ShrinkAll { Halve, MinusOne };
bool shrinkInputs(Graph& graph, std::optional<size_t> input, ShrinkAll how);

/// Sets input `input` to a contiguous layout (or, with keep_strides, only drops its offset).
bool simplifyInputLayout(Graph& graph, size_t input, bool keep_strides);

/// A literal somewhere in an op's arguments: positional argument or kwarg, then list indices.
struct LiteralPath {
  size_t op = 0;
  bool kwarg = false;
  size_t argument = 0;
  std::vector<size_t> items;
};
/// Every literal leaf (int, float, bool) and every whole argument that has a schema default,
/// in program and argument order.
std::vector<LiteralPath> literalPaths(const Graph& graph);
/// Simpler values to try for the literal at `path`, simplest first (the schema default for a
/// whole argument; ints toward 0 and 1; floats 0, 1, 2), each strictly simpler than now.
std::vector<Arg> simplerLiterals(const Graph& graph, const LiteralPath& path);
bool setLiteral(Graph& graph, const LiteralPath& path, const Arg& value);

/// Stops writing arguments that equal their schema defaults: kwargs, and trailing positional
/// arguments.
bool dropDefaultArguments(Graph& graph);
/// Arguments written out, positional and keyword, over all ops.
int64_t writtenArguments(const Graph& graph);

/// How far an op's literal arguments are from their simplest values: 0 for a schema default,
/// then growing with magnitude; summed over the graph's ops.
int64_t literalComplexity(const Graph& graph);

} // namespace reinplace::reduction
