#include "core/meta_context.h"

namespace reinplace {

std::vector<OpDefinition> pointwiseOpDefinitions() { return {}; }

} // namespace reinplace
