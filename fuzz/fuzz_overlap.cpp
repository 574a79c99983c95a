// libFuzzer target: random sizes, strides and storage offsets -> the fast overlap checks of
// core/ir/overlap.h against Z3's exact answer (proofs/overlap_query.h). The fast checks may say
// "too hard", but a definite answer must be Z3's: never "no overlap" where Z3 finds one (that
// would let the pass write in place through overlapping memory), and never "overlap" where Z3
// proves the views disjoint (they claim to be exact). PyTorch's has_internal_overlap, which the
// pytorch policy uses, is held to the same standard for its definite answers.

#include "core/ir/overlap.h"
#include "proofs/overlap_query.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

namespace {

using namespace reinplace;

class Bytes {
public:
  explicit Bytes(std::span<const uint8_t> bytes) : bytes_(bytes) {}
  // Missing bytes read as zero, so every input (the empty one too) is a valid case.
  uint8_t next() { return at_ < bytes_.size() ? bytes_[at_++] : 0; }

private:
  std::span<const uint8_t> bytes_;
  size_t at_ = 0;
};

// Rank 0 to 4, sizes 0 to 5; strides mostly small (where overlaps happen) and now and then up
// to 63 (gaps); offsets 0 to 15. Small enough that the fast checker's exact search and Z3 both
// answer quickly, large enough for every criterion the fast checker has.
TensorMeta readView(Bytes& in) {
  TensorMeta view;
  const int rank = in.next() % 5;
  for (int d = 0; d < rank; ++d) {
    const uint8_t size = in.next(), stride = in.next();
    view.sizes.push_back(size % 6);
    view.strides.push_back(stride & 0x80 ? stride % 64 : stride % 10);
  }
  view.storage_offset = in.next() % 16;
  view.storage = 0;
  return view;
}

const char* answerName(proofs::OverlapAnswer answer) {
  switch (answer) {
  case proofs::OverlapAnswer::Overlaps:
    return "overlaps";
  case proofs::OverlapAnswer::Disjoint:
    return "disjoint";
  case proofs::OverlapAnswer::Unknown:
    return "unknown";
  }
  return "?";
}

// A definite fast answer that Z3 contradicts.
bool contradicts(Overlap fast, const proofs::OverlapResult& exact) {
  if (fast == Overlap::No) return exact.answer == proofs::OverlapAnswer::Overlaps;
  if (fast == Overlap::Yes) return exact.answer == proofs::OverlapAnswer::Disjoint;
  return false;
}

void check(const char* what, Overlap fast, const proofs::OverlapResult& exact, const TensorMeta& a,
           const TensorMeta* b) {
  if (!contradicts(fast, exact)) return;
  std::fprintf(stderr, "fuzz_overlap: %s says %s, Z3 says %s (%s)\n  a: %s\n", what,
               std::string(overlapName(fast)).c_str(), answerName(exact.answer),
               exact.describe().c_str(), formatMeta(a, true).c_str());
  if (b) std::fprintf(stderr, "  b: %s\n", formatMeta(*b, true).c_str());
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // One Z3 context for the whole run: making one costs more than answering these queries.
  // libFuzzer's entry point has no other place to keep it.
  static proofs::ViewSolver solver;
  Bytes in(std::span<const uint8_t>(data, size));
  const TensorMeta a = readView(in);
  const TensorMeta b = readView(in);
  const proofs::OverlapResult a_internal = proofs::internalOverlap(solver, a);
  check("internalOverlap", internalOverlap(a), a_internal, a, nullptr);
  check("pytorchHasInternalOverlap", pytorchHasInternalOverlap(a), a_internal, a, nullptr);
  check("sharesMemory", sharesMemory(a, b), proofs::mutualOverlap(solver, a, b), a, &b);
  return 0;
}
