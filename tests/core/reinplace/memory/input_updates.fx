# policy: sound
# SGD with momentum on f32[4, 3] (48 bytes each): functionalization computes the new p and buf
# and copies them back at the end. Written into the inputs, mul, add_1 and add_2 save their 48
# bytes each; removing a copy_ saves nothing, copy_ being in place already. add reads g, which
# no copy_ overwrites. Peak: the inputs (144) with add, mul and add_1 live at add_1 (original);
# with add alone (rewrite).
# expect: kept add: self g_1 aliases input g_1, and no later copy_ overwrites all of it [input-alias] (misses 48 bytes)
# expect: inplaced mul -> mul_.Tensor into input buf_1 (saves 48 bytes)
# expect: inplaced add_1 -> add_.Tensor into input buf_1 (saves 48 bytes)
# expect: removed copy__1: it copies back what add_1 now writes into the input in place (saves 0 bytes)
# expect: inplaced add_2 -> add_.Tensor into input p_1 (saves 48 bytes)
# expect: memory: 192 bytes allocated before, 48 after; 144 saved, 48 missed (input-alias 48)
# measured: original 192 bytes allocated, peak 288 bytes live (inputs 144 bytes)
# measured: rewrite 48 bytes allocated, peak 192 bytes live (inputs 144 bytes)
def forward(self, p_1: "f32[4, 3]", g_1: "f32[4, 3]", buf_1: "f32[4, 3]"):
    add = torch.ops.aten.add.Tensor(g_1, p_1, alpha = 0.0001)
    mul = torch.ops.aten.mul.Tensor(buf_1, 0.9)
    add_1 = torch.ops.aten.add.Tensor(mul, add)
    add_2 = torch.ops.aten.add.Tensor(p_1, add_1, alpha = -0.1)
    copy_ = torch.ops.aten.copy_.default(p_1, add_2)
    copy__1 = torch.ops.aten.copy_.default(buf_1, add_1)
    return None
