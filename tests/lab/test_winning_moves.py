"""Moves that win at once come first (issue 35): in 7 Wonders Duel "a military supremacy: your
Conflict pawn enters the rival's capital; a scientific supremacy: you gather six different
scientific symbols. These two victories stop the game on the spot" (the French rules: "Ces deux
victoires arrêtent la partie sur-le-champ", and "le vainqueur est désigné sans compter les
points"). A game won at once is a win whatever its points, so what-if, the hint, compare, the
analysis and the Duel search bot put the winning move first, even with today's greedy rollouts.
"""

import random

import pytest

from wonderlab.core.search import Outcome, value
from wonderlab.duel.game import Game

# Player 2 to play, the pawn 7 steps towards Player 1's capital; Arsenal (3 shields) is free to take
MILITARY = """duel; age 3; to play Player 2; seat Player 2; conflict -7
row 1: Pantheon, Shipowners Guild
row 2: ?, ?, ?
row 3: Siege Workshop, Arena, Pretorium, Circus
row 4: ?, ?
row 5: Fortifications, Senate, Town Hall, Academy
row 6: ?, ?, ?
row 7: Palace, Arsenal
Player 1: coins 6; cards Altar, Baths, Tavern, Quarry, Lumber Yard, Theater, Aqueduct, Drying Room, Rostrum, Sawmill; wonders The Pyramids, The Great Lighthouse; wonders left The Colossus, The Sphinx; tucked Scriptorium, Barracks; looting -
Player 2: coins 20; cards Guard Tower, Glassworks, Clay Pool, Apothecary, Workshop, Garrison, Press, Shelf Quarry, Temple, Parade Ground, Glass-Blower, Brewery, Brickyard, Stable, Horse Breeders; wonders The Hanging Gardens, The Temple of Artemis, Circus Maximus, Piraeus; tucked Stone Pit, Wood Reserve, Logging Camp, Laboratory; looting 2 5
progress: Agriculture, Architecture, Law, Mathematics, Urbanism
discard: Palisade, Walls, Pharmacist, Forum, Courthouse, School, Dispensary, Caravansery, Library
"""
# Player 2 to play with five different science symbols (wheel, compass, mortar, quill, globe); Academy (sundial) is free
SCIENCE = """duel; age 3; to play Player 2; seat Player 2; conflict -2
row 1: Pantheon, Shipowners Guild
row 2: ?, ?, ?
row 3: Siege Workshop, Arena, Pretorium, Palace
row 4: ?, ?
row 5: Fortifications, Senate, Town Hall, Circus
row 6: ?, ?, Lighthouse
row 7: Academy, -
Player 1: coins 6; cards Altar, Baths, Palisade, Tavern, Quarry, Lumber Yard, Theater, Aqueduct, Drying Room, Rostrum, Walls, Sawmill; wonders The Pyramids, The Great Lighthouse; wonders left The Colossus, The Sphinx; tucked Scriptorium, Barracks; looting 5
Player 2: coins 9; cards Guard Tower, Glassworks, Clay Pool, Apothecary, Workshop, Garrison, Press, Shelf Quarry, Temple, Parade Ground, Glass-Blower, Brewery, Brickyard, Pharmacist, Library, Observatory; wonders The Hanging Gardens, The Temple of Artemis, Circus Maximus, Piraeus; tucked Stone Pit, Wood Reserve, Logging Camp, Laboratory; looting 2 5
progress: Agriculture, Architecture, Law, Mathematics, Urbanism
discard: Stable, Forum, Courthouse, School, Dispensary, Caravansery, Horse Breeders
"""
POSITIONS = {"military": (MILITARY, "build Arsenal"), "science": (SCIENCE, "build Academy")}


def _game(which):
    text, winning = POSITIONS[which]
    game = Game.from_position(text, seed=1)
    return game, game.waiting[0], winning


@pytest.mark.parametrize("which", POSITIONS)
def test_the_position_has_one_move_that_wins_now(which):
    """The positions are what they say: the winning move ends the game won at once, the others do not."""
    game, seat, winning = _game(which)
    ended = []
    for action in game.legal_actions(seat):
        after = game.copy()
        after.play(seat, action)
        if after.is_over:
            ended.append((action.notation, after.winners()))
    assert ended == [(winning, [game.names[seat]])]


def test_a_supremacy_won_on_few_points_is_worth_more_than_any_game_won_on_points():
    """"Le vainqueur est désigné sans compter les points": 1 point to 18 is still a win."""
    supremacy = Outcome(1.0, 1, 18, None, on_points=False)
    assert value(supremacy) > value(Outcome(1.0, 90, 20, None)) > value(Outcome(0.0, 89, 90, None))


