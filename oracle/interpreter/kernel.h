#pragma once
// What a reference kernel sees and the registry of kernels. A kernel computes an op's functional
// result: it reads its arguments by schema name and fills result tensors the interpreter has
// already allocated in the layout the op's meta rule gives. In-place ops run the kernel of their
// functional variant into a scratch result that the interpreter then writes into self (after
// checking for overlap hazards), and views need no kernel: they share their source's storage.

#include "core/meta/meta_context.h"
#include "oracle/interpreter/random_draws.h"
#include "oracle/runtime/runtime_tensor.h"

#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace reinplace::oracle {

/// An error PyTorch raises at run time for these particular values (integer division by zero,
/// an index out of range): the graph is invalid for the inputs.
class KernelError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// A read past the end of a tensor's storage that torch makes without a check (a strided group
/// norm bias read through its data pointer): undefined behaviour in torch, refused here.
class ReadPastStorageError : public KernelError {
public:
  using KernelError::KernelError;
};

/// A write into memory that several indices of the target share (a *_scatter whose view
/// overlaps itself): PyTorch's result then depends on its loop order.
class OverlapHazardError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// The run-time tensor each graph value holds.
class RuntimeValues {
public:
  virtual ~RuntimeValues() = default;
  /// nullptr when the value is not a single tensor.
  virtual const RuntimeTensor* tensorOf(const Node& value) const = 0;
  /// The tensor of `value`, which the running kernel writes in place although its op's schema
  /// does not mark it written (native_batch_norm's running stats in training mode, as ATen's
  /// kernel does); the run records the write as it records an in-place op's. nullptr when the
  /// value is not a single tensor.
  virtual RuntimeTensor* hiddenWrite(const Node& value) = 0;
  /// What random ops of this run draw from (the seed its inputs were made from).
  virtual uint64_t randomSeed() const = 0;
  /// The running kernel's results depend on values it drew: the run marks them
  /// (Storage::random), and everything computed from them.
  virtual void noteRandomResults() = 0;
};

/// An argument in a Tensor position at run time: a tensor, or a Python number.
struct RuntimeOperand {
  const RuntimeTensor* tensor = nullptr;
  ScalarValue scalar;
};

class KernelCall {
public:
  KernelCall(const MetaContext& args, RuntimeValues& values, ValueTensors& results)
      : args_(args), values_(values), results_(results) {}

  /// Non-tensor arguments (ints, scalars, lists, dtypes) and the op itself.
  const MetaContext& args() const { return args_; }
  const RuntimeTensor& tensor(std::string_view name) const;
  const RuntimeTensor* optionalTensor(std::string_view name) const;
  RuntimeOperand operand(std::string_view name) const;
  /// Tensor[] and Tensor?[] (nullptr for None elements).
  std::vector<const RuntimeTensor*> tensorList(std::string_view name) const;
  /// An optional tensor argument the kernel writes in place though the schema does not say so
  /// (RuntimeValues::hiddenWrite); nullptr for None.
  RuntimeTensor* hiddenlyWrittenTensor(std::string_view name) const;
  /// The draws of this call (oracle/interpreter/random_draws.h): the same for the same node in both
  /// runs of a check, whether it runs as bernoulli.p or as bernoulli_.float.
  RandomDraws randomDraws() const;
  /// The results depend on what randomDraws() gave (see RuntimeValues::noteRandomResults).
  void noteRandomResults() const { values_.noteRandomResults(); }

  /// The dtype the op computes in: the iterator's common dtype where the rule recorded one,
  /// otherwise the first result's dtype.
  DType computeDType() const;
  size_t resultCount() const { return results_.size(); }
  RuntimeTensor& result(size_t index = 0) const { return *results_.at(index); }

private:
  const RuntimeTensor& tensorAt(const Arg& arg, std::string_view name) const;

  const MetaContext& args_;
  RuntimeValues& values_;
  ValueTensors& results_;
};

using Kernel = void (*)(KernelCall&);

