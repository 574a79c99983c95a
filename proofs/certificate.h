#pragma once
// Certified rewrites: each rewrite the pass made on one concrete graph, checked by concrete Z3
// queries about the memory the rewritten program really uses.
//
// The obligations are read off the rewritten graph with its own meta (propagated again, so a
// value computed in place has self's layout and a view of a redirected base has the replayed
// layout), which is what runs, whatever the pass believed:
// - in-place op (an inplaced node, or the copy_ of a rewritten scatter):
//     internal-overlap   its self has no internal overlap;
//     argument-overlap   every other tensor argument in self's storage is disjoint from self, or
//                        exactly self's elements when the op is elementwise;
// - rewritten or removed scatter:
//     scatter-base-overlap  the base it now writes into has no internal overlap;
//     as-strided-offsets    (as_strided only) the base is dense at offset 0, so absolute offsets
//                           address the same elements as on the functional scatter's fresh copy;
// - removed scatter:
//     scatter-write      the value it wrote back already sits where it would write it: at every
//                        index, the same element (or, when shapes differ, the same set);
//     scatter-overwritten  removed because the next scatter overwrites it: that scatter, its
//                        only reader, takes it as its base and writes the same elements;
// - where a rewrite relaid a value (self's layout, a scatter's base, a fresh result laid out
//   after a relaid input):
//     layout-read        each view that reads storage positions by strides it was given
//                        (as_strided, _reshape_alias) reads at every index the element of that
//                        value it read before;
//     layout-kernel      each kernel that reads its inputs' layouts (a sum's order, BLAS's
//                        path) computes on the new layouts as before;
// - kept in-place op (the copy_ epilogue) whose other argument the rewrite moved into self's
//   memory: argument-overlap as above;
// - data-flow          every value read is current, inputs end as the program leaves them, and
//                      returned values share memory only where the program's do (data_flow.h);
// - rewritten-meta       the rewritten graph type-checks at all.
// Not covered: positional views read only in part, batch norm's channel walk into stats that
// alias its input, values (arithmetic), and dtype and size fit; the oracle covers them.

#include "core/ir/graph.h"
#include "core/reinplace/reinplace.h"
#include "proofs/overlap_query.h"
#include "proofs/proof_result.h"

#include <memory>
#include <string>
#include <vector>

namespace reinplace::proofs {

class ViewSolver;

struct Obligation {
  std::string name;     // "internal-overlap", "argument-overlap", ...
  std::string decision; // the node of the decision it certifies
  DecisionKind kind = DecisionKind::Inplaced;
  ProofStatus status = ProofStatus::Unknown;
  /// What must hold, or (refuted) what does not, with the witness; (unknown) why not decided.
  std::string text;
  double milliseconds = 0;
  /// "add: self as_strided f32[3, 3][1, 1] has internal overlap: ..."
  std::string describe() const;
};

struct CertificateReport {
  std::vector<Obligation> obligations;
  size_t rewrites = 0;
  double milliseconds = 0; // the whole certificate, meta propagation included

  size_t count(ProofStatus status) const;
  bool certified() const { return count(ProofStatus::Proved) == obligations.size(); }
  std::vector<const Obligation*> failures() const;
  double medianMilliseconds() const; // per obligation
  double maxMilliseconds() const;
  /// "certified 5 rewrites (12 obligations) in 3.1 ms, median 0.2 ms per obligation", or the
  /// counts and one line per refuted or unknown obligation.
  std::string summary() const;
};

class Certifier {
public:
  explicit Certifier(const QueryLimits& limits = {});
  ~Certifier();
  Certifier(const Certifier&) = delete;
  Certifier& operator=(const Certifier&) = delete;
  Certifier(Certifier&&) noexcept;
  Certifier& operator=(Certifier&&) noexcept;

  /// `original` with meta propagated, `rewritten` and `report` as reinplace() left them.
  CertificateReport certify(const Graph& original, const Graph& rewritten,
                            const ReinplaceReport& report);

private:
  std::unique_ptr<ViewSolver> solver_; // one Z3 context for every certificate this makes
};

/// Runs the pass on a clone of `original` and certifies what it did.
CertificateReport certifyPass(const Graph& original, const ReinplaceOptions& options,
                              const QueryLimits& limits = {});

} // namespace reinplace::proofs
