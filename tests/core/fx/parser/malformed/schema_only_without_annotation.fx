# expect: 3:5: aten.logit.default has no meta rule, so its result needs a meta annotation: logit: "f32[2, 3][3, 1]" = ...
def forward(self, x: "f32[4]"):
    logit = torch.ops.aten.logit.default(x)
    return logit
