"""Cross-references: resolve every stored citation and build the networkx graph of the corpus.

A citation is resolved against the municipality's own code as far as the corpus holds it:

* ``§ 370-7G`` (target ``370-7(G)``) names clause G of § 370-7; publishers' exports drop the
  letters, so the labels we match may be the parser's reconstruction from run-in captions.
* ``Subsection C hereof`` names a clause of the citing section itself.
* A number whose chapter part is not a chapter of this municipality in the corpus
  (``§ 321-2``, ``§ 1-4``) is ``external``: the code has that chapter, we just do not hold it.
* A number in a chapter we hold that names no section, or a number in a shape the code no
  longer uses (``Section 6-2-4(b)`` in a chapter numbered ``370-N``, a survivor of an old
  recodification), is ``dangling``: a reader following it finds nothing.
* A number that cannot be a section number of this code at all (``§§ 3706`` where the code
  numbers ``370-6``) is ``malformed``; the nearest existing number is suggested.
* A section citing itself without a subsection (``See § 308-6 below`` inside § 308-6) is ``self``.
* A number in a chapter we hold whose text prints no section numbers (hard-wrapped exports) is
  ``unresolved``: it can be neither followed nor refuted. Numbering shapes and glued numbers
  (``5446``, ``Section 6-2-4(b)``) are still judged there, from the chapter number the manifest gives.
* A Wisconsin statute number in chapter 66 without the four digits after the point its 1999
  renumbering gave every section (``§ 66.052``) is ``malformed``.

Resolution is dictionary lookups built once per municipality, so it is linear in citations.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import networkx as nx
import sqlite_utils
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from .errors import InputError

OWN_PASSES = ("xref", "checks")

# A local number and its glued or parenthesized subsection path: "370-7(G)", "6-2-4(b)",
# "1022.02(a)(1)", "3706", and the raw General Code form "370-7G" if a target arrives unnormalized.
_LOCAL_TARGET = re.compile(r"^\s*(?P<num>\d+[A-Z]?(?:[-.]\d+(?:\.\d+)?)*)(?P<glued>[A-Z])?(?P<sub>(?:\([^()\s]+\))*)\s*$")
_SUBDIV = re.compile(r"\(([^()]+)\)")
_OF_OTHER_SECTION = re.compile(r"[\s\w()]{0,30}?\bof\s+(?:section|sec\.|§)\s*(\d+[A-Z]?(?:[-.]\d+)+)", re.I)
_CHAPTER_WORD = re.compile(r"^\s*(?:Chapter|Ch\.)", re.I)
_CHAPTER_TARGET = re.compile(r"^\s*(?:chapter|ch\.?)\s*(\d+[A-Z]?(?:-\d+)?)\b", re.I)


# ---------------------------------------------------------------- data loaded from the store
@dataclass
class Corpus:
    """The rows resolution and the checks need, indexed once (state stays in the database)."""

    documents: dict[str, dict]
    sections: dict[str, dict]
    clauses: dict[str, dict]
    citations: list[dict]
    municipalities: dict[str, dict] = field(default_factory=dict)
    # derived indexes
    section_by_number: dict[tuple[str, str], str] = field(default_factory=dict)
    numbers_by_document: dict[str, list[str]] = field(default_factory=dict)
    numbers_by_municipality: dict[str, list[str]] = field(default_factory=dict)
    numbered_chapters: dict[str, set[str]] = field(default_factory=dict)  # chapters whose sections print numbers
    chapters: dict[str, set[str]] = field(default_factory=dict)  # municipality -> chapter keys
    schemes: dict[str, Counter] = field(default_factory=dict)  # municipality -> (sep, parts) counts
    clauses_by_section: dict[str, list[dict]] = field(default_factory=dict)
    chapter_documents: dict[tuple[str, str], str] = field(default_factory=dict)
    sections_by_document: dict[str, list[dict]] = field(default_factory=dict)


def _where(municipality: str | None, column: str = "municipality_id") -> tuple[str, list]:
    return (f" WHERE {column} = ?", [municipality]) if municipality else ("", [])


def _rows(db: sqlite_utils.Database, sql: str, params: list) -> list[dict]:
    cur = db.execute(sql, params)
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


def load_corpus(db: sqlite_utils.Database, municipality: str | None = None) -> Corpus:
    w, p = _where(municipality)
    wm, pm = _where(municipality, "id")
    munis = {r["id"]: r for r in _rows(db, f"SELECT id, name, kind, state FROM municipalities{wm}", pm)}
    docs = {r["id"]: r for r in _rows(db, f"SELECT id, municipality_id, path, chapter, title, text FROM documents{w}", p)}
    secs = _rows(
        db,
        "SELECT id, document_id, municipality_id, number, title, ordinal, start_offset, end_offset, line, "
        f"title_source, heading_misplaced, heading_line, heading_start_offset, heading_end_offset FROM sections{w} "
        "ORDER BY document_id, ordinal",
        p,
    )
    cls = _rows(
        db,
        "SELECT id, section_id, document_id, municipality_id, label, caption, ordinal, start_offset, end_offset, "
        f"line, depth FROM clauses{w} ORDER BY section_id, ordinal",
        p,
    )
    cits = _rows(
        db,
        "SELECT id, clause_id, section_id, document_id, municipality_id, text, kind, target, start_offset, "
        f"end_offset, line, jurisdiction, qualifier FROM citations{w} ORDER BY id",
        p,
    )
    corpus = Corpus(docs, {s["id"]: s for s in secs}, {c["id"]: c for c in cls}, cits, munis)
    _index(corpus)
    return corpus


def split_number(num: str) -> tuple[str, list[str]]:
    """``370-7`` -> ('-', ['370', '7']); ``1022.02`` -> ('.', ['1022', '02']); ``10-3-1.1`` keeps its
    dotted last part, as SDCL-style local codes number inserted sections ``1.1``."""
    if "-" in num:
        return "-", num.split("-")
    if "." in num:
        return ".", num.split(".")
    return "", [num]


def chapter_key(num: str) -> str | None:
    sep, parts = split_number(num)
    return sep.join(parts[:-1]) if sep else None


def _index(c: Corpus) -> None:
    for s in c.sections.values():
        c.sections_by_document.setdefault(s["document_id"], []).append(s)
        mid = s["municipality_id"]
        num = s["number"]
        if not num:
            continue
        c.section_by_number.setdefault((mid, num), s["id"])
        c.numbers_by_document.setdefault(s["document_id"], []).append(num)
        c.numbers_by_municipality.setdefault(mid, []).append(num)
        key = chapter_key(num)
        if key:
            c.chapters.setdefault(mid, set()).add(key)
            c.numbered_chapters.setdefault(mid, set()).add(key)
        sep, parts = split_number(num)
        c.schemes.setdefault(mid, Counter())[(sep, len(parts))] += 1
    for d in c.documents.values():
        if d.get("chapter"):
            c.chapters.setdefault(d["municipality_id"], set()).add(str(d["chapter"]))
            c.chapter_documents.setdefault((d["municipality_id"], str(d["chapter"])), d["id"])
    for s in c.sections.values():
        key = chapter_key(s["number"]) if s["number"] else None
        if key:
            c.chapter_documents.setdefault((s["municipality_id"], key), s["document_id"])
    for cl in c.clauses.values():
        c.clauses_by_section.setdefault(cl["section_id"], []).append(cl)


# ---------------------------------------------------------------- resolution
@dataclass(frozen=True)
class Resolution:
    citation_id: str
    status: str  # resolved | self | dangling | external | malformed | unresolved
    section_id: str | None = None
    clause_id: str | None = None
    url: str | None = None
    suggestion: str | None = None  # likely intended number for a malformed one
    reason: str | None = None  # why dangling/external, for the finding's message
    document_id: str | None = None  # a whole chapter we hold ("Chapter 370")


def statute_url(target: str, jurisdiction: str | None) -> str | None:
    """A stable public URL for the statute text, where the state publishes one by number."""
    t = (target or "").strip()
    j = (jurisdiction or "").upper()
    m = re.match(r"^(\d+[A-Z]?)\.(\d+)((?:\([^()]+\))*)$", t)
    if j == "WI":
        if m:
            # The Legislative Reference Bureau's document URLs take the cite as printed, subdivisions included.
            return f"https://docs.legis.wisconsin.gov/document/statutes/{t}"
        if re.fullmatch(r"\d+", t):
            return f"https://docs.legis.wisconsin.gov/statutes/statutes/{t}"
    if j == "OH":
        if m:
            return f"https://codes.ohio.gov/ohio-revised-code/section-{m.group(1)}.{m.group(2)}"
        if re.fullmatch(r"\d+", t):
            return f"https://codes.ohio.gov/ohio-revised-code/chapter-{t}"
    if j == "SD":
        sd = re.match(r"^(\d+[A-Z]?(?:-\d+[A-Z]?)+(?:\.\d+)?)", t)
        if sd:
            return f"https://sdlegislature.gov/Statutes/{sd.group(1)}"
    if j == "IA" and m:
        return f"https://www.legis.iowa.gov/docs/code/{m.group(1)}.{m.group(2)}.pdf"
    # M.G.L. URLs need the Part and Title of each chapter, which the citation does not carry.
    return None


def standard_url(target: str) -> str | None:
    if re.search(r"MUTCD|Uniform\s+Traffic\s+Control", target or "", re.I):
        return "https://mutcd.fhwa.dot.gov/"
    return None


def parse_local(target: str) -> tuple[str, str | None] | None:
    """``370-7(G)`` -> ('370-7', 'G'); ``10-3-1(A)(2)`` -> ('10-3-1', 'A(2)'); None if unparseable."""
    m = _LOCAL_TARGET.match(target or "")
    if not m:
        return None
    subs = _SUBDIV.findall(m.group("sub"))
    if m.group("glued"):
        subs.insert(0, m.group("glued"))
    if not subs:
        return m.group("num"), None
    return m.group("num"), subs[0] + "".join(f"({s})" for s in subs[1:])


def _label_key(label: str) -> str:
    return re.sub(r"\s+", "", label or "")


def find_clause(clauses: list[dict], label: str, citing_label: str | None = None) -> dict | None:
    """The clause a subsection path names: exact label, else relative to the citing clause's
    ancestors (``paragraph (2)`` inside ``B(1)`` is ``B(2)``... or ``B(1)(2)``), else the first clause
    whose path starts with it (``Subsection A`` when only ``A(1)``, ``A(2)`` were printed), else a
    unique clause whose path ends with it."""
    want = _label_key(label)
    by_label = {}
    for cl in clauses:
        if cl["label"]:
            by_label.setdefault(_label_key(cl["label"]), cl)
    if want in by_label:
        return by_label[want]
    # Local targets write the first level bare ("12-177(a)(4)" -> "a(4)", as General Code prints
    # "A(2)"); Municode labels print it in parentheses: "(a)(4)".
    if want and want[0] != "(":
        bracketed = re.sub(r"^([^()]+)", r"(\1)", want)
        if bracketed in by_label:
            return by_label[bracketed]
    if citing_label and want.startswith("("):
        parts = re.findall(r"^[^(]+|\([^()]+\)", _label_key(citing_label))
        for n in range(len(parts), 0, -1):
            cand = "".join(parts[:n]) + want
            if cand in by_label:
                return by_label[cand]
            cand = "".join(parts[: n - 1]) + want
            if cand in by_label:
                return by_label[cand]
    for key, cl in by_label.items():
        if key.startswith(want + "("):
            return cl
    ends = [cl for key, cl in by_label.items() if key.endswith(want)]
    return ends[0] if len(ends) == 1 else None


def _dominant_scheme(c: Corpus, mid: str) -> set[tuple[str, int]]:
    counts = c.schemes.get(mid)
    if not counts:
        return _chapter_scheme(c, mid)
    # Every shape used by at least a fifth of the numbered sections counts as "in use";
    # a code may mix chapter-section and chapter-article-section numbering.
    total = sum(counts.values())
    return {shape for shape, n in counts.items() if n * 5 >= total}


def _chapter_scheme(c: Corpus, mid: str) -> set[tuple[str, int]]:
    """The section-number shapes a municipality's chapters imply when no section prints its
    number (hard-wrapped exports): sections of chapter ``544`` are ``544-N`` (or ``544.NN`` in
    Ohio-style codes), sections of chapter ``4-3`` are ``4-3-N``. Chapters come from the
    manifest, so this is what the code's own table of contents says, not a guess from the text."""
    shapes = set()
    for chapter in c.chapters.get(mid, ()):
        sep, parts = split_number(chapter)
        shapes |= {(sep, len(parts) + 1)} if sep else {("-", 2), (".", 2)}
    return shapes


