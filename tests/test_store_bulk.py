"""Bulk writes (issue 3): no per-row FTS triggers, indexes built once, the search index
rebuilt by ``store.finish`` after the last document, so it is never stale — after a build with
or without the publish stage, and after an ingest that adds or replaces a document.

Real seed texts: Clyman ch. 370 and the unidentified village's ch. 308 (its § 308-6 "Forms"
paragraph: "free of warps and kinks" appears in no other bundled text).
"""
from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare import store
from codecompare.cli import main as cli_main
from codecompare.publish import serve

ROOT = Path(__file__).resolve().parents[1]
CLYMAN = ROOT / "corpus/wi/clyman/ch370-general-regulations.txt"
CH308 = ROOT / "corpus/wi/unidentified-ch308/ch308-article-ii-general-regulations.txt"
FORMS = "Forms must be of a height equal to the prescribed thickness"


def _ingest(db: Path, path: Path, name: str) -> None:
    res = CliRunner().invoke(cli_main, ["ingest", str(path), "--db", str(db), "--municipality", name,
                                        "--state", "WI"])
    assert res.exit_code == 0, res.output


def _fts_hits(db: Path, table: str, query: str) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute(
            f"SELECT t.id FROM [{table}_fts] f JOIN [{table}] t ON t.rowid = f.rowid WHERE [{table}_fts] MATCH ?",
            [query])]
    finally:
        conn.close()


def _search_page(db: Path, q: str) -> str:
    async def go():
        ds = serve.build_datasette(str(db))
        await ds.invoke_startup()
        return await ds.client.get(f"/-/codecompare/search?q={q}")

    r = asyncio.run(go())
    assert r.status_code == 200
    return r.text


def _integrity(db: Path) -> None:
    conn = sqlite3.connect(db)
    try:
        for table in store.FTS_COLUMNS:
            # FTS5's own check: every indexed row matches the content table, nothing extra.
            conn.execute(f"INSERT INTO [{table}_fts]([{table}_fts]) VALUES('integrity-check')")
            assert conn.execute(f"SELECT count(*) FROM [{table}_fts]").fetchone()[0] == \
                conn.execute(f"SELECT count(*) FROM [{table}]").fetchone()[0]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def two_ingests(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("ingest") / "codes.db"
    _ingest(db, CLYMAN, "Village of Clyman")
    assert _fts_hits(db, "clauses", "kinks") == []
    _ingest(db, CH308, "Unidentified village (chapter 308)")
    return db


def test_search_finds_a_clause_of_a_newly_ingested_document(two_ingests):
    hits = _fts_hits(two_ingests, "clauses", "kinks")
    assert len(hits) == 1 and hits[0].startswith("unidentified-village-chapter-308-wi/")
    assert _fts_hits(two_ingests, "clauses", "frozen")  # the first document is still indexed
    page = _search_page(two_ingests, "kinks")
    assert "<mark>kinks</mark>" in page
    _integrity(two_ingests)


def test_replacing_a_document_leaves_no_stale_search_rows(two_ingests, tmp_path):
    db = tmp_path / "codes.db"
    db.write_bytes(two_ingests.read_bytes())
    # The same chapter re-issued without its "Forms" paragraph: a replacement, not an addition.
    text = CH308.read_text(encoding="utf-8")
    para = next(p for p in text.split("\n\n") if p.startswith(FORMS))
    amended = tmp_path / CH308.name
    amended.write_text(text.replace(para + "\n\n", ""), encoding="utf-8")
    res = CliRunner().invoke(cli_main, ["ingest", str(amended), "--db", str(db), "--municipality",
                                        "Unidentified village (chapter 308)", "--state", "WI"])
    assert res.exit_code == 0, res.output
    assert "replaced" in res.output
    assert _fts_hits(db, "clauses", "kinks") == []
    assert _fts_hits(db, "clauses", "separator")  # the next paragraph is still there
    _integrity(db)


def test_bulk_written_database_has_every_index_and_no_fts_triggers(two_ingests):
    conn = sqlite3.connect(two_ingests)
    try:
        triggers = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]
        indexed = {(r[0], r[1]) for r in conn.execute(
            "SELECT m.name, group_concat(i.name, ',') FROM sqlite_master m, pragma_index_list(m.name) l, "
            "pragma_index_info(l.name) i WHERE m.type = 'table' GROUP BY m.name, l.name")}
    finally:
        conn.close()
    assert not [t for t in triggers if t.startswith(("sections_", "clauses_"))]
    for table, idxs in store.INDEXES.items():
        for cols in idxs:
            assert (table, ",".join(cols)) in indexed, (table, cols)


