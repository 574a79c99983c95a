#pragma once
// Process-wide settings of libtorch, made once, before the first run, by the module that calls
// ATen (aten/libtorch_executor.cpp): ATen's intra-op threads sum reductions in chunks whose count
// depends on the thread count, so one thread makes every run's values the same (campaigns run
// graphs on threads of their own anyway); memory ATen leaves uninitialized holds the reference's
// poison pattern; no warnings on stderr.

namespace reinplace::aten {

void configureLibtorchOnce();

} // namespace reinplace::aten
