# scatter.src as torch's OpInfo samples it: an index drawn unique along the scattered dim. With
# indices seeded at random, two rows of `index` named one row of the result, and the oracle
# reported the original graph nondeterministic before any rewrite; it now draws each column of
# `index` as distinct rows of x (only an index with more rows than x, which no draw can keep
# apart, is nondeterministic for every input). Both policies write the scatter into the clone.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[5, 5]", index: "i64[4, 3]", src: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    scatter = torch.ops.aten.scatter.src(clone, 0, index, src);  clone = index = src = None
    return scatter
