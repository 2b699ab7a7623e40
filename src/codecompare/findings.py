"""Drafting checks: each a small function that turns resolved rows into ``Finding`` values.

Severity follows what a reader of the ordinance would suffer: ``error`` where a court or a
permittee following the text would stumble (a reference to nothing, to a number that cannot
exist, or back to the very section being read), ``warning`` where the text is suspicious but
may be defensible (a heading that seems to belong elsewhere, two values for one measure, a
repeated caption, an internal reference to a label the export may have dropped).

``check_files`` and ``check_db`` are the library side of ``codecompare check``.
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

import sqlite_utils
from rapidfuzz import fuzz, process

from .errors import InputError
from .model import DocumentMeta, Finding

# ---------------------------------------------------------------- helpers
_STOPWORDS = frozenset(
    """a an and any are as at be been by for from has have in into is it its no nor not of on or other
    shall such than that the their them then there these this those thereof to upon was were which
    who will with within without all may must each every said same under over per""".split()
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]|[A-Za-z]")
HEADING_WINDOW_WORDS = 25  # content words after a heading that stand for "the text that follows it"
WORD_MATCH = 85  # rapidfuzz ratio at which two words count as the same ("sale"/"sales", "excavations"/"excavation")


def content_words(text: str) -> list[str]:
    return [w for w in (t.lower().strip("'-") for t in _WORD.findall(text or "")) if len(w) > 2 and w not in _STOPWORDS]


def coverage(heading_words: list[str], vocabulary: set[str]) -> float:
    """Share of a heading's content words that occur (fuzzily) in a vocabulary."""
    if not heading_words:
        return 1.0
    vocab = list(vocabulary)
    hits = sum(
        1 for w in heading_words
        if w in vocabulary or process.extractOne(w, vocab, scorer=fuzz.ratio, score_cutoff=WORD_MATCH)
    )
    return hits / len(heading_words)


def col_of(text: str | None, offset: int | None) -> int:
    if not text or offset is None:
        return 1
    return offset - (text.rfind("\n", 0, offset) + 1) + 1


def _section_name(sec: dict | None) -> str:
    if not sec:
        return "this document"
    if sec.get("number"):
        return f"§ {sec['number']}"
    return f"the section '{sec['title']}'" if sec.get("title") else f"section {sec.get('ordinal')}"


def _finding(c, kind: str, severity: str, message: str, *, document_id: str, line: int | None, col: int | None = None,
             section_id: str | None = None, clause_id: str | None = None, evidence: str | None = None) -> Finding:
    doc = c.documents.get(document_id, {})
    return Finding(
        kind=kind, severity=severity, message=message, line=line, col=col or 1,
        municipality_id=doc.get("municipality_id"), document_id=document_id, section_id=section_id,
        clause_id=clause_id, evidence=evidence, path=doc.get("path"),
    )


# ---------------------------------------------------------------- citation findings (pass "xref")
DIRECTIONAL = frozenset({"above", "below", "hereinafter", "hereinbefore", "hereafter"})

def self_reference(c, cit: dict, res, graph=None) -> Finding | None:
    """A section that sends the reader to itself, e.g. 'See § 308-6 below for list of details'
    inside § 308-6: 'below' promises details elsewhere and the reference names the very section."""
    if res.status != "self":
        return None
    if graph is not None:
        # The cited section must be the one containing the citing clause (a 'contains' edge back).
        src = f"clause:{cit['clause_id']}" if cit["clause_id"] else None
        if src and not graph.has_edge(f"section:{res.section_id}", src, key="contains"):
            return None
    sec = c.sections.get(res.section_id)
    qualifier = (cit.get("qualifier") or "").lower()
    if qualifier in DIRECTIONAL:
        severity = "error"
        message = (f"{_section_name(sec)} sends the reader {qualifier} to itself ('{cit['text']} {qualifier}'): "
                   "the details it points to are not where it says")
    else:
        # "permitted under §§ 308-7 and 308-8" inside § 308-8: odd drafting, but the reader
        # is not sent looking for text that is not there.
        severity = "info"
        message = f"{_section_name(sec)} cites itself by number ('{cit['text']}'); 'this section' would say the same"
    return _finding(
        c, "self_reference", severity, message,
        document_id=cit["document_id"], line=cit["line"], col=col_of(c.documents[cit["document_id"]]["text"], cit["start_offset"]),
        section_id=cit["section_id"], clause_id=cit["clause_id"], evidence=cit["text"],
    )


