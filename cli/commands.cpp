#include "cli/commands.h"

namespace reinplace::cli {

const Command* findCommand(const std::string& name) {
  static const Command kCommands[] = {
      {"meta", metaHelp, runMeta},             // meta propagation
      {"opt", optHelp, runOpt},                // the pass
      {"dot", dotHelp, runDot},                // the pass, drawn
      {"ops", opsHelp, runOps},                // the op registry
      {"check", checkHelp, runCheck},          // the pass, then the oracle
      {"run", runHelp, runRun},                // the oracle alone
      {"gen", genHelp, runGen},                // the graph generator
      {"campaign", campaignHelp, runCampaign}, // generate, rewrite, check
      {"reduce", reduceHelp, runReduce},       // the reducer
      {"prove", proveHelp, runProve},          // the lemma library
  };
  for (const auto& command : kCommands)
    if (name == command.name) return &command;
  return nullptr;
}

} // namespace reinplace::cli
