"""The benchmark corpus generator: labelled, deterministic, and its ground truth points at the text."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from codecompare.pipeline import load_manifest, load_pipeline
from conftest import ROOT, load_benchmark



gen = load_benchmark("generate")


@pytest.fixture(scope="module")
def corpus9(tmp_path_factory):
    out = tmp_path_factory.mktemp("gen") / "c9"
    truth = gen.generate(9, out, seed=3)
    return out, truth


def _text(out: Path, doc: dict) -> str:
    return (out / doc["path"]).read_text(encoding="utf-8")


def test_seed_sections_follow_the_hand_checked_tables():
    parsed = {s.key: gen.parse_seed(s) for s in gen.SEEDS}
    assert [len(parsed[k]) for k in ("000", "001", "002")] == [14, 11, 12]
    ch308 = {p.number: p for p in parsed["000"]}
    # § 308-7's printed heading stands before the end of § 308-6 (curing, finishing): the repaired
    # split gives those paragraphs to § 308-6 and starts § 308-7 at its permit paragraph.
    assert any(u.text.startswith("When enough time for proper curing") for u in ch308["308-6"].units)
    assert ch308["308-7"].units[0].text.startswith("Permit required. No person, partnership")
    assert ch308["308-8"].units[0].text.startswith("Frozen ground.")
    assert ch308["308-14"].units[0].text.startswith("No downspouts from any building")
    assert ch308["308-13"].units[-1].text == "All vaults and cisterns under sidewalks shall be prohibited."
    clyman = {p.number: p for p in parsed["002"]}
    assert clyman["370-6"].title == "Excavations of streets, alleys, public ways and grounds"
    bond = [u for u in clyman["370-6"].units if u.caption == "Bond"][0]
    after = clyman["370-6"].units[clyman["370-6"].units.index(bond) + 1]
    assert (bond.depth, after.depth) == (1, 2)  # "Bond." alone opens a list of unlettered items
    hw = parsed["001"]
    assert hw[0].units[0].marker == "A." and hw[0].units[0].caption == "General application"
    assert hw[5].units[0].text.startswith("No owner or occupant shall allow the sidewalk")
    assert hw[-1].units[-1].text.startswith("The Village Board reserves the right")


def test_same_seed_same_bytes_other_seed_other_text(tmp_path):
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    gen.generate(4, a, seed=11)
    gen.generate(4, b, seed=11)
    gen.generate(4, c, seed=12)
    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert all((a / f).read_bytes() == (b / f).read_bytes() for f in files)
    assert (a / "ground_truth.json").read_bytes() != (c / "ground_truth.json").read_bytes()


def test_every_text_is_labelled_generated_and_the_pipeline_loads(corpus9):
    out, truth = corpus9
    texts = sorted((out / "texts").glob("*.txt"))
    assert len(texts) == 9
    for t in texts:
        assert t.read_text(encoding="utf-8").split("\n", 1)[0].startswith("GENERATED test data derived from public ordinances")
    pipe = load_pipeline(out / "pipeline.toml")
    entries = load_manifest(pipe.manifest)
    assert [e.display_path for e in entries] == [d["path"] for d in truth["documents"]]
    assert all("(generated)" in e.meta.municipality_name for e in entries)
    assert set(pipe.stages) >= {"read", "structure", "extract", "store", "xref", "align", "publish"}
    assert {d["layout"] for d in truth["documents"]} == set(gen.LAYOUTS)
    assert {d["seed"] for d in truth["documents"]} == {"000", "001", "002"}


def test_refuses_to_write_into_corpus(tmp_path):
    with pytest.raises(SystemExit):
        gen.generate(1, ROOT / "corpus" / "generated")


def test_sections_start_where_the_truth_says(corpus9):
    out, truth = corpus9
    for doc in truth["documents"]:
        text = _text(out, doc)
        prev_end = 0
        for sec in doc["sections"]:
            assert sec["start"] >= prev_end
            prev_end = sec["end"]
            head = text[sec["start"]:sec["end"]]
            assert text.count("\n", 0, sec["start"]) + 1 == sec["line"]
            if doc["layout"] == "hard_wrapped":
                assert not head.startswith("§")
                assert re.match(r"A\.\n|[A-Z]", head)
            else:
                assert head.startswith(f"§ {sec['number']} {sec['title']}.")
            for cl in sec["clauses"]:
                assert sec["start"] <= cl["start"] < sec["end"]


def test_hard_wrapped_layout_wraps_and_puts_markers_alone(corpus9):
    out, truth = corpus9
    doc = next(d for d in truth["documents"] if d["layout"] == "hard_wrapped")
    lines = _text(out, doc).split("\n")[4:]  # after the banner and the title line
    assert max(len(l) for l in lines if " " in l) <= 80
    assert "A." in lines and "\n\n" not in "\n".join(lines).strip()


def test_officials_and_numbers_vary_with_the_municipality(corpus9):
    out, truth = corpus9
    bodies = {d["officials"]["body"] for d in truth["documents"]}
    assert len(bodies) >= 2
    for doc in truth["documents"]:
        text = _text(out, doc)
        place = {"village": "Village", "town": "Town", "city": "City"}[doc["kind"]]
        if place != "Village":
            assert "Village" not in text.split("\n", 2)[2]
        for q in doc["quantities"]:
            assert text[q["start"]:q["end"]] == q["text"]
            if q["unit"] == "usd":
                old = int(re.sub(r"[^\d]", "", q["original"]))
                new = int(re.sub(r"[^\d]", "", q["text"]))
                assert 0.4 * old <= new <= 2.1 * old
    changed = [q for d in truth["documents"] for q in d["quantities"] if q["text"] not in q["original"]]
    assert changed, "some amounts must differ from the seed"


def test_defects_point_at_their_citation(corpus9):
    out, truth = corpus9
    docs = {d["path"]: d for d in truth["documents"]}
    kinds = {(d["kind"], d["origin"]) for d in truth["defects"]}
    assert ("self", "injected") in kinds and ("dangling", "injected") in kinds and ("malformed", "injected") in kinds
    for df in truth["defects"]:
        doc = docs[df["document"]]
        text = _text(out, doc)
        assert text[df["start"]:df["end"]] == df["text"]
        line = text.split("\n")[df["line"] - 1]
        assert line[df["col"] - 1:].startswith(df["text"].split("\n")[0])
        numbers = {s["number"] for s in doc["sections"]}
        if df["kind"] == "self":
            sec = next(s for s in doc["sections"] if s["start"] <= df["start"] < s["end"])
            assert df["text"] == f"§ {sec['number']}"
        elif df["kind"] == "dangling" and df["text"].startswith("§"):
            assert df["text"][2:].rstrip("ABCDEFGHIJ") not in numbers
        elif df["kind"] == "malformed" and df.get("form") != "statute_digits":
            assert re.fullmatch(r"\d{4,}", df["text"])


def test_renumbered_references_follow_their_section(corpus9):
    out, truth = corpus9
    # Clyman's § 370-6 says "as provided for under § 370-7G": in every chapter derived from it the
    # reference must name the new number of the section derived from § 370-7.
    checked = 0
    for doc in truth["documents"]:
        if doc["seed"] != "002" or not doc["section_numbers_printed"]:
            continue
        secs = {s["seed_section"]: s for s in doc["sections"]}
        if "002:370-6" in secs and "002:370-7" in secs:
            text = _text(out, doc)
            s6 = secs["002:370-6"]
            assert f"§ {secs['002:370-7']['number']}G" in text[s6["start"]:s6["end"]]
            checked += 1
    assert checked


def test_expected_alignments_group_sections_by_origin(corpus9):
    _, truth = corpus9
    exp = truth["expected_alignments"]
    total = sum(len(d["sections"]) for d in truth["documents"])
    assert sum(len(v) for v in exp["by_seed_section"].values()) == total
    assert sum(len(v) for v in exp["by_topic"].values()) == total
    # Cross-seed equivalents share a topic: snow removal exists in all three seeds.
    seeds_with_snow = {k.split(":")[0] for k, v in truth["seeds"].items() for p in v["sections"].values() if p["topic"] == "snow-ice-removal"}
    assert seeds_with_snow == {"000", "001", "002"}
    json.dumps(truth)  # serializable as written
