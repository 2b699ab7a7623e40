"""Test helper: a real seed text cut into sections and clauses by hand, stored like the pipeline does.

Until (and beside) the structure parser, the cross-reference tests need Document values whose
labels we control. The text is the real seed file; only the section/clause cut is given here,
by the printed headings and the run-in captions (letters reconstructed in order, as the
chapter's own `§ 370-7G`/`§ 370-7H` confirm for Clyman).
"""
from __future__ import annotations

import re

import sqlite_utils

from codecompare import store
from codecompare.extract import extract_document
from codecompare.model import Clause, Document, DocumentMeta, Section
from codecompare.read import read_source


def document_from_spec(path, meta: DocumentMeta, spec: dict[str, tuple[str, list[str]]]) -> Document:
    """spec: section number -> (title, captions in order, each getting the next letter A, B, ...).
    Paragraphs that start with no listed caption become unlabelled child clauses."""
    src = read_source(path)
    text = src.text
    heads = []
    for number, (title, _) in spec.items():
        i = text.index(f"§ {number} {title}")
        heads.append((i, number))
    heads.sort()
    sections = []
    for n, (start, number) in enumerate(heads, 1):
        end = heads[n][0] if n < len(heads) else len(text)
        title, captions = spec[number]
        head_end = text.index("\n", start)
        clauses = []
        letters = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for m in re.finditer(r"[^\n]+", text[head_end:end]):
            p_start, p_end = head_end + m.start(), head_end + m.end()
            para = text[p_start:p_end]
            cap = next((c for c in captions if para.startswith(c + ".")), None)
            label = next(letters) if cap else None
            clauses.append(Clause(
                ordinal=len(clauses) + 1, label=label, caption=cap, start=p_start, end=p_end,
                line=src.line_of(p_start), depth=1 if cap else 2, label_reconstructed=bool(cap),
            ))
        sections.append(Section(
            ordinal=n, number=number, title=title, start=start, end=end, line=src.line_of(start),
            clauses=tuple(clauses), heading_start=start, heading_end=head_end, heading_line=src.line_of(start),
        ))
    return Document(source=src, meta=meta, layout="general_code", sections=tuple(sections), chapter=meta.chapter)


def store_documents(db_path, docs: list[tuple[Document, str]]) -> sqlite_utils.Database:
    db = store.open_db(str(db_path))
    store.ensure_schema(db)
    for doc, display in docs:
        store.write_document(db, extract_document(doc), display)
    return db
