# Mutations of two views of one storage that functionalization copies back one after the other,
# each before the next op reads the storage (`a.add_(1); b.mul_(3)` with b = a.t()): each op
# can write into its input in place, and both copy_ statements go.
# policy: sound
# expect: inplaced add -> add_.Tensor into input a
# expect: removed copy_: it copies back what add now writes into the input in place
# expect: inplaced mul -> mul_.Tensor into input a
# expect: removed copy__1: it copies back what mul now writes into the input in place
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, a: "f32[2, 2] in s", b: "f32[2, 2][1, 2] in s"):
    add = torch.ops.aten.add.Tensor(a, 1)
    copy_ = torch.ops.aten.copy_.default(a, add)
    mul = torch.ops.aten.mul.Tensor(b, 3)
    copy__1 = torch.ops.aten.copy_.default(b, mul)
    return ()
