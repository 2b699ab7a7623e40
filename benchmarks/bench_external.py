"""First-contact checks on third-party ordinance text that is not in this repo.

    .venv/bin/python benchmarks/bench_external.py --texts DIR [--ingest] [NAME ...]

``benchmarks/external/*.toml`` hold hand-labelled gold (same format and conventions as
tests/fixtures/extraction) for texts taken from public repositories, each labelled by someone who
never ran the extractor on it. The texts themselves stay out of the repo (third-party copies):
each TOML names its source (repository, path, commit, range) in its header and the sha256 of the
exact text. Rebuild the text into DIR/<name>.txt, and this script checks the hash and prints
strict and span-only precision/recall/F1 per file and micro-averaged, scored exactly as
tests/test_extract_fixtures.py scores the repo's fixtures. First-contact figures (the extractor
before any rule was changed for the file) are recorded in docs/benchmarks.md; scores after rule
changes show fitting, not generalization.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import test_extract_fixtures as fx  # noqa: E402

LABELS = ROOT / "benchmarks" / "external"


def _ingested(text: str, municipality: str | None = None) -> SimpleNamespace:
    """What ingest stores for ``text``: the structure stage, extraction per clause, note citations."""
    from codecompare.model import DocumentMeta
    from codecompare.pipeline import process_document
    from codecompare.read import decode_bytes

    meta = DocumentMeta(municipality_id="external", municipality_name=municipality or "Unidentified external text")
    ex = process_document(decode_bytes(text.encode("utf-8"), "external.txt"), meta)
    quantities = sorted((q for c in ex.clauses.values() for q in c.quantities), key=lambda q: q.start)
    citations = [c for cl in ex.clauses.values() for c in cl.citations]
    citations += [c for cs in ex.note_citations.values() for c in cs]
    return SimpleNamespace(quantities=quantities, citations=sorted(citations, key=lambda c: c.start))


def _print_misses(text: str, strict) -> None:
    """The strict misses and extras of one file, quantities then citations, each with its line and reading."""
    def line(offset: int) -> int:
        return text.count("\n", 0, offset) + 1

    for kind, result in (("Q", strict[0]), ("C", strict[1])):
        for g in result[3]:
            what = (f"{g.get('value')} {g.get('value_high')} {g['unit']} {g.get('value_text')} {g['comparator']}" if kind == "Q"
                    else f"{g['kind']} {g['target']}")
            print(f"  {kind} MISS L{g['line']} {g['text']!r} {what}")
        for p in result[4]:
            what = f"{p.value} {p.value_high} {p.unit} {p.value_text} {p.comparator}" if kind == "Q" else f"{p.kind} {p.target}"
            print(f"  {kind} EXTRA L{line(p.start)} {text[p.start:p.end]!r} {what}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--texts", required=True, type=Path, help="folder holding <name>.txt for each label file")
    ap.add_argument("names", nargs="*", help="label files to score (default: all)")
    ap.add_argument("--labels", type=Path, default=LABELS,
                    help="folder of label files (default benchmarks/external; a new round's labels before they land)")
    ap.add_argument("--ingest", action="store_true",
                    help="score what ingest stores (structure, then extraction clause by clause, plus citations in "
                         "notes) instead of extraction over the whole text")
    ap.add_argument("--misses", action="store_true",
                    help="also list each file's misses (gold not found) and extras (found, not gold), strict, by line")
    args = ap.parse_args()
    extract = _ingested if args.ingest else None
    labels = args.labels
    names = args.names or sorted(p.stem for p in labels.glob("*.toml"))
    totals = {k: [0, 0, 0] for k in ("quantities", "citations", "quantities span", "citations span")}
    for name in names:
        data = tomllib.loads((labels / f"{name}.toml").read_text(encoding="utf-8"))
        path = args.texts / data["source"]
        if not path.exists():
            raise SystemExit(f"{path}: missing; rebuild it from the source named in {labels / (name + '.toml')}")
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != data["sha256"]:
            raise SystemExit(f"{path}: sha256 {digest} is not the labelled text's {data['sha256']}")
        # Score with the test suite's own loader and matcher, pointed at these files.
        fx.FIXTURES, fx.ROOT = labels, args.texts
        strict = fx.evaluate(name, extract=extract)
        span = fx.evaluate(name, lambda g, p: True, lambda g, p: True, extract=extract)
        gold, text = fx.load(name)
        print(f"{name}: quantities F1 {strict[0][0]:.3f} (P {strict[0][1]:.3f} R {strict[0][2]:.3f}), "
              f"citations F1 {strict[1][0]:.3f} (P {strict[1][1]:.3f} R {strict[1][2]:.3f}); "
              f"span-only {span[0][0]:.3f} / {span[1][0]:.3f}")
        if args.misses:
            _print_misses(text, strict)
        for key, result, n in (("quantities", strict[0], len(gold["quantities"])),
                               ("citations", strict[1], len(gold["citations"])),
                               ("quantities span", span[0], len(gold["quantities"])),
                               ("citations span", span[1], len(gold["citations"]))):
            tp = n - len(result[3])
            t = totals[key]
            t[0], t[1], t[2] = t[0] + tp, t[1] + tp + len(result[4]), t[2] + n
    for key, (tp, pred, gold) in totals.items():
        p, r = (tp / pred if pred else 1.0), (tp / gold if gold else 1.0)
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        print(f"micro {key}: F1 {f1:.3f} (P {p:.3f} R {r:.3f}; {gold} gold, {pred} predicted)")


if __name__ == "__main__":
    main()
