"""Cross-reference resolution and graph on real seed text, cut by hand (see xref_helpers)."""
from __future__ import annotations

import json

import networkx as nx
import pytest

from codecompare import xref
from codecompare.model import DocumentMeta

from conftest import SEED_000, SEED_002
from test_xref_helpers import document_from_spec, store_documents

CLYMAN = DocumentMeta("clyman-wi", "Village of Clyman", "village", "WI", chapter="370")
CH308 = DocumentMeta("unidentified-wi-ch308", "Unidentified village (Wisconsin, chapter 308)", "village", "WI", chapter="308")

CLYMAN_SPEC = {
    "370-6": ("Excavations of streets, alleys, public ways and grounds.", [
        "Permit required", "Application for permit", "Exception", "Validity of permit", "Renewal of permit",
        "Village standards; fees", "Insurance required", "Bond"]),
    "370-7": ("Regulations governing excavations and openings.", [
        "Frozen ground", "Protection of public", "Pavement removal", "Excavation", "Backfilling", "Notice",
        "Pavement replacement", "Emergency excavation", "Excavation in new streets limited"]),
    "370-8": ("Obstructions and encroachments.", [
        "Obstructions and encroachments prohibited", "Exceptions", "Standards",
        "Removal by Village for sidewalk obstructions and encroachments",
        "Removal by Village for obstruction and encroachments located in the Village streets, alleys, public grounds or lands dedicated for public use",
        "Failure to remove obstruction"]),
    "370-9": ("Street privilege permit.", ["When required", "Bond", "Fee", "Conditions of occupancy", "Termination", "Removal by Village"]),
    "370-10": ("Snow and ice removal.", [
        "Removal from sidewalks", "Notice and removal of snow from sidewalks", "Snow and ice not to encroach", "Enforcement",
        "Continued violations", "Abatement after notice", "Expense", "Penalty"]),
    "370-11": ("Terrace areas.", ["Definition", "Noxious weeds; paving", "Responsibility to maintain"]),
}
CH308_SPEC = {
    "308-6": ("Concrete sidewalk installation requirements.", [
        "Permit required", "Specifications", "Sidewalk repair or replacement", "Unsafe sidewalks", "Illegal sidewalks",
        "Concrete", "Grading", "Sidewalk", "Forms", "Size of blocks", "Construction"]),
    "308-7": ("Excavations of streets, alleys, public ways and grounds.", [
        "Expansion joints", "Curing", "Protection", "Wheelchair", "Ramps", "Backfilling", "Permit required", "Standards; fees",
        "Insurance required", "Bond"]),
    "308-8": ("Excavations and openings regulations.", [
        "Frozen ground", "Removal of paving", "Protection of public", "Refilling of opening", "Replacement of street surfaces"]),
}


def hand_cut_seeds_db(path):
    """Clyman ch. 370 and ch. 308, cut by hand per the specs above, stored and cross-referenced."""
    db = store_documents(path, [
        (document_from_spec(SEED_002, CLYMAN, CLYMAN_SPEC), "wi/clyman/ch370-general-regulations.txt"),
        (document_from_spec(SEED_000, CH308, CH308_SPEC), "wi/unidentified-ch308/ch308-article-ii-general-regulations.txt"),
    ])
    xref.run(db)
    return db


@pytest.fixture(scope="module")
def small_db(tmp_path_factory):
    db = hand_cut_seeds_db(tmp_path_factory.mktemp("xref") / "small.db")
    yield db
    db.close()


def citation(db, text_prefix, municipality):
    rows = list(db.query(
        "SELECT c.*, cl.caption AS target_caption, cl.label AS target_label, s.number AS target_number "
        "FROM citations c LEFT JOIN clauses cl ON cl.id = c.resolved_clause_id "
        "LEFT JOIN sections s ON s.id = c.resolved_section_id "
        "WHERE c.text LIKE ? AND c.municipality_id = ? ORDER BY c.start_offset",
        [text_prefix + "%", municipality],
    ))
    assert rows, f"no citation {text_prefix!r} extracted"
    return rows[0]


def test_glued_subsection_letters_resolve_to_the_captioned_clauses(small_db):
    g = citation(small_db, "§ 370-7G", "clyman-wi")
    h = citation(small_db, "§ 370-7H", "clyman-wi")
    assert (g["status"], g["target_number"], g["target_label"], g["target_caption"]) == ("resolved", "370-7", "G", "Pavement replacement")
    assert (h["status"], h["target_caption"]) == ("resolved", "Emergency excavation")


