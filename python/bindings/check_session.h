#pragma once
// `reinplace check` for the Python module (private to python/bindings/): the pass on a clone,
// then the reference oracle on seeded inputs, original against rewrite, and optionally Z3's
// certificate.

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"

#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>

namespace reinplace::python {

struct CheckRequest {
  std::string policy = "sound";
  int64_t trials = 10;
  int64_t seed = 0;
  std::string oracle = "reference";
  bool certify = false;
  bool special_values = false;
};

/// A dict: verdict (its name), node, line, explanation, in_original, trial, seed, trials, the
/// memory each run used, and with certify the certificate's summary and whether it holds.
/// OptionError for an unknown policy or oracle, or a trial count below 1.
pybind11::dict checkGraph(const Graph& original, const CheckRequest& request);

} // namespace reinplace::python
