"""Served safely: immutable, read-only, time- and row-limited, and every page escapes corpus text.

The database is written by store.write_document from typed stage values built around a real
Clyman sentence into which the test splices generated payloads (labelled below); the pages are
rendered by the real Datasette test client with our plugin and settings.
"""
from __future__ import annotations

import asyncio
import hashlib
import re
from pathlib import Path

import pytest

from codecompare import store
from codecompare.model import (
    Citation, Clause, ClauseExtraction, Document, DocumentMeta, ExtractedDocument, Obligation, Quantity,
    Section, StructureNote,
)
from codecompare.read import decode_bytes

# Generated attack payloads (test data, not law).
SCRIPT = "<script>alert('cc')</script>"
ATTR = '" onmouseover="alert(1)" x="'
ATTR1 = "' onfocus='alert(2)' y='"
JS_URL = "javascript:alert(3)"
MUNICIPALITY = f"Village of {SCRIPT}{ATTR}"

# A real sentence from Clyman § 370-7A (Frozen ground), with the payloads spliced in.
TEXT = (
    f"§ 370-7 Regulations governing excavations {SCRIPT}.\n"
    f"A. Frozen ground {ATTR}. No openings in the streets, alleys, sidewalks or public ways shall be "
    f"permitted between November 15 and April 1 except where it is determined by the Director of Public "
    f"Works to be an emergency excavation. See {JS_URL} and § 66.0907(3)(c), Wis. Stats. {ATTR1}\n"
)


def _extracted() -> ExtractedDocument:
    src = decode_bytes(TEXT.encode("utf-8"), "generated/xss.txt")
    t = src.text
    meta = DocumentMeta("xss-wi", MUNICIPALITY, "village", "WI", chapter="370", title=f"Title {SCRIPT}")
    clause_start = t.index("A. Frozen")
    clause = Clause(1, "A", f"Frozen ground {ATTR}", clause_start, len(t) - 1, 2, marker="A.")
    section = Section(1, "370-7", f"Regulations governing excavations {SCRIPT}", 0, len(t) - 1, 1, clauses=(clause,),
                      heading_start=0, heading_end=t.index("\n"), heading_line=1)
    doc = Document(src, meta, "general_code", (section,), title=meta.title, chapter="370",
                   structure_notes=(StructureNote("no_structure", "info", f"note {SCRIPT}", 1, evidence=ATTR),))
    q0 = t.index("November 15")
    q1 = t.index("April 1") + len("April 1")
    qty = Quantity(t[q0:q1], q0, q1, None, "date", "range", value_text="11-15/04-01", measures=f"opening {SCRIPT}")
    c0 = t.index(JS_URL)
    c1 = t.index("§ 66.0907")
    c1e = t.index("Stats.") + len("Stats.")
    cits = (
        Citation(t[c0:c0 + len(JS_URL)], c0, c0 + len(JS_URL), "external_standard", JS_URL),
        Citation(t[c1:c1e], c1, c1e, "state_statute", "66.0907(3)(c)", jurisdiction="WI"),
    )
    s0 = t.index("No openings")
    s1 = t.index("excavation.") + len("excavation.")
    ob = Obligation("shall_not", f"bearer {SCRIPT}", f"action {ATTR}", t[s0:s1], s0, s1, quantity_indexes=(0,))
    return ExtractedDocument(doc, {(1, 1): ClauseExtraction((qty,), cits, (ob,))})


@pytest.fixture(scope="module")
def xss_db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("xss") / "codecompare.db"
    db = store.open_db(str(path))
    store.ensure_schema(db)
    store.write_document(db, _extracted(), "generated/xss.txt", evidence=f"evidence {SCRIPT}")
    # A link that a careless page would render as href: the payload as a citation URL.
    db.execute("UPDATE citations SET url = ?, status = 'external'", [JS_URL])
    db.conn.commit()
    from codecompare.publish import prepare

    prepare.run(db)
    db.close()
    return path


@pytest.fixture(scope="module")
def ds(xss_db):
    from codecompare.publish.serve import build_datasette

    return build_datasette(str(xss_db))


def _get(ds, url, **kw):
    return asyncio.run(ds.client.get(url, **kw))


def _post(ds, url, **kw):
    return asyncio.run(ds.client.post(url, **kw))


def _assert_escaped(html: str, url: str) -> None:
    assert "<script>alert(" not in html, url
    assert 'onmouseover="alert(1)"' not in html, url
    assert "onfocus='alert(2)'" not in html, url
    assert not re.search(r"""(href|src|action)\s*=\s*["']?\s*javascript:""", html, re.I), url


def _pages(ds) -> list[str]:
    db = ds.get_database().name
    return [
        "/",
        f"/{db}",
        f"/{db}/municipalities",
        f"/{db}/municipalities/xss-wi",
        f"/{db}/documents",
        f"/{db}/sections",
        f"/{db}/sections/xss-wi~2F370~2Fs001",
        f"/{db}/clauses",
        f"/{db}/citations",
        f"/{db}/quantities",
        f"/{db}/obligations",
        f"/{db}/findings",
        f"/{db}/sections?_search=script",
        f"/{db}?sql=select+name+from+municipalities",
        "/-/codecompare/section/xss-wi/370/s001",
        "/-/codecompare/findings/xss-wi",
        "/-/codecompare/graph/xss-wi",
        "/-/codecompare/search?q=frozen",
        "/-/codecompare/search?q=" + "%3Cscript%3Ealert(5)%3C%2Fscript%3E",
        "/-/codecompare/compare?m=xss-wi",
    ]


