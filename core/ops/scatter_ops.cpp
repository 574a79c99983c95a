#include "core/meta_context.h"

namespace reinplace {

std::vector<OpDefinition> scatterOpDefinitions() { return {}; }

} // namespace reinplace