def test_build_without_publish_has_a_complete_search_index(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "wi").mkdir(parents=True)
    for src in (CLYMAN, CH308):
        (corpus / "wi" / src.name).write_bytes(src.read_bytes())
    (corpus / "manifest.toml").write_text(
        '[municipalities.clyman-wi]\nname = "Village of Clyman"\nstate = "WI"\n'
        '[municipalities.unidentified-wi-308]\nname = "Unidentified village (chapter 308)"\nstate = "WI"\n'
        f'[[documents]]\npath = "wi/{CLYMAN.name}"\nmunicipality = "clyman-wi"\nchapter = "370"\n'
        f'[[documents]]\npath = "wi/{CH308.name}"\nmunicipality = "unidentified-wi-308"\nchapter = "308"\n',
        encoding="utf-8")
    pipe = corpus / "pipeline.toml"
    pipe.write_text('[pipeline]\nmanifest = "manifest.toml"\nstages = ["read", "structure", "extract", "store", "xref"]\n',
                    encoding="utf-8")
    db = tmp_path / "x.db"
    res = CliRunner().invoke(cli_main, ["build", str(pipe), "--db", str(db)])
    assert res.exit_code == 0, res.output
    # No publish stage ran: the index was filled by store.finish alone.
    hits = _fts_hits(db, "clauses", "kinks")
    assert len(hits) == 1 and hits[0].startswith("unidentified-wi-308/308/")
    assert [h.split("/s")[0] for h in _fts_hits(db, "sections", "kinks")] == ["unidentified-wi-308/308"]
    assert len(_fts_hits(db, "clauses", "frozen")) >= 1
    _integrity(db)


def test_build_warns_about_an_undecodable_byte_once(tmp_path):
    """The build reads each file to validate it and again to process it; one warning each."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    text = CLYMAN.read_text(encoding="utf-8")
    # Generated: the real seed with its first section sign re-encoded as cp1252 (byte 0xA7).
    i = text.index("\u00a7")
    (corpus / "clyman.txt").write_bytes(text[:i].encode() + b"\xa7" + text[i + 1:].encode())
    (corpus / "manifest.toml").write_text(
        '[municipalities.clyman-wi]\nname = "Village of Clyman"\nstate = "WI"\n'
        '[[documents]]\npath = "clyman.txt"\nmunicipality = "clyman-wi"\nchapter = "370"\n', encoding="utf-8")
    pipe = corpus / "pipeline.toml"
    pipe.write_text('[pipeline]\nmanifest = "manifest.toml"\nstages = ["read", "structure", "extract", "store"]\n',
                    encoding="utf-8")
    for jobs in ("1", "2"):
        res = CliRunner().invoke(cli_main, ["build", str(pipe), "--db", str(tmp_path / f"j{jobs}.db"), "--jobs", jobs])
        assert res.exit_code == 0, res.output
        warnings = [line for line in res.output.splitlines() if "decoded as cp1252" in line]
        assert len(warnings) == 1, (jobs, res.output)


def test_bulk_load_still_rejects_a_row_that_points_nowhere(tmp_path):
    """``bulk_load`` drops per-row key checks and the journal for speed; it must check every
    foreign key on the way out and put both back."""
    db = store.open_db(str(tmp_path / "bulk.db"))
    store.ensure_schema(db, deferred=True)
    with pytest.raises(RuntimeError, match="missing parents"):
        with store.bulk_load(db):
            assert db.execute("PRAGMA journal_mode").fetchone()[0] == "off"
            db.conn.execute("INSERT INTO documents (id, municipality_id, path, sha256) VALUES ('d', 'nowhere', 'p', 'x')")
            db.conn.commit()
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    with pytest.raises(sqlite3.IntegrityError):  # enforced row by row again
        db.conn.execute("INSERT INTO documents (id, municipality_id, path, sha256) VALUES ('e', 'nowhere', 'p', 'y')")


def test_bulk_load_accepts_consistent_rows(tmp_path):
    db = store.open_db(str(tmp_path / "bulk.db"))
    store.ensure_schema(db, deferred=True)
    with store.bulk_load(db):
        db.conn.execute("INSERT INTO municipalities (id, name) VALUES ('m', 'M')")
        db.conn.execute("INSERT INTO documents (id, municipality_id, path, sha256) VALUES ('d', 'm', 'p', 'x')")
        db.conn.commit()
    assert db.execute("SELECT count(*) FROM documents").fetchone()[0] == 1
