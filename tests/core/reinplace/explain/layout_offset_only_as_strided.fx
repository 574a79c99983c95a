# as_strided's storage offset is absolute: in place, mul's result starts at offset 3 of clone,
# and the as_strided after it would read clone's first row instead of mul's values.
# policy: sound
# expect: kept mul: in place the result would have offset 3 instead of 0, which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch
def forward(self, x: "f32[2, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [3], [1], 0);  mul = None
    return as_strided
