# expect: 3:5: addcdiv.default: Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / tensor2), for all dtypes.
def forward(self, x: "f32[3]", i: "i64[3]", j: "i32[3]"):
    out = torch.ops.aten.addcdiv.default(x, i, j)
    return out