def test_old_numbering_is_dangling(small_db):
    row = citation(small_db, "Section 6-2-4(b)", "clyman-wi")
    assert row["status"] == "dangling" and row["resolved_section_id"] is None


def test_dropped_hyphen_is_malformed_with_the_nearest_number_suggested(small_db):
    bad = citation(small_db, "§§ 3706", "clyman-wi")
    assert bad["status"] == "malformed"
    f = small_db.execute("SELECT message, evidence, severity, line FROM findings WHERE kind='malformed_citation'").fetchall()
    assert len(f) == 1 and "370-6" in f[0][0] and f[0][2] == "error" and f[0][3] == 185
    # The second number of the same list is fine.
    ok = list(small_db.query("SELECT status FROM citations WHERE target = '370-7' AND line = 185"))
    assert [r["status"] for r in ok] == ["resolved"]


def test_other_chapters_of_the_same_code_are_external_not_dangling(small_db):
    for text, muni in [("§ 394-2", "clyman-wi"), ("§ 1-3", "clyman-wi")]:
        assert citation(small_db, text, muni)["status"] == "external"
    assert citation(small_db, "Ch. 1", "clyman-wi")["status"] == "external"


def test_self_reference_below(small_db):
    row = citation(small_db, "§ 308-6", "unidentified-wi-ch308")
    assert row["line"] == 11 and row["status"] == "self"
    f = list(small_db.query("SELECT * FROM findings WHERE kind = 'self_reference' AND severity = 'error'"))
    assert len(f) == 1
    assert (f[0]["severity"], f[0]["line"], f[0]["pass"], f[0]["evidence"]) == ("error", 11, "xref", "§ 308-6")
    assert f[0]["col"] == small_db.execute("SELECT text FROM documents WHERE id = ?", [f[0]["document_id"]]).fetchone()[0].split("\n")[10].index("§ 308-6") + 1


def test_internal_subsection_references_resolve_within_the_citing_section(small_db):
    rows = list(small_db.query(
        "SELECT c.text, c.target, c.status, cl.label, cl.section_id = c.section_id AS same "
        "FROM citations c LEFT JOIN clauses cl ON cl.id = c.resolved_clause_id "
        "WHERE c.kind = 'internal_subsection' AND c.municipality_id = 'clyman-wi' AND c.line IN (177, 179, 201)"
    ))
    assert {(r["target"], r["status"], r["label"], r["same"]) for r in rows} == {
        ("B", "resolved", "B", 1), ("C", "resolved", "C", 1), ("A", "resolved", "A", 1),
        ("D", "resolved", "D", 1), ("E", "resolved", "E", 1),
    }


def test_unresolvable_internal_reference_is_a_warning(small_db):
    # § 370-10's "Subsection B(1) and (2)": B's paragraphs carry no printed numbers here.
    rows = list(small_db.query("SELECT severity, line FROM findings WHERE kind = 'unresolved_internal_reference'"))
    assert rows and all(r["severity"] == "warning" for r in rows)
    assert 255 in {r["line"] for r in rows}


def test_statutes_are_external_with_stable_urls(small_db):
    row = citation(small_db, "§ 66.0907(3)(c)", "unidentified-wi-ch308")
    assert row["status"] == "external"
    assert row["url"] == "https://docs.legis.wisconsin.gov/document/statutes/66.0907(3)(c)"
    mutcd = citation(small_db, "Section VI of the Manual", "clyman-wi")
    assert mutcd["status"] == "external" and mutcd["url"].startswith("https://mutcd.fhwa.dot.gov")


@pytest.mark.parametrize("target,jur,url", [
    ("66.0907(3)(c)", "WI", "https://docs.legis.wisconsin.gov/document/statutes/66.0907(3)(c)"),
    ("723.11", "OH", "https://codes.ohio.gov/ohio-revised-code/section-723.11"),
    ("9-46-1.1", "SD", "https://sdlegislature.gov/Statutes/9-46-1.1"),
    ("85", "MA", None),  # M.G.L. URLs need the Part and Title, which a citation does not carry
])
def test_statute_urls(target, jur, url):
    assert xref.statute_url(target, jur) == url


def test_every_citation_gets_a_status(small_db):
    assert small_db.execute("SELECT count(*) FROM citations WHERE status IS NULL").fetchone()[0] == 0
    statuses = {r[0] for r in small_db.execute("SELECT DISTINCT status FROM citations")}
    assert statuses <= {"resolved", "self", "dangling", "external", "malformed", "unresolved"}


