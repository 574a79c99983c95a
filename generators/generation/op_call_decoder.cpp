#include "generators/generation/op_call_decoder.h"
#include "core/meta/builtin_registry.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <string>

namespace reinplace::gen {

namespace {

constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();
// Inputs beyond this many are not made: the rest of a long tensor list is cut short.
constexpr int kMaxInputs = 8;

// Reads the bytes front to back; past the end every read is zero, so any string decodes.
class ByteStream {
public:
  explicit ByteStream(std::span<const uint8_t> bytes) : bytes_(bytes) {}
  uint8_t byte() { return position_ < bytes_.size() ? bytes_[position_++] : 0; }
  /// A byte mapped onto [0, n).
  size_t below(size_t n) { return byte() % n; }
  uint64_t raw64() {
    uint64_t value = 0;
    for (int i = 0; i < 8; ++i) value |= uint64_t{byte()} << (8 * i);
    return value;
  }

private:
  std::span<const uint8_t> bytes_;
  size_t position_ = 0;
};

bool passable(const SchemaArgument& argument) {
  switch (argument.type.base) {
  case BaseType::Dimname:
  case BaseType::Storage:
  case BaseType::Stream:
  case BaseType::QScheme:
  case BaseType::Generator:
    // None is the one value FX code passes for these; a required one cannot be passed at all.
    return argument.type.optional || argument.default_value.has_value();
  default:
    return true;
  }
}

// The sizes that overflow element counts and byte counts when multiplied or offset.
constexpr int64_t kHugeSizes[] = {
    int64_t{1} << 31, (int64_t{1} << 31) - 1, int64_t{1} << 32, (int64_t{1} << 32) + 1,
    int64_t{1} << 40, int64_t{1} << 62,       kInt64Max - 1,    kInt64Max};

class CallDecoder {
public:
  explicit CallDecoder(std::span<const uint8_t> bytes) : in_(bytes) {}

  DecodedOpCall decode() {
    const auto& ops = decodableOps();
    size_t pick = (size_t{in_.byte()} << 8) | in_.byte();
    const OpInfo* op = ops[pick % ops.size()];
    std::vector<Arg> args;
    std::vector<std::pair<std::string, Arg>> kwargs;
    bool skipped = false; // once an argument is left to its default, later ones go by keyword
    for (size_t i = 0; i < op->schema.arguments.size(); ++i) {
      const SchemaArgument& argument = op->schema.arguments[i];
      bool has_default = argument.default_value.has_value();
      if (has_default && (in_.byte() < 96 || !passable(argument))) {
        skipped = true;
        continue;
      }
      static const Arg kNoDefault = Arg::none();
      const Arg* default_value = i < op->defaults.size() ? op->defaults[i].get() : nullptr;
      Arg value = decodeArgument(argument, default_value ? *default_value : kNoDefault);
      if (argument.kwarg_only || skipped)
        kwargs.emplace_back(argument.name, std::move(value));
      else
        args.push_back(std::move(value));
    }
    DecodedOpCall result;
    result.op = op;
    result.call = graph_.addCall(op, std::move(args), std::move(kwargs), "r");
    result.graph = std::move(graph_);
    return result;
  }

private:
  Arg decodeArgument(const SchemaArgument& argument, const Arg& default_value) {
    const SchemaType& type = argument.type;
    if (!passable(argument)) return Arg::none();
    if (type.optional && in_.byte() < 40) return Arg::none();
    if (!type.list) return element(type.base, default_value);
    size_t length = 0;
    if (type.fixed_size > 0 && in_.byte() < 160)
      length = static_cast<size_t>(type.fixed_size);
    else
      length = in_.below(type.base == BaseType::Tensor ? 5 : 8);
    std::vector<Arg> items;
    const Arg& element_default = default_value.isList() && !default_value.list().items.empty()
                                     ? default_value.list().items.front()
                                     : default_value;
    for (size_t i = 0; i < length; ++i) {
      if (type.optional_elements && in_.byte() < 64)
        items.push_back(Arg::none());
      else
        items.push_back(element(type.base, element_default));
    }
    return Arg::ofList(std::move(items));
  }

