#pragma once
// Which of torch's schemas run on samples drawn from the schema alone. For each op, a few samples
// (tensors of a handful of shapes and dtypes for Tensor arguments, small ints, dims and sizes
// chosen by argument name, 0.5 for floats, 1 for Scalars) become one-call graphs; the first that
// loads and runs in ATen counts the op as covered. Where the op also has a hand-written rule and
// kernel, the same sample runs in both oracles and must agree (aten/oracle_choice.h): a rule
// checked against ATen on an input nobody wrote by hand.

#include "core/ops/op_registry.h"

#include <optional>
#include <string>

namespace reinplace::aten {

struct SampleCoverage {
  /// The graph of the first sample that ran in ATen, or nullopt when none did.
  std::optional<std::string> sample;
  /// Why the last sample failed to load or run, when none ran.
  std::string failure;
  /// For an op with a rule and kernel whose sample ran: where the two oracles disagree on it
  /// (empty when they agree).
  std::string disagreement;
};

/// Draws samples for `op` and runs them (ATen must be available: AtenUnavailable otherwise).
SampleCoverage coverOnSamples(const OpInfo& op);

/// coverOnSamples in a child process: some of torch 1.13's kernels dereference what they do not
/// check (_thnn_differentiable_lstm_cell_backward on mismatched gates ends in a segmentation
/// fault), which must end the sample, not the caller. A sample that kills the child is reported
/// as a failure naming the signal.
SampleCoverage coverOnSamplesIsolated(const OpInfo& op);

} // namespace reinplace::aten
