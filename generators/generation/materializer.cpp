#include "generators/generation/materializer.h"

#include "core/ir/overlap.h"
#include "core/ops/op_registry.h"
#include "generators/generation/graph_builder.h"
#include "generators/generation/step_families.h"

#include <algorithm>
#include <array>
#include <limits>
#include <unordered_map>

namespace reinplace::gen {
namespace {

// Index 0 is what shrinking reaches: f32, and size 2 (the smallest size with two rows to mix up).
constexpr std::array<DType, 12> kDTypes = {DType::f32,  DType::f32, DType::f64, DType::f16,
                                           DType::bf16, DType::i64, DType::i32, DType::i16,
                                           DType::i8,   DType::u8,  DType::b8,  DType::f32};
constexpr std::array<int64_t, 8> kSizes = {2, 1, 3, 4, 2, 3, 1, 0};
constexpr int64_t kEnd = std::numeric_limits<int64_t>::max(); // how make_fx prints "to the end"

// A view a later Scatter step can write back into its base.
struct ViewRecord {
  const OpInfo* op;
  Node* base;
  std::vector<Arg> args; // after self
};

class Materializer {
public:
  Materializer(const Recipe& recipe, const MaterializeOptions& options)
      : recipe_(recipe), graph_(options) {}

  Graph run() {
    addInputs();
    for (const Step& step : recipe_.steps) {
      size_t before = graph_.valueCount();
      apply(step);
      if (step.returned % 2 && graph_.valueCount() > before) graph_.markReturned(graph_.pick(0));
    }
    // The epilogue: the returned value is chosen first, as a copy_ is never returned.
    Node* newest = graph_.pick(0);
    for (const auto& [input, updated] : copy_backs_)
      call("copy_", {Arg::ofNode(input), Arg::ofNode(updated)});
    return graph_.finish(newest);
  }

private:
  void addInputs() {
    static constexpr std::array<const char*, 4> kNames = {"x", "y", "z", "w"};
    size_t count = std::min<size_t>(std::max<size_t>(recipe_.inputs.size(), 1), kNames.size());
    for (size_t i = 0; i < count; ++i) {
      InputSpec spec = i < recipe_.inputs.size() ? recipe_.inputs[i] : InputSpec{};
      TensorMeta meta;
      meta.dtype = kDTypes[spec.dtype % kDTypes.size()];
      for (size_t d = 0; d < spec.sizes.size() && d < 3; ++d)
        meta.sizes.push_back(kSizes[spec.sizes[d] % kSizes.size()]);
      meta.strides = contiguousStrides(meta.sizes);
      applyLayout(meta, spec.layout);
      graph_.bringForward(graph_.input(kNames[i], meta));
    }
    input_count_ = graph_.valueCount();
  }

  // Non-contiguous inputs: the dims' strides reversed, an offset, or gaps between elements.
  static void applyLayout(TensorMeta& meta, uint8_t layout) {
    switch (layout % 4) {
    case 1: {
      Shape reversed(meta.sizes.rbegin(), meta.sizes.rend());
      Shape strides = contiguousStrides(reversed);
      std::reverse(strides.begin(), strides.end());
      meta.strides = strides;
      break;
    }
    case 2:
      meta.storage_offset = 1;
      break;
    case 3:
      for (int64_t& stride : meta.strides) stride *= 2;
      break;
    default:
      break;
    }
  }

  Node* pick(uint8_t back) const { return graph_.pick(back); }
  Node* call(const char* op_name, std::vector<Arg> args,
             std::vector<std::pair<std::string, Arg>> kwargs = {}) {
    return graph_.call(op_name, std::move(args), std::move(kwargs));
  }

  void apply(const Step& step) {
    switch (step.kind) {
    case StepKind::Unary:
      return unary(step);
    case StepKind::BinaryScalar:
      return binaryScalar(step);
    case StepKind::Binary:
      return binary(step);
    case StepKind::View:
      return view(step);
    case StepKind::MultiView:
      return multiView(step);
    case StepKind::Scatter:
      return scatter(step);
    case StepKind::Convert:
      return convert(step);
    case StepKind::Other:
      return other(step);
    case StepKind::Idiom:
      return idiom(step);
    case StepKind::InputUpdate:
      return inputUpdate(step);
    case StepKind::Activation:
      return activationStep(graph_, step);
    case StepKind::Math:
      return mathStep(graph_, step);
    case StepKind::Index:
      return indexStep(graph_, step);
    case StepKind::Norm:
      return normStep(graph_, step);
    case StepKind::Model:
      return modelStep(graph_, step);
    }
  }

