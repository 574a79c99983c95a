#pragma once
// The view meta tests are tables of chains checked against torch 1.13 eager. Each case reads like
// the chain it runs: "x: f32[6, 4][1, 6]; x.select.int(0, -1).unsqueeze.default(0)" is a
// parameter x with that meta (sizes, strides, @offset) followed by
// torch.ops.aten.select.int(x, 0, -1) and so on; "[k]" after a multi-output view continues with
// piece k. Every expected layout, and every rejected call, was observed by running that chain in
// torch on a tensor laid out like x; the text after a rejected call is what our message must
// contain. This header runs a case; the tables live in view_*_meta_test.cpp by op family.

#include "tests/core/meta/view_test_support.h"

#include <gtest/gtest.h>

#include <cctype>

namespace reinplace::view_test {

struct Step {
  std::string op;
  std::vector<Arg> args; // after self
  Kwargs kwargs;
  std::vector<TensorMeta> expected; // the result, or one entry per piece of a multi-output view
  bool list_result = false;
  int pick = -1;          // the piece the next step applies to
  std::string error_part; // non-empty when torch rejects the call
};

inline Step Yields(std::string op, std::vector<Arg> args, TensorMeta expected) {
  return {std::move(op), std::move(args), {}, {std::move(expected)}, false, -1, ""};
}
inline Step Yields(std::string op, std::vector<Arg> args, Kwargs kwargs, TensorMeta expected) {
  return {std::move(op), std::move(args), std::move(kwargs), {std::move(expected)}, false, -1, ""};
}
inline Step Pieces(std::string op, std::vector<Arg> args, std::vector<TensorMeta> pieces,
                   int pick) {
  return {std::move(op), std::move(args), {}, std::move(pieces), true, pick, ""};
}
inline Step Fails(std::string op, std::vector<Arg> args, std::string error_part) {
  return {std::move(op), std::move(args), {}, {}, false, -1, std::move(error_part)};
}

struct ViewCase {
  const char* torch_chain;
  TensorMeta input;
  std::vector<Step> steps;
};

inline void runViewCase(const ViewCase& test_case) {
  SCOPED_TRACE(test_case.torch_chain);
  Graph graph;
  Node* x = addInput(graph, "x", test_case.input);
  Node* current = x;
  std::vector<Node*> calls;
  std::vector<Node*> pieces;
  for (size_t i = 0; i < test_case.steps.size(); ++i) {
    const Step& step = test_case.steps[i];
    std::vector<Arg> args{Arg::ofNode(current)};
    args.insert(args.end(), step.args.begin(), step.args.end());
    Node* call = graph.addCall(op(step.op), args, step.kwargs, "v" + std::to_string(i));
    calls.push_back(call);
    pieces.push_back(step.pick >= 0 ? graph.addGetItem(call, step.pick, "p" + std::to_string(i))
                                    : nullptr);
    current = pieces.back() ? pieces.back() : call;
  }
  std::optional<std::string> error = propagationError(graph);
  const bool torch_rejects = !test_case.steps.back().error_part.empty();

  for (size_t i = 0; i < test_case.steps.size(); ++i) {
    const Step& step = test_case.steps[i];
    Node* call = calls[i];
    if (!step.error_part.empty()) {
      ASSERT_TRUE(error) << step.op << " must be rejected as torch rejects it";
      EXPECT_EQ(error->rfind(step.op + ": ", 0), 0u) << *error;
      EXPECT_NE(error->find(step.error_part), std::string::npos)
          << "message: " << *error << "\nmust mention: " << step.error_part;
      return;
    }
    if (!torch_rejects) ASSERT_FALSE(error) << *error;
    SCOPED_TRACE(step.op);
    Node* self = call->args[0].node();
    ASSERT_EQ(call->is_list_result, step.list_result);
    ASSERT_EQ(call->meta.size(), step.expected.size());
    for (size_t k = 0; k < step.expected.size(); ++k) {
      EXPECT_TRUE(sameLayout(call->meta[k], step.expected[k])) << "result " << k;
      // Views and in-place variants share self's storage; so does _unsafe_view, whose schema
      // hides that ATen returns a view (hidden_view), though it is not a view op.
      bool aliases = call->op->is_view || call->op->is_inplace || call->op->hidden_view;
      EXPECT_EQ(call->meta[k].storage == self->tensorMeta().storage, aliases);
    }
    if (!call->op->is_inplace)
      EXPECT_EQ(call->view_source,
                call->op->is_view && !call->op->is_multi_output_view ? self : nullptr);
    if (Node* piece = pieces[i]) {
      EXPECT_TRUE(sameLayout(piece->tensorMeta(), step.expected[step.pick]));
      EXPECT_EQ(piece->view_source, self);
    }
  }
}

inline std::string caseName(const ViewCase& test_case, size_t index) {
  std::string name = "case" + std::to_string(index) + "_";
  for (char c : test_case.steps.front().op) {
    if (c == '.') break;
    if (std::isalnum(static_cast<unsigned char>(c))) name += c;
  }
  return name;
}

} // namespace reinplace::view_test

/// A parameterized suite over `cases_fn()`, one test per case, named after its first op.
#define REINPLACE_VIEW_META_SUITE(Suite, cases_fn)                                                 \
  class Suite : public ::testing::TestWithParam<size_t> {};                                        \
  TEST_P(Suite, MatchesTorchEager) {                                                               \
    runViewCase(cases_fn()[GetParam()]);                                                           \
  }                                                                                                \
  INSTANTIATE_TEST_SUITE_P(Torch113, Suite, ::testing::Range<size_t>(0, cases_fn().size()),        \
                           [](const ::testing::TestParamInfo<size_t>& info) {                      \
                             return caseName(cases_fn()[info.param], info.param);                  \
                           })
