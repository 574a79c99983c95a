#pragma once
// The Python module's view of one graph (private to python/bindings/): the text the package
// writes from a GraphModule, loaded as the library loads a file, the pass run on it, and the
// result handed back as plain Python values.

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"

#include <pybind11/pybind11.h>

#include <stdexcept>
#include <string>

namespace reinplace::python {

/// An argument of a module function that is out of range or unknown (Python's ValueError).
struct OptionError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

/// A value reference in an argument handed to Python: the package maps it back to the FX node of
/// that name, which keeps its identity (and meta) instead of being rebuilt.
struct NodeRef {
  std::string name;
};

/// A literal Python has no plain value for (a dtype, a memory format, a device): the text FX
/// prints for it, which the package evaluates with torch in scope.
struct Literal {
  std::string text;
};

/// Parses and meta-propagates graph text, as the library's loadGraph does: a value of an op
/// without a meta rule needs its annotation in the text. Throws InputError.
Graph loadGraphText(const std::string& text, const std::string& source_name);

/// "sound" or "pytorch"; OptionError for another name.
ReinplaceOptions passOptionsFor(const std::string& policy);

/// Every node of `graph` in order, as tuples (name, kind, target, args, kwargs): kind is
/// "placeholder", "call", "getitem" or "output"; target the op's qualified name ("add_.Tensor")
/// for calls, else None; args a tuple and kwargs a dict of Python values, NodeRef and Literal.
pybind11::list exportNodes(const Graph& graph);

} // namespace reinplace::python
