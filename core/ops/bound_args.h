#pragma once
// Binding a call's positional and keyword arguments to its schema, with the type checks torch's
// schema matcher applies (a Python number is accepted where a Tensor is expected, an int where a
// float or an int[1] is, None where the type is optional).

#include "core/ir/arg.h"

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

namespace reinplace {

struct OpInfo;
struct SchemaType;

class BindError : public std::runtime_error {
public:
  /// arg_position: index into the positional args, or args.size() + k for the k-th kwarg, or -1
  /// when the problem is with the call as a whole (e.g. a missing argument).
  BindError(const std::string& message, int arg_position)
      : std::runtime_error(message), arg_position_(arg_position) {}
  int argPosition() const { return arg_position_; }

private:
  int arg_position_;
};

/// No registered schema has more arguments than this; the registry checks it, so binding needs
/// no allocation.
inline constexpr size_t kMaxSchemaArguments = 32;

class BoundArgs {
public:
  /// Throws BindError when the arguments do not fit the schema.
  BoundArgs(const OpInfo& op, const std::vector<Arg>& args,
            const std::vector<std::pair<std::string, Arg>>& kwargs);

  /// The argument for schema parameter `index`, or its default.
  const Arg& at(int index) const { return *bound_[index]; }
  /// True when the call wrote the argument (not taken from the default).
  bool given(int index) const { return given_[index]; }
  size_t size() const { return size_; }

private:
  std::array<const Arg*, kMaxSchemaArguments> bound_{};
  std::array<bool, kMaxSchemaArguments> given_{};
  size_t size_ = 0;
};

/// Whether a literal or value reference fits a schema type (value references must be tensors or
/// lists of tensors; checked later by meta propagation). Returns an explanation when it does not.
std::string argTypeMismatch(const Arg& arg, const SchemaType& type);

} // namespace reinplace
