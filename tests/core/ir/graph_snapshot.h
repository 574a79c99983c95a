#pragma once
// A graph as text with everything its users can observe, node by node in program order: ids,
// names, order numbers, neighbours, ops, arguments, users lists in their order.

#include "core/fx/printer.h"
#include "core/ir/graph.h"
#include "core/ops/op_info.h"

#include <sstream>
#include <string>

namespace reinplace::testing {

// Everything observable of a graph, node by node in program order.
inline std::string snapshot(const Graph& graph) {
  std::ostringstream out;
  out << "size " << graph.size() << " ids " << graph.idBound() << " first "
      << (graph.first() ? graph.first()->name : "-") << " last "
      << (graph.last() ? graph.last()->name : "-") << " output "
      << (graph.output() ? graph.output()->name : "-") << "\n";
  for (const Node* node : graph) {
    out << node->id << " " << node->name << " order " << node->order << " prev "
        << (node->prev ? node->prev->name : "-") << " op "
        << (node->op ? node->op->qualified_name : "-") << " (";
    for (const Arg& arg : node->args) out << formatArg(arg) << ", ";
    for (const auto& [key, arg] : node->kwargs) out << key << "=" << formatArg(arg) << ", ";
    out << ") users";
    for (const Node* user : node->users) out << " " << user->name;
    out << "\n";
  }
  return out.str();
}

} // namespace reinplace::testing
