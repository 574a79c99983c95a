#pragma once
// Helpers for the view and scatter meta tests: literal arguments, expected layouts, building a
// graph from annotated inputs and reading the error meta propagation reports.

#include "core/ir/diagnostics.h"
#include "core/ir/graph.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace reinplace::view_test {

inline Arg I(int64_t value) {
  return Arg::ofInt(value);
}
inline Arg B(bool value) {
  return Arg::ofBool(value);
}
inline Arg Ints(const std::vector<int64_t>& values) {
  return Arg::ofInts(values);
}
inline Arg None() {
  return Arg::none();
}

/// A layout as torch reports it: dtype, sizes, strides, storage offset.
inline TensorMeta M(DType dtype, Shape sizes, Shape strides, int64_t offset) {
  TensorMeta meta;
  meta.dtype = dtype;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

using Kwargs = std::vector<std::pair<std::string, Arg>>;

inline const OpInfo* op(const std::string& name) {
  const OpInfo* info = builtinRegistry().find(name);
  if (!info) ADD_FAILURE() << "op not registered: " << name;
  return info;
}

/// A parameter whose meta is given as if annotated in a file.
inline Node* addInput(Graph& graph, const std::string& name, const TensorMeta& meta) {
  Node* node = graph.addPlaceholder(name);
  node->annotation = std::make_unique<MetaAnnotation>(MetaAnnotation{meta, true, true});
  return node;
}

/// Runs meta propagation; the InputError message (without location), or nullopt on success.
inline std::optional<std::string> propagationError(Graph& graph) {
  try {
    propagateMeta(graph);
  } catch (const InputError& error) {
    return error.message();
  }
  return std::nullopt;
}

inline ::testing::AssertionResult sameLayout(const TensorMeta& inferred,
                                             const TensorMeta& expected) {
  if (inferred.sameLayout(expected)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "inferred " << formatMeta(inferred, true) << "@" << inferred.storage_offset
         << ", torch gives " << formatMeta(expected, true) << "@" << expected.storage_offset;
}

} // namespace reinplace::view_test
