"""Drafting checks: each check on real seed text (hand-cut, see test_xref_helpers) and on short
constructed snippets that are labelled as such; the linter command through click's CliRunner."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from click.testing import CliRunner

from codecompare import findings, xref
from codecompare.cli import main
from codecompare.model import DocumentMeta

from conftest import SEED_000
from test_xref import hand_cut_seeds_db
from test_xref_helpers import document_from_spec, store_documents

SNIPPET_META = DocumentMeta("snippet-wi", "Snippet village (constructed for tests)", "village", "WI", chapter="500")

# CONSTRUCTED SNIPPET (not real law): a clean two-section chapter in General Code style whose
# every reference is correct, to prove the checks stay silent on well-drafted text.
CLEAN_SNIPPET = """Article I Constructed test snippet

§ 500-1 Sidewalk permits.

Permit required. No person shall construct, repair or replace any sidewalk in the Village without a sidewalk permit issued by the Director of Public Works as provided in § 500-2.

Fee. The fee for a sidewalk permit shall be as set forth in the Village Fee Schedule. No fee shall be charged for repairs ordered under Subsection A above.

§ 500-2 Sidewalk permit applications.

Filing. Applications for sidewalk permits shall be filed with the Village Clerk-Treasurer at least three days before work is proposed to be undertaken.

Notice. The Village Board may order sidewalk repair after notice as provided in § 66.0907(3)(c), Wis. Stats., and in Subsection A of this section.
"""
CLEAN_SPEC = {
    "500-1": ("Sidewalk permits.", ["Permit required", "Fee"]),
    "500-2": ("Sidewalk permit applications.", ["Filing", "Notice"]),
}

# CONSTRUCTED SNIPPET (not real law): one permit term stated twice with different values, and a
# section with two subsections under the same caption.
DEFECT_SNIPPET = """Article I Constructed test snippet

§ 500-1 Street opening permits.

Validity of permit. Permits shall be valid for a period of 30 days from the date of approval.

Bond. The applicant shall file a bond in an amount determined by the Village Board.

Bond. The applicant shall file a surety bond conditioned as specified above.

§ 500-2 Street opening permit renewals.

Renewal. Permits shall be valid for a period of 60 days from the date of approval.

