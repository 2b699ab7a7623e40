"""Find numeric requirements in ordinance text.

The rule that carries most of the precision: a number is a requirement only when it is
bound to a unit (`four feet`, `$25`, `95%`, `seventy-two-hour`), a date/clock time, a
counted noun a requirement cares about (`one lane`), or a fraction *of* something
(`1/3 of any street`). Bare numbers are identifiers (section, ordinance, street numbers,
list markers) or pronouns (`one that is in conformity`, `any one or more`).
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, replace

from ..numbers import TENS, parse_number
from ..units import canonical_unit, unit_scale
from . import regexes as rx
from .intervals import SpanSet
from .polarity import Polarity

_I = re.I
NUMBER_RE = re.compile(rx.NUMBER, _I)
# ``NUMBER`` scanned in two passes (``_number_spans``): digits and word numbers share no
# character, so no match of one can overlap a match of the other and the union in order is
# what one scan of ``NUMBER`` finds. The digit pass runs only on text with a digit or "$"; the
# word pass runs on lower-cased text without ``re.I``, which halves its cost (the engine folds
# case character by character under ``re.I``).
_DIGIT_NUMBER_RE = re.compile(rf"(?=[\d${rx.VULGAR}])(?:{rx.MONEY}|{rx.DIGIT_NUMBER})", _I)
_HAS_DIGIT = re.compile(rf"[\d${rx.VULGAR}]")
_WORD_NUMBER_RE = re.compile(rx.WORD_NUMBER)
_WORD_NUMBER_RE_I = re.compile(rx.WORD_NUMBER, _I)
_NUMBER_WORD_START = re.compile(rf"\b(?:{rx.ONES_WORD}|{rx.TENS_WORD})", _I)


# Words that open the rarer forms (frequencies, multipliers, bare fractions, ages); a spaCy
# lexeme flag over them spares each clause the substring tests (see ``may_open_rare_form``).
_RARE_WORDS = frozenset({"once", "twice", "double", "triple", "treble", "doubled", "tripled", "trebled", "half",
                         "quarter", "third", "ages", "age",
                         "than", "less", "more", "least", "one-time", "1-time"})


def may_open_rare_form(token_text: str) -> bool:
    """Whether this token may open a rarer form (a lexeme flag): a frequency, multiplier, bare
    fraction or age, "a cubic yard or less" ("than", "less", "more"), "at least a foot" ("least"), a slope "3:1"/"three-to-one"."""
    return token_text.lower() in _RARE_WORDS or ":1" in token_text or "to-one" in token_text


def may_start_number_word(token_text: str) -> bool:
    """Whether a word number could start inside this token (a spaCy lexeme flag).

    Every word number starts at a word boundary with a ones or tens word, and the tokenizer
    never splits between two letters, so a Doc with no such token needs no word-number scan.
    The test is looser than the scan ("tenant" passes): it only decides whether to scan."""
    return _NUMBER_WORD_START.search(token_text) is not None
_UNIT_AFTER = re.compile(rf"{rx.NUM_UNIT_GAP}(?P<unit>{rx.UNIT})(?P<after>{rx.PAREN_RESTATE})?", _I)
# the second number of a pair of dimensions, with the unit both take: " x 18 inches"; or after "by", maybe restated
# and wrapped: "five-eighths by three-fourths\ninches" (Dry Ridge KY), "8 by 10 inches"
_BY_AFTER = re.compile(rf"(?:[ \t]*[xX\u00d7][ \t]*|(?:{rx.PAREN_DOUBLE})?[ \t]*(?:\n[ \t]*)?by[ \t]*(?:\n[ \t]*)?)"
                       rf"{rx.NUMBER}{rx.NUM_UNIT_GAP}(?P<unit>{rx.UNIT})")
# A water meter's size, two bare numbers before the word: "(A)   5/8 × 3/4 meter. There shall be a $75 deposit per meter",
# "1½ × 1½ meter" (Cleburne TX): inches each, as the labels read meter sizes
_METER_PAIR = re.compile(rf"[ \t]*[xX\u00d7][ \t]*(?P<n2>{rx.DIGIT_NUMBER})[ \t]+(?=(?:water[ \t]+)?meters?\b)")
# "five ninety-four-pound sacks": the count of sacks, then the weight of each sack (the count maybe restated:
# "not less than six (6)\n100-pound bags", Menomonie WI)
_SACK_AFTER = re.compile(
    rf"(?:[ \t]*\(\d{{1,2}}\))?\s+(?P<n2>{rx.WORD_NUMBER}|{rx.DIGITS})\s*-\s*(?P<u2>pounds?|lbs?\.?)\s+(?P<unit>sacks?|bags?)\b", _I
)
# Up to three words between a number and the noun it counts ("one lane of traffic", "One
# internally illuminated window sign").
# (a line break only before a lower-case word: "32\nMinimum Spaces" ends a table row)
# (or a width in figures: "a\nminimum of one 10-foot traffic lane must be provided", Solon IA)
# (a hyphened modifier too: "one on-premises wall sign", Holdrege NE)
# (not across a conjunction or a speed's unit: "at a speed exceeding 15 mph unless signs erected indicate otherwise", Banks OR)
# (the noun maybe after "such": "limited to one (1) such connection only", Edgar WI; the labels count "one such sign",
# "two (2) such driveways", "one such building")
_SUCH = r"(?:[ \t]+such(?=[ \t]+[a-z]))?"
_COUNT_GAP = rf"(?:{rx.PAREN_DOUBLE})?(?:[ \t]+|[ \t]*\n[ \t]*(?=(?-i:[a-z(\d])))(?:(?!(?:of|the|any|and|which|that|is|are|shall|to|or|unless|except|if|when|where|while|mph)\b)(?:[a-z]+(?:-(?:[ \t]*\n[ \t]*)?[a-z]+){{0,2}}|\d{{1,2}}-(?:foot|inch))(?:\s+or\s+[a-z]+)?\s+){{0,3}}?"
_GAP_MEASURE = re.compile(r"\d-(?:foot|inch)")
_SIGN_NOUN_END = re.compile(r"\bsigns?$", _I)
_COUNT_AFTER = re.compile(rf"{_COUNT_GAP}(?P<noun>{rx.COUNT_NOUN})", _I)
# (case-sensitive: "1022.01 Permit required" is a section heading, and these nouns count only
# after a word number anyway)
# "two alternates", "six captains", "four persons": a written number of 2-20 right before a plural
# noun counts that noun (digits before a plural noun are as often section or item numbers)
# (people of a place are counted too: "The board of equalization ... shall consist of five citizens of the Town",
# Collierville TN)
# (the line may break before the noun: "not more than two\nblocks", Gibbon NE)
# (no word ending in "-us", "-ss" or "-is" is a plural: "tracts of at least 15 contiguous acres", Garner NC)
# (a plural in "-men": "provided that two flagmen are employed", Solon IA)
# (a licence's class between, its kind in parentheses before it: "There shall be issued no more than two Class AA licenses", "no more
# than four (packaged goods) Class C\nlicenses", Stone Park IL)
_CLASS_BETWEEN = r"(?:[ \t]+\([a-z]+(?:[ \t]+[a-z]+){0,3}\))?(?:[ \t]+Class[ \t]+[A-Z]{1,3}(?![\w\-]))?"
_PLURAL_NOUN_AFTER = re.compile(rf"{_SUCH}{_CLASS_BETWEEN}(?:[ \t]+|[ \t]*\n[ \t]*)(?!{rx.COUNT_STOP}\b)(?P<noun>[a-z]{{3,}}(?<![isu])s|people|children|[a-z]{{0,8}}(?<!speci)(?<!abdo)(?<!regi)men)\b"
                                r"(?![ \t]*(?:of|per)\b)|[ \t]+(?P<people>citizens|residents|electors)\b"
                                # (livestock by the head, the noun the same in the plural: "limited to two head or two
                                # mother/offspring combinations", Hermosa SD; "four head of cattle")
                                r"|[ \t]+(?P<head>head)\b(?=[ \t]*(?:[,.;]|or\b|of[ \t\n]+(?:cattle|livestock|horses|sheep|goats|swine|hogs|animals)\b))")
# "within 12, 24 or 36 months": a list of numbers printed with one unit after the last
_LIST_UNIT_AFTER = re.compile(
    # (no middle item: no comma before the conjunction, "greater than 50, and 36 inches" is two clauses)
    # ("two- or three-day": the first number's unit suspended on a hyphen)
    # ("the four- and the six-inch pipe", Memphis MI: the article again after a suspended hyphen)
    # (each number restated in figures: "The six (6) and twelve (12) month periods", Edgar WI; the first's figure in its span)
    rf"(?P<dbl>{rx.PAREN_DOUBLE}(?=[ \t]+(?:or|and)[ \t]))?"
    # (the hyphens suspended through a list, wrapped: "the 2-,\n10-, or 100-year existing peak flow", Moorhead MN)
    rf"(?:(?:-?[ \t]*,[ \t]*(?:\n[ \t]*)?{rx.NUMBER}-?){{1,4}}[ \t]*,?[ \t]*|-?[ \t]+|-[ \t]*,[ \t]*(?:\n[ \t]*)?)(?:or|and)[ \t]+(?:(?<=-\sand\s)the[ \t]+|(?<=-\sor\s)the[ \t]+)?{rx.NUMBER}{rx.NUM_UNIT_GAP}(?P<unit>{rx.UNIT})", _I)
_UNIT_WORD = r"(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|f(?:oo|ee)t|inch(?:es)?|yards?|pounds?|percent|dollars?)"
# "shall wear one uniform", "file one application and pay one application fee", "organized as
# follows: one captain, three lieutenants": "one" before a singular noun phrase counts it. Not after
# a preposition or determiner ("at one time", "from one place to another", "under one roof", "any
# one"), not before "to/or another" ("from one lot to another"), not a fraction or unit word.
_ONE_NOUN_AFTER = re.compile(
    rf"(?:[ \t]*\(1\))?{_SUCH}[ \t]+(?!(?:{rx.COUNT_STOP}|{_UNIT_WORD}|another"
    rf"|half|third|quarter|fourth|fifth|tenth|end|hand|side|time|way|place|part|who|can|person's|year's"
    # a comparison ("a number one higher than the preceding one")
    rf"|higher|lower|greater|larger|smaller|further|farther|same|single"
    # a preposition or conjunction is no noun ("required to post one under the provisions")
    rf"|under|over|above|below|after|before|between|through|without|upon|also|then|when|where|while|unless|until"
    rf"|each|either|neither|ratio|proportion"
    # "one" the pronoun before a verb: "(if one had been issued)" (Lake Lure NC), "as one used by a physically
    # disabled person" (Turtle Lake WI)
    rf"|had|did|does|would|could|should|might|[a-z]+ed[ \t]+by)\b)"
    rf"(?:(?!{rx.COUNT_STOP}\b)[a-z][\w\-]*[ \t]+){{0,2}}?(?!{rx.COUNT_STOP}\b)(?P<noun>[a-z][\w\-]{{2,}})\b"
    r"(?<![^s]s)(?![ \t]+(?:to|or)[ \t]+(?:another|any[ \t]+other|the[ \t]+other)\b)")
# "one (1) City Department", "one (1) Converter": a capitalized noun after the restatement
_ONE_PAREN_NAME = re.compile(r"[ \t]*\(1\)[ \t]+(?:[A-Z][a-z]+[ \t]+){0,2}[A-Z][a-z]{2,}\b(?![ \t]+(?:of|to)\b)")
_PAREN_ONE = re.compile(r"[ \t]*\(1\)")
# "occupied by one family", "designed for one\nfamily for living" (Dietrich ID): a count of families after any word, as
# the labels read it (about 30 times); not the kind of dwelling, "one family dwelling"
_ONE_FAMILY_AFTER = re.compile(r"[ \t]*(?:\n[ \t]*)?family\b(?![ \t\n]*(?:[\-\u2013\u2014/]|dwell|residen|home|house|unit|detach|attach|zon|district"
                               r"|use|structure|lot|occupanc|type|building|apartment|r-?\d))", _I)
# half an hour named without a number: "a half hour", "(first half-hour)", "each half hour" (not "one-half hour",
# read with its number; not "half hours", a count of them)
# ("from half an hour before sundown", Plankinton SD)
_HALF_HOUR = re.compile(r"(?:(?<=\b[Aa]\s)|(?<=first\s)|(?<=each\s)|(?<=every\s)|(?<=per\s)|(?<=the\s))half[ \t\-]hour\b(?!s)"
                        r"|\b(?<!-)[Hh]alf[ \t]+an[ \t]+hour\b")
# (a number that names a level of a scheme counts nothing: "If level two restrictions are in effect", Cloudcroft NM)
# (nor a billing cycle's: "If Cycle Two\nbills are not paid", Bucyrus OH)
_LEVEL_NAME_LEFT = re.compile(r"\b(?:level|stage|phase|tier|cycle)[ \t]+$", _I)
# (the line may break after it: "in a side yard or rear yard of any\none lot", Eloy AZ)
_ANY_ONE_LEFT = re.compile(r"\b(?:any|at)(?:[ \t]+|[ \t]*\n[ \t]*)$", _I)
# "ratio of one toilet for each sex", "ratio of at least one for every four sites": the ratio's first term
_RATIO_OF_LEFT = re.compile(r"\bratio\s+of\s+(?:at\s+least\s+)?$", _I)
_ONE_FOR_EACH_AFTER = re.compile(r"(?P<paren>[ \t]*\(1\))?(?P<noun>(?:\s+(?!for\b|to\b)[a-z][\w\-]*){1,2})??\s+(?:for|to)\s+(?:each|every)\b", _I)
_ONE_OR_MORE = re.compile(r"(?:[ \t]*\(1\))?[ \t]+or[ \t]+more\b", _I)
# (an airport hazard zone's surfaces: "one foot vertically for each 34 feet horizontally", "seven feet
# horizontally for each foot vertically", Peach County GA: the printed quotient, as "3 horizontal to 1
# vertical" is)
_SLOPE = re.compile(
    # (wrapped: "a ratio of two horizontal to\none vertical", Honolulu HI)
    # (the ratio restated after it in figures: "two horizontal to one vertical (2:1)", North Salt Lake UT)
    # (a slash for "to": "slopes shall be two (2) horizontal/one\nvertical maximum", LaVerkin UT)
    rf"(?P<a>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?[ \t]+horizontal(?:[ \t]+to\s+|[ \t]*/[ \t]*)(?P<b>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+vertical\b"
    r"(?:[ \t]*\(\d{1,2}(?:\.\d)?[ \t]?:[ \t]?\d{1,2}\))?"
    # (wrapped anywhere: "seven\nfeet horizontally for each foot vertically", "seven feet outward for each foot\nupward", Plymouth NC)
    # (the number restated before or after the unit: "twenty feet (20') outward\nfor each foot upward", Parma ID)
    rf"|(?P<a2>{rx.NUMBER})(?:[ \t]*\(\d{{1,3}}\))?\s+f(?:oo|ee)t(?:[ \t]*\(\d{{1,3}}['\u2019]\))?\s+(?:(?P<h1>horizontally|outward)|vertically|upward)\s+for\s+(?:each|every)\s+"
    # (Douglas GA's airport zones: "Slopes 34 feet outward for each foot upward")
    rf"(?:(?P<b2>{rx.NUMBER})\s+)?f(?:oo|ee)t\s+(?(h1)(?:vertically|upward)|(?:horizontally|outward))\b"
    # the engineers' notation: "a slope greater than or equal to 3H:1V" (Spanish Fork UT)
    r"|(?<![\w.])(?P<a4>\d+(?:\.\d+)?)[ \t]?H[ \t]?:[ \t]?(?P<b4>\d+(?:\.\d+)?)[ \t]?V\b"
    # a length per length: "a roof pitch of 2\u00bd feet for every 12 feet" (Wayne County GA), "setback one foot for
    # every one foot of tower height" (Glascock County GA), "one (1) foot of vertical distance for each one (1)
    # foot of horizontal distance" (Jefferson Parish LA)
    # (the figures restated after the units, the direction after each: "steeper than one foot (1') vertical for each three
    # feet (3')\nhorizontal", Menomonie WI)
    rf"|(?P<a5>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+f(?:oo|ee)t(?:[ \t]*\(\d{{1,2}}['\u2019\u2032]\))?(?:\s+of\s+(?:vertical|horizontal)\s+distance|[ \t]+(?P<d5>vertical|horizontal)(?:ly)?)?\s+for\s+(?:each|every)\s+"
    rf"(?:(?P<b5>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+)?f(?:oo|ee)t\b(?(d5)(?:[ \t]*\(\d{{1,2}}['\u2019\u2032]\))?\s+(?!(?P=d5))(?:vertical|horizontal)(?:ly)?\b)"
    # rise to run, and either with the same unit printed on both sides: "one vertical to two horizontal", "may not
    # exceed 1 inch vertical to 12 inches horizontal" (Medford WI)
    # (the figures restated after the units too: "one and one-half feet (11/2') horizontal to one foot (1')\nvertical",
    # Vinita OK)
    rf"|(?P<a6>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?(?:[ \t]+(?P<u6>inch(?:es)?|f(?:oo|ee)t)(?:[ \t]*\([\d/.]{{1,5}}['\"\u2032\u2033]?\))?)?[ \t]+(?P<d6>vertical|horizontal)[ \t]+to\s+"
    rf"(?P<b6>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?(?:\s+(?P<v6>inch(?:es)?|f(?:oo|ee)t)(?:[ \t]*\([\d/.]{{1,5}}['\"\u2032\u2033]?\))?)?\s+(?!(?P=d6))(?:vertical|horizontal)\b", _I)
# A grade as rise over run in the same unit: "sloped at not greater than one (1) inch of rise per twelve (12)\ninches"
# (Creston IA's curb ramps), "one inch rise per 12 inches": the printed quotient (a fall in feet keeps its unit, the
# labels' way: "one foot drop per 100 feet" foot 1, Sour Lake TX)
# (the unit printed once after its restatement: "a slope greater than one inch (1\") rise per twelve inch (12\") length",
# McHenry IL)
_RISE_PER = re.compile(rf"(?P<a>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+inch(?:es)?(?:[ \t]*\(\d{{1,2}}[\"\u2033]\))?\s+(?:of\s+)?(?:rise|fall|drop)\s+"
                       rf"(?:per|in|for\s+(?:each|every))\s+(?P<b>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+inch(?:es)?\b(?:[ \t]*\(\d{{1,2}}[\"\u2033]\))?", _I)
# ... and "in" between the lengths where the sentence names a slope: "The bottom slope shall not be more than one
# foot in 12 feet" (Fulton County GA's pools)
# A grade as one in so many, restated as a ratio: "shall not exceed one in\ntwelve (1:12)" (Edgar WI's accessible routes):
# the printed quotient
_ONE_IN_N = re.compile(rf"\b(?P<a>one|1)[ \t]+in\s+(?P<b>{rx.NUMBER})[ \t]*\n?[ \t]*\([ \t]*1[ \t]*:[ \t]*\d{{1,3}}[ \t]*\)", _I)
# (or in inches, a roof's pitch: "a roof pitched at a minimum slope of\nthree (3) inches in twelve (12) inches", Edgar WI)
_SLOPE_IN = re.compile(rf"(?P<a5>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+(?:f(?:oo|ee)t\s+in\s+(?P<b5>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+f(?:oo|ee)t"
                       rf"|inch(?:es)?\s+in\s+(?P<b6>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?\s+inch(?:es)?)\b", _I)
_SLOPE_WORD_LEFT = re.compile(r"\bslopes?\b(?![^.;]*\bslopes?\b)[^.;]*$", _I)
# A slope as run to one: "at a slope of 20 to one" (Douglas GA), "a front slope of three (3) to one (1), a
# back slope of a minimum of one (1) to one (1)", "require a two (2) to one (1) slope" (Lamar County GA):
# the number before "to one" with "slope of" before it or "slope" after it.
_SLOPE_TO_ONE = re.compile(rf"(?P<a3>{rx.NUMBER})(?:[ \t]*\(\d{{1,2}}\))?[ \t]+to[ \t]+(?:one|1)(?:[ \t]*\(1\))?(?![ \t]*[\-\d:])", _I)
# ... and as one to its run: "a minimum floor slope of one to forty-eight" (Loudoun County VA's pools): the printed quotient
_SLOPE_ONE_TO = re.compile(rf"\b(?:one|1)(?:[ \t]*\(1\))?[ \t]+to\s+(?P<b>{rx.NUMBER})(?:[ \t]*\(\d{{1,3}}\))?(?![ \t]*[\-\d:])(?![ \t]+(?:feet|foot|inch))", _I)
_SLOPE_OF_LEFT = re.compile(r"\bslope[ \t]+of[ \t]+(?:(?:a[ \t]+)?(?:minimum|maximum)[ \t]+of[ \t]+|not[ \t]+(?:less|more)[ \t]+than[ \t]+)?$", _I)
_SLOPE_RIGHT = re.compile(r"[ \t]+slopes?\b", _I)
# A map's scale: "one (1) inch equals fifty (50) feet", "1″:50'", "50 feet to the inch" (a plat or
# zoning map's drawing scale: inches on paper per foot on the ground, a ratio)
_SCALE = re.compile(
    # (hyphened, or its restatement wrapped: "a scale of one-inch equals\nfifty feet", "one (1)\ninch equals five (5) feet",
    # Conneaut OH)
    # (a space after the hyphen: "a scale from one- inch equals ten feet", Milton WV)
    # (a hyphen for "equals", a scale named before it: "a plan drawn at a scale of not less\nthan 1\" - 50'", Maumee OH)
    rf"(?P<a>{rx.NUMBER})(?:[ \t]*\([\d,.]+\))?(?:-[ \t]?|[ \t]*(?:\n[ \t]*)?)(?:inch(?:es)?\b|in\.|\u2033|\")\s*(?:equals?|=|to|:|(?<=[\"\u2033][ \t])-(?=[ \t]\d))\s*"
    # (the line may break before the ground's unit: "1 inch to 50\nfeet", Belpre OH)
    rf"(?P<b>{rx.NUMBER})(?:[ \t]*\([\d,.]+\))?[ \t]*(?:\n[ \t]*)?(?:feet\b|foot\b|ft\b\.?|'|\u2032)"
    # (the scale restated in figures after its words: "one inch equals\none hundred feet (1\" = 100')", Menomonie WI)
    r"(?:[ \t]*\([ \t]*\d[\d,.]*[ \t]*[\"\u2033][ \t]*[=:][ \t]*\d[\d,.]*[ \t]*['\u2032][ \t]*\))?"
    # ("a scale of 400 feet or more to the inch", Trotwood OH)
    rf"|(?P<b2>{rx.NUMBER})(?:[ \t]*\([\d,.]+\))?[ \t]+feet(?:[ \t]+or[ \t]+(?:more|less))?[ \t]+to[ \t]+(?:the|one|an)[ \t]+inch\b", _I)
# (the scale's pattern opens on a number, which the engine cannot skip to: looked for only where
# its joining words are)
_SCALE_HINT = re.compile(r"inch(?:es)?\s*(?:equals?|=|to\s|:)|\u2033\s*:|feet\s+(?:or\s+(?:more|less)\s+)?to\s+(?:the|one|an)\s+inch|\d[\"\u2033]\s?=|\d[\"\u2033][ \t]-[ \t]\d", _I)
_SCALE_EQUALS = re.compile(r"equals?|=", _I)
_SCALE_WORD = re.compile(r"\bscale\b", _I)
_SCALE_HYPHEN = re.compile(r"[\"\u2033][ \t]-[ \t]")
_SCALE_IN_SENTENCE = re.compile(r"\bscale\b[^.;]*$", _I)
_NEGATED = re.compile(r"\b(?:not|no|never)\b", _I)  # ("In no event will ... be charged more frequently than once")
_STEEPER_LEFT = re.compile(r"\b(?:no|not)\s+(?:be\s+)?steeper\s+than\s+(?:a\s+)?$", _I)
_CLASS_LEFT = re.compile(r"\bclass (?:(?:one|two|three|four|five|six|\d)(?:,| or| and| through)? )*$", _I)
# (but a maximum's or minimum's "of" bounds a count: "Maximum of one outside employee", Geneva MN)
_ONE_LEFT_STOP = re.compile(
    r"\b(?:at|from|in|on|upon|under|along|(?<!imum\s)of|to|by|with|the|any|no|each|every|per|for|only|just|into|about|or|than)[ \t]+$", _I)
# "one Type B-I ... fire extinguisher", "two Type IV devices": equipment counted by its class
# (or by its fire rating: "at least two 5-B portable fire extinguishers", "one 5-\nB portable", DeGraff OH)
_TYPE_AFTER = re.compile(r"(?:[ \t]*\(\d{1,2}\))?[ \t]+(?:Type[ \t]+(?:[IVX]+|[A-Z](?:-[IVX]+)?)\b"
                         r"|\d{1,3}-[ \t]*\n?[ \t]*[A-C](?::[A-C])?(?![\w\-])(?=[ \t\n]+(?:portable|fire|extinguisher)))")
# (opening on the colon, a literal the engine skips to; the number before it is checked after)
_RATIO_CELL = re.compile(
    r":[ \t]*(?P<b>\d{1,3}(?:,\d{3})*(?:\.\d+)?)"
    r"(?=[ \t]+(?:sq(?:uare|\.)|(?P<noun>(?:seat|bed|lane|room|unit|employee|student|pump|person|occupant|vehicle|space|stall"
    r"|dwelling|member|visitor|bay|classroom|court|hole|table|booth)s|children)\b"
    r"|(?:bed|lane|room|unit|employee|student|seat|pump|classroom|dwelling)\b))")
_RATIO_LEFT = re.compile(r"(?<![\w:.,\-])(?P<a>\d{1,2}(?:\.\d{1,2})?)[ \t]*$")
# (opening on the period, a literal the engine skips to, with the look-behind after it)
_DOT_PERCENT = re.compile(r"\.(?<![\w.$]\.)(?P<d0>\d{1,4})(?:[ \t]*%|[ \t]+per(?:[ \t]+|)cent\b)", _I)
# "Fifty ($.50) cents", "Two dollars and fifty ($2.50) cents": the dollar restatement is the amount
_CENTS_RESTATED = re.compile(r"[ \t]*\([ \t]*\$[ \t]*(?P<usd>\d*\.\d{1,2}|\d+\.\d{2})[ \t]*\)[ \t]*cents?\b", _I)
_AND_CENTS_AFTER = re.compile(
    rf"[ \t]+and[ \t]+{rx.NUMBER}[ \t]*\([ \t]*\$[ \t]*(?P<usd>\d{{1,3}}(?:,\d{{3}})*\.\d{{2}})[ \t]*\)[ \t]*cents?\b", _I)
# "two dollars and fifty cents": one amount
# (wrapped anywhere, and with the whole amount restated after it: "eighteen dollars and twenty\ncents ($18.20)",
# Custer SD; "Seven Dollars and\nEighty-Six cents ($7.86)", Cloudcroft NM; "and" left out: "three dollars seventy-five
# cents ($3.75)", Pikeville KY; the restatement on the next line: "twelve dollars and fifty cents\n($12.50)", Bucyrus OH)
_AND_PLAIN_CENTS_AFTER = re.compile(
    rf"\s+(?:and\s+)?(?P<c>{rx.UNDER_100}|\d{{1,2}})\s+cents?\b(?:[ \t]*\n?[ \t]*\([ \t]*\$[ \t]*\d{{1,3}}(?:,\d{{3}})*\.\d{{2}}[ \t]*\))?", _I)
_IN_LEFT = re.compile(r"\bin[ \t]+$", _I)
_IN_NUMBER_AFTER = re.compile(r"[ \t]+in[ \t]+number\b", _I)
_DIGITS_ONLY = re.compile(r"\d{1,3}(?:,\d{3})*")
# a caption's colon right before the number: "Maximum Number: 1 sign"
_CAPTION_COLON_LEFT = re.compile(r"[A-Za-z]:[ \t]+$")
_IN_SENTENCE_LEFT = re.compile(
    r"(?:(?<![\w.])(?!(?:sections?|secs?|chapters?|articles?|titles?|parts?|rules?|figures?|tables?|no|numbers?|class|types?"
    r"|routes?|zones?|districts?|levels?|grades?|phases?|items?|ordinances?|appendix|schedules?|exhibits?|pages?|lines?"
    r"|units?|lots?|blocks?|suites?|rooms?|tracts?|parcels?|stage|tier|division|subsection|paragraph|code)[ \t])[a-z]+|,)[ \t]+$"
    # (a schedule's value after a spaced dash, its description before: "Facility has mop sink - 3 points;", "dishes that
    # are washed on site\n- 5 points", "Less than 15 hours -1 point", Greenville IN)
    r"|(?<![\w.])[a-z]+\s+[\-\u2013\u2014][ \t]*$")
def _plural_noun_after_words(times: str) -> re.Pattern:
    """A plural noun after ``times`` (a regex repeat) words, none of them a stop word or a unit's first word."""
    return re.compile(
        # (a modifier may be hyphenated: "a total of 5 full-time students", Baltimore art. 18)
        # (a line may wrap after a modifier: "in two separate\nlocations", Luna County NM)
        # (or a size in a unit the contract has no name for: "a maximum of\nthree 30-gallon containers", Pinebluff NC)
        # (the line may wrap after the number too: "shall not exceed two\ndwelling units per acre", Pasquotank County NC)
        rf"(?:[ \t]+|[ \t]*\n[ \t]*)(?:(?:(?!{rx.COUNT_STOP}\b|{_UNIT_WORD}\b)[a-z]+(?:-[a-z]+)?|\d{{1,3}}-gallon)(?:[ \t]+|[ \t]*\n[ \t]*)){times}(?!{rx.COUNT_STOP}\b)(?P<noun>[a-z]{{2,}}[a-rt-z]s)\b"
        # (but a density's acre after a modified noun, "two\ndwelling units per acre" (Pasquotank County NC): the labels count
        # its units, the acre its basis, Martin County NC 5 of 5; not a bare "5 to 10 units per acre", a band)
        r"(?![ \t]*(?:of|per(?![ \t]+(?:gross[ \t]+|net[ \t]+)?acre\b))\b)")


# ... and with one to three modifiers between ("two red reflectors", "two alcohol related
# misdemeanor offenses"), none of them a stop word or a unit's first word ("four square inches").
_PLURAL_NOUN_LATER = _plural_noun_after_words("{1,3}?")
# A whole figure restated after a number in words ("six (4) weeks", "three hundred ($400.00) dollars"), and the
# "and" before the cents of an amount in words, whose figure restates the whole amount
_FIGURE_AFTER = re.compile(r"[ \t]*\(\$?(?P<d>\d[\d,]*(?:\.00)?)\)")
_AND_LEFT = re.compile(r"\band\s+$")
# Ohio's alcohol concentrations in words: "four-hundredths of one per cent", "forty-eight-thousandths of one
# per cent"
_PERCENT_FRACTION = re.compile(
    rf"\b(?P<n>{rx.WORD_CARDINAL})[\s\-]+(?:(?P<one>one-[ \t]*\n?[ \t]*))?(?P<d>tenths|hundredths|thousandths)\s+"
    rf"(?(one)|of\s+one\s+)per\s?cent\b(?:[ \t]*\n?[ \t]*\((?:0|\d?)\.\d{{1,3}}[ \t]*%\))?", re.I)
_FRACTION_DENOMINATOR = {"tenths": 10, "hundredths": 100, "thousandths": 1000}
# A water rate in cents and hundredths of a cent: "four and thirty-three one hundredths cents ($0.0433)", "five\nand two one
# -hundredths cents ($0.0502)" (Bedford OH): one amount, the figure restating it in dollars ("six and fifty one-\nhundredths
# cents ($0.0650)": the figure decides where the words may be read two ways)
_CENTS_FRACTION = re.compile(
    rf"\b(?P<w>{rx.UNDER_100})\s+and\s+(?P<n>{rx.UNDER_100})(?:[\s\-]+one)?[ \t]*\n?[ \t]*-?[ \t]*\n?[ \t]*(?P<d>tenths|hundredths|thousandths)"
    r"\s+cents?\b(?:[ \t]*\n?[ \t]*\([ \t]*\$[ \t]*(?P<usd>\d*\.\d+)[ \t]*\))?", re.I)
# A survey's error of closure: "the ratio of one part in 5,000" (Newburg WI), "one part in ten\nthousand (I: 10,000)"
# (Edgar WI), with its restatement as a ratio; a precision the error may not pass, whether printed as "shall not exceed"
# or as the threshold of "an error ... greater than": a ceiling either way (the outside labels, 4 of 4)
# (or as a ratio alone, in a clause on the error of closure: "The minimum unadjusted acceptable error of closure for all
# subdivision boundaries shall be 1:10,000 and shall be 1:5,000 for any\nindividual lot", Ely IA)
_CLOSURE_RATIO = re.compile(r"(?<![\d:.,])1[ \t]?:[ \t]?(?P<b>\d{1,3}(?:,\d{3})+|\d{3,6})(?![\d:]|[.,]\d)")
_PART_IN = re.compile(rf"\b(?:one|1)[ \t]+part\s+in\s+(?P<b>{rx.NUMBER})(?![\d,.]\d)(?:[ \t]*\n?[ \t]*\([ \t]*[1I][ \t]*:[ \t]*[\d,]+[ \t]*\))?", _I)
# ("a board of 3 impartial persons", Baltimore: digits up to 20 with one modifier before the noun)
_PLURAL_NOUN_BUT_ONE = _plural_noun_after_words("")
# (not "from one transportation vehicle to another": one of several, no count; Jackson County GA)
_COUNT_WORD_AFTER = re.compile(rf"{_COUNT_GAP}(?P<noun>{rx.COUNT_NOUN_WORDS})(?![ \t]+(?:to|or)[ \t]+another\b)")
# ... and right after the number only ("The notice shall be published 1 time in a legal newspaper", "in one issue of a
# legal newspaper", "not to exceed 1 block on either side", Kimball NE; the labels count "one time" 29 times, "1 block"
# and "one block" 7; not "Four (4) ton block", Berea KY, nor the plural "2 times the fee", a ratio)
# (the line may break before the noun: "within two\nblocks of the residence", Caldwell ID; a city's block: "an area not
# exceeding 1 city block", Midway KY)
_BLOCK_NOUN = re.compile(r"\s+blocks?\b")


def _address_block(text: str, value: float, at: int) -> bool:
    """A hundred's number before "block(s)" at ``at`` names an address's block, no count ("the 300 through 600 blocks")."""
    return value >= 100 and value % 100 == 0 and _BLOCK_NOUN.match(text, at) is not None
# (a score's points, "Less than 25 seats - 1 point" (Greenville IN's grease-interceptor categories): the labels count "N points"
# wherever a scoring formula prints them, Liberty County GA too; right after the number only, not the ends a distance is
# measured between, "the two closest points")
# (a type size is no count: "in 12 point type" here, "in font no smaller than 14 point" by _FONT_LEFT, Bloomington MN)
_COUNT_WORD_NEAR = re.compile(rf"(?:{rx.PAREN_DOUBLE})?(?:[ \t]+|[ \t]*\n[ \t]*)(?P<noun>time(?!s)|(?:city[ \t]+)?blocks?|issues?"
                              r"|points?(?![ \t]*(?:type|font|bold|print|letter)))\b")
