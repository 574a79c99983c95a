#pragma once
// Minimal option parsing shared by the subcommands: "--name=value", "--name value", "--flag",
// "-o OUT" and positional arguments. Unknown options are usage errors (exit status 2).

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace reinplace::cli {

class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

struct OptionSpec {
  std::string name; // "policy" for --policy
  bool takes_value; // --policy=P vs --explain
  bool repeatable = false;
};

class ParsedOptions {
public:
  std::vector<std::string> positional;
  bool has(const std::string& name) const { return values_.count(name) != 0; }
  std::optional<std::string> get(const std::string& name) const;
  std::vector<std::string> all(const std::string& name) const;
  /// An integer option; UsageError naming the option when it is not one or is out of range.
  int64_t getInt(const std::string& name, int64_t fallback, int64_t min, int64_t max) const;
  void add(const std::string& name, std::string value) {
    values_[name].push_back(std::move(value));
  }

private:
  std::map<std::string, std::vector<std::string>> values_;
};

/// Throws UsageError for unknown options, missing values, or a non-repeatable option given twice.
ParsedOptions parseOptions(const std::vector<std::string>& args,
                           const std::vector<OptionSpec>& specs);

} // namespace reinplace::cli
