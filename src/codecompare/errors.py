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


class IngestError(CodecompareError):
    """Some documents of an ingest failed; each was rolled back alone, the others were stored."""

    def __init__(self, failures: list[tuple[str, BaseException]], stored: int):
        self.failures = failures
        self.stored = stored
        lines = [f"{_describe(path, exc)}" for path, exc in failures]
        kept = f"{stored} other document(s) were stored" if stored else "nothing was stored"
        super().__init__("; ".join(lines) + f" (not ingested; {kept})")


def _describe(path: str, exc: BaseException) -> str:
    if isinstance(exc, InputError):
        return str(exc)
    # A bug in a stage, not in the input: say where, so the report is actionable.
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    where = f" at {tb.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{tb.tb_lineno}" if tb else ""
    return f"{path}: internal error {type(exc).__name__}{where}: {exc}"
