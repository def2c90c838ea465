"""7 Wonders Architects positions (issue 23): ``game.position(seat)``, ``from_position``, refusals.

Seed 002: each wonder's deck lies face up beside it (« le sommet »), the central deck face down,
three Progress tokens face up (« remplace immédiatement un visible choisi par le prochain
caché »), conflict tokens turn from Peace to Battle with horns; « dès que tu as les ressources
permettant une étape disponible, tu dois la construire »; « respecte les supports ». A position
holds what the table shows; what lies face down is dealt again from the box.
"""

import copy
import random
from pathlib import Path

import pytest

from wonderlab.architects.game import TAKING, Game
from wonderlab.core.position import InvalidPosition

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "positions" / "architects-3p.txt"


def _positions(players, seeds):
    for seed in range(seeds):
        game, rng = Game(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            if game.phase == TAKING and not game.pending and rng.random() < 0.2:
                yield game, rng.randrange(players)
            game.play(game.current, rng.choice(game.legal_actions(game.current)))


def test_round_trip_gives_the_seat_the_same_view():
    checked = 0
    for players in (2, 4, 7):
        for game, seat in _positions(players, seeds=2):
            position = game.position(seat)
            other = Game.from_position(position.text, seed=checked)
            assert game.redeal(seat, random.Random(checked)).position(seat) == position   # nothing hidden in it
            assert other.view(seat) == game.view(seat)
            assert other.position(seat) == position
            assert Game.from_position(position.data, seed=checked).state_key() == other.state_key()
            checked += 1
    assert checked > 60


def test_each_deck_is_dealt_from_its_own_box_cards_and_only_from_the_seed():
    text = EXAMPLE.read_text()
    one, two = Game.from_position(text, seed=1), Game.from_position(text, seed=2)
    assert one.state_key() == Game.from_position(text, seed=1).state_key()
    assert one.decks[3] != two.decks[3]                    # the central deck, dealt again
    for game in (one, two):
        for wonder, deck in zip(game.wonders, game.decks, strict=False):
            assert all(deck.count(k) <= wonder.deck[k] for k in set(deck))


def test_a_game_from_the_example_plays_legally_to_the_end():
    for seed in range(3):
        game, rng = Game.from_position(EXAMPLE.read_text(), seed=seed), random.Random(seed)
        while not game.is_over:
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        assert len(game.winners()) >= 1


BASE = Game.from_position(EXAMPLE.read_text()).position(0).data


def _with(change):
    data = copy.deepcopy(BASE)
    change(data)
    return data


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d["players"][1].__setitem__("stages", [1, 5]), "players[1].stages", "rests on"),
    (lambda d: d["players"][0]["cards"].__setitem__("blue_2_cat", 40), "players", "blue_2_cat cards on the table"),
    (lambda d: d["players"][0].__setitem__("cat", True), "players", "both hold the Cat"),
    (lambda d: d["players"][0]["cards"].__setitem__("science_gear", 2), "players[0].cards", "science set"),
    (lambda d: (d["players"][0]["cards"].__setitem__("stone", 2), d["discard"].__setitem__("stone", 1)),
     "players[0].cards", "can build a stage"),
    (lambda d: d.__setitem__("war", 3), "war", "expected 0 to 2"),
    (lambda d: d["decks"][0].__setitem__("size", 30), "decks[0].size", "0 to 25"),
    (lambda d: d["decks"][1].__setitem__("wonder", "Olympia"), "decks[1].wonder", "Ephesus's"),
    (lambda d: d["decks"][0].__setitem__("top", None), "decks[0].top", "shows its top"),
    (lambda d: d["decks"][0].__setitem__("size", 19), "decks", "neither in front of a player"),
    (lambda d: (d.update(seat="Bo"), d["central"].__setitem__("top", "gold")), "central.top", "Bo never held it"),
    (lambda d: d["progress"].pop(), "progress", "3 lie face up"),
    (lambda d: d["discard"].__setitem__("gold", 40), "discard", "gold cards in view"),
    (lambda d: d.__setitem__("seat", "Zed"), "seat", "one of the players"),
    (lambda d: d.__setitem__("hand", []), "hand", "unknown field"),
    (lambda d: d["players"][2].__setitem__("stages", [1, 2, 3, 4, 5]), "players", "wonder is complete"),
])
def test_an_impossible_position_is_refused_naming_the_field(change, field, words):
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(_with(change))
    assert refused.value.field == field, str(refused.value)
    assert words in str(refused.value), str(refused.value)
    assert "\n" not in str(refused.value)


def test_the_central_top_the_cat_showed_is_kept():
    data = _with(lambda d: d.update(seat="Cy"))
    data["central"]["top"] = "gold"
    game = Game.from_position(data, seed=3)
    assert game.knows_central_top(2) and game.decks[3][-1] == 5        # gold is kind 5
    assert game.view(2)["central"]["top"] == "gold" and game.view(0)["central"]["top"] is None


def test_a_broken_text_is_refused_naming_the_line():
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(EXAMPLE.read_text().replace("victory 1", "medals 1", 1))
    assert refused.value.field == "line 2"
