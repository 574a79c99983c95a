// The reference kernels against PyTorch eager: every graph in tests/oracle/kernels has a
// FILE.fx.expected.json with what torch 1.13 returns for the oracle's own seeded inputs (made by
// tests/oracle/make_expected_values.py). The interpreter must return the same dtypes, sizes and
// bitwise the same values (NaN matching any NaN), or values within the file's
// "# tolerance-ulps: N" where vectorized math in torch rounds differently from libm,
// "# tolerance-abs: X" where torch's result comes from an approximation whose error ulps do not
// bound near zero (oneDNN's erf), and "# tolerance-relative: R" (R * max(1, |value|)) where torch
// associates long sums in blocks.

#include "core/fx/parser.h"
#include "core/meta/builtin_registry.h"
#include "oracle/inputs/inputs.h"
#include "oracle/runtime/element.h"
#include "oracle/runtime/tensor_text.h"
#include "tests/oracle/json_reader.h"
#include "tests/test_files.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <sstream>

namespace reinplace::oracle {
namespace {

using testing::JsonValue;

const std::string kKernelDir = "tests/oracle/kernels";

struct Trial {
  uint64_t seed = 0;
  bool special_values = false;
  bool operator==(const Trial&) const = default;
};

// "# trials: seed=0 seed=1:special" (the default when the line is absent).
std::vector<Trial> trialsOf(const std::string& text) {
  std::string line = testing::directive(text, "trials");
  if (line.empty()) line = "seed=0 seed=1:special";
  std::vector<Trial> trials;
  std::istringstream tokens(line);
  for (std::string token; tokens >> token;) {
    Trial trial;
    if (token.ends_with(":special")) {
      trial.special_values = true;
      token.resize(token.size() - 8);
    }
    if (!token.starts_with("seed=")) throw std::runtime_error("bad trial '" + token + "'");
    trial.seed = std::stoull(token.substr(5));
    trials.push_back(trial);
  }
  return trials;
}

struct Tolerance {
  int64_t ulps = 0;
  double absolute = 0;
  double relative = 0;
};

Tolerance toleranceOf(const std::string& text) {
  std::string ulps = testing::directive(text, "tolerance-ulps");
  std::string absolute = testing::directive(text, "tolerance-abs");
  std::string relative = testing::directive(text, "tolerance-relative");
  return {ulps.empty() ? 0 : std::stoll(ulps), absolute.empty() ? 0 : std::stod(absolute),
          relative.empty() ? 0.0 : std::stod(relative)};
}

// One expected element, stored in `dtype`'s width. Floats are the exact doubles torch holds, so
// narrowing them to the dtype is exact.
std::array<std::byte, 8> expectedElement(const JsonValue& value, DType dtype) {
  std::array<std::byte, 8> slot{};
  if (value.kind == JsonValue::Kind::Bool) {
    storeElement<bool>(slot.data(), dtype, value.boolean);
  } else if (value.kind == JsonValue::Kind::String) {
    double special = value.text == "nan"   ? std::nan("")
                     : value.text == "inf" ? INFINITY
                     : value.text == "-inf"
                         ? -INFINITY
                         : throw std::runtime_error("unexpected value \"" + value.text + "\"");
    storeElement<double>(slot.data(), dtype, special);
  } else if (isFloating(dtype)) {
    double parsed = 0;
    const std::string& text = value.text;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
    if (error != std::errc{}) throw std::runtime_error("bad number " + text);
    storeElement<double>(slot.data(), dtype, parsed);
  } else {
    int64_t parsed = 0;
    const std::string& text = value.text;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), parsed);
    if (error != std::errc{}) throw std::runtime_error("bad integer " + text);
    storeElement<int64_t>(slot.data(), dtype, parsed);
  }
  return slot;
}

