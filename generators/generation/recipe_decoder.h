#pragma once
// Recipes from bytes: libFuzzer's inputs and seeded campaigns read recipes the same way. Every
// byte string decodes to a recipe (missing bytes read as zero), and the step kinds are drawn
// with the weights the pass's decisions need: views and scatters most often.

#include "generators/generation/recipe.h"

#include <cstddef>
#include <cstdint>
#include <span>

namespace reinplace::gen {

/// The kind a step-kind byte stands for, with the tuned weights.
StepKind stepKindFromByte(uint8_t byte);

/// Reads inputs, up to `max_steps` steps and the output mask from `bytes`.
Recipe decodeRecipe(std::span<const uint8_t> bytes, size_t max_steps = 16);

/// A recipe with exactly `steps` steps, from a seed (SplitMix64 bytes): deterministic on every
/// platform. What `reinplace gen` and campaigns use.
Recipe randomRecipe(uint64_t seed, size_t steps);

} // namespace reinplace::gen
