"""A graph file's inputs in torch: parameter annotations read, random inputs laid out as they
say, and copies that keep them as they are.

An annotation is DTYPE[SIZES], optionally [STRIDES], optionally @OFFSET, optionally "cpu", and on
a parameter optionally " in NAME" or " in NAME[ELEMENTS]": every parameter naming NAME is a view
(as_strided) of one storage, of ELEMENTS elements or else the fewest that hold all of them
(docs/graph-format.md). Copies of inputs (clone_inputs) keep that sharing, the strides and the
storage offsets, so a program runs on its copy exactly as on the original.
"""
import os
import re
import sys
from collections import namedtuple

import torch

# The package's pure-Python half (no extension needed) keeps inputs as the pass sees them;
# appended, so that a built package on PYTHONPATH is the one imported.
sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from reinplace.annotated_text import DTYPES, clone_inputs, storage_key  # noqa: E402,F401 - API

META_RE = re.compile(r"^\s*(\w+)\s*\[([^\]]*)\](?:\s*\[([^\]]*)\])?(?:\s*@\s*(\d+))?(?:\s*cpu)?"
                     r"(?:\s+in\s+([A-Za-z_]\w*)(?:\[\s*(\d+)\s*\])?)?\s*$")

# storage: the shared storage's name, or None for an input with a storage of its own;
# storage_size: its size when the annotation writes one.
InputLayout = namedtuple("InputLayout", "dtype sizes strides offset storage storage_size")


class MetaError(ValueError):
    """An annotation this module cannot read."""


def contiguous_strides(sizes):
    strides = []
    running = 1
    for s in reversed(list(sizes)):
        strides.insert(0, running)
        running *= max(s, 1)
    return strides


def _ints(text):
    return [int(x) for x in text.split(",") if x.strip()]


def parse_input_meta(text):
    m = META_RE.match(text)
    if not m or m.group(1) not in DTYPES:
        raise MetaError(f"cannot read meta {text!r} (expected e.g. \"f32[4, 4]\", "
                        f"\"f32[4][2]@1\" or \"f32[4] in s\"; dtypes {' '.join(DTYPES)})")
    sizes = _ints(m.group(2))
    strides = _ints(m.group(3)) if m.group(3) is not None else contiguous_strides(sizes)
    if len(strides) != len(sizes):
        raise MetaError(f"meta {text!r}: {len(sizes)} sizes but {len(strides)} strides")
    size = int(m.group(6)) if m.group(6) is not None else None
    return InputLayout(DTYPES[m.group(1)], sizes, strides, int(m.group(4) or 0), m.group(5), size)


def extent(layout):
    """One past the furthest element the layout reaches (0 when it has no elements)."""
    if not all(layout.sizes):
        return 0
    return layout.offset + 1 + sum((s - 1) * st for s, st in zip(layout.sizes, layout.strides))


def random_storage(dtype, elements, generator):
    n = max(elements, 1)
    if dtype.is_floating_point:
        return torch.randn(n, generator=generator).to(dtype)
    if dtype == torch.bool:
        return torch.randint(0, 2, (n,), generator=generator).bool()
    # small non-negative values, so integer inputs also work as indices
    return torch.randint(0, 2, (n,), generator=generator).to(dtype)


def storage_sizes(layouts):
    """Shared storage name -> its size in elements: as written, else the fewest that hold every
    input naming it."""
    sizes = {}
    written = set()
    for layout in layouts:
        if layout.storage is None:
            continue
        if layout.storage_size is not None:
            sizes[layout.storage] = layout.storage_size
            written.add(layout.storage)
        elif layout.storage not in written:
            sizes[layout.storage] = max(sizes.get(layout.storage, 0), extent(layout))
    return sizes


def make_inputs(metas, generator):
    """Random inputs for annotations `metas`, in order: each input a strided view of its storage;
    inputs naming one storage views of one tensor, drawn where the first of them is."""
    layouts = [parse_input_meta(m) for m in metas]
    sizes = storage_sizes(layouts)
    shared = {}
    inputs = []
    for layout in layouts:
        if layout.storage is None:
            storage = random_storage(layout.dtype, extent(layout), generator)
        else:
            if layout.storage not in shared:
                shared[layout.storage] = random_storage(layout.dtype, sizes[layout.storage],
                                                        generator)
            storage = shared[layout.storage]
            if storage.dtype != layout.dtype:
                raise MetaError(f"storage {layout.storage!r} is {storage.dtype}, an input naming "
                                f"it {layout.dtype}; inputs sharing a storage have one dtype")
        inputs.append(storage.as_strided(layout.sizes, layout.strides, layout.offset))
    return inputs


def whole_storages(tensors):
    """Each distinct storage of `tensors` once, as a 1-d tensor over all of it, in order."""
    out = {}
    for t in tensors:
        key = storage_key(t)
        if key not in out:
            n = t.storage().size()
            out[key] = t.as_strided((n,), (1,), 0) if n else t.new_empty((0,))
    return list(out.values())