Insurance. The applicant shall carry public liability insurance of not less than $500,000 per one person and property damage coverage of not less than $200,000.
"""
DEFECT_SPEC = {
    "500-1": ("Street opening permits.", ["Validity of permit", "Bond"]),
    "500-2": ("Street opening permit renewals.", ["Renewal", "Insurance"]),
}


def _snippet_db(tmp_path, text, spec, name="snippet"):
    src = tmp_path / f"{name}.txt"
    src.write_text(text, encoding="utf-8")
    db = store_documents(tmp_path / f"{name}.db", [(document_from_spec(src, SNIPPET_META, spec), str(src))])
    xref.run(db)
    return db


@pytest.fixture(scope="module")
def seeds_db(tmp_path_factory):
    path = tmp_path_factory.mktemp("findings") / "seeds.db"
    db = hand_cut_seeds_db(path)
    yield path, db
    db.close()


def test_clean_snippet_has_no_error_and_no_warning(tmp_path):
    db = _snippet_db(tmp_path, CLEAN_SNIPPET, CLEAN_SPEC)
    statuses = {r["text"]: r["status"] for r in db.query("SELECT text, status FROM citations")}
    assert statuses == {"§ 500-2": "resolved", "Subsection A": "resolved", "§ 66.0907(3)(c), Wis. Stats.": "external"}
    assert list(db.query("SELECT kind, message FROM findings")) == []


def test_conflicting_values_and_duplicate_captions_in_defect_snippet(tmp_path):
    db = _snippet_db(tmp_path, DEFECT_SNIPPET, DEFECT_SPEC, "defects")
    rows = list(db.query("SELECT kind, severity, line, evidence FROM findings ORDER BY line"))
    kinds = [(r["kind"], r["line"]) for r in rows]
    assert ("duplicate_caption", 9) in kinds
    assert ("internal_conflict", 13) in kinds
    conflict = next(r for r in rows if r["kind"] == "internal_conflict")
    assert conflict["severity"] == "warning" and "30 days" in conflict["evidence"] and "60 days" in conflict["evidence"]
    # $500,000 per person and $200,000 property damage are different measures in different words.
    assert [k for k in kinds if k[0] == "internal_conflict"] == [("internal_conflict", 13)]


def test_same_sentence_shape_with_a_different_subject_is_no_conflict(seeds_db):
    # Clyman § 370-7G: bituminous pavement "2 1/2 inches" and concrete pavement "seven inches".
    _, db = seeds_db
    assert db.execute("SELECT count(*) FROM findings WHERE kind = 'internal_conflict'").fetchone()[0] == 0


def test_same_wording_rule():
    assert findings.same_wording({"permits", "valid", "period", "days", "date", "approval"},
                                 {"permits", "valid", "period", "days", "date", "approval"})
    assert not findings.same_wording({"bituminous", "pavement", "placed", "full", "depth", "existing", "greater"},
                                     {"concrete", "pavement", "placed", "full", "depth", "existing", "greater"})


def test_misplaced_headings_are_reported_once(seeds_db):
    # In this hand cut the 308-7 and 308-8 headings head the text they were printed before.
    _, db = seeds_db
    rows = list(db.query("SELECT line, severity, section_id FROM findings WHERE kind = 'heading_body_mismatch' ORDER BY line"))
    assert [(r["line"], r["severity"]) for r in rows] == [(39, "warning"), (73, "warning")]
    # When the parser has already reported a heading (pass 'structure'), the check does not repeat it.
    db["findings"].insert({
        "id": "structure-dup", "municipality_id": "unidentified-wi-ch308", "document_id": "unidentified-wi-ch308/308",
        "section_id": rows[0]["section_id"], "kind": "heading_body_mismatch", "severity": "warning",
        "message": "parser", "line": 39, "col": 1, "pass": "structure",
    })
    xref.run(db)
    lines = [r[0] for r in db.execute("SELECT line FROM findings WHERE kind = 'heading_body_mismatch' ORDER BY line")]
    assert lines == [39, 73]
    db.execute("DELETE FROM findings WHERE id = 'structure-dup'")
    db.conn.commit()
    xref.run(db)


def test_headings_matching_their_text_are_not_reported(seeds_db):
    _, db = seeds_db
    flagged = {r[0] for r in db.execute("SELECT s.number FROM findings f JOIN sections s ON s.id = f.section_id WHERE f.kind = 'heading_body_mismatch'")}
    assert not flagged & {"308-6", "370-6", "370-7", "370-8", "370-9", "370-10", "370-11"}


def test_coverage_uses_fuzzy_word_matching():
    words = findings.content_words("Sale or display of merchandise prohibited")
    assert findings.coverage(words, set(findings.content_words("Street sales prohibited except by permit"))) == pytest.approx(2 / 4)


def test_check_db_cli_text_format_and_exit_code(seeds_db):
    path, _ = seeds_db
    res = CliRunner().invoke(main, ["check", "--db", str(path)])
    assert res.exit_code == 1, res.output
    lines = res.output.splitlines()
    assert "wi/unidentified-ch308/ch308-article-ii-general-regulations.txt:11:" in res.output
    self_line = next(l for l in lines if ":self_reference" in l.replace(": ", ":") and ":11:" in l)
    path_, line, col, rest = self_line.split(":", 3)
    assert (line, rest.split(":")[0].strip()) == ("11", "self_reference")
    assert int(col) == SEED_000.read_text(encoding="utf-8").split("\n")[10].index("§ 308-6") + 1
    # sorted by path, then line
    keys = [(l.split(":")[0], int(l.split(":")[1])) for l in lines]
    assert keys == sorted(keys)


def test_check_db_cli_json(seeds_db):
    path, _ = seeds_db
    res = CliRunner().invoke(main, ["check", "--db", str(path), "--format", "json"])
    data = json.loads(res.output)
    malformed = [f for f in data if f["kind"] == "malformed_citation"]
    assert len(malformed) == 1 and "370-6" in malformed[0]["message"] and malformed[0]["line"] == 185
    assert {"path", "line", "col", "severity", "evidence", "document_id"} <= set(malformed[0])


def test_check_db_exit_0_without_errors(tmp_path):
    db = _snippet_db(tmp_path, CLEAN_SNIPPET, CLEAN_SPEC)
    db.close()
    res = CliRunner().invoke(main, ["check", "--db", str(tmp_path / "snippet.db")])
    assert res.exit_code == 0 and res.output == ""


def test_check_bad_inputs_exit_2(tmp_path):
    missing = CliRunner().invoke(main, ["check", "--db", str(tmp_path / "nope.db")])
    assert missing.exit_code == 2 and "nope.db" in missing.output + (missing.stderr if hasattr(missing, "stderr") else "")
    junk = tmp_path / "junk.db"
    junk.write_text("not a database", encoding="utf-8")
    assert CliRunner().invoke(main, ["check", "--db", str(junk)]).exit_code == 2


def _conflicts_pairwise(rows, ctx):
    """The plain definition: each row's first earlier row of another clause with a different
    value and the same wording (every pair compared)."""
    from codecompare.findings import same_wording

    out = []
    for j in range(1, len(rows)):
        for i in range(j):
            a, b = rows[i], rows[j]
            if (a["value"], a["value_high"], a["value_text"]) != (b["value"], b["value_high"], b["value_text"]) \
                    and a["clause_id"] != b["clause_id"] and same_wording(ctx[i], ctx[j]):
                out.append((j, i))
                break
    return out


_WORDS = st.sets(st.sampled_from(["permit", "valid", "period", "days", "sidewalk", "bond", "owner", "street", "fee"]),
                 min_size=2, max_size=7)
_ROW = st.tuples(st.sampled_from([30.0, 60.0, 90.0]), st.sampled_from(["c1", "c2", "c3", "c4"]), _WORDS)


@settings(max_examples=300, deadline=None)
@given(st.lists(_ROW, max_size=25))
def test_indexed_conflict_search_finds_the_pairs_the_pairwise_definition_finds(items):
    from codecompare.findings import first_conflicts

    rows = [{"value": v, "value_high": None, "value_text": None, "clause_id": c} for v, c, _ in items]
    ctx = [set(w) for _, _, w in items]
    assert first_conflicts(rows, ctx) == _conflicts_pairwise(rows, ctx)


def test_conflict_search_stays_fast_on_a_chapter_repeated_many_times():
    import time

    from codecompare.findings import first_conflicts

    words = {"permit", "shall", "valid", "period", "days", "issuance"}
    rows = [{"value": 30.0 if k % 500 else 60.0, "value_high": None, "value_text": None, "clause_id": f"c{k}"}
            for k in range(20_000)]
    start = time.process_time()
    pairs = first_conflicts(rows, [set(words)] * len(rows))
    assert time.process_time() - start < 5  # the pairwise loop takes minutes here
    assert len(pairs) == len(rows) - 1  # every row after the first conflicts with row 0 or 500
