#include "core/ops/op_info.h"

#include "core/ops/bound_args.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace reinplace {
namespace {

// Parses a default as written in native_functions.yaml ("1", "-1", "False", "None", "[0,1]",
// "1.0", "contiguous_format", "\"mean\"") into an Arg of the argument's type.
Arg parseDefault(const std::string& text, const SchemaType& type) {
  if (text == "None") return Arg::none();
  if (text == "True") return Arg::ofBool(true);
  if (text == "False") return Arg::ofBool(false);
  if (text.front() == '"' || text.front() == '\'') return Arg(text.substr(1, text.size() - 2));
  if (text.front() == '[') {
    std::vector<Arg> items;
    SchemaType element = type;
    element.list = false;
    size_t start = 1;
    while (start < text.size() - 1) {
      size_t end = text.find(',', start);
      if (end == std::string::npos) end = text.size() - 1;
      std::string item = text.substr(start, end - start);
      size_t first = item.find_first_not_of(' ');
      if (first != std::string::npos) items.push_back(parseDefault(item.substr(first), element));
      start = end + 1;
    }
    return Arg::ofList(std::move(items));
  }
  if (text == "contiguous_format") return Arg(MemoryFormat::contiguous_format);
  if (text == "preserve_format") return Arg(MemoryFormat::preserve_format);
  if (text == "strided") return Arg(Layout::strided);
  // at::Reduction, as native_functions.yaml names the losses' default.
  if (text == "Mean") return Arg::ofInt(1);
  if (auto dtype = dtypeFromTorchAttr(text)) return Arg(*dtype);
  bool is_float = text.find_first_of(".eE") != std::string::npos || type.base == BaseType::Float;
  if (is_float) {
    double value = 0;
    auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc()) throw std::runtime_error("bad default value '" + text + "'");
    return Arg::ofDouble(value);
  }
  int64_t value = 0;
  auto result = std::from_chars(text.data(), text.data() + text.size(), value);
  if (result.ec != std::errc() || result.ptr != text.data() + text.size())
    throw std::runtime_error("bad default value '" + text + "'");
  // A single int default of an int[N] argument means N copies (e.g. stride=1 for int[2]).
  if (type.list && type.fixed_size > 0)
    return Arg::ofInts(std::vector<int64_t>(type.fixed_size, value));
  return Arg::ofInt(value);
}

// The ops whose results ATen computes as views of self without saying so in the schema.
constexpr std::string_view kHiddenViewPackets[] = {"_unsafe_view", "unsafe_split",
                                                   "unsafe_split_with_sizes", "unsafe_chunk"};

// The writes torch 1.13's schemas leave out, by op packet: (written argument, condition).
struct HiddenWriteFact {
  std::string_view packet;
  std::string_view argument;
  std::string_view condition;
};
constexpr HiddenWriteFact kHiddenWrites[] = {
    {"native_batch_norm", "running_mean", "training"},
    {"native_batch_norm", "running_var", "training"},
    {"_batch_norm_impl_index", "running_mean", "training"},
    {"_batch_norm_impl_index", "running_var", "training"},
    {"batch_norm", "running_mean", "training"},
    {"batch_norm", "running_var", "training"},
    {"cudnn_batch_norm", "running_mean", "training"},
    {"cudnn_batch_norm", "running_var", "training"},
    {"miopen_batch_norm", "running_mean", "training"},
    {"miopen_batch_norm", "running_var", "training"},
    {"rrelu_with_noise", "noise", "training"},
    {"rrelu_with_noise_", "noise", "training"},
};

bool writesOut(const Schema& schema) {
  return std::any_of(schema.arguments.begin(), schema.arguments.end(),
                     [](const SchemaArgument& arg) { return arg.isOut(); });
}

} // namespace

std::vector<std::string> writtenArguments(const OpInfo& op) {
  std::vector<std::string> names;
  for (const auto& arg : op.schema.arguments)
    if (arg.alias && arg.alias->is_write) names.push_back(arg.name);
  return names;
}

bool writesArgument(const OpInfo& op, const BoundArgs& args, int index) {
  const auto& alias = op.schema.arguments.at(static_cast<size_t>(index)).alias;
  if (alias && alias->is_write) return true;
  for (const HiddenWrite& hidden : op.hidden_writes) {
    if (hidden.argument != index) continue;
    if (hidden.condition < 0) return true;
    const Arg& flag = args.at(hidden.condition);
    if (flag.isBool() && std::get<bool>(flag.value)) return true;
  }
  return false;
}

std::unique_ptr<OpInfo> describeOp(const OpDefinition& definition) {
  auto op = std::make_unique<OpInfo>();
  try {
    op->schema = parseSchema(definition.schema);
  } catch (const SchemaError& error) {
    throw std::runtime_error(std::string("bad schema '") + definition.schema + "' at column " +
                             std::to_string(error.column()) + ": " + error.what());
  }
  if (op->schema.arguments.size() > kMaxSchemaArguments)
    throw std::runtime_error("schema has more than " + std::to_string(kMaxSchemaArguments) +
                             " arguments: " + definition.schema);
  op->qualified_name = op->schema.qualifiedName();
  op->packet_name = op->schema.name;
  op->meta_rule = definition.meta_rule;
  op->elementwise = definition.elementwise;
  op->defaults.reserve(op->schema.arguments.size());
  for (const auto& argument : op->schema.arguments) {
    op->defaults.push_back(argument.default_value ? std::make_unique<Arg>(parseDefault(
                                                        *argument.default_value, argument.type))
                                                  : nullptr);
  }
  op->is_view = op->schema.isView();
  op->is_multi_output_view = op->schema.isMultiOutputView();
  op->is_inplace = op->schema.isInplace();
  op->is_out = writesOut(op->schema);
  for (const HiddenWriteFact& fact : kHiddenWrites) {
    if (fact.packet != op->packet_name) continue;
    int argument = op->schema.findArgument(fact.argument);
    if (argument >= 0 && !op->schema.arguments[argument].alias)
      op->hidden_writes.push_back({argument, op->schema.findArgument(fact.condition)});
  }
  op->hidden_view =
      !op->is_out && std::find(std::begin(kHiddenViewPackets), std::end(kHiddenViewPackets),
                               op->packet_name) != std::end(kHiddenViewPackets);
  return op;
}

} // namespace reinplace
