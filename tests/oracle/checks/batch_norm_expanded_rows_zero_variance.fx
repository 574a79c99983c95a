# OPEN: training batch norm (no running stats, eps 0) over an expanded input whose rows are all
# equal: every channel's variance is 0, so the reference's invstd is 0 and its output 0, as
# ATen's contiguous path gives; this input takes ATen's other path, whose variance is not exactly
# 0 here, and its output is 7.536. Left for a rule-by-rule match of batch_norm_cpu_collect_stats
# (docs/oracle.md). Found by campaign --oracle=both (seed 52507, 3 of 63,000 graphs); the
# oracle-both line below keeps the difference in sight.
# oracle: sound => equivalent
# oracle-both: oracle-disagreement at native_batch_norm
def forward(self, x: "f32[3]"):
    as_strided = torch.ops.aten.as_strided.default(x, [3, 3], [0, 1])
    native_batch_norm = torch.ops.aten.native_batch_norm.default(as_strided, x, None, None, None, True, 0.0, 0.0);  as_strided = x = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
