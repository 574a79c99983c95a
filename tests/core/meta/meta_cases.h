#pragma once
// Table-driven meta-rule tests: each case is one call on annotated inputs and the layout (or the
// error) PyTorch 1.13 eager produced for it. A case builds its own graph with the Graph API,
// propagates meta and compares dtype, sizes, strides and storage offset.

#include "core/fx/parser.h"
#include "core/ir/diagnostics.h"
#include "core/ir/graph.h"
#include "core/meta/builtin_registry.h"
#include "core/meta/meta_propagation.h"
#include "core/ops/op_registry.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace reinplace::test {

/// An argument of a case's call: one of the case's inputs, a literal, or a list of either.
struct CaseArg {
  int input = -1;
  std::optional<Arg> literal;
  std::vector<CaseArg> items;
  bool is_list = false;

  CaseArg(Arg value) : literal(std::move(value)) {}
  CaseArg() = default;
};

inline CaseArg X(int input) {
  CaseArg arg;
  arg.input = input;
  return arg;
}
inline CaseArg L(std::vector<CaseArg> items) {
  CaseArg arg;
  arg.items = std::move(items);
  arg.is_list = true;
  return arg;
}
inline Arg I(int64_t value) {
  return Arg::ofInt(value);
}
inline Arg F(double value) {
  return Arg::ofDouble(value);
}
inline Arg B(bool value) {
  return Arg::ofBool(value);
}
inline Arg S(const char* text) {
  return Arg(std::string(text));
}
inline Arg D(DType dtype) {
  return Arg(dtype);
}
inline Arg MF(MemoryFormat format) {
  return Arg(format);
}
inline Arg Strided() {
  return Arg(Layout::strided);
}
inline Arg Dev(const char* type) {
  return Arg(Device{type, -1});
}
inline Arg None() {
  return Arg::none();
}

/// What torch did: a layout ("f32[2, 3][3, 1]@4") or an error whose message we must share.
struct Outcome {
  std::string meta;
  std::string error;
  Outcome(const char* layout) : meta(layout) {}
  static Outcome failure(std::string message) {
    Outcome out("");
    out.error = std::move(message);
    return out;
  }
};
inline Outcome Error(const char* message) {
  return Outcome::failure(message);
}

struct MetaCase {
  std::string op;
  std::vector<std::string> inputs; // meta texts of the parameters x0, x1, ...
  std::vector<CaseArg> args;
  std::vector<std::pair<std::string, CaseArg>> kwargs;
  Outcome expected;
};

inline TensorMeta metaFromText(const std::string& text) {
  std::string error;
  std::optional<MetaAnnotation> annotation = parseMetaText(text, &error);
  if (!annotation) ADD_FAILURE() << "bad meta '" << text << "': " << error;
  return annotation ? annotation->meta : TensorMeta{};
}

inline Arg resolve(const CaseArg& arg, const std::vector<Node*>& inputs) {
  if (arg.input >= 0) return Arg::ofNode(inputs.at(arg.input));
  if (!arg.is_list) return *arg.literal;
  std::vector<Arg> items;
  for (const CaseArg& item : arg.items) items.push_back(resolve(item, inputs));
  return Arg::ofList(std::move(items));
}

inline std::string describe(const MetaCase& c) {
  std::string out = c.op + " on (";
  for (size_t i = 0; i < c.inputs.size(); ++i) out += (i ? ", " : "") + c.inputs[i];
  return out + ")";
}

/// Builds the case's graph and checks meta propagation against what torch observed; for an
/// in-place op also that the result lives in self's storage.
inline void checkCase(const MetaCase& c) {
  SCOPED_TRACE(describe(c));
  const OpInfo* op = builtinRegistry().find(c.op);
  ASSERT_NE(op, nullptr) << "op not registered: " << c.op;
  Graph graph;
  std::vector<Node*> inputs;
  for (size_t i = 0; i < c.inputs.size(); ++i) {
    Node* input = graph.addPlaceholder("x" + std::to_string(i));
    input->annotation =
        std::make_unique<MetaAnnotation>(MetaAnnotation{metaFromText(c.inputs[i]), true, true});
    inputs.push_back(input);
  }
  std::vector<Arg> args;
  for (const CaseArg& arg : c.args) args.push_back(resolve(arg, inputs));
  std::vector<std::pair<std::string, Arg>> kwargs;
  for (const auto& [name, arg] : c.kwargs) kwargs.emplace_back(name, resolve(arg, inputs));
  Node* call = graph.addCall(op, std::move(args), std::move(kwargs), "result");
  graph.setOutput(Arg::ofNode(call));
  if (!c.expected.error.empty()) {
    try {
      propagateMeta(graph);
      ADD_FAILURE() << "accepted, but torch raises: " << c.expected.error << "\n  inferred "
                    << formatMeta(call->tensorMeta(), true);
    } catch (const InputError& error) {
      EXPECT_TRUE(error.message().find(c.expected.error) != std::string::npos)
          << "message: " << error.message() << "\n  torch's contains: " << c.expected.error;
    }
    return;
  }
  try {
    propagateMeta(graph);
  } catch (const InputError& error) {
    ADD_FAILURE() << "rejected, but torch gives " << c.expected.meta << ": " << error.message();
    return;
  }
  ASSERT_TRUE(call->hasTensorMeta());
  TensorMeta expected = metaFromText(c.expected.meta);
  EXPECT_TRUE(call->tensorMeta().sameLayout(expected))
      << "inferred " << formatMeta(call->tensorMeta(), true) << "@"
      << call->tensorMeta().storage_offset << ", torch gives " << c.expected.meta;
  if (op->is_inplace)
    EXPECT_EQ(call->tensorMeta().storage, inputs.at(0)->tensorMeta().storage)
        << "an in-place result must alias self";
}

inline void checkCases(const std::vector<MetaCase>& cases) {
  for (const MetaCase& c : cases) checkCase(c);
}

} // namespace reinplace::test
