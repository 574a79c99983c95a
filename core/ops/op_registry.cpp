#include "core/ops/op_registry.h"

#include "core/ops/aten_schemas.h"
#include "core/ops/bound_args.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <unordered_set>

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

// The view arguments of foo (after self) must line up with the scatter's arguments after
// (self, src) for foo_scatter to be foo's inverse.
bool scatterInvertsView(const Schema& scatter, const Schema& view) {
  if (scatter.arguments.size() != view.arguments.size() + 1) return false;
  for (size_t i = 1; i < view.arguments.size(); ++i)
    if (!(scatter.arguments[i + 1].type == view.arguments[i].type) ||
        scatter.arguments[i + 1].name != view.arguments[i].name)
      return false;
  return true;
}

// The head of a schema string: "add.Tensor(...)" -> "add.Tensor", "clone(...)" -> "clone.default".
std::string qualifiedNameOf(std::string_view schema) {
  std::string_view head = schema.substr(0, schema.find('('));
  std::string name(head);
  return head.find('.') == std::string_view::npos ? name + ".default" : name;
}

// torchgen's FunctionSchema.signature(), as text: what a functional op and its out= variant
// share. Out arguments and TensorOptions (dtype, layout, device, pin_memory together) are set
// aside, a "_functional" suffix and the overload name dropped, alias annotations and return
// names dropped, and written arguments no return aliases (self, the out arguments, positional
// ones after self, in that order) become returns.
std::string groupingSignature(const Schema& schema) {
  static constexpr std::string_view kTensorOptions[] = {"dtype", "layout", "device", "pin_memory"};
  const auto& args = schema.arguments;
  auto is_option = [](const SchemaArgument& arg) {
    return arg.kwarg_only && std::find(std::begin(kTensorOptions), std::end(kTensorOptions),
                                       arg.name) != std::end(kTensorOptions);
  };
  auto is_out = [](const SchemaArgument& arg) {
    return arg.kwarg_only && arg.alias && arg.alias->is_write;
  };
  bool has_options = std::count_if(args.begin(), args.end(), is_option) == 4;
  std::string name = schema.name;
  if (name.ends_with("_functional")) name.resize(name.size() - 11);
  std::string out = name + "(";
  for (const SchemaArgument& arg : args) {
    if (is_out(arg) || (has_options && is_option(arg))) continue;
    out += (arg.kwarg_only ? "*" : "") + arg.type.str() + " " + arg.name;
    if (arg.default_value) out += "=" + *arg.default_value;
    // torchgen's own exception: bernoulli.p pairs with bernoulli.float_out, whose p has a
    // default that bernoulli.p lacks.
    if (schema.name == "bernoulli" && schema.overload == "p" && arg.name == "p") out += "=0.5";
    out += ",";
  }
  out += ")->(";
  for (const auto& ret : schema.returns) out += ret.type.str() + ",";
  auto returned = [&](const AliasInfo& alias) {
    return std::any_of(schema.returns.begin(), schema.returns.end(), [&](const SchemaReturn& r) {
      return r.alias && r.alias->set == alias.set && r.alias->is_write == alias.is_write &&
             r.alias->after_wildcard == alias.after_wildcard;
    });
  };
  auto self = std::find_if(args.begin(), args.end(), [](const SchemaArgument& arg) {
    return !arg.kwarg_only && arg.name == "self";
  });
  std::vector<const SchemaArgument*> mutable_inputs;
  if (self != args.end()) mutable_inputs.push_back(&*self);
  for (const SchemaArgument& arg : args)
    if (is_out(arg)) mutable_inputs.push_back(&arg);
  if (self != args.end())
    for (auto it = self + 1; it != args.end() && !it->kwarg_only; ++it)
      mutable_inputs.push_back(&*it);
  for (const SchemaArgument* arg : mutable_inputs)
    if (arg->alias && arg->alias->is_write && !returned(*arg->alias)) out += arg->type.str() + ",";
  return out + ")";
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
  for (const auto& arg : schema.arguments)
    if (arg.kwarg_only && arg.alias && arg.alias->is_write) return true;
  return false;
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

OpRegistry::OpRegistry(const std::vector<OpDefinition>& definitions) {
  for (const auto& definition : definitions) {
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
    if (!by_name_.emplace(op->qualified_name, op.get()).second)
      throw std::runtime_error("op registered twice: " + op->qualified_name);
    by_packet_[op->packet_name].push_back(op.get());
    ops_.push_back(std::move(op));
  }
  deriveRelations();
}

void OpRegistry::deriveRelations() {
  // torchgen groups a functional op with the out= op of the same signature.
  std::unordered_map<std::string, const OpInfo*> out_by_signature;
  for (auto& op : ops_)
    if (op->is_out) out_by_signature.emplace(groupingSignature(op->schema), op.get());
  for (auto& op : ops_) {
    // upstream _maybe_get_inplace_op: views never get an in-place variant; otherwise the
    // overloads of packet "name_" whose schema matches, which must be exactly one. Its schema
    // check asserts that each overload writes its first argument and nothing else.
    if (!op->is_view && !op->is_inplace) {
      std::vector<const OpInfo*> matches;
      for (const OpInfo* candidate : overloads(op->packet_name + "_")) {
        const auto& args = candidate->schema.arguments;
        bool writes_only_self = candidate->is_inplace &&
                                std::all_of(args.begin() + 1, args.end(),
                                            [](const auto& a) { return !a.alias.has_value(); });
        if (!writes_only_self) {
          op->inplace_lookup_raises = true;
          break;
        }
        if (schemasMatch(op->schema, candidate->schema)) matches.push_back(candidate);
      }
      if (matches.size() > 1) op->inplace_lookup_raises = true;
      if (op->inplace_lookup_raises) matches.clear();
      if (matches.size() == 1) {
        op->inplace_variant = matches[0];
        const_cast<OpInfo*>(matches[0])->functional_variant = op.get();
      }
    }
    if (!op->is_inplace && !op->is_out && !op->schema.isMutating()) {
      auto out = out_by_signature.find(groupingSignature(op->schema));
      if (out != out_by_signature.end()) op->out_variant = out->second;
    }
    const std::string suffix = "_scatter";
    const std::string& name = op->packet_name;
    if (name.size() > suffix.size() && name.ends_with(suffix)) {
      std::string view_packet = name.substr(0, name.size() - suffix.size());
      for (const OpInfo* view : overloads(view_packet)) {
        if (view->is_view && scatterInvertsView(op->schema, view->schema)) {
          op->scattered_view = view;
          const_cast<OpInfo*>(view)->inverse_scatter = op.get();
        }
      }
    }
  }
}

const OpInfo* OpRegistry::find(std::string_view qualified_name) const {
  auto it = by_name_.find(qualified_name);
  if (it != by_name_.end()) return it->second;
  if (qualified_name.find('.') == std::string_view::npos) {
    it = by_name_.find(std::string(qualified_name) + ".default");
    if (it != by_name_.end()) return it->second;
  }
  return nullptr;
}

const OpInfo* OpRegistry::find(std::string_view packet_name, std::string_view overload) const {
  auto it = by_packet_.find(packet_name);
  if (it == by_packet_.end()) return nullptr;
  for (const OpInfo* op : it->second)
    if (op->schema.overloadName() == overload) return op;
  return nullptr;
}

std::vector<const OpInfo*> OpRegistry::overloads(std::string_view packet_name) const {
  auto it = by_packet_.find(packet_name);
  return it == by_packet_.end() ? std::vector<const OpInfo*>{} : it->second;
}

OpRegistry OpRegistry::atenWithRules(const std::vector<OpDefinition>& ruled) {
  std::unordered_map<std::string, OpDefinition> with_rules;
  for (const OpDefinition& definition : ruled)
    with_rules.emplace(qualifiedNameOf(definition.schema), definition);
  std::vector<OpDefinition> all;
  for (const char* schema : atenSchemaTable()) {
    auto found = with_rules.find(qualifiedNameOf(schema));
    if (found == with_rules.end()) {
      all.push_back({schema, nullptr, false});
      continue;
    }
    if (std::string_view(found->second.schema) != schema)
      throw std::runtime_error(std::string("the meta rule's schema '") + found->second.schema +
                               "' differs from torch's '" + schema + "'");
    all.push_back(found->second);
    with_rules.erase(found);
  }
  if (!with_rules.empty())
    throw std::runtime_error("a meta rule for an op torch does not have: " +
                             std::string(with_rules.begin()->second.schema));
  return OpRegistry(all);
}

} // namespace reinplace
