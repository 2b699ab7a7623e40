"""Find citations: statutes, local code sections, internal subsections, external standards.

Span convention: a list such as `§§ 66.0703 and 66.0701, Wis. Stats.` yields one citation per
number. The first citation's span starts at the list's prefix (`§§ 66.0703`), inner ones are the
bare number, and the last one runs to the end of the list's suffix (`66.0701, Wis. Stats.`).
A single citation spans prefix + number + suffix. Trailing qualifiers (`above`, `of this Code`)
are reported in ``qualifier`` but are not part of the span.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

import ahocorasick

from ..numbers import ONES, parse_number
from ..structure.markers import roman_value
from . import regexes as rx
from .intervals import SpanSet
from .literals import required_literals

_STATUTE_ITEM = re.compile(rx.STATUTE_NUM)
_IOWA_ITEM = re.compile(rf"{rx.IOWA_NUM}|\d{{3}}[A-Z](?![\w\-]|\.\d)")  # (a chapter bare in a list: "321.247 and 321I")
_IAC_CHAPTER = re.compile(r" \d{3}-\d{1,3}$")
_DEFINITION_TERM_BEFORE = re.compile(r"(?:^|\n)[ \t]*[A-Z][A-Z \-]{1,40}\.[ \t]+(?:The[ \t]+|the[ \t]+)?$")
_DEV_CODE_SECTION = re.compile(r"\s*,?\s*(?:\u00a7|Section)\s*(\d{1,3}(?:\.\d{1,4}){1,3}(?:\([A-Za-z0-9]{1,3}\))*)")
_CHAPTER_HEADING_LINE = re.compile(r"Chapter [0-9]{1,4}[ \t]*")
_HEADING_BEFORE = re.compile(r"(?:^|[.)][ \t]*\n)$")
_IOWA_BRACKET_ITEM = re.compile(r"\[(\d{1,3})([a-z])?\]$")
_IOWA_SECTION = re.compile(r"(\d{1,3}[A-Z]?)\.(\d{1,4})(?:\([0-9a-z]{1,3}\))*")
_IOWA_CHAPTER = re.compile(r"\d{2,3}[A-Z]")
_OHIO_ITEM = re.compile(rf"{rx.OHIO_NUM}|\d{{4}}(?![\d.])")
_LOCAL_ITEM = re.compile(rf"(?<=\n){rx.LOCAL_NUM}\n[ \t]*{rx.SUBDIV}+|{rx.LOCAL_NUM_LOOSE}(?:(?<=\))\d{{1,2}}(?=[,;)]|\.?\s))?(?:(?:[ \t]{rx.SUBDIV}+)+|\n[ \t]*{rx.SUBDIV}+(?=[ \t]*(?:[,.;:)]|\n|$|(?:of|and|or|MGO)\b)))?")
_LOCAL_OR_SUBDIV_ITEM = re.compile(rf"{_LOCAL_ITEM.pattern}|{rx.SUBDIV}+")
_MASS_ITEM = re.compile(rf"{rx.MASS_SEC}|{rx.SUBDIV}+")
_BARE_ITEM = re.compile(rf"{rx.BARE_NUM}|{rx.SUBDIV}+")
_INTERNAL_ITEM = re.compile(rx.INTERNAL_ITEM)
_OHIO_LEVEL = re.compile(r"\)[A-Za-z]$")
# (a letter inside the number stays there: "26-8F-3B" is 26-8F-3(B), Manhattan KS)
_GLUED_LETTER = re.compile(r"^(\d+[A-Z]?(?:-\d+(?:[A-Z](?=-))?(?:\.\d+)?)+|\d{1,4}\.\d+(?:\.\d+){0,2})(?:([A-Z])(\d{1,2})?(?:(?<=\d)([a-z]))?|-([a-z]))((?:\(\w+\))*)$")
# A capital after an unpadded two-part dotted number names a section inserted after it, not a
# subsection: "Section 37.9B(a)", "37.10A(c)" (San Francisco's Rent Ordinance; where the letter is a
# subsection the number is padded, "Section 502.02F", or has more parts, "Section 12.11.030C")
_INSERTED_SECTION = re.compile(r"\d{1,4}\.[1-9]\d?[A-Z](?:\([A-Za-z0-9]{1,3}\))*$")
# Chicago letters a subsection after a hyphen and a paragraph after a dot: "17-10-0102-B.1(b)"
_HYPHEN_LETTER = re.compile(r"(\d+-\d+-\d{4})-([A-Z]{1,2})(?:\.?(\d{1,2}))?((?:\(\w+\))*)$")
# History notes cite the numbering the ordinance was adopted under, not live references:
# "[Amended ... by Ord. No. 2016-2]", "(Ord. 12-01, passed 6-4-2012)", "Ordinance No. 176, §7,
# 3/7/88". The ordinance's own "§" stays on its line: exports that print the history and the
# authority in two interleaved columns put a statute ("§9-32-1") on the next line. A "§" number
# followed by a date is the rest of such a history note ("§1, 9/8/81.").
# A section's heading opening a line ends any note before it: "(Ord. No. 81, §§ 5, 6(a), 2-13-1984{'}'}\nSec. 46-61. Exhibition."
# (Lexington MI, the note's parenthesis misprinted) must not run on to the next ")" pages later
# (a heading: the number then its title, "Sec. 46-61. Exhibition.", "§ 91.02 DEFINITIONS."; not a note's own section wrapped
# onto a line, "...; Ord. 5,\n§ 3, passed ...")
_HEADING_LINE = r"(?:Sec\.?[ \t]+\d[\w.\-]*\.?[ \t]+[A-Z][a-z]|§[ \t]*\d[\w.\-]*[ \t]+[A-Z]{2}|SECTION[ \t]+\d[\w.\-]*[.:]?[ \t]+[A-Z])"
_HISTORY = re.compile(
    # (a bracket left open is no note: ``rx.HISTORY_BRACKET_REST``)
    r"(?=[\[(O§CRA])(?:\[(?:Adopted|Amended|Added|Ord|Repealed|Renumbered)" + rx.HISTORY_BRACKET_REST + "|" + rx.HISTORY_BRACKET_SECTION +
    # (Dunwoody's compiled ordinances: "(Comp. Ords. 2008, ch. 16, art. 1, § 7)")
    # ("(Ord No. 10-2017 § 1)": the abbreviation without its period, Aspen CO)
    # ("(Former § 7-010(1.))": the section's number in the code it was carried over from, Social Circle GA)
    # ("(Policy of 8-15-1989, § 3; Ord. of 7-19-2016(1) )": a county's adopted policy, Putnam County GA)
    # ("(`87 Code, § 13-3-4)": American Legal's former code, its year cut to two digits, Cave Creek AZ)
    # ("(1957 Rev. Ords., § 11.901; 1992 Code, § 42-1)": the revised ordinances before it, Sioux Falls SD)
    # ("(OC, §§ 8-5-1, 8-5-2 and 8-5-3)": the old code's sections, Swansboro NC)
    # ("(prior code \u00a79-4-2(part))" in lower case, Coeur d'Alene ID)
    # ("(Ord 19-05 \u00a7 3: Ord. 97-12 \u00a7 1)": the first without its period before a numbered ordinance, Farr West UT)
    # ("(1991 Draft Code, \u00a7 8-17)": the draft code's section, Plainfield IN)
    # (in lower case: "(‘89 code, § 114.01)", Valparaiso IN; the year misprinted in three digits: "(944 Code §28.22)", Genoa OH)
    r"|\((?:Ord\.|Ord\s(?=\d{4}\s+c\.|No\.?\s|\d{1,4}-\d{1,4}\s*[\u00a7,:;)])|Ordinance|Policy\s+of\s+\d|Former\s+§|Amend(?:ment|\.)\s+of\s|[Pp]rior\s+[Cc]ode|OC\s*,\s*§|\d{3,4}\s+(?:Draft\s+)?[Cc]ode|\d{4}\s+Rev\.\s*Ords?\.|[`'‘’]\d\d\s+[Cc]ode|Code\s+\d{4}|Res\.|Passed|Comp\.\s+Ords?\.\s*,?\s*(?:1[89]|20)\d\d"
    # (Honolulu's Revised Ordinances: "(Sec. 23-3.1, R.O. 1978 (1983 Ed.))")
    r"|Sec\.\s*\d[\w.\-]*\s*,\s*R\.\s?O\.\s*(?:1[89]|20)\d\d"
    # (an Iowa supplement's amendment note: "(Section 92.02 \u2013 Ord._230 \u2013 Mar. 24 Supp.)", Sanborn IA)
    r"|Section\s+\d[\w.\-]*\s*[\u2013\u2014\-]+\s*Ord\."
    # Baltimore's: "(City Code, 1893, art. 48, §6; 1927, art. 45, §6; 1976/83, art. 26, §60.)"
    r"|(?:City|County|Municipal|Village|Town)\s+Code\s*,?\s*1[789]\d\d|(?:City|County|Municipal|Village|Town)\s+Code\s*,?\s*20\d\d"
    # (the municipal code's initials and edition: "(M.C. 1963, \u00a7 11.110)", "(M.C 1963, \u00a7 11.120; Ord. Nos. 072-61, ...;
    # Ord. 0-83-50,\n12-19-83)", Deerfield IL)
    r"|M\.\s?C\.?\s*,?\s*(?:1[89]|20)\d\d\b"
    # Chicago's, by the council's journal: "(Added Coun. J. 5-26-04, p. 25275; Amend Coun. J. 3-9-05, p. 44391, § 1)"
    r"|(?:Added|Amend(?:ed|\.)?)\s+Coun\.\s*J\.)"
    r"(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # (an old code's chapter, as a Sterling code's history prints it at a section's end: "(Ch. 141)", "(Ch. 141, 10-18-1939)",
    # "(Ch. 34; amd. 1998 Code)", Montevideo MN)
    r"|\(Ch\.[ \t]*\d{1,4}[A-Z]?(?:[ \t]*[,;][^()\n]{0,60})?\)(?=[ \t]*(?:\n|$))"
    # (an ordinance's note left open by the export, to its line's end: "(Ord. 220, 9/13/1972, §4; as amended by A.O.\n****
    # B.   Disposal of Grass Clippings ****", Blossburg PA)
    r"|\((?=Ord\.\s*(?:No\.\s*)?\d)[^()\n]*(?=\n)"
    # a history note in prose: "Ordinance 2000.10 rewrote section\n9-6-7, which was amended by Ordinance 2009.11" (Marana AZ)
    r"|" + rx.PROSE_HISTORY +
    # (Baltimore's printed with no parenthesis at all, on a line of its own: "City Code, 1966, art. 16, §17(f)(2nd sen.); ...")
    r"|(?<=\n)(?:City|County)\s+Code\s*,\s*(?:1[789]|20)\d\d\b[^\n]*"
    # (Baltimore's with its parenthesis left open: "(City Code, 1976/83, art. 30, §11.0-8b2(1st sen.) (Ord.
    # 93-258.)" runs to the line's end)
    r"|\((?=(?:City|County|Municipal|Village|Town)\s+Code\s*,?\s*(?:1[789]|20)\d\d)[^\n]*"
    # a resolution's sections in an editor's note: "derived from Res. No. 00-08, §§ 4-4(d)(1), 4-4(d)(1)(a),
    # 3-28-2000; Res. No. 04-05, §§ 1\u20145, 1-27-2004" (Paulding County GA), to the next semicolon or sentence end
    r"|\bRes(?:olution|\.)\s+No\.\s*[\w\-]+\s*,\s*§+(?:[^;\n.]|\.(?!\s))*"
    # an editor's note on the enacting instrument's own sections: "codification of the substantive provisions
    # of §§ 1\u20144 of said resolution as Art. F" (Spalding County GA)
    # (or of a numbered ordinance, "\u00a7\u00a7 3 and 4 of Ord. No. 23008", and a former code's section, "codified as
    # \u00a7 17-45.15.1 of the 1961 Code": Jefferson Parish LA's editor's notes)
    r"|§§?\s?\d{1,3}[A-Z]?(?:(?:\s*[\u2014\u2013\-]\s*|\s*,\s*|\s+and\s+)\d{1,3}[A-Z]?)*\s+of\s+(?:(?:said|such|that|the)\s+(?:resolution|ordinance|act)\b"
    r"|Ord(?:inance|\.)\s*(?:No\.\s*)?\d)"
    r"|§\s?\d[\d.\-]*\s+of\s+the\s+(?:1[89]|20)\d\d\s+Code\b"
    # a section then its adoption date, printed with no parenthesis: "Ordinance No. 6, Article III, ... §26,
    # 4-8-74." (Brandon SD's two-column history interleaved with the authority line)
    r"|§\s?\d{1,3}[A-Z]?,\s+(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])-\d\d\b(?![\-\d])"
    # an ordinance numbered in parentheses: "Ord. (W-12-13) § 1, adopted Oct. 21, 2013" (Winder GA)
    r"|\b(?:Ordinance|Ord\.)\s*(?:No\.\s*)?\([\w\-]+\)\s*,?\s*§+\s*\d[\d\-]*"
    # an editor's note's former ordinance: "was derived from Ord. of 6-14-2007, §§ 34-168\u201434-170"; an
    # amendment adopted with no number: "Amendment of 11-12-07(2), § 1(Exh. A), repealed ..." (Madison GA)
    r"|\b(?:Ordinance|Ord\.|Amendment|Amend\.)\s+of\s+\d{1,2}-\d{1,2}-\d{2,4}(?:\(\d+\))?\s*,\s*§+\s*[\d\-.]+(?:\s*[\u2014\u2013,]\s*[\d\-.]+)*"
    # a former code's section named in an editor's note: "derived from Code 1959, § 4-32"
    # (not a state's code with its edition year: "S.C. Code 1976, § 47-3-10", "Ala. Code 1975, § 11-45-1")
    # (or of the nineteenth century: "derived from the Code of 1876, § 2-5005", Houston County GA)
    # (with no comma, and a list: "derived from Code 1974 §§ 8-5, 8-6; ... Code 1995 §§ 30-1\u201430-3", Waynesboro GA)
    # (a title between: "derived from the Code of 1984, Title 6, \u00a7\u00a7 310,\n  320, 330", Fairmont MN)
    r"|(?<!\.\s)\bCode\s+(?:of\s+)?(?:1[89]|20)\d\d\s*,?\s*(?:Title\s+\d{1,2}\s*,\s*)?§+\s*[\d\-.]+(?:\s*(?:[\u2014\u2013]|,(?=\s*\d))\s*[\d\-.]+)*"
    # a personnel manual's derivation note: "(Pers. Man. \u00a7 4, Par. 4.500; Comp. Ords. 1998, \u00a7 2-4-20)", and an
    # editor's note's "derived from ... Comp. Ords. 1998, \u00a7\u00a7 2-4-25\u20142-4-30" (Lincolnton GA)
    r"|\((?=[^()\n]{0,60}\bComp\.\s+Ords?\.\s*,?\s*(?:1[89]|20)\d\d)[^()\n]*\)"
    r"|\bComp\.\s+Ords?\.\s*,?\s*(?:1[89]|20)\d\d\s*,\s*§+\s*[\d\-.]+(?:\s*[\u2014\u2013,]\s*[\d\-.]+)*"
    # a section's own history in parentheses: "(\u00a710.12.010 repealed reenacted Ord. 028-05)" (Pitkin County CO)
    r"|\(§\s?\d[\d.\-]*\s+(?:repealed|amended|added|reenacted|renumbered)\b[^()]*\)?"
    # "(CBC 1975 Ord. T14 § 300; Ord. 1991 c. 5 § 30)": any parenthetical naming an ordinance
    # ahead of its section mark is history.
    # Madison's amending ordinances: "ORD-23-00026, § 1"
    r"|\b(?i:ORD)-\d{2}-\d{3,5}\s*,\s*§+\s*\d+"
    # An enactment history that opens on its date: "(Jan. 24, 1934, 48 Stat. 331, ch. 4, § 20; Sept. 29,
    # 1982, D.C. Law 4-157, § 12, 29 DCR 3617; ...)" (the District of Columbia Code's); its prior
    # codifications on lines of their own: "1981 Ed., § 25-781."
    r"|\((?=(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},\s+\d{4},)(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # a history that opens on the section's former number and its date: "(§ 36.1, 12-10-80, 12-20-80;
    # Subsection c: § 31.2.1, 12-10-80; Ord. 01-18(6), 10-3-01)", "(§ 35.1: Amended 5-5-10)" (Albemarle's)
    r"|\((?=\s*§+\s*[\d.\-]+[A-Z]?\s*[,:]\s*(?:\d{1,2}-\d{1,2}-\d{2,4}\b|Amended|Added|Adopted))(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # Municode's history with the link text "Ord. No." lost: "(2-2019, § 2(Exh. A), 7-22-2019)"
    r"|\((?=\s*\d{1,4}-(?:19|20)\d\d\s*,\s*§)(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # Boston's history: "(St. 1871 c. 280; St. 1938 c. 479 § 109; Ord. 1954 c. 2 § 20; ...)"
    r"|\((?=St\.\s*\d{4}\s*,?\s*c\.\s*\d+[^()]*;)(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # "(Sec. 9.03(2) Am. by Ord. 10,882, 4-15-94)": the section it amended may hold subdivisions.
    # (not a note that opens with the statute it codifies: "(ORC 2923.15; Ord. 847. Passed 4-6-78.)")
    # (nor an editor's note that names the ordinance which repealed a section: "(Editor’s note: Former Section
    # 1307.05 was repealed by Ordinance 1980-5, passed January 28, 1980.)", Chagrin Falls OH: the former
    # section is a reference)
    # (in capitals too: "(EDITOR'S NOTE: This subsection was repealed by Ordinance\n572, ... See Section\n1022.055.)", Howell MI)
    # (nor a zoning ordinance named with the number that enacted it: "(City Zoning Ordinance 3131)", Guthrie OK)
    # (nor a cross-reference in parentheses: "(See\nOrdinance 2008-14 for delinquent bill procedure.)", Albany IN)
    r"|\((?!ORC\b|R\.\s?C\.|O\.\s?R\.\s?C\.|(?i:Editor[\u2019']?s\s+note)|See\s|(?:(?:City|Village|Town|County)\s+)?Zoning\s+Ordinance\s)(?=(?:[^()§]|\([^()]{0,6}\)){0,60}\b(?:Ord(?:\.|inance)\s|ORD-\d))(?:[^()\n]|\n(?!" + _HEADING_LINE + r")|\([^()]*\))*\)"
    # (a scrape of Municode's links breaks the line around the number: "Ord. No. \n2-2019\n, § 2")
    r"|\b(?:Ordinance|Ord\.)\s+No\.?\s*[\w\-]+(?:[ \t]*(?:&|and)[ \t]*[\w\-]+)*\s*,[ \t]*(?:Art(?:icle|\.)[ \t]*\d+[ \t]*,[ \t]*)?§+[ \t]*[\d\-]+(?:[ \t]*,[ \t]*[\d\-]+)*"
    # the same with no "No." and no comma, as eCode360's history lines print it: "Amended by Ord. 2005-3
    # § 2 on 4/1/2005", "Ord. 2016-5 § 1; Ord. 2018-22 § 4" (an enacting ordinance's own sections)
    # (not Brandon's "Ordinance 7-2", its name for a chapter of its own code: small unpadded parts)
    r"|\b(?:Ordinance|Ord\.)[ \t]+(?=\d)(?!(?:[1-9]|1\d|20)-(?:[1-9]|1\d|20)(?:-\d{1,3})?\b)[\w\-]*\d[\w\-]*[ \t]*,?[ \t]*§+[ \t]*\d{1,3}\b(?![\-.]\d)"
    r"|§+[ \t]*\d[\d\-]*(?:[ \t]*,[ \t]*\d[\d\-]*)*[ \t]*,[ \t]*\d{1,2}/\d{1,2}/\d{2,4}\b"
    # a section's own amendment in a history line: "§ 8-10-\n40 (part) amended Ord. 023-2009", "§ 8-30-20
    # amended (part) Ord. 034-021" (Pitkin County's land use code)
    # ("amended (part Ord. 034-2020": the parenthesis left open)
    r"|§+\s*\d[\d\-.]*(?:\s*\n\s*\d[\d\-.]*)?(?:\s*\(part\))?\s+(?i:amended|repealed|added|renumbered|reenacted)"
    r"(?:\s*\(part\)?)?\s+(?:by\s+)?Ord(?:inance|\.)"
    # the sections of an enacting ordinance: "§§ 1\u201425 of Ord. No. 0-94-27"
    r"|§+\s*[\dIVX][\dIVX\u2014\u2013\-]*(?:[ \t]*,[ \t]*[\dIVX][\dIVX\u2014\u2013\-]*)*\s+of[ \t]+Ord(?:inance|\.)[ \t]+No\."
    # an editor's note on an ordinance's sections placed in the code: "inclusion of §§ 1\u20143 as § 29-7" (Jefferson Parish LA)
    r"|§§?[ \t]*\d{1,2}(?:[ \t]*[\u2014\u2013\-][ \t]*\d{1,2})?(?=\s+as\s+§))"
)
# A history line of its own: "Adopted by Ord. 31-22 Ordinance Adopting Title 15, Part 3, Chapter 28,
# of the ... Municipal Code ..." (what it adopted is no reference)
# History on lines of their own that open on a rarer literal (looked for only where it is printed):
# Austin's "Source: Sections 13-2-233 and 13-2-333; Ord. 990225-70; Ord. 031211-11." (the former
# code's sections the text came from), the District of Columbia's prior codifications "1981 Ed.,
# § 25-781."
_SOURCE_LINE = re.compile(r"^Source:[ \t]+(?=[^\n]*\bOrd\.)[^\n]*", re.M)
_PRIOR_EDITION_LINE = re.compile(r"^[12]\d{3}\s+Ed\.,\s*§[^\n]*", re.M)
_HISTORY_LINE = re.compile(
    r"^[ \t]*(?:Adopted|Amended|Repealed|Added|Enacted|Renumbered|Recodified)\s+by\s+Ord(?:inance|\.)[^\n]*", re.M)
_ORDINANCE_BEFORE = re.compile(r"\bOrd(?:inance|\.)\s*(?:No\.?\s*)?[\w\-]+\s*,\s*$")
_LOWER_LETTER = re.compile(r"(?<![\w.])[a-z](?![\w])")
# "Chapter 642 of the Acts of 1966" (the last chapter named before "said Chapter 642")
_ACT_CHAPTER = re.compile(r"\b[Cc]hapter\s+(?P<ch>\d+[A-Z]?)\s+of\s+the\s+(?:(?:General|Special)\s+)?Acts\s+of\s+(?P<year>\d{4})"
                          r"|\bSt\.\s*(?P<styear>\d{4})\s*,?\s*c\.\s*(?P<stch>\d+[A-Z]?)\b"
                          r"|\b[Cc]hapter\s+(?P<other>\d+[A-Z]?)\b")
# A text that cites the General Laws the Massachusetts way ("... of the General Laws", "G.L. c. 40",
# "M.G.L."): its bare "Section 14 of Chapter 30A" is the General Laws too.
CITES_GENERAL_LAWS = re.compile(r"of\s+the\s+(?:Massachusetts\s+)?General\s+Laws|Mass(?:achusetts|\.)\s+Gen(?:eral|\.)\s+Laws"
                                r"|M\.\s?G\.\s?L\.|\bMGLA?\b|\bG\.\s?L\.\s*,?\s*c")


def cites_general_laws(text: str) -> bool:
    """Whether ``CITES_GENERAL_LAWS`` finds a match in ``text``; each of its matches holds "Laws", "G." or "MGL", so a
    text with none of them is not scanned."""
    return ("Laws" in text or "G." in text or "MGL" in text) and CITES_GENERAL_LAWS.search(text) is not None


_GENERAL_LAWS = re.compile(r"General\s+Laws|M\.\s?G\.\s?L\.|\bMGL|\bG\.\s?L\.")
# Each state's department of transportation by the initials it goes by (and the labels use: "FDOT Utility
# Accommodation Manual", "ODOT Standard Specifications for Highway Construction")
DOT_NAMES = {"wisconsin": "WisDOT", "ohio": "ODOT", "iowa": "Iowa DOT", "south dakota": "SDDOT",
              "massachusetts": "MassDOT", "georgia": "GDOT", "minnesota": "MnDOT", "michigan": "MDOT",
              "illinois": "IDOT", "indiana": "INDOT", "state": "State DOT",
              "alabama": "ALDOT", "arizona": "ADOT", "arkansas": "ArDOT", "california": "Caltrans", "colorado": "CDOT",
              "connecticut": "CTDOT", "delaware": "DelDOT", "florida": "FDOT", "hawaii": "HDOT", "kansas": "KDOT",
              "maine": "MaineDOT", "maryland": "MDOT", "mississippi": "MDOT", "missouri": "MoDOT", "montana": "MDT",
              "nebraska": "NDOT", "nevada": "NDOT", "new hampshire": "NHDOT", "new jersey": "NJDOT", "new mexico": "NMDOT",
              "new york": "NYSDOT", "new york state": "NYSDOT", "north carolina": "NCDOT", "north dakota": "NDDOT",
              "oklahoma": "ODOT", "oregon": "ODOT", "pennsylvania": "PennDOT", "rhode island": "RIDOT", "south carolina": "SCDOT",
              "tennessee": "TDOT", "texas": "TxDOT", "utah": "UDOT", "vermont": "VTrans", "virginia": "VDOT",
              "washington": "WSDOT", "west virginia": "WVDOT", "wyoming": "WYDOT"}
# States printed by their dotted initials before a department's name ("N.C. Department of Transportation"): the Bluebook
# abbreviations of ``rx.STATES``
_DOTTED_STATES = {abbr: name.lower() for _, name, abbr in rx.STATES}
_ANSI_A_MORE = re.compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(A[ \t]?(\d{1,3}\.\d{1,3}))\b(?![.\-]\d)")
_MUTCD_SECTION_BEFORE = re.compile(r"(?:\b[Ss]ection|\u00a7)\s*(\d{1,2})\s?([A-Z])([.\-])(\d{1,3})\s+of\s+(?:the\s+)?\Z")
_OBC_ITEM = re.compile(r"\d{1,3}\.\d{2,3}(?:\([A-Za-z0-9]{1,3}\))*")
_SD_BROKEN_SECTION = re.compile(r"-[ \t]*\n[ \t]*(\d{1,4})\b(?![.\-]\d)")
_CMS_ITEM_BEFORE = re.compile(r"\b(?:[Ii]tem|[Ss]ection)\s+(\d{3}(?:\.\d{1,2})?)\s+of\s+(?:the\s+)?\Z")
# (or "Manual" and the sign: "Construction and Material Specifications Manual,\n§ 499, as amended", Ironton OH)
_CMS_SECTIONS_AFTER = re.compile(r"(?:\s+Manual)?\s*,?\s*(?:[Ss]ections?\s+|[Ii]tems?\s+|§\s*)(\d{3}(?:\.\d{1,2})?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d{3}(?:\.\d{1,2})?)*)(?![\d.\-])")
_CMS_ITEM = re.compile(r"\d{3}(?:\.\d{1,2})?")
_ILCS_SECTION_OF_BEFORE = re.compile(r"(?:ILCS|Illinois\s+Compiled\s+Statutes)\s+\d{1,3}/[\w.\-]+(?:\(\w{1,3}\))*\s+of\s+the\s+$")
# Ohio codified ordinances' part abbreviations printed without a period (Woodmere OH, Ironton OH)
_PART_PERIOD_LEFT_OUT = {"GEN OFF.": "GEN. OFF.", "GEN. OFF": "GEN. OFF.", "GEN OFF": "GEN. OFF.", "B & H.": "B. & H.",
                         "S.U. & P.S": "S.U. & P.S."}


def _cms_items_after(text: str, start: int, end: int) -> list[CitationMatch]:
    """The ODOT specifications' items printed after the book's title (``start``..``end``): one citation an item, the first
    spanning the title, as the labels read "ODOT Item 451.10"; none when no item follows."""
    sec = _CMS_SECTIONS_AFTER.match(text, end)
    items = list(_CMS_ITEM.finditer(text, sec.start(1), sec.end())) if sec else []
    return [CitationMatch(start if k == 0 else i.start(), i.end(), "external_standard", f"ODOT Item {i.group()}")
            for k, i in enumerate(items)]
_STATE_DOT_NAMED = re.compile(rf"(?P<state>{rx.STATE_FULL_NAMES})\s+Department\s+of\s+Transportation(?:['\u2019]s)?\s+(?=[A-Z])")


def _dot_initials(title: str) -> str:
    """"Florida Department of Transportation Utility Accommodation Manual" -> "FDOT Utility Accommodation Manual"."""
    m = _STATE_DOT_NAMED.match(title)
    if m is None or (dot := DOT_NAMES.get(m.group("state").lower())) is None:
        return title
    return f"{dot} {title[m.end():]}"


@dataclass(frozen=True)
class CitationMatch:
    start: int
    end: int
    kind: str
    target: str
    jurisdiction: str | None = None
    malformed: bool = False
    qualifier: str | None = None


# a manual's or guidelines' name, then its initials in parentheses (the MUTCD's, the Access Board's PROWAG)
_NAMED_THEN_PAREN = re.compile(r"(?:[Dd]evices|[Cc]ontrols|Guidelines)\s*\($")
# ... or then " or " ("OHIO MANUAL OF UNIFORM TRAFFIC CONTROL DEVICES or OMUTCD", a definition's term and its initials)
_NAME_THEN_OR = re.compile(r"(?:DEVICES|[Dd]evices)\s+or\s+$")


def _squash(s: str) -> str:
    return " ".join(s.split())


_LETTER_DOT_DIGIT = re.compile(r"(?:(?<=-\d)|(?<=-\d\d)|(?<=-\d\d\d))([A-Z])\.(\d{1,2})$")


def normalize_local(number: str) -> str:
    """`370-7G` -> `370-7(G)`: General Code glues the subsection letter onto the section (and
    some codes a paragraph number after it, `6-4A1`, or a hyphen before a small letter, `3-3-b`)."""
    number = _LETTER_DOT_DIGIT.sub(r"\1\2", _squash(number).replace(" ", ""))  # ("9-1-3A.6" is 9-1-3A6: 9-1-3(A)(6))
    if _INSERTED_SECTION.match(number):
        return number
    if m := _HYPHEN_LETTER.match(number):
        # Chicago's "17-10-0102-B.1(b)" -> 17-10-0102(B)(1)(b)
        return f"{m.group(1)}({m.group(2)})" + (f"({m.group(3)})" if m.group(3) else "") + m.group(4)
    m = _GLUED_LETTER.match(number)
    if m:
        # (`6-4A1` -> `6-4(A)(1)`, `3-2-5A5b` -> `3-2-5(A)(5)(b)`, `3-3-b` -> `3-3(b)`)
        sub = "".join(f"({g})" for g in m.group(2, 3, 4) if g) if m.group(2) else f"({m.group(5)})"
        return f"{m.group(1)}{sub}{m.group(6)}"
    return number


def _qualifier(text: str, end: int) -> str | None:
    q = rx.CITATION_QUALIFIER.match(text, end)
    return _squash(q.group("q")) if q else None


_CAPS_LINE = re.compile(r"[ \t]*\n[ \t]*[A-Z][A-Z ,;:'\"&\-]{3,}\**$", re.M)  # (a footnote's star after the title)
# a gap ending in a word that must be followed by a second item ("§§\n150.01 through\n150.12\nGENERAL
# PROVISIONS", Etowah TN): the list's last item, whatever heading comes after it
_GAP_WANTS_ITEM = re.compile(r"\b(?:through|thru|to|and|or)\s*$", re.I)


def _items(text: str, m: re.Match, item_re: re.Pattern, group: str = "list") -> list[tuple[int, int, str]]:
    """(start, end, number) for each number in the match's `list` group (or ``group``).

    A list that runs onto a line holding only a number followed by an all-caps title line has
    run into the next section heading (`SDCL 9-29-13,` / `10-2-13` / `DISPOSAL OF SNOW`)."""
    ls, le = m.span(group)
    out = []
    for i in item_re.finditer(text, ls, le):  # in place: look-behinds see the text before the list
        s, e = i.span()
        # A line break between this item and the previous one (searched in the gap only).
        if out and text.find("\n", out[-1][1] + 1, s) >= 0 and _CAPS_LINE.match(text, e) \
                and not _GAP_WANTS_ITEM.search(text, out[-1][1], s):
            break
        # A list of numbered sections does not go on into a measure: "under \u00a7\n92.02, 12 months after"
        # (Keystone SD) is a section and a period of time, not two sections
        if out and i.group().isdigit() and _UNIT_AFTER.match(text, e) \
                and any("." in n or "-" in n for _, _, n in out):
            break
        out.append((s, e, i.group()))
    return out


# (the units the quantity rules know, ``rx.UNIT``, after a blank)
_UNIT_AFTER = re.compile(rf"[ \t\n]+(?:{rx.UNIT})")


# a bare number of a listed-number group ("parts 1 and 2", "sections 1401, 1402 and 1413")
_LISTED_NUMBER = re.compile(r"\d{1,4}")
_ROMAN_WORD = re.compile(r"\b[IVX]{1,4}\b")
_CRS_ITEM = re.compile(r"\d{1,3}(?:\.\d{1,2})?")
_STREET_BEFORE = re.compile(r"\b([A-Z][a-z]+)\s$")
_APPENDIX_NAME = re.compile(r"\b(?:[A-Z]|[IVX]{2,4})\b")


def _split_spans(m: re.Match, items: list[tuple[int, int, str]], text: str = "",
                 group: str = "list") -> list[tuple[int, int, str]]:
    """Apply the span convention: first item from the match start, last item to the match end
    (when it ends the list ``group``)."""
    if not items:
        return []
    end = m.end() if items[-1][1] >= m.end(group) else items[-1][1]
    if len(items) == 1:
        return [(m.start(), end, items[0][2])]
    out = [(m.start(), items[0][1], items[0][2])]
    out += [(s, e, n) for s, e, n in items[1:-1]]
    s, _, n = items[-1]
    out.append((s, end, n))
    return out


_STATUTE_SIGN_BEFORE = re.compile(r"§+[ \t]*$")
# the items of a list a pattern matched (``_items``): bare subsection numbers, dotted sections
_BARE_NUMBER = re.compile(r"\d{1,2}")
_DOTTED_NUMBER = re.compile(r"\d{1,4}\.\d{1,4}")


def _statutes(text, m, jurisdiction, item_re=_STATUTE_ITEM) -> list[CitationMatch]:
    q = _qualifier(text, m.end())
    spans = _split_spans(m, _items(text, m, item_re), text)
    # (an item the list prints its own sign before spans the sign: "Wis. Stats. §\n61.35 and § 62.23")
    spans[1:] = [(sign.start() if (sign := _STATUTE_SIGN_BEFORE.search(text, max(m.start(), s - 4), s)) else s, e, n) for s, e, n in spans[1:]]
    # (an item misprinted with a comma for its period, "346,46", is the section the list means)
    return [CitationMatch(s, e, "state_statute", _MISPRINTED_COMMA.sub(r"\1.\2", _squash(n).replace(" ", "")), jurisdiction, qualifier=q)
            for s, e, n in spans]


_KRS_CHAPTER = re.compile(r"\d{1,3}[A-Z]?")
_MISPRINTED_COMMA = re.compile(r"^(\d{3}),(\d{2})$")


def _local(text, m, kind="local_code", prefix="") -> list[CitationMatch]:
    items = _items(text, m, _LOCAL_OR_SUBDIV_ITEM)
    hyphenated = any("-" in n for _, _, n in items)
    out = []
    q = _qualifier(text, m.end())
    prev = ""
    for s, e, n in _split_spans(m, items, text):
        if n.startswith("("):
            if not prev:
                continue
            # "2.01(1) or (5)": the bare subdivision restates a level of the number before it
            target = _restate(prev, n)
        else:
            target = normalize_local(n)
        prev = target
        # `§§ 3706 and 370-7`: a chapter-section code number lost its hyphen.
        malformed = hyphenated and "-" not in n and "." not in n and len(re.sub(r"\D", "", n)) >= 3
        out.append(CitationMatch(s, e, kind, prefix + target, malformed=malformed, qualifier=q))
    if out and out[-1].target.endswith(")") and (glued := _GLUED_LETTER_END.search(text, out[-1].start, out[-1].end)) \
            and (more := _AND_LETTER.match(text, out[-1].end)):
        # "subsections 3-12-5A and B of this chapter" (Menomonie WI, Ponca City OK): the bare letter is a
        # subsection of the same section; a list of them, "section 12.28.180C, D, or F of this chapter", and letters
        # with their paragraph glued, "17.44.050D4 and D5 of this code" (Coeur d'Alene ID)
        head = out[-1].target[len(prefix):]
        head = head[: head.index("(")]
        for item in _LETTER_ITEM.finditer(more.group()):
            out.append(CitationMatch(more.start() + item.start(), more.start() + item.end(), kind,
                                     prefix + normalize_local(head + item.group()), qualifier=_qualifier(text, more.end())))
    return out


# a section's subsection letter glued to its number ("3-12-5A", "17.44.050D4"), then "and B", ", D, or F", "and D5"
_GLUED_LETTER_END = re.compile(r"\d[A-Z]\d?$")
# (or a range's end: "subsections\n7-7A-5-3B through E of this article", Northlake IL; both ends cited, as for numbers)
_AND_LETTER = re.compile(r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[A-Z]\d?\b(?![\w.\-]))*?\s*,?\s+(?:and|or|through)\s+[A-Z]\d?\b(?![\w.\-])")
_LETTER_ITEM = re.compile(r"(?<![\w.\-])[A-Z]\d?\b")


def _bare(text, m) -> list[CitationMatch]:
    """`10-2-12 (a), (b), and (c)`: each bare subdivision belongs to the number before it. The
    context word ("violation of") is not part of any span."""
    out = []
    parent = ""
    q = _qualifier(text, m.end())
    for s, e, n in _items(text, m, _BARE_ITEM):
        n = _squash(n).replace(" ", "")
        if (dotted := _DOTTED_PATH.fullmatch(n)):
            # a section dotted in parts ("15.4.16.130", "16.7.4.I", "8.5.4.D.2"); right after a noun it
            # is a heading's number ("Legal Provisions 1.1.1 Title"), not "provisions of 16.7.4.I"
            if _NOUN_CONTEXT.match(m.group()):
                return []
            n = dotted.group(1) + _nested(filter(None, dotted.group(2, 3)))
        if n[0].isdigit():
            parent = re.sub(r"(?:\(\w+\))+$", "", n)
            target = normalize_local(n)
        else:
            target = normalize_local(parent + n)
        out.append(CitationMatch(s, e, "local_code", target, qualifier=q))
    return out


_DOTTED_PATH = re.compile(r"(\d{1,3}(?:\.\d{1,3}){2,3}|\d{1,3}\.\d{1,3}(?=\.[A-Z]))(?:\.([A-Z])(?:\.(\d{1,2}))?)?")
_NOUN_CONTEXT = re.compile(r"(?:violations?|provisions?|requirements?)\s+(?!of\b)", re.I)


# A sentence end or a semicolon; not the period of "c. 40", "s. 32" or "M.G.L.".
_SENTENCE_CUT = re.compile(r";|(?<!\b[A-Z])(?<!\bc)(?<!\bch)(?<!\bss)(?<!\bs)(?<!\bpar)\.\s+(?=[A-Z])")
_BARE_CHAPTER_NUMBER = re.compile(r"\d{3,4}")
_STATE_ABBREVIATED = {abbreviation.rstrip("."): name for _, name, abbreviation in rx.STATES}  # "Ill" -> "Illinois"
_THIS_BEFORE = re.compile(r"\b[Tt]his\s+$")
_A_BEFORE = re.compile(r"\ba\s+$")
_THESE_BEFORE = re.compile(r"\b[Tt]hese\s+$")
# (what ``_convert`` reads around a match: a state department's specifications and rule chapters, an
# article read back before "of the zoning ordinance", the subjects of "the building and plumbing codes",
# a chapter before its article's division)
_DOT_SPECIFICATIONS = {"CDOT": "Road and Bridge", "ArDOT": "Highway"}
# the specifications' full titles where a text names them short (the labels write IDOT's in full)
_DOT_FULL_SPECIFICATIONS = {"IDOT": "Standard Specifications for Road and Bridge Construction"}
# a section or article of a department's specifications named before them, its initials' possessive and a quote between
_DOT_SECTION_BEFORE = re.compile(r"\b(?:[Ss]ections?|[Aa]rticles?)\s+(?P<n>\d{1,4}(?:\.\d{1,3})?)\s+of\s+(?:the\s+)?(?:(?P<init>[A-Z]{2,6})['\u2019]s\s+)?[\"\u201c]?$")
# The departments' initials printed in capitals name the same department ("ARDOT Standard Specifications", Tontitown AR)
_DOT_CASE = {v.upper(): v for v in DOT_NAMES.values() if " " not in v}
_STATE_HIGHWAY_BEFORE = re.compile(rf"\b(?P<state>{rx.STATE_FULL_NAMES})\s+(?:{rx.STATE_HIGHWAY_DEPARTMENT})(?:['\u2019]s)?\s+$")
_GA_DEPARTMENTS = {"Natural Resources": "DNR", "Human Resources": "DHR", "Human Services": "DHS", "Public Health": "DPH",
                   "Community Affairs": "DCA"}
# An article of the City Code, its caption in braces, before its section: "City Code Article 15 {...}, ",
# "Article 24, \u00a7 " (Baltimore): what "local_article" reads as one path
_ARTICLE_PATH_BEFORE = re.compile(rf"(?P<cc>\bCity\s+Code\s+)?\bArticle\s+\d{{1,3}}{rx._BRACED}\s*,\s*(?P<sign>§\s*)?$")
_OF_THE_CITY_CODE = re.compile(r"\s+of\s+the\s+City\s+Code\b")
# (the place's possessive between: "Article 17 of the town\u2019s Land Development Code", Fletcher NC)
_PLACE_POSSESSIVE = r"(?:(?:city|town|village|county)['\u2019]s\s+)?"
_ARTICLE_OF_THE_BEFORE = re.compile(rf"\b[Aa]rticle\s+([IVXL]+|\d{{1,3}})\s+of\s+the\s+{_PLACE_POSSESSIVE}$")
# "\u00a7 19 of the Zoning Ordinance" (Jordan MN): a section of that ordinance, not of this code
# ("\u00a7 156.40.01 of the Unified\nDevelopment Ordinance", Kings Mountain NC: a number of three parts)
_SECTION_OF_THE_BEFORE = re.compile(r"(?:\u00a7|\b[Ss]ection)\s*(\d{1,4}(?:[.\-]\d{1,4}){0,2}(?:\([A-Za-z0-9]{1,3}\))*)\s+of\s+the\s+"
                                    rf"{_PLACE_POSSESSIVE}$")
_SUBJECT_WORD = re.compile(r"(?i:building|fire|housing|plumbing|electrical|mechanical)")
_CHAPTER_JUST_BEFORE = re.compile(r"\b(?:[Cc]hapter|[Cc]h\.)\s*\d+[A-Z]?(?:[.\-]\d+[A-Z]?)?\s*,\s*$")
_MODEL_NUMBER = re.compile(r"(?:[A-Z]-?)?\d+(?:\.\d+)*")
_STATE_CODE_OF = {name: code for code, name, _ in rx.STATES}
_CMR_AFTER = re.compile(r"\s*[,(]?\s*\d{3}\s+CMR\b")
_AMENDMENTS = {"First": "I", "Second": "II", "Fourth": "IV", "Fifth": "V", "Sixth": "VI", "Eighth": "VIII",
               "Fourteenth": "XIV", "Twenty-First": "XXI"}
_SD_CHAPTER_LETTER = re.compile(r"^(\d+-\d+)\(([A-Z])\)(?=$|-)")
_SD_LETTER_CHAPTER = re.compile(r"\d+-\d+[A-Z]")
_PAR_WORD = re.compile(r"\s*,?\s*(?:par(?:agraph)?|cl(?:ause)?)\.?\s*")


_OF_STATUTE_YEAR = re.compile(r"\s+of\s+St\.\s*(?P<year>1[789]\d\d|20\d\d)\b")


def _mass(text, m) -> list[CitationMatch]:
    """`M.G.L. c. 40, § 21(3), (4)`: one citation per section; a bare subdivision belongs to the
    section before it. The first span starts at the match, the last runs to its end."""
    d = m.groupdict()
    ch = d.get("ch") or d.get("ch2") or d.get("ch3") or d.get("ch4")
    group = "sec" if d.get("sec") else "sec2" if d.get("sec2") else None
    q = _qualifier(text, m.end())
    if group is None:
        return [CitationMatch(m.start(), m.end(), "state_statute", f"c. {ch}", "MA", qualifier=q)]
    ls = m.start(group)
    items = [(ls + i.start(), ls + i.end(), i.group()) for i in _MASS_ITEM.finditer(m.group(group))]
    out = []
    parent = ""
    for k, (s, e, n) in enumerate(items):
        n = _PAR_WORD.sub("", n)
        if n[0].isdigit():
            parent = re.sub(r"(?:\(\w+\))+$", "", n)
        else:
            n = parent + n
        s = m.start() if k == 0 else s
        e = m.end() if k == len(items) - 1 else e
        out.append(CitationMatch(s, e, "state_statute", f"c. {ch}, § {n}", "MA", qualifier=q))
    return out


_LEVEL = re.compile(r"\(([^()]*)\)")


_PLAIN_SECTION_ITEM = re.compile(r"\d{3,4}(?:\([a-z0-9]{1,3}\))*")
_SUBDIVISION_LETTER = re.compile(r"\b[A-Z]\b")
_PART_NUMBER = re.compile(r"\d{2,3}")
_PSC_ITEM = re.compile(rx._PSC_SCHEDULE)
_SMALL_NUMBER = re.compile(r"\d{1,2}")  # a division's or a chapter's number in a short list
# the states' own manuals by the initials they go by, as the labels name them ("Indiana Manual on Uniform Traffic
# Control Devices", Dyer IN, and "Illinois Manual\nOn Uniform Traffic Control Devices": IMUTCD, 2 of 2; Ohio's OMUTCD)
# (Michigan's by its own initials, as its manual prints them: "Michigan Manual\nof Uniform Traffic-Control Devices", Marine City MI)
# (Wisconsin's as WisDOT abbreviates it: "the Wisconsin Uniform Traffic\nControl Device Manual", Turtle Lake WI)
# (Minnesota's and Texas's by theirs: "the Minnesota Manual on Uniform Traffic Control Devices (MMUTCD)", Brooklyn Park MN; "the
# Texas Manual on Uniform Traffic Control Devices", TMUTCD, 3 of 3 labels)
STATE_MUTCD = {"Ohio": "OMUTCD", "Indiana": "IMUTCD", "Illinois": "IMUTCD", "Michigan": "MMUTCD", "Wisconsin": "WMUTCD",
                "Minnesota": "MMUTCD", "Texas": "TMUTCD"}
_DESIGNATION_GAP = re.compile(r"^([A-Z])[\s\-]+(?=\d)")


def _unhyphened(des: str) -> str:
    """A designation's letter joined to its number: "D-2661" is ASTM D2661, "T-99" AASHTO T99, "C-\n151" AWWA C151."""
    return _DESIGNATION_GAP.sub(r"\1", des)


_AASHTO_MORE = re.compile(r"[A-Z]{1,2}-?\d+(?:-\d+)?\b")  # "T90-61" after "AASHO methods T89-60 and"
# an agency's section or chapter after the first: "361.41", "216", "NR 103"
_WI_ADMIN_SECTION = re.compile(r"(?:(?P<agency>[A-Z][A-Za-z]{1,4})\s+)?(?P<num>\d{3}(?:\.\d{1,4}[a-z]?(?:\(\w{1,4}\))*)?)")


_ARTICLES_OF_CHAPTER = re.compile(r"\s+of\s+(?:[Cc]hapter|[Cc]h\.)\s*(\d{1,3}[A-Z]?)\b(?![.\-]\d)(?!\s+of\s+(?:the\s+)?(?:Official|O\.\s?C|Ga|Georgia|Title))")


def _each_listed(text: str, m: re.Match, group: str, word: str) -> list[CitationMatch]:
    """One local citation per number listed in ``group`` ("Parts 2 and 3", "WCC Titles 15, 16, and 23"),
    the first spanning from the match's start: "pt. 2", "title 15"."""
    q = _qualifier(text, m.end())
    return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "local_code", f"{word} {i.group()}", qualifier=q)
            for k, i in enumerate(_SMALL_NUMBER.finditer(text, *m.span(group)))]
_SUB_PARTS = re.compile(r"[A-Za-z0-9]+")
_DOTTED_MORE = re.compile(r"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)(?P<n>\d{1,3}(?:\.\d{1,3}){1,2})\.(?P<sub>[A-Z](?:\.(?:\d{1,2}|[a-z]))*)(?![\w])(?!\.\w)")
_ABBR_MORE = re.compile(rf"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or)[ \t]+)(?P<n>{rx.CITY_CODE_DOTTED_NUM})(?![\w.]\d)")
_DOTTED_RANGE_END = re.compile(r"[ \t]*[\-\u2013][ \t]*(?P<p>\d{1,2})\.(?P<l>[a-z])(?![\w])")


def _nested(parts) -> str:
    """"B", "3", "b" -> "(B)(3)(b)": a subdivision path printed with dots or hyphens."""
    return "".join(f"({p})" for p in parts)


def _level_kind(part: str) -> str:
    return "digit" if part[:1].isdigit() else "lower" if part[:1].islower() else "upper"


# The sewer-pipe and joint standards a code prints without their letter: "rubber gaskets conforming to ASTM 443", "joints
# conforming to ASTM 425" (Depoe Bay OR), "ASTM 3034" (three outside labels): the standard is C443, C425, D3034 whatever the
# print (the labels supply the letter, 6 of 6 for these numbers)
_ASTM_PIPE_LETTERS = {"425": "C", "443": "C", "700": "C", "3033": "D", "3034": "D", "1869": "D", "2321": "D", "2241": "D",
                      "1785": "D", "2665": "D", "2729": "D", "2751": "D", "3212": "D", "2680": "D"}


def _astm_lettered(des: str) -> str:
    letter = _ASTM_PIPE_LETTERS.get(des.lstrip("0")) if des.isdigit() else None
    return letter + des.lstrip("0") if letter else des


def _restate(prev: str, n: str) -> str:
    """The target of a list item printed as a bare "(c)" after ``prev`` ("B(1)(a)"): ``prev``
    with its deepest level of the same kind (digit, lower or upper letter) replaced."""
    first = _LEVEL.match(n)
    parts = _LEVEL.findall(prev)
    head = prev[: prev.index("(")] if "(" in prev else prev
    if first is None or not parts:
        return head + n
    kind = _level_kind(first.group(1))
    # (a whole path restates from the outermost level of its first level's kind: "40 CFR pt. 122.26(b)(14)(x) and (b)(15)",
    # Baxter MN: 122.26(b)(15), not under the "(x)" a lower-case letter too)
    order = range(len(parts)) if n.count("(") > 1 else range(len(parts) - 1, -1, -1)
    for i in order:
        # (an "l" under a lower-case letter is the digit 1 misread: "Subsection (c)(l), (2) or (3)", Edgar WI: (c)(2), (c)(3))
        # (and a whole path after it restates from its first level: "Subsection (a)(l) or (a)(2)", Edgar WI: (a)(2))
        misread_one = parts[i] == "l" and i and _level_kind(parts[i - 1]) == _level_kind("a") == _level_kind(parts[i]) \
            and (kind == _level_kind("1") or n.count("(") > 1)
        if (_level_kind("1") if misread_one else _level_kind(parts[i])) == kind:
            return head + "".join(f"({p})" for p in parts[:i]) + n
    return head + n


_OF_AN_ORDINANCE = re.compile(r"\s+of\s+(?:Ord(?:inance)?s?\.?|Res(?:olution)?\.?)\s*(?:No\.?\s*)?\d")


_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_CONTENTS_TITLE_AFTER = re.compile(r"\.?[ \t]{2,}[A-Z]")


def _internal(text, m) -> list[CitationMatch]:
    items = _items(text, m, _INTERNAL_ITEM)
    out = []
    parent = ""
    prev = ""
    # "(f)(1)A. or B. of this section": the qualifier follows the letter's period
    q = _qualifier(text, m.end()) or (_qualifier(text, m.end() + 1) if text[m.end():m.end() + 1] == "." else None)
    for s, e, n in _split_spans(m, items, text):
        n = n.rstrip(".").replace("( ", "(").replace("\n", "").replace(") (", ")(").replace(".(", "(")  # (PDF text's "( e)"; a level wrapped to the next line or spaced; Sterling's "B.(1)")
        if len(n) > 2 and n[1] == "." and n[2].isdigit():
            # "G.5" is G(5), "D.2.b" D(2)(b); "B.2.c(1)(a)" B(2)(c)(1)(a), its parenthesized levels kept (Cottage Grove MN)
            dotted, paren, tail = n[2:].partition("(")
            n = n[0] + _nested(dotted.split(".")) + paren + tail
        elif glued := _GLUED_LEVELS.match(n):
            # "A1b" is A(1)(b), "A1b(7)" A(1)(b)(7)
            # ("A2(h)1(A)" is A(2)(h)(1)(A): a digit glued after a parenthesis is a level of the same path)
            n = glued.group(1) + "".join(f"({p})" for p in glued.group(2, 3) if p) + _BARE_DIGIT_LEVEL.sub(r"(\1)", n[glued.end():])
        if n[0].isalpha() and len(n) == 1 and _OHIO_LEVEL.search(prev):
            target = prev[:-1] + n  # "(f)(1)A. or B.": B is (f)(1)B, printed with its period
            e += text[e:e + 1] == "."
        elif len(n) == 1 and n.islower() and _DOTTED_LETTER_LAST.search(prev):
            target = prev[:-1] + n  # "divisions (h)1.a. through f.": f is (h)1.f, as the labels keep the dotted path
        elif len(n) == 1 and n.islower() and _LOWER_LEVEL_LAST.search(prev):
            target = _restate(prev, f"({n})")  # "subsections C.7.a. and b.": b is C(7)(b)
        elif n[0].isalpha() or n[0] == ".":
            parent = n[0] if n[0] != "." else ""
            target = n  # (".010": a subsection numbered so names its whole path)
        else:
            # "Subsection B(1) and (2)": the second item inherits the letter; "B(1)(a) through
            # (c)" restates the paragraph level only: B(1)(c).
            target = _restate(prev, n) if prev else parent + n
        prev = target
        out.append(CitationMatch(s, e, "internal_subsection", target, qualifier=q))
    return out


_AS_AN_BEFORE = re.compile(r"\bas\s+an\s+$")
_IL_VEH_LISTED = re.compile(rx.IL_VEHICLE_SECTION)
_MINN_PART = re.compile(r"\d{4}(?:\.\d{4})?")
_IL_CRIM_LISTED = re.compile(rx.IL_CRIM_SECTION)
_IL_CRIM_ART_LISTED = re.compile(rx.IL_CRIM_ARTICLE)
_ILCS_ACT_SECTION = re.compile(r"\d{1,3} ILCS \d{1,4}/\d{1,2}-\d{1,4}(?:\.\d{1,2})?")
_OK_LISTED_SECTION = re.compile(r"\d{1,4}(?:[.\-]\d{1,4}){0,2}")
# (the subject in lower case, the designation misprinted: "American National Standards Institute specifications for sound
# level meters\n(ANSI S1.4-1985", Logan UT; "... for the SOUND\nLEVEL meters (ANSI SI.4-1971)")
_ANSI_DESIGNATION_AFTER = re.compile(r"(?:\s+(?:for|on|of)(?:\s+(?:[A-Za-z][\w\-]*|&)){1,8})?\s*,?\s*\(?ANSI[ \t\n/]+[A-Z]{0,2}\.?[ \t]?\d")
_WI_AGENCY_SECTION = re.compile(rx.WI_AGENCY_SEC)
_POSSESSIVE = re.compile(r"[\u2019']s(?=\s)")
_TITLE_BEFORE_APPENDIX = re.compile(r"\bTitle\s+([IVXL]{1,5}|\d{1,2})\s*,\s*$")
_SCHEDULE_AFTER_APPENDIX = re.compile(r"\s*,\s*Schedule\s+([IVXL]{1,5}|\d{1,2}|[A-Z])\b(?![\-.]\w)")
_ORDINANCE_NUMBER_AFTER = re.compile(r"[ \t]+No\.[ \t]*(\d[\w]*(?:-[\w]+)*)")
# (or the list's second rule: "(O.A.C. \u00a7\u00a7 901:5-27-06 and 901:5-37-01)", Lincoln Heights OH)
_OAC_RANGE_END = re.compile(r"\s*,?\s+(?:through|thru|to|and|or)\s+(?P<n>\d{3,4}:\d{1,3}-\d{1,3}(?:-\d{1,3})*)(?![\w\-:])")
_PER_CAPITAL = re.compile(r"(?:Per|Under|See)\s+(?=[A-Z])")
_BARE_POSSESSIVE = re.compile(r"(?:City|Village|Town|County|Parish)[\u2019']s\s+")
_LOWER_LEVEL_LAST = re.compile(r"\d\)\([a-z]\)$")
_DOTTED_LETTER_LAST = re.compile(r"\)\d{1,2}\.[a-z]$")
# (or after "being": "the Solid Waste Disposal Act, being 42 U.S.C. \u00a7\u00a7 6901 et seq.", Ansted WV)
# (the act's amendments of a year named between: "the Federal\nWater Pollution Control Act amendments of 1972 (being 33 U.S.C.
# §§ 1521 et\nseq.)", Franklin County KY)
# (its other name and "as amended" between: "The Federal Water Pollution Control Act, also known as the \u201cClean Water\nAct\u201d, as
# amended, 33 U.S.C. \u00a7\u00a7 1251 et seq.", "the Federal Water Pollution Control Act, as amended (33 U.S.C. \u00a7\u00a7", Fergus Falls MN)
_USC_AFTER = re.compile(r"(?:\s+[Aa]mendments\s+of\s+(?:19|20)\d\d)?(?:\s*,\s*also\s+known\s+as\s+(?:the\s+)?[\u201c\"]?Clean\s+Water\s+Act[\u201d\"]?)?"
                        r"[\u201d\"]?(?:\s*,\s*as\s+amended)?[ \t]*[,(]?\s*(?:being\s+)?\d{1,2}\s+U\.?\s?S\.?\s?C")
# (its number after "No.": "the Clean Water Act of 1977 (Pub.\nL. No. 95-217)", Kirkland IL)
_PUBLIC_LAW_AFTER = re.compile(r"[ \t]*[,(]?\s*(?:also\s+known\s+as\s+|a/k/a\s+)?(?:P\.\s?L\.|PL|Pub\.\s*L\.|Public\s+Law)\s*(?:No\.\s*)?\d")
_DEPARTMENT_BEFORE = re.compile(rf"(?:\b(?:{rx.STATE_FULL_NAMES})\s+)?\bDepartment\s+of\s+(?:[A-Z][a-z]+\s+(?:and\s+)?){{1,4}}$")
_GLUED_LEVELS = re.compile(r"([A-Z])(\d{1,2})([a-z])?(?=\(|$)")
_BARE_DIGIT_LEVEL = re.compile(r"(?<=\))(\d{1,2})(?=\(|$)")
_ST_ITEM = re.compile(r"(?<!\()" + rx.ST_NUM)  # (a bare "(5)" in the list is a subdivision, no number)
_ST_ITEM_OR_BARE = re.compile(rf"(?<!\(){rx.ST_NUM}|(?<![\w)]){rx.SUBDIV}+")
_DOTTED_LETTER = re.compile(r"(?<=\d)\.([A-Z])(?=\(|$)")
# Louisiana glues a subsection's letter to the section: "R.S. 32:143A" is 32:143(A) (Jefferson Parish)
_COLON_LETTER = re.compile(r"(:\d+(?:\.\d+)?)([A-Z])(?=\(|$)")
_SUBD = re.compile(r",?\s*[Ss]ubd(?:ivisions?\b|s?\.)\s*\(?(\d+[a-z]?|[a-z]\b)\)?")
_CLAUSE = re.compile(r",\s+clause\s+")
_TX_ONLY = re.compile(r"Loc|Trans|Alco|Prop|Occ|Util|Parks|Agric|Nat|Bus(?:iness|\.)\s*(?:and|&)\s*Com|Crim|Tax$", re.I)
# Abbreviations of the named California/Texas/New York codes, word by word.
_CODE_WORDS = {
    "government": "Gov.", "gov't": "Gov.", "gov\u2019t": "Gov.", "gov.": "Gov.", "vehicle": "Veh.", "veh.": "Veh.", "health": "Health",
    "safety": "Saf.", "saf.": "Saf.", "streets": "Sts.", "highways": "High.", "public": "Pub.", "pub.": "Pub.",
    "resources": "Res.", "res.": "Res.", "business": "Bus.", "bus.": "Bus.", "professions": "Prof.", "prof.": "Prof.",
    "civil": "Civ.", "civ.": "Civ.", "utilities": "Util.", "util.": "Util.", "revenue": "Rev.", "rev.": "Rev.",
    "taxation": "Tax.", "game": "G.", "elections": "Elec.", "election": "Elec.", "elec.": "Elec.", "education": "Educ.", "educ.": "Educ.",
    "labor": "Lab.", "lab.": "Lab.", "agricultural": "Agric.", "agriculture": "Agric.", "harbors": "Harb.",
    "navigation": "Nav.", "welfare": "Welf.", "institutions": "Inst.", "insurance": "Ins.", "local": "Loc.",
    "loc.": "Loc.", "transportation": "Transp.", "transp.": "Transp.", "trans.": "Transp.", "alcoholic": "Alco.", "beverage": "Bev.",
    "property": "Prop.", "occupations": "Occ.", "wildlife": "Wild.", "natural": "Nat.", "commerce": "Com.",
    "criminal": "Crim.", "procedure": "Proc.", "traffic": "Traf.", "traf.": "Traf.", "general": "Gen.",
    "gen.": "Gen.", "municipal": "Mun.", "mun.": "Mun.", "village": "Vill.", "environmental": "Envtl.",
    "conservation": "Conserv.", "highway": "High.", "markets": "Mkts.", "executive": "Exec.", "officers": "Off.",
    "social": "Soc.", "services": "Serv.", "and": "&",
}


# (California's and Texas's Penal Code is "Pen. Code"; New York's Penal Law keeps its name)
_CODE_ONLY_WORDS = {"penal": "Pen."}


def _code_name(printed: str, code: bool = False) -> str:
    words = _squash(printed).replace("&", " & ").split()
    return " ".join((code and _CODE_ONLY_WORDS.get(w.lower())) or _CODE_WORDS.get(w.lower(), w) for w in words)


_SIGN_BEFORE = re.compile(r"(?:§§?|\b[Ss]ec(?:tions?|s?\.))\s*$")


def _state_items(text: str, m: re.Match, group: str, chapter: bool, prefix: str = "") -> list[CitationMatch]:
    """One state_statute per number in ``group``; ``prefix`` is the part of the target before the
    number ("625 ILCS ", "Gov. Code ")."""
    ls, le = m.span(group)
    items = []
    for i in _ST_ITEM_OR_BARE.finditer(text, ls, le):
        if i.group().startswith("("):
            if items:
                # "Section 166.234(4), (5), (7), and (8), Florida Statutes": a bare subsection of the number before
                items.append((i.start(), i.end(), _restate(items[-1][2], i.group())))
            continue
        n = _IOWA_BRACKET_ITEM.sub(lambda b: _nested(filter(None, b.groups())), _squash(i.group()))
        n = _CLAUSE.sub("", _SUBD.sub(lambda d: f"({d.group(1)})", n)).replace(" ", "")
        n = _COLON_LETTER.sub(r"\1(\2)", _DOTTED_LETTER.sub(r"(\1)", n))
        # a section sign repeated inside the list is the item's own: "..., §§ 55-8-181 to 55-8-193"
        sign = _SIGN_BEFORE.search(text, max(ls, i.start() - 12), i.start())
        items.append((sign.start() if sign else i.start(), i.end(), n))
    if len(items) > 1 and (head := _TITLE_CHAPTER_HEAD.match(items[0][2])):
        # a title-chapter-section number printed once, the list's later items its section alone: "Utah Code Annotated
        # Sections 41-6a-501, 502.5, and 504" (Holladay UT) are 41-6a-502.5 and 41-6a-504
        items = [(s, e, head.group() + n if k and _BARE_SECTION_ITEM.fullmatch(n) else n) for k, (s, e, n) in enumerate(items)]
    if items and (title := _COLON_TITLE.match(items[0][2])):
        # Louisiana's title:section, the title printed once: "R.S. 33:4041\u20144049" (Jefferson Parish LA)
        items = [(s, e, n if ":" in n else title.group() + n) for s, e, n in items]
    q = _qualifier(text, m.end())
    out = []
    for s, e, n in _split_spans(m, items, text) if items else []:
        # (an item inside the list keeps its own "et seq.": "§§ 16-7-40 et seq., 40-6-249")
        out.append((s, e, prefix + ("ch. " if chapter else "") + n,
                    "et seq." if e < m.end() and _ET_SEQ_AFTER.match(text, e) else q))
    return out


_ET_SEQ_AFTER = re.compile(r"\s+et\s+seq\b")
_ADMIN_CHAPTERS_AFTER = re.compile(r"\s*[,(]\s*(?:(?:SPS|COMM|Comm|ILHR)\s+(?:[Cc]hapters?\s*)?\d|Wis(?:consin|\.)?\s*Adm)")
# (or Indiana's title-article-chapter-section, the list's end its section: "I.C. 9-22-1-5 through 21", Galveston IN)
_TITLE_CHAPTER_HEAD = re.compile(r"\d{1,3}[A-Za-z]?-\d{1,3}[A-Za-z]{0,2}-(?:\d{1,3}[A-Za-z]?-)?(?=\d{1,4}(?:\.\d{1,2})?$)")
_BARE_SECTION_ITEM = re.compile(r"(?!(?:18|19|20)\d\d$)\d{2,4}(?:\.\d{1,2})?")  # (not a year: "Section 11-52-77, 1975 Code of Alabama")
_COLON_TITLE = re.compile(r"\d{1,3}[A-Z]?:(?=\d)")


# (Utah's chapters carry a small letter, its chapters parts: "U.C.A. Title 41, Chapter 6a, Article 18", "U.C.A.
# Title 31A, Chapter 22, Part III", Brigham City UT)
_TITLE_PATH_AFTER = re.compile(
    r"\s*,\s*(?:[Cc]h(?:apters?|s?\.))\s*(?P<chs>\d{1,3}[A-Za-z]?(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{1,3}[A-Za-z]?)*)"
    r"(?:\s*,\s*(?:[Aa]rt(?:icle|\.))\s*(?P<art>\d{1,3})|\s*,\s*[Pp]art\s+(?P<part>[IVX]{1,5}|\d{1,2})\b)?(?![\w\-.]\d)")
_PART_AFTER = re.compile(r"[ \t]+[Pp]art[ \t]+(\d{1,2})\b(?![.\-]\d)")
# (a bare capital or number after "Subsection", the line maybe broken: "A.R.S. § 9-506,\nSubsection I", Sierra Vista AZ)
_SUBSECTION_AFTER = re.compile(r",\s*[Ss]ubsection[ \t]+((?:\([0-9a-z]{1,3}\))+|[A-Z](?=[\s,;.)]|$)|\d{1,2}(?=[\s,;)]|\.\s|$))(?![\w(])")
# (a title of articles and parts, as Colorado's: "Colorado Revised Statutes title 39,\narticle 26, part 7", Akron CO)
_TITLE_ARTICLE_AFTER = re.compile(r"\s*,\s*[Aa]rt(?:icle|\.)\s*(?P<art>\d{1,3})(?:\s*,\s*[Pp]art\s+(?P<part>\d{1,2}))?\b(?![\w\-.]\d)")
_CHAPTER_BEFORE_TITLE = re.compile(
    r"\b(?:[Aa]rticle\s+(?P<art>\d+(?:\.\d+)?[A-Z]?)\s*(?:,|\s+of)\s*|[Ss]ection\s+(?P<sec>\d+[A-Z]?)\s*,\s*)?[Cc]h(?:apters?\s+|\.\s*)"
    r"(?:(?P<ch0>\d+[A-Z]?(?:\.\d+)?)\s*,?\s+(?:or|and)\s+)?(?P<ch>\d+[A-Z]?(?:\.\d+)?)\s*(?:,|\s+of)\s*$")
# A state code's path printed before what the citation names: "Title 11, Chapter 52, Article 4, Section
# 11-52-80 ...", "Title 11, Subtitle 2, Chapter 52, Articles 1 through 4, Code of Alabama"
_CHAPTER_LIST_BEFORE_TITLE = re.compile(
    r"\b[Cc]hapters\s+(?P<list>\d{1,3}[A-Z]?(?:\s*,\s*\d{1,3}[A-Z]?)+\s*,?\s+(?:or|and)\s+\d{1,3}[A-Z]?)\s*,\s*$")
_PATH_BEFORE = re.compile(
    r"\b[Tt]itle\s+(?P<t>\d+[A-Z]?)\s*,\s*(?:[Ss]ubtitle\s+\d+\s*,\s*)?[Cc]hapter\s+(?P<ch>\d+[A-Z]?)"
    r"(?:\s*,\s*[Aa]rticle\s+\d+[A-Z]?)?\s*,\s*(?P<arts>[Aa]rticles?\s+)?$")
# States whose code sections always have three parts (title-chapter-section): two parts are a chapter.
_THREE_PART_SECTIONS = frozenset({"GA", "AL", "TN", "SC"})
_TWO_PART = re.compile(r"\d+[A-Z]?-\d{1,2}[A-Z]?")
_TITLE_THEN_SECTION = re.compile(r"title (\d+[A-Z]?-\d+(?:[.\-]\d+)*)")
_HYPHEN_PAIR = re.compile(r"\d+[A-Z]?-\d+[A-Z]?(?:\.\d+)?")
_THREE_PART = re.compile(r"\d+[A-Z]?-\d{1,3}[A-Z]?-\d")
_ART_ITEM = re.compile(r"\b(?:[IVXL]+|\d{1,3})\b")
_RCW_CHAPTER = re.compile(r"\d{1,2}[A-Z]?\.\d{2,3}[A-Z]?")
_MD_ARTICLE_NAMED = re.compile(r",\s*([A-Z][A-Za-z'\u2019&\s\-]{1,40}?)\s+(?:Article|Art\.)\s*,?$")
_CHAPTER_ARTICLE_BEFORE = re.compile(r"\b[Cc]h(?:apter\s+|\.\s*)(\d{1,3}[A-Z]?)\s*,\s*(?:[Aa]rt(?:icle\s+|\.\s*))$")
# (and an article's part: "Chapter 66, Article 45, Part 1 of the North Carolina General Statutes", Asheboro NC)
_CHAPTER_ARTICLE_PART_BEFORE = re.compile(r"\b[Cc]h(?:apter\s+|\.\s*)(\d{1,3}[A-Z]?)\s*,\s*[Aa]rt(?:icle\s+|\.\s*)(\d{1,3}[A-Z]?)\s*,\s*[Pp]art\s+$")
_ARTICLE_SUBCHAPTER_BEFORE = re.compile(r"(?:\b[Aa]rticle\s+(?P<art>\d{1,3}[A-Z]?|[IVX]{1,5})\s*,\s*)?"
                                        r"(?:\b[Ss]ubchapter\s+(?P<sub>[IVX]{1,5}|\d{1,2})\s*(?:,|\s+of)\s*)?$")
_IA_RUN_ON = re.compile(r"\((\d{1,2})([a-z])\)")
_APPENDIX_HEAD = re.compile(r"[ \t]*:[ \t]+[A-Z]")
_TITLE_AFTER_CHAPTER = re.compile(r"\s*,\s*[Tt]itle\s+(\d{1,3}[A-Z]?)\b(?![.\-]\d)")
_TITLE_BEFORE_CHAPTER = re.compile(r"\b[Tt]itle\s+(\d+[A-Z]?(?:\.\d+)?)\s*,\s*$")
_EDITION_YEAR = re.compile(r"(?:1[89]|20)\d\d")
# "Division I of Chapter 453A of the Code of Iowa" (Van Meter IA): a division of the chapter, one citation
_DIVISION_BEFORE_CHAPTER = re.compile(r"\b[Dd]ivision\s+([IVX]{1,4}|\d{1,2})\s+of\s+$")
# "chapter 13 or chapter 13.2 of title 55": the title is printed once, for both chapters
_CHAPTER_PAIR_BEFORE = re.compile(r"\b[Cc]hapter\s+(?P<ch>\d+[A-Z]?(?:\.\d+)?)\s*,?\s+(?:or|and)\s+$")


_AND_BEFORE = re.compile(r",?\s+and\s+\Z")


def _state(text, m) -> list[CitationMatch]:
    prefix_form = m.group("list") is not None
    d = m.groupdict()
    ps, pe = m.span("pname" if prefix_form else "sname")
    table = rx.STATE_NAME_PREFIX if prefix_form else rx.STATE_NAME_SUFFIX
    jur = next((j for j, r in table if (b := r.match(text, ps)) and b.end() == pe), None)
    if jur is None:
        return []
    group = "list" if prefix_form else "list2"
    chw = d["chw"] if prefix_form else d["chw2"]
    head = "" if not chw else "title " if chw[0] in "Tt" else "art. " if chw[0] == "A" else "ch. "
    if jur == "MD" and prefix_form and (named := _MD_ARTICLE_NAMED.search(text, ps, pe)) is not None:
        # "Md. Code Ann., Transportation Art. § 25-102" (Frederick County MD): the article's section, cited as
        # "Transportation Article, § 25-102" is
        try:
            head = rx.md_article_abbr(named.group(1)) + " "
        except KeyError:
            pass
    items = _state_items(text, m, group, False, head)
    extra: list[CitationMatch] = []
    if jur in ("IN", "IDIN") and len(items) > 1 and not head:
        # a dotted section after its own sign in a list of the Indiana Code's hyphened ones is the place's code: "I.C.
        # 36-9-23-30 and § 51.51 permit the town" (Clear Lake IN)
        signed = [(it, sign) for it in items[1:] if (sign := text.find("§", max(m.start(), it[0] - 3), it[0] + 1)) >= 0
                  and _LOCAL_DOTTED_PRINTED.fullmatch(text, sign + 1, it[1])]
        if signed:
            items = [it for it in items if all(it is not local for local, _ in signed)]
            extra = [CitationMatch(sign, it[1], "local_code", _squash(text[sign + 1:it[1]]).strip()) for it, sign in signed]
    if len(items) > 1 and not head and (first := _STATUTE_DOTTED.match(items[0][2])):
        # a list of another chapter after "and" and its own sign is the place's code: "ORS 167.310 through 167.388, and
        # \u00a7\u00a7\n91.050 through\n91.055, ..." (Amity OR's dog chapter 91), not the state's chapter 91
        # (a list of its own: one section after "and \u00a7" may be the state's, "Minn. Stat. \u00a7 169.01 and \u00a7 171.01")
        for k, it in enumerate(items[1:-1], 1):
            if text.startswith("\u00a7", it[0]) and _AND_BEFORE.search(text, max(m.start(), it[0] - 8), it[0]) \
                    and (own := _STATUTE_DOTTED.match(it[2])) and own.group(1) != first.group(1):
                extra += [CitationMatch(s_, e_, "local_code", t_) for s_, e_, t_, _ in items[k:]]
                items = items[:k]
                break
    if head == "ch. ":
        # a chapter has no subsections: "W. Va. Code Ch. 8-11-4(a)(2)" names a section (Weston WV)
        # (nor a period in Iowa's numbering: "(Code of Iowa, Ch. 717B.4)" names a section, Osceola IA)
        items = [(s, e, t.removeprefix(head) if "(" in t or (jur == "IA" and "." in t.removeprefix(head)) else t, q) for s, e, t, q in items]
    if jur in ("WA", "AK") and not head and items:
        # the Revised Code of Washington numbers its sections in three parts: "RCW 7.80", "13.34 RCW" are chapters
        # (so do the Alaska Statutes: "A.S. 40.15", Sand Point AK)
        items = [(s_, e_, f"ch. {t}" if _RCW_CHAPTER.fullmatch(t) else t, q) for s_, e_, t, q in items]
    if jur == "KY" and not head and items:
        # the Kentucky Revised Statutes number every section with a period: a bare number is a chapter ("fireworks authorized
        # by KRS 227 and this chapter", Marion KY)
        items = [(s_, e_, f"ch. {t}" if _KRS_CHAPTER.fullmatch(t) else t, q) for s_, e_, t, q in items]
    if all(_EDITION_YEAR.fullmatch(t) for _, _, t, _ in items) and (prefix_form or m.start("list2") == m.start()):
        return []  # "Code of Alabama, 1975", "1975 Code of Alabama": the code's edition, no section
    if not prefix_form and len(items) > 1 and _EDITION_YEAR.fullmatch(items[-1][2]):
        # "Section 11-52-77, 1975 Code of Alabama": the edition printed before the code's name
        s, _, t, q = items[-2]
        items = items[:-2] + [(s, items[-1][1], t, items[-1][3])]
    if not prefix_form and len(items) == 1 and head in ("", "art. ") and items[0][2].isdigit() and (
            chart := _CHAPTER_ARTICLE_BEFORE.search(text, max(0, m.start("list2") - 30), m.start("list2"))):
        # "as provided in Ch. 62, Art. 14 NMSA 1978" (Ruidoso Downs NM): a chapter's article, one citation
        s, e, t, q = items[0]
        items = [(chart.start(), e, f"ch. {chart.group(1)}, art. {t}", q)]
    elif not prefix_form and len(items) == 1 and head == "" and items[0][2].isdigit() and (
            chart := _CHAPTER_ARTICLE_PART_BEFORE.search(text, max(0, m.start("list2") - 40), m.start("list2"))):
        s, e, t, q = items[0]
        items = [(chart.start(), e, f"ch. {chart.group(1)}, art. {chart.group(2)}, part {t}", q)]
    if head == "ch. " and not prefix_form and len(items) == 1 and (
            div := _DIVISION_BEFORE_CHAPTER.search(text, max(0, m.start() - 20), m.start())):
        s, e, t, q = items[0]
        items = [(div.start(), e, f"{t}, div. {div.group(1)}", q)]
    if head == "ch. " and not prefix_form and len(items) == 1 and (
            path := _ARTICLE_SUBCHAPTER_BEFORE.search(text, max(0, m.start() - 50), m.start())) and (path.group("art") or path.group("sub")):
        # "Article 9, Subchapter 1, Chapter 105 of\nthe General Statutes", "Subchapter I of Chapter 105 of the General Statutes",
        # "Article 3, Chapter 105 of the\nNorth Carolina General Statutes" (Marion NC): one citation, the chapter's path
        s, e, t, q = items[0]
        items = [(path.start(), e, t + (f", subch. {path.group('sub')}" if path.group("sub") else "")
                  + (f", art. {path.group('art')}" if path.group("art") else ""), q)]
    if head == "ch. " and not prefix_form and len(items) == 1 and (
            title := _TITLE_BEFORE_CHAPTER.search(text, max(0, m.start() - 20), m.start())):
        # "Title 11, Chapter 52 of the Code of Alabama": one citation, the title's chapter
        s, e, t, q = items[0]
        items = [(title.start(), e, f"title {title.group(1)}, {t}", q)]
    if not head and not prefix_form and items and (path := _PATH_BEFORE.search(text, max(0, m.start() - 80), m.start())):
        if path.group("arts"):
            if all(_ART_ITEM.fullmatch(t) for _, _, t, _ in items):
                # "Title 11, Subtitle 2, Chapter 52, Articles 1 through 4, Code of Alabama": articles of
                # the title's chapter, one citation each
                t0 = f"title {path.group('t')}, ch. {path.group('ch')}, art. "
                items = [(path.start() if k == 0 else s, e, t0 + t, q) for k, (s, e, t, q) in enumerate(items)]
        else:
            # "Title 11, Chapter 52, Article 4, Section 11-52-80 ... of the Code of Alabama": the path
            # down to the section is printed before it, one citation (of the section); "Section 77 (2)",
            # "Sections 80 and 81" are numbered within the chapter the path names
            s, e, t, q = items[0]
            items[0] = (path.start(), e, t, q)
            items = [(s, e, f"{path.group('t')}-{path.group('ch')}-{t}" if "-" not in t else t, q) for s, e, t, q in items]
    if head == "title " and not prefix_form and len(items) == 1 and (
            chs := _CHAPTER_LIST_BEFORE_TITLE.search(text, max(0, m.start() - 80), m.start())):
        # "Chapters 6, 8, 12, 13 or 14, Title 49,\nIdaho Code" (Craigmont ID): one citation per chapter of the title
        s, e, t, q = items[0]
        nums = list(_CHAPTER_NUMBER.finditer(text, *chs.span("list")))
        items = [(chs.start() if k == 0 else n.start(), e if k == len(nums) - 1 else n.end(), f"{t}, ch. {n.group()}",
                  q if k == len(nums) - 1 else None) for k, n in enumerate(nums)]
    elif head == "title " and not prefix_form and len(items) == 1 and (
            ch := _CHAPTER_BEFORE_TITLE.search(text, max(0, m.start() - 50), m.start())):
        # "Chapter 41, Title 17, Utah Code Annotated", "Chapter 22 of Title 15.2 of the Code of
        # Virginia", "Article 7, Chapter 22, Title 15.2 of the Code of Virginia": one citation, the
        # title's chapter (and article)
        s, e, t, q = items[0]
        art = f", art. {ch.group('art')}" if ch.group("art") else ""
        items = [(ch.start(), e, f"{t}, ch. {ch.group('ch')}{art}", q)]
        if ch.group("sec") and not ch.group("ch0"):
            # "Section 83, Chapter 52, Title 11 of the Code of Alabama": the section, numbered within its chapter
            items = [(ch.start(), e, f"{t.removeprefix('title ')}-{ch.group('ch')}-{ch.group('sec')}", q)]
        elif ch.group("ch0") and not art:
            # "chapters 13 or 13.2 of title 55 of the Virginia Code": two chapters of the title
            items = [(ch.start(), ch.end("ch0"), f"{t}, ch. {ch.group('ch0')}", None), (ch.start("ch"), e, items[0][2], q)]
        elif not art and (pair := _CHAPTER_PAIR_BEFORE.search(text, max(0, ch.start() - 30), ch.start())):
            items.insert(0, (pair.start(), pair.end("ch"), f"{t}, ch. {pair.group('ch')}", None))
    if head == "ch. " and prefix_form and len(items) == 1 and "(" not in items[0][2] and (
            title := _TITLE_AFTER_CHAPTER.match(text, items[0][1])):
        # "compiled in T.C.A. Chapter 12, Title 55" (Crossville TN): the chapter printed before its title, one citation
        s, _, t, q = items[0]
        items = [(s, title.end(), f"title {title.group(1)}, {t}", _qualifier(text, title.end()))]
    if head == "title " and len(items) == 1 and (path := _TITLE_PATH_AFTER.match(text, items[-1][1])):
        # "S.C. Code 1976, tit. 58, ch. 9, art. 20": one citation down the title's path; "tit. 38, chs.
        # 7 and 45": one per chapter
        s, _, t, q = items[0]
        art = f", art. {path.group('art')}" if path.group("art") else f", part {path.group('part')}" if path.group("part") else ""
        chs = list(_CHAPTER_NUMBER.finditer(text, *path.span("chs")))
        items = [(s if k == 0 else c.start(), path.end() if k == len(chs) - 1 else c.end(), f"{t}, ch. {c.group()}{art}", q)
                 for k, c in enumerate(chs)]
    elif not head and items and (sub := _SUBSECTION_AFTER.match(text, items[-1][1])):
        # "Colorado Revised Statutes section 29-2-105, subsection (1)(d)" (Akron CO): the section's subsection
        s, _, t, q = items[-1]
        items[-1] = (s, sub.end(), t + (sub.group(1) if sub.group(1).startswith("(") else f"({sub.group(1)})"), q)
    elif head == "title " and len(items) == 1 and (path := _TITLE_ARTICLE_AFTER.match(text, items[-1][1])):
        s, _, t, q = items[0]
        items = [(s, path.end(), f"{t}, art. {path.group('art')}" + (f", part {path.group('part')}" if path.group("part") else ""), q)]
    if items and (part := _PART_AFTER.match(text, items[-1][1])):
        # "Utah Code 59-12 Part 3", "Utah Code Chapter 17-78 Part 7": a part of the chapter
        s, _, t, q = items[-1]
        chapter = t if t.startswith("ch. ") else f"ch. {t}"
        items[-1] = (s, part.end(), f"{chapter}, part {part.group(1)}", q)
    if items and items[-1][2].startswith("ch. ") and ", " not in items[-1][2] and (art := _ARTICLE_AFTER.match(text, items[-1][1])):
        # "G.S. Ch. 121, Art. 3" (Duck NC), "West Virginia Code Chapter 19, Article 4" (Martinsburg WV): an
        # article of the chapter
        s, _, t, q = items[-1]
        items[-1] = (s, art.end(), f"{t}, art. {art.group(1)}", q)
    elif items and items[-1][2].startswith("ch. ") and ", " not in items[-1][2] and (arts := _ARTICLES_AFTER.match(text, items[-1][1])):
        # "Neb. RS Chapter 60, Articles 1, 3, 5 and 17" (Auburn NE): each article of the chapter, the later ones bare
        s, _, t, q = items.pop()
        items.append((s, arts.end(1), f"{t}, art. {arts.group(1)}", q))
        items += [(n.start(), n.end(), f"{t}, art. {n.group()}", q) for n in _ARTICLE_NUMBER.finditer(text, arts.end(1), arts.end())]
    if any(_DOTTED_RANGE.fullmatch(t) for _, _, t, _ in items):
        # "(AS 29.60.100-29.60.180)" (Unalaska AK): a range of dotted sections cites both ends
        split = []
        for s, e, t, q in items:
            if r := _DOTTED_RANGE.fullmatch(t):
                low_end = text.index(r.group(1), s, e) + len(r.group(1))
                split += [(s, low_end, r.group(1), None), (text.index(r.group(2), low_end, e), e, r.group(2), q)]
            else:
                split.append((s, e, t, q))
        items = split
    out = []
    for s, e, t, q in items:
        j = jur
        if head == "title " and (sec := _TITLE_THEN_SECTION.fullmatch(t)):
            t = sec.group(1)  # "IC title 23, § 50-901" (Kamiah ID): the section after the title is no title
        if jur in _THREE_PART_SECTIONS and _TWO_PART.fullmatch(t):
            t = f"ch. {t}"  # "O.C.G.A. 36-66": Georgia's sections are title-chapter-section, so a chapter
        elif jur in _THREE_PART_SECTIONS and t.startswith("ch. ") and _THREE_PART.match(t, 4):
            t = t[4:]  # "O.C.G.A. Chapters 31-40-1 through 31-40-9" (Greene County GA): sections, whatever the word
        if jur == "IDIN":
            # Indiana numbers title-article-chapter-section; Idaho title-section; Iowa chapter.section.
            j = "IN" if t.count("-") >= 3 else "IA" if "." in t and "-" not in t else "ID"
        if j == "IN":
            t = indiana_target(t)
        elif j == "MO" and (sub := _MO_SUBSECTION.fullmatch(t)):
            t = f"{sub.group(1)}({sub.group(2)})"  # "RSMo. \u00a7 304.153.5": section 304.153, its subsection 5 (Otterville MO)
        elif j == "MN":
            # Minnesota's chapters are undotted, its sections dotted: "Minnesota Statutes 340A" is the chapter,
            # "Minnesota statutes chapter 340A.29" a section whatever the word (Moorhead MN)
            t = f"ch. {t}" if _MN_CHAPTER.fullmatch(t) else t.removeprefix("ch. ") if _MN_SECTION.fullmatch(t, 4) else t
        elif j == "NH" and _NH_CHAPTER.fullmatch(t):
            t = f"ch. {t}"  # New Hampshire's sections are chapter:section, so a number alone is a chapter: "R.S.A. 149-I"
        elif j == "ID" and jur == "ID" and (ch := _ID_CHAPTER_TARGET.fullmatch(t)):
            # an Idaho "section" of one or two digits after the title's hyphen is a chapter: "Idaho Code §§ 23-9 et seq. and 23-10
            # et seq." (Boundary County ID; its sections run to three digits or more, "23-901"); the code named, since "I.C. 9-30"
            # may be the Indiana Code's article
            t = f"title {ch.group(1)}, ch. {ch.group(2)}"
        out.append(CitationMatch(s, e, "state_statute", t, j, qualifier=q))
    return (_iowa_list(out) if jur == "IA" else out) + extra


def _iowa_list(found: list[CitationMatch]) -> list[CitationMatch]:
    """The Iowa Code's lists in its authority notes print a later section's chapter once and name a chapter bare:
    "Sec. 321.471 and 472" is 321.471 and 321.472, "Sec. 321.473 and 321E" 321.473 and chapter 321E (Kalona IA).
    A paragraph's letter run onto its subsection, "Iowa Code \u00a7 123.49(2b)" (Urbandale IA), is written "(2)(b)", as the
    labels write "384.84(6a)(1)" (subsection 6, paragraph a)."""
    found = [replace(c, target=_IA_RUN_ON.sub(r"(\1)(\2)", c.target)) if "(" in c.target else c for c in found]
    for k in range(1, len(found)):
        t = found[k].target
        if not (head := _IOWA_SECTION.fullmatch(found[k - 1].target)):
            continue
        if t.isdigit() and len(t) == len(head.group(2)):
            found[k] = replace(found[k], target=f"{head.group(1)}.{t}")
        elif _IOWA_CHAPTER.fullmatch(t):
            found[k] = replace(found[k], target=f"ch. {t}")
    return found


_CHAPTER_NUMBER = re.compile(r"\d{1,4}[A-Za-z]?")
_MO_SUBSECTION = re.compile(r"(\d{1,3}\.\d{1,4})\.(\d{1,2})")
_MN_CHAPTER = re.compile(r"\d{1,3}[A-Z]{0,2}")
_NH_CHAPTER = re.compile(r"\d{1,3}(?:-[A-Z]{1,2})?")
_MN_SECTION = re.compile(r"\d{1,3}[A-Z]{0,2}\.\d{1,4}")
_DOTTED_RANGE = re.compile(r"(\d{1,3}\.\d{1,3}\.\d{2,4})\s*-\s*(\d{1,3}\.\d{1,3}\.\d{2,4})")
# (in lower case too: "Neb. RS Chapter 72, article 14", Petersburg NE)
# (in roman numerals too: "in accordance with G.S. Chapter 44A, Article I.", Hamlet NC)
_ARTICLE_AFTER = re.compile(r"\s*,\s*[Aa]rt(?:icle|\.)\s*(\d{1,3}[A-Z]?|[IVX]{1,5})\b(?![.\-]\d)")
_ARTICLES_AFTER = re.compile(r"\s*,\s*[Aa]rt(?:icles|s\.)\s*(\d{1,3}[A-Z]?)\b(?![.\-]\d)"
                             r"(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{1,3}[A-Z]?\b(?![.\-]\d))+")
_ARTICLE_NUMBER = re.compile(r"\d{1,3}[A-Z]?\b")
INDIANA_CHAPTER = re.compile(r"\d{1,2}(?:\.\d)?-\d{1,2}(?:\.\d)?-\d{1,3}(?:\.\d)?")
_INDIANA_ARTICLE = re.compile(r"(\d{1,2})-(\d{1,2}(?:\.\d)?)")


def indiana_target(t: str) -> str:
    """An Indiana Code number as the labels write it: "IC 36-9-23" (Crawfordsville IN) is title, article and chapter, no
    section, "ch. 36-9-23"; "I.C. 15-5" (Bedford IN) a title and its article, "title 15, art. 5" (4 of 4 labels)."""
    if INDIANA_CHAPTER.fullmatch(t):
        return f"ch. {t}"
    if art := _INDIANA_ARTICLE.fullmatch(t):
        return f"title {art.group(1)}, art. {art.group(2)}"
    return t
_PART_RANGE = re.compile(r"\b(\d+)\s*[-\u2013]\s*(\d+)$")


def _title_code(text, m) -> list[CitationMatch]:
    d = m.groupdict()
    prefix_form = d["list"] is not None
    key = next(k for k, v in d.items() if v is not None and k[0] in "tb" and k[1:].isdigit())
    jur, abbr = rx.TITLE_CODES[int(key[1:])][:2]
    title = d["title"] if prefix_form else d["title2"]
    chw = d["chw"] if prefix_form else d["chw2"]
    part = bool(chw) and chw.lower().startswith("p")
    kind = "other_code" if jur == "US" or abbr == "Pa. Code" else "state_statute"
    out = []
    # (labellers write "40 C.F.R. part 261"; "Part 392.10" names a section, no part)
    head = f"{title} {abbr} "
    for s, e, t, q in _state_items(text, m, "list" if prefix_form else "list2", False,
                                   head + ("part " if part else "ch. " if chw else "")):
        if out and _DATE_ITEM.fullmatch(text, s, e):
            continue  # "(Title 63 C.F.R. part 243, 12-\n18-1998)": the document's date after it (Hammond IN)
        if part and "." in t[len(head) + 5:]:
            t = head + t[len(head) + 5:]
        # (a bare hyphened pair of the federal regulations is a range of parts: no section of theirs has a hyphen, "44
        # CFR 59-72", Gilman WI)
        rng = _PART_RANGE.search(text, s, e) if (part and chw.lower().startswith("parts")) or abbr == "U.S.C." \
            or (abbr == "C.F.R." and not chw) else None
        if rng and not part and abbr == "U.S.C." and (len(rng.group(1)) < 3 or len(rng.group(2)) < 3):
            rng = None  # "42 U.S.C. 5401-5445" is a range of sections; a short "300f-1" is a number
        if rng and int(rng.group(1)) < int(rng.group(2)):
            # "49 CFR Parts 100-185": a range of parts cites both ends (as "§§ 12-89 to 12-98")
            word = "part " if part else ""
            out.append(CitationMatch(s, rng.end(1), kind, head + word + rng.group(1), jur))
            out.append(CitationMatch(rng.start(2), e, kind, head + word + rng.group(2), jur, qualifier=q))
            continue
        if not chw and (dr := _SAME_CHAPTER_RANGE.search(text, s, e)) and dr.end() == e:
            # "35 P.S. §§ 6018.101-6018.1003" (South Annville PA): a range of sections of one chapter cites both ends
            out.append(CitationMatch(s, dr.end(1), kind, head + dr.group(1), jur))
            out.append(CitationMatch(dr.start(3), e, kind, head + dr.group(3), jur, qualifier=q))
            continue
        if abbr == "ILCS" and out and "/" not in t[len(head):] and (act := _ILCS_ACT_HEAD.match(out[-1].target)):
            # "625 Illinois Compiled Statutes 5/11-401, 402 and 403", "5/11-204 and 204.1" (Glen Carbon IL): a bare later
            # item is a section of the same act and article as the one before it; one printing its own article is the act's
            # ("625 ILCS 5/3-616, 11-1301.1 or\n11-1301.2", Greenview IL: 5/11-1301.1)
            item = t[len(head):]
            prefix = act.group(1) if not _ARTICLE_SECTION.match(item) else act.group(1)[:act.group(1).index("/") + 1]
            t = prefix + item
        if not chw and not part and (para := _PARAGRAPH_AFTER.match(text, e)):
            # "47 O.S. § 1136, paragraph 8" (Bernice OK): the section's numbered paragraph
            e, t = para.end(), f"{t}({para.group(1)})"
        out.append(CitationMatch(s, e, kind, t, jur, qualifier=q))
    return out


_IL_CODE_NAMED = re.compile(r"\b((?:[Cc]riminal|[Vv]ehicle)\s+[Cc]ode)\b")
_OF_THE_STATE = re.compile(rf" of the State of ({rx.STATE_FULL_NAMES})$")
_OF_SAID_CODE = re.compile(r"\s+of\s+(?:the\s+)?(?:said|such)\s+[Cc]ode\b")
_KAR_ITEM = re.compile(r"(\d{1,3}):(\d{3})")
_ILCS_ACT_HEAD = re.compile(r"(\d{1,3} ILCS \d{1,4}/(?:\d{1,3}[A-Z]?-)?)\d")
_ARTICLE_SECTION = re.compile(r"\d{1,3}[A-Z]?-\d")
# a section's paragraph printed after it: "47 O.S. § 1136, paragraph 8" (or its subsection: "11 O.S. § 1-102,\nsubsection 8", Enid OK)
_PARAGRAPH_AFTER = re.compile(r",[ \t]*\n?[ \t]*(?:paragraph|subsection)[ \t]+(\d{1,2}|[A-Z])\b(?![.\-]\d|\()")


_WIKI_BREADCRUMB = re.compile(r"^(?P<name>[A-Z][A-Za-z .]{2,40}) (?P=name)/[\w.\-]+ (?:Chapter|Article|Title) [\w.\-]+[ \t]*$", re.M)
_WIKI_LINK_PAGE = re.compile(r"\b[A-Z][A-Za-z .]{2,40} Code/(?P<n>\d[\w.\-]*) (?=(?P=n)\b)")
_DATE_ITEM = re.compile(r"\d{1,2}-\s*\d{1,2}-(?:19|20)\d\d")
_SAME_CHAPTER_RANGE = re.compile(r"((\d{1,5})\.\d{1,5})[ \t]*[-\u2013][ \t]*(\2\.\d{1,5})")


# A capitalised place word just before a code's name with no state ("Apache Junction Tax Code"); not a sentence's article,
# "the", or a state's name (read as the code's state already)
_CODE_PLACE_WORD_BEFORE = re.compile(r"(?<![\w.])(?!(?:The|This|Said|Such|Any|Each|All|An?|Per|See|Under|In|Of|And|Or|State|Texas|California)\b)"
                                     r"[A-Z][a-z]{2,}[ \t]+$")
_LOCAL_CODE_NAMES = frozenset({"village", "town", "city", "municipal", "general", "county", "general municipal"})


def _named_code(text, m) -> list[CitationMatch]:
    d = m.groupdict()
    prefix_form = d["list"] is not None
    st = d["st"] if prefix_form else d["st2"]
    code = d["code"] if prefix_form else d["code2"]
    kw = d["kw"] if prefix_form else d["kw2"]
    chw = d["chw"] if prefix_form else d["chw2"]
    art = d["art"] if prefix_form else d["art2"]
    if prefix_form and d["ccp"]:
        if not st and not d["sec"] and not chw:
            return []
        return [CitationMatch(s, e, "state_statute", t, "CA", qualifier=q)
                for s, e, t, q in _state_items(text, m, "list", bool(chw), "Code Civ. Proc. ")]
    kw = "Code" if kw == "C." else kw
    # "Government Code 65850" with no state and no section word may be a local code's name and a year.
    if prefix_form and not st and not chw and not d["sec"] and not art:
        return []
    # "Section 10-1-1 of the Village Code" names the local code, not New York's Village Law.
    if not st and kw == "Code" and _squash(code).lower() in _LOCAL_CODE_NAMES:
        return []
    if kw == "Law":
        jur = "NY"
    elif st:
        jur = {"C": "CA", "L": "LA"}.get(st[0], "TX")
    elif art:
        # California's codes have sections; Louisiana's Civil Code and Texas's older codes articles
        jur = "LA" if _squash(code).lower() == "civil" else "TX" if _TX_ONLY.match(_squash(code)) else None
        if jur is None:
            return []
    else:
        first = _ST_ITEM.search(text, *m.span("list" if prefix_form else "list2"))
        texas_number = first is not None and re.match(r"\d{1,3}\.\d{3}\b", first.group())
        if prefix_form and not texas_number and _CODE_PLACE_WORD_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []  # "Apache Junction Tax Code, Chapter 8A" (Apache Junction AZ): a place's own code of that name, not Texas's
        jur = "TX" if _TX_ONLY.match(_squash(code)) or texas_number else "CA"
    name = f"{_code_name(code, kw == 'Code')} {kw} " + ("art. " if art else "")
    if jur == "TX":
        # Texas's codes carry the state's abbreviation, as the labels and the Bluebook print them ("Tex. Loc. Gov.
        # Code 211.006"); California's are cited without it ("Veh. Code 22500")
        # (its Health and Safety Code spelt "Health & Safety", as the Bluebook and the labels print it, 2 of 2: "Tex.
        # Health and Safety Code, Ch. 366", Heath TX)
        name = "Tex. " + name.replace("Health & Saf. ", "Health & Safety ")
    return [CitationMatch(s, e, "state_statute", t, jur, qualifier=q)
            for s, e, t, q in _state_items(text, m, "list" if prefix_form else "list2", bool(chw), name)]


_CONST_BY_NAME = {_squash(n).lower(): (j, a) for j, n, a in rx.STATES}
_CONST_BY_ABBR = {a.replace(" ", ""): (j, a) for j, _, a in rx.STATES}
_CONST_ITEM = re.compile(r"\d+[A-Za-z]?\b(?:\([a-z0-9]{1,3}\))*|\b[IVXL]+\b")
_CONST_PAR_ITEM = re.compile(r"(?:\b[IVXL]+\b|\d+\b)(?:\([a-z0-9]{1,3}\))*")


def _constitution(text: str, m: re.Match, jur: str, abbr: str) -> list[CitationMatch]:
    """One other_code citation per section: "Ohio Const. art. 18, § 3"."""
    art = m.group("art")
    head = f"{abbr} Const. art. {ONES.get(art.lower(), art)}"
    q = _qualifier(text, m.end())
    if m.group("list") is None:
        return [CitationMatch(m.start(), m.end(), "other_code", head, jur, qualifier=q)]
    if "pars" in m.groupdict() and m.group("pars"):
        # one citation per paragraph of the (last) section named: "art. IX, § II, ¶ III(a)(4)"
        section = _CONST_ITEM.findall(m.group("list"))[-1]
        items = [(i.start(), i.end(), i.group()) for i in _CONST_PAR_ITEM.finditer(text, *m.span("pars"))]
        return [CitationMatch(s, e, "other_code", f"{head}, § {section}, ¶ {n}", jur, qualifier=q)
                for s, e, n in _split_spans(m, items, text)]
    return [CitationMatch(s, e, "other_code", f"{head}, § {n}", jur, qualifier=q)
            for s, e, n in _split_spans(m, _items(text, m, _CONST_ITEM), text)]


_STATE_CONSTITUTION_AFTER = re.compile(r"\s*,?\s*of\s+the\s+[Cc]onstitution\s+of\s+the\s+[Ss]tate\b(?!\s+of\b)")


def _constitution_named(text: str, m: re.Match) -> tuple[str, str] | None:
    """(jurisdiction, abbreviation) of the constitution a suffix or preceding phrase names."""
    d = m.groupdict()
    if d.get("us") or (d.get("name2") and d["name2"].startswith("the")):
        return "US", "U.S."
    if d.get("stc"):
        return None, "State"  # (the municipality's state's: ``extract`` names it)
    name = d.get("name") or d.get("name2") or d.get("name3")
    return _CONST_BY_NAME.get(_squash(name).lower()) if name else None


# A Massachusetts text: session laws "of the Acts of 1996" are the Commonwealth's.
_MA_CONTEXT = re.compile(r"Massachusetts|Commonwealth|M\.\s?G\.\s?L\.|\bMGL|\bG\.\s?L\.|General\s+Laws")
# Within the matched list the bare number can only be the one after "subd.".
_WI_INTERNAL_ITEM = re.compile(r"\((?:[0-9]{1,3}[a-z]{0,2}|[a-zA-Z]{1,4})\)(?:[ \t]?\((?:[0-9]{1,3}[a-z]{0,2}|[a-zA-Z]{1,4})\))*|\d{1,3}[a-z]?\b")


_LETTERED_SUB = re.compile(r"(?P<a>[A-Z])(?:\.(?P<n>\d{1,2}))?")


def _wi_internal(text, m) -> list[CitationMatch]:
    q = _qualifier(text, m.end())
    if m.group("list2"):
        items = [(i.start(), i.end(), i.group("a") + (f"({i.group('n')})" if i.group("n") else ""))
                 for i in _LETTERED_SUB.finditer(text, *m.span("list2"))]
        return [CitationMatch(s, e, "internal_subsection", n, qualifier=q) for s, e, n in _split_spans(m, items, text, "list2")]
    return [CitationMatch(s, e, "internal_subsection", n.replace(" ", "").replace("\t", ""), qualifier=q)
            for s, e, n in _split_spans(m, _items(text, m, _WI_INTERNAL_ITEM), text)]


def _internal_of_section(text, m) -> list[CitationMatch]:
    """"subsections (4) through (7) of section 12-177 (a)": each subdivision below the section."""
    base = normalize_local(m.group("sec"))
    out = []
    for c in _internal(text, m):
        t = c.target
        if t[0].isalpha():
            # "subsection B(2) of Section 12-5": the letter is a subdivision of the section.
            t = f"({t[0]}){t[1:]}"
        out.append(CitationMatch(c.start, c.end, "local_code", base + t, qualifier=c.qualifier))
    return out


# Administrative codes cited one rule at a time, the target the code's abbreviation and the rule as printed:
# pattern name -> (target with the match's groups, jurisdiction).
_ONE_RULE_CODES = {
    "ia_admin": ("Iowa Admin. Code {num}", "IA"), "co_ccr": ("{t} CCR {num}", "CO"), "nj_admin": ("N.J.A.C. {num}", "NJ"),
    "arsd": ("ARSD {num}", "SD"), "ut_admin": ("Utah Admin. Code {num}", "UT"), "or_admin": ("Or. Admin. R. {num}", "OR"),
    "mt_admin": ("Mont. Admin. R. {num}", "MT"), "mi_admin": ("Mich. Admin. Code R {num}", "MI"), "id_admin": ("IDAPA {num}", "ID"),
}


_IL_PUBLIC_ACT = re.compile(r"(\d{2,3})-[ \t]?(\d{1,4})")  # (a blank after the hyphen: "P.A. 101- 0027", Hecker IL)


def _wi_agency(printed: str) -> str:
    """A Wisconsin agency's prefix as the labels write it: the old Commerce rules' "comm.", "COMM" are "Comm"; the
    Transportation rules' "TRANS" is "Trans" (as the code prints it, and every label: Edgar WI's list in capitals)."""
    low = printed.rstrip(".").lower()
    # (and the Commerce rules printed "COM": "Wis. Adm. Code COM 20.07(52)", Newburg WI)
    return "Comm" if low in ("comm", "com") else "Trans" if low == "trans" else printed


# a test's designation just before, its name restated in parentheses: "AASHTO T-99 (standard proctor)"
_DESIGNATION_PAREN_BEFORE = re.compile(r"\b(?:ASTM|AASHTO)[\s-]*[A-Z]{0,2}[\s-]*\d{2,4}[A-Z]?\s*\(\s*$")


def _squash_blanks(num: str) -> str:
    return num.replace(" ", "").replace("\t", "")


_SECTION_AFTER_LAW = re.compile(r"\s*,\s*(?:[Ss]ection|[Ss]ec\.|\u00a7)\s*(\d{1,4}(?:\([a-z0-9]{1,3}\))*)")
_CFR_NAME_TAIL = re.compile(r"\s*,\s*(?:[Pp]art\s+(?P<p>\d{1,5}(?:\.\d+)?(?:\([a-z0-9]{1,3}\))*)|[Ss]ubchapter\s+(?P<sub>[A-Z])\b)")


def _named_act(m: re.Match, text: str) -> list[CitationMatch]:
    """A section of a named act (the pattern "named_act")."""
    num = _squash_blanks(m.group("num") or "")
    if m.group("ch"):
        act = _squash(m.group("cname"))
        return [CitationMatch(m.start(), m.end(), "other_code", f"{act} ch. {m.group('ch')}", "US" if act.startswith("Federal") else None,
                              qualifier=_qualifier(text, m.end()))]
    if m.group("acr"):
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('acr')} {num}", "US",
                              qualifier=_qualifier(text, m.end()))]
    act = _squash(m.group("name"))
    if act.split()[0] in ("This", "Said", "Such", "The", "Any"):
        return []
    act = _ACT_NAMES.get(act, act)
    if act in _CLEAN_WATER_ACT:
        # the Clean Water Act by either of its names, its section after "§" as the labels print it (7 of 7:
        # "Clean Water Act § 404"; "Section 307(a)\nof the Federal Water Pollution Control Act", Dyer IN)
        return [CitationMatch(m.start(), m.end(), "other_code", f"Clean Water Act § {num}", "US",
                              qualifier=_qualifier(text, m.end()))]
    if act in _FEDERAL_ACTS_BY_SECTION or act.removeprefix("Federal ") in _FEDERAL_ACTS_BY_SECTION:
        # other federal acts the labels cite the same way ("Clean Air Act \u00a7 129", Bloomville OH; "National
        # Housing Act \u00a7 236"; "Housing and Community Development Act of 1974 \u00a7 810"), "Federal" dropped as
        # the labels drop it ("Section 2(e) of the\nFederal Animal Welfare Act" -> "Animal Welfare Act \u00a7 2(e)", 2 labels)
        return [CitationMatch(m.start(), m.end(), "other_code", f"{act.removeprefix('Federal ')} \u00a7 {num}", "US",
                              qualifier=_qualifier(text, m.end()))]
    return [CitationMatch(m.start(), m.end(), "other_code", f"{act} {num}", qualifier=_qualifier(text, m.end()))]


# The items of a list before "of the Revised Code", chapters and sections mixed: "pursuant to Chapter 3734., sections 4737.05 to
# 4737.12, or Chapter 6111. of the\nRevised Code" (Cortland OH), read back from the last item (each the Revised Code's)
_OHIO_GAP_BEFORE = re.compile(r"(?:\.?[ \t]*,\s*(?:(?:and|or)\s+)?|\.?\s+(?:and|or|to|through)\s+)$")
_OHIO_ITEM_BEFORE = re.compile(r"(?:\b[Cc]hapters?\s+(?P<ch>\d{4})|(?:\b[Ss]ections?\s+|(?<![\w.\u00a7\-]))(?P<sec>\d{4}\.\d{2,4}))$")


def _ohio_items_before(text: str, start: int) -> list[CitationMatch]:
    items: list[CitationMatch] = []
    pos = start
    while len(items) < 8 and (gap := _OHIO_GAP_BEFORE.search(text, max(0, pos - 14), pos)) \
            and (item := _OHIO_ITEM_BEFORE.search(text, max(0, gap.start() - 24), gap.start())):
        target = f"ch. {item.group('ch')}" if item.group("ch") else item.group("sec")
        items.insert(0, CitationMatch(item.start(), item.end(), "state_statute", target, "OH"))
        pos = item.start()
    return items


# A statute note the export glued to a section's heading, its footnote number printed before the note and again after the
# section: "6-5C-1: DRIVING ON RIGHT HAND SIDE OF ROADWAY; EXCEPTIONS:1. IC \u00a7321.297.1" (West Des Moines IA, 21 notes):
# the section is 321.297, the ".1" the note's number
_NOTE_NUMBER_BEFORE = re.compile(r":(\d)\.[ \t]*$")


def _note_number_dropped(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    if len(found) != 1 or found[0].target.count(".") < 2:
        return found
    c = found[0]
    n = _NOTE_NUMBER_BEFORE.search(text, max(0, c.start - 6), c.start)
    if n is None or not c.target.endswith("." + n.group(1)) or not text.endswith("." + n.group(1), 0, c.end):
        return found
    return [replace(c, end=c.end - 2, target=c.target[:-2])]


_CODE_ARTICLE_AFTER = re.compile(r"\s+Article\s+(?:[a-z]+(?:[\-\s][a-z]+)?\s+\((?P<n2>\d{1,3})\)|(?P<n>\d{1,3}|[IVXL]+\b))(?![\w\-]|\.\d)")
_YEAR_TARGET = re.compile(r" (?:19|20)\d\d$")
_EDITION_AFTER = re.compile(r"\s+[Ee]dition\b")
_HYPHEN_PART_TARGET = re.compile(r"(?P<head>(?P<code>\d+ C\.F\.R\. )\d+\.\d+-)\d{1,2}")
_BARE_PART_TARGET = re.compile(r"(?P<code>\d+ C\.F\.R\. )(?P<n>\d{1,2})")


def _convert(name: str, text: str, m: re.Match) -> list[CitationMatch]:
    if name in ("wi_prefix", "wi_suffix", "wi_s", "wi_four_decimal"):
        return _statutes(text, m, "WI")
    if name == "wi_chapter":
        subch = m.group("subch") or m.group("subch2") or m.group("subch3")
        sub = f", subch. {subch}" if subch else ""
        group = "list3" if m.group("list3") else "list2"
        if m.group(group) and not m.group(group).isdigit():
            # one citation per chapter of the list, the first spanning the name (or the word, the name after the list)
            return [CitationMatch(s, e, "state_statute", f"ch. {n}", "WI")
                    for s, e, n in _split_spans(m, _items(text, m, _CHAPTER_NUMBER, group), text, group)]
        if m.group("list4"):
            out = [CitationMatch(m.start(), m.end(), "state_statute", f"ch. {m.group('list4')}", "WI")]
            if spec := _SPECIFICALLY_SECTIONS.match(text, m.end()):
                # ", specifically 943.13 and 943.14": the chapter's sections named after it
                out += [CitationMatch(i.start(), i.end(), "state_statute", i.group(), "WI")
                        for i in _DOTTED_NUMBER.finditer(text, *spec.span("list"))]
            return out
        return [CitationMatch(m.start(), m.end(), "state_statute", f"ch. {m.group('list') or m.group('list2')}{sub}", "WI")]
    if name == "iowa":
        return _iowa_list(_statutes(text, m, "IA", _IOWA_ITEM))
    if name == "state":
        return _note_number_dropped(text, _state(text, m))
    if name == "title_code":
        if m.group("ilc2"):
            sec = f"/{m.group('ils2')}" if m.group("ils2") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{m.group('ilc2')} ILCS {m.group('ila2')}{sec}", "IL",
                                  qualifier=_qualifier(text, m.end()))]
        if m.group("ilch"):
            act = f" {m.group('ilact')}" if m.group("ilact") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{m.group('ilch')} ILCS{act}", "IL")]
        found = _title_code(text, m)
        # (an edition's year after the list is no part of it: "being 49 C.F.R.\n\u00a7 192.707, 1989 edition", Edinburg IL)
        found = [c for c in found if not (_YEAR_TARGET.search(c.target) and _EDITION_AFTER.match(text, c.end))]
        for k in range(1, len(found)):
            # a section's last hyphened part listed bare after it: "40 CFR 35.928-1 and 2" (Waterville OH) is 35.928-2
            prev, bare = _HYPHEN_PART_TARGET.fullmatch(found[k - 1].target), _BARE_PART_TARGET.fullmatch(found[k].target)
            if prev and bare and bare.group("code") == prev.group("code"):
                found[k] = replace(found[k], target=f"{prev.group('head')}{bare.group('n')}")
        if found and " C.F.R. " in found[-1].target and (app := _CFR_APPENDIX_AFTER.match(text, found[-1].end)):
            # a section's appendix after it: "29 CFR\n1910.1200, Appendix A, \"Health Hazard Definitions\"" (Edgar WI)
            # (a part's appendix as the labels write it, "47 C.F.R. part 1, app. C": Cortland OH, Gates Mills OH)
            app_word = "app." if " part " in found[-1].target else "App."
            found[-1] = replace(found[-1], end=app.end(), target=f"{found[-1].target}, {app_word} {app.group(1)}")
        if (len(found) == 1 and (act := _ILCS_ACT_TARGET.fullmatch(found[0].target))
                and (sec := _ILCS_SIGN_SECTION.match(text, found[0].end))):
            # an act then its section after a sign: "235 ILCS 5 § 3-12(11.1) and § 6-27" (Diamond IL): the act's sections,
            # each a citation (read on past the match)
            found = [replace(found[0], end=sec.end(), target=f"{act.group()}/{sec.group(1)}")]
            while more := _ILCS_MORE_SECTION.match(text, found[-1].end):
                found.append(CitationMatch(more.start(1), more.end(), "state_statute", f"{act.group()}/{more.group(2)}", "IL"))
        return found
    if name == "wi_s_internal":
        if m.group("sec"):
            deeper = f"({m.group('sub2')})" if m.group("sub2") else ""
            return [CitationMatch(m.start(), m.end(), "local_code", f"{m.group('sec')}({m.group('sub')}){deeper}")]
        levels = [x for x in re.split(r"[.()]+", m.group("p")) if x]
        target = levels[0] + "".join(f"({x})" for x in levels[1:])
        first = CitationMatch(m.start(), m.end("p"), "internal_subsection", target)
        if not m.group("q"):
            return [first]
        return [first, CitationMatch(m.start("q"), m.end("q"), "internal_subsection", _restate(target, m.group("q")))]
    if name == "il_vehicle_code":
        if m.group("ch"):
            art = f", art. {m.group('art')}" if m.group("art") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"625 ILCS 5, ch. {m.group('ch')}{art}", "IL")]
        items = [(*m.span("sec"), m.group("sec"))] + (_items(text, m, _IL_VEH_LISTED, "more") if m.group("more") else [])
        secs = _split_spans(m, items, text, "more" if m.group("more") else "sec")
        q = _qualifier(text, m.end())
        return [CitationMatch(s_, e_, "state_statute", "625 ILCS 5/" + re.sub(r"\s|^5/", "", n), "IL",
                              qualifier=q if k == len(secs) - 1 else None) for k, (s_, e_, n) in enumerate(secs)]
    if name == "il_criminal_code":
        # the code's sections or articles, each a citation, the code's name and year the target's head
        group, item_re, head = (("more", _IL_CRIM_LISTED, "") if m.group("sec") else ("amore", _IL_CRIM_ART_LISTED, "art. "))
        first = "sec" if m.group("sec") else "art"
        items = [(*m.span(first), m.group(first))] + (_items(text, m, item_re, group) if m.group(group) else [])
        secs = _split_spans(m, items, text, group if m.group(group) else first)
        return [CitationMatch(s_, e_, "state_statute", f"Criminal Code of {m.group('yr')} {head}{n}", "IL")
                for s_, e_, n in secs]
    if name == "il_act_section":
        if m.group("sec2"):
            return [CitationMatch(m.start(), m.end(), "state_statute", "720 ILCS " + m.group("sec2"), "IL", qualifier=_qualifier(text, m.end()))]
        # "of such code": the code last named before it
        code = _IL_CODE_NAMED.findall(text, max(0, m.start() - 1500), m.start())
        if not code:
            return []
        chapter = "720" if code[-1].lower().startswith("criminal") else "625"
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{chapter} ILCS {m.group('sec')}", "IL", qualifier=_qualifier(text, m.end()))]
    if name == "il_municipal_code":
        sec = "".join((m.group("sec") or m.group("sec2")).split())
        return [CitationMatch(m.start(), m.end(), "state_statute", f"65 ILCS 5/{sec}", "IL",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ok_words":
        if m.group("dt") or m.group("et"):
            t, sec = (m.group("dt"), m.group("dsec")) if m.group("dt") else (m.group("et"), m.group("esec"))
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{t} O.S. {sec}", "OK")]
        if m.group("gt"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('gt')}", "OK")]
        k = "a" if m.group("at") else "b" if m.group("bt") else "c"
        t, sec = m.group(f"{k}t"), m.group(f"{k}sec") if k != "c" else None
        sub = f"({m.group(f'{k}sub')})" if sec and m.group(f"{k}sub") else ""
        if sec and k != "c" and m.group(f"{k}more"):
            # "sections\n752 and 759 of title 47 of the Oklahoma Statutes": each section, the last spanning the title
            spans = _split_spans(m, [(*m.span(f"{k}sec"), sec)] + _items(text, m, _OK_LISTED_SECTION, f"{k}more"), text, f"{k}more")
            return [CitationMatch(s_, e_, "state_statute", f"{t} O.S. {n}{sub if i == 0 else ''}", "OK") for i, (s_, e_, n) in enumerate(spans)]
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{t} O.S. {sec}{sub}" if sec else f"title {t}", "OK")]
    if name == "ok_title":
        return [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('t')}", "OK")]
    if name == "named_code":
        return _named_code(text, m)
    if name == "ny_law_lc":
        law = " ".join(w if w == "and" else w.capitalize() for w in m.group("law").split())
        sd = m.group("sd")
        sd = f"({ONES[sd] if sd in ONES else sd})" if sd else ""
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{_code_name(law)} Law {m.group('num')}{sd}", "NY",
                              qualifier=_qualifier(text, m.end()))]
    if name == "us_amendment":
        amend = m.group("amend") or (m.group("lc") or m.group("lc2")).capitalize()
        return [CitationMatch(m.start(), m.end(), "other_code", f"U.S. Const. amend. {_AMENDMENTS[amend]}", "US")]
    if name == "pa_mpc":
        return [CitationMatch(m.start(), m.end(), "other_code", f"Pennsylvania Municipalities Planning Code {m.group('n') or m.group('n2')}", "PA")]
    if name == "tx_civ_stat":
        n = (m.group("n") or m.group("n2")).replace("\n", "")
        return [CitationMatch(m.start(), m.end(), "state_statute", f"Tex. Rev. Civ. Stat. art. {n}", "TX")]
    if name == "tx_ccp":
        if m.group("whole"):
            return [CitationMatch(m.start(), m.end(), "state_statute", "Tex. Code Crim. Proc.", "TX", qualifier=_qualifier(text, m.end()))]
        list_, chapter = ("list", m.group("chw")) if m.group("list") else ("list2", m.group("chw2"))
        return [CitationMatch(s, e, "state_statute", t, "TX", qualifier=q)
                for s, e, t, q in _state_items(text, m, list_, False, "Tex. Code Crim. Proc. " + ("ch. " if chapter else "art. "))]
    if name == "cfr_subch":
        ch = f"ch. {m.group('ch')}, " if m.group("ch") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} C.F.R. {ch}subch. {m.group('s')}", "US")]
    if name == "stat_large":
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('vol')} Stat. {m.group('page')}", "US")]
    if name == "pub_law":
        if m.group("inpl"):
            target = f"Acts {m.group('inyear')}, P.L. {m.group('inpl')}" + (f", \u00a7 {m.group('insec')}" if m.group("insec") else "")
            return [CitationMatch(m.start(), m.end(), "state_statute", target, "IN", qualifier=_qualifier(text, m.end()))]
        number = "".join(m.group("list").split()) if m.group("list") else f"{m.group('cong')}-{m.group('num')}"
        if number == "92-500" and (sec := _SECTION_AFTER_LAW.match(text, m.end())):
            # the Clean Water Act's section by its public law: "in Public Law 92-500, Section 402" (Westerville OH), "Pub. Law
            # No. 92-500, \u00a7 402" (2 of 2 labels: "Clean Water Act \u00a7 402")
            return [CitationMatch(m.start(), sec.end(), "other_code", f"Clean Water Act \u00a7 {sec.group(1)}", "US")]
        return [CitationMatch(m.start(), m.end(), "other_code", f"Pub. L. {number}", "US",
                              qualifier=_qualifier(text, m.end()))]
    if name == "wi_agency_rows":
        first = CitationMatch(m.start(), m.end("n"), "other_code", f"Wis. Admin. Code ch. {m.group('ag')} {m.group('n')}", "WI")
        if not m.group("n2"):
            return [first]
        return [first, CitationMatch(m.start("n2"), m.end("n2"), "other_code", f"Wis. Admin. Code ch. {m.group('ag')} {m.group('n2')}", "WI")]
    if name == "wi_admin":
        if m.group("num11"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"Wis. Admin. Code {m.group('num11')}", "WI", qualifier=_qualifier(text, m.end()))]
        if m.group("num12"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"Wis. Admin. Code {m.group('num12')}", "WI", qualifier=_qualifier(text, m.end()))]
        if m.group("list7"):
            items = [(i.start(), i.end(), i.group()) for i in _WI_AGENCY_SECTION.finditer(text, *m.span("list7"))]
            q = _qualifier(text, m.end())
            return [CitationMatch(s, e, "other_code", f"Wis. Admin. Code {n}", "WI", qualifier=q) for s, e, n in _split_spans(m, items, text, "list7")]
        if m.group("list5"):
            agency = _wi_agency(m.group("agency5") or m.group("agency6"))
            q = _qualifier(text, m.end())
            # (an item may print its own agency, which holds for it and those after: "NR 151\nand ATCP 50, Wis. Adm. Code",
            # Edgar WI; its span opens at the agency)
            base = m.start("list5")
            out = []
            items = list(_LIST5_ITEM.finditer(m.group("list5")))
            for k, i in enumerate(items):
                agency = _wi_agency(i.group(1)) if i.group(1) else agency
                start = m.start() if k == 0 else base + i.start()
                out.append(CitationMatch(start, m.end() if k == len(items) - 1 else base + i.end(),
                                         "other_code", f"Wis. Admin. Code ch. {agency} {i.group(2)}", "WI", qualifier=q))
            return out
        if m.group("s2"):
            # "NR 116.12-14, Wisconsin administrative code": both ends, the second section in the first one's chapter
            agency, q = _wi_agency(m.group("agency2")), _qualifier(text, m.end())
            end = m.group("s2") if "." in m.group("s2") else f"{m.group('sch')}.{m.group('s2')}"
            return [CitationMatch(m.start(), m.end("s1"), "other_code", f"Wis. Admin. Code {agency} {m.group('sch')}.{m.group('s1')}", "WI"),
                    CitationMatch(m.start("s2"), m.end(), "other_code", f"Wis. Admin. Code {agency} {end}", "WI",
                                  qualifier=q)]
        if m.group("more2"):
            # "COMM 81-84, Wisconsin administrative code": both ends of the range, each a chapter, the code's name with the last
            agency, q = _wi_agency(m.group("agency2")), _qualifier(text, m.end())
            return [CitationMatch(m.start(), m.end("ch2a"), "other_code", f"Wis. Admin. Code ch. {agency} {m.group('ch2a')}", "WI"),
                    CitationMatch(m.start("more2"), m.end(), "other_code", f"Wis. Admin. Code ch. {agency} {m.group('more2')}", "WI",
                                  qualifier=q)]
        # (branch 8 prints the agency before the word, "SPS Chapters 382 to 387"; branch 9 the sign after it, "SPS §§ 325.01
        # and 325.02": the same chapters and lists as the others)
        a_group, n_group = next((a, n) for a, n in (("agency", "num"), ("agency2", "num2"), ("agency3", "num3"), ("agency4", "num4"),
                                                    ("agency8", "num8"), ("agency9", "num9"), ("agency10", "num10")) if m.group(a))
        agency, num = m.group(a_group), m.group(n_group)
        num = "".join(num.split()).replace(":", ".")  # ("NR 811.12\n(5)(d)": the subsection printed after a line break)
        agency = _wi_agency(agency)
        # (a dotted number is a section whatever word names it: "Wis. Admin. Code, Chapters SPS 307.30 and\n307.31",
        # Turtle Lake WI, as the labels read "Chapter 95.21" of the statutes)
        chapter = "." not in num
        q = _qualifier(text, m.end())
        if (a_group == "agency9" or a_group == "agency" and not m.group("chw")) and m.end() > m.end(n_group):
            # "ss. SPS 320.10 and 361.41": one citation per section, each of the agency's unless it names its own
            # ("sections NR 151, 216 and NR 103": chapters, as their numbers say); a list goes on only in the kind
            # of number it opened with
            out = [CitationMatch(m.start(), m.end(n_group), "other_code",
                                 f"Wis. Admin. Code {'ch. ' if chapter else ''}{agency} {num}", "WI", qualifier=q)]
            for i in _WI_ADMIN_SECTION.finditer(text, m.end(n_group), m.end()):
                if ("." not in i.group("num")) != chapter:
                    break
                out.append(CitationMatch(i.start(), i.end(), "other_code",
                                         f"Wis. Admin. Code {'ch. ' if chapter else ''}{i.group('agency') or agency} {i.group('num')}",
                                         "WI", qualifier=q))
            return out
        if m.group("chw") and chapter and not m.group("more") and (item := _WI_AGENCY_CHAPTER_ITEM.match(text, m.end())):
            # chapters of several agencies listed, each with its own initials: "Wisconsin Administrative Code Chapters ATCP 75,
            # SPS\n390, SPS 221, ATCP 76, ... DHS 192" (Rochester WI)
            out = [CitationMatch(m.start(), m.end(), "other_code", f"Wis. Admin. Code ch. {agency} {num}", "WI")]
            while item:
                out.append(CitationMatch(item.start("agency"), item.end(), "other_code",
                                         f"Wis. Admin. Code ch. {_wi_agency(item.group('agency'))} {item.group('num')}", "WI"))
                item = _WI_AGENCY_CHAPTER_ITEM.match(text, item.end())
            out[-1] = replace(out[-1], qualifier=_qualifier(text, out[-1].end))
            return out
        if more_group := "more" if m.group("more") else "more8" if m.group("more8") else "more3" if m.group("more3") else None:
            return [CitationMatch(m.start(), m.end(n_group), "other_code", f"Wis. Admin. Code ch. {agency} {num}", "WI", qualifier=q),
                    CitationMatch(m.start("moreag") if more_group == "more" and m.group("moreag") else m.start(more_group), m.end(),
                                  "other_code", f"Wis. Admin. Code ch. {agency} {m.group(more_group)}", "WI",
                                  qualifier=q)]
        return [CitationMatch(m.start(), m.end(), "other_code",
                              f"Wis. Admin. Code {'ch. ' if chapter else ''}{agency} {num}", "WI", qualifier=q)]
    if name == "fl_admin":
        num = re.sub(r"\s", "", m.group("num") or m.group("num2"))
        q = _qualifier(text, m.end())
        if m.group("num0"):
            # "Chapters 14-96 and 14-97, Florida Administrative Code": two chapters
            return [CitationMatch(m.start(), m.end("num0"), "other_code", f"Fla. Admin. Code ch. {m.group('num0')}", "FL", qualifier=q),
                    CitationMatch(m.start("num"), m.end(), "other_code", f"Fla. Admin. Code ch. {num}", "FL", qualifier=q)]
        chapter = bool(m.group("chw") or m.group("chw2")) or "." not in num
        return [CitationMatch(m.start(), m.end(), "other_code", f"Fla. Admin. Code {'ch. ' if chapter else ''}{num}", "FL",
                              qualifier=q)]
    if name == "md_article":
        if m.group("nart"):
            sec = f", {m.group('nsec')}" if m.group("nsec") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Art. {m.group('nart')}{sec}", "MD")]
        if m.group("oart"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Art. {m.group('oart')}, {m.group('osec')}", "MD")]
        named = m.group("art") or m.group("art2") or m.group("art3") or m.group("art4") or m.group("art5")
        art = rx.md_article_abbr(named)
        if m.group("art3") or m.group("art4") or m.group("art5"):
            return [CitationMatch(m.start(), m.end(), "state_statute", art, "MD")]
        title = m.group("title") or m.group("title2")
        if title:
            sub = f", subtitle {m.group('subt') or m.group('subt2')}" if m.group("subt") or m.group("subt2") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{art} title {title}{sub}", "MD")]
        return [CitationMatch(s, e, "state_statute", f"{art} {t}", "MD", qualifier=q)
                for s, e, t, q in _state_items(text, m, "list" if m.group("list") else "list2", False)]
    if name == "tx_admin":
        k = next(i for i in ("", "2", "3", "4") if m.group("t" + i))
        num = m.group("num" + k) if k != "4" else None
        chapter = bool(m.group("chw" + k)) if k != "4" else False
        target = f"{m.group('t' + k)} Tex. Admin. Code" + (f" {'ch. ' if chapter else ''}{num}" if num else "")
        return [CitationMatch(m.start(), m.end(), "other_code", target, "TX", qualifier=_qualifier(text, m.end()))]
    if name == "ia_admin_agency":
        ag, ch = m.group("ag") or m.group("ag2") or m.group("ag3"), m.group("ch") or m.group("ch2")
        rule = f"{m.group('rule') or m.group('rule3')}{m.group('sub') or m.group('sub3') or ''}"
        target = f"Iowa Admin. Code ch. {ag}-{ch}" if ch else f"Iowa Admin. Code {ag}-{rule}"
        return [CitationMatch(m.start(), m.end(), "other_code", target, "IA", qualifier=_qualifier(text, m.end()))]
    if name == "in_admin":
        num = m.group("num") and re.sub(r"-\s+", "-", m.group("num"))
        if num is None:
            return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} Ind. Admin. Code art. {m.group('art')}",
                                  "IN", qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} Ind. Admin. Code {'ch. ' if num.count('-') == 1 and num.count('.') < 2 else ''}{num}",
                              "IN", qualifier=_qualifier(text, m.end()))]
    if name == "la_admin":
        sec = f".{m.group('sec')}" + (f".{m.group('sub')}" if m.group("sub") else "") if m.group("sec") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"LAC {m.group('t')}:{m.group('part')}{sec}", "LA",
                              qualifier=_qualifier(text, m.end()))]
    if name == "hi_admin":
        num = m.group("num")
        chapter = "ch. " if m.group("ch") or num.count("-") == 1 else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"Haw. Admin. Code {chapter}{num}", "HI", qualifier=_qualifier(text, m.end()))]
    if name == "comp_rules":
        st = m.group("st")
        return [CitationMatch(m.start(), m.end(), "other_code", f"{st}. Comp. R. & Regs. {'ch. ' if m.group('ch') else ''}{m.group('num')}",
                              "TN" if st == "Tenn" else "GA", qualifier=_qualifier(text, m.end()))]
    if name == "ak_aac":
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} AAC {m.group('num')}{m.group('sub')}", "AK",
                              qualifier=_qualifier(text, m.end()))]
    if name == "az_admin":
        return [CitationMatch(m.start(), m.end(), "other_code", f"Ariz. Admin. Code {m.group('num')}", "AZ",
                              qualifier=_qualifier(text, m.end()))]
    if name == "va_admin":
        sub = "".join(f"({x})" for x in (m.group("sub") or "").split())
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} VAC {m.group('num')}{sub}", "VA",
                              qualifier=_qualifier(text, m.end()))]
    if name == "wac":
        num = m.group("num") or m.group("num2")
        chapter = bool(m.group("chw")) or num.split("(")[0].count("-") == 1
        return [CitationMatch(m.start(), m.end(), "other_code", f"WAC {'ch. ' if chapter else ''}{num}", "WA",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ohio_admin":
        if m.group("num3"):
            first = CitationMatch(m.start(), m.end("num3"), "other_code", f"OAC ch. {m.group('num3')}", "OH")
            if not m.group("more3"):
                return [first]
            return [first, CitationMatch(m.start("more3"), m.end(), "other_code", f"OAC ch. {m.group('more3')}", "OH")]
        num = re.sub(r"\s+", "", m.group("num") or m.group("num2"))
        chapter = bool(m.group("chw") or m.group("chw2"))
        # ("as identified in the\nappendix to O.A.C. \u00a7 3745-19-03", Bloomville OH's open-burning rules: the rule's appendix)
        app = _APPENDIX_TO_BEFORE.search(text, max(0, m.start() - 16), m.start())
        first = CitationMatch(app.start() if app else m.start(), m.end(), "other_code",
                              f"OAC {'ch. ' if chapter else ''}{num}" + (", app." if app else ""), "OH", qualifier=_qualifier(text, m.end()))
        if not chapter and not app and m.group("num") and (end := _OAC_RANGE_END.match(text, m.end())):
            # "As amended by OAC 748:20-1-1 through 748:20-1-19" (Vici OK): the range's two ends, or a list's two rules
            return [first, CitationMatch(end.start("n"), end.end(), "other_code", f"OAC {end.group('n')}", "OH",
                                         qualifier=_qualifier(text, end.end()))]
        return [first]
    if name == "md_comar":
        sub = re.sub(r"\s", "", m.group("sub") or "").replace("\u2013", "-")
        return [CitationMatch(m.start(), m.end(), "other_code", f"COMAR {m.group('num')}{sub}", "MD",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ilcs_ch":
        if m.group("secs") or m.group("secs2"):
            # one citation per section; the first keeps the chapter and act before it in its span
            group = "secs" if m.group("secs") else "secs2"
            act = f"{m.group('ch') or m.group('ch2')} ILCS {m.group('act') or m.group('act2')}"
            items = list(rx.ILCS_SECTION.finditer(text, *m.span(group)))
            return [CitationMatch(m.start() if i == 0 else it.start(), it.end(), "state_statute", f"{act}/{it.group()}", "IL",
                                  qualifier=_qualifier(text, m.end()) if i == len(items) - 1 else None)
                    for i, it in enumerate(items)]
        sec = re.sub(r"\s+", "", m.group("sec") or m.group("sec2") or "")
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{m.group('ch')} ILCS {m.group('act')}" + (f"/{sec}" if sec else ""),
                              "IL", qualifier=_qualifier(text, m.end()))]
    if name == "il_admin":
        title, q = m.group("t") or m.group("t2"), _qualifier(text, m.end())
        return [CitationMatch(s, e, "other_code", f"{title} Ill. Adm. Code {n}", "IL", qualifier=q)
                for s, e, n in _split_spans(m, _items(text, m, rx.IL_ADMIN_ITEM), text)]
    if name == "phs_doc":
        title = ("Food Service Sanitation Ordinance and Code" if m.group("fss") else "Grade A Pasteurized Milk Ordinance" if m.group("pmo")
                 else "Milk Ordinance Recommendations of the Public Health Service")
        return [CitationMatch(m.start(), m.end(), "other_code", title, "US", qualifier=_qualifier(text, m.end()))]
    if name == "ne_nac":
        if m.group("ch4"):
            art = f", art. {m.group('art4')}" if m.group("art4") else ""
            head = f"{m.group('t4')} NAC {m.group('ch4')}" if m.group("t4") else f"Neb. Admin. Code ch. {m.group('ch4')}"
            return [CitationMatch(m.start(), m.end(), "other_code", head + art, "NE", qualifier=_qualifier(text, m.end()))]
        sec = f"-{m.group('sec')}" if m.group("sec") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t') or m.group('t2') or m.group('t3')} NAC {m.group('ch') or m.group('ch3')}{sec}", "NE",
                              qualifier=_qualifier(text, m.end()))]
    if name == "or_admin" and m.group("div"):
        return [CitationMatch(m.start(), m.end(), "other_code", f"Or. Admin. R. {m.group('ch')}-{m.group('div').zfill(3)}", "OR",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ca_regs":
        t = m.group("t") or m.group("t2")
        if not m.group("list"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"{t} Cal. Code Regs.", "CA", qualifier=_qualifier(text, m.end()))]
        q = _qualifier(text, m.end())
        nums = list(_DOTTED_OR_PLAIN.finditer(text, *m.span("list")))
        return [CitationMatch(m.start() if k == 0 else n.start(), n.end(), "other_code", f"{t} Cal. Code Regs. {n.group()}", "CA",
                              qualifier=q if k == len(nums) - 1 else None) for k, n in enumerate(nums)]
    if name == "mi_admin" and m.group("num2"):
        q = _qualifier(text, m.end())
        if not m.group("num3"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"Mich. Admin. Code R {m.group('num2')}", "MI", qualifier=q)]
        return [CitationMatch(m.start(), m.end("num2"), "other_code", f"Mich. Admin. Code R {m.group('num2')}", "MI"),
                CitationMatch(m.start("num3"), m.end(), "other_code", f"Mich. Admin. Code R {m.group('num3')}", "MI", qualifier=q)]
    if name == "nc_admin":
        head = f"{m.group('t') + ' ' if m.group('t') else ''}NCAC {m.group('ch')}{m.group('rule') or ''}"
        sub = m.group("sub").lstrip(" \t")  # (the blank some codes print before it: "2B .0233 (3)(a)")
        if m.group("rule2"):
            return [CitationMatch(m.start(), m.end("sub"), "other_code", head + sub, "NC"),
                    CitationMatch(m.start("rule2"), m.end(), "other_code", f"{m.group('t') + ' ' if m.group('t') else ''}NCAC {m.group('ch')}{m.group('rule2')}", "NC",
                                  qualifier=_qualifier(text, m.end()))]
        if not m.group("sub2"):
            return [CitationMatch(m.start(), m.end(), "other_code", head + sub, "NC", qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end("sub"), "other_code", head + sub, "NC"),
                CitationMatch(m.start("sub2"), m.end(), "other_code", head + m.group("sub2"), "NC", qualifier=_qualifier(text, m.end()))]
    if name == "mi_admin" and m.group("num5"):
        return [CitationMatch(m.start(), m.end("num"), "other_code", f"Mich. Admin. Code R {m.group('num')}", "MI"),
                CitationMatch(m.start("more5"), m.end(), "other_code", f"Mich. Admin. Code R {m.group('num5')}", "MI",
                              qualifier=_qualifier(text, m.end()))]
    if name in _ONE_RULE_CODES:
        target, jurisdiction = _ONE_RULE_CODES[name]
        target = target.format(**{k: re.sub(r"-\s+", "-", v) if v else v for k, v in m.groupdict().items()})
        if name == "ia_admin" and _IAC_CHAPTER.search(target):
            # an agency and a chapter, no rule: "Iowa Administrative Code, 661-18" (Kalona IA), as "567, Chapter 69" is
            target = target.replace("Code ", "Code ch. ", 1)
        return [CitationMatch(m.start(), m.end(), "other_code", target, jurisdiction, qualifier=_qualifier(text, m.end()))]
    if name == "minn_rules":
        num = m.group("num")
        chapter = bool(m.group("chw")) or "." not in num
        if m.group("more"):
            return [CitationMatch(m.start(), m.end("num"), "other_code", f"Minn. R. {'ch. ' if chapter else ''}{num}", "MN")] + [
                CitationMatch(i.start(), i.end(), "other_code", f"Minn. R. {'' if '.' in i.group() else 'ch. '}{i.group()}", "MN")
                for i in _MINN_PART.finditer(text, *m.span("more"))]
        if m.group("num2"):
            return [CitationMatch(m.start(), m.end("num"), "other_code", f"Minn. R. {num}", "MN"),
                    CitationMatch(m.start("num2"), m.end(), "other_code", f"Minn. R. {m.group('num2')}", "MN",
                                  qualifier=_qualifier(text, m.end()))]
        subp = f"({m.group('subp')})" if m.group("subp") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"Minn. R. {'ch. ' if chapter else ''}{num}{subp}", "MN",
                              qualifier=_qualifier(text, m.end()))]
    if name == "constitution":
        abbr = _squash(m.group("abbr")).replace(" ", "")
        jur, abbr = ("US", "U.S.") if abbr == "U.S." else _CONST_BY_ABBR[abbr]
        return _constitution(text, m, jur, abbr)
    if name == "constitution_sections":
        jur, abbr = _constitution_named(text, m)
        items = [(i.start(), i.end(), i.group()) for i in _LISTED_NUMBER.finditer(text, *m.span("list"))]
        return [CitationMatch(s, e, "other_code", f"{abbr} Const. \u00a7 {n}", jur) for s, e, n in _split_spans(m, items, text)]
    if name == "constitution_suffix":
        named = _constitution_named(text, m)
        if named and m.group("list") is None and (sec := _CONST_SECTION_FIRST.search(text, max(0, m.start() - 24), m.start())):
            # "Section 19 of Article 6 of the Constitution of the State of Louisiana" (Jefferson Parish LA)
            jur, abbr = named
            return [CitationMatch(sec.start(), m.end(), "other_code", f"{abbr} Const. art. {m.group('art')}, \u00a7 {sec.group(1)}", jur,
                                  qualifier=_qualifier(text, m.end()))]
        return _constitution(text, m, *named) if named else []
    if name == "constitution_context":
        if _STATE_CONSTITUTION_AFTER.match(text, m.end()):
            # the state's named after it, whatever was named before: "the United States Constitution or Art.\n1, \u00a7 31, of the
            # Constitution of the state" (Chesterton IN): the municipality's state's (``extract`` names it)
            return _constitution(text, m, None, "State")
        # The constitution named earlier in the same sentence, not too far back.
        before = rx.CONSTITUTION_BEFORE.search(text, max(0, m.start() - 300), m.start())
        named = _constitution_named(text, before) if before else None
        if named is None and _CONSTITUTION_NOTE.match(text, text.rfind("\n", 0, m.start()) + 1, m.start()) \
                and ("O.C.G.A" in text or "Ga. " in text):
            named = ("GA", "Ga.")  # the publisher's "State Constitution reference" note in a Georgia code
        found = _constitution(text, m, *named) if named else []
        if found and before is not None and before.start() >= m.start() - 40 and _NAME_THEN_ARTICLE_GAP.fullmatch(before.group("gap")):
            # the constitution's name printed just before its article is the citation's: "Idaho constitution article I,
            # section\n9" (Dalton Gardens ID), "Wyoming Constitution Article 16, \u00a7 5", "Idaho constitution, article 12, \u00a72"
            found[0] = replace(found[0], start=before.start())
        return found
    if name == "irc":
        if m.group("list2"):
            return [CitationMatch(i.start(), i.end(), "other_code", f"26 U.S.C. {i.group('n')}", "US")
                    for i in rx._IRC_ITEM.finditer(text, *m.span("list2"))]
        if not m.group("list"):
            return [CitationMatch(m.start("name"), m.end(), "other_code",
                                  f"26 U.S.C. {m.group('after')}" if m.group("after") else "Internal Revenue Code", "US")]
        return [CitationMatch(i.start(), i.end(), "other_code", f"26 U.S.C. {i.group('n')}", "US")
                for i in rx._IRC_ITEM.finditer(text, *m.span("list"))]
    if name == "ga_laws":
        if act := m.group("a3") or m.group("a4"):
            y, sec = m.group("y3") or m.group("y4"), m.group("s3") or m.group("s4")
            return [CitationMatch(m.start(), m.end(), "state_statute",
                                  f"Ga. Laws{' ' + y if y else ''}, Act {act}" + (f", § {sec}" if sec else ""), "GA")]
        y, pg = m.group("y") or m.group("y2"), m.group("p") or m.group("p2")
        return [CitationMatch(m.start(), m.end(), "state_statute", f"Ga. Laws {y}, p. {pg}", "GA")]
    if name == "crs_articles":
        if m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] == "."):
            return []
        title, group = (m.group("t"), "arts") if m.group("t") else (m.group("t2"), "arts2")
        return [CitationMatch(s, e, "state_statute", f"title {title}, art. {n}", "CO")
                for s, e, n in _split_spans(m, _items(text, m, _CRS_ITEM, group), text, group)]
    if name == "crs_path":
        if m.group("t"):
            part = f", part {m.group('p')}" if m.group("p") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('t')}, art. {m.group('a')}{part}", "CO")]
        first = bool(m.group("t3"))
        head = f"title {m.group('t3')}, art. {m.group('a3')}" if first else f"title {m.group('t2')}, art. {m.group('a2')}"
        group = "parts3" if first else "parts"
        if not m.group(group):
            return [CitationMatch(m.start(), m.end(), "state_statute", head, "CO")]
        items = [(i.start(), i.end(), i.group()) for i in _LISTED_NUMBER.finditer(text, *m.span(group))]
        return [CitationMatch(s, e, "state_statute", f"{head}, part {n}", "CO") for s, e, n in _split_spans(m, items, text, group)]
    if name == "cbc_statutes":
        if (street := _STREET_BEFORE.search(text, max(0, m.start() - 24), m.start())) and street.group(1) not in ("See", "Also"):
            return []  # "Main St. 7 § 5": a street's abbreviation, no statute
        # one citation per section or chapter; the first spans the volume's name and title
        head = f"CBC Statutes title {m.group('t')}, "
        group, word = ("secs", "§ ") if m.group("secs") else ("chs", "ch. ")
        return [CitationMatch(s, e, "state_statute", head + word + n, "MA")
                for s, e, n in _split_spans(m, _items(text, m, _CHAPTER_NUMBER, group), text, group)]
    if name == "session_law":
        if m.group("och"):
            sec = f", § {m.group('osec')}" if m.group("osec") else ""
            return [CitationMatch(m.start(), m.end(), "local_code", f"Ord. {m.group('oyear')}, c. {m.group('och')}{sec}",
                                  qualifier=_qualifier(text, m.end()))]
        if laws := (m.group("ch4") or m.group("ch5") or m.group("ch6")):
            year = m.group("year4") or m.group("year5") or m.group("year6")
            sess = m.group("sess") or m.group("sess6")
            sess = f", {_SESSION_ORDINAL[sess[0]]} Ex. Sess." if sess else ""
            sec = m.group("sec4") or m.group("sec5")
            st = m.group("st4") or m.group("st4b") or m.group("st4c")
            jur = rx.STATE_OF_NAME.get(_squash(st)) if st else None
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Laws {year}{sess}, c. {laws}" + (f", § {sec}" if sec else ""),
                                  jur, qualifier=_qualifier(text, m.end()))]
        if m.group("chsl"):
            sec = f", § {m.group('secsl')}" if m.group("secsl") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Laws {m.group('yearsl')}, c. {m.group('chsl')}{sec}", "NC",
                                  qualifier=_qualifier(text, m.end()))]
        if m.group("ch14"):
            st = m.group("st14")
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Laws {m.group('year14')}, c. {m.group('ch14')}",
                                  rx.STATE_OF_NAME.get(_squash(st)) if st else None, qualifier=_qualifier(text, m.end()))]
        if mn := m.group("ch11"):
            jur = "MN" if (m.group("mn11") or m.group("mn12") or m.group("mn13")) else None
            art = f", art. {m.group('art11')}" if m.group("art11") else ""
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Laws {m.group('year11') or m.group('year12')}, c. {mn}{art}",
                                  jur, qualifier=_qualifier(text, m.end()))]
        if va := (m.group("ch7") or m.group("ch8")):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"Acts {m.group('year7') or m.group('year8')}, c. {va}",
                                  "VA", qualifier=_qualifier(text, m.end()))]
        if m.group("ch10") and not m.group("ch10").isalnum():
            # "Chapters 510 and 511, Acts of 2011": one citation per chapter, the acts' year the last one's
            items = list(_CHAPTER_NUMBER.finditer(text, *m.span("ch10")))
            return [CitationMatch(m.start() if k == 0 else i.start(), i.end() if k < len(items) - 1 else m.end(), "state_statute",
                                  f"Acts {m.group('year10')}, c. {i.group()}", None) for k, i in enumerate(items)]
        ch, year = next((m.group(c), m.group(y)) for c, y in (("ch", "year"), ("ch2", "year2"), ("ch3", "year3"), ("ch9", "year9"), ("ch10", "year10")) if m.group(c))
        jur = "MA" if m.group("st") or m.group("ch3") or _MA_CONTEXT.search(text) else None
        sec = m.group("sec") or m.group("sec2") or m.group("sec3")
        head = f"Acts {year}, c. {ch}"
        if m.group("sec") and not m.group("sec").isalnum():
            # one citation per section listed, a range citing both ends; the act's name follows the last
            items = list(_CHAPTER_NUMBER.finditer(text, *m.span("sec")))
            return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "state_statute", f"{head}, § {i.group()}", jur)
                    for k, i in enumerate(items)]
        out = [CitationMatch(m.start(), m.end(), "state_statute", head + (f", § {sec}" if sec else ""),
                             jur, qualifier=_qualifier(text, m.end()))]
        if m.group("ch3") and (more := _AND_CHAPTER_AFTER.match(text, m.end())):
            # "St. 1928, c. 49 and c. 81": the second chapter of the same year's acts
            out.append(CitationMatch(more.start("cc"), more.end(), "state_statute", f"Acts {year}, c. {more.group('ch')}", jur))
        return out
    if name == "public_act":
        if m.group("enrolled"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{' '.join(m.group('enrolled').split())} {m.group('ea')}", "IN",
                                  qualifier=_qualifier(text, m.end()))]
        if m.group("ilpa"):
            # (the labels drop the leading zeros: "Public Act 094-1047" is "P.A. 94-1047")
            q = _qualifier(text, m.end())
            items = [(i.start(), i.end(), f"P.A. {int(i.group(1))}-{int(i.group(2))}") for i in _IL_PUBLIC_ACT.finditer(text, *m.span("ilpa"))]
            return [CitationMatch(s, e, "state_statute", t, "IL", qualifier=q if k == len(items) - 1 else None)
                    for k, (s, e, t) in enumerate(_split_spans(m, items, text, "ilpa"))]
        if m.group("pl"):
            # (the labels write the numbered form by its number, "Acts 1933, No. 69" (two of three), the unnumbered by its page,
            # "Acts 1923, P.L. 207")
            target = (f"Acts {m.group('year2')}, No. {m.group('num2')}" if m.group("num2")
                      else f"Acts {m.group('year2')}, P.L. {m.group('pl')}") + (f", \u00a7 {m.group('plsec')}" if m.group("plsec") else "")
            jur = "PA"
        elif m.group("num4") or m.group("num5"):
            target = f"Acts {m.group('year4') or m.group('year5')}, No. {m.group('num4') or m.group('num5')}"
            jur = "MI" if "Michigan" in m.group() or m.group("num5") or _MI_CONTEXT.search(text) else None
        elif m.group("num3"):
            year = m.group("year3") or m.group("year3c") or m.group("year3d")
            sess = f", {_SESSION_ORDINAL[m.group('sess3')[0]]} Ex. Sess." if m.group("sess3") else ""
            sec = f", § {m.group('sec3')}" if m.group("sec3") else ""
            target = f"Acts {year}{sess}, No. {m.group('num3')}{sec}"
            st = m.group("st3") or m.group("st3b") or m.group("st3c") or m.group("st3d")
            jur = rx.STATE_OF_NAME.get(_squash(st)) if st else None
        else:
            # (the form the session laws' targets take: "Acts 1980, No. 480")
            sec = m.group("sec0") or m.group("sec1")
            target = f"Acts {m.group('year')}, No. {m.group('num')}" + (f", § {sec}" if sec else "") + (
                f", ch. {m.group('ch0')}" if m.group("ch0") else "")
            jur = "MI" if "Public Acts" in m.group() or _MI_CONTEXT.search(text) else None
            if m.group("sec1b"):
                # a range of the act's sections: a citation for each end, the second bare
                return [CitationMatch(m.start(), m.end("sec1"), "state_statute", target, jur),
                        CitationMatch(m.start("sec1b"), m.end(), "state_statute", f"Acts {m.group('year')}, No. {m.group('num')}, "
                                      f"\u00a7 {m.group('sec1b')}", jur, qualifier=_qualifier(text, m.end()))]
        start = m.start()
        if "\u00a7" not in target and (sec := _SECTION_OF_ACT_BEFORE.search(text, max(0, start - 16), start)):
            # "\u00a7 1 of Public Act 82 of\n1981, being M.C.L.A. \u00a7 752.61" (Plymouth Township MI; Alanson MI's labels): the
            # act's section, printed first
            start, target = sec.start(), f"{target}, \u00a7 {sec.group(1)}"
        elif "\u00a7" not in target and (sec := _SECTION_OF_PENAL_CODE_BEFORE.search(text, max(0, start - 60), start)):
            # "Section 335a of the State Penal Code, Public Act 328 of 1931, being M.C.L.A. \u00a7 750.335a" (Linden MI): the
            # code's section is the act's; the act is the citation's span, as the labels read it
            target = f"{target}, \u00a7 {sec.group(1)}"
        return [CitationMatch(start, m.end(), "state_statute", target, jur, qualifier=_qualifier(text, m.end()))]
    if name == "wi_act":
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{m.group('year')} Wis. Act {m.group('num')}", "WI",
                              qualifier=_qualifier(text, m.end()))]
    if name == "far_part":
        return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "other_code", f"14 C.F.R. part {i.group()}", "US")
                for k, i in enumerate(_PART_NUMBER.finditer(text, *m.span("list")))]
    if name == "ordinance_part":
        # "Chapter 145 of Ordinance 2740", "Section 2 of Ordinance 91-757" (the part read back), or
        # "Ordinance 1889-041, Section 4" (the part after)
        if parts := _PARTS_OF_ORDINANCE.search(text, max(0, m.start() - 60), m.start()):
            chapter = parts.group("w").lower() == "chapters"
            items = list(_PART_ITEM.finditer(text, *parts.span("list")))
            return [CitationMatch(parts.start() if k == 0 else i.start(), m.end("ord") if k == len(items) - 1 else i.end(),
                                  "other_code", f"Ord. {m.group('ord')}, " + (f"ch. {i.group()}" if chapter else f"\u00a7 {i.group()}"))
                    for k, i in enumerate(items)]
        if part := _PART_OF_ORDINANCE.search(text, max(0, m.start() - 40), m.start()):
            word, n, start, end = part.group("w") or "", part.group("n"), part.start(), m.end("ord")
        elif m.group("abbr"):
            return []
        elif m.group("n2") and _ORDINANCE_NUMBER.fullmatch(m.group("ord")):
            word, n, end = m.group("w2"), m.group("n2"), m.end()
            start = city.start() if (city := _CITY_BEFORE.search(text, max(0, m.start() - 6), m.start())) else m.start()
        else:
            return []
        part = f"ch. {n}" if word.lower() == "chapter" else f"\u00a7 {n}"
        return [CitationMatch(start, end, "other_code", f"Ord. {m.group('ord')}, {part}")]
    if name == "city_code_abbrev":
        for group, word in (("chs", "ch."), ("ts", "title")):
            if m.group(group):
                return _each_listed(text, m, group, word)
        n = m.group("n") or m.group("nh") or m.group("n2") or m.group("n3")
        word = (m.group("w") or m.group("w3") or "").lower()
        target = f"ch. {n}" if word.startswith("chapter") else f"title {n}" if word == "title" else n
        if (abbr := m.group("abbr") or m.group("abbr2")).endswith("ZC"):
            # the city's zoning code, another code than this one: "KZC 105.10" (``extract`` names the
            # place when the manifest's municipality has those initials)
            return [CitationMatch(m.start(), m.end(), "other_code", f"{abbr} {target}", qualifier=_qualifier(text, m.end()))]
        out = [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
        pos = m.end()
        while m.group("n") and (more := _ABBR_MORE.match(text, pos)):
            # "(SVCC 90.02, 90.03, A.R.S. 11-1008)" (Sierra Vista AZ): each number of the list
            out.append(CitationMatch(more.start("n"), more.end(), "local_code", more.group("n"), qualifier=_qualifier(text, more.end())))
            pos = more.end()
        return out
    if name == "local_dotted":
        parts = _SUB_PARTS.findall(m.group("sub"))
        target = m.group("n") + _nested(parts)
        if (len(parts) >= 2 and parts[-1].islower() and parts[-2].isdigit() and (r := _DOTTED_RANGE_END.match(text, m.end()))
                and r.group("p") == parts[-2]):
            # "Section 915.07.D.1.a-1.c" (Pittsburgh's zoning code): the range's end names its paragraph again
            return [CitationMatch(m.start(), m.end(), "local_code", target),
                    CitationMatch(r.start("p"), r.end(), "local_code", m.group("n") + _nested(parts[:-1] + [r.group("l")]),
                                  qualifier=_qualifier(text, r.end()))]
        out = [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
        pos = m.end()
        while more := _DOTTED_MORE.match(text, pos):
            # "Sections 28.3.C.4 and 28.3.C.5" (Charlotte NC): each path of the list
            out.append(CitationMatch(more.start("n"), more.end(), "local_code", more.group("n") + _nested(_SUB_PARTS.findall(more.group("sub"))),
                                     qualifier=_qualifier(text, more.end())))
            pos = more.end()
        return out
    if name == "article_section":
        sub = m.group("sub")
        if not sub and not m.group("dsub") and re.search(rf"§\s*{re.escape(m.group('n').split('.')[0])}\.\d{{1,3}}\.\d", text):
            # the code's sections are numbered under its articles ("Article 90.600" where sections are "§ 90.500.2",
            # Tontitown AR): an article
            return [CitationMatch(m.start(), m.end(), "local_code", f"art. {m.group('n')}", qualifier=_qualifier(text, m.end()))]
        target = m.group("n") + (_nested(sub.split("-")) if sub else _nested(m.group("dsub").split(".")) if m.group("dsub") else "")
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "charter":
        sec, art = m.group("sec") or m.group("sec3") or m.group("sec4"), m.group("art") or m.group("art2")
        if m.group() in ("Charter", "charter"):
            return []  # "the Charter" named alone
        if m.group("part"):
            word = "ch." if m.group("partw").startswith("C") else "art."
            part = m.group("part")
            part = str(ONES[part]) if part in ONES else part  # ("Chapter two of the Town Charter", Occoquan VA)
            return [CitationMatch(m.start(), m.end(), "other_code", f"Charter {word} {part}",
                                  qualifier=_qualifier(text, m.end()))]
        if art:
            # "Article VII, §§ 43 through 46 of the City Charter": the range cites both ends
            head = f"Charter art. {art}"
            if last := m.group("sec2") or m.group("sec5"):
                group = "sec2" if m.group("sec2") else "sec5"
                return [CitationMatch(m.start(), m.end("sec" if group == "sec2" else "sec3"), "other_code", f"{head}, § {sec}"),
                        CitationMatch(m.start(group), m.end(), "other_code", f"{head}, § {last}")]
            return [CitationMatch(m.start(), m.end(), "other_code", f"{head}, § {sec}" if sec else head,
                                  qualifier=_qualifier(text, m.end()))]
        if m.group("sec2"):
            # "sections 46A and 46C of the Charter" (Somerville): one citation per section
            items = [(m.start("sec"), m.end("sec"), sec), (m.start("sec2"), m.end("sec2"), m.group("sec2"))]
            (s1, e1, n1), (s2, e2, n2) = _split_spans(m, items, text, "sec2")
            return [CitationMatch(s1, e1, "other_code", f"Charter {n1}"),
                    CitationMatch(s2, e2, "other_code", f"Charter {n2}", qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "other_code", f"Charter {sec}" if sec else "Charter",
                              qualifier=_qualifier(text, m.end()))]
    if name == "model_code":
        code = rx.ICC_CODES[m.group("abbr")] if m.group("abbr") else rx.ICC_CODES[m.group("bare_abbr")] if m.group("bare_abbr") else _squash(m.group("name")).replace("International Code Council ", "International ")
        code = "Uniform Plumbing Code" if code == "UPC" else code
        if code.startswith(("National", "Basic")) and text[max(0, m.start("name") - 7):m.start("name")] == "(BOCA) ":
            code = "BOCA " + code  # "Building Officials and Code Administrators (BOCA) National Plumbing Code"
        if code[0].islower() or code.split()[-1] == "code":
            # ("standard building code", "uniform building code": printed in lower case; "International building code",
            # only its first word capitalized)
            code = code.title().replace(" For The ", " for the ").replace(" Of ", " of ")
        # The ICC's and IAPMO's model codes are codes a municipality adopts, cited like the state's
        # building code: other_code (so the labels of Alma GA and every building code in the gold).
        # The National Electrical (Safety) Code is a standard (NFPA 70, ANSI C2), as the Somerville
        # labels have it.
        kind = "external_standard" if code.startswith(("National Electric", "National Fire")) else "other_code"
        if code.startswith("National Fire"):
            code = "National Fire Code"  # ("National Fire Codes", the collection, as 5 of 6 labels name it)
        group = "list" if m.group("list") else "list2" if m.group("list2") else None
        if group is None:
            if code == "Uniform Building Code" and m.start() == m.start("name") and text.endswith("State ", max(0, m.start() - 6), m.start()):
                # "The building code (State Uniform Building Code,\ncurrent edition)" (Arapaho OK): the state's, named so
                return [CitationMatch(m.start() - 6, m.end(), kind, "State Uniform Building Code")]
            if code.startswith("Uniform ") and m.start() == m.start("name") and (
                    st := rx.STATE_NAME_BEFORE.search(text, max(0, m.start() - 20), m.start())):
                # a state's edition named after it: "the Indiana Uniform Plumbing Code in effect" (Shelbyville IN, 2 labels)
                return [CitationMatch(st.start(), m.end(), kind, f"{_squash(st.group('state'))} {code}", rx.STATE_OF_NAME.get(_squash(st.group('state'))))]
            return [CitationMatch(m.start(), m.end(), kind, code)]
        # (a number before the name and one after: the span ends before the second list)
        end = m.start("list2") if group == "list" and m.group("list2") else m.end()
        numbers = list(_MODEL_NUMBER.finditer(text, m.start(group), m.end(group)))
        prefix = "ch. " if m.group("chw" if group == "list" else "chw2") else "art. " if group == "list" and m.group("artw") else ""
        out = []
        for k, n in enumerate(numbers):
            s = m.start() if k == 0 else n.start()
            e = end if k == len(numbers) - 1 else n.end()
            out.append(CitationMatch(s, e, kind, f"{code} {prefix}{n.group().replace('-', '', 1)}"))
        return out
    if name == "udc":
        what = "Commercial Building Code" if m.group("comm") else "Uniform Dwelling Code"
        return [CitationMatch(m.start(), m.end(), "other_code", f"Wisconsin {what}", "WI")]
    if name == "local_appendix_bare":
        if _APPENDIX_HEAD.match(text, m.end()) and not text[text.rfind("\n", 0, m.start()) + 1:m.start()].strip():
            return []  # "Appendix A:   Sewer charges" opening a line of a chapter's contents (Greene County NC): a heading
        if _CONTENTS_NUMBER_BEFORE.fullmatch(text, text.rfind("\n", 0, m.start()) + 1, m.start()):
            return []  # "10-1-4-26: Appendix A, Sewer Fee Schedule; FY 1990", a contents row's title (Ely NV): a heading
        target = f"app. {m.group('app')}"
        start, end = m.start(), m.end()
        if (title := _TITLE_BEFORE_APPENDIX.search(text, max(0, start - 16), start)) and (sched := _SCHEDULE_AFTER_APPENDIX.match(text, end)):
            # "see\nTitle VII, Appendix B, Schedule II" (Bellville OH's cross-references): one place in the code, its title's
            # appendix's schedule
            return [CitationMatch(title.start(), sched.end(), "local_code", f"title {title.group(1)}, {target}, Schedule {sched.group(1)}")]
        if m.group("art"):
            target += f", art. {m.group('art')}"
        if m.group("div"):
            target += f", div. {m.group('div')}"
        if m.group("ch"):
            target += f", ch. {m.group('ch')}"
        if m.group("sec"):
            target += f", § {m.group('sec')}"
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "local_schedule":
        if m.group("psc"):
            q = _qualifier(text, m.end())
            first = CitationMatch(m.start(), m.end("psc"), "local_code", f"Schedule {_squash(m.group('psc')).replace(' ', '')}", qualifier=q)
            return [first] + [CitationMatch(m.start("pscmore") + i.start(), m.start("pscmore") + i.end(), "local_code",
                                            f"Schedule {_squash(i.group()).replace(' ', '')}", qualifier=q)
                              for i in _PSC_ITEM.finditer(m.group("pscmore") or "")]
        target = f"Schedule {m.group('sched')}" if m.group("sched") else f"ch. {m.group('ch') or m.group('ch3')}, Schedule {m.group('sched2') or m.group('sched3')}"
        q = _qualifier(text, m.end())
        if m.group("more"):
            # one citation per schedule, the first spanning the chapter
            more = [(i.start(), i.end(), i.group()) for i in _ROMAN_WORD.finditer(text, m.end("sched2"), m.end())]
            return [CitationMatch(m.start(), m.end("sched2"), "local_code", target, qualifier=q)] + [
                CitationMatch(s, e, "local_code", f"ch. {m.group('ch')}, Schedule {n}", qualifier=q) for s, e, n in more]
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=q)]
    if name == "local_appendixes":
        items = [(i.start(), i.end(), i.group()) for i in _APPENDIX_NAME.finditer(text, *m.span("list"))]
        q = _qualifier(text, m.end())
        return [CitationMatch(s, e, "local_code", f"app. {n}", qualifier=q) for s, e, n in _split_spans(m, items)]
    if name == "local_appendix":
        if m.group("ch3"):
            return [CitationMatch(m.start(), m.end(), "local_code", f"ch. {m.group('ch3')}, app.", qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "local_code", f"ch. {m.group('ch') or m.group('ch2')}, app. {m.group('app') or m.group('app2')}",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ordinance_defined":
        kind = "Res." if m.group("res")[0] in "Rr" else "Ord."
        ord_ = f"{kind} No. {''.join(m.group('ord').split())}" if m.group("ord") else f"{kind} {''.join(m.group('ord2').split())}"
        return [CitationMatch(m.start("cite"), m.end("cite"), "other_code", ord_, qualifier=_qualifier(text, m.end()))]
    if name == "subdivision_of_section":
        sec, q = m.group("sec"), _qualifier(text, m.end())
        item = f"({m.group('iv').strip('()')})" if m.group("iv") else ""
        if m.group("b"):
            return [CitationMatch(m.start(), m.end("a"), "local_code", f"{sec}({m.group('a')}){item}"),
                    CitationMatch(m.start("b"), m.end(), "local_code", f"{sec}({m.group('b')}){item}", qualifier=q)]
        return [CitationMatch(m.start(), m.end(), "local_code", f"{sec}({m.group('a')}){item}", qualifier=q)]
    if name == "internal_of_section":
        return _internal_of_section(text, m)
    if name == "subsections_of_section":
        base = normalize_local(m.group("sec"))
        return [CitationMatch(s, e, "local_code", f"{base}({n})") for s, e, n in _split_spans(m, _items(text, m, _BARE_NUMBER), text)]
    if name == "wi_internal":
        return _wi_internal(text, m)
    if name == "ohio_suffix":
        if m.group("title") and (ch := _CHAPTER_OF_BEFORE.search(text, max(0, m.start() - 24), m.start())):
            # ("the State of Ohio enacted Chapter 3794 of Title 37 of the\nRevised Code", Linndale OH: the chapter, its title
            # only placing it)
            return [CitationMatch(ch.start(), m.end(), "state_statute", f"ch. {ch.group(1)}", "OH")]
        if m.group("chmore"):
            # "Chapters 711 and 713 of the\nOhio Revised Code": one citation a chapter, the first spanned from the word, the last
            # to the code's name
            items = [m.span("ch")] + [i.span() for i in _OHIO_CHAPTER_NUMBER.finditer(text, m.start("chmore"), m.end("chmore"))]
            return [CitationMatch(m.start() if k == 0 else s, m.end() if k == len(items) - 1 else e, "state_statute", f"ch. {text[s:e]}", "OH")
                    for k, (s, e) in enumerate(items)]
        found = ([CitationMatch(m.start(), m.end(), "state_statute", f"ch. {m.group('ch')}", "OH")] if m.group("ch")
                 else [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('title')}", "OH")] if m.group("title")
                 else _statutes(text, m, "OH", _OHIO_ITEM))
        return _ohio_items_before(text, m.start()) + found
    if name == "ohio":
        return _statutes(text, m, "OH", _OHIO_ITEM)
    if name == "mass_cmr":
        target = f"{m.group('title')} CMR" + (f" {m.group('num')}" if m.group("num") else "")
        start, end = m.start(), m.end()
        named = None
        if not m.group("num") and text.endswith("(", 0, m.start()) \
                and (named := _CMR_NAMED_BEFORE.search(text, max(0, m.start() - 160), m.start())) \
                and named.group("ch") == m.group("title"):
            # "Sections 101.0 through 3622.4, of Chapter 780 of the Code of Massachusetts Regulations (780 CMR)"
            # (Somerville): one citation of the chapter, printed twice, and one per section named before it
            start, end = named.start("chw"), end + (text[end:end + 1] == ")")
        out = [CitationMatch(start, end, "other_code", target, "MA", qualifier=_qualifier(text, end))]
        if named and named.group("a"):
            out = [CitationMatch(named.start() if w == "a" else named.start(w), named.end(w), "other_code", f"{target} {named.group(w)}", "MA")
                   for w in ("a", "b") if named.group(w)] + out
        return out
    if name == "ohio_chapter":
        q = _qualifier(text, m.end())
        if m.group("ch2"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"ch. {m.group('ch2')}", "OH", qualifier=q)]
        if m.group("title"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('title')}", "OH", qualifier=q)]
        out = [CitationMatch(m.start(), m.end("ch"), "state_statute", f"ch. {m.group('ch')}", "OH", qualifier=q)]
        out += [CitationMatch(c.start() - (8 if text.endswith("Chapter ", 0, c.start()) else 0), c.end(), "state_statute",
                              f"ch. {c.group()}", "OH", qualifier=q)
                for c in _CHAPTER_NUMBER.finditer(text, *m.span("more"))]
        return out
    if name == "sdcl" and m.group("title"):
        return [CitationMatch(m.start(), m.end(), "state_statute", f"title {m.group('title')}", "SD")]
    if name == "sdcl":
        # SDCL numbers sections title-chapter-section: a two-part number is a chapter
        # ("SDCL 9-45-20, 9-45 general"), with or without a printed "Ch.".
        # "SDCL Ch. 9-34-1, 7, 8, 18": bare numbers after a section are more sections of its chapter.
        out = []
        section_chapter = None
        for c in _local(text, m):
            # SDCL chapters carry letters ("34-20G", its sections "34-20G-1"): no glued subsection
            c = replace(c, target=_SD_CHAPTER_LETTER.sub(r"\1\2", c.target))
            parts = c.target.split("(")[0].count("-")
            if parts == 0 and section_chapter is not None:
                out.append(CitationMatch(c.start, c.end, "state_statute", f"{section_chapter}-{c.target}", "SD",
                                         qualifier=c.qualifier))
                continue
            chapter = parts == 1 or (parts == 0 and m.group("ch"))
            section_chapter = c.target.rsplit("-", 1)[0] if parts == 2 else None
            out.append(CitationMatch(c.start, c.end, "state_statute", ("ch. " if chapter else "") + c.target, "SD",
                                     qualifier=c.qualifier))
        if out and out[-1].target.startswith("ch. ") and out[-1].end == m.end() and (tail := _SD_BROKEN_SECTION.match(text, m.end())):
            # the line broken after the chapter's hyphen: "SDCL \u00a7 49-16A-\n94" (Garretson SD) is the chapter's section 94
            out[-1] = CitationMatch(out[-1].start, tail.end(), "state_statute", f"{out[-1].target[4:]}-{tail.group(1)}", "SD",
                                    qualifier=_qualifier(text, tail.end()))
        return out
    if name == "mass_context":
        if m.group("ch2") and not _MASS_ITEM_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return []  # a bare "c. 151" continues a list of the General Laws only
        # only after "General Laws" (or M.G.L.) earlier in the same sentence
        left = text[max(0, m.start() - 300):m.start()]
        ends = [e.end() for e in _SENTENCE_CUT.finditer(left)]
        if not _GENERAL_LAWS.search(left, ends[-1] if ends else 0):
            return []
        return _mass(text, m)
    if name in ("mass", "mass_suffix", "mass_name"):
        return _mass(text, m)
    if name == "mass_bare":
        out = _mass(text, m)
        if out and (st := _OF_STATUTE_YEAR.match(text, m.end())):
            # "Section 120 of Chapter 479 of St. 1938" (Boston): the act's chapter, not the General Laws'
            out[-1] = replace(out[-1], end=st.end())
            return [replace(c, target=f"Acts {st.group('year')}, {c.target}") for c in out]
        if m.group("said") or m.group("said4"):
            # "Section 3(c) of said Chapter 642" after "Chapter 642 of the Acts of 1966": that act
            act = None
            for act in _ACT_CHAPTER.finditer(text, max(0, m.start() - 3000), m.start()):
                pass
            ch = m.group("ch2") or m.group("ch4")
            if act is not None and (act.group("ch") or act.group("stch")) == ch:
                out = [replace(c, target=f"Acts {act.group('year') or act.group('styear')}, {c.target}") for c in out]
            elif m.group("said4") and (act is None or act.group("other") != ch):
                return []  # "said chapter 31" with no chapter 31 named just before
        return out
    if name == "mass_words":
        ch = _word_number(m.group("wc"))
        if ch is None:
            return []
        q = _qualifier(text, m.end())
        if not m.group("ws"):
            return [CitationMatch(m.start(), m.end(), "state_statute", f"c. {ch}", "MA", qualifier=q)]
        secs = [_word_number(m.group(g)) for g in ("ws", "ws2") if m.group(g)]
        if None in secs:
            return []
        if len(secs) == 1:
            return [CitationMatch(m.start(), m.end(), "state_statute", f"c. {ch}, § {secs[0]}", "MA", qualifier=q)]
        return [CitationMatch(m.start(), m.end("ws"), "state_statute", f"c. {ch}, § {secs[0]}", "MA"),
                CitationMatch(m.start("ws2"), m.end(), "state_statute", f"c. {ch}, § {secs[1]}", "MA", qualifier=q)]
    if name == "code_of_place":
        if _NAMED_BY_ITSELF.search(text, max(0, m.start() - 60), m.start()):
            return []  # "This chapter shall be known as the Building Code of the City of Madison": its own title
        place = m.group("place") or m.group("place2")
        # ("\u00a7 202.2 of the Property Maintenance Code of Baltimore City": the code's section, read back)
        return _code_section_before(text, m, f"{place} {_squash(m.group('subj'))}") or [
            CitationMatch(m.start(), m.end(), "other_code", f"{place} {_squash(m.group('subj'))}")]
    if name == "rules_of_procedure":
        if m.group("orcp"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"Oregon Rules of Civil Procedure {_squash(m.group('orcp'))}", "OR")]
        st = _squash(m.group("st")) if m.group("st") else "State"  # ("the state's Rules of ...": the municipality's state's, as "State Rules")
        kind = _squash(m.group("kind") or m.group("lkind") or m.group("skind") or "").title()
        kind = f"{kind} " if kind else ""
        rule = m.group("rule") or m.group("rule2") or m.group("rule3") or m.group("rule0")
        rule = f" {rule}" if rule else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"{st} Rules of {kind}Procedure{rule}",
                              rx.STATE_OF_NAME.get(st, "US" if st == "Federal" else None))]
    if name == "ky_admin":
        ch, sec = m.group("ch") or m.group("ch2"), m.group("sec") or m.group("sec2")
        ch = ch.lstrip("0") or ch  # (a chapter printed zero-padded, "401 KAR 005:029": the regulation is 401 KAR 5:029, Carroll County KY)
        rsec = f" Section {m.group('rsec')}{m.group('rsub')}{m.group('item') or ''}" if m.group("rsec") else ""
        if m.group("more"):
            out = [CitationMatch(m.start(), m.end("sec2"), "other_code", f"{m.group('t')} KAR {ch}:{sec}", "KY")]
            out += [CitationMatch(m.start("more") + r.start(), m.start("more") + r.end(), "other_code",
                                  f"{m.group('t')} KAR {r.group(1).lstrip('0') or r.group(1)}:{r.group(2)}", "KY")
                    for r in _KAR_ITEM.finditer(m.group("more"))]
            return out
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} KAR {ch}:{sec}{rsec}", "KY", qualifier=_qualifier(text, m.end()))]
    if name == "tx_code_whole":
        if _DEFINITION_TERM_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return []  # "CODE. The Texas Local Government Code.": a definition names what a term means, no citation (Willis TX)
        code = m.group("code") or m.group("code2")
        name = f"Tex. {_code_name(code, True)} Code".replace("Health & Saf. ", "Health & Safety ")
        return [CitationMatch(m.start(), m.end(), "state_statute", name, "TX", qualifier=_qualifier(text, m.end()))]
    if name == "il_water_well":
        start, end, sec = m.start(), m.end(), None
        if (before := _WELL_SECTION_BEFORE.search(text, max(0, start - 40), start)) is not None:
            start, sec = before.start(), before.group(1)
        elif (after := _WELL_SECTION_AFTER.match(text, end)) is not None:
            end, sec = after.end(), after.group(1)
        return [CitationMatch(start, end, "other_code", "Illinois Water Well Construction Code" + (f" {sec}" if sec else ""), "IL")]
    if name == "ordinances_list":
        items = list(_LISTED_ORDINANCE_NUMBER.finditer(text, *m.span("list")))
        return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "other_code", f"Ord. No. {i.group()}") for k, i in enumerate(items)]
    if name == "state_lc_act":
        if il := (m.group("ilname") or m.group("ilname2")):
            if _ILCS_AFTER_NAME.match(text, m.end()):
                # the act's compiled-statutes number printed after its name is the citation ("the Illinois Animal Control Act, 510\nILCS
                # 5/1", McHenry County IL; "Illinois Elevator Safety Act (225 ILCS 312)", Willowbrook IL), as for a federal act's code
                return []
            act = _IL_ACT_SMALL_WORDS.sub(lambda w: w.group().lower(), _squash(il).title()).replace("'S ", "'s ").replace("\u2019S ", "\u2019s ")
            if act in _IL_ACTS_NAMED_WITH_STATE:
                act = "Illinois " + act  # (the act's short title names the state: "Illinois Underground Facilities Damage Prevention Act")
            year = f" of {m.group('ilyear')}" if act == "Juvenile Court" and m.group("ilyear") else ""  # ("Juvenile Court Act of 1987")
            return [CitationMatch(m.start(), m.end(), "state_statute", f"{act} Act{year}", "IL", qualifier=_qualifier(text, m.end()))]
        st = _squash(m.group("st"))
        return [CitationMatch(m.start(), m.end(), "state_statute", f"{_squash(m.group('name')).title()} Act", rx.STATE_OF_NAME.get(st),
                              qualifier=_qualifier(text, m.end()))]
    if name == "state_vehicle_code":
        if _ILCS_SECTION_OF_BEFORE.search(text, max(0, m.start() - 80), m.start()):
            # the code a compiled-statutes section is of: "625 Illinois Compiled Statutes 5/3-815(a) of the Illinois\nvehicle
            # code" (Woodstock IL), the section's qualifier, as "section 11-501 of the Illinois Vehicle Code" reads
            return []
        if m.group("crim"):
            st = _squash(m.group("st2"))
            return [CitationMatch(m.start(), m.end(), "other_code", f"{st} Criminal Code", rx.STATE_OF_NAME.get(st))]
        st = _squash(m.group("st"))
        # (printed in lower case, named as the state titles it: "said Illinois motor vehicle code" is the Illinois Vehicle
        # Code, Chenoa IL)
        # (the criminal code's year no part of its name: "the Illinois criminal code of 1961", Sycamore IL)
        code = _squash(m.group("name")).title().removesuffix(" Of 1961").removesuffix(" Of 2012")
        code = code.removeprefix("Motor ") if st == "Illinois" else code
        return [CitationMatch(m.start(), m.end(), "other_code", f"{st} {code}", rx.STATE_OF_NAME.get(st))]
    if name == "zoning_code_section":
        # the place's own (``extract`` names the place), unless a place is printed before it ("the Kirkland
        # Zoning Code \u00a7 5-10")
        start, place = m.start(), ""
        if not m.group().startswith(("City", "County", "Town", "Village")) and (named := _PLACE_WORD_BEFORE.search(text, max(0, start - 30), start)):
            start, place = named.start(), named.group(1) + " "
        part = m.group("zsec") or f"title {m.group('ztitle')}" + (f", subtitle {m.group('zsub')}" if m.group("zsub") else "")
        return [CitationMatch(start, m.end(), "other_code", f"{place}Zoning Code {part}", qualifier=_qualifier(text, m.end()))]
    if name == "zoning_code":
        if _THIS_BEFORE.search(text, max(0, m.start() - 6), m.start()):
            return []  # "this Zoning Code": the code the text is part of, like "this chapter"
        if _GLOSS_OPENS_BEFORE.search(text, max(0, m.start() - 40), m.start()) and text.startswith(")", m.end()):
            return []  # "Chapter 156 of the Whiteland Municipal Code (the\nZoning Ordinance)" (Whiteland IN): the chapter's gloss
        if _NAMED_BY_ITSELF.search(text, max(0, m.start() - 80), m.start()):
            return []  # "This article shall be known and may be cited as Douglas Municipal Airport Zoning Ordinance"
        name = _squash(m.group("name"))
        if name.endswith("Ordinances"):
            name = name[:-1]  # "the Zoning Ordinances of the City of Somerville": one ordinance
        if name.startswith(("City Zoning ", "County Zoning ", "Town Zoning ", "Village Zoning ", "Township Zoning ", "Comprehensive Zoning ")):
            # "the City Zoning Code", "the Township Zoning Ordinance" (Springfield Township PA): the place's own (``extract`` names
            # the place)
            name = name.split(" ", 1)[1]
        # ("the City of Medford\nComprehensive Zoning Code", Medford WI: the place's zoning code, as without the place)
        name = name.replace(" Comprehensive Zoning ", " Zoning ")
        if m.group("zplace") and name in ("Zoning Ordinance", "Zoning Code"):
            name = f"{m.group('zplace')} {name}"
        if art := _ARTICLE_OF_THE_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            # "article XI of the Zoning Ordinance of the City of Douglas": the ordinance's article
            return [CitationMatch(art.start(), m.end(), "other_code", f"{name} art. {art.group(1)}")]
        if not m.group("zart") and (sec := _SECTION_OF_THE_BEFORE.search(text, max(0, m.start() - 30), m.start())):
            return [CitationMatch(sec.start(), m.end(), "other_code", f"{name} {sec.group(1)}")]
        art = f" art. {m.group('zart')}" if m.group("zart") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", name + art)]
    if name == "development_code":
        if _PLACE_OF_BEFORE.search(text, max(0, m.start("dname") - 50), m.start("dname")):
            # "City of Gresham Development Code", a page's running head: the text naming itself (Gresham OR)
            return []
        place = _squash(m.group("dplace")) if m.group("dplace").strip() else ""
        target = (f"{place} " if place else "") + _squash(m.group("dname"))
        # (its article or section before it: "Article 17 of the town\u2019s Land Development Code", Fletcher NC)
        if not place and (part := _ARTICLE_OF_THE_BEFORE.search(text, max(0, m.start() - 40), m.start())
                          or _SECTION_OF_THE_BEFORE.search(text, max(0, m.start() - 40), m.start())):
            word = "art. " if part.re is _ARTICLE_OF_THE_BEFORE else ""
            return [CitationMatch(part.start(), m.end(), "other_code", f"{target} {word}{part.group(1)}", qualifier=_qualifier(text, m.end()))]
        # (its section after it, read on past the match: ``find_citations`` drops what an earlier pattern found there)
        end = sec.end() if (sec := _DEV_CODE_SECTION.match(text, m.end())) else m.end()
        return [CitationMatch(m.start(), end, "other_code", target + (f" {sec.group(1)}" if sec else ""), qualifier=_qualifier(text, end))]
    if name == "own_zoning":
        if m.group("sw"):
            target = "Subdivision Regulations" if m.group("sw").endswith("regulations") else "Subdivision and Land Development Ordinance"
            return [CitationMatch(m.start(), m.end(), "other_code", target, qualifier=_qualifier(text, m.end()))]
        word = m.group("zw").lower()
        target = "Zoning Code" if word == "code" else "Zoning Ordinance"
        if art := _ARTICLE_OF_THE_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            # "article VII of the city zoning ordinance" (Dalton GA): the ordinance's article
            return [CitationMatch(art.start(), m.end(), "other_code", f"{target} art. {art.group(1)}",
                                  qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "other_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "named_local_code":
        if m.group("suffixed"):
            if (before := _ARTICLE_PATH_BEFORE.search(text, max(0, m.start() - 120), m.start())) and before.group("sign"):
                return []  # "Article 24, \u00a7 2-3 of the City Code": the article's section, "local_article"'s
            return [CitationMatch(m.start(), m.end(), "local_code", normalize_local(m.group("suffixed")))]
        if m.group("ord"):
            n = m.group("ord")
            base = re.sub(r"(?:\([^()]*\))+$", "", n)
            target = f"ch. {base}" if base.count("-") == 1 and base == n else normalize_local(n)
            return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
        return _local(text, m)
    if name == "state_code":
        if m.group("msfc"):
            # (its section read on past the match, over what the section-sign pattern found there: "MSFC § 202")
            sec = _MSFC_SECTION.match(text, m.end())
            return [CitationMatch(m.start(), sec.end() if sec else m.end(), "other_code",
                                  f"Minnesota State Fire Code {sec.group(1)}" if sec else "Minnesota State Fire Code", "MN")]
        if _CMR_AFTER.match(text, m.end()):
            return []  # "the State Sanitary Code (105 CMR 410)": one citation, the regulation's number
        if m.group("poss"):
            if m.group("pname") == "Vehicle" and _OF_A_NUMBER.search(text, max(0, m.start() - 40), m.start()):
                return []  # the code a section is of: "\u00a7 15-113 of the state\u2019s Vehicle Code" (its section's qualifier)
            return [CitationMatch(m.start(), m.end(), "other_code", f"state's {m.group('pname')} Code")]
        # (a section of it after the name: "Illinois state plumbing code section 890.1130", Abingdon IL; read on
        # past the match, ``find_citations`` drops what an earlier pattern found there)
        sec = _STATE_CODE_SECTION.match(text, m.end()) if not m.group("name0") else None
        end, sec = (sec.end(), f" {sec.group(1)}") if sec else (m.end(), "")
        if m.group("lsname"):
            if m.group("lsplural") and not text.endswith(("current ", "recent "), 0, m.start()):
                return []  # "the state building codes": codes in general, unless those in force ("current")
            # (the state's named by the document's municipality, as "State Plumbing Code" is)
            return [CitationMatch(m.start(), end, "other_code", f"State {m.group('lsname').title()} Code{sec}")]
        if m.group("ofname") and not m.group("ofst"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"State {m.group('ofname').title()} Code")]
        if m.group("ofst"):
            state = _squash(m.group("ofst"))
            return [CitationMatch(m.start(), m.end(), "other_code", f"{state} State {m.group('ofname').title()} Code", _STATE_CODE_OF.get(state))]
        if m.group("lst"):
            state = _squash(m.group("lst"))
            prefix = f"{state} " + ("State " if m.group("lstate") else "")
            found = [CitationMatch(m.start(), end, "other_code", f"{prefix}{m.group('lname').title()} Code{sec}", _STATE_CODE_OF.get(state))]
            if m.group("lname0"):
                # ("the Wisconsin building and plumbing code", Medford WI: a code per subject, the state's name with the first)
                found = [CitationMatch(m.start(), m.end("lname0"), "other_code", f"{prefix}{m.group('lname0').title()} Code", _STATE_CODE_OF.get(state)),
                         CitationMatch(m.start("lname"), end, "other_code", found[0].target, found[0].jurisdiction)]
            return found
        art = m.group("art") or m.group("art0")
        art = f" art. {art}" if art else ""
        state = _squash(m.group("st")) if m.group("st") else None
        jur = _STATE_CODE_OF.get(state) if state else None
        second = (m.start("st") if state else m.start("second")) if m.group("name0") else m.start()
        if m.group("vol"):
            # ("North Carolina State Building Code: Fire Prevention Code": the volume's code, North Carolina Fire
            # Prevention Code, as the labels and the chapter's own shorter mentions name it)
            return [CitationMatch(m.start(), end, "other_code", f"{state or 'State'} {_squash(m.group('vol'))} Code{sec}", jur)]
        found = [CitationMatch(second, end, "other_code",
                               (f"{state} " if state else "") + f"State {_squash(m.group('name'))} Code{art}{sec}", jur)]
        if m.group("name0"):
            found.insert(0, CitationMatch(m.start(), m.end("name0"), "other_code", f"State {m.group('name0')} Code"))
        return found
    if name == "named_document":
        if m.group("prowag"):
            if m.group() == "PROWAG" and _NAMED_THEN_PAREN.search(text, max(0, m.start() - 16), m.start()):
                return []  # "Public Right-of-Way Accessibility Guidelines\n(PROWAG)": the initials restate the name
            return [CitationMatch(m.start(), m.end(), "external_standard", "PROWAG")]
        if m.group("sicm"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Standard Industrial Classification Manual")]
        if m.group("gpa"):
            return [CitationMatch(m.start(), m.end(), "external_standard", _squash(m.group("gpa")))]
        if m.group("rldm"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Rainwater and Land Development Manual")]
        if m.group("nist"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"NIST Handbook {m.group('nist')}")]
        if m.group("atlas"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "DNR " + _squash(m.group("atlas")))]
        if m.group("naics") or m.group("sic"):
            return [CitationMatch(m.start(), m.end(), "external_standard",
                                  f"NAICS {m.group('naics')}" if m.group("naics") else f"SIC {_squash(m.group('sic'))}")]
        if m.group("mop"):
            body = m.group("mopabbr") or ("WPCF" if m.group("mopwpcf") else "") or "/".join(p.replace(".", "") for p in (m.group("mopinit") or "").split(" and ") if p)
            return [CitationMatch(m.start(), m.end(), "external_standard",
                                  f"{body + ' ' if body else ''}Manual of Practice No. {m.group('mop')}")]
        if m.group("mopbody"):
            no = f" No. {m.group('mopfd')}" if m.group("mopfd") else ""
            return [CitationMatch(m.start(), m.end(), "external_standard", f"{m.group('mopbody').replace('.', '')} Manual of Practice{no}")]
        if m.group("rabies"):
            title = re.sub(r"\b(Of|And|For)\b", lambda w: w.group().lower(), _squash(m.group("rabies")))
            return [CitationMatch(m.start(), m.end(), "external_standard", title)]
        if m.group("neshap"):
            return [CitationMatch(m.start(), m.end(), "other_code", "NESHAP", "US")]
        if m.group("nrhp"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "National Register of Historic Places")]
        if m.group("gpsm"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Georgia Pollution Susceptibility Map")]
        if m.group("ringelmann"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Ringelmann Smoke Chart")]
        if m.group("sudas"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "SUDAS")]
        if m.group("ispwc"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "ISPWC")]
        if m.group("uam"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "GDOT " + _squash(m.group("uam")))]
        start = m.start()
        if m.group("name"):
            # a state agency's manual, its publisher's name before the five words the pattern takes: "West Virginia
            # Department of Environmental Protection Sediment and Erosion Control Best\nManagement Practices Design
            # Manual" (St. Albans WV)
            if (dept := _DEPARTMENT_BEFORE.search(text, max(0, start - 120), start)) is not None:
                start = dept.start()
            elif text.startswith("Department", start) and (b := rx.STATE_NAME_BEFORE.search(text, max(0, start - 20), start)):
                start = b.start()
            elif text.endswith("State ", max(0, start - 6), start):
                start -= 6  # (the state's: "the State Emergency Medical Service Advisory Council Manual", Canton OH)
        if (agency := _AGENCY_BEFORE_STATE.match(text, start, m.end())) is not None:
            start = agency.end()  # "the MPCA Minnesota Stormwater Manual" (Baxter MN): the state's manual, as 11 of 11 labels name it
        title = _dot_initials(_squash(text[start:m.end()]))
        if title[1:2] == ".":
            # (the department's initials dotted: "the O.D.O.T. Location and Design Manual", West Unity OH -> "ODOT Location and Design
            # Manual", as the labels write them)
            initials, _, rest = title.partition(" ")
            title = f"{initials.replace('.', '')} {rest}"
        # (a place's own manual named with its place, the labels' target the place's name alone: "Village of Lisle Design\nManual"
        # (Lisle IL), "City of El Mirage Personnel Policy Manual": 3 of 4 labels; not two bodies' joint document, "City of
        # Charlotte and Mecklenburg County ...")
        if (place := _PLACE_OF_TITLE.match(title)) is not None:
            title = f"{place.group(1)} {title[place.end():]}"
        return [CitationMatch(start, m.end(), "external_standard", title)]
    if name == "wi_agency_glossed":
        agency = _wi_agency(m.group("ag").rstrip("."))
        first = CitationMatch(m.start(), m.end("n"), "other_code", f"Wis. Admin. Code ch. {agency} {m.group('n')}", "WI")
        if not m.group("n2"):
            return [first]
        return [first, CitationMatch(m.start("n2"), m.end("n2"), "other_code", f"Wis. Admin. Code ch. {agency} {m.group('n2')}", "WI")]
    if name == "il_rev_stat":
        # (a chapter's half printed spaced, hyphened or as "½": "ch. 95-1/2", as Grandview IL prints it)
        target = f"Ill. Rev. Stat. ch. {_IL_HALF_CHAPTER.sub('-1/2', m.group('ch') or m.group('ch2'))}"
        if m.group("sec") or m.group("sec2"):
            target += ", " + re.sub(r"\s+", "", m.group("sec") or m.group("sec2"))
        return [CitationMatch(m.start(), m.end(), "state_statute", target, "IL", qualifier=_qualifier(text, m.end()))]
    if name == "ohio_basic":
        if m.group("obc"):
            items = list(_OBC_ITEM.finditer(text, *m.span("obc")))
            return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "other_code", f"Ohio Basic Code {i.group()}", "OH")
                    for k, i in enumerate(items)]
        part = (f" ch. {m.group('ch')}" if m.group("ch") else f" Title {m.group('title')}" if m.group("title")
                else f" {m.group('sec')}" if m.group("sec") else "")
        if not part and (sec := _code_section_before(text, m, "Ohio Basic Code")):
            # "Section\n93.06(A) of the Ohio Basic Code is amended" (Ottawa Hills OH): the model code's section
            return [replace(c, jurisdiction="OH") for c in sec]
        return [CitationMatch(m.start(), m.end(), "other_code", f"Ohio Basic Code{part}", "OH")]
    if name == "wwi":
        return [CitationMatch(m.start(), m.end(), "external_standard", "Wisconsin Wetland Inventory")]
    if name == "usgs":
        if m.group("datum"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "USGS datum")]
        what = _squash(m.group("what")).lower()
        return [CitationMatch(m.start(), m.end(), "external_standard", "USGS " + ("quadrangle maps" if what in ("map", "maps") else what))]
    if name == "named_subject_code":
        code = _squash(m.group("name"))
        if m.group("dst"):
            # "the N.C. Fire Prevention Code" (Fletcher NC), "the NC Fire Code" (Havelock NC): the state named in full, as the
            # labels write it
            dst = _squash(m.group("dst")).replace(" ", "")
            code = _DOTTED_STATES[dst if "." in dst else f"{dst[0]}.{dst[1]}."].title() + code[len(_squash(m.group("dst"))):]
        elif m.group("abst"):
            code = _STATE_ABBREVIATED[m.group("abst")] + code[len(m.group("abst")) + 1:]
        elif m.group("vol"):
            # "the North Carolina Building\nCode: Fire Prevention Code" (Havelock NC): the volume, named for the state
            code = f"{code.rsplit(' Building Code', 1)[0]} {_squash(m.group('vol'))} Code"
        # ("Section 4.02 of the Boston Fire Prevention Code", "s. 113 of the Commonwealth of Massachusetts
        # Building Code", Boston; "section 107 of Chapter 1 of the NC Fire Code", Havelock NC)
        if sec := _code_section_before(text, m, code):
            return sec
        left = text[max(0, m.start() - 40):m.start()]
        if (_CMR_AFTER.match(text, m.end()) or _NAMED_BY_ITSELF.search(left) or _OF_A_NUMBER.search(left)
                or (left.endswith("(") and text[m.end():m.end() + 1] == ")")):
            # "the Massachusetts Building Code, 780 CMR": one citation, the regulation's; "shall be
            # known as the Electrical Code of the City of Madison": the text naming itself; "Rule
            # 1301:7-7-01 of the Ohio Fire Code", "St. 1938 c. 479 (Boston Building Code)": the name
            # of what another citation cites
            return []
        if st := _OF_THE_STATE.search(code):
            # "the Plumbing Code of the State of Oregon" (Union OR), "... of Wisconsin": the state's code, as the labels name
            # it ("Oregon State Plumbing Code")
            state = st.group(1)
            return [CitationMatch(m.start(), m.end(), "other_code", f"{state} State {code[:st.start()]}", rx.STATE_OF_NAME.get(state))]
        if art := _CODE_ARTICLE_AFTER.match(text, m.end()):
            # the code's article right after its name: "in accord with Indiana Fire Prevention\nCode Article 80", "Indiana\nFire
            # Prevention Code Article eighty (80)" (Greenwood IN): one citation, the code's article (read on past the match)
            return [CitationMatch(m.start(), art.end(), "other_code", f"{code} art. {art.group('n') or art.group('n2')}")]
        return [CitationMatch(m.start(), m.end(), "other_code", code)]
    if name == "named_ordinance":
        if _THIS_BEFORE.search(text, max(0, m.start() - 6), m.start()) or _THESE_BEFORE.search(text, max(0, m.start() - 7), m.start()) \
                or _NAMED_BY_ITSELF.search(text, max(0, m.start() - 80), m.start()):
            # "this Unified Development Code", "these Subdivision Regulations", "This chapter is titled \u201cGreene County
            # Animal Bite and Neglect Ordinance\u201d": the text itself
            return []
        start, name = m.start(), m.group("name")
        if bare := _BARE_POSSESSIVE.match(name) or _PER_CAPITAL.match(name):
            # "the County's Sign Ordinance": no place named; "FLOOD HAZARDS: Per Garfield County Flood Damage Prevention
            # Ordinance" (Garfield County UT): the preposition capitalized is no part of the name
            start, name = start + bare.end(), name[bare.end():]
        target = _squash(_POSSESSIVE.sub("", name)).removesuffix("Ordinances") + ("Ordinance" if name.endswith("Ordinances") else "")
        if target.endswith("Ordinance") and (num := _ORDINANCE_NUMBER_AFTER.match(text, m.end())):
            # "the certain document entitled \u201cPinal County Rabies and Animal Control\nOrdinance No. 050510-ACC\u201d" (Coolidge AZ):
            # the title and its number, one citation
            return [CitationMatch(start, num.end(), "other_code", f"{target} No. {num.group(1)}")]
        if art := _ARTICLE_OF_THE_BEFORE.search(text, max(0, start - 24), start):
            # "Article III of the Brunswick County Animal\nControl Ordinance" (Bald Head Island NC): the ordinance's article
            return [CitationMatch(art.start(), m.end(), "other_code", f"{target} art. {art.group(1)}")]
        return [CitationMatch(start, m.end(), "other_code", target)]
    if name == "fema_pub":
        return [CitationMatch(m.start(), m.end(), "external_standard",
                              f"FEMA P-{m.group('p')}" if m.group("p") else f"NFIP Technical Bulletin {m.group('tb')}")]
    if name == "fema":
        if m.group() == "FIRM" and _A_BEFORE.search(text, max(0, m.start() - 3), m.start()):
            # "an area ... that is based on a base flood elevation from a FIRM requires prior approval by FEMA" (Newburg WI): any
            # such map, no document cited (the labels leave it out: Gilman, Reedsville, Newburg WI)
            return []
        what = "Flood Insurance Rate Map" if m.group("firm") else "Flood Insurance Study" if m.group("fis") else (
            _squash(m.group("what")).title().replace(" And ", " and "))
        return [CitationMatch(m.start(), m.end(), "external_standard", f"FEMA {_FEMA_SINGULAR.sub('Map', what)}")]
    if name == "local_art_abbrev":
        if _ORDINANCE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []  # an article of an enacting ordinance: "Ord. No. O-05-16, Art. III, §§ 1, 2"
        if m.group("art3"):
            # "repealed Ch. 14, Arts. I and II" (Jonesboro GA): one citation per article
            return [CitationMatch(s, e, "local_code", f"art. {n}", qualifier=_qualifier(text, m.end()))
                    for s, e, n in _split_spans(m, [(i.start(), i.end(), i.group()) for i in _ROMAN_ITEM.finditer(text, *m.span("art3"))], text, "art3")]
        div = f", div. {m.group('div')}" if m.group("div") else ""
        return [CitationMatch(m.start(), m.end(), "local_code", f"art. {m.group('art2') or m.group('art4')}{div}",
                              qualifier=_qualifier(text, m.end()))]
    if name == "in_gar":
        return [CitationMatch(m.start(), m.end(), "other_code", "Indiana General Administrative Rules", "IN")]
    if name == "local_division_number":
        return [CitationMatch(m.start(), m.end(), "local_code", m.group("n") + m.group("sub"), qualifier=_qualifier(text, m.end()))]
    if name == "local_division":
        if m.group("art") and _CHAPTER_JUST_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            return []  # the tail of "Chapter 18, Article I, Division 4" (Detroit): "local_chapter" keeps it whole
        if m.group("list2") and _ARTICLE_JUST_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            return []  # the tail of "article III, division 2 of this chapter": the article pattern keeps it whole
        if one := (m.group("list3") or m.group("list5")):
            return [CitationMatch(m.start(), m.end(), "local_code", f"div. {one}", qualifier=_qualifier(text, m.end()))]
        q = _qualifier(text, m.end())
        if m.group("list4"):
            items = [(i.start(), i.end(), i.group()) for i in _SUBDIVISION_LETTER.finditer(text, *m.span("list4"))]
            return [CitationMatch(s, e, "local_code", "subdiv. " + n, qualifier=q) for s, e, n in _split_spans(m, items)]
        group = "list" if m.group("list") else "list2"
        head = f"art. {m.group('art')}, div. " if m.group("art") else "div. "
        tail = f", subdiv. {m.group('sub')}" if m.group("sub") else ""
        items = [(i.start(), i.end(), i.group()) for i in _SMALL_NUMBER.finditer(text, *m.span(group))]
        return [CitationMatch(s, e, "local_code", head + n + tail, qualifier=q) for s, e, n in _split_spans(m, items)]
    if name == "local_articles":
        if _ORDINANCE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []
        items = list(_ART_ITEM.finditer(text, *m.span("list")))
        # "Articles II and\nIII of Chapter 10 of this city code" (Bloomington MN): each an article of the chapter, the
        # chapter in the last one's span
        ch = _ARTICLES_OF_CHAPTER.match(text, m.end())
        end, head = (ch.end(), f"ch. {ch.group(1)}, ") if ch else (m.end(), "")
        q = _qualifier(text, end)
        return [CitationMatch(m.start() if k == 0 else i.start(), end if ch and k == len(items) - 1 else i.end(), "local_code",
                              f"{head}art. {i.group()}", qualifier=q if k == len(items) - 1 else None) for k, i in enumerate(items)]
    if name == "local_article":
        if _is_heading(text, m.start(), m.end()) or _ORDINANCE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []  # a heading, or an article of an enacting ordinance ("Ordinance No. 2, Article 4, §22")
        # ("City Code Article 15, Subtitle 17": the span takes the code's name printed before it)
        subtitle = (f", subtitle {m.group('subt')}" if m.group("subt") else f", {m.group('asec')}" if m.group("asec") else "")
        subtitle += f", pt. {m.group('apt')}" if m.group("apt") else ""
        start = m.start() - 10 if subtitle and text.endswith("City Code ", 0, m.start()) else m.start()
        return [CitationMatch(start, m.end(), "local_code", f"art. {m.group('art')}{subtitle}",
                              qualifier=_qualifier(text, m.end()))]
    if name == "lab_standards":
        if m.group("sm"):
            title = _squash(m.group("sm"))
            # (its small words in lower case however printed: "Standard Methods For The Examination Of Water And Wastewater")
            title = " ".join(w.lower() if k and w.lower() in ("for", "the", "of", "and") else w.capitalize() for k, w in enumerate(title.split()))
            # (one book however a code prints its title: "Methods of the Examination", "Sewage, and Industrial")
            # ("Water And Waste Water", Rupert ID: the book's "Wastewater")
            title = title.replace("Methods of the", "Methods for the").replace("Sewage, and", "Sewage and").replace("Waste Water", "Wastewater")
            return [CitationMatch(m.start(), m.end(), "external_standard", title)]
        if m.group("ten"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Ten State Standards")]
        if m.group("epam"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"EPA Method {m.group('epam')}", qualifier=_qualifier(text, m.end()))]
        if m.group("rs"):
            return [CitationMatch(m.start(), m.end(), "external_standard", _squash(m.group("rs")), qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "external_standard", "PDI-" + m.group("pdi").replace("-", ""))]
    if name == "awwa":
        if m.group("gen"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "AWWA specifications" if m.group("specs") else "AWWA standards")]
        if m.group("des2"):
            return [CitationMatch(m.start(), m.end("des"), "external_standard", "AWWA " + m.group("des")),
                    CitationMatch(m.start("des2"), m.end(), "external_standard", "AWWA " + m.group("des2"))]
        return [CitationMatch(m.start(), m.end(), "external_standard", "AWWA " + _unhyphened(m.group("des")))]
    if name == "epd_rule":
        if m.group("ch"):
            dept = _GA_DEPARTMENTS[" ".join(m.group("dept").split())]
            return [CitationMatch(m.start("chw"), m.end(), "other_code", f"Ga. {dept} Rules ch. {m.group('ch')}", "GA")]
        return [CitationMatch(m.start(), m.end(), "other_code", f"EPD Rule {m.group('num')}", "GA")]
    if name == "ga_rule_dept":
        start = m.start() - 8 if text.startswith("Georgia ", max(0, m.start() - 8)) else m.start()
        return [CitationMatch(start, m.end(), "other_code", f"EPD Rule {m.group('num')}", "GA")]
    if name == "ga_rule_section":
        if text.startswith("hapter", m.start() - 7):
            if _GA_RULES_TITLE_BEFORE.search(text, max(0, m.start() - 90), m.start() - 8):
                return []  # the chapter of a set of rules named before it (a longer citation)
            return [CitationMatch(m.start() - 8, m.end(), "other_code", f"EPD Rule ch. {m.group()}", "GA")]
        if text.startswith("ection", m.start() - 7):
            start, end = m.start() - 8, m.end()
            again = _GA_ADMIN_CODE_AGAIN.match(text, end)
            if again and again.group("n") == m.group():
                # "section 391-3-4-.06 of the Georgia Rules for Solid Waste Management (Ga. Admin. Code
                # \u00a7 391-3-4-.06)" (Towns County GA): the rule restated as the administrative code prints it
                end = again.end()
        else:
            admin = _GA_ADMIN_CODE_BEFORE.search(text, max(0, m.start() - 24), m.start())
            if admin is None:
                return []  # another code's section 391
            start, end = admin.start(), m.end()
        return [CitationMatch(start, end, "other_code", f"EPD Rule {m.group()}", "GA")]
    if name in ("ga_rules_title", "ga_rules_chapter_first"):
        # (the rules' title without the state's or the division's name: the jurisdiction says whose)
        start = m.start() - 1 if name == "ga_rules_chapter_first" else m.start()
        if name == "ga_rules_title" and (before := _GA_RULES_BEFORE.search(text, max(0, start - 10), start)):
            start = before.start()
        return [CitationMatch(start, m.end(), "other_code", f"Rules for {_squash(m.group('rest'))} ch. {m.group('tch')}", "GA")]
    if name == "pa_code_title":
        head = f"{m.group('t')} Pa. Code "
        if not m.group("list"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"{head}ch. {m.group('ch')}", "PA")]
        return [CitationMatch(s, e, "other_code", head + n, "PA") for s, e, n in _split_spans(m, _items(text, m, _DOTTED_NUMBER), text)]
    if name == "cfr_bare":
        if m.group("pa"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} Pa. Code", "PA")]
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} C.F.R.", "US")]
    if name == "cfr_title":
        if m.group("t3"):
            part = "part " if m.group("pw3") else ""
            if m.group("usc3"):
                clause = f"({m.group('cl3')})" if m.group("cl3") else ""
                return [CitationMatch(m.start(), m.end("cl3") + 1 if clause else m.end("n3"), "other_code",
                                      f"{m.group('t3')} U.S.C. {m.group('n3')}{clause}", "US")]
            first = CitationMatch(m.start(), m.end("n3"), "other_code", f"{m.group('t3')} C.F.R. {part}{m.group('n3')}", "US")
            if not m.group("n4"):
                return [first]
            return [first, CitationMatch(m.start("n4"), m.end(), "other_code", f"{m.group('t3')} C.F.R. {part}{m.group('n4')}", "US")]
        code = {"U": "U.S.C.", "u": "U.S.C.", "P": "Pa. Code"}.get(m.group("code")[0], "C.F.R.")
        jur = "PA" if code == "Pa. Code" else "US"
        number = m.group("n") or m.group("n2")
        if m.group("chn"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} {code} ch. {m.group('chn')}", jur)]
        if number is None:
            if code == "C.F.R." and (tail := _CFR_NAME_TAIL.match(text, m.end())):
                # the part or subchapter after the code's name: "title 16, Code of Federal Regulations, part 1500.17(a)(8)", "title\n27,
                # Code of Federal Regulations, subchapter C" (Manteno IL)
                p = tail.group("p")
                target = f"subch. {tail.group('sub')}" if tail.group("sub") else p if "." in p else f"part {p}"
                return [CitationMatch(m.start(), tail.end(), "other_code", f"{m.group('t')} C.F.R. {target}", jur)]
            return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} {code}", jur)]
        part = "part " if m.group("pw") or m.group("pw2") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"{m.group('t')} {code} {part}{number}", jur)]
    if name == "building_code":
        start = m.start("name")
        # (a list of subjects after "any" is the codes adopted: "any building, electrical, plumbing, mechanical, fire, housing
        # or\ndangerous building code adopted by the county", Duchesne County UT; "any building code" alone is any code)
        if text[m.start() - 2:m.start() - 1].islower() and not _BUILDING_CODE_WORD_BEFORE.search(text, max(0, m.start() - 20), m.start()) \
                and not (m.group("list") and text.endswith("any ", 0, m.start())):
            if not (place := _PLACE_OF_BEFORE.search(text, max(0, m.start() - 50), m.start())) \
                    or text[place.start() - 1:place.start()] in ('"', "\u201c"):
                return []  # (a quoted name is a caption: "\u201cCity of Clarkston Local Property Maintenance Code\u201d")
            start = place.start()
        subject = " ".join(w.capitalize() for w in m.group("name").split()[:-1])
        if start < m.start("name") and text[start:m.start("name")].rstrip().endswith("County") and not m.group("list"):
            # the county named: "the Kane County building code" is the county's, named so (the labels' "Kane County Building Code")
            subject = f"{_squash(text[start:m.start('name')])} {subject}"
        if m.group("list"):
            if "Code" in m.group("name") and _OWN_CODE_PART_AFTER.match(text, m.end()):
                return []  # "the Building and Housing Code of the Codified Ordinances": a part of an Ohio code (Springboro)
            q = _qualifier(text, m.end())
            return [CitationMatch(w.start(), w.end(), "other_code", f"{w.group().capitalize()} Code", qualifier=q)
                    for w in _SUBJECT_WORD.finditer(text, *m.span("list"))] + [
                CitationMatch(m.start("name"), m.end(), "other_code", f"{subject} Code", qualifier=q)]
        # ("section 105 of the building code", Warner Robins GA)
        if sec := _code_section_before(text, m, f"{subject} Code"):
            return sec
        return [CitationMatch(start, m.end(), "other_code", f"{subject} Code", qualifier=_qualifier(text, m.end()))]
    if name == "internal_bare_item":
        q = m.group("where") or _qualifier(text, m.end())
        out = [CitationMatch(m.start("a"), m.end("a"), "internal_subsection", m.group("a"), qualifier=None if m.group("b") else q)]
        if m.group("b"):
            # ("(C)(1) or (2)": the second item's parent is the first's)
            parent = m.group("a")[:m.group("a").index(")") + 1] if m.group("a").count("(") == 2 else ""
            out.append(CitationMatch(m.start("b"), m.end("b"), "internal_subsection", parent + m.group("b"), qualifier=q))
        return out
    if name == "internal_bare_dotted":
        return [CitationMatch(m.start(), m.end(), "internal_subsection", f"{m.group('a')}({m.group('n')})", qualifier=_squash(m.group("where")))]
    if name == "internal_number":
        q = _qualifier(text, m.end())
        # (a Minnesota subdivision is numbered in parentheses, as the labels write it: "Subd. 2 above" -> (2))
        fmt = (lambda n: re.sub(r"^\d+", lambda d: f"({d.group()})", n)) if m.group("word").lower().startswith("subd") else str
        first = CitationMatch(m.start(), m.end("n"), "internal_subsection", fmt(m.group("n")), qualifier=q)
        # "subsections 1 through 4 of this section": each printed number, the word with the first (read from the text after
        # the first: a repeated group keeps only its last repetition, "Subsections 1, 2 and 3" lost its 2)
        return [first] + [CitationMatch(i.start(), i.end(), "internal_subsection", fmt(i.group()), qualifier=q)
                          for i in _SMALL_NUMBER.finditer(text, m.end("n"), m.end())]
    if name == "federal_act_named":
        if _USC_AFTER.match(text, m.end()) or _PUBLIC_LAW_AFTER.match(text, m.end()):
            # ("the Clean Water Act, 33 U.S.C. 1251", "the Federal Water Pollution Control Act, also known as PL 92-500": the
            # number printed after the name is the citation, as for the ADA)
            return []
        if m.group("fdca"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"Federal Food, Drug, and Cosmetic Act ch. {m.group('fch')}", "US",
                                  qualifier=_qualifier(text, m.end()))]
        act = "Clean Water Act" if m.group("cwa") else _squash(m.group("act")).replace("Toxic Substance ", "Toxic Substances ")
        if act[:1].islower():
            act = act.title().replace(" And ", " and ")  # "the telecommunications act of 1996", as the act names itself
        if m.group("ttl"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"{act} title {m.group('ttl')}", "US", qualifier=_qualifier(text, m.end()))]
        if act == "Clean Air Act" and text.endswith("Indoor ", 0, m.start()):
            # "the state's Indoor Clean Air Act (ICAA), being O.R.S. 433.835" (Sublimity OR): a state's smoking act, not the federal
            # air act (its statute cited after it)
            return []
        if act == "Clean Air Act" and (b := rx.STATE_NAME_BEFORE.search(text, max(0, m.start() - 20), m.start())):
            # a state's own act of the name: "in conformance with the Minnesota Clean Air Act" (Columbia Heights MN)
            state = _squash(b.group("state"))
            return [CitationMatch(b.start(), m.end(), "state_statute", f"{state} {act}", rx.STATE_OF_NAME[state],
                                  qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "other_code", act, "US", qualifier=_qualifier(text, m.end()))]
    if name == "adaag":
        return [CitationMatch(m.start(), m.end(), "external_standard", "ADAAG", qualifier=_qualifier(text, m.end()))]
    if name == "ada_named":
        if m.group("ada") and (_TITLE_CASE_AFTER.match(text, m.end()) or _DEFINED_TERM_HEAD.match(text, m.end()) or (
                (w := _CAPITAL_WORD_BEFORE.search(text, max(0, m.start() - 24), m.start())) and w.group(1) not in _ADA_LEAD_WORDS)):
            # the initials inside a name or a caption in title case: "the Somerville ADA Title II Transition Plan" (a plan),
            # "6.   ADA Compliant Curb Ramps." (Portage PA's caption); the term at the head of its definition
            return []
        if _USC_AFTER.match(text, m.end()):
            return []  # "the Americans with Disabilities Act, 42 USCS \u00a7 12101": the code's section is the citation
        sec = f" {m.group('num')}" if m.group("num") else ""
        return [CitationMatch(m.start(), m.end(), "other_code", f"Americans with Disabilities Act{sec}", "US", qualifier=_qualifier(text, m.end()))]
    if name == "model_traffic_code":
        num = f" {m.group('num')}" if m.group("num") else f" part {m.group('part')}" if m.group("part") else (
            f" art. {m.group('art')}" if m.group("art") else "")
        if m.group("mtc"):
            code, jurisdiction = "Model Traffic Code for Colorado", "CO"
        else:
            code = "Standard Traffic Ordinance" if m.group("name").startswith("Standard") else "Uniform Public Offense Code"
            code, jurisdiction = f"{code} for Kansas Cities", None
        q = _qualifier(text, m.end())
        if m.group("mlist"):
            items = [(i.start(), i.end(), i.group()) for i in _LISTED_NUMBER.finditer(text, *m.span("mlist"))]
            return [CitationMatch(s, e, "other_code", f"{code} {n}", jurisdiction, qualifier=q)
                    for s, e, n in _split_spans(m, items, text, "mlist")]
        return [CitationMatch(m.start(), m.end(), "other_code", f"{code}{num}", jurisdiction, qualifier=q)]
    if name == "named_act":
        found = _named_act(m, text)
        if m.group("pre") and found:
            # two sections of the act, the word printed again: each its own citation ("Section 101(a) and Section 704\nof
            # the Telecommunications Act"), the first ending at its number, the second from its own word
            num, pre = _squash_blanks(m.group("num")), _squash_blanks(m.group("pre"))
            last = found[0]
            head = last.target[:len(last.target) - len(num)]
            first = replace(last, end=m.end("pre"), target=head + pre, qualifier=None)
            if num.startswith("("):
                # ("\u00a7 307(b) and (c) of the Clean Water Act": the bare subdivision is the first section's)
                return _federal_act_as_cwa([first, replace(last, start=m.start("num"), target=head + _restate(pre, num))])
            return _federal_act_as_cwa([first, replace(last, start=m.start("w2"))])
        return _federal_act_as_cwa(found)
    if name == "local_article_lc":
        if m.group(0)[0].isupper() and m.group("art") or _ORDINANCE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []  # the capitalized "Article 8" is "local_article"'s; an enacting ordinance's article
        if m.group("lart"):
            target = f"art. {m.group('lart')}"
        elif m.group("art"):
            target = f"art. {m.group('art')}" + (f", div. {m.group('div')}" if m.group("div") else "") + (
                f", pt. {m.group('part')}" if m.group("part") else "")
        else:
            target = f"div. {m.group('div2') or m.group('div3')}"
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "nfpa":
        if m.group("des3"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"NFPA {m.group('des3')}")]
        if not (m.group("des") or m.group("des2")):
            # the Life Safety Code is NFPA 101 (as model codes, a section after the code's designation)
            return [CitationMatch(m.start(), m.end(), "external_standard", f"NFPA 101 {m.group('lsn') or ''}".rstrip())]
        if m.group("body") == "NFPA" and (ch := _NFPA_CHAPTER_BEFORE.search(text, max(0, m.start() - 24), m.start())):
            # "Chapter 31 of the NFPA 101" (Jefferson Parish LA): the standard's chapter, no local one
            return [CitationMatch(ch.start(), m.end(), "external_standard", f"NFPA {m.group('des')} ch. {ch.group(1)}")]
        if m.group("body") == "NFPA" and m.group("des") and not m.group("more") \
                and (sec := _code_section_before(text, m, f"NFPA {m.group('des')}")):
            # "as per Section 5-9 of the NFPA 101\nLife Safety Code" (Marion IL): the standard's section, no local one (the labels'
            # "NFPA 101 5-9")
            return [replace(c, kind="external_standard") for c in sec]
        body = m.group("body") or "NFPA"
        if m.group("des") and m.group("more"):
            # "NFPA pamphlet 54, 57 and 58": one citation per designation
            items = [(m.start("des"), m.end("des"), m.group("des"))]
            items += [(d.start(), d.end(), d.group()) for d in _NFPA_MORE.finditer(text, *m.span("more"))]
            return [CitationMatch(s, e, "external_standard", f"{body} {n}") for s, e, n in _split_spans(m, items, text, "more")]
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{body} {m.group('des') or m.group('des2')}")]
    if name in ("astm", "aashto"):
        body = "ASTM" if name == "astm" else "AASHTO"
        if name == "astm" and m.group("gen"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "ASTM specifications")]
        if name == "astm" and m.group("qt"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"ASTM {_squash(m.group('qt'))}")]
        if name == "aashto" and m.group("stds"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "AASHTO standards")]
        if name == "aashto" and m.group("title"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"AASHTO {_squash(m.group('title'))}")]
        if name == "astm" and (m.group("des2") or m.group("des3")):
            g = "des2" if m.group("des2") else "des3"
            return [CitationMatch(m.start(g), m.end(g), "external_standard", f"ASTM {m.group(g).replace(' ', '')}")]
        des = _unhyphened("".join(m.group("des").split()))
        lettered = _astm_lettered if name == "astm" else str
        des = lettered(des)
        if m.group("more"):
            return [CitationMatch(m.start(), m.end("des"), "external_standard", f"{body} {des}")] + [
                CitationMatch(i.start(), i.end(), "external_standard", f"{body} {lettered(_unhyphened(i.group()))}")
                for i in _AASHTO_MORE.finditer(text, m.start("more"), m.end())]
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{body} {des}")]
    if name == "federal_spec":
        return [CitationMatch(m.start(), m.end(), "external_standard", f"Federal Specification {m.group('des')}")]
    if name == "datum":
        if m.group().startswith("National"):
            target = m.group("abbr3").replace(" ", "") if m.group("abbr3") else "NGVD" + (m.group("y3")[2:] if m.group("y3") else "")
            return [CitationMatch(m.start(), m.end(), "external_standard", target)]
        if not m.group().startswith("North"):
            return [CitationMatch(m.start(), m.end(), "external_standard", m.group().replace(" ", ""))]
        start, year = m.start(), m.group("y2")
        if (y := _DATUM_YEAR_BEFORE.search(text, max(0, start - 8), start)) is not None:
            start, year = y.start(), y.group(1)
        if m.group("abbr"):
            target = m.group("abbr").replace(" ", "")
        elif year:
            target = ("NAVD" if m.group("v") else "NAD") + year[2:]
        else:
            target = "NAVD" if m.group("v") else "NAD"  # (by its initials, as the labels name the datums)
        return [CitationMatch(start, m.end(), "external_standard", target)]
    if name == "fmvss":
        return [CitationMatch(m.start(), m.end(), "external_standard", f"FMVSS {m.group('n') or m.group('n2')}")]
    if name == "proctor":
        if _DESIGNATION_PAREN_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            return []  # "AASHTO T-99 (standard proctor)": the designation's name restated, one citation (Ashtabula OH)
        kind = m.group("kind")
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{kind.capitalize()} Proctor test" if kind else "Proctor test")]
    if name == "roberts_rules":
        return [CitationMatch(m.start(), m.end(), "external_standard", "Robert's Rules of Order")]
    if name == "tia":
        rev = f"-{m.group('rev')}" if m.group("rev") else ""
        start = m.start() - 1 if text.endswith("(", 0, m.start()) and ")" in m.group() else m.start()
        return [CitationMatch(start, m.end(), "external_standard", f"{m.group('body')} {m.group('num')}{rev}")]
    if name == "in_drainage_code":
        return [CitationMatch(m.start(), m.end(), "state_statute", "Drainage Code", "IN", qualifier=_qualifier(text, m.end()))]
    if name == "oepa_permit":
        return [CitationMatch(m.start(), m.end(), "external_standard", "OEPA General Permit", qualifier=_qualifier(text, m.end()))]
    if name == "fcc_order":
        return [CitationMatch(m.start(), m.end(), "other_code", f"FCC {m.group('n')}", "US")]
    if name == "std_body":
        des = re.sub(r"^[Ss]tandard\s+", "", m.group("des"))
        body = "SAE" if m.group("sae") else m.group("body").replace(".", "")
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{body} {des}")]
    if name == "apa_named":
        return [CitationMatch(m.start(), m.end(), "external_standard", f"APA {m.group('n')}", qualifier=_qualifier(text, m.end()))]
    if name == "asa":
        start = m.start() - 1 if text.endswith("(", 0, m.start()) else m.start()
        return [CitationMatch(start, m.end(), "external_standard", "ASA " + m.group("des"))]
    if name == "asme":
        # "Standard A112.19.3/CSA B45.4 or A112.19.14": each designation a citation
        out = [CitationMatch(m.start(), m.end("des"), "external_standard", "ASME " + m.group("des"))]
        out += [CitationMatch(d.start(), d.end(), "external_standard", "ASME " + d.group())
                for d in _ASME_DESIGNATION.finditer(text, m.end("des"), m.end())]
        return out
    if name == "ansi_title":
        return [CitationMatch(m.start(), m.end(), "external_standard", "American National Standard " + _squash(m.group("title")))]
    if name == "ite":
        what = _squash(m.group("what") or m.group("what2"))
        return [CitationMatch(m.start(), m.end(), "external_standard",
                              "ITE " + what + ("" if what.endswith(("Manual", "Handbook")) else " Manual"))]
    if name == "ansi":
        des = m.group("des") and re.sub(r"^([A-Z])[\-\s]+", r"\1", re.sub(r"^SI\.[ \t]?", "S1.", m.group("des")))  # ("ANSI A-300" is A300, Pocatello ID; "Z 90.1")
        if not (des or m.group("doc") or (m.group().startswith("American") and not m.group("inst"))):
            return []  # the institute alone, no standard of its: "characteristics established by ANSI"
        if not des and _ANSI_DESIGNATION_AFTER.match(text, m.end()):
            return []  # "the American National Standard for Tree Care Operations, ANSI Z133.1" (Gilman WI): its designation cites it
        if not des and _AS_AN_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            return []  # a status, no reference: "as published by the NFPA and approved as an American National Standard" (Florence KY)
        body = f"ANSI/{m.group('co')}" if m.group("co") else "ANSI"  # "ANSI/ASAE S584": adopted jointly
        body = "IAPMO/" + body if m.group("iapmo") else body
        first = CitationMatch(m.start(), m.end(), "external_standard", f"{body} {des}" if des else "ANSI")
        if des and des[0] == "A" and (more := _ANSI_A_MORE.match(text, m.end())):
            # the pipe standards listed: "A.N.S.I. Specifications A\n21.50 and A 21.51" (Munroe Falls OH), a citation each
            return [first, CitationMatch(more.start(1), more.end(), "external_standard", f"{body} A{more.group(2)}")]
        return [first]
    if name == "mutcd":
        start, state = m.start(), m.group("state")
        if m.group()[-1] in "D." and _NAMED_THEN_PAREN.search(text, max(0, start - 12), start):
            return []  # "the Manual on Uniform Traffic Control Devices (MUTCD)": the initials restate the name
        if m.group()[-1] in "D." and (_DEFINED_TERM_HEAD.match(text, m.end()) or (
                # ("MUTCD: The current \"Manual Of Uniform Traffic Control Devices\"." opening its line, Fruitland ID)
                text.startswith(":", m.end()) and not text[text.rfind("\n", 0, start) + 1:start].strip())):
            return []  # "MUTCD - The Manual of Uniform Traffic Control Devices published by ..." (Portage PA): the term defined
        if m.group()[-1] == "D" and _NAME_THEN_OR.search(text, max(0, start - 12), start):
            return []  # "OHIO MANUAL OF UNIFORM TRAFFIC CONTROL DEVICES or OMUTCD": a definition's term, its initials restating it
        if state is None and not m.group("part"):
            # "the Ohio Manual on Uniform Traffic Control Devices": the state's own manual ("OHIO MANUAL ...", a
            # definition's term in capitals: the window read in title case, one character for one)
            window = text[max(0, start - 20):start]
            b = rx.STATE_NAME_BEFORE.search(window.title() if m.group().isupper() else window)
            if b:
                start, state = start - len(window) + b.start(), b.group("state")
            elif (o := _ODOT_BEFORE.search(text, max(0, start - 8), start)) is not None:
                start, state = o.start(), "Ohio"  # "ODOT's Manual of Traffic Control Devices" (Peninsula OH): Ohio's manual
            elif (d := _STATE_DOT_NAMED.search(text, max(0, start - 48), start + 1)) and d.end() == start:
                # the state's department named before it: "in compliance with Ohio Department of\nTransportation Manual of
                # Uniform Traffic Control Devices" (Eastlake OH) is the state's manual, the department in the span
                start, state = d.start(), d.group("state")
        state = _squash(state or "")
        base = "OMUTCD" if m.group().endswith("OMUTCD") else STATE_MUTCD.get(state) or (f"{state} MUTCD" if state else "MUTCD")
        num = m.group("num") if m.group("part") else None
        if num and m.group("part") == "Part" and not num.isdigit() and (value := roman_value(num)):
            # the manual's parts are numbered in figures now: "Part VI of the Manual\nof Uniform Traffic Control Devices, 1988
            # Edition" (Alma KS) is Part 6, as the labels write it
            num = str(value)
        target = base + (f" {m.group('part')} {num}" if m.group("part") else "")
        end = m.end()
        if not m.group("part") and (after := _MUTCD_PART_AFTER.match(text, end)):
            # the part after the title, maybe after its initials: "the Ohio Manual of Uniform Traffic Control Devices\n(OMUTCD),
            # Part 7 - Construction and Maintenance Operations" (Blue Ash OH), "OMUTCD Part 7" as the labels write it
            part = after.group(1)
            part = str(roman_value(part)) if not part.isdigit() and roman_value(part) else part
            target, end = f"{base} Part {part}", after.end()
        elif not m.group("part") and (sec := _MUTCD_SECTION_BEFORE.search(text, max(0, start - 28), start)):
            # a section of it named before it: "Section 1A-4 of the MUTCD", "\u00a7 2 B-14 of\nthe MUTCD" (Jersey County IL), one
            # citation of the manual's section as printed (the labels' "MUTCD 2B-14")
            start, target = sec.start(), f"{base} {sec.group(1)}{sec.group(2)}{sec.group(3)}{sec.group(4)}"
        return [CitationMatch(start, end, "external_standard", target, qualifier=_qualifier(text, end))]
    if name == "penndot_pub":
        sub = f" ({m.group('sub')})" if m.group("sub") else ""
        kind = m.group("kind") if m.group("kind") in ("Bulletin", "Form") else "Publication"
        rc = f" {m.group('rc')}" if m.group("rc") else ""
        psec = f" {m.group('psec') or m.group('bsec')}" if m.group("psec") or m.group("bsec") else ""
        return [CitationMatch(m.start(), m.end(), "external_standard", f"PennDOT {kind} {m.group('num') or m.group('any')}{sub}{rc}{psec}")]
    if name == "dot":
        if m.group("dinit"):
            specs = " and specifications" if m.group("dspecs") else ""
            return [CitationMatch(m.start(), m.end(), "external_standard", f"{m.group('dinit')} standards{specs}")]
        what = _squash(m.group("what"))
        what = what.lower() if what.lower().endswith(("criteria", "standards")) else what
        if what.startswith("Standard Specifications For "):
            what = what.replace(" For ", " for ").replace(" And ", " and ")  # (the title's small words capitalized, Lake Barrington IL)
        if what.startswith("standard") and what != "standards":  # (the title printed in lower case; not the standards alone)
            what = " ".join(w if w in ("for", "and") else w[:1].upper() + w[1:] for w in what.split())
        state = _squash(m.group("state")) if m.group("state") else _DOTTED_STATES[m.group("initials").replace(" ", "")]
        # (a department no initials name, Kentucky's Transportation Cabinet: the state's name, as the Owingsville and
        # Morehead labels print it, "Kentucky Standard Specifications for Road and Bridge Construction")
        dot = DOT_NAMES.get(state.lower(), state)
        what = "Construction and Materials Specifications" if what.lower() in ("construction and material specifications",
                                                                              "construction and materials specifications") else what
        if dot == "ODOT" and what == "Construction and Materials Specifications" and (
                items := _ODOT_SECTIONS_BEFORE.search(text, max(0, m.start() - 48), m.start())):
            # the items named before the book: "Sections 608.02 and 608.03 of the State of Ohio Department of\nTransportation
            # Construction and Material Specifications" (Sheffield Lake OH): an item each, the last spanning the book
            if not items.group(2):
                return [CitationMatch(items.start(), m.end(), "external_standard", f"ODOT Item {items.group(1)}")]
            return [CitationMatch(items.start(), items.end(1), "external_standard", f"ODOT Item {items.group(1)}"),
                    CitationMatch(items.start(2), m.end(), "external_standard", f"ODOT Item {items.group(2)}")]
        if dot == "ODOT" and what == "Construction and Materials Specifications" and (items := _cms_items_after(text, m.start(), m.end())):
            # its items after the book, as "ohio_cms" reads them: "the State of Ohio,\nDepartment of Transportation, Construction
            # and Material Specifications Manual,\n§ 499" (Ironton OH)
            return items
        if (sec := _DOT_SECTION_BEFORE.search(text, max(0, m.start() - 60), m.start())) and what.startswith("Standard Specifications"):
            # a section (or "article") of them named before: "article\n408.04 of the Illinois Department of Transportation's Standard
            # Specifications" (Western Springs IL), the book by its full title, as the labels write it
            what = _DOT_FULL_SPECIFICATIONS.get(dot, what) if what == "Standard Specifications" else what
            return [CitationMatch(sec.start(), m.end(), "external_standard", f"{dot} {what} {sec.group('n')}")]
        if m.group("drawings"):
            # "... Construction and Material Specifications and Standard\nConstruction Drawings": two documents
            d = m.start("drawings") + m.group("drawings").index("Standard")
            return [CitationMatch(m.start(), m.start("drawings"), "external_standard", f"{dot} Construction and Materials Specifications"),
                    CitationMatch(d, m.end(), "external_standard", f"{dot} Standard Construction Drawings")]
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{dot} {what}")]
    if name == "idaho_ir":
        rules = "Idaho Misdemeanor Criminal Rules" if m.group("n3") and not m.group("ir") else "Idaho Infraction Rules"
        return [CitationMatch(m.start(), m.end(), "other_code", f"{rules} {m.group('n') or m.group('n2') or m.group('n3')}", "ID",
                              qualifier=_qualifier(text, m.end()))]
    if name == "usps_dmm":
        target = "Domestic Mail Manual"
        if m.group("n"):
            target += f" {m.group('n')}" + (f".{m.group('sub') or m.group('pre')}" if m.group("sub") or m.group("pre") else "")
        return [CitationMatch(m.start(), m.end(), "external_standard", target)]
    if name == "scs_tr55":
        return [CitationMatch(m.start(), m.end(), "external_standard", f"NOAA Atlas {m.group('vol')}" if m.group("noaa") else "SCS TR-55")]
    if name == "odot_item":
        if m.group("tab"):
            return [CitationMatch(m.start(), m.end(), "external_standard", f"ODOT Table {m.group('tab')}")]
        if m.group("n3b"):
            return [CitationMatch(m.start(), m.end("n3"), "external_standard", f"ODOT Item {m.group('n3')}"),
                    CitationMatch(m.start("n3b"), m.end(), "external_standard", f"ODOT Item {m.group('n3b')}")]
        if m.group("more"):
            first = CitationMatch(m.start(), m.end("n"), "external_standard", f"ODOT Item {m.group('n')}")
            return [first] + [CitationMatch(i.start(), i.end(), "external_standard", f"ODOT Item {i.group()}")
                              for i in _ODOT_MORE.finditer(text, m.end("n"), m.end())]
        return [CitationMatch(m.start(), m.end(), "external_standard", f"ODOT Item {m.group('n') or m.group('n2') or m.group('n3') or m.group('n4')}")]
    if name == "ohio_cms":
        if item := _CMS_ITEM_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            # "as specified in the Item 608 of the ODOT\nConstruction and Material Specification" (Waynesville OH): the item, read
            # here because this pattern may run before "odot_item" (whose sections "of the ODOT specifications" are named so too)
            return [CitationMatch(item.start(), m.end(), "external_standard", f"ODOT Item {item.group(1)}")]
        if items := _cms_items_after(text, m.start(), m.end()):
            # its sections after the title: "ODOT Construction and Material Specification Section\n451.10, 705.05, ... 705.08"
            # (Waynesville OH)
            return items
        # (one title however printed, "Material" or "Materials": the labels' "ODOT Construction and Materials Specifications", 10 of 10)
        return [CitationMatch(m.start(), m.end(), "external_standard", "ODOT Construction and Materials Specifications")]
    if name == "std_specs":
        if m.group("oa"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "ODOT/APWA Standard")]
        if m.group("mpw") or m.group("mpw2"):
            mods = f"{m.group('mods').split()[0]} Modifications to the " if m.group("mods") else ""
            return [CitationMatch(m.start(), m.end(), "external_standard", f"{mods}Montana Public Works Standard Specifications")]
        if m.group("wsm"):
            return [CitationMatch(m.start(), m.end(), "external_standard", "Standard Specifications for Water and Sewer Main Construction in Illinois")]
        dot = m.group("dot")
        dot = "CDOT" if dot and dot.startswith("Colorado") else _DOT_CASE.get(dot, dot)
        start = m.start()
        if m.group("ofstate"):
            dot = DOT_NAMES.get(_squash(m.group("ofstate")).lower())
        elif dot is None and m.group("what") is None and (
                before := _STATE_HIGHWAY_BEFORE.search(text, max(0, start - 80), start)):
            start, dot = before.start(), DOT_NAMES.get(_squash(before.group("state")).lower())
        if dot is None and m.group("what") is None:
            return []
        if m.group("what") is None:
            # the department's specifications by its initials alone: Colorado's are for road and bridge
            known = _DOT_SPECIFICATIONS.get(dot)
            return [CitationMatch(start, m.end(), "external_standard",
                                  f"{dot} Standard Specifications" + (f" for {known} Construction" if known else ""))]
        what = _squash(m.group("what")).replace(" And ", " and ")
        if what.endswith("Municipal") and what.startswith("Road"):
            what = "Road, Bridge, and Municipal"
        if what.startswith("Water"):
            return [CitationMatch(m.start(), m.end(), "external_standard",
                                  f"Standard Specifications for Water and Sewer Main Construction in {m.group('wsmst') or 'Illinois'}")]
        if what.startswith("Sewer"):
            return [CitationMatch(m.start(), m.end(), "external_standard",
                                  "Standard Specifications for Sewer and Water Construction in Wisconsin")]
        if dot is None and (after := _DEPARTMENT_AFTER_TITLE.match(text, m.end())) is not None:
            # (the department named after the quoted title: "the \"Standard\nSpecifications For Road And Bridge Construction\",
            # Illinois department of transportation (IDOT)", Lake Barrington IL)
            dot = DOT_NAMES.get(_squash(after.group("state")).lower())
        prefix = f"{dot} " if dot else "WisDOT " if what.startswith("Highway and") else "APWA " if what.startswith("Municipal") else \
            "WSDOT/APWA " if what.endswith("Municipal") else ""
        target = (prefix + f"Standard Specifications for {what} Construction"
                  + (f" Section {m.group('sec')}" if m.group("sec") else ""))
        if not m.group("sec") and (sec := _DOT_SECTION_BEFORE.search(text, max(0, m.start() - 60), m.start())):
            # its section named before it: "section 603 of IDOT's \"Standard Specifications For Road And Bridge\nConstruction\""
            # (Shorewood IL; Colona IL's labels the same)
            if not prefix and sec.group("init") and (init := _DOT_CASE.get(sec.group("init"))):
                target = f"{init} {target}"
            return [CitationMatch(sec.start(), m.end(), "external_standard", f"{target} {sec.group('n')}")]
        return [CitationMatch(m.start(), m.end(), "external_standard", target)]
    if name == "place_standards":
        words = m.group("title").split()
        if words[-1] not in _PLACE_STANDARDS_LAST or not any(w.startswith(("Standard", "Specification", "Criteria", "Drawing")) for w in words):
            return []  # ("the City of Ada Public Works Department": no document)
        return [CitationMatch(m.start(), m.end(), "external_standard", f"{_squash(m.group('place'))} {' '.join(words)}")]
    if name == "county_standards":
        return [CitationMatch(m.start(), m.end(), "external_standard",
                              f"{_squash(m.group('county'))} {m.group('what').lower()} standards")]
    if name == "other_code_prefix":
        if m.group("cart"):
            sec = f", \u00a7 {m.group('csec')}" if m.group("csec") else ""
            return [CitationMatch(m.start(), m.end(), "other_code", f"CHTR. art. {m.group('cart')}{sec}")]
        if m.group("ptitle"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"P. & Z. title {m.group('ptitle')}, app. {m.group('papp')}")]
        if m.group("ptable"):
            return [CitationMatch(m.start(), m.end(), "other_code", f"PRELIM. Table {m.group('ptable')}")]
        # ("P.& Z." and "P. &Z." print the same code as "P. & Z."; "S. U. & P. S." as "S.U. & P.S.")
        # ("GEN.OFF." printed without its blank is "GEN. OFF.", Centerburg OH)
        prefix = re.sub(r"\.\s*&\.?\s*", ". & ", re.sub(r"(?<=\.)\s+(?=[A-Z]\.)", "", _squash(m.group("code")).upper()))
        prefix = re.sub(r"\.(?=[A-Z]{2,})", ". ", prefix)
        prefix = _PART_PERIOD_LEFT_OUT.get(prefix, prefix)
        found = _local(text, m, kind="other_code", prefix=prefix + (" ch. " if m.group("och") else " art. " if m.group("oart") else " "))
        if not (m.group("och") or m.group("oart") or prefix.startswith("CHTR") or "\u00a7" in m.group()):
            # "Signs and billboards - see BLDG.\n1353." (Hubbard OH): a number without its section's dot is the code's chapter
            # (its sections are "1353.01"), as the labels write it ("BLDG. ch. 1353")
            found = [replace(c, target=f"{prefix} ch. {c.target[len(prefix) + 1:]}") if _BARE_CHAPTER_NUMBER.fullmatch(c.target, len(prefix) + 1)
                     else c for c in found]
        return found
    if name in ("local_section_sign", "local_section_word", "local_scrape_line", "local_penalty_see"):
        if name == "local_section_sign" and (before := _ARTICLE_PATH_BEFORE.search(text, max(0, m.start() - 120), m.start())) \
                and (before.group("cc") is not None or _OF_THE_CITY_CODE.match(text, m.end())):
            # "City Code Article 15 {...}, § 2-11", "Article 24, § 2-3 of the City Code": the article's section,
            # "local_article"'s
            return []
        if name == "local_section_word" and (tc := _CODE_TITLE_CHAPTER_BEFORE.search(text, max(0, m.start() - 60), m.start())) \
                and (cites := _local(text, m)) and len(cites) == 1 and cites[0].target.startswith(f"{tc.group(1)}-{tc.group(2)}-"):
            # "Weiser City Code Title 4, Chapter 8, Section\n4-8-1" (Weiser ID): the title and chapter the section's own
            # number restates are one reference with it (read back over them)
            return [replace(cites[0], start=tc.start())]
        return _local(text, m)
    if name == "ky_standards_of_safety":
        return [CitationMatch(m.start(), m.end(), "other_code", "Kentucky Standards of Safety", "KY", qualifier=_qualifier(text, m.end()))]
    if name == "local_sec_subsection":
        return [CitationMatch(m.start(), m.end(), "local_code", m.group("n") + m.group("sub"), qualifier=_qualifier(text, m.end()))]
    if name in ("local_plain_section", "local_plain_section_cap"):
        items = [(i.start(), i.end(), i.group()) for i in _PLAIN_SECTION_ITEM.finditer(text, *m.span("list"))]
        q = _qualifier(text, m.end())
        return [CitationMatch(s, e, "local_code", n, qualifier=q) for s, e, n in _split_spans(m, items)]
    if name in ("local_bare", "local_padded", "local_bare_line"):
        return _bare(text, m)
    if name == "local_title_chapters":
        t, q = m.group("t"), _qualifier(text, m.end())
        first = CitationMatch(m.start(), m.end("c1"), "local_code", f"title {t}, ch. {m.group('c1')}", qualifier=q)
        if not m.group("c2"):
            return [first]
        return [first, CitationMatch(m.start("c2"), m.end("c2"), "local_code", f"title {t}, ch. {m.group('c2')}", qualifier=q)]
    if name == "local_chapter_of_title":
        return [CitationMatch(m.start(), m.end(), "local_code", f"title {m.group('t')}, ch. {m.group('ch')}",
                              qualifier=_qualifier(text, m.end()))]
    if name == "part_title_words":
        part = parse_number((m.group("p") or m.group("p3")).lower())
        titles = [(m.start(), m.end("t") if m.group("t2") else m.end(), m.group("t") or m.group("t3"))]
        if m.group("t2"):
            titles.append((m.start("t2"), m.end("t2"), m.group("t2")))
        numbers = [parse_number(_squash(t).lower()) for _, _, t in titles]
        if part is None or None in numbers:
            return []
        q = f"of this Part {m.group('p')}" if m.group("t2") else None
        return [CitationMatch(s_, e_, "local_code", f"part {int(part)}, title {int(n)}", qualifier=q) for (s_, e_, _), n in zip(titles, numbers)]
    if name == "local_title":
        if m.group("tl"):
            items = list(_LISTED_NUMBER.finditer(text, *m.span("tl")))
            return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "local_code", f"title {i.group()}", qualifier="of this Code")
                    for k, i in enumerate(items)]
        if m.group("tcnum"):
            return [CitationMatch(m.start(), m.end(), "local_code", f"title {m.group('tcnum')}, ch. {m.group('tcch')}",
                                  qualifier=_qualifier(text, m.end()))]
        if m.group("tsnum"):
            ch = f"{m.group('tsch')}-" if m.group("tsch") else ""
            return [CitationMatch(m.start(), m.end(), "local_code", f"{m.group('tsnum')}-{ch}{m.group('tssec')}", qualifier=_qualifier(text, m.end()))]
        printed = m.group("num") or m.group("num2") or m.group("num3") or m.group("num4") or m.group("num5") or m.group("num6")
        if re.fullmatch(r"[IVXL]+", printed):
            # "Cincinnati Municipal Code Title XVI": the title as printed
            return [CitationMatch(m.start(), m.end(), "local_code", f"title {printed}", qualifier=_qualifier(text, m.end()))]
        number = int(printed) if printed.isdigit() else parse_number(printed.lower())
        if number is None:
            return []
        if m.group("num3") and text[m.start()] == "t" and _SECTION_OF_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            return []  # "an action under section 1983 of title 42": a federal title's section, no title of this code
        if m.group("num3") and "SDCL" in text[max(0, m.start() - 80):m.start()]:
            # Brandon's authority lines: "SDCL §§ 9-30-4, 9-31-1 et seq ... See Also Title 32."
            return [CitationMatch(m.start(), m.end(), "state_statute", f"title {int(number)}", "SD")]
        return [CitationMatch(m.start(), m.end(), "local_code", f"title {int(number)}",
                              qualifier=_qualifier(text, m.end()))]
    if name == "ga_title":
        if m.group("t"):
            target = f"title {m.group('t')}" + (f", ch. {m.group('tch')}" if m.group("tch") else "") + (
                f", art. {m.group('tart')}" if m.group("tart") else "") + (f", part {m.group('tpart')}" if m.group("tpart") else "")
        else:
            target = f"title {m.group('t2')}, ch. {m.group('ch')}" + (f", art. {m.group('art')}" if m.group("art") else "") + (
                f", part {m.group('part')}" if m.group("part") else "")
        start = m.start() - 1 if m.start() and text[m.start() - 1] == "[" and "]" in m.group() else m.start()
        return [CitationMatch(start, m.end(), "state_statute", target, "GA", qualifier=_qualifier(text, m.end()))]
    if name == "local_article_of_chapter":
        target = (f"title {m.group('title')}, " if m.group("title") else "") + f"ch. {m.group('ch')}, art. {m.group('art')}"
        if jur := _state_named_before(text, m.start()):
            # "NCGS Article 19, Chapter 160A": an article of a chapter of the state's statutes
            return [CitationMatch(m.start(), m.end(), "state_statute", target, jur, qualifier=_qualifier(text, m.end()))]
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "local_chapters":
        # the first span opens on the word, as "§§ 308-7 and 308-8" does
        q = _qualifier(text, m.end())
        return [CitationMatch(m.start() if k == 0 else i.start(), i.end(), "local_code", f"ch. {i.group()}", qualifier=q)
                for k, i in enumerate(_CHAPTER_NUMBER.finditer(text, *m.span("list")))]
    if name == "local_part":
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        if not text[line_start:m.start()].strip() and not text[m.end():line_end if line_end >= 0 else len(text)].strip():
            return []  # "Subtitle 8" on a line of its own heads the subtitle (Baltimore)
        q = _qualifier(text, m.end())
        for group, word in (("pts", "pt."), ("subs", "subtitle")):
            if m.group(group):
                return _each_listed(text, m, group, word)
        target = f"subtitle {m.group('sub')}" if m.group("sub") else f"pt. {m.group('pt') or m.group('ptb')}"
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=q)]
    if name == "local_chapter_roman":
        if _TITLE_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            return []  # "Ala. Code 1975, Title V, Chapter XVII": a title's chapter, the state code's
        return [CitationMatch(m.start(), m.end(), "local_code", f"ch. {m.group('rch')}", qualifier=_qualifier(text, m.end()))]
    if name == "local_chapter":
        ch = m.group("ch")
        eol = text.find("\n", m.end())
        if _CHAPTER_HEADING_LINE.fullmatch(text, m.start(), len(text) if eol < 0 else eol) \
                and _HEADING_BEFORE.search(text, max(0, m.start() - 3), m.start()):
            # "...Passed 12-21-15.)\nChapter 1026\nExcavations": the chapter's own heading, on a line of its own after a
            # sentence's end (Swarthmore PA), cites nothing
            return []
        if not m.group("tt") and _STANDARD_TITLE_BEFORE.search(text, max(0, m.start() - 90), m.start()):
            # a chapter of a standard named by its title: "NFPA publication 1403: \u201cStandard on Live Fire Training\nEvolutions,
            # Chapter 4, Acquired Structures\u201d" (Bloomville OH's open-burning rules), not the code's chapter
            return []
        if _SD_LETTER_CHAPTER.fullmatch(ch) and "SDCL" in text and not m.group("tt"):
            # "Chapter 34-20G" in a text that cites SDCL: a lettered chapter of the state's code
            return [CitationMatch(m.start(), m.end(), "state_statute", f"ch. {ch}", "SD",
                                  qualifier=_qualifier(text, m.end()))]
        # ("Title 5, Chapter 7": the labels name the title, "title 5, ch. 7", every one of their seven)
        target = (f"title {m.group('tt')}, " if m.group("tt") else "") + f"ch. {ch}" + (f", subch. {m.group('subch')}" if m.group("subch") else "") + (f", art. {m.group('art')}" if m.group("art") else "") + (
            f", div. {m.group('div') or m.group('cdiv')}" if m.group("div") or m.group("cdiv") else "") + (
            f", part {m.group('cpart')}" if m.group("cpart") else "")
        if m.group("ch2"):
            q = _qualifier(text, m.end())
            return [CitationMatch(m.start(), m.end("ch"), "local_code", target, qualifier=q),
                    CitationMatch(m.start("ch2"), m.end(), "local_code", f"title {m.group('tt')}, ch. {m.group('ch2')}", qualifier=q)]
        if m.group("divs"):
            # one citation per division: the first spans the path, the others their number
            q = _qualifier(text, m.end())
            return [CitationMatch(s, e, "local_code", f"{target}, div. {n}", qualifier=q)
                    for s, e, n in _split_spans(m, _items(text, m, _CHAPTER_NUMBER, "divs"), text, "divs")]
        return [CitationMatch(m.start(), m.end(), "local_code", target, qualifier=_qualifier(text, m.end()))]
    if name == "internal":
        if _OF_AN_ORDINANCE.match(text, m.end()):
            return []  # an enacting ordinance's part ("Section V of Ord. No. 16602", Jefferson Parish): history
        if m.group("list") in ("I", "V", "X") and m.group("word") == "Division" and _THIS_BEFORE.search(text, max(0, m.start() - 6), m.start()):
            return []  # "the requirements of this Division I" (Baltimore): the division naming itself, like "this division"
        return _internal(text, m)
    if name == "internal_bare_path":
        return [CitationMatch(m.start(), m.end(), "internal_subsection", m.group().rstrip("."), qualifier=_qualifier(text, m.end()))]
    if name == "internal_lower":
        q = _qualifier(text, m.end())
        items = [(i.start(), i.end(), i.group()) for i in _LOWER_LETTER.finditer(text, *m.span("list"))]
        return [CitationMatch(s, e, "internal_subsection", n, qualifier=q) for s, e, n in _split_spans(m, items, text)]
    raise ValueError(name)


# Cheap checks per clause decide which patterns can match at all: most clauses say "section",
# "such" or "each" but cite nothing, and running nineteen patterns over every clause was half
# of the citation finder's time. Each trigger names the literal text a pattern cannot match
# without (all literals are found in one Aho-Corasick pass, far faster than a regex scan that
# must try every position: Python's ``re`` gets no literal-prefix speedup from a leading
# lookaround), and, where a literal alone is too common, a small pattern run only when the
# literal is there.
# " code" after a subject word, or "code" opening the next line ("the building and plumbing\ncode", Hennessey OK)
_CODE_AFTER_SUBJECT = (" code", " Code", "\ncode", "\nCode")


class _SubjectBefore:
    """True (as ``search``) when " code"/" Code" (or "code" opening a line) follows one of ``words`` somewhere in
    the text: the literal is found in C and only the few characters before each occurrence are compared."""

    __slots__ = ("words", "width")

    def __init__(self, words: tuple[str, ...]):
        self.words = words
        self.width = max(map(len, words))

    def search(self, text: str):
        for needle in _CODE_AFTER_SUBJECT:
            i = text.find(needle)
            while i >= 0:
                if text[max(0, i - self.width - 2):i].rstrip(" \t").lower().endswith(self.words):
                    return True
                i = text.find(needle, i + 5)
        return None


class _AnyOf:
    """Several patterns searched one after another: each opens with its own literal, which the
    engine skips to in C, where one alternation of them would stop at every first letter."""

    __slots__ = ("patterns",)

    def __init__(self, *patterns: re.Pattern):
        self.patterns = patterns

    def search(self, text: str):
        for p in self.patterns:
            m = p.search(text)
            if m:
                return m
        return None


_TRIGGERS: tuple[tuple[str, tuple[str, ...] | str, re.Pattern | _AnyOf | None], ...] = (
    ("wis", ("Wis", "Stats", "WSA", "W.S.A."), None),
    ("crs", ("C.R.S", "C. R. S.", "Colorado"), None),
    ("ne_nac", (" NAC ", "Nebraska Regulation", "Neb. Admin", "Nebraska Administrative", "Nebraska Admin"), None),
    ("phs_doc", ("anitation Ordinance", "anitation\nOrdinance", "ANITATION ORDINANCE", "anitation ordinance", "asteurized Milk",
                 "asteurized milk", "ASTEURIZED MILK", "Milk Ordinance Rec"), None),
    ("pa_mpc", ("Plan. Code", "Planning Code"), None),
    # the federal regulations' subchapters and Texas's civil statutes, behind literals of their own (the "st" trigger
    # opens on most clauses that cite any code)
    ("subch", ("ubch",), None),
    # (Illinois's water and sewer main specifications in lower case: no capital opens them for the rare words' skip)
    ("sewer_main", ("ewer main", "ewer\nmain"), None),
    ("tx_civ", ("Civ", "V.T.C.S", "V. T. C. S"), None),
    ("tx_ccp", ("Criminal Procedure", "Crim. Proc", "Crim.\nProc", "Pro. Code", "C.C.P.", "Criminal\nProcedure"), None),
    ("amend", ("first amendment", "fourteenth amendment"), None),
    # "Article VIII of the state constitution"; "article XII, section 2 of the Idaho constitution"
    ("const", ("constitution",), None),
    # Other states' and federal law: a named code ("Code", "Statutes", "Laws", "Purdon's",
    # "Del. C.") or an abbreviation, dotted ("A.R.S.", "U.S.C.", "G.S.") or not ("RCW", "KRS",
    # "ILCS", "OCGA"). One scan for all: the pattern starts with a character class, which the
    # engine skips to in C, and the lookbehind after the first letter skips "DAYS". "" is in
    # every text, so the pattern alone decides. "Wis. Stats." and "this Code" (in most Wisconsin
    # and local texts) name no other state's code: no state or federal form contains them.
    ("st", ("",), re.compile(
        r"[A-Z](?<![A-Za-z][A-Z])(?:\.\s?[A-Z](?:\.|,\s*\u00a7)|RS\b|SA\b|SMo|CA\b|CLA?\b|C\b|S\b|CGA|JSA|MSA|CGS|DCC|IGL|CW\b|LCS"
        r"|SC[AS]?\b|FR\b|PR\s\d|ode\b(?<!this\sCode)|tat(?<!Wis\.\sStat)(?<!Wis\.Stat)(?<!Wisconsin\sStat)|aws?\b|urdon|el\.|ub(?:lic|\.)\s*L|L\s\d\d"
        # (in lower case: "Minnesota statutes chapter 340A.29", Moorhead MN; "of the\nUtah code", Santa Clara UT)
        # ("title 36 of the Oklahoma state\nstatutes", Dickson OK)
        # ("Idaho state code 44-2201(2)", Dalton Gardens ID)
        # ("Minnesota state\nstatutes sections 84.82 through 84.929", Baxter MN)
        r"|innesota\s+(?:state\s+)?statutes\b|innesota\sStatute\s\d|tah\s+code\b|klahoma\s+state\s+statutes\b|daho\s+state\s+code\b|VaC\s\d)")),
    # a federal law in lower case ("public law 92-544", Rockdale County GA)
    ("st", ("public law",), None),
    # the Illinois Municipal Code in lower case ("section\n8-11-1.3 of the Illinois municipal code", Beecher IL)
    ("st", ("Illinois municipal",), None),
    # the Iowa Code in lower case ("section 321.89 of the code of Iowa", Waterloo IA)
    ("st", ("code of Iowa",), None),
    ("st", ("Illinois vehicle", "Illinois Vehicle", "Illinois motor", "Illinois Motor", "of the IVC"), None),
    # California, Texas and New York name their codes: "Government Code", "Town Law".
    ("code_law", ("Code", "Law", " C. \u00a7"), None),
    # New York's laws in lower case after a section ("section 460.10 of the penal law")
    ("ny_lc", (" law",), re.compile(rf"\bsection\s+\d[\w.\-]*\s+of\s+the\s+(?:{rx._NY_LC_LAWS})\s+law\b")),
    # (or a dotted path of the code's own subsections: "s. H.1.a", Rochester WI)
    ("s", ("s.",), re.compile(r"s\.\s*(?:\d|[A-Z]\.\d)")),
    ("sign", ("\u00a7",), None),
    # Boston's "ss 16-24.1" ("ss" is in most clauses, "business", "less": the pattern opens on the
    # literal, the look-behind after its first letter, so the engine skips to it in C)
    ("sign", ("ss",), re.compile(r"s(?<![\w.]s)s\.?\s*\d+-\d")),
    ("sec", ("ection", "Sec", "ubsec", "MGO", "CBC"), _AnyOf(re.compile(r"ections?\s*\d"), re.compile(r"Secs?\.\s*\d"),
                                                             re.compile(r"ubsecs?\.\s*\d"), re.compile(r"(?:MGO|CBC)\s+\d"))),
    # (Sterling's "subs" before a glued subsection path: "the amount provided in subs\n1-4-1D2a of this code", Wewoka OK)
    ("sec", ("subs",), re.compile(r"\bsubs\s+\d+-\d+-\d")),
    # (Ohio's "Codified Ordinance\n959.05" where "Section" would stand, Ashtabula OH)
    ("sec", ("Codified Ordinance",), re.compile(r"Codified\s+Ordinances?\s+\d{3,4}\.\d")),
    # a chapter numbered in words ("of chapter thirty-nine of the General Laws")
    ("words_ch", ("hapter",), re.compile(rf"hapter\s+{rx.WORD_CARDINAL}\b")),
    # a Massachusetts chapter named again: "said chapter 31", "said c. 240"
    ("said", ("said",), re.compile(r"said\s+(?:[Cc]hapter\s|c\.)")),
    ("ohio", ("R.", "ORC", "Revised"), re.compile(r"R\.\s?C\.|Ohio\sR\.C\s\d|ORC\b|Revised\s+Code")),
    ("mass", ("G.", "Mass.", "MGL"), re.compile(r"G\.\s?L\.|Mass\.\s*Gen\.|MGL")),
    ("other", ("TRAF.", "GEN.", "GEN OFF.", "B & H.", "BLDG.", "ADM.", "ADMIN.", "P.", "B.", "S.", "FIRE", "CHTR.", "PRELIM.", "PRELIM, ", "HLTH.", "PLAN."),
     # "(?<!\w)(?:TRAF|GEN|BLDG|ADM|BUS|[PBS])\.|FIRE\b" with each branch opening on its letter
     # (the look-behind after it), so the engine skips in C to those capitals.
     re.compile(r"T(?<!\wT)RAF\.|G(?<!\wG)EN\.?\s?OFF\.|G(?<!\wG)EN\.|B(?<!\wB)(?:LDG|US)?\.|B(?<!\wB) & H\.|A(?<!\wA)DM(?:IN)?\.|P(?<!\wP)\.|S(?<!\wS)\.|FIRE\b|C(?<!\wC)HTR\.|P(?<!\wP)RELIM[.,]|H(?<!\wH)LTH\.|P(?<!\wP)LAN\.")),
    # Georgia's rules by title or number: "the Rules for Solid Waste Management, Chapter 391-3-4",
    # "rules as defined in section 391-3-4.19", "Department of Natural Resources Rule 391-3-4-.01"
    ("ga_rules", ("Rules for", "391-3-", "Natural Resources Rule"), None),
    # the Federal Aviation Regulations by part: "FAR Part 121/135"
    ("far", ("FAR P",), None),
    # the Life Safety Code (NFPA 101) in lower case: "the fire code and the life safety code" (Lovejoy GA)
    ("nfpa", ("life safety code",), None),
    # the soil-compaction test: "standard proctor", "Modified Proctor", "the Proctor test"
    ("proctor", ("roctor",), None),
    # the federal vehicle safety standards: "Federal Motor Vehicle Safety Standard No. 218", "FMVSS 108"
    ("fmvss", ("Vehicle Safety", "Vehicle\nSafety", "FMVSS"), None),
    # a part of an enacting ordinance: "Chapter 145 of Ordinance 2740", "Ordinance 1889-041, Section 4"
    ("ord_part", ("Ordinance ", "Ord. "), re.compile(r"(?:Ordinance|(?<=of\s)Ord\.)\s+(?:No\.\s*)?(?:[A-Z]-)?\d")),
    # Georgia's groundwater map in lower case: "the state pollution susceptibility map"
    ("named_doc", ("state pollution susceptibility",), None),
    ("wwi", ("Wetland Inventory", "Wetlands Inventory"), None),
    ("oepa", ("OEPA", "Ohio EPA", "Ohio Environmental Protection"), None),
    ("place_std", ("Criteria", "Standards", "Drawings", "Specifications", "Standard Details"),
     re.compile(r"(?:City|Village|Town|County)\s+of\s+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?\s+(?:Design|Criteria|Construction|Standard|Drawings|Specifications|Engineering|Details|Public|Technical)")),
    ("il_rev", ("Ill. R", "Ill.R", "Ill. Rev", "Illinois Revised", "Ill.\nR"), None),
    ("ohio_basic", ("Basic Code", "O.B.C."), None),
    # FEMA's flood documents in lower case: "the flood insurance rate map (FIRM)"
    ("fema", ("flood insurance",), None),
    # "the fee specified in appendix A": Municode's lower case
    ("appendix", ("appendix ", "app. ", "appx. "), re.compile(r"(?:appendix|app\.|appx\.)\s(?:[A-Z]|[IVX]{2,4}|\d{1,2})\b")),
    ("appendix", ("the appendix to", "the appendix of"), re.compile(r"appendix\s+(?:to|of)\s+[Cc]hapter\s+\d")),
    # a state's or city's code named by subject ("Cincinnati Building Code", "Residential Code of Ohio")
    # (only where "code_law" fired: most clauses print no "Code")
    ("subject_code", "code_law", re.compile(rf"(?:{rx.SUBJECT_CODE_WORDS})\s+Code\b|Code\s+of\s")),
    # the Statutes at Large: "109 Stat. 568"
    ("stat_large", (" Stat.", "\nstat.", " stat."), re.compile(r"\d\s+[Ss]tat\.\s*\d")),
    # a city code cited by its initials: "KMC 5.12.115", "chapter 5.12 KMC"
    ("citycode", ("MC", "RC", "LUO", "DC", "ZC", "CC"), re.compile(rf"\b{rx.CITY_CODE_ABBR}(?:\s+(?:\d|[Tt]itle|[Cc]hapter)|(?<=MC)\d{{1,3}}\.\d{{2}})|\d\s+{rx.CITY_CODE_ABBR}\b")),
    # a subsection path printed with dots: "subsection 30-8.28.B.3.b"
    ("dotted", "sec", re.compile(r"\d\.\(?[A-Z](?:\.|\b)")),
    ("dotted", "sign", re.compile(r"\d\.\(?[A-Z](?:\.|\b)")),
    ("dotted", "internal", re.compile(r"\d\.\(?[A-Z](?:\.|\b)")),
    # Maryland's named articles: "the Transportation Article", "State Tax-Property Article §"
    # (the last word of each article's name, then "Article")
    ("md_art", ("Article", "Md."), re.compile(
        rf"(?:{'|'.join(sorted({re.split(r'[ -]', k)[-1].capitalize() for k in rx.MD_ARTICLES}))})\s+Article\b|Article\s+\d{{1,3}}[A-Z]?\s*,\s*§"
        r"|Md\.\s?Code(?:\s+Ann\.)?\s*,\s*Art")),
    # Municode prints "chapter 38" and "ch. 66" in lower case.
    ("ch", ("hapter", "Ch.", "ch."), _AnyOf(re.compile(r"Ch(?:apters?|\.)\s*(?:[A-Z]?\d|[IVXL]{1,6}\b)"), re.compile(r"ch(?:apters?|\.)\s*\d"))),
    # an editor's note's lower-case division: "changed the title of div. 4" (Jefferson Parish)
    ("division", ("div. ",), re.compile(r"(?<![\w.])div\.\s\d")),
    # ("divisions 1 and 2 of this article", Washington County GA)
    ("division", ("division",), re.compile(r"division(?<!\wdivision)s?\s\d")),
    ("internal", ("ubsection", "ub-section", "ivision", "aragraph", "tem (", "tems (", "ubpart", "Subpar. "), None),  # "ivision" is in "Subdivision"
    ("internal", ("Subd. ",), re.compile(r"Subd\.\s+\d{1,2}\.?,?\s+(?:above|below|of\s+this)")),  # "sent under Subd. 2 above"
    ("bare_item", (") above", ") below", ") of this sub", ") of this sec", ") of this def", "method ("), None),
    ("bare_dotted", (" above", " below", " of this sec", " of this sub"), re.compile(r"(?<![\w.])[A-Z]\.\d{1,2}\.?,?\s+(?:above|below|of\s+this\s+(?:sub)?sec)")),
    # (two literals and a check of the word before each: a literal per subject cost 10 % of all triggers)
    # (or the line breaks before it: "the building and plumbing\ncode", Hennessey OK)
    ("bcode", _CODE_AFTER_SUBJECT, _SubjectBefore(("building", "fire", "prevention", "housing", "plumbing", "electrical",
                                                  "mechanical", "maintenance"))),
    ("ga_laws", ("Ga. L", "Georgia Laws"), None),
    ("schedule", ("SCHEDULE ", ", Schedule ", "Schedule I", "Schedule V", "Schedule X", "Schedules I", "Schedules V", "Schedules X", ", Sch. ", ", Schd. ", ", Scheds. ", ", Scheds.\n",
                  ", Sched. "), None),
    ("schedule", ("chedule",), re.compile(r"[Ss]chedules?\s+(?:[A-Z][a-z]{1,3}|[A-Z]{1,2})-\s*(?:\d|l\b)")),
    # (the line may break between the words: "the comprehensive zoning\nordinance", Jefferson Parish LA)
    ("own_zoning", ("zoning",), re.compile(r"zoning\s+(?:ordinance|code|regulations)")),
    ("own_zoning", ("subdivision regulations", "subdivision\nregulations", "subdivision and land"), None),
    # (the register in lower case: a literal, since a branch of the rare-word pattern opening on a small
    # letter costs that pattern its skip to capitals, twice its time)
    ("named_doc", ("national register of historic places",), None),
    # ("the ASTM and the WPCF\nmanual of practice no. 9", Farr West UT: in lower case)
    ("named_doc", ("manual of practice",), None),
    ("named_doc", ("Plant Appraisal", "Plant\nAppraisal", "industrial classification", "industrial\nclassification",
                   "Industrial Classification", "Industrial\nClassification"), None),
    ("named_doc", ("edestrian facilities", "edestrian Facilities", "edestrians in", "edestrians\nin", "PROWAG"), None),
    ("named_doc", ("Land Development manual", "Land Development\nmanual"), None),
    ("devcode", ("Development Code", "Development\nCode", "Development Ordinance", "Development\nOrdinance"), None),
    # Michigan's public acts, year first: "PA 1982 307"
    ("acts", ("PA 19", "PA 20", "PA\n19", "PA\n20", "P.A. 19", "P.A. 20"), None),
    ("acts", ("S.L. 19", "S.L. 20", "S. L. 19", "S. L. 20", "S.L.19", "S.L.20"), None),
    ("acts", ("Session Laws", "Session\nLaws"), re.compile(r"Session\s+Laws\s+(?:19|20)\d\d-\d")),
    # Illinois's public acts ("public acts 096-0034", "P.A. 96-34", Divernon IL)
    ("acts", ("ublic act", "ublic Act", "P.A. "), re.compile(r"(?:[Pp]ublic\s+[Aa]cts?|P\.A\.)\s+0?\d{2,3}-[ \t]?\d")),
    ("fed_spec", ("Federal Specification", "Federal specification", "federal specification"), None),
    # (a Drane code's title of a part by number words: "Title One of Part Nine", "part\nthirteen, title one")
    ("part_words", ("Part ", "part ", "part\n", "Part\n"), re.compile(r"[Tt]itles?\s+[A-Za-z]+(?:\s+and\s+[A-Za-z]+)?\s+of\s+(?:this\s+)?[Pp]art\s+[A-Za-z]|[Pp]art\s+[A-Za-z]+\s*,\s*[Tt]itle\s+[A-Za-z]")),
    ("part_sub", ("Subtitle ", "Subtitles ", "Part ", "Parts "), re.compile(r"Subtitles?\s+\d|Parts?\s+\d{1,2}(?:\s+of\s+this\s|\s+and\s|\s+or\s|,)|\[Part\s+\d{1,2}[A-Z]?\]")),
    # (the line may break before "Code": "the Building\nCode of the Village of Edgar", Edgar WI)
    ("code_of", ("Code of ",), re.compile(r"Code\s+of\s+(?:(?:the\s+)?(?:City|County|Town|Village)\s+of\s+[A-Z]|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:City|County)\b)")),
    ("paren_path", (")(",), None),
    ("ord_defined", ("rdinance No.", "rdinance number", "rdinance Number", "rdinance no.", "rdinance\nno.", "rdinance\nNo."), None),
    ("ord_defined", ("attached to Ordinance ", "esolution No.", "to Resolution ", "by Resolution ", "to Resolution\n", "attached to Res. "), None),
    # (a resolution numbered by its year after "in": "as set forth in\nresolution 93-28", Logan UT)
    ("ord_defined", ("esolution ",), re.compile(r"\bin\s+[Rr]esolution\s+\d\d-\d")),
    # ("See Ord. 110-91", "listed in Ord. 91-\n22", "Exhibit A of Amending Ordinance 1988-2")
    ("ord_defined", ("See Ord. ", "in Ord. ", "to Ord. ", "part of Ord. ", "mending Ordinance ", "established by Ordinance ", "mending ordinance ",
                     "established by Ord. ", "created by Ord. ", "adopted by Ord. ", "ppendices to Ordinance ", "ppendix to Ordinance ",
                     "\u201d of Ordinance ", "\" of Ordinance ", "\" of Ord. ", "\u201d of Ord. ", "adopted by Ordinance ", "adopted by\nOrdinance ", "preamble of Ordinance ",
                     "recitals of Ordinance ", "terms of Ordinance "), None),
    # ("See Ordinance 2006-9 for water meter obstructions", "(See\nOrdinance 2008-14 for delinquent bill procedure.)", Albany IN)
    ("ord_defined", ("See Ordinance ", "See\nOrdinance "), None),
    # ("as adopted by Council in Ordinance 2000-O-11", Kelleys Island OH: a year, the kind's letter, the serial)
    ("ord_defined", ("in Ordinance ",), re.compile(r"\bin\s+Ordinance\s+(?:19|20)\d\d-[A-Z]-\d")),
    # ("Said Ord. 124, and amendments thereto, shall be maintained", Faith SD; "20 years from the adoption of\nOrdinance
    # 5206", York County SC)
    ("ord_defined", ("aid Ord. ", "aid Ordinance ", "adoption of Ord", "adoption of\nOrd"), None),
    # ("established after passage of\nOrdinance 2011-3", Jackson County AR)
    ("ord_defined", ("passage of Ord", "passage of\nOrd", "date of Ord", "date of\nOrd"), None),
    # ("Any waivers ... shall be in accordance with Ordinance 1992-23", Delphos OH)
    ("ord_defined", ("with Ordinance ", "with Ord. "), None),
    # ("authorized by the building department ... pursuant to Ordinance 2001-3", Lowell IN)
    ("ord_defined", ("ursuant to Ordinance ", "ursuant to Ord. ", "ursuant to\nOrdinance "), None),
    # ("shall continue as made under prior Ord. 1993-04", Franklin County IL)
    ("ord_defined", (" prior Ord",), None),
    # ("pursuant to City ordinance\n459", Clinton IL)
    ("ord_defined", ("City ordinance", "city ordinance"), re.compile(r"[Cc]ity\s+ordinance\s+\d")),
    # ("reenacted and amended\nNovember 9, 1995 (P.L. 350, No. 60)", Clifton Township PA: a session law by its date alone)
    ("acts", ("(P.L. ",), None),
    ("acts", ("Enrolled",), None),
    # ("the Columbus County Animals and Hunting Ordinance", Whiteville NC: a county ordinance by its title)
    ("named_ord", ("County ",), re.compile(r"County\s+(?:[A-Z][a-z]+\s+(?:and\s+)?){1,4}(?:Ordinance|Regulations)\b")),
    # ("the city’s noise\nordinance, Ord. 108-2008", Ashland KY)
    ("ord_defined", ("ordinance, Ord", "ordinance,\nOrd"), None),
    # ("levied by Ord. No. 219", Granite OK; "pursuant to City of\nOwensboro Ordinance 36-93", Daviess County KY)
    ("ord_defined", ("levied by Ord", "imposed by Ord", "created by Ord"), None),
    ("ord_defined", (" Ordinance ",), re.compile(r"(?:City|Town|Village|County)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Ordinance\s+\d"
                                                 r"|County\s+Ordinance\s+\d")),
    ("subdiv_of", ("ubdivision",), re.compile(r"ubdivisions?\s+[a-z]\b")),
    ("state_code", ("state's", "State's", "state\u2019s", "State\u2019s"), None),
    ("state_code", ("plumbing code", "building code", "electrical code", "fire code", "building\ncode", "plumbing\ncode",
                    "energy code"), re.compile(
        r"(?:[A-Z][a-z]+\s+(?:state\s+)?(?:(?:plumbing|building|electrical|fire)\s+and\s+)?|(?:(?<=\bthe\s)|(?<=\bby\s)|(?<=\bwith\s)|(?<=\bcurrent\s)|(?<=\brecent\s))state\s+)"
        r"(?:plumbing|building|electrical|fire|energy)\s+code"
        r"|(?:plumbing|building|electrical|fire)\s+code\s+of\s+the\s+[Ss]tate\b")),
    ("penndot", ("Publication", "Pub.", "DOT Bulletin", "Transportation Bulletin", "Transportation\nBulletin", "Form 408"), None),
    ("dot", ("DOT standards",), None),
    ("il_sec", ("section 5/", "Section 5/", "sections 5/", "Sections 5/"), None),
    ("ord_list", ("Ordinances No",), None),
    ("water_well", ("Water Well Construction Code", "Water\nWell Construction Code", "Water Well\nConstruction Code", "Water Well Construction\nCode"), None),
    ("lc_act", (" act",), re.compile(r"\b(?:Utah|Idaho)\s+(?:[a-z]+\s+){1,4}act\b")),
    # (Illinois's acts by name: a word of each name, in either case, the name maybe broken over lines)
    ("lc_act", ("annabis", "iquor", "nimal", "ewage", "nowmobile", "nderground", "levator", "ntoxicating", "ontact", "igarette", "orcible",
                "uvenile", "emetery", "tilities", "ccupational", "rofit", "ontrolled", "nvironmental", "orporation", "eal Estate", "eal estate",
                "esign Practice", "esign practice", "eview Act", "eview act", "eview\nAct", "eview\nact", "ccessibility", "echanics"), None),
    ("vehicle_law", ("Vehicle Code", "Vehicle Law", "Vehicle\nCode", "Vehicle\nLaw", "vehicle code", "vehicle law", "vehicle\ncode",
                     "riminal code", "riminal Code", "riminal\ncode", "riminal\nCode", "Evidence Code", "Evidence\nCode"), None),
    # (the line may break after "of": "the Minnesota Rules of\nCriminal Procedure", Preston MN)
    ("rules_of", ("Rules of ", "Rules of\n", "Rule of "), re.compile(r"Rules?\s+of\s+(?:(?:Civil|Criminal|Appellate|Juvenile|Trial)\s+)?Procedure")),
    # (in lower case after the state's name: "rule 17(e) of the Utah rules of civil procedure", Price UT)
    ("rules_of", ("rules of civil procedure", "rules of criminal procedure", "rules of\ncivil procedure", "rules of\ncriminal procedure"), None),
    ("rules_of", ("O.R.C.P.",), None),
    ("irc", ("Revenue Code", "Revenue\nCode"), re.compile(r"Internal\s+Revenue\s+Code")),
    ("irc", ("501(c)(",), None),
    ("irc", ("I.R.C.",), None),
    ("internal", ("ection",), re.compile(r"ections?\s+(?:[A-Z](?![a-z])|\([A-Z]\))")),  # "Section C", "section (A)"
    # "subsection (b) of section 12-5": only where the "internal" trigger fired (a trigger's
    # name instead of literals: the text is not scanned again).
    ("internal_of", "internal", _AnyOf(re.compile(r"\)\s*,?\s+of\s+(?:this\s+)?(?:[Ss]ections?\s*\d|Sec\.\s*\d|§)"),
                                       re.compile(r"\b[A-Z]\s*,?\s+of\s+(?:this\s+)?(?:[Ss]ections?\s*\d|Sec\.\s*\d|§)"))),
    # "sub. (3)", "pars. (a)" print ". (" (in many texts, between sentences: the pattern after
    # it opens on the period, which the engine skips to in C); "subd. 2" does not.
    # (opening on the line break: a literal the engine skips to; the pattern checks the separator)
    ("scrape_line", ("\n",), re.compile(r"\n\d{1,3}\.\d{2,3}\n[ \t]*\(")),
    ("wi_internal", ("subd",), None),
    ("wi_internal", (". (",), re.compile(r"\.(?<=sub\.|par\.|ubs\.|ars\.|Sub\.|Par\.)\s?\(")),
    # (a lettered subsection after "sub.": "specified in sub. A.1.", Rochester WI)
    ("wi_internal", ("sub.", "subs.", "Sub."), re.compile(r"\b[Ss]ubs?\.[ \t]*[A-Z](?![a-z])")),
    # "city charter" in lower case (the capitalized forms are rare literals, below).
    # (AWWA, EPD and the acts' initials are rare literals, below)
    ("bodies", ("Federal Regulations", "Federal\nRegulations"), None),
    ("fedprose", ("federal regulations", "United States Code", "united states code", "U.S. Code", "U. S. Code", "CFR Title"), None),
    ("pa_code", ("Pennsylvania Code", "PA Code"), None),
    ("act", (" Act", "Bankruptcy Code"), None),
    # (two patterns, each opening on its literal: an alternation of them scans every position)
    ("article_lc", ("article ", "division "), _AnyOf(re.compile(r"article\s+(?:[IVXL]+|\d|[A-Z]\s+of\s+this\b)"), re.compile(r"division\s+\d"))),
    ("article_lc", ("Article ",), re.compile(r"Article\s+[A-Z](?:\s+of\s+this\b|,\s*§\s*\d)")),  # "Article B of this chapter", "Article J, § 13-1-124"
    ("article", ("articles ",), re.compile(r"articles\s+(?:[IVXL]+|\d)")),
    ("charter", ("charter",), None),
    ("general_laws", ("general laws",), None),  # "chapter 31 of the general laws"
    ("in_gar", ("Indiana General",), None),
    ("article", ("art. ", "Art. ", "arts. ", "Arts. "), re.compile(r"(?<![\w.])[Aa]rts?\.\s(?:[IVXLA-H]|\d{1,4}\s+of\s)")),
    # the MUTCD's title in lower case ("the manual on uniform traffic control devices")
    ("uniform_lc", ("uniform traffic", "Manual of Traffic Control", "Manual on Traffic Control"), None),
    # (the ICBO's other codes in lower case: "the uniform code for the abatement of\ndangerous buildings", Ely NV)
    ("uniform", ("uniform code for", "uniform administrative", "uniform\nadministrative", "national plumbing"), None),
    # Illinois's administrative code in lower case: "35 Illinois administrative code 601" (Abingdon IL)
    ("adm", ("Illinois",), re.compile(r"Illinois\s+administrative\s+code")),
    ("adm", ("Utah",), re.compile(r"Utah\s+administrative\s+code")),
    ("adm", (" of the Utah ",), re.compile(r"\bR\d{3}-\d{1,3}-\d{1,4}[a-z]?(?:\(\w{1,3}\))*\s+of\s+the\s+Utah\s+[a-z]")),
    # ("section NR\n812.42, Wisconsin administrative code", Menomonie WI: the agency's prefix before a line break)
    ("adm", ("Wisconsin",), re.compile(r"Wisconsin\s+administrative\s+code")),
    ("adm", ("comm.",), re.compile(r"[Cc]hapters?\s+comm\.")),
    # Kentucky's administrative regulations: "401 KAR 5:031", "401 KAR Chapter 5, Section 031" (Leitchfield KY)
    ("adm", (" KAR ", " K.A.R. "), None),
    # Oregon's administrative rules by their initials: "OAR 918-750 et seq." (Myrtle Point OR)
    ("adm", ("OAR ", "O.A.R."), None),
    ("adm", ("IDAPA ", "IDAPA\n"), None),
    # Montana's administrative rules by their initials: "ARM 32.3.1204" (Hardin MT)
    ("adm", ("ARM ",), None),
    # Michigan's administrative rules by number: "R 325.11401", "R323.2313(a)" (Homer MI)
    ("adm", ("R 3", "R3", "R\n3", "R 1", "R 2", "R 4", "Michigan Administrative Code", "M.A.C."), None),
    ("adm", ("Cal. Code", "California Code of Regulations"), None),
    ("labstd", ("standard methods for",), None),
    # (or a Sterling code's own title cited in lower case: "the provisions of title\n10 conflict", Menomonie WI)
    ("title", ("title ", "title\n"), re.compile(r"title\s+\d{1,2}(?:\s*,\s*[\"\u201c][^\"\u201d\n]{1,50}[\"\u201d]\s*,)?\s+of\s+this\s+[Cc]ode|\b(?:of|in|within|this)\s+title\s+\d{1,2}\b")),
    # (several: "titles 10 and 11 of this Code", Baxter MN)
    ("title", ("titles ", "Titles "), re.compile(r"[Tt]itles\s+\d{1,2}\b[^.;]{0,30}\bof\s+this\s+")),
    # the SBCCI's building code in lower case: "the requirements of standard building code" (Jefferson County GA)
    ("uniform", ("standard building code",), None),
    # and the ICBO's and IAPMO's ("the current uniform\nbuilding code", Havre MT)
    ("uniform", ("uniform",), re.compile(r"uniform\s+(?:plumbing|mechanical|building|fire|dwelling)\s+code")),
    ("uniform", ("national electric",), None),
    # (Wisconsin's commercial building code by name, in any case: "the Wisconsin\ncommercial building code", Menomonie WI)
    ("uniform", ("Wisconsin",), re.compile(r"Wisconsin\s+[Cc]ommercial\s+[Bb]uilding\s+[Cc]ode")),
    ("uniform", ("international",), re.compile(r"international\s+(?:building|residential|fire|plumbing|mechanical|fuel|energy|existing|property)")),
    # "Brandon Municipal Code 15-14-1", "Ordinance 7-2" (a chapter of the code, Brandon style)
    ("code_ord", ("Code", "Ordinance", "City code", "Village code", "Town code", "Municipal code"), re.compile(
        r"(?:Municipal|City|Village|Town)\s+Code\s*,?\s*(?:§|[Ss]ection\s)?\s*\d|Ordinance\s+[1-9]|\d\s+of\s+the\s+(?:[A-Z][a-z]+\s+)?(?:Municipal|City|Village|Town)\s+[Cc]ode")),
    # "violation of 10-2-12": a hyphenated number after a word ending the way the context
    # words of ``local_bare`` end.
    ("bare", ("-",), re.compile(r"\d(?<=[fnhroy]\s\d)\d*-\d")),  # "[fnhroy]\s\d+-\d" ("required by 3-8-6"), digit first
    # a number dotted in three parts, or in two with its subsection ("41.19(a)") (opening on the period,
    # which the engine skips to; the digits and context word before it are the pattern's to check)
    ("bare", (".",), re.compile(r"\.(?<=\d\.)(?:\d{1,3}\.(?:\d|[A-Z]\b)|\d{1,4}[A-Z]?\([a-z0-9])")),
    # Chicago's padded section numbers ("17-10-0102"), opening on the hyphen before the padding
    ("padded", ("-0",), re.compile(r"-0(?<=\d-0)\d{3}(?![\d])")),
    # a three-part number opening a line after one that ends mid-sentence ("standards of\n8-13-7.", Reedsville WI),
    # opening on the hyphen
    ("bare_line", ("-",), re.compile(r"-(?:(?<=[a-z,(]\n\d-)|(?<=[a-z,(]\n\d\d-)|(?<=[a-z,(][ \t]\n\d-)|(?<=[a-z,(][ \t]\n\d\d-))\d{1,3}-\d")),
    ("penalty_see", ("Penalty, see",), None),
    ("ky_sos", ("Standards of Safety", "Standards of\nSafety"), None),
    ("penalty_see", (", see ",), re.compile(r"[a-z], see \d{2,4}\.\d{2,3}[ \t]*(?:\n|$)")),
    ("odot_item", ("ODOT ", "ODOT\n", "O.D.O.T.", "O. D. O. T.", "O.D.T.", "Ohio Department of", "specifications for Item"), None),
    ("usps_dmm", ("Mail Manual", "Mail\nManual"), None),
    ("idaho_ir", ("nfraction rule", "nfraction Rule", "criminal rules"), None),
    ("scs_tr55", ("TR-55", "TR55", "Urban Hydrology", "Urban\nHydrology", "NOAA"), None),
    ("ohio_cms", ("Material Specification", "Materials Specification", "Material\nSpecification", "Materials\nSpecification"), None),
    ("cfr_bare", ("C.F.R.", "CFR", "C. F. R.", "Pa.Code", "Pa. Code"), None),
    ("labstd", ("Ten State", "Ten-State", "10 State", "10 - State", "10-State", "Recommended Standards for", "EPA method", "EPA Method"), None),
)
# Rare literals, found in one scan: each ``in`` test scans the whole text, and a few dozen of
# them cost more than one alternation whose branches all open on a capital (the engine skips in
# C to the capitals; no groups, which would cost it that skip). Each match's first three
# characters name its trigger; "title" is then confirmed by its own pattern.
_RARE = re.compile(
    r"Iowa|SDCL|South\s+Dakota\s+Codified|Montana\s+public\s+works\s+standard|General\s+Laws|Zoning|ASTM|A\.S\.T\.M\.|A\.N\.S\.I\.|AASHTO|AASHO\s|ANSI|American\sNational|Department|County|Title|Tit\.\s\d|NFPA|N\.F\.P\.A|UL\s(?:\d|[Ss]tandard\s\d)"
    # The MUTCD, model codes ("International Building Code", "Uniform Plumbing Code", "National
    # Electrical Code") and Wisconsin's "Uniform Dwelling Code".
    r"|Uniform|MUTCD|MANUAL\s(?:ON|OF|FOR)\sUNIFORM|M\.U\.T\.C\.D\.|MSFC\b|International|BOCA[\s)]|UPC\b|National\sElec|National\sPlumbing|National\sFire\sCode|National\sInstitute\sof\sStandards|National\sFire\sProtection|National\sRegister|American\sWater\s?[Ww]orks|NIST|Hydrologic\sAtlas|Georgia\sPollution|Utility\sAccommodation|Ringelmann|Ringlemann|Statewide\sUrban\sDesign|SUDAS\b|Idaho\s[Ss]tandards\s[Ff]or|ISPWC|Compendium\s[Oo]f\sAnimal|National\sEmission|NESHAP|NAICS|North\sAmerican\sIndustry|SIC\s|Standard\sIndustrial"
    r"|Standard\s(?:Building|Existing|Unsafe|Housing|Plumbing|Mechanical|Gas|Fire|Swimming|Amusement|Traffic\sOrdinance)|Model\sTraffic"
    # Administrative codes: "Wis. Adm. Code", "Ohio Administrative Code", "WAC", "O.A.C.", "Minn. R.".
    r"|Adm(?:in)?\.|Administrative|WAC|AAC\b|IAC\b|HAR\b|LAC\b|N\.J\.A\.C|CCR\b|NCAC\b|VAC|OAC|TAC\b|A\.C|Minn(?:esota|\.)\s*(?:R|rules?\b)|CMR|C\.M\.R\.|ARSD|Comp\.\s*R|COMAR|Code\sof\sMaryland\sReg"
    # Wisconsin agency chapters printed alone: "ch. SPS 362", "ch. NR 151"
    # (and the old rules' agency with the word: "ILHR section 51.01(11a)", Menomonie WI; the health department's former "HSS 195")
    r"|SPS \d|NR \d|ATCP \d|DHS \d|HSS \d|HFS \d|Trans \d|COMM \d|ILHR \d|DSPS \d|SPS\s§|NR\s§|ATCP\s§|DHS\s§|ILHR\ssection\s\d"
    # "2011 Wisconsin Act 32"
    r"|Wis(?:consin|\.)\s*Act\b"
    # "Construction" is in most street chapters: not "Const" alone.
    r"|Const(?:itution|\.)|Acts|Laws\sof\s(?:1[789]|20)\d\d|Laws\sof\s[A-Z][a-z]+\s(?:of\s)?(?:1[789]|20)\d\d|Laws\s(?:19|20)\d\d\s?,|Laws\s(?:19|20)\d\d\sof\s[A-Z]|Laws\s?,?\s*(?:[Cc]hapter|[Cc]h\.)|Laws\b(?<=\d\sSession\sLaws)|Extraordinary\s|Act\s(?:No\.\s?)?\d|Act\sof\s(?:[A-Z]|1[89]\d\d,)|St\.\s?(?:1[789]|20)\d\d\s?,?\s?[Cc]|St\.\s?T?\.?\s?\d{1,2}\s|Statutes,\s|Ordinances\sof\s\d|Charter|Appendix|Appendices|App\.|Appx\."
    # "Standard Specifications for Highway and Structure Construction"
    r"|Standard\sSpec|Standard\s\d"
    # laboratory and plumbing standards ("Standard Methods for the Examination of Water ...", "PDI-G101")
    r"|Standard\sMethods|PDI[\s\-]?[A-Z]|Plumbing\sand\sDrainage"
    # named ordinances and plans, FEMA's flood documents, "Article 8"
    r"|Subdivision\s|Land\sDivision|Land\sUse\sOrdinance|Shoreland|Erosion\sControl|Storm\s?water|Sign\s[OCR]|Noise\s[OC]|Nuisance\s[OC]"
    r"|ODOT\s*/\s*APWA|Sewer\sUse\s|Pretreatment\s[OCR]|Animal\sControl\s[OCR]|Blight\s[OCR]|Sanitary\s(?:Engineering\s)?Code|Code\sEnforcement\sBoard\sOrdinance"
    r"|Official\sMap|Comprehensive|Flood\s|Floodplain\s|FEMA|FIRM|FIS\b|NFIP\s|Life\sSafety\sCode|Articles?\s|Divisions?\s\d|Div\.\s\d"
    # the Institute of Transportation Engineers' manuals
    r"|ITE\s|Institute\sof\sTransportation|Trip\sGeneration|Parking\sGeneration"
    # named manuals, handbooks and plant lists
    r"|Manual|Handbook|Plant\sList|Tree\sList|Species\sList"
    # the Bill of Rights by name: "First Amendment" (each branch spelt out: a group opening a
    # branch costs the engine its skip to capitals, 17x slower over the corpus)
    r"|First\sAmendment|Second\sAmendment|Fourth\sAmendment|Fifth\sAmendment|Sixth\sAmendment"
    r"|Eighth\sAmendment|Fourteenth\sAmendment"
    # "State Sanitary Code", the USGS maps
    r"|State\s[A-Z][a-z]+\s(?:Prevention\s)?Code|USGS|U\.\s?S\.\s?G|United\sStates\s[Gg]eological"
    # federal acts known by their initials ("section 3001 of RCRA"), AWWA standards, Georgia EPD rules
    r"|RCRA|CERCLA|FWPCA|CWA\b|CAA\b|ADA\b|ADAAG\b|NEPA|FLSA|ERISA|FOIA|OSHA|TSCA|SDWA|FIFRA|AWWA|A\.W\.W\.A\.|EPD\s"
    # ASME's standards ("American Society of Mechanical Engineers Standard A112.19.2")
    r"|ASME\s|American\sSociety\sof\sMech|American\s[Pp]yrotechnics|American\sSociety\s(?:for|of)\sTesting"
    r"|American(?:s|[\u2019']s)?\s(?:[Ww]ith\s)?[Dd]isabilities\s[Aa]ct"
    # other standards bodies: "ASHRAE 90.1", "IEEE 1547", "NSF/ANSI 61"
    # the ICC's codes by their initials: "IFC 903.2"
    r"|I(?:BC|RC|FC|PC|MC|FGC|ECC|EBC|PMC|SPSC|WUIC|ZC)\b"
    r"|EIA/TIA|TIA/EIA|ANSI/TIA|TIA[\s\-]\d|FCC[ \t]\d|Indiana\sDrainage\sCode|F\.\s?C\.\s?C\.[ \t]\d|Robert[\u2019']s\sRules|North\sAmerican\s(?:Vertical\s)?Datum|NAV?D\d\d|NGVD\d\d|NAVD\b|NGVD\b|National\sGeodetic"
    r"|ASA\)?[ \t]+[A-Z]\d"
    r"|Society\sof\sAutomotive|ASHRAE|IEEE|ACI\s\d|ICC\s[A-Z]?\d|NSF|ASSE|IAPMO|ASCE|SAE\s[A-Z]?\d|ISO\s\d|IESNA|AWS\s[A-Z]?\d|API[\s\-]\d|APA\s(?:[Ss]tandard\s)?\d|NEMA|CISPI|C\.I\.S\.P\.I\.")
_RARE_NAMES = {
    "Iow": "iowa", "SDC": "sdcl", "Sou": "sdcl", "Gen": "general_laws", "Zon": "zoning", "AST": "astm", "A.S": "astm", "Mon": "std_specs", "Mod": "uniform", "AAS": "aashto",
    "ANS": "ansi", "A.N": "ansi", "Ame": ("ansi", "bodies", "astm"), "ASM": "bodies", "Dep": "dot", "Cou": "county", "Tit": "title", "Uni": ("uniform", "usgs"), "MUT": "uniform", "M.U": "uniform",
    "Int": "uniform", "BOC": "uniform", "UPC": "uniform", **{k: "uniform" for k in ("IBC", "IRC", "IFC", "IPC", "IMC", "IFG", "IEC", "IEB", "IPM", "ISP", "IWU", "IZC")}, "Nat": ("uniform", "named_doc", "nfpa"), "Uti": "named_doc", "Rin": "named_doc", "NES": "named_doc", "NAI": "named_doc", "Nor": "named_doc", "SIC": "named_doc", "NIS": "named_doc", "NFP": "nfpa", "N.F": "nfpa", "UL ": "nfpa", "Lif": "nfpa", "Fir": "amend", "Sec": "amend", "Fou": "amend", "Fif": "amend", "Six": "amend", "Eig": "amend", "Adm": "adm", "WAC": "adm", "VAC": "adm", "AAC": "adm", "SPS": "adm", "NR ": "adm", "ATC": "adm", "DHS": "adm", "Tra": "adm", "COM": "adm",
    "ILH": "adm", "HSS": "adm", "HFS": "adm", "IAC": "adm", "HAR": "adm", "LAC": "adm", "N.J": "adm", "CCR": "adm", "NCA": "adm", "TAC": "adm", "ARS": "adm", "DSP": "adm", "CMR": "adm", "C.M": "adm", "OAC": "adm", "A.C": "adm", "Min": "adm", "Wis": "wis_act",
    "Con": "const", "Act": "acts", "Law": "acts", "Ext": "acts", "St.": ("acts", "cbcst"), "Ord": "acts", "Cha": "charter", "App": "appendix", "Sta": ("std_specs", "state_code", "uniform", "labstd", "cbcst", "named_doc", "nfpa"), "Com": ("named_ord", "adm", "named_doc"), "Lan": "named_ord", "Sho": "named_ord", "Ero": "named_ord",
    "Sto": "named_ord", "Sig": "named_ord", "Noi": "named_ord", "Nui": "named_ord", "Off": "named_ord", "Flo": ("fema", "named_ord"), "FEM": "fema", "FIR": "fema", "FIS": "fema", "NFI": "fema", "Art": "article", "Div": "division", "Sub": ("named_ord", "division"), "ITE": "ite", "Tri": "ite", "Par": "ite", "Man": "named_doc", "Hyd": "named_doc", "Geo": "named_doc", "Han": "named_doc", "Pla": "named_doc", "Tre": "named_doc", "Spe": "named_doc", "Ins": "ite", "USG": "usgs", "U.S": "usgs", "U. ": "usgs",
    "RCR": "act", "CER": "act", "FWP": "act", "CWA": "act", "CAA": "act", "ADA": ("act", "bodies"), "NEP": "act", "FLS": "act",
    "ERI": "act", "FOI": "act", "OSH": "act", "TSC": "act", "SDW": "act", "FIF": "act", "AWW": "bodies", "A.W": "bodies", "EPD": "bodies", "ASA": "asa",
}
_RARE_NAMES.update({"EIA": "tia", "TIA": "tia", "ANS": ("ansi", "tia")})  # the towers' standard
_RARE_NAMES.update({"Rob": "roberts"})
_RARE_NAMES.update({"MAN": "uniform"})  # the MUTCD's name in capitals
_RARE_NAMES.update({"FCC": "fcc", "F.C": "fcc", "F. ": "fcc"})  # the FCC's orders by number
_RARE_NAMES.update({"Ind": "in_drainage"})  # Indiana's drainage code by name
_RARE_NAMES.update({"MSF": "state_code"})  # the Minnesota State Fire Code's initials
# Iowa's urban design standards ("Sta" opens them spelt out), Idaho's public works standards
_RARE_NAMES.update({"SUD": "named_doc", "Ida": "named_doc", "ISP": "named_doc"})
_RARE_NAMES.update({"Cod": ("adm", "named_ord")})  # "Code of Maryland Regulations" ("COMAR" opens on "COM", already "adm");
# a Kentucky city's "Code Enforcement Board Ordinance"
_RARE_NAMES.update({"NAD": "datum", "NAV": "datum", "NGV": "datum", "Nor": ("named_doc", "datum")})
_RARE_NAMES["Nat"] = (*_RARE_NAMES["Nat"], "datum")  # ("National Geodetic Vertical Datum")  # geodetic datums
_RARE_NAMES.update({"Sew": "named_ord", "Pre": "named_ord"})  # sewer-use ordinances
_RARE_NAMES.update({"Bli": "named_ord"})  # a township's blight ordinance
_RARE_NAMES.update({"Ani": "named_ord"})  # a county's animal control ordinance
_RARE_NAMES.update({"San": "named_ord"})  # a county's sanitary code
_RARE_NAMES.update({"ODO": "std_specs"})  # Oregon's joint ODOT/APWA specifications
_RARE_NAMES.update({"PDI": "labstd", "Plu": "labstd"})  # "lab_standards": its PDI designations
_RARE_NAMES.update({b.replace("\\", "")[:3]: "stdbody" for b in rx.STD_BODIES})  # their branches in _RARE open on these
_RARE_NAMES["Soc"] = "stdbody"  # SAE spelt out: "Society of Automotive Engineers Standard J1287"
_RARE_CONFIRM = {"title": re.compile(r"Title\s+\d{1,2}\s*,\s*(?:[Cc]hapter\s+\d{1,3}\s*,\s*)?[Ss]ection\s+\d|Code\s*,?\s*Title|Title\s+\w+\s+of\s+th|(?:of|in|er|th|by|ee|so|is)\sTitle\s+\d|[Ss]ee\sTitle\s[IVXL]|this\sTitle\s[IVXL]|,\sand\sTitle\s\d|,\sTit\.\s\d")}
# Pattern name -> the triggers any one of which it needs.
_NEEDS = {
    "title_code": {"st"}, "ok_title": {"st"}, "ok_words": {"st"}, "il_municipal_code": {"st"}, "il_vehicle_code": {"st"}, "il_criminal_code": {"vehicle_law"}, "il_act_section": {"il_sec"}, "state": {"st"}, "named_code": {"code_law"}, "ny_law_lc": {"ny_lc"},
    "pub_law": {"st"}, "stat_large": {"stat_large"}, "cfr_subch": {"subch"}, "tx_civ_stat": {"tx_civ"}, "tx_ccp": {"tx_ccp"}, "pa_mpc": {"pa_mpc"}, "us_amendment": {"amend"},
    "wi_s_internal": {"s"}, "wi_prefix": {"wis"}, "wi_suffix": {"wis"}, "wi_chapter": {"wis"}, "wi_s": {"s"},
    "wi_four_decimal": {"sign", "sec"}, "iowa": {"iowa"}, "ohio": {"ohio"}, "ohio_chapter": {"ohio"}, "sdcl": {"sdcl"},
    "nfpa": {"nfpa"}, "mass": {"mass"}, "mass_suffix": {"general_laws"}, "mass_name": {"general_laws"}, "mass_context": {"general_laws", "mass"}, "mass_bare": {"sec", "said"}, "mass_words": {"words_ch"}, "zoning_code": {"zoning"}, "zoning_code_section": {"zoning"}, "development_code": {"devcode"}, "own_zoning": {"own_zoning"}, "astm": {"astm"}, "aashto": {"aashto"}, "ansi": {"ansi"}, "mutcd": {"uniform", "uniform_lc"}, "dot": {"dot"},
    "county_standards": {"county"}, "place_standards": {"place_std"}, "penndot_pub": {"penndot"}, "std_specs": {"std_specs", "sewer_main"},
    "named_ordinance": {"named_ord"}, "named_subject_code": {"subject_code"}, "fema": {"fema"}, "fema_pub": {"fema"}, "local_division": {"article", "division", "article_lc"}, "local_division_number": {"division"}, "in_gar": {"in_gar"}, "local_article": {"article"}, "local_articles": {"article"}, "article_section": {"article"}, "local_dotted": {"dotted"}, "city_code_abbrev": {"citycode"}, "local_article_lc": {"article_lc"}, "named_act": {"act"}, "model_traffic_code": {"uniform"}, "internal_number": {"internal"}, "internal_bare_item": {"bare_item"}, "internal_bare_dotted": {"bare_dotted"}, "building_code": {"bcode"}, "awwa": {"bodies"}, "ada_named": {"bodies"}, "adaag": {"act", "bodies"}, "federal_act_named": {"act"}, "lab_standards": {"labstd"}, "asme": {"bodies"}, "asa": {"asa"}, "apa_named": {"bodies"}, "std_body": {"stdbody"}, "tia": {"tia"}, "fcc_order": {"fcc"}, "oepa_permit": {"oepa"}, "in_drainage_code": {"in_drainage"}, "roberts_rules": {"roberts"}, "proctor": {"proctor"}, "fmvss": {"fmvss"}, "datum": {"datum"}, "epd_rule": {"bodies", "dot"}, "ga_rule_dept": {"ga_rules"}, "ga_rule_section": {"ga_rules"}, "ga_rules_title": {"ga_rules"},
    "ga_rules_chapter_first": {"ga_rules"}, "ordinance_part": {"ord_part"}, "far_part": {"far"}, "cfr_title": {"bodies", "fedprose", "pa_code"},
    "ansi_title": {"ansi"}, "federal_spec": {"fed_spec"}, "code_of_place": {"code_of"}, "rules_of_procedure": {"rules_of"}, "state_vehicle_code": {"vehicle_law"}, "state_lc_act": {"lc_act"}, "ordinances_list": {"ord_list"}, "il_water_well": {"water_well"}, "tx_code_whole": {"code_law"}, "ite": {"ite"}, "named_document": {"named_doc"}, "state_code": {"state_code"}, "named_local_code": {"code_ord"}, "usgs": {"usgs"}, "wwi": {"wwi"}, "il_rev_stat": {"il_rev"}, "wi_agency_glossed": {"adm"}, "ohio_basic": {"ohio_basic"}, "other_code_prefix": {"other"}, "local_section_sign": {"sign", "s"},
    "local_section_word": {"sec"}, "local_plain_section": {"sec"}, "local_plain_section_cap": {"sec"}, "local_sec_subsection": {"sec"}, "local_chapter": {"ch"}, "local_chapter_of_title": {"ch"}, "local_title_chapters": {"ch"}, "local_chapters": {"ch"}, "local_chapter_roman": {"ch"}, "local_part": {"part_sub"}, "part_title_words": {"part_words"}, "local_article_of_chapter": {"ch"}, "ga_title": {"title", "st"}, "local_title": {"title"}, "internal": {"internal"},
    "internal_lower": {"internal"}, "internal_bare_path": {"paren_path"}, "subdivision_of_section": {"subdiv_of"}, "ordinance_defined": {"ord_defined"}, "local_art_abbrev": {"article"},
    "local_bare": {"bare"}, "local_bare_line": {"bare_line"}, "local_padded": {"padded"}, "local_scrape_line": {"scrape_line"}, "local_penalty_see": {"penalty_see"}, "ky_standards_of_safety": {"ky_sos"}, "pa_code_title": {"pa_code"}, "cfr_bare": {"cfr_bare"}, "ohio_cms": {"ohio_cms"}, "odot_item": {"odot_item"}, "usps_dmm": {"usps_dmm"}, "idaho_ir": {"idaho_ir"}, "scs_tr55": {"scs_tr55"},
    "wi_admin": {"adm"}, "wi_agency_rows": {"adm"}, "id_admin": {"adm"}, "wac": {"adm"}, "comp_rules": {"adm"}, "va_admin": {"adm"}, "ak_aac": {"adm"}, "az_admin": {"adm"}, "tx_admin": {"adm"}, "fl_admin": {"adm"}, "md_article": {"md_art"}, "mass_cmr": {"adm"}, "ohio_admin": {"adm"}, "minn_rules": {"adm"}, "arsd": {"adm"}, "ia_admin": {"adm"}, "il_admin": {"adm"}, "hi_admin": {"adm"}, "la_admin": {"adm"}, "ia_admin_agency": {"adm"}, "ut_admin": {"adm"}, "in_admin": {"adm"}, "ilcs_ch": {"st"}, "nj_admin": {"adm"}, "co_ccr": {"adm"}, "nc_admin": {"adm"}, "ca_regs": {"adm"}, "md_comar": {"adm"}, "ky_admin": {"adm"}, "or_admin": {"adm"}, "ne_nac": {"ne_nac"}, "phs_doc": {"phs_doc"}, "mt_admin": {"adm"}, "mi_admin": {"adm"},
    "constitution": {"const"}, "constitution_suffix": {"const"}, "constitution_sections": {"const"}, "constitution_context": {"const"},
    "cbc_statutes": {"cbcst"}, "crs_articles": {"st"}, "crs_path": {"crs"}, "session_law": {"acts"}, "ga_laws": {"ga_laws"}, "irc": {"irc"}, "public_act": {"acts"}, "wi_act": {"wis_act"}, "ohio_suffix": {"ohio"}, "charter": {"charter"},
    "model_code": {"uniform"}, "udc": {"uniform"}, "local_appendix": {"appendix"}, "local_appendix_bare": {"appendix"}, "local_appendixes": {"appendix"}, "local_schedule": {"schedule"},
    "internal_of_section": {"internal_of"}, "subsections_of_section": {"internal"}, "wi_internal": {"wi_internal"},
}


# Rare-literal prefixes -> the triggers they name, always as tuples (a prefix two triggers share:
# "Sta" opens Standard Specifications and "State ... Code"), and the literal triggers split once
# from those that depend on another trigger: no per-clause type tests.
_RARE_TRIGGERS = {k: (v if isinstance(v, tuple) else (v,)) for k, v in _RARE_NAMES.items()}
_LITERAL_TRIGGERS = tuple(t for t in _TRIGGERS if not isinstance(t[1], str))
_DEPENDENT_TRIGGERS = tuple(t for t in _TRIGGERS if isinstance(t[1], str))


def _literal_automaton(triggers) -> tuple[ahocorasick.Automaton, tuple]:
    """An automaton mapping each literal to the (name, pattern) entries it opens, and the
    entries whose literal is "" (in every text: their pattern alone decides)."""
    by_literal: dict[str, list] = {}
    for name, literals, pattern in triggers:
        for literal in literals:
            by_literal.setdefault(literal, []).append((name, pattern))
    automaton = ahocorasick.Automaton()
    for literal, entries in by_literal.items():
        if literal:
            automaton.add_word(literal, tuple(entries))
    automaton.make_automaton()
    return automaton, tuple(by_literal.get("", ()))


_LITERALS, _ALWAYS = _literal_automaton(_LITERAL_TRIGGERS)


_ASME_DESIGNATION = re.compile(rx.ASME_DESIGNATION)
_SESSION_ORDINAL = {"F": "1st", "1": "1st", "S": "2nd", "2": "2nd", "T": "3rd", "3": "3rd"}
_MI_CONTEXT = re.compile(r"\bMCL\b|\bM\.\s?C\.\s?L\.|Michigan")
_STATE_PREFIX_BEFORE = tuple((j, re.compile(rf"(?:{r.pattern})\s*,?\s*$")) for j, r in rx.STATE_NAME_PREFIX)


_FEMA_SINGULAR = re.compile(r"Maps$")
_NFPA_MORE = re.compile(r"\d{2,4}[A-Z]?")
# (or its subsection, then a comma: "Section 6(f), Article VII of the Florida Constitution", Melbourne Beach FL)
_CONST_SECTION_FIRST = re.compile(r"(?:\b[Ss]ection\s+|§\s*)(\d{1,3}[A-Za-z]?(?:\([a-z0-9]{1,3}\))*)(?:\s+of|\s*,)\s+$")
_ARTICLE_JUST_BEFORE = re.compile(r"\b[Aa]rticle\s+(?:[IVXL]+|\d{1,3})\s*,\s*$")
_PLACE_WORD_BEFORE = re.compile(
    r"\b(?!(?:The|This|Said|Such|See|Under|In|Per|By|And|Or|Of|With|From|To|Any|Each|An?|As|If|Its|That|These)\b)"
    r"([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+$")
_GA_ADMIN_CODE_BEFORE = re.compile(r"\bGa\.\s?Admin\.\s?Code\s\u00a7\s?$")
_GA_ADMIN_CODE_AGAIN = re.compile(
    r"\s+of\s+the\s+(?:Georgia\s+)?Rules\s+for\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,3}\s*\(\s*Ga\.\s?Admin\.\s?Code\s\u00a7\s?"
    r"(?P<n>391-[\w\-.()]+?)\s*\)")
_CMR_NAMED_BEFORE = re.compile(
    r"(?:\b[Ss]ections?\s+(?P<a>\d{1,4}(?:\.\d{1,3})?)(?:\s+(?:through|to)\s+(?P<b>\d{1,4}(?:\.\d{1,3})?))?\s*,?\s+of\s+)?"
    r"(?P<chw>[Cc]hapter)\s+(?P<ch>\d{3})\s+of\s+the\s+Code\s+of\s+Massachusetts\s+Regulations\s*\($")
_PART_OF_ORDINANCE = re.compile(r"(?:\b(?P<w>[Ss]ection|[Cc]hapter)\s+|\u00a7\s*)(?P<n>\d{1,4}[A-Za-z]?(?:\([a-z0-9]{1,3}\))*)\s*(?:,|\s+of)\s+(?:[Cc]ity\s+)?$")
# several parts: "Sections 3 and 7 of Ordinance No. 238" (Baltimore)
_PART_ITEM = re.compile(r"\d{1,4}[A-Za-z]?")
_PARTS_OF_ORDINANCE = re.compile(
    r"\b(?P<w>[Ss]ections|[Cc]hapters)\s+(?P<list>\d{1,4}[A-Za-z]?(?:\s*(?:,|\band\b|\bor\b|,\s*and\b)\s*\d{1,4}[A-Za-z]?)+)\s+of\s+$")
_ORDINANCE_NUMBER = re.compile(r"\d{4}-\d{1,4}|\d{1,4}-\d{2,4}|\d{3,4}")
_CITY_BEFORE = re.compile(r"\b[Cc]ity\s+$")
# the words the building-code pattern's look-behinds allow before the code's name ("the", "said", "city's",
# "the county", "code and"); any other small word before it must follow the place's name
# (an agency's possessive too: "the Department of\nCommerce\u2019s Building and Plumbing Code", Gilman WI)
# (or the governments whose code it is: "shall conform to state and\ncity plumbing code requirements", East Helena MT)
# ("in compliance with the current building code", Grand Island NE: the code in force, as three labels keep it)
# ("the village Building Code", "the village\nBuilding Code", Jefferson OH: the place's own, as after "the city")
_BUILDING_CODE_WORD_BEFORE = re.compile(r"(?:\b[Tt]he|\bsaid|\bthe\scurrent|[Cc]ity's|[Cc]ounty's|\bthe\s(?:county|city|parish|village|town|township)|\bcodes?\sand|[A-Z][a-z]+['\u2019]s"
                                        r"|\b(?:state|county)\s+and\s+city)\s$")  # (not "state and local building codes": any code, Newburg WI)
# Capitalized subjects named together are the codes of those subjects ("the Building and Plumbing Codes", Three Oaks MI,
# Wilber NE, Gilman WI), except a part of the code itself: "the Building and Housing Code of the Codified Ordinances"
_OWN_CODE_PART_AFTER = re.compile(r"\s+of\s+(?:the|these|this)\s+(?:Codified\s+Ordinances|Code)\b")
# (or a county by its name: "requirements of the Kane County building code", Kane County IL)
_PLACE_OF_BEFORE = re.compile(r"\b(?:City|Town|Village|County)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+$"
                              r"|(?<=\bthe\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County\s+$")
_DATUM_YEAR_BEFORE = re.compile(r"\b(1927|1929|1983|1988)\s+$")


def _word_number(words: str) -> str | None:
    """"twenty-three B" -> "23B", "ninety" -> "90": a section or chapter number printed in words."""
    letter = re.search(r"\s+([A-Z])$", words)
    n = parse_number(words[:letter.start()] if letter else words)
    if n is None or n != int(n):
        return None
    return f"{int(n)}{letter.group(1) if letter else ''}"


_AND_CHAPTER_AFTER = re.compile(r"\s+and\s+(?P<cc>c\.\s*(?P<ch>\d+[A-Z]?))\b(?![\-.]\d|\s*,?\s*(?:of\b|§))")
_SECTION_OF_BEFORE = re.compile(r"\b[Ss](?:ections?|ec\.)\s+\d[\w.()\-]*\s+of\s+$")
_WI_AGENCY_CHAPTER_ITEM = re.compile(rf"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?P<agency>{rx._WI_AGENCIES})\s+(?P<num>\d{{2,3}})\b(?![.\-]\d)")
_NAME_THEN_ARTICLE_GAP = re.compile(r"\s*,?\s*")
_CONSTITUTION_NOTE = re.compile(r"[ \t]*State\s+Constitution\s+references?\b")
_MASS_ITEM_BEFORE = re.compile(r"(?:\bc\.\s*\d+[A-Z]?|§+\s*\d+[A-Z]?(?:\([\w.]+\))*)\s*,\s*(?:(?:and|or)\s+)?$")
_GA_RULES_TITLE_BEFORE = re.compile(r"Rules\s+for\s+(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+[\"\u201d]?,?\s*$")
_GA_RULES_BEFORE = re.compile(r"(?:\b(?:Georgia|EPD)\s+)?[\"\u201c]?$")
_NFPA_CHAPTER_BEFORE = re.compile(r"\b[Cc]hapter\s+(\d{1,3})\s+of\s+(?:the\s+)?$")
_PERMIT_AFTER = re.compile(r"(?<=[Ss]ection\s\d\d\d)\s+(?:permits?|certifications?)\b")
# federal acts cited by name whose citations go by their initials, as "section 3001 of RCRA" does
_CLEAN_WATER_ACT = frozenset({"Clean Water Act", "Federal Water Pollution Control Act", "Federal Clean Water Act"})
_STANDARD_TITLE_BEFORE = re.compile(r"\bStandard\s+(?:on|for)\s+(?:[A-Z][a-z]+\s+(?:of\s+|and\s+)?){1,6}[A-Z][a-z]+,[ \t]*\n?[ \t]*$")
_SPECIFICALLY_SECTIONS = re.compile(r"\s*,\s*specifically\s+(?P<list>\d{2,3}\.\d{2,4}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)\d{2,3}\.\d{2,4})*)\b")
_DOTTED_OR_PLAIN = re.compile(r"\d{1,5}(?:\.\d{1,3})?")
_SECTION_OF_PENAL_CODE_BEFORE = re.compile(r"\b[Ss]ection\s+(\d{1,3}[a-z]?)\s+of\s+the\s+(?:State\s+|Michigan\s+)?Penal\s+Code\s*,\s*$")
_SECTION_OF_ACT_BEFORE = re.compile(r"(?:\u00a7|\b[Ss]ection)\s*(\d{1,3}[a-z]?)\s+of\s+(?:the\s+)?$")
_APPENDIX_TO_BEFORE = re.compile(r"\b[Aa]ppendix\s+to\s+$")
_FEDERAL_ACTS_BY_SECTION = frozenset({"Clean Air Act", "Safe Drinking Water Act", "National Housing Act", "Rivers and Harbors Act",
                                      "Housing and Community Development Act of 1974", "Animal Welfare Act"})
# an act's printed name -> the name the labels give it: its initials, or its name with a misprint mended ("Section 704 of the
# Telecommunication Act of 1996", North Olmsted OH)
_ACT_NAMES = {"Resource Conservation and Recovery Act": "RCRA", "Resource Conservation Recovery Act": "RCRA",
              "Telecommunication Act": "Telecommunications Act"}
# (with both verbs, and the place's name before the title: "shall be known and may be cited as Douglas
# Municipal Airport Zoning Ordinance", Douglas GA)
# (or titled so: "This chapter is titled \u201cGreene County Animal Bite and Neglect Ordinance\u201d", Greene County IN)
# (or "The title of this Chapter is the Village of Edgar Public Nuisance Ordinance", Edgar WI)
# (an adverb between: "These rules, regulations and standards shall be officially known as the\n\u201cSubdivision Regulations of the Village of
# Lordstown, Ohio,\u201d", Lordstown OH)
_NAMED_BY_ITSELF = re.compile(r"(?:\b(?:shall|may)\s+be\s+(?:officially\s+)?(?:known|cited|referred\s+to)(?:\s+and\s+(?:shall|may)\s+be\s+(?:known|cited|referred\s+to))?"
                              r"\s+as|\b(?:chapter|article|ordinance|title)\s+(?:is|shall\s+be)\s+(?:en)?titled"
                              r"|\btitle\s+of\s+this\s+(?:chapter|article|ordinance)\s+(?:is|shall\s+be))"
                              r"\s+(?:the\s+)?[\"\u201c]?(?-i:(?:(?:City|Village|Town|Township|County)\s+of\s+[A-Z][a-z]+\s+)?(?:[A-Z][a-z]+\s+){0,2})$", re.I)
_OF_A_NUMBER = re.compile(r"\d[\w.:\-()]*\s+of\s+(?:the\s+)?$")


_CHAPTER_OF_BEFORE = re.compile(r"\b[Cc]hapter\s+(\d{1,4}[A-Z]?)\s+of\s+$")


def _state_named_before(text: str, start: int) -> str | None:
    """The jurisdiction whose statutes are named right before ``start`` ("NCGS "), if any."""
    left = text[max(0, start - 60):start]
    return next((j for j, r in _STATE_PREFIX_BEFORE if r.search(left)), None)


def _open_literal_triggers(text: str, present: set[str]) -> None:
    """Add to ``present`` the literal triggers ``text`` opens: one of its literals printed, then
    its pattern (if any) found. One Aho-Corasick pass finds every literal (an ``in`` test per
    literal, seventy of them, cost five times as much on short clauses; a regex alternation of
    them as much again); a trigger's pattern is searched once however many of its literals the
    text prints, and not at all when ``present`` already holds it."""
    hits = {entries for _, entries in _LITERALS.iter(text)}
    hits.add(_ALWAYS)
    for name, pattern in {entry for entries in hits for entry in entries}:
        if name not in present and (pattern is None or pattern.search(text)):
            present.add(name)


def triggered_patterns(text: str) -> list[tuple[str, re.Pattern]]:
    """The citation patterns worth running on ``text``, in precedence order."""
    present = set()
    for w in _RARE.findall(text):
        # (a branch may put a blank among its first three characters: "UL\t647" names "UL ")
        present.update(_RARE_TRIGGERS[w[:3].translate(_BLANKS)])
    for name, confirm in _RARE_CONFIRM.items():
        if name in present and not confirm.search(text):
            present.discard(name)
    _open_literal_triggers(text, present)
    for name, needed, pattern in _DEPENDENT_TRIGGERS:
        if needed in present and pattern.search(text):
            present.add(name)
    if not present:
        return []
    # Few sets of triggers recur: the patterns for each are listed once (the list comprehension
    # over some forty patterns cost more than the triggers themselves).
    key = frozenset(present)
    found = _BY_TRIGGERS.get(key)
    if found is None:
        found = [(name, p) for name, p in rx.CITATION_PATTERNS if _NEEDS[name] & present]
        if len(_BY_TRIGGERS) < 4096:
            _BY_TRIGGERS[key] = found
    return found


# A term at the head of its definition: "MUTCD - The Manual ...", "ADA: the Act ..."
_DEFINED_TERM_HEAD = re.compile(r"[ \t]+[\-\u2013\u2014:][ \t]")
# Title case around the ADA's initials: the next two words capitalized, or a capitalized word before them that is no
# article, preposition or the like
_TITLE_CASE_AFTER = re.compile(r"[ \t]+[A-Z][a-z]+[ \t]+[A-Z]|[ \t]+Title[ \t]+[IVX]+\b")
_CAPITAL_WORD_BEFORE = re.compile(r"\b([A-Z][a-z]+)[ \t]+$")
_ADA_LEAD_WORDS = frozenset("The See Under Per By With Federal All Any Such This That Each And Or Of For Current Applicable In".split())
_BY_TRIGGERS: dict[frozenset, list[tuple[str, re.Pattern]]] = {}
# Pattern name -> strings one of which each of its matches holds (``literals.required_literals``), where they are
# few and long enough to be worth a test: a clause printing none of them is not scanned with it.
_GATES = {name: gate for name, p in rx.CITATION_PATTERNS
          if (gate := required_literals(p)) is not None and min(map(len, gate)) >= 3 and len(gate) <= 12}
_BLANKS = str.maketrans({c: " " for c in "\t\n\r\f\v\u00a0"})


# (a PDF's running head separates with a colon: "Chapter 6 : Growth Management ...")
# (Baltimore's reserved and repealed sections: "§ 16-25. {Reserved}", "§§ 16-32 to 16-35. {Reserved}")
# (a range's end after one dash or two, or "through": "Secs. 14-8--14-15.   Reserved." in a contents list, Danville KY;
# "Secs. 4-87 through 4-89 Reserved.", Tyler TX; "Secs. 4-3-8 through 4-3-20 reserved.", West Columbia SC; a title
# opening on a number glued to a word in capitals, "\u00a7 50.24 30-DAY NOTICE."; "\u00a7 52.27 (RESERVED).", Pembroke Pines FL)
# (a range spaced around its dash, the sign printed again: "\u00a7 55.105 - \u00a7 55.199  RESERVED.", Lebanon IN)
_HEADING_TAIL = re.compile(r"(?:(?:[\u2014\u2013]|--?)[ \t]*\d[\w.\-]*|[ \t]+(?:[\u2014\u2013]|--?)[ \t]+§?[ \t]*\d[\w.\-]*|[ \t]+(?:through|thru|to)[ \t]+(?:(?:Sec(?:tion|\.)|§)[ \t]*)?\d[\w.\-]*)?(?:(?:\.?[ \t]+(?:[-\u2013\u2014:][ \t]+)?|:[ \t]+)[\"\u201c']?(?:[A-Z\[{]|\d{1,3}-[A-Z]{2})|\.?[ \t]+reserved\b|[ \t]+\((?i:reserved|repealed)\)"
                          # (the title glued to the number: "\u00a7 90.30DEFINITIONS.", Wickliffe KY)
                          r"|(?<=\d)[A-Z]{3,}(?:[ \t,;'\-]+[A-Z]+)*\.[ \t]*$)", re.M)
_LINKED_WORDS = re.compile(r"(?<![:\w])[A-Za-z]+(?:_[A-Za-z]+)+")
_ENDS_MID_SENTENCE = re.compile(r"[a-z,][ \t]*\Z")
_WORD_THEN_NUMBER_LINE = re.compile(r"[^\n]*\n[^\s][^\n]*")
# (or a determiner: "to compel compliance with this\n\u00a7\u00a7\n94.01 through\n94.11. Each day", Concord Township MI)
_OPEN_WORD_BEFORE = re.compile(r"\b(?:in|of|under|to|by|with|per|see|and|or|than|this|these|said|such)[ \t]*\Z")
_RANGE_HEAD_BEFORE = re.compile(r"[ \t]*(?:Sec(?:tions?|s?\.)|§§?)[ \t]*\d[\w.\-]*[ \t]+(?:through|thru|to|[\u2014\u2013]|--?)[ \t]+(?:§[ \t]*)?")
_OHIO_CHAPTER_NUMBER = re.compile(r"\d{3,4}")
_CWA_SECTION_NUMBER = re.compile(r"[1-6]\d\d(?:\(|$)")


def _federal_act_as_cwa(found: list[CitationMatch]) -> list[CitationMatch]:
    """The model pretreatment ordinance's defined "Federal Act" is the Clean Water Act: "effluent guidelines published under\nSection
    307 (b) and (c) of the Federal Act" (Lisbon OH) cites its sections, "Clean Water Act \u00a7 307(b)", as the labels name them."""
    return [replace(c, target="Clean Water Act \u00a7 " + c.target[len("Federal Act "):], jurisdiction="US")
            if c.target.startswith("Federal Act ") and _CWA_SECTION_NUMBER.match(c.target, len("Federal Act ")) else c for c in found]


# (or its chapter and act, or its public act: "the Animal Control Act, being ILCS\nCh. 510, Act 5", "the Cannabis Regulation\nand Tax Act,
# (P.A. 101- 0027)")
_ILCS_AFTER_NAME = re.compile(r"(?:\s*,?\s*\(?\s*|\s*,?\s*(?:being|effective)\b[^.;]{0,50}?)(?:\b\d{1,3}\s+(?:ILCS|Illinois\s+Compiled)\b|ILCS\s+Ch\.|P\.\s?A\.\s*\d)")
_IL_ACT_SMALL_WORDS = re.compile(r"(?<=\s)(?:And|Of|For)\b")
_IL_ACTS_NAMED_WITH_STATE = frozenset({"Underground Facilities Damage Prevention", "Elevator Safety", "Accessibility"})
# A Sterling code's section number opening a contents row, its title after: "10-1-4-26: "
_CONTENTS_NUMBER_BEFORE = re.compile(r"[ \t]*\d{1,3}(?:-\d{1,3}[A-Z]?){1,3}:[ \t]+")
_ODOT_BEFORE = re.compile(r"\bODOT(?:['\u2019]s)?[ \t]+\Z")
# An agency's initials before its state's name opening a document's title
_AGENCY_BEFORE_STATE = re.compile(rf"[A-Z]{{3,6}}[ \t]+(?=(?:{rx.STATE_FULL_NAMES})\s)")
# The section word, and after the line's end a section's number and its title in capitals to the period
_HEADING_AFTER_THIS_SECTION = re.compile(r"[Ss]ection[ \t]*\n\d[\w.\-]*\.[ \t]+[A-Z]{2,}(?:[ \t,;'&\-]+[A-Z]+)*\.")
_ALONE_BEFORE_BLANK = re.compile(r"[ \t.]*(?:\n[ \t]*\n|\n?[ \t]*$)")


# A contents row above: "Sec\n91-41 Purpose\nSec\n91-42 Inspection And Notice" (Hildale UT's article contents, the word on a
# line of its own above each number): the next "Sec" line is the next row, no sentence's line break
_CONTENTS_ROW_LINE = re.compile(r"[ \t]*\d{1,3}(?:[.\-]\d{1,4}){1,2}[ \t]+[A-Z][\w'’\-]*(?:[;,]?[ \t]+(?:[A-Z][\w'’\-]*|and|of|or|the|to|in|for|on|by))*[ \t]*")


# A section's title names what it governs; a section cited inside it cites nothing: in a heading printed in capitals, "§ 91.47
# SIDEWALKS OTHER THAN THOSE LISTED IN \u00a7 91.46.", or in a chapter's contents, "91.47   Sidewalks other than those listed in
# \u00a7 91.46" (Lockport IL; the labels leave titles out)
_CAPS_HEADING_LINE = re.compile(r"[ \t]*\u00a7[ \t]*\d{1,4}(?:[.\-]\d{1,4}){1,2}[ \t]+[A-Z][^a-z\n]*")
_CONTENTS_LINE_HEAD = re.compile(r"[ \t]*\d{1,4}(?:[.\-]\d{1,4}){1,2}[ \t]{2,}[A-Z]")


def _in_title_line(text: str, c: CitationMatch) -> bool:
    if c.kind not in ("local_code", "internal_subsection"):
        return False
    ls = text.rfind("\n", 0, c.start) + 1
    if c.start - ls < 8:
        return False  # (the title's own number, or a row's)
    le = text.find("\n", c.end)
    le = len(text) if le < 0 else le
    return bool(_CAPS_HEADING_LINE.fullmatch(text, ls, le) or (
        _CONTENTS_LINE_HEAD.match(text, ls, c.start) and "\n" not in text[c.start:c.end]
        and not any(ch.isdigit() for ch in text[c.end:le])))


def _is_heading(text: str, start: int, end: int) -> bool:
    """`§ 370-6 Excavations of streets...` (or a markdown `### Section 4.060. Title.`) opening a
    line names the section; it cites nothing."""
    # Walk back over blanks only: slicing from the line start cost a whole line per citation,
    # quadratic in a long unwrapped line full of citations.
    i = start
    if text[start - 1:start] == " " and (ls := text.rfind("\n", 0, start) + 1) > start - 40 \
            and _RANGE_HEAD_BEFORE.fullmatch(text, ls, start) and _HEADING_TAIL.match(text, end):
        return True  # the far end of a heading's range: "Sec. 7-2-22 through Sec. 7-2-29    Reserved for Future Use." (Edgar WI)
    while i > 0 and text[i - 1] != "\n" and (text[i - 1].isspace() or text[i - 1] in "#*=["):
        # markdown exports print "### Section 4.060. Title." (Municode's charter "## [§ 1 TITLE]."), a
        # scraper "===== Sec. 21.04.010. - Title."
        i -= 1
    if not (i == 0 or text[i - 1] == "\n"):
        return False
    if "***" in text[i:start]:
        return True  # American Legal's division lines: "*** Article I.\nGeneral ***" (Lovington NM)
    if start - i >= 3 and text[start:start + 3] == "Sec" and _HEADING_TAIL.match(text, end):
        # an indented paragraph opening on its section and a capital is the section's heading, whatever the line above
        # ends on: "control, or affecting any political change; or\n   Sec. 11-14(2). Willfully and deliberately" (Tucson AZ)
        return True
    if text[start].islower() and i > 1:
        j = i - 2
        while j > 0 and text[j] in " \t":
            j -= 1
        if text[j].isalpha():
            return False  # "... charges listed in\nsection 27-48. Actual rates": a sentence broken over lines (Jefferson Parish LA)
    elif i > 1 and _WORD_THEN_NUMBER_LINE.fullmatch(text, start, end) and _ENDS_MID_SENTENCE.search(text, max(0, i - 3), i - 1) \
            and not _CONTENTS_TITLE_AFTER.match(text, end) \
            and not _CONTENTS_ROW_LINE.fullmatch(text, text.rfind("\n", 0, i - 1) + 1, i - 1):
        # "... in compliance with Ames Municipal Code\nSection\n29.406. As used in this section": the section word
        # alone on its line, after a line that ends mid-sentence, is a link's line break (Ames IA), not a heading
        # (but a contents line's sign alone above its number and a title set apart by spaces, "   \u00a7\n21-101.   Definitions
        # and Interpretation", Blossburg PA, is one)
        return False
    elif i > 1 and _OPEN_WORD_BEFORE.search(text, max(0, i - 12), i - 1):
        # "... deducted from the cash deposited as provided in\nSection 1307.03. Should the deposit": a line
        # that ends on a preposition goes on into the next one, capital or not (Chagrin Falls OH)
        return False
    # (or a number alone on its line between blank lines heads what follows: "\n\nSection 5-9.2\n\n",
    # the Somerville export's sections without titles)
    # (or alone on its line above its title in capitals: "Chapter 12.08\nCITY PARKS AND PLAYGROUNDS", Pinole CA)
    return bool(_HEADING_TAIL.match(text, end)) or (
        (i < 2 or text[i - 2] == "\n") and bool(_ALONE_BEFORE_BLANK.match(text, end))) or bool(_CAPS_LINE.match(text, end))


# A section heading run into a one-line scrape: "... the rules of the department. § 28-429.2 Seal. The
# holder of ...", "ARTICLE 429 MASTER ELECTRICIAN LICENSE § 28-429.1 Master electrician license
# required. It shall be ...": after a sentence's end (or a heading in capitals) a "§" number, a short
# title ending in a period, and a new sentence.
_RUN_IN_TITLE = re.compile(r"[ \t]+[A-Z][^.;:\n\u00a7]{0,120}\.[ \t]+[A-Z\u201c\"(]")
_CAPS_WORD_BEFORE = re.compile(r"\b[A-Z]{2,}[ \t]*$")


def _is_run_in_heading(text: str, start: int, end: int) -> bool:
    if text[start] != "\u00a7" or not _RUN_IN_TITLE.match(text, end):
        return False
    i = start
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return i > 0 and (text[i - 1] in ".:" or bool(_CAPS_WORD_BEFORE.search(text, max(0, i - 40), i)))


# Patterns that open on a word without "\b" (for speed); the finder checks the boundary.
_WORD_FIRST = frozenset({"internal", "internal_lower", "internal_number"})


# A division's heading in capitals between asterisks names what follows, citing nothing: "**** NFPA 1 FIRE PREVENTION
# CODE ****" (Florence KY)
# Sterling Codifiers' section lists (under "SECTION:") and headings, "10-3-1: Adoption Of National Electrical Code",
# "10-3-1: ADOPTION OF NATIONAL ELECTRICAL CODE:" (Valier MT): a section's title in title case or capitals names it, cites nothing
_TITLE_WORD = r"(?:[A-Z0-9(][\w'\u2019,;&/\-().]*|of|and|or|the|in|on|for|to|a|an|by|with|from)"
# (numbered title.chapter.section too: "10.16.020: Section 10.16.010 Effective When", Jerome ID)
_STERLING_HEADING = re.compile(rf"(?m)^(?:\d{{1,3}}-\d{{1,3}}[A-Z]?-\d{{1,3}}[A-Z]?|\d{{1,2}}\.\d{{2}}\.\d{{3}}):[ \t]+{_TITLE_WORD}(?:[ \t]+{_TITLE_WORD})*:?[ \t]*$")
_STARRED_HEADING = re.compile(r"(?m)^\*{3,}[ \t]*[^a-z\n]*?\*{3,}[ \t]*$")


# (", being 33 U.S.C." after a public law; the law's section before it, "\u00a7 307(a) of ")
_BEING_USC_AFTER = re.compile(r"\s*,?\s*being\s+(?=\d{1,2}\s+U\.?\s?S\.?\s?C\b)")
_LAW_SECTION_BEFORE = re.compile(r"(?:\u00a7|\b[Ss]ection|\bSec\.)\s*\d{1,4}[a-z]?(?:\([a-z0-9]{1,3}\))*\s+of\s+$")


_PLACE_OF_TITLE = re.compile(r"(?:City|Village|Town)\s+of\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s(?!and\b|of\b)(?=[A-Z])")


_ODOT_SECTIONS_BEFORE = re.compile(r"\b(?:[Ss]ections?|[Ii]tems?)\s+(\d{3}(?:\.\d{1,2})?)(?:\s+(?:and|or)\s+(\d{3}(?:\.\d{1,2})?))?\s+of\s+(?:the\s+)?$")


_GLOSS_OPENS_BEFORE = re.compile(r"(?:\bCode|\b[Cc]hapter\s+\d{1,4}[A-Z]?)[ \t]*\((?:the\s+)?$")


_DEPARTMENT_AFTER_TITLE = re.compile(rf"[\"\u201d]?\s*,?\s*(?:of\s+the\s+)?(?P<state>{rx.STATE_FULL_NAMES})\s+[Dd]epartment\s+of\s+[Tt]ransportation\b")


_LISTED_ORDINANCE_NUMBER = re.compile(r"\d{1,4}(?:-\d{1,4})?")


_WELL_SECTION_BEFORE = re.compile(r"(?:\u00a7|\b[Ss]ection)\s*(\d{3}\.\d{1,3}(?:\([a-z0-9]{1,3}\))*)\s+(?:of\s+)?(?:the\s+)?$")
_WELL_SECTION_AFTER = re.compile(r"\s*(?:\u00a7|[Ss]ection)\s*(\d{3}\.\d{1,3}(?:\([a-z0-9]{1,3}\))*)")


def find_citations(text: str, general_laws: bool = False) -> list[CitationMatch]:
    """All citations in ``text`` in order; earlier patterns win where spans overlap.

    ``general_laws``: the document ``text`` comes from cites the Massachusetts General Laws
    (``CITES_GENERAL_LAWS``), so a bare "Section 14 of Chapter 30A" is one of them; a text that
    cites them itself needs no flag."""
    text = rx.plain_hyphens(text)
    if "_" in text:
        # American Legal prints a linked code's name with underscores: "California Health_and_Safety_Code Sections
        # 17961" (Sacramento CA); read as spaces (one for one, so every offset stays the text's own); not a wiki
        # link's target ("wiki:WikiPedia:First_Amendment", Davis CA)
        text = _LINKED_WORDS.sub(lambda w: w.group().replace("_", " "), text)
    if "/" in text and " Code/" in text:
        # a wiki export prints a link's page before its label, "section Davis Municipal Code/24.02.020 24.02.020", and
        # a breadcrumb line "Davis Municipal Code Davis Municipal Code/24 Chapter 24" (Davis CA): read the page as
        # blanks, and the breadcrumb too (one for one, so every offset stays the text's own)
        text = _WIKI_BREADCRUMB.sub(lambda w: " " * len(w.group()), text)
        text = _WIKI_LINK_PAGE.sub(lambda w: " " * len(w.group()), text)
    patterns = triggered_patterns(text)
    if not patterns and "Subd. " not in text and not (("Statute" in text or "Subject" in text or "Title" in text or "by reference" in text or "by\nreference" in text)
                             and _number_table_head(text)):
        return []  # (a table of numbers under its header cites with no trigger word: ``_number_tables``)
    history = [(h.start(), h.end()) for h in _HISTORY.finditer(text)]
    if "by Ord" in text:
        history += [(h.start(), h.end()) for h in _HISTORY_LINE.finditer(text)]
    if "Source:" in text:
        history += [(h.start(), h.end()) for h in _SOURCE_LINE.finditer(text)]
    if " Ed.," in text:
        history += [(h.start(), h.end()) for h in _PRIOR_EDITION_LINE.finditer(text)]
    if "***" in text:
        history += [(h.start(), h.end()) for h in _STARRED_HEADING.finditer(text)]
    if "SECTION:" in text:
        history += [(h.start(), h.end()) for h in _STERLING_HEADING.finditer(text)]
    taken = SpanSet(history)
    found: list[CitationMatch] = []
    for name, pattern in patterns:
        if (gate := _GATES.get(name)) is not None and not any(g in text for g in gate):
            continue  # none of the strings every match of it holds is printed here
        if name in ("mass_bare", "mass_words"):
            general_laws = general_laws or cites_general_laws(text)
            if not (general_laws or (name == "mass_bare" and "Acts of" in text)):
                continue
        for m in pattern.finditer(text):
            s, e = m.span()
            if taken.overlaps(s, e):
                continue
            # (also a page's running head in a PDF's text: " Article 4: Land Use Districts" / "Section 4.0100
            # Residential Land Use Districts (6/2022)", Gresham OR)
            if (name.startswith("local_section") or name in ("local_chapter", "local_chapters", "local_chapter_roman", "local_plain_section_cap",
                                                             "local_article", "article_section", "wi_four_decimal")) and (
                    _is_heading(text, s, e) or (name == "local_section_sign" and _is_run_in_heading(text, s, e))):
                taken.add(s, e)
                continue
            if name == "local_section_word" and _HEADING_AFTER_THIS_SECTION.match(text, s) and text.endswith(("this ", "This "), 0, s):
                # "pursuant to this section\n2-2. PEACE OFFICERS." (Rochester WI): "this section" is the one the sentence is in, and
                # the number opening the next line with its title in capitals heads the next section
                continue
            if name == "udc" and _ADMIN_CHAPTERS_AFTER.match(text, e):
                # the code's name, then its chapters of the Administrative Code: "Wisconsin Uniform Dwelling Code (SPS 320
                # through 325 and 327, Wisconsin\nAdministrative Code)" (Menomonie WI), "The Wisconsin Uniform Dwelling Code,
                # SPS chapters 320 - 325" (Reedsville WI): the chapters are the citations, the name no other (3 of 3 labels)
                taken.add(s, e)
                continue
            if name == "pub_law" and (being := _BEING_USC_AFTER.match(text, e)):
                # a law's section restated by its codification: "under \u00a7 307(a) of Pub. L. No. 92-500, being 33 U.S.C.
                # \u00a7 1317\n(a)" (Trafalgar IN): the code's section is the citation (4 files' labels), the law and its section none
                sec = _LAW_SECTION_BEFORE.search(text, max(0, s - 24), s)
                taken.add(sec.start() if sec else s, being.end())
                continue
            if name in ("local_section_word", "local_plain_section", "local_plain_section_cap") and _PERMIT_AFTER.match(text, e):
                continue  # a kind of federal permit, "a Section 404 permit" (Wilkes County GA)
            if name in _WORD_FIRST and s and text[s - 1].isalpha():
                continue  # "Subsection" inside a longer word (the pattern has no leading \b)
            cites = _convert(name, text, m)
            if cites and _BLANK_LINE.search(text, s, e):
                # "... of this chapter\n \n   \n71.99   Penalty" (Pepin WI), "Adoption of Uniform Fire Code\n   \n92.05
                # Establishment" (Elephant Butte NM): a contents title ending in a word that takes a number, the next
                # line's section after a blank line, cites nothing
                cites = [c for c in cites if not (_BLANK_LINE.search(text, c.start, c.end) and _CONTENTS_TITLE_AFTER.match(text, c.end))]
            if name == "mass_bare" and not general_laws and not cites[0].target.startswith("Acts"):
                continue  # (an act's "said Chapter 642" needs no General Laws)
            if cites:
                lo = min(c.start for c in cites)
                hi = max(c.end for c in cites)
                if lo < s or hi > e:
                    # what an earlier pattern found in the stretch read back (or read on) is part of this reference
                    # ("section 16.22" of "section 16.22 of the fire prevention code", "section 890.1130" of "the
                    # Illinois state plumbing code section 890.1130")
                    found = [c for c in found if not (lo <= c.start < s or e <= c.start < hi)]
                found.extend(cites)
                # (a converter may read on past the match, or back before it: "Chapter 22 of Title 15.2")
                taken.add(min(s, lo), max(e, hi))
    found.sort(key=lambda c: (c.start, c.end))
    found = _municode_notes(text, _subdivision_of(text, _trailing_subdivisions(text, _carry_statute_context(text, found))))
    if ", \"" in text or ", \u201c" in text:
        found = _titled_sections(text, found)
    if "ubchapter " in text:
        found = [_admin_subchapter(text, c) for c in found]
    if "aid Act" in text:
        found = _said_act(text, found)
    if "ivision (" in text or "ivisions (" in text:
        found = _section_then_division(text, found)
    if "itle " in text:
        found = _title_then_its_section(text, found)
    if "C.F.R" in text or "CFR" in text:
        found = _cfr_part_then_its_section(text, found)
    if "ub" in text or "aragraph" in text:
        found = _bare_subdivision_of(text, found)
    if " that " in text or "\nthat " in text:
        found = _of_that_section(text, found)
    if "\u00a7" in text and "\n" in text:
        found = [c for c in found if not _in_title_line(text, c)]
    if "hereby" in text:
        found = _model_code_amendments(text, found)
    if "being " in text:
        found = _parallel_cites(text, found)
    if " Act, " in text or " Act,\n" in text:
        found = _act_section_restated(text, found)
    if "et seq" in text:
        found = _restated_chapters(text, found)
    if "harter" in text and "includ" in text:
        found = _charter_including(text, found)
    if "tatutes on:" in text:
        found = _statutes_listed_by_subject(text, found)
    if "County Ordinance" in text:
        found = _county_ordinance_sections(text, found)
    if "Subsection" in text:
        found = _section_then_subsection(text, found)
    if ", subsection (" in text:
        found = _comma_subsection(text, found)
    if "ubsection (" in text or "ubsections (" in text:
        found = _section_subsection_list(text, found)
    if ", " in text or "-" in text:
        found = _comma_letter_subsection(text, found)
        found = _sterling_glued_list(text, found)
    if " Code, " in text:
        found = [c for c in found if not (c.kind == "local_code" and _OLD_CODE_BEFORE.search(text, max(0, c.start - 40), c.start))]
    if "rior code" in text or "rior Code" in text:
        found = [c for c in found if not (c.kind == "local_code" and _PRIOR_CODE_BEFORE.search(text, max(0, c.start - 16), c.start))]
    if "   " in text and "Wis. Admin. Code ch." in "".join(c.target for c in found):
        found = _admin_row_titles(text, found)
    if "paragraph" in text:
        found = [_paragraph_of_subsection(text, c) for c in found]
    if "A.R.S" in text or "Arizona" in text:
        found = [replace(c, target=_AZ_GLUED_SUBSECTION.sub(r"\1(\2)", c.target, count=1)) if c.jurisdiction == "AZ" and c.kind == "state_statute"
                 else c for c in found]
    if "." in text:
        found = [_dotted_subsection_tail(text, c) for c in found]
    if "-" in text:
        found = _dotted_hyphen_ranges(text, found)
    if "Rule" in text:
        found = [_civil_procedure_rule(text, c) for c in found]
    # Tails one citation alone decides, each under the literal its form needs.
    if ")" in text:
        tailed = [_next_line_subdivision(text, _lettered_tail(text, c)) for c in found]
        # (a tail taken onto a citation was read alone too: "(b)2." read "2")
        grown = [t for t, c in zip(tailed, found) if t.end > c.end]
        found = [t for t in tailed if not any(g.start <= t.start and t.end <= g.end and g is not t for g in grown)] if grown else tailed
        if grown:
            found = _items_after_grown_tail(text, found, grown)
    if "\t" in text:
        found = [_glued_heading(text, c) for c in found]
    if "Charter" in text:
        found = _charter_named_before(text, found)
    found = [_spaced_subsection_letter(text, c) for c in found]
    if "\u00a7      " in text:
        found = _table_sign_before_time(text, found)
    if "ubd" in text or "ubsection " in text:
        found = _local_subdivision(text, found)
    if "Subd. " in text:
        found = _bare_mn_subdivisions(text, found)
    if "ubdivision" in text or "subds." in text or "subd." in text:
        found = _listed_subdivisions(text, found)
    if "Penal Code, Chapter" in text:
        found = _michigan_penal_chapters(text, found)
    if "[" in text:
        found = _iowa_brackets(text, found)
    if ", appendix " in text:
        found = _section_then_its_appendix(text, found)
    if ")" in text:
        # a numbered paragraph glued to its capital-lettered subsection: "subsection (D)7 of this section" (Barrington Hills IL) is
        # (D)(7), as the labels write it (not Wisconsin's "(3)(a)2", whose bare subdivision follows a lower-case paragraph)
        found = [replace(c, target=_GLUED_PARAGRAPH.sub(r"\1(\2)", c.target)) if c.kind == "internal_subsection" else c for c in found]
    if "Appendix" in text:
        found = _appendix_sections(text, found)
        if "Ordinance" in text:
            found = _ordinance_appendix(text, found)
    if len(found) > 1:
        found = _chapter_then_its_section(text, found)
        found = _state_title_then_its_section(text, found)
        if "Code" in text:
            found = _model_code_sections(found)
            found = _state_code_parts(text, found)
            found = _listed_before_model_code(text, found)
        if "Virginia" in text:
            found = _wv_chapter_article_section(text, found)
        if "ppendix" in text or "Code (" in text:
            found = _model_code_appendix(text, found)
    if "Statute" in text or "Subject" in text or "Title" in text:
        found = _number_tables(text, found)
    if "by reference" in text or "by\nreference" in text or "following offenses" in text:
        found = _adopted_statute_list(text, found)
    if "part " in text or "Part " in text:
        found = _title_chapter_parts(text, found)
    if ", Article " in text:
        found = [_title_chapter_article(text, c) for c in found]
    if "rticle " in text:
        found = [_article_of_state_chapter(text, c) for c in found]
    if "Adm" in text and len(found) > 1:
        found = _agency_chapter_after_list(text, found)
    if " - ." in text or "-." in text or "\u2013." in text or "\u2013 ." in text:
        found = _dotted_range_ends(text, found)
    if "aragraph" in text and len(found) > 1:
        found = _statute_paragraphs(text, found)
    if "ubpart" in text:
        found = _cfr_subpart(text, found)
    if "Vehicle" in text and ("Pa.C.S" in text or "P.S." in text) and len(found) > 1:
        found = _vehicle_code_restated(text, found)
    if "(" in text and "itle " in text and len(found) > 1:
        found = _title_sections_in_parentheses(text, found)
    if "IAC" in text and " and " in text:
        found = _iowa_rule_lists(text, found)
    if "hapter" in text:
        found = [_wi_dotted_chapter(c) for c in found]
        if "   " in text:
            # a table's column after the words: "15. All other violations of this Chapter                            25"
            # (Edgar WI's demerit points) is no chapter 25
            found = [c for c in found if not _GAPPED_CHAPTER.match(text, c.start, c.end)]
    if " (" in text and len(found) > 1:
        found = _named_in_parentheses(text, found)
    if "Human Relations" in text:
        found = _wi_department_chapters(text, found)
    if " Code" in text and (" of the " in text or "\nof the " in text or " of\nthe " in text):
        found = _ohio_code_parts(text, found)
    if "ppendi" in text and len(found) > 1:
        found = _appendices_of_code(text, found)
    if "NFPA" in text and len(found) > 1:
        found = _titles_after_designations(text, found)
    if "Subdivision Regulations" in text:
        found = _standards_after_subdivision_regulations(text, found)
    if "Subpar. " in text and len(found) > 1:
        found = _subdivision_then_subparagraph(text, found)
    if "TITLE " in text or "PART " in text:
        # a code's division heading names its own title: "TITLE ONE -    Subdivision Regulations" (Lordstown OH's Part Eleven)
        found = [c for c in found if not (c.kind == "other_code" and not any(ch.isdigit() for ch in c.target)
                                          and _DIVISION_HEAD_BEFORE.fullmatch(text, text.rfind("\n", 0, c.start) + 1, c.start))]
    return found


def _subdivision_then_subparagraph(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    """A Minnesota subdivision and its subparagraph after a comma, one place: "The provisions of Subd. 4, Subpar. A, shall not
    apply" (Austin MN) is (4)(A), as the labels cite it."""
    out: list[CitationMatch] = []
    for c in found:
        prev = out[-1] if out else None
        if (prev is not None and c.kind == prev.kind == "internal_subsection" and text.startswith("Subpar.", c.start)
                and text.startswith("Subd.", prev.start) and _SUBPAR_COMMA.fullmatch(text, prev.end, c.start)):
            out[-1] = replace(prev, end=c.end, target=prev.target + (c.target if c.target.startswith("(") else f"({c.target})"))
        else:
            out.append(c)
    return out


_SUBPAR_COMMA = re.compile(r"[ \t]*,[ \t]*\n?[ \t]*")
_DIVISION_HEAD_BEFORE = re.compile(r"[ \t]*(?:TITLE|PART|SUBTITLE)[ \t]+[A-Z0-9]+[ \t]*[\-\u2013\u2014][ \t]*")


# A place's standards named after its subdivision regulations in one title: "Village of Minster Subdivision Regulations and Design
# Standards" (Minster OH), "Municipality of Brookville\nSubdivision Regulations, Construction Standards and Drawings, and Design\nCriteria"
# (Brookville OH)
REGULATIONS_STANDARDS_GAP = re.compile(r"[ \t]*,\s*(?:and\s+)?|\s+and\s+")
_STANDARDS_AFTER_REGULATIONS = re.compile(
    rf"(?:{REGULATIONS_STANDARDS_GAP.pattern})(?P<std>(?:Construction|Design|Engineering)\s+(?:Standards|Criteria|Specifications)"
    r"(?:(?:\s*,)?\s+and\s+(?:Drawings|(?:Construction|Design)\s+(?:Standards|Criteria))|\s*,\s*and\s+Drawings)*)\b")


def _standards_after_subdivision_regulations(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    """The standards a place's subdivision regulations are printed with, one title: the regulations are the place's code and
    its standards a second citation, an external standard named after the place as the regulations are (by the document pass that
    names them; Minster OH 4 of 4, Brookville OH 3 of 3 labels)."""
    added = []
    for c in found:
        if c.kind == "other_code" and c.target.endswith("Subdivision Regulations") and (m := _STANDARDS_AFTER_REGULATIONS.match(text, c.end)):
            std = _squash(m.group("std")).replace(" , and Drawings", " and Drawings").replace(", and Drawings", " and Drawings")
            added.append(CitationMatch(m.start("std"), m.end("std"), "external_standard", std))
    return _with_added(found, added)


# What stands between a standard's designation and its title on the same line: blanks, and capitalized words the name found
# after it leaves out ("NFPA 54   National Fuel Gas Code": the name pattern finds "Fuel Gas Code")
_TITLE_GAP = re.compile(r"[ \t]+(?:[A-Z][\w\-]*[ \t]+){0,3}")


def _titles_after_designations(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    """Drop a code's name printed as the title of the numbered standard before it on its line: a fire code's list of the NFPA
    codes it adopts, "NFPA 1   Uniform Fire Code, as amended by ...", "NFPA 58   Liquefied Petroleum Gas Code", "NFPA 70   National
    Electrical Code(R)" (Rochester WI): each line cites its NFPA number, the title is the same document's, no second citation
    (the labels cite all 100 numbers of the list and none of its titles)."""
    return [c for k, c in enumerate(found)
            if not (k and c.kind in ("other_code", "external_standard") and not any(ch.isdigit() for ch in c.target)
                    and (prev := found[k - 1]).kind == "external_standard" and prev.target.startswith("NFPA ")
                    and any(ch.isdigit() for ch in prev.target) and prev.end < c.start
                    and _TITLE_GAP.fullmatch(text, prev.end, c.start))]


_OF_THE_ONLY = re.compile(r"\s+of\s+the\s+")


def _appendices_of_code(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    """"the town adopted Appendices B, C, and D of the\nN.C. Fire Prevention Code" (Fletcher NC): the appendices are the named
    code's, one citation each, not this code's; the code is named with each."""
    out = list(found)
    for k, c in enumerate(found):
        if c.kind != "other_code" or k == 0:
            continue
        j = k - 1
        apps = []
        while j >= 0 and found[j].kind == "local_code" and found[j].target.startswith("app. ") and "," not in found[j].target:
            apps.append(j)
            j -= 1
        if apps and _OF_THE_ONLY.fullmatch(text, found[apps[0]].end, c.start):
            for i in apps:
                out[i] = replace(found[i], kind="other_code", target=f"{c.target} {found[i].target}", jurisdiction=c.jurisdiction)
            out[k] = None
    return [c for c in out if c is not None]


# Ohio's codified ordinances (American Legal's layout) are printed in Parts, each a "Code" numbered in its own range of
# chapters: "Chapter\n1315 of the Building Code", "Section 1271.02 of the Planning and Zoning Code", "Section 660.07 of
# the General Offenses Code" cite the city's own chapter or section, the Part named after it (Ashtabula OH, Springboro
# OH; every outside label of such a text so: local_code, the Part's name the qualifier). A number outside the Part's
# range is another code's ("Section 105.1 of the Building Code": the model code's section).
_OHIO_PARTS = {"Administrative": (101, 299), "Traffic": (301, 499), "General Offenses": (501, 699),
               "Business Regulation": (701, 899), "Business Regulation and Taxation": (701, 899),
               "Streets, Utilities and Public Services": (901, 1099), "Planning and Zoning": (1101, 1299),
               "Building": (1301, 1499), "Fire Prevention": (1501, 1699), "Zoning": (1101, 1299)}
# (the Part named by the place and "Zoning" alone: "Section 1121.05 of the Oregon Zoning Code", "Section\n1152.04  of the Zoning
# Code", Oregon OH)
_OHIO_PART_TARGET = re.compile(rf"(?P<place>(?:[A-Z][a-z]+ ){{1,2}}(?=Zoning ))?(?P<part>{'|'.join(sorted(map(re.escape, _OHIO_PARTS), key=len, reverse=True))}) Code"
                               r"(?: (?P<n>(?:ch\. )?(?P<ch>\d{3,4})(?:\.\d{2,3}[\w()]*)?))?")
_OHIO_NUMBER = re.compile(r"(?:ch\. )?(\d{3,4})(?:\.\d{2,3}[\w()]*)?")
_OF_THE_GAP = re.compile(r"\s*,?\s+of\s+the\s+")


def _in_part(part: str, chapter: str) -> bool:
    low, high = _OHIO_PARTS[part]
    return low <= int(chapter) <= high


def _ohio_code_parts(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    for c in found:
        m = _OHIO_PART_TARGET.fullmatch(c.target) if c.kind == "other_code" else None
        if m is None:
            out.append(c)
            continue
        qualifier = f"of the {m.group('place') or ''}{m.group('part')} Code"
        if m.group("n"):
            gap = None
            for g in _OF_THE_GAP.finditer(text, c.start, c.end):
                gap = g
            if gap is not None and _in_part(m.group("part"), m.group("ch")):
                c = CitationMatch(c.start, gap.start(), "local_code", m.group("n"), qualifier=qualifier)
            out.append(c)
            continue
        prev = out[-1] if out else None
        ch = _OHIO_NUMBER.fullmatch(prev.target) if prev is not None and prev.kind == "local_code" else None
        if ch and _OF_THE_GAP.fullmatch(text, prev.end, c.start) and _in_part(m.group("part"), ch.group(1)):
            out[-1] = replace(prev, qualifier=qualifier)  # "Chapter\n1111 of the Planning and Zoning Code": one citation
            continue
        out.append(c)
    return out


# The chapters of the Wisconsin Administrative Code named by the department that wrote them: "Department of Commerce,
# Industry, Labor and\nHuman Relations Code Chapters 2 and 74" (Medford WI): the code's chapters, not this code's
_WI_DEPARTMENT_BEFORE = re.compile(r"\bIndustry,?\s+Labor\s+(?:and|&)\s+Human\s+Relations(?:\s+Code)?\s*,?\s*$")


def _wi_department_chapters(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    for c in found:
        prev = out[-1] if out else None
        if c.kind == "local_code" and c.target.startswith("ch. ") and not c.malformed and (
                _WI_DEPARTMENT_BEFORE.search(text, max(0, c.start - 80), c.start)
                or (prev is not None and prev.target.startswith("Wis. Admin. Code ch. ") and prev.end <= c.start
                    and _LIST_GAP.fullmatch(text, prev.end, c.start))):
            c = CitationMatch(c.start, c.end, "other_code", "Wis. Admin. Code " + c.target, "WI", qualifier=c.qualifier)
        out.append(c)
    return out


_OPEN_PARENTHESIS = re.compile(r"[ \t]*\n?[ \t]*\([ \t]*")


def _named_in_parentheses(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    """"The building code (State Uniform Building Code, current edition)" (Arapaho OK): a code named by its subject in
    lower case, then by its name in parentheses, is one citation, the name's."""
    # (and the other way round, initials then the name they stand for: "the MUTCD (Manual of Uniform Traffic\nControl Devices)"
    # (Mason City IA), "ADA (Americans with disabilities act) standards" (Monticello UT): one citation, the initials')
    return [c for k, c in enumerate(found)
            if not (k + 1 < len(found) and c.kind == "other_code" and text[c.start].islower() and c.end <= found[k + 1].start
                    and found[k + 1].kind == "other_code" and _OPEN_PARENTHESIS.fullmatch(text, c.end, found[k + 1].start))
            and not (k and (p := found[k - 1]).target == c.target and p.kind == c.kind and p.end <= c.start
                     and text[p.start:p.end].replace(".", "").isupper() and _OPEN_PARENTHESIS.fullmatch(text, p.end, c.start))]


_GAPPED_CHAPTER = re.compile(r"(?:Chapter|CHAPTER|chapter)[ \t]{3,}\d")


# A state statute's paragraphs named after it: "M.S. \u00a7\n347.52, paragraphs (a) and (c)" (Mahnomen MN) is 347.52(a) and
# 347.52(c), the first span from the statute through its paragraph, the later ones the letters alone
_PARAGRAPHS_AFTER = re.compile(r"[ \t]*,?[ \t]*\n?[ \t]*(?=paragraphs?[ \t]+\()")


def _statute_paragraphs(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    return _head_then_subdivisions(text, found, lambda head, c: (
        head.kind == "state_statute" and not head.target.endswith(")")
        and (m := _PARAGRAPHS_AFTER.match(text, head.end)) is not None and m.end() == c.start))


# Pennsylvania's Vehicle Code named, then its official citation: "§ 6109(a)(22) of the Vehicle Code, 75 Pa.C.S.A. §
# 6109(a)(22)", "Chapter 73 of\nthe Vehicle Code (75 Pa.C.S.A. §§ 7301 et seq.)" (North Braddock PA): one citation, the
# Consolidated Statutes' (or Purdon's), as the labels keep it
_OFFICIAL_CITE_AFTER = re.compile(r"\s*[,(]?\s*$")


def _vehicle_code_restated(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    keep = []
    for k, c in enumerate(found):
        after = found[k + 1] if k + 1 < len(found) else None
        if (c.kind == "state_statute" and c.target.startswith("Veh. Code") and after is not None and after.kind == "state_statute"
                and (" Pa.C.S. " in after.target or " P.S. " in after.target) and _OFFICIAL_CITE_AFTER.match(text[c.end:after.start])):
            continue
        keep.append(c)
    return keep


# An Iowa rule's note lists more rules after the first: "(IAC, 567-23.2[455B] and 567-100.2)", "(IAC, 567-102.14[2] and
# 400-27.14[2])" (Mount Vernon IA): each a rule of the Iowa Administrative Code, the bracket after the first its statute's
# chapter (no subrule) or its subrule
_NEXT_IOWA_RULE = re.compile(r"(?:\[[0-9A-Z]{1,6}\])?\s*(?:,\s*)?(?:and|or)\s+(?P<num>\d{3}-\d{1,3}\.\d{1,3})(?:\[(?P<sub>\d{1,2})\])?(?![\d.\-\[])")


def _iowa_rule_lists(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for k, c in enumerate(found):
        out.append(c)
        if c.kind == "other_code" and c.target.startswith("Iowa Admin. Code ") and (nxt := _NEXT_IOWA_RULE.match(text, c.end)) \
                and not (k + 1 < len(found) and found[k + 1].start < nxt.end()):
            sub = f"({nxt.group('sub')})" if nxt.group("sub") else ""
            out.append(CitationMatch(nxt.start("num"), nxt.end(), "other_code", f"Iowa Admin. Code {nxt.group('num')}{sub}", "IA"))
    return out


# A state code's title named, then its sections in parentheses: "VA Code Title 19.2,\nChapter 15, Article 4 (\u00a7\u00a7 19.2-260 et
# seq.)" (Lee County VA): the sections are the state's, numbered in the title (not this code's "19.2-260")
_OPEN_PAREN_GAP = re.compile(r"\s*\(\s*")
_TITLE_HEAD = re.compile(r"title (\d{1,2}(?:\.\d{1,2})?[A-Z]?)\b")


def _retag_local_after(found: list[CitationMatch], retag) -> list[CitationMatch]:
    """Each local citation given, by ``retag(previous, citation)``, another reading from the citation before it (None keeps it)."""
    out = list(found)
    for k in range(1, len(out)):
        if out[k].kind == "local_code" and (new := retag(out[k - 1], out[k])) is not None:
            out[k] = new
    return out


def _title_sections_in_parentheses(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def retag(prev, c):
        if (prev.kind == "state_statute" and (head := _TITLE_HEAD.match(prev.target))
                and c.target.startswith(head.group(1) + "-") and _OPEN_PAREN_GAP.fullmatch(text, prev.end, c.start)):
            return replace(c, kind="state_statute", jurisdiction=prev.jurisdiction)
        return None
    return _retag_local_after(found, retag)


_MUTCD_PART_AFTER = re.compile(r"(?:\s*\(O?MUTCD\))?\s*,\s*Part\s+(\d{1,2}|[IVX]{1,4})\b(?![.\-]\d)")


# A part of the federal regulations and its subpart: "40 CFR 35,\nsubpart E" (Reedsville WI), "49 CFR Part 172, Subpart F",
# "subpart F of 49 C.F.R. part 172": one citation, the part's subpart (the labels' "49 C.F.R. part 172, subpart F"),
# not a subsection of the clause
_CFR_PART_TARGET = re.compile(r"(\d{1,2}) C\.F\.R\. (?:part )?(\d{1,4})")
# (or in parentheses: "9 C.F.R. part 3 (subpart A)", Scottsbluff NE)
_SUBPART_AFTER = re.compile(r"[ \t]*,?\s*(?:[Ss]ubpart\s+([A-Z]{1,2})\b(?![\w.(\-]\w)|\([Ss]ubpart\s+([A-Z]{1,2})\))")
_SUBPART_BEFORE = re.compile(r"\b[Ss]ubpart\s+([A-Z]{1,2})\s+of\s+(?:the\s+)?$")
_CFR_SECTION_TARGET = re.compile(r"\d{1,2} C\.F\.R\. \d{1,4}\.\d{1,4}")


def _cfr_subpart(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out, merged = [], []
    for c in found:
        part = _CFR_PART_TARGET.fullmatch(c.target) if c.kind == "other_code" and c.jurisdiction == "US" else None
        if part is None:
            if c.kind == "other_code" and _CFR_SECTION_TARGET.fullmatch(c.target) and (after := _SUBPART_AFTER.match(text, c.end)):
                # a section printed where the part is named, its subpart after it: "47 C.F.R., Part 76.900, Subpart N"
                # (Highland Heights OH): the section's citation as printed, the subpart its qualifier, no subsection of the clause
                c = replace(c, qualifier=" ".join(text[c.end:after.end()].strip(" \t\n,").split()))
                merged.append((c.end, after.end()))
            out.append(c)
            continue
        after = _SUBPART_AFTER.match(text, c.end)
        before = None if after else _SUBPART_BEFORE.search(text, max(0, c.start - 40), c.start)
        if not (after or before):
            out.append(c)
            continue
        start, end = (c.start, after.end()) if after else (before.start(), c.end)
        letter = (after or before).group(1) or after.group(2)
        out.append(replace(c, start=start, end=end, target=f"{part.group(1)} C.F.R. part {part.group(2)}, subpart {letter}",
                           qualifier=_qualifier(text, end)))
        merged.append((start, end))
    # (the subpart's letter, read alone as a subsection of the clause, is the merged citation's)
    return [o for o in out if not (o.kind == "internal_subsection" and any(s <= o.start < e for s, e in merged))]


# Wisconsin's chapters are whole numbers and its sections dotted: "Chapter 349.09" of the statutes is the section,
# whatever the word (Turtle Lake WI's "see Wis. Stats. § 346.41 and Chapter 349.09"; ``_state`` reads Minnesota's so)
_WI_DOTTED_CHAPTER = re.compile(r"ch\. (\d{1,3}\.\d{2,4}\b.*)")


def _wi_dotted_chapter(c: CitationMatch) -> CitationMatch:
    if c.kind == "state_statute" and c.jurisdiction == "WI" and (m := _WI_DOTTED_CHAPTER.fullmatch(c.target)):
        return replace(c, target=m.group(1))
    return c


# A part of a state's title and chapter, Utah's: "part 1, chapter 12, title 59 of the Utah Code Annotated", "title 59,
# chapter 12, part 2 of the Utah Code Annotated" (Mapleton UT): the chapter's part
_TITLE_CHAPTER_TARGET = re.compile(r"title [\w.]+, ch\. [\w.]+")
_CHAPTER_PART_BEFORE = re.compile(r"\b[Pp]art\s+(\d{1,2})\s*,\s*$")
_CHAPTER_PART_AFTER = re.compile(r"\s*,\s*[Pp]art\s+(\d{1,2})\b")


def _title_chapter_parts(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    skip_to = -1
    for k, c in enumerate(found):
        if c.start < skip_to:
            continue  # ("... part 2 of the Utah Code": the part's number, read as a section of its own)
        if c.kind in ("state_statute", "local_code") and _TITLE_CHAPTER_TARGET.fullmatch(c.target):
            after = _CHAPTER_PART_AFTER.match(text, c.end)
            # (the state's name after the part: the number read apart is the state's, and so is the title)
            named = next((n for n in found[k + 1:k + 2] if after and n.kind == "state_statute" and n.start < after.end()), None)
            if c.kind == "state_statute" and (before := _CHAPTER_PART_BEFORE.search(text, max(0, c.start - 16), c.start)):
                c = replace(c, start=before.start(), target=f"{c.target}, part {before.group(1)}")
            elif after and (c.kind == "state_statute" or named):
                c = replace(c, end=after.end(), target=f"{c.target}, part {after.group(1)}", kind="state_statute",
                            jurisdiction=named.jurisdiction if named else c.jurisdiction)
                skip_to = after.end()
        out.append(c)
    return out


# The code's own title and chapter, then the chapter's article: "Cross-Reference:  Title 13, Chapter 1, Article C Adult
# Entertainment Zoning." (Edgar WI): one citation of the article
_CHAPTER_ARTICLE_AFTER = re.compile(r",[ \t]*\n?[ \t]*Article[ \t]+([A-Z]|[IVXL]{1,5}|\d{1,2})\b(?![.\-]\w)")


# A state chapter's article printed before it: "the Mining Act of 1971, Article 7 of Chapter 74 of the General Statutes"
# (Johnston County NC): one citation of the chapter's article
_STATE_CHAPTER_TARGET = re.compile(r"ch\. \d{1,3}[A-Z]{0,2}")
_ARTICLE_OF_BEFORE = re.compile(r"\b[Aa]rticle\s+(\d{1,3}[A-Z]?|[IVX]{1,5})\s+of\s+$")


# A Wisconsin agency's chapter list going on with a bare "Ch.": "Wis. Admin. Code Ch. SPS 320 to 325,\nand Ch. 327, and all
# amendments thereto" (Pepin WI): the chapter is the agency's, not the code's own
_AGENCY_CHAPTER_TARGET = re.compile(r"Wis\. Admin\. Code ch\. (?P<ag>[A-Z]{2,4}) \d{3}")
_AND_GAP = re.compile(r"\s*,?\s*(?:and|or)\s+")
_BARE_CHAPTER_TARGET = re.compile(r"ch\. (\d{3})")


def _agency_chapter_after_list(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def retag(prev, c):
        if ((n := _BARE_CHAPTER_TARGET.fullmatch(c.target)) and prev.kind == "other_code"
                and (a := _AGENCY_CHAPTER_TARGET.match(prev.target)) and _AND_GAP.fullmatch(text, prev.end, c.start)):
            return replace(c, kind="other_code", target=f"Wis. Admin. Code ch. {a.group('ag')} {n.group(1)}", jurisdiction="WI")
        return None
    return _retag_local_after(found, retag)


# A range of a state's dotted sections, the second printed from its dot: "Minn. Stat. \u00a7\u00a7 216D.01 - .09 (Gopher One Call
# Excavation Notice System)" (Lake St. Croix Beach MN): both ends cited, the second on the first's chapter
_DOTTED_SECTION_TARGET = re.compile(r"(?P<head>(?:.* )?\d{1,4}[A-Z]{0,2})\.\d{1,4}")
_DOT_RANGE_END = re.compile(r"[ \t]*[\-\u2013][ \t]*(\.\d{1,4})\b(?![.\-]\d)")


def _dotted_range_ends(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    added = [CitationMatch(m.start(1), m.end(1), c.kind, f"{d.group('head')}{m.group(1)}", c.jurisdiction, qualifier=c.qualifier)
             for c in found if c.kind == "state_statute" and (d := _DOTTED_SECTION_TARGET.fullmatch(c.target))
             and (m := _DOT_RANGE_END.match(text, c.end))]
    return _with_added(found, added) if added else found


def _article_of_state_chapter(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind == "state_statute" and _STATE_CHAPTER_TARGET.fullmatch(c.target) and (
            before := _ARTICLE_OF_BEFORE.search(text, max(0, c.start - 24), c.start)):
        return replace(c, start=before.start(), target=f"{c.target}, art. {before.group(1)}")
    return c


def _title_chapter_article(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind == "local_code" and _TITLE_CHAPTER_TARGET.fullmatch(c.target) and (after := _CHAPTER_ARTICLE_AFTER.match(text, c.end)):
        return replace(c, end=after.end(), target=f"{c.target}, art. {after.group(1)}", qualifier=_qualifier(text, after.end()))
    return c


# A table of the state's offenses a Wisconsin code adopts by reference, headed "Statute Section    Subject" and one
# statute a row, its subject beside it ("941.12(2) and (3)  Interfering with fire fighting", Rochester WI's 7-19):
# each row's number is a statute (a contents line's number is not, and nothing else cites these).
# The same table of the code's own sections, headed "Section   Subject" (a penalty section's list of the sections that
# carry fines, "51.016(A) Injury to water system", La Jara CO's 51.999): each row's number is a section of the code.
_STATUTE_TABLE_HEAD = re.compile(r"^[ \t]*(?:Wis(?:consin|\.)?[ \t]+)?Stat(?:ute|s?\.)[ \t]+(?:Section|Sec\.|§|Number)s?[ \t]+\w.*$", re.M)
# (or "Code Section  Title  Level", a penalty section's schedule of fine levels, Plainfield IN; a range of sections may wrap, its
# end alone on the next line: "72.01 -      Speed Limits 1" / "72.03")
_SECTION_TABLE_HEAD = re.compile(r"^[ \t]*(?:Sections?[ \t]+Subject|Code[ \t]+Section[ \t]+Title(?:[ \t]+Level)?)[ \t]*$", re.M)
_STATUTE_TABLE_ROW = re.compile(r"[ \t]*(?P<num>\d{1,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))*)"
                                r"(?:[ \t]*(?:,|and|or|&)[ \t]*(?P<more>(?:\([0-9a-z]{1,4}\))+))?(?:[ \t]{2,}|(?<=\))[ \t])\S")
_SECTION_TABLE_ROW = re.compile(r"[ \t]*(?P<num>\d{1,3}(?:[.\-]\d{1,4}){1,2}(?:\([0-9A-Za-z]{1,4}\))*)(?P<more>)(?P<dash>[ \t]+-)?"
                                r"(?:[ \t]{2,}|[ \t](?=[A-Z]))\S")
_SECTION_RANGE_END = re.compile(r"[ \t]*(?P<num>\d{1,3}(?:[.\-]\d{1,4}){1,2})[ \t]*$")
_STATUTE_TABLE_CONTINUED = re.compile(r"[ \t]{2,}\S")
# (header, row, kind, jurisdiction) of each kind of table
_NUMBER_TABLES = ((_STATUTE_TABLE_HEAD, _STATUTE_TABLE_ROW, "state_statute", "WI"),
                  (_SECTION_TABLE_HEAD, _SECTION_TABLE_ROW, "local_code", None))


def _number_table_head(text: str) -> bool:
    return any(heads.search(text) for heads, _, _, _ in _NUMBER_TABLES) or (
        ("by reference" in text or "by\nreference" in text) and _ADOPTED_LIST_HEAD.search(text) is not None)


# The same list with no header row, after the sentence that adopts it: "The following statutes defining offenses ... are
# adopted by reference ...\n29.601  Deleterious substances\n(3)(a)\n86.022  Obstructing highway ..." (Newburg WI's
# 130.001; "the following enumerated sections of the Wisconsin Statutes are hereby adopted by reference ...:\n350.01   Definitions",
# Edgar WI's 10-3-1). A row is a statute's number and its subject; the subsection may wrap to a line of its own under the row
# ("(3)(a)": the row's statute is that subsection), and a row may print its number alone with the subsection and the
# subject on the next line ("941.12\n(2),    Interfering with firefighting\n(3)": 941.12(2), then 941.12(3)).
# (its rows lettered and printed with "Sec.": "the following enumerated sections of the Wisconsin\nStatutes, exclusive of ..., are
# hereby adopted\nand, by reference, made a part of this Section. ...\n   (a)   Sec. 82.19   Highways, Discontinuance of", Edgar WI's
# 6-2-19; a subject wrapped to a line of its own, unindented: "Using Bridges for\nAdvertising")
# (or a list of offenses the statutes define, each row's subsection glued to its number: "Crimes Against Children. Shall mean any of the
# following offenses\nset forth within the Wisconsin Statutes, as amended, ... respectively:\n940.225(1)   First Degree Sexual Assault", Edgar
# WI's 11-2-18; a row's subject may name the statute now in its place, "944.02   Rape (prior statute, see now 940.225)")
_ADOPTED_ROW_OPEN = r"[ \t]*(?:\([a-zA-Z]{1,3}\)[ \t]+)?(?:Sec\.[ \t]*)?\d{1,3}\.\d{2,4}[a-z]?(?:[ \t,]|\(\w{1,4}\)[ \t]|$)"
_ADOPTED_LIST_HEAD = re.compile(r"(?:(?:^[ \t]*The|\bthe)\s+following\s+(?:enumerated\s+sections\s+of\s+the\s+)?(?:Wisconsin\s+|state\s+)?[Ss]tatutes\b"
                                r"[^.]{0,300}?\badopted(?:\s+and)?,?\s+by\s+reference"
                                r"|\bof\s+the\s+following\s+offenses\s+set\s+forth\s+(?:with)?in\s+the\s+Wisconsin\s+Statutes\b[^.:]{0,300}:[ \t]*$)"
                                rf"[^\n]*(?:\n(?!{_ADOPTED_ROW_OPEN})[^\n]*){{0,8}}(?=\n{_ADOPTED_ROW_OPEN})", re.M)
_ADOPTED_ROW = re.compile(r"[ \t]*(?:\([a-zA-Z]{1,3}\)[ \t]+)?(?P<cite>(?:Sec\.[ \t]*)?(?P<num>\d{1,3}\.\d{2,4}[a-z]?(?:\(\w{1,4}\)(?=[ \t]))?))(?P<alone>,?[ \t]*$)?")
_MISPRINTED_ROW = re.compile(r"[ \t]*\d{1,3}\.[\w ()]{1,24}?[ \t]{2,}[A-Z]")
_SEE_NOW = re.compile(r"\bsee\s+now\s+(?P<num>\d{1,3}\.\d{2,4}[a-z]?(?:\([0-9a-z]{1,4}\))*)(?![\w.]\w)")
_SUBJECT_WRAPPED = re.compile(r"[A-Z][A-Za-z,;'&\- ]{0,40}")
_ADOPTED_SUB = re.compile(r"(?P<sub>(?:\([0-9a-z]{1,4}\))+)(?:,?[ \t]*$|,?[ \t]{2,}\S)")


def _adopted_statute_list(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    added: list[CitationMatch] = []
    for head in _ADOPTED_LIST_HEAD.finditer(text):
        pos, last, subs = head.end() + 1, None, 0  # the row's citation, and how many of its wrapped subsections were read
        while pos < len(text):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            if (row := _ADOPTED_ROW.match(text, pos, end)) and (row.group("alone") is not None or text[row.end()] in " \t"):
                last, subs = CitationMatch(*row.span("cite"), "state_statute", row.group("num"), "WI"), 0
                added.append(last)
                added += [CitationMatch(*now.span("num"), "state_statute", now.group("num"), "WI") for now in _SEE_NOW.finditer(text, row.end(), end)]
                if row.group("alone") is not None and row.group("alone").startswith(","):
                    last = None  # "943.24," a row of its own, the next row its subsection's
            elif (sub := _ADOPTED_SUB.match(text, pos, end)) and added and (last is not None or subs == 0):
                base = last if last is not None else added[-1]
                number = base.target.split("(")[0]
                if subs == 0 and last is not None:
                    # the first subsection under a row is the row's: wrapped under its subject, the span stays the number;
                    # under a number printed alone, the span runs on to it
                    eol = text.find("\n", base.end)
                    alone = not text[base.end:eol if eol >= 0 else len(text)].strip(" \t,")
                    added[-1] = replace(base, end=sub.end("sub") if alone else base.end, target=number + sub.group("sub"))
                    last = added[-1]
                else:
                    added.append(CitationMatch(*sub.span("sub"), "state_statute", number + sub.group("sub"), "WI"))
                subs += 1
            elif not text[pos:end].strip() or _STATUTE_TABLE_CONTINUED.match(text, pos, end) or (
                    added and (_SUBJECT_WRAPPED.fullmatch(text, pos, end) or _MISPRINTED_ROW.match(text, pos, end))):
                # a blank line, or a subject wrapped under its row ("        room", "Advertising"), or a row whose number is
                # misprinted ("948.l 1(2)(a) or (am)   Exposing a Child to Harmful Material", Edgar WI: the rows after it read on)
                pass
            else:
                break
            pos = end + 1
    if not added:
        return found
    # (a row's own "Sec. 82.19", read as the code's section, gives way to the statute; what else overlaps a row keeps its place)
    kept = [c for c in found if not any(a.start <= c.start < a.end for a in added)]
    taken = SpanSet([(c.start, c.end) for c in kept])
    return sorted(kept + [c for c in added if not taken.overlaps(c.start, c.end)], key=lambda c: (c.start, c.end))


def _number_tables(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    added: list[CitationMatch] = []
    subjects: list[tuple[int, int]] = []  # a row's subject after its number: a title, no citation ("Enforcement of Parking Sign
    # Regulations", Plainfield IN)
    for heads, rows, kind, jurisdiction in _NUMBER_TABLES:
        pos = 0
        for head in heads.finditer(text):
            if head.start() < pos:
                continue  # (the header printed twice: the table already read)
            pos = head.end() + 1
            while pos < len(text):
                end = text.find("\n", pos)
                end = len(text) if end < 0 else end
                if (row := rows.match(text, pos, end)):
                    num = row.group("num")
                    added.append(CitationMatch(*row.span("num"), kind, num, jurisdiction))
                    subjects.append((row.end("num"), end))
                    if row.group("more"):
                        added.append(CitationMatch(*row.span("more"), kind, _restate(num, row.group("more")), jurisdiction))
                    if "dash" in rows.groupindex and row.group("dash") and end < len(text):
                        nxt = text.find("\n", end + 1)
                        nxt = len(text) if nxt < 0 else nxt
                        if (last := _SECTION_RANGE_END.fullmatch(text, end + 1, nxt)):
                            added.append(CitationMatch(*last.span("num"), kind, last.group("num"), jurisdiction))
                            end = nxt
                elif not (_STATUTE_TABLE_CONTINUED.match(text, pos, end) or heads.match(text, pos, end)):
                    break  # (a wrapped subject, or the header printed twice, keeps the table open)
                pos = end + 1
    if not added:
        return found
    found = [c for c in found if not (c.kind == "other_code" and not any(ch.isdigit() for ch in c.target)
                                      and any(a <= c.start and c.end <= b for a, b in subjects))]
    taken = SpanSet([(c.start, c.end) for c in found])
    return sorted(found + [c for c in added if not taken.overlaps(c.start, c.end)], key=lambda c: (c.start, c.end))


# "Section 7.720(2)a.", "Section 50-14-7(2)a." (Woodstock GA, Detroit): a lettered item glued to the
# parenthesized subdivision, Municode's "(2)a." outline, belongs to the citation.
# (or an internal one, before a blank too: "implementing subsection (b)(2)a no later than", Echols County GA)
# (and a numbered item glued after a lettered one: "the per ton rate in \u00a7\n50.11(B)(3)(b)2.", Cleburne TX)
_LETTERED_TAIL = re.compile(r"[a-z](?=[.,;)](?!\w)|[ \t\n])|(?<=[a-z]\))\d{1,2}(?=[.,;)](?!\w)|[ \t\n])")


def _lettered_tail(text: str, c: CitationMatch) -> CitationMatch:
    if (c.kind in ("local_code", "state_statute", "internal_subsection") and c.target.endswith(")") and text[c.end - 1:c.end] == ")"
            and (m := _LETTERED_TAIL.match(text, c.end))):
        return replace(c, end=m.end(), target=c.target + m.group())
    return c


_ODOT_MORE = re.compile(r"\d{3}(?:\.\d{1,2})?\b")


# Municode's cross-reference notes name the charter before its section: "Regulation of sidewalks and
# crosswalks, Charter, § 64; removal of obstruction from streets and sidewalks, Charter, § 67" (Sandersville GA)
# (or with no comma, American Legal's cross-references: "Civil service, see Charter § 6B-4", "Mayor, see
# Charter Ch. 4", "see Charter §§ 2A-2, 2A-3, 2B-2", Waterbury CT; the list's later members too)
_CHARTER_BEFORE = re.compile(r"\bCharter,?[ \t]*$")


def _charter_named_before(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    listing = False  # the last citation is a charter section read here: a list may go on after it
    for c in found:
        converted = listing
        listing = False
        if c.kind == "local_code" and (m := _CHARTER_BEFORE.search(text, max(0, c.start - 12), c.start)):
            start = m.start()
            # ("the City Charter, § 2.01": the charter's name, found alone, is this citation's head)
            while out and out[-1].target == "Charter" and out[-1].end > start:
                start = min(start, out.pop().start)
            c = CitationMatch(start, c.end, "other_code", "Charter " + c.target, qualifier=c.qualifier)
            listing = True
        elif converted and c.kind == "local_code" and out[-1].end <= c.start and _LIST_GAP.fullmatch(text, out[-1].end, c.start):
            c = CitationMatch(c.start, c.end, "other_code", "Charter " + c.target, qualifier=c.qualifier)
            listing = True
        out.append(c)
    return out


# A scrape that runs the next section's number into a note's citation: "Penalty, see § 23-2023-2\tDUMPSTERS."
# (Boston: "§ 23-20" then section 23-2's number and heading, in capitals after a tab)
_CAPS_HEADING_AFTER = re.compile(r"\t[A-Z]{3,}")
_GLUED_NUMBER = re.compile(r"(\d+)-(\d+)-(\d+[A-Z]?)")


def _glued_heading(text: str, c: CitationMatch) -> CitationMatch:
    if (c.kind == "local_code" and (g := _GLUED_NUMBER.fullmatch(c.target)) and len(g.group(2)) > len(g.group(1)) >= 2
            and g.group(2).endswith(g.group(1)) and _CAPS_HEADING_AFTER.match(text, c.end)):
        head = g.group(2)[:-len(g.group(1))]
        return replace(c, end=c.end - len(g.group(1)) - 1 - len(g.group(3)), target=f"{g.group(1)}-{head}")
    return c


_ROMAN_ITEM = re.compile(r"\b[IVXL]+\b")
_TITLE_BEFORE = re.compile(r"\bTitle\s+(?:[IVXL]+|\d+)\s*,\s*$")
# "Subsec. 26-2A-1 D" (Manhattan KS): after "Subsec." a capital letter printed apart from the number is
# the subsection's (not "Subsection 5-1 A person ...": a word after the letter).
_SPACED_LETTER = re.compile(r"[ \t]([A-Z])(?=[,.;:)]|\s+(?:of|and|or|above|below|shall|is|are|herein|hereof)\b|\s*$)")


# A Minnesota-style code's own section with its subdivision after a comma: "subsection\n530.01, Subd. 4" (Big Lake MN),
# "section 8-2-7, subdivision (1)": one citation of the subdivision, as the state's "\u00a7 412.221, subd. 23" is.
# (its lettered paragraph after a dot: "Austin Code \u00a7 10.10, Subd. 20.G", Austin MN -> 10.10(20)(G))
# (or its numbered subsection in words with no comma between: "the hours set forth in Section 44.06 subsection 7", Ankeny IA ->
# 44.06(7); "\u00a7 7-12, Subsection 6" keeps the two apart, as Rochester WI's labels read it)
_SUBD_AFTER = re.compile(r",?[ \t]*\n?[ \t]*(?:[Ss]ubd(?:ivision\b|\.)|[Ss]ubsection\b(?=[ \t]*\n?[ \t]*\d))[ \t]*\n?[ \t]*(?:\((?P<p>\d{1,3}[a-z]?|[a-z])\)"
                         r"|(?P<n>\d{1,3}[a-z]?)(?:\.(?P<l>[A-Z])(?:\.(?P<l2>\d{1,2}))?)?\b(?![.\-]\d))")
_SECTION_NUMBER_END = re.compile(r"\d[\d.\-]*\d$")
# (and more of the section's subdivisions listed after it: "\u00a7 10.10, Subd. 20.G,\nSubd. 21, and Subd. 21", each the section's)
_MORE_SUBD = re.compile(r"(?:[ \t]*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(?P<w>Subd\.[ \t]*(?P<n>\d{1,3}[a-z]?)(?:\.(?P<l>[A-Z])(?:\.(?P<l2>\d{1,2}))?)?)\b(?![.\-]\d)")
# A Minnesota subdivision cited bare, its lettered and numbered levels after dots: "as stated in Subd. 20.C.2." (Austin MN):
# the section's own, "(20)(C)(2)" as the labels write it; not the heading of a subdivision opening its line ("   Subd. 21.
# Dangerous animal requirements.")
_BARE_SUBD = re.compile(r"(?<![\w.])Subd\.[ \t]+(?P<n>\d{1,3}[a-z]?)(?:\.(?P<l>[A-Z])(?:\.(?P<l2>\d{1,2}))?)?(?![\w\-]|\.\d)")
_LINE_OPENING = re.compile(r"(?:^|\n)[ \t]*$")
_HEADING_AFTER_SUBD = re.compile(r"\.|[ \t]+[A-Z]")


def _subd_path(m: re.Match) -> str:
    return f"({m.group('n')})" + (f"({m.group('l')})" if m.group("l") else "") + (f"({m.group('l2')})" if m.group("l2") else "")


# A table flattened a row at a time, its "See \u00a7" cell's section wrapped to the next line and the row's time printed
# between: "See \u00a7                                                 24 hours\n92.01, PUBLIC NUISANCES AFFECTING HEALTH division
# (1)" (Thorntown IN's nuisance timelines): the time is no section; the number opening the next line is
_SIGN_CELL_ROW = re.compile(r"\u00a7[ \t]{8,}(?:\d+[ \t]+(?i:hours?|days?|minutes?|weeks?|months?|years?)\b[^\n]*|[A-Za-z][^\n\d]*)"
                            r"\n(?P<n>\d{1,4}\.\d{2,4})\b(?![.\-]\d)")


def _table_sign_before_time(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    # (the row's time in figures or in words, "24 hours", "Immediately": the sign's number read from the time is dropped)
    rows = list(_SIGN_CELL_ROW.finditer(text))
    if not rows:
        return found
    signs = {m.start() for m in rows}
    out = [c for c in found if not (c.kind == "local_code" and c.start in signs)]
    for m in rows:
        if not any(o.start < m.end("n") and m.start("n") < o.end for o in out):
            out.append(CitationMatch(m.start("n"), m.end("n"), "local_code", m.group("n")))
    return sorted(out, key=lambda c: (c.start, c.end))


def _bare_mn_subdivisions(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    added = []
    for m in _BARE_SUBD.finditer(text):
        s, e = m.span()
        if any(c.start < e and s < c.end for c in found):
            continue
        if _LINE_OPENING.search(text, max(0, s - 40), s) and _HEADING_AFTER_SUBD.match(text, e):
            continue  # a subdivision's own heading ("   Subd. 2   Notice by Mail or Publication.")
        added.append(CitationMatch(s, e, "internal_subsection", _subd_path(m), qualifier=_qualifier(text, e)))
    return sorted(found + added, key=lambda c: (c.start, c.end)) if added else found


# Michigan's Penal Code by its chapters, roman and maybe lettered: "Michigan Penal Code, Chapter XXVA, Criminal Enterprises",
# "Chapter LXXXIII-A" (Dearborn MI's list of disqualifying offenses): the state's code, not this one's chapters
_MI_PENAL_CHAPTER = re.compile(r"\bMichigan\s+Penal\s+Code,?\s+Chapter\s+(?P<ch>[IVXLC]{1,8}(?:-?A)?)\b(?![\-.]\w)")


def _michigan_penal_chapters(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    return _with_added(found, [CitationMatch(m.start(), m.end(), "state_statute", f"Mich. Pen. Code ch. {m.group('ch')}", "MI")
                               for m in _MI_PENAL_CHAPTER.finditer(text)])


def _with_added(found: list[CitationMatch], added: list[CitationMatch]) -> list[CitationMatch]:
    """``found`` with ``added`` in it, in order; a citation read inside an added one's span (the same words read alone)
    is dropped."""
    if not added:
        return found
    kept = [c for c in found if not any(a.start <= c.start and c.end <= a.end for a in added)]
    return sorted(kept + added, key=lambda c: (c.start, c.end))


def _local_subdivision(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    absorbed: list[tuple[int, int]] = []
    for c in found:
        if any(a <= c.start < b for a, b in absorbed):
            continue  # the "subd. 4" an internal pattern read alone
        if c.kind == "local_code" and _SECTION_NUMBER_END.search(c.target) and (m := _SUBD_AFTER.match(text, c.end)) \
                and not ("ubsection" in m.group() and "," in m.group()) \
                and not (m.group("n") and text.startswith(".", m.end())
                         and _LINE_OPENING.search(text, c.end, m.start() + m.group().lower().index("sub"))):
            # (not the next subdivision's heading opening the line after a penalty note: "Penalty, see \u00a7\n1.99\n   Subd. 21.")
            section = c.target
            c = replace(c, end=m.end(), target=section + (f"({m.group('p')})" if m.group("p") else _subd_path(m)))
            absorbed.append((c.start, c.end))
            out = [o for o in out if not (c.start <= o.start < c.end)]
            out.append(c)
            if m.group("n"):
                pos = m.end()
                while (more := _MORE_SUBD.match(text, pos)) is not None:
                    out.append(CitationMatch(more.start("w"), more.end(), "local_code", section + _subd_path(more)))
                    absorbed.append((more.start("w"), more.end()))
                    pos = more.end()
            continue
        out.append(c)
    return out


# A title-chapter-section number's subsection printed after a blank: "in accordance with\n13.14.080 C or upon a driveway"
# (Holladay UT), "section 6-2-1 A of this title": the letter is the section's subsection (not "I", a roman numeral, nor
# a letter opening a sentence: only before a list word, "of", or a stop inside the sentence)
# (a chapter lettered inside its title, the letter stopped by a period: "as set forth above in Section\n7-1A-2 C. and Section\n7-1B-6 B.
# In case", Cloudcroft NM; a capital and a period after a blank on the number's own line is no sentence's opening)
_THREE_PART_SECTION = re.compile(r"\d{1,2}[.\-]\d{1,2}[A-Z]?[.\-]\d{1,3}")
_SPACED_SECTION_LETTER = re.compile(r"[ \t]([A-HJ-Z])(?=[,;)]|\.\s|\s+(?:of|and|or|above|below|herein|hereof|through)\b)")


def _spaced_subsection_letter(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind != "local_code":
        return c
    if text.startswith("Subsec", c.start) and c.target[-1:].isdigit() and (m := _SPACED_LETTER.match(text, c.end)):
        return replace(c, end=m.end(), target=f"{c.target}({m.group(1)})")
    if _THREE_PART_SECTION.fullmatch(c.target) and (m := _SPACED_SECTION_LETTER.match(text, c.end)):
        return replace(c, end=m.end(), target=f"{c.target}({m.group(1)})", qualifier=_qualifier(text, m.end()) or c.qualifier)
    if text.startswith(("Subsec", "subsec"), c.start) and (g := _GLUED_LOWER_END.search(c.target)):
        # ("Subsection 21-4.3e", "subsection 11-7.1b", Boston: a lower-case letter glued on is the
        # subsection's, where after "§" it is the section's own: "§ 29-14a")
        return replace(c, target=f"{c.target[:g.start()]}({g.group(1)})")
    return c


_GLUED_LOWER_END = re.compile(r"(?<=\d)([a-z])$")




# A subdivision grown onto a citation from the next line, then more of the same statute's listed after it: "Wis. Stats. \u00a7
# 62.23\n(7) (am) and (c)." (Linden WI): "(c)" is 62.23(7)(c), as on one line the statute's list reads it
_ITEM_AFTER_TAIL = re.compile(r"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or|through)[ \t]+)(\((?:[a-z]{1,3}|\d{1,3}|[A-Z])\)(?:\([a-zA-Z0-9]{1,3}\))*)(?![\w(])")


def _items_after_grown_tail(text: str, found: list[CitationMatch], grown: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for c in found:
        out.append(c)
        if c.kind not in ("state_statute", "local_code") or not any(g is c for g in grown) or text[c.end - 1:c.end] != ")":
            continue
        pos, prev = c.end, c
        while (m := _ITEM_AFTER_TAIL.match(text, pos)) and not any(o.start < m.end() and o.end > m.start(1) for o in found if o is not c):
            prev = CitationMatch(m.start(1), m.end(), c.kind, _restate(prev.target, m.group(1)), c.jurisdiction, qualifier=_qualifier(text, m.end()))
            out.append(prev)
            pos = m.end()
    return out


# Municode's plain text breaks a link's subdivision onto the next line: "§ 18.04.030\n(b)(4)." (Aspen CO); a
# line holding only subdivisions and a closing stop is the citation's tail, never a list item.
# (a statute's too, the sentence going on after it: "Wis. Stats. \u00a7 125.51\n(10). The application", "\u00a7 125.04\n(6)
# and the officers", Turtle Lake WI; a list item opens on a capital)
# (and a Wisconsin paragraph's bare number: "Wis. Stats. \u00a7 62.23\n(7)(d)2. The appropriate", Newburg WI)
# (the levels spaced apart: "Wis. Stats. \u00a7 62.23\n(7) (am) and (c).", Linden WI)
# (or the parenthesis holding the citation closing after them: "(Iowa Code \u00a7 362.5\n(3)(h)).", Riverdale IA)
_NEXT_LINE_SUBDIV = re.compile(r"[ \t]*\n[ \t]*((?:\([a-zA-Z0-9]{1,3}\)(?:[ \t](?=\())?)+(?:\d{1,2}(?=\.))?)(?=[.,;]?[ \t]*(?:\n|$)|[.,;:]|[ \t]+[a-z]|\)[.,;]?(?:[ \t]|$))")


def _next_line_subdivision(text: str, c: CitationMatch) -> CitationMatch:
    # (a statute's only where its number ends the citation: after "66.0701, Wis. Stats." a "(2)" alone on the next
    # line opens a list item)
    # (or a statute's subsection wrapped after its subdivision: "Iowa Code \u00a7 321.234A(1)\n(a).", Guthrie County IA)
    if ((c.kind == "local_code" and c.target[-1:].isdigit())
            or (c.kind == "state_statute" and (text[c.end - 1:c.end].isdigit() and c.target[-1:].isdigit()
                                               or text[c.end - 1:c.end] == ")" == c.target[-1:]))) \
            and (m := _NEXT_LINE_SUBDIV.match(text, c.end)):
        return replace(c, end=m.end(), target=c.target + m.group(1).replace(" ", "").replace("\t", ""))
    return c


_CFR_APPENDIX_AFTER = re.compile(r"[ \t]*,[ \t]*\n?[ \t]*Appendix[ \t]+([A-Z])\b(?![.\-]\w)(?!\s+(?:of|to)\s+th(?:is|e)\b)")
_ILCS_ACT_TARGET = re.compile(r"\d{1,3} ILCS \d{1,4}")
_ILCS_SIGN_SECTION = re.compile(r"[ \t]*§[ \t]*(\d{1,3}[A-Z]?-\d{1,4}(?:\.\d{1,3})?(?:\([\w.]{1,5}\))*)(?![\w\-])")
_ILCS_MORE_SECTION = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)(§[ \t]*(\d{1,3}[A-Z]?-\d{1,4}(?:\.\d{1,3})?(?:\([\w.]{1,5}\))*))(?![\w\-])")
_IL_HALF_CHAPTER = re.compile(r"(?<=\d)[ \t\-]?(?:1/2|½)")
# A code's name in an adoption table's row after the chapters adopted, across the column gap: "Chs. SPS 361-366   Commercial
# Building Code", "Ch. PSC 114      Wisconsin State Electrical Code, Volume 1" (Rochester WI): the chapters' title, no citation
# of its own
_ROW_GAP = re.compile(r"[ \t]{3,}")


def _admin_row_titles(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    for c in found:
        if (out and c.kind == "other_code" and not c.target.startswith("Wis. Admin. Code") and out[-1].target.startswith("Wis. Admin. Code ch.")
                and _ROW_GAP.fullmatch(text, out[-1].end, c.start)):
            continue
        out.append(c)
    return out


_LOCAL_DOTTED_PRINTED = re.compile(r"\s*\d{1,3}\.\d{2,3}")
_ID_CHAPTER_TARGET = re.compile(r"(\d{1,2})-(\d{1,2})")
_PLACE_STANDARDS_LAST = frozenset({"Criteria", "Standards", "Drawings", "Specifications", "Details", "Improvements"})
_LIST5_ITEM = re.compile(rf"(?:({rx.WI_LIST_AGENCIES})\s+)?(\d{{1,3}})")
_CODE_TITLE_CHAPTER_BEFORE = re.compile(r"\b(?:City|Village|Town|Municipal)\s+Code\s*,?\s*Title\s+(\d{1,2})\s*,\s*[Cc]hapter\s+(\d{1,3})\s*,\s*$")
_MSFC_SECTION = re.compile(r"[ \t]*§[ \t]*(\d+(?:\.\d+)*)(?![\w\-]|\.\d)")
_STATE_CODE_SECTION = re.compile(r"\s*,?\s*[Ss]ection\s+(\d{1,4}(?:\.\d{1,5})+)\b(?!\.\d)")


def _code_section_before(text: str, m: re.Match, code: str) -> list[CitationMatch] | None:
    """"section 105 of the <code>" printed before the code's name ``m``: one citation, of that code's
    section (read back from the name; ``find_citations`` drops what an earlier pattern found there)."""
    if sec := _SECTION_OF_THE.search(text, max(0, m.start() - 120), m.start()):
        # ("section 107 of Chapter 1 of the NC Fire Code", Havelock NC: the section, its chapter dropped)
        part = sec.group("sec0") if sec.group("sec0") else f"ch. {sec.group('n')}" if sec.group("ch") else sec.group("n")
        return [CitationMatch(sec.start(), m.end(), "other_code", f"{code} {part}", qualifier=_qualifier(text, m.end()))]
    return None


# (a section may end in a letter: "section 12.5b of the fire prevention code", Thomson GA)
# (Boston abbreviates the word and names the state: "s. 113 of the Commonwealth of Massachusetts Building Code")
# (a chapter, "chapter 56 of the fire prevention code", Alpharetta GA)
# (a section numbered in parts, a subsection after it: "Section 4-30-50(i) of the Pitkin County Land Use Code")
# (Baltimore's section sign and caption in braces: "\u00a7 116 {\u201cUnsafe Structures\u201d} of the Baltimore City Building Code")
# (the edition named between: "Chapter 5 of the current edition of the North Carolina Fire Code", Knightdale NC)
# (the Ohio Fire Code's old "F.M." sections: "Section F.M. 3-09 of the Ohio Fire Code", Indian Hill and Madeira OH)
_SECTION_OF_THE = re.compile(r"(?:\b[Ss]ection\s+(?P<sec0>\d{1,4}(?:\.\d{1,3})*)\s+of\s+(?=[Cc]hapter\s))?(?:\b[Ss]ection\s+|(?<![\w.])s\.\s+|§\s*|\b(?P<ch>[Cc]hapter)\s+)(?P<n>(?:(?<=ection\s)F\.\s?M\.\s?)?\d{1,4}(?:[.\-]\d{1,3})*[a-z]?(?:\([a-zA-Z0-9]{1,3}\))*)"
                             rf"{rx._BRACED}\s+of\s+(?:the|said)\s+(?:(?:current|latest)\s+edition\s+of\s+the\s+)?(?:adopted\s+)?(?:(?:Commonwealth|State)\s+of\s+)?$")
# A model code's appendix: "International Residential Code Appendix S", "the International Building
# Code, Appendix C" (Warner Robins GA): one reference, to the code's appendix.
# (a list of a code's adopted appendixes prints a colon: "Standard Building Code: Appendixes A, C and D")
_APPENDIX_GAP = re.compile(r"\s*[,:]?\s*")


def _merge_adjacent(found: list[CitationMatch], join) -> list[CitationMatch]:
    """``found`` with each citation that ``join(prev, c)`` folds into the one before it replaced by the
    result (``join`` returns None to keep both)."""
    out: list[CitationMatch] = []
    for c in found:
        joined = join(out[-1], c) if out else None
        if joined is not None:
            out[-1] = joined
        else:
            out.append(c)
    return out


# A section and then its division, one reference: "in accordance with §\n91.68 division (J) of this subchapter" (Cold
# Spring KY)
# (after a comma, a list of divisions going on: "Section\n951.03, divisions (b) and (c), relating to automated waste
# collection", Brooklyn OH: each division the section's)
_DIVISION_GAP = re.compile(r"[ \t]*,?[ \t]+(?:\n[ \t]*)?divisions?[ \t]+")


# A title and then one of its sections by the section's full number: "as enumerated in title 9, section\n9.04.030 of this code"
# (Hailey ID): one reference, the section (2 of 2 labels; "Title 4, Chapter 3, Section 7" is one too)
_TITLE_SECTION_GAP = re.compile(r",?[ \t]+(?:\n[ \t]*)?")


# A federal regulation's part and then one of its sections: "the information listed in 40 C.F.R. Part 403, \u00a7 403.12(b)"
# (Newburgh IN), "40 CFR, Part 403, Section 403.7": one citation, the section (as the labels read both)
_CFR_PART_ONLY = re.compile(r"(?P<t>\d{1,2}) C\.F\.R\. part (?P<p>\d{1,4})")
_CFR_SECTION_GAP = re.compile(r"[ \t]*,[ \t]*(?:\n[ \t]*)?")


def _cfr_part_then_its_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if prev.kind != "other_code" or c.kind != "local_code" or not (part := _CFR_PART_ONLY.fullmatch(prev.target)):
            return None
        if not c.target.startswith(part.group("p") + ".") or not _CFR_SECTION_GAP.fullmatch(text, prev.end, c.start) \
                or not text.startswith(("\u00a7", "Section", "section", "Sec."), c.start):
            return None
        return replace(prev, end=c.end, target=f"{part.group('t')} C.F.R. {c.target}", qualifier=c.qualifier or prev.qualifier)

    return _merge_adjacent(found, join)


def _title_then_its_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if prev.kind != "local_code" or c.kind != "local_code" or not prev.target.startswith("title ") or "," in prev.target:
            return None
        number = prev.target[len("title "):]
        if not c.target.startswith((f"{number}.", f"{number}-")) or not text.startswith(("section", "Section", "Sec."), c.start) \
                or not _TITLE_SECTION_GAP.fullmatch(text, prev.end, c.start):
            return None
        return replace(c, start=prev.start)

    return _merge_adjacent(found, join)


# The state's statutes listed by subject after a lead naming them: "in accordance with ... the provisions of the Wisconsin statutes
# on: public records, sections 19.21 - 19.39; code of ethics for local government officials, sections 19.42, 19.58 and 19.59;
# open meetings, sections 19.81 - 19.89; misconduct in office, section\n946.12; ..." (Reedsville WI's plan commission, a model
# ordinance Linden WI prints too): every bare dotted section to the sentence's end is a statute
_STATUTES_ON_LEAD = re.compile(r"\bthe\s+Wisconsin\s+[Ss]tatutes\s+on\s*:")
_SENTENCE_END = re.compile(r"\.(?!\d)(?=\s+[A-Z]|\s*$)")
_LISTED_STATUTE_SECTION = re.compile(r"\d{1,3}\.\d{2,4}(?:\([0-9a-z]{1,4}\))*")


def _statutes_listed_by_subject(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    for lead in _STATUTES_ON_LEAD.finditer(text):
        end = _SENTENCE_END.search(text, lead.end())
        stop = end.start() if end else len(text)
        found = [replace(c, kind="state_statute", jurisdiction="WI")
                 if c.kind == "local_code" and lead.end() <= c.start < stop and _LISTED_STATUTE_SECTION.fullmatch(c.target) else c
                 for c in found]
    return found


def _section_then_division(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if prev.kind != "local_code" or c.kind != "internal_subsection" or not c.target.startswith("(") \
                or prev.target.endswith(")") or prev.target.startswith(("ch.", "title", "art.")) \
                or not _DIVISION_GAP.fullmatch(text, prev.end, text.index("(", c.start)):
            return None
        return CitationMatch(prev.start, c.end, "local_code", prev.target + c.target, qualifier=c.qualifier or prev.qualifier)

    out = _merge_adjacent(found, join)
    # (the divisions listed after it are the section's too, read as any section's trailing subdivisions)
    return _trailing_subdivisions(text, out) if len(out) < len(found) else out


def _model_code_appendix(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if c.kind != "local_code" or " app. " in prev.target or not _is_model_code(prev.kind, prev.target):
            return None  # (an appendix already joined: the next in its list is the loop's below)
        if c.target.startswith("app. ") and _APPENDIX_GAP.fullmatch(text, prev.end, c.start):
            return CitationMatch(prev.start, c.end, prev.kind, f"{prev.target} {c.target}", qualifier=c.qualifier)
        # "Uniform Plumbing Code (Section 1009)" (Kirkland WA): the code's section in parentheses after it
        if prev.kind == "other_code" and _PAREN_SECTION_GAP.fullmatch(text, prev.end, c.start) and text.startswith(")", c.end):
            return CitationMatch(prev.start, c.end + 1, "other_code", f"{prev.target} {c.target}")
        return None

    out = _merge_adjacent(found, join)
    # "Standard Building Code: Appendixes A, C, D and E" (Sylvania GA): the list's other appendixes
    # are the same code's
    for i in range(1, len(out)):
        prev, c = out[i - 1], out[i]
        if c.kind == "local_code" and c.target.startswith("app. ") and " app. " in prev.target \
                and _APPENDIX_LIST_GAP.fullmatch(text, prev.end, c.start):
            code = prev.target[:prev.target.index(" app. ")]
            if _is_model_code(prev.kind, code):
                out[i] = CitationMatch(c.start, c.end, prev.kind, f"{code} {c.target}", qualifier=c.qualifier)
    return out


def _is_model_code(kind: str, target: str) -> bool:
    """A model code or a standard, whose appendix a local "Appendix N" after it is ("ASME A17.1, Appendix N",
    Kirkland WA)."""
    return (kind == "other_code" and bool(_MODEL_CODE_TARGET.fullmatch(target))) or kind == "external_standard"


_APPENDIX_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)")


_PAREN_SECTION_GAP = re.compile(r"[ \t]*\(")


# "Chapter 2.5, section 2.5-7" (Jefferson Parish LA): a chapter, then one of its sections whose number
# carries the chapter's: one reference, to the section.
_CHAPTER_SECTION_GAP = re.compile(r"\s*,\s*(?:[Ss]ection|[Ss]ec\.|§)\s*")


def _chapter_then_its_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if not (prev.kind == "local_code" == c.kind and prev.target.startswith("ch. ")
                and _CHAPTER_SECTION_GAP.fullmatch(text, prev.end, _number_start(text, c))):
            return None
        ch = prev.target[4:]
        if c.target.startswith((ch + "-", ch + ".")):
            return CitationMatch(prev.start, c.end, "local_code", c.target, qualifier=c.qualifier)
        if (n := roman_value(ch)) and c.target.startswith((f"{n}-", f"{n}.")):
            return c  # "Chapter X, Section 10-1.2" (Boston): the Roman chapter only locates the section
        return None

    return _merge_adjacent(found, join)


# "A.R.S. Title 28, Chapter 6, \u00a7 28-873.01" (Coolidge AZ): a state's title and chapter, then one of its sections whose
# number carries the title's: one reference, to the section (the title and chapter only locate it).
_STATE_TITLE_PATH = re.compile(r"title (\d{1,3}[A-Z]?)(?:, ch\. [\w.]+)?")


def _state_title_then_its_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if not (prev.kind == "state_statute" and c.kind in ("local_code", "state_statute") and (t := _STATE_TITLE_PATH.fullmatch(prev.target))
                and c.target.startswith(t.group(1) + "-") and _CHAPTER_SECTION_GAP.fullmatch(text, prev.end, _number_start(text, c))):
            return None
        return CitationMatch(prev.start, c.end, "state_statute", c.target, prev.jurisdiction, qualifier=c.qualifier)

    return _merge_adjacent(found, join)


def _number_start(text: str, c: CitationMatch) -> int:
    """Where the number of citation ``c`` begins (after its "section" or "§")."""
    i = c.start
    while i < c.end and not text[i].isdigit():
        i += 1
    return i


# "Section 4.0, Subsection 4.1" (Leeds, Fultondale AL): a whole-numbered section, then its
# subsection, one reference (to the subsection)
_THEN_SUBSECTION = re.compile(r"\s*,\s*Subsection\s+(?P<n>\d+\.\d+(?:\.\d+)*)\b(?![\-.]\d)")


# "section 38-18, subsection (c)", "section 38-27, subsection (b)(2)" (Jefferson Parish LA): one reference,
# the section's subsection.
_COMMA_SUBSECTION = re.compile(r",[ \t]*subsection[ \t]+((?:\([A-Za-z0-9]{1,3}\))+)")
_PLAIN_SECTION_TARGET = re.compile(r"\d[\w.\-]*")


def _comma_subsection(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    end = -1
    for c in found:
        if c.start < end:
            continue  # the subsection just joined to the section before
        if c.kind == "local_code" and _PLAIN_SECTION_TARGET.fullmatch(c.target) and (m := _COMMA_SUBSECTION.match(text, c.end)):
            end = m.end()
            c = CitationMatch(c.start, end, "local_code", c.target + m.group(1), qualifier=_qualifier(text, end))
        out.append(c)
    return out


# A Sterling section's subsection letter after a comma: "as specified in Section\n5-3-5, B.;", "under the provisions of\n5-3-6, C,
# if" (Baxter MN): a capital alone, then a stop or a comma (not "5-3-5, A person may")
_COMMA_LETTER = re.compile(r",[ \t]*([A-Z])(?=[.,;:)]{1,2}(?:\s|$)|$)")
# (or after a hyphen: "contained in subsection\n6-1-8-A of this section", Sun Valley ID)
_HYPHEN_SUBSECTION = re.compile(r"-([A-Z])(?![\w\-])")
_THREE_PART_TARGET = re.compile(r"\d{1,3}-\d{1,3}-\d{1,3}")


def _comma_letter_subsection(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for c in found:
        if c.kind == "local_code" and _THREE_PART_TARGET.fullmatch(c.target) and (
                m := _COMMA_LETTER.match(text, c.end) or _HYPHEN_SUBSECTION.match(text, c.end)) \
                and not any(o.start >= c.end and o.start < m.end() for o in found):
            c = CitationMatch(c.start, m.end(), "local_code", f"{c.target}({m.group(1)})", qualifier=_qualifier(text, m.end()))
        out.append(c)
    return out


# A Sterling section with a glued subsection path, then more paths of the same section: "shall meet the standards in sections
# 8-13-11E1 or E2" (Reedsville WI): each later "E2" is the section's, 8-13-11(E)(2); not a word after the list ("E1 or E2a
# Zone" stops at the word)
_STERLING_GLUED_TARGET = re.compile(r"(\d{1,3}-\d{1,3}-\d{1,3})\([A-Z]\)(?:\(\d{1,2}\)(?:\([a-z]\))?)?")
_STERLING_GLUED_SPAN_END = re.compile(r"\d[A-Z](?:\d{1,2}[a-z]?)?$")
# (a lone letter is no path when a capitalised word follows it, "8-13-11E or A Zone", nor the article "A" before a word)
_STERLING_GLUED_MORE = re.compile(r"(?:[ \t]*,[ \t]*(?:and[ \t]+|or[ \t]+)?|[ \t]+(?:and|or|through)[ \t]+)"
                                  r"(?:([A-Z])(\d{1,2})([a-z])?|([A-Z])(?![ \t]+[A-Z])(?<!A)(?<!I)|([AI])(?=[ \t]*[.,;:)]))(?![\w\-(])")


def _sterling_glued_list(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for i, c in enumerate(found):
        out.append(c)
        if c.kind != "local_code" or not (t := _STERLING_GLUED_TARGET.fullmatch(c.target)) \
                or not _STERLING_GLUED_SPAN_END.search(text, c.start, c.end):
            continue
        limit = found[i + 1].start if i + 1 < len(found) else len(text)
        pos = c.end
        while (m := _STERLING_GLUED_MORE.match(text, pos)) and m.end() <= limit:
            out.append(CitationMatch(m.end() - len(path := "".join(p for p in m.group(1, 2, 3, 4, 5) if p)), m.end(), "local_code",
                                     t.group(1) + _nested(path),
                                     qualifier=_qualifier(text, m.end())))
            pos = m.end()
    return out


# Arizona's statutes number no section with a letter: a capital glued after one is its subsection, "A.R.S. \u00a7 9-240B(20), (21)
# and (22)" (Colorado City AZ) is 9-240(B)(20)
_AZ_GLUED_SUBSECTION = re.compile(r"^(\d{1,2}-\d{3,4}(?:\.\d{1,2})?)([A-Z])(?=\(|$)")


# A history note's prior code, named by its year: "was derived from 1953 Code, ch. 18, \u00a7 2 and Ord. No 2133" (Tucson AZ): its
# chapter and section are the old code's, no link into this one
# ... or named so inside a longer note: "(Amended during 1/88 supplement: prior code \u00a7 18-32-10)" (Salt Lake City UT)
_PRIOR_CODE_BEFORE = re.compile(r"\b[Pp]rior\s+[Cc]ode\s*,?\s*$")
_OLD_CODE_BEFORE = re.compile(r"\b(?:1[89]|20)\d\d[ \t]+Code[ \t]*,[ \t]*(?:(?:ch\.|[Cc]hapter)[ \t]*\d{1,3}[A-Za-z]?[ \t]*,[ \t]*)?$")


# A subsection's numbered paragraph named after it: "as provided in Subsection (b), paragraph 2 of this Section" (Peoria AZ) is
# (b)(2); not a paragraph of something else ("subsection (b), paragraph 2 of the permit")
_PARAGRAPH_OF_SUBSECTION = re.compile(r",[ \t]*\n?[ \t]*paragraph[ \t]+(\d{1,2})\b(?![.\-]\d|\()(?![ \t]*\n?[ \t]*of[ \t]+(?:the|an?)\b)")


def _paragraph_of_subsection(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind in ("internal_subsection", "local_code") and c.target.endswith(")") and text[c.end - 1:c.end] == ")" \
            and (m := _PARAGRAPH_OF_SUBSECTION.match(text, c.end)):
        return CitationMatch(c.start, m.end(), c.kind, f"{c.target}({m.group(1)})", c.jurisdiction, qualifier=_qualifier(text, m.end()))
    return c


# (a three-part section of the code's own too: "as provided in subsection\n5-4-8.F of this Chapter", Cottage Grove MN)
# A statute's subsection and paragraph glued on with periods: "Smoking is prohibited in all public places as defined in A.R.S. \u00a7
# 36-\n601.01.A.9." (Peoria AZ) is 36-601.01(A)(9); not a sentence's next word ("36-601.01. A person", a blank after the period)
# (a lone letter only before a stop or a word that places it, "of", "above", "and": "\u00a7 15.2-2307.A person may" is the next
# sentence)
# (or a letter that is no English word before a lower-case one: "Any relocator who violates ... 7-12-5.J.5, or\n7-12-5.K shall pay a
# fine", Glendale Heights IL; "A" and "I" may open the next sentence)
_DOTTED_SUBSECTION_TAIL = re.compile(r"\.([A-Z])(?:\.(\d{1,2})(?:\.([a-z]))?(?![\w\-]|\.\w)|(?=[,;:)\]]|\.(?!\w)|$|\s+(?:of|above|below|hereof|herein|and|or|through)\b)"
                                     r"|(?<=[B-HJ-Z])(?=[ \t]+[a-z]))")


def _dotted_subsection_tail(text: str, c: CitationMatch) -> CitationMatch:
    if (c.kind == "state_statute" or c.kind == "local_code" and _THREE_PART_TARGET.fullmatch(c.target)) and c.target[-1:].isdigit() \
            and text[c.end - 1:c.end].isdigit() and (m := _DOTTED_SUBSECTION_TAIL.match(text, c.end)):
        return CitationMatch(c.start, m.end(), c.kind, c.target + _nested(p for p in m.groups() if p), c.jurisdiction,
                             qualifier=_qualifier(text, m.end()))
    return c


# A range of a state's dotted sections printed with a bare hyphen, the second number whole: "Minnesota Statutes Sections
# 347.50-347.56" (Baxter MN) cites both ends, as the spaced "347.50 - 347.56" does; not Virginia's "15.2-2307", whose
# hyphen is the section's own (the part after it repeats no chapter)
_DOTTED_HYPHEN_RANGE = re.compile(r"(\d{1,4}[A-Z]?)\.(\d{1,4})-(\1\.\d{1,4})")


def _dotted_hyphen_ranges(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    starts = {c.start for c in found}
    for c in found:
        if c.kind == "state_statute" and (m := _DOTTED_HYPHEN_RANGE.fullmatch(c.target)) and text[c.start:c.end].endswith(m.group(3)):
            cut = c.end - len(m.group(3))
            out += [CitationMatch(c.start, cut - 1, c.kind, f"{m.group(1)}.{m.group(2)}", c.jurisdiction),
                    CitationMatch(cut, c.end, c.kind, m.group(3), c.jurisdiction, qualifier=c.qualifier)]
        elif c.kind == "state_statute" and (head := _STATUTE_DOTTED.fullmatch(c.target)) \
                and (end := _STATUTE_RANGE_END.match(text, c.end)) and end.group(1) == head.group(1) and end.start(1) not in starts:
            # "Wis. Stat. ss. 111.31-111.395, Wisconsin\u2019s Fair Employment Law" (Rochester WI): a range of one chapter's
            # sections printed with a hyphen cites both ends
            out += [c, CitationMatch(end.start(1), end.end(), c.kind, f"{end.group(1)}.{end.group(2)}", c.jurisdiction,
                                     qualifier=_qualifier(text, end.end()))]
            # the list going on past the range: "R.C. §§ 715.26, 4513.61 - 4513.65, 4513.62, and\n4513.63" (Swanton OH)
            at = end.end()
            while (more := _STATUTE_LIST_MORE.match(text, at)) and more.start(1) not in starts:
                out.append(CitationMatch(more.start(1), more.end(), c.kind, more.group(1), c.jurisdiction))
                at = more.end()
        else:
            out.append(c)
    return out


_STATUTE_DOTTED = re.compile(r"(\d{1,4})\.\d{1,4}")
_STATUTE_RANGE_END = re.compile(r"[ \t]*[\-\u2013][ \t]*\n?[ \t]*(\d{1,4})\.(\d{1,4})(?![\d.\-]|\(|[A-Za-z])")
_STATUTE_LIST_MORE = re.compile(r"(?:[ \t]*,[ \t]*\n?[ \t]*(?:(?:and|or)[ \t]*\n?[ \t]*)?|[ \t]+(?:and|or)[ \t]*\n?[ \t]*)(\d{1,4}\.\d{1,4})(?![\d.\-]|\(|[A-Za-z]|[ \t]*%|[ \t]+(?:acres?|feet|foot|inch(?:es)?|percent|miles?|pounds?|hours?|days?)\b)")


# North Carolina's Rules of Civil Procedure are one section of the General Statutes, 1A-1, its rules numbered in it: "served as
# provided in G.S. §\n1A-1, Rule 4 Process" (Carthage NC), as the labels write it (1A-1, Rule 4)
_RULE_AFTER = re.compile(r",?[ \t]*\n?[ \t]*Rule[ \t]+(\d{1,2}(?:\([a-z0-9]{1,3}\))*)(?![\w.\-(])")


def _civil_procedure_rule(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind == "state_statute" and c.jurisdiction == "NC" and c.target == "1A-1" and (m := _RULE_AFTER.match(text, c.end)):
        return CitationMatch(c.start, m.end(), c.kind, f"1A-1, Rule {m.group(1)}", c.jurisdiction, qualifier=_qualifier(text, m.end()))
    return c


# A section named before a list of its subsections: "pursuant to section 17-71\nsubsections (1), (4), ...
# and (14)" (Jefferson Parish LA), "section 10-5, subsections (b) and (c)": each item is the section's.
# (one subsection, then perhaps another: "section 24.02.040 subsection (a) or (d)", Davis CA)
_BEFORE_SUBSECTIONS = re.compile(r"[ \t]*\n?[ \t]*,?[ \t]*subsections?[ \t]+\(")
# (a range's "through" too; this name was shadowed by the later ``_LIST_GAP`` of two words, so the ranges were cut short)
_SUBDIVISION_LIST_GAP = re.compile(r"\s*,?\s*(?:(?:and|or|through)\s+)?")


def _section_subsection_list(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    return _head_then_subdivisions(text, found, lambda head, c: (
        head.kind == "local_code" and _PLAIN_SECTION_TARGET.fullmatch(head.target)
        and (m := _BEFORE_SUBSECTIONS.match(text, head.end)) is not None and m.end() - 1 == text.find("(", c.start)))


def _head_then_subdivisions(text: str, found: list[CitationMatch], opens) -> list[CitationMatch]:
    """A section or statute, then a list of its subdivisions that were read as internal ones: the first joins the head
    (one span, the head's kind and target with the subdivision), the later ones, after a list's gap, take the head's
    kind and target too. ``opens(head, c)`` says whether the internal citation ``c`` after ``head`` opens the list."""
    out: list[CitationMatch] = []
    head = None  # (the head's citation, the end of the list so far)
    for c in found:
        if head and c.kind == "internal_subsection" and c.target.startswith("(") and _SUBDIVISION_LIST_GAP.fullmatch(text, head[1], c.start):
            out.append(replace(c, kind=head[0].kind, target=head[0].target + c.target, jurisdiction=head[0].jurisdiction))
            head = (head[0], c.end)
            continue
        head = None
        if c.kind == "internal_subsection" and c.target.startswith("(") and out and opens(out[-1], c):
            first = out.pop()
            out.append(replace(first, end=c.end, target=first.target + c.target, qualifier=c.qualifier))
            head = (first, c.end)
            continue
        out.append(c)
    return out


def _section_then_subsection(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    absorbed = set()
    for c in found:
        if c.kind == "local_code" and c.target.endswith(".0") and (m := _THEN_SUBSECTION.match(text, c.end)) \
                and m.group("n").split(".")[0] == c.target[:-2]:
            c = CitationMatch(c.start, m.end(), "local_code", m.group("n"), qualifier=_qualifier(text, m.end()))
            absorbed.add(m.end())  # (the subsection found on its own is part of this reference)
        out.append(c)
    return [c for c in out if not (c.end in absorbed and text.startswith("Subsection", c.start))] if absorbed else out


# A code that names itself: "this Zoning Ordinance", "these Zoning Regulations", or a running head
# printed on its pages ("City of Gulf Shores Zoning Ordinance", "Zoning Ordinance, Section III:
# Enforcement, December 2, 1997"). Its own name elsewhere in the text
# ("the Zoning Ordinance", "the Gulf Shores Zoning Ordinance") is the text itself, no citation.
_SELF_NAME_WORDS = r"Zoning\s+(?:Ordinance|Code|Regulations|Resolution)|Unified\s+Development\s+(?:Code|Ordinance)|Land\s+(?:Use\s+and\s+)?Development\s+(?:Code|Ordinance|Regulations)|Land\s+Use\s+Code"
_SELF_NAMED = re.compile(rf"\b[Tt]h(?:is|ese)\s+(?P<name>(?i:{_SELF_NAME_WORDS}))\b")
_NAME_IN_LINE = re.compile(rf"^[^\n]{{0,100}}?\b(?P<name>{_SELF_NAME_WORDS})\b[^\n]{{0,100}}$", re.M)
_PAGE_NUMBERS = re.compile(r"\d+")
_OWN_NAME_PREFIX = re.compile(r"(?:(?:City|Town|Village|County)\s+(?:of\s+)?)?(?:[A-Z][a-z]+\s+){0,3}")


def self_names(text: str, title: str | None = None) -> frozenset[str]:
    """The names ``text`` gives itself (normalized: "zoning ordinance"), from "this Zoning
    Ordinance", a page header printed twice or more, or the document's ``title``."""
    names = {" ".join(m.group("name").lower().split()) for m in _SELF_NAMED.finditer(text)}
    headers: dict[str, int] = {}
    for m in _NAME_IN_LINE.finditer(text):
        # (a running head: the same short line on two pages or more, its page number aside:
        # "City of Anniston Zoning Ordinance     67", "Troy, Alabama Zoning Ordinance, as amended
        # February 13, 2018 81 | P a g e")
        line = " ".join(_PAGE_NUMBERS.sub("#", m.group()).split())
        headers[line] = headers.get(line, 0) + 1
        if headers[line] == 2:
            names.add(" ".join(m.group("name").lower().split()))
    if title and (m := re.search(_SELF_NAME_WORDS, title, re.I)):
        names.add(" ".join(m.group().lower().split()))
    return frozenset(names)


def drop_self_names(found: list, names: frozenset[str]) -> list:
    """``found`` without the other-code citations of a name in ``names``, bare or after the
    place's name ("Gulf Shores Zoning Ordinance"); a citation with a section number stays."""
    if not names:
        return found
    out = []
    for c in found:
        target = " ".join(c.target.split())
        low = target.lower()
        if c.kind == "other_code" and not any(ch.isdigit() for ch in target) and any(
                low.endswith(n) and _OWN_NAME_PREFIX.fullmatch(target[:len(target) - len(n)]) for n in names):
            continue
        out.append(c)
    return out


# A chapter that adopts one model code and then amends it section by section prints the code's
# sections bare: "the International Building Code, 2021 Edition, ... is hereby adopted", then "Section
# 107.3.3 Phased Approval shall be deleted", "Add Section 109.7 Re-inspections" (Pitkin County CO).
_ICC_NAME = re.compile(rf"\b{rx.ICC_NAMES}\b")
_ADOPTED = re.compile(r"\b(?:is|are)\s+(?:hereby\s+)?adopted\b|\bhereby\s+adopts?\b")
_AMENDS_A_SECTION = re.compile(
    r"\b(?:Section\s+)?\d{3,4}(?:\.\d{1,3})+\b[^.\n]{0,80}?\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?"
    r"(?:amended|deleted|added|revised|modified|replaced)\b|\bAdd\s+Section\s+\d{3,4}(?:\.\d{1,3})+\b")
# (the model codes number their sections without a leading zero, "302.10"; a local code's "145.07", cited inside an
# amendment of the IPMC, is the place's own section: Holstein IA)
_ADOPTED_CODE_SECTION = re.compile(r"\d{3,4}(?:\.(?:0|[1-9]\d{0,2}))+")


def adopted_model_code(text: str) -> str | None:
    """The one model code ``text`` adopts and amends by section, or None: none named, several named
    (a chapter adopting the IBC, IEBC and ISPSC numbers each code's sections apart), or no section
    amended."""
    if "International" not in text:
        return None
    names = {_squash(m.group()) for m in _ICC_NAME.finditer(text)}
    if len(names) > 1 and _ADOPTED.search(text):
        # other codes named beside it, the amended one named by its initials in every amending section's heading: "5-12-3: IFC
        # AMENDMENT, SECTION 101.1, TITLE:" (Boise ID's fire code chapter, which names the IBC and IRC too)
        heads = {m.group(1) for m in _INITIALS_AMENDMENT.finditer(text)}
        return _ICC_INITIALS[heads.pop()] if len(heads) == 1 and (
            _ICC_INITIALS.get(next(iter(heads))) in names) else None
    if len(names) != 1 or not _ADOPTED.search(text) or not _AMENDS_A_SECTION.search(text):
        return None
    return names.pop()


_ICC_INITIALS = {"IFC": "International Fire Code", "IBC": "International Building Code", "IRC": "International Residential Code",
                 "IPC": "International Plumbing Code", "IMC": "International Mechanical Code",
                 "IPMC": "International Property Maintenance Code", "IFGC": "International Fuel Gas Code",
                 "IECC": "International Energy Conservation Code", "IEBC": "International Existing Building Code"}
_INITIALS_AMENDMENT = re.compile(r"\b(IFC|IBC|IRC|IPC|IMC|IPMC|IFGC|IECC|IEBC)\s+AMENDMENTS?\b")


# A model code amended item by item under a lead-in naming it: "Certain parts of the 2000 International Property
# Maintenance Code are hereby revised as follows:" then "Subsection 101.1 Insert ...", "Subsection 102.6 Delete.",
# "Add Subsection: "301.4 Notices. ... shall comply with Section 107 ..."" (Springboro OH ch. 1420). Until the
# next lead-in or the next heading of the local code, a section numbered like the model code's (three digits
# first: the local sections there are "1420.99") is the model code's.
# (or the code named with its amendments, then "The following additions, insertions, deletions, and changes are
# hereby made:", Grundy County IL)
# ("The following sections of the International Property Maintenance Code, as adopted in §\n91.72 above, are also
# hereby revised:", Charlevoix MI: a section's number and "also" inside the lead)
_AMEND_LEAD = re.compile(r"(?:[^.:;]|\.(?=\d)){0,160}?\b(?:is|are)\s+(?:also\s+)?(?:hereby\s+)?(?:amended|revised|modified|changed)\b"
                         r"(?:[^.:;]|\.(?=\d)){0,60}?:"
                         r"|(?:\s+with\s+[Aa]mendments)?\.\s+The\s+following\s+(?:additions|amendments|changes|deletions|insertions)\b"
                         r"[^.:;]{0,80}?\b(?:is|are)\s+(?:hereby\s+)?made\s*:")
# (a local heading: "1420.05 CONFLICT", "Sec. 18-32. - Title", "§ 308-6 Permits")
# (a title-chapter-section heading too: "10-12-14 VIOLATIONS AND ENFORCEMENT STRATEGIES.", Clive IA)
# (or American Legal's Sterling layout, a colon after the number: "4-2-22: MECHANICAL CODE ADOPTED:", Willowbrook IL)
# (a local section's decimal is two digits, "1420.05"; "Section 3001.3 Referenced Standards." heads a model code's section
# inside the amendments, Willowbrook IL)
_LOCAL_HEADING_LINE = re.compile(
    r"\n[ \t]*(?:§[ \t]*|Sec(?:tion|\.)[ \t]+)?(?:\d{4,}\.\d{2,3}(?![.\d])|\d{1,4}-\d{1,4}(?:-\d{1,4})?)[.:]?[ \t]+(?:-[ \t]+)?[A-Z]")
# (the lead naming the code after its changes: "The following additions, insertions, deletions and changes are hereby made to the
# 2024 International Building Code, first printing:", then "1.   Section 101.1 Title: Amend by deleting ...", Willowbrook IL)
_CHANGES_MADE_TO_BEFORE = re.compile(r"\b(?:additions|amendments|changes|deletions|insertions|modifications)\b[^.:;]{0,80}?\b(?:is|are)\s+"
                                     r"(?:hereby\s+)?made\s+(?:to|in)\s+(?:the\s+)?(?:(?:19|20)\d\d\s+(?:[Ee]dition\s+of\s+(?:the\s+)?)?)?$")
_LEAD_COLON_AFTER = re.compile(r"[^.:;]{0,40}:")
_AMENDMENTS_TO_CODE = re.compile(
    r"\b[Aa]mendments\s+to\s+(?:the\s+(?:requirements|provisions)\s+(?:contained|set\s+forth)\s+in\s+)?the\s+(?:(?:19|20)\d\d\s+)?"
    r"(?P<code>(?:International\s+)?(?:Property\s+Maintenance|Building|Residential|Fire|Plumbing|Mechanical|Fuel\s+Gas|Existing\s+Building"
    r"|Energy\s+Conservation)\s+Code)\b")
_AMENDED_ITEM = r"[A-Z]?\d{3,4}(?:\.[ ]?\d{1,3})*(?!\d|-\d|\.\d)"
_AMENDED_ITEMS = re.compile(
    rf"(?<![\w.])(?:[Ss]ub)?(?:SECTIONS?|[Ss]ections?)\s+(?P<list>{_AMENDED_ITEM}(?:{rx.LIST_SEP}{_AMENDED_ITEM})*)"
    rf"|\bAdd\s+(?:[Ss]ub)?[Ss]ection\s*:\s*[\"\u201c]\s*(?P<added>{_AMENDED_ITEM})"
    # (an item's number opening its line bare: "   101.1 Insert: City of Charlevoix", "   106.4. Violation penalties.")
    # (or after the amendment's own list number: "   19.   704.6 Single and Multiple-Station Smoke Alarms.", Clive IA)
    r"|(?<=\n)[ \t]*(?:\d{1,2}\.[ \t]+)?(?P<bare>\d{3}(?:\.\d{1,3})+)\.?[ \t]+(?=[A-Z])")
_AMENDED_ITEM_RE = re.compile(_AMENDED_ITEM)
AMENDED_SECTION_NUMBER = re.compile(r"[A-Z]?\d{3,4}(?:\.(?:0|[1-9]\d{0,2}))*")
OF_ANOTHER = re.compile(r"\s+of\s+(?:the|this)\b")  # ("Section 1270.53 of the Codified Ordinances")


def model_code_amendment_blocks(text: str) -> list[tuple[int, int, str]]:
    """(start, end, model code) of each stretch of ``text`` that amends a model code item by item."""
    if "International" not in text and "mendments to" not in text:
        return []
    leads = [(m.start(), a.end(), _squash(m.group())) for m in _ICC_NAME.finditer(text)
             if (a := _AMEND_LEAD.match(text, m.end()))
             or (_CHANGES_MADE_TO_BEFORE.search(text, max(0, m.start() - 160), m.start()) and (a := _LEAD_COLON_AFTER.match(text, m.end())))]
    if "mendments to" in text:
        # (the amendments named before the code, its "International" left out: "The paragraphs in this section represent amendments to
        # the requirements contained in the Property Maintenance Code.\n   1.   Section 202 General Definitions add ...", Clive IA)
        leads = sorted(leads + [(m.start(), m.end(), "International " + _squash(m.group("code")).removeprefix("International "))
                                for m in _AMENDMENTS_TO_CODE.finditer(text)])
    blocks = []
    for k, (_, s, code) in enumerate(leads):
        limit = min(leads[k + 1][0] if k + 1 < len(leads) else len(text), s + 60000)
        heading = _LOCAL_HEADING_LINE.search(text, s, limit)
        blocks.append((s, heading.start() if heading else limit, code))
    return blocks


def amended_items(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """(start, end, number) of each model-code section an amendment block names, as printed ("302. 10" is
    302.10); not a section "of the" or "of this" something else."""
    out = []
    for m in _AMENDED_ITEMS.finditer(text, start, end):
        if m.group("added") or m.group("bare"):
            g = "added" if m.group("added") else "bare"
            out.append((*m.span(g), m.group(g)))
            continue
        items = [(i.start(), i.end(), i.group()) for i in _AMENDED_ITEM_RE.finditer(text, *m.span("list"))]
        for s, e, n in _split_spans(m, items):
            if not OF_ANOTHER.match(text, e):
                out.append((s, e, n.replace(" ", "")))
    return out


def as_model_code_section(c, code: str, numbered: re.Pattern = _ADOPTED_CODE_SECTION):
    """``c`` made ``code``'s section when it is a bare local section ``numbered`` like that code's ("1504.10");
    else ``c`` as it is."""
    if c.kind == "local_code" and numbered.fullmatch(c.target):
        return replace(c, kind="other_code", target=f"{code} {c.target}", jurisdiction=None)
    return c


def model_code_sections(found: list, code: str) -> list:
    """``found`` with each bare local section numbered like ``code``'s ("1504.10") made that code's."""
    return [as_model_code_section(c, code) for c in found]


# "Section 41(4) of the Michigan Home Rule Cities Act, being MCL 117.41(4)": the act's section and
# the compiled law it is printed as are one provision, cited once (as the compiled law)
# (the act's part and its title between: "the Public Health Code, part 127: Water Supply and Sewer Systems,\nbeing M.C.L.A.
# \u00a7\u00a7 333.12701 et seq.", Hopkins Township MI)
_BEING = re.compile(r"[ \t]*(?:,\s*[Pp]art\s+\d{1,4}(?:\s*:\s*[^,;()]{1,100}?)?)?[ \t]*,?\s+being\s+(?:(?:section|§)\s+)?")


def _parallel_cites(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    # (and a federal act's section before its U.S. Code section: "\u00a7 307A of\nthe Clean Water Act, being 33 U.S.C. \u00a7
    # 1317(a)" (Jamestown IN): the code's section the one citation, as the labels read it (Dayton MN, Ansted WV, Homer MI))
    drop = {k for k, (c, nxt) in enumerate(zip(found, found[1:]))
            if c.kind == "other_code" and _BEING.fullmatch(text, c.end, nxt.start)
            and (nxt.kind == "state_statute" or (" \u00a7 " in c.target and c.jurisdiction == "US" and " U.S.C. " in nxt.target))}
    for k in sorted(drop):
        # (the act's sections listed before it go with it: "\u00a7 307(b) and (c) of the Clean Water Act, being 33 U.S.C. \u00a7
        # 1317(a) and (b)", North Manchester IN: the code's sections the citations)
        act = found[k].target.split(" \u00a7 ")[0]
        j = k - 1
        while j >= 0 and found[j].kind == "other_code" and found[j].target.startswith(act + " \u00a7 ") \
                and _ACT_LIST_GAP.fullmatch(text, found[j].end, found[j + 1].start):
            drop.add(j)
            j -= 1
    return [c for k, c in enumerate(found) if k not in drop] if drop else found


_ACT_LIST_GAP = re.compile(r"\s*,?\s*(?:and|or)?\s*")


# A section of a state act named, its statute restated after a comma: "as set forth in \u00a7 19 of the Animal Control Act, 510
# ILCS\n5/19" (Franklin County IL): the act's section is the statute's, its own citation with the statute's target (as the
# labels read "\u00a7 19 of the Animal Control Act, being ILCS Ch. 510, Act 5" -> 510 ILCS 5/19, DeWitt County IL)
_ACT_SECTION_TARGET = re.compile(r".+ Act (?P<num>\d[\w.\-()]*)")


def _act_section_restated(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = list(found)
    drop = set()
    for k, (c, nxt) in enumerate(zip(found, found[1:])):
        if (c.kind == "other_code" and c.jurisdiction is None and nxt.kind == "state_statute"
                and (m := _ACT_SECTION_TARGET.fullmatch(c.target)) and text[c.end:nxt.start].strip() == ","
                and re.search(rf"[/\-.\s]{re.escape(m.group('num'))}$", nxt.target)):
            out[k] = replace(c, kind="state_statute", target=nxt.target, jurisdiction=nxt.jurisdiction, qualifier=None)
        elif (c.kind == "other_code" and c.jurisdiction is None and nxt.kind == "other_code" and _ACT_SECTION_TARGET.fullmatch(c.target)
              and (being := _BEING_USC_AFTER.match(text, c.end)) and being.end() == nxt.start):
            # a federal act's section restated by its codification: "under \u00a7 307(a)\nof the Federal Act, being 33 U.S.C. \u00a7
            # 1317(a)" (Kirkland IL): the code's section is the citation, as for a public law's (4 files' labels)
            drop.add(k)
    return [c for k, c in enumerate(out) if k not in drop] if drop else out



# A county's ordinance by its number and title, then its section: "Dakota County Ordinance 110, Solid Waste Management, Section
# 3.01\nGenerator Requirements, as may be amended, is hereby adopted" (Farmington MN): one citation, the ordinance's section (the
# labels' "Dakota County Ordinance 110 3.01")
_COUNTY_BEFORE = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+County\s+\Z")
_ORDINANCE_TITLE_GAP = re.compile(r"\s*,\s*(?:[A-Z][a-z]+\s+(?:and\s+|&\s+)?){0,4}[A-Z][a-z]+\s*,\s*")


def _county_ordinance_sections(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out, k = [], 0
    while k < len(found):
        c = found[k]
        if (c.kind == "other_code" and c.target.startswith("Ord. ") and k + 1 < len(found) and found[k + 1].kind == "local_code"
                and (county := _COUNTY_BEFORE.search(text, max(0, c.start - 30), c.start))
                and _ORDINANCE_TITLE_GAP.fullmatch(text, c.end, found[k + 1].start)):
            nxt = found[k + 1]
            out.append(CitationMatch(county.start(), nxt.end, "other_code",
                                     f"{_squash(county.group(1))} County Ordinance {c.target[5:]} {nxt.target}", qualifier=nxt.qualifier))
            k += 2
            continue
        out.append(c)
        k += 1
    return out


# The charter named, then the sections of it that it includes: "the Charter of the City, including but not limited to\nSections
# \n1.02 ,\n1.03  and\n9.03  thereof" (Huron OH): each section the charter's, no citation of the charter alone (the labels'
# "Charter 1.02")
_INCLUDING_GAP = re.compile(rf"\s*,?\s*{rx.INCLUDING}\s*,?\s*")


def _charter_including(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out, k = [], 0
    while k < len(found):
        c = found[k]
        if c.kind == "other_code" and c.target == "Charter" and k + 1 < len(found) and found[k + 1].kind == "local_code" \
                and _INCLUDING_GAP.fullmatch(text, c.end, found[k + 1].start):
            j = k + 1
            while j < len(found) and found[j].kind == "local_code" and (j == k + 1 or _LIST_GAP.fullmatch(text, found[j - 1].end, found[j].start)):
                out.append(replace(found[j], kind="other_code", target=f"Charter {found[j].target}"))
                j += 1
            k = j
            continue
        out.append(c)
        k += 1
    return out



# A state code's chapter restated in section form in the parentheses after it: "O.C.G.A. tit. 40,
# ch. 6 (O.C.G.A. § 40-6-1 et seq.)", "title 8, chapter 2, article 1 and title 25, chapter 2 of the
# Official Code of Georgia Annotated (O.C.G.A. § 8-2-1 et seq., O.C.G.A. § 25-2-1 et seq.)": one
# reference each, the section form (as the outside labellers of Avondale Estates, Cumming and Alma GA
# count it).
_CHAPTER_TARGET = re.compile(r"title (\w+), ch\. (\w+)(?:, art\. \w+)?")


def _restated_chapters(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    drop = set()
    for k, c in enumerate(found):
        if c.kind != "state_statute" or not (m := _CHAPTER_TARGET.fullmatch(c.target)):
            continue
        opening = text.find("(", c.end, c.end + 160)
        closing = text.find(")", opening) if opening >= 0 else -1
        if closing < 0:
            continue
        head = f"{m.group(1)}-{m.group(2)}-"
        if any(o.kind == "state_statute" and o.jurisdiction == c.jurisdiction and opening < o.start < closing
               and o.target.startswith(head) for o in found):
            drop.add(k)
    return [c for k, c in enumerate(found) if k not in drop] if drop else found


# An adopting ordinance's list of amendments to a model code: "903.2 is hereby revised to read:",
# "902.1 definition of Fire Area is hereby revised" (a line opening on the model code's section
# number, under a model code named in the 3,000 characters before it: that code's section).
_AMENDED_SECTION_LINE = re.compile(
    r"^[ \t]*(?:Section[ \t]+)?(?P<n>\d{3,4}(?:\.\d{1,3})+)\b(?=[^\n]{0,80}?\b(?:is|are)\s+hereby\s+"
    r"(?:amended|revised|deleted|added|replaced|repealed)\b)", re.M)
_MODEL_CODE_TARGET = re.compile(r"^(?:International|Uniform|Standard)\s[\w\s\-]+?Code")


# A list of a model code's sections and chapters, each member with its own word, the code named after the last: "along with
# Section 405.3, Section 607.2, Chapter 11 and Chapter 12 of the 2021 International Plumbing Code" (Willowbrook IL): every
# member is that code's
_MODEL_CODE_MEMBER = re.compile(r"(?P<code>(?:International|Uniform)\s[\w\s\-]+?Code) (?P<n>ch\. \d{1,2}|\d{3,4}(?:\.\d{1,3})*)")
_BARE_MODEL_NUMBER = re.compile(r"ch\. \d{1,2}|\d{3,4}(?:\.\d{1,3})*")
_LISTED_GAP = re.compile(rx.AND_OR_SEP)


def _listed_before_model_code(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = list(found)
    for k in range(len(out) - 1, 0, -1):
        if out[k].kind != "other_code" or not (m := _MODEL_CODE_MEMBER.fullmatch(out[k].target)):
            continue
        j = k - 1
        while (j >= 0 and out[j].kind == "local_code" and _BARE_MODEL_NUMBER.fullmatch(out[j].target)
               and _LISTED_GAP.fullmatch(text, out[j].end, out[j + 1].start)):
            out[j] = replace(out[j], kind="other_code", target=f"{m.group('code')} {out[j].target}", jurisdiction=None)
            j -= 1
    return out


def _model_code_sections(found: list[CitationMatch]) -> list[CitationMatch]:
    """"described in 903.2.1 through 903.2.12" under the International Fire Code named before it (Stickney
    IL): a bare number dotted in three parts or more, 3 digits first, is that model code's section."""
    codes = [(c.start, m.group()) for c in found if c.kind == "other_code" and (m := _MODEL_CODE_TARGET.match(c.target))]
    if not codes:
        return found
    out = []
    for c in found:
        if c.kind == "local_code" and _MODEL_SECTION.fullmatch(c.target) and (
                named := [code for at, code in codes if c.start - 3000 < at < c.start]):
            c = replace(c, kind="other_code", target=f"{named[-1]} {c.target}")
        out.append(c)
    return out


_MODEL_SECTION = re.compile(r"\d{3}(?:\.\d{1,3}){2,3}")


# A state's code named by subject, then its chapter or section: "North Carolina Fire Code Chapter 5,\nSection
# 507.5.3" (Knightdale NC; one reference, to the section: the chapter only locates it), "the North Carolina Building
# Code, Section 1003.2", "the Ohio Building Code, Chapter 11" (the code's chapter, not the local code's).
_STATE_SUBJECT_CODE_TARGET = re.compile(
    rf"(?:{'|'.join(name for _, name, _ in rx.STATES)})(?: State)?(?: [A-Z][a-z]+){{1,3}} Code(?P<ch> ch\. \w+)?")
_CODE_PART_GAP = re.compile(r"\s*,?\s*")

# West Virginia's code by its three parts in words: "Chapter 34,\nArticle 2, Section\n1 of the Code of West Virginia"
# (Winfield WV): one section, 34-2-1 (the finder reads the chapter and article as the code's own, and the section,
# named with the state's code, alone).
_WV_CHAPTER_ARTICLE = re.compile(r"ch\. (\d{1,2}[A-Z]?), art\. (\d{1,2}[A-Z]?)")
_WV_SECTION_GAP = re.compile(r"\s*,\s*")


def _wv_chapter_article_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if (prev.kind == "local_code" and c.kind == "state_statute" and c.jurisdiction == "WV" and c.target.isdigit()
                and (m := _WV_CHAPTER_ARTICLE.fullmatch(prev.target)) and _WV_SECTION_GAP.fullmatch(text, prev.end, c.start)):
            return CitationMatch(prev.start, c.end, "state_statute", f"{m.group(1)}-{m.group(2)}-{c.target}", "WV", qualifier=c.qualifier)
        return None

    return _merge_adjacent(found, join)


def _state_code_parts(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def join(prev: CitationMatch, c: CitationMatch) -> CitationMatch | None:
        if not (prev.kind == "other_code" and c.kind == "local_code" and (m := _STATE_SUBJECT_CODE_TARGET.fullmatch(prev.target))
                and _CODE_PART_GAP.fullmatch(text, prev.end, c.start) and text[c.start:c.start + 1] in "CcSs\u00a7"):
            return None
        code = prev.target[:m.start("ch")] if m.group("ch") else prev.target
        if (c.target.startswith("ch. ") and m.group("ch")) or (c.qualifier and "this" in c.qualifier.lower()):
            return None  # (a second chapter; "Section 5-3 of this code" after the name is the local code's)
        return CitationMatch(prev.start, c.end, "other_code", f"{code} {c.target}", prev.jurisdiction, qualifier=c.qualifier)

    return _merge_adjacent(found, join)


def _model_code_amendments(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    codes = [(c.start, m.group()) for c in found if c.kind == "other_code" and (m := _MODEL_CODE_TARGET.match(c.target))]
    if not codes:
        return found
    taken = SpanSet([(c.start, c.end) for c in found])
    added = []
    for m in _AMENDED_SECTION_LINE.finditer(text):
        s, e = m.span("n")
        named = [code for at, code in codes if s - 3000 < at < s]
        if named and not taken.overlaps(s, e):
            added.append(CitationMatch(s, e, "other_code", f"{named[-1]} {m.group('n')}"))
    return sorted(found + added, key=lambda c: (c.start, c.end)) if added else found


# "Wis. Stat. § 66.0805(1)-(3)", "O.C.G.A. § 12-7-17(9) or (10)": bare subdivisions after a cited
# subdivision are further subdivisions of the same section (a range cites both ends).
# ("O.C.G.A. § 16-12-35(e), (f), and (g)": the list's last item after a comma and "and")
# (an item may restate levels above the last: "O.C.G.A. § 41-2-9(a)(5)—(a)(7)", Ball Ground GA)
# (wrapped after the comma, when a comma or "of" follows as a list item's text cannot: "section 343.44(1),\n(2)(a),
# Wisconsin statutes", Menomonie WI)
_SUBDIVISION_LEVEL = r"\((?:\d{1,3}[a-z]?|[a-zA-Z]{1,3})\)"
_MORE_SUBDIVISIONS = re.compile(rf"(?:[ \t]*(?:,[ \t]*(?:or|and)\b|[-\u2013\u2014,]|\bor\b|\band\b|\bthrough\b|\bto\b)[ \t]*"
                                rf"|[ \t]*,[ \t]*\n[ \t]*(?=(?:{_SUBDIVISION_LEVEL})+(?:[,;)]|[ \t]+(?:of|and|or)\b))"
                                # (the range's or list's word on the next line: "R.C. \u00a7 3737.51(B)\nthrough (H)", Bloomville OH;
                                # "MCL 750.81(1)\nand (2);", Dearborn MI)
                                rf"|[ \t]*\n[ \t]*(?:through|to|and|or)[ \t]+(?=(?:{_SUBDIVISION_LEVEL})+(?:[,;.)]|\s|$))"
                                # (or the word ending the line, the item opening the next, a word after it that no list item's
                                # text opens with: "A.R.S. \u00a7 4-209.B(6), (7), (8) or\n(14) or subsequent", Tucson AZ)
                                rf"|[ \t]+(?:through|and|or)[ \t]*\n[ \t]*(?=(?:{_SUBDIVISION_LEVEL})+(?:[,;.)]|[ \t]+(?:of|and|or)\b)))"
                                rf"((?:{_SUBDIVISION_LEVEL})+)(?![\w(])")
_LAST_SUBDIVISION = re.compile(rf"{_SUBDIVISION_LEVEL}$")


# An act's section cited back by "said Act": "or will prevent the disposal of the sludges by the plant in accordance with \u00a7 405
# of said Act;" after "\u00a7 307(b) and (c) of the Clean Water Act" (New Haven IN): the section is the act named last before it
_SAID_ACT_AFTER = re.compile(r"\s+of\s+[Ss]aid\s+Act\b")
_ACT_TARGET = re.compile(r"^(?P<act>.+? Act)(?: \u00a7 .*)?$")


def _said_act(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    act = None
    for c in found:
        if c.kind == "local_code" and act and (said := _SAID_ACT_AFTER.match(text, c.end)) and _SECTION_NUMBER_TARGET.fullmatch(c.target):
            c = replace(c, end=said.end(), kind="other_code", target=f"{act[0]} \u00a7 {c.target}", jurisdiction=act[1])
        elif c.kind in ("other_code", "state_statute") and (a := _ACT_TARGET.match(c.target)):
            act = (a.group("act"), c.jurisdiction)
        out.append(c)
    return out


_SECTION_NUMBER_TARGET = re.compile(r"\d{1,4}[A-Za-z]?(?:\([0-9a-zA-Z]{1,3}\))*")


# A subchapter of an administrative code's chapter printed before it: "technical standards identified or developed by the
# Wisconsin department of natural resources under subchapter V\nof chapter NR 151, Wisconsin administrative code" (Menomonie WI)
_SUBCHAPTER_OF_BEFORE = re.compile(r"\b[Ss]ubchapter\s+([IVXL]{1,5})\s+of\s+$")


def _admin_subchapter(text: str, c: CitationMatch) -> CitationMatch:
    if c.kind == "other_code" and c.target.startswith("Wis. Admin. Code ch.") and ", subch." not in c.target \
            and (pre := _SUBCHAPTER_OF_BEFORE.search(text, max(0, c.start - 24), c.start)):
        return replace(c, start=pre.start(), target=f"{c.target}, subch. {pre.group(1)}")
    return c


# A list of sections each followed by its title in quotes: "sections\n8.16.422, \"Construction\",\n8.16.428, \"Explosives,
# Firearms, And Similar Devices\",\n8.16.434, ..." (Logan UT): each number after a title is a section of the list
_TITLED_NEXT = re.compile(r",[ \t]*[\"\u201c][^\"\u201c\u201d\n]{1,80}[\"\u201d][ \t]*,?\s*(?:and\s+|or\s+)?"
                          r"(\d{1,3}(?:\.\d{1,3}){2}|\d{1,3}(?:-\d{1,3}){1,2})(?![\w.\-]\w)")


def _titled_sections(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    for i, c in enumerate(found):
        out.append(c)
        if c.kind != "local_code" or text[c.end:c.end + 1] != ",":
            continue
        limit = found[i + 1].start if i + 1 < len(found) else len(text)
        pos = c.end
        while (m := _TITLED_NEXT.match(text, pos)) and m.end() <= limit and ("." in m.group(1)) == ("." in c.target):
            out.append(CitationMatch(m.start(1), m.end(1), "local_code", normalize_local(m.group(1)), qualifier=c.qualifier))
            pos = m.end()
    return out


def _trailing_subdivisions(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    if not found or ")" not in text:
        return found
    out: list[CitationMatch] = []
    taken: set[tuple[int, int]] = set()  # the spans of the subdivisions read as the section's
    for i, c in enumerate(found):
        if c.kind == "internal_subsection" and (c.start, c.end) in taken:
            continue  # (the list's last item, which the internal pattern read alone: "523(a)(2), (a)(6), or (a)(19)")
        out.append(c)
        if c.kind == "internal_subsection" or not c.target.endswith(")") or text[c.end - 1:c.end] != ")":
            continue
        base = _LAST_SUBDIVISION.sub("", c.target)
        if base == c.target or not base or base.endswith("("):
            continue
        # (up to the next citation, an internal one the list holds aside)
        limit = next((f.start for f in found[i + 1:] if f.kind != "internal_subsection"), len(text))
        pos, prev = c.end, c.target
        while (m := _MORE_SUBDIVISIONS.match(text, pos)) and m.end() <= limit:
            # ("4511.21(L)(2) or (M)": the letter restates the lettered level, 4511.21(M))
            prev = _restate(prev, m.group(1))
            out.append(CitationMatch(m.start(1), m.end(1), c.kind, prev, c.jurisdiction, qualifier=c.qualifier))
            taken.add((m.start(1), m.end(1)))
            pos = m.end()
    return out


# Minnesota lists a section's subdivisions after one word: "Minnesota Statutes section 343.40, subdivisions 1, 2, 3"
# (Albertville MN): the first is the citation's own (343.40(1)), each further number a citation of the section's subdivision.
# (the word in the singular too: "Minnesota Statutes 216B.02 subdivision 4 and 6", Baxter MN)
_SUBDS_LAST = re.compile(r"[Ss]ubd(?:ivisions?|s?\.)\s*\d{1,3}[a-z]?$")
_SUBDS_MORE = re.compile(r"(?:[ \t]*,[ \t]*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)(\d{1,3}[a-z]?)\b(?![.\-]\d)")


def _listed_subdivisions(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    listed: dict[tuple[int, int], CitationMatch] = {}
    for c in found:
        if c.kind != "state_statute" or (c.start, c.end) in listed or not _SUBDS_LAST.search(text, c.start, c.end):
            continue
        base = _LAST_SUBDIVISION.sub("", c.target)
        # (the statute pattern's list read the numbers as chapters: they are replaced; another citation ends the list)
        limit = min((f.start for f in found if f.start >= c.end and f.kind != c.kind), default=len(text))
        pos = c.end
        # (a list does not go on into a measure: "subdivision 1, 2 feet from", as _items stops)
        while (m := _SUBDS_MORE.match(text, pos)) and m.end() <= limit and not _UNIT_AFTER.match(text, m.end()):
            listed[m.span(1)] = CitationMatch(m.start(1), m.end(1), c.kind, f"{base}({m.group(1)})", c.jurisdiction, qualifier=c.qualifier)
            pos = m.end()
    return _with_added(found, list(listed.values()))


# "division (a)(7) of Ohio R.C. 4510.02", "paragraph (b) of Section 202 of the Boston Building
# Code": a subdivision of another code's section is one citation of that section's subdivision.
_OF_BETWEEN = re.compile(r"\s+of\s+(?:the\s+)?(?:Code\s+)?")
_LIST_BETWEEN = re.compile(r"\s*,?\s*(?:(?:and|or|through)\s+)?")
_SUBDIVISION_WORD = re.compile(r"(?:sub)?(?:divisions?|sections?|paragraphs?)\s+\(", re.I)


def _subdivision_of(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    if len(found) < 2 or " of " not in text:
        return found
    out: list[CitationMatch] = []
    i = 0
    while i < len(found):
        c = found[i]
        # "paragraph (9) or (10) of O.C.G.A. 12-7-17": a list of subdivisions, then the section
        j = i
        while (j + 1 < len(found) and found[j + 1].kind == "internal_subsection" and found[j + 1].target.startswith("(")
               and _LIST_BETWEEN.fullmatch(text, found[j].end, found[j + 1].start)):
            j += 1
        nxt = found[j + 1] if j + 1 < len(found) else None
        if (nxt is not None and c.kind == "internal_subsection" and nxt.kind in ("state_statute", "other_code")
                and c.target.startswith("(") and not nxt.target.endswith(")")
                and _SUBDIVISION_WORD.match(text, c.start) and _OF_BETWEEN.fullmatch(text, found[j].end, nxt.start)):
            if j == i:
                out.append(CitationMatch(c.start, nxt.end, nxt.kind, nxt.target + c.target, nxt.jurisdiction,
                                         qualifier=nxt.qualifier))
            else:
                out.extend(CitationMatch(x.start, x.end, nxt.kind, nxt.target + x.target, nxt.jurisdiction,
                                         qualifier=nxt.qualifier) for x in found[i:j + 1])
            i = j + 2
            continue
        if (nxt is not None and c.kind == "internal_subsection" and nxt.kind in ("internal_subsection", "local_code")
                and c.target.startswith("(") and nxt.target.endswith(")") and _SUBDIVISION_WORD.match(text, c.start)
                and _SUBDIVISION_WORD.match(text, nxt.start) and _OF_BETWEEN.fullmatch(text, found[j].end, nxt.start)):
            # "subdivisions (11), (12) and (13) of subsection (A)": each item of that subsection, the last
            # reading on through it (Signal Hill CA, Springboro OH)
            up = found[j + 2] if j + 2 < len(found) else None
            if (up is not None and nxt.kind == "internal_subsection" and up.kind in ("state_statute", "other_code")
                    and not up.target.endswith(")") and _OF_BETWEEN.fullmatch(text, nxt.end, up.start)):
                # "paragraph (1) of subsection (b) of O.C.G.A. \u00a7 12-7-19" (Meriwether County GA): the paragraph of
                # that subsection of the statute, one citation (the statute not counted again)
                out.extend(CitationMatch(x.start, up.end if x is found[j] else x.end, up.kind, up.target + nxt.target + x.target,
                                         up.jurisdiction, qualifier=up.qualifier) for x in found[i:j + 1])
                i = j + 3
                continue
            out.extend(CitationMatch(x.start, nxt.end if x is found[j] else x.end, nxt.kind, nxt.target + x.target,
                                     nxt.jurisdiction, qualifier=nxt.qualifier) for x in found[i:j + 1])
            i = j + 2
            continue
        out.append(c)
        i += 1
    return out


# "subsection F of § 2.2-3707 of the Code of Virginia", "subdivision A4 of § 15.2-2286": a bare
# subdivision named before a state section is that section's (the parenthesized form is
# _subdivision_of's)
_BARE_SUBDIVISION_BEFORE = re.compile(
    r"\b(?:[Ss]ub(?:section|division|paragraph)|[Pp]aragraph)\s+(?P<p>[A-Z]\d{0,2}|\d{1,3}[a-z]?)\s+of\s+(?:the\s+)?$")
_PATH_PART = re.compile(r"[A-Z]|\d+|[a-z]")


# A section of a schedule this code prints as an appendix: "\u00a7 16.00 of the Fee Schedule set forth in Appendix 1 of
# this code", "\u00a7\u00a7 16.00 and 16.01 of the Fee Schedule ...", "of the Fee Schedule, as set forth in Appendix 1" (Whitesboro
# TX): each section is the appendix's, one
# citation each; the appendix is not cited again.
_OF_SCHEDULE_IN_APPENDIX = re.compile(
    r"\s+of\s+the\s+(?:[A-Z][\w\-]*\s+){0,3}[A-Z][\w\-]*,?\s+(?:as\s+)?(?:set\s+forth|contained|found|printed|adopted)\s+in\s+Appendix\s+(?P<app>\w{1,4})\b")


# "Ordinance 431, Appendix A, Well Number 5" (Germantown Hills IL): the appendix of an ordinance, not of this code
_ORDINANCE_BEFORE_APPENDIX = re.compile(r"\bOrdinance\s+(?P<no>No\.\s*)?(?P<n>\d[\w\-]*(?:\.\d+)?),[ \t]*$")


# (the number broken after its hyphen: "as listed in Appendix A to Ordinance 2024-\n33", Smithville OH)
_APPENDIX_OF_ORDINANCE = re.compile(r"\bAppendix\s+(?P<app>[A-Z]|\d{1,2})\s+(?:of|to)\s+Ordinance\s+(?P<no>No\.\s*)?"
                                    r"(?P<n>\d[\w\-]*?(?:-\n[ \t]*\d+)?(?:\.\d+)?)\b(?<![.\-])(?![\w\-])")
_BROKEN_HYPHEN = re.compile(r"-\n[ \t]*")


def _ordinance_appendix(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    def ordinance(o: re.Match, app: str) -> str:
        return f"Ord. {'No. ' if o.group('no') else ''}{_BROKEN_HYPHEN.sub('-', o.group('n'))}, {app}"

    grown = [replace(c, start=o.start(), kind="other_code", target=ordinance(o, c.target)) for c in found
             if c.kind == "local_code" and c.target.startswith("app. ") and "," not in c.target
             and (o := _ORDINANCE_BEFORE_APPENDIX.search(text, max(0, c.start - 40), c.start))]
    # "(see Appendix A of Ordinance 705)" (Medford WI): the ordinance named after its appendix (which the appendix
    # pattern leaves alone, as another document's)
    grown += [CitationMatch(o.start(), o.end(), "other_code", ordinance(o, f"app. {o.group('app')}"))
              for o in _APPENDIX_OF_ORDINANCE.finditer(text)]
    # (each replaces the appendix read alone and the ordinance read alone beside it)
    return _with_added(found, grown)


# A section of this code and its appendix after a comma: "determined in accordance with section\n4-2-7-1, appendix A of this section"
# (Barrington Hills IL): one citation, the section's appendix (the labels' "4-2-7-1, app. A")
_COMMA_APPENDIX_AFTER = re.compile(r",[ \t]*appendix[ \t]+([A-Z])\b(?![\w\-])")


def _section_then_its_appendix(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for c in found:
        if out and out[-1].start <= c.start < out[-1].end:
            continue  # (the appendix read alone inside the grown citation)
        if c.kind == "local_code" and _DASHED_SECTION.fullmatch(c.target) and (app := _COMMA_APPENDIX_AFTER.match(text, c.end)):
            c = replace(c, end=app.end(), target=f"{c.target}, app. {app.group(1)}", qualifier=_qualifier(text, app.end()))
        out.append(c)
    return out


_GLUED_PARAGRAPH = re.compile(r"^((?:\([A-Za-z0-9]{1,3}\))*\([A-Z]\))(\d{1,2})$")
_DASHED_SECTION = re.compile(r"\d{1,3}(?:-\d{1,3}){1,3}")


def _appendix_sections(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out: list[CitationMatch] = []
    i = 0
    while i < len(found):
        c = found[i]
        j = i
        while (j + 1 < len(found) and found[j + 1].kind == "local_code" and not found[j + 1].target.startswith("app.")
               and _LIST_BETWEEN.fullmatch(text, found[j].end, found[j + 1].start)):
            j += 1
        tail = _OF_SCHEDULE_IN_APPENDIX.match(text, found[j].end) if c.kind == "local_code" and not c.target.startswith(("app.", "ch.", "art.")) else None
        if tail is None:
            out.append(c)
            i += 1
            continue
        app = tail.group("app")
        out.extend(CitationMatch(x.start, x.end, "local_code", f"app. {app}, \u00a7 {x.target}", qualifier=x.qualifier)
                   for x in found[i:j + 1])
        i = j + 1
        while i < len(found) and found[i].start < tail.end() and found[i].target == f"app. {app}":
            i += 1  # (the appendix named after the sections, cited with them)
    return out


# Iowa prints a section's subsection and paragraph in brackets after it: "Code of Iowa, Sec. 364.12[3f]" is
# 364.12(3)(f), "IAC, 567-69.1[3]" subrule (3); "[3 & 4]" two of them, the second a citation of its own.
# (after a space too: "(Code of Iowa, Sec. 364.12 [2])", Ankeny IA)
_IOWA_BRACKET = re.compile(r"[ \t]?\[(?P<n>\d{1,3})(?P<l>[a-z])?(?:\((?P<p>\d{1,2})\))?"
                           r"(?:\s*(?:&|and|,)\s*(?:(?P<n2>\d{1,3})(?P<l2>[a-z])?|(?<=[ \t])(?P<l3>[a-z])))?\]")
# ("364.12[2b and e]": the second a paragraph of the same subsection, Maquoketa IA)


# Iowa's paragraph letter in quotation marks after the bracketed subsection: "567 IAC 23.2[3]“a”" (Garnavillo IA)
_IOWA_QUOTED_PARAGRAPH = re.compile(r"[\u201c\"]([a-z])[\u201d\"]")


def _iowa_brackets(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = []
    for c in found:
        b = _IOWA_BRACKET.match(text, c.end) if c.jurisdiction == "IA" and not c.target.endswith(")") else None
        if b is None:
            out.append(c)
            continue
        first = _nested(filter(None, b.group("n", "l", "p")))
        if b.group("l3") and b.group("l"):
            out.append(replace(c, end=b.end("l"), target=c.target + first))
            out.append(replace(c, start=b.start("l3"), end=b.end("l3"), target=c.target + _nested((b.group("n"), b.group("l3")))))
            continue
        if b.group("n2") is None:
            if b.group("l3"):
                out.append(c)  # ("[2 and e]": no paragraph for the letter to follow)
                continue
            out.append(replace(c, end=b.end(), target=c.target + first))
            continue
        last = "p" if b.group("p") else "l" if b.group("l") else "n"
        out.append(replace(c, end=b.end(last) + (last == "p"), target=c.target + first))
        out.append(replace(c, start=b.start("n2"), end=b.end("l2") if b.group("l2") else b.end("n2"),
                           target=c.target + _nested(filter(None, b.group("n2", "l2")))))
    return [replace(c, end=q.end(), target=f"{c.target}({q.group(1)})")
            if c.jurisdiction == "IA" and c.target.endswith(")") and (q := _IOWA_QUOTED_PARAGRAPH.match(text, c.end)) else c
            for c in out]


# "any company described in Section 4905.03 of the Ohio Revised Code except in divisions (B) and (I) of that Section" (Cortland
# OH), "Subsections\n(a) and (s) of that Section" after "section 939.22(21)" (Edgar WI): subdivisions of the section cited just
# before in the same sentence, each a citation of that section's subdivision (as the labels read it, nine of nine)
_OF_THAT_SECTION = re.compile(r"\s+of\s+that\s+[Ss]ection\b")
_SENTENCE_END_BETWEEN = re.compile(r"[.;:]\s+[A-Z(]")
_THAT_SECTION_REACH = 240  # characters from the section to its subdivisions: one sentence


def _of_that_section(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = list(found)
    i = 0
    while i < len(out):
        c = out[i]
        j = i
        if c.kind == "internal_subsection" and c.target.startswith("("):
            while (j + 1 < len(out) and out[j + 1].kind == "internal_subsection" and out[j + 1].target.startswith("(")
                   and _LIST_BETWEEN.fullmatch(text, out[j].end, out[j + 1].start)):
                j += 1
            that = _OF_THAT_SECTION.match(text, out[j].end)
            prev = next((p for p in reversed(out[:i]) if p.kind != "internal_subsection"), None) if that else None
            if (prev is not None and c.start - prev.end <= _THAT_SECTION_REACH and not prev.target.startswith(("ch. ", "title "))
                    and not _SENTENCE_END_BETWEEN.search(text, prev.end, c.start)):
                q = " ".join(that.group().split())
                out[i:j + 1] = [replace(x, kind=prev.kind, target=prev.target + x.target, jurisdiction=prev.jurisdiction, qualifier=q)
                                for x in out[i:j + 1]]
        i = j + 1
    return out


def _bare_subdivision_of(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    out = list(found)
    for k, c in enumerate(found):
        if c.kind != "state_statute" or c.target.endswith(")"):
            continue
        m = _BARE_SUBDIVISION_BEFORE.search(text, max(0, c.start - 40), c.start)
        if m is None:
            continue
        out = [x for x in out if not (m.start() <= x.start < c.start)]
        out[out.index(c)] = CitationMatch(m.start(), c.end, c.kind, c.target + _nested(_PATH_PART.findall(m.group("p"))),
                                          c.jurisdiction, qualifier=c.qualifier)
    return out


# Municode prints notes under a chapter or section heading: "Charter reference(s) – ...,
# § 17(3); ..., ARTICLE 5." cites the city charter, another code than the ordinances;
# "Cross reference(s) – ..., App. C." cites an appendix of this code.
# Exports that print a whole article on one line run the notes in: "ARTICLE II. - AUCTIONS[2]
# Footnotes: --- (2) --- Charter reference— ..., § 19. State Law reference— ...": such a note
# opens after the footnote marker and ends where the next note or section begins. A PDF export
# numbers the footnote at the line's start: "(15) Charter reference— Chief of police, § 13" (Grovetown GA).
_NOTE = re.compile(r"(?:^[ \t]*\*?[ \t]*(?:\(\d{1,3}\)[ \t]*)?|(?<=---[ \t])|(?<=--))(?P<kind>Charter|Cross|State[ \t]+[Ll]aw)[ \t]+[Rr]eferences?(?:\(s\))?", re.M)
# (a section's number opening the next line goes on with the note: "Domestic animals in parks,\n14-12,\n14-13; treatment of
# animals", Fremont MI)
_NOTE_END = re.compile(r"\n(?![a-z]|\d{1,3}-\d{1,3}[a-z]?[,;.])|(?:State[ \t]+[Ll]aw|Cross|Charter)[ \t]+[Rr]eferences?\b|Editor's[ \t]+note|\bSec\.[ \t]+\d")
# ... whose sections are printed bare, without their sign, after a subject and a comma
_NOTE_BARE_SECTION = re.compile(r"(?:(?<=,)|(?<=;))\s*(?P<n>\d{1,3}-\d{1,3}[a-z]?)(?=[,;.]|\s*$)", re.M)
_NOTE_ARTICLE = re.compile(r"\b(?:ARTICLE|Article|Art\.)[ \t]+(?P<n>[IVXL]+|\d+)\b")
# (a cross-reference note names this code's titles bare: "buildings and building regulations, Title 8")
_NOTE_APPENDIX_OR_TITLE = re.compile(r"\b(?:App\.|Appendix)[ \t]+(?P<n>[A-Z]|\d+)\b|\bTitle[ \t]+(?P<t>\d{1,3})\b(?![.\-]\d)")
_NOTE_HEAD_TAIL = re.compile(r"[ \t]*[\u2014\u2013:\-]?[ \t]*(?:\n[ \t]*(?=\S))?")


_SECTION_TARGET = re.compile(r"\d+(?:-\d+)+[a-z]?(?:\([^()]+\))*")


def _municode_notes(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    if "eference" not in text:
        return found
    notes = [n for n in _NOTE.finditer(text)]
    if not notes:
        return found
    out = list(found)
    for note in notes:
        s = note.start()
        # (a scrape may put the note's text on the line after its heading: "Cross reference— \n Department ...")
        body = _NOTE_HEAD_TAIL.match(text, note.end()).end()
        stop = _NOTE_END.search(text, body)
        e = stop.start() if stop else len(text)
        charter = note.group("kind") == "Charter"
        if note.group("kind").startswith("State"):
            # A state law note cites the state's law: a bare "§ 69-315" after "O.C.G.A., § 69-314; ...,"
            # is the state's too (Nashville GA), though words stand between them
            state = next((c.jurisdiction for c in out if s <= c.start < e and c.kind == "state_statute"), None)
            if state:
                out = [CitationMatch(c.start, c.end, "state_statute", c.target, state, qualifier=c.qualifier)
                       if c.kind == "local_code" and s <= c.start < e and _SECTION_TARGET.fullmatch(c.target) else c
                       for c in out]
            continue
        if charter:
            out = [CitationMatch(c.start, c.end, "other_code", "Charter " + c.target, qualifier=c.qualifier)
                   if c.kind == "local_code" and s <= c.start < e else c for c in out]
        taken = SpanSet([(c.start, c.end) for c in out if s <= c.start < e])
        if not charter:
            for m in _NOTE_BARE_SECTION.finditer(text, s, e):
                if not taken.overlaps(m.start("n"), m.end("n")):
                    out.append(CitationMatch(m.start("n"), m.end("n"), "local_code", m.group("n")))
        for m in (_NOTE_ARTICLE if charter else _NOTE_APPENDIX_OR_TITLE).finditer(text, s, e):
            if not taken.overlaps(m.start(), m.end()):
                if charter:
                    target = f"Charter art. {m.group('n')}"
                else:
                    target = f"title {m.group('t')}" if m.group("t") else f"app. {m.group('n')}"
                out.append(CitationMatch(m.start(), m.end(), "other_code" if charter else "local_code", target))
    out.sort(key=lambda c: (c.start, c.end))
    return out


# "SDCL §§ 9-31-1, 9-32-1, 9-30-5; Also try § 9-29-3": a "§" number right after a statute
# citation, joined only by "also", "see", "and"..., continues the statute list. South Dakota
# (like many states) numbers statutes title-chapter-section, the same shape as local code, so
# the number must also share the statute's title; a local "§ 10-2-8" after "SDCL 9-29-3" stays
# local.
# Two-column exports interleave the history column with the authority column, so the gap may
# also hold the history's dates, "Ordinance No. 108," and a line holding only its section
# number ("13-2."): "SDCL §§ 9-32-1, 9-32-10;  See  \n13-2.\nAlso §§ 9-45-35".
_CONTINUES = re.compile(
    r"(?:[\s,;.]|(?:also|try|see|and|or|cf|through)\b|\d{1,2}/\d{1,2}/\d{2,4}\b|Ord(?:inance|\.)[ \t]+No\.?[ \t]*[\w\-]+"
    r"|(?<=\n)[ \t]*\d+(?:-\d+)*\.?(?=[ \t]*\n))*", re.I)


_LEVEL_TAIL = re.compile(r"(?:\([^()]*\))+$")
_CHAPTER_OR = re.compile(r"\s*,?\s*(?:or|and)\s+")
_COMMA_GAP = re.compile(r"[ \t]*,[ \t]*")
_TITLE_THEN_SECTION_GAP = re.compile(r"[ \t]*;[ \t]*")
_TITLE_CHAPTER = re.compile(r"^(?:title (\d+), ch\. (\d+[A-Z]?)$|(\d+)-(\d+[A-Z]?)-)")


def _chapters_cited(found: list[CitationMatch]) -> dict[tuple[str, str], str]:
    """(title, chapter) -> jurisdiction of the state statutes numbered title-chapter-section
    ("48-4-80", "title 48, ch. 4") cited in the text."""
    out = {}
    for c in found:
        if c.kind == "state_statute" and c.jurisdiction and (m := _TITLE_CHAPTER.match(c.target)):
            out[(m.group(1) or m.group(3), m.group(2) or m.group(4))] = c.jurisdiction
    return out


def _carry_statute_context(text: str, found: list[CitationMatch]) -> list[CitationMatch]:
    # "O.C.G.A. tit. 48, ch. 4; ... the limitation of Section 48-4-78": a title-chapter-section
    # number in a chapter of the state's code that the same text cites is that code's section.
    chapters = _chapters_cited(found) if len(found) > 1 else {}
    # "Sections 65.02, 65.03, and 65.04 of the Wisconsin Statutes ... subsection (8) of Section 65.04" (Madison
    # WI): a bare section the text has cited as a statute is that statute
    statutes = {c.target: c.jurisdiction for c in found if c.kind == "state_statute" and c.jurisdiction} if len(found) > 1 else {}
    if statutes:
        found = [CitationMatch(c.start, c.end, "state_statute", c.target, jur, qualifier=c.qualifier)
                 if c.kind == "local_code" and not c.malformed and (jur := statutes.get(_LEVEL_TAIL.sub("", c.target))) else c
                 for c in found]
        # ("47 Oklahoma Statutes section 15-112, ... as provided in said section 15-112", Okemah OK: a code cited by
        # title, its section named again bare, is the same statute)
        titled = {m.group(2): (c.target, c.jurisdiction) for c in found if c.kind == "state_statute" and c.jurisdiction
                  and (m := _TITLED_STATUTE.fullmatch(c.target))}
        # ("section 11-1426.1 of the Illinois vehicle code ... the fine under section 11-1426.1", Chenoa IL: a section of an
        # Illinois act cited by its own number, named again bare)
        titled.update({c.target.split("/", 1)[1]: (c.target, c.jurisdiction) for c in found
                       if c.kind == "state_statute" and c.jurisdiction == "IL" and _ILCS_ACT_SECTION.fullmatch(c.target)})
        if titled:
            found = [CitationMatch(c.start, c.end, "state_statute", t[0], t[1], qualifier=c.qualifier)
                     if c.kind == "local_code" and not c.malformed and (t := titled.get(c.target)) else c for c in found]
    if len(found) > 1 and ("said code" in text or "such code" in text):
        # "... section 49-11, Idaho Code, ... is amended by adding to section 49-662(1) of said code the phrase" (Shoshone ID):
        # a section "of said code" is a section of the state code the text cited last before it
        out_said: list[CitationMatch] = []
        for c in found:
            if c.kind == "local_code" and not c.malformed and _OF_SAID_CODE.match(text, c.end) \
                    and (last := next((k for k in reversed(out_said) if k.kind == "state_statute" and k.jurisdiction), None)) \
                    and c.start - last.end < 800:
                c = CitationMatch(c.start, c.end, "state_statute", c.target, last.jurisdiction, qualifier=c.qualifier)
            out_said.append(c)
        found = out_said
    if chapters:
        found = [CitationMatch(c.start, c.end, "state_statute", c.target, jur, qualifier=c.qualifier)
                 if c.kind == "local_code" and not c.malformed and c.target.count("-") == 2
                 and (jur := chapters.get(tuple(c.target.split("-")[:2]))) else c for c in found]
    # "chapter 125, Wisconsin statutes, ... except sections 125.04(11), 125.66(3)" (Reedsville WI): a
    # chapter.section number in a chapter of the state's statutes the text cites is that chapter's section
    # (the chapter cited as a chapter: a statute's section in it, "Wis. Stat. §§ 30.50 through 30.71", leaves the
    # code's own chapter 30 its own, "Board of Harbor Commissioners, see §§ 30.01 through 30.12", Pepin WI)
    dotted = {m.group(1): c.jurisdiction for c in found if c.kind == "state_statute" and c.jurisdiction
              and (m := _STATE_CHAPTER.fullmatch(c.target))} if len(found) > 1 else {}
    if dotted:
        found = [CitationMatch(c.start, c.end, "state_statute", c.target, jur, qualifier=c.qualifier)
                 if c.kind == "local_code" and not c.malformed and (m := _DOTTED_SECTION.fullmatch(c.target))
                 and (jur := dotted.get(m.group(1))) else c for c in found]
    out: list[CitationMatch] = []
    for c in found:
        prev = out[-1] if out else None
        if c.kind == "local_code" and "-" in c.target and not c.malformed and (
                jur := _state_code_including(text, c.start, prev.end if prev is not None else 0)):
            c = CitationMatch(c.start, c.end, "state_statute", c.target, jur, qualifier=c.qualifier)
        elif (prev is not None and c.kind == "local_code" and prev.kind == "state_statute" and prev.jurisdiction
                and "-" in c.target and "-" in prev.target and not c.malformed and prev.end <= c.start
                and c.start - prev.end <= 64 and _CONTINUES.fullmatch(text, prev.end, c.start)
                # ("SDCL § 9-30-4, Ch. 9-31": a chapter listed after a section continues the list too)
                and (c.target.removeprefix("ch. ").split("-")[0] == prev.target.removeprefix("ch. ").split("-")[0]
                     # (a list of the state's sections set off by semicolons goes on into another title: "A.R.S. §
                     # 41-2533; § 41-2579; and §§ 39-202 through 39-205", El Mirage AZ)
                     or (";" in text[prev.end:c.start] and c.qualifier is None
                         and _HYPHEN_PAIR.fullmatch(c.target) and _HYPHEN_PAIR.fullmatch(prev.target)))):
            c = CitationMatch(c.start, c.end, "state_statute", c.target, prev.jurisdiction, qualifier=c.qualifier)
        elif (prev is not None and c.kind == "local_code" and prev.kind == "state_statute" and prev.jurisdiction
                and prev.target.startswith("title ") and not c.malformed and c.qualifier is None and prev.end <= c.start
                and _TITLE_THEN_SECTION_GAP.fullmatch(text, prev.end, c.start) and _HYPHEN_PAIR.fullmatch(c.target)):
            # a section listed after the state code's title: "IC title 49; \u00a7 18-8004" (Challis ID's notes)
            c = CitationMatch(c.start, c.end, "state_statute", c.target, prev.jurisdiction, qualifier=c.qualifier)
        elif (prev is not None and c.kind == "local_code" and prev.kind == "state_statute" and prev.jurisdiction
                and c.target.startswith("ch. ") and prev.end <= c.start and c.qualifier is None
                and (prev.target.startswith("ch. ") or _DOTTED_SECTION.fullmatch(prev.target))
                and (_CHAPTER_OR.fullmatch(text, prev.end, c.start)
                     # (or a comma alone before the abbreviation, a cross-reference line's list: "see Ohio R.C. 701.05, Ch. 727",
                     # Amherst OH)
                     or (_COMMA_GAP.fullmatch(text, prev.end, c.start) and text.startswith("Ch.", c.start)))):
            # "RSMo. Chapter 311 or\nChapter 312" (Pilot Grove MO): the next chapter joined by "or"/"and" is the same code's
            # (after a section too: "Wisconsin Statutes \u00a7 110.075 and Chapter 347", Medford WI)
            c = CitationMatch(c.start, c.end, "state_statute", c.target, prev.jurisdiction, qualifier=c.qualifier)
        out.append(c)
    # "Section 16-5-71, Section 31-3-4, and Chapters 5 and 40 of Title 31 of the Official Code of Georgia
    # Annotated" (Grayson GA): title-chapter-section numbers listed before the state's code is named are its
    # sections too (read back from the named one, through a plain list only; not from a section the list
    # rule above made the state's: "SDCL 9-29-3. See \u00a7 10-2-8 and \u00a7 9-29-12" keeps 10-2-8 the code's own)
    if len(out) < 2 or all(c.kind != "local_code" for c in out):
        return out
    jur = None  # the state whose code a list, read from its end, names
    for i in range(len(out) - 1, -1, -1):
        c = out[i]
        if c.kind == "state_statute" and c.jurisdiction and _CODE_NAMED.search(text, c.start, c.end):
            jur = c.jurisdiction
        elif jur is None:
            continue
        elif not (out[i + 1].start >= c.end and (_LIST_GAP.fullmatch(text, c.end, out[i + 1].start) or (
                jur == "WI" and (_RANGE_GAP.fullmatch(text, c.end, out[i + 1].start) or (
                    # "sections 61.35 and\n62.23, and the requirements in section 87.30, Wisconsin statutes", "sections
                    # 61.35 for villages; or 87.30, Wisconsin statutes" (Reedsville WI): a few words set in a list of the
                    # statutes' sections, the list's last one named
                    out[i + 1].start - c.end <= 40 and _DOTTED_SECTION.fullmatch(c.target)
                    and _DOTTED_SECTION.fullmatch(out[i + 1].target)
                    and _WI_LIST_ASIDE.fullmatch(text, c.end, out[i + 1].start)))))):
            jur = None
        elif c.kind == "local_code" and not c.malformed and ((
                # (not where the next opens with the code's name: "violates \u00a7\u00a7\n7-1-1, ... 7-1-5 or Wis. Stats. Chapter 174",
                # Turtle Lake WI: the village's sections, then the state's chapter)
                _TITLE_CHAPTER_SECTION.fullmatch(c.target) and _NUMBER_FIRST.match(text, out[i + 1].start)) or (
                # "chapters 340 to 350 and section 110.075, Wisconsin statutes" (Reedsville WI): Wisconsin's chapters;
                # elsewhere a chapter listed before the state's chapter: "Chapter 39 or\nChapter 60 of the Revised
                # Statutes of Nebraska" (Wahoo NE)
                (jur == "WI" and _DOTTED_SECTION.fullmatch(c.target)) or
                _BARE_CHAPTER.fullmatch(c.target) and (jur == "WI" or (
                    out[i + 1].kind == "state_statute" and out[i + 1].target.startswith("ch. ")
                    # (not where the next opens with the code's name: "Design Guidelines set forth in Chapter\n913, Ohio
                    # Revised Code Chapter 4939", Chardon OH: the city's chapter, then the state's)
                    and _NUMBER_FIRST.match(text, out[i + 1].start))))):
            out[i] = CitationMatch(c.start, c.end, "state_statute", c.target, jur, qualifier=c.qualifier)
        elif c.kind != "state_statute" or c.jurisdiction != jur:
            jur = None
    return out


# a citation printed number first ("Chapter 60 of the Revised Statutes of Nebraska"), not its code's name first
_NUMBER_FIRST = re.compile(r"[Cc]hapters?\b|[Ss]ections?\b|Chs?\.|§|\d")
# a statute cited under its code's title: "47 O.S. 15-112", "53 P.S. 6924.101" (the title, the code's initials, the section)
# (a section of one number too: "68 O.S. § 220, ... the applicable provisions of said § 220", Granite OK)
_TITLED_STATUTE = re.compile(r"(\d{1,3}[A-Z]? (?:[A-Z][A-Za-z]*\.){1,3} )(\d[\w.\-]*-[\w.\-]*\d|\d{2,5}[A-Z]?)")
# a state chapter ("ch. 125"), and a section in a chapter
# (a Wisconsin subdivision printed bare after its paragraph: "125.085(3)(a)2", Newburg WI)
_SECTION_IN_CHAPTER = r"\.\d{1,4}[A-Za-z]?(?:\([^()]+\))*(?:(?<=\))\d{1,2})?"
_STATE_CHAPTER = re.compile(r"ch\. (\d{1,4})")
_DOTTED_SECTION = re.compile(rf"(\d{{1,4}}){_SECTION_IN_CHAPTER}")
_CODE_NAMED = re.compile(r"\b(?:Code|Statutes|statutes|Laws)\b|\bStats?\.|[A-Z]\.\s?[A-Z]\.|\b[A-Z]{3,}\b")
_TITLE_CHAPTER_SECTION = re.compile(r"\d{1,2}-\d{1,3}-\d{1,4}(?:\.\d{1,2})?")
_LIST_GAP = re.compile(r"\s*,?\s*(?:(?:and|or)\s+)?")
_RANGE_GAP = re.compile(r"\s+(?:to|through)\s+")
_WI_LIST_ASIDE = re.compile(r"\s*[,;]?\s+(?:(?:and|or)\s+(?:the\s+)?[a-z]+\s+(?:in|of|under)|for\s+[a-z]+\s*[,;]\s*(?:and|or))\s+")
_BARE_CHAPTER = re.compile(r"ch\. \d{1,3}")


def _state_code_including(text: str, start: int, floor: int) -> str | None:
    """The jurisdiction of a state code named just before ``start`` as including the section there
    ("under the Code of Virginia, including without limitation § 15.2-2204"), not reading back past
    ``floor`` (the citation before)."""
    w = max(floor, start - 90)
    window = text[w:start]
    if "includ" not in window and "such as" not in window and "namely" not in window:
        return None
    m = rx.STATE_CODE_INCLUDING.search(text, w, start)
    if m is None:
        return None
    ps, pe = m.span("sname")
    return next((j for j, r in rx.STATE_NAME_SUFFIX if (b := r.match(text, ps)) and b.end() == pe), None)
