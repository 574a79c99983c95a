#include "proofs/view_solver.h"

#include <z3++.h>

#include <optional>
#include <utility>

namespace reinplace::proofs {
namespace {

struct SymbolicIndex {
  std::vector<z3::expr> coordinates;
  z3::expr bounds;  // every coordinate within the view's size
  z3::expr address; // the element the index reaches
};

SymbolicIndex symbolicIndex(z3::context& ctx, const TensorMeta& view, const std::string& prefix) {
  SymbolicIndex out{{}, ctx.bool_val(true), ctx.int_val(static_cast<int64_t>(view.storage_offset))};
  for (int64_t d = 0; d < view.dim(); ++d) {
    z3::expr index = ctx.int_const((prefix + std::to_string(d)).c_str());
    out.bounds = out.bounds && index >= 0 && index < ctx.int_val(view.sizes[d]);
    out.address = out.address + index * ctx.int_val(view.strides[d]);
    out.coordinates.push_back(index);
  }
  return out;
}

z3::expr_vector asVector(z3::context& ctx, const std::vector<z3::expr>& exprs) {
  z3::expr_vector out(ctx);
  for (const z3::expr& e : exprs) out.push_back(e);
  return out;
}

ViewAnswer proved() {
  ViewAnswer answer;
  answer.status = ProofStatus::Proved;
  return answer;
}

ViewAnswer refuted() {
  ViewAnswer answer;
  answer.status = ProofStatus::Refuted;
  return answer;
}

// Any index of a non-empty view, for witnesses that need no solver.
std::vector<int64_t> firstIndex(const TensorMeta& view) {
  return std::vector<int64_t>(static_cast<size_t>(view.dim()), 0);
}

} // namespace

struct ViewSolver::Impl {
  z3::context ctx;
  QueryLimits limits;

  explicit Impl(const QueryLimits& l) : limits(l) {}

  // The plain SMT core: the default solver's tactic preamble costs more than these small
  // linear queries take to answer.
  z3::solver newSolver() {
    z3::solver solver(ctx, z3::solver::simple());
    z3::params params(ctx);
    params.set("timeout", limits.timeout_ms);
    solver.set(params);
    return solver;
  }

  // Checks `solver`; on sat, `witness` reads the model into the answer.
  template <typename Witness> ViewAnswer decide(z3::solver& solver, Witness&& witness) {
    ViewAnswer answer;
    switch (solver.check()) {
    case z3::unsat:
      answer.status = ProofStatus::Proved;
      break;
    case z3::sat: {
      answer.status = ProofStatus::Refuted;
      z3::model model = solver.get_model();
      witness(answer, [&](const z3::expr& e) { return model.eval(e, true).get_numeral_int64(); });
      break;
    }
    case z3::unknown:
      answer.status = ProofStatus::Unknown;
      answer.reason = solver.reason_unknown();
      break;
    }
    return answer;
  }

  template <typename Value>
  static std::vector<int64_t> read(const SymbolicIndex& index, const Value& value) {
    std::vector<int64_t> out;
    for (const z3::expr& c : index.coordinates) out.push_back(value(c));
    return out;
  }