_FONT_LEFT = re.compile(r"\b(?:font|type|typeface)\b", re.I)
# ("three (3) Class II violations", Jefferson Parish LA: the class of what is counted)
_CLASS_ID = r"(?:[IVX]{1,4}|[A-D]|\d)"
_COMPOUND_HEAD = r"(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|\d+)-[a-z])"
# "two (2) Boston Police Officers": a capitalized plural noun phrase after the restatement counts too.
# (not a dwelling type: "Two (2) family—twins", "Two (2) family dwellings", Vidalia GA; a count of
# families is plural)
_PAREN_NOUN_AFTER = re.compile(
    # (a hyphened modifier first: "one (1) at-large member", Macon-Bibb GA)
    # ("twenty five (25) year round residents", Payette ID: "year round" an adjective before the noun)
    rf"{rx.PAREN_DOUBLE}{_SUCH}\s+(?!{rx.COUNT_STOP}\b(?!-[a-z])|family\b|{_COMPOUND_HEAD}|Class\b(?!\s+{_CLASS_ID}\s+[a-z]))(?P<noun>(?:Class\s+{_CLASS_ID}\s+)?(?:year[ \t\-]+round\s+)?[a-z]{{2,}}(?:-[a-z]+)?|(?:[A-Z][a-z]+[ \t]+){{0,3}}[A-Z][a-z]+s)\b")
# (a letter alone is no noun: "Fifteen (15) m.p.h. Speed Limits", Edgar WI, is a speed)
# "either two (2) five-pound or one (1) ten-pound fire extinguisher" (Jefferson Parish LA): the count is
# the restated number alone; the hyphened measure after it is a quantity of its own
_PAREN_THEN_COMPOUND = re.compile(rf"{rx.PAREN_DOUBLE}(?=\s+{_COMPOUND_HEAD})")
# (not a rate: "six or less miles per hour" is a speed, which has no unit here)
# (the unit may start the next line: "four (4) or more\nconsecutive or nonconsecutive days")
# (a word of measure between: "Barks or howls or whines for five (5) or more total minutes", New Plymouth ID)
_OR_MORE_UNIT = re.compile(rf"[ \t]+or[ \t]+(?P<w>more|greater|less|fewer)(?:[ \t]+|[ \t]*\n[ \t]*)(?:(?:total|consecutive)[ \t]+)?(?P<unit>{rx.UNIT})(?![ \t]+per\b)", _I)
# (not "3 per cent", nor a frequency: "2 per year")
_SPACES_PER = re.compile(
    # ("1 space/employee", "0.5 space/ per student": the rate's slash, Springboro OH ch. 1271)
    # (a parking table's stalls too: "1 stall for each guest room, plus 1\nstall for each 3 employees", Edgar WI)
    r"(?P<spaces>[ \t]+(?:(?:parking|off-street)[ \t]+)?(?:spaces?|stalls?))?(?:[ \t]+(?:per|for[ \t]+(?:each|every))[ \t]+|(?:(?<=space)|(?<=spaces))/[ \t]*(?:per[ \t]+)?)(?:each[ \t]+)?"
    r"(?!cent(?:um)?\b)(?!(?:day|week|month|year|hour|minute|calendar|annum)s?\b)(?:\d[\d,]*(?:\.\d+)?[ \t]+)?[a-z]", _I)
# (a table's cell opens the line or follows a run of blanks)
_CELL_START = re.compile(r"(?:^|[ \t]{2,}|\t)[ \t]*$", re.M)
# A window printed "beginning <date> [of the current year] and ending <date>"
_BEGINNING_ENDING = re.compile(
    # ("shall begin on January 1 and run through December 31 of each\nyear", Bellevue NE)
    # (both days dated: "Commencing on January 1, 2024 and continuing through December 31, 2024", Bedford OH's rates)
    rf"\b(?:[Bb]eginning|[Cc]ommencing|[Bb]egins?|[Cc]ommences?)\s+(?:on\s+)?(?P<a>{rx.MONTH}\s+\d{{1,2}})(?:st|nd|rd|th)?(?P<ay>\s*,\s*(?:19|20)\d\d\b)?"
    r"(?:\s+of\s+(?:the\s+|each\s+|every\s+)?(?:current\s+|calendar\s+|said\s+)?year)?\s*,?\s+(?:and\s+)?(?:ending|terminating|(?:runs?|continues?|continuing)\s+(?:through|until|to))\s+(?:on\s+)?"
    rf"(?P<b>{rx.MONTH}\s+\d{{1,2}})(?:st|nd|rd|th)?\b(?(ay)\s*,\s*(?:19|20)\d\d\b|(?![,\s]*\d{{4}}))")
# A place's population as a threshold: "a city with a population of 500,000 or more"
_COUNT_OR_MORE_BUT_FEWER = re.compile(
    rf"(?:\bat\s+least\s+)?(?P<a>(?>{rx.NUMBER}))(?![\d,.]\d)(?:{rx.PAREN_DOUBLE})?(?:\s+or\s+more)?\s*,?\s+but\s+(?:fewer|less)\s+than\s+"
    rf"(?P<b>(?>{rx.NUMBER}))(?![\d,.]\d)(?:{rx.PAREN_DOUBLE})?\s+(?!{rx.COUNT_STOP}\b)(?P<noun>[a-z]{{3,}}(?:[ \t]*\n?[ \t]*(?!{rx.COUNT_STOP}\b)[a-z]{{3,}}s)?)\b", _I)
_POPULATION_RANGE = re.compile(rf"\bpopulation\s+of\s+(?P<a>(?>{rx.NUMBER}))(?![\d,.]\d)\s*(?:to|through|-|\u2013)\s*"
                               rf"(?P<b>(?>{rx.NUMBER}))(?![\d,.]\d)(?:\s+(?:persons|people|residents|inhabitants)\b)?", _I)
# An age band printed with no unit after "aged": "an operator aged 12-15" (Edgar WI), "No minor aged fourteen (14) through\nseventeen
# (17)" (Menomonie WI): years, from one to the other (with "years" printed, the ranges' own rule reads it)
_AGED_RANGE = re.compile(rf"\baged\s+(?P<a>\d{{1,2}}(?=[ \t]*[\-\u2013][ \t]*\d)|(?>{rx.NUMBER}))(?![\d,.]\d)(?:{rx.PAREN_DOUBLE})?\s*(?:to|through|-|\u2013)\s*"
                         rf"(?P<b>(?<=[\-\u2013])\d{{1,2}}|(?>{rx.NUMBER}))(?![\d,.]\d)(?:{rx.PAREN_DOUBLE})?(?!\s*(?:years?|yrs?|months?)\b|\s*[\-\d])", _I)
_POPULATION_OF = re.compile(rf"\bpopulation\s+of\s+(?:(?:not\s+)?(?:less|more|fewer|greater)\s+than\s+|at\s+least\s+|over\s+|under\s+)?"
                            # (not with its noun printed: "a population of 10,000 persons or more" is the counts' rule's)
                            rf"(?P<n>(?>{rx.NUMBER}))(?![\d,.]\d)(?:{rx.PAREN_DOUBLE})?(?!\s+(?:persons|people|residents|inhabitants)\b)"
                            rf"(?P<or>\s+or\s+(?:more|greater|less|fewer))?(?![\w%])", _I)
# An amount in words with its cents as hundredths, as a check is written: "fifty and 00/100 dollars ($50.00)"
_HUNDREDTHS_DOLLARS = re.compile(rf"(?P<w>{rx.WORD_NUMBER})[ \t\n]+and[ \t\n]+(?P<c>\d\d)/100[ \t\n]+dollars?\b"
                                 r"(?:[ \t\n]*\([ \t]*\$[ \t]*[\d,]+(?:\.\d\d)?[ \t]*\))?", _I)
_DOLLARS_RESTATED = re.compile(r"[ \t]*\([ \t]*\$[ \t]*(?P<usd>\d{1,3}(?:,\d{3})+|\d+)(?P<cents>\.\d{2})?[ \t]*\)(?![ \t]*(?:dollars?|cents?)\b)", _I)
# "not less than two thousand five hundred (2,500).": a restated bound that ends its clause
# (or before a word that opens no noun phrase: "for each dog in excess of\ntwelve (12) in said kennel", Menomonie WI;
# "in excess of ten\n(10) the tap fee shall be", Winfield WV)
_PAREN_END = re.compile(rf"{rx.PAREN_DOUBLE}(?=\s*[.;,)]|\s+(?:in|the|have|has|are|is|shall|will)\b)")
# "a two-thirds (⅔) vote", "three-fourths majority": a share of the votes
# ("a two-thirds roll call vote", "a two-thirds affirmative vote of the members")
# ("A two-thirds affirmation vote of the members", Pepin WI)
_VOTE_AFTER = re.compile(r"\s+(?:(?:roll[ \-]call|affirmative|affirmation|majority|recorded)\s+)?(?:vote|majority)\b", _I)
# (a fraction of a unit the contract has no name for is no ratio: "three-tenths of a footcandle")
_VULGAR_ONLY = re.compile(rf"[{rx.VULGAR}]")
# (a part of land named by its side is a place, no share: "the West ½ of the Free Parking lot", Raton NM; "the
# NE ¼ of Section 12")
_COMPASS_LEFT = re.compile(r"\b(?:(?i:north|south|east|west)(?:(?i:east|west))?(?i:erly)?|[NS][EW]|[NSEW])[ \t]+$")
_RATIO_AFTER = re.compile(
    # "one-half of the fee", "at least one-half the height"
    # ("1/120 of his average final compensation", Baltimore's retirement system)
    # ("One-third of cost to each abutting property owner", Medford WI: a share of a cost with no article)
    # ("more than one-third in width of any sidewalk", Lead SD: the measure named between)
    # ("one-half (1/2) thereof shall be paid", Rupert ID: a share of the fee named before)
    # ("2/3 or more of the required\ncapacity", Hamden CT: the bound between)
    r"(?:\s+or\s+(?:more|less))?\s+(?:of\s+(?:the|any|a|an|all|each|its|such|said|this|that|these|those|his|her|their|costs?|total|gross|net|assessed|actual|estimated)|the|its|thereof"
    r"|in\s+(?:width|length|depth|height|area)\s+of)\b"
    r"(?!\s+(?:foot-?candles?|lumens?|lux|decibels?|degrees?|gallons?|acres?)\b)", _I)
# A multiplier: "two times the cost of the permit", "twice the permit fee", "double the fee".
_TIMES_AFTER = re.compile(
    # (not a formula's factor: "In decibels 20 times the logarithm to the base ten", Chatham County NC)
    # (an adjective of the base instead of "the": "at the rate of two (2) times equivalent charges within the City limits",
    # Pleasant Grove UT; "exceeds one and one-half times normal domestic sewage strengths", Zanesville OH)
    r"(?P<times>\s+times)\s+(?:the(?!\s+(?:logarithm|log|square\s+root)\b)|that|its|his|their|as\s+(?:much|many|large|long)"
    r"|(?=(?:equivalent|normal|regular|standard|current|applicable|average)\s+[a-z])"
    # (a measure of the lot as the base: "Wall signs ... Shall not exceed three times linear frontage", Turtle Lake WI)
    r"|(?=(?:linear|lineal|lot|street|building|wall)\s+(?:frontage|width|length|footage|feet|area)\b)"
    # ("four times a Typical Window"; not a frequency: "four times a year")
    r"|an?(?!\s+(?:year|month|week|day|quarter|calendar|twelve|12)\b))\b", _I)
# ("a fine not to exceed $500, or double this sum for each repetition", Cave Springs AR; "pay double the normal fee for
# said permit, pay double\nall the other fees", Rochester WI)
_MULTIPLIER = re.compile(r"\b(?P<w>twice|double|triple|treble)\s+(?:the|that|this|such|its|his|their|all(?=\s+(?:the|other)\b))\b"
                         # "the fees herein specified shall be doubled"
                         # (not a sign's faces: "signs may be doubled\nfaced", Oglethorpe GA)
                         # ("Penalties are doubled for second and subsequent\noffenses", Medford WI)
                         r"|(?:(?<=\bbe\s)|(?<=\bare\s)|(?<=\bis\s))(?P<w2>doubled|tripled|trebled)\b(?![\s\-]*faced\b|\s+(?:back|over|up)\b)", _I)
_MULTIPLIER_VALUE = {"twice": 2.0, "double": 2.0, "triple": 3.0, "treble": 3.0, "doubled": 2.0, "tripled": 3.0, "trebled": 3.0}
# A frequency: "at least twice yearly", "once a week", "twice per year": a count.
# ("more frequently than once in a ten-day period", "more often than once every twelve (12) months":
# the count alone, its period found on its own)
# "only" a few words before a frequency bounds it from above: "need only be given once per calendar year" (Moulton IA)
_ONLY_BEFORE = re.compile(r"\bonly\s+(?:[a-z]+\s+){0,2}$")
_FREQUENCY = re.compile(
    # ("need only be given once per calendar year", "issued once per growing season", Moulton IA)
    r"\b(?P<w>once|twice)\s+(?:(?:a|per|each|every)\s+)?(?:(?:calendar|fiscal)\s+year|growing\s+season|year|month|week|day|yearly|annually|monthly|weekly|daily)\b"
    # (not a multiple of a measure: "not be more than twice the width of the lot", Kirkland WA, a ratio)
    r"|(?:(?<=\bmore\sthan\s)|(?<=\bless\sthan\s)|(?<=\boften\sthan\s)|(?<=\bfrequently\sthan\s))(?P<w2>once|twice)\b"
    r"(?!\s+(?:the|its|that|such)\b)"
    # (nor "at least twice the\nstated minimum value", Deming NM)
    r"|(?<=\bat\sleast\s)(?P<w3>once|twice)\b(?!\s+(?:the|its|that|such)\b)"
    # ("a minimum of once each three months", Big Spring TX)
    # ("Once in every three months", Goose Creek SC)
    # ("any combination thereof twice within a six (6) month period", Edgar WI)
    r"|\b(?P<w4>once|twice)(?=\s+(?:every|each|(?:in|within)\s+(?:any|a|each|every|one))\s+(?:[\w()]+[\s\-]+){0,3}?(?:years?|quarters?|months?|weeks?|days?|hours?|period)\b)", _I)
# the period a frequency is counted in, in the span with it: "once every three months", "once every twenty four (24)
# hours" (as the outside labels span it, 10 of 10; not "in any 12-month period", a window of its own; nor after "more
# often than", where the labels span the word alone)
_EVERY_PERIOD_AFTER = re.compile(r"\s+(?:in\s+every|every|each)\s+(?:[\w()]+[\s\-]+){0,3}?(?:years?|quarters?|months?|weeks?|days?|hours?)\b", _I)
# A number of times in a period: "Business pick-up shall be two times per week" (Pinebluff NC)
# (a collection's frequency counted by its pickups: "a two pickup per week schedule", "Rates shall be based on two pickups per
# week", Beaufort County NC)
_N_TIMES_PER = re.compile(r"(?:[ \t]*\(\d{1,3}\))?\s+(?:times|pick-?ups?|collections)\s+(?:per|a|an|each|every)\s+(?:calendar\s+)?(?:year|month|week|day|quarter)\b", _I)
# A bare fraction of a measure: "more than half of the engine length", "the forward quarter of".
# ("half of such fees levied", the state's model erosion ordinance (Chatsworth, Monroe GA); "half the
# distance of the required setback", "half the road plus 10 feet" (Brandon SD, Spanish Fork UT))
_BARE_FRACTION = re.compile(
    # (a side of the road is a place, no share: "the right half of crosswalks", "the opposite half of the
    # traveled part of the way", "that half of", Somerville App. E)
    r"\b(?<!first\s)(?<!second\s)(?<!last\s)(?<!other\s)(?<!latter\s)(?<!right\s)(?<!left\s)(?<!opposite\s)(?<!that\s)"
    # (nor a quarter section in a land description: "The NW quarter of the NW quarter", Sturgis SD)
    # (nor a place in a structure: "falls outside the middle third of its base", the dangerous-building model, Lamar
    # Township PA)
    r"(?<!the\s)(?<!middle\s)(?<!north\s)(?<!south\s)(?<!east\s)(?<!west\s)(?<!erly\s)(?<!ern\s)(?<!\bNW\s)(?<!\bNE\s)(?<!\bSW\s)(?<!\bSE\s)"
    r"(?P<w>half|quarter|third)\s+"
    r"(?:of\s+(?:the|its|any|each|such|said|all)\b|(?=the\s+(?!time\b|year\b|day\b)[a-z]))", _I)
# ("a 1-time notification", Baltimore's pretreatment rules)
_ONE_TIME = re.compile(r"\b(?:[Oo]ne|1)-time\b")
_ONLY_AFTER = re.compile(r"[ \t]+(?:only\b|basis[ \t]+only\b)")
# ("served by publication of the notice once in a newspaper of general circulation", Avon OH, Ravenna OH, Elmwood Place OH)
_PUBLISHED = re.compile(r"\b(?:publish|publication|insert|advertis|submitt?)\w*", _I)
# ("once, not less than ten (10) nor more than twenty (20) days before", "once in its entirety and once in
# a synopsis form"; not a frequency, which "_FREQUENCY" reads first)
_TIMES_PUBLISHED = re.compile(
    # ("a Class 1 notice, published once at least one week before the hearing", Medford WI)
    r"(?P<only>(?<=\bonly\s))?\b(?P<w>once|twice)\b(?=\s*,|\s+(?:in|for|provided|during|prior|before|at\s+least)\b)", _I)
_BARE_FRACTION_VALUE = {"half": 0.5, "quarter": 0.25, "third": 1 / 3}
# "a half hour", "from a half (½) hour before": the article counts one half of the unit.
_A_HALF = re.compile(r"\b[Aa][ \t]+(?P<h>half(?:[ \t]*\((?:½|1/2)\))?)(?=[ \t\-]+(?:hour|mile|inch|day|minute)s?\b)")
# Ages: "between the ages of fourteen and eighteen", "under the age of sixteen", "has not
# reached age twenty-one (21)".
_AGES = re.compile(
    rf"\b(?:(?:between\s+)?the\s+ages?\s+of|between\s+ages\s+of|(?P<side>reached|attained|under|over|below|above)\s+(?:the\s+)?age(?:\s+of)?)"
    rf"\s+(?P<a>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?(?:\s+(?:and|to|through)\s+(?P<b>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?)?(?![\w(])", _I)
# "age 18 or over", "age 14 or 15", "age 12 through 15 years", "under age ten": an age printed
# after the word (the span starts at "age", as labellers mark it).
# (never across a blank line, even one of spaces: a table of contents' "111.33 Misrepresenting age" / "   " /
# "111.34 Warning sign", Hopkinsville KY)
_AGE_AFTER = re.compile(
    rf"(?P<under>\b(?:under|below)\s+)?\bage(?P<plural>s)?(?![ \t]*\n[ \t]*\n)\s+(?P<a>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?"
    rf"(?:\s+(?:or|through|to)\s+(?P<b>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?)?(?P<years>\s+years?)?"
    r"(?P<over>\s+(?:or|and)\s+(?:over|older|above|up|more)\b)?(?![\w(])", _I)
# "furnishing alcohol to persons under twenty one (21)", "individuals under 21:" (Cody WY): a bare number
# after people "under" is their age (a unit after it is another rule's: "persons under 21 years of age")
# (the people an age may follow: also the comparator's "No person under 21 years of age")
_PEOPLE = r"(?:persons?|individuals?|people|anyone|minors?|youths?|patrons|customers|juveniles?|child(?:ren)?|employees?)"
_PEOPLE_UNDER = re.compile(
    # (not a number's first word at a line's end: "persons under twenty\none (21) years", Scott City KS)
    rf"\b{_PEOPLE}\s+under\s+(?P<a>{rx.NUMBER})(?![ \t]*\n[ \t]*{rx.ONES_WORD}\b)(?:{rx.PAREN_DOUBLE})?"
    # (or the verb the person does: "such person under eighteen (18) sells or disposes of the liquor", Lyon County NV)
    r"(?=[ \t]*(?:[,.;:)]|$|(?:or|and|who|shall|may|to|in|at|on|from|is|are|unless|except|was|were|has|have|be"
    r"|sells?|purchases?|possess(?:es)?|consumes?|enters?|buys?|obtains?|uses?)\b))", _I | re.M)
# A period's length hyphened with "consecutive" inside: "within any 12-consecutive-month\nperiod", "within a 12-\nconsecutive-month
# period" (Clemmons NC): the period, as "12-month period" is
_CONSECUTIVE_HYPHENED = re.compile(
    rf"(?<![\w$.,\-])(?P<a>\d{{1,3}}|{rx.ONES_WORD}|{rx.TENS_WORD})-(?:[ \t]*\n[ \t]*)?consecutive-(?P<u>month|day|year|week|hour)\b", _I)
# A ratio's cells "N to 1" under a column or clause that names a ratio: "Uniformity Ratio (average/ minimum) ... 4 to 1" (Garner
# NC's lighting tables; the labels' "4 to 1" ratio 4, as Mills River NC's)
_RATIO_TO_ONE = re.compile(r"(?<![\w.$])(?P<a>\d{1,2}(?:\.\d)?)[ \t]+to[ \t]+1\b(?![.\d:,/])")
_RATIO_WORD = re.compile(r"\bratios?\b", _I)
# (or the word right after it: "a standard mix (4 to 1 ratio - minimum 4 bag mix)", Luckey OH)
_RATIO_WORD_AFTER = re.compile(r"[ \t]+ratio\b", _I)
# "trained and eighteen (18) or older", "(i.e., eighteen (18) and older)" (Washington County UT): a bare number
# "or older" is an age, spanned with its tail (the "four months old or older" labels)
_BARE_OR_OLDER = re.compile(
    rf"(?<![\w$.,\-/])(?<!year\s)(?<!model\s)(?<!Class\s)(?P<a>{rx.ONES_WORD}|{rx.TENS_WORD}(?:[\- ]{rx.ONES_WORD})?|\d{{1,2}})"
    rf"(?:{rx.PAREN_DOUBLE})?\s+(?:or|and)\s+older\b", _I)
# "Garage sales are limited to four (4) per year per lot" (Washington County UT): a bare number per period counts
# what the sentence names, spanned through the period (the "three events per calendar year" labels)
_BARE_PER_PERIOD = re.compile(
    rf"(?<![\w$.,\-/])(?P<a>{rx.ONES_WORD}|{rx.TENS_WORD}(?:[\- ]{rx.ONES_WORD})?|\d{{1,3}})(?:{rx.PAREN_DOUBLE})?"
    r"[ \t]*\n?[ \t]*per[ \t]*\n?[ \t]*(?:calendar[ \t]*\n?[ \t]*)?(?:year|month|week|day)\b(?!\s*(?:of|for)\b)", _I)
# "Advertising type bench signs shall be limited in number to six (6) within the corporate limits" (Posen IL): a bare number
# after "limited in number to" caps what the sentence names (spanned from the number)
_BARE_IN_NUMBER = re.compile(
    rf"\b(?:limited|restricted)\s+in\s+number\s+to\s+(?P<a>{rx.ONES_WORD}|{rx.TENS_WORD}(?:[\- ]{rx.ONES_WORD})?|\d{{1,3}})(?:{rx.PAREN_DOUBLE})?"
    r"(?![\w\-])", _I)
# (an age is no parking rate: "one adult supervisor over the age of 21 for every four persons", Hartwell GA)
_AGE_LEFT = re.compile(r"\bage(?:\s+of)?\s+$", _I)
# (nor an amount with cents: "7.00 per sheet" in a flattened fee table is money, not spaces)
_CENTS_PRINTED = re.compile(r"\.\d\d$")
_AGE_SIDE = {"under": "max", "below": "max", "reached": "max", "attained": "max", "over": "min", "above": "min"}
# "a cubic yard or less", "more than a cubic yard", "less than an hour": the article is the number.
# (and after "at least": "These piles shall be raised at least a foot above the ground", Edgar WI)
_ONE_UNIT = re.compile(
    r"\b(?:(?P<cmp>more|less|greater|fewer)\s+than\s+|(?P<least>at\s+least)\s+)?(?P<a>an?)\s+(?P<unit>cubic\s+yard|square\s+foot|foot|inch|hour|day|week"
    r"|month|year|mile|pound)\b(?(cmp)|(?(least)|(?=\s+or\s+(?:less|more|fewer|greater|longer|shorter)\b)))", _I)
_NOT_LEFT = re.compile(r"\b(?:not|no)\s+$", _I)
# Slopes and proportions printed as "3:1", "three-to-one (3:1)": a ratio of N to one.
_TO_ONE = re.compile(
    # (not the first word of a larger number: "numbers from one to one hundred (100)", Marlow OK)
    rf"\b(?:(?P<w>{rx.UNDER_100})[ \-]to[ \-]one(?!\s+(?:hundred|thousand|million)\b)(?:\s*\(\s*\d+(?:\.\d+)?\s*:\s*1\s*\))?|(?P<d>\d{{1,2}}(?:\.\d+)?)\s*:\s*1(?P<twelve>2)?)(?![\d:])", _I)
# A roof's pitch is printed as rise in twelve: "a slope of no less than 5:12" (5/12)
_PITCH_LEFT = re.compile(r"\b(?:pitch|slope|roof)", _I)
# (or with a slash: "All roofs shall maintain a minimum of 8/12 pitch design", "a minimum 6/12 pitch" (Seven Hills OH), "a
# pitch no less than 2/12": with "pitch" or "slope" before it in the sentence or "pitch" after it; not a date, "12/12/2023")
_PITCH_SLASH = re.compile(r"(?<![\d/.])(?P<d>\d{1,2})[ \t]*/[ \t]*12(?![\d/]|\.\d)")
# A slope printed rise-to-run as one to N: "Cross slope\n1:48, a slope in the direction of travel is 1:20, ramps ...
# shall not exceed 1:12" (Vermilion OH's sidewalk repair criteria; the labels' "1:20" ratio 1/20): with a slope, grade,
# pitch or ramp named before it in the sentence (not a clock time, "1:30 p.m.", nor a drawing's scale, "1:500")
_ONE_TO_N = re.compile(r"(?<![\w.:/$])1[ \t]?:[ \t]?(?P<b>\d{2,3})(?![\d:]|[ \t]*[ap]\.?m\b)", _I)
_GRADE_BEFORE = re.compile(r"\b(?:slopes?|grades?|gradient|pitch|ramps?)\b[^.;]{0,60}$", _I)
_PITCH_AFTER = re.compile(r"[ \t]+(?:roof[ \t]+)?pitch\b", _I)
_PITCH_BEFORE = re.compile(r"\b(?:pitch|slope)\b[^.;]{0,40}$", _I)
# "two bicycle lane miles": a length unit after a counted noun phrase.
_LENGTH_WORD_AFTER = re.compile(r"\s+(?P<unit>miles?|f(?:ee|oo)t)\b", _I)
_INCHES_AFTER = re.compile(
    # ("2 ft. 6 in.", and the architect's "6'-6\"")
    # ("five (5) feet six (6) inches": each number restated, Pitkin County CO)
    # ("eight (8) feet, six (6) inches", Jefferson Parish LA: a comma between, fewer than twelve inches)
    # (not across a table's columns: "12 feet       12 inches" are two cells, Wright WY)
    # (joined by a hyphen: "a ceiling height of at least 7 feet-6 inches", Medford WI)
    rf"(?:[ \t]{{1,3}}(?![ \t])|[ \t]*\n[ \t]*|\s*,\s*)(?:and\s+)?(?P<n>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?\s*-?\s*(?:inch(?:es)?\b|in\.(?=\s|$))|(?<=['\u2032])-?(?P<n2>\d{{1,2}}(?:\.\d+)?)[\"\u2033\u201d]"
    r"|(?<=feet)-(?P<n3>\d{1,2})[ \t]*inch(?:es)?\b", _I)
# a compound length in words restated in figures after it: "seven feet six inches (7'6\")", "thirteen feet seven inches
# (13'7\")" (Vinita OK): part of the span, no length of its own
_FEET_INCHES_RESTATED = re.compile(r"[ \t]*\([ \t]*\d{1,3}[ \t]*['\u2032\u2019][ \t]*-?[ \t]*\d{1,2}(?:[ \t]+\d/\d{1,2})?[ \t]*[\"\u2033\u201d][ \t]*\)")
_SECONDS_AFTER = re.compile(rf"\s+(?:and\s+)?(?P<n>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?\s*seconds?\b", _I)
# "15 years and 6 months of age" (Amberley Village OH, the state's age for a licence), "retain all records for
# a period of 3 years and 6 months" (Canby OR): one span of time, in years, as both labels read it
_MONTHS_AFTER = re.compile(rf"\s+and\s+(?P<n>{rx.NUMBER})(?:{rx.PAREN_DOUBLE})?\s*months?\b", _I)
_PER_AFTER = re.compile(
    r"\s+(?:per|for\s+(?:one|each|every|any))\s+(?:one\s+)?(?P<per>sq\.\s?ft\.|(?:square\s+)?(?:inch|foot|feet|yard|mile|hour|day|week|month|year|person|"
    r"occurrence|accident|lot|parcel|offense|violation|vehicle|lineal\s+foot|linear\s+foot)\b)",
    _I,
)
# The second number of a range or a pair of bounds, with its unit ("... 30 feet (30')"): the unit may
# be printed only once, after the first number (_SECOND_NUMBER), or must follow (_SECOND_MEASURE).
_MONEY_BRACKET = re.compile(r"[-\u2013\u2014](?P<n2>\d[\d,]*(?:\.\d+)?)(?![\d\-/]|[.,]\d)")
_SECOND_NUMBER = rf"(?P<n2>{rx.NUMBER})(?:{rx.NUM_UNIT_GAP}(?P<u2>{rx.UNIT})(?:{rx.PAREN_RESTATE})?)?"
_SECOND_MEASURE = rf"(?P<n2>{rx.NUMBER}){rx.NUM_UNIT_GAP}(?P<u2>{rx.UNIT})(?:{rx.PAREN_RESTATE})?"
# Each range pattern may open with the first number's restatement ("thirty-five (35) to
# forty-five (45) feet") and ends with the second's ("... Five Hundred Dollars ($500.00)").
# ("a one- to two-mile radius", "10- to 15-foot": the first number's unit suspended on a hyphen)
_RANGE_AFTER = re.compile(
    # ("on grades 20 percent and up to 35 percent", Keyser WV)
    # (or after a comma: "a fine of at least $1, up to $100", Charlestown IN)
    # (the first number's degree sign printed without its scale: "between 32\u00b0 to 150\u00b0F", Lakeport TX)
    rf"(?:{rx.PAREN_DOUBLE}|[\u00b0\u00ba](?=\s*(?:to|through)\s))?(?:-(?=[ \t]+(?:to|through)\b))?\s*(?:and\s+up\s+to|,\s*up\s+to|(?:up\s+)?to(?:\s+and\s+including)?|through|-|–|—)\s*(?:a\s+)?{_SECOND_NUMBER}", _I
)
# (the first number's degree sign printed without its scale: "between 32\u00b0 and 150\u00b0F", Myrtle Point OR)
_RANGE_AND_AFTER = re.compile(
    rf"(?:{rx.PAREN_DOUBLE}|[\u00b0\u00ba])?\s+and\s+{_SECOND_NUMBER}", _I
)
# the adjectives a length may print after its unit ("six feet high")
_DIMENSION_ADJECTIVES = r"thick|wide|deep|high|long"
# ("not less than 15 days nor later than 45 days", "in excess of two inches but not in excess of four inches",
# Woodbury GA)
# ("not less than $5 and not to exceed $50", Vail CO; "more than $10 but does not exceed $100", Sebastian County AR)
# (an age's "of age" between: "at least 16 years of age and not more than 21 years of age")
_NOR_AFTER = re.compile(
    # (the "nor" dropped: "a fine not less than one hundred dollars ($100.00) not\nmore than one hundred fifty dollars", Custer SD)
    # (or the plane measured from: "at least 18 inches above grade and not more than 24\ninches above grade", Medford WI)
    # (or the costs between: "not less than twenty dollars ($20.00) and the costs of the action and not more than one
    # hundred dollars ($100.00)", Menomonie WI)
    # (or the dimension: "at least six feet high, but not more than eight feet high", Oxford KS)
    # (or "in height": "not less than six feet in height but no more than eight feet", Geneva MN)
    # ("no less than\nthirty-six inches (36\") and no higher than forty-eight inches (48\")", Darien IL's charging outlets)
    rf"(?:\s+of\s+age|\s+(?:above|below)\s+(?:the\s+)?(?:finished\s+)?(?:grade|ground)(?:\s+level)?|\s+(?:{_DIMENSION_ADJECTIVES}|tall)"
    # (and the plane it is measured from: "at least four feet in height from ground level but\nnot exceed seven feet", Lisbon IA)
    rf"|\s+in\s+(?P<dim>height|width|length|depth|diameter)(?:\s+(?:from|above)\s+(?:the\s+)?(?:ground|grade)(?:\s+level)?)?"
    # ("not\nless than $100 plus costs and not more than $1,000 plus costs", Lamar Township PA)
    rf"|\s*,?\s+(?:and|plus)\s+(?:the\s+)?costs(?:\s+of\s+(?:the\s+)?(?:action|prosecution))?(?=\s*,?\s+(?:and|nor)\s))?\s*,?\s*(?:(?:nor|and|or|but)\s+(?:not\s+|no\s+|does\s+not\s+|(?<=nor\s)any\s+)?|not\s+(?=more\s))(?:(?:more|greater|longer|later|higher|taller)\s+than|in\s+excess\s+of|over(?=\s*\$)"
    # (the export may glue the sign on: "not less than $25 nor more than$100", Campbellsville KY)
    # (or the maximum named: "a minimum amount of $99 and a maximum\namount not to exceed $200", Duncan OK)
    # ("shall not be less than four feet nor exceed\neight feet in height", Jesup IA)
    rf"|(?<=not\s)to\s+exceed|(?<=no[tr]\s)exceed|exceeding"
    # (or the maximum of an amount of money: "a minimum of $2,000 and a\nmaximum of $10,000 for each opening", Fairlawn OH)
    # (or of any measure, maybe named again: "a minimum\nslope of 2% and a maximum slope of 25%" (Lake County IN), "a minimum of four
    # inches and a maximum of 12 inches": one range, as the labels read it, eight of nine; Elko NV's "a minimum spacing of 350 feet and
    # maximum of 500 feet" was labelled two bounds)
    rf"|(?<=and\s)(?:a\s+)?maximum\s+(?:amount|fine|penalty)(?:\s+of|\s+not\s+to\s+exceed)?"
    rf"|(?<=and\s)maximum\s+of(?=\s*\$)|(?<=and\s)a\s+maximum\s+(?:(?:slope|grade|height|width|depth|length|thickness|size|spacing|cover)\s+)?of"
    # (or no comparative at all before a second amount: "exceeds $2,500 but not $5,000", Linden WI)
    rf"|(?<=\bbut\snot\s)(?=\$))(?:\s+|(?=\$)){_SECOND_NUMBER}"
    # (not two dimensions: "six feet in height and no more than eight feet in width")
    r"(?(dim)(?!\s+in\s+(?!(?P=dim)\b)(?:height|width|length|depth|diameter)\b))",
    _I,
)
_OF_AGE = re.compile(r"\s+(?:of\s+age|old)\b", _I)
_BUT_NO_MORE_AFTER = re.compile(r"\s*,?\s*but\s+(?:not|no)\s+more\s+than\s+\$", _I)
# "sixty (60) years of age or older but less than sixty-five (65) years": a lower bound, then the
# upper one after "or older/more".
_OR_MORE_BUT_AFTER = re.compile(
    rf"(?:\s+of\s+age)?\s+or\s+(?:older|more|greater|longer)\s*,?\s*but\s+(?:less|fewer|younger|shorter)\s+than\s+{_SECOND_MEASURE}", _I)
