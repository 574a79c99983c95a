# unsafe_split's pieces are views of its input (LSTM and GRU cells split their gates with it),
# though its schema carries no alias annotation. sigmoid_ on a piece would change clone.
def forward(self, arg0_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(clone, 2)
    getitem = unsafe_split[0]
    getitem_1 = unsafe_split[1];  unsafe_split = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem);  getitem = None
    tanh = torch.ops.aten.tanh.default(getitem_1);  getitem_1 = None
    return (sigmoid, tanh, clone)
