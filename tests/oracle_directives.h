#pragma once
// The "# oracle: POLICY [--dictionary] [--node-by-node] [--unsafe-skip-check=NAME]...
// [--unsafe-force-rewrite=NODE[:CHECK,...]]... => KIND [at NODE]" lines of committed graphs: the
// pass's options each names and the verdict it expects (the oracle's file tests, and the
// certificate's test that wrong rewrites are refuted).

#include "core/reinplace/reinplace.h"
#include "core/reinplace/safety_checks.h"

#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace reinplace::testing {

struct OracleDirective {
  ReinplaceOptions options;
  bool dictionary = false;
  std::string expected;
  std::string text;
};

// "NODE:CHECK,CHECK" (or "NODE": every check), as --unsafe-force-rewrite takes it.
inline ForcedRewrite forcedRewrite(const std::string& text) {
  ForcedRewrite forced;
  size_t colon = text.find(':');
  forced.node = text.substr(0, colon);
  for (size_t at = colon; at != std::string::npos;) {
    size_t comma = text.find(',', at + 1);
    std::optional<SafetyCheck> check = checkFromName(text.substr(at + 1, comma - at - 1));
    EXPECT_TRUE(check) << text;
    if (check) forced.checks.push_back(*check);
    at = comma;
  }
  return forced;
}

inline std::vector<OracleDirective> oracleDirectives(const std::string& source) {
  std::vector<OracleDirective> out;
  std::istringstream in(source);
  std::string line;
  const std::string marker = "# oracle: ";
  while (std::getline(in, line)) {
    if (line.rfind(marker, 0) != 0) continue;
    OracleDirective directive;
    directive.text = line;
    size_t arrow = line.find(" => ");
    directive.expected = line.substr(arrow + 4);
    std::istringstream words(line.substr(marker.size(), arrow - marker.size()));
    std::string word;
    words >> word;
    directive.options.policy = *policyFromName(word);
    while (words >> word) {
      const std::string skip = "--unsafe-skip-check=";
      const std::string force = "--unsafe-force-rewrite=";
      if (word == "--dictionary") {
        directive.dictionary = true;
        continue;
      }
      if (word == "--node-by-node") {
        directive.options.choose_plan = false;
        continue;
      }
      if (word.rfind(force, 0) == 0) {
        directive.options.forced.push_back(forcedRewrite(word.substr(force.size())));
        continue;
      }
      EXPECT_EQ(word.rfind(skip, 0), 0u) << line;
      directive.options.skipped_checks.push_back(*checkFromName(word.substr(skip.size())));
    }
    out.push_back(directive);
  }
  return out;
}

} // namespace reinplace::testing
