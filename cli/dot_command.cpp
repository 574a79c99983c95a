#include "cli/commands.h"
#include "cli/graph_input.h"
#include "cli/pass_options.h"
#include "core/fx/printer.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"

#include <map>
#include <set>

namespace reinplace::cli {

std::string dotHelp() {
  return R"(usage: reinplace dot FILE [--policy=sound|pytorch] [--unsafe-skip-check=NAME]...
                     [--unsafe-force-rewrite=NODE[:CHECK,...]]...

Prints a Graphviz drawing of the graph after the pass (render with `dot -Tsvg`):
in-place ops filled orange, views and copies written by rewritten scatters filled blue,
removed scatters as dashed grey boxes, and the values of each storage grouped in one cluster.

safety checks:
)" + checkNamesHelp();
}

namespace {

// Labels use DOT's own "\n" escape for line breaks, so only quotes are escaped here.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string label(const Node* node) {
  std::string text = node->name;
  if (node->kind == NodeKind::Call)
    text += "\\n" + node->op->qualified_name;
  else if (node->kind == NodeKind::GetItem)
    text += "\\n[" + formatArg(node->args[1]) + "]";
  else if (node->kind == NodeKind::Placeholder)
    text += "\\ninput";
  if (node->hasTensorMeta()) text += "\\n" + formatMeta(node->tensorMeta(), false);
  return text;
}

} // namespace

int runDot(const std::vector<std::string>& args, std::ostream& out) {
  std::vector<OptionSpec> specs = passOptionSpecs();
  specs.push_back(inputOptionSpec());
  ParsedOptions options = parseOptions(args, specs);
  ReinplaceOptions pass = passOptions(options);
  Graph graph = loadGraphArgument(options);
  requireForcedNodes(graph, pass);
  std::set<std::string> original_names;
  for (Node* node : graph) original_names.insert(node->name);
  ReinplaceReport report = reinplace(graph, pass);
  propagateMeta(graph); // the rewritten program's own meta, so clusters are real aliasing

  std::set<std::string> inplaced;
  std::vector<std::string> removed;
  for (const auto& decision : report.decisions) {
    if (decision.kind == DecisionKind::Inplaced) inplaced.insert(decision.node);
    if (decision.kind == DecisionKind::ScatterRemoved ||
        decision.kind == DecisionKind::ScatterRewritten)
      removed.push_back(decision.node);
  }
  std::map<StorageId, std::vector<Node*>> clusters;
  for (Node* node : graph)
    if (!node->meta.empty()) clusters[node->meta[0].storage].push_back(node);

  out << "digraph reinplace {\n  rankdir=TB;\n  node [shape=box, fontname=\"monospace\"];\n";
  out << "  label="
      << quoted("policy " + std::string(policyName(pass.policy)) + ": " +
                std::to_string(report.count(DecisionKind::Inplaced)) + " in place, " +
                std::to_string(removed.size()) + " scatters removed")
      << ";\n";
  for (const auto& [storage, members] : clusters) {
    out << "  subgraph cluster_storage_" << storage << " {\n    style=rounded; color=gray60;\n"
        << "    label=" << quoted("storage " + std::to_string(storage)) << ";\n";
    for (Node* node : members) {
      std::string style;
      if (inplaced.count(node->name))
        style = ", style=filled, fillcolor=orange";
      else if (!original_names.count(node->name))
        style = ", style=filled, fillcolor=lightblue";
      out << "    " << quoted(node->name) << " [label=" << quoted(label(node)) << style << "];\n";
    }
    out << "  }\n";
  }
  for (Node* node : graph) {
    if (node->meta.empty())
      out << "  " << quoted(node->name) << " [label=" << quoted(label(node)) << "];\n";
    for (const auto& arg : node->args)
      arg.forEachNode([&](const Node* input) {
        out << "  " << quoted(input->name) << " -> " << quoted(node->name) << ";\n";
      });
    for (const auto& kwarg : node->kwargs)
      kwarg.second.forEachNode([&](const Node* input) {
        out << "  " << quoted(input->name) << " -> " << quoted(node->name) << " [style=dashed];\n";
      });
  }
  for (const std::string& name : removed)
    out << "  " << quoted("removed " + name) << " [label=" << quoted(name + "\\nremoved")
        << ", style=dashed, color=gray50, fontcolor=gray50];\n";
  out << "}\n";
  return 0;
}

} // namespace reinplace::cli
