"""`quantities.measures` scored against a hand-labelled gold set (tests/fixtures/measures).

Every quantity the extractor stores for the three Wisconsin seeds and Springboro OH was labelled by
reading the text (labelling rules in each fixture's header). Each file is run through the real
per-document stages (structure + extract, as `codecompare build` does, so clause captions count),
each gold item is matched to the stored quantity whose span overlaps it, and its `measures` is
compared two ways:

- exact: equal after normalization (lower case, single spaces, each word singular);
- acceptable: exact, or rapidfuzz token_set_ratio >= 85 on the normalized strings; two
  *different* names of the measures lexicon are never acceptable (the lexicon's names are the
  shared vocabulary alignment trusts, "snow removal deadline" is not "... after notice").

Run ``.venv/bin/python tests/test_measures_gold.py`` for the per-file table and every miss.
"""
from __future__ import annotations

import re
import sys
import tomllib
from functools import lru_cache
from pathlib import Path

import pytest
from rapidfuzz import fuzz

from codecompare.extract import _singular  # the same singular rule on both sides of the comparison

ROOT = Path(__file__).resolve().parents[1]
GOLD = ROOT / "tests" / "fixtures" / "measures"
FILES = sorted(p.stem for p in GOLD.glob("*.toml"))

# Honest levels measured on the final code (see the report in the commit); the floors sit a
# little below them so that unrelated quantity-span changes do not flap the test.
# Measured: exact 178/291 = 0.612, acceptable 225/291 = 0.773 (before this gold set's rules:
# 72/291 = 0.247 and 133/291 = 0.457).
EXACT_FLOOR = 0.60
ACCEPTABLE_FLOOR = 0.75
COVERAGE_FLOOR = 0.97  # gold items that still have an overlapping stored quantity
MAX_WITHOUT_MEASURE = 6  # of 291 (10 before); sentence-initial "(c) Within sixty (60) days after ..."


def normalize(m: str | None) -> str:
    return " ".join(_singular(w) for w in re.findall(r"[a-z0-9'°%$\-]+", (m or "").lower()))


@lru_cache(maxsize=1)
def lexicon_names() -> frozenset[str]:
    data = tomllib.loads((ROOT / "src/codecompare/data/measures.toml").read_text(encoding="utf-8"))
    return frozenset(normalize(e["name"]) for e in data["measure"])


def exact(gold: str, pred: str | None) -> bool:
    return pred is not None and normalize(gold) == normalize(pred)


def acceptable(gold: str, pred: str | None) -> bool:
    if pred is None:
        return False
    g, p = normalize(gold), normalize(pred)
    if g == p:
        return True
    if g in lexicon_names() and p in lexicon_names():
        return False
    return fuzz.token_set_ratio(g, p) >= 85


def load_gold(name: str) -> tuple[dict, str]:
    from codecompare.read import read_source

    data = tomllib.loads((GOLD / f"{name}.toml").read_text(encoding="utf-8"))
    text = read_source(str(ROOT / data["source"])).text
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    for item in data["quantities"]:
        pos = starts[item["line"] - 1]
        for _ in range(item.get("nth", 1)):
            found = text.find(item["text"], pos)
            assert found >= 0 and text.count("\n", 0, found) + 1 == item["line"], (name, item)
            pos = found + 1
        item["start"], item["end"] = found, found + len(item["text"])
    return data, text


@lru_cache(maxsize=None)
def _predicted(source: str):
    from codecompare.pipeline import load_manifest, process_document
    from codecompare.read import read_source

    path = (ROOT / source).resolve()
    entry = next(e for e in load_manifest(ROOT / "corpus" / "manifest.toml") if Path(e.path).resolve() == path)
    extracted = process_document(read_source(str(path)), entry.meta)
    return tuple(q for c in extracted.clauses.values() for q in c.quantities)


