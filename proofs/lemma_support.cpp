#include "proofs/lemma_support.h"

#include <algorithm>
#include <map>

namespace reinplace::proofs {

void setTimeout(z3::context& ctx, z3::solver& solver, unsigned timeout_ms) {
  z3::params params(ctx);
  params.set("timeout", timeout_ms);
  solver.set(params);
}

ProofResult decide(z3::solver& solver,
                   const std::function<std::string(const z3::model&)>& describe) {
  switch (solver.check()) {
  case z3::unsat:
    return {ProofStatus::Proved, ""};
  case z3::sat:
    return {ProofStatus::Refuted, describe(solver.get_model())};
  case z3::unknown:
    break;
  }
  return {ProofStatus::Unknown, "solver gave up: " + solver.reason_unknown()};
}

bool CaseVerdicts::add(const std::string& case_name, ProofResult result) {
  switch (result.status) {
  case ProofStatus::Proved:
    ++proved_;
    return true;
  case ProofStatus::Refuted:
    if (!refuted_) refuted_ = ProofResult{ProofStatus::Refuted, case_name + ": " + result.detail};
    return false;
  case ProofStatus::Unknown:
    if (!unknown_) unknown_ = ProofResult{ProofStatus::Unknown, case_name + ": " + result.detail};
    return true;
  }
  return true;
}

ProofResult CaseVerdicts::result() const {
  if (refuted_) return *refuted_;
  if (unknown_) return *unknown_;
  if (proved_ == 0) return {ProofStatus::Unknown, "no case within the bounds (raise --max-rank)"};
  return {ProofStatus::Proved, std::to_string(proved_) + " cases"};
}

int64_t flatIndex(const std::vector<int64_t>& index, const Shape& sizes) {
  int64_t flat = 0;
  for (size_t d = 0; d < index.size(); ++d) flat = flat * sizes[d] + index[d];
  return flat;
}

std::vector<std::vector<int64_t>> allIndices(const Shape& sizes) {
  std::vector<std::vector<int64_t>> out;
  for (int64_t size : sizes)
    if (size <= 0) return out;
  std::vector<int64_t> index(sizes.size(), 0);
  while (true) {
    out.push_back(index);
    int64_t d = static_cast<int64_t>(sizes.size()) - 1;
    while (d >= 0 && ++index[d] == sizes[d]) index[d--] = 0;
    if (d < 0) return out;
  }
}

int64_t addressOf(const TensorMeta& view, const std::vector<int64_t>& index) {
  int64_t address = view.storage_offset;
  for (size_t d = 0; d < index.size(); ++d) address += index[d] * view.strides[d];
  return address;
}

bool hasInternalOverlap(const TensorMeta& view) {
  std::vector<int64_t> seen;
  for (const auto& index : allIndices(view.sizes)) seen.push_back(addressOf(view, index));
  std::sort(seen.begin(), seen.end());
  return std::adjacent_find(seen.begin(), seen.end()) != seen.end();
}

std::string describeLayout(const TensorMeta& view) {
  return "sizes " + formatShape(view.sizes) + " strides " + formatShape(view.strides) + " offset " +
         std::to_string(view.storage_offset);
}

int64_t valueAfterWrite(const TensorMeta& target, const TensorMeta& reader,
                        const std::vector<int64_t>& index, int64_t unwritten) {
  std::map<int64_t, int64_t> storage; // address -> value written
  for (const auto& k : allIndices(target.sizes))
    storage[addressOf(target, k)] = 100 + flatIndex(k, target.sizes);
  const int64_t address = addressOf(reader, index);
  auto it = storage.find(address);
  return it == storage.end() ? unwritten : it->second;
}

} // namespace reinplace::proofs
