"""``wonderlab puzzles reword``: a shipped puzzle's texts written again from the very games
``puzzles make`` measured; its win shares must come out exactly as stored, else nothing is written."""

import json

import pytest

from wonderlab.cli import main
from wonderlab.core.position import from_any
from wonderlab.lab import puzzle_file, puzzles
from wonderlab.lab.puzzle_reword import TEXT_FIELDS, NotReproduced, reword, seed_of
from wonderlab.lab.puzzles import move, share
from wonderlab.lab.reasons import option_words

MEASURED = {}


def measure(game, seat, actions, rollouts, seed):
    """``lab.puzzles.measure``, each measure made once in this module and given again: a measure
    depends only on what ``seat`` sees (each rollout deals the rest again from it), the actions,
    the rollouts and the seed, so a puzzle measured again by another test here is the same games."""
    key = (game.position(seat).dumps(), seat, tuple(a.notation for a in actions), rollouts, seed)
    if key not in MEASURED:
        MEASURED[key] = puzzles.measure(game, seat, actions, rollouts, seed=seed)
    return [list(outcomes) for outcomes in MEASURED[key]]       # (an Outcome is read, never changed)


@pytest.fixture(autouse=True)
def measured_once(monkeypatch):
    """``reword`` (and ``puzzles reword``) measure through this module's ``measure``."""
    monkeypatch.setattr("wonderlab.lab.puzzle_reword.measure",
                        lambda game, seat, actions, rollouts, seed: measure(game, seat, actions, rollouts, seed))


def _shipped(game, index):
    return puzzle_file.shipped(game)[index]


def test_the_seed_of_a_puzzle_is_the_one_make_measured_it_with():
    """``make_puzzles`` names a puzzle after the seed its measure used: the id less the game."""
    puzzle = _shipped("architects", 45)
    assert seed_of(puzzle) == "25-0-36"
    game = from_any(puzzle["position"], seed=0)
    seat = puzzle["seat"]
    found = measure(game, seat, [move(game, seat, puzzle["best"]), move(game, seat, puzzle["second"])],
                    puzzle["rollouts"], seed=seed_of(puzzle))
    assert [round(share(f), 4) for f in found] == [puzzle["win_share"]["best"], puzzle["win_share"]["second"]]
    other = measure(game, seat, [move(game, seat, puzzle["best"])], puzzle["rollouts"], seed="25-0-37")
    assert round(share(other[0]), 4) != puzzle["win_share"]["best"]      # the seed matters


@pytest.mark.parametrize(("game", "index"), [("duel", 30), ("architects", 45), ("architects", 7), ("classic", 0)])
def test_a_reworded_puzzle_keeps_every_figure_and_speaks_of_its_shares(game, index):
    puzzle = _shipped(game, index)
    again = reword(puzzle)
    assert {k: v for k, v in again.items() if k not in TEXT_FIELDS} == {
        k: v for k, v in puzzle.items() if k not in TEXT_FIELDS}
    best, second = (f"{100 * puzzle['win_share'][w]:.0f} %" for w in ("best", "second"))
    game_now = from_any(puzzle["position"], seed=0)
    other = option_words(move(game_now, puzzle["seat"], puzzle["second"]), game_now, puzzle["seat"])   # in words
    assert again["why"]["en"].endswith(f"wins {best} of the games played out from here, {other} {second}.")
    assert again["why"]["fr"].endswith(f"{second.replace(' ', chr(0x202f))}.")
    assert puzzle_file.check({"format": "wonderlab-puzzles", "version": 1, "game": game, "puzzles": [again]})


def test_the_lead_s_puzzles_read_as_the_lead_found_them():
    duel = reword(_shipped("duel", 30))["why"]["en"]
    assert "it wins by military supremacy in 20 % of the games played out, against none" in duel
    architects = reword(_shipped("architects", 45))["why"]["en"]
    assert architects.startswith("Takes the Gold from the right deck: it completes stage 4 of Olympia")
    assert "it wins more often (54 % against 32 %), even with −1.5 civilian on average" in architects


def test_a_share_that_does_not_come_out_as_stored_stops_the_rewording():
    puzzle = _shipped("architects", 45)
    with pytest.raises(NotReproduced) as refused:
        reword({**puzzle, "win_share": {"best": 0.54, "second": 0.32}})
    assert str(refused.value) == ("architects-25-0-36: take right measures 0.541 again, the file says 0.54: these are "
                                  "not the games the puzzle was made from; nothing is written")
    with pytest.raises(NotReproduced, match=r"^architects-25-0-37: take right measures 0\.\d+ again, the file says 0\.541: "):
        reword({**puzzle, "id": "architects-25-0-37"})      # another seed: other games


def test_puzzles_reword_rewrites_a_file_in_place_and_says_what_changed(tmp_path, capsys):
    data = puzzle_file.load(puzzle_file.shipped_path("architects"))
    data["puzzles"] = [data["puzzles"][45], data["puzzles"][7]]
    data["puzzles"][1] = {**data["puzzles"][1], "why": {"en": "old", "fr": "ancien"}}
    path = tmp_path / "set.json"
    puzzle_file.save(path, data)
    assert main(["puzzles", "reword", str(path)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    # the shipped puzzle already says today's words; only the one given an old text changes
    assert last.startswith("puzzles reworded: architects 1/2 changed from the same measures, in ")
    assert last.endswith(" CPU minutes")
    again = puzzle_file.load(path)
    assert [p["id"] for p in again["puzzles"]] == [p["id"] for p in data["puzzles"]]
    assert again["puzzles"][1]["why"]["en"].startswith("Takes a blue card with the Cat (2 points) from the right deck")
    assert again["puzzles"][0] == data["puzzles"][0]
    assert again["commands"] == data["commands"] and again["made"] == data["made"]


def test_puzzles_reword_writes_nothing_when_a_share_differs(tmp_path, capsys):
    data = puzzle_file.load(puzzle_file.shipped_path("architects"))
    data["puzzles"] = [data["puzzles"][7], {**data["puzzles"][45], "win_share": {"best": 0.6, "second": 0.32}}]
    path = tmp_path / "set.json"
    puzzle_file.save(path, data)
    before = path.read_text(encoding="utf-8")
    assert main(["puzzles", "reword", str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out == ["architects-25-0-36: take right measures 0.541 again, the file says 0.6: these are not the games "
                   "the puzzle was made from; nothing is written"]
    assert path.read_text(encoding="utf-8") == before
    assert json.loads(before)["puzzles"][0]["why"] == data["puzzles"][0]["why"]
