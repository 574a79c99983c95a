# expect: 3:13: expected a string key of the returned dict, found '1'
def forward(self, x: "f32[2]"):
    return {1: x}
