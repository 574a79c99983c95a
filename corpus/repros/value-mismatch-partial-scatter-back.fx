# fuzz_pipeline repro: value-mismatch [scatter-source], sound policy before the fix
# found by a 5-minute fuzz_pipeline run (input corpus/fuzz_pipeline/found-partial-scatter-back)
# verdict: value-mismatch at pow_1: output 0 at index [0] expected -8, got 1
# pow_2 would write all of pow_1 in place; the scatter puts back only pow_2[1:] (empty here)
# replay: reinplace check FILE --policy=pytorch --seed=0 --trials=1
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-source => value-mismatch
def forward(self, expand: "i8[1][0]"):
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(expand, 1);  expand = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(pow_1, 0)
    slice_1 = torch.ops.aten.slice.Tensor(pow_1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(pow_2, 0, 1);  pow_2 = None
    slice_scatter = torch.ops.aten.slice_scatter.default(pow_1, slice_2, 0, 1);  pow_1 = slice_2 = None
    return slice_scatter
