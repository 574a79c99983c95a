# where (broadcast condition and operands, promotion of mixed dtypes) and maximum (NaN
# propagates, -0.0 against 0.0, integers and bool).
def forward(self, c: "b8[3, 4]", r: "b8[4]", f: "f32[3, 4][1, 3]", g: "f32[4]", i: "i32[3, 4]", h: "f16[4]", d: "f64[]", n: "i64[4]", b: "b8[4]"):
    where = torch.ops.aten.where.self(c, f, g)
    where_1 = torch.ops.aten.where.self(r, i, f)
    where_2 = torch.ops.aten.where.self(c, h, d)
    where_3 = torch.ops.aten.where.self(r, n, i)
    where_4 = torch.ops.aten.where.self(c, i, i)
    maximum = torch.ops.aten.maximum.default(f, g)
    maximum_1 = torch.ops.aten.maximum.default(i, n)
    maximum_2 = torch.ops.aten.maximum.default(h, f)
    maximum_3 = torch.ops.aten.maximum.default(b, r)
    maximum_4 = torch.ops.aten.maximum.default(g, d)
    return (where, where_1, where_2, where_3, where_4, maximum, maximum_1, maximum_2, maximum_3, maximum_4)
