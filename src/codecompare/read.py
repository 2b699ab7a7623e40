"""Decode raw ordinance bytes into a normalized SourceText.

Publishers' exports arrive as UTF-8 (with or without BOM), Windows-1252 (where "§" is byte
0xA7), Latin-1, and now and then UTF-16 from a Windows word processor. Newlines are normalized
to "\\n" before anything else so that every offset we store indexes the same text a user sees.

Files are read in chunks through an incremental decoder, so peak memory stays a small multiple
of the text itself (the later stages need the whole text anyway: offsets index into it).
"""
from __future__ import annotations

import codecs
import hashlib
import io
import logging
import os
import re
from pathlib import Path
from typing import BinaryIO, Iterable

from .errors import InputError
from .model import SourceText

log = logging.getLogger(__name__)

# Signatures of files that are certainly not ordinance text.
_BINARY_MAGIC = {
    b"%PDF": "a PDF document",
    b"\x89PNG": "a PNG image",
    b"PK\x03\x04": "a ZIP archive (e.g. .docx)",
    b"\xd0\xcf\x11\xe0": "an OLE document (e.g. .doc)",
    b"\xff\xd8\xff": "a JPEG image",
    b"GIF8": "a GIF image",
    b"\x1f\x8b": "a gzip archive",
    b"{\\rtf": "an RTF document (export it as plain text)",
    b"\x7fELF": "an executable",
    b"SQLite format 3\x00": "a SQLite database",
}
_UTF16_BOMS = {b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}

# Municipal codes are at most a few MB per chapter; a whole consolidated code is tens of MB.
# Past this the file is almost certainly not one ordinance text (a disk image, a log...).
MAX_BYTES = 512 * 1024 * 1024
CHUNK = 1 << 20
# How many undecodable-byte warnings one file may produce before we only count them.
_MAX_BYTE_WARNINGS = 5

# C0 controls other than tab, newline, vertical tab, form feed (page breaks in exports) and CR.
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
# Invalid UTF-8 bytes decoded with "surrogateescape" become lone surrogates U+DC80..U+DCFF.
_ESCAPED = re.compile(r"[\udc80-\udcff]")
_BREAK = re.compile(r"\r\n?")
_UTF8_NON_ASCII = re.compile(r"[\x80-\udc7f\udd00-\U0010ffff]")


def _line_starts(text: str) -> tuple[int, ...]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i != -1:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return tuple(starts)


def _cp1252_byte(b: int) -> str:
    # Five byte values are undefined in cp1252; Latin-1 maps every byte, so fall back to it.
    try:
        return bytes([b]).decode("cp1252")
    except UnicodeDecodeError:
        return chr(b)


_CP1252 = {0xDC00 + b: _cp1252_byte(b) for b in range(0x80, 0x100)}


def _sniff(head: bytes, path: str) -> None:
    for magic, what in _BINARY_MAGIC.items():
        if head.startswith(magic):
            raise InputError(path, f"this is {what}, not ordinance text", line=1)


