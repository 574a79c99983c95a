#include "core/ops/op_registry.h"

#include "core/ops/bound_args.h"

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

} // namespace

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
    if (!by_name_.emplace(op->qualified_name, op.get()).second)
      throw std::runtime_error("op registered twice: " + op->qualified_name);
    by_packet_[op->packet_name].push_back(op.get());
    ops_.push_back(std::move(op));
  }
  deriveRelations();
}

void OpRegistry::deriveRelations() {
  for (auto& op : ops_) {
    // upstream _maybe_get_inplace_op: views never get an in-place variant; otherwise the
    // overloads of packet "name_" whose schema matches, which must be exactly one.
    if (!op->is_view && !op->is_inplace) {
      std::vector<const OpInfo*> matches;
      for (const OpInfo* candidate : overloads(op->packet_name + "_"))
        if (candidate->is_inplace && schemasMatch(op->schema, candidate->schema))
          matches.push_back(candidate);
      if (matches.size() > 1)
        throw std::runtime_error("several in-place overloads match " + op->qualified_name);
      if (matches.size() == 1) {
        op->inplace_variant = matches[0];
        const_cast<OpInfo*>(matches[0])->functional_variant = op.get();
      }
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

const OpRegistry& OpRegistry::builtin() {
  // Built on first use and never modified afterwards.
  static const OpRegistry registry = [] {
    std::vector<OpDefinition> all;
    for (auto family : {viewOpDefinitions, scatterOpDefinitions, pointwiseOpDefinitions,
                        otherOpDefinitions, factoryOpDefinitions}) {
      auto definitions = family();
      all.insert(all.end(), definitions.begin(), definitions.end());
    }
    return OpRegistry(all);
  }();
  return registry;
}

} // namespace reinplace
