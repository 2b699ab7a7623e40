"""AKN export time vs document size: 1x, 4x, 16x concatenations of the Clyman seed (generated inputs, temp dir only).

Run from the repo root: .venv/bin/python benchmarks/bench_akn.py
"""
import subprocess, sys, tempfile, time, tracemalloc
from pathlib import Path
import sqlite_utils
from codecompare import akn

seed = Path("corpus/wi/clyman/ch370-general-regulations.txt").read_text(encoding="utf-8")
work = Path(tempfile.mkdtemp(prefix="akn-bench-"))
akn.schema()  # parsed once per process; not part of the per-document cost
print(f"{'copies':>6} {'chars':>9} {'sections':>8} {'clauses':>7} {'spans':>6} {'export_s':>9} {'us/char':>8} {'peak_MB':>8} {'xml_KB':>8}")
for k in (1, 4, 16):
    src = work / f"clyman-x{k}.txt"
    src.write_text("\n\n".join([seed] * k), encoding="utf-8")
    db = work / f"x{k}.db"
    subprocess.run([sys.executable, "-m", "codecompare", "ingest", str(src), "--db", str(db),
                    "--municipality", "Village of Clyman", "--state", "WI", "--chapter", "370"], check=True,
                   capture_output=True)
    d = sqlite_utils.Database(str(db))
    chars = d.execute("select char_count from documents").fetchone()[0]
    secs = d["sections"].count; cls = d["clauses"].count
    spans = d["quantities"].count + d["citations"].count + d["notes"].count
    best = None
    for _ in range(3):
        out = work / f"out{k}"
        t0 = time.perf_counter(); paths = akn.export_db(str(db), str(out)); t = time.perf_counter() - t0
        best = t if best is None else min(best, t)
    tracemalloc.start(); akn.export_db(str(db), str(work / f"mem{k}")); peak = tracemalloc.get_traced_memory()[1]; tracemalloc.stop()
    print(f"{k:>6} {chars:>9} {secs:>8} {cls:>7} {spans:>6} {best:>9.3f} {best/chars*1e6:>8.2f} {peak/2**20:>8.1f} {paths[0].stat().st_size/1024:>8.0f}")
