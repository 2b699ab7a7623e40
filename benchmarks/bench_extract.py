"""Extraction throughput: MB/s of raw text and peak RSS, on the corpus repeated to >= 5 MB.

    .venv/bin/python benchmarks/bench_extract.py [--min-mb 5]
    .venv/bin/python benchmarks/bench_extract.py --ingest [--min-mb 5] [--stages all]
        [--only PATH ...] [--eyecite]
    .venv/bin/python benchmarks/bench_extract.py --components [--min-mb 2]

``--ingest`` measures full ingest instead: ``pipeline.build`` (read + structure + extraction +
store, one process, jobs 1) of a GENERATED corpus: copies of the bundled texts in a temp dir,
each copy given its own municipality and one trailing line "Generated benchmark copy N." so no
two texts share a content hash (build refuses duplicates). ``--stages all`` adds the
corpus-level passes (xref, align, publish), which grow with the corpus, not per byte.
``--only`` keeps the named corpus paths (e.g. the five files with hand-labelled fixtures).
``--eyecite`` also times eyecite's ``get_citations`` on exactly the generated texts, in the same
process and window (eyecite is a benchmark-only extra: ``pip install -e '.[bench]'``).

Clauses are approximated by blank-line paragraphs (what the structure parser hands over for
most layouts), so the number measures the extraction stage alone: tokenizer + our components
+ conversion to typed values, one core.
"""
from __future__ import annotations

import argparse
import os
import re
import resource
import tempfile
import time
from pathlib import Path

from codecompare.extract import _to_extraction
from codecompare.nlp import build_nlp
from codecompare.read import read_source

ROOT = Path(__file__).resolve().parents[1]


def _load():
    return os.getloadavg()


