"""Publishing: views, metadata, plugin pages, canned queries and the JSON API.

Most tests run on a small database built here with sqlite-utils, rows shaped exactly as
store.py writes them, from real sentences of the Clyman ch. 370 and 1994 Title 4 Ch. 3 seeds;
a few rows are generated hostile text (labelled so) to prove the pages render it inert. The
``built_db`` tests at the end run the same pages on the real bundled corpus.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import re
from pathlib import Path

import pytest
import sqlite_utils
from click.testing import CliRunner

from codecompare import store
from codecompare.errors import InputError
from codecompare.publish import prepare, serve

ROOT = Path(__file__).resolve().parents[1]

# Real text: Clyman ch. 370 (corpus/wi/clyman/ch370-general-regulations.txt), excerpts in order.
CLYMAN = """§ 370-6 Excavations of streets, alleys, public ways and grounds.

Insurance required. A permit shall be issued only upon the condition that the applicant submit to the Village Clerk-Treasurer satisfactory written evidence that applicant has in force and will maintain during the time the permit is in effect public liability insurance of not less than $500,000 per one person, $500,000 for one accident and property damage coverage of not less than $500,000.

Village standards. All street work shall be performed in accordance with the current standard specifications for street openings found in this section and § 370-7. Any damaged curb and gutter, sidewalk or grass-covered area shall be restored to the condition prior to damage.

Editor's Note: Amended at time of adoption of Code (see Ch. 1, General Provisions, Art. II).

§ 370-7 Regulations governing excavations and openings.

Frozen ground. No openings in the streets, alleys, sidewalks or public ways shall be permitted between November 15 and April 1 except where it is determined by the Village Board or its designee to be an emergency excavation.

The permittee shall perform the work in such a manner so as not to disrupt the flow of traffic in the area or endanger the safety of workmen or passersby. It shall be the responsibility of the permittee to prevent traffic backup during construction operation. The permittee shall notify the Director of Public Works 24 hours prior to commencement of excavation of the location and extent of the excavation, unless the excavation is an emergency excavation as identified in Section 6-2-4(b).

§ 370-10 Snow and ice removal.

Expense. Within 60 days after such costs and expenses are incurred and remain unpaid, the Village Clerk-Treasurer shall enter those charges onto the tax roll as a special tax as provided by § 66.0907(5), Wis. Stats.
"""

# Real text: 1994 Title 4 Ch. 3 (hard-wrapped at ~70 columns, no section headings).
T4C3 = """A.
Permit required. No person, partnership or corporation, or their
agents or employees or contractors, shall make or cause to be made
any opening or excavation in any public street, public alley, public
way, public ground, public sidewalk or Village-owned easement within
the Village without a permit therefor from a Village official.
B.
Insurance required. A permit shall be issued only upon condition
that the applicant submit to the Village Board satisfactory written
evidence that applicant has in force and will maintain during the
time the permit is in effect public liability insurance of not less
than $100,000 per person, $300,000 per accident and property damage
coverage of not less than $50,000.
"""

# GENERATED hostile text (not law): proves corpus text and names render inert.
XSS_NAME = 'Village of <script>alert("name")</script>"><img src=x onerror=alert(1)>'
XSS_TEXT = """§ 9-1 <script>alert("title")</script> Streets.

