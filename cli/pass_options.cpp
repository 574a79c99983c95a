#include "cli/pass_options.h"

namespace reinplace::cli {

std::vector<OptionSpec> passOptionSpecs() {
  return {{"policy", true, false},
          {"node-by-node", false, false},
          {"unsafe-skip-check", true, true},
          {"unsafe-force-rewrite", true, true}};
}

namespace {

SafetyCheck parseCheck(const std::string& name) {
  auto check = checkFromName(name);
  if (!check) throw UsageError("unknown check '" + name + "'; see --help for the names");
  return *check;
}

// "NODE" (every check) or "NODE:CHECK,CHECK".
ForcedRewrite parseForcedRewrite(const std::string& text) {
  ForcedRewrite forced;
  size_t colon = text.find(':');
  forced.node = text.substr(0, colon);
  if (forced.node.empty())
    throw UsageError("--unsafe-force-rewrite takes NODE or NODE:CHECK,..., not '" + text + "'");
  if (colon == std::string::npos) return forced;
  for (size_t at = colon + 1;;) {
    size_t comma = text.find(',', at);
    forced.checks.push_back(parseCheck(text.substr(at, comma - at)));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return forced;
}

} // namespace

ReinplaceOptions passOptions(const ParsedOptions& options) {
  ReinplaceOptions out;
  if (auto policy = options.get("policy")) {
    auto parsed = policyFromName(*policy);
    if (!parsed) throw UsageError("unknown policy '" + *policy + "' (sound or pytorch)");
    out.policy = *parsed;
  }
  out.choose_plan = !options.has("node-by-node");
  for (const std::string& name : options.all("unsafe-skip-check"))
    out.skipped_checks.push_back(parseCheck(name));
  for (const std::string& forced : options.all("unsafe-force-rewrite"))
    out.forced.push_back(parseForcedRewrite(forced));
  return out;
}

void requireForcedNodes(const Graph& graph, const ReinplaceOptions& pass) {
  for (const ForcedRewrite& forced : pass.forced) {
    bool found = false;
    for (const Node* node : graph) found = found || node->name == forced.node;
    if (!found)
      throw UsageError("--unsafe-force-rewrite: the graph has no node '" + forced.node + "'");
  }
}

std::string unsafeFlags(const ParsedOptions& options) {
  std::string flags;
  for (const char* name : {"unsafe-skip-check", "unsafe-force-rewrite"})
    for (const std::string& value : options.all(name))
      flags += std::string(" --") + name + "=" + value;
  return flags;
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
