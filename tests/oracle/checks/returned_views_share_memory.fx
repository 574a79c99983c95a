# In place, select_1 and transpose both view row 0 of clone; in the original they view two fresh tensors.
# Found by the generator's sound-policy property; upstream's pass gets it wrong too.
# oracle: sound => equivalent
# oracle: pytorch => output-aliasing
def forward(self, x: "f32[2]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, -2);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    transpose = torch.ops.aten.transpose.int(mul, 0, 0);  mul = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 0);  select_scatter = None
    return (select_1, transpose, x)