def dangling_reference(c, cit: dict, res, graph=None) -> Finding | None:
    """A local reference to a section that is not there, or in numbering the code no longer uses."""
    if res.status != "dangling" or cit["kind"] == "internal_subsection":
        return None
    return _finding(
        c, "dangling_reference", "error", f"'{cit['text']}' leads nowhere: {res.reason}",
        document_id=cit["document_id"], line=cit["line"], col=col_of(c.documents[cit["document_id"]]["text"], cit["start_offset"]),
        section_id=cit["section_id"], clause_id=cit["clause_id"], evidence=cit["text"],
    )


def malformed_citation(c, cit: dict, res, graph=None) -> Finding | None:
    """A number that cannot be a section of this code ('§§ 3706' for 370-6), with the likely intent."""
    if res.status != "malformed":
        return None
    hint = f"; probably § {res.suggestion} was meant" if res.suggestion else ""
    of = "the statutes" if cit["kind"] == "state_statute" else "this code"
    return _finding(
        c, "malformed_citation", "error",
        f"'{cit['text']}' is not a section number of {of} ({res.reason}){hint}",
        document_id=cit["document_id"], line=cit["line"], col=col_of(c.documents[cit["document_id"]]["text"], cit["start_offset"]),
        section_id=cit["section_id"], clause_id=cit["clause_id"],
        evidence=cit["text"] + (f" -> {res.suggestion}" if res.suggestion else ""),
    )


def unresolved_internal_reference(c, cit: dict, res, graph=None) -> Finding | None:
    """'Subsection C hereof' where the citing section has no clause C. Only a warning: exports
    drop subsection letters and ours are partly reconstructed, so the fault may be ours."""
    if res.status != "dangling" or cit["kind"] != "internal_subsection":
        return None
    sec = c.sections.get(cit["section_id"])
    labels = [cl["label"] for cl in c.clauses_by_section.get(cit["section_id"], []) if cl["label"] and "(" not in cl["label"]]
    known = f" (its subsections: {', '.join(labels)})" if labels else " (its subsections carry no labels)"
    return _finding(
        c, "unresolved_internal_reference", "warning",
        f"'{cit['text']}' names no subsection of {_section_name(sec)}{known}",
        document_id=cit["document_id"], line=cit["line"], col=col_of(c.documents[cit["document_id"]]["text"], cit["start_offset"]),
        section_id=cit["section_id"], clause_id=cit["clause_id"], evidence=cit["text"],
    )


CITATION_CHECKS = (self_reference, dangling_reference, malformed_citation, unresolved_internal_reference)


def unchecked_references(c, resolutions: dict) -> list:
    """One note per document whose references into its own chapter cannot be checked because
    the text prints no section numbers: the drafter learns what the linter could not verify
    (and sees the numbers, so '§ 544-26' in an eleven-section chapter stands out) without an
    error for every reference that may well be right."""
    by_doc: dict[str, list[dict]] = defaultdict(list)
    for cit in c.citations:
        if resolutions[cit["id"]].status == "unresolved":
            by_doc[cit["document_id"]].append(cit)
    out = []
    for doc_id, cits in by_doc.items():
        first = min(cits, key=lambda r: r["start_offset"] or 0)
        numbers = list(dict.fromkeys(r["target"] for r in sorted(cits, key=lambda r: r["start_offset"] or 0)))
        n_sections = len(c.sections_by_document.get(doc_id, []))
        shown = ", ".join(numbers[:12]) + (", ..." if len(numbers) > 12 else "")
        out.append((f"{doc_id}/unchecked", _finding(
            c, "unchecked_references", "info",
            f"{len(cits)} reference(s) into this chapter cannot be checked because its text prints no section "
            f"numbers ({n_sections} sections): {shown}",
            document_id=doc_id, line=first["line"], col=col_of(c.documents[doc_id]["text"], first["start_offset"]),
            evidence=shown,
        )))
    return out


