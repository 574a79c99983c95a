#include "proofs/overlap_query.h"

#include <z3++.h>

namespace reinplace::proofs {
namespace {

struct SymbolicIndex {
  std::vector<z3::expr> coordinates;
  z3::expr address;
};

// Index variables constrained to the view's bounds, and the element address they reach.
SymbolicIndex symbolicIndex(z3::context& ctx, z3::solver& solver, const TensorMeta& view,
                            const std::string& prefix) {
  SymbolicIndex out{{}, ctx.int_val(static_cast<int64_t>(view.storage_offset))};
  for (int64_t d = 0; d < view.dim(); ++d) {
    z3::expr index = ctx.int_const((prefix + std::to_string(d)).c_str());
    solver.add(index >= 0 && index < ctx.int_val(static_cast<int64_t>(view.sizes[d])));
    out.address = out.address + index * ctx.int_val(static_cast<int64_t>(view.strides[d]));
    out.coordinates.push_back(index);
  }
  return out;
}

OverlapResult solve(z3::solver& solver, const SymbolicIndex& first, const SymbolicIndex& second) {
  OverlapResult result;
  switch (solver.check()) {
  case z3::unsat:
    result.answer = OverlapAnswer::Disjoint;
    break;
  case z3::sat: {
    result.answer = OverlapAnswer::Overlaps;
    z3::model model = solver.get_model();
    auto value = [&](const z3::expr& e) { return model.eval(e, true).get_numeral_int64(); };
    for (const auto& c : first.coordinates) result.first_index.push_back(value(c));
    for (const auto& c : second.coordinates) result.second_index.push_back(value(c));
    result.element = value(first.address);
    break;
  }
  case z3::unknown:
    result.answer = OverlapAnswer::Unknown;
    result.detail = solver.reason_unknown();
    break;
  }
  return result;
}

void applyLimits(z3::context& ctx, z3::solver& solver, const QueryLimits& limits) {
  z3::params params(ctx);
  params.set("timeout", limits.timeout_ms);
  solver.set(params);
}

bool empty(const TensorMeta& view) {
  return view.numel() == 0;
}

} // namespace

std::string OverlapResult::describe() const {
  switch (answer) {
  case OverlapAnswer::Disjoint:
    return "no overlap";
  case OverlapAnswer::Unknown:
    return "unknown (" + detail + ")";
  case OverlapAnswer::Overlaps:
    return "index " + formatShape(first_index) + " and index " + formatShape(second_index) +
           " both reach element " + std::to_string(element);
  }
  return "";
}

OverlapResult internalOverlap(const TensorMeta& view, const QueryLimits& limits) {
  if (empty(view)) return OverlapResult{OverlapAnswer::Disjoint, {}, {}, 0, ""};
  z3::context ctx;
  z3::solver solver(ctx);
  applyLimits(ctx, solver, limits);
  SymbolicIndex first = symbolicIndex(ctx, solver, view, "i");
  SymbolicIndex second = symbolicIndex(ctx, solver, view, "j");
  z3::expr_vector differs(ctx);
  for (size_t d = 0; d < first.coordinates.size(); ++d)
    differs.push_back(first.coordinates[d] != second.coordinates[d]);
  solver.add(differs.empty() ? ctx.bool_val(false) : z3::mk_or(differs));
  solver.add(first.address == second.address);
  return solve(solver, first, second);
}

OverlapResult mutualOverlap(const TensorMeta& a, const TensorMeta& b, const QueryLimits& limits) {
  if (empty(a) || empty(b)) return OverlapResult{OverlapAnswer::Disjoint, {}, {}, 0, ""};
  z3::context ctx;
  z3::solver solver(ctx);
  applyLimits(ctx, solver, limits);
  SymbolicIndex first = symbolicIndex(ctx, solver, a, "a");
  SymbolicIndex second = symbolicIndex(ctx, solver, b, "b");
  solver.add(first.address == second.address);
  return solve(solver, first, second);
}

} // namespace reinplace::proofs
