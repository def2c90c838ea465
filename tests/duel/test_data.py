"""wonderlab's Duel data: converted from the checked reference, complete and consistent."""

import json
import subprocess
import sys
from pathlib import Path

from wonderlab.core.i18n import catalog, set_language
from wonderlab.duel.cards import SCIENCE, board, card_set, token_set, wonder_set
from wonderlab.duel.game import Game

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "reference" / "duel"


def test_counts():
    cards = card_set()
    assert [len(cards.age(a)) for a in (1, 2, 3)] == [23, 23, 20] and len(cards.guilds()) == 7
    assert len(wonder_set()) == 12 and len(token_set()) == 10


def test_chains_link_an_earlier_age_to_a_later_one():
    cards = card_set()
    gives = {c.chain_gives: c for c in cards if c.chain_gives}
    needs = {c.chain_needs: c for c in cards if c.chain_needs}
    assert len(gives) == len(needs) == 17 and set(gives) == set(needs)
    assert all(gives[s].age < needs[s].age for s in gives)


def test_science_symbols_twice_on_green_cards_and_law():
    cards = card_set()
    found = sorted(SCIENCE[c.effect.science] for c in cards if c.effect.science is not None)
    assert len(found) == 12 and all(found.count(s) == 2 for s in set(found)) and "scales" not in found
    assert token_set().by_name("Law").effect.science == SCIENCE.index("scales")


def test_military_track():
    b = board()
    assert [b.military_points(p) for p in range(0, 9)] == [0, 2, 2, 5, 5, 5, 10, 10, 10]
    assert b.capital == 9 and b.looting == ((3, 5, 2), (6, 8, 5))


def test_converter_reproduces_the_data(tmp_path):
    """tools/convert_duel.py turns the reference into data/duel; rerun on the reference, it gives the
    same files (the reference lives beside the checkout, in ../shared/reference/duel)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import convert_duel
    finally:
        sys.path.pop(0)
    sample = {"id": "altar", "name_en": "Altar", "name_fr": "Autel", "age": 1, "deck": "age1",
              "color": "blue", "chain_symbol_provided": "moon", "chain_symbol_required": None,
              "cost": {"coins": 0, "resources": {r: 0 for r in convert_duel.RESOURCES}},
              "effect": {"points": 3}}
    assert convert_duel.convert_cards({"cards": [sample]})["cards"] == [
        {"id": "altar", "name": "Altar", "name_fr": "Autel", "age": 1, "guild": False,
         "color": "blue", "cost": {}, "chain": {"gives": "moon"}, "effect": {"points": 3}, "article_fr": "l'"}]
    reference = REFERENCE if REFERENCE.is_dir() else None
    if reference is not None:
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "convert_duel.py"), str(reference),
                               str(tmp_path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        for name in ("cards.json", "wonders.json", "tokens.json", "board.json", "expansions.json", "pantheon.json"):
            assert (json.loads((tmp_path / name).read_text())
                    == json.loads((ROOT / "data" / "duel" / name).read_text()))


def test_expansion_numbers_resting_on_one_source_are_marked():
    data = json.loads((ROOT / "data" / "duel" / "expansions.json").read_text())
    assert data["pantheon"]["grand_temples"]["points"] == [0, 5, 12, 21]
    assert data["pantheon"]["grand_temples"]["single_source"] is True
    assert data["agora"]["chambers"]["single_source"] is True


def test_every_duel_message_speaks_both_languages():
    duel = {k: v for k, v in catalog().items() if k.startswith("duel.")}
    assert len(duel) > 30 and all(v.get("en") and v.get("fr") for v in duel.values())


def test_actions_print_in_french():
    game = Game(seed=1)
    set_language("fr")
    try:
        assert str(game.legal_actions(0)[0]).startswith("Prendre ")
        assert card_set().by_name("Altar").label == "Autel"
    finally:
        set_language("en")


def test_every_progress_token_says_what_it_does_in_french():
    """The French course prints each token's sentence (data/duel/tokens.json's "summary" is English)."""
    from wonderlab.core.i18n import language
    from wonderlab.duel.messages import TOKEN_SUMMARIES_FR
    from wonderlab.duel.pantheon_data import TOKENS

    assert set(TOKEN_SUMMARIES_FR) == {t.id for t in (*token_set(), *TOKENS)}
    law = token_set().by_name("Law")
    assert "scales" in law.summary
    before = language()
    set_language("fr")
    try:
        assert law.summary == "Compte comme un symbole scientifique (la balance, présente sur aucune carte)."
    finally:
        set_language(before)
