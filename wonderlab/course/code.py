"""Code to write: the learner writes a small function, the engine checks it like a unit test.

A cell tagged ``wonderlab-code-exercise`` holds the learner's function and one call,
``check("classic-science", science)``: the function is run on the exercise's shown positions
(seeded, the same every run) and then on hidden ones drawn afresh at each run, each answered by
the engine, so that a table of the answers seen cannot pass. The first position where the two
differ is shown; the engine's answer only from the second failure on, each failure with the
next hint of the exercise's ladder, and a reference solution behind a button from the third.
A function that calls the engine's own answer (``science_points``…) is refused, in words.
Nothing leaves the learner's kernel.

>>> forget()
>>> check("classic-treasury", lambda coins: coins // 3).right
True
>>> report = check("classic-treasury", lambda coins: coins // 2)
>>> report.right, report.case.args, report.expected, report.got
(False, (2,), 0, 1)
>>> print(report)
✘ Position 3 of 40: 2 coins. Your function says 1: not what the rules give. Hint: 1 point for each full group of 3 coins; the coins left over score nothing.
>>> print(check("classic-treasury", lambda coins: coins / 3))
✘ Position 1 of 40: 0 coins. The engine says 0 (int), your function says 0.0 (float). Hint: Use whole-number division: // in Python.
>>> from wonderlab.core.science import science_points
>>> print(check("classic-science", lambda c, g, t: science_points((c, g, t))))
✘ Your function calls science_points, the engine's own answer: write the rule yourself, from the rules of the game.
"""

import inspect
import random
from collections import Counter
from dataclasses import dataclass
from html import escape
from types import SimpleNamespace

from ..core.i18n import language, plural, register, say
from ..views.style import RIGHT_EDGE, THEME_TEXT, WRONG_EDGE
from . import solutions
from .arc import arc_exercises
from .cases import HIDDEN, Case, CodeExercise
from .journal import JOURNAL
from .ladder import hint_messages

_failures = Counter()       # exercise -> the learner's failed checks in this kernel


def forget():
    """Forget the failed checks of this kernel (each exercise's hint ladder starts again)."""
    _failures.clear()


@dataclass
class Report:
    """What ``check`` found: right on every position, or the first one that differs, at the
    learner's ``attempt``-th failure of this exercise (which says how much the report tells)."""
    exercise: str
    total: int
    case: Case = None
    got: object = None
    error: str = None
    index: int = 0
    attempt: int = 0
    calls: str = None
    why: str = None
    choice: bool = False

    @property
    def right(self):
        return self.case is None and self.calls is None

    @property
    def expected(self):
        return self.case.expected if self.case else None

    def _hint(self):
        step = "rule" if self.attempt <= 1 else "look"
        hint = say("course.code.hint", hint=say(f"course.hint.code.{self.exercise}.{step}"))
        return hint if self.attempt <= 2 else f"{hint} {say('course.code.solution_below')}"

    def __str__(self):
        if self.calls:
            return "✘ " + say("course.code.calls", name=self.calls)
        if self.right:
            return "✔ " + say("course.code.right_choice" if self.choice else "course.code.right",
                              count=self.total, hidden=HIDDEN)
        where = (say("course.code.where", index=self.index, total=self.total, shown=self.case.shown)
                 if self.index <= self.total else say("course.code.hidden_where", shown=self.case.shown))
        expected, got = self.case.expected, self.got
        typed = self.why is None and expected == got   # equal but of another type: say which, it is no answer
        if typed:
            expected, got = f"{expected!r} ({type(expected).__name__})", f"{got!r} ({type(got).__name__})"
        if self.why:            # a choice: why it is not a right one, then one that is
            said = say("course.code.choice" if self.attempt <= 1 else "course.code.choice_expected",
                       got=got, why=self.why, expected=expected)
        elif self.error:
            said = say("course.code.raised", error=self.error) if self.attempt <= 1 else say(
                "course.code.raised_expected", error=self.error, expected=expected)
        elif self.attempt <= 1 and not typed:
            said = say("course.code.not_yet", got=_said(got))
        else:
            said = say("course.code.differs", expected=_said(expected), got=_said(got))
        return f"✘ {where} {said} {self._hint()}"

    __repr__ = __str__

    def _repr_html_(self):
        color = RIGHT_EDGE if self.right else WRONG_EDGE
        button = ""
        if self.right or self.attempt >= 3:          # the reference solution, behind a button
            button = (f'<details class="wonderlab-code-solution"><summary>{escape(say("course.code.show"))}</summary>'
                      f'<pre>{escape(solution(self.exercise))}</pre></details>')
        return (f'<div class="wonderlab-code-report" data-right="{str(self.right).lower()}" '
                f'style="padding:4px 8px;border-left:4px solid {color};color:{THEME_TEXT}">{escape(str(self))}'
                f'{button}</div>')


