#include "core/ops/op_relations.h"

#include <algorithm>
#include <string_view>

namespace reinplace {

bool scatterInvertsView(const Schema& scatter, const Schema& view) {
  if (scatter.arguments.size() != view.arguments.size() + 1) return false;
  for (size_t i = 1; i < view.arguments.size(); ++i)
    if (!(scatter.arguments[i + 1].type == view.arguments[i].type) ||
        scatter.arguments[i + 1].name != view.arguments[i].name)
      return false;
  return true;
}

std::string groupingSignature(const Schema& schema) {
  static constexpr std::string_view kTensorOptions[] = {"dtype", "layout", "device", "pin_memory"};
  const auto& args = schema.arguments;
  auto is_option = [](const SchemaArgument& arg) {
    return arg.kwarg_only && std::find(std::begin(kTensorOptions), std::end(kTensorOptions),
                                       arg.name) != std::end(kTensorOptions);
  };
  bool has_options = std::count_if(args.begin(), args.end(), is_option) == 4;
  std::string name = schema.name;
  if (name.ends_with("_functional")) name.resize(name.size() - 11);
  std::string out = name + "(";
  for (const SchemaArgument& arg : args) {
    if (arg.isOut() || (has_options && is_option(arg))) continue;
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
    if (arg.isOut()) mutable_inputs.push_back(&arg);
  if (self != args.end())
    for (auto it = self + 1; it != args.end() && !it->kwarg_only; ++it)
      mutable_inputs.push_back(&*it);
  for (const SchemaArgument* arg : mutable_inputs)
    if (arg->alias && arg->alias->is_write && !returned(*arg->alias)) out += arg->type.str() + ",";
  return out + ")";
}

InplaceLookup lookUpInplaceVariant(const OpInfo& functional,
                                   const std::vector<const OpInfo*>& candidates) {
  // Views never get an in-place variant; otherwise the overloads of packet "name_" whose schema
  // matches, which must be exactly one. Upstream's schema check asserts that each overload
  // writes its first argument and nothing else.
  InplaceLookup lookup;
  for (size_t i = 0; i < candidates.size(); ++i) {
    const auto& args = candidates[i]->schema.arguments;
    bool writes_only_self = candidates[i]->is_inplace &&
                            std::all_of(args.begin() + 1, args.end(),
                                        [](const auto& a) { return !a.alias.has_value(); });
    if (!writes_only_self) return {-1, true};
    if (!schemasMatch(functional.schema, candidates[i]->schema)) continue;
    if (lookup.match >= 0) return {-1, true};
    lookup.match = static_cast<int>(i);
  }
  return lookup;
}

} // namespace reinplace
