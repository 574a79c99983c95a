#include "generators/reduction/recipe_shrinker.h"

#include <array>

namespace reinplace::gen {
namespace {

class Shrinker {
public:
  Shrinker(const std::function<bool(const Recipe&)>& still_fails, size_t max_attempts)
      : still_fails_(still_fails), budget_(max_attempts) {}

  Recipe run(Recipe recipe) {
    bool changed = true;
    while (changed && budget_ > 0) {
      changed = false;
      changed |= dropSteps(recipe);
      changed |= dropInputs(recipe);
      changed |= lowerFields(recipe);
    }
    return recipe;
  }

private:
  bool tryCandidate(Recipe& recipe, const Recipe& candidate) {
    if (budget_ == 0) return false;
    --budget_;
    if (!still_fails_(candidate)) return false;
    recipe = candidate;
    return true;
  }

  // Whole halves first, then single steps, from the end (later steps depend on earlier ones).
  bool dropSteps(Recipe& recipe) {
    bool changed = false;
    for (size_t chunk = recipe.steps.size() / 2; chunk >= 1; chunk /= 2) {
      for (size_t at = recipe.steps.size(); at >= chunk && budget_ > 0;) {
        Recipe candidate = recipe;
        candidate.steps.erase(candidate.steps.begin() + static_cast<long>(at - chunk),
                              candidate.steps.begin() + static_cast<long>(at));
        if (tryCandidate(recipe, candidate))
          changed = true;
        else
          at -= 1;
        at = std::min(at, recipe.steps.size());
      }
      if (chunk == 1) break;
    }
    return changed;
  }

  bool dropInputs(Recipe& recipe) {
    bool changed = false;
    for (size_t i = recipe.inputs.size(); i-- > 0 && recipe.inputs.size() > 1;) {
      Recipe candidate = recipe;
      candidate.inputs.erase(candidate.inputs.begin() + static_cast<long>(i));
      changed |= tryCandidate(recipe, candidate);
    }
    for (size_t i = 0; i < recipe.inputs.size(); ++i) {
      InputSpec& spec = recipe.inputs[i];
      for (size_t d = spec.sizes.size(); d-- > 0;) {
        Recipe candidate = recipe;
        candidate.inputs[i].sizes.erase(candidate.inputs[i].sizes.begin() + static_cast<long>(d));
        changed |= tryCandidate(recipe, candidate);
      }
      changed |= lower(recipe, [i](Recipe& r) -> uint8_t& { return r.inputs[i].dtype; });
      changed |= lower(recipe, [i](Recipe& r) -> uint8_t& { return r.inputs[i].layout; });
      for (size_t d = 0; d < recipe.inputs[i].sizes.size(); ++d)
        changed |= lower(recipe, [i, d](Recipe& r) -> uint8_t& { return r.inputs[i].sizes[d]; });
    }
    return changed;
  }

  bool lowerFields(Recipe& recipe) {
    bool changed = false;
    for (size_t s = 0; s < recipe.steps.size(); ++s) {
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].returned; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].op; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].a; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].b; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].x; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].y; });
      changed |= lower(recipe, [s](Recipe& r) -> uint8_t& { return r.steps[s].z; });
    }
    return changed;
  }

  // Tries 0, then the value halved, then one less: the usual integral shrinks.
  template <typename Field> bool lower(Recipe& recipe, Field field) {
    bool changed = false;
    for (bool progress = true; progress && budget_ > 0;) {
      uint8_t value = field(recipe);
      if (value == 0) break;
      progress = false;
      for (uint8_t target : std::array<uint8_t, 3>{0, static_cast<uint8_t>(value / 2),
                                                   static_cast<uint8_t>(value - 1)}) {
        if (target >= value) continue;
        Recipe candidate = recipe;
        field(candidate) = target;
        if (tryCandidate(recipe, candidate)) {
          changed = progress = true;
          break;
        }
      }
    }
    return changed;
  }

  const std::function<bool(const Recipe&)>& still_fails_;
  size_t budget_;
};

} // namespace

Recipe shrinkRecipe(Recipe recipe, const std::function<bool(const Recipe&)>& still_fails,
                    size_t max_attempts) {
  return Shrinker(still_fails, max_attempts).run(std::move(recipe));
}

} // namespace reinplace::gen
