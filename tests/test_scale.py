"""Parallel and distributed ingest write exactly what a single process writes, streaming."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from codecompare import parallel
from codecompare.cli import main as cli_main
from codecompare.errors import InputError
from codecompare.pipeline import build, load_manifest, load_pipeline
from codecompare.read import read_source
from conftest import ROOT, load_benchmark




@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("scale") / "gen"
    load_benchmark("generate").generate(7, out, seed=21)  # all three seeds and all three layouts
    return out


@pytest.fixture(scope="module")
def serial_db(generated, tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("serial") / "jobs1.db"
    build(generated / "pipeline.toml", str(db), jobs=1)
    return db


def dump(db: Path) -> list[str]:
    """The whole database as SQL: schema, every row of every table (FTS included), in rowid order."""
    conn = sqlite3.connect(db)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()


def test_jobs_2_writes_the_same_database_as_jobs_1(generated, serial_db, tmp_path):
    db = tmp_path / "jobs2.db"
    res = CliRunner().invoke(cli_main, ["build", str(generated / "pipeline.toml"), "--db", str(db), "--jobs", "2"])
    assert res.exit_code == 0, res.output
    serial = dump(serial_db)
    assert sum(1 for line in serial if line.startswith('INSERT INTO "sections"')) >= 7 * 5
    assert sum(1 for line in serial if line.startswith('INSERT INTO "documents"')) == 7
    assert dump(db) == serial


def test_dask_cluster_writes_the_same_database(generated, serial_db, tmp_path):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=40) as cluster:
        db = tmp_path / "dask.db"
        build(generated / "pipeline.toml", str(db), dask_address=cluster.scheduler_address)
    assert dump(db) == dump(serial_db)


def _tasks(generated: Path, pulled: list):
    for e in load_manifest(load_pipeline(generated / "pipeline.toml").manifest):
        src = read_source(e.path)
        pulled.append(e.path)
        yield parallel.Task(src, e.meta)


def test_pool_streams_in_order_with_bounded_work_in_flight(generated):
    pulled: list = []
    results = parallel.extract_ordered(_tasks(generated, pulled), jobs=2)
    first = next(results)
    # Only the window was read before the first result came back, not the whole manifest.
    assert len(pulled) <= 2 * parallel.WINDOW_PER_WORKER + 1
    rest = list(results)
    assert [r.document.source.path for r in [first, *rest]] == [str(p) for p in pulled]
    assert len(pulled) == 7


def test_dask_batches_keep_manifest_order(generated, monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(parallel, "DASK_BATCH", 2)  # several batches for 7 documents
    pulled: list = []
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None,
                                  silence_logs=40) as cluster:
        out = list(parallel.extract_ordered(_tasks(generated, pulled), dask_address=cluster.scheduler_address))
    assert [r.document.source.path for r in out] == [str(p) for p in pulled]
    assert all(r.document.sections for r in out)


def test_a_file_changed_after_validation_is_an_input_error(generated, tmp_path):
    src = next((generated / "texts").glob("*.txt"))
    copy = tmp_path / src.name
    copy.write_bytes(src.read_bytes())
    sha = read_source(copy).sha256
    assert parallel.reread(copy, sha).text == src.read_text(encoding="utf-8")
    copy.write_text(copy.read_text(encoding="utf-8") + "\nAmended.\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        parallel.reread(copy, sha)
    assert err.value.path == str(copy) and "changed" in str(err.value)


def test_unreachable_scheduler_is_an_input_error(generated, tmp_path, monkeypatch):
    pytest.importorskip("distributed")
    monkeypatch.setattr(parallel, "DASK_CONNECT_TIMEOUT", "1s")
    db = tmp_path / "x.db"
    res = CliRunner().invoke(cli_main, ["build", str(generated / "pipeline.toml"), "--db", str(db),
                                        "--dask", "tcp://127.0.0.1:9"])
    assert res.exit_code == 2
    assert "tcp://127.0.0.1:9" in res.output and "Dask scheduler" in res.output
    assert not db.exists()


def test_workers_send_back_plain_rows_not_dataclass_trees(generated):
    """What crosses the process boundary for `build`: tuples of plain values in column order."""
    import pickle
    import pickletools

    from codecompare import store

    e = load_manifest(load_pipeline(generated / "pipeline.toml").manifest)[0]
    task = parallel.Task(read_source(e.path), e.meta, e.display_path)
    prepared = parallel.prepare_task(task)
    assert prepared.document_id == store.document_id(e.meta, e.display_path)
    assert prepared.rows["sections"] and prepared.rows["clauses"]
    for table, rows in prepared.rows.items():
        for row in rows:
            assert type(row) is tuple and len(row) == len(store.COLUMNS[table])
            assert all(v is None or type(v) in (str, int, float) for v in row), (table, row)
    # Unpickling cost is per object built, not per byte (the rows repeat clause text, so they
    # are larger): the rows build one object where the extracted tree builds one per value.
    def objects_built(value) -> int:
        ops = pickletools.genops(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        return sum(op.name in ("REDUCE", "NEWOBJ", "NEWOBJ_EX", "BUILD") for op, _, _ in ops)

    assert objects_built(prepared) <= 2
    assert objects_built(parallel.run_task(task)) > 100