# Statute chapters whose section numbers have a fixed number of digits after the point. The
# Wisconsin Legislature renumbered chapter 66 in 1999 Wis. Act 150 to 66.0101-66.1501; a
# shorter number ("§ 66.052") is either mistyped or a pre-2001 number that no longer exists, and
# either way a reader cannot look it up. (Chapters 61 and 62 still use two digits: 62.15, 62.23.)
STATUTE_SECTION_DIGITS = {("WI", "66"): (4, "66.0101")}  # (digits after the point, first section)


def statute_number_problem(target: str, jurisdiction: str | None) -> str | None:
    m = re.match(r"^(\d+[A-Z]?)\.(\d+)", (target or "").strip())
    if not m:
        return None
    rule = STATUTE_SECTION_DIGITS.get(((jurisdiction or "").upper(), m.group(1)))
    if rule is None or len(m.group(2)) == rule[0]:
        return None
    return (f"chapter {m.group(1)} of the statutes numbers its sections with {rule[0]} digits after the point "
            f"({rule[1]} and up); {m.group(1)}.{m.group(2)} has {len(m.group(2))}")


def resolve_citation(c: Corpus, cit: dict) -> Resolution:
    kind = cit["kind"]
    cid = cit["id"]
    if kind == "state_statute":
        problem = statute_number_problem(cit["target"], cit.get("jurisdiction"))
        if problem:
            return Resolution(cid, "malformed", reason=problem)
        return Resolution(cid, "external", url=statute_url(cit["target"], cit.get("jurisdiction")), reason="state statute")
    if kind == "external_standard":
        return Resolution(cid, "external", url=standard_url(cit["target"]) or standard_url(cit["text"]), reason="external standard")
    if kind == "other_code":
        if (cit.get("jurisdiction") or "").upper() == "US":
            return Resolution(cid, "external", reason="federal law")
        return Resolution(cid, "external", reason="another code of this municipality")
    if kind == "internal_subsection":
        return _resolve_internal(c, cit)
    if kind == "local_code":
        return _resolve_local(c, cit)
    return Resolution(cid, "external", reason=f"citation kind {kind!r}")


