# conj_physical of a real tensor returns its argument itself. The sound pass removed
# select_scatter (its source select_1 already sits where it writes), which moves the scatter's
# value into clone's memory, and conj_physical's result, the same tensor, with it: the two
# returned values conj_physical and select_1 came to share memory (output-aliasing). The
# distinct-outputs check counted conj_physical among the moved values but looked for it where
# its functional meta put it; the real layout of a result that is its argument now follows the
# argument. Found by campaign --oracle=both --nodes=64 (seed 308473, 1 of 10,000), shrunk from
# 101 ops.
# policy: sound
# expect: kept select_scatter: returned conj_physical would share memory with returned select_1 [distinct-outputs]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=distinct-outputs => output-aliasing at select_1
# oracle: pytorch => equivalent
def forward(self, select: "f32[1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(clone, select_1, 0, 0);  clone = None
    conj_physical = torch.ops.aten.conj_physical.default(select_scatter);  select_scatter = None
    return (conj_physical, select_1)
