"""Benchmark: drafting-defect precision and recall against the generator's ground truth.

    python benchmarks/bench_defects.py --municipalities 100 [--work DIR] [--seed 0] [--jobs 1]
                                       [--out defects.json] [--show 20]

GENERATED data only: ``benchmarks/generate.py --municipalities N --out DIR`` writes N chapters
derived from the three public Wisconsin seeds with defects injected and recorded in
``DIR/ground_truth.json`` (document, line, column, kind, origin, form); ``codecompare build
DIR/pipeline.toml --db DIR/bench.db`` builds them with every stage. Nothing is written into
corpus/.

A defect counts as found when a finding of its kind (self -> self_reference, dangling ->
dangling_reference, malformed -> malformed_citation) stands in the same document at a
position (its line:col) at most a few characters before the defect's span or inside it (the
finding's position is the citation's, which may include a "§§ " -- or "§§" and a line break
in hard-wrapped text -- that the defect span leaves out). Each finding matches at most one defect.

Precision counts findings of those three kinds with severity ``error`` (a ``self_reference``
of severity ``info`` -- a section naming itself without "below"/"above" -- makes no claim of a
defect, and the generator injects none). A finding matching no recorded defect is a false
positive unless it is a real defect the ground truth does not record: a dangling_reference
naming a section of the document's own chapter that the generated chapter does not have is
checked against the ground truth's section list and counted as real ("real+", precision);
"p_rec" counts only recorded defects. Every unmatched finding is printed with its source line
and verdict so the rest can be judged by reading.
"""
from __future__ import annotations

import argparse
import json
import re
import sqlite3
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
DEFECT_FINDING = {"self": "self_reference", "dangling": "dangling_reference", "malformed": "malformed_citation"}
FINDING_DEFECT = {v: k for k, v in DEFECT_FINDING.items()}
LEAD_IN = 4  # "§§ " or "§ " before a defect span that starts at the number


def generate_and_build(n: int, work: Path, seed: int, jobs: int) -> dict:
    out = work / f"gen{n}"
    db = work / f"gen{n}.db"
    t0 = time.perf_counter()
    subprocess.run([PY, str(ROOT / "benchmarks/generate.py"), "--municipalities", str(n), "--out", str(out),
                    "--seed", str(seed)], check=True)
    t1 = time.perf_counter()
    cmd = [PY, "-m", "codecompare", "build", str(out / "pipeline.toml"), "--db", str(db)]
    if jobs > 1:
        cmd += ["--jobs", str(jobs)]
    subprocess.run(cmd, check=True)
    t2 = time.perf_counter()
    return {"dir": out, "db": db, "generate_s": round(t1 - t0, 1), "build_s": round(t2 - t1, 1)}


def load_findings(conn: sqlite3.Connection) -> list[dict]:
    cur = conn.execute(
        "SELECT f.document_id, f.kind, f.severity, f.line, f.col, f.evidence, f.message, d.path "
        "FROM findings f JOIN documents d ON d.id = f.document_id WHERE f.kind IN (?, ?, ?)",
        list(FINDING_DEFECT),
    )
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


def match(defects: list[dict], findings: list[dict], line_starts: dict[str, list[int]]) -> dict[int, int]:
    """Defect index -> finding index, one to one: same document and kind, and the finding's
    position (line:col, turned into an offset) at most LEAD_IN characters before the defect's
    span or inside it. Offsets, not lines, because a hard-wrapped "§§\n7014" puts the
    citation's start on the line above the number the generator marks."""
    by_key: dict[tuple, list[tuple[int, int]]] = defaultdict(list)
    for i, f in enumerate(findings):
        starts = line_starts.get(f["document_id"])
        if starts and f["line"] and 0 < f["line"] <= len(starts):
            by_key[(f["document_id"], FINDING_DEFECT[f["kind"]])].append((i, starts[f["line"] - 1] + (f["col"] or 1) - 1))
    used: set[int] = set()
    out: dict[int, int] = {}
    for j, d in enumerate(defects):
        cands = [(i, off) for i, off in by_key.get((d["document_id"], d["kind"]), [])
                 if i not in used and d["start"] - LEAD_IN <= off < d["end"]]
        if cands:
            best = min(cands, key=lambda io: abs(io[1] - d["start"]))[0]
            used.add(best)
            out[j] = best
    return out


