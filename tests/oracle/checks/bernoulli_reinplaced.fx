# Random ops the pass rewrites in place: bernoulli.p on a transposed clone becomes
# bernoulli_.float (its functional result is contiguous, self is not), bernoulli.Tensor on a
# clone becomes bernoulli_.Tensor. Both runs of a check draw from the stream of the node's name,
# element by element in logical order, so the rewrite computes the same samples (and the
# products read from them) as the original.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[4, 6][1, 4]", p: "f32[6]"):
    clone = torch.ops.aten.clone.default(x)
    bernoulli = torch.ops.aten.bernoulli.p(clone, 0.5);  clone = None
    mul = torch.ops.aten.mul.Tensor(bernoulli, x);  bernoulli = None
    sigmoid = torch.ops.aten.sigmoid.default(p);  p = None
    clone_1 = torch.ops.aten.clone.default(x);  x = None
    bernoulli_1 = torch.ops.aten.bernoulli.Tensor(clone_1, sigmoid);  clone_1 = sigmoid = None
    native_dropout = torch.ops.aten.native_dropout.default(mul, 0.25, True);  mul = None
    getitem = native_dropout[0]
    getitem_1 = native_dropout[1];  native_dropout = None
    return (getitem, getitem_1, bernoulli_1)
