#include "generators/generation/recipe.h"

#include "core/fx/printer.h"
#include "generators/generation/materializer.h"

#include <ostream>

namespace reinplace::gen {

void showValue(const Recipe& recipe, std::ostream& out) {
  out << "\n" << printFxCode(materialize(recipe));
}

} // namespace reinplace::gen
