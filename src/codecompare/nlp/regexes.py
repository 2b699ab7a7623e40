"""Named regex fragments for ordinance language, composed in one place (eyecite style).

Every pattern here is a plain string fragment or a compiled pattern built from fragments,
so a reader can see how `NUMBER` is made from `WORD_NUMBER` and `DIGIT_NUMBER`, and a
change to one fragment reaches every pattern that uses it.
"""
from __future__ import annotations

import re

from ..numbers import DENOMINATORS, ONES, TENS


def _alt(words) -> str:
    """An alternation of ``words`` as a prefix trie: "f(?:i(?:ft(?:een|y)|ve)|o(?:rty|ur(?:teen)?))".

    The regex engine tries a flat alternation branch by branch at every position that starts
    like a number word ("the", "shall", "of"...); a trie fails after one character. Longer
    words are tried first so "fourteen" wins over "four"."""
    words = sorted(set(words))
    if not words:
        return ""
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(w[:1], []).append(w[1:])
    branches = []
    for head, tails in sorted(groups.items()):
        if head == "":
            continue
        rest = [t for t in tails if t]
        sub = _alt(rest) if rest else ""
        if not rest:
            branches.append(re.escape(head))
        elif len(rest) < len(tails):  # the head alone is a word too: try longer first
            branches.append(f"{re.escape(head)}(?:{sub})?")
        else:
            branches.append(f"{re.escape(head)}(?:{sub})" if "|" in sub else f"{re.escape(head)}{sub}")
    return "|".join(branches) if len(branches) > 1 else branches[0]


# ---------------------------------------------------------------- numbers
ONES_WORD = rf"(?:{_alt(ONES)})"
TENS_WORD = rf"(?:{_alt(TENS)})"
DENOM_WORD = rf"(?:{_alt(DENOMINATORS)})"
# 1..99 as words: "ninety-four", "twenty four", "seven".
UNDER_100 = rf"(?:{TENS_WORD}(?:[ \-]{ONES_WORD}\b)?|{ONES_WORD})"
CARDINAL = (
    rf"(?:{UNDER_100}(?:\s+hundred(?:\s+(?:and\s+)?{UNDER_100})?)?"
    rf"(?:\s+thousand(?:\s+{UNDER_100}(?:\s+hundred)?(?:\s+(?:and\s+)?{UNDER_100})?)?)?)"
)
# "one-half", "three-fourths", "one fourth"
WORD_FRACTION = rf"(?:{UNDER_100}[ \-]{DENOM_WORD})"
# "one-and-one-half", "One-and one-fourth" (sic)
WORD_MIXED = rf"(?:{CARDINAL}[ \-]+and[ \-]+{WORD_FRACTION})"
# The lookahead on first letters lets the regex engine skip most positions cheaply.
WORD_NUMBER = rf"(?:\b(?=[zotfsenZOTFSEN])(?:{WORD_MIXED}|{WORD_FRACTION}|{CARDINAL})\b)"

# Digits never glued to other digits, slashes or hyphenated section numbers.
_DIGIT_LEFT = r"(?<![\w/.,\-§])"
DIGITS = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
DIGIT_FRACTION = r"(?:\d+\s*/\s*\d+)"
DIGIT_MIXED = r"(?:\d+[ \-]\d+/\d+)"
DIGIT_NUMBER = rf"(?:{_DIGIT_LEFT}(?:{DIGIT_MIXED}|{DIGIT_FRACTION}|{DIGITS})(?![\d/]|\.\d|-\d))"
MONEY = rf"(?:\$\s?{DIGITS}(?![\d]))"
NUMBER = rf"(?=[\d$zotfsenZOTFSEN])(?:{MONEY}|{DIGIT_NUMBER}|{WORD_NUMBER})"

# "eight (8)", "Five Thousand Dollars ($5,000.00)": the parenthesized restatement.
PAREN_DOUBLE = r"(?:\s*\(\s*\$?\s*[\d,]+(?:\.\d+)?(?:\s+\d+/\d+|/\d+)?\s*\))"

