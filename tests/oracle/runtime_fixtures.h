#pragma once
// Small graphs written inline and run-time tensors built by hand, for the oracle's unit tests.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "oracle/interpreter/interpreter.h"
#include "oracle/runtime/element.h"

#include <string>
#include <vector>

namespace reinplace::oracle::testing {

inline Graph graphOf(const std::string& code) {
  Graph graph = parseFxCode(code, "test.fx", builtinRegistry());
  propagateMeta(graph);
  return graph;
}

/// The elements in logical row-major order.
/// The graph's `position`-th parameter.
inline const Node& input(const Graph& graph, size_t position) {
  return *graph.placeholders().at(position);
}

inline std::vector<double> valuesOf(const RuntimeTensor& tensor) {
  std::vector<double> out;
  forEachOffset(tensor.layout, [&](int64_t offset) {
    out.push_back(loadElement<double>(tensor.element(offset), tensor.layout.dtype));
  });
  return out;
}

/// A tensor of `dtype` whose storage holds `storage` and whose layout is `sizes` / `strides`
/// (contiguous when no strides are given).
inline TensorHandle tensorOf(DType dtype, std::vector<double> storage, Shape sizes,
                             Shape strides = {}) {
  TensorMeta layout = contiguousMeta(dtype, std::move(sizes));
  if (!strides.empty()) layout.strides = std::move(strides);
  auto data = std::make_shared<Storage>(dtype, static_cast<int64_t>(storage.size()));
  for (size_t i = 0; i < storage.size(); ++i)
    storeElement<double>(data->element(static_cast<int64_t>(i)), dtype, storage[i]);
  return std::make_shared<RuntimeTensor>(RuntimeTensor{data, layout});
}

} // namespace reinplace::oracle::testing
