"""Position refusals follow the language (issue 23): every refusal of ``core/position.py`` and
``classic/position.py`` is a catalog message with an English and a French text, and a refused
position says why in French after ``set_language("fr")``."""

import ast
import re
from pathlib import Path

import pytest

from wonderlab.classic.game import Game
from wonderlab.core.i18n import catalog, set_language
from wonderlab.core.position import InvalidPosition

ROOT = Path(__file__).parents[1] / "wonderlab"
FILES = [ROOT / "core" / "position.py", ROOT / "classic" / "position.py"]


def _calls(path, name):
    tree = ast.parse(path.read_text())
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", None)) == name]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.parent.name)
def test_no_refusal_is_written_in_one_language_only(path):
    """No ``InvalidPosition`` or ``ValueError`` built from a sentence typed in the code: they go
    through ``refuse``/``say`` and the catalogs."""
    for name in ("InvalidPosition", "ValueError"):
        for call in _calls(path, name):
            for arg in call.args:
                assert not isinstance(arg, ast.JoinedStr), (path.name, call.lineno)
                assert not (isinstance(arg, ast.Constant) and isinstance(arg.value, str) and " " in arg.value), \
                    (path.name, call.lineno)


def _keys(node, prefix):
    """The message keys an argument can name: ``"position.x"``, ``K + "x"``, ``K + ("a" if c else "b")``,
    ``K + "passing." + side`` (every key that starts so)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name) and node.id == "key":      # ``refuse`` itself, passing its key on
        return []
    if isinstance(node, ast.BinOp) and isinstance(node.left, ast.Name) and node.left.id == "K":
        right = node.right
        if isinstance(right, ast.IfExp):
            return [prefix + right.body.value, prefix + right.orelse.value]
        return [prefix + right.value]
    if isinstance(node, ast.BinOp) and isinstance(node.left, ast.BinOp):      # K + "passing." + side
        return [key + "*" for key in _keys(node.left, prefix)]
    raise AssertionError(ast.dump(node))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.parent.name)
def test_every_refusal_key_has_both_texts(path):
    prefix = "position.classic."
    keys = [key for call in _calls(path, "refuse") for key in _keys(call.args[2], prefix)]
    keys += [key for call in _calls(path, "say") for key in _keys(call.args[0], prefix)]
    messages = catalog()
    for key in keys:
        found = [k for k in messages if k.startswith(key[:-1])] if key.endswith("*") else [key] * (key in messages)
        assert found, key
        for k in found:
            assert messages[k]["en"] and messages[k]["fr"] and messages[k]["en"] != messages[k]["fr"], k
    assert len(set(keys)) > (40 if path.parent.name == "classic" else 8)


@pytest.mark.parametrize(("source", "field", "words"), [
    ("classic; age 9; turn 2\nAna: Gizah A; coins 3\nhand: -", "age", "il faut 1, 2 ou 3"),
    ("", "position", "le texte est vide"),
    ("classic; age 1; turn 2\nAna Gizah A", "line 2", "il faut « nom : ... »"),
    ("classic; age 1; turn 2; colour red\nAna: Gizah A", "line 1", "il faut age, turn"),
    ({"game": "classic", "age": 1, "turn": 2, "seat": "Ana", "players": []}, "players", "il faut une liste de 3 à 7"),
])
def test_a_refusal_in_french(source, field, words):
    set_language("fr")
    try:
        with pytest.raises(InvalidPosition) as refused:
            Game.from_position(source)
    finally:
        set_language("en")
    assert refused.value.field == field
    assert words in str(refused.value), str(refused.value)
