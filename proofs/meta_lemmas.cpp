// The meta-rule agreement lemma: the symbolic view rules of symbolic_view.cpp compute what
// core's registered meta rules compute. Z3 cannot run C++, so this is checked over an
// enumerated domain: seeded layouts of rank 0..R with small sizes, strides and offsets, and for
// each view op every argument from a small set that includes negative dims and indices,
// out-of-range values and None. The symbolic rule is fed numerals and simplified to a layout.
// "Proved" here means "agrees on every enumerated input", and the detail says how many.

#include "core/op_registry.h"
#include "core/view_replay.h"
#include "proofs/lemma_support.h"
#include "proofs/symbolic_view.h"

#include <random>

namespace reinplace::proofs {
namespace {

struct Comparison {
  int64_t count = 0;
  std::optional<std::string> mismatch;
};

std::optional<TensorMeta> symbolicOutcome(const std::optional<SymbolicResult>& result) {
  if (!result) return std::nullopt;
  z3::expr valid = result->valid.simplify();
  if (!valid.is_true()) return std::nullopt;
  return evaluate(result->view, nullptr);
}

std::string outcomeText(const std::optional<TensorMeta>& meta) {
  return meta ? describeLayout(*meta) : std::string("an error");
}

std::string argsText(const std::vector<Arg>& args) {
  std::string out;
  for (const auto& arg : args) {
    if (!out.empty()) out += ", ";
    if (arg.isNone())
      out += "None";
    else if (arg.isInt())
      out += std::to_string(std::get<int64_t>(arg.value));
    else if (arg.isList()) {
      Shape items;
      for (const auto& item : arg.list().items) items.push_back(std::get<int64_t>(item.value));
      out += formatShape(items);
    }
  }
  return out;
}

class Comparer {
public:
  explicit Comparer(Comparison& comparison) : comparison_(comparison) {}

