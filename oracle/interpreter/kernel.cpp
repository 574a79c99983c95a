#include "oracle/interpreter/kernel.h"
#include "core/meta/builtin_registry.h"

namespace reinplace::oracle {

const RuntimeTensor& KernelCall::tensorAt(const Arg& arg, std::string_view name) const {
  const RuntimeTensor* tensor = arg.isNode() ? values_.tensorOf(*arg.node()) : nullptr;
  if (!tensor) throw MetaError("argument '" + std::string(name) + "' must be a tensor");
  return *tensor;
}

const RuntimeTensor& KernelCall::tensor(std::string_view name) const {
  return tensorAt(args_.arg(name), name);
}

const RuntimeTensor* KernelCall::optionalTensor(std::string_view name) const {
  const Arg& arg = args_.arg(name);
  return arg.isNone() ? nullptr : &tensorAt(arg, name);
}

RuntimeOperand KernelCall::operand(std::string_view name) const {
  const Arg& arg = args_.arg(name);
  RuntimeOperand out;
  if (arg.isNode())
    out.tensor = &tensorAt(arg, name);
  else
    out.scalar = args_.scalar(name);
  return out;
}

std::vector<const RuntimeTensor*> KernelCall::tensorList(std::string_view name) const {
  std::vector<const RuntimeTensor*> out;
  for (const Arg& item : args_.arg(name).list().items)
    out.push_back(item.isNone() ? nullptr : &tensorAt(item, name));
  return out;
}

RuntimeTensor* KernelCall::hiddenlyWrittenTensor(std::string_view name) const {
  const Arg& arg = args_.arg(name);
  if (arg.isNone()) return nullptr;
  RuntimeTensor* tensor = arg.isNode() ? values_.hiddenWrite(*arg.node()) : nullptr;
  if (!tensor) throw MetaError("argument '" + std::string(name) + "' must be a tensor");
  return tensor;
}

RandomDraws KernelCall::randomDraws() const {
  return RandomDraws(values_.randomSeed(), args_.node().name);
}

DType KernelCall::computeDType() const {
  if (auto dtype = args_.computeDType()) return *dtype;
  return results_.at(0)->layout.dtype;
}

const KernelRegistry& KernelRegistry::builtin() {
  static const KernelRegistry registry = [] {
    std::vector<KernelDefinition> all;
    for (auto family :
         {pointwiseKernels, copyKernels, scatterKernels, reductionKernels, indexKernels,
          factoryKernels, activationKernels, softmaxKernels, mathKernels, unaryMathKernels,
          binaryMathKernels, integerMathKernels, batchedMatmulKernels, matrixUpdateKernels,
          shapeKernels, uninitializedFactoryKernels, gatherScatterKernels, indexAlongDimKernels,
          repeatInterleaveKernels, flatScatterKernels, advancedIndexKernels, upsampleKernels,
          embeddingKernels, convolutionKernels, batchNormKernels, normalizationKernels,
          poolingKernels, statisticKernels, renormKernels, normKernels, sortingKernels,
          // losses, random ops, _trilinear
          randomKernels, nllLossKernels, elementwiseLossKernels, trilinearKernels,
          transformerKernels}) {
      std::vector<KernelDefinition> some = family();
      all.insert(all.end(), some.begin(), some.end());
    }
    return KernelRegistry(all);
  }();
  return registry;
}

KernelRegistry::KernelRegistry(const std::vector<KernelDefinition>& definitions) {
  const OpRegistry& ops = builtinRegistry();
  for (const KernelDefinition& definition : definitions) {
    const OpInfo* op = ops.find(definition.op);
    if (!op) throw std::logic_error("kernel for unknown op " + std::string(definition.op));
    if (!by_op_.emplace(op, definition.kernel).second)
      throw std::logic_error("two kernels for " + std::string(definition.op));
  }
}

Kernel KernelRegistry::find(const OpInfo& op) const {
  if (auto it = by_op_.find(&op); it != by_op_.end()) return it->second;
  if (op.is_inplace && op.functional_variant) {
    if (auto it = by_op_.find(op.functional_variant); it != by_op_.end()) return it->second;
  }
  return nullptr;
}

} // namespace reinplace::oracle