# ---------------------------------------------------------------- units
UNIT = (
    r"(?:square\s+f(?:ee|oo)t|sq\.\s*ft\.?|cubic\s+yards?|cu\.\s*yds?\.?"
    r"|lineal\s+f(?:ee|oo)t|linear\s+f(?:ee|oo)t"
    r"|pounds?\s+per\s+square\s+inch|p\.?s\.?i\.?\b"
    r"|inch(?:es)?\b|in\.(?=\s)|f(?:ee|oo)t\b|ft\.?|yards?\b|yds?\.?(?=\s)|miles?\b"
    r"|pounds?\b|lbs?\.?(?=[\s,;)])|sacks?\b|bags?\b"
    r"|percent\b|per\s+cent\b|%"
    r"|dollars?\b"
    r"|minutes?\b|hours?\b|hrs?\.?(?=\s)"
    r"|(?:calendar|consecutive)\s+days?\b|(?:business|working)\s+days?\b|days?'?(?=\W|$)"
    r"|weeks?\b|months?\b|years?\b"
    r"|°\s*F\b\.?|degrees?\s+(?:F\b\.?|Fahrenheit\b))"
)
# A count bound printed around a number of any noun: "no more than four newsracks", "two or
# more stores", "only one certificate". Left part anchored at the end of the text before the
# number; the noun is one lowercase word (two when the second is plural: "shopping carts").
COUNT_BOUND_LEFT = re.compile(
    r"(?:\b(?:no|not)\s+(?:more|fewer|less)\s+than|\bat\s+least|\ba\s+(?:maximum|minimum)\s+of|\bup\s+to|\bonly)\s+$",
    re.I,
)
_COUNT_STOP = (
    r"(?:of|the|a|an|and|or|nor|any|such|other|more|less|fewer|than|per|which|that|who|whom|whose|it|is|are|was|were"
    r"|be|been|has|have|shall|may|must|will|can|to|in|on|at|by|for|from|with|within|into|if|as|so|hundred|thousand"
    # the first word of a unit the unit pattern does not know ("three cubic feet")
    r"|cubic|square|linear|lineal)"
)
COUNT_BOUND_NOUN = re.compile(
    rf"(?P<ormore>\s+or\s+(?:more|fewer|less)\b)?\s+(?!{_COUNT_STOP}\b)(?P<noun>[a-z]{{3,}}(?:\s+(?!{_COUNT_STOP}\b)[a-z]{{2,}}s\b)?)\b"
)
# Nouns that count things a requirement cares about ("one lane of traffic", "one course").
COUNT_NOUN = r"(?:lanes?|courses?|coats?|copies|copy|numbers|lamps?|members?|spaces?)\b"

# Between a number and its unit: nothing, a hyphen ("twelve-inch"), a space, or a
# parenthesized restatement ("eight (8) feet").
NUM_UNIT_GAP = rf"(?:{PAREN_DOUBLE}?\s*-?\s*|\s*-\s*)"

