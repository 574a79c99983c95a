"""What explain() and check() return: the C++ report and verdict as Python objects."""
import json
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional


@dataclass
class Decision:
    """The pass's decision on one candidate node.

    decision: "inplaced" (b = foo(a) became foo_(a)), "scatter" (a *_scatter became a view and a
    copy_), "removed" (a scatter made redundant), "copy-removed" or "kept". check: for a kept
    node, the safety check that kept it ("later-use", "input-alias", ...; None when no check did: an op without an
    in-place variant). bytes_saved: a rewrite's fresh result removed; bytes_missed: what a kept
    node would have saved. conservative: kept because a check could not rule a fault out."""
    node: str
    decision: str
    check: Optional[str]
    reason: str
    new_target: Optional[str] = None
    bytes_saved: Optional[int] = None
    bytes_missed: Optional[int] = None
    conservative: bool = False

    @property
    def rewritten(self):
        return self.decision != "kept"

    def to_dict(self):
        return asdict(self)

    def __str__(self):
        if self.decision == "kept":
            text = f"kept {self.node}: {self.reason}"
            if self.check:
                text += f" [{self.check}] (misses {self.bytes_missed} bytes)"
            return text
        return f"{self.reason} (saves {self.bytes_saved} bytes)"


@dataclass
class Explanation:
    """Every decision of one run of the pass, and what it saves in memory (counted statically on
    the graph: bytes of fresh results before and after, saved, missed by check)."""
    policy: str
    decisions: List[Decision]
    memory: Dict[str, object]
    counts: Dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_json(cls, text):
        report = json.loads(text)
        decisions = [Decision(**d) for d in report["decisions"]]
        counts = {k: report[k] for k in ("inplaced", "scatters_rewritten", "scatters_removed",
                                         "copies_removed")}
        return cls(report["policy"], decisions, report["memory"], counts)

    @property
    def bytes_saved(self):
        return self.memory["bytes_saved"]

    @property
    def bytes_missed(self):
        return self.memory["bytes_missed"]

    def decision(self, node):
        """The decision on the node of this name, or None if it was no candidate."""
        return next((d for d in self.decisions if d.node == node), None)

    def to_dict(self):
        return {"policy": self.policy, "decisions": [d.to_dict() for d in self.decisions],
                **self.counts, "memory": self.memory}

    def to_json(self, **kwargs):
        return json.dumps(self.to_dict(), **kwargs)

    def __iter__(self):
        return iter(self.decisions)

    def __len__(self):
        return len(self.decisions)

    def __str__(self):
        m = self.memory
        missed = ", ".join(f"{k} {v}" for k, v in m.get("missed_by_check", {}).items())
        summary = (f"memory: {m['bytes_allocated_before']} bytes allocated before, "
                   f"{m['bytes_allocated_after']} after; {m['bytes_saved']} saved, "
                   f"{m['bytes_missed']} missed" + (f" ({missed})" if missed else ""))
        return "\n".join([str(d) for d in self.decisions] + [summary])


@dataclass
class Verdict:
    """The oracle's verdict on one rewrite: `kind` is "equivalent" or the first failure found
    ("value-mismatch", "input-mutated", "output-aliasing", "overlap-hazard", "invalid-graph",
    "crash"), at `node` (in the rewritten graph unless in_original), in trial `trial` (inputs
    drawn from seed `seed`). `replay` is the command line that reproduces it on the file
    reinplace.dump writes. Memory: what each run allocated and held at most, measured by the
    reference interpreter on the first trial."""
    kind: str
    node: Optional[str]
    explanation: str
    text: str
    policy: str
    trials: int
    trial: int
    seed: int
    replay: str
    in_original: bool = False
    original_memory: Optional[Dict[str, object]] = None
    rewritten_memory: Optional[Dict[str, object]] = None
    certified: Optional[bool] = None
    certificate: Optional[str] = None

    @property
    def equivalent(self):
        return self.kind == "equivalent"

    def __bool__(self):
        return self.equivalent and self.certified is not False

    def to_dict(self):
        return asdict(self)

    def to_json(self, **kwargs):
        return json.dumps(self.to_dict(), **kwargs)

    def __str__(self):
        if self.equivalent:
            lines = [f"equivalent ({self.trials} trial{'s' if self.trials != 1 else ''})"]
        else:
            lines = [self.text,
                     f"  policy {self.policy}, trial {self.trial} of {self.trials}, seed {self.seed}",
                     f"  replay: {self.replay}"]
        if self.certificate:
            lines.append(self.certificate.rstrip())
        return "\n".join(lines)
