#include "core/meta/builtin_registry.h"

#include "core/meta/op_families.h"

namespace reinplace {

const OpRegistry& builtinRegistry() {
  static const OpRegistry registry = [] {
    std::vector<OpDefinition> ruled;
    for (auto family :
         {viewOpDefinitions, scatterOpDefinitions, pointwiseOpDefinitions, otherOpDefinitions,
          factoryOpDefinitions, activationOpDefinitions, softmaxOpDefinitions, mathOpDefinitions,
          unaryMathOpDefinitions, binaryMathOpDefinitions, integerMathOpDefinitions,
          stridedAliasOpDefinitions, batchedMatmulOpDefinitions, matrixUpdateOpDefinitions,
          shapeOpDefinitions, uninitializedFactoryOpDefinitions, gatherScatterOpDefinitions,
          indexAlongDimOpDefinitions, repeatInterleaveOpDefinitions, flatScatterOpDefinitions,
          advancedIndexOpDefinitions, embeddingOpDefinitions, convolutionOpDefinitions,
          normalizationOpDefinitions, poolingOpDefinitions, upsampleOpDefinitions,
          statisticOpDefinitions, renormOpDefinitions, normOpDefinitions, sortingOpDefinitions,
          // losses, random ops, _trilinear
          randomOpDefinitions, nllLossOpDefinitions, elementwiseLossOpDefinitions,
          trilinearOpDefinitions, transformerOpDefinitions})
      for (OpDefinition& definition : family()) ruled.push_back(definition);
    return OpRegistry::atenWithRules(ruled);
  }();
  return registry;
}

} // namespace reinplace
