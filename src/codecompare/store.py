"""The SQLite store: the contract schema (../shared/CONTRACT.md), per-document writes, FTS.

Every table is created by sqlite-utils with its primary key, foreign keys and indexes. A
document is written in one transaction: either all its rows land or none do. Row ids are
derived from the municipality, chapter, section ordinal and clause ordinal, so ingesting the
same text twice produces identical rows.
"""
from __future__ import annotations

import glob
import json
import operator
import os
import re
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from contextlib import contextmanager
from typing import Iterable, Iterator

import sqlite_utils

from .model import DocumentMeta, ExtractedDocument

SCHEMA_VERSION = 1

# Columns of each table, in order. Contract columns first, extensions after.
TABLES: dict[str, dict] = {
    "municipalities": dict(
        columns={"id": str, "name": str, "kind": str, "state": str, "county": str, "evidence": str},
        pk="id",
    ),
    "documents": dict(
        columns={
            "id": str, "municipality_id": str, "path": str, "sha256": str, "chapter": str,
            "title": str, "format": str, "char_count": int, "encoding": str, "line_count": int,
            "source": str, "notes": str, "text": str,
        },
        pk="id",
        foreign_keys=[("municipality_id", "municipalities", "id")],
    ),
    "sections": dict(
        columns={
            "id": str, "document_id": str, "municipality_id": str, "number": str, "title": str,
            "topic": str, "ordinal": int, "text": str, "start_offset": int, "end_offset": int,
            "line": int, "title_source": str, "heading_misplaced": int, "heading_line": int,
            "heading_start_offset": int, "heading_end_offset": int, "topic_score": float,
        },
        pk="id",
        foreign_keys=[("document_id", "documents", "id"), ("municipality_id", "municipalities", "id")],
    ),
    "clauses": dict(
        columns={
            "id": str, "section_id": str, "document_id": str, "municipality_id": str, "label": str,
            "caption": str, "ordinal": int, "text": str, "start_offset": int, "end_offset": int,
            "line": int, "depth": int, "label_reconstructed": int, "marker": str, "topic": str,
        },
        pk="id",
        foreign_keys=[
            ("section_id", "sections", "id"), ("document_id", "documents", "id"),
            ("municipality_id", "municipalities", "id"),
        ],
    ),
    "notes": dict(
        columns={
            "id": str, "document_id": str, "section_id": str, "kind": str, "text": str,
            "start_offset": int, "end_offset": int, "line": int,
        },
        pk="id",
        foreign_keys=[("document_id", "documents", "id"), ("section_id", "sections", "id")],
    ),
    "quantities": dict(
        columns={
            "id": str, "clause_id": str, "section_id": str, "document_id": str, "municipality_id": str,
            "text": str, "value": float, "value_high": float, "value_text": str, "unit": str,
            "comparator": str, "measures": str, "start_offset": int, "end_offset": int, "line": int,
        },
        pk="id",
        foreign_keys=[
            ("clause_id", "clauses", "id"), ("section_id", "sections", "id"),
            ("document_id", "documents", "id"), ("municipality_id", "municipalities", "id"),
        ],
    ),
    "obligations": dict(
        columns={
            "id": str, "quantity_id": str, "clause_id": str, "section_id": str, "municipality_id": str,
            "modality": str, "bearer": str, "action": str, "measures": str, "text": str,
            "document_id": str, "sentence_id": str, "start_offset": int, "end_offset": int, "line": int,
        },
        pk="id",
        foreign_keys=[
            ("quantity_id", "quantities", "id"), ("clause_id", "clauses", "id"),
            ("section_id", "sections", "id"), ("municipality_id", "municipalities", "id"),
            ("document_id", "documents", "id"),
        ],
    ),
    "citations": dict(
        columns={
            "id": str, "clause_id": str, "section_id": str, "document_id": str, "municipality_id": str,
            "text": str, "kind": str, "target": str, "resolved_section_id": str, "status": str,
            "start_offset": int, "end_offset": int, "line": int, "resolved_clause_id": str,
            "jurisdiction": str, "qualifier": str, "url": str, "note_id": str,
        },
        pk="id",
        foreign_keys=[
            ("clause_id", "clauses", "id"), ("section_id", "sections", "id"),
            ("document_id", "documents", "id"), ("municipality_id", "municipalities", "id"),
            ("note_id", "notes", "id"),
        ],
    ),
    "findings": dict(
        columns={
            "id": str, "municipality_id": str, "document_id": str, "section_id": str, "clause_id": str,
            "kind": str, "severity": str, "message": str, "evidence": str, "line": int, "col": int,
            "pass": str,
        },
        pk="id",
    ),
    "alignments": dict(
        columns={
            "id": str, "topic": str, "left_id": str, "right_id": str, "left_municipality_id": str,
            "right_municipality_id": str, "level": str, "score": float, "method": str,
        },
        pk="id",
    ),
    "quantity_diffs": dict(
        columns={
            "alignment_id": str, "left_quantity_id": str, "right_quantity_id": str, "measures": str,
            "left_value": float, "right_value": float, "unit": str, "relation": str,
            "left_text": str, "right_text": str, "left_value_text": str, "right_value_text": str,
            "comparator": str,
        },
        pk=None,
    ),
}

