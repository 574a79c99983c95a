# expect: 2:22: bad meta annotation "f32[4] in": expected a storage name after 'in', e.g. 'in s' or 'in s[40]'
def forward(self, a: "f32[4] in"):
    return a
