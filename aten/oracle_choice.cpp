#include "aten/oracle_choice.h"

#include "aten/anchoring_plan.h"
#include "aten/aten_executor.h"
#include "core/ops/bound_args.h"
#include "core/ops/op_registry.h"
#include "oracle/runtime/element.h"
#include "oracle/runtime/tensor_text.h"

#include <cmath>
#include <unordered_set>

namespace reinplace::aten {

using oracle::Execution;
using oracle::RuntimeTensor;
using oracle::Verdict;
using oracle::VerdictKind;

std::string_view oracleChoiceName(OracleChoice choice) {
  switch (choice) {
  case OracleChoice::Reference:
    return "reference";
  case OracleChoice::Aten:
    return "aten";
  case OracleChoice::Both:
    return "both";
  }
  return "";
}

std::optional<OracleChoice> oracleChoiceFromName(std::string_view name) {
  for (OracleChoice choice : {OracleChoice::Reference, OracleChoice::Aten, OracleChoice::Both})
    if (oracleChoiceName(choice) == name) return choice;
  return std::nullopt;
}

namespace {

Verdict disagreementAt(const Node* node, std::string explanation) {
  Verdict verdict;
  verdict.kind = VerdictKind::OracleDisagreement;
  if (node) {
    verdict.node = node->name;
    verdict.line = node->loc.line;
  }
  verdict.explanation = std::move(explanation);
  return verdict;
}

// The relative tolerance of a dtype: kValueTolerance, or eight units in the last place of the
// half-precision types, whose kernels round intermediate results where the reference does not.
double toleranceOf(DType dtype) {
  if (dtype == DType::bf16) return 8 * 0x1p-8;
  if (dtype == DType::f16) return 8 * 0x1p-11;
  return kValueTolerance;
}

// Elements agree within the tolerance of their dtype relative to the larger of 1, the element
// and the largest magnitude in ATen's tensor: a sum of large terms that nearly cancel is as far
// off as the terms' rounding, whatever its own size.
bool elementsAgree(const std::byte* reference, const std::byte* aten, DType dtype, double scale) {
  if (!isFloating(dtype)) return oracle::sameElement(reference, aten, dtype);
  double expected = oracle::loadElement<double>(aten, dtype);
  double got = oracle::loadElement<double>(reference, dtype);
  if (std::isnan(expected) || std::isnan(got)) return std::isnan(expected) && std::isnan(got);
  if (std::isinf(expected) || std::isinf(got)) return expected == got;
  return std::abs(got - expected) <=
         toleranceOf(dtype) * std::max({1.0, std::abs(expected), scale});
}

double largestMagnitude(const RuntimeTensor& tensor) {
  double largest = 0;
  if (!isFloating(tensor.layout.dtype)) return largest;
  oracle::forEachOffset(tensor.layout, [&](int64_t offset) {
    double value =
        std::abs(oracle::loadElement<double>(tensor.element(offset), tensor.layout.dtype));
    if (std::isfinite(value)) largest = std::max(largest, value);
  });
  return largest;
}

// The first element of two tensors of one layout that does not agree, as an explanation.
std::optional<std::string> valueDifference(const RuntimeTensor& reference,
                                           const RuntimeTensor& aten) {
  std::optional<std::string> difference;
  int64_t flat = 0;
  double scale = largestMagnitude(aten);
  oracle::forEachOffsetPair(reference.layout, aten.layout, [&](int64_t left, int64_t right) {
    DType dtype = reference.layout.dtype;
    if (!elementsAgree(reference.element(left), aten.element(right), dtype, scale)) {
      difference = "at index " + oracle::indexText(flat, reference.layout.sizes) +
                   " the reference computes " +
                   oracle::elementText(reference.element(left), dtype) + ", ATen " +
                   oracle::elementText(aten.element(right), dtype);
      return false;
    }
    ++flat;
    return true;
  });
  return difference;
}

// Layouts agree in dtype, sizes, strides and offset; a tensor without elements only in dtype and
// sizes (its strides are whatever the arithmetic gave, and torch's may have overflowed where the
// reference saturates: f32[0, 2, 2^63 - 1]).
bool layoutsAgree(const TensorMeta& reference, const TensorMeta& aten) {
  if (reference.numel() == 0 || aten.numel() == 0)
    return reference.dtype == aten.dtype && reference.sizes == aten.sizes;
  return reference.sameLayout(aten);
}

std::optional<std::string> tensorDifference(const RuntimeTensor& reference,
                                            const RuntimeTensor& aten, bool compare_values) {
  if (!layoutsAgree(reference.layout, aten.layout))
    return "the reference lays it out as " + formatMeta(reference.layout, true) + ", ATen as " +
           formatMeta(aten.layout, true);
  // What the reference computed without a kernel, or drew from its own random streams, is not
  // torch's number: only its layout is comparable.
  if (!compare_values || reference.storage->uninterpreted() || reference.storage->random())
    return std::nullopt;
  return valueDifference(reference, aten);
}

std::string faultText(const oracle::Fault& fault) {
  return std::string(verdictName(fault.kind)) + ": " + fault.message;
}

// Runs stopping at different nodes: the one that stops first raises where the other computes.
std::optional<Verdict> compareFaults(const Graph& graph, const Execution& reference,
                                     const Execution& aten) {
  const Node* reference_stop = reference.fault ? reference.fault->node : nullptr;
  const Node* aten_stop = aten.fault ? aten.fault->node : nullptr;
  if (reference_stop == aten_stop) return std::nullopt;
  bool reference_first =
      reference_stop && (!aten_stop || graph.isBefore(reference_stop, aten_stop));
  if (reference_first) {
    // Torch checks neither every overlap nor every read's bounds (_reshape_alias past its
    // storage views the memory beyond, group norm reads a strided bias through its data
    // pointer): with layouts equal up to here, ATen's run made the same hazard or the same read,
    // and the reference's fault is the verdict.
    if (reference.fault->kind == VerdictKind::OverlapHazard || reference.fault->past_storage)
      return std::nullopt;
    return disagreementAt(reference_stop, "the reference raises (" + faultText(*reference.fault) +
                                              "); ATen computes it");
  }
  return disagreementAt(aten_stop,
                        "ATen raises (" + aten.fault->message + "); the reference computes it");
}

// Whether anything reads element `index` of a node's value: an element of a list result that
// no getitem reads is held by the reference as a placeholder (the gradients an output_mask
// leaves out), which ATen may compute anyway (dilated convolutions' backward).
bool readElement(const Node& node, size_t index) {
  if (!node.is_list_result) return true;
  for (const Node* user : node.users) {
    if (user->kind != NodeKind::GetItem) return true;
    int64_t item = std::get<int64_t>(user->args[1].value);
    int64_t count = static_cast<int64_t>(node.meta.size());
    if ((item < 0 ? item + count : item) == static_cast<int64_t>(index)) return true;
  }
  return false;
}

// An ATen result agrees with the reference's value closely enough to continue from the
// reference's (Anchoring): same layout, elements within the tolerance, and a value the
// reference computed itself.
bool agreesForAnchoring(const RuntimeTensor& reference, const RuntimeTensor& aten) {
  if (reference.storage->uninterpreted() || reference.storage->random()) return false;
  if (reference.layout.dtype != aten.layout.dtype || reference.layout.sizes != aten.layout.sizes)
    return false;
  return !valueDifference(reference, aten);
}

// A run's values, read as the comparison reads ATen's while its run goes.
// A run judged already holds no values but its inputs and outputs (keepOnlyInputsAndOutputs):
// none, for a node it let go.
AtenValuesOf valuesIn(const Execution& run) {
  return [&run](const Node& node) -> const oracle::ValueTensors& {
    static const oracle::ValueTensors kNone;
    return node.id < run.values.size() ? run.values[node.id] : kNone;
  };
}

// The floating value a float -> integer conversion (_to_copy, to, ...) at `output` converts,
// or nullptr.
const Node* castFloat(const Node* output) {
  if (!output || output->kind != NodeKind::Call || output->args.empty() ||
      !output->args[0].isNode() || output->op->packet_name.rfind("_to_copy", 0) != 0 ||
      !output->hasTensorMeta() || isFloating(output->tensorMeta().dtype))
    return nullptr;
  const Node* source = output->args[0].node();
  return source->hasTensorMeta() && isFloating(source->tensorMeta().dtype) ? source : nullptr;
}

// The tensor castFloat names, in a run.
const RuntimeTensor* convertedFloat(const Node* output, const AtenValuesOf& values_of) {
  const Node* source = castFloat(output);
  if (!source) return nullptr;
  const oracle::ValueTensors& values = values_of(*source);
  return values.size() == 1 && values[0] ? values[0].get() : nullptr;
}

// Integer elements one apart, where each came from a float the two runs agree on within the
// tolerance: a float near an integer boundary, an ulp apart, truncates to neighbours.
bool castsOfAgreeingFloats(const RuntimeTensor& before, const RuntimeTensor& after,
                           const RuntimeTensor& float_before, const RuntimeTensor& float_after) {
  if (valueDifference(float_before, float_after)) return false;
  bool close = true;
  oracle::forEachOffsetPair(before.layout, after.layout, [&](int64_t a, int64_t b) {
    const double x = oracle::loadElement<double>(before.element(a), before.layout.dtype);
    const double y = oracle::loadElement<double>(after.element(b), after.layout.dtype);
    close = std::abs(x - y) <= 1;
    return close;
  });
  return close;
}

// Max pooling's indices where a window held two elements the runs round apart: which is the
// larger is rounding's to decide (vgg13 rewritten, seed 1: 10.436455 and 10.436459 in the
// reference's window, 10.436452 and 10.436448 in ATen's, so index 61 against 44). Accepted when
// the pooled values agree and, at every index that differs, the reference's own input holds at
// ATen's index too the value the reference pooled, within the tolerance.
bool nearTiesOfMaxPooling(const Node& value, size_t item, const Execution& reference,
                          const AtenValuesOf& aten) {
  // The indices are compared at the node and again at the getitem that takes them out.
  const bool taken = value.kind == NodeKind::GetItem && value.args.size() == 2 &&
                     value.args[0].isNode() && value.args[1].isInt();
  const Node& node = taken ? *value.args[0].node() : value;
  const size_t output = taken ? static_cast<size_t>(std::get<int64_t>(value.args[1].value)) : item;
  if (node.kind != NodeKind::Call) return false;
  const std::string& name = node.op->qualified_name;
  const int64_t window_dims = name == "max_pool2d_with_indices.default"   ? 2
                              : name == "max_pool3d_with_indices.default" ? 3
                                                                          : 0;
  if (window_dims == 0 || output != 1 || node.args.empty() || !node.args[0].isNode()) return false;
  const auto& ours = reference.values.at(node.id);
  const auto& theirs = aten(node);
  const auto& inputs = reference.values.at(node.args[0].node()->id);
  if (ours.size() != 2 || theirs.size() != 2 || inputs.size() != 1 || !inputs[0] || !ours[0] ||
      !ours[1] || !theirs[0] || !theirs[1])
    return false;
  const RuntimeTensor &pooled = *ours[0], &our_indices = *ours[1], &their_indices = *theirs[1];
  const RuntimeTensor& input = *inputs[0];
  const int64_t rank = input.layout.dim();
  if (valueDifference(pooled, *theirs[0]) || rank < window_dims || pooled.layout.dim() != rank ||
      our_indices.layout.sizes != pooled.layout.sizes ||
      their_indices.layout.sizes != pooled.layout.sizes)
    return false;
  int64_t plane = 1, pooled_plane = 1;
  for (int64_t d = rank - window_dims; d < rank; ++d) {
    plane *= input.layout.sizes[static_cast<size_t>(d)];
    pooled_plane *= pooled.layout.sizes[static_cast<size_t>(d)];
  }
  const double scale = largestMagnitude(pooled);
  const DType dtype = pooled.layout.dtype;
  const std::vector<int64_t> input_at = oracle::elementOffsets(input.layout);
  const std::vector<int64_t> pooled_at = oracle::elementOffsets(pooled.layout);
  const std::vector<int64_t> our_at = oracle::elementOffsets(our_indices.layout);
  const std::vector<int64_t> their_at = oracle::elementOffsets(their_indices.layout);
  for (size_t flat = 0; flat < pooled_at.size(); ++flat) {
    const int64_t mine =
        oracle::loadElement<int64_t>(our_indices.element(our_at[flat]), DType::i64);
    const int64_t their =
        oracle::loadElement<int64_t>(their_indices.element(their_at[flat]), DType::i64);
    if (mine == their) continue;
    if (their < 0 || their >= plane) return false;
    const size_t at =
        static_cast<size_t>(static_cast<int64_t>(flat) / pooled_plane * plane + their);
    if (at >= input_at.size() ||
        !elementsAgree(input.element(input_at[at]), pooled.element(pooled_at[flat]), dtype, scale))
      return false;
  }
  return true;
}

// The first value of `node` the two runs disagree on; ATen's values read through `aten`.
std::optional<Verdict> nodeDisagreement(const Node& node, const Execution& reference,
                                        const AtenValuesOf& aten, bool compare_values,
                                        const RunStorages& left_half_written) {
  const auto& ours = reference.values.at(node.id);
  const auto& theirs = aten(node);
  if (ours.size() != theirs.size()) {
    if (ours.empty() || theirs.empty()) return std::nullopt; // a number, or None, on one side
    return disagreementAt(&node, "the reference makes " + std::to_string(ours.size()) +
                                     " tensors, ATen " + std::to_string(theirs.size()));
  }
  for (size_t i = 0; i < ours.size(); ++i) {
    if (!ours[i] || !theirs[i] || !readElement(node, i)) continue;
    if (left_half_written.count(ours[i]->storage.get())) continue;
    auto difference = tensorDifference(*ours[i], *theirs[i], compare_values);
    if (!difference) continue;
    // A cast of floats that agree within the tolerance: an ulp either side of an integer
    // boundary truncates to neighbours (Sleef's exp against libm's, then to int64).
    const RuntimeTensor* float_ours = convertedFloat(&node, valuesIn(reference));
    const RuntimeTensor* float_theirs = convertedFloat(&node, aten);
    if (float_ours && float_theirs && ours[i]->layout.sameLayout(theirs[i]->layout) &&
        castsOfAgreeingFloats(*ours[i], *theirs[i], *float_ours, *float_theirs))
      continue;
    if (nearTiesOfMaxPooling(node, i, reference, aten)) continue;
    return disagreementAt(&node, (ours.size() > 1 ? "element " + std::to_string(i) + ": " : "") +
                                     *difference);
  }
  return std::nullopt;
}

// A disagreement found while ATen's run went (comparedAsTheyGo), at `node`.
struct EarlyDisagreement {
  const Node* node;
  Verdict verdict;
};

// compareOracles, where ATen's run let go of the values it compared as it went and `early` is
// the first of those that disagreed: faults decide first, as they would have, then the first
// node in order whose values disagree, compared early or now.
std::optional<Verdict> compareWithEarly(const Graph& graph, const Execution& reference,
                                        const Execution& aten, bool compare_values,
                                        const std::optional<EarlyDisagreement>& early) {
  if (auto verdict = compareFaults(graph, reference, aten)) return verdict;
  // A hazard only the reference sees stops it alone: what ATen computes on is not comparable.
  if (reference.fault && (!aten.fault || aten.fault->node != reference.fault->node))
    return std::nullopt;
  // Both raise at one node: what it wrote in place before raising is torch's to leave half done
  // (index_put_ with accumulate adds the rows before a bad index), not a value to compare.
  RunStorages left_half_written;
  if (reference.fault) addWrittenStorages(*reference.fault->node, reference, left_half_written);
  for (const Node* node : graph) {
    if (reference.fault && node == reference.fault->node) break;
    if (early && node == early->node) return early->verdict;
    if (auto verdict =
            nodeDisagreement(*node, reference, valuesIn(aten), compare_values, left_half_written))
      return verdict;
  }
  return std::nullopt;
}

// ATen's run compares the values no node writes as soon as they are made (a final value that is
// the value its node made) and lets them go after their last use; the first that disagrees goes
// to `early`. Each is compared as compareOracles compares it at the end.
StreamedValues comparedAsTheyGo(const Graph& graph, const Execution& reference,
                                const RunStorages& written, bool compare_values,
                                std::optional<EarlyDisagreement>& early) {
  StreamedValues streamed;
  streamed.let_go.assign(graph.idBound(), false);
  for (const Node* node : graph) {
    if (node->kind != NodeKind::Call && node->kind != NodeKind::GetItem) continue;
    bool settled = node->id < reference.values.size();
    if (settled)
      for (const oracle::TensorHandle& tensor : reference.values[node->id])
        settled = settled && (!tensor || !written.count(tensor->storage.get()));
    streamed.let_go[node->id] = settled;
  }
  // What the comparison of a value kept to the end reads besides it: the float a cast converted,
  // the pooling a getitem takes its indices from.
  for (const Node* node : graph) {
    if (streamed.let_go[node->id]) continue;
    if (const Node* source = castFloat(node)) streamed.let_go[source->id] = false;
    if (node->kind == NodeKind::GetItem) streamed.let_go[node->args[0].node()->id] = false;
  }
  streamed.inspect = [&graph, &reference, compare_values, &early](const Node& node,
                                                                  const AtenValuesOf& aten) {
    if (early || (reference.fault && !graph.isBefore(&node, reference.fault->node))) return;
    if (auto verdict = nodeDisagreement(node, reference, aten, compare_values, {}))
      early = EarlyDisagreement{&node, std::move(*verdict)};
  };
  return streamed;
}

// ATen's run for a verdict of oracle/verdicts alone, which reads the inputs and the returned
// tensors (and the floats a returned cast converted: runsAgreeWithinTolerance): it holds
// only what is live.
StreamedValues keptForVerdicts(const Graph& graph) {
  StreamedValues streamed;
  streamed.let_go.assign(graph.idBound(), true);
  for (const Arg& arg : graph.output()->args)
    arg.forEachNode([&](const Node* value) {
      if (const Node* source = castFloat(value)) streamed.let_go[source->id] = false;
    });
  return streamed;
}

} // namespace

std::optional<Verdict> compareOracles(const Graph& graph, const Execution& reference,
                                      const Execution& aten, bool compare_values) {
  return compareWithEarly(graph, reference, aten, compare_values, std::nullopt);
}

namespace {

// The limits with a ledger of their own for the runs about to be held at once, if none is given.
oracle::ExecutionLimits withLedger(const oracle::ExecutionLimits& limits) {
  oracle::ExecutionLimits shared = limits;
  if (!shared.ledger) shared.ledger = std::make_shared<oracle::MemoryLedger>();
  return shared;
}

// Two runs of the original and the rewrite, by one oracle, agree within the oracles' tolerance
// (a verdict of value-mismatch or input-mutated by rounding alone): every output
// and every input left behind (float elements within toleranceOf, integer casts of agreeing
// floats at most 1 apart). torch's vectorized math (Sleef) and its scalar loop (libm) are up to an
// ulp apart, and which a row takes follows its layout: a rewrite that relays an input of exp,
// softplus, ... moves ATen's result by an ulp, which the pass does not count as a layout read
// (docs/oracle.md, "Vectorized math") and the reference, libm everywhere, does not show; batch
// norm's statistics are summed in an order that follows its input's layout, and what they leave
// in running stats moves by an ulp. The reference's kernels are bit for bit torch's on most
// layouts, within the tolerance on some (channels-last group norm's vectorized sums): a rewrite
// that relays such an input moves the reference's result by an ulp where ATen's stays.
bool runsAgreeWithinTolerance(const Graph& original, const Graph& rewritten,
                              const Execution& before, const Execution& after) {
  if (before.fault || after.fault || before.outputs.size() != after.outputs.size() ||
      before.inputs.size() != after.inputs.size())
    return false;
  std::vector<const Node*> outputs_before, outputs_after;
  for (const auto* graph : {&original, &rewritten}) {
    auto& nodes = graph == &original ? outputs_before : outputs_after;
    for (const Arg& arg : graph->output()->args)
      arg.forEachNode([&](const Node* value) { nodes.push_back(value); });
  }
  auto agree = [](const RuntimeTensor& x, const RuntimeTensor& y) {
    return x.layout.dtype == y.layout.dtype && x.layout.sizes == y.layout.sizes &&
           !valueDifference(x, y);
  };
  for (size_t i = 0; i < before.outputs.size(); ++i) {
    const RuntimeTensor& x = *before.outputs[i];
    const RuntimeTensor& y = *after.outputs[i];
    if (agree(x, y)) continue;
    const bool named = outputs_before.size() == before.outputs.size() &&
                       outputs_after.size() == after.outputs.size();
    const RuntimeTensor* float_x =
        named ? convertedFloat(outputs_before[i], valuesIn(before)) : nullptr;
    const RuntimeTensor* float_y =
        named ? convertedFloat(outputs_after[i], valuesIn(after)) : nullptr;
    if (!float_x || !float_y || x.layout.sizes != y.layout.sizes ||
        !castsOfAgreeingFloats(x, y, *float_x, *float_y))
      return false;
  }
  for (size_t i = 0; i < before.inputs.size(); ++i)
    if (!agree(*before.inputs[i], *after.inputs[i])) return false;
  return true;
}

} // namespace

JudgedRun runWith(OracleChoice choice, const Graph& graph,
                  const std::vector<oracle::TensorHandle>& inputs,
                  const oracle::ExecutionLimits& given_limits, uint64_t random_seed,
                  bool inputs_have_special_values) {
  const oracle::ExecutionLimits limits = withLedger(given_limits);
  JudgedRun judged;
  if (choice == OracleChoice::Aten) {
    judged.execution = executeInAten(graph, oracle::copyTensors(inputs), limits, random_seed);
    return judged;
  }
  if (choice == OracleChoice::Reference) {
    judged.execution = oracle::execute(graph, oracle::copyTensors(inputs), limits, random_seed);
    return judged;
  }
  WriteSnapshots snapshots(graph, limits);
  judged.execution = oracle::execute(
      graph, oracle::copyTensors(inputs), limits, random_seed,
      [&](const Node& node, const Execution& run) { snapshots.observe(node, run); });
  {
    const bool compare_values = !inputs_have_special_values;
    const RunStorages written = writtenStorages(graph, judged.execution);
    Anchoring anchoring =
        anchoringFor(graph, judged.execution, written, agreesForAnchoring, &snapshots);
    std::optional<EarlyDisagreement> early;
    StreamedValues streamed =
        comparedAsTheyGo(graph, judged.execution, written, compare_values, early);
    AtenRunOptions options{&anchoring, &streamed};
    judged.aten = executeInAten(graph, oracle::copyTensors(inputs), limits, random_seed, &options);
    judged.disagreement =
        compareWithEarly(graph, judged.execution, *judged.aten, compare_values, early);
  }
  return judged;
}

Verdict checkWith(OracleChoice choice, const Graph& original, const Graph& rewritten,
                  const std::vector<oracle::TensorHandle>& inputs,
                  const oracle::ExecutionLimits& given_limits, uint64_t random_seed,
                  bool inputs_have_special_values) {
  const oracle::ExecutionLimits limits = withLedger(given_limits);
  auto runAten = [&](const Graph& graph) {
    StreamedValues streamed = keptForVerdicts(graph);
    AtenRunOptions options{nullptr, &streamed};
    return executeInAten(graph, oracle::copyTensors(inputs), limits, random_seed, &options);
  };
  if (choice == OracleChoice::Reference)
    return oracle::check(original, rewritten, inputs, limits, random_seed);
  if (choice == OracleChoice::Aten)
    return oracle::compareRuns(rewritten, inputs, runAten(original), runAten(rewritten));
  JudgedRun before =
      runWith(choice, original, inputs, limits, random_seed, inputs_have_special_values);
  if (before.disagreement) {
    before.disagreement->in_original = true;
    return *before.disagreement;
  }
  // A run compared value by value is held from here only for its verdict, which reads its inputs
  // and returned tensors: the rest goes back to the ledger (mvit_v2_s makes 6.1 GB a run).
  before.aten.reset();
  oracle::keepOnlyInputsAndOutputs(before.execution);
  JudgedRun after =
      runWith(choice, rewritten, inputs, limits, random_seed, inputs_have_special_values);
  if (after.disagreement) return *after.disagreement;
  after.aten.reset();
  oracle::keepOnlyInputsAndOutputs(after.execution);
  Verdict reference = oracle::compareRuns(rewritten, inputs, before.execution, after.execution);
  // What torch does not check, ATen's own runs cannot judge: an overlap, a read past a
  // storage's end (ATen's _reshape_alias views the memory beyond and goes on).
  const bool past_storage = (before.execution.fault && before.execution.fault->past_storage) ||
                            (after.execution.fault && after.execution.fault->past_storage);
  if (reference.kind == VerdictKind::OverlapHazard ||
      (reference.kind == VerdictKind::InvalidGraph && past_storage))
    return reference;
  auto byRounding = [](VerdictKind kind) {
    return kind == VerdictKind::ValueMismatch || kind == VerdictKind::InputMutated;
  };
  const bool reference_rounds =
      byRounding(reference.kind) &&
      runsAgreeWithinTolerance(original, rewritten, before.execution, after.execution);
  before.execution = Execution{}; // the reference's runs are judged
  after.execution = Execution{};
  // ATen's verdict on runs of its own, not continued from the reference's values.
  Execution aten_before = runAten(original), aten_after = runAten(rewritten);
  Verdict aten = oracle::compareRuns(rewritten, inputs, aten_before, aten_after);
  if (aten.kind == reference.kind) return reference;
  if (byRounding(aten.kind) && reference.kind == VerdictKind::Equivalent &&
      runsAgreeWithinTolerance(original, rewritten, aten_before, aten_after))
    return reference;
  // The reference's runs an ulp apart where torch's are equal: torch's verdict, the reference's
  // memory figures.
  if (reference_rounds && aten.kind == VerdictKind::Equivalent) {
    aten.original_memory = reference.original_memory;
    aten.rewritten_memory = reference.rewritten_memory;
    return aten;
  }
  Verdict verdict = disagreementAt(nullptr, "the reference's verdict is " + reference.text() +
                                                "; ATen's is " + aten.text());
  verdict.original_memory = reference.original_memory;
  verdict.rewritten_memory = reference.rewritten_memory;
  return verdict;
}

} // namespace reinplace::aten
