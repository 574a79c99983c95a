// The meta-rule agreement lemma: the symbolic view rules of symbolic_view.cpp compute what
// core's registered meta rules compute. Z3 cannot run C++, so this is checked over an
// enumerated domain: seeded layouts of rank 0..R with small sizes, strides and offsets, and for
// each view op every argument from a small set that includes negative dims and indices,
// out-of-range values and None. The symbolic rule is fed numerals and simplified to a layout.
// "Proved" here means "agrees on every enumerated input", and the detail says how many.

#include "core/meta/builtin_registry.h"
#include "core/meta/view_replay.h"
#include "core/ops/op_registry.h"
#include "proofs/lemma_support.h"
#include "proofs/symbolic_reshape.h"
#include "proofs/symbolic_view.h"

#include <random>

namespace reinplace::proofs {
namespace {

struct Comparison {
  int64_t count = 0;
  std::optional<std::string> mismatch;
};

// The layout of the case whose guard simplifies to true; nullopt (torch raises) when none does.
std::optional<TensorMeta> symbolicOutcome(const std::vector<SymbolicResult>& cases) {
  for (const auto& result : cases)
    if (result.valid.simplify().is_true()) return evaluate(result.view, nullptr);
  return std::nullopt;
}

std::vector<SymbolicResult> asCases(const std::optional<SymbolicResult>& result) {
  if (!result) return {};
  return {*result};
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
    compare(op_name, base, args, asCases(symbolic));
  }

