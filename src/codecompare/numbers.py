"""Numbers as ordinances write them: digits, words, fractions and their compounds.

Drafters mix three registers freely: digits (`1,300`, `2 1/2`), words (`seventy-two`,
`One hundred`) and hyphenated adjective compounds where the number fuses with its unit
(`one-and-one-half-inch`, `three-fourths-inch`). This module only turns the *number part*
into a float; finding it in text is the job of ``nlp.regexes``.
"""
from __future__ import annotations

import re
from fractions import Fraction

ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}
TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
# Denominators as ordinals: "one-half", "three-fourths", "one-fourths" (sic, Clyman).
DENOMINATORS = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "fourth": 4, "fourths": 4,
    "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6,
    # ("For each succeeding one-seventh mile", Wickliffe OH's taxicab fares)
    "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
    # (misprinted without its h: "holes in them five-eights inch or more in diameter", Cedarville OH; the singular
    # "eight" stays a number: "one eight-inch pipe")
    "eights": 8,
    "tenth": 10, "tenths": 10, "sixteenth": 16, "sixteenths": 16,
    # ("one-twelfth (1/12) of the tax", Boston)
    "twelfth": 12, "twelfths": 12,
    # ("an area not less than one twentieth of the floor area", Grand Island NE's property maintenance code)
    "twentieth": 20, "twentieths": 20,
    # (an inch's finer parts, hyphenated: "not more than seven sixty-fourths of an inch", Henderson NE)
    "thirty-second": 32, "thirty-seconds": 32, "sixty-fourth": 64, "sixty-fourths": 64,
    # (a grade in hundredths: "three\nand sixteen-hundredths inch per foot", Falls City OR)
    "hundredths": 100,
}
NUMBER_WORDS = frozenset(ONES) | frozenset(TENS) | frozenset(SCALES)

_SPLIT = re.compile(r"[\s\-]+")
_DIGITS = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$|^\.\d+$")
_FRACTION = re.compile(r"^(?:(\d+)[\s\-]+)?(\d+)\s*/\s*(\d+)$")


# Vulgar-fraction characters ("½", "¾") and their values.
VULGAR_FRACTIONS = {"\u00bd": Fraction(1, 2), "\u2153": Fraction(1, 3), "\u2154": Fraction(2, 3),
                    "\u00bc": Fraction(1, 4), "\u00be": Fraction(3, 4), "\u2155": Fraction(1, 5),
                    "\u2156": Fraction(2, 5), "\u2157": Fraction(3, 5), "\u2158": Fraction(4, 5),
                    "\u2159": Fraction(1, 6), "\u215a": Fraction(5, 6), "\u215b": Fraction(1, 8),
                    "\u215c": Fraction(3, 8), "\u215d": Fraction(5, 8), "\u215e": Fraction(7, 8)}


def parse_digits(text: str) -> float | None:
    """`1,300` -> 1300.0, `5,000.00` -> 5000.0, `1 1/2` -> 1.5, `1/4` -> 0.25, `1½` -> 1.5."""
    t = text.strip().lstrip("$").strip().replace(" ,", ",")  # ("$1 ,000,000": a stray space before a comma)
    if t.endswith(("million", "billion")):
        # "$1.5 million": digits times the scale word
        head, _, scale = t.rpartition(" ")
        base = parse_digits(head)
        return None if base is None else base * (1_000_000 if scale == "million" else 1_000_000_000)
    if t and t[-1] in VULGAR_FRACTIONS:
        whole = t[:-1].rstrip(" -")
        if not whole:
            return float(VULGAR_FRACTIONS[t[-1]])
        return float(int(whole) + VULGAR_FRACTIONS[t[-1]]) if whole.isdigit() else None
    if _DIGITS.match(t):
        return float(t.replace(",", ""))
    m = _FRACTION.match(t)
    if m:
        whole, num, den = m.groups()
        if int(den) == 0:
            return None
        if whole is None and (glued := _glued_mixed_number(num, den)) is not None:
            return glued
        return float(int(whole or 0) + Fraction(int(num), int(den)))
    return None