INDEXES: dict[str, list[list[str]]] = {
    "documents": [["municipality_id"], ["sha256"]],
    "sections": [["document_id"], ["municipality_id"], ["number"], ["topic"]],
    "clauses": [["section_id"], ["document_id"], ["municipality_id"], ["topic"]],
    "notes": [["document_id"]],
    "quantities": [["clause_id"], ["section_id"], ["document_id"], ["municipality_id"], ["unit", "comparator"], ["measures"]],
    "obligations": [["clause_id"], ["section_id"], ["municipality_id"], ["quantity_id"], ["modality"], ["bearer"]],
    "citations": [["clause_id"], ["section_id"], ["document_id"], ["municipality_id"], ["kind"], ["status"], ["target"],
                  ["note_id"]],
    "findings": [["municipality_id"], ["document_id"], ["kind"], ["severity"]],
    "alignments": [["topic"], ["left_id"], ["right_id"], ["left_municipality_id", "right_municipality_id"]],
    "quantity_diffs": [["alignment_id"], ["relation"]],
}

# Rows that belong to one document, in the order they must be deleted (children first).
DOCUMENT_TABLES = ["obligations", "quantities", "citations", "notes", "clauses", "sections"]


def open_db(path: str) -> sqlite_utils.Database:
    db = sqlite_utils.Database(path)
    db.conn.execute("PRAGMA foreign_keys = ON")
    return db


# The full-text indexes (FTS5, porter stemming) over the tables' own rows (external content).
FTS_COLUMNS = {"sections": ["number", "title", "text"], "clauses": ["label", "caption", "text"]}


def ensure_schema(db: sqlite_utils.Database, deferred: bool = False) -> None:
    """Create any missing contract table, index and FTS index (idempotent).

    ``deferred=True`` is for bulk writers (``build``, ``ingest``): no FTS triggers, so an
    insert does not pay for indexing its text, and on a new database no secondary indexes
    either (built once over the loaded rows, which is cheaper than maintaining them row by
    row). Such a writer must call ``finish(db)`` after its last document; until then the
    search index does not cover the new rows. Without ``deferred`` the FTS triggers keep
    the index current on every write, for callers that write a document and query at once.
    """
    for name, spec in TABLES.items():
        if not db[name].exists():
            kwargs = {"pk": spec["pk"]} if spec["pk"] else {}
            if spec.get("foreign_keys"):
                kwargs["foreign_keys"] = spec["foreign_keys"]
            db[name].create(spec["columns"], **kwargs)
    if not deferred:
        create_indexes(db)
    for table, columns in FTS_COLUMNS.items():
        # replace=True only acts when the trigger setting differs from what the file has.
        db[table].enable_fts(columns, create_triggers=not deferred, tokenize="porter", replace=True)
    db["codecompare_meta"].insert({"key": "schema_version", "value": str(SCHEMA_VERSION)}, pk="key", replace=True)


