"""Akoma Ntoso export of the whole bundled corpus (the session's real built database)."""
from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils
from lxml import etree

from codecompare import akn

NS = {"a": akn.AKN_NS}


@pytest.fixture(scope="module")
def exported(built_db, tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("akn")
    paths = akn.export_db(str(built_db), str(out))
    db = sqlite_utils.Database(str(built_db))
    ids = [r["id"] for r in db.query("SELECT id FROM documents ORDER BY id")]
    assert len(paths) == len(ids)
    return dict(zip(ids, paths))


def _squeeze(s: str | None) -> str:
    return " ".join((s or "").split())


def test_every_document_exported_and_schema_valid(exported, built_db):
    db = sqlite_utils.Database(str(built_db))
    assert db["documents"].count == 12
    layouts = {r["format"] for r in db.query("SELECT format FROM documents")}
    assert len(layouts) >= 3  # General Code seeds, hard-wrapped 1994 code, Ohio/ALP/enCodePlus layouts
    for doc_id, path in exported.items():
        tree = etree.parse(str(path))
        assert akn.schema().validate(tree), f"{doc_id}: {akn.schema().error_log.last_error}"
        assert tree.find("a:act/a:body", NS) is not None


def test_eids_unique_per_file(exported):
    for doc_id, path in exported.items():
        eids = [e.get("eId") for e in etree.parse(str(path)).iter() if e.get("eId")]
        assert eids and len(eids) == len(set(eids)), doc_id


def test_round_trip_sections_labels_text(exported, built_db):
    db = sqlite_utils.Database(str(built_db))
    for doc_id, path in exported.items():
        back = akn.read_back(path)
        sections = list(db.query("SELECT id, number, title FROM sections WHERE document_id = ? ORDER BY ordinal", [doc_id]))
        assert [s["number"] for s in back["sections"]] == [s["number"] for s in sections], doc_id
        assert [s["heading"] for s in back["sections"]] == [_squeeze(s["title"]) or None for s in sections], doc_id
        for got, sec in zip(back["sections"], sections):
            rows = list(db.query("SELECT label, text FROM clauses WHERE section_id = ? ORDER BY ordinal", [sec["id"]]))
            assert [(c["label"], c["text"]) for c in got["clauses"]] == [(r["label"], _squeeze(r["text"])) for r in rows], sec["id"]


def _flow(el: etree._Element) -> str:
    if etree.QName(el).localname in ("num", "heading", "meta"):
        return ""
    return (el.text or "") + "".join(_flow(c) + (c.tail or "") for c in el)


def test_no_words_lost(exported, built_db):
    """The flow is the document text minus each section's printed heading line (carried by
    num/heading) — the heading is dropped only where it stands at the top of its section."""
    db = sqlite_utils.Database(str(built_db))
    for doc_id, path in exported.items():
        text = db["documents"].get(doc_id)["text"]
        cuts = []
        for s in db.query(
            "SELECT s.start_offset, s.heading_start_offset hs, s.heading_end_offset he, "
            "(SELECT min(start_offset) FROM clauses c WHERE c.section_id = s.id) first, s.end_offset "
            "FROM sections s WHERE document_id = ? ORDER BY ordinal", [doc_id],
        ):
            first = s["first"] if s["first"] is not None else s["end_offset"]
            if s["hs"] is not None and s["he"] is not None and s["start_offset"] <= s["hs"] and s["he"] <= first \
                    and not text[s["start_offset"]:s["hs"]].strip():
                cuts.append((s["hs"], s["he"]))
        expected, cursor = [], 0
        for a, b in cuts:
            expected.append(text[cursor:a])
            cursor = b
        expected.append(text[cursor:])
        flow = _flow(etree.parse(str(path)).find("a:act", NS))
        assert "".join(flow.split()) == "".join("".join(expected).split()), doc_id


def test_clyman_pavement_replacement_is_the_target_of_370_7g(exported, built_db):
    db = sqlite_utils.Database(str(built_db))
    doc_id = next(r["id"] for r in db.query("SELECT id FROM documents WHERE municipality_id = 'clyman-wi'"))
    tree = etree.parse(str(exported[doc_id]))
    g = tree.find(".//a:subsection[@eId='sec_370-7__subsec_G']", NS)
    assert g is not None
    assert _squeeze("".join(g.find("a:heading", NS).itertext())).rstrip(".") == "Pavement replacement"
    refs = [r for r in tree.iterfind(".//a:ref", NS) if _squeeze("".join(r.itertext())) == "§ 370-7G"]
    assert refs and all(r.get("href") == "#sec_370-7__subsec_G" for r in refs)


def test_every_stored_citation_and_quantity_is_marked(exported, built_db):
    """Each citation is a <ref> and each quantity a <quantity>, unless it overlaps another span
    (the documented drop rule); count what was dropped so a regression shows."""
    db = sqlite_utils.Database(str(built_db))
    for doc_id, path in exported.items():
        tree = etree.parse(str(path))
        n_cit = db.execute("SELECT count(*) FROM citations WHERE document_id = ?", [doc_id]).fetchone()[0]
        n_qty = db.execute("SELECT count(*) FROM quantities WHERE document_id = ?", [doc_id]).fetchone()[0]
        refs = tree.findall(".//a:ref", NS)
        qtys = tree.findall(".//a:quantity", NS)
        assert len(refs) <= n_cit and len(qtys) <= n_qty
        assert len(refs) >= 0.9 * n_cit, (doc_id, len(refs), n_cit)
        assert len(qtys) >= 0.9 * n_qty, (doc_id, len(qtys), n_qty)
        for r in refs:
            assert r.get("href")
            # A resolved reference always leads somewhere; "#" is only for what cannot.
            if r.get("class") in ("resolved", "self"):
                assert r.get("href") != "#", etree.tostring(r)
            else:
                assert r.get("class") in ("dangling", "malformed", "unresolved", "external")


def test_reference_to_another_chapter_links_to_that_works_iri(exported, built_db):
    """Springboro ch. 1028 cites "Chapter 1020", which the corpus also holds."""
    tree = etree.parse(str(exported["springboro-oh/1028"]))
    refs = [r for r in tree.iterfind(".//a:ref", NS) if _squeeze("".join(r.itertext())) == "Chapter 1020"]
    assert refs and {r.get("href") for r in refs} == {"/akn/us-oh/act/code/springboro-oh/ch1020"}
    assert (etree.parse(str(exported["springboro-oh/1020"])).find(".//a:FRBRWork/a:FRBRuri", NS).get("value")
            == "/akn/us-oh/act/code/springboro-oh/ch1020")
