"""Sentences and the modal that governs each one: who must (not) or may do what.

Ordinance sentences open with conditions ("If the owner ... shall fail to ..., the Village
Board shall ...") whose own "shall" is not the duty; the governing modal is the first one
outside a leading subordinate clause. Passive duties ("Sidewalks shall be located ...") have no
bearer unless an agent is named ("shall be replaced by the permittee").
"""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass

from . import regexes as rx

_SUBORDINATOR = re.compile(
    r"^\s*(?:if|when|whenever|unless|where|wherever|before|after|upon|until|while|as\s+soon\s+as|"
    r"in\s+the\s+event|in\s+case|in\s+addition|except|provided|although|once|to\s+the\s+extent)\b",
    re.I,
)
_RELATIVE = re.compile(r"\b(?:which|who|whom|whose|that)\b")
_DETERMINERS = re.compile(
    r"^(?:(?:the|any|every|each|no|all|a|an|said|such|its|his|her|their|his/her|this|these|those)\s+)+", re.I)
# Only "by X" right after the passive verb names its agent ("replaced by the permittee");
# "located in such places as designated by the Village Board" does not.
_AGENT = re.compile(r"\s+(?:\w+ly\s+)?by\s+(?:the\s+|a\s+|an\s+|said\s+|such\s+)?(?P<agent>[A-Za-z][\w\-]*(?:[ \-](?!or\b|and\b|to\b|upon\b|with\b|for\b|in\b|at\b|on\b|under\b|as\b|from\b)[A-Za-z][\w\-]*){0,4})")
_PASSIVE = re.compile(r"^\s*(?:be|not\s+be|also\s+be|hereafter\s+be|be\s+\w+ly)\s+(?:\w+ly\s+)?(?P<verb>\w+(?:ed|en|wn|un|lt|ut|id|et))\b", re.I)
_ACTION_STOP = re.compile(
    r"[;:]|,\s*(?:unless|except|provided|if|when|whenever|and\s+if|but)\b|\s+(?:unless|except\s+(?:as|where|that|for|in))\b", re.I)
_OFFICIAL_WORDS = re.compile(
    r"\b(?:Board|Council|President|Clerk|Treasurer|Director|Committee|Inspector|Engineer|Sheriff|Manager|"
    r"Commissioner|Superintendent|Mayor|Administrator|Village|City|Town|County|Department|Chief|Officer|Marshal)\b")


_OF_THING = re.compile(r"\s+of\s+(?:any|the|each|every|a|such|said|land|property|this)\b")
_PAREN = re.compile(r"\s*\([^)]*\)")
_LEAD_ADVERB = re.compile(r"^(?:hereafter|also)\s+")
_LETTER = re.compile(r"[A-Za-z]")
_PRONOUN = re.compile(r"^(?:it|he|she|they|he/she|there|this|that)$", re.I)
_THEN = re.compile(r"^.*\b(?:then|that)\s+")
_FOR_X_TO = re.compile(r"^\s*for\s+(?:any\s+)?\w+\s+to\s+")
_MODAL_WORD = re.compile(r"(?=[smprSMPR])(?:shall|must|may|prohibited|required)\b", re.I)
# The same on lower-cased text: literal first letters let the engine skip in C, and without
# ``re.I`` it folds no case per character (about four times faster on ordinance text).
_MODAL_WORD_LOWER = re.compile(r"(?:shall|must|may|prohibited|required)\b")
# ``MODAL`` for lower-cased sentences (its only capital is "No"): a third faster than ``re.I``.
# Phrases whose capitals matter (bearers) are read from the sentence by their offsets.
_MODAL_LOWER = re.compile(rx.MODAL.pattern.replace("(?P<neg_subject>No)", "(?P<neg_subject>no)"))


@dataclass(frozen=True)
class ModalMatch:
    start: int  # the modal phrase ("shall not", "No person shall", "is prohibited")
    end: int
    modality: str
    bearer: str | None
    action: str | None
    sentence_start: int
    sentence_end: int


