"""Akoma Ntoso 3.0 (OASIS LegalDocML) export: one ``<akomaNtoso><act>`` per document.

The XML is built from the database alone (``documents.text`` plus the offsets stored for
sections, clauses, notes, quantities, citations and obligations), with lxml element builders,
validated against the bundled OASIS schema (``data/akn/akomantoso30.xsd``) and written one
document at a time, each file atomically.

Conventions this export follows, and why:

* Identification follows the AKN naming convention with our own ``code`` subtype:
  ``/akn/us-wi/act/code/<municipality_id>/ch<chapter>`` for the Work, ``…/eng@<date>`` for the
  Expression, ``…/eng@<date>/!main.xml`` for the Manifestation. Adoption dates of municipal
  ordinances are mostly not printed in the codified text, so every FRBRdate is the date the
  database was built, and its ``name`` says so rather than pretending to be an enactment date.
* eIds: ``sec_<number>``, ``__subsec_<label>`` (depth 1), ``__para_`` (2), ``__subpara_`` (3),
  ``__point_`` (4+). The label part is the last component of the printed path (``A(2)`` at depth 2
  → ``para_2``), stripped of characters the convention reserves (``_`` separates levels,
  whitespace is not allowed, punctuation is dropped). Elements with no printed number get
  ``u<position>`` (``sec_u3``). A collision (the same number printed twice, as in recodified or
  concatenated text) gets ``-dup2``, ``-dup3``… so eIds stay unique per file.
* A clause label that the source dropped and the parser reconstructed (``Clause.label_reconstructed``)
  is written as ``<num status="editorial">``: the schema defines ``editorial`` as content "inserted as
  an editorial process when creating the XML markup", which is exactly what a reconstructed label is.
  The full label path is kept in ``cc:label`` (our namespace, allowed by the schema's ``core``
  attributes) so a reader recovers ``A(2)`` without re-deriving it.
* Inline markup is placed by stored document offsets. Spans are sorted by start, longer first,
  then by kind (note > citation > obligation bearer > quantity). A span is kept when it lies
  inside the region being written and inside (or after) every span already kept; a span that
  crosses the boundary of a kept span, leaves its region, or repeats a kept span exactly is
  dropped — its text stays, unmarked. Text is always written from the document slice, so markup
  can be lost but never words.
* Citations are ``<ref href>`` with ``class`` = the stored status (resolved | self | dangling |
  malformed | external | unresolved): resolved ones to ``#<eId>`` (or the other Work's IRI with
  ``/~<eId>``; a whole-chapter reference to that chapter's Work IRI), statutes to
  ``citations.url`` or an AKN IRI of the state's statutes (``/akn/us-wi/act/statutes/66.0907``).
  A dangling subsection reference whose section exists links to that section, still marked
  ``class="dangling"``. What leads nowhere (dangling, malformed, unlinked standards, other
  chapters not in the corpus) gets ``href="#"`` — the schema requires ``href`` — and a ``title``
  saying why, so the printed words stay a marked reference.
* Text that no section/clause owns is never dropped: before the first section it is the
  ``preface``; between or after sections an ``hcontainer name="unstructured"``; inside a section
  before the first clause its ``intro``, between clauses a ``crossHeading class="unstructured"``,
  after the last clause its ``wrapUp``. Notes (``notes`` table) become ``authorialNote`` where
  their span stands.
"""
from __future__ import annotations

import bisect
import datetime as _dt
import os
import re
import tempfile
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Iterable, Iterator
from urllib.parse import quote

import sqlite_utils
from lxml import etree

from .errors import CodecompareError, InputError

AKN_NS = "http://docs.oasis-open.org/legaldocml/ns/akn/3.0"
CC_NS = "urn:codecompare:akn:1"
NSMAP = {None: AKN_NS, "cc": CC_NS}

# Element name and eId prefix per clause depth (AKN naming convention abbreviations).
DEPTH_ELEMENTS = {1: ("subsection", "subsec"), 2: ("paragraph", "para"), 3: ("subparagraph", "subpara")}
DEEPER_ELEMENT = ("point", "point")

# Outer-first order when two spans start and end at the same characters.
KIND_RANK = {"note": 0, "citation": 1, "role": 2, "quantity": 3}

DATE_NAME = "database build date (adoption date not stated in the codified text)"