  void compare(const char* op_name, const TensorMeta& base, const std::vector<Arg>& args,
               const std::vector<SymbolicResult>& symbolic) {
    if (comparison_.mismatch) return;
    const OpInfo* op = builtinRegistry().find(op_name);
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

// A size list whose element count is `numel`: random divisors in turn, with size-1 dims mixed
// in (they take strides of their own) and, half the time, one entry replaced by -1.
Shape sameCountSizes(int64_t numel, std::mt19937& rng) {
  std::uniform_int_distribution<int> coin(0, 1), rank(1, 4);
  Shape out;
  int64_t rest = numel;
  const int target_rank = rank(rng);
  for (int d = 0; d < target_rank; ++d) {
    if (d == target_rank - 1) {
      out.push_back(rest);
      break;
    }
    std::vector<int64_t> divisors;
    for (int64_t k = 1; k <= std::max<int64_t>(rest, 1); ++k)
      if (rest == 0 ? k <= 2 : rest % k == 0) divisors.push_back(k);
    const int64_t pick = coin(rng) ? 1 : divisors[rng() % divisors.size()];
    out.push_back(rest == 0 && pick == 2 ? 0 : pick);
    if (rest != 0) rest /= pick;
  }
  if (coin(rng)) out[rng() % out.size()] = -1;
  return out;
}

// view and _unsafe_view (which has view's geometry) on every size list of rank 0..2 with
// entries in -2..4 (wrong counts, two -1s, negative sizes, counts that agree) and on lists of
// rank 1..4 whose count agrees with self's, which is where the chunk walk decides.
void compareViews(z3::context& ctx, Comparer& c, const TensorMeta& meta, const SymbolicView& v,
                  std::mt19937& rng) {
  std::vector<Shape> lists;
  constexpr int64_t kLowest = -2, kHighest = 4;
  for (int64_t rank = 0; rank <= 2; ++rank) {
    Shape size(rank, kLowest);
    while (true) {
      lists.push_back(size);
      int64_t d = rank - 1;
      while (d >= 0 && size[d] == kHighest) size[d--] = kLowest;
      if (d < 0) break;
      ++size[d];
    }
  }
  for (int n = 0; n < 16; ++n) lists.push_back(sameCountSizes(meta.numel(), rng));
  for (const Shape& size : lists) {
    const std::vector<int64_t> list(size.begin(), size.end());
    const std::vector<z3::expr> symbolic = nums(ctx, size);
    c.compare("view", meta, {Arg::ofInts(list)}, viewSym(v, symbolic));
    c.compare("_unsafe_view", meta, {Arg::ofInts(list)}, viewSym(v, symbolic));
  }
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
    c.compare("squeeze.dim", meta, {Arg::ofInt(dim)}, squeezeDimCases(v, dim));
  }
  for (int64_t dim = -r - 2; dim <= r + 1; ++dim)
    c.compare("unsqueeze", meta, {Arg::ofInt(dim)}, unsqueezeSym(v, dim));
  c.compare("t", meta, {}, matrixTransposeSym(v));
  compareViews(ctx, c, meta, v, rng);
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

TensorMeta corner(Shape sizes, Shape strides, int64_t offset) {
  TensorMeta meta;
  meta.sizes = std::move(sizes);
  meta.strides = std::move(strides);
  meta.storage_offset = offset;
  return meta;
}

ProofResult checkMetaRules(const LemmaOptions& options) {
  z3::context ctx;
  Comparison comparison;
  Comparer comparer(comparison);
  std::mt19937 rng(20240611); // fixed: the domain is the same on every run
  std::uniform_int_distribution<int64_t> size(0, 3), stride(0, 5), offset(0, 3);
  for (int64_t rank = 0; rank <= options.max_rank; ++rank) {
    const int layouts = rank == 0 ? 1 : 32;
    for (int n = 0; n < layouts && !comparison.mismatch; ++n) {
      TensorMeta meta;
      for (int64_t d = 0; d < rank; ++d) {
        meta.sizes.push_back(size(rng));
        meta.strides.push_back(stride(rng));
      }
      // A quarter of the layouts are contiguous, so that view's chunks span several dims, and
      // a quarter contiguous but for the strides of size-1 dims, which torch leaves arbitrary
      // (unsqueeze, select) and view must see through.
      if (n % 4 == 1 && rank > 1) meta.sizes[rng() % rank] = 1;
      if (n % 4 < 2) {
        meta.strides = contiguousStrides(meta.sizes);
        for (int64_t d = 0; d < rank && n % 4 == 1; ++d)
          if (meta.sizes[d] == 1) meta.strides[d] = stride(rng);
      }
      meta.storage_offset = offset(rng);
      compareAll(ctx, comparer, meta, rng);
    }
  }
  // Layouts where view's chunk walk has a corner to get wrong: a size-1 dim whose stride breaks
  // contiguity, a transposed pair, two chunks, and empty tensors.
  const TensorMeta corners[] = {corner({2, 1, 2}, {2, 9, 1}, 0), corner({3, 1}, {1, 7}, 1),
                                corner({2, 3}, {1, 2}, 0),       corner({2, 2, 2}, {8, 2, 1}, 0),
                                corner({1, 1, 3}, {5, 4, 1}, 2), corner({0, 2}, {5, 1}, 0),
                                corner({2, 0, 3}, {1, 1, 1}, 0)};
  for (const TensorMeta& meta : corners)
    if (meta.dim() <= options.max_rank && !comparison.mismatch)
      compareAll(ctx, comparer, meta, rng);
  if (comparison.mismatch) return {ProofStatus::Refuted, *comparison.mismatch};
  return {ProofStatus::Proved,
          "agrees on " + std::to_string(comparison.count) + " enumerated inputs"};
}

} // namespace

std::vector<Lemma> metaLemmas() {
  return {{"meta_rules_agree",
           "the symbolic rules of select, slice, diagonal, as_strided, expand, t, transpose, "
           "permute, unsqueeze, squeeze.dim, view, _unsafe_view give core's layouts (and reject "
           "what core rejects) on seeded layouts of rank 0..R (a quarter contiguous, a quarter "
           "contiguous but for size-1 dims), sizes 0..3, strides 0..5, offsets 0..3, and on "
           "hand-picked corners of view's stride computation, with negative, out-of-range and "
           "None arguments",
           true, checkMetaRules}};
}

} // namespace reinplace::proofs