  Arg element(BaseType base, const Arg& default_value) {
    switch (base) {
    case BaseType::Tensor:
      if (inputs_ >= kMaxInputs || in_.byte() < 8) return Arg::ofInt(integer());
      return Arg::ofNode(tensorInput());
    case BaseType::Int:
    case BaseType::SymInt:
      return Arg::ofInt(integer());
    case BaseType::Float:
      return Arg::ofDouble(floating());
    case BaseType::Bool:
      return Arg::ofBool(in_.byte() & 1);
    case BaseType::Scalar:
      switch (in_.below(3)) {
      case 0:
        return Arg::ofInt(integer());
      case 1:
        return Arg::ofDouble(floating());
      default:
        return Arg::ofBool(in_.byte() & 1);
      }
    case BaseType::ScalarType:
      return Arg(static_cast<DType>(in_.below(kNumDTypes)));
    case BaseType::Layout:
      return Arg(Layout::strided);
    case BaseType::Device:
      return Arg(Device{});
    case BaseType::MemoryFormat:
      return Arg(static_cast<MemoryFormat>(in_.below(3)));
    case BaseType::Str:
      return Arg(string(default_value));
    default:
      return Arg::none();
    }
  }

  int64_t integer() {
    uint8_t selector = in_.byte();
    if (selector == kRawIntSelector) return static_cast<int64_t>(in_.raw64());
    if (selector >= 0xC0) return adversarialInts()[selector % adversarialInts().size()];
    return static_cast<int64_t>(selector % 20) - 4;
  }

  double floating() {
    switch (in_.below(13)) {
    case 0:
      return 0.0;
    case 1:
      return -0.0;
    case 2:
      return 1.0;
    case 3:
      return -1.0;
    case 4:
      return 0.5;
    case 5:
      return -2.5;
    case 6:
      return std::numeric_limits<double>::quiet_NaN();
    case 7:
      return std::numeric_limits<double>::infinity();
    case 8:
      return -std::numeric_limits<double>::infinity();
    case 9:
      return 1e300;
    case 10:
      return 1e-300;
    case 11:
      return static_cast<double>(integer());
    default:
      return std::bit_cast<double>(in_.raw64());
    }
  }

  // The strings schemas take (reductions, approximations, rounding modes, padding modes...):
  // the argument's own default, or one of the words ops of the registry expect.
  std::string string(const Arg& default_value) {
    static constexpr const char* kWords[] = {
        "none",  "tanh",    "sum",      "mean", "amax",     "amin", "prod", "trunc",
        "floor", "reflect", "constant", "ij",   "bilinear", "",     "add",  "multiply"};
    size_t pick = in_.below(std::size(kWords) + 2);
    if (pick >= std::size(kWords) && default_value.holds<std::string>())
      return std::get<std::string>(default_value.value);
    return kWords[pick % std::size(kWords)];
  }

  int64_t size() {
    uint8_t selector = in_.byte();
    if (selector == kRawIntSelector) return static_cast<int64_t>(in_.raw64());
    if (selector >= 0xD0) return kHugeSizes[selector % std::size(kHugeSizes)];
    return selector % 6;
  }

  int64_t stride() {
    uint8_t selector = in_.byte();
    if (selector == kRawIntSelector) return static_cast<int64_t>(in_.raw64());
    if (selector >= 0xE0) return kHugeSizes[selector % std::size(kHugeSizes)];
    return selector % 8;
  }

