# expect: 3:5: bmm.default: Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [3, 4].
def forward(self, a: "f32[2, 3, 4]", b: "f32[3, 4, 5]"):
    y = torch.ops.aten.bmm.default(a, b)
    return y