class AknValidationError(CodecompareError):
    """An exported document does not validate against the Akoma Ntoso schema."""

    def __init__(self, document_id: str, message: str):
        self.document_id = document_id
        super().__init__(f"Akoma Ntoso export of document {document_id!r} is not schema-valid: {message}")


def akn(tag: str) -> str:
    return f"{{{AKN_NS}}}{tag}"


def cc(attr: str) -> str:
    return f"{{{CC_NS}}}{attr}"


# --------------------------------------------------------------------------------------------
# Schema


@lru_cache(maxsize=1)
def schema() -> etree.XMLSchema:
    """The bundled OASIS schema, parsed once per process (xml.xsd is imported from beside it)."""
    path = resources.files("codecompare") / "data" / "akn" / "akomantoso30.xsd"
    with resources.as_file(path) as p:
        return etree.XMLSchema(etree.parse(str(p)))


def validate(root: etree._Element, document_id: str) -> None:
    s = schema()
    if not s.validate(root):
        err = s.error_log.last_error
        raise AknValidationError(document_id, f"line {err.line}: {err.message}" if err else "invalid")


# --------------------------------------------------------------------------------------------
# Pure helpers: names, IRIs, eIds, text


_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def xml_safe(text: str) -> str:
    """Replace characters XML 1.0 cannot carry, one for one, so stored offsets stay valid."""
    return _XML_INVALID.sub(lambda m: " " if m.group() in "\x0b\x0c" else "\ufffd", text)


