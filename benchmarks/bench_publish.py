"""Median response time of every codecompare page and canned query on a large corpus.

The bundled corpus is built once with the real pipeline, then its rows are copied under new
municipality ids (GENERATED copies, labelled as such in their names, in a temp dir only)
until the database holds --chapters documents; the publish pass then runs on the whole thing.
Requests go through Datasette's in-process client with the exact configuration of
`codecompare serve` (no network, so the numbers are server time).

    .venv/bin/python benchmarks/bench_publish.py --chapters 1000
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from codecompare import store  # noqa: E402
from codecompare.pipeline import build  # noqa: E402
from codecompare.publish import prepare, serve  # noqa: E402

# Every column that holds a row id: ids all start with the municipality id, so prefixing each
# of them gives a consistent copy.
ID_COLUMNS = {"id", "municipality_id", "document_id", "section_id", "clause_id", "quantity_id", "resolved_section_id",
              "resolved_clause_id", "left_id", "right_id", "left_municipality_id", "right_municipality_id",
              "alignment_id", "left_quantity_id", "right_quantity_id", "sentence_id"}
TARGET = 0.200  # seconds, median per page


def copy_corpus(db, copies: int) -> None:
    with db.atomic():
        for k in range(1, copies + 1):
            prefix = f"gen{k:04d}-"
            for table in ["municipalities", "documents", "sections", "clauses", "notes", "quantities", "obligations",
                          "citations", "findings", "alignments", "quantity_diffs"]:
                cols = list(store.TABLES[table]["columns"])
                exprs = []
                for c in cols:
                    if c in ID_COLUMNS:
                        exprs.append(f"'{prefix}' || [{c}]")
                    elif table == "municipalities" and c == "name":
                        exprs.append(f"'GENERATED copy {k} of ' || [name]")
                    else:
                        exprs.append(f"[{c}]")
                src = f"(SELECT * FROM [{table}] WHERE [{cols[0]}] NOT LIKE 'gen%')" if table != "quantity_diffs" else \
                    "(SELECT * FROM quantity_diffs WHERE alignment_id NOT LIKE 'gen%')"
                db.execute(f"INSERT INTO [{table}] ({', '.join(f'[{c}]' for c in cols)}) SELECT {', '.join(exprs)} FROM {src}")


def pages(db) -> dict[str, str]:
    sid = db.execute("SELECT id FROM sections WHERE municipality_id = 'clyman-wi' AND number = '370-6'").fetchone()[0]
    big = db.execute("SELECT id FROM sections ORDER BY length(text) DESC LIMIT 1").fetchone()[0]
    out = {
        "home": "/",
        "search excavation": "/-/codecompare/search?q=excavation",
        "search phrase": "/-/codecompare/search?q=%22frozen+ground%22",
        "section 370-6": f"/-/codecompare/section/{sid}",
        "section (longest)": f"/-/codecompare/section/{big}",
        "compare 2 munis": "/-/codecompare/compare?topic=excavation-insurance&m=clyman-wi&m=unidentified-wi-1994-t4c3",
        "compare default": "/-/codecompare/compare?topic=street-excavation-permit",
        "findings somerville": "/-/codecompare/findings/somerville-ma",
        "graph somerville": "/-/codecompare/graph/somerville-ma",
        "json quantities usd": "/codecompare/quantities.json?unit=usd",
        "table sections (facets)": "/codecompare/sections?_facet=topic&_facet=municipality_id",
    }
    params = {"compare_provision": "topic=excavation-insurance", "permittee_duties": "municipality=clyman-wi&bearer=permittee",
              "municipality_findings": "municipality=clyman-wi", "obligations_by_unit": "unit=hour&comparator=min"}
    meta = json.loads((ROOT / "datasette_metadata.json").read_text())
    for name in meta["databases"]["codecompare"]["queries"]:
        out[f"query {name}"] = f"/codecompare/{name}?{params.get(name, '')}"
    return out


async def measure(db_path: Path, paths: dict[str, str], repeat: int) -> list[tuple[str, int, float, float]]:
    ds = serve.build_datasette(str(db_path))
    await ds.invoke_startup()
    results = []
    for label, path in paths.items():
        r = await ds.client.get(path)  # warm-up (and status check)
        times = []
        for _ in range(repeat):
            t = time.perf_counter()
            r = await ds.client.get(path)
            times.append(time.perf_counter() - t)
        results.append((label, r.status_code, statistics.median(times), max(times)))
    return results


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--chapters", type=int, default=1000, help="documents in the benchmark database (default 1000)")
    ap.add_argument("--repeat", type=int, default=11)
    ap.add_argument("--keep", metavar="PATH", help="also save the benchmark database here (GENERATED data)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db_path = Path(tmp) / "codecompare.db"
        t0 = time.perf_counter()
        build(ROOT / "pipelines/default.toml", str(db_path))
        db = store.open_db(str(db_path))
        seed_docs = db["documents"].count
        copies = max(0, math.ceil(args.chapters / seed_docs) - 1)
        t1 = time.perf_counter()
        copy_corpus(db, copies)
        t2 = time.perf_counter()
        prepare.run(db)
        t3 = time.perf_counter()
        counts = store.table_counts(db, ["municipalities", "documents", "sections", "clauses", "quantities", "citations", "alignments"])
        db.conn.execute("VACUUM")
        db.close()
        print(f"database: {counts} ({db_path.stat().st_size / 1e6:.0f} MB)")
        print(f"build {t1 - t0:.1f}s, copy x{copies} {t2 - t1:.1f}s, publish pass {t3 - t2:.1f}s")
        results = asyncio.run(measure(db_path, pages(store.open_db(str(db_path))), args.repeat))
        if args.keep:
            import shutil

            shutil.copy(db_path, args.keep)
    print(f"\n{'page':40} status  median ms  max ms")
    slow = 0
    for label, status, med, mx in results:
        flag = "" if med < TARGET and status == 200 else "  <-- over target" if status == 200 else "  <-- error"
        slow += bool(flag)
        print(f"{label:40} {status:6} {med * 1000:10.1f} {mx * 1000:7.1f}{flag}")
    print(f"\n{len(results) - slow}/{len(results)} under {TARGET * 1000:.0f} ms median")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
