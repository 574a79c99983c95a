#pragma once
// FX's naming rules (torch.fx.graph._Namespace and Graph._target_to_str), so nodes this project
// creates get the names torch would give them and printed graphs match torch's text.

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace reinplace {

class FxNamespace {
public:
  /// _Namespace.create_name: sanitize, split a trailing _N, then count up until the name is
  /// free and is neither a Python keyword, a builtin nor one of FX's custom builtins.
  std::string createName(std::string_view candidate);
  /// Registers a name taken verbatim from a file. Returns false if it is already used.
  bool reserve(const std::string& name);

private:
  std::unordered_set<std::string> used_;
  // For each base, every base_K with 1 <= K < hint is known to be used; names are never freed
  // (as in FX), so this lets createName skip the counting FX does one by one.
  std::unordered_map<std::string, long long> next_suffix_hint_;
};

/// _snake_case(target.__name__) for an OpOverload: "select.int" -> "select.int",
/// "add.Tensor" -> "add.tensor"; createName then turns '.' into '_'.
std::string fxCandidateName(std::string_view qualified_op_name);

/// Keywords, builtins and FX's custom builtins that a generated name must not shadow.
bool isReservedPythonName(std::string_view name);

} // namespace reinplace
