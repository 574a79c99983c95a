// Property: for any base layout and any chain of view ops, the address the final view's
// (sizes, strides, offset) gives each of its elements is the address reached by following the
// ops' index maps back to the base and reading the base there. The index maps are written from
// what each op means (select fixes an index, slice picks every step-th index, view keeps the
// row-major order, ...), never from strides, so the property checks the stride arithmetic of
// view_geometry.cpp as a whole, including chains no table lists.

#include "core/meta/meta_context.h"
#include "core/meta/view_geometry.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>
#include <string>

namespace reinplace {
namespace {

/// Maps an index of a step's result to the index of that step's input it denotes.
using IndexMap = std::function<Shape(const Shape&)>;

struct Chain {
  TensorMeta meta;
  std::vector<IndexMap> maps;
};

constexpr int64_t kMaxRank = 6;

// Uniform in [low, high): RapidCheck scales ranges down in early tests, which would leave the
// ops and sizes at the top of each range almost untried. Shrinking still heads towards `low`.
rc::Gen<int64_t> uniform(int64_t low, int64_t high) {
  return rc::gen::resize(rc::kNominalSize, rc::gen::inRange<int64_t>(low, high));
}

int64_t genInRange(int64_t low, int64_t high) {
  return *uniform(low, high);
}

bool genBool() {
  return genInRange(0, 2) == 1;
}

int64_t genOneOf(const std::vector<int64_t>& values) {
  return values[genInRange(0, static_cast<int64_t>(values.size()))];
}

std::vector<int64_t> genPermutation(int64_t n) {
  std::vector<int64_t> keys =
      *rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(n), uniform(0, 1000));
  std::vector<int64_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int64_t a, int64_t b) { return keys[a] < keys[b]; });
  return order;
}

// Dims laid out in a random order, some with a gap after them, at a random offset: contiguous,
// transposed, sliced-with-step and offset inputs all arise.
TensorMeta genBase() {
  const int64_t rank = genInRange(0, 5);
  TensorMeta base;
  base.sizes = *rc::gen::container<Shape>(static_cast<size_t>(rank), uniform(1, 5));
  base.strides.assign(rank, 0);
  int64_t running = 1;
  for (int64_t d : genPermutation(rank)) {
    base.strides[d] = running;
    running *= base.sizes[d] * genInRange(1, 3);
  }
  base.storage_offset = genInRange(0, 4);
  return base;
}

Shape eraseAt(Shape index, int64_t dim) {
  index.erase(index.begin() + dim);
  return index;
}

Shape insertAt(Shape index, int64_t dim, int64_t value) {
  index.insert(index.begin() + dim, value);
  return index;
}

