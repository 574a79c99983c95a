#!/usr/bin/python3
"""Writes core/ops/aten_schemas.inc: every aten:: operator schema torch knows
(torch._C._jit_get_all_schemas()), in native_functions.yaml syntax without the "aten::" prefix,
one C++ string literal per line, sorted by (name, overload name).

usage: tools/aten_schemas.py > core/ops/aten_schemas.inc

The text of each schema:
  - native functions (native_functions.yaml entries and the out=/functional variants torchgen
    generates from their "autogen:" keys): torchgen's own rendering of the schema, i.e. the
    native_functions.yaml text (Dimname, int reduction=Mean, ScalarType? dtype=long, ...);
  - TorchScript builtins registered only in the JIT (aten::size, aten::add.int, ...): str(schema)
    without "aten::", since they never had a native_functions.yaml form (a union of alias sets,
    which JIT prints in hash order as Tensor(b|a), is written sorted: Tensor(a|b)).
torchgen and its packaged native_functions.yaml come with torch itself.
Every text is checked to parse (torch._C.parse_schema) back to the very schema torch registered.

TorchScript builtins over types that never are values of an FX graph of tensors are left out; see
EXCLUSIONS. No native function is ever left out (checked).
"""
import collections
import os
import re
import sys
import textwrap

import torch
import torchgen
import torchgen.gen

# (rule, reason) in the order they are tried; a schema is counted under the first rule it meets.
EXCLUSIONS = [
    ("dict", "Dict(K, V) values: TorchScript dict builtins (aten::get, aten::keys, "
             "aten::items, ...)"),
    ("type-variable", "type variables t, t1, t2, tVal: generic TorchScript builtins over "
                      "lists / optionals / RRef(t) / Future(t) of any type (aten::append.t, "
                      "aten::__getitem__.t, aten::select.t, aten::tensor(t[] data), "
                      "aten::wait, aten::to_here, ...)"),
    ("any", "Any / AnyEnumType: dynamically typed TorchScript builtins (aten::len.any, "
            "aten::eq.enum, aten::dequantize.any)"),
    ("complex", "complex: TorchScript scalar arithmetic on Python complex numbers "
                "(aten::add.complex, aten::Complex.int_int, ...); complex tensors are Tensor"),
    ("object", "Future, RRef, Capsule or a TorchScript class (__torch__.torch.classes...) "
               "not already over a type variable: the scripted quantized RNNs over "
               "CellParamsBase[] (aten::quantized_lstm.input, aten::quantized_gru.data, ...)"),
    ("string", "no Tensor anywhere and a str argument or return: Python str methods, str "
               "comparisons and conversions (aten::upper, aten::split.str, aten::Int.str, "
               "aten::eq.str, aten::device(str), aten::warn, ...)"),
]

_OBJECT_KINDS = {"FutureType", "RRefType", "CapsuleType", "ClassType", "AwaitType",
                 "InterfaceType", "PyObjectType"}


def _types(schema):
    """Every JIT type in the schema's arguments and returns, nested ones included."""
    stack = [a.type for a in list(schema.arguments) + list(schema.returns)]
    while stack:
        t = stack.pop()
        yield t
        stack.extend(t.containedTypes())


def exclusion(schema):
    """The EXCLUSIONS rule a JIT schema meets, or None to keep it."""
    kinds = collections.Counter(t.kind() for t in _types(schema))
    if kinds["DictType"]:
        return "dict"
    if kinds["VarType"]:
        return "type-variable"
    if kinds["AnyType"] or kinds["AnyEnumType"] or kinds["AnyListType"] or kinds["AnyTupleType"]:
        return "any"
    if kinds["ComplexType"]:
        return "complex"
    if any(kinds[k] for k in _OBJECT_KINDS):
        return "object"
    if not kinds["TensorType"] and kinds["StringType"]:
        return "string"
    return None


