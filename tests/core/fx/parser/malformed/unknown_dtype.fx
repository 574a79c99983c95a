# expect: 2:22: bad meta annotation "q32[4]": unknown dtype 'q32'
def forward(self, x: "q32[4]"):
    return x
