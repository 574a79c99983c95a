#include "core/reinplace/report.h"

#include <gtest/gtest.h>

namespace reinplace {
namespace {

TEST(Decision, EachKindAnswersForItsOwnParts) {
  Decision kept = Decision::kept("mul", SafetyCheck::LaterUse, "self x is used later by y");
  EXPECT_EQ(kept.reason(), "self x is used later by y");
  EXPECT_EQ(kept.newTarget(), "");
  EXPECT_EQ(kept.reasonText(), "self x is used later by y");

  Decision inplaced = Decision::inplaced("add", "add_.Tensor");
  EXPECT_EQ(inplaced.newTarget(), "add_.Tensor");
  EXPECT_EQ(inplaced.reason(), "");
  EXPECT_EQ(inplaced.related(), "");
  EXPECT_EQ(inplaced.reasonText(), "inplaced add -> add_.Tensor");

  Decision rewritten =
      Decision::scatterRewritten("scatter", "select.int", "select_int", "copy__default");
  EXPECT_EQ(rewritten.newTarget(), "select.int");
  EXPECT_EQ(rewritten.related(), "select_int");
  EXPECT_EQ(rewritten.secondRelated(), "copy__default");
  EXPECT_EQ(rewritten.reasonText(),
            "scatter scatter -> select_int = select.int + copy__default = copy_");

  Decision removed = Decision::scatterRemoved("scatter_1", "addr_1");
  EXPECT_EQ(removed.related(), "addr_1");
  EXPECT_EQ(removed.secondRelated(), "");
  EXPECT_EQ(removed.reasonText(),
            "removed scatter_1: it writes back what addr_1 now writes in place");
}

TEST(Decision, IsSmall) {
  // A million-op graph gets most of a million decisions.
  EXPECT_LE(sizeof(Decision), 2 * sizeof(std::string) + 16); // two strings, kind and check
}

} // namespace
} // namespace reinplace
