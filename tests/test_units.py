import pytest

from codecompare.units import CANONICAL_UNITS, canonical_unit, convert


@pytest.mark.parametrize("printed,unit", [
    ("feet", "foot"), ("-inch", "inch"), ("inches", "inch"), ("calendar days", "day"),
    ("business days", "business_day"), ("hours", "hour"), ("%", "percent"), ("Dollars", "usd"),
    ("square feet", "square_foot"), ("° F.", "degree_f"), ("bag", "sack"), ("sacks", "sack"),
    ("yards", "yard"), ("months", "month"),
])
def test_canonical(printed, unit):
    assert canonical_unit(printed) == unit
    assert unit in CANONICAL_UNITS


def test_convert():
    assert convert(7.5, "foot", "inch") == 90
    assert convert(48, "hour", "day") == 2
    assert convert(1, "usd", "inch") is None