def citation_findings(c, resolutions: dict, graph=None) -> list[Finding]:
    out = []
    for cit in c.citations:
        res = resolutions[cit["id"]]
        for check in CITATION_CHECKS:
            f = check(c, cit, res, graph)
            if f:
                out.append((cit["id"], f))
    return out + unchecked_references(c, resolutions)


# ---------------------------------------------------------------- text checks (pass "checks")
def _heading_span(c, sec: dict) -> tuple[int, int] | None:
    """Offsets of a printed section heading, from the parser's record or the section's first line."""
    if sec.get("heading_end_offset") is not None:
        return sec["heading_start_offset"], sec["heading_end_offset"]
    if sec.get("title_source") not in (None, "heading") or not sec.get("number"):
        return None
    text = c.documents[sec["document_id"]]["text"]
    start = sec["start_offset"]
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    return (start, end) if sec["number"] in text[start:end] else None


# Headings that name the kind of provision rather than its subject ("Definitions", "Penalty",
# "Severability"): their words need not recur in the text, so they prove nothing either way.
GENERIC_HEADING_WORDS = frozenset(
    """definitions definition purpose purposes intent penalty penalties severability applicability title
    reserved scope administration enforcement requirements requirement general exceptions exception findings
    policy implementation compliance procedure procedures authority responsibility responsibilities
    miscellaneous provisions provision application applications notice rules regulations""".split()
)
LATER_PARAGRAPHS = 15  # how far below a heading its own text may stand


def _paragraphs(text: str, start: int, stop: int) -> list[tuple[int, str]]:
    out, pos = [], start
    for para in re.split(r"(\n\s*\n)", text[start:stop]):
        if para.strip() and not para.isspace():
            out.append((pos, para))
        pos += len(para)
    return out


def heading_body_mismatch(c, sec: dict, prev: dict | None, next_start: int) -> Finding | None:
    """A printed heading whose following text speaks of something else while its own subject
    turns up further down (``000``'s § 308-7 'Excavations of streets...' heads the last
    paragraphs of sidewalk construction; its own 'Permit required ... excavation' text comes
    seven paragraphs later). Needs positive evidence of displacement: a later paragraph that
    matches the heading, or a first paragraph the previous heading describes clearly better.
    Generic headings ('Definitions', 'Penalty') are not judged."""
    span = _heading_span(c, sec)
    if span is None or not sec.get("title"):
        return None
    parts = [[w for w in content_words(part) if w not in GENERIC_HEADING_WORDS] for part in sec["title"].split(";")]
    if len(parts) > 1 and any(not p for p in parts):
        # "PENALTY; EQUITABLE REMEDIES; ...": a compound heading with a generic part may well
        # describe its first paragraphs by that part; nothing to judge.
        return None
    own_words = [w for p in parts for w in p]
    if len(own_words) < 2:
        return None
    text = c.documents[sec["document_id"]]["text"]
    paras = _paragraphs(text, span[1], next_start)
    first: list[str] = []
    used = 0
    for _, para in paras:
        first += content_words(para)
        used += 1
        if len(first) >= HEADING_WINDOW_WORDS:
            break
    if len(set(first)) < 6:  # too little text to judge (e.g. "All vaults ... prohibited.")
        return None
    own = coverage(own_words, set(first))
    if own >= 0.5:
        return None
    prev_words = [w for w in content_words(prev["title"]) if w not in GENERIC_HEADING_WORDS] if prev and prev.get("title") else []
    prev_cov = coverage(prev_words, set(first)) if len(prev_words) >= 2 else 0.0
    later = None
    if own == 0:
        for pos, para in paras[used:used + LATER_PARAGRAPHS]:
            words = set(content_words(para))
            if coverage(own_words, words) >= 0.5 and len(own_words) * coverage(own_words, words) >= 2:
                later = pos
                break
    prev_hits = prev_cov * len(prev_words)
    if later is None and not (prev_cov >= 0.5 and prev_hits >= 2 and prev_cov >= own + 0.4):
        return None
    line = text.count("\n", 0, span[0]) + 1
    snippet = text[span[1]:next_start].strip().split("\n", 1)[0][:120]
    if later is not None:
        why = f"its subject appears only at line {text.count(chr(10), 0, later) + 1}"
    else:
        why = f"the text under it fits the previous heading ({_section_name(prev)} '{prev['title']}') better"
    return _finding(
        c, "heading_body_mismatch", "warning",
        f"heading of {_section_name(sec)} '{sec['title']}' does not match the text that follows it: {why}; "
        "the heading may stand paragraphs away from its own text",
        document_id=sec["document_id"], line=line, col=1, section_id=sec["id"],
        evidence=f"{text[span[0]:span[1]].strip()} / {snippet}",
    )


