# bf16 group norm runs ATen's kernel in c10::BFloat16 arithmetic: scale = rstd * weight, the
# shift -scale * mean + bias and y = scale * x + shift are each rounded to bf16, nothing fused.
# Over a group of one element (mean = x) the two products cancel only in part once the shift is
# rounded: torch gives 6.5 where a fused float transform gave 6.28125 (bias plus the rounding
# of scale * x). Checked bitwise against torch from its own mean and rstd. Found by campaign
# --oracle=both (seed 2620).
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, y: "bf16[2, 2]", weight: "bf16[2]"):
    native_group_norm = torch.ops.aten.native_group_norm.default(y, weight, weight, 2, 2, 1, 2, 0.1);  y = weight = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