# "more than ten percent but less than 30 percent": a lower bound, then the upper one.
# ("at least 18 years of age but less than 65 years of age", Baltimore art. 4)
# ("Any person over seven years of age, but not yet 21 years of age", Carol Stream IL: the age band's upper end "not yet")
_BUT_LESS_AFTER = re.compile(
    rf"(?:\s+of\s+age)?\s*,?\s*(?:(?:but|and)\s+(?:less|fewer)\s+than|but\s+not\s+yet)\s+{_SECOND_MEASURE}", _I)
# "less than $1,000 but more than $500": a band's top, then its bottom.
_BUT_MORE_AFTER = re.compile(rf"\s*,?\s*but\s+(?:more|greater)\s+than\s+{_SECOND_NUMBER}", _I)
# "within fifty feet, but not less than fifteen feet": an upper bound, then the lower one.
_OR_LESS_AFTER = re.compile(rf"\s*,?\s*or\s+(?:less|fewer|shorter)\s+than\s+{_SECOND_NUMBER}", _I)
_NOR_LESS_AFTER = re.compile(
    rf"\s*,?\s*(?:nor\s+|(?:and|or|but)\s+(?:not|no)\s+)(?:less|fewer|shorter|closer|nearer)\s+than\s+{_SECOND_NUMBER}",
    _I,
)
# "more than 25 but fewer than 500 parcels", "one, but not more than three alternate members": a
# count's two bounds, the noun printed once, after the second
_BUT_FEWER_AFTER = re.compile(rf"\s*,?\s*(?:but|and)\s+(?:less|fewer)\s+than\s+(?P<n2>{rx.NUMBER})", _I)
_BUT_NOT_MORE_AFTER = re.compile(rf"\s*,\s*but\s+(?:not|no)\s+more\s+than\s+(?P<n2>{rx.NUMBER})", _I)
_MORE_THAN_LEFT = re.compile(r"\b(?:more|greater)\s+than\s+$", _I)
# "one-half of one percent", "one-quarter of a mile": a fraction of one unit.
# (not a density, "5 to 10 units per acre"; "ten (10) rooms per facility" is a band of rooms, Bettendorf IA)
# (after a singular modifier counted by the band: "two (2) to four (4) unit residences", Edgar WI)
# ("an occupant load of 50 to 99 people", Kouts IN: a plural with no "s")
_PLURAL_COUNT_AFTER = re.compile(rf"(?:[ \t]+(?:unit|family|bedroom|story|car))?[ \t]+(?!{rx.COUNT_STOP}\b)(?:[a-z]{{2,}}s|people)\b(?![ \t]+(?:of\b|per[ \t]+(?:acre|square|gross|net|lot|\d)))")
_FRACTION_OF_ONE = re.compile(rf"\s+of\s+(?:one|an?|1)\b(?={rx.NUM_UNIT_GAP}{rx.UNIT})", _I)
# Fee schedules print amounts without "$" after a money noun or another amount:
# "Plus, refundable deposit 50.00 500.00".
_CENTS = re.compile(r"\d{1,3}(?:,\d{3})*\.\d\d|\d+\.\d\d")
# A fee table printed with dot leaders: "Wholesalers ..... $2,500.00 / Retailers ..... 2,000.00":
# the rows after the first drop the "$" (an earlier row of the same table prints it).
_LEADER_LEFT = re.compile(r"(?:\.[ \t]?){3,}[ \t]*$|\u2026[ \t]*$")
_LEADER_DOLLAR = re.compile(r"(?:\.[ \t]?){3,}[ \t]*\$[ \t]*\d|\u2026[ \t]*\$[ \t]*\d")
_MONEY_NOUN_LEFT = re.compile(r"\b(?:fees?|deposits?|charges?|costs?|fines?|bonds?)[ \t]*(?:\.{2,}[ \t]*|:[ \t]*)?$", _I)
# Every ``ORDINAL_DAY`` match holds one of these (in lower case); substring tests are far cheaper
# than the pattern's scan.
_ORDINAL_PARTS = re.compile(r"[\s\-]+")
_TIETH = {f"{t[:-1]}ieth": v for t, v in TENS.items() if t.endswith("y")}
# (the line may wrap after "day": "will expire on the ninetieth (90th) day\nfrom the date", Chardon OH)
_ORDINAL_DAY_HINT = ("ss day", "ng day", "ar day", "day fo", "day af", "day pr", "day be", "day th", "day fr", "day on", "day up",
                     "day of", "day\nfo", "day\naf", "day\npr", "day\nbe", "day\nth", "day\nfr", "day\non", "day\nup", "day\nof")
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
             "tenth": 10}
_DIMENSION_SKIP = re.compile(rf"\s*(?:{_DIMENSION_ADJECTIVES}|in\s+(?:thickness|width|depth|height|length))\b", _I)
# ("no later than the following workday", Lee County GA)
_NEXT_BUSINESS_DAY = re.compile(
    r"\b(?:the\s+)?(?:next|following)\s+(?:(?P<kind>business|working|calendar)\s+day|(?P<work>work[\s\-]?day))\b", _I)
# ("95 percent of maximum density" (Calhoun GA): "of" makes the maximum the base a percent is taken of)
# (nor a conjunction: "a minimum of 350 feet and maximum of 500 feet" bounds the next number, Elko NV)
_WORD_THEN_MINMAX = re.compile(r"\s*(?!(?:of|and|or|but)\s)[a-z]+\s+(?P<min>minimum)|\s*(?!(?:of|and|or|but)\s)[a-z]+\s+(?P<max>maximum)")
_ENDS_DENOM = re.compile(rx.DENOM_WORD + r"$", _I)
_BETWEEN_LEFT = re.compile(r"between\s+$", _I)
# "not less than five (5) nor more than ten (10) days": a lower bound whose unit is printed
# only after the upper one.
# A date's month and day, before its year ("July 5, 1995")
_MONTH_DAY_LEFT = re.compile(rf"\b{rx.MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,\s*$")
# ("more than four and not more than ten cubic yards of garbage weekly", Milledgeville GA: a lower bound
# the upper one closes; not "no more than", an upper bound itself)
# (a bare "less than" is no floor: "less than twenty seven (27) days or more than thirty three (33) days" is outside
# two bounds, no range, West Wendover NV)
_LEAST_LEFT = re.compile(r"(?:(?:(?<=\bnot\s)|(?<=\bno\s))(?:less|fewer)\s+than|at\s+least|minimum\s+of|(?<!\bnot\s)(?<!\bno\s)(?:(?:more|greater)\s+than|in\s+excess\s+of))\s+$", _I)
_MOST_LEFT = re.compile(r"(?:\bwithin|(?:more|greater)\s+than|not\s+to\s+exceed|maximum\s+of)\s+$", _I)
_BETWEEN_NEAR = re.compile(r"\bbetween\s+(?:[a-z]+\s+){0,4}$", _I)
# (the measure named again before the second bound: "between a height of two feet and a height of ten feet",
# Kershaw SC)
_AND_UNIT_AFTER = re.compile(rf"\s+and\s+(?:an?\s+(?P<measure>[a-z]+)\s+of\s+)?{_SECOND_MEASURE}", _I)
_LEFT_MINMAX = re.compile(r"\b(?P<w>minimum|maximum)\b[^.;,]{0,60}$", _I)
_CAPTION_MINMAX = re.compile(r"\b(?P<w>minimum|maximum)\b[^:\n.;,]{0,40}:[ \t]*$", _I)

_UPPER_WORDS = {"more", "greater", "larger", "wider", "longer", "higher", "thicker", "deeper", "farther", "further",
                "above", "over", "beyond", "exceed", "exceeds", "exceeding", "in excess of"}
# Words that compare like "more than"/"less than": which bound they give depends on whether the
# sentence forbids what they describe ("No sign ... more than six feet": a maximum).
_LOWER_WORDS = {"under", "below", "below any point", "below a point", "below the point"}
_LENGTH_UNITS = {"inch", "foot", "yard", "mile"}
_WAITING_UNITS = {"minute", "hour", "day", "business_day", "week", "month", "year"}
_AFTER_EVENT = re.compile(r"\s+(?:after|of|from|following)\b", re.I)
_MORE_OR = re.compile(r"\bmore\s+or\s+$", _I)
_PEOPLE_BEFORE_UNDER = re.compile(rf"\b{_PEOPLE}\s+$", re.I)
_MIN_WORDS = {"not less than", "no less than", "neither less than", "at least", "a minimum of", "minimum of", "minimum", "on or after"}
_MAX_WORDS = {"not more than", "no more than", "not to exceed", "not exceeding", "does not exceed",
              "do not exceed", "shall not exceed", "within", "no later than", "not later than", "up to",
              "a maximum of", "maximum of", "maximum", "on or before", "less than", "fewer than", "by", "limited to",
              "prior to", "a limit of"}
# "clock" is no stored unit: clock times ("by 8:00 a.m.", unit hour) pass it to
# ``comparator_from_context`` so that they read as points in time, like dates.
_DEADLINE_UNITS = {"minute", "hour", "day", "business_day", "week", "month", "year", "date", "clock"}
_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}


@dataclass(frozen=True)
class QuantityMatch:
    start: int
    end: int
    value: float | None
    unit: str
    comparator: str
    value_high: float | None = None
    value_text: str | None = None
    per: str | None = None  # "person" in "$500,000 per one person": part of what is measured
    dimension: str | None = None  # "thick", "in width" right after the unit




# Every match of ``COMPARATOR_LEFT`` ends with one of these words and then whitespace to the
# end of the text. The pattern is anchored at the end but the engine still tries it from
# every position, so a text whose last word is none of these (most are) is not searched.
_COMPARATOR_LAST = ("than", "least", "of", "minimum", "exceed", "exceeds", "exceeding", "within", "to",
                    "maximum", "before", "below", "by", "sum", "amount", "period", "total", "following",
                    "a", "the", "first", "next", "above", "over", "under", "beyond", "point", "after")


# A match spans at most this many whitespace-separated words ("not less than the sum of the
# first"): its words are joined by ``\s+`` only, so it starts inside the last words of the text.
_COMPARATOR_WORDS = 9


def comparator_left(left: str, pos: int = 0) -> re.Match | None:
    """``COMPARATOR_LEFT.search(left, pos)``, skipped when ``left`` cannot match and started
    within the last words of ``left`` (where any match must start) instead of at ``pos``."""
    if not left[-1:].isspace():
        return None
    last = left.rstrip()[-9:].lower()
    if not last.endswith(_COMPARATOR_LAST):
        return None
    if last.endswith(rx.COMPARATOR_PREP_WORDS):
        pattern = rx.COMPARATOR_PREP_LEFT
    else:
        pattern = rx.COMPARATOR_WORDS_LEFT
    parts = left.rsplit(None, _COMPARATOR_WORDS)
    if len(parts) > _COMPARATOR_WORDS:
        # parts[0] is a prefix of ``left``; the next word starts after the blanks that follow it.
        pos = max(pos, left.index(parts[1], len(parts[0])))
    return pattern.search(left, pos)


_MID_SENTENCE_BREAK = re.compile(r"(?:\b(?:than|of|to|the|a|an|and|or|nor|for|within|least|exceed|exceeding|by|at)|,)[ \t]*$")


def _sentence_left(text: str, start: int, limit: int = 160) -> str:
    """Text left of a number back to the sentence (or semicolon) start."""
    left = text[max(0, start - limit):start]
    para = left.rfind("\n\n")
    if para > 0 and _MID_SENTENCE_BREAK.search(left, max(0, para - 16), para):
        para = -1  # (a PDF export's blank line inside a sentence: "No less than \n\nfifteen (15) days")
    cut = max(left.rfind(". "), left.rfind(";"), left.rfind(":"), left.rfind(".\n"), para)
    return left[cut + 1:] if cut >= 0 else left


# Numbers whose meaning sets the bound when no comparator word is printed: a threshold of
# arrears ("accounts 30 days past due"), a holding period ("shall be stored for a period of 30
# days", "held for 30 days": the thing may be kept longer, never disposed of sooner), a strength
# or compaction standard ("shall test 3,000 pounds of compression", "90 percent compacted"),
# insurance coverage ("a certificate of insurance for general liability in the amount of
# $500,000": more coverage always complies).
_ARREARS_RIGHT = re.compile(r"\s+(?:or\s+more\s+)?(?:past\s+due|overdue|delinquent|in\s+arrears)\b", _I)
# Abandonment thresholds: "equipment unused for a period of two years", "vacant for six months":
# the status is reached at the figure or later.
_IDLE_LEFT = re.compile(
    r"\b(?:unused|abandoned|vacant|inactive|discontinued|idle|dormant|not\s+(?:been\s+)?used|out\s+of\s+service)"
    r"(?:\s+(?!for\b)[a-z]+){0,3}?\s+for\s+(?:a\s+(?:continuous\s+)?(?:period|term)\s+of\s+)?(?:more\s+than\s+)?$", _I)
# A time allowed to act: "shall have thirty days from the date of the violation to submit".
_ALLOWED_LEFT = re.compile(r"\b(?:shall|will|may)\s+(?:then\s+)?have\s+$", _I)
_HOLD_LEFT = re.compile(
    r"\b(?:stored|held|retained|kept|impounded|preserved)(?:\s+(?!for\b)[a-z]+){0,3}?\s+for\s+"
    r"(?:a\s+(?:period|term)\s+of\s+)?$", _I)
_FLOOR_RIGHT = re.compile(r"\s*(?:of\s+)?(?:compression|compressive\s+strength|compacted|compaction|proctor)\b", _I)
_FLOOR_LEFT = re.compile(r"\b(?:compacted|compaction|compressive\s+strength|strength)\s+(?:of|to|at)\s+$", _I)
_INSURANCE_LEFT = re.compile(
    r"\b(?:insurance|coverage)\b"
    r"(?:(?!\b(?:fees?|fines?|penalt(?:y|ies)|forfeitures?|charges?|costs?|bonds?|deposits?)\b)[^.;:])*$", _I)
_TIME_UNITS = {"minute", "hour", "day", "business_day", "week", "month", "year"}


_NO_BEFORE = re.compile(r"\bno\s+$", _I)
_AFTER_DATE_LEFT = re.compile(r"\b(?<!or\s)after\s+(?:on\s+)?$", _I)
# "Before March 16 of each year, any person ... shall renew" (Artesia NM): a deadline, as "prior to" (34 of 34 outside
# labels of a date after "before"; not where the sentence forbids acting before it)
_BEFORE_DATE_LEFT = re.compile(r"\b(?<!or\s)(?<!on\s)before\s+$", _I)


def _prohibited(text: str, start: int, polarity: Polarity | None) -> bool:
    return (polarity or Polarity(text)).prohibited(start)


def comparator_from_context(text: str, start: int, end: int, unit: str,
                            polarity: Polarity | None = None) -> str:
    """min/max/exact from the phrase before the number or the word after it.

    ``polarity`` answers whether the number lies under a prohibition (see polarity.py); one is
    built from ``text`` alone when none is given."""
    right = _DIMENSION_SKIP.match(text, end)
    after = text[right.end() if right else end:end + 60]
    m = rx.COMPARATOR_RIGHT.match(after) or _WORD_THEN_MINMAX.match(after)
    if m:
        return "min" if m.group("min") else "max"
    bound = rx.BOUND_RIGHT.match(after)
    if bound and (bound.group("min") or bound.group("max")):
        return "min" if bound.group("min") else "max"
    left = _sentence_left(text, start)
    if unit == "date" and _AFTER_DATE_LEFT.search(left, max(0, len(left) - 12)):
        return "min"  # "After December 31, 2006, no permit ...": from that date on
    if unit == "date" and _BEFORE_DATE_LEFT.search(left, max(0, len(left) - 12)):
        return "exact" if _prohibited(text, start, polarity) else "max"
    b = rx.BOUND_LEFT.search(left, max(0, len(left) - 40))
    if b:
        if b.group("every") or b.group("lesser"):
            return "max"
        if b.group("greater"):
            return "min"
        if unit in _DEADLINE_UNITS:
            return "max"
    if left.endswith(("w/in ", "W/in ")) and unit in _DEADLINE_UNITS:
        return "max"  # a schedule's "w/in 5 yrs." (Madison WI): within
    # The comparator pattern is anchored at the end; searching only the tail keeps it linear.
    m = comparator_left(left, max(0, len(left) - 48))
    if m:
        word = " ".join(m.group("cmp").lower().split()).removesuffix(" or equal to")
        if word == "by" or word == "within":
            if word == "by" and unit not in _DEADLINE_UNITS:
                return "exact"
            # "No person shall erect ... within 500 feet of any playground": the near zone is
            # forbidden, so the distance is a minimum separation. Deadlines stay deadlines.
            if word == "within" and unit in _LENGTH_UNITS and _prohibited(text, start, polarity):
                return "min"
            # "No person shall excavate ... within five years after it has been paved": a
            # window after an event in which something is forbidden is a minimum waiting period.
            # A deadline under "unless"/"fail to" is not prohibited there and stays a maximum.
            if (word == "within" and unit in _WAITING_UNITS and _AFTER_EVENT.match(text, end)
                    and _prohibited(text, start, polarity)):
                return "min"
            return "max"
        comparative = word.endswith(" than") and len(word.split()) == 2
        if word == "under" and unit == "year" and _PEOPLE_BEFORE_UNDER.search(left, max(0, m.start() - 24), m.start()):
            # "No person under 21 years of age shall purchase": the age names who is meant, below it, whatever the
            # sentence forbids (22 of 22 outside labels, 4 texts)
            return "max"
        if comparative or word in _UPPER_WORDS or word in _LOWER_WORDS:
            # "no trench shall be excavated more than 250 feet" limits from above;
            # "in no event ... less than three feet" limits from below.
            if comparative and _MORE_OR.search(left, 0, m.start()):
                return "exact"  # "more or less than 20 feet": an approximate figure
            if not comparative and unit in ("date", "clock"):
                return "exact"  # "events continuing beyond 10:00 p.m.": a point in time
            paren = left.rfind("(", 0, m.start())
            if paren > left.rfind(")", 0, m.start()):
                # "kept free from all traffic ... in cold weather (below 50° F.)": a parenthetical
                # defines a condition of its own; only negation inside it counts.
                negated = bool(rx.NEGATION.search(left, paren, m.start()))
            else:
                # "no longer than five years", "no closer than four feet": "no" right before negates
                negated = (bool(rx.NEGATION.search(left[: m.start()])) or _NO_BEFORE.search(left, 0, m.start()) is not None
                           or _prohibited(text, start, polarity))
            upper = word.split()[0] in _UPPER_WORDS or word in _UPPER_WORDS
            return ("max" if upper else "min") if negated else ("min" if upper else "max")
        if word in _MIN_WORDS:
            return "min"
        if word == "prior to" and _prohibited(text, start, polarity):
            return "exact"  # "shall not depart prior to 2230 hours": no cap on the time, as before
        if word in _MAX_WORDS:
            return "max"
    m = _LEFT_MINMAX.search(left, max(0, len(left) - 80))
    if m:
        return "min" if m.group("w").lower() == "minimum" else "max"
    if not left.strip() and (cap := _CAPTION_MINMAX.search(text, max(0, start - 60), start)):
        # "Maximum Number: 1 sign for lots of less than 5 acres" (Pinehurst NC): the caption before the colon bounds
        # the number opening its text
        return "min" if cap.group("w").lower() == "minimum" else "max"
    if bound and unit in _DEADLINE_UNITS and unit not in ("date", "clock") and (
            bound.group("lead") or bound.group("longer")):
        return "min"
    if _ARREARS_RIGHT.match(text, end):
        return "min"
    if unit in _TIME_UNITS and "for " in left[-40:] and _IDLE_LEFT.search(left, max(0, len(left) - 80)):
        return "min"
    if unit in _TIME_UNITS and "have " in left[-12:] and _ALLOWED_LEFT.search(left, max(0, len(left) - 24)):
        return "max"
    if unit in _TIME_UNITS and ("for " in left[-20:] or " of " in left[-6:]) \
            and _HOLD_LEFT.search(left, max(0, len(left) - 80)):
        return "min"
    if unit in ("percent", "pound", "psi") and (
            _FLOOR_RIGHT.match(text, end) or _FLOOR_LEFT.search(left, max(0, len(left) - 40))):
        return "min"
    if unit == "usd" and ("nsurance" in left or "overage" in left) \
            and _INSURANCE_LEFT.search(left, max(0, len(left) - 120)):
        return "min"
    return "exact"


def _date_text(printed: str) -> str | None:
    parts = printed.replace(".", " ").split()
    if len(parts) < 2:
        return None
    month = parts[0].lower()
    num = next((i for name, i in _MONTHS.items() if name.startswith(month[:3])), None)
    day = re.match(r"\d+", parts[1])
    if num is None or not day:
        return None
    return f"{num:02d}-{int(day.group()):02d}"


# One scan for a literal alternation (the engine skips to its first letters in C) is cheaper
# than twelve substring tests from Python.
_MONTH_HINT = re.compile("Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec")
# Every ``CLOCK`` match is "noon", "midnight", or a digit, an optional ":MM", blanks and then
# a.m./p.m.: a pattern that opens with a digit lets the engine skip to digits in C ("am" as a
# hint matched inside most texts: "name", "damage", "amount").
# "four p.m.", "five o'clock p.m.": an hour written as a word.
_WORD_THEN_AP = re.compile(r"[a-z](?:\s+o[\u2019']clock)?\s+[ap]\.\s?m", re.I)
_DIGIT_THEN_AP = re.compile(r"\d(?::\d\d)?\)?\s*(?:o[\u2019']clock\s*)?[aApP]")


# (ordinals too: "on July 3rd, 4th, and 5th", Batavia OH)
_MORE_DAYS = re.compile(r"(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+)(\d{1,2})(?:((?<=1)st|(?<=2)nd|(?<=3)rd|(?<=[04-9])th)\b"
                        r"|(?![\d:.,]\d|[ \t]*(?!(?:and|or)\b)[A-Za-z%$]))")


# A cut-off date printed in figures after the word that bounds it: "it will be valid until 7-1-2012. After 7-1-2012, a
# county license will be the only license" (Covington KY), as the labels read it (the month and day; a history note's
# "passed 7-20-09" is masked before this runs, and a bare figure date names no cut-off)
# ("must conform with this section no\nlater than 7-1-2003", Wells MN)
_NUMERIC_DATE = re.compile(r"(?:(?<=\buntil\s)|(?<=\b[Aa]fter\s)|(?<=\b[Bb]efore\s)|(?<=\bby\s)|(?<=\bthrough\s)|(?<=\b[Pp]rior\sto\s)|(?<=\blater\sthan\s)"
                           r"|(?<=\bon\sor\sbefore\s)|(?<=\bon\sor\safter\s)"
                           # (or a day things stand as of: "any such animal which is stabled within the city as of 3-5-1973",
                           # "born within 335 days from 3-5-1973", "existing within the city limits on 4-15-\n1980", Elizabeth City NC)
                           r"|(?P<on>(?<=\bas\sof\s)|(?<=\bfrom\s)|(?<=\bon\s))"
                           # (or the day a rule starts: "Beginning 12-1-2001, all grass clippings ... shall be placed in paper
                           # recycling bags", "Effective 7-1-1982, ..." opening a sentence, Markham IL: the first day, min)
                           r"|(?P<begin>(?<=\b[Bb]eginning\s)|(?<=\b[Cc]ommencing\s)|(?<=\b[Ss]tarting\s)|(?<=\bEffective\s)))"
                           r"(?P<m>1[0-2]|0?[1-9])(?P<sep>[\-/])(?P<d>3[01]|[12]\d|0?[1-9])(?P=sep)(?:[ \t]*\n[ \t]*)?(?:19|20)\d\d\b(?![\-/]\d)")
# (not the day an act was done: "adopted on 3-5-1973", "effective from 7-1-2012": history, which the labels leave out)
_ENACTED_LEFT = re.compile(r"\b(?:adopted|passed|enacted|approved|effective|amended|dated|published|filed|recorded|signed)\s+(?:\w+\s+)?$", _I)
# A rate schedule's column heads, each the date its rates take effect: "Eff. 10-1-25 Eff. 5-1-26" (Akron IN; the labels
# give each its month and day, as crawfordsville-in and bridgeport do)
# (or "Effective Date" spelt out: "Diameter of Water Tap Effective Date 01/01/13", Dublin OH's tap fees)
_EFFECTIVE_COLUMN_DATE = re.compile(r"(?:(?<=\bEff\.\s)|(?<=Effective\sDate\s))(?P<m>1[0-2]|0?[1-9])(?P<sep>[\-/])(?P<d>3[01]|[12]\d|0?[1-9])(?P=sep)(?:(?:19|20)\d\d|\d\d)\b(?![\-/]\d)")


_FOOTNOTE_ONE = re.compile(r"(?<=[a-z])\u00b9")
_RATE_FROM_EFFECTIVE_LEFT = re.compile(r"\$[\d,.]+[^;\n]{0,40}?\bfrom\s+the\s+effective\s+date\s+of\s+$", _I)
# (the gap may be one blank where the date fills its column: "January 1, 2024 $13.01             $11.32", Yellow Springs OH)
_DATE_ROW_RATE = re.compile(r"[ \t]+\$")
_EFFECTIVE_DATE_HEAD = re.compile(r"\bEffective[ \t]+Date[ \t]*\n?[ \t]*$")
# The day a rate or a section takes effect: "$500.00 for\neveryone else, effective January 1, 2011" (Kent OH), "This section shall be
# effective January\n1, 1996" (Avon OH): 36 of 40 such days in the 49th-53rd sessions' labels; not the day another instrument
# took effect ("Wisconsin Act\n410 (effective May 11, 1984", "Ordinance (SWCO), effective November 18, 2010", "were adopted
# effective May 6, 1998", "Order No. 2230-WQ-102 effective June\n22, 2012")
_EFFECTIVE_LEFT = re.compile(r"\b[Ee]ffective\s+(?:on\s+|as\s+of\s+)?$")
# (nor the day a text became law or was changed: "This ordinance became effective October 1, 2024", "as amended effective
# January 1, 2010 by Ord. 5")
_INSTRUMENT_BEFORE_EFFECTIVE = re.compile(r"(?:\b(?:Act|[Oo]rdinance|Order|[Rr]esolution|Law|[Aa]dopted|became|amended|enacted|repealed|revised|passed)\b|\(|[A-Z\d]-\d+)[^.;]{0,30}$")


# A clock time printed before a dated day: "collected within the city on or after 12:01\na.m. September 11, 1993" (Depoe
# Bay OR): the deadline's words stand before the time
_CLOCK_BEFORE = re.compile(r"\b\d{1,2}:\d\d\s*[ap]\.?\s?m\.?\s*,?\s*$", _I)


def _clock_left(text: str, s: int) -> int:
    """Where the words before the date at ``s`` begin, a clock time just before it skipped."""
    clock = _CLOCK_BEFORE.search(text, max(0, s - 16), s)
    return clock.start() if clock else s


def _numeric_dates(text: str, blocked: "_Blocked", pol: Polarity | None) -> list[QuantityMatch]:
    out = []
    for m in _NUMERIC_DATE.finditer(text):
        # (the non-requirement spans hold every figure date, a history's too: here the word before bounds it; a citation's
        # span still blocks it)
        if any(s < m.end() and m.start() < e for s, e in (blocked.exclude or ())):
            continue
        # (the word before bounds it: "until", "before", "by", "through" the last day; "after" the first; not an effective
        # date, "became effective 7-26-2014", which the labels leave out)
        if m.group("on") is not None and _ENACTED_LEFT.search(text, max(0, m.start() - 30), m.start()):
            continue
        cmp = "exact" if m.group("on") is not None else "min" if m.group("begin") is not None or text[max(0, m.start() - 6):m.start()].lower().endswith("after ") else "max"
        out.append(QuantityMatch(m.start(), m.end(), None, "date", cmp, value_text=f"{int(m.group('m')):02d}-{int(m.group('d')):02d}"))
    if "Eff. " in text or "Effective Date " in text:
        out += [QuantityMatch(m.start(), m.end(), None, "date", "exact", value_text=f"{int(m.group('m')):02d}-{int(m.group('d')):02d}")
                for m in _EFFECTIVE_COLUMN_DATE.finditer(text)]
    return out


def _find_dates(text: str, blocked: "_Blocked", pol: Polarity | None = None) -> list[QuantityMatch]:
    found: list[QuantityMatch] = []
    if "-20" in text or "/20" in text or "-19" in text or "/19" in text or "Eff. " in text or "Effective Date " in text or "-\n" in text:
        found += _numeric_dates(text, blocked, pol)
    # Literal checks are far cheaper than a scan; most clauses name no month.
    if not _MONTH_HINT.search(text):
        return found
    taken = SpanSet()
    for m in rx.DATE_RANGE.finditer(text):
        if blocked.overlaps(m.start(), m.end()):
            continue
        if m.group("a5"):
            ga, a = "a5", _date_text(m.group("a5"))
            b = a and int(m.group("d5")) > int(a[3:]) and int(m.group("d5")) <= 31 and f"{a[:3]}{int(m.group('d5')):02d}"
        else:
            ga, gb = next((x, y) for x, y in (("a", "b"), ("a2", "b2"), ("a3", "b3"), ("a4", "b4"), ("a6", "b6")) if m.group(x))
            a, b = _date_text(m.group(ga)), _date_text(m.group(gb))
        if a and b:
            s = m.start(ga) if text[m.start():m.start(ga)].strip().lower() in ("from", "from and including", "on", "") else m.start()
            if ga == "a" and "and" not in text[m.end(ga):m.start(gb)].split():
                s = m.start(ga)  # ("between December 20 of each year, until\nApril 15": no "between ... and" to keep whole)
            found.append(QuantityMatch(s, m.end(), None, "date", "range", value_text=f"{a}/{b}"))
            taken.add(m.start(), m.end())
    for m in (_MONTH_TO_MONTH.finditer(text) if "through" in text or " to " in text or "thru" in text or "-" in text else ()):
        # "during the months of\nOctober through March" (Albemarle NC), "from April to September" (Glasgow KY): the months
        # whole, from the first's first day to the last's last, as the outside labels read them (not "November to November")
        a, b = (m.group("a") or m.group("a2")).lower(), (m.group("b") or m.group("b2")).lower()
        if a != b and not blocked.overlaps(m.start(), m.end()) and not taken.overlaps(m.start(), m.end()):
            found.append(QuantityMatch(m.start(), m.end(), None, "date", "range",
                                       value_text=_whole_months(a, b)))
            taken.add(m.start(), m.end())
    for m in (_MONTH_LIST.finditer(text) if ", " in text else ()):
        # "during the months of May, June, July, August and September of each year" (St. Marys WV): consecutive months
        # listed whole are one season, from the first's first day to the last's last (as "May through September")
        names = [w.lower() for w in _MONTH_WORD.findall(m.group())]
        if all((_MONTHS[b] - _MONTHS[a]) % 12 == 1 for a, b in zip(names, names[1:])) and not blocked.overlaps(m.start(), m.end()) \
                and not taken.overlaps(m.start(), m.end()):
            found.append(QuantityMatch(m.start(), m.end(), None, "date", "range", value_text=_whole_months(names[0], names[-1])))
            taken.add(m.start(), m.end())
    for m in (_BEGINNING_ENDING.finditer(text) if "ending" in text or "egin" in text or "ommenc" in text else ()):
        # "the period beginning January 1 of the current year and ending December 31" (North York PA): one window
        a, b = _date_text(m.group("a")), _date_text(m.group("b"))
        if a and b and not blocked.overlaps(m.start("a"), m.end()) and not taken.overlaps(m.start("a"), m.end()):
            found.append(QuantityMatch(m.start("a"), m.end(), None, "date", "range", value_text=f"{a}/{b}"))
            taken.add(m.start("a"), m.end())
    for m in (_DAY_OF_THE_MONTHS.finditer(text) if "onths of" in text else ()):
        # "on the first day of the months of April and\nOctober" (Smithville OH), "the first\nday of the months of June and
        # December" (Gooding ID): the day of each month, one date a month (the first spanning the ordinal and the day)
        last = m.group("d").lower() == "last"
        day = None if last else _day_in_words(m.group("d"))
        if (day is None and not last) or blocked.overlaps(m.start(), m.end()) or taken.overlaps(m.start(), m.end()):
            continue
        months = [(m.start(), m.end("m1"), m.group("m1"))] + [(w.start(), w.end(), w.group()) for w in _MONTH_WORD.finditer(text, *m.span("more"))]
        for s, e, name in months:
            cmp = comparator_from_context(text, s, e, "date", pol)
            found.append(QuantityMatch(s, e, None, "date", cmp, value_text=f"{_MONTHS[name.lower()]:02d}-{_last_day(name) if last else day:02d}"))
        taken.add(m.start(), m.end())
    for m in rx.DATE_SINGLE.finditer(text):
        if blocked.overlaps(m.start(), m.end()) or taken.overlaps(m.start(), m.end()):
            continue
        if text.startswith(" Supp", m.end()):
            continue  # a supplement's month and year: "(Ord. 3047 – Sep. 22 Supp.)", Waukee IA
        vt = _date_text(m.group())
        if vt:
            cmp = comparator_from_context(text, m.start(), m.end(), "date", pol)
            found.append(QuantityMatch(m.start(), m.end(), None, "date", cmp, value_text=vt))
            # "on July 2, 3, and 5" (Newcastle OK): the month printed once for each day after it
            pos, day = m.end(), int(vt[3:])
            while (more := _MORE_DAYS.match(text, pos)) and day < int(more.group(1)) <= 31 \
                    and not blocked.overlaps(*more.span(1)):
                day = int(more.group(1))
                found.append(QuantityMatch(more.start(1), more.end(2) if more.group(2) else more.end(1), None, "date", cmp,
                                           value_text=f"{vt[:3]}{day:02d}"))
                pos = more.end()
    found += _days_of_month(text, blocked, found, pol)
    for m in rx.MONTH_ORDINAL.finditer(text):
        s, e = m.span()
        if blocked.overlaps(s, e) or taken.overlaps(s, e) or any(q.start < e and s < q.end for q in found):
            continue
        vt = _date_text(f"{m.group('month')} {_day_in_words(m.group('w'))}")
        if vt:
            found.append(QuantityMatch(s, e, None, "date", comparator_from_context(text, s, e, "date", pol), value_text=vt))
    period_end = window_end = -1
    for m in rx.DATE_WITH_YEAR.finditer(text):
        s, e = m.span()
        ls = _clock_left(text, s)  # (where the words bounding the date end)
        cmp = None
        if s < window_end:
            continue  # the closing date of a window already taken
        if s == period_end:
            cmp = "exact"
        elif _FROM_LEFT.search(text, max(0, s - 12), s) and (to := _PERIOD_TO.match(text, e)) \
                and rx.DATE_WITH_YEAR.match(text, to.end()):
            # "From October 1, 2018 until October 1, 2019": a dated period, both ends printed.
            cmp, period_end = "exact", to.end()
        elif (after := _OR_BEFORE_AFTER.match(text, e)) and not rx.DEADLINE_LEFT.search(text, max(0, s - 24), s):
            # "licensed July 1, 1981, or before" (Hapeville GA): a cut-off, printed after the date
            cmp = "max" if after.group(1).lower() in ("before", "earlier", "prior") else "min"
        elif _EFFECTIVE_DATE_HEAD.search(text, max(0, s - 60), s):
            cmp = "exact"  # a rate column's head, the day its rates take effect ("Effective Date\n   January 1, 2025   $16.08")
        elif _RATE_FROM_EFFECTIVE_LEFT.search(text, max(0, s - 90), s):
            # a rate's start printed after it: "$8.67 per 1,000 gallons, from the effective date of July 1, 2018;" (West
            # Liberty IA's user charges): the day, exact
            cmp = "exact"
        elif (eff := _EFFECTIVE_LEFT.search(text, max(0, s - 20), s)) and not _INSTRUMENT_BEFORE_EFFECTIVE.search(
                text, max(0, eff.start() - 40), eff.start()):
            cmp = "exact"
        elif _PERIOD_ENDING_LEFT.search(text, max(0, s - 30), s):
            # the day a billing period ends: "the amount of water used in the previous quarter ending December 31, 2002"
            # (Pickerington OH, 2 of 2 labels): the day, exact
            cmp = "exact"
        elif _DATE_ROW_RATE.match(text, e) and not text[text.rfind("\n", 0, s) + 1:s].strip():
            # a schedule's row opened by the day its rate takes effect, the rate after a column gap ("      October 1, 2018   $
            # 17.00", Troy OH's refuse charges): the day, exact
            cmp = "exact"
        elif not rx.DEADLINE_LEFT.search(text, max(0, ls - 24), ls):
            if not _on_dated_day(text, s):
                continue
        elif _WINDOW_OPENS.search(text, max(0, s - 24), s) and (to := _WINDOW_CLOSES.match(text, e)) \
                and (end := rx.DATE_WITH_YEAR.match(text, to.end())):
            # "no sooner than April 1, 2016 and no later than December 19, 2016": one window
            a, b = _date_text(m.group()), _date_text(end.group())
            if a and b and not blocked.overlaps(s, end.end()) and not taken.overlaps(s, end.end()):
                found.append(QuantityMatch(s, end.end(), None, "date", "range", value_text=f"{a}/{b}"))
                window_end = end.end()
            continue
        vt = _date_text(m.group())
        if vt and not blocked.overlaps(s, e) and not taken.overlaps(s, e):
            found.append(QuantityMatch(s, e, None, "date", cmp or comparator_from_context(text, ls, e, "date", pol),
                                       value_text=vt))
    if len(found) > 1 and "day of" in text:
        found = _ordinal_day_periods(text, found)
    return found