// Applies one random view op to the chain; returns false when the op does not fit the current
// value (e.g. select on a 0-d tensor), leaving the chain as it was.
bool extend(Chain& chain) {
  const TensorMeta& in = chain.meta;
  const int64_t rank = in.dim();
  const int64_t wrap_rank = std::max<int64_t>(rank, 1);
  const Shape in_sizes = in.sizes;
  auto push = [&](TensorMeta out, IndexMap map) {
    chain.meta = std::move(out);
    chain.maps.push_back(std::move(map));
    return true;
  };
  switch (genInRange(0, 13)) {
  case 0: {
    std::vector<int64_t> dims = genPermutation(rank);
    RC_LOG() << "permute " << formatShape(dims) << "\n";
    return push(permuteView(in, dims), [dims](const Shape& r) {
      Shape i(r.size());
      for (size_t k = 0; k < dims.size(); ++k) i[dims[k]] = r[k];
      return i;
    });
  }
  case 1: {
    int64_t dim0 = genInRange(-wrap_rank, wrap_rank), dim1 = genInRange(-wrap_rank, wrap_rank);
    RC_LOG() << "transpose " << dim0 << " " << dim1 << "\n";
    int64_t a = rank ? (dim0 + rank) % rank : 0, b = rank ? (dim1 + rank) % rank : 0;
    return push(transposeView(in, dim0, dim1), [a, b](Shape r) {
      if (!r.empty()) std::swap(r[a], r[b]);
      return r;
    });
  }
  case 2: {
    if (rank == 0) return false;
    const int64_t dim = genInRange(-rank, rank);
    const int64_t d = (dim + rank) % rank;
    const int64_t size = in_sizes[d];
    auto bound = [&]() -> std::optional<int64_t> {
      if (!genBool()) return std::nullopt;
      return genInRange(-size - 2, size + 3);
    };
    const std::optional<int64_t> start = bound(), end = bound();
    const int64_t step = genInRange(1, 4);
    RC_LOG() << "slice dim=" << dim << " start=" << (start ? std::to_string(*start) : "None")
             << " end=" << (end ? std::to_string(*end) : "None") << " step=" << step << "\n";
    // Python's slice of range(size) with a positive step.
    auto clampBound = [size](int64_t v) {
      return std::clamp<int64_t>(v < 0 ? v + size : v, 0, size);
    };
    const int64_t low = start ? clampBound(*start) : 0, high = end ? clampBound(*end) : size;
    std::vector<int64_t> picked;
    for (int64_t k = 0; k < size; ++k)
      if (k >= low && k < high && (k - low) % step == 0) picked.push_back(k);
    TensorMeta out = sliceView(in, dim, start, end, step);
    RC_ASSERT(out.sizes[d] == static_cast<int64_t>(picked.size()));
    return push(out, [d, picked](Shape r) {
      r[d] = picked[r[d]];
      return r;
    });
  }
  case 3: {
    if (rank == 0) return false;
    const int64_t dim = genInRange(-rank, rank);
    const int64_t d = (dim + rank) % rank;
    if (in_sizes[d] == 0) return false;
    const int64_t index = genInRange(-in_sizes[d], in_sizes[d]);
    RC_LOG() << "select " << dim << " " << index << "\n";
    const int64_t fixed = index < 0 ? index + in_sizes[d] : index;
    return push(selectView(in, dim, index),
                [d, fixed](const Shape& r) { return insertAt(r, d, fixed); });
  }
  case 4: {
    const int64_t new_dims = genInRange(0, 3);
    if (rank + new_dims > kMaxRank) return false;
    Shape target;
    for (int64_t k = 0; k < new_dims; ++k) target.push_back(genInRange(1, 4));
    for (int64_t size : in_sizes)
      target.push_back(genOneOf({-1, size == 1 ? genInRange(1, 4) : size}));
    RC_LOG() << "expand " << formatShape(target) << "\n";
    return push(expandView(in, target), [in_sizes, new_dims](const Shape& r) {
      Shape i(in_sizes.size());
      for (size_t k = 0; k < in_sizes.size(); ++k) i[k] = in_sizes[k] == 1 ? 0 : r[k + new_dims];
      return i;
    });
  }
  case 5: {
    if (rank >= kMaxRank) return false;
    const int64_t dim = genInRange(-rank - 1, rank + 1);
    RC_LOG() << "unsqueeze " << dim << "\n";
    const int64_t d = dim < 0 ? dim + rank + 1 : dim;
    return push(unsqueezeView(in, dim), [d](const Shape& r) { return eraseAt(r, d); });
  }
  case 6: {
    const int64_t dim = genInRange(-wrap_rank, wrap_rank);
    RC_LOG() << "squeeze.dim " << dim << "\n";
    const int64_t d = rank ? (dim + rank) % rank : 0;
    const bool drops = rank > 0 && in_sizes[d] == 1;
    return push(squeezeDimView(in, dim),
                [d, drops](const Shape& r) { return drops ? insertAt(r, d, 0) : r; });
  }
  case 7: {
    RC_LOG() << "squeeze\n";
    return push(squeezeView(in), [in_sizes](const Shape& r) {
      Shape i;
      size_t next = 0;
      for (int64_t size : in_sizes) i.push_back(size == 1 ? 0 : r[next++]);
      return i;
    });
  }
  case 8: {
    if (rank < 2) return false;
    const int64_t dim1 = genInRange(-rank, rank), dim2 = genInRange(-rank, rank);
    const int64_t d1 = (dim1 + rank) % rank, d2 = (dim2 + rank) % rank;
    if (d1 == d2) return false;
    const int64_t offset = genInRange(-4, 5);
    RC_LOG() << "diagonal " << offset << " " << dim1 << " " << dim2 << "\n";
    return push(diagonalView(in, offset, dim1, dim2), [rank, d1, d2, offset](const Shape& r) {
      Shape i(rank);
      size_t next = 0;
      for (int64_t d = 0; d < rank; ++d)
        if (d != d1 && d != d2) i[d] = r[next++];
      i[d1] = r.back() + std::max<int64_t>(-offset, 0);
      i[d2] = r.back() + std::max<int64_t>(offset, 0);
      return i;
    });
  }
  case 9: {
    if (rank >= kMaxRank) return false;
    const int64_t dim = genInRange(-wrap_rank, wrap_rank);
    const int64_t d = rank ? (dim + rank) % rank : 0;
    const int64_t size = genInRange(0, (rank ? in_sizes[d] : 1) + 1);
    const int64_t step = genInRange(1, 4);
    RC_LOG() << "unfold " << dim << " " << size << " " << step << "\n";
    return push(unfoldView(in, dim, size, step), [rank, d, step](const Shape& r) {
      if (rank == 0) return Shape{};
      Shape i(r.begin(), r.end() - 1);
      i[d] = r[d] * step + r.back();
      return i;
    });
  }
  case 10: {
    // Flatten, or split one dim in two, or merge two neighbours: the reshapes people write.
    Shape target;
    const int64_t mode = genInRange(0, 3);
    if (mode == 0 || rank == 0) {
      target = {-1};
    } else if (mode == 1) {
      const int64_t d = genInRange(0, rank);
      const int64_t outer = genOneOf({1, 2, in_sizes[d]});
      if (outer == 0 || in_sizes[d] % outer != 0) return false;
      target = in_sizes;
      target[d] = in_sizes[d] / outer;
      target.insert(target.begin() + d, outer);
      if (static_cast<int64_t>(target.size()) > kMaxRank) return false;
    } else {
      if (rank < 2) return false;
      const int64_t d = genInRange(0, rank - 1);
      target = in_sizes;
      target[d] *= target[d + 1];
      target.erase(target.begin() + d + 1);
    }
    RC_LOG() << "view " << formatShape(target) << "\n";
    TensorMeta out;
    try {
      out = viewWithSizes(in, target);
    } catch (const MetaError&) {
      RC_TAG("view needs a copy");
      return false;
    }
    return push(out, [in_sizes, out_sizes = out.sizes](const Shape& r) {
      int64_t linear = 0;
      for (size_t k = 0; k < r.size(); ++k) linear = linear * out_sizes[k] + r[k];
      Shape i(in_sizes.size());
      for (size_t k = in_sizes.size(); k-- > 0;) {
        i[k] = linear % in_sizes[k];
        linear /= in_sizes[k];
      }
      return i;
    });
  }
  case 11: {
    if (rank == 0) return false;
    const int64_t dim = genInRange(-rank, rank);
    const int64_t d = (dim + rank) % rank;
    const int64_t split_size = genInRange(1, in_sizes[d] + 2);
    std::vector<TensorMeta> pieces = splitViews(in, split_size, dim);
    // The pieces tile the dim in order.
    int64_t covered = 0;
    for (const TensorMeta& piece : pieces) {
      RC_ASSERT(piece.storage_offset == in.storage_offset + covered * in.strides[d]);
      covered += piece.sizes[d];
    }
    RC_ASSERT(covered == in_sizes[d]);
    const int64_t pick = genInRange(0, static_cast<int64_t>(pieces.size()));
    RC_LOG() << "split " << split_size << " " << dim << " [" << pick << "]\n";
    const int64_t start = pick * split_size;
    return push(pieces[pick], [d, start](Shape r) {
      r[d] += start;
      return r;
    });
  }
  default: {
    if (rank > 2) return false;
    RC_LOG() << "t\n";
    return push(matrixTransposeView(in), [](Shape r) {
      std::reverse(r.begin(), r.end());
      return r;
    });
  }
  }
}

