#include "cli/command_line.h"

#include <charconv>

namespace reinplace::cli {

std::optional<std::string> ParsedOptions::get(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second.back();
}

std::vector<std::string> ParsedOptions::all(const std::string& name) const {
  auto it = values_.find(name);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

int64_t ParsedOptions::getInt(const std::string& name, int64_t fallback, int64_t min,
                              int64_t max) const {
  auto text = get(name);
  if (!text) return fallback;
  int64_t value = 0;
  auto result = std::from_chars(text->data(), text->data() + text->size(), value);
  if (result.ec != std::errc() || result.ptr != text->data() + text->size())
    throw UsageError("--" + name + " expects an integer, got '" + *text + "'");
  if (value < min || value > max)
    throw UsageError("--" + name + " must be between " + std::to_string(min) + " and " +
                     std::to_string(max) + ", got " + *text);
  return value;
}

ParsedOptions parseOptions(const std::vector<std::string>& args,
                           const std::vector<OptionSpec>& specs) {
  ParsedOptions out;
  auto find = [&](const std::string& name) -> const OptionSpec* {
    for (const auto& spec : specs)
      if (spec.name == name) return &spec;
    return nullptr;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    std::string name;
    std::optional<std::string> value;
    if (arg == "-o") {
      name = "o";
    } else if (arg.rfind("--", 0) == 0 && arg.size() > 2) {
      size_t eq = arg.find('=');
      name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
      if (eq != std::string::npos) value = arg.substr(eq + 1);
    } else if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
      throw UsageError("unknown option '" + arg + "'");
    } else {
      out.positional.push_back(arg);
      continue;
    }
    const OptionSpec* spec = find(name);
    if (!spec) throw UsageError("unknown option '" + arg + "'");
    if (spec->takes_value && !value) {
      if (i + 1 >= args.size()) throw UsageError("option '" + arg + "' needs a value");
      value = args[++i];
    }
    if (!spec->takes_value && value) throw UsageError("option '--" + name + "' takes no value");
    if (!spec->repeatable && out.has(name)) throw UsageError("option '" + arg + "' given twice");
    out.add(name, value.value_or(""));
  }
  return out;
}

} // namespace reinplace::cli
