#include "oracle/inputs/value_roles.h"

#include "core/ops/op_registry.h"
#include "oracle/inputs/call_arguments.h"

#include <cmath>
#include <string_view>

namespace reinplace::oracle {
namespace {

// Statistics of values drawn in [-8, 8) (variance 21.3): a variance in [10, 40), an inverse
// standard deviation its reciprocal root, a mean near 0. Statistics at that scale normalize the
// other inputs to unit scale, as the statistics torch saves normalize the activations it saves.
constexpr FloatRange kVariance{10.0, 40.0};
constexpr FloatRange kInverseStd{0.158, 0.317};
constexpr FloatRange kMean{-1.0, 1.0};
// Views followed from an input to the op that reads it: a weight is transposed or reshaped a
// few times at most before its product.
constexpr int kViewDepth = 4;

struct StatisticArgument {
  std::string_view name;
  FloatRange range;
};

constexpr StatisticArgument kStatisticArguments[] = {
    {"running_var", kVariance}, {"var", kVariance},           {"save_var", kVariance},
    {"invstd", kInverseStd},    {"save_invstd", kInverseStd}, {"rstd", kInverseStd},
    {"running_mean", kMean},    {"save_mean", kMean},         {"mean", kMean}};

bool isConvolution(std::string_view packet) {
  return packet.find("conv") != std::string_view::npos || packet == "_convolution";
}

// How many products a layer sums per output element through `weight` (laid out as `meta` at the
// use), or 0 when this use is no weight of a sum of products.
int64_t fanIn(const Node& user, const Node& weight, const TensorMeta& meta) {
  const std::string_view packet = user.op->packet_name;
  const int64_t rank = meta.dim();
  if (isConvolution(packet) && passesAs(user, "weight", weight) && rank >= 2) {
    const Arg* transposed = argumentNamed(user, "transposed");
    const bool is_transposed =
        transposed && transposed->isBool() && std::get<bool>(transposed->value);
    int64_t fan = is_transposed ? meta.sizes[0] : meta.sizes[1];
    for (int64_t d = 2; d < rank; ++d) fan *= meta.sizes[static_cast<size_t>(d)];
    return fan;
  }
  if (packet == "linear" && passesAs(user, "weight", weight) && rank >= 1)
    return meta.sizes[static_cast<size_t>(rank - 1)];
  if ((passesAs(user, "mat2", weight) || passesAs(user, "batch2", weight) ||
       (packet == "matmul" && passesAs(user, "other", weight))) &&
      rank >= 2)
    return meta.sizes[static_cast<size_t>(rank - 2)];
  // The fused transformer ops' projections, [out, in] as linear's.
  for (std::string_view name : {"qkv_weight", "proj_weight", "ffn_weight_1", "ffn_weight_2"})
    if (passesAs(user, name, weight) && rank == 2) return meta.sizes[1];
  return 0;
}

const FloatRange* statisticRange(const Node& user, const Node& value) {
  for (const StatisticArgument& statistic : kStatisticArguments)
    if (passesAs(user, statistic.name, value)) return &statistic.range;
  return nullptr;
}

void narrowTo(std::optional<FloatRange>& range, FloatRange asked) {
  if (!range || asked.high - asked.low < range->high - range->low) range = asked;
}

// Narrows `range` by every use of `value`, and of the views of it, up to `depth` views away.
void collectUses(const Node& value, int depth, std::optional<FloatRange>& range,
                 std::optional<FloatRange>& statistic) {
  if (!value.hasTensorMeta()) return;
  for (const Node* user : value.users) {
    if (user->kind != NodeKind::Call) continue;
    if (const FloatRange* asked = statisticRange(*user, value)) {
      statistic = *asked;
      continue;
    }
    if (int64_t fan = fanIn(*user, value, value.tensorMeta()); fan > 0) {
      const double bound = std::sqrt(3.0 / static_cast<double>(fan));
      narrowTo(range, FloatRange{-bound, bound});
      continue;
    }
    if (user->op->is_view && depth > 0 && !user->args.empty() && user->args[0].isNode() &&
        user->args[0].node() == &value)
      collectUses(*user, depth - 1, range, statistic);
  }
}

} // namespace

std::optional<FloatRange> valueRange(const Node& input) {
  if (!input.hasTensorMeta() || !isFloating(input.tensorMeta().dtype)) return std::nullopt;
  std::optional<FloatRange> range;
  std::optional<FloatRange> statistic;
  collectUses(input, kViewDepth, range, statistic);
  // A negative variance is NaN whatever else reads it: a statistic's range comes first.
  return statistic ? statistic : range;
}

} // namespace reinplace::oracle
