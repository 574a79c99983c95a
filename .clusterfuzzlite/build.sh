#!/bin/bash -eu
# The builder runs $SRC/build.sh; the real script finds the sources relative to itself.
exec "$SRC/reinplace/fuzz/build.sh"
