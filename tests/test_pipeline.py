"""The foundation end to end: manifest -> read -> structure -> extract -> store, on real files."""
from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare.cli import main
from codecompare.errors import InputError
from codecompare.pipeline import load_manifest, load_pipeline
from codecompare.read import decode_bytes, read_source

from conftest import CORPUS, DEFAULT_PIPELINE, SEED_002, table_rows

# Tables and columns promised by ../shared/CONTRACT.md (copied by hand from the contract).
CONTRACT = {
    "municipalities": ["id", "name", "kind", "state", "county"],
    "documents": ["id", "municipality_id", "path", "sha256", "chapter", "title", "format", "char_count"],
    "sections": ["id", "document_id", "municipality_id", "number", "title", "topic", "ordinal", "text",
                 "start_offset", "end_offset", "line"],
    "clauses": ["id", "section_id", "document_id", "municipality_id", "label", "caption", "ordinal", "text",
                "start_offset", "end_offset", "line"],
    "quantities": ["id", "clause_id", "section_id", "document_id", "municipality_id", "text", "value",
                   "value_high", "value_text", "unit", "comparator", "measures", "start_offset", "end_offset"],
    "obligations": ["id", "quantity_id", "clause_id", "section_id", "municipality_id", "modality", "bearer",
                    "action", "measures", "text"],
    "citations": ["id", "clause_id", "section_id", "document_id", "municipality_id", "text", "kind", "target",
                  "resolved_section_id", "status", "start_offset", "end_offset"],
    "findings": ["id", "municipality_id", "document_id", "section_id", "clause_id", "kind", "severity",
                 "message", "evidence", "line"],
    "alignments": ["id", "topic", "left_id", "right_id", "left_municipality_id", "right_municipality_id",
                   "level", "score", "method"],
    "quantity_diffs": ["alignment_id", "left_quantity_id", "right_quantity_id", "measures", "left_value",
                       "right_value", "unit", "relation"],
}


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_manifest_lists_every_corpus_text_once():
    entries = load_manifest(CORPUS / "manifest.toml")
    listed = {e.path for e in entries}
    on_disk = {p.resolve() for p in CORPUS.rglob("*.txt")}
    assert listed == on_disk
    names = {e.meta.municipality_id: e.meta.municipality_name for e in entries}
    assert names["clyman-wi"] == "Village of Clyman"
    # The two villages the text does not name stay unidentified.
    assert names["unidentified-wi-ch308"].startswith("Unidentified village")
    assert names["unidentified-wi-1994-t4c3"].startswith("Unidentified village")


def test_default_pipeline_names_all_stages():
    pipe = load_pipeline(DEFAULT_PIPELINE)
    assert pipe.manifest == (CORPUS / "manifest.toml").resolve()
    assert pipe.stages[:4] == ("read", "structure", "extract", "store")
    assert {"xref", "align", "publish"} <= set(pipe.stages)


def test_contract_tables_and_columns(built_db):
    conn = sqlite3.connect(built_db)
    for table, cols in CONTRACT.items():
        have = [r[1] for r in conn.execute(f"PRAGMA table_info([{table}])")]
        assert have, f"missing table {table}"
        missing = [c for c in cols if c not in have]
        assert not missing, f"{table} lacks {missing}"


def test_every_stored_span_is_the_exact_source_slice(built_db):
    conn = sqlite3.connect(built_db)
    texts = dict(conn.execute("SELECT id, text FROM documents"))
    assert len(texts) == 12
    for table in ("sections", "clauses", "quantities", "citations"):
        rows = conn.execute(f"SELECT document_id, text, start_offset, end_offset FROM {table}").fetchall()
        assert rows, table
        for doc_id, text, start, end in rows:
            assert 0 <= start <= end <= len(texts[doc_id])
            assert texts[doc_id][start:end] == text, (table, doc_id, start)


