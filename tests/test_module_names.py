"""No module of the package binds a top-level name twice.

The rule modules hold hundreds of module-level patterns; a second ``_NAME = re.compile(...)`` further down silently
replaces the first for every function that uses it, including the ones written against the first (three such pairs in
the citation finder, found in the fiftieth session, had run on the later pattern for sessions; a fourth, a quantity rule's
``_OR_LESS_AFTER`` redefined, broke a range rule until the tests caught it).
"""
import ast
from collections import Counter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "codecompare"
MODULES = sorted(PACKAGE.rglob("*.py"))


def _top_level_names(tree: ast.Module) -> Counter:
    names = Counter()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            # (a rebinding that extends the name's own value, "PATTERNS = (...) + PATTERNS", replaces nothing)
            used = {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)}
            names.update(t.id for t in node.targets if isinstance(t, ast.Name) and t.id not in used)
        elif isinstance(node, (ast.AnnAssign,)) and isinstance(node.target, ast.Name) and node.value is not None:
            names[node.target.id] += 1
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names[node.name] += 1
    return names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_top_level_name_is_bound_twice(path):
    names = _top_level_names(ast.parse(path.read_text(encoding="utf-8")))
    assert [name for name, n in names.items() if n > 1] == []


def test_the_check_sees_a_second_binding():
    # near miss of the check itself: a redefinition is found
    tree = ast.parse("import re\n_GAP = re.compile('a')\ndef f():\n    return _GAP\n_GAP = re.compile('b')\n")
    assert [name for name, n in _top_level_names(tree).items() if n > 1] == ["_GAP"]
    # an extension of the name's own value is no second binding
    tree = ast.parse("PATTERNS = (1,)\nPATTERNS = (2,) + PATTERNS\n")
    assert [name for name, n in _top_level_names(tree).items() if n > 1] == []
