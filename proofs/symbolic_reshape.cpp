#include "proofs/symbolic_reshape.h"

namespace reinplace::proofs {
namespace {

z3::expr product(z3::context& ctx, const std::vector<z3::expr>& factors) {
  z3::expr out = num(ctx, 1);
  for (const auto& factor : factors) out = out * factor;
  return out;
}

// at::infer_size: the sizes with the -1 (if any) resolved, and when torch accepts them.
SymbolicResult inferSizes(const SymbolicView& self, const z3::expr& numel,
                          const std::vector<z3::expr>& size) {
  z3::context& ctx = self.offset.ctx();
  SymbolicResult out{SymbolicView{size, {}, self.offset}, ctx.bool_val(true)};
  z3::expr known = num(ctx, 1);
  z3::expr inferred = ctx.bool_val(false);
  for (size_t d = 0; d < size.size(); ++d) {
    const z3::expr is_inferred = size[d] == -1;
    out.valid = out.valid && size[d] >= -1 && !(inferred && is_inferred);
    inferred = inferred || is_inferred;
    known = known * z3::ite(is_inferred, num(ctx, 1), size[d]);
  }
  // With a -1, the known dims must hold a nonzero number of elements that divides numel: when
  // they hold none, any size fits the -1 and torch refuses to guess.
  out.valid =
      out.valid && z3::ite(inferred, known > 0 && z3::srem(numel, known) == 0, numel == known);
  for (size_t d = 0; d < size.size(); ++d)
    out.view.sizes[d] = z3::ite(size[d] == -1, numel / known, size[d]);
  return out;
}

// Strides of an empty tensor's view: its own when the sizes are unchanged, contiguous otherwise
// (no element constrains them).
std::vector<z3::expr> emptyViewStrides(const SymbolicView& self,
                                       const std::vector<z3::expr>& sizes) {
  z3::context& ctx = self.offset.ctx();
  const int64_t rank = static_cast<int64_t>(sizes.size());
  std::vector<z3::expr> contiguous(rank, num(ctx, 1));
  for (int64_t d = rank - 2; d >= 0; --d)
    contiguous[d] = smax(sizes[d + 1], num(ctx, 1)) * contiguous[d + 1];
  if (rank != self.rank()) return contiguous;
  z3::expr unchanged = ctx.bool_val(true);
  for (int64_t d = 0; d < rank; ++d) unchanged = unchanged && sizes[d] == self.sizes[d];
  std::vector<z3::expr> out;
  for (int64_t d = 0; d < rank; ++d)
    out.push_back(z3::ite(unchanged, self.strides[d], contiguous[d]));
  return out;
}

// at::detail::computeStride for a non-empty tensor, unrolled (see the header). `valid` of the
// result says that every new dim was consumed inside one chunk.
SymbolicResult chunkedStrides(const SymbolicView& self, const std::vector<z3::expr>& sizes) {
  z3::context& ctx = self.offset.ctx();
  const int64_t new_rank = static_cast<int64_t>(sizes.size());
  SymbolicResult out{SymbolicView{sizes, std::vector<z3::expr>(new_rank, num(ctx, 0)), self.offset},
                     ctx.bool_val(true)};
  std::vector<z3::expr>& strides = out.view.strides;
  z3::expr view_d = num(ctx, new_rank - 1);
  z3::expr chunk_base_stride = self.strides.back();
  z3::expr tensor_numel = num(ctx, 1);
  z3::expr view_numel = num(ctx, 1);
  for (int64_t tensor_d = self.rank() - 1; tensor_d >= 0; --tensor_d) {
    tensor_numel = tensor_numel * self.sizes[tensor_d];
    const z3::expr chunk_ends =
        tensor_d == 0 ? ctx.bool_val(true)
                      : self.sizes[tensor_d - 1] != 1 &&
                            self.strides[tensor_d - 1] != tensor_numel * chunk_base_stride;
    // The inner loop consumes new dims from view_d down; it runs at most new_rank times.
    for (int64_t step = 0; step < new_rank; ++step) {
      z3::expr size_at_view_d = num(ctx, 0);
      for (int64_t d = 0; d < new_rank; ++d)
        size_at_view_d = z3::ite(view_d == num(ctx, d), sizes[d], size_at_view_d);
      const z3::expr consumes =
          chunk_ends && view_d >= 0 && (view_numel < tensor_numel || size_at_view_d == 1);
      for (int64_t d = 0; d < new_rank; ++d)
        strides[d] =
            z3::ite(consumes && view_d == num(ctx, d), view_numel * chunk_base_stride, strides[d]);
      view_numel = z3::ite(consumes, view_numel * size_at_view_d, view_numel);
      view_d = z3::ite(consumes, view_d - 1, view_d);
    }
    out.valid = out.valid && z3::implies(chunk_ends, view_numel == tensor_numel);
    if (tensor_d > 0) {
      chunk_base_stride = z3::ite(chunk_ends, self.strides[tensor_d - 1], chunk_base_stride);
      tensor_numel = z3::ite(chunk_ends, num(ctx, 1), tensor_numel);
      view_numel = z3::ite(chunk_ends, num(ctx, 1), view_numel);
    }
  }
  out.valid = out.valid && view_d == -1;
  return out;
}

} // namespace

SymbolicResult viewSym(const SymbolicView& self, const std::vector<z3::expr>& size) {
  z3::context& ctx = self.offset.ctx();
  const z3::expr numel = product(ctx, self.sizes);
  SymbolicResult out = inferSizes(self, numel, size);
  const std::vector<z3::expr>& sizes = out.view.sizes;
  if (self.rank() == 0) {
    out.view.strides.assign(sizes.size(), num(ctx, 1));
    return out;
  }
  const z3::expr empty = numel == 0;
  SymbolicResult chunked = chunkedStrides(self, sizes);
  std::vector<z3::expr> empty_strides = emptyViewStrides(self, sizes);
  for (size_t d = 0; d < sizes.size(); ++d)
    out.view.strides.push_back(z3::ite(empty, empty_strides[d], chunked.view.strides[d]));
  out.valid = out.valid && (empty || chunked.valid);
  return out;
}

} // namespace reinplace::proofs