  Node* tensorInput() {
    TensorMeta meta;
    uint8_t dtype = in_.byte();
    meta.dtype = dtype < 128 ? DType::f32 : static_cast<DType>(dtype % kNumDTypes);
    size_t rank = in_.below(7);
    for (size_t d = 0; d < rank; ++d) meta.sizes.push_back(size());
    uint8_t layout = in_.byte();
    if (layout < 128) {
      meta.strides = contiguousStrides(meta.sizes);
    } else {
      for (size_t d = 0; d < rank; ++d) meta.strides.push_back(stride());
    }
    uint8_t offset = in_.byte();
    if (offset >= 240)
      meta.storage_offset = kHugeSizes[offset % std::size(kHugeSizes)];
    else if (offset >= 160)
      meta.storage_offset = offset % 8;
    auto annotation = std::make_unique<MetaAnnotation>();
    annotation->meta = meta;
    annotation->has_strides = annotation->has_offset = true;
    uint8_t shared = in_.byte();
    if (shared < 32) {
      // One of two storages shared by the inputs that name it. The first input to name one
      // decides whether its size is written, and as what: what that input reaches, or one
      // element short of it.
      auto& storage = storages_[shared % 2];
      // A storage has one dtype (the format refuses two): a later input takes the first's.
      if (storage) meta.dtype = annotation->meta.dtype = storage_dtypes_[shared % 2];
      if (!storage) {
        storage_dtypes_[shared % 2] = meta.dtype;
        auto named = std::make_shared<StorageName>();
        named->name = "s" + std::to_string(shared % 2);
        int64_t extent = nonNegative(meta) ? safeExtent(meta) : -1;
        if (extent >= 0 && shared % 3 != 0)
          named->elements = extent - (shared % 3 == 2 && extent > 0 ? 1 : 0);
        storage = std::move(named);
      }
      annotation->shared_storage = storage;
    }
    Node* node = graph_.addPlaceholder("x" + std::to_string(inputs_++));
    node->annotation = std::move(annotation);
    return node;
  }

  static bool nonNegative(const TensorMeta& meta) {
    for (size_t d = 0; d < meta.sizes.size(); ++d)
      if (meta.sizes[d] < 0 || meta.strides[d] < 0) return false;
    return meta.storage_offset >= 0;
  }

  // One past the furthest element, or -1 when that does not fit in int64.
  static int64_t safeExtent(const TensorMeta& meta) {
    int64_t furthest = meta.storage_offset;
    for (size_t d = 0; d < meta.sizes.size(); ++d) {
      if (meta.sizes[d] == 0) return 0;
      int64_t step = 0;
      if (__builtin_mul_overflow(meta.sizes[d] - 1, meta.strides[d], &step) ||
          __builtin_add_overflow(furthest, step, &furthest))
        return -1;
    }
    return furthest == kInt64Max ? -1 : furthest + 1;
  }

  ByteStream in_;
  Graph graph_;
  int inputs_ = 0;
  std::shared_ptr<const StorageName> storages_[2];
  DType storage_dtypes_[2] = {DType::f32, DType::f32};
};

std::vector<const OpInfo*> collectDecodableOps() {
  std::vector<const OpInfo*> ops;
  for (const auto& op : builtinRegistry().ops()) {
    if (!op->meta_rule) continue;
    bool callable = true;
    for (const SchemaArgument& argument : op->schema.arguments) callable &= passable(argument);
    if (callable) ops.push_back(op);
  }
  return ops;
}

} // namespace

const std::vector<const OpInfo*>& decodableOps() {
  static const std::vector<const OpInfo*> ops = collectDecodableOps();
  return ops;
}

const std::vector<int64_t>& adversarialInts() {
  static const std::vector<int64_t> values = [] {
    std::vector<int64_t> out = {0,
                                1,
                                -1,
                                2,
                                -2,
                                kInt64Min,
                                kInt64Min + 1,
                                kInt64Max,
                                kInt64Max - 1,
                                int64_t{1} << 40,
                                int64_t{1} << 62,
                                -(int64_t{1} << 62),
                                (int64_t{1} << 62) - 1};
    for (int shift : {31, 32})
      for (int64_t delta : {-1, 0, 1}) {
        int64_t power = int64_t{1} << shift;
        out.push_back(power + delta);
        out.push_back(-power + delta);
      }
    for (int shift : {16, 48, 53}) out.push_back(int64_t{1} << shift);
    out.push_back(-(int64_t{1} << 40));
    out.push_back(-(int64_t{1} << 48));
    out.push_back((int64_t{1} << 53) + 1);
    return out;
  }();
  return values;
}

DecodedOpCall decodeOpCall(std::span<const uint8_t> bytes) {
  return CallDecoder(bytes).decode();
}

} // namespace reinplace::gen
