# policy: sound
# Four candidates, each kept by a check, each missing its result's bytes: add writes into an
# input (f32[8], 32 bytes); mul of i32 by 0.5 is f32[8] (32 bytes), which does not fit in i32;
# sub's self is an expanded [1, 4] (its f32[3, 4] result, 48 bytes, would write one element
# thrice); add_1 reads the transpose of its self (f32[3, 3], 36 bytes). Nothing is rewritten.
# Peak: the inputs (116 bytes) and, at add_1, add, mul, sub, clone_2 and add_1 (184).
# expect: kept add: self x aliases input x, and no later copy_ overwrites all of it [input-alias] (misses 32 bytes)
# expect: kept mul: result f32[8] does not fit in self clone i32[8] [dtype-size] (misses 32 bytes)
# expect: kept sub: self expand f32[3, 4][0, 1] has internal overlap [internal-overlap] (misses 48 bytes)
# expect: kept add_1: argument t overlaps self clone_2 [argument-overlap] (misses 36 bytes)
# expect: memory: 232 bytes allocated before, 232 after; 0 saved, 148 missed (dtype-size 32, internal-overlap 48, input-alias 32, argument-overlap 36)
# measured: original 232 bytes allocated, peak 300 bytes live (inputs 116 bytes)
# measured: rewrite 232 bytes allocated, peak 300 bytes live (inputs 116 bytes)
def forward(self, x: "f32[8]", i: "i32[8]", r: "f32[1, 4]", z: "f32[3, 3]"):
    add = torch.ops.aten.add.Tensor(x, 1)
    clone = torch.ops.aten.clone.default(i)
    mul = torch.ops.aten.mul.Tensor(clone, 0.5)
    clone_1 = torch.ops.aten.clone.default(r)
    expand = torch.ops.aten.expand.default(clone_1, [3, 4])
    sub = torch.ops.aten.sub.Tensor(expand, 1)
    clone_2 = torch.ops.aten.clone.default(z)
    t = torch.ops.aten.t.default(clone_2)
    add_1 = torch.ops.aten.add.Tensor(clone_2, t)
    return (add, mul, sub, add_1)