# ---------------------------------------------------------------- comparators
# Anchored at the END of the text left of the number.
_COMPARATOR_WORDS = (
    r"(?P<cmp>not\s+less\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|minimum\s+of|minimum"
    r"|in\s+excess\s+of|not\s+more\s+than|no\s+more\s+than|not\s+to\s+exceed|not\s+exceeding"
    r"|does\s+not\s+exceed|do\s+not\s+exceed|shall\s+not\s+exceed|within|no\s+later\s+than"
    r"|not\s+later\s+than|up\s+to|a\s+maximum\s+of|maximum\s+of|maximum|on\s+or\s+before"
    r"|(?:more|greater|larger|wider|longer|higher|thicker|deeper|farther|further|less|fewer|smaller|shorter|narrower"
    r"|closer|nearer|lower)\s+than"
    r"|exceeds?|exceeding|by)"
    # "by the end of the second business day"
    r"(?:\s+(?:the\s+sum|the\s+amount|a\s+period|a\s+total|the\s+following|the\s+(?:end|close)(?=\s+of\b)))?(?:\s+of)?"
    # "within the first four hours after daylight", "within the next 30 days"
    r"(?:\s+(?:a|the))?(?:\s+(?:first|next))?\s+$"
)
# Prepositions that compare only right before the number ("above 40 degrees", "under 21 years
# of age"; "over a period of 30 days" is no bound); "do not extend below any point 10 feet above
# the sidewalk": the point is the bound.
_COMPARATOR_PREPS = r"above|over|under|beyond|below(?:\s+(?:any|a|the)\s+point)?"
COMPARATOR_PREP_WORDS = ("above", "over", "under", "beyond", "below", "point")
COMPARATOR_LEFT = re.compile(rf"{_COMPARATOR_WORDS}|\b(?P<prep>{_COMPARATOR_PREPS})\s+$", re.I)
# The two halves of ``COMPARATOR_LEFT``, both naming the words ``cmp``: a text whose last word is
# a preposition (``COMPARATOR_PREP_WORDS``) can match only the second, any other only the first.
COMPARATOR_WORDS_LEFT = re.compile(_COMPARATOR_WORDS, re.I)
COMPARATOR_PREP_LEFT = re.compile(rf"\b(?P<cmp>{_COMPARATOR_PREPS})\s+$", re.I)
COMPARATOR_RIGHT = re.compile(
    r"\s*(?:(?P<min>or\s+(?:more|greater|thicker|longer|larger|higher)|minimum)"
    r"|(?P<max>or\s+(?:less|fewer|smaller|shorter)|maximum))\b",
    re.I,
)
# "free from ... stones greater than eight inches" forbids what is larger, like "not". A bare "no"
# is not here: "if no printed material is found for more than 15 days" negates a noun, not the
# bound; "No ... shall" prohibitions are read by ``POLARITY`` over the whole sentence.
NEGATION = re.compile(r"\b(?:not|never|nor|without|free\s+(?:from|of))\b", re.I)
# Modal markers that set the polarity of what follows them in a sentence (see polarity.py):
# ``post`` "is prohibited" (also after the number), ``neg`` a prohibition, ``flip`` lifts one
# ("unless", "except", "fail to"), ``pos`` a duty or permission. "shall not apply", "shall not be
# construed" and the like limit a rule's reach and prohibit nothing.
POLARITY = re.compile(
    r"\b(?=[abefimnorstuABEFIMNORSTU])(?:(?P<post>(?:is|are|shall\s+be|be)\s+(?:hereby\s+|strictly\s+)?"
    r"(?:prohibited|forbidden|not\s+(?:permitted|allowed)))"
    r"|(?P<neg>it\s+(?:shall\s+be|is)\s+unlawful|(?:there\s+)?(?:shall|must)\s+be\s+no"
    r"|no\s+(?!(?:more|less|fewer|later|earlier|greater|sooner)\b)[^.;:]{1,80}?\s+(?:shall|must|may)"
    r"|(?:shall|must|may)\s+(?:not|never)(?!\s+(?:apply|be\s+(?:construed|deemed|interpreted|required|applicable"
    r"|considered|necessary)|prevent|prohibit|preclude|restrict|limit|affect)\b)|nor\s+(?:shall|may|must))"
    r"|(?P<flip>unless|except|(?:fail|neglect|refuse|omit)(?:s|ed)?(?:\s+or\s+(?:fail|neglect|refuse)(?:s|ed)?)?\s+to)"
    # "when the temperature may be expected to fall below 35° F.": a forecast, no permission.
    r"|(?P<pos>shall|must|may(?!\s+(?:be\s+)?(?:expected|anticipated|likely|reasonably)\b)"
    r"|(?:is|are)\s+(?:hereby\s+)?required\s+to))\b",
    re.I,
)
# Phrases left of a number that bound it without a comparator word (anchored at the end):
# spacing "at least every 20 feet" (joints no farther apart than 20 feet; a bare "every five
# feet" is an exact spacing), lifetimes "valid for a period of 30 days", "terminate at the end
# of three months" (nothing lasts longer), "the greater of three inches" (a floor). A bare
# "for a period of one year" is not a bound: "maintain ... for a period of one year" is an
# exact guarantee term.
BOUND_LEFT = re.compile(
    r"(?:(?P<every>\bat\s+least\s+every)|(?P<period>\bvalid\s+(?:only\s+)?for(?:\s+a\s+(?:period|term)\s+of)?"
    r"|\b(?:terminate|expire)s?\s+(?:automatically\s+)?(?:at\s+the\s+end\s+of|after|in))|(?P<greater>\bthe\s+greater\s+of)|(?P<lesser>\bthe\s+lesser\s+of))"
    r"(?:\s+(?:a|the))?\s+$",
    re.I,
)
# Right of a number: "..., whichever is greater"; lead times "24 hours prior to commencement",
# "30 days' written notice" (the notice must come at least that early); "48 hours, longer if
# needed".
BOUND_RIGHT = re.compile(
    r"\s*,?\s*(?:whichever\s+is\s+(?:(?P<min>greater|larger|more|longer|higher)|(?P<max>less|lesser|smaller|shorter|lower))\b"
    r"|(?P<lead>(?:prior\s+to|before|in\s+advance)\b|(?:(?:advance|prior|written|actual|mailed)\s+)*notice\b)"
    r"|(?P<longer>(?:or\s+)?longer\s+if\b))",
    re.I,
)

