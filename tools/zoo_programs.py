"""The transformer zoo: small attention programs written the way real model code writes them.

Each entry of PROGRAMS builds, from torch.manual_seed(0), a module (or function) and its example
inputs; tools/make_zoo.py dumps each with the torch bridge as corpus/zoo/NAME.fx. Sizes are small
(a handful of tokens, 16-wide embeddings, two heads) so that `reinplace check` of every graph
stays fast, but the code is the code of the models: timm's fused-qkv attention (a strided
q/k/v view of one permuted linear output), torchvision's VisionTransformer and SwinTransformer,
a GPT-2 block with its causal mask buffer, and torch's own nn.TransformerEncoderLayer in
training mode.

For torch 1.13 and torchvision 0.14.
"""
import math
from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn as nn
import torch.nn.functional as F


# ---------------------------------------------------------------------------------------------
# timm-style ViT block

class TimmAttention(nn.Module):
    """timm's vision_transformer.Attention: one qkv linear, reshaped and permuted so that q, k
    and v are strided views of it (qkv[0], qkv[1], qkv[2])."""

    def __init__(self, dim, num_heads, qkv_bias=True):
        super().__init__()
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = head_dim ** -0.5
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(0.0)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(0.0)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads)
        qkv = qkv.permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q * self.scale
        attn = q @ k.transpose(-2, -1)
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class TimmMlp(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class TimmBlock(nn.Module):
    """timm's vision_transformer.Block (pre-norm, residual attention and MLP)."""

    def __init__(self, dim=16, num_heads=2, mlp_ratio=2.0):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = TimmAttention(dim, num_heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = TimmMlp(dim, int(dim * mlp_ratio))

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return x


class TimmAttentionInplaceScale(TimmAttention):
    """The same attention with the in-place spellings model code uses: q.mul_(scale) on the
    strided q view and softmax's input scaled in place, as older timm and many ports write it."""

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads)
        qkv = qkv.permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        q.mul_(self.scale)
        attn = q @ k.transpose(-2, -1)
        attn = attn.softmax(dim=-1)
        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        return self.proj(x)


# ---------------------------------------------------------------------------------------------
# GPT-2 block

class Gpt2Attention(nn.Module):
    """GPT-2's (nanoGPT's) causal self-attention: c_attn split into q, k, v, a registered tril
    mask buffer sliced to the sequence, masked_fill with -inf."""

    def __init__(self, n_embd, n_head, block_size):
        super().__init__()
        self.n_head = n_head
        self.n_embd = n_embd
        self.c_attn = nn.Linear(n_embd, 3 * n_embd)
        self.c_proj = nn.Linear(n_embd, n_embd)
        self.attn_dropout = nn.Dropout(0.0)
        self.resid_dropout = nn.Dropout(0.0)
        self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size))
                             .view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        att = F.softmax(att, dim=-1)
        att = self.attn_dropout(att)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.resid_dropout(self.c_proj(y))


class NewGELU(nn.Module):
    """GPT-2's tanh approximation of GELU, written out."""

    def forward(self, x):
        inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))
        return 0.5 * x * (1.0 + torch.tanh(inner))


class Gpt2Block(nn.Module):
    def __init__(self, n_embd=16, n_head=2, block_size=8, tanh_gelu=False):
        super().__init__()
        self.ln_1 = nn.LayerNorm(n_embd)
        self.attn = Gpt2Attention(n_embd, n_head, block_size)
        self.ln_2 = nn.LayerNorm(n_embd)
        self.mlp = nn.Sequential(nn.Linear(n_embd, 4 * n_embd),
                                 NewGELU() if tanh_gelu else nn.GELU(),
                                 nn.Linear(4 * n_embd, n_embd), nn.Dropout(0.0))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.mlp(self.ln_2(x))
        return x


# ---------------------------------------------------------------------------------------------
# The zoo

@dataclass
class Program:
    """One zoo entry: build() gives (module, args) after the caller seeded torch; mode is
    'train' or 'eval'; big entries are left out of the committed small zoo."""
    name: str
    description: str
    build: Callable
    mode: str = "eval"
    big: bool = False


def _timm_block(batch):
    def build():
        return TimmBlock(16, 2), (torch.randn(batch, 5, 16),)
    return build


def _timm_attention_inplace():
    return TimmAttentionInplaceScale(16, 2), (torch.randn(1, 5, 16),)


def _torchvision_vit(num_layers):
    def build():
        from torchvision.models.vision_transformer import VisionTransformer
        model = VisionTransformer(image_size=32, patch_size=8, num_layers=num_layers, num_heads=2,
                                  hidden_dim=16, mlp_dim=32, num_classes=10)
        return model, (torch.randn(1, 3, 32, 32),)
    return build


