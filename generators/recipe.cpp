#include "generators/recipe.h"

#include "core/fx/printer.h"
#include "generators/materializer.h"

#include <ostream>

namespace reinplace::gen {

void showValue(const Recipe& recipe, std::ostream& out) {
  out << "\n" << printFxCode(materialize(recipe));
}

} // namespace reinplace::gen