# ---------------------------------------------------------------- dates and times
MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan\.|Feb\.|Mar\.|Apr\.|Jun\.|Jul\.|Aug\.|Sept?\.|Oct\.|Nov\.|Dec\.)"
)
MONTH_DAY = rf"(?:{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?!\s*,?\s*\d{{4}}))"
DATE_RANGE = re.compile(
    rf"\b(?=[bf])(?:between|from)\s+(?P<a>{MONTH_DAY})\s+(?:and|to|through|until)\s+(?P<b>{MONTH_DAY})"
)
DATE_SINGLE = re.compile(rf"\b(?=[JFMASOND]){MONTH_DAY}")
# "the 31st day of December" (a year after it makes it a one-time date, as in MONTH_DAY).
DAY_OF_MONTH = re.compile(rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)\s+day\s+of\s+(?P<month>{MONTH})(?!\s*,?\s*\d{{4}})")
# Deadlines counted as an ordinal day: "by the end of the second business day following",
# "the 10th day after".
ORDINAL_DAY = re.compile(
    r"\b(?=[stfen\d])(?P<ord>second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?:(?P<kind>business|working|calendar)\s+day\b|day\s+(?:following|after)\b)",
    re.I,
)
CLOCK = re.compile(
    r"(?=[\dnm])(?:(?<![\d:])(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>[ap]\.\s?m\.|[AP]\.\s?M\.|[ap]m\b|[AP]M\b)"
    r"|\b(?P<noon>noon|midnight)\b)"
)

# ---------------------------------------------------------------- not requirements
# Spans where numbers are history, identifiers or addresses, never requirements.
NON_REQUIREMENT = re.compile(
    # The first-character lookahead is only for speed: it lets the engine skip most positions.
    # It lists exactly the characters a branch can start with (the pattern is case-sensitive;
    # lowercase "o", "r", "n" let the engine try every branch after most letters of a text).
    r"(?=[\[(\dORNpTAPCGIH])(?:"
    r"\[(?:Adopted|Amended|Added|Ord|Repealed|Renumbered|Editor)[^\]]*\]"
    r"|\((?:Ord\.|Ordinance|Prior\s+Code|\d{4}\s+Code|Code\s+\d{4}|Res\.|Resolution|Passed)[^)]*\)"
    r"|\b(?:Ord(?:inance)?s?\.?|Res(?:olution)?\.?)\s*(?:No\.?|Number)?\s*\d[\w\-.]*(?:,\s*§+\s*[\d\-]+)?"
    r"|\b(?:No|Nos|Number)\.?\s*\d[\w\-]*"
    r"|\b\d{1,2}[\-/]\d{1,2}[\-/]\d{2,4}\b"
    r"|\bpassed\s+[\d\-/]+"
    r"|\(?\b\d{3}\)?[\s.\-]\d{3}-\d{4}\b"
    r"|\b(?:Title|Article|Art\.|Part|Appendix|Class|Gradation|Type|Grade|Item|Route|Highway|Hwy\.?)\s+\"?[\dA-Z][\w\-.]*\"?"
    r"|\b\d+\s+[A-Z][a-z]+\s+(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Drive|Dr\.|Lane|Ln\.|Boulevard|Blvd\.))"
)

# ---------------------------------------------------------------- citations
SUBDIV = r"(?:\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))"
# Wisconsin-style statute number: chapter "." section (66.0907, 62.15), then subdivisions.
STATUTE_NUM = rf"(?:\d{{1,3}}\.\d{{2,4}}{SUBDIV}*)"
# Local code numbers: chapter-section (370-7, 10-2-9, 9-46-1.1) with glued subsection letter,
# or dotted Ohio/American Legal numbers (1022.02, 92.04), or a bare number in a list.
LOCAL_NUM = rf"(?:\d+[A-Z]?(?:-\d+(?:\.\d+)?)+[A-Z]?{SUBDIV}*|\d{{1,4}}\.\d{{1,3}}{SUBDIV}*)"
LOCAL_NUM_LOOSE = rf"(?:{LOCAL_NUM}|\d+[A-Z]?{SUBDIV}*)"
LIST_SEP = r"(?:\s*,\s*(?:and\s+|or\s+|&\s*)?|\s+(?:and|or|&|through|to)\s+|\s*&\s*)"
WIS_SUFFIX = r"(?:Wis(?:consin)?\.?\s*Stats?\.?|Wisconsin\s+Statutes|Stats\.)"

