"""Unit canonicalization and conversion.

Canonical units are the contract's (CONTRACT.md ``quantities.unit``). Ordinances spell them
as plural nouns (`feet`), adjective compounds (`-foot`), abbreviations (`ft.`, `lbs.`),
symbols (`'`, `"`, `%`, `° F.`) and phrases (`calendar days`, `business day`).
"""
from __future__ import annotations

CANONICAL_UNITS = (
    "inch", "foot", "yard", "mile", "square_foot", "cubic_yard", "pound", "psi", "sack",
    "percent", "usd", "minute", "hour", "day", "business_day", "week", "month", "year",
    "degree_f", "count", "date", "ratio",
)

# Keys are lowercase with single spaces; lookups normalize the printed form first.
_ALIASES = {
    "inch": "inch", "inches": "inch", "in": "inch", "in.": "inch", '"': "inch", "\u2033": "inch", "\u201d": "inch",
    "foot": "foot", "feet": "foot", "ft": "foot", "ft.": "foot", "'": "foot", "\u2032": "foot", "\u2019": "foot",
    "lineal feet": "foot", "linear feet": "foot", "lineal foot": "foot", "linear foot": "foot",
    "linear inches": "inch", "linear inch": "inch", "lineal inches": "inch", "lineal inch": "inch",
    "linear miles": "mile", "linear mile": "mile",
    "vertical feet": "foot", "horizontal feet": "foot", "vertical foot": "foot", "horizontal foot": "foot",
    "front feet": "foot", "front foot": "foot",
    "lateral feet": "foot", "lateral foot": "foot",  # ("within ten lateral feet of any overhead utility wire", Canfield OH)
    "cable feet": "foot", "cable foot": "foot",  # ("(1,625) cable meters (5,280 cable feet)", Eagle ID)
    "yard": "yard", "yards": "yard", "yd": "yard", "yds": "yard", "yd.": "yard",
    "mile": "mile", "miles": "mile",
    "square foot": "square_foot", "square feet": "square_foot", "square-foot": "square_foot", "sq. ft.": "square_foot", "sq.ft.": "square_foot",
    "sq ft": "square_foot", "sq. ft": "square_foot", "ft.²": "square_foot", "ft²": "square_foot",
    "sf": "square_foot", "s.f.": "square_foot",  # (a sign table's "24sf", Charlotte NC)
    "cubic yard": "cubic_yard", "cubic yards": "cubic_yard", "cu. yd.": "cubic_yard",
    "pound": "pound", "pounds": "pound", "lb": "pound", "lbs": "pound", "lb.": "pound",
    "lbs.": "pound",
    "psi": "psi", "pounds per square inch": "psi", "pounds to the square inch": "psi", "pound to the square inch": "psi", "p.s.i.": "psi", "p.s.i": "psi", "psig": "psi", "p.s.i.g.": "psi", "psia": "psi",  # (absolute: "at a pressure of\n14.73 psia", Obetz OH)
    "sack": "sack", "sacks": "sack", "bag": "sack", "bags": "sack",
    "percent": "percent", "per cent": "percent", "%": "percent", "percentage": "percent",
    # a property tax's rate in mills, thousandths of the value ("not exceeding five (5) mills on the dollar", Rupert ID; the
    # labels' ratio 0.005, 5 of 7)
    "mill": "ratio", "mills": "ratio",
    "percentum": "percent", "per centum": "percent",  # (older charters)
    "dollar": "usd", "dollars": "usd", "$": "usd", "cent": "usd", "cents": "usd", "\u00a2": "usd",  # (scaled by unit_scale)
    "minute": "minute", "minutes": "minute",
    "hour": "hour", "hours": "hour", "hrs": "hour", "hrs.": "hour",
    "business hour": "hour", "business hours": "hour", "working hours": "hour",
    "day": "day", "days": "day", "calendar day": "day", "calendar days": "day",
    "consecutive days": "day", "day's": "day", "days'": "day",
    "business day": "business_day", "business days": "business_day",
    "working day": "business_day", "working days": "business_day",
    "working-day": "business_day", "business-day": "business_day",
    "workday": "business_day", "workdays": "business_day", "work day": "business_day", "work days": "business_day",
    "business-days": "business_day", "working-days": "business_day",
    "work-day": "business_day", "work-days": "business_day", "work- day": "business_day", "work- days": "business_day",
    "fiscal year": "year", "fiscal years": "year",
    "week": "week", "weeks": "week",
    "month": "month", "months": "month",
    "year": "year", "years": "year", "yr.": "year", "yrs.": "year", "yr": "year", "yrs": "year",
    "mo.": "month", "mos.": "month", "mo": "month", "mos": "month",
    "degree f": "degree_f", "degrees f": "degree_f", "° f": "degree_f", "°f": "degree_f",
    "degrees fahrenheit": "degree_f", "degree fahrenheit": "degree_f", "° fahrenheit": "degree_f", "°fahrenheit": "degree_f",
}

