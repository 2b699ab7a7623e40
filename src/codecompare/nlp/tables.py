"""Tables flattened to one cell per paragraph, read for the numbers their cells print bare.

Exports of zoning charts often lose the table and keep each cell as a paragraph of its own, cells
separated by blank lines (Springboro OH's parking-lot design table, Jefferson Parish LA's summary
charts, a schedule of district regulations):

    MINIMUM RR-3 AREA REGULATIONS        <- caption: the bound ("minimum")
    Lot Area
    Square Feet                          <- a cell that is a unit: the numbers after it are square feet
    Four-Family                          <- a row's label: what the number measures
    8,000                                <- a bare number: 8,000 square feet, a minimum

A bare number's unit is never printed beside it: it comes from a cell that is a unit ("Feet"), a
row label that names its own ("Parking Angle (in degrees)": that row's numbers only), or the
table's caption and notes ("Minimum Lot Width (ft.)", "All figures are measured in feet"), where
they name one unit only. A number no unit reaches is left alone, and so is one whose unit has no
contract name (degrees). Each clause is extracted alone, and in an ingested document each cell is a
clause of its own, so this reads the whole text once (``extract`` adds what it finds to the clause
holding each cell).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..numbers import parse_number
from ..units import canonical_unit

# A paragraph: a run of non-blank lines.
_PARAGRAPH = re.compile(r"[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*")
_BARE_NUMBER = re.compile(r"[ \t\u200b]*(?P<v>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,6}(?:\.\d+)?)[ \t]*")
# units a cell, a row label or a caption names: the contract's (``canonical_unit`` names them), and some with
# no contract name, whose numbers are left alone
_CONTRACT_UNIT_WORDS = ("feet", "foot", "ft", "ft.", "square feet", "sq. ft.", "sq.ft.", "sq ft", "sq. ft", "square foot",
                        "inches", "inch", "in.", "percent", "%", "miles")
_NO_CONTRACT_UNITS = ("degrees", "acres", "acre", "dwelling units", "units", "spaces", "stories")
_UNIT_ALT = "|".join(re.escape(k).replace(r"\ ", r"\s+") for k in sorted(_CONTRACT_UNIT_WORDS + _NO_CONTRACT_UNITS, key=len, reverse=True))
_UNIT_CELL = re.compile(rf"[ \t]*\(?(?:in\s+)?(?P<u>{_UNIT_ALT})\)?[ \t]*", re.I)
_UNIT_IN_LABEL = re.compile(rf"\((?:in\s+)?(?P<u>{_UNIT_ALT})\)", re.I)
_MEASURED_IN = re.compile(rf"\b(?:measured|expressed|given|shown)\s+in\s+(?P<u>{_UNIT_ALT})(?![\w.])", re.I)
_SECTION_NUMBER = re.compile(r"\d{3,4}\.\d{2,3}")
_MIN = re.compile(r"\bmin(?:imum|\.)?(?![\w])", re.I)
_MAX = re.compile(r"\bmax(?:imum|\.)?(?![\w])", re.I)
# a cell is short; a longer paragraph is prose and ends the table
_CELL_CHARS, _CELL_LINES = 200, 3
_LABEL_CHARS = 60  # a longer cell is a header or a note, not a row's label
_MIN_NUMBERS = 3  # bare numbers a run of cells needs to be a table


@dataclass(frozen=True)
class TableCell:
    start: int
    end: int
    value: float
    unit: str
    comparator: str
    label: str | None  # the row's label: what the number measures
    value_high: float | None = None  # a band's upper end ("16\u201430" sites)


def _unit(printed: str) -> str | None | bool:
    """The contract unit a printed unit names; None for a unit with no contract name; False for none."""
    key = " ".join(printed.lower().split())
    return None if key in _NO_CONTRACT_UNITS else canonical_unit(key) or False


def _bound(text: str) -> str | None:
    lo, hi = len(_MIN.findall(text)), len(_MAX.findall(text))
    return "min" if lo > hi else "max" if hi > lo else None


def _caption_unit(heads: list[str], notes: list[str]) -> str | None | bool:
    """The one unit the caption, header and notes name (False: none, or more than one)."""
    units = set()
    for t in heads + notes:
        units.update(_unit(m.group("u")) for m in _MEASURED_IN.finditer(t))
    for t in heads:
        units.update(_unit(m.group("u")) for m in _UNIT_IN_LABEL.finditer(t))
    units.discard(False)
    return units.pop() if len(units) == 1 else False


def flattened_table_cells(text: str) -> list[TableCell]:
    """Every bare number in a table flattened to one cell per paragraph whose unit the table names."""
    if "\n\n" not in text and "\n \n" not in text:
        return []
    paragraphs = [m for m in _PARAGRAPH.finditer(text)]
    out: list[TableCell] = []
    i = 0
    while i < len(paragraphs):
        j = i
        while j < len(paragraphs) and _is_cell(paragraphs[j].group()):
            j += 1
        if j == i:
            i += 1
            continue
        run = paragraphs[i:j]
        if sum(1 for p in run if _BARE_NUMBER.fullmatch(p.group())) >= _MIN_NUMBERS:
            out.extend(_read_table(run, [p.group() for p in paragraphs[max(0, i - 2):i]],
                                   [p.group() for p in paragraphs[j:j + 2]]))
        i = j
    return out


def _is_cell(paragraph: str) -> bool:
    return len(paragraph) <= _CELL_CHARS and paragraph.count("\n") < _CELL_LINES


def _read_table(run, before: list[str], after: list[str]) -> list[TableCell]:
    cells = [p.group() for p in run]
    # the caption and header before the table (and its long cells: a header row kept whole), its notes after
    # (a paragraph after the table names its unit only as a note does, "All figures are measured in feet": a
    # column's "(sq. ft.)" there heads the next table, Springboro's schedule of district regulations printing
    # its header again before each part)
    heads = before + [c for c in cells if len(c) > _LABEL_CHARS and not _BARE_NUMBER.fullmatch(c)]
    default = _caption_unit(heads, [c for c in cells if _MEASURED_IN.search(c)] + after)
    # (the bound: the caption and header, and the cells before the first number: "MINIMUM RR-3 AREA REGULATIONS")
    first = next((k for k, c in enumerate(cells) if _BARE_NUMBER.fullmatch(c)), 0)
    table_bound = _bound("\n".join(heads + cells[:first]))
    unit: str | None | bool = False  # the unit a unit cell set, until the next one
    row_unit: str | None | bool = False  # the unit a row's label names, for that row's numbers
    label: str | None = None  # the row's label
    row_seen = False  # whether a number followed the row's label
    out = []
    for p, cell in zip(run, cells):
        number = _BARE_NUMBER.fullmatch(cell)
        if number is None:
            if (u := _UNIT_CELL.fullmatch(cell)) is not None:
                unit, row_unit, label, row_seen = _unit(u.group("u")), False, None, False
            elif len(cell) > _LABEL_CHARS:
                row_unit, label, row_seen = False, None, False  # a header or a note, no row's label
            elif cell.lstrip("\u200b \t")[:1].isdigit():
                continue  # a value with its own words ("5 acres", "1 dwelling unit per acre"), no row's label
            elif row_seen or label is None:
                in_label = _UNIT_IN_LABEL.search(cell)
                row_unit, label, row_seen = (_unit(in_label.group("u")) if in_label else False), " ".join(cell.split()), False
            elif row_unit is False and (in_label := _UNIT_IN_LABEL.search(cell)):
                row_unit = _unit(in_label.group("u"))  # (the label's unit on a cell of its own)
            continue
        row_seen = True
        if _SECTION_NUMBER.fullmatch(number.group("v")):
            continue  # "See Section" / "1264.07": a section's number in a cell of its own
        chosen = row_unit if row_unit is not False else unit if unit is not False else default
        value = parse_number(number.group("v"))
        if not chosen or value is None:
            continue  # no unit reaches it, or one with no contract name
        bound = (_bound(label) if label else None) or table_bound or "exact"
        out.append(TableCell(p.start() + number.start("v"), p.start() + number.end("v"), value, chosen, bound, label))
    return out


# A table kept as rows of columns whose first column's header is a unit: "Inches Fee" over "4      $50.00",
# "6      50.00" (Delphos OH's tap fees): each row's first number is in that unit. The header is a line of its
# own, short, the unit its first column's word or in parentheses after a few words ("Size of Pipe (inches)", "Nominal Water
# Tap Diameter (Inches)", Granville OH); the
# rows follow it (a blank line may come between), each a bare number then a gap of two blanks or more before the
# next column.
# (a word of the head may be two joined by a slash: "Meter/Backflow Assembly (in.)    Deposit", Ravenna OH)
_COLUMN_HEAD = re.compile(
    rf"(?m)^[ \t]*(?:[A-Z][a-z]+(?:/[A-Z]?[a-z]+)?[ \t]+(?:of[ \t]+)?){{0,4}}\(?(?:in[ \t]+)?(?P<u>{_UNIT_ALT})\)?"
    r"(?:[ \t]+[A-Z$][^\n]{0,60})?[ \t]*\n(?:[ \t]*\n)?", re.I)
# (a size may be a fraction or a mixed number, "5/8", "1 \u00bd" (Eaton OH's tap fees by meter size))
# (or "1-1/2", and a meter with its connection's size, "5/8 x 3/4", one range of inches as the labels read it: Fairborn OH)
# (or a band of sizes with a dash, "5/8 - 3/4 $5,600.00" (Harrison OH), "\u00bd-1" (Willowick OH), a half alone; the money cell may
# follow one blank; and the last row an open band, "Greater than 6      $800.00", its size a floor)
_COLUMN_ROW = re.compile(r"[ \t]*(?P<gt>(?:Greater|More|Larger)[ \t]+than[ \t]+|Over[ \t]+)?"
                         r"(?P<v>\d{1,2}[ \t]?[\u00bd\u00bc\u00be]|\d{1,2}[ \t\-]\d/\d{1,2}|\d/\d{1,2}|\d{1,4}(?:\.\d+)?|[\u00bd\u00bc\u00be])"
                         r"(?:[ \t]*[xX\u00d7\-\u2013][ \t]*(?P<v2>\d/\d{1,2}|\d{1,2}))?"
                         r"(?P<rest>(?:[ \t]{2,}|[ \t](?=\$))\S[^\n]*)(?:\n|$)")
# The money columns after it: a row that prints "$" before a cell makes every bare amount in those columns dollars
# ("5/8   $742   $988" over "3/4   860   1,146", Eaton OH)
_MONEY_CELL = re.compile(r"(?<![^ \t])(?P<d>\$[ \t]?)?(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,6}(?:\.\d{2})?)(?![^ \t\n])")
_MIN_ROWS = 2


def _rows_from(row_pattern: re.Pattern, text: str, pos: int) -> list[re.Match]:
    """The rows ``row_pattern`` matches one after another from ``pos``, up to the first line it does not match."""
    rows = []
    while row := row_pattern.match(text, pos):
        rows.append(row)
        pos = row.end()
    return rows


def _unit_headed_rows(head_pattern: re.Pattern, row_pattern: re.Pattern, text: str):
    """(head, unit, rows) for each head naming a unit (group "u") with at least ``_MIN_ROWS`` rows under it."""
    for head in head_pattern.finditer(text):
        unit = _unit(head.group("u"))
        if not unit:
            continue
        rows = _rows_from(row_pattern, text, head.end())
        if len(rows) >= _MIN_ROWS:
            yield head, unit, rows


def column_table_cells(text: str) -> list[TableCell]:
    """The first number of each row under a header whose first column is a unit."""
    out: list[TableCell] = []
    for _, unit, rows in _unit_headed_rows(_COLUMN_HEAD, _COLUMN_ROW, text):
        dollars = any(c.group("d") for row in rows for c in _MONEY_CELL.finditer(row.group("rest")))
        for row in rows:
            value = parse_number(row.group("v"))
            high = parse_number(row.group("v2")) if row.group("v2") else None
            if value is not None and high is not None and high > value:
                out.append(TableCell(row.start("v"), row.end("v2"), value, unit, "range", None, high))
            elif value is not None:
                out.append(TableCell(row.start("gt") if row.group("gt") else row.start("v"), row.end("v"), value, unit,
                                     "min" if row.group("gt") else "exact", None))
            if dollars:
                base = row.start("rest")
                out += [TableCell(base + c.start("n"), base + c.end("n"), parse_number(c.group("n")), "usd", "exact", None)
                        for c in _MONEY_CELL.finditer(row.group("rest"))]
    return out


# A table kept as rows of a label then numbers, under a header whose every column after the first names its unit:
# "Right-of-way         Paving width" over "Street Type          in feet           in feet" over "Arterial          80
# 44" (Paris KY's street widths): each number is in its column's unit, bounded as the sentence that leads into the
# table bounds it ("shall be not less than the following"). Each row has as many numbers as there are unit columns.
_UNIT_COLUMNS_HEAD = re.compile(
    rf"(?m)^[ \t]*[A-Z][^\n\d]*?(?P<units>(?:[ \t]{{2,}}\(?(?:in[ \t]+)?(?:{_UNIT_ALT})\)?){{1,6}})[ \t]*\n", re.I)
_UNIT_COLUMN = re.compile(rf"\(?(?:in[ \t]+)?(?P<u>{_UNIT_ALT})\)?", re.I)
_LABEL_ROW = re.compile(r"[ \t]*[A-Za-z][A-Za-z\-/ ]*?(?P<cells>(?:[ \t]{2,}\d{1,4}(?:\.\d+)?){1,6})[ \t]*(?:\n|$)")
_ROW_NUMBER = re.compile(r"\d{1,4}(?:\.\d+)?")
_LEAD_MIN = re.compile(r"\b(?:not\s+less\s+than|at\s+least|minimum)\b[^.;:]*:[^:]*$", re.I)
_LEAD_MAX = re.compile(r"\b(?:not\s+(?:more\s+than|exceed)|maximum)\b[^.;:]*:[^:]*$", re.I)


# A two-column table whose value column's head names its unit in parentheses after a few words: "Use
# Minimum Lot Area per Dwelling Unit (square feet)" over "Single-family             6,000", "Multiple-family (1 story) 3,000"
# (Edgar WI's planned unit developments): each row's number at its line's end is in that unit, bounded as the lead-in bounds
# it ("no lot shall be less than the minimum lot areas indicated below:")
_PAREN_UNIT_HEAD = re.compile(
    rf"(?m)^[ \t]*[A-Z][A-Za-z]*(?:[ \t][A-Za-z]+)*[ \t]{{2,}}[A-Z][A-Za-z]*(?:[ \t]+[A-Za-z]+){{0,8}}[ \t]+\((?P<u>{_UNIT_ALT})\)[ \t]*\n",
    re.I)
_END_NUMBER_ROW = re.compile(r"[ \t]*[A-Za-z][^\n]*?[ \t]+(?P<v>\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d+)?[ \t]*(?:\n|$)")


def paren_unit_column_cells(text: str) -> list[TableCell]:
    """The number ending each row under a head whose value column names its unit in parentheses."""
    out: list[TableCell] = []
    for head, unit, rows in _unit_headed_rows(_PAREN_UNIT_HEAD, _END_NUMBER_ROW, text):
        lead = text[max(0, head.start() - 300):head.start()]
        cmp = "min" if _LEAD_MIN.search(lead) else "max" if _LEAD_MAX.search(lead) else "exact"
        out += [TableCell(row.start("v"), row.end("v"), float(row.group("v").replace(",", "")), unit, cmp, None) for row in rows]
    return out


def unit_column_cells(text: str) -> list[TableCell]:
    """Each number of the rows under a header naming every column's unit."""
    out: list[TableCell] = []
    for head in _UNIT_COLUMNS_HEAD.finditer(text):
        units = [_unit(u.group("u")) for u in _UNIT_COLUMN.finditer(head.group("units"))]
        if not all(units):
            continue
        rows = _rows_from(_LABEL_ROW, text, head.end())
        rows = rows[:next((i for i, r in enumerate(rows) if len(_ROW_NUMBER.findall(r.group("cells"))) != len(units)), len(rows))]
        if len(rows) < _MIN_ROWS:
            continue
        lead = text[max(0, head.start() - 300):head.start()]
        cmp = "min" if _LEAD_MIN.search(lead) else "max" if _LEAD_MAX.search(lead) else "exact"
        for row in rows:
            for unit, n in zip(units, _ROW_NUMBER.finditer(row.group("cells"))):
                out.append(TableCell(row.start("cells") + n.start(), row.start("cells") + n.end(), float(n.group()), unit, cmp, None))
    return out


