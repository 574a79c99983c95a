# A value moved into an input must not be written after the copy_ epilogue took it: add would
# live in y, and native_batch_norm in training mode writes its running_var (add) inside the
# kernel, which no schema says; in the program that write leaves y alone. Found by the sound
# campaign.
# policy: sound
# expect: kept add: add would live in the memory of self y, where native_batch_norm writes it after copy_ took its value [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => input-mutated at add
def forward(self, x: "f32[2, 1]", y: "f32[1]", running_mean: "f32[1]"):
    add = torch.ops.aten.add.Tensor(y, 0)
    copy_ = torch.ops.aten.copy_.default(y, add)
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, add, True, 0.5, 1e-05)
    getitem = native_batch_norm[0]
    return (copy_, getitem)