# Conversions to the base unit of each dimension; used to compare across municipalities and
# to fold compound measures ("seven feet six inches").
_TO_INCH = {"inch": 1.0, "foot": 12.0, "yard": 36.0, "mile": 63360.0}
_TO_HOUR = {"minute": 1 / 60, "hour": 1.0, "day": 24.0, "week": 168.0}


# Words that may stand between a number and its time unit without changing the unit.
_TIME_ADJECTIVES = frozenset({"consecutive", "non-consecutive", "nonconsecutive", "continuous", "uninterrupted", "successive", "cumulative", "calendar",
                              "full", "additional", "further", "regular", "normal", "academic",
                              "preceding", "previous",  # ("for the two preceding months", Earlington KY)
                              "city", "village", "town", "county",  # ("one city business day": the city's business days,
                              # Albuquerque NM; "five (5) village business days", Lake Bluff IL)
                              "camping", "school",  # ("seven camping days", Wetumka OK)
                              "instructional", "training", "classroom",  # ("one hundred (100) instructional hours", Fremont MI)
                              "model",  # ("three or more model years old", Linton IN)
                              "rainfall-free", "rain-free"})  # ("five consecutive rainfall free days", Charlestown IN)


# Printed units whose values are stored in another unit's terms: cents are stored as dollars.
_SCALES = {"cent": 0.01, "cents": 0.01, "\u00a2": 0.01, "mill": 0.001, "mills": 0.001}


def unit_scale(printed: str) -> float:
    """The factor that turns a value printed in ``printed`` into its canonical unit (1 for most)."""
    return _SCALES.get(printed.lower().strip(), 1.0)


def canonical_unit(printed: str) -> str | None:
    """`feet` -> foot, `calendar days` -> day, `-inch` -> inch; None when not a unit."""
    # (the masculine ordinal "\u00ba" printed for the degree sign: "120\u00baF")
    key = " ".join(printed.lower().strip().lstrip("-").replace("\u00ba", "\u00b0").split())
    if key in _ALIASES:
        return _ALIASES[key]
    key = key.rstrip(".")
    if key in _ALIASES:
        return _ALIASES[key]
    words = key.replace("rainfall free", "rainfall-free").replace("rain free", "rain-free").split()
    if words[:2] == ["consecutive", "or"]:
        words = words[2:]  # "consecutive or nonconsecutive days": days either way
    if len(words) > 1 and words[0] in _TIME_ADJECTIVES:
        # "consecutive calendar days" -> day, "consecutive business days" -> business_day
        rest = [w for w in words if w not in _TIME_ADJECTIVES]
        unit = _ALIASES.get(" ".join(rest))
        return unit if unit in ("minute", "hour", "day", "business_day", "week", "month", "year") else None
    return None


def convert(value: float, unit: str, to: str) -> float | None:
    """Convert between length units or between time units; None when not convertible."""
    if unit == to:
        return value
    if unit in _TO_INCH and to in _TO_INCH:
        return value * _TO_INCH[unit] / _TO_INCH[to]
    if unit in _TO_HOUR and to in _TO_HOUR:
        return value * _TO_HOUR[unit] / _TO_HOUR[to]
    return None
