# expect: 3:41: unexpected 'junk' at the end of the line
def forward(self, x: "f32[4]"):
    a = torch.ops.aten.clone.default(x) junk
    return a
