"""Puzzles (issue 37): the selection rule, themes read from the position, the file's refusals,
honesty about hidden information, the learner's rating (Glicko-2) and the command line.

The rule is lichess's puzzler's (``ornicar/lichess-puzzler``: a position is kept only when its
best move clearly beats the second): here the best option's win share beats the second's by at
least 20 points with their Wilson intervals apart, at 1,000 rollouts each when shipped."""

import html
import json
import math

import pytest

from tests.puzzle_positions import BLIND_BEST, CAT_SHOWS, WINS_NOW
from wonderlab.architects.game import Game as Architects
from wonderlab.cli import main
from wonderlab.core.grammar import after_colon
from wonderlab.core.position import from_any
from wonderlab.core.search import Outcome
from wonderlab.lab import puzzle_file
from wonderlab.lab.glicko import Rating, rate
from wonderlab.lab.puzzle_progress import Progress
from wonderlab.lab.puzzle_themes import themes
from wonderlab.lab.puzzles import (
    GAP,
    SCREEN_GAP,
    blind,
    clearly_best,
    confirm,
    judge,
    move,
    rating,
    recheck,
    screen,
)


def test_the_rule_a_move_that_wins_at_once_is_kept():
    """One move ends the game with the seat ahead: a puzzle, its best that move, its themes the end."""
    game = from_any(WINS_NOW, seed=0)
    found = judge(game, 2, rollouts=200, screen_rollouts=30, seed=1)
    assert found is not None
    assert found["best"] == "take left"
    assert found["win_share"]["best"] == 1.0
    assert found["win_share"]["best"] - found["win_share"]["second"] >= GAP
    assert "endgame" in found["themes"]
    assert "ends the game with you ahead" in found["why"]["en"]
    assert "finit la partie avec vous devant" in found["why"]["fr"]
    assert found["prompt"]["fr"].startswith("Vous êtes Joueur 3.")
    puzzle_file.check(dict(puzzle_file.new("architects", "test"), puzzles=[found]))


def test_the_rule_a_close_call_is_not_kept():
    """The first move of a two-player Architects game: the three decks are about equal."""
    game = Architects(players=2, seed=2)
    assert judge(game, game.waiting[0], rollouts=200, screen_rollouts=100, seed=0) is None


def test_the_rule_a_blind_draw_is_not_kept():
    """Issue 37: a puzzle is « one move a player can find by thinking, not a coin flip ». Here the
    numbers make taking the hidden central deck's top clearly best, but the learner cannot see
    that card: only odds to weigh. So it is no puzzle."""
    game = from_any(BLIND_BEST, seed=0)
    screened = screen(game, 2, screen_rollouts=30, seed=1)
    assert screened["gap"] >= SCREEN_GAP                            # the screen lets it through
    kept, best, second = confirm(game, 2, screened, rollouts=200, seed=1)
    assert kept and best[0].notation == "take central"          # clearly best by the numbers...
    assert blind(game, 2, best[0]) and not blind(game, 2, second[0])
    assert judge(game, 2, rollouts=200, screen_rollouts=30, seed=1) is None      # ...but a guess


def test_a_central_card_the_cat_showed_is_not_blind():
    """« tu peux regarder secrètement le sommet de la pioche centrale au début de ton tour »: the
    seat holding the Cat sees the central top (a Wood here), so taking it is a move to think about."""
    game = from_any(CAT_SHOWS, seed=0)
    central = move(game, 2, "take central")
    assert central is not None and game.knows_central_top(2) and not blind(game, 2, central)


def test_clearly_best_needs_the_gap_and_intervals_apart():
    won, lost = Outcome(1.0, 50, 40, None), Outcome(0.0, 40, 50, None)
    assert clearly_best([won] * 600 + [lost] * 400, [won] * 350 + [lost] * 650)       # 25 points
    assert not clearly_best([won] * 600 + [lost] * 400, [won] * 450 + [lost] * 550)   # 15 points
    assert not clearly_best([won] * 6 + [lost] * 4, [won] * 3 + [lost] * 7)           # 30 points, 10 games: overlap