# "10-2-12 (a)": a space may separate the number from its subdivision in plain exports.
BARE_NUM = rf"(?:(?<![\w.\-/])\d+(?:-\d+)+(?:\.\d+)?[A-Z]?(?:\s?{SUBDIV})*)"
STATUTE_LIST = rf"(?:{STATUTE_NUM}(?:{LIST_SEP}{STATUTE_NUM})*)"
# Municode prints a subdivision after a space: "section 1-11 (b)".
LOCAL_NUM_SPACED = rf"(?:{LOCAL_NUM}(?:[ \t]{SUBDIV}+)?)"
# Massachusetts General Laws sections: "21D", "21(3)"; a list may continue with bare
# subdivisions of the last section ("§ 21(3), (4)") or further sections ("42A to 42F").
MASS_SEC = rf"(?:\d+[A-Z]?{SUBDIV}*)"
MASS_SEC_LIST = rf"(?:{MASS_SEC}(?:{LIST_SEP}(?:{MASS_SEC}|{SUBDIV}+))*)"
LOCAL_LIST = rf"(?:{LOCAL_NUM_LOOSE}(?:{LIST_SEP}{LOCAL_NUM_LOOSE})*)"

# Each tuple: (name, compiled pattern). Groups: "list" holds the numbers.
CITATION_PATTERNS: tuple[tuple[str, re.Pattern], ...] = (
    ("wi_prefix", re.compile(rf"\bWis(?:consin)?\.?\s*Stats?\.?\s*(?:§+|[Ss]s?\.|[Ss]ec(?:tion|\.)?)\s*(?P<list>{STATUTE_LIST})")),
    ("wi_suffix", re.compile(
        rf"(?:(?:§§?|\bs{{1,2}}\.|\b[Ss]ec(?:tions?|s?\.))\s*)?(?P<list>{STATUTE_LIST})\s*,?\s*(?:of\s+the\s+)?(?P<suffix>{WIS_SUFFIX})")),
    ("wi_chapter", re.compile(rf"\b[Cc]h(?:apter|\.)\s*(?P<list>\d{{1,3}})\s*,?\s*(?:of\s+the\s+)?{WIS_SUFFIX}")),
    ("wi_s", re.compile(rf"(?<![\w.])ss?\.\s*(?P<list>{STATUTE_LIST})")),
    ("wi_four_decimal", re.compile(rf"(?:§§?|\b[Ss]ec(?:tions?|s?\.))\s*(?P<list>\d{{1,3}}\.\d{{4}}{SUBDIV}*(?:{LIST_SEP}{STATUTE_NUM})*)")),
    ("iowa", re.compile(rf"\bIowa\s+Code\s*(?:§+|[Ss]ections?)?\s*(?P<list>{STATUTE_LIST})")),
    ("ohio", re.compile(
        rf"(?:\bOhio\s+)?(?:\bR\.\s?C\.|\bORC\b|\bRevised\s+Code(?:\s+[Ss]ections?)?)\s*(?:§+\s*)?(?P<list>{STATUTE_LIST})")),
    ("sdcl", re.compile(
        rf"\bSDCL\s*(?P<ch>Ch(?:apter|\.)\s*)?(?:§+\s*)?(?P<list>{LOCAL_LIST})")),
    ("mass", re.compile(
        r"\b(?:M\.\s?G\.\s?L\.(?:\s?A\s?\.)?|G\.\s?L\.|Mass\.\s*Gen\.\s*Laws)\s*(?:c(?:h)?\.|[Cc]hapter)\s*(?P<ch>\d+[A-Z]?)"
        rf"(?:\s*,?\s*(?:§+|ss?\.|[Ss]ec(?:tions?|s?\.))\s*(?P<sec>{MASS_SEC_LIST}))?")),
    # "Chapter 40, Sections 42A to 42F of the General Laws", "section 21D of chapter 40 of the
    # Massachusetts General Laws", "chapter 85 of the General Laws".
    ("mass_suffix", re.compile(
        rf"\b(?:[Cc]hapter\s+(?P<ch>\d+[A-Z]?)\s*,?\s*(?:§§?|[Ss]ections?)\s*(?P<sec>{MASS_SEC_LIST})"
        rf"|(?:§§?|[Ss]ections?)\s*(?P<sec2>{MASS_SEC_LIST})\s+of\s+[Cc]hapter\s+(?P<ch2>\d+[A-Z]?)"
        rf"|[Cc]hapter\s+(?P<ch3>\d+[A-Z]?))\s+of\s+the\s+(?:Massachusetts\s+)?General\s+Laws\b")),
    ("astm", re.compile(
        r"\bASTM(?:\s+(?:Specification|Designation|Standard|Test))?(?:\s*[\-:]\s*|\s+)(?P<des>[A-Z]?\s?\d+(?:-\d+)*(?:-?[A-Z]\b)?)")),
    ("aashto", re.compile(r"\bAASHTO\s+(?P<des>[A-Z]{0,2}\s?\d+(?:-\d+)?)")),
    ("mutcd", re.compile(
        r"(?:\b(?P<part>Section|Part|Chapter)\s+(?P<num>[IVX]+|\d+[A-Z]?)\s+of\s+the\s+)?"
        r"(?:\b(?:Manual\s+(?:on|of|for)\s+Uniform\s+Traffic\s+Control\s+Devices)|\bMUTCD\b)")),
    ("dot", re.compile(
        r"\b(?P<state>Wisconsin|Ohio|South\s+Dakota|Iowa|Massachusetts|State)\s+Department\s+of\s+Transportation(?:'s)?"
        r"\s+(?P<what>(?:Gradation\s+)?No\.\s*\d+|Standard\s+Specifications(?:\s+for\s+[A-Z][\w ]+?(?=[,.;]))?"
        r"|Construction\s+and\s+Material\s+Specifications)")),
    ("county_standards", re.compile(r"\b(?P<county>[A-Z][a-z]+\s+County)\s+(?P<what>road|highway)\s+standards")),
    # "ANSI A117.1", "the most current American National Standards Specifications published by the
    # American National Standards Institute" (one reference: the body may be named twice).
    ("ansi", re.compile(
        r"(?:\bANSI\b|\bAmerican\s+National\s+Standards?\b(?:\s+Institute\b)?)(?:\s*\(ANSI\))?"
        r"(?:\s+(?:Standard\s+)?(?:Standards|Specifications?|Standard)\b)?"
        r"(?:\s+(?:published|issued|adopted|approved)\s+by\s+the\s+American\s+National\s+Standards\s+Institute\b"
        r"(?:\s*\(ANSI\))?)?(?:[\s/]*(?P<des>[A-Z]\d+(?:\.\d+)*))?")),
    # Ohio codified ordinances name the code part: "TRAF. 432.22", "S.U. & P.S. Ch. 1022".
    ("other_code_prefix", re.compile(
        rf"\b(?P<code>TRAF\.|P\.\s?&\s?Z\.|GEN\.\s?OFF\.|B\.\s?&\s?H\.|BLDG\.|S\.\s?U\.\s?&\s?P\.\s?S\.|ADM\.|BUS\.\s?REG\.|FIRE)"
        rf"\s*(?:(?P<och>Ch(?:apter|\.))\s*)?(?P<list>{LOCAL_LIST})")),
    ("local_section_sign", re.compile(
        rf"(?:\b[Ss]ections?\s+)?(?P<sign>§§?)\s*(?P<list>{LOCAL_LIST})")),
    # "subsection 12-73": a chapter-section number after "subsection" is a section of the code.
    ("local_section_word", re.compile(
        rf"\b(?:[Ss]ections?|Secs?\.|sec\.|[Ss]ubsections?(?=\s+\d+[A-Z]?-\d))\s*"
        rf"(?P<list>{LOCAL_NUM_SPACED}(?:{LIST_SEP}{LOCAL_NUM_SPACED})*)")),
    # Bare chapter-section numbers that only context marks as citations (American Legal
    # exports drop the "§"): "violation of 10-2-12 (a), (b), and (c)", "provisions of 10-2-9".
    # Only hyphenated numbers and only after these words: bare numbers elsewhere are list
    # markers, dates or amounts.
    ("local_bare", re.compile(
        rf"\b(?:violations?|provisions?|requirements?|pursuant\s+to|accordance\s+with|set\s+forth\s+in"
        rf"|provided\s+(?:for\s+)?in|defined\s+in|described\s+in|specified\s+in)\s+(?:of\s+)?"
        rf"(?P<list>{BARE_NUM}(?:{LIST_SEP}(?:{BARE_NUM}|{SUBDIV}+))*)(?![\w\-])(?!\s*-?\s*{UNIT})", re.I)),
    # A title of the local code, named as such: "The Brandon City Code, Title 17, Zoning",
    # "Title Seven of the City Code". A bare "Title 17" may be a federal or state title, and
    # "Title 42 of the Code of Federal Regulations" is one.
    ("local_title", re.compile(
        rf"\b(?:(?:City|Village|Town|Township|Municipal|Borough)\s+Code\s*,?\s*Title\s+(?P<num>\d+|(?i:{UNDER_100}))\b"
        rf"|Title\s+(?P<num2>\d+|(?i:{UNDER_100}))\s+of\s+(?:the|this)\s+(?:[A-Z][a-z]+\s+)?"
        rf"(?:(?:City|Village|Town|Township|Municipal|Borough)\s+)?Code(?:\s+of\s+Ordinances)?\b(?!\s+of\b))")),
    # A zoning code named as such: "the Somerville Zoning Ordinance", "Village Zoning Code".
    ("zoning_code", re.compile(
        r"\b(?P<name>(?:(?!(?:The|This|Said|Such|Any|Each)\b)[A-Z][a-z]+\s+){0,2}Zoning\s+(?:Ordinance|Code|By-?[Ll]aws?))\b")),
    ("local_chapter", re.compile(
        r"\b(?:Chapter|Ch\.)\s*(?P<ch>\d+[A-Z]?(?:-\d+)?)(?!\.\d)"
        r"(?:\s*,\s*(?P<title>[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*)\s*,\s*Art(?:icle|\.)\s*(?P<art>[IVX]+|\d+))?")),
    ("internal", re.compile(
        # "item (5)": Municode numbers list items; "Item 4" alone names a bid or DOT item.
        r"\b(?P<word>[Ss]ubsections?|[Dd]ivisions?|[Pp]aragraphs?|[Ss]ubparagraphs?|[Ss]ubdivisions?|[Ii]tems?(?=\s+\())\s+"
        r"(?P<list>(?:[A-Z]\b|\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))"
        r"(?:\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))*"
        # "paragraphs (1)-(3)": a printed range cites both ends.
        r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+|(?<=\))[\-–](?=\())"
        r"(?:[A-Z]\b|\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))(?:\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))*)*)")),
)
CITATION_QUALIFIER = re.compile(
    r"(?:\s*,?\s*(?P<q>above|below|hereof|herein|hereinafter|of\s+this\s+(?:Code(?:\s+of\s+Ordinances)?|chapter|article|section|title|ordinance)"
    r"|et\s+seq\.))",
    re.I,
)
# Splits a citation list into its numbers; separators are not part of any target.
LIST_SPLIT = re.compile(LIST_SEP)

