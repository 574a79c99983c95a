#pragma once
// The op registry: every aten op torch 1.13 knows, each registered once from its schema string
// (the generated table of aten_schemas.h), with a meta rule where a family defines one.
// Classification (view, multi-output view, in-place, out=, in-place and out= variants of a
// functional op, the view a *_scatter inverts) is derived from the schemas, as upstream's
// reinplace pass derives it from torch.ops and torchgen groups out= variants.

#include "core/ir/arg.h"
#include "core/ir/tensor_meta.h"
#include "core/ops/schema.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
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

class OpRegistry {
public:
  /// Every aten op of torch 1.13's schema table (aten_schemas.h), each with the meta rule of
  /// the definition of that schema in `ruled` if there is one; throws std::runtime_error when a
  /// ruled schema differs from torch's or names an op torch does not have.
  static OpRegistry atenWithRules(const std::vector<OpDefinition>& ruled);

  /// Builds a registry from definitions; throws std::runtime_error on a bad schema or duplicate.
  explicit OpRegistry(const std::vector<OpDefinition>& definitions);

  /// "add.Tensor" (also "add" for "add.default").
  const OpInfo* find(std::string_view qualified_name) const;
  /// By packet and overload name, without building the qualified name.
  const OpInfo* find(std::string_view packet_name, std::string_view overload) const;
  const std::vector<std::unique_ptr<OpInfo>>& ops() const { return ops_; }
  /// Every overload of a packet ("add" -> add.Tensor, add.Scalar).
  std::vector<const OpInfo*> overloads(std::string_view packet_name) const;

private:
  void deriveRelations();

  std::vector<std::unique_ptr<OpInfo>> ops_;
  // Heterogeneous lookup, so finding an op by a string_view allocates nothing.
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
  };
  std::unordered_map<std::string, const OpInfo*, NameHash, std::equal_to<>> by_name_;
  std::unordered_map<std::string, std::vector<const OpInfo*>, NameHash, std::equal_to<>> by_packet_;
};

} // namespace reinplace
