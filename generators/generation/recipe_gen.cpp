#include "generators/generation/recipe_gen.h"

#include "generators/generation/recipe_decoder.h"

namespace reinplace::gen {
namespace {

// Uniform over all byte values at every size, shrinking toward 0. (RapidCheck's integer
// generators scale their range with the size, which stays small in the properties' early runs;
// the byte's meaning is taken modulo small counts, so small values would mean few variants.)
template <typename T> rc::Gen<T> uniform(T low, T high) {
  return rc::gen::resize(rc::kNominalSize, rc::gen::inRange<T>(low, high));
}

rc::Gen<uint8_t> byteGen() {
  return uniform<uint8_t>(0, 255);
}

rc::Gen<InputSpec> inputGen() {
  return rc::gen::build<InputSpec>(
      rc::gen::set(&InputSpec::dtype,
                   rc::gen::weightedOneOf<uint8_t>(
                       {{3, rc::gen::just<uint8_t>(0)}, {1, uniform<uint8_t>(0, 12)}})),
      rc::gen::set(&InputSpec::sizes,
                   rc::gen::mapcat(uniform<size_t>(0, 4),
                                   [](size_t rank) {
                                     return rc::gen::container<std::vector<uint8_t>>(
                                         rank, uniform<uint8_t>(0, 8));
                                   })),
      rc::gen::set(&InputSpec::layout,
                   rc::gen::weightedOneOf<uint8_t>(
                       {{2, rc::gen::just<uint8_t>(0)}, {1, uniform<uint8_t>(0, 4)}})));
}

rc::Gen<Step> stepGen() {
  return rc::gen::build<Step>(rc::gen::set(&Step::kind, rc::gen::map(byteGen(), &stepKindFromByte)),
                              rc::gen::set(&Step::a, uniform<uint8_t>(0, 4)),
                              rc::gen::set(&Step::b, uniform<uint8_t>(0, 6)),
                              rc::gen::set(&Step::op, byteGen()), rc::gen::set(&Step::x, byteGen()),
                              rc::gen::set(&Step::y, byteGen()), rc::gen::set(&Step::z, byteGen()));
}

} // namespace

rc::Gen<Recipe> recipeGen(size_t max_steps) {
  return rc::gen::build<Recipe>(
      rc::gen::set(&Recipe::inputs,
                   rc::gen::mapcat(uniform<size_t>(1, 4),
                                   [](size_t count) {
                                     return rc::gen::container<std::vector<InputSpec>>(count,
                                                                                       inputGen());
                                   })),
      rc::gen::set(&Recipe::steps,
                   rc::gen::resize(static_cast<int>(max_steps),
                                   rc::gen::container<std::vector<Step>>(stepGen()))));
}

} // namespace reinplace::gen
