// Every file in tests/core/meta/hostile/ is one op given extreme integers (sizes, strides,
// offsets, dims, indices near the ends of int64). "# expect: LINE:COL: MESSAGE-PREFIX": loading
// must fail with exactly that location and message, as a located error, never a crash or an
// overflowed meta. "# torch-result:": torch computes a result, and so must the meta rules.
// tools/hostile_vs_torch.py holds each file against torch 1.13.

#include "tests/bad_graph_files.h"

namespace reinplace {
namespace {

TEST(HostileIntegers, EachOpGivesItsCleanErrorOrItsResult) {
  testing::expectEachFileGivesItsError("tests/core/meta/hostile", 72);
}

} // namespace
} // namespace reinplace
