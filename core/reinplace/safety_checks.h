#pragma once
// The named safety checks of the reinplace pass. Each can be switched off on its own
// (--unsafe-skip-check=NAME) so the harness can show that it would catch the fault the check
// prevents. Checks marked sound-only are not part of upstream's algorithm.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace reinplace {

enum class SafetyCheck : uint8_t {
  /// 1a: the result has self's dtype and size (upstream: numel), so no resize or cast is needed.
  DtypeSize,
  /// 1a: self has no internal overlap (upstream: only a definite YES from has_internal_overlap;
  /// sound: exact, and "too hard" counts as overlap).
  InternalOverlap,
  /// 1b: self does not alias a program input.
  InputAlias,
  /// 2b: self is not passed twice.
  RepeatedSelf,
  /// 2: neither self nor any alias of it is used later, except by scatters that invert it.
  LaterUse,
  /// 2c: a later scatter counts as inverting an alias only if base and view metadata match.
  ViewInverseMetadata,
  /// sound: no other argument shares memory with self.
  ArgumentOverlap,
  /// sound: a deleted scatter writes exactly the value that was computed in place, and all of
  /// what the in-place op writes.
  ScatterSource,
  /// sound: a deleted scatter's base has no internal overlap.
  ScatterBaseOverlap,
  /// sound: if the in-place result's layout differs from the functional result's, nothing later
  /// depends on the layout (view, as_strided, a floating sum or matrix product, ...).
  LayoutPreserved,
  /// sound: an op that reads storage positions by strides it was given (as_strided, and
  /// _reshape_alias with the strides traced for its input) reads, once its input is relaid, the
  /// elements it read before: each position holds the element it held.
  LayoutReaders,
  /// sound: a returned value the rewrite moves into self's memory (the result, or a removed
  /// scatter) does not come to share memory with another returned value.
  DistinctOutputs,
  /// sound, writing into an input: a copy_ back into the input left by the rewrite copies from
  /// memory disjoint from where it writes, or copies a value onto itself (and goes).
  CopyBackSource,
  /// sound, writing into an input: no value moved into the input is read after something else
  /// overwrites it there (the copy_ back, or a later write).
  CopyBackValue,
  /// sound, writing into an input: no returned value comes to share memory with the input.
  ReturnedInput,
};

struct SafetyCheckInfo {
  SafetyCheck check;
  std::string_view name;
  bool sound_only;
  std::string_view summary;
};

const std::vector<SafetyCheckInfo>& allSafetyChecks();
std::string_view checkName(SafetyCheck check);
std::optional<SafetyCheck> checkFromName(std::string_view name);

} // namespace reinplace