@pytest.mark.parametrize("which", POSITIONS)
def test_what_if_puts_the_winning_move_first(which):
    from wonderlab.lab.whatif import what_if

    game, seat, winning = _game(which)
    frame = what_if(game, seat, rollouts=20, progress=False)
    assert frame["action"][0] == winning and frame["win_rate"][0] == 1.0


@pytest.mark.parametrize("which", POSITIONS)
def test_the_hint_puts_the_winning_move_first(which):
    from wonderlab.lab.hint import hint

    game, seat, winning = _game(which)
    shown = hint(game, seat, playouts=120)
    assert shown["action"][0] == winning and shown["win_rate"][0] == 1.0


@pytest.mark.parametrize("which", POSITIONS)
def test_compare_puts_the_winning_move_first(which):
    from wonderlab.lab.compare import compare

    game, seat, winning = _game(which)
    for other in game.legal_actions(seat):
        if other.notation != winning:
            assert compare(game, other.notation, winning, seat=seat, rollouts=20).better == winning
            assert compare(game, winning, other.notation, seat=seat, rollouts=20).better == winning


@pytest.mark.parametrize("which", POSITIONS)
def test_the_analysis_calls_the_winning_move_best_and_another_a_loss(which):
    from wonderlab.duel import runner
    from wonderlab.lab.analyse import decision

    game, seat, winning = _game(which)
    for action in game.legal_actions(seat):
        played = game.copy()
        played.play(seat, action)
        row = decision(game, seat, seat, played.record().actions[-1], runner, 120, "winning", 0)
        assert row["best"] == winning
        assert (row["loss"] == 0) == (action.notation == winning)


@pytest.mark.parametrize("which", POSITIONS)
def test_the_duel_search_bot_plays_the_winning_move(which):
    from wonderlab.core.bots import make_bot

    game, seat, winning = _game(which)
    bot = make_bot("duel", "search")
    bot.playouts, bot.think_time = 200, None
    assert bot.choose(game, seat, random.Random(0)).notation == winning


def test_the_duel_search_bot_thinks_by_the_cpu_time_of_its_process(monkeypatch):
    """As the other games' search bots: a loaded machine (a busy Binder) does not make it weak."""
    import time

    from wonderlab.duel.bots import SearchBot

    clock = iter(range(100))
    monkeypatch.setattr(time, "process_time", lambda: next(clock))
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)
    bot = SearchBot(think_time=3)
    deadline = bot._deadline()
    assert deadline == 3 and bot._thinking(0, deadline) and not bot._thinking(1, deadline - 2)


def _architects(seed, steps):
    """A seeded 3-player Architects game after ``steps`` greedy decisions (found by playing on:
    the seat to play can take the face-up card that completes its wonder, ending the game won)."""
    from wonderlab.architects.game import Game as ArchitectsGame
    from wonderlab.core.bots import make_bot

    game, rng, bot = ArchitectsGame(players=3, seed=seed), random.Random(seed), make_bot("architects", "greedy")
    for _ in range(steps):
        seat = game.waiting[0]
        game.play(seat, bot.choose(game, seat, rng))
    return game, game.waiting[0]


@pytest.mark.parametrize(("seed", "steps", "winning"), [(0, 58, "take left"), (2, 77, "take right")])
def test_architects_the_card_that_completes_the_wonder_and_wins_comes_first(seed, steps, winning):
    """Architects: the game ends "au moment où une Merveille est complètement construite", and
    "la personne qui termine sa cinquième étape déclenche la fin, mais n'est pas automatiquement
    gagnante" (the most points win); here the face-up card completes the seat's wonder with the
    seat ahead: a win at once, put first by the hint, what-if and the search bot."""
    from wonderlab.core.bots import make_bot
    from wonderlab.lab.hint import hint
    from wonderlab.lab.whatif import what_if

    game, seat = _architects(seed, steps)
    after = game.copy()
    after.play(seat, next(a for a in game.legal_actions(seat) if a.notation == winning))
    assert after.is_over and after.winners() == [game.names[seat]]
    shown = hint(game, seat, playouts=150)
    assert shown["action"][0] == winning and shown["win_rate"][0] == 1.0
    frame = what_if(game, seat, rollouts=30, progress=False)
    assert frame["action"][0] == winning and frame["win_rate"][0] == 1.0
    bot = make_bot("architects", "search")
    bot.playouts, bot.think_time = 90, None
    assert bot.choose(game, seat, random.Random(0)).notation == winning
