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

finish
