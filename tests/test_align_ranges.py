"""Inverted numeric ranges are the one number difference reported as an error: a lower bound
above its upper bound cannot be complied with, whatever the policy."""
from __future__ import annotations

import json
import shutil
import sqlite3

from codecompare import align
from codecompare.pipeline import ingest

# Clyman § 370-16, "Consecutive numbers opposite." (real text)
CLYMAN_RANGE = ("Consecutive numbers shall be as near as possible opposite each other, and to effect this numbers "
                "may be omitted when necessary; and in fractional blocks and where streets cross diagonally more "
                "or less than 20 feet may be used for a number, but not less than 15 feet nor more than 30 feet.")

# CONSTRUCTED, labelled test text (not any municipality's law): Clyman's § 370-16 with the two
# bounds of its range swapped, as a careless recodification could print it.
CONSTRUCTED_CHAPTER = """§ 9-16 Street numbers.

Numbering buildings. All blocks of land, for the purpose of numbering the buildings thereof, are hereby divided into sections 20 feet in width on the streets on which they front (except as herein otherwise provided), and each such section or distance shall have a number.

Consecutive numbers opposite. """ + CLYMAN_RANGE.replace("15 feet nor more than 30 feet", "30 feet nor more than 15 feet") + "\n"


def _q(qid, value, comparator, start, end, unit="foot", value_high=None):
    return {"id": qid, "value": value, "value_high": value_high, "unit": unit, "comparator": comparator,
            "start_offset": start, "end_offset": end}


def _at(text: str, printed: str) -> tuple[int, int]:
    i = text.index(printed)
    return i, i + len(printed)


def test_min_joined_to_max_is_a_range_and_its_order_is_checked():
    swapped = CLYMAN_RANGE.replace("15 feet nor more than 30 feet", "30 feet nor more than 15 feet")
    lo, hi = _at(swapped, "30 feet"), _at(swapped, "15 feet")
    (b,) = align.clause_bounds([_q("a", 30.0, "min", *lo), _q("b", 15.0, "max", *hi)], swapped, 0)
    assert b.inverted and swapped[b.start:b.end] == "30 feet nor more than 15 feet"
    # the extraction stage's merged range, in order
    s, e = _at(CLYMAN_RANGE, "15 feet nor more than 30 feet")
    (b,) = align.clause_bounds([_q("r", 15.0, "range", s, e, value_high=30.0)], CLYMAN_RANGE, 0)
    assert not b.inverted


def test_bounds_of_different_things_are_not_a_range():
    # a minimum distance and a maximum height in one sentence bound two different things
    text = "No sign shall be placed less than 30 feet from the corner, and no sign shall exceed 10 feet in height."
    qs = [_q("a", 30.0, "min", *_at(text, "30 feet")), _q("b", 10.0, "max", *_at(text, "10 feet"))]
    assert align.clause_bounds(qs, text, 0) == []
    # a season across the new year is not an inverted range
    season = [{"id": "d", "value": None, "value_high": None, "unit": "date", "comparator": "range",
               "start_offset": 0, "end_offset": 10, "value_text": "11-15/04-01"}]
    assert align.clause_bounds(season, "November 15 to April 1", 0) == []
    # units convert before comparing: 2 feet to 30 inches is in order
    text = "not less than 2 feet nor more than 30 inches"
    qs = [_q("a", 2.0, "min", *_at(text, "2 feet")), _q("b", 30.0, "max", *_at(text, "30 inches"), unit="inch")]
    (b,) = align.clause_bounds(qs, text, 0)
    assert not b.inverted


def test_seeds_state_no_inverted_range(built_db):
    c = sqlite3.connect(built_db)
    try:
        reasons = [json.loads(e)["reason"] for (e,) in c.execute("SELECT evidence FROM findings WHERE pass = 'align'")]
    finally:
        c.close()
    assert "range inverted" not in reasons


def test_inverted_range_against_aligned_peer_is_an_outlier(built_db, tmp_path):
    db_path = tmp_path / "with-constructed.db"
    shutil.copy(built_db, db_path)
    src = tmp_path / "constructed-ch9.txt"
    src.write_text(CONSTRUCTED_CHAPTER, encoding="utf-8")
    ingest([str(src)], str(db_path), municipality="Constructed test village", state="WI", chapter="9")
    c = sqlite3.connect(db_path)
    c.row_factory = sqlite3.Row
    try:
        rows = [r for r in c.execute("SELECT * FROM findings WHERE pass = 'align' AND kind = 'outlier_vs_peers'")
                if json.loads(r["evidence"])["reason"] == "range inverted"]
        assert len(rows) == 1
        f = rows[0]
        ev = json.loads(f["evidence"])
        assert f["municipality_id"].startswith("constructed-test-village")
        assert ev["found"] == "30 feet nor more than 15 feet" and ev["peers_say"] == "15 feet nor more than 30 feet"
        peer_munis = {c.execute("SELECT municipality_id FROM clauses WHERE id = ?", [p]).fetchone()[0]
                      for p in ev["peer_clause_ids"]}
        assert peer_munis == {"clyman-wi"}
        line = CONSTRUCTED_CHAPTER.split("\n")[f["line"] - 1]
        assert line[f["col"] - 1:].startswith("30 feet nor more than 15 feet")
    finally:
        c.close()
