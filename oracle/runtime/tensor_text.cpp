#include "oracle/runtime/tensor_text.h"

#include "core/ir/arg.h"
#include "oracle/runtime/element.h"

#include <charconv>
#include <cmath>

namespace reinplace::oracle {

namespace {

std::string shortestFloat(float value) {
  char buffer[32];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  std::string text(buffer, end);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

std::string jsonElement(const std::byte* at, DType dtype) {
  if (dtype == DType::b8) return loadElement<bool>(at, dtype) ? "true" : "false";
  if (!isFloating(dtype)) return std::to_string(loadElement<int64_t>(at, dtype));
  double value = loadElement<double>(at, dtype);
  if (std::isnan(value)) return "\"nan\"";
  if (std::isinf(value)) return value > 0 ? "\"inf\"" : "\"-inf\"";
  // Shortest digits that read back to the same element of its own width.
  if (dtype == DType::f64) return pythonFloatRepr(value);
  return shortestFloat(static_cast<float>(value));
}

std::string intList(const Shape& values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

} // namespace

std::string elementText(const std::byte* at, DType dtype) {
  if (dtype == DType::b8) return loadElement<bool>(at, dtype) ? "True" : "False";
  if (!isFloating(dtype)) return std::to_string(loadElement<int64_t>(at, dtype));
  double value = loadElement<double>(at, dtype);
  if (dtype == DType::f64 || std::isnan(value) || std::isinf(value)) return pythonFloatRepr(value);
  return shortestFloat(static_cast<float>(value));
}

std::string tensorJson(const RuntimeTensor& tensor) {
  const TensorMeta& layout = tensor.layout;
  std::string values;
  forEachOffset(layout, [&](int64_t offset) {
    if (!values.empty()) values += ", ";
    values += jsonElement(tensor.element(offset), layout.dtype);
  });
  // Values an op without a kernel computed, or that depend on random draws, are flagged, so no
  // comparison takes them for torch's.
  std::string marks = tensor.storage->uninterpreted() ? ", \"uninterpreted\": true" : "";
  if (tensor.storage->random()) marks += ", \"random\": true";
  return "{\"dtype\": \"" + std::string(shortName(layout.dtype)) +
         "\", \"sizes\": " + intList(layout.sizes) + ", \"strides\": " + intList(layout.strides) +
         ", \"storage_offset\": " + std::to_string(layout.storage_offset) + marks +
         ", \"values\": [" + values + "]}";
}

std::string tensorsJson(const std::vector<TensorHandle>& tensors) {
  std::string out = "[";
  for (size_t i = 0; i < tensors.size(); ++i) out += (i ? ",\n " : "") + tensorJson(*tensors[i]);
  return out + "]\n";
}

std::string indexText(int64_t flat, const Shape& sizes) {
  Shape index(sizes.size(), 0);
  for (size_t d = sizes.size(); d-- > 0;) {
    if (sizes[d] == 0) break;
    index[d] = flat % sizes[d];
    flat /= sizes[d];
  }
  return intList(index);
}

std::string tensorText(const RuntimeTensor& tensor) {
  const TensorMeta& layout = tensor.layout;
  std::vector<int64_t> offsets = elementOffsets(layout);
  constexpr size_t kShown = 64;
  std::string values;
  for (size_t i = 0; i < offsets.size() && i < kShown; ++i)
    values += (i ? ", " : "") + elementText(tensor.element(offsets[i]), layout.dtype);
  if (offsets.size() > kShown)
    values += ", ... (" + std::to_string(offsets.size() - kShown) + " more)";
  std::string text = formatMeta(layout, true) + " [" + values + "]";
  if (tensor.storage->uninterpreted())
    text += " (uninterpreted: computed by an op without a kernel, not torch's values)";
  if (tensor.storage->random()) text += " (random: seeded, not torch's generator)";
  return text;
}

} // namespace reinplace::oracle
