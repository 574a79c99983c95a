#include "core/reinplace/safety_checks.h"

namespace reinplace {

const std::vector<SafetyCheckInfo>& allSafetyChecks() {
  static const std::vector<SafetyCheckInfo> kChecks = {
      {SafetyCheck::DtypeSize, "dtype-size", false,
       "the result has self's dtype and size, so writing it into self needs no resize or cast"},
      {SafetyCheck::InternalOverlap, "internal-overlap", false,
       "self has no internal overlap (expand, overlapping as_strided)"},
      {SafetyCheck::InputAlias, "input-alias", false, "self does not alias a program input"},
      {SafetyCheck::RepeatedSelf, "repeated-self", false, "self is not passed twice"},
      {SafetyCheck::LaterUse, "later-use", false,
       "self and its aliases have no later use, except scatters that write them back"},
      {SafetyCheck::ViewInverseMetadata, "view-inverse-metadata", false,
       "a later scatter is an inverse only if its base and replayed view match an alias"},
      {SafetyCheck::ArgumentOverlap, "argument-overlap", true,
       "no other argument shares memory with self"},
      {SafetyCheck::ScatterSource, "scatter-source", true,
       "a removed scatter writes back exactly the value computed in place, all of it"},
      {SafetyCheck::ScatterBaseOverlap, "scatter-base-overlap", true,
       "a removed scatter's base has no internal overlap"},
      {SafetyCheck::LayoutPreserved, "layout-preserved", true,
       "nothing later depends on strides that change when the result lives in self"},
      {SafetyCheck::LayoutReaders, "layout-readers", true,
       "as_strided and _reshape_alias, reading by strides they were given, read the same "
       "elements once their input is relaid"},
      {SafetyCheck::DistinctOutputs, "distinct-outputs", true,
       "returned values that did not share memory still do not after the rewrite"},
      {SafetyCheck::CopyBackSource, "copy-back-source", true,
       "a copy_ back into an input copies from memory apart from where it writes, or copies a "
       "value onto itself and goes"},
      {SafetyCheck::CopyBackValue, "copy-back-value", true,
       "a value moved into an input is not read after the input is overwritten"},
      {SafetyCheck::ReturnedInput, "returned-input", true,
       "no returned value comes to share memory with a program input"},
  };
  return kChecks;
}

std::string_view checkName(SafetyCheck check) {
  for (const auto& info : allSafetyChecks())
    if (info.check == check) return info.name;
  return "?";
}

std::optional<SafetyCheck> checkFromName(std::string_view name) {
  for (const auto& info : allSafetyChecks())
    if (info.name == name) return info.check;
  return std::nullopt;
}

} // namespace reinplace
