# expect: 3:21: the returned dict has the key 'a' twice
def forward(self, x: "f32[2]"):
    return {'a': x, 'a': x}
