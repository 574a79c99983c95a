#pragma once
// The concrete view questions a rewrite certificate asks, answered by Z3 over the integers on
// one context kept across queries: making a Z3 context costs as much as answering several of
// these questions, and a certificate asks a handful per rewrite.
// Each question is phrased as the property a rewrite needs, so Proved is the good answer, Refuted
// comes with a witness, and a timeout is Unknown, never Proved.

#include "core/ir/tensor_meta.h"
#include "proofs/proof_result.h"

#include <memory>
#include <string>
#include <vector>

namespace reinplace::proofs {

struct QueryLimits {
  unsigned timeout_ms = 2000;
};

struct ViewAnswer {
  ProofStatus status = ProofStatus::Unknown;
  /// Refuted: an index of the first view and, where the question involves one, of the second.
  std::vector<int64_t> first_index;
  std::vector<int64_t> second_index;
  /// Refuted: the elements those indices reach.
  int64_t first_element = 0;
  int64_t second_element = 0;
  /// sameImage refuted: the witness is an index of the second view (second_index) that reaches
  /// an element the first never does.
  bool witness_in_second = false;
  /// Unknown: the solver's reason.
  std::string reason;
};

class ViewSolver {
public:
  explicit ViewSolver(const QueryLimits& limits = {});
  ~ViewSolver();
  ViewSolver(const ViewSolver&) = delete;
  ViewSolver& operator=(const ViewSolver&) = delete;

  /// Proved: no two distinct indices reach one element. Refuted: two that do.
  ViewAnswer noInternalOverlap(const TensorMeta& view);
  /// Views of one storage. Proved: they share no element. Refuted: an index of each, same element.
  ViewAnswer disjoint(const TensorMeta& a, const TensorMeta& b);
  /// Views of one shape. Proved: every index reaches the same element in both. Refuted: an index
  /// (first_index) reaching first_element in `a` and second_element in `b`.
  ViewAnswer sameAddresses(const TensorMeta& a, const TensorMeta& b);
  /// Proved: both reach exactly the same set of elements, in whatever order. Refuted: an index of
  /// one view whose element the other never reaches.
  ViewAnswer sameImage(const TensorMeta& a, const TensorMeta& b);

  /// A view that reads storage positions by strides it was given (as_strided, _reshape_alias),
  /// of the value `root` whose storage it reads, before and after a rewrite relaid `root`.
  /// Proved: at every index it reads, after, the position where the element of root it read
  /// before now lives. Refuted: an index (first_index), the element of root it read before
  /// (second_index, by root's index), the position it reads now (first_element) and where that
  /// element now is (second_element). Unknown when root before is not dense and free of
  /// overlap, so that a position may hold no element of it or several.
  ViewAnswer sameElementsRead(const TensorMeta& read_before, const TensorMeta& root_before,
                              const TensorMeta& read_now, const TensorMeta& root_now);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace reinplace::proofs
