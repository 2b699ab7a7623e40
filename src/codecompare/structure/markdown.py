"""Markdown renderings of codes (GitHub mirrors): ``## 905.02 Title``; ``# Chapter 905 …`` is the title."""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, single_line

LAYOUT = "markdown"

# (Municode's charter markdown brackets a heading it supplied: "## [§ 1 ESTABLISHMENT AND REGULATION].")
HEADING = re.compile(
    r"#{1,6}[ \t]+(?P<br>\[)?(?:(?:Section|Sec\.|§)[ \t]*)?(?P<num>\d+[A-Z]?(?:[-.]\d+[A-Z]?)*)\.?(?:[ \t]+[-–—])?[ \t]+"
    r"(?P<title>\S.*?)(?(br)\]\.?)[ \t]*"
)


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return single_line(text, lines, HEADING, lambda t: True)
