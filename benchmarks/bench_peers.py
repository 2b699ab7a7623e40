"""Peers side by side on the same text, in one run: eyecite and citeurl for citations, quantulum3
for quantities, against our hand-labelled fixtures (tests/fixtures/extraction).

    .venv/bin/pip install -e '.[bench]'      # peers are a benchmark-only extra
    .venv/bin/python benchmarks/bench_peers.py [--repeat 5] [--seeds-only]

Scoring (same for every tool): a prediction hits a gold item when their character spans
overlap; each gold item is matched once. "span" scores count an overlap alone -- fair to peers,
whose normalized forms differ from ours. Our "strict" scores also require the normalized value:
kind+target for citations, value+unit (+value_high/value_text) for quantities -- the F1 the
test suite enforces. Quantulum3's "value" score requires its value to equal the gold value.
eyecite's `UnknownCitation` (a bare "§" with no number it understands) is not counted as a
prediction. Time is CPU time for the whole text of each file, best of --repeat runs, after one
warm-up run; our time is the full extraction stage (tokenizer, all components, typed values).
"""
from __future__ import annotations

import argparse
import math
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from test_extract_fixtures import HELDOUT, SEEDS, citation_equal, load, quantity_equal  # noqa: E402

from codecompare.extract import extract_text  # noqa: E402


class Span:
    """A peer prediction reduced to what scoring needs."""

    def __init__(self, start, end, value=None):
        self.start, self.end, self.value = start, end, value


def score(gold, pred, equal=None):
    used, tp = set(), 0
    for g in gold:
        hit = next((i for i, p in enumerate(pred) if i not in used and p.start < g["end"] and g["start"] < p.end
                    and (equal is None or equal(g, p))), None)
        if hit is not None:
            used.add(hit)
            tp += 1
    p = tp / len(pred) if pred else 1.0
    r = tp / len(gold) if gold else 1.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def best_cpu(fn, text, repeat):
    fn(text)
    best = math.inf
    for _ in range(repeat):
        c = time.process_time()
        out = fn(text)
        best = min(best, time.process_time() - c)
    return out, best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seeds-only", action="store_true")
    args = ap.parse_args()
    warnings.filterwarnings("ignore")
    from citeurl import Citator
    from eyecite import get_citations
    from eyecite.models import UnknownCitation
    from quantulum3 import parser as q3

    citator = Citator()

    def eyecite_all(text):
        return get_citations(text)

    def eyecite_run(text):
        return [Span(*c.span()) for c in get_citations(text) if not isinstance(c, UnknownCitation)]

    def citeurl_run(text):
        return [Span(*c.span) for c in citator.list_cites(text)]

    def quantulum_run(text):
        return [Span(q.span[0], q.span[1], q.value) for q in q3.parse(text)]

    names = SEEDS + ([] if args.seeds_only else HELDOUT)
    totals: dict[str, list] = {}
    rows = []
    for name in names:
        data, text = load(name)
        ours, t_ours = best_cpu(extract_text, text, args.repeat)
        eye_all, t_eye = best_cpu(eyecite_all, text, args.repeat)
        eye = [Span(*c.span()) for c in eye_all if not isinstance(c, UnknownCitation)]
        eye_unknown = [Span(*c.span()) for c in eye_all]
        curl, t_curl = best_cpu(citeurl_run, text, args.repeat)
        qua, t_qua = best_cpu(quantulum_run, text, args.repeat)
        gc, gq = data["citations"], data["quantities"]
        # A fixture may label only some lines (its `lines` key): predictions outside are not scored.
        lo, hi = data["range"]

        def inside(items):
            return [p for p in items if lo <= p.start < hi]

        ours_c, ours_q = inside(ours.citations), inside(ours.quantities)
        eye, eye_unknown, curl, qua = inside(eye), inside(eye_unknown), inside(curl), inside(qua)

        def value_equal(g, p):
            return g.get("value") is not None and p.value is not None and math.isclose(g["value"], p.value)

        results = {
            ("citations", "codecompare (strict)"): (score(gc, ours_c, citation_equal), t_ours),
            ("citations", "codecompare (span)"): (score(gc, ours_c), t_ours),
            ("citations", "eyecite (span)"): (score(gc, eye), t_eye),
            ("citations", "eyecite (+Unknown §)"): (score(gc, eye_unknown), t_eye),
            ("citations", "citeurl (span)"): (score(gc, curl), t_curl),
            ("quantities", "codecompare (strict)"): (score(gq, ours_q, quantity_equal), t_ours),
            ("quantities", "codecompare (span)"): (score(gq, ours_q), t_ours),
            ("quantities", "quantulum3 (span)"): (score(gq, qua), t_qua),
            ("quantities", "quantulum3 (value)"): (score(gq, qua, value_equal), t_qua),
        }
        size = len(text.encode("utf-8"))
        for key, ((p, r, f), t) in results.items():
            rows.append((name, *key, p, r, f, t * 1000, size / 1e6 / t if t else math.inf))
        for tool, t in (("codecompare (all stages)", t_ours), ("eyecite", t_eye), ("citeurl", t_curl),
                        ("quantulum3", t_qua)):
            agg = totals.setdefault(tool, [0.0, 0])
            agg[0] += t
            agg[1] += size
    print(f"{'file':30s} {'what':10s} {'tool':22s} {'P':>6s} {'R':>6s} {'F1':>6s} {'ms':>8s} {'MB/s':>7s}")
    for name, what, tool, p, r, f, ms, mbs in rows:
        print(f"{name:30s} {what:10s} {tool:22s} {p:6.3f} {r:6.3f} {f:6.3f} {ms:8.1f} {mbs:7.2f}")
    print("\nCPU time over all files (best of repeats):")
    for tool, (t, size) in totals.items():
        print(f"  {tool:26s} {t * 1000:9.1f} ms  {size / 1e6 / t:6.2f} MB/s")


if __name__ == "__main__":
    main()
