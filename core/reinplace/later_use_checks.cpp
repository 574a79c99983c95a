// Step 2 of a decision (upstream's later-use search, and what the sound policy adds to it):
// every later use of self's aliases must be a scatter that inverts an alias, or, in the sound
// policy, read nothing the in-place op writes; no later write may change what those reads see.
// The scatters found are checked as if the whole rewrite had happened.

#include "core/kernel_facts/layout_sensitivity.h"
#include "core/reinplace/pass_run.h"

namespace reinplace {
namespace {

// The first use that is no scatter goes first, as the search that stops at it would name it.
void nameFirstNonScatter(AliasClasses::LaterUses& later) {
  for (size_t i = 0; i < later.users.size(); ++i)
    if (!isScatter(later.users[i])) {
      std::swap(later.users[0], later.users[i]);
      std::swap(later.via[0], later.via[i]);
      return;
    }
}

} // namespace

// Step 2: the later uses, all of which must be scatters that invert an alias.
namespace {

// The memory `user` reads of argument `alias`, laid out as `real`: through its data pointer a
// kernel reads the block from the argument's first element on, whatever its strides.
TensorMeta regionRead(const Node* user, const Node* alias, const TensorMeta& real) {
  return readsThroughDataPointer(user, alias) ? dataPointerRead(real) : real;
}

} // namespace

// Past a copy_ that overwrites all of self (at `horizon`, or -1), readers of self's memory read
// what was copied, in the program and in the rewrite alike: only the uses before it count. The
// sound policy also drops uses that read nothing self's write changes (`apart`), into
// `apart_uses`. True when a use that is no scatter is left.
template <typename Apart>
bool PassRun::filterLaterUses(AliasClasses::LaterUses& later, int64_t horizon, const Apart& apart,
                              AliasClasses::LaterUses& apart_uses) const {
  size_t kept_uses = 0;
  later.found_non_scatter = false;
  apart_uses = {};
  for (size_t i = 0; i < later.users.size(); ++i) {
    bool scatter = isScatter(later.users[i]);
    if (horizon >= 0 && classes_.index(later.users[i]) >= horizon) continue;
    if (!scatter && sound() && apart(later.users[i], later.via[i])) {
      apart_uses.users.push_back(later.users[i]);
      apart_uses.via.push_back(later.via[i]);
      continue;
    }
    later.users[kept_uses] = later.users[i];
    later.via[kept_uses++] = later.via[i];
    later.found_non_scatter = later.found_non_scatter || !scatter;
  }
  later.users.resize(kept_uses);
  later.via.resize(kept_uses);
  if (later.found_non_scatter) nameFirstNonScatter(later);
  return later.found_non_scatter;
}

CheckResult PassRun::checkLaterUses(Node* node, Node* self, const CopyBack& copy_back,
                                    bool writes_nothing, std::vector<Node*>& inverse_scatters) {
  StorageId storage = self->tensorMeta().storage;
  // The pytorch policy sees upstream's possibly-lagging alias sets; sound sees real aliasing.
  AliasClasses::AliasSet aliases = classes_.aliasSet(storage, !sound());
  // Past a copy_ that overwrites all of self, readers of self's memory read what was copied, in
  // the program and in the rewrite alike: only the uses before it count.
  int64_t horizon = copy_back.copy ? classes_.index(copy_back.copy) : -1;
  int64_t before = horizon >= 0 ? horizon : INT64_MAX;
  auto later = classes_.laterUses(aliases, classes_.index(node),
                                  enabled(SafetyCheck::LaterUse) && horizon < 0, before);
  // Sound: a use of an alias that shares no element with self reads (or writes) nothing the
  // in-place op changes. Exact overlap decides; "too hard" counts as sharing.
  // A scatter writes only its view of self: a use of an alias beside that view reads nothing it
  // writes.
  bool read_beside = false; // a later use was let through for reading beside what node writes
  LayoutRef self_real = sound() ? realLayout(self) : LayoutRef();
  LayoutRef written = sound() ? writtenRegion(node, self_real) : LayoutRef();
  auto apartAlias = [&](const Node* user, const Node* alias) {
    if (!written || alias == self) return false;
    LayoutRef real = realLayout(alias);
    if (!real) return false;
    TensorMeta read = regionRead(user, alias, *real);
    return !sameRealStorage(read, *written) || sharesMemory(read, *written) == Overlap::No;
  };
  // A user counts once however many aliases it reads: every one of them must be apart.
  // A scatter whose source already sits where it writes writes nothing: what later ops read of
  // self is what they read before; only later writes (laterWrite, below) can change it.
  auto apart = [&](const Node* user, const Node* via) {
    if (writes_nothing) return true;
    if (!apartAlias(user, via)) return false;
    bool all_apart = true;
    auto visit = [&](const Node* arg) {
      if (all_apart && arg != via && classes_.isMember(aliases, arg))
        all_apart = apartAlias(user, arg);
    };
    for (const Arg& arg : user->args) arg.forEachNode(visit);
    for (const auto& kwarg : user->kwargs) kwarg.second.forEachNode(visit);
    return all_apart;
  };
  // All later uses, then filtered. Uses the class remembers as apart from what a decision
  // before this one wrote, the same region, are left out (a run of decisions into one place
  // checks each use once); when uses were left out and one that is left is not apart, all of
  // them are asked again, so that the use named is the one the whole search names.
  bool remembered = false;
  if (sound() && horizon < 0 && later.found_non_scatter && enabled(SafetyCheck::LaterUse) &&
      apart(later.users[0], later.via[0])) {
    remembered = !writes_nothing && options_.remember_apart_uses;
    later = remembered
                ? classes_.laterUsesNotKnownApart(aliases, classes_.index(node), self, *written)
                : classes_.laterUses(aliases, classes_.index(node), false, before);
  }
  if (horizon >= 0 || remembered || (sound() && later.found_non_scatter)) {
    AliasClasses::LaterUses apart_uses;
    bool use_left = filterLaterUses(later, horizon, apart, apart_uses);
    if (use_left && later.from_memo) {
      later = classes_.laterUses(aliases, classes_.index(node), false, before);
      filterLaterUses(later, horizon, apart, apart_uses);
    } else if (!use_left && remembered) {
      classes_.rememberApart(aliases, classes_.index(node), self, *written, later, apart_uses);
    }
    read_beside = !apart_uses.users.empty() || later.known_apart_later;
    beyond_upstream_ = beyond_upstream_ || read_beside;
  }
  if (later.found_non_scatter && enabled(SafetyCheck::LaterUse))
    return laterUseReason(self, later.via[0], later.users[0], self_real);
  if (CheckResult why = checkLaterWrites(node, self, horizon, copy_back, read_beside)) return why;
  std::vector<std::optional<TensorMeta>> replays;
  if (CheckResult why =
          collectInverseScatters(self, aliases, later.users, inverse_scatters, replays))
    return why;
  if (!sound()) return std::nullopt;
  // Check each scatter as if the whole rewrite (node in place, every scatter gone) happened.
  PretendRewritten rewritten(*this, node, self, inverse_scatters);
  for (size_t i = 0; i < inverse_scatters.size(); ++i)
    if (CheckResult why = checkScatterSound(node, inverse_scatters[i], replays[i], inverse_scatters,
                                            writes_nothing))
      return why;
  return std::nullopt;
}

// The first later use that keeps the node, and whether sharing an element with self was
// asked and not answered.
KeepReason PassRun::laterUseReason(const Node* self, const Node* via, const Node* user,
                                   const LayoutRef& self_real) {
  std::string what = via == self ? "self " + self->name : "alias " + via->name;
  LayoutRef via_real = sound() && via != self ? realLayout(via) : LayoutRef();
  bool unknown = sound() && via != self &&
                 (!self_real || !via_real ||
                  (sameRealStorage(*via_real, *self_real) &&
                   sharesMemory(*via_real, *self_real) == Overlap::TooHard));
  return KeepReason{SafetyCheck::LaterUse,
                    what + " is used later by " + user->name +
                        (unknown ? " (sharing an element with self could not be ruled out)" : "")};
}

// Later writes into self's memory, before `horizon` (a copy_ that overwrites all of it; -1: none).
CheckResult PassRun::checkLaterWrites(Node* node, Node* self, int64_t horizon,
                                      const CopyBack& copy_back, bool read_beside) {
  if (!enabled(SafetyCheck::LaterUse)) return std::nullopt;
  // A scatter's result is all of self once in place, not only the part it writes: a later write
  // into the result (batch norm's running stats) then changes what those reads beside it see.
  if (read_beside && node->op->scattered_view && node->hasTensorMeta()) {
    if (const ProgramWrite* write = writes_.laterWrite(
            node->tensorMeta().storage, classes_.index(node), horizon, copy_back.copy)) {
      return KeepReason{SafetyCheck::LaterUse, node->name + " would be self " + self->name +
                                                   ", which is read later, where " +
                                                   write->writer->name + " writes " +
                                                   write->target->name};
    }
  }
  // Ops that write an alias of self are its own ops to the later-use search (their results alias
  // self), yet they change what self holds: after the rewrite, the result's value.
  if (sound()) {
    if (const ProgramWrite* write = writes_.laterWrite(
            self->tensorMeta().storage, classes_.index(node), horizon, copy_back.copy)) {
      return KeepReason{SafetyCheck::LaterUse, "alias " + write->target->name +
                                                   " is written later by " + write->writer->name};
    }
  }
  return std::nullopt;
}

// The later uses that are scatters inverting an alias of self, each with its view replayed on
// its base; why the node is kept when one matches no alias.
CheckResult PassRun::collectInverseScatters(const Node* self, const AliasClasses::AliasSet& aliases,
                                            const std::vector<Node*>& later_users,
                                            std::vector<Node*>& inverse_scatters,
                                            std::vector<std::optional<TensorMeta>>& replays) {
  for (Node* scatter : later_users) {
    // Non-scatter users (the output node too) are here only when later-use is skipped.
    if (scatter->kind != NodeKind::Call || scatter->op->scattered_view == nullptr) continue;
    Node* base = scatter->args[0].isNode() ? scatter->args[0].node() : nullptr;
    Node* alias = nullptr;
    std::optional<TensorMeta> replayed;
    if (base && base->hasTensorMeta()) {
      replayed = replayer_.replay(*scatter->op->scattered_view, base->tensorMeta(),
                                  std::span<const Arg>(scatter->args).subspan(2), scatter->kwargs);
      if (replayed) alias = classes_.viewWithLayouts(aliases, base->tensorMeta(), *replayed);
    }
    if (!alias && enabled(SafetyCheck::ViewInverseMetadata)) {
      if (!enabled(SafetyCheck::LaterUse)) continue;
      return KeepReason{
          SafetyCheck::ViewInverseMetadata,
          "later " + scatter->name + " writes " +
              (replayed ? formatMeta(*replayed, true) : std::string("an invalid view")) + " of " +
              (base ? base->name : "?") + ", which matches no alias of self " + self->name};
    }
    inverse_scatters.push_back(scatter);
    replays.push_back(replayed);
  }
  return std::nullopt;
}

} // namespace reinplace
