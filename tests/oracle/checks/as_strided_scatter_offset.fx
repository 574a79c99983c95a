# as_strided's offset is absolute: on select (offset 1) it addresses relu[0], on the scatter's fresh copy element 0.
# Found by the generator's sound-policy property; upstream's pass gets it wrong too.
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, x: "f32[2]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    select = torch.ops.aten.select.int(relu, 0, 1);  relu = None
    relu_1 = torch.ops.aten.relu.default(select)
    as_strided = torch.ops.aten.as_strided.default(relu_1, [1, 1], [0, 1], 0);  relu_1 = None
    add = torch.ops.aten.add.Tensor(as_strided, -2);  as_strided = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(select, add, [1, 1], [0, 1], 0);  select = add = None
    return as_strided_scatter
