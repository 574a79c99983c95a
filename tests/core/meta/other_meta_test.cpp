// Meta rules of the copies, resize, index_put, cat, reductions, matrix products and factories
// against PyTorch 1.13 eager. Every expected layout and every error below was observed by running
// the call in torch (inputs laid out with exactly the annotated strides and offset); where our
// message words a problem differently, the case says what torch printed. The case tables are
// kept one call per line.

#include "tests/core/meta/meta_cases.h"

#include <cmath>

namespace reinplace::test {
namespace {

// clone and _to_copy preserve a dense layout, give non-dense inputs dense strides in their stride
// order, and honour an explicit memory_format.
TEST(OtherMeta, CloneAndToCopy) {
  // clang-format off
  checkCases({
      {"clone.default", {"f32[4, 3][1, 4]"}, {X(0)}, {}, "f32[4, 3][1, 4]"},
      {"clone.default", {"f32[2, 3, 4][1, 8, 2]@3"}, {X(0)}, {}, "f32[2, 3, 4][1, 8, 2]"},
      {"clone.default", {"f32[3, 4][16, 2]@1"}, {X(0)}, {}, "f32[3, 4][4, 1]"},
      {"clone.default", {"f32[2, 3, 2, 5][60, 20, 10, 1]"}, {X(0)}, {}, "f32[2, 3, 2, 5][30, 10, 5, 1]"},
      {"clone.default", {"f32[4, 2, 3][0, 3, 1]"}, {X(0)}, {}, "f32[4, 2, 3][6, 3, 1]"},
      {"clone.default", {"i8[3, 4][1, 0]"}, {X(0)}, {}, "i8[3, 4][4, 1]"},
      {"clone.default", {"f32[2, 1, 4, 5][20, 7, 5, 1]"}, {X(0)}, {}, "f32[2, 1, 4, 5][20, 7, 5, 1]"},
      {"clone.default", {"f32[4, 3][1, 4]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::contiguous_format)}}, "f32[4, 3][3, 1]"},
      {"clone.default", {"f32[4, 3][1, 4]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::preserve_format)}}, "f32[4, 3][1, 4]"},
      {"clone.default", {"f32[2, 3, 4, 5]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::channels_last)}}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"clone.default", {"f32[2, 3, 4, 5][60, 1, 15, 3]"}, {X(0)}, {}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"clone.default", {"f32[0, 3][1, 5]"}, {X(0)}, {}, "f32[0, 3][1, 5]"},
      {"_to_copy.default", {"f32[4, 3][1, 4]"}, {X(0)}, {{"dtype", D(DType::f64)}}, "f64[4, 3][1, 4]"},
      {"_to_copy.default", {"i32[3, 4][16, 2]"}, {X(0)}, {{"dtype", D(DType::b8)}, {"layout", Strided()}, {"device", Dev("cpu")}, {"pin_memory", B(false)}}, "b8[3, 4][4, 1]"},
      {"_to_copy.default", {"f32[4, 3][1, 4]@2"}, {X(0)}, {{"memory_format", MF(MemoryFormat::contiguous_format)}}, "f32[4, 3][3, 1]"},
      {"_to_copy.default", {"f32[2, 3, 4, 5]"}, {X(0)}, {{"dtype", D(DType::f16)}, {"memory_format", MF(MemoryFormat::channels_last)}}, "f16[2, 3, 4, 5][60, 1, 15, 3]"},
      {"_to_copy.default", {"u8[8][2]"}, {X(0)}, {{"non_blocking", B(true)}}, "u8[8][1]"},
      {"_to_copy.default", {"f32[2, 3]"}, {X(0)}, {{"device", S("cpu")}}, "f32[2, 3][3, 1]"},
      {"_to_copy.default", {"bf16[2, 3, 4][1, 8, 2]"}, {X(0)}, {{"dtype", D(DType::f32)}, {"memory_format", MF(MemoryFormat::preserve_format)}}, "f32[2, 3, 4][1, 8, 2]"},
      {"clone.default", {"f32[4, 3]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::channels_last)}}, Error("required rank 4 tensor to use channels_last format")},
  });
  // clang-format on
}

// Functional copy is src converted to self's dtype (src itself, offset and all, when nothing
// changes) or, when shapes differ, the clone of src expanded to self's shape; copy_ keeps self.
TEST(OtherMeta, Copy) {
  // clang-format off
  checkCases({
      {"copy.default", {"f32[2, 3]", "f32[2, 3][1, 2]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"copy.default", {"f32[2, 3][1, 2]", "f32[2, 3]@2"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]@2"},
      {"copy.default", {"f32[2, 3][1, 2]", "f32[2, 3][0, 1]"}, {X(0), X(1)}, {}, "f32[2, 3][0, 1]"},
      {"copy.default", {"f32[2, 3]", "i32[2, 3][1, 2]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]"},
      {"copy.default", {"i32[2, 3]", "f32[2, 3][12, 2]@1"}, {X(0), X(1)}, {}, "i32[2, 3][3, 1]"},
      {"copy.default", {"f32[2, 3][1, 2]", "f32[3]"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"copy.default", {"f32[2, 3, 4]", "f32[3, 4][1, 3]"}, {X(0), X(1)}, {}, "f32[2, 3, 4][12, 1, 3]"},
      {"copy.default", {"f32[2, 3, 4]", "i64[3, 4][1, 6]"}, {X(0), X(1)}, {}, "f32[2, 3, 4][12, 1, 3]"},
      {"copy.default", {"f32[2, 3]", "f32[2, 1]"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"copy.default", {"f32[1, 1, 3]", "f32[3]"}, {X(0), X(1)}, {}, "f32[1, 1, 3][3, 3, 1]"},
      {"copy.default", {"f32[2, 3]", "f32[]"}, {X(0), X(1)}, {}, "f32[2, 3][3, 1]"},
      {"copy_.default", {"f32[2, 3][1, 2]@1", "i32[3]"}, {X(0), X(1)}, {}, "f32[2, 3][1, 2]@1"},
      {"copy_.default", {"i32[2, 3]", "f32[2, 3][1, 2]"}, {X(0), X(1)}, {{"non_blocking", B(true)}}, "i32[2, 3][3, 1]"},
      {"copy_.default", {"i32[2, 3]"}, {X(0), F(2.5)}, {}, "i32[2, 3][3, 1]"},
      {"copy_.default", {"b8[3]", "f32[]"}, {X(0), X(1)}, {}, "b8[3][1]"},
      {"copy.default", {"f32[2, 3, 4]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("expanded size of the tensor (4) must match the existing size (3) at non-singleton dimension 2.  Target sizes: [2, 3, 4].  Tensor sizes: [2, 3]")},
      {"copy.default", {"f32[3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("must be greater or equal to the number of dimensions in the tensor (2)")},
      {"copy_.default", {"f32[3]", "f32[2, 3]"}, {X(0), X(1)}, {}, Error("output with shape [3] doesn't match the broadcast shape [2, 3]")},
      // torch: aten::copy() Expected a value of type 'Tensor' for argument 'src' but instead found type '
      {"copy.default", {"f32[3]"}, {X(0), F(1.5)}, {}, Error("must be a tensor")},
  });
  // clang-format on
}

// resize keeps the layout for the same sizes, otherwise restrides contiguously (resize_ keeps
// self's offset); memory_format restrides either way.
TEST(OtherMeta, Resize) {
  // clang-format off
  checkCases({
      {"resize.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(4), I(3)})}, {}, "f32[4, 3][1, 4]"},
      {"resize.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(3), I(4)})}, {}, "f32[3, 4][4, 1]"},
      {"resize.default", {"f32[4, 3][1, 4]@2"}, {X(0), L({I(2), I(2)})}, {}, "f32[2, 2][2, 1]"},
      {"resize.default", {"f32[6]@2"}, {X(0), L({I(2), I(3)})}, {}, "f32[2, 3][3, 1]"},
      {"resize.default", {"f32[3][2]@2"}, {X(0), L({I(3)})}, {}, "f32[3][1]"},
      {"resize.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(4), I(3)})}, {{"memory_format", MF(MemoryFormat::contiguous_format)}}, "f32[4, 3][3, 1]"},
      {"resize.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(2), I(3), I(4), I(5)})}, {{"memory_format", MF(MemoryFormat::channels_last)}}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"resize.default", {"f32[2, 3, 4, 5]"}, {X(0), L({I(2), I(3), I(4), I(5)})}, {{"memory_format", MF(MemoryFormat::channels_last)}}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"resize.default", {"f32[2, 3][0, 1]"}, {X(0), L({I(2), I(3)})}, {}, "f32[2, 3][3, 1]"},
      {"resize_.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(4), I(3)})}, {}, "f32[4, 3][1, 4]"},
      {"resize_.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(5), I(3)})}, {}, "f32[5, 3][3, 1]"},
      {"resize_.default", {"f32[6]@2"}, {X(0), L({I(2), I(3)})}, {}, "f32[2, 3][3, 1]@2"},
      {"resize_.default", {"f32[3][2]@2"}, {X(0), L({I(3)})}, {}, "f32[3][2]@2"},
      {"resize_.default", {"f32[3][2]@2"}, {X(0), L({I(3), I(1)})}, {}, "f32[3, 1][1, 1]@2"},
      {"resize_.default", {"f32[4, 2, 3][0, 3, 1]"}, {X(0), L({I(4), I(2), I(3)})}, {}, "f32[4, 2, 3][0, 3, 1]"},
      {"resize_.default", {"f32[4, 2, 3][0, 3, 1]"}, {X(0), L({I(4), I(2), I(4)})}, {}, "f32[4, 2, 4][8, 4, 1]"},
      {"resize_.default", {"f32[4, 3][1, 4]"}, {X(0), L({I(4), I(3)})}, {{"memory_format", MF(MemoryFormat::contiguous_format)}}, "f32[4, 3][3, 1]"},
      {"resize_.default", {"f32[4, 3][1, 4]@1"}, {X(0), L({I(2), I(3), I(1), I(2)})}, {{"memory_format", MF(MemoryFormat::channels_last)}}, "f32[2, 3, 1, 2][6, 1, 6, 3]@1"},
      {"resize_.default", {"f32[4, 3]"}, {X(0), L({I(4), I(3)})}, {{"memory_format", MF(MemoryFormat::preserve_format)}}, Error("Unsupported memory formatPreserve")},
      // torch: numel: integer multiplication overflow
      {"resize_.default", {"f32[4, 3]"}, {X(0), L({I(2), I(-1)})}, {}, Error("Trying to create tensor with negative dimension -1: [2, -1]")},
      {"resize_.default", {"f32[4, 3]"}, {X(0), L({I(12)})}, {{"memory_format", MF(MemoryFormat::channels_last)}}, Error("required rank 4 tensor to use channels_last format")},
  });
  // clang-format on
}

// index_put clones self with its layout; the checks on index dtypes, counts, masks, the indexing
// result's shape (adjacent indices stay in place, others move to the front) and the value dtype.
TEST(OtherMeta, IndexPut) {
  // clang-format off
  checkCases({
      {"index_put.default", {"f32[4, 3][1, 4]", "i64[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[4, 4][16, 2]@3", "i64[2]", "f32[4]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 4][4, 1]"},
      {"index_put.default", {"f32[4, 3][1, 4]", "i64[3]", "f32[]"}, {X(0), L({None(), X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[4, 3][1, 4]", "i64[3]", "f32[4, 1]"}, {X(0), L({None(), X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[2, 3, 4]", "i64[1, 2]", "i64[1]", "f32[2, 1, 2]"}, {X(0), L({None(), X(1), X(2)}), X(3)}, {}, "f32[2, 3, 4][12, 4, 1]"},
      {"index_put.default", {"f32[2, 3, 4]", "i64[1, 2]", "i64[1]", "f32[1, 2, 3]"}, {X(0), L({X(1), None(), X(2)}), X(3)}, {}, "f32[2, 3, 4][12, 4, 1]"},
      {"index_put.default", {"f32[2, 3, 4]", "i64[2]", "i64[2]", "f32[2, 4]"}, {X(0), L({X(1), X(2)}), X(3)}, {}, "f32[2, 3, 4][12, 4, 1]"},
      {"index_put.default", {"f32[4, 3][1, 4]", "b8[4]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[4, 3][1, 4]", "b8[4]", "f64[1]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[4, 3][1, 4]", "u8[4, 3]", "f32[]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 3][1, 4]"},
      {"index_put.default", {"f32[4, 3]", "i64[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {{"accumulate", B(true)}}, "f32[4, 3][3, 1]"},
      {"index_put.default", {"f32[2, 3, 4][1, 2, 6]", "i64[5]", "f32[5, 3, 4]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[2, 3, 4][1, 2, 6]"},
      {"index_put_.default", {"f32[4, 3][1, 4]@2", "i64[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, "f32[4, 3][1, 4]@2"},
      {"index_put_.default", {"i32[4, 3]", "b8[4, 3]", "i64[]"}, {X(0), L({X(1)}), X(2)}, {}, "i32[4, 3][3, 1]"},
      {"index_put.default", {"f32[4, 3]", "i64[2]", "f64[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("Index put requires the source and destination dtypes match, got Float for the destination and Double for the source.")},
      {"index_put.default", {"f32[4, 3]", "i64[2]", "f32[2]"}, {X(0), L({X(1)}), X(2)}, {}, Error("shape mismatch: value tensor of shape [2] cannot be broadcast to indexing result of shape [2, 3]")},
      {"index_put.default", {"f32[4, 3]", "i32[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("tensors used as indices must be long, byte or bool tensors")},
      {"index_put.default", {"f32[4, 3]", "f32[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("tensors used as indices must be long, byte or bool tensors")},
      {"index_put.default", {"f32[4, 3]", "i64[2]", "f32[3]"}, {X(0), L({X(1), X(1), X(1)}), X(2)}, {}, Error("too many indices for tensor of dimension 2 (got 3)")},
      {"index_put.default", {"f32[4, 3]", "b8[3]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("The shape of the mask [3] at index 0 does not match the shape of the indexed tensor [4, 3] at index 0")},
      {"index_put.default", {"f32[4, 3]", "b8[4]", "f64[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("Index put requires the source and destination dtypes match")},
      {"index_put.default", {"f32[2, 3, 4]", "i64[1, 2]", "i64[1]", "f32[2, 1, 2]"}, {X(0), L({X(1), None(), X(2)}), X(3)}, {}, Error("shape mismatch: value tensor of shape [2, 1, 2] cannot be broadcast to indexing result of shape [1, 2, 3]")},
      {"index_put.default", {"f32[4, 3]", "i64[2]", "i64[3]", "f32[3]"}, {X(0), L({X(1), X(2)}), X(3)}, {}, Error("shape mismatch: indexing tensors could not be broadcast together with shapes [2], [3]")},
      {"index_put.default", {"f32[0, 3]", "i64[2]", "f32[3]"}, {X(0), L({X(1)}), X(2)}, {}, Error("index is out of bounds for dimension with size 0")},
  });
  // clang-format on
}

// cat's result is contiguous unless every input suggests the same channels-last format; dtypes
// promote; 1-d empty inputs are skipped for shapes.
TEST(OtherMeta, Cat) {
  // clang-format off
  checkCases({
      {"cat.default", {"f32[2, 3][1, 2]", "f32[2, 3][1, 2]"}, {L({X(0), X(1)}), I(1)}, {}, "f32[2, 6][6, 1]"},
      {"cat.default", {"f32[2, 3][1, 2]", "f32[1, 3]"}, {L({X(0), X(1)})}, {}, "f32[3, 3][3, 1]"},
      {"cat.default", {"f32[2, 3, 4, 5][60, 1, 15, 3]", "f32[2, 3, 4, 5][60, 1, 15, 3]"}, {L({X(0), X(1)}), I(1)}, {}, "f32[2, 6, 4, 5][120, 1, 30, 6]"},
      {"cat.default", {"f32[2, 3, 4, 5][60, 1, 15, 3]", "f32[2, 3, 4, 5]"}, {L({X(0), X(1)})}, {}, "f32[4, 3, 4, 5][60, 20, 5, 1]"},
      {"cat.default", {"f32[2, 3, 4, 5, 6][360, 1, 90, 18, 3]", "f32[2, 3, 4, 5, 6][360, 1, 90, 18, 3]"}, {L({X(0), X(1)}), I(1)}, {}, "f32[2, 6, 4, 5, 6][720, 1, 180, 36, 6]"},
      {"cat.default", {"f32[2, 3, 1, 1][3, 1, 9, 9]", "f32[2, 3, 1, 1][3, 1, 9, 9]"}, {L({X(0), X(1)})}, {}, "f32[4, 3, 1, 1][3, 1, 1, 1]"},
      {"cat.default", {"f32[2, 3, 4, 5][60, 1, 15, 3]"}, {L({X(0)}), I(-1)}, {}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"cat.default", {"i32[2, 3]", "f32[2, 3]"}, {L({X(0), X(1)})}, {}, "f32[4, 3][3, 1]"},
      {"cat.default", {"b8[2, 3]", "u8[2, 3]"}, {L({X(0), X(1)})}, {}, "u8[4, 3][3, 1]"},
      {"cat.default", {"i64[2, 3]", "f16[1, 3]"}, {L({X(0), X(1)})}, {}, "f16[3, 3][3, 1]"},
      {"cat.default", {"i32[2, 3]", "f32[0]"}, {L({X(0), X(1)})}, {}, "f32[2, 3][3, 1]"},
      {"cat.default", {"f32[0]", "i32[2, 3]"}, {L({X(0), X(1)}), I(-1)}, {}, "f32[2, 3][3, 1]"},
      {"cat.default", {"f32[0]", "f32[0]"}, {L({X(0), X(1)})}, {}, "f32[0][1]"},
      {"cat.default", {"f32[2, 3]", "f32[2, 0]"}, {L({X(0), X(1)}), I(1)}, {}, "f32[2, 3][3, 1]"},
      {"cat.default", {"f32[2, 3]", "f32[2]"}, {L({X(0), X(1)})}, {}, Error("Tensors must have same number of dimensions: got 2 and 1")},
      {"cat.default", {"f32[2, 3]", "f32[3, 3]"}, {L({X(0), X(1)}), I(1)}, {}, Error("Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list.")},
      {"cat.default", {"f32[]"}, {L({X(0)})}, {}, Error("zero-dimensional tensor (at position 0) cannot be concatenated")},
      {"cat.default", {}, {L({})}, {}, Error("torch.cat(): expected a non-empty list of Tensors")},
      // torch: Dimension out of range (expected to be in range of [-2, 1], but got 2)
      {"cat.default", {"f32[2, 3]"}, {L({X(0)}), I(2)}, {}, Error("out of range")},
  });
  // clang-format on
}

// sum and cumsum allocate contiguous results; integer and bool inputs accumulate in i64 unless a
// dtype is given; cumsum_ must keep self's dtype.
TEST(OtherMeta, Reductions) {
  // clang-format off
  checkCases({
      {"sum.dim_IntList", {"f32[4, 3][1, 4]"}, {X(0), L({I(0)})}, {}, "f32[3][1]"},
      {"sum.dim_IntList", {"f32[4, 3][1, 4]"}, {X(0), L({I(0)}), B(true)}, {}, "f32[1, 3][3, 1]"},
      {"sum.dim_IntList", {"i32[4, 2, 3][1, 12, 4]"}, {X(0), L({I(0), I(-1)})}, {{"keepdim", B(true)}}, "i64[1, 2, 1][2, 1, 1]"},
      {"sum.dim_IntList", {"i32[4, 2, 3]"}, {X(0), L({})}, {}, "i64[][]"},
      {"sum.dim_IntList", {"u8[4, 2, 3]"}, {X(0), None()}, {}, "i64[][]"},
      {"sum.dim_IntList", {"i32[4, 2, 3]"}, {X(0), L({}), B(true)}, {}, "i64[1, 1, 1][1, 1, 1]"},
      {"sum.dim_IntList", {"i32[4, 2, 3]"}, {X(0), L({I(1)})}, {{"dtype", D(DType::i16)}}, "i16[4, 3][3, 1]"},
      {"sum.dim_IntList", {"f32[4, 3][1, 4]"}, {X(0), L({I(1)})}, {{"dtype", D(DType::i32)}}, "i32[4][1]"},
      {"sum.dim_IntList", {"b8[3]"}, {X(0), L({I(0)})}, {}, "i64[][]"},
      {"sum.dim_IntList", {"f16[2, 3]"}, {X(0), L({I(1)})}, {}, "f16[2][1]"},
      {"sum.dim_IntList", {"f32[]"}, {X(0), L({I(0)})}, {}, "f32[][]"},
      {"sum.dim_IntList", {"f32[]"}, {X(0), L({I(-1)}), B(true)}, {}, "f32[][]"},
      {"sum.dim_IntList", {"f32[4, 3][1, 4]"}, {X(0), I(1)}, {}, "f32[4][1]"},
      {"cumsum.default", {"f32[4, 3][1, 4]"}, {X(0), I(1)}, {}, "f32[4, 3][3, 1]"},
      {"cumsum.default", {"i32[4, 2, 3][1, 12, 4]"}, {X(0), I(-1)}, {}, "i64[4, 2, 3][6, 3, 1]"},
      {"cumsum.default", {"i32[4, 2, 3]"}, {X(0), I(0)}, {{"dtype", D(DType::f64)}}, "f64[4, 2, 3][6, 3, 1]"},
      {"cumsum.default", {"b8[3][2]"}, {X(0), I(0)}, {}, "i64[3][1]"},
      {"cumsum.default", {"f32[]"}, {X(0), I(0)}, {}, "f32[][]"},
      {"cumsum.default", {"f16[3]"}, {X(0), I(0)}, {{"dtype", D(DType::f32)}}, "f32[3][1]"},
      {"cumsum.default", {"f16[]"}, {X(0), I(0)}, {}, "f16[][]"},
      {"cumsum.default", {"f16[0, 2]"}, {X(0), I(1)}, {}, "f16[0, 2][2, 1]"},
      {"cumsum_.default", {"b8[]"}, {X(0), I(-1)}, {}, "b8[][]"},
      {"cumsum_.default", {"f32[4, 3][1, 4]@2"}, {X(0), I(1)}, {}, "f32[4, 3][1, 4]@2"},
      {"cumsum_.default", {"i32[3, 4]"}, {X(0), I(1)}, {}, "i32[3, 4][4, 1]"},
      {"cumsum_.default", {"f32[3, 4]"}, {X(0), I(1)}, {{"dtype", D(DType::f32)}}, "f32[3, 4][4, 1]"},
      {"sum.dim_IntList", {"f32[4, 3]"}, {X(0), L({I(0), I(-2)})}, {}, Error("dim 0 appears multiple times in the list of dims")},
      // torch: Dimension out of range (expected to be in range of [-2, 1], but got 2)
      {"sum.dim_IntList", {"f32[4, 3]"}, {X(0), L({I(2)})}, {}, Error("out of range")},
      // torch: Dimension out of range (expected to be in range of [-1, 0], but got 1)
      {"sum.dim_IntList", {"f32[]"}, {X(0), L({I(1)})}, {}, Error("out of range")},
      // torch: Dimension out of range (expected to be in range of [-2, 1], but got 2)
      {"cumsum.default", {"f32[4, 3]"}, {X(0), I(2)}, {}, Error("out of range")},
      {"cumsum_.default", {"f32[3, 4]"}, {X(0), I(1)}, {{"dtype", D(DType::f64)}}, Error("Bad in-place call: input tensor dtype float and output tensor dtype double should match")},
      {"cumsum_.default", {"i32[3, 4]"}, {X(0), I(1)}, {{"dtype", D(DType::i64)}}, Error("Bad in-place call: input tensor dtype int and output tensor dtype long int should match")},
      {"cumsum.default", {"f16[3]"}, {X(0), I(0)}, {}, Error("\"cumsum_out_cpu\" not implemented for 'Half'")},
      {"cumsum_.default", {"b8[3]"}, {X(0), I(0)}, {}, Error("\"cumsum_out_cpu\" not implemented for 'Bool'")},
  });
  // clang-format on
}

// mm and addmm allocate contiguous results; addmm broadcasts self, addmm_ keeps it.
TEST(OtherMeta, MatrixProducts) {
  // clang-format off
  checkCases({
      {"mm.default", {"f32[4, 3][1, 4]", "f32[3, 5]"}, {X(0), X(1)}, {}, "f32[4, 5][5, 1]"},
      {"mm.default", {"i64[4, 3]", "i64[3, 5][1, 3]"}, {X(0), X(1)}, {}, "i64[4, 5][5, 1]"},
      {"mm.default", {"f32[1, 3]", "f32[3, 1]"}, {X(0), X(1)}, {}, "f32[1, 1][1, 1]"},
      {"mm.default", {"f32[0, 3]", "f32[3, 2]"}, {X(0), X(1)}, {}, "f32[0, 2][2, 1]"},
      {"mm.default", {"bf16[2, 3]@1", "bf16[3, 2]"}, {X(0), X(1)}, {}, "bf16[2, 2][2, 1]"},
      {"addmm.default", {"f32[5]", "f32[4, 3][1, 4]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, "f32[4, 5][5, 1]"},
      {"addmm.default", {"f32[4, 5][1, 4]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {{"beta", I(2)}, {"alpha", F(0.5)}}, "f32[4, 5][5, 1]"},
      {"addmm.default", {"f32[4, 1]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, "f32[4, 5][5, 1]"},
      {"addmm.default", {"f32[]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, "f32[4, 5][5, 1]"},
      {"addmm.default", {"i64[5]", "i64[4, 3]", "i64[3, 5]"}, {X(0), X(1), X(2)}, {{"alpha", F(0.5)}}, "i64[4, 5][5, 1]"},
      {"addmm_.default", {"f32[4, 5][1, 4]@3", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, "f32[4, 5][1, 4]@3"},
      {"mm.default", {"f32[4, 3]", "f32[4, 5]"}, {X(0), X(1)}, {}, Error("mat1 and mat2 shapes cannot be multiplied (4x3 and 4x5)")},
      {"mm.default", {"f32[4, 3]", "f32[3]"}, {X(0), X(1)}, {}, Error("mat2 must be a matrix")},
      {"mm.default", {"f32[3]", "f32[3, 4]"}, {X(0), X(1)}, {}, Error("self must be a matrix")},
      {"mm.default", {"f32[4, 3]", "f64[3, 5]"}, {X(0), X(1)}, {}, Error("expected scalar type Float but found Double")},
      {"mm.default", {"f16[4, 3]", "f16[3, 5]"}, {X(0), X(1)}, {}, Error("\"addmm_impl_cpu_\" not implemented for 'Half'")},
      {"mm.default", {"b8[4, 3]", "b8[3, 5]"}, {X(0), X(1)}, {}, Error("\"addmm_impl_cpu_\" not implemented for 'Bool'")},
      {"addmm.default", {"f32[3]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, Error("expanded size of the tensor (5) must match the existing size (3) at non-singleton dimension 1.  Target sizes: [4, 5].  Tensor sizes: [3]")},
      {"addmm.default", {"f64[5]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, Error("self and mat2 must have the same dtype")},
      {"addmm.default", {"f32[5]", "f64[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, Error("mat1 and mat2 must have the same dtype")},
      {"addmm.default", {"f32[5]", "f32[3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, Error("mat1 must be a matrix, got 1-D tensor")},
      {"addmm_.default", {"f32[5]", "f32[4, 3]", "f32[3, 5]"}, {X(0), X(1), X(2)}, {}, Error("Bad in-place call: input tensor size [5] and output tensor size [4, 5] should match")},
  });
  // clang-format on
}

// Factories are contiguous; full and arange infer their dtype from the Python numbers; *_like
// follow empty_like.
// _trilinear checks each slice of its unrolled dim alike: torch 1.13 gives f32[] for 4 and 7
// slices (and loops for hours over 2^32), so one slice stands for all.
TEST(OtherMeta, TrilinearChecksOneSliceOfAHugeUnrolledDim) {
  // clang-format off
  checkCases({
      {"_trilinear.default", {"f32[2, 4][0, 0]", "f32[2, 4][0, 0]", "f32[2, 4][0, 0]"}, {X(0), X(1), X(2), L({}), L({}), L({}), L({I(0), I(1)}), I(1)}, {}, "f32[][]"},
      {"_trilinear.default", {"f32[2, 4294967296][0, 0]", "f32[2, 4294967296][0, 0]", "f32[2, 4294967296][0, 0]"}, {X(0), X(1), X(2), L({}), L({}), L({}), L({I(0), I(1)}), I(1)}, {}, "f32[][]"},
  });
  // clang-format on
}

TEST(OtherMeta, Factories) {
  // clang-format off
  checkCases({
      {"zeros.default", {}, {L({I(2), I(3)})}, {}, "f32[2, 3][3, 1]"},
      {"zeros.default", {}, {L({I(2), I(3)})}, {{"dtype", D(DType::i32)}, {"layout", Strided()}, {"device", Dev("cpu")}, {"pin_memory", B(false)}}, "i32[2, 3][3, 1]"},
      {"ones.default", {}, {L({})}, {}, "f32[][]"},
      {"ones.default", {}, {L({I(2), I(0), I(3)})}, {{"dtype", D(DType::b8)}}, "b8[2, 0, 3][3, 3, 1]"},
      {"full.default", {}, {L({I(2), I(3)}), I(1)}, {}, "i64[2, 3][3, 1]"},
      {"full.default", {}, {L({I(2), I(3)}), F(1.5)}, {}, "f32[2, 3][3, 1]"},
      {"full.default", {}, {L({I(2), I(3)}), B(true)}, {}, "i64[2, 3][3, 1]"},
      {"full.default", {}, {L({I(2), I(3)}), I(7)}, {{"dtype", D(DType::f16)}}, "f16[2, 3][3, 1]"},
      {"zeros_like.default", {"f32[4, 3][1, 4]"}, {X(0)}, {}, "f32[4, 3][1, 4]"},
      {"zeros_like.default", {"f32[4, 3][1, 4]@2"}, {X(0)}, {{"memory_format", MF(MemoryFormat::contiguous_format)}}, "f32[4, 3][3, 1]"},
      {"ones_like.default", {"f32[4, 4][2, 16]"}, {X(0)}, {{"dtype", D(DType::i32)}}, "i32[4, 4][1, 4]"},
      {"ones_like.default", {"f32[2, 3, 4, 5]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::channels_last)}}, "f32[2, 3, 4, 5][60, 1, 15, 3]"},
      {"ones_like.default", {"f32[4, 2, 3][0, 3, 1]"}, {X(0)}, {}, "f32[4, 2, 3][6, 3, 1]"},
      {"zeros_like.default", {"u8[2, 3, 4][1, 8, 2]"}, {X(0)}, {{"dtype", D(DType::f64)}, {"device", S("cpu")}}, "f64[2, 3, 4][1, 8, 2]"},
      {"arange.start", {}, {I(0), I(5)}, {}, "i64[5][1]"},
      {"arange.start", {}, {I(0), F(5.5)}, {}, "f32[6][1]"},
      {"arange.start", {}, {F(1.5), I(5)}, {}, "f32[4][1]"},
      {"arange.start", {}, {I(0), I(5)}, {{"dtype", D(DType::f64)}}, "f64[5][1]"},
      {"arange.start", {}, {I(0), F(2.5)}, {{"dtype", D(DType::i32)}}, "i32[3][1]"},
      {"arange.start", {}, {I(0), F(2.5)}, {{"dtype", D(DType::i64)}}, "i64[2][1]"},
      {"arange.start", {}, {B(true), I(3)}, {}, "i64[2][1]"},
      {"arange.start", {}, {I(0), I(0)}, {}, "i64[0][1]"},
      {"arange.start", {}, {I(-3), I(4)}, {{"dtype", D(DType::bf16)}}, "bf16[7][1]"},
      {"arange.default", {}, {I(5)}, {}, "i64[5][1]"},
      {"arange.default", {}, {F(5.5)}, {}, "f32[6][1]"},
      {"arange.start_step", {}, {I(0), I(10), I(3)}, {}, "i64[4][1]"},
      {"arange.start_step", {}, {I(10), I(0), I(-3)}, {}, "i64[4][1]"},
      {"arange.start_step", {}, {I(0), I(1), F(0.1)}, {}, "f32[10][1]"},
      {"arange.start_step", {}, {I(0), I(1), F(0.3)}, {{"dtype", D(DType::f16)}}, "f16[4][1]"},
      {"zeros.default", {}, {L({I(2), I(-1)})}, {}, Error("Trying to create tensor with negative dimension -1: [2, -1]")},
      {"full.default", {}, {L({I(-2)}), F(1.0)}, {}, Error("Trying to create tensor with negative dimension -2: [-2]")},
      {"arange.start", {}, {I(5), I(0)}, {}, Error("upper bound and larger bound inconsistent with step sign")},
      {"arange.start_step", {}, {I(0), I(10), I(0)}, {}, Error("step must be nonzero")},
      {"arange.start_step", {}, {I(0), I(10), I(-1)}, {}, Error("upper bound and larger bound inconsistent with step sign")},
      {"arange.start", {}, {I(0), I(5)}, {{"dtype", D(DType::b8)}}, Error("\"arange_cpu\" not implemented for 'Bool'")},
      // torch: unsupported range: 0 -> inf
      {"arange.start", {}, {I(0), F(INFINITY)}, {}, Error("unsupported range: 0 -> inf")},
      {"ones_like.default", {"f32[4, 3]"}, {X(0)}, {{"memory_format", MF(MemoryFormat::channels_last)}}, Error("required rank 4 tensor to use channels_last format")},
  });
  // clang-format on
}

} // namespace
} // namespace reinplace::test
