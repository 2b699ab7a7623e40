"""Write docs/schema.md from datasette_metadata.json, so the schema documentation cannot drift.

Usage: python scripts/schema_doc.py [--check]
--check exits 1 when docs/schema.md differs from what the metadata says (the test suite runs it).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def render(metadata: dict) -> str:
    db = next(iter(metadata["databases"].values()))
    out = [
        "# Database schema",
        "",
        "Generated from `datasette_metadata.json` by `python scripts/schema_doc.py`; do not edit by hand.",
        "Contract tables and columns are listed in ../shared/CONTRACT.md; everything else is an extension.",
        "Offsets are character offsets into `documents.text` (the decoded, newline-normalized text);",
        "lines are 1-based.",
        "",
    ]
    for name, table in db["tables"].items():
        if table.get("hidden"):
            continue
        out += [f"## `{name}`", "", table.get("description", "").strip(), ""]
        cols = table.get("columns", {})
        if cols:
            out += ["| column | meaning |", "|---|---|"]
            for col, desc in cols.items():
                out.append(f"| `{col}` | {' '.join(desc.split())} |")
            out.append("")
    queries = db.get("queries", {})
    if queries:
        out += ["## Canned queries", "", "| query | for | parameters |", "|---|---|---|"]
        for qname, q in queries.items():
            params = ", ".join(f"`:{p}`" for p in q.get("params", [])) or "—"
            out.append(f"| `{qname}` — {q.get('title', '')} | {' '.join(q.get('description', '').split())} | {params} |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    metadata = json.loads((ROOT / "datasette_metadata.json").read_text(encoding="utf-8"))
    text = render(metadata)
    target = ROOT / "docs/schema.md"
    if "--check" in argv:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print("docs/schema.md is out of date: run python scripts/schema_doc.py", file=sys.stderr)
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
