"""Carrying the C++ pass's rewrite back onto the GraphModule it came from.

The C++ printer keeps node names, so the rewritten graph the extension hands back (every node in
order: name, kind, target, args, kwargs) is matched to gm's nodes by name. What the pass can do
to a graph, and what this carries over:
  - a call switched to its in-place overload (add.Tensor -> add_.Tensor): the node's target;
  - uses redirected (a later reader of b now reads a): each node's value references, replaced
    position by position so its literals stay the very objects FX had;
  - nodes created (a scatter's view and its copy_): new FX nodes before the next node that
    already existed, named as the C++ side named them (as FX names them);
  - nodes erased (scatters, copy_s made redundant): erased from gm, users first.
Every existing node keeps its identity, name and meta; nothing is decided here.
"""
import math

import torch
import torch.fx

from .errors import ReinplaceError

_LITERAL_SCOPE = {"torch": torch, "device": torch.device, "inf": math.inf, "nan": math.nan}


def op_of(qualified_name):
    """torch.ops.aten.add_.Tensor for "add_.Tensor"."""
    packet, _, overload = qualified_name.partition(".")
    try:
        return getattr(getattr(torch.ops.aten, packet), overload or "default")
    except (AttributeError, RuntimeError) as error:
        raise ReinplaceError(f"the rewrite calls aten.{qualified_name}, which this torch does "
                             f"not have: {error}") from None


def _qualified_name(target):
    if isinstance(target, torch._ops.OpOverload):
        return f"{target._schema.name.split('::', 1)[-1]}.{target._overloadname}"
    return None


def _node_refs(value, out):
    """The names of the value references in a converted argument, depth first."""
    if isinstance(value, (list, tuple)):
        for item in value:
            _node_refs(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            _node_refs(item, out)
    elif type(value).__name__ == "NodeRef":
        out.append(value.name)
    return out


def _to_fx(value, nodes):
    """A converted C++ argument as an FX argument: references become the nodes they name."""
    kind = type(value).__name__
    if kind == "NodeRef":
        return nodes[value.name]
    if kind == "Literal":
        return eval(value.text, dict(_LITERAL_SCOPE))  # FX's own text of a dtype or device
    if isinstance(value, list):
        return [_to_fx(v, nodes) for v in value]
    if isinstance(value, tuple):
        return tuple(_to_fx(v, nodes) for v in value)
    return value


def _fx_nodes_in(args, kwargs):
    found = []
    torch.fx.node.map_arg((args, kwargs), lambda n: found.append(n) or n)
    return found


def _retarget_args(node, args, kwargs, nodes):
    """Points node's value references where the C++ graph's point, keeping its literals."""
    wanted = _node_refs((args, kwargs), [])
    present = _fx_nodes_in(node.args, node.kwargs)
    if len(wanted) == len(present) and len(args) == len(node.args) and \
            list(kwargs) == list(node.kwargs):
        if [n.name for n in present] == wanted:
            return
        replacements = iter(nodes[name] for name in wanted)
        node.args = torch.fx.node.map_arg(node.args, lambda _: next(replacements))
        node.kwargs = torch.fx.node.map_arg(node.kwargs, lambda _: next(replacements))
        return
    node.args = _to_fx(args, nodes)
    node.kwargs = {k: _to_fx(v, nodes) for k, v in kwargs.items()}


def apply_rewrite(gm, rewritten):
    """Makes gm's graph the rewritten one (the extension's node tuples), in place."""
    graph = gm.graph
    nodes = {n.name: n for n in graph.nodes}
    kept = set()
    created = {}  # name of a new node -> its C++ args and kwargs, set once every node exists
    # New nodes go before the next node that already exists, in the C++ graph's order.
    pending = []
    for name, kind, target, args, kwargs in rewritten:
        if kind == "output":
            name = next(n.name for n in graph.nodes if n.op == "output")
        if name in nodes:
            anchor = nodes[name]
            for new_name, new_target, new_args, new_kwargs in pending:
                with graph.inserting_before(anchor):
                    node = graph.create_node("call_function", op_of(new_target), (), {},
                                             name=new_name)
                # FX may have given it another name (one an erased node once had): C++ names
                # keep referring to it.
                nodes[new_name] = node
                kept.add(node.name)
                created[new_name] = (new_args, new_kwargs)
            pending = []
            kept.add(name)
            continue
        if kind != "call":
            raise ReinplaceError(f"the rewrite created a {kind} node {name}, which the package "
                                 f"cannot carry over")
        pending.append((name, target, args, kwargs))
    if pending:
        raise ReinplaceError(f"the rewrite created {pending[0][0]} after the output")
    for name, kind, target, args, kwargs in rewritten:
        node = nodes[name] if kind != "output" else next(
            n for n in graph.nodes if n.op == "output")
        if name in created:
            node.args = _to_fx(args, nodes)
            node.kwargs = {k: _to_fx(v, nodes) for k, v in kwargs.items()}
            continue
        if node.op in ("placeholder", "get_attr"):
            continue
        if kind == "call" and _qualified_name(node.target) != target:
            node.target = op_of(target)
        _retarget_args(node, args, kwargs, nodes)
    for node in reversed(list(graph.nodes)):
        if node.name in kept or node.op == "output":
            continue
        if node.users:
            raise ReinplaceError(f"the rewrite removed {node.name}, which "
                                 f"{', '.join(u.name for u in node.users)} still read",
                                 node.name)
        graph.erase_node(node)
    return gm
