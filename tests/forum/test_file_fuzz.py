"""Forum game files fuzzed (issue 40): seeded mutations of a new game's file (its options, names,
choices, turns…) are read or refused in one line naming the file and the field, never a
traceback (an ``options.names`` holding a list gave a TypeError)."""

import copy
import json
import random

import pytest

from tests.test_position_fuzz import paths
from wonderlab.forum.gamefile import ForumError, GameFile

VALUES = [None, True, -1, 0, 1, 99, 10**20, 2.5, "", "x", "Ana", [], {}, ["x"], [["Ana"]], {"a": 1}, [None],
          {"Ana": {"entry": {}, "text": "x"}}, ["Ana", "Bo", "Cy", "Dee"]]
PLAYERS = {"classic": ["Ana", "Bo", "Cy"], "duel": ["Ana", "Bo"], "architects": ["Ana", "Bo", "Cy"]}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_mutated_forum_file_is_read_or_refused_in_one_line(tmp_path, game):
    path = tmp_path / "game.json"
    GameFile.new(game, PLAYERS[game], seed=3).save(path)
    base = json.loads(path.read_text())
    base["chosen"] = {"Ana": {"entry": {}, "text": "build"}}      # so that names are matched against it
    rng, refused = random.Random(f"forum {game}"), 0
    for _ in range(300):
        data = copy.deepcopy(base)
        for _ in range(rng.choice((1, 2))):
            where = rng.choice([p for p in paths(data) if p])
            parent = data
            for step in where[:-1]:
                parent = parent[step]
            parent[where[-1]] = copy.deepcopy(rng.choice(VALUES))
        path.write_text(json.dumps(data))
        try:
            GameFile.load(path)
        except ForumError as error:
            said = str(error)
            assert "\n" not in said and said.startswith(f"{path}: "), said
            refused += 1
    assert refused > 150
