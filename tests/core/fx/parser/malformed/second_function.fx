# expect: 4:1: only one function ('forward') may be defined
def forward(self, x: "f32[4]"):
    return x
def forward(self, y: "f32[4]"):
    return y
