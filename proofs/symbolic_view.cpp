#include "proofs/symbolic_view.h"

#include <algorithm>

namespace reinplace::proofs {
namespace {

// A numeral of the bit-vector sort, read back as a signed value.
std::optional<int64_t> signedNumeral(const z3::expr& e) {
  if (!e.is_numeral()) return std::nullopt;
  uint64_t raw = e.get_numeral_uint64();
  int64_t value = static_cast<int64_t>(raw);
  if (raw >= (uint64_t{1} << (kBits - 1))) value -= int64_t{1} << kBits;
  return value;
}

z3::expr evalTerm(const z3::expr& e, const z3::model* model) {
  return model ? model->eval(e, true) : e.simplify();
}

void eraseDim(SymbolicView& view, int64_t dim) {
  view.sizes.erase(view.sizes.begin() + dim);
  view.strides.erase(view.strides.begin() + dim);
}

z3::expr truth(const SymbolicView& view) {
  return view.offset.ctx().bool_val(true);
}

} // namespace

z3::expr num(z3::context& ctx, int64_t value) {
  return ctx.bv_val(value, kBits);
}

z3::expr numVar(z3::context& ctx, const std::string& name) {
  return ctx.bv_const(name.c_str(), kBits);
}

z3::expr smin(const z3::expr& a, const z3::expr& b) {
  return z3::ite(a <= b, a, b);
}

z3::expr smax(const z3::expr& a, const z3::expr& b) {
  return z3::ite(a >= b, a, b);
}

z3::expr SymbolicView::address(const SymIndex& index) const {
  z3::expr out = offset;
  for (size_t d = 0; d < index.size(); ++d) out = out + index[d] * strides[d];
  return out;
}

z3::expr SymbolicView::contains(const SymIndex& index) const {
  z3::expr out = offset.ctx().bool_val(true);
  for (size_t d = 0; d < index.size(); ++d) out = out && index[d] >= 0 && index[d] < sizes[d];
  return out;
}

SymbolicView freshView(z3::context& ctx, const std::string& prefix, int64_t rank) {
  SymbolicView view{{}, {}, numVar(ctx, prefix + ".offset")};
  for (int64_t d = 0; d < rank; ++d) {
    view.sizes.push_back(numVar(ctx, prefix + ".size" + std::to_string(d)));
    view.strides.push_back(numVar(ctx, prefix + ".stride" + std::to_string(d)));
  }
  return view;
}

z3::expr withinBounds(const SymbolicView& view, const ViewBounds& bounds) {
  z3::context& ctx = view.offset.ctx();
  z3::expr out = view.offset >= 0 && view.offset <= num(ctx, bounds.max_offset);
  for (int64_t d = 0; d < view.rank(); ++d) {
    out = out && view.sizes[d] >= 0 && view.sizes[d] <= num(ctx, bounds.max_size);
    out = out && view.strides[d] >= 0 && view.strides[d] <= num(ctx, bounds.max_stride);
  }
  return out;
}

SymIndex freshIndex(z3::context& ctx, const std::string& prefix, int64_t rank) {
  SymIndex index;
  for (int64_t d = 0; d < rank; ++d) index.push_back(numVar(ctx, prefix + std::to_string(d)));
  return index;
}

SymbolicView constantView(z3::context& ctx, const TensorMeta& meta) {
  SymbolicView view{{}, {}, num(ctx, meta.storage_offset)};
  for (int64_t d = 0; d < meta.dim(); ++d) {
    view.sizes.push_back(num(ctx, meta.sizes[d]));
    view.strides.push_back(num(ctx, meta.strides[d]));
  }
  return view;
}

z3::expr sameMeta(const SymbolicView& a, const SymbolicView& b) {
  if (a.rank() != b.rank()) return a.offset.ctx().bool_val(false);
  z3::expr out = a.offset == b.offset;
  for (int64_t d = 0; d < a.rank(); ++d)
    out = out && a.sizes[d] == b.sizes[d] && a.strides[d] == b.strides[d];
  return out;
}

z3::expr sameIndex(z3::context& ctx, const SymIndex& a, const SymIndex& b) {
  z3::expr out = ctx.bool_val(true);
  for (size_t d = 0; d < a.size(); ++d) out = out && a[d] == b[d];
  return out;
}

z3::expr indexBefore(z3::context& ctx, const SymIndex& a, const SymIndex& b) {
  // Built from the innermost dim out: a < b iff a[0] < b[0], or equal there and the rest is less.
  z3::expr out = ctx.bool_val(false);
  for (size_t d = a.size(); d-- > 0;) out = a[d] < b[d] || (a[d] == b[d] && out);
  return out;
}

std::optional<TensorMeta> evaluate(const SymbolicView& view, const z3::model* model) {
  TensorMeta meta;
  auto offset = signedNumeral(evalTerm(view.offset, model));
  if (!offset) return std::nullopt;
  meta.storage_offset = *offset;
  for (int64_t d = 0; d < view.rank(); ++d) {
    auto size = signedNumeral(evalTerm(view.sizes[d], model));
    auto stride = signedNumeral(evalTerm(view.strides[d], model));
    if (!size || !stride) return std::nullopt;
    meta.sizes.push_back(*size);
    meta.strides.push_back(*stride);
  }
  return meta;
}

int64_t evaluateNum(const z3::expr& e, const z3::model& model) {
  return signedNumeral(model.eval(e, true)).value_or(0);
}

std::vector<int64_t> evaluateIndex(const SymIndex& index, const z3::model& model) {
  std::vector<int64_t> out;
  for (const auto& coordinate : index) out.push_back(evaluateNum(coordinate, model));
  return out;
}

std::optional<int64_t> wrapDimConcrete(int64_t dim, int64_t rank) {
  const int64_t effective_rank = std::max<int64_t>(rank, 1); // 0-d accepts dim 0 and -1
  if (dim < -effective_rank || dim >= effective_rank) return std::nullopt;
  return dim < 0 ? dim + effective_rank : dim;
}

z3::expr normalizedSelectIndex(const SymbolicView& self, int64_t dim, const z3::expr& index) {
  return z3::ite(index < 0, index + self.sizes[dim], index);
}

std::optional<SymbolicResult> selectSym(const SymbolicView& self, int64_t dim,
                                        const z3::expr& index) {
  if (self.rank() == 0) return std::nullopt;
  auto wrapped = wrapDimConcrete(dim, self.rank());
  if (!wrapped) return std::nullopt;
  const z3::expr& size = self.sizes[*wrapped];
  SymbolicResult out{self, index >= -size && index < size};
  out.view.offset =
      self.offset + normalizedSelectIndex(self, *wrapped, index) * self.strides[*wrapped];
  eraseDim(out.view, *wrapped);
  return out;
}

SliceRange sliceRange(const SymbolicView& self, int64_t dim, const std::optional<z3::expr>& start,
                      const std::optional<z3::expr>& end, const z3::expr& step) {
  const z3::expr& size = self.sizes[dim];
  z3::context& ctx = size.ctx();
  // None means 0 and "past the end"; the clamp below turns the latter into size.
  z3::expr first = start ? z3::ite(*start < 0, *start + size, *start) : num(ctx, 0);
  z3::expr last = end ? z3::ite(*end < 0, *end + size, *end) : size;
  first = smin(smax(first, num(ctx, 0)), size);
  last = smin(smax(last, first), size);
  z3::expr length = last - first;
  return {first, z3::ite(length == 0, num(ctx, 0), (length - 1) / step + 1)};
}

std::optional<SymbolicResult> sliceSym(const SymbolicView& self, int64_t dim,
                                       const std::optional<z3::expr>& start,
                                       const std::optional<z3::expr>& end, const z3::expr& step) {
  if (self.rank() == 0) return std::nullopt;
  auto wrapped = wrapDimConcrete(dim, self.rank());
  if (!wrapped) return std::nullopt;
  SliceRange range = sliceRange(self, *wrapped, start, end, step);
  SymbolicResult out{self, step > 0};
  out.view.offset = self.offset + range.first * self.strides[*wrapped];
  out.view.sizes[*wrapped] = range.length;
  out.view.strides[*wrapped] = self.strides[*wrapped] * step;
  return out;
}

std::optional<SymbolicResult> diagonalSym(const SymbolicView& self, const z3::expr& offset,
                                          int64_t dim1, int64_t dim2) {
  auto d1 = wrapDimConcrete(dim1, self.rank());
  auto d2 = wrapDimConcrete(dim2, self.rank());
  if (!d1 || !d2 || *d1 == *d2) return std::nullopt;
  z3::context& ctx = offset.ctx();
  const z3::expr &size1 = self.sizes[*d1], &size2 = self.sizes[*d2];
  z3::expr diag_size = smax(
      z3::ite(offset >= 0, smin(size1, size2 - offset), smin(size1 + offset, size2)), num(ctx, 0));
  SymbolicResult out{self, truth(self)};
  // torch leaves the offset alone for an empty diagonal.
  out.view.offset = self.offset + z3::ite(diag_size > 0,
                                          z3::ite(offset >= 0, offset * self.strides[*d2],
                                                  -offset * self.strides[*d1]),
                                          num(ctx, 0));
  eraseDim(out.view, std::max(*d1, *d2));
  eraseDim(out.view, std::min(*d1, *d2));
  out.view.sizes.push_back(diag_size);
  out.view.strides.push_back(self.strides[*d1] + self.strides[*d2]);
  return out;
}

SymbolicResult asStridedSym(const SymbolicView& self, const std::vector<z3::expr>& size,
                            const std::vector<z3::expr>& stride,
                            const std::optional<z3::expr>& storage_offset) {
  SymbolicResult out{SymbolicView{size, stride, storage_offset.value_or(self.offset)}, truth(self)};
  for (size_t d = 0; d < size.size(); ++d) out.valid = out.valid && size[d] >= 0 && stride[d] >= 0;
  out.valid = out.valid && out.view.offset >= 0;
  return out;
}

std::optional<SymbolicResult> expandSym(const SymbolicView& self,
                                        const std::vector<z3::expr>& size) {
  const int64_t rank = static_cast<int64_t>(size.size());
  const int64_t self_rank = self.rank();
  if (rank < self_rank) return std::nullopt;
  z3::context& ctx = self.offset.ctx();
  SymbolicResult out{SymbolicView{size, std::vector<z3::expr>(rank, num(ctx, 0)), self.offset},
                     truth(self)};
  if (self_rank == 0) {
    for (const auto& s : size) out.valid = out.valid && s >= 0;
    return out;
  }
  for (int64_t i = rank - 1; i >= 0; --i) {
    const int64_t self_dim = self_rank - (rank - i);
    const bool existing = self_dim >= 0;
    z3::expr dim_size = existing ? self.sizes[self_dim] : num(ctx, 1);
    // A new leading dim gets the stride a contiguous tensor would give it.
    z3::expr stride =
        existing ? self.strides[self_dim] : out.view.sizes[i + 1] * out.view.strides[i + 1];
    z3::expr target = z3::ite(size[i] == -1, dim_size, size[i]);
    if (!existing) out.valid = out.valid && size[i] != -1;
    out.valid = out.valid && target >= 0 && (dim_size == target || dim_size == 1);
    out.view.sizes[i] = target;
    out.view.strides[i] = z3::ite(dim_size == target, stride, num(ctx, 0));
  }
  return out;
}

std::optional<SymbolicResult> transposeSym(const SymbolicView& self, int64_t dim0, int64_t dim1) {
  auto d0 = wrapDimConcrete(dim0, self.rank());
  auto d1 = wrapDimConcrete(dim1, self.rank());
  if (!d0 || !d1) return std::nullopt;
  SymbolicResult out{self, truth(self)};
  if (self.rank() == 0) return out;
  std::swap(out.view.sizes[*d0], out.view.sizes[*d1]);
  std::swap(out.view.strides[*d0], out.view.strides[*d1]);
  return out;
}

std::optional<SymbolicResult> matrixTransposeSym(const SymbolicView& self) {
  if (self.rank() > 2) return std::nullopt;
  return transposeSym(self, 0, self.rank() < 2 ? 0 : 1);
}

std::optional<SymbolicResult> permuteSym(const SymbolicView& self,
                                         const std::vector<int64_t>& dims) {
  if (static_cast<int64_t>(dims.size()) != self.rank()) return std::nullopt;
  SymbolicResult out{self, truth(self)};
  std::vector<bool> seen(self.rank(), false);
  for (int64_t i = 0; i < self.rank(); ++i) {
    auto dim = wrapDimConcrete(dims[i], self.rank());
    if (!dim || seen[*dim]) return std::nullopt;
    seen[*dim] = true;
    out.view.sizes[i] = self.sizes[*dim];
    out.view.strides[i] = self.strides[*dim];
  }
  return out;
}

std::optional<SymbolicResult> unsqueezeSym(const SymbolicView& self, int64_t dim) {
  auto wrapped = wrapDimConcrete(dim, self.rank() + 1);
  if (!wrapped) return std::nullopt;
  z3::context& ctx = self.offset.ctx();
  z3::expr stride =
      *wrapped >= self.rank() ? num(ctx, 1) : self.sizes[*wrapped] * self.strides[*wrapped];
  SymbolicResult out{self, truth(self)};
  out.view.sizes.insert(out.view.sizes.begin() + *wrapped, num(ctx, 1));
  out.view.strides.insert(out.view.strides.begin() + *wrapped, stride);
  return out;
}

std::vector<SymbolicResult> squeezeDimCases(const SymbolicView& self, int64_t dim) {
  auto wrapped = wrapDimConcrete(dim, self.rank());
  if (!wrapped) return {};
  if (self.rank() == 0) return {{self, truth(self)}};
  const z3::expr& size = self.sizes[*wrapped];
  SymbolicResult squeezed{self, size == 1};
  eraseDim(squeezed.view, *wrapped);
  return {squeezed, {self, size != 1}};
}

} // namespace reinplace::proofs
