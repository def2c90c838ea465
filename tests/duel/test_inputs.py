"""Issue 8, the engine's inputs: whatever a seat, an action or an option holds, a wrong one is
refused up front with a reason in words, and the game stays as it was."""

import json
import random

import numpy as np
import pytest

from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.core.i18n import set_language
from wonderlab.core.records import GameRecord
from wonderlab.duel.actions import Action
from wonderlab.duel.game import Game, random_game

from .duelkit import CARDS, WONDERS, after_draft, give, give_wonder, put

BAD_SEATS = [0.0, 1.0, True, False, "0", "1", None, 2, -1, 7, 2**70, [0], (1,), {"seat": 0},
             np.float64(0), np.bool_(True), object()]


def _when_seat_1_decides():
    """A game in its first Age where seat 1 decides (``True == 1`` would pass a loose check)."""
    game = random_game(3, until=8)
    while game.current != 1:
        game.play(game.current, game.legal_actions(game.current)[0])
    return game


@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_a_seat_that_is_not_0_or_1_is_refused_and_changes_nothing(seat):
    for game in (Game(seed=1), _when_seat_1_decides()):
        before, record = game.state_key(), game.record()
        legal = game.legal_actions(game.current)[0]
        with pytest.raises(IllegalAction, match="seat") as refused:
            game.play(seat, legal)
        assert str(refused.value)
        assert game.state_key() == before and game.record() == record
        with pytest.raises(IllegalAction):
            game.legal_actions(seat)
        with pytest.raises(IllegalAction):
            game.view(seat)
        with pytest.raises(IllegalAction):
            game.explain(seat, legal)


def test_a_seat_that_does_not_exist_is_named_as_such():
    """Not "7 has no decision to make now", nor "it is player 1's decision": there is no seat 7."""
    game = Game(seed=1)
    with pytest.raises(IllegalAction, match="^there is no seat 7: the seats are 0 and 1$"):
        game.play(7, game.legal_actions(0)[0])
    with pytest.raises(IllegalAction, match="^'0' is not a seat: the seats are 0 and 1$"):
        game.play("0", game.legal_actions(0)[0])
    set_language("fr")
    with pytest.raises(IllegalAction, match="^il n'y a pas de place 2 : les places sont 0 et 1$"):
        game.play(2, game.legal_actions(0)[0])


def test_numpy_seats_play_as_the_ints_they_are_and_the_record_saves():
    """A seat that comes from pandas plays, and the record still saves to JSON and replays."""
    game, rng = Game(seed=4), random.Random(4)
    while not game.is_over:
        seat = np.int64(game.current)
        assert game.legal_actions(seat) == game.legal_actions(int(seat))
        game.play(seat, rng.choice(game.legal_actions(seat)))
    text = game.record().to_json()
    assert all(type(entry["seat"]) is int for entry in json.loads(text)["actions"])
    assert Game.replay(GameRecord.from_json(text)).state_key() == game.state_key()


def test_a_record_whose_seat_is_a_bool_is_refused():
    game = _when_seat_1_decides()
    record = game.record()
    entry = {**game.legal_actions(1)[0].to_json(), "seat": True}
    with pytest.raises(InvalidRecord, match="seat: expected a seat number from 0 to 1, got true/false"):
        Game.replay(GameRecord("duel", record.options, record.seed, record.actions + (entry,)))


def _bogus_actions(game):
    card = CARDS[game.slots[game.accessible()[0]]] if game.accessible() else CARDS.by_name("Altar")
    wonder = WONDERS[(game.p[game.current].wonders or [0])[0]]
    return [Action("build", card="Altar"), Action("build", card=3), Action("build", card=None),
            Action("build", card=card, coins=None), Action("discard", card=card, coins="2"),
            Action("wonder", card=card, wonder="The Sphinx"), Action("wonder", card=card, wonder=wonder.index),
            Action("bogus", card=card), Action(None), Action(["build"]), Action("build", card=card, chain=5),
            Action("build", card=card, token=card), Action("discard", card=card, coins=2, wonder=wonder),
            Action("pick", wonder=3), Action("start", starter="0"), Action("start", starter=None),
            Action("token", token="law"), Action("destroy", card=[1]), Action("build", card=card, coins=-2),
            Action("build", card=card, coins=np.array([1, 2])), "build Altar", None, 3,
            CARDS.by_name("Altar")]


def test_hand_built_actions_with_bogus_fields_are_refused_in_words():
    """IllegalAction, never TypeError, KeyError or AttributeError; printing them never raises."""
    for game in (Game(seed=2), after_draft(2)):
        for action in _bogus_actions(game):
            assert str(action) and repr(action)
            before = game.state_key()
            with pytest.raises(IllegalAction) as refused:
                game.play(game.current, action)
            assert str(refused.value) and game.state_key() == before
            with pytest.raises(IllegalAction):
                game.explain(game.current, action)