def _sorted_alias_sets(text):
    """JIT prints a union of alias sets, Tensor(b|a), in hash order; write it sorted."""
    return re.sub(r"\(([\w|]+\|[\w|]+)(!?)\)",
                  lambda m: "(" + "|".join(sorted(m.group(1).split("|"))) + m.group(2) + ")", text)


def native_texts():
    """(name, overload) -> native_functions.yaml text of every native function, including the
    variants torchgen generates from autogen: keys, as torchgen renders them."""
    native = os.path.join(os.path.dirname(torchgen.__file__), "packaged", "ATen", "native")
    parsed = torchgen.gen.parse_native_yaml(os.path.join(native, "native_functions.yaml"),
                                            os.path.join(native, "tags.yaml"))
    return {(str(f.func.name.name), f.func.name.overload_name): str(f.func)
            for f in parsed.native_functions}, parsed


Entry = collections.namedtuple("Entry", "name overload schema text origin excluded")


def aten_entries():
    """Every aten:: schema torch knows, sorted by (name, overload), as Entry records.
    origin: "native" (torchgen knows it) or "builtin" (registered by the JIT only)."""
    natives, _ = native_texts()
    entries = []
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith("aten::"):
            continue
        name, overload = schema.name[len("aten::"):], schema.overload_name
        key = (name, overload)
        if key in natives:
            text, origin = natives[key], "native"
        else:
            text, origin = _sorted_alias_sets(str(schema)[len("aten::"):]), "builtin"
        if (_sorted_alias_sets(str(torch._C.parse_schema("aten::" + text))) !=
                _sorted_alias_sets(str(schema))):
            raise SystemExit(f"text does not parse back to torch's schema: {text}")
        excluded = exclusion(schema)
        if excluded and origin == "native":
            raise SystemExit(f"exclusion rule '{excluded}' would drop a native function: {text}")
        entries.append(Entry(name, overload, schema, text, origin, excluded))
    keys = collections.Counter((e.name, e.overload) for e in entries)
    duplicates = [k for k, n in keys.items() if n > 1]
    if duplicates:
        raise SystemExit(f"schemas registered twice: {duplicates}")
    missing = set(natives) - set(keys)
    if missing:
        raise SystemExit(f"native functions torch did not register: {sorted(missing)}")
    entries.sort(key=lambda e: (e.name, e.overload))
    return entries


def torch_version():
    return torch.__version__.split("+")[0]


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    entries = aten_entries()
    kept = [e for e in entries if not e.excluded]
    left_out = collections.Counter(e.excluded for e in entries if e.excluded)
    origins = collections.Counter(e.origin for e in kept)
    out = sys.stdout
    out.write(
        "// Generated by tools/aten_schemas.py from torch "
        f"{torch_version()}; do not edit, rerun the script.\n"
        "//\n"
        "// Every aten:: schema of torch._C._jit_get_all_schemas() except the TorchScript-only\n"
        "// builtins listed below, in native_functions.yaml syntax without the \"aten::\" prefix,\n"
        "// one string literal per line, sorted by (name, overload name). Use as\n"
        "//   constexpr const char* kAtenSchemas[] = {\n"
        "//   #include \"core/ops/aten_schemas.inc\"\n"
        "//   };\n"
        "//\n"
        f"// aten:: schemas: {len(entries)}; kept: {len(kept)}:\n"
        f"//   {origins['native']} native functions, as torchgen renders native_functions.yaml;\n"
        f"//   {origins['builtin']} TorchScript builtins, as str(schema) prints them.\n"
        f"// Left out: {sum(left_out.values())}, by the first rule each schema meets:\n")
    for rule, reason in EXCLUSIONS:
        out.write("\n".join(textwrap.wrap(f"{rule}: {left_out[rule]}: {reason}", width=96,
                                           initial_indent="//   ", subsequent_indent="//     ",
                                           break_on_hyphens=False)) + "\n")
    for e in kept:
        out.write(c_string(e.text) + ",\n")


if __name__ == "__main__":
    main()
