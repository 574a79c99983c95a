// The reinplace command: dispatches to one subcommand per verb.

#include "aten/aten_executor.h"
#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/ir/diagnostics.h"

#include <cstring>
#include <iostream>

namespace {

constexpr const char* kUsage = R"(usage: reinplace COMMAND [OPTIONS]

Re-inplacing of functional PyTorch FX graphs, with the analysis it rests on.

commands:
  opt FILE       run the reinplace pass; print the rewritten graph (--explain: why)
  meta FILE      print the graph annotated with inferred meta (dtype, sizes, strides, offset)
  dot FILE       Graphviz drawing of the graph after the pass, rewrites highlighted
  check FILE     run the pass, then the oracle: original against rewrite on seeded inputs
  run FILE       run a graph in the reference interpreter; print what it returns
  reduce FILE    shrink a graph the pass mis-compiles while the oracle's verdict stays the same
  gen            print a random functional graph (deterministic for --seed)
  campaign       generate -> rewrite -> check until the time is up; write minimized repros
  prove          check the lemma library with Z3 (proved / refuted / unknown per lemma)
  ops            list the known ops with their schemas and derived classification

Run 'reinplace COMMAND --help' for a command's options.
Exit status: 0 fine, 1 a failure or counterexample found, 2 bad usage or bad input.
)";

} // namespace

int main(int argc, char** argv) {
  using namespace reinplace;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kUsage;
    return 0;
  }
  const cli::Command* command = cli::findCommand(args[0]);
  if (!command) {
    std::cerr << "reinplace: unknown command '" << args[0] << "'\n" << kUsage;
    return 2;
  }
  std::vector<std::string> rest(args.begin() + 1, args.end());
  for (const auto& arg : rest) {
    if (arg == "--help" || arg == "-h") {
      std::cout << command->help();
      return 0;
    }
  }
  try {
    return command->run(rest, std::cout);
  } catch (const cli::UsageError& error) {
    std::cerr << "reinplace " << command->name << ": " << error.what() << "\n"
              << "Run 'reinplace " << command->name << " --help' for usage.\n";
    return 2;
  } catch (const InputError& error) {
    std::cerr << error.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "reinplace " << command->name << ": out of memory\n";
    return 2;
  } catch (const aten::ModuleUnavailable& error) {
    std::cerr << "reinplace " << command->name << ": " << error.what() << "\n";
    return 2;
  }
}