def test_line_numbers_match_offsets(built_db):
    conn = sqlite3.connect(built_db)
    texts = dict(conn.execute("SELECT id, text FROM documents"))
    for doc_id, start, line in conn.execute("SELECT document_id, start_offset, line FROM clauses"):
        assert texts[doc_id].count("\n", 0, start) + 1 == line


def test_clyman_sections_carry_their_titles(built_db):
    conn = sqlite3.connect(built_db)
    got = dict(conn.execute(
        "SELECT number, title FROM sections WHERE document_id = 'clyman-wi/370' AND number IS NOT NULL"
    ))
    expected = {
        "370-6": "Excavations of streets, alleys, public ways and grounds",
        "370-7": "Regulations governing excavations and openings",
        "370-8": "Obstructions and encroachments",
        "370-9": "Street privilege permit",
        "370-10": "Snow and ice removal",
        "370-11": "Terrace areas",
        "370-12": "Vaults",
        "370-13": "Requests for improvements",
        "370-14": "Unlawful dumping on streets",
        "370-15": "Obstruction of public ditches",
        "370-16": "Street numbers",
    }
    assert {k: v.rstrip(".") for k, v in got.items()} == expected


def test_clyman_clauses_have_labels_and_captions(built_db):
    conn = sqlite3.connect(built_db)
    rows = conn.execute(
        """SELECT c.label, c.caption FROM clauses c JOIN sections s ON s.id = c.section_id
           WHERE s.document_id = 'clyman-wi/370' AND s.number = '370-7' AND c.depth = 1 ORDER BY c.ordinal"""
    ).fetchall()
    by_label = {label: caption for label, caption in rows}
    assert by_label["A"] == "Frozen ground"
    assert by_label["G"] == "Pavement replacement"
    assert by_label["H"] == "Emergency excavation"


def test_cp1252_file_keeps_its_section_sign(tmp_path):
    raw = SEED_002.read_text(encoding="utf-8").encode("cp1252")
    assert b"\xa7 370-6" in raw  # the section sign is byte 0xA7 in cp1252
    p = tmp_path / "clyman-cp1252.txt"
    p.write_bytes(raw)
    src = read_source(p)
    assert src.encoding == "cp1252"
    assert "§ 370-6 Excavations of streets" in src.text
    assert src.warnings and str(p) in src.warnings[0]


def test_bom_and_crlf_are_normalized():
    src = decode_bytes("\ufeff§ 1-1 Title.\r\n\r\nText.\rMore.".encode("utf-8"), "x.txt")
    assert src.text == "§ 1-1 Title.\n\nText.\nMore."
    assert src.encoding == "utf-8-sig"
    assert src.line_of(src.text.index("More")) == 4


def test_reingesting_identical_text_changes_nothing(tmp_path):
    db = tmp_path / "x.db"
    runner = CliRunner()
    args = ["ingest", str(SEED_002), "--db", str(db), "--municipality", "Village of Clyman", "--state", "WI", "--chapter", "370"]
    first = runner.invoke(main, args)
    assert first.exit_code == 0, first.output
    assert "inserted" in first.output
    before = _sha(db)
    second = runner.invoke(main, args)
    assert second.exit_code == 0, second.output
    assert "unchanged" in second.output
    assert _sha(db) == before


def test_changed_text_replaces_that_documents_rows(tmp_path):
    db = tmp_path / "x.db"
    changed = tmp_path / "clyman.txt"
    text = SEED_002.read_text(encoding="utf-8")
    changed.write_text(text, encoding="utf-8")
    runner = CliRunner()
    args = ["ingest", str(changed), "--db", str(db), "--municipality", "Village of Clyman", "--state", "WI", "--chapter", "370"]
    assert runner.invoke(main, args).exit_code == 0
    conn = sqlite3.connect(db)
    n_before = conn.execute("SELECT count(*) FROM sections").fetchone()[0]
    conn.close()
    # Generated edit (test data): drop the last section of the real text.
    changed.write_text(text[: text.index("§ 370-16")], encoding="utf-8")
    res = runner.invoke(main, args)
    assert res.exit_code == 0 and "replaced" in res.output
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT count(*) FROM sections").fetchone()[0] == n_before - 1
    assert conn.execute("SELECT count(*) FROM documents").fetchone()[0] == 1
    assert conn.execute("SELECT count(*) FROM sections WHERE number = '370-16'").fetchone()[0] == 0


