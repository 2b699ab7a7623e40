"""A short descriptive title for a section that prints neither heading nor caption.

Plain exports such as the 1994 seed print some sections as bare sentences ("No person shall
burn any leaves, trash, rubbish or other materials within the traveled portion of a
roadway."). Readers and the topic classifier want a title, so one is derived from the first
sentence's subject and verb, in the forms codifiers themselves use for such sections in our
corpus ("Snow and ice not to encroach", "Downspouts and eaves not to drain on sidewalks",
"Requests for improvements"):

* a prohibition on a generic actor names the act: "No person shall burn any leaves …" →
  "Burning leaves, trash, rubbish or other materials";
* a prohibition whose subject is the thing regulated, or a "shall not allow X to be …", says
  what may not happen to it: "No road shall be accepted …" → "Road not to be accepted",
  "No owner … shall allow the sidewalk … to be littered …" → "Sidewalk not to be littered";
* otherwise the subject itself is the topic, without its agent phrase: "Requests or
  petitions by Village property owner for new streets, curbs and gutter, and sidewalks shall
  be presented …" → "Requests or petitions for new streets, curbs and gutter, and sidewalks".

Such titles are stored with ``title_source="text"``; every word of them is in the sentence
(only the verb's "-ing" form is made). Sentences whose subject says nothing ("It shall be
…", "There shall be …") get no title.
"""
from __future__ import annotations

import re

_MODAL = re.compile(r"\b(?:shall|must|may|will)\b")
_SENTENCE_END = re.compile(r"[.;:](?=\s|$)")
_LIGHT_VERBS = frozenset("allow permit suffer cause let".split())
_EMPTY_SUBJECTS = frozenset("it this there these that they he she we".split())
_DETERMINERS = frozenset("any the a an such said all every each his her its their".split())
# Words after which a noun phrase has ended: prepositions, relative pronouns, conjunctions of
# condition. "abutting", "located" and other participles end it too (see _ends_phrase).
_PHRASE_ENDS = frozenset(
    """within on upon in into onto at by until unless except when where whenever if from
    without for to which that who whose during under over between than so as""".split()
)
_MAX_WORDS = 12


def _first_sentence(text: str) -> str:
    flat = " ".join(text.split())
    m = _SENTENCE_END.search(flat)
    return flat[: m.start()] if m else flat


def _ends_phrase(word: str) -> bool:
    w = word.lower().strip(",")
    return w in _PHRASE_ENDS or (len(w) > 5 and w.endswith("ing"))


def _phrase(words: list[str]) -> list[str]:
    """The leading noun phrase (a coordinated list included), without determiners."""
    out: list[str] = []
    for w in words:
        if out and _ends_phrase(w):
            break
        if w.lower() in _DETERMINERS:
            continue
        out.append(w)
    while out and out[-1].lower().strip(",") in ("and", "or"):
        out.pop()
    if out:
        out[-1] = out[-1].rstrip(",")
    return out


def gerund(verb: str) -> str:
    """"burn" → "burning", "place" → "placing", "tie" → "tying", "dig" → "digging"."""
    v = verb.lower()
    if v.endswith("ie"):
        return v[:-2] + "ying"
    if v.endswith("e") and not v.endswith(("ee", "ye", "oe")):
        return v[:-1] + "ing"
    if len(v) <= 4 and re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", v):
        return v + v[-1] + "ing"  # one-syllable consonant-vowel-consonant doubles its consonant
    return v + "ing"


def _title(words: list[str]) -> str | None:
    if not words or len(words) > _MAX_WORDS:
        return None
    s = " ".join(words)
    return s[:1].upper() + s[1:]


def title_from_text(text: str) -> str | None:
    sentence = _first_sentence(text)
    m = _MODAL.search(sentence)
    if not m:
        return None
    subject = sentence[: m.start()].split()
    predicate = sentence[m.end() :].split()
    if not subject or not predicate or subject[0].lower() in _EMPTY_SUBJECTS:
        return None
    if subject[0].lower() != "no":
        # "Requests or petitions by Village property owner for new streets …": the agent
        # ("by …") says who acts, not what the section is about.
        words = " ".join(subject)
        words = re.sub(r"\s+by\s+.+?(?=\s+(?:for|of|on|to|in)\b|$)", "", words).split()
        while words and words[0].lower() in _DETERMINERS:
            words.pop(0)
        return _title(words)
    if predicate[0].lower() == "not" or predicate[0].lower() in _PHRASE_ENDS:
        return None  # "No person shall in any manner obstruct …": the verb is not where we look
    verb = predicate[0].lower()
    if verb in _LIGHT_VERBS and "to" in predicate[1:]:
        i = predicate.index("to", 1)
        thing = _phrase(predicate[1:i])
        rest = _phrase(predicate[i + 1 :]) if predicate[i + 1 : i + 2] != ["be"] else ["be", *predicate[i + 2 : i + 3]]
        return _title([*thing, "not", "to", *rest]) if thing and rest else None
    if verb == "be" and len(predicate) > 1:
        thing = _phrase(subject[1:])
        return _title([*thing, "not", "to", "be", predicate[1]]) if thing else None
    return _title([gerund(verb), *_phrase(predicate[1:])])
