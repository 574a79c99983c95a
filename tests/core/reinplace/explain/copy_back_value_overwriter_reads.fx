# A value moved into an input must not be read by the op that overwrites the input either: add
# would live in x, and copy__1 would then copy into x from expand, a stride-0 view of x itself,
# which torch refuses ("some elements of the input tensor and the written-to tensor refer to a
# single memory location"). Found by the sound campaign.
# policy: sound
# expect: kept add: expand would live in input x, which copy__1 overwrites while it reads it [copy-back-value]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value => overlap-hazard at copy__1
def forward(self, x: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0)
    copy_ = torch.ops.aten.copy_.default(x, add)
    unbind = torch.ops.aten.unbind.int(add)
    getitem = unbind[0]
    expand = torch.ops.aten.expand.default(getitem, [1])
    copy__1 = torch.ops.aten.copy_.default(x, expand)
    return copy__1
