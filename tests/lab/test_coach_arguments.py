"""Bad arguments to the coach (issue 35): ``hint``, ``analyse``, ``key_decisions``, ``compare``,
``what_if`` and the table's coach methods refuse an odd value in one line, in English and French,
with budgets bounded (``hint(playouts=10**12)`` is refused), and leave the game as it was."""

import random

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.i18n import set_language
from wonderlab.duel.game import Game
from wonderlab.lab import analyse, hint, key_decisions, what_if
from wonderlab.lab.compare import compare

ODD = [None, True, False, -1, 0, 0.5, -0.0, 10**12, 2**70, float("nan"), float("inf"), -float("inf"), "x", "",
       "3", [], [1], {}, (1,), object(), b"x", 1j, range(3), "a" * 500]


def _position():
    game, rng, bot = Game(seed=4), random.Random(4), make_bot("duel", "greedy")
    for _ in range(12):          # the draft, then a few cards
        seat = game.waiting[0]
        game.play(seat, bot.choose(game, seat, rng))
    return game


GAME = _position()
SEAT = GAME.waiting[0]
NOTATIONS = [a.notation for a in GAME.legal_actions(SEAT)]
CALLS = {       # each call with small budgets; the fuzz replaces one argument
    "hint": (hint, {"game": GAME, "seat": SEAT, "playouts": 4, "seconds": 1.0, "seed": 0, "turn": None}),
    "what_if": (what_if, {"game": GAME, "seat": SEAT, "rollouts": 1, "bots": "greedy", "seed": 0, "progress": False}),
    "compare": (compare, {"game": GAME, "a": NOTATIONS[0], "b": NOTATIONS[1], "seat": SEAT, "rollouts": 2,
                          "bots": "greedy", "seed": 0}),
    "analyse": (analyse, {"record": GAME.record(), "seat": 0, "playouts": 2, "seed": 0, "progress": False,
                          "steps": [8, 9, 10, 11], "cancelled": None, "on_decision": None}),
}
CASES = [(name, argument, index) for name, (_, arguments) in CALLS.items() for argument in arguments
         for index in range(len(ODD))]


def _refused_in_one_line(error):
    text = str(error)
    assert text and "\n" not in text and "Traceback" not in text, text
    assert ":" in text, text            # it names what it refuses


@pytest.mark.parametrize(("name", "argument", "index"), CASES)
def test_an_odd_argument_is_refused_in_one_line_or_taken_as_it_is_and_the_game_stays(name, argument, index):
    function, arguments = CALLS[name]
    odd = ODD[index]
    if name == "hint" and argument == "playouts" and odd is None:
        odd = 2**31      # (None is the clock's budget: valid, and two seconds long)
    before = GAME.state_key()
    try:
        function(**{**arguments, argument: odd})
    except ValueError as error:
        _refused_in_one_line(error)
    assert GAME.state_key() == before


@pytest.mark.parametrize(("call", "wanted"), [
    (lambda: hint(GAME, SEAT, playouts=10**12), r"^playouts: 1000000000000: expected a whole number of games, from 1 to "),
    (lambda: compare(GAME, NOTATIONS[0], NOTATIONS[1], seat=SEAT, rollouts=0),
     r"^rollouts: 0: expected a whole number of paired games, from 2 to "),
    (lambda: analyse(GAME.record(), 5, playouts=2), r"^seat: 5: the seats of this game are 0 to 1$"),
    (lambda: analyse(GAME.record(), 0, playouts=10**9), r"^playouts: 1000000000: expected a whole number of games per decision"),
    (lambda: key_decisions("frame"), r"^frame: expected the rows of analyse\(record, seat\)$"),
    (lambda: key_decisions(analyse(GAME.record(), 0, playouts=2, steps=[8], progress=False), most=-1),
     r"^most: -1: expected a whole number of decisions, from 0 to 1000$"),
])
def test_the_refusals_say_what_is_wrong(call, wanted):
    with pytest.raises(ValueError, match=wanted):
        call()


def test_the_refusals_are_said_in_french_too():
    set_language("fr")
    try:
        with pytest.raises(ValueError, match=r"^rollouts : 0 : il faut un nombre entier de parties appariées"):
            compare(GAME, NOTATIONS[0], NOTATIONS[1], seat=SEAT, rollouts=0)
        with pytest.raises(ValueError, match=r"^playouts : 1000000000000 : il faut un nombre entier de parties, de 1 à "):
            hint(GAME, SEAT, playouts=10**12)
    finally:
        set_language("en")


@pytest.mark.parametrize("odd", ODD)
def test_the_tables_coach_refuses_an_odd_budget_in_one_line(odd):
    from wonderlab.widgets import PlayTable

    table = PlayTable("duel", seed=2, bots="greedy")
    for arguments in ({"seconds": odd, "playouts": 2}, {"playouts": odd if odd is not None else 2**40}):
        before = table.table.game.state_key()
        try:
            table.hint(**arguments)
        except ValueError as error:
            _refused_in_one_line(error)
        assert table.table.game.state_key() == before


def test_the_tables_analysis_refuses_an_odd_budget_in_one_line():
    from wonderlab.widgets import PlayTable

    table = PlayTable("duel", seed=2, bots="greedy", analysis_playouts=2)
    while not table.is_over:
        table.choose(0)
        table.confirm()
    for odd in ODD:
        if odd is None:
            continue         # (the table's own budget: valid)
        with pytest.raises(ValueError) as refused:
            table.analysis(playouts=odd, progress=False)
        _refused_in_one_line(refused.value)
        assert "playouts" in str(refused.value)
