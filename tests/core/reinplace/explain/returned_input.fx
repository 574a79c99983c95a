# The value copied back into the input is returned as well: in place, the output would be the
# input's own memory, which eager never returns.
# policy: sound
# expect: kept slice_scatter: returned slice_scatter would share memory with input x [returned-input]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=returned-input => output-aliasing
def forward(self, x: "f32[4, 3]", s: "f32[3, 3]"):
    slice_scatter = torch.ops.aten.slice_scatter.default(x, s, 0, 1, 4)
    copy_ = torch.ops.aten.copy_.default(x, slice_scatter)
    return slice_scatter
