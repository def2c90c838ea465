"""Code to write: the learner writes a small function, the engine checks it like a unit test.

A cell tagged ``wonderlab-code-exercise`` holds the learner's function and one call,
``check("classic-science", science)``: the function is run on many seeded positions, each
answered by the engine, and the first position where the two differ is shown with the expected
answer beside the learner's. Nothing leaves the learner's kernel.

>>> check("classic-treasury", lambda coins: coins // 3).right
True
>>> report = check("classic-treasury", lambda coins: coins // 2)
>>> report.right, report.case.args, report.expected, report.got
(False, (2,), 0, 1)
>>> print(report)
✘ Position 3 of 40: 2 coins. The engine says 0, your function says 1.
>>> print(check("classic-treasury", lambda coins: coins / 3))
✘ Position 1 of 40: 0 coins. The engine says 0 (int), your function says 0.0 (float).
"""

import random
from dataclasses import dataclass
from html import escape
from types import SimpleNamespace

from ..core.i18n import plural, register, say
from ..views.style import RIGHT_EDGE, THEME_TEXT, WRONG_EDGE


@dataclass(frozen=True)
class Case:
    """One position: the arguments given to the learner's function, the engine's answer, and
    the position in words."""
    args: tuple
    expected: object
    shown: str


@dataclass(frozen=True)
class CodeExercise:
    """A function to write: ``cases()`` builds the seeded positions with the engine's answers."""
    name: str
    cases: object


@dataclass
class Report:
    """What ``check`` found: right on every position, or the first one that differs."""
    exercise: str
    total: int
    case: Case = None
    got: object = None
    error: str = None

    @property
    def right(self):
        return self.case is None

    @property
    def expected(self):
        return self.case.expected if self.case else None

    def __str__(self):
        if self.right:
            return "✔ " + say("course.code.right", count=self.total)
        where = say("course.code.where", index=self.index, total=self.total, shown=self.case.shown)
        if self.error:
            return f"✘ {where} {say('course.code.raised', error=self.error, expected=self.case.expected)}"
        expected, got = self.case.expected, self.got
        if expected == got:                    # equal but of another type: say which
            expected, got = f"{expected!r} ({type(expected).__name__})", f"{got!r} ({type(got).__name__})"
        return f"✘ {where} {say('course.code.differs', expected=expected, got=got)}"

    __repr__ = __str__

    def _repr_html_(self):
        color = RIGHT_EDGE if self.right else WRONG_EDGE
        return (f'<div class="wonderlab-code-report" data-right="{str(self.right).lower()}" '
                f'style="padding:4px 8px;border-left:4px solid {color};color:{THEME_TEXT}">{escape(str(self))}</div>')


def check(name, function):
    """Run ``function`` on every position of exercise ``name``; a ``Report`` of the first
    difference (or of none). An exception in the learner's function is reported, not raised."""
    if name not in EXERCISES:
        raise ValueError(say("course.code.unknown", name=name, names=", ".join(EXERCISES)))
    cases = EXERCISES[name].cases()
    for index, case in enumerate(cases, 1):
        try:
            got = function(*case.args)
        except Exception as error:      # the learner's code: any failure is an answer to show
            report = Report(name, len(cases), case, error=f"{type(error).__name__}: {error}")
            report.index = index
            return report
        if got != case.expected or type(got) is not type(case.expected):     # 3.0 or True is not 3 or 1
            report = Report(name, len(cases), case, got)
            report.index = index
            return report
    return Report(name, len(cases))


def _grid(rng, count, *ranges):
    """``count`` seeded argument tuples, each value drawn from its ``range``."""
    return [tuple(rng.choice(r) for r in ranges) for _ in range(count)]


# -- 7 Wonders ------------------------------------------------------------------------------------
def _classic_science():
    from ..core.science import science_points

    rng = random.Random(9)
    args = [(0, 0, 0), (1, 1, 1), (3, 2, 1), *_grid(rng, 57, range(5), range(5), range(5))]
    return [Case(a, science_points(a), say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2]))
            for a in args]


def _classic_wild():
    from ..core.science import best_science

    rng = random.Random(10)
    args = [(1, 1, 2, 1), (2, 2, 1, 1), (0, 0, 0, 2), *_grid(rng, 57, range(4), range(4), range(4), range(3))]
    return [Case(a, best_science(a[:3], a[3])[0],
                 say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2])
                 + ", " + plural(a[3], "course.code.classic.wild")) for a in args]


