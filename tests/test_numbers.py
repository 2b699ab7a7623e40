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