# "from the first day of July\nto the thirtieth day of June of the following year" (White Hall WV): two days named in words
# from one to the other are one period, as "from July 1 to June 30" is
_FROM_THE_LEFT = re.compile(r"\bfrom\s+(?:the\s+)?$", _I)
# ("from the first day of November\nof each year through the fifteenth day of April", Amsterdam OH's studded-tire season)
_DAY_TO_DAY_GAP = re.compile(r"(?:\s+of\s+(?:each|every)\s+year)?\s+(?:to|through|until)\s+(?:the\s+)?", _I)
# (or between the two: "between the first day of November and the thirtieth day\nof April", Danville OH's Lake Erie season)
_BETWEEN_THE_LEFT = re.compile(r"\bbetween\s+(?:the\s+)?$", _I)
_DAY_AND_DAY_GAP = re.compile(r"(?:\s+of\s+(?:each|every)\s+year)?\s+and\s+(?:the\s+)?", _I)


def _ordinal_day_periods(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    def period(prev: QuantityMatch, q: QuantityMatch) -> QuantityMatch | None:
        if (prev.comparator != "range" and q.comparator != "range" and prev.value_text and q.value_text
                and len(prev.value_text) == len(q.value_text) == 5 and "day of" in text[prev.start:prev.end]
                and (_DAY_TO_DAY_GAP.fullmatch(text, prev.end, q.start) and _FROM_THE_LEFT.search(text, max(0, prev.start - 10), prev.start)
                     or _DAY_AND_DAY_GAP.fullmatch(text, prev.end, q.start) and _BETWEEN_THE_LEFT.search(text, max(0, prev.start - 14), prev.start))):
            return QuantityMatch(prev.start, q.end, None, "date", "range", value_text=f"{prev.value_text}/{q.value_text}")
        return None
    return _merge_adjacent(sorted(found, key=lambda q: q.start), period)


# "uses existing on July 15, 1998", "the regulations in force and effect on February 1, 1988", "serving as
# such on December 31, 1992": the day a rule takes its state from, which outside labels count (30 of 47
# dated days after "on"); not the day a law or act was made ("adopted by the City Council on February 9,
# 1976", "franchise agreement signed on July 5, 1990", "became effective on"), nor one after a name
# ("the Comprehensive Zoning Ordinance on March 25, 1963").
_ON_LEFT = re.compile(r"\b[Oo]n\s+$")
_MADE_ON_LEFT = re.compile(
    # ("This section was revised by the city on November 16, 2015", Pennsboro WV: an editor's note of the text's history)
    r"\b(?:adopted|approved|signed|established|reconfirmed|enacted|passed|ratified|executed|dated|filed|revised|amended|repealed|"
    r"became\s+effective|declaration|action)\b[^.;:]*$", _I)


def _on_dated_day(text: str, start: int) -> bool:
    left = text[max(0, start - 80):start]
    on = _ON_LEFT.search(left)
    if not on:
        return False
    before = left[:on.start()].rstrip()
    prev = before.rsplit(None, 1)[-1] if before else ""
    if on.group()[0] == "o" and prev[:1].isupper():
        return False  # after a name ("the F.C.C. on"; "On" opens a sentence)
    return not _MADE_ON_LEFT.search(before)


_PERIOD_ENDING_LEFT = re.compile(r"\b(?:quarter|month|year|period|term)\s+end(?:ing|ed)\s+(?:on\s+)?$", _I)
_OR_BEFORE_AFTER = re.compile(r"\s*,?\s+or\s+(before|earlier|prior|after|later|thereafter)\b", _I)


# "meets at least one of the criteria": a bound on a choice from a list ("unless one of the following
# applies", "one of its members" choose and bound nothing)
_ONE_OF_THE = re.compile(
    r"(?<=\bat\sleast\s)one\s+of\s+the\s+(?!(?:following|above|foregoing|hereinafter|below)\b)[a-z]+\b", _I)
# "one or more of the following behaviors", "2 or more of the following offenses": a lower bound on
# a choice from a list, as twelve of fourteen outside labels read it (the span is "one or more";
# "one (1) or more of the roadways")
_OR_MORE_OF = re.compile(
    # (not a fraction's denominator: "2/3 or more of the required\ncapacity", Hamden CT)
    r"\b(?<![/\u2044])(?P<n>one|two|three|four|five|[1-5])(?:\s*\(\s*[1-5]\s*\))?\s+or\s+more(?=\s+of\s+(?:the|these|those|such|its|his|her|their|said|any)\b)", _I)
# "in at least two of the following ways", "in any three (3) of the\nfollowing characteristics" (Orange City IA, Grant Park
# IL): a lower bound on a choice from the list below, as all three outside labels of two or more read it ("one of the
# following" alone chooses one and bounds nothing)
_N_OF_THE_FOLLOWING = re.compile(
    r"\b(?<![/\u2044])(?P<n>two|three|four|five|[2-5])(?:\s*\(\s*[2-5]\s*\))?(?=\s+of\s+the\s+following\b)", _I)
# "for each business location in excess of one not covered by section 70-112" (the insurers' licence
# article of Georgia codes: Ashburn, Ellijay, Metter): a count of the things just named, bounded below;
# not the head of a larger number or of a unit ("in excess of one hundred", "in excess of one-half ton"):
# only a clause word or punctuation may follow
_IN_EXCESS_OF_ONE = re.compile(
    r"(?<=\bin\sexcess\sof\s)one\b(?=\s+(?:not|operated|which|that|located|per|at|in|within|shall|may|is|are)\b|\s*[,.;:)])", _I)
# "submitted in triplicate": the number of copies
_PLICATE = re.compile(r"\bin\s+(?P<w>duplicate|triplicate|quadruplicate)\b", _I)
_PLICATE_VALUE = {"duplicate": 2.0, "triplicate": 3.0, "quadruplicate": 4.0}
# "advertised in the official organ of the city one time", "renewed one time", "one- time fee": a count of
# occurrences, as 12 of 24 outside labels of the words apart read it (the rest are "at one time", "at any one
# time": simultaneously); "one-time" is ``_ONE_TIME``'s
_ONE_TIME_APART = re.compile(r"(?<![Aa]t\s)(?<![Aa]ny\s)\b[Oo]ne(?:[ \t]+|-[ \t]+)time\b(?!s)")
# Counts one pattern finds whole, each under the literal it needs: (literal, pattern, span group, value,
# comparator, None to read it from the words around), in the order they take their spans.
# A parking table flattened with each use glued to its rate: "Single-family and two-family residential2 spaces
# per dwelling unit", "dormitory1 space/room" (Springboro OH ch. 1271): the spaces required, a minimum
_GLUED_SPACES = re.compile(r"(?<=[a-z])(?P<n>\d{1,3}(?:\.\d{1,2})?)[ \t]+spaces?\b(?=[ \t]*(?:per\b|/|for\b))")
# A fee table's cells on lines of their own: one printed with its dollar sign, and bare amounts with cents
# (or a right-hand column after a wide gap, its first cell's "$" left alone at the line's end, the amount on the
# next line: "Amusement halls                       $\n                   50.00", Artesia NM's license fees)
# (or printed with it at the end of the column's first row: "First 2 persons or less engaged in business   $25.00",
# Fullerton CA)
# (or after one blank, the amount opening the next line: "(a)   For a building used only as a single family residence or dwelling
# unit $\n100.00", Portsmouth OH's tapping charges)
_DOLLAR_CELL = re.compile(r"^[ \t]*\$[ \t]?\d{1,3}(?:,\d{3})*\.\d{2}[ \t]*$|(?<=\S)[ \t]{3,}\$[ \t]*\n[ \t]+\d{1,3}(?:,\d{3})*\.\d{2}[ \t]*$"
                          r"|(?<=[a-z])[ \t]\$[ \t]*\n\d{1,3}(?:,\d{3})*\.\d{2}[ \t]*$"
                          r"|(?<=\S)[ \t]{3,}\$\d{1,3}(?:,\d{3})*\.\d{2}[ \t]*$", re.M)
# (a cell may go on with its rate: "63.00 plus $6.50 per 100 sq.ft.", "7.00 per sheet"; a right-hand column's
# cell ends its line after a gap of three spaces or more: "Kennels                        35.00")
# (not a cross-reference's section number wrapped after its title's comma: "See also Water and Sewer Tap-on Fees,\n160.09",
# Elwood IL)
_FEE_CELL = re.compile(r"(?:^(?<!,\n)[ \t]*|(?<=\S)[ \t]{3,})(?P<n>\d{1,3}(?:,\d{3})*\.\d{2})(?=[ \t]*$|[ \t]+(?:plus|per)\b)", re.M)
# A schedule of two columns, each row a label and an amount with cents ending its line, some printed with "$" and
# the rest bare ("Concrete                  $ 400.00" / "Concrete, Brick & Asphalt 400.00", Circleville OH;
# "Registered professional engineer $24.00/hour" / "Assistant engineer               21.00/hour", Lewistown MT):
# three rows or more in a run, one with "$", most set off by a gap, make the column's bare amounts dollars too.
# A row is a line ending in the amount after a gap (``_SCHEDULE_TAIL``, searched line by line) whose label before
# the gap prints a letter or ")" and no "$" (one pattern over the whole text, two lazy runs before the gap,
# took ten milliseconds on a long clause).
# (a rate per hundred gallons in mills: "1,100 - 3,000   0.456" under "First 1,000   $ 20.63", Gallipolis OH; its row
# labelled by a band of figures alone)
# (or with its basis after it: "Next 3,000 gallons used per month      7.41 per 1,000 gallons", "3/4    inch meter
# 20.08 per month", Spencer WV)
# (or per a period of so many hours: "Community center  $15.00/12 hour period" / "Recreation center 15.00/12 hour period", Rigby ID)
# (a rate's unit after a slash, two words: "Wall curb               12.00/linear ft." under "Composite curb   $9.00/linear ft.",
# Lima OH: the unit in the amount's span, as the labels keep a rate's basis)
_SCHEDULE_TAIL = re.compile(r"(?P<gap>[ \t]+)(?P<d>\$[ \t]?)?(?P<n>\d{1,3}(?:,\d{3})*\.\d{2}|\d?\.\d{3})"
                            r"(?:(?P<per>/(?:linear|square|lineal|cubic)[ \t]+(?:ft|foot|feet|yd|yard)\.?)|/[a-z]{2,6}|/\d{1,2}[ \t]+(?:hour|day)[ \t]+period"
                            r"|[ \t]+per[ \t]+(?:\d{1,3}(?:,\d{3})*[ \t]+)?[a-z]{3,12})?[ \t]*$")
# (or a size alone, a meter's or a tap's: "5/8 x 3/4   $ 450.00" / "1 1/2    1,800.00" / "2    2,700.00", Englewood OH)
# (the size's inch mark printed, a half as "\u00bd": '1-\u00bd"                 9,180', Dublin OH's tap fees)
_SCHEDULE_LABEL = re.compile(r"[A-Za-z)]|\d[ \t]*[\-\u2013][ \t]*\d"
                             r"|^[ \t]*\d{1,2}(?:[ \t]+\d/\d{1,2}|-\d/\d{1,2}|/\d{1,2}|-?\u00bd)?(?:[ \t]*x[ \t]*\d{1,2}(?:/\d{1,2})?)?[\"\u201d\u2033]?[ \t]*$")
_SCHEDULE_MIN_ROWS = 3
_SCHEDULE_SUBHEAD = re.compile(r"[ \t]*[A-Z][A-Za-z]+(?:[ \t]+[A-Za-z]+){0,2}[ \t]*")
_FRACTION_PRINTED = re.compile(r"/|half|quarter|third|fourth|fifth|eighth|tenth", re.I)
_STORIES = re.compile(r"stor(?:y|ies)\b", re.I)
# A slope restated in rise-to-run marks after its words: "a minimum slope of one-fourth inch to the foot (1/4\":1')"
# (Sidney MT): the marks are the same slope, no inch and foot of their own
_SLOPE_MARKS = re.compile(r"\((?:[ \t]*\d+(?:[ \t]*/[ \t]*\d+)?[ \t]*(?:\"|\u201d|'')[ \t]*:[ \t]*\d+[ \t]*(?:'|\u2019)[ \t]*)\)")
# A bound on a number the sentence named before it, the written number alone after "not exceed": "the number of transactions
# in each 90-day period does not exceed ten." (Saginaw MI), "Last cities, villages, or towns, not to exceed three, where"
# (Linden WI): a count, at most (a unit after it is the unit rules'; digits are as often section numbers)
_EXCEED_BARE = re.compile(
    # ("in annual installments, not exceeding ten, as the Council may determine", Monticello MN)
    rf"\b(?:(?:not|never)\s+(?:to\s+)?exceed|(?<=,\s)not\s+exceeding)\s+(?P<n>{rx.WORD_NUMBER})(?:{rx.PAREN_DOUBLE})?(?=[ \t]*[,.;:)]|[ \t]+(?:in|per|during|within|at)\b)", _I)
# the Ohio noxious-weed model's "Grapevines when growing in groups of 100 or more and not pruned" (Lincoln Heights OH, Elbow Lake
# MN): a count with its noun before it, the span "100 or more"
_GROUPS_OF_OR_MORE = re.compile(rf"\bgroups\s+of\s+(?P<n>(?P<v>{rx.NUMBER})\s+or\s+more)\b", _I)
_PATTERN_COUNTS = (
    ("least one of the ", _ONE_OF_THE, 0, lambda m: 1.0, "min"),
    (" exceed", _EXCEED_BARE, "n", lambda m: _value(m.group("n")), "max"),
    (" space", _GLUED_SPACES, 0, lambda m: _value(m.group("n")), "min"),
    ("ne time", _ONE_TIME_APART, 0, lambda m: 1.0, None),
    ("ne- time", _ONE_TIME_APART, 0, lambda m: 1.0, None),
    (" or more of ", _OR_MORE_OF, 0, lambda m: _value(m.group("n")), "min"),
    ("following", _N_OF_THE_FOLLOWING, 0, lambda m: _value(m.group("n")), "min"),
    ("excess of one", _IN_EXCESS_OF_ONE, 0, lambda m: 1.0, "min"),
    ("plicate", _PLICATE, "w", lambda m: _PLICATE_VALUE[m.group("w").lower()], "exact"),
    ("groups of ", _GROUPS_OF_OR_MORE, "n", lambda m: _value(m.group("v")), "min"),
)
# (the holidays may come first and the weekend be named so, the count's event between: "within ten days of
# the determination (excluding holidays and weekends)", Chatham County NC)
# ("within 5 days of receipt of such application (excluding Saturdays, Sundays and legal holidays)", "within 15
# days (Saturdays, Sundays, and legal holidays excluded)", Baltimore art. 6)
_WEEKENDS_EXCLUDED = re.compile(
    # (or set off by a comma: "within five days after the seizure,\nexcluding weekends and legal holidays", Channahon IL)
    r"(?:\s+(?:of|after|from)\s+(?:the\s+)?[a-z\-]+(?:\s+[a-z\-]+){0,3}(?=\s*\(|\s*,\s*\(?(?:excluding|exclusive\s+of|not\s+(?:including|counting))\s))?"
    r"\s*,?\s*(?:\(?(?:excluding|exclusive\s+of|not\s+(?:including|counting))\s+(?:(?:legal\s+)?holidays\s*,?\s*(?:and|or)\s+)?"
    r"(?:Saturdays?\s*,?\s*(?:and\s+)?Sundays?|weekends)\b"
    r"|\(\s*Saturdays?\s*,\s*Sundays?\s*,?\s*(?:and|or)\s+(?:legal\s+)?holidays\s+excluded\s*\)"
    # (after a comma, no parentheses: "at least seven (7)\ndays, weekends and holidays excluded", Milford NE;
    # "ten days, Saturdays, Sundays and holidays excluded")
    # ("within thirty (30) days, Saturdays,\nSundays and holidays excepted", Nicholasville KY)
    r"|\s*,\s*(?:weekends|Saturdays?\s*,\s*Sundays?\s*,?)\s*(?:and|or)\s+(?:legal\s+)?holidays\s+exc(?:lud|ept)ed\b)", _I)


def _weekdays_only(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    """Days counted without the weekend are business days: "15 days, excluding Saturdays, Sundays, and
    legal holidays", and a range of them whichever pattern read it ("within five to 30 days excluding
    Saturdays, Sundays and legal holidays", Etowah TN; "At least 15 but not more than 45 days, not
    counting weekends"). One rule for every quantity that ends in days, applied once all are found."""
    return [replace(q, unit="business_day") if q.unit == "day" and _WEEKENDS_EXCLUDED.match(text, q.end) else q
            for q in found]


_RECURRENCE_AFTER = re.compile(r"[\s\-]+(?:flood|storm|floodplain|frequency|event|rain|recurren(?:ce|t))\b", _I)
_AN_HOUR = re.compile(r"[ \t\n]+an[ \t\n]+hour\b", _I)
_PER_HOURS = re.compile(r"\s+per\s+hours\b", _I)  # ("20 miles per hours", McCook NE's misprint)
_A_WEEK = re.compile(r"\s+(?:a|per|each)\s+week\b", _I)
def _day_in_words(word: str) -> int | None:
    """"thirtieth" -> 30, "twenty first" / "twenty-first" -> 21."""
    return rx.DAY_ORDINALS.get("-".join(word.lower().replace("-", " ").split()))


_FROM_REFERENCE = re.compile(r"\s+(?:above|below|over|under|beneath)\s+[a-z][a-z \t\n]{0,50}?(?=\s+to\s)")
_FROM_LEFT = re.compile(r"\b[Ff]rom\s+(?:only\s+)?$")
_PERIOD_TO = re.compile(r"\s*(?:until|through|thru|to|-|–)\s+(?:and\s+including\s+)?")
# A dated window with both ends bounded: "issued subsequent to April 22, 2014, and prior to December
# 31, 2015", "supplied no sooner than April 1, 2016 and no later than December 19, 2016".
_WINDOW_OPENS = re.compile(r"\b(?:after|subsequent\s+to|sooner\s+than|on\s+or\s+after)\s+$", _I)
_WINDOW_CLOSES = re.compile(r"\s*,?\s+and\s+(?:no\s+later\s+than|prior\s+to|before|on\s+or\s+before)\s+", _I)


_ORDINAL_OF_MONTH = re.compile(rf"(?:st|nd|rd|th)[ \t\n]+of[ \t\n]+{rx.MONTH}")


_MORE_MONTHS = re.compile(rf"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)({rx.MONTH})(?!\s*\d)")


_MONTH_NAME = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_MONTH_WORD = re.compile(_MONTH_NAME)
_DAY_OF_THE_MONTHS = re.compile(
    # ("on the\nfirst day of the next following months of January, April, July and October of\neach year", Valparaiso IN's quarterly fee)
    # ("All quarterly licenses herein provided for shall expire on the last day of the\nmonths of March, June, September and December", Union
    # OR: each month's last day)
    rf"\b(?P<d>(?i:{rx._DAY_ORDINAL_WORD}|last))\s+day\s+of\s+the\s+(?:next\s+following\s+|following\s+)?months\s+of\s+"
    rf"(?P<m1>{_MONTH_NAME})(?P<more>(?:\s*,\s*(?:and\s+)?{_MONTH_NAME}|\s+and\s+{_MONTH_NAME})+)")
_MONTH_LIST = re.compile(rf"\b{_MONTH_NAME}(?:,\s+{_MONTH_NAME}){{1,10}},?\s+and\s+{_MONTH_NAME}\b(?![ \t]*\d)")
# (or a season in parentheses with a dash: "First winter season offense (October-April)", "(October - April)", Byron MN)
_MONTH_TO_MONTH = re.compile(rf"\b(?P<a>{_MONTH_NAME})\s+(?:through|thru|to)\s+(?P<b>{_MONTH_NAME})\b(?![ \t]*\d)"
                             rf"|(?<=\()(?P<a2>{_MONTH_NAME})[ \t]*[\-\u2013][ \t]*(?P<b2>{_MONTH_NAME})(?=\))")


def _whole_months(first: str, last: str) -> str:
    """A season of whole months, "october" to "march": "10-01/03-31" (the first's first day to the last's last)."""
    return f"{_MONTHS[first]:02d}-01/{_MONTHS[last]:02d}-{_last_day(last):02d}"


def _last_day(month: str) -> int:
    """The last day of a month printed by name ("the last day of June": 30; February's in a common year)."""
    num = next(i for name, i in _MONTHS.items() if name.startswith(month[:3].lower()))
    return calendar.monthrange(2001, num)[1]


def _days_of_month(text: str, blocked: "_Blocked", found: list[QuantityMatch],
                   pol: Polarity | None = None) -> list[QuantityMatch]:
    """`the 31st day of December`."""
    out = []
    if "day of" not in text and "day\nof" not in text and not (" of " in text and _ORDINAL_OF_MONTH.search(text)):
        return out
    for m in rx.DAY_OF_MONTH.finditer(text):
        if blocked.overlaps(m.start(), m.end()) or any(q.start < m.end() and m.start() < q.end for q in found):
            continue
        day = m.group("d") or (_last_day(m.group("month")) if m.group("last") else _day_in_words(m.group("w")))
        vt = _date_text(f"{m.group('month')} {day}")
        if vt:
            cmp = comparator_from_context(text, m.start(), m.end(), "date", pol)
            out.append(QuantityMatch(m.start(), m.end(), None, "date", cmp, value_text=vt))
            pos = m.end()
            # "quarterly by the 20th of January, April,\nJuly and October" (Bennettsville SC): the day in each month
            while (more := _MORE_MONTHS.match(text, pos)) and (mt := _date_text(f"{more.group(1)} {day}")):
                out.append(QuantityMatch(more.start(1), more.end(1), None, "date", cmp, value_text=mt))
                pos = more.end()
    if "ffective" in text:
        for m in _EFFECTIVE_DAY_OF_MONTH.finditer(text):
            # the day a rate takes effect, printed with its year: "Effective the 1st day of May, 2024, the rates are hereby
            # established" (Carrollton OH): the day, exact (the year of other days so printed is history)
            day = m.group("d") or _day_in_words(m.group("w"))
            if (vt := _date_text(f"{m.group('month')} {day}")) and not blocked.overlaps(m.start("day"), m.end()) \
                    and not any(q.start < m.end() and m.start("day") < q.end for q in found + out):
                out.append(QuantityMatch(m.start("day"), m.end(), None, "date", "exact", value_text=vt))
    return out


_EFFECTIVE_DAY_OF_MONTH = re.compile(
    rf"\b[Ee]ffective\s+(?:on\s+)?the\s+(?P<day>(?P<d>\d{{1,2}})(?:st|nd|rd|th)|(?P<w>(?i:{rx._DAY_ORDINAL_WORD})))\s+day\s+of\s+"
    rf"(?P<month>{rx.MONTH})\s*,?\s*(?:19|20)\d\d\b")


def _ordinal_days(text: str, pol: Polarity | None = None) -> list[QuantityMatch]:
    """`the second business day following`: a deadline of N (business) days."""
    out = []
    starts = set()
    # Only around the hint words: scanning the whole clause with the pattern costs more. The
    # hints are lower case; "Business Day" is found in a lower-cased copy (same offsets).
    hay = text
    if " Day" in text or " DAY" in text:
        low = text.lower()
        hay = low if len(low) == len(text) else text
    for hint in _ORDINAL_DAY_HINT:
        i = hay.find(hint)
        while i >= 0:
            m = rx.ORDINAL_DAY.search(text, max(0, i - 40), i + 24)
            i = hay.find(hint, i + 1)
            if m is None or m.start() in starts:
                continue
            starts.add(m.start())
            out.append(m)
    return [_ordinal_day(text, m, pol) for m in sorted(out, key=lambda m: m.start())]


def _due_days_of_month(text: str, pol: Polarity | None = None) -> list[QuantityMatch]:
    """`on or before the tenth day of the month following`: a monthly due day, N days."""
    out = []
    starts = set()
    # Only before each "month" (rare in a clause): the pattern opens on a look-behind the engine
    # cannot skip to, so a scan of the whole clause cost more than the finder's other passes.
    low = text.lower() if "Month" in text or "MONTH" in text else text
    if len(low) != len(text):
        low = text  # a character whose lower case is longer would shift the offsets
    i = low.find("month")
    while i >= 0:
        # (every match in the window: one found before an earlier "month" may open it, "due by the fifteenth of each\nmonth.
        # ... Bills not paid by the fifteenth of each month", Ravenna NE)
        window = rx.DUE_DAY_OF_MONTH.finditer(text, max(0, i - 80), i + 7)
        i = low.find("month", i + 5)
        for m in window:
            if m.start() in starts:
                continue
            starts.add(m.start())
            o = m.group("ord")
            value = int(o[:-2]) if o[0].isdigit() else _day_in_words(o)
            if value and value <= 31:
                out.append(QuantityMatch(m.start(), m.end(), float(value), "day",
                                         comparator_from_context(text, m.start(), m.end(), "day", pol)))
    return out


def _ordinal_day(text: str, m: re.Match, pol: Polarity | None = None) -> QuantityMatch:
    o = m.group("ord").lower()
    *tens, ones = _ORDINAL_PARTS.split(o)  # "forty-fifth", "forty fifth", "forty-\nfifth"
    if ones in _ORDINALS:
        value = (TENS.get(tens[0], 0) if tens else 0) + _ORDINALS[ones]
    elif ones[0].isdigit():
        value = int(o[:-2])
    else:  # "nineteenth", "sixtieth"
        value = rx.DAY_ORDINALS.get(ones) or _TIETH.get(ones)
    if m.group("hund") and value is not None:
        value += 100 * {"one": 1, "two": 2, "three": 3}[m.group("hund").split()[0].lower()]
    kind = (m.group("kind") or "calendar").lower()
    unit = "day" if kind == "calendar" else "business_day"
    cmp = comparator_from_context(text, m.start(), m.end(), unit, pol)
    if cmp == "max" and m.group().lower().endswith(("before", "prior to")):
        # "not later than the 16th day before the hearing": a lead time, at least that many days
        cmp = "min"
    return QuantityMatch(m.start(), m.end(), float(value), unit, cmp)


_PAREN_AT = re.compile(rx.PAREN_DOUBLE)


# (or a measure the contract has no unit for: "for more than 10 consecutive seconds", Rockaway Beach OR)
_MEASURE_AFTER_ADJECTIVE = re.compile(rf"[ \t]+(?:(?:acres?|seconds?|gallons?|degrees?|decibels?|tons?)\b|{rx.UNIT})", _I)


def _bound_then_unit(text: str, s: int, e: int, value: float) -> QuantityMatch | None:
    """"50,000 or more square feet": "or more"/"or less" between the number (ending at ``e``) and its unit."""
    if " or " in text[e:e + 5] and (om := _OR_MORE_UNIT.match(text, e)) and (u := canonical_unit(om.group("unit"))):
        return QuantityMatch(s, om.end(), value, u, "min" if om.group("w").lower() in ("more", "greater") else "max")
    return None


def _bounded_count(text: str, s: int, e: int, pol: Polarity | None = None) -> QuantityMatch | None:
    """`no more than four newsracks`, `two or more stores`: a count bound around any noun."""
    value = _value(text[s:e])
    restated = _PAREN_AT.match(text, e)  # "one (1) or more curb ramps"
    if restated:
        e = restated.end()
    if unit_bound := _bound_then_unit(text, s, e, value):
        return unit_bound  # "four (4) or more\nconsecutive or nonconsecutive days": a unit of two adjectives after the bound
    c = rx.COUNT_BOUND_NOUN.match(text, e)
    if c is None:
        return None
    if not c.group("ormore"):
        left = rx.COUNT_BOUND_LEFT.search(text, max(0, s - 24), s)
        # "more than one exit", like "more than three trees", is a count threshold (so the
        # outside labels read it: every one of their eleven); "per one person" names the basis
        # of an amount, not a count.
        if left is None or (value == 1 and left.group().lower().startswith("per")):
            return None
    if _MEASURE_AFTER_ADJECTIVE.match(text, c.end()):
        return None  # "at least five contiguous acres" (Garner NC): the word was an adjective of a measure (in words; the
        # digits' "15 contiguous acres" is the plural test's)
    unit = canonical_unit(c.group("noun"))
    if c.group("ormore") and c.group("ormore").split()[-1] == "both":
        # "one or both legs": at least one
        return QuantityMatch(s, c.end(), value, unit or "count", "min") if value == 1 else None
    if unit is not None and c.group("ormore"):
        # "ten (10) or more days": the noun after "or more" is a unit
        return QuantityMatch(s, c.end(), value, unit, "min" if c.group("ormore").split()[-1] == "more" else "max")
    return QuantityMatch(s, c.end(), value, "count", comparator_from_context(text, s, e, "count", pol))


def prints_leader_dollars(text: str) -> bool:
    """Whether a fee table in ``text`` prints "$" after a dot leader somewhere ("Second impoundment
    .....$250.00"): then its other rows' leader amounts are dollars too, in whichever clause they sit."""
    return (".." in text or "\u2026" in text) and rx.on_lines_with(_LEADER_DOLLAR, text, "$")


def prints_dollar_cells(text: str) -> bool:
    """Whether ``text`` prints a fee table flattened to one cell per line with "$" in some cells ("  $165.00"
    on a line of its own): then its bare amounts with cents on lines of their own are dollars too, in
    whichever clause they sit."""
    return rx.on_lines_with(_DOLLAR_CELL, text, "$", lines_below=1)


def _schedule_cells(text: str) -> list[tuple[int, int, float]]:
    """The bare amounts of a two-column schedule whose other rows print "$" (rows: ``_SCHEDULE_TAIL``)."""
    out: list[tuple[int, int, float]] = []
    run: list[tuple[int, re.Match, bool]] = []   # (offset of the row's line, the tail's match in it, a gap in its label)

    def close() -> None:
        # (a column: most rows set off by two blanks or more, before the amount or inside the label; not hard-wrapped prose
        # whose lines end in amounts. The label's own gap: '1"           meter 37.89' under '5/8" or 3/4" meter $27.61',
        # Bedford OH's base rates)
        if len(run) >= _SCHEDULE_MIN_ROWS and any(r.group("d") for _, r, _ in run) \
                and 2 * sum(len(r.group("gap")) >= 2 or g for _, r, g in run) >= len(run):
            out.extend((at + r.start("n"), at + (r.end("per") if r.group("per") else r.end("n")), float(r.group("n").replace(",", "")))
                       for at, r, _ in run if not r.group("d"))

    at, last = 0, -2
    for i, line in enumerate(text.split("\n")):
        m = _SCHEDULE_TAIL.search(line) if "." in line else None
        if m and "$" not in line[:m.start()] and _SCHEDULE_LABEL.search(line, 0, m.start()):
            if i != last + 1:
                close()
                run = []
            run.append((at, m, "   " in line[:m.start()].strip()))
            last = i
        elif i == last + 1 and run and _SCHEDULE_SUBHEAD.fullmatch(line):
            last = i  # a group's head inside the schedule, "Shelters" between the rooms' rows and the shelters' (Rigby ID)
        at += len(line) + 1
    close()
    return out


# A schedule whose rows open on the amount, its basis after it, the first row's amount printed with "$": "$ 5,000,000.00 for
# property damage per occurrence," / "20,000,000.00  for property damage aggregate," (West Wendover NV's insurance amounts):
# the column's bare amounts are dollars too (two rows or more in a run, no blank line between)
_LEAD_AMOUNT_ROW = re.compile(r"[ \t]*(?P<d>\$[ \t]?)?(?P<n>\d{1,3}(?:,\d{3})*\.\d{2})[ \t]+(?=[a-z])")


def _lead_amount_cells(text: str) -> list[tuple[int, int, float]]:
    out: list[tuple[int, int, float]] = []
    run: list[tuple[int, re.Match]] = []

    def close() -> None:
        if len(run) >= 2 and any(r.group("d") for _, r in run):
            out.extend((at + r.start("n"), at + r.end("n"), float(r.group("n").replace(",", ""))) for at, r in run if not r.group("d"))

    at = 0
    for line in text.split("\n"):
        if m := _LEAD_AMOUNT_ROW.match(line):
            run.append((at, m))
        else:
            close()
            run = []
        at += len(line) + 1
    close()
    return out


# A fee table printed with spaces whose first row prints whole dollars with "$" and the rows under it the bare amounts in the
# same columns: "Meter violations                        $2       $5" / "Parking on yellow curb                  5        10"
# (Richmond KY's parking fines, two columns, existing and new): each bare whole amount standing in a "$" column, set off
# by two blanks or more, is dollars too (``_dollar_above`` checks the column and its gaps)
# (thousands with their commas, the row labelled by a band of figures or a size: "3,000 and less          $1,000" / "3,001 to
# 8,000          1,500" (Danville IL's bond schedule), '3/4"                  $2,210' / '1"                    3,580' (Dublin OH))
_WHOLE_AMOUNT = r"(?:\d{1,3}(?:,\d{3})+|\d{1,4})"
_WHOLE_DOLLAR_ROW = re.compile(rf"(?m)^[ \t]*[A-Za-z\d][^\n$]*?\S[ \t]{{2,}}\${_WHOLE_AMOUNT}(?:[ \t]{{2,}}\${_WHOLE_AMOUNT})*[ \t]*$")
_WHOLE_CELL = re.compile(rf"(?m)(?<=[ \t][ \t])(?<![\d,.$])({_WHOLE_AMOUNT})(?![\d,.])(?=[ \t]{{2,}}\S|[ \t]*$)")


def _whole_dollar_cells(text: str) -> list[tuple[int, int, float]]:
    out = []
    for row in _WHOLE_DOLLAR_ROW.finditer(text):
        block = text.find("\n\n", row.end())
        block = len(text) if block < 0 else block
        for m in _WHOLE_CELL.finditer(text, row.end(), block):
            line_start = text.rfind("\n", 0, m.start()) + 1
            # (the label read as a line of its own: the pattern's "^" opens a size alone)
            if _SCHEDULE_LABEL.search(text[line_start:m.start()]) and _dollar_above(text, m.start(), lines=20):
                out.append((m.start(), m.end(), float(m.group(1).replace(",", ""))))
    return out


def has_fee_cell(text: str) -> bool:
    """Whether ``text`` holds a bare amount with cents on a line of its own (a clause may be that cell alone)."""
    return _FEE_CELL.search(text) is not None


def _dollar_above(text: str, s: int, lines: int = 12) -> bool:
    """Whether a row above, in a table printed with spaces, has a "$" amount in the column where ``s`` stands: the rows
    after a column's first drop the sign ("5/8 x 3/4 inch $280.00" / "1 inch         280.00", Sunland Park NM)."""
    line_start = text.rfind("\n", 0, s) + 1
    col = s - line_start
    if col < 4:
        return False
    end = line_start - 1
    for _ in range(lines):
        if end <= 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        if end - start > col + 1 and "$" in text[start + col - 1:start + col + 2]:
            d = text.index("$", start + col - 1, start + col + 2)
            # (a table's columns are set apart by runs of spaces, in the "$" row or in this one; prose that happens to
            # align is not: "the fee shall be $25.00\n...\nwhich applies to 2.50")
            # (the sign may stand apart from its digits: "1"         $ 75.00" / "1 1/2"     200.00", Bucyrus OH)
            digit = d + 2 if text.startswith(" ", d + 1) else d + 1
            return text[digit:digit + 1].isdigit() and (text.endswith("  ", start, d) or text.endswith("  ", line_start, s))
        end = start - 1
    return False


# A section's number heading its line, a contents line or the section's heading: "Water Connections and Charges\n1044.01
# Revenue and expenses." (Englewood OH): no amount after the money noun above it
_NUMBER_HEADS_LINE = re.compile(r"[ \t]{2,}[A-Z][a-z]")


def _bare_money(text: str, s: int, e: int, prev: "QuantityMatch | None",
                pol: Polarity | None = None, leaders: bool = False) -> QuantityMatch | None:
    """`deposit 50.00 500.00`: a cents amount after a money noun or right after another amount."""
    if not _CENTS.fullmatch(text, s, e) or ((s == 0 or text[s - 1] == "\n") and _NUMBER_HEADS_LINE.match(text, e)):
        return None
    after_amount = prev is not None and prev.unit == "usd" and prev.end <= s and s - prev.end <= 8 \
        and not text[prev.end:s].strip(" \t")
    if not after_amount and not _MONEY_NOUN_LEFT.search(text, max(0, s - 40), s) and not (
            _LEADER_LEFT.search(text, max(0, s - 12), s) and (leaders or rx.on_lines_with(_LEADER_DOLLAR, text, "$"))) \
            and not _dollar_above(text, s):
        return None
    return QuantityMatch(s, e, _value(text[s:e]), "usd", comparator_from_context(text, s, e, "usd", pol))


# A time of day on the 24-hour clock: "between 2300 hours (eleven P.M.) local time and 0700 hours (seven
# A.M.)", "prior to 2230 hours" (Pitkin County CO's airport): no duration of 2,300 hours; the time
# spelt out after it is the same time, in the span. (Not "2000 hours of service", a duration.)
# (the pattern opens on its digits, the look-behind after them, so the engine skips to digits in C)
_MILITARY_TIME = re.compile(r"(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)(?<![\d,.$]\d{4})[ \t]+hours\b"
                            r"(?:[ \t]*\([^()\n]{2,30}?[AaPp]\.?[ \t]?[Mm]\.?\))?(?![ \t]+(?:of|per|each|a|in|for|or|and)\b)")


_DURATION_LEFT = re.compile(r"\b(?:within|for|than|least|most|of|total|up\s+to)[ \t]+$", _I)


_OCLOCK_PART_OF_DAY = re.compile(
    rf"(?:(?<![\d:])(?P<h>\d{{1,2}})|\b(?P<hw>{rx._alt(list(rx.ONES)[1:13])}))\s+o['\u2019]clock(?:[ \t]*\((?P<rh>\d{{1,2}})(?::00)?\))?"
    r"(?=\s+(?:(?:in\s+the|every|each|that|the|on\s+the)\s+)?(?P<part>morning|forenoon|afternoon|evening)\b)", _I)


def _find_clock_times(text: str, blocked: "_Blocked", pol: Polarity | None = None) -> list[QuantityMatch]:
    found = []
    for m in (_MILITARY_TIME.finditer(text) if " hours" in text else ()):
        if blocked.overlaps(m.start(), m.end()) or _DURATION_LEFT.search(text, max(0, m.start() - 16), m.start()):
            continue  # ("within 1200 hours", "for 1000 hours": a duration)
        hour, minute = int(m.group("h")), int(m.group("m"))
        cmp = comparator_from_context(text, m.start(), m.end(), "clock", pol)
        found.append(QuantityMatch(m.start(), m.end(), hour + minute / 60, "hour", cmp, value_text=f"{hour:02d}:{minute:02d}"))
    for m in (_OCLOCK_PART_OF_DAY.finditer(text) if "clock" in text else ()):
        # "by nine o'clock (9:00) every morning" (Gooding ID): the part of the day says a.m. or p.m.
        hour = int(m.group("h")) if m.group("h") else int(_value(m.group("hw")))
        if hour > 12 or (m.group("rh") and int(m.group("rh")) != hour) or blocked.overlaps(m.start(), m.end()):
            continue
        hour = hour % 12 + (0 if m.group("part").lower() in ("morning", "forenoon") else 12)
        cmp = comparator_from_context(text, m.start(), m.end(), "clock", pol)
        found.append(QuantityMatch(m.start(), m.end(), float(hour), "hour", cmp, value_text=f"{hour:02d}:00"))
    if not (_DIGIT_THEN_AP.search(text) or "noon" in text or "midnight" in text or "Midnight" in text or "Noon" in text
            or (("p.m" in text or "a.m" in text or "o'clock" in text or "o\u2019clock" in text) and _WORD_THEN_AP.search(text))):
        return found
    for m in rx.CLOCK.finditer(text):
        if blocked.overlaps(m.start(), m.end()):
            continue
        if noon := (m.group("noon") or m.group("noon2")):
            hour, minute = (12, 0) if noon.lower() == "noon" else (0, 0)
        else:
            hour = int(m.group("h")) if m.group("h") else int(_value(m.group("hw")))
            if any(m.group(g) and int(m.group(g)) != hour for g in ("rh", "bh")):
                continue  # ("five o'clock (5:00)", "eight (8:00) o'clock": a restatement names the same hour)
            minute = int(m.group("m") or m.group("dm") or m.group("rm") or m.group("bm") or 0)
            if m.group("mw"):
                words = int(_value(m.group("mw").replace(" ", "-")))
                if m.group("rm") and int(m.group("rm")) != words:
                    continue
                minute = words
            if hour > 12 or minute > 59:
                continue
            pm = m.group("ap").lower().startswith("p")
            hour = (hour % 12) + (12 if pm else 0)
        value = hour + minute / 60
        cmp = comparator_from_context(text, m.start(), m.end(), "clock", pol)
        found.append(QuantityMatch(m.start(), m.end(), value, "hour", cmp, value_text=f"{hour:02d}:{minute:02d}"))
    return found


def _value(printed: str) -> float | None:
    return parse_number(printed.replace("\n", " "))


def _number_spans(text: str, words: bool = True) -> list[tuple[int, int]]:
    """Spans of every ``NUMBER`` in ``text``, in order (see ``_DIGIT_NUMBER_RE``).
    ``words=False``: the caller knows no word number can start in ``text``."""
    spans = [m.span() for m in _DIGIT_NUMBER_RE.finditer(text)] if _HAS_DIGIT.search(text) else []
    if not words:
        return spans
    lower = text.lower()
    # A few characters lower-case to two ("\u0130"): then offsets would shift, so fold per match.
    words = _WORD_NUMBER_RE.finditer(lower) if len(lower) == len(text) else _WORD_NUMBER_RE_I.finditer(text)
    word_spans = [m.span() for m in words]
    return sorted(spans + word_spans) if word_spans else spans


# A Minnesota subdivision's run-in caption in title case names what follows, no requirement: "Subd. 1   Sale after 15 Days. An
# impounded vehicle ...", "Subd. 1   Contents; Notice Given Within Five Days." (Arden Hills MN)
_CAPTION_WORD = r"(?:[A-Z0-9][\w'\-]*|of|and|or|the|a|an|to|for|in|on|after|before|within|by|with|from)"
_SUBD_CAPTION = re.compile(rf"(?<![^\n \t])Subd\.[ \t]+\d{{1,2}}[a-z]?\.?[ \t]+{_CAPTION_WORD}(?:;?[ \t]+{_CAPTION_WORD}){{0,12}}\.(?=[ \t])")

# A Sterling code's section heading on its line, in capitals or title case, and its lettered subsections' run-in captions in
# title case ending in a colon name what follows, no requirement: "6-4-9: PARKING MORE THAN TWENTY FOUR HOURS; TRUCK
# PARKING:", "   A.   Prohibition; Over Twenty Four Hours: No person shall park" (Vinita OK); no outside label stands in one
_CAPTION_WORD_OR = r"(?:[A-Z0-9][\w'\-]*|of|and|or|the|a|an|to|for|in|on|after|before|within|by|with|from|than|per)"
# (numbered title.chapter.section too, the title wrapped after a joining word: "10.08.190: Bicycle Safety Course Requirements;
# Persons Under The Age Of\nFourteen Years", Jerome ID's section list)
_STERLING_CAPTION = re.compile(
    rf"^(?:\d{{1,2}}-\d{{1,2}}[A-Z]?-\d{{1,3}}[A-Z]?|\d{{1,2}}\.\d{{2}}\.\d{{3}}):[ \t]+{_CAPTION_WORD_OR}(?:[;,]?[ \t]+{_CAPTION_WORD_OR}){{0,14}}"
    rf"(?:(?:(?<=[ \t](?i:of|to|in|on|or|by))|(?<=[ \t](?i:and|the|for))|(?<=[ \t](?i:with|from)))\n{_CAPTION_WORD_OR}(?:[;,]?[ \t]+{_CAPTION_WORD_OR}){{0,14}})?[;:.]?[ \t]*$"
    rf"|^[ \t]+(?:[A-Z]|\d{{1,2}})\.[ \t]+{_CAPTION_WORD_OR}(?:[;,]?[ \t]+{_CAPTION_WORD_OR}){{0,12}}:(?=[ \t])", re.M)

# A Wisconsin village's section heading on its line, in title case: "Sec. 10-1-23 Parking of Vehicles Within Eight (8) Feet of a
# Mailbox.", "Sec. 10-1-28    Parking of Vehicles Over 15,000 Pounds or 16 Feet Restricted." (Edgar WI); the labels leave out
# a heading's numbers
_SEC_CAPTION_WORD = r"(?:[A-Z0-9][\w'\-]*(?:,\d{3})*|\(\d{1,3}\)|of|and|or|the|a|an|to|for|in|on|after|before|within|by|with|from|than|per)"
_SEC_CAPTION = re.compile(
    rf"^Sec\.[ \t]+\d{{1,2}}-\d{{1,2}}-\d{{1,3}}[A-Z]?[ \t]+{_SEC_CAPTION_WORD}(?:[;,]?[ \t]+{_SEC_CAPTION_WORD}){{0,14}}\.[ \t]*$", re.M)


class _Blocked:
    """``exclude`` plus the ``NON_REQUIREMENT`` spans, scanned only when a candidate is checked:
    most clauses hold no number, date or clock time, and then need no scan at all."""

    __slots__ = ("text", "exclude", "spans")

    def __init__(self, text: str, exclude):
        self.text = text
        self.exclude = exclude
        self.spans: SpanSet | None = None

    def overlaps(self, s: int, e: int) -> bool:
        if self.spans is None:
            spans = list(self.exclude or []) + [m.span() for m in rx.NON_REQUIREMENT.finditer(self.text)]
            if "Subd." in self.text:
                spans += [m.span() for m in _SUBD_CAPTION.finditer(self.text)]
            if ":" in self.text:
                spans += [m.span() for m in _STERLING_CAPTION.finditer(self.text)]
            if "Sec." in self.text:
                spans += [m.span() for m in _SEC_CAPTION.finditer(self.text)]
            self.spans = SpanSet(spans)
        return self.spans.overlaps(s, e)


_MARKS = frozenset("'\"\u2032\u2033\u201d")
# the basis of a grade after its drop: "six-inch drop per 100 feet"
_RATE_BASIS_LEFT = re.compile(r"\b(?:drop|fall|rise)[ \t]+per[ \t]+$", _I)
_OPENING_QUOTES = frozenset("'\"\u201c\u2018")
# a capitalized word after a capitalized unit ("Four Mile Run Road"): the number is part of a name
_NAME_WORD_AFTER = re.compile(r"[ \t]+[A-Z][a-z]")


def _opens_quote(text: str, start: int, s: int, mark: str) -> bool:
    """Whether a quotation opened with ``mark`` between ``start`` and ``s`` is still open at ``s``: a mark right
    after a digit is a length's mark ("4' x 8'", Colstrip MT's review) unless it closes an open quotation ("'Zone
    30'"), and an apostrophe between letters ("the owner's fence 8' high") is none."""
    inside = False
    i = text.find(mark, start, s)
    while i >= 0:
        before, after = text[i - 1:i], text[i + 1:i + 2]
        if before.isdigit():
            inside = False
        elif not (before.isalpha() and after.isalpha()):
            inside = not inside
        i = text.find(mark, i + 1, s)
    return inside


_PER_FOOT_SLASH = re.compile(r"[ \t]*/[ \t]*(?:ft\.?|foot)(?![\w])")
# A line that opens with a section's number, three parts or a dotted two-decimal one ("1268.04", "\u00a7 5-3-6")
_SECTION_NUMBER_OPENING = re.compile(r"[ \t]*(?:\u00a7[ \t]*)?(?:\d{1,4}\.\d{2,3}|\d{1,3}-\d{1,3}-\d{1,3})")


def _unit_quantity(text: str, s: int, e: int, value: float, pol: Polarity | None = None) -> list[QuantityMatch]:
    """A number followed by a unit, with compound, rate, range and comparator handling."""
    found = _printed_unit_quantity(text, s, e, value, pol)
    if (len(found) == 1 and found[0].value_high is None and not text[s].isdigit() and text[found[0].end - 1] == ")"
            and found[0].value is not None and found[0].value == int(found[0].value)
            and (fig := _TRAILING_FIGURE.search(text, found[0].start, found[0].end))
            and (v := _value(fig.group("d"))) is not None and v != found[0].value and v == int(v)
            and (fig.group("usd") is not None) == (found[0].unit == "usd")):
        # "seven hundred dollars ($750.00)" (River Grove IL): where the words and the figure restated after the unit disagree,
        # the figure governs, as it does before the unit ("one hundred (150) feet")
        found = [replace(found[0], value=v)]
    if found and ("ent" in text[e:e + 16] or "mill" in text[e:e + 16] or "\u00a2" in text[e:e + 2]) and (u := _UNIT_AFTER.match(text, e)) and (k := unit_scale(u.group("unit"))) != 1.0:
        # "five cents per 12 ounce", "5 cents", "50\u00a2": dollars, as every amount is stored (and mills thousandths)
        return [replace(q, value=q.value * k if q.value is not None else None,
                        value_high=q.value_high * k if q.value_high is not None else None) for q in found]
    return found


# A table of flows by establishment, its column's unit one the contract has none for: "Type of Establishment Estimated Flow
# (Gallons per Day)" over "Airport    3 per passenger plus 20 per employee" (Trafalgar IN): its rows' "N per <noun>" are gallons,
# no parking table's spaces
_FLOW_TABLE_HEAD = re.compile(r"\b(?:[Gg]allons|GALLONS|gpd|GPD)\s+(?:[Pp]er|PER)\s+(?:[Dd]ay|DAY)\b")
# the figure restated after the unit, whole: "($750.00)", "(150 feet)"; not a mixed number "(1-1/2")" nor cents "(5\u00a2)"
_TRAILING_FIGURE = re.compile(r"\(\s*(?P<usd>\$)?\s*(?P<d>\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?:[A-Za-z.'\"\u2019\u201d%]+\s*)?\)$")
_RESTATED_UNIT_WORD = re.compile(r"\d\s*(?P<w>[A-Za-z]+(?:\s+[A-Za-z]+)?)\.?\s*\)$")


def _printed_unit_quantity(text: str, s: int, e: int, value: float, pol: Polarity | None = None) -> list[QuantityMatch]:
    u = _UNIT_AFTER.match(text, e)
    unit = canonical_unit(u.group("unit"))
    if unit is None:
        return []
    line_start = text.rfind("\n", 0, s) + 1
    if u.group("unit") in _MARKS and (
            text[s - 1:s] in _OPENING_QUOTES or 1800 <= value <= 2099
            or (_opens_quote(text, line_start, s, u.group("unit")) if u.group("unit") != "\u201d"
                # a curly closing quote closes an opening one ("the “Zone 30”") unless it is an inch mark
                else text.count("\u201c", line_start, s) > text.count("\u201d", line_start, s))):
        return []  # a quoted number ('"30"') or one closing a quotation ('"... 1987"'), not inches
    if u.group("unit") == "\u2019" and text.count("\u2018", line_start, s) > text.count("\u2019", line_start, s):
        return []  # a curly quotation closed after a number ("\u2018Zone 2\u2019 of"), no foot mark
    if u.group("unit")[:1].isupper() and _SECTION_NUMBER_OPENING.fullmatch(text, line_start, e):
        return []  # a section's number and caption, "1268.04   Yard Regulations." (Lower Chichester PA), is no length
    if text[s].isupper() and text[s + 1:s + 2].islower() and u.group("unit")[:1].isupper() and _NAME_WORD_AFTER.match(text, u.end()):
        # a name or a title, every word capitalized: a place's, "from Four Mile Run Road" (Middlesboro KY), "Eight Mile
        # Road"; a section's in the contents, "9-2-15: Exception; Twelve Inch Line" (Skiatook OK)
        return []
    end = u.end()
    if u.group("after") and "%" in u.group("after") and unit != "percent":
        end = u.end("unit")  # "one foot drop per 100 feet (1%)" (Sour Lake TX): a grade restated as a percent is one of its own
    elif u.group("after") and (word := _RESTATED_UNIT_WORD.search(u.group("after"))) and (
            (canonical_unit(word.group("w")) or canonical_unit(word.group("w").split()[-1])) not in (None, unit)):
        # "for longer than two weeks (14 days)" (Alexandria KY), "three (3) consecutive weeks (21 calendar days)": a
        # restatement in another unit is a quantity of its own, as the labels read it
        end = u.end("unit")
    high = None
    # A slope in feet per foot, "0.0049 ft./ft." (Wells NV's sewer grades): a ratio, as the labels read it
    if unit == "foot" and (per := _PER_FOOT_SLASH.match(text, end)):
        return [QuantityMatch(s, per.end(), value, "ratio", comparator_from_context(text, s, per.end(), "ratio", pol))]
    # Compound length "seven feet six inches": folded into feet (the larger printed unit).
    if unit == "foot":
        c = _INCHES_AFTER.match(text, end)
        inches = c and (c.group("n") or c.group("n2") or c.group("n3"))
        if inches and (v := _value(inches)) is not None and not inches.startswith("$") \
                and (v < 12 or not text.startswith(",", end)):
            value = value + v / 12
            end = c.end()
            if c.group("n") and (restated := _FEET_INCHES_RESTATED.match(text, end)):
                end = restated.end()
    # "eight (8) minutes and fifty-nine (59) seconds" (Brandon SD): folded into minutes (no unit for seconds)
    if unit == "year" and (mo := _MONTHS_AFTER.match(text, end)) and (v := _value(mo.group("n"))) is not None and v < 12:
        value = value + v / 12
        end = mo.end()
    if unit == "minute" and (sec := _SECONDS_AFTER.match(text, end)) and (v := _value(sec.group("n"))) is not None:
        value = value + v / 60
        end = sec.end()
    per = None
    p = _PER_AFTER.match(text, end)
    if p:
        per = " ".join(p.group("per").lower().split())
        if canonical_unit(per) or per.startswith("square"):
            end = p.end()  # a rate: "1/4 inch per foot" is one quantity
    if unit == "mile" and (per == "hour" or _AN_HOUR.match(text, end) or _PER_HOURS.match(text, end)):
        return []  # a speed ("15 miles an hour"): the contract has no unit for it, and miles would misstate it
    if unit == "year" and _RECURRENCE_AFTER.match(text, end):
        return []  # "the two year recurrent flood elevation": an event's name (digits: NON_REQUIREMENT)
    dim = _DIMENSION_SKIP.match(text, end)
    dimension = " ".join(dim.group().split()).lower() if dim else None
    cmp = comparator_from_context(text, s, end, unit, pol)
    # Ranges: "two-inch to three-inch", "20 feet to 30 feet", "not less than X nor more than Y".
    nor = _NOR_AFTER.match(text, end) if cmp == "min" else None
    r = nor or _RANGE_AFTER.match(text, end)
    if r is None and text.startswith(" ", end) and (ref := _FROM_REFERENCE.match(text, end)) and _FROM_LEFT.search(text, max(0, s - 14), s):
        # "extends from three feet above the surface of the roadway to eight feet above the curb line" (Cleburne TX):
        # the first bound's reference plane printed between the bounds
        r = _RANGE_AFTER.match(text, ref.end())
    if r is None and (most := _OR_MORE_BUT_AFTER.match(text, end)) and canonical_unit(most.group("u2")) == unit:
        v2 = _value(most.group("n2"))
        if v2 is not None and v2 > value:
            return [QuantityMatch(s, most.end(), value, unit, "range", value_high=v2, per=per, dimension=dimension)]
    # (a band printed "more than X but less than Y" is one whatever a "not" earlier in the sentence turned: "shall not exceed
    # 19,000 pounds ...; or by any two successive axles spaced more than four\nfeet but less than eight feet apart", Covington OH)
    if r is None and (cmp == "min" or cmp == "max" and _MORE_THAN_LEFT.search(text, max(0, s - 16), s)) \
            and (less := _BUT_LESS_AFTER.match(text, end)) and canonical_unit(less.group("u2")) == unit:
        v2 = _value(less.group("n2"))
        if v2 is not None and v2 > value:
            return [QuantityMatch(s, less.end(), value, unit, "range", value_high=v2, per=per, dimension=dimension)]
    if r is None and cmp == "max" and (least := _NOR_LESS_AFTER.match(text, end) or (
            # "shall not be greater than 1,200 feet or less than 400 feet": the "not" governs both
            _OR_LESS_AFTER.match(text, end) if _NEGATED.search(text, max(0, s - 30), s) else None)):
        v2 = _value(least.group("n2"))
        u2 = canonical_unit(least.group("u2")) if least.group("u2") else None
        if v2 is not None and v2 < value and (u2 == unit or (u2 is None and unit == "usd" and least.group("n2")[:1] == "$")):
            return [QuantityMatch(s, least.end(), v2, unit, "range", value_high=value, per=per, dimension=dimension)]
    if r:
        v2 = _value(r.group("n2"))
        u2 = canonical_unit(r.group("u2")) if r.group("u2") else None
        money2 = r.group("n2").startswith("$")
        # (the second amount in words restated in figures, "dollars" left out: "not less than two hundred dollars
        # ($200.00) nor more than two hundred fifty ($250.00)", Custer SD)
        restated = _DOLLARS_RESTATED.match(text, r.end()) if u2 is None and not money2 and unit == "usd" else None
        if restated and _value(restated.group("usd")) == v2:
            money2 = True
        end2 = (restated or r).end()
        if v2 is not None and u2 == "foot" == unit and (c2 := _INCHES_AFTER.match(text, end2)) \
                and (i2 := c2.group("n") or c2.group("n2") or c2.group("n3")) and not i2.startswith("$") and (vi := _value(i2)) is not None and vi < 12:
            # the far bound in feet and inches: "ten feet (10') to thirteen feet seven inches (13'7\")" (Vinita OK)
            v2, end2 = v2 + vi / 12, c2.end()
            if c2.group("n") and (restated := _FEET_INCHES_RESTATED.match(text, end2)):
                end2 = restated.end()
        # (equal bounds too, after "nor": "not less than $50.00 nor more than $50.00", Paris TN: one range, as printed)
        if v2 is not None and (u2 == unit or (u2 is None and money2 and unit == "usd")) and (v2 > value or (v2 == value and nor is not None)):
            high, cmp, end = v2, "range", end2
        elif v2 is not None and u2 == unit and v2 < value and r.group("n2")[:1] != "$" and nor is None:
            # "from 300 feet to fifty feet": the range printed from its far end ("not less than 30 feet
            # nor more than 15 feet" stays as printed: an inverted range is a drafting defect to flag)
            value, high, cmp, end = v2, value, "range", r.end()
    elif ("between" in (near := text[max(0, s - 40):s]) or "Between" in near) and _BETWEEN_NEAR.search(text, max(0, s - 40), s):
        # "between a height of three (3) feet and ten (10) feet": one range (also opening a sentence:
        # "Between 40 feet and 150 feet in height shall not exceed ...", Kingsland GA)
        a = _AND_UNIT_AFTER.match(text, end)
        if a and a.group("measure") and not re.search(rf"\b{a.group('measure')}\s+of\s+$", text[max(0, s - 30):s], _I):
            a = None  # "between a height of two feet and a width of ten feet": two measures, no range
        if a and canonical_unit(a.group("u2")) == unit:
            v2 = _value(a.group("n2"))
            if v2 is not None and v2 > value:
                high, cmp, end = v2, "range", a.end()
    return [QuantityMatch(s, end, value, unit, cmp, value_high=high, per=per, dimension=dimension)]


def find_quantities(text: str, exclude: list[tuple[int, int]] | None = None,
                    words: bool = True, sentences: list[tuple[int, int]] | None = None,
                    lead: bool = False, rare: bool = True, leaders: bool = False, cells: bool = False) -> list[QuantityMatch]:
    """All numeric requirements in ``text``, in order. ``exclude``: spans (e.g. citations) to skip;
    ``words=False`` when no word number can start in ``text`` (see ``may_start_number_word``);
    ``sentences``: the text's sentence spans when known; ``lead``: the text is a list item
    whose chapeau (outside it) prohibits ("No newsrack shall be placed: ... (2) Within five
    feet of any crosswalk"); ``rare=False`` when no token opens a rarer form (see
    ``may_open_rare_form``); ``leaders``: the document the text comes from prints a fee table's "$"
    after a dot leader (see ``prints_leader_dollars``); ``cells``: the document prints a flattened fee table's
    cell with its "$" (see ``prints_dollar_cells``)."""
    text = rx.plain_hyphens(text)
    if "\u00b9" in text:
        # a footnote's superscript one glued to a unit ("Animals 20 pounds to 50 pounds\u00b9$30", Floyd County IN's fee table): read
        # as a blank, one character for one
        text = _FOOTNOTE_ONE.sub(" ", text)
    blocked = _Blocked(text, exclude)
    pol = Polarity(text, sentences, lead)
    found = _find_dates(text, blocked, pol) + _find_clock_times(text, blocked, pol)
    taken = SpanSet((q.start, q.end) for q in found)
    # (the line may break before "than": "not sooner\nthan forty-five (45) days nor later than sixty (60) days", Orrville OH)
    # (or before "sooner": "approves the same not\nsooner than sixty days and not later than ninety days", Vermilion OH)
    for m in (_DURATION_WINDOW.finditer(text) if "earlier" in text or "sooner" in text else ()):
        # "no earlier than one hundred eighty days and no later than sixty days before its
        # expiration": one window, 60 to 180 days
        a, b = _value(m.group("a")), _value(m.group("b"))
        unit = canonical_unit(m.group("u1"))
        if a is None or b is None or unit is None or unit != canonical_unit(m.group("u2")) or blocked.overlaps(*m.span()):
            continue
        found.append(QuantityMatch(m.start("a"), m.end(), min(a, b), unit, "range", value_high=max(a, b)))
        taken.add(m.start("a"), m.end())
    # count bands, one range each: "stores thirty (30) or more but fewer than five hundred (500) scrap\ntires" (Flint MI), "a
    # municipality having a population of 1,000 to 10,000 persons" (Bloomville OH's open-burning rules)
    for band in ((_COUNT_OR_MORE_BUT_FEWER.finditer(text) if " but " in text else ()),
                 (_POPULATION_RANGE.finditer(text) if "opulation of" in text else ())):
        for m in band:
            s, e = m.start("a"), m.end()
            v, v2 = _value(m.group("a")), _value(m.group("b"))
            if (v is None or v2 is None or v2 <= v or blocked.overlaps(s, e) or taken.overlaps(s, e)
                    or ("noun" in m.re.groupindex and canonical_unit(m.group("noun").split()[0]) is not None)):
                continue
            found.append(QuantityMatch(s, e, v, "count", "range", value_high=v2))
            taken.add(s, e)
    for m in (_AGED_RANGE.finditer(text) if "aged " in text or "aged\n" in text else ()):
        s, e = m.start("a"), m.end()
        v, v2 = _value(m.group("a")), _value(m.group("b"))
        if v is None or v2 is None or not v < v2 < 130 or blocked.overlaps(s, e) or taken.overlaps(s, e):
            continue
        found.append(QuantityMatch(s, e, v, "year", "range", value_high=v2))
        taken.add(s, e)
    for m in (_POPULATION_OF.finditer(text) if "opulation of" in text else ()):
        # "A city with a population of 500,000 or more" (Glendale OR): a count of people
        s, e = m.start("n"), m.end()
        v = _value(m.group("n"))
        if v is None or blocked.overlaps(s, e) or taken.overlaps(s, e):
            continue
        orw = (m.group("or") or "").split()
        cmp = ("min" if orw[-1] in ("more", "greater") else "max") if orw else comparator_from_context(text, s, e, "count", pol)
        found.append(QuantityMatch(s, e, v, "count", cmp))
        taken.add(s, e)
    for m in (_CENTS_FRACTION.finditer(text) if "ths cent" in text or "ths\ncent" in text else ()):
        w, n = _value(m.group("w")), _value(m.group("n"))
        if w is None or n is None or blocked.overlaps(*m.span()) or taken.overlaps(*m.span()):
            continue
        value = float(m.group("usd")) if m.group("usd") else round((w + n / _FRACTION_DENOMINATOR[m.group("d").lower()]) / 100, 6)
        found.append(QuantityMatch(m.start(), m.end(), value, "usd", comparator_from_context(text, m.start(), m.end(), "usd", pol)))
        taken.add(m.start(), m.end())
    for m in (_HUNDREDTHS_DOLLARS.finditer(text) if "/100" in text else ()):
        # "fifty and 00/100 dollars ($50.00)" (Corydon KY): the cents as hundredths, a check's way, the figure restating
        # the whole amount; one amount
        w = _value(m.group("w"))
        if w is None or blocked.overlaps(*m.span()) or taken.overlaps(*m.span()):
            continue
        value = w + int(m.group("c")) / 100
        found.append(QuantityMatch(m.start(), m.end(), value, "usd", comparator_from_context(text, m.start(), m.end(), "usd", pol)))
        taken.add(m.start(), m.end())
    for m in (_HYPHEN_RANGE.finditer(text) if "-" in text or "\u2013" in text else ()):
        # "50-90 percent of total units", "66-80 feet": a range printed with a hyphen
        a, b, unit = _value(m.group("a")), _value(m.group("b")), canonical_unit(m.group("u"))
        if a is None or b is None or unit is None or not a < b or blocked.overlaps(*m.span()) or taken.overlaps(*m.span()):
            continue
        if unit == "mile" and (_PER_AFTER.match(text, m.end()) or _AN_HOUR.match(text, m.end())):
            continue  # a band of speeds ("$10 for traveling 1-5 miles per hour over", Nehawka NE): no unit here
        found.append(QuantityMatch(m.start(), m.end(), a, unit, "range", value_high=b))
        taken.add(m.start(), m.end())
    for m in (_NEXT_BUSINESS_DAY.finditer(text) if "next" in text or "Next" in text or "ollowing " in text else ()):
        unit = "day" if (m.group("kind") or "").lower() == "calendar" else "business_day"
        cmp = comparator_from_context(text, m.start(), m.end(), unit, pol)
        found.append(QuantityMatch(m.start(), m.end(), 1.0, unit, cmp))
        taken.add(m.start(), m.end())
    for m in (_HALF_HOUR.finditer(text) if "alf" in text else ()):
        # "Winching (first half-hour): one hundred dollars" (Berea KY), "at least a half hour before": half an hour
        if taken.overlaps(*m.span()) or blocked.overlaps(*m.span()):
            continue
        found.append(QuantityMatch(m.start(), m.end(), 0.5, "hour", comparator_from_context(text, m.start(), m.end(), "hour", pol)))
        taken.add(m.start(), m.end())
    for q in (_ordinal_days(text, pol) if " day" in text or " Day" in text or " DAY" in text or "\nday" in text else ()):
        if not taken.overlaps(q.start, q.end) and not blocked.overlaps(q.start, q.end):
            found.append(q)
            taken.add(q.start, q.end)
    for q in (_due_days_of_month(text, pol) if "month" in text or "Month" in text else ()):
        if not taken.overlaps(q.start, q.end) and not blocked.overlaps(q.start, q.end):
            found.append(q)
            taken.add(q.start, q.end)
    slopes = list(_SLOPE.finditer(text)) if "orizontal" in text or "outward" in text or "upward for" in text \
        or "H:" in text or ((" for every " in text or " for each " in text)
                            and ("feet for " in text or "foot for " in text or "distance for " in text)) else []
    if ("foot in " in text or "feet in " in text or "inches in " in text) and ("slope" in text or "Slope" in text):
        slopes += [m for m in _SLOPE_IN.finditer(text) if _SLOPE_WORD_LEFT.search(text, max(0, m.start() - 80), m.start())]
    if "slope" in text and (" to one" in text or " to One" in text or " to 1 " in text or " to 1," in text or " to 1." in text):
        slopes += [m for m in _SLOPE_TO_ONE.finditer(text)
                   if _SLOPE_OF_LEFT.search(text, max(0, m.start() - 40), m.start()) or _SLOPE_RIGHT.match(text, m.end())]
    if "slope of one to " in text or "slope of 1 to " in text or "slope of one (1) to " in text:
        slopes += [m for m in _SLOPE_ONE_TO.finditer(text) if _SLOPE_OF_LEFT.search(text, max(0, m.start() - 40), m.start())
                   and _value(m.group("b")) not in (None, 0.0, 1.0)]
    if " rise " in text or " fall " in text or " drop " in text:
        slopes += list(_RISE_PER.finditer(text))
    if "(1:" in text:
        slopes += list(_ONE_IN_N.finditer(text))
    for m in slopes:
        # "no steeper than three (3) horizontal to one (1) vertical": a slope, run over rise
        start, end = m.span("a3") if m.re is _SLOPE_TO_ONE else m.span()
        if m.re is _SLOPE_TO_ONE:
            a, b, end = _value(m.group("a3")), 1.0, m.end()
        elif m.re is _SLOPE_IN:
            a, b = _value(m.group("a5")), _value(m.group("b5") or m.group("b6"))
        elif m.re is _SLOPE_ONE_TO:
            a, b = 1.0, _value(m.group("b"))
        elif m.re is _RISE_PER or m.re is _ONE_IN_N:
            a, b = _value(m.group("a")), _value(m.group("b"))
        elif m.group("a2"):
            a, b = _value(m.group("a2")), (_value(m.group("b2")) if m.group("b2") else 1.0)
        elif m.group("a4"):
            a, b = float(m.group("a4")), float(m.group("b4"))
        elif m.group("a5"):
            a, b = _value(m.group("a5")), (_value(m.group("b5")) if m.group("b5") else 1.0)
        elif m.group("a6"):
            u, v = m.group("u6"), m.group("v6")
            if (u is None) != (v is None) or (u and canonical_unit(u) != canonical_unit(v)):
                continue  # ("1 inch vertical to 1 foot horizontal": no quotient as printed)
            a, b = _value(m.group("a6")), _value(m.group("b6"))
        else:
            a, b = _value(m.group("a")), _value(m.group("b"))
        if a is None or not b or taken.overlaps(start, end) or blocked.overlaps(start, end):
            continue
        cmp = comparator_from_context(text, start, end, "ratio", pol)
        if cmp == "exact" and _STEEPER_LEFT.search(text, max(0, start - 30), start):
            cmp = "max"
        found.append(QuantityMatch(start, end, a / b, "ratio", cmp))
        taken.add(start, end)
    parts = list(_PART_IN.finditer(text)) if "part in" in text or "part\nin" in text else []
    if ":" in text and ("closure" in text or "Closure" in text):
        parts += _CLOSURE_RATIO.finditer(text)
    for m in parts:
        b = _value(m.group("b"))
        if not b or b < 2 or taken.overlaps(*m.span()) or blocked.overlaps(*m.span()):
            continue
        found.append(QuantityMatch(m.start(), m.end(), round(1 / b, 12), "ratio", "max"))
        taken.add(m.start(), m.end())
    for m in (_PERCENT_FRACTION.finditer(text) if "ths of one per" in text or "hundredths percent" in text
              or "tenths percent" in text else ()):
        # "four-hundredths of one per cent" (Springboro OH's alcohol concentrations): 0.04 percent; "eight one-hundredths
        # percent (0.08%)" (Gem County ID): the same, its figure restated
        n = _value(m.group("n"))
        if n is None or taken.overlaps(*m.span()) or blocked.overlaps(*m.span()):
            continue
        value = round(n / _FRACTION_DENOMINATOR[m.group("d").lower()], 6)
        found.append(QuantityMatch(m.start(), m.end(), value, "percent", comparator_from_context(text, m.start(), m.end(), "percent", pol)))
        taken.add(m.start(), m.end())
    # ('Scale of 1" = 40 feet': the inch mark alone, Woodstock GA)
    for m in (_SCALE.finditer(text) if ("inch" in text or "\u2033" in text or '" =' in text or '"=' in text or '" - ' in text)
              and _SCALE_HINT.search(text) else ()):
        # "at a scale of no less than one (1) inch equals one hundred (100) feet": inches per foot
        a = 1.0 if m.group("b2") else _value(m.group("a"))
        b = _value(m.group("b2") or m.group("b"))
        if a is None or not b or taken.overlaps(m.start(), m.end()) or blocked.overlaps(m.start(), m.end()):
            continue
        if m.group("b") and not _SCALE_EQUALS.search(m.group()) and not _SCALE_WORD.search(text, max(0, m.start() - 80), m.start()):
            continue  # "6 inches to 8 feet" without a scale named before it: two lengths
        if m.group("b") and _SCALE_HYPHEN.search(m.group()) and not _SCALE_IN_SENTENCE.search(text, max(0, m.start() - 80), m.start()):
            continue  # ('Pipes 6" - 8\' long': the hyphen is a scale's only after "scale" in its own sentence)
        cmp = comparator_from_context(text, m.start(), m.end(), "ratio", pol)
        found.append(QuantityMatch(m.start(), m.end(), a / (12 * b), "ratio", cmp))
        taken.add(m.start(), m.end())
    for s, e in _number_spans(text, words):
        if blocked.overlaps(s, e) or taken.overlaps(s, e):
            continue
        printed = text[s:e]
        if (text.find("lass ", max(0, s - 40), s) >= 0 or text.find("LASS ", max(0, s - 40), s) >= 0) \
                and _CLASS_LEFT.search(text, max(0, s - 40), s):
            continue  # "a class one civil violation", "class two or three", "class 2 misdemeanor": a designation
        if text.find("per", max(0, s - 5), s) >= 0 and _RATE_BASIS_LEFT.search(text, max(0, s - 12), s):
            continue  # "one foot drop per 100 feet" (Sour Lake TX): the grade's basis, no requirement of its own
        if printed.startswith("$"):
            value = _value(printed[1:])
            if value is None:
                continue
            end = e
            per = None
            p = _PER_AFTER.match(text, end)
            if p:
                per = " ".join(p.group("per").lower().split())
            cmp = comparator_from_context(text, s, end, "usd", pol)
            high = None
            # (the rate printed with each bound: "not less than $10 per day nor more than\n $500 per day", Turtle Lake WI)
            # (or an amount with no bound before it, "but no more than" after: "shall be fined the sum of $25 but no more than $250
            # for each violation", Midway KY: the least fine, then the most)
            r = (_NOR_AFTER.match(text, end) or (p and _NOR_AFTER.match(text, p.end()))) if cmp == "min" or (
                cmp == "exact" and _BUT_NO_MORE_AFTER.match(text, end)) else None
            r = r or _RANGE_AFTER.match(text, end)
            if r is None and ("between" in (near := text[max(0, s - 40):s]) or "Between" in near) \
                    and _BETWEEN_NEAR.search(text, max(0, s - 40), s):
                # "Penalties between $10,000 and $25,000 per day per violation" (Clayton NC): one range
                r = _RANGE_AND_AFTER.match(text, end)
            # (the rate printed with each bound: "not more than $1,000\nper day and not less than $250 per day", Sellersburg IN)
            # (or a band's top, then its bottom: "appraised at a value less than $1,000 but more than $500", Myrtle Point OR)
            below = (_NOR_LESS_AFTER.match(text, end) or (p and _NOR_LESS_AFTER.match(text, p.end())) or _BUT_MORE_AFTER.match(text, end)) \
                if r is None and cmp == "max" else None
            if below and below.group("n2").startswith("$") and (v2 := _value(below.group("n2")[1:])) is not None \
                    and v2 < value:
                # "not more than $500, but not less than $100"
                value, high, cmp, end = v2, value, "range", below.end()
            elif r and r.group("n2").startswith("$"):
                v2 = _value(r.group("n2")[1:])
                # (equal bounds after "nor": "not less than $50.00 nor more than $50.00", Paris TN: one range, as printed)
                if v2 is not None and (v2 > value or (v2 == value and cmp == "min" and r.re is _NOR_AFTER)):
                    high, cmp, end = v2, "range", r.end()
            elif r is None and (b := _MONEY_BRACKET.match(text, end)) and not _UNIT_AFTER.match(text, b.end()):
                # a schedule's bracket "$20.05-50.00" (Madison WI): the "$" printed once, the dash tight
                v2 = _value(b.group("n2"))
                if v2 is not None and v2 > value:
                    high, cmp, end = v2, "range", b.end()
            q = QuantityMatch(s, end, value, "usd", cmp, value_high=high, per=per)
            found.append(q)
            taken.add(q.start, q.end)
            continue
        value = _value(printed)
        if value is None:
            continue
        if not printed[0].isdigit() and (fig := _FIGURE_AFTER.match(text, e)) and (v := _value(fig.group("d"))) is not None \
                and v != value and v == int(v) and value == int(value) and not _AND_LEFT.search(text, max(0, s - 5), s):
            # "six (4) weeks", "two (3) apprenticeships", "three hundred ($400.00) dollars": where the words and
            # the figure disagree the figure governs (as the outside labels read them, 4 of 4)
            value = v
        new: list[QuantityMatch] = []
        money = (_bare_money(text, s, e, found[-1] if found else None, pol, leaders)
                 if "." in printed and not _UNIT_AFTER.match(text, e) else None)
        if money:
            found.append(money)
            taken.add(s, e)
            continue
        if (cents := _CENTS_RESTATED.match(text, e)) and (v := _value(cents.group("usd"))) is not None:
            # "Fifty ($.50) cents": the restatement is the amount in dollars
            q = QuantityMatch(s, cents.end(), v, "usd", comparator_from_context(text, s, cents.end(), "usd", pol))
            found.append(q)
            taken.add(q.start, q.end)
            continue
        sack = _SACK_AFTER.match(text, e)
        if 1700 <= value <= 2099 and len(printed) == 4 and _MONTH_DAY_LEFT.search(text, max(0, s - 16), s):
            continue  # the year of a date ("Deleted by Ordinance 235, July 5, 1995\nDays to ...", Brandon SD)
        if _UNIT_AFTER.match(text, e):
            new = _unit_quantity(text, s, e, value, pol)
            if len(new) == 1 and new[0].unit == "usd" and not new[0].value_high:
                if 1900 <= value <= 2099 and printed.isdigit() and _IN_LEFT.search(text, max(0, s - 4), s):
                    continue  # "established in 2018 dollars": a price level, no amount
                if and_cents := _AND_CENTS_AFTER.match(text, new[0].end):
                    # "Two dollars and fifty ($2.50) cents": one amount, the restatement's
                    v2 = _value(and_cents.group("usd"))
                    if v2 is not None:
                        new = [QuantityMatch(s, and_cents.end(), v2, "usd",
                                             comparator_from_context(text, s, and_cents.end(), "usd", pol))]
                elif (plain := _AND_PLAIN_CENTS_AFTER.match(text, new[0].end)) and (c := _value(plain.group("c"))) is not None \
                        and new[0].value is not None and c < 100:
                    new = [QuantityMatch(s, plain.end(), round(new[0].value + c / 100, 2), "usd",
                                         comparator_from_context(text, s, plain.end(), "usd", pol))]
            if len(new) == 1 and new[0].unit == "day" and (
                    new[0].per == "week" or (week := _A_WEEK.match(text, new[0].end))):
                # "seven days a week", "five days per week": a frequency, counted like "once a week"
                end = new[0].end if new[0].per == "week" else week.end()
                new = [QuantityMatch(s, end, value, "count", new[0].comparator)]
        elif (" times" in text[e:e + 12] or " pick" in text[e:e + 12] or " collections" in text[e:e + 14]) and value == int(value) and (freq := _N_TIMES_PER.match(text, e)):
            # "two times per week", "6 times a year", "two (2) times per calendar year": a frequency, a count
            new = [QuantityMatch(s, freq.end(), value, "count", comparator_from_context(text, s, freq.end(), "count", pol))]
        elif (value <= 12 and not printed[0].isalpha() and (pair := _METER_PAIR.match(text, e))
              and (v2 := _value(pair.group("n2"))) is not None and v2 <= 12):
            new = [QuantityMatch(s, e, value, "inch", "exact"), QuantityMatch(pair.start("n2"), pair.end("n2"), v2, "inch", "exact")]
        elif (by := _BY_AFTER.match(text, e)) and (unit := canonical_unit(by.group("unit"))) in _LENGTH_UNITS:
            # "Maximum Area: 12 x 18 inches" (Pinehurst NC), "5/8 x 3/4 inch" (Sunland Park NM), "five-eighths by
            # three-fourths\ninches" (Dry Ridge KY): the first dimension of a pair takes the unit printed after the
            # second (as the labels read them)
            new = [QuantityMatch(s, e, value, unit, comparator_from_context(text, s, by.end(), unit, pol))]
        elif sack:
            cmp = comparator_from_context(text, s, sack.end(), "sack", pol)
            new = [QuantityMatch(s, sack.end(), value, "sack", cmp)]
            v2 = _value(sack.group("n2"))
            if v2 is not None:
                new.append(QuantityMatch(sack.start("n2"), sack.end("u2"), v2, "pound", "exact"))
        elif value < 1 and printed[:1] in "0." and (one := _FRACTION_OF_ONE.match(text, e)):
            # a decimal fraction of one unit: "an even slope toward the gutter ... of\n0.12 of one foot" (Haxtun CO)
            new = _unit_quantity(text, s, one.end(), value, pol)
        elif "/" in printed or _ENDS_DENOM.search(printed) or _VULGAR_ONLY.fullmatch(printed):
            # ("subject to ¾ of the annual license tax": a fraction printed as one character, Raton NM)
            restated = _PAREN_AT.match(text, e)  # "one-half (½) of the fee"
            r = _RATIO_AFTER.match(text, restated.end() if restated else e) or _VOTE_AFTER.match(
                text, restated.end() if restated else e)
            # (the fraction restated between: "one-third (\u2153) of a mile", Dade County GA)
            one = _FRACTION_OF_ONE.match(text, restated.end() if restated else e)
            if one:
                new = _unit_quantity(text, s, one.end(), value, pol)
            elif r and not _COMPASS_LEFT.search(text, max(0, s - 12), s):
                e2 = restated.end() if restated else e
                cmp = comparator_from_context(text, s, e2, "ratio", pol)
                # (a share of the votes is the least that carries: "a two-thirds vote" is 2/3 min, as 40 of 49 labels read it)
                new = [QuantityMatch(s, e2, value, "ratio", "min" if cmp == "exact" and r.re is _VOTE_AFTER else cmp)]
        # ("three (3) times the average volume": the restated numeral between, Winder GA)
        if not new and (times := _TIMES_AFTER.match(text, p.end() if (p := _PAREN_AT.match(text, e)) else e)):
            end = times.end("times")
            new = [QuantityMatch(s, end, value, "ratio", comparator_from_context(text, s, end, "ratio", pol))]
        if not new and (unit_bound := _bound_then_unit(text, s, e, value)):
            new = [unit_bound]  # "buildings of 50,000 or more square feet": the bound between the number and its unit
        if (not new and printed[0].isdigit() and (" per" in text[e:e + 24] or "space/" in text[e:e + 24] or " for e" in text[e:e + 24])
                and (rate := _SPACES_PER.match(text, e))
                and not _AGE_LEFT.search(text, max(0, s - 12), s)
                and (rate.group("spaces") or not _CENTS_PRINTED.search(printed))
                and not (not rate.group("spaces") and _FLOW_TABLE_HEAD.search(text, max(0, s - 1500), s))):
            # a parking table's rate: "1 per 4 beds", "0.5 per 1,000 square feet", "2 spaces per
            # dwelling unit" (the spaces required, a minimum unless the text bounds it otherwise;
            # the basis is found on its own as a count or measure)
            end = rate.end("spaces") if rate.group("spaces") else e
            cmp = comparator_from_context(text, s, end, "count", pol)
            new = [QuantityMatch(s, end, value, "count", "min" if cmp == "exact" else cmp)]
        if (not new and printed[0].isupper() and " for e" in text[e:e + 30] and _CELL_START.search(text, max(0, s - 4), s)
                and (rate := _SPACES_PER.match(text, p.end() if (p := _PAREN_AT.match(text, e)) else e)) and not rate.group("spaces")):
            # a parking table's rate in words, its noun left to the column's heading: "Hotels    One for each two rentable
            # units.", "Motels    One (1) for each rentable unit." (Spencer WV): the spaces required, as in figures
            end = p.end() if p else e
            cmp = comparator_from_context(text, s, end, "count", pol)
            new = [QuantityMatch(s, end, value, "count", "min" if cmp == "exact" else cmp)]
        if not new and not printed[0].isdigit() and (d := _DOLLARS_RESTATED.match(text, e)) and _value(d.group("usd")) == value:
            # "a fee of four hundred ($400.00)": the restatement's dollar sign is the unit
            new = [QuantityMatch(s, d.end(), value, "usd", comparator_from_context(text, s, d.end(), "usd", pol))]
        if not new and value == int(value) and " in number" in text[e:e + 12] and (inn := _IN_NUMBER_AFTER.match(text, e)):
            # "a combination of both dogs and cats exceeding 4 in number" (Amboy MN): a count of the things named before
            new = [QuantityMatch(s, inn.end(), value, "count", comparator_from_context(text, s, inn.end(), "count", pol))]
        if not new and not printed[0].isdigit() and value == int(value) and (pc := _PAREN_THEN_COMPOUND.match(text, e)):
            new = [QuantityMatch(s, pc.end(), value, "count", comparator_from_context(text, s, pc.end(), "count", pol))]
        if (not new and value == 1 and printed in ("one", "One", "1") and "ratio" in text[max(0, s - 24):s]
                and _RATIO_OF_LEFT.search(text, max(0, s - 24), s) and (per := _ONE_FOR_EACH_AFTER.match(text, e))):
            # "in the ratio of one toilet for each sex\nfor each 150 sites", "on the ratio of at least one for every four
            # sites" (Bloomington MN): the least number of the things provided for each basis
            # (the span runs through the noun, or the restated "(1)"; an unmatched group's end is -1)
            new = [QuantityMatch(s, max(e, per.end("paren"), per.end("noun")), 1.0, "count", "min")]
        if not new:
            # a fraction counts nothing ("two-thirds (⅔) vote"), nor "any one (1) applicant" (each
            # applicant) or "at one (1) time" (Gainesville and Perry GA), restated or not
            # (but "at one (1) or more curb ramps" is a lower bound, Boston)
            whole = value == int(value) and not (value == 1 and _ANY_ONE_LEFT.search(text, max(0, s - 12), s)
                                                 and not _ONE_OR_MORE.match(text, e)) \
                and not _LEVEL_NAME_LEFT.search(text, max(0, s - 7), s)
            # (after "age": the word after a restated age is no noun it counts, "under the age of eighteen (18) except as
            # provided", Edgar WI)
            c = whole and (_COUNT_AFTER.match(text, e) or (
                ((_PAREN_NOUN_AFTER.match(text, e) if not _AGE_LEFT.search(text, max(0, s - 12), s) else None)
                 or _COUNT_WORD_AFTER.match(text, e) or _COUNT_WORD_NEAR.match(text, e)
                 or _TYPE_AFTER.match(text, e)
                 or ((_PLURAL_NOUN_AFTER.match(text, e) or _PLURAL_NOUN_LATER.match(text, e))
                     if 2 <= value <= 20 else None))
                # (a restated "one (1)" counts after any word: "shall consist of one (1) City Department")
                or ((_ONE_NOUN_AFTER.match(text, e) or _ONE_PAREN_NAME.match(text, e)) if printed in ("one", "One") and (
                    _PAREN_ONE.match(text, e) or not _ONE_LEFT_STOP.search(text, max(0, s - 8), s)) else None)
                or (_ONE_FAMILY_AFTER.match(text, e) if printed in ("one", "One") else None)
                if not printed[0].isdigit() else
                # "ten captains, 31 lieutenants and 16 sergeants": digits inside a sentence (after
                # a word or a comma, not opening a line or a list item) before a plural noun count it
                # (the anchored noun test first: most digits are followed by a unit or nothing)
                (noun if value >= 2 and (noun := _PLURAL_NOUN_AFTER.match(text, e) or (
                    _PLURAL_NOUN_BUT_ONE.match(text, e) if value <= 20 else None)) and _DIGITS_ONLY.fullmatch(printed)
                 and _IN_SENTENCE_LEFT.search(text, max(0, s - 16), s)
                 # (not an age, the verb after it no noun: "no individual under the age of 18 enters the room", Turtle Lake WI)
                 and not _AGE_LEFT.search(text, max(0, s - 12), s) else
                 # "Maximum Number: 1 sign for lots ...", "1 wall sign or 1 window sign" (Pinehurst NC): digits
                 # inside a sentence or after a caption's colon count the things a limit counts too
                 noun if value <= 20 and (noun := _COUNT_WORD_AFTER.match(text, e) or _COUNT_WORD_NEAR.match(text, e))
                 and _DIGITS_ONLY.fullmatch(printed)
                 and (_IN_SENTENCE_LEFT.search(text, max(0, s - 16), s) or _CAPTION_COLON_LEFT.search(text, max(0, s - 16), s))
                 else None)))
            if c and c.group().rstrip().endswith(("point", "points")) and _FONT_LEFT.search(text, max(0, s - 40), s):
                c = None
            if c and _address_block(text, value, e):
                c = None  # an address's block: "South side, 500 and 600 blocks." (Menomonie WI's parking schedule)
            if whole and (two := _count_between(text, s, e, value)) is not None:
                new = [two]
            elif c:
                cmp = comparator_from_context(text, s, c.end(), "count", pol)
                if cmp == "exact" and _SIGN_NOUN_END.search(text, s, c.end()):
                    cmp = "max"  # signs a sign code allows: "one on-premises wall sign" is at most one (180 of 210 labels)
                # (a width in figures between, "one 10-foot traffic lane", is a quantity of its own: the count spans its number)
                new = [QuantityMatch(s, e if _GAP_MEASURE.search(text, e, c.end()) else c.end(), value, "count", cmp)]
            # ("at least 2.5 parking spaces per home", Spanish Fork UT: a required ratio of spaces,
            # in halves or quarters, is a bounded count too)
            elif (whole or (value * 4).is_integer() and value < 20) and (bounded := _bounded_count(text, s, e, pol)) is not None:
                new = [bounded]
            elif (value * 2).is_integer() and (st := _HALF_STORIES_AFTER.match(text, e)):
                # "two and one-half (2.5) stories" (Springboro OH): a building's height in stories counts halves
                new = [QuantityMatch(s, st.end(), value, "count", comparator_from_context(text, s, st.end(), "count", pol))]
            elif whole and not printed[0].isdigit() and (pe := _PAREN_END.match(text, e)) \
                    and (cmp := comparator_from_context(text, s, pe.end(), "count", pol)) in ("min", "max") \
                    and comparator_left(_sentence_left(text, s)):
                new = [QuantityMatch(s, pe.end(), value, "count", cmp)]
            else:
                # "20 to 30 feet": the unit is printed once, after the second number.
                r = _RANGE_AFTER.match(text, e)
                to_range, least = r, None
                if not (r and r.group("u2")):
                    # ("between a height of two and one-half and ten feet": a few words may stand between)
                    r = _RANGE_AND_AFTER.match(text, e) if _BETWEEN_NEAR.search(text, max(0, s - 40), s) else None
                    if r is None and (ages := _RANGE_AND_AFTER.match(text, e)) and ages.group("u2") \
                            and canonical_unit(ages.group("u2")) == "year" and _OF_AGE.match(text, ages.end()):
                        r = ages  # "For minors sixteen (16) and seventeen\n(17) years of age" (Baxter MN): the ages from one to the other
                if not (r and r.group("u2")) and _LEAST_LEFT.search(text[max(0, s - 16):s]):
                    restated = _PAREN_AT.match(text, e)
                    nor = _NOR_AFTER.match(text, restated.end() if restated else e)
                    if nor is None and not (r and r.group("u2")):
                        # ("persons at least 18 but less than 21 years of age": the band's unit printed once, after its top)
                        nor = _BUT_LESS_AFTER.match(text, restated.end() if restated else e)
                    r = nor if nor and nor.group("u2") else r
                    least = nor
                if not (r and r.group("u2")) and _MOST_LEFT.search(text[max(0, s - 16):s]):
                    # "within fifty but not less than fifteen feet": the unit only after the lower bound
                    restated = _PAREN_AT.match(text, e)
                    below = _NOR_LESS_AFTER.match(text, restated.end() if restated else e)
                    if below and below.group("u2"):
                        v2 = _value(below.group("n2"))
                        unit = canonical_unit(below.group("u2"))
                        if v2 is not None and unit and v2 < value:
                            new = [QuantityMatch(s, below.end(), v2, unit, "range", value_high=value)]
                if new:
                    pass
                elif r and r.group("u2"):
                    v2 = _value(r.group("n2"))
                    unit = canonical_unit(r.group("u2"))
                    if v2 is not None and unit and v2 > value and (unit == "degree_f" or text[e] not in "\u00b0\u00ba"):
                        new = [QuantityMatch(s, r.end(), value, unit, "range", value_high=v2)]
                elif (r := least or r) and (least or _BETWEEN_LEFT.search(text[max(0, s - 9):s])):
                    # "between four (4) and twenty (20) lots", "not less than five (5) nor more
                    # than ten (10) members": a count range of any noun
                    v2 = _value(r.group("n2"))
                    restated = _PAREN_AT.match(text, r.end())
                    noun = rx.COUNT_BOUND_NOUN.match(text, restated.end() if restated else r.end())
                    if v2 is not None and v2 > value and noun and not noun.group("ormore"):
                        new = [QuantityMatch(s, noun.end(), value, "count", "range", value_high=v2)]
                elif to_range is not None and whole and (noun := _PLURAL_COUNT_AFTER.match(
                        text, (_PAREN_AT.match(text, to_range.end()) or to_range).end())):
                    # a band of a fee or points table: "1\u201475 rooms", "5\u201410 lots", "5 to 10 lots"
                    # (Liberty County GA): a count range of the plural noun after the second number (maybe
                    # restated: "eleven (11) to fifty (50) rooms", Bettendorf IA)
                    v2 = _value(to_range.group("n2"))
                    # (not an address's blocks: "in the 300 through 600 blocks" of a street, Menomonie WI)
                    # (nor a span of years a plan is named for: "Master Plan 1994 to 1998 adopts", Ligonier IN)
                    if v2 is not None and v2 > value and float(v2).is_integer() and not (
                            value % 100 == 0 and _address_block(text, v2, noun.start())) and not (
                            1900 <= value < v2 <= 2099 and v2 - value < 100 and printed.isdigit() and len(printed) == 4):
                        new = [QuantityMatch(s, noun.end(), value, "count", "range", value_high=v2)]
                if not new and (lst := _LIST_UNIT_AFTER.match(text, e)) and (unit := canonical_unit(lst.group("unit"))):
                    # "revaccinated within 12, 24 or 36 months": each number of the list takes the unit
                    e = lst.end("dbl") if lst.group("dbl") else e
                    new = [QuantityMatch(s, e, value, unit, comparator_from_context(text, s, e, unit, pol))]
                if not new and not printed[0].isdigit():
                    continue
        if len(new) == 1 and new[0].unit == "count" and (length := _LENGTH_WORD_AFTER.match(text, new[0].end)):
            unit = canonical_unit(length.group("unit"))
            new = [QuantityMatch(s, length.end(), value, unit, comparator_from_context(text, s, length.end(), unit, pol))]
        for q in new:
            if not taken.overlaps(q.start, q.end) or q.unit == "pound":
                found.append(q)
                taken.add(q.start, q.end)
    if ":" in text:
        # A requirement table's ratio cell: "Arcades 1:100 square feet", "Theaters 1:5 seats": the
        # first number counts what the table requires (spaces), the second is its basis.
        for m in _RATIO_CELL.finditer(text):
            left = _RATIO_LEFT.search(text, max(0, m.start() - 8), m.start())
            if left is None:
                continue
            a, b = left.span("a")
            if taken.overlaps(a, b) or blocked.overlaps(a, b):
                continue
            found.append(QuantityMatch(a, b, float(left.group("a")), "count", comparator_from_context(text, a, b, "count", pol)))
            taken.add(a, b)
            if m.group("noun") and not taken.overlaps(m.start("b"), m.end("noun")):
                v2 = _value(m.group("b"))
                if v2 is not None:
                    found.append(QuantityMatch(m.start("b"), m.end("noun"), v2, "count", "exact"))
                    taken.add(m.start("b"), m.end("noun"))
    if "%" in text or "ercent" in text or "er cent" in text:
        # A rate printed without its leading zero: "Class 1 .045%", "a rate of .5 percent"
        for m in _DOT_PERCENT.finditer(text):
            if not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                v = float("0." + m.group("d0"))
                found.append(QuantityMatch(m.start(), m.end(), v, "percent",
                                           comparator_from_context(text, m.start(), m.end(), "percent", pol)))
                taken.add(m.start(), m.end())
    if rare and ("once" in text or "twice" in text or "Once" in text or "Twice" in text):
        for m in _FREQUENCY.finditer(text):
            if not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                v = 1.0 if (m.group("w") or m.group("w2") or m.group("w3") or m.group("w4")).lower() == "once" else 2.0
                cmp = comparator_from_context(text, m.start(), m.end(), "count", pol)
                if cmp == "exact" and text[max(0, m.start() - 16):m.start()].lower().endswith(("often than ", "frequently than ")):
                    # "shall not be charged more frequently than once": as "more than" reads
                    cmp = "max" if (pol or Polarity(text)).prohibited(m.start()) or _NEGATED.search(
                        _sentence_left(text, m.start())) else "min"
                elif cmp == "exact" and m.group("w4"):
                    cmp = "min"  # "once every three years thereafter": at least that often
                elif cmp == "exact" and _ONLY_BEFORE.search(text, max(0, m.start() - 30), m.start()):
                    cmp = "max"  # "need only be given once per calendar year", "will only be issued once per growing season"
                end = m.end()
                if not m.group("w2") and (per := _EVERY_PERIOD_AFTER.match(text, end)):
                    # the period in the span ("once every three months"), no quantity of its own
                    end = per.end()
                    found = [f for f in found if not (m.end() <= f.start and f.end <= end)]
                found.append(QuantityMatch(m.start(), end, v, "count", cmp))
                taken.add(m.start(), end)
    if rare and ("half of" in text or "quarter of" in text or "third of" in text or "half the" in text or "Half the" in text):
        for m in _BARE_FRACTION.finditer(text):
            s, e = m.span("w")
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e) and not text[max(0, s - 1):s].isalpha() \
                    and text[max(0, s - 1):s] != "-":
                found.append(QuantityMatch(s, e, _BARE_FRACTION_VALUE[m.group("w").lower()], "ratio",
                                           comparator_from_context(text, s, e, "ratio", pol)))
                taken.add(s, e)
    if rare and ("one-time" in text or "One-time" in text or "1-time" in text):
        # "requires a one-time notification", "on a one-time basis only" (every labelled occurrence
        # in the outside texts counts it; "only" after it bounds it)
        for m in _ONE_TIME.finditer(text):
            if not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                cmp = "max" if _ONLY_AFTER.match(text, m.end()) else comparator_from_context(text, m.start(), m.end(), "count", pol)
                found.append(QuantityMatch(m.start(), m.end(), 1.0, "count", cmp))
                taken.add(m.start(), m.end())
    if rare and ("once" in text or "twice" in text) and _PUBLISHED.search(text):
        # a notice's publications: "a notice shall be published twice in the official organ",
        # "need be submitted only once for each hazardous waste" (Houston County GA, Virginia Beach,
        # Brandon SD, the model pretreatment ordinance)
        for m in _TIMES_PUBLISHED.finditer(text):
            s, e = m.span("w")
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e) and (
                    m.group("only") or _PUBLISHED.search(text, max(0, s - 100), s)):
                found.append(QuantityMatch(s, e, 1.0 if m.group("w").lower() == "once" else 2.0, "count", "exact"))
                taken.add(s, e)
    for literal, pattern, group, value_of, cmp in _PATTERN_COUNTS:
        if literal in text:
            for m in pattern.finditer(text):
                s, e = m.span(group)
                if not taken.overlaps(s, e) and not blocked.overlaps(s, e):
                    found.append(QuantityMatch(s, e, value_of(m), "count",
                                               cmp or comparator_from_context(text, s, e, "count", pol)))
                    taken.add(s, e)
    if cells or ("$" in text and "\n" in text and prints_dollar_cells(text)):
        # a fee table flattened to one cell per line: where some cells print "$", the bare amounts in
        # the same column are dollars too ("for the first alley\n\n41.25", Springboro OH ch. 1464)
        for m in _FEE_CELL.finditer(text):
            s, e = m.span("n")
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e):
                found.append(QuantityMatch(s, e, _value(m.group("n")), "usd", "exact"))
                taken.add(s, e)
    if "$" in text and "\n" in text:
        for s, e, v in _schedule_cells(text) + _whole_dollar_cells(text) + _lead_amount_cells(text):
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e):
                found.append(QuantityMatch(s, e, v, "usd", "exact"))
                taken.add(s, e)
    if rare and "a half" in text:
        for m in _A_HALF.finditer(text):
            s, e = m.span("h")
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e):
                for q in _unit_quantity(text, s, e, 0.5, pol):
                    found.append(q)
                    taken.add(q.start, q.end)
    if " under " in text:
        for m in _PEOPLE_UNDER.finditer(text):
            s, e = m.span("a")
            a = _value(m.group("a"))
            if a is not None and 1 <= a <= 120 and a == int(a) and not blocked.overlaps(s, m.end()):
                # (over what a count rule read there: "twenty one (21), or" is no count of anything)
                found = [q for q in found if not s <= q.start < m.end()]
                found.append(QuantityMatch(s, m.end(), a, "year", "max"))
                taken.add(s, m.end())
    if " per " in text:
        for m in _BARE_PER_PERIOD.finditer(text):
            a = _value(m.group("a"))
            if a is None or a != int(a) or blocked.overlaps(m.start(), m.end()):
                continue
            # (over a bare count read there: "not to exceed three per calendar year")
            bare = [q for q in found if q.start < m.end() and m.start() < q.end]
            if all(q.unit == "count" and q.start == m.start() and q.end <= m.end() for q in bare) and (bare or not taken.overlaps(m.start(), m.end())):
                found = [q for q in found if q not in bare]
                cmp = comparator_from_context(text, m.start(), m.end("a"), "count", pol)
                found.append(QuantityMatch(m.start(), m.end(), a, "count", cmp))
                taken.add(m.start(), m.end())
    if "consecutive-" in text:
        for m in _CONSECUTIVE_HYPHENED.finditer(text):
            a = _value(m.group("a"))
            if a is not None and not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                found.append(QuantityMatch(m.start(), m.end(), a, canonical_unit(m.group("u")), "exact"))
                taken.add(m.start(), m.end())
    if " to 1" in text and ("Ratio" in text or "ratio" in text or "RATIO" in text):
        for m in _RATIO_TO_ONE.finditer(text):
            a = _value(m.group("a"))
            if a and not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()) \
                    and (_RATIO_WORD.search(text, 0, m.start()) or _RATIO_WORD_AFTER.match(text, m.end())):
                found.append(QuantityMatch(m.start(), m.end(), a, "ratio", "exact"))
                taken.add(m.start(), m.end())
    if " older" in text:
        for m in _BARE_OR_OLDER.finditer(text):
            a = _value(m.group("a"))
            if a is not None and 1 <= a <= 120 and not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                found = [q for q in found if not m.start() <= q.start < m.end()]
                found.append(QuantityMatch(m.start(), m.end(), a, "year", "min"))
                taken.add(m.start(), m.end())
    if " in number" in text:
        for m in _BARE_IN_NUMBER.finditer(text):
            a = _value(m.group("a"))
            if a is not None and a == int(a) and not taken.overlaps(m.start("a"), m.end()) and not blocked.overlaps(m.start("a"), m.end()):
                found = [q for q in found if not m.start("a") <= q.start < m.end()]
                found.append(QuantityMatch(m.start("a"), m.end(), a, "count", "max"))
                taken.add(m.start("a"), m.end())
    # (the word may open a line: "members over the\nage of eighteen", Howell MI)
    if rare and (" age " in text or " ages " in text or " age\n" in text or "\nage " in text or "\nages " in text):
        for m in _AGES.finditer(text):
            a = _value(m.group("a"))
            b = _value(m.group("b")) if m.group("b") else None
            if a is None or taken.overlaps(m.start(), m.end()) or blocked.overlaps(m.start(), m.end()):
                continue
            if b is not None and b > a:
                found.append(QuantityMatch(m.start(), m.end(), a, "year", "range", value_high=b))
            else:
                side = m.group("side")
                a_end = m.end() if side else m.end("a")
                cmp = _AGE_SIDE[side.lower()] if side else comparator_from_context(text, m.start("a"), a_end, "year", pol)
                found.append(QuantityMatch(m.start("a"), a_end, a, "year", cmp))
            taken.add(m.start(), m.end())
        for m in _AGE_AFTER.finditer(text):
            a = _value(m.group("a"))
            b = _value(m.group("b")) if m.group("b") else None
            s0 = m.start("under") + len(m.group("under")) if m.group("under") else m.start()
            end = m.end("years") if m.group("years") else (m.end("b") if b is not None else m.end("a"))
            if a is None or not 1 <= a <= 120 or blocked.overlaps(s0, end):
                continue
            if taken.overlaps(s0, end):
                # (a band of ages is no count a count rule read there: "For ages 13 through 17 restricted hours
                # will mean", Four Oaks NC)
                if not (m.group("plural") and b is not None
                        and all(q.unit == "count" for q in found if q.start < end and s0 < q.end)):
                    continue
                found = [q for q in found if not (q.start < end and s0 < q.end)]
            if b is not None:
                if not a < b <= 120:
                    continue
                found.append(QuantityMatch(s0, end, a, "year", "range", value_high=b))
            else:
                cmp = "max" if m.group("under") else "min" if m.group("over") else \
                    comparator_from_context(text, s0, end, "year", pol)
                found.append(QuantityMatch(s0, end, a, "year", cmp))
            taken.add(s0, end)
    if rare and (":1" in text or "to-one" in text or "to one" in text):
        for m in _TO_ONE.finditer(text):
            v = _value(m.group("w") or m.group("d"))
            if v is None or taken.overlaps(m.start(), m.end()) or blocked.overlaps(m.start(), m.end()):
                continue
            if m.group("twelve"):
                if not _PITCH_LEFT.search(text, max(0, m.start() - 60), m.start()):
                    continue
                v = v / 12
            found.append(QuantityMatch(m.start(), m.end(), v, "ratio",
                                       comparator_from_context(text, m.start(), m.end(), "ratio", pol)))
            taken.add(m.start(), m.end())
    if "1:" in text or "1 :" in text:
        for m in _ONE_TO_N.finditer(text):
            b = int(m.group("b"))
            if b < 2 or taken.overlaps(m.start(), m.end()) or blocked.overlaps(m.start(), m.end()) \
                    or not _GRADE_BEFORE.search(text, max(0, m.start() - 80), m.start()):
                continue
            found.append(QuantityMatch(m.start(), m.end(), round(1 / b, 12), "ratio",
                                       comparator_from_context(text, m.start(), m.end(), "ratio", pol)))
            taken.add(m.start(), m.end())
    if "/12" in text:
        for m in _PITCH_SLASH.finditer(text):
            # (the number scan reads "a minimum 6/12 pitch" as a count of pitches, a half: the pitch replaces it; any other
            # quantity found there stops it)
            over = [q for q in found if q.start < m.end() and m.start() < q.end]
            if any(q.unit != "count" for q in over) or blocked.overlaps(m.start(), m.end()) or not (
                    _PITCH_AFTER.match(text, m.end()) or _PITCH_BEFORE.search(text, max(0, m.start() - 60), m.start())):
                continue
            if over:
                found = [q for q in found if q not in over]
            found.append(QuantityMatch(m.start(), m.end(), int(m.group("d")) / 12, "ratio",
                                       comparator_from_context(text, m.start(), m.end(), "ratio", pol)))
            taken.add(m.start(), m.end())
    if rare and (" than a" in text or " or less" in text or " or more" in text or " least a" in text):
        for m in _ONE_UNIT.finditer(text):
            s, e = (m.start("a") if m.group("cmp") or m.group("least") else m.start()), m.end("unit")
            if taken.overlaps(s, e) or blocked.overlaps(s, e):
                continue
            unit = canonical_unit(m.group("unit"))
            # ("not less than an inch thick" is at least an inch: the "not" before the comparative turns it)
            cmp = "min" if m.group("least") else (
                ("min" if m.group("cmp").lower() in ("more", "greater") else "max") if m.group("cmp") else None)
            if cmp and m.group("cmp") and _NOT_LEFT.search(text, max(0, m.start() - 5), m.start()):
                cmp = "max" if cmp == "min" else "min"
            cmp = cmp or comparator_from_context(text, s, e, unit, pol)
            found.append(QuantityMatch(s, e, 1.0, unit, cmp))
            taken.add(s, e)
    if rare and ("wice" in text or "ouble" in text or "reble" in text or "riple" in text):
        for m in _MULTIPLIER.finditer(text):
            w = "w" if m.group("w") else "w2"
            if not taken.overlaps(m.start(), m.end(w)) and not blocked.overlaps(m.start(), m.end(w)):
                found.append(QuantityMatch(m.start(), m.end(w), _MULTIPLIER_VALUE[m.group(w).lower()], "ratio",
                                           comparator_from_context(text, m.start(), m.end(w), "ratio", pol)))
    if ":" in text and ("imum" in text or "umber of" in text):
        found = _label_rows(text, blocked, taken, found)
    if "imum " in text and "   " in text and "\n" in text:
        found = _gap_label_rows(text, blocked, found)
    if "(in " in text and ")\n" in text:
        found = _dimension_table(text, blocked, found)
    if "Square Feet" in text and "  $" in text:
        found = _area_fee_table(text, blocked, found)
    if ")\n" in text and ("eet)" in text or "ft)" in text or "ft.)" in text or "ercent)" in text or "%)" in text
                           or "nches)" in text or "iles)" in text or "FT)" in text or "FEET)" in text):
        found = _column_unit_table(text, blocked, found)
    found.sort(key=lambda q: (q.start, q.end))
    if "degree" in text and ("emperat" in text or "heat" in text or "cold" in text or "reezing" in text or "warm" in text):
        found = _bare_degrees(text, found, blocked, pol)
    if "quivalent" in text or "EDU" in text or "REU" in text or "E.D.U" in text or "R.E.U" in text:
        found = _equivalent_unit_cells(text, found)
    if "between" in text and sum(q.unit == "degree_f" for q in found) > 1:
        found = _degree_bands(text, found)
    if "minus" in text or "Minus" in text or "-" in text:
        found = _below_zero(text, found, blocked, pol)
    if "ressure" in text or "quare" in text:
        found = _pressure_pounds(text, found)
    if "/$" in text:
        found = _slashed_amounts(text, found)
    if "oncrete" in text:
        found = _concrete_strengths(text, found)
    if "inute" in text and ("scale" in text or "uadrangle" in text or "opographic" in text):
        # a map series named by its arc-minutes: "U.S.G.S. 1:24,000\n(7.5 minute) scale topographic maps" (Pasquotank County NC),
        # "a 7.5-minute quadrangle": no time
        found = [q for q in found if not (q.unit == "minute" and _MAP_SERIES_AFTER.match(text, q.end))]
    if "of arc" in text or "angle" in text:
        # a survey's angle in minutes of arc: "an error in measured angle greater than one (1) minute\nof arc", "shall not in any
        # case exceed five (5) minutes of arc" (Edgar WI's plat surveys): no time
        found = [q for q in found if not (q.unit == "minute" and (_OF_ARC.match(text, q.end)
                                                                  or _ANGLE_BEFORE.search(text, max(0, q.start - 80), q.start)))]
    if "xclud" in text or "ot includ" in text or "ot count" in text or "xcepted" in text:
        found = _weekdays_only(text, found)
    # a fraction counts nothing: "one-quarter (1/4) grain of explosive" (Edgar WI) names a weight in a unit the
    # contract has no name for (a half story is a height: "limited to one-half story")
    found = [q for q in found if not (q.unit == "count" and q.value is not None and 0 < q.value < 1 and not q.value_high
                                      and _FRACTION_PRINTED.search(text, q.start, q.end)
                                      and not _STORIES.search(text, q.start, q.end))]
    if "course" in text:
        # a highway specification's item naming a pavement course is no count of courses: "the permanent pavement of the 404 surface
        # course" (Massillon OH), "304 aggregate base course"
        found = [q for q in found if not (q.unit == "count" and _ITEM_COURSE.fullmatch(text, q.start, q.end))]
    if '":' in text or "\u201d:" in text:
        found = _drop_slope_marks(text, found)
    if ("ump" in text or "ontain" in text or "oll" in text or "ompact" in text or "acker" in text or "capacity" in text) \
            and any(q.unit == "yard" for q in found):
        found = _container_yards(text, found)
    if (")   " in text or ".   " in text) and len(found) > 1:
        found = _drop_restated_captions(text, found)
    if " of age" in text and len(found) > 1:
        found = _age_bands(text, found)
    if " but at least " in text:
        found = _reversed_age_bands(text, found)
    if "bag" in text:
        # bags of garbage are counted ("entitled to two containers or two bags of\ngarbage", Linden WI; "ten bags",
        # "three 30-gallon trash bags" in the labels): a sack is the concrete mix's measure ("a six (6) bag mix")
        # (bags beside cans are waste's whatever else the clause mixes: "Less than two (2) bags or cans", Cedarville OH)
        concrete = _CONCRETE.search(text)
        found = [replace(q, unit="count") if q.unit == "sack" and text[q.end - 4:q.end].lower() in ("bags", " bag")
                 and (not concrete or _BAGS_OF_WASTE.match(text, q.end)) else q for q in found]
    if "esign" in text and ("storm" in text or "requency design" in text):
        found = _design_storms(text, found)
    if "rom $" in text or ("shall be" in text and "from" in text and " dollars" in text) or "ed from " in text:
        found = _changed_amounts(text, found)
    if " per " in text and "($" in text:
        found = _rate_restated_after_basis(text, found)
    if "($" in text and "more than" in text:
        found = _restated_bounds_range(text, found)
    if " or less" in text and ("xceeds" in text or "xceeding" in text or "more than" in text or "over " in text):
        found = _exceeds_and_is_bands(text, found)
    if " by " in text and " x " in text:
        found = _restated_pair_dropped(text, found)
    if "(" in text and len(found) > 1:
        found = _words_restating_figure(text, found)
    return _carry_list_comparators(text, found)


