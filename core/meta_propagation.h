#pragma once
// Meta propagation: gives every value its TensorMeta (dtype, sizes, strides, storage offset,
// storage identity) by running each op's meta rule in program order. Views share the storage of
// their source and record it in Node::view_source; getitem of a multi-output view views the
// view's source; in-place ops alias their self argument. Annotations written in the file are
// checked against what is inferred.

#include "core/graph.h"

namespace reinplace {

/// Throws InputError at the node's location for ill-typed ops or annotation mismatches.
void propagateMeta(Graph& graph);

} // namespace reinplace