def _classic_military():
    """Real conflicts: seeded games played with the course's rule of play, every city at the end
    of every Age, the tokens the engine gave it."""
    from .classic import play_to, position

    cases = []
    for players, seed in ((3, 0), (4, 1), (5, 2), (4, 5), (3, 6), (6, 3), (7, 4)):
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


def _classic_trade():
    """The cheapest way to buy ``need`` units of one raw material from two neighbours, as the
    engine's payment search finds it (``None`` when they do not have enough)."""
    from ..classic.payment import trade_options

    def cheapest(need, left, right, left_price, right_price):
        one = lambda n: ((n,) + (0,) * 6, ())                       # noqa: E731  (wood only)
        found = trade_options((need,) + (0,) * 6, one(0), one(left), one(right),
                              int(left_price == 1), int(right_price == 1))
        return found[0].total if found else None

    rng = random.Random(11)
    args = [(2, 1, 1, 2, 2), (2, 2, 1, 2, 1), (1, 0, 0, 2, 2), (3, 1, 1, 1, 2),
            *_grid(rng, 56, range(1, 4), range(3), range(3), (1, 2), (1, 2))]
    return [Case(a, cheapest(*a), say("course.code.classic.trade", need=a[0], left=a[1], right=a[2],
                                      left_price=a[3], right_price=a[4])) for a in args]


def _classic_treasury():
    """The engine's score sheet of a city holding these coins (its neighbours hold nothing)."""
    from ..classic import wonder_set
    from ..classic.city import City
    from ..classic.scoring import score_city

    def treasury(coins):
        cities = [City(wonder_set().by_name(name).side("A")) for name in ("Gizah", "Rhodos", "Babylon")]
        cities[0].coins = coins
        return score_city(cities, 0).categories["treasury"]

    rng = random.Random(12)
    args = [(0,), (1,), (2,), (3,), (11,), *[(rng.randrange(40),) for _ in range(35)]]
    return [Case(a, treasury(a[0]), plural(a[0], "course.code.coins")) for a in args]


# -- 7 Wonders Duel --------------------------------------------------------------------------------
def _duel_game():
    from ..duel.game import Game

    return Game(seed=0, names=["Hugo", "Lea"])


def _duel_pairs():
    """Each symbol built in turn by the engine: how many times it calls for a progress token."""
    from ..duel.cards import SCIENCE

    symbols = list(SCIENCE)[:5]              # five kinds at most: six would be a supremacy
    rng = random.Random(13)
    cases = []
    for count in [1, 2, 3, *([4, 5, 6, 7] * 10)]:
        built = [rng.choice(symbols) for _ in range(count)]
        game = _duel_game()
        before = len(game.pending)
        for symbol in built:
            game._science(0, SCIENCE.index(symbol))
        tokens = len(game.pending) - before
        cases.append(Case((list(built),), tokens, say("course.code.duel.symbols", symbols=", ".join(built))))
    return cases


def _duel_looting():
    """The pawn moved by the engine from the middle to ``start``, then by ``shields``: the coins
    the opponent loses on the second move (his purse deep enough)."""
    rng = random.Random(14)
    args = [(0, 3), (2, 1), (2, 4), (5, 1), (0, 8), *_grid(rng, 45, range(0, 8), range(1, 5))]
    cases = []
    for start, shields in args:
        game = _duel_game()
        game._military(0, start)             # on its way, the pawn took the tokens it passed
        game.p[1].coins = 99
        game._military(0, shields)
        cases.append(Case((start, shields), 99 - game.p[1].coins,
                          say("course.code.duel.pawn", start=start, shields=shields)))
    return cases


def _duel_points():
    from ..duel.scoring import military_points

    return [Case((d,), military_points(d, 0), say("course.code.duel.distance", distance=d)) for d in range(9)]


def _duel_discard():
    """Real positions: the discard action's coins the engine offers the player to move."""
    from .duel import position

    cases = []
    for seed in range(12):
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


def _duel_price():
    """Real positions: the bank's price of each resource for the player to move."""
    from ..duel.cards import resource_name
    from .duel import position

    cases = []
    for seed in range(8):
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
def _architects_battle():
    """The engine's battle at 3 players and more: shields set on the red cards, tokens counted."""
    from ..architects.game import Game
    from ..architects.rules import RED0

    rng = random.Random(15)
    cases = []
    for players in [3, 4, 5] * 15:
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


def _architects_duel():
    from ..architects.game import duel_tokens

    rng = random.Random(16)
    args = [(1, 0), (2, 1), (3, 2), (4, 2), (2, 2), (0, 0), (1, 2), *_grid(rng, 43, range(7), range(7))]
    return [Case(a, duel_tokens(*a), say("course.code.arch.duel", mine=a[0], theirs=a[1])) for a in args]


