#include "cli/campaign_misses.h"

#include "cli/command_line.h"
#include "cli/figures.h"

#include <fstream>
#include <iomanip>

namespace reinplace::cli {
namespace {

bool forced(const MissReport& report) {
  return report.find == gen::CampaignFind::Forced;
}

std::filesystem::path reproPath(const MissReport& report, const gen::CampaignMiss& miss) {
  std::string name(checkName(miss.check));
  return report.dir / ((forced(report) ? "forced-" + name : name) + ".fx");
}

// The header says what was found and how to see it again; its `# oracle:` lines hold whether or
// not the sound policy learns to take the rewrite (tests/oracle/verdicts/oracle_files_test.cpp).
void writeRepro(const std::filesystem::path& path, const gen::CampaignMiss& miss,
                const MissReport& report) {
  std::ofstream file(path, std::ios::binary);
  if (!file) throw UsageError("cannot write '" + path.string() + "'");
  const gen::MissedRewrite& example = miss.example;
  std::string check(checkName(miss.check));
  std::string file_name = path.string();
  file << "# reinplace campaign --find=" << findName(report.find) << ": " << check << "\n";
  if (forced(report)) {
    file << "# the sound policy keeps " << example.node << " by " << check
         << "; forced, its rewrite is right (oracle and certificate)\n";
  } else {
    file << "# the sound policy keeps " << example.node << " by " << check
         << "; the pytorch policy rewrites it, and that rewrite is right (oracle and "
            "certificate)\n";
  }
  file << "# found from seed " << miss.seed << " (reinplace gen --seed=" << miss.seed
       << " --nodes=" << report.nodes << "); shrunk from " << miss.ops_generated << " to "
       << miss.ops_shrunk << " ops\n"
       << "# seen " << withCommas(miss.occurrences) << " times in " << withCommas(miss.graphs)
       << " graphs";
  if (forced(report))
    file << " (the pytorch policy rewrites " << withCommas(miss.pytorch_rewrites) << " of them)";
  else
    file << " (" << withCommas(miss.after_sound_only_rewrite)
         << " after a rewrite only the sound policy takes; " << withCommas(miss.sound_saves_less)
         << " where the sound policy saves fewer bytes than the pytorch policy)";
  file << "\n# sound: " << example.kept_reason << "\n";
  // The sound policy as the campaign ran it.
  const std::string sound = report.node_by_node ? "sound --node-by-node" : "sound";
  if (forced(report)) {
    std::string flag = gen::forceRewriteFlag(example);
    file << "# forced: " << example.rewrite << " (" << flag << ")\n"
         << "# replay: reinplace opt --explain " << file_name << "\n"
         << "# replay: reinplace opt --explain " << file_name << " " << flag << "\n"
         << "# replay: reinplace check " << file_name << " " << flag << " --certify\n"
         << "# oracle: sound " << flag << " => equivalent\n";
  } else {
    file << "# pytorch: " << example.rewrite << "\n"
         << "# replay: reinplace opt --explain " << file_name << " --policy=" << sound << "\n"
         << "# replay: reinplace opt --explain " << file_name << " --policy=pytorch\n"
         << "# replay: reinplace check " << file_name << " --policy=pytorch --certify\n"
         << "# oracle: pytorch => equivalent\n";
  }
  file << "# oracle: " << sound << " => equivalent\n" << miss.graph_code;
}

void printStats(std::ostream& out, const gen::MissedSearchStats& stats, bool forced_search) {
  const std::pair<const char*, int64_t> rows[] = {
      {forced_search ? "nodes forced" : "nodes pytorch rewrites, sound keeps", stats.candidates},
      {"kept even forced", stats.not_rewritten},
      {"wrong (oracle)", stats.wrong_by_oracle},
      {"right only by what ops compute", stats.right_by_coincidence},
      {"wrong (certificate)", stats.wrong_by_certificate},
      {"right: missed", stats.right},
  };
  out << "nodes judged:\n";
  for (const auto& [name, count] : rows) {
    if (!forced_search && name == std::string("kept even forced")) continue;
    out << "  " << std::left << std::setw(38) << name << std::right << std::setw(10)
        << withCommas(count) << "\n";
  }
}

} // namespace

const char* findName(gen::CampaignFind find) {
  switch (find) {
  case gen::CampaignFind::Failures:
    return "failures";
  case gen::CampaignFind::Missed:
    return "missed";
  case gen::CampaignFind::Forced:
    return "forced";
  }
  return "?";
}

void reportMisses(std::ostream& out, const gen::CampaignResult& result, const MissReport& report) {
  if (result.misses.empty()) {
    out << "no missed rewrites\n";
  } else {
    std::filesystem::create_directories(report.dir);
    out << (forced(report) ? "missed rewrites (kept by sound, right when forced):\n"
                           : "missed rewrites (kept by sound, rewritten right by pytorch):\n");
    out << "  " << std::left << std::setw(24) << "check" << std::right << std::setw(10) << "misses"
        << std::setw(10) << "graphs" << (forced(report) ? "   pytorch" : "    traded  fewer-bytes")
        << "  repro\n";
    int64_t total = 0;
    for (const gen::CampaignMiss& miss : result.misses) {
      std::filesystem::path path = reproPath(report, miss);
      writeRepro(path, miss, report);
      total += miss.occurrences;
      out << "  " << std::left << std::setw(24) << checkName(miss.check) << std::right
          << std::setw(10) << withCommas(miss.occurrences) << std::setw(10)
          << withCommas(miss.graphs);
      out << std::setw(10)
          << withCommas(forced(report) ? miss.pytorch_rewrites : miss.after_sound_only_rewrite);
      if (!forced(report)) out << std::setw(13) << withCommas(miss.sound_saves_less);
      out << "  " << path.string() << " (" << miss.ops_generated << " -> " << miss.ops_shrunk
          << " ops)\n";
    }
    out << "  " << std::left << std::setw(24) << "total" << std::right << std::setw(10)
        << withCommas(total) << std::setw(10) << withCommas(result.graphs_with_misses) << "\n";
    out << (forced(report) ? "  pytorch: of the misses, nodes the pytorch policy rewrites too\n"
                           : "  traded: of the misses, nodes after a rewrite only the sound policy "
                             "takes (into an input, mostly)\n"
                             "  fewer-bytes: of the misses, nodes in graphs where the sound policy "
                             "saves fewer bytes than the pytorch policy\n");
  }
  out << "graphs with a miss: " << withCommas(result.graphs_with_misses) << " of "
      << withCommas(result.totals.graphs);
  if (forced(report)) out << " (at most " << report.forced_per_graph << " nodes forced per graph)";
  out << "\n";
  if (report.stats) printStats(out, result.missed_stats, forced(report));
}

} // namespace reinplace::cli