def slug(value: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", value.lower()).strip("-") or "x"


def eid_token(value: str) -> str:
    """A number as the naming convention wants it inside an eId: no whitespace, no ``_``,
    no punctuation except ``-`` and ``.`` (section numbers such as ``370-7`` and ``905.02``)."""
    token = re.sub(r"[^A-Za-z0-9.\-]+", "-", value.strip()).strip("-.")
    return token


_LABEL_PART = re.compile(r"\(([^()]*)\)|\[([^\[\]]*)\]|([^()\[\]\s.]+)")


def label_parts(label: str) -> list[str]:
    """``A(2)`` -> ``['A', '2']``; ``(b)(1)`` -> ``['b', '1']``; ``[1]`` -> ``['1']``."""
    return [next(g for g in m.groups() if g is not None) for m in _LABEL_PART.finditer(label)]


def clause_element(depth: int) -> tuple[str, str]:
    return DEPTH_ELEMENTS.get(max(depth or 1, 1), DEEPER_ELEMENT)


def country_code(state: str | None) -> str:
    return f"us-{state.lower()}" if state else "us"


def chapter_token(chapter: str | None, document_id: str) -> str:
    return "ch" + (eid_token(chapter) if chapter and eid_token(chapter) else slug(document_id.rsplit("/", 1)[-1]))


def work_iri(state: str | None, municipality_id: str, chapter: str | None, document_id: str) -> str:
    return f"/akn/{country_code(state)}/act/code/{municipality_id}/{chapter_token(chapter, document_id)}"


def format_number(value: float | None) -> str:
    if value is None:
        return "?"
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def quantity_normalized(q: dict) -> str:
    """``min 6 inch``, ``range 6..8 inch``, ``max 11-15 date``: comparator, value, canonical unit."""
    if q.get("value_text"):
        value = q["value_text"]
    elif q.get("comparator") == "range" and q.get("value_high") is not None:
        value = f"{format_number(q.get('value'))}..{format_number(q['value_high'])}"
    else:
        value = format_number(q.get("value"))
    return f"{q.get('comparator') or 'exact'} {value} {q.get('unit') or 'count'}"


def unique(candidate: str, taken: set[str]) -> str:
    out, n = candidate, 1
    while out in taken:
        n += 1
        out = f"{candidate}-dup{n}"
    taken.add(out)
    return out


# --------------------------------------------------------------------------------------------
# Document outline: sections and nested clauses with their eIds (pure, from rows)


@dataclass
class Node:
    row: dict
    eid: str
    tag: str
    children: list["Node"] = field(default_factory=list)


def outline(sections: list[dict], clauses: list[dict]) -> list[Node]:
    """Sections in order, each with its clauses nested by depth, every element with its eId.

    A clause belongs to the nearest preceding clause of smaller depth in its section (a depth-3
    item after a depth-1 subsection, with the depth-2 level skipped, still nests under it)."""
    by_section: dict[str, list[dict]] = {}
    for c in clauses:
        by_section.setdefault(c["section_id"], []).append(c)
    taken: set[str] = set()
    out = []
    for pos, s in enumerate(sorted(sections, key=lambda r: r["ordinal"]), 1):
        number = eid_token(s["number"]) if s.get("number") else ""
        sec = Node(s, unique(f"sec_{number}" if number else f"sec_u{pos}", taken), "section")
        stack: list[tuple[int, Node]] = []
        for c in sorted(by_section.get(s["id"], []), key=lambda r: r["ordinal"]):
            depth = max(c.get("depth") or 1, 1)
            while stack and stack[-1][0] >= depth:
                stack.pop()
            parent = stack[-1][1] if stack else sec
            tag, prefix = clause_element(depth)
            parts = label_parts(c["label"]) if c.get("label") else []
            token = eid_token(parts[-1]) if parts else ""
            token = token or f"u{len(parent.children) + 1}"
            node = Node(c, unique(f"{parent.eid}__{prefix}_{token}", taken), tag)
            parent.children.append(node)
            stack.append((depth, node))
        out.append(sec)
    return out


def walk(nodes: Iterable[Node]) -> Iterator[Node]:
    for n in nodes:
        yield n
        yield from walk(n.children)


# --------------------------------------------------------------------------------------------
# Inline spans: placement by offsets


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    kind: str  # note | citation | role | quantity
    tag: str
    attrib: tuple[tuple[str, str], ...] = ()


@dataclass
class Placed:
    span: Span
    children: list["Placed"] = field(default_factory=list)


def place(spans: list[Span], lo: int, hi: int) -> list[Placed]:
    """Nest the spans that fit in [lo, hi); drop those that cross a kept span (see module doc)."""
    roots: list[Placed] = []
    stack: list[Placed] = []
    seen: set[tuple[int, int, str]] = set()
    for sp in sorted(spans, key=lambda s: (s.start, -s.end, KIND_RANK.get(s.kind, 9), s.tag, s.attrib)):
        if sp.start < lo or sp.end > hi or sp.end <= sp.start or (sp.start, sp.end, sp.kind) in seen:
            continue
        while stack and stack[-1].span.end <= sp.start:
            stack.pop()
        if stack and sp.end > stack[-1].span.end:
            continue  # crosses a kept span
        placed = Placed(sp)
        (stack[-1].children if stack else roots).append(placed)
        stack.append(placed)
        seen.add((sp.start, sp.end, sp.kind))
    return roots


def _append_text(el: etree._Element, last: etree._Element | None, text: str) -> None:
    if not text:
        return
    if last is None:
        el.text = (el.text or "") + text
    else:
        last.tail = (last.tail or "") + text


def fill(el: etree._Element, text: str, lo: int, hi: int, placed: list[Placed]) -> None:
    """Write text[lo:hi] into ``el`` as mixed content, wrapping each placed span in its element."""
    cursor, last = lo, None
    for p in placed:
        _append_text(el, last, text[cursor:p.span.start])
        child = etree.SubElement(el, akn(p.span.tag), dict(p.span.attrib))
        target = etree.SubElement(child, akn("p")) if p.span.tag == "authorialNote" else child
        fill(target, text, p.span.start, p.span.end, p.children)
        last, cursor = child, p.span.end
    _append_text(el, last, text[cursor:hi])


class SpanIndex:
    """All spans of one document sorted by start, so each region takes its spans in O(log n + k)."""

    def __init__(self, spans: list[Span]):
        self.spans = sorted(spans, key=lambda s: (s.start, s.end))
        self.starts = [s.start for s in self.spans]

    def within(self, lo: int, hi: int) -> list[Span]:
        i = bisect.bisect_left(self.starts, lo)
        j = bisect.bisect_left(self.starts, hi)
        return [s for s in self.spans[i:j] if s.end <= hi]


# --------------------------------------------------------------------------------------------
# Reading one document's rows


def _rows(db: sqlite_utils.Database, table: str, document_id: str, order: str = "rowid") -> list[dict]:
    if not db[table].exists():
        return []
    return list(db.query(f"SELECT * FROM [{table}] WHERE document_id = ? ORDER BY {order}", [document_id]))


def build_date(db: sqlite_utils.Database) -> str:
    """The date the database was built: a stored ``built_at`` if the pipeline records one,
    otherwise the database file's modification date (UTC)."""
    if db["codecompare_meta"].exists():
        row = db.execute("SELECT value FROM codecompare_meta WHERE key = 'built_at'").fetchone()
        if row and re.match(r"\d{4}-\d{2}-\d{2}", str(row[0])):
            return str(row[0])[:10]
    path = db.execute("PRAGMA database_list").fetchone()[2]
    ts = os.path.getmtime(path) if path and os.path.exists(path) else _dt.datetime.now(_dt.timezone.utc).timestamp()
    return _dt.datetime.fromtimestamp(ts, _dt.timezone.utc).date().isoformat()


@dataclass
class Context:
    """What every element of one document needs: its Work IRI, eIds, and the corpus' eIds."""

    document: dict
    municipality: dict
    work: str
    eid_of: dict[str, str]  # section/clause row id -> eId (this document)
    db: sqlite_utils.Database
    foreign: dict[str, tuple[str, dict[str, str]]] = field(default_factory=dict)

    def other_document(self, document_id: str) -> tuple[str, dict[str, str]]:
        """Work IRI and eIds of another document (for references across chapters), memoized."""
        if document_id not in self.foreign:
            doc = self.db["documents"].get(document_id)
            muni = _municipality(self.db, doc["municipality_id"])
            nodes = outline(_rows(self.db, "sections", document_id), _rows(self.db, "clauses", document_id))
            self.foreign[document_id] = (
                work_iri(muni.get("state"), doc["municipality_id"], doc.get("chapter"), document_id),
                {n.row["id"]: n.eid for n in walk(nodes)},
            )
        return self.foreign[document_id]


def _municipality(db: sqlite_utils.Database, municipality_id: str) -> dict:
    rows = list(db.query("SELECT * FROM municipalities WHERE id = ?", [municipality_id]))
    return rows[0] if rows else {"id": municipality_id, "name": municipality_id, "state": None}


# --------------------------------------------------------------------------------------------
# Spans from the extraction tables


def citation_link(c: dict, ctx: Context) -> tuple[str, str]:
    """(href, class) for one stored citation."""
    target_id = c.get("resolved_clause_id") or c.get("resolved_section_id")
    status = c.get("status") or "unresolved"
    if target_id:
        if target_id in ctx.eid_of:
            return "#" + ctx.eid_of[target_id], status
        owner = ctx.db.execute(
            "SELECT document_id FROM clauses WHERE id = ? UNION SELECT document_id FROM sections WHERE id = ?",
            [target_id, target_id],
        ).fetchone()
        if owner:
            iri, eids = ctx.other_document(owner[0])
            if target_id in eids:
                return f"{iri}/~{eids[target_id]}", status
    chapter = re.fullmatch(r"(?:ch|chapter)\.?\s*(\S+)", c.get("target") or "", re.I)
    if chapter and status in ("resolved", "self"):
        # A reference to a whole chapter resolves to that chapter's Work, not to an element.
        row = ctx.db.execute(
            "SELECT id FROM documents WHERE municipality_id = ? AND chapter = ?",
            [ctx.document["municipality_id"], chapter.group(1)],
        ).fetchone()
        if row:
            return (ctx.work if row[0] == ctx.document["id"] else ctx.other_document(row[0])[0]), status
    if c.get("url"):
        return c["url"], status
    if c.get("kind") == "state_statute" and c.get("target") and status not in ("malformed", "dangling"):
        jur = (c.get("jurisdiction") or ctx.municipality.get("state") or "").lower()
        return f"/akn/us{'-' + jur if jur else ''}/act/statutes/{quote(c['target'], safe='.-()')}", "external"
    return "#", status


def citation_spans(rows: list[dict], ctx: Context) -> list[Span]:
    out = []
    for c in rows:
        if c.get("start_offset") is None or c.get("end_offset") is None:
            continue
        href, cls = citation_link(c, ctx)
        attrib = [("href", href), ("class", cls)]
        if c.get("target"):
            attrib.append((cc("target"), c["target"]))
        if c.get("kind"):
            attrib.append((cc("kind"), c["kind"]))
        if href == "#":
            attrib.append(("title", f"{cls} reference: {c.get('target') or c.get('text')}"))
        out.append(Span(c["start_offset"], c["end_offset"], "citation", "ref", tuple(attrib)))
    return out


def unit_concept(unit: str) -> str:
    return "unit-" + slug(unit or "count")


def quantity_spans(rows: list[dict]) -> list[Span]:
    out = []
    for q in rows:
        if q.get("start_offset") is None or q.get("end_offset") is None:
            continue
        attrib = [("refersTo", "#" + unit_concept(q.get("unit"))), ("normalized", quantity_normalized(q))]
        for key in ("unit", "comparator", "measures"):
            if q.get(key):
                attrib.append((cc(key), str(q[key])))
        out.append(Span(q["start_offset"], q["end_offset"], "quantity", "quantity", tuple(attrib)))
    return out


def bearer_offset(sentence: str, bearer: str) -> tuple[int, int] | None:
    """Where the bearer is named in its sentence (first whole-word match, case-insensitive)."""
    for phrase in (bearer, re.sub(r"^the\s+", "", bearer, flags=re.I)):
        m = re.search(r"(?<!\w)" + re.escape(phrase).replace(r"\ ", r"\s+") + r"(?!\w)", sentence, re.I)
        if m:
            return m.start(), m.end()
    return None


def role_spans(rows: list[dict], text: str, role_eids: dict[str, str]) -> list[Span]:
    out, seen = [], set()
    for ob in rows:
        key = ob.get("sentence_id") or ob["id"]
        if key in seen or not ob.get("bearer") or ob.get("start_offset") is None or ob.get("end_offset") is None:
            continue
        seen.add(key)
        found = bearer_offset(text[ob["start_offset"]:ob["end_offset"]], ob["bearer"])
        if found:
            a, b = found
            attrib = (("refersTo", "#" + role_eids[ob["bearer"]]), (cc("modality"), ob.get("modality") or ""))
            out.append(Span(ob["start_offset"] + a, ob["start_offset"] + b, "role", "role", attrib))
    return out


def note_spans(rows: list[dict]) -> list[Span]:
    out = []
    for n in rows:
        if n.get("start_offset") is None or n.get("end_offset") is None:
            continue
        attrib = (("class", n.get("kind") or "note"), ("placement", "inline"))
        out.append(Span(n["start_offset"], n["end_offset"], "note", "authorialNote", attrib))
    return out


# --------------------------------------------------------------------------------------------
# Building the XML


def _meta(ctx: Context, date: str, roles: dict[str, str], units: list[str]) -> etree._Element:
    doc, muni = ctx.document, ctx.municipality
    country = country_code(muni.get("state"))
    expr = f"{ctx.work}/eng@{date}"
    meta = etree.Element(akn("meta"))
    ident = etree.SubElement(meta, akn("identification"), source="#codecompare")

    def level(name: str, this: str, uri: str, author: str) -> etree._Element:
        el = etree.SubElement(ident, akn(name))
        etree.SubElement(el, akn("FRBRthis"), value=this)
        etree.SubElement(el, akn("FRBRuri"), value=uri)
        etree.SubElement(el, akn("FRBRdate"), date=date, name=DATE_NAME)
        etree.SubElement(el, akn("FRBRauthor"), href=author)
        return el

    work = level("FRBRWork", f"{ctx.work}/!main", ctx.work, "#" + muni["id"])
    etree.SubElement(work, akn("FRBRcountry"), value=country)
    etree.SubElement(work, akn("FRBRsubtype"), value="code")
    if doc.get("chapter"):
        etree.SubElement(work, akn("FRBRnumber"), value=str(doc["chapter"]))
    if doc.get("title"):
        etree.SubElement(work, akn("FRBRname"), value=str(doc["title"]))
    expression = level("FRBRExpression", f"{expr}/!main", expr, "#" + muni["id"])
    etree.SubElement(expression, akn("FRBRlanguage"), language="eng")
    manifestation = level("FRBRManifestation", f"{expr}/!main.xml", f"{expr}.akn", "#codecompare")
    etree.SubElement(manifestation, akn("FRBRformat"), value="application/akn+xml")

    refs = etree.SubElement(meta, akn("references"), source="#codecompare")
    etree.SubElement(
        refs, akn("TLCOrganization"), eId=muni["id"],
        href=f"/akn/ontology/organizations/{country}/{muni['id']}", showAs=muni.get("name") or muni["id"],
    )
    etree.SubElement(
        refs, akn("TLCOrganization"), eId="codecompare", href="/akn/ontology/organizations/codecompare",
        showAs="codecompare (structured export of the codified text)",
    )
    for bearer, eid in sorted(roles.items(), key=lambda kv: kv[1]):
        etree.SubElement(refs, akn("TLCRole"), eId=eid, href=f"/akn/ontology/roles/{country}/{slug(bearer)}", showAs=bearer)
    for unit in units:
        etree.SubElement(refs, akn("TLCConcept"), eId=unit_concept(unit), href=f"/akn/ontology/concepts/units/{slug(unit)}", showAs=unit)
    source = {"path": doc.get("path"), "sha256": doc.get("sha256"), "layout": doc.get("format")}
    prop = etree.SubElement(meta, akn("proprietary"), source="#codecompare")
    etree.SubElement(prop, cc("source"), {k: str(v) for k, v in source.items() if v})
    return meta


_BLANK_LINE = re.compile(r"\n[ \t]*\n\s*")


def paragraphs(text: str, lo: int, hi: int, spans: list[Span]) -> list[tuple[int, int]]:
    """Split text[lo:hi] at blank lines into trimmed paragraph ranges, except where a blank line
    falls inside a span (an editor's note "[1]" + "Editor's Note: …" is one note, not two)."""
    covered: list[list[int]] = []  # merged [start, end) of the spans, sorted
    for sp in sorted(spans, key=lambda s: s.start):
        if covered and sp.start < covered[-1][1]:
            covered[-1][1] = max(covered[-1][1], sp.end)
        else:
            covered.append([sp.start, sp.end])
    starts = [c[0] for c in covered]
    out, cursor = [], lo
    for m in _BLANK_LINE.finditer(text, lo, hi):
        i = bisect.bisect_right(starts, m.start()) - 1
        if i >= 0 and covered[i][1] > m.start():
            continue
        out.append(_trim(text, cursor, m.start()))
        cursor = m.end()
    out.append(_trim(text, cursor, hi))
    return [(a, b) for a, b in out if b > a]


def _block(parent: etree._Element, tag: str, text: str, lo: int, hi: int, spans: SpanIndex, **attrib) -> etree._Element:
    """``<tag><p>…</p><p>…</p></tag>``: one ``p`` per paragraph of text[lo:hi], with inline markup."""
    el = etree.SubElement(parent, akn(tag), attrib)
    inside = spans.within(lo, hi)
    for a, b in paragraphs(text, lo, hi, inside) or [(lo, lo)]:
        fill(etree.SubElement(el, akn("p")), text, a, b, place(spans.within(a, b), a, b))
    return el


def _nonblank(text: str, lo: int, hi: int) -> bool:
    return hi > lo and not text[lo:hi].isspace()


def _num_and_heading(el: etree._Element, node: Node) -> None:
    row = node.row
    if node.tag == "section":
        if row.get("number"):
            etree.SubElement(el, akn("num")).text = row["number"]
        if row.get("title"):
            h = etree.SubElement(el, akn("heading"))
            h.text = xml_safe(row["title"])
            if row.get("heading_misplaced"):
                h.set(cc("misplaced"), "true")
        return
    if row.get("label"):
        parts = label_parts(row["label"])
        num = etree.SubElement(el, akn("num"))
        if row.get("marker"):
            num.text = xml_safe(row["marker"])
        else:
            num.text = parts[-1] if parts else row["label"]
        if row.get("label_reconstructed"):
            num.set("status", "editorial")
            num.set("title", "label reconstructed: the source does not print it")
    if row.get("caption"):
        etree.SubElement(el, akn("heading")).text = xml_safe(row["caption"])


def _gap(container: etree._Element, text: str, lo: int, hi: int, spans: SpanIndex, counter: list[int]) -> None:
    """Text between clauses that no clause owns (stray markers, unattached notes): kept as a
    ``crossHeading`` in the flow so nothing is lost and document order is preserved."""
    if not _nonblank(text, lo, hi):
        return
    lo, hi = _trim(text, lo, hi)
    counter[0] += 1
    el = etree.SubElement(container, akn("crossHeading"), {"class": "unstructured", "eId": f"{container.get('eId')}__crossHeading_{counter[0]}"})
    fill(el, text, lo, hi, place(spans.within(lo, hi), lo, hi))


def _trim(text: str, lo: int, hi: int) -> tuple[int, int]:
    while lo < hi and text[lo].isspace():
        lo += 1
    while hi > lo and text[hi - 1].isspace():
        hi -= 1
    return lo, hi


def _section(body: etree._Element, node: Node, text: str, spans: SpanIndex) -> None:
    row = node.row
    el = etree.SubElement(body, akn("section"), eId=node.eid)
    _num_and_heading(el, node)
    lo, hi = row["start_offset"], row["end_offset"]
    hs, he = row.get("heading_start_offset"), row.get("heading_end_offset")
    first = node.children[0].row["start_offset"] if node.children else hi
    # The printed heading line is carried by num/heading; skip it in the body only where it
    # really stands at the top of this section (a misplaced heading's words stay where printed).
    if hs is not None and he is not None and lo <= hs and he <= first and not text[lo:hs].strip():
        lo = he
    if not node.children:
        lo, hi = _trim(text, lo, hi)
        _block(el, "content", text, lo, hi, spans)
        return
    if _nonblank(text, lo, first):
        a, b = _trim(text, lo, first)
        _block(el, "intro", text, a, b, spans)
    counter = [0]
    cursor = first
    flat = list(walk(node.children))
    # Gaps are taken in document order across the whole subtree, so each one is written once.
    gaps: dict[str, tuple[int, int]] = {}
    for i, c in enumerate(flat):
        if i:
            gaps[c.row["id"]] = (cursor, c.row["start_offset"])
        cursor = max(cursor, c.row["end_offset"])
    _children(el, node.children, text, spans, gaps, counter)
    if _nonblank(text, cursor, hi):
        a, b = _trim(text, cursor, hi)
        _block(el, "wrapUp", text, a, b, spans)


def _children(container: etree._Element, nodes: list[Node], text: str, spans: SpanIndex, gaps: dict, counter: list[int]) -> None:
    for child in nodes:
        gap = gaps.get(child.row["id"])
        if gap:
            _gap(container, text, gap[0], gap[1], spans, counter)
        row = child.row
        el = etree.SubElement(container, akn(child.tag), eId=child.eid)
        if row.get("label"):
            el.set(cc("label"), xml_safe(row["label"]))
        _num_and_heading(el, child)
        lo, hi = row["start_offset"], row["end_offset"]
        if child.children:
            _block(el, "intro", text, lo, hi, spans)
            _children(el, child.children, text, spans, gaps, counter)
        else:
            _block(el, "content", text, lo, hi, spans)


def document_to_xml(db: sqlite_utils.Database | str, document_id: str) -> etree._Element:
    """The ``<akomaNtoso>`` element of one stored document (not yet validated)."""
    if not isinstance(db, sqlite_utils.Database):
        db = sqlite_utils.Database(str(db))
    doc = db["documents"].get(document_id)
    muni = _municipality(db, doc["municipality_id"])
    text = xml_safe(doc.get("text") or "")
    sections = _rows(db, "sections", document_id, "ordinal")
    nodes = outline(sections, _rows(db, "clauses", document_id, "section_id, ordinal"))
    ctx = Context(
        document=doc, municipality=muni, db=db,
        work=work_iri(muni.get("state"), doc["municipality_id"], doc.get("chapter"), document_id),
        eid_of={n.row["id"]: n.eid for n in walk(nodes)},
    )
    quantities = _rows(db, "quantities", document_id)
    obligations = _rows(db, "obligations", document_id)
    role_eids: dict[str, str] = {}
    taken = {muni["id"], "codecompare"} | {unit_concept(q.get("unit")) for q in quantities}
    for bearer in sorted({o["bearer"] for o in obligations if o.get("bearer")}):
        role_eids[bearer] = unique("role-" + slug(bearer), taken)
    spans = SpanIndex(
        note_spans(_rows(db, "notes", document_id))
        + citation_spans(_rows(db, "citations", document_id), ctx)
        + role_spans(obligations, text, role_eids)
        + quantity_spans(quantities)
    )
    units = sorted({q.get("unit") or "count" for q in quantities})

    root = etree.Element(akn("akomaNtoso"), nsmap=NSMAP)
    act = etree.SubElement(root, akn("act"), name="code")
    act.append(_meta(ctx, build_date(db), role_eids, units))
    first = nodes[0].row["start_offset"] if nodes else len(text)
    if _nonblank(text, 0, first):
        a, b = _trim(text, 0, first)
        _block(act, "preface", text, a, b, spans)
    body = etree.SubElement(act, akn("body"))
    cursor, between = first, 0
    for node in nodes:
        if _nonblank(text, cursor, node.row["start_offset"]):
            between += 1
            a, b = _trim(text, cursor, node.row["start_offset"])
            _unstructured(body, text, a, b, spans, between)
        _section(body, node, text, spans)
        cursor = max(cursor, node.row["end_offset"])
    if _nonblank(text, cursor, len(text)) or not nodes:
        between += 1
        a, b = _trim(text, cursor, len(text))
        _unstructured(body, text, a, b, spans, between)
    return root


def _unstructured(body: etree._Element, text: str, lo: int, hi: int, spans: SpanIndex, n: int) -> None:
    """Text outside every section (between or after them): an ``hcontainer`` so it stays in order."""
    el = etree.SubElement(body, akn("hcontainer"), name="unstructured", eId=f"hcontainer_{n}")
    _block(el, "content", text, lo, hi, spans)


# --------------------------------------------------------------------------------------------
# Export and read-back


def output_name(document_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9.\-]+", "_", document_id).strip("_") + ".akn.xml"


def _write_atomic(root: etree._Element, path: Path) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            etree.ElementTree(root).write(fh, xml_declaration=True, encoding="UTF-8", pretty_print=False)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def export_db(db_path: str, out_dir: str) -> list[Path]:
    """One validated Akoma Ntoso file per document; one document in memory at a time."""
    if not Path(db_path).is_file():
        raise InputError(str(db_path), "no such database file")
    db = sqlite_utils.Database(str(db_path))
    if not db["documents"].exists():
        raise InputError(str(db_path), "not a codecompare database (no documents table)")
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise InputError(str(out_dir), "exists and is not a directory")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for (document_id,) in db.execute("SELECT id FROM documents ORDER BY id").fetchall():
        root = document_to_xml(db, document_id)
        validate(root, document_id)
        path = out / output_name(document_id)
        _write_atomic(root, path)
        written.append(path)
    return written


def _text(el: etree._Element | None) -> str:
    return " ".join("".join(el.itertext()).split()) if el is not None else ""


def _block_text(block: etree._Element | None) -> str:
    # Paragraphs were split at blank lines, so a paragraph boundary reads back as one space.
    if block is None:
        return ""
    return " ".join(t for t in (_text(p) for p in block.iterfind(akn("p"))) if t)


def read_back(path: str | os.PathLike) -> dict:
    """What an AKN consumer would recover from one exported file: identification, and per
    section its number, heading and clauses (label, num, caption, whitespace-normalized text)."""
    tree = etree.parse(str(path))
    ns = {"a": AKN_NS}
    work = tree.find(".//a:FRBRWork/a:FRBRuri", ns)
    sections = []
    for sec in tree.iterfind(".//a:body/a:section", ns):
        clauses = []
        for el in sec.iter(*(akn(t) for t in ("subsection", "paragraph", "subparagraph", "point"))):
            block = el.find("a:content", ns)
            if block is None:
                block = el.find("a:intro", ns)
            num = el.find("a:num", ns)
            clauses.append({
                "eId": el.get("eId"),
                "label": el.get(cc("label")),
                "num": num.text if num is not None else None,
                "reconstructed": num is not None and num.get("status") == "editorial",
                "caption": _text(el.find("a:heading", ns)) or None,
                "text": _block_text(block),
                "element": etree.QName(el).localname,
            })
        num = sec.find("a:num", ns)
        sections.append({
            "eId": sec.get("eId"),
            "number": num.text if num is not None else None,
            "heading": _text(sec.find("a:heading", ns)) or None,
            "clauses": clauses,
        })
    return {"work": work.get("value") if work is not None else None, "sections": sections}