def _resolve_internal(c: Corpus, cit: dict) -> Resolution:
    sid = cit["section_id"]
    clauses = c.clauses_by_section.get(sid, [])
    if not any(cl["label"] for cl in clauses):
        # Neither printed nor reconstructed labels: the reference stays inside the section we
        # can point to, but which subsection it names cannot be checked.
        return Resolution(cit["id"], "resolved", section_id=sid, reason="subsection labels unknown")
    doc_text = c.documents.get(cit["document_id"], {}).get("text") or ""
    other = _OF_OTHER_SECTION.match(doc_text, cit["end_offset"] or 0) if cit.get("end_offset") is not None else None
    if other:
        # "subsections (4) through (7) of section 12-177 (a)": subdivisions of another section.
        target_sid = c.section_by_number.get((cit["municipality_id"], other.group(1)))
        if target_sid:
            return Resolution(cit["id"], "resolved", section_id=target_sid)
        return Resolution(cit["id"], "external", reason=f"a subdivision of section {other.group(1)}")
    citing = c.clauses.get(cit["clause_id"]) if cit["clause_id"] else None
    hit = find_clause(clauses, cit["target"], citing["label"] if citing else None)
    if hit:
        return Resolution(cit["id"], "resolved", section_id=sid, clause_id=hit["id"])
    inline = _inline_holder(c, clauses, cit["target"], doc_text)
    if inline:
        # Numbered items printed inside one paragraph ("(c) Enforcement. (1) ... (4) ...") that the
        # parser kept as one clause: the label exists in the text, just not as its own clause.
        return Resolution(cit["id"], "resolved", section_id=sid, clause_id=inline["id"], reason="label printed inline")
    return Resolution(cit["id"], "dangling", section_id=sid, reason="no clause of the citing section has this label")