def heading_findings(c, structure_keys: set) -> list:
    out = []
    for doc_id, secs in c.sections_by_document.items():
        secs = sorted(secs, key=lambda s: s["ordinal"])
        starts = [s["heading_start_offset"] if s.get("heading_start_offset") is not None else s["start_offset"] for s in secs]
        doc_len = len(c.documents[doc_id]["text"])
        prev = None
        for i, sec in enumerate(secs):
            later = [st for st in starts[i + 1:] if st is not None and st > (starts[i] or 0)]
            f = heading_body_mismatch(c, sec, prev, min(later) if later else doc_len)
            if sec.get("title"):
                prev = sec
            if not f:
                continue
            # The parser already reported this heading (pass 'structure'): one finding is enough.
            if ("heading_body_mismatch", sec["id"]) in structure_keys or ("heading_body_mismatch", doc_id, f.line) in structure_keys:
                continue
            if sec.get("heading_misplaced"):
                continue
            out.append((f"{sec['id']}/heading", f))
    return out


def duplicate_captions(c) -> list:
    """Two subsections of one section under the same run-in caption: a reader citing 'Bond'
    cannot tell which is meant, and it often marks text pasted twice."""
    out = []
    for sid, clauses in c.clauses_by_section.items():
        seen: dict[str, dict] = {}
        for cl in clauses:
            cap = re.sub(r"[\s.:;,]+$", "", (cl.get("caption") or "").strip()).casefold()
            if not cap:
                continue
            if cap in seen:
                first = seen[cap]
                sec = c.sections.get(sid)
                out.append((f"{cl['id']}/dupcap", _finding(
                    c, "duplicate_caption", "warning",
                    f"{_section_name(sec)} has two subsections captioned '{cl['caption']}' (first at line {first['line']})",
                    document_id=cl["document_id"], line=cl["line"],
                    col=col_of(c.documents[cl["document_id"]]["text"], cl["start_offset"]),
                    section_id=sid, clause_id=cl["id"], evidence=cl["caption"],
                )))
            else:
                seen[cap] = cl
    return out


_NUMBERISH = re.compile(r"^(?:\d[\d,./]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|fourth|fourths|third|thirds)$")


def _sentence_words(text: str, start: int, end: int) -> set[str]:
    """Content words of the sentence holding a quantity, numbers and number words left out."""
    left = re.split(r"(?<=[.;:])\s|\n", text[max(0, start - 300):start])[-1]
    right = re.split(r"[.;:](?:\s|$)|\n", text[end:end + 300])[0]
    return {w for w in content_words(left + " " + right) if not _NUMBERISH.match(w)}


def same_wording(a: set[str], b: set[str]) -> bool:
    """Two sentences that say the same thing except for the number: every content word but at
    most one is shared ('Bituminous pavement shall be placed the full depth ... or 2 1/2 inches'
    and 'Concrete pavement shall be placed ... or seven inches' differ in their subject)."""
    return len(a & b) >= 4 and len(a ^ b) <= 1