def solution(name):
    """The reference solution of code exercise ``name``, as Python source, its comment the
    exercise's rule in the current language.

    >>> print(solution("classic-treasury"))
    def classic_treasury(coins):
        # 1 point for each full group of 3 coins; the coins left over score nothing.
        return coins // 3
    """
    lines = inspect.getsource(getattr(solutions, name.replace("-", "_"))).strip().splitlines()
    code = [line for line in lines if not line.lstrip().startswith("#")]
    return "\n".join([code[0], f"    # {say(f'course.hint.code.{name}.rule')}", *code[1:]])


def engine_calls(function, names):
    """The first of ``names`` (the engine's answering functions) that ``function`` calls, by name
    or through a name bound to it, in its body or its inner functions; ``None`` when it calls none.

    >>> from wonderlab.core.science import science_points as sp
    >>> engine_calls(lambda c: sp(c), ("science_points",)), engine_calls(lambda c: c, ("science_points",))
    ('science_points', None)
    """
    code = getattr(function, "__code__", None)
    if code is None or not names:
        return None
    scope = dict(getattr(function, "__globals__", {}))
    for free, cell in zip(code.co_freevars, function.__closure__ or (), strict=False):
        try:
            scope[free] = cell.cell_contents
        except ValueError:          # a cell not yet filled
            pass
    stack = [code]
    while stack:
        code = stack.pop()
        for used in (*code.co_names, *code.co_freevars):
            if used not in scope:                     # an attribute: game.prices, science.science_points
                if used in names:
                    return used
                continue
            bound = scope[used]                       # a name of the learner's: only the engine's own counts
            named = getattr(bound, "__name__", None)      # (a city, a game of the notebook: no name)
            if str(getattr(bound, "__module__", "")).startswith("wonderlab") and named in names:
                return named
        stack.extend(c for c in code.co_consts if inspect.iscode(c))
    return None


def check(name, function, rng=None):
    """Run ``function`` on every shown position of exercise ``name``, then on ``HIDDEN`` hidden
    ones drawn for this run (from ``rng``, a fresh ``random.Random()`` by default); a ``Report``
    of the first difference (or of none). An exception in the learner's function is reported,
    not raised; a call to the engine's answer is refused. Each check goes to the kernel's
    journal (``journal.JOURNAL``), which a classroom result code carries."""
    if name in PYTHON:                  # a warm-up of "The Python you need": no rule of a game
        return _check(name, function, rng)
    if name not in EXERCISES:
        raise ValueError(say("course.code.unknown", name=name, names=", ".join(EXERCISES)))
    report = _check(name, function, rng)
    JOURNAL.note(name.split("-")[0], name, report.right)
    return report


def _check(name, function, rng):
    exercise = EXERCISES.get(name) or PYTHON[name]
    calls = engine_calls(function, exercise.engine)
    if calls:
        return Report(name, 0, calls=calls)
    shown = exercise.cases()
    cases = [*shown, *exercise.hidden(rng or random.Random())]
    for index, case in enumerate(cases, 1):
        error = got = why = None
        try:
            got = function(*case.args)
        except Exception as raised:      # the learner's code: any failure is an answer to show
            error = say("course.code.error", kind=type(raised).__name__, message=raised)
        judge = getattr(case, "judge", None)        # a choice: any right one will do
        if judge is not None and error is None:
            why = judge(got)
            wrong = why is not None
        else:                                       # 3.0 or True is not 3 or 1
            wrong = error or got != case.expected or type(got) is not type(case.expected)
        if wrong:
            _failures[name] += 1
            return Report(name, len(shown), case, got, error, index, _failures[name], why=why)
    return Report(name, len(shown), choice=bool(shown) and hasattr(shown[0], "judge"))


def _grid(rng, count, *ranges):
    """``count`` seeded argument tuples, each value drawn from its ``range``."""
    return [tuple(rng.choice(r) for r in ranges) for _ in range(count)]


# -- 7 Wonders ------------------------------------------------------------------------------------
def _classic_science(args):
    from ..core.science import science_points

    return [Case(a, science_points(a), say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2]))
            for a in args]


def _classic_wild(args):
    from ..core.science import best_science

    return [Case(a, best_science(a[:3], a[3])[0],
                 say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2])
                 + ", " + plural(a[3], "course.code.classic.wild")) for a in args]


def _classic_military(games):
    """Real conflicts: seeded games played with the course's rule of play, every city at the end
    of every Age, the tokens the engine gave it."""
    from .classic import play_to, position

    cases = []
    for players, seed in games:
        game = position(players, seed)
        for age in (1, 2, 3):
            before = [len(c.military) for c in game.cities]
            play_to(game, age + 1, 1)
            for i, city in enumerate(game.cities):
                left, right = game.cities[game.left(i)], game.cities[game.right(i)]
                args = (city.shields, left.shields, right.shields, age)
                shown = say("course.code.classic.conflict", name=game.names[i], shields=city.shields,
                            left=left.shields, right=right.shields, age=age)
                cases.append(Case(args, sum(city.military[before[i]:]), shown))
    return cases


