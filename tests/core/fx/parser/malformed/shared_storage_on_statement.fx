# expect: 3:20: only a parameter can name a shared storage ('in s'); a statement's value lives where its op puts it
def forward(self, a: "f32[4] in s"):
    clone: "f32[4] in s" = torch.ops.aten.clone.default(a)
    return clone