# A gradation table: "Sieve Designation Percent By Weight Passing" over "2.5 inch          100", "2 inch            95—100",
# "No. 40            30—60" (Vail CO's backfill and base course): each row names a sieve (no quantity) and prints the
# share of the material that passes it, a percent or a band of percents, as the labels read such tables.
_SIEVE_HEAD = re.compile(r"(?m)^[ \t]*Sieve\b[^\n]*\bPassing\b[^\n]*\n")
_SIEVE_ROW = re.compile(r"[ \t]*(?:No\.[ \t]*\d{1,3}|\d{1,2}(?:\.\d{1,2})?(?:[ \t]+\d/\d{1,2})?|\d/\d{1,2})(?:[ \t]*(?:inch(?:es)?|in\.|\"|mm))?"
                        r"[ \t]{2,}(?P<a>\d{1,3}(?:\.\d)?)(?:[ \t]*[\u2014\u2013\-][ \t]*(?P<b>\d{1,3}(?:\.\d)?))?[ \t]*(?:\n|$)")


@dataclass(frozen=True)
class SieveRow:
    start: int  # the row's line
    end: int
    cell_start: int  # the share passing
    cell_end: int
    value: float
    value_high: float | None


def sieve_table_rows(text: str) -> list[SieveRow]:
    """The rows under each gradation table's header, up to the first line that is not such a row."""
    out: list[SieveRow] = []
    for head in _SIEVE_HEAD.finditer(text):
        for row in _rows_from(_SIEVE_ROW, text, head.end()):
            high = float(row.group("b")) if row.group("b") else None
            out.append(SieveRow(row.start(), row.end(), row.start("a"), row.end("b") if high is not None else row.end("a"),
                                float(row.group("a")), high))
    return out


