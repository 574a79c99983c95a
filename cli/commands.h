#pragma once
// The subcommands of the reinplace command line. Each takes its arguments (without the verb) and
// returns the exit status; bad usage throws UsageError, bad input InputError (both exit 2).

#include <ostream>
#include <string>
#include <vector>

namespace reinplace::cli {

struct Command {
  const char* name;
  std::string (*help)();
  int (*run)(const std::vector<std::string>& args, std::ostream& out);
};

const Command* findCommand(const std::string& name);

int runMeta(const std::vector<std::string>& args, std::ostream& out);
std::string metaHelp();
int runOpt(const std::vector<std::string>& args, std::ostream& out);
std::string optHelp();
int runOps(const std::vector<std::string>& args, std::ostream& out);
std::string opsHelp();
int runDot(const std::vector<std::string>& args, std::ostream& out);
std::string dotHelp();
int runCheck(const std::vector<std::string>& args, std::ostream& out);
std::string checkHelp();
int runCampaign(const std::vector<std::string>& args, std::ostream& out);
std::string campaignHelp();
int runGen(const std::vector<std::string>& args, std::ostream& out);
std::string genHelp();
int runRun(const std::vector<std::string>& args, std::ostream& out);
std::string runHelp();
int runReduce(const std::vector<std::string>& args, std::ostream& out);
std::string reduceHelp();
int runProve(const std::vector<std::string>& args, std::ostream& out);
std::string proveHelp();

} // namespace reinplace::cli
