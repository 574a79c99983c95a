# relu of input y may be written into y, which copy_ then overwrites with x; the returned piece of
# relu's split would read x. Found by the sound campaign.
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=copy-back-value --unsafe-skip-check=returned-input => input-mutated at copy__1
def forward(self, x: "f32[1]", y: "f32[1]"):
    relu = torch.ops.aten.relu.default(y)
    split = torch.ops.aten.split.Tensor(relu, 1);  relu = None
    getitem = split[0];  split = None
    copy_ = torch.ops.aten.copy_.default(y, x);  y = None
    copy__1 = torch.ops.aten.copy_.default(x, getitem);  x = None
    return getitem
