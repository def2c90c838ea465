"""The 7 Wonders data files: complete, validated on load, and shipped inside the wheel."""

import json
import os
import subprocess
import sys
import venv
from collections import Counter

import pytest

from wonderlab.classic import card_set, wonder_set
from wonderlab.classic import cards as cards_module
from wonderlab.core.errors import InvalidData


def test_all_148_cards_of_the_first_edition():
    """Seed 000: 148 building cards: Age I 49, Age II 49, Age III 50 (10 of them guilds)."""
    cards = card_set().cards
    copies = Counter()
    for card in cards:
        copies[card.age] += 1 if card.is_guild else len(card.copies)
    assert copies == {1: 49, 2: 49, 3: 50}
    assert len(cards) == 78 and sum(card.is_guild for card in cards) == 10
    assert all(card.name and card.name_fr for card in cards)
    assert len({card.name_fr for card in cards}) == len({(c.age, c.name) for c in cards}) - 3  # Loom, Glassworks, Press twice


def test_seven_boards_with_both_sides():
    boards = wonder_set().boards
    assert len(boards) == 7
    assert sorted(len(b.side(s).stages) for b in boards for s in "AB") == [2] + [3] * 12 + [4]


def test_a_broken_entry_is_named_on_load(monkeypatch):
    good = json.loads((cards_module.read_json.__globals__["data_path"]("classic") / "cards.json").read_text())
    good["cards"][5]["color"] = "bluee"
    monkeypatch.setattr(cards_module, "read_json", lambda game, name: good)
    with pytest.raises(InvalidData, match=r"card #6 \('excavation'\): color 'bluee' is not one of"):
        cards_module.load_cards()
    good["cards"][5]["color"] = "brown"
    good["cards"][40]["chains_from"] = ["Nowhere"]
    with pytest.raises(InvalidData, match="chains from 'Nowhere', which is no card of Age 1"):
        cards_module.load_cards()


@pytest.mark.slow
def test_the_wheel_ships_the_data(tmp_path):
    """`pip install .` into a fresh virtual environment, run from outside the repo, loads every card."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path / "dist"), str(root)], check=True)
    wheel = next((tmp_path / "dist").glob("wonderlab-*.whl"))
    venv.create(tmp_path / "env")      # pip installs into it from outside (--python): no pip of its own to set up
    python = tmp_path / "env" / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
                   check=True)
    code = ("from wonderlab.classic import card_set, wonder_set, Game; import wonderlab.gamedata as g; "
            "print(len(card_set().cards), len(wonder_set().boards), g.data_path('classic').parent.parent.name)")
    clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}     # the wheel's copy only
    done = subprocess.run([str(python), "-c", code], capture_output=True, text=True, cwd=tmp_path,
                          check=True, env=clean)
    assert done.stdout.split() == ["78", "7", "wonderlab"]