def test_hidden_information_two_true_states_the_seat_cannot_tell_apart_give_one_verdict():
    """The same position dealt two ways (other hidden cards): the verdict and its numbers agree,
    since every rollout deals the hidden cards again from what the seat sees."""
    first, second = from_any(WINS_NOW, seed=1), from_any(WINS_NOW, seed=99)
    assert first.decks != second.decks or first.stack != second.stack      # two true states
    a = judge(first, 2, rollouts=100, screen_rollouts=20, seed=3)
    b = judge(second, 2, rollouts=100, screen_rollouts=20, seed=3)
    assert a is not None and b is not None
    assert (a["best"], a["second"], a["win_share"]) == (b["best"], b["second"], b["win_share"])


def test_recheck_measures_the_puzzle_again_on_fresh_deals():
    found = judge(from_any(WINS_NOW, seed=0), 2, rollouts=100, screen_rollouts=20, seed=1)
    still, mine, theirs = recheck(found, rollouts=100, seed=7)
    assert still and mine == 1.0 and theirs < mine


def test_rating_grows_with_options_and_with_a_narrow_gap():
    assert rating(0.2, 8, True) > rating(0.2, 2, True)
    assert rating(0.25, 4, True) > rating(0.6, 4, True)
    assert rating(0.3, 4, False) > rating(0.3, 4, True)


# -- themes, checked against the position -------------------------------------------------------
def test_themes_take_the_cat_in_architects():
    """Architects: the card showing on a deck is a blue with the Cat: taking it is tagged cat."""
    game = Architects(players=3, seed=4)
    seat = game.waiting[0]
    view = game.view(seat)
    for action in game.legal_actions(seat):
        if action.kind != "take" or action.source == "central":
            continue
        top = view["decks"][game.deck_index(seat, action.source)]["top"]
        other = next(a for a in game.legal_actions(seat) if a is not action)
        tagged = themes(game, seat, seat, action, other)
        assert ("cat" in tagged) == (top == "blue_2_cat"), (top, tagged)
        assert ("progress_token" in tagged) <= top.startswith("science"), (top, tagged)


def test_shipped_themes_agree_with_their_positions():
    """Every shipped puzzle's themes are what the code reads again from its position and best
    move; a wonder theme has a wonder move, a guild theme a guild built."""
    from wonderlab.lab.whatif import _deciding

    found = [p for game in ("classic", "duel", "architects") for p in puzzle_file.shipped(game)]
    assert found, "wonderlab ships no puzzle"
    for puzzle in found:
        game = from_any(puzzle["position"], seed=0)
        seat = puzzle["seat"]
        best, second = move(game, seat, puzzle["best"]), move(game, seat, puzzle["second"])
        assert best is not None and second is not None, puzzle["id"]
        city = _deciding(game, puzzle["game"], seat)
        assert themes(game, seat, city, best, second) == puzzle["themes"], puzzle["id"]
        if "wonder" in puzzle["themes"]:
            assert best.kind in ("stage", "wonder", "build")
        if "guild" in puzzle["themes"]:
            assert best.card.color == "purple"
        assert not blind(game, seat, best), puzzle["id"]           # a move found by thinking


# -- the file ------------------------------------------------------------------------------------
def _file(tmp_path, text):
    path = tmp_path / "p.json"
    path.write_text(text, encoding="utf-8")
    return path


def _good():
    found = judge(from_any(WINS_NOW, seed=0), 2, rollouts=60, screen_rollouts=20, seed=1)
    return dict(puzzle_file.new("architects", "wonderlab puzzles make architects"), puzzles=[found])


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(format="other"), "format: expected \"wonderlab-puzzles\""),
    (lambda d: d.update(version=2), "version: 2: this wonderlab reads version 1"),
    (lambda d: d.update(game="chess"), "game: \"chess\": expected one of classic, duel, architects"),
    (lambda d: d["puzzles"][0].pop("best"), "puzzles[0].best: missing"),
    (lambda d: d["puzzles"][0].update(rating="high"), "puzzles[0].rating: expected a whole number"),
    (lambda d: d["puzzles"][0]["why"].pop("fr"), "puzzles[0].why: expected its English and French texts"),
    (lambda d: d["puzzles"].append(dict(d["puzzles"][0])), "puzzles[1].id: \"architects-1\" appears twice"),
    (lambda d: d["puzzles"][0].update(second="take left"), "puzzles[0]: best and second are the same move"),
    (lambda d: d["puzzles"][0].update(win_share={"best": 2, "second": 0}), "puzzles[0].win_share: expected best"),
    (lambda d: d["puzzles"][0].update(game="duel"), "puzzles[0].game: \"duel\": the file is for architects"),
])
def test_a_broken_puzzles_file_is_refused_in_one_line_naming_the_field(tmp_path, change, words):
    data = _good()
    change(data)
    with pytest.raises(puzzle_file.InvalidPuzzles) as refused:
        puzzle_file.load(_file(tmp_path, json.dumps(data)))
    message = str(refused.value)
    assert "\n" not in message and message.startswith(str(tmp_path / "p.json")) and words in message, message