def line_starts_of(text: str) -> list[int]:
    return [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]


def unrecorded_dangling(f: dict, numbers: set[str], chapter: str | None) -> bool:
    """A dangling_reference the ground truth does not record but that is real by its own
    account: it names a section of the document's chapter that the generated chapter does not
    have (the injected '§§ 7881 and 788-2' sentence cites a second number that may not exist,
    and only the first is recorded)."""
    m = re.match(r"^(?:§§?\s*|Section\s+)?(\d+)-(\d+)[A-Z]?$", (f["evidence"] or "").strip())
    return bool(f["kind"] == "dangling_reference" and m and m.group(1) == chapter
                and f"{m.group(1)}-{m.group(2)}" not in numbers)


def evaluate(db: Path, truth: dict, base: Path) -> dict:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        findings = load_findings(conn)
        statuses = defaultdict(list)  # a citation whose span overlaps the defect's, by status
        for doc_id, status, start, end in conn.execute("SELECT document_id, status, start_offset, end_offset FROM citations"):
            statuses[(doc_id, status)].append((start, end))
    finally:
        conn.close()
    layout = {d["document_id"]: d["layout"] for d in truth["documents"]}
    printed = {d["document_id"]: d["section_numbers_printed"] for d in truth["documents"]}
    defects = truth["defects"]
    texts = {d["document_id"]: (base / d["path"]).read_text(encoding="utf-8") for d in truth["documents"]}
    hits = match(defects, findings, {k: line_starts_of(t) for k, t in texts.items()})
    recall = defaultdict(lambda: [0, 0, 0])  # defects, found by a finding, found by citations.status
    missed = []
    for j, d in enumerate(defects):
        form = d.get("form") or d["origin"]
        keys = ["all", d["kind"], f"{d['kind']}/{form}", f"{d['kind']}@{layout[d['document_id']]}",
                f"{d['kind']}/{form}@{layout[d['document_id']]}"]
        for k in keys:
            recall[k][0] += 1
            recall[k][1] += j in hits
            recall[k][2] += any(a < d["end"] and d["start"] < b for a, b in statuses[(d["document_id"], d["kind"])])
        if j not in hits:
            missed.append(d)
    matched = set(hits.values())
    numbers = {d["document_id"]: ({s["number"] for s in d["sections"]}, d["chapter"]) for d in truth["documents"]}
    precision = defaultdict(lambda: [0, 0, 0])  # error findings, matched to a defect, real but unrecorded
    unmatched = []
    info = defaultdict(int)
    for i, f in enumerate(findings):
        if f["severity"] != "error":
            info[f"{f['kind']}/{f['severity']}"] += 1
            continue
        real = i not in matched and unrecorded_dangling(f, *numbers.get(f["document_id"], (set(), None)))
        for k in ("all", f["kind"], f"{f['kind']}@{layout.get(f['document_id'], '?')}"):
            precision[k][0] += 1
            precision[k][1] += i in matched
            precision[k][2] += real
        if i not in matched:
            unmatched.append({**f, "verdict": "real (unrecorded): the chapter has no such section" if real else "unverified"})
    lines_by_path = {d["path"]: texts[d["document_id"]].split("\n") for d in truth["documents"]}

    def source_line(path: str, line: int) -> str:
        ls = lines_by_path.get(path, [])
        return ls[line - 1].strip() if 0 < line <= len(ls) else ""

    return {
        "defects": len(defects), "chapters": len(truth["documents"]),
        "self_defects_without_printed_numbers": sum(1 for d in defects if d["kind"] == "self" and not printed[d["document_id"]]),
        "recall": {k: {"defects": t, "found": f, "recall": round(f / t, 4), "recall_citation_status": round(c / t, 4)}
                   for k, (t, f, c) in sorted(recall.items())},
        "precision": {k: {"error_findings": t, "matched": m, "unrecorded_real": r,
                          "precision_recorded": round(m / t, 4) if t else None,
                          "precision": round((m + r) / t, 4) if t else None}
                      for k, (t, m, r) in sorted(precision.items())},
        "non_error_findings": dict(info),
        "unmatched_findings": [{**{k: f[k] for k in ("document_id", "kind", "line", "col", "evidence", "message", "verdict")},
                                "source": source_line(f["path"], f["line"])} for f in unmatched],
        "missed_defects": [{**{k: d[k] for k in ("document_id", "kind", "origin", "form", "text", "line", "col")},
                            "layout": layout[d["document_id"]], "source": source_line(d["document"], d["line"])}
                           for d in missed],
    }


