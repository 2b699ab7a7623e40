"""Scale benchmark: ingest throughput, end-to-end build, peak memory, size and accuracy.

    python benchmarks/bench_scale.py --sizes 100 1000 --jobs 1 2 --work /tmp/ccscale --out scale.json

For each N it generates N chapters (``benchmarks/generate.py``, seed 0), then

* ingest only (read, structure, extract, store) with ``codecompare build --jobs J`` in a fresh
  subprocess per run: wall time, documents/second, peak RSS;
* end to end (all stages) once, at the largest --jobs: wall time, peak RSS, database size, and
  the time of each corpus pass (xref, align, publish) measured separately on a copy of the
  ingest-only database;
* accuracy against the generator's ground truth: section boundaries, quantity spans, section
  alignments (precision/recall, strict = same seed section, topic = equivalent provision) and
  defect recall (self references, dangling and malformed citations).

Peak RSS is measured two ways: ``getrusage(RUSAGE_CHILDREN).ru_maxrss`` of a wrapper process
around the build (the largest single process, workers included) and the peak of the summed RSS
of the whole process tree sampled every 0.1 s with psutil (what the machine needed).
Nothing slow runs in the test suite; this script is run by hand.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import resource
import shutil
import sqlite3
import subprocess
import sys
import time
from bisect import bisect_right
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
INGEST_STAGES = ["read", "structure", "extract", "store"]
DEFECT_FINDING = {"self": "self_reference", "dangling": "dangling_reference", "malformed": "malformed_citation"}


# ------------------------------------------------------------------------------------------
# Running a build and measuring it


def measured_run(cmd: list[str], timeout: float | None = None) -> dict:
    """Run ``cmd`` inside a wrapper process so RUSAGE_CHILDREN covers this run alone."""
    wrapper = [PY, __file__, "--_measure", "--", *cmd]
    load_before = os.getloadavg()[0]  # other work on the machine skews every number below
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(wrapper, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"timeout_s": timeout, "load_avg_before": round(load_before, 2)}
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr[-3000:]}")
    stats = json.loads(proc.stdout.strip().splitlines()[-1])
    stats["wall_s_outer"] = round(wall, 2)
    stats["load_avg_before"] = round(load_before, 2)
    return stats


def _measure_child(cmd: list[str]) -> None:
    import psutil

    t0 = time.perf_counter()
    child = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    peak_tree = 0
    parent = psutil.Process(child.pid)
    while child.poll() is None:
        try:
            procs = [parent, *parent.children(recursive=True)]
            peak_tree = max(peak_tree, sum(p.memory_info().rss for p in procs if p.is_running()))
        except psutil.Error:
            pass
        time.sleep(0.1)
    err = child.stderr.read()
    wall = time.perf_counter() - t0
    if child.returncode:
        sys.stderr.write(err)
        sys.exit(child.returncode)
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(json.dumps({"wall_s": round(wall, 2), "peak_rss_max_process_mb": round(ru.ru_maxrss / 1024, 1),
                      "peak_rss_tree_mb": round(peak_tree / 2**20, 1), "cpu_user_s": round(ru.ru_utime, 1)}))


def build_cmd(pipeline: Path, db: Path, jobs: int) -> list[str]:
    return [PY, "-m", "codecompare", "build", str(pipeline), "--db", str(db), "--jobs", str(jobs)]


def ensure_corpus(work: Path, n: int, seed: int) -> Path:
    out = work / f"gen-{n}"
    truth = out / "ground_truth.json"
    if not truth.exists() or f'"municipalities": {n},' not in truth.read_text(encoding="utf-8")[:2000]:
        subprocess.run([PY, str(ROOT / "benchmarks/generate.py"), "--municipalities", str(n), "--out", str(out),
                        "--seed", str(seed)], check=True)
    ingest = out / "pipeline-ingest.toml"
    ingest.write_text('[pipeline]\nname = "generated-ingest"\nmanifest = "manifest.toml"\n'
                      f"stages = {json.dumps(INGEST_STAGES)}\n", encoding="utf-8")
    return out


def time_corpus_passes(ingest_db: Path, scratch: Path) -> dict:
    """Each corpus-level pass timed on its own, in order, on a copy of the ingest-only database."""
    import importlib

    from codecompare import store

    shutil.copy(ingest_db, scratch)
    db = store.open_db(str(scratch))
    out = {}
    for name, module in (("xref", "codecompare.xref"), ("align", "codecompare.align"), ("publish", "codecompare.publish.prepare")):
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:
            out[name] = f"not available ({exc.name})"
            continue
        t0 = time.perf_counter()
        mod.run(db)
        out[name] = round(time.perf_counter() - t0, 2)
    db.close()
    scratch.unlink()
    return out


def timed_passes_subprocess(ingest_db: Path, scratch: Path, timeout: float | None) -> dict:
    try:
        proc = subprocess.run([PY, __file__, "--_passes", str(ingest_db), str(scratch)], capture_output=True,
                              text=True, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        scratch.unlink(missing_ok=True)
        return {"timeout_s": timeout}
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ------------------------------------------------------------------------------------------
# Accuracy against the ground truth


def _overlap(a0, a1, b0, b1) -> int:
    return max(0, min(a1, b1) - max(a0, b0))


def map_sections(conn: sqlite3.Connection, truth: dict) -> dict[str, tuple[str, int]]:
    """DB section id -> (document id, ground-truth ordinal) of the section it overlaps most."""
    gt = {d["document_id"]: d["sections"] for d in truth["documents"]}
    starts = {k: [s["start"] for s in v] for k, v in gt.items()}
    mapping = {}
    for sid, doc_id, s0, s1 in conn.execute("SELECT id, document_id, start_offset, end_offset FROM sections"):
        secs = gt.get(doc_id)
        if not secs or s0 is None:
            continue
        i = max(bisect_right(starts[doc_id], s0) - 1, 0)
        best, best_ov = None, 0
        for j in range(i, len(secs)):
            if secs[j]["start"] >= s1:
                break
            ov = _overlap(s0, s1, secs[j]["start"], secs[j]["end"])
            if ov > best_ov:
                best, best_ov = j, ov
        if best is not None:
            mapping[sid] = (doc_id, secs[best]["ordinal"])
    return mapping


def section_accuracy(conn, truth) -> dict:
    """A ground-truth section is found when a DB section starts on its first line (±1 line)."""
    found = total = 0
    db_lines = defaultdict(set)
    for doc_id, line in conn.execute("SELECT document_id, line FROM sections"):
        db_lines[doc_id].add(line)
    for d in truth["documents"]:
        for s in d["sections"]:
            total += 1
            # general_code/labelled headings are followed by a blank line: the first body line counts too
            if db_lines[d["document_id"]] & {s["line"], s["line"] + 1, s["line"] + 2}:
                found += 1
    n_db = sum(len(v) for v in db_lines.values())
    return {"gt_sections": total, "db_sections": n_db, "boundary_recall": round(found / max(total, 1), 4)}


def quantity_recall(conn, truth) -> dict:
    spans = defaultdict(list)
    for doc_id, s0, s1 in conn.execute("SELECT document_id, start_offset, end_offset FROM quantities"):
        spans[doc_id].append((s0, s1))
    for v in spans.values():
        v.sort()
    hit = total = 0
    for d in truth["documents"]:
        ss = spans.get(d["document_id"], [])
        starts = [a for a, _ in ss]
        for q in d["quantities"]:
            total += 1
            i = bisect_right(starts, q["end"])
            if any(_overlap(q["start"], q["end"], a, b) for a, b in ss[max(0, i - 3):i]):
                hit += 1
    return {"gt_varied_quantities": total, "recall": round(hit / max(total, 1), 4)}


def alignment_accuracy(conn, truth, mapping) -> dict:
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name='alignments'").fetchone():
        return {"status": "no alignments table"}
    gt_sec = {(d["document_id"], s["ordinal"]): s for d in truth["documents"] for s in d["sections"]}
    muni = {d["document_id"]: d["municipality_id"] for d in truth["documents"]}
    predicted = strict_ok = topic_ok = unmapped = 0
    topic_pairs, strict_pairs = set(), set()
    covered = set()  # sections with at least one correct (topic) partner
    for left, right in conn.execute("SELECT left_id, right_id FROM alignments WHERE level = 'section'"):
        predicted += 1
        a, b = mapping.get(left), mapping.get(right)
        if a is None or b is None:
            unmapped += 1
            continue
        sa, sb = gt_sec[a], gt_sec[b]
        key = tuple(sorted([a, b]))
        if sa["topic"] == sb["topic"] and muni[a[0]] != muni[b[0]]:
            topic_ok += 1
            topic_pairs.add(key)
            covered.update(key)
        if sa["seed_section"] == sb["seed_section"] and muni[a[0]] != muni[b[0]]:
            strict_ok += 1
            strict_pairs.add(key)

    def expected(groups: dict) -> int:
        # Pairs of sections from different documents (one chapter per generated municipality).
        total = 0
        for members in groups.values():
            per_doc = Counter(doc for doc, _ in members)
            n = sum(per_doc.values())
            total += n * (n - 1) // 2 - sum(c * (c - 1) // 2 for c in per_doc.values())
        return total

    exp = truth["expected_alignments"]
    e_topic, e_strict = expected(exp["by_topic"]), expected(exp["by_seed_section"])
    # An aligner that keeps the best k peers per section cannot reach all-pairs recall at scale;
    # coverage asks instead whether each section that has an equivalent got at least one.
    alignable = {tuple(m) for members in exp["by_topic"].values() if len({d for d, _ in members}) > 1 for m in members}
    return {
        "predicted_section_alignments": predicted, "unmapped": unmapped,
        "precision_topic": round(topic_ok / max(predicted, 1), 4),
        "precision_strict": round(strict_ok / max(predicted, 1), 4),
        "expected_pairs_topic": e_topic, "recall_topic": round(len(topic_pairs) / max(e_topic, 1), 4),
        "expected_pairs_strict": e_strict, "recall_strict": round(len(strict_pairs) / max(e_strict, 1), 4),
        "alignable_sections": len(alignable),
        "section_coverage_topic": round(len(covered & alignable) / max(len(alignable), 1), 4),
    }


def topic_accuracy(conn, truth, mapping) -> dict:
    """Pairwise precision/recall of sections.topic against the ground-truth topic (counts only)."""
    gt_topic = {(d["document_id"], s["ordinal"]): s["topic"] for d in truth["documents"] for s in d["sections"]}
    cont, pred, gold = Counter(), Counter(), Counter()
    labelled = 0
    for sid, topic in conn.execute("SELECT id, topic FROM sections"):
        if sid not in mapping:
            continue
        g = gt_topic[mapping[sid]]
        gold[g] += 1
        if topic:
            labelled += 1
            cont[(topic, g)] += 1
            pred[topic] += 1
    pairs = lambda c: sum(v * (v - 1) // 2 for v in c.values())  # noqa: E731
    tp = pairs(cont)
    return {"sections_with_topic": labelled, "pairwise_precision": round(tp / max(pairs(pred), 1), 4),
            "pairwise_recall": round(tp / max(pairs(gold), 1), 4)}


def defect_recall(conn, truth) -> dict:
    findings = defaultdict(set)
    for doc_id, kind, line in conn.execute("SELECT document_id, kind, line FROM findings"):
        findings[(doc_id, kind)].add(line)
    statuses = defaultdict(set)
    has_status = "status" in {r[1] for r in conn.execute("PRAGMA table_info(citations)")}
    if has_status:
        for doc_id, status, line in conn.execute("SELECT document_id, status, line FROM citations"):
            statuses[(doc_id, status)].add(line)
    printed = {d["document_id"]: d["section_numbers_printed"] for d in truth["documents"]}
    layout = {d["document_id"]: d["layout"] for d in truth["documents"]}
    by = defaultdict(lambda: [0, 0, 0])  # total, found by a finding, found by citations.status
    for df in truth["defects"]:
        # Without printed section numbers a reference to the section itself cannot be recognized.
        if df["kind"] == "self" and not printed[df["document_id"]]:
            continue
        key = f"{df['kind']}/{df['origin']}" + (f"/{df['form']}" if df.get("form") else "")
        for k in (key, df["kind"], "all", f"{df['kind']}@{layout[df['document_id']]}"):
            by[k][0] += 1
            if df["line"] in findings[(df["document_id"], DEFECT_FINDING[df["kind"]])]:
                by[k][1] += 1
            if df["line"] in statuses[(df["document_id"], df["kind"])]:
                by[k][2] += 1
    return {k: {"defects": t, "recall_findings": round(f / t, 4), "recall_citation_status": round(c / t, 4)}
            for k, (t, f, c) in sorted(by.items())}


def accuracy(db: Path, truth: dict) -> dict:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        mapping = map_sections(conn, truth)
        return {
            "sections": section_accuracy(conn, truth),
            "quantities": quantity_recall(conn, truth),
            "alignment": alignment_accuracy(conn, truth, mapping),
            "topics": topic_accuracy(conn, truth, mapping),
            "defects": defect_recall(conn, truth),
        }
    finally:
        conn.close()


# ------------------------------------------------------------------------------------------


def run(sizes: list[int], jobs_list: list[int], work: Path, seed: int, e2e: bool, accuracy_only: bool,
        e2e_timeout: float | None = None) -> dict:
    work.mkdir(parents=True, exist_ok=True)
    results = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0]}, "runs": []}
    for n in sizes:
        corpus = ensure_corpus(work, n, seed)
        entry = {"n": n, "ingest": {}}
        ingest_db = None
        if not accuracy_only:
            for j in jobs_list:
                db = work / f"ingest-{n}-j{j}.db"
                stats = measured_run(build_cmd(corpus / "pipeline-ingest.toml", db, j))
                stats["docs_per_s"] = round(n / stats["wall_s"], 2)
                stats["db_mb"] = round(db.stat().st_size / 2**20, 1)
                entry["ingest"][f"jobs{j}"] = stats
                ingest_db = db
                print(f"N={n} ingest jobs={j}: {stats}", file=sys.stderr)
            if "jobs1" in entry["ingest"] and "jobs2" in entry["ingest"]:
                entry["ingest"]["speedup_jobs2"] = round(entry["ingest"]["jobs1"]["wall_s"] / entry["ingest"]["jobs2"]["wall_s"], 2)
            entry["corpus_passes_s"] = timed_passes_subprocess(ingest_db, work / f"passes-{n}.db", e2e_timeout)
            print(f"N={n} corpus passes: {entry['corpus_passes_s']}", file=sys.stderr)
        full_db = work / f"full-{n}.db"
        if e2e:
            j = max(jobs_list)
            stats = measured_run(build_cmd(corpus / "pipeline.toml", full_db, j), timeout=e2e_timeout)
            stats["jobs"] = j
            if full_db.exists() and "timeout_s" not in stats:
                stats["db_mb"] = round(full_db.stat().st_size / 2**20, 1)
            entry["end_to_end"] = stats
            print(f"N={n} end to end jobs={j}: {stats}", file=sys.stderr)
        target = full_db if full_db.exists() else ingest_db
        if target and target.exists():
            truth = json.loads((corpus / "ground_truth.json").read_text(encoding="utf-8"))
            entry["accuracy_db"] = target.name
            entry["accuracy"] = accuracy(target, truth)
            del truth
        results["runs"].append(entry)
    align_times = [(r["n"], r.get("corpus_passes_s", {}).get("align")) for r in results["runs"]]
    align_times = [(n, t) for n, t in align_times if isinstance(t, (int, float)) and t > 0]
    if len(align_times) >= 2:
        (n0, t0), (n1, t1) = align_times[0], align_times[-1]
        results["align_growth_exponent"] = round(math.log(t1 / t0) / math.log(n1 / n0), 3)
    return results


def main(argv=None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "--_measure":
        _measure_child(sys.argv[sys.argv.index("--") + 1:])
        return 0
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "--_passes":
        print(json.dumps(time_corpus_passes(Path(sys.argv[2]), Path(sys.argv[3]))))
        return 0
    ap = argparse.ArgumentParser(description="codecompare scale benchmark")
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000])
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--work", type=Path, default=Path("/tmp/codecompare-scale"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-e2e", action="store_true", help="ingest only, no end-to-end build")
    ap.add_argument("--accuracy-only", action="store_true", help="only score existing databases in --work")
    ap.add_argument("--out", type=Path, default=None, help="write the results as JSON here")
    ap.add_argument("--e2e-timeout", type=float, default=None, help="give up the end-to-end build after this many seconds")
    args = ap.parse_args(argv)
    res = run(args.sizes, args.jobs, args.work, args.seed, not args.no_e2e, args.accuracy_only, args.e2e_timeout)
    text = json.dumps(res, indent=2)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