@contextmanager
def bulk_load(db: sqlite_utils.Database) -> Iterator[None]:
    """Load a private, freshly created database file faster: no rollback journal and no
    foreign-key lookup per inserted row.

    Only for a file nobody else sees that is thrown away whole on any failure (``build``'s
    temp file): without a journal a failed transaction cannot roll back. On leaving, the
    journal and key enforcement come back, and every foreign key is checked in one pass, so a
    row that points nowhere still fails the build (as an internal error: the writer made it).
    """
    db.conn.execute("PRAGMA foreign_keys = OFF")
    db.conn.execute("PRAGMA journal_mode = OFF")
    try:
        yield
    finally:
        db.conn.execute("PRAGMA journal_mode = DELETE")
        db.conn.execute("PRAGMA foreign_keys = ON")
    broken = db.execute("PRAGMA foreign_key_check").fetchmany(5)
    if broken:
        raise RuntimeError(f"rows point at missing parents (table, rowid, parent): {[tuple(r[:3]) for r in broken]}")


def create_indexes(db: sqlite_utils.Database) -> None:
    for name, idxs in INDEXES.items():
        for cols in idxs:
            db[name].create_index(cols, if_not_exists=True)


def finish(db: sqlite_utils.Database) -> None:
    """After a bulk write (``ensure_schema(db, deferred=True)``): indexes, and a search index
    that covers exactly the rows now in the tables (replaced documents' old rows included).

    Runs before the corpus passes, which query the FTS (align counts phrase frequency with
    it), and whether or not the pipeline has a publish stage, so the index is never stale.
    """
    create_indexes(db)
    with db.atomic():
        for table in FTS_COLUMNS:
            db.execute(f"INSERT INTO [{table}_fts]([{table}_fts]) VALUES('rebuild')")


