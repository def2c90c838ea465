"""Paired comparisons (issue 23): ``compare`` and what_if's ``apart`` column, and what_if from a
position or a position file."""

import json
import math
from pathlib import Path

import pytest

from wonderlab.classic import Game
from wonderlab.core.position import InvalidPosition
from wonderlab.lab.compare import compare, paired
from wonderlab.lab.whatif import what_if as _what_if


def what_if(*args, **kwargs):
    """``what_if``'s rows as a pandas DataFrame (``Rows.to_frame``), for pandas' comparisons."""
    return _what_if(*args, **kwargs).to_frame()

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples" / "positions"


def test_compare_plays_both_actions_on_the_rollouts_what_if_plays():
    """Rollout r of a and of b start from the same deal and bot randomness as what_if's rollout r."""
    game = Game(players=3, seed=1)
    frame = what_if(game, 0, rollouts=6, bots="random", progress=False)
    a, b = frame["action"][0], frame["action"][len(frame) - 1]
    result = compare(game, a, b, seat=0, rollouts=6, bots="random")
    rows = frame.set_index("action")
    assert math.isclose(result.score_diff, rows.loc[a, "mean_score"] - rows.loc[b, "mean_score"])
    assert math.isclose(result.win_diff, rows.loc[a, "win_rate"] - rows.loc[b, "win_rate"])
    assert math.isclose(rows.loc[b, "score_vs_best"], -result.score_diff)
    assert math.isclose(rows.loc[b, "vs_best_high"], -result.score_low)


def test_the_paired_interval_is_the_spread_of_the_differences():
    assert paired([10, 12, 14], [9, 11, 13]) == (1.0, 0.0)      # the same luck on both sides: no spread
    mean, half = paired([1, 0, 1, 0], [0, 0, 0, 1])
    assert mean == 0.25 and 0 < half < 2


def test_the_paired_interval_is_narrower_than_the_unpaired_one():
    """The same deals on both sides: the shared luck drops out of the difference (seeded: the
    figures are the same on every machine)."""
    result = compare(EXAMPLES / "classic-age2-turn3.txt", "wonder with Loom", "wonder with Dispensary",
                     rollouts=40, bots="greedy")
    assert result.rollouts == 40
    paired_half = result.score_high - result.score_diff
    assert paired_half < 0.85 * result.unpaired_score_half
    assert paired_half < 0.5 * (result.score_half_a + result.score_half_b)      # finer than two rows apart
    assert "paired games" in str(result)


def test_compare_refuses_what_is_not_a_legal_choice():
    game = Game(players=3, seed=1)
    with pytest.raises(ValueError, match="b: 'build Colosseum'"):
        compare(game, "build Altar", "build Colosseum", seat=0, rollouts=2)
    with pytest.raises(ValueError, match="the same action"):
        compare(game, "build Altar", "build altar", seat=0, rollouts=2)


@pytest.mark.parametrize("name", ["classic-age2-turn3.txt", "duel-age1.txt", "architects-3p.txt"])
def test_what_if_takes_a_position_file_and_its_seat(name):
    path = EXAMPLES / name
    frame = what_if(path, rollouts=2, bots="random", progress=False)
    assert frame.attrs["name"] == next(w for w in path.read_text().splitlines()[0].split("; ")
                                       if w.startswith("seat ")).removeprefix("seat ")
    assert (frame["rollouts"] == 2).all() and len(frame) >= 2
    text = what_if(path.read_text(), rollouts=2, bots="random", progress=False)
    assert list(text["action"]) == list(frame["action"])


def test_what_if_explains_a_table_file(tmp_path):
    table = tmp_path / "table.json"
    table.write_text(json.dumps({"game": "classic", "players": [{"name": "Ana", "wonder": "Gizah"}]}))
    with pytest.raises(ValueError, match="table file, the end of a game: to ask what if, write the position"):
        what_if(table, 0)
    broken = tmp_path / "broken.txt"
    broken.write_text((EXAMPLES / "classic-age2-turn3.txt").read_text().replace("age 2", "age 9"))
    with pytest.raises(InvalidPosition, match="^age: 9"):
        what_if(broken)


def test_the_lab_notebook_is_stored_clean_and_listed():
    import sys

    lab = EXAMPLES.parents[2] / "notebooks" / "lab"
    sys.path.insert(0, str(lab.parents[1] / "tools"))
    from run_notebooks import problems

    notebook = json.loads((lab / "05-your-own-game.ipynb").read_text(encoding="utf-8"))
    assert problems(notebook) == []
    checked = [c for c in notebook["cells"] if "nbval-check-output" in c.get("metadata", {}).get("tags", [])]
    assert len(checked) >= 6 and all(c["outputs"] for c in checked[1:])
    assert "](05-your-own-game.ipynb)" in (lab / "README.md").read_text(encoding="utf-8")


def test_a_game_dealt_from_a_position_goes_back_to_a_turn_of_its_own_record():
    """Its record starts at the position (issue 23), so ``turn=0`` is the position as dealt."""
    game = Game.from_position((EXAMPLES / "classic-age2-turn3.txt").read_text(), seed=4)
    start = game.copy()
    for _ in range(2):
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[0])
    back = what_if(game, turn=0, rollouts=1, bots="random", progress=False)
    now = what_if(start, rollouts=1, bots="random", progress=False)
    assert list(back.index) == list(now.index) and len(now) > 1
