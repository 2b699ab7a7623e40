"""Code Publishing Company: ``10.15.020 Title.`` (title.chapter.section); subsections ``A. 1. a.``."""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, single_line

LAYOUT = "code_publishing"

HEADING = re.compile(r"(?P<num>\d+[A-Z]?\.\d+[A-Z]?\.\d{3,}[A-Z]?)\.?[ \t\u00a0]+(?P<title>[A-Z\"“].*?)[ \t\u00a0]*")


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return single_line(text, lines, HEADING, lambda t: not t.endswith(","))