def test_run_is_idempotent_and_leaves_other_passes_alone(small_db):
    small_db["findings"].insert_all([
        {"id": "x/f-structure-001", "kind": "heading_body_mismatch", "severity": "warning", "message": "m",
         "pass": "structure", "line": 1, "document_id": "clyman-wi/370"},
        {"id": "x/f-align-001", "kind": "outlier_vs_peers", "severity": "info", "message": "m", "pass": "align", "line": 2},
    ])
    before = sorted(tuple(r.values()) for r in small_db.query("SELECT * FROM findings WHERE pass IN ('xref', 'checks')"))
    xref.run(small_db)
    xref.run(small_db)
    after = sorted(tuple(r.values()) for r in small_db.query("SELECT * FROM findings WHERE pass IN ('xref', 'checks')"))
    assert before == after
    assert small_db.execute("SELECT count(*) FROM findings WHERE pass IN ('structure', 'align')").fetchone()[0] == 2
    small_db.execute("DELETE FROM findings WHERE pass IN ('structure', 'align')")
    small_db.conn.commit()


def test_graph_nodes_and_edges(small_db):
    g = xref.build_graph(small_db)
    kinds = {d["kind"] for _, d in g.nodes(data=True)}
    assert {"municipality", "document", "section", "clause", "statute", "external_standard"} <= kinds
    g_edge = [(u, v) for u, v, d in g.edges(data=True) if d.get("kind") == "cites" and d["text"] == "§ 370-7G"]
    assert len(g_edge) == 1
    assert g.nodes[g_edge[0][1]]["caption"] == "Pavement replacement"
    # the cited clause sits in § 370-7 by a contains edge
    parent = [u for u, _, d in g.in_edges(g_edge[0][1], data=True) if d["kind"] == "contains"]
    assert g.nodes[parent[0]]["number"] == "370-7"
    only = xref.build_graph(small_db, "unidentified-wi-ch308")
    assert not any(n.startswith("municipality:clyman") for n in only)


@pytest.mark.parametrize("fmt", ["graphml", "json"])
def test_write_graph_round_trips_through_networkx(small_db, tmp_path, fmt):
    db_path = small_db.conn.execute("PRAGMA database_list").fetchone()[2]
    out = tmp_path / f"g.{fmt}"
    xref.write_graph(db_path, str(out), municipality="clyman-wi", fmt=fmt)
    if fmt == "graphml":
        g = nx.read_graphml(out, force_multigraph=True)
    else:
        g = nx.node_link_graph(json.loads(out.read_text()), edges="edges")
    ref = xref.build_graph(small_db, "clyman-wi")
    assert g.number_of_nodes() == ref.number_of_nodes() and g.number_of_edges() == ref.number_of_edges()
    statuses = {d.get("status") for _, _, d in g.edges(data=True) if d.get("kind") == "cites"}
    assert {"resolved", "dangling", "malformed", "external"} <= statuses


def test_write_graph_bad_inputs(tmp_path):
    from codecompare.errors import InputError

    with pytest.raises(InputError, match="no such database"):
        xref.write_graph(str(tmp_path / "missing.db"), "-")


def test_local_target_finds_a_municode_subsection_label():
    # "section 12-177 (a)" is stored as target "12-177(a)" (first level bare, "a"); Municode
    # prints the clause label "(a)". Both are the same subsection: before, such references in the
    # Somerville chapter (12-121(b), 12-121(c), 12-177(d), 12-177(a)(4)...) were reported dangling.
    from codecompare.xref import find_clause

    clauses = [{"id": "c1", "label": "(a)"}, {"id": "c2", "label": "(a)(4)"}, {"id": "c3", "label": "(d)"}]
    assert find_clause(clauses, "a")["id"] == "c1"
    assert find_clause(clauses, "a(4)")["id"] == "c2"
    assert find_clause(clauses, "d")["id"] == "c3"
    assert find_clause(clauses, "e") is None
    # General Code labels print the letter bare: the exact match still wins.
    assert find_clause([{"id": "g", "label": "A(2)"}], "A(2)")["id"] == "g"


def test_municode_subsection_references_resolve_in_the_corpus(conn):
    rows = conn.execute("""SELECT k.text, k.status FROM citations k JOIN documents d ON d.id = k.document_id
                           WHERE d.path LIKE 'ma/somerville/%' AND k.target IN ('12-177(a)(4)', '12-177(a)(7)', '12-177(d)', '12-121(b)', '12-121(c)')""").fetchall()
    assert len(rows) == 5 and {r["status"] for r in rows} == {"resolved"}, [tuple(r) for r in rows]