  void unary(const Step& step) {
    static constexpr std::array<const char*, 10> kOps = {
        "relu", "neg", "clone", "sigmoid", "exp", "abs", "zero", "fill.Scalar", "clamp", "sqrt"};
    const char* op = kOps[step.op % kOps.size()];
    Node* a = pick(step.a);
    if (std::string_view(op) == "fill.Scalar")
      call(op, {Arg::ofNode(a), scalarArg(step.x)});
    else if (std::string_view(op) == "clamp")
      call(op, {Arg::ofNode(a), Arg::ofInt(static_cast<int64_t>(step.x % 5) - 2)});
    else
      call(op, {Arg::ofNode(a)});
  }

  void binaryScalar(const Step& step) {
    static constexpr std::array<const char*, 6> kOps = {
        "add.Tensor", "mul.Tensor", "sub.Tensor", "div.Tensor", "pow.Tensor_Scalar", "eq.Scalar"};
    call(kOps[step.op % kOps.size()], {Arg::ofNode(pick(step.a)), scalarArg(step.x)});
  }

  // The second operand is usually another value; sometimes self again (repeated self) or a
  // transpose of self (an argument that partially overlaps self).
  void binary(const Step& step) {
    static constexpr std::array<const char*, 6> kOps = {"add.Tensor", "mul.Tensor", "sub.Tensor",
                                                        "div.Tensor", "maximum",    "lt.Tensor"};
    Node* a = pick(step.a);
    Node* b = pick(step.b);
    if (step.y % 8 == 1) b = a;
    if (step.y % 8 == 2 && rankOf(a) == 2) b = call("t", {Arg::ofNode(a)});
    if (!b) return;
    call(kOps[step.op % kOps.size()], {Arg::ofNode(a), Arg::ofNode(b)});
  }

  void view(const Step& step) {
    Node* a = pick(step.a);
    const TensorMeta& meta = metaOf(a);
    int64_t rank = meta.dim();
    auto dim = [&](uint8_t v) { return rank == 0 ? 0 : static_cast<int64_t>(v % rank); };
    switch (step.op % 13) {
    case 0: {
      if (rank == 0 || meta.sizes[dim(step.x)] == 0) return;
      int64_t d = dim(step.x);
      recordView(
          call("select.int", {Arg::ofNode(a), Arg::ofInt(d), Arg::ofInt(step.y % meta.sizes[d])}),
          a);
      return;
    }
    case 1: {
      if (rank == 0) return;
      int64_t d = dim(step.x);
      int64_t size = meta.sizes[d];
      int64_t start = step.y % (size + 1);
      int64_t end = step.z % 2 == 0 ? kEnd : start + step.z / 2 % (size + 1);
      std::vector<Arg> args = {Arg::ofNode(a), Arg::ofInt(d), Arg::ofInt(start), Arg::ofInt(end)};
      if (step.z / 16 % 3 == 1) args.push_back(Arg::ofInt(2));
      recordView(call("slice.Tensor", std::move(args)), a);
      return;
    }
    case 2:
      recordView(call("diagonal", {Arg::ofNode(a), Arg::ofInt(static_cast<int64_t>(step.y % 3) - 1),
                                   Arg::ofInt(0), Arg::ofInt(1)}),
                 a);
      return;
    case 3:
      call("transpose.int", {Arg::ofNode(a), Arg::ofInt(dim(step.x)), Arg::ofInt(dim(step.y))});
      return;
    case 4:
      call("t", {Arg::ofNode(a)});
      return;
    case 5: {
      std::vector<int64_t> perm(static_cast<size_t>(rank));
      for (int64_t d = 0; d < rank; ++d) perm[static_cast<size_t>(d)] = (d + step.x) % rank;
      call("permute", {Arg::ofNode(a), Arg::ofInts(perm)});
      return;
    }
    case 6: {
      // A new leading dim, and size-1 dims stretched: internal overlap (stride 0).
      std::vector<int64_t> sizes = {1 + step.x % 3};
      for (int64_t size : meta.sizes) sizes.push_back(size == 1 ? 1 + step.y % 3 : size);
      call("expand", {Arg::ofNode(a), Arg::ofInts(sizes)});
      return;
    }
    case 7:
      call("unsqueeze", {Arg::ofNode(a), Arg::ofInt(step.x % (rank + 1))});
      return;
    case 8:
      if (rank > 0) call("squeeze.dim", {Arg::ofNode(a), Arg::ofInt(dim(step.x))});
      return;
    case 9:
      return asStrided(step, a);
    case 10:
      call("view", {Arg::ofNode(a), Arg::ofInts({-1})});
      return;
    case 11:
      call("alias", {Arg::ofNode(a)});
      return;
    default:
      if (rank > 0)
        call("unfold", {Arg::ofNode(a), Arg::ofInt(dim(step.x)), Arg::ofInt(1 + step.y % 2),
                        Arg::ofInt(1 + step.z % 2)});
      return;
    }
  }