# A schedule of counts kept as rows of columns under a header that opens "Number of": "Number of Dependent Sites Toilets
# Urinals ..." over "16\u201430                   1   2     1       2   2      1   1" (Bloomington MN's fixture schedule for
# manufactured home parks, after the plumbing code's): each row's band of the first column is a range of what it counts
# and each cell after it a count, as the labels read such schedules. The header may run over a few lines (a second
# line of sub-columns, "Men Women"); the rows are a band (two whole numbers joined by a dash) then two cells or more,
# each a whole number after a blank.
_COUNT_HEAD = re.compile(r"(?m)^[ \t]*Number[ \t]+of[ \t]+[A-Za-z][^\n]*\S[ \t]+[A-Z][^\n]*\n")
_COUNT_BAND_ROW = re.compile(r"[ \t]*(?P<a>\d{1,4})[ \t]*[\u2014\u2013\-][ \t]*(?P<b>\d{1,4})(?P<cells>(?:[ \t]+\d{1,3}){2,})[ \t]*(?:\n|$)")
_COUNT_CELL = re.compile(r"\d{1,3}")
_COUNT_HEAD_LINES = 4


def count_table_cells(text: str) -> list[TableCell]:
    """The band and the counts of each row under a header that opens "Number of"."""
    out: list[TableCell] = []
    for head in _COUNT_HEAD.finditer(text):
        pos = head.end()
        for _ in range(_COUNT_HEAD_LINES):  # more header lines before the first row
            if _COUNT_BAND_ROW.match(text, pos):
                break
            end = text.find("\n", pos)
            if end < 0 or not text[pos:end].strip() or any(ch.isdigit() for ch in text[pos:end]):
                break
            pos = end + 1
        rows = _rows_from(_COUNT_BAND_ROW, text, pos)
        if len(rows) < _MIN_ROWS:
            continue
        for row in rows:
            a, b = int(row.group("a")), int(row.group("b"))
            if a < b:
                out.append(TableCell(row.start("a"), row.end("b"), float(a), "count", "range", None, float(b)))
            out.extend(TableCell(row.start("cells") + c.start(), row.start("cells") + c.end(), float(c.group()), "count",
                                 "exact", None) for c in _COUNT_CELL.finditer(row.group("cells")))
    return out


