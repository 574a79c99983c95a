# An integer tensor times a float is a float tensor: only the dtype-size check keeps the pass
# from multiplying in place into the i64 clone.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --unsafe-skip-check=dtype-size => invalid-graph at mul
def forward(self, x_1: "i64[4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    mul = torch.ops.aten.mul.Tensor(clone, 0.5);  clone = None
    return mul
