#include "cli/oracle_option.h"

namespace reinplace::cli {

OptionSpec oracleOptionSpec() {
  return {"oracle", true};
}

aten::OracleChoice oracleChoice(const ParsedOptions& options) {
  std::string name = options.get("oracle").value_or("reference");
  if (auto choice = aten::oracleChoiceFromName(name)) return *choice;
  throw UsageError("unknown oracle '" + name + "' (reference, aten or both)");
}

std::string oracleOptionHelp() {
  return R"(  --oracle=O          who runs the graphs: reference (the reference interpreter, the
                      default), aten (libtorch's ATen, through its dispatcher), or both, each on
                      the same inputs: where they compute different things the verdict is
                      oracle-disagreement, with both sides
)";
}

} // namespace reinplace::cli
