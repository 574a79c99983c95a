// Which gelu_backward calls torch 1.13 hands to oneDNN depends on the CPU: bf16 only where
// mkldnn_bf16_device_check finds AVX-512 BW, VL and DQ. The rule must ask the machine it runs
// on, as torch does (campaign --policy=pytorch --oracle=both, seed 90915: ATen raised on a bf16
// grad of another size where the reference computed it).

#include "core/meta/elementwise_rules.h"
#include "tests/core/meta/meta_cases.h"

#include <fstream>
#include <set>
#include <sstream>

namespace reinplace::test {
namespace {

// The CPU's feature flags as the kernel reports them, a second source beside the compiler's
// cpuid builtins.
std::set<std::string> cpuFlags() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("flags", 0) != 0) continue;
    std::istringstream words(line.substr(line.find(':') + 1));
    std::set<std::string> flags;
    for (std::string flag; words >> flag;) flags.insert(flag);
    return flags;
  }
  return {};
}

TEST(OneDnnGelu, BFloat16TakenExactlyOnAvx512BwVlDq) {
  std::set<std::string> flags = cpuFlags();
  if (flags.empty()) GTEST_SKIP() << "no /proc/cpuinfo flags to compare with";
  bool avx512 = flags.count("avx512bw") && flags.count("avx512vl") && flags.count("avx512dq");
  EXPECT_EQ(oneDnnTakesBFloat16(), avx512);
  EXPECT_EQ(geluUsesOneDnn(metaFromText("bf16[2]"), false), avx512);
}

TEST(OneDnnGelu, OnlyContiguousSelvesOfMoreThanOneElementWithTheErfForm) {
  EXPECT_TRUE(geluUsesOneDnn(metaFromText("f32[2, 3]"), false));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f32[2, 3]"), true));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f32[3, 2][1, 3]"), false));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f32[1]"), false));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f32[0, 2]"), false));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f64[2, 3]"), false));
  EXPECT_FALSE(geluUsesOneDnn(metaFromText("f16[2, 3]"), false));
}

// Observed in torch 1.13 on an AVX-512 CPU: bf16 raises as f32 does; a strided self takes
// ATen's kernel, which broadcasts.
TEST(OneDnnGelu, BFloat16GradOfAnotherSizeRaisesWhereOneDnnTakesIt) {
  const char* reorder = "could not create a primitive descriptor for a reorder primitive";
  // clang-format off
  checkCases({
      {"gelu_backward.default", {"f32[]", "f32[2]"}, {X(0), X(1)}, {}, Error(reorder)},
      {"gelu_backward.default", {"f32[2]", "f32[2, 2]"}, {X(0), X(1)}, {}, Error(reorder)},
      {"gelu_backward.default", {"f32[2]", "f32[1]"}, {X(0), X(1)}, {}, "f32[2][1]"},
      {"gelu_backward.default", {"bf16[2]", "bf16[2, 2][1, 2]"}, {X(0), X(1)}, {}, "bf16[2, 2][1, 2]"},
  });
  if (oneDnnTakesBFloat16())
    checkCases({
        {"gelu_backward.default", {"bf16[]", "bf16[2]"}, {X(0), X(1)}, {}, Error(reorder)},
        {"gelu_backward.default", {"bf16[2]", "bf16[2, 2]"}, {X(0), X(1)}, {}, Error(reorder)},
    });
  else
    checkCases({
        {"gelu_backward.default", {"bf16[]", "bf16[2]"}, {X(0), X(1)}, {}, "bf16[2][1]"},
        {"gelu_backward.default", {"bf16[2]", "bf16[2, 2]"}, {X(0), X(1)}, {}, "bf16[2, 2][2, 1]"},
    });
  // clang-format on
}

} // namespace
} // namespace reinplace::test
