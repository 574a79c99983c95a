#pragma once
// The values an ATen run lets go (aten/aten_executor.h's StreamedValues): where each is used for
// the last time, and the budget given back once ATen has freed their storages. A storage outlives
// the value that made it while a view of it is held, so what a value was charged goes back only
// when every storage it made has been freed. Included by aten/libtorch_executor.cpp alone: ATen's
// headers stay in one translation unit.

#include "aten/aten_executor.h"
#include "oracle/runtime/memory_budget.h"

#include <ATen/core/Tensor.h>
#include <ATen/core/ivalue.h>
#include <c10/util/intrusive_ptr.h>

#include <cstdint>
#include <vector>

namespace reinplace::aten {

class ValueLifetimes {
public:
  ValueLifetimes(const Graph& graph, const StreamedValues& streamed, oracle::RunMemory& budget)
      : streamed_(streamed), budget_(budget), dying_at_(graph.idBound()),
        charges_(graph.idBound()) {
    std::vector<const Node*> last_user(graph.idBound(), nullptr);
    for (const Node* node : graph) {
      last_user[node->id] = node;
      auto used = [&](const Node* value) { last_user[value->id] = node; };
      for (const Arg& arg : node->args) arg.forEachNode(used);
      for (const auto& kwarg : node->kwargs) kwarg.second.forEachNode(used);
    }
    for (const Node* node : graph)
      if (letGo(*node)) dying_at_[last_user[node->id]->id].push_back(node->id);
  }

  /// Whether the run lets go of `node`'s value: never an input's.
  bool letGo(const Node& node) const {
    return node.kind != NodeKind::Placeholder && node.kind != NodeKind::Output &&
           node.id < streamed_.let_go.size() && streamed_.let_go[node.id];
  }

  /// `node` made `tensors` (its value's; undefined ones allowed), for which the run was charged
  /// `bytes`.
  void made(const Node& node, const std::vector<at::Tensor>& tensors, int64_t bytes) {
    if (!letGo(node) || bytes == 0) return;
    Charge& charge = charges_[node.id];
    charge.bytes = bytes;
    for (const at::Tensor& tensor : tensors)
      if (tensor.defined()) charge.storages.push_back(tensor.storage().getWeakStorageImpl());
  }

  /// After `node` ran: lets go of the values it used for the last time, and gives back what
  /// values let go earlier were charged once ATen has freed their storages.
  void stepped(const Node& node, std::vector<c10::IValue>& values) {
    for (uint32_t id : dying_at_[node.id]) {
      values[id] = c10::IValue();
      if (charges_[id].bytes > 0) dead_.push_back(std::move(charges_[id]));
    }
    std::erase_if(dead_, [&](const Charge& charge) {
      for (const auto& storage : charge.storages)
        if (!storage.expired()) return false;
      budget_.giveBack(charge.bytes);
      return true;
    });
  }

private:
  struct Charge {
    int64_t bytes = 0;
    std::vector<c10::weak_intrusive_ptr<c10::StorageImpl>> storages;
  };

  const StreamedValues& streamed_;
  oracle::RunMemory& budget_;
  /// By node id: the values let go once that node has run.
  std::vector<std::vector<uint32_t>> dying_at_;
  std::vector<Charge> charges_;
  /// Charges of values let go whose storages a view may still hold.
  std::vector<Charge> dead_;
};

} // namespace reinplace::aten
