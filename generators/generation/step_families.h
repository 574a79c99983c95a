#pragma once
// The step families outside materializer.cpp, one file each, all building through GraphBuilder:
// - materializer_pointwise.cpp: Activation and Math;
// - materializer_index.cpp: Index;
// - materializer_nn.cpp: Norm;
// - materializer_model.cpp: Model.
// Each reads a Step's fields modulo what fits and adds nothing when its calls do not type-check,
// like the families in materializer.cpp.
// Private to generators/generation/.

#include "generators/generation/graph_builder.h"
#include "generators/generation/recipe.h"

namespace reinplace::gen {

void activationStep(GraphBuilder& graph, const Step& step);
void mathStep(GraphBuilder& graph, const Step& step);
void indexStep(GraphBuilder& graph, const Step& step);
void normStep(GraphBuilder& graph, const Step& step);
void modelStep(GraphBuilder& graph, const Step& step);

/// A Python number from one byte: small ints (0 and negatives included), halves, bools, 1.
inline Arg scalarArg(uint8_t x) {
  switch (x % 4) {
  case 0:
    return Arg::ofInt(static_cast<int64_t>(x / 4 % 5) - 2);
  case 1:
    return Arg::ofDouble(static_cast<double>(x / 4 % 8) * 0.5 - 1.5);
  case 2:
    return Arg::ofBool(x / 4 % 2 == 1);
  default:
    return Arg::ofInt(1);
  }
}

} // namespace reinplace::gen
