"""Issue 42: the live classroom offers Duel with Pantheon, Agora or both. The teacher's session
names the expansion (``expansion``: ``none``, ``pantheon``, ``agora`` or ``both``), refused in one
line for another game; its tables deal that game, students play it through their screens, bots
(greedy as in the base game) hold empty seats and stand in for absent students, and a restart
replays it from the records on disk."""

import json
import random
import tempfile

import pytest

from tests.duel.test_shared_secrets import OWN, hidden_names, says
from wonderlab.core.i18n import set_language
from wonderlab.core.records import GameRecord
from wonderlab.live.bench import _run
from wonderlab.live.session import Classroom, check_settings, expansions

from .apart import run_apart


def test_a_session_names_its_expansion_and_a_wrong_one_is_refused_in_one_line():
    assert check_settings({"game": "duel"})["expansion"] == "none"
    assert check_settings({"game": "duel", "expansion": "agora", "bots": "random"})["expansion"] == "agora"
    for bots in ("greedy", "search"):               # the expansions' bots play them (duel/expansion_bots.py)
        assert check_settings({"game": "duel", "expansion": "both", "bots": bots})["bots"] == bots
    for settings, said in (
            ({"game": "classic", "expansion": "pantheon", "bots": "random"},
             "expansion: pantheon is an expansion of 7 Wonders Duel, not of classic"),
            ({"game": "duel", "expansion": "cities", "bots": "random"},
             "expansion: 'cities': choose one of none, pantheon, agora, both"),
            ({"game": "duel", "expansion": True}, "expansion: True: choose one of none, pantheon, agora, both")):
        with pytest.raises(ValueError) as refused:
            check_settings(settings)
        assert str(refused.value) == said
    set_language("fr")
    try:
        with pytest.raises(ValueError, match="^expansion : pantheon est une extension de 7 Wonders Duel, pas de classic$"):
            check_settings({"game": "classic", "expansion": "pantheon", "bots": "random"})
    finally:
        set_language("en")


@pytest.mark.parametrize("expansion", ["pantheon", "agora", "both"])
def test_students_play_a_table_of_each_expansion_to_the_end_and_a_restart_replays_it(expansion):
    folder = tempfile.mkdtemp()
    room = Classroom(folder)
    session = room.create({"game": "duel", "seed": 6, "bots": "none", "expansion": expansion, "deadline": 0})
    session.join("Ana"), session.join("Bo")
    session.start(0)
    live = session.tables[0]
    options = GameRecord.load(live.path).options
    assert [e for e in ("pantheon", "agora") if options.get(e)] == list(expansions(session.settings))
    rng = random.Random(expansion)
    secrets_met = 0
    for clicks in range(3000):
        if live.table.is_over:
            break
        seat = live.table.game.current
        if clicks % 40 == 39:                      # an absent student: a bot stands in for one move
            live.act(seat, {"type": "stand_in"})
            continue
        with live.table.at(seat):
            options = live.table.option_list()
        assert options, live.table.game.phase
        own = [i for i, option in enumerate(options)      # the expansion's own moves, often
               if option.action.__class__.__name__ in OWN and option.action.kind != "done"]
        plots = [i for i in own if options[i].action.kind in ("conspire", "keep", "prepare")]
        index = (rng.choice(plots) if plots and rng.random() < 0.8 else rng.choice(own) if own and rng.random() < 0.6
                 else rng.randrange(len(options)))
        live.act(seat, {"type": "choose", "index": index})
        live.act(seat, {"type": "confirm"})
        with live.table.at(seat):
            assert not live.table.message
        for each in (0, 1):                        # every screen's view goes out as JSON, no secret of the other's in it
            text = json.dumps(live.view(each, "en"), ensure_ascii=False)
            assert json.loads(text)["live"]["seat"] == each + 1
            hidden = hidden_names(live.table.game, 1 - each) - hidden_names(live.table.game, each)
            assert not says(text, hidden), says(text, hidden)
            secrets_met += bool(hidden)
    assert live.table.is_over and live.stood_in and secrets_met > 0
    for each in (0, 1):                            # the review, each wonder's card told
        assert json.loads(json.dumps(live.view(each, "fr")))["over"]
    board = session.leaderboard()
    assert [row["name"] for row in board] == sorted(["Ana", "Bo"], key=lambda n: board[0]["name"] != n)
    assert {row["total"] for row in board} == {s.total for s in live.table.game.scores()} or live.table.game.result != "points"
    again = Classroom(folder).find(session.code).tables[0]          # the server restarted
    assert again.table.is_over and again.table.record().actions == live.table.record().actions
    assert type(again.table.game) is type(live.table.game) and again.stood_in == live.stood_in
    assert again.table.log == live.table.log          # the review's lines of the moves before the restart too


@pytest.mark.parametrize("expansion", ["pantheon", "agora", "both"])
def test_a_class_plays_an_expansion_on_a_real_server_through_kill_9_and_a_restart(tmp_path, expansion):
    """Two students click a whole game over their sockets (the server without the rate limit a
    person never reaches), the server killed and started again mid-game: no move lost."""
    finished, lost, clicks, _memory, _ = run_apart(_run("duel", 2, 1, 0.01, True, 8, tmp_path,
                                                        analysis_playouts=0, expansion=expansion))
    assert (finished, lost) == (1, 0) and clicks


@pytest.mark.parametrize("expansion", ["pantheon", "agora", "both"])
def test_a_table_of_greedy_bots_plays_each_expansion_to_the_end(expansion):
    """No student at all: the session's greedy bots hold both seats, and play the game out
    with the expansion's own moves (the Senate, the Pantheon)."""
    room = Classroom(tempfile.mkdtemp())
    session = room.create({"game": "duel", "seed": 11, "bots": "greedy", "expansion": expansion, "deadline": 0})
    session.start(0)
    live = session.tables[0]
    assert live.bot_seats == {0, 1}
    for _ in range(400):
        if live.table.is_over:
            break
        live.drive()
    game = live.table.game
    assert live.table.is_over and game.is_over
    kinds = {action.__class__.__name__ for _seat, action in game._actions}
    assert kinds & OWN, kinds                        # the bots played the expansion's own moves