_LAST_WORD = re.compile(r"(\S+)\.[\"')\]]*$")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentence spans (start at a non-space character), abbreviation-aware."""
    spans = []
    start = 0
    for m in rx.SENTENCE_END.finditer(text):
        p = m.end()
        if "\n" not in m.group():
            word = _LAST_WORD.search(text, max(start, p - 40), p)
            if word:
                w = word.group(1).lower().lstrip("([\"'")
                if w in rx.ABBREVIATIONS or w.rstrip(".") in rx.ABBREVIATIONS or w.endswith("°") or (
                        len(w) == 1 and w.isalpha() and p - start > 3 and text[p:p + 1] == " "):
                    continue
        spans.append((start, p))
        start = p
    spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if s < e:
            out.append((s, e))
    return out


def normalize_bearer(phrase: str | None) -> str | None:
    """Strip determiners and trailing modifiers; keep officials' capitalization."""
    if not phrase:
        return None
    p = " ".join(phrase.replace("\n", " ").split()).strip(" ,")
    p = _DETERMINERS.sub("", p)
    rel = _RELATIVE.search(p)
    if rel:
        p = p[: rel.start()].strip(" ,")
    # "owner ... of any parcel or lot": the bearer is the person, not the parcel.
    of = _OF_THING.search(p)
    if of and not _OFFICIAL_WORDS.search(p[: of.start()]):
        p = p[: of.start()]
    p = _PAREN.sub("", p)
    p = _LEAD_ADVERB.sub("", p).strip(" ,")
    if not p or len(p.split()) > 8 or not _LETTER.search(p):
        return None
    if _PRONOUN.match(p):
        return None
    if _OFFICIAL_WORDS.search(p) and p[0].isupper():
        return p
    return p.lower()


def _action(after: str) -> str | None:
    stop = _ACTION_STOP.search(after)
    a = after[: stop.start()] if stop else after
    a = " ".join(a.split()).strip(" ,.")
    words = a.split()
    if len(words) > 16:
        a = " ".join(words[:16])
    return a or None


def _agent(after: str, passive: re.Match) -> str | None:
    agent = _AGENT.match(after, passive.end())
    return normalize_bearer(agent.group("agent")) if agent else None


def _modal_in(text: str, s: int, e: int) -> ModalMatch | None:
    sent = text[s:e]
    low = sent.lower()
    for m in (_MODAL_LOWER.finditer(low) if len(low) == len(sent) else rx.MODAL.finditer(sent)):
        left = sent[: m.start()]
        sub = _SUBORDINATOR.match(left)
        if sub and "," not in left[sub.end():]:
            continue  # still inside the leading condition
        subject = left[left.rfind(",") + 1:] if sub else left
        subject = _THEN.sub("", subject)  # "..., then X shall"
        if m.group("unlawful"):
            return ModalMatch(s + m.start(), s + m.end(), "prohibited", None,
                              _action(_FOR_X_TO.sub("", sent[m.end():])), s, e)
        if m.group("duty"):
            return ModalMatch(s + m.start(), s + m.end(), "shall", normalize_bearer(sent[m.start("duty_bearer"):m.end("duty_bearer")]),
                              _action(sent[m.end():]), s, e)
        if m.group("prohibited"):
            return ModalMatch(s + m.start(), s + m.end(), "prohibited", None, normalize_bearer(subject), s, e)
        if m.group("required"):
            return ModalMatch(s + m.start(), s + m.end(), "shall", normalize_bearer(subject), _action(sent[m.end():]), s, e)
        if m.group("neg_subject"):
            base = m.group("neg_modal").lower()
            after = sent[m.end():]
            passive = _PASSIVE.match(after)
            bearer = _agent(after, passive) if passive else normalize_bearer(sent[m.start("neg_np"):m.end("neg_np")])
            return ModalMatch(s + m.start(), s + m.end(), f"{base}_not", bearer, _action(after), s, e)
        base = m.group("modal").lower()
        modality = f"{base}_not" if m.group("not") else base
        after = sent[m.end():]
        bearer = normalize_bearer(subject)
        passive = _PASSIVE.match(after)
        if passive:
            bearer = _agent(after, passive)
        return ModalMatch(s + m.start(), s + m.end(), modality, bearer, _action(after), s, e)
    return None


def find_modals(text: str, sentences: list[tuple[int, int]] | None = None) -> list[ModalMatch]:
    """The governing modal of every sentence that has one."""
    out = []
    # One scan for the modal words; sentences without one (captions, definitions, history
    # lines) skip the per-sentence analysis.
    lower = text.lower()
    # A few characters lower-case to two ("\u0130"): offsets would shift, so scan with re.I.
    words = _MODAL_WORD_LOWER.finditer(lower) if len(lower) == len(text) else _MODAL_WORD.finditer(text)
    hits = [h.start() for h in words]
    if not hits:
        return out
    for s, e in sentences if sentences is not None else sentence_spans(text):
        i = bisect_left(hits, s)
        if i == len(hits) or hits[i] >= e:
            continue
        m = _modal_in(text, s, e)
        if m:
            out.append(m)
    return out
