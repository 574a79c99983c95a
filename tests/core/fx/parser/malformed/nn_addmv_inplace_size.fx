# expect: 3:5: addmv_.default: Bad in-place call: input tensor size [1] and output tensor size [5] should match
def forward(self, s: "f32[1]", m: "f32[5, 3]", v: "f32[3]"):
    y = torch.ops.aten.addmv_.default(s, m, v)
    return y