def _value_key(r: dict) -> tuple:
    return (r["value"], r["value_high"], r["value_text"])


def first_conflicts(rows: list[dict], ctx: list[set[str]]) -> list[tuple[int, int]]:
    """(j, i) for every row j that has an earlier row i (the first one) of another clause with
    a different value and ``same_wording`` context: the pairs ``internal_conflicts`` reports.

    ``same_wording`` means equal word sets, or sets that differ by one word, so the earlier
    rows are indexed by their word set and by each set less one word: a row looks up its own
    set in both indexes and each of its sets less one word in the first, instead of comparing
    with every earlier row (a chapter repeated a thousand times made that quadratic). Per key
    and value only the first two rows of distinct clauses are kept: a later row of the same
    clause can never be the first candidate.
    """
    exact: dict[frozenset, dict[tuple, list[int]]] = {}
    minus_one: dict[frozenset, dict[tuple, list[int]]] = {}

    def remember(index, key, value, i):
        firsts = index.setdefault(key, {}).setdefault(value, [])
        if len(firsts) < 2 and all(rows[k]["clause_id"] != rows[i]["clause_id"] for k in firsts):
            firsts.append(i)

    out = []
    for j, (row, words) in enumerate(zip(rows, ctx)):
        value, clause = _value_key(row), row["clause_id"]
        me = frozenset(words)
        best = None
        # Candidate earlier sets: mine (equal or one word more: found under "less one word"),
        # and mine less one word (one word fewer). Every candidate shares >= 4 words with mine
        # exactly when the smaller of the two sets has >= 4 words.
        lookups = []
        if len(me) >= 4:
            lookups += [exact.get(me), minus_one.get(me)]
        if len(me) >= 5:
            lookups += [exact.get(me - {w}) for w in me]
        for by_value in lookups:
            if not by_value:
                continue
            for v, firsts in by_value.items():
                if v == value:
                    continue
                i = next((k for k in firsts if rows[k]["clause_id"] != clause), None)
                if i is not None and (best is None or i < best):
                    best = i
        if best is not None:
            out.append((j, best))
        remember(exact, me, value, j)
        for w in me:
            remember(minus_one, me - {w}, value, j)
    return out


def internal_conflicts(db: sqlite_utils.Database, c) -> list:
    """The same measure stated twice in one chapter, in the same words, with different values
    ('valid for a period of 30 days' / 'valid for a period of 60 days'). Requiring the same
    sentence but for the number keeps legitimately different contexts apart ('$500,000 per one
    person' vs 'property damage coverage of not less than $200,000')."""
    docs = list(c.documents)
    if not docs:
        return []
    groups: dict[tuple, list[dict]] = defaultdict(list)
    q = (
        "SELECT id, clause_id, section_id, document_id, text, value, value_high, value_text, unit, comparator, "
        "measures, start_offset, end_offset, line FROM quantities WHERE measures IS NOT NULL AND document_id IN "
        "(SELECT value FROM json_each(?)) ORDER BY document_id, start_offset"
    )
    cur = db.execute(q, [json.dumps(docs)])
    cols = [d[0] for d in cur.description]
    for row in cur.fetchall():
        r = dict(zip(cols, row))
        groups[(r["document_id"], r["measures"], r["unit"], r["comparator"])].append(r)
    out = []
    for (doc_id, measures, unit, comparator), rows in groups.items():
        if len(rows) < 2:
            continue
        text = c.documents[doc_id]["text"]
        ctx = [_sentence_words(text, r["start_offset"], r["end_offset"]) for r in rows]
        for j, i in first_conflicts(rows, ctx):
            a, b = rows[i], rows[j]
            out.append((f"{b['id']}/conflict", _finding(
                c, "internal_conflict", "warning",
                f"{measures} is {b['text']!r} here but {a['text']!r} at line {a['line']} "
                f"({_section_name(c.sections.get(a['section_id']))}), stated in the same words",
                document_id=doc_id, line=b["line"], col=col_of(text, b["start_offset"]),
                section_id=b["section_id"], clause_id=b["clause_id"],
                evidence=f"{a['text']} / {b['text']}",
            )))
    return out