def _inline_holder(c: Corpus, clauses: list[dict], target: str, doc_text: str) -> dict | None:
    marker = re.findall(r"\([^()]+\)$", target or "")
    if not marker:
        return None
    pattern = re.compile(r"(?:^|[\s.:;])" + re.escape(marker[0]) + r"\s+[A-Z]")
    prefix = target[: -len(marker[0])]
    for cl in clauses:
        if prefix and not (cl["label"] or "").startswith(prefix):
            continue
        if pattern.search(doc_text, cl["start_offset"], cl["end_offset"]):
            return cl
    return None


def _resolve_local(c: Corpus, cit: dict) -> Resolution:
    cid, mid = cit["id"], cit["municipality_id"]
    chap = _CHAPTER_TARGET.match(cit["target"] or "")
    if chap:
        return _resolve_chapter(c, cit, chap.group(1))
    parsed = parse_local(cit["target"])
    if parsed is None:
        # Titles, articles and other forms we cannot place in the section index: a reference
        # beyond what we can check, which is not the same as a wrong one.
        return Resolution(cid, "external", reason="not a section-level reference")
    num, sub = parsed
    sep, parts = split_number(num)
    scheme = _dominant_scheme(c, mid)
    chapters = c.chapters.get(mid, set())
    if not sep:
        if _CHAPTER_WORD.match(cit["text"] or ""):
            return _resolve_chapter(c, cit, num)
        nearest = _nearest(c, cit, num)
        if nearest and any(s for s, _ in scheme) and _one_slip(num, nearest):
            # A bare run of digits one slip away from a number of this code: a dropped hyphen
            # or point ("3706" for "370-6"), not a number any reader can look up.
            return Resolution(cid, "malformed", suggestion=nearest, reason="no chapter-section separator")
        glued = _glued_chapter(c, cit, num, scheme)
        if glued:
            # The same slip where the intended section is not (or no longer) in the text, or the
            # text prints no numbers to compare with: the chapter's own number followed by a
            # section number is still no number this code uses.
            exists = c.section_by_number.get((mid, glued)) is not None
            why = "no chapter-section separator" + ("" if exists else f"; § {glued} is not in the text either")
            return Resolution(cid, "malformed", suggestion=glued, reason=why)
        # Otherwise a bare "§ 3" is most likely a section of some other law whose name the
        # extractor did not attach ("M.G.L. c. 87, § 3"): beyond what we can check.
        return Resolution(cid, "external", reason="bare section number, not of this code's numbering")
    key = chapter_key(num)
    if scheme and (sep, len(parts)) not in scheme:
        # A shape this code does not use (three-part "6-2-4" in a code numbered "370-7"):
        # numbering that survived a recodification and now leads nowhere.
        examples = ", ".join(sorted(_shape_example(c, mid, s) for s in scheme))
        return Resolution(cid, "dangling", reason=f"{num} is numbered in a scheme this code no longer uses (it numbers sections like {examples})")
    if key not in chapters:
        return Resolution(cid, "external", reason=f"chapter {key} is not in the corpus")
    sid = c.section_by_number.get((mid, num))
    if sid is None:
        if key not in c.numbered_chapters.get(mid, set()):
            # We hold the chapter but its text prints no section numbers (hard-wrapped exports),
            # so no reference into it can be followed or refuted: calling them all dangling
            # would drown the real defects, calling them external would hide that they point
            # into text we hold. They stay "unresolved" and the chapter gets one note.
            return Resolution(cid, "unresolved", reason=f"chapter {key} is in the corpus without section numbers")
        return Resolution(cid, "dangling", reason=f"chapter {key} has no § {num}")
    if sub is None:
        if sid == cit["section_id"]:
            return Resolution(cid, "self", section_id=sid)
        return Resolution(cid, "resolved", section_id=sid)
    clauses = c.clauses_by_section.get(sid, [])
    if not any(cl["label"] for cl in clauses):
        # The section's subsections carry no labels at all (neither printed nor reconstructed):
        # we can follow the reference to the section but cannot check the letter.
        return Resolution(cid, "resolved", section_id=sid, reason="subsection labels unknown")
    hit = find_clause(clauses, sub)
    if hit:
        return Resolution(cid, "resolved", section_id=sid, clause_id=hit["id"])
    return Resolution(cid, "dangling", section_id=sid, reason=f"§ {num} has no subsection {sub}")


