"""What the OpInfo comparisons share (tools/opinfo_*_vs_torch.py): the command line, the walk over
the chosen OpInfo entries, their dtypes and samples, counting each sample's verdict, and the
table and differences printed at the end. Each script brings how it judges one sample.

A judge returns (kind, detail, label) triples, one per thing it compared; a kind of
"difference" is a failure, printed with its label and detail.
"""
import argparse
import os
import tempfile


def parse_arguments(description, prefix):
    """BINARY [--out DIR] [--only NAME ...]: the parsed arguments and the directory for the
    graph files written (a fresh temporary one without --out)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("binary")
    parser.add_argument("--out", default=None)
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--verbose", action="store_true", help="print every sample's verdict")
    args = parser.parse_args()
    directory = args.out or tempfile.mkdtemp(prefix=prefix)
    os.makedirs(directory, exist_ok=True)
    return args, directory


def compare_entries(args, names, entry_of, dtypes_of, samples_of, judge, kinds, row):
    """For each name (sorted, or those of --only): its OpInfo entry (entry_of), and for each of
    its dtypes (dtypes_of) and samples, judge(name, entry, dtype, index, sample, traced), which
    may add the aten ops it traced to `traced`. Returns the rows (row(name, entry, dtypes,
    counts, traced); an entry of None has no dtypes) and the failures."""
    rows, failures = [], []
    for name in sorted(names):
        if args.only and name not in args.only:
            continue
        entry = entry_of(name)
        counts = dict.fromkeys(kinds, 0)
        traced = set()
        dtypes = dtypes_of(name, entry) if entry is not None else []
        for dtype in dtypes:
            for index, sample in enumerate(samples_of(entry, dtype)):
                for kind, detail, label in judge(name, entry, dtype, index, sample, traced):
                    counts[kind] += 1
                    if kind == "difference":
                        failures.append(f"{label}: {detail}")
                    if args.verbose:
                        print(f"{label}: {kind}")
        rows.append(row(name, entry, dtypes, counts, traced))
    return rows, failures


def print_table(header, rows):
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    print(" | ".join(h.ljust(w) for h, w in zip(header, widths)))
    for row in rows:
        print(" | ".join(str(c).ljust(w) for c, w in zip(row, widths)))


def report(header, rows, failures, compared):
    """The table, the number of samples compared (compared(row) per row) and every difference;
    the exit status."""
    print_table(header, rows)
    total = sum(compared(row) for row in rows)
    print(f"\n{total} samples compared, {len(failures)} differences")
    for failure in failures:
        print("DIFF", failure)
    return 1 if failures else 0
