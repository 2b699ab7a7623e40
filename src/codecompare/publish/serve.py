"""Serve a built database with Datasette 0.65: read-only, our metadata, our plugin.

The database is opened immutable (Datasette's ``-i``): SQLite opens it read-only and never
takes a lock, so nothing a visitor does can change it, and ``allow_download`` can offer the file.
"""
from __future__ import annotations

import json
from pathlib import Path

from ..errors import InputError

# Pages and canned queries are small; a runaway ad-hoc query is cut off instead of tying up
# the one worker.
SETTINGS = {
    "sql_time_limit_ms": 3000,
    "max_returned_rows": 1000,  # CSV export streams every row (allow_csv_stream)
    "default_page_size": 50,
    "facet_time_limit_ms": 400,
    "allow_download": True,  # public law; researchers may take the whole SQLite file
    "allow_csv_stream": True,
    "suggest_facets": False,  # suggestion queries cost more than the page itself on big corpora
}
DATABASE_KEY = "codecompare"  # the database name the metadata file is written for


def metadata_path() -> Path:
    """The repository's datasette_metadata.json in a checkout, else the packaged copy."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        cand = parent / "datasette_metadata.json"
        if cand.is_file() and (parent / "pyproject.toml").is_file():
            return cand
    return here.parent.parent / "data" / "datasette_metadata.json"


def load_metadata(db_name: str = DATABASE_KEY) -> dict:
    """The metadata with its database section renamed to the served file's name (Datasette
    names a database after its file stem)."""
    meta = json.loads(metadata_path().read_text(encoding="utf-8"))
    dbs = meta.get("databases", {})
    if DATABASE_KEY in dbs and db_name != DATABASE_KEY:
        dbs[db_name] = dbs.pop(DATABASE_KEY)
    return meta


def _check(db_path: str) -> Path:
    path = Path(db_path)
    if not path.exists():
        raise InputError(db_path, "database not found; build one with `codecompare build --db PATH`")
    if not path.is_file():
        raise InputError(db_path, "is not a database file")
    with path.open("rb") as fh:
        if fh.read(16) != b"SQLite format 3\x00":
            raise InputError(db_path, "is not an SQLite database")
    return path


def build_datasette(db_path: str):
    """The configured Datasette instance (also what the tests drive)."""
    from datasette.app import Datasette

    path = _check(db_path)
    _ensure_plugin()
    return Datasette(immutables=[str(path)], metadata=load_metadata(path.stem), settings=dict(SETTINGS))


def _ensure_plugin() -> None:
    # Installed packages register the plugin through the entry point; a plain source checkout
    # (or a test run, where Datasette skips entry points) registers it here.
    from datasette.plugins import pm

    from . import plugin

    if not pm.is_registered(plugin):
        pm.register(plugin, name="codecompare")


def serve_url(host: str, port: int) -> str:
    # A wildcard bind address is not something a browser can open: show localhost instead.
    shown = "127.0.0.1" if host in ("0.0.0.0", "", "::") else (f"[{host}]" if ":" in host else host)
    return f"http://{shown}:{port}/"


def serve(db_path: str, host: str = "127.0.0.1", port: int = 8001) -> None:
    """Run Datasette on the database until interrupted."""
    import asyncio

    import uvicorn

    ds = build_datasette(db_path)
    asyncio.run(ds.invoke_startup())
    # Where to point the browser, printed before uvicorn takes over (it logs warnings only).
    print(f"Serving {db_path} at {serve_url(host, port)} (read-only; Ctrl-C to stop)", flush=True)
    uvicorn.run(ds.app(), host=host, port=port, log_level="warning", lifespan="on", workers=1)