# A schedule of demerit points kept as rows whose last column is the points: "Type of Violation      Point Value" over
# "6. Sale of alcohol beverages to underage person                     50" (Edgar WI's alcohol licence demerits; the
# labels count points, as "accumulated two hundred (200) points" is counted): each row's last number after a gap of
# two blanks or more, down to the next blank line (a row's label may wrap onto a line of its own, with no number).
_POINT_HEAD = re.compile(r"(?m)^[^\n]*\S[ \t]{2,}(?:Demerit[ \t]+)?Points?(?:[ \t]+Value)?[ \t]*\n")
_POINT_ROW = re.compile(r"(?P<label>\S[^\n]*?)(?P<gap>[ \t]+)(?P<v>\d{1,4})[ \t]*$")
_POINT_ROWS_MAX = 80


def point_table_cells(text: str) -> list[TableCell]:
    """The points of each row under a header whose last column is the points (a row whose label fills the column up to
    one blank before its number counts when the number ends where the other rows' numbers end)."""
    out: list[TableCell] = []
    for head in _POINT_HEAD.finditer(text):
        rows: list[tuple[int, re.Match]] = []
        pos = head.end()
        for _ in range(_POINT_ROWS_MAX):
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            line = text[pos:end]
            if not line.strip():
                break
            if (row := _POINT_ROW.fullmatch(line)) is not None:
                rows.append((pos, row))
            if end >= len(text):
                break
            pos = end + 1
        columns = [r.end("v") for _, r in rows if len(r.group("gap")) >= 2]
        if not columns:
            continue
        column = max(set(columns), key=columns.count)
        out.extend(TableCell(at + r.start("v"), at + r.end("v"), float(r.group("v")), "count", "exact",
                             " ".join(r.group("label").split()))
                   for at, r in rows if len(r.group("gap")) >= 2 or abs(r.end("v") - column) <= 1)
    return out


