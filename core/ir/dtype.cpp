#include "core/ir/dtype.h"

#include <array>

namespace reinplace {
namespace {

// Every name a dtype goes by, in one table.
struct DTypeInfo {
  std::string_view short_name;
  std::string_view torch_name;
  int64_t item_size;
  std::string_view scalar_type_name;
  std::string_view type_meta_name;
  std::string_view legacy_type_name;
  std::string_view scalar_accessor_name;
};

constexpr std::array<DTypeInfo, kNumDTypes> kInfo = {{
    {"f64", "torch.float64", 8, "Double", "double", "torch.DoubleTensor", "double"},
    {"f32", "torch.float32", 4, "Float", "float", "torch.FloatTensor", "float"},
    {"f16", "torch.float16", 2, "Half", "c10::Half", "torch.HalfTensor", "at::Half"},
    {"bf16", "torch.bfloat16", 2, "BFloat16", "c10::BFloat16", "torch.BFloat16Tensor",
     "at::BFloat16"},
    {"i64", "torch.int64", 8, "Long", "long int", "torch.LongTensor", "int64_t"},
    {"i32", "torch.int32", 4, "Int", "int", "torch.IntTensor", "int"},
    {"i16", "torch.int16", 2, "Short", "short int", "torch.ShortTensor", "int16_t"},
    {"i8", "torch.int8", 1, "Char", "signed char", "torch.CharTensor", "int8_t"},
    {"u8", "torch.uint8", 1, "Byte", "unsigned char", "torch.ByteTensor", "uint8_t"},
    {"b8", "torch.bool", 1, "Bool", "bool", "torch.BoolTensor", "bool"},
}};

const DTypeInfo& info(DType dtype) {
  return kInfo[static_cast<size_t>(dtype)];
}

// c10's promotion lattice for our dtypes, indexed in c10's order u8 i8 i16 i32 i64 f16 f32 f64
// b8 bf16 so the table can be checked against c10/core/ScalarType.h by eye.
enum C10 { u1, i1, i2, i4, i8_, f2, f4, f8, b1, bf };
constexpr DType kC10ToOurs[] = {DType::u8,  DType::i8,  DType::i16, DType::i32, DType::i64,
                                DType::f16, DType::f32, DType::f64, DType::b8,  DType::bf16};
constexpr C10 kPromote[10][10] = {
    /*        u1  i1  i2  i4  i8  f2  f4  f8  b1  bf */
    /* u1 */ {u1, i2, i2, i4, i8_, f2, f4, f8, u1, bf},
    /* i1 */ {i2, i1, i2, i4, i8_, f2, f4, f8, i1, bf},
    /* i2 */ {i2, i2, i2, i4, i8_, f2, f4, f8, i2, bf},
    /* i4 */ {i4, i4, i4, i4, i8_, f2, f4, f8, i4, bf},
    /* i8 */ {i8_, i8_, i8_, i8_, i8_, f2, f4, f8, i8_, bf},
    /* f2 */ {f2, f2, f2, f2, f2, f2, f4, f8, f2, f4},
    /* f4 */ {f4, f4, f4, f4, f4, f4, f4, f8, f4, f4},
    /* f8 */ {f8, f8, f8, f8, f8, f8, f8, f8, f8, f8},
    /* b1 */ {u1, i1, i2, i4, i8_, f2, f4, f8, b1, bf},
    /* bf */ {bf, bf, bf, bf, bf, f4, f4, f8, bf, bf},
};

C10 toC10(DType dtype) {
  for (int i = 0; i < 10; ++i)
    if (kC10ToOurs[i] == dtype) return static_cast<C10>(i);
  return u1;
}

// at::native::combine_categories without complex types.
std::optional<DType> combineCategories(std::optional<DType> higher, std::optional<DType> lower) {
  if (!higher) return lower;
  if (!lower) return higher;
  if (isFloating(*higher)) return higher;
  if (*higher == DType::b8 || isFloating(*lower)) return promoteTypes(*higher, *lower);
  return higher;
}

void promoteInto(std::optional<DType>& slot, DType dtype) {
  slot = slot ? promoteTypes(*slot, dtype) : dtype;
}

} // namespace

std::string_view shortName(DType dtype) {
  return info(dtype).short_name;
}
std::string_view torchName(DType dtype) {
  return info(dtype).torch_name;
}
int64_t itemSize(DType dtype) {
  return info(dtype).item_size;
}
std::string_view scalarTypeName(DType dtype) {
  return info(dtype).scalar_type_name;
}

std::string_view typeMetaName(DType dtype) {
  return info(dtype).type_meta_name;
}

std::string legacyTypeName(DType dtype) {
  return std::string(info(dtype).legacy_type_name);
}

std::string_view scalarAccessorName(DType dtype) {
  return info(dtype).scalar_accessor_name;
}

std::optional<DType> dtypeFromShortName(std::string_view name) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (kInfo[i].short_name == name) return static_cast<DType>(i);
  return std::nullopt;
}

std::optional<DType> dtypeFromTorchAttr(std::string_view name) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (kInfo[i].torch_name.substr(6) == name) return static_cast<DType>(i);
  struct Alias {
    std::string_view name;
    DType dtype;
  };
  static constexpr Alias kAliases[] = {{"float", DType::f32}, {"double", DType::f64},
                                       {"half", DType::f16},  {"long", DType::i64},
                                       {"int", DType::i32},   {"short", DType::i16}};
  for (const auto& alias : kAliases)
    if (alias.name == name) return alias.dtype;
  return std::nullopt;
}

bool isFloating(DType dtype) {
  return dtype == DType::f64 || dtype == DType::f32 || dtype == DType::f16 || dtype == DType::bf16;
}

bool isIntegral(DType dtype, bool include_bool) {
  if (dtype == DType::b8) return include_bool;
  return !isFloating(dtype);
}

DType promoteTypes(DType a, DType b) {
  return kC10ToOurs[kPromote[toC10(a)][toC10(b)]];
}

bool canCast(DType from, DType to) {
  if (isFloating(from) && isIntegral(to, /*include_bool=*/false)) return false;
  return from == DType::b8 || to != DType::b8;
}

void ResultTypeState::addTensor(DType dtype, int64_t dim) {
  promoteInto(dim > 0 ? dim_result_ : zero_result_, dtype);
}

void ResultTypeState::addScalar(DType scalar_kind) {
  // A wrapped Python float takes the default dtype, not double.
  promoteInto(wrapped_result_, isFloating(scalar_kind) ? kDefaultFloat : scalar_kind);
}

std::optional<DType> ResultTypeState::result() const {
  return combineCategories(dim_result_, combineCategories(zero_result_, wrapped_result_));
}

} // namespace reinplace
