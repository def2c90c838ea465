"""Each game's data files are what its converter makes of the checked reference: rerun on
``../shared/reference/<game>``, ``tools/convert_<game>.py`` writes the same files, so a hand edit to
``data/`` that the converter does not know (a French name, an alias) fails here instead of being
lost the next time the reference changes. A clone without the reference beside it still checks that
what each converter adds to the reference (aliases, French names) is in ``data/``. The Duel's own
test (tests/duel/test_data.py) also checks its converter on a sample card."""

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FILES = {"classic": ("cards.json", "wonders.json"),
         "architects": ("cards.json", "wonders.json", "progress.json")}


def data(game, name):
    return json.loads((ROOT / "data" / game / name).read_text(encoding="utf-8"))


def converter(game):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module(f"convert_{game}")
    finally:
        sys.path.pop(0)


def what_the_converter_adds_is_in_the_data(game):
    """The facts a converter writes beyond the reference, found in ``data/``."""
    tool = converter(game)
    if game == "classic":
        cards = {card["id"]: card for card in data(game, "cards.json")["cards"]}
        for card_id, aliases in tool.CARD_ALIASES.items():
            assert cards[card_id]["aliases"] == aliases, card_id
        french = {wonder["name"]["fr"] for wonder in data(game, "wonders.json")["wonders"]}
        assert set(tool.WONDER_FR.values()) <= french
    else:
        wonders = {wonder["id"]: wonder for wonder in data(game, "wonders.json")["wonders"]}
        for wonder_id, aliases in tool.WONDER_ALIASES.items():
            assert wonders[wonder_id]["aliases"] == aliases, wonder_id


@pytest.mark.parametrize("game", sorted(FILES))
def test_converter_reproduces_the_data(game, tmp_path):
    what_the_converter_adds_is_in_the_data(game)
    reference = ROOT.parent / "shared" / "reference" / game
    if not reference.is_dir():      # a clone on its own: the check above is what can be checked
        return
    done = subprocess.run([sys.executable, str(ROOT / "tools" / f"convert_{game}.py"), str(reference),
                           str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    for name in FILES[game]:
        made = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        assert made == data(game, name), f"data/{game}/{name} differs from what tools/convert_{game}.py makes"