  // Either a mirror of an earlier view (as_strided of its base with the view's own layout, as
  // functionalization writes them) or a self-overlapping window.
  void asStrided(const Step& step, Node* a) {
    auto record = views_.find(a);
    if (step.y % 2 == 0 && record != views_.end()) {
      const TensorMeta& meta = metaOf(a);
      recordView(call("as_strided", {Arg::ofNode(record->second.base), shapeArg(meta.sizes),
                                     shapeArg(meta.strides), Arg::ofInt(meta.storage_offset)}),
                 record->second.base);
      return;
    }
    const TensorMeta& meta = metaOf(a);
    int64_t n = std::min<int64_t>(3, meta.numel());
    int64_t stride = step.x % 2;
    // Within a's own footprint, so within its storage whatever that storage is.
    if (n < 1 || meta.storage_offset + (n - 1) * (stride + 1) + 1 > meta.storageExtent()) return;
    recordView(call("as_strided", {Arg::ofNode(a), Arg::ofInts({n, n}), Arg::ofInts({stride, 1}),
                                   Arg::ofInt(meta.storage_offset)}),
               a);
  }

  void recordView(Node* view, Node* base) {
    if (!view) return;
    views_[view] =
        ViewRecord{view->op, base, std::vector<Arg>(view->args.begin() + 1, view->args.end())};
  }

  void multiView(const Step& step) {
    Node* a = pick(step.a);
    int64_t rank = rankOf(a);
    if (rank == 0) return;
    int64_t dim = step.y % rank;
    Node* list = nullptr;
    switch (step.op % 3) {
    case 0:
      list = call("split.Tensor", {Arg::ofNode(a), Arg::ofInt(1 + step.x % 3), Arg::ofInt(dim)});
      break;
    case 1:
      list = call("unbind.int", {Arg::ofNode(a), Arg::ofInt(dim)});
      break;
    default:
      list = call("chunk", {Arg::ofNode(a), Arg::ofInt(1 + step.x % 3), Arg::ofInt(dim)});
      break;
    }
    if (!list) return;
    if (list->meta.empty()) {
      graph_.discard(list);
      return;
    }
    graph_.item(list, step.z % static_cast<int64_t>(list->meta.size()));
  }

  // view -> op -> matching scatter, the idiom the pass removes; variants write an unrelated
  // value, mismatch the view's arguments, or scatter into a different base.
  void scatter(const Step& step) {
    Node* view = nullptr;
    const std::vector<Node*>& values = graph_.values();
    for (size_t back = step.a % values.size(); back < values.size(); ++back) {
      Node* candidate = values[values.size() - 1 - back];
      if (views_.count(candidate)) {
        view = candidate;
        break;
      }
    }
    if (!view) return;
    // Writing through a self-overlapping view has no defined result: not a valid program.
    if (internalOverlap(metaOf(view)) != Overlap::No) return;
    const ViewRecord record = views_.at(view);
    const OpInfo* scatter_op = record.op->inverse_scatter;
    if (!scatter_op) return;
    Node* source = nullptr;
    int variant = step.op % 6;
    if (variant == 1) {
      source = graph_.sameShapeValue(metaOf(view), view); // maybe unrelated to the view
    }
    if (!source)
      source =
          call(step.x % 2 ? "mul.Tensor" : "add.Tensor", {Arg::ofNode(view), scalarArg(step.y)});
    if (!source) return;
    std::vector<Arg> view_args = record.args;
    if (variant == 2 && !view_args.empty() && view_args.back().isInt() &&
        std::get<int64_t>(view_args.back().value) != kEnd)
      view_args.back() = Arg::ofInt(std::get<int64_t>(view_args.back().value) + 1);
    Node* base = record.base;
    if (variant == 3) {
      if (Node* other = graph_.sameShapeValue(metaOf(base), base)) base = other;
    }
    std::vector<Arg> args = {Arg::ofNode(base), Arg::ofNode(source)};
    args.insert(args.end(), view_args.begin(), view_args.end());
    call(scatter_op->qualified_name.c_str(), std::move(args));
  }

