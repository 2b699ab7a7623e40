"""Alignment scale benchmark: time of the ``align`` pass for N generated chapters.

    python benchmarks/bench_align.py --sizes 100 1000 --work /tmp/ccalign [--jobs 2]

For each N it generates N municipalities' chapters from the Wisconsin seeds with
``benchmarks/generate.py`` (numbers, officials, section order and layout varied; every text is
labelled GENERATED; written only under --work, never under corpus/), builds them through the
per-document stages only (read, structure, extract, store), then times ``align.run`` alone on
that database, twice (the pass is idempotent; the second run also checks that rebuilding gives
identical alignment ids). It reports seconds, rows written, and the log-log slope of time
against N between the smallest and largest size (1.0 = linear, 2.0 = all pairs), the process's
peak RSS so far (the largest N runs last) and the load average (the cores may be shared).
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))


def ingest_db(n: int, work: Path, jobs: int) -> Path:
    from generate import generate

    from codecompare.pipeline import build

    out = work / f"n{n}"
    db = out / "ingest.db"
    if db.exists():
        return db
    generate(n, out, seed=0)
    pipe = out / "pipeline-ingest.toml"
    pipe.write_text(
        '[pipeline]\nname = "ingest-only"\nmanifest = "manifest.toml"\noutput = "ingest.db"\n'
        'stages = ["read", "structure", "extract", "store"]\n', encoding="utf-8")
    t0 = time.perf_counter()
    build(pipe, str(db), jobs=jobs)
    print(f"  ingest N={n}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return db


def time_align(ingest: Path) -> dict:
    import shutil

    from codecompare import align, store

    db_path = ingest.with_name("aligned.db")
    shutil.copy(ingest, db_path)  # the ingest-only database stays untouched for the next run
    db = store.open_db(str(db_path))
    try:
        t0, c0 = time.perf_counter(), time.process_time()
        align.run(db)
        first, cpu = time.perf_counter() - t0, time.process_time() - c0
        ids1 = [r[0] for r in db.execute("SELECT id FROM alignments ORDER BY id")]
        t0 = time.perf_counter()
        align.run(db)
        second = time.perf_counter() - t0
        ids2 = [r[0] for r in db.execute("SELECT id FROM alignments ORDER BY id")]
        counts = {t: db[t].count for t in ("clauses", "sections", "alignments", "quantity_diffs")}
        counts["findings_align"] = db.execute("SELECT count(*) FROM findings WHERE pass = 'align'").fetchone()[0]
        counts["municipalities"] = db["municipalities"].count
        levels = dict(db.execute("SELECT level, count(*) FROM alignments GROUP BY level").fetchall())
    finally:
        db.close()
    import os
    import resource

    counts["levels"] = levels
    return {"align_s": round(first, 2), "align_cpu_s": round(cpu, 2), "align_rerun_s": round(second, 2),
            "identical_rerun": ids1 == ids2, "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
            "loadavg": [round(x, 2) for x in os.getloadavg()], **counts}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--work", type=Path, default=Path("/tmp/ccalign"))
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    results = {}
    for n in args.sizes:
        results[n] = time_align(ingest_db(n, args.work, args.jobs))
        print(f"N={n}: {json.dumps(results[n])}", file=sys.stderr)
    lo, hi = min(args.sizes), max(args.sizes)
    if lo != hi:
        slope = math.log(results[hi]["align_s"] / results[lo]["align_s"]) / math.log(hi / lo)
        results["loglog_slope"] = round(slope, 3)
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