# ---------------------------------------------------------------- modality
MODAL = re.compile(
    r"\b(?P<unlawful>it\s+shall\s+be\s+unlawful)\b"
    r"|\b(?P<duty>it\s+shall\s+be\s+the\s+(?:duty|responsibility|obligation)\s+of\s+(?P<duty_bearer>[^,;.]+?)\s+to)\b"
    r"|\b(?P<prohibited>(?:is|are|shall\s+be|be)\s+(?:hereby\s+|strictly\s+)?prohibited)\b"
    r"|\b(?P<required>(?:is|are)\s+(?:hereby\s+)?required\s+to)\b"
    r"|\b(?P<neg_subject>No)\s+(?P<neg_np>[^.;:]{1,80}?)\s+(?P<neg_modal>shall|must|may)\b(?!\s+not)"
    r"|\b(?P<modal>shall|must|may)(?P<not>\s+not)?\b",
    re.I,
)

# ---------------------------------------------------------------- sentences
# Abbreviations that end with a period but do not end a sentence in ordinance text.
ABBREVIATIONS = frozenset(
    "wis stat sec secs no nos ord ch art subd par para cl co corp inc ltd mr mrs ms dr st ave blvd rd "
    "a.m p.m am pm e.g i.e etc viz vs v u.s r.c s ss f seq cf approx incl dept gov gen off traf p z "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
# The end punctuation is part of the match (not a lookbehind) so the engine can skip to it;
# callers use only where a match ends.
SENTENCE_END = re.compile(r"[.!?][\"')\]]*(?=\s+[\"'(\[]?[A-Z0-9§])|\n\s*\n")
