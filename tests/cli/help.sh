# Top-level usage: help, unknown commands and missing arguments.
source "$(dirname "$0")/lib.sh"

run --help
expect_status 0
expect_stdout_has "usage: reinplace COMMAND"
expect_stdout_has "meta FILE"

run
expect_status 2
expect_stderr_has "usage: reinplace COMMAND"

run frobnicate
expect_status 2
expect_stderr_has "unknown command 'frobnicate'"

run meta --help
expect_status 0
expect_stdout_has "usage: reinplace meta FILE"

run ops
expect_status 0
expect_stdout_has "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor  [in-place variant: add_.Tensor]  [elementwise]"
expect_stdout_has "split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]  [multi-output view]"
expect_stdout_has "select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor  [writes back: select.int]"
run ops extra
expect_status 2

finish
