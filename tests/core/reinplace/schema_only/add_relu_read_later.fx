# _add_relu has no meta rule; clone is returned as well, so writing _add_relu into it would change
# an output: kept. With the later-use check switched off, the oracle's uninterpreted _add_relu
# shows the wrong rewrite.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: pytorch --unsafe-skip-check=later-use => value-mismatch at clone
# oracle: sound --unsafe-skip-check=later-use --unsafe-skip-check=distinct-outputs => value-mismatch at clone
def forward(self, arg0_1: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(arg0_1);  arg0_1 = None
    _add_relu: "f32[4, 3]" = torch.ops.aten._add_relu.Scalar(clone, 0.5)
    return (_add_relu, clone)
