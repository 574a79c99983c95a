#pragma once
// The mean and biased variance of a row as torch 1.13's AVX2 build takes them
// (at::native::utils::RowwiseMoments, which layer norm and contiguous group norm use): each
// vector lane of 32 bytes runs Welford's updates over chunks of 16 vectors, the chunks' moments
// are merged as a binary cascade, then the scalar tail runs Welford's updates and the lanes'
// moments are merged into it one by one. Every step rounds to T (no fused multiply-adds), which
// torch 1.13 reproduces bit for bit on f32 rows of 1 to 5,000 elements. Equal values have
// exactly their mean and variance 0; a sum divided by the count would be off by a rounding.

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace reinplace::oracle {

namespace rowwise_moments_detail {

// A 32-byte vector's lanes, unless the type says (BFloat16Arithmetic computes in float, 16 lanes).
template <typename T> constexpr int64_t lanesOf() {
  if constexpr (requires { T::kVectorLanes; })
    return T::kVectorLanes;
  else
    return static_cast<int64_t>(32 / sizeof(T));
}
template <typename T> constexpr int64_t kLanes = lanesOf<T>();
constexpr int64_t kChunk = 16;

template <typename T> struct LaneMoments {
  int64_t count = 0;
  std::array<T, kLanes<T>> mean{};
  std::array<T, kLanes<T>> squares{};
};

// AddMoments: `into` absorbs `from` (Chan et al.'s pairwise update, as ATen orders it).
template <typename T> void merge(const LaneMoments<T>& from, LaneMoments<T>& into) {
  const int64_t total = into.count + from.count;
  const T share = total == 0 ? T(0) : static_cast<T>(from.count) / static_cast<T>(total);
  for (size_t k = 0; k < from.mean.size(); ++k) {
    const T delta = from.mean[k] - into.mean[k];
    into.mean[k] += share * delta;
    into.squares[k] += from.squares[k] + delta * delta * share * static_cast<T>(into.count);
  }
  into.count = total;
}

inline int64_t ceilLog2(int64_t value) {
  int64_t log = 0;
  while ((int64_t{1} << log) < value) ++log;
  return log;
}

} // namespace rowwise_moments_detail

/// {mean, biased variance} of x[0], ..., x[count - 1].
template <typename T> std::pair<T, T> rowwiseMoments(const T* x, int64_t count) {
  using namespace rowwise_moments_detail;
  constexpr int64_t lanes = kLanes<T>;
  const int64_t vectors = count / lanes;
  const int64_t chunks = (vectors + kChunk - 1) / kChunk;
  // A cascade of depth 0 still merges its one chunk into level 0 (ATen's inline storage).
  const int64_t depth = std::max<int64_t>(ceilLog2(chunks), 1);
  std::vector<LaneMoments<T>> levels(static_cast<size_t>(depth));
  for (int64_t chunk = 0; chunk < chunks; ++chunk) {
    LaneMoments<T> moments;
    moments.count = std::min(kChunk, vectors - chunk * kChunk);
    for (int64_t j = 0; j < moments.count; ++j) {
      const T* v = x + (chunk * kChunk + j) * lanes;
      const T weight = T(1) / static_cast<T>(j + 1);
      for (size_t k = 0; k < static_cast<size_t>(lanes); ++k) {
        const T delta = v[k] - moments.mean[k];
        moments.mean[k] += delta * weight;
        moments.squares[k] += delta * (v[k] - moments.mean[k]);
      }
    }
    merge(moments, levels[0]);
    for (int64_t mask = chunk + 1, level = 1; level < depth && (mask & 1) == 0;
         ++level, mask >>= 1) {
      merge(levels[static_cast<size_t>(level - 1)], levels[static_cast<size_t>(level)]);
      levels[static_cast<size_t>(level - 1)] = {};
    }
  }
  for (int64_t level = 1; level < depth; ++level)
    merge(levels[static_cast<size_t>(level)], levels[0]);
  int64_t seen = 0;
  T mean = 0, squares = 0;
  for (int64_t i = vectors * lanes; i < count; ++i) {
    const T delta = x[i] - mean;
    ++seen;
    mean += delta / static_cast<T>(seen);
    squares += delta * (x[i] - mean);
  }
  for (size_t k = 0; k < static_cast<size_t>(lanes); ++k) {
    const int64_t total = seen + vectors;
    const T share = total == 0 ? T(0) : static_cast<T>(vectors) / static_cast<T>(total);
    const T delta = levels[0].mean[k] - mean;
    mean += share * delta;
    squares += levels[0].squares[k] + delta * delta * share * static_cast<T>(seen);
    seen = total;
  }
  return {mean, squares / static_cast<T>(count)};
}

} // namespace reinplace::oracle
