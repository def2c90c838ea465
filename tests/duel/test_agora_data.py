"""Agora's facts: tools/duel_expansion_facts/agora.json (each fact with its sources) is what
tools/convert_duel.py checks and turns into data/duel/agora.json."""

import copy
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FACTS = json.loads((ROOT / "tools" / "duel_expansion_facts" / "agora.json").read_text(encoding="utf-8"))
DATA = json.loads((ROOT / "data" / "duel" / "agora.json").read_text(encoding="utf-8"))


def converter():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import convert_duel
    finally:
        sys.path.pop(0)
    return convert_duel


def test_the_converter_makes_data_duel_agora_json_from_the_facts_file():
    assert converter().convert_agora(FACTS) == DATA


def test_every_fact_names_its_sources():
    facts = [fact for fact in FACTS.values() if isinstance(fact, dict) and "value" in fact]
    assert len(facts) == 9 and all(fact["sources"] for fact in facts)


@pytest.mark.parametrize("spoil, problem", [
    (lambda f: f["senators"]["value"]["per_age"].update({"3": 4}), "Senators per Age"),
    (lambda f: f["structures"]["value"]["1"].pop(), "Age 1 structure size"),
    (lambda f: f["decrees"]["value"].pop(), "decrees ids"),
    (lambda f: f["senate"].update({"sources": []}), "senate has no sources"),
])
def test_the_converter_refuses_facts_that_do_not_add_up(spoil, problem):
    facts = copy.deepcopy(FACTS)
    spoil(facts)
    with pytest.raises(SystemExit, match=problem):
        converter().convert_agora(facts)


def test_agora_structures_hold_the_age_cards_and_the_senators():
    """Rulebook: the Senators join the Age decks in larger structures (BGA GameSetupTrait.php: 5, 5
    and 3 Senators; BGA Draftpool.php: 25, 25 and 23 places)."""
    sizes = {age: len(s["covered_by"]) for age, s in DATA["structures"].items()}
    assert sizes == {"1": 25, "2": 25, "3": 23}
    assert DATA["senators"]["per_age"] == {"1": 5, "2": 5, "3": 3}
    # the last row of Age I (7 cards) lies on nothing; the top row (3) is covered by two cards each
    assert [len(c) for c in DATA["structures"]["1"]["covered_by"]][:3] == [2, 2, 2]
    assert DATA["structures"]["1"]["covered_by"][-7:] == [[]] * 7


def test_agora_structures_follow_the_base_games_covering():
    """The same rule (a card lies on the two cards of the row above it, one column to each side)
    gives back the base game's three structures of data/duel/board.json."""
    board = json.loads((ROOT / "data" / "duel" / "board.json").read_text(encoding="utf-8"))
    for structure in board["structures"].values():
        rows = [row["columns"] for row in structure["rows"]]
        assert converter().agora_structure(rows) == structure


def test_senate_facts():
    """Rulebook: 6 Chambers, 2 per section, each grants victory points at the end; seed 004 line 34:
    « de 1 à 3 chacune »."""
    senate = DATA["senate"]
    assert senate["sections"] == [[1, 2], [3, 4], [5, 6]]
    assert senate["points"] == [1, 2, 3, 3, 2, 1] and min(senate["points"]) == 1 and max(senate["points"]) == 3
    assert DATA["components"]["cubes_per_player"] == 12


def test_conspiracies_and_new_items_speak_english_and_french():
    named = DATA["conspiracies"] + DATA["wonders"] + DATA["progress_tokens"]
    assert len(named) == 20 and all(item["name"] and item["name_fr"] for item in named)
