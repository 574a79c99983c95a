#!/usr/bin/python3
"""Programs that mutate their inputs, functionalized by torch 1.13 for the pass's tests.

Optimizer steps written with in-place ops on parameter and state tensors passed as inputs
(SGD with momentum and weight decay, Adam, AdamW), a KV-cache write, and the view-mutation
idioms `x[1:] += 1` and `x[1:] = x[:-1].clone()`. make_fx(functionalize(f)) turns each mutation
of an input into a functional computation plus a copy_ back into the input at the end; each graph
is written annotated (tools/torch_export.py) with torch's own reinplace result beside it
(NAME.pytorch.expected). The sound policy's expected output (NAME.sound.expected) is written by
hand review, not by this script.

usage: make_input_mutation_graphs.py [OUT_DIR]   (default tests/core/reinplace/input_mutation)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch_export  # noqa: E402


def sgd_momentum(p, g, buf):
    lr, momentum, weight_decay = 0.1, 0.9, 1e-4
    d = g.add(p, alpha=weight_decay)
    buf.mul_(momentum).add_(d)
    p.add_(buf, alpha=-lr)


def adam(p, g, m, v, step):
    lr, beta1, beta2, eps = 1e-3, 0.9, 0.999, 1e-8
    step.add_(1)
    m.mul_(beta1).add_(g, alpha=1 - beta1)
    v.mul_(beta2).addcmul_(g, g, value=1 - beta2)
    bias_correction1 = 1 - beta1 ** 3
    bias_correction2 = 1 - beta2 ** 3
    denom = (v.sqrt() / (bias_correction2 ** 0.5)).add_(eps)
    p.addcdiv_(m, denom, value=-lr / bias_correction1)


def adamw(p, g, m, v):
    lr, beta1, beta2, eps, weight_decay = 1e-3, 0.9, 0.999, 1e-8, 1e-2
    p.mul_(1 - lr * weight_decay)
    m.lerp_(g, 1 - beta1)
    v.mul_(beta2).addcmul_(g, g, value=1 - beta2)
    denom = (v.sqrt() / 0.5).add_(eps)
    p.addcdiv_(m, denom, value=-lr / 0.1)


def kv_cache(cache, k):
    cache[:, 3] = k
    return cache.sum(1)


def slice_add(x):
    x[1:] += 1


def shift_clone(x):
    x[1:] = x[:-1].clone()


def cases():
    torch.manual_seed(0)
    r = torch.randn
    return {
        "sgd_momentum": (sgd_momentum, [r(4, 3), r(4, 3), r(4, 3)]),
        "adam": (adam, [r(4, 3), r(4, 3), r(4, 3), r(4, 3).abs(), torch.zeros(())]),
        "adamw": (adamw, [r(4, 3), r(4, 3), r(4, 3), r(4, 3).abs()]),
        "kv_cache": (kv_cache, [r(2, 8, 4), r(2, 4)]),
        "slice_add": (slice_add, [r(4, 3)]),
        "shift_clone": (shift_clone, [r(5)]),
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "tests", "core", "reinplace", "input_mutation")
    os.makedirs(out, exist_ok=True)
    for name, (fn, args) in cases().items():
        torch_export.dump_function(fn, args, os.path.join(out, name + ".fx"), expected=True,
                                   title=name)
        print(name)


if __name__ == "__main__":
    main()
