"""Typed values passed between pipeline stages.

Every value that was found in a source text keeps its exact span: ``start``/``end`` are
character offsets into ``SourceText.text`` (the decoded, newline-normalized document text)
and ``line`` is the 1-based line of ``start`` in that text. ``text[start:end]`` is always the
exact source slice, so a user can verify every extracted value against the ordinance.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SourceText:
    """A decoded ordinance file: what ``read`` returns."""

    path: str
    text: str
    sha256: str  # of the normalized text, so re-encoding the same text is still "identical"
    encoding: str
    warnings: tuple[str, ...] = ()
    line_starts: tuple[int, ...] = ()

    def line_of(self, offset: int) -> int:
        """1-based line number of a character offset."""
        return bisect_right(self.line_starts, offset)

    def col_of(self, offset: int) -> int:
        """1-based column of a character offset."""
        return offset - self.line_starts[self.line_of(offset) - 1] + 1


@dataclass(frozen=True)
class DocumentMeta:
    """What the manifest (or the command line) says about a document."""

    municipality_id: str  # slug, e.g. "clyman-wi"
    municipality_name: str  # "Village of Clyman" or "Unidentified village (chapter 308)"
    municipality_kind: str | None = None  # village | city | town | county
    state: str | None = None  # two-letter
    county: str | None = None
    chapter: str | None = None
    title: str | None = None
    notes: str | None = None
    source: str | None = None  # provenance


@dataclass(frozen=True)
class Note:
    """Editor's notes, history lines and other non-normative text kept apart from clauses."""

    kind: str  # editors_note | history | cross_reference | adoption | other
    text: str
    start: int
    end: int
    line: int


@dataclass(frozen=True)
class Clause:
    """One subsection/paragraph/item. Its span covers its own paragraph(s) only, not its children."""

    ordinal: int  # 1-based order within the section
    label: str | None  # full path as printed or reconstructed, e.g. "A(2)", "G", "(b)(1)"; None if none
    caption: str | None  # run-in heading, e.g. "Frozen ground"
    start: int
    end: int
    line: int
    depth: int = 1  # 1 = subsection, 2 = paragraph, 3 = subparagraph ...
    label_reconstructed: bool = False  # True where the source dropped the letter and we assigned it
    marker: str | None = None  # the marker exactly as printed ("(5)", "A.", "[1]"), None if dropped


@dataclass(frozen=True)
class Section:
    ordinal: int  # 1-based order in the document
    number: str | None  # as printed without "§", e.g. "370-6"; None when the source prints none
    title: str | None
    start: int  # start of the section (heading if placed at its text, else first body paragraph)
    end: int
    line: int
    clauses: tuple[Clause, ...] = ()
    notes: tuple[Note, ...] = ()
    # Where the printed heading really stands. Differs from the section start when the
    # publisher's export misplaced the heading (e.g. `000`'s § 308-7 sits paragraphs early).
    heading_start: int | None = None
    heading_end: int | None = None
    heading_line: int | None = None
    heading_misplaced: bool = False
    title_source: str = "heading"  # heading | caption | text (derived from the first sentence) | none

    def clauses_by_label(self) -> dict[str, "Clause"]:
        """The clause each label names. Flush text after a list repeats its chapeau's label, so the
        first clause with a label is the one a citation of that label means."""
        out: dict[str, Clause] = {}
        for c in self.clauses:
            if c.label is not None:
                out.setdefault(c.label, c)
        return out


@dataclass(frozen=True)
class StructureNote:
    """Observations made while parsing (become findings later): misplaced headings, no structure..."""

    kind: str  # e.g. heading_body_mismatch, no_structure, label_gap
    severity: str  # error | warning | info
    message: str
    line: int
    start: int | None = None
    end: int | None = None
    section_ordinal: int | None = None
    evidence: str | None = None


@dataclass(frozen=True)
class Document:
    source: SourceText
    meta: DocumentMeta
    layout: str  # detected layout family, e.g. "general_code", "hard_wrapped", "ohio", "municode"
    sections: tuple[Section, ...]
    notes: tuple[Note, ...] = ()  # document-level notes (adoption note, TOC, cross-reference blocks)
    structure_notes: tuple[StructureNote, ...] = ()
    title: str | None = None
    chapter: str | None = None


@dataclass(frozen=True)
class Quantity:
    text: str  # exact source slice
    start: int  # document offsets
    end: int
    value: float | None
    unit: str  # canonical, see units.py / CONTRACT.md
    comparator: str  # min | max | exact | range
    value_high: float | None = None
    value_text: str | None = None  # dates "MM-DD" / "MM-DD/MM-DD", clock times "HH:MM"
    measures: str | None = None


@dataclass(frozen=True)
class Citation:
    text: str  # exact source slice of this one citation
    start: int
    end: int
    kind: str  # state_statute | local_code | internal_subsection | external_standard | other_code
    target: str  # normalized: "66.0907(3)(c)", "370-7(G)", "A(2)", "ASTM C156"
    jurisdiction: str | None = None  # "WI", "OH", "IA" for statutes
    malformed: bool = False  # the printed number cannot be a valid citation of its kind
    qualifier: str | None = None  # "above", "below", "hereof", "of this Code"...


@dataclass(frozen=True)
class Obligation:
    modality: str  # shall | shall_not | must | must_not | may | may_not | prohibited
    bearer: str | None
    action: str | None
    text: str  # the sentence
    start: int
    end: int
    measures: str | None = None
    quantity_indexes: tuple[int, ...] = ()  # indexes into ClauseExtraction.quantities


@dataclass(frozen=True)
class ClauseExtraction:
    quantities: tuple[Quantity, ...] = ()
    citations: tuple[Citation, ...] = ()
    obligations: tuple[Obligation, ...] = ()


@dataclass(frozen=True)
class ExtractedDocument:
    """A Document plus, for every clause, what extraction found: keyed by (section ordinal, clause ordinal)."""

    document: Document
    clauses: dict[tuple[int, int], ClauseExtraction] = field(default_factory=dict)
    # Citations printed in notes (cross-reference notes, "Legislative History / Authority" lines,
    # editor's notes, history parentheticals), keyed by (section ordinal, note number): section
    # ordinal 0 for the document's own notes; note numbers count from 1 in the order stored.
    note_citations: dict[tuple[int, int], tuple[Citation, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Finding:
    kind: str
    severity: str  # error | warning | info
    message: str
    line: int | None
    col: int | None = None
    municipality_id: str | None = None
    document_id: str | None = None
    section_id: str | None = None
    clause_id: str | None = None
    evidence: str | None = None
    path: str | None = None
