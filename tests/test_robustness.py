"""Bad input gets a clear error (file, line/byte), exit 2, and the database is left byte for byte.

Every generated input below lives in tmp_path and is labelled generated; the ordinance text we
feed is the real Clyman seed. The "before/after" proof is the sha256 of the database file.
"""
from __future__ import annotations

import hashlib
import shutil
import sqlite3
import zlib
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare import store
from codecompare.cli import main
from codecompare.errors import InputError
from codecompare.model import DocumentMeta
from codecompare.pipeline import load_manifest, load_pipeline
from codecompare.read import decode_bytes, read_source

from conftest import CORPUS, SEED_000, SEED_002

CLYMAN = DocumentMeta("clyman-wi", "Village of Clyman", "village", "WI", "Dodge", chapter="370")


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def cli(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.fixture
def existing_db(tmp_path) -> Path:
    """A codecompare database with one real document row, shaped as store.py writes it."""
    path = tmp_path / "existing.db"
    db = store.open_db(str(path))
    store.ensure_schema(db)
    text = SEED_002.read_text(encoding="utf-8")
    store.upsert_municipality(db, CLYMAN)
    db["documents"].insert({
        "id": "clyman-wi/370", "municipality_id": "clyman-wi", "path": "wi/clyman/ch370-general-regulations.txt",
        "sha256": hashlib.sha256(text.encode()).hexdigest(), "chapter": "370", "title": "General Regulations",
        "format": "general_code", "char_count": len(text), "encoding": "utf-8",
        "line_count": text.count("\n") + 1, "source": None, "notes": None, "text": text,
    })
    start = text.index("§ 370-6")
    end = text.index("§ 370-7")
    db["sections"].insert({
        "id": "clyman-wi/370/s001", "document_id": "clyman-wi/370", "municipality_id": "clyman-wi",
        "number": "370-6", "title": "Excavations of streets, alleys, public ways and grounds", "topic": None,
        "ordinal": 1, "text": text[start:end], "start_offset": start, "end_offset": end,
        "line": text.count("\n", 0, start) + 1, "title_source": "heading", "heading_misplaced": 0,
        "heading_line": None, "heading_start_offset": None, "heading_end_offset": None, "topic_score": None,
    })
    db.close()
    return path


# --- generated bad inputs (test data, not law) -------------------------------------------

def _png() -> bytes:
    # A valid 1x1 PNG: signature, IHDR, IDAT, IEND.
    def chunk(kind: bytes, data: bytes) -> bytes:
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")

    ihdr = (1).to_bytes(4, "big") * 2 + bytes([8, 0, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00\x00")) + chunk(b"IEND", b"")


def _pdf() -> bytes:
    return b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


BAD_FILES = {
    # name: (bytes, what the message must say, line the error must name or None)
    "empty.txt": (b"", "empty", None),
    "blank.txt": (b"  \n\n\t\n", "empty", None),
    "nul.txt": ("§ 370-6 Excavations.\nThe permittee shall\n".encode() + b"\x00\x01\x02binary", "NUL", 3),
    "scan.pdf.txt": (_pdf(), "PDF", 1),
    "image.png.txt": (_png(), "PNG", 1),
    "controls.txt": (bytes(range(1, 9)) * 200 + b"\n", "control characters", 1),
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_reader_rejects_bad_bytes_naming_file_and_line(tmp_path, name):
    raw, what, line = BAD_FILES[name]
    p = tmp_path / name
    p.write_bytes(raw)
    with pytest.raises(InputError) as err:
        read_source(p)
    assert err.value.path == str(p)
    assert what in str(err.value)
    assert err.value.line == line


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_ingest_bad_file_exits_2_and_leaves_db_untouched(tmp_path, existing_db, name):
    raw, what, line = BAD_FILES[name]
    bad = tmp_path / name
    bad.write_bytes(raw)
    before = sha(existing_db)
    # A good real file first: nothing may be written unless every input reads cleanly.
    res = cli("ingest", SEED_002, bad, "--db", existing_db, "--municipality", "Village of Clyman")
    assert res.exit_code == 2, res.output
    prefix = f"{bad}:{line}:" if line else f"{bad}:"
    assert prefix in res.stderr and what in res.stderr
    assert "Traceback" not in res.stderr
    assert sha(existing_db) == before
    assert not list(tmp_path.glob(".existing.db.tmp-*"))


def test_ingest_directory_missing_file_and_duplicates(tmp_path, existing_db):
    before = sha(existing_db)
    res = cli("ingest", tmp_path, "--db", existing_db)
    assert res.exit_code == 2 and f"{tmp_path}: is a directory" in res.stderr
    res = cli("ingest", tmp_path / "nope.txt", "--db", existing_db)
    assert res.exit_code == 2 and "nope.txt: no such file" in res.stderr
    copy = tmp_path / "copy-of-clyman.txt"
    shutil.copy(SEED_002, copy)
    res = cli("ingest", SEED_002, copy, "--db", existing_db)
    assert res.exit_code == 2 and "same content as" in res.stderr and str(copy) in res.stderr
    assert sha(existing_db) == before


def test_ingest_db_paths_that_cannot_be_written(tmp_path):
    res = cli("ingest", SEED_002, "--db", tmp_path / "no-such-dir" / "x.db")
    assert res.exit_code == 2 and "no-such-dir" in res.stderr and "does not exist" in res.stderr
    assert not (tmp_path / "no-such-dir").exists()
    res = cli("ingest", SEED_002, "--db", tmp_path)
    assert res.exit_code == 2 and "is a directory" in res.stderr
    # A user's own file given as --db by mistake is never overwritten.
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    res = cli("ingest", SEED_002, "--db", notes)
    assert res.exit_code == 2 and "not a SQLite database" in res.stderr
    assert notes.read_text(encoding="utf-8") == "my notes\n"
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    before = sha(other)
    res = cli("ingest", SEED_002, "--db", other)
    assert res.exit_code == 2 and "not a codecompare" in res.stderr
    assert sha(other) == before


def test_undecodable_byte_is_read_as_cp1252_with_a_warning_naming_line_and_byte(tmp_path):
    text = SEED_002.read_text(encoding="utf-8")
    raw = text.encode("utf-8")
    at = raw.index("§ 370-7".encode())
    # Generated: the real UTF-8 seed with one section sign re-encoded as cp1252 (byte 0xA7).
    mixed = raw[:at] + b"\xa7" + raw[at + 2:]
    p = tmp_path / "clyman-mixed.txt"
    p.write_bytes(mixed)
    src = read_source(p)
    assert src.text == text  # every other "§" stays UTF-8, this one is decoded as cp1252
    line = text.count("\n", 0, text.index("§ 370-7")) + 1
    assert src.warnings == (f"{p}:{line}: not valid UTF-8 at byte {at} (0xA7); decoded as cp1252",)
    assert src.encoding == "utf-8+cp1252"


def test_many_bad_bytes_are_counted_not_listed(tmp_path):
    raw = SEED_000.read_text(encoding="utf-8").encode("cp1252")
    src = decode_bytes(raw, "ch308-cp1252.txt")
    assert src.text == SEED_000.read_text(encoding="utf-8")
    assert len(src.warnings) == 6
    non_ascii = sum(1 for b in raw if b > 0x7F)  # each one a single cp1252 byte
    assert non_ascii > 5
    assert src.warnings[-1] == (
        f"ch308-cp1252.txt: {non_ascii} bytes in all were not valid UTF-8 and were decoded as cp1252"
    )


def test_utf16_with_bom_is_decoded():
    text = SEED_002.read_text(encoding="utf-8")
    src = decode_bytes(text.encode("utf-16"), "clyman-utf16.txt")
    assert src.text == text
    assert src.encoding.startswith("utf-16")


def test_reading_is_independent_of_chunk_boundaries(monkeypatch):
    import codecompare.read as read

    raw = SEED_002.read_text(encoding="utf-8").replace("\n", "\r\n").encode("cp1252")[:5000]
    raw = raw + "§ 370-6 ".encode("utf-8")  # mixed: a UTF-8 two-byte sequence at the end
    expected = decode_bytes(raw, "x")
    for size in (1, 2, 3, 7, 64):
        monkeypatch.setattr(read, "CHUNK", size)
        got = decode_bytes(raw, "x")
        assert (got.text, got.sha256, got.warnings) == (expected.text, expected.sha256, expected.warnings)


# --- manifests and pipeline files -----------------------------------------------------------

def _corpus(tmp_path: Path, manifest: str, files: dict[str, bytes] | None = None) -> Path:
    """A generated corpus folder: real seed texts plus a manifest written by the test."""
    root = tmp_path / "corpus"
    (root / "wi").mkdir(parents=True)
    shutil.copy(SEED_002, root / "wi" / "clyman.txt")
    for name, raw in (files or {}).items():
        (root / name).write_bytes(raw)
    (root / "manifest.toml").write_text(manifest, encoding="utf-8")
    pipe = tmp_path / "pipeline.toml"
    pipe.write_text('[pipeline]\nname = "t"\nmanifest = "corpus/manifest.toml"\n', encoding="utf-8")
    return pipe


MUNI = '[municipalities.clyman-wi]\nname = "Village of Clyman"\nkind = "village"\nstate = "WI"\n\n'
ENTRY = '[[documents]]\npath = "{path}"\nmunicipality = "clyman-wi"\nchapter = "{ch}"\n\n'

BAD_MANIFESTS = {
    # name: (manifest text, files, message part, line)
    # the unterminated string on line 7 (line 6 is the [[documents]] header)
    "toml_syntax": (MUNI + '[[documents]]\npath = "wi/clyman.txt\nmunicipality = "clyman-wi"\n', {}, "invalid TOML", 7),
    "outside": (MUNI + ENTRY.format(path="../../etc/passwd", ch="1"), {}, "outside the corpus folder", 6),
    "absolute": (MUNI + ENTRY.format(path="/etc/passwd", ch="1"), {}, "outside the corpus folder", 6),
    "missing": (MUNI + ENTRY.format(path="wi/nope.txt", ch="1"), {}, "does not exist", 6),
    "directory": (MUNI + ENTRY.format(path="wi", ch="1"), {}, "is a directory", 6),
    "listed_twice": (MUNI + ENTRY.format(path="wi/clyman.txt", ch="1") + ENTRY.format(path="wi/clyman.txt", ch="2"),
                     {}, "listed twice", 11),
    "unknown_municipality": (ENTRY.format(path="wi/clyman.txt", ch="1"), {}, "no [municipalities.clyman-wi]", 1),
    "no_documents": (MUNI, {}, "no [[documents]]", 1),
    "title_not_string": (MUNI + ENTRY.format(path="wi/clyman.txt", ch="1") + "title = [1, 2]\n", {},
                         "title must be a string", 6),
    "municipalities_not_tables": ('municipalities = 3\n' + ENTRY.format(path="wi/clyman.txt", ch="1"), {},
                                  "municipalities must be tables", 1),
}


@pytest.mark.parametrize("name", sorted(BAD_MANIFESTS))
def test_bad_manifest_names_file_and_line(tmp_path, name):
    manifest, files, what, line = BAD_MANIFESTS[name]
    pipe = _corpus(tmp_path, manifest, files)
    with pytest.raises(InputError) as err:
        load_manifest(load_pipeline(pipe).manifest)
    assert err.value.path == str((tmp_path / "corpus" / "manifest.toml").resolve())
    assert what in err.value.reason
    assert err.value.line == line


@pytest.mark.parametrize("name", sorted(BAD_MANIFESTS))
def test_build_over_existing_db_with_bad_manifest_leaves_it_untouched(tmp_path, existing_db, name):
    manifest, files, what, line = BAD_MANIFESTS[name]
    pipe = _corpus(tmp_path, manifest, files)
    before = sha(existing_db)
    res = cli("build", pipe, "--db", existing_db)
    assert res.exit_code == 2, res.output
    assert f"manifest.toml:{line}" in res.stderr and what in res.stderr
    assert "Traceback" not in res.stderr
    assert sha(existing_db) == before


def test_two_entries_with_the_same_content(tmp_path, existing_db):
    # Generated: the same real text saved under a second name.
    manifest = MUNI + ENTRY.format(path="wi/clyman.txt", ch="370") + ENTRY.format(path="wi/clyman-copy.txt", ch="371")
    pipe = _corpus(tmp_path, manifest, {"wi/clyman-copy.txt": SEED_002.read_bytes()})
    before = sha(existing_db)
    res = cli("build", pipe, "--db", existing_db)
    assert res.exit_code == 2
    assert "manifest.toml:11:" in res.stderr and "same content as 'wi/clyman.txt' (line 6)" in res.stderr
    assert sha(existing_db) == before


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_build_with_a_bad_corpus_file_names_it(tmp_path, existing_db, name):
    raw, what, line = BAD_FILES[name]
    manifest = MUNI + ENTRY.format(path="wi/clyman.txt", ch="370") + ENTRY.format(path=f"wi/{name}", ch="9")
    pipe = _corpus(tmp_path, manifest, {f"wi/{name}": raw})
    before = sha(existing_db)
    res = cli("build", pipe, "--db", existing_db)
    assert res.exit_code == 2
    assert f"wi/{name}" in res.stderr and what in res.stderr
    assert sha(existing_db) == before
    assert not [p for p in existing_db.parent.iterdir() if ".tmp-" in p.name]


BAD_PIPELINES = {
    "syntax": ('[pipeline\nmanifest = "corpus/manifest.toml"\n', "invalid TOML", 1),
    "no_table": ('name = "x"\n', "missing [pipeline]", 1),
    "unknown_stage": ('[pipeline]\nmanifest = "corpus/manifest.toml"\nstages = ["read", "structure", "extract", "store", "tokenize"]\n',
                      "unknown stage(s) tokenize", 3),
    "missing_stage": ('[pipeline]\nmanifest = "corpus/manifest.toml"\nstages = ["read", "store"]\n', "must include structure", 3),
    "no_manifest_file": ('[pipeline]\nmanifest = "nowhere/manifest.toml"\n', "is not a file", 2),
    "manifest_not_string": ('[pipeline]\nmanifest = 3\n', "needs manifest", 1),
}


@pytest.mark.parametrize("name", sorted(BAD_PIPELINES))
def test_bad_pipeline_file_names_file_and_line(tmp_path, existing_db, name):
    text, what, line = BAD_PIPELINES[name]
    _corpus(tmp_path, MUNI + ENTRY.format(path="wi/clyman.txt", ch="370"))
    pipe = tmp_path / "pipeline.toml"
    pipe.write_text(text, encoding="utf-8")
    before = sha(existing_db)
    res = cli("build", pipe, "--db", existing_db)
    assert res.exit_code == 2
    assert f"{pipe.resolve()}:{line}" in res.stderr and what in res.stderr
    assert sha(existing_db) == before


def test_build_pipeline_path_problems(tmp_path, existing_db):
    res = cli("build", tmp_path / "nope.toml", "--db", existing_db)
    assert res.exit_code == 2 and "nope.toml: no such file" in res.stderr
    res = cli("build", tmp_path, "--db", existing_db)
    assert res.exit_code == 2 and "is a directory" in res.stderr


def test_build_db_in_missing_directory_or_over_a_foreign_file(tmp_path):
    pipe = _corpus(tmp_path, MUNI + ENTRY.format(path="wi/clyman.txt", ch="370"))
    res = cli("build", pipe, "--db", tmp_path / "missing" / "out.db")
    assert res.exit_code == 2 and "does not exist" in res.stderr
    assert not (tmp_path / "missing").exists()
    precious = tmp_path / "thesis.txt"
    precious.write_text("years of work\n", encoding="utf-8")
    res = cli("build", pipe, "--db", precious)
    assert res.exit_code == 2 and "refusing to overwrite" in res.stderr
    assert precious.read_text(encoding="utf-8") == "years of work\n"


def test_ctrl_c_during_ingest_changes_nothing(tmp_path, existing_db, monkeypatch):
    import codecompare.pipeline as pipeline

    def interrupted(*_a, **_k):
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "process_document", interrupted)
    before = sha(existing_db)
    res = cli("ingest", SEED_000, "--db", existing_db, "--municipality", "Village of X")
    assert res.exit_code == 130
    assert "interrupted; no database was changed" in res.stderr
    assert sha(existing_db) == before
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]


def test_ctrl_c_during_build_changes_nothing(tmp_path, existing_db, monkeypatch):
    import codecompare.pipeline as pipeline

    def interrupted(*_a, **_k):
        raise KeyboardInterrupt
        yield  # pragma: no cover

    monkeypatch.setattr(pipeline, "_process_all", interrupted)
    pipe = _corpus(tmp_path, MUNI + ENTRY.format(path="wi/clyman.txt", ch="370"))
    before = sha(existing_db)
    res = cli("build", pipe, "--db", existing_db)
    assert res.exit_code == 130 and "interrupted" in res.stderr
    assert sha(existing_db) == before
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]


def test_internal_error_is_one_line_not_a_traceback(tmp_path, existing_db, monkeypatch):
    import codecompare.pipeline as pipeline

    def broken(*_a, **_k):
        return {}["missing"]

    monkeypatch.setattr(pipeline, "refresh_corpus", broken)
    monkeypatch.setattr(pipeline, "process_document", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    before = sha(existing_db)
    res = cli("ingest", SEED_000, "--db", existing_db, "--municipality", "Village of X")
    # The one document failed in a stage: reported with where it happened, nothing stored.
    assert res.exit_code == 2
    assert f"{SEED_000}: internal error RuntimeError" in res.stderr and "nothing was stored" in res.stderr
    assert "Traceback" not in res.stderr
    assert sha(existing_db) == before