_OF_ARC = re.compile(r"\s+of\s+arc\b", _I)
_ANGLE_BEFORE = re.compile(r"\bangles?\b[^.;]*$", _I)


# A figure restated in words in parentheses after it: "a 10% (ten percent) discount" (Ravenna OH), "$500 (five hundred dollars)":
# one amount, as "ten percent (10%)" is; the figure's span runs over the words
_WORDS_PAREN_OPEN = re.compile(r"[ \t]*\n?[ \t]*\([ \t]*")
_WORDS_PAREN_CLOSE = re.compile(r"[ \t]*\)")


def _words_restating_figure(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out: list[QuantityMatch] = []
    for q in found:
        prev = out[-1] if out else None
        if (prev is not None and prev.unit == q.unit and prev.value == q.value and prev.value_high is None and q.value_high is None
                and text[prev.start:prev.start + 1] in "$0123456789" and text[q.start:q.start + 1].isalpha()
                and _WORDS_PAREN_OPEN.fullmatch(text, prev.end, q.start) and (close := _WORDS_PAREN_CLOSE.match(text, q.end))):
            out[-1] = replace(prev, end=close.end())
            continue
        out.append(q)
    return out


# A dimension pair in words restated in figures in parentheses: "Meters of five-eighths by three-fourths inch (5/8 x 3/4\")"
# (Athens IL): the figures restate the pair, two quantities, not four
_BY_GAP = re.compile(r"\s+by\s+")
_PAIR_PAREN_OPEN = re.compile(r"\s*\(\s*")
_PAIR_X = re.compile(r"\s*[xX\u00d7]\s*")
_PAIR_PAREN_CLOSE = re.compile(r"[\"\u201d]?\s*\)")


def _restated_pair_dropped(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    drop: set[int] = set()
    for i in range(len(found) - 3):
        a, b, c, d = found[i:i + 4]
        if (_BY_GAP.fullmatch(text, a.end, b.start) and _PAIR_PAREN_OPEN.fullmatch(text, b.end, c.start)
                and _PAIR_X.fullmatch(text, c.end, d.start) and _PAIR_PAREN_CLOSE.match(text, d.end)
                and (a.value, b.value) == (c.value, d.value) and a.unit == b.unit == c.unit == d.unit):
            drop.update((i + 2, i + 3))
    return [q for k, q in enumerate(found) if k not in drop] if drop else found


_AND_IS_GAP = re.compile(r"\s+(?:and|but)\s+(?:is\s+)?", _I)
_OR_LESS_WORDS = re.compile(r"\s+or\s+less\b", _I)


def _merge_adjacent(found: list[QuantityMatch], merge) -> list[QuantityMatch]:
    """``found`` with each quantity that ``merge(previous, quantity)`` joins to the one kept before it replaced, with it, by
    the joined one (``merge`` returns None to keep both)."""
    out: list[QuantityMatch] = []
    for q in found:
        if out and (joined := merge(out[-1], q)) is not None:
            out[-1] = joined
        else:
            out.append(q)
    return out


def _exceeds_and_is_bands(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    """"when the excess exceeds one thousand (1,000) pounds and is two thousand (2,000)\npounds or less" (Berkeley IL's overweight
    fines): a band, its floor exceeded and its ceiling reached, one range through "or less"."""
    def band(prev: QuantityMatch, q: QuantityMatch) -> QuantityMatch | None:
        if (prev.unit == q.unit and prev.unit not in ("usd", "date") and prev.comparator in ("min", "max", "exact")
                and not prev.value_high and not q.value_high and prev.value is not None and q.value is not None and q.value > prev.value
                and _AND_IS_GAP.fullmatch(text, prev.end, q.start) and (less := _OR_LESS_WORDS.match(text, q.end))
                and _EXCEEDS_LEFT.search(text, max(0, prev.start - 20), prev.start)):
            return QuantityMatch(prev.start, less.end(), prev.value, q.unit, "range", value_high=q.value)
        return None
    return _merge_adjacent(found, band)


_EXCEEDS_LEFT = re.compile(r"\b(?:exceeds?|exceeding|more\s+than|over|greater\s+than|in\s+excess\s+of)\s+$", _I)
_NOR_MORE_GAP = re.compile(r"\s*,?\s*(?:nor|and|but|or)\s+(?:not\s+)?more\s+than\s+", _I)


_DOLLARS_WORD = re.compile(r"\s*dollars?\s*$", _I)


def _words_agree(text: str, q: QuantityMatch) -> bool:
    """An amount printed in words and restated in figures names one amount ("two hundred fifty ($350.00)" names two)."""
    paren = text.find("(", q.start, q.end)
    words = _DOLLARS_WORD.sub("", text[q.start:paren]) if paren > q.start else ""
    return not words.strip() or not words.strip()[0].isalpha() or _value(words.strip()) == q.value


def _restated_bounds_range(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    """"a fine of not less than fifty ($50.00) nor more than seven hundred and fifty\ndollars ($750.00)" (Elk Grove Village IL):
    the least amount restated in figures, "dollars" left out, then the most: one range, as the bounds printed with "dollars"
    are."""
    def bounds(prev: QuantityMatch, q: QuantityMatch) -> QuantityMatch | None:
        if (prev.unit == q.unit == "usd" and prev.comparator == "min" and q.comparator == "max"
                and not prev.value_high and not q.value_high and prev.value is not None and q.value is not None and q.value > prev.value
                and text[prev.end - 1:prev.end] == ")" and _NOR_MORE_GAP.fullmatch(text, prev.end, q.start)
                and _words_agree(text, prev) and _words_agree(text, q)):
            return QuantityMatch(prev.start, q.end, prev.value, "usd", "range", value_high=q.value, per=prev.per or q.per)
        return None
    return _merge_adjacent(found, bounds)


_PER_PERIOD_AFTER = re.compile(r"[ \t]*\n?[ \t]*per[ \t]*\n?[ \t]*(?:month|year|week|day|quarter|annum)\b")


def _rate_restated_after_basis(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    """"at a rate of six dollars and\nseventy-five cents per month ($6.75)" (Elmore OH): an amount in words with its basis,
    the figure after the basis restating the amount: one amount, its span through the figure (as "ten dollars ($10.00) per
    month" is one)."""
    out, dropped = [], set()
    for i, q in enumerate(found):
        if i in dropped:
            continue
        b = None if q.per else _PER_PERIOD_AFTER.match(text, q.end)
        basis = q.end if q.per else (b.end() if b else -1)
        if (basis >= 0 and q.unit == "usd" and not q.value_high and text[q.start:q.start + 1].isalpha()
                and (d := _DOLLARS_RESTATED.match(text, basis)) and _value(d.group("usd") + (d.group("cents") or "")) == q.value):
            figure = next((j for j in range(i + 1, len(found)) if found[j].start >= q.end and found[j].end <= d.end()
                           and found[j].unit == "usd"), None)
            if figure is not None:
                dropped.add(figure)
            q = replace(q, end=d.end(), per=q.per or b.group().split()[-1])
        out.append(q)
    return out


# A storm's recurrence names an event, no requirement ("the 100-year storm"), unless a facility must be designed for it:
# "Storm sewers shall be designed to accommodate the ten-year\nrecurrence interval storm", "designed to accommodate the 50-year
# recurrence interval storm" (Newburg WI), "designed to convey the flows from the 100-year recurrence storm event": the least
# storm it must carry, as the labels read it (Newburg WI, Canal Fulton OH)
_STORM_N = rf"(?:\d{{1,3}}|{rx.UNDER_100}|one\s+hundred)"
_DESIGN_STORM = re.compile(
    rf"\bdesign(?:ed)?\s+(?:to\s+(?:accommodate|convey|handle|pass|carry|contain)\s+|for\s+)(?:the\s+flows?\s+from\s+)?(?:the\s+|an?\s+)?"
    rf"(?P<n>{_STORM_N})[ \t]*-[ \t]*(?:\n[ \t]*)?year\b(?=(?:\s+(?:recurrence|interval|frequency|design|rainfall)){{0,3}}\s+storm\b)", _I)


# (or the storm named with "design" beside it: "Minimum culvert size shall be based on a ten-year storm design", "during a ten-year
# frequency design storm", "water velocities of a two year frequency design", "depth for 10, 25 and 100 year storm design" (New
# Middletown OH's improvement standards): each recurrence the least storm, a list's items each)
_STORM_DESIGN = re.compile(
    rf"\b(?P<list>(?:{_STORM_N}\s*,\s*)*{_STORM_N}\s*,?\s+and\s+)?(?P<n>{_STORM_N})(?P<yr>[ \t]*[ \-][ \t]*(?:\n[ \t]*)?year)\s+"
    r"(?:storm\s+design|frequency\s+design(?:\s+storm)?|design\s+storm)\b", _I)
_STORM_LIST_ITEM = re.compile(_STORM_N, _I)


def _design_storms(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    spans = [(m.start("n"), m.end(), m.group("n")) for m in _DESIGN_STORM.finditer(text)]
    for m in _STORM_DESIGN.finditer(text):
        spans += [(i.start(), i.end(), i.group()) for i in _STORM_LIST_ITEM.finditer(text, *m.span("list"))] if m.group("list") else []
        spans.append((m.start("n"), m.end("yr"), m.group("n")))
    for s, e, n in spans:
        if (v := _value(n)) is None:
            continue
        same = next((k for k, q in enumerate(out) if q.start == s and q.unit == "year" and q.value == v), None)
        if same is not None:
            out[same] = replace(out[same], comparator="min")  # (a list's item read with the unit after the last: "10, 25 and 100 year")
        elif not any(q.start < e and s < q.end for q in out):
            out.append(QuantityMatch(s, e, v, "year", "min"))
    return sorted(out, key=lambda q: q.start)


# An amount changed from one figure to another: "Residential. Increase from $42.55 to $43.83." (Dietrich ID) states the
# new rate, the old one only as history: the new amount, exact (as the labels read it; oceana-wv leaves out a superseded
# amount too)
_CHANGED_FROM_LEFT = re.compile(r"\b(?:increas|decreas|rais|reduc|chang|adjust)(?:e[ds]?|ing)\s+(?:\w+\s+){0,3}?from\s+$", _I)
_TO_AMOUNT = re.compile(r"\s+to\s+(?=\$)")
# A measure changed from one value to another: "The hold period for items may be reduced from 30 days to 20 days if" (Canby OR):
# the old period and the new, each exact, not one range
_CHANGED_MEASURE_LEFT = re.compile(r"\b(?:reduc|increas|extend|shorten|lengthen|rais|lower|decreas)ed\s+from\s+$", _I)
_TO_BETWEEN = re.compile(r"\s+to\s+")
# An increase the ordinance schedules for later ("The above fees shall be increased one year from the effective date
# hereof from one hundred dollars ($100.00) to one hundred fifty dollars ($150.00)", Buckingham IL): the amount due now
# and the amount due then are both in force, each exact, not one range
_SHALL_CHANGE_FROM_LEFT = re.compile(r"\bshall\s+be\s+(?:increas|decreas|rais|reduc|adjust)ed\b[^.;]{0,100}?\bfrom\s+$", _I)
_TO_AMOUNT_WORDS = re.compile(r"\s+to\s+(?=\$|[A-Za-z][a-z\-]*(?:\s+[a-z\-]+){0,3}\s+dollars\b)")


# (the schedule going on: "... to one hundred fifty dollars ($150.00) and from three hundred dollars ($300.00) to four
# hundred dollars ($400.00), respectively")
_SCHEDULE_GOES_ON = re.compile(r"[ \t\n]*,?[ \t\n]*(?:and[ \t\n]+)?(?:from[ \t\n]+)?")


def _changed_amounts(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = []
    scheduled = False
    for q in found:
        if (q.comparator == "range" and q.unit not in ("usd", "date") and q.value_high is not None
                and (verb := _CHANGED_MEASURE_LEFT.search(text, max(0, q.start - 24), q.start))
                and (to := _TO_BETWEEN.search(text, q.start, q.end)) is not None):
            # a measure changed from one value to another ("may be reduced from 30 days to 20 days if", Canby OR): the old
            # and the new, each exact (the range holds its low end first: a reduction printed the high one first)
            old, new = (q.value_high, q.value) if verb.group().lower().startswith(("reduc", "shorten", "lower", "decreas")) \
                else (q.value, q.value_high)
            out.append(replace(q, end=to.start(), value=old, value_high=None, comparator="exact"))
            out.append(replace(q, start=to.end(), value=new, value_high=None, comparator="exact"))
            scheduled = False
            continue
        if q.unit == "usd" and q.comparator == "range" and q.value_high is not None:
            if (_CHANGED_FROM_LEFT.search(text, max(0, q.start - 40), q.start)
                    and (to := _TO_AMOUNT.search(text, q.start, q.end)) is not None):
                q = replace(q, start=to.end(), value=q.value_high, value_high=None, comparator="exact")
            elif ((_SHALL_CHANGE_FROM_LEFT.search(text, max(0, q.start - 160), q.start)
                   or scheduled and _SCHEDULE_GOES_ON.fullmatch(text, out[-1].end, q.start))
                    and (to := _TO_AMOUNT_WORDS.search(text, q.start, q.end)) is not None):
                out.append(replace(q, end=to.start(), value_high=None, comparator="exact"))
                q = replace(q, start=to.end(), value=q.value_high, value_high=None, comparator="exact")
                out.append(q)
                scheduled = True
                continue
        scheduled = scheduled and q.unit == "usd" and bool(_SCHEDULE_GOES_ON.fullmatch(text, out[-1].end, q.start))
        out.append(q)
    return out


_CONCRETE = re.compile(r"\b(?:concrete|cement|mortar|grout|mix)\b", re.I)
_BAGS_OF_WASTE = re.compile(r"[ \t]*(?:/|or[ \t]+)cans?\b|\s+of\s+(?:garbage|trash|refuse|leaves|yard\s+waste)\b", re.I)


# An age band: "at least 15 years of age and under 18 years of age" (Gas City IN), "13 years of age but\nunder 16 years"
# (Holden Beach NC): the two ages are one range of years, as the labels read them
# ("at least seventeen (17)\nyears of age but under the age of twenty one (21)", Hawley MN)
_AGE_BAND_THROUGH = re.compile(r"[ \t]+of[ \t]+age\s+(?:through|to)\s+", _I)
_AGE_BAND_BETWEEN = re.compile(r"[ \t]+of[ \t]+age,?\s+(?:and|but)\s+(?:under|less\s+than|younger\s+than|below)\s+(?:the\s+age\s+of\s+)?", _I)


# ... printed upper end first: "persons who are less than eighteen years of age but at least sixteen years of age", "less\nthan
# eighteen but at least sixteen years of age" (Charles Town WV): one range from the lower to the upper age
_REVERSED_AGE_BAND = re.compile(
    rf"\b(?:less\s+than|under|younger\s+than)\s+(?P<hi>{rx.NUMBER})(?:\s+years?)?(?:\s+of\s+age)?,?\s+but\s+"
    rf"(?:at\s+least|not\s+less\s+than)\s+(?P<lo>{rx.NUMBER})\s+years?\b", _I)


def _reversed_age_bands(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    bands = []
    for m in _REVERSED_AGE_BAND.finditer(text):
        hi, lo = _value(m.group("hi")), _value(m.group("lo"))
        if hi is not None and lo is not None and lo < hi <= 120:
            bands.append(QuantityMatch(m.start("hi"), m.end(), lo, "year", "range", value_high=hi))
    if not bands:
        return found
    kept = [q for q in found if not any(q.start < b.end and b.start < q.end for b in bands)]
    return sorted(kept + bands, key=lambda q: q.start)


def _age_bands(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    """``found`` with each band's two ages made one range, in place of the first (the order of the rest kept)."""
    merged: dict[int, QuantityMatch] = {}  # id of a band's first age -> the band
    dropped: set[int] = set()  # ids of the bands' second ages
    ages = sorted((q for q in found if q.unit == "year" and not q.value_high and q.value is not None), key=lambda q: q.start)
    for low, high in zip(ages, ages[1:]):
        if id(low) not in dropped and low.value < high.value and _AGE_BAND_BETWEEN.fullmatch(text, low.end, high.start):
            merged[id(low)] = QuantityMatch(low.start, high.end, low.value, "year", "range", value_high=high.value)
            dropped.add(id(high))
        elif id(low) not in dropped and low.value < high.value and _AGE_BAND_THROUGH.fullmatch(text, low.end, high.start):
            # "any person fourteen (14) years of age through fifteen (15) years of\nage" (Edgar WI): one band, its second
            # "of age" in the span as the first's is
            end = oa.end() if (oa := _OF_AGE.match(text, high.end)) else high.end
            merged[id(low)] = QuantityMatch(low.start, end, low.value, "year", "range", value_high=high.value)
            dropped.add(id(high))
    if not merged:
        return found
    return [merged.get(id(q), q) for q in found if id(q) not in dropped]


# A subsection's caption names what its text then requires: "(B)   Parking limited to two hours. When signs so indicating
# are placed ..., no person shall park a vehicle for longer than two hours" (Rockingham NC). A caption is a short phrase
# after the list marker, ended by a period (or a colon, after a lettered marker), with no verb of a requirement in it; its number is no
# requirement of its own where its text (up to the next item at its level) prints the same value in the same unit.
# (Sterling Codifiers' captions after a lettered marker end in a colon: "   E.   Violation by Persons Under the Age of Sixteen
# (16): A person under the age of sixteen (16) ...", Santa Clara UT; "   C.   To Make Application Within Ten Days:", Kimberly ID)
_MARKER = r"(?:\((?:[A-Z]|[a-z]|\d{1,2})\)|[A-Z]\.|\d{1,2}\.)"
_CAPTION = re.compile(rf"(?m)^(?P<indent>[ \t]*){_MARKER}[ \t]{{2,}}(?P<cap>[A-Z][^.:;\n]{{3,70}}?)(?:\.|(?<=[\w)]):)(?=[ \t]|\n|$)")
_REQUIREMENT_VERB = re.compile(r"\b(?:shall|must|may|will|should|is|are|be|been|has|have)\b", _I)


def _drop_restated_captions(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    for m in _CAPTION.finditer(text):
        cs, ce = m.span("cap")
        inside = [q for q in out if cs <= q.start and q.end <= ce]
        if not inside or _REQUIREMENT_VERB.search(text, cs, ce):
            continue
        # (the text up to the next item at the caption's own level: "(A) Snow removed within 24 hours.\n(B) Ice removed
        # within 24 hours." are two requirements, no caption and its text; or at a level above it: "            2.   Seventy-two
        # hours, for any other vehicle.\n      (2)   This section applies ... 72 hours", Seymour IN, an item of a list)
        sibling = re.compile(rf"\n[ \t]{{0,{len(m.group('indent'))}}}{_MARKER}[ \t]")
        nxt = sibling.search(text, ce)
        end = min(ce + 400, nxt.start() if nxt else len(text))
        for q in inside:
            if any(ce < r.start < end and r.unit == q.unit and r.value == q.value and r.value_text == q.value_text for r in out):
                out.remove(q)
    return out


# A container's size in yards is its volume: "20 yard open top container", "16, 20 or 40 yard compactor", a
# dumpster rental table's "3 to 4 yard" (Pikeville KY): cubic yards, as the trade means them.
# (or a truck's: "Packer trucks of 16 yard capacity or less", Steubenville OH)
_CONTAINER_WORDS = re.compile(r"[Dd]umpsters?|[Cc]ontainers?|[Rr]oll[ \t\-]?[Oo]ff|[Cc]ompactors?|[Oo]pen[ \t\-][Tt]op|[Pp]acker|(?<=yard\s)capacity")


# (in the plural only with "in capacity" after: "a commercial container of two (2) yards in capacity", Grangeville ID; plural yards
# near a container are otherwise a distance, "within 50 yards of the container")
_YARDS_CAPACITY_AFTER = re.compile(r"\s+in\s+capacity\b")


def _container_yards(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    return [replace(q, unit="cubic_yard") if q.unit == "yard"
            and ("yards" not in text[q.start:q.end].lower() or _YARDS_CAPACITY_AFTER.match(text, q.end))
            and _CONTAINER_WORDS.search(text, max(0, q.start - 200), q.end + 60) else q for q in found]


def _drop_slope_marks(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    def restates(m: re.Match) -> bool:  # right after a quantity, or after "... inch to the foot"
        gaps = (text[q.end:m.start()] for q in found if q.end <= m.start())
        return any(not g.strip(" \t\n") or (len(g) <= 20 and "to the foot" in g) for g in gaps)
    marks = [m.span() for m in _SLOPE_MARKS.finditer(text) if restates(m)]
    return [q for q in found if not any(s < q.start and q.end < e for s, e in marks)]



# A temperature printed in degrees with no scale, where the sentence speaks of heat or cold: "shelter that protects
# them from ... heat above 90 degrees, and cold below 32 degrees" (Simpson NC), "a temperature of thirty-two (32)
# degrees"; not an angle ("a slope of 45 degrees"), not Celsius
_BARE_DEGREES = re.compile(rf"(?P<n>{rx.NUMBER})(?:[ \t]*\(\d{{1,3}}\))?\s+degrees?\b"
                           r"(?!\s*(?:F\b|Fahrenheit|C\b|Celsius|[Cc]entigrade|of\s+(?:arc|angle)|angle|north|south|east|west|[NSEW]\b|\d))")
_DEGREES_HEAT_LEFT = re.compile(r"\b(?:temperatures?|heat|heated|cold|freezing|warm|warmer|colder)\b[^.;:]{0,60}$", _I)
_DEGREES_ANGLE_LEFT = re.compile(r"\b(?:angles?|slopes?|pitch|incline|inclined|bearing|arc|azimuth|turn|rotat\w*|bend|curve)\b[^.;:]{0,60}$", _I)


def _bare_degrees(text: str, found: list[QuantityMatch], blocked: "_Blocked", pol: Polarity) -> list[QuantityMatch]:
    taken = SpanSet([(q.start, q.end) for q in found])
    added = []
    for m in _BARE_DEGREES.finditer(text):
        s, e = m.span()
        left = max(0, s - 80)
        if taken.overlaps(s, e) or blocked.overlaps(s, e) or _value(m.group("n")) is None \
                or not _DEGREES_HEAT_LEFT.search(text, left, s) or _DEGREES_ANGLE_LEFT.search(text, left, s):
            continue
        added.append(QuantityMatch(s, e, _value(m.group("n")), "degree_f", comparator_from_context(text, s, e, "degree_f", pol)))
    return sorted(found + added, key=lambda q: (q.start, q.end)) if added else found


# A table of equivalent dwelling (or residential) units by type of user, its column headed so after a gap: "Type of User   Unit
# Equivalent*" / "Bowling alleys   0.32 per lane" (Middlebury IN; as Grand Blanc MI's "Unit Factor" cells are labelled): each factor is
# a count of units, its basis in the span (to "sf", not its "of building area"); no dollars, though the rate tables around it
# print "$" (the labels: count, exact). Not a sentence that ends on the word ("converted to EDUs"), nor a "$" cell.
_EQUIV_HEAD = re.compile(r"^(?:[^\n]*\S[ \t]{2,})?(?:Unit\s+Equivalents?|Equivalent\s+(?:Dwelling\s+|Residential\s+)?Units?|E\.?D\.?U\.?s?|R\.?E\.?U\.?s?)\b\*?[ \t]*$",
                         re.M)
_EQUIV_CELL = re.compile(r"(?<=[^\s$])[ \t]+(?P<n>\d{0,2}\.\d{2})(?P<basis>[ \t]+per[ \t]+(?:[\d,]+[ \t]+)?[a-z]+"
                         r"(?:[ \t]+(?!of\b)(?:and(?:/or)?[ \t]+)?[a-z]+)?)?(?=[ \t]*$|[ \t]+of\b)")


def _equivalent_unit_cells(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    added: list[QuantityMatch] = []
    for head in _EQUIV_HEAD.finditer(text):
        # (a row's note may run three lines: "Based on industrial process used. Usage / shall be estimated and converted to EDUs /
        # based on 310 gpd")
        pos, misses = head.end() + 1, 0
        while pos < len(text) and misses < 4:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            if (cell := _EQUIV_CELL.search(text, pos, end)) and not any(a.start == cell.start("n") for a in added):
                added.append(QuantityMatch(cell.start("n"), cell.end(), float(cell.group("n")), "count", "exact"))
                misses = 0
            else:
                misses += 1
            pos = end + 1
    if not added:
        return found
    taken = SpanSet((q.start, q.end) for q in added)
    return sorted([q for q in found if not taken.overlaps(q.start, q.end)] + added, key=lambda q: (q.start, q.end))


# Concrete named by its strength in pounds: "a 10-inch 3900 pound\nportland cement concrete base" (Logan OH), "5,000-pound concrete"
# (Danville IN): pounds per square inch of compressive strength, a floor
_CONCRETE_AFTER = re.compile(r"[ \t\n]+(?:(?:portland|cement|ready[ \-]mix(?:ed)?|compressive|strength|air[ \-]entrained)[ \t\n]+){0,3}concrete\b", _I)


def _concrete_strengths(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    return [replace(q, unit="psi", comparator="min" if q.comparator == "exact" else q.comparator)
            if q.unit == "pound" and q.value is not None and 1500 <= q.value <= 10000 and _CONCRETE_AFTER.match(text, q.end) else q
            for q in found]


# Two limits in words joined by a slash, restated together in figures: "not less than one hundred thousand dollars/three hundred
# thousand\ndollars ($100,000/$300,000)" (Waite Hill OH's insurance limits): the figures restate and are no amounts of their own;
# the second limit is bounded as the first is
_SLASHED_FIGURES = re.compile(r"\s*\(\s*\$[\d,]+(?:\.\d\d)?\s*/\s*\$[\d,]+(?:\.\d\d)?\s*\)")


def _slashed_amounts(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    drop: set[int] = set()
    for k in range(len(out) - 1):
        p, q = out[k], out[k + 1]
        if p.unit == q.unit == "usd" and text[p.end:q.start] == "/" and (m := _SLASHED_FIGURES.match(text, q.end)):
            out[k + 1] = replace(q, comparator=p.comparator)
            drop.update(j for j in range(k + 2, len(out)) if m.start() <= out[j].start < m.end())
    return [q for j, q in enumerate(out) if j not in drop] if drop else found


# Two temperatures read apart, each with its "degrees", joined by "between ... and": "between thirty-two\ndegrees (32°) and one hundred
# fifty degrees (150°) Fahrenheit" (Edgar WI), "between 32 degrees and 150 degrees Fahrenheit": one band
# (the first's figure wrapped to the next line: "between thirty two degrees\n(32°) and one hundred fifty degrees", Gooding and
# Rupert ID)
_DEGREE_AND = re.compile(r"(?:\s*\(\s*\d{1,3}\s*[\u00b0\u00ba]?\s*\))?\s+and\s+")


def _degree_bands(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out: list[QuantityMatch] = []
    for q in found:
        p = out[-1] if out else None
        if (p is not None and p.unit == q.unit == "degree_f" and p.value_high is None and q.value_high is None
                and p.value is not None and q.value is not None and p.value < q.value
                and _DEGREE_AND.fullmatch(text, p.end, q.start) and _BETWEEN_LEFT.search(text, max(0, p.start - 12), p.start)):
            out[-1] = QuantityMatch(p.start, q.end, p.value, "degree_f", "range", value_high=q.value)
            continue
        out.append(q)
    return out


# A temperature below zero: "minus ten degrees Fahrenheit (-10°F)" (Springboro OH's property maintenance code),
# "at -20°F": the sign printed as a word or a hyphen right before the number (not a range's dash, "0-10°F"),
# and the restatement in parentheses part of the span.
_MINUS_LEFT = re.compile(r"(?:\b(?:minus|negative)[ \t]+|(?<![\w\-.–])(?<!\d[ \t])-[ \t]?)$", _I)
_BELOW_ZERO_RESTATED = re.compile(r"\s*\(\s*[\-−]\s*\d+(?:\.\d+)?\s*°?\s*F?\s*\)")


# ("-20°F" with the sign glued on, which the number scan leaves alone: not "0-10°F", a range)
_GLUED_BELOW_ZERO = re.compile(r"(?<![\w\-.–])-(?P<n>\d{1,3}(?:\.\d+)?)[ \t]?°[ \t]?F\b")


# Pounds of pressure are pounds per square inch: "a minimum of seventy (70) pounds of water pressure in the service lines"
# (Farr West UT), as the labels read them. (Not a test's pounds alone: "Concrete shall test 3,000 pounds of compression",
# Clyman WI, stays pounds in its hand-labelled fixture, and "shall test six thousand (6,000)\npounds", Sayre OK, is labelled
# psi: the labels disagree there.)
_PRESSURE_AFTER = re.compile(r"\s+(?:of\s+)?(?:(?:water|static|residual|line|air|working|operating)\s+)?pressure\b", _I)


_ITEM_COURSE = re.compile(r"\d{3}[ \t]+(?:[a-z]+[ \t]+){0,2}courses?", _I)
_MAP_SERIES_AFTER = re.compile(r"\)?[ \t]*\n?[ \t]*(?:scale|quadrangles?|quads?|series|topographic)\b", _I)


def _pressure_pounds(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    # (and pounds per square inch abbreviated, read as a rate: "a 28-day minimum compressive strength\nof 4,000 lbs. per square inch",
    # Springfield OH: psi, as "pounds per square inch" is)
    return [replace(q, unit="psi", per=None) if q.unit == "pound" and q.per == "square inch" else
            replace(q, unit="psi") if q.unit == "pound" and not q.per and (
        _PRESSURE_AFTER.match(text, q.end) or _PRESSURE_OF_BEFORE.search(text, max(0, q.start - 40), q.start)) else q
            for q in found]


# (or the pressure named before them: "adequate service at any fixture with a pressure of 125 pounds", Munroe Falls OH)
_PRESSURE_OF_BEFORE = re.compile(r"\bpressure\s+of\s+(?:(?:at\s+least|not\s+less\s+than|not\s+more\s+than|up\s+to)\s+)?\Z", _I)


def _below_zero(text: str, found: list[QuantityMatch], blocked: "_Blocked", pol: Polarity) -> list[QuantityMatch]:
    out = []
    for q in found:
        if q.unit == "degree_f" and q.value is not None and q.value > 0 and q.value_high is None \
                and (m := _MINUS_LEFT.search(text, max(0, q.start - 10), q.start)):
            restated = _BELOW_ZERO_RESTATED.match(text, q.end)
            q = replace(q, start=m.start(), end=restated.end() if restated else q.end, value=-q.value)
        out.append(q)
    if "\u00b0" in text:
        taken = SpanSet([(q.start, q.end) for q in out])
        for m in _GLUED_BELOW_ZERO.finditer(text):
            if not taken.overlaps(m.start(), m.end()) and not blocked.overlaps(m.start(), m.end()):
                out.append(QuantityMatch(m.start(), m.end(), -float(m.group("n")), "degree_f",
                                         comparator_from_context(text, m.start(), m.end(), "degree_f", pol)))
        out.sort(key=lambda q: (q.start, q.end))
    return out


_HALF_STORIES_AFTER = re.compile(rf"{rx.PAREN_DOUBLE}?\s+stor(?:y|ies)\b", _I)
_HYPHEN_RANGE = re.compile(
    # (opening on the digit, the look-behinds after it, lets the engine skip to digits in C)
    # (thousands too, in square feet: "2,500-9,999 sq. ft.", Valparaiso IN's inspection fees)
    r"(?P<a>\d(?<![\w§.\-/$:]\d)(?<!No\.\s\d)(?<!Nos\.\s\d)\d{0,2}(?:,\d{3})*(?:\.\d+)?)[ \t]?[-\u2013][ \t]?(?P<b>\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?![\d\-.]\d|\d)"
    rf"[ \t]*(?P<u>percent\b|per\s+cent\b|%|f(?:ee|oo)t\b|inch(?:es)?\b|days\b|hours\b|minutes\b|months\b|years\b|miles\b"
    r"|sq\.[ \t]*ft\.?|square\s+f(?:ee|oo)t\b)", _I)
_DURATION_WINDOW = re.compile(
    rf"\b(?:no|not)\s+(?:earlier|sooner)\s+than\s+(?P<a>{rx.NUMBER}){rx.NUM_UNIT_GAP}(?P<u1>{rx.UNIT})\s*,?\s+"
    rf"(?:and|nor|but)\s+(?:(?:no|not)\s+)?later\s+than\s+(?P<b>{rx.NUMBER}){rx.NUM_UNIT_GAP}(?P<u2>{rx.UNIT})", _I)


# A requirements table flattened to "label: value" rows, the unit in the label ("Minimum distance
# between Private Street connections to Street (linear ft.):  150", "Minimum number of Parking
# Spaces per Manufactured Home Space:  2"): the bare number is the requirement. Acres and
# gallons have no contract unit; a label with no unit says nothing of the number.
_LABEL_ROW = re.compile(
    r"^[ \t]*(?P<label>(?P<bound>Minimum|Maximum|Min\.|Max\.)?[ \t]*(?P<count>(?i:number\s+of)\b)?[^:\n]{3,200}?)[ \t]*:"
    # (a value cell with its unit, "60 feet": short and opening on the number, not a sentence after a
    # "Minimum requirements:" lead-in)
    r"[ \t]+(?:(?P<num>\d{1,3}(?:,\d{3})*(?:\.\d+)?)[ \t]*$|(?P<rest>(?=[\d$]|(?i:one|two|three|four|five|six|seven|eight|nine|ten)\b)[^\n]{1,40}$))", re.M)
_LABEL_UNIT = re.compile(
    r"\b(?:(?P<sqft>sq\.\s*ft\.?|square\s+f(?:ee|oo)t)|(?P<ft>(?:linear|lineal)\s+(?:f(?:ee|oo)t|ft\.?)|feet|foot|ft\.)"
    r"|(?P<in>inches)|(?P<pct>percent)|(?P<other>acres?|gallons?|miles?|units?\s+per))", re.I)


def _label_rows(text: str, blocked: "_Blocked", taken: SpanSet, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    for m in _LABEL_ROW.finditer(text):
        if m.group("bound") is None and m.group("count") is None:
            continue
        bound = (m.group("bound") or "").lower()
        cmp = "min" if bound.startswith("min") else "max" if bound.startswith("max") else "exact"
        if m.group("rest") is not None:
            if bound:
                # "Minimum Manufactured Home Space width:  60 feet": the label's bound is the value's
                rs, re_ = m.span("rest")
                out = [replace(q, comparator=cmp) if rs <= q.start < re_ and q.comparator != "range" else q for q in out]
            continue
        s, e = m.span("num")
        if taken.overlaps(s, e) or blocked.overlaps(s, e):
            continue
        # ("Maximum number of Manufactured Home Spaces per acre:  8": a count, the acre its divisor)
        units = [u for u in _LABEL_UNIT.finditer(m.group("label"))
                 if not (m.group("count") and m.group("label")[max(0, u.start() - 4):u.start()].lower() == "per ")]
        last = units[-1] if units else None
        if last is not None and last.group("other"):
            continue
        unit = ("square_foot" if last.group("sqft") else "foot" if last.group("ft") else "inch" if last.group("in")
                else "percent") if last is not None else "count" if m.group("count") else None
        value = _value(m.group("num"))
        if unit is None or value is None:
            continue
        out.append(QuantityMatch(s, e, value, unit, cmp))
    return out


# ... or a schedule's rows set off by a gap, the unit in parentheses in the label or on the line under it, the cell maybe carrying
# footnote letters: "Maximum Height of Principal Building (feet)       45(e)(f)", "Minimum Front Yard Setback of Principal Building  5(a)"
# / "(feet)" (South Euclid OH's development standards): the bare figure, bounded by the label's word
_GAP_LABEL_ROW = re.compile(
    r"^[ \t]*(?P<bound>Minimum|Maximum)\b(?P<label>[^\n:]{3,80}?)[ \t]{2,}(?P<num>\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?:\([a-z]\))*[ \t]*"
    r"(?:\n[ \t]*\((?P<u2>feet|square[ \t]+feet|inches)\)[ \t]*$|$)", re.M)
_LABEL_UNIT_PAREN = re.compile(r"\((?P<u>feet|square[ \t]+feet|inches)\)[ \t]*$")
_GAP_UNITS = {"feet": "foot", "square feet": "square_foot", "inches": "inch"}


def _gap_label_rows(text: str, blocked: "_Blocked", found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    taken = SpanSet([(q.start, q.end) for q in found])
    for m in _GAP_LABEL_ROW.finditer(text):
        unit = m.group("u2") or ((u := _LABEL_UNIT_PAREN.search(m.group("label"))) and u.group("u"))
        s, e = m.span("num")
        value = _value(m.group("num"))
        if not unit or value is None or taken.overlaps(s, e) or blocked.overlaps(s, e):
            continue
        out.append(QuantityMatch(s, e, value, _GAP_UNITS[" ".join(unit.split())], "min" if m.group("bound") == "Minimum" else "max"))
        taken.add(s, e)
    return sorted(out, key=lambda q: q.start)


# A dimension table flattened one cell per line, the unit in the row's label (Municode's zoning tables:
# "Front setback (in feet)" / "0" / "Maximum building height (in feet)" / "35" / "50"): each cell
# below the label is a requirement in that unit, until a line that is neither a cell nor a short
# sub-row label ("Local", "Collector"). "10/5 2" is two alternatives and a footnote mark. The bound
# comes from the label: a maximum or a height or coverage is a ceiling, a minimum, a setback, a
# buffer, a width, a frontage or an area a floor.
_UNIT_LABEL_LINE = re.compile(
    r"^(?P<label>[^\n()]{3,80}?)[ \t]*\([ \t]*in[ \t]+(?P<u>feet|square[ \t]+feet|percent)[ \t]*\)[ \t]*:?[ \t]*(?:\d{1,2}[ \t]*)?$",
    re.M | _I)
_CELL_LINE = re.compile(r"[ \t]*(?P<v>\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?:[ \t]*/[ \t]*(?P<v2>\d{1,3}(?:,\d{3})*(?:\.\d+)?))?(?:[ \t]+\d{1,2})?[ \t]*$")
_SUBROW_LINE = re.compile(r"[ \t]*[A-Za-z][A-Za-z\-]*(?:[ \t]+[A-Za-z][A-Za-z\-]*){0,3}[ \t]*$")
_CEILING_LABEL = re.compile(r"\bmax|\bheight|\bcoverage", _I)
_FLOOR_LABEL = re.compile(r"\bmin|setback|buffer|\bwidth|frontage|\barea\b|\bdepth", _I)
_TABLE_UNITS = {"feet": "foot", "square feet": "square_foot", "percent": "percent"}


def _dimension_table(text: str, blocked: "_Blocked", found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    taken = SpanSet([(q.start, q.end) for q in found])
    for m in _UNIT_LABEL_LINE.finditer(text):
        unit = _TABLE_UNITS[" ".join(m.group("u").lower().split())]
        label = m.group("label")
        cmp = "max" if _CEILING_LABEL.search(label) else "min" if _FLOOR_LABEL.search(label) else "exact"
        pos = m.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            cell = _CELL_LINE.fullmatch(text, pos, end)
            if cell is None and not _SUBROW_LINE.fullmatch(text, pos, end):
                break
            for g in ("v", "v2") if cell else ():
                if cell.group(g) is not None and not taken.overlaps(*cell.span(g)) and not blocked.overlaps(*cell.span(g)):
                    out.append(QuantityMatch(cell.start(g), cell.end(g), _value(cell.group(g)), unit, cmp))
            pos = end + 1
    return out


# A table flattened one cell per line whose unit is printed once, in a column header (Detroit's
# parking schedules: "Use Category" / "Specific Land Use" / "Off-Street Parking Spaces Required" /
# "Maximum Distance (feet)", then rows "Emergency shelter" / "1 per 2 employees" / "100"): a cell that
# is a bare number ("100", "100; except ...", "1,320 where ...") is a requirement in the header's unit,
# bounded by the header's label, until the table ends (a history note, a section heading, a blank
# line). A header with the cells right below it is a row label (_dimension_table's layout), and a
# second unit header in the same table makes a bare number's column unknown: neither is read here.
_COLUMN_UNIT_HEAD = re.compile(
    r"^(?P<label>[A-Za-z][^\n()]{2,60}?)[ \t]*\([ \t]*(?P<u>feet|ft\.?|square[ \t]+feet|sq\.?[ \t]*ft\.?|percent|%|inches|miles)"
    r"[ \t]*\)[ \t]*$", re.M | _I)
_BARE_CELL = re.compile(
    r"[ \t]*(?P<v>\d{1,3}(?:,\d{3})*(?:\.\d+)?)(?=[ \t]*(?:$|;|,?[ \t]+(?:where|except|unless)\b))", _I)
_TABLE_END = re.compile(r"[ \t]*(?:\((?:Code|Ord|Res)\b|(?:Sec\.|Section|\u00a7)[ \t]*\d)")
_COLUMN_UNITS = {"feet": "foot", "ft": "foot", "ft.": "foot", "square feet": "square_foot", "percent": "percent",
                 "%": "percent", "inches": "inch", "miles": "mile"}


def _count_between(text: str, s: int, e: int, value: float) -> QuantityMatch | None:
    """A count's two bounds with the noun printed once, after the second ("more than 25 but fewer
    than 500 parcels", "one, but not more than three alternate members"), or a measure's with its
    unit printed so ("more than 10 but less than 30 percent"); None if neither."""
    if text.find("than", e, e + 36) < 0:
        return None  # (cheap test first: most numbers have no second bound)
    if (paren := _PAREN_AT.match(text, e)) is not None:
        e = paren.end()  # the first bound restated: "at least ten (10), but not more than twenty (20) days" (Hatch UT)
    if _MORE_THAN_LEFT.search(text, max(0, s - 16), s):
        two = _BUT_FEWER_AFTER.match(text, e)
    elif _LEAST_LEFT.search(text[max(0, s - 16):s]):
        # "At least 15 but not more than 45 days", "not less than six, nor more than 21, days": the
        # ceiling the unit-bound patterns read, here with the unit printed once after it
        two = _NOR_AFTER.match(text, e)
    else:
        two = _BUT_NOT_MORE_AFTER.match(text, e)
    if two is None or (v2 := _value(two.group("n2"))) is None or v2 <= value:
        return None
    if two.groupdict().get("u2") and (unit := canonical_unit(two.group("u2"))):
        return QuantityMatch(s, two.end(), value, unit, "range", value_high=v2)
    end2 = two.end() + 1 if text.startswith(",", two.end()) else two.end()  # ("..., 21, days")
    if (u := _UNIT_AFTER.match(text, end2)) is not None:
        # ("more than 10 but less than 30 percent": the unit printed once, after the second)
        unit = canonical_unit(u.group("unit"))
        return QuantityMatch(s, u.end(), value, unit, "range", value_high=v2) if unit else None
    restated = _PAREN_AT.match(text, two.end())
    noun = rx.COUNT_BOUND_NOUN.match(text, restated.end() if restated else end2)
    if noun is None or noun.group("ormore"):
        return None
    return QuantityMatch(s, noun.end(), value, "count", "range", value_high=v2)


def _column_unit_table(text: str, blocked: "_Blocked", found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    taken = SpanSet([(q.start, q.end) for q in found])
    for m in _COLUMN_UNIT_HEAD.finditer(text):
        u = " ".join(m.group("u").lower().split())
        unit = _COLUMN_UNITS.get(u) or ("square_foot" if u.startswith("sq") else None)
        if unit is None or _CELL_LINE.fullmatch(text, m.end() + 1, _line_end(text, m.end() + 1)) \
                or _COLUMN_UNIT_HEAD.search(text, max(0, m.start() - 400), max(0, m.start() - 1)):
            continue
        label = m.group("label")
        cmp = "max" if _CEILING_LABEL.search(label) else "min" if _FLOOR_LABEL.search(label) else "exact"
        pos, cells = m.end() + 1, []
        while pos < len(text):
            end = _line_end(text, pos)
            if not text[pos:end].strip() or _TABLE_END.match(text, pos, end):
                break
            if _COLUMN_UNIT_HEAD.match(text, pos, end):
                cells = []  # (a second unit column: whose is a bare number?)
                break
            cell = _BARE_CELL.match(text, pos, end)
            if cell is not None and not taken.overlaps(*cell.span("v")) and not blocked.overlaps(*cell.span("v")):
                cells.append(QuantityMatch(cell.start("v"), cell.end("v"), _value(cell.group("v")), unit, cmp))
            pos = end + 1
        out.extend(cells)
    return out


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


# A fee schedule keyed by floor area, two columns flattened to rows (Pitkin County's impact fees:
# "Square Feet of Heated Space    Impact Fee" / "1,000    $4,908" / "15,000 & Larger    $29,193"): the
# first column's number is an area in square feet (the fee is found on its own), "& Larger" a floor.
_AREA_COLUMN_HEAD = re.compile(r"^[^\n]*\bSquare\s+Feet\b[^\n]*$", re.M)
_AREA_FEE_ROW = re.compile(
    r"^[ \t]*(?P<v>\d{1,3}(?:,\d{3})+|\d{3,6})(?P<more>[ \t]*(?:&|and|or)[ \t]*(?:Larger|Greater|More|Over|Above))?[ \t]{2,}\$[ \t]*\d",
    re.M | _I)


def _area_fee_table(text: str, blocked: "_Blocked", found: list[QuantityMatch]) -> list[QuantityMatch]:
    out = list(found)
    taken = SpanSet([(q.start, q.end) for q in found])
    for head in _AREA_COLUMN_HEAD.finditer(text):
        pos = head.end() + 1
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            row = _AREA_FEE_ROW.match(text, pos, end)
            if row is None:
                # (the header's second line, "Space    Impact Fee", and blank lines go on; prose ends it)
                if text[pos:end].strip() and not _SUBROW_LINE.fullmatch(text, pos, end):
                    break
                pos = end + 1
                continue
            s, e = row.span("v")
            if not taken.overlaps(s, e) and not blocked.overlaps(s, e):
                e2 = row.end("more") if row.group("more") else e
                out.append(QuantityMatch(s, e2, _value(row.group("v")), "square_foot", "min" if row.group("more") else "exact"))
            pos = end + 1
    return out


# "not less than $100,000 per person, $300,000 per accident": the comparator is printed once
# for the whole list of amounts; so in "a minimum dimension of 12 inches by 18 inches" and
# "within five feet ahead or 15 feet to the rear".
_LIST_GAP = re.compile(
    r"(?:\s+(?:per|for)\s+(?:one\s+|each\s+|any\s+)?[a-z]+)?\s*,\s*(?:and\s+|or\s+)?"
    r"|\s+(?:by|x|\u00d7)\s+"
    r"|(?:\s+(?:ahead|behind|in\s+front|to\s+the\s+(?:rear|front|side)|on\s+(?:either|each)\s+side"
    r"|wide|long|high|deep|thick)|\s+(?:per|for)\s+(?:one\s+|each\s+|any\s+)?[a-z]+)?,?\s+(?:and|or)\s+", _I)
# "the 500-foot limit established in subsection (a)": a definite reference to a limit the text
# has stated; it bounds the way the statement does.
_LIMIT_NOUN_AFTER = re.compile(
    r"\s+(?:limit|buffer|setback|separation|distance|radius|zone|requirement|restriction)s?\b", _I)
_THE_LEFT = re.compile(r"\bthe\s+$", _I)


# "$2.85 for each $5,000", "two dollars for each one thousand dollars", "$25 per $100": an amount per
# step of another amount is one quantity, the rate; the step is its basis (spanned with it, as the
# labellers of Madison, San Mateo, Kirkland and Richmond count it).
# (a comma before "but": "seventy-five (75) or more attendees, but less than two hundred (200) attendees", Washington County UT)
_BAND_GAP = re.compile(r"(?:\s+|\s*,\s*)(?:but|and)\s+(?:fewer|less)\s+than\s+")
# "Assessments of $500 or more but less than $1,000 shall be paid within two years" (Payson AZ): one band of amounts
# (or joined by "and": "For work and equipment costing $300 and less than $500", Clayton NM's fee table)
_MONEY_BAND_GAP = re.compile(r"\s+(?:or\s+(?:more|greater)\s*,?\s*but|and)\s+less\s+than\s+", _I)
_NUMBERED_NAME_LEFT = re.compile(r"(?:\b(?:Section|Sec\.|Chapter|Article|Title|No\.|Nos\.|Rule|Part)|§)\s*$", _I)
# (the low end restated in figures too: "a two (2) or three (3) wheel vehicle", Elko NV)
_OR_LOW_BEFORE = re.compile(rf"(?<![\w$.,(\-])(?<!,\s)(?P<n>{rx.ONES_WORD}|{rx.TENS_WORD}|\d{{1,3}})(?:[ \t]*\(\d{{1,3}}\))?(?:[ \t]*\n[ \t]*|[ \t]+)or(?:[ \t]*\n[ \t]*|[ \t]+)$", _I)
_COUNT_LOW_BEFORE = re.compile(rf"(?<![\w$.])(?P<n>{rx.NUMBER})(?:[ \t]*\(\d+\))?\s+through\s+$", _I)
# "maintains from five to a maximum of ten dogs" (Willcox AZ): the low end a bare number after "from", one range
_FROM_LOW_TO_MAXIMUM = re.compile(rf"\bfrom\s+(?P<n>{rx.NUMBER})(?:[ \t]*\(\d+\))?\s+to\s+(?:a\s+|the\s+)?maximum\s+of\s+$", _I)
_PER_AMOUNT_GAP = re.compile(r"\s+(?:for\s+(?:each|every)|per|of\s+each)\s+(?:additional\s+)?")


_SCALE_TO_GAP = re.compile(r"\s+to\s+")
_SCALE_FROM_LEFT = re.compile(r"\bscale\s+(?:of\s+)?from\s+$", _I)
_TIMES_END = re.compile(r"(?:\btimes|\btwice)$", _I)
_MULTIPLIER_BAND_GAP = re.compile(r"\s+(?:nor|but\s+not|and\s+not)\s+more\s+than\s+", _I)


def _carry_list_comparators(text: str, found: list[QuantityMatch]) -> list[QuantityMatch]:
    out: list[QuantityMatch] = []
    for q in found:
        prev = out[-1] if out else None
        if (prev is not None and prev.unit == "usd" == q.unit and prev.value_high is None and q.value_high is None
                and prev.end <= q.start and _PER_AMOUNT_GAP.fullmatch(text, prev.end, q.start)):
            out[-1] = replace(prev, end=q.end)
            continue
        # "at least fifty (50) persons but fewer than one hundred (100) persons" (Boston's fee bands), "$500 or more
        # but less than $1,000" (Payson AZ): one band
        band_gap = _BAND_GAP if q.unit == "count" else _MONEY_BAND_GAP if q.unit == "usd" else None
        if (band_gap is not None and prev is not None and prev.unit == q.unit and prev.value_high is None and q.value_high is None
                and prev.value is not None and q.value is not None and prev.value < q.value and prev.end <= q.start
                and band_gap.fullmatch(text, prev.end, q.start)):
            out[-1] = replace(prev, end=q.end, value_high=q.value, comparator="range")
            continue
        # "located a minimum of 12-inches to a maximum of 18-inches from each edge" (Decatur IN's rebar): a lower bound
        # joined by "to" to the upper one is one range (not "and", where the two may bound different things)
        # ("not less than a one-month period and not\nmore than a three-month period" (Hart MI): the two bounds of one period,
        # the noun printed with each, the range spanning the second's noun too)
        if (prev is not None and prev.comparator == "min" and q.comparator == "max" and prev.unit == q.unit
                and prev.value_high is None and q.value_high is None and prev.value is not None and q.value is not None
                and prev.value < q.value and prev.end <= q.start):
            if _MIN_TO_MAX_GAP.fullmatch(text, prev.end, q.start) and _MINIMUM_OF_LEFT.search(text, max(0, prev.start - 16), prev.start):
                out[-1] = replace(prev, end=q.end, value_high=q.value, comparator="range")
                continue
            if _PERIOD_BOUNDS_GAP.fullmatch(text, prev.end, q.start) and (period := _PERIOD_AFTER.match(text, q.end)):
                out[-1] = replace(prev, end=period.end(), value_high=q.value, comparator="range")
                continue
        # "at a scale from one (1) inch equals ten (10) feet to\none (1) inch equals fifty (50) feet" (Clarksburg WV): the scales
        # a drawing may take, one range, from the smaller ratio to the larger
        if (prev is not None and prev.unit == q.unit == "ratio" and prev.value_high is None and q.value_high is None
                and prev.value is not None and q.value is not None and prev.value != q.value and prev.end <= q.start
                and _SCALE_TO_GAP.fullmatch(text, prev.end, q.start) and _SCALE_FROM_LEFT.search(text, max(0, prev.start - 24), prev.start)):
            out[-1] = replace(prev, end=q.end, value=min(prev.value, q.value), value_high=max(prev.value, q.value), comparator="range")
            continue
        # "not less than twice nor more than five times the amount of cost" (Carver County MN): a range of
        # multipliers, the first read alone as a frequency
        if (prev is not None and q.unit == "ratio" and q.comparator == "max" and prev.unit in ("count", "ratio")
                and prev.comparator == "min" and prev.value_high is None and q.value_high is None
                and prev.value is not None and q.value is not None and prev.value < q.value and prev.end <= q.start
                and _TIMES_END.search(text, prev.start, prev.end) and _MULTIPLIER_BAND_GAP.fullmatch(text, prev.end, q.start)):
            out[-1] = replace(prev, end=q.end, unit="ratio", value_high=q.value, comparator="range")
            continue
        if (q.comparator == "max" and q.value_high is None and q.value is not None and "aximum" in text[max(0, q.start - 12):q.start]
                and (low := _FROM_LOW_TO_MAXIMUM.search(text, max(0, q.start - 60), q.start))
                and (v := _value(low.group("n"))) is not None and v < q.value):
            q = replace(q, start=low.start("n"), value=v, value_high=q.value, comparator="range")
            if prev is not None and prev.start >= q.start:
                out[-1] = q  # ("a fine from $50 to a maximum of $500": the low end found on its own is the range's)
                continue
        # "one (1) through five (5) wards": the band's low end printed before "through", its noun once
        if (q.unit == "count" and q.value_high is None and q.value is not None
                and (low := _COUNT_LOW_BEFORE.search(text, max(0, q.start - 40), q.start))
                and (v := _value(low.group("n"))) is not None and v < q.value):
            q = replace(q, start=low.start(), value=v, value_high=q.value, comparator="range")
        # "having either two\nor three wheels" (Austin MN), "one or two dwelling units", "for one or two days": the two
        # numbers a band of what is counted or measured, the lower printed bare before "or" (as the labels read it, 24 of 24)
        if (q.comparator == "exact" and q.value_high is None and q.value is not None and q.value == int(q.value)
                and q.unit not in ("date", "usd") and "or" in text[max(0, q.start - 10):q.start]
                and (low := _OR_LOW_BEFORE.search(text, max(0, q.start - 16), q.start))
                and not _NUMBERED_NAME_LEFT.search(text, max(0, low.start() - 12), low.start())
                and (v := _value(low.group("n"))) is not None and v == int(v) and v < q.value
                and (prev is None or prev.end <= low.start("n") or (prev.start, prev.end) == low.span("n"))):
            if prev is not None and (prev.start, prev.end) == low.span("n"):
                out.pop()
            q = replace(q, start=low.start("n"), value=v, value_high=q.value, comparator="range")
        if (prev is not None and q.comparator == "exact" and prev.comparator in ("min", "max")
                and prev.unit == q.unit and prev.end <= q.start
                and _LIST_GAP.fullmatch(text, prev.end, q.start)):
            q = replace(q, comparator=prev.comparator)
        if (prev is not None and q.comparator == "exact" and prev.comparator in ("min", "max") and prev.unit != q.unit
                and text.startswith(")", q.end) and _OPEN_PAREN_GAP.fullmatch(text, prev.end, q.start)):
            # "for longer than two weeks (14 days)": the restatement in another unit bounds as the measure it restates
            q = replace(q, comparator=prev.comparator)
        out.append(q)
    return resolve_limit_references(text, out)


_OPEN_PAREN_GAP = re.compile(r"[ \t]*\([ \t]*")
_MIN_TO_MAX_GAP = re.compile(r"\s+to\s+(?:a\s+|the\s+)?maximum\s+of\s+", _I)
_PERIOD_BOUNDS_GAP = re.compile(r"\s+period\s*,?\s+(?:and|nor|but)\s+(?:not\s+)?(?:more|longer)\s+than\s+(?:a\s+|one\s+)?", _I)
_PERIOD_AFTER = re.compile(r"\s+period\b", _I)
_MINIMUM_OF_LEFT = re.compile(r"\bminimum\s+of\s+$", _I)


def resolve_limit_references(text: str, items: list) -> list:
    """Give "the N-foot limit" the comparator of the nearest earlier statement of the same
    value and unit in ``text`` that bounds it (min or max). ``items``: objects with ``start``,
    ``end``, ``value``, ``unit``, ``comparator`` in ``text`` offsets, in order (quantity matches
    of one clause, or a section's quantities in document offsets); returns the list updated."""
    out = list(items)
    for i, q in enumerate(out):
        if q.unit in ("date", "usd", "count") or not _LIMIT_NOUN_AFTER.match(text, q.end) \
                or not _THE_LEFT.search(text, max(0, q.start - 8), q.start):
            continue
        for p in reversed(out[:i]):
            if p.value == q.value and p.unit == q.unit and p.comparator in ("min", "max"):
                if p.comparator != q.comparator:
                    out[i] = replace(q, comparator=p.comparator)
                break
    return out
