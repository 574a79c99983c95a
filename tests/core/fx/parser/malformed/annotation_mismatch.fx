# expect: 3:5: annotation of 'a' says f32[8] but the inferred meta is f32[4]
def forward(self, x: "f32[4]"):
    a: "f32[8]" = torch.ops.aten.clone.default(x)
    return a
