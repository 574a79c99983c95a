#include "core/ops/bound_args.h"

#include "core/ops/op_registry.h"

namespace reinplace {
namespace {

std::string describe(const Arg& arg) {
  struct Visitor {
    std::string operator()(const Arg::None&) const { return "None"; }
    std::string operator()(bool) const { return "a bool"; }
    std::string operator()(int64_t) const { return "an int"; }
    std::string operator()(double) const { return "a float"; }
    std::string operator()(const std::string&) const { return "a string"; }
    std::string operator()(DType) const { return "a dtype"; }
    std::string operator()(MemoryFormat) const { return "a memory format"; }
    std::string operator()(Layout) const { return "a layout"; }
    std::string operator()(const Device&) const { return "a device"; }
    std::string operator()(Node*) const { return "a value"; }
    std::string operator()(const Arg::List& list) const {
      return list.is_tuple ? "a tuple" : "a list";
    }
  };
  return std::visit(Visitor{}, arg.value);
}

bool isNumber(const Arg& arg) {
  return arg.isInt() || arg.isDouble() || arg.isBool();
}

bool elementFits(const Arg& arg, BaseType base, bool allow_none) {
  if (arg.isNone() && allow_none) return true;
  bool ok = false;
  switch (base) {
  case BaseType::Tensor:
    ok = arg.isNode() || isNumber(arg);
    break;
  case BaseType::Int:
  case BaseType::SymInt:
    ok = arg.isInt() || arg.isBool() || arg.isNode(); // a node may be a symbolic int: checked later
    break;
  case BaseType::Float:
    ok = arg.isInt() || arg.isDouble() || arg.isBool();
    break;
  case BaseType::Bool:
    ok = arg.isBool() || arg.isInt();
    break;
  case BaseType::Scalar:
    ok = isNumber(arg);
    break;
  case BaseType::ScalarType:
    ok = arg.holds<DType>();
    break;
  case BaseType::Layout:
    ok = arg.holds<Layout>();
    break;
  case BaseType::Device:
    ok = arg.holds<Device>() || arg.holds<std::string>();
    break;
  case BaseType::MemoryFormat:
    ok = arg.holds<MemoryFormat>();
    break;
  case BaseType::Str:
  case BaseType::Dimname:
    ok = arg.holds<std::string>();
    break;
  case BaseType::Generator:
  case BaseType::Storage:
  case BaseType::Stream:
  case BaseType::QScheme:
    ok = false;
    break;
  }
  return ok;
}

std::string elementMismatch(const Arg& arg, BaseType base, bool allow_none) {
  if (elementFits(arg, base, allow_none)) return "";
  SchemaType element;
  element.base = base;
  return "expected " + element.str() + ", got " + describe(arg);
}

// argTypeMismatch's verdict without its explanation: binding asks it of every argument of every
// call, where building an empty string per element costs more than the check.
bool argFits(const Arg& arg, const SchemaType& type) {
  if (arg.isNone()) return type.optional;
  if (!type.list) return elementFits(arg, type.base, false);
  // int[1] and int[N] accept a single int; Tensor[] does not accept a lone tensor.
  if (!arg.isList())
    return type.fixed_size >= 0 && (type.base == BaseType::Int || type.base == BaseType::SymInt) &&
           arg.isInt();
  for (const Arg& item : arg.list().items)
    if (!elementFits(item, type.base, type.optional_elements)) return false;
  return true;
}

} // namespace

std::string argTypeMismatch(const Arg& arg, const SchemaType& type) {
  if (argFits(arg, type)) return "";
  if (arg.isNone()) return "expected " + type.str() + ", got None";
  if (!type.list) return elementMismatch(arg, type.base, false);
  if (!arg.isList()) return "expected " + type.str() + ", got " + describe(arg);
  const auto& items = arg.list().items;
  for (size_t i = 0; i < items.size(); ++i) {
    std::string problem = elementMismatch(items[i], type.base, type.optional_elements);
    if (!problem.empty()) return "element " + std::to_string(i) + ": " + problem;
  }
  return "";
}

BoundArgs::BoundArgs(const OpInfo& op, const std::vector<Arg>& args,
                     const std::vector<std::pair<std::string, Arg>>& kwargs) {
  const auto& params = op.schema.arguments;
  size_ = params.size();
  size_t positional_limit = 0;
  while (positional_limit < params.size() && !params[positional_limit].kwarg_only)
    ++positional_limit;
  if (args.size() > positional_limit)
    throw BindError(op.qualified_name + " takes at most " + std::to_string(positional_limit) +
                        " positional arguments, got " + std::to_string(args.size()),
                    static_cast<int>(positional_limit));
  for (size_t i = 0; i < args.size(); ++i) {
    if (!argFits(args[i], params[i].type))
      throw BindError("argument '" + params[i].name + "' of " + op.qualified_name + ": " +
                          argTypeMismatch(args[i], params[i].type),
                      static_cast<int>(i));
    bound_[i] = &args[i];
    given_[i] = true;
  }
  for (size_t k = 0; k < kwargs.size(); ++k) {
    int position = static_cast<int>(args.size() + k);
    int index = op.schema.findArgument(kwargs[k].first);
    if (index < 0)
      throw BindError(op.qualified_name + " has no argument named '" + kwargs[k].first + "'",
                      position);
    if (given_[index])
      throw BindError("argument '" + kwargs[k].first + "' of " + op.qualified_name +
                          " is given twice",
                      position);
    if (!argFits(kwargs[k].second, params[index].type))
      throw BindError("argument '" + kwargs[k].first + "' of " + op.qualified_name + ": " +
                          argTypeMismatch(kwargs[k].second, params[index].type),
                      position);
    bound_[index] = &kwargs[k].second;
    given_[index] = true;
  }
  for (size_t i = 0; i < params.size(); ++i) {
    if (bound_[i]) continue;
    if (!op.defaults[i])
      throw BindError(op.qualified_name + " is missing required argument '" + params[i].name + "'",
                      -1);
    bound_[i] = op.defaults[i].get();
  }
}

} // namespace reinplace
