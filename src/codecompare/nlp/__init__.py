"""spaCy pipeline for ordinance text: ``build_nlp()`` and our registered components.

The rules live in components (``cc_sentences``, ``cc_citations``, ``cc_quantities``,
``cc_modals``) that fill the span groups ``doc.spans["citations"|"quantities"|"modals"]``; each
span's normalized value is ``span._.citation`` / ``span._.quantity`` / ``span._.modal`` (a
frozen match object with exact character offsets, because token alignment may widen a span).
A statistical model could later fill or re-rank the same span groups without callers changing.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

import spacy
from spacy.language import Language
import numpy
from spacy.attrs import IDX, SENT_START
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, Span
from spacy.util import registry

from .citations import CitationMatch, find_citations
from .modality import ModalMatch, find_modals, sentence_spans
from .quantities import QuantityMatch, find_quantities, may_open_rare_form, may_start_number_word

__all__ = ["build_nlp", "payloads", "sentences_of", "LEAD_PROHIBITED", "LEADER_DOLLARS", "FEE_CELLS", "GENERAL_LAWS", "CitationMatch", "QuantityMatch", "ModalMatch"]

_PAYLOADS = "cc_payloads"
_FOUND = "cc_found"
_EXTENSION = {"quantities": "quantity", "citations": "citation", "modals": "modal"}


def _payload(span: Span):
    # Keyed by span id, not offsets: two findings can expand to the same tokens.
    return span.doc.user_data.get(_PAYLOADS, {}).get(span.id)


for _name in ("quantity", "citation", "modal"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, getter=_payload)
if not Doc.has_extension("sentence_spans"):
    Doc.set_extension("sentence_spans", default=None)
# Set by the caller before the components run (``nlp.pipe`` takes ready Docs): the clause is a
# list item whose chapeau, in another clause, prohibits ("No newsrack shall be placed: ...").
# Kept under a plain ``user_data`` key: an extension read builds an Underscore object per
# access, which costs more per clause than the finder's work on most clauses.
LEAD_PROHIBITED = "cc_lead_prohibited"
# Set by the caller too: the clause's document prints a fee table's "$" after a dot leader on some
# row, so the clause's own leader amounts ("Third impoundment .....200.00") are dollars.
LEADER_DOLLARS = "cc_leader_dollars"
# a fee table flattened to one cell per line whose other cells print "$" (``prints_dollar_cells``)
FEE_CELLS = "cc_fee_cells"
# Set by the caller too: the clause's document cites the Massachusetts General Laws
# (``citations.CITES_GENERAL_LAWS``), so "Section 14 of Chapter 30A" is one of them.
GENERAL_LAWS = "cc_general_laws"
# The sentence spans ``cc_sentences`` found (also ``doc._.sentence_spans``), read by the others.
_SENTENCES = "cc_sentences"


def _text(doc: Doc) -> str:
    # Doc.text is rebuilt from tokens on every access; the components share one copy.
    text = doc.user_data.get("cc_text")
    if text is None:
        text = doc.user_data["cc_text"] = doc.text
    return text


def sentences_of(doc: Doc) -> list[tuple[int, int]] | None:
    """The sentence spans ``cc_sentences`` set (``doc._.sentence_spans``), read without an
    Underscore object."""
    spans = doc.user_data.get(_SENTENCES)
    return spans if spans is not None else doc._.sentence_spans


def _token_starts(doc: Doc) -> list[int]:
    starts = doc.user_data.get("cc_starts")
    if starts is None:
        starts = doc.user_data["cc_starts"] = doc.to_array(IDX).tolist() if len(doc) else []
    return starts


def _token_range(starts: list[int], start: int, end: int) -> tuple[int, int]:
    """Token indices covering characters [start, end), widened to whole tokens (``expand``)."""
    i = bisect_right(starts, start) - 1
    j = bisect_left(starts, end)
    return max(i, 0), max(j, i + 1)


def payloads(doc: Doc, group: str) -> list:
    """The payloads of span group ``group`` in span order (``span._.quantity`` etc.).

    Iterating a span group builds a Python ``Span`` per item, and that was the largest cost of
    turning a Doc into typed values; the payloads ``_add_spans`` recorded with the group are
    used while the group is the one it set, unchanged in length. A group that another
    component replaced is read span by span."""
    spans = doc.spans.get(group)
    if spans is None:
        return []
    recorded = doc.user_data.get(_FOUND, {}).get(group)
    if recorded is not None and recorded[0] is spans and len(recorded[1]) == len(spans):
        return recorded[1]
    return [getattr(span._, _EXTENSION[group]) for span in spans]


# Span ids: the group's number in the high bits, the match's index in the low ones; an int
# id (and an int label, hashed once) spares a string-store lookup per span.
_GROUP_BITS = {"citations": 1 << 40, "quantities": 2 << 40, "modals": 3 << 40}


def _add_spans(doc: Doc, group: str, label: int, matches) -> None:
    # Token indices come from a bisect over token starts: Doc.char_span per match was a
    # measurable share of the stage on long clauses.
    spans = []
    kept = []
    if matches and len(doc):
        store = doc.user_data.setdefault(_PAYLOADS, {})
        starts = _token_starts(doc)
        base = _GROUP_BITS[group]
        for i, m in enumerate(matches):
            a, b = _token_range(starts, m.start, m.end)
            span = Span(doc, a, b, label=label, span_id=base + i)
            store[base + i] = m
            spans.append(span)
            kept.append(m)
    doc.spans[group] = spans
    found = doc.user_data.get(_FOUND)
    if found is None:
        found = doc.user_data[_FOUND] = {}
    found[group] = (doc.spans[group], kept)


@Language.factory("cc_sentences")
def make_sentences(nlp: Language, name: str):
    def sentences(doc: Doc) -> Doc:
        spans = sentence_spans(_text(doc))
        doc._.sentence_spans = spans
        doc.user_data[_SENTENCES] = spans
        starts = _token_starts(doc)
        if starts:
            # One array write: setting Token.is_sent_start token by token rescans the whole Doc
            # for dependency annotation each time (quadratic on a long text).
            flags = numpy.full((len(starts), 1), -1, dtype="int64")
            flags[0, 0] = 1
            for s, _ in spans[1:]:
                i = bisect_right(starts, s) - 1
                if i > 0:
                    flags[i, 0] = 1
            doc.from_array([SENT_START], flags.astype("uint64"))
        return doc

    return sentences


@Language.factory("cc_citations")
def make_citations(nlp: Language, name: str):
    label = nlp.vocab.strings.add("CITATION")

    def citations(doc: Doc) -> Doc:
        _add_spans(doc, "citations", label, find_citations(_text(doc), doc.user_data.get(GENERAL_LAWS, False)))
        return doc

    return citations


@Language.factory("cc_quantities")
def make_quantities(nlp: Language, name: str):
    # A lexeme flag is computed once per vocabulary entry; one array read per Doc then tells
    # whether the word-number scan (a third of the finder's time) can find anything at all.
    # Bits 1-18 are spaCy's own attributes (13, a deprecated one, has no getter): take a free
    # bit from the custom range (spacy.attrs.FLAG19 on).
    flag = nlp.vocab.add_flag(may_start_number_word, next(
        bit for bit in range(19, 64) if bit not in nlp.vocab.lex_attr_getters))
    rare_flag = nlp.vocab.add_flag(may_open_rare_form, next(
        bit for bit in range(19, 64) if bit not in nlp.vocab.lex_attr_getters))

    label = nlp.vocab.strings.add("QUANTITY")

    def quantities(doc: Doc) -> Doc:
        cites = [(c.start, c.end) for c in payloads(doc, "citations")]
        # count_nonzero is one C call; ndarray.any() goes through numpy's Python wrappers.
        words = rare = False
        if len(doc):
            # One array read for both flags (columns: number word, rarer-form word). Most clauses
            # have neither: one count over the whole array answers both; a column count (faster
            # than numpy's axis reduction) splits the rest.
            flags = doc.to_array([flag, rare_flag])
            both = numpy.count_nonzero(flags)
            if both:
                numbers = numpy.count_nonzero(flags[:, 0])
                words, rare = numbers > 0, both > numbers
        data = doc.user_data
        _add_spans(doc, "quantities", label, find_quantities(
            _text(doc), exclude=cites, words=words, sentences=data.get(_SENTENCES),
            lead=data.get(LEAD_PROHIBITED, False), rare=rare, leaders=data.get(LEADER_DOLLARS, False),
            cells=data.get(FEE_CELLS, False)))
        return doc

    return quantities


@Language.factory("cc_modals")
def make_modals(nlp: Language, name: str):
    label = nlp.vocab.strings.add("MODAL")

    def modals(doc: Doc) -> Doc:
        _add_spans(doc, "modals", label, find_modals(_text(doc), doc.user_data.get(_SENTENCES)))
        return doc

    return modals


# Affix rules for ordinance text only: brackets, quotes, "§", "$" split off the front; closing
# punctuation and "%" off the back; parentheses, semicolons and commas not inside numbers
# ("$500,000") split inside a word ("66.0907(3)(c)"). The default English rules (URLs, emoticons,
# hundreds of exceptions) cost twice as much and change no span group: every payload keeps
# exact character offsets of its own.
_PREFIX = re.compile(r"""^[\[("'\u00a7$\u201c\u2018]""")
_SUFFIX = re.compile(r"""[.,;:)\]"'%\u201d\u2019?!]$""")
_INFIX = re.compile(r"""[()\[\];"]|,(?!\d)|(?<=[^\W\d_])\.(?=[A-Z])""")
# A run of hundreds of characters with no space is no ordinance word (a rule line of "((((",
# a pasted blob). spaCy strips affixes one character at a time and re-slices the rest each
# time, which is quadratic in the run's length; such a run stays one token instead (as a
# ``token_match``). Payloads keep exact character offsets of their own, so no span group
# changes; the longest run in the bundled corpus is 66 characters.
_LONGEST_SPLIT_RUN = 200
_OVERLONG_RUN = re.compile(rf".{{{_LONGEST_SPLIT_RUN + 1}}}", re.S)


class _TextKeepingTokenizer:
    """Wraps the tokenizer to keep the input string: ``Doc.text`` rebuilds it from tokens."""

    def __init__(self, tokenizer):
        self.inner = tokenizer

    def __call__(self, text: str) -> Doc:
        doc = self.inner(text)
        doc.user_data["cc_text"] = text
        return doc

    def pipe(self, texts, batch_size=1000):
        for text in texts:
            yield self(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@registry.tokenizers("codecompare.OrdinanceTokenizer.v1")
def create_ordinance_tokenizer():
    def make(nlp: Language) -> _TextKeepingTokenizer:
        return _TextKeepingTokenizer(Tokenizer(
            nlp.vocab, prefix_search=_PREFIX.search, suffix_search=_SUFFIX.search,
            infix_finditer=_INFIX.finditer, token_match=_OVERLONG_RUN.match))

    return make


@lru_cache(maxsize=1)
def build_nlp() -> Language:
    """A blank English tokenizer plus our rule components (cached per process)."""
    nlp = spacy.blank("en", config={"nlp": {"tokenizer": {"@tokenizers": "codecompare.OrdinanceTokenizer.v1"}}})
    nlp.add_pipe("cc_sentences")
    nlp.add_pipe("cc_citations")
    nlp.add_pipe("cc_quantities")
    nlp.add_pipe("cc_modals")
    nlp.max_length = 10_000_000  # no parser/NER: memory is linear; one unstructured clause may be long
    return nlp
