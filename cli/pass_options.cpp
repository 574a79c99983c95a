#include "cli/pass_options.h"

namespace reinplace::cli {

std::vector<OptionSpec> passOptionSpecs() {
  return {{"policy", true, false}, {"unsafe-skip-check", true, true}};
}

ReinplaceOptions passOptions(const ParsedOptions& options) {
  ReinplaceOptions out;
  if (auto policy = options.get("policy")) {
    auto parsed = policyFromName(*policy);
    if (!parsed) throw UsageError("unknown policy '" + *policy + "' (sound or pytorch)");
    out.policy = *parsed;
  }
  for (const std::string& name : options.all("unsafe-skip-check")) {
    auto check = checkFromName(name);
    if (!check) throw UsageError("unknown check '" + name + "'; see --help for the names");
    out.skipped_checks.push_back(*check);
  }
  return out;
}

std::string checkNamesHelp() {
  std::string out;
  for (const auto& info : allSafetyChecks()) {
    std::string name(info.name);
    out += "  " + name + std::string(name.size() < 22 ? 22 - name.size() : 1, ' ') +
           std::string(info.summary) + (info.sound_only ? " (sound only)" : "") + "\n";
  }
  return out;
}

} // namespace reinplace::cli