def test_every_page_escapes_corpus_text(ds):
    seen = 0
    for url in _pages(ds):
        res = _get(ds, url)
        assert res.status_code in (200, 404), (url, res.status_code)
        _assert_escaped(res.text, url)
        if res.status_code == 200 and ("&lt;script&gt;" in res.text or "&lt;script" in res.text):
            seen += 1
    # The payload really reached the pages (escaped), or this test would prove nothing.
    assert seen >= 8


def test_plugin_section_page_shows_the_payload_as_text(ds):
    res = _get(ds, "/-/codecompare/section/xss-wi/370/s001")
    assert res.status_code == 200
    assert "&lt;script&gt;alert(" in res.text
    assert "javascript:alert(3)" in res.text  # shown as text, never as a link target


def test_no_write_endpoints_and_sql_is_read_only(ds, xss_db):
    before = hashlib.sha256(xss_db.read_bytes()).hexdigest()
    db = ds.get_database()
    assert db.is_mutable is False
    for sql in ("delete from sections", "update municipalities set name = 'x'", "drop table sections",
                "insert into notes (id) values ('x')", "attach database ':memory:' as m", "pragma writable_schema = 1"):
        res = _get(ds, f"/{db.name}.json", params={"sql": sql})
        assert res.status_code in (400, 403), (sql, res.status_code)
    for path in (f"/{db.name}/sections/-/insert", f"/{db.name}/-/create", f"/{db.name}/sections/xss-wi~2F370~2Fs001/-/delete"):
        res = _post(ds, path, json={"row": {"id": "x"}})
        assert res.status_code in (403, 404, 405), (path, res.status_code)
    assert hashlib.sha256(xss_db.read_bytes()).hexdigest() == before


def test_sql_time_and_row_limits(ds):
    from codecompare.publish.serve import SETTINGS

    db = ds.get_database().name
    assert ds.setting("sql_time_limit_ms") == SETTINGS["sql_time_limit_ms"] <= 5000
    assert ds.setting("max_returned_rows") == SETTINGS["max_returned_rows"] <= 5000
    many = "with recursive n(i) as (select 1 union all select i + 1 from n limit 100000) select i from n"
    res = _get(ds, f"/{db}.json", params={"sql": many, "_shape": "objects"})
    body = res.json()
    assert len(body["rows"]) == SETTINGS["max_returned_rows"] and body["truncated"] is True
    slow = "with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n"
    res = _get(ds, f"/{db}.json", params={"sql": slow})
    assert res.status_code == 400
    assert "too long" in res.text


def test_payloads_ingested_through_the_cli_are_escaped_on_every_page(tmp_path):
    """The real pipeline end to end: payloads in the text and in --municipality."""
    import sqlite3

    from click.testing import CliRunner

    from codecompare.cli import main
    from codecompare.publish.serve import build_datasette

    from conftest import SEED_002

    text = SEED_002.read_text(encoding="utf-8")
    # Generated: the real Clyman chapter with payloads spliced into a caption and a sentence.
    text = text.replace("Frozen ground.", f"Frozen ground {SCRIPT}.", 1).replace(
        "emergency excavation", f"emergency excavation {ATTR} {JS_URL} {ATTR1}", 1)
    f = tmp_path / "generated-clyman-xss.txt"
    f.write_text(text, encoding="utf-8")
    db = tmp_path / "codecompare.db"
    res = CliRunner().invoke(main, ["ingest", str(f), "--db", str(db), "--municipality", MUNICIPALITY, "--state", "WI"])
    assert res.exit_code == 0, res.stderr
    conn = sqlite3.connect(db)
    mid, name = conn.execute("SELECT id, name FROM municipalities").fetchone()
    assert name == MUNICIPALITY  # stored verbatim: escaping is the page's job
    sections = [r[0] for r in conn.execute("SELECT id FROM sections WHERE text LIKE '%<script>%'")]
    conn.close()
    assert sections
    ds = build_datasette(str(db))
    dbn = ds.get_database().name
    urls = [
        "/", f"/{dbn}", f"/{dbn}/municipalities", f"/{dbn}/sections", f"/{dbn}/clauses", f"/{dbn}/findings",
        f"/{dbn}/sections?_search=frozen", f"/-/codecompare/findings/{mid}", f"/-/codecompare/graph/{mid}",
        "/-/codecompare/search?q=frozen", f"/-/codecompare/compare?m={mid}",
        *[f"/-/codecompare/section/{s}" for s in sections],
    ]
    escaped_seen = 0
    for url in urls:
        page = _get(ds, url)
        assert page.status_code in (200, 404), (url, page.status_code)
        _assert_escaped(page.text, url)
        escaped_seen += "&lt;script&gt;" in page.text
    assert escaped_seen >= 5
