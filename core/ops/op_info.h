#pragma once
// What the registry knows of one op: its schema, meta rule and the facts derived from the schema
// alone (view, in-place, out=, defaults, hidden writes and views), plus the relations to other
// ops that the registry fills in (op_relations.h) before it hands the op out.

#include "core/ir/arg.h"
#include "core/ir/tensor_meta.h"
#include "core/ops/schema.h"

#include <memory>
#include <string>
#include <vector>

namespace reinplace {

class MetaContext;
class BoundArgs;

/// An argument ATen writes though torch 1.13's schema does not mark it written: batch norm's
/// running_mean and running_var, rrelu_with_noise's noise, each when `training` is True.
/// Functionalization cannot see these writes, so the graph mutates the argument with no copy_.
struct HiddenWrite {
  int argument = -1;  // index into schema.arguments
  int condition = -1; // a bool argument that must be True for the write, or -1: always
};
/// Computes the result layout(s) of an op from its bound arguments; throws MetaError.
using MetaRule = void (*)(MetaContext&);

struct OpInfo {
  Schema schema;
  std::string qualified_name; // "add.Tensor", "clone.default"
  std::string packet_name;    // "add", "clone"
  /// Null for an op known only by its schema.
  MetaRule meta_rule = nullptr;
  /// Argument defaults parsed into Args, one per schema argument (None when no default);
  /// immutable, so copies of an OpInfo share them.
  std::vector<std::shared_ptr<const Arg>> defaults;

  bool is_view = false;
  bool is_multi_output_view = false;
  bool is_inplace = false;
  /// An out= variant: it writes keyword-only `out` arguments (torch's Argument.is_out).
  bool is_out = false;
  /// ATen returns views of self, though the schema carries no alias annotation and hands the
  /// result out as a new value (_unsafe_view, unsafe_split, unsafe_chunk). Torch's pass sees
  /// the shared storage through its fake tensors; so must everything here.
  bool hidden_view = false;
  /// Arguments ATen writes without the schema saying so (see HiddenWrite).
  std::vector<HiddenWrite> hidden_writes;
  bool elementwise = false;
  /// Run uninterpreted, what of its tensor arguments' layouts its values also depend on (the
  /// arithmetic-blind check's copies of ops whose torch kernels read the layout): nothing, the
  /// strides of dimensions above size 1 (StridesRead), also the storage offset and the strides
  /// of size-1 dimensions (AllLayoutRead), or only whether they are contiguous
  /// (ContiguityRead, gelu's choice of oneDNN).
  enum class LayoutRead { None, ContiguityRead, StridesRead, AllLayoutRead };
  LayoutRead uninterpreted_layout_read = LayoutRead::None;
  /// Run uninterpreted, the real op whose meta rule lays its fresh results out on the layouts
  /// its arguments have when it runs (the arithmetic-blind check's copies: a new layout travels
  /// through arithmetic as it does in torch); without one, the node's meta.
  const OpInfo* uninterpreted_layouts_of = nullptr;
  /// upstream _maybe_get_inplace_op: the one in-place overload whose schema matches.
  const OpInfo* inplace_variant = nullptr;
  /// upstream _maybe_get_inplace_op raises for this op instead of answering: an overload of
  /// "name_" writes an argument other than self (_amp_update_scale_, _fused_adam_), which its
  /// schema check asserts never happens.
  bool inplace_lookup_raises = false;
  /// The out= op torchgen groups with this functional op (add.Tensor -> add.out): the same
  /// signature once out arguments, TensorOptions and the "_functional" suffix are set aside.
  const OpInfo* out_variant = nullptr;
  /// For an in-place op: the functional op it is the in-place variant of, if registered.
  const OpInfo* functional_variant = nullptr;
  /// For foo_scatter ops: the view op foo whose result the scatter writes back.
  const OpInfo* scattered_view = nullptr;
  /// For view ops: the foo_scatter that inverts it.
  const OpInfo* inverse_scatter = nullptr;

  /// "torch.ops.aten.add.Tensor"
  std::string targetText() const { return "torch.ops.aten." + qualified_name; }
};

/// The arguments an op's schema marks written (Tensor(a!)), by name.
std::vector<std::string> writtenArguments(const OpInfo& op);

/// Whether a call with these arguments writes schema argument `index`: marked written in the
/// schema, or hidden (HiddenWrite) with its condition True.
bool writesArgument(const OpInfo& op, const BoundArgs& args, int index);

struct OpDefinition {
  const char* schema;
  MetaRule meta_rule;
  /// Each output element depends only on the input elements at the same index (after
  /// broadcasting), so an in-place version may read self's own element as it writes it.
  bool elementwise = false;
};

/// An op's own facts, from its definition alone; its relations to other ops left empty. Throws
/// std::runtime_error on a bad schema.
std::unique_ptr<OpInfo> describeOp(const OpDefinition& definition);

} // namespace reinplace
