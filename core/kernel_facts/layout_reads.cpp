#include "core/kernel_facts/layout_reads.h"

#include "core/kernel_facts/blas_path.h"
#include "core/kernel_facts/layout_sensitivity.h"
#include "core/kernel_facts/vectorized_loop.h"
#include "core/meta/layout.h"
#include "core/meta/memory_format.h"
#include "core/meta/view_replay.h"
#include "core/ops/bound_args.h"

#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace reinplace {

namespace {
// Positional reads are worked out element by element, for small tensors only.
constexpr int64_t kMaxElementsWorkedOut = 4096;
} // namespace

LayoutChange changeBetween(const TensorMeta& functional, const TensorMeta* now) {
  if (!now) return LayoutChange::Strides;
  bool same_offset = functional.storage_offset == now->storage_offset;
  if (functional.strides == now->strides)
    return same_offset ? LayoutChange::None : LayoutChange::Offset;
  TensorMeta at_functional_offset = *now;
  at_functional_offset.storage_offset = functional.storage_offset;
  if (!sameElements(functional, at_functional_offset)) return LayoutChange::Strides;
  return same_offset ? LayoutChange::SizeOneStrides : LayoutChange::OffsetAndSizeOneStrides;
}

bool samePositions(LayoutChange change) {
  return change == LayoutChange::None || change == LayoutChange::SizeOneStrides;
}

bool dependsOn(LayoutChange change, const Node* user) {
  switch (change) {
  case LayoutChange::None:
    return false;
  case LayoutChange::Offset:
    return dependsOnOffset(user);
  case LayoutChange::SizeOneStrides:
    return dependsOnSizeOneStrides(user);
  case LayoutChange::OffsetAndSizeOneStrides: // the two are independent readings of a layout
    return dependsOnOffset(user) || dependsOnSizeOneStrides(user);
  case LayoutChange::Strides:
    return dependsOnLayout(user);
  }
  return true;
}

namespace {

const TensorMeta* functionalLayout(const Node& value) {
  return value.hasTensorMeta() ? &value.tensorMeta() : nullptr;
}

// Which elements `loop` (picksLoopByStrides) computes with its vectorized function, its result
// laid out as `result` and its operands as `layoutOf` says (read converted to the result's
// dtype, as TensorIterator reads them). Unknown for an unknown layout, or a result too large to
// work out element by element.
std::optional<std::vector<bool>> loopElements(const Node* loop, const TensorMeta& result,
                                              const LayoutOf& layoutOf) {
  constexpr int64_t kMaxElements = int64_t{1} << 16;
  if (result.numel() > kMaxElements) return std::nullopt;
  BoundArgs bound(*loop->op, loop->args, loop->kwargs);
  // The loop's operands: the first two arguments, or clamp.Tensor's self and its one bound.
  std::vector<const Arg*> loop_operands = {&bound.at(0), &bound.at(1)};
  if (loop->op->packet_name == "clamp" || loop->op->packet_name == "clamp_")
    loop_operands[1] = bound.at(1).isNone() ? &bound.at(2) : &bound.at(1);
  std::vector<TensorMeta> operands;
  for (const Arg* operand : loop_operands) {
    TensorMeta layout;
    if (operand->isNode()) {
      const TensorMeta* meta = layoutOf(*operand->node());
      if (!meta || meta->sizes.size() > result.sizes.size()) return std::nullopt;
      layout = broadcastLayout(meta->dtype == result.dtype ? *meta : emptyLike(*meta, result.dtype),
                               result.sizes);
    } else { // a Python number: broadcast everywhere
      layout.sizes = result.sizes;
      layout.strides.assign(result.sizes.size(), 0);
    }
    operands.push_back(std::move(layout));
  }
  return vectorizedElements(result, operands, vectorChunk(result.dtype));
}

// The reference BLAS's order of operations for addmm(self, mat1, mat2), its matrices laid out as
// `layoutOf` says; nullopt when unknown. Integer products wrap, exactly in any order.
std::optional<bool> gemmTakesDotProducts(const Node* addmm, const LayoutOf& layoutOf) {
  if (addmm->args.size() < 3 || !addmm->args[1].isNode() || !addmm->args[2].isNode())
    return std::nullopt;
  const TensorMeta* mat1 = layoutOf(*addmm->args[1].node());
  const TensorMeta* mat2 = layoutOf(*addmm->args[2].node());
  if (!mat1 || !mat2 || mat1->dim() != 2 || mat2->dim() != 2) return std::nullopt;
  DType dtype = addmm->tensorMeta().dtype;
  if (isIntegral(dtype, /*include_bool=*/false)) return false;
  if (dtype != DType::f32 && dtype != DType::f64) return std::nullopt; // half types: oneDNN
  return gemmPath(*mat1, *mat2).dot_products;
}

// Where the reference BLAS's two paths compute the same values whatever the layouts. With alpha
// 1 they differ only in how beta * self enters: with beta 0 both sum the products from a zero in
// the same order; with one product, adding it to a zero first changes only a -0 product, and a
// product of a value with itself is never -0. Checked bitwise in torch on special values.
bool gemmPathsAgree(const Node* addmm) {
  BoundArgs bound(*addmm->op, addmm->args, addmm->kwargs);
  auto number = [&](const char* name) {
    int index = addmm->op->schema.findArgument(name);
    return index < 0 ? std::nullopt : bound.at(index).number();
  };
  if (number("alpha") != 1.0) return false;
  if (number("beta") == 0.0) return true;
  const Node* mat1 = addmm->args[1].node();
  return mat1 == addmm->args[2].node() && mat1->tensorMeta().sizes[1] == 1;
}

} // namespace

