#pragma once
// What random ops (bernoulli, native_dropout) draw. torch's generator cannot be reproduced, so
// each call draws from its own SplitMix64 stream, seeded by the run's random seed (the seed its
// inputs were made from) and the call's node name. The name survives the pass's rewrite of
// bernoulli.p into bernoulli_.float, so both runs of a check draw the same numbers for the same
// node, element by element in logical order, and every trial draws others. Values that depend on
// the draws are marked (Storage::random) so no comparison with torch takes them for torch's.

#include "oracle/inputs/split_mix64.h"

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace reinplace::oracle {

class RandomDraws {
public:
  RandomDraws(uint64_t run_seed, std::string_view node_name) : stream_(mix(run_seed, node_name)) {}

  /// The next draw, uniform in [0, 1) with 53 random bits.
  double unit() { return stream_.unit(); }
  /// A Bernoulli sample as ATen's bernoulli_distribution takes it: the draw is below p. Exact
  /// at the ends: never for p = 0, always for p = 1.
  bool bernoulli(double p) { return unit() < p; }
  /// 0, ..., n - 1 shuffled (Fisher-Yates): an order a parallel loop may take.
  std::vector<int64_t> permutation(int64_t n) {
    std::vector<int64_t> order(static_cast<size_t>(n > 0 ? n : 0));
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int64_t>(i);
    for (size_t i = order.size(); i > 1; --i)
      std::swap(order[i - 1], order[static_cast<size_t>(unit() * static_cast<double>(i))]);
    return order;
  }

private:
  static uint64_t mix(uint64_t seed, std::string_view name) {
    uint64_t state = SplitMix64(seed ^ 0x6a09e667f3bcc909ull).next();
    for (char c : name) state = SplitMix64(state ^ static_cast<unsigned char>(c)).next();
    return state;
  }

  SplitMix64 stream_;
};

} // namespace reinplace::oracle
