# Issue 31 item 7: topk's indices feed a scatter. Before topk had a reference kernel its
# uninterpreted indices made the reference raise at the scatter while ATen computed it.
# oracle: sound => equivalent
def forward(self, x_1: "f32[4, 8]", w_1: "f32[4, 3]"):
    topk = torch.ops.aten.topk.default(x_1, 3)
    getitem: "f32[4, 3][3, 1]" = topk[0]
    getitem_1: "i64[4, 3][3, 1]" = topk[1];  topk = None
    zeros_like: "f32[4, 8][8, 1]" = torch.ops.aten.zeros_like.default(x_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  x_1 = None
    mul: "f32[4, 3][3, 1]" = torch.ops.aten.mul.Tensor(getitem, w_1);  getitem = w_1 = None
    scatter: "f32[4, 8][8, 1]" = torch.ops.aten.scatter.src(zeros_like, -1, getitem_1, mul);  zeros_like = getitem_1 = mul = None
    return scatter
