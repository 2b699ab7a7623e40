"""Akoma Ntoso export on a small database shaped exactly like store.py writes it.

The rows are cut from the real Clyman ch. 370 text (§ 370-6 and § 370-7) by locating real
sentences, so offsets, labels and citations are the ones the pipeline stores for that chapter.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import sqlite_utils
from click.testing import CliRunner
from lxml import etree

from codecompare import akn, store
from codecompare.cli import main
from codecompare.errors import InputError
from codecompare.read import read_source

SEED_002 = Path(__file__).resolve().parents[1] / "corpus/wi/clyman/ch370-general-regulations.txt"

NS = {"a": akn.AKN_NS}
DOC = "clyman-wi/370"
SEC6 = f"{DOC}/s001"
SEC7 = f"{DOC}/s002"


def _para(text: str, needle: str, after: int = 0) -> tuple[int, int]:
    """The paragraph (line) of the real text that contains ``needle``."""
    i = text.index(needle, after)
    start = text.rfind("\n", 0, i) + 1
    end = text.find("\n", i)
    return start, (end if end >= 0 else len(text))


def _span(text: str, needle: str, after: int = 0) -> tuple[int, int]:
    i = text.index(needle, after)
    return i, i + len(needle)


def make_clyman_db(path: Path) -> sqlite_utils.Database:
    src = read_source(SEED_002)
    text = src.text
    db = store.open_db(str(path))
    store.ensure_schema(db)
    db["municipalities"].insert({"id": "clyman-wi", "name": "Village of Clyman", "kind": "village", "state": "WI", "county": "Dodge"})
    db["documents"].insert({
        "id": DOC, "municipality_id": "clyman-wi", "path": "wi/clyman/ch370-general-regulations.txt",
        "sha256": src.sha256, "chapter": "370", "title": "General Regulations", "format": "general_code",
        "char_count": len(text), "encoding": src.encoding, "line_count": len(src.line_starts), "text": text,
    })
    s6_start = text.index("§ 370-6 Excavations")
    s7_start = text.index("§ 370-7 Regulations")
    s8_start = text.index("§ 370-8 Obstructions")
    sections = [
        (SEC6, "370-6", "Excavations of streets, alleys, public ways and grounds.", s6_start, s7_start - 2),
        (SEC7, "370-7", "Regulations governing excavations and openings.", s7_start, s8_start - 2),
    ]
    for n, (sid, number, title, a, b) in enumerate(sections, 1):
        he = text.index("\n", a)
        db["sections"].insert({
            "id": sid, "document_id": DOC, "municipality_id": "clyman-wi", "number": number, "title": title,
            "topic": None, "ordinal": n, "text": text[a:b], "start_offset": a, "end_offset": b,
            "line": src.line_of(a), "title_source": "heading", "heading_misplaced": 0,
            "heading_line": src.line_of(a), "heading_start_offset": a, "heading_end_offset": he, "topic_score": None,
        })
    # (section, label, caption, first words, depth, reconstructed, marker)
    clauses = [
        (SEC6, "D", "Validity of permit", "Validity of permit. Permits shall", 1, 1, None),
        (SEC6, "E", "Renewal of permit", "Renewal of permit. If operations", 1, 1, None),
        (SEC7, "A", "Frozen ground", "Frozen ground. No openings", 1, 1, None),
        (SEC7, "B", "Protection of public", "Protection of public.", 1, 1, None),
        (SEC7, "B(1)", None, "Every opening and excavation shall be enclosed", 2, 1, None),
        (SEC7, "B(4)", None, "The permittee shall perform the work", 2, 1, None),
        (SEC7, "B(5)", None, "When the operations will result", 2, 1, None),
        (SEC7, "G", "Pavement replacement", "Pavement replacement.\n", 1, 1, None),
        (SEC7, "G(1)", None, "Backfill material shall be left below", 2, 1, None),
    ]
    for n, (sid, label, caption, needle, depth, recon, marker) in enumerate(clauses, 1):
        a, b = _para(text, needle, s6_start)
        db["clauses"].insert({
            "id": f"{sid}/c{n:03d}", "section_id": sid, "document_id": DOC, "municipality_id": "clyman-wi",
            "label": label, "caption": caption, "ordinal": n, "text": text[a:b], "start_offset": a,
            "end_offset": b, "line": src.line_of(a), "depth": depth, "label_reconstructed": recon,
            "marker": marker, "topic": None,
        })
    cid = {label: f"{sid}/c{n:03d}" for n, (sid, label, *_rest) in enumerate(clauses, 1)}
    # The editor's note printed after § 370-6 E: "[1]" marker line plus the note itself.
    na, _ = _span(text, "[1]\n\nEditor's Note", s6_start)
    _, nb = _para(text, "Editor's Note: Amended", s6_start)
    db["notes"].insert({
        "id": f"{SEC6}/n001", "document_id": DOC, "section_id": SEC6, "kind": "editors_note",
        "text": text[na:nb], "start_offset": na, "end_offset": nb, "line": src.line_of(na),
    })
    citations = [
        ("D", "§ 370-7G", "local_code", "370-7(G)", SEC7, cid["G"], "resolved"),
        ("B(4)", "Section 6-2-4(b)", "local_code", "6-2-4(b)", None, None, "dangling"),
        ("B(5)", "§ 370-7H", "local_code", "370-7(H)", SEC7, None, "self"),
    ]
    for n, (label, needle, kind, target, rsec, rcl, status) in enumerate(citations, 1):
        a, b = _span(text, needle, s6_start)
        db["citations"].insert({
            "id": f"{cid[label]}/k{n:02d}", "clause_id": cid[label], "section_id": cid[label].rsplit("/", 1)[0],
            "document_id": DOC, "municipality_id": "clyman-wi", "text": needle, "kind": kind, "target": target,
            "resolved_section_id": rsec, "status": status, "start_offset": a, "end_offset": b,
            "line": src.line_of(a), "resolved_clause_id": rcl, "jurisdiction": None, "qualifier": None, "url": None,
        })
    quantities = [
        ("D", "30 days", 30.0, None, None, "day", "max"),
        ("E", "$25", 25.0, None, None, "usd", "exact"),
        ("A", "between November 15 and April 1", None, None, "11-15/04-01", "date", "range"),
        ("B(1)", "more than 250 feet", 250.0, None, None, "foot", "max"),
        ("B(4)", "24 hours", 24.0, None, None, "hour", "min"),
    ]
    for n, (label, needle, value, high, vtext, unit, comp) in enumerate(quantities, 1):
        a, b = _span(text, needle, s6_start)
        db["quantities"].insert({
            "id": f"{cid[label]}/q{n:02d}", "clause_id": cid[label], "section_id": cid[label].rsplit("/", 1)[0],
            "document_id": DOC, "municipality_id": "clyman-wi", "text": needle, "value": value, "value_high": high,
            "value_text": vtext, "unit": unit, "comparator": comp, "measures": None, "start_offset": a,
            "end_offset": b, "line": src.line_of(a),
        })
    a, b = _span(text, "The permittee shall notify the Director of Public Works 24 hours prior to commencement of excavation of the location and extent of the excavation, unless the excavation is an emergency excavation as identified in Section 6-2-4(b).")
    db["obligations"].insert({
        "id": f"{cid['B(4)']}/o01", "quantity_id": f"{cid['B(4)']}/q05", "clause_id": cid["B(4)"], "section_id": SEC7,
        "municipality_id": "clyman-wi", "modality": "shall", "bearer": "permittee", "action": "notify",
        "measures": "notice_before_work", "text": text[a:b], "document_id": DOC, "sentence_id": f"{cid['B(4)']}/o01",
        "start_offset": a, "end_offset": b, "line": src.line_of(a),
    })
    return db


@pytest.fixture(scope="module")
def clyman_db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("clyman") / "clyman.db"
    make_clyman_db(path)
    return path


def _export(db_path: Path, tmp_path: Path) -> tuple[Path, etree._ElementTree]:
    paths = akn.export_db(str(db_path), str(tmp_path / "akn"))
    assert len(paths) == 1
    return paths[0], etree.parse(str(paths[0]))


@pytest.fixture(scope="module")
def exported(clyman_db, tmp_path_factory) -> tuple[Path, etree._ElementTree]:
    return _export(clyman_db, tmp_path_factory.mktemp("clyman-akn"))


def test_export_validates_against_bundled_schema(exported):
    path, tree = exported
    assert akn.schema().validate(tree), akn.schema().error_log
    assert tree.getroot().tag == f"{{{akn.AKN_NS}}}akomaNtoso"
    assert tree.find("a:act", NS) is not None


def test_frbr_identification_and_references(exported):
    _, tree = exported
    work = tree.find(".//a:FRBRWork", NS)
    assert work.find("a:FRBRuri", NS).get("value") == "/akn/us-wi/act/code/clyman-wi/ch370"
    assert work.find("a:FRBRcountry", NS).get("value") == "us-wi"
    assert work.find("a:FRBRnumber", NS).get("value") == "370"
    expr = tree.find(".//a:FRBRExpression/a:FRBRuri", NS).get("value")
    assert re.fullmatch(r"/akn/us-wi/act/code/clyman-wi/ch370/eng@\d{4}-\d{2}-\d{2}", expr)
    dates = tree.findall(".//a:FRBRdate", NS)
    assert len(dates) == 3 and all("build" in d.get("name") for d in dates)
    org = tree.find(".//a:references/a:TLCOrganization[@eId='clyman-wi']", NS)
    assert org.get("showAs") == "Village of Clyman"
    role = tree.find(".//a:references/a:TLCRole", NS)
    assert role.get("showAs") == "permittee"


def test_clyman_pavement_replacement_and_its_citation(exported):
    _, tree = exported
    g = tree.find(".//a:subsection[@eId='sec_370-7__subsec_G']", NS)
    assert g is not None
    assert g.find("a:heading", NS).text == "Pavement replacement"
    num = g.find("a:num", NS)
    assert num.text == "G" and num.get("status") == "editorial"  # the export dropped the letter
    ref = next(r for r in tree.iterfind(".//a:ref", NS) if r.text == "§ 370-7G")
    assert ref.get("href") == "#sec_370-7__subsec_G"
    # It stands inside § 370-6 D, where it is printed.
    assert ref.xpath("ancestor::a:subsection/@eId", namespaces=NS) == ["sec_370-6__subsec_D"]
    assert tree.find(".//a:paragraph[@eId='sec_370-7__subsec_G__para_1']", NS) is not None


def test_dangling_and_self_references_stay_marked(exported):
    _, tree = exported
    refs = {r.text: r for r in tree.iterfind(".//a:ref", NS)}
    dangling = refs["Section 6-2-4(b)"]
    assert dangling.get("href") == "#" and dangling.get("class") == "dangling"
    assert refs["§ 370-7H"].get("href") == "#sec_370-7"


def test_quantities_and_roles_inline(exported):
    _, tree = exported
    qs = {q.text: q for q in tree.iterfind(".//a:quantity", NS)}
    assert qs["30 days"].get("normalized") == "max 30 day"
    assert qs["between November 15 and April 1"].get("normalized") == "range 11-15/04-01 date"
    assert qs["more than 250 feet"].get("refersTo") == "#unit-foot"
    assert tree.find(".//a:references/a:TLCConcept[@eId='unit-foot']", NS) is not None
    roles = tree.findall(".//a:role", NS)
    assert [r.text for r in roles] == ["permittee"]
    assert roles[0].get("refersTo") == "#role-permittee"
    # The role is the bearer of the sentence in B(4), not the first "permittee" in the section.
    assert roles[0].xpath("ancestor::a:paragraph/@eId", namespaces=NS) == ["sec_370-7__subsec_B__para_4"]


def test_editors_note_is_an_authorial_note(exported):
    _, tree = exported
    notes = tree.findall(".//a:authorialNote", NS)
    assert len(notes) == 1
    assert "Editor's Note: Amended at time of adoption of Code" in "".join(notes[0].itertext())
    assert notes[0].xpath("ancestor::a:section/@eId", namespaces=NS) == ["sec_370-6"]


def test_round_trip_recovers_numbers_labels_and_text(clyman_db, exported):
    path, _ = exported
    back = akn.read_back(path)
    db = sqlite_utils.Database(str(clyman_db))
    assert back["work"] == "/akn/us-wi/act/code/clyman-wi/ch370"
    assert [s["number"] for s in back["sections"]] == [r["number"] for r in db.query("SELECT number FROM sections ORDER BY ordinal")]
    got = [(c["label"], c["text"]) for s in back["sections"] for c in s["clauses"]]
    want = [(r["label"], " ".join(r["text"].split())) for r in db.query("SELECT label, text FROM clauses ORDER BY section_id, ordinal")]
    assert got == want


def test_eids_unique(exported):
    _, tree = exported
    eids = [e.get("eId") for e in tree.iter() if e.get("eId")]
    assert len(eids) == len(set(eids))


def flow_text(el: etree._Element) -> str:
    """The text an AKN reader sees in the flow: everything except num/heading (which restate
    the printed section heading line) and metadata."""
    out = [] if etree.QName(el).localname in ("num", "heading", "meta") else [el.text or ""]
    if out:
        for child in el:
            out.append(flow_text(child))
            out.append(child.tail or "")
    return "".join(out)


def squeeze(s: str) -> str:
    return "".join(s.split())


def test_no_text_lost(clyman_db, exported):
    """The written flow is exactly the document text minus the section heading lines."""
    _, tree = exported
    db = sqlite_utils.Database(str(clyman_db))
    text = db["documents"].get(DOC)["text"]
    cuts = sorted((r["heading_start_offset"], r["heading_end_offset"]) for r in db["sections"].rows)
    expected, cursor = [], 0
    for a, b in cuts:
        expected.append(text[cursor:a])
        cursor = b
    expected.append(text[cursor:])
    assert squeeze(flow_text(tree.find("a:act", NS))) == squeeze("".join(expected))


def test_cli_export_akn(clyman_db, tmp_path):
    out = tmp_path / "cli-out"
    result = CliRunner().invoke(main, ["export-akn", "--db", str(clyman_db), "--out", str(out)])
    assert result.exit_code == 0, result.output
    files = sorted(out.glob("*.xml"))
    assert [f.name for f in files] == ["clyman-wi_370.akn.xml"]
    assert result.output.strip() == str(files[0])
    assert akn.schema().validate(etree.parse(str(files[0])))


def test_cli_missing_db_is_input_error(tmp_path):
    result = CliRunner().invoke(main, ["export-akn", "--db", str(tmp_path / "nope.db"), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2
    assert "nope.db" in result.output and "no such database" in result.output
    with pytest.raises(InputError):
        akn.export_db(str(tmp_path / "nope.db"), str(tmp_path / "o"))
    other = tmp_path / "other.db"
    sqlite_utils.Database(str(other))["things"].insert({"a": 1})
    result = CliRunner().invoke(main, ["export-akn", "--db", str(other), "--out", str(tmp_path / "o")])
    assert result.exit_code == 2 and "not a codecompare database" in result.output


def test_invalid_document_names_document_and_schema_message(clyman_db, tmp_path, monkeypatch):
    real = akn.document_to_xml

    def broken(db, document_id):
        root = real(db, document_id)
        root.find("a:act/a:body", NS).clear()  # a body must hold at least one hierarchy element
        return root

    monkeypatch.setattr(akn, "document_to_xml", broken)
    with pytest.raises(akn.AknValidationError) as err:
        akn.export_db(str(clyman_db), str(tmp_path / "bad"))
    assert DOC in str(err.value) and "body" in str(err.value)
    assert not list((tmp_path / "bad").glob("*.xml"))  # nothing half-written


def test_document_without_sections_keeps_its_text_in_an_hcontainer(tmp_path):
    """A text the parser found no sections in (e.g. a bare excerpt) still exports valid AKN."""
    path = tmp_path / "bare.db"
    db = make_clyman_db(path)
    for table in ("obligations", "quantities", "citations", "notes", "clauses", "sections"):
        db.conn.execute(f"DELETE FROM [{table}]")
    db.conn.commit()
    out, tree = _export(path, tmp_path)
    body = tree.find("a:act/a:body", NS)
    assert [etree.QName(e).localname for e in body] == ["hcontainer"]
    assert body[0].get("name") == "unstructured"
    text = db["documents"].get(DOC)["text"]
    assert squeeze(flow_text(tree.find("a:act", NS))) == squeeze(text)
    assert akn.read_back(out)["sections"] == []
