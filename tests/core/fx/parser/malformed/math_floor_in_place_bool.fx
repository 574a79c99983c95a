# expect: 3:5: floor_.default: "floor_vml_cpu" not implemented for 'Bool'
def forward(self, x: "b8[4]"):
    floor_ = torch.ops.aten.floor_.default(x)
    return floor_
