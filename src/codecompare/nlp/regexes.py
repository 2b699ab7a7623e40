"""Named regex fragments for ordinance language, composed in one place (eyecite style).

Every pattern here is a plain string fragment or a compiled pattern built from fragments,
so a reader can see how `NUMBER` is made from `WORD_NUMBER` and `DIGIT_NUMBER`, and a
change to one fragment reaches every pattern that uses it.
"""
from __future__ import annotations

import re

from ..numbers import DENOMINATORS, ONES, TENS


def on_lines_with(pattern: re.Pattern, text: str, char: str, lines_below: int = 0) -> bool:
    """Whether ``pattern.search(text)`` finds a match, for a pattern each of whose matches holds ``char``, starts on
    that character's line and ends at most ``lines_below`` lines under it: only the lines that hold ``char`` are
    searched, so a long text with few of them costs a ``str.find`` instead of a scan that tries every position.
    A window runs from a line's start to a line's end, where ``^`` and ``$`` (``re.M``) match as in the whole text."""
    at = text.find(char)
    while at >= 0:
        start = text.rfind("\n", 0, at) + 1
        line_end = end = text.find("\n", at)
        for _ in range(lines_below):
            if end < 0:
                break
            end = text.find("\n", end + 1)
        if pattern.search(text, start, len(text) if end < 0 else end):
            return True
        if line_end < 0:
            return False
        at = text.find(char, line_end + 1)
    return False


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
# 1..99 as words: "ninety-four", "twenty four", "seven", "twenty-" hyphenated at a line end, "twenty\nsix" broken at one (Moorhead MN)
# or printed with a stray space ("thirty- nine").
# (or run together, the export's hyphen lost: "seventytwo hours", "twentyfive feet", Chinook MT)
UNDER_100 = rf"(?:{TENS_WORD}(?:(?:[ \-]|-[ \t]*\n?[ \t]*|[ \t]*\n[ \t]*|(?=(?i:one|two|three|four|five|six|seven|eight|nine)\b)){ONES_WORD}\b)?|{ONES_WORD})"
CARDINAL = (
    # ("one-hundred-eighty (180) days": hyphens throughout)
    rf"(?:{UNDER_100}(?:(?:\s+|-)hundred(?:(?:\s+|-)(?:and\s+)?{UNDER_100})?)?"
    # "one million dollars", "two million five hundred thousand"
    # (hyphened too: "one-million dollars per occurrence", Coralville IA)
    rf"(?:(?:\s+|-)million(?:\s+{UNDER_100}(?:\s+hundred(?:\s+(?:and\s+)?{UNDER_100})?)?(?=\s+thousand))?)?"
    # ("Eight thousand and five hundred square feet", Summerset SD; not "one thousand and two thousand")
    rf"(?:(?:\s+|-)thousand(?:\s+(?:and\s+)?{UNDER_100}(?:\s+hundred)?(?:\s+(?:and\s+)?{UNDER_100})?(?!\s+(?:thousand|million)\b))?)?)"
)
# "one-half", "three-fourths", "one fourth"; "three-\nfourths" hyphenated at a line's end (Bratenahl OH), "one- half (1/2)"
# with a stray blank (Reedsville WI)
# (not an ordinal: "the forty-fifth day" is no forty fifths, Aspen CO; a tens word before a singular
# ordinal is one number)
# (a line break between the words, with its hyphen or without: "three\nquarter inch", Andrews IN)
# (nor across a line break after the hyphen: "the twenty-\nfourth day of each month", Earlington KY)
WORD_FRACTION = (rf"(?:(?!(?i:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ \-]|-[ \t]*\n[ \t]*)"
                 rf"(?i:thirds?|fourths?|fifths?|sixths?|sevenths?|eighths?|tenths?|twelfths?|sixteenths?)\b){UNDER_100}(?:[ \-]|-[ \t]*\n?[ \t]*|[ \t]*\n[ \t]*){DENOM_WORD})")
# "one-and-one-half", "One-and one-fourth" (sic)
# (a scrape's line break inside it: "more than four\n and one-half percent (4½%)", Madison WI)
# ("eight and \u00bd inches", Lyons GA: the fraction printed as its sign)
# ("one and\none-half percent per month", Springboro OH: the break after "and")
WORD_MIXED = rf"(?:{CARDINAL}(?:[ \-]|\n[ \t]*)+and(?:[ \-]|\n[ \t]*)+(?:{WORD_FRACTION}|a[ \-]+(?:half|third|quarter)\b|[\u00bd\u00bc\u00be]))"
# The lookahead on first letters lets the regex engine skip most positions cheaply.
WORD_NUMBER = rf"(?:\b(?=[zotfsenZOTFSEN])(?:{WORD_MIXED}|{WORD_FRACTION}|{CARDINAL})\b)"

# Digits never glued to other digits, slashes or hyphenated section numbers.
# (a dot leader's last dot may touch the number: "Redemption fee .....50.00", Jefferson Parish LA)
# (a dash after a space separates, it joins nothing: "(b)   Side Yard -30 feet", Clear Lake IA)
# (the far side of a glued pair of lengths is a number too: "Parking stalls (9'x18')", Spanish Fork UT)
_DIGIT_LEFT = r"(?:(?<![\w/,§])|(?<=\d['\u2032\"\u2033][xX]))(?:(?<!-)|(?<=[ \t]-))(?:(?<=\.\.)|(?<!\.))"
DIGITS = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
DIGIT_FRACTION = r"(?:\d+\s*/\s*\d+)"
# Vulgar-fraction characters some exports keep: "½ inch", "1½ inches", "3 ¾ inches".
VULGAR = "\u00bd\u2153\u2154\u00bc\u00be\u2155\u2156\u2157\u2158\u2159\u215a\u215b\u215c\u215d\u215e"
# (digits and a fraction joined by "and": "1 and 1/4 (1.25) inches", "1\nand 4/100 (1.04) pounds", "1 and \u00bd", Vermillion
# SD; "2 and one-half inches")
# (the hyphen may end a line: "1-\n1/2 times the rate", Prosperity SC)
# (or the line break stands for the space, before a half, quarter or eighth and a word: "with a minimum of 1\n1/2 square
# feet", Grand Island NE)
# (or the fraction breaks after its slash: "greater than 1 1/\n2 inch per foot", Gallipolis OH)
# (or a blank after the hyphen: "a sphere 4- 3/8\u201d in diameter", Eagle Grove IA)
DIGIT_MIXED = (rf"(?:\d+(?:[ \-]|-[ \t]*\n?[ \t]*)\d+/(?:[ \t]*\n[ \t]*)?\d+|(?<![\d.])\d{{1,2}}[ \t]*\n[ \t]*[1357]/[248](?=[ \t]+[a-z])|\d+[ \-]?[{VULGAR}]|[{VULGAR}]"
               rf"|\d+(?:[ \t]+|[ \t]*\n[ \t]*)and(?:[ \t]+|[ \t]*\n[ \t]*)(?:\d+/\d+|[{VULGAR}]|{WORD_FRACTION})(?![\w/]))")
DIGIT_NUMBER = rf"(?:{_DIGIT_LEFT}(?:{DIGIT_MIXED}|{DIGIT_FRACTION}|{DIGITS})(?![\d/]|\.\d|-\d))"
# ("$  50.00", "$.09" in a fee schedule, "$.015 per sprinkler head" (Wake Village TX); "$1 ,000,000" with a stray space before its comma, Franklinville NY)
# (the scale word wrapped to the next line: "from $100,000 to $1\nmillion", Lockport IL)
# (a rate in hundred-thousandths without the dollar's zero: "$.01000/gallon", "$.011965/gallon", Carrollton OH)
MONEY = rf"(?:\$(?:\s|[ \t]{{2,3}})?(?:\d{{1,3}} ,\d{{3}}(?:,\d{{3}})*(?![\d,])|{DIGITS}(?:(?:[ \t]+|[ \t]*\n[ \t]*)(?:million|billion)\b)?|\.\d{{2,6}})(?![\d]))"
NUMBER = rf"(?=[\d$zotfsenZOTFSEN])(?:{MONEY}|{DIGIT_NUMBER}|{WORD_NUMBER})"

# "eight (8)", "Five Thousand Dollars ($5,000.00)": the parenthesized restatement.
# "48 (forty-eight) hours" restates in words.
# ("one hundred (100') feet": the restatement may carry the foot or inch mark; "one and one-half
# inches (1-1/2\")")
# (a vulgar fraction spaced from its whole: "one and one half (1 \u00bd) inch", Edon OH)
# (a restated fraction broken after its slash: "one-third (1/\n3) of the cost", Monticello UT)
# (in square brackets too: "a two [2] inch lift of blacktop on a four\n[4] inch base", Edgar WI)
# (the figure one misprinted as a letter by a scan, "one (I) chaperone", "one (l) door": Edgar WI, seven times in four texts)
PAREN_DOUBLE = rf"(?:\s*[(\[]\s*(?:\$?\s*(?:[\d,]+(?:\.\d+)?|\.\d+)(?:[\s\-]\d+/\d+|/(?:[ \t]*\n[ \t]*)?\d+)?['\u2032\u2019\"\u2033\u201d]?|\d*[ \t]?[{VULGAR}]|{WORD_NUMBER}|(?<=[Oo]ne[ \t]\()[Il](?=\)))\s*[)\]])"

# ---------------------------------------------------------------- units
# ("in." may end the clause: a flattened table's row "Length: 38 in.          Length: 62 in." is a clause of its own, New
# Franklin OH)
UNIT = (
    # (hyphened in a compound: "One 1,000-square-foot off-street loading area", Clarion IA)
    r"(?:square(?:\s+|-(?=foot\b))f(?:ee|oo)t|sq\.\s*ft\.?|ft\.?²|cubic\s+yards?|cu\.\s*yds?\.?"
    # (square feet abbreviated right after the digits: "24sf", "1,000 SF", "200 s.f."; Charlotte NC's sign tables)
    r"|(?:(?<=\d)|(?<=\d[ \t]))(?:sf|SF|s\.f\.)(?![\w\-])"
    # (a shoreline or frontage measured along the lot's front: "more than three motorized boats per 100 front feet", Lake Lure NC)
    # (a cable's length: "(1,625) cable meters (5,280 cable feet)", Eagle ID)
    # (a distance by road in miles: "within 25 linear miles of the location of the private tow-away zone", Leesburg OH)
    r"|lineal\s+f(?:ee|oo)t|linear\s+f(?:ee|oo)t|front\s+f(?:ee|oo)t\b|(?:lineal|linear)\s+inch(?:es)?\b|linear\s+miles?\b|(?:vertical|horizontal|lateral|cable)\s+f(?:ee|oo)t\b"
    # (gauge pressure, "3.5 PSIG", Lake Orion MI)
    # ("capable of withstanding a pressure of 100 pounds to the square inch", Matteson IL)
    r"|pounds?\s+(?:per|to\s+the)\s+square\s+inch|p\.?s\.?i\.?(?:g\.?)?\b|psia\b"
    # (not a foot-candle, a unit of light the contract has no name for: "0.3 foot candles", Kingsland GA; broken at the
    # line, "ten (10) foot\ncandles", Edgar WI)
    # (nor a yard that names a thing: "No more than two yard sales", Fredericksburg VA; "two yard waste carts")
    r"|inch(?:es)?\b|in\.(?=\s|\Z)|f(?:ee|oo)t\b(?![ \t\-]+[Cc]andles?\b|[ \t]*\n[ \t]*[Cc]andles?\b)|ft(?![A-Za-z])\.?"
    r"|yards?\b(?![ \t]+(?:sales?|waste|debris|trimmings|clippings|signs?)\b)|yds?\.?(?=\s)|miles?\b"
    # (a rate's "lb/year" too: "B.O.D.   7.1 lb/year", Waterville OH's loadings)
    r"|pounds?\b|lbs?\.?(?=[\s,;)]|/(?:year|yr|day|month|week)\b|$)|sacks?\b|bags?\b"
    # Foot and inch marks right after the digits: 30', 36", 6′, 7'6".
    # (a word processor's curly apostrophe for the foot mark: "15\u2019 or above", Charlotte NC; not "the 1990\u2019s")
    # (only before what follows a length: a closing quote "\u2018Tier 2\u2019 trees" is none; "of" and a parenthesis too: "within
    # a distance of 30\u2019 of a small tree", "small trees \u2013 2\u2019 (4\u2019tree lawn)", Strongsville OH)
    # (a direction or a "+/-" after it too: "starts 1010\u2019 +/- south of Cottage St.", "to 445\u2019 east of", Adel IA)
    # ("minimum dimensions of 5\u2019 x 10\u2019 with height of six feet", DeWitt IA)
    # (not a chemical name's locant: "a 2'- methoxyphenyl group", Edgar WI)
    r"|(?<=\d)['\u2032](?!(?![xX]\d)[A-Za-z_'])(?![ \t]*-[ \t]?(?:\n[ \t]*)?(?!(?:high|wide|long|deep|tall|thick|width|height|length|depth|setback|radius)\b)[a-z]{4,})|(?<=\d)\u2019(?=[ \t]*(?:$|[\n,;.)(\-\u2013\u2014\d+]|(?:or|x|X|by|in|to|up|from|wide|high|tall|deep|long|min|max|minimum|maximum|setback|buffer|of|and|north|south|east|west|beyond|past|along|with)\b))"
    # (after a fraction glyph too: "1 \u00bc\u201d Meter", a meter-size column, Akron IN)
    rf"|(?<=[\d{VULGAR}])[\"\u2033\u201d](?!(?![xX]\d)\w)"
    r"|percent(?:um)?\b|per\s+cent(?:um)?\b|%"
    # (the cent sign too: "a daily penalty of 50\u00a2", Baltimore)
    r"|dollars?\b|cents?\b|\u00a2|mills?\b(?![\-\u2019'])"
    r"|minutes?\b|hours?\b|hrs?\.?(?=\s)"
    # "thirty (30) consecutive calendar days", "72 consecutive hours", "two additional years"
    # ("1 academic year (2 semesters)", Baltimore art. 18)
    # ("three (3)\nconsecutive or nonconsecutive days", Pikeville KY)
    r"|(?:consecutive\s+or\s+non-?consecutive\s+"
    # ("five consecutive rainfall-free\ndays", Charlestown IN)
    # ("two normal business days", Hagerstown IN)
    # ("adjustments shall be made for the two preceding months", Earlington KY)
    # ("A WEEK shall be defined as seven camping days", Wetumka OK)
    # ("recording at least 12 uninterrupted hours", Independence IA)
    r"|(?:(?:consecutive|non-?consecutive|continuous|uninterrupted|successive|cumulative|calendar|full|additional|further|regular|normal|academic|preceding|previous"
    r"|camping|school"
    # ("a minimum course of study of not less then\none hundred (100) instructional hours", Fremont MI)
    r"|instructional|training|classroom"
    # ("A vehicle that is three or more model years old", Linton IN)
    r"|model(?=\s+years\b)"
    r"|rain(?:fall)?[\s\-]free)\s+){1,2})"
    # ("within two normal workdays after filing", Rochester WI)
    # (not "year round", an adjective: "regularly serves at least twenty five (25) year round residents", Payette ID)
    r"(?:(?:business|working)\s+(?:days?|hours?)|work\s?days?|minutes?|hours?|days?|weeks?|months?|years?(?![ \t\-]+round\b))\b"
    r"|fiscal\s+years?\b"
    # "such three-working-day period"
    r"|(?<=-)(?:business|working)-day\b(?=\s+period)"
    # ("such ten business-day period", Senoia GA; "within three (3) workdays", Boston)
    # ("every five work-\nday period", Carthage NC: the hyphen ending a line)
    r"|(?:business|working)-days?\b|work-(?:[ \t]*\n[ \t]*)?days?\b|work\s?days?\b"
    r"|(?:business|working)\s+hours?\b"
    r"|(?:business|working)\s+days?\b|days?'?(?=\W|$)"
    # ("within one city business day", Albuquerque NM; "within 72 hours\nor 2 city working days", Midway KY)
    # ("within five (5) village business days", Lake Bluff IL)
    r"|(?:city|village|town|county)\s+(?:business|working)\s+days?\b"
    r"|weeks?\b|months?\b|years?\b(?![ \t\-]+round\b)"
    # abbreviated in a schedule's cells: "w/in 5 yrs.", "within 12 mos." (Madison WI)
    r"|yrs?\.(?=[\s,;)]|$)|yrs\b|mos?\.(?=[\s,;)]|$)|mos\b"
    # ("160\u00b0 Fahrenheit", Somerville's body art rules)
    # (or the masculine ordinal printed for the degree sign: "above 120\u00baF", Tillamook OR)
    r"|[°\u00ba]\s*(?:F\b\.?|Fahrenheit\b)|degrees?\s+(?:F\b\.?|Fahrenheit\b))"
)
# A count bound printed around a number of any noun: "no more than four newsracks", "two or
# more stores", "only one certificate". Left part anchored at the end of the text before the
# number; the noun is one lowercase word (two when the second is plural: "shopping carts").
COUNT_BOUND_LEFT = re.compile(
    # ("$10.00 per 100 participants": the divisor of a rate counts too)
    # ("with a minimum frequency of four times per year", Rincon GA)
    # ("more than a total of six reptiles", Jay OK)
    # (the bound's word alone before a count in halves: "Minimum two and one-half spaces per unit", Newburg WI)
    r"(?:\b(?P<neg>(?:no|not)\s+)?(?:more|fewer|less)\s+than(?:\s+a\s+(?:combined\s+)?total\s+of)?|\bat\s+least|\ba\s+(?:maximum|minimum)\s+(?:frequency\s+)?of|\bup\s+to|\bonly|\bper"
    r"|(?<![\w\-])(?:[Mm]inimum|[Mm]aximum))\s+$",
    re.I,
)
COUNT_STOP = _COUNT_STOP = (
    r"(?:of|the|a|an|and|or|nor|any|such|other|more|less|fewer|than|per|plus|which|that|who|whom|whose|it|is|are|was|were"
    r"|be|been|has|have|shall|may|must|will|can|to|in|on|at|by|for|from|with|within|into|if|as|so|hundred|thousand|through"
    # (nor a number word: "not less than two two and one-half inch outlets", Elizabethtown KY, counts no "two")
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    # (a conjunction is no noun: "more than fifteen but not more than twenty-five", Somerville MA)
    r"|but|not|yet"
    # (an ordinal's last word: "if the twenty fifth falls on a Saturday" counts no falls, Chester MT)
    r"|(?<=ty[ \t])(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)"
    # the first word of a unit the unit pattern does not know ("three cubic feet")
    r"|cubic|square|linear|lineal|million|billion"
    # a pH's "standard units" ("a pH less than 5.0 or more than 10 standard units", Cedartown GA)
    r"|standard(?=\s+units?\b)"
    # units the contract has no name for: an angle or a noise level is not a count of anything
    # (a horse's height in hands: "14 hands, two inches high", Anne Arundel County MD)
    # (a cord of firewood is a volume: "Outdoor fuel storage is limited to two (2) cords of wood", Frazee MN)
    r"|degrees?|decibels?|dba|hands|miles?|mph|acres?|gallons?|gal|barrels?|bbls?|gpd|gpm|mgd|tons?|cords?|foot[ \t\-]?\n?[ \t]*candles?|lumens?|lux|ppm|ppb|seconds?|horsepower|hp|watts?|volts?|brake"
    # (a grain of hardness, a mass: "at least four\nthousand (4,000) grains of hardness removed per pound of salt", Reedsville WI)
    r"|grains?"
    # (nor a year that names an event: "the minor and major [one hundred (100) year event]", Edgar WI; "the three most recent
    # calendar years" are counted)
    r"|year(?=[ \t\-]+(?:flood|storm|event|frequency|recurrence|rain|floodplain)\b)"
    # (a dry measure: "shall not exceed two bushels", Hodgenville KY)
    r"|bushels?|pecks?"
    # (a surveyor's rods and chains: "thence north 20 rods", Fort Madison IA's cemetery description)
    r"|rods|chains(?=[ \t]+(?:north|south|east|west|to|thence)\b)"
    # (an area's qualifier before its unit: "five (5) gross contiguous acres", Spanish Fork UT)
    r"|gross|net"
    # ("four hundred (400) mg/l total FOG", Waukee IA)
    r"|grams?|kilograms?|milligrams?|mg|ounces?|fluid|quarts?|pints?|liters?|litres?|millilit(?:er|re)s?|ml|nephelometric|volts?|watts?|amperes?|milliamperes?|milliamps?|amps?"
    # electric power and a concentration ("a nameplate capacity of 100 kilowatts or less", Linwood NJ; "more
    # than three hundred (300) parts per million", Pella IA)
    # (nor a mix's proportion: "one part cement, three parts sand or screenings, and five parts crushed stone", Crestline OH)
    r"|kilowatts?|megawatts?|kilovolts?|kw|kwh|mw|btus?|Btus?|BTUs?|parts(?=\s+(?:per\s+(?:million|billion|thousand)|sand|cement|gravel|crushed|stone|lime|aggregate|water)\b)"
    # metric lengths ("a distance of not less than ten meters (32.8\nfeet)", Weston FL: meters restated in feet; not
    # water or parking meters, "two or more meters", counted)
    # (or meters restating feet in parentheses: "at fifty feet\n(fifteen meters) from such device", Girard OH)
    r"|(?:centi|milli|kilo)met(?:er|re)s|met(?:er|re)s(?=[ \t]*\([ \t]*\d[\d.,]*\s*(?:feet|foot|ft|inch)|[ \t]*\))"
    # metric lengths and a camera's resolution ("one centimeter high", "four megapixels")
    r"|centimet(?:er|re)s?|millimet(?:er|re)s?|kilomet(?:er|re)s?|megapixels?|pixels?"
    # a sound level's reference pressure ("The standard pressure is 20 micronewtons/meter", Chatham County NC)
    r"|(?:micro)?newtons?|(?:micro|kilo)?pascals?|hertz|hz"
    # (and a decibel's definition: "the ratio between two (2) quantities which are proportional to power", "the ratio of two
    # (2) amounts of power", "one (1) dyne per square centimeter", Edgar WI; a metric ton, "five (5.0) metric tons", Meadow UT)
    r"|dynes?|quantities(?=\s+which\b)|amounts(?=\s+of\s+power\b)|metric(?=\s+tons?\b)"
    # (and a formula's factor: "In decibels 20 times the logarithm to the base ten", the same)
    r"|times(?=\s+the\s+(?:logarithm|log|square\s+root)\b)"
    # a film's thickness in thousandths of an inch ("bags of two mil thickness", Kirkland WA)
    r"|mils?"
    # a kind of dwelling with its hyphen left out ("one and two family dwellings", Linden WI): no count of dwellings
    r"|family(?=[ \t]*\n?[ \t]*(?:dwellings?|homes?|residences?|houses?|structures?|buildings?|units?)\b)"
    # the ends a distance is measured between ("measured from the two closest points", Kingsland and Emanuel
    # County GA; "the two most distant points", Austin TX): no count of anything (the labels agree, 5 of 5)
    r"|closest(?=\s+points?\b)|most(?=\s+distant\s+points?\b)|farthest(?=\s+points?\b)|furthest(?=\s+points?\b)"
    # the model sewer-use ordinance's "except where one building stands at the rear of another ... the whole
    # considered as one building sewer" (Hahira, Hinesville, Cedartown GA; Great Falls SC): no count (0 of 13 labelled)
    r"|building(?=\s+(?:sewers?|stands)\b)"
    # another number is no noun: "connecting the two (2) seventy-five-foot removed points" (Danville KY)
    # (or restated in figures: "One five (5) pound fire extinguisher", Berea KY)
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?=-[a-z]|[ \t]*\(\d)"
    # "one" standing for a noun before a participle: "An improved street is one surfaced with ..." (Ashland OH)
    r"|[a-z]{3,}ed(?=\s+(?:with|by)\b))"
)
COUNT_BOUND_NOUN = re.compile(
    # ("only one such vehicle": "such" may stand before the noun)
    # ("four (4) or more Class II violations", Jefferson Parish LA: a class named before the noun)
    # ("No more than 26 Class A-1 licenses shall be issued", "three Class A and/or Class B licenses", Galesburg IL: the
    # class of a license)
    # ("three or\nmore other vehicles are blocked", Rising Sun IN: "other" before a plural noun)
    # ("serves at least twenty five year round residents", Payette ID: "year round" an adjective before the noun)
    rf"(?P<ormore>\s+or\s+(?:more|fewer|less|both)\b)?(?:\s+such)?(?:\s+other(?=\s+[a-z]{{3,}}s\b))?(?:(?<=more)\s+Class\s+(?:[IVX]{{1,4}}|[A-D]|\d)(?=\s+[a-z])"
    rf"|\s+Class\s+[A-Z](?:-\d{{1,2}})?(?:\s+and/or\s+Class\s+[A-Z](?:-\d{{1,2}})?)?(?=\s+(?:licen[cs]es?|permits?)\b))?\s+(?!{_COUNT_STOP}\b)(?P<noun>(?:year[ \t\-]+round\s+)?[a-z]{{3,}}(?:\s+(?!{_COUNT_STOP}\b)[a-z]{{2,}}s\b)?)\b"
)
# Nouns that count things a requirement cares about ("one lane of traffic", "one course"; "1 layer of plastic and 1
# layer of burlap or 2 layers", Solon IA, a concrete-curing table).
# (and sets of plans: "submit 2 sets of complete design plans", Clayton Township MI; the labels count "three sets of prints",
# "One set" 10 times; a singular "set" only before "of": "the one set forth" is no set)
# (and a plat's prints: "Three prints of the preliminary plan", "five black-on-\nwhite prints", Mayfield Village OH; "26 paper prints",
# Glencoe IL)
COUNT_NOUN = r"(?:lanes?|courses?|coats?|layers?|copies|copy|numbers|lamps?|members?|spaces?|photographs?|prints|sets|set(?=\s+of\b))\b"
# Things a limit counts when the number is written as a word ("One sign per frontage", "one
# banner"); in digits these words follow section numbers ("1022.01 Permit required").
# ("There shall be two classes of building sewer permits", the model sewer-use ordinance: the labels count
# them, 8 of 8)
COUNT_NOUN_WORDS = r"(?:signs?|banners?|flags?|vehicles?|trees?|permits?|classes)\b"

# A cardinal number in words up to two hundred ninety-nine ("thirty-nine", "one hundred forty-eight")
_WORD_UNITS = r"(?:one|two|three|four|five|six|seven|eight|nine)"
WORD_CARDINAL = (rf"(?:(?:(?:one|two)\s+hundred(?:\s+and)?\s+)?(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
                 rf"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-{_WORD_UNITS})?|{_WORD_UNITS})|(?:one|two)\s+hundred)")

# The restatement printed after the unit: "two percent (2%)", "five feet (5 ft.)", "ten (10')",
# "one and one-half inches (1-1/2\")".
# (a vulgar fraction too: "four and one-half percent (4\u00bd%)", Madison WI; a fraction wrapped after its stroke, "one
# and one-half inches (11/\n2\")", Warr Acres OK)
PAREN_RESTATE = (rf"(?:\s*\(\s*\$?\s*(?:[\d,]+(?:\.\d+)?[{VULGAR}]?|\.\d+|[{VULGAR}])(?:[\s\-]\d+/\d+|/(?:[ \t]*\n[ \t]*)?\d+)?"
                 # (a temperature's sign: "two hundred ninety degrees Fahrenheit (290\u00b0F)", Clearfield UT)
                 # (or its Celsius: "between 32\u00b0F (0\u00b0C) and 150\u00b0F (65\u00b0C)", Pilot Grove MO)
                 # (the unit hyphened on, maybe across a line break: "a twenty-four hour (24-\nhour) composite", Prairie City IA)
                 # (cents by their sign: "five cents (5\u00a2) per gallon", Zanesville OH)
                 r"\s*(?:%|\u00a2|['\"\u2032\u2019\u2033\u201d]|[\u00b0\u00ba]\s*[FC]?\.?|(?:-[ \t]*(?:\n[ \t]*)?)?[A-Za-z]+\.?(?:\s+[A-Za-z]+\.?)?)?\s*\))")

# Between a number and its unit: nothing, a hyphen ("twelve-inch"), a space, or a
# parenthesized restatement ("eight (8) feet").
# (an adjective of amount may stand between: "eight (8) aggregate square feet", "ten additional feet")
# ("vehicles in excess of 19 model years of age", Linden WI, Newburg WI: a vehicle's age in model years; not "the 2019
# model year")
# ("a liner of at least 12\ncontiguous inches of compacted clay", Carroll County KY)
# ("eight body feet": a manufactured home's length, Quitman GA; "the first 350,000 net square feet", McDuffie
# County GA)
# (never across a blank line: "6,000" / "" / "Yard" are two cells of a flattened table, Jefferson Parish LA)
# (an average's adjective too: "a depth of four (4) mean inches", Franklin Grove IL's sidewalk base)
NUM_UNIT_GAP = rf"(?:{PAREN_DOUBLE}?[ \t]*(?:\n[ \t]*)?(?:-[ \t]*(?:\n[ \t]*)?)?)(?:(?:aggregate|additional|total|gross|net|body|contiguous|mean|average)\s+(?=(?:square\s+)?f(?:ee|oo)t\b|sq|inch|percent|acres?\b|days?\b|hours?\b|minutes?\b)|(?<!\d{{4}}\s)model\s+(?=years\b))?"

# ---------------------------------------------------------------- comparators
# Anchored at the END of the text left of the number.
_COMPARATOR_WORDS = (
    # ("for neither less than 30 days or more than 90 days", Gilman WI: the statutes' "neither ... nor")
    r"(?P<cmp>not\s+less\s+than|no\s+less\s+than|neither\s+less\s+than|at\s+least|a\s+minimum\s+of|minimum\s+of|minimum"
    r"|in\s+excess\s+of|not\s+more\s+than|no\s+more\s+than|not\s+to\s+exceed|not\s+exceeding"
    r"|does\s+not\s+exceed|do\s+not\s+exceed|shall\s+not\s+exceed|within|no\s+later\s+than"
    # ("Signs are limited to six square feet in area", Charlotte NC: a cap, as all twenty labels of it read it; not
    # "including but not limited to"; "hired prior to July 1, 1973": before it, as 27 of 29 labels read it)
    # ("with a limit of two vases per memorial", Valparaiso IN's cemetery rules: a cap)
    r"|not\s+later\s+than|up\s+to|(?<!\bnot\s)limited\s+to|a\s+limit\s+of|prior\s+to|a\s+maximum\s+of|maximum\s+of|maximum|on\s+or\s+before|on\s+or\s+after"
    r"|(?:more|greater|larger|wider|longer|higher|thicker|deeper|farther|further|less|fewer|smaller|shorter|narrower"
    # ("a slope greater than or equal to 3H:1V", Spanish Fork UT; "less than or equal to ten (10) percent")
    r"|closer|nearer|lower)\s+than(?:\s+or\s+equal\s+to)?"
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
    r"\s*(?:of\s+age\s+)?(?:(?P<min>or\s+(?:more|greater|thicker|longer|larger|higher|above|over|older)|minimum)"
    # (not a second bound's comparator: "less than 27 days or more than 33 days", West Wendover NV)
    r"|(?P<max>or\s+(?:less|fewer|smaller|shorter|lower|below|under|younger)|maximum))\b(?!\s+than\b)",
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

# the Clean Water Act under either of its names (1972's, and the name the 1977 amendments gave it)
CLEAN_WATER_ACT = r"Federal\s+Water\s+Pollution\s+Control\s+Act(?:\s+Amendments)?|Clean\s+Water\s+Act"

# ---------------------------------------------------------------- dates and times
MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan\.|Feb\.|Mar\.|Apr\.|Jun\.|Jul\.|Aug\.|Sept?\.|Oct\.|Nov\.|Dec\."
    # (undotted before a day: "in effect each year from\nJune 1 to Oct 31", Boulder UT)
    r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?=[ \t]+\d{1,2}\b))"
)
# ("April 1 st": some exports print the ordinal suffix apart)
MONTH_DAY = rf"(?:{MONTH}\s+\d{{1,2}}(?:[ ]?(?:st|nd|rd|th))?\b(?!\s*,?\s*\d{{4}}))"
DATE_RANGE = re.compile(
    # ("from June 28 through and including July 2", McCook NE)
    # ("from and including November 15th of each year to May 15th", Manchester NH)
    # ("published between the dates of July 10 and July 30 of each year", Holdrege NE)
    # (opening a sentence: "Between March 1 and April 15 of each year, the City Recorder may publish", Sublimity OR)
    # ("valid from April 1 of current year until\nJanuary 2 of following year", Tool TX)
    # ("between the October 15 and\nApril 1", Garretson SD: a stray "the")
    # ("Between the period of May 1 and September 30, the\ntime allowed to engage in construction activity shall be extended",
    # Valparaiso IN)
    rf"\b(?=[bfBF])(?:[Bb]etween(?:\s+the\s+(?:dates|period)\s+of|\s+the(?=\s+[A-Z]))?|[Ff]rom(?:\s+and\s+including)?)\s+(?P<a>{MONTH_DAY})(?:\s+(?:of|in)\s+(?:each|every|any|one|the|current|the\s+current)\s+(?:calendar\s+)?year)?"
    # ("between December 1 of one year and\nMarch 31", Richmond IN's winter season)
    # ("to supply heat from October 1 in each year to May 1 of the\nsucceeding year", Marshall IL)
    # (a comma after the first before "and": "between November 1, and March 15", Henderson NE; not before "to", a list's)
    # ("from July 1 through the succeeding June 30", Menomonie WI)
    # ("From May 15 and through September 15 of each year", Beach Park IL; "between December 20 of each year, until\nApril 15 of the
    # succeeding year", Franklin County ID)
    rf"(?:\s+|\s*,\s+(?=and\b|until\b))(?:and(?:\s+through)?|to|through(?:\s+and\s+including)?|until)\s+(?:the\s+(?:succeeding|following|next)\s+)?(?P<b>{MONTH_DAY})"
    # "April 1 st to September 30 th" (a season in a table): no lead word, but never "and"
    # (a comma after the first: "daily from April 1, through October 31", Wellsburg WV)
    # (the dash glued to the first: "from July 1- June 30 of even years", Linden WI; "November 1 to and including March
    # 15", Rigby ID)
    # (or before "to": "Insert: July 1, to September 30", Hatch NM's amended property maintenance code)
    # (the dash with no blank, or a blank on both sides: "Community building: May 1\u2013October 31", Linden WI's fee table)
    # ("July 1 thru July 5", Auburn KY; "the city's fiscal year, which shall be July 1 until the following June 30", Corydon KY)
    # (the year named after the first: "\u201cFiscal Year\u201d means January 1 of a calendar year to December 31 of the calendar
    # year", Struthers OH)
    rf"|\b(?=[JFMASOND])(?P<a2>{MONTH_DAY})(?:\s+of\s+(?:a|each|every|any|the)\s+(?:calendar\s+|fiscal\s+)?year(?=\s+(?:to|through)\s))?(?:(?:\s+|,[ \t]+(?=(?:through|to)\b))(?:(?:to|through|thru)(?:\s+and\s+including)?|until)\s+(?:the\s+(?:succeeding|following|next)\s+)?|[ \t]*[\u2013\-]\s*)(?P<b2>{MONTH_DAY})"
    # "a fiscal year which shall begin on January 1 and end on December 31"
    # ("commencing May 1 and ending October 30", Aspen CO)
    # ("Said term shall commence on January 1 of each year and terminate upon December 31", Limon CO; "the term of which\nshall commence
    # on January 1 of a given year and shall terminate on December 31", Woodridge IL)
    # ("operated during the period starting November 1 and ending on April 30", Edgar WI)
    rf"|\b(?<=[Bb]egin\s|egins\s|nning\s|ncing\s|mence\s|ences\s|rting\s|tarts\s)(?:on\s+)?(?P<a3>{MONTH_DAY})(?:\s+of\s+(?:each|every|a\s+given|the)\s+year)?\s*,?\s+and\s+(?:shall\s+)?"
    # ("commencing on February 1 and terminating on January 31", Kimberly ID)
    # ("licenses shall commence on July 1 and\nexpire on the next June 30", Gilman WI)
    # ("during the period beginning June 27 and extending through July 5", Garretson SD's fireworks sales)
    rf"(?:(?:end(?:s|ed|ing)?|terminat(?:es?|ed|ing)|expir(?:es?|ed|ing))\s+(?:on\s+|upon\s+)?|(?:extend|continu)(?:es|s|ed|ing)?\s+(?:through|to|until)\s+)"
    rf"(?:the\s+(?:next|following|succeeding)\s+)?(?P<b3>{MONTH_DAY})"
    # the second day of the same month printed bare: "June 19 through 30, and July 1 through 4" (Florence KY)
    # (or two days joined by "and", the two days of a season, as the outside labels read "July 3 and 4" and "December 24 and
    # 25": Auburn KY; a list with commas is each day's, "July 2, 3, and 5")
    rf"|\b(?=[JFMASOND])(?P<a5>{MONTH}\s+\d{{1,2}})(?:\s+(?:to|through|thru|until|and)\s+|[\u2013\-])(?P<d5>\d{{1,2}})\b"
    r"(?![\-/.:,]?\d|\s*,?\s*(?:19|20)\d\d\b|\s+(?:days?|weeks?|months?|years?|hours?|minutes?|percent|feet|foot|inches|a\.?\s?m|p\.?\s?m)\b|[ \t]*%)"
    # two dated days joined by "through": "from January 1,\n1995 through December 31, 1995" (Reedsville WI), "June 1, 2025, through and
    # including May 31, 2026" (Forest Park IL's rate table)
    # (or a dash, as a rate schedule's period heads its column: "Fee - July 1, 2024 - December 31, 2025", and the first day's year
    # left out: "January 1 - December 31, 2026", Berea OH)
    rf"|\b(?=[JFMASOND])(?P<a6>{MONTH}\s+\d{{1,2}}(?:\s*,\s*(?:19|20)\d\d)?)(?:\s*,?\s+(?:through|thru)(?:\s+and\s+including)?\s+|(?<=\d\d\d\d)[ \t]+[\-\u2013][ \t]+|(?<=[ \t]\d)[ \t]+[\-\u2013][ \t]+|(?<=[ \t]\d\d)[ \t]+[\-\u2013][ \t]+)(?P<b6>{MONTH}\s+\d{{1,2}}\s*,\s*(?:19|20)\d\d)\b"
    # a period between two dated days: "after April 25, 1983 but before January 1, 1993" (Aspen CO)
    rf"|\b(?<=after\s)(?P<a4>{MONTH}\s+\d{{1,2}}(?:\s*,\s*(?:19|20)\d\d)?)\s*,?\s+(?:but|and)\s+(?:on\s+or\s+)?before\s+"
    rf"(?P<b4>{MONTH}\s+\d{{1,2}}(?:\s*,\s*(?:19|20)\d\d)?)\b"
)
DATE_SINGLE = re.compile(rf"\b(?=[JFMASOND]){MONTH_DAY}")
# A one-time date is a requirement when it sets a deadline or a start ("By no later than
# December 31, 2030", "as of January 1, 2028"); other dated mentions identify documents or
# history. value_text keeps MM-DD (the contract's form), so the year is not represented.
DATE_WITH_YEAR = re.compile(rf"\b(?=[JFMASOND]){MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\s*,?\s*(?:19|20)\d\d\b")
DEADLINE_LEFT = re.compile(
    r"\b(?:by|later\s+than|on\s+or\s+before|on\s+or\s+after|after|(?-i:Effective)|prior\s+to|before|as\s+of|until|take[sn]?\s+effect"
    # a term's end or a period's start: "shall expire on June 30, 1998", "commencing on January 1,
    # 1976", "issued subsequent to April 22, 2014", "no sooner than April 1, 2016", "(i.e. June 30, 2016)"
    # ("New deposit fees become effective October 1, 2024", Lovington NM; "Starting January 1, 2020, the sewer tap
    # fee shall be reviewed", Sturgis SD; not "became effective", a law's history)
    # (an amount in force from a date: "The base monthly fee shall be $12.21 effective July 1, 2024", Le Mars IA)
    r"|expire[sd]?|commencing|beginning|starting|becomes?\s+effective|shall\s+be\s+effective|(?<=\d\s)effective|subsequent\s+to"
    r"|sooner\s+than"
    # (a bill's due day: "All other bills during this year shall be due June 1,\n1997", Barren County KY)
    r"|(?<=be\s)due"
    r"|i\.\s?e\.)\s+(?:on\s+)?$", re.I)
# "the 31st day of December" (a year after it makes it a one-time date, as in MONTH_DAY).
# "the thirtieth (30th) day of June": the day in words, restated or not.
DAY_ORDINALS = {w: i for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth"
    " fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(), 1)}
DAY_ORDINALS.update({f"twenty-{w}": 20 + i for w, i in list(DAY_ORDINALS.items())[:9]})
DAY_ORDINALS.update({"thirtieth": 30, "thirty-first": 31})
# (a line may break after the hyphen: "the twenty-\nfourth day of each month", Earlington KY)
_DAY_ORDINAL_WORD = "|".join(sorted((w.replace("-", r"(?:-[ \t]*\n[ \t]*|[\s\-])") for w in DAY_ORDINALS), key=len, reverse=True))
# "July first", "from June thirtieth": the month, then its day in words
MONTH_ORDINAL = re.compile(rf"\b(?=[JFMASOND])(?P<month>{MONTH})\s+(?P<w>(?i:{_DAY_ORDINAL_WORD}))\b(?!\s+(?:day|week|month|quarter|half|time|of\s+the))")
DAY_OF_MONTH = re.compile(
    # ("until the last\nday of June", Pepin WI: the month's last day)
    # (not the holiday by its name, "Fourth of July" among "New Year’s Day; Memorial Day; ... Christmas Day", Weston WV:
    # the labels leave holidays by name out)
    rf"\b(?:(?P<d>\d{{1,2}})(?:st|nd|rd|th)|(?!Fourth\s+of\s+July\b)(?P<w>(?i:{_DAY_ORDINAL_WORD}))(?:\s*\(\d{{1,2}}(?:st|nd|rd|th)?\))?|(?P<last>(?<=the\s)last(?=\s+day\b)))"
    # (or "day" left out: "by the 31st of December each year", Alma KS)
    # ("due and payable quarterly on the first day of each January, April, July and October", Sebring OH)
    rf"(?:\s+day|(?<=st|nd|rd|th))\s+of\s+(?:each\s+)?(?P<month>{MONTH})(?!\s*,?\s*\d{{4}})")
# Deadlines counted as an ordinal day: "by the end of the second business day following",
# "the 10th day after".
ORDINAL_DAY = re.compile(
    # ("on or before the forty-fifth day prior to the date of expiration", Aspen CO: a lead time in days)
    # (past a hundred: "terminate on the one hundred and eighty-first day after closing", Calumet Park IL)
    r"\b(?=[stfeno\d])(?P<hund>(?:one|two|three)\s+hundred(?:\s+and)?\s+)?(?P<ord>(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s\-])?"
    # (in figures past a hundred: "deemed approved on the latter of the 120th\nday after submission", Mahomet IL)
    r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|\d{1,3}(?:st|nd|rd|th)"
    # (and the teens and tens: "the sixtieth day after", Boston; "the nineteenth day before", Aspen CO)
    r"|(?:eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)th"
    r"|(?:twen|thir|for|fif|six|seven|eigh|nine)tieth)\s+"
    # (the ordinal restated in figures: "expire on the ninetieth (90th) day after", Chardon OH)
    r"(?:\(\d{1,3}(?:st|nd|rd|th)\)\s+)?"
    # ("if not paid by the fifteenth day thereafter", Alanson MI)
    # ("the fine increases to $100 on the fourteenth day from the date of violation", Forreston IL)
    # ("abated not later than the tenth day on which the notice was\npersonally delivered", "no later than the tenth day upon
    # which such\nhearing is requested", Eureka KS; "on the fourteenth day of the appeal period", Wrightsville Beach NC)
    r"(?:(?P<kind>business|working)\s+day\b|calendar\s+day\b(?!\s+of\b)|day\s+(?:following|after|prior\s+to|before|thereafter|from"
    r"|(?:on|upon)\s+which|of\s+the\s+(?:[a-z]+\s+){0,2}period)\b)",
    re.I,
)
# A monthly due day: "on or before the tenth day of the month following", "by the tenth of each
# month", "by the 15th day of each calendar month": N days into the month (no month is named, so
# no MM-DD date). Only after "the", so "one-tenth of each month's receipts" is no day.
DUE_DAY_OF_MONTH = re.compile(
    # (the second of two after "or"/"and" without its own "the": "the 20th day of the month or 25th day of\nthe month",
    # "the 20th or 25th of the month", Alma KS)
    # ("due and payable on or before the next fifteenth\nday of the month which immediately follows the mailing", Cloudcroft NM)
    rf"(?:(?<=\bthe\s)|(?<=\bor\s)|(?<=\band\s)|(?<=\bthe\snext\s))(?P<ord>(?:\d{{1,2}}(?:st|nd|rd|th))|(?i:{_DAY_ORDINAL_WORD}))(?:\s*\(\d{{1,2}}(?:st|nd|rd|th)?\))?(?:\s+day)?"
    # ("payable in full by the 10th\nof that month", Whitesboro TX)
    # (or the first of two such days: "between the twenty-fifth day and the thirtieth\nday of the month", Ravenna NE)
    rf"(?=(?:\s+(?:and|or|through|to)\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)|(?i:{_DAY_ORDINAL_WORD}))(?:\s+day)?)?"
    # ("due and payable on the first day of the service\nmonth", Holiday Lakes TX)
    r"\s+of\s+(?:the|each|every|that|said)(?:\s+(?:calendar|succeeding|following|next|service|billing))?\s+month\b(?!'))",
    re.I,
)
CLOCK = re.compile(
    # "9:00 o'clock p.m."; "1:00 p.m" without its last period; "four p.m.", "five o'clock p.m."
    # ("11:\n00 p.m.": hard-wrapped text may break the line after the colon, McCook NE)
    # ("five o'clock (5:00) A.M.", Whitefish MT: the digits restate the word)
    # ("seven thirty o'clock (7:30) A.M.", "four thirty o'clock (4:\n30) P.M.", Reedsville WI: the minutes in words too)
    # (a period for the colon: "after 9.00 p.m.", Dearborn MI)
    # (the word capitalized, opening a definition: "CURFEW HOURS: Eleven o'clock (11:00) P.M. until six o'clock (6:00) A.M.",
    # Sabin MN)
    rf"(?=[\dnmotfsentwONTFSE])(?:(?:(?<![\d:.$])(?P<h>\d{{1,2}})(?::(?:[ \t]*\n[ \t]*)?(?P<m>\d{{2}})|\.(?P<dm>\d{{2}})(?=[ \t]*[ap]\.?[ \t]?m\b))?|\b(?P<hw>{_alt(list(ONES)[1:13])}|(?:{_alt([w.title() for w in list(ONES)[1:13]])})(?=\s+o[\u2019']clock))"
    # ("eight (8:00) o'clock\nA.M.", Wood River NE: the digits restate the word before "o'clock")
    # (or wrapped between them: "six\nthirty o'clock (6:30) A.M.", Carthage IL)
    # (any minute in words: "Friday eleven fifty nine o'clock (11:59) P.M.", Menomonie WI)
    r"(?:\s+(?P<mw>(?:twenty|thirty|forty|fifty)(?:[ \-](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?=\s+o[\u2019']clock))?\b"
    r"(?:[ \t]*\((?P<bh>\d{1,2})(?::(?P<bm>\d{2}))?\)(?=\s*o[\u2019']clock))?)\s*(?:o[\u2019']clock\s*)?"
    r"(?:\((?P<rh>\d{1,2})(?::(?:[ \t]*\n[ \t]*)?(?P<rm>\d{2}))?\)\s*)?"
    r"(?P<ap>[ap]\.\s?m(?:\.|(?![\w.]))|[AP]\.\s?M(?:\.|(?![\w.]))|[ap]m\b|[AP]M\b)"
    # ("12:00 am (midnight)": the word glosses the time)
    # (or after it, no parentheses: "between the hours of 12:00 a.m. midnight and 7:00 a.m.", Kellyville OK)
    r"(?:[ \t]*\((?:midnight|noon)\)|(?<=12:00[ \t]a\.m\.)[ \t]+[Mm]idnight\b|(?<=12:00[ \t]p\.m\.)[ \t]+[Nn]oon\b)?"
    # ("12:00 midnight", "12 noon": the number restates the word)
    r"|(?:(?<![\d:])12(?::00)?\s+)?\b(?P<noon>noon|midnight)\b"
    # (capitalized only after its number: "until 12:00 Midnight", Davis CA)
    r"|(?<![\d:])12(?::00)?\s+(?P<noon2>Noon|Midnight)\b)"
)

# ---------------------------------------------------------------- not requirements
# Spans where numbers are history, identifiers or addresses, never requirements.
# The rest of a bracketed history note after its first word ("[Ord. 553, 5/10/2004, \u00a71]"), shared by the quantity
# and citation finders: closed within 400 characters, so a bracket left open ("[Ord. 553{'}'}", Marysville PA) hides
# nothing after it
HISTORY_BRACKET_REST = r"[^\]]{0,400}\]"
# A bracketed note that opens on the section it records, the amendment after it: "[CHAPTER 4, ARTICLE VI, \u00a7 4-611, Paragraph I
# (now Paragraph I), amended by Ord.\nNo. 89-17, ...]", "[\u00a7 4-619A, amended by Ord. No. 89-17, ...]", "[Chapter 4, Article VII
# \u00a7 4-700 added by Ord. No. 06-03, ...]" (Columbus MN): history too
HISTORY_BRACKET_SECTION = (r"\[(?=(?:CHAPTER|Chapter|\u00a7)[^\]\[]{0,160}?\b(?:amended|added|repealed|adopted|renumbered|enacted)\s+by\s+Ord)"
                           + HISTORY_BRACKET_REST)
# A history note printed as prose (Marana AZ's code): the ordinance by its year-dotted number, what it did, to the
# sentence's end (a period not inside a number) or its line's end where the next line opens a sentence or a section's
# heading ("9-7-12 Administrative appeal"), not the sentence's next words ("section\n9-6-7, which", "the fourth\nsentence")
PROSE_HISTORY = (r"\bOrdinance\s+(?:19|20)\d\d\.\d{1,3}\s+(?:added|inserted|deleted|changed|rewrote|reduced|increased|amended|renumbered"
                 r"|repealed|replaced|corrected|moved|revised)\b(?:[^.\n]|\n(?=[ \t]*(?:[a-z\u201c\x22(]|\d+(?:-\d+)+(?![ \t]+[A-Z])))|\.(?=\d))*\.?")
NON_REQUIREMENT = re.compile(
    # The first-character lookahead is only for speed: it lets the engine skip most positions.
    # It lists exactly the characters a branch can start with (the pattern is case-sensitive;
    # lowercase "o", "r", "n" let the engine try every branch after most letters of a text).
    r"(?=[\[(\dORNpTAPCGIHB\u00a7*])(?:"
    r"\[(?:Adopted|Amended|Added|Ord|Repealed|Renumbered|Editor)" + HISTORY_BRACKET_REST + "|" + HISTORY_BRACKET_SECTION +
    r"|\((?:Ord\.|Ordinance|Prior\s+[Cc]ode|\d{4}\s+Code|\d{4}\s+Rev\.\s*Ords?\.|Code\s+\d{4}|Res\.|Resolution|Passed)[^)]*\)"
    # a history note in prose, one sentence an amendment: "Ordinance 2019.012 changed “45 days” to “90 days” in paragraph H",
    # "Ordinance 2000.10 rewrote section\n9-6-7, which was amended by ..." (Marana AZ)
    rf"|{PROSE_HISTORY}"
    # ("Two-Family Res. 7,000 sq. ft.": a table's "Residential", its number a measure)
    r"|\b(?:Ord(?:inance)?s?\.?|Res(?:olution)?\.?)\s*(?:No\.?|Number)?\s*\d(?![\d]{0,2},\d{3})[\w\-.]*(?:,\s*§+\s*[\d\-]+)?"
    r"|\b(?:No|Nos|Number)\.?\s*\d[\w\-]*"
    r"|\b\d{1,2}[\-/]\d{1,2}[\-/]\d{2,4}\b"
    r"|\bpassed\s+[\d\-/]+"
    r"|\(?\b\d{3}\)?[\s.\-]\d{3}-\d{4}\b"
    # (a plat's blocks by number: "Blocks 141 to\n143 rows A and B are to be used by a veteran", St. Maries ID)
    # (not a table's row label across its column gap: "Type             6 inch reinforced concrete", Pepper Pike OH)
    r"|\b(?:Title|Article|Art\.|Part|Appendix|Class|Gradation|Type|Grade|Item|Route|Highway|Hwy\.?|Blocks?(?=\s+\d))(?![ \t]{3})\s+\"?[\dA-Z][\w\-.]*\"?"
    r"|\b\d+\s+[A-Z][a-z]+\s+(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Drive|Dr\.|Lane|Ln\.|Boulevard|Blvd\.)"
    # a vehicle's model year names the vehicle: "designated by the manufacturer as a 1963 year model or earlier" (Kenesaw NE)
    r"|\b(?:19|20)\d\d[ \t]+year[ \t]+models?\b"
    # a flood or storm's recurrence names an event, not a requirement: "the 100-year flood"
    r"|\b\d{1,3}-year\s+(?:flood|storm|floodplain|frequency|event|rain|recurren(?:ce|t))"
    # (so does its chance in a year: "the revised 1% and 0.2%\nannual chance floodplains", Medford WI)
    # (or "a 1% chance of being equaled or exceeded in any given year", "a 1% or greater annual chance\nof flooding": the
    # base and regional floods' definitions, Gilman WI; the labels leave them out, as the model's other files do)
    r"|(?<![\d.])\d{1,2}(?:\.\d{1,2})?[ \t]*(?:%|[Pp]ercent)(?:\s+(?:and|or|to)\s+\d{1,2}(?:\.\d{1,2})?[ \t]*(?:%|[Pp]ercent))?(?:\s+or\s+greater)?\s+annual[ \t\-]+chance\b"
    r"|(?<![\d.])\d{1,2}(?:\.\d{1,2})?[ \t]*(?:%|[Pp]ercent)\s+chance\s+of\s+(?:being\s+)?(?:equaled|equalled|flooding|occurring)\b"
    # a bearing in a legal description: "South 01° 09' 13\" East" (minutes and seconds, not feet and inches)
    # (its quarter's letter glued on, the seconds' mark two apostrophes: "N00°08'50\"W", "S00°08'50''E", Menomonie WI)
    r"|(?:\b|(?<=\b[NS]))\d{1,3}\s*°\s*\d{1,2}\s*['\u2032\u2019](?:\s*\d{1,2}(?:\.\d+)?\s*(?:[\"\u2033\u201d]|''))?"
    # the emergency number: "911 calls", "911 charges", "the 911' system" (Catoosa County GA)
    r"|(?<![\d,.$])911\b(?![.,]\d)(?!\s*(?:f(?:ee|oo)t|square|dollars|gallons|acres|inches|miles)\b)"
    # a section's number opening a line of the contents or a heading: "93.045   Hours", "\u00a7 93.045 HOURS OF SALE."
    # a class of beer named by its strength: "3.2 percent malt liquor" (Moorhead MN), "3.2 beer" (Aspen CO)
    # a code supplement named by its month and year: "(Ch. 156 - Ord. 2070 - Oct. 21 Supp.)" (Ankeny IA)
    r"|\b(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\.?[ \t]+\d{2}[ \t]+Supp\."
    # (in capitals too: "3.2 PERCENT BEER: Malt liquor ...", Akron CO)
    r"|(?<![\d.])3\.2(?:\s*(?:[Pp]ercent|PERCENT|%))?(?=\s+(?:[Mm]alt|[Bb]eer|MALT|BEER)\b)"
    # a pH has no unit: "pH must be no less than 5.0 and no more than 10.0, measured at" (Tillamook OR)
    r"|\bpH(?:\s+(?:value|level|range))?(?:\s+(?:must|shall)\s+be)?(?:,?\s+(?:of|between|from|no|not|less|more|greater|lower|higher|than|below|above|at|least|or|and|nor|to|exceeding|under|over)\b|\s+\d{1,2}(?:\.\d{1,2})?(?![\d.]))+"
    # (a contents line printed in two columns, the second section's number after the first's title: "56.02 License
    # Application - Procedure and Fees 56.05 Duplicate Tag", Glenwood IA; not a fee of $56.05)
    r"|(?<![^\n])(?P<toc_ch>\d{2,3})\.\d{2}[ \t]+[A-Z][^\n]*?[ \t](?P=toc_ch)\.\d{2}(?=[ \t]+[A-Z])"
    # (McCracken County KY), not hours; "111.02   Hours of sale", "\u00a7 111.02 HOURS OF SALE." (Cankton LA)
    # (and a chapter-section number: "10-116   Hours of sale", Holdrege NE)
    # (the whole line of the contents when its title is words only: "72.20   Two-hour parking", Ayden NC, no two hours)
    # (a title-chapter-section number and the title's period too: "10.60.010   Seventy-two hour parking.", Gridley CA)
    # (a number closing the title: "73.06   Persons under 18", Jackson MN's contents, no age)
    r"|(?<![^\n])(?:\d{1,3}\.\d{1,3}\.\d{2,4}|\d{1,4}\.\d{3}|\d{2,3}\.\d{2}|\d{1,3}-\d{1,4})[ \t]{2,}[A-Z][A-Za-z ,;'\u2019&/\-]{0,70}(?:(?<=[a-z] )\d{1,3})?\.?(?=[ \t]*(?:\n|\Z))"
    # the section's heading over its text, one space after a title-chapter-section number, words only up to the period
    # that ends the line, maybe wrapped once, and no verb of a rule: "10.60.010 Seventy-two hour parking.", "10.60.180
    # Parking of commercial vehicles in excess of ninety-four inches in\nwidth." (Gridley CA)
    r"|(?<![^\n])\d{1,3}\.\d{1,3}\.\d{2,4}[ \t]+(?![^\n]*\b(?:shall|may|must|is|are|be|will|not)\b)[A-Z][A-Za-z ,;'\u2019&/\-]{0,90}"
    r"(?:\n[a-z][A-Za-z ,;'\u2019&/\-]{0,40})?\.(?=[ \t]*(?:\n|\Z))"
    r"|(?:(?<![^\n])|(?<=\n§ )|(?<=\n§))(?:\d{1,4}\.\d{3}|\d{2,3}\.\d{2}|\d{1,3}-\d{1,4})(?=[ \t]+[A-Z])"
    # a dimension pair restated with marks after it in words: "ten feet by twenty five feet\n(10' x 25')" (Colstrip MT)
    # (a fraction too, and the singular unit: "three-fourths inch by three-fourths inch (3/4\" x\n3/4\")", Payette ID)
    r"|(?:(?<=feet\s)|(?<=inches\s)|(?<=foot\s)|(?<=inch\s))\(\s*(?:\d+(?:\.\d+)?(?:[ \-]\d+/\d+|/\d+)?)\s*['\u2032\"\u2033](?:[ \t]*\d{1,2}[ \t]*[\"\u2033])?\s*[xX\u00d7]"
    # (or three of them: "five feet by five feet by five feet (5' x 5' x 5')", Okmulgee OK)
    # (feet and inches in one figure: "four foot three inch by fifteen foot (4'3\" x 15')", West Jordan UT)
    r"\s*(?:\d+(?:\.\d+)?(?:[ \-]\d+/\d+|/\d+)?)\s*['\u2032\"\u2033](?:[ \t]*\d{1,2}[ \t]*[\"\u2033])?"
    r"(?:\s*[xX\u00d7]\s*(?:\d+(?:\.\d+)?(?:[ \-]\d+/\d+|/\d+)?)\s*['\u2032\"\u2033](?:[ \t]*\d{1,2}[ \t]*[\"\u2033])?)?\s*\)"
    # a section's heading in capitals, and a division's between asterisks: "§ 72.076  PARKING IN FREE ZONE BEYOND
    # TWO-HOUR LIMIT.", "**** TWO-HOUR FREE PARKING ZONES ****" (Paintsville KY): a catchline, no requirement
    r"|(?<![^\n])§[ \t]*(?:\d{1,4}\.\d{3}|\d{2,3}\.\d{2}|\d{1,3}-\d{1,4})[ \t]+[A-Z][^a-z\n]*"
    r"|(?<![^\n])\*{3,}[ \t]*[A-Z][^a-z\n]*?\*{3,})"
)

# ---------------------------------------------------------------- citations
# Wisconsin numbers subsections inserted later with a letter: "(1g)", "(3m)", "(1am)"; Colorado's
# definitions a decimal: "§ 42-1-102(28.5)".
# (three or four small letters only as a roman numeral: "34-573(c) (size)" names the subsection, Fulton County GA)
# (a subsection inserted later after a dot: "O.C.G.A. \u00a7 16-12-35(a.1)", Morgan County GA)
# (a subsection inserted after another, numbered with a hyphen: "§ 21-101(G-1)", Frederick County MD)
# (a letter with a figure, as North Carolina numbers subsections added between others: "G.S. \u00a7 153A-123(b1)", Lincoln County NC)
SUBDIV = r"(?:\((?:[0-9]{1,3}(?:\.[0-9]{1,2})?[a-z]{0,2}|[a-zA-Z]{1,2}(?:-\d{1,2})?|[a-z]\.\d{1,2}|[a-z]\d{1,2}|[ivxl]{3,4}|[A-Z]{3,4})\))"
# Wisconsin-style statute number: chapter "." section (66.0907, 62.15), then subdivisions.
# Wisconsin's subdivisions and paragraphs below a lettered paragraph print bare: "62.23(7)(e)7.".
# A scrape that puts the number on a line of its own puts its subdivision on the next line
# ("Wis. Stat. §\n5.02\n(4e), meaning"): taken whatever follows it.
# Wisconsin prints subdivisions spaced: "s. 62.13 (9) (a)".
STATUTE_NUM = (rf"(?:(?<=\n)\d{{1,3}}\.\d{{2,4}}\n[ \t]*{SUBDIV}+"
               # (a comma misprinted for the period inside a list, between two items printed right: "346.44, 346,46, 346.47",
               # Turtle Lake WI; the list goes on)
               rf"|(?<=\d,[ \t])\d{{3}},\d{{2}}(?=,[ \t]*\d{{1,3}}\.\d{{2}})"
               # (a level wrapped onto the next line before a comma or "of": "Wis. Stats. § 66.0907(3)\n(c), the
               # Village Board", Turtle Lake WI, "346.50\n(1)(b), 346.51", Newburg WI, "section 144.44(7)\n(a)1, Wisconsin
               # statutes", Reedsville WI; not an item opening the line)
               # (or the sentence's end: "Wisconsin Statutes § 134.66(1)\n(f).", "§ 961.41\n(3g)(intro).", Medford WI)
               rf"|\d{{1,3}}\.\d{{2,4}}(?:{SUBDIV}|[ \t]{SUBDIV}(?![ \t]+[A-Z][a-z])|(?<=[\d)])\n(?={SUBDIV}+(?:\d{{1,2}}[a-z]?)?(?:[,;)]|[ \t]+(?:of|and|or)\b|\Z|\.[ \t]*(?:\n|\Z)|[ \t]*\(intro\.?\))){SUBDIV})*"
               # (and a subdivision's paragraph by its letter after a dot: "Wis. Stats. § 19.35(1)(am)2.d.", Linden WI)
               # (spaced too, its period printed: "Wis. Stat. ss. 125.27 (2) (a) and 125.51 (5) (c) 1., each person", Rochester WI)
               # (a scan's letter l for the subdivision's 1, kept as printed: "Sec. 343.30(6)(b)l, Wis. Stats.", "Sec.
               # 125.51(5)(b)l.d, Wis. Stats.", Edgar WI)
               rf"(?:(?<=\))(?:\d{{1,2}}[a-z]?|l)\b(?:\.[a-z]\b(?!\.[a-z0-9]))?|(?<=\))[ \t]\d{{1,2}}(?=\.(?:[,;]|\s+[a-z])|\Z))?)")
# Baltimore prints each part's caption in braces after its number: "Subtitle 2 {“Amusements”}"
_BRACED = r"(?:[ \t]*\{[^{}\n]{1,80}\})?"
# Chicago's title-chapter-section, the section padded to four digits, maybe a subsection after a hyphen
# ("17-10-0102-B(4)(ii)", "17-2-0303-B.2")
_PADDED_NUM = rf"\d{{1,2}}-\d{{1,2}}-0\d{{3}}(?:-[A-Z]{{1,2}}(?:\.?\d{{1,2}})?)?{SUBDIV}*"
# a section's name in a few lower-case words in parentheses, before the next item of a list: "§§ 2-115 (vicious) and"
_GLOSS_BEFORE_NEXT = r"[ \t]+\((?![ivxl]+\))[a-z]{4,}(?:[ \t]+[a-z]+){0,2}\)(?=\s*,?\s+(?:and|or)\s|\s*,\s*\d)"
# Local code numbers: chapter-section (370-7, 10-2-9, 9-46-1.1) with glued subsection letter,
# or dotted Ohio/American Legal numbers (1022.02, 92.04), or a bare number in a list.
# Code Publishing numbers title.chapter.section: "10.15.020". (Manhattan KS's "26-7E-3": a letter
# inside the number, before the next part.) (Virginia's statutes "55.1-1200" too:
# whole, for the state context to claim.)
# (PDF text breaks a long number at a hyphen: "§14-\n41-125.1"; a capital glued on and followed by
# lower case starts the next word, not a subsection: "16-32.1Cross-reference")
# (a subsection glued on: "370-7G", "§6-4A1" (Gulf Shores), "Subsection 3-3-b" (Madison AL))
# (a dotted number with its subsection glued on: "Section 12.11.030C" (Stockbridge GA), "Section
# 502.02F" (Auburn AL))
# (more than one dotted part after the hyphen: "Section 28-401.20.1", New York City; not the next
# section's number glued on by a scrape: "Ord. ss. 2-10.3" in "Ord. ss. 2-10.3.17-6<TAB>MISREPRESENTATION")
# (a section inserted later may carry a lower-case letter: "formerly § 29-14a", Nashville GA)
# (a chapter inserted between two may be numbered with a half: "section 17\u00bd-23", Dublin GA)
# (Chicago letters a subsection after a hyphen, a paragraph after a dot: "Section 17-10-0102-B.1(b)")
# (a small letter after the glued paragraph: "subsection 3-2-5A5b", Elko NV; a dotted number's glued path,
# "Section 18.75.040B3", Pima County AZ)
# (a section inserted after another with a lower-case letter: "according to §\n97.01b.", Hamden CT)
# A Wisconsin PSC rate schedule's designation: "Mg-1", "Smg-1", "BW-1", "R-l" (a letter l for the digit), wrapped after
# its hyphen ("Mz-\n1"), Turtle Lake and Gilman WI
_PSC_SCHEDULE = r"(?:[A-Z][a-z]{1,3}|[A-Z]{1,2})-(?:[ \t]*\n[ \t]*)?(?:\d{1,2}|l)\b(?![.\-]?\w)"
LOCAL_NUM = rf"(?:\d+[A-Z\u00bd]?(?:-(?:[ \t]*\n[ \t]*)?\d+(?:[A-Za-z](?=-\d)|\.\d+(?:\.\d+(?![\d\-])){{0,2}})?)+(?:[A-Z](?:\d{{1,2}}(?![\d\-]|\.\d)(?:[a-z](?![\w\-]))?)?(?![a-z])|-?[a-z](?![\w\-])|(?<=-\d{{4}})-[A-Z]{{1,2}}(?:\.?\d{{1,2}})?(?![\w\-]))?{SUBDIV}*|\d{{1,4}}[A-Z]?\.\d{{1,5}}(?!\d)(?:\.\d{{1,4}}(?!\d)){{0,2}}(?:-\d{{1,4}}(?:\.\d+)?|[A-Z](?:\d{{1,2}}[a-z]?)?(?![\w\-]|\.\d)|(?<=\d)[a-z](?![\w\-]|\.\d))?{SUBDIV}*(?:(?<=\))[A-Z](?:\.\d{{1,2}})?(?![\w\-]))?)"
LOCAL_NUM_LOOSE = rf"(?:{LOCAL_NUM}|\d+[A-Z]?{SUBDIV}*)"
# "§§ 18.01—18.50": a range printed with a dash between two numbers cites both ends.
# ("sections 9-64 ; 9-66 ; and 9-67", Somerville: a semicolon only before another hyphenated number)
# (a range printed with spaces around its dash, "§§ 9-106.5 - 9-106.7" (Somerville), only before a dashed section
# or a three-part dotted one, "(AS 29.60.010 - 29.60.080)", Unalaska AK)
# ("divisions (A), (B) and/or (C) above", Hopkinsville KY; ", or of" before another three-part dotted section: "a
# violation of RCW 46.61.502 or 46.61.504, or of\n46.20.342 or 46.20.420", Liberty Lake WA)
# (a spaced hyphen between two sections of three decimals each: "KRS 411.500 - 411.570", Lyndon KY)
# (the dash may end a line: "§§\n97.02–\n97.12", Guadalupe AZ)
# ("thru" for "through": "Violations under Section\n7-4-1 thru\n7-4-4 of the Steamboat Rock Code", Steamboat Rock IA)
# (an American Legal pair of sections with a spaced hyphen, broken after it: "Parades, see \u00a7\u00a7\n71.40 -\n71.51", Green
# Spring KY)
# (a bare subdivision's period before the conjunction: "Wis. Stats. §§ 59.692(7)(a)1. through 59.692(7)(a)3.", Newburg WI)
# (a range of three-decimal sections broken after its spaced hyphen: "pursuant to KRS 99.700 -\n99.730.", Hazard KY)
# (or the hyphen glued to the first and a blank after it: "Minnesota Statutes Sections 347.50- 347.56", Baxter MN)
# (a spaced hyphen between two decimals ends a range, before a sentence's period too: "being M.C.L.A. \u00a7\u00a7 15.231 - 15.246.",
# "\u00a7\u00a7 339.2501 - 339.2515", Manchester MI; two-decimal sections so too: "Sections 133.06 - 133.08.", Coralville IA)
# (semicolons between dotted sections too: "pursuant to Iowa Code \u00a7\u00a7 100.1; 100.19; 727.2", "(Iowa Code \u00a7\u00a7 727.2; 100.19)", Cascade
# IA; the next item a whole section, not a measure or a sentence's number)
# (a section's number printed with its heading's colon inside a list: "section\n02-11-07: or 02-11-11 of this chapter", Canyon
# County ID)
LIST_SEP = r"(?:\s*,\s*(?:and/or\s+|and\s+|or\s+|&\s*)?|(?<=\d\d-\d\d):[ \t]+(?:[Oo]r|[Aa]nd)[ \t]+(?=\d\d-\d)|(?<=\)\d)\.\s+(?:through|thru|to|and|or)\s+(?=\d)|\s+(?:and/or|and|or|&|through|thru|to)\s+|\s*&\s*|(?<=\d)[\u2013\u2014](?:[ \t]*\n[ \t]*)?(?=\d)|(?<=\d\d\.\d\d)[ \t]+[\u2013\u2014\-][ \t]*(?:\n[ \t]*)?(?=\d{2,3}\.\d{2}(?!\d|\.\d))|(?<=\.\d{3})[ \t]+[\u2013\u2014\-][ \t]*\n[ \t]*(?=\d{2,3}\.\d{3}(?!\d|\.\d))|(?<=\.\d{4})[ \t]+[\u2013\u2014\-][ \t]*\n[ \t]*(?=\d{2,3}\.\d{4}(?!\d|\.\d))|(?<=\d\.\d\d)-[ \t]+(?:\n[ \t]*)?(?=\d{2,3}\.\d{2,3}(?!\d|\.\d))|(?<=\d)[ \t]+[\u2013\u2014\-][ \t]+(?=\d{1,3}-\d|\d{1,3}\.\d{1,3}\.\d|(?<=\.\d{3}[ \t]-[ \t])\d{2,3}\.\d{3}(?!\d|\.\d)|(?<=\.\d{4}[ \t]-[ \t])\d{2,3}\.\d{4}(?!\d|\.\d))|[ \t]*;[ \t]*(?:and[ \t]+)?(?=\d{1,3}-\d|\d{1,3}\.\d{1,4}(?:\[\w{1,3}\]|\(\w{1,3}\))*(?:[;,)]|\.(?!\d)|\s+(?:and|or)\b|$))|\s*,\s*(?:and|or)\s+of\s+(?=\d{1,3}\.\d{1,3}\.\d))"
# Between the bare numbers of a list of chapters, parts, sections or schedules: "341 to 348", "IV, V and VI", "1401, 1402
# and 1413" (the lists' items are each pattern's own)
NUMBER_LIST_SEP = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)"
# the same without the range words: the items of a plain list, "A, B and C", "A or B"
AND_OR_SEP = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
IOWA_NUM = rf"\d{{1,3}}[A-Z]?\.\d{{1,4}}[A-Z]?{SUBDIV}*"
WIS_SUFFIX = r"(?:Wisconsin\s+[Ss]tatutes|Wis(?:consin)?\.?\s*Stats?\.?|Stats\.)"

# "10-2-12 (a)": a space may separate the number from its subdivision in plain exports.
# (or a section dotted in three or four parts, "15.3.16.032" (Spanish Fork UT))
# (or a section's dotted path after a two-part number: "in accordance with 39.2.A.1", Charlotte NC)
# (a two-part dotted number only with its subsection: "the requirements of 41.19(a)(3) above", San Francisco;
# without one it may be a measure)
# (an article lettered within its chapter, "as outlined in 4-1B-7 of this article", Artesia NM)
# (a subsection glued to a three-part section: "pursuant to\n18.39.080A3.", Pima County AZ)
# (a Sterling code's paragraph after its subsection letter and a dot: "as per\n9-1-3A.6.", Deming NM)
BARE_NUM = rf"(?:(?<![\w.\-/])(?:\d{{1,4}}\.\d{{1,4}}[A-Z]?(?=\([a-z0-9]{{1,3}}\))|\d{{1,3}}\.\d{{1,3}}\.[A-Z](?:\.\d{{1,2}})?(?![\w.]\w)|\d+(?:-\d+(?:[A-Z](?=-\d))?)+(?:(?<=-\d{{4}})-[A-Z]{{1,2}}(?:\.?\d{{1,2}})?(?![\w\-])|(?:\.\d+)?(?:[A-Z](?:\d{{1,2}}|\.\d{{1,2}}(?![\d.]\w))?)?)|\d{{1,3}}(?:\.\d{{1,3}}){{2,3}}(?:\.[A-Z](?:\.\d{{1,2}})?|(?<=\d{{3}})[A-Z]\d{{0,2}}(?=[.,;:)\s]|$))?(?![\d.]\w))(?:\s?{SUBDIV})*)"
# Ohio Revised Code chapters run to four digits ("R.C. 4511.21").
# (a third dotted part, "4733.37.03", is printed though the Revised Code has none: kept as printed; one digit too, "Ohio R.C.
# 723.04.1", Whitehall OH)
# "Ohio R.C. 3781.111 (C)": a division after a space, unless a capitalized word follows it
# (then it opens a list item).
# (a blank misprinted after the dot in a cross-reference's list: "see Ohio R.C. 715.08, 717. 01,\n743.01", Greenhills OH; "Ohio
# R.C. 755. 12", Loudonville OH; "Ohio R.C. 711. 001 et seq.", Lordstown OH)
OHIO_NUM = rf"\d{{1,4}}\.(?:[ ](?=\d{{2,3}}(?![\d.])))?\d{{2,4}}(?:\.\d{{1,2}}(?!\d))?(?:{SUBDIV}+|[ \t]{SUBDIV}+(?![ \t]+[A-Z][a-z]))?"
# (a list goes on past an item's "et seq.": "see Ohio R.C. 735.28 et seq., 743.26\net seq.", Caldwell OH)
OHIO_LIST = rf"(?:{OHIO_NUM}(?:(?:\s+et\s+seq\.?(?=\s*,))?{LIST_SEP}{OHIO_NUM})*)"
# (a run of bare subdivisions before the next number: "Wis. Stats. \u00a7\u00a7 125.07(1)(a), (2)(a), (3)(a), (4)(a)(b), 125.085(3)(b)
# and\n125.09(2)", Newburg WI)
# (bare subsections may end the list where the statutes' name follows: "subsections 101.123(1), (2), (2m), (3), (6) and (9)\nof
# the Wisconsin statutes", "subsection 101.123(2m)(b) to (d), Wisconsin statutes", Reedsville WI)
# (a range of subdivisions inside the list: "Wis. Stats. \u00a7\u00a7 125.07(1)-(5) and 125.09\n(2)", Turtle Lake WI)
STATUTE_LIST = (rf"(?:{STATUTE_NUM}(?:(?:{LIST_SEP}|(?<=\))[\-\u2013](?=\(\w{{1,3}}\)))(?:{STATUTE_NUM}|{SUBDIV}+(?=(?:{LIST_SEP}{SUBDIV}+)*(?:{LIST_SEP}{STATUTE_NUM}"
                rf"|\s*,?\s*(?:of\s+(?:the\s+)?)?{WIS_SUFFIX}))))*)")
# Municode prints a subdivision after a space: "section 1-11 (b)".
# Municode scrapes break the line before the subdivision ("Sec.\n27.06\n(4)"): taken when what
# follows cannot open a list item (punctuation, a line end, "of", "MGO").
# A number alone on its line ("Sec.\n24.04\n(3)(b) below") is such a scrape's whatever follows.
# (not an indented list item on the next line: "identified in Section\n939.18(f)\n      (2)   $2.50 per month", Groveport OH)
LOCAL_NUM_SPACED = (rf"(?:(?<=\n){LOCAL_NUM}\n[ \t]{{0,2}}{SUBDIV}+"
                    # (each level spaced: "Section 22-33 (c) (15) and (16)", Dooly County GA)
                    rf"|{LOCAL_NUM}(?:(?:[ \t]{SUBDIV}+)+|\n[ \t]*{SUBDIV}+(?=[ \t]*(?:[,.;:)]|\n|$|(?:of|and|or|MGO)\b)))?)")
# A number after a section sign: LOCAL_NUM_LOOSE, with a chapter-section number's subsection after a space
# when the words after it go on with the reference ("\u00a7 9-31 (a) of which") or with the sentence, in lower
# case ("the fee required in \u00a7 8-4-4 (D) will be set", Enid OK; "\u00a7\n72.70 (B)(3) through (5)", Ludlow KY), not when a clause opens (an item that
# opens a clause begins with a capital)
# (a Wisconsin subdivision printed bare after a paragraph: "\u00a7\u00a7 125.075, 125.085(3)(a)2, 125.105(2)(b)", Newburg WI)
LOCAL_NUM_SIGN = (rf"(?:{LOCAL_NUM}(?:(?<=\))\d{{1,2}}(?=[,;)]|\.?\s))?(?:\n[ \t]*{SUBDIV}+(?=[ \t]*[,;)])|[ \t]{SUBDIV}+(?=[ \t]*(?:[,.;:)]|\n|$|(?:of|and|or|through|above|below|hereof|herein)\b"
                  r"|(?-i:shall|will|may|must|is|are|was|were|has|have|to|for|in|by|with|unless|except|if|which|that)\b)))?"
                  rf"|\d+[A-Z]?{SUBDIV}*)")
# Massachusetts General Laws sections: "21D", "21(3)"; a list may continue with bare
# subdivisions of the last section ("§ 21(3), (4)") or further sections ("42A to 42F").
# "section 10, par. (b)", "section 32, clause (3)": the paragraph folds into the section.
MASS_SEC = rf"(?:\d+[A-Z]?(?:½|1/2(?![\d/]))?{SUBDIV}*(?:\s*,?\s*(?:par(?:agraph)?|cl(?:ause)?)\.?\s*{SUBDIV}+)?)"
# (a list item is no regulation's number: "M.G.L. c. 21I, s. 9, 310 CMR 16", Boston)
# (nor a federal title's: "M.G.L. c. 152, \u00a7 25C, 29 U.S.C. \u00a7 201", Somerville)
MASS_SEC_LIST = rf"(?:{MASS_SEC}(?:(?:{LIST_SEP}|(?<=[\dA-Z])-(?=\d))(?:{MASS_SEC}(?![\d/]|\s+(?:CMR\b|C\.\s?M\.\s?R\.|U\.\s?S\.\s?C|USC\b|C\.\s?F\.\s?R|CFR\b))|{SUBDIV}+))*)"
LOCAL_LIST = rf"(?:{LOCAL_NUM_LOOSE}(?:{LIST_SEP}{LOCAL_NUM_LOOSE})*)"

_LOWER_ITEM = r"[a-z](?=\.(?!\w)|,|;|:|\)|\s+(?:of|and|or|above|below|through|hereof|herein)\b|\s*$)"
# Subdivision references: "A", "(a)", "B(2)", lists and printed ranges "(1)-(3)".
# Ohio (American Legal) codes letter the level below "(f)(1)" "A.": "subsection (f)(1)A. or B.
# of this section"; the letter keeps its period, as the code prints it.
# Divisions past (Z) lettered twice: "divisions (DD) through (PP), inclusive", "division (MM) of this section" (Shelbyville IN)
_DOUBLED_CAPITALS = "|".join(c * 2 for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
INTERNAL_ITEM = (
    # "Subsection G.5": a letter and its paragraph joined by a period
    # (PDF text spaces the item inside its parenthesis: "subsection ( e)", "paragraph ( 1)", Coral Gables FL)
    # (capitals in parentheses are one letter or a Roman numeral: "division (EPD)" is an agency's initials)
    # ("paragraph c.2 or c.3", Boston: a lower-case letter and its paragraph)
    # (a code that numbers its subsections ".010", ".020": "under subsection .010 of this section", Anaheim CA)
    # (Sterling codes glue a subsection's levels: "subsection A1b of this section", "subsection A6" (Ponca City OK); at a
    # sentence's end too, "a citation under this subsection V2.", Reedsville WI; the last of a list after a comma and "or",
    # "subsection A2, A3, A4, A5, or A6 of this\nsection", Dubuque IA; a lettered level after the glued digit,
    # "subsection A2(h)1(A)-(F) of this section", Reedsville WI again; a letter's period kept before its numbered level,
    # "subsections B.(1) through B.(4) hereof", Hauser ID)
    r"(?:(?:(?:(?<=ubsection\s)|(?<=ubsections\s)|(?<=\.\d\d\d\sor\s)|(?<=\.\d\d\d\sand\s))\.\d{3}(?![\d.])"
    r"|(?:(?<=ubsection\s)|(?<=ubsections\s)|(?<=aragraph\s)|(?<=\d\sand\s)|(?<=\d\sor\s)|(?<=\d,\s)|(?<=\d\sthrough\s)|(?<=\d[a-z]\sand\s)|(?<=\d[a-z]\sor\s)|(?<=\d[a-z],\s)|(?<=\d[a-z]\sthrough\s)|(?<=\d,\sor\s)|(?<=\d,\sand\s))[A-Z]\d{1,2}[a-z]?(?![\w\-]|\.\w)|(?<=ub-section\s)\d{1,2}(?=\([a-z]\))|[A-Z]\.\d{1,2}(?:\.[a-z](?!\w|\.\w))?(?!\d|\.\d)|(?:(?<=aragraph\s)|(?<=aragraphs\s)|(?<=\sor\s)|(?<=\sand\s))[a-z]\.\d{1,2}(?![\d.]\d)|[A-Z]\.(?=\((?:[0-9]{1,3}|[a-z]{1,4})\))|[A-Z]\b|\((?:[0-9]{1,3}|[a-z]{1,4}|[A-Z]|[IVXLC]{2,4}|" + _DOUBLED_CAPITALS + r"|[A-Z]-(?:[ \t]*\n[ \t]*)?\d{1,2})\)|(?<=[a-z]\s)\(\s(?:[0-9]{1,3}|[a-z]{1,4})\))"
    # (Municode's levels below the lower-case letter: "subsection (a)(2)c.1.ii. of this section" (Pooler
    # GA), "subsection (2)b.2.i" (Richmond VA); or a capital, "as provided in subsection (c)(3)B.1.", Bedford Heights OH)
    # (a level wrapped onto the next line, "divisions (E)(2)(a) or (E)(2)\n(b) of this section", Amberley Village OH;
    # "revoked under Subsection (b)\n(5), the", Dallas TX; "divisions (C)\n(11)(b), (C)(11)(c)", Pryor Creek OK;
    # not an item opening the next line)
    # (or spaced from it, the place named after: "division (B) (2) of this section", Martindale TX)
    # (a digit glued after the wrapped letter: "the procedure in division (B)(9)\n(c)2. of this section", Maineville OH)
    # (or the sentence going on after it: "set forth in division (B)\n(1) that undergoes", Medford WI; or ending at the line's
    # end: "as stated in division (C)\n(1).", Amboy MN; or the list going on to the next path, "divisions (A)(1), (A)\n(2) and
    # (A)(3)", Plymouth NC; or a preposition after it, "exempt from the provisions of this division (A)\n(2) for conducting
    # activities", Mogadore OH, "the period identified in division (B)\n(1) at the same property", Valparaiso IN)
    # (a capital glued after the wrapped digit: "(except the tap-in fee imposed under subsection (b)\n(2)A.), upon", Orange OH)
    r"(?:(?:(?:\n|(?<=\))[ \t])(?=\((?:[0-9]{1,3}|[a-z]{1,4})\)(?:\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))*(?:(?<=[a-z]\))\d{1,2}\.?|(?<=\d\))[a-zA-Z]\.?)?(?:[ \t]+(?:of|above|below|hereof|herein|that|which|shall|is|are|for|at|to|by|on|with|from|within|after|unless|except|until|(?:and|or)(?=[ \t]+\((?:[A-Z]|\d{1,2})\)))\b|[,;)]|\.[ \t]*(?:\n|\Z)|\Z)))?\((?:[0-9]{1,3}|[a-zA-Z]{1,4})\))*(?:(?<=\))[A-Za-z]\.\d{1,2}(?:\.[ivx]{1,4})?\.?(?=[\s,;)]|$)"
    # (a lower-case letter's numbered level glued after it: "the sworn statement under Subsection (c)(1)b6.", Edgar WI; and
    # a range of letters with a hyphen, "Subsection\n(b)(17)a-b above", the same)
    r"|(?<=\))[A-Za-z]\.(?=[\s,;)\u2014\u2013]|$)|(?<=\))[a-z]\d{1,2}(?=[\s,;.)]|$)|(?<=\))[a-z](?=[\u2014\u2013\-][a-z]\b(?!-)|[ \t]+(?:and|or|through|of)\b|[,;)]|$)|(?<=\))\d{1,2}(?:\.[a-z]\.?(?=[\s,;)]|$)|\([A-Za-z]\)|(?=\.(?!\d)|\b)))?"
    # Municode letters that level in lower case: "subsection (d)(1)a. or b. of this section"; after a number glued to its
    # letter, "divisions (h)1.a. through f. above" (Linden WI)
    # (and the end of a range of them: "divisions (h)1.a. through f. above", Linden WI)
    r"|(?:(?<=\.\sor\s)|(?<=\.\sand\s)|(?<=[a-z]\.\sthrough\s)|(?<=[a-z]\.[\u2014\u2013\-]))[a-z]\.(?=[\s,;)]|$)"
    # "subsection (a)(2)d\u2014f": the same without periods, joined by a dash
    r"|(?<=\)[a-z][\u2014\u2013\-])[a-z](?=[\s,;)]|$))"
)
INTERNAL_LIST = (
    rf"{INTERNAL_ITEM}"
    # "paragraphs (1)-(3)": a printed range cites both ends.
    # ("subsections B. and C. of this section": a letter keeps its list-marker period, Roswell GA)
    # ("divisions (A), (B) and/or (C) above", Hopkinsville KY)
    # ("subsections C.7.a. and b.": a lower-case letter's period too, Rochester WI)
    # ("subsections A to F inclusive, of this section", Rupert ID: letters joined by "to" where the range ends)
    # ("divisions (B)(1) through(B)(6) below", Gilman WI: "through" glued to the range's end)
    # (an Ohio path's last level a digit keeping its period before the next path: "divisions (B)(1)(c)1. through
    # (B)(1)(c)3.", "divisions (K)(1)(a)2., (K)(1)\n(a)3., (K)(1)(b), and (K)(1)(c)", Alexandria OH)
    # ("subsections (c) and/\nor (d) above": "and/or" broken over the line, Turtle Lake WI)
    r"(?:(?:(?<=\b[A-Z])\.(?=\s+(?:and|or)\s+[A-Z]\.)|(?<=\d\.[a-z])\.(?=\s+(?:and|or)\s+[a-z]\.)|(?:(?<=\)\d)|(?<=\)\d\d))\.(?=\s*,\s*(?:and\s+|or\s+)?\(|\s+(?:and/or|and|or|through)\s+\())?(?:\s*,\s*(?:and/or\s+|and\s+|or\s+)?|\s+(?:and/\s*or|and|or|through)\s+|(?<=\))\s+through(?=\()|\s+to\s+(?=\()|(?<=\b[A-Z])\s+to\s+(?=[A-Z]\s+inclusive\b|[A-Z]\s*,?\s+(?:of|above|below|hereof)\b)|(?<=\))[\-–\u2014](?=\()|(?<=[a-z]\.)[\u2014\u2013\-](?=[a-z]\.)|(?<=\)[a-z])[\u2014\u2013\-](?=[a-z]\b))"
    rf"{INTERNAL_ITEM})*"
)
WI_INTERNAL_ITEM = r"(?:\((?:[0-9]{1,3}[a-z]{0,2}|[a-zA-Z]{1,4})\)(?:[ \t]?\((?:[0-9]{1,3}[a-z]{0,2}|[a-zA-Z]{1,4})\))*|(?<=subd\.[ \t])\d{1,3}[a-z]?\b|(?<=subd\.)\d{1,3}[a-z]?\b)"
# After a chapter or section number: the name of a state's law, which makes the number that law's
# (also a list running on to it: "ch. 340 to 348, Stats.").
NOT_STATE_AFTER = (
    r"(?!(?:\s*(?:,|to|and|or|through)\s*\d+[A-Z]?(?:\.\d+)?)*\s*,?\s*(?:of\s+(?:the\s+)?)?"
    r"(?:Wis(?:consin\b|\.)|Stats?\.|[Ss]tatutes\b|(?:Massachusetts\s+)?General\s+Laws|Laws\s+of|Acts\b|(?:Ohio\s+)?Revised\s+Code(?!\s+(?:Chapters?\b|Sections?\b|Secs?\.|§))"
    r"|RCW\b|WAC\b|ORS\b|Adm(?:in)?\.|Administrative|Bankruptcy|[Tt]itle\s+\d|U\.\s?S\.\s?C\.))"
    # (nor a part of a named act: "Chapter V of the Food, Drug and\nCosmetic Act", Lexington OK)
    r"(?!\s*,?\s+of\s+the\s+(?:[A-Z][\w\-]*,?\s+(?:(?:and|of|&)\s+)?){1,6}Act\b)"
)
# The fifty states by name, and the Bluebook abbreviations their constitutions are cited by.
STATES: tuple[tuple[str, str, str], ...] = (
    ("AL", "Alabama", "Ala."), ("AK", "Alaska", "Alaska"), ("AZ", "Arizona", "Ariz."), ("AR", "Arkansas", "Ark."),
    ("CA", "California", "Cal."), ("CO", "Colorado", "Colo."), ("CT", "Connecticut", "Conn."),
    ("DE", "Delaware", "Del."), ("FL", "Florida", "Fla."), ("GA", "Georgia", "Ga."), ("HI", "Hawaii", "Haw."),
    ("ID", "Idaho", "Idaho"), ("IL", "Illinois", "Ill."), ("IN", "Indiana", "Ind."), ("IA", "Iowa", "Iowa"),
    ("KS", "Kansas", "Kan."), ("KY", "Kentucky", "Ky."), ("LA", "Louisiana", "La."), ("ME", "Maine", "Me."),
    ("MD", "Maryland", "Md."), ("MA", "Massachusetts", "Mass."), ("MI", "Michigan", "Mich."),
    ("MN", "Minnesota", "Minn."), ("MS", "Mississippi", "Miss."), ("MO", "Missouri", "Mo."),
    ("MT", "Montana", "Mont."), ("NE", "Nebraska", "Neb."), ("NV", "Nevada", "Nev."),
    ("NH", "New Hampshire", "N.H."), ("NJ", "New Jersey", "N.J."), ("NM", "New Mexico", "N.M."),
    ("NY", "New York", "N.Y."), ("NC", "North Carolina", "N.C."), ("ND", "North Dakota", "N.D."),
    ("OH", "Ohio", "Ohio"), ("OK", "Oklahoma", "Okla."), ("OR", "Oregon", "Or."), ("PA", "Pennsylvania", "Pa."),
    ("RI", "Rhode Island", "R.I."), ("SC", "South Carolina", "S.C."), ("SD", "South Dakota", "S.D."),
    ("TN", "Tennessee", "Tenn."), ("TX", "Texas", "Tex."), ("UT", "Utah", "Utah"), ("VT", "Vermont", "Vt."),
    ("VA", "Virginia", "Va."), ("WA", "Washington", "Wash."), ("WV", "West Virginia", "W. Va."),
    ("WI", "Wisconsin", "Wis."), ("WY", "Wyoming", "Wyo."),
)
# Longest first: "West Virginia" before "Virginia".
STATE_FULL_NAMES = "|".join(
    n.replace(" ", r"\s+") for n in sorted((s[1] for s in STATES), key=len, reverse=True))

STATE_OF_NAME = {s[1]: s[0] for s in STATES}
STATE_NAME_BEFORE = re.compile(rf"\b(?P<state>{STATE_FULL_NAMES})\s+$")
# A state's highway department by the older names the transportation departments replaced ("Arkansas State Highway
# and Transportation Department", "Arkansas State Highway Commission", "Kansas Highway Department")
STATE_HIGHWAY_DEPARTMENT = (r"(?:State\s+)?Highway(?:\s+and\s+Transportation)?\s+(?:Department|Commission)\b"
                            r"|Department\s+of\s+Transportation\b")

# A city code's initials: "KMC", "SMC", "FWRC" (two or three letters before "RC": not Ohio's "ORC"),
# a land use ordinance's or development code's: "UCLUO", "LDC", "UDC"
# (and a city's zoning code by its initials, "KZC 105.10", "Chapter 90 KZC": Kirkland WA)
# (a county's code: "WCC 20.80.630", Whatcom County WA; not the ICC's standards, the FCC or the UCC)
# A section after a city code's initials, dotted, maybe with a small letter glued on: "90.05a", "23.47A.004", "15.12.040(B)"
# (the initials' own number and each number listed after it)
CITY_CODE_DOTTED_NUM = rf"\d{{1,3}}\.\d{{2,3}}(?:[A-Z]|[a-z](?![a-z]))?(?:\.\d{{3,4}}[A-Z]?)?{SUBDIV}*"
CITY_CODE_ABBR = r"(?:[A-Z]{1,3}MC|[A-Z]{2,3}RC|[A-Z]{2,4}LUO|[A-Z]?[LU]DC|[A-Z]{1,2}ZC|(?![IFU]CC)[A-Z]{1,2}CC)"

# Each tuple: (name, compiled pattern). Groups: "list" holds the numbers.
# An article (or division) of this code, not of a state code, a constitution or another document:
# no section, paragraph or "of the agreement/lease" after it ("Article 9, Section 1 of the Georgia
# Constitution", "Article 5 of the agreement"), unless that document is a named code or ordinance.
# A zoning ordinance's plain section numbers and their list: "215 and 216", "201(e)(1)"
# The ICC's model codes by name ("the International Fire Prevention Code" is the older name of the Fire Code).
# (the council named inside: "The International Code Council Fire Code, 2015 edition", Barrington Hills IL)
ICC_NAMES = (r"International\s+(?:Code\s+Council\s+)?(?:Building|Residential|Fire(?:\s+Prevention)?|Plumbing|Mechanical|Fuel\s+Gas"
             r"|Property\s+Maintenance|Energy\s+Conservation|Existing\s+Building|Zoning|Swimming\s+Pool\s+and\s+Spa"
             r"|Private\s+Sewage\s+Disposal|Wildland[\s\-]+Urban\s+Interface|Green\s+Construction)\s+[Cc]ode")
# (the last word in lower case: "the terms of the\nInternational Property Maintenance code, as amended", Independence KY)
_PLAIN_SECTION = r"\d{3,4}(?:\([a-z0-9]{1,3}\))*"
_PLAIN_SECTIONS = rf"{_PLAIN_SECTION}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+){_PLAIN_SECTION})*"
_ART_NUM = r"(?:[IVXL]+|\d{1,3})\b(?![.\-]\d)"
_ARTICLE_OF_THIS_CODE = (
    # (an article before the section signs of this code's own numbering is this code's too: Municode's
    # editor's notes, "included as article VI, §§ 18-161—18-166", Ware County GA; "Article VII, Section
    # 7-1" is one reference, the section's, as the outside labels read it)
    r"(?!\s*,?\s*(?:[Ss]ec(?:tion|\.)|§(?!§?\s*\d{1,3}-\d)|[Pp]aragraph)"
    r"|\s*,?\s+of\s+(?:the|an?|said|such|that)\s+(?!(?:[A-Z]\w+\s+){0,2}(?:Code|Ordinances?)\b)"
    r"|\s+of\s+this\s+(?!(?i:chapter|code|title|ordinance|article|appendix|zoning\s+code)\b))"
)
# Standards bodies cited by designation ("ASHRAE 90.1", "IEEE 1547"), and the subjects of a code a
# state or city names for itself ("Cincinnati Building Code"); the citation triggers use them too.
# (the Cast Iron Soil Pipe Institute's pipe standard, its initials dotted too: "C.I.S.P.I. Standard 301-2009",
# Mounds View MN)
# (the American Pyrotechnics Association's fireworks standard, "APA standard 87-1", Mussey MI)
STD_BODIES = ("ASHRAE", "IEEE", "ACI", "ICC", "NSF", "ASSE", "IAPMO", "ASCE", "SAE", "ISO", "IESNA", "AWS", "API", "NEMA", "CISPI", "APA",
              r"C\.I\.S\.P\.I\.")
SUBJECT_CODE_WORDS = (r"Building|Fire(?:\s+Prevention)?|Housing|Health|Plumbing|Electrical|Mechanical|Residential"
                      r"|Property\s+Maintenance|Energy|Gas|Land\s+Use")
ASME_DESIGNATION = r"[A-Z]\d{2,3}(?:\.\d+)+(?:-(?:19|20)?\d\d)?(?:/CSA\s+[A-Z]?\.?\d+(?:\.\d+)*)?\b"
# (a title-cased "Of": "the specifications of the\nAmerican Society Of Testing and Materials (ASTM)", Kane County UT)
_ASTM_NAME = r"\bAmerican\s+Society\s+(?:for|[Oo]f)\s+Testing\s+(?:and\s+)?Materials"
# A section of an act: "704", "101(a)", "307 (a)" (a blank before the subsection).
_ACT_SECTION = r"\d{1,4}[A-Za-z]?(?:[ \t]?\((?:\d{1,3}|[a-zA-Z]{1,3})\))?(?:\((?:\d{1,3}|[a-zA-Z]{1,3})\))*"

CITATION_PATTERNS: tuple[tuple[str, re.Pattern], ...] = (
    # The Federal Aviation Regulations by part, 14 C.F.R.'s: "scheduled FAR Part 121/135 commercial
    # airlines" (Pitkin County CO's airport), "FAR Parts 91 and 135"
    # A section of the place's zoning code: "Zoning Code \u00a7 3-206", "City Zoning Code, \u00a7 3-206" (Baltimore;
    # before the local section patterns, which would take the section as this code's)
    ("zoning_code_section", re.compile(
        r"\b(?:(?:City|County|Town|Village)\s+)?Zoning\s+Code\s*,?\s*(?:\u00a7\s*(?P<zsec>\d{1,3}-\d{1,4}(?:\.\d{1,3})?)\b(?![.\-]\d)"
        # (a title of it: "the notice and hearing requirements of Zoning Code Title 16", Baltimore art. 6)
        # (and its subtitle: "Zoning Code Title 7, Subtitle 4", Baltimore art. 2)
        r"|Title\s+(?P<ztitle>\d{1,3})\b(?![.\-]\d|\s*,?\s*\u00a7)(?:\s*,\s*Subtitle\s+(?P<zsub>\d{1,3})\b(?![.\-]\d))?)")),
    ("far_part", re.compile(r"\bFAR\s+Parts?\s+(?P<list>\d{2,3}(?:\s*(?:/|,|\band\b|\bor\b)\s*\d{2,3})*)\b(?![.\-]\d)")),
    # A part of an enacting ordinance cited in running text: "Chapter 145 of Ordinance 2740" (Kirkland WA),
    # "Section 2 of Ordinance 91-757", "Ordinance 1889-041, Section 4" (Baltimore): no part of this code.
    # (History notes, "(Ord. No. 12, \u00a7 1, 5-6-2008)", are masked before any pattern runs.)
    # (it opens on "Ordinance", so the engine skips to it in C; the converter reads the part back)
    # (abbreviated after its part only: "Section 4 of Ord. 10-337, provides that", Baltimore art. 28)
    ("ordinance_part", re.compile(
        # (a letter before the number: "the schedule attached to Ord. O-23-95", Fort Thomas KY)
        r"(?:Ordinance|(?P<abbr>Ord\.))\s+(?:No\.\s*)?(?P<ord>(?:[A-Z]-)?\d{1,4}(?:-\d{1,4})?)\b(?![\w\-]|\.\d)"
        r"(?:\s*,\s*(?P<w2>[Ss]ection|[Cc]hapter)\s+(?P<n2>\d{1,4}[A-Za-z]?)\b(?![\-.]\d))?")),
    # (no sign before the number: "A violation of any of the provisions of Wis. Stat. 125.07, including", Rochester WI)
    # (Wisconsin Statutes Annotated by its initials: "WSA 710.15(5m)(h)", Reedsville WI)
    # (the name in lower case, spelt out: "as defined in Wisconsin statutes 967.02(5)", Reedsville WI)
    # (the list may repeat the sign, not into a section of another code: "Wis. Stats. §\n61.35 and § 62.23, for villages",
    # Gilman WI)
    # ("Wisconsin Statutes sections 301.45 or 301.46", Reedsville WI: the plural word)
    # (a comma after the name: "as defined in Wisconsin Statutes, section 159.01(9)", Menomonie WI)
    # (a section printed as a "Chapter": "Wis. Stats. Chapter 146.14", Turtle Lake WI)
    # (the section's "s." printed without its period: "The provisions of Wis. Stat. s 125.185\napply.", Rochester WI)
    ("wi_prefix", re.compile(rf"(?:\bWis(?:consin)?\.?\s*Stat(?:utes|s)?\.?(?:,(?=\s*(?:§|[Ss]s?\.|[Ss]ec)))?|\bWisconsin\s+statutes\b,?|\bWSA\b|\bW\.S\.A\.)\s*(?:(?:§+|[Ss]s?\.|s(?=[ \t]\d{{1,3}}\.\d)|[Ss]ec(?:tions?|\.)?|Chapter(?=\s*\d{{1,3}}\.\d))\s*)?"
                             rf"(?P<list>{STATUTE_LIST}(?:{LIST_SEP}§\s*(?>{STATUTE_NUM})(?!\s*,?\s*of\s+(?:the|this)\s))*)")),
    ("wi_suffix", re.compile(
        # (the name after "of" without "the": "complying with section 74.03(2) of Wisconsin statutes", Reedsville WI)
        # (a subdivision's number printed with its period: "Sec. 346.48(2)(b)2., Wis. Stats.", Edgar WI)
        # (the statutes' "(intro.)" for a subsection's lead-in: "Sec. 340.01\n(11) (intro.), Wis. Stats.", Edgar WI)
        # (a subdivision's paragraph letter printed with its period too: "Per Sec. 62.23(7)(de)2.b., Wis. Stats.", Edgar WI)
        rf"(?:(?:§§?|\bs{{1,2}}\.|\b[Ss]ec(?:tions?|s?\.))\s*)?(?P<list>{STATUTE_LIST})(?:(?<=\)\d)\.|(?<=[\dl]\.[a-z])\.)?(?:[ \t]*\(intro\.\))?\s*,?\s*(?:of\s+(?:the\s+)?)?(?P<suffix>{WIS_SUFFIX})")),
    # "ch. 66, Wis. Stats.", "Ch. 66, Subch. VII, Wis. Stats."
    ("wi_chapter", re.compile(
        # (the subchapter named first: "the Subchapter VII of Chapter 26 of the Wisconsin Statutes", Rochester WI)
        rf"(?:\b[Ss]ubchapter\s+(?P<subch3>[IVXL]+)\s+of\s+(?:the\s+)?)?"
        rf"\b[Cc]h(?:apter|\.)\s*(?P<list>\d{{1,3}})(?:\s*,?\s*[Ss]ubch(?:apter|\.)\s*(?P<subch>[IVXL]+))?"
        rf"\s*,?\s*(?:of\s+(?:the\s+)?)?{WIS_SUFFIX}"
        # (a list or range of them before the name: "chapters 341 to 348, Wisconsin statutes", Menomonie WI)
        rf"|\b[Cc]h(?:apters|s\.)\s*(?P<list3>\d{{1,3}}(?:{NUMBER_LIST_SEP}\d{{1,3}}\b(?![.\-]\d))+)"
        rf"\s*,?\s*(?:of\s+(?:the\s+)?)?{WIS_SUFFIX}"
        # "Wis. Stat. ch. 145", "Wis. Stats. chs. 62": the chapter after the name
        # (a list of them: "Wis. Stats. Chapters 341\nthrough 348 and 350", Linden WI)
        # (not across a sentence's end: "granted by the Wisconsin Statutes.\nChapter 3\nCigarette Licenses", Edgar WI)
        rf"|\bWis(?:consin)?\.?\s*(?:Stat(?:utes(?!\.)|s\.?|\.)?|(?<=Wisconsin\s)statutes\b)\s*,?\s*[Cc]h(?:apters?|s?\.)\s*(?P<list2>\d{{1,3}}"
        # (or "and/or": "violations of Wis. Stat. chs. 125 and/or 139", Rochester WI)
        rf"(?:(?:{NUMBER_LIST_SEP}|\s+and/or\s+)\d{{1,3}}\b(?![.\-]\d))*)\b(?![.\-]\d)"
        # (a subchapter after it: "Wis. Stats. Chapter 66, Subchapter XIII", Linden WI)
        r"(?:\s*,?\s*[Ss]ubch(?:apter|\.)\s*(?P<subch2>[IVXL]+)\b)?"
        # (a chapter's number alone after the name: "Wisconsin statutes 943, specifically 943.13 and 943.14", a footnote's
        # "WSA 961.", Reedsville WI: every section of the statutes is dotted)
        r"|(?:\bWisconsin\s+[Ss]tatutes|\bWSA)\s+(?P<list4>\d{2,3})\b(?![.\-]\d|\s*\()")),
    # A Wisconsin code's own subsections by "s." and a dotted path: "s. H.1.a.(5) through (15)", "ss. H.1.a(5)", "s. I.1"
    # (Rochester WI), and its own sections with a lettered subsection after a dot, "s.\n7-10.K"
    ("wi_s_internal", re.compile(
        r"(?<![\w.])ss?\.[ \t]*(?:(?P<p>[A-Z]\.\d{1,2}(?:\.[a-z])?(?:\.?\(\d{1,2}\))?)(?![\w]|\.\d)"
        r"(?:[ \t]+(?:through|to|and|or)[ \t]+(?P<q>\(\d{1,2}\)))?"
        # (and a numbered level below the letter: "s.\n10-12.D.3", Rochester WI)
        r"|\n?[ \t]*(?P<sec>\d{1,3}-\d{1,3})\.(?P<sub>[A-Z])\b(?:\.(?P<sub2>\d{1,2})\b)?(?!\.\d))")),
    ("wi_s", re.compile(rf"(?<![\w.])ss?\.\s*(?P<list>{STATUTE_LIST})")),
    # (Iowa letters sections inserted later: "Iowa Code Section 805.8A(1)(c)", Ames IA)
    # (before the four-decimal Wisconsin form: "Iowa Code § 22.1111", a misprint, Orange City IA)
    # (a later item may be a chapter whose number carries a letter: "Iowa Code Sections 321.247 and 321I.", Humboldt IA)
    # (a comma before the word: "(Iowa Code, Sections 100.19; 727.2)", Cascade IA)
    # (the edition's year after the name: "Iowa Code (2013) section 321.288 is adopted by reference", West Des Moines IA)
    ("iowa", re.compile(rf"\bIowa\s+Code\s*(?:\((?:19|20)\d\d\)\s*)?(?:§+|,?\s*[Ss]ections?)?\s*(?P<list>{IOWA_NUM}(?:{LIST_SEP}(?:{IOWA_NUM}|\d{{3}}[A-Z](?![\w\-]|\.\d)))*)")),
    # (four decimals exactly: "Section 12.07022", a section with its dot dropped, is no statute)
    ("wi_four_decimal", re.compile(rf"(?:§§?|\b[Ss]ec(?:tions?|s?\.))\s*(?P<list>\d{{1,3}}\.\d{{4}}(?!\d){SUBDIV}*(?:{LIST_SEP}{STATUTE_NUM})*)")),
    # The Illinois Revised Statutes, before the ILCS replaced them in 1993: "Ill. R.S. Ch. 24, Sec. 11-109-1", "Ill. R.S. Ch.
    # 24, Secs.\n11-141-1 et seq." (Christopher IL), "Ill. Rev. Stat. 1989, ch. 24, par. 11-42-1": a chapter and its
    # section (or paragraph), one citation; a section's number may break at its hyphen ("Sec. 11-141-\n7")
    ("il_rev_stat", re.compile(
        r"\bIll(?:inois|\.)\s*(?:R\.\s?S\.|Rev\.\s*Stat(?:s|utes)?\.|Revised\s+Statutes)(?:\s*,?\s*(?:19|20)\d\d)?\s*,?\s*"
        # (a chapter numbered with a half: "Ill. Rev. Stat. Ch. 95-1/2, Par. 15-113", Grandview IL)
    r"[Cc]h(?:apter|\.)\s*(?P<ch>\d{1,3}(?:[\s\-]?1/2|½)?)(?![\w/])(?:\s*,\s*(?:Secs?\.|[Ss]ections?|[Pp]ars?\.|[Pp]aragraphs?|§§?|¶¶?)\s*"
        r"(?P<sec>\d+(?:-[ \t]*\n?[ \t]*\d+)+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\w\-]))?"
        # (a section then its chapter, the statutes named after: "Section 481b.32 of Chapter 120 of the Illinois Revised\nStatutes",
        # Greenville IL)
        r"|\b[Ss]ection\s+(?P<sec2>\d+[a-z]?(?:\.\d+)?)\s+of\s+[Cc]hapter\s+(?P<ch2>\d{1,3}(?:[\s\-]?1/2|½)?)\s+of\s+the\s+Illinois\s+Revised\s+Statutes\b")),
    # The Ohio Basic Code (American Legal's model code many Ohio villages adopt), cited beside the village's own: "see
    # Ohio Basic Code Ch. 94", "(Ohio Basic Code 112.12)" (Arlington Heights OH), "Ohio\nBasic Code Title XI" (Buckland OH)
    ("ohio_basic", re.compile(
        r"\bOhio\s+Basic\s+Code\b(?:[ \t]*,?[ \t]*(?:Ch(?:apter|\.)\s*(?P<ch>\d{1,3})\b|Title\s+(?P<title>[IVXL]+)\b"
        r"|(?P<sec>\d{1,3}\.\d{2,3})(?![\w\-]|\.\d)))?"
        # (by its initials, a list of its sections after the sign: "O.B.C. \u00a7\u00a7\n93.41,\n93.42, and\n93.43", Ottawa Hills OH)
        r"|\bO\.\s?B\.\s?C\.\s*\u00a7\u00a7?\s*(?P<obc>\d{1,3}\.\d{2,3}(?:\([A-Za-z0-9]{1,3}\))*(?:\s*,\s*(?:and\s+|or\s+)?\d{1,3}\.\d{2,3}(?:\([A-Za-z0-9]{1,3}\))*"
        r"|\s+(?:and|or)\s+\d{1,3}\.\d{2,3}(?:\([A-Za-z0-9]{1,3}\))*)*)(?![\w\-]|\.\d)")),
    # A Wisconsin agency's chapters printed bare and glossed with the code they hold: "in accordance and compliance with COMM 16,
    # Wisconsin state electrical code, and\nCOMM 81-84, Wisconsin state plumbing code" (Menomonie WI): the chapters are the
    # citations, the name restates them (the match runs over it)
    ("wi_agency_glossed", re.compile(
        r"\b(?P<ag>COMM|Comm\.?|SPS|ILHR|DSPS)\s+(?P<n>\d{1,3})(?:[ \t]*[\-\u2013][ \t]*(?P<n2>\d{1,3}))?(?![\w.\-])"
        r"\s*,\s*(?:the\s+)?Wisconsin\s+(?:[Ss]tate\s+|[Uu]niform\s+)?(?:[Ee]lectrical|[Pp]lumbing|[Bb]uilding|[Dd]welling|[Cc]ommercial\s+[Bb]uilding)\s+[Cc]ode\b")),
    ("ohio", re.compile(
        # ("Ohio R.C 729.03" without the last period, Crestline OH: after the state's name only)
        # (a comma before the section word: "Ohio Revised Code, Section 2506.01", Alliance OH)
        # (the initials with a stray period: "hazardous waste as defined in ORC.\n3734.01.", Troy OH)
        # (blanks about the initials' second period: "see Ohio R. C . 715.19, 717.01,\n723.01", Lordstown OH)
        rf"(?:\bOhio\s+)?(?:\bR\.\s?C\.|(?<=\bOhio\s)R\.\s?C[ \t]\.|(?<=\bOhio\s)R\.C(?=[ \t]\d)|\bO\.\s?R\.\s?C\.|\bORC\b\.?|\bRevised\s+Code)(?:\s*,?\s+[Ss]ec(?:tions?|\.))?\s*(?:§+\s*)?(?P<list>{OHIO_LIST})")),
    # "Ohio R.C. Ch. 3767", "R.C. Chapter 4511": a chapter of the Revised Code.
    ("ohio_chapter", re.compile(
        # ("Ohio Revised Code Chapters 2925 or 3719": each chapter a citation)
        # ("Ohio R.C. Chapter 4503 or Chapter 4561": the word printed again before the next)
        # ("Ohio R.C. Ch 4909" without the abbreviation's period, Olmsted Falls OH)
        r"(?:\bOhio\s+)?(?:\bR\.\s?C\.|\bO\.\s?R\.\s?C\.|\bORC\b|\bRevised\s+Code)\s*,?\s*(?:Ch(?:apters?|ap\.|s?\.|(?=[ \t]\d{4}\b))\s*(?P<ch>\d{3,4})\b"
        rf"(?P<more>(?:{LIST_SEP}(?:Chapter\s+)?\d{{3,4}}\b)*)"
        # (a chapter's number alone: every section of the Revised Code is dotted, "pursuant to Ohio R.C. 3701. Such health
        # license", Columbiana OH)
        # (not a prior code's edition in a history note: "(Revised Code 1959; amd. 2005 Code)", Kooskia ID)
        # (or printed as a section: "Ohio Revised Code, Section 2506 et seq.", Alliance OH)
        r"|(?:[Ss]ec(?:tion|\.)[ \t]+)?(?P<ch2>\d{4})\b(?![.\-]\d|[ \t]*\()(?<!\(Revised\sCode\s\d{4})"
        # (a title: "certified to the County Fiscal Officer for collection in accordance with Ohio R.C. Title 7", Mayfield
        # Heights OH)
        r"|Title\s+(?P<title>\d{1,2}|[IVXL]{1,6})\b(?![.\-]\d))")),
    ("sdcl", re.compile(
        # ("SDCL § Ch. 9-35": a section sign before the chapter word, as Brandon's authority lines print it)
        # ("South Dakota Codified Laws Chapter 9-43", wrapped over blank lines in PDF text)
        # ("SDCL ch. 32-36" in lower case, Brandon SD)
        rf"(?:\bSDCL|\bSouth\s+Dakota\s+Codified\s+Laws,?)\s*(?:§+\s*(?=[Cc]h))?(?P<ch>[Cc]h(?:apter|\.)\s*)?(?:§+\s*)?(?P<list>{LOCAL_LIST})"
        # (a whole title: "this chapter and SDCL Title 35", Spearfish SD)
        r"|(?:\bSDCL|\bSouth\s+Dakota\s+Codified\s+Laws),?\s*[Tt]itle\s+(?P<title>\d{1,2}[A-Z]?)\b(?![\-.]\d)")),
    ("mass", re.compile(
        r"\b(?:M\.\s?G\.\s?L\.(?:\s?A\s?\.)?|MGLA?\b|G\.\s?L\.|Mass\.\s*Gen\.\s*Laws)\s*,?\s*(?:[Cc]h?\.|[Cc]hapter)\s*(?P<ch>\d+[A-Z]?)"
        rf"(?:\s*,?\s*(?:§+|ss?\.|[Ss]ec(?:tions?|s?\.))\s*(?P<sec>{MASS_SEC_LIST}))?")),
    # "General Laws, Chapter 138, Section 34", "Massachusetts General Laws Chapter 130, Section 34B";
    # and, after such a mention in the same sentence, a bare "Chapter 138, Section 34A".
    ("mass_name", re.compile(
        r"\b(?:Massachusetts\s+)?General\s+Laws\s*,?\s*(?:[Cc]h?\.|[Cc]hapter)\s*(?P<ch>\d+[A-Z]?)"
        rf"(?:\s*,?\s*(?:§+|ss?\.|[Ss]ec(?:tions?|s?\.))\s*(?P<sec>{MASS_SEC_LIST}))?")),
    # (a bare chapter listed after another: "M.G.L. c. 149, c. 151, or 29 U.S.C. \u00a7 201", Somerville; the
    # converter wants a chapter or section just before)
    ("mass_context", re.compile(
        rf"\b(?:[Cc]hapter\s+|c\.\s*)(?P<ch>\d+[A-Z]?)\s*,?\s*(?:§+|[Ss]ections?)\s*(?P<sec>{MASS_SEC_LIST})"
        # (it opens on the letter, the look-behinds after it, so the engine skips to a "c" in C)
        r"|c(?:(?<=,\sc)|(?<=\sor\sc)|(?<=\sand\sc))\.\s*(?P<ch2>\d+[A-Z]?)\b(?![\-.]\d|\s*,?\s*(?:§|[Ss]ec|of\b))")),
    # "Chapter 40, Sections 42A to 42F of the General Laws", "section 21D of chapter 40 of the
    # Massachusetts General Laws", "chapter 85 of the General Laws".
    ("mass_suffix", re.compile(
        # (a section sign has no word boundary before it: "§ 18 of Chapter 90 of the General Laws", Somerville)
        # (the chapter abbreviated: "c. 90 § 18A of the general laws", "c. 85 of the General Laws", Somerville)
        rf"(?:\b(?:[Cc]hapter\s+|c\.\s*)(?P<ch>\d+[A-Z]?)\s*,?\s*(?:§§?|[Ss]ections?)\s*(?P<sec>{MASS_SEC_LIST})"
        rf"|(?:(?<![\w§])§§?|\b[Ss]ections?)\s*(?P<sec2>{MASS_SEC_LIST})\s+of\s+(?:[Cc]hapter\s+|c\.\s*)(?P<ch2>\d+[A-Z]?)"
        rf"|\b(?:[Cc]hapter\s+|c\.\s*)(?P<ch3>\d+[A-Z]?))\s+(?:of|at)\s+the\s+(?:Massachusetts\s+)?[Gg]eneral\s+[Ll]aws\b")),
    # A Massachusetts code that cites the General Laws as "Section 5 of Chapter 45 of the General
    # Laws" also prints just "Section 14 of Chapter 30A", "Section 1 of said Chapter 45" (Boston):
    # the General Laws, unless an act or ordinance follows. Kept only where the text (or, through
    # ingest, its document) cites the General Laws that way (``find_citations``).
    ("mass_bare", re.compile(
        rf"(?:(?<![\w§])§§?|\b[Ss]ections?)\s*(?P<sec2>{MASS_SEC_LIST})\s+of\s+(?P<said>said\s+)?[Cc]hapter\s+(?P<ch2>\d+[A-Z]?)\b"
        r"(?![\-.]\d)(?!\s*,?\s*(?:of|in)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?(?:Acts|Ordinances|Resolves|Special|Code|City|Town|this|these))"
        # the chapter first: "as established by Chapter 40 Section 4F of the" (Boston)
        rf"|\b[Cc]hapter\s+(?P<ch3>\d+[A-Z]?)\s*,?\s+[Ss]ections?\s+(?P<sec>{MASS_SEC_LIST})"
        r"(?![\-.]\d)(?!\s*,?\s*(?:of|in)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?(?:Acts|Ordinances|Resolves|Special|Code|City|Town|this|these))"
        # a chapter named again without its law: "subject to said chapter 31" after "chapter 31 of the
        # General Laws", "said c. 240" after "Chapter 240 of the Acts of 1899" (Somerville's charter; the
        # converter keeps it only after the same chapter was named)
        r"|\b(?P<said4>said)\s+(?:[Cc]hapter\s+|c\.\s*)(?P<ch4>\d+[A-Z]?)\b(?![\-.]\d)(?!\s*,?\s*(?:§|[Ss]ections?\b|of\b))")),
    # The General Laws with their numbers in words, as older special acts print them: "section twenty-three B
    # of chapter thirty-nine of the General Laws", "Sections eight and nine of Chapter eighty-nine", "Section
    # twenty-two C of said Chapter ninety", "Chapter ninety of the General Laws" (Somerville's charter appendix),
    # a chapter's letter too: "section one of chapter two hundred and sixty-eight A of the Massachusetts General Laws".
    # Kept, as "mass_bare" is, only where the text (or its document) cites the General Laws.
    ("mass_words", re.compile(
        rf"(?:\b[Ss]ections?\s+(?P<ws>{WORD_CARDINAL}(?:\s+[A-Z](?![\w.]))?)(?:\s+and\s+(?P<ws2>{WORD_CARDINAL}(?:\s+[A-Z](?![\w.]))?))?"
        rf"\s+of\s+(?:said\s+)?)?\b[Cc]hapter\s+(?P<wc>{WORD_CARDINAL}(?:\s+[A-Z](?=\s+of\b|[,;.)]))?)\b(?![\-\s]+(?:hundred|feet|foot|days?|years?)\b)")),
    # (the society by its name, "of Testing Materials" as some codes print it, maybe with its initials after it: "the
    # specifications of the American Society of\nTesting Materials", Chillicothe OH; "the American Society for Testing and
    # Materials (ASTM) Specification A 120"; not its standards with no designation, "per applicable American Society for
    # Testing and Materials standards", which the labels leave out, Temple GA, Clearfield UT)
    ("astm", re.compile(
        # ("ASTM specifications C13", "ASTM D-2661", "ASTM specification C443-59T": Great Falls SC; a line
        # broken after the letter's hyphen: "ASTM D-\n3034", Manchester NH; "ASTM specs. C156-44T", Menomonie WI)
        # (the designation in parentheses: "ASTM Specification (C12)", East Lyme CT; "ASTM\nDesignations: C-478", Barnesville OH)
        # (the society's initials dotted, its designation after "Standard Specification": "A.S.T.M. Standard
        # Specification A-74-2009", Mounds View MN)
        # (a comma before a dated designation: "ASTM specifications,\nA74-42", Memphis MI)
        # (the word in the parentheses, the year wrapped: "the American Society for Testing Materials (Designation D 138-\n32)",
        # Parma Heights OH)
        # (or before the word: "the specifications of the ASTM, designation C-309-53T", Decatur IN)
        # (the letter glued to the initials: "PVC conduit meeting ODOT requirement of item 707.45\nwith ASTMD 3212 joints", Northwood OH)
        rf"(?:\bASTM|\bA\.S\.T\.M\.|{_ASTM_NAME}(?:\s*\((?:ASTM|A\.S\.T\.M\.)\))?)(?:(?:\s*,)?\s+(?:[Ss]tandard\s+(?=[Ss]pec))?(?:[Ss]pecifications?(?:\s+designation)?|[Ss]pecs?\.|[Dd]esignations?|[Ss]tandards?|[Tt]est))?(?:\s*[\-:]\s*|\s*,\s*(?=[A-G]\d{{2,4}}-\d\d)|\s+|(?<=ASTM)(?=[A-G][ \t\-]?\d{{2,4}}\b))(?P<po>\((?:[Dd]esignation\s+)?(?=[A-Z][\-\s]?\d))?(?P<des>[A-Z]?(?:\s|-(?:[ \t]*\n[ \t]*)?(?=\d))?\d+(?:-(?:\n(?=\d\d\)))?\d+[A-Z]?\b)*(?:-?[A-Z]\b)?)(?(po)(?:\)|(?=\s+or\s)))"
        # (the parenthesis left open before another: "ASTM specification\n(D3034 or 3033 or equal)", Wakeman OH)
        # (the plural before the designations: "American Society for Testing\nMaterials (ASTM) Standards A-120 or A-53", Howard
        # County IN)
        # (more designations after it: "A.S.T.M. Standard Specification D-1785 or D-2665", Mounds View MN)
        r"(?P<more>(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[A-G]-?\d{2,5}(?:-\d{2,4}[A-Z]?)?\b(?![\-.]\d))*)"
        # an older code names the standard before its designation: "as determined by ASTM standard for
        # the moisture density relations of soils, D1557-58T" (Calhoun GA): the designation alone cites it
        r"|\bASTM\s+(?:[Ss]tandard|[Ss]pecification|[Mm]ethod|[Tt]est)s?\s+(?:for|of|on)\s+[^.;:\d\n]{3,100}?,\s+"
        r"(?P<des2>[A-G]\d{2,5}(?:-\d{2,4}T?)?)\b"
        # (or a few words in lower case between: "per ASTM soil compaction test D1557", Honolulu HI)
        r"|\bASTM\s+(?:[a-z]+\s+){1,4}(?P<des3>[A-G]\s?\d{3,5}(?:-\d{2,4}T?)?)\b"
        # the society's specifications with no designation: "the specifications of the ASTM", "specifications of
        # the\nA.S.T.M." (Fort Scott KS, Greensburg IN), "in accordance with ASTM\nspecifications" (as the labels
        # name them, 6 of 6: "ASTM specifications")
        # (or its requirements: "all determinations to be made according\nto requirements of the American Society for Testing Materials",
        # Parma Heights OH)
        rf"|(?P<gen>\b(?:[Ss]pecifications?|(?<=to\s)requirements)\s+(?:of|for)\s+(?:the\s+)?(?:ASTM\b|A\.S\.T\.M\.|{_ASTM_NAME}(?:\s*\((?:ASTM|A\.S\.T\.M\.)\))?)(?!,\s+[Dd]esignations?\s*[\-:]?\s*[A-Z]-?\d)"
        # (the initials dotted: "shall meet current A.S.T.M. specifications", Perry MI)
        rf"|(?:\bASTM|(?<![\w.])A\.S\.T\.M\.)\s+[Ss]pecifications?\b(?!\s*[\-:]?\s*\(?[A-Z]?\d|\s+designation\s+[A-Z]))"
        # a specification by its title quoted in lower case: 'meeting the current ASTM "specification for extra strength clay sewer
        # pipe"' (Aledo IL's sewer pipes; the title kept as printed, a parenthesised note in lower case after it left out)
        r"|\bASTM\s+[\"\u201c](?P<qt>[Ss]pecifications?\s+for\s+[^\"\u201d]{3,120}?)(?:[\"\u201d]|(?=\s+\([a-z]+\s))")),
    # the federal government's purchasing specifications: "Federal Specification QQL-156"
    # (lower case, the designation in parentheses: "Federal specifications (QQ-L-156)", Whitewood SD)
    # (the letters "QQ" misprinted as zeros: "caulked with ... lead, Federal Specification 00-L-156", Shelbyville IN)
    ("federal_spec", re.compile(r"\b[Ff]ederal\s+[Ss]pecifications?\s+(?P<po>\()?(?P<des>(?:[A-Z]{1,4}|00(?=-[A-Z]))-?[A-Z]{0,2}-?\d{1,4}[A-Z]?)\b(?(po)\))")),
    # ("AASHTO-T-180", "AASHTO Specification M-82", Clearfield UT)
    # (by the body's older name, "AASHO T-180", Conrad MT: the American Association of State Highway Officials)
    # (a list after "methods": "as determined by AASHO methods T89-60 and T90-61", Belgrade MT)
    # ("AASHTO Designation T 180-74", Edgar WI)
    # (its guides and policies by title: "the AASHTO Guide for Design of Pavement Structures, latest edition", Tontitown AR;
    # "AASHTO Policy On Geometric Design Of Highways And Streets")
    # (its standards named whole: "in\naccordance with AASHTO standards, the embankment", LaVerkin UT, as the labels name them)
    # (a title's words listed with commas: "AASHTO Guide for the Planning, Design, and Operation of Pedestrian\nFacilities", Centerville OH;
    # or the guide's subject first: "AASHTO Roadside Design Guide")
    ("aashto", re.compile(r"\bAASH(?:TO|O)(?:\s+(?P<stds>[Ss]tandards)\b|\s+(?P<title>(?:Guide|Policy|Manual)(?:(?:,?\s+(?:for|on|of|the|and|to))*,?\s+[A-Z][a-z][\w\-]*)+|(?:[A-Z][a-z]+\s+){1,3}(?:Guide|Manual)\b)"
                          # ("AASHTO\ndesignation T-99-74", Gallup NM)
                          # ("AASHTO designations T-89 and T-91 respectively", Vail CO: the plural before a list)
                          r"|(?:\s+(?:Specification|Standard|[Dd]esignations?|Test(?:\s+Method)?|methods?)(?=\s+[A-Z]{1,2}[\s\-]?\d))?[\s\-]+(?P<des>[A-Z]{0,2}[\s\-]?\d+(?:-\d+)?)"
                          r"(?P<more>(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)[A-Z]{1,2}-?\d+(?:-\d+)?\b)*))")),
    # the American Water Works Association's standards: "AWWA C900", "AWWA Standard C651"
    # Laboratory and plumbing standards a sewer-use ordinance names: "Standard Methods for the
    # Examination of Water and Wastewater" (or "... and Sewage", an older edition's title: Hahira GA),
    # "Plumbing and Drainage Institute Standard PDI-G101" (Rincon GA)
    ("lab_standards", re.compile(
        # (the article dropped: "Standard Methods for Examination of Water and Wastewater", Gladwin MI)
        # (an older edition's fuller title: "Standard Methods for the\nExamination of Water, Sewage and Industrial Wastes",
        # Gilman WI)
        # (the whole title in lower case: "standard methods for examination of water and wastewater", Negaunee MI; not
        # "standard methods" alone, a generic phrase the labels leave)
        # ("Standard Methods of the Examination of Water,\nSewage, and Industrial Wastes", Crestline OH: the same book)
        # (every word capitalized: "Standard Methods For The\nExamination Of Water And Wastewater", Kane County UT; "... Of Water,
        # Sewage,\nAnd Industrial Wastes", Menomonie WI)
        r"\b(?P<sm>Standard\s+Methods\s+(?:[Ff]or|of(?=\s+the\s+Examination))\s+(?:[Tt]he\s+)?Examination\s+[Oo]f\s+Water(?:\s+[Aa]nd|,)\s+(?:Waste\s?[Ww]ater|Sewage(?:,?\s+[Aa]nd\s+Industrial\s+Wastes)?)"
        r"|standard\s+methods\s+for\s+(?:the\s+)?examination\s+of\s+water\s+and\s+waste\s?water)\b"
        r"|(?:\bPlumbing\s+and\s+Drainage\s+Institute\s+(?:\(PDI\)\s+)?(?:Standard\s+)?)?\bPDI[\s\-]?(?P<pdi>[A-Z]{1,2}-?\d{2,4})\b"
        # the Great Lakes states' sewage-works standards by their common name: "Ten State Standards" (Franklin MI),
        # "10 - States Standards" (Calumet MI)
        r"|\b(?P<ten>(?:Ten|10)(?:[ \t]*-[ \t]*|\s+)States?\s+Standards)\b"
        # (or by their title: "TEN STATE STANDARDS. Recommended Standards for Sewage Works, latest edition", Ingalls IN, as
        # the labels name them by it)
        r"|\b(?P<rs>Recommended\s+Standards\s+for\s+(?:Sewage|Water|Wastewater)\s+(?:Works|Facilities))\b"
        # (EPA's test methods by number: "opacity ... as measured by EPA method 9", Chubbuck ID)
        r"|\bEPA\s+[Mm]ethod\s+(?P<epam>\d{1,3}[A-Z]?)\b(?![.\-]\d)")),
    # (by its full name too, and its manuals: "American Water Works Association (AWWA) M17", Sandy Springs GA)
    # (glued to its designation: "AWWAC904", Vermillion SD)
    # ("Specification" before it, the designation broken at its hyphen: "AWWA Specification C-\n151", Morehead KY)
    # (dotted: "A.W.W.A. C-151", Toledo IA)
    # (the designation in parentheses, a second after "or": "meet AWWA\nstandard (C510 or C511)", Mountain Home ID)
    ("awwa", re.compile(r"(?:\b(?:ANSI/)?(?:AWWA|A\.W\.W\.A\.)|\bAmerican\s+Water\s+Works\s+Association(?:\s*\(AWWA\))?)(?:(?<=AWWA)(?=C\d{3}\b)|\s+(?:[Ss]tandard\s+\(?(?=C\d{3}\b)|[Ss]tandard\s+|[Ss]pecification\s+)?)"
                        r"(?P<des>[A-Z](?:\s|-[ \t]*\n?[ \t]*)?\d{3}(?:-\d{2})?|M\d{1,2})\b(?:(?<=\(C\d{3})\s+or\s+(?P<des2>C\d{3})\b(?=\)))?"
                        # (its standards with no designation, as the labels name them: "AWWA standards", "standards issued by
                        # the AWWA", "standards of the AWWA", Hagerman ID; Hahira GA)
                        # (and the association named in full, or "AWWA/state standards": "American Waterworks\nAssociation (AWWA)
                        # standards", Ennis MT)
                        # (or its specifications, the initials dotted: "to meet\nA.W.W.A. specifications", Durant IA, 2 labels)
                        # (the association's word left out: "in accordance with the American Water Works Standards", Rushville IN)
                        r"|(?P<gen>(?:\bAWWA|\bA\.W\.W\.A\.|\bAmerican\s+Water\s?[Ww]orks(?:\s+Association(?:\s*\(AWWA\))?|(?=\s+Standards\b)))(?:/[a-z]+)?\s+(?:[Ss]tandards|(?P<specs>[Ss]pecifications))\b(?!\s*\(?[A-Z]-?\s?\d)"
                        # (or "of practice" between, the association in full: "standards of practice established by the
                        # American Water Works Association", Union OR)
                        r"|\b[Ss]tandards\s+(?:of\s+practice\s+)?(?:(?:issued|published|adopted|established)\s+by|of)"
                        r"\s+(?:the\s+)?(?:AWWA\b|American\s+Water\s?[Ww]orks\s+Association\b))")),
    # ASME's standards, alone or joint with CSA: "American Society of Mechanical Engineers Standard
    # A112.19.2/CSA B45.1 or A112.19.14", "ASME A112.18.1-2005"
    # The American Pyrotechnics Association's fireworks standard by the body's name: "the American pyrotechnics association
    # standard 87-1, standard for construction and approval" (Tucson AZ), as "APA standard 87-1" is cited by its initials
    ("apa_named", re.compile(r"\bAmerican\s+[Pp]yrotechnics\s+[Aa]ssociation(?:\s*\(APA\))?(?:['\u2019]s)?\s+(?:[Ss]tandard\s+)?(?:No\.\s*)?(?P<n>\d{2}-\d{1,2})\b")),
    ("asme", re.compile(
        rf"\b(?:ASME|American\s+Society\s+of\s+Mechanical\s+Engineers(?:\s*\(ASME\))?)\s+(?:Standards?\s+)?(?P<des>{ASME_DESIGNATION})"
        rf"(?:\s*(?:,|\bor\b|\band\b)\s*{ASME_DESIGNATION})*")),
    # The American Standards Association's designations, ANSI's before 1966: "Section 8 Of The American Standard Code For
    # Pressure Piping\", 1963 edition,\n(ASA) B31.9-1963" (Genesee ID); the edition's year is no part of the target
    ("asa", re.compile(r"(?:\(ASA\)|\bASA\b)[ \t]+(?P<des>[A-Z]\d{1,3}(?:\.\d{1,3})+)(?:-(?:19|20)\d\d\b)?(?![\w.])")),
    # Georgia's Environmental Protection Division rules: "EPD Rule 391-3-7-.10"
    # and the chapters of other state departments' rules: "as provided in rules of the Georgia Department of
    # Human Resources, Chapter 270-5-20, entitled ..." (Sandersville GA; Morrow GA: Natural Resources)
    # (in lower case and as a regulation: "EPD regulation 391-3-4.15", "EPD rule 391-3-4.15", Harris County GA)
    ("epd_rule", re.compile(r"\bEPD\s+(?:[Rr]ules?|[Rr]egulations?)\s+(?P<num>\d{3}-\d{1,2}-\d{1,2}(?:-\.?\d{1,2}|\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*)"
                            r"|\b[Rr]ules\s+(?:and\s+[Rr]egulations\s+)?of\s+the\s+Georgia\s+Department\s+of\s+"
                            r"(?P<dept>Natural\s+Resources|Human\s+Resources|Human\s+Services|Public\s+Health|Community\s+Affairs)"
                            r",?\s+(?P<chw>Chapter\s+(?P<ch>\d{3}-\d{1,2}(?:-\d{1,3})?))\b")),
    # The same rules by the department's name ("Georgia Department of Natural Resources Rule 391-3-4-.01"),
    # as a section of the DNR's chapter 391-3 ("rules as defined in section 391-3-4.19"), and a set of them
    # by its title, the chapter after or before it ("the Rules for Solid Waste Management, Chapter
    # 391-3-4", Effingham County GA; "EPD Rules for Safe Drinking Water, Chapter 191-3-5.10", Lavonia GA;
    # "chapter 391-3-4 et seq., of the Georgia Rules for Solid Waste Management", McRae-Helena GA). Each
    # opens on a literal (a look-behind after it), so the engine skips to it in C; the converter reads
    # back a "Georgia" or "EPD" before the title.
    ("ga_rule_dept", re.compile(r"Department\s+of\s+Natural\s+Resources\s+Rules?\s+"
                                r"(?P<num>\d{3}-\d{1,2}-\d{1,2}(?:-\.?\d{1,2}|\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*)")),
    # (a subdivision with a dot inside: "section 391-3-4-19(2.i)", Emanuel County GA)
    # (as the state's administrative code prints it: "Ga. Admin. Code \u00a7 391-3-4-.06", Towns County GA)
    # (a whole chapter of them, printed bare after the board's name: "regulations promulgated by the
    # board of natural resources, chapter 391-3-11", Duluth GA; chapter 391-3 is the EPD's alone)
    ("ga_rule_section", re.compile(r"391(?:(?<=[Ss]ection\s391)|(?<=Code\s\u00a7\s391)|(?<=Code\s\u00a7391))-3-\d{1,2}(?:-\.?\d{1,2}|\.\d{1,2})(?:\([a-z0-9]{1,3}(?:\.[a-z0-9]{1,3})?\))*(?![\w\-]|\.\d)"
                                   r"|391(?<=[Cc]hapter\s391)-3-\d{1,2}(?![\w\-]|\.\d|\s+(?:et\s+seq\.\s*)?,?\s*of\s+the\b)")),
    ("ga_rules_title", re.compile(r"Rules\s+for\s+(?P<rest>(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+)[\"\u201d]?"
                                  r",?\s+[Cc]hapter\s+(?P<tch>\d{3}-\d{1,2}-\d{1,2}(?:\.\d{1,2})?)(?![\w\-]|\.\d)")),
    ("ga_rules_chapter_first", re.compile(r"hapter(?<=[Cc]hapter)\s+(?P<tch>\d{3}-\d{1,2}-\d{1,2})(?:\s+et\s+seq\.)?\s*,?\s+of\s+the\s+"
                                          r"(?:(?:Georgia|EPD)\s+)?Rules\s+for\s+(?P<rest>(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+)\b")),
    # a whole title of the federal regulations: "Title 49, Code of Federal Regulations"; a part or section of one
    # named in prose, in either order, the code's name in any case ("title 40 part 128 of the code of federal
    # regulations", Menomonie WI; "Title 42, Section 1983 of the United States Code"; "Part 403 of Title 40 of the
    # Code of Federal Regulations")
    ("cfr_title", re.compile(
        # (California's way, the first section in parentheses: "part 40 (commencing with section 40.1) of title 49 of the code of
        # federal regulations", Lemoore CA)
        r"(?:\b(?:(?P<pw>[Pp]arts?)|(?P<sw>[Ss]ections?|\u00a7\u00a7?))\s*(?P<n>\d{1,5}[A-Za-z]?(?:\.\d+)*(?:\([a-z0-9]{1,3}\))*)"
        r"(?:\s*\([Cc]ommencing\s+with\s+(?:[Ss]ection|\u00a7)\s*\d[\d.]*[a-z]?\))?\s*,?\s+of\s+)?"
        r"\b[Tt]itle\s+(?P<t>\d{1,2})"
        # (the chapter between: "Title 10, Chapter 1, Part 20, Code of Federal\nRegulations", Spencer WV)
        r"(?(n)|(?:\s*,?\s*(?:[Cc]hapter\s+(?:[IVX]{1,4}|\d{1,2})\s*,\s*(?=[Pp]art))?(?:(?P<pw2>[Pp]arts?)|(?P<sw2>[Ss]ections?|\u00a7\u00a7?))\s*(?P<n2>\d{1,5}[A-Za-z]?(?:\.\d+)*(?:\([a-z0-9]{1,3}\))*)"
        # (or a chapter of the U.S. Code: "the Gun Control Act of 1968 (Title 18, Chapter 44, U.S. Code)", Madisonville KY)
        r"|\s*,\s*[Cc]hapter\s+(?P<chn>\d{1,3}[A-Z]?)(?=\s*,\s*U\.\s?S\.\s+Code\b))?)"
        # (and the state's: "Title 67 of the Pennsylvania Code")
        r"\s*(?:,|\s+of\s+the)\s+(?P<code>(?i:code\s+of\s+federal\s+regulations|united\s+states\s+code)|U\.\s?S\.\s+Code|Pennsylvania\s+Code)\b"
        # (the code's name first, its title and sections after: "the Code of Federal Regulations, Title 49, §§ 571.101 to\n571.404",
        # Hutchinson MN; both ends of a range)
        # (the U.S. Code so too, a clause of the section after it: "cable service under United States Code, title 47, section\n522,
        # clause (6)", Baxter MN, as Minnesota's right-of-way ordinances print it: 47 U.S.C. 522(6))
        # (or by its initials, no comma: "as published in CFR Title 40, Part 128", Milford OH)
        r"|\b(?:Code\s+of\s+Federal\s+Regulations\s*,|C\.?F\.?R\.?\s*,?|(?P<usc3>United\s+States\s+Code)\s*,)\s*[Tt]itle\s+(?P<t3>\d{1,2})\s*,\s*(?:(?P<pw3>[Pp]arts?)|[Ss]ections?|\u00a7\u00a7?)\s*"
        r"(?P<n3>\d{1,5}(?:\.\d+)*(?:\([a-z0-9]{1,3}\))*)(?![\w\-])(?:\s*,\s*clause\s+\((?P<cl3>\w{1,3})\))?"
        r"(?:\s+(?:to|through|and|or)\s+(?P<n4>\d{1,5}(?:\.\d+)*(?:\([a-z0-9]{1,3}\))*)(?![\w\-]))?")),
    # a title of the federal regulations alone: "the United States Department of Transportation in 49 C.F.R." (Litchfield
    # NE; McCook NE's labels); with a part or section after it, the title's own pattern reads the citation
    ("cfr_bare", re.compile(
        # (and a title of the Pennsylvania Code: "regulations ... as found\nin 67 Pa.Code.", Greene PA)
        r"(?<![\w.\-])(?P<t>\d{1,2})[ \t]+(?:C\.[ \t]?F\.[ \t]?R\.|CFR\b|(?P<pa>Pa\.[ \t]?Code\b))"
        r"(?!\s*,?\s*(?:§|[Pp]arts?\b|[Pp]t\.|[Ss]ec|[Cc]h(?:ap|\.)|[Ss]ubch|[Ss]ubpart|\d|\((?:[Pp]art|\d)))")),
    # the Pennsylvania Code by its name first, then the title, its chapter and the sections: "the Pennsylvania Code Title 67,
    # Chapter 459, §§ 459.2, 459.7,\n459.8, 459.9, and 459.12" (Ferndale PA), one citation per section
    ("pa_code_title", re.compile(
        # (the state's initials, the section by its word: "specified in PA Code, Title 67,\nChapter 459, Section 459.8", Yoe PA)
        r"\b(?:Pennsylvania|PA)\s+Code\s*,?\s+Title\s+(?P<t>\d{1,3})\s*,\s*Chapter\s+(?P<ch>\d{1,4})\b(?![.\-]\d)"
        r"(?:\s*,\s*(?:§§?|Sections?)\s*(?P<list>\d{1,4}\.\d{1,4}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)\d{1,4}\.\d{1,4})*))?")),
    # fire and electrical standards: "NFPA 70", "NFPA No. 13", "UL 647"
    # (by its full name too: "National Fire Protection Association (NFPA) 24", "Publication 25 of the
    # National Fire Protection Association", Sandy Springs GA)
    # (the association's possessive and its "publication": "the National Fire\nProtection Association\u2019s (NFPA) publication
    # 1403", "NFPA publication 1403", Bloomville OH)
    # Kentucky's state fire code by its name: "The Kentucky Standards of Safety, 1963 Edition, are adopted" (St. Matthews KY)
    ("ky_standards_of_safety", re.compile(r"\bKentucky\s+Standards\s+of\s+Safety\b")),
    ("nfpa", re.compile(r"(?:\b(?P<body>NFPA|UL)|\b(?P<dotted>N\.F\.P\.A)\.?|\bNational\s+Fire\s+Protection\s+Association(?:['\u2019]s)?(?:\s*\(NFPA\))?)"
                        # (with its title after it: "NFPA 101 Life Safety Code", Clayton County GA; "NFPA 101, 2000
                        # edition, Life Safety Code", Greenville GA)
                        # ("NFPA pamphlet 54, 57 and 58", Fannin County GA: one citation per pamphlet)
                        # (hyphened to its number: "NFPA-1 Fire Code", Menomonie WI)
                        # (a number sign before the number, and four-digit numbers listed: "NFPA # 1123, 1124, 1125, 1126, and 1127",
                        # St. Matthews KY; not an edition's year)
                        # ("NFPA Standard No. 24", "N.F.P.A Standard 10", Huntington IN: the standard's number sign and the
                        # initials with periods)
                        # (the word in lower case too: "the minimum applicable UL standard 1023", Des Plaines IL)
                        r"(?:\s*|(?<=NFPA)-)(?:No\.\s*|#[ \t]*|[Ss]tandard\s+(?:No\.\s*)?|[Pp](?:amphlet|ublication)s?\s+(?:No\.\s*)?)?(?P<des>\d{1,4}[A-Z]?)\b(?![.,]\d)(?:,?\s+(?:(?:19|20)\d\d\s+[Ee]dition,?\s+)?Life\s+Safety\s+Code\b)?"
                        r"(?P<more>(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?!(?:19|20)\d\d\b)\d{2,4}[A-Z]?\b(?![.,\-]\d))*)"
                        r"|\b(?:Publication|Pamphlet|Standard)\s+(?:No\.\s*)?(?P<des2>\d{1,4}[A-Z]?)\s+of\s+the\s+National\s+Fire\s+Protection\s+Association\b"
                        # NFPA 101 by its title, a section of it before ("5-5.1 of the Life Safety Code", Alpharetta GA)
                        r"|(?:\b(?P<lsn>\d{1,2}(?:[.\-]\d{1,2}){1,3})\s+of\s+the\s+)?\bLife\s+Safety\s+Code\b"
                        # (in lower case after "the": "The fire code and the life safety code ... adopted in this
                        # article", Lovejoy GA; not "fire and life safety codes", any such codes)
                        # (or listed after another code: "the parish building code, life safety code, state
                        # sanitary code", Jefferson Parish LA)
                        r"|(?:(?<=\b[Tt]he\s)|(?<=\bcode,\s))life\s+safety\s+code\b(?!s)"
                        # an NFPA pamphlet listed by number and title: "(2)  Standard 72-B\u2014Standard for the
                        # installation ... of auxiliary protective signaling systems" (Henry and Gilmer Counties GA)
                        r"|\bStandard\s+(?P<des3>\d{2,3}(?:-[A-Z])?)(?=\s*[\u2014\u2013]\s*Standard\s+(?:for|on)\b)")),
    # "the Ohio Manual on Uniform Traffic Control Devices" (OMUTCD) is the state's own manual: the
    # national one plus the state's supplements, another document than the national MUTCD.
    ("mutcd", re.compile(
        # (a state named right before "Manual" alone is found by the finder, looking back: an
        # optional group of fifty names in front would be tried at every position)
        # (the state's department's edition by its initials: "Section VI of WisDOT's\nManual of Uniform Traffic Control Devises",
        # Edgar WI, its last word misspelt)
        rf"(?:\b(?P<part>Section|Part|Chapter)\s+(?P<num>[IVX]+|\d+[A-Z]?)\s+of\s+(?:the\s+|[A-Z][a-z]{{0,5}}DOT['\u2019]s\s+)(?:(?P<state>{STATE_FULL_NAMES})\s+)?)?"
        # (its initials dotted too: "the M.U.T.C.D.", Holly Springs GA)
        # (the title cut short: "Part 9 of the Manual on Uniform Traffic Controls", Somerville App. E)
        # ("Manual On Uniform Traffic Control Devices", title case, Blackfoot ID)
        # ("Part 6 of the Manual on Uniform Traffic Control published by the Federal Highway Administration", Murray KY:
        # the last word dropped, the publisher or a year after it; "Manual of Uniform Traffic-Control Devices", Ruidoso
        # Downs NM)
        r"(?:\b(?:[Mm]anual\s+(?:[Oo]n|[Oo]f|[Ff]or)\s+[Uu]niform\s+[Tt]raffic[\s\-][Cc]ontrol(?:\s+[Dd]evi[cs]es|s\b|(?=\s+(?:published|issued|as\s|\(|,\s*(?:19|20)\d\d\b))))"
        # (the title turned round: "the Uniform Traffic Control Device Manual", Menomonie WI)
        # (Ohio's with "Uniform" dropped: "Ohio Manual of Traffic Control Devices", Centerville OH)
        r"|\bMUTCD\b|\bM\.U\.T\.C\.D\.|\b[Uu]niform\s+[Tt]raffic[\s\-][Cc]ontrol\s+[Dd]evices?\s+[Mm]anual\b"
        # (or after the department's initials, or "Control" dropped too: "in accordance with ODOT's Manual of Traffic Control Devices",
        # Peninsula OH; "the Ohio Manual on Uniform Traffic Devices", Luckey OH)
        r"|(?=Manual\s)(?:(?<=\bOhio\s)|(?<=\bODOT['\u2019]s\s)|(?<=\bODOT\s))Manual\s+(?:[Oo]f|[Oo]n)\s+(?:Uniform\s+)?Traffic[\s\-](?:[Cc]ontrol\s+)?Devices\b"
        # (in capitals, a definition's term: "OHIO MANUAL OF UNIFORM TRAFFIC CONTROL DEVICES or OMUTCD. The uniform system",
        # North Olmsted OH)
        r"|\bMANUAL\s+(?:ON|OF|FOR)\s+UNIFORM\s+TRAFFIC[\s\-]CONTROL\s+DEVICES\b)|\bOMUTCD\b")),
    ("dot", re.compile(
        # (the state printed "State of Ohio, Department of Transportation" and a comma before the title, Canfield OH;
        # the title in lower case, "Oklahoma Department of Transportation standard\nspecifications for highway
        # construction", Durant OK)
        # (the state by its dotted initials, and "Standards and Specifications": "MUTCD and N.C. Department of Transportation
        # Standards and\nSpecifications shall apply", Greenville NC)
        rf"(?:\b(?:State\s+of\s+)?(?P<state>{STATE_FULL_NAMES}|State)|(?<![\w.])(?P<initials>[NS]\.[ \t]?[CD]\.|N\.[ \t]?[YHJM]\.))\s*,?\s+Department\s+of\s+(?:Transportation|(?<=Ohio\sDepartment\sof\s)Highways(?=\s+Construction\s+and\s+Materials?\s+Spec))(?:'s)?,?"
        r"(?:\s*\([A-Za-z]*DOT\))?"
        r"\s+(?P<what>(?:Gradation\s+)?No\.\s*\d+|Standards\s+and\s+Specifications\b|[Ss]tandard\s+[Ss]pecifications(?:\s+[Ff]or\s+(?:[Hh]ighway|[Rr]oad\s+[Aa]nd\s+[Bb]ridge)\s+[Cc]onstruction\b"
        r"|\s+for\s+[A-Z][\w ]+?(?=[,.;]))?"
        # (in lower case: "the latest issue of the State Department of Transportation\nconstruction and material specifications",
        # Springfield OH)
        r"|[Cc]onstruction\s+and\s+[Mm]aterials?\s+[Ss]pecifications(?P<drawings>\s+and\s+Standard\s+Construction\s+Drawings\b)?|(?:[Rr]oadway\s+)?[Dd]esign\s+(?:[Cc]riteria|[Mm]anual|[Ss]tandards)"
        # (or its standards alone: "restored in accordance with Ohio Department of\nTransportation standards", Deer Park OH; the labels'
        # "ODOT standards", "GDOT standards")
        # (its standard drawings: "ODOT Standard Drawings", Centerville OH)
        r"|Location\s+and\s+Design\s+Manual|Regulations\s+for\s+[A-Z][a-z]+(?:\s+(?:and\s+)?[A-Z][a-z]+)*|Standard\s+Drawings\b|[Ss]tandards\b)"
        # (or by the department's initials alone: "These signs shall be compliant with INDOT standards", Plainfield IN; the labels'
        # "PennDOT standards"; not a document named after them, "PennDOT standards for Roadway Construction")
        # ("shall generally meet INDOT standards and specifications", Hendricks County IN: the label's target as printed)
        r"|\b(?P<dinit>(?:[A-Z]{1,3}|Penn|Wis|Mn|Ar|Tx)DOT)\s+standards(?P<dspecs>\s+and\s+specifications)?\b(?!\s+for\b)")),
    # Ohio's highway specifications by their title, the department named after it ("the current \"Construction\nand Material
    # Specifications\" of the State of Ohio, Department of Highways", Belpre OH) or by its initials before it ("ODOT
    # Construction and Material Specifications"); one title however its noun is printed
    ("ohio_cms", re.compile(
        # (or the department named in full before it, the title in the singular: "the latest version of the State of Ohio Department
        # of\nTransportation Construction and Material Specification", Valley View OH)
        r"(?:\b(?P<odot>ODOT|(?:State\s+of\s+)?Ohio\s+Department\s+of\s+Transportation)\s+)?(?P<title>\bConstruction\s+and\s+Materials?\s+Specifications?)\b"
        r"(?(odot)|(?=[\"\u201d]?\s*,?\s*(?:of\s+the\s+)?State\s+of\s+Ohio\s*,\s*Department\s+of\s+(?:Highways|Transportation)\b))")),
    # Ohio's highway specifications' items by number, the department's initials before ("O.D.O.T. Item 404", Edon OH; "four
    # inches of asphalt ODOT 404", Bellville OH) or its name after ("Item 310.12, Ohio Department of\nTransportation
    # Specifications", Bellville OH): "ODOT Item 404", as the labels write it
    ("odot_item", re.compile(
        # (the initials shortened, with a comma and the word "Section" or "Item", maybe a list: "the requirements of the O.D.T.,
        # Section 702", "O.D.T., Sections 407.05 and 408.04", "O.D.T. 304", Carlisle OH)
        # (the word for the specifications between: "as per O.D.O.T. specifications, Sections 499 and", Mentor OH)
        # (in capitals, a drawing's legend: "O.D.O.T. ITEM 451 OR 452 - CONCRETE PAVEMENT", Uhrichsville OH)
        r"\b(?:O\.\s?D\.\s?(?:O\.\s?)?T\.|ODOT)(?:\s+[Ss]pecifications(?=\s*,\s*[IiSs]))?(?:\s+|\s*,\s*(?=[IiSs]))(?:(?:[Ii]tems?|ITEMS?|[Ss]ections?)\s+)?(?P<n>\d{3}(?:\.\d{1,2})?)\b(?![\-.]\d)"
        r"(?P<more>(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|AND|OR)\s+)\d{3}(?:\.\d{1,2})?\b(?![\-.]\d))*"
        r"|\b[Ii]tem\s+(?P<n2>\d{3}(?:\.\d{1,2})?)\s*,\s*(?:the\s+)?Ohio\s+Department\s+of\s+Transportation(?:['\u2019]s)?\s+Specifications\b"
        # (or a section of them, the specifications named after: "Section 450 of Ohio Department of Transportation Specifications",
        # "Section 499 of the ODOT specifications", Mentor OH)
        # (two of them, the department named "the State of Ohio": "Sections 608.02 and 608.03 of the State of Ohio Department of\n
        # Transportation Construction and Material Specifications", Sheffield Lake OH: an item each)
        # (or a table of them: "Table 703-1 of the ODOT\nspecifications", Willard OH: "ODOT Table 703-1")
        r"|\b(?:[Ss]ections?\s+(?P<n3>\d{3}(?:\.\d{1,2})?)(?:\s+(?:and|or)\s+(?P<n3b>\d{3}(?:\.\d{1,2})?))?|Table\s+(?P<tab>\d{3}-\d{1,2}))\s+of\s+(?:the\s+)?"
        r"(?:(?:State\s+of\s+)?Ohio\s+Department\s+of\s+Transportation|O\.\s?D\.\s?O\.\s?T\.|ODOT)"
        # (or its construction standards: "Section 608 of\nthe Ohio Department of Transportation construction standards", Newton Falls OH)
        r"(?:['\u2019]s)?\s+(?:(?:Construction\s+and\s+Materials?\s+)?[Ss]pecifications|[Cc]onstruction\s+[Ss]tandards)\b"
        # (or the department's specifications "for Item", the old highway items lettered: "the State Department of Transportation
        # specifications for Item B-20", "the Department\nspecifications for Item B-19", "the Ohio\nDepartment of Transportation
        # specifications for Item I-12", Galion OH; a numbered item only after "Ohio", another state's department being no ODOT)
        r"|\b(?:(?P<ohio>Ohio)\s+|State\s+)?Department(?:\s+of\s+Transportation)?\s+specifications\s+for\s+Item\s+"
        r"(?P<n4>[A-Z]-\d{1,3}|(?(ohio)\d{3}(?:\.\d{1,2})?|(?!)))\b(?![\-.]\d)")),
    # Idaho's court rules for infractions by number: "subject to the penalties set forth in Idaho\ninfraction rule 9(b)" (Eagle
    # ID), "rule 9 of the Idaho infraction rules" (the labels' "Idaho Infraction Rules 9", jurisdiction ID)
    ("idaho_ir", re.compile(
        # (the rule's word after a comma: "Idaho infraction rules,\nrule 9", Canyon County ID)
        r"\bIdaho\s+[Ii]nfraction\s+[Rr]ules?(?:\s*,\s*[Rr]ule)?\s+(?P<n>\d{1,2}(?:\([a-z0-9]{1,2}\))*)(?![\w.\-]\w)"
        r"|\b[Rr]ule\s+(?P<n2>\d{1,2}(?:\([a-z0-9]{1,2}\))*)\s+of\s+the\s+Idaho\s+[Ii]nfraction\s+[Rr]ules\b"
        # (and its misdemeanor rules beside them, neither named for the state: "rule 5 of the infraction criminal rules or rule\n5 of
        # the misdemeanor criminal rules", Canyon County ID: "Idaho Misdemeanor Criminal Rules 5")
        r"|\b[Rr]ule\s+(?P<n3>\d{1,2}(?:\([a-z0-9]{1,2}\))*)\s+of\s+the\s+(?:(?P<ir>infraction\s+criminal)|misdemeanor\s+criminal)\s+rules\b")),
    # The Postal Service's mailbox standards by their manual's section ("Domestic Mail Manual, Section 508", "the Domestic
    # Mail\nManual, Section 508 Recipient Services, Subsection 3.1.2"; "Section 3.0 et al. of the Mailing Standards of the\nUnited
    # States Postal Service Domestic Mail Manual: 508 Recipient Services", Cascade ID): "Domestic Mail Manual 508.3.1.2"
    ("usps_dmm", re.compile(
        r"(?:\bSection\s+(?P<pre>\d{1,2}(?:\.\d{1,2}){1,3})\s+(?:et\s+al\.\s+)?of\s+the\s+(?:Mailing\s+Standards\s+of\s+the\s+)?"
        r"(?:(?:United\s+States\s+Postal\s+Service|USPS|U\.S\.P\.S\.)(?:['\u2019]s)?\s+)?)?\bDomestic\s+Mail\s+Manual\b"
        r"(?:\s*(?::|,\s*Section)\s*(?P<n>\d{3})\b(?![.\-]\d)(?:\s+Recipient\s+Services)?(?:\s*,\s*Subsection\s+(?P<sub>\d{1,2}(?:\.\d{1,2}){1,3}))?)?")),
    # The Soil Conservation Service's runoff method: "SCS TR-55", "Urban Hydrology for Small Watersheds, Technical Release Number
    # 55" (Edgerton OH; Milton WV): "SCS TR-55", as the labels write it
    ("scs_tr55", re.compile(
        # (without the hyphen, "TR20/TR55 as defined by the NRCS", Menomonie WI; and the weather service's rainfall atlas named
        # beside it, "a NOAA\nAtlas 14 Frequency Estimates for rainfall depth", the same)
        r"\b(?:(?:SCS|NRCS)\s+)?TR-?55\b|\bUrban\s+Hydrology\s+for\s+Small\s+Watersheds\b(?:\s*,?\s*(?:\(TR-55\)|Technical\s+Release\s+(?:Number|No\.)\s*55\b))?"
        r"|\b(?P<noaa>NOAA\s+Atlas\s+(?P<vol>\d{1,2}))\b(?![.\-]\d)")),
    # PennDOT's publications by number, with or without the department's name: "the requirements of Publication
    # 408", "Pennsylvania\nDepartment of Transportation Publication 408", "subsection (o) of Publication 408" (its
    # part), Grove City PA; without the name only the department's own numbers (408 specifications, 213 work zones,
    # 72M standards, ...), with it any ("PennDOT Publication 203, \"Work Zone Traffic Control\"", Swarthmore PA); its bulletins
    # too ("material conforming to PennDOT Bulletin 25", Blossburg PA)
    ("penndot_pub", re.compile(
        r"(?:\b[Ss]ubsection\s+\((?P<sub>[a-z0-9]{1,3})\)\s+of\s+)?"
        # (the publication's title between, the word in lower case, and a standard drawing after it: "PennDOT\nStandards for
        # Roadway Construction, Publication 72M (RC-67M)", "PennDOT publication 408", Portage PA)
        # (the specifications' older name, "Form 408", its section maybe before: "§ 460, PennDOT Form 408" (Topton PA); the
        # department's name broken and misprinted: "cured in accordance with Penn\nDot Form 408", Plains PA)
        r"(?:(?:§\s*(?P<bsec>\d{3,4}(?:\.\d{1,2})?)\s*,\s*(?=Penn\s?DOT\s+Form))?"
        r"\b(?:Pennsylvania\s+Department\s+of\s+Transportation|Penn\s?DOT|Penn\s*Dot(?=\s+Form\s+408\b)|PA\s?DOT)(?:'s)?\s+"
        r"(?:[Ss]tandards\s+for\s+Roadway\s+Construction,?\s+)?"
        r"(?P<kind>[Pp]ub(?:lications?|\.)|Bulletin|Form(?=\s+408\b))\s+(?P<any>\d{1,3}M?)\b"
        r"|\bPub(?:lications?|\.)\s+(?P<num>408|213|72M|111|212|236|46|13M|282|447)\b)"
        r"(?:\s*\((?P<rc>RC-\d{1,3}M?)\))?"
        # (its section after a comma: "PennDOT Publication 408, §703(2)(c)", Ferndale PA)
        r"(?:\s*,\s*§\s*(?P<psec>\d{3,4}(?:\.\d{1,2})?(?:\(\w{1,3}\))*))?")),
    # The Institute of Transportation Engineers' manuals: "the ITE Trip Generation Manual",
    # "Institute of Transportation Engineers (ITE) Trip Generation Manual".
    ("ite", re.compile(
        r"\b(?:Institute\s+of\s+Transportation\s+Engineers\s*(?:\(ITE\)\s*)?(?:'s\s+)?|ITE\s+)"
        r"(?P<what>Trip\s+Generation(?:\s+Manual)?|Parking\s+Generation(?:\s+Manual)?|Traffic\s+Engineering\s+Handbook)"
        # the manuals' own titles name the ITE's: "the Trip Generation Manual (Institute of Transportation Engineers)"
        r"|\b(?P<what2>Trip\s+Generation\s+Manual|Parking\s+Generation\s+Manual)"
        r"(?:\s*\(\s*(?:Institute\s+of\s+Transportation\s+Engineers|ITE)\s*\))?")),
    # "Section 415 of the Standard Specifications for Highway and Structure Construction" (WisDOT's
    # title) without the department's name; other states' "... for Road and Bridge Construction".
    ("std_specs", re.compile(
        # (Oregon's joint specifications by their two bodies' initials: "constructed to ODOT/APWA standards", Shady Cove OR;
        # the labels' "ODOT/APWA Standard")
        r"\b(?P<oa>ODOT\s*/\s*APWA\s+[Ss]tandards?(?:\s+[Ss]pecifications)?)\b|"
        r"(?:\b(?:Section|Sec\.|§)\s*(?P<sec>\d{3}(?:\.\d+)*)\s+of\s+the\s+)?"
        # Washington's: the APWA chapter's "Standard Specifications for Municipal Public Works Construction"
        # (Kirkland WA) and the joint "WSDOT/APWA Standard Specifications for Road, Bridge, and Municipal Construction"
        # (a state transportation department's, by its initials or its name: "CDOT Standard Specifications",
        # "Colorado Department of Transportation's Standard Specifications for Road and Bridge Construction",
        # Pitkin County CO)
        # (Montana's cities adopt the "Montana Public Works Standard Specifications", Sidney MT)
        # (initials in mixed case: "WisDOT Standard Specifications", "ArDOT")
        r"(?:\b(?P<wa>WSDOT\s*/\s*APWA|APWA)\s+|\b(?P<dot>[A-Z][A-Za-z]{0,4}DOT|Colorado\s+Department\s+of\s+Transportation['\u2019]s)\s+|\b(?P<mpw>Montana\s+Public\s+Works)\s+)?"
        # (the title's small words capitalized: "Standard Specifications For Road And Bridge Construction", Lake Barrington IL)
        r"\bStandard\s+(?:Specifications|Specification(?<=Works\sStandard\sSpecification))(?:\s+[Ff]or\s+(?P<what>Highway\s+[Aa]nd\s+Structure|Road\s+[Aa]nd\s+Bridge"
        # (Wisconsin's sewer and water specifications: "Standard Specifications for Sewer and\nWater Construction in
        # Wisconsin", Medford WI)
        # (the North Central Texas and APWA chapters' "Standard Specifications for Public Works Construction", named bare:
        # Rochester WI)
        # (Illinois's: "Standard Specifications for Water and Sewer Main\nConstruction in Illinois", Christopher IL; Ohio's, named
        # with its state: "Standard Specifications for Water and\nSewer Main Construction in Ohio", Johnstown OH)
        r"|Road\s*,\s*Bridge\s*,?\s+and\s+Municipal|(?:Municipal\s+)?Public\s+Works|Sewer\s+(?:and|&)\s+Water|Water\s+(?:and|&)\s+Sewer\s+Main|(?<=DOT\sStandard\sSpecifications\sfor\s)Highway)\s+Construction\b(?:(?<=Water\sConstruction)\s+in\s+Wisconsin\b|(?<=Main\sConstruction)\s+in\s+(?P<wsmst>Illinois|Ohio)\b)?"
        r"|(?<=DOT\sStandard\sSpecifications)(?!\s+for\b)|(?<=Works\sStandard\sSpecifications)|(?<=Works\sStandard\sSpecification)"
        # (a state's highway department or commission by its older names, after the title or before it: "the Standard
        # Specifications of the\nArkansas State Highway and Transportation Department", Tontitown AR; "Arkansas State
        # Highway Commission Standard Specifications", White Hall AR)
        rf"|\s+of\s+the\s+(?:State\s+of\s+)?(?P<ofstate>{STATE_FULL_NAMES})\s+{STATE_HIGHWAY_DEPARTMENT}"
        r"|(?<=Highway\sCommission\sStandard\sSpecifications)|(?<=Highway\sDepartment\sStandard\sSpecifications))"
        # (in lower case, and a city's own modifications to them: "the Montana\npublic works standard specifications,
        # the Belgrade modifications to the Montana\npublic works standard specifications", Belgrade MT)
        r"|\b(?P<mods>[A-Z][a-z]+\s+[Mm]odifications\s+to\s+the\s+)?(?P<mpw2>Montana\s+public\s+works\s+standard\s+specifications)\b"
        # (Illinois's in lower case, the model sewer ordinance's "standard specifications for water and sewer main construction in
        # the state", Brighton IL twice, Polo IL; "Standard specifications for water and sewer main construction in Illinois")
        r"|\b[Ss]tandard\s+specifications\s+for\s+(?P<wsm>water\s+and\s+sewer\s+main)\s+construction\s+in\s+(?:the\s+[Ss]tate|Illinois)\b")),
    # A place's own design and construction standards by title, the place named first: "the Village of Ada\nDesign Criteria and
    # Construction Standards and Drawings" (Ada OH, fifteen times), "the Village of Bellevue Standard Drawings and
    # Specifications", "the City of Coralville Design Standards for Public Works Improvements": the place's name and the title
    # (the converter keeps titles that end in such a document's word)
    ("place_standards", re.compile(
        r"\b(?:City|Village|Town|County)\s+of\s+(?P<place>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)\s+"
        r"(?P<title>(?:Design|Criteria|Construction|Standards?|Drawings|Specifications|Engineering|Details|Public|Works|Improvements|Technical)"
        r"(?:\s+(?:(?:and|for|of)\s+)?(?:Design|Criteria|Construction|Standards?|Drawings|Specifications|Engineering|Details|Public|Works"
        r"|Improvements|Technical)){0,8})\b")),
    ("county_standards", re.compile(
        r"\b(?P<county>(?:(?!The\b)[A-Z][a-z]+\s+)?County)\s+(?P<what>road|highway)\s+standards")),
    # "ANSI A117.1", "the most current American National Standards Specifications published by the
    # American National Standards Institute" (one reference: the body may be named twice).
    # A titled American National Standard: "American National Standard Practice for Roadway
    # Lighting" (the approving institute named after it is the same reference).
    # Other standards bodies by designation: "ASHRAE 90.1", "IEEE 1547", "ACI 318", "ICC A117.1",
    # "NSF/ANSI 61", "API 5LS", "SAE J1939" (a name without a designation cites no standard).
    ("std_body", re.compile(
        # (SAE's name spelt out: "the revised 2008-05, Society of Automotive Engineers Standard J1287", Humboldt IA)
        # (the designation hyphened to the initials: "American Petroleum Institute (API)\nStandards API-5A or API-5L", Howard County IN)
        rf"\b(?:(?P<body>NSF/ANSI|{'|'.join(STD_BODIES)})|(?P<sae>Society\s+of\s+Automotive\s+Engineers)[\u2019']?)(?:\s+|(?<=[A-Z])-(?=\d))"
        # (not a year: "the ICC 2018 International Building Code")
        # (the body's name spelt out in parentheses, "standard" in lower case: "IEEE (Institute of Electrical and
        # Electronic Engineers) standard 519-1992", Milton-Freewater OR)
        r"(?:\([A-Z][^()\n]{3,80}\)\s+)?(?P<des>(?:[Ss]tandard\s+)?(?!(?:19|20)\d\d\b)[A-Z]{0,2}\d{1,5}(?:[.\-]\d{1,4})*[A-Z]{0,3})\b(?![.\-]\d)")),
    # The telecommunication towers' structural standard: "EIA/TIA 222-E" (Lee County GA), "(EIA/TIA) 222
    # Revision F" (Glascock County GA), "ANSI/TIA-222-G", "TIA/EIA-222-F"
    ("tia", re.compile(
        r"\b(?P<body>EIA/TIA|TIA/EIA|ANSI/TIA|TIA)\)?[ \t]*[\-\u2010-\u2013]?[ \t]*(?!(?:19|20)\d\d\b)(?P<num>\d{3,4})(?![\d.])"
        r"(?:(?:[ \t]*[\-\u2010-\u2013][ \t]*|[ \t]+Revision[ \t]+|[ \t]+Rev\.[ \t]*)(?P<rev>[A-H])\b)?")),
    # An order or report of the Federal Communications Commission by its document number: "See also, F.C.C. 14-153"
    # (North Olmsted OH's small cell chapter; the FCC's 2018 order is "FCC 18-133")
    ("fcc_order", re.compile(r"\b(?:F\.[ \t]?C\.[ \t]?C\.|FCC)[ \t]+(?:No\.[ \t]*)?(?P<n>\d{2}-\d{2,3})\b(?![\-\u2010-\u2013.]\d)")),
    # Indiana's drainage code by its name (Ind. Code 36-9-27): "in accordance with the Indiana Drainage Code", "the 1965 Indiana
    # Drainage Code, as amended" (Boone County IN)
    ("in_drainage_code", re.compile(r"\b(?:(?:19|20)\d\d\s+)?Indiana\s+Drainage\s+Code\b")),
    # The Ohio EPA's general permit for construction storm water, which an Ohio erosion-control chapter enforces, by its name in
    # whatever words: "the Ohio EPA General Construction Storm\nWater Permit", "the Ohio Environmental Protection Agency (EPA) National
    # Pollution\nDischarge Elimination (NPDES) General Storm Water Permit for Construction\nActivities", "Ohio EPA NPDES\nGeneral
    # Construction Permit", "the OEPA General Permit" (Coshocton OH, Edgerton OH): "OEPA General Permit", as the labels name it
    ("oepa_permit", re.compile(
        r"\b(?:OEPA|Ohio\s+(?:EPA|Environmental\s+Protection\s+Agency(?:\s+\(EPA\))?))\s+"
        r"(?:(?:National\s+Pollut(?:ant|ion)\s+Discharge\s+Elimination\s+(?:System\s+)?\(NPDES\)|NPDES)\s+)?General\s+"
        r"(?:(?:Construction\s+)?Storm\s*[Ww]ater\s+Permit(?:\s+for\s+Construction\s+Activities)?|Construction\s+(?:Storm\s*[Ww]ater\s+)?Permit|Permit)\b")),
    ("ansi_title", re.compile(
        r"\bAmerican\s+National\s+Standard\s+(?P<title>(?:Practice|Specifications?|Code|Guide|Method|Requirements)\s+for\s+"
        r"[A-Z][\w\-]*(?:\s+(?:and\s+|of\s+)?[A-Z][\w\-]*)*)"
        r"(?:[^.;]{0,80}?\bAmerican\s+National\s+Standards?\s+Institute\b(?:\s*\(ANSI\))?)?")),
    ("ansi", re.compile(
        # (a standard the plumbing officials' association adopted with it: "IAPMO/ANSI Z1001", Waukee IA)
        # (the initials dotted, the designation's letter apart from its number: "A.N.S.I. Specifications A\n21.50 and A 21.51",
        # Munroe Falls OH)
        r"(?:(?P<iapmo>\bIAPMO/)?\bANSI\b|\bA\.N\.S\.I\.|\bAmerican\s+National\s+Standards?\b(?P<inst>\s+Institute\b)?)(?:\s*\(ANSI\))?"
        r"(?P<doc>\s+(?:[Ss]tandard\s+)?(?:[Ss]tandards|[Ss]pecifications?|[Ss]tandard)\b)?"
        r"(?:\s+(?:published|issued|adopted|approved)\s+by\s+the\s+American\s+National\s+Standards\s+Institute\b"
        # (the acoustics standard misprinted with a letter I, "(ANSI) SI.4-1983", Edgar WI, "ANSI SI. 4-1971": S1.4)
        # (a comma before the designation, a blank inside it: "American National Standards Institute Standard, Z 90.1",
        # Shinnston WV; the acoustics standards too, "an ANSI S 1.4 Type 2 Sound Pressure Level Meter", Cridersville OH)
        # (a hyphen between: "conform with the most current ANSI-Z60.1 standards", Lebanon OH)
        r"(?:\s*\(ANSI\))?)?(?:(?:[\s/]*|(?<=[Ss]tandard),[ \t]*|(?<=ANSI)-(?=[A-Z]\d))(?:(?P<co>ASAE|ASME|IEEE|ASHRAE|ASSE|NSF)\s+)?(?P<des>(?:[A-Z]-?(?:(?<=[ZS])[ \t]|(?<=A)[ \t]?\n?[ \t]*(?=\d+\.\d|\d{3}\b))?\d+|SI\.[ \t]?(?=\d)\d+)(?:\.\d+)*(?:-(?:19|20)\d\d\b)?))?"
        # (the initials restated after the name: "American National Standards Institute A300 (ANSI A300)", Statesboro GA)
        r"(?(des)(?:\s*\(ANSI\s+[A-Z]\d+(?:\.\d+)*\))?)")),
    # Ohio codified ordinances name the code part: "TRAF. 432.22", "S.U. & P.S. Ch. 1022".
    ("other_code_prefix", re.compile(
        # ("B.R. & T. Ch. 820": Business Regulation and Taxation, Springboro OH)
        # ("see HLTH. & SAN.\n1105.05": the Health and Sanitation Code, Wellsburg WV)
        # ("Nuisances - see H. & S.\n1101.02": the Health and Safety Code, Spencer WV; the misprint "S.U. &.P.S. Ch.\n913",
        # Cuyahoga Falls OH)
        # (the fire prevention code: "Fire lanes - see F.P.\n1610.07", Wayne MI)
        # (the planning and platting code: "Subdivision drainage - see PLAN. & PLAT.\n1127.02(b),\n1127.06(b),\n1129.04", Westlake OH)
        # (the health code alone: "Rat control - see HLTH.\n1747.13,\n1747.14", Norwood OH)
        # (a period left out: "Littering - see GEN OFF.\n521.08", Woodmere OH; "see PRELIM, Table A", Greenhills OH; "B & H.\n1440.02(m)",
        # Ironton OH; "GEN. OFF\n 672.08,\n672.13", Loudonville OH;
        # "S.U. & P.S Ch.\n923", Willoughby Hills OH)
        rf"\b(?P<code>TRAF\.|F\.\s?P\.|P\.\s?&\s?Z\.|GEN\.?\s?OFF(?:\.|(?=\s+\d{{3,4}}\.\d))|B\.?\s?&\s?H\.|B\.\s?R\.\s?&\s?T\.|BLDG\.|S\.\s?U\.\s?&\.?\s?P\.\s?S(?:\.|(?=[ \t]+Ch\.))|H\.\s?&\s?S\.|S\.\s?&\s?P\.\s?S\.|ADM(?:IN)?\.|BUS\.\s?REG\.|FIRE|CHTR\.|HLTH\.\s?&\s?SAN\.|HLTH\.(?!\s?&)|PLAN\.\s?&\s?PLAT\.)"
        # ("CHTR. Secs. 1262.13 et seq.": a section word may follow the code's name)
        # (or the sign: "see CHTR.\n\u00a7102", "CHTR. \u00a7\u00a7\n104,\n105", Ashland OH)
        # (or an article of a code numbered in articles: "see ADM. Art\n147", Wellsburg WV)
        rf"\s*(?:(?:Secs?\.|\u00a7\u00a7?)\s*)?(?:(?P<och>Ch(?:apter|ap\.|\.))\s*|(?P<oart>Art(?:icle|\.)?)\s*(?=\d))?(?P<list>{LOCAL_LIST})"
        # (an article of the charter: "CHTR. Art. VIII", Springboro OH)
        # (and a section of the article: "see\nCHTR. Art. V, \u00a72", Vermilion OH)
        # (or "Sec.", maybe lettered: "see CHTR. Art.\nVI, Sec.\n5", Eastlake OH; "CHTR. Art.\nIII, Sec.\n8c", Newton Falls OH)
        r"|\bCHTR\.\s*Art(?:icle|\.)\s*(?P<cart>[IVXL]+)\b(?:,\s*(?:\u00a7|Sec\.)\s*(?P<csec>\d{1,3}[a-z]?(?:\.\d{1,3})?)\b)?"
        # (a table of the preliminary unit: "Grade levels - see PRELIM., Table H", Ashland OH)
        # ("see PRELIM. UNIT,\nTABLE C", Amherst OH; and its streets and public services code, "see S. & P. S.\n911.15")
        r"|\bPRELIM\.?\s*(?:UNIT\s*)?,?\s*(?:Table|TABLE)\s+(?P<ptable>[A-Z])\b"
        # (a title's appendix: "P. & Z. Title 6, Appx. A", the zoning schedule, Springboro OH)
        r"|\bP\.\s?&\s?Z\.\s*Title\s+(?P<ptitle>\d{1,2})\s*,\s*App(?:x|endix)?\.?\s*(?P<papp>[A-Z])\b")),
    # A city or village charter: "the Charter of the City of Springboro", "the Village Charter",
    # "Section 17(3) of the City Charter" (a section of it, like Municode's "Charter 17(3)").
    # Baltimore's charter is in articles: "Article VII, §§ 43 through 46 of the City Charter", "City
    # Charter Article II, § (34)".
    ("charter", re.compile(
        # (Baltimore numbers some charter sections in parentheses: "Article II, § (63) of the City Charter")
        r"(?:(?:(?:Article|Art\.)\s+(?P<art>[IVXL]+|\d{1,2})\s*,\s*)?(?:§§?|\b[Ss]ec(?:tions?|s?\.))\s*(?P<sec>\d+[A-Z]?(?:[.\-]\d+)?(?:\(\w{1,4}\))*|(?<=§\s)\(\d{1,3}\))"
        # ("sections 2-5(e) and 3-10(b) of the City Charter", Somerville)
        r"(?:\s+(?:through|to|and)\s+(?P<sec2>\d+[A-Z]?(?:[.\-]\d+)?(?:\(\w{1,4}\))*))?\s*,?\s+of\s+the\s+"
        # "Article II of the City Charter", "Chapter XIII of the Charter of the City of Fort Worth"
        # (a chapter's number in words: "Pursuant to the authority of Chapter two of the Town Charter", Occoquan VA)
        r"|\b(?P<partw>Article|Art\.|Chapter)\s+(?P<part>[IVXL]+|\d{1,2}|(?<=Chapter\s)(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s+of\s+the\s+)?"
        # (the place's name before it: "Article IV, § 6 of the Baltimore City Charter")
        r"(?:(?:(?<=\bthe\s)[A-Z][a-z]+\s+(?=City\s+Charter\b))?\b(?:City|Village|Town|Township|Borough|Municipal|Home\s+Rule)\s+Charter\b"
        # (not a charter in general: "any city charter", "a town charter", Monroe GA; the city's own
        # "city Charter" is cited, Villa Rica GA)
        r"|(?<!\bany\s)(?<!\ba\s)\b(?:city|village|town|township|borough)\s+[Cc]harter\b"
        # ("authorized by the town's Charter", Tyrone GA)
        r"|\b(?<=the\s)(?:[Cc]ity|[Vv]illage|[Tt]own)'s\s+Charter\b"
        # ("the ordinances and Charter of the City", Forest Park GA)
        r"|\bCharter\s+of\s+the\s+(?:City|Town|Village)\b(?!\s+of\b)"
        r"|\bCharter\s+of\s+the\s+(?:City|Village|Town|Township|Borough)\s+of\s+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?"
        # "City of Somerville Charter"
        r"|\b(?:City|Village|Town|Township|Borough)\s+of\s+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?\s+Charter\b"
        # "Section 108(b) of the Charter" (only after a section, article or chapter: see citations.py)
        # ("section 1048 of the charter" in lower case, New York City's administrative code)
        r"|(?<=\sof\sthe\s)[Cc]harter\b"
        # ("as provided in Charter section 4.13", Fort Oglethorpe GA: the section after the charter's name)
        r"|\bCharter\s+[Ss]ection\s+(?P<sec4>\d+[A-Z]?(?:\.\d+)*(?:\(\w{1,4}\))*)(?![\-\w])"
        # ("superseded by Charter Article VII, \u00a7\u00a7 117 to 125", Baltimore art. 1: named bare before its article)
        r"|\bCharter(?=\s*,?\s*(?:Article|Art\.)\s+[IVXL]+\b))"
        r"(?!\s+(?:[Ss]chools?|[Cc]ommission|[Rr]eview|[Oo]fficers?|[Bb]oats?|[Bb]us(?:es)?|[Ff]lights?)\b)"
        r"(?:(?<=Charter)\s*,?\s*(?:Article|Art\.)\s+(?P<art2>[IVXL]+|\d{1,2})\b(?:\s*,\s*§§?\s*(?P<sec3>\(\d{1,3}\)|\d+[A-Z]?(?:\([a-z0-9]{1,3}\))*)"
        r"(?:\s+(?:through|to|and)\s+(?P<sec5>\d+[A-Z]?)\b(?![.\-]\d))?)?)?")),
    # Model and national codes a municipality adopts by reference ("International Building Code",
    # "National Electrical Code"; the misprint "National Electric Code" is kept as printed).
    ("model_code", re.compile(
        # "section 1004.3 of the International Fire Code", "sections 906.1 and 906.2 of the ...",
        # "chapter 27 of the ...": the model code's own numbering, one citation per number
        # (and an article, its title quoted between: "Article 760 \"Fire Protective Signaling Systems\" of the
        # National Electrical Code", Henry and Gilmer Counties GA)
        # (the section sign has no word boundary before it: "§ 105.6 of the 2003 International Fire Code", Canton TX)
        r"(?:(?:\b|(?=§))(?:(?P<secw>[Ss]ections?|§§?)|(?P<chw>[Cc]hapters?)|(?P<artw>[Aa]rticles?))\s*"
        r"(?P<list>[A-Z]?\d+(?:\.\d+)*(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)[A-Z]?\d+(?:\.\d+)*)*)"
        r"(?:\s+[\"\u201c][^\"\u201d\n]{1,60}[\"\u201d])?"
        # ("section 108 of chapter 1 of the International Fire Code": the chapter only places the section)
        r"(?:\s+of\s+chapter\s+\d{1,2}(?=\s+of\s+the\s+International))?"
        # (or in lower case: "the requirements of section 308 of the international fire code", Okmulgee OK)
        r"(?:\s+(?:of|in)\s+the\s+(?:\d{4}\s+(?:edition\s+of\s+the\s+)?)?(?=International|National|Uniform|uniform\s|international\s|national\s|BOCA\s)"
        # (or the code's initials right after the number: "Said provision shall refer to section 104.4 IPMC", Buckingham IL)
        r"|[ \t]+(?=(?:IBC|IRC|IFC|IPC|IMC|IFGC|IECC|IEBC|IPMC|ISPSC|IWUIC|IZC)\b(?![ \t]*\d))"
        # (or a comma before the code's name: "shall be in accordance with chapter 3, international fire code", Twin Falls County ID)
        r"|\s*,\s*(?=[Ii]nternational\s+(?:[Bb]uilding|[Rr]esidential|[Ff]ire|[Pp]lumbing|[Mm]echanical|[Pp]roperty)\b)))?"
        # ("the International Fire Prevention Code", the older name of the International Fire Code)
        rf"\b(?P<name>{ICC_NAMES}"
        r"|National\s+Electric(?:al)?\s+(?:Safety\s+)?Code"
        # (the NFPA's collection by its name: "fire protection standards as provided in the National Fire Code", San Juan County
        # UT; 6 labels, external_standard "National Fire Code")
        r"|National\s+Fire\s+Codes?\b"
        r"|Uniform\s+(?:Plumbing|Mechanical|Building|Fire)\s+Code"
        # (the ICBO's other codes: "the uniform code for the abatement of\ndangerous buildings", "the 2011 edition of the ... uniform\n
        # administrative code", Ely NV; 3 labels)
        r"|[Uu]niform\s+[Cc]ode\s+for\s+the\s+[Aa]batement\s+of\s+[Dd]angerous\s+[Bb]uildings|(?<!\b[Aa]\s)[Uu]niform\s+[Aa]dministrative\s+[Cc]ode"
        # BOCA's codes ("the BOCA National Plumbing Code, 8th Edition", "Building Officials and Code Administrators
        # (BOCA) National Plumbing Code", Tatamy PA), named with the body's initials: "National Building Code"
        # alone is also Canada's
        # (IAPMO's plumbing code by its initials after "the": "the current edition of the UPC", Long Beach WA)
        r"|(?<=\bthe\s)UPC(?![\w\-])"
        # (an ICC code's initials alone after "the": "however, the IBC code shall for new installation" (Willowbrook IL); 11
        # labels of the bare initials)
        r"|(?<=\bthe\s)(?P<bare_abbr>IBC|IRC|IPMC|IECC|IEBC|IFGC)(?![\w\-]|[ \t]*,?[ \t]*(?:[Ss]ections?|§|[Cc]hapters?)?[ \t]*\d)"
        r"|(?:BOCA\s+|(?<=\(BOCA\)\s))(?:National|Basic)\s+(?:Building|Plumbing|Mechanical|Fire\s+Prevention|Property\s+Maintenance|Energy\s+Conservation)\s+Code"
        # (the plumbing code alone by that name, no body's initials: "in accordance with the National Plumbing Code", Pilot
        # Grove MO, Valier MT)
        # (in lower case too: "soil type and compaction shall comply with the national plumbing code", Ely NV)
        r"|National\s+Plumbing\s+Code|(?<!\b[Aa]\s)national\s+plumbing\s+code"
        # the SBCCI's Standard codes, still adopted in the South
        r"|Standard\s+(?:Building|Existing\s+Building|Unsafe\s+Building\s+Abatement|Housing|Plumbing|Mechanical|Gas"
        r"|Fire\s+Prevention|Swimming\s+Pool|Amusement\s+Device)\s+Code"
        # (in lower case: "the requirements of standard building code", Jefferson County GA)
        r"|standard\s+building\s+code"
        # ("as specified in the current uniform building code", "chapter 45 of the uniform building code", Havre MT)
        # (not "a uniform building code": any code applied alike)
        r"|(?<!\b[Aa]\s)uniform\s+(?:plumbing|mechanical|building|fire)\s+code"
        # ("as exemplified by the national electric safety code", "the current version of the national electrical
        # code", Milton-Freewater OR)
        # (only the first word capitalized: "International building code;", "National electrical code;" in a list of
        # the codes adopted, Dickson OK)
        r"|(?<!\b[Aa]\s)[Nn]ational\s+electric(?:al)?\s+(?:safety\s+)?code"
        # ("the latest edition of the international building code", Jerome ID)
        r"|(?<!\b[Aa]\s)(?<!\b[Aa]n\s)[Ii]nternational\s+(?:building|residential|fire|plumbing|mechanical|fuel\s+gas|energy\s+conservation|existing\s+building|property\s+maintenance)\s+code"
        # the ICC's codes by their initials, only with a section or chapter: "IFC 903.2", "IBC Section 1004.1",
        # "IWUIC Chapter 1" (Kirkland WA)
        # (a residential section lettered, the letter's hyphen a misprint: "IRC E3902", "IRC R-703.1", Garfield County UT)
        r"|(?P<abbr>IBC|IRC|IFC|IPC|IMC|IFGC|IECC|IEBC|IPMC|ISPSC|IWUIC|IZC)(?(list)(?![ \t]*\d)|(?=\s*,?\s*(?:[Ss]ections?\s*|§\s*|[Cc]hapters?\s*)?(?:[A-Z]-?)?\d)))\b"
        # the section after the name: "International Fire Code section 903.2.1", "IFC 903.2"
        # (an edition is no section: "International Building Code, 2018 edition")
        # (not the next heading's number: "8.70.100: Relation To The International Fire Code\n8.70.010: DEFINITIONS:", Okmulgee OK)
        # (the code's initials between: "National Electrical Code (NEC) Section 690", Lisbon IA)
        # (the initials on the next line: "International Building Code\n(IBC) 3108", Turtle Lake WI)
        r"(?:(?<![\d.])(?![ \t]*\n[ \t]*[\d.]+:)(?:\s*\([A-Z]{2,5}\))?\s*,?\s*(?P<w2>(?P<secw2>[Ss]ections?|§§?)|(?P<chw2>[Cc]hapters?))?\s*"
        r"(?(w2)|(?!(?:19|20)\d\d(?![.\d])))"
        r"(?P<list2>(?<=[\s§])(?:[A-Z]-?)?\d+(?:\.\d+)*(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)(?:[A-Z]-?)?\d+(?:\.\d+)*)*)"
        r"(?![\w\-]|\.\d))?")),
    # Wisconsin's state building code for one- and two-family dwellings (Wis. Adm. Code SPS 320-325).
    # (in lower case too: "the Wisconsin uniform dwelling code", Reedsville WI)
    # (and its commercial building code: "the Wisconsin\ncommercial building code", Menomonie WI; 4 labels, jurisdiction WI)
    ("udc", re.compile(r"\b(?:Wisconsin\s+)?(?:Uniform\s+Dwelling\s+Code|uniform\s+dwelling\s+code)\b"
                       r"|\bWisconsin\s+(?P<comm>Commercial\s+Building\s+Code|commercial\s+building\s+code)\b")),
    # "Appendix A of Chapter 1464": one reference to the appendix of a chapter of this code.
    ("local_appendix", re.compile(
        r"\b(?:Appendix|App\.)\s+(?P<app>[A-Z]{1,2}|\d+)\s+(?:of|to)\s+(?:[Cc]hapter|[Cc]h\.)\s*"
        r"(?P<ch>\d+[A-Z]?(?:-\d+|\.\d+)?)(?!\d|\.\d)"
        # (the chapter first: "as shown in Chapter 1464, Appendix A", Springboro OH)
        # (both abbreviated: "Related form, see\nCh. 52, Appx. B", Bremen IN)
        r"|\b(?:[Cc]hapter|Ch\.)\s*(?P<ch2>\d+[A-Z]?(?:-\d+|\.\d+)?)\s*,\s*(?:Appendix|App\.|Appx\.)\s+(?P<app2>[A-Z]{1,2}|\d+)\b(?![\w.\-]\w)"
        # (a chapter's one appendix, unnumbered: "the impounding fees ... as specified in the appendix to\nChapter 35", Apple
        # Valley MN's fee schedule)
        r"|(?<=\bthe\s)appendix\s+(?:to|of)\s+[Cc]hapter\s+(?P<ch3>\d+[A-Z]?(?:-\d+|\.\d+)?)(?!\d|\.\d|-\d)")),
    # An appendix of this code named alone: "the fee specified in appendix A", "(see appendix D)";
    # not another document's ("Appendix B of the annual report", "Appendix A to Ordinance No. ...").
    # Municode's cross-reference notes abbreviate it and go down to the article and section: "zoning,
    # app. A; subdivisions, app. B; street design requirements, app. B, art. XI" (Jesup GA), "app. A,
    # art. VI, § 6-3" (Dalton GA); appendixes may be numbered in roman ("appendix III", Richmond Hill GA).
    ("local_appendix_bare", re.compile(
        # (numbered too: "materials listed in appendix 4" (Opp AL), "set forth in Appendix 1 to this chapter"
        # (Statesboro GA))
        rf"(?<!\bas\s)\b(?:[Aa]ppendix|[Aa]pp\.)\s+(?P<app>[A-Z]|[IVX]{{2,4}}|\d{{1,2}}(?![.\-]\w))\b(?![.\-]?\d)(?!\s+(?:to|of)\s+(?!(?:this|the)\s+(?:[Cc]ode|[Oo]rdinance|[Cc]hapter)\b"
        # (or the code named after its place: "Appendix A of the Town of Cary Code of Ordinances", Cary NC)
        rf"|the\s+(?:City|Town|Village|Borough|County)\s+of\s+(?:[A-Z][a-z]+\s+){{1,3}}Code\b"
        # (or the place's code named by what it governs: "the City's Fee Schedule,\nAppendix A to the City Government Code", Xenia OH)
        rf"|the\s+(?:City|Town|Village|Borough|County)\s+(?:[A-Z][a-z]+\s+)?Code\b))"
        rf"(?!\s+(?:has|was|is|shall\s+be\s+listed))"
        # (nor an enacting ordinance's appendix: "the design standard as specified in Appendix A attached to Ordinance 2005-14",
        # Vermilion OH: the ordinance is what is cited)
        rf"(?!\s+attached\s+to\s+(?:Ordinance|Ord\.|Resolution)\s)"
        # (or straight to the section: "off-street loading and unloading space, app. B, § 66", Fort Valley GA)
        # (or to its division: "appendix A, division IV of this Code", Kingfisher OK)
        # (or to its chapter: "See also appendix A, chapter 2300 of this Code for zoning regulations", Albertville MN)
        rf"(?:,\s*art\.\s*(?P<art>[IVXL]+)\b|,\s*division\s+(?P<div>[IVXL]+)\b|,\s*[Cc]hapter\s+(?P<ch>\d{{1,4}})\b(?![.\-]\d))?(?:,\s*§\s*(?P<sec>\d{{1,3}}(?:-\d{{1,3}})?(?:\.\d+)?)(?![\w\-]))?")),
    # (a Wisconsin PSC rate schedule's designation, below)
    # The lettered schedules of streets a traffic code appends, printed in capitals: "a schedule of streets
    # designated as SCHEDULE Q , hereto appended" (Somerville's Traffic Commission regulations; a
    # "Schedule C" in ordinary type is as often a federal tax form's)
    # (a chapter's schedule: "Chapter 75, Schedule I of this code", Linden WI)
    # (not a schedule's own heading: "SCHEDULE I. ONE-WAY STREETS AND ALLEYS.", Clifton TX)
    # (nor one with no period after its letter: "SCHEDULE I RESTRICTED PARKING.", Graymoor-Devondale KY)
    ("local_schedule", re.compile(r"\bSCHEDULE\s+(?P<sched>[A-Z])\b(?![.\-]?\w)(?!\.?[ \t]+[A-Z][A-Z\-])"
                                  # (no comma, and more schedules of the chapter: "Chapter 76 Schedules IV and V", Ayden NC; abbreviated,
                                  # "Chapter 74, Sch. III", Linden WI)
                                  # (or the chapter abbreviated: "and Ch.75, Schedule I", Crestview KY)
                                  # (or "Sched.": "Specific speed limits within the city, see\nCh. 74, Sched. I", Humboldt NE)
                                  # (or "Schd.", "Scheds.": "see Ch. 75, Schd. IV", Carrollton IL; "Ch. 71, Scheds.\nIII ... V", Carlisle OH)
                                  r"|\b(?:[Cc]hapter\s+|Ch\.\s*)(?P<ch>\d{1,3})\s*,?\s*(?:Schedules?\s+|Sch(?:ed|d)?s?\.\s*)(?P<sched2>[IVX]{1,4}|[A-Z])\b(?![.\-]?\w)"
                                  rf"(?P<more>{NUMBER_LIST_SEP}[IVX]{{1,4}}\b(?![.\-]?\w))*"
                                  # (the schedule first: "Schedule I of Chapter 7.5 of this title", Medford WI)
                                  r"|\bSchedule\s+(?P<sched3>[IVX]{1,4})\s+of\s+[Cc]hapter\s+(?P<ch3>\d{1,3}(?:\.\d{1,2})?)\b(?![.\-]\d)"
                                  # a utility rate schedule by its Wisconsin PSC designation: "calculated under schedule Sig-1",
                                  # "Established pursuant to Schedule Smg-1" (Turtle Lake WI; its "Schedule Mg-1" too)
                                  # (several, the number maybe wrapped after its hyphen: "under Schedules Mg-1, Ug-1, Mgt-1 and Mz-\n1";
                                  # two capitals or one, "Schedule BW-1", the digit misprinted as a letter l, "Schedule R-l", Gilman WI)
                                  rf"|\b[Ss]chedules?\s+(?P<psc>{_PSC_SCHEDULE})(?P<pscmore>(?:{NUMBER_LIST_SEP}{_PSC_SCHEDULE})*)")),
    # "Appendixes I, II and III as referred to in this article" (Richmond Hill GA): one per appendix
    ("local_appendixes", re.compile(
        r"\bAppend(?:ixes|ices)\s+(?P<list>(?:[A-Z]|[IVX]{2,4})(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)(?:[A-Z]|[IVX]{2,4}))+)\b(?![.\-]?\d)")),
    # "subsections (4) through (7) of section 12-177 (a)", "subsection (b) of Section 12-5": the
    # subdivisions of another section of this code, one citation per subdivision.
    # An ordinance the text relies on: "the Barton Creek watershed, as defined in Ordinance No. 810430-C",
    # "the design standards established in Ordinance No. 20230720-160" (Austin TX), "the UMB Seismic Retrofit
    # Ordinance, Ordinance No. 219-92" (San Francisco), "installed as per city ordinance number 0-90-36"
    # (Springboro OH). Not "amended by Ordinance No. ..." nor an editor's note's "Ordinance No. 00-005 repealed
    # ...": an ordinance's number in history is no reference, and stays out.
    ("ordinance_defined", re.compile(
        # ("See Ord. 110-91, passed - -." under a subsection's caption, Newburg WI; "as listed in Ord. 91-\n22, passed
        # 12-11-90", Pompano Beach FL; "Exhibit A of Amending Ordinance 1988-2", Mount Pleasant TX)
        # ("Said Ord. 124", Faith SD; "from the adoption of\nOrdinance 5206", York County SC)
        # ("the additional 1% sales tax levied by Ord. No. 219", Granite OK)
        # (another government's, its name before: "pursuant to City of\nOwensboro Ordinance 36-93", Daviess County KY: then any
        # number with a hyphen)
        # (opening a sentence too: "1.   Pursuant to Ordinance No. 458, adopted October 12, 2004, the City entered", Sergeant Bluff IA)
        # (the exhibit's letter quoted: "found in \u201cExhibit A\u201d of Ordinance 2016-03", Kingstree SC; "that certain amending
        # ordinance 635", St. Maries ID)
        # ("rates as set forth in the appendices to Ordinance 2002-10", Rushville IN)
        # ("Fire lanes referred to in Section F.M. 3-09 of the Ohio Fire Code, as\nincorporated into Ordinance No. 9-69", Indian Hill OH)
        r"(?:(?:\b(?:in|under|per|[Pp]ursuant\s+to|with|attached\s+to|appendi(?:x|ces)\s+to|[Ee]xhibit\s+[\u201c\"]?[A-Z][\u201d\"]?\s+(?:to|of)|adopted\s+by|established\s+by|incorporated\s+into|certain(?:\s+amending)?|part\s+of"
        # ("All new county roads established after passage of\nOrdinance 2011-3", Jackson County AR; "On and after the effective
        # date of Ordinance No. 1201", Greenville County SC)
        # (its subject in lower case, the number after a comma: "the city’s noise\nordinance, Ord. 108-2008", Ashland KY)
        # ("Vicious dogs and wolves, as defined by County Ordinance no. 2015-1", Garfield County UT)
        # (the ordinance a chapter replaced, in running text: "shall continue as made under prior Ord. 1993-04", Franklin County IL)
        # ("the purposes described\nin the preamble of Ordinance No. 15-2007", Valparaiso IN: a part of the ordinance's own text)
        r"|levied\s+by|imposed\s+by|created\s+by|defined\s+by|See|[Ss]aid|adoption\s+of|passage\s+of|violations?\s+of|effective\s+date\s+of"
        r"|(?:preamble|recitals|terms)\s+of"
        r"|(?<=\s)prior(?=\s+Ord))|\b[A-Z][a-z]+\s+Ordinance\s*,"
        r"|\b(?!(?:this|that|said|such|an?|the|any|each)\b)[a-z]{3,}\s+ordinance\s*,)\s+"
        # (a county's by its name, whatever before it: "and Wright County Ordinance 10-01, as it may be amended", Albertville MN)
        r"|(?<![\w.])(?=[A-Z][a-z]+\s+County\s+Ordinance\s+\d)"
        # (the place's own by its kind and the number's word, whatever before it: "County Ordinance no. 1995-4, County\nOrdinance
        # no. 2015-1 and UCA §§ 76-9-3 et seq. ... shall govern", Garfield County UT)
        r"|(?<![\w.])(?=(?:City|County|Village|Town)\s+Ordinance\s+[Nn]o\.\s*\d)"
        # (or by the place's whole name: "the cooperative agreement ... authorized by City of Avon Ordinance 59-93, passed June 28,
        # 1993", Avon OH)
        r"|(?<![\w.])(?=(?:City|Town|Village|County)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Ordinance\s+(?:[Nn]o\.\s*)?\d))"
        # (the place's own in capitals: "the fee schedule adopted by City Ordinance No. 1943", Yuma AZ)
        # ("pursuant to City ordinance\n459, for a permit", Clinton IL: the word in lower case)
        r"(?:(?:the\s+)?(?:[Cc]ity|[Cc]ounty|[Vv]illage|[Tt]own)\s+(?=(?:[Oo]rdinance|Resolution|Ord\.)\s)|(?:the\s+)?(?:city|county|village|town)\s+|(?P<other>(?:City|Town|Village|County)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+"
        r"|[A-Z][a-z]+\s+County\s+(?=Ordinance\s+\d)))?"
        # (without "No." only a number with its year: "the map attached to Ordinance 24-2024", Hopkinsville KY; not
        # Brandon's "Ordinance 7-2", its code's chapter and section; or a whole number of three digits or more: "The
        # worksheet is attached to Ordinance 586", Medford WI)
        # (a resolution too: "the waiver procedure attached as Exhibit A to Resolution 2017-8", Columbia City IN)
        # (abbreviated "Ord.", which names no chapter of the code: any two-part number, maybe broken after its hyphen,
        # maybe lettered: "A copy of the Design Manual is attached to Ord. 17-0822B as Exhibit A", Willis TX)
        # (the number broken after its hyphen: "a violation or violations of Ordinance No. 2016-\n08", Flanagan IL)
        # (a resolution abbreviated: "See Appendix A attached to Res. 1581, which appendix is hereby adopted", Medford WI)
        r"(?P<cite>(?P<res>[Rr]esolution\s+|(?<=attached\sto\s)Res\.\s*|(?:Amending\s+)?[Oo]rdinance\s+|Ord\.\s*)(?:(?:[Nn]o\.|[Nn]umber)\s*(?P<ord>\d(?:[\w\-]|(?<=\d-)\n[ \t]*(?=\d))*\w|\d)"
        # (a year and a serial of three digits, "attached to Ordinance 16-003", Huntertown IN; a letter before a year and its
        # serial, "attached to Ordinance O2020.01", Guadalupe AZ)
        r"|(?P<ord2>\d{1,4}-(?:19|20)\d\d|(?:19|20)\d\d-\d{1,4}|\d{3,6}(?![.,]\d)|(?<=Ord\.\s)(?:[A-Z]-)?\d{1,4}-(?:\n[ \t]*)?\d{1,4}[A-Z]?"
        # (a resolution's letter before its date and a letter after: "attached to Resolution R072715A", Fishers IN)
        # (a number opening with a zero, an "O-" misprinted: "attached to Ordinance 0-17-88", Fort Thomas KY)
        # (or with its letter: "attached to Ordinance O-05-03", Fletcher NC)
        # (a serial and a two-digit year after "attached to", the specifications it carries: "the specifications ... as are attached
        # to Ordinance 24-97 and marked\nExhibit A", Sheffield Lake OH)
        # (a year, a letter for the kind and a serial: "the Airport Layout Plan as adopted by Council in Ordinance 2000-O-11", Kelleys
        # Island OH)
        r"|\d\d-\d{3}|[A-Z](?:19|20)\d\d[.\-]\d{1,3}|(?<=Resolution\s)[A-Z]\d{6}[A-Z]?|0-\d{1,3}-\d{2,3}|(?<=Ordinance\s)O-\d{2}-\d{2,3}|(?:19|20)\d\d-[A-Z]-\d{1,3}|(?(other)\d{1,4}-\d{1,4}|(?!))"
        r"|(?<=attached\sto\sOrdinance\s)\d{1,3}-\d\d(?=\s+and\s+marked\b)"
        # (a resolution numbered by its year, which no code section is: "the guidelines as set forth in\nresolution 93-28", Logan UT)
        r"|(?<=[Rr]esolution\s)\d\d-\d{1,3}(?![\w\-])"
        # (abbreviated, any whole number, the lead-in word before it: "The location of the cemetery is set forth in Ord. 74", Lake
        # Crystal MN)
        r"|(?<=Ord\.\s)\d{1,4}))(?![\w\-]|\.\d))")),
    # New York City's administrative code letters its subdivisions bare: "subdivision a of section 16-509",
    # "subdivisions a and b of section 16-505", "item (ii) of subdivision a of section 16-508"
    ("subdivision_of_section", re.compile(
        r"\b(?:(?:[Ii]tems?|[Pp]aragraphs?)\s+(?P<iv>\((?:[ivx]{1,4}|\d{1,2})\)|\d{1,2})\s+of\s+)?[Ss]ubdivisions?\s+(?P<a>[a-z])"
        r"(?:\s*,?\s+(?:and|or)\s+(?P<b>[a-z]))?\s+of\s+(?:this\s+)?section\s+(?P<sec>\d{1,3}-\d{1,4}(?:\.\d{1,3})?)(?![\w\-]|\.\d)")),
    # bare numbered subsections of a section, as Iowa's codes number them: "Subsections 1, 3, and 4 of Section 95.04"
    # (Carter Lake IA), each a citation of the section's subsection
    ("subsections_of_section", re.compile(
        r"\b(?:[Ss]ubsections?|[Pp]aragraphs?)\s+(?P<list>\d{1,2}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{1,2})*)\s+of\s+[Ss]ection\s+"
        r"(?P<sec>\d{1,3}\.\d{2,3}|\d{1,3}-\d{1,3}(?:-\d{1,3})?)(?![\w\-]|\.\d)")),
    ("internal_of_section", re.compile(
        r"\b(?P<word>[Ss]ubsections?|[Dd]ivisions?|[Pp]aragraphs?|[Ss]ubparagraphs?|[Ss]ubdivisions?)\s+"
        # (the section's own number printed after "this": "subsection D of this\nSection 10.12.30", Pitkin County CO)
        rf"(?P<list>{INTERNAL_LIST})\s*,?\s+of\s+(?:this\s+)?(?:[Ss]ection|Sec\.|§)\s*(?P<sec>{LOCAL_NUM_SPACED})(?![\w\-])"
        rf"{NOT_STATE_AFTER}")),
    # Kansas's and Colorado's model codes, which their cities adopt by reference: "the Standard Traffic Ordinance for Kansas Cities",
    # "the Uniform Public Offense Code for Kansas Cities", named short after ("said Standard Traffic Ordinance"), and
    # their sections: "§ 114.1 of the Uniform Standard Traffic Ordinance for\nKansas Cities", "Article 7, § 33(a)(1), of
    # said Standard Traffic Ordinance" (Chetopa KS)
    ("model_traffic_code", re.compile(
        # (several sections, a part, a section numbered in two parts, "adopted" before the name: "sections 1401, 1402 and
        # 1413 of the Model Traffic Code", "part 16 of the adopted Model\nTraffic Code", "section 2-1 of the Model Traffic
        # Code", Simla CO)
        r"(?:(?:(?:Article\s+\d{1,2}\s*,\s*)?(?:§|\b[Ss]ection)\s*(?P<num>\d{1,4}(?:[.\-]\d{1,2})?[a-z]?(?:\([0-9a-zA-Z]{1,3}\))*)"
        rf"|\b[Ss]ections\s+(?P<mlist>\d{{1,4}}(?:{NUMBER_LIST_SEP}\d{{1,4}}\b(?![.\-]\d))+)"
        # (an article, and the edition's year: "§ 200 of the 2018 Standard Traffic Ordinance", "§ 201, 2018 Standard Traffic\n
        # Ordinance", "Article 20 of the Standard Traffic\nOrdinance", Kingman KS)
        r"|\b[Pp]art\s+(?P<part>\d{1,2})\b|\bArticle\s+(?P<art>\d{1,2})\b(?!\s*,))(?:\s*,?\s+of\s+|\s*,\s*(?=(?:19|20)\d\d\s))"
        r"(?:the\s+)?(?:(?:most\s+)?current\s+edition\s+of\s+the\s+)?(?:(?:19|20)\d\d\s+(?:[Ee]dition\s+of\s+the\s+)?)?(?:said\s+|adopted\s+)?)?"
        r"\b(?:(?:Uniform\s+)?(?P<name>Standard\s+Traffic\s+Ordinance|Public\s+Offense\s+Code)(?:\s+for\s+Kansas\s+Cities)?"
        # (and Colorado's, which its towns adopt the same way: "the Model\nTraffic Code", "§ 1409 of the Model Traffic Code
        # for Colorado", Morrison CO, Aspen CO, Wiggins CO)
        r"|(?P<mtc>Model\s+Traffic\s+Code)(?:\s+for\s+Colorado)?)\b")),
    # A section of a named act: "§ 626(a) of the Cable Act", "Section 504 of the Rehabilitation Act
    # of 1973" (not "Section 5 of the Act", which names none).
    ("named_act", re.compile(
        # (a blank before the subsection: "Section 307 (a) of the Clean Water Act", Dover OH)
        # (two sections of it, the word printed again: "Section 101(a) and Section 704\nof the Telecommunications Act", North
        # Olmsted OH: each a citation of the act)
        # (or its subdivision bare: "toxic substances, as defined under \u00a7 307(b) and (c) of the Clean Water Act", New Haven IN)
        rf"(?:(?:§§?|\b[Ss]ections?|\bSec\.)\s*(?P<pre>{_ACT_SECTION})\s+(?:and|or)\s+(?P<w2>§|\b[Ss]ection\b|\bSec\.|(?=\((?:\d{{1,3}}|[a-z]{{1,3}})\)\s+of\s)"
        # (or the second section's number bare: "Sections 204(D)(1)(A) and 201(h)(2)\nof the Federal Clean Water Act", Ashtabula OH)
        rf"|(?=\d{{1,4}}[A-Za-z]?(?:\((?:\d{{1,3}}|[a-zA-Z]{{1,3}})\))*\s+of\s))"
        r"|(?:§§?|\b[Ss]ections?|\bSec\.))"
        rf"\s*(?P<num>(?(pre)(?:{_ACT_SECTION}|\((?:\d{{1,3}}|[a-z]{{1,3}})\))|{_ACT_SECTION}))\s+of\s+(?:the\s+)?"
        # (an "and" inside the name: "Section 312 of the Resource Conservation and Recovery Act of 1976")
        r"(?:(?P<name>(?:[A-Z][A-Za-z'\u2019\-]*\s+(?:and\s+(?=[A-Z]))?){1,6}Act)\b(?:\s+of\s+(?:19|20)\d\d\b)?"
        # federal acts known by their initials: "section 3001 of RCRA"
        r"|(?P<acr>RCRA|CERCLA|FWPCA|CWA|CAA|ADA|NEPA|FLSA|ERISA|FOIA|OSHA|TSCA|SDWA|FIFRA)\b)"
        # a chapter of an act whose name holds commas: "Chapter V of the Federal Food, Drug, and Cosmetic Act" (Van Meter IA)
        r"|\bChapter\s+(?P<ch>[IVX]{1,4})\s+of\s+the\s+(?P<cname>(?:[A-Z][A-Za-z\-]*,?\s+(?:and\s+(?=[A-Z]))?){1,6}Act)\b"
        # (not where the act's name only introduces its codification: "Chapter V of the Food, Drug and\nCosmetic Act, being 21
        # U.S.C. §§ 351 through 360FFF-7", Lexington OK, whose label counts the code's sections alone)
        r"(?!\s*,?\s*being\b)")),
    # The accessibility guidelines made under the ADA, a standard of design: "the ADA\nAccessibility Guidelines" (Cleona PA),
    # "ADAAG", as the labels name them (before the act's own name, which the title holds)
    # (in lower case too: "the Americans with disabilities act\naccessibility guidelines", Bonners Ferry ID)
    # (the act's name misprinted singular: "the\nAmerican Disability Act Accessibility Guidelines (ADAAG)", Grangeville ID)
    ("adaag", re.compile(r"\b(?:ADA|Americans\s+[Ww]ith\s+[Dd]isabilities\s+[Aa]ct|American\s+Disability\s+Act)\s+[Aa]ccessibility\s+[Gg]uidelines\b(?:\s*\(ADAAG\))?|\bADAAG\b")),
    # The one federal act the outside labels cite by its name alone (Murray KY, and three files before it): "the
    # Americans with Disabilities Act", "the American Disabilities Act" (its section numbers are "named_act"'s)
    ("ada_named", re.compile(
        r"(?:(?:§§?|\b[Ss]ections?|\bSec\.)\s*(?P<num>\d{1,4}[A-Za-z]?(?:\([0-9a-zA-Z]{1,3}\))*)\s+of\s+the\s+)?"
        # (in lower case too: "the Americans\nwith disabilities act (ADA)", Lemoore CA)
        # (a stray apostrophe too: "the American’s with\nDisabilities Act", Humboldt IA)
        r"\bAmerican(?:s|[’']s)?\s+(?:[Ww]ith\s+)?[Dd]isabilities\s+[Aa]ct\b(?:\s+of\s+1990\b)?"
        # the Act by its initials alone, as the labels cite it: "must be ADA compliant" (Conrad MT), "current ADA standards"
        # (Blossburg PA), "ADA compliance ramps" (Portage PA); not its initials restated after its name ("(ADA)"), nor the
        # guidelines ("adaag")
        # (nor the term at the head of its definition, "ADA - The Federal American with Disabilities Act", Portage PA: the
        # converter's check, as for the MUTCD's initials)
        # (nor Idaho's county of the name in capitals: "THE CITY OF EAGLE, ADA\nCOUNTY, IDAHO", Eagle ID)
        r"|(?P<ada>(?<![\w(\-/])ADA(?![\w\-/)]|\s+Accessibility\s+Guidelines\b|\s+(?:COUNTY|County)\b))")),
    # The federal environmental acts a pretreatment-model sewer ordinance names without a section, cited by name as the
    # labels cite them (Munfordville KY, Hodgenville KY and three files before): "the Solid Waste Disposal Act, the Clean Air
    # Act, the Toxic Substances Control Act"; the Clean Water Act under either of its names, a year or "Amendments of 1972"
    # after it (after "named_act", which takes a section printed before the name)
    ("federal_act_named", re.compile(
        # (a title of it: "subject to Title VI of the\nTelecommunications Act of 1996", Lowell IN)
        rf"\b(?:[Tt]itle\s+(?P<ttl>[IVX]{{1,4}})\s+of\s+the\s+)?(?:(?P<cwa>{CLEAN_WATER_ACT})"
        r"|(?P<act>Clean\s+Air\s+Act|Resource\s+Conservation\s+and\s+Recovery\s+Act|Toxic\s+Substances?\s+Control\s+Act"
        # (the cable franchise act, "the Cable\nCommunications Policy Act of 1984", Morgantown KY)
        # (and, named in the same way, "the Atomic Energy Act of 1954", Pleasantville IA; "the National Bank Act", Daviess County KY;
        # "the Animal Welfare Act", Fort Mitchell KY)
        r"|Solid\s+Waste\s+Disposal\s+Act|Safe\s+Drinking\s+Water\s+Act|Cable\s+Communications\s+Policy\s+Act"
        # ("materials found to be hazardous under the Hazardous Materials Transportation Act", Florence AZ)
        # ("pursuant to the United States Motor Carrier Act of 1984", Occoquan VA: the country's name no part of the act's)
        r"|Atomic\s+Energy\s+Act|National\s+Bank\s+Act|Animal\s+Welfare\s+Act|Hazardous\s+Materials\s+Transportation\s+Act"
        r"|(?<=United\sStates\s)Motor\s+Carrier\s+Act"
        # (the fair housing act by its title of the 1968 act: "the purpose of\nTitle VIII of the Civil Rights Act of 1968", Garretson SD;
        # its year kept in the name, which alone would name the 1964 act as well, and needed: without one it is left out)
        r"|Civil\s+Rights\s+Act\s+of\s+19(?:64|68)\b"
        # (the bankruptcy law by its name: "files a petition under the United States Bankruptcy Code", Ely NV twice; "the
        # Bankruptcy Act")
        r"|Bankruptcy\s+(?:Code|Act)"
        # (the cable franchise's acts by name and year: "The Communications Act of 1934, as amended by the Cable\nCommunications
        # Policy Act of 1984, the Cable Television Consumer Protection and\nCompetition Act of 1992, and the Telecommunications
        # Act of 1996", Lowell IN; the year needed where the name alone is a common phrase)
        r"|Communications\s+Act(?=\s+of\s+1934\b)|[Tt]elecommunications?\s+[Aa]ct(?=\s+of\s+1996\b)"
        r"|[Cc]able\s+[Tt]elevision\s+[Cc]onsumer\s+[Pp]rotection\s+and\s+[Cc]ompetition\s+[Aa]ct"
        # ("OSHA. Federal Occupational Safety and Health Act." in a list of abbreviations, Ingalls IN; "Federal" no part of
        # the name, as the labels cite it)
        # ("the Comprehensive Environmental Response, Compensation and Liability Act\n(CERCLA)", Baxter MN)
        r"|Occupational\s+Safety\s+and\s+Health\s+Act|Comprehensive\s+Environmental\s+Response,?\s+Compensation,?\s+and\s+Liability\s+Act)"
        # (a chapter of the food and drug act, Iowa's tobacco chapters: "regulated as a drug or device ... under chapter V of
        # the\nfederal Food, Drug, and Cosmetic Act", Urbandale IA)
        r"|(?P<fdca>[Cc]hapter\s+(?P<fch>[IVX]{1,4})\s+of\s+(?:the\s+)?[Ff]ederal\s+Food,\s+Drug,?\s+and\s+Cosmetic\s+Act))(?:\s+of\s+(?:19|20)\d\d)?\b")),
    # A city code cited by its initials, as Code Publishing's codes print it: "KMC 5.12.115", "SMC
    # 23.47A.004", "BMC 15.12.040(B)", "chapter 5.12 KMC", "FWRC Title 8" (a "Revised Code": not
    # Ohio's "ORC", nor the model codes "IMC", "UMC", "IPMC").
    ("city_code_abbrev", re.compile(
        # (a bare number after a land use ordinance's initials is its chapter: "UCLUO 16", "UCLUO 4, 6, 8
        # and 16")
        # (the number on the same line: "Duluth UDC" over a blank line and "13-2" is a page's running head)
        # (a dotted number may open the next line, and carry a small letter: "(SVCC\n90.05a)", Sierra Vista AZ)
        # (or be glued to a city code's initials: "under BMC90.08 (Use of a Recreational Vehicle", Banks OR)
        rf"\b(?!IMC\b|UMC\b|IZC\b)(?P<abbr>{CITY_CODE_ABBR})(?:[ \t]+|[ \t]*\n[ \t]*(?=\d{{1,3}}\.\d)|(?<=MC)(?=\d{{1,3}}\.\d{{2}}))(?:(?P<n>{CITY_CODE_DOTTED_NUM})(?![\w.]\d)"
        rf"|(?P<w3>[Tt]itle|[Cc]hapter)\s+(?P<n3>\d{{1,3}}(?:\.\d{{2,3}}[A-Z]?)?)(?![\w.]\d)"
        # (several titles: "WCC Titles 15, 16, and 23", Whatcom County WA)
        rf"|[Tt]itles\s+(?P<ts>\d{{1,2}}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{{1,2}})+)(?![\w.\-]\d)"
        rf"|(?P<nh>\d{{1,3}}-\d{{1,3}}(?:\.\d{{1,3}})?[A-Z]?(?:-\d{{1,3}}[A-Z]?)*{SUBDIV}*)(?![\w.\-]\d)"
        rf"|(?<=LUO\s)(?P<chs>\d{{1,2}}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{{1,2}})*)(?![\w\-]|\.\d))"
        rf"|\b(?P<w>[Cc]hapters?|[Ss]ections?|[Tt]itle)\s+(?P<n2>\d{{1,3}}(?:\.\d{{2,3}}[A-Z]?)?(?:\.\d{{3,4}}[A-Z]?)?{SUBDIV}*)\s+(?!IMC\b|UMC\b|IZC\b)(?P<abbr2>{CITY_CODE_ABBR})\b")),
    # A subsection path printed with dots after a section number: "subsection 30-8.28.B.3.b",
    # "section 30-8.29.D" (Gainesville's code): one citation, 30-8.28(B)(3)(b).
    ("local_dotted", re.compile(
        # (and Code Publishing's three-part numbers: "Section 17.04.020.B.3"; zoning codes numbered in
        # dotted parts: "Section 6.04.A", "Section 2.3.1.(B)", "Section 3.9.7.P.(3)", "Section
        # 4.2.3.F(10)(e)", "Section6.04.B.1")
        # (Henrico's "Sec. 24-5802.B.1(a)", Franklin's "Paragraph 2.2.4.B", "Clause 5.1.4.Y.16")
        r"(?:\b(?:[Ss]ub)?[Ss]ections?\s*|\bSecs?\.\s*|\b[Pp]aragraphs?\s+|\b[Cc]lauses?\s+|§\s*)(?P<n>\d{1,3}-\d{1,3}[A-Z]-\d{1,4}|\d{1,3}-\d{1,4}(?:\.\d{1,3})?|\d{1,3}\.\d{2,3}\.\d{3,4}|\d{1,3}(?:\.\d{1,3}){1,2}"
        # (a zoning ordinance's three-digit section with two levels below it: "section 502.D.2", Screven County GA)
        r"|\d{3,4}(?=\.\(?[A-Z]\)?(?:\.(?:\d|[a-z])|\()))"
        r"\.(?P<sub>\(?[A-Z]\)?(?:\.(?:\d{1,2}|[a-z])(?![\w])|\.?\((?:\d{1,3}|[a-z]{1,4})\))*)(?![\w])")),
    # (or a few lower-case words in parentheses naming the section before the next: "animals impounded under
    # §§\n2-115 (vicious) and\n2-119 (rabid)", Howard KS; not a roman-numeral subsection "(iii)")
    ("local_section_sign", re.compile(
        # (Boston's export prints the section sign as "ss": "Ord. ss. 2-10.3", "ss 16-24.1"; Wisconsin codes use the
        # statutes' "s." for their own chapter-section numbers: "See also s.\n8-4 of this Municipal Code", Rochester WI)
        # (an item may end in "et seq." before the next, as in the statute lists: "Charter reference—
        # Utilities, §§ 28 et seq., 33 et seq.", Fort Valley GA)
        # (its subsection after a space, when no capital opens a clause after it: "the laws set forth in
        # \u00a7 9-31 (a) of which", Somerville; not "\u00a7 12-5 (a) The owner")
        rf"(?:\b[Ss]ections?\s+)?(?P<sign>§§?|(?<![\w.])(?:ss\.?|s\.)(?=\s*\d+-\d))\s*(?P<list>{LOCAL_NUM_SIGN}(?:(?:\s+et\s+seq\.?(?=\s*,)|{_GLOSS_BEFORE_NEXT})?{LIST_SEP}(?:{LOCAL_NUM_SIGN}|{SUBDIV}+(?![ \t]*[A-Z][a-z])))*)")),
    # "subsection 12-73": a chapter-section number after "subsection" is a section of the code.
    ("local_section_word", re.compile(
        # Madison's "MGO 3.54(9)" and Boston's "CBC 16-2" name the code where "Sec." would stand
        # ("CBC 1975 Ord." is history: a year is no section number).
        # ("Sec 9-50": PDF text may drop the period, before a chapter-section number only)
        # ("subs\n1-4-1D2a of this code": Sterling's abbreviation, before a three-part number only, Wewoka OK)
        # ("subsection 22.5-81": a section of a chapter numbered with a decimal, Fitzgerald GA; "subsection
        # 607.2", Tallulah Falls GA; "Subsection 2.1", Valley AL)
        rf"\b(?:[Ss]ections?|Secs?\.|sec\.|Secs?(?=\s+\d+-\d)|[Ss]ubsec(?:tions?|s?\.)(?=\s+\d+[A-Z]?(?:-\d|\.\d))|(?:MGO|CBC)(?=\s+\d+(?:-\d|\.\d))|subs(?=\s+\d+-\d+-\d)|(?<=\s)Codified\s+Ordinances?(?=\s+\d{{3,4}}\.\d))\s*"
        # a bare subdivision continues the list: "Section 2.01(1) or (5)", "28.185(9)(b) and (11)"
        rf"(?P<list>{LOCAL_NUM_SPACED}(?:{LIST_SEP}(?:{LOCAL_NUM_SPACED}|{SUBDIV}+(?![ \t]*[A-Z][a-z])))*)")),
    # Bare chapter-section numbers that only context marks as citations (American Legal
    # exports drop the "§"): "violation of 10-2-12 (a), (b), and (c)", "provisions of 10-2-9".
    # Only hyphenated numbers and only after these words: bare numbers elsewhere are list
    # markers, dates or amounts.
    # A scrape that keeps the code's links as lines of their own lists sections by bare number,
    # each followed on its own line by the subdivision ("are:\n8.33\n(5) (edible landscaping),\n
    # 9.13\n(1)(b) ..."): a number line after a list separator with a subdivision line under it.
    ("local_scrape_line", re.compile(
        rf"(?:(?<=[:,;]\n)|(?<=\band\n)|(?<=\bor\n))(?P<list>\d{{1,3}}\.\d{{2,3}}\n[ \t]*{SUBDIV}+(?:{LIST_SEP}{SUBDIV}+)*)"
        r"(?=[ \t]*(?:[,.;:(]|\n|$|and\b|or\b))")),
    # A zoning ordinance's plain section numbers: "section 108 of this ordinance", "sections 215 and
    # 216", "section 201(e)(1)" (Virginia Beach, Blacksburg): three or four digits, not a year, not a
    # section of another document ("section 106 of the National Historic Preservation Act") nor the
    # tax code's "section 501(c)(3)"
    # (only where the text says it is this document's: "of this ordinance", "herein", "hereof"; or
    # with its subsections, "section 201(e)(1)", and no other document after it)
    ("local_plain_section", re.compile(
        rf"\b(?:(?P<lc>s)|S)ections?\s+(?P<list>(?>(?!(?:19|20)\d\d\b(?!\())(?!501\(c\)){_PLAIN_SECTIONS}))"
        r"(?![\w\-]|\.\d)"
        r"(?:(?=\s*,?\s*(?:of\s+this\s+(?i:ordinance|chapter|article|appendix|code)|herein|hereof)\b)"
        r"|(?<=\))(?!\s*,?\s*(?:of\s|thereof\b|\(|U\.\s?S\.))"
        # or, in lower case (a heading prints it capitalized), ending its clause or list: "See section
        # 1706, Table 1", "shall conform to section 503." (Vidalia GA's zoning ordinance; not "a section
        # 404 permit", "section 1983 of title 42")
        r"|(?(lc)(?=[ \t]*(?:[.;:\]](?!\d)|,|[ \t]+(?:and|or)\b))|(?!)))")),
    # ... and, capitalized as a heading's number is, with no other document after it: "as required
    # in Section 412", "under Section 1002, the board" (Alabama zoning ordinances)
    ("local_plain_section_cap", re.compile(
        # (not after a comma: "the Domestic Mail Manual, Section 508", "Title 5, Section 107"; not a
        # term being defined: "Section 504 shall mean ...")
        # (the literal first, its boundary checked after it: the engine skips to "Section" in C)
        rf"Section(?<!\wSection)(?<!,\sSection)s?\s+(?P<list>(?>(?!(?:19|20)\d\d\b)(?!501\(c\)){_PLAIN_SECTIONS}))"
        r"(?![\w\-]|\.\d)(?!\s*,?\s*(?:of\s|thereof\b|\(|U\.\s?S\.|[A-Z]|\d|(?:shall\s+)?means?\b))")),
    # ... and a one- or two-digit section with its subsection: "Sec. 73(F)", "Sec. 73 (B) above" (Acworth
    # GA), "the civil penalty for Section 2(B)", "the right to appeal under Section 4(k)" (Somerville MA)
    # (not after a comma, like "local_plain_section_cap": "Title 5, Section 7(a)")
    ("local_sec_subsection", re.compile(
        r"(?:Sec\.(?<!\wSec\.)\s*|Section(?<!\wSection)(?<!,\sSection)\s+)"
        r"(?P<n>\d{1,2})\s?(?P<sub>\([A-Za-z]\)(?:\(\d{1,2}\))?)(?![\w(])"
        r"(?!\s*,?\s*(?:of\s+(?!this\b)|thereof\b))")),
    ("local_bare", re.compile(
        rf"\b(?:violations?|provisions?|requirements?|restrictions\s+of|pursuant\s+to|accordance\s+with|set\s+forth\s+in|established\s+in"
        rf"|provided\s+(?:for\s+)?in|defined\s+(?:in|by)|described\s+in|specified\s+in|listed\s+in|required\s+in|found\s+in"
        rf"|contained\s+in|stated\s+in|set\s+out\s+in|outlined\s+in|identified\s+in|enumerated\s+in|comply\s+with|(?<=\()see"
        # ("a permit therefor as required by\n3-8-6 of this chapter", Menomonie WI)
        # ("made according to\n8-13-12 of this chapter", "the\napplicable requirements in\n8-13-7,\n8-13-8, or\n8-13-9", "as provided
        # under\n8-13-11A2", Reedsville WI)
        # ("as allowed by\n165.36(6), as listed below", Monticello IA)
        rf"|required\s+by|prescribed\s+(?:in|by)|authorized\s+by|allowed\s+(?:by|under)|permitted\s+(?:by|under)|according\s+to|requirements?\s+in"
        rf"|provided\s+(?:for\s+)?under|as\s+per)\s+(?:of\s+)?"
        # (not the next line of a section list: "7-3D-7 Driver and owner liable for violation\n7-3D-8 Initiation", Vail CO;
        # "4-1A-9: Business Location And Premises Requirements\n4-1A-10: Offenses", Artesia NM)
        # (nor after a dot and a TOC's three spaces: "impoundment provisions\n   \n42-559.   Notice of removal", Alva OK)
        # (nor a section heading in capitals: "penalties for violations\n30-4. ABROGATION AND GREATER RESTRICTIONS.", Rochester WI)
        rf"(?!(?<=\n)(?-i:[\d\-A-Z]+(?::?[ \t]+|\.[ \t]{{3,}})[A-Z][a-z]|[\d\-]+\.[ \t]+[A-Z]{{2,}}\b))"
        rf"(?P<list>{BARE_NUM}(?:{LIST_SEP}(?:{BARE_NUM}|{SUBDIV}+))*)(?![\w\-])(?!\s*-?\s*{UNIT})", re.I)),
    # A Sterling code's link broken onto a line of its own with no word before it on that line: "In addition to\n8-13-6, any
    # commercial structure", "subject to the standards of\n8-13-7. If the", "can be shown to meet\n8-13-5E;", "in the floodway
    # (\n8-13-7B) and", "required under\n8-13-11A have been issued" (Reedsville WI): a three-part number opening a line after a
    # line that ends mid-sentence (a lower-case word, a comma, an opening parenthesis), the sentence going on after it; not a
    # heading ("8-13-9: GENERAL"), a list's line ("7-3D-7 Driver and owner", "42-559.   Notice"), nor a date ("passed\n3-12-02")
    ("local_bare_line", re.compile(
        r"(?:(?<=[a-z,(]\n)|(?<=[a-z,(][ \t]\n))(?<!passed\n)(?<!adopted\n)(?<!dated\n)(?<!effective\n)(?<!amended\n)(?<!\bon\n)"
        # (its subsection in parentheses: "obligations under\n10-5-1(F).", Priest River ID)
        r"(?P<list>\d{1,2}-\d{1,3}-\d{1,3}(?:[A-Z](?:\d{1,2}[a-z]?)?|(?:\([A-Za-z0-9]{1,3}\))+)?)(?![\w\-(]|\.\d)"
        r"(?=[,;)]|\.(?:[ \t]{0,2}(?=[A-Z\n])|$)|[ \t]+[a-z(]|\n|$)")),
    # An American Legal penalty note that drops the "§" before its section: "(Ord. 96-02, passed 4-1-1996) Penalty,
    # see 51.99" (Holiday Lakes TX), as the notes beside it print "Penalty, see § 52.99"
    # (and a cross-reference note's line that drops it: "Unwholesome food; misbranded food, see 94.05", Hooker OK)
    ("local_penalty_see", re.compile(r"(?:(?<=\bPenalty,[ \t]see\s)|(?<=[a-z],[ \t]see[ \t])(?=\d{2,4}\.\d{2,3}[ \t]*(?:\n|$)))"
                                     r"(?P<list>\d{1,4}\.\d{2,3})(?![\w.\-(])")),
    # A section numbered as Chicago's Municipal Code numbers its sections, title-chapter-section with the
    # section padded to four digits ("17-10-0102"), maybe with its subsection after a hyphen: a citation
    # wherever it stands in a sentence ("per 17-10-0102-B(4)(ii) and 17-10-0102-B(4)(iii) above", "utilizes the
    # incentives in 17-2-0303-B.2 or 17-2-0304-D"); a date's year never opens on 0. Not a heading's number at
    # the start of its line.
    ("local_padded", re.compile(
        # (not a table or figure named by its number: "listed in Table 17-17-0400-B", which the labels leave out)
        rf"(?<=[a-z,;(][ \t])(?<![Tt]able[ \t])(?<![Ff]igure[ \t])(?P<list>{_PADDED_NUM}(?:{LIST_SEP}(?:{_PADDED_NUM}|{SUBDIV}+))*)(?![\w\-])")),
    # A title of the local code, named as such: "The Brandon City Code, Title 17, Zoning",
    # "Title Seven of the City Code". A bare "Title 17" may be a federal or state title, and
    # "Title 42 of the Code of Federal Regulations" is one.
    # a chapter of one of the code's titles: "Chapter 2 of\nTitle 7 of this code" (Turtle Lake WI; "of this code" after,
    # so that no state's title is read as the code's own: "Chapter 34 of Title 43" of Georgia's)
    # chapters of one of the code's titles, each with its name in quotation marks: "pursuant to title 1, chapters 13, \"Code
    # Enforcement\", and 4, \"Penalties\", of this code" (Orting WA): one citation a chapter
    ("local_title_chapters", re.compile(
        r"\b[Tt]itle\s+(?P<t>\d{1,2})\s*,\s*[Cc]hapters?\s+(?P<c1>\d{1,3})\s*,\s*[\"\u201c][^\"\u201d]{1,50}[\"\u201d]\s*,?"
        r"(?:\s+(?:and|or)\s+(?P<c2>\d{1,3})\s*,\s*[\"\u201c][^\"\u201d]{1,50}[\"\u201d]\s*,?)?(?=\s*of\s+this\s+code\b)")),
    ("local_chapter_of_title", re.compile(
        r"\b[Cc]hapter\s+(?P<ch>\d{1,3}[A-Z]?)\s+of\s+Title\s+(?P<t>\d{1,2})\b(?=\s+of\s+(?:the|this)\s+"
        r"(?:(?:City|Village|Town|Township|Municipal|Borough)\s+)?[Cc]ode\b)")),
    ("local_title", re.compile(
        # (several titles of this code: "as set forth in titles 10 and 11 of this Code", Baxter MN: a title each)
        rf"\b[Tt]itles\s+(?P<tl>\d{{1,2}}(?:{AND_OR_SEP}\d{{1,2}})+)\s+of\s+this\s+(?:(?:City|Village|Town)\s+)?[Cc]ode\b|"
        # (a title's section, "of this Code" after: "as defined in Title 9, Section 1 of this Code", Iowa City IA -> 9-1; its
        # chapter between: "Title 4,\nChapter 3, Section 1 of the Waterloo City Code", Waterloo IA -> 4-3-1)
        # (or the code named before it: "City Code Title 7, Chapter 5, Section 2" (East Dubuque IL), "Hauser City Code, Title 4,
        # Chapter 2, Section 1" (Hauser ID))
        # (or its chapter alone after the code's name: "Reference Oxford City Code Title 1 Chapter 4.", Oxford IA -> title 1, ch. 4)
        r"\b(?:(?!The\b)[A-Z][a-z]+\s+)?(?:City|Village|Town|Municipal)\s+Code\s*,?\s*Title\s+(?P<tcnum>\d{1,2})\s*,?\s*[Cc]hapter\s+"
        r"(?P<tcch>\d{1,3})\b(?![.\-]\d)(?!\s*,?\s*[Ss]ection)|"
        r"(?P<ccp>\b(?:(?!The\b)[A-Z][a-z]+\s+)?(?:City|Village|Town|Municipal)\s+Code\s*,?\s*)?"
        r"\bTitle\s+(?P<tsnum>\d{1,2})\s*,\s*(?:[Cc]hapter\s+(?P<tsch>\d{1,3})\s*,\s*)?[Ss]ection\s+(?P<tssec>\d{1,3})\b(?![.\-]\d)"
        r"(?(ccp)|(?=\s+of\s+(?:the|this)\s+(?:[A-Z][a-z]+\s+)?(?:(?:City|Village|Town|Township|Municipal|Borough)\s+)?[Cc]ode\b))|"
        # (not a title with its chapter after it, which the title-and-chapter pattern cites: "as\ndefined in the Village Code, Title XI,
        # Chapter 3.", Posen IL)
        rf"\b(?:(?:City|Village|Town|Township|Municipal|Borough)\s+Code\s*,?\s*Title\s+(?P<num>\d+|[IVXL]+|(?i:{UNDER_100}))\b(?!\s*,?\s*Chapter\s+\d)"
        # (the place named in full before the code: "Title 14 of the Village of Edgar Code\nof Ordinances", Edgar WI)
        rf"|Title\s+(?P<num2>\d+|[IVXL]+\b|(?i:{UNDER_100}))\s+of\s+(?:the|this)\s+(?:[A-Z][a-z]+\s+|(?:City|Village|Town)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+)?"
        # ("as set forth in Title XV of this code of\nordinances", De Land IL: "ordinances" in lower case)
        rf"(?:(?:City|Village|Town|Township|Municipal|Borough)\s+)?[Cc]ode(?:\s+of\s+[Oo]rdinances)?\b(?!\s+of\b)"
        # "the provisions of Title 13": a code organized in titles cites its own titles bare;
        # not one followed by a federal or state code's name ("Title 42 U.S.C.", "Title 5 of the
        # State Environmental Code", "Title 24, California Code of Regulations").
        # (and "the provisions of this Title 4": Pitkin County CO names its own title with its number)
        # (in lower case as a Sterling code prints its titles: "Additional sign regulations exist in title 10, "Zoning
        # Regulations", of this code. ... the provisions of title\n10 conflict", Menomonie WI)
        # ("development exceeding the allowable impervious areas as established within title 10", Moorhead MN)
        # (and a roman title after "this": "under any provision of this Title VII", Bradner OH, as "this article VI" is cited)
        # (the last of a cross-reference note's list: "Cross-References: Section\n11-2-6(c), Title 11, Chapter 7, and Title 15.", Edgar WI)
        rf"|(?:(?<=\bof\s)|(?<=\bin\s)|(?<=within\s)|(?<=,\sand\s)|(?<=under\s)|(?<=with\s)|(?<=\bby\s)|(?<=[Ss]ee\s)|(?<=Also\s)|(?<=\bthis\s))[Tt]itle\s+(?P<num3>\d{{1,2}}|(?<=this\sTitle\s)[IVXL]{{1,5}}(?![\w\-]))\b"
        rf"(?!\s*,?\s*(?:U\.?\s?S\.?|C\.?\s?F\.?\s?R|of\s+the\b|United|Code\b|[Cc]h(?:apter|\.)|[A-Z][a-z]+\s+(?:Revised|Administrative|Code|Statutes)|[A-Z]{{2}}))"
        # a Municode cross-reference note's list item: "Business license fees, Tit. 10; ... zoning, Tit. 9."
        # (Gainesville GA)
        r"|(?<=,\s)Tit\.\s(?P<num4>\d{1,2})(?=\s*[;.])(?!\.\d)"
        # an American Legal cross-reference note's title in roman numerals: "Traffic Code, see\nTitle VII" (Cleburne
        # TX; the next line may be a heading in capitals), not a federal act's title ("see Title VII of the Civil
        # Rights Act", "see Title VI, Civil Rights Act")
        r"|(?<=[Ss]ee\s)Title\s(?P<num5>[IVXL]{1,5})\b(?![ \t]*,?[ \t]*(?:of\s|U\.?\s?S|C\.?\s?F|[A-Za-z]))"
        # (in lower case with "of this code": "the stormwater ordinance as set forth in title 16 of this code", Farmington UT)
        # (the code's name capitalized: "as authorized in title 7 of this\nCode", Kingfisher OK)
        # (its name quoted between: 'filed pursuant to title 13, "Schedule Of Fees", of this Code', Aledo IL)
        r"|(?<![\w.])title\s+(?P<num6>\d{1,2})(?=(?:\s*,\s*[\"\u201c][^\"\u201d\n]{1,50}[\"\u201d]\s*,)?\s+of\s+this\s+[Cc]ode\b))")),
    # A zoning code named as such: "the Somerville Zoning Ordinance", "Village Zoning Code".
    # (not a noun the name qualifies: "a Zoning Ordinance amendment", "a Zoning Ordinance violation";
    # none of the 35 labelled zoning codes in the outside texts is followed by one)
    # A subject code of a named place: "the Zoning Code of Baltimore City", "the Health Code of Baltimore
    # City", "the Building Code of the City of Atlanta" (the place's code: "Baltimore Zoning Code")
    ("code_of_place", re.compile(
        r"\b(?P<subj>(?:Zoning|Health|Building|Fire(?:\s+Prevention)?|Housing|Plumbing|Electrical|Mechanical|Property\s+Maintenance|Criminal)\s+Code)"
        r"\s+of\s+(?:(?:the\s+)?(?:City|County|Town|Village)\s+of\s+(?P<place>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b"
        r"|(?P<place2>(?!(?:The|This|Said|Such)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:City|County)\b)")),
    # Illinois's water well code (77 Ill. Adm. Code 920, the Department of Public Health's) by name, its sections before or after it:
    # "as required by \u00a7 920.90(h) of the\nIllinois Water Well Construction Code", "(\u00a7 920.180(a) Illinois Water Well Construction
    # Code)", "the IDPH Water Well Construction Code \u00a7 920.50" (Macon County IL): "Illinois Water Well Construction Code 920.50", as
    # the labels name it (the department's initials or "State" read as Illinois, Effingham County IL)
    # (the converter reads the section back or on, over what the section-sign pattern found there)
    ("il_water_well", re.compile(r"\b(?:Illinois|IDPH|State)\s+Water\s+Well\s+Construction\s+Code\b")),
    # Ordinances listed after the plural and one "No.": "These allowable access points are contained in Ordinances No. 125, 129, 181,
    # ... 94-4,\n96-9 and 2001-23" (Urbandale IA): each an ordinance the text relies on
    ("ordinances_list", re.compile(
        r"(?<=\bin\s)Ordinances\s+Nos?\.\s*(?P<list>\d{1,4}(?:-\d{1,4})?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d{1,4}(?:-\d{1,4})?\b(?![.\-]\d))+)")),
    # A state's act named in lower case after the state: "in violation of the Utah fireworks act" (Ivins UT), "the Utah bee\ninspection
    # act", "the Idaho state fireworks act": the act, its words capitalized, the state's (Utah 6, Idaho 2 labels; not a number after,
    # "Wisconsin Act 32", nor a capitalized name, whose labels differ; Illinois's "video gaming act" beside its public acts is left out)
    ("state_lc_act", re.compile(
        rf"\b(?P<st>Utah|Idaho)\s+(?P<name>(?!(?:the|of|and|or|this|that|said|such|any|an?|code|statutes?)\b)[a-z]+"
        r"(?:\s+(?!(?:the|of|this|that|said|such|any|an?)\b)[a-z]+){0,3})\s+act\b(?!\s*\d)"
        # Illinois's acts by their names, in any case, "Illinois" before them or not (63 labels, none cited with a number where the
        # name alone is printed): "the Cannabis Regulation and Tax Act", "the Liquor Control\nAct", "the Illinois cannabis control\nact",
        # "the cigarette tax act" (Riverwoods IL); the names other states' or the federal acts share ("Controlled Substances",
        # "Environmental Protection") only after "Illinois"
        # (the first letters looked at before the alternation: three times faster over the corpus)
        r"|\b(?=[IiSsCcLlAaPpUuEeFfJjGgHhMm])(?:Illinois\s+|State\s+)?(?P<ilname>(?i:cannabis\s+regulation\s+and\s+tax|liquor\s+control|animal\s+control|private\s+sewage\s+disposal\s+licensing"
        r"|snowmobile\s+registration\s+and\s+safety|underground\s+facilities\s+damage\s+prevention|elevator\s+safety|cannabis\s+control"
        r"|use\s+of\s+intoxicating\s+compounds|civil\s+no\s+contact\s+order|cigarette(?:\s+use)?\s+tax|forcible\s+entry\s+and\s+detainer"
        r"|juvenile\s+court|cemetery\s+care|public\s+utilities\s+revenue|hotel\s+operators['\u2019]\s+occupational\s+tax"
        r"|general\s+not\s+for\s+profit\s+corporation|mechanics\s+lien))\s+[Aa]ct\b(?:\s+of\s+(?P<ilyear>(?:19|20)\d\d))?"
        r"|\bIllinois\s+(?P<ilname2>(?i:controlled\s+substances|environmental\s+protection|business\s+corporation|real\s+estate\s+license"
        r"|design\s+practice|administrative\s+review|accessibility))\s+[Aa]ct\b(?:\s+of\s+(?:19|20)\d\d)?")),
    # A state's vehicle code by its name: "the Maryland Vehicle Law" (Baltimore), "California Vehicle Code",
    # "Wisconsin Motor Vehicle Code" (not where it names a section: "Vehicle Code Section 260" is the statute's)
    ("state_vehicle_code", re.compile(
        # (in lower case too: "the Illinois vehicle code", "said Illinois motor vehicle code", Chenoa IL)
        # (and its criminal code, named so in lower case or after it: "the Illinois criminal code", "the criminal code of the
        # state of\nIllinois", Glen Carbon IL)
        # (and its evidence code: "the Oregon\nEvidence Code", Union OR)
        rf"\b(?P<st>{STATE_FULL_NAMES})\s+(?P<name>(?:[Mm]otor\s+)?[Vv]ehicle\s+(?:[Cc]ode|Law)|[Cc]riminal\s+[Cc]ode(?:\s+of\s+(?:1961|2012))?|Evidence\s+Code)\b(?!\s*,?\s*(?:[Ss]ections?\b|§))"
        rf"(?!\s+of\s+(?:19|20)\d\d\b)"
        rf"|\b(?P<crim>[Cc]riminal\s+[Cc]ode)\s+of\s+the\s+[Ss]tate\s+of\s+(?P<st2>{STATE_FULL_NAMES})\b")),
    # (no preposition or tense word in the name: "No Changes To Existing Zoning Code:", a caption, Colstrip MT)
    ("zoning_code", re.compile(
        # (a place of two words and its kind: "the Silver Creek Township Zoning Ordinance", Silver Creek MI)
        # (a hyphened name: "the Shoreland-Wetland Zoning\nCode", Newburg WI)
        # (a joint ordinance's places hyphened: "the Woodford County-Versailles-Midway Zoning Ordinance", Midway KY)
        r"\b(?P<name>(?:(?!(?:The|This|Said|Such|Any|Each|To|Of|For|From|With|Existing|Current|Proposed)\b)[A-Z][a-z]+(?:-[A-Z][a-z]+){0,2}\s+){0,2}"
        # (and the kind of zoning after the place's kind: "the Taylor County Floodplain Zoning Ordinance", Medford WI)
        r"(?:(?<=[a-z]\s)(?:Township|County|City|Village|Town)\s+(?:(?:Floodplain|Shoreland|Shoreland-Wetland|Airport)\s+)?)?(?:[A-Z][a-z]+\s+and\s+)?Zoning\s+(?:Ordinance(?:s(?=\s+of\s+the\s+(?:City|Town|Village|County)\s+of\s))?|Code|By-?[Ll]aws?|Regulations))\b"
        # (nor an officer's title: "the Town Building Inspector and Zoning Code Enforcement\nOfficer", Southern Pines NC)
        r"(?!\s+(?:amendments?|violations?|text|changes?|map|administrator|interpretations?)\b)"
        r"(?!\s+(?i:enforcement|officers?|officials?|administrator|board|commission|department|division)\b)"
        # (and the number of the ordinance that enacted it: "(City Zoning Ordinance 3131)", Guthrie OK; not a year, nor a
        # section "10-02-05")
        r"(?:[ \t]+(?:No\.[ \t]*)?(?!(?:19|20)\d\d\b)\d{3,5}(?![\w\-]|\.\d))?"
        # (and its article: "as set forth in the Zoning Ordinance, Article XII", Thunderbolt GA)
        r"(?:\s*,\s*Article\s+(?P<zart>[IVXL]+|\d{1,3})\b(?![.\-]\d))?"

        # (and its place: "article XI of the Zoning Ordinance of the City of Douglas", Douglas GA; "the Zoning
        # Ordinances of the City of Somerville", Somerville MA)
        r"(?:\s+of\s+the\s+(?:City|Town|Village|County)\s+of\s+(?P<zplace>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b)?")),
    # A development code adopted beside the code, with its own numbering: "Sublimity Development Code \u00a7 2.209.8",
    # "Development Code \u00a7 2.401.09(A)" (Sublimity OR), "the Unified Development Code" (Roswell, Alpharetta GA labels);
    # the place, when not printed, is the municipality's (``extract`` names it, as for a zoning ordinance)
    ("development_code", re.compile(
        r"(?<!\bthis\s)(?<!\bThis\s)(?<!Unified\s)(?<!Land\s)\b"
        r"(?P<dplace>(?:(?!(?:The|This|Said|Such|Any|Each|All|An?|Unified|Land|Per|See|Under|In|Of|City|Town|Village|County|Municipal)\b)[A-Z][a-z]+\s+){0,2})"
        # (North Carolina's "Unified Development Ordinance": "as prescribed in the town's Unified Development Ordinance",
        # Stallings NC; Elizabeth City NC's label names it so)
        r"(?P<dname>(?:Unified\s+|Land\s+)?Development\s+Code|Unified\s+Development\s+Ordinance)\b(?!\s+of\b)")),
    # The municipality's own zoning ordinance named in lower case: "shall comply with the zoning ordinance",
    # "the city zoning ordinance", "the zoning ordinances of the city" (Cairo, Newnan, Cartersville GA; the
    # outside labels read them as the place's zoning ordinance: 22 of 28 in texts that are not zoning
    # law themselves; ``extract`` drops them from texts that are). Not "a zoning ordinance" (any), not
    # "zoning regulations" (16 of 18 unlabelled: rules in general), nor what is named after it ("the
    # zoning ordinance map", "zoning code official").
    ("own_zoning", re.compile(
        # ("the comprehensive zoning ordinance", "the parish building code and the parish zoning ordinance",
        # Jefferson Parish LA)
        # ("consistent with the adopted zoning ordinance", Cache OK; "the present or any future\n        # zoning ordinance", Guthrie OK; "as determined by the Hailey zoning ordinance", Hailey ID:
        # the place's name before it in lower case)
        # (or listed after another ordinance: "the\nadopted subdivision regulations ordinance and zoning ordinance (if adopted)", Cache OK)
        # (the place's whole name before it, its kind in lower case: "as required by the village\nof Lake Villa zoning ordinance", Lake
        # Villa IL)
        r"(?:(?<=\bthe\s)|(?<=\bcurrent\s)|(?<=\bapplicable\s)|(?<=\badopted\s)|(?<=\bfuture\s)|(?<=\bordinance\sand\s)|(?=(?:city|county|town|township|village|parish)\s+zoning\s)"
        r"|(?<=\bvillage\sof\s)(?=(?:[A-Z][a-z]{2,20}\s+){1,2}zoning\s+ordinance\b)|(?<=\bcity\sof\s)(?=(?:[A-Z][a-z]{2,20}\s+){1,2}zoning\s+ordinance\b))"
        r"(?:(?:(?<=\bthe\s)(?!The\b|This\b|City\b|County\b|Town\b|Village\b|Parish\b|Township\b)[A-Z][a-z]{2,20}\s+|(?<=[a-z]\sof\s)(?:[A-Z][a-z]{2,20}\s+){1,2})"
        r"(?=zoning\s+(?:ordinance|code)\b))?"
        # ("classified as residential by the official zoning\nordinance", Liberty Lake WA)
        # ("the township\u2019s zoning ordinance", Bedminster PA)
        # (the regulations too where the place marks them its own: "as defined in the zoning regulations of the village", Lyons IL,
        # "the city zoning regulations"; not "zoning regulations" alone, rules in general)
        r"(?:(?:comprehensive|official)\s+)?(?:(?:city|county|town|township|village|parish)(?:['\u2019]s)?\s+)?zoning\s+"
        r"(?P<zw>ordinances?|code|(?:(?<=city\szoning\s)|(?<=town\szoning\s)|(?<=village\szoning\s))regulations"
        r"|regulations(?=\s+of\s+the\s+(?:city|town|village)\b))\b"
        r"(?!\s+(?:amendments?|violations?|text|changes?|map|administrator|interpretations?|officers?|officials?|board|commission"
        r"|districts?|enforcement|department|division|administration|permits?|variances?|approval|review)\b)"
        r"(?:\s+of\s+the\s+(?:city|county|town|village)\b)?"
        # the place's subdivision regulations in lower case, as the labels name them ("the city\u2019s adopted subdivision
        # regulations ordinance", Cache OK: "Cache Subdivision Regulations"; 8 earlier files label a bare "subdivision regulations")
        # (Pennsylvania's "subdivision and land development ordinance" too: "unless the\nsubdivision and land development
        # ordinance, where applicable, requires", Clifton Township PA)
        r"|(?:(?<=\bthe\s)|(?<=\badopted\s)|(?<=['\u2019]s\s))(?P<sw>subdivision\s+regulations|subdivision\s+and\s+land\s+development\s+ordinance)\b(?:(?<=regulations)\s+ordinance\b)?")),
    # The city's code named with a section: "Brandon Municipal Code 15-14-1", "City Code § 7-2-3";
    # a chapter or section of it cited as an "Ordinance" the way Brandon does ("Cross Reference:
    # Ordinance 7-2", "Ordinance 13-1-2(c)"): small, unpadded parts, unlike enacting ordinance
    # numbers ("Ordinance 98-12", "Ord. 08-22", "Ordinance No. 565").
    ("named_local_code", re.compile(
        r"\b(?:[A-Z][a-z]+\s+)?(?:Municipal|City|Village|Town)\s+Code\s*,?\s*(?:§+\s*|[Ss]ection\s+)?"
        rf"(?P<list>{LOCAL_NUM_LOOSE})"
        r"|\bOrdinance\s+(?P<ord>(?:[1-9]|1\d|20)-(?:[1-9]|1\d|20)(?:-\d{1,3}(?:\.\d+)?)?(?:\([A-Za-z0-9]{1,3}\))*)(?![\w\-])"
        # "1-10-1 of the Brandon Municipal Code" ("3-9-2 of the Hawley City code", Hawley MN: the word in lower case)
        r"|(?<![\w.\-])(?P<suffixed>\d{1,3}-\d{1,3}(?:-\d{1,3})?(?:\([A-Za-z0-9]{1,3}\))*)\s+of\s+the\s+(?:[A-Z][a-z]+\s+)?(?:Municipal|City|Village|Town)\s+[Cc]ode\b")),
    # A state code named by subject: "State Sanitary Code Article X", "the State Building Code".
    ("state_code", re.compile(
        # (the state's name printed before it is part of the name: "Wisconsin State Electrical Code")
        # ("Article II of the State Sanitary Code": the article printed first)
        r"(?:\b(?:Article|Art\.)\s*(?P<art0>[IVXL]+|\d{1,2})\s+of\s+the\s+(?=State\s))?"
        # (not the body named after the code: "the State Building Code Council", Kirkland WA)
        # (two codes sharing the plural: "the State Plumbing\nand State Building Codes", Gilman WI)
        r"(?:\bState\s+(?P<name0>Building|Plumbing|Fire|Electrical|Housing|Energy)\s+and\s+"
        r"(?=State\s+(?:Building|Plumbing|Fire|Electrical|Housing|Energy)\s+Codes\b))?"
        rf"(?:\b(?P<st>{STATE_FULL_NAMES})\s+)?\b(?P<second>State)\s+(?P<name>Sanitary|Building|Plumbing|Fire(?:\s+Prevention)?|Electrical|Housing|Energy|Construction)\s+Codes?\b"
        r"(?!\s+(?:Council|Commission|Board|Committee)\b)"
        # (a volume of the state's building code, named after a colon: "North Carolina State Building Code: Fire Prevention
        # Code", Bryson City NC; one code, the volume's)
        r"(?:(?:(?<=Building\sCode)|(?<=Building\nCode)):[ \t]*\n?[ \t]*(?P<vol>Fire\s+Prevention|Fire|Plumbing|Mechanical|Residential|Electrical|Fuel\s+Gas|Energy\s+Conservation|Existing\s+Building)\s+Code\b)?"
        r"(?:\s*,?\s*(?:Article|Art\.)\s*(?P<art>[IVXL]+|\d{1,2})\b)?"
        # (Michigan's is the "State Construction\nCode", Charlotte MI)
        # (in lower case after the state's name: "the Illinois state plumbing code", "the Michigan plumbing code";
        # Abingdon IL, Mason MI)
        # ("the statewide Montana energy code", Valier MT)
        # (two subjects sharing the word: "the Wisconsin building and plumbing code", Medford WI)
        rf"|\b(?P<lst>{STATE_FULL_NAMES})\s+(?P<lstate>state\s+)?(?:(?P<lname0>plumbing|building|electrical|fire)\s+and\s+)?(?P<lname>plumbing|building|electrical|fire|energy)\s+code\b"
        # (or after it: "the plumbing code of the state of New Mexico", Sunland Park NM)
        # (the state unnamed: "the plumbing code of the state" in Eagle ID, the state's, its document's municipality says)
        rf"|\b(?P<ofname>plumbing|building|electrical|fire)\s+code\s+of\s+the\s+[Ss]tate(?:\s+of\s+(?P<ofst>{STATE_FULL_NAMES})\b|\b(?!\s+of\b))"
        # (in lower case, the state unnamed: "approved by state plumbing code", Menomonie WI; not "a state building code")
        # (or the codes in force, plural: "must meet with current state building\ncodes", Pepin WI)
        # ("installed according to the most recent state plumbing\ncodes", Valier MT)
        r"|(?:(?<=\bthe\s)|(?<=\bby\s)|(?<=\bwith\s)|(?<=\bcurrent\s)|(?<=\brecent\s))state\s+(?P<lsname>plumbing|building|electrical|fire)\s+code(?:\b(?!s)|(?P<lsplural>s)\b)"
        # (the state's code by the possessive: "the state's Building Code, the state's Plumbing Code", Newburg WI;
        # which state's, the document's municipality says)
        # (the apostrophe curly too: "the state’s\nElectrical Code", Luverne MN)
        # (and its vehicle code: "In addition to definitions in the state\u2019s Vehicle Code", Monroe OR)
        r"|(?<![\w'\u2019])(?P<poss>[Ss]tate['\u2019]s)\s+(?P<pname>Building|Plumbing|Fire|Electrical|Vehicle)\s+Code\b"
        # the Minnesota State Fire Code by the initials Minnesota codes print for it: "The MSFC, except as hereinafter
        # modified or changed, is adopted", "MSFC § 202 C. CAMPFIRE shall have the meaning" (St. Anthony MN)
        # (not the initials defined after the name: "the Minnesota State Fire Code (MSFC)")
        r"|(?<!\()\b(?P<msfc>MSFC)\b")),
    # The USGS maps a definition relies on: "United States Geological Survey (USGS) seven-minute
    # topographic series maps" (their "seven-minute" names the series, it is no quantity).
    ("usgs", re.compile(
        # (in lower case or with "Maps" capitalized: "United States Geological Survey Maps dated 1973", Gilman WI: no
        # series named, the labels name the quadrangle maps)
        r"\b(?:United\s+States\s+[Gg]eological\s+[Ss]urvey(?:\s*\(USGS\))?|U\.\s?S\.\s?G\.\s?S\.|USGS)(?:'s)?\s+"
        # (or its datum: "Existing two-foot contour site topography (U.S.G.S. datum)", Newburg WI; 6 labels "USGS datum")
        # (its sea level datum: "established as 863.80 USGS\nsea level datum", Lake Zurich IL)
        r"(?:(?P<what>(?:[\w.\-]+\s+){0,4}?(?:[Qq]uadrangle\s+)?[Mm]aps?)\b|(?:(?:mean\s+)?sea\s+level\s+)?(?P<datum>datum)\b(?:\s+plane\b)?)")),
    # The state's wetland maps a Wisconsin shoreland-wetland ordinance adopts: "the Wisconsin Wetland Inventory" (Newburg WI)
    ("wwi", re.compile(r"\bWisconsin\s+Wetlands?\s+Inventory\b")),
    # Other ordinances of the municipality named by subject: "the Flood Damage Prevention
    # Ordinance", "the Land Division Ordinance". (A plan is no code: "the Village Comprehensive Plan"
    # guides, it is not cited; 38 of 39 outside labels agree.)
    # Named documents a code adopts or points to: "the Manual for Erosion and Sediment Control in
    # Georgia", "the Georgia Stormwater Management Manual", "the Rivergrove Native Plant List".
    # Capitalized words only (a lower-case "manual" or "plant list" names nothing).
    # the parliamentary authority a council's rules adopt: "Robert's Rules of Order" (Somerville App. B)
    # the geodetic datums a survey is drawn in: "the 1927 North American Datum (NAD27)", "NAD27 or NAD83",
    # "NAVD29 or NAVD88" (Spanish Fork UT; the year before the name is read back by the converter). Not "NAVD 88"
    # printed after an elevation ("-3.5 NAVD 88", Jefferson Parish LA): a unit of height there, no citation.
    # (the floodplain model's datums without a year, as the labels name them by their initials: "National Geodetic\nVertical
    # Datum (NGVD)", "North American Vertical Datum (NAVD)", then "NGVD" and "NAVD" alone, Gilman and Medford WI)
    # (the year maybe printed with no "of": "North American Vertical Datum 1988", Fairbank IA's floodplain model)
    ("datum", re.compile(r"\bNorth\s+American\s+(?P<v>Vertical\s+)?Datum\b(?:\s+(?:of\s+)?(?P<y2>1927|1983|1988))?"
                         r"(?:\s*\((?P<abbr>NAV?D(?:\s?\d\d)?)\))?"
                         r"|\bNational\s+Geodetic\s+(?:and\s+)?Vertical\s+Datum\b(?:\s+of\s+(?P<y3>1929))?(?:\s*\((?P<abbr3>NGVD(?:\s?\d\d)?)\))?"
                         # (not a definition's headword: "NAVD or NORTH AMERICAN VERTICAL DATUM. Elevations", Pepin WI)
                         # (nor a height printed against it, "-3.5 NAVD 88", Jefferson Parish LA)
                         # (the year spaced from the initials after a preposition: "shall be tied to NAD 83", "presented in NGVD 29", Baxter MN)
        r"|\bN(?:AV?D|GVD)(?:27|29|83|88|(?<=\s(?:to|in|on)\sNAD)\s(?:27|83)|(?<=\s(?:to|in|on)\sNGVD)\s29|(?<=\s(?:to|in|on)\sNAVD)\s88"
        r"|(?<!\d\sNAVD)(?<!\d\sNGVD)(?<!\d\sNAD)(?![ \t]*\d))\b(?!\s+or\s+[A-Z]{4,}\s+[A-Z])")),
    # the federal vehicle safety standards by number: "United States\nDepartment of Transportation Federal Motor Vehicle
    # Safety Standard No. 218" (helmets), "Federal Motor Vehicle Safety\nStandard No. 205" (glazing), Shinnston WV; "FMVSS 108"
    ("fmvss", re.compile(
        r"(?:\b(?:United\s+States\s+|U\.\s?S\.\s+)?Department\s+of\s+Transportation\s+)?\bFederal\s+Motor\s+Vehicle\s+Safety\s+Standards?"
        r"\s+(?:No\.\s*|Number\s+)?(?P<n>\d{3})\b|\bFMVSS\s*(?:No\.\s*)?(?P<n2>\d{3})\b")),
    ("roberts_rules", re.compile(r"\bRobert[\u2019']s\s+Rules\s+[Oo]f\s+Order\b(?:\s*,?\s*(?:Newly\s+)?Revised\b)?")),
    # the soil-compaction test by its common name: "95 percent standard proctor density" (Vinita OK, Warr Acres OK),
    # "95% of a modified proctor" (Ruidoso Downs NM), "as measured by the Proctor test" (Waterville ME); not where
    # the sentence gives its ASTM designation, which is then the citation ("Modified Proctor Test (ASTM-1557)",
    # Clyman WI; "the standard proctor test method issued by the American Society ... (ASTM Standard D-698)")
    ("proctor", re.compile(r"\b(?:(?P<kind>[Ss]tandard|[Mm]odified)\s+[Pp]roctor|Proctor\s+test)\b(?![^.;]{0,100}\bASTM\b)")),
    ("named_document", re.compile(
        # NIST's handbooks on weights and measures: "NIST Handbook 44"
        r"(?:\bNational\s+Institute\s+of\s+Standards\s+and\s+Technology\s*(?:\(NIST\)\s*)?|\bNIST\s+)Handbook\s+(?P<nist>\d{2,3})\b"
        # the tree appraisers' guide by its title, as printed: 'the "Guide For Plant\nAppraisal", written by the council of tree and
        # landscape appraisers' (Payette ID), "the Guide for Plant Appraisal" (Bloomingdale IL, Lead SD; 5 of 6 labels keep its case)
        r"|\b(?=[GgSsPpAa])(?:(?P<gpa>Guide\s+[Ff]or\s+Plant\s+Appraisal)\b"
        # the federal industry classification manual in lower case: "the standard industrial\nclassification manual, 1972 edition"
        # (Ely NV; 3 labels of it in lower case, 27 in capitals, all "Standard Industrial Classification Manual")
        r"|(?P<sicm>standard\s+(?:industrial\s+classification\s+manual|Industrial\s+Classification\s+Manual))\b"
        # the Access Board's guidelines for public rights-of-way, by their title in any case ("the proposed accessibility guidelines for
        # pedestrian facilities\nin the public right-of-way", Ely NV three times; "Proposed Guidelines for\nPedestrians in the Public
        # Right-of-Way"; "the current Public Right-of-Way Accessibility Guidelines\n(PROWAG)", Plain City OH) or initials: PROWAG, as the labels
        # name them
        r"|(?P<prowag>(?:[Pp]roposed\s+)?(?:[Aa]ccessibility\s+[Gg]uidelines\s+for\s+[Pp]edestrian\s+[Ff]acilities|[Gg]uidelines\s+for\s+[Pp]edestrians)"
        r"\s+in\s+the\s+[Pp]ublic\s+[Rr]ight-of-[Ww]ay|Public\s+Right-of-Way\s+Accessibility\s+Guidelines|PROWAG)\b)"
        # the sewer design manual a sewer-use ordinance adopts, by its publisher's name or initials:
        # "Water Pollution Control Federation (WPCF) Manual of Practice No. 9" (Cedartown GA), "WEF Manual of
        # Practice No. 9" (Hinesville GA), "A.S.C.E. and W.P.C.F. Manual of Practice No. 9" (Bloomingdale GA; the two
        # published it together; not the testing society's specifications before it: "specifications of the\nA.S.T.M. and
        # W.P.C.F. Manual of Practice No. 9", Fort Scott KS)
        # (the federation by its name alone: "the Water Pollution Control\nFederation Manual of Practice No. 9", Calumet MI)
        # (the federation's words in lower case: "the water pollution\ncontrol (WPCF) manual of practice no. 9", Kane County UT)
        # (the number's word spelt out: "Water Pollution Control Federation Manual of Practice Number 9", Atlanta IN)
        r"|(?:(?:(?:(?:[A-Z][a-z]+|water|pollution|control|federation)\s+){1,4}\((?P<mopabbr>[A-Z]{2,5})\)|(?P<mopwpcf>Water\s+Pollution\s+Control\s+Federation)|(?P<mopinit>(?<![\w.])(?!A\.S\.T\.M\.\s)(?:[A-Z]\.){2,5}(?:\s+and\s+(?:[A-Z]\.){2,5})?"
        # (the initials spelt out after them: "W.P.C.F. (Water\nPollution Control Federation) Manual of Practice No. 9", Fredonia AZ)
        r"|\b[A-Z]{2,5})(?:\s*\((?:[A-Z][a-z]+\s+){1,5}[A-Z][a-z]+\))?)\s+)?\b[Mm]anual\s+of\s+[Pp]ractice\s+(?:[Nn]o\.?|[Nn]umber)\s*(?P<mop>\d{1,3})\b"
        # (in lower case after the initials: "the ASTM and the WPCF\nmanual of practice no. 9", Farr West UT)
        # (its publisher named, no number: "the A.S.T.M. and W.P.C.F. Manual of Practice", Leitchfield KY)
        # (or a lettered number: "W.P.C.F. Manual of Practice\nNo. FD-5", Winamac IN)
        # (a stray "in" before it: "W.P.C.F. Manual of Practice\nin No. FD-5", Milan IN)
        r"|(?<![\w.])(?P<mopbody>W\.P\.C\.F\.|WPCF|W\.E\.F\.|WEF)\s+Manual\s+of\s+Practice\b(?:\s+(?:in\s+(?=No\.))?No\.\s*(?P<mopfd>[A-Z]{1,3}-\d{1,3})\b)?"
        # (joined by "and"/"of": "the Rivergrove Noxious and Undesirable Tree List")
        # (a word with a capital inside: "Parking Lot Storm RunOff Detention Manual", Jefferson Parish LA)
        # (the publisher's initials, four letters or more, first: "HERPICC Stormwater Drainage Manual, July 1994", Washington IN)
        # (not the manual an owner writes for a facility: "C.   Operation and Maintenance Manual for private stormwater control
        # facilities" (Clarksburg WV, Milton WV; St. Albans WV and Dry Ridge KY leave it out too), no published document)
        # (nor Iowa's SUDAS manual, the "sudas" branch's: "the Iowa\nStatewide Urban Design and Specifications Manual")
        # (nor the words before a numbered manual of practice, the branches above reading it from its own words: "specifications of
        # the American Society of Testing Materials and\nWater Pollution Control Federation Manual of Practice No. 9", Lisbon OH)
        r"|\b(?!Operations?\s+and\s+Maintenance\s+Manual\b)(?!(?:Iowa\s+)?Statewide\s+Urban\s+Design\b)(?!(?:[A-Z][a-z]+\s+(?:(?:and|of)\s+)?){1,6}Manual\s+of\s+Practice\s+(?:No|Number)\b)(?!Urban\s+(?:Standard\s+Specifications|Design\s+Standards)\s+for\s+Public\b)(?<!Operation\sand\s)(?<!Operations\sand\s)(?P<name>(?:(?<![\w.])(?!SUDAS\b)(?:[A-Z]{4,8}|(?:[A-Z]\.){3,5})[ \t]+(?=[A-Z][a-z]))?(?:(?!(?:The|This|That|Said|Such|Any|Each|All|An?|Such|See|Under|Per|In)\b)[A-Z][a-z]+(?:[A-Z][a-z]+)?\s+(?:(?:and|of)\s+(?=[A-Z]))?){1,5}"
        # (its title going on after "for": "NRCS's \"National Engineering Field Manual for Conservation Practices\"", Johnston
        # County NC)
        # (not "manual" as an adjective in a caption: "G.   Avoid Manual Activation: Not manually activate an alarm system",
        # West Jordan UT)
        r"(?:Manual(?![ \t]+(?!(?:Volume|Part|Chapter|Section|Vol|No|Class)\b)[A-Z][a-z]+)|Handbook|(?:Plant|Tree|Species)\s+List)\b(?:(?<=Manual)\s+for\s+(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+\b"
        # (a handbook's title going on after "for", a small word among its words: "the Indiana Handbook for Erosion Control in\nDeveloping
        # Areas", Darmstadt IN)
        r"|(?<=Handbook)\s+for\s+(?:(?:[A-Z][a-z]+|in|of|and|the|on)\s+){0,5}[A-Z][a-z]+\b)?"
        # ("DHR Manual for On-Site Sewerage Management Systems", Tyrone GA: an agency's initials, hyphened words)
        r"|(?:\b[A-Z]{2,5}\s+(?=Manual\s))?Manual\s+(?:for|on|of)\s+(?!Uniform\b)[A-Z][a-z]+(?:-[A-Z][a-z]+)*"
        r"(?:\s+(?:(?:and|in|of|for|the)\s+)?[A-Z][a-z]+(?:-[A-Z][a-z]+)*)*)"
        # (Ohio's stormwater manual with "manual" in lower case: "the current edition of the Ohio Rainwater and Land Development
        # manual", Lexington OH, 2 labels)
        r"|\b(?P<rldm>(?:Ohio\s+)?Rainwater\s+and\s+Land\s+Development\s+manual)\b"
        # Georgia DNR's maps that groundwater recharge ordinances adopt (Tyrone GA; "the state pollution
        # susceptibility map", Wilkes County GA)
        r"|\b(?P<atlas>Hydrologic\s+Atlas\s+\d{1,3})\b|\b(?P<gpsm>(?:Georgia|[Ss]tate)\s+[Pp]ollution\s+[Ss]usceptibility\s+[Mm]ap)\b"
        # the federal register of historic places (Douglasville GA, Springboro OH, Talladega AL)
        # (in lower case too: "listed in the national register of historic places", Social Circle GA)
        # (its short form after "the": "listed on the National Register", Pepin WI; not the Federal Register's kin "National
        # Register of ..." something else)
        r"|\b(?P<nrhp>[Nn]ational\s+[Rr]egister\s+of\s+[Hh]istoric\s+[Pp]laces|(?<=the\s)National\s+Register(?!\s+of\b))\b"
        # the industry classifications a tax or licence schedule keys on: "NAICS 722410", "Standard Industrial
        # Classification (SIC) 481", "SIC Division G" (Great Falls SC, Cordele GA)
        r"|\b(?:NAICS|North\s+American\s+Industry\s+Classification\s+System\s*(?:\(NAICS\))?)\s*(?:[Cc]ode\s*)?(?P<naics>\d{2,6})\b"
        r"|\b(?:SIC|Standard\s+Industrial\s+Classification\s*(?:\(SIC\))?)\s*(?:[Cc]ode\s*)?(?P<sic>\d{2,4}\b|Division\s+[A-J]\b)"
        # the chart older nuisance codes grade smoke by (Ball Ground GA)
        # (with the possessive: "as established by the Ringelmann's Chart", Tucson AZ)
        r"|\b(?P<ringelmann>Ring(?:elm|lem)ann(?:['\u2019]s)?(?:\s+Smoke)?\s+Chart)\b"
        # Iowa's Statewide Urban Design and Specifications (Palo, Norwalk, Sheldon IA: "SUDAS", the labels' name for it)
        # ("the latest SUDAS Design Manual", Creston IA: the manual's name part of the span)
        # ("the Iowa\nStatewide Urban Design and Specifications Manual", Clinton IA)
        # (or by its two manuals' older titles, quoted: "State \u201cUrban Standard Specifications for Public Improvements Manual\u201d\n(SUDAS),
        # State \u201cUrban Design Standards for Public Improvements Manual,\u201d", Clive IA)
        r"|(?P<sudas>(?:\bIowa\s+)?\bStatewide\s+Urban\s+Design\s+(?:and\s+)?Specifications\b(?:\s+Manual\b)?(?:\s*\(SUDAS\))?|\bSUDAS\b(?:\s+Design\s+Manual\b)?"
        r"|\bUrban\s+(?:Standard\s+Specifications|Design\s+Standards)\s+for\s+Public\s+Improvements(?:\s+Manual)?\b(?:[\u201d\"]?\s*\(SUDAS\))?)"
        # Idaho's public works specifications ("the \"Idaho Standards For Public Works\nConstruction\"", Fruitland ID; the labels'
        # name for it is its initials)
        r"|(?P<ispwc>\bIdaho\s+[Ss]tandards\s+[Ff]or\s+[Pp]ublic\s+[Ww]orks\s+[Cc]onstruction\b(?:\s*\(ISPWC\))?|\bISPWC\b)"
        # the rabies-control compendium animal ordinances adopt (Kirkland WA), and the federal air-toxics
        # standards a dry cleaner or demolition must meet: "National Emission Standards for Hazardous Air
        # pollutants (NESHAP)", "subject to NESHAP" (Detroit)
        # (or its older vaccine list, title-cased: "Compendium Of Animal\nRabies Vaccines And Recommendations For
        # Immunization", Woodward OK)
        r"|\b(?P<rabies>Compendium\s+[Oo]f\s+Animal\s+Rabies\s+(?:Prevention\s+[Aa]nd\s+Control"
        r"|Vaccines\s+[Aa]nd\s+Recommendations\s+[Ff]or\s+Immunization))\b"
        r"|\b(?P<neshap>National\s+Emission\s+Standards?\s+for\s+Hazardous\s+Air\s+[Pp]ollutants\b(?:\s*\(NESHAPs?\))?|NESHAPs?\b)"
        # GDOT's rules for utilities in the right-of-way, which Georgia cities adopt (Gainesville, Jefferson GA)
        r"|\b(?P<uam>Utility\s+Accommodations?\s+Policy\s+and\s+Standards)\b"
        r"(?:\s*,?\s*(?:of|by)\s+the\s+Georgia\s+Department\s+of\s+Transportation\b)?")),
    # A city's or state's own code named by subject: "the Cincinnati Building Code", "Ohio Fire
    # Code", "Gwinnett County Fire Prevention Code", "Residential Code of Ohio". Model codes
    # ("International", "Uniform", "Standard") are "model_code"'s, earlier; capitalized names only.
    ("named_subject_code", re.compile(
        # (Virginia's "Uniform Statewide Building Code" is the state's own, not a model code)
        r"\b(?P<name>(?:Virginia\s+)?Uniform\s+Statewide\s+(?:Building|Fire\s+Prevention)\s+Code"
        # (a state's edition of the model code is the state's: "the Ohio Basic Building Code", Chagrin Falls OH)
        rf"|(?:{STATE_FULL_NAMES})\s+Basic\s+Building\s+Code"
        # (a state by its dotted initials: "the N.C. Fire Prevention Code", Fletcher NC)
        # (undotted too: "any section of Chapter 8 of the NC Fire Code", Havelock NC)
        rf"|(?P<dst>N\.\s?C\.|S\.\s?C\.|N\.\s?D\.|S\.\s?D\.|(?:NC|SC|ND|SD)(?=\s+(?:{SUBJECT_CODE_WORDS})\s+Code\b))\s+(?:{SUBJECT_CODE_WORDS})\s+Code"
        # (or abbreviated: "in accordance with the Ill. Plumbing Code, Ill. Environmental Protection Agency", Maywood IL)
        rf"|(?P<abst>Ill|Ind|Mich|Minn|Wis)\.\s+(?:{SUBJECT_CODE_WORDS})\s+Code"
        r"|(?:(?!(?:The|This|That|Said|Such|Any|Each|All|An?|See|Under|Per|In|Of|Applicable|Adopted|Current|Existing"
        r"|New|Local|Other|International|Uniform|National|Standard|Basic|Model|Minimum|Sec|Section|Chapter|Article)\b)[A-Z][a-z]+\s+){1,3}"
        rf"(?:{SUBJECT_CODE_WORDS})\s+Code"
        r"|(?:Building|Fire|Residential|Housing|Plumbing|Electrical|Mechanical)\s+Code\s+of\s+(?:the\s+(?:City|Village|Town|County|State)\s+of\s+)?"
        # (not a body named after a code: "the Southern Building Code Congress International, Inc.", Clayton County GA)
        r"(?!The\b|This\b)[A-Z][a-z]+)\b(?!\s+(?:Official|Department|Board|Commission|Council|Inspector|Enforcement|Appeals|Congress)\b)"
        # (a volume of the state's building code after a colon: "the North Carolina Building\nCode: Fire Prevention Code", Havelock NC)
        r"(?:(?<=Building\sCode):[ \t]*\n?[ \t]*(?P<vol>Fire\s+Prevention|Fire|Plumbing|Mechanical|Residential|Electrical)\s+Code\b)?")),
    # The building code named by its subject alone: "shall comply with the building code", "the
    # Building Codes" (the code the municipality has adopted; outside labels cite it as "Building Code");
    # not an office or body named after it ("the building code official"). The other adopted codes the
    # same way, in the singular: "the fire prevention code" (Berkeley Lake GA, Jefferson Parish LA),
    # "the City's housing code" (Conyers GA), "the plumbing code adopted in section 7-1-1" (Athens-Clarke GA).
    ("building_code", re.compile(
        # (not the clause that names the chapter itself: "shall be known as the Electrical Code of the City",
        # "is hereby adopted by reference as the Fire Prevention Code for the Parish")
        # ("the county fire prevention code", Fayette County GA)
        # (after the place's name: "the Town of Tallulah Falls building code", "the City of Commerce Building
        # Codes" (Tallulah Falls, Commerce GA); the converter reads the name back, else drops the match)
        r"(?<!\bas\sthe\s)(?:(?<=\bthe\s)|(?<=\bThe\s)|(?<=\bsaid\s)|(?<=[Cc]ity's\s)|(?<=[Cc]ounty's\s)|(?<=\bthe\scounty\s)|(?<=\bthe\scity\s)|(?<=\bthe\sparish\s)|(?<=\bcode\sand\s)|(?<=\bcodes\sand\s)|(?<=[a-z]\s))(?:adopted\s+)?"
        # ("the building and plumbing codes" (Bloomingdale GA), "the building and electrical codes" (Tucker GA):
        # a code per subject)
        # (six subjects, the last a longer name: "any building, electrical, plumbing, mechanical, fire, housing or\ndangerous
        # building code adopted by the county", Duchesne County UT)
        r"(?P<list>(?:(?:[Bb]uilding|[Ff]ire|[Hh]ousing|[Pp]lumbing|[Ee]lectrical|[Mm]echanical)\s*,\s*){0,5}"
        r"(?:[Bb]uilding|[Ff]ire|[Hh]ousing|[Pp]lumbing|[Ee]lectrical|[Mm]echanical)\s*,?\s+(?:and|or)\s+)?"
        r"(?P<name>(?=[BbFfHhPpEeMmDd])(?:(?:(?<=\s(?:or|nd)\s)[Dd]angerous\s+)?[Bb]uilding\s+[Cc]odes?|(?:[Ff]ire(?:\s+[Pp]revention)?|[Hh]ousing|[Pp]lumbing|[Ee]lectrical"
        r"|[Mm]echanical|[Pp]roperty\s+[Mm]aintenance)\s+[Cc]ode(?:s(?(list)|(?!)))?))\b"
        r"(?!\s+(?:[Oo]fficials?|[Oo]fficers?|[Ii]nspectors?|[Dd]epartment|[Aa]dministrator|[Ee]nforcement|[Bb]oard|[Aa]ppeals?|[Dd]ivision|[Ss]ection|§|\d))")),
    ("named_ordinance", re.compile(
        # (the place named before it: "Screven County Sign Ordinance", "Tift County Floodplain Management Ordinance")
        # (or its possessive: "Brunswick County\u2019s Sewer Use Ordinance", Shallotte NC)
        # (Pennsylvania's subdivision and land development ordinance, a township's: "Dover Township's Subdivision and Land
        # Development Ordinance", Dover PA)
        # (a joint body's hyphened name: "the Winchester-Clark County\nSubdivision Regulations", Clark County KY)
        r"\b(?P<name>(?:(?:(?!(?:The|This|That|Said|Such|Any|Each|All|An?)\b)[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s+){0,2}(?:City|Village|Town|Township|County|Parish)(?:[\u2019']s)?\s+)?"
        r"(?:Subdivision\s+and\s+Land\s+Development|Subdivision|Land\s+Division|Floodplain(?:\s+Management)?|Flood\s+Damage\s+Prevention"
        # (a North Carolina town's zoning and development rules: "defined by the Land Use Ordinance", Roanoke Rapids NC)
        r"|Shoreland(?:-Wetland)?|Land\s+Use(?=\s+Ordinance)|Erosion\s+Control|Storm\s?water(?:\s+Management)?|Sign|Noise|Nuisance|Official\s+Map"
        # (a township's blight ordinance, "the Silver Creek Township Blight\nOrdinance", Silver Creek MI)
        r"|(?<=Township\s)Blight"
        # a sewer-use ordinance ("the Combined Sewer Use and Pretreatment Ordinance", Rincon GA)
        # (not the federal rules: "within the time limitations as specified by the Federal Pretreatment Regulations",
        # Greene County NC: 40 C.F.R. part 403, no ordinance)
        r"|(?:Combined\s+)?Sewer\s+Use(?:\s+and\s+Pretreatment)?|(?:Industrial\s+)?(?<!Federal\s)(?<!Federal\n)Pretreatment"
        # (a county's animal control ordinance, the place named: "Article III of the Brunswick County Animal\nControl
        # Ordinance", Bald Head Island NC)
        r"|(?<=County\s)Animal\s+Control|(?<=County[\u2019']s\s)Animal\s+Control"
        # (a county's sanitary code: "the provisions of the Iowa County Sanitary Code", Linden WI; "Cattaraugus County Sanitary
        # Code", an earlier label)
        # (or its sanitary engineering code: "the Geauga County Sanitary Engineering Code", South Russell OH)
        # (the county named: not the chapter's own title, "1020.    County Sanitary Engineering Code.")
        r"|(?<=County\s)Sanitary(?=\s+Code)|(?<=[a-z]\sCounty\s)Sanitary\s+Engineering(?=\s+Code)"
        # (any county ordinance by its title, the county named: "the Columbus County Animals and Hunting Ordinance",
        # Whiteville NC)
        # (or its regulations by their title: "the Hamilton County Driveway Regulations", Terrace Park OH)
        r"|(?<=County\s)(?:(?!(?:Ordinance|Regulations)\b)[A-Z][a-z]+\s+(?:and\s+)?){0,3}(?!(?:Ordinance|Regulations)\b)[A-Z][a-z]+(?=\s+(?:Ordinance|Regulations)\b)"
        # (a Kentucky city's code enforcement board ordinance, the city named before it: "the procedures set forth in the
        # Hazard Code Enforcement Board Ordinance", Hazard KY)
        r"|(?:(?!(?:The|This|That|Said|Such|Any|Each|All|An?)\b)[A-Z][a-z]+\s+)?Code\s+Enforcement\s+Board(?=\s+Ordinance))"
        # (a county's animal control ordinances in the plural: "The current provisions of New Hanover County Animal Control
        # Ordinances", Wrightsville Beach NC; the converter names the one ordinance)
        r"\s+(?:Ordinance|Code|Regulations|(?<=Animal\sControl\s)Ordinances))\b")),
    # FEMA's flood documents, cited by every floodplain ordinance, in capitals or not ("the flood
    # insurance rate map (FIRM)", Georgia's model ordinance), with the initials they are given kept in
    # the span, or by those initials alone ("on the community's FIRM"; not in a heading in capitals, nor
    # the initials a definition gives in parentheses: "FLOOD INSURANCE RATE MAP (FIRM) -").
    ("fema", re.compile(
        r"\b(?:FEMA\s+)?(?P<what>[Ff]lood\s+[Ii]nsurance\s+(?:[Ss]tudy|[Rr]ate\s+[Mm]aps?)|Flood\s+Boundary\s+and\s+Floodway\s+Maps?"
        r"|Floodway\s+Flood\s+Boundary\s+and\s+Floodway\s+Maps?)\b(?:\s*\((?:FIRMs?|FIS)\))?"
        # (after the agency's initials too: "A copy of the current FEMA FIRM maps", Hoopeston IL)
        r"|(?:(?<![A-Z]\s)|(?<=\bFEMA\s))(?<!\()\b(?P<firm>FIRM)s?\b(?!\s+[A-Z]{2})"
        # (the study by its initials after "the": "Based on the FIS 55091C0300D:", Pepin WI)
        r"|(?<=\bthe\s)(?P<fis>FIS)\b(?!\s+[A-Z]{2})")),
    # FEMA's numbered publications and the flood insurance program's technical bulletins, which floodplain ordinances
    # name as guidance: "FEMA P-758", "NFIP Technical Bulletin #5" (Chestertown MD)
    ("fema_pub", re.compile(
        r"\bFEMA\s+P-[ \t]*\n?[ \t]*(?P<p>\d{2,4})\b|\bNFIP\s+Technical\s+Bulletins?\s*(?:#|No\.)?\s*(?P<tb>\d{1,2})\b(?![.\-]\d)")),
    # An article of the municipality's own code: "Article 8", "Article III of this chapter".
    # An article of another document ("Article 5 of the agreement", "of this lease") is not.
    # Codes that call their sections "Articles" number them with a decimal point: "Article 10.7",
    # "Article 30.3F", "Article 30.1H-2" (Ray County, MO): a section, its subsection glued on.
    ("article_section", re.compile(
        # (or after a dot: "authorized by Article 39.2.D", Charlotte NC's development ordinance)
        rf"\bArticle\s+(?P<n>\d{{1,3}}\.\d{{1,3}})(?:(?P<sub>[A-Z](?:-\d{{1,2}})?)|\.(?P<dsub>[A-Z](?:\.\d{{1,2}})?))?(?![\w\-]|\.\d){_ARTICLE_OF_THIS_CODE}")),
    # Municode divides articles into divisions: "Article XII, Divisions 2 and 3 of this chapter",
    # "Division 2 of this article" (a division named alone is cited only with "of this ...")
    # and subdivisions of a division: "Article XII, Division 1, Subdivision D", "Subdivisions B and C of
    # this division" (Detroit's; a capital letter, not a subsection's)
    # Indiana's fire and building safety rules named as a whole: "the Indiana General\nAdministrative Rules" (Kouts IN's fire
    # prevention chapter, 675 IAC 12)
    ("in_gar", re.compile(r"\bIndiana\s+General\s+Administrative\s+Rules\b")),
    # An Ohio code's section cited as a "division" by its full number: "the spacing requirements set forth in division\n1024.10.17
    # of this section", "division 1024.10.07(k)" (Bentleyville OH): the section (and its subsection), the code's own
    ("local_division_number", re.compile(
        # (a capital lettered subdivision too: "required by division\n112.072(A) of this chapter", Lindenhurst IL)
        r"\b[Dd]ivisions?\s+(?P<n>\d{3,4}\.\d{2,3}(?:\.\d{2,3})?)(?P<sub>(?:\([a-zA-Z0-9]{1,3}\))*)(?![\w.\-]|\.\d)")),
    ("local_division", re.compile(
        # (in lower case too: "as described in article VII, divisions 8 and 9 of this chapter", Long County GA)
        r"\b[Aa]rticle\s+(?P<art>[IVXL]+|\d{1,3})\s*,\s*[Dd]ivisions?\s+(?P<list>\d{1,2}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)\d{1,2})*)\b(?![.\-]\d)"
        r"(?:\s*,\s*Subdivision\s+(?P<sub>[A-Z])\b)?"
        r"|\bSubdivisions?\s+(?P<list4>[A-Z](?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)[A-Z])*)\b(?=\s+of\s+this\s+division\b)"
        r"|\b[Dd]ivisions?\s+(?P<list2>\d{1,2}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)\d{1,2})*)\b(?=\s+of\s+this\s+(?:article|chapter)\b)"
        # a division numbered within its chapter is this code's: "Division 26-7D" (Manhattan KS)
        r"|\bDivision\s+(?P<list3>\d{1,3}-\d{1,3}[A-Z]{1,2})\b"
        # Municode's editor's notes abbreviate: "amended Div. 3 in its entirety", "Former Div. 3, §§ 22-57"
        # (not the tail of a path, "Pt. I, Div. 2, Art. IV")
        # (and in lower case: "changed the title of div. 4 from", Jefferson Parish)
        r"|(?<![\w.])(?<!,\s)[Dd]iv\.\s(?P<list5>\d{1,2})\b(?![.\-]\d|\s*,\s*Art)")),
    ("local_article", re.compile(
        # (after a comma it is the tail of "Chapter 7-1, Article 10", which "local_chapter" keeps whole)
        # (before ", Chapter 6" it is the head of "Article I, Chapter 6", "local_article_of_chapter"'s)
        # (before "of Chapter 10" too: "Article II of Chapter 10 of the County Code")
        # (Baltimore's code is in articles and subtitles: "City Code Article 15, Subtitle 17")
        # (numbered within its chapter: "Article 26-8", Manhattan KS; lettered, "Article E of this Chapter", West Columbia SC,
        # or before another so: "the provision of Article B or Article C of this\nchapter", Valdese NC; a Sterling zoning code's
        # articles run past H, "the requirements of Article D and the standards ... in\nArticle O of this Zoning Code", Edgar WI)
        rf"(?<!,\s)(?<!\d\s)(?:(?<=City\sCode\s)(?P<cc>))?\bArticle\s+(?P<art>[IVXL]+(?:-[A-Z](?![\w\-]))?|\d{{1,3}}(?:-\d{{1,2}}(?![\w\-]))?|[A-H](?=\s+of\s+this\s+(?:[Cc]hapter|[Tt]itle)\b|\s+(?:or|and)\s+Article\s+[A-H]\s+of\s+this\s+(?:[Cc]hapter|[Tt]itle)\b)|[A-Z](?![\w.])(?=[^.;]{{0,100}}?\bArticle\s+[A-Z]\s+of\s+this\s+Zoning\s+Code\b|\s+of\s+this\s+Zoning\s+Code\b))\b(?!\.\d)(?!\s*,\s*(?:Chapter|Ch\.)\s*\d|\s+of\s+(?:[Cc]hapter|[Cc]h\.)\s*\d)"
        # (each part may carry its caption in braces, and the path may go on to a part or a section:
        # "City Code Article 15 {“Licensing and Regulation”}, Subtitle 2 {“Amusements”}, Part 3",
        # "City Code Article 15 {...}, § 2-11", Baltimore art. 28; not a state's old numbered article)
        rf"(?:{_BRACED}\s*,\s*(?:Subtitle\s+(?P<subt>\d{{1,3}})\b(?![.\-]\d)(?:{_BRACED}\s*,\s*Part\s+(?P<apt>\d{{1,2}})\b(?![.\-]\d))?"
        # (after "City Code", or followed by "of the City Code": "Article 24, \u00a7 2-3 of the City Code", Baltimore art. 25)
        rf"|(?(cc)§|§(?=\s*\d{{1,3}}[A-Z]?-\d{{1,3}}[A-Z]?\s+of\s+the\s+City\s+Code\b))\s*(?P<asec>\d{{1,3}}[A-Z]?-\d{{1,3}}[A-Z]?)\b(?![.\-]\d)(?!\s+of\s+the\s+(?:Annotated|Maryland|State|Md)\b)))?{_ARTICLE_OF_THIS_CODE}")),
    # A list of this code's articles: "Articles XXVIII, XXIV and XXX", "Articles IV and VI" (Alabama
    # zoning ordinances): one citation per article.
    ("local_articles", re.compile(
        # (Municode prints them in lower case too: "contained in articles I and II of this chapter", West Point GA)
        rf"[Aa]rticles(?<!\w[Aa]rticles)(?<!,\s[Aa]rticles)\s+(?P<list>{_ART_NUM}(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+){_ART_NUM})+)\b"
        rf"(?!\.\d){_ARTICLE_OF_THIS_CODE}")),
    # "article III of chapter 26", "Article I, Chapter 6 of the Code of Banks County": one
    # reference to an article of a chapter of this code
    ("local_article_of_chapter", re.compile(
        # ("Article 417 of chapter 4 of title 28": New York City's administrative code)
        # ("article 2, of chapter 26 of the Barrow County Code of Ordinances": a comma before "of")
        # ("Article 3A of Chapter 3": an article inserted later, Vail CO)
        r"\b[Aa]rt(?:icle|\.)\s+(?P<art>[IVXL]+|\d{1,3}[A-Z]?)(?:\s*,?\s+of|\s*,)\s+(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch>\d+[A-Z]?(?:[\-.]\d+)?)\b"
        r"(?:\s+of\s+title\s+(?P<title>\d{1,3})\b)?"
        r"(?!\s+of\s+(?:the\s+)?(?:Official|O\.\s?C|Ga|Georgia|Title))"
        r"(?!\s+of\s+(?:the|an?|said|such|that)\s+(?!(?:[A-Z]\w+\s+){0,3}(?:Code|Ordinances?|County|City)\b|administrative\s+code\b))")),
    # "Chapters 10, 28 and 29 of the Madison General Ordinances": one citation per chapter
    # a chapter numbered in Roman numerals: "Chapter XXIII" (Boston), "Chapter III of the Land Development
    # Ordinance" (Woodstock GA)
    ("local_chapter_roman", re.compile(rf"\bChapter\s+(?P<rch>[IVXL]{{2,6}}|[IVX])\b(?![\-.]\w){NOT_STATE_AFTER}(?!\s*,?\s*(?:of\s+)?(?:Title|Subchapter|Part)\b)")),
    # Baltimore's subtitles and parts: "the requirements specified in Subtitle 5", "Part 2 of this subtitle"
    # ("Parts 2 and 3 of this Title", "Part 4 of this Title", Spanish Fork UT: one citation per part)
    # A Drane code's titles and parts by their number words: "Title One of Part Nine", "Titles Three and Five of this Part Nine"
    # (Uhrichsville OH, Genoa OH; Amherst OH's "part\nthirteen, title one"): a title of a part, "part 9, title 1", as the labels
    # write it
    ("part_title_words", re.compile(
        rf"\b[Tt]itles?\s+(?P<t>(?i:{UNDER_100}))(?:\s+and\s+(?P<t2>(?i:{UNDER_100})))?\s+of\s+(?:this\s+)?[Pp]art\s+(?P<p>(?i:{UNDER_100}))\b"
        rf"|\b[Pp]art\s+(?P<p3>(?i:{UNDER_100}))\s*,\s*[Tt]itle\s+(?P<t3>(?i:{UNDER_100}))\b")),
    ("local_part", re.compile(r"\bSubtitle\s+(?P<sub>\d{1,2})\b(?![\-.]\d)|\bPart\s+(?P<pt>\d{1,2})\b(?=\s+of\s+this\s+(?i:subtitle|article|title|chapter|code)\b)"
                              # (General Code's editorial bracket after an ordinance it codified: "as provided for in the
                              # Connection Ordinance [Part 3A]", Penn Township PA)
                              r"|(?<=\[)Part\s+(?P<ptb>\d{1,2}[A-Z]?)(?=\])"
                              # ("Subtitles 42 and 44 of this article", Baltimore art. 7: one per subtitle)
                              r"|\bSubtitles\s+(?P<subs>\d{1,2}(?:\s*(?:,|,?\s*and|,?\s*or|through)\s*\d{1,2})+)\b(?![\-.]\d)"
                              r"|\bParts\s+(?P<pts>\d{1,2}(?:\s*(?:,|,?\s*and|,?\s*or)\s*\d{1,2})+)\b(?=\s+of\s+this\s+(?i:subtitle|article|title|chapter|code)\b)")),
    ("local_chapters", re.compile(
        # (not after "Title 9, ": Boston's statute titles, which "local_chapter" leaves alone too)
        # (or printed singular before two: "Chapter 1145 and 1147 of the Columbus City Code", Westerville OH)
        r"(?<!\d,\s)(?<!\d,)\b[Cc]hapters?\s+(?P<list>\d{1,4}[A-Z]?(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)\d{1,4}[A-Z]?)+)\b"
        rf"{NOT_STATE_AFTER}")),
    ("local_chapter", re.compile(
        # "Title 5, Ch. 4" (or "title 2, chapter 2") is a title's chapter; Code Publishing's
        # chapters are dotted ("Chapter 10.15"). Municode prints "chapter 38, article II" and
        # "Streets, ch. 66" in lower case. A chapter that a state's (or the bankruptcy) code
        # follows is that code's, whatever pattern found it first.
        # (General Code's appendix chapters: "Chapter A300, Fees")
        # (not the head of a three-part number: "chapter 391-3-1" is a Georgia agency's rule chapter, Coweta County)
        # (a title's two chapters: "title 7, chapters 1 and 2 and title 9,\nchapter 5 of this Code", Menomonie WI)
        # (a lettered title too: "Title C, Chapter 2", Eldridge IA)
        # (a roman title, and no comma before "Chapter": "Title IX, Chapter 94", "in\naccordance with\nTitle II Chapter 9",
        # Lawrence County SD)
        # (American Legal's titles with their captions after a colon: "Please refer to Title III: Administration,\nChapter 36: Town
        # Fee Schedule", Trafalgar IN)
        r"\b(?:[Tt]itle\s+(?P<tt>\d+|[IVXL]{1,5}(?=\s*,|:[ \t]+[A-Z]|[ \t]+[Cc]hapter\s)|[A-Z](?=\s*,))(?::[ \t]+[A-Z][a-z]+(?:[ \t]+(?:and[ \t]+)?[A-Z][a-z]+){0,3}(?=\s*,\s*[Cc]hapter\s))?(?:\s*,\s*|[ \t]+(?=[Cc]hapter\s)))?(?:(?(tt)(?P<chsw>[Cc]hapters)|(?!))|[Cc]hapter|[Cc]h\.)\s*(?P<ch>(?:[A-Z](?=\d{3}\b))?\d+[A-Z]?(?:-\d+[A-Z]?|\.\d+)?)(?!\d|\.\d|-\d)"
        r"(?(chsw)\s+and\s+(?P<ch2>\d{1,3}[A-Z]?)(?![\d.\-]))"
        rf"{NOT_STATE_AFTER}"
        # (not a federal title's chapter and part: "Title 10, Chapter 1, Part 20, Code of Federal\nRegulations", Spencer WV)
        r"(?!\s*,\s*[Pp]art\s+\d{1,4}\s*,\s*(?i:code\s+of\s+federal))"
        # ("Chapter 25-12 Article 1 (Building Code)": no comma between)
        # ("chapter 7, division 6": a division of a chapter with no articles, Jefferson Parish LA;
        # "Chapter 25-2, Subchapter C, Article 10", Austin TX)
        r"(?:\s*,\s*[Dd]ivision\s+(?P<cdiv>\d{1,2})\b(?![.\-]\d)|\s*,\s*Subchapter\s+(?P<subch>[A-Z]|\d{1,2})\b(?=\s*,\s*Article\s))?"
        r"(?:(?:\s*,\s*(?:(?P<title>[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*)\s*,\s*)?|[ \t]+(?=Article\s))[Aa]rt(?:icle|\.)\s*(?P<art>[IVX]+|\d+|[A-Z](?=\s+of\s+this\b|\s*,\s*[\"\u201c]))\b"
        # (a lettered article before its quoted name: "chapter 5.04, article E, "Contractors", of this code", Warr Acres OK)
        # "Ch. 8, Art. III, Div. 3"; "chapter 34, article III, divisions 2 and 3" (Hogansville GA: one
        # citation per division)
        r"(?:\s*,\s*(?:[Dd]iv(?:ision|\.)\s*(?P<div>\d{1,2})\b|[Dd]ivisions\s+(?P<divs>\d{1,2}(?:\s*,\s*\d{1,2})*\s*,?\s+(?:and|or)\s+\d{1,2})\b))?"
        # (an article's part: "Chapter 66, Article 45, Part 1 of the North Carolina General Statutes", Asheboro NC)
        r"(?:\s*,\s*Part\s*\n?\s*(?P<cpart>\d{1,2})\b(?![.\-]\d))?)?")),
    # Municode's editor's notes abbreviate: "amended art. II", "Former art. II, §§ 78-36—78-103"
    # (after "local_chapter", which keeps "chapter 38, art. II" whole; a constitution's "art. IX,
    # § II, ¶ III" is its own pattern's, earlier).
    # (capitalized in a Municode editor's note: "repealed the former Art. II ... and enacted a new
    # Art. II"; not a constitution's article, "Ga. Const. Art. IX", nor the tail of "Pt. I, Div. 2, Art. IV")
    # (and lettered ones, "amended Art. A in its entirety" (Morrow GA); a list, "Arts. I and II" (Jonesboro GA))
    # (with its division: "art. II, div. 4")
    ("local_art_abbrev", re.compile(r"(?<![\w.])(?<!app\.\s[A-Z],\s)(?<!Const\.\s)[Aa]rt(?:\.\s(?<!\d,\s[Aa]rt\.\s)(?P<art2>[IVXL]+|[A-H](?=\s+(?:in|of|to|and|as|was|were|is|pertain)\b|,\s*§))"
                                   r"(?:,\s[Dd]iv\.\s(?P<div>\d{1,2})(?![\d.\-]))?"
                                   # (a numbered article of codified ordinances, named as this code's: "as specified in\nArt. 117 of
                                   # the codified ordinances", Williamsport PA)
                                   r"|\.\s?(?P<art4>\d{1,4})(?=\s+of\s+(?:the|these|this)\s+(?:[Cc]odified\s+[Oo]rdinances|[Cc]ode)\b)"
                                   r"|s\.\s(?P<art3>[IVXL]+(?:\s*,\s*[IVXL]+)*,?\s+(?:and|or)\s+[IVXL]+))\b(?!\s*,?\s*¶)")),
    # Municode's lower case: "in accordance with article 6, parking", "article 4, division 5 of
    # this chapter", "See division 3, temporary use regulations", "this article VI" (as printed). Not an
    # article of a state code or constitution ("article 9, section 1, paragraphs 2 and 3 of the
    # Georgia Constitution"; "title 8, chapter 2, article 1" is the chapter pattern's, earlier).
    ("local_article_lc", re.compile(
        # (an article's part: "set forth in article 1, part 4 of this\nchapter", Colorado Springs CO)
        r"(?<!,\s)\b(?:article\s+(?P<art>[IVXL]+(?:-[A-Z](?![\w\-]))?|\d{1,2})\b(?:\s*,\s*division\s+(?P<div>\d{1,2})\b|\s*,\s*part\s+(?P<part>\d{1,2})\b)?"
        # (a lettered article of this chapter: "a business license under article B of this chapter", Artesia NM; a roman one
        # lettered after a hyphen, "the application requirements established in\narticle I-C of this chapter", Glencoe IL)
        # (or its section after it: "as prescribed in Article J, §\n13-1-124", Turtle Lake WI)
        r"|[Aa]rticle\s+(?P<lart>[A-Z])(?=\s+of\s+this\s+(?:chapter|title)\b|,\s*§\s*\d)"
        r"|(?:(?<=\b[Ss]ee\s)|(?<=\b[Ss]ee\salso\s))division\s+(?P<div2>\d{1,2})\b"
        r"|division\s+(?P<div3>\d{1,2})(?=\s+of\s+this\s+(?:article|chapter)\b))"
        rf"{_ARTICLE_OF_THIS_CODE}")),
    ("internal", re.compile(
        # "item (5)": Municode numbers list items; "Item 4" alone names a bid or DOT item.
        # (no leading \b: a first-character lookahead lets the engine skip in C; the finder checks
        # that no letter precedes the word)
        # "Section C" (a bare capital letter, not a heading "Section C. Fees.") names a subsection
        # ("sub-section 7(b) of this section", Tyler TX; "For purposes of section (A)", Grand Island NE)
        r"(?=[SsDdPpIi])(?P<word>[Ss]ubsections?|[Ss]ub-sections?|[Dd]ivisions?|[Pp]aragraphs?|[Ss]ubparagraphs?|Subpar\.|[Ss]ubdivisions?|[Ss]ubparts?|[Ii]tems?(?=\s+\()"
        r"|[Ss]ections?(?=\s+[A-Z](?:\.\d|[(\s,;:)]|\.\s+[a-z]|\.?$)(?!\s+[A-Z][a-z]))|(?<![Ss]ub)section(?=\s+\([A-Z]\)(?:\((?:\d{1,2}|[a-z]{1,3})\))*[\s,;.)]))"
        # (the word glued to its parenthesis: "specified in subsection(b)(2)b", Echols County GA; not the plural's "(s)":
        # "the proposed land division(s) must comply", Rothbury MI)
        r"(?:\s+|(?<=[a-z])(?=\((?:[a-z]|\d{1,2})\))(?!\(s\)(?!\()))"
        # (not a named division of another document, its letter joined to its title: "Division A-Agriculture, Forestry
        # and Fishing; Division B-Mining" of the Standard Industrial Classification Manual, Brewster OH)
        # (or a dash between, spaced: "(1)   Division A - Agricultural, Forestry, and Fishing;", Greene County NC)
        # (the title in lower case too: "A.   Division A - agriculture, forestry and fishing.", Franklin ID)
        rf"(?!(?<=ivision\s)[A-Z][ \t]*[\-\u2013\u2014][ \t]*\n?[ \t]*[A-Za-z][a-z])(?!(?<=ivisions\s)[A-Z][ \t]*[\-\u2013\u2014][ \t]*\n?[ \t]*[A-Za-z][a-z])"
        # (nor with a period and the manual's name of the division: "(a)   Division A. Agricultural, Forestry and Fishing;",
        # Tuscarora MI)
        rf"(?!(?<=ivision\s)[A-Z][.:][ \t]*\n?[ \t]*(?:Agricultur|Mining|Construction|Manufacturing|Transportation|Wholesale|Retail|Finance|Services|Public\s+Administration|Nonclassifiable))"
        rf"(?P<list>{INTERNAL_LIST})")),
    # A bare number after the word, placed by "above", "below" or "of this section": "paragraph 1,
    # above", "subsection 2 below", "subsection 1 of this section" (not "subsection 12-73", a section).
    # A bare item printed with "above"/"below": "as (1) and (2) above", "in (a) above" (Alabama
    # zoning ordinances); the item after a preposition, not a list label opening a line.
    ("internal_bare_item", re.compile(
        # ("property pursuant (B) or (C) above", Faith SD: "to" left out)
        # (a method named by its item, two levels deep: "when notice cannot be served by method (C)(1) or (2) of this section",
        # Locust NC)
        r"(?:(?<=\b(?:in|as|of|to|by)\s)|(?<=\bunder\s)|(?<=\bpursuant\s)|(?P<meth>(?<=\bmethod\s)|(?<=\bmethods\s)))"
        # (a span of items, its two ends cited: "the thresholds identified in\n(1) through (4) of this definition", North Olmsted
        # OH's small cell chapter, a definition's own items)
        r"(?P<a>\((?:\d{1,2}|[a-z]|[A-Z])\)(?:\((?:\d{1,2}|[a-z])\))?)(?:\s+(?:and|or|through)\s+(?P<b>\((?:\d{1,2}|[a-z]|[A-Z])\)))?"
        # ("under (a) or (b) of this subsection", Unalaska AK; "not listed in (b) of this subsection", Gresham OR)
        # (after "method" the place may go unsaid: "when notice cannot be served by method (1) and (2).", Elkin NC)
        r"(?:\s+(?P<where>above|below|(?=of\s+this\s+(?:(?:sub)?section|definition)\b))(?:\b(?!-)|(?<!\w))|(?(meth)(?=[.,;])|(?!)))")),
    # (a lettered subsection's numbered item printed with a dot, bare after a preposition and placed by "of this
    # section", "above" or "below": "except as provided for under D.3 of this section", "the triangulation formula
    # identified in E.2., below", Garner NC)
    ("internal_bare_dotted", re.compile(
        r"(?:(?<=\b(?:in|as|of|to|by)\s)|(?<=\bunder\s))(?P<a>[A-Z])\.(?P<n>\d{1,2})(?![\w\-]|\.\d)(?=\.?,?\s+(?P<where>above|below|of\s+this\s+(?:sub)?section)\b)")),
    ("internal_number", re.compile(
        # (the number may keep its list-marker period: "paragraph 2. of this subsection", Roswell GA)
        # (several: "the requirements of subsections 1 through 4 of this\nsection", Denison IA)
        # (a Minnesota subdivision abbreviated: "after the notice was sent under Subd. 2 above", Arden Hills MN)
        # (a number's own levels in parentheses: "the provisions of Subsection 4(A) of this section", Fairbank IA)
        # (or a Pennsylvania code's dotted subsection: "as set out in subsection .1 of this section", Troy PA)
        r"(?=[SsPp])(?P<word>[Ss]ubsections?|[Pp]aragraphs?|[Ss]ubparagraphs?|Subd\.|[Ss]ubdivisions?)\s+(?:(?<=ubsection\s)\.(?=\d{1,2}\s))?(?P<n>\d{1,2}(?:\([A-Za-z0-9]{1,3}\))*)"
        r"(?P<more>(?:(?<=s\s\d)|(?<=s\s\d\d)|(?<=\d))(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)\d{1,2}(?![\w\-(]|\.\S))*(?![\w\-(]|\.(?![,;])\S)"
        r"(?=\.?,?\s+(?:above|below|hereof|herein|of\s+this\s+(?:section|subsection|article|chapter))\b"
        # (or "Subsection" capitalized inside a sentence, the number then ending a phrase: "The written notice
        # required in Subsection 6 shall inform", Rochester WI; not after a section's number, "§ 7-12, Subsection 6")
        # (or a verb of description: "The indemnity provided under Subsection 1 includes", Orange City IA)
        r"|(?<=[a-z]\sSubsection\s\d)(?=\s+(?:shall|is|are|may|must|and|or|includes?|applies|apply|requires?)\b|[,;])"
        r"|(?<=[a-z]\sSubsection\s\d\d)(?=\s+(?:shall|is|are|may|must|and|or|includes?|applies|apply|requires?)\b|[,;])"
        # (or in lower case with its list-marker period, the sentence going on or ending: "set forth in subsection 1.,
        # the Village", "in subsection 1. exists", "as provided in subsection 3.\n", Rochester WI)
        # ("Facilities of a person who fails to comply\nwith subsection 1., and which", Rochester WI)
        r"|(?:(?<=\b(?:in|of|by|to)\ssubsection\s\d)|(?<=\bunder\ssubsection\s\d)|(?<=\bwith\ssubsection\s\d))(?=\.(?:[,;]|[ \t]+[a-z]|[ \t]*\n|[ \t]*$))"
        # (or with no period, the sentence going on: "required treatment pursuant to\nsubsection 5 is not completed", "in violation of
        # subsection 4 and/or whenever", Carroll IA)
        r"|(?:(?<=\b(?:in|of|by|to)\ssubsection\s\d)|(?<=\bunder\ssubsection\s\d)|(?<=\bwith\ssubsection\s\d)|(?<=\b(?:in|of|by|to)\ssubsection\s\d\d))"
        r"(?=[ \t]*(?:,[ \t]+(?:and|or|the|a|an|which|unless|except)\b|;)|\s+(?:is|are|shall|may|must|and|or|has|have|was|were|applies|apply)\b)"
        # ("this subsection N." names its own number, whatever follows: "subject to regulation under this subsection 2. The
        # Village", "the information required by this subsection 11. A copy", Rochester WI)
        # (capitalized too: "by some provisions of this section other than this Subsection 7.", Mitchellville IA)
        r"|(?:(?<=\bthis\s[Ss]ubsection\s\d)|(?<=\bthis\s[Ss]ubsection\s\d\d))(?=\.(?:[,;]|\s|$))"
        # (or a list of them, plainly this text's: "the procedures contained in Subsections 1, 2 and 3, where applicable",
        # Boone IA)
        r"|(?(more)(?<=\d)(?=[ \t]*[,;:)]|\.(?:\s|$)|\s+(?:where|shall|is|are|may|must|apply|applies)\b)|(?!)))")),
    # Lower-case letters as printed by codes that mark subsections "a.", "b.": "subsection a.",
    # "paragraph a. of this subsection", "subsections b and c". The letter must end the phrase
    # ("subsection a new ..." is no reference).
    ("internal_lower", re.compile(
        # (each letter maybe with its period: "subsections d. through h. below", "subsections e., f., g., and h. above",
        # Rochester WI)
        rf"(?=[SsPp])(?P<word>[Ss]ubsections?|[Ss]ubparagraphs?|[Pp]aragraphs?)\s+(?P<list>{_LOWER_ITEM}(?:\.?(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)(?!a\s+[a-z]{{2}})[a-z](?![\w'])(?!\s+(?:a|an|the)\b))*)")),
    # A bare path of two levels or more after a preposition: "the footage rates outlined in (a)(1)a. and
    # (a)(1)b.", "The provisions in (a)(1)c., above" (Jefferson Parish LA); it opens on its parenthesis
    # (not a list marker: no preposition stands before those; not one level, "in (1) writing")
    ("internal_bare_path", re.compile(
        # (the far end of a span too: "any item referred to in (A)(1)\nthrough (A)(6) hereinabove", Swansea IL)
        r"\((?:(?<=\sin\s\()|(?<=\sof\s\()|(?<=\sunder\s\()|(?<=\sand\s\()|(?<=\sor\s\()|(?<=\sto\s\()|(?<=\sby\s\()|(?<=[\s(][Ss]ee\s\()|(?<=\sthrough\s\())"
        # (a capital first level too: "For the purposes of (A)(6) and (A)(12) of this section", Unalaska AK)
        r"(?:[a-zA-Z]|\d{1,2})\)(?:\((?:\d{1,2}|[a-z]|[ivx]{1,4})\))+(?:[a-z]\.(?!\w)|\d{1,2}\.(?!\d))?(?![\w(])")),
    # Wisconsin statute style: "sub. (3)", "subs. (2) and (3)", "par. (a)", "pars. (a) and (b)",
    # "subd. (a)", "subd. 2"; "(3m)" and "(3) (a)" as the statutes print them.
    ("wi_internal", re.compile(
        rf"(?<![\w.])(?P<word>[Ss]ubs?\.|[Pp]ars?\.|subds?\.)\s*(?P<list>{WI_INTERNAL_ITEM}(?:{LIST_SEP}{WI_INTERNAL_ITEM})*)"
        # (a code lettering its subsections, "sub." before them: "during the hours specified in sub. A.1.", "violating subs.
        # A., C. or D.", Rochester WI)
        # (not the article or the pronoun opening a sentence: "sub. A person")
        r"|(?<![\w.])[Ss]ubs?\.[ \t]*(?![AI][ \t]+(?!(?:of|above|below|unless|and|or|to|shall|hereof|herein|pursuant|is|are|may)\b)[a-z])"
        r"(?P<list2>[A-Z](?:\.\d{1,2})?\.?(?:(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)"
        r"[A-Z](?:\.\d{1,2})?\.?)*)(?![\w])")),
)
# (after the part's quoted name: "chapter 5.04, article E, "Contractors", of this code", Warr Acres OK)
# (the code named by its kind: "Chapter 50 of this Municipal Code", Rochester WI)
CITATION_QUALIFIER = re.compile(
    r"(?:(?:\s*,\s*[\"\u201c][^\"\u201c\u201d\n]{1,60}[\"\u201d])?\s*,?\s*(?P<q>above|below|hereof|herein|hereinafter|of\s+this\s+(?:(?:(?:Municipal|Village|City|Town)\s+)?Code(?:\s+of\s+Ordinances)?|chapter|article|section|title|ordinance)"
    r"|et\s+seq\.|(?:the\s+)?latest\s+edition))",
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

# ---------------------------------------------------------------- other states and federal law
# Statute citations of every state (and DC) in the forms municipal codes print: the Bluebook
# abbreviation ("Minn. Stat. § 160.27"), the state's own short form ("RCW 35.21.160", "KRS
# 82.082", "G.S. 160A-296") and the name written out ("Minnesota Statutes, section 160.27").
# A statute number: digits with letters glued on and parts joined by ".", "-", ":" or "/"
# ("160A-296", "257.676b", "10-9a-509", "40:55D-1", "5/11-1301", "239-m"), then subdivisions;
# Minnesota prints "160.27, subd. 5", "340A.301, subdivision 6, clause (d)" (Moorhead MN).
ST_NUM = (
    # (a period before the number only after a capital: "18 U.S.C.921(a)(4)"; a PDF's line may break
    # after a hyphen: "Ala. Code §§ 11-\n52-70"; a stray blank after the last one, before
    # a section of three or four digits: "Wyoming Statutes § 12-4- 502(a)", Ten Sleep WY)
    # (Nebraska and Kansas number sections inserted later after a comma: "Neb. RS 60-6,166", "K.S.A. 8-1,100")
    # (New Hampshire letters chapters inserted later after a hyphen: "R.S.A. 149-I:7", "RSA 155-A:2", Manchester NH)
    # (or after a chapter's abbreviation glued to it: "KRS Ch.136", Barren County KY)
    # (or after an act's slash: "625 Illinois Compiled Statutes 5/\n6-303", Glen Carbon IL)
    # (or after a hyphen glued to dotted initials: "I.C.-9-25-2-3", Milan IN)
    r"(?:(?<![\w\-:/])|(?<=C\.-))(?:(?<![a-z0-9]\.)|(?<=[Cc]h\.))\d+[A-Za-z]{0,2}(?:[.\-:/](?:\d+[A-Za-z]{0,2}|[a-z](?![a-zA-Z]))|-[A-Z]{1,2}(?![\w\-])|[\-/][ \t]*\n[ \t]*\d+[A-Za-z]{0,2}|(?:(?<=-\d)|(?<=-\d\d))-[ \t]\d{3,4}(?![\d,]))*"
    # (a list's comma may follow: "Neb. RS 60-6,219, 60-6,244 and 60-6,285", Chadron NE)
    # (and a decimal after it: "Neb. RS 60-3,113.02", Oshkosh NE)
    # (the line may break after the hyphen: "60-\n6,305", Weeping Water NE)
    r"(?:(?:(?<=-\d),\d{3}|(?<=-\d\d),\d{3}|(?<=-\n\d),\d{3})(?:\.\d{2}(?!\d))?(?!\d|,\d))?"
    # (Virginia prints a subsection after a dot: "§ 2.2-3707.F", "15.2-4603.C"; not a sentence that
    # opens on "A" or "I": "§ 15.2-2307.A person may")
    r"(?:(?<=\d)\.(?![AI]\s+[a-z])[A-Z](?!\w|\.\w))?"
    # (a subdivision by a letter: "M.S. §\n609.226, subd. d.", Montrose MN)
    # (the first of several: "Minnesota Statutes section\n343.40, subdivisions 1, 2, 3", Albertville MN; the rest are
    # citations' own, citations._listed_subdivisions)
    # (its number in parentheses: "(M.S. \u00a7 35.71 subd. (3), states at the end", St. Michael MN)
    rf"(?:\s?{SUBDIV})*(?:,?\s+[Ss]ubd(?:ivisions?\b|s?\.)\s*(?:\d+[a-z]?|\(\d+[a-z]?\)|(?<!s)[a-z]\b(?!\.?[ \t]*[a-z]{{2}})){SUBDIV}*(?:,\s+clause\s+{SUBDIV})?)?"
    # (Iowa's subsection and paragraph in brackets, inside a list: "Sec. 321.236[1b] and 321L.4[2]", Kalona IA)
    # (or "&": "(Code of Iowa, Sec. 174.15[2] & 364.7[3])", Earlham IA)
    r"(?:\[\d{1,3}[a-z]?\](?=\s+(?:and|or|of|&)\s|,|$))?"
)
# ("R.S. 4:707(A)(1) and (5), 4:710": a bare subdivision inside the list belongs to the number
# before it; the list goes on after it)
# ("O.C.G.A. §§ 16-7-40 et seq., 40-6-249": the list runs on after an item's "et seq.", Powder Springs GA; "IC
# 9-13-2 et seq. and 9-22-1 et seq.", Connersville IN; after a comma, "West Va. Code 5-22-1, et seq. and 21-5A-1, et seq.",
# St. Albans WV; and after a range's "inclusive": "Nevada Revised Statutes
# 268.048 to 268.058, inclusive, and 278.479 to 278.4965, inclusive", Carlin NV)
# (the part's subject in parentheses after "et seq.": "UCA §§ 41-22-1 et seq. (Off-Highway Vehicles) and 41-6a-101 et seq.",
# Garfield County UT)
# (a number that opens the next federal citation is its title, not the list's next item: "14 CFR 36 and 14
# CFR 91", Pitkin County CO; nor a volume of the Statutes at Large: "(29 U.S.C. § 158, 49 Stat. 452)", Baltimore)
# (bare subsections of the section before, listed on to the code's name: "Section 166.234(4), (5), (7), and (8), Florida
# Statutes", Melbourne Beach FL)
# (no count or measure after an item is one: "NMSA \u00a7\u00a7 60-2C-1 et seq.,\n2 times within a 5-year period", Elephant Butte NM)
# (an item is no section when another title's code follows it: "35 P.S. \u00a7\u00a7 6018.101-6018.1003, and 53 P.S. \u00a7 65708", West
# Wheatfield PA)
ST_LIST = rf"(?:{ST_NUM}(?:(?:,?\s+et\s+seq\.?(?:[ \t]+\([A-Z][A-Za-z\-]*(?:[ \t]+[A-Z][A-Za-z\-]*){{0,4}}\))?(?=\s*,|\s+(?:and|or)\s+\d+[.\-:]\d)|,\s+inclusive(?=\s*,\s*(?:and|or)\s+\d+[.\-:]\d))?{LIST_SEP}(?:{ST_NUM}(?!\d|\s+(?:CFR|USC|times?|days?|hours?|weeks?|months?|years?|feet|foot|inches|percent)\b|\s+C\.\s?F\.\s?R\.|\s+U\.\s?S\.\s?C\.|\s+O\.\s?S\.|\s+Stat\.\s*\d|(?:-[A-Z])?\s+M\.\s?R\.\s?S\.|\s+P\.\s?S\.|\s+Pa\.\s?C\.\s?S\.|\s+ILCS\b|\s+I\.?\s?A\.?\s?C\b|\s+(?:KAR|NCAC|CSR)\b|\s+(?:Minn(?:esota|\.)\s+)?(?:Session\s+)?Laws\b)|{SUBDIV}+(?={LIST_SEP}(?:{ST_NUM}|{SUBDIV})|\s*,)))*)"
# (a list item is no year of the session laws after it: "M.S. \u00a7\u00a7 237.16, ... and 238.086 and 2017 Minn. Laws Ch. 94, art.\n9",
# New Prague MN)
# Section word after a state's name (or before the number in a suffix form).
# (the double sign spaced: "53 P.S. \u00a7 \u00a7 65708, 65712", West Wheatfield PA)
# (or "subsection": "as set forth in Idaho Code subsection 49-904\n(2)", Kendrick ID)
# (the doubled sign broken across the line: "the \"Junkyard Control Act,\" G.S.§\n§ 136-141 et seq.", Southern Pines NC)
ST_SEC = r"(?:§(?:[ \t]?§|[ \t]*\n[ \t]*§)?|[Ss]ec(?:tions?|s?\.)|[Ss]ubsections?(?=\s+\d)|ss?\.)"
ST_CH = r"(?:[Cc]h(?:apters?|s?\.))"
# A code year between name and section: "NMSA 1978, § 3-21-1", "Code of Alabama 1975, § 11-45-1",
# "K.S.A. 2019 Supp. 8-1567", "S.C. Code 1976, 61-4-10".
ST_YEAR = (r"(?:\s*,?\s*\(?(?:1[89]|20)\d\d\)?(?:\s+Supp\.)?(?=\s*,?\s*(?:§|[Ss]ec|[Cc]h|tit\.|[Tt]itle))|\s+(?:1[89]|20)\d\d\s+Supp\."
           # ("S.C. Code 1976, 61-4-10": the year, then the section with no sign)
           r"|\s+(?:1[89]|20)\d\d(?=\s*,\s*\d+[\-.:]\d))")

# (jurisdiction, names printed BEFORE the number, names printed AFTER it). A name that is also
# an ordinary word or another state's short form carries a lookahead on the number's shape.
STATE_NAMES: tuple[tuple[str, str, str], ...] = (
    ("AL", r"Ala\.\s*Code(?:\s+Ann\.)?|Code\s+of\s+Ala(?:bama|\.)|Alabama\s+Code",
     r"(?:the\s+)?Code\s+of\s+Ala(?:bama|\.)|Ala\.\s*Code"),
    # (not a word in capitals after a section number: "1042.07 AS-BUILT DRAWINGS REQUIRED.", Davison MI)
    # (dotted, its number maybe on the next line: "the interest rate specified in A.S.\n45.45.010(a)", King Cove AK)
    # (a chapter by its title and chapter: "A.S. 40.15 if it is not made", Sand Point AK)
    ("AK", r"Alaska\s+Stat(?:utes|s?\.)|A\.?S\.?(?=\s+\d+\.\d\d(?:\.\d\d\d|(?![\d\-]|\.\d)))", r"AS\b(?![\-\u2013])|Alaska\s+Statutes"),
    # ("according to ARS Section 9-499 as amended", Snowflake AZ)
    ("AZ", r"A\.\s?R\.\s?S\.|ARS(?=\s*§|\s+\d|\s+[Ss]ection\s+\d)|Ariz\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|Arizona\s+Revised\s+Statutes",
     r"A\.\s?R\.\s?S\.|Arizona\s+Revised\s+Statutes"),
    # (also "A.C. 20-19-301", Cave Springs AR)
    ("AR", r"Ark\.\s*Code(?:\s+Ann\.)?|A\.\s?C\.\s?A\.|A\.\s?C\.(?=\s*(?:§§?\s*)?\d{1,2}-\d{1,3}-\d)|Arkansas\s+Code(?:\s+Annotated)?",
     r"A\.\s?C\.\s?A\.|Arkansas\s+Code(?:\s+Annotated)?"),
    ("CO", r"C\.\s?R\.\s?S\.|CRS(?=\s*§|\s+\d)|Colo\.\s*Rev\.\s*Stat(?:s?\.)?|Colorado\s+Revised\s+Statutes",
     r"C\.\s?R\.\s?S\.|Colorado\s+Revised\s+Statutes"),
    ("CT", r"Conn\.\s*Gen\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|C\.\s?G\.\s?S\.|Connecticut\s+General\s+Statutes"
     r"|General\s+Statutes(?:\s+of\s+Connecticut)?",
     r"Connecticut\s+General\s+Statutes|General\s+Statutes(?:\s+of\s+Connecticut)?|C\.\s?G\.\s?S\."),
    ("DE", r"Del\.\s*Code(?:\s+Ann\.)?", r"(?:the\s+)?Delaware\s+Code"),
    ("DC", r"D\.\s?C\.\s*(?:Official\s+)?Code(?:\s+Ann\.)?|DC\s+(?:Official\s+)?Code", r"(?:the\s+)?D\.\s?C\.\s*(?:Official\s+)?Code"),
    ("FL", r"Fla\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|F\.\s?S\.(?=\s*(?:§|[Ss]|[Cc]h|\d))|Florida\s+Statutes",
     r"F\.\s?S\.|Fla\.\s*Stat\.|(?:the\s+)?Florida\s+Statutes(?:\s+\(\d{4}\))?"),
    # (also the name turned round: "Official Georgia Code Annotated, Section 32-6-70", Kingsland GA; the
    # abbreviation without its last period before "§", "section" or the number: "O.C.G.A § 25-9-6", Jefferson
    # and Columbus GA; "O.C.G.A section 36-71-2(8)", "O.C.G.A 48-13-9(c)(1)", Union City GA)
    ("GA", r"O\.\s?C\.\s?G\.\s?A(?:\.|(?=\s*(?:§|[Ss]ections?\b|\d{1,2}-\d)))|OCGA|Ga\.\s*Code(?:\s+Ann\.)?|Official\s+Code\s+of\s+Georgia(?:\s+Annotated)?|Official\s+Georgia\s+Code(?:\s+Annotated)?",
     # (the code before 1982 as the older ordinances name it: "Chapter 40-11 of the Georgia Code Annotated",
     # Grovetown GA; "the Code of Georgia of 1933")
     r"O\.\s?C\.\s?G\.\s?A\.|(?:the\s+)?Official\s+Code\s+of\s+Georgia(?:\s+Annotated)?"
     r"|(?:the\s+)?Georgia\s+Code\s+Annotated|(?:the\s+)?Code\s+of\s+Georgia(?:\s+Annotated|\s+of\s+1933)?"),
    ("HI", r"Haw\.\s*Rev\.\s*Stat(?:s?\.)?|HRS(?=\s*(?:§|[Ss]ec|[Cc]h)|\s+\d+[A-Z]?-\d)|Hawaii\s+Revised\s+Statutes",
     r"HRS\b(?<=,\sHRS)|(?:the\s+)?Hawaii\s+Revised\s+Statutes"),
    # ("Idaho state code 44-2201(2)", "section 44-2201(2) of the Idaho state code", Dalton Gardens ID)
    ("ID", r"Idaho\s+(?:[Ss]tate\s+)?Code(?:\s+Ann\.)?|Idaho\s+state\s+code", r"(?:the\s+)?Idaho\s+(?:[Ss]tate\s+)?[Cc]ode"),
    # "I.C." is Idaho's and Indiana's: the number's shape decides (see ``state_of``).
    # (and Iowa's: "IC \u00a7 9C.4" in Bettendorf IA's notes, a dotted section)
    # (undotted before the sign: "Authority, see IC §50-311 et seq.", Jerome ID)
    # (a comma before the sign, the name after a footnote's number: "6   I. C., § 31-6-4-2, addresses curfew", Ashley IN)
    # (undotted before a chapter or a title: "IC ch. 23-10", "IC title 23", Kamiah ID)
    # (dotted before a title: "noxious weeds (as defined in I.C. Title 15)", Albion IN)
    # (two signs glued to the number: "IC §§31-714, 31-801", Chubbuck ID)
    # (a hyphen for the blank: "as outlined in I.C.-9-25-2-3", Milan IN)
    ("IDIN", r"I\.\s?C\.(?=\s*,?\s*(?:§|[Ss]ec)|\s*,?\s*\d|-\d{1,2}-\d|\s+[Tt]itle\s+\d)|IC(?=\s*§§?\s*\d{1,3}[A-Z]?[.\-]\d|\s+(?:ch\.|title)\s*\d)", r"I\.\s?C\.(?!\s*,?\s*§)"),
    # ("as required under IC 9-\n22-1-30", Linton IN: the number wrapped after its hyphen)
    ("IN", r"Ind\.\s*Code(?:\s+Ann\.)?|Burns\s+Ind\.\s*Code(?:\s+Ann\.)?|Indiana\s+Code|IC(?=\s+\d+(?:\.\d)?-(?:[ \t]*\n[ \t]*)?\d+)",
     r"(?:the\s+)?Indiana\s+Code"),
    # (and after the section, "as defined in Section 162.2 of\nthe Iowa Code", Osceola IA)
    # (in lower case after the section: "section 321.89 of the code of Iowa", Waterloo IA)
    ("IA", r"Code\s+of\s+Iowa|Iowa\s+Code(?=\s*,?\s*[Cc]h(?:apters?|s?\.))", r"(?:the\s+)?Code\s+of\s+Iowa|(?:the\s+)?code\s+of\s+Iowa|the\s+Iowa\s+Code"),
    ("KS", r"K\.\s?S\.\s?A\.|Kan\.\s*Stat\.\s*Ann\.|Kansas\s+Statutes\s+Annotated", r"K\.\s?S\.\s?A\."),
    ("KY", r"KRS|Ky\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|Kentucky\s+Revised\s+Statutes",
     r"KRS\b|(?:the\s+)?Kentucky\s+Revised\s+Statutes"),
    ("LA", r"La\.\s*R\.\s?S\.|LSA-?\s*R\.\s?S\.|La\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|R\.\s?S\.(?=\s*(?:§\s*)?\d+:\d)"
     r"|Louisiana\s+Revised\s+Statutes", r"Louisiana\s+Revised\s+Statutes"),
    ("ME", r"Me\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?", r"M\.\s?R\.\s?S\.(?:\s?A\.)?"),
    ("MD", r"Md\.\s*Code(?:\s+Ann\.)?(?:\s*,\s*[A-Z][A-Za-z.'’&\s]{1,40}?(?=\s*§))?|Annotated\s+Code\s+of\s+Maryland",
     r"(?:the\s+)?Annotated\s+Code\s+of\s+Maryland"),
    ("MI", r"Mich\.\s*Comp\.\s*Laws(?:\s+Ann\.)?|M\.\s?C\.\s?L\.(?:\s?A\.)?|MCLA?(?=\s*§|\s+\d)|Michigan\s+Compiled\s+Laws",
     r"M\.\s?C\.\s?L\.(?:\s?A\.)?|MCLA?\b|(?:the\s+)?Michigan\s+Compiled\s+Laws"),
    # ("MSA § 171.01", "MSA chapter 168": Minnesota Statutes Annotated, Little Falls MN; before a sign or a chapter
    # only, not Michigan's old "MSA 9.1801")
    # (spelled out, "Annotated" after it, or in the singular: "Minnesota Statutes Annotated section 115A.941", "subject to Minnesota
    # Statute 115A.151"; the initials before a comma and "sec.": "M.S.A., sec. 116.07, subd. 2", Farmington MN)
    ("MN", r"Minn\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|M\.\s?S\.(?=\s*(?:§|[Ss]ec|[Cc]h|\d))|M\.?S\.?A\.?(?=\s*(?:§|[Cc]h|,\s*sec\.))"
           r"|Minnesota\s+(?:[Ss]tate\s+)?[Ss]tatutes(?:\s+Annotated)?|Minnesota\s+Statute(?=\s+\d)",
     r"Minn\.\s*Stat(?:s?\.)?|(?:the\s+)?Minnesota\s+(?:State\s+)?Statutes"),
    ("MS", r"Miss\.\s*Code(?:\s+Ann\.)?|Mississippi\s+Code(?:\s+(?:of\s+)?1972)?(?:\s+Annotated)?",
     r"(?:the\s+)?Mississippi\s+Code(?:\s+(?:of\s+)?1972)?(?:\s+Annotated)?"),
    ("MO", r"RSMo\.?|Mo\.\s*Rev\.\s*Stat(?:s?\.)?|Revised\s+Statutes\s+of\s+Missouri",
     r"RSMo\b\.?|(?:the\s+)?Revised\s+Statutes\s+of\s+Missouri"),
    ("MT", r"Mont\.\s*Code\s+Ann\.|M\.\s?C\.\s?A\.|MCA(?=\s*§|\s+\d)|Montana\s+Code(?:\s+Annotated)?",
     r"M\.\s?C\.\s?A\.|MCA\b|(?:the\s+)?Montana\s+Code\s+Annotated"),
    # ("Neb. RS 28-908": American Legal's Nebraska codes, McCook NE)
    # (the period dropped: "Neb RS 17-557", Murray NE)
    # ("R.S.N. § 16-207", the Revised Statutes of Nebraska by their initials, Sidney NE)
    ("NE", r"Neb\.\s*Rev\.\s*Stat(?:s?\.)?|Neb\.?\s*RS\b|R\.\s?R\.\s?S\.\s*Neb\.|R\.\s?S\.\s?N\.(?=\s*§)|Nebraska\s+Revised\s+Statutes",
     # (after the number in the League of Nebraska Municipalities' model notes: "(Ref. 18-1303 RS Neb.)", Wood River NE)
     r"Revised\s+Statutes\s+of\s+Nebraska|Nebraska\s+Revised\s+Statutes|R\.?\s?R\.?\s?S\.?\s*Neb\.|RS\s+Neb\."),
    # (dotted: "Chapter 574 of the N.R.S.", Elko County NV)
    ("NV", r"NRS|N\.\s?R\.\s?S\.|Nev\.\s*Rev\.\s*Stat(?:s?\.)?|Nevada\s+Revised\s+Statutes",
     r"NRS\b|N\.\s?R\.\s?S\.|(?:the\s+)?Nevada\s+Revised\s+Statutes"),
    # (dotted: "required by R.S.A. 265:73-a", Manchester NH; never the tail of Maine's "M.R.S.A.", which
    # the name's look-behind keeps out)
    ("NH", r"RSA|R\.\s?S\.\s?A\.(?=\s*(?:§\s*)?\d{1,3}-?[A-Z]?:|\s*\d{1,3}-[A-Z]{1,2}(?![\w\-])|\s*[Cc]hapters?\s+\d{1,3}-?[A-Z]{0,2}\b)|N\.\s?H\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?", r"RSA\b"),
    ("NJ", r"N\.\s?J\.\s?S\.(?:\s?A\.)?|N\.\s?J\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|NJSA", r"N\.\s?J\.\s?S\.(?:\s?A\.)?"),
    ("NM", r"NMSA(?:\s+1978)?|N\.\s?M\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|New\s+Mexico\s+Statutes(?:\s+Annotated)?(?:\s*,?\s*1978)?",
     r"NMSA(?:\s+1978)?|(?:the\s+)?New\s+Mexico\s+Statutes(?:\s+Annotated)?(?:\s*,?\s*1978)?"),
    ("NC", r"N\.\s?C\.\s*Gen\.\s*Stat(?:s?\.)?|N\.\s?C\.\s?G\.\s?S\.|NCGS|G\.\s?S\.|North\s+Carolina\s+General\s+Statutes|NC\s+General\s+Statutes?",
     r"General\s+Statutes\s+of\s+North\s+Carolina|North\s+Carolina\s+General\s+Statutes"
     r"|N\.\s?C\.\s?G\.\s?S\.|G\.\s?S\."),
    ("ND", r"N\.\s?D\.\s*Cent\.\s*Code|N\.\s?D\.\s?C\.\s?C\.|NDCC|North\s+Dakota\s+Century\s+Code",
     r"N\.\s?D\.\s?C\.\s?C\.|NDCC\b|(?:the\s+)?North\s+Dakota\s+Century\s+Code"),
    # (dotted: "as defined in O.R.S. 161.515", Forest Grove OR)
    ("OR", r"ORS|O\.\s?R\.\s?S\.|Or\.\s*Rev\.\s*Stat(?:s?\.)?|Oregon\s+Revised\s+Statutes", r"ORS\b|O\.\s?R\.\s?S\.|(?:the\s+)?Oregon\s+Revised\s+Statutes"),
    # (the Consolidated Statutes spelt out, a title of them named before: "Title 75 of the Pennsylvania Consolidated
    # Statutes", Williamsport PA; their numbered form "75 Pa.C.S. \u00a7 102" is ``TITLE_CODES``')
    ("PA", r"Pennsylvania\s+Consolidated\s+Statutes(?=\s*,?\s*[Tt]itle\s+\d)", r"(?:the\s+)?Pennsylvania\s+Consolidated\s+Statutes"),
    ("RI", r"R\.\s?I\.\s*Gen\.\s*Laws|R\.\s?I\.\s?G\.\s?L\.|RIGL|Rhode\s+Island\s+General\s+Laws",
     r"Rhode\s+Island\s+General\s+Laws|General\s+Laws\s+of\s+Rhode\s+Island|R\.\s?I\.\s?G\.\s?L\."),
    # (the initials alone before a section sign: "S.C. \u00a7 47-5-130", James Island SC)
    # ("S.C. Code of Laws Annotated\nSection 47-3-510", Richland County SC)
    ("SC", r"S\.\s?C\.\s*Code(?:\s+(?:Ann\.|of\s+Laws(?:\s+Annotated)?))?|S\.\s?C\.(?=\s*§)|South\s+Carolina\s+Code(?:\s+of\s+Laws(?:\s+Annotated)?)?",
     r"South\s+Carolina\s+Code\s+of\s+Laws(?:\s*,?\s*1976)?|Code\s+of\s+Laws\s+of\s+South\s+Carolina(?:\s*,?\s*1976)?"
     r"|S\.\s?C\.\s*Code(?:\s+of\s+Laws)?"),
    ("TN", r"Tenn\.\s*Code(?:\s+Ann\.)?|T\.\s?C\.\s?A(?:\.|(?=\s*§|\s+\d))|TCA(?=\s*§|\s+\d)|Tennessee\s+Code(?:\s+Annotated)?",
     r"T\.\s?C\.\s?A\.|(?:the\s+)?Tennessee\s+Code(?:\s+Annotated)?"),
    # ("Utah, Code Annotated section 41-6a-526", "section 41-1a-102 of the\nUtah code", Santa Clara UT)
    ("UT", r"Utah\s+Code(?:\s+Ann(?:otated|\.))?|Utah,\s+Code\s+Ann(?:otated|\.)|U\.\s?C\.\s?A\.|UCA(?=\s*§|\s+\d|\s+[Tt]itle\s+\d)",
     r"U\.\s?C\.\s?A\.|(?:the\s+)?Utah\s+[Cc]ode(?:\s+Ann(?:otated|\.))?"),
    # (in capitals: "as defined in VA Code \u00a7 4.1-100", "VA Code Title 58.1, Chapter 31", Northampton County VA)
    # ("see VA Code, \u00a7\n15.2-903", Brookneal VA: a comma before the sign)
    ("VA", r"Va\.\s*Code(?:\s+Ann\.)?|VA\s+Code(?=\s*,?\s*(?:§|[Tt]itle|[Ss]ec))|Code\s+of\s+(?:Virginia\b|Va\.)(?:\s*,?\s*\(?1950\)?(?:,?\s+as\s+amended)?)?|Virginia\s+Code",
     r"(?:the\s+)?Code\s+of\s+Virginia(?:\s*,?\s*\(?1950\)?)?|Va\.\s*Code(?:\s+Ann\.)?|(?:the\s+)?Virginia\s+Code"),
    # ("Of" capitalized: "Revised Code Of Washington 46.09.310", Liberty Lake WA)
    ("WA", r"RCW|R\.\s?C\.\s?W\.|Wash\.\s*Rev\.\s*Code(?:\s+Ann\.)?|Revised\s+Code\s+[Oo]f\s+Washington",
     r"RCW\b|R\.\s?C\.\s?W\.|(?:the\s+)?Revised\s+Code\s+[Oo]f\s+Washington"),
    # ("West Va. Code 5-22-1", St. Albans WV: before Virginia's "Va. Code", which would take its tail)
    # ("the Code of\nWest Virginia Chapter 16, Article 1", Clarksburg WV)
    # ("W. V. Code Article 8-17", Weirton WV)
    # (Drane's source notes, "(WVaC 60-3-22a)", Charles Town WV)
    # (the capitals before chapters: "WV Code, Chapters 20 and 22", Parkersburg WV)
    ("WV", r"W\.\s?Va?\.\s*Code(?:\s+Ann\.)?|WV\s+Code(?=\s*§|\s*,?\s*[Cc]hapters?\s+\d)|WVaC(?=\s+\d)|West\s+Va\.\s*Code|West\s+Virginia\s+Code|Code\s+of\s+West\s+Virginia(?=\s+(?:[Cc]hapter|§|[Ss]ection)\s*\d)", r"West\s+Virginia\s+Code|Code\s+of\s+West\s+Virginia|W\.\s?Va\.\s*Code"),
    # (undotted in American Legal's notes: "WS 12-5-203", Cody WY; before the sign: "WS §§ 15-1-103, 41-14-101 et seq.",
    # Guernsey WY)
    ("WY", r"Wyo\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|W\.\s?S\.(?=\s*(?:\d{4}\s*,?\s*)?(?:§|\d))|WS(?=\s+(?:§§?\s*)?\d{1,2}-\d)|Wyoming\s+Statutes",
     r"W\.\s?S\.|(?:the\s+)?Wyoming\s+Statutes"),
)
# Title-first codes: "625 ILCS 5/11-1301", "53 P.S. § 46202", "75 Pa.C.S. § 3362", "30-A M.R.S. §
# 3001", "24 V.S.A. § 4414", "11 O.S. § 22-101", "21 Del. C. § 4101", "42 U.S.C. § 1983",
# "47 C.F.R. 1.1307(b)"; and the Bluebook's "Okla. Stat. tit. 11, § 22-101". Each name maps to
# (jurisdiction, the abbreviation the target uses).
TITLE_CODES: tuple[tuple[str, str, str, str], ...] = (
    ("IL", "ILCS", r"ILCS|Ill\.\s*Comp\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|Illinois\s+Compiled\s+Statutes", ""),
    ("PA", "P.S.", r"P\.\s?S(?:\.|,(?=\s*§))|Pa\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?|Purdon'?s", ""),
    ("PA", "Pa.C.S.", r"Pa\.\s?C\.\s?S\.(?:\s?A\.)?|Pa\.\s*Cons\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?", ""),
    # (the state's administrative code, an other code as the C.F.R. is: "67 Pa. Code \u00a7 459.8", Swarthmore PA)
    ("PA", "Pa. Code", r"Pa\.\s*Code\b", ""),
    ("ME", "M.R.S.", r"M\.\s?R\.\s?S\.(?:\s?A\.)?|MRSA", r"Me\.\s*Rev\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?"),
    ("VT", "V.S.A.", r"V\.\s?S\.\s?A\.", r"Vt\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?"),
    # (the name spelt out or abbreviated after the title: "60 Oklahoma Statutes section\n49", Okmulgee OK;
    # "47 Okla. Stat. § 11-1302"; undotted before a section sign in American Legal's footnotes: "4 OS § 99;
    # 11 OS § 22-115", Wewoka OK)
    ("OK", "O.S.", r"O\.\s?S\.|OS(?=[ \t]*§)|Oklahoma\s+Statutes(?:\s+Annotated)?|Okla\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?(?!\s*,?\s*tit\.)", r"Okla\.\s*Stat(?:s?\.)?(?:\s+Ann\.)?"),
    ("DE", "Del. C.", r"Del\.\s*C\.(?:\s?A\.)?", r"Del\.\s*Code(?:\s+Ann\.)?"),
    # (the annotated editions: "U.S.C.A.", and Lexis's "42 USCS \u00a7 12101", Baltimore art. 1)
    ("US", "U.S.C.", r"U\.\s?S\.\s?C\.(?:\s?[AS]\.)?|USC[AS]?\b", ""),
    # (spelt out after its title: "49 Code of Federal Regulations Part 23", Coweta County GA)
    # (misprinted "CPR" before a section: "49 CPR 571.205", Edgar WI)
    ("US", "C.F.R.", r"C\.\s?F\.\s?R\.|CFR\b|CPR(?=[ \t]+\d{2,3}\b)|Code\s+of\s+Federal\s+Regulations?\b", ""),
)
# California, Texas and New York cite one of several named codes or laws; the target keeps the
# code's name ("Gov. Code 65850", "Transp. Code 311.001", "Veh. & Traf. Law 1640").
CA_CODES = (
    r"Gov(?:ernment|['\u2019]t|\.)|Veh(?:icle|\.)|Health\s+(?:and|&)\s+Saf(?:ety|\.)|Sts\.\s*(?:and|&)\s*High\.|Streets\s+and\s+Highways"
    r"|Pub(?:lic|\.)\s*Res(?:ources|\.)|Bus(?:iness|\.)\s*(?:and|&)\s*Prof(?:essions|\.)|Penal|Civ(?:il|\.)|Water"
    r"|Pub(?:lic|\.)\s*Util(?:ities|\.)|Rev(?:enue|\.)\s*(?:and|&)\s*Tax(?:ation|\.)|Fish\s+(?:and|&)\s+G(?:ame|\.)"
    r"|Elec(?:tions|\.)|Educ(?:ation|\.)|Lab(?:or|\.)|Food\s+(?:and|&)\s+Agric(?:ultural|\.)|Harb(?:ors|\.)\s*(?:and|&)\s*Nav(?:igation|\.)"
    r"|Welf(?:are|\.)\s*(?:and|&)\s*Inst(?:itutions|\.)|Ins(?:urance|\.)"
)
TX_CODES = (
    # ("Tex. Trans. Code, §§ 501.001", Canton TX: "Trans." too)
    r"Loc(?:al|\.)\s*Gov(?:ernment|['\u2019]t|\.)|Transp(?:ortation|\.)|Trans\.|Gov(?:ernment|['\u2019]t|\.)|Health\s+(?:and|&)\s+Safety|Health\s+&\s+Safety"
    r"|Alco(?:holic|\.)\s*Bev(?:erage|\.)|Tax|Water|Prop(?:erty|\.)|Occ(?:upations|\.)|Util(?:ities|\.)|Parks\s+(?:and|&)\s+Wild(?:life|\.)"
    r"|Penal|Agric(?:ulture|\.)|Nat(?:ural|\.)\s*Res(?:ources|\.)|Bus(?:iness|\.)\s*(?:and|&)\s*Com(?:merce|\.)|Code\s+Crim(?:inal|\.)\s*Proc(?:edure|\.)"
    r"|Elec(?:tion|\.)"
)
NY_LAWS = (
    r"Veh(?:icle|\.)\s*(?:and|&)\s*Traf(?:fic|\.)|Gen(?:eral|\.)\s*Mun(?:icipal|\.)|Gen(?:eral|\.)\s*City|Town|Village|Vill\."
    r"|Mun(?:icipal|\.)\s*Home\s+Rule|Env(?:ironmental|tl\.)\s*Conserv(?:ation|\.)|Highway|High\.|Real\s+Prop(?:erty|\.)\s*Tax"
    r"|Pub(?:lic|\.)\s*Health|Agric(?:ulture|\.)\s*(?:and|&)\s*Mark(?:ets|\.)|Agric\.\s*&\s*Mkts\.|Second\s+Class\s+Cities"
    r"|Exec(?:utive|\.)|Pub(?:lic|\.)\s*Off(?:icers|\.)|Multiple\s+Dwelling|Navigation|Nav\.|Alco(?:holic|\.)\s*Bev(?:erage|\.)\s*Cont(?:rol|\.)"
    r"|Parks,?\s+Recreation\s+and\s+Historic\s+Preservation|Soc(?:ial|\.)\s*Serv(?:ices|\.)|Real\s+Prop(?:erty|\.)|Penal|Election|County"
)


def _top_level(alt: str) -> list[str]:
    """The top-level branches of a regex alternation."""
    out, depth, cur, i = [], 0, "", 0
    while i < len(alt):
        ch = alt[i]
        if ch == "\\":
            cur += alt[i:i + 2]
            i += 2
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "[":
            j = alt.index("]", i + 2)
            cur += alt[i:j + 1]
            i = j + 1
            continue
        if ch == "|" and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    return out + [cur]


def _first_char_alt(branches: list[str]) -> str:
    """An alternation grouped by first letter, so the engine tries one group per position
    instead of every one of a hundred names (every branch starts with a letter)."""
    groups: dict[str, list[str]] = {}
    for b in branches:
        b = b.removeprefix(r"(?:the\s+)?")
        assert b[0].isalpha(), b
        groups.setdefault(b[0], []).append(b[1:])
    return "|".join(f"{h}(?:{'|'.join(t)})" for h, t in sorted(groups.items()))


def _names(table_index: int) -> str:
    return _first_char_alt([b for row in STATE_NAMES for b in _top_level(row[table_index])])


# Each printed name's jurisdiction, found again only for a match (a named group per branch
# would slow every match attempt): (jurisdiction, branch) in the order the alternation tries them.
def _branches(table_index: int) -> tuple[tuple[str, re.Pattern], ...]:
    return tuple((row[0], re.compile(b.removeprefix(r"(?:the\s+)?")))
                 for row in STATE_NAMES for b in _top_level(row[table_index]))


STATE_NAME_PREFIX = _branches(1)
STATE_NAME_SUFFIX = _branches(2)

# One pattern for both orders, so the leftmost citation wins: "section 316.1945, F.S., section
# 316.1946, F.S." must not pair "F.S." with the number after it, nor "Title 5, RCW 35.21.160" the
# name with "Title 5". The leading lookahead lists the characters a citation can start with: the
# engine skips other positions cheaply.
# (Washington numbers title.chapter.section and cites a title so: "RCW Title 35 or 35A", "Title
# 35A RCW")
_ST_CH_OR_TITLE = rf"(?:{ST_CH}|[Tt]itles?\b|tit\.)"
# (after the name, an article of a chapter: "West Virginia Code Article 60-8", "W. Va. Code Art. 11-15", Parkersburg WV)
# (a chapter lettered, its article of two digits: "W.Va.\nCode Art. 17C-16", Shinnston WV; not Maryland's old "Art. 2B-1")
_ST_ARTICLE = r"Art(?:icle|\.)(?=\s*(?:\d{1,3}|\d{1,3}[A-Z](?=-\d\d))-[ \t]*\n?[ \t]*\d{1,3}[A-Z]?\b(?![\-.]\d))"
STATE_STATUTE = re.compile(
    r"(?=[ABCDFGHIKLMNORSTUVW§\d]|s(?:ec|s?\.)|ch|tit)(?:"
    # (a hyphen glued after dotted initials: "I.C.-9-25-2-3", Milan IN)
    rf"(?<![\w.])(?P<pname>{_names(1)}){ST_YEAR}?(?:(?<=C\.)-(?=\d))?\s*,?\s*(?:(?P<chw>{_ST_CH_OR_TITLE}|{_ST_ARTICLE})\s*|{ST_SEC}\s*)?"
    # (a list may repeat the section sign: "T.C.A., § 55-4-101 through 55-4-135, §§ 55-8-181 to
    # 55-8-193", but not into a section of another code: "... and § 2-3 of this code", "Code of
    # Virginia, § 15.2-2204 and Section 31-301(e)")
    # (or the section's abbreviation: "(Code of Iowa, Sec. 435.26 & Sec. 435.35)", Manchester IA)
    rf"(?P<list>{ST_LIST}(?:{LIST_SEP}(?:§§?|Secs?\.)\s*(?>{ST_LIST})(?!\s*,?\s*of\s+(?:the|this)\s))*)"
    # ("Section 11-52-1 et seq. Code of Alabama": the range mark before the code's name)
    # (a range "inclusive" before the name: "sections 49-801 to 49-849, inclusive, Idaho Code", Rupert ID)
    rf"|(?:(?P<chw2>{_ST_CH_OR_TITLE})\s*|{ST_SEC}\s*)?(?P<list2>{ST_LIST})(?:\s*,?\s+et\.?\s+seq\.?,?|\s*,\s*inclusive\s*,)?\s*,?\s*(?:of\s+)?(?:the\s+)?(?<![\w.])"
    # (nor before a chapter or section of its own: "violates §§\n7-1-1, ... 7-1-5 or Wis. Stats. Chapter 174", Turtle Lake WI,
    # names the state's chapter, not the list's code)
    rf"(?P<sname>{_names(2)})(?![\w])(?!\s*§*\s*\d+[.\-]\d)(?!\s*,?\s*(?:[Cc]hapters?|[Cc]h\.|[Ss]ec(?:tions?|s?\.)|ss?\.)\s*\d))"
)
# A document named, then the parts of it that it includes: "including", "including without limitation", "including, but not
# limited to", "such as", "namely" (a state's code before its sections, a charter before its sections)
INCLUDING = r"(?:including(?:\s+without\s+limitation|\s*,?\s*but\s+not\s+limited\s+to)?|such\s+as|namely)"
# A state's code named without a section, then the sections it includes: "the powers granted under
# the Code of Virginia, including without limitation § 15.2-2204, § 15.2-2286, and § 15.2-2309"
# (searched in a short window ending at the first section).
STATE_CODE_INCLUDING = re.compile(rf"(?<![\w.])(?P<sname>{_names(2)})(?![\w])\s*,?\s*{INCLUDING}\s*,?\s*:?\s*$")
TITLE_CODE = re.compile(
    r"(?=[\dTIPMVOD])(?:"
    rf"(?<![\w.\-])(?:Title\s+)?(?P<title>\d+(?:-?[A-Z])?)\s+(?:"
    + "|".join(f"(?P<t{j}>{row[2]})" for j, row in enumerate(TITLE_CODES))
    # (the path down to the parts: "40 CFR Chapter I, Subchapter N, Parts 405—471", a model pretreatment
    # ordinance's, Gwinnett County GA)
    # (the initials restated: "Title 24 Code of Federal Regulations (CFR), Part 3280", Montgomery County GA)
    # (the path abbreviated, the chapter in figures: "40 C.F.R. Ch. 1, Subch. A, part 3", Boone NC)
    # (an Oklahoma title's article before its sections: "68 O.S., Art. 16, §§ 1621 through 1634", Newcastle OK)
    # (or the chapter alone before the section: "the FCC\nCustomer service obligations, 47 C.F.R. Chapter 1, \u00a7 76.309", Valparaiso IN)
    + rf")(?:\s*\((?:CFR|C\.\s?F\.\s?R\.)\))?{ST_YEAR}?(?:\s*,?\s*(?:Chapter\s+|Ch\.\s*)(?:[IVXL]{{1,4}}|\d{{1,2}})\s*,(?:\s*(?:Subchapter\s+|Subch\.\s*)[A-Z]{{1,2}}\s*,|(?=\s*\u00a7))"
    + r"|\s*,\s*Art(?:icle|\.)\s*\d{1,3}[A-Z]?\s*,(?=\s*§))?"
    # (parts abbreviated in the plural: "16\nC.F.R. Pts. 1500 and 1507", St. Matthews KY)
    + rf"\s*,?\s*(?:(?P<chw>{ST_CH}|[Pp]arts?|[Pp]ts?\.)\s*|{ST_SEC}\s*)?(?P<list>{ST_LIST})"
    + r"|(?<![\w.])(?:"
    + "|".join(f"(?P<b{j}>{row[3]})" for j, row in enumerate(TITLE_CODES) if row[3])
    + rf")\s*,?\s*tit\.\s*(?P<title2>\d+(?:-[A-Z])?)\s*,\s*(?:(?P<chw2>{ST_CH})\s*|{ST_SEC}\s*)?(?P<list2>{ST_LIST})"
    # (the chapter, act and section spelt out after the name: "offenses as set forth in\nIllinois Compiled Statutes chapter 720, act 530,
    # section 0.01 et seq.", Lindenhurst IL four times)
    + r"|(?<![\w.])Illinois\s+Compiled\s+Statutes\s*,?\s*[Cc]hapter\s+(?P<ilc2>\d{1,3})\s*,\s*[Aa]ct\s+(?P<ila2>\d{1,4})"
    + r"(?:\s*,\s*[Ss]ection\s+(?P<ils2>\d{1,4}(?:[.\-]\d{1,4})*))?\b(?![.\-]\d)"
    # (an Illinois chapter whole, no act or section after it: "Pursuant to authority granted in 65 Illinois Compiled\nStatutes,
    # and upon authority", Bensenville IL)
    # (or an act of it, its word printed: "the Snowmobile Registration and Safety Act, 625 Illinois Compiled Statutes Act 40,
    # said definitions", Hawthorn Woods IL)
    + r"|(?<![\w.\-])(?P<ilch>\d{1,3})\s+(?:ILCS|Illinois\s+Compiled\s+Statutes)\b(?:\s+Act\s+(?P<ilact>\d{1,4})\b(?![/.\-]\d))?"
    + r"(?=\s*[,;.)]|\s+(?:and|or)\s))"
)
_CODE_ALT = _first_char_alt(_top_level(CA_CODES) + _top_level(TX_CODES) + _top_level(NY_LAWS))
# ("Cal. Veh. C. § 22500": "C." before the section sign is "Code")
_CODE_NAMES = rf"(?P<code>{_CODE_ALT})\s+(?P<kw>(?:Code|Law)\b|C\.(?=\s*§))"
_CODE_NAMES2 = rf"(?P<code2>{_CODE_ALT})\s+(?P<kw2>Code|Law)\b"
_CODE_STATE = r"Cal(?:ifornia|\.)|Louisiana|La\.|Tex(?:as|\.)|V\.\s?T\.\s?C\.\s?A\.|Vernon'?s(?:\s+Ann\.)?|N\.\s?Y\.|New\s+York(?:\s+State)?"
# Texas and Louisiana number some codes in articles: "Article 2.01b of the Texas Election Code",
# "Civil Code Article 2370" (Louisiana's)
_CODE_ART = r"[Aa]rt(?:icles?\b|s?\.)"
NAMED_CODE = re.compile(
    r"(?=[A-Z§]|s(?:ec|s?\.)|ch)(?:"
    # ("California Code of Civil Procedure Section 697.340": the one code named "Code of ...")
    rf"(?:(?<![\w.])(?P<st>{_CODE_STATE})\s*,?\s*)?(?<![\w.])(?:{_CODE_NAMES}|(?P<ccp>Code\s+of\s+Civil\s+Procedure|Code\s+Civ\.\s*Proc\.))\s*,?\s*"
    rf"(?:(?P<chw>{ST_CH})\s*|(?P<sec>{ST_SEC})\s*|(?P<art>{_CODE_ART})\s*)?(?P<list>{ST_LIST}(?:{LIST_SEP}{ST_SEC}\s*(?>{ST_LIST})(?!\s*,?\s*of\s+the\s))*)"
    # ("Section 2251.5 or Section 9105, of the California Vehicle Code": the name is each section's)
    # ("§§ 49.004 and 54.205, et. seq.,\nTexas Water Code", Palm Valley TX)
    rf"|(?:(?P<chw2>{ST_CH})\s*|{ST_SEC}\s*|(?P<art2>{_CODE_ART})\s*)(?P<list2>{ST_LIST}(?:{LIST_SEP}{ST_SEC}\s*{ST_LIST})*)(?:\s*,?\s+et\.?\s+seq\.?)?\s*,?\s*(?:of\s+)?(?:the\s+)?(?:(?P<st2>{_CODE_STATE})\s+)?[\"\u201c]?{_CODE_NAMES2})"
)
# A Texas subject code named whole, without a provision: "the Texas Transportation Code", "Tex. Parks & Wildlife
# Code", "the Tax Code of the State of Texas" (one citation of the code, as five Texas files' labels name it)
TX_CODE_WHOLE = re.compile(
    rf"(?<![\w.])(?:Texas|Tex\.)\s+(?P<code>{TX_CODES})\s+Code\b(?!\s*,?\s*(?:§|[Ss]ec|[Cc]h(?:apter|\.)|[Aa]rt|\d))"
    rf"|(?<![\w.])(?P<code2>{TX_CODES})\s+Code\s+of\s+the\s+State\s+of\s+Texas\b")
PUB_LAW = re.compile(
    # (the number broken after its hyphen: "the Clean Water Act of 1977 (Pub. L. No. 95-\n217)", Ironton OH)
    # ("also known as PL 92-500", Blackshear GA: the initials without periods, before a law of the 80th to
    # 119th Congress only)
    r"[Pp](?<![\w.][Pp])(?:(?<=P)ub(?:lic|\.)\s*L(?:aw|\.)|(?<=p)ublic\s+law(?=\s+\d)|\.\s?L\.|L(?=\s(?:[89]\d|1[01]\d)-\d{1,3}\b))\s*(?:No\.\s*)?(?:(?P<list>\d{2,3}-(?:[ \t]*\n[ \t]*)?\d{1,3})\b"
    # Indiana's public laws, numbered in their year, a section after: "P.L. 2-2008, Sec. 83" (Bedford IN's history notes); no
    # Congress numbered a law so
    r"|(?P<inpl>\d{1,3})-(?P<inyear>(?:19|20)\d\d)\b(?:\s*,\s*(?:Sec\.|SEC\.|\u00a7)\s*(?P<insec>\d{1,4})\b)?"
    # the form before 1957: "Public Law 171, 81st Congress"
    r"|(?P<num>\d{1,4})\s*,\s*(?P<cong>\d{2,3})(?:st|nd|rd|th)\s+Congress\b)")
# the Statutes at Large: "109 Stat. 568" (a volume and page; not "Wis. Stat. 66.0907", whose
# number is no page, nor "Minn. Stat. 462.357")
# (in lower case after a public law's number: "Pub. L. 98-549, 98\nstat. 2779 (1984)", Menomonie WI)
STAT_LARGE = re.compile(r"(?<![\w.§])\b(?P<vol>\d{1,3})\s+(?:Stat|(?<=\d,\s\d\d\s)stat|(?<=\d,\s\d\d\n)stat)\.\s*(?P<page>\d{1,4})\b(?![.\d])")
# Texas's Revised Civil Statutes, numbered by article: "Tex. Rev. Civ. Stat. Art. 6701(d)" (Martindale TX), "Tex. Rev.
# Civ. Stat., Art. 1175\n(18)", "V.T.C.S. art. 6701d", and the article first, "Article 4413\n(29bb), V.T.C.S."
_TX_CIV = (r"(?:Tex(?:as|\.)\s*Rev(?:ised|\.)\s*Civ(?:il|\.)\s*Stat(?:utes|s?\.)(?:\s*Ann(?:otated|\.))?|V\.\s?T\.\s?C\.\s?S\."
           r"|Vernon'?s\s+(?:Texas|Tex\.)\s+(?:Revised\s+)?Civil\s+Statutes(?:\s+Annotated)?|Revised\s+Civil\s+Statutes\s+of\s+Texas)")
# (a level wrapped onto the next line before a comma or the sentence's end; not an item opening the line)
# (its letter in capitals too: "Tex. Revised Civil Statutes Article 3271A", Port Isabel TX)
_TX_ART = rf"\d{{3,4}}(?:[a-z]|[A-Z](?![A-Za-z]))?(?:-\d{{1,2}}[a-z]?)?(?:(?:\n(?={SUBDIV}+(?:[,.;)]|[ \t]+(?:of|and|or)\b)))?{SUBDIV})*"
TX_CIV_STAT = re.compile(
    rf"(?<![\w.]){_TX_CIV}\s*,?\s*[Aa]rt(?:icle\b|\.)\s*(?P<n>{_TX_ART})"
    rf"|\b[Aa]rt(?:icle\b|\.)\s*(?P<n2>{_TX_ART})\s*,\s*(?:of\s+(?:the\s+)?)?{_TX_CIV}")
# Texas's Code of Criminal Procedure, by article or chapter, the name after or before: "Chapter 18 of the Texas Code of
# Criminal Procedure" (Burkburnett TX), "Vernon's Ann. C.C.P., Art. 18.182", "Tex. Crim.\nPro. Code, Art. 102.0174", or
# whole, "the Texas Code of Criminal Procedure". Only with the state's name: Louisiana has a Code of Criminal Procedure too.
_TX_CCP = (r"(?:Texas|Tex\.)\s*(?:Code\s+of\s+Criminal\s+Procedure|Code\s+Crim(?:inal|\.)\s*Proc(?:edure|\.)|Crim(?:inal|\.)\s*Pro(?:cedure|c?\.)\s*Code)"
           r"|Vernon['\u2019]?s\s+Ann(?:otated|\.)\s*(?:C\.\s?C\.\s?P\.|Code\s+of\s+Criminal\s+Procedure)")
_TX_CCP_LEVEL = r"(?P<{0}>[Aa]rt(?:icles?\b|s?\.))|(?P<{1}>[Cc]hapters?\b|[Cc]h\.)"
TX_CCP = re.compile(
    rf"(?<![\w.])(?:{_TX_CCP})\s*,?\s*(?:{_TX_CCP_LEVEL.format('art', 'chw')})\s*(?P<list>{ST_LIST})"
    rf"|\b(?:{_TX_CCP_LEVEL.format('art2', 'chw2')})\s*(?P<list2>{ST_LIST})\s*,?\s*(?:of\s+)?(?:the\s+)?(?:{_TX_CCP})"
    rf"|(?<![\w.])(?P<whole>{_TX_CCP})")
# Pennsylvania's Municipalities Planning Code by section, as American Legal's cross-reference blocks abbreviate it:
# "Zoning classifications - see Penna. Mun. Plan. Code \u00a7 605" (Lower Chichester PA), or named in full, the section
# before or after it
_PA_MPC = r"(?:Penna\.\s*Mun\.\s*Plan\.\s*Code|(?:Pennsylvania\s+)?Municipalities\s+Planning\s+Code)"
_PA_MPC_SEC = r"\d{3,4}(?:\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*"
PA_MPC = re.compile(
    rf"(?<![\w.]){_PA_MPC}\s*,?\s*(?:\u00a7+|[Ss]ec(?:tions?\b|s?\.))\s*(?P<n>{_PA_MPC_SEC})(?![\w\-])"
    rf"|(?:\b[Ss]ection\s+|\u00a7\s*)(?P<n2>{_PA_MPC_SEC})\s+of\s+the\s+{_PA_MPC}")
# a subchapter of the federal regulations, no part named: "40 CFR Subch. N", "40 C.F.R. Subchapter N" (the
# effluent guidelines a pretreatment ordinance adopts), perhaps under its chapter: "40 CFR Chapter I,
# Subchapter N" ("40 C.F.R. subch. N"; "ch. 1, subch. N" where the chapter is printed, as the labels write it)
CFR_SUBCH = re.compile(
    # (the levels in parentheses: "40 CFR, Chapter\n(I), Subchapter (N)", Dimondale MI)
    r"(?<![\w.])(?P<t>\d{1,2})\s+(?:CFR\b|C\.\s?F\.\s?R\.?)\s*,?\s*(?:(?:Chapter|[Cc]h\.)\s*(?P<po>\()?(?P<ch>[IVX]{1,3}|\d)(?(po)\))\s*,\s*)?"
    r"[Ss]ubch(?:apter\b|\.)\s*(?P<so>\()?(?P<s>[A-Z])(?(so)\)|\b)(?!\s*,?\s*(?:[Pp]arts?|[Pp]t\.)\s*\d)")
# the Bill of Rights and the Fourteenth Amendment, named: "First Amendment rights"
# (not the end of another ordinal: "the Twenty-First Amendment" repealed prohibition, Pilot Grove MO)
# (in lower case only where nothing else can be meant: "other item protected by\nthe first amendment;" (Rochester WI),
# "consistent with the first amendment to the United States Constitution" (Reedsville WI); not "the first amendment to
# the lease")
# (the constitution in lower case too: "protected by the\nfirst amendment to the United States constitution", Menomonie WI)
# (or before "rights", the curfew model's exception: "Exercising first amendment rights protected by the United States\nconstitution",
# Hauser ID, Menomonie WI)
# (not a kind of event named after it: "No special event permit fee shall be charged for a First Amendment\nevent", Ashland KY)
US_AMENDMENT = re.compile(r"\b(?<!-)(?P<amend>First|Second|Fourth|Fifth|Sixth|Eighth|Fourteenth|Twenty-First)\s+Amendment\b(?!\s+[Ee]vents?\b)"
                          r"|(?<=\bthe\s)(?P<lc>first|fourteenth)\s+amendment\b(?=\s*[;,.)]|\s+(?:to|of)\s+the\s+(?:United\s+States\s+|U\.\s?S\.\s+|[Ff]ederal\s+)?[Cc]onstitution\b)"
                          r"|(?<![\w\-])(?P<lc2>first)\s+amendment(?=\s+rights\b)")

# The named codes of other states and federal law come first: "42 U.S.C. § 1983" must not
# leave "§ 1983" to the local patterns, nor "section 316.1945, Florida Statutes" its number to
# the Wisconsin four-decimal rule.

# ---------------------------------------------------------------- administrative codes
# "ch. NR 151, Wis. Adm. Code", "s. SPS 383.03, Wis. Adm. Code", "Wis. Admin. Code § NR 115.05":
# the agency's prefix (NR, SPS, Trans, ATCP, DHS, PSC, Comm, ILHR...) is part of the number.
# ("Wis. Admin Code ATCP 93.260", Linden WI: "Admin" without its period)
_WIS_ADM = r"(?:Wis(?:consin|\.)?\s*Adm(?:in\.?|\.)\s*Code|Wisconsin\s+[Aa]dministrative\s+[Cc]ode)"
_ADM_SEC = r"(?:§§?|[Ss]ec(?:tions?|s?\.)|ss?\.|[Rr]ule)"
# ("Wis. Admin.\nCode Chap. Comm 20.10(1)(c)", Linden WI)
_ADM_CH = r"(?:[Cc]h(?:apter|ap\.|\.))"
# The Wisconsin agencies whose prefix names their rules' chapter without the code's name ("ch. SPS 362", "s. NR 812.08")
# (and the health department's former initials: "Chs. HSS 195 and HSS 197, Wis. Adm. Code", Edgar WI's bed and breakfasts)
_WI_AGENCIES = r"(?:SPS|NR|ATCP|DHS|HSS|HFS|Trans|COMM|ILHR|DSPS)"
# (the agencies an item of a list may print again before its chapter: "NR 151\nand ATCP 50, Wis. Adm. Code", Edgar WI)
WI_LIST_AGENCIES = r"SPS|NR|ATCP|DHS|HSS|HFS|COMM|Comm|ILHR|DSPS"
WI_AGENCY_SEC = rf"{_WI_AGENCIES} \d{{1,3}}\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*"
# Wisconsin's administrative code chapters listed one a row by the agency's initials, each with its title after a dash or a
# range: "      1.   SPS 305 - Licenses, Certifications and Regulations;" / "      8.   SPS 361-366 Commercial Building Code; and"
# (Menomonie WI's 9-3-3): the chapter (the range's two ends); only the building-safety agencies' initials, which name nothing else
WI_AGENCY_ROWS = re.compile(r"(?<![\w.])(?P<ag>SPS|ATCP|COMM|ILHR|DSPS)[ \t]+(?P<n>\d{3})(?:[ \t]*[\-\u2013][ \t]*(?P<n2>\d{3}))?(?![\d.])"
                            r"(?=[ \t]+[\-\u2013][ \t]+[A-Z]|[ \t]+[A-Z][a-z])")
WI_ADMIN = re.compile(
    # (the agency before the word, a range of its chapters after: "Wis. Adm. Code SPS\nChapters 382 to 387", Newburg WI)
    # (the agency's abbreviation with its period: "Wis. Admin. Code, Trans. Chapter 327", Turtle Lake WI)
    rf"(?<![\w.]){_WIS_ADM}\s*,?\s*(?P<agency8>{_WI_AGENCIES})\.?\s+(?:{_ADM_CH}s?|[Cc]hs\.)\s*(?P<num8>\d{{1,3}})\b(?![.\-]\d)"
    r"(?:\s*(?:to|through|[\-\u2013]|and|or)\s*(?P<more8>\d{1,3})\b(?![.\-]\d))?"
    # (sections with the sign after the agency: "and SPS §§ 325.01 and 325.02", Newburg WI)
    # (or the word: "the requirements of ILHR section 51.01(11a)", Menomonie WI's older rules)
    rf"|(?<![\w.])(?P<agency9>{_WI_AGENCIES})[ \t]*(?:§§?|(?<=[A-Z][ \t])section)[ \t]*(?P<num9>\d{{2,3}}\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*)(?![\d.]\d)"
    r"(?P<rest9>(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{3}\.\d{2,4}[a-z]?(?:\(\w{1,4}\))*(?![\d.]\d))*)"
    # (or the section first, with no agency, the code named after it: "See 185.361, Wis. Adm. Code." (Edgar WI's water rules))
    rf"|(?<![\w.§])(?P<num12>\d{{2,3}}\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*)\s*,\s*(?:of\s+the\s+)?{_WIS_ADM}"
    # (a section printed with no agency: "under Wis. Admin. Code\n93.110", Linden WI, the target as printed)
    rf"|(?<![\w.]){_WIS_ADM}[ \t]*\n?[ \t]*(?:{_ADM_SEC}[ \t]*)?(?P<num11>\d{{2,3}}\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*)(?![\d.]\d|[\w\-])"
    rf"|(?<![\w.]){_WIS_ADM}\s*,?\s*(?:(?P<chw>{_ADM_CH}s?|[Cc]hs\.)\s*|{_ADM_SEC}\s*)?"
    # (a subsection maybe printed after a blank or a line break: "Wis. Admin. Code NR 811.12\n(5)(d)", Pepin WI)
    # (the old Commerce rules in lower case: "Wisconsin Administrative Code section\ncomm. 20.10", Reedsville WI)
    # (a section sign after the agency, maybe dotted: "Wis. Admin. Code NR. § 811.12(5)(d)", Medford WI; the old one-letter
    # prefix: "Wisconsin Administrative Code H 62", the health rules, Medford WI)
    # (a colon misprinted for the period before a section with its subsection: "Wis. Admin.\nCode NR 429:03(2)", Pepin WI)
    # (the agency's abbreviation with its period: "Wis. Admin. Code, Trans. 128", "Wis. Admin. Code, Chapter Trans. 128", Turtle Lake
    # WI; not the word for a chapter or section)
    # (the one letter glued to its chapter: "the Wisconsin Administrative Code, Chapter H77", Edgar WI)
    # (or hyphened to it: "Wis. Adm. Code Chapter H-62", Gilman WI)
    r"(?P<agency>[A-Z][A-Za-z]{1,4}|[A-Z](?=[ \t]\d)|(?<=[Cc]hapter[ \t])[A-Z](?=-?\d{2,3}\b(?![.\-]\d))|comm\.)(?:\.?[ \t]*§|(?<!\bCh)(?<!\bChs)(?<!\bSec)(?<!\bSecs)(?<!\bSub)(?<!\bPar)\.(?=[ \t]*\d)|(?<=[Cc]hapter[ \t][A-Z])-(?=\d))?\s*(?P<num>\d+(?:\.\d+|:\d{2}(?=\())?[a-z]?(?:\(\w{1,4}\)|(?<=\d)\s\((?:\d{1,2}[a-z]{0,2}|[a-z]{1,2})\)(?=[\s,;.(]))*)"
    # (a second chapter of the same agency: "Wis. Adm. Code Chapters NR 140 or\n809", Gilman WI; the end of a range:
    # "Chapters SPS 361 - 366", Reedsville WI)
    # (the agency printed again before the next chapter: "Wis. Adm.\nCode Chapters NR 811 and NR 812", Gilman WI)
    r"(?(chw)(?:(?<=\d)(?:\s*,?\s*(?:or|and|through|to)\s+(?P<moreag>(?:SPS|NR|ATCP|DHS|Trans|COMM|ILHR|DSPS)\s+)?|[ \t]*[\-\u2013][ \t]*)(?P<more>\d{3})\b(?![.\-]\d))?"
    # (more sections of the same agency after a section: "Wis. Admin. Code ss. SPS 320.10 and 361.41", Rochester WI)
    # (or more chapters, an agency maybe printed again: "Wisconsin administrative code sections NR 151, 216 and NR
    # 103", Menomonie WI)
    rf"|(?:(?<=\d)(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?:{_WI_AGENCIES}\s+)?\d{{3}}"
    r"(?:\.\d{1,4}[a-z]?(?:\(\w{1,4}\))*)?(?![\w\-]|\.\d))*)"
    # (several sections, each with its agency, before the code's name: "NR 544.04(3), NR 544.05(1) and NR 544.06(2)(a),
    # Wisconsin\nadministrative code", Reedsville WI)
    rf"|(?<![\w.])(?P<list7>{WI_AGENCY_SEC}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){WI_AGENCY_SEC})+)\s*,?\s*(?:of\s+the\s+)?{_WIS_ADM}"
    # (the old one-letter prefix glued to its number: "chapter H62, Wisconsin administrative code", Reedsville WI)
    # (the agency's prefix abbreviated with a period: "sec. Comm. 27.18, Wis. Admin. Code", Linden WI)
    # (not "See": "See 185.361, Wis. Adm. Code." (Edgar WI) names no agency)
    rf"|(?:(?P<chw2>{_ADM_CH})\s*|{_ADM_SEC}\s*)?(?<![\w.])(?!See\b)(?P<agency2>[A-Z][A-Za-z]{{1,4}}|(?<=[ \t\n])[A-Z](?=\d))\.?\s*"
    # (the line may break between two subsections: "NR 110.15(3)\n(b), Wis. Adm. Code", Medford WI)
    # (or a range of the agency's chapters: "the appropriate\nrequirements of COMM 81-84, Wisconsin administrative code", Menomonie WI)
    # (or a range of sections, the end printed without its chapter: "\u00a7\u00a7 NR 116.12-14,\nWisconsin administrative code",
    # Reedsville WI, the model floodplain ordinance; or with it, "NR 116.12-116.14, Wis. Adm. Code")
    rf"(?:(?P<ch2a>\d{{1,3}})[ \t]*[\-\u2013][ \t]*(?P<more2>\d{{1,3}})|(?P<sch>\d{{3}})\.(?P<s1>\d{{2,4}})[ \t]*[\-\u2013][ \t]*(?P<s2>(?:\d{{3}}\.)?\d{{2,4}})(?![\d.])|(?P<num2>\d+(?:\.\d+)?[a-z]?(?:\(\w{{1,4}}\)|(?<=\))\s\(\w{{1,4}}\))*))"
    rf"\s*,?\s*(?:of\s+the\s+)?{_WIS_ADM}"
    # "ch. SPS 362", "ch. NR 151": a chapter named by a Wisconsin agency's prefix needs no "Wis. Adm. Code"
    # (a range of them in an adoption table's row: "Chs. SPS 361-366   Commercial Building Code", Rochester WI)
    rf"|(?<![\w.])(?P<chw3>[Cc]h(?:apter|s?\.))\s*(?P<agency3>{_WI_AGENCIES}) (?P<num3>\d{{1,3}})\b(?!\.\d)"
    r"(?:(?<=\d)[ \t]*[\-\u2013][ \t]*(?P<more3>\d{3})\b(?![.\-]\d))?"
    # ... and a section so, the statutes' "s." before it: "the requirements of s. ATCP 93.260", "s.\nATCP 93.110" (Gilman WI)
    rf"|(?<![\w.])(?:ss?\.|§)\s*(?P<agency4>{_WI_AGENCIES}) (?P<num4>\d{{1,3}}\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*)(?![\d.]\d|\s*,?\s*(?:of\s+the\s+)?Wis)"
    # (bare after a preposition, the department's prefix enough: "a permit for which has been obtained in accordance with the
    # provision of NR 112", Linden WI)
    # (or "to": "work pursuant to SPS 316 which shall expire", Pepin WI)
    rf"|(?:(?<=\bof\s)|(?<=\bwith\s)|(?<=\bunder\s)|(?<=\bper\s)|(?<=\bto\s))(?P<agency10>NR|SPS|ATCP|DHS) (?P<num10>\d{{3}}(?:\.\d{{2,4}}[a-z]?(?:\(\w{{1,4}}\))*)?)(?![\w\-]|\.\d|\s*,?\s*(?:of\s+the\s+)?Wis)"
    # the agency before the word, or the word before the agency in lower case, then the chapters and the code named
    # after them: "SPS chapters 320 - 325 and 327 of the\nWisconsin Administrative Code", "chapters comm.\n20 - 25,
    # Wisconsin administrative code" (Reedsville WI): each chapter printed, one citation
    # (or no word for them at all: "Wisconsin Uniform Dwelling Code (SPS 320 through 325 and 327, Wisconsin\nAdministrative
    # Code)", Menomonie WI)
    r"|(?<![\w.])(?:(?P<agency5>SPS|NR|ATCP|DHS|HSS|HFS|COMM|Comm|ILHR|DSPS)(?:\s+[Cc]hapters?)?|[Cc]hapters?\s+(?P<agency6>comm\.|Comm\.?|SPS|NR|ATCP|DHS|HSS|HFS))\s*"
    # (the agency printed again before each: "Chapters SPS 314 and SPS 330\nof the Wisconsin Administrative Code", Linden WI)
    rf"(?P<list5>\d{{1,3}}(?:\s*(?:[\-\u2013]|,|and|or|through|to)\s*(?:(?:{WI_LIST_AGENCIES})\s+)?\d{{1,3}})*)\b(?![.\-]\d)\s*,?\s+(?:of\s+the\s+)?"
    r"(?:Wis(?:consin|\.)?\s*Adm(?:in)?\.\s*Code|Wisconsin\s+[Aa]dministrative\s+[Cc]ode)"
)
# Washington: "WAC 468-95-010", "chapter 468-95 WAC".
WAC = re.compile(
    r"(?:\bWAC|\bWashington\s+Administrative\s+Code)\s*(?:§+\s*)?(?P<num>\d+-\d+(?:-\d+)?[A-Z]?(?:\(\w{1,4}\))*)"
    # ("Section 248-54-580, Washington Administrative Code", Kirkland WA)
    rf"|(?:(?P<chw>{_ADM_CH})\s*|{_ADM_SEC}\s*)?(?<![\w.\-])(?P<num2>\d+-\d+(?:-\d+)?[A-Z]?(?:\(\w{{1,4}}\))*)\s*,?\s*(?:WAC\b|(?:of\s+the\s+)?Washington\s+Administrative\s+Code\b)"
)
# Texas: "30 TAC § 335.1", "16 Tex. Admin. Code ch. 5", "Texas Administrative Code Title 30, Chapter
# 335", "Title 25, Part 1, Section 229.162 (Definitions) of the Texas Administrative Code".
_TX_ADM = r"(?:Texas\s+Administrative\s+Code|Tex\.\s*Admin\.\s*Code|TAC\b)"
_TX_ADM_PART = r"(?:\s*,?\s*Part\s+\d{1,3})?\s*,?\s*(?:(?P<chw%s>Chapter|Ch\.)|Section|Rule|§+)\s*(?P<num%s>\d{1,4}(?:\.\d{1,4})?)"
TX_ADMIN = re.compile(
    # (a comma after the name: "30 TAC, Ch. 285", Heath TX)
    rf"\b(?P<t>\d{{1,2}})\s+{_TX_ADM}\s*,?\s*(?:(?P<chw>Chapter|Ch\.|ch\.)\s*|§+\s*)?(?P<num>\d{{1,4}}(?:\.\d{{1,4}})?)"
    rf"|\b{_TX_ADM}\s*,?\s*Title\s+(?P<t2>\d{{1,2}})" + _TX_ADM_PART % (2, 2)
    + rf"|\bTitle\s+(?P<t3>\d{{1,2}})" + _TX_ADM_PART % (3, 3)
    + rf"(?:\s*\([A-Z][\w ]{{0,40}}\))?\s*,?\s+of\s+the\s+{_TX_ADM}"
    rf"|\bTitle\s+(?P<t4>\d{{1,2}})\s*,?\s+of\s+the\s+{_TX_ADM}")
# Florida: "Chapter 64E-6, Florida Administrative Code", "Rule 62-330.010, F.A.C.", "F.A.C. 62-330"
_FL_ADM = r"(?:Florida\s+Administrative\s+Code|F\.\s?A\.\s?C\.)"
# (a rule's subsections, maybe wrapped: "Rule 5E-1.003\n(2)(d), Florida Administrative Code", Lake Mary FL)
_FL_ADM_NUM = r"\d{1,3}[A-Z]{0,2}-\d{1,3}(?:\.\d{3,4}(?:\s?\([a-z0-9]{1,3}\))*)?"
# ("Chapters 14-96 and 14-97, Florida Administrative Code", Gainesville FL: the name is each chapter's)
FL_ADMIN = re.compile(
    rf"(?:(?P<chw0>Chapters)\s*(?P<num0>{_FL_ADM_NUM})\s+(?:and|or)\s+(?=\d{{1,3}}[A-Z]{{0,2}}-\d{{1,3}}(?:\.\d{{3,4}})?\s*,?\s*{_FL_ADM}))?"
    rf"(?:(?P<chw>Chapter|Ch\.)\s*|(?:Rule|Section|§)\s*)?(?<![\w.\-])(?P<num>{_FL_ADM_NUM})\s*,?\s*{_FL_ADM}"
    rf"|{_FL_ADM}\s*,?\s*(?:(?P<chw2>Chapter|Ch\.)\s*|(?:Rule|§)\s*)?(?P<num2>{_FL_ADM_NUM})")
# The Bluebook's compiled rules: "Tenn. Comp. R. & Regs. 0400-40-14-.06(1)(d)", "Ga. Comp. R. & Regs.
# r. 391-3-6-.03"
# The Alaska Administrative Code: "15 AAC 75.300" (title, chapter.section; King Cove AK), an other code as the other states'
AK_AAC = re.compile(r"(?<![\w.\-])(?P<t>\d{1,2})\s+AAC\s+(?P<num>\d{1,3}\.\d{1,4})(?P<sub>(?:\([a-z0-9]{1,3}\))*)(?![\w.\-]\w)")
# The Arizona Administrative Code's rules, numbered "R" title-chapter-section: "A.A.C. R15-5-1812" (Chino Valley AZ),
# "Arizona Administrative Code R18-9-A314" (an article's letter before the section)
AZ_ADMIN = re.compile(
    r"(?:(?<![\w.])A\.\s?A\.\s?C\.|\bArizona\s+Administrative\s+Code)\s*,?\s*(?:(?:§|[Ss]ection|[Rr]ule)\s*)?"
    r"(?P<num>R\d{1,2}-\d{1,2}-[A-Z]?\d{1,4}(?:\.\d{1,2})?(?:\([A-Za-z0-9]{1,3}\))*)(?![\w\-])")
# The Virginia Administrative Code: "9 VAC 10-20-150 C 2 a" (title, agency-chapter-section, then its
# subdivisions printed bare: a capital letter, a number, a small letter).
VA_ADMIN = re.compile(
    r"(?<![\w.\-])(?P<t>\d{1,2})\s?VAC\s?(?P<num>\d{1,3}-\d{1,4}(?:-\d{1,4})?)(?![\w\-])"
    r"(?P<sub>\s+[A-Z](?:\s+\d{1,2}(?:\s+[a-z])?)?(?!\w))?")
COMP_RULES = re.compile(
    # (a chapter of them: "Ga. Comp. R. & Regs. Ch. 511-6-1", Liberty County GA)
    # (the rules' name spelt out: "Ga. Comp. Rules and Regs. \u00a7 391-3-4-.06", Waleska GA)
    r"\b(?P<st>Tenn|Ga)\.\s*Comp\.\s*R(?:\.|ules)\s*(?:&|and)\s*Regs\.\s*(?:r\.\s*|§\s*|(?P<ch>[Cc]h(?:apter|\.))\s*)?"
    r"(?P<num>\d{3,4}-\d{1,3}(?:-\d{1,3})*(?:-\.\d{1,3})?(?:\(\w{1,4}\))*)")
# Maryland's code is in named articles: "State Tax-Property Article §§ 10-104, 14-604", "Title 12 of
# the Real Property Article of the Maryland Code", "§ 21-101 of the Transportation Article".
MD_ARTICLES = {
    "tax-property": "Tax-Prop.", "tax-general": "Tax-Gen.", "real property": "Real Prop.", "transportation": "Transp.",
    "public safety": "Pub. Safety", "environment": "Envir.", "local government": "Local Gov't",
    "business regulation": "Bus. Reg.", "health-general": "Health-Gen.", "criminal law": "Crim. Law",
    "criminal procedure": "Crim. Proc.", "alcoholic beverages": "Alc. Bev.", "land use": "Land Use",
    "family law": "Fam. Law", "courts and judicial proceedings": "Cts. & Jud. Proc.", "natural resources": "Nat. Res.",
    "labor and employment": "Lab. & Empl.", "public utilities": "Pub. Util.", "state government": "State Gov't",
    "housing and community development": "Hous. & Cmty. Dev.", "general provisions": "Gen. Prov.",
    "state finance and procurement": "State Fin. & Proc.", "election law": "Elec. Law", "education": "Educ.",
    "agriculture": "Agric.", "insurance": "Ins.", "commercial law": "Com. Law", "health occupations": "Health Occ.",
    "business occupations and professions": "Bus. Occ. & Prof.", "financial institutions": "Fin. Inst.",
    # (the Public Utilities Article's name before 2010, still printed: Baltimore art. 26)
    "public utility companies": "Pub. Util. Cos.",
    # (printed also without its last "s": "State Personnel and Pension Article § 38-101(d)", Baltimore art. 22)
    "state personnel and pensions": "State Pers. & Pens.", "state personnel and pension": "State Pers. & Pens.",
    # (the rest of the Code's articles: "State Corporations and Associations Article, Title 5, Subtitle 6B",
    # Baltimore art. 23)
    "corporations and associations": "Corps. & Ass'ns", "correctional services": "Corr. Servs.",
    "economic development": "Econ. Dev.", "estates and trusts": "Est. & Trusts", "human services": "Hum. Servs.",
}
# (a scrape may space the hyphen: "the State Tax - Property Article", Baltimore)


def md_article_abbr(printed: str) -> str:
    """The abbreviation of a Maryland article as printed ("State Tax - Property", "natural  resources"):
    "Tax-Prop.", "Nat. Res."."""
    return MD_ARTICLES[re.sub(r"\s?-\s?", "-", " ".join(printed.lower().replace("\u2013", "-").split()))]


_MD_ART = "|".join(r"\s+".join(w.replace("-", r"\s?[-\u2013]\s?") for w in k.split()) for k in sorted(MD_ARTICLES, key=len, reverse=True))
_MD_CODE = r"(?:\s+of\s+the\s+(?:Annotated\s+Code\s+of\s+Maryland|Maryland\s+Code))"
MD_ARTICLE = re.compile(
    # ("Md. Code Ann., Transportation Art. § 25-102", Frederick County MD)
    rf"(?:\bState\s+)?\b(?P<art>(?i:{_MD_ART}))\s+(?:Article|Art\.){_MD_CODE}?\s*,?\s*(?:§§?\s*(?P<list>{ST_LIST})|[Tt]itle\s+(?P<title>\d{{1,2}})"
    # (and its subtitle: "the State Public Utility Companies Article, Title 12, Subtitle 1", Baltimore art. 26)
    rf"(?:\s*,\s*[Ss]ubtitle\s+(?P<subt>\d{{1,2}}[A-Z]?)\b)?)"
    # (a title's subtitle before it, each maybe with its caption in braces: "Title 14 {"Preferences"}, Subtitle 3
    # {"Minority Business Participation"} of the State Finance and Procurement Article", "Title 7, Subtitle 6A, of
    # the State Natural Resources Article", Baltimore)
    # ("et seq." between: "§§ 10-601 et seq. of\nthe Criminal Law Article of the State Code", Anne Arundel County MD)
    rf"|(?:§§?\s*(?P<list2>{ST_LIST})(?:\s+et\.?\s+seq\.?)?{_BRACED}|\b[Tt]itle\s+(?P<title2>\d{{1,2}}){_BRACED}(?:\s*,\s*[Ss]ubtitle\s+(?P<subt2>\d{{1,2}}[A-Z]?){_BRACED})?)"
    rf"\s*,?\s+of\s+the\s+(?:State\s+)?(?P<art2>(?i:{_MD_ART}))\s+Article{_MD_CODE}?"
    # a whole article, the code named after it: "the Agriculture Article, Annotated Code of Maryland" (Baltimore)
    rf"|\b(?P<art3>(?i:{_MD_ART}))\s+Article(?:\s*,\s*|\s+of\s+the\s+)(?:Annotated\s+Code\s+of\s+Maryland|Maryland\s+Code)\b"
    # (or after "State": "under the State Tax-General Article", Baltimore art. 28)
    rf"|\bState\s+(?P<art4>(?i:{_MD_ART}))\s+Article\b"
    # (or named alone after "the": "consistent with the Natural Resources Article", Baltimore art. 7; not
    # an article of the local code: "the Land Use Article of this Code")
    rf"|(?<=\bthe\s)(?P<art5>(?i:{_MD_ART}))\s+Article\b(?!\s*(?:of\s+th(?:is|e\s+City)|\d|[IVX]))"
    # an article of the Code before its recodification, numbered: "Article 83A, § 4-701 of the Maryland Code"
    r"|\bArticle\s+(?P<oart>\d{1,3}[A-Z]?)\s*,\s*§§?\s*(?P<osec>\d+(?:[\-.]\d+)*[A-Z]?)\s+of\s+the\s+(?:Annotated\s+Code\s+of\s+Maryland|Maryland\s+Code)\b"
    # (or after the Code's abbreviation, with or without a section: "Md. Code, Art. 25, § 122A(d)", "Md. Code,
    # Art. 66B", Chestertown MD)
    r"|\bMd\.\s?Code(?:\s+Ann\.)?\s*,\s*Art(?:\.|icle)\s+(?P<nart>\d{1,3}[A-Z]?)(?![\w\-]|\.\d)"
    r"(?:\s*,\s*§\s*(?P<nsec>\d+[A-Z]?(?:[\-.]\d+[A-Z]?)*(?:\([a-z0-9]{1,3}\))*))?")
# The Code of Maryland Regulations: "COMAR 08.19.01.05" (title, subtitle, chapter, regulation), then
# the regulation's section letters: "COMAR 08.19.06.01B", "COMAR 08.19.04.01D - G", "COMAR 26.17.02.01B(3)".
MD_COMAR = re.compile(
    r"(?:\bCOMAR|\bCode\s+of\s+Maryland\s+Regulations(?:\s*\(COMAR\))?)\s*,?\s*(?:§\s*)?"
    r"(?P<num>\d{2}\.\d{2}(?:\.\d{2}){0,2})(?P<sub>[A-Z](?:\(\d{1,2}\))*(?:\s?[\-\u2013]\s?[A-Z](?:\(\d{1,2}\))*)?)?(?![\w\-]|\.\d)")
# Ohio: "Ohio Adm. Code 4901:1-5-01", "O.A.C. 4901:1-5-01", "rule 4901:1-5-01 of the Ohio
# Administrative Code".
_OHIO_ADM = r"(?:\bOhio\s+Adm(?:in)?\.\s*Code|\bOhio\s+Administrative\s+Code|\bO\.\s?A\.\s?C\.|\bOAC\b)"
# (the line may break after the colon: "O.A.C. Chapter 901:\n13-1", Clinton OH)
# (or after a hyphen: "OAC 3745-\n3-09", Celina OH)
_OAC_NUM = r"\d+(?::(?:[ \t]*\n[ \t]*)?\d+)?-(?:[ \t]*\n[ \t]*)?\d+(?:-\d+)*(?:\(\w{1,4}\))*"
OHIO_ADMIN = re.compile(
    # ("OAC Ch. 3745": a chapter may be a bare number, or dotted: "OAC Ch. 4501.29", Springboro; a rule printed dotted after
    # "Section": "OAC Section 3745.95", Johnstown OH)
    rf"{_OHIO_ADM}\s*,?\s*(?:(?P<chw>{_ADM_CH})\s*|{_ADM_SEC}\s*)?(?P<num>{_OAC_NUM}|(?:(?<=\.\s)|(?<=[Ss]ection\s))\d{{3,4}}(?:\.\d{{1,3}})?\b(?![\-:]|\.\d))"
    rf"|(?:(?P<chw2>{_ADM_CH})\s*|{_ADM_SEC}\s*)?(?<![\w.:\-])(?P<num2>{_OAC_NUM})\s*,?\s*(?:of\s+the\s+)?{_OHIO_ADM}"
    # (whole chapters listed after the plural, one a division's: "Ohio\nAdministrative Code Chapters 3796 and 1301:18", Worthington OH)
    rf"|{_OHIO_ADM}\s*,?\s*[Cc]hapters\s+(?P<num3>\d{{3,4}}(?::\d{{1,3}})?)\b(?![\-.]\d)(?:\s*,?\s+(?:and|or)\s+(?P<more3>\d{{3,4}}(?::\d{{1,3}})?)\b(?![\-.]\d))?"
)
# Code of Massachusetts Regulations: "780 CMR Section 411", "527 CMR 1.00".
# (a whole title stands alone too: "the State Building Code, 780 CMR", "(527 CMR)")
# (and a section's subdivision: "105 CMR 665.010(C)", Somerville App. D)
# (dotted too: "452 C.M.R. \u00a7 8.01", "760 C.M.R. 22.00", Somerville ch. 9)
MASS_CMR = re.compile(r"(?<![\w.])(?P<title>\d{3})\s+(?:CMR\b|C\.\s?M\.\s?R\.)(?:\s*(?:,?\s*(?:[Ss]ection|§+)\s*)?(?P<num>\d+(?:\.\d+)+(?:\([A-Za-z0-9]{1,3}\))+|\d+(?:\.\d+)*\b))?")

# South Dakota's Administrative Rules: "ARSD 74:52:01:12"
# Colorado: the Code of Colorado Regulations by volume, "4 CCR § 723-6812", "4 CCR 723-6817(b)" (Vail CO).
# California's Code of Regulations by title, maybe its sections after "\u00a7": "17 Cal. Code of Regs. \u00a7\u00a7 7583 through 7622"
# (Riverbank CA), "Title 24 of the California Code of Regulations" (the labels' "24 Cal. Code Regs.", one per section)
CA_REGS = re.compile(
    r"(?<![\w.])(?P<t>\d{1,2})\s+(?:Cal(?:ifornia|\.)\s*Code\s+(?:of\s+)?Reg(?:ulation)?s\.?)"
    r"(?:\s*,?\s*\u00a7\u00a7?\s*(?P<list>\d{1,5}(?:\.\d{1,3})?(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)\d{1,5}(?:\.\d{1,3})?)*))?"
    r"|\b[Tt]itle\s+(?P<t2>\d{1,2})\s+of\s+the\s+California\s+Code\s+of\s+Regulations\b")
# The North Carolina Administrative Code: title, chapter and subchapter, rule ("15A NCAC 02D.1903(b)(2)\nthrough (b)(12)",
# Butner NC; the rule printed ".1903" after a blank in the official form, "15A NCAC 02D .1903")
# (a range of rules, the second printed from its dot: "(15 NCAC 1I.0101-.0209)", Martin County NC)
# (a section sign before the rule, the line broken after it: "15A NCAC 13B §\n.0502", Davidson County NC)
# (or with no title, a rule only: "in accordance with all conditions listed in NCAC \u00a7 02D.1903(b)(2)", Richlands NC; "NCAC 92D
# .1903(b)(2)", Stallings NC: kept as printed)
NC_ADMIN = re.compile(r"(?:(?<![\w.])(?P<t>\d{1,2}[A-Z]?)\s+|(?<![\w.])(?=NCAC\s+(?:\u00a7[ \t]*)?\d{1,2}[A-Z]{1,2}[ \t]*\.\d{4}))"
                      r"NCAC\s+(?(t)|(?:\u00a7[ \t]*)?)(?P<ch>\d{1,2}[A-Z]{0,2})(?:(?:[ \t]?|[ \t]*§\s*)(?P<rule>\.\d{4}))?"
                      # (the rule's subdivisions after a blank: "15A NCAC 2B .0233 (3)(a)", Winterville NC)
                      r"(?P<sub>(?:(?<=\d)[ \t](?=\([a-z0-9]{1,3}\)))?(?:\([a-z0-9]{1,3}\))*)(?:(?<=\d)[ \t]*[\-\u2013][ \t]*(?P<rule2>\.\d{4}))?(?![\w\-]|\.\d)"
                      r"(?:\s+(?:through|to|and|or)\s+(?P<sub2>(?:\([a-z0-9]{1,3}\))+))?")
CO_CCR = re.compile(r"(?<![\w.])(?P<t>\d{1,2})\s+CCR\s*(?:§\s*)?(?P<num>\d{3,4}-\d{1,4}(?:\.\d{1,3})?(?:\([a-z0-9]{1,3}\))*)(?![\w\-]|\.\d)")
# New Jersey: "N.J.A.C. 14:4-9" (title 14, chapter 4, subchapter 9), "N.J.A.C. 7:13-12.1".
NJ_ADMIN = re.compile(r"\bN\.\s?J\.\s?A\.\s?C\.\s*(?:§\s*)?(?P<num>\d{1,2}[A-Z]?:\d{1,3}[A-Z]?(?:-\d{1,3}(?:\.\d{1,3})?)?)(?![\w\-]|\.\d)")
# Hawaii: "Hawaii Administrative Rules Chapter 11-46", "HAR \u00a7 11-60.1-1" (Honolulu HI): a chapter is
# department-chapter, a section department-chapter-section.
HI_ADMIN = re.compile(
    r"(?:\bHawaii\s+Administrative\s+Rules|\bHAR\b|\bHaw\.\s*Admin\.\s*(?:R\.|Rules|Code))\s*,?\s*(?:(?P<ch>[Cc]h(?:apter|\.))\s*|§+\s*)?"
    r"(?P<num>\d{1,2}-\d{1,3}(?:\.\d{1,2})?(?:-\d{1,3}(?:\.\d{1,2})?)?)(?![\w\-]|\.\d)")
# Iowa's rules with the agency printed first, as the state's own form has it: "567 IAC 69.1[3]", "Iowa
# Administrative Code 567, Chapter 69" (Le Mars IA); Indiana's print a hyphen where Iowa's print a period
IA_ADMIN_AGENCY = re.compile(
    # (a subrule after the rule: "as specified in 567 IAC 71.2(2)", Fairbank IA)
    r"(?<![\w.])(?P<ag>\d{3})\s+IAC\s+(?:[Cc]hapter\s+(?P<ch>\d{1,3})\b(?![.\-]\d)|(?P<rule>\d{1,3}\.\d{1,3})(?![\d\-]|\.\d)(?P<sub>(?:\(\w{1,3}\))*))"
    r"|\bIowa\s+Admin(?:istrative|\.)\s+Code\s*,?\s*(?P<ag2>\d{3})\s*,\s*[Cc]hapter\s+(?P<ch2>\d{1,3})\b(?![.\-]\d)"
    # (or the code named after the rule: "the criteria listed in 567-75.2(3), Iowa\nAdministrative Code", Fairbank IA)
    r"|(?<![\w.\-])(?P<ag3>\d{3})-(?P<rule3>\d{1,3}\.\d{1,3})(?![\d\-]|\.\d)(?P<sub3>(?:\(\w{1,3}\))*)\s*,?\s*(?:of\s+the\s+)?"
    r"Iowa\s+Admin(?:istrative|\.)\s+Code")
# Indiana: "327 I.A.C. 5-16", "327 IAC 3-6-11" (Brazil IN): the title before the initials (Iowa's "IAC" comes first), then
# article-rule or article-rule-section
IN_ADMIN = re.compile(
    r"(?<![\w.])(?P<t>\d{1,3})\s+(?:(?P<dot>I\.\s?A\.\s?C\.)|IAC\b|Ind\.\s*Admin\.\s*Code)\s*(?:§\s*)?"
    # (a section's subsection: "per 170 I.A.C. 6-1-13(10)", Battle Ground IN)
    # (a rule's dotted levels, "675 IAC 22-2.2.3"; an article alone, "shall comply with 675 IAC 22" (Huntington IN): Iowa's
    # rules print the agency first too, but a chapter with its word or a rule with its period, "567 IAC 69.1")
    # (an article numbered with a decimal point after the dotted initials, "327 I.A.C. 12.1": Iowa's are "IAC"; the line broken
    # after a hyphen, "410 I.A.C. 6-10.1-\n66", Greenville IN)
    r"(?:(?P<num>\d{1,3}(?:\.\d)?-\d{1,3}(?:\.\d{1,2}){0,2}(?:-(?:[ \t]*\n[ \t]*)?\d{1,3}(?:\.\d{1,2})?(?:\(\w{1,3}\))*)?)"
    # (the article's word printed: "governed through the state (312 I.A.C. Art. 9, Fish and Wildlife)", New Whiteland IN)
    r"|(?:Art(?:icle|\.)[ \t]*)?(?P<art>\d{1,3}(?(dot)(?:\.\d{1,2})?|)))"
    r"(?![\w\-]|\.\d)")
# Utah: "Utah administrative code R37-4-3" (Farmington UT), "Utah Admin. Code R317-4-13", "U.A.C. R317-4"
UT_ADMIN = re.compile(
    # (or by its rule's number alone before the rules' subject: "adopted pursuant to section R309-102-5 of the Utah safe drinking
    # water rules and regulations", Farmington UT)
    r"(?:(?:\bUtah\s+[Aa]dministrative\s+[Cc]ode|\bUtah\s+Admin\.\s*Code|\bU\.A\.C\.)\s*,?\s*(?:[Rr]ule\s+|§\s*)?"
    r"|(?<=[Ss]ection\s)(?=R\d{3}-\d{1,3}-\d{1,4}[a-z]?(?:\(\w{1,3}\))*\s+of\s+the\s+Utah\s+[a-z]))"
    # (the line broken after the hyphen: "(Utah Administrative Code R68-\n9 Utah Noxious Weed Act.)", Elk Ridge UT)
    r"(?P<num>R\d{1,3}-(?:[ \t]*\n[ \t]*)?\d{1,3}(?:-\d{1,4}[a-z]?)?(?:\(\w{1,3}\))*)(?![\w\-]|\.\d)")
# Louisiana: "LAC 33:III.1109", "LAC 33:III § 1109" (Cankton LA): title, part (in roman numerals) and section
LA_ADMIN = re.compile(
    r"(?:\bLAC\b|\bLa\.\s*Admin\.\s*Code|\bLouisiana\s+Administrative\s+Code)\s*,?\s*(?:[Tt]itle\s+)?(?P<t>\d{1,2})\s*:\s*"
    r"(?P<part>[IVXL]{1,6}|\d{1,3})(?:(?:\s*,?\s*§\s*|\.)(?P<sec>\d{1,5})(?:\.(?P<sub>[A-Z](?:\.\d{1,2})?))?)?(?![\w\-]|\.\d)")
# Iowa: "IAC, 567-69.1" (the Iowa codification's form: agency 567, chapter 69, rule 1), "Iowa
# Administrative Code 567-69.1"; the rule's subrule in brackets after it, as Iowa prints them ("[3]").
IA_ADMIN = re.compile(
    r"(?:\bIAC\b|\bIowa\s+Admin(?:istrative|\.)\s+Code)\s*,?\s*(?:§\s*)?(?P<num>\d{3}-\d{1,3}(?:\.\d{1,3})?)(?![\d\-]|\.\d)")
# The Illinois Administrative Code, title first: "35 Ill. Adm. Code 601", "35 Illinois administrative code 607 and
# 653" (Abingdon IL, in lower case), "77 Ill. Adm. Code Part 890", "77 Ill. Adm. Code 890.1130".
IL_ADMIN = re.compile(
    r"(?:(?<![\w.])(?P<t>\d{1,2})\s+(?:Ill\.\s*Adm(?:in)?\.\s*Code|Illinois\s+[Aa]dministrative\s+[Cc]ode)\s*,?\s*(?:(?:[Pp]arts?|[Ss]ections?|§§?)\s*)?"
    # (the title named before the code, its chapter between: "Title 77 of Illinois Administrative\nCode, Chapter XVI, Section
    # 3500", Diamond IL; a part or section word needed)
    r"|\bTitle\s+(?P<t2>\d{1,2})\s+of\s+(?:the\s+)?Illinois\s+[Aa]dministrative\s+[Cc]ode\s*,?\s*(?:(?:Chapter|Ch\.)\s*[IVXL]{1,5}\s*,\s*)?"
    r"(?:[Pp]arts?|[Ss]ections?|§§?)\s*)"
    r"(?P<list>\d{3,4}(?:\.\d{1,5})?(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)\d{3,4}(?:\.\d{1,5})?)*)(?![\w\-]|\.\d)")
IL_ADMIN_ITEM = re.compile(r"\d{3,4}(?:\.\d{1,5})?")
# Illinois as American Legal's codes print it, the compiled statutes' chapter and act numbered the old way:
# "ILCS Ch. 510, Act 5" (510 ILCS 5), "ILCS Ch. 65, Act 5, \u00a7 11-20-7", and an act's section named first:
# "\u00a7 19 of the Animal Control Act, being ILCS Ch. 510, Act 5" (510 ILCS 5/19; DeWitt County IL)
ILCS_CH = re.compile(
    # (the act by its long title in quotation marks, with the day it was approved: "\u00a7 3 of \u201cAn Act in Relation to a Tax
    # Upon Persons ...\u201d, approved 6-28-1933, being ILCS Ch. 35, Act\n120", Crestwood IL)
    r"(?:(?:\u00a7|\b[Ss]ection)\s*(?P<sec>\d{1,4}(?:\.\d{1,3})?[a-z]?(?:-\d{1,4})*)\s+of\s+(?:the\s+(?:[A-Z][A-Za-z'\-]*\s+){1,6}Act"
    r"|[\u201c\"]An\s+Act\b[^\u201d\"]{1,300}[\u201d\"](?:\s*,?\s*approved\s+\d{1,2}[\-/]\d{1,2}[\-/]\d{4})?)\s*,\s*being\s+)?"
    # (a comma after the name, a dotted section: "ILCS, Ch. 625, Act 5, § 11-301", "§ 11-1301.2", Galena IL)
    # (the word for the chapter spelt out, a section wrapped after its hyphen: "ILCS Chapter 625, Act 5, \u00a7 20-\n204", East Dundee IL)
    r"\bILCS\s*,?\s+Ch(?:\.|apter)\s*(?P<ch>\d{1,3})\s*,\s*Act\s+(?P<act>\d{1,4})\b"
    # (a subsection numbered with a hyphen: "ILCS Ch.\n735, Act 5, § 15-1508(b-10)", Frankfort IL)
    r"(?:\s*,\s*\u00a7\s*(?P<sec2>\d{1,4}(?:\.\d{1,3})?[a-z]?(?:-(?:[ \t]*\n[ \t]*)?\d{1,4}(?:\.\d{1,3}(?!\d))?)*(?:\(\w{1,3}(?:-\d{1,3})?\))*)"
    # (or several: "ILCS Ch. 235, Act 5, \u00a7\u00a7 6-2, 6-11, 6-12 and 6-25", Galesburg IL)
    # (or one after two signs: "ILCS Ch. 735, Act 5, \u00a7\u00a7 3-101 et seq.", Crestwood IL)
    r"|\s*,\s*\u00a7\u00a7\s*(?P<secs>\d{1,4}(?:-\d{1,4}(?:\.\d{1,3}(?!\d))?)*(?:\(\w{1,3}\))*(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)\d{1,4}(?:-\d{1,4}(?:\.\d{1,3}(?!\d))?)*(?:\(\w{1,3}\))*)*))?"
    # (the chapter before the act and its sections in the compiled form, "ILCS" first: "License applications, see ILCS Ch. 235
    # 5/4-1, 4-7, and 7-1", "see ILCS 235 5/6-1 et seq.", De Land IL)
    r"|\bILCS\s*,?\s+(?:Ch(?:\.|apter)\s*)?(?P<ch2>\d{1,3})\s+(?P<act2>\d{1,4})/(?P<secs2>\d{1,4}-\d{1,4}(?:\.\d{1,3}(?!\d))?(?:\(\w{1,3}\))*"
    r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+)\d{1,4}-\d{1,4}(?:\.\d{1,3}(?!\d))?(?:\(\w{1,3}\))*)*)")
ILCS_SECTION = re.compile(r"\d{1,4}(?:-\d{1,4}(?:\.\d{1,3}(?!\d))?)*(?:\(\w{1,3}\))*")
ARSD = re.compile(r"\bARSD\s*(?:§\s*)?(?P<num>\d{1,2}:\d{1,2}(?::\d{1,2}(?::\d{1,3}(?:\.\d+)?)?)?)")
# Oregon's administrative rules, a chapter or a rule: "OAR 918-750", "OAR 340-071-0130"
# Nebraska's administrative code by title and chapter: "Title 179, NAC 2" (Bridgeport NE), "179 NAC 2-002"
# (the title and chapter printed by their words after "Nebraska Regulation": "Nebraska Regulation Title 179, Chapter\n2",
# Cedar Bluffs NE; the span from "Title")
NE_NAC = re.compile(r"\b(?:[Tt]itle\s+(?P<t>\d{1,3})\s*,?\s*|(?P<t2>\d{1,3})\s+)NAC\s+(?P<ch>\d{1,3})(?:-(?P<sec>\d{3}(?:\.\d{2}[A-Z0-9]*)?(?:\(\w{1,3}\))*))?(?![\w.\-]\d)"
                    r"|(?:(?<=Nebraska\sRegulation\s)|(?<=Nebraska\sRegulations\s))Title\s+(?P<t3>\d{1,3}),\s+Chapter\s+(?P<ch3>\d{1,3})\b(?![.\-]\d)"
                    # (the code by its name, a chapter and article with no title: "Neb. Admin. Code, Chapter 75, Article 3", Springfield NE)
                    r"|\bNeb(?:raska|\.)\s*Admin(?:istrative|\.)\s*Code\s*,?\s*(?:Title\s+(?P<t4>\d{1,3})\s*,?\s*)?Chapter\s+(?P<ch4>\d{1,3})"
                    r"(?:\s*,\s*Article\s+(?P<art4>\d{1,3}))?\b(?![.\-]\d)")
# The U.S. Public Health Service's model food and milk codes a town adopts: "The United States Public Health Service \u201cFood
# Service Sanitation\nOrdinance and Code,\u201d current edition, is hereby adopted", "the \u201cMilk Ordinance Recommendations of the
# Public Health Service\u201d" (Sentinel OK), "the Grade A Pasteurized Milk Ordinance" (New Cordell, Shattuck OK), in any case
PHS_DOC = re.compile(r"\b(?P<fss>(?i:food\s+service\s+sanitation\s+ordinance\s+and\s+code))\b"
                     r"|\b(?P<pmo>(?i:grade\s+[\"\u201c]?a[\"\u201d]?\s+pasteurized\s+milk\s+ordinance))\b"
                     r"|\b(?P<mor>Milk\s+Ordinance\s+Recommendations\s+of\s+the\s+(?:U\.\s?S\.\s+|United\s+States\s+)?Public\s+Health\s+Service)\b")
# (a division of a chapter printed by its words: "OAR 340, div. 264", "OAR chapter 340, division 264", Joseph OR)
# (dotted, the rule's number maybe spaced after a hyphen: "O.A.R. 918-460-0010", "O.A.R. 918- 750-0110", Drain OR)
OR_ADMIN = re.compile(r"(?<![\w.])(?:OAR|O\.A\.R\.)\s*(?:(?P<num>\d{3}-[ \t]?\d{3,4}(?:-\d{3,4})?)\b(?!-)"
                      r"|(?:[Cc]hapter\s+)?(?P<ch>\d{3}),?\s+[Dd]iv(?:ision|\.)\s*(?P<div>\d{1,3})\b(?![\-.]\d))")
# Montana's administrative rules: title, chapter and rule, "ARM 32.3.1204"
MT_ADMIN = re.compile(r"(?<![\w.])ARM\s+(?P<num>\d{1,2}\.\d{1,3}\.\d{3,4})\b(?!\.\d)")
# Michigan's administrative rules: "R 325.11401", "R323.2313(a)"
# (by the code's name, a range of rules after it: "Michigan Administrative Code Rules\n29.2901 through 29.2926", Mussey MI)
# (a rule's third part: "R 281.714.17", Silver Creek MI)
MI_ADMIN = re.compile(r"(?<![\w.\-])R\s?(?P<num>[1-4]\d{2}\.\d{3,6}(?:\.\d{1,3})?(?:\([a-z0-9]{1,3}\))*)(?![\d\-]|\.\d)"
                      # (a range of rules, the second bare: "R325.10101 to 325.12820 of the Michigan Administrative Code",
                      # Spaulding Township MI)
                      r"(?:\s+(?:through|to)\s+(?P<more5>(?:R\s?)?(?P<num5>[1-4]\d{2}\.\d{3,6}))(?![\d\-]|\.\d))?"
                      # (by its initials with the sign: "M.A.C. \u00a7\u00a7 325.11401 to\n325.11407", Kochville Township MI)
                      r"|(?:\bMichigan\s+Administrative\s+Code|(?<![\w.])M\.A\.C\.)\s*,?\s*(?:Rules?|R\.?|\u00a7\u00a7?)?\s*(?P<num2>\d{2,3}\.\d{3,6})(?![\d\-]|\.\d)"
                      r"(?:\s+(?:through|to|and|or)\s+(?P<num3>\d{2,3}\.\d{3,6})(?![\d\-]|\.\d))?")
# Kentucky's administrative regulations, title, chapter and section: "401 KAR 5:031", "401 KAR Chapter 5, Section 031"
# (a line break after the colon: "804 KAR 4:\n370", Paris KY)
# (a regulation's section after it: "401 KAR 5:055, § 9" (Edmonton KY), "815 KAR 20:120 Section 2", as the labels write it;
# with its subsection: "301 KAR 2:015,\nSection 1(2)", Prospect KY; or its item: "815 KAR 20:120 Section 2, Item (6)" is
# "Section 2(6)", as labelled)
# (the initials dotted: "401 K.A.R. 63:005, \u00a7 6", Covington KY)
# (a range or list of regulations of the title, each printed after the first without the title: "805 KAR 4:010 through
# 4:060", "805 KAR 4:070\nthrough 4:080", Madisonville KY: each a citation)
KY_ADMIN = re.compile(r"(?<![\w.])(?P<t>\d{1,3})\s+(?:KAR|K\.A\.R\.)\s+(?:(?P<ch2>\d{1,3}):(?:[ \t]*\n[ \t]*)?(?P<sec2>\d{3})\b"
                      r"(?P<more>(?:\s*,\s*(?:and\s+)?|\s+(?:through|to|and|or)\s+)\d{1,3}:\d{3}\b(?![.\-]\d))*"
                      r"(?:\s*,?\s*(?:§|Section)\s*(?P<rsec>\d{1,2})\b(?![.\-]\d)(?P<rsub>(?:\([0-9a-z]{1,3}\))*)(?:,?[ \t]*\n?[ \t]*Item\s*(?P<item>\(\d{1,3}\)))?)?"
                      r"|(?:Chapter|Ch\.)\s*(?P<ch>\d{1,3})\s*,\s*(?:Section|Sec\.|§)\s*(?P<sec>\d{3})\b)")
# Idaho's administrative rules by their title, chapter and rule: "Idaho Wastewater Rules (IDAPA 58.01.16)" (Bellevue ID)
# (a subsection of the rule after another dot: "(IDAPA\n58.01.08.552.06)", Mountain Home ID)
ID_ADMIN = re.compile(r"\bIDAPA\s+(?P<num>\d{2}\.\d{2}\.\d{2}(?:\.\d{3}(?:\.\d{2})?)?)\b(?![.\-]\d)")
# Minnesota Rules: "Minn. R. 7050.0150", "Minnesota Rules, part 7050.0150", "Minn. R. ch. 7050".
MINN_RULES = re.compile(
    # (a part called a section: "Minnesota Rules\nsection 4715.3800", Lakeville MN)
    # (the chapter's abbreviation without its period: "performed in accordance with Minn. R., Ch 7560", Lake St. Croix Beach MN)
    # ("in violation of\nMinn. Rules. Chapter 7030", Menahga MN: the word with a period)
    # (chapters in the plural, listed: "and Minnesota Rules Chapters 8410 and 8420", Baxter MN: a chapter each)
    rf"\bMinn(?:esota|\.)\s*(?:R\.|[Rr]ules?\b\.?)\s*,?\s*(?:(?P<chw>{_ADM_CH}|Ch(?=[ \t]\d{{4}}\b)|[Cc]hapters)\s*|(?:[Pp]arts?|[Pp]t\.|§§?|[Ss]ections?)\s*)?"
    r"(?P<num>\d{4}(?:\.\d{4})?)(?![\d.]\d)"
    # (a range of parts cites both ends: "Minnesota Rules, parts 7515.1080 to 7515.1120", Moorhead MN; "Minn. Rules
    # 7819.0050 -7819.9950", Owatonna MN)
    r"(?:(?:\s+(?:to|through|and)\s+|\s*[\-\u2013]\s*)(?P<num2>\d{4}\.\d{4})(?![\d.]\d)"
    # (or a part's subpart: "Minn.\nRules part 7819.1000, subpart 3", Braham MN)
    r"|\s*,?\s*[Ss]ubp(?:art|\.)\s*(?P<subp>\d{1,2}[a-z]?)\b"
    # (or a list of parts: "Minnesota Rules\n7819.3100, 7819.5000 and 7819.5100", Baxter MN: a part each)
    rf"|(?P<more>(?:{AND_OR_SEP}\d{{4}}(?(chw)(?:\.\d{{4}})?|\.\d{{4}})(?![\d.]\d))+))?"
)

# The rules of court by their state: "the Maryland Rules of Procedure", "the Georgia Rules of Civil Procedure"; and
# a rule of them: "Colorado Rules of Civil Procedure \u00a7 106(a)(4)" (Limon CO; ahead of the local patterns, which
# would take the rule's number for a section of the code)
RULES_OF_PROCEDURE = re.compile(
    # (Indiana's are "of Trial Procedure": Cicero IN)
    # (the municipality's state's by "State": "under the State\nRules of Criminal Procedure", Antis PA; resolved by the
    # document's state)
    # (or "the state's": "for the enforcement of summary offenses under the state's Rules of Criminal Procedure", Monroe
    # Township PA; the span the rules' name; or "state" in lower case: "any other method authorized for\nservice by state Rules
    # of Civil Procedure", West Jefferson NC)
    # (the rule's number may come first: "served in accordance with Rule 4 of the North Carolina Rules of Civil Procedure",
    # Harrisburg NC; "the State\nRules of Trial Procedure", Galveston IN)
    # (in lower case after the state's name: "rule 17(e) of the Utah rules of civil procedure", "the Utah\nrules of criminal
    # procedure", Price UT)
    rf"(?:\b[Rr]ule\s+(?P<rule0>\d{{1,3}}(?:\.\d{{1,2}})?[a-z]?{SUBDIV}*)\s+of\s+(?:the\s+)?(?=(?:{STATE_FULL_NAMES}|Federal)\s+[Rr]ules\s+of\s))?"
    # (or by Minnesota's title, the state unnamed: "governed by the Rules of Civil Procedure for\nthe District Courts", Redwood Falls MN)
    rf"(?:\b(?P<st>{STATE_FULL_NAMES}|Federal|State(?=\s+Rules\s+of\s+(?:Civil|Criminal|Trial)\s))\s+|(?:(?<=\bstate['\u2019]s\s)|(?<=\bstate\s)"
    r"|(?<=\bthe\s)(?=Rules\s+of\s+Civil\s+Procedure\s+for\s+the\s+District\s+Courts\b))(?P<stp>)(?=Rules\s+of\s+(?:Civil|Criminal)\s))"
    # (one rule named in the singular: "the provisions of Oregon Rule of Civil Procedure 79", Shady Cove OR)
    rf"(?:Rules\s+of\s+(?P<kind>(?:Civil|Criminal|Appellate|Juvenile|Trial)\s+)?Procedure\b|(?<=[a-z]\s)rules\s+of\s+(?P<lkind>(?:civil|criminal)\s+)procedure\b"
    rf"|(?<=[A-Za-z]\s)Rule\s+of\s+(?P<skind>Civil|Criminal)\s+Procedure(?=\s+\d))"
    # (or the rule's number alone after the name: "as provided in Iowa Rules of Civil Procedure 56.1", Independence IA)
    rf"(?:\s*,?\s*(?:§|Rule)\s*(?P<rule>\d{{1,3}}(?:\.\d{{1,2}})?[a-z]?{SUBDIV}*)|[ \t]+(?=\d{{1,3}}\.\d)(?P<rule2>\d{{1,3}}\.\d{{1,2}}[a-z]?{SUBDIV}*)(?![\d.\-]\w)|[ \t]+(?P<rule3>\d{{1,3}})\b(?![.\-,/]\d|\s*(?:%|days?\b|hours?\b|years?\b|months?\b|feet\b|percent\b|edition\b)))?"
    # (Oregon's by their initials: "as provided in O.R.C.P. 79", Forest Grove OR)
    rf"|\bO\.\s?R\.\s?C\.\s?P\.\s*(?:Rule\s*)?(?P<orcp>\d{{1,3}}(?:\s?[A-Z]\b)?{SUBDIV}*)")

# ---------------------------------------------------------------- constitutions
_CONST_ABBR = "|".join(
    re.sub(r"\\\.(?:\\ )?", r"\\.\\s?", re.escape(a)) for a in sorted({s[2] for s in STATES}, key=len, reverse=True))
_CONST_ART = (
    # (an article's number in a word: "Article One, \u00a7 31 of the state\u2019s Constitution", Gas City IN)
    rf"(?:Article|ARTICLE|article|Art\.|art\.)\s*(?P<art>[IVXLC]+\b|\d+[A-Z]?\b|(?:{'|'.join(w.capitalize() for w in ONES if w != 'zero')})\b)"
    # sections in digits or, as Georgia numbers them, in Roman numerals ("art. IX, § II")
    # (a section's subsection, the sign repeated: "Article VII, \u00a7 1(a) and \u00a7 9(a), Florida Constitution", Melbourne
    # Beach FL)
    r"(?:\s*,?\s*(?:Sections?|sections?|Secs?\.|secs?\.|§§?)\s*(?P<list>(?:\d+[A-Za-z]?|[IVXL]+)\b(?:\([a-z0-9]{1,3}\))*"
    r"(?:" + LIST_SEP + r"(?:§\s*)?(?:\d+[A-Za-z]?|[IVXL]+)\b(?:\([a-z0-9]{1,3}\))*)*))?"
    # and Georgia's paragraphs: "art. IX, § II, ¶ III(a)(4)", "section 1, paragraphs 2 and 3"
    r"(?:\s*,?\s*(?:¶+|[Pp]aragraphs?|[Pp]ar(?:a|s|as)?\.)\s*(?P<pars>(?:[IVXL]+|\d+)\b(?:\([a-z0-9]{1,3}\))*"
    r"(?:" + LIST_SEP + r"(?:[IVXL]+|\d+)\b(?:\([a-z0-9]{1,3}\))*)*))?"
)
_CONST_NAME = (
    # (the constitution in lower case too: "article XII, section 2 of the Idaho constitution", Dalton Gardens ID)
    rf"(?:(?P<name>{STATE_FULL_NAMES})\s+(?:State\s+)?[Cc]onstitution"
    rf"|Constitution\s+of\s+(?:the\s+State\s+of\s+|the\s+Commonwealth\s+of\s+)?(?P<name2>{STATE_FULL_NAMES}|the\s+United\s+States)"
    r"|(?P<us>United\s+States|U\.\s?S\.)\s+Constitution"
    # (the municipality's state's, in lower case: "Article VIII of the state constitution", Mount Pleasant SC)
    # (or its possessive: "\u00a7 31 of the state\u2019s Constitution", Gas City IN)
    r"|(?<=the\s)(?P<stc>[Ss]tate)(?:'s|\u2019s)?\s+[Cc]onstitution)"
)
# "Wis. Const. art. XI, § 3"; "Article XI, Section 3 of the Wisconsin Constitution".
# (the constitution's year may follow: "Ga. Const. 1983, art. II" (Thomson GA), "Ga. Const. of 1983, Art. IX")
CONSTITUTION = re.compile(rf"(?<![\w.])(?P<abbr>{_CONST_ABBR}|U\.\s?S\.)\s*Const\.(?:\s*(?:of\s+)?(?:1[789]|20)\d\d\b)?\s*,?\s*{_CONST_ART}")
# (or after a comma: "Article VIII, \u00a7 2, Florida Constitution of 1968", Melbourne Beach FL)
CONSTITUTION_SUFFIX = re.compile(rf"\b{_CONST_ART}(?:\s*,?\s*of\s+the|\s*,)\s+{_CONST_NAME}")
# A constitution numbered in sections only, Kentucky's: "Sections 163 and 164 of the Constitution of the Commonwealth of
# Kentucky", "Section 164 of\nthe Kentucky Constitution" (Morgantown KY): each section
CONSTITUTION_SECTIONS = re.compile(
    rf"(?:\b[Ss]ections?\s+|§§?\s*)(?P<list>\d{{1,3}}(?:{LIST_SEP}\d{{1,3}})*)\s+of\s+the\s+"
    rf"(?:(?P<name>Kentucky)\s+Constitution|Constitution\s+of\s+(?:the\s+Commonwealth\s+of\s+)?(?P<name2>Kentucky))\b")
# "the laws and Constitution of the State of Ohio, including ... Article 18, Sections 3, 4, and 7":
# an article and its sections whose constitution the sentence named before them (the finder
# checks the words before the match).
# (Georgia's sections in Roman numerals and its paragraphs too: "State Constitution reference\u2014 General powers of
# counties as to taxation and licenses, Art. IX, \u00a7 IV", Gordon County GA; "Art. 3, \u00a7 6, para. 2")
CONSTITUTION_CONTEXT = re.compile(
    # (in lower case after the constitution named just before: "Idaho\nconstitution article 12, section 2", Power County ID)
    r"\b(?:Article|ARTICLE|Art\.|(?<=onstitution\s)article|(?<=onstitution,\s)article)\s*(?P<art>[IVXLC]+\b|\d+[A-Z]?\b)\s*,?\s*(?:Sections?|Secs?\.|§§?|(?<=,\s)section)\s*"
    rf"(?P<list>(?:\d+[A-Za-z]?|[IVXL]+)\b(?:{LIST_SEP}(?:\d+[A-Za-z]?|[IVXL]+)\b)*)"
    r"(?:\s*,?\s*(?:¶+|[Pp]aragraphs?|[Pp]ar(?:a|s|as)?\.)\s*(?P<pars>(?:[IVXL]+|\d+)\b(?:\([a-z0-9]{1,3}\))*"
    r"(?:" + LIST_SEP + r"(?:[IVXL]+|\d+)\b(?:\([a-z0-9]{1,3}\))*)*))?"
)
CONSTITUTION_BEFORE = re.compile(
    rf"(?:{_CONST_NAME}|Constitution\s+of\s+the\s+State\s+of\s+(?P<name3>{STATE_FULL_NAMES}))"
    r"(?P<gap>(?:[^.;]|\.(?!\s+[A-Z]))*)$"
)

# The ICC's codes by their initials
ICC_CODES = {
    "IBC": "International Building Code", "IRC": "International Residential Code", "IFC": "International Fire Code",
    "IPC": "International Plumbing Code", "IMC": "International Mechanical Code", "IFGC": "International Fuel Gas Code",
    "IECC": "International Energy Conservation Code", "IEBC": "International Existing Building Code",
    "IPMC": "International Property Maintenance Code", "ISPSC": "International Swimming Pool and Spa Code",
    "IWUIC": "International Wildland-Urban Interface Code", "IZC": "International Zoning Code",
}

# ---------------------------------------------------------------- session laws
# "Chapter 252 of the Acts of 1996" (Massachusetts prints its session laws so; Boston "s. 20 of Ch. 608
# of the Acts of 1986"), "Acts of 1996,
# chapter 252"; "2011 Wisconsin Act 32".
# Numbered public acts: Michigan's "Act 110 of the Public Acts of 2006", "Public Act 110 of 2006";
# Pennsylvania's "Act of July 31, 1968, P.L. 805, No. 247", "Act 247 of 1968".
PUBLIC_ACT = re.compile(
    # Indiana's acts by their bill: "the existence of House Enrolled\nAct 1467 (\"Act\") adopted by the General Assembly of the
    # State of Indiana" (Zionsville IN)
    r"\b(?P<enrolled>(?:House|Senate)\s+Enrolled\s+Act)\s+(?:No\.\s*)?(?P<ea>\d{1,4})\b(?![.\-]\d)|"
    # (an act's section printed before it or after it: "section 5 of Act\nNo. 399 of the Public Acts of Michigan of
    # 1976" (Mason MI), "Public Act 179\nof 1991, § 102" (Charlotte MI))
    # (or its chapter: "Chapter 9 of Act No. 281 of the Public Acts of 1967", Howell MI)
    r"(?:(?:\b[Ss]ection\s+(?P<sec0>\d{1,4}[a-z]?)|\b[Cc]hapter\s+(?P<ch0>[IVXL]{1,5}|\d{1,3}[A-Z]?))\s+of\s+(?=(?:Public\s+)?Act\s))?"
    r"\b(?:Public\s+)?Act\s+(?:No\.\s*)?(?P<num>\d{1,4})\s+of\s+(?:the\s+Public\s+Acts\s+of\s+(?:Michigan\s+of\s+)?)?(?P<year>1[89]\d\d|20\d\d)\b"
    # (its sections after the sign, a subsection or a range: "Public Act 510 of 1978, \u00a7\n907(3)", "Public Act 510 of 1978, \u00a7\u00a7 741
    # through\n750", Scottville MI)
    r"(?:\s*,\s*§§?\s*(?P<sec1>\d{1,4}[a-z]?(?:\([0-9a-z]{1,3}\))*)(?![.\-]\d)(?!\w)(?:\s+(?:through|to|and)\s+(?P<sec1b>\d{1,4}[a-z]?)(?![.\-]\d)(?!\w))?)?"
    # (the year after the collection's name: "Act 94, Public Acts of Michigan, 1933", Ionia MI)
    r"|\bAct\s+(?:No\.\s*)?(?P<num4>\d{1,4})\s*,\s*(?:Public\s+Acts|P\.\s?A\.)\s+(?:of\s+Michigan\s*,?\s*)?(?:of\s+)?(?P<year4>1[89]\d\d|20\d\d)\b"
    # Illinois's by the General Assembly and the act's four digits: "Public Act 094-1047" (Canton IL), "(public acts 096-0034,
    # 096-0037, and 096-0038)" (Divernon IL), "P.A. 96-34"; one citation each
    r"|\b(?:[Pp]ublic\s+[Aa]cts?|P\.\s?A\.)\s+(?P<ilpa>0?\d{2,3}-(?:(?<=\d-)[ \t](?=0\d{3}\b))?\d{1,4}(?![\d\-])(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)0\d{2}-\d{4}(?![\d\-]))*)(?=[\s,;.)]|$)"
    # (the year first after Michigan's initials: "PA 1982 307, as amended by PA\n1990 234", "PA 1978 No. 368", Fowler MI)
    r"|\bP\.?\s?A\.?\s+(?P<year5>19\d\d|20\d\d)\s*,?\s*(?:No\.\s*)?(?P<num5>\d{1,4})\b(?![.\-]\d)"
    # (Pennsylvania's acts by their day and their page in the Pamphlet Laws, the act's number maybe left out: "Act of May
    # 16, 1923, P.L. 207", Swarthmore PA)
    # (the page and number in parentheses, and a reenactment by its date alone: "the Second Class Township Code, Act of May 1,
    # 1933 (P.L. 103, No. 69), reenacted and amended\nNovember 9, 1995 (P.L. 350, No. 60)", Clifton Township PA)
    r"|(?:\bAct\s+of\s+|(?=[A-Z][a-z]+\.?\s+\d{1,2},\s+(?:1[89]|20)\d\d\s*\(\s*P\.\s?L\.))[A-Z][a-z]+\.?\s+\d{1,2},\s+(?P<year2>1[89]\d\d|20\d\d)"
    r"\s*(?:,\s*|(?P<plo>\()\s*)P\.\s?L\.\s*(?P<pl>\d{1,5})\b(?:\s*,\s*No\.\s*(?P<num2>\d{1,4})\b)?(?(plo)\s*\))"
    # (its section after it: "Act of December 10, 1974, P.L. 852, No. 287, \u00a71", Bedminster PA)
    r"(?:\s*,\s*\u00a7\s*(?P<plsec>\d{1,4}[a-z]?)\b(?![.\-]\d))?"
    # Louisiana's acts by the session that passed them: "Act No. 111 of the Regular Session of the
    # Louisiana Legislature of 1976", "Act 9 of the Legislature of the State of Louisiana for the year
    # 1948, Section 4", "Act No. 286 of the 2007 Louisiana Legislative Session", "Act 12 of the First
    # Extraordinary Louisiana (La.) Legislative Session 2005" (Jefferson Parish LA)
    r"|\bAct\s+(?:No\.\s*)?(?P<num3>\d{1,4})\s+of\s+the\s+(?:"
    rf"(?:Regular\s+Session\s+of\s+the\s+)?(?:(?P<st3>{STATE_FULL_NAMES})\s+)?Legislature(?:\s+of\s+the\s+State\s+of\s+(?P<st3b>{STATE_FULL_NAMES}))?"
    r"\s*,?\s+(?:of|for\s+the\s+year)\s+(?P<year3>1[89]\d\d|20\d\d)"
    rf"|(?P<year3c>1[89]\d\d|20\d\d)\s+(?:Regular\s+)?(?:(?P<st3c>{STATE_FULL_NAMES})\s+)?(?:Regular\s+)?Legislative\s+Session"
    rf"|(?P<sess3>First|Second|Third|1st|2nd|3rd)\s+(?:Extraordinary|Special)\s+(?:(?P<st3d>{STATE_FULL_NAMES})\s+)?(?:\([A-Z][a-z]{{1,4}}\.\)\s+)?"
    r"Legislative\s+Session\s*,?\s+(?P<year3d>1[89]\d\d|20\d\d))\b"
    r"(?:\s*,\s*(?:Section|Sec\.|§)\s*(?P<sec3>\d{1,3}[A-Z]?)\b)?")
# Boston's code cites the special acts compiled in its "Statutes" volume by title: "CBC, St. 2 § 2",
# "Statutes, Title 11 § 30", "St. T.9 § 10", "St. T9 §§ 50, 56, 57", "Statutes, 11 §§ 106, 158",
# "St. 14 c. 3" (a chapter), "St. 11 es. 1, 5, 7" (the export's "cs."). A title of one or two digits (a
# session law prints its year: "St. 1966 c. 642").
CBC_STATUTES = re.compile(
    r"(?<![\w.])(?:CBC,?\s+)?(?:St\.|Statutes,)\s*(?:T\.?\s?|Title\s+)?(?P<t>\d{1,2})(?!\d)\s*,?\s*"
    r"(?:(?:§§?|Sections?)\s*(?P<secs>\d{1,4}[A-Z]?(?:\s*,\s*\d{1,4}[A-Z]?)*)|(?:cs?\.|es\.)\s*(?P<chs>\d{1,3}[A-Z]?(?:\s*,\s*\d{1,3}[A-Z]?)*))\b")
SESSION_LAW = re.compile(
    # (a list of its sections: "ss. 1-10, 26, 43 ... and 60 of c. 400 of the Acts of 2012", Somerville's charter)
    r"(?:\b(?:[Ss]ections?\s+|[Ss]{1,2}\.\s*)(?P<sec>\d+[A-Z]?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|-)\d+[A-Z]?)*)\s+of\s+)?\b(?:[Cc]hapter|[Cc]h?\.)\s*(?P<ch>\d+[A-Z]?)\s*,?\s*of\s+the\s+(?P<st>Massachusetts\s+)?Acts(?:\s+and\s+Resolves)?"
    r"\s+of\s+(?P<year>1[789]\d\d|20\d\d)\b"
    # (one act by its year: "the Act of 1906, Chapter 401, of the General Assembly of Maryland", Baltimore)
    r"|\bActs?(?:\s+and\s+Resolves)?\s+of\s+(?P<year2>1[789]\d\d|20\d\d)\s*,?\s*(?:[Cc]hapter|[Cc]h?\.)\s*(?P<ch2>\d+[A-Z]?)\b"
    r"(?:\s*,\s*(?:[Ss]ection|§)\s*(?P<sec2>\d+[A-Z]?))?"
    # (the chapter first, a comma before the acts: "{Chapter 181, Acts of 1882}", Baltimore art. 18)
    # (or several: "Chapters 510 and 511, Acts of 2011", Baltimore art. 25)
    r"|\b[Cc]hapters?\s+(?P<ch10>\d+[A-Z]?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d+[A-Z]?)*)\s*,\s*Acts\s+of\s+(?P<year10>1[789]\d\d|20\d\d)\b"
    # Massachusetts prints its session laws "St. 1931, c. 399"
    r"|\bSt\.\s*(?P<year3>1[789]\d\d|20\d\d)\s*,?\s*(?:[Cc]hapter|[Cc]h?\.)\s*(?P<ch3>\d+[A-Z]?)\b"
    # (and a section's subdivision: "St. 1966 c. 642 § 3(c)", Boston)
    r"(?:\s*,?\s*§\s*(?P<sec3>\d+[A-Z]?(?:\([a-z0-9]{1,3}\))*))?"
    # (the abbreviated chapter and its year alone: "making c. 240 of 1899 gender neutral", Somerville)
    r"|(?<![\w.])c\.\s*(?P<ch9>\d+[A-Z]?)\s+of\s+(?P<year9>1[789]\d\d|20\d\d)\b(?![\-.,]\d)"
    # Boston's older ordinances: "Chapter 4 of the Ordinances of 1913"
    # (and a section of one: "Section 13(a) of Chapter 19 of the Ordinances of 1972")
    r"|(?:\b[Ss]ection\s+(?P<osec>\d+[A-Z]?(?:\([a-z0-9]{1,3}\))*)\s+of\s+)?"
    r"\b(?:[Cc]hapter|[Cc]h\.)\s*(?P<och>\d+)\s+of\s+the\s+Ordinances\s+of\s+(?P<oyear>1[89]\d\d|20\d\d)\b"
    # Washington (and New York) print their session laws "Section 2, Chapter 61, Laws of 1975-76
    # Second Extraordinary Session", "Chapter 384, Washington Laws of 1989", "Laws of 1989, ch. 384"
    rf"|(?:\b[Ss]ection\s+(?P<sec4>\d+[A-Z]?)\s*,\s*)?\b(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch4>\d+)\s*,\s*"
    # (Maryland's name after "Laws of": "Chapter 29, Laws of Maryland 1969", Baltimore)
    # (North Carolina's "Session Laws" with the state after the year: "Chapter 539, Session Laws 1973 of North Carolina",
    # Holden Beach NC)
    rf"(?:(?P<st4>{STATE_FULL_NAMES})\s+)?(?:Laws\s+of|Session\s+Laws(?:\s+of)?)\s+(?:(?P<st4b>{STATE_FULL_NAMES})\s+(?:of\s+)?)?(?P<year4>(?:1[789]|20)\d\d(?:-\d\d)?)\b"
    rf"(?:\s+of\s+(?P<st4c>{STATE_FULL_NAMES})\b)?"
    r"(?:\s*,?\s*(?P<sess>First|Second|Third|1st|2nd|3rd)\s+(?:Extraordinary|Special)\s+Session)?"
    # (the chapter "of the" year's session laws: "Chapter 503 of the 1971 Session Laws", Dare County NC)
    rf"|\b(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch14>\d+)\s+of\s+the\s+(?P<year14>(?:1[789]|20)\d\d)\s+Session\s+Laws\b(?:\s+of\s+(?P<st14>{STATE_FULL_NAMES})\b)?"
    r"|\bLaws\s+of\s+(?P<year5>(?:1[789]|20)\d\d(?:-\d\d)?)\s*,\s*(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch5>\d+)\b"
    r"(?:\s*,\s*(?:[Ss]ection|§)\s*(?P<sec5>\d+[A-Z]?))?"
    # Minnesota's: "Laws 1997, chapter 123", "2017 Minn. Laws, Ch. 94, Art. 9", "1997 Session Laws,\nChapter 123" (Madison
    # Lake MN), "Minnesota Session Laws 1997, Chapter 123"
    r"|\b(?:(?P<year11>(?:19|20)\d\d)\s+(?:(?P<mn11>Minn(?:esota|\.))\s+)?(?:Session\s+)?Laws"
    r"|(?:(?P<mn12>Minn(?:esota|\.))\s+)?(?:Session\s+)?Laws(?:\s+of\s+(?P<mn13>Minnesota))?\s+(?P<year12>(?:19|20)\d\d))"
    r"\s*,?\s*(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch11>\d+)\b(?:\s*,\s*(?:[Aa]rticle|[Aa]rt\.)\s*(?P<art11>\d+)\b)?"
    # Virginia's: "General Acts of Assembly 2018 Chapter 757", "2018 Acts of Assembly, c. 757"
    r"|\b(?:General\s+)?Acts\s+of\s+(?:the\s+General\s+)?Assembly\s*,?\s*(?P<year7>(?:1[89]|20)\d\d)\s*,?\s*(?:[Cc]hapter|[Cc]h?\.)\s*(?P<ch7>\d+)\b"
    r"|\b(?P<year8>(?:1[89]|20)\d\d)\s+Acts\s+of\s+(?:the\s+General\s+)?Assembly\s*,?\s*(?:[Cc]hapter|[Cc]h?\.)\s*(?P<ch8>\d+)\b"
    # North Carolina's session laws by their initials: "S.L. 2017-87" (St. James NC, Badin NC), Laws 2017, c. 87
    # (or named in words, with the law's section: "repealed by Session Laws\n2019-111, s. 2.3", Locust NC)
    r"|(?:(?<![\w.])S\.\s?L\.\s*|\bSession\s+Laws\s+)(?P<yearsl>(?:19|20)\d\d)-(?P<chsl>\d{1,4})\b(?![\-.]\d)"
    r"(?:\s*,\s*s\.\s*(?P<secsl>\d{1,3}(?:\.\d{1,3})?[a-z]?(?:\([a-z0-9]{1,3}\))*))?"
    # "1970 First Extraordinary Legislative Session, Chapter 87"
    r"|\b(?P<year6>(?:1[789]|20)\d\d)\s+(?P<sess6>First|Second|Third|1st|2nd|3rd)\s+(?:Extraordinary|Special)\s+(?:Legislative\s+)?Session"
    r"\s*,\s*(?:[Cc]hapter|[Cc]h\.)\s*(?P<ch6>\d+)\b"
)
# Georgia's code named by title: "O.C.G.A. title 25", "O.C.G.A. tit. 40", "Article 2 of Chapter 5 of
# Title 12" (the O.C.G.A.'s own title-chapter-article order, spelt out, with Georgia named nearby).
GA_TITLE = re.compile(
    # ("O.C.G.A. tit. 16, ch. 13, art. 2"; "[O.C.G.A.] tit. 48": a publisher's brackets around the name)
    # (the opening bracket is taken by the converter: a pattern opening on an optional group scans slower)
    r"\bO\.\s?C\.\s?G\.\s?A\.?\]?\s*(?:[Tt]itle|[Tt]it\.)\s*(?P<t>\d{1,2})\b(?![\-\d])"
    r"(?:\s*,\s*(?:[Cc]hapter|[Cc]h\.)\s*(?P<tch>\d{1,3}[A-Z]?)\b(?:\s*,?\s*(?:[Aa]rticle|[Aa]rt\.)\s*(?P<tart>\d{1,2})\b(?:\s*,\s*[Pp]art\s+(?P<tpart>\d{1,2})\b)?)?)?"
    # "part 6 of Article 5, Chapter 5 of Title 12", "article 9, chapter 2, of title 36 of the Official Code of Georgia"
    r"|\b(?:[Pp]art\s+(?P<part>\d{1,2})\s+of\s+)?(?:[Aa]rticle\s+(?P<art>\d{1,2})(?:\s+of|\s*,)\s+)?"
    # ("chapter 3 of O.C.G.A. title 46", Gordon County GA: the code named between the two needs no Georgia after)
    r"[Cc]hapter\s+(?P<ch>\d{1,3})(?:\s+of|\s*,)\s+(?:of\s+)?(?P<ocga>(?:the\s+)?O\.\s?C\.\s?G\.\s?A\.?\s*)?[Tt]itle\s+(?P<t2>\d{1,2})\b"
    r"(?(ocga)|(?=(?:[^.;]{0,120}?(?:O\.\s?C\.\s?G\.\s?A|Georgia|Ga\.))))")
# Georgia's session laws by page: "1996 Ga. Laws, page 1632", "Ga. L. 1980, p. 1573"
GA_LAWS = re.compile(
    r"\b(?P<y>(?:1[89]|20)\d\d)\s+Ga\.\s*L(?:aws|\.)\s*,?\s*(?:page|p\.)\s*(?P<p>\d{1,5})\b"
    r"|\bGa\.\s*L(?:aws|\.)\s*(?P<y2>(?:1[89]|20)\d\d)\s*,?\s*(?:page|p\.)\s*(?P<p2>\d{1,5})\b"
    # by act number: "Section 3 of Act 1046 Georgia Laws, 1996" (Commerce GA), "Act No. 278, Georgia Laws,
    # 1993", "Georgia Laws 1993, Act No. 6, Section 2(b)" (Dublin GA)
    r"|(?:\b(?:Section|Sec\.|§)\s*(?P<s3>\d{1,3}[a-z]?(?:\([a-z0-9]{1,3}\))*)\s+of\s+)?\bAct\s+(?:No\.\s*)?(?P<a3>\d{1,5}),?\s+"
    r"(?:of\s+the\s+)?(?:Georgia|Ga\.)\s+Laws\b(?:\s*,?\s*(?P<y3>(?:1[89]|20)\d\d)\b)?"
    r"|\b(?:Georgia|Ga\.)\s+Laws\s*,?\s*(?P<y4>(?:1[89]|20)\d\d)\s*,\s*Act\s+(?:No\.\s*)?(?P<a4>\d{1,5})\b"
    r"(?:\s*,\s*(?:Section|Sec\.|§)\s*(?P<s4>\d{1,3}[a-z]?(?:\([a-z0-9]{1,3}\))*))?")
# The federal tax code by name: "Section 501(c)(3) or Section 501(c)(6) of the Internal Revenue Code"
# (26 U.S.C.), "the United States Internal Revenue Code" named whole.
_IRC_SEC = r"\d{1,4}[A-Za-z]?(?:\([A-Za-z0-9]{1,3}\))*"
IRC = re.compile(
    # (the section sign too: "\u00a7 3121(a)(1) of the Internal Revenue Code of 1986", Baltimore)
    # (and a subsection: "is described in subsection 501(c)(3) of the Internal Revenue Code", Springboro OH)
    # (the tax-exempt section by its number alone before the name: "tax-\nexempt status under 501(c)(3) of the United States
    # Internal Revenue Code", Valparaiso IN)
    rf"(?:(?P<list>(?:(?:\b(?:[Ss]ub)?[Ss]ections?\s+|\u00a7\s*){_IRC_SEC}|(?<![\w.\-])501\(c\)\(\d{{1,2}}\))(?:\s*(?:,|or|and)\s*(?:(?:[Ss]ub)?[Ss]ection\s+)?{_IRC_SEC})*)\s+of\s+the\s+)?"
    # (or its initials before a section: "exempt under I.R.C. \u00a7 513", Anthony NM)
    r"(?P<name>(?:United\s+States\s+|[Ff]ederal\s+)?Internal\s+Revenue\s+Code\b|(?<![\w.])I\.R\.C\.(?=\s*\u00a7))(?:\s+of\s+1986)?"
    # (the section after the name: "Internal Revenue Code \u00a7 401(A)(4)", Baltimore art. 22)
    rf"(?:\s*,?\s*(?:\u00a7|[Ss]ection|Sec\.)\s*(?P<after>{_IRC_SEC})(?![\w\-.]\w))?"
    # the tax-exempt organizations' section by its number alone: "described in subsection 501(c)(8), 501(c)(10), or
    # 501(c)(19)", "a 501(c)(3) organization" (no code numbers a section 501 with a (c)(3) but the tax code)
    rf"|(?P<list2>(?:\b(?:[Ss]ub)?[Ss]ections?\s+)?(?<![\w.\-])501\(c\)\(\d{{1,2}}\)(?:\s*(?:,|or|and|,\s*or|,\s*and)\s*(?:(?:[Ss]ub)?[Ss]ections?\s+)?501\(c\)\(\d{{1,2}}\))*)")
_IRC_ITEM = re.compile(rf"(?:(?:[Ss]ub)?[Ss]ections?\s+|\u00a7\s*)?(?P<n>{_IRC_SEC})")
WI_ACT = re.compile(r"\b(?P<year>1[89]\d\d|20\d\d)\s+Wis(?:consin|\.)\s*Act\s+(?P<num>\d+)\b")
# "section 4905.03 of the Ohio Revised Code", "Section 4939.05 of the Revised Code" (the Revised
# Code of Washington is another state's).
OHIO_SUFFIX = re.compile(
    # (a chapter's number printed as a section: "Section 3701 of the Ohio Revised Code", Springboro OH)
    # (the sections after it too: "in conformance with Section 711.001 et seq. of the Ohio\nRevised Code", Lordstown OH)
    rf"(?:(?:\b[Ss]ec(?:tions?|s?\.)\s*|§§?\s*)(?P<list>{OHIO_LIST}|\d{{4}}(?![\d.]))(?:\s+et\s+seq\.?)?"
    # (a chapter: "under Chapter 4303 of the Revised Code", Amberley Village OH)
    # (a range closed by "inclusive": "Section 5739.01 to 5739.99,\ninclusive, of the Ohio Revised Code", Kent OH)
    # (three digits too, and several: "as required by\nChapter 711 of the Ohio Revised Code", "through Chapters 711 and 713 of the\nOhio
    # Revised Code", Lordstown OH)
    rf"|\b[Cc]hapters?\s+(?P<ch>\d{{3,4}})(?P<chmore>(?:{LIST_SEP}\d{{3,4}})*)(?![\d.]\d)\.?"
    # (a title: "criminal conduct as defined in Title 29 of the Ohio Revised\nCode", Hamilton OH)
    # (or the code's name after a comma without "of the": "Section 727.01, and 723.01, Ohio\nRevised Code.", Ashville OH)
    r"|\bTitle\s+(?P<title>\d{1,2}|[IVXL]{1,6})\b)\s*(?:,?\s*(?:inclusive\s*,\s*)?of\s+the\s+(?:Ohio\s+)?|,\s*Ohio\s+)Revised\s+Code\b"
    # (not a name printed before its own number: "set forth in Chapter\n913, Ohio Revised Code Chapter 4939", Chardon OH: the first
    # chapter the city's)
    r"(?!\s+of\s+Washington)(?!\s+(?:[Cc]hapters?|[Ss]ections?|§)\s*\d)"
)

# Colorado's statutes by article and title: "C.R.S. art. 47, tit. 44", "C.R.S. arts. 46 or 47 of tit.
# 44", "C.R.S. tit. 44, arts. 46, 47 and 48" (Aspen CO): one citation per article
_CRS_ART = r"\d{1,3}(?:\.\d{1,2})?"
CRS_ARTICLES = re.compile(
    # (the literal first, its boundary checked by the converter: the engine skips to "C." in C)
    rf"C\.\s?R\.\s?S\.\s*(?:arts?\.\s*(?P<arts>{_CRS_ART}(?:{LIST_SEP}{_CRS_ART})*)\.?\s*,?\s*(?:of\s+)?tit\.\s*(?P<t>\d{{1,2}})\b"
    rf"|tit\.\s*(?P<t2>\d{{1,2}})\s*,\s*arts?\.\s*(?P<arts2>{_CRS_ART}(?:{LIST_SEP}{_CRS_ART})*)\b(?!\.\d))")

# ... and in words, a path of title, article and part: "title 42, article 3 of the Colorado Revised Statutes", "parts 1
# and 2 of article 16 of Title 31, C.R.S.", "part 4 of article\n15, of Title 30, C.R.S." (Simla CO): one citation per part
_CRS_NAME = r"(?:C\.\s?R\.\s?S\.|Colorado\s+Revised\s+Statutes)"
CRS_PATH = re.compile(
    rf"\b[Tt]itle\s+(?P<t>\d{{1,2}})\s*,\s*[Aa]rticle\s+(?P<a>{_CRS_ART})(?:\s*,\s*[Pp]art\s+(?P<p>\d{{1,2}}))?\s*,?\s*(?:of\s+(?:the\s+)?)?{_CRS_NAME}"
    rf"|(?:\b[Pp]arts?\s+(?P<parts>\d{{1,2}}(?:{NUMBER_LIST_SEP}\d{{1,2}})*)\s*,?\s+of\s+)?"
    rf"\b[Aa]rticle\s+(?P<a2>{_CRS_ART})\s*,?\s+of\s+[Tt]itle\s+(?P<t2>\d{{1,2}})\s*,?\s*(?:of\s+(?:the\s+)?)?{_CRS_NAME}"
    # (the name first: "C.R.S. Title 31, Article 16, Parts 1 and 2", La Jara CO)
    rf"|{_CRS_NAME}\s*,?\s*[Tt]itle\s+(?P<t3>\d{{1,2}})\s*,\s*[Aa]rticle\s+(?P<a3>{_CRS_ART})"
    rf"(?:\s*,\s*[Pp]arts?\s+(?P<parts3>\d{{1,2}}(?:{NUMBER_LIST_SEP}\d{{1,2}}\b(?![.\-]\d))*))?\b(?![.\-]\d)")

# New York City prints the state's consolidated laws in lower case, after a section and perhaps its
# subdivision: "subdivision one of section 460.10 of the penal law", "section 1225-a of the vehicle and
# traffic law" (only these names: "the law" alone is any law).
_NY_LC_LAWS = (r"penal|vehicle\s+and\s+traffic|general\s+(?:municipal|city|business|obligations)|multiple\s+dwelling"
               r"|real\s+property(?:\s+tax)?|public\s+health|environmental\s+conservation|alcoholic\s+beverage\s+control"
               r"|executive|labor|social\s+services|public\s+officers|municipal\s+home\s+rule|agriculture\s+and\s+markets")
# An Oklahoma title named whole, no section after it: "shall be expressly subject to 10 O.S., as amended" (Lexington OK)
OK_TITLE = re.compile(r"(?<![\w.\-§])(?P<t>\d{1,3}[A-Z]?)\s+O\.\s?S\.(?![ \t]*,?[ \t]*(?:§|\d|Art|[Ss]ec|[Cc]h))")
# The Illinois Municipal Code by name, a section before it or after it: "section\n8-11-1.3 of the Illinois municipal code"
# (Beecher IL), chapter 65, act 5 of the compiled statutes: "65 ILCS 5/8-11-1.3"
# (the line may break after a hyphen: "pursuant to Section 1-2-\n9 of the Illinois Municipal Code", Marshall IL)
_IL_MUNI_SEC = r"\d{1,2}-\s?\d{1,3}-\s?\d{1,3}(?:\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*"
IL_MUNICIPAL_CODE = re.compile(
    rf"\b[Ss]ection\s+(?P<sec>{_IL_MUNI_SEC})\s+of\s+the\s+Illinois\s+[Mm]unicipal\s+[Cc]ode\b"
    rf"|\bIllinois\s+[Mm]unicipal\s+[Cc]ode\s*,?\s*(?:[Ss]ection|§)\s*(?P<sec2>{_IL_MUNI_SEC})(?![\w\-])")
# The Illinois Vehicle Code by name, a section (or several) before it: "section 11-1426.1 of the\nIllinois vehicle code",
# "section 11-1426.1 and 1-123.9 of the Illinois vehicle code" (Chenoa IL): chapter 625, act 5 of the compiled statutes
# (the act's number printed before the section: "Section 5/1-159.1 of the Illinois Vehicle Code", Dixon IL)
IL_VEHICLE_SECTION = r"(?:5/)?\d{1,2}-\s?\d{1,4}(?:\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*"
# (each section may carry its title in brackets, words only: "section 6-101 (driving without a valid\nlicense), 6-303
# (driving with a suspended or revoked license), or 11-501 (...) of\nthe Illinois vehicle code", Sycamore IL)
_IL_SECTION_TITLE = r"(?:\s*\([^()\d]{1,120}\))?"
IL_VEHICLE_CODE = re.compile(
    # (or the section sign: "see § 15-111 of the Illinois Vehicle Code")
    rf"(?:\b[Ss]ections?\s+|§§?\s*)(?P<sec>{IL_VEHICLE_SECTION}){_IL_SECTION_TITLE}"
    rf"(?P<more>(?:{AND_OR_SEP}{IL_VEHICLE_SECTION}{_IL_SECTION_TITLE})*)"
    # (or by its initials: "as provided in Section 11-304 of the IVC", Jersey County IL)
    rf"\s+of\s+the\s+(?:Illinois\s+(?:[Mm]otor\s+)?[Vv]ehicle\s+[Cc]ode|IVC)\b"
    # (a chapter of it: "vehicles described in chapter 15 of the Illinois Vehicle Code", Heyworth IL: 625 ILCS 5, ch. 15)
    # (an article of the chapter: "article II of chapter 4 of the Illinois vehicle code", Sycamore IL: 625 ILCS 5, ch. 4, art. II)
    r"|(?:\b[Aa]rticle\s+(?P<art>[IVX]{1,5})\s+of\s+)?\b[Cc]hapter\s+(?P<ch>\d{1,2})\s+of\s+the\s+Illinois\s+(?:[Mm]otor\s+)?[Vv]ehicle\s+[Cc]ode\b")
# The Illinois Criminal Code by name and year, sections or articles (each perhaps with its title in brackets) before it:
# "section 24-1 (unlawful use of weapons), 24-1.5 (...), or 24-3.1 (...) of the Illinois criminal code of\n1961", "article 16
# (theft and related offenses) or 16A (retail theft) of the Illinois criminal code of 1961" (Sycamore IL; Channahon IL's
# labels the same): cited as the labels cite it, "Criminal Code of 1961 24-1", "Criminal Code of 1961 art. 16"
IL_CRIM_SECTION = r"\d{1,2}[A-Z]?-\d{1,4}(?:\.\d{1,2})?(?:\([a-z0-9]{1,3}\))*"
IL_CRIM_ARTICLE = r"\d{1,2}[A-Z]?\b(?![.\-]\d)"
IL_CRIMINAL_CODE = re.compile(
    rf"(?:(?:\b[Ss]ections?\s+|§§?\s*)(?P<sec>{IL_CRIM_SECTION}){_IL_SECTION_TITLE}(?P<more>(?:{AND_OR_SEP}{IL_CRIM_SECTION}{_IL_SECTION_TITLE})*)"
    rf"|\b[Aa]rticles?\s+(?P<art>{IL_CRIM_ARTICLE}){_IL_SECTION_TITLE}(?P<amore>(?:{AND_OR_SEP}{IL_CRIM_ARTICLE}{_IL_SECTION_TITLE})*))"
    r"\s+of\s+the\s+(?:Illinois\s+)?[Cc]riminal\s+[Cc]ode\s+of\s+(?P<yr>1961|2012)\b")
# A section of act 5 of the criminal code or the vehicle code cited by its act and section, the code named after it or
# referred back to: "as defined in section 5/11-14 of the criminal code, ... in section 5/11-14.1 of such code" (Glen
# Carbon IL): 720 ILCS 5/11-14 (the vehicle code's sections are "il_vehicle_code"'s when it is named)
IL_ACT_SECTION = re.compile(
    r"\b[Ss]ections?\s+(?P<sec>5/\d{1,2}[A-Z]?-\d{1,4}(?:\.\d{1,3})?(?:\(\w{1,3}\))*)"
    r"(?=\s+of\s+(?:such|said)\s+code\b)|\b[Ss]ections?\s+(?P<sec2>5/\d{1,2}[A-Z]?-\d{1,4}(?:\.\d{1,3})?(?:\(\w{1,3}\))*)"
    r"\s+of\s+the\s+(?:Illinois\s+)?[Cc]riminal\s+[Cc]ode\b(?:\s+of\s+(?:1961|2012)\b)?")
# Oklahoma's statutes by title in words, the section before the title or after the name: "title 37 of the Oklahoma
# Statutes", "section 163.27 of title 37 of Oklahoma Statutes", "Oklahoma Statutes subsection C of section 6-126\nof title
# 37A", "Oklahoma Statutes 37A" (McLoud OK)
# (two subsections of it cite the section; a comma may stand for "of": "subsections B and C of section 3-124, title 37A of
# the Oklahoma Statutes", Mooreland OK)
_OK_SECTION = (r"(?:(?:\b[Ss]ubsection\s+(?P<{0}sub>[A-Z])\s+of\s+|\b[Ss]ubsections\s+[A-Z]\s+and\s+[A-Z]\s+of\s+)?"
               # (several: "sections\n752 and 759 of title 47 of the Oklahoma Statutes", Grove OK)
               r"\b[Ss]ections?\s+(?P<{0}sec>\d{{1,4}}(?:[.\-]\d{{1,4}}){{0,2}})"
               # ("section\n2-101 et seq., of title 63 of the Oklahoma Statutes", Grove OK)
               r"(?P<{0}more>(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{{1,4}}(?:[.\-]\d{{1,4}}){{0,2}})*(?:\s+et\s+seq\.?,?)?"
               r"(?:\s+of\s+|\s*,\s*(?=[Tt]itle\s)))?")
OK_WORDS = re.compile(
    # ("an insurer qualified under title 36 of the Oklahoma state\nstatutes", Dickson OK)
    _OK_SECTION.format("a") + r"\b[Tt]itle\s+(?P<at>\d{1,3}[A-Z]?)\s+of\s+(?:the\s+)?Oklahoma\s+(?:Statutes|[Ss]tate\s+[Ss]tatutes)\b"
    r"|\bOklahoma\s+Statutes\s*,?\s+" + _OK_SECTION.format("b") + r"[Tt]itle\s+(?P<bt>\d{1,3}[A-Z]?)\b"
    r"|\bOklahoma\s+Statutes\s+(?P<ct>\d{1,3}[A-Z]?)\b(?![.\-,]\d|\s*(?:§|[Ss]ec|[Cc]h))"
    # (the title's number before the name, no section after it: "as defined by 37 Oklahoma Statutes.", Grove OK)
    r"|(?<![\w.\-§])(?<![Tt]itle\s)(?<!§\s)(?P<gt>\d{1,3}[A-Z]?)\s+Oklahoma\s+Statutes\b(?!\s*,?\s*(?:§|[Ss]ec|[Cc]h|\d))"
    # (the title first, its section after a comma: "licensed under title\n63, section 422 of the Oklahoma Statutes", Mooreland OK)
    r"|\b[Tt]itle\s+(?P<dt>\d{1,3}[A-Z]?)\s*,\s*[Ss]ection\s+(?P<dsec>\d{1,4}(?:[.\-]\d{1,4}){0,2})\s+of\s+(?:the\s+)?Oklahoma\s+Statutes\b"
    # (the name between: "in accordance with title 11,\nOklahoma Statutes section 22-111", Eufaula OK)
    r"|\b[Tt]itle\s+(?P<et>\d{1,3}[A-Z]?)\s*,\s*Oklahoma\s+Statutes\s*,?\s+[Ss]ection\s+(?P<esec>\d{1,4}(?:[.\-]\d{1,4}){0,2})\b(?![.\-]\d)")
NY_LAW_LC = re.compile(
    r"(?:\bsubdivision\s+(?P<sd>[a-z]|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+)?"
    rf"\bsection\s+(?P<num>\d{{1,4}}(?:\.\d{{1,4}})?(?:-[a-z]{{1,2}})?)\s+of\s+the\s+(?P<law>{_NY_LC_LAWS})\s+law\b")

CITATION_PATTERNS = (
    ("wi_admin", WI_ADMIN), ("wi_agency_rows", WI_AGENCY_ROWS), ("wac", WAC), ("comp_rules", COMP_RULES), ("va_admin", VA_ADMIN), ("ak_aac", AK_AAC), ("az_admin", AZ_ADMIN), ("tx_admin", TX_ADMIN), ("fl_admin", FL_ADMIN), ("md_article", MD_ARTICLE), ("ohio_admin", OHIO_ADMIN), ("minn_rules", MINN_RULES), ("arsd", ARSD), ("ia_admin", IA_ADMIN), ("id_admin", ID_ADMIN), ("il_admin", IL_ADMIN), ("hi_admin", HI_ADMIN), ("la_admin", LA_ADMIN), ("ia_admin_agency", IA_ADMIN_AGENCY), ("ut_admin", UT_ADMIN), ("in_admin", IN_ADMIN), ("ilcs_ch", ILCS_CH), ("nj_admin", NJ_ADMIN), ("co_ccr", CO_CCR), ("nc_admin", NC_ADMIN), ("ca_regs", CA_REGS), ("md_comar", MD_COMAR), ("ky_admin", KY_ADMIN), ("or_admin", OR_ADMIN), ("ne_nac", NE_NAC), ("phs_doc", PHS_DOC), ("mt_admin", MT_ADMIN), ("mi_admin", MI_ADMIN), ("mass_cmr", MASS_CMR),
    ("crs_articles", CRS_ARTICLES), ("crs_path", CRS_PATH), ("ga_title", GA_TITLE), ("cfr_subch", CFR_SUBCH), ("tx_civ_stat", TX_CIV_STAT), ("tx_ccp", TX_CCP), ("pa_mpc", PA_MPC), ("ok_words", OK_WORDS), ("il_municipal_code", IL_MUNICIPAL_CODE), ("il_vehicle_code", IL_VEHICLE_CODE), ("il_criminal_code", IL_CRIMINAL_CODE), ("il_act_section", IL_ACT_SECTION), ("title_code", TITLE_CODE), ("ok_title", OK_TITLE), ("named_code", NAMED_CODE), ("tx_code_whole", TX_CODE_WHOLE), ("ny_law_lc", NY_LAW_LC), ("state", STATE_STATUTE), ("pub_law", PUB_LAW), ("stat_large", STAT_LARGE), ("us_amendment", US_AMENDMENT),
    ("rules_of_procedure", RULES_OF_PROCEDURE),
    ("constitution", CONSTITUTION), ("constitution_suffix", CONSTITUTION_SUFFIX), ("constitution_sections", CONSTITUTION_SECTIONS),
    ("constitution_context", CONSTITUTION_CONTEXT),
    ("cbc_statutes", CBC_STATUTES), ("session_law", SESSION_LAW), ("ga_laws", GA_LAWS), ("irc", IRC), ("public_act", PUBLIC_ACT), ("wi_act", WI_ACT), ("ohio_suffix", OHIO_SUFFIX),
) + CITATION_PATTERNS


# PDF exports print the Unicode hyphens ("11\u201052\u201080", "twenty\u2010one"): the finders read
# them as "-" (one character for one, so every offset stays the text's own).
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})


def plain_hyphens(text: str) -> str:
    return text.translate(_HYPHENS) if "\u2010" in text or "\u2011" in text else text
