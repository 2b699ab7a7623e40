"""The literal strings a regular expression cannot match without.

``required_literals(pattern)`` reads the pattern's parse tree (the standard library's own parser)
and returns a set of strings of which every match contains at least one, or None when it finds no
such set. A finder may skip a pattern on a text that prints none of them: ``str.__contains__`` over
a clause costs far less than the engine's scan of it with a pattern whose branches open on
look-behinds or optional groups, which the engine cannot skip to.

Only what a match consumes counts (a look-around's literal may lie outside the match); a subpattern
under IGNORECASE gives nothing; a small character class (``[Ss]``) multiplies the strings it sits in.
"""
from __future__ import annotations

import re

try:  # Python 3.11+
    import re._constants as _c
    import re._parser as _p
except ImportError:  # pragma: no cover - Python 3.10
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]

_MAX_STRINGS = 24  # a larger set costs more to test than it saves
_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT}
_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT} | ({_c.POSSESSIVE_REPEAT} if hasattr(_c, "POSSESSIVE_REPEAT") else set())
_ATOMIC = getattr(_c, "ATOMIC_GROUP", None)


def _class_chars(items) -> list[str] | None:
    """The characters of a small class of plain literals (``[Ss]``), or None."""
    chars = []
    for op, av in items:
        if op is not _c.LITERAL:
            return None
        chars.append(chr(av))
    return chars if len(chars) <= 4 else None


def _better(a: set[str] | None, b: set[str] | None) -> set[str] | None:
    """The more selective of two sets: the longer shortest string, then the fewer strings."""
    if not b:
        return a
    if not a:
        return b
    return b if (min(map(len, b)), -len(b)) > (min(map(len, a)), -len(a)) else a


def _required(items, ignorecase: bool) -> set[str] | None:
    if ignorecase:
        return None
    best: set[str] | None = None
    run = {""}  # the literal text read so far in this sequence, one string per class choice

    def flush() -> None:
        nonlocal best, run
        if run != {""}:
            best = _better(best, run)
        run = {""}

    for op, av in items:
        if op is _c.LITERAL:
            run = {r + chr(av) for r in run}
        elif op is _c.IN and (chars := _class_chars(av)) is not None and len(run) * len(chars) <= _MAX_STRINGS:
            run = {r + ch for r in run for ch in chars}
        elif op in _ZERO_WIDTH:
            continue  # consumes nothing: the literal run goes on across it
        elif op is _c.SUBPATTERN:
            flush()
            _, add_flags, _, sub = av
            best = _better(best, _required(sub, bool(add_flags & re.I)))
        elif op is _c.BRANCH:
            flush()
            alternatives = [_required(alt, False) for alt in av[1]]
            if all(alternatives):
                union = set().union(*alternatives)
                if len(union) <= _MAX_STRINGS:
                    best = _better(best, union)
        elif op in _REPEATS:
            flush()
            low, _, sub = av
            if low >= 1:
                best = _better(best, _required(sub, False))
        elif op is _ATOMIC:
            flush()
            best = _better(best, _required(av, False))
        elif op is _c.GROUPREF_EXISTS:
            flush()
            _, yes, no = av
            a, b = _required(yes, False), (_required(no, False) if no is not None else None)
            if a and b and len(a | b) <= _MAX_STRINGS:
                best = _better(best, a | b)
        else:
            flush()  # any other character, a class, a back reference: the run ends
    flush()
    return best


def required_literals(pattern: re.Pattern) -> frozenset[str] | None:
    """Strings of which every match of ``pattern`` contains one, or None."""
    if pattern.flags & re.I:
        return None
    found = _required(_p.parse(pattern.pattern, pattern.flags), False)
    return frozenset(found) if found else None
