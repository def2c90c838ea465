"""The search bots of 7 Wonders and Architects (issue 17): legal, repeatable for a seed, and
deciding only from what their seat may see (``Game.redeal``), never the true hidden cards."""

import random

import pytest

from wonderlab.core import search
from wonderlab.core.bots import bot_names, make_bot, play_out_of
from wonderlab.core.search import rank

GAMES = ["classic", "architects"]


def _position(game, turns, players=4, seed=11):
    """A seeded game after ``turns`` greedy decisions."""
    import importlib

    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    position = game_class(players=players, seed=seed)
    greedy, rng = make_bot(game, "greedy"), random.Random(seed)
    for _ in range(turns):
        city = position.waiting[0]
        position.play(city, greedy.choose(position, city, rng))
    return position


def _bot(game, playouts=12):
    bot = make_bot(game, "search")
    bot.playouts = playouts
    return bot


@pytest.mark.parametrize("game", GAMES)
def test_search_is_a_bot_of_the_game(game):
    assert "search" in bot_names(game)


@pytest.mark.parametrize("game", GAMES)
def test_search_plays_a_legal_action_the_same_for_the_same_seed(game):
    position = _position(game, 6)
    city = position.waiting[0]
    first = _bot(game).choose(position, city, random.Random(3))
    again = _bot(game).choose(position, city, random.Random(3))
    assert first in position.legal_actions(city)
    assert first == again


@pytest.mark.parametrize("game", GAMES)
def test_search_decides_from_what_its_seat_sees(game):
    """Two games that look the same to the seat (the hidden cards dealt again) get the same
    decision for the same seed: the bot never reads the true hidden cards."""
    position = _position(game, 5)
    city = position.waiting[0]
    seat = position.controller(city) if game == "classic" else city
    looking_the_same = position.redeal(seat, random.Random(99))
    assert looking_the_same.state_key() != position.state_key()      # the hidden cards differ
    ours = _bot(game).choose(position, city, random.Random(5))
    theirs = _bot(game).choose(looking_the_same, city, random.Random(5))
    assert ours.to_json() == theirs.to_json()


@pytest.mark.parametrize("game", GAMES)
def test_search_leaves_the_game_as_it_was(game):
    position = _position(game, 3)
    city = position.waiting[0]
    before = (position.record(), position.state_key())
    _bot(game).choose(position, city, random.Random(1))
    assert (position.record(), position.state_key()) == before


def test_racing_gives_every_option_its_first_games_within_the_budget():
    """Racing (issue 35): with 6 options and 48 playouts, each option gets the budget shared
    evenly (8 games, under ``FIRST``) before any is set aside, and no more than the budget is spent."""
    position = _position("classic", 0)
    actions = _bot("classic").candidates(position, 0, random.Random(0))
    assert len(actions) == 6
    results = rank(position, 0, 0, actions, playouts=48, seed=2)
    counts = [len(r) for r in results]
    assert sum(counts) <= 48 and counts == [8] * 6


def test_racing_sets_aside_only_what_the_games_put_below_the_leader():
    """An option leaves the race only when the paired interval of its value against the
    leader's lies wholly below 0: one that always loses where the leader wins goes; one that
    wins and loses on other deals than the leader (the same share) stays."""
    leader = [1.0, 0.0] * 20
    always_worse = [0.0] * 40
    as_good = [0.0, 1.0] * 20
    assert search._still_racing([0, 1, 2], [leader, always_worse, as_good], keep=1) == [0, 2]
    assert search._still_racing([0, 1, 2], [leader, always_worse, as_good], keep=3) == [0, 1, 2]


def test_a_budget_in_seconds_stops_by_the_clock():
    bot = make_bot("classic", "search")
    bot.playouts, bot.think_time = None, 0.05
    position = _position("classic", 0)
    assert bot.choose(position, 0, random.Random(0)) in position.legal_actions(0)


def test_bench_bots_says_the_budget_as_each_search_bot_spends_it(capsys):
    """``wonderlab bench bots``'s head line: Duel's search plays its playouts at every decision,
    Architects' scales them by the decisions left; the line says so, in French too."""
    from wonderlab.core.i18n import set_language
    from wonderlab.lab.strength import bench

    bench("duel", 2, games=1, playouts=3)
    assert "one search seat (3 playouts a decision) against 1 greedy" in capsys.readouterr().out
    set_language("fr")
    try:
        bench("architects", 2, games=1, playouts=2)
    finally:
        set_language("en")
    head = capsys.readouterr().out.splitlines()[0]
    assert "(2 parties simulées de 65 décisions, ajustées aux décisions restantes)" in head, head


@pytest.mark.parametrize("game, players", [("classic", 4), ("duel", 2), ("architects", 2), ("architects", 5)])
def test_a_rollout_of_random_bots_is_the_same_through_play_out(game, players, monkeypatch):
    """Rollouts with random bots take the bots' short way (``play_out_for``: the whole game
    drawn in the engine) and end exactly as the decision-by-decision loop ends them."""
    import importlib

    random_bot = importlib.import_module(f"wonderlab.{game}.bots").RandomBot
    assert play_out_of([make_bot(game, "random")] * players) is random_bot.play_out
    assert play_out_of([make_bot(game, "random"), make_bot(game, "greedy")]) is None
    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    position = game_class(players=players, seed=3)
    wanted = [search.key(action) for action in position.legal_actions(0)[:4]]
    runs = [(key, number) for key in wanted for number in range(8)]
    fast = [search.rollout(position, game, 0, 0, key, number, "doc", "random") for key, number in runs]
    monkeypatch.setattr(search, "play_out_for", lambda game, names: None)
    slow = [search.rollout(position, game, 0, 0, key, number, "doc", "random") for key, number in runs]
    assert fast == slow and [o.sheets for o in fast] == [o.sheets for o in slow]
