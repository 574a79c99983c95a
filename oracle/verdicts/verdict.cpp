#include "oracle/verdicts/verdict.h"

#include "oracle/runtime/element.h"
#include "oracle/runtime/tensor_text.h"

#include <algorithm>
#include <cmath>

namespace reinplace::oracle {

std::string Verdict::text() const {
  std::string out(verdictName(kind));
  if (!node.empty()) {
    out += " at " + node;
    if (line) out += " (line " + std::to_string(line) + ")";
  }
  if (in_original) out += " in the original graph";
  if (!explanation.empty()) out += ": " + explanation;
  return out;
}

namespace {

Verdict verdictAt(VerdictKind kind, const Node* node, std::string explanation) {
  Verdict verdict;
  verdict.kind = kind;
  if (node) {
    verdict.node = node->name;
    verdict.line = node->loc.line;
  }
  verdict.explanation = std::move(explanation);
  return verdict;
}

// The values returned, flattened, named for explanations.
std::vector<const Node*> returnedNodes(const Graph& graph) {
  std::vector<const Node*> out;
  const Node* output = graph.output();
  if (!output || output->args.empty()) return out;
  output->args[0].forEachNode([&](const Node* value) {
    size_t count = value->is_list_result ? value->meta.size() : 1;
    for (size_t i = 0; i < count; ++i) out.push_back(value);
  });
  return out;
}

// The first logical index where two tensors of one shape and dtype hold different elements.
std::optional<int64_t> firstDifference(const RuntimeTensor& expected, const RuntimeTensor& got) {
  std::optional<int64_t> first;
  int64_t flat = 0;
  forEachOffsetPair(expected.layout, got.layout, [&](int64_t left, int64_t right) {
    if (!sameElement(expected.element(left), got.element(right), expected.layout.dtype)) {
      first = flat;
      return false;
    }
    ++flat;
    return true;
  });
  return first;
}

std::string elementAt(const RuntimeTensor& tensor, int64_t flat) {
  std::vector<int64_t> offsets = elementOffsets(tensor.layout);
  return elementText(tensor.element(offsets[static_cast<size_t>(flat)]), tensor.layout.dtype);
}

std::string describeDifference(const RuntimeTensor& expected, const RuntimeTensor& got,
                               int64_t flat) {
  return "at index " + indexText(flat, expected.layout.sizes) + " expected " +
         elementAt(expected, flat) + ", got " + elementAt(got, flat);
}

bool sameShape(const RuntimeTensor& a, const RuntimeTensor& b) {
  return a.layout.dtype == b.layout.dtype && a.layout.sizes == b.layout.sizes;
}

std::optional<Verdict> compareFaults(const Execution& original, const Execution& rewritten) {
  if (original.fault) {
    const Fault& fault = *original.fault;
    // Both raising the same error (an integer division by zero) is agreement; a crash of the
    // interpreter never is.
    if (fault.kind != VerdictKind::Crash && rewritten.fault &&
        rewritten.fault->kind == fault.kind && rewritten.fault->message == fault.message)
      return std::nullopt;
    Verdict verdict = verdictAt(fault.kind, fault.node, fault.message);
    verdict.in_original = true;
    return verdict;
  }
  if (rewritten.fault) {
    const Fault& fault = *rewritten.fault;
    return verdictAt(fault.kind, fault.node, fault.message);
  }
  return std::nullopt;
}

// Values drawn by torch's generator are compared by layout only (Execution's
// draws_follow_storage_order).
bool comparableValues(const Execution& original, const Execution& rewritten,
                      const RuntimeTensor& expected, const RuntimeTensor& got) {
  if (!original.draws_follow_storage_order && !rewritten.draws_follow_storage_order) return true;
  return !expected.storage->random() && !got.storage->random();
}

std::optional<Verdict> compareInputs(const Graph& rewritten_graph,
                                     const std::vector<TensorHandle>& initial,
                                     const Execution& original, const Execution& rewritten) {
  std::vector<Node*> placeholders = rewritten_graph.placeholders();
  for (size_t i = 0; i < initial.size(); ++i) {
    // Compare through the layouts the inputs were given with: an in-place view op may have
    // changed the handles' layouts.
    RuntimeTensor before{original.inputs[i]->storage, initial[i]->layout};
    RuntimeTensor after{rewritten.inputs[i]->storage, initial[i]->layout};
    if (!comparableValues(original, rewritten, before, after)) continue;
    if (auto flat = firstDifference(before, after)) {
      const Node* input = i < placeholders.size() ? placeholders[i] : nullptr;
      // Where it shows is the first write into the input's storage, when the run made one.
      const Node* writer = rewritten.first_input_writer[i];
      return verdictAt(VerdictKind::InputMutated, writer ? writer : input,
                       "input " + (input ? input->name : std::to_string(i)) +
                           " is left different from what the original leaves: " +
                           describeDifference(before, after, *flat));
    }
  }
  return std::nullopt;
}

// Memory of the inputs' storages that no input's view covers: a storage's gaps, or the part of
// a shared storage between its inputs. Only ops that address the storage directly (as_strided)
// reach it, and the caller sees what they leave there.
std::optional<Verdict> compareInputStorages(const Graph& rewritten_graph,
                                            const std::vector<TensorHandle>& initial,
                                            const Execution& original, const Execution& rewritten) {
  std::vector<Node*> placeholders = rewritten_graph.placeholders();
  std::vector<const Storage*> compared;
  for (size_t i = 0; i < initial.size(); ++i) {
    if (std::find(compared.begin(), compared.end(), initial[i]->storage.get()) != compared.end())
      continue;
    compared.push_back(initial[i]->storage.get());
    const Storage& before = *original.inputs[i]->storage;
    const Storage& after = *rewritten.inputs[i]->storage;
    if (!comparableValues(original, rewritten, *original.inputs[i], *rewritten.inputs[i])) continue;
    DType dtype = initial[i]->storage->dtype();
    for (int64_t k = 0; k < initial[i]->storage->elements(); ++k) {
      if (sameElement(before.element(k), after.element(k), dtype)) continue;
      const Node* input = i < placeholders.size() ? placeholders[i] : nullptr;
      const Node* writer = rewritten.first_input_writer[i];
      return verdictAt(VerdictKind::InputMutated, writer ? writer : input,
                       "the storage of input " + (input ? input->name : std::to_string(i)) +
                           " is left different outside every input's view: element " +
                           std::to_string(k) + " expected " +
                           elementText(before.element(k), dtype) + ", got " +
                           elementText(after.element(k), dtype));
    }
  }
  return std::nullopt;
}

std::optional<Verdict> compareOutputs(const Graph& rewritten_graph, const Execution& original,
                                      const Execution& rewritten) {
  std::vector<const Node*> names = returnedNodes(rewritten_graph);
  auto nodeOf = [&](size_t i) { return i < names.size() ? names[i] : nullptr; };
  if (original.outputs.size() != rewritten.outputs.size())
    return verdictAt(VerdictKind::InvalidGraph, rewritten_graph.output(),
                     "returns " + std::to_string(rewritten.outputs.size()) +
                         " tensors; the original returns " +
                         std::to_string(original.outputs.size()));
  for (size_t i = 0; i < original.outputs.size(); ++i) {
    const RuntimeTensor& expected = *original.outputs[i];
    const RuntimeTensor& got = *rewritten.outputs[i];
    std::string which = "output " + std::to_string(i);
    if (!sameShape(expected, got))
      return verdictAt(VerdictKind::ValueMismatch, nodeOf(i),
                       which + " is " + formatMeta(got.layout, false) + ", expected " +
                           formatMeta(expected.layout, false));
    if (!comparableValues(original, rewritten, expected, got)) continue;
    if (auto flat = firstDifference(expected, got))
      return verdictAt(VerdictKind::ValueMismatch, nodeOf(i),
                       which + " " + describeDifference(expected, got, *flat));
  }
  return std::nullopt;
}

std::optional<Verdict> compareAliasing(const Graph& rewritten_graph, const Execution& original,
                                       const Execution& rewritten) {
  std::vector<const Node*> names = returnedNodes(rewritten_graph);
  auto nameOf = [&](size_t i) { return i < names.size() ? " (" + names[i]->name + ")" : ""; };
  auto nodeOf = [&](size_t i) { return i < names.size() ? names[i] : nullptr; };
  const auto& outs = rewritten.outputs;
  std::vector<Node*> placeholders = rewritten_graph.placeholders();
  for (size_t i = 0; i < outs.size(); ++i) {
    for (size_t j = i + 1; j < outs.size(); ++j) {
      if (sharesElements(*outs[i], *outs[j]) &&
          !sharesElements(*original.outputs[i], *original.outputs[j]))
        return verdictAt(VerdictKind::OutputAliasing, nodeOf(j),
                         "outputs " + std::to_string(i) + nameOf(i) + " and " + std::to_string(j) +
                             nameOf(j) + " share memory; the original's do not");
    }
    for (size_t k = 0; k < rewritten.inputs.size(); ++k) {
      if (sharesElements(*outs[i], *rewritten.inputs[k]) &&
          !sharesElements(*original.outputs[i], *original.inputs[k]))
        return verdictAt(VerdictKind::OutputAliasing, nodeOf(i),
                         "output " + std::to_string(i) + nameOf(i) + " shares memory with input " +
                             placeholders[k]->name + "; the original's does not");
    }
  }
  return std::nullopt;
}

} // namespace

Verdict compareRuns(const Graph& rewritten, const std::vector<TensorHandle>& inputs,
                    const Execution& before, const Execution& after) {
  Verdict verdict = [&] {
    if (auto verdict = compareFaults(before, after)) return *verdict;
    if (before.fault) return Verdict{}; // both fault the same way
    if (auto verdict = compareInputs(rewritten, inputs, before, after)) return *verdict;
    if (auto verdict = compareOutputs(rewritten, before, after)) return *verdict;
    if (auto verdict = compareAliasing(rewritten, before, after)) return *verdict;
    if (auto verdict = compareInputStorages(rewritten, inputs, before, after)) return *verdict;
    return Verdict{};
  }();
  verdict.original_memory = before.memory;
  verdict.rewritten_memory = after.memory;
  for (const TensorHandle& output : before.outputs) {
    if (!output || !isFloating(output->layout.dtype)) continue;
    forEachOffset(output->layout, [&](int64_t offset) {
      ++verdict.returned_float_elements;
      if (std::isfinite(loadElement<double>(output->element(offset), output->layout.dtype)))
        ++verdict.returned_finite_elements;
    });
  }
  return verdict;
}

Verdict check(const Graph& original, const Graph& rewritten,
              const std::vector<TensorHandle>& inputs, const ExecutionLimits& limits,
              uint64_t random_seed) {
  Execution before = execute(original, copyTensors(inputs), limits, random_seed);
  keepOnlyInputsAndOutputs(before); // all the verdict reads, while the rewrite runs
  Execution after = execute(rewritten, copyTensors(inputs), limits, random_seed);
  return compareRuns(rewritten, inputs, before, after);
}

} // namespace reinplace::oracle