# A schedule of bonds or deposits kept as rows of columns under a header that names them: "DESCRIPTION   CITY ORD.
# SS# NO.   AMT. + COST" over "Battery   13.1.01   940.19(1)   100.00" (Medford WI's bond schedule; Wisconsin's
# municipal courts keep such deposit schedules): the cell under the ordinance column cites the code's own section,
# the one under the statute column the state's, and the one under the amount column is dollars, though none prints
# "$" or "§". The header is a line in capitals with its columns set off by a gap of two blanks or more; its rows run
# down to the next blank line (a description may wrap onto a line of its own; a caption "PROPERTY:" may head a group).
_SCHEDULE_AMOUNT_HEAD = re.compile(r"\b(?:AMT\b\.?|AMOUNT|DEPOSIT|BOND|FORFEITURE|FINE|PENALTY)")
_SCHEDULE_LOCAL_HEAD = re.compile(r"\b(?:(?:CITY|VILLAGE|TOWN|COUNTY|MUNICIPAL|LOCAL)[ \t]+(?:ORD(?:INANCE)?\b\.?|CODE)|ORDINANCE)")
_SCHEDULE_STATE_HEAD = re.compile(r"(?<![\w#])(?:S\.?S\.?[ \t]*#|STATE[ \t]+STAT(?:UTE)?S?\b|STAT(?:UTE)?S?\.?[ \t]*(?:NO\.|#|SEC))")
_SCHEDULE_GAP = re.compile(r"\S[ \t]{2,}\S")
_SCHEDULE_ROWS_MAX = 120
_SCHEDULE_AMOUNT = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\w.,]|\.\d)")
# (a chapter of the state's statutes printed in its column: "Chapter 350"; a subsection listed after "and": "961.573(1)
# and (2)"; a wrapped cell's "(intro)" is no subsection)
_SCHEDULE_SECTION = re.compile(
    r"(?<![\w.(\-])(?:(?P<chw>Chapter|Ch\.)[ \t]+)?(?P<n>\d{1,3}(?:[.\-]\d{1,4}){0,3}[A-Za-z]?(?:\((?!intro\))[0-9a-z]{1,4}\))*)"
    r"(?P<subs>(?:[ \t]*(?:,|and|or)[ \t]*\((?!intro\))[0-9a-z]{1,4}\))*)(?![\w.\-]\d|\.\d)")
