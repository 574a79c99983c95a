# Embedding_eval: nn.Embedding from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_1: "f32[4, 3]", input_1: "i64[2, 3]"):
    embedding: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten.embedding.default(weight_1, input_1);  weight_1 = input_1 = None
    return embedding
