#pragma once
// Shrinking a failing recipe, greedily and to a fixpoint, as RapidCheck would but without its
// test loop: drop steps and inputs, then lower each field toward 0. Any recipe
// materializes, so every candidate is a valid graph; a candidate is kept when `still_fails`.

#include "generators/generation/recipe.h"

#include <cstddef>
#include <functional>

namespace reinplace::gen {

/// Returns the smallest recipe found; `max_attempts` bounds the calls to `still_fails`.
Recipe shrinkRecipe(Recipe recipe, const std::function<bool(const Recipe&)>& still_fails,
                    size_t max_attempts = 2000);

} // namespace reinplace::gen
