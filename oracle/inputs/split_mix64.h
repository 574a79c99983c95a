#pragma once
// SplitMix64: a small, fast generator whose output is fixed by its seed on every platform (the
// standard library's distributions are not), so seeded inputs and seeded recipes replay anywhere.

#include <cstdint>

namespace reinplace::oracle {

class SplitMix64 {
public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, bound).
  uint64_t below(uint64_t bound) { return next() % bound; }
  /// Uniform in [0, 1) with 53 random bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
  uint64_t state_;
};

} // namespace reinplace::oracle
