# index_add reads clone as self and as source. In place, index_add_ would add rows it has
# already changed (row 0 into row 1, then the new row 1 into row 0), so it stays functional.
# policy: sound
# expect: kept index_add: self clone is passed twice [repeated-self]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=repeated-self --unsafe-skip-check=argument-overlap => overlap-hazard at index_add
def forward(self, x: "f32[2, 3]", index: "i64[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    index_add = torch.ops.aten.index_add.default(clone, 0, index, clone);  clone = index = None
    return index_add
