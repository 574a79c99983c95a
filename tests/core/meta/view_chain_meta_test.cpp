// The layouts of chains of several views, through getitem of multi-output views.
// Cases and their format: tests/core/meta/view_case_runner.h.

#include "tests/core/meta/view_case_runner.h"

namespace reinplace::view_test {
namespace {

const std::vector<ViewCase>& cases() {
  static const std::vector<ViewCase> cases = {
      {"x: f32[4, 6]; x.t.default().slice.Tensor(0, 1, None, 2).select.int(1, "
       "-1).unsqueeze.default(0).expand.default([3, -1])",
       M(DType::f32, {4, 6}, {6, 1}, 0),
       {Yields("t.default", {}, M(DType::f32, {6, 4}, {1, 6}, 0)),
        Yields("slice.Tensor", {I(0), I(1), None(), I(2)}, M(DType::f32, {3, 4}, {2, 6}, 1)),
        Yields("select.int", {I(1), I(-1)}, M(DType::f32, {3}, {2}, 19)),
        Yields("unsqueeze.default", {I(0)}, M(DType::f32, {1, 3}, {6, 2}, 19)),
        Yields("expand.default", {Ints({3, -1})}, M(DType::f32, {3, 3}, {0, 2}, 19))}},
      {"x: f32[2, 3, 4]; x.permute.default([2, 0, 1]).slice.Tensor(2, 1).diagonal.default(0, 1, "
       "2).view.default([-1])",
       M(DType::f32, {2, 3, 4}, {12, 4, 1}, 0),
       {Yields("permute.default", {Ints({2, 0, 1})}, M(DType::f32, {4, 2, 3}, {1, 12, 4}, 0)),
        Yields("slice.Tensor", {I(2), I(1)}, M(DType::f32, {4, 2, 2}, {1, 12, 4}, 4)),
        Yields("diagonal.default", {I(0), I(1), I(2)}, M(DType::f32, {4, 2}, {1, 16}, 4)),
        Fails("view.default", {Ints({-1})}, "view size is not compatible")}},
      {"x: f32[4, 3][6, 2]@1; x.unsqueeze.default(1).expand.default([4, 5, 3]).transpose.int(0, "
       "2).select.int(1, 3).unfold.default(1, 2, 1)",
       M(DType::f32, {4, 3}, {6, 2}, 1),
       {Yields("unsqueeze.default", {I(1)}, M(DType::f32, {4, 1, 3}, {6, 6, 2}, 1)),
        Yields("expand.default", {Ints({4, 5, 3})}, M(DType::f32, {4, 5, 3}, {6, 0, 2}, 1)),
        Yields("transpose.int", {I(0), I(2)}, M(DType::f32, {3, 5, 4}, {2, 0, 6}, 1)),
        Yields("select.int", {I(1), I(3)}, M(DType::f32, {3, 4}, {2, 6}, 1)),
        Yields("unfold.default", {I(1), I(2), I(1)}, M(DType::f32, {3, 3, 2}, {2, 6, 6}, 1))}},
      {"x: f32[6, 4][1, 6]; x.split.Tensor(4, 0)[1].t.default().chunk.default(2, "
       "1)[0].squeeze.dim(1)",
       M(DType::f32, {6, 4}, {1, 6}, 0),
       {Pieces("split.Tensor", {I(4), I(0)},
               {M(DType::f32, {4, 4}, {1, 6}, 0), M(DType::f32, {2, 4}, {1, 6}, 4)}, 1),
        Yields("t.default", {}, M(DType::f32, {4, 2}, {6, 1}, 4)),
        Pieces("chunk.default", {I(2), I(1)},
               {M(DType::f32, {4, 1}, {6, 1}, 4), M(DType::f32, {4, 1}, {6, 1}, 5)}, 0),
        Yields("squeeze.dim", {I(1)}, M(DType::f32, {4}, {6}, 4))}},
      {"x: i64[4, 6][1, 4]@2; x.unbind.int(1)[2].unsqueeze.default(-1).expand.default([4, "
       "3]).slice.Tensor(1, 1)",
       M(DType::i64, {4, 6}, {1, 4}, 2),
       {Pieces("unbind.int", {I(1)},
               {M(DType::i64, {4}, {1}, 2), M(DType::i64, {4}, {1}, 6), M(DType::i64, {4}, {1}, 10),
                M(DType::i64, {4}, {1}, 14), M(DType::i64, {4}, {1}, 18),
                M(DType::i64, {4}, {1}, 22)},
               2),
        Yields("unsqueeze.default", {I(-1)}, M(DType::i64, {4, 1}, {1, 1}, 10)),
        Yields("expand.default", {Ints({4, 3})}, M(DType::i64, {4, 3}, {1, 0}, 10)),
        Yields("slice.Tensor", {I(1), I(1)}, M(DType::i64, {4, 2}, {1, 0}, 10))}},
      {"x: f32[3, 6][6, 1]@6; x.as_strided.default([2, 4], [4, 1], 8).t.default().view.default([2, "
       "2, 2]).select.int(2, 1)",
       M(DType::f32, {3, 6}, {6, 1}, 6),
       {Yields("as_strided.default", {Ints({2, 4}), Ints({4, 1}), I(8)},
               M(DType::f32, {2, 4}, {4, 1}, 8)),
        Yields("t.default", {}, M(DType::f32, {4, 2}, {1, 4}, 8)),
        Yields("view.default", {Ints({2, 2, 2})}, M(DType::f32, {2, 2, 2}, {2, 1, 4}, 8)),
        Yields("select.int", {I(2), I(1)}, M(DType::f32, {2, 2}, {2, 1}, 12))}},
      {"x: b8[5, 2][2, 1]; x.t.default().split_with_sizes.default([1, "
       "1])[1].squeeze.default().slice.Tensor(0, 1, None, 2)",
       M(DType::b8, {5, 2}, {2, 1}, 0),
       {Yields("t.default", {}, M(DType::b8, {2, 5}, {1, 2}, 0)),
        Pieces("split_with_sizes.default", {Ints({1, 1})},
               {M(DType::b8, {1, 5}, {1, 2}, 0), M(DType::b8, {1, 5}, {1, 2}, 1)}, 1),
        Yields("squeeze.default", {}, M(DType::b8, {5}, {2}, 1)),
        Yields("slice.Tensor", {I(0), I(1), None(), I(2)}, M(DType::b8, {2}, {4}, 3))}},
      {"x: f32[4, 6][1, 0]; x.t.default().select.int(0, 2).view.default([2, "
       "2]).diagonal.default(-1)",
       M(DType::f32, {4, 6}, {1, 0}, 0),
       {Yields("t.default", {}, M(DType::f32, {6, 4}, {0, 1}, 0)),
        Yields("select.int", {I(0), I(2)}, M(DType::f32, {4}, {1}, 0)),
        Yields("view.default", {Ints({2, 2})}, M(DType::f32, {2, 2}, {2, 1}, 0)),
        Yields("diagonal.default", {I(-1)}, M(DType::f32, {1}, {3}, 2))}},
  };
  return cases;
}

REINPLACE_VIEW_META_SUITE(ViewChainMeta, cases);

} // namespace
} // namespace reinplace::view_test
