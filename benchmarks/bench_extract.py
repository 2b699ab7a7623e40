"""Extraction throughput: MB/s of raw text and peak RSS, on the corpus repeated to >= 5 MB.

    .venv/bin/python benchmarks/bench_extract.py [--min-mb 5]

Clauses are approximated by blank-line paragraphs (what the structure parser hands over for
most layouts), so the number measures the extraction stage alone: tokenizer + our components
+ conversion to typed values, one core.
"""
from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

from codecompare.extract import _to_extraction
from codecompare.nlp import build_nlp
from codecompare.read import read_source

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-mb", type=float, default=5.0)
    ap.add_argument("--batch-size", type=int, default=256)
    args = ap.parse_args()
    texts = [read_source(str(p)).text for p in sorted((ROOT / "corpus").glob("*/*/*.txt"))]
    paras = [p for t in texts for p in t.split("\n\n") if p.strip()]
    size = sum(len(p) for p in paras)
    reps = max(1, int(args.min_mb * 1e6 // size) + 1)
    paras = paras * reps
    total = sum(len(p.encode("utf-8")) for p in paras)
    nlp = build_nlp()
    list(nlp.pipe(paras[:50]))  # warm caches (lexemes, regex compilation)
    start = time.perf_counter()
    cpu_start = time.process_time()
    n_q = n_c = n_o = 0
    for doc in nlp.pipe(paras, batch_size=args.batch_size):
        x = _to_extraction(doc, None, 0)
        n_q += len(x.quantities)
        n_c += len(x.citations)
        n_o += len(x.obligations)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"text: {total / 1e6:.2f} MB in {len(paras)} clauses ({reps}x corpus)")
    # CPU time is what "one core" means; wall time also counts other processes on a shared box.
    print(f"extraction: {cpu:.2f} s CPU -> {total / 1e6 / cpu:.2f} MB/s per core "
          f"(wall {elapsed:.2f} s -> {total / 1e6 / elapsed:.2f} MB/s)")
    print(f"found: {n_q} quantities, {n_c} citations, {n_o} obligations")
    print(f"peak RSS: {rss_mb:.0f} MB")


if __name__ == "__main__":
    main()