  void convert(const Step& step) {
    Node* a = pick(step.a);
    DType dtype = kDTypes[step.x % kDTypes.size()];
    if (step.op % 2 == 0)
      call("_to_copy", {Arg::ofNode(a)}, {{"dtype", Arg(dtype)}});
    else
      call("clone", {Arg::ofNode(a)}, {{"memory_format", Arg(MemoryFormat::contiguous_format)}});
  }

  void other(const Step& step) {
    Node* a = pick(step.a);
    int64_t rank = rankOf(a);
    switch (step.op % 4) {
    case 0:
      if (rank > 0) call("sum.dim_IntList", {Arg::ofNode(a), Arg::ofInts({step.x % rank})});
      return;
    case 1:
      if (rank > 0)
        call(step.y % 2 ? "cumprod" : "cumsum", {Arg::ofNode(a), Arg::ofInt(step.x % rank)});
      return;
    case 2:
      call("mm", {Arg::ofNode(a), Arg::ofNode(pick(step.b))});
      return;
    default:
      call("cat", {Arg::ofList({Arg::ofNode(a), Arg::ofNode(pick(step.b))}), Arg::ofInt(0)});
      return;
    }
  }

  // Each idiom starts from a clone, so that what it writes is not a program input.
  void idiom(const Step& step) {
    Node* base = call("clone", {Arg::ofNode(pick(step.a))});
    if (!base) return;
    const TensorMeta& meta = metaOf(base);
    int64_t rank = meta.dim();
    int64_t first = rank > 0 ? meta.sizes[0] : 0;
    switch (step.op % 8) {
    case 0: { // a scatter whose base is an expand: writing in place writes every broadcast row
      Node* expand = call("expand", {Arg::ofNode(base), Arg::ofInts(prepend(2, meta.sizes))});
      Node* row = expand ? call("select.int", {Arg::ofNode(expand), Arg::ofInt(0), Arg::ofInt(0)})
                         : nullptr;
      Node* updated = row ? call("add.Tensor", {Arg::ofNode(row), scalarArg(step.x)}) : nullptr;
      if (updated)
        call("select_scatter",
             {Arg::ofNode(expand), Arg::ofNode(updated), Arg::ofInt(0), Arg::ofInt(0)});
      return;
    }
    case 1: // an argument that partially overlaps self
      if (rank == 2)
        call("add.Tensor", {Arg::ofNode(base), Arg::ofNode(call("t", {Arg::ofNode(base)}))});
      return;
    case 2: { // a gapped slice's fresh result is dense, in place it is not: view() then fails
      if (rank == 0) return;
      Node* slice = call("slice.Tensor", {Arg::ofNode(base), Arg::ofInt(rank - 1), Arg::ofInt(0),
                                          Arg::ofInt(kEnd), Arg::ofInt(2)});
      Node* relu = slice ? call("relu", {Arg::ofNode(slice)}) : nullptr;
      if (relu) call("view", {Arg::ofNode(relu), Arg::ofInts({-1})});
      return;
    }
    case 3:   // a scatter that writes something other than the updated view
    case 4:   // a scatter whose index differs from the view's
    case 7: { // the idiom itself, whose updated row may be returned too
      if (first < 2) return;
      int64_t index = step.y % first;
      Node* row = call("select.int", {Arg::ofNode(base), Arg::ofInt(0), Arg::ofInt(index)});
      Node* updated = row ? call("mul.Tensor", {Arg::ofNode(row), scalarArg(step.x)}) : nullptr;
      if (!updated) return;
      Node* written = updated;
      int64_t scatter_index = index;
      if (step.op % 7 == 3)
        written =
            call("select.int", {Arg::ofNode(base), Arg::ofInt(0), Arg::ofInt((index + 1) % first)});
      else if (step.op % 8 == 4)
        scatter_index = (index + 1) % first;
      if (written)
        call("select_scatter",
             {Arg::ofNode(base), Arg::ofNode(written), Arg::ofInt(0), Arg::ofInt(scatter_index)});
      if (step.op % 8 == 7) graph_.markReturned(updated); // the row is returned with the scatter
      return;
    }
    case 5: { // a self-overlapping window, written in place
      int64_t n = std::min<int64_t>(3, meta.numel());
      if (n < 2) return;
      Node* window = call("as_strided", {Arg::ofNode(base), Arg::ofInts({n - 1, n - 1}),
                                         Arg::ofInts({1, 1}), Arg::ofInt(0)});
      if (window) call("add.Tensor", {Arg::ofNode(window), scalarArg(step.x)});
      return;
    }
    case 6: // self passed twice to an op that is not elementwise
      call("addmm", {Arg::ofNode(base), Arg::ofNode(base), Arg::ofNode(base)});
      return;
    }
  }