def _classic_trade(args):
    """The cheapest way to buy ``need`` units of one raw material from two neighbours, as the
    engine's payment search finds it (``None`` when they do not have enough)."""
    from ..classic.payment import trade_options

    def cheapest(need, left, right, left_price, right_price):
        one = lambda n: ((n,) + (0,) * 6, ())                       # noqa: E731  (wood only)
        found = trade_options((need,) + (0,) * 6, one(0), one(left), one(right),
                              int(left_price == 1), int(right_price == 1))
        return found[0].total if found else None

    return [Case(a, cheapest(*a), say("course.code.classic.trade", need=a[0], left=a[1], right=a[2],
                                      left_price=a[3], right_price=a[4])) for a in args]


def _classic_treasury(args):
    """The engine's score sheet of a city holding these coins (its neighbours hold nothing)."""
    from ..classic import wonder_set
    from ..classic.city import City
    from ..classic.scoring import score_city

    def treasury(coins):
        cities = [City(wonder_set().by_name(name).side("A")) for name in ("Gizah", "Rhodos", "Babylon")]
        cities[0].coins = coins
        return score_city(cities, 0).categories["treasury"]

    return [Case(a, treasury(a[0]), plural(a[0], "course.code.coins")) for a in args]


# -- 7 Wonders Duel --------------------------------------------------------------------------------
def _duel_game():
    from ..duel.game import Game

    return Game(seed=0, names=["Hugo", "Lea"])


def _duel_pairs(rng, counts):
    """Each symbol built in turn by the engine: how many times it calls for a progress token."""
    from ..duel.cards import SCIENCE

    symbols = list(SCIENCE)[:5]              # five kinds at most: six would be a supremacy
    cases = []
    for count in counts:
        built = [rng.choice(symbols) for _ in range(count)]
        game = _duel_game()
        before = len(game.pending)
        for symbol in built:
            game._science(0, SCIENCE.index(symbol))
        tokens = len(game.pending) - before
        named = ", ".join(say(f"lab.duel.symbol.{symbol}") for symbol in built)   # the learner reads names, not ids
        cases.append(Case((list(built),), tokens, say("course.code.duel.symbols", symbols=named)))
    return cases


def _duel_looting(args):
    """The pawn moved by the engine from the middle to ``start``, then by ``shields``: the coins
    the opponent loses on the second move (his purse deep enough)."""
    cases = []
    for start, shields in args:
        game = _duel_game()
        game._military(0, start)             # on its way, the pawn took the tokens it passed
        game.p[1].coins = 99
        game._military(0, shields)
        cases.append(Case((start, shields), 99 - game.p[1].coins,
                          say("course.code.duel.pawn", start=start, shields=shields)))
    return cases


def _duel_points(distances):
    from ..duel.scoring import military_points

    return [Case((d,), military_points(d, 0), say("course.code.duel.distance", distance=d)) for d in distances]


def _duel_discard(seeds):
    """Real positions: the discard action's coins the engine offers the player to move."""
    from .duel import position

    cases = []
    for seed in seeds:
        for until in (20, 40, 60):
            game = position(seed, until)
            if game.is_over or game.phase != "play":
                continue
            seat = game.current
            discard = next((a for a in game.legal_actions(seat) if a.kind == "discard"), None)
            if discard is None:
                continue
            yellow = game.p[seat].colors.get("yellow", 0)
            cases.append(Case((yellow,), discard.coins, say("course.code.duel.yellow", name=game.names[seat],
                                                                   yellow=yellow)))
    return cases


def _duel_price(seeds):
    """Real positions: the bank's price of each resource for the player to move."""
    from ..duel.cards import resource_name
    from .duel import position

    cases = []
    for seed in seeds:
        for until in (15, 35, 55):
            game = position(seed, until)
            if game.is_over:
                continue
            seat = game.current
            prices, other, fixed = game.prices(seat), game.p[1 - seat].produced, game.p[seat].fixed
            for r in range(5):
                args = (other[r], bool(fixed >> r & 1))
                cases.append(Case(args, prices[r], say("course.code.duel.price", resource=resource_name(r),
                                                       units=other[r], fixed=say(f"course.code.{args[1]}"))))
    return cases


# -- 7 Wonders Architects --------------------------------------------------------------------------
def _architects_battle(rng, tables):
    """The engine's battle at 3 players and more: shields set on the red cards, tokens counted."""
    from ..architects.game import Game
    from ..architects.rules import RED0

    cases = []
    for players in tables:
        game = Game(players=players, seed=rng.randrange(100))
        red = [rng.randrange(5) for _ in range(players)]
        for seat, n in enumerate(red):
            game.cards[seat][RED0] = n
        shields = [game.shields(s) for s in range(players)]
        before = list(game.victories)
        game.battle()
        left, right = shields[game.left(0)], shields[game.right(0)]
        cases.append(Case((shields[0], left, right), game.victories[0] - before[0],
                          say("course.code.arch.battle", mine=shields[0], left=left, right=right)))
    return cases


