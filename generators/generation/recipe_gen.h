#pragma once
// The RapidCheck generator of recipes. Shrinking removes steps, lowers every number toward 0 and
// drops inputs and outputs; since any recipe materializes, every shrink is a valid graph.

#include "generators/generation/recipe.h"

#include <rapidcheck.h>

namespace reinplace::gen {

rc::Gen<Recipe> recipeGen(size_t max_steps = 16);

} // namespace reinplace::gen
