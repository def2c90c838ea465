"""What a course notebook prints reads as words: a count takes its own plural (« 1 bouclier »,
"2 cards", never "card(s)") and a Duel science symbol is said by its name (« sphère armillaire »,
"plumb bob"), not by the engine's id (``armillary_sphere``), in English and in French."""

import json
import re
from pathlib import Path

import pytest

from wonderlab.core.i18n import set_language
from wonderlab.duel.cards import SCIENCE, science_name

NOTEBOOKS = sorted(Path(__file__).resolve().parents[2].joinpath("notebooks").rglob("*.ipynb"))
IDS = [symbol for symbol in SCIENCE if "_" in symbol]
HACKS = re.compile(r"\b\w+\(s\)|\b(?:%s)\b" % "|".join(IDS))         # noqa: UP031


def _printed(path):
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            yield cell.get("id"), "".join(output.get("text", "")) + "".join(output.get("data", {}).get("text/plain", ""))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_a_notebook_prints_words_and_plurals(path):
    found = [(cell, match[0]) for cell, text in _printed(path) for match in HACKS.finditer(text)]
    assert not found, found


def test_every_science_symbol_has_a_name_in_both_languages():
    """The seven symbols of the rules (« sphère armillaire, balance, cadran solaire, mortier, fil
    à plomb, plume, roue »), each said by a name, none by its id."""
    english = [science_name(symbol) for symbol in SCIENCE]
    set_language("fr")
    try:
        french = [science_name(symbol) for symbol in SCIENCE]
    finally:
        set_language("en")
    assert english[:2] == ["armillary sphere", "scales"] and "plumb bob" in english
    assert french == ["sphère armillaire", "balance", "cadran solaire", "mortier", "fil à plomb", "plume", "roue"]
    assert not any("_" in name for name in english + french)


def test_duel_07_counts_the_green_cards_of_each_symbol_with_its_plural():
    """Duel 07's first table: the scales on no card (« balance 0 carte », "scales 0 cards"), each
    other symbol on two green cards."""
    for path, zero, two in (("duel/07-science.ipynb", "scales            0 cards", "armillary sphere  2 cards"),
                            ("fr/duel/07-la-science.ipynb", "balance           0 carte", "sphère armillaire 2 cartes")):
        printed = dict(_printed(Path(__file__).resolve().parents[2] / "notebooks" / path))
        table = printed["c03" if path.startswith("duel") else "fr-c03"]
        assert zero in table and two in table, table