def _architects_duel(args):
    from ..architects.game import duel_tokens

    return [Case(a, duel_tokens(*a), say("course.code.arch.duel", mine=a[0], theirs=a[1])) for a in args]


def _said(value):
    """A value a learner's function or the engine gave, as a sentence says it: ``True``,
    ``False`` and ``None`` in words in French (« vrai », « faux », « rien »), the rest as it is.

    >>> _said(True), _said(3)
    ('True', 3)
    >>> from wonderlab.core.i18n import set_language
    >>> set_language("fr"); _said(False), _said(None); set_language("en")
    ('faux', 'rien')
    """
    if value is True or value is False or value is None:
        return say(f"course.code.value.{value}")
    return value


def _architects_shape(rng, count):
    """The engine's rule for the grey cards of a stage payment (gold stands in for anything)."""
    from ..architects.game import fits_shape
    from ..architects.rules import GOLD, GREYS, KINDS, ruleset

    kinds = [*GREYS, GOLD]
    cases = []
    for _ in range(count):
        cards = [rng.choice(kinds) for _ in range(rng.randrange(2, 5))]
        identical = rng.random() < 0.5
        names = [KINDS[k] for k in cards]           # what the function is given: the kinds' ids
        shown = [ruleset().kind(n).label.lower() for n in names] if language() == "fr" else names
        cases.append(Case((names, identical), fits_shape(tuple(cards), identical),
                          say("course.code.arch.shape", cards=", ".join(shown),
                              shape=say(f"course.code.arch.{'identical' if identical else 'different'}"))))
    return cases


def _architects_science(args):
    """The engine's green-card trades: can a Progress token be taken with these symbols?"""
    from ..architects.game import Game
    from ..architects.rules import COMPASS, GEAR, TABLET

    cases = []
    for a in args:
        counts = [0] * 14
        counts[COMPASS], counts[GEAR], counts[TABLET] = a
        can = bool(Game._science_sets(SimpleNamespace(cards=[counts]), 0))
        cases.append(Case(a, can, say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2])))
    return cases


def _architects_blue(args):
    from ..architects.rules import BLUE3, BLUECAT, ruleset
    from ..architects.scoring import score_player

    wonder = ruleset().wonders[0]
    cases = []
    for a in args:
        cards = [0] * 14
        cards[BLUE3], cards[BLUECAT] = a
        sheet = score_player("Ana", wonder, 0, cards, 0, (), False)
        cases.append(Case(a, sheet.categories["civilian"], say("course.code.arch.blue", plain=a[0], cat=a[1])))
    return cases


def _seeded(seed, head, *ranges, count):
    """The shown argument tuples: ``head`` (the cases that teach), then ``count`` drawn with ``seed``."""
    return [*head, *_grid(random.Random(seed), count, *ranges)]


def _games(rng, players=(3, 4, 5, 6, 7)):
    return [(rng.choice(players), rng.randrange(1000, 100000)) for _ in range(3)]


def _duel_what_if(rng, change):
    """Hidden Duel positions: a real position of a seed drawn from ``rng``, the player to move's
    city changed by ``change(game, seat, rng)`` -> a ``Case`` (the engine answers the changed city)."""
    from .duel import position

    cases = []
    while len(cases) < HIDDEN:
        game = position(rng.randrange(100, 100000), rng.choice((15, 25, 35)))
        if not game.is_over and game.phase == "play":
            cases.append(change(game, game.current, rng))
    return cases


def _duel_yellow(game, seat, rng):
    yellow = rng.randrange(9)
    game.p[seat].colors["yellow"] = yellow
    discard = next(a for a in game.legal_actions(seat) if a.kind == "discard")
    return Case((yellow,), discard.coins, say("course.code.duel.yellow", name=game.names[seat], yellow=yellow))


def _duel_prices(game, seat, rng):
    from ..duel.cards import resource_name

    r, units, fixed = rng.randrange(5), rng.randrange(7), rng.random() < 0.3
    produced = list(game.p[1 - seat].produced)
    produced[r] = units
    game.p[1 - seat].produced = type(game.p[1 - seat].produced)(produced)
    game.p[seat].fixed = (game.p[seat].fixed | 1 << r) if fixed else (game.p[seat].fixed & ~(1 << r))
    game._prices = [None, None]
    return Case((units, fixed), game.prices(seat)[r], say("course.code.duel.price", resource=resource_name(r),
                                                          units=units, fixed=say(f"course.code.{fixed}")))


