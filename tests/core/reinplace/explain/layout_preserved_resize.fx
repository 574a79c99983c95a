# policy: sound
# expect: kept copy: in place the result would have strides [1, 4] instead of [6, 1], which resize depends on [layout-preserved]
# Found by executing the rewrite in torch: resize keeps the storage and lays it out contiguously,
# so a transposed self gives its elements in another order.
def forward(self, x: "f32[4, 6][1, 4]", y: "f32[4, 6]"):
    clone = torch.ops.aten.clone.default(x)
    copy = torch.ops.aten.copy.default(clone, y)
    resize = torch.ops.aten.resize.default(copy, [24])
    return resize
