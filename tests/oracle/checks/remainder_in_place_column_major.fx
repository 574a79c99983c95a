# remainder goes in place into reciprocal, laid out column-major after x. torch's in-place kernel
# writes through self's strides, and cpu_kernel_vec picks the elements of its vectorized loop
# (whose fmod gives NaN where a finite a / b overflows) by them. The oracle computed an in-place
# op into a contiguous scratch first, so it took other elements into the vectorized loop and
# reported a value-mismatch on special values that torch does not show (2,000 random special
# inputs in torch: no difference). Found by a sound campaign of 40 nodes (seed 66521).
# oracle: sound => equivalent
# oracle: sound --dictionary => equivalent
def forward(self, x: "f32[4, 4][1, 4]"):
    reciprocal = torch.ops.aten.reciprocal.default(x)
    remainder = torch.ops.aten.remainder.Tensor(reciprocal, x);  reciprocal = x = None
    return remainder