def _torchvision_swin_small():
    from torchvision.models.swin_transformer import SwinTransformer
    model = SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 1], num_heads=[2, 2],
                            window_size=[4, 4], num_classes=10)
    return model, (torch.randn(1, 3, 32, 32),)


def _torchvision_swin_v2_small():
    from torchvision.models.swin_transformer import (PatchMergingV2, SwinTransformer,
                                                     SwinTransformerBlockV2)
    model = SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 1], num_heads=[2, 2],
                            window_size=[4, 4], num_classes=10, block=SwinTransformerBlockV2,
                            downsample_layer=PatchMergingV2)
    return model, (torch.randn(1, 3, 32, 32),)


def _gpt2_block():
    return Gpt2Block(16, 2, 8), (torch.randn(1, 6, 16),)


def _gpt2_block_tanh():
    return Gpt2Block(16, 2, 8, tanh_gelu=True), (torch.randn(2, 6, 16),)


def _encoder_layer(norm_first):
    def build():
        layer = nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0.0,
                                           batch_first=True, norm_first=norm_first)
        return layer, (torch.randn(2, 5, 16),)
    return build


def _encoder_layer_dropout():
    layer = nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0.1,
                                       batch_first=True)
    return layer, (torch.randn(2, 5, 16),)


def _torchvision_model(name, size, **kwargs):
    def build():
        import torchvision
        model = torchvision.models.get_model_builder(name)(weights=None, **kwargs)
        return model, (torch.randn(1, 3, size, size),)
    return build


PROGRAMS = [
    Program("timm_vit_block", "timm-style ViT block: fused qkv linear reshaped and permuted, "
            "q, k, v = qkv[0], qkv[1], qkv[2], q * scale, softmax, GELU MLP; 1x5x16, 2 heads "
            "(batch 1: matmul's reshape of q * scale is a view, _reshape_alias with its strides)",
            _timm_block(1)),
    Program("timm_vit_block_batch2", "the timm-style block on 2x5x16 (batch 2: matmul clones "
            "q * scale contiguous before the reshape)", _timm_block(2)),
    Program("timm_attention_inplace_scale", "timm-style attention with qkv.unbind(0) and "
            "q.mul_(scale) in place on the strided q view; 1x5x16, 2 heads",
            _timm_attention_inplace),
    Program("torchvision_vit_train", "torchvision VisionTransformer(image_size=32, patch_size=8, "
            "num_layers=2, num_heads=2, hidden_dim=16, mlp_dim=32, num_classes=10), training "
            "mode (dropout 0, so it computes what eval mode does, through "
            "nn.MultiheadAttention's slow path)", _torchvision_vit(2), mode="train"),
    Program("torchvision_swin_small", "torchvision SwinTransformer(patch_size=[4, 4], "
            "embed_dim=16, depths=[2, 1], num_heads=[2, 2], window_size=[4, 4], num_classes=10) "
            "on 1x3x32x32: shifted-window attention with relative position bias; the second "
            "stage (4x4 tokens) is a single window",
            _torchvision_swin_small),
    Program("torchvision_swin_v2_small", "the same SwinTransformer with swin_v2's blocks "
            "(SwinTransformerBlockV2, PatchMergingV2): cosine attention (F.normalize of the "
            "strided q and k views), logit scale, continuous position bias MLP",
            _torchvision_swin_v2_small),
    Program("gpt2_block", "GPT-2 block: c_attn split into q, k, v, tril mask buffer, "
            "masked_fill(-inf), softmax, layernorm, GELU MLP; 1x6x16, 2 heads",
            _gpt2_block),
    Program("gpt2_block_tanh_gelu", "the GPT-2 block with its tanh GELU written out (pow, tanh, "
            "mul, add), on 2x6x16", _gpt2_block_tanh),
    Program("encoder_layer_train", "nn.TransformerEncoderLayer(d_model=16, nhead=2, "
            "dim_feedforward=32, dropout=0, batch_first=True), training mode (the slow path)",
            _encoder_layer(False), mode="train"),
    Program("encoder_layer_norm_first_train", "the same with norm_first=True, training mode",
            _encoder_layer(True), mode="train"),
    Program("encoder_layer_dropout_train", "nn.TransformerEncoderLayer with dropout=0.1, "
            "training mode: dropout's bernoulli_ stays in the graph", _encoder_layer_dropout,
            mode="train"),
    Program("swin_v2_t", "torchvision.models.swin_v2_t(weights=None) on 1x3x64x64, as "
            "`tools/torch_export.py torchvision swin_v2_t` dumps it",
            _torchvision_model("swin_v2_t", 64), big=True),
    Program("vit_b_16_train", "torchvision.models.vit_b_16(weights=None, image_size=64) on "
            "1x3x64x64, training mode (dropout 0; 12 layers, 768 wide, 17 tokens)",
            _torchvision_model("vit_b_16", 64, image_size=64), mode="train", big=True),
]

BY_NAME = {p.name: p for p in PROGRAMS}
