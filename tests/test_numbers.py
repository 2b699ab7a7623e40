import pytest

from codecompare.numbers import parse_number


@pytest.mark.parametrize("printed,value", [
    ("1,300", 1300), ("5,000.00", 5000), ("1 1/2", 1.5), ("2 1/2", 2.5), ("1/4", 0.25),
    ("three", 3), ("twenty", 20), ("ninety-four", 94), ("One hundred", 100), ("seventy-two", 72),
    ("Five Thousand", 5000), ("one-half", 0.5), ("three-fourths", 0.75), ("one-fourths", 0.25),
    ("one-and-one-half", 1.5), ("One-and one-fourth", 1.25), ("zero", 0),
])
def test_parse_number(printed, value):
    assert parse_number(printed) == pytest.approx(value)


@pytest.mark.parametrize("printed", ["one that", "Section", "", "and"])
def test_not_numbers(printed):
    assert parse_number(printed) is None


@pytest.mark.parametrize("printed,value", [
    ("1 and 1/4", 1.25), ("1\nand 4/100", 1.04), ("1 and \u00bd", 1.5), ("2 and one-half", 2.5), ("1 and 36/100", 1.36),
    # near misses: a fraction of one or more is no fraction's part, and two whole numbers are no mixed number
    ("1 and 5/4", None), ("3 and 4", None),
])
def test_digits_and_a_fraction_joined_by_and(printed, value):
    assert parse_number(printed) == value


@pytest.mark.parametrize("printed,value", [
    # an export's "1½" turned into "11/2" (Colstrip MT, Warr Acres OK): a whole number and a proper fraction glued
    ("11/2", 1.5), ("51/2", 5.5), ("13/4", 1.75), ("115/16", 1.9375),
    # near misses: a proper fraction, a one-digit numerator, a numerator ending in zero, spaced mixed numbers
    ("13/16", 0.8125), ("3/2", 1.5), ("10/2", 5), ("100/2", 50), ("1 1/2", 1.5),
])
def test_a_glued_mixed_number(printed, value):
    assert parse_number(printed) == pytest.approx(value)