def test_build_cli_writes_database_atomically(tmp_path):
    out = tmp_path / "out.db"
    res = CliRunner().invoke(main, ["build", str(DEFAULT_PIPELINE), "--db", str(out)])
    assert res.exit_code == 0, res.output
    assert "12 documents" in res.output
    assert out.exists()
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]


def test_manifest_path_outside_corpus_is_rejected(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "manifest.toml").write_text(
        '[municipalities.x]\nname = "Village of X"\n\n[[documents]]\npath = "../../etc/passwd"\nmunicipality = "x"\n',
        encoding="utf-8",
    )
    with pytest.raises(InputError) as err:
        load_manifest(corpus / "manifest.toml")
    assert err.value.line == 4
    assert "outside the corpus folder" in str(err.value)


def test_build_is_reproducible_whatever_the_hash_seed(tmp_path):
    """The same corpus gives the same database: Python's per-process string-hash seed changes
    set and dict order, which once moved the published graph layout between builds."""
    import os
    import subprocess
    import sys

    dbs = []
    for seed in ("1", "2"):
        out = tmp_path / f"seed{seed}.db"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-m", "codecompare", "build", str(DEFAULT_PIPELINE), "--db", str(out)],
                       check=True, env=env, capture_output=True)
        dbs.append(table_rows(out))
    assert dbs[0].keys() == dbs[1].keys() and "xref_nodes" in dbs[0]
    different = [n for n in dbs[0] if dbs[0][n] != dbs[1][n]]
    assert different == []


def test_build_past_its_text_budget_reads_files_again_with_the_same_result(tmp_path, monkeypatch):
    """Texts validated up front are kept for processing up to KEEP_TEXTS_CHARS; past it the
    build keeps digests and reads the files again. Both paths store the same rows."""
    from codecompare import parallel, pipeline

    pipeline.build(DEFAULT_PIPELINE, str(tmp_path / "kept.db"))
    reread = []
    real = parallel.reread
    monkeypatch.setattr(parallel, "reread", lambda path, sha: reread.append(path) or real(path, sha))
    monkeypatch.setattr(pipeline, "KEEP_TEXTS_CHARS", 50_000)  # room for one or two of the 12 texts
    pipeline.build(DEFAULT_PIPELINE, str(tmp_path / "reread.db"))
    assert 8 <= len(reread) < 12
    assert table_rows(tmp_path / "kept.db") == table_rows(tmp_path / "reread.db")


def test_build_collects_cycles_less_often_and_restores_the_thresholds(tmp_path, monkeypatch):
    """A build raises the young generation's collection threshold while it runs (the collector's
    passes over extraction's short-lived objects cost a few per cent of a build) and gives the
    process its own thresholds back afterwards, also when the build fails."""
    import gc

    from codecompare import parallel, pipeline, store

    before = gc.get_threshold()
    seen = []
    real = store.write_prepared
    monkeypatch.setattr(store, "write_prepared", lambda *a, **k: seen.append(gc.get_threshold()) or real(*a, **k))
    pipeline.build(DEFAULT_PIPELINE, str(tmp_path / "gc.db"))
    assert seen and all(t[0] >= parallel.BATCH_GC_GEN0 for t in seen)
    assert gc.get_threshold() == before
    # a failing build restores them too
    monkeypatch.setattr(store, "write_prepared", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("disk full")))
    with pytest.raises(RuntimeError):
        pipeline.build(DEFAULT_PIPELINE, str(tmp_path / "gc2.db"))
    assert gc.get_threshold() == before