int64_t address(const TensorMeta& meta, const Shape& index) {
  int64_t out = meta.storage_offset;
  for (size_t d = 0; d < index.size(); ++d) out += index[d] * meta.strides[d];
  return out;
}

RC_GTEST_PROP(ViewChainProperty, AddressesMatchComposedIndexMaps, ()) {
  const TensorMeta base = genBase();
  RC_LOG() << "base " << formatMeta(base, true) << "@" << base.storage_offset << "\n";
  Chain chain{base, {}};
  const int64_t length = genInRange(1, 7);
  for (int64_t k = 0; k < length; ++k) extend(chain);
  const TensorMeta& view = chain.meta;
  RC_ASSERT(view.sizes.size() == view.strides.size());
  RC_CLASSIFY(view.numel() == 0, "empty view");
  Shape index(view.dim(), 0);
  for (int64_t n = 0; n < view.numel(); ++n) {
    Shape base_index = index;
    for (auto map = chain.maps.rbegin(); map != chain.maps.rend(); ++map)
      base_index = (*map)(base_index);
    RC_ASSERT(base_index.size() == base.sizes.size());
    for (size_t d = 0; d < base_index.size(); ++d)
      RC_ASSERT(base_index[d] >= 0 && base_index[d] < base.sizes[d]);
    RC_ASSERT(address(view, index) == address(base, base_index));
    for (int64_t d = view.dim() - 1; d >= 0; --d) {
      if (++index[d] < view.sizes[d]) break;
      index[d] = 0;
    }
  }
}

} // namespace
} // namespace reinplace
