# expect: 2:1: expected 'def forward(...)', the file is empty