// The element's bits as an integer that counts ulps monotonically through zero.
int64_t orderedBits(const std::byte* at, DType dtype) {
  auto ordered = [](int64_t magnitude, bool negative) { return negative ? -magnitude : magnitude; };
  if (dtype == DType::f64) {
    uint64_t bits;
    std::memcpy(&bits, at, 8);
    return ordered(static_cast<int64_t>(bits & ~(uint64_t{1} << 63)), bits >> 63);
  }
  if (dtype == DType::f32) {
    uint32_t bits;
    std::memcpy(&bits, at, 4);
    return ordered(bits & 0x7fffffffu, bits >> 31);
  }
  uint16_t bits;
  std::memcpy(&bits, at, 2);
  return ordered(bits & 0x7fff, bits >> 15);
}

bool withinTolerance(const std::byte* actual, const std::byte* expected, DType dtype,
                     Tolerance tolerance) {
  if (sameElement(actual, expected, dtype)) return true;
  if ((tolerance.ulps == 0 && tolerance.absolute == 0 && tolerance.relative == 0) ||
      !isFloating(dtype))
    return false;
  double a = loadElement<double>(actual, dtype), b = loadElement<double>(expected, dtype);
  if (std::isnan(a) || std::isnan(b)) return false;
  if (std::isfinite(a) && std::isfinite(b) && std::abs(a - b) <= tolerance.absolute) return true;
  if (tolerance.relative > 0 && !std::isinf(a) && !std::isinf(b) &&
      std::abs(a - b) <= tolerance.relative * std::max({1.0, std::abs(a), std::abs(b)}))
    return true;
  return std::abs(orderedBits(actual, dtype) - orderedBits(expected, dtype)) <= tolerance.ulps;
}

// Checks one output; returns how many values were compared.
int64_t compareOutput(const RuntimeTensor& actual, const JsonValue& expected, Tolerance tolerance,
                      const std::string& where) {
  std::string dtype_name = expected.at("dtype").text;
  EXPECT_EQ(shortName(actual.layout.dtype), dtype_name) << where;
  Shape sizes;
  for (const JsonValue& size : expected.at("sizes").items) sizes.push_back(std::stoll(size.text));
  EXPECT_EQ(actual.layout.sizes, sizes) << where;
  if (shortName(actual.layout.dtype) != dtype_name || actual.layout.sizes != sizes) return 0;
  const std::vector<JsonValue>& values = expected.at("values").items;
  std::vector<int64_t> offsets = elementOffsets(actual.layout);
  EXPECT_EQ(offsets.size(), values.size()) << where;
  int shown = 0;
  for (size_t i = 0; i < offsets.size() && i < values.size(); ++i) {
    DType dtype = actual.layout.dtype;
    std::array<std::byte, 8> want = expectedElement(values[i], dtype);
    const std::byte* got = actual.element(offsets[i]);
    if (!withinTolerance(got, want.data(), dtype, tolerance) && shown++ < 5)
      ADD_FAILURE() << where << " at " << indexText(static_cast<int64_t>(i), sizes) << ": got "
                    << elementText(got, dtype) << ", torch gives "
                    << elementText(want.data(), dtype);
  }
  return static_cast<int64_t>(values.size());
}

std::vector<std::filesystem::path> kernelGraphs() {
  return testing::filesUnder(kKernelDir);
}

