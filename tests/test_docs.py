"""Documentation that cannot drift: schema doc, README set-up commands, CI entry point."""
from __future__ import annotations

import re
import subprocess
import sys

from conftest import ROOT


def test_schema_doc_matches_metadata():
    res = subprocess.run([sys.executable, str(ROOT / "scripts/schema_doc.py"), "--check"], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_readme_opens_with_exactly_two_setup_commands_and_ci_runs_the_test_one():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_block = re.search(r"```sh\n(.*?)```", readme, flags=re.S)
    assert first_block and readme.index("```sh") < readme.index("\n\n", readme.index("# codecompare") + 14) + 2
    commands = [line.split("#")[0].strip() for line in first_block.group(1).splitlines() if line.strip()]
    assert commands == ["./scripts/run.sh", "./scripts/test.sh"]
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert "./scripts/test.sh" in ci
    for script in ("scripts/run.sh", "scripts/test.sh"):
        text = (ROOT / script).read_text(encoding="utf-8")
        assert "-m venv" in text  # each command makes its own virtual environment


def test_every_column_of_the_built_database_is_described(built_db):
    """Columns that passes add at run time must be documented too, not only store.TABLES."""
    import json
    import sqlite3

    meta = json.loads((ROOT / "datasette_metadata.json").read_text(encoding="utf-8"))
    tables = next(iter(meta["databases"].values()))["tables"]
    conn = sqlite3.connect(built_db)
    names = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' "
        "AND name NOT LIKE '%_fts%'")]
    missing = []
    for name in names:
        described = tables.get(name, {}).get("columns", {})
        for (col,) in [(r[1],) for r in conn.execute(f"PRAGMA table_info([{name}])")]:
            if col not in described:
                missing.append(f"{name}.{col}")
    assert not missing, missing