R5, R4, R3 = range(5), range(4), range(3)
EXERCISES = {e.name: e for e in (
    CodeExercise("classic-science",
                 lambda: _classic_science(_seeded(9, [(0, 0, 0), (1, 1, 1), (3, 2, 1)], R5, R5, R5, count=57)),
                 lambda rng: _classic_science(_grid(rng, HIDDEN, range(7), range(7), range(7))),
                 ("science_points", "best_science", "science_formula")),
    CodeExercise("classic-wild",
                 lambda: _classic_wild(_seeded(10, [(1, 1, 2, 1), (2, 2, 1, 1), (0, 0, 0, 2)], R4, R4, R4, R3, count=57)),
                 lambda rng: _classic_wild(_grid(rng, HIDDEN, range(6), range(6), range(6), R3)),
                 ("science_points", "best_science")),
    CodeExercise("classic-military",
                 lambda: _classic_military(((3, 0), (4, 1), (5, 2), (4, 5), (3, 6), (6, 3), (7, 4))),
                 lambda rng: _classic_military(_games(rng)),
                 ("conflict_tokens", "score_city", "score_cities")),
    CodeExercise("classic-trade",
                 lambda: _classic_trade(_seeded(11, [(2, 1, 1, 2, 2), (2, 2, 1, 2, 1), (1, 0, 0, 2, 2), (3, 1, 1, 1, 2)],
                                                range(1, 4), R3, R3, (1, 2), (1, 2), count=56)),
                 lambda rng: _classic_trade(_grid(rng, HIDDEN, range(1, 5), R4, R4, (1, 2), (1, 2))),
                 ("trade_options", "plan", "legal_actions")),
    CodeExercise("classic-treasury",
                 lambda: _classic_treasury([(0,), (1,), (2,), (3,), (11,),
                                            *[(random_12.randrange(40),) for random_12 in [random.Random(12)] for _ in range(35)]]),
                 lambda rng: _classic_treasury([(rng.randrange(100),) for _ in range(HIDDEN)]),
                 ("score_city", "score_cities")),
    CodeExercise("duel-pairs", lambda: _duel_pairs(random.Random(13), [1, 2, 3, *([4, 5, 6, 7] * 10)]),
                 lambda rng: _duel_pairs(rng, [rng.randrange(2, 9) for _ in range(HIDDEN)]), ("_science",)),
    CodeExercise("duel-looting",
                 lambda: _duel_looting(_seeded(14, [(0, 3), (2, 1), (2, 4), (5, 1), (0, 8)], range(0, 8), range(1, 5),
                                               count=45)),
                 lambda rng: _duel_looting(_grid(rng, HIDDEN, range(0, 9), range(1, 6))), ("_military",)),
    CodeExercise("duel-points", lambda: _duel_points(range(9)),
                 lambda rng: _duel_points(rng.sample(range(9), 9) + [rng.randrange(9) for _ in range(HIDDEN - 9)]),
                 ("military_points", "score_cities")),
    CodeExercise("duel-discard", lambda: _duel_discard(range(12)),
                 lambda rng: _duel_what_if(rng, _duel_yellow), ("legal_actions", "option")),
    CodeExercise("duel-price", lambda: _duel_price(range(8)),
                 lambda rng: _duel_what_if(rng, _duel_prices), ("prices", "cost")),
    CodeExercise("architects-battle", lambda: _architects_battle(random.Random(15), [3, 4, 5] * 15),
                 lambda rng: _architects_battle(rng, [rng.choice((3, 4, 5, 6, 7)) for _ in range(HIDDEN)]),
                 ("battle", "shields")),
    CodeExercise("architects-duel",
                 lambda: _architects_duel(_seeded(16, [(1, 0), (2, 1), (3, 2), (4, 2), (2, 2), (0, 0), (1, 2)],
                                                  range(7), range(7), count=43)),
                 lambda rng: _architects_duel(_grid(rng, HIDDEN, range(12), range(12))), ("duel_tokens",)),
    CodeExercise("architects-shape", lambda: _architects_shape(random.Random(17), 60),
                 lambda rng: _architects_shape(rng, HIDDEN), ("fits_shape",)),
    CodeExercise("architects-science",
                 lambda: _architects_science(_seeded(18, [(2, 0, 0), (1, 1, 1), (1, 1, 0), (0, 0, 1)], R3, R3, R3,
                                                     count=46)),
                 lambda rng: _architects_science(_grid(rng, HIDDEN, R4, R4, R4)), ("_science_sets",)),
    CodeExercise("architects-blue",
                 lambda: _architects_blue(_seeded(19, [(1, 0), (0, 1), (2, 3)], R5, R5, count=37)),
                 lambda rng: _architects_blue(_grid(rng, HIDDEN, range(8), range(8))), ("score_player",)),
)}


