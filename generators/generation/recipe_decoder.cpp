#include "generators/generation/recipe_decoder.h"

#include "oracle/inputs/split_mix64.h"

#include <array>
#include <vector>

namespace reinplace::gen {
namespace {

class ByteReader {
public:
  explicit ByteReader(std::span<const uint8_t> bytes) : bytes_(bytes) {}
  bool empty() const { return at_ >= bytes_.size(); }
  uint8_t next() { return at_ < bytes_.size() ? bytes_[at_++] : 0; }

private:
  std::span<const uint8_t> bytes_;
  size_t at_ = 0;
};

// Views and scatters (what the pass decides on) most, then arithmetic, idioms and input updates,
// then the op families with meta rules and kernels of their own (activations, math, indexing,
// norms), and the view shapes of real models (attention, traced reshapes). 64 in all, which
// divides 256: a byte picks each kind with exactly its weight. The kinds before Activation have
// 47 of the 64, in about the proportions they had alone; input updates have a little more, since
// with 4 of 54 RapidCheck found no counterexample of copy-back-value for most seeds
// (generator_properties_test.cpp, HarnessPower). The model shapes took one share each from
// unary ops, views and scatters: without them no campaign drew the attention of a vision
// transformer in millions of graphs.
constexpr std::array<std::pair<StepKind, int>, kStepKinds> kWeights = {{
    {StepKind::Unary, 4},
    {StepKind::BinaryScalar, 5},
    {StepKind::Binary, 4},
    {StepKind::View, 8},
    {StepKind::MultiView, 3},
    {StepKind::Scatter, 8},
    {StepKind::Convert, 2},
    {StepKind::Other, 2},
    {StepKind::Idiom, 5},
    {StepKind::InputUpdate, 6},
    {StepKind::Activation, 4},
    {StepKind::Math, 3},
    {StepKind::Index, 4},
    {StepKind::Norm, 3},
    {StepKind::Model, 3},
}};

constexpr int totalWeight() {
  int total = 0;
  for (const auto& entry : kWeights) total += entry.second;
  return total;
}
static_assert(256 % totalWeight() == 0, "every kind's share of the byte values is its weight");

Step readStep(ByteReader& in) {
  Step step;
  step.kind = stepKindFromByte(in.next());
  // Operands are mostly the newest values, as in real programs (chains of ops on one tensor).
  step.a = in.next() % 4;
  step.b = in.next() % 6;
  step.op = in.next();
  step.x = in.next();
  step.y = in.next();
  step.z = in.next();
  step.returned = in.next() % 5 == 0;
  return step;
}

} // namespace

StepKind stepKindFromByte(uint8_t byte) {
  int slot = byte % totalWeight();
  for (const auto& [kind, weight] : kWeights) {
    if (slot < weight) return kind;
    slot -= weight;
  }
  return StepKind::Unary;
}

Recipe decodeRecipe(std::span<const uint8_t> bytes, size_t max_steps) {
  ByteReader in(bytes);
  Recipe recipe;
  size_t inputs = 1 + in.next() % 3;
  for (size_t i = 0; i < inputs; ++i) {
    InputSpec spec;
    spec.dtype = in.next() % 4 == 0 ? in.next() : 0; // f32 three times in four
    size_t rank = in.next() % 4;
    for (size_t d = 0; d < rank; ++d) spec.sizes.push_back(in.next());
    spec.layout = in.next() % 3 == 0 ? in.next() : 0;
    recipe.inputs.push_back(spec);
  }
  while (!in.empty() && recipe.steps.size() < max_steps) recipe.steps.push_back(readStep(in));
  return recipe;
}

Recipe randomRecipe(uint64_t seed, size_t steps) {
  oracle::SplitMix64 random(seed);
  // Enough bytes for the header and every step, whatever the header reads.
  std::vector<uint8_t> bytes(32 + 8 * steps);
  for (uint8_t& byte : bytes) byte = static_cast<uint8_t>(random.next());
  return decodeRecipe(bytes, steps);
}

} // namespace reinplace::gen
