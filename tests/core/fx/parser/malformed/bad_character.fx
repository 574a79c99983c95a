# expect: 3:5: unexpected character '$'
def forward(self, x: "f32[4]"):
    $a = torch.ops.aten.clone.default(x)
    return a