def slugify(value: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-") or "x"


def document_id(meta: DocumentMeta, path: str) -> str:
    chapter = meta.chapter or slugify(path.rsplit("/", 1)[-1].rsplit(".", 1)[0])
    return f"{meta.municipality_id}/{chapter}"


def section_id(doc_id: str, ordinal: int) -> str:
    return f"{doc_id}/s{ordinal:03d}"


def clause_id(sec_id: str, ordinal: int) -> str:
    return f"{sec_id}/c{ordinal:03d}"


@dataclass
class WriteResult:
    document_id: str
    status: str  # inserted | replaced | unchanged
    sections: int = 0
    clauses: int = 0
    quantities: int = 0
    citations: int = 0
    obligations: int = 0


def upsert_municipality(db: sqlite_utils.Database, meta: DocumentMeta, evidence: str | None = None) -> None:
    _upsert_municipality_row(
        db, (meta.municipality_id, meta.municipality_name, meta.municipality_kind, meta.state, meta.county), evidence)


def _upsert_municipality_row(db: sqlite_utils.Database, row: tuple, evidence: str | None) -> None:
    # What sqlite-utils' upsert does (insert the key, then set every column), in one statement.
    db.conn.execute(
        "INSERT INTO municipalities (id, name, kind, state, county, evidence) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET name = excluded.name, kind = excluded.kind, state = excluded.state, "
        "county = excluded.county, evidence = excluded.evidence",
        [*row, evidence],
    )


def delete_document(db: sqlite_utils.Database, doc_id: str) -> None:
    for table in DOCUMENT_TABLES:
        db.conn.execute(f"DELETE FROM [{table}] WHERE document_id = ?", [doc_id])
    db.conn.execute("DELETE FROM findings WHERE document_id = ? AND pass = 'structure'", [doc_id])
    db.conn.execute("DELETE FROM documents WHERE id = ?", [doc_id])


def rows_for(extracted: ExtractedDocument, doc_id: str, display_path: str) -> dict[str, list[dict]]:
    """Turn one extracted document into rows for every per-document table (pure)."""
    doc = extracted.document
    src = doc.source
    text = src.text
    mid = doc.meta.municipality_id
    out: dict[str, list[dict]] = {t: [] for t in ["documents", *DOCUMENT_TABLES, "findings"]}
    out["documents"].append({
        "id": doc_id, "municipality_id": mid, "path": display_path, "sha256": src.sha256,
        "chapter": doc.meta.chapter or doc.chapter, "title": doc.meta.title or doc.title,
        "format": doc.layout, "char_count": len(text), "encoding": src.encoding,
        "line_count": len(src.line_starts), "source": doc.meta.source, "notes": doc.meta.notes,
        "text": text,
    })
    def citation_row(kid: str, c, sid: str | None, clause_id: str | None = None, note_id: str | None = None) -> None:
        out["citations"].append({
            "id": kid, "clause_id": clause_id, "section_id": sid, "document_id": doc_id,
            "municipality_id": mid, "text": c.text, "kind": c.kind, "target": c.target,
            "resolved_section_id": None, "status": None, "start_offset": c.start,
            "end_offset": c.end, "line": src.line_of(c.start), "resolved_clause_id": None,
            "jurisdiction": c.jurisdiction, "qualifier": c.qualifier, "url": None, "note_id": note_id,
        })

    def note_rows(sid: str | None, ordinal: int, notes) -> None:
        for n, note in enumerate(notes, 1):
            nid = f"{sid or doc_id}/n{n:03d}"
            out["notes"].append({
                "id": nid, "document_id": doc_id, "section_id": sid, "kind": note.kind,
                "text": note.text, "start_offset": note.start, "end_offset": note.end, "line": note.line,
            })
            # A citation printed in a note belongs to no clause: clause_id stays NULL, note_id names it.
            for kn, c in enumerate(extracted.note_citations.get((ordinal, n), ()), 1):
                citation_row(f"{nid}/k{kn:02d}", c, sid, note_id=nid)

    note_rows(None, 0, doc.notes)
    for sec in doc.sections:
        sid = section_id(doc_id, sec.ordinal)
        out["sections"].append({
            "id": sid, "document_id": doc_id, "municipality_id": mid, "number": sec.number,
            "title": sec.title, "topic": None, "ordinal": sec.ordinal, "text": text[sec.start:sec.end],
            "start_offset": sec.start, "end_offset": sec.end, "line": sec.line,
            "title_source": sec.title_source, "heading_misplaced": int(sec.heading_misplaced),
            "heading_line": sec.heading_line, "heading_start_offset": sec.heading_start,
            "heading_end_offset": sec.heading_end, "topic_score": None,
        })
        note_rows(sid, sec.ordinal, sec.notes)
        for cl in sec.clauses:
            cid = clause_id(sid, cl.ordinal)
            out["clauses"].append({
                "id": cid, "section_id": sid, "document_id": doc_id, "municipality_id": mid,
                "label": cl.label, "caption": cl.caption, "ordinal": cl.ordinal,
                "text": text[cl.start:cl.end], "start_offset": cl.start, "end_offset": cl.end,
                "line": cl.line, "depth": cl.depth, "label_reconstructed": int(cl.label_reconstructed),
                "marker": cl.marker, "topic": None,
            })
            ex = extracted.clauses.get((sec.ordinal, cl.ordinal))
            if ex is None:
                continue
            qids = []
            for qn, q in enumerate(ex.quantities, 1):
                qid = f"{cid}/q{qn:02d}"
                qids.append(qid)
                out["quantities"].append({
                    "id": qid, "clause_id": cid, "section_id": sid, "document_id": doc_id,
                    "municipality_id": mid, "text": q.text, "value": q.value, "value_high": q.value_high,
                    "value_text": q.value_text, "unit": q.unit, "comparator": q.comparator,
                    "measures": q.measures, "start_offset": q.start, "end_offset": q.end,
                    "line": src.line_of(q.start),
                })
            for kn, c in enumerate(ex.citations, 1):
                citation_row(f"{cid}/k{kn:02d}", c, sid, clause_id=cid)
            for on, ob in enumerate(ex.obligations, 1):
                sentence = f"{cid}/o{on:02d}"
                linked = [qids[i] for i in ob.quantity_indexes if 0 <= i < len(qids)] or [None]
                # One row per (obligation, governed quantity): "obligations by unit" is a plain join.
                for ln, qid in enumerate(linked, 1):
                    out["obligations"].append({
                        "id": f"{sentence}" + (f"-{ln}" if len(linked) > 1 else ""),
                        "quantity_id": qid, "clause_id": cid, "section_id": sid, "municipality_id": mid,
                        "modality": ob.modality, "bearer": ob.bearer, "action": ob.action,
                        "measures": ob.measures, "text": ob.text, "document_id": doc_id,
                        "sentence_id": sentence, "start_offset": ob.start, "end_offset": ob.end,
                        "line": src.line_of(ob.start),
                    })
    for n, sn in enumerate(doc.structure_notes, 1):
        sec_id = section_id(doc_id, sn.section_ordinal) if sn.section_ordinal else None
        out["findings"].append({
            "id": f"{doc_id}/f-structure-{n:03d}", "municipality_id": mid, "document_id": doc_id,
            "section_id": sec_id, "clause_id": None, "kind": sn.kind, "severity": sn.severity,
            "message": sn.message, "evidence": sn.evidence, "line": sn.line, "col": 1, "pass": "structure",
        })
    return out


# Parents before children (foreign keys). One prepared statement per table, executed over
# plain tuples: sqlite-utils' insert_all re-derives the SQL and converts every value per batch,
# which was most of the store stage's time.
WRITE_ORDER = ["documents", "sections", "clauses", "notes", "quantities", "citations", "obligations", "findings"]
COLUMNS = {t: list(TABLES[t]["columns"]) for t in WRITE_ORDER}
_INSERT = {
    t: f"INSERT INTO [{t}] ({', '.join(f'[{c}]' for c in cols)}) VALUES ({', '.join('?' for _ in cols)})"
    for t, cols in COLUMNS.items()
}
# A row dict -> its values in COLUMNS order, in C (a missing column raises KeyError).
_ROW_TUPLE = {t: operator.itemgetter(*cols) for t, cols in COLUMNS.items()}


@dataclass(frozen=True)
class PreparedDocument:
    """One document's rows, ready for the single writer: tuples in ``COLUMNS`` order.

    Workers return this instead of the ``ExtractedDocument``: tuples of plain values pickle
    several times faster than trees of dataclasses, and the writer is left only the inserts.
    """

    document_id: str
    sha256: str
    municipality: tuple  # id, name, kind, state, county
    rows: dict[str, list[tuple]]


def prepare_document(extracted: ExtractedDocument, display_path: str) -> PreparedDocument:
    """Every row one document writes (pure: no database). A row lacking a column is an error."""
    doc = extracted.document
    meta = doc.meta
    doc_id = document_id(meta, display_path)
    rows = rows_for(extracted, doc_id, display_path)
    return PreparedDocument(
        document_id=doc_id, sha256=doc.source.sha256,
        municipality=(meta.municipality_id, meta.municipality_name, meta.municipality_kind, meta.state, meta.county),
        rows={t: list(map(_ROW_TUPLE[t], rows[t])) for t in WRITE_ORDER if rows[t]},
    )


def write_document(
    db: sqlite_utils.Database, extracted: ExtractedDocument, display_path: str, evidence: str | None = None
) -> WriteResult:
    """Add or replace one document in a single transaction (idempotent by content hash)."""
    return write_prepared(db, prepare_document(extracted, display_path), evidence)


def write_prepared(db: sqlite_utils.Database, doc: PreparedDocument, evidence: str | None = None) -> WriteResult:
    """``write_document`` for rows prepared elsewhere (a worker process): one transaction."""
    existing = db.execute("SELECT sha256 FROM documents WHERE id = ?", [doc.document_id]).fetchone()
    if existing and existing[0] == doc.sha256:
        with db.atomic():
            _upsert_municipality_row(db, doc.municipality, evidence)
        return WriteResult(doc.document_id, "unchanged")
    with db.atomic():  # one transaction: commit all or roll back all
        _upsert_municipality_row(db, doc.municipality, evidence)
        if existing:
            delete_document(db, doc.document_id)
        for table in WRITE_ORDER:
            if doc.rows.get(table):
                db.conn.executemany(_INSERT[table], doc.rows[table])
    n = {t: len(doc.rows.get(t, ())) for t in WRITE_ORDER}
    return WriteResult(
        doc.document_id, "replaced" if existing else "inserted", sections=n["sections"], clauses=n["clauses"],
        quantities=n["quantities"], citations=n["citations"], obligations=n["obligations"],
    )


def table_counts(db: sqlite_utils.Database, tables: Iterable[str] | None = None) -> dict[str, int]:
    return {t: db[t].count for t in (tables or TABLES) if db[t].exists()}


def dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


# --- Safe database files: what `build` and `ingest` may write, and how they replace it. ---
# Both commands write a private temporary file beside the target and rename it into place,
# so a reader (Datasette opens the file immutable) sees the old database or the new one,
# never a partial one, and a crash or Ctrl-C leaves the target as it was.

SQLITE_HEADER = b"SQLite format 3\x00"


def check_target(path: Path) -> None:
    """Refuse a --db path we cannot write, or a file that is not a codecompare database."""
    from .errors import InputError

    if path.is_dir():
        raise InputError(str(path), "is a directory; --db needs a file path")
    if not path.parent.is_dir():
        raise InputError(str(path), f"directory {path.parent} does not exist")
    if not os.access(path.parent, os.W_OK):
        raise InputError(str(path), f"directory {path.parent} is not writable")
    if not path.exists() or path.stat().st_size == 0:
        return
    with path.open("rb") as f:
        head = f.read(len(SQLITE_HEADER))
    if head != SQLITE_HEADER:
        raise InputError(str(path), "exists and is not a SQLite database; refusing to overwrite it")
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            ours = conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'codecompare_meta'").fetchone()
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise InputError(str(path), f"cannot read this database: {exc}") from None
    if not ours:
        raise InputError(str(path), "is a SQLite database but not a codecompare one; refusing to change it")


def temp_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.tmp-{os.getpid()}")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_stale_temps(target: Path) -> list[Path]:
    """Delete temporary files a killed build or ingest left beside ``target`` (owner process gone)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.tmp-(\d+)(-journal|-wal|-shm)?")
    removed = []
    for p in target.parent.glob(f".{glob.escape(target.name)}.tmp-*"):
        m = pattern.fullmatch(p.name)
        if m and (int(m.group(1)) == os.getpid() or not _alive(int(m.group(1)))):
            p.unlink(missing_ok=True)
            removed.append(p)
    return removed


def discard(tmp: Path) -> None:
    for suffix in ("", "-journal", "-wal", "-shm"):
        Path(str(tmp) + suffix).unlink(missing_ok=True)


def copy_database(src: Path, dst: Path) -> None:
    """A consistent copy of a live database (SQLite's online backup), to edit and rename back."""
    from .errors import InputError

    try:
        source = sqlite3.connect(src.resolve().as_uri() + "?mode=ro", uri=True)
        target = sqlite3.connect(str(dst))
        try:
            source.backup(target)
        finally:
            target.close()
            source.close()
    except sqlite3.DatabaseError as exc:
        discard(dst)
        raise InputError(str(src), f"cannot read this database: {exc}") from None
    shutil.copymode(src, dst)


def replace_atomically(tmp: Path, target: Path) -> None:
    os.replace(tmp, target)  # atomic on POSIX: readers see the old file or the new one
    try:  # make the rename itself durable
        fd = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass
