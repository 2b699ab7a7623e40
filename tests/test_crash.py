"""Crash safety on the real pipeline: SIGKILL and Ctrl-C mid-build, a stage failing mid-ingest,
and a reader polling the database file while a build replaces it.

The builds run the real CLI in a subprocess over a copy of the bundled corpus in tmp_path.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare.cli import main

from conftest import CORPUS, ROOT, SEED_000, SEED_002

CLI = [sys.executable, "-m", "codecompare"]


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _corpus_copy(tmp_path: Path) -> Path:
    shutil.copytree(CORPUS, tmp_path / "corpus")
    pipe = tmp_path / "pipeline.toml"
    pipe.write_text(
        (ROOT / "pipelines" / "default.toml").read_text(encoding="utf-8").replace("../corpus/", "corpus/"),
        encoding="utf-8",
    )
    return pipe


def _default_sigint() -> None:
    # A suite started in the background by a non-interactive shell ("pytest &") runs with SIGINT
    # ignored, and an ignored signal stays ignored in every child: the build under test would never
    # see the Ctrl-C. Give it the disposition a terminal gives it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _build(pipe: Path, db: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [*CLI, "build", str(pipe), "--db", str(db)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=pipe.parent, preexec_fn=_default_sigint,
    )


def _complete(db: Path) -> int:
    """Open the file the way a reader would; fail unless it is a whole, consistent database."""
    conn = sqlite3.connect(db.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        return conn.execute("SELECT count(*) FROM documents").fetchone()[0]
    finally:
        conn.close()


def _servable(db: Path) -> None:
    import asyncio

    from codecompare.publish.serve import build_datasette

    ds = build_datasette(str(db))
    res = asyncio.run(ds.client.get(f"/{ds.get_database().name}/sections.json?_size=5"))
    assert res.status_code == 200 and res.json()["rows"]


def _temps(db: Path) -> list[Path]:
    return [p for p in db.parent.iterdir() if p.name.startswith(f".{db.name}.tmp-")]


@pytest.fixture(scope="module")
def first_build(tmp_path_factory):
    """A finished build of a copy of the corpus, and how long it took."""
    tmp = tmp_path_factory.mktemp("crash")
    pipe = _corpus_copy(tmp)
    db = tmp / "served.db"
    t0 = time.monotonic()
    proc = _build(pipe, db)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    return pipe, db, time.monotonic() - t0


def test_sigkill_at_any_point_leaves_the_previous_database_and_readers_see_whole_files(first_build):
    pipe, db, duration = first_build
    killed_before_rename = 0
    for fraction in (0.1, 0.35, 0.6, 0.9):
        before = sha(db)
        proc = _build(pipe, db)
        time.sleep(duration * fraction)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        own_temp = db.parent / f".{db.name}.tmp-{proc.pid}"
        if own_temp.exists():
            # Killed while writing its temporary file: the target is the previous file, byte for byte.
            killed_before_rename += 1
            assert proc.returncode == -signal.SIGKILL
            assert sha(db) == before, fraction
        else:
            # Killed before its temporary file existed, or after the rename (the new database).
            pass
        # Either way the target is a whole database a reader can open and Datasette can serve.
        assert _complete(db) == 12
        _servable(db)
    assert killed_before_rename >= 3  # the kills really landed inside builds
    proc = _build(pipe, db)
    time.sleep(duration * 0.5)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert (db.parent / f".{db.name}.tmp-{proc.pid}").exists()  # a SIGKILL leaves its temporary file ...

    # The next build runs while a reader polls the target path the whole time: every open sees a
    # whole database (the old one, then the new one), never a partial file.
    proc = _build(pipe, db)
    polls = 0
    while proc.poll() is None:
        assert _complete(db) == 12
        polls += 1
        time.sleep(0.01)
    assert proc.returncode == 0, proc.stderr.read()
    assert polls > 20
    assert not _temps(db)  # ... and the next build cleans it up
    assert _complete(db) == 12
    _servable(db)


def _wait_for_temp(proc, db: Path, limit: float) -> Path:
    own_temp = db.parent / f".{db.name}.tmp-{proc.pid}"
    deadline = time.monotonic() + limit
    while not own_temp.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    assert own_temp.exists(), "the build never started writing"
    return own_temp


def test_ctrl_c_mid_build_exits_130_and_changes_nothing(first_build):
    pipe, db, duration = first_build
    # How long a warm build writes its temporary database: the fixture's first build also paid
    # for compiling every module of a fresh checkout, so a fraction of its time could land the
    # Ctrl-C after this build had already finished.
    proc = _build(pipe, db)
    _wait_for_temp(proc, db, duration * 2)
    started = time.monotonic()
    assert proc.wait(timeout=300) == 0
    writing = time.monotonic() - started
    # Wait until the build is writing its temporary database, then press Ctrl-C a third of the
    # way through that phase. On a loaded machine the writing phase can be much shorter than the
    # warm build measured above, and the signal may land after the build has finished (exit 0,
    # the new database in place): that attempt tested nothing, so press earlier and try again.
    for fraction in (0.3, 0.1, 0.0):
        before = sha(db)
        proc = _build(pipe, db)
        _wait_for_temp(proc, db, duration * 2)
        time.sleep(writing * fraction)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        if proc.returncode == 0:
            assert _complete(db) == 12 and not _temps(db)
            continue
        assert proc.returncode == 130, err
        assert "interrupted; no database was changed" in err and "Traceback" not in err
        assert sha(db) == before
        assert not _temps(db)
        break
    else:
        pytest.fail("every Ctrl-C landed after its build had finished")


def test_a_failing_document_is_rolled_back_alone(tmp_path, monkeypatch):
    """The second file fails halfway through its store transaction; the first stays."""
    from codecompare import store

    real_rows_for = store.rows_for

    def rows_for_with_a_broken_second_document(extracted, doc_id, display_path):
        rows = real_rows_for(extracted, doc_id, display_path)
        if display_path == str(SEED_000):
            # Injected failure: a clause row repeated, so the insert dies on the primary key
            # after the document, its sections and its first clauses are already written.
            rows["clauses"].append(dict(rows["clauses"][0]))
        return rows

    monkeypatch.setattr(store, "rows_for", rows_for_with_a_broken_second_document)
    db = tmp_path / "x.db"
    res = CliRunner().invoke(main, ["ingest", str(SEED_002), str(SEED_000), "--db", str(db), "--state", "WI"])
    assert res.exit_code == 2, res.output
    assert f"{SEED_000}: internal error IntegrityError" in res.stderr
    assert "1 other document(s) were stored" in res.stderr
    conn = sqlite3.connect(db)
    docs = [r[0] for r in conn.execute("SELECT path FROM documents")]
    assert docs == [str(SEED_002)]
    for table in store.DOCUMENT_TABLES:
        paths = {r[0] for r in conn.execute(
            f"SELECT d.path FROM [{table}] t JOIN documents d ON d.id = t.document_id")}
        orphans = conn.execute(
            f"SELECT count(*) FROM [{table}] WHERE document_id NOT IN (SELECT id FROM documents)").fetchone()[0]
        assert orphans == 0, table
        assert paths <= {str(SEED_002)}, table
    assert conn.execute("SELECT count(*) FROM clauses").fetchone()[0] > 0
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]


def test_a_stage_exception_in_the_second_file_keeps_the_first(tmp_path, monkeypatch):
    import codecompare.pipeline as pipeline

    real = pipeline.process_document

    def failing(src, meta, nlp=None):
        if src.path == str(SEED_000):
            raise ValueError("injected structure failure")
        return real(src, meta, nlp=nlp)

    monkeypatch.setattr(pipeline, "process_document", failing)
    db = tmp_path / "x.db"
    first = CliRunner().invoke(main, ["ingest", str(SEED_002), "--db", str(db), "--chapter", "370"])
    assert first.exit_code == 0, first.stderr
    before = sha(db)
    res = CliRunner().invoke(main, ["ingest", str(SEED_000), "--db", str(db)])
    assert res.exit_code == 2 and "injected structure failure" in res.stderr and "nothing was stored" in res.stderr
    assert sha(db) == before  # nothing succeeded, so the file was not even replaced