struct KernelDefinition {
  const char* op; // qualified name, "add.Tensor"
  Kernel kernel;
};

class KernelRegistry {
public:
  /// The kernels of every built-in op; built once, immutable afterwards.
  static const KernelRegistry& builtin();
  explicit KernelRegistry(const std::vector<KernelDefinition>& definitions);

  /// The kernel computing `op`'s functional result (an in-place op's is its functional
  /// variant's), or nullptr.
  Kernel find(const OpInfo& op) const;

private:
  std::unordered_map<const OpInfo*, Kernel> by_op_;
};

/// The families, each next to its kernels.
std::vector<KernelDefinition> pointwiseKernels();
std::vector<KernelDefinition> copyKernels(); // clone, _to_copy, copy, resize
std::vector<KernelDefinition> scatterKernels();
std::vector<KernelDefinition> reductionKernels();        // sum, cumsum, cumprod, mm, addmm
std::vector<KernelDefinition> repeatInterleaveKernels(); // repeat_interleave's 3 overloads
std::vector<KernelDefinition> indexKernels();            // cat, index_put
std::vector<KernelDefinition> factoryKernels();
std::vector<KernelDefinition> activationKernels();    // gelu, silu, ..., their backward ops
std::vector<KernelDefinition> softmaxKernels();       // _softmax, _log_softmax, backward
std::vector<KernelDefinition> mathKernels();          // sign, erf, rsub, remainder, minimum...
std::vector<KernelDefinition> unaryMathKernels();     // acos, ..., floor, round, nan_to_num...
std::vector<KernelDefinition> binaryMathKernels();    // atan2, fmod, xlogy, bitwise_and...
std::vector<KernelDefinition> integerMathKernels();   // gcd, lcm, the bit shifts
std::vector<KernelDefinition> batchedMatmulKernels(); // bmm, baddbmm
std::vector<KernelDefinition> matrixUpdateKernels();  // addmv, addr, addbmm
std::vector<KernelDefinition> shapeKernels();         // stack, repeat, flip, roll, ...
std::vector<KernelDefinition> uninitializedFactoryKernels(); // empty*, new_*, full_like
std::vector<KernelDefinition> gatherScatterKernels();        // gather, scatter(_add, _reduce)
std::vector<KernelDefinition> indexAlongDimKernels(); // index_select, index_add/reduce/copy/fill
std::vector<KernelDefinition> flatScatterKernels();   // masked_scatter, put
std::vector<KernelDefinition> advancedIndexKernels(); // index.Tensor
std::vector<KernelDefinition> embeddingKernels();     // embedding, embedding_dense_backward
std::vector<KernelDefinition> convolutionKernels();   // convolution and its backward
std::vector<KernelDefinition> batchNormKernels();     // batch norm and its backward
std::vector<KernelDefinition> normalizationKernels(); // layer/group norm, layer norm backward
std::vector<KernelDefinition> poolingKernels();       // 2-d, 3-d pooling, 2-d backward
std::vector<KernelDefinition> upsampleKernels();      // nearest and bilinear 2-d
std::vector<KernelDefinition> statisticKernels();     // mean, var, std, amax, max.dim, prod...
std::vector<KernelDefinition> renormKernels();        // renorm
std::vector<KernelDefinition> normKernels();          // norm, linalg_vector_norm
std::vector<KernelDefinition> sortingKernels();       // topk, sort, argsort, kthvalue

// Losses, random ops, _trilinear.
std::vector<KernelDefinition> randomKernels();          // bernoulli, native_dropout
std::vector<KernelDefinition> nllLossKernels();         // nll_loss(2d)_forward, backward
std::vector<KernelDefinition> elementwiseLossKernels(); // mse_loss, bce_with_logits
std::vector<KernelDefinition> trilinearKernels();       // _trilinear
std::vector<KernelDefinition> transformerKernels();     // _transformer_encoder_layer_fwd, MHA

} // namespace reinplace::oracle