// Readers whose dependence on layouts is worked out exactly: on the layouts they now read, with
// their result laid out as `result_now`, they compute as in the functional program. For
// cpu_kernel_vec's ops, the same elements take the vectorized loop; for addmm, the reference
// BLAS takes the same path.
bool computesAlike(const Node* user, const TensorMeta& result_now, const LayoutOf& now) {
  if (!user->hasTensorMeta()) return false;
  if (picksLoopByStrides(user)) {
    auto before = loopElements(user, user->tensorMeta(), functionalLayout);
    auto after = loopElements(user, result_now, now);
    return before && after && *before == *after;
  }
  if (user->op->qualified_name == "addmm.default") {
    auto before = gemmTakesDotProducts(user, functionalLayout);
    auto after = gemmTakesDotProducts(user, now);
    return before && after && (*before == *after || gemmPathsAgree(user));
  }
  return false;
}

bool readsInputAlike(const Node* user, const Node* input, const TensorMeta* now) {
  // A scatter reads its source's values in logical order; only its base's layout matters.
  bool source_only =
      user->op->scattered_view && !(user->args[0].isNode() && user->args[0].node() == input);
  if (source_only || !readsLayoutOf(user, input)) return true;
  // gelu's choice of oneDNN (and batch norm's channel order and transform path) sees whether its
  // operands are contiguous or channels-last, nothing more.
  if (readsContiguityOnly(user, input) && now &&
      input->tensorMeta().isContiguous() == now->isContiguous() &&
      isChannelsLastContiguous(input->tensorMeta()) == isChannelsLastContiguous(*now))
    return true;
  return !dependsOn(changeBetween(input->tensorMeta(), now), user);
}

bool readsLayoutsAlike(const Node* user, const TensorMeta& result_now, const LayoutOf& now) {
  if (user->kind != NodeKind::Call || !dependsOnLayout(user)) return true;
  if (addressesStoragePositions(user)) return false;
  if (computesAlike(user, result_now, now)) return true;
  bool alike = true;
  auto visit = [&](const Node* input) {
    alike = alike && (!input->hasTensorMeta() || readsInputAlike(user, input, now(*input)));
  };
  for (const Arg& arg : user->args) arg.forEachNode(visit);
  for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(visit);
  return alike;
}