def _resolve_chapter(c: Corpus, cit: dict, chapter: str) -> Resolution:
    doc_id = c.chapter_documents.get((cit["municipality_id"], chapter))
    if doc_id:
        return Resolution(cit["id"], "resolved", document_id=doc_id)
    return Resolution(cit["id"], "external", reason=f"chapter {chapter} is not in the corpus")


def _shape_example(c: Corpus, mid: str, shape: tuple[str, int]) -> str:
    for num in c.numbers_by_municipality.get(mid, []):
        sep, parts = split_number(num)
        if (sep, len(parts)) == shape:
            return num
    return "?"


def _glued_chapter(c: Corpus, cit: dict, printed: str, scheme: set[tuple[str, int]]) -> str | None:
    """``5446`` in chapter 544 -> ``544-6``: one of this code's chapter numbers with a section
    number glued on. Only where the code separates chapter and section at all, only for chapters
    of two or more digits (a one-digit prefix would read every bare "§ 12" as "1-2"), and the
    citing document's own chapter first, as a drafter most often cites within the chapter."""
    seps = {s for s, _ in scheme if s}
    if not seps:
        return None
    sep = "-" if "-" in seps else sorted(seps)[0]
    own = str(c.documents.get(cit["document_id"], {}).get("chapter") or "")
    chapters = sorted(c.chapters.get(cit["municipality_id"], ()), key=lambda ch: (ch != own, -len(ch)))
    for chapter in chapters:
        flat = re.sub(r"[-.]", "", chapter)
        if len(flat) < 2 or not printed.startswith(flat):
            continue
        rest = printed[len(flat):]
        if re.fullmatch(r"[1-9]\d{0,2}[A-Z]?", rest):
            return f"{chapter}{sep}{rest}"
    return None