std::string caseName(const ::testing::TestParamInfo<std::filesystem::path>& info) {
  std::string relative =
      std::filesystem::relative(info.param, testing::sourcePath(kKernelDir)).string();
  std::string name;
  for (char c : relative.substr(0, relative.size() - 3))
    name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

class KernelValues : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(KernelValues, MatchTorch) {
  const std::filesystem::path& path = GetParam();
  std::filesystem::path expected_path = path.string() + ".expected.json";
  ASSERT_TRUE(std::filesystem::exists(expected_path))
      << expected_path << " is missing: run tests/oracle/make_expected_values.py";
  std::string text = testing::readFile(path);
  Tolerance tolerance = toleranceOf(text);
  std::vector<Trial> trials = trialsOf(text);
  JsonValue expected = testing::parseJson(testing::readFile(expected_path));
  const std::vector<JsonValue>& expected_trials = expected.at("trials").items;
  ASSERT_EQ(expected_trials.size(), trials.size()) << "stale " << expected_path;
  Graph graph = loadGraph(path.string(), builtinRegistry());
  int64_t compared = 0;
  for (size_t t = 0; t < trials.size(); ++t) {
    const JsonValue& want = expected_trials[t];
    ASSERT_EQ(std::stoull(want.at("seed").text), trials[t].seed) << "stale " << expected_path;
    ASSERT_EQ(want.at("special_values").boolean, trials[t].special_values)
        << "stale " << expected_path;
    std::string trial_name =
        "seed=" + std::to_string(trials[t].seed) + (trials[t].special_values ? ":special" : "");
    Execution run = execute(graph, makeInputs(graph, {trials[t].seed, trials[t].special_values}));
    ASSERT_FALSE(run.fault) << trial_name << ": " << run.fault->message;
    const std::vector<JsonValue>& outputs = want.at("outputs").items;
    ASSERT_EQ(run.outputs.size(), outputs.size()) << trial_name;
    for (size_t k = 0; k < outputs.size(); ++k)
      compared += compareOutput(*run.outputs[k], outputs[k], tolerance,
                                trial_name + " output " + std::to_string(k));
  }
  EXPECT_GT(compared, 0);
}

INSTANTIATE_TEST_SUITE_P(Graphs, KernelValues, ::testing::ValuesIn(kernelGraphs()), caseName);

TEST(KernelValuesSuite, CoversEveryFamily) {
  // Guards against an empty or misplaced corpus silently passing.
  EXPECT_GE(kernelGraphs().size(), 40u);
}

TEST(KernelValuesSuite, UlpDistanceCountsThroughZero) {
  std::array<std::byte, 8> a{}, b{};
  storeElement<double>(a.data(), DType::f32, -0.0);
  storeElement<double>(b.data(), DType::f32, 0x1p-149);
  EXPECT_TRUE(withinTolerance(a.data(), b.data(), DType::f32, {1, 0}));
  storeElement<double>(a.data(), DType::f16, 1.0);
  storeElement<double>(b.data(), DType::f16, 1.0 + 0x1p-9);
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f16, {1, 0}));
  EXPECT_TRUE(withinTolerance(a.data(), b.data(), DType::f16, {2, 0}));
  storeElement<double>(b.data(), DType::f16, std::nan(""));
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f16, {100, 0}));
}

TEST(KernelValuesSuite, AbsoluteToleranceNearZero) {
  std::array<std::byte, 8> a{}, b{};
  storeElement<double>(a.data(), DType::f32, 1e-30);
  storeElement<double>(b.data(), DType::f32, -2e-7);
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f32, {1000, 0}));
  EXPECT_TRUE(withinTolerance(a.data(), b.data(), DType::f32, {0, 1e-6}));
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f32, {0, 1e-7}));
  storeElement<double>(b.data(), DType::f32, INFINITY);
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f32, {0, 1e300}));
}

TEST(KernelValuesSuite, RelativeToleranceScalesWithTheLargerValue) {
  std::array<std::byte, 8> a{}, b{};
  storeElement<double>(a.data(), DType::f64, 1000.0);
  storeElement<double>(b.data(), DType::f64, 1000.0 + 1e-3);
  EXPECT_TRUE(withinTolerance(a.data(), b.data(), DType::f64, {0, 0, 1e-6}));
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f64, {0, 0, 1e-7}));
  // Below 1 the bound is absolute: a near-zero sum may cancel to any small value.
  storeElement<double>(a.data(), DType::f64, 1e-9);
  storeElement<double>(b.data(), DType::f64, -1e-9);
  EXPECT_TRUE(withinTolerance(a.data(), b.data(), DType::f64, {0, 0, 1e-8}));
  storeElement<double>(b.data(), DType::f64, INFINITY);
  EXPECT_FALSE(withinTolerance(a.data(), b.data(), DType::f64, {0, 0, 1.0}));
}

} // namespace
} // namespace reinplace::oracle
