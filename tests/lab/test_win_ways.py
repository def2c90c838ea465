"""How the wins come: a comparison says when two options' play-outs end differently (Duel: a
game won or lost at once by a supremacy, « il remporte immédiatement la partie »), and figures
that seem to deny a verdict never read as a contradiction.

The Duel rules (seed 004): « Si le pion Conflit entre dans la capitale adverse, tu gagnes
immédiatement par suprématie militaire »; « Rassembler six symboles scientifiques différents
donne immédiatement la victoire par suprématie scientifique ».
"""

import random

import pytest

from tests.lab.test_reasons import _outcomes
from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import set_language
from wonderlab.core.position import from_any
from wonderlab.core.search import Outcome, key, rollout
from wonderlab.duel.game import MILITARY
from wonderlab.lab.puzzle_file import shipped
from wonderlab.lab.puzzles import measure, move, share
from wonderlab.lab.reasons import explain, reasons


@pytest.fixture(scope="module")
def duel_30():
    """Duel puzzle 30 (duel-9-0-67): discarding the Siege Workshop for 4 coins wins 20 % of the
    play-outs, every one by military supremacy; building it wins none."""
    puzzle = shipped("duel")[30]
    game = from_any(puzzle["position"], seed=0)
    seat = puzzle["seat"]
    best, second = move(game, seat, puzzle["best"]), move(game, seat, puzzle["second"])
    found = measure(game, seat, [best, second], 200, seed=puzzle["id"].split("-", 1)[1])
    return game, seat, best, second, found


def test_a_rollout_keeps_how_its_game_ended(duel_30):
    """``Outcome.how`` is the world's own result, read again by a play-out written here."""
    game, seat, best, _, _ = duel_30
    greedy = make_bot("duel", "greedy")
    ends = set()
    for number in range(40):
        outcome = rollout(game, "duel", seat, seat, key(best), number, "how")
        rng = random.Random(f"how {number}")
        world = game.redeal(seat, rng)
        world.play(seat, next(a for a in world.legal_actions(seat) if key(a) == key(best)))
        while not world.is_over:
            now = world.waiting[0]
            world.play(now, greedy.choose(world, now, rng))
        expected = None if world.result == "points" else world.result
        assert outcome.how == expected and outcome.on_points == (expected is None), number
        ends.add(expected)
    assert MILITARY in ends and None in ends        # both kinds of end came up


def test_a_comparison_says_the_wins_come_by_military_supremacy(duel_30):
    game, seat, best, second, (mine, theirs) = duel_30
    by_military = sum(1 for o in mine if o.win and o.how == MILITARY) / len(mine)
    assert by_military == share(mine) > 0.1 and share(theirs) == 0
    text = explain(game, seat, best, mine, second, theirs)
    percent = f"{100 * by_military:.0f} %"
    assert f"it wins by military supremacy in {percent} of the games played out, against none" in text
    back = explain(game, seat, second, theirs, best, mine)
    assert f"it never wins by military supremacy in the games played out, against {percent}" in back
    set_language("fr")
    try:
        french = explain(game, seat, best, mine, second, theirs)
    finally:
        set_language("en")
    assert f"elle gagne par suprématie militaire dans {percent.replace(' ', chr(0x202f))} des parties jouées, contre aucune" in french


def test_options_that_end_alike_say_nothing_of_how(duel_30):
    game, seat, best, second, (mine, _) = duel_30
    assert all(kind != "ways" for kind, _ in reasons(game, seat, best, mine, second, mine))
    # a way that differs by less than 5 points of share is noise, not a reason
    few = [Outcome(o.win, o.score, o.best_other, o.sheets, on_points=False, how=MILITARY) if i < 3 else o
           for i, o in enumerate(mine)]
    assert all(kind != "ways" for kind, _ in reasons(game, seat, best, few, second, mine))
    on_points = _outcomes({"civilian": 30}, wins=30)
    assert all(kind != "ways" for kind, _ in reasons(game, seat, best, on_points, second, _outcomes({"civilian": 20}, wins=2)))


def test_figures_that_seem_to_deny_the_verdict_follow_it():
    """Architects puzzle 45 once read "Against take central: −1.5 civilian: it wins more often":
    a minus sign, then "wins more often". The verdict now leads, the figures are a concession."""
    from wonderlab.duel.game import Game

    game = Game(seed=1)
    while game.phase != "play":
        game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
    seat = game.waiting[0]
    legal = game.legal_actions(seat)
    one, two = legal[0], legal[1]
    strong = _outcomes({"civilian": 20, "wonder": 10}, wins=30)
    weak = _outcomes({"civilian": 22, "wonder": 10}, wins=5)
    found = reasons(game, seat, one, strong, two, weak)
    assert found[-1] == ("better", "it wins more often (75 % against 12 %), even with −2.0 civilian on average")
    assert "trade" not in dict(found)
    back = reasons(game, seat, two, weak, one, strong)
    assert back[-1] == ("worse", "it wins less often (12 % against 75 %), even with +2.0 civilian on average")
    # a gain and a larger loss: the gain, which agrees with the verdict, comes first
    mixed = reasons(game, seat, one, _outcomes({"civilian": 20, "military": 4}, wins=30), two,
                    _outcomes({"civilian": 24, "military": 2}, wins=5))
    assert mixed[-1] == ("better", "it wins more often (75 % against 12 %): +2.0 military, even with −4.0 civilian on average")
    # figures that agree with the verdict are said as before, then the verdict
    agree = reasons(game, seat, one, _outcomes({"civilian": 24, "wonder": 10}, wins=30), two, weak)
    assert agree[-2:] == [("trade", "+2.0 civilian"), ("better", "it wins more often (75 % against 12 %)")]
    set_language("fr")
    try:
        french = reasons(game, seat, one, strong, two, weak)[-1][1]
    finally:
        set_language("en")
    assert french == "elle gagne plus souvent (75\u202f% contre 12\u202f%), même avec −2,0 en bâtiments civils en moyenne"
