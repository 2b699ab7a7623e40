"""spaCy pipeline for ordinance text: ``build_nlp()`` and our registered components.

The rules live in components (``cc_sentences``, ``cc_citations``, ``cc_quantities``,
``cc_modals``) that fill the span groups ``doc.spans["citations"|"quantities"|"modals"]``; each
span's normalized value is ``span._.citation`` / ``span._.quantity`` / ``span._.modal`` (a
frozen match object with exact character offsets, because token alignment may widen a span).
A statistical model could later fill or re-rank the same span groups without callers changing.
"""
from __future__ import annotations

from functools import lru_cache

import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span

from .citations import CitationMatch, find_citations
from .modality import ModalMatch, find_modals, sentence_spans
from .quantities import QuantityMatch, find_quantities

__all__ = ["build_nlp", "CitationMatch", "QuantityMatch", "ModalMatch"]

_PAYLOADS = "cc_payloads"


def _payload(span: Span):
    # Keyed by span id, not offsets: two findings can expand to the same tokens.
    return span.doc.user_data.get(_PAYLOADS, {}).get(span.id_)


for _name in ("quantity", "citation", "modal"):
    if not Span.has_extension(_name):
        Span.set_extension(_name, getter=_payload)
if not Doc.has_extension("sentence_spans"):
    Doc.set_extension("sentence_spans", default=None)


def _text(doc: Doc) -> str:
    # Doc.text is rebuilt from tokens on every access; the components share one copy.
    text = doc.user_data.get("cc_text")
    if text is None:
        text = doc.user_data["cc_text"] = doc.text
    return text


def _add_spans(doc: Doc, group: str, label: str, matches) -> None:
    store = doc.user_data.setdefault(_PAYLOADS, {})
    spans = []
    for i, m in enumerate(matches):
        span = doc.char_span(m.start, m.end, label=label, alignment_mode="expand")
        if span is None:
            continue
        key = f"{group}:{i}"
        span = Span(doc, span.start, span.end, label=label, span_id=key)
        store[span.id_] = m
        spans.append(span)
    doc.spans[group] = spans


@Language.factory("cc_sentences")
def make_sentences(nlp: Language, name: str):
    def sentences(doc: Doc) -> Doc:
        spans = sentence_spans(_text(doc))
        doc._.sentence_spans = spans
        if len(doc):
            doc[0].is_sent_start = True
            for s, _ in spans[1:]:
                span = doc.char_span(s, s + 1, alignment_mode="expand")
                if span is not None and span.start > 0:
                    doc[span.start].is_sent_start = True
        return doc

    return sentences


@Language.factory("cc_citations")
def make_citations(nlp: Language, name: str):
    def citations(doc: Doc) -> Doc:
        _add_spans(doc, "citations", "CITATION", find_citations(_text(doc)))
        return doc

    return citations


@Language.factory("cc_quantities")
def make_quantities(nlp: Language, name: str):
    def quantities(doc: Doc) -> Doc:
        cites = [(s._.citation.start, s._.citation.end) for s in doc.spans.get("citations", [])]
        _add_spans(doc, "quantities", "QUANTITY", find_quantities(_text(doc), exclude=cites))
        return doc

    return quantities


@Language.factory("cc_modals")
def make_modals(nlp: Language, name: str):
    def modals(doc: Doc) -> Doc:
        _add_spans(doc, "modals", "MODAL", find_modals(_text(doc), doc._.sentence_spans))
        return doc

    return modals


class _TextKeepingTokenizer:
    """Wraps the tokenizer to keep the input string: ``Doc.text`` rebuilds it from tokens."""

    def __init__(self, tokenizer):
        self.inner = tokenizer

    def __call__(self, text: str) -> Doc:
        doc = self.inner(text)
        doc.user_data["cc_text"] = text
        return doc

    def __getattr__(self, name):
        return getattr(self.inner, name)


@lru_cache(maxsize=1)
def build_nlp() -> Language:
    """A blank English tokenizer plus our rule components (cached per process)."""
    nlp = spacy.blank("en")
    for special in ("Wis.", "Stats.", "Stat.", "Sec.", "Secs.", "No.", "Ord.", "Ch.", "Art.", "a.m.", "p.m."):
        nlp.tokenizer.add_special_case(special, [{"ORTH": special}])
    nlp.tokenizer = _TextKeepingTokenizer(nlp.tokenizer)
    nlp.add_pipe("cc_sentences")
    nlp.add_pipe("cc_citations")
    nlp.add_pipe("cc_quantities")
    nlp.add_pipe("cc_modals")
    return nlp