  // What functionalization makes of `x.op_(...)` on an input: a functional update, and a copy_
  // back into x at the end of the graph (addOutput). A second update of the same input reads
  // the first's result, as the program would. Variants copy back an unrelated value (the pass
  // must not let a moved value be read after it), write a row through select_scatter (x[i] = v,
  // a KV-cache write), update x.t() (its copy back would move the layout), or return the
  // copied-back value too (the output must not become the input's memory). Now and then the copy_
  // comes at once instead, so that later steps read past it.
  void inputUpdate(const Step& step) {
    Node* input = graph_.values()[step.a % input_count_];
    auto pending = std::find_if(copy_backs_.begin(), copy_backs_.end(),
                                [&](const auto& entry) { return entry.first == input; });
    Node* current = pending == copy_backs_.end() ? input : pending->second;
    const TensorMeta& meta = metaOf(current);
    int64_t rank = meta.dim();
    Node* updated = nullptr;
    switch (step.op % 6) {
    case 0:
    case 1:
      updated = call(step.op % 2 ? "mul.Tensor" : "add.Tensor",
                     {Arg::ofNode(current), scalarArg(step.x)});
      break;
    case 2: { // a row written through a view, with its own update or with another value
      if (rank == 0 || meta.sizes[0] == 0) return;
      int64_t index = step.y % meta.sizes[0];
      Node* row = call("select.int", {Arg::ofNode(current), Arg::ofInt(0), Arg::ofInt(index)});
      if (!row) return;
      Node* value = step.x % 2 ? graph_.sameShapeValue(metaOf(row), row) : nullptr;
      if (!value) value = call("mul.Tensor", {Arg::ofNode(row), scalarArg(step.x / 2)});
      if (value)
        updated = call("select_scatter", {Arg::ofNode(current), Arg::ofNode(value), Arg::ofInt(0),
                                          Arg::ofInt(index)});
      break;
    }
    case 3: // an unrelated value is copied back
      updated = graph_.sameShapeValue(meta, current);
      break;
    case 4: { // an update of x.t(), copied back into x (square x only: copy_ needs the shape)
      if (rank != 2 || meta.sizes[0] != meta.sizes[1]) return;
      Node* t = call("t", {Arg::ofNode(current)});
      if (t) updated = call("add.Tensor", {Arg::ofNode(t), scalarArg(step.x)});
      break;
    }
    default: // the copied-back value is returned too
      updated = call("mul.Tensor", {Arg::ofNode(current), scalarArg(step.x)});
      if (updated) graph_.markReturned(updated);
      break;
    }
    // copy_ from memory of the input itself is no functional program's epilogue.
    if (!updated || metaOf(updated).sizes != metaOf(input).sizes ||
        metaOf(updated).storage == metaOf(input).storage)
      return;
    if (step.z % 4 == 0 && pending == copy_backs_.end()) {
      // Copied back at once rather than at the end: later steps may read the updated value
      // after the input was overwritten (with it, or with something else).
      call("copy_", {Arg::ofNode(input), Arg::ofNode(updated)});
      graph_.forgetNewest(); // the copy_'s result is the input again
      return;
    }
    if (pending == copy_backs_.end())
      copy_backs_.emplace_back(input, updated);
    else
      pending->second = updated;
  }

  static std::vector<int64_t> prepend(int64_t size, const Shape& sizes) {
    std::vector<int64_t> out = {size};
    out.insert(out.end(), sizes.begin(), sizes.end());
    return out;
  }

  const Recipe& recipe_;
  GraphBuilder graph_;
  std::unordered_map<const Node*, ViewRecord> views_;
  size_t input_count_ = 0; // the first values are the inputs
  /// Inputs an InputUpdate step mutated, and the value copied back into each at the end.
  std::vector<std::pair<Node*, Node*>> copy_backs_;
};

} // namespace

Graph materialize(const Recipe& recipe, const MaterializeOptions& options) {
  return Materializer(recipe, options).run();
}

} // namespace reinplace::gen
