#include "oracle/interpreter/uninterpreted.h"

#include "oracle/inputs/split_mix64.h"
#include "oracle/runtime/element.h"

#include <bit>
#include <cmath>
#include <string_view>

namespace reinplace::oracle {
namespace {

class Mixer {
public:
  void add(uint64_t word) { state_ = SplitMix64(state_ ^ word).next(); }
  void add(std::string_view text) {
    for (char c : text) add(static_cast<uint64_t>(static_cast<unsigned char>(c)));
    add(uint64_t{0xff});
  }
  void add(double value) {
    // All NaNs read alike; -0.0 and 0.0 stay apart, as their bits do.
    add(std::isnan(value) ? uint64_t{0x7ff8000000000000} : std::bit_cast<uint64_t>(value));
  }
  uint64_t value() const { return state_; }

private:
  uint64_t state_ = 0x243f6a8885a308d3ull;
};

void addLayout(Mixer& mix, const TensorMeta& layout, OpInfo::LayoutRead read) {
  switch (read) {
  case OpInfo::LayoutRead::None:
    return;
  case OpInfo::LayoutRead::ContiguityRead:
    mix.add(uint64_t{layout.isContiguous()});
    return;
  case OpInfo::LayoutRead::StridesRead:
    for (size_t d = 0; d < layout.sizes.size(); ++d)
      if (layout.sizes[d] != 1) mix.add(static_cast<uint64_t>(layout.strides[d]));
    return;
  case OpInfo::LayoutRead::AllLayoutRead:
    mix.add(static_cast<uint64_t>(layout.storage_offset));
    for (int64_t stride : layout.strides) mix.add(static_cast<uint64_t>(stride));
    return;
  }
}

void addTensor(Mixer& mix, const RuntimeTensor& tensor, OpInfo::LayoutRead read) {
  mix.add(static_cast<uint64_t>(tensor.layout.dtype));
  for (int64_t size : tensor.layout.sizes) mix.add(static_cast<uint64_t>(size));
  addLayout(mix, tensor.layout, read);
  forEachOffset(tensor.layout, [&](int64_t offset) {
    mix.add(loadElement<double>(tensor.element(offset), tensor.layout.dtype));
  });
}

void addArg(Mixer& mix, const Arg& arg, const ValueLookup& values, OpInfo::LayoutRead read) {
  mix.add(static_cast<uint64_t>(arg.value.index()));
  if (arg.isNode()) {
    for (const TensorHandle& tensor : values(arg.node())) addTensor(mix, *tensor, read);
  } else if (arg.isList()) {
    for (const Arg& item : arg.list().items) addArg(mix, item, values, read);
  } else if (arg.isInt()) {
    mix.add(static_cast<uint64_t>(std::get<int64_t>(arg.value)));
  } else if (arg.isDouble()) {
    mix.add(std::get<double>(arg.value));
  } else if (arg.isBool()) {
    mix.add(uint64_t{std::get<bool>(arg.value)});
  } else if (const auto* text = std::get_if<std::string>(&arg.value)) {
    mix.add(std::string_view(*text));
  } else if (const auto* dtype = std::get_if<DType>(&arg.value)) {
    mix.add(static_cast<uint64_t>(*dtype));
  }
}

} // namespace

uint64_t uninterpretedSeed(const Node& node, const ValueLookup& values) {
  const OpInfo& op = *node.op;
  Mixer mix;
  const OpInfo& identity = op.is_inplace && op.functional_variant ? *op.functional_variant : op;
  mix.add(std::string_view(identity.qualified_name));
  // Out arguments are only written, never read: torch's out= kernels do not look at what `out`
  // holds.
  const auto& schema = op.schema.arguments;
  for (size_t i = 0; i < node.args.size(); ++i) {
    if (i < schema.size() && schema[i].isOut()) continue;
    addArg(mix, node.args[i], values, op.uninterpreted_layout_read);
  }
  for (const auto& [name, arg] : node.kwargs) {
    int index = op.schema.findArgument(name);
    if (index >= 0 && schema[static_cast<size_t>(index)].isOut()) continue;
    mix.add(std::string_view(name));
    addArg(mix, arg, values, op.uninterpreted_layout_read);
  }
  return mix.value();
}

namespace {

void storeUninterpreted(std::byte* at, DType dtype, uint64_t bits) {
  if (dtype == DType::b8) {
    storeElement<bool>(at, dtype, (bits & 1) != 0);
  } else if (isFloating(dtype)) {
    // Multiples of 1/64 in [-2, 2], never 0: exact in every floating dtype, bf16 included. A
    // zero stand-in for a norm or a clamp_min divides by zero downstream (F.normalize in Swin v2's
    // attention), and a run whose every output is NaN compares equal to any other.
    int64_t step = static_cast<int64_t>(bits % 256) - 128;
    storeElement<double>(at, dtype, static_cast<double>(step >= 0 ? step + 1 : step) / 64);
  } else {
    int64_t value = static_cast<int64_t>(bits % 16);
    storeElement<int64_t>(at, dtype, dtype == DType::u8 ? value : value - 8);
  }
}

} // namespace

void writeUninterpreted(RuntimeTensor& target, uint64_t seed, uint64_t position) {
  SplitMix64 random(seed ^ (position * 0x9e3779b97f4a7c15ull));
  forEachOffset(target.layout, [&](int64_t offset) {
    storeUninterpreted(target.element(offset), target.layout.dtype, random.next());
  });
}

void writeUninterpretedChannel(RuntimeTensor& target, uint64_t seed, uint64_t position,
                               const RuntimeTensor& input, int64_t channel) {
  const TensorMeta& layout = input.layout;
  Mixer mix;
  mix.add(seed);
  mix.add(static_cast<uint64_t>(channel));
  if (layout.dim() >= 2) {
    const int64_t channels = layout.sizes[1];
    const int64_t plane = numelOf(std::span(layout.sizes).subspan(2));
    const std::vector<int64_t> offsets = elementOffsets(layout);
    for (int64_t b = 0; plane > 0 && b < layout.sizes[0]; ++b)
      for (int64_t i = 0; i < plane; ++i)
        mix.add(loadElement<double>(
            input.element(offsets[static_cast<size_t>((b * channels + channel) * plane + i)]),
            layout.dtype));
  }
  const std::vector<int64_t> written = elementOffsets(target.layout);
  if (channel < 0 || static_cast<size_t>(channel) >= written.size()) return;
  std::byte* at = target.element(written[static_cast<size_t>(channel)]);
  mix.add(loadElement<double>(at, target.layout.dtype)); // the old stat, as it is now
  SplitMix64 random(mix.value() ^ (position * 0x9e3779b97f4a7c15ull));
  storeUninterpreted(at, target.layout.dtype, random.next());
}

} // namespace reinplace::oracle
