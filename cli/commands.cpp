#include "cli/commands.h"

namespace reinplace::cli {

const Command* findCommand(const std::string& name) {
  static const Command kCommands[] = {
      {"meta", metaHelp, runMeta}, {"opt", optHelp, runOpt},       {"dot", dotHelp, runDot},
      {"ops", opsHelp, runOps},    {"check", checkHelp, runCheck}, {"run", runHelp, runRun},
  };
  for (const auto& command : kCommands)
    if (name == command.name) return &command;
  return nullptr;
}

} // namespace reinplace::cli
