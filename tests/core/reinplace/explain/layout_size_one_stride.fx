# In place, relu's result keeps as_strided's stride 1 on its size-1 dimension instead of a fresh
# tensor's 3: the same elements either way, so the view after it reads the same values.
# policy: sound
# expect: inplaced relu -> relu_.default
# oracle: sound => equivalent
def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x)
    as_strided = torch.ops.aten.as_strided.default(clone, [1, 3], [1, 1], 0)
    relu = torch.ops.aten.relu.default(as_strided)
    view = torch.ops.aten.view.default(relu, [3])
    return view
