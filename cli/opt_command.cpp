#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/pass_options.h"
#include "core/fx/json_text.h"
#include "core/fx/printer.h"

#include <fstream>
#include <sstream>

namespace reinplace::cli {

std::string optHelp() {
  return R"(usage: reinplace opt FILE [--policy=sound|pytorch] [--node-by-node] [--explain]
                     [--format=text|json] [-o OUT] [--unsafe-skip-check=NAME]...
                     [--unsafe-force-rewrite=NODE[:CHECK,...]]... [--input NAME=META]...

Runs the reinplace pass and prints the rewritten graph as FX code.

options:
  --policy=sound      (default) never unsound: upstream's algorithm plus the checks it lacks
  --policy=pytorch    torch 1.13's decisions exactly, mis-compilations included
  --node-by-node      sound: take each rewrite the checks allow, in program order, without
                      leaving out those that would cost a rewrite torch 1.13 takes
  --explain           list every candidate node with its decision and reason (as '#' comments
                      before the graph, so the output still loads)
  --format=json       print {"graph": CODE, "report": {...}} instead
  -o OUT              write the graph to OUT; the explanation (if any) goes to stdout
  --unsafe-skip-check=NAME  switch a safety check off (repeatable), to see what it prevents
  --unsafe-force-rewrite=NODE[:CHECK,...]  count every safety check (or those named) as
                      passing while NODE alone is decided: would its rewrite be right?
                      (repeatable; a testing hook, see docs/command-line.md)
  --input NAME=META   meta for a parameter written without an annotation

safety checks:
)" + checkNamesHelp();
}

namespace {

std::string commented(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line)) out += "# " + line + "\n";
  return out;
}

// The command is the process's last act: what the graph and the report hold goes back to the
// system with the process, in one piece, as a compiler leaves its syntax tree. Freeing them
// block by block cost 1.4% of `opt`'s instructions on a 2,400-op chain.
void releaseToProcessExit(Graph graph, ReinplaceReport report) {
  static_cast<void>(new Graph(std::move(graph)));
  static_cast<void>(new ReinplaceReport(std::move(report)));
}

} // namespace

int runOpt(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  specs.push_back(inputOptionSpec());
  specs.push_back({"explain", false});
  specs.push_back({"format", true});
  specs.push_back({"o", true});
  ParsedOptions options = parseOptions(args, specs);
  ReinplaceOptions pass = passOptions(options);
  std::string format = options.get("format").value_or("text");
  if (format != "text" && format != "json")
    throw UsageError("unknown format '" + format + "' (text or json)");
  Graph graph = loadGraphArgument(options);
  requireForcedNodes(graph, pass);
  ReinplaceReport report = reinplace(graph, pass);
  std::string code = printFxCode(graph);
  bool explain = options.has("explain");

  std::string graph_text;
  std::string side_text;
  if (format == "json") {
    graph_text = "{\"graph\": " + jsonString(code) + ", \"report\": " + report.json() + "}\n";
  } else {
    graph_text = std::move(code); // tens of megabytes for a million-op graph: not copied
    if (explain) side_text = commented(report.text());
  }
  if (auto path = options.get("o")) {
    std::ofstream file(*path, std::ios::binary);
    if (!file) throw UsageError("cannot write '" + *path + "'");
    file << graph_text;
    out << side_text;
  } else {
    out << side_text << graph_text;
  }
  releaseToProcessExit(std::move(graph), std::move(report));
  return 0;
}

} // namespace reinplace::cli