# ---------------------------------------------------------------- the pass and the rows
def _structure_keys(db: sqlite_utils.Database) -> set:
    keys = set()
    if not db["findings"].exists():
        return keys
    for kind, sid, did, line in db.execute("SELECT kind, section_id, document_id, line FROM findings WHERE pass = 'structure'"):
        if sid:
            keys.add((kind, sid))
        keys.add((kind, did, line))
    return keys


def _row(key: str, f: Finding, pass_: str) -> dict:
    return {
        "id": f"{key}/f-{f.kind}", "municipality_id": f.municipality_id, "document_id": f.document_id,
        "section_id": f.section_id, "clause_id": f.clause_id, "kind": f.kind, "severity": f.severity,
        "message": f.message, "evidence": f.evidence, "line": f.line, "col": f.col, "pass": pass_,
    }


def corpus_findings(db: sqlite_utils.Database, c, resolutions: dict, graph=None) -> list[dict]:
    """Finding rows of the 'xref' and 'checks' passes (xref.run writes them in its transaction)."""
    rows = [_row(k, f, "xref") for k, f in citation_findings(c, resolutions, graph)]
    checks = heading_findings(c, _structure_keys(db)) + duplicate_captions(c) + internal_conflicts(db, c)
    rows += [_row(k, f, "checks") for k, f in checks]
    return rows


def _sort_key(f: Finding):
    return (f.path or "", f.line or 0, f.col or 0, f.kind)


def read_findings(db: sqlite_utils.Database) -> list[Finding]:
    cur = db.execute(
        "SELECT f.kind, f.severity, f.message, f.line, f.col, f.municipality_id, f.document_id, f.section_id, "
        "f.clause_id, f.evidence, d.path FROM findings f LEFT JOIN documents d ON d.id = f.document_id"
    )
    out = [
        Finding(kind=r[0], severity=r[1], message=r[2], line=r[3], col=r[4] or 1, municipality_id=r[5],
                document_id=r[6], section_id=r[7], clause_id=r[8], evidence=r[9], path=r[10])
        for r in cur.fetchall()
    ]
    return sorted(out, key=_sort_key)


def check_db(db_path: str) -> list[Finding]:
    """Every finding stored in a built database (all passes), sorted by path and line."""
    import sqlite3

    p = Path(db_path)
    if not p.is_file():
        raise InputError(db_path, "no such database file")
    try:
        db = sqlite_utils.Database(sqlite3.connect(f"file:{p}?mode=ro", uri=True))
        if not db["findings"].exists() or not db["documents"].exists():
            raise InputError(db_path, "not a codecompare database (no findings table); build it with `codecompare build`")
        return read_findings(db)
    except sqlite3.DatabaseError as exc:
        raise InputError(db_path, f"not a SQLite database ({exc})") from None


def check_files(paths: list[str]) -> list[Finding]:
    """Lint ordinance files directly: read -> structure -> extract -> store into an in-memory
    database -> xref, then return the findings. Nothing is written to disk.

    Each file is treated as its own code: a reference from one file never resolves into
    another, so checking files together gives the same findings as checking them one by one."""
    from . import store, xref
    from .pipeline import process_document
    from .read import read_source

    if not paths:
        raise InputError("-", "no files to check")
    sources = [(str(p), read_source(p)) for p in paths]  # every input validated before any work
    from .nlp import build_nlp

    nlp = build_nlp()
    db = sqlite_utils.Database(memory=True)
    try:
        store.ensure_schema(db)
        for n, (path, src) in enumerate(sources, 1):
            stem = Path(path).stem
            meta = DocumentMeta(
                municipality_id=f"file-{n:03d}-{store.slugify(stem)}",
                municipality_name=f"Unidentified municipality ({stem})",
            )
            store.write_document(db, process_document(src, meta, nlp=nlp), path)
        xref.run(db)
        return read_findings(db)
    finally:
        db.close()
