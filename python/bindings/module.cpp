// The compiled half of the Python package `reinplace` (python/reinplace/): graph text in, the
// pass's rewritten graph, report and verdicts out as plain Python values. Every C++ exception
// stops here and becomes a Python one, so no input the package passes can take the interpreter
// down with an uncaught exception.

#include "aten/aten_executor.h"
#include "core/fx/printer.h"
#include "core/ir/diagnostics.h"
#include "core/reinplace/reinplace.h"
#include "python/bindings/check_session.h"
#include "python/bindings/graph_session.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <new>
#include <utility>

namespace py = pybind11;

namespace reinplace::python {

namespace {

// Raises `error_type(message, line, column)`: the package turns it into ReinplaceError naming
// the node at that line of the text it wrote.
[[noreturn]] void raise(const py::object& error_type, const std::string& message, uint32_t line,
                        uint32_t column) {
  PyErr_SetObject(error_type.ptr(), py::make_tuple(message, line, column).ptr());
  throw py::error_already_set();
}

template <typename F> auto guarded(const py::object& error_type, F&& body) {
  try {
    return body();
  } catch (const py::error_already_set&) {
    throw;
  } catch (const InputError& error) {
    raise(error_type, error.message(), error.line(), error.column());
  } catch (const OptionError& error) {
    throw py::value_error(error.what());
  } catch (const aten::AtenUnavailable& error) {
    raise(error_type, error.what(), 0, 0);
  } catch (const std::bad_alloc&) {
    PyErr_NoMemory();
    throw py::error_already_set();
  } catch (const std::exception& error) {
    raise(error_type, std::string("internal error: ") + error.what(), 0, 0);
  } catch (...) {
    raise(error_type, "internal error: an unknown C++ exception", 0, 0);
  }
}

struct Rewritten {
  Graph graph;
  ReinplaceReport report;
};

Rewritten rewriteText(const std::string& text, const std::string& policy,
                      const std::string& source_name) {
  ReinplaceOptions options = passOptionsFor(policy);
  py::gil_scoped_release release;
  Graph graph = loadGraphText(text, source_name);
  ReinplaceReport report = reinplace(graph, options);
  return {std::move(graph), std::move(report)};
}

} // namespace

} // namespace reinplace::python

PYBIND11_MODULE(_reinplace, m) {
  using namespace reinplace;
  using namespace reinplace::python;
  m.doc() = "The C++ reinplace pass and its oracle; use the package `reinplace`, not this.";

  py::object error = py::reinterpret_steal<py::object>(
      PyErr_NewExceptionWithDoc("reinplace._reinplace.Error",
                                "A graph the C++ side rejects: args (message, line, column) of "
                                "the graph text (line 0: not tied to a line).",
                                PyExc_Exception, nullptr));
  if (!error) throw py::error_already_set();
  m.attr("Error") = error;

  py::class_<NodeRef>(m, "NodeRef", "A reference to the value of the node named `name`.")
      .def_readonly("name", &NodeRef::name)
      .def("__repr__", [](const NodeRef& ref) { return "NodeRef(" + ref.name + ")"; });
  py::class_<Literal>(m, "Literal", "A literal as FX prints it (torch.float32, device(...)).")
      .def_readonly("text", &Literal::text)
      .def("__repr__", [](const Literal& literal) { return "Literal(" + literal.text + ")"; });

  m.def(
      "rewrite",
      [error](const std::string& text, const std::string& policy, const std::string& source_name) {
        return guarded(error, [&] {
          Rewritten rewritten = rewriteText(text, policy, source_name);
          std::string code = printFxCode(rewritten.graph);
          return py::make_tuple(exportNodes(rewritten.graph), rewritten.report.json(), code);
        });
      },
      py::arg("text"), py::arg("policy") = "sound", py::arg("source_name") = "<graph>",
      "Runs the pass on graph text: (nodes of the rewritten graph, the report as JSON, the "
      "rewritten graph as FX code).");

  m.def(
      "check",
      [error](const std::string& text, const std::string& policy, int64_t trials, int64_t seed,
              const std::string& oracle, bool certify, bool special_values,
              const std::string& source_name) {
        return guarded(error, [&] {
          CheckRequest request{policy, trials, seed, oracle, certify, special_values};
          Graph original = [&] {
            py::gil_scoped_release release;
            return loadGraphText(text, source_name);
          }();
          return checkGraph(original, request);
        });
      },
      py::arg("text"), py::arg("policy") = "sound", py::arg("trials") = 10, py::arg("seed") = 0,
      py::arg("oracle") = "reference", py::arg("certify") = false,
      py::arg("special_values") = false, py::arg("source_name") = "<graph>",
      "Runs the pass, then the oracle on seeded inputs, original against rewrite: a dict with the "
      "verdict.");
}
