// What a run allocates and its peak of live bytes (oracle/runtime/memory_use.h), on small graphs
// whose figures are worked out by hand in the comments. f32 throughout: 4 bytes an element.

#include "oracle/inputs/inputs.h"
#include "oracle/interpreter/interpreter.h"
#include "tests/oracle/runtime_fixtures.h"

#include <gtest/gtest.h>

namespace reinplace::oracle {
namespace {

using testing::graphOf;

MemoryUse memoryOf(const std::string& code) {
  Graph graph = graphOf(code);
  Execution run = execute(graph, makeInputs(graph, {0, false}));
  EXPECT_FALSE(run.fault) << run.fault->message;
  return run.memory;
}

// clone and add (32 bytes each) are fresh; the input (32) is not counted as allocated but is
// live throughout. The result u nobody reads is freed right after its own step.
TEST(MemoryUse, AnUnreadResultIsLiveOnlyAtItsStep) {
  MemoryUse use = memoryOf(R"(def forward(self, x: "f32[8]"):
    a = torch.ops.aten.add.Tensor(x, 1)
    u = torch.ops.aten.mul.Tensor(x, 3)
    b = torch.ops.aten.mul.Tensor(a, 2)
    return b
)");
  EXPECT_EQ(use.input_bytes, 32);
  EXPECT_EQ(use.allocated_bytes, 96);
  // At u: a and u (64); at b: a and b (64), u gone. Plus the input.
  EXPECT_EQ(use.peak_live_bytes, 96);
  EXPECT_FALSE(use.stopped_at_fault);
}

// The pieces of split are views of clone: clone's 32 bytes stay live until the last piece is
// read (mul), though the first piece's last reader (add) came before.
TEST(MemoryUse, AStorageLivesUntilTheLastUseOfAnyViewOfIt) {
  MemoryUse use = memoryOf(R"(def forward(self, x: "f32[8]"):
    clone = torch.ops.aten.clone.default(x)
    split = torch.ops.aten.split.Tensor(clone, 4)
    getitem = split[0]
    getitem_1 = split[1]
    add = torch.ops.aten.add.Tensor(getitem, 1)
    mul = torch.ops.aten.mul.Tensor(getitem_1, 2)
    relu = torch.ops.aten.relu.default(add)
    return (relu, mul)
)");
  EXPECT_EQ(use.allocated_bytes, 32 + 16 + 16 + 16);
  // At mul: the input, clone, add and mul. At relu clone is gone: input, add, mul, relu (80).
  EXPECT_EQ(use.peak_live_bytes, 32 + 32 + 16 + 16);
}

// resize_ grows clone's storage from 4 to 10 elements (torch 1.13 reallocates it to 40 bytes):
// no fresh storage, so not allocated, but live from then on.
TEST(MemoryUse, WhatResizeAddsCountsInThePeakOnly) {
  MemoryUse use = memoryOf(R"(def forward(self, x: "f32[4]"):
    clone = torch.ops.aten.clone.default(x)
    resize_ = torch.ops.aten.resize_.default(clone, [10])
    return resize_
)");
  EXPECT_EQ(use.allocated_bytes, 16);
  EXPECT_EQ(use.peak_live_bytes, 16 + 40);
}

// An in-place op computes into scratch and copies into self: the scratch is the kernel's own
// working memory, not an allocation of the program (torch's add_ writes self directly).
TEST(MemoryUse, AnInPlaceOpAllocatesNothing) {
  MemoryUse use = memoryOf(R"(def forward(self, x: "f32[8]"):
    clone = torch.ops.aten.clone.default(x)
    add_ = torch.ops.aten.add_.Tensor(clone, 1)
    return add_
)");
  EXPECT_EQ(use.allocated_bytes, 32);
  EXPECT_EQ(use.peak_live_bytes, 64);
}

// A run that stops at a fault says so; its figures cover the nodes before the fault.
TEST(MemoryUse, AFaultStopsTheCount) {
  Graph graph = graphOf(R"(def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x)
    expand = torch.ops.aten.expand.default(clone, [2, 3])
    mul_ = torch.ops.aten.mul_.Tensor(expand, 2)
    add = torch.ops.aten.add.Tensor(mul_, 1)
    return add
)");
  Execution run = execute(graph, makeInputs(graph, {0, false}));
  ASSERT_TRUE(run.fault);
  EXPECT_TRUE(run.memory.stopped_at_fault);
  EXPECT_EQ(run.memory.allocated_bytes, 12); // clone; add never ran
  EXPECT_NE(run.memory.text().find("up to the fault"), std::string::npos);
}

} // namespace
} // namespace reinplace::oracle
