# expect: 1:1: expected 'def forward(...)', the file is empty
