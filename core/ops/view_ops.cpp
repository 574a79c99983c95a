#include "core/meta_context.h"

namespace reinplace {

std::vector<OpDefinition> viewOpDefinitions() { return {}; }

} // namespace reinplace
