"""Measure-level alignment: numbers that state the same canonical measure are compared even when
the paragraphs around them were merged or split differently (the seeds' expansion joints)."""
from __future__ import annotations

import sqlite3

import pytest

from codecompare import align, topics

CLYMAN, CH308, T1994 = "clyman-wi", "unidentified-wi-ch308", "unidentified-wi-1994-t4c3"



def _spacing_diffs(conn) -> dict[tuple[str, str], list[sqlite3.Row]]:
    out: dict[tuple[str, str], list[sqlite3.Row]] = {}
    for r in conn.execute("""
            SELECT a.level, a.left_municipality_id AS lm, a.right_municipality_id AS rm, qd.*
            FROM quantity_diffs qd JOIN alignments a ON a.id = qd.alignment_id
            WHERE qd.measures = 'expansion joint spacing' AND qd.left_quantity_id IS NOT NULL
              AND qd.right_quantity_id IS NOT NULL"""):
        out.setdefault((r["lm"], r["rm"]), []).append(r)
    return out


def test_expansion_joint_spacing_every_pair_of_seeds(conn):
    # Clyman "fifty-foot maximum intervals", ch. 308 "intervals not to exceed 100 feet", the 1994
    # seed "at least every 20 feet" inside its "Concrete." paragraph: all maximum spacings, the
    # closer joints being the stricter rule.
    d = _spacing_diffs(conn)
    expect = {(CLYMAN, CH308): (50.0, 100.0, "stricter_left"),
              (CLYMAN, T1994): (50.0, 20.0, "stricter_right"),
              (T1994, CH308): (20.0, 100.0, "stricter_left")}
    for pair, (lv, rv, rel) in expect.items():
        rows = d.get(pair, [])
        assert [(r["left_value"], r["right_value"], r["relation"]) for r in rows] == [(lv, rv, rel)], pair


def test_measure_rows_keep_section_and_clause_semantics(conn):
    # measure-level ids point into clauses, like clause-level ones; they never duplicate a
    # clause alignment of the same two clauses
    rows = conn.execute("SELECT * FROM alignments WHERE level = 'measure'").fetchall()
    assert rows
    for r in rows:
        assert r["method"].startswith("measure:")
        assert r["left_municipality_id"] < r["right_municipality_id"]
        for side in ("left", "right"):
            muni = conn.execute("SELECT municipality_id FROM clauses WHERE id = ?", [r[f"{side}_id"]]).fetchone()
            assert muni and muni[0] == r[f"{side}_municipality_id"]
        assert conn.execute("SELECT 1 FROM alignments WHERE level = 'clause' AND left_id = ? AND right_id = ?",
                            [r["left_id"], r["right_id"]]).fetchone() is None


def test_a_number_paired_at_measure_level_is_not_also_missing(conn):
    # the 1994 "Concrete." paragraph aligns with ch. 308's "Concrete" paragraph, which states no
    # joint spacing; the 20 feet is compared with ch. 308's 100 feet instead of reported missing
    q20 = conn.execute("SELECT id FROM quantities WHERE municipality_id = ? AND measures = 'expansion joint spacing'",
                       [T1994]).fetchone()[0]
    rows = conn.execute("""SELECT qd.relation FROM quantity_diffs qd JOIN alignments a ON a.id = qd.alignment_id
                           WHERE (qd.left_quantity_id = ? OR qd.right_quantity_id = ?)
                           AND a.left_municipality_id = ? AND a.right_municipality_id = ?""",
                        [q20, q20, T1994, CH308]).fetchall()
    assert [r["relation"] for r in rows] == ["stricter_left"]


def test_diff_report_lists_measure_level_numbers(built_db):
    text, differs = align.diff_report(str(built_db), "1994", "ch308", topic="sidewalk-construction")
    assert differs
    numbers = text.partition("numbers that differ:")[2].split("\n  * A ")[0]
    line = next(ln for ln in numbers.splitlines() if "expansion joint spacing" in ln)
    assert "20 feet" in line and "100 feet" in line and "stricter_A" in line


def q(qid, muni, clause, value, measures="expansion joint spacing", unit="foot", comparator="max", context=""):
    return {"id": qid, "municipality_id": muni, "clause_id": clause, "value": value, "value_high": None,
            "unit": unit, "comparator": comparator, "measures": measures, "value_text": None, "text": f"{value} {unit}",
            "start_offset": 0, "context": context}


def test_measure_pairs_only_unpaired_and_where_the_clause_aligns():
    a = q("a", "m1", "c1", 50.0, context="expansion joints shall be placed at maximum intervals")
    b = q("b", "m2", "c2", 20.0, context="one expansion joint shall be located at least every")
    c = q("c", "m3", "c3", 100.0, context="expansion joints at intervals not to exceed")
    key = ("expansion joint spacing", "length")
    by_clause = {"c1": {key: [a]}, "c2": {key: [b]}, "c3": {key: [c]}}
    by_section = {"s1": {key: [a]}, "s2": {key: [b]}, "s3": {key: [c]}}
    # c1 aligns into sections s2 and s3; m1-m2 already compared a and b in a clause alignment
    links = [("c1", "s2", "m1", "m2"), ("c1", "s3", "m1", "m3")]
    pairs = align.measure_pairs(links, by_clause, by_section, {("a", "m2"), ("b", "m1")})
    assert [(x["id"], y["id"]) for x, y in pairs] == [("a", "c")]
    # a clause that aligns nowhere near the other number does not reach it
    assert align.measure_pairs([("c1", "s9", "m1", "m3")], by_clause, by_section, set()) == []
    # both directions of one alignment give one pair
    both = [("c1", "s3", "m1", "m3"), ("c3", "s1", "m3", "m1")]
    assert len(align.measure_pairs(both, by_clause, by_section, set())) == 1


def test_measure_pairs_one_to_one_by_leading_words():
    left = [q("l1", "m1", "c1", 24.0, "notice before work", "hour", "min", "shall notify the director of public works"),
            q("l2", "m1", "c1", 12.0, "notice before work", "hour", "min", "private properties shall be notified in writing at least")]
    right = [q("r1", "m2", "c9", 1.0, "notice before work", "business_day", "min", "the director of public works shall be notified")]
    key = ("notice before work", "time")
    pairs = align.measure_pairs([("c1", "s2", "m1", "m2")], {"c1": {key: left}}, {"s2": {key: right}}, set())
    assert [(x["id"], y["id"]) for x, y in pairs] == [("l1", "r1")]
    rows, diffs = align.measure_alignments(pairs, {"c1": "excavation-notice", "c9": "excavation-notice"},
                                           topics.load_lexicon())
    assert [(r.level, r.left_id, r.right_id, r.topic) for r in rows] == [("measure", "c1", "c9", "excavation-notice")]
    # hours and business days do not convert: the same rule, no order between them
    assert [d.relation for d in diffs] == ["differs"]


def test_min_against_max_differs_and_max_spacing_smaller_is_stricter():
    lo = q("a", "m1", "c1", 20.0, comparator="max")
    hi = q("b", "m2", "c2", 100.0, comparator="max")
    assert align.quantity_relation(lo, hi) == "stricter_left"
    assert align.quantity_relation(q("a", "m1", "c1", 20.0, comparator="min"), hi) == "differs"