def test_a_bogus_action_reads_plainly():
    game = after_draft(2)
    card = CARDS[game.slots[game.accessible()[0]]]
    assert str(Action("build", card="Altar")) == "Build 'Altar' for nothing"
    assert str(Action("start", starter="x")) == "Seat 'x' starts the next Age"
    with pytest.raises(IllegalAction, match="^the card of this action, 3, is not a card of the game$"):
        game.play(0, Action("build", card=3))
    with pytest.raises(IllegalAction, match="^an action that discards a card has no wonder"):
        game.play(0, Action("discard", card=card, coins=2, wonder=WONDERS[0]))


def test_the_game_applies_its_own_action_equal_to_a_hand_built_one():
    """``Action(..., coins=2.0)`` equals the legal ``coins=2``: the game plays and saves its own."""
    game = after_draft(2)
    legal = next(a for a in game.legal_actions(0) if a.kind == "discard")
    game.play(0, Action("discard", card=legal.card, coins=float(legal.coins)))
    assert game.coins(0).__class__ is int
    assert json.loads(game.record().to_json())["actions"][-1]["coins"].__class__ is int


@pytest.mark.parametrize("seed", [1.5, "3", None, True, 2**64, -2**64, [1]], ids=repr)
def test_a_seed_a_record_cannot_save_is_refused_when_the_game_is_made(seed):
    with pytest.raises(ValueError, match="^seed: "):
        Game(seed=seed)


def test_a_numpy_seed_is_the_int_it_is():
    assert Game(seed=np.int64(5)).state_key() == Game(seed=5).state_key()
    assert json.loads(Game(seed=np.int32(5)).record().to_json())["seed"] == 5


@pytest.mark.parametrize("names", [["", "Bob"], ["  ", "Bob"], ["Ana", "Ana"], ["Ana", " ana "], ["Ana"],
                                   ["Ana", "Bob", "Cy"], "AnaBob", ["Ana", 2], ["Ana", None], 5],
                         ids=repr)
def test_names_are_two_different_non_blank_strings(names):
    """Today a blank name breaks the game at its last move ("'Player 1' is not in list") and two
    equal names make the first one the winner whoever wins: both are refused up front."""
    with pytest.raises(ValueError, match="^names"):
        Game(seed=1, names=names)


def test_the_winner_is_the_seat_that_won_whatever_the_names():
    for seed in range(30):
        named, plain = Game(seed=seed, names=("Zoé", "Anna")), Game(seed=seed)
        rng = random.Random(seed)
        while not plain.is_over:
            action = rng.choice(plain.legal_actions(plain.current))
            named.play(plain.current, action)
            plain.play(plain.current, action)
        assert named.winner == plain.winner
        assert named.winners() == [["Zoé", "Anna"][i] for i in (
            [plain.winner] if plain.winner is not None else [0, 1])]
    assert Game(names=("Zoé", "Anna")).record().options["names"] == ["Zoé", "Anna"]


def test_players_must_be_the_int_2():
    for players in (3, 2.0, "2", None, True):
        with pytest.raises(ValueError, match="^players"):
            Game(players=players)


# -- card_actions -------------------------------------------------------------------------------
def test_card_actions_answers_for_the_seat_asked():
    """Today a cache keyed by the card alone hands seat 1 the actions of seat 0."""
    game = after_draft(2)
    card = CARDS[game.slots[game.accessible()[0]]]
    assert game.card_actions(0, card)
    assert game.card_actions(1, card) == []
    assert game.card_actions(0, card.name) == game.card_actions(0, card)
    with pytest.raises(IllegalAction, match="no card called 'Nowhere'"):
        game.card_actions(0, "Nowhere")
    with pytest.raises(IllegalAction, match="not a card"):
        game.card_actions(0, 12)


def test_a_play_again_won_with_the_ages_last_card_is_cleared():
    """Seed 004: « À la fin d'un Âge, celui qui est mené militairement choisit qui commence le
    suivant »: a play-again won by a wonder built with the Age's last card is lost, and the
    state says so."""
    game = after_draft(2)
    give_wonder(game, 0, "The Sphinx")
    game.p[0].coins = 50
    while game.remaining > 1:
        seat = game.current
        game.play(seat, next(a for a in game.legal_actions(seat) if a.kind == "discard"))
    if game.current != 0:
        game.current = 0
        game._legal = None
    put(game, CARDS[game.slots[game.accessible()[0]]].name)
    sphinx = next(a for a in game.legal_actions(0) if a.kind == "wonder" and a.wonder.name == "The Sphinx")
    game.play(0, sphinx)
    assert game.phase == "start" and game.again is False
    chooser = game.current
    game.play(chooser, next(a for a in game.legal_actions(chooser) if a.starter == 1))
    assert game.current == 1 and game.again is False


