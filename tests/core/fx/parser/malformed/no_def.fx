# expect: 2:1: expected 'def forward(...)'
x = torch.ops.aten.clone.default(y)
