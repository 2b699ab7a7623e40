"""Non-normative paragraphs: editor's notes, history lines, cross-reference notes.

Codifiers append these to sections but they are not law: "(Ord. 1990-12. Passed 3-5-90.)",
"(ORC 723.11; Adopting Ordinance)", "[Amended 3-14-2016 by Ord. No. 2016-2]", "(Prior Code,
§ 7.04)", "(Code 1992, § 6-1-3)", "Editor's Note: …" (after a "[1]" call), Municode's
"Cross reference(s) – …" and "State law reference(s) – …". Keeping them out of clauses keeps
their numbers (ordinance numbers, dates) out of the requirement tables.
"""
from __future__ import annotations

import re

from ._text import MARKER_ONLY

_HISTORY_OPENERS = (
    # (a former code by its two-digit year, American Legal: "(`90 Code, \u00a7 15-1)", "('85 Code, \u00a7 5-1)")
    # (a Sterling code's old chapter: "(Ch. 141)", "(Ch. 141, 10-18-1939)", Montevideo MN)
    r"(?:Ord\.|Ords\.|Ord\s|Res\.|ORC\b|Ohio R\.C\.|R\.C\.|Prior Code|Ch\.[ \t]*\d{1,4}[A-Z]?(?=[,;)])|Code \d{4}|\d{4}\s+Code|[`'\u2018\u2019]\d\d\s+Code\b|Passed|"
    r"Adopted|Amended|Added|Repealed|Source:|Adopting Ordinance)"
)
# One or more history parentheticals, as American Legal strings them together, optionally
# closed by its "Penalty, see § 92.99" pointer.
_HISTORY = re.compile(
    r"(?:(?:\(\s*" + _HISTORY_OPENERS + r"[^()\n]*(?:\([^()\n]*\)[^()\n]*)*\)[.;,]?\s*)+"
    r"(?:Penalty,?\s+see\s+§+\s*[\d.\-]+\.?)?"
    r"|\[\s*(?:Amended|Added|Adopted|Repealed|Ord\.|Former|Derived|Renumbered|Editor)[^\]]*\])[.\s]*"
)
_EDITORS_NOTE = re.compile(r"(?:\[\d{1,3}\]\s*)?Editor[’']s [Nn]ote\b")
_BRACKETED_EDITORIAL = re.compile(r"\[[^\[\]]{3,400}\]")
_CROSS_REFERENCE = re.compile(
    r"\*?\s*(?:Cross[- ]references?(?:\(s\))?|State law references?(?:\(s\))?|Charter references?(?:\(s\))?|Statutory references?"
    r"|CROSS REFERENCES?)\b\s*[–—:\-]?",
    re.I,
)
_LEGISLATIVE = re.compile(r"(?:Legislative History|Authority|Source|History)\s*:")


def classify_note(text: str, start: int, end: int) -> str | None:
    """The Note kind of the paragraph text[start:end], or None if it is normative text."""
    if _EDITORS_NOTE.match(text, start, end):
        return "editors_note"
    if _HISTORY.fullmatch(text, start, end):
        return "history"
    if _CROSS_REFERENCE.match(text, start, end):
        return "cross_reference"
    if _LEGISLATIVE.match(text, start, end):
        return "history"
    if _BRACKETED_EDITORIAL.fullmatch(text, start, end) and not MARKER_ONLY.fullmatch(text, start, end):
        return "editors_note"
    return None
