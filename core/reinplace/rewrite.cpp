// The rewrite of a decision that passed every check (upstream's steps 3 and 4): foo -> foo_, or a
// scatter -> view(self, args).copy_(src); later readers redirected to self and to removed
// scatters' bases; alias classes merged; where each value now lives recorded for the checks of
// later decisions.

#include "core/meta/builtin_registry.h"
#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/pass_run.h"

#include <algorithm>

namespace reinplace {

void PassRun::rewrite(Node* node, Node* self, const std::vector<Node*>& inverse_scatters,
                      const CopyBack& copy_back, const Node* source_in_place) {
  const OpInfo& op = *node->op;
  took_beyond_upstream_ =
      took_beyond_upstream_ || beyond_upstream_ || copy_back.copy || source_in_place;
  int64_t bytes = freshResultBytes(*node); // before the op becomes in place
  if (source_in_place) {
    // Its source already sits where it writes: nothing to copy.
    markDeleted(node);
    report_.decisions.push_back(
        Decision::scatterNoOp(node->name, source_in_place->name).withBytes(bytes));
  } else if (op.scattered_view) {
    // 3a: b = foo_scatter(a, src, args) -> foo(a, args).copy_(src)
    std::vector<Arg> view_args{Arg::ofNode(self)};
    view_args.insert(view_args.end(), node->args.begin() + 2, node->args.end());
    const OpInfo* view_op = op.scattered_view;
    Node* view =
        graph_.insertCallBefore(node, view_op, view_op->qualified_name, view_args, node->kwargs);
    Node* copy = graph_.insertCallBefore(node, copyOp(), copyOp()->qualified_name,
                                         {Arg::ofNode(view), node->args[1]}, {});
    markDeleted(node);
    report_.decisions.push_back(Decision::scatterRewritten(node->name,
                                                           op.scattered_view->qualified_name,
                                                           view->name, copy->name)
                                    .withBytes(bytes));
  } else {
    graph_.setOp(node, op.inplace_variant);
    report_.decisions.push_back(Decision::inplaced(node->name, op.inplace_variant->qualified_name,
                                                   copy_back.copy
                                                       ? inputAliasName(self->tensorMeta().storage)
                                                       : std::string())
                                    .withBytes(bytes));
  }

  for (auto& [relaid, layouts] : relaid_by_decision_)
    if (!relaid->view_source && !relaid->list_view_source) {
      real_layouts_.relay(relaid, std::move(layouts));
      layoutChanged(relaid);
    }
  // Moved before its class joins self's: what the class knew of its members still holds.
  real_layouts_.setLivesIn(node, self);
  layoutChanged(node);
  StorageId self_storage = self->tensorMeta().storage;
  if (!node->meta.empty()) mergeClasses(self_storage, node->meta[0].storage);
  for (Node* scatter : inverse_scatters) {
    if (isDeleted(scatter)) continue;
    markDeleted(scatter);
    real_layouts_.setLivesIn(scatter, scatter->args[0].node());
    layoutChanged(scatter);
    // Its memory is its base's from now on: a later write into it (batch norm's running stats)
    // writes the base, and every check that asks by alias class must see that.
    if (sound() && !scatter->meta.empty() && scatter->args[0].node()->hasTensorMeta())
      mergeClasses(scatter->args[0].node()->tensorMeta().storage, scatter->meta[0].storage);
    auto own = removals_of_own_.find(scatter);
    report_.decisions.push_back((own != removals_of_own_.end()
                                     ? std::move(own->second)
                                     : Decision::scatterRemoved(scatter->name, node->name))
                                    .withBytes(freshResultBytes(*scatter)));
  }
  int64_t node_index = classes_.index(node);
  redirectLaterUsers(node, node_index);
  for (Node* scatter : inverse_scatters) {
    readers_before_removal_.try_emplace(scatter, scatter->users.begin(), scatter->users.end());
    redirectLaterUsers(scatter, node_index);
  }
  if (copy_back.removable) {
    // It copies a value onto the memory that now holds it: readers of its result (the input it
    // wrote) read that memory directly. An in-place copy_ allocates nothing, so saves nothing.
    markDeleted(copy_back.copy);
    report_.decisions.push_back(Decision::copyRemoved(copy_back.copy->name, node->name));
    redirectLaterUsers(copy_back.copy, node_index);
  }
}

// Step 4: later readers of `old` read its self argument instead.
void PassRun::redirectLaterUsers(Node* old, int64_t after_index) {
  Node* replacement = old->args[0].node();
  // A copy, as redirecting edits old->users; kept in a reused buffer.
  std::vector<Node*>& users = users_scratch_;
  users.assign(old->users.begin(), old->users.end());
  for (Node* user : users) {
    if (classes_.index(user) <= after_index) continue;
    graph_.replaceInput(user, old, replacement);
    classes_.addUse(replacement, user);
    if (old->meta.size() == 1 && user->meta.size() >= 1 && !replacement->meta.empty()) {
      StorageId old_storage = old->meta[0].storage;
      bool user_single_storage =
          std::all_of(user->meta.begin(), user->meta.end(),
                      [&](const TensorMeta& m) { return m.storage == user->meta[0].storage; });
      if (user_single_storage && user->meta[0].storage == old_storage)
        mergeClasses(user->meta[0].storage, replacement->meta[0].storage);
    }
  }
}

void PassRun::mergeClasses(StorageId a, StorageId b) {
  StorageId old_a = classes_.find(a), old_b = classes_.find(b);
  classes_.merge(a, b);
  StorageId root = classes_.find(a);
  inputs_.merged(old_a, old_b, root);
  returned_index_->merged(old_a, old_b, root);
  writes_.merged(old_a, old_b, root);
}

void PassRun::layoutChanged(const Node* value) {
  for (const TensorMeta& meta : value->meta) classes_.layoutChanged(meta.storage);
}

void PassRun::markDeleted(Node* scatter) {
  if (isDeleted(scatter)) return;
  deleted_[scatter->id] = true;
  returned_index_->deleted(scatter);
  delete_order_.push_back(scatter);
}

const OpInfo* PassRun::copyOp() const {
  return builtinRegistry().find("copy_.default");
}

} // namespace reinplace
