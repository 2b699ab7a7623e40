"""Errors a user can act on: each names the file and, where it applies, the line."""
from __future__ import annotations


class CodecompareError(Exception):
    """Base class; the CLI turns these into a message on stderr and exit code 2."""


class InputError(CodecompareError):
    def __init__(self, path: str, message: str, line: int | None = None, col: int | None = None):
        self.path = str(path)
        self.line = line
        self.col = col
        self.reason = message
        where = self.path
        if line is not None:
            where += f":{line}"
            if col is not None:
                where += f":{col}"
        super().__init__(f"{where}: {message}")
