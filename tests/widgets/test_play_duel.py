"""The playable 7 Wonders Duel table, driven from Python exactly as clicks drive it."""

import json
import random

import pytest

import wonderlab.duel.bots as duel_bots
from wonderlab.core.errors import IllegalAction
from wonderlab.duel.game import _CARD_LIST
from wonderlab.table.seats import duel as duel_seat
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng


def test_a_whole_game_against_greedy_ends_with_scores_and_a_review():
    table = PlayTable("duel", seed=7, bots="greedy")
    play_out(table, rng(1))
    view = table.view
    assert view["over"]
    assert len(view["scores"]["players"]) == 2
    assert view["review"]["steps"] == len(table.game.record().actions)
    table.review(8)                       # after the draft: the Age I structure is drawn again
    board = table.view["board"]
    assert board["age"] == 1 and len(board["structure"]) == 20


def test_the_draft_and_every_later_choice_are_offered_without_a_card_click():
    # Rules (7 Wonders Duel): the wonder draft, progress tokens, who starts the next Age, a
    # card to destroy, a card from the discard pile: each is a choice among plain options.
    faced = set()

    def look(table, state):
        game = table.game
        if game.is_over or state["pass_to"]:
            return
        if game.phase != "play":
            assert state["options"] and all(o["card"] is None for o in state["options"])
            faced.add("library" if game.library else game.phase)
        else:
            assert all(o["card"] for o in state["options"])

    wanted = {"pick", "token", "start", "revive", "destroy", "library"}
    for seed in range(20):
        table = PlayTable("duel", seed=seed, you=[0, 1])
        play_out(table, random.Random(seed), on_state=look)
        if wanted <= faced:
            break
    assert wanted <= faced


def _public(game, seat):
    view = duel_seat.view(game, seat)
    options = [o.text for o in duel_seat.options(game, seat)] if seat in game.waiting else []
    return view, options


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_view_is_the_same_whatever_the_hidden_cards_are(seed):
    """Re-deal everything a seat cannot see (face-down cards, removed cards, the box's tokens,
    the wonders not yet offered): what the table sends that seat does not change."""
    game = duel_seat.new_game(seed=seed)
    draw = random.Random(seed)
    checks = 0
    while not game.is_over:
        for seat in (0, 1):
            if game.library and seat == game.current:
                continue          # the Great Library's three tokens are the chooser's to see
            assert _public(game, seat) == _public(game.redeal(seat, random.Random(checks)), seat)
            checks += 1
        actor = game.current
        game.play(actor, draw.choice(game.legal_actions(actor)))
    assert checks > 60


def test_face_down_and_removed_cards_have_no_name_in_the_synced_state():
    table = PlayTable("duel", seed=4)
    for _ in range(10):
        table.choose(0)
        table.confirm()
    game = table.game
    text = json.dumps(table.get_state()["view"], ensure_ascii=False)
    hidden = [game.slots[q] for q in range(20) if game.slots[q] is not None and not game.revealed[q]]
    hidden += game.removed[game.age]
    seen = {_CARD_LIST[c].label for c in game.seen_cards()}
    names = {_CARD_LIST[c].label for c in hidden} - seen
    assert names
    assert [n for n in names if n in text and not any(n in s for s in seen)] == []


def test_the_search_bot_thinks_for_its_think_time_at_the_table(monkeypatch):
    """People play against a bot that thinks by the clock (simulate counts playouts instead):
    with a clock that jumps a second at every read, each bot move stops after its first look."""
    table = PlayTable("duel", seed=3, bots="search", think=0.05)
    bot = table.table.bots[1]
    assert (bot.think_time, bot.playouts) == (0.05, None)
    reads = []

    def clock():
        reads.append(1)
        return float(len(reads))

    monkeypatch.setattr(duel_bots.time, "process_time", clock)
    for _ in range(6):
        table.choose(0)
        table.confirm()
    bot_moves = sum(entry["seat"] == 1 for entry in table.game.record().actions)
    assert bot_moves >= 4 and len(reads) < 50 * bot_moves


def test_bad_choices_are_refused_and_nothing_changes():
    table = PlayTable("duel", seed=1)
    before = table.game.state_key()
    with pytest.raises(IllegalAction):
        table.choose(len(table.options()))
    table._on_message(table, {"type": "choose", "index": "x"}, [])
    assert "no option" in table.view["message"]
    assert table.game.state_key() == before


def test_every_option_of_many_games_is_explained_in_steps():
    # Before the table, Duel's explanation failed on a cost fully covered by the city's own
    # cards while it also held a one-of-several producer (the Forum, the Caravansery...).
    explained = 0
    for seed in range(25):
        game = duel_seat.new_game(seed=seed)
        draw = random.Random(seed)
        while not game.is_over:
            for option in duel_seat.options(game, game.current):
                assert option.steps and all(isinstance(step, str) and step for step in option.steps)
                explained += 1
            game.play(game.current, draw.choice(game.legal_actions(game.current)))
    assert explained > 2000


def test_science_symbols_are_named_in_the_tables_language():
    # The cities' science chips showed the engine's ids ("armillary_sphere ×2").
    for seed in range(10):
        table = PlayTable("duel", seed=seed)
        play_out(table, rng(seed))
        shown = [s["text"] for p in table.view["board"]["players"] for s in p["science"]]
        if shown:
            assert not any("_" in text for text in shown), shown
            table.language("fr")
            french = [s["text"] for p in table.view["board"]["players"] for s in p["science"]]
            assert len(french) == len(shown) and french != shown
            return
    raise AssertionError("nobody built a science card in 10 games")


def test_a_structure_card_carries_the_numbers_of_its_cost_and_gains():
    # The structure drew one clay icon for "2 clay": the numbers travel with each icon.
    cards = {c.label: duel_seat.card_data(c) for c in _CARD_LIST}
    assert [(c["icon"], c["n"]) for c in cards["Statue"]["cost"]] == [("clay", 2)]
    assert [(c["icon"], c["n"]) for c in cards["Scriptorium"]["cost"]] == [("coin", 2)]
    assert [(g["icon"], g["n"]) for g in cards["Walls"]["gives"]] == [("shield", 2)]
    assert [(g["icon"], g["n"]) for g in cards["Sawmill"]["gives"]] == [("wood", 2)]


def test_a_language_switch_keeps_what_happened_since_the_last_move_and_says_it_in_french():
    # The recent log ("What happened") runs from the seat's own last Confirm: a switch of
    # language keeps each of its lines, said again in the new language.
    table = PlayTable("duel", seed=2)
    while len(table.view["log"]) < 2:
        table.choose(0)
        table.confirm()
    before = table.view["log"]
    table.language("fr")
    after = table.view["log"]
    assert len(after) == len(before) >= 2, (before, after)       # the Sphinx, then the bot's two wonders
    assert after[0].startswith("Joueur 1 a pris le Sphinx") and after[1].startswith("Joueur 2 a pris ")
    table.language("en")
    assert table.view["log"] == before
