"""Decode raw ordinance bytes into a normalized SourceText.

Publishers' exports arrive as UTF-8 (with or without BOM), Windows-1252 (where "§" is byte
0xA7) or Latin-1. Newlines are normalized to "\\n" before anything else so that every offset
we store indexes the same text a user sees.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from .errors import InputError
from .model import SourceText

# Signatures of files that are certainly not ordinance text.
_BINARY_MAGIC = {
    b"%PDF": "a PDF document",
    b"\x89PNG": "a PNG image",
    b"PK\x03\x04": "a ZIP archive (e.g. .docx)",
    b"\xd0\xcf\x11\xe0": "an OLE document (e.g. .doc)",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
}


def _line_starts(text: str) -> tuple[int, ...]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i != -1:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return tuple(starts)


def _decode(raw: bytes, path: str) -> tuple[str, str, list[str]]:
    warnings: list[str] = []
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
        try:
            return raw.decode("utf-8"), "utf-8-sig", warnings
        except UnicodeDecodeError as exc:
            raise InputError(path, f"file starts with a UTF-8 BOM but byte {exc.start + 3} is not UTF-8") from None
    try:
        return raw.decode("utf-8"), "utf-8", warnings
    except UnicodeDecodeError as exc:
        bad = exc.start
    try:
        text = raw.decode("cp1252")
        enc = "cp1252"
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
        enc = "latin-1"
    line = raw.count(b"\n", 0, bad) + 1
    warnings.append(f"{path}:{line}: not valid UTF-8 at byte {bad}; decoded as {enc}")
    return text, enc, warnings


def decode_bytes(raw: bytes, path: str = "<bytes>") -> SourceText:
    """Decode and normalize bytes; raises InputError for empty or binary input."""
    for magic, what in _BINARY_MAGIC.items():
        if raw.startswith(magic):
            raise InputError(path, f"this is {what}, not ordinance text", line=1)
    nul = raw.find(b"\x00")
    if nul != -1:
        line = raw.count(b"\n", 0, nul) + 1
        raise InputError(path, f"binary data (NUL byte at offset {nul}); expected plain text", line=line)
    text, enc, warnings = _decode(raw, path)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise InputError(path, "the file is empty (no ordinance text)")
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return SourceText(
        path=path,
        text=text,
        sha256=digest,
        encoding=enc,
        warnings=tuple(warnings),
        line_starts=_line_starts(text),
    )


def read_source(path: str | os.PathLike) -> SourceText:
    """Read one ordinance file. Errors name the file (and line where one applies)."""
    p = Path(path)
    if p.is_dir():
        raise InputError(str(p), "is a directory; give an ordinance text file")
    if not p.exists():
        raise InputError(str(p), "no such file")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise InputError(str(p), f"cannot read: {exc.strerror}") from None
    return decode_bytes(raw, str(p))
