# In place, mul's result (an int64 0-dim tensor) lives at offset 1 of clone, and as_strided reads
# position 0, clone's other element. Its copy clone_1 is read by nobody but an expand to no
# elements: an integer value it cannot raise on, so mul goes in place (integers are fine where
# the op takes any value; layout_unread_reader_index.fx is one that does not).
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "i64[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    mul = torch.ops.aten.mul.Tensor(select, 2);  select = None
    as_strided = torch.ops.aten.as_strided.default(mul, [1, 1], [0, 0], 0)
    clone_1 = torch.ops.aten.clone.default(as_strided);  as_strided = None
    expand = torch.ops.aten.expand.default(clone_1, [0, 0, 0]);  clone_1 = None
    return (expand, mul)