  void compare(const char* op_name, const TensorMeta& base, const std::vector<Arg>& args,
               const std::optional<SymbolicResult>& symbolic) {
    if (comparison_.mismatch) return;
    const OpInfo* op = OpRegistry::builtin().find(op_name);
    std::optional<TensorMeta> core = op ? replayer_.replay(*op, base, args, {}) : std::nullopt;
    std::optional<TensorMeta> sym = symbolicOutcome(symbolic);
    ++comparison_.count;
    const bool agree =
        core.has_value() == sym.has_value() && (!core || sameViewMetadata(*core, *sym));
    if (!agree)
      comparison_.mismatch = std::string(op_name) + " on " + describeLayout(base) + " with (" +
                             argsText(args) + "): core gives " + outcomeText(core) +
                             ", the symbolic rule gives " + outcomeText(sym);
  }

private:
  Comparison& comparison_;
  ViewReplayer replayer_;
};

std::vector<z3::expr> nums(z3::context& ctx, const Shape& values) {
  std::vector<z3::expr> out;
  for (int64_t v : values) out.push_back(num(ctx, v));
  return out;
}

std::optional<z3::expr> optionalNum(z3::context& ctx, std::optional<int64_t> value) {
  if (!value) return std::nullopt;
  return num(ctx, *value);
}

Arg optionalArg(std::optional<int64_t> value) {
  return value ? Arg::ofInt(*value) : Arg::none();
}

void compareAll(z3::context& ctx, Comparer& c, const TensorMeta& meta, std::mt19937& rng) {
  const int64_t r = meta.dim();
  SymbolicView v = constantView(ctx, meta);
  for (int64_t dim = -r - 1; dim <= r; ++dim) {
    for (int64_t index = -4; index <= 4; ++index)
      c.compare("select.int", meta, {Arg::ofInt(dim), Arg::ofInt(index)},
                selectSym(v, dim, num(ctx, index)));
    const std::optional<int64_t> bounds[] = {std::nullopt, -5, -1, 0, 1, 3, 5};
    for (auto start : bounds)
      for (auto end : bounds)
        for (int64_t step : {0, 1, 2, 3})
          c.compare(
              "slice.Tensor", meta,
              {Arg::ofInt(dim), optionalArg(start), optionalArg(end), Arg::ofInt(step)},
              sliceSym(v, dim, optionalNum(ctx, start), optionalNum(ctx, end), num(ctx, step)));
    for (int64_t dim2 = -r - 1; dim2 <= r; ++dim2) {
      for (int64_t offset = -3; offset <= 3; ++offset)
        c.compare("diagonal", meta, {Arg::ofInt(offset), Arg::ofInt(dim), Arg::ofInt(dim2)},
                  diagonalSym(v, num(ctx, offset), dim, dim2));
      c.compare("transpose.int", meta, {Arg::ofInt(dim), Arg::ofInt(dim2)},
                transposeSym(v, dim, dim2));
    }
    c.compare("squeeze.dim", meta, {Arg::ofInt(dim)}, squeezeDimSym(v, dim));
  }
  for (int64_t dim = -r - 2; dim <= r + 1; ++dim)
    c.compare("unsqueeze", meta, {Arg::ofInt(dim)}, unsqueezeSym(v, dim));
  c.compare("t", meta, {}, matrixTransposeSym(v));
  std::vector<int64_t> dims(r);
  for (int64_t d = 0; d < r; ++d) dims[d] = d;
  do {
    c.compare("permute", meta, {Arg::ofInts(dims)}, permuteSym(v, dims));
  } while (std::next_permutation(dims.begin(), dims.end()));
  if (r > 0)
    c.compare("permute", meta, {Arg::ofInts(std::vector<int64_t>(r, 0))},
              permuteSym(v, std::vector<int64_t>(r, 0)));
  std::uniform_int_distribution<int64_t> small(-1, 3);
  for (int trial = 0; trial < 12; ++trial) {
    Shape size(r + trial % 2);
    for (auto& s : size) s = small(rng);
    c.compare("expand", meta, {Arg::ofInts(std::vector<int64_t>(size.begin(), size.end()))},
              expandSym(v, nums(ctx, size)));
    Shape stride(size.size());
    for (auto& s : stride) s = small(rng);
    const std::optional<int64_t> offsets[] = {std::nullopt, 0, 2, -1};
    auto offset = offsets[trial % 4];
    c.compare("as_strided", meta,
              {Arg::ofInts(std::vector<int64_t>(size.begin(), size.end())),
               Arg::ofInts(std::vector<int64_t>(stride.begin(), stride.end())),
               optionalArg(offset)},
              asStridedSym(v, nums(ctx, size), nums(ctx, stride), optionalNum(ctx, offset)));
  }
}

ProofResult checkMetaRules(const LemmaOptions& options) {
  z3::context ctx;
  Comparison comparison;
  Comparer comparer(comparison);
  std::mt19937 rng(20240611); // fixed: the domain is the same on every run
  std::uniform_int_distribution<int64_t> size(0, 3), stride(0, 5), offset(0, 3);
  for (int64_t rank = 0; rank <= options.max_rank; ++rank) {
    const int layouts = rank == 0 ? 1 : 24;
    for (int n = 0; n < layouts && !comparison.mismatch; ++n) {
      TensorMeta meta;
      for (int64_t d = 0; d < rank; ++d) {
        meta.sizes.push_back(size(rng));
        meta.strides.push_back(stride(rng));
      }
      meta.storage_offset = offset(rng);
      compareAll(ctx, comparer, meta, rng);
    }
  }
  if (comparison.mismatch) return {ProofStatus::Refuted, *comparison.mismatch};
  return {ProofStatus::Proved,
          "agrees on " + std::to_string(comparison.count) + " enumerated inputs"};
}

} // namespace

std::vector<Lemma> metaLemmas() {
  return {{"meta_rules_agree",
           "the symbolic rules of select, slice, diagonal, as_strided, expand, t, transpose, "
           "permute, unsqueeze, squeeze.dim give core's layouts (and reject what core rejects) "
           "on seeded layouts of rank 0..R, sizes 0..3, strides 0..5, offsets 0..3, with "
           "negative, out-of-range and None arguments",
           true, checkMetaRules}};
}

} // namespace reinplace::proofs