def _glued_mixed_number(num: str, den: str) -> float | None:
    """A mixed number whose "½" an export turned into "1/2" glued to the whole: "11/2" is 1 1/2 ("11/2 per dwelling
    unit", Colstrip MT; "one and one-half inches (11/\n2")", Warr Acres OK), "51/2" 5 1/2, "115/16" 1 15/16. Only
    for an inch's usual denominators and a numerator no proper fraction has ("13/16" stays thirteen sixteenths)."""
    if den not in ("2", "4", "8", "16") or len(num) < 2 or int(num) <= int(den):
        return None
    for cut in (2, 1) if den == "16" else (1,):
        head, tail = num[:-cut], num[-cut:]
        if head and not tail.startswith("0") and 0 < int(tail) < int(den):
            return float(int(head) + Fraction(int(tail), int(den)))
    return None


def _cardinal(words: list[str]) -> float | None:
    """Cardinal from words already split: ["one", "hundred", "twenty", "five"] -> 125."""
    total = 0
    current = 0
    seen = False
    for w in words:
        if w in ONES:
            current += ONES[w]
        elif w in TENS:
            current += TENS[w]
        elif (t := next((t for t in TENS if w.startswith(t) and w[len(t):] in ONES and ONES[w[len(t):]] < 10), None)):
            current += TENS[t] + ONES[w[len(t):]]  # "seventytwo": the hyphen lost in an export
        elif w == "hundred":
            current = (current or 1) * 100
        elif w in SCALES:
            total += (current or 1) * SCALES[w]
            current = 0
        else:
            return None
        seen = True
    return float(total + current) if seen else None


# (the numerator hyphened on too: "seven-sixty-fourths of an inch", Bennet NE)
_COMPOUND_DENOMINATOR = re.compile(r"(?:^|(?<=\s)|(?<=[a-z]-))((?:thirty-second|sixty-fourth)s?)$")


def parse_words(text: str) -> float | None:
    """Written numbers, including fractions and mixed numbers.

    `ninety-four` -> 94, `One hundred` -> 100, `three-fourths` -> 0.75,
    `one-and-one-half` / `One-and one-fourth` -> 1.5 / 1.25, `one-half` -> 0.5.
    Returns None for anything that is not purely a number phrase.
    """
    low = text.strip().lower()
    if (compound := _COMPOUND_DENOMINATOR.search(low)) is not None:
        num = _cardinal([w for w in _SPLIT.split(low[:compound.start()].rstrip("-")) if w]) if compound.start() else 1.0
        return None if num is None else float(Fraction(int(num), DENOMINATORS[compound.group(1)]))
    words = [w for w in _SPLIT.split(low) if w]
    if not words:
        return None
    # Mixed number: "<whole> and <fraction>".
    if "and" in words:
        i = words.index("and")
        left, right = words[:i], words[i + 1:]
        # "one hundred and twenty", "two hundred and fifty thousand": the "and" inside a cardinal.
        if left and left[-1] in SCALES and right and right[-1] not in DENOMINATORS:
            return _cardinal(left + right)
        whole = _cardinal(left)
        if len(right) == 1 and right[0] in VULGAR_FRACTIONS:
            # "eight and \u00bd inches" (Lyons GA): the fraction printed as its sign
            return None if whole is None else whole + float(VULGAR_FRACTIONS[right[0]])
        # "four and a half"
        frac = parse_words(" ".join(["one"] + right[1:] if right[:1] == ["a"] else right))
        if whole is None or frac is None or frac >= 1:
            return None
        return whole + frac
    if words[-1] in DENOMINATORS:
        den = DENOMINATORS[words[-1]]
        num = _cardinal(words[:-1]) if len(words) > 1 else 1.0
        if num is None:
            return None
        return float(Fraction(int(num), den))
    return _cardinal(words)


# A whole number in digits and a fraction joined by "and": "1 and 1/4", "1\nand 4/100", "1 and \u00bd", "2 and one-half"
_DIGITS_AND_FRACTION = re.compile(r"(\d+)\s+and\s+(.+)", re.S)


def parse_number(text: str) -> float | None:
    """Any single number as printed: digits, fraction, mixed number or words."""
    value = parse_digits(text)
    if value is not None:
        return value
    if (m := _DIGITS_AND_FRACTION.fullmatch(text.strip())) is not None:
        part = parse_digits(m.group(2))
        part = parse_words(m.group(2)) if part is None else part
        return None if part is None or not 0 < part < 1 else round(int(m.group(1)) + part, 9)
    return parse_words(text)