def generated_corpus(out: Path, min_mb: float, only: list[str] | None = None) -> tuple[Path, int, int]:
    """Copies of the bundled corpus with a manifest of their own; returns (manifest, bytes, docs)."""
    import tomllib

    manifest = tomllib.loads((ROOT / "corpus" / "manifest.toml").read_text(encoding="utf-8"))
    if only:
        unknown = set(only) - {d["path"] for d in manifest["documents"]}
        if unknown:
            raise SystemExit(f"--only: not in corpus/manifest.toml: {sorted(unknown)}")
        manifest["documents"] = [d for d in manifest["documents"] if d["path"] in only]
        used = {d["municipality"] for d in manifest["documents"]}
        manifest["municipalities"] = {k: v for k, v in manifest["municipalities"].items() if k in used}
    size = sum((ROOT / "corpus" / d["path"]).stat().st_size for d in manifest["documents"])
    reps = max(1, int(min_mb * 1e6 // size) + 1)
    lines = ["# GENERATED for benchmarks/bench_extract.py --ingest: copies of the bundled corpus.",
             "version = 1", ""]
    total = docs = 0
    for n in range(reps):
        for mid, m in manifest["municipalities"].items():
            lines.append(f'[municipalities."{mid}-copy{n}"]')
            lines.append(f'name = "{m["name"]} (generated copy {n})"')
            for k in ("kind", "state", "county"):
                if k in m:
                    lines.append(f'{k} = "{m[k]}"')
            lines.append('evidence = "Generated benchmark copy of a bundled text."')
            lines.append("")
        for d in manifest["documents"]:
            raw = (ROOT / "corpus" / d["path"]).read_bytes()
            rel = Path(f"copy{n}") / d["path"]
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            data = raw.rstrip(b"\n") + f"\n\nGenerated benchmark copy {n}.\n".encode()
            (out / rel).write_bytes(data)
            total += len(data)
            docs += 1
            lines += ["[[documents]]", f'path = "{rel.as_posix()}"', f'municipality = "{d["municipality"]}-copy{n}"',
                      f'chapter = "{d["chapter"]}"', f'title = "{re.sub(chr(34), "", d.get("title", ""))}"', ""]
    path = out / "manifest.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, total, docs


def eyecite_cpu(paths: list[Path]) -> tuple[float, int]:
    """CPU seconds for eyecite's get_citations over the given files (after one warm-up call)."""
    from eyecite import get_citations

    texts = [read_source(str(p)).text for p in paths]
    get_citations(texts[0])
    cpu = time.process_time()
    found = sum(len(get_citations(t)) for t in texts)
    return time.process_time() - cpu, found


def ingest(min_mb: float, stages: str, only: list[str] | None, eyecite: bool) -> None:
    from codecompare.pipeline import build

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        manifest, total, docs = generated_corpus(out, min_mb, only)
        chosen = ["read", "structure", "extract", "store"] + (["xref", "align", "publish"] if stages == "all" else [])
        pipe = out / "pipeline.toml"
        pipe.write_text(f'[pipeline]\nname = "bench-ingest"\nmanifest = "manifest.toml"\noutput = "bench.db"\n'
                        f"stages = {chosen!r}\n".replace("'", '"'), encoding="utf-8")
        load_before = _load()
        wall = time.perf_counter()
        cpu = time.process_time()
        counts = build(str(pipe), str(out / "bench.db"), jobs=1)
        cpu = time.process_time() - cpu
        wall = time.perf_counter() - wall
        load_after = _load()
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"GENERATED corpus: {total / 1e6:.2f} MB raw text in {docs} documents (copies of the bundled corpus)")
        print(f"stages: {', '.join(chosen)}")
        print(f"ingest: {cpu:.2f} s CPU -> {total / 1e6 / cpu:.2f} MB/s per core; "
              f"wall {wall:.2f} s -> {total / 1e6 / wall:.2f} MB/s")
        print(f"rows: {counts}")
        print(f"peak RSS: {rss_mb:.0f} MB")
        print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (1-minute)")
        if eyecite:
            eye, found = eyecite_cpu(sorted(out.glob("copy*/**/*.txt")))
            print(f"eyecite on the same {total / 1e6:.2f} MB: {eye:.2f} s CPU -> {total / 1e6 / eye:.2f} MB/s "
                  f"({found} citations); full ingest / eyecite speed: {eye / cpu:.2f}x")
            print(f"load average after eyecite {_load()[0]:.2f}")


def components(min_mb: float) -> None:
    """CPU seconds of the tokenizer and of each pipeline component over the corpus paragraphs
    repeated to ``min_mb``, best of three runs (each component called directly, in order)."""
    texts = [read_source(str(p)).text for p in sorted((ROOT / "corpus").glob("*/*/*.txt"))]
    paras = [p for t in texts for p in t.split("\n\n") if p.strip()]
    paras = paras * max(1, int(min_mb * 1e6 // sum(len(p) for p in paras)) + 1)
    nlp = build_nlp()
    list(nlp.pipe(paras[:50]))
    best: dict[str, float] | None = None
    for _ in range(3):
        spent = dict.fromkeys(["tokenizer", *nlp.pipe_names], 0.0)
        for text in paras:
            t = time.process_time()
            doc = nlp.make_doc(text)
            spent["tokenizer"] += time.process_time() - t
            for name, proc in nlp.pipeline:
                t = time.process_time()
                doc = proc(doc)
                spent[name] += time.process_time() - t
        if best is None or sum(spent.values()) < sum(best.values()):
            best = spent
    size = sum(len(p.encode("utf-8")) for p in paras) / 1e6
    print(f"text: {size:.2f} MB in {len(paras)} paragraphs; CPU seconds, best of 3 runs:")
    print("  " + "  ".join(f"{k} {v:.3f}" for k, v in best.items()) + f"  total {sum(best.values()):.3f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-mb", type=float, default=5.0)
    ap.add_argument("--batch-size", type=int, default=256)
    ap.add_argument("--ingest", action="store_true")
    ap.add_argument("--stages", choices=["ingest", "all"], default="ingest")
    ap.add_argument("--only", nargs="+", metavar="PATH", help="corpus paths to keep (relative to corpus/)")
    ap.add_argument("--eyecite", action="store_true", help="also time eyecite on the same texts")
    ap.add_argument("--components", action="store_true", help="CPU time of the tokenizer and each component")
    args = ap.parse_args()
    if args.ingest:
        ingest(args.min_mb, args.stages, args.only, args.eyecite)
        return
    if args.components:
        components(args.min_mb)
        return
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
    print(f"load average (1-minute): {_load()[0]:.2f}")


if __name__ == "__main__":
    main()
