"""7 Wonders Duel positions (issue 23): ``game.position(seat)``, ``Game.from_position``, refusals.

Seed 004: the structure of each Age has rows dealt « face visible » and rows « face cachée »; a
card is taken when nothing covers it, and a covered face-down card turns over once freed; each
card exists once; each player drafts 4 wonders and « dès que la septième est bâtie, la dernière
retourne dans la boîte »; five progress tokens lie on the board. A position holds what both
players see; the face-down cards, the cards set aside and the tokens in the box are dealt again.
"""

import copy
import random
from pathlib import Path

import pytest

from wonderlab.core.position import InvalidPosition
from wonderlab.duel.cards import card_set
from wonderlab.duel.game import Game, random_game

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "positions" / "duel-age1.txt"


def _positions(seeds):
    for seed in range(seeds):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            if game.phase == "play" and rng.random() < 0.3:
                yield game, rng.randrange(2)
            game.play(game.current, rng.choice(game.legal_actions(game.current)))


def test_round_trip_gives_the_seat_the_same_view_and_choices():
    checked = 0
    for game, seat in _positions(seeds=8):
        position = game.position(seat)
        other = Game.from_position(position.text, seed=checked)
        assert game.redeal(seat, random.Random(checked)).position(seat) == position   # nothing hidden in it
        assert other.view(seat) == game.view(seat)
        assert [a.notation for a in other.legal_actions(game.current)] == \
            [a.notation for a in game.legal_actions(game.current)]
        assert other.position(seat) == position
        assert Game.from_position(position.data, seed=checked).state_key() == other.state_key()
        checked += 1
    assert checked > 60


def test_face_down_cards_and_the_box_are_dealt_again_from_the_seed():
    game = random_game(4, until=14)
    text = game.position(0).text
    one, two = Game.from_position(text, seed=1), Game.from_position(text, seed=2)
    assert one.state_key() == Game.from_position(text, seed=1).state_key()
    face_down = [q for q in range(20) if game.slots[q] is not None and not game.revealed[q]]
    assert face_down and [one.slots[q] for q in face_down] != [two.slots[q] for q in face_down]
    assert sorted(one.box_tokens) == sorted(game.box_tokens)
    guilds = {c.index for c in card_set().guilds()}
    for other in (one, two):        # Age III deals 3 guilds among its 20 cards
        assert sum(1 for c in other.layouts[3] if c in guilds) == 3


def test_a_game_from_the_example_plays_legally_to_the_end():
    for seed in range(3):
        game, rng = Game.from_position(EXAMPLE.read_text(), seed=seed), random.Random(seed)
        assert game.names == ["Hugo", "Lea"]
        while not game.is_over:
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
        assert game.result in ("points", "military supremacy", "scientific supremacy")


BASE = Game.from_position(EXAMPLE.read_text()).position(0).data


def _with(change):
    data = copy.deepcopy(BASE)
    change(data)
    return data


def _row(r, c, value):
    return lambda d: d["structure"][r].__setitem__(c, value)


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d["players"][0]["cards"].append("Stable"), "players[0].cards[2]", "one copy of each card"),
    (lambda d: d["players"][0]["cards"].append("Pantheon"), "players[0].cards[2]", "Age III"),
    (_row(0, 0, "University"), "structure[0][0]", "Age II"),
    (_row(4, 3, "Altar"), "structure[3][3]", "could not be taken"),
    (_row(1, 0, "-"), "structure[1][0]", "could not be taken"),
    (_row(0, 0, "?"), "structure[0][0]", "dealt face up"),
    (lambda d: d["structure"].pop(), "structure", "rows of 2, 3, 4, 5, 6"),
    (lambda d: d["players"][1]["wonders"].append("The Pyramids"), "players[1].wonders[1]", "the box has one"),
    (lambda d: d["players"][1]["wonders_left"].append("The Colossus"), "players[1].wonders_left", "4 wonders"),
    (lambda d: d["players"][0]["progress"].append("Law"), "progress", "only the Great Library"),
    (lambda d: d["players"][0]["progress"].append("Economy"), "progress[0]", "also at players[0].progress[0]"),
    (lambda d: d["discard"].append("Altar"), "discard", "have been taken"),
    (lambda d: d.__setitem__("conflict", 9), "conflict", "military supremacy"),
    (lambda d: d.__setitem__("conflict", 2), "conflict", "shields built move the pawn to 0"),
    (lambda d: d["players"][0].__setitem__("looting", [2, 2]), "players[0].looting", "2, 5, both or none"),
    (lambda d: d.__setitem__("to_play", "Zed"), "to_play", "one of the players"),
    (lambda d: d["players"][0].__setitem__("coins", "7"), "players[0].coins", "whole number"),
    (lambda d: d["players"][0].__setitem__("hand", []), "players[0].hand", "unknown field"),
    (lambda d: d["players"][0]["cards"].append("Stabel"), "players[0].cards[2]", "unknown card"),
])
def test_an_impossible_position_is_refused_naming_the_field(change, field, words):
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(_with(change))
    assert refused.value.field == field, str(refused.value)
    assert words in str(refused.value), str(refused.value)
    assert "\n" not in str(refused.value)


def test_a_looting_token_the_pawn_reached_is_refused():
    """Seed 004: entering a zone makes the opponent lose 2 then 5 coins, and the token is gone."""
    data = _with(lambda d: d.update(conflict=4))
    data["progress"].remove("Strategy")             # with Strategy, the pawn is not the shields' sum
    data["players"][0]["progress"] = ["Strategy"]
    data["players"][1]["looting"] = [2, 5]
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(data)
    assert refused.value.field == "players[1].looting" and "took it" in str(refused.value)
    del data["players"][1]["looting"]               # left out: the tokens the pawn has not reached
    assert [t[3] for t in Game.from_position(data).loot] == [5, 2, 5]


def test_a_broken_text_is_refused_naming_the_line():
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position("duel; age 1; colour red\nrow 1: -, -")
    assert refused.value.field == "line 1"
    with pytest.raises(InvalidPosition) as refused:
        Game.from_position(EXAMPLE.read_text().replace("coins 5", "sparkles 5"))
    assert refused.value.field.startswith("line ")