def _architects_shape():
    """The engine's rule for the grey cards of a stage payment (gold stands in for anything)."""
    from ..architects.game import fits_shape
    from ..architects.rules import GOLD, GREYS, KINDS

    rng = random.Random(17)
    kinds = [*GREYS, GOLD]
    cases = []
    for _ in range(60):
        cards = [rng.choice(kinds) for _ in range(rng.randrange(2, 5))]
        identical = rng.random() < 0.5
        names = [KINDS[k] for k in cards]
        cases.append(Case((names, identical), fits_shape(tuple(cards), identical),
                          say("course.code.arch.shape", cards=", ".join(names),
                              shape=say(f"course.code.arch.{'identical' if identical else 'different'}"))))
    return cases


def _architects_science():
    """The engine's green-card trades: can a Progress token be taken with these symbols?"""
    from ..architects.game import Game
    from ..architects.rules import COMPASS, GEAR, TABLET

    rng = random.Random(18)
    args = [(2, 0, 0), (1, 1, 1), (1, 1, 0), (0, 0, 1), *_grid(rng, 46, range(3), range(3), range(3))]
    cases = []
    for a in args:
        counts = [0] * 14
        counts[COMPASS], counts[GEAR], counts[TABLET] = a
        can = bool(Game._science_sets(SimpleNamespace(cards=[counts]), 0))
        cases.append(Case(a, can, say("course.code.classic.symbols", compass=a[0], gear=a[1], tablet=a[2])))
    return cases


def _architects_blue():
    from ..architects.rules import BLUE3, BLUECAT, ruleset
    from ..architects.scoring import score_player

    wonder = ruleset().wonders[0]
    rng = random.Random(19)
    args = [(1, 0), (0, 1), (2, 3), *_grid(rng, 37, range(5), range(5))]
    cases = []
    for a in args:
        cards = [0] * 14
        cards[BLUE3], cards[BLUECAT] = a
        sheet = score_player("Ana", wonder, 0, cards, 0, (), False)
        cases.append(Case(a, sheet.categories["civilian"], say("course.code.arch.blue", plain=a[0], cat=a[1])))
    return cases


EXERCISES = {e.name: e for e in (
    CodeExercise("classic-science", _classic_science),
    CodeExercise("classic-wild", _classic_wild),
    CodeExercise("classic-military", _classic_military),
    CodeExercise("classic-trade", _classic_trade),
    CodeExercise("classic-treasury", _classic_treasury),
    CodeExercise("duel-pairs", _duel_pairs),
    CodeExercise("duel-looting", _duel_looting),
    CodeExercise("duel-points", _duel_points),
    CodeExercise("duel-discard", _duel_discard),
    CodeExercise("duel-price", _duel_price),
    CodeExercise("architects-battle", _architects_battle),
    CodeExercise("architects-duel", _architects_duel),
    CodeExercise("architects-shape", _architects_shape),
    CodeExercise("architects-science", _architects_science),
    CodeExercise("architects-blue", _architects_blue),
)}


register({
    "course.code.right": {"en": "Right: your function agrees with the engine on all {count} positions.",
                          "fr": "Exact : votre fonction est d'accord avec le moteur sur les {count} positions."},
    "course.code.where": {"en": "Position {index} of {total}: {shown}.", "fr": "Position {index} sur {total} : {shown}."},
    "course.code.differs": {"en": "The engine says {expected}, your function says {got}.",
                            "fr": "Le moteur dit {expected}, votre fonction dit {got}."},
    "course.code.raised": {"en": "Your function raised {error} (the engine says {expected}).",
                           "fr": "Votre fonction a levé {error} (le moteur dit {expected})."},
    "course.code.unknown": {"en": "there is no code exercise {name}; they are {names}",
                            "fr": "il n'y a pas d'exercice de code {name} ; ils sont {names}"},
    "course.code.True": {"en": "fixed at 1 coin by a yellow card", "fr": "fixé à 1 pièce par une carte jaune"},
    "course.code.False": {"en": "no yellow card fixes it", "fr": "aucune carte jaune ne le fixe"},
    "course.code.coins.one": {"en": "{count} coin", "fr": "{count} pièce"},
    "course.code.coins.many": {"en": "{count} coins", "fr": "{count} pièces"},
    "course.code.classic.symbols": {"en": "compasses {compass}, gears {gear}, tablets {tablet}",
                                    "fr": "compas {compass}, roues {gear}, tablettes {tablet}"},
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