def _one_slip(printed: str, existing: str) -> bool:
    return printed == re.sub(r"[-.]", "", existing) or Levenshtein.distance(printed, existing) <= 1


def _nearest(c: Corpus, cit: dict, printed: str) -> str | None:
    """The existing section number closest to a malformed one (edit distance), preferring the
    citing document's own numbers: "3706" -> "370-6" is one dropped hyphen."""
    pool = c.numbers_by_document.get(cit["document_id"]) or c.numbers_by_municipality.get(cit["municipality_id"], [])
    if not pool:
        return None
    best = process.extractOne(printed, pool, scorer=Levenshtein.distance)
    return best[0] if best else None


def resolve_all(c: Corpus) -> dict[str, Resolution]:
    return {cit["id"]: resolve_citation(c, cit) for cit in c.citations}


# ---------------------------------------------------------------- graph
def _node_attrs(**kw) -> dict:
    # GraphML accepts only strings and numbers; leave out what we do not know.
    return {k: v for k, v in kw.items() if v is not None}


def target_node(cit: dict, res: Resolution) -> tuple[str, dict]:
    if res.clause_id:
        return f"clause:{res.clause_id}", {}
    if res.section_id and res.status in ("resolved", "self"):
        return f"section:{res.section_id}", {}
    if res.document_id:
        return f"document:{res.document_id}", {}
    kind, target = cit["kind"], cit["target"] or cit["text"]
    if kind == "state_statute":
        j = (cit.get("jurisdiction") or "").upper() or "US"
        return f"statute:{j}:{target}", _node_attrs(kind="statute", label=target, jurisdiction=j, url=res.url)
    if kind == "external_standard":
        return f"standard:{target}", _node_attrs(kind="external_standard", label=target, url=res.url)
    mid = cit["municipality_id"]
    if res.status == "external":
        return f"external:{mid}:{target}", _node_attrs(kind="external_local", label=target, municipality_id=mid)
    return f"missing:{mid}:{target}", _node_attrs(kind=f"{res.status}_target", label=target, municipality_id=mid)