@pytest.mark.parametrize("text, words", [
    ("", "malformed JSON"), ("[1, 2]", "expected a JSON object"), ('{"a": 1, "a": 2}', "appears twice"),
])
def test_a_file_that_is_no_puzzles_json_is_refused_in_one_line(tmp_path, text, words):
    with pytest.raises(puzzle_file.InvalidPuzzles) as refused:
        puzzle_file.load(_file(tmp_path, text))
    assert "\n" not in str(refused.value) and words in str(refused.value)


def test_a_file_is_written_whole_and_read_back(tmp_path):
    data = _good()
    puzzle_file.save(tmp_path / "set.json", data)
    assert puzzle_file.load(tmp_path / "set.json") == data


# -- the command line ------------------------------------------------------------------------------
def test_puzzles_check_prints_the_counts_of_every_game_on_its_last_line(tmp_path, capsys):
    data = _good()
    puzzle_file.save(tmp_path / "set.json", data)
    assert main(["puzzles", "check", str(tmp_path / "set.json"), "--rollouts", "60"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == "puzzles: classic 0/0, duel 0/0, architects 1/1 still have one clearly best move"


def test_puzzles_check_says_when_a_puzzle_no_longer_holds(tmp_path, capsys):
    data = _good()
    data["puzzles"][0]["best"], data["puzzles"][0]["second"] = data["puzzles"][0]["second"], data["puzzles"][0]["best"]
    puzzle_file.save(tmp_path / "set.json", data)
    assert main(["puzzles", "check", str(tmp_path / "set.json"), "--rollouts", "60"]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert "no longer clearly best" in out[0]
    assert out[-1] == "puzzles: classic 0/0, duel 0/0, architects 0/1 still have one clearly best move"


def test_puzzles_check_refuses_a_broken_file_in_one_line(tmp_path, capsys):
    assert main(["puzzles", "check", str(_file(tmp_path, '{"format": "wonderlab-puzzles", "version": 1}'))]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "expected a JSON object with format, version, game and puzzles" in err


# -- the learner's rating -------------------------------------------------------------------------
def test_glicko2_gives_glickmans_worked_example():
    """Glickman, "Example of the Glicko-2 system": 1500, RD 200, σ 0.06, τ 0.5; a win against
    1400 (RD 30), losses against 1550 (RD 100) and 1700 (RD 300) → 1464.06, RD 151.52, σ 0.05999
    (the paper rounds each step; unrounded, 1464.05)."""
    after = rate(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)],
                 tau=0.5, bounds=False)
    assert math.isclose(after.rating, 1464.06, abs_tol=0.02)
    assert math.isclose(after.deviation, 151.52, abs_tol=0.01)
    assert math.isclose(after.volatility, 0.05999, abs_tol=0.00001)


def test_progress_is_kept_in_the_folder_wonderlab_home_names(tmp_path, monkeypatch):
    monkeypatch.setenv("WONDERLAB_HOME", str(tmp_path))
    progress = Progress()
    progress.record("classic", "c-1", 1500, solved=True)
    progress.record("classic", "c-2", 1500, solved=False)
    again = Progress()
    assert again.path == tmp_path / "puzzles-progress.json"
    mine = again.of("classic")
    assert (mine["streak"], mine["best_streak"], mine["done"]) == (0, 1, {"c-1": "solved", "c-2": "missed"})


def test_a_broken_progress_file_is_set_aside_and_said_in_one_line(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text("{not json", encoding="utf-8")
    progress = Progress(path)
    assert progress.of("duel")["streak"] == 0
    assert "set aside" in progress.problem and "\n" not in progress.problem
    assert (tmp_path / "progress.json.broken").exists()


CLASSIC = """classic; age 1; turn 3; seat Ana
Ana: Gizah A; coins 3; cards {cards}
Bo: Rhodos A; coins 3; cards Guard Tower, Lumber Yard
Cy: Ephesos A; coins 3; cards Baths, Clay Pool
hand: Scriptorium, Stockade, Ore Vein, Altar, Loom
"""


@pytest.mark.parametrize("cards, move_name, expected, absent", [
    # a tablet beside a compass and a gear: a set of three different symbols (seed 001's 7 points a set)
    ("Apothecary, Workshop", "build Scriptorium", {"science", "science_set", "chain"}, {"military"}),
    # a tablet beside a compass alone: science, no set yet
    ("Apothecary, Clay Pit", "build Scriptorium", {"science"}, {"science_set"}),
    # 1 shield lifts Ana above Cy, who has none (Bo's Guard Tower keeps him level)
    ("Apothecary, Workshop", "build Stockade", {"military", "military_majority"}, {"science"}),
    ("Apothecary, Workshop", "build Ore Vein", {"resource"}, {"coins"}),
    ("Apothecary, Workshop", "discard Loom", {"coins"}, {"resource"}),
])
def test_classic_themes_follow_the_position(cards, move_name, expected, absent):
    """7 Wonders themes read from the city and its neighbours: a set completes only with the
    other two symbols held; a majority only when the shields pass a neighbour's; ore for Age II."""
    game = from_any(CLASSIC.format(cards=cards), seed=0)
    actions = game.legal_actions(0)
    chosen = next(a for a in actions if a.notation.split(":")[0] == move_name)
    other = next(a for a in actions if a.notation.split(":")[0] == "build Loom")
    tagged = set(themes(game, 0, 0, chosen, other))
    assert expected <= tagged and not absent & tagged, tagged


# -- the trainer, driven from Python ---------------------------------------------------------------
def _trainer(tmp_path, **options):
    from wonderlab.widgets import Puzzles

    puzzles = _good()["puzzles"]
    return Puzzles("architects", puzzles=puzzles, progress=tmp_path / "progress.json", **options), puzzles[0]


def test_the_trainer_says_why_when_solved_and_counts_the_first_try(tmp_path):
    trainer, puzzle = _trainer(tmp_path)
    assert trainer.play(puzzle["best"])
    assert puzzle["why"]["en"] in trainer.feedback.value and "Right!" in trainer.feedback.value
    mine = Progress(tmp_path / "progress.json").of("architects")
    assert mine["done"] == {puzzle["id"]: "solved"} and mine["streak"] == 1
    assert Progress(tmp_path / "progress.json").rating("architects").rating > 1500


def test_the_trainer_gives_a_hint_then_the_answer_and_why_the_move_falls_short(tmp_path):
    trainer, puzzle = _trainer(tmp_path, lang="fr")
    assert not trainer.play(puzzle["second"])
    assert "Indice" in trainer.feedback.value and "Fin de partie" not in trainer.feedback.value
    assert "Il reste peu de coups" in trainer.feedback.value          # the endgame theme's hint
    assert not trainer.play(puzzle["second"])
    shown = html.unescape(trainer.feedback.value)
    assert puzzle["why"]["fr"] in shown and after_colon(puzzle["why_not"]["fr"]) in shown
    assert f"Votre coup, « {after_colon(puzzle['words']['fr']['second'])} » : " in shown    # French, inside a sentence
    assert Progress(tmp_path / "progress.json").of("architects")["done"] == {puzzle["id"]: "missed"}


@pytest.mark.parametrize("options, words", [
    ({"game": "chess"}, "game: 'chess': choose one of classic, duel, architects"),
    ({"puzzles": 5}, "puzzles: 5: expected a puzzles file's path or a list of puzzles"),
    ({"puzzles": [{"id": "x"}]}, "puzzles[0].game: missing"),
    ({"lang": "de"}, "lang: 'de': choose one of en, fr"),
])
def test_the_trainer_refuses_bad_input_in_one_line(tmp_path, options, words):
    from wonderlab.widgets import Puzzles

    with pytest.raises(ValueError) as refused:
        Puzzles(**{"game": "architects", "progress": tmp_path / "p.json", **options})
    assert words in str(refused.value) and "\n" not in str(refused.value)


def test_the_trainer_refuses_a_move_that_is_no_option(tmp_path):
    trainer, _puzzle = _trainer(tmp_path)
    with pytest.raises(ValueError, match="'build Baths' is not an option of this puzzle"):
        trainer.play("build Baths")
    assert trainer.tries == 0


def test_make_refuses_a_duel_of_three(capsys):
    assert main(["puzzles", "make", "duel", "--players", "3", "--out", "/nonexistent/x.json"]) == 2
    assert "players: 3: 7 Wonders Duel is played by 2" in capsys.readouterr().err


@pytest.mark.parametrize("bo, denial", [("Workshop, Guard Tower", True), ("Lumber Yard, Guard Tower", False)])
def test_denial_is_a_science_card_kept_from_the_neighbour_who_collects_science(bo, denial):
    """7 Wonders passes the hand to the left in Age I (seed 001): building Scriptorium rather than
    the Altar keeps it from Bo, who receives Ana's hand; a denial only when Bo collects science."""
    game = from_any(f"""classic; age 1; turn 3; seat Ana
Ana: Gizah A; coins 3; cards Apothecary, Clay Pit
Bo: Rhodos A; coins 3; cards {bo}
Cy: Ephesos A; coins 3; cards Baths, Clay Pool
hand: Scriptorium, Stockade, Ore Vein, Altar, Loom
""", seed=0)
    actions = {a.notation.split(":")[0]: a for a in game.legal_actions(0)}
    tagged = themes(game, 0, 0, actions["build Scriptorium"], actions["build Altar"])
    assert ("denial" in tagged) == denial, tagged


def test_puzzles_check_gives_the_same_verdicts_with_two_workers(tmp_path, capsys):
    data = _good()
    data["puzzles"].append(dict(data["puzzles"][0], id="architects-2"))
    puzzle_file.save(tmp_path / "set.json", data)
    assert main(["puzzles", "check", str(tmp_path / "set.json"), "--rollouts", "40"]) == 0
    alone = capsys.readouterr().out
    assert main(["puzzles", "check", str(tmp_path / "set.json"), "--rollouts", "40", "--workers", "2"]) == 0
    assert capsys.readouterr().out == alone
    assert alone.strip().splitlines()[-1].endswith("architects 2/2 still have one clearly best move")


# -- a class's set ---------------------------------------------------------------------------------
def test_a_class_set_serves_the_same_puzzles_in_order_and_gives_a_result_code(tmp_path):
    from wonderlab.lab.puzzle_sets import PuzzleSet, results
    from wonderlab.widgets import Puzzles

    first = _good()["puzzles"][0]
    pool = [dict(first, id=f"architects-{n}") for n in range(1, 6)]
    chosen = PuzzleSet.read("architects.3.4", pool)
    assert [p["id"] for p in chosen.puzzles] == [p["id"] for p in PuzzleSet.read("architects.3.4", pool).puzzles]
    ana = Puzzles("architects", puzzles=pool, progress=tmp_path / "ana.json", set_code="architects.3.4")
    bo = Puzzles("architects", puzzles=pool, progress=tmp_path / "bo.json", set_code="architects.3.4")
    assert ana.puzzle["id"] == bo.puzzle["id"] == chosen.puzzles[0]["id"]
    ana.play(first["best"])
    ana.next_puzzle()
    assert ana.puzzle["id"] == chosen.puzzles[1]["id"]
    ana.play(first["second"])
    bo.show_answer()
    assert (ana.result_code, bo.result_code) == ("architects.3.4:10-", "architects.3.4:0--")
    assert "architects.3.4:10-" in ana.status.value
    assert results({"Ana": ana.result_code, "Bo": bo.result_code}) == {"Ana": (1, "10-"), "Bo": (0, "0--")}


@pytest.mark.parametrize("code, words", [
    ("chess.3.1", "expected game.count.seed"), ("architects.cat.x.1", "expected game.count.seed"),
    ("architects.9.1", "asks 9 puzzles, but 1 are there"),
])
def test_a_set_code_is_refused_in_one_line(code, words):
    from wonderlab.lab.puzzle_sets import PuzzleSet

    with pytest.raises(ValueError, match=words):
        PuzzleSet.read(code, _good()["puzzles"])


def test_a_result_code_of_another_set_is_refused_naming_the_student():
    from wonderlab.lab.puzzle_sets import results

    with pytest.raises(ValueError, match="Bo: 'duel.3.1:1x0'"):
        results({"Ana": "duel.3.1:1-0", "Bo": "duel.3.1:1x0"})
