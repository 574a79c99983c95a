# policy: sound
# f64, 8 bytes an element. add of a row (4 elements, 32 bytes) goes into the row; the
# select_scatter that wrote it back (16 elements, 128 bytes) goes away; the slice_scatter
# (128 bytes) becomes a slice and a copy_. Only the clone (128 bytes) is left.
# Original at select_scatter: clone, add and select_scatter live (288), inputs 192.
# expect: inplaced add -> add_.Tensor (saves 32 bytes)
# expect: removed select_scatter: it writes back what add now writes in place (saves 128 bytes)
# expect: scatter slice_scatter -> slice_tensor = slice.Tensor + copy__default = copy_ (saves 128 bytes)
# expect: memory: 416 bytes allocated before, 128 after; 288 saved, 0 missed
# measured: original 416 bytes allocated, peak 480 bytes live (inputs 192 bytes)
# measured: rewrite 128 bytes allocated, peak 320 bytes live (inputs 192 bytes)
def forward(self, x: "f64[4, 4]", y: "f64[2, 4]"):
    clone = torch.ops.aten.clone.default(x)
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, add, 0, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(select_scatter, y, 0, 2, 4)
    return slice_scatter