register({
    "course.code.right": {"en": "Right: your function agrees with the engine on all {count} positions, and on {hidden} hidden ones drawn for this run.",
                          "fr": "Exact : votre fonction est d'accord avec le moteur sur les {count} positions, et sur {hidden} positions cachées tirées pour cette exécution."},
    "course.code.right_choice": {"en": "Right: your function's choice is legal and keeps the property on all {count} positions, and on {hidden} hidden ones drawn for this run.",
                                 "fr": "Exact : le choix de votre fonction est légal et respecte la propriété sur les {count} positions, et sur {hidden} positions cachées tirées pour cette exécution."},
    "course.code.where": {"en": "Position {index} of {total}: {shown}.", "fr": "Position {index} sur {total} : {shown}."},
    "course.code.hidden_where": {"en": "A hidden position, drawn for this run: {shown}.",
                                 "fr": "Une position cachée, tirée pour cette exécution : {shown}."},
    "course.code.value.True": {"en": "True", "fr": "vrai"},
    "course.code.value.False": {"en": "False", "fr": "faux"},
    "course.code.value.None": {"en": "None", "fr": "rien"},
    "course.code.not_yet": {"en": "Your function says {got}: not what the rules give.",
                            "fr": "Votre fonction dit {got} : ce n'est pas ce que donnent les règles."},
    "course.code.differs": {"en": "The engine says {expected}, your function says {got}.",
                            "fr": "Le moteur dit {expected}, votre fonction dit {got}."},
    "course.code.error": {"en": "{kind}: {message}", "fr": "{kind} : {message}"},
    "course.code.raised": {"en": "Your function raised {error}.", "fr": "Votre fonction a levé {error}."},
    "course.code.raised_expected": {"en": "Your function raised {error} (the engine says {expected}).",
                                    "fr": "Votre fonction a levé {error} (le moteur dit {expected})."},
    "course.code.choice": {"en": "Your function chooses {got}: {why}.", "fr": "Votre fonction choisit {got} : {why}."},
    "course.code.choice_expected": {"en": "Your function chooses {got}: {why}. One right choice here: {expected}.",
                                    "fr": "Votre fonction choisit {got} : {why}. Un bon choix ici : {expected}."},
    "course.code.hint": {"en": "Hint: {hint}", "fr": "Indice : {hint}"},
    "course.code.solution_below": {"en": "A reference solution is behind the button below.",
                                   "fr": "Une solution de référence se trouve derrière le bouton ci-dessous."},
    "course.code.show": {"en": "Show a reference solution", "fr": "Voir une solution de référence"},
    "course.code.calls": {"en": "Your function calls {name}, the engine's own answer: write the rule yourself, from the rules of the game.",
                          "fr": "Votre fonction appelle {name}, la réponse du moteur lui-même : écrivez la règle vous-même, d'après les règles du jeu."},
    "course.code.unknown": {"en": "there is no code exercise {name}; they are {names}",
                            "fr": "il n'y a pas d'exercice de code {name} ; ils sont {names}"},
    "course.code.True": {"en": "fixed at 1 coin by a yellow card", "fr": "fixé à 1 pièce par une carte jaune"},
    "course.code.False": {"en": "no yellow card fixes it", "fr": "aucune carte jaune ne le fixe"},
    "course.code.coins.one": {"en": "{count} coin", "fr": "{count} pièce"},
    "course.code.coins.many": {"en": "{count} coins", "fr": "{count} pièces"},
    "course.code.classic.symbols": {"en": "compasses {compass}, gears {gear}, tablets {tablet}",
                                    "fr": "compas {compass}, engrenages {gear}, tablettes {tablet}"},
    "course.code.classic.wild.one": {"en": "{count} symbol of your choice", "fr": "{count} symbole au choix"},
    "course.code.classic.wild.many": {"en": "{count} symbols of your choice", "fr": "{count} symboles au choix"},
    "course.code.classic.conflict": {
        "en": "end of Age {age}, shields: {name} {shields}, the left neighbour {left}, the right neighbour {right}",
        "fr": "fin de l'Âge {age}, boucliers : {name} {shields}, son voisin de gauche {left}, celui de droite {right}"},
    "course.code.classic.trade": {
        "en": "you need {need} wood and produce none; the left neighbour sells {left}, price {left_price} a unit, "
              "the right one {right}, price {right_price}",
        "fr": "il vous faut {need} bois et vous n'en produisez pas ; le voisin de gauche en vend {left}, au prix de "
              "{left_price} l'unité, celui de droite {right}, au prix de {right_price}"},
    "course.code.duel.symbols": {"en": "the science symbols built in this order: {symbols}",
                                 "fr": "les symboles scientifiques construits dans cet ordre : {symbols}"},
    "course.code.duel.pawn": {"en": "the pawn is {start} spaces on the opponent's side and moves {shields} more",
                              "fr": "le pion est à {start} cases du côté adverse et avance encore de {shields}"},
    "course.code.duel.distance": {"en": "the pawn is {distance} spaces from the middle, on the opponent's side",
                                  "fr": "le pion est à {distance} cases du centre, du côté adverse"},
    "course.code.duel.yellow": {"en": "{name}'s yellow cards: {yellow}", "fr": "cartes jaunes de {name} : {yellow}"},
    "course.code.duel.price": {"en": "{resource}: the opponent produces {units}, {fixed}",
                               "fr": "{resource} : l'adversaire en produit {units}, {fixed}"},
    "course.code.arch.battle": {"en": "shields: you {mine}, your left neighbour {left}, your right neighbour {right}",
                                "fr": "boucliers : vous {mine}, votre voisin de gauche {left}, celui de droite {right}"},
    "course.code.arch.duel": {"en": "at 2 players, shields: you {mine}, your opponent {theirs}",
                              "fr": "à 2 joueurs, boucliers : vous {mine}, votre adversaire {theirs}"},
    "course.code.arch.shape": {"en": "cards {cards} for a stage of {shape}", "fr": "cartes {cards} pour une étape {shape}"},
    "course.code.arch.identical": {"en": "identical resources", "fr": "de ressources identiques"},
    "course.code.arch.different": {"en": "different resources", "fr": "de ressources différentes"},
    "course.code.arch.blue": {"en": "blue cards: {plain} without the Cat, {cat} with the Cat",
                              "fr": "cartes bleues : {plain} sans le Chat, {cat} avec le Chat"},
})


