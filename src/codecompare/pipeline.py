"""Pipelines: which corpus files, which stages, which output — and the runs that execute them.

A pipeline file (``pipelines/default.toml``) names a manifest and the stages to run. ``build``
validates every input before it creates anything, writes a fresh database to a temporary file
beside the target and renames it into place only when every stage succeeded, so a crash or a
bad input never leaves a half-written database behind and readers never see a partial file.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from . import store
from .errors import IngestError, InputError
from .model import DocumentMeta, ExtractedDocument, SourceText
from .read import read_source

DOCUMENT_STAGES = ("read", "structure", "extract", "store")
CORPUS_STAGES = ("xref", "align", "publish")
ALL_STAGES = DOCUMENT_STAGES + CORPUS_STAGES


@dataclass(frozen=True)
class ManifestEntry:
    path: Path  # absolute
    display_path: str  # as written in the manifest, relative to the corpus folder
    meta: DocumentMeta
    evidence: str | None
    line: int  # line of the entry in the manifest


@dataclass(frozen=True)
class Pipeline:
    path: Path
    name: str
    manifest: Path
    output: str
    stages: tuple[str, ...]
    options: dict = field(default_factory=dict)


def _load_toml(path: Path) -> dict:
    if path.is_dir():
        raise InputError(str(path), "is a directory; expected a TOML file")
    if not path.exists():
        raise InputError(str(path), "no such file")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(str(path), f"cannot read: {exc.strerror or exc}") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise InputError(str(path), f"not UTF-8 (byte {exc.start})", line=raw.count(b"\n", 0, exc.start) + 1) from None
    except tomllib.TOMLDecodeError as exc:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        line, col = (int(m.group(1)), int(m.group(2))) if m else (getattr(exc, "lineno", None), getattr(exc, "colno", None))
        msg = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        raise InputError(str(path), f"invalid TOML: {msg}", line=line, col=col) from None


def _line_of_key(text: str, needle: str) -> int:
    i = text.find(needle)
    return text.count("\n", 0, i) + 1 if i >= 0 else 1


def load_pipeline(path: str | os.PathLike) -> Pipeline:
    p = Path(path).resolve()
    data = _load_toml(p)
    text = p.read_text(encoding="utf-8")
    section = data.get("pipeline")
    if not isinstance(section, dict):
        raise InputError(str(p), "missing [pipeline] table (with manifest = \"…\" and stages = [...])", line=1)
    manifest = section.get("manifest")
    if not isinstance(manifest, str):
        raise InputError(str(p), "[pipeline] needs manifest = \"path/to/manifest.toml\"", line=_line_of_key(text, "[pipeline]"))
    stages = section.get("stages", list(ALL_STAGES))
    if not isinstance(stages, list) or not all(isinstance(s, str) for s in stages):
        raise InputError(str(p), "stages must be a list of stage names", line=_line_of_key(text, "stages"))
    unknown = [s for s in stages if s not in ALL_STAGES]
    if unknown:
        raise InputError(
            str(p), f"unknown stage(s) {', '.join(unknown)}; known: {', '.join(ALL_STAGES)}",
            line=_line_of_key(text, "stages"),
        )
    missing = [s for s in DOCUMENT_STAGES if s not in stages]
    if missing:
        raise InputError(str(p), f"stages must include {', '.join(missing)}", line=_line_of_key(text, "stages"))
    if not (p.parent / manifest).resolve().is_file():
        raise InputError(str(p), f"manifest {manifest!r} is not a file", line=_line_of_key(text, "manifest"))
    if not isinstance(section.get("output", ""), str):
        raise InputError(str(p), "output must be a file name", line=_line_of_key(text, "output"))
    return Pipeline(
        path=p,
        name=str(section.get("name", p.stem)),
        manifest=(p.parent / manifest).resolve(),
        output=str(section.get("output", "codecompare.db")),
        stages=tuple(stages),
        options={k: v for k, v in section.items() if k not in {"name", "manifest", "output", "stages"}},
    )


def load_manifest(path: str | os.PathLike) -> list[ManifestEntry]:
    """Read and validate a manifest: every path inside the corpus folder, present, unique."""
    p = Path(path).resolve()
    data = _load_toml(p)
    text = p.read_text(encoding="utf-8")
    root = p.parent
    munis = data.get("municipalities", {})
    if not isinstance(munis, dict):
        raise InputError(str(p), "municipalities must be tables: [municipalities.slug]", line=_line_of_key(text, "municipalities"))
    docs = data.get("documents")
    if not isinstance(docs, list) or not docs:
        raise InputError(str(p), "no [[documents]] entries", line=1)
    entries: list[ManifestEntry] = []
    seen_paths: dict[str, int] = {}
    search_from = 0
    for i, d in enumerate(docs, 1):
        # tomllib does not report positions; find the n-th [[documents]] header for error lines.
        idx = text.find("[[documents]]", search_from)
        line = text.count("\n", 0, idx) + 1 if idx >= 0 else 1
        search_from = idx + 1 if idx >= 0 else search_from
        if not isinstance(d, dict) or not isinstance(d.get("path"), str):
            raise InputError(str(p), f"documents entry {i} needs path = \"…\"", line=line)
        rel = d["path"]
        target = (root / rel).resolve()
        try:
            target.relative_to(root)
        except ValueError:
            raise InputError(str(p), f"documents entry {i}: path {rel!r} points outside the corpus folder {root}", line=line) from None
        if not target.is_file():
            what = "is a directory" if target.is_dir() else "does not exist"
            raise InputError(str(p), f"documents entry {i}: {rel!r} {what}", line=line)
        if rel in seen_paths:
            raise InputError(str(p), f"documents entry {i}: {rel!r} is listed twice (first at line {seen_paths[rel]})", line=line)
        seen_paths[rel] = line
        mid = d.get("municipality")
        if not isinstance(mid, str) or not mid:
            raise InputError(str(p), f"documents entry {i}: municipality = \"slug\" is required", line=line)
        m = munis.get(mid)
        if not isinstance(m, dict) or not m.get("name"):
            raise InputError(
                str(p), f"documents entry {i}: municipality {mid!r} has no [municipalities.{mid}] table with a name", line=line
            )
        for table, key in [(m, "name"), (m, "kind"), (m, "state"), (m, "county"), (m, "evidence"),
                           (d, "title"), (d, "notes"), (d, "source")]:
            if table.get(key) is not None and not isinstance(table[key], str):
                where = f"[municipalities.{mid}]" if table is m else f"documents entry {i}"
                raise InputError(str(p), f"{where}: {key} must be a string", line=line)
        if isinstance(d.get("chapter"), (dict, list, bool, float)):
            raise InputError(str(p), f"documents entry {i}: chapter must be a string or an integer", line=line)
        meta = DocumentMeta(
            municipality_id=mid, municipality_name=str(m["name"]), municipality_kind=m.get("kind"),
            state=m.get("state"), county=m.get("county"), chapter=_opt_str(d.get("chapter")),
            title=d.get("title"), notes=d.get("notes"), source=d.get("source"),
        )
        entries.append(ManifestEntry(target, rel, meta, m.get("evidence"), line))
    return entries


def _opt_str(v) -> str | None:
    return None if v is None else str(v)


def process_document(source: SourceText, meta: DocumentMeta, nlp=None) -> ExtractedDocument:
    """The per-document stages: structure then extract (pure: no database)."""
    from .extract import extract_document
    from .structure import parse

    return extract_document(parse(source, meta), nlp=nlp)


def read_entries(entries: Iterable[ManifestEntry]) -> Iterator[tuple[ManifestEntry, SourceText]]:
    for e in entries:
        yield e, read_source(e.path)


def check_duplicate_content(pairs: list[tuple[ManifestEntry, SourceText]], manifest_path: str) -> None:
    seen: dict[str, ManifestEntry] = {}
    for e, src in pairs:
        if src.sha256 in seen:
            first = seen[src.sha256]
            raise InputError(
                manifest_path,
                f"{e.display_path!r} has the same content as {first.display_path!r} (line {first.line}); list each text once",
                line=e.line,
            )
        seen[src.sha256] = e


def refresh_corpus(db, stages: Iterable[str] = CORPUS_STAGES) -> None:
    """Corpus-level passes over the database; re-run after every ingest."""
    stages = set(stages)
    if "xref" in stages:
        from . import xref

        xref.run(db)
    if "align" in stages:
        from . import align

        align.run(db)
    if "publish" in stages:
        from .publish import prepare

        prepare.run(db)


Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def build(
    pipeline_path: str | os.PathLike, db_path: str | None = None, jobs: int = 1, progress: Progress = _quiet,
    dask_address: str | None = None,
) -> dict:
    """Run a pipeline end to end into a fresh database, atomically replacing ``db_path``."""
    from .parallel import batch_gc

    with batch_gc():  # (a batch job: fewer cyclic collections, the process's thresholds restored after)
        return _build(pipeline_path, db_path, jobs, progress, dask_address)


def _build(pipeline_path, db_path, jobs: int, progress: Progress, dask_address: str | None) -> dict:
    pipe = load_pipeline(pipeline_path)
    entries = load_manifest(pipe.manifest)
    out = Path(db_path or pipe.output).resolve()
    store.check_target(out)
    # Read and validate every input before creating anything. The texts are kept for processing
    # up to a budget (reading and decoding each file twice cost about 2 % of a build); past it
    # only digests are kept and those texts are read again as workers need them, so memory stays
    # bounded however long the manifest.
    pairs: list[tuple[ManifestEntry, SourceText | _Digest]] = []
    kept = 0
    for e, src in read_entries(entries):
        if kept + len(src.text) <= KEEP_TEXTS_CHARS:
            kept += len(src.text)
            pairs.append((e, src))
        else:
            pairs.append((e, _Digest(src.sha256)))
    check_duplicate_content(pairs, str(pipe.manifest))
    store.remove_stale_temps(out)  # left by a build that was killed
    tmp = store.temp_path(out)
    db = store.open_db(str(tmp))
    try:
        # A build writes a private temp file that is discarded on any failure and fsynced once
        # before the rename, so per-document commits need not wait for the disk (the single
        # writer is what bounds --jobs N; one transaction per document still holds).
        db.conn.execute("PRAGMA synchronous = OFF")
        store.ensure_schema(db, deferred=True)  # indexes and FTS once, in store.finish
        results = []
        with store.bulk_load(db):
            for (entry, _), prepared in zip(pairs, _process_all(pairs, jobs, dask_address)):
                res = store.write_prepared(db, prepared, entry.evidence)
                results.append(res)
                progress(f"{entry.display_path}: {res.sections} sections, {res.clauses} clauses, {res.quantities} quantities, {res.citations} citations")
        store.finish(db)
        refresh_corpus(db, [s for s in pipe.stages if s in CORPUS_STAGES])
        counts = store.table_counts(db)
        db.conn.execute("PRAGMA optimize")
        db.close()
        with open(tmp, "rb+") as fh:  # durable before it becomes visible (synchronous was OFF)
            os.fsync(fh.fileno())
        store.replace_atomically(tmp, out)
    except BaseException:
        try:
            db.close()
        finally:
            store.discard(tmp)
        raise
    return {"db": str(out), "documents": len(results), "counts": counts}


# Characters of validated text a build keeps in memory instead of reading the files again.
KEEP_TEXTS_CHARS = 256 * 2**20


@dataclass(frozen=True)
class _Digest:
    sha256: str


def _process_all(pairs, jobs: int, dask_address: str | None = None) -> Iterator[store.PreparedDocument]:
    """Per-document stages and their rows, in manifest order: here, on a process pool or on Dask."""
    from . import parallel

    tasks = (parallel.Task(d if isinstance(d, SourceText) else parallel.reread(e.path, d.sha256), e.meta, e.display_path)
             for e, d in pairs)
    return parallel.prepare_ordered(tasks, jobs=jobs, dask_address=dask_address)


def municipality_slug(name: str, state: str | None) -> str:
    base = re.sub(r"^(village|city|town|county|borough|township)\s+of\s+", "", name.strip(), flags=re.I)
    return store.slugify(base + (f" {state}" if state else ""))


def ingest(
    files: list[str], db_path: str, municipality: str | None = None, state: str | None = None,
    chapter: str | None = None, kind: str | None = None, progress: Progress = _quiet,
) -> list[store.WriteResult]:
    """Add or replace documents in an existing (or new) database, one transaction per document."""
    from .nlp import build_nlp

    sources = [read_source(f) for f in files]  # all inputs validated before any write
    _check_duplicate_files(files, sources)
    # Edit a private copy and rename it into place: the target changes all at once or not at all
    # (a served, immutable-mode reader never sees a half-written file; Ctrl-C changes nothing).
    target = Path(db_path).resolve()
    store.check_target(target)
    store.remove_stale_temps(target)
    tmp = store.temp_path(target)
    if target.exists() and target.stat().st_size > 0:
        store.copy_database(target, tmp)
    db = store.open_db(str(tmp))
    failures: list[tuple[str, BaseException]] = []
    try:
        store.ensure_schema(db, deferred=True)  # FTS rebuilt once, in store.finish
        nlp = build_nlp()
        results = []
        for f, src in zip(files, sources):
            name = municipality or f"Unidentified municipality ({Path(f).stem})"
            mk = kind or _guess_kind(name)
            meta = DocumentMeta(
                municipality_id=municipality_slug(name, state), municipality_name=name,
                municipality_kind=mk, state=state, chapter=chapter, title=None,
            )
            try:
                extracted = process_document(src, meta, nlp=nlp)
                res = store.write_document(db, extracted, str(f))  # its own transaction
            except Exception as exc:  # this document alone is rolled back; Ctrl-C aborts all
                failures.append((str(f), exc))
                continue
            results.append(res)
            progress(f"{f}: {res.status}, {res.sections} sections, {res.clauses} clauses")
        changed = any(r.status != "unchanged" for r in results)
        if changed:
            store.finish(db)
            refresh_corpus(db)
        db.close()
        if changed:
            store.replace_atomically(tmp, target)
        else:
            store.discard(tmp)
    except BaseException:
        db.close()
        store.discard(tmp)
        raise
    if failures:
        raise IngestError(failures, stored=len(results))
    return results


def _check_duplicate_files(files: list[str], sources: list[SourceText]) -> None:
    seen: dict[str, str] = {}
    for f, src in zip(files, sources):
        if src.sha256 in seen:
            raise InputError(str(f), f"has the same content as {seen[src.sha256]}; give each text once")
        seen[src.sha256] = str(f)


def _guess_kind(name: str) -> str | None:
    # Only what the name itself says ("Village of X"): never inferred.
    m = re.match(r"\s*(village|city|town|county|borough|township)\b", name, flags=re.I)
    return m.group(1).lower() if m else None