def report(res: dict, show: int) -> str:
    out = [f"{res['chapters']} chapters, {res['defects']} recorded defects"]
    out.append(f"{'recall':<44} {'defects':>7} {'found':>6} {'recall':>7} {'status':>7}")
    for k, v in res["recall"].items():
        out.append(f"{k:<44} {v['defects']:>7} {v['found']:>6} {v['recall']:>7.3f} {v['recall_citation_status']:>7.3f}")
    out.append(f"{'precision (error findings)':<44} {'found':>7} {'match':>6} {'real+':>6} {'p_rec':>7} {'prec':>7}")
    for k, v in res["precision"].items():
        p = "-" if v["precision"] is None else f"{v['precision']:.3f}"
        pr = "-" if v["precision_recorded"] is None else f"{v['precision_recorded']:.3f}"
        out.append(f"{k:<44} {v['error_findings']:>7} {v['matched']:>6} {v['unrecorded_real']:>6} {pr:>7} {p:>7}")
    if res["non_error_findings"]:
        out.append(f"non-error findings of these kinds (not counted): {res['non_error_findings']}")
    for title, rows in (("unmatched error findings", res["unmatched_findings"]), ("missed defects", res["missed_defects"])):
        out.append(f"{title}: {len(rows)}" + (f" (first {show})" if len(rows) > show else ""))
        for r in rows[:show]:
            what = r.get("evidence") or r.get("text")
            extra = f" [{r['origin']}/{r['form']}@{r['layout']}]" if "origin" in r else f" [{r['verdict']}]"
            out.append(f"  {r['document_id']}:{r['line']}:{r['col']}: {r['kind']}: {what!r}{extra}  | {r['source'][:110]}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--municipalities", "-n", type=int, default=100)
    ap.add_argument("--work", type=Path, default=Path("/tmp/codecompare-bench-defects"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, help="also write the full result as JSON")
    ap.add_argument("--show", type=int, default=20, help="how many unmatched findings / missed defects to print")
    ap.add_argument("--no-build", action="store_true", help="evaluate an existing WORK/genN.db")
    args = ap.parse_args(argv)
    work = args.work.resolve()
    if (ROOT / "corpus").resolve() in [work, *work.parents]:
        raise SystemExit("refusing to work inside corpus/")
    work.mkdir(parents=True, exist_ok=True)
    if args.no_build:
        run = {"dir": work / f"gen{args.municipalities}", "db": work / f"gen{args.municipalities}.db"}
    else:
        run = generate_and_build(args.municipalities, work, args.seed, args.jobs)
    truth = json.loads((run["dir"] / "ground_truth.json").read_text(encoding="utf-8"))
    res = evaluate(run["db"], truth, run["dir"])
    res.update({k: v for k, v in run.items() if k.endswith("_s")})
    print(report(res, args.show))
    if "build_s" in run:
        print(f"generate {run['generate_s']} s, build {run['build_s']} s")
    if args.out:
        args.out.write_text(json.dumps(res, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
