// On generated graphs, the pass's static memory figures equal what the oracle measures: the
// bytes counted as allocated before the rewrite are what the original's run allocates, after
// it what the rewrite's run allocates (and what the pass counts on the rewritten graph itself),
// and the saving is their difference, under both policies
// and with a safety check switched off. Runs that stop at a fault (the pytorch policy's
// mis-compilations) allocated only part of the graph and are not compared. dtype-size is never
// the check switched off: without it an op may be put in place into a self of another dtype or
// size (cumsum of i32 is i64, cumsum_ keeps i32), so later ops compute and allocate results of
// that dtype or size, where the pass's meta still describes the functional program.

#include "core/reinplace/memory_accounting.h"
#include "core/reinplace/reinplace.h"
#include "generators/generation/materializer.h"
#include "generators/generation/recipe_gen.h"
#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

namespace reinplace::gen {
namespace {

RC_GTEST_PROP(GeneratedGraphs, StaticMemoryFiguresAreWhatTheOracleMeasures, ()) {
  Graph original = materialize(*recipeGen());
  ReinplaceOptions options;
  options.policy = *rc::gen::element(Policy::Sound, Policy::PyTorch);
  std::vector<SafetyCheck> skippable;
  for (const auto& info : allSafetyChecks())
    if (info.check != SafetyCheck::DtypeSize) skippable.push_back(info.check);
  if (*rc::gen::arbitrary<bool>())
    options.skipped_checks = {skippable[*rc::gen::inRange<size_t>(0, skippable.size())]};
  Graph rewritten = original.clone();
  ReinplaceReport report = reinplace(rewritten, options);
  const MemoryTotals& memory = report.memory;
  RC_ASSERT(memory.bytes_allocated_before - memory.bytes_allocated_after == memory.bytes_saved);
  RC_ASSERT(memory.bytes_allocated_after == allocatedBytes(rewritten));
  auto inputs = oracle::makeInputs(original, {0, false});
  oracle::Execution before = oracle::execute(original, oracle::copyTensors(inputs));
  oracle::Execution after = oracle::execute(rewritten, oracle::copyTensors(inputs));
  RC_PRE(!before.fault && !after.fault);
  RC_ASSERT(memory.bytes_allocated_before == before.memory.allocated_bytes);
  RC_ASSERT(memory.bytes_allocated_after == after.memory.allocated_bytes);
  // In-placing frees nothing early, but it never allocates more either.
  RC_ASSERT(after.memory.allocated_bytes <= before.memory.allocated_bytes);
}

} // namespace
} // namespace reinplace::gen