# -- messages -----------------------------------------------------------------------------------
def test_one_coin_is_one_coin_in_english_and_french():
    game = after_draft(2)
    put(game, "Logging Camp")
    game.p[0].coins = 0
    camp = Action("build", card=CARDS.by_name("Logging Camp"), coins=1)
    with pytest.raises(IllegalAction, match="^Logging Camp costs you 1 coin and you have 0 coins$"):
        game.play(0, camp)
    set_language("fr")
    with pytest.raises(IllegalAction, match="^Exploitation vous coûte 1 pièce et vous avez 0 pièce$"):
        game.play(0, camp)


def test_a_wrong_trade_is_not_called_a_wrong_price():
    """Not "Stable costs 2 coins, not 2": the coins are right, the trading part is not."""
    game = after_draft(2)
    put(game, "Stable")
    legal = next(a for a in game.legal_actions(0) if a.kind == "build" and a.card.name == "Stable")
    assert (legal.coins, legal.trade) == (2, 2)
    with pytest.raises(IllegalAction) as refused:
        game.play(0, Action("build", card=legal.card, coins=2, trade=0))
    assert str(refused.value) == "Stable costs you 2 coins, of which trading is 2 coins, not 0 coins"
    with pytest.raises(IllegalAction, match="^Stable costs you 2 coins, not 1 coin$"):
        game.play(0, Action("build", card=legal.card, coins=1, trade=2))


def test_a_chained_card_is_said_to_be_free():
    game = after_draft(2)
    give(game, 0, "Stable")
    game._start_age(2, 0)
    put(game, "Horse Breeders")
    card = CARDS.by_name("Horse Breeders")
    with pytest.raises(IllegalAction, match="^Horse Breeders costs you nothing: your Stable shows the "
                                            "horseshoe symbol$"):
        game.play(0, Action("build", card=card, coins=2, trade=0))
    with pytest.raises(IllegalAction, match="chained by the horseshoe symbol, not 'sword'"):
        game.play(0, Action("build", card=card, chain="sword"))


def test_no_raw_ids_in_french_sentences():
    """The kind of an action is said in words, never as its id ("pas de pick")."""
    game = after_draft(2)
    set_language("fr")
    with pytest.raises(IllegalAction) as refused:
        game.play(0, Action("pick", wonder=WONDERS[0]))
    assert str(refused.value) == ("c'est le moment de prendre une carte de la structure, "
                                  "pas de choisir une merveille")
    with pytest.raises(IllegalAction, match="^c'est à Joueur 1 de décider maintenant \\(place 0\\), "
                                            "pas à la place 1$"):
        game.play(1, game.legal_actions(0)[0])


def test_a_face_down_card_is_refused_in_the_same_words_as_a_card_not_there():
    """The reason must not tell which card lies face down."""
    game = after_draft(2)
    hidden = next(q for q in range(20) if not game.revealed[q])
    absent = next(c for c in CARDS if c.index not in game.slots)
    reasons = []
    for card in (CARDS[game.slots[hidden]], absent):
        with pytest.raises(IllegalAction) as refused:
            game.play(0, Action("discard", card=card, coins=2))
        reasons.append(str(refused.value).replace(card.name, "X"))
    assert reasons[0] == reasons[1] == "X is not a face-up card of the structure"


def test_a_refused_record_entry_says_why_in_the_engines_words():
    game = random_game(5, until=10)
    record = game.record()
    seat = game.current
    for entry, reason in (({"seat": seat, "kind": "build", "card": "altar", "coins": 3},
                           "Altar is not a face-up card of the structure"),
                          ({"seat": 1 - seat, "kind": "discard", "card": "altar", "coins": 2},
                           f"not seat {1 - seat}'s"),
                          ({"seat": 4, "kind": "pick"}, "seat: expected a seat number from 0 to 1, got 4"),
                          ({"seat": 1.0, "kind": "pick"}, "seat: expected a seat number from 0 to 1, got a number"),
                          ({"seat": seat, "kind": "pick", "wonder": "the_sphinx"},
                           "now is the time to take a card of the structure, not to pick a wonder")):
        broken = GameRecord("duel", record.options, record.seed, record.actions + (entry,))
        with pytest.raises(InvalidRecord, match="^record: action #11 .*" + reason.replace("(", r"\(")):
            Game.replay(broken)


def test_every_kind_phase_and_field_has_its_words_in_both_languages():
    from wonderlab.core.i18n import catalog
    from wonderlab.duel.actions import KINDS

    known = catalog()
    keys = [f"duel.{group}.{kind}" for kind in KINDS for group in ("do", "doing")]
    keys += [f"duel.what.{phase}" for phase in ("pick", "play", "token", "destroy", "revive", "start")]
    keys += [f"duel.field.{name}" for name in ("card", "wonder", "token", "starter", "coins", "trade", "chain")]
    assert all(known[key]["en"] and known[key]["fr"] for key in keys)
