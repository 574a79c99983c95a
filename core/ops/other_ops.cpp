#include "core/meta_context.h"

namespace reinplace {

std::vector<OpDefinition> otherOpDefinitions() { return {}; }

} // namespace reinplace