std::optional<int64_t> firstIndexReadOtherwise(const TensorMeta& input_before,
                                               const TensorMeta& input_now,
                                               const TensorMeta& read_before,
                                               const TensorMeta& read_now,
                                               const std::vector<int64_t>* only) {
  if (input_before.numel() > kMaxElementsWorkedOut || read_before.numel() > kMaxElementsWorkedOut ||
      read_before.sizes != read_now.sizes || input_before.sizes != input_now.sizes)
    return std::nullopt;
  // Each element at its position, or -1 where two share one: ambiguous.
  auto elementAt = [](const std::vector<int64_t>& positions) {
    std::unordered_map<int64_t, int64_t> element;
    for (size_t i = 0; i < positions.size(); ++i)
      if (!element.emplace(positions[i], static_cast<int64_t>(i)).second)
        element[positions[i]] = -1;
    return element;
  };
  auto input_at_before = elementPositions(input_before), input_at_now = elementPositions(input_now);
  auto read_at_before = elementPositions(read_before), read_at_now = elementPositions(read_now);
  if (!input_at_before || !input_at_now || !read_at_before || !read_at_now) return std::nullopt;
  std::unordered_map<int64_t, int64_t> before = elementAt(*input_at_before);
  std::unordered_map<int64_t, int64_t> now = elementAt(*input_at_now);
  auto differs = [&](int64_t index) {
    const size_t i = static_cast<size_t>(index);
    auto was = before.find((*read_at_before)[i]);
    auto is = now.find((*read_at_now)[i]);
    return was == before.end() || is == now.end() || was->second < 0 || was->second != is->second;
  };
  if (only) {
    for (int64_t index : *only)
      if (differs(index)) return index;
  } else {
    for (int64_t index = 0; index < read_before.numel(); ++index)
      if (differs(index)) return index;
  }
  return -1;
}

std::optional<std::vector<int64_t>> elementsReached(const TensorMeta& whole,
                                                    const TensorMeta& part) {
  if (whole.numel() > kMaxElementsWorkedOut || part.numel() > kMaxElementsWorkedOut)
    return std::nullopt;
  auto whole_at = elementPositions(whole), part_at = elementPositions(part);
  if (!whole_at || !part_at) return std::nullopt;
  std::unordered_map<int64_t, int64_t> element;
  for (size_t i = 0; i < whole_at->size(); ++i)
    if (!element.emplace((*whole_at)[i], static_cast<int64_t>(i)).second) return std::nullopt;
  std::vector<int64_t> reached;
  reached.reserve(part_at->size());
  for (int64_t position : *part_at) {
    auto it = element.find(position);
    if (it == element.end()) return std::nullopt;
    reached.push_back(it->second);
  }
  return reached;
}

bool readsOnlyAsScatterBase(const Node* user, const Node* value) {
  return user->kind == NodeKind::Call && user->op->scattered_view && user->args.size() >= 2 &&
         user->args[0].isNode() && user->args[0].node() == value &&
         !(user->args[1].isNode() && user->args[1].node() == value);
}

std::optional<std::vector<int64_t>>
elementsOutsideScatteredView(const Node& scatter, const TensorMeta& base, ViewReplayer& replayer) {
  const TensorMeta logical = contiguousMeta(base.dtype, base.sizes);
  std::optional<TensorMeta> view =
      replayer.replay(*scatter.op->scattered_view, logical,
                      std::span<const Arg>(scatter.args).subspan(2), scatter.kwargs);
  auto covered = view ? elementPositions(*view) : std::nullopt;
  if (!covered) return std::nullopt;
  std::vector<bool> written(static_cast<size_t>(logical.numel()), false);
  for (int64_t position : *covered) {
    if (position < 0 || position >= logical.numel()) return std::nullopt;
    written[static_cast<size_t>(position)] = true;
  }
  std::vector<int64_t> outside;
  for (size_t i = 0; i < written.size(); ++i)
    if (!written[i]) outside.push_back(static_cast<int64_t>(i));
  return outside;
}

} // namespace reinplace
