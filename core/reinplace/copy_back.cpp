// Writing into a program input. Functionalization turns a mutation of an input into a functional
// computation and a `copy_(input, new_value)` at the end of the graph. A candidate whose self is
// (a view of) such an input may write into it when that copy_ overwrites every element it writes
// anyway; the checks here make sure the rewrite cannot be observed:
// - before the copy_ nothing reads or writes self's memory (checkLaterUses, cut at the copy_);
// - the copy_'s source neither is an alias of self nor, after the rewrite, partly shares the
//   memory it writes: it is either exactly there (a value copied onto itself: the copy_ goes) or
//   somewhere else entirely;
// - a value the rewrite moves into the input is not read after the input is overwritten with
//   something else, and is not returned (eager never returns an alias of an input it mutates).
// The upstream pass that does this (Inductor's) got each of these wrong at some point.

#include "core/fx/printer.h"
#include "core/reinplace/pass_run.h"

#include <algorithm>

namespace reinplace {
namespace {

bool isCopyInto(const Node* node) {
  return node->kind == NodeKind::Call && node->op->qualified_name == "copy_.default" &&
         !node->args.empty() && node->args[0].isNode() && node->args.size() > 1 &&
         node->args[1].isNode();
}

} // namespace

Node* PassRun::findCopyBack(const Node* node, const LayoutRef& self_real) const {
  int64_t after = classes_.index(node);
  for (const ProgramWrite& write : writes_.after(after)) {
    if (isDeleted(write.writer) || !isCopyInto(write.writer) ||
        write.target != write.writer->args[0].node() ||
        !sameRealStorage(*self_real, write.target->tensorMeta()))
      continue;
    LayoutRef target = realLayout(write.target);
    if (target && target->dtype == self_real->dtype && covers(*target, *self_real) == Overlap::Yes)
      return write.writer;
  }
  return nullptr;
}

PassRun::MovedValues PassRun::movedValues(Node* node, const std::vector<Node*>& inverse_scatters) {
  MovedValues moved{node};
  moved.insert(moved.end(), inverse_scatters.begin(), inverse_scatters.end());
  auto isMoved = [&](const Node* value) {
    return value && std::find(moved.begin(), moved.end(), value) != moved.end();
  };
  // A piece of a split names the split's source as its view source, not the split. A result
  // that is its argument itself (conj_physical of a real tensor) lives where the argument does.
  auto isArgumentItself = [](const Node* user, const Node* value) {
    return user->result_is_argument && user->hasTensorMeta() && value->hasTensorMeta() &&
           user->tensorMeta().storage == value->tensorMeta().storage;
  };
  for (size_t i = 0; i < moved.size(); ++i)
    for (const Node* user : moved[i]->users)
      if ((isMoved(user->view_source) || isMoved(user->list_view_source) ||
           isArgumentItself(user, moved[i])) &&
          !isMoved(user))
        moved.push_back(user);
  return moved;
}

CheckResult PassRun::checkCopyBack(Node* node, Node* self,
                                   const std::vector<Node*>& inverse_scatters,
                                   CopyBack& copy_back) {
  Node* copy = copy_back.copy;
  const Node* target = copy->args[0].node();
  const Node* source = copy->args[1].node();
  StorageId self_storage = self->tensorMeta().storage;
  if (enabled(SafetyCheck::LaterUse) && source->hasTensorMeta() &&
      classes_.find(source->tensorMeta().storage) == classes_.find(self_storage)) {
    return KeepReason{SafetyCheck::LaterUse, copy->name + " copies " + source->name +
                                                 " back into " + target->name +
                                                 ", an alias of self " + self->name + " that " +
                                                 node->name + " would change first"};
  }
  // Where the copy_'s source and target are once the rewrite happened.
  LayoutRef source_real, target_real;
  {
    PretendRewritten rewritten(*this, node, self, inverse_scatters);
    source_real = realLayout(source);
    target_real = realLayout(target);
  }
  bool onto_itself = source_real && target_real && sameRealStorage(*source_real, *target_real) &&
                     sameViewMetadata(*source_real, *target_real) &&
                     source_real->dtype == target_real->dtype;
  bool elsewhere = source_real && target_real &&
                   (!sameRealStorage(*source_real, *target_real) ||
                    sharesMemory(*source_real, *target_real) == Overlap::No);
  if (enabled(SafetyCheck::CopyBackSource) && !onto_itself && !elsewhere) {
    return KeepReason{
        SafetyCheck::CopyBackSource,
        "in place, " + copy->name + " would copy " + source->name + " onto memory of " +
            target->name + " that it " +
            (source_real && target_real ? "partly shares" : "may share (could not be ruled out)")};
  }
  // After the copy_ the input holds its source. Values that moved into it keep their own value
  // only if that is what the copy_ put there and nothing writes the input again.
  MovedValues moved = movedValues(node, inverse_scatters);
  int64_t copy_index = classes_.index(copy);
  const ProgramWrite* overwrite =
      onto_itself ? writes_.laterWrite(self_storage, copy_index, -1, copy) : nullptr;
  const Node* overwriter = onto_itself ? (overwrite ? overwrite->writer : nullptr) : copy;
  // The overwriter itself must not read a moved value either: it would read the memory it
  // writes (torch raises on such a copy_ unless both are laid out alike).
  if (enabled(SafetyCheck::CopyBackValue) && overwriter) {
    int64_t from = classes_.index(overwriter);
    for (const Node* value : moved) {
      for (const Node* user : value->users) {
        if (user == copy || classes_.index(user) < from ||
            std::find(moved.begin(), moved.end(), user) != moved.end())
          continue;
        return KeepReason{SafetyCheck::CopyBackValue,
                          value->name + " would live in input " + inputAliasName(self_storage) +
                              ", which " + overwriter->name +
                              (user == overwriter
                                   ? " overwrites while it reads it"
                                   : " overwrites before " + user->name + " reads it")};
      }
    }
  }
  if (enabled(SafetyCheck::ReturnedInput)) {
    for (const Node* value : moved)
      if (returned_set_.count(value)) {
        return KeepReason{SafetyCheck::ReturnedInput, "returned " + value->name +
                                                          " would share memory with input " +
                                                          inputAliasName(self_storage)};
      }
  }
  copy_back.removable = onto_itself;
  return std::nullopt;
}

} // namespace reinplace