  // Is some element of `a` reached by no index of `b`? Quantified over b's index, which Z3's
  // model-based instantiation settles quickly for the bounded ranges views have.
  ViewAnswer imageContained(const TensorMeta& a, const TensorMeta& b, bool swapped) {
    z3::solver solver = newSolver();
    SymbolicIndex i = symbolicIndex(ctx, a, "i");
    SymbolicIndex j = symbolicIndex(ctx, b, "j");
    solver.add(i.bounds);
    z3::expr misses = z3::implies(j.bounds, i.address != j.address);
    solver.add(j.coordinates.empty() ? misses : z3::forall(asVector(ctx, j.coordinates), misses));
    return decide(solver, [&](ViewAnswer& answer, const auto& value) {
      (swapped ? answer.second_index : answer.first_index) = read(i, value);
      (swapped ? answer.second_element : answer.first_element) = value(i.address);
      answer.witness_in_second = swapped;
    });
  }
};

ViewSolver::ViewSolver(const QueryLimits& limits) : impl_(std::make_unique<Impl>(limits)) {}
ViewSolver::~ViewSolver() = default;

ViewAnswer ViewSolver::noInternalOverlap(const TensorMeta& view) {
  if (view.numel() == 0) return proved();
  z3::context& ctx = impl_->ctx;
  z3::solver solver = impl_->newSolver();
  SymbolicIndex i = symbolicIndex(ctx, view, "i");
  SymbolicIndex j = symbolicIndex(ctx, view, "j");
  z3::expr_vector differs(ctx);
  for (size_t d = 0; d < i.coordinates.size(); ++d)
    differs.push_back(i.coordinates[d] != j.coordinates[d]);
  solver.add(i.bounds && j.bounds && i.address == j.address);
  solver.add(differs.empty() ? ctx.bool_val(false) : z3::mk_or(differs));
  return impl_->decide(solver, [&](ViewAnswer& answer, const auto& value) {
    answer.first_index = Impl::read(i, value);
    answer.second_index = Impl::read(j, value);
    answer.first_element = answer.second_element = value(i.address);
  });
}

ViewAnswer ViewSolver::disjoint(const TensorMeta& a, const TensorMeta& b) {
  if (a.numel() == 0 || b.numel() == 0) return proved();
  z3::context& ctx = impl_->ctx;
  z3::solver solver = impl_->newSolver();
  SymbolicIndex i = symbolicIndex(ctx, a, "i");
  SymbolicIndex j = symbolicIndex(ctx, b, "j");
  solver.add(i.bounds && j.bounds && i.address == j.address);
  return impl_->decide(solver, [&](ViewAnswer& answer, const auto& value) {
    answer.first_index = Impl::read(i, value);
    answer.second_index = Impl::read(j, value);
    answer.first_element = answer.second_element = value(i.address);
  });
}

ViewAnswer ViewSolver::sameAddresses(const TensorMeta& a, const TensorMeta& b) {
  if (a.sizes != b.sizes) {
    ViewAnswer answer = refuted();
    answer.reason = "shapes " + formatShape(a.sizes) + " and " + formatShape(b.sizes) + " differ";
    return answer;
  }
  if (a.numel() == 0) return proved();
  z3::context& ctx = impl_->ctx;
  z3::solver solver = impl_->newSolver();
  SymbolicIndex i = symbolicIndex(ctx, a, "i");
  // The same index variables, addressed through b's strides.
  SymbolicIndex in_b = symbolicIndex(ctx, b, "i");
  solver.add(i.bounds && i.address != in_b.address);
  return impl_->decide(solver, [&](ViewAnswer& answer, const auto& value) {
    answer.first_index = Impl::read(i, value);
    answer.first_element = value(i.address);
    answer.second_element = value(in_b.address);
  });
}

ViewAnswer ViewSolver::sameImage(const TensorMeta& a, const TensorMeta& b) {
  bool a_empty = a.numel() == 0;
  bool b_empty = b.numel() == 0;
  if (a_empty && b_empty) return proved();
  if (a_empty != b_empty) {
    ViewAnswer answer = refuted();
    const TensorMeta& full = a_empty ? b : a;
    (a_empty ? answer.second_index : answer.first_index) = firstIndex(full);
    (a_empty ? answer.second_element : answer.first_element) = full.storage_offset;
    answer.witness_in_second = a_empty;
    return answer;
  }
  ViewAnswer forward = impl_->imageContained(a, b, false);
  if (forward.status != ProofStatus::Proved) return forward;
  return impl_->imageContained(b, a, true);
}

ViewAnswer ViewSolver::sameElementsRead(const TensorMeta& read_before,
                                        const TensorMeta& root_before, const TensorMeta& read_now,
                                        const TensorMeta& root_now) {
  if (read_before.sizes != read_now.sizes || root_before.sizes != root_now.sizes) {
    ViewAnswer answer = refuted();
    answer.reason = "the shapes changed";
    return answer;
  }
  if (read_before.numel() == 0) return proved();
  // Dense and free of overlap, root holds exactly one element at each position of its range;
  // a read outside that range reads memory of no element of it.
  auto range = [](const TensorMeta& view) -> std::optional<std::pair<int64_t, int64_t>> {
    int64_t low = view.storage_offset, high = view.storage_offset, reach = 0;
    for (int64_t d = 0; d < view.dim(); ++d)
      if (__builtin_mul_overflow(view.sizes[d] - 1, view.strides[d], &reach) ||
          __builtin_add_overflow(reach < 0 ? low : high, reach, reach < 0 ? &low : &high))
        return std::nullopt;
    return std::pair{low, high};
  };
  auto root = range(root_before), read = range(read_before);
  if (!root_before.isNonOverlappingAndDense() || !root || !read || read->first < root->first ||
      read->second > root->second) {
    ViewAnswer answer;
    answer.reason = "before the rewrite it read positions of no element of the value, or of "
                    "several";
    return answer;
  }
  z3::context& ctx = impl_->ctx;
  z3::solver solver = impl_->newSolver();
  SymbolicIndex i = symbolicIndex(ctx, read_before, "i");
  SymbolicIndex i_now = symbolicIndex(ctx, read_now, "i");
  SymbolicIndex e = symbolicIndex(ctx, root_before, "e");
  SymbolicIndex e_now = symbolicIndex(ctx, root_now, "e");
  solver.add(i.bounds && e.bounds && e.address == i.address && e_now.address != i_now.address);
  return impl_->decide(solver, [&](ViewAnswer& answer, const auto& value) {
    answer.first_index = Impl::read(i, value);
    answer.second_index = Impl::read(e, value);
    answer.first_element = value(i_now.address);
    answer.second_element = value(e_now.address);
  });
}

} // namespace reinplace::proofs
