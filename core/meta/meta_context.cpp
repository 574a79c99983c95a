#include "core/meta/meta_context.h"

#include <algorithm>

namespace reinplace {

DType ScalarValue::kindDType() const {
  switch (kind) {
  case Kind::Bool:
    return DType::b8;
  case Kind::Int:
    return DType::i64;
  case Kind::Float:
    return DType::f64;
  }
  return DType::f64;
}

MetaContext::MetaContext(const OpInfo& op, const Node& node, const ValueLayouts* layouts)
    : op_(op), node_(node), layouts_(layouts), bound_(op, node.args, node.kwargs) {}

int MetaContext::index(std::string_view name) const {
  int i = op_.schema.findArgument(name);
  if (i < 0) throw std::logic_error("meta rule asks for unknown argument " + std::string(name));
  return i;
}

bool MetaContext::given(std::string_view name) const {
  return bound_.given(index(name));
}
const Arg& MetaContext::arg(std::string_view name) const {
  return bound_.at(index(name));
}

const TensorMeta& MetaContext::metaOf(const Node* value, std::string_view what) const {
  const TensorMeta* meta = layouts_                 ? layouts_->layoutOf(*value)
                           : value->hasTensorMeta() ? &value->tensorMeta()
                                                    : nullptr;
  if (!meta)
    throw MetaError("argument '" + std::string(what) + "' (" + value->name +
                    ") is not a single tensor");
  return *meta;
}

namespace {

ScalarValue scalarOf(const Arg& arg) {
  ScalarValue out;
  if (arg.isBool()) {
    out.kind = ScalarValue::Kind::Bool;
    out.int_value = std::get<bool>(arg.value);
  } else if (arg.isInt()) {
    out.kind = ScalarValue::Kind::Int;
    out.int_value = std::get<int64_t>(arg.value);
  } else {
    out.kind = ScalarValue::Kind::Float;
    out.float_value = std::get<double>(arg.value);
  }
  return out;
}

int64_t intOf(const Arg& arg, std::string_view name) {
  if (arg.isInt()) return std::get<int64_t>(arg.value);
  if (arg.isBool()) return std::get<bool>(arg.value);
  throw MetaError("argument '" + std::string(name) + "' must be a literal int");
}

} // namespace

const TensorMeta& MetaContext::tensor(std::string_view name) const {
  const Arg& a = arg(name);
  if (!a.isNode()) throw MetaError("argument '" + std::string(name) + "' must be a tensor");
  return metaOf(a.node(), name);
}

Operand MetaContext::operand(std::string_view name) const {
  const Arg& a = arg(name);
  Operand out;
  if (a.isNode())
    out.tensor = &metaOf(a.node(), name);
  else if (a.isNone())
    throw MetaError("argument '" + std::string(name) + "' must not be None");
  else
    out.scalar = scalarOf(a);
  return out;
}

const TensorMeta* MetaContext::optionalTensor(std::string_view name) const {
  const Arg& a = arg(name);
  if (a.isNone()) return nullptr;
  return &tensor(name);
}

std::vector<const TensorMeta*> MetaContext::tensorList(std::string_view name) const {
  std::vector<const TensorMeta*> out;
  for (const Arg& item : arg(name).list().items) {
    if (!item.isNode())
      throw MetaError("argument '" + std::string(name) + "' must hold only tensors");
    out.push_back(&metaOf(item.node(), name));
  }
  return out;
}

std::vector<const TensorMeta*> MetaContext::optionalTensorList(std::string_view name) const {
  std::vector<const TensorMeta*> out;
  for (const Arg& item : arg(name).list().items) {
    if (item.isNone())
      out.push_back(nullptr);
    else if (item.isNode())
      out.push_back(&metaOf(item.node(), name));
    else
      throw MetaError("argument '" + std::string(name) + "' must hold tensors or None");
  }
  return out;
}

int64_t MetaContext::intArg(std::string_view name) const {
  return intOf(arg(name), name);
}

std::optional<int64_t> MetaContext::optionalInt(std::string_view name) const {
  const Arg& a = arg(name);
  if (a.isNone()) return std::nullopt;
  return intOf(a, name);
}

std::vector<int64_t> MetaContext::intList(std::string_view name) const {
  const Arg& a = arg(name);
  if (!a.isList()) return {intOf(a, name)};
  std::vector<int64_t> out;
  out.reserve(a.list().items.size());
  for (const Arg& item : a.list().items) out.push_back(intOf(item, name));
  return out;
}

std::optional<std::vector<int64_t>> MetaContext::optionalIntList(std::string_view name) const {
  if (arg(name).isNone()) return std::nullopt;
  return intList(name);
}

double MetaContext::floatArg(std::string_view name) const {
  const Arg& a = arg(name);
  if (a.isDouble()) return std::get<double>(a.value);
  return static_cast<double>(intOf(a, name));
}

bool MetaContext::boolArg(std::string_view name) const {
  return intOf(arg(name), name) != 0;
}

std::vector<bool> MetaContext::boolList(std::string_view name) const {
  std::vector<bool> out;
  for (int64_t value : intList(name)) out.push_back(value != 0);
  // torch.ops converts a bool[N] argument to a std::array of exactly N.
  const int fixed = op_.schema.arguments[static_cast<size_t>(index(name))].type.fixed_size;
  if (fixed >= 0 && out.size() != static_cast<size_t>(fixed))
    throw MetaError("Tried to convert a List with " + std::to_string(out.size()) +
                    " elements to a fixed-size array of size " + std::to_string(fixed));
  return out;
}

ScalarValue MetaContext::scalar(std::string_view name) const {
  return scalarOf(arg(name));
}

std::optional<DType> MetaContext::optionalDType(std::string_view name) const {
  const Arg& a = arg(name);
  if (a.isNone()) return std::nullopt;
  return std::get<DType>(a.value);
}

std::optional<MemoryFormat> MetaContext::optionalMemoryFormat(std::string_view name) const {
  const Arg& a = arg(name);
  if (a.isNone()) return std::nullopt;
  return std::get<MemoryFormat>(a.value);
}

void MetaContext::setResult(TensorMeta meta) {
  results_.clear();
  results_.push_back(std::move(meta));
  list_result_ = false;
}

void MetaContext::setResultIsArgument(std::string_view name) {
  const Arg& value = arg(name);
  if (!value.isNode()) throw MetaError("argument '" + std::string(name) + "' must be a tensor");
  result_is_argument_ = value.node();
}

void MetaContext::setListResult(std::vector<TensorMeta> metas) {
  results_.assign(std::make_move_iterator(metas.begin()), std::make_move_iterator(metas.end()));
  list_result_ = true;
}

int64_t wrapDim(int64_t dim, int64_t rank, const char* what) {
  int64_t effective_rank = std::max<int64_t>(rank, 1); // 0-d tensors accept dim 0 and -1
  if (dim < -effective_rank || dim >= effective_rank)
    throw MetaError(std::string(what) + " " + std::to_string(dim) +
                    " is out of range for a tensor of rank " + std::to_string(rank) +
                    " (expected to be in range of [" + std::to_string(-effective_rank) + ", " +
                    std::to_string(effective_rank - 1) + "])");
  return dim < 0 ? dim + effective_rank : dim;
}

Shape broadcastShapes(const Shape& a, const Shape& b) {
  size_t rank = std::max(a.size(), b.size());
  Shape out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1)
      throw MetaError("shapes " + formatShape(a) + " and " + formatShape(b) +
                      " cannot be broadcast (size " + std::to_string(da) + " vs " +
                      std::to_string(db) + " at dim " + std::to_string(i) + ")");
    out[i] = da == 1 ? db : da;
  }
  return out;
}

TensorMeta undefinedResult() {
  TensorMeta meta;
  meta.sizes = {0};
  meta.strides = {1};
  return meta;
}

} // namespace reinplace
