#pragma once
// What `reinplace campaign --find=missed` and `--find=forced` print and write: a table of the
// rewrites the sound policy misses, by the check that keeps them, and one repro per check.

#include "generators/campaigns/campaign.h"

#include <cstdint>
#include <filesystem>
#include <ostream>

namespace reinplace::cli {

struct MissReport {
  gen::CampaignFind find = gen::CampaignFind::Missed;
  std::filesystem::path dir;   // where the repros go
  int64_t nodes = 16;          // --nodes, for the gen replay line
  size_t forced_per_graph = 4; // --forced-per-graph, for the header
  bool stats = false;          // --stats: what the search judged
  bool node_by_node = false;   // --node-by-node: the sound policy's replay flags it too
};

/// "missed" or "forced", as --find spells it.
const char* findName(gen::CampaignFind find);

/// Prints the table (after the campaign's first line) and writes one repro per check into
/// report.dir.
void reportMisses(std::ostream& out, const gen::CampaignResult& result, const MissReport& report);

} // namespace reinplace::cli