register(hint_messages("code",   # each code exercise's hint ladder: the rule, then where to look
    classic_science=(("Each family's count squared, plus 7 for each set of the three different symbols.",
                      "Le nombre de chaque famille au carré, plus 7 par série des trois symboles différents."),
                     ("The number of sets is the smallest of the three counts: min() gives it.",
                      "Le nombre de séries est le plus petit des trois nombres : min() le donne.")),
    classic_wild=(("A symbol of your choice becomes the symbol that scores most: try each of the three.",
                   "Un symbole au choix devient celui qui rapporte le plus : essayez chacun des trois."),
                  ("With several wild symbols, try every way of sharing them, and keep the best (max()).",
                   "Avec plusieurs symboles au choix, essayez toutes les façons de les répartir et gardez la meilleure (max()).")),
    classic_military=(("One comparison with each neighbour: more shields win the Age's value (1, 3, 5), fewer take -1, a tie nothing.",
                       "Une comparaison avec chaque voisin : plus de boucliers gagnent la valeur de l'âge (1, 3, 5), moins prennent -1, l'égalité rien."),
                      ("Handle the tie first: equal shields give 0 for that neighbour.",
                       "Traitez l'égalité d'abord : des boucliers égaux donnent 0 pour ce voisin.")),
    classic_trade=(("Buy from the cheaper neighbour first, as much as they sell; then the rest from the other.",
                    "Achetez d'abord au voisin le moins cher, autant qu'il vend ; puis le reste à l'autre."),
                   ("When the two neighbours together sell less than you need, the answer is None.",
                    "Quand les deux voisins ensemble vendent moins qu'il ne faut, la réponse est None.")),
    classic_treasury=(("1 point for each full group of 3 coins; the coins left over score nothing.",
                       "1 point par groupe complet de 3 pièces ; les pièces qui restent ne rapportent rien."),
                      ("Use whole-number division: // in Python.", "Utilisez la division entière : // en Python.")),
    duel_pairs=(("A progress token for the second symbol of a kind, once per kind.",
                 "Un jeton Progrès au deuxième symbole d'une sorte, une fois par sorte."),
                ("Count the kinds that appear at least twice (set() gives the kinds).",
                 "Comptez les sortes qui apparaissent au moins deux fois (set() donne les sortes).")),
    duel_looting=(("Two looting zones: entering the first takes 2 coins, entering the second 5, each once.",
                   "Deux zones de pillage : entrer dans la première prend 2 pièces, dans la seconde 5, une fois chacune."),
                  ("A zone is entered when the pawn starts before it and ends on or beyond it.",
                   "On entre dans une zone quand le pion part d'avant elle et s'arrête sur elle ou au-delà.")),
    duel_points=(("The pawn's zone gives 0, 2, 5 or 10 points, by its distance from the middle.",
                  "La zone du pion donne 0, 2, 5 ou 10 points, selon sa distance au milieu."),
                 ("Compare the distance with the zones' limits, from the middle outwards: 0, 1–2, 3–5, 6–8.",
                  "Comparez la distance avec les limites des zones, du milieu vers l'extérieur : 0, 1–2, 3–5, 6–8.")),
    duel_discard=(("A discard pays 2 coins plus 1 for each yellow card of your city.",
                   "Une défausse rapporte 2 pièces plus 1 par carte jaune de votre cité."),
                  ("The function receives the yellow cards: add them to the 2.", "La fonction reçoit les cartes jaunes : ajoutez-les aux 2.")),
    duel_price=(("The bank's price: 2 coins plus 1 for each unit the opponent produces; a yellow card can fix it at 1.",
                 "Le prix de la banque : 2 pièces plus 1 par unité que produit l'adversaire ; une carte jaune peut le fixer à 1."),
                ("Test the fixed price first: when it is fixed, the opponent's production does not matter.",
                 "Testez le prix fixé d'abord : quand il l'est, la production adverse ne compte pas.")),
    architects_battle=(("One token against each neighbour who has strictly fewer shields.",
                        "Un jeton contre chaque voisin qui a strictement moins de boucliers."),
                       ("A tie wins nothing: compare with > , not >=.", "Une égalité ne gagne rien : comparez avec > , pas >=.")),
    architects_duel=(("At two players only the stronger wins: 1 token, or 2 when at least double and at least 2 shields.",
                      "À deux, seul le plus fort gagne : 1 jeton, ou 2 s'il a au moins le double et au moins 2 boucliers."),
                     ("Test who is stronger first, then the double.", "Testez d'abord qui est le plus fort, puis le double.")),
    architects_shape=(("Gold stands in for any resource: only the grey cards must be identical, or all different.",
                       "L'or remplace n'importe quelle ressource : seules les cartes grises doivent être identiques, ou toutes différentes."),
                      ("Leave the gold cards out, then compare the number of kinds (set()) with the number of greys.",
                       "Laissez de côté les cartes d'or, puis comparez le nombre de sortes (set()) au nombre de grises.")),
    architects_science=(("A set is two identical symbols, or the three different ones.",
                         "Une série, c'est deux symboles identiques, ou les trois différents."),
                        ("max() finds a pair, min() the three different.", "max() trouve une paire, min() les trois différents.")),
    architects_blue=(("Each blue card scores the points it shows: 3 without the Cat, 2 with it.",
                      "Chaque carte bleue rapporte les points qu'elle porte : 3 sans le Chat, 2 avec."),
                     ("Multiply each count by its points, then add.", "Multipliez chaque nombre par ses points, puis additionnez.")),
))