class _Reader:
    """Incremental decode: UTF-8 where valid, single bad bytes as cp1252, newlines normalized."""

    def __init__(self, path: str, encoding: str, skipped: int = 0):
        self.path = path
        self.encoding = encoding
        errors = "surrogateescape" if encoding == "utf-8" else "strict"
        self.decoder = codecs.getincrementaldecoder(encoding)(errors=errors)
        self.parts: list[str] = []
        self.hash = hashlib.sha256()
        self.consumed = skipped  # bytes of the file before the next chunk (a BOM counts)
        self.held = 0  # bytes of an incomplete sequence the decoder carries into the next chunk
        self.line = 1  # 1-based line at the start of the next decoded character
        self.pending_cr = False  # a chunk ended in "\r": it may be the first half of "\r\n"
        self.bad_bytes = 0
        self.saw_utf8 = False  # valid multi-byte UTF-8 seen (then the file is mixed, not cp1252)
        self.warnings: list[str] = []
        self.control_chars = 0

    def feed(self, raw: bytes, final: bool = False) -> None:
        # Byte offset of the first character this call decodes.
        base = self.consumed - self.held - (1 if self.pending_cr else 0)
        try:
            text = self.decoder.decode(raw, final)
        except UnicodeDecodeError as exc:
            at = self.consumed - self.held + exc.start
            raise InputError(self.path, f"not valid {self.encoding} at byte {at}", line=self.line) from None
        self.held = len(self.decoder.getstate()[0])
        self.consumed += len(raw)
        if self.pending_cr:
            text = "\r" + text
            self.pending_cr = False
        if text.endswith("\r") and not final:
            text, self.pending_cr = text[:-1], True
        if self.encoding == "utf-8":
            if not self.saw_utf8 and _UTF8_NON_ASCII.search(text):
                self.saw_utf8 = True
            if _ESCAPED.search(text):
                text = self._repair(text, base)
        text = _BREAK.sub("\n", text)
        if "\x00" in text:
            # A NUL is never ordinance text: a binary file, or UTF-16 without its BOM.
            line = self.line + text.count("\n", 0, text.index("\x00"))
            raise InputError(self.path, "binary data (NUL byte); expected plain text", line=line)
        self.control_chars += len(_CONTROL.findall(text))
        self.line += text.count("\n")
        self.hash.update(text.encode("utf-8"))
        self.parts.append(text)

    def _repair(self, text: str, base: int) -> str:
        """Replace escaped bytes by their cp1252 reading, warning with file:line and byte offset."""

        def one(m: re.Match) -> str:
            if self.bad_bytes < _MAX_BYTE_WARNINGS:
                before = text[: m.start()]
                byte = base + len(before.encode("utf-8", "surrogateescape"))
                line = self.line + len(_BREAK.findall(before)) + before.count("\n") - before.count("\r\n")
                self.warnings.append(
                    f"{self.path}:{line}: not valid UTF-8 at byte {byte} (0x{ord(m.group()) - 0xDC00:02X}); decoded as cp1252"
                )
            self.bad_bytes += 1
            return _CP1252[ord(m.group())]

        return _ESCAPED.sub(one, text)

    def finish(self) -> tuple[str, str, list[str]]:
        self.feed(b"", final=True)
        text = "".join(self.parts)
        self.parts = []
        warnings = list(self.warnings)
        if self.bad_bytes > _MAX_BYTE_WARNINGS:
            warnings.append(
                f"{self.path}: {self.bad_bytes} bytes in all were not valid UTF-8 and were decoded as cp1252"
            )
        enc = self.encoding
        if self.bad_bytes:
            enc = "utf-8+cp1252" if self.saw_utf8 else "cp1252"
        return text, enc, warnings


def _chunks(stream: BinaryIO, first: bytes) -> Iterable[bytes]:
    if first:
        yield first
    while True:
        block = stream.read(CHUNK)
        if not block:
            return
        yield block


def _decode_stream(stream: BinaryIO, path: str) -> SourceText:
    head = stream.read(max(CHUNK, 4096))  # enough to recognise any signature
    _sniff(head, path)
    encoding = "utf-8"
    if head.startswith(b"\xef\xbb\xbf"):
        head, encoding = head[3:], "utf-8-sig"
    else:
        for bom, enc in _UTF16_BOMS.items():
            if head.startswith(bom):
                head, encoding = head[2:], enc
    skipped = 3 if encoding == "utf-8-sig" else 2 if encoding.startswith("utf-16") else 0
    reader = _Reader(path, "utf-8" if encoding == "utf-8-sig" else encoding, skipped)
    total = 0
    for block in _chunks(stream, head):
        total += len(block)
        if total > MAX_BYTES:
            raise InputError(path, f"larger than {MAX_BYTES // (1 << 20)} MB; split it into chapters")
        reader.feed(block)
    text, enc, warnings = reader.finish()
    if encoding == "utf-8-sig" and enc == "utf-8":
        enc = "utf-8-sig"
    if encoding == "utf-8-sig" and reader.bad_bytes:
        # A BOM is an explicit claim of UTF-8: say so, but keep the cp1252 reading.
        warnings.insert(0, f"{path}: starts with a UTF-8 BOM but is not entirely UTF-8")
    if not text.strip():
        raise InputError(path, "the file is empty (no ordinance text)")
    if reader.control_chars > max(16, len(text) // 100):
        raise InputError(
            path, f"binary data ({reader.control_chars} control characters); expected plain text", line=1
        )
    for w in warnings:
        log.warning(w)
    return SourceText(
        path=path,
        text=text,
        sha256=reader.hash.hexdigest(),
        encoding=enc,
        warnings=tuple(warnings),
        line_starts=_line_starts(text),
    )


def decode_bytes(raw: bytes, path: str = "<bytes>") -> SourceText:
    """Decode and normalize bytes; raises InputError for empty, binary or oversized input."""
    return _decode_stream(io.BytesIO(raw), path)


def read_source(path: str | os.PathLike) -> SourceText:
    """Read one ordinance file. Errors name the file (and line where one applies)."""
    p = Path(path)
    if p.is_dir():
        raise InputError(str(p), "is a directory; give an ordinance text file")
    if not p.exists():
        raise InputError(str(p), "no such file")
    if not p.is_file():
        raise InputError(str(p), "is not a regular file (a device, pipe or socket)")
    try:
        with p.open("rb") as stream:
            return _decode_stream(stream, str(p))
    except OSError as exc:
        raise InputError(str(p), f"cannot read: {exc.strerror or exc}") from None