def score_file(name: str) -> dict:
    data, _ = load_gold(name)
    preds = _predicted(data["source"])
    rows = []
    for g in data["quantities"]:
        overlapping = [p for p in preds if p.start < g["end"] and g["start"] < p.end]
        # the quantity with the same span if there is one, else the first overlapping one
        p = next((p for p in overlapping if (p.start, p.end) == (g["start"], g["end"])),
                 overlapping[0] if overlapping else None)
        rows.append((g, p))
    matched = [(g, p) for g, p in rows if p is not None]
    return {
        "name": name, "gold": len(rows), "matched": len(matched),
        "exact": sum(exact(g["measures"], p.measures) for g, p in matched),
        "acceptable": sum(acceptable(g["measures"], p.measures) for g, p in matched),
        "rows": rows,
    }


def _totals(scores):
    return {k: sum(s[k] for s in scores) for k in ("gold", "matched", "exact", "acceptable")}


@pytest.fixture(scope="module")
def scores():
    return [score_file(n) for n in FILES]


def test_gold_spans_are_exact_slices():
    assert len(FILES) == 8
    n = 0
    for name in FILES:
        data, text = load_gold(name)
        for item in data["quantities"]:
            assert text[item["start"]:item["end"]] == item["text"]
            assert item["measures"] == item["measures"].strip().lower() and item["measures"]
        keys = [(i["line"], i["text"], i.get("nth", 1)) for i in data["quantities"]]
        assert len(keys) == len(set(keys)), name
        n += len(keys)
    assert n == 291


def test_gold_coverage(scores):
    t = _totals(scores)
    assert t["matched"] / t["gold"] >= COVERAGE_FLOOR, t


def test_measures_gold_accuracy(scores):
    t = _totals(scores)
    assert t["exact"] / t["matched"] >= EXACT_FLOOR, t
    assert t["acceptable"] / t["matched"] >= ACCEPTABLE_FLOOR, t


def test_nearly_every_gold_quantity_gets_a_measure(scores):
    missing = [(s["name"], g["line"], g["text"]) for s in scores for g, p in s["rows"] if p is not None and not p.measures]
    assert len(missing) <= MAX_WITHOUT_MEASURE, missing


def test_no_fragment_measures(scores):
    # single letters, clock fragments, bare verbs and adjectives are not what a number limits
    bad = re.compile(r"^(?:\w|p m|a m|above|below|completed|hour|day|applicant|sidewalk|person|one)$")
    junk = [(s["name"], g["line"], p.measures) for s in scores for g, p in s["rows"]
            if p is not None and p.measures and bad.match(normalize(p.measures))]
    assert not junk


def test_scorer_metrics():
    assert exact("Sidewalk thickness", "sidewalks  Thickness")
    assert not exact("sidewalk thickness", "sidewalk")
    assert acceptable("street number section width", "section width")
    assert not acceptable("sidewalk thickness at residential driveway", "sidewalk thickness at driveway")
    assert not acceptable("snow removal deadline", "snow removal deadline after notice")
    assert not acceptable("payment deadline", "snow removal deadline")
    assert not acceptable("sidewalk thickness", None)


def main() -> None:
    scores = [score_file(n) for n in FILES]
    muni = {}
    for s in scores:
        key = s["name"] if s["name"].startswith("wi-") else "oh-springboro (5 files)"
        muni.setdefault(key, []).append(s)
    print(f"{'file':34} {'gold':>5} {'match':>5} {'exact':>12} {'acceptable':>12}")
    for key, ss in list(muni.items()) + [("TOTAL", scores)]:
        t = _totals(ss)
        m = max(1, t["matched"])
        print(f"{key:34} {t['gold']:5} {t['matched']:5} {t['exact']:5} {t['exact'] / m:6.3f} "
              f"{t['acceptable']:5} {t['acceptable'] / m:6.3f}")
    if "-v" in sys.argv:
        for s in scores:
            for g, p in s["rows"]:
                pm = None if p is None else p.measures
                if not exact(g["measures"], pm):
                    flag = "~" if acceptable(g["measures"], pm) else "X"
                    print(f"{flag} {s['name']}:{g['line']} {g['text']!r:28} gold={g['measures']!r} got={pm!r}")


if __name__ == "__main__":
    main()