EXERCISES.update((exercise.name, exercise) for exercise in arc_exercises())


# -- the warm-ups of "The Python you need" (python-you-need.ipynb): Python on a game's data -------
RESOURCES = ("wood", "stone", "clay", "ore", "glass", "papyrus", "loom")
COLORS = ("blue", "red", "green", "yellow", "brown")


def _python_get(rng, count):
    """``units(produces, resource)``: the units of ``resource`` in the dict ``produces``, 0 when
    the city produces none (``dict.get``); half the positions ask a resource not in the dict."""
    cases = []
    for index in range(count):
        produces = {r: rng.randrange(1, 4) for r in rng.sample(RESOURCES, rng.randrange(0, 4))}
        absent = [r for r in RESOURCES if r not in produces]
        resource = rng.choice(absent if index % 2 or not produces else list(produces))
        cases.append(Case((produces, resource), produces.get(resource, 0), f"units({produces!r}, {resource!r})"))
    return cases


def _python_sum(rng, count):
    """``blue_points(cards)``: the points of the blue cards of a list of ``(color, points)``
    pairs (``sum(... for ... if ...)``)."""
    cases = []
    for _ in range(count):
        cards = [(rng.choice(COLORS), rng.randrange(0, 8)) for _ in range(rng.randrange(0, 6))]
        cases.append(Case((cards,), sum(points for color, points in cards if color == "blue"),
                          f"blue_points({cards!r})"))
    return cases


PYTHON = {e.name: e for e in (
    CodeExercise("python-get", lambda: _python_get(random.Random(20), 12), lambda rng: _python_get(rng, HIDDEN)),
    CodeExercise("python-sum", lambda: _python_sum(random.Random(21), 12), lambda rng: _python_sum(rng, HIDDEN)),
)}
"""Checked like the code exercises, hidden positions and hint ladder included, but no rule of a
game: not in ``EXERCISES``, nor in the kernel's journal (a result code carries the games' rules)."""

register(hint_messages("code",
    python_get=(("A resource the city does not produce counts 0; produces[resource] raises KeyError for a key "
                 "the dict does not hold.",
                 "Une ressource que la cité ne produit pas compte 0 ; produces[resource] lève KeyError pour une "
                 "clé que le dict n'a pas."),
                ("The section above reads a dict with a value for a missing key: its method get.",
                 "La section ci-dessus lit un dict avec une valeur pour une clé absente : sa méthode get.")),
    python_sum=(("Only the blue cards count.", "Seules les cartes bleues comptent."),
                ("An if at the end of the generator keeps only some pairs, as in the section's example.",
                 "Un if à la fin du générateur ne garde que certaines paires, comme dans l'exemple de la section.")),
))