_SCHEDULE_SUB = re.compile(r"\((?P<s>[0-9a-z]{1,4})\)")


@dataclass(frozen=True)
class ScheduleCell:
    start: int
    end: int
    kind: str  # "usd", "local_code" or "state_statute"
    value: float | None
    target: str | None


def _schedule_columns(line: str) -> dict[str, int] | None:
    """The columns a schedule's header line names: {"local"|"state"|"amount": where the column starts}."""
    if line != line.upper() or _SCHEDULE_GAP.search(line) is None:
        return None
    amount = _SCHEDULE_AMOUNT_HEAD.search(line)
    local, state = _SCHEDULE_LOCAL_HEAD.search(line), _SCHEDULE_STATE_HEAD.search(line)
    if amount is None or (local is None and state is None):
        return None
    cols = {"amount": amount.start()}
    if local is not None and local.start() < amount.start():
        cols["local"] = local.start()
    if state is not None and state.start() < amount.start():
        cols["state"] = state.start()
    return cols if len(cols) > 1 else None


def schedule_column_cells(text: str) -> list[ScheduleCell]:
    """The cells of each bond or deposit schedule kept as columns under a header naming them."""
    out: list[ScheduleCell] = []
    if "  " not in text:
        return out
    pos = 0
    for head in _SCHEDULE_AMOUNT_HEAD.finditer(text):
        if head.start() < pos:
            continue
        ls = text.rfind("\n", 0, head.start()) + 1
        le = text.find("\n", head.end())
        le = len(text) if le < 0 else le
        cols = _schedule_columns(text[ls:le])
        pos = le
        if cols is None:
            continue
        order = sorted(cols.items(), key=lambda kv: kv[1])
        first = order[0][1]
        at = le + 1
        for _ in range(_SCHEDULE_ROWS_MAX):
            if at >= len(text):
                break
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            line = text[at:end]
            if not line.strip():
                break
            out.extend(_schedule_row(line, at, order, first))
            at = end + 1
        pos = at
    return out


