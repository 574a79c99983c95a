// The in-place lemma: `self.op_(other)` computes what `op(self, other)` computes (read back
// through self) when self has no internal overlap and other either is self exactly or shares
// no element with it.
//
// Encoding. An elementwise kernel visits self's indices in order, reading self[i] and
// other[i], writing self[i]. The results differ from the out-of-place form exactly when some
// read sees an earlier write of the same loop, or two writes meet:
//   (a) k before i, and self[k] sits where other[i] does: other[i] is read after being
//       overwritten;
//   (b) k != i, and self[k] sits where self[i] does: one element is written twice.
// The op is uninterpreted, so either makes the values differ for some inputs. The negated claim
// asks for such (i, k); the premises are instantiated at that same pair (see scatter_lemmas.cpp
// for why that keeps "proved" sound).

#include "proofs/lemma_support.h"
#include "proofs/symbolic_view.h"

#include <map>

namespace reinplace::proofs {
namespace {

const ViewBounds kBounds{3, 6, 6};

// add_ on concrete storage (element a holds a*a + 1), against add; the first index of self
// where they differ, if any.
std::string replayAdd(const TensorMeta& self, const TensorMeta& other) {
  std::map<int64_t, int64_t> memory;
  auto read = [&](int64_t address) {
    auto it = memory.find(address);
    return it == memory.end() ? address * address + 1 : it->second;
  };
  std::vector<int64_t> expected;
  for (const auto& i : allIndices(self.sizes))
    expected.push_back(read(addressOf(self, i)) + read(addressOf(other, i)));
  for (const auto& i : allIndices(self.sizes))
    memory[addressOf(self, i)] = read(addressOf(self, i)) + read(addressOf(other, i));
  size_t n = 0;
  for (const auto& i : allIndices(self.sizes)) {
    if (read(addressOf(self, i)) != expected[n])
      return "element " + formatShape(i) + " of self: add gives " + std::to_string(expected[n]) +
             ", add_ gives " + std::to_string(read(addressOf(self, i)));
    ++n;
  }
  return "add happens to agree on these values";
}

template <bool premise> ProofResult checkInplace(const LemmaOptions& options) {
  CaseVerdicts verdicts;
  for (int64_t rank = 1; rank <= options.max_rank; ++rank) {
    z3::context ctx;
    z3::solver solver(ctx);
    setTimeout(ctx, solver, options.timeout_ms);
    SymbolicView self = freshView(ctx, "self", rank);
    SymbolicView other = freshView(ctx, "other", rank);
    other.sizes = self.sizes; // same shape: broadcasting is the meta rule's business
    solver.add(withinBounds(self, kBounds) && withinBounds(other, kBounds));
    SymIndex i = freshIndex(ctx, "i", rank);
    SymIndex k = freshIndex(ctx, "k", rank);
    solver.add(self.contains(i) && self.contains(k));
    z3::expr read_after_write = indexBefore(ctx, k, i) && self.address(k) == other.address(i);
    z3::expr double_write = !sameIndex(ctx, k, i) && self.address(k) == self.address(i);
    solver.add(read_after_write || double_write);
    // Self has no internal overlap in either variant; the refuted one drops only the
    // partial-overlap premise on other.
    solver.add(z3::implies(self.address(k) == self.address(i), sameIndex(ctx, k, i)));
    if (premise) solver.add(sameMeta(self, other) || self.address(k) != other.address(i));
    bool breaks_premise = false;
    ProofResult result = decide(solver, [&](const z3::model& m) {
      TensorMeta s = *evaluate(self, &m), o = *evaluate(other, &m);
      breaks_premise = hasInternalOverlap(s);
      return "self f32 " + describeLayout(s) + ", other " + describeLayout(o) + "; self" +
             formatShape(evaluateIndex(k, m)) + " is written before other" +
             formatShape(evaluateIndex(i, m)) + " is read from the same element; " +
             replayAdd(s, o);
    });
    if (result.status == ProofStatus::Refuted && breaks_premise)
      result = {ProofStatus::Unknown, "the model breaks the full premise: " + result.detail};
    if (!verdicts.add("rank " + std::to_string(rank), result)) break;
  }
  return verdicts.result();
}

// The frame of a write, behind the sound policy's "disjoint aliases are independent": each
// element an in-place op writes is one store into memory, and a store at an element of self
// changes no element of a view that shares none with self. Memory is an array; the negated
// claim asks for a store at self[k] after which reader[j] reads something else, with the
// disjointness premise instantiated at that same pair.
ProofResult checkDisjointFrame(const LemmaOptions& options) {
  CaseVerdicts verdicts;
  for (int64_t rank = 1; rank <= options.max_rank; ++rank) {
    for (int64_t reader_rank = 1; reader_rank <= options.max_rank; ++reader_rank) {
      z3::context ctx;
      z3::solver solver(ctx);
      setTimeout(ctx, solver, options.timeout_ms);
      SymbolicView self = freshView(ctx, "self", rank);
      SymbolicView reader = freshView(ctx, "reader", reader_rank);
      solver.add(withinBounds(self, kBounds) && withinBounds(reader, kBounds));
      SymIndex k = freshIndex(ctx, "k", rank);
      SymIndex j = freshIndex(ctx, "j", reader_rank);
      solver.add(self.contains(k) && reader.contains(j));
      z3::sort address = self.address(k).get_sort();
      z3::expr memory = ctx.constant("memory", ctx.array_sort(address, ctx.int_sort()));
      z3::expr written = ctx.int_const("written");
      z3::expr after = z3::store(memory, self.address(k), written);
      solver.add(z3::select(after, reader.address(j)) != z3::select(memory, reader.address(j)));
      solver.add(self.address(k) != reader.address(j)); // disjoint, at this pair
      ProofResult result = decide(solver, [&](const z3::model& m) {
        return "self " + describeLayout(*evaluate(self, &m)) + " writes an element of reader " +
               describeLayout(*evaluate(reader, &m));
      });
      if (!verdicts.add("ranks " + std::to_string(rank) + "/" + std::to_string(reader_rank),
                        result))
        return verdicts.result();
    }
  }
  return verdicts.result();
}

} // namespace

std::vector<Lemma> inplaceLemmas() {
  return {
      {"inplace_pointwise",
       "op_(self, other) equals op(self, other) read back through self when self has no "
       "internal overlap and other is self exactly or disjoint from it; rank 1..R, sizes 0..3, "
       "strides 0..6, offsets 0..6, op uninterpreted",
       true, checkInplace<true>},
      {"inplace_pointwise_partial_overlap",
       "the same with other allowed to overlap self partially: refuted (upstream's transpose "
       "bug)",
       false, checkInplace<false>},
      {"disjoint_view_frame",
       "a write into any element of self never changes an element of a view that shares no "
       "element with self (each element written is one store into memory); ranks 1..R each, "
       "sizes 0..3, strides 0..6, offsets 0..6. With overlap_checker_exact (core's sharesMemory "
       "answers No only for such views) this is why the sound policy ignores later uses of "
       "disjoint aliases",
       true, checkDisjointFrame},
  };
}

} // namespace reinplace::proofs
