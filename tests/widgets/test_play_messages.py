"""No click ever raises into the notebook, whatever the front end sends, in any of the games."""

import random

import pytest

from wonderlab.widgets import PlayTable

JUNK = [None, -1, 0, 1, 3, 99, "0", "x", 1.5, True, [], {}, "altar", "left"]
TYPES = ["choose", "undo", "confirm", "select", "new", "pass_ok", "review", "language", "load",
         "nope", None, 3]


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("duel", 2), ("architects", 4)])
def test_random_messages_never_raise_and_keep_the_game_legal(game, players, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    table = PlayTable(game, players=players, seed=5, you=[0, 1])
    draw = random.Random(players)
    for _ in range(300):
        kind = draw.choice(TYPES)
        message = {"type": kind}
        for key in ("index", "card", "step", "lang", "text", "same_seed"):
            if draw.random() < 0.5:
                message[key] = draw.choice(JUNK)
        if kind == "choose" and draw.random() < 0.6 and table.view["options"]:
            message["index"] = draw.randrange(len(table.view["options"]))
        if kind == "select" and draw.random() < 0.6 and table.view["options"]:
            message["card"] = draw.choice(table.view["options"])["card"]
        if kind == "new" and draw.random() < 0.8:
            continue                  # keep playing rather than restarting too often
        table._on_message(table, message, [])
        assert isinstance(table.view["message"], str)
        assert "Something went wrong" not in table.view["message"], message
    # every state reached is one the engine can replay from its record
    replayed = type(table.game).replay(table.game.record())
    assert replayed.state_key() == table.game.state_key()
