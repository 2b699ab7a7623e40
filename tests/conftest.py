"""Shared fixtures: real corpus files and one real database built from the bundled pipeline."""
from __future__ import annotations

import importlib.util
import sqlite3
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
SEED_000 = CORPUS / "wi/unidentified-ch308/ch308-article-ii-general-regulations.txt"
SEED_001 = CORPUS / "wi/unidentified-1994-t4c3/title4-ch3-1994-code.txt"
SEED_002 = CORPUS / "wi/clyman/ch370-general-regulations.txt"
DEFAULT_PIPELINE = ROOT / "pipelines/default.toml"
SCHEMA_DIR = ROOT.parent / "shared/schemas/akn"


def table_rows(db_path) -> dict[str, list]:
    """Every table's rows (search-index tables left out), sorted, for comparing two databases."""
    conn = sqlite3.connect(db_path)
    try:
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' ORDER BY name")]
        return {t: sorted(map(repr, conn.execute(f"SELECT * FROM [{t}]"))) for t in tables}
    finally:
        conn.close()


def load_benchmark(name: str):
    """Import benchmarks/<name>.py (not a package) once per session, registered under a stable
    module name: dataclasses and pickling look their module up by name."""
    mod_name = f"cc_bench_{name}"
    if mod_name in sys.modules:
        return sys.modules[mod_name]
    spec = importlib.util.spec_from_file_location(mod_name, ROOT / "benchmarks" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[mod_name] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="session")
def built_db(tmp_path_factory) -> Path:
    """The bundled corpus built end to end once per test session (a real SQLite file)."""
    from codecompare.pipeline import build

    out = tmp_path_factory.mktemp("built") / "codecompare.db"
    build(DEFAULT_PIPELINE, str(out))
    return out


@pytest.fixture(scope="session")
def seed_paths() -> dict[str, Path]:
    return {"000": SEED_000, "001": SEED_001, "002": SEED_002}


@pytest.fixture(scope="module")
def conn(built_db):
    """A read connection to the built corpus database, rows addressable by column name."""
    c = sqlite3.connect(built_db)
    c.row_factory = sqlite3.Row
    yield c
    c.close()