def _schedule_row(line: str, at: int, order: list[tuple[str, int]], first: int) -> list[ScheduleCell]:
    def column(i: int) -> str | None:
        name = None
        for n, c in order:
            if c <= i + 2:
                name = n
        return name

    cells: list[ScheduleCell] = []
    taken = 0
    for m in _SCHEDULE_AMOUNT.finditer(line, max(0, first - 3)):
        if column(m.start()) == "amount":
            cells.append(ScheduleCell(at + m.start(), at + m.end(), "usd", float(m.group().replace(",", "")), None))
            taken = max(taken, m.start())
    for m in _SCHEDULE_SECTION.finditer(line, max(0, first - 3), taken or len(line)):
        col = column(m.start())
        if col not in ("local", "state"):
            continue
        n = m.group("n")
        if "." not in n and "-" not in n and not m.group("chw"):
            continue  # a bare number in a code column is no section
        kind = "local_code" if col == "local" or "-" in n else "state_statute"
        target = f"ch. {n}" if m.group("chw") and "-" not in n else n
        # (a chapter printed "Chapter 5-9-15" in the statute column is the code's own old numbering)
        s = m.start() if m.group("chw") and "-" not in n else m.start("n")
        cells.append(ScheduleCell(at + s, at + m.end("n"), kind, None, target))
        # (the listed subsection replaces the last one printed: "961.573(1) and (2)" is 961.573(2))
        base = n[:n.rfind("(")] if m.group("subs") and n.endswith(")") else n
        for sub in _SCHEDULE_SUB.finditer(m.group("subs") or ""):
            o = m.start("subs") + sub.start()
            cells.append(ScheduleCell(at + o, at + o + len(sub.group()), kind, None, f"{base}({sub.group('s')})"))
    return cells
