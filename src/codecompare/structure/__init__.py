"""The structure stage: decoded text -> sections -> clauses (``parse``).

Layouts (``Document.layout``), one module per family (heading pattern and its conventions),
chosen by ``detect.py``:

* ``general_code``   — ``§ 308-6 Title.`` (eCode360); dropped letters are rebuilt (``general_code.py``)
* ``american_legal`` — ``§ 92.04  SIDEWALK CONSTRUCTION.`` / ``§ 7-1-5 SIDEWALKS.``
* ``municode``       — ``Sec. 18-41. - Street numbering.`` and enCodePlus ``Sec. 12-1. Title.``
* ``ohio``           — ``1022.01 PERMIT REQUIRED.`` (Ohio codified ordinances)
* ``code_publishing``— ``10.15.020 Title.``
* ``markdown``       — ``## 905.02 Title``
* ``number_line``    — ``10-1-1`` alone on a line, the caps title on the next (Brandon, SD)
* ``hard_wrapped``   — no headings; sections where the lettering restarts (``hard_wrapped.py``)
* ``plain``          — nothing recognizable: one section, one clause, a ``no_structure`` note

Section titles come from the printed heading (``title_source="heading"``), else from the
first run-in caption (``"caption"``), else from the first sentence (``"text"``, see
``titles.py``), else none (``"none"``).

Conventions: titles and captions are stored without their final period; a clause span starts
at its printed marker when one is printed; labels are full paths (``A``, ``A(2)``,
``B(1)(a)``, ``(b)(1)``). Note kinds: ``editors_note``, ``history``, ``cross_reference``,
``adoption``, ``toc``, ``title``, ``heading`` (article/division headings).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace

from ..model import Clause, Document, DocumentMeta, Note, Section, SourceText, StructureNote
from ._text import CHAPTER_HEAD_LINE, Wrapping, lines_of, measure_wrapping, paragraphs, strip_span
from .clauses import ClauseRec, LabelIssue, printed_clauses
from .detect import detect
from .general_code import cited_letters, reconstruct
from .hard_wrapped import split_sections
from .headings import Heading, clean_title
from .misplaced import find_moves
from .notes import classify_note
from .paras import Para, classify, glued_footnotes
from .titles import title_from_text

__all__ = ["parse", "LAYOUTS"]

LAYOUTS = (
    "general_code", "american_legal", "municode", "ohio", "code_publishing", "markdown",
    "number_line", "hard_wrapped", "plain",
)

# (American Legal: "CHAPTER 70: GENERAL PROVISIONS" and its contents' "Section" line)
_CHAPTER = re.compile(r"(?:#{1,6}\s*)?CHAPTER\s+(?P<num>[0-9A-Z][\w.\-]*)\s*(?::\s*)?(?P<title>[\s\S]*?)(?:\s*\n\s*Sections?\s*)?", re.I)
_TOC_ENTRY = re.compile(r"(?<!\S)(?:§\s*)?\d+(?:[.-]\d+)+\s*-?\s*\d*\s+[A-Z]")
# A cross-reference block's heading alone on its paragraph, its entries after it ("CROSS REFERENCES";
# American Legal's "Statutory reference:", Easley SC)
_CROSS_REFERENCES_BLOCK = re.compile(r"CROSS REFERENCES?|(?i:statutory|cross[ \t-]?)[ \t]*references?[ \t]*:")
_CROSS_REFERENCES_HEAD = re.compile(r"CROSS REFERENCES?[ \t]*\n")
_SEE_ENTRY = re.compile(r"[^\n]{1,120}?[ \t][\-\u2013\u2014][ \t]+see[ \t]")
# the next chapter's heading line and its contents' "Section" line (American Legal); or the number alone, its
# title on the next line (an Ohio codified-ordinances export: "CHAPTER 1123\nEnforcement and Penalty", Bratenahl OH),
_CHAPTER_HEAD = re.compile(CHAPTER_HEAD_LINE.pattern + r"(?:\n[ \t]*Sections?[ \t]*)?"
                           r"|CHAPTER[ \t]+\d+[A-Z]?(?:\.\d+)?[ \t]*\n[ \t]*[A-Z][^\n.;:]{0,100}"
                           # (its contents lines in the same paragraph: "CHAPTER 903\nSidewalks\n903.01   Specifications.", Ashland OH)
                           r"(?:\n[ \t]*\d{1,4}\.\d{2,3}[ \t]+[^\n]{1,150})*")
_ADOPTION = re.compile(r"\[\s*(?:Adopted|Enacted|Derived|Ord\.)[^\]]*\]")
_ARTICLE = re.compile(r"(?:ARTICLE|Article|DIVISION|Division|PART|SUBCHAPTER|Subchapter)\s+[IVXLC\d]+\b[^\n]{0,150}")
_BLOCK_START = re.compile(r"(?:Legislative History|Authority)\s*:")
# Municode's one-line exports run an article's or chapter's footnote into its heading line: "ARTICLE
# II. - AUCTIONS[2] Footnotes: --- (2) --- Charter reference— ..., § 19. State Law reference— ...":
# the heading ends at the call, the footnote after the marker is a cross-reference note.
_RUN_IN_FOOTNOTE = re.compile(r"[ \t]*(?:\[\d{1,3}\])?[ \t]*Footnotes:[ \t]*-{2,3}[ \t]*\(\d{1,3}\)[ \t]*-{2,3}[ \t]*")


def _run_in_footnote(text: str, start: int, end: int) -> re.Match | None:
    """The footnote marker of a heading line that runs its footnote in, with text after it."""
    if text.find("Footnotes:", start, end) == -1:
        return None
    fn = _RUN_IN_FOOTNOTE.search(text, start, end)
    return fn if fn and fn.end() < end else None


_VERBISH = re.compile(r"\b(?:shall|may|must|is|are|will|means)\b", re.I)


@dataclass
class _Part:
    """One section under construction."""

    heading: Heading | None
    paras: list[Para] = field(default_factory=list)
    misplaced: bool = False


@dataclass
class _Region:
    paras: list[Para]
    notes: list[Note]  # section-level
    doc_notes: list[Note]  # article headings and the notes that go with them


def parse(source: SourceText, meta: DocumentMeta) -> Document:
    """Split a decoded ordinance into sections and clauses. Never raises on text input."""
    text = source.text
    lines = lines_of(text)
    wrapping = measure_wrapping(text, lines)
    layout, headings = detect(text, lines)
    if layout is None:
        return _parse_headingless(source, meta, wrapping)
    return _parse_headed(source, meta, layout, headings, wrapping)


# --- notes and paragraphs of one region ------------------------------------------------


def _note(source: SourceText, kind: str, start: int, end: int) -> Note:
    return Note(kind=kind, text=source.text[start:end], start=start, end=end, line=source.line_of(start))


def _region(source: SourceText, start: int, end: int, wrapping: Wrapping) -> _Region:
    text = source.text
    spans = paragraphs(text, lines_of(text, start, end), wrapping)
    paras: list[Para] = []
    notes: list[Note] = []
    doc_notes: list[Note] = []
    block_kind: str | None = None  # inside a Brandon "Legislative History:" block
    block_started_at: int | None = None
    after_article = in_contents = False
    for s, e in spans:
        kind = classify_note(text, s, e)
        if kind == "history" and _ADOPTION.fullmatch(text, s, e) and not text[:s].strip():
            kind = "adoption"  # "[Adopted 6-30-1994 as Title 4, Ch. 3 …]" heading the document
        if (fn := _run_in_footnote(text, s, e)) and _ARTICLE.fullmatch(text, s, fn.start()):
            doc_notes.append(_note(source, "heading", s, fn.start()))
            doc_notes.append(_note(source, "cross_reference", fn.end(), e))
            after_article = True
            continue
        if _ARTICLE.fullmatch(text, s, e):
            doc_notes.append(_note(source, "heading", s, e))
            after_article = True
            continue
        if (paras or notes) and _CHAPTER_HEAD.fullmatch(text, s, e):
            # the next chapter's heading and table of contents inside the last section's region
            # (American Legal: "CHAPTER 72: STOPPING, STANDING AND PARKING" / "Section" / "72.01   ...")
            doc_notes.append(_note(source, "heading", s, e))
            in_contents = after_article = True
            continue
        if in_contents and kind is None and (_is_toc(text, s, e) or _TOC_ONE_ENTRY.fullmatch(text, s, e)):
            doc_notes.append(_note(source, "toc", s, e))
            continue
        in_contents = False
        if _BLOCK_START.match(text, s, e):
            block_kind = "history"
        elif _CROSS_REFERENCES_BLOCK.fullmatch(text, s, e) or (_CROSS_REFERENCES_HEAD.match(text, s, e) and (after_article or all(
                _CHAPTER_HEAD.fullmatch(text, p.start, p.end) or _is_toc(text, p.start, p.end) for p in paras))):
            # (after a chapter's heading the block's first entry may share its paragraph: "CROSS REFERENCES\nBuilding
            # Commissioner to administer and enforce - see ADM.\n145.03", Bratenahl OH; so before the first section's
            # text, under the document's own chapter heading, Ashland OH)
            block_kind = "cross_reference"
        if block_kind is not None:
            k = kind if kind == "cross_reference" else ("history" if kind is None else kind)
            if kind == "cross_reference":
                block_kind = "cross_reference"
            k = block_kind if kind is None else k
            target = doc_notes if after_article else notes
            if target and target[-1].kind == k and block_started_at is not None and target[-1].start >= block_started_at:
                target[-1] = _note(source, k, target[-1].start, e)  # one note per block
            else:
                target.append(_note(source, k, s, e))
            if block_started_at is None:
                block_started_at = s
            continue
        if kind is not None:
            (doc_notes if after_article else notes).append(_note(source, kind, s, e))
            continue
        after_article = False
        p = classify(text, s, e)
        if p.history is not None:
            notes.append(_note(source, "history", *p.history))
        for fs, fe in glued_footnotes(text, s, p.end):
            notes.append(_note(source, "editors_note", fs, fe))
        paras.append(p)
    return _Region(paras, notes, doc_notes)


def _is_title_line(text: str, p: Para) -> bool:
    s, e = p.start, p.end
    body = text[s:e]
    if "\n" in body or len(body) > 120 or p.markers or not body[:1].isupper():
        return False
    if body.rstrip()[-1:] in ".;:" or _VERBISH.search(body):
        return False
    return 2 <= len(body.split()) <= 14


# A table of contents lists headings: short lines, no duties. Exports that print each section on
# one long line ("15.32.010 - Findings and purpose. A. Findings of Fact. In order to ...", Boston's
# "16-12.9<TAB>Litter from Vehicles.<TAB>No driver ... shall") hold many entry-like openings too,
# and are the text itself.
_TOC_LINE_MAX = 200
# One contents entry on its own line, right after a chapter's heading: a title may state a duty there ("907.04
# How numbers on streets shall be determined.", Ashland OH), as no section's text can stand before its heading.
_TOC_ONE_ENTRY = re.compile(r"[ \t]*(?:§[ \t]*)?\d+(?:[.-]\d+)+[ \t]{2,}[A-Z][^\n]{0,100}")
_DUTY = re.compile(r"\b(?:shall|must)\b")


def _is_toc(text: str, s: int, e: int) -> bool:
    entries = len(_TOC_ENTRY.findall(text, s, e))
    if not (entries >= 2 or (entries and _TOC_ENTRY.match(text, s, e) and e - s < _TOC_LINE_MAX)):
        return False
    longest = max(len(line) for line in text[s:e].split("\n"))
    return longest <= _TOC_LINE_MAX and not _DUTY.search(text, s, e)


_LONG_LINE = 200


def _chapter_heading_end(text: str, s: int, e: int) -> int:
    """End of a chapter heading at ``s``: its first line and the short title lines after it, up to
    a long line or one that states a duty (the text of the chapter, printed without a blank line)."""
    end = text.find("\n", s, e)
    if end < 0:
        return e
    while end < e:
        nxt = text.find("\n", end + 1, e)
        line_end = e if nxt < 0 else nxt
        if line_end - end > _LONG_LINE or _DUTY.search(text, end, line_end) or _TOC_ONE_ENTRY.fullmatch(text, end + 1, line_end):
            return end
        end = line_end
    return e


def _preamble(source: SourceText, region: _Region) -> tuple[list[Note], list[Para], str | None, str | None]:
    """Title/chapter lines, table of contents, cross-reference and adoption blocks before the
    first section; what remains is text of a section whose heading the source does not print."""
    text = source.text
    notes: list[Note] = []
    kept: list[Para] = []
    title = chapter = None
    in_cross_refs = False
    # a "CROSS REFERENCES" block whose first entries the region took as a note of their own: the entries after a blank go on
    # with it ("CROSS REFERENCES\n   Animal nuisances - see GEN. OFF.\n618.13 ..." / "Inducing panic - see GEN. OFF.\n648.07",
    # Kirtland OH), never a table of contents
    block_ends = {n.end for n in region.notes if n.kind == "cross_reference" and _CROSS_REFERENCES_HEAD.match(text, n.start, n.end)}
    for i, p in enumerate(region.paras):
        s, e = p.start, (p.history[1] if p.history else p.end)
        if block_ends and not in_cross_refs and _SEE_ENTRY.match(text, s, e) \
                and any(end <= s and not text[end:s].strip() for end in block_ends):
            in_cross_refs = True
        if in_cross_refs:
            notes.append(_note(source, "cross_reference", s, e))
            continue
        m = _CHAPTER.fullmatch(text, s, e)
        if m and not kept and (fn := _run_in_footnote(text, s, e)):
            # "Chapter 22 - BUSINESSES ...[1] Footnotes: --- (1) --- Cross reference— ..."
            chapter = m.group("num")
            title = clean_title(text[m.start("title"):fn.start()]) or title
            notes.append(_note(source, "title", s, fn.start()))
            notes.append(_note(source, "cross_reference", fn.end(), e))
            continue
        if m and not kept:
            rest = _chapter_heading_end(text, s, e)
            toc = _TOC_ONE_ENTRY.match(text, rest + 1, e) if rest < e else None
            if toc:
                # the contents run on under the title ("CHAPTER 901\nStreet Excavations\n901.01   Permit and bond.",
                # Ashland OH): the title stops before them
                chapter = m.group("num")
                title = clean_title(text[m.start("title"):rest]) or title
                notes.append(_note(source, "title", s, rest))
                notes.append(_note(source, "toc", *strip_span(text, rest, e)))
                continue
            if rest < e:
                # The chapter line runs straight into text ("CHAPTER XII<TAB>PUBLIC HEALTH\n12-1<TAB>...
                # There shall be ..."): the heading is the note, the rest is kept as text.
                chapter = m.group("num")
                title = clean_title(text[m.start("title"):rest]) or title
                notes.append(_note(source, "title", s, rest))
                body_start, body_end = strip_span(text, rest, p.end)
                if body_start < body_end:
                    kept.append(classify(text, body_start, body_end))
                continue
            chapter = m.group("num")
            title = clean_title(m.group("title")) or title
            notes.append(_note(source, "title", s, e))
            continue
        if not kept and i <= 1 and _ADOPTION.fullmatch(text, s, e):
            notes.append(_note(source, "adoption", s, e))
            continue
        if not kept and _is_title_line(text, p):
            title = title or clean_title(text[s:e])
            notes.append(_note(source, "title", s, e))
            continue
        if _CROSS_REFERENCES_BLOCK.fullmatch(text, s, e):
            in_cross_refs = True
            notes.append(_note(source, "cross_reference", s, e))
            continue
        if not kept and _is_toc(text, s, e):
            notes.append(_note(source, "toc", s, e))
            continue
        kept.append(p)
    # Trailing-history and footnote notes of dropped paragraphs were already in region.notes.
    return notes, kept, title, chapter


# --- clauses and sections ----------------------------------------------------------------


def _clauses(source: SourceText, recs: list[ClauseRec]) -> tuple[Clause, ...]:
    out = []
    for n, r in enumerate(recs, start=1):
        out.append(
            Clause(
                ordinal=n, label=r.label, caption=r.caption, start=r.start, end=r.end,
                line=source.line_of(r.start), depth=max(1, r.depth),
                label_reconstructed=r.reconstructed, marker=r.marker,
            )
        )
    return tuple(out)


def _build_clauses(text: str, layout: str, paras: list[Para], heading: Heading | None) -> tuple[list[ClauseRec], list[LabelIssue]]:
    if layout == "general_code":
        if not paras:
            return [], []
        cited = cited_letters(text, paras[0].start, paras[-1].end, heading.number if heading else None, text)
        return reconstruct(text, paras, heading.title if heading else None, cited)
    return printed_clauses(text, paras)


def _assign_notes(parts_spans: list[tuple[int, int]], notes: list[Note]) -> tuple[dict[int, list[Note]], list[Note]]:
    """Each note belongs to the section of the nearest preceding paragraph or heading."""
    anchors = sorted(parts_spans)
    keys = [a for a, _ in anchors]
    owned: dict[int, list[Note]] = {}
    orphans: list[Note] = []
    for note in notes:
        i = bisect_right(keys, note.start) - 1
        if i < 0:
            orphans.append(note)
        else:
            owned.setdefault(anchors[i][1], []).append(note)
    return owned, orphans


def _section_title(text: str, part: _Part, recs: list[ClauseRec]) -> tuple[str | None, str]:
    if part.heading is not None:
        return part.heading.title, "heading"
    for r in recs:
        if r.caption:
            return r.caption, "caption"
    derived = title_from_text(text[recs[0].start : recs[0].end]) if recs else None
    if derived:
        return derived, "text"
    return None, "none"


def _finish(
    source: SourceText, meta: DocumentMeta, layout: str, parts: list[_Part], notes: list[Note],
    doc_notes: list[Note], snotes: list[StructureNote], title: str | None, chapter: str | None,
    moved: dict[int, str],
) -> Document:
    text = source.text
    anchors: list[tuple[int, int]] = []
    for idx, part in enumerate(parts):
        if part.heading is not None and not part.misplaced:
            anchors.append((part.heading.start, idx))
        for p in part.paras:
            anchors.append((p.start, idx))
    owned, orphans = _assign_notes(anchors, notes)
    built: list[tuple[int, Section, list[LabelIssue]]] = []
    for idx, part in enumerate(parts):
        recs, issues = _build_clauses(text, layout, part.paras, part.heading)
        sec_notes = sorted(owned.get(idx, []), key=lambda n: n.start)
        h = part.heading
        starts = [r.start for r in recs] + [n.start for n in sec_notes]
        ends = [r.end for r in recs] + [n.end for n in sec_notes]
        if h is not None and not part.misplaced:
            starts.append(h.start)
            ends.append(h.end)
        if not starts:
            if h is None:
                continue
            starts, ends = [h.start], [h.end]
        start, end = min(starts), max(ends)
        sec_title, title_source = _section_title(text, part, recs)
        section = Section(
            ordinal=0, number=h.number if h else None, title=sec_title, start=start, end=end,
            line=source.line_of(start), clauses=_clauses(source, recs), notes=tuple(sec_notes),
            heading_start=h.start if h else None, heading_end=h.end if h else None,
            heading_line=source.line_of(h.start) if h else None, heading_misplaced=part.misplaced,
            title_source=title_source,
        )
        built.append((start, section, issues))
    built.sort(key=lambda t: t[0])
    sections = []
    for ordinal, (_, sec, issues) in enumerate(built, start=1):
        sec = replace(sec, ordinal=ordinal)
        sections.append(sec)
        for issue in issues:
            snotes.append(StructureNote(issue.kind, "info", issue.message, source.line_of(issue.start), issue.start, None, ordinal))
        if sec.heading_misplaced and sec.heading_start in moved:
            snotes.append(
                StructureNote(
                    "heading_body_mismatch", "warning",
                    f"heading of § {sec.number} ({sec.title}) is printed at line {sec.heading_line}, "
                    f"but its text starts at line {sec.line}",
                    sec.heading_line, sec.heading_start, sec.heading_end, ordinal, moved[sec.heading_start],
                )
            )
    snotes.sort(key=lambda n: (n.line, n.kind))
    all_doc_notes = tuple(sorted(doc_notes + orphans, key=lambda n: n.start))
    return Document(
        source=source, meta=meta, layout=layout, sections=tuple(sections), notes=all_doc_notes,
        structure_notes=tuple(snotes), title=title or meta.title, chapter=chapter or meta.chapter,
    )


# --- the two paths -------------------------------------------------------------------------


def _parse_headed(source: SourceText, meta: DocumentMeta, layout: str, headings: list[Heading], wrapping: Wrapping) -> Document:
    text = source.text
    pre = _region(source, 0, headings[0].start, wrapping)
    doc_notes, pre_paras, title, chapter = _preamble(source, pre)
    doc_notes.extend(pre.doc_notes)
    if title is None:
        title = next((clean_title(n.text) for n in pre.doc_notes if n.kind == "heading"), None)
    regions: list[_Region] = []
    for i, h in enumerate(headings):
        end = headings[i + 1].start if i + 1 < len(headings) else len(text)
        regions.append(_region(source, h.end, end, wrapping))
    notes: list[Note] = list(pre.notes)
    for r in regions:
        notes.extend(r.notes)
        doc_notes.extend(r.doc_notes)
    parts = [_Part(h, list(r.paras)) for h, r in zip(headings, regions)]
    pre_part = _Part(None, pre_paras)
    moved: dict[int, str] = {}
    for mv in find_moves(text, headings, [r.paras for r in regions]):
        i = mv.heading_index
        part = parts[i]
        back = parts[i - 1] if i > 0 else pre_part
        if mv.region == i:
            back.paras.extend(part.paras[: mv.para])
            part.paras = part.paras[mv.para :]
        else:
            holder = parts[mv.region]
            back.paras.extend(part.paras)
            part.paras = holder.paras[mv.para :]
            holder.paras = holder.paras[: mv.para]
        back.paras.sort(key=lambda p: p.start)
        part.misplaced = True
        h = headings[i]
        moved[h.start] = (
            f"{mv.reason}; heading vs first paragraph {mv.first_score:.2f}, "
            f"vs paragraph at line {source.line_of(part.paras[0].start) if part.paras else '?'} {mv.score:.2f}"
        )
    all_parts = ([pre_part] if pre_part.paras else []) + parts
    return _finish(source, meta, layout, all_parts, notes, doc_notes, [], title, chapter, moved)


def _parse_headingless(source: SourceText, meta: DocumentMeta, wrapping: Wrapping) -> Document:
    text = source.text
    region = _region(source, 0, len(text), wrapping)
    doc_notes, paras, title, chapter = _preamble(source, region)
    doc_notes.extend(region.doc_notes)
    snotes: list[StructureNote] = []
    if not any(p.markers for p in paras):
        if not paras:
            return Document(source, meta, "plain", (), tuple(doc_notes), (
                StructureNote("no_structure", "info", "no provisions recognized", 1),), title or meta.title, chapter or meta.chapter)
        start, end = paras[0].start, paras[-1].end
        clause = Clause(1, None, paras[0].caption.text if paras[0].caption else None, start, end, source.line_of(start))
        section = Section(1, None, clause.caption, start, end, source.line_of(start), (clause,), (),
                          title_source="caption" if clause.caption else "none")
        sec_notes = [n for n in region.notes if start <= n.start < end]
        rest = doc_notes + [n for n in region.notes if not (start <= n.start < end)]
        section = replace(section, notes=tuple(sec_notes))
        snotes.append(StructureNote("no_structure", "info", "no section headings or subsection markers recognized; the text is one clause", source.line_of(start), start, end, 1))
        return Document(source, meta, "plain", (section,), tuple(rest), tuple(snotes), title or meta.title, chapter or meta.chapter)
    parts = [_Part(None, group) for group in split_sections(paras)]
    return _finish(source, meta, "hard_wrapped", parts, list(region.notes), doc_notes, snotes, title, chapter, {})
