# add's self is x.t(); in place its result would sit transposed in x, and the copy_ back would
# copy it onto x through another layout: a copy between overlapping, different views.
# policy: sound
# expect: kept add: in place, copy_ would copy add onto memory of x that it partly shares [copy-back-source]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-source => overlap-hazard at copy_
def forward(self, x: "f32[3, 3]"):
    t = torch.ops.aten.t.default(x)
    add = torch.ops.aten.add.Tensor(t, 1)
    copy_ = torch.ops.aten.copy_.default(x, add)
    return None