Insurance required. GENERATED TEST TEXT <script>alert("body")</script> "><img src=x onerror=alert(2)> javascript:alert(3) requires not less than $250,000 per person under § 9-2.
"""


def _line(text: str, off: int) -> int:
    return text.count("\n", 0, off) + 1


def _at(text: str, needle: str, after: int = 0) -> tuple[int, int]:
    s = text.index(needle, after)
    return s, s + len(needle)


class Sample:
    """Writes rows shaped like store.rows_for for one document."""

    def __init__(self, db, mid, name, doc_id, path, chapter, text):
        self.db, self.mid, self.doc_id, self.text = db, mid, doc_id, text
        db["municipalities"].upsert({"id": mid, "name": name, "kind": "village", "state": "WI", "county": None}, pk="id")
        db["documents"].insert({"id": doc_id, "municipality_id": mid, "path": path, "sha256": hashlib.sha256(text.encode()).hexdigest(),
                                "chapter": chapter, "title": "General Regulations", "format": "general_code",
                                "char_count": len(text), "encoding": "utf-8", "line_count": text.count("\n") + 1, "text": text})
        self.sections = 0

    def section(self, number, title, start_marker, end_marker, topic, heading=None):
        self.sections += 1
        s = self.text.index(start_marker)
        e = self.text.index(end_marker) if end_marker else len(self.text)
        sid = store.section_id(self.doc_id, self.sections)
        row = {"id": sid, "document_id": self.doc_id, "municipality_id": self.mid, "number": number, "title": title,
               "topic": topic, "ordinal": self.sections, "text": self.text[s:e], "start_offset": s, "end_offset": e,
               "line": _line(self.text, s), "title_source": "heading", "heading_misplaced": 0}
        if heading:
            hs, he = _at(self.text, heading)
            row.update(heading_start_offset=hs, heading_end_offset=he, heading_line=_line(self.text, hs))
        self.db["sections"].insert(row)
        self.clauses = 0
        self.sid = sid
        return sid

    def clause(self, label, caption, first_words, last_words, topic=None):
        self.clauses += 1
        s = self.text.index(first_words)
        e = self.text.index(last_words, s) + len(last_words)
        cid = store.clause_id(self.sid, self.clauses)
        self.db["clauses"].insert({"id": cid, "section_id": self.sid, "document_id": self.doc_id, "municipality_id": self.mid,
                                   "label": label, "caption": caption, "ordinal": self.clauses, "text": self.text[s:e],
                                   "start_offset": s, "end_offset": e, "line": _line(self.text, s), "depth": 1,
                                   "label_reconstructed": int(label is not None and caption is not None), "marker": None, "topic": topic})
        self.cid, self.cstart = cid, s
        return cid

    def quantity(self, n, printed, value, unit, comparator, measures):
        s, e = _at(self.text, printed, self.cstart)
        qid = f"{self.cid}/q{n:02d}"
        self.db["quantities"].insert({"id": qid, "clause_id": self.cid, "section_id": self.sid, "document_id": self.doc_id,
                                      "municipality_id": self.mid, "text": printed, "value": value, "value_high": None,
                                      "value_text": None, "unit": unit, "comparator": comparator, "measures": measures,
                                      "start_offset": s, "end_offset": e, "line": _line(self.text, s)})
        return qid

    def citation(self, n, printed, kind, target, status, resolved=None, url=None, resolved_clause=None):
        s, e = _at(self.text, printed, self.cstart)
        self.db["citations"].insert({"id": f"{self.cid}/k{n:02d}", "clause_id": self.cid, "section_id": self.sid,
                                     "document_id": self.doc_id, "municipality_id": self.mid, "text": printed, "kind": kind,
                                     "target": target, "resolved_section_id": resolved, "status": status, "start_offset": s,
                                     "end_offset": e, "line": _line(self.text, s), "resolved_clause_id": resolved_clause,
                                     "jurisdiction": "WI" if kind == "state_statute" else None, "qualifier": None, "url": url})

    def obligation(self, n, modality, bearer, action, sentence_start, sentence_end, qid=None, measures=None):
        s = self.text.index(sentence_start, self.cstart)
        e = self.text.index(sentence_end, s) + len(sentence_end)
        self.db["obligations"].insert({"id": f"{self.cid}/o{n:02d}", "quantity_id": qid, "clause_id": self.cid, "section_id": self.sid,
                                       "municipality_id": self.mid, "modality": modality, "bearer": bearer, "action": action,
                                       "measures": measures, "text": self.text[s:e], "document_id": self.doc_id,
                                       "sentence_id": f"{self.cid}/o{n:02d}", "start_offset": s, "end_offset": e, "line": _line(self.text, s)})


def build_sample(path: Path) -> Path:
    db = store.open_db(str(path))
    store.ensure_schema(db)
    c = Sample(db, "clyman-wi", "Village of Clyman", "clyman-wi/370", "wi/clyman/ch370-general-regulations.txt", "370", CLYMAN)
    s370_6 = c.section("370-6", "Excavations of streets, alleys, public ways and grounds.", "§ 370-6", "§ 370-7 Regulations", "street-excavation-permit",
                       heading="§ 370-6 Excavations of streets, alleys, public ways and grounds.")
    ins_c = c.clause("A", "Insurance required", "Insurance required.", "not less than $500,000.", topic="excavation-insurance")
    q_c = c.quantity(1, "not less than $500,000 per one person", 500000, "usd", "min", "insurance_per_person")
    c.quantity(2, "$500,000 for one accident", 500000, "usd", "min", "insurance_per_accident")
    c.obligation(1, "shall", "applicant", "submit satisfactory written evidence of insurance", "A permit shall", "$500,000.", q_c, "insurance_per_person")
    c.clause("B", "Village standards", "Village standards.", "prior to damage.")
    db["notes"].insert({"id": f"{s370_6}/n001", "document_id": c.doc_id, "section_id": s370_6, "kind": "editors_note",
                        "text": "Editor's Note: Amended at time of adoption of Code (see Ch. 1, General Provisions, Art. II).",
                        "start_offset": CLYMAN.index("Editor's Note"), "end_offset": CLYMAN.index("Art. II).") + 9,
                        "line": _line(CLYMAN, CLYMAN.index("Editor's Note"))})
    s370_7 = c.section("370-7", "Regulations governing excavations and openings.", "§ 370-7 Regulations", "§ 370-10", "street-excavation-permit",
                       heading="§ 370-7 Regulations governing excavations and openings.")
    db["citations"].insert({"id": f"{c.doc_id}/s001/c002/k01", "clause_id": f"{c.doc_id}/s001/c002", "section_id": s370_6,
                            "document_id": c.doc_id, "municipality_id": c.mid, "text": "§ 370-7", "kind": "local_code",
                            "target": "370-7", "resolved_section_id": s370_7, "status": "resolved",
                            "start_offset": CLYMAN.index("§ 370-7."), "end_offset": CLYMAN.index("§ 370-7.") + 7,
                            "line": _line(CLYMAN, CLYMAN.index("§ 370-7.")), "resolved_clause_id": f"{s370_7}/c001"})
    c.clause("A", "Frozen ground", "Frozen ground.", "emergency excavation.", topic="frozen-ground")
    c.clause("B", None, "The permittee shall perform", "Section 6-2-4(b).")
    q_n = c.quantity(1, "24 hours prior to", 24, "hour", "min", "notice_before_work")
    c.citation(1, "Section 6-2-4(b)", "local_code", "6-2-4(b)", "dangling")
    c.obligation(1, "shall", "permittee", "notify the Director of Public Works", "The permittee shall notify", "Section 6-2-4(b).", q_n, "notice_before_work")
    s370_10 = c.section("370-10", "Snow and ice removal.", "§ 370-10", None, "snow-ice-removal", heading="§ 370-10 Snow and ice removal.")
    c.clause("A", "Expense", "Expense.", "Wis. Stats.")
    c.quantity(1, "Within 60 days", 60, "day", "max", "special_tax_deadline")
    c.citation(1, "§ 66.0907(5), Wis. Stats.", "state_statute", "66.0907(5)", "external",
               url="https://docs.legis.wisconsin.gov/statutes/statutes/66/vii/0907/5")
    db["findings"].insert({"id": "clyman-wi/370/f-xref-001", "municipality_id": c.mid, "document_id": c.doc_id, "section_id": s370_7,
                           "clause_id": f"{s370_7}/c002", "kind": "dangling_reference", "severity": "error",
                           "message": "Section 6-2-4(b) points at nothing in this code (old numbering)", "evidence": "Section 6-2-4(b)",
                           "line": _line(CLYMAN, CLYMAN.index("Section 6-2-4")), "col": 1, "pass": "xref"})

    t = Sample(db, "unidentified-wi-1994-t4c3", "Unidentified village (Wisconsin, 1994 Code Title 4 Ch. 3)", "unidentified-wi-1994-t4c3/4-3",
               "wi/unidentified-1994-t4c3/title4-ch3-1994-code.txt", "4-3", T4C3)
    t.section(None, "Permit required", "A.\nPermit required", None, "street-excavation-permit")
    t.clause("A", "Permit required", "Permit required.", "Village official.")
    ins_t = t.clause("B", "Insurance required", "Insurance required.", "not less than $50,000.", topic="excavation-insurance")
    q_t = t.quantity(1, "not less\nthan $100,000 per person", 100000, "usd", "min", "insurance_per_person")
    t.quantity(2, "$300,000 per accident", 300000, "usd", "min", "insurance_per_accident")

    db["alignments"].insert({"id": "al-1", "topic": "excavation-insurance", "left_id": ins_c, "right_id": ins_t,
                             "left_municipality_id": "clyman-wi", "right_municipality_id": "unidentified-wi-1994-t4c3",
                             "level": "clause", "score": 0.9, "method": "caption"})
    db["quantity_diffs"].insert({"alignment_id": "al-1", "left_quantity_id": q_c, "right_quantity_id": q_t,
                                 "measures": "insurance_per_person", "left_value": 500000, "right_value": 100000,
                                 "unit": "usd", "relation": "stricter_left"})

    x = Sample(db, "generated-xss", XSS_NAME, "generated-xss/9", "generated/<script>.txt", "9", XSS_TEXT)
    x.section("9-1", '<script>alert("title")</script> Streets.', "§ 9-1", None, "excavation-insurance")
    x.clause("A", 'Insurance <img src=x onerror=alert(5)>', "Insurance required.", "§ 9-2.", topic="excavation-insurance")
    x.quantity(1, "not less than $250,000 per person", 250000, "usd", "min", "insurance_per_person")
    x.citation(1, "§ 9-2", "local_code", "9-2", "dangling", url="javascript:alert(6)")
    db["findings"].insert({"id": "generated-xss/9/f-1", "municipality_id": x.mid, "document_id": x.doc_id, "section_id": None,
                           "clause_id": None, "kind": "dangling_reference", "severity": "warning",
                           "message": '<script>alert("finding")</script>', "evidence": '"><img src=x onerror=alert(7)>',
                           "line": 3, "col": 1, "pass": "xref"})
    prepare.run(db)
    db.close()
    return path


@pytest.fixture(scope="module")
def sample_db(tmp_path_factory) -> Path:
    return build_sample(tmp_path_factory.mktemp("publish") / "codecompare.db")


def fetch(db_path: Path, *paths: str, method: str = "get", **kwargs):
    """Responses from a Datasette configured exactly as `codecompare serve` configures it."""
    async def go():
        ds = serve.build_datasette(str(db_path))
        await ds.invoke_startup()
        return [await getattr(ds.client, method)(p, **kwargs) for p in paths]

    return asyncio.run(go())


def get(db_path, path):
    return fetch(db_path, path)[0]


SCRIPT_OR_HANDLER = re.compile(r"<script[^>]*>\s*alert|<img[^>]*onerror|href=\"javascript:", re.I)


# ---------------------------------------------------------------- prepare

def test_prepare_creates_views_and_is_idempotent(sample_db, tmp_path):
    db = sqlite_utils.Database(sample_db)
    for view in prepare.VIEWS:
        assert view in db.view_names()
    before = {v: db.execute(f"select count(*) from [{v}]").fetchone()[0] for v in [*prepare.VIEWS, "xref_nodes", "xref_edges", "topic_summary"]}
    prepare.run(db)
    prepare.run(db)
    after = {v: db.execute(f"select count(*) from [{v}]").fetchone()[0] for v in before}
    assert before == after
    assert after["provision_comparison"] == db["quantities"].count
    # The FTS index finds stems: "excavate" matches "excavation".
    hits = db.execute("select count(*) from clauses_fts where clauses_fts match 'excavate'").fetchone()[0]
    assert hits >= 2


def test_topic_summary_counts_municipalities(sample_db):
    db = sqlite_utils.Database(sample_db)
    row = db["topic_summary"].get("excavation-insurance")
    assert row["municipalities"] == 3
    assert row["parent"] == "street-excavation-permit"  # from the topic lexicon


def test_graph_tables_hold_resolved_statute_and_dangling_nodes(sample_db):
    db = sqlite_utils.Database(sample_db)
    kinds = {r["node"]: r["kind"] for r in db["xref_nodes"].rows_where("municipality_id = ?", ["clyman-wi"])}
    assert kinds["clyman-wi/370/s001"] == "section"
    assert kinds["statute:66.0907(5)"] == "statute"
    assert kinds["missing:6-2-4(b)"] == "missing"
    edges = {(r["source"], r["target"]): r["status"] for r in db["xref_edges"].rows_where("municipality_id = ?", ["clyman-wi"])}
    assert edges[("clyman-wi/370/s001", "clyman-wi/370/s002")] == "resolved"
    assert edges[("clyman-wi/370/s002", "missing:6-2-4(b)")] == "dangling"
    for r in db["xref_nodes"].rows:
        assert 0 <= r["x"] <= prepare.WIDTH and r["y"] >= 0


def test_a_huge_citation_group_is_laid_out_in_linear_time_inside_the_box():
    """One enormous chapter (thousands of sections citing one another) once spent minutes in the
    force layout; past FORCE_LAYOUT_LIMIT nodes a group is placed on a grid of its own."""
    import time

    import networkx as nx

    n = 4000
    g = nx.DiGraph()
    g.add_edges_from((f"s{i:05d}", f"s{(i + 1) % n:05d}") for i in range(n))
    g.add_node("lonely")
    g.add_edges_from([("a", "b"), ("b", "c")])  # a small group keeps its force layout
    start = time.process_time()
    pos = prepare.layout(g)
    assert time.process_time() - start < 5
    assert set(pos) == set(g)
    assert all(0 <= x <= prepare.WIDTH and y >= 0 for x, y in pos.values())
    assert len({(round(x), round(y)) for x, y in pos.values()}) == len(pos)  # no two nodes on one spot
    assert prepare.layout(g) == pos  # deterministic


# ---------------------------------------------------------------- metadata

def test_every_contract_table_and_column_is_described():
    meta = json.loads((ROOT / "datasette_metadata.json").read_text())
    tables = meta["databases"]["codecompare"]["tables"]
    missing = [f"{t}.{c}" for t, spec in store.TABLES.items() for c in spec["columns"]
               if not (tables.get(t, {}).get("columns", {}).get(c) or "").strip()]
    assert not missing, f"undescribed columns: {missing}"
    assert all(tables[t].get("description") for t in store.TABLES)
    assert "usd" in tables["quantities"]["columns"]["unit"] and "business_day" in tables["quantities"]["columns"]["unit"]


def test_view_and_precomputed_columns_are_described(sample_db):
    meta = json.loads((ROOT / "datasette_metadata.json").read_text())
    tables = meta["databases"]["codecompare"]["tables"]
    db = sqlite_utils.Database(sample_db)
    for name in [*prepare.VIEWS, "xref_nodes", "xref_edges", "topic_summary", "clause_topics"]:
        assert set(db[name].columns_dict) == set(tables[name]["columns"]), name


def test_metadata_facets_sortable_and_fts_name_real_columns(sample_db):
    meta = json.loads((ROOT / "datasette_metadata.json").read_text())
    db = sqlite_utils.Database(sample_db)
    for name, spec in meta["databases"]["codecompare"]["tables"].items():
        if spec.get("hidden"):
            continue
        cols = set(db[name].columns_dict)
        assert set(spec.get("facets", [])) <= cols, name
        assert set(spec.get("sortable_columns", [])) <= cols, name
        if "label_column" in spec:
            assert spec["label_column"] in cols
        if "fts_table" in spec:
            assert db[spec["fts_table"]].exists()
    facets = {f for spec in meta["databases"]["codecompare"]["tables"].values() for f in spec.get("facets", [])}
    assert {"municipality_id", "topic", "unit", "comparator", "kind", "status", "severity", "modality"} <= facets


def test_packaged_metadata_is_identical_to_the_repository_copy():
    assert (ROOT / "datasette_metadata.json").read_bytes() == (ROOT / "src/codecompare/data/datasette_metadata.json").read_bytes()


def test_metadata_is_renamed_for_a_database_not_called_codecompare():
    meta = serve.load_metadata("streets")
    assert "streets" in meta["databases"] and "codecompare" not in meta["databases"]


# ---------------------------------------------------------------- serving

def test_missing_database_is_an_input_error_naming_it(tmp_path):
    missing = tmp_path / "nope.db"
    with pytest.raises(InputError) as exc:
        serve.build_datasette(str(missing))
    assert str(missing) in str(exc.value)
    from codecompare.cli import main

    result = CliRunner().invoke(main, ["serve", "--db", str(missing)])
    assert result.exit_code == 2 and "nope.db" in result.output


def test_not_sqlite_is_an_input_error(tmp_path):
    bogus = tmp_path / "notes.db"
    bogus.write_text("just text")
    with pytest.raises(InputError, match="not an SQLite database"):
        serve.build_datasette(str(bogus))


def test_settings_are_applied_and_database_is_immutable(sample_db):
    settings, dbs = fetch(sample_db, "/-/settings.json", "/-/databases.json")
    s = settings.json()
    assert s["sql_time_limit_ms"] == serve.SETTINGS["sql_time_limit_ms"]
    assert s["max_returned_rows"] == serve.SETTINGS["max_returned_rows"]
    [info] = [d for d in dbs.json() if d["name"] == "codecompare"]
    assert info["is_mutable"] is False


def test_writes_are_rejected_and_the_file_is_untouched(sample_db):
    before = hashlib.sha256(sample_db.read_bytes()).hexdigest()
    insert = "insert into municipalities (id, name) values ('x', 'x')"
    [get_sql] = fetch(sample_db, f"/codecompare.json?sql={insert}")
    assert get_sql.status_code == 400
    for path in ["/codecompare", "/codecompare/compare_provision", "/codecompare/municipalities/-/insert", "/-/codecompare/search"]:
        [post] = fetch(sample_db, path, method="post", data={"sql": insert, "topic": "x"})
        assert post.status_code == 405, path
    assert hashlib.sha256(sample_db.read_bytes()).hexdigest() == before
    assert sqlite_utils.Database(sample_db)["municipalities"].count == 3


def test_json_api_filters_quantities_by_unit(sample_db):
    r = get(sample_db, "/codecompare/quantities.json?unit=usd&_shape=array")
    assert r.status_code == 200
    rows = r.json()
    assert {q["unit"] for q in rows} == {"usd"}
    assert {q["value"] for q in rows} >= {500000, 100000}


def test_table_search_uses_fts(sample_db):
    r = get(sample_db, "/codecompare/clauses.json?_search=frozen&_shape=array")
    assert [row["caption"] for row in r.json()] == ["Frozen ground"]


# ---------------------------------------------------------------- pages

def test_home_page_links_every_page(sample_db):
    r = get(sample_db, "/")
    assert r.status_code == 200
    html = r.text
    for href in ['/-/codecompare/search', '/-/codecompare/compare?topic=excavation-insurance',
                 '/-/codecompare/findings/clyman-wi', '/-/codecompare/graph/clyman-wi']:
        assert f'href="{href}"' in html, href
    assert "Village of Clyman" in html
    assert '/-/codecompare/static/codecompare.css' in html


def test_static_css_is_served_locally(sample_db):
    r = get(sample_db, "/-/codecompare/static/codecompare.css")
    assert r.status_code == 200 and ".cc-clause" in r.text


def test_section_page_links_citations_and_marks_quantities(sample_db):
    r = get(sample_db, "/-/codecompare/section/clyman-wi/370/s001")
    assert r.status_code == 200
    html = r.text
    # The quantity is marked, its title giving the normalized value, unit and comparator.
    mark = re.search(r'<mark class="qty qty-min" title="([^"]*)">not less than \$500,000 per one person</mark>', html)
    assert mark and "at least $500,000" in mark.group(1) and "unit: usd" in mark.group(1) and "comparator: min" in mark.group(1)
    # "§ 370-7" resolves to the next section, anchored at its first clause.
    assert re.search(r'<a href="/-/codecompare/section/clyman-wi/370/s002#c001" class="ref ref-resolved"[^>]*>§ 370-7</a>', html)
    # Clause labels and captions; the editor's note is shown apart from the text.
    assert 'id="c001"' in html and "Insurance required." in html
    text_part, side = html.split('<aside class="cc-side">')
    assert "Editor&#39;s Note" in side and "Editor&#39;s Note" not in text_part
    # Every source line has an anchor: the insurance sentence is on line 3 of the file.
    assert 'id="L3"' in html


def test_section_page_links_statutes_and_flags_dangling_references(sample_db):
    html = get(sample_db, "/-/codecompare/section/clyman-wi/370/s003").text
    assert '<a href="https://docs.legis.wisconsin.gov/statutes/statutes/66/vii/0907/5"' in html
    dangling = get(sample_db, "/-/codecompare/section/clyman-wi/370/s002").text
    assert re.search(r'<span class="ref ref-dangling"[^>]*>Section 6-2-4\(b\)</span>', dangling)
    assert '<mark class="qty qty-min"' in dangling and ">24 hours prior to</mark>" in dangling


def test_section_page_keeps_hard_wrapped_lines_with_their_numbers(sample_db):
    html = get(sample_db, "/-/codecompare/section/unidentified-wi-1994-t4c3/4-3/s001").text
    # The quantity spans a line break in the source; both lines keep their anchors.
    # Each line number is a link to its own #L anchor (the gutter shows it).
    m = re.search(r'<mark class="qty qty-min"[^>]*>not less\n<a class="ln" id="L(\d+)" href="#L\1" data-line="\1"[^>]*></a>than \$100,000 per person</mark>', html)
    assert m and int(m.group(1)) == T4C3.split("\n").index("than $100,000 per person, $300,000 per accident and property damage") + 1


def test_unknown_section_is_404(sample_db):
    assert get(sample_db, "/-/codecompare/section/clyman-wi/370/s999").status_code == 404
    assert get(sample_db, "/-/codecompare/findings/nowhere").status_code == 404
    assert get(sample_db, "/-/codecompare/graph/nowhere").status_code == 404


def test_compare_page_shows_differing_numbers_first_and_marks_changed_words(sample_db):
    r = get(sample_db, "/-/codecompare/compare?topic=excavation-insurance&m=clyman-wi&m=unidentified-wi-1994-t4c3")
    assert r.status_code == 200
    html = r.text
    numbers, side = html.split('aria-label="Aligned clauses"')
    assert "$500,000" in numbers and "$100,000" in numbers
    # One table, municipalities as columns, values in words; under "not less than" the larger
    # amount (Clyman's $500,000) is the stricter requirement, the 1994 code's $100,000 is not.
    assert numbers.count('class="cc-table cc-numtable"') == 1
    row = next(tr for tr in numbers.split("<tr")[2:] if "insurance per person" in tr)
    cells = row.split("<td>")[1:]
    assert "Village of Clyman" in numbers.split("<tbody>")[0].split("<th>")[2]
    assert 'cc-val cc-stricter' in cells[0] and "at least $500,000" in cells[0]
    assert 'cc-stricter' not in cells[1] and "at least $100,000" in cells[1]
    # Side by side: the aligned insurance clauses share a row; Clyman's "Clerk-Treasurer" is
    # not in the 1994 text ("Village Board") and is marked on both sides.
    row = side.split("<tr class=\"aligned\">")[1].split("</tr>")[0]
    plain = re.sub(r"<[^>]+>", "", row)
    assert "$500,000 per one person" in plain and "$100,000 per person" in plain
    assert re.search(r'<del class="chg">\$?500(,000)?</del>', row) and re.search(r'<ins class="chg">\$?100(,000)?</ins>', row)
    assert re.search(r"<del class=\"chg\">[^<]*Clerk-Treasurer", row)
    assert re.search(r"<ins class=\"chg\">[^<]*Board", row)


def test_compare_page_defaults_to_municipalities_with_the_topic(sample_db):
    html = get(sample_db, "/-/codecompare/compare?topic=frozen-ground").text
    assert "Frozen ground" in html and "no counterpart" not in html
    assert get(sample_db, "/-/codecompare/compare").status_code == 200


def test_findings_page_links_each_finding_to_its_line(sample_db):
    r = get(sample_db, "/-/codecompare/findings/clyman-wi")
    assert r.status_code == 200
    line = CLYMAN[:CLYMAN.index("Section 6-2-4")].count("\n") + 1
    assert f'href="/-/codecompare/section/clyman-wi/370/s002#L{line}"' in r.text
    assert "old numbering" in r.text
    # A finding stored without a section is placed in the section that holds its line.
    assert 'href="/-/codecompare/section/generated-xss/9/s001#L3"' in get(sample_db, "/-/codecompare/findings/generated-xss").text


def test_graph_page_is_server_rendered_svg_with_section_links(sample_db):
    r = get(sample_db, "/-/codecompare/graph/clyman-wi")
    assert r.status_code == 200
    svg = r.text.split('<svg class="cc-graph"', 1)[1].split("</svg>")[0]
    assert '<a href="/-/codecompare/section/clyman-wi/370/s001">' in svg
    assert svg.count("<line ") >= 2 and "66.0907(5)" in svg
    assert "<script" not in svg


def test_search_highlights_matches_in_sections_and_clauses(sample_db):
    r = get(sample_db, "/-/codecompare/search?q=frozen")
    assert r.status_code == 200
    assert "<mark>Frozen</mark>" in r.text
    assert 'href="/-/codecompare/section/clyman-wi/370/s002#c001"' in r.text
    # Not FTS syntax: searched literally instead of failing.
    bad = get(sample_db, "/-/codecompare/search?q=%C2%A7+370-7G%22")
    assert bad.status_code == 200
    only = get(sample_db, "/-/codecompare/search?q=insurance&m=unidentified-wi-1994-t4c3").text
    assert "Unidentified village" in only.split("cc-results")[1] and "Village of Clyman" not in only.split("cc-results")[1]


def test_pages_load_no_external_assets(sample_db):
    for path in ["/", "/-/codecompare/section/clyman-wi/370/s001", "/-/codecompare/compare?topic=excavation-insurance",
                 "/-/codecompare/graph/clyman-wi", "/-/codecompare/search?q=permit"]:
        html = get(sample_db, path).text
        # Assets only: Datasette's rel="alternate" JSON link is a link, not something loaded.
        srcs = re.findall(r'<link rel="stylesheet" href="([^"]+)"|<(?:script|img)[^>]+src="([^"]+)"', html)
        srcs = [a or b for a, b in srcs]
        assert srcs and all(not re.match(r"(https?:)?//", s) for s in srcs), (path, srcs)


# ---------------------------------------------------------------- hostile text

XSS_PAGES = ["/", "/-/codecompare/section/generated-xss/9/s001", "/-/codecompare/compare?topic=excavation-insurance&m=generated-xss&m=clyman-wi",
             "/-/codecompare/findings/generated-xss", "/-/codecompare/graph/generated-xss", "/-/codecompare/search?q=generated",
             "/-/codecompare/search?q=%3Cscript%3Ealert(1)%3C/script%3E", "/codecompare/municipalities", "/codecompare/sections/generated-xss~2F9~2Fs001"]


@pytest.mark.parametrize("path", XSS_PAGES)
def test_hostile_corpus_text_renders_inert(sample_db, path):
    r = get(sample_db, path)
    assert r.status_code == 200, path
    assert not SCRIPT_OR_HANDLER.search(r.text), SCRIPT_OR_HANDLER.search(r.text).group(0)


def test_hostile_text_is_shown_escaped_not_dropped(sample_db):
    html = get(sample_db, "/-/codecompare/section/generated-xss/9/s001").text
    assert "&lt;script&gt;alert(&#34;body&#34;)&lt;/script&gt;" in html
    assert "&#34;&gt;&lt;img src=x onerror=alert(2)&gt;" in html
    assert "javascript:alert(3)" in html  # as text, never as a link
    assert 'href="javascript:' not in html
    assert "&lt;script&gt;alert(&#34;name&#34;)&lt;/script&gt;" in html  # the municipality's name
