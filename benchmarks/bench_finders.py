"""CPU time of the citation and quantity finders alone, over a folder of texts.

    .venv/bin/python benchmarks/bench_finders.py --texts DIR [--repeat 3]
    # the same against an earlier commit, in its own worktree (run the two alternately):
    PYTHONPATH=/tmp/wt_old/src .venv/bin/python benchmarks/bench_finders.py --texts DIR

Each text is passed whole to ``find_citations`` and to ``find_quantities`` (no tokenizer, no structure, no
store); the best of ``--repeat`` runs is printed. It separates the rules' own cost from the rest of ingest,
whose CPU time on this shared machine varies by more than a rule costs.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from codecompare.nlp.citations import find_citations
from codecompare.nlp.quantities import find_quantities


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--texts", required=True, type=Path, help="folder of .txt files")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(args.texts.glob("*.txt"))]
    if not texts:
        raise SystemExit(f"{args.texts}: no .txt files")
    size = sum(len(t.encode("utf-8")) for t in texts)
    for name, finder in (("citations", find_citations), ("quantities", find_quantities)):
        best = float("inf")
        for _ in range(args.repeat):
            start = time.process_time()
            for t in texts:
                finder(t)
            best = min(best, time.process_time() - start)
        print(f"{name}: {best:.2f} s CPU (best of {args.repeat}) over {len(texts)} texts, {size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