def graph_from(c: Corpus, resolutions: dict[str, Resolution]) -> nx.MultiDiGraph:
    g = nx.MultiDiGraph()
    for m in c.municipalities.values():
        g.add_node(f"municipality:{m['id']}", **_node_attrs(kind="municipality", label=m["name"], state=m.get("state")))
    for d in c.documents.values():
        node = f"document:{d['id']}"
        g.add_node(node, **_node_attrs(kind="document", label=d.get("title") or d["id"], path=d["path"], chapter=d.get("chapter")))
        g.add_edge(f"municipality:{d['municipality_id']}", node, key="contains", kind="contains")
    for s in c.sections.values():
        node = f"section:{s['id']}"
        g.add_node(node, **_node_attrs(kind="section", label=s["number"] or s["title"] or s["id"], number=s["number"],
                                       title=s["title"], line=s["line"]))
        g.add_edge(f"document:{s['document_id']}", node, key="contains", kind="contains")
    for cl in c.clauses.values():
        node = f"clause:{cl['id']}"
        g.add_node(node, **_node_attrs(kind="clause", label=cl["label"] or cl["caption"] or cl["id"],
                                       caption=cl["caption"], line=cl["line"]))
        g.add_edge(f"section:{cl['section_id']}", node, key="contains", kind="contains")
    for cit in c.citations:
        res = resolutions[cit["id"]]
        src = f"clause:{cit['clause_id']}" if cit["clause_id"] else f"section:{cit['section_id']}"
        dst, attrs = target_node(cit, res)
        if dst not in g:
            g.add_node(dst, **attrs)
        g.add_edge(src, dst, key=cit["id"], **_node_attrs(
            kind="cites", citation_id=cit["id"], citation_kind=cit["kind"], status=res.status,
            text=cit["text"], line=cit["line"], qualifier=cit.get("qualifier"), url=res.url,
        ))
    return g


def build_graph(db: sqlite_utils.Database, municipality: str | None = None) -> nx.MultiDiGraph:
    """The cross-reference graph: ``contains`` edges for the hierarchy, ``cites`` edges from the
    citing clause to what it names (a clause, section, statute, standard or an unresolved target)."""
    c = load_corpus(db, municipality)
    return graph_from(c, resolve_all(c))


def write_graph(db_path: str, out_path: str, municipality: str | None = None, fmt: str = "json") -> None:
    from . import store

    p = Path(db_path)
    if not p.is_file():
        raise InputError(db_path, "no such database file")
    db = store.open_db(str(p))
    try:
        if not db["citations"].exists():
            raise InputError(db_path, "not a codecompare database (no citations table)")
        if municipality and not db.execute("SELECT 1 FROM municipalities WHERE id = ?", [municipality]).fetchone():
            known = ", ".join(r[0] for r in db.execute("SELECT id FROM municipalities ORDER BY id"))
            raise InputError(db_path, f"no municipality {municipality!r}; known: {known}")
        g = build_graph(db, municipality)
    finally:
        db.close()
    if fmt == "graphml":
        text = "\n".join(nx.generate_graphml(g)) + "\n"
    elif fmt == "json":
        text = json.dumps(nx.node_link_data(g, edges="edges"), ensure_ascii=False, indent=1) + "\n"
    else:
        raise InputError(out_path, f"unknown graph format {fmt!r} (graphml or json)")
    if out_path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        out = Path(out_path)
        tmp = out.with_name(f".{out.name}.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(out)


# ---------------------------------------------------------------- the corpus-level pass
def run(db: sqlite_utils.Database) -> None:
    """Resolve every citation, build the graph, and rewrite this pass's findings (idempotent)."""
    from . import findings

    c = load_corpus(db)
    resolutions = resolve_all(c)
    graph = graph_from(c, resolutions)
    new = findings.corpus_findings(db, c, resolutions, graph)
    with db.atomic():
        db.conn.executemany(
            "UPDATE citations SET status = ?, resolved_section_id = ?, resolved_clause_id = ?, url = ? WHERE id = ?",
            [(r.status, r.section_id, r.clause_id, r.url, r.citation_id) for r in resolutions.values()],
        )
        db.conn.execute(f"DELETE FROM findings WHERE pass IN ({','.join('?' * len(OWN_PASSES))})", OWN_PASSES)
        if new:
            db["findings"].insert_all(new, pk="id", batch_size=500, replace=True)
