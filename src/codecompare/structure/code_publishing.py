"""Code Publishing Company: ``10.15.020 Title.`` (title.chapter.section); subsections ``A. 1. a.``."""
from __future__ import annotations

import re

from ._text import Line
from .headings import Heading, single_line, with_run_in

LAYOUT = "code_publishing"

HEADING = re.compile(r"(?P<num>\d+[A-Z]?\.\d+[A-Z]?\.\d{3,}[A-Z]?)\.?[ \t\u00a0]+(?P<title>[A-Z\"“].*?)[ \t\u00a0]*")


# Municode prints title.chapter.section codes the same way, with a dash, and exports that print a
# section per line run its text in: "15.32.010 - Findings and purpose. A.  Findings of Fact. ...".
RUN_IN = re.compile(
    r"(?P<num>\d+[A-Z]?\.\d+[A-Z]?\.\d{3,}[A-Z]?)\.?[ \t\u00a0]+[-–—][ \t\u00a0]+"
    r"(?P<title>[A-Z\"“][^\n]{0,160}?\.)(?=[ \t\u00a0]+(?:[A-Z0-9]{1,3}\.[ \t\u00a0]|\(|[A-Z\"“][a-z]))"
)


def find_headings(text: str, lines: list[Line]) -> list[Heading]:
    return with_run_in(text, lines, single_line(text, lines, HEADING, lambda t: not t.endswith(",")), RUN_IN)
