# expect: 3:5: empty.memory_format: numel: integer multiplication overflow for sizes [4611686018427387904, 4]
def forward(self):
    r = torch.ops.aten.empty.memory_format([4611686018427387904, 4], device = device(type="cpu"), pin_memory = False)
    return (r,)
