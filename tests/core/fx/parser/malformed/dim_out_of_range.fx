# expect: 3:5: select.int: 
def forward(self, x: "f32[4, 4]"):
    a = torch.ops.aten.select.int(x, 2, 0)
    return a
