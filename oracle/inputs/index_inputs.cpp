#include "oracle/inputs/index_inputs.h"

#include "core/ops/op_registry.h"
#include "oracle/inputs/call_arguments.h"

#include <algorithm>
#include <string_view>

namespace reinplace::oracle {
namespace {

// Where an op reads an index tensor, and what it indexes: a dimension of another argument
// (fixed, or named by an int argument), or an int argument's value.
struct IndexUse {
  std::string_view packet;
  std::string_view index;   // the index argument
  std::string_view indexed; // the tensor it indexes, or "" for `count`
  // >= 0: this dim; -1: the int argument `dim`; -2: the class dim; -3: a plane (the last two
  // dims together: max pooling's flat index); -4: every element (put's flat index).
  int fixed_dim;
  std::string_view count; // with indexed == "": an int argument holding the bound
};

constexpr IndexUse kIndexUses[] = {
    {"embedding", "indices", "weight", 0, ""},
    {"embedding_dense_backward", "indices", "", 0, "num_weights"},
    {"embedding_renorm", "indices", "self", 0, ""},
    {"embedding_renorm_", "indices", "self", 0, ""},
    {"gather", "index", "self", -1, ""},
    {"index_select", "index", "self", -1, ""},
    {"scatter", "index", "self", -1, ""},
    {"scatter_", "index", "self", -1, ""},
    {"scatter_add", "index", "self", -1, ""},
    {"scatter_add_", "index", "self", -1, ""},
    {"scatter_reduce", "index", "self", -1, ""},
    {"scatter_reduce_", "index", "self", -1, ""},
    {"index_add", "index", "self", -1, ""},
    {"index_add_", "index", "self", -1, ""},
    {"index_copy", "index", "self", -1, ""},
    {"index_copy_", "index", "self", -1, ""},
    {"index_reduce", "index", "self", -1, ""},
    {"index_reduce_", "index", "self", -1, ""},
    {"put", "index", "self", -4, ""},
    {"put_", "index", "self", -4, ""},
    {"index_fill", "index", "self", -1, ""},
    {"index_fill_", "index", "self", -1, ""},
    {"nll_loss_forward", "target", "self", -2, ""},
    {"nll_loss_backward", "target", "self", -2, ""},
    {"nll_loss", "target", "self", -2, ""},
    {"nll_loss_nd", "target", "self", -2, ""},
    {"nll_loss2d_forward", "target", "self", -2, ""},
    {"nll_loss2d_backward", "target", "self", -2, ""},
    {"max_pool2d_with_indices_backward", "indices", "self", -3, ""},
};

// index.Tensor's and index_put's `indices` list: a long index at position k indexes dim k of self,
// as long as no mask (which spans a dim per dim of its own) comes before it.
std::optional<int64_t> boundInIndexList(const Node& input, const Node& user) {
  const Arg* list = argumentNamed(user, "indices");
  const Arg* self = argumentNamed(user, "self");
  if (!list || !list->isList() || !self || !self->isNode() || !self->node()->hasTensorMeta())
    return std::nullopt;
  const TensorMeta& meta = self->node()->tensorMeta();
  std::optional<int64_t> bound;
  const auto& items = list->list().items;
  for (size_t k = 0; k < items.size(); ++k) {
    if (items[k].isNone()) continue;
    const Node* index = items[k].isNode() ? items[k].node() : nullptr;
    if (!index || !index->hasTensorMeta() || index->tensorMeta().dtype != DType::i64)
      return std::nullopt;
    if (index != &input) continue;
    if (static_cast<int64_t>(k) >= meta.dim()) return std::nullopt;
    const int64_t size = meta.sizes[k];
    bound = bound ? std::min(*bound, size) : size;
  }
  return bound;
}

// The bound one use puts on `input`, or nullopt when the use is not an index position.
std::optional<int64_t> boundOfUse(const Node& input, const Node& user) {
  if (user.kind != NodeKind::Call) return std::nullopt;
  const std::string_view packet = user.op->packet_name;
  if (user.op->qualified_name == "index.Tensor" || packet == "index_put" ||
      packet == "index_put_" || packet == "_index_put_impl_" || packet == "_index_put_impl")
    return boundInIndexList(input, user);
  for (const IndexUse& use : kIndexUses) {
    if (use.packet != user.op->packet_name) continue;
    const Arg* index = argumentNamed(user, use.index);
    if (!index || !index->isNode() || index->node() != &input) continue;
    if (use.indexed.empty()) return intArgument(user, use.count);
    const Arg* indexed = argumentNamed(user, use.indexed);
    if (!indexed || !indexed->isNode() || !indexed->node()->hasTensorMeta()) return std::nullopt;
    const TensorMeta& meta = indexed->node()->tensorMeta();
    int64_t dim = use.fixed_dim;
    if (dim == -1) {
      std::optional<int64_t> named = intArgument(user, "dim");
      if (!named) return std::nullopt;
      dim = *named < 0 ? *named + meta.dim() : *named;
    } else if (dim == -2) {
      dim = meta.dim() >= 2 ? 1 : 0; // nll_loss's classes: dim 1 of (N, C, ...), dim 0 of (C)
    }
    if (dim == -3)
      return meta.dim() >= 2 ? meta.sizes[meta.dim() - 2] * meta.sizes[meta.dim() - 1]
                             : std::optional<int64_t>();
    if (dim == -4) return meta.numel();
    if (meta.dim() == 0) return int64_t{1}; // a 0-dim tensor indexes as size 1
    if (dim < 0 || dim >= meta.dim()) return std::nullopt;
    return meta.sizes[static_cast<size_t>(dim)];
  }
  return std::nullopt;
}

} // namespace

std::optional<int64_t> indexBound(const Node& input) {
  if (!input.hasTensorMeta() || isFloating(input.tensorMeta().dtype) ||
      input.tensorMeta().dtype == DType::b8 || input.users.empty())
    return std::nullopt;
  std::optional<int64_t> bound;
  for (const Node* user : input.users) {
    if (user->kind == NodeKind::Output) continue; // returning it asks nothing of its values
    std::optional<int64_t> here = boundOfUse(input, *user);
    if (!here) return std::nullopt;
    bound = bound ? std::min(*bound, *here) : *here;
  }
  return bound;
}

bool uniqueIndexOverall(const Node& input) {
  for (const Node* user : input.users) {
    if (user->kind != NodeKind::Call) continue;
    const std::string_view packet = user->op->packet_name;
    if (packet != "put" && packet != "put_") continue;
    const Arg* index = argumentNamed(*user, "index");
    const Arg* accumulate = argumentNamed(*user, "accumulate");
    const bool accumulates =
        accumulate && accumulate->isBool() && std::get<bool>(accumulate->value);
    if (index && index->isNode() && index->node() == &input && !accumulates) return true;
  }
  return false;
}

std::optional<int64_t> uniqueIndexDim(const Node& input) {
  if (!input.hasTensorMeta()) return std::nullopt;
  std::optional<int64_t> unique;
  for (const Node* user : input.users) {
    if (user->kind != NodeKind::Call) continue;
    const std::string_view packet = user->op->packet_name;
    const bool writes_once = ((packet == "scatter" || packet == "scatter_") &&
                              user->op->schema.findArgument("reduce") < 0) ||
                             packet == "index_copy" || packet == "index_copy_";
    const Arg* index = writes_once ? argumentNamed(*user, "index") : nullptr;
    if (!index || !index->isNode() || index->node() != &input) continue;
    int64_t dim = 0; // index_copy's index is one-dimensional
    if (packet.starts_with("scatter")) {
      std::optional<int64_t> named = intArgument(*user, "dim");
      if (!named) return std::nullopt;
      const int64_t rank = std::max<int64_t>(input.tensorMeta().dim(), 1);
      dim = *named < 0 ? *named + rank : *named;
    }
    if (unique && *unique != dim) return std::nullopt;
    unique = dim;
  }
  return unique;
}

} // namespace reinplace::oracle
