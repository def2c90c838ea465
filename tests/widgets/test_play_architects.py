"""The playable 7 Wonders Architects table, driven from Python exactly as clicks drive it."""

import random

import pytest

from wonderlab.core.errors import IllegalAction
from wonderlab.table.seats import architects as arch_seat
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng


@pytest.mark.parametrize("players", [2, 3, 7])
def test_a_whole_game_ends_when_a_wonder_is_finished(players):
    table = PlayTable("architects", players=players, seed=players, you=1)
    play_out(table, rng(players))
    view = table.view
    assert view["over"] and len(view["scores"]["players"]) == players
    assert any("finished their wonder" in line for line in view["review"]["log"]) or not any(
        b == 0b11111 for b in table.game.built)
    assert view["review"]["steps"] >= 1


def test_payment_choices_progress_tokens_and_battles_reach_the_table():
    # Rules (7 Wonders Architects): a stage that can be built must be built, with a choice of
    # cards when several payments fit; science sets are traded for a Progress token; when every
    # conflict token shows its battle side, a battle is fought.
    texts, log = set(), []
    for seed in range(4):
        table = PlayTable("architects", players=4, seed=seed, you=[0, 1, 2, 3])
        play_out(table, random.Random(seed), on_state=lambda t, s: texts.update(o["text"] for o in s["options"]))
        log += table.view["review"]["log"]
    assert any(t.startswith("Build stage") for t in texts)
    assert any(t.startswith("Trade") for t in texts)
    assert any("Battle!" in line for line in log)


def _redealt(game, seat):
    """The same game with everything ``seat`` cannot see shuffled again: the side decks under
    their top card, the central deck (all of it, or under the top the Cat shows), the stack."""
    other = game.copy()
    shuffle = random.Random(len(game.history)).shuffle
    peek = game.view(seat)["central"]["top"] is not None
    for i, deck in enumerate(other.decks):
        keep = 1 if i < game.players or peek else 0
        below = deck[:len(deck) - keep]
        shuffle(below)
        other.decks[i] = below + deck[len(deck) - keep:]
    shuffle(other.stack)
    return other


@pytest.mark.parametrize("seed", [1, 2])
def test_the_view_is_the_same_whatever_the_hidden_cards_are(seed):
    game = arch_seat.new_game(players=3, seed=seed)
    draw = random.Random(seed)
    checks = 0
    while not game.is_over:
        for seat in range(3):
            if game.revealed is not None and seat == game.current:
                continue              # Halicarnassus's five cards are its player's to see
            again = _redealt(game, seat)
            assert arch_seat.view(game, seat) == arch_seat.view(again, seat)
            if seat == game.current:
                assert [o.text for o in arch_seat.options(game, seat)] == [
                    o.text for o in arch_seat.options(again, seat)]
                assert [o.steps for o in arch_seat.options(game, seat)] == [
                    o.steps for o in arch_seat.options(again, seat)]
            checks += 1
        game.play(game.current, draw.choice(game.legal_actions(game.current)))
    assert checks > 30


def test_only_the_cat_holder_sees_the_central_top_on_their_own_turn():
    for seed in range(30):
        game = arch_seat.new_game(players=3, seed=seed)
        draw = random.Random(seed)
        while not game.is_over:
            for seat in range(3):
                shown = [s for s in arch_seat.view(game, seat)["board"]["sources"] if s["side"] == "central"][0]["top"]
                allowed = game.cat == seat and game.current == seat and game.phase == "take"
                assert shown is None or allowed
                if allowed and game.decks[game.players]:
                    assert shown is not None
                    return
            game.play(game.current, draw.choice(game.legal_actions(game.current)))
    raise AssertionError("no Cat holder ever peeked in 30 games")


def test_bad_choices_are_refused_and_shown():
    table = PlayTable("architects", players=3, seed=1)
    with pytest.raises(IllegalAction):
        table.choose(99)
    table._on_message(table, {"type": "confirm"}, [])
    assert table.view["message"] == "Choose an option first, then confirm."
    assert table.view["coins"] is None          # Architects has no coins


def test_the_header_shows_the_wonder_and_the_decks_are_those_the_seat_may_take_from():
    # A player takes from the deck on their left or right, or the central one (rules, "Votre
    # tour"): a third player's deck is not drawn as a source.
    table = PlayTable("architects", players=4, seed=3, you=1)
    assert table.view["coins"] is None
    assert table.view["head"] == "your wonder: 0 of 5 stages · 0 victory tokens"
    assert [s["side"] for s in table.view["board"]["sources"]] == ["left", "right", "central"]
    table.language("fr")
    assert table.view["head"] == "votre merveille : 0 étape sur 5 · 0 jeton de victoire"
