"""The 7 Wonders course's exercises: real positions from seeded games, answers checked here.

A learner's cell is ``exercise("trading-1")``: the widget asks, the learner answers and presses
Check, and a wrong answer is told which rule it missed. Every position is a real game played
by ``play_to`` (a fixed rule of play, so that it never changes with the bots).

>>> quiz = exercise("trading-3")
>>> quiz.answer.value = "4"; quiz.button.click()
>>> "Marketplace" in quiz.feedback.value
True
>>> quiz.answer.value = "3"; quiz.button.click()
>>> quiz.right
True
"""

from html import escape

import ipywidgets as widgets
from IPython.display import HTML

from ..classic import Game, card_set, wonder_set
from ..classic.cards import cost_text, unit_text
from ..classic.city import City
from ..classic.payment import trade_options
from ..core.i18n import plural, register, say
from ..core.labels import symbol_count
from ..widgets.classic import ScienceCalculator, ScorePad
from ..widgets.quiz import BreakdownQuiz, Question, ScienceQuiz
from .ladder import Laddered, hint_messages, prepared
from .still import Still, plain

# -- positions -----------------------------------------------------------------------------------
NAMES = ("Ana", "Bo", "Cy", "Di", "Eva", "Fay", "Gus")


def first_build(game, city):
    """The fixed rule of play of the course's positions: the first card that can be built (the
    cheapest way), else the first legal action."""
    actions = game.legal_actions(city)
    builds = [a for a in actions if a.kind == "build"]
    return (builds or actions)[0]


def play_to(game, age, turn):
    """Play ``game`` with ``first_build`` until Age ``age``, turn ``turn`` begins (or the end).

    >>> game = play_to(Game(players=4, seed=0, names=NAMES[:4]), 2, 1)
    >>> game.age, game.turn
    (2, 1)
    """
    while not game.is_over and (game.age, game.turn) < (age, turn):
        for city in game.waiting:
            game.play(city, first_build(game, city))
    return game


def position(players, seed, age=1, turn=1):
    """A seeded game of ``players`` named Ana, Bo, Cy…, played to Age ``age``, turn ``turn``."""
    return play_to(Game(players=players, seed=seed, names=list(NAMES[:players])), age, turn)


def play_to_end(game):
    """Play ``game`` to its end with ``first_build``."""
    return play_to(game, 4, 1)


def show(*things):
    """Cards, wonder sides and cities drawn side by side (one HTML output).

    >>> "Altar" in show(card_set().by_name("Altar")).data
    True
    """
    from ..classic.cards import Card, Wonder
    from ..views.classic import card_html, city_html, wonder_html

    parts = []
    for thing in things:
        if isinstance(thing, Card):
            parts.append(card_html(thing))
        elif isinstance(thing, Wonder):
            parts.append(wonder_html(thing))
        elif isinstance(thing, City):
            parts.append(city_html(thing))
        else:
            parts.append(f"<div>{escape(str(thing))}</div>")
    return HTML("".join(parts))


# -- the two kinds of exercise --------------------------------------------------------------------
class Shown(Still):
    """A widget that also reads as text and HTML where no kernel runs (GitHub, a stored file):
    its question, its options, and "run the cell to answer" — never a raw widget repr."""

    def _options(self):
        return [label for label, _key in getattr(self, "options", widgets.RadioButtons()).options]

    def still_text(self):
        note = say("course.classic.run_to_answer")
        return "\n".join([plain(self.prompt.value), *(f"- {label}" for label in self._options()), f"({note})"])

    def still_html(self):
        prompt = self.prompt.value.replace("<b>", "").replace("</b>", "")     # escaped HTML
        listed = "".join(f"<li>{escape(label)}</li>" for label in self._options())
        return (f'<div class="wonderlab-exercise"><b>{prompt}</b>'
                f'{f"<ul>{listed}</ul>" if listed else ""}'
                f'<div><i>{escape(say("course.classic.run_to_answer"))}</i></div></div>')


class Stored(Still):
    """A what-if widget that, where no kernel runs, shows what it computed (``summary_html``)
    and a line of text — never a raw widget repr."""

    def still_text(self):
        return f"{self.title()} ({say('course.classic.run_to_use')})"

    def still_html(self):
        return (f'<div class="wonderlab-stored"><h3>{escape(self.title())}</h3>'
                f'{self.summary_html()}<div><i>{escape(say("course.classic.run_to_use"))}</i></div></div>')


class CourseScorePad(Stored, ScorePad):
    """The score pad; stored, it shows the table's score."""

    def title(self):
        return say("lab.pad.title")

    def summary_html(self):
        return self.breakdown.value


class CourseScienceCalculator(Stored, ScienceCalculator):
    """The science calculator; stored, it shows its sum."""

    def title(self):
        return say("lab.sci.title")

    def summary_html(self):
        return self.result.value


def score_pad(table):
    """The score pad on ``table`` (a table file's contents): change anything, see the score."""
    return CourseScorePad(table)


def science_calculator(compass=0, gear=0, tablet=0, wildcards=0):
    """The science calculator, starting from these counts."""
    return CourseScienceCalculator(compass, gear, tablet, wildcards)


class NumberQuestion(Laddered, Shown, Question):
    """A whole-number question on the feedback ladder; ``verdict(value)`` returns
    ``(right, diagnosis or None)``, ``solution`` is the worked answer. Reads as text where no kernel runs."""

    def __init__(self, prompt, verdict, solution):
        self.verdict, self._solution = verdict, solution
        super().__init__(prompt, None)

    def solution(self):
        return self._solution


class ScienceQuestion(Laddered, Shown, ScienceQuiz):
    """``ScienceQuiz`` on the feedback ladder, that reads as text where no kernel runs; its
    hints quote its own counts (``compass``, ``gear``, ``tablet``)."""

    def __init__(self, counts):
        super().__init__(counts)
        self.with_fields(**dict(zip(("compass", "gear", "tablet"), self.counts, strict=True)))


class BreakdownQuestion(Laddered, Shown, BreakdownQuiz):
    """``BreakdownQuiz`` on the feedback ladder, that reads as text where no kernel runs."""


class Choice(Laddered, Shown, widgets.VBox):
    """A question with one right option among a few, on the feedback ladder. ``verdict(key)``
    returns ``(right, diagnosis or None)``; ``solution`` is the worked answer.

    Driven from Python like a click: ``choice.options.value = key; choice.button.click()``.
    """

    def __init__(self, prompt, options, verdict, solution):
        self.verdict, self._solution = verdict, solution
        self.prompt = widgets.HTML(f"<b>{escape(prompt)}</b>")
        self.options = widgets.RadioButtons(options=[(label, key) for key, label in options], value=None,
                                            layout=widgets.Layout(width="auto"))
        self.button = widgets.Button(description=say("lab.quiz.check"), button_style="primary")
        self.feedback = widgets.HTML()
        self.right = None
        self.button.on_click(lambda _button: self.submit())
        super().__init__([self.prompt, self.options, self.button, self.feedback])

    def solution(self):
        return self._solution

    def order_options(self, rng):
        options = list(self.options.options)
        rng.shuffle(options)
        self.options.options = options
        self.options.value = None

    def read(self):
        if self.options.value is None:
            return None, say("course.classic.pick")
        return self.options.value, None


def _choice(key, options, good, reasons=None, **fields):
    """A ``Choice`` whose prompt and options are messages ``course.classic.<key>.*``; ``reasons``
    maps a wrong option to the message explaining it (default ``<key>.why.<option>``)."""
    reasons = reasons or {}

    def verdict(option):
        if option == good:
            return True, None
        return False, say(reasons.get(option, f"course.classic.{key}.why.{option}"), **fields)

    labels = [(o, say(f"course.classic.{key}.option.{o}", **fields)) for o in options]
    return Choice(say(f"course.classic.{key}.prompt", **fields), labels, verdict,
                  say(f"course.classic.{key}.right", **fields)).with_fields(**fields)


def _number(key, expected, reasons, **fields):
    """A ``NumberQuestion`` whose answer is ``expected``; ``reasons`` maps a typical wrong number
    to the message key that diagnoses it; any other number climbs the feedback ladder."""
    def verdict(value):
        if value == expected:
            return True, None
        reason = reasons.get(value)
        return False, reason and say(reason, **fields)

    return NumberQuestion(say(f"course.classic.{key}.prompt", **fields), verdict,
                          say(f"course.classic.{key}.right", **fields)).with_fields(**fields)


# -- 01 the goal and the score --------------------------------------------------------------------
TREASURY_COINS = 17
"""treasury-1's coins: 5 full groups of 3 and 2 left over (an answer other than the 3 of the rule)."""


def treasury_1(coins=TREASURY_COINS):
    """17 coins are worth 5 points: only full groups of 3 count."""
    groups, left = divmod(coins, 3)
    return _number("treasury-1", groups, {groups + 1: "course.classic.treasury-1.why.up",
                                          coins: "course.classic.treasury-1.why.coins"},
                   coins=coins, groups=groups, left=left)


GOAL_TABLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Alexandria", "side": "A", "stages": 1, "coins": 4, "military": [-1, -1, -1, -1],
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Laboratory", "Library", "University"]},
    {"name": "Bo", "wonder": "Gizah", "side": "A", "stages": 2, "coins": 6, "military": [1, 1, 3, 3, 5, -1],
     "cards": ["Baths", "Temple", "Stockade"]},
    {"name": "Cy", "wonder": "Rhodos", "side": "A", "stages": 3, "coins": 9, "military": [-1, -1, 5, 5],
     "cards": ["Altar", "Pantheon", "Marketplace"]},
]}
"""The small table of notebook 01: tokens that their shields explain (Ana has none, so she
only lost; Bo's Stockade beat everyone in Ages I and II; Cy's Colossus stage, built in Age III,
beat both)."""


def goal_table_sheets():
    from ..classic import score_cities
    from ..classic.table import read_table

    names, cities = read_table(GOAL_TABLE)
    return names, cities, score_cities(cities, names)


SCORE_SEED = 3
"""score-1's game: 3 players (seed 3) played to the end; notebook 01 scores another table
(``GOAL_TABLE``), so the exercise asks about a total that nothing has shown."""


def total_question(key, game, seat):
    """A city's whole score asked from what the city holds for two lines (its conflict tokens,
    its coins) and the points of its five others: more than adding the pad's subtotals."""
    from ..core.labels import category_label

    sheet, city = game.scores()[seat], game.cities[seat]
    others = ", ".join(f"{category_label(c)} {n}" for c, n in sheet.categories.items()
                       if c not in ("military", "treasury"))
    prompt = say(f"course.classic.{key}.prompt", name=sheet.name, coins=city.coins, others=others,
                 tokens=", ".join(f"{t:+d}" for t in city.military) or "-")
    hints = {"treasury": say("course.classic.total.coins", coins=city.coins)}
    return BreakdownQuestion(prompt, sheet.categories, hints).with_fields(name=sheet.name)


def score_1():
    """Bo's total at the end of another game: his conflict tokens, his coins and his five other lines."""
    return total_question("score-1", play_to_end(position(3, SCORE_SEED)), 1)


# -- 02 the box and the setup ---------------------------------------------------------------------
def setup_1():
    """How many guilds at 5 players: n + 2 = 7."""
    return _number("setup-1", 7, {5: "course.classic.setup-1.why.n", 10: "course.classic.setup-1.why.all"},
                   players=5)


def setup_2():
    """The Age III deck at 4 players: its 22 cards plus 6 guilds = 28 = 7 per player."""
    plain = len(card_set().physical_deck(3, 4))
    return _number("setup-2", plain + 6, {plain: "course.classic.setup-2.why.guilds",
                                          plain + 10: "course.classic.setup-2.why.all"},
                   players=4, plain=plain)


def setup_3():
    """A card printed 5+ is put back in a 4-player game."""
    return _choice("setup-3", ("keep", "back", "points"), "back")


# -- 03 cards, colours and costs ------------------------------------------------------------------
def cost_position():
    """Ana's first hand in a 3-player game (seed 1)."""
    return position(3, 1)


def _free_now(game, city, card):
    return any(a.card is card and a.kind == "build" and a.payment.total == 0 for a in game.legal_actions(city))


def cost_1():
    """How many cards of Ana's first hand can she build paying nothing at all?"""
    game = cost_position()
    hand = game.hand(0)
    free = [c for c in hand if _free_now(game, 0, c)]
    coin_cards = [c for c in hand if c.coins and not any(c.cost)]
    short = [c for c in hand if any(c.cost) and c not in free]
    fields = {"free": ", ".join(c.label for c in free), "coins": ", ".join(c.label for c in coin_cards) or "-",
              "short": ", ".join(c.label for c in short) or "-"}

    def verdict(value):
        if value == len(free):
            return True, None
        return False, say(f"course.classic.cost-1.why.{'more' if value > len(free) else 'less'}", **fields)

    return NumberQuestion(say("course.classic.cost-1.prompt"), verdict, say("course.classic.cost-1.right", **fields))


def production_1():
    """A Stone Pit used on one turn still produces on the next: production is never spent."""
    return _choice("production-1", ("yes", "no", "buy"), "yes")


def tree_farm_units():
    """What a city of Gizah A with a Tree Farm pays, itself, for 1 wood + 1 clay: ``None`` when it
    cannot without trading (the Tree Farm gives wood *or* clay, once a turn)."""
    city = City(wonder_set().by_name("Gizah").side("A"))
    city.add_card(card_set().by_name("Tree Farm"))
    nothing = ((0,) * 7, ())
    cost = (1, 0, 1, 0, 0, 0, 0)
    return trade_options(cost, city.own_production(), nothing, nothing, 0, 0)


def choice_1():
    """A Tree Farm (wood or clay) gives one unit a turn."""
    return _number("choice-1", 1, {2: "course.classic.choice-1.why.both"},
                   unit=unit_text(card_set().by_name("Tree Farm").effect.produces[0]))


# -- 04 trading -----------------------------------------------------------------------------------
def trading_1():
    """Ana's Barracks (1 ore) in the seed-1 position: 2 coins to Cy, her right neighbour."""
    game = cost_position()
    action = next(a for a in game.legal_actions(0) if a.card.name == "Barracks" and a.kind == "build")
    left, right = game.names[game.left(0)], game.names[game.right(0)]
    seller = right if action.payment.right else left
    other = left if seller == right else right
    keys = {right: "right", left: "left"}
    good = keys[seller]
    wrong_side = keys[other]
    options = ("bank", "left", "right", "one")
    reasons = {"bank": "course.classic.trading-1.why.bank", wrong_side: "course.classic.trading-1.why.side",
               "one": "course.classic.trading-1.why.one"}
    return _choice("trading-1", options, good, reasons, left=left, right=right, seller=seller, other=other,
                   card=action.card.label)


def trading_2():
    """What a neighbour may sell: his brown and gray cards and his board's resource, not the
    production of a yellow card."""
    return _choice("trading-2", ("brown", "gray", "board", "yellow"), "yellow",
                   {k: "course.classic.trading-2.why.sold" for k in ("brown", "gray", "board")})


def discount_position():
    """Age II, turn 1 of a 4-player game (seed 0): Ana has a Marketplace."""
    return position(4, 0, 2, 1)


def trading_3():
    """Ana's Library: stone from her board, 1 stone from the left (2 coins), 1 loom from the
    right at 1 coin thanks to her Marketplace: 3 coins."""
    game = discount_position()
    cheapest = min(a.payment.total for a in game.legal_actions(0) if a.card.name == "Library" and a.kind == "build")
    return _number("trading-3", cheapest, {cheapest + 1: "course.classic.trading-3.why.discount",
                                           cheapest + 2: "course.classic.trading-3.why.own",
                                           cheapest - 1: "course.classic.trading-3.why.raw"})


def trading_4():
    """Coins earned by selling this turn can be spent only from the next turn."""
    return _choice("trading-4", ("yes", "no", "seller"), "no", {"seller": "course.classic.trading-4.why.seller"})


def trading_5():
    """A neighbour cannot refuse to sell, and selling does not stop him using his resource."""
    return _choice("trading-5", ("refuse", "lose", "both"), "both")


# -- 05 chaining and names ------------------------------------------------------------------------
def chain_position():
    """Age II, turn 1 of a 4-player game (seed 4): Ana built a Theater; her hand holds the Statue."""
    return position(4, 4, 2, 1)


def chain_1():
    """The Statue costs Ana nothing: she built the Theater."""
    statue = card_set().by_name("Statue")
    return _choice("chain-1", ("free", "cost", "trade", "never"), "free",
                   cost=cost_text(statue.cost), parent=card_set().by_name("Theater").label, card=statue.label)


def duplicate_position():
    """Age III, turn 2 of a 5-player game (seed 0): Ana's hand holds a Senate, and she built one."""
    return position(5, 0, 3, 2)


def chain_2():
    """Never two cards of one name: the second Senate can only be discarded or tucked."""
    return _choice("chain-2", ("build", "stage", "discard", "stage_or_discard"), "stage_or_discard",
                   {"build": "course.classic.chain-2.why.build", "stage": "course.classic.chain-2.why.part",
                    "discard": "course.classic.chain-2.why.part"},
                   card=card_set().by_name("Senate").label)


# -- 06-07 a turn, an Age -------------------------------------------------------------------------
def age_1():
    """In Age II the hands go right: Ana (4 players) passes to Di."""
    game = position(4, 0, 2, 1)
    right, left = game.names[game.right(0)], game.names[game.left(0)]
    opposite = next(game.names[i] for i in range(4) if i not in (0, game.left(0), game.right(0)))
    return _choice("age-1", ("left", "right", "opposite"), "right", left=left, right=right, opposite=opposite)


def age_2():
    """A player builds (or tucks, or discards) 6 cards an Age; the 7th is discarded."""
    return _number("age-2", 6, {7: "course.classic.age-2.why.seven"})


def age_3():
    """The 6th turn's last card is discarded, with no coins."""
    return _choice("age-3", ("three", "none", "keep"), "none")


def age_4():
    """A card that can be neither built nor tucked is discarded for 3 coins."""
    return _number("age-4", 3, {0: "course.classic.age-4.why.zero"})



# -- 08-09 wonder stages and powers ---------------------------------------------------------------
def wonder_first(game, city):
    """The rule of play of the wonder positions: the next stage when it can be built, else
    ``first_build``."""
    stages = [a for a in game.legal_actions(city) if a.kind == "stage"]
    return stages[0] if stages else first_build(game, city)


POWERS_TABLE = {"players": 3, "seed": 0, "wonders": ["Olympia", "Halikarnassos", "Babylon"],
                "sides": ["A", "A", "B"]}


def powers_game():
    """A 3-player game (seed 0) of Olympia A, Halikarnassos A and Babylon B, at its start:
    played with ``wonder_first``, every power of the three shows up by Age III, turn 1."""
    return Game(names=list(NAMES[:3]), **POWERS_TABLE)


def play_with(game, rule, age, turn):
    """Play ``game`` with ``rule`` (``first_build``, ``wonder_first``) until Age ``age``, turn ``turn``."""
    while not game.is_over and (game.age, game.turn) < (age, turn):
        for city in game.waiting:
            game.play(city, rule(game, city))
    return game


WONDER_SEAT = 1
"""wonder-1 asks about Bo (Halikarnassos A): notebook 08 shows Ana's Olympia A, 2 of its 3 stages built."""


def wonder_1():
    """Which stage does Bo (Halikarnassos A) build next, Age II turn 1 of the powers game?"""
    game = play_with(powers_game(), wonder_first, 2, 1)
    city = game.cities[WONDER_SEAT]
    built = city.stages
    reasons = {1: "course.classic.wonder-1.why.first"} if built else {}
    for later in range(built + 2, 5):
        reasons[later] = "course.classic.wonder-1.why.order"
    return _number("wonder-1", built + 1, reasons, built=built, next=built + 1, name=game.names[WONDER_SEAT],
                   wonder=city.wonder.label, stages_built=plural(built, "course.classic.count.stages_built"))


def wonder_2():
    """A stage costs what the board prints, not what the tucked card costs."""
    game = duplicate_position()
    stage = game.cities[0].next_stage
    senate = card_set().by_name("Senate")
    return _choice("wonder-2", ("card", "stage", "both"), "stage", card=senate.label,
                   card_cost=cost_text(senate.cost), stage=stage.index, stage_cost=cost_text(stage.cost))


def wonder_3():
    """The card under a stage stays secret: tuck the card your neighbour needs."""
    return _choice("wonder-3", ("pass", "stage", "build"), "stage")


def wonder_4():
    """Gizah A's three stages: 3 + 5 + 7 = 15 points."""
    points = [stage.effect.points for stage in wonder_set().by_name("Gizah").side("A").stages]
    return _number("wonder-4", sum(points), {points[-1]: "course.classic.wonder-4.why.last",
                                             len(points): "course.classic.wonder-4.why.count"})


def olympia_free_builds():
    """In the powers game Ana (Olympia A) builds the Caravansery for free on Age II's first turn;
    then, Age by Age, whether each of her later turns offers a free build.

    >>> olympia_free_builds()[2]
    [False, False, False, False, False]
    """
    game = play_with(powers_game(), wonder_first, 2, 1)
    game.play(0, next(a for a in game.card_actions(0, "Caravansery") if a.payment.how == "free"))
    for city in game.waiting:
        game.play(city, wonder_first(game, city))
    offered = {}
    while not game.is_over:
        if 0 in game.waiting and game.phase == "play":
            offered.setdefault(game.age, []).append(any(a.payment.how == "free" for a in game.legal_actions(0)))
        for city in game.waiting:
            game.play(city, wonder_first(game, city))
    return offered


def wonder_5():
    """Olympia A's free build is once per Age: spent in Age II, back in Age III."""
    return _choice("wonder-5", ("yes", "next_age", "never"), "next_age")


# -- 10 military ----------------------------------------------------------------------------------
WINS = {1: 1, 2: 3, 3: 5}


def conflict_tokens(shields, neighbours, age):
    """The tokens a city takes at the end of Age ``age``: one per neighbour it does not tie.

    >>> conflict_tokens(3, (4, 2), 2)
    [-1, 3]
    """
    return [WINS[age] if shields > other else -1 for other in neighbours if other != shields]


def military_position():
    """Age III, turn 1 of a 4-player game (seed 5): the conflicts of Age II were just fought."""
    return position(4, 5, 3, 1)


TIE_SEED = 2
"""military-3's game: 4 players (seed 2), end of Age II: Ana ties Bo (2 shields each), Di has 3."""


def military_1(seed=5, key="military-1"):
    """Ana's two tokens of Age II from her shields and her neighbours' (seed 5; ``military-3``
    asks it on seed 2, where Ana ties a neighbour)."""
    game = position(4, seed, 3, 1)
    shields = game.cities[0].shields
    left, right = game.cities[game.left(0)].shields, game.cities[game.right(0)].shields
    tokens = conflict_tokens(shields, (left, right), 2)
    total = sum(tokens)
    reasons = {}
    for age in (1, 3):
        reasons[sum(conflict_tokens(shields, (left, right), age))] = "course.classic.military-1.why.age"
    for token in tokens:
        reasons.setdefault(token, "course.classic.military-1.why.both")
    reasons.setdefault(-len(tokens), "course.classic.military-1.why.defeat")
    tied = [n for n in (left, right) if n == shields]
    if tied:                          # a tie counted as a defeat, or as a victory
        reasons[total - len(tied)] = "course.classic.military-3.why.tie"
        reasons[total + WINS[2] * len(tied)] = "course.classic.military-3.why.tie"
    reasons.pop(total, None)
    return _number(key, total, reasons, shields=shields, left=game.names[game.left(0)],
                   right=game.names[game.right(0)], left_shields=left, right_shields=right,
                   tokens=", ".join(f"{t:+d}" for t in tokens))


def military_3():
    """A tie with a neighbour gives no token: Ana (2 shields) ties Bo, loses to Di (seed 2)."""
    return military_1(TIE_SEED, "military-3")


COLOUR_SEED = 5
"""colour-1's hand: Ana's first hand of a 3-player game, seed 5 (one card of each colour but purple)."""


def colour_1():
    """Which card of the hand gives shields? Each colour gives one kind of thing."""
    hand = position(3, COLOUR_SEED).hand(0)
    shown = []
    for card in hand:
        if card.color not in {c.color for c in shown}:
            shown.append(card)
    red = next(c for c in shown if c.color == "red")
    cards = ", ".join(f"{c.label} ({say(f'lab.colorname.{c.color}')})" for c in shown)
    options = [c.name for c in shown if c.color in ("red", "blue", "green", "yellow")]
    reasons = {c.name: say("course.classic.colour-1.why", card=c.label, colour=say(f"lab.colorname.{c.color}"),
                           gives=say(f"course.classic.colour.{c.color}")) for c in shown if c is not red}

    def verdict(option):
        return (True, None) if option == red.name else (False, reasons[option])

    labels = [(c.name, c.label) for c in shown if c.name in options]
    return Choice(say("course.classic.colour-1.prompt", cards=cards), labels, verdict,
                  say("course.classic.colour-1.right", card=red.label))


def military_2():
    """Fewer shields than both neighbours: two defeat tokens in one Age."""
    return _choice("military-2", ("one", "two", "none"), "two")


# -- 11 science -----------------------------------------------------------------------------------
def wildcard_city():
    """A city of Babylon A with 1 compass, 1 gear, 2 tablets and the Scientists Guild (one
    symbol of its choice)."""
    city = City(wonder_set().by_name("Babylon").side("A"))
    for name in ("Apothecary", "Workshop", "Scriptorium", "Library", "Scientists Guild"):
        city.add_card(card_set().by_name(name))
    return city


def science_wild():
    """Which symbol should the Scientists Guild be? The one that scores most."""
    from ..core.science import SYMBOLS, science_points

    counts = wildcard_city().science
    scores = {}
    for i, symbol in enumerate(SYMBOLS):
        trial = list(counts)
        trial[i] += 1
        scores[symbol] = science_points(trial)
    best = max(scores, key=scores.get)
    fields = {f"{symbol}_points": points for symbol, points in scores.items()}
    fields.update(best_points=scores[best], counts=", ".join(symbol_count(n, s) for s, n in zip(SYMBOLS, counts, strict=True)))
    reasons = {symbol: "course.classic.science-wild.why.worse" for symbol in SYMBOLS if symbol != best}
    return _choice("science-wild", SYMBOLS, best, reasons, **fields)


# -- 12 commerce and guilds -----------------------------------------------------------------------
def commerce_position():
    """A 4-player game (seed 0) played to its end: Ana built the Haven and the Lighthouse."""
    return play_to_end(position(4, 0))


def commerce_1():
    """Ana's commercial points: each Age III yellow card counts cards in her own city."""
    game = commerce_position()
    ana = game.cities[0]
    points = game.scores()[0].categories["commercial"]
    around = ana.colors["brown"] + ana.colors["yellow"]
    others = sum(game.cities[n].colors[c] for n in (game.left(0), game.right(0)) for c in ("brown", "yellow"))
    return _number("commerce-1", points, {points + others: "course.classic.commerce-1.why.neighbours"},
                   brown=ana.colors["brown"], yellow=ana.colors["yellow"], total=around)


def guild_position():
    """A 4-player game (seed 7) played to its end: Ana built the Spies Guild."""
    return play_to_end(position(4, 7))


def guild_1():
    """The Spies Guild counts the red cards of Ana's two neighbours, not her own."""
    game = guild_position()
    reds = {side: game.cities[seat].colors["red"] for side, seat in (("left", game.left(0)), ("right", game.right(0)))}
    own = game.cities[0].colors["red"]
    points = reds["left"] + reds["right"]
    reasons = {points + own: "course.classic.guild-1.why.own"}
    for side in ("left", "right"):
        reasons.setdefault(reds[side], "course.classic.guild-1.why.one")
    reasons.pop(points, None)
    return _number("guild-1", points, reasons, left=game.names[game.left(0)], right=game.names[game.right(0)],
                   left_red=reds["left"], right_red=reds["right"], own=own)


def builders_game(seed):
    """A 4-player game played to its end by ``wonder_first`` (so that wonders get built)."""
    return play_with(Game(players=4, seed=seed, names=list(NAMES[:4])), wonder_first, 4, 1)


SHIPOWNERS_SEED, BUILDERS_SEED = 9, 19
"""Seed 9: Bo's only guild is the Shipowners; seed 19: Ana's only guild is the Builders."""


def guild_2():
    """The Shipowners Guild counts Bo's own brown, gray and purple cards, itself included."""
    game = builders_game(SHIPOWNERS_SEED)
    bo = game.cities[1]
    brown, gray, purple = bo.colors["brown"], bo.colors["gray"], bo.colors["purple"]
    points = brown + gray + purple
    return _number("guild-2", points, {points - 1: "course.classic.guild-2.why.itself"},
                   brown=brown, gray=gray, purple=purple, brown_cards=plural(brown, "course.classic.count.brown"),
                   gray_cards=plural(gray, "course.classic.count.gray"),
                   purple_cards=plural(purple, "course.classic.count.purple"))


def guild_3():
    """The Builders Guild counts the stages of Ana's city and of both neighbours."""
    game = builders_game(BUILDERS_SEED)
    own = game.cities[0].stages
    left, right = game.cities[game.left(0)].stages, game.cities[game.right(0)].stages
    points = own + left + right
    reasons = {left + right: "course.classic.guild-3.why.own", own: "course.classic.guild-3.why.neighbours"}
    reasons.pop(points, None)
    return _number("guild-3", points, reasons, own=own, left=game.names[game.left(0)], right=game.names[game.right(0)],
                   left_stages=left, right_stages=right)


# -- 13 the end -----------------------------------------------------------------------------------
def tie_table(coins):
    """Ana and Bo on 45 points (Bo's coins are ``coins``; Ana has 7), Cy far behind. Their
    Stockade and Guard Tower (1 shield each) tie each other and beat Cy, who has no shield, in every Age."""
    return {"game": "classic", "players": [
        {"name": "Ana", "wonder": "Gizah", "side": "A", "stages": 3, "coins": 7, "military": [1, 3, 5],
         "cards": ["Baths", "Temple", "Pantheon", "Senate", "Stockade"]},
        {"name": "Bo", "wonder": "Ephesos", "side": "A", "stages": 3, "coins": coins, "military": [1, 3, 5],
         "cards": ["Theater", "Statue", "Courthouse", "Town Hall", "Palace", "Guard Tower"]},
        {"name": "Cy", "wonder": "Rhodos", "side": "A", "stages": 1, "coins": 3, "military": [-1] * 6,
         "cards": ["Altar", "Lumber Yard"]},
    ]}


def tie_1():
    """Equal totals: the most coins wins."""
    return _choice("tie-1", ("ana", "bo", "both"), "ana", {"bo": "course.classic.tie-1.why.bo",
                                                       "both": "course.classic.tie-1.why.both"})


def tie_2():
    """Equal totals and equal coins: the victory is shared."""
    return _choice("tie-2", ("ana", "bo", "both"), "both", {"ana": "course.classic.tie-2.why.one",
                                                        "bo": "course.classic.tie-2.why.one"})


def end_position():
    """A 4-player game (seed 0) played to its end."""
    return play_to_end(position(4, 0))


def end_1():
    """Ana's whole score, from her conflict tokens, her coins and her five other lines, asked
    before notebook 13 shows the score pad of that game (which prints her total)."""
    return total_question("end-1", end_position(), 0)


# -- 14 first-game tips ---------------------------------------------------------------------------
TIPS_GUILDS = {"spies": "Spies Guild", "magistrates": "Magistrates Guild", "workers": "Workers Guild"}
"""tips-1's options: three guilds that each count one colour in the two neighbouring cities."""


def guild_table(guild):
    """tips-1's table (3 players): Ana's city (1 red, 6 blue and 5 brown cards, and ``guild``)
    between Bo on her left (4 red, 1 blue, 1 brown) and Cy on her right (4 red, 1 blue, 2 brown).

    >>> from wonderlab.classic.table import score_table
    >>> score_table(guild_table("Spies Guild"))["players"][0]["categories"]["guilds"]
    8
    """
    return {"game": "classic", "players": [
        {"name": "Ana", "wonder": "Gizah", "side": "A", "stages": 0, "coins": 0, "military": [],
         "cards": ["Archery Range", "Baths", "Temple", "Pantheon", "Senate", "Aqueduct", "Statue",
                   "Lumber Yard", "Stone Pit", "Sawmill", "Quarry", "Foundry", guild]},
        {"name": "Bo", "wonder": "Ephesos", "side": "A", "stages": 0, "coins": 0, "military": [],
         "cards": ["Stockade", "Barracks", "Walls", "Fortifications", "Altar", "Clay Pool"]},
        {"name": "Cy", "wonder": "Rhodos", "side": "A", "stages": 0, "coins": 0, "military": [],
         "cards": ["Guard Tower", "Stables", "Arsenal", "Siege Workshop", "Theater", "Ore Vein", "Brickyard"]},
    ]}


def tips_1():
    """The rules' last tip: in Age III, the guild the neighbours' cities feed, not your own."""
    return _choice("tips-1", tuple(TIPS_GUILDS), "spies")


# -- 15 the Free City -----------------------------------------------------------------------------
def free_city(seed=0):
    """A 2-player game of Ana and Bo with the Free City."""
    return Game(players=2, seed=seed, names=["Ana", "Bo"])


def free_1():
    """Who decides for the Free City on turn 2 of Age I? The card passes with the hands."""
    game = play_to(free_city(), 1, 3)
    holder = game.names[game.controller(2)]
    other = game.names[1 - game.controller(2)]
    return _choice("free-1", ("ana", "bo", "nobody"), holder.lower(),
                   {other.lower(): "course.classic.free-1.why.same", "nobody": "course.classic.free-1.why.nobody"},
                   holder=holder)


def free_2():
    """The Free City must chain when it can."""
    return _choice("free-2", ("chain", "pay", "discard"), "chain")


def free_3():
    """The Free City discards for 3 coins only when it can build nothing."""
    return _choice("free-3", ("yes", "no", "nothing"), "no", {"nothing": "course.classic.free-3.why.yes"})


def free_4():
    """In Age II the Free City card starts with its right neighbour."""
    game = free_city()
    left, right = game.names[game.left(2)], game.names[game.right(2)]
    return _choice("free-4", ("left", "right", "keeper"), "right", left=left, right=right)


# -- 16 forum -------------------------------------------------------------------------------------
def forum_1():
    """In a forum game, the neighbours are the order of the sign-up list."""
    return _choice("forum-1", ("list", "choose", "random"), "list")

EXERCISES = {
    "treasury-1": treasury_1, "score-1": score_1, "science-1": lambda: ScienceQuestion((2, 2, 1)),
    "setup-1": setup_1, "setup-2": setup_2, "setup-3": setup_3,
    "cost-1": cost_1, "production-1": production_1, "choice-1": choice_1,
    "trading-1": trading_1, "trading-2": trading_2, "trading-3": trading_3, "trading-4": trading_4,
    "trading-5": trading_5,
    "chain-1": chain_1, "chain-2": chain_2,
    "age-1": age_1, "age-2": age_2, "age-3": age_3, "age-4": age_4,
    "wonder-1": wonder_1, "wonder-2": wonder_2, "wonder-3": wonder_3, "wonder-4": wonder_4,
    "wonder-5": wonder_5,
    "military-1": military_1, "military-2": military_2, "military-3": military_3, "colour-1": colour_1,
    "science-2": lambda: ScienceQuestion((3, 2, 2)), "science-3": lambda: ScienceQuestion((4, 1, 0)),
    "science-wild": science_wild,
    "commerce-1": commerce_1, "guild-1": guild_1, "guild-2": guild_2, "guild-3": guild_3,
    "end-1": end_1, "tie-1": tie_1, "tie-2": tie_2, "tips-1": tips_1,
    "free-1": free_1, "free-2": free_2, "free-3": free_3, "free-4": free_4,
    "forum-1": forum_1,
}


def exercise(key):
    """The exercise ``key`` (``"trading-1"``…) as a widget, built afresh from its position."""
    if key not in EXERCISES:
        raise ValueError(say("course.classic.unknown", name=key, keys=", ".join(EXERCISES)))
    return prepared(EXERCISES[key](), "classic", key)


MESSAGES = {
    "course.classic.run_to_use": {"en": "run the cell to change it", "fr": "exécutez la cellule pour le modifier"},
    "course.classic.run_to_answer": {"en": "run the cell to answer", "fr": "exécutez la cellule pour répondre"},
    "course.classic.pick": {"en": "Choose one answer first.", "fr": "Choisissez d'abord une réponse."},
    "course.classic.unknown": {"en": "no exercise {name!r}: the exercises are {keys}",
                               "fr": "pas d'exercice {name!r} : les exercices sont {keys}"},
    # 01
    "course.classic.treasury-1.prompt": {
        "en": "A city ends the game with {coins} coins. How many treasury points does it score?",
        "fr": "Une cité finit la partie avec {coins} pièces. Combien de points de trésor marque-t-elle ?"},
    "course.classic.treasury-1.right": {
        "en": "1 point for each full group of 3 coins: {coins} coins are {groups} groups of 3, and {left} coins left over.",
        "fr": "1 point par tranche complète de 3 pièces : {coins} pièces font {groups} tranches, et il reste {left} pièces."},
    "course.classic.treasury-1.why.up": {
        "en": "Not rounded up: only a full group of 3 coins is worth a point, and the coins left over score nothing.",
        "fr": "On n'arrondit pas : seule une tranche complète de 3 pièces vaut un point, et les pièces qui restent ne rapportent rien."},
    "course.classic.treasury-1.why.coins": {
        "en": "Coins are not points one for one: the treasury scores 1 point for each 3 coins.",
        "fr": "Une pièce ne vaut pas un point : le trésor rapporte 1 point par tranche de 3 pièces."},
    "course.classic.score-1.prompt": {
        "en": "Another game of three, at its end: {name} holds the conflict tokens {tokens} and {coins} coins; {name}'s other lines are {others}. What is {name}'s total?",
        "fr": "Une autre partie à trois, à sa fin : {name} a les jetons Conflit {tokens} et {coins} pièces ; ses autres lignes sont {others}. Quel est le total de {name} ?"},
    "course.classic.total.coins": {
        "en": "The treasury line is not the coins: {coins} coins score 1 point per full group of 3.",
        "fr": "La ligne du trésor n'est pas le nombre de pièces : {coins} pièces rapportent 1 point par groupe complet de 3."},
    # 02
    "course.classic.setup-1.prompt": {
        "en": "You set up a game for {players} players. How many guilds (purple cards) go into the Age III deck?",
        "fr": "Vous préparez une partie à {players} joueurs. Combien de guildes (cartes violettes) mettez-vous dans le paquet de l'Âge III ?"},
    "course.classic.setup-1.right": {
        "en": "The number of players plus 2: {players} + 2 = 7 guilds, drawn at random among the ten.",
        "fr": "Le nombre de joueurs plus 2 : {players} + 2 = 7 guildes, tirées au hasard parmi les dix."},
    "course.classic.setup-1.why.n": {
        "en": "One guild per player is not enough: keep the number of players plus 2.",
        "fr": "Une guilde par joueur ne suffit pas : on garde le nombre de joueurs plus 2."},
    "course.classic.setup-1.why.all": {
        "en": "Not all ten: set the ten guilds aside, then shuffle back only the number of players plus 2, at random.",
        "fr": "Pas les dix : on écarte les dix guildes, puis on en remet au hasard le nombre de joueurs plus 2."},
    "course.classic.setup-2.prompt": {
        "en": "At {players} players, how many cards does the Age III deck hold once the guilds are in?",
        "fr": "À {players} joueurs, combien de cartes compte le paquet de l'Âge III une fois les guildes ajoutées ?"},
    "course.classic.setup-2.right": {
        "en": "{plain} cards printed for up to {players} players, plus {players} + 2 = 6 guilds: 28, exactly 7 cards per player.",
        "fr": "{plain} cartes marquées pour {players} joueurs au plus, plus {players} + 2 = 6 guildes : 28, exactement 7 cartes par joueur."},
    "course.classic.setup-2.why.guilds": {
        "en": "You left out the guilds: the Age III deck also gets the number of players plus 2 guilds (here 6). Check: every Age deals exactly 7 cards per player.",
        "fr": "Vous avez oublié les guildes : le paquet de l'Âge III reçoit aussi le nombre de joueurs plus 2 guildes (ici 6). Vérification : chaque âge se divise en exactement 7 cartes par joueur."},
    "course.classic.setup-2.why.all": {
        "en": "Not all ten guilds: only the number of players plus 2 (here 6). Check: every Age deals exactly 7 cards per player.",
        "fr": "Pas les dix guildes : seulement le nombre de joueurs plus 2 (ici 6). Vérification : chaque âge se divise en exactement 7 cartes par joueur."},
    "course.classic.setup-3.prompt": {
        "en": "You set up a game for 4 players. A card shows \"5+\" at the bottom. What do you do with it?",
        "fr": "Vous préparez une partie à 4 joueurs. Une carte porte « 5+ » en bas. Qu'en faites-vous ?"},
    "course.classic.setup-3.option.keep": {"en": "It goes into its Age's deck", "fr": "Elle va dans le paquet de son âge"},
    "course.classic.setup-3.option.back": {"en": "It goes back into the box", "fr": "Elle retourne dans la boîte"},
    "course.classic.setup-3.right": {
        "en": "A card is used only when the game has at least as many players as it shows: 5+ is for 5 players or more.",
        "fr": "Une carte ne sert que si la partie compte au moins le nombre de joueurs qu'elle indique : 5+ est pour 5 joueurs ou plus."},
    "course.classic.setup-3.why.keep": {
        "en": "The number at the bottom is the fewest players for which the card is used: put back every card whose number is above the number of players.",
        "fr": "Le nombre en bas est le nombre minimal de joueurs pour lequel la carte sert : remettez dans la boîte les cartes dont le nombre est supérieur au nombre de joueurs."},
    # 03
    "course.classic.cost-1.prompt": {
        "en": "This is Ana's first hand. How many of these cards can she build right now paying nothing at all (no coins, no trading)?",
        "fr": "Voici la première main d'Ana. Combien de ces cartes peut-elle construire tout de suite sans rien payer (ni pièces, ni commerce) ?"},
    "course.classic.cost-1.right": {
        "en": "Free now: {free}. The others cost coins to the bank ({coins}) or a resource Ana does not produce ({short}).",
        "fr": "Gratuites maintenant : {free}. Les autres coûtent des pièces à la banque ({coins}) ou une ressource qu'Ana ne produit pas ({short})."},
    "course.classic.cost-1.why.more": {
        "en": "Too many: a coin printed in the cost corner is paid to the bank, and a resource Ana does not produce must be bought. Go through the hand card by card.",
        "fr": "Trop : une pièce imprimée dans le coin du coût se paie à la banque, et une ressource qu'Ana ne produit pas doit s'acheter. Passez la main carte par carte."},
    "course.classic.cost-1.why.less": {
        "en": "Too few: a card with an empty cost corner is free, and so is a card whose resources Ana's own city produces (her wonder board counts).",
        "fr": "Trop peu : une carte au coin de coût vide est gratuite, tout comme une carte dont la cité d'Ana produit elle-même les ressources (son plateau compte)."},
    "course.classic.production-1.prompt": {
        "en": "Ana's only stone comes from her Stone Pit. On turn 2 she built Baths (cost: 1 stone). On turn 3 she wants a card that costs 1 stone. Can she build it with her own stone?",
        "fr": "La seule pierre d'Ana vient de sa Cavité. Au tour 2 elle a construit les Bains (coût : 1 pierre). Au tour 3 elle veut une carte qui coûte 1 pierre. Peut-elle la construire avec sa propre pierre ?"},
    "course.classic.production-1.option.yes": {"en": "Yes, the Stone Pit produces again", "fr": "Oui, la Cavité produit de nouveau"},
    "course.classic.production-1.option.no": {"en": "No, the stone was used for the Baths",
                                              "fr": "Non, la pierre a servi pour les Bains"},
    "course.classic.production-1.right": {
        "en": "Production is never spent: the Stone Pit gives 1 stone on every turn of the game.",
        "fr": "La production ne se dépense jamais : la Cavité donne 1 pierre à chaque tour de la partie."},
    "course.classic.production-1.why.no": {
        "en": "You own production, not resources: nothing is discarded when you build, and the Stone Pit gives its stone again on every turn.",
        "fr": "Vous possédez une production, pas des ressources : rien n'est défaussé quand vous construisez, et la Cavité redonne sa pierre à chaque tour."},
    "course.classic.choice-1.prompt": {
        "en": "A Tree Farm produces {unit}. How many resources does it give you on one turn?",
        "fr": "Une Friche produit {unit}. Combien de ressources vous donne-t-elle en un tour ?"},
    "course.classic.choice-1.right": {
        "en": "One: you choose which of the two each turn, but never both at once.",
        "fr": "Une : vous choisissez laquelle des deux à chaque tour, mais jamais les deux à la fois."},
    "course.classic.choice-1.why.both": {
        "en": "A slash between two resources is not an “and”: read what the slash means on a resource card, turn by turn.",
        "fr": "Une barre entre deux ressources n'est pas un « et » : relisez ce que veut dire la barre sur une carte ressource, tour par tour."},
    # 04
    "course.classic.trading-1.prompt": {
        "en": "Ana builds the {card}: it costs 1 ore, and she produces none. Whom does she pay, and how much?",
        "fr": "Ana construit la carte {card} : elle coûte 1 minerai, qu'Ana ne produit pas. À qui paie-t-elle, et combien ?"},
    "course.classic.trading-1.option.bank": {"en": "2 coins to the bank", "fr": "2 pièces à la banque"},
    "course.classic.trading-1.option.left": {"en": "2 coins to {left}, her left neighbour",
                                             "fr": "2 pièces à {left}, à sa gauche"},
    "course.classic.trading-1.option.right": {"en": "2 coins to {right}, her right neighbour",
                                              "fr": "2 pièces à {right}, à sa droite"},
    "course.classic.trading-1.option.one": {"en": "1 coin to {seller}", "fr": "1 pièce à {seller}"},
    "course.classic.trading-1.right": {
        "en": "{seller} produces ore and sells it: 2 coins a unit, paid to {seller}.",
        "fr": "{seller} produit du minerai et le vend : 2 pièces par unité, payées à {seller}."},
    "course.classic.trading-1.why.bank": {
        "en": "A resource you buy is paid to the neighbour who produces it, not to the bank: 2 coins to {seller}.",
        "fr": "Une ressource achetée se paie au voisin qui la produit, pas à la banque : 2 pièces à {seller}."},
    "course.classic.trading-1.why.side": {
        "en": "{other} produces no ore: you can only buy what a neighbour's brown or gray cards or wonder board produce. {seller} has ore.",
        "fr": "{other} ne produit pas de minerai : on n'achète que ce que produisent les cartes marron ou grises ou le plateau d'un voisin. {seller} en a."},
    "course.classic.trading-1.why.one": {
        "en": "The price is 2 coins a unit; only a yellow card of yours (a trading post, the Marketplace) lowers it to 1, and Ana has none.",
        "fr": "Le prix est de 2 pièces par unité ; seule une de vos cartes jaunes (un comptoir, le Marché) le baisse à 1, et Ana n'en a pas."},
    "course.classic.trading-2.prompt": {
        "en": "Which of these can you NOT buy from your neighbour?",
        "fr": "Laquelle de ces ressources ne pouvez-vous PAS acheter à votre voisin ?"},
    "course.classic.trading-2.option.brown": {"en": "the wood of his Lumber Yard (brown)",
                                              "fr": "le bois de son Chantier (marron)"},
    "course.classic.trading-2.option.gray": {"en": "the glass of his Glassworks (gray)",
                                             "fr": "le verre de sa Verrerie (gris)"},
    "course.classic.trading-2.option.board": {"en": "the resource printed on his wonder board",
                                              "fr": "la ressource imprimée sur son plateau Merveille"},
    "course.classic.trading-2.option.yellow": {"en": "the loom of his Forum (yellow)",
                                               "fr": "le textile de son Forum (jaune)"},
    "course.classic.trading-2.right": {
        "en": "A yellow card's (or a wonder stage's) resources are for their owner only. Brown and gray cards and the board's resource are for sale.",
        "fr": "Les ressources d'une carte jaune (ou d'une étape de merveille) sont réservées à leur propriétaire. Les cartes marron et grises et la ressource du plateau sont à vendre."},
    "course.classic.trading-2.why.sold": {
        "en": "That one can be bought: a neighbour sells what his brown and gray cards and his wonder board produce. It is a yellow card's resource (the Forum's) that is not for sale.",
        "fr": "Celle-là s'achète : un voisin vend ce que produisent ses cartes marron et grises et son plateau. C'est la ressource d'une carte jaune (le Forum) qui n'est pas à vendre."},
    "course.classic.trading-3.prompt": {
        "en": "Ana builds the Library (2 stone, 1 loom) the cheapest way. How many coins does she pay in all?",
        "fr": "Ana construit la Bibliothèque (2 pierres, 1 textile) au moins cher. Combien de pièces paie-t-elle en tout ?"},
    "course.classic.trading-3.right": {
        "en": "Her board gives 1 stone; she buys 1 stone from the left (2 coins) and 1 loom from the right at 1 coin, thanks to her Marketplace: 3 coins.",
        "fr": "Son plateau donne 1 pierre ; elle achète 1 pierre à gauche (2 pièces) et 1 textile à droite pour 1 pièce grâce à son Marché : 3 pièces."},
    "course.classic.trading-3.why.discount": {
        "en": "You forgot Ana's Marketplace: it lowers glass, loom and papyrus to 1 coin from both neighbours. The loom costs 1, not 2.",
        "fr": "Vous avez oublié le Marché d'Ana : il baisse le verre, le textile et le papyrus à 1 pièce chez les deux voisins. Le textile coûte 1, pas 2."},
    "course.classic.trading-3.why.own": {
        "en": "Ana's wonder board produces 1 stone: only the second stone is bought. You pay only for what you lack.",
        "fr": "Le plateau d'Ana produit 1 pierre : seule la seconde pierre s'achète. On ne paie que ce qui manque."},
    "course.classic.trading-3.why.raw": {
        "en": "The Marketplace lowers only the manufactured goods (glass, loom, papyrus): the stone still costs 2 coins.",
        "fr": "Le Marché ne baisse que les produits manufacturés (verre, textile, papyrus) : la pierre coûte toujours 2 pièces."},
    "course.classic.trading-4.prompt": {
        "en": "Ana has 0 coins. This turn Bo buys a clay from her for 2 coins. Can Ana spend those 2 coins to buy an ore this same turn?",
        "fr": "Ana a 0 pièce. Ce tour-ci, Bo lui achète une argile pour 2 pièces. Ana peut-elle dépenser ces 2 pièces pour acheter un minerai ce même tour ?"},
    "course.classic.trading-4.option.yes": {"en": "Yes, as soon as Bo has paid her", "fr": "Oui, dès que Bo l'a payée"},
    "course.classic.trading-4.option.no": {"en": "No, not before the next turn", "fr": "Non, pas avant le tour suivant"},
    "course.classic.trading-4.right": {
        "en": "Coins earned by trading this turn can be spent only from the next turn: everyone chooses at once, with the coins they had.",
        "fr": "Les pièces gagnées par le commerce ce tour ne se dépensent qu'à partir du tour suivant : chacun choisit en même temps, avec les pièces qu'il avait."},
    "course.classic.trading-4.why.yes": {
        "en": "Coins earned by trading this turn arrive when the turn is played: they can be spent only from the next turn.",
        "fr": "Les pièces gagnées par le commerce arrivent quand le tour est joué : elles ne se dépensent qu'à partir du tour suivant."},
    "course.classic.trading-5.prompt": {
        "en": "Ana wants to buy Bo's only stone, and Bo needs that stone for his own card this turn. What happens?",
        "fr": "Ana veut acheter l'unique pierre de Bo, et Bo a besoin de cette pierre pour sa propre carte ce tour-ci. Que se passe-t-il ?"},
    "course.classic.trading-5.option.refuse": {"en": "Bo may refuse to sell", "fr": "Bo peut refuser de vendre"},
    "course.classic.trading-5.option.lose": {"en": "Bo must sell, and cannot use his stone this turn",
                                             "fr": "Bo doit vendre, et ne peut plus utiliser sa pierre ce tour"},
    "course.classic.trading-5.option.both": {"en": "Bo must sell, and uses his stone too",
                                             "fr": "Bo doit vendre, et utilise aussi sa pierre"},
    "course.classic.trading-5.right": {
        "en": "No one can refuse to sell, and selling a resource does not stop the seller using it the same turn.",
        "fr": "Personne ne peut refuser de vendre, et vendre une ressource n'empêche pas de l'utiliser soi-même ce même tour."},
    "course.classic.trading-5.why.refuse": {
        "en": "No one can refuse to sell: as long as the buyer pays, the resource is sold.",
        "fr": "Personne ne peut refuser de vendre : tant que l'acheteur paie, la ressource est vendue."},
    "course.classic.trading-5.why.lose": {
        "en": "Selling does not take the resource away: it is production, and the seller still uses it himself this turn.",
        "fr": "Vendre n'enlève pas la ressource : c'est une production, et le vendeur l'utilise quand même ce tour."},
    # 05
    "course.classic.chain-1.prompt": {
        "en": "Age II. Ana built a {parent} in Age I, and her hand holds the {card} (cost: {cost}). What does the {card} cost her?",
        "fr": "Âge II. Ana a construit un {parent} à l'Âge I, et sa main contient la {card} (coût : {cost}). Que lui coûte la {card} ?"},
    "course.classic.chain-1.option.free": {"en": "Nothing", "fr": "Rien"},
    "course.classic.chain-1.option.cost": {"en": "{cost}, from her own production", "fr": "{cost}, de sa propre production"},
    "course.classic.chain-1.option.trade": {"en": "{cost}, buying what she lacks", "fr": "{cost}, en achetant ce qui lui manque"},
    "course.classic.chain-1.option.never": {"en": "She cannot build it in Age II", "fr": "Elle ne peut pas la construire à l'Âge II"},
    "course.classic.chain-1.right": {
        "en": "The {card} names the {parent} next to its cost: whoever built the {parent} builds the {card} for free (chaining).",
        "fr": "La {card} porte le nom du {parent} à côté de son coût : qui a construit le {parent} construit la {card} gratuitement (chaînage)."},
    "course.classic.chain-1.why.cost": {
        "en": "Look at the {card}'s cost corner: besides resources, it names a building. What does owning that building change?",
        "fr": "Regardez le coin de coût de la {card} : en plus des ressources, il porte le nom d'un bâtiment. Que change le fait de le posséder ?"},
    "course.classic.chain-1.why.trade": {
        "en": "Trading buys what your city lacks: look first at the building named in the {card}'s cost corner, and at Ana's city.",
        "fr": "Le commerce achète ce qui manque à votre cité : regardez d'abord le bâtiment nommé dans le coin de coût de la {card}, et la cité d'Ana."},
    "course.classic.chain-1.why.never": {
        "en": "An Age II card is played in Age II; look at the building named in its cost corner, and at Ana's city.",
        "fr": "Une carte de l'Âge II se joue à l'Âge II ; regardez le bâtiment nommé dans son coin de coût, et la cité d'Ana."},
    "course.classic.chain-2.prompt": {
        "en": "Age III. Ana already built a {card}, and another {card} comes into her hand. What may she do with it?",
        "fr": "Âge III. Ana a déjà construit un {card}, et un autre {card} arrive dans sa main. Que peut-elle en faire ?"},
    "course.classic.chain-2.option.build": {"en": "Build it", "fr": "Le construire"},
    "course.classic.chain-2.option.stage": {"en": "Only tuck it under her wonder for a stage",
                                            "fr": "Seulement le glisser sous sa merveille pour une étape"},
    "course.classic.chain-2.option.discard": {"en": "Only discard it for 3 coins", "fr": "Seulement le défausser pour 3 pièces"},
    "course.classic.chain-2.option.stage_or_discard": {"en": "Tuck it for a wonder stage, or discard it for 3 coins",
                                                       "fr": "Le glisser pour une étape de merveille, ou le défausser pour 3 pièces"},
    "course.classic.chain-2.right": {
        "en": "Never two buildings of the same name in one city; the card can still build a wonder stage (if she can pay the stage) or be discarded for 3 coins.",
        "fr": "Jamais deux bâtiments du même nom dans une cité ; la carte peut encore servir à une étape de merveille (si elle en paie le coût) ou être défaussée pour 3 pièces."},
    "course.classic.chain-2.why.build": {
        "en": "You can never build two buildings with the same name: a second {card} cannot be built.",
        "fr": "On ne construit jamais deux bâtiments portant le même nom : un second {card} ne se construit pas."},
    "course.classic.chain-2.why.part": {
        "en": "Only building it is forbidden (never two of one name): the other two actions, a wonder stage and the discard for 3 coins, stay open.",
        "fr": "Seule la construction est interdite (jamais deux du même nom) : les deux autres actions, l'étape de merveille et la défausse pour 3 pièces, restent possibles."},
    # 06-07
    "course.classic.age-1.prompt": {
        "en": "Age II, 4 players. After choosing her card, to whom does Ana pass the rest of her hand?",
        "fr": "Âge II, 4 joueurs. Après avoir choisi sa carte, à qui Ana passe-t-elle le reste de sa main ?"},
    "course.classic.age-1.option.left": {"en": "{left}, on her left", "fr": "{left}, à sa gauche"},
    "course.classic.age-1.option.right": {"en": "{right}, on her right", "fr": "{right}, à sa droite"},
    "course.classic.age-1.right": {
        "en": "Age I passes left, Age II right, Age III left again: Ana passes to {right}.",
        "fr": "L'Âge I passe à gauche, l'Âge II à droite, l'Âge III de nouveau à gauche : Ana passe à {right}."},
    "course.classic.age-1.why.left": {
        "en": "The direction changes each Age: left in Ages I and III, but right in Age II. Ana passes to {right}.",
        "fr": "Le sens change à chaque âge : à gauche aux Âges I et III, mais à droite à l'Âge II. Ana passe à {right}."},
    "course.classic.age-2.prompt": {
        "en": "Each player is dealt 7 cards at the start of an Age. How many cards does each player play (build, tuck or discard for coins) in that Age?",
        "fr": "Chaque joueur reçoit 7 cartes au début d'un âge. Combien de cartes chaque joueur joue-t-il (construite, glissée ou défaussée pour des pièces) pendant cet âge ?"},
    "course.classic.age-2.right": {
        "en": "An Age has 6 turns, one card each; on the 6th turn the last of the two cards is discarded.",
        "fr": "Un âge compte 6 tours, une carte chacun ; au 6e tour, la dernière des deux cartes est défaussée."},
    "course.classic.age-2.why.seven": {
        "en": "Not every card dealt is played: count the turns of an Age, and ask what becomes of the last card of a hand.",
        "fr": "Toutes les cartes distribuées ne sont pas jouées : comptez les tours d'un âge, et demandez-vous ce que devient la dernière carte d'une main."},
    "course.classic.age-3.prompt": {
        "en": "6th turn: Ana holds 2 cards and plays one. What becomes of the other?",
        "fr": "6e tour : Ana a 2 cartes et en joue une. Que devient l'autre ?"},
    "course.classic.age-3.option.three": {"en": "Discarded, and Ana takes 3 coins", "fr": "Défaussée, et Ana prend 3 pièces"},
    "course.classic.age-3.option.none": {"en": "Discarded face down, with no coins", "fr": "Défaussée face cachée, sans pièces"},
    "course.classic.age-3.option.keep": {"en": "Kept for the next Age", "fr": "Gardée pour l'âge suivant"},
    "course.classic.age-3.right": {
        "en": "The last card of an Age is discarded face down, and it gives no coins.",
        "fr": "La dernière carte d'un âge est défaussée face cachée, et ne rapporte aucune pièce."},
    "course.classic.age-3.why.three": {
        "en": "The 3 coins are for a card you choose to discard; the 7th card is discarded with no coins.",
        "fr": "Les 3 pièces sont pour une carte que l'on choisit de défausser ; la 7e carte est défaussée sans pièces."},
    "course.classic.age-3.why.keep": {
        "en": "Nothing is kept from one Age to the next: each Age deals its own 7 cards, and the leftover card is discarded (with no coins).",
        "fr": "Rien ne se garde d'un âge à l'autre : chaque âge distribue ses 7 cartes, et la carte restante est défaussée (sans pièces)."},
    "course.classic.age-4.prompt": {
        "en": "Bo revealed a card he can neither build nor use for a wonder stage. He must discard it. How many coins does he take?",
        "fr": "Bo a révélé une carte qu'il ne peut ni construire ni utiliser pour une étape de merveille. Il doit la défausser. Combien de pièces prend-il ?"},
    "course.classic.age-4.right": {
        "en": "A card that cannot be played is discarded, as any discard, for 3 coins from the bank.",
        "fr": "Une carte qui ne peut pas être jouée est défaussée, comme toute défausse, pour 3 pièces de la banque."},
    "course.classic.age-4.why.zero": {
        "en": "The forced discard is an ordinary discard: it pays what any discard pays. Only the last card of an Age gives nothing.",
        "fr": "La défausse forcée est une défausse ordinaire : elle rapporte ce que rapporte toute défausse. Seule la dernière carte d'un âge ne rapporte rien."},
}
register(MESSAGES)

MORE_MESSAGES = {
    # counts said as French says them (the English prompts write "stage(s)"), one and many
    "course.classic.count.stages_built.one": {"en": "{count} stage built", "fr": "{count} étape construite"},
    "course.classic.count.stages_built.many": {"en": "{count} stages built", "fr": "{count} étapes construites"},
    "course.classic.count.brown.one": {"en": "{count} brown card", "fr": "{count} carte marron"},
    "course.classic.count.brown.many": {"en": "{count} brown cards", "fr": "{count} cartes marron"},
    "course.classic.count.gray.one": {"en": "{count} gray", "fr": "{count} grise"},
    "course.classic.count.gray.many": {"en": "{count} gray", "fr": "{count} grises"},
    "course.classic.count.purple.one": {"en": "{count} purple", "fr": "{count} violette"},
    "course.classic.count.purple.many": {"en": "{count} purple", "fr": "{count} violettes"},
    # 08-09
    "course.classic.wonder-1.prompt": {
        "en": "{name}'s wonder, {wonder}, has {stages_built}. Which stage number may {name} build next?",
        "fr": "La Merveille de {name}, {wonder}, a {stages_built}. Quel numéro d'étape {name} peut-il construire maintenant ?"},
    "course.classic.wonder-1.right": {
        "en": "Stages are built in order, left to right, each once: after {built} comes stage {next}.",
        "fr": "Les étapes se construisent dans l'ordre, de gauche à droite, chacune une seule fois : après {built} vient l'étape {next}."},
    "course.classic.wonder-1.why.first": {
        "en": "Each stage is built only once: a stage already built is not built again.",
        "fr": "Chaque étape ne se construit qu'une fois : une étape déjà construite ne se reconstruit pas."},
    "course.classic.wonder-1.why.order": {
        "en": "Stages are built in order, left to right: you cannot skip one.",
        "fr": "Les étapes se construisent dans l'ordre, de gauche à droite : on n'en saute aucune."},
    "course.classic.wonder-2.prompt": {
        "en": "Ana tucks her second {card} (card cost: {card_cost}) under her board for stage {stage} (stage cost: {stage_cost}). What must she pay?",
        "fr": "Ana glisse son second {card} (coût de la carte : {card_cost}) sous son plateau pour l'étape {stage} (coût de l'étape : {stage_cost}). Que doit-elle payer ?"},
    "course.classic.wonder-2.option.card": {"en": "The card's cost: {card_cost}", "fr": "Le coût de la carte : {card_cost}"},
    "course.classic.wonder-2.option.stage": {"en": "The stage's cost: {stage_cost}", "fr": "Le coût de l'étape : {stage_cost}"},
    "course.classic.wonder-2.option.both": {"en": "Both", "fr": "Les deux"},
    "course.classic.wonder-2.right": {
        "en": "It is the cost printed on the board that counts, not the card's: the card only marks the stage as built.",
        "fr": "C'est le coût inscrit sur le plateau qui compte, pas celui de la carte : la carte marque seulement l'étape construite."},
    "course.classic.wonder-2.why.card": {
        "en": "The tucked card's cost does not count: you pay the stage's cost printed on your board ({stage_cost}).",
        "fr": "Le coût de la carte glissée ne compte pas : on paie le coût de l'étape inscrit sur le plateau ({stage_cost})."},
    "course.classic.wonder-2.why.both": {
        "en": "Only the stage's cost is paid ({stage_cost}); the card is tucked face down and its own cost is ignored.",
        "fr": "Seul le coût de l'étape se paie ({stage_cost}) ; la carte est glissée face cachée et son propre coût est ignoré."},
    "course.classic.wonder-3.prompt": {
        "en": "The card your left neighbour badly needs is in your hand. You cannot build it. How do you keep it from him?",
        "fr": "La carte dont votre voisin de gauche a cruellement besoin est dans votre main. Vous ne pouvez pas la construire. Comment l'en priver ?"},
    "course.classic.wonder-3.option.pass": {"en": "Play another card and pass it on", "fr": "Jouer une autre carte et la faire passer"},
    "course.classic.wonder-3.option.stage": {"en": "Tuck it under your wonder for a stage", "fr": "La glisser sous votre merveille pour une étape"},
    "course.classic.wonder-3.option.build": {"en": "Build it anyway", "fr": "La construire quand même"},
    "course.classic.wonder-3.right": {
        "en": "A card tucked for a stage stays secret and leaves the game: a good way to block a neighbour (and it builds your wonder).",
        "fr": "Une carte glissée pour une étape reste secrète et quitte le jeu : un bon moyen de bloquer un voisin (et votre merveille avance)."},
    "course.classic.wonder-3.why.pass": {
        "en": "Passed on, the card reaches your neighbour. Tuck it under your wonder instead: it stays secret and he never gets it.",
        "fr": "Si vous la faites passer, elle arrive chez votre voisin. Glissez-la plutôt sous votre merveille : elle reste secrète et il ne l'aura jamais."},
    "course.classic.wonder-3.why.build": {
        "en": "You cannot build it (you could not pay it). A stage is paid with the board's cost, not the card's: tuck it.",
        "fr": "Vous ne pouvez pas la construire (vous ne pourriez pas la payer). Une étape se paie au coût du plateau, pas de la carte : glissez-la."},
    "course.classic.wonder-4.prompt": {
        "en": "Gizah A has three stages. How many points do they give when all three are built?",
        "fr": "Gizeh A a trois étapes. Combien de points rapportent-elles quand les trois sont construites ?"},
    "course.classic.wonder-4.right": {"en": "3 + 5 + 7 = 15: every built stage scores its own points.",
                                      "fr": "3 + 5 + 7 = 15 : chaque étape construite rapporte ses propres points."},
    "course.classic.wonder-4.why.last": {
        "en": "Not only the last stage: every built stage scores the points printed on it (3, 5 and 7).",
        "fr": "Pas seulement la dernière étape : chaque étape construite rapporte les points qui y sont inscrits (3, 5 et 7)."},
    "course.classic.wonder-4.why.count": {
        "en": "A stage is not worth 1 point: each one scores the points printed on it (3, 5 and 7).",
        "fr": "Une étape ne vaut pas 1 point : chacune rapporte les points inscrits dessus (3, 5 et 7)."},
    "course.classic.wonder-5.prompt": {
        "en": "Ana's Olympia A builds one card for free once per Age. She used it for the Caravansery on turn 1 of Age II. Can she build another card for free on turn 4 of Age II?",
        "fr": "L'Olympie A d'Ana construit une carte gratuitement une fois par âge. Elle s'en est servie pour le Caravansérail au tour 1 de l'Âge II. Peut-elle construire une autre carte gratuitement au tour 4 de l'Âge II ?"},
    "course.classic.wonder-5.option.yes": {"en": "Yes", "fr": "Oui"},
    "course.classic.wonder-5.option.next_age": {"en": "No, not before Age III", "fr": "Non, pas avant l'Âge III"},
    "course.classic.wonder-5.option.never": {"en": "No, never again in the game", "fr": "Non, plus jamais de la partie"},
    "course.classic.wonder-5.right": {
        "en": "Once per Age: spent in Age II, the free build comes back in Age III.",
        "fr": "Une fois par âge : utilisée à l'Âge II, la construction gratuite revient à l'Âge III."},
    "course.classic.wonder-5.why.yes": {
        "en": "Olympia A's free build is once per Age: this Age's is spent; the next comes in Age III.",
        "fr": "La construction gratuite d'Olympie A est d'une fois par âge : celle de cet âge est utilisée ; la suivante vient à l'Âge III."},
    "course.classic.wonder-5.why.never": {
        "en": "Not once per game: once per Age. It comes back in Age III.",
        "fr": "Pas une fois par partie : une fois par âge. Elle revient à l'Âge III."},
    # 10
    "course.classic.military-1.prompt": {
        "en": "End of Age II. Ana has {shields} shields; {left} (left) has {left_shields}, {right} (right) has {right_shields}. How many points do Ana's new conflict tokens make together?",
        "fr": "Fin de l'Âge II. Ana a {shields} boucliers ; {left} (gauche) en a {left_shields}, {right} (droite) en a {right_shields}. Combien de points font ensemble les nouveaux jetons Conflit d'Ana ?"},
    "course.classic.military-1.right": {
        "en": "One comparison with each neighbour: more shields +3 (Age II), fewer −1, equal nothing. Ana's tokens: {tokens}.",
        "fr": "Une comparaison avec chaque voisin : plus de boucliers +3 (Âge II), moins −1, égalité rien. Jetons d'Ana : {tokens}."},
    "course.classic.military-1.why.age": {
        "en": "A victory is worth the value of the Age it is fought in, and each Age has its own: which Age is this?",
        "fr": "Une victoire vaut la valeur de l'âge où elle a lieu, et chaque âge a la sienne : quel âge est-ce ?"},
    "course.classic.military-1.why.both": {
        "en": "Compare with both neighbours, separately: one token for each comparison (none on a tie), then add them.",
        "fr": "On compare avec les deux voisins, séparément : un jeton par comparaison (aucun en cas d'égalité), puis on les additionne."},
    "course.classic.military-1.why.defeat": {
        "en": "A defeat is only for fewer shields; more shields win a victory token, and a tie gives nothing.",
        "fr": "Une défaite n'arrive qu'avec moins de boucliers ; plus de boucliers donnent un jeton Victoire, et l'égalité ne donne rien."},
    "course.classic.military-3.why.tie": {
        "en": "A tie with a neighbour gives no token at all, neither a victory nor a defeat.",
        "fr": "Une égalité avec un voisin ne donne aucun jeton, ni victoire ni défaite."},
    "course.classic.colour-1.prompt": {
        "en": "Another game: Ana's first hand holds {cards}. Which of these cards gives shields for the conflicts?",
        "fr": "Une autre partie : la première main d'Ana contient {cards}. Laquelle de ces cartes donne des boucliers pour les conflits ?"},
    "course.classic.colour-1.right": {
        "en": "Shields are on the red cards (military buildings): {card}.",
        "fr": "Les boucliers sont sur les cartes rouges (bâtiments militaires) : {card:le}."},
    "course.classic.colour-1.why": {
        "en": "{card} is a {colour} card: {gives} Shields are on the red cards.",
        "fr": "{card:le} est une carte {colour} : {gives} Les boucliers sont sur les cartes rouges."},
    "course.classic.colour.brown": {"en": "it produces raw materials.", "fr": "elle produit des matières premières."},
    "course.classic.colour.gray": {"en": "it produces manufactured goods.", "fr": "elle produit des produits manufacturés."},
    "course.classic.colour.blue": {"en": "it scores victory points.", "fr": "elle rapporte des points de victoire."},
    "course.classic.colour.green": {"en": "it carries a science symbol.", "fr": "elle porte un symbole scientifique."},
    "course.classic.colour.yellow": {"en": "it brings coins or commerce.", "fr": "elle apporte des pièces ou du commerce."},
    "course.classic.colour.purple": {"en": "it is a guild, scoring at the end.", "fr": "c'est une Guilde, qui marque à la fin."},
    "course.classic.military-2.prompt": {
        "en": "At the end of an Age, Ana has fewer shields than both her neighbours. What does she take?",
        "fr": "À la fin d'un âge, Ana a moins de boucliers que ses deux voisins. Que prend-elle ?"},
    "course.classic.military-2.option.one": {"en": "One −1 token", "fr": "Un jeton −1"},
    "course.classic.military-2.option.two": {"en": "Two −1 tokens", "fr": "Deux jetons −1"},
    "course.classic.military-2.option.none": {"en": "Nothing: only winners take tokens", "fr": "Rien : seuls les vainqueurs prennent des jetons"},
    "course.classic.military-2.right": {
        "en": "Each neighbour is a separate conflict: two defeats, two −1 tokens (up to 2 tokens an Age).",
        "fr": "Chaque voisin est un conflit séparé : deux défaites, deux jetons −1 (jusqu'à 2 jetons par âge)."},
    "course.classic.military-2.why.one": {
        "en": "Each neighbour is compared separately: count the comparisons she loses.",
        "fr": "Chaque voisin est comparé séparément : comptez les comparaisons qu'elle perd."},
    "course.classic.military-2.why.none": {
        "en": "The loser takes a defeat token (−1 point) for each neighbour with more shields.",
        "fr": "Le perdant prend un jeton Défaite (−1 point) pour chaque voisin qui a plus de boucliers."},
    # 11
    "course.classic.science-wild.prompt": {
        "en": "A city holds {counts} and the Scientists Guild (one symbol of your choice). Which symbol should the guild be?",
        "fr": "Une cité a {counts} et la Guilde des scientifiques (un symbole au choix). Quel symbole la guilde doit-elle être ?"},
    "course.classic.science-wild.option.compass": {"en": "compass", "fr": "compas"},
    "course.classic.science-wild.option.gear": {"en": "gear", "fr": "engrenage"},
    "course.classic.science-wild.option.tablet": {"en": "tablet", "fr": "tablette"},
    "course.classic.science-wild.right": {
        "en": "The wild symbol is chosen at the end, to score most: {best_points} points.",
        "fr": "Le symbole au choix se décide en fin de partie, pour marquer le plus : {best_points} points."},
    "course.classic.science-wild.why.worse": {
        "en": "That choice does not score the most: work out the science points with the wild symbol as each of the three symbols, and compare.",
        "fr": "Ce choix ne rapporte pas le plus : calculez les points de science avec le symbole au choix pris pour chacun des trois symboles, et comparez."},
    # 12
    "course.classic.commerce-1.prompt": {
        "en": "At the end of the game Ana owns the Haven (1 point per brown card in her city) and the Lighthouse (1 point per yellow card in her city). She has {brown} brown and {yellow} yellow cards. How many commercial points?",
        "fr": "En fin de partie, Ana possède le Port (1 point par carte marron de sa cité) et le Phare (1 point par carte jaune de sa cité). Elle a {brown} cartes marron et {yellow} cartes jaunes. Combien de points commerciaux ?"},
    "course.classic.commerce-1.right": {
        "en": "These yellow cards count the cards of your own city only: {brown} + {yellow} = {total}.",
        "fr": "Ces cartes jaunes ne comptent que les cartes de votre propre cité : {brown} + {yellow} = {total}."},
    "course.classic.commerce-1.why.neighbours": {
        "en": "The Age III yellow cards count your own city only (the arrow points at you), not your neighbours'.",
        "fr": "Les cartes jaunes de l'Âge III ne comptent que votre cité (la flèche pointe vers vous), pas celles des voisins."},
    "course.classic.guild-1.prompt": {
        "en": "At the end, Ana owns the Spies Guild (1 point per red card in the two neighbouring cities). {left} has {left_red} red cards, {right} has {right_red}, and Ana {own}. How many points?",
        "fr": "En fin de partie, Ana possède la Guilde des espions (1 point par carte rouge des deux cités voisines). {left} a {left_red} cartes rouges, {right} en a {right_red}, et Ana {own}. Combien de points ?"},
    "course.classic.guild-1.right": {
        "en": "The guild counts both neighbours' red cards, not Ana's own: {left_red} + {right_red}.",
        "fr": "La guilde compte les cartes rouges des deux voisins, pas celles d'Ana : {left_red} + {right_red}."},
    "course.classic.guild-1.why.own": {
        "en": "The Spies Guild's arrows point at the neighbours only: Ana's own red cards do not count.",
        "fr": "Les flèches de la Guilde des espions ne désignent que les voisins : les cartes rouges d'Ana ne comptent pas."},
    "course.classic.guild-1.why.one": {
        "en": "The guild counts both neighbours, left and right: add {left_red} and {right_red}.",
        "fr": "La guilde compte les deux voisins, gauche et droite : additionnez {left_red} et {right_red}."},
    "course.classic.guild-2.prompt": {
        "en": "At the end, Bo owns the Shipowners Guild (1 point per brown, gray and purple card in his own city). He has {brown_cards}, {gray_cards} and {purple_cards}. How many points?",
        "fr": "En fin de partie, Bo possède la Guilde des armateurs (1 point par carte marron, grise et violette de sa propre cité). Il a {brown_cards}, {gray_cards} et {purple_cards}. Combien de points ?"},
    "course.classic.guild-2.right": {
        "en": "{brown} + {gray} + {purple}: the Shipowners Guild counts Bo's own city only, and it counts itself (it is purple).",
        "fr": "{brown} + {gray} + {purple} : la Guilde des armateurs ne compte que la cité de Bo, et elle se compte elle-même (elle est violette)."},
    "course.classic.guild-2.why.itself": {
        "en": "The Shipowners Guild is purple: it counts itself for one point.",
        "fr": "La Guilde des armateurs est violette : elle compte elle-même pour un point."},
    "course.classic.guild-3.prompt": {
        "en": "At the end, Ana owns the Builders Guild (1 point per wonder stage built in her city and her two neighbours'). Ana built {own} stages, {left} {left_stages} and {right} {right_stages}. How many points?",
        "fr": "En fin de partie, Ana possède la Guilde des bâtisseurs (1 point par étape de merveille construite chez elle et chez ses deux voisins). Ana a construit {own} étapes, {left} {left_stages} et {right} {right_stages}. Combien de points ?"},
    "course.classic.guild-3.right": {
        "en": "The Builders Guild counts three cities: Ana's own ({own}) and both neighbours' ({left_stages} + {right_stages}).",
        "fr": "La Guilde des bâtisseurs compte trois cités : celle d'Ana ({own}) et celles des deux voisins ({left_stages} + {right_stages})."},
    "course.classic.guild-3.why.own": {
        "en": "The Builders Guild also counts your own stages, not only your neighbours': add Ana's {own}.",
        "fr": "La Guilde des bâtisseurs compte aussi vos propres étapes, pas seulement celles des voisins : ajoutez les {own} d'Ana."},
    "course.classic.guild-3.why.neighbours": {
        "en": "The Builders Guild also counts both neighbours' stages ({left_stages} + {right_stages}), not only yours.",
        "fr": "La Guilde des bâtisseurs compte aussi les étapes des deux voisins ({left_stages} + {right_stages}), pas seulement les vôtres."},
    # 13
    "course.classic.end-1.prompt": {
        "en": "At the end of this game Ana holds the conflict tokens {tokens} and {coins} coins; her other lines are {others}. What is Ana's total?",
        "fr": "À la fin de cette partie, Ana a les jetons Conflit {tokens} et {coins} pièces ; ses autres lignes sont {others}. Quel est le total d'Ana ?"},
    "course.classic.tie-1.prompt": {
        "en": "Ana and Bo both score 45 points. Ana has 7 coins, Bo 6. Who wins?",
        "fr": "Ana et Bo marquent tous deux 45 points. Ana a 7 pièces, Bo 6. Qui gagne ?"},
    "course.classic.tie-2.prompt": {
        "en": "Ana and Bo both score 45 points, and both have 7 coins. Who wins?",
        "fr": "Ana et Bo marquent tous deux 45 points, et ont tous deux 7 pièces. Qui gagne ?"},
    "course.classic.tie-1.option.ana": {"en": "Ana", "fr": "Ana"},
    "course.classic.tie-1.option.bo": {"en": "Bo", "fr": "Bo"},
    "course.classic.tie-1.option.both": {"en": "Both: a shared victory", "fr": "Les deux : victoire partagée"},
    "course.classic.tie-2.option.ana": {"en": "Ana", "fr": "Ana"},
    "course.classic.tie-2.option.bo": {"en": "Bo", "fr": "Bo"},
    "course.classic.tie-2.option.both": {"en": "Both: a shared victory", "fr": "Les deux : victoire partagée"},
    "course.classic.tie-1.right": {
        "en": "A tie goes to the player with more coins in the treasury, even when the coins score the same points.",
        "fr": "L'égalité est départagée par le trésor : le plus de pièces l'emporte, même si les pièces rapportent les mêmes points."},
    "course.classic.tie-1.why.bo": {
        "en": "A tie on points is broken by the coins: compare the two players' coins.",
        "fr": "Une égalité de points se départage aux pièces : comparez les pièces des deux joueurs."},
    "course.classic.tie-1.why.both": {
        "en": "The victory is shared only if the coins are equal too: are they?",
        "fr": "La victoire n'est partagée que si les pièces sont aussi à égalité : le sont-elles ?"},
    "course.classic.tie-2.right": {
        "en": "Equal points and equal coins: the tie stands, and both are winners.",
        "fr": "Mêmes points et mêmes pièces : l'égalité subsiste, et les deux sont vainqueurs."},
    "course.classic.tie-2.why.one": {
        "en": "With equal points and equal coins nothing else breaks the tie: the victory is shared.",
        "fr": "À points et pièces égaux, rien d'autre ne départage : la victoire est partagée."},
    # 15
    "course.classic.free-1.prompt": {
        "en": "2 players with the Free City. Who decides for the Free City on turn 3 of Age I?",
        "fr": "2 joueurs avec la Cité franche. Qui décide pour la Cité franche au tour 3 de l'Âge I ?"},
    "course.classic.free-1.option.ana": {"en": "Ana", "fr": "Ana"},
    "course.classic.free-1.option.bo": {"en": "Bo", "fr": "Bo"},
    "course.classic.free-1.option.nobody": {"en": "Nobody: it plays by itself", "fr": "Personne : elle joue seule"},
    "course.classic.free-1.right": {
        "en": "The Free City card crosses the Frontier with the hands every turn: on turn 3 {holder} holds it and plays for the Free City.",
        "fr": "La carte Cité franche franchit la Frontière avec les paquets à chaque tour : au tour 3, c'est {holder} qui l'a et joue pour la Cité franche."},
    "course.classic.free-1.why.same": {
        "en": "The hands (and the Free City card with them) change sides of the Frontier every turn: follow the card from turn 1.",
        "fr": "Les paquets (et la carte Cité franche avec eux) changent de côté de la Frontière à chaque tour : suivez la carte depuis le tour 1."},
    "course.classic.free-1.why.nobody": {
        "en": "The Free City is played by whoever holds its card: they choose two cards, one for the Free City and one for themselves.",
        "fr": "La Cité franche est jouée par qui tient sa carte : il choisit deux cartes, une pour la Cité franche et une pour lui."},
    "course.classic.free-2.prompt": {
        "en": "The card you chose for the Free City can be chained from a building it owns. What does the Free City do?",
        "fr": "La carte choisie pour la Cité franche peut être chaînée depuis un de ses bâtiments. Que fait la Cité franche ?"},
    "course.classic.free-2.option.chain": {"en": "It must build it by chaining, for free", "fr": "Elle doit la construire par chaînage, gratuitement"},
    "course.classic.free-2.option.pay": {"en": "You choose: chain it or use it otherwise", "fr": "Vous choisissez : la chaîner ou l'utiliser autrement"},
    "course.classic.free-2.option.discard": {"en": "It may discard it for 3 coins", "fr": "Elle peut la défausser pour 3 pièces"},
    "course.classic.free-2.right": {"en": "When a chain is possible for the Free City's card, it must be used.",
                                    "fr": "Si un chaînage est possible pour la carte de la Cité franche, il est obligatoire."},
    "course.classic.free-2.why.pay": {"en": "No choice for the Free City: when its card can be chained, the chain is compulsory.",
                                      "fr": "Pas de choix pour la Cité franche : quand sa carte peut être chaînée, le chaînage est obligatoire."},
    "course.classic.free-2.why.discard": {
        "en": "The Free City discards only when it can build nothing, and a chain is compulsory.",
        "fr": "La Cité franche ne défausse que si elle ne peut rien construire, et le chaînage est obligatoire."},
    "course.classic.free-3.prompt": {
        "en": "The Free City could build the card you gave it. May you discard it for 3 coins instead?",
        "fr": "La Cité franche pourrait construire la carte que vous lui donnez. Pouvez-vous la défausser pour 3 pièces à la place ?"},
    "course.classic.free-3.option.yes": {"en": "Yes, like any other city", "fr": "Oui, comme toute autre cité"},
    "course.classic.free-3.option.no": {"en": "No, it must build it", "fr": "Non, elle doit la construire"},
    "course.classic.free-3.right": {"en": "The Free City may discard for 3 coins only if it cannot build anything.",
                                    "fr": "La Cité franche ne peut défausser pour 3 pièces que si elle est incapable de construire quoi que ce soit."},
    "course.classic.free-3.why.yes": {
        "en": "Not for the Free City: it discards for 3 coins only when it can build nothing at all.",
        "fr": "Pas pour la Cité franche : elle ne défausse pour 3 pièces que si elle ne peut rien construire du tout."},
    "course.classic.free-4.prompt": {
        "en": "Age II begins. Who starts with the Free City card: {left}, the Free City's left neighbour, or {right}, its right neighbour?",
        "fr": "L'Âge II commence. Qui reçoit d'abord la carte Cité franche : {left}, à gauche de la Cité franche, ou {right}, à sa droite ?"},
    "course.classic.free-4.option.left": {"en": "{left}", "fr": "{left}"},
    "course.classic.free-4.option.right": {"en": "{right}", "fr": "{right}"},
    "course.classic.free-4.right": {"en": "It alternates with the Ages: left in Age I, right in Age II ({right}), left in Age III.",
                                    "fr": "Cela alterne avec les âges : gauche à l'Âge I, droite à l'Âge II ({right}), gauche à l'Âge III."},
    "course.classic.free-4.why.left": {"en": "Left in Ages I and III, but not in every Age: which way do the hands go in Age II?",
                                       "fr": "Gauche aux Âges I et III, mais pas à chaque âge : dans quel sens vont les mains à l'Âge II ?"},
    # 16
    "course.classic.forum-1.prompt": {
        "en": "In a game played by forum, who are your neighbours?",
        "fr": "Dans une partie jouée sur forum, qui sont vos voisins ?"},
    "course.classic.forum-1.option.list": {"en": "The players next to you in the sign-up list",
                                           "fr": "Les joueurs voisins dans la liste d'inscription"},
    "course.classic.forum-1.option.choose": {"en": "The two players you choose", "fr": "Les deux joueurs que vous choisissez"},
    "course.classic.forum-1.option.random": {"en": "Two players drawn again each Age", "fr": "Deux joueurs tirés à chaque âge"},
    "course.classic.forum-1.right": {
        "en": "The order of the sign-up list is the seating (it may be shuffled once, at the start).",
        "fr": "L'ordre de la liste d'inscription fait la table (elle peut être mélangée une fois, au début)."},
    "course.classic.forum-1.why.choose": {
        "en": "Neighbours are not chosen: they are set by the order of the sign-up list, as seats round a table.",
        "fr": "On ne choisit pas ses voisins : l'ordre de la liste d'inscription les fixe, comme les places autour d'une table."},
    "course.classic.forum-1.why.random": {
        "en": "The seating is fixed for the whole game: the sign-up list (maybe shuffled once at the start).",
        "fr": "La table est fixe pour toute la partie : la liste d'inscription (éventuellement mélangée au début)."},
}
register(MORE_MESSAGES)


register({
    "course.classic.tips-1.prompt": {
        "en": "Age III, 3 players. Your hand holds three guilds: the Spies (1 point per red card in the two neighbouring cities), the Magistrates (per blue card) and the Workers (per brown card). You have 1 red, 6 blue and 5 brown cards; Bo, on your left, 4 red, 1 blue and 1 brown; Cy, on your right, 4 red, 1 blue and 2 brown. Which guild do you build?",
        "fr": "Âge III, 3 joueurs. Votre main contient trois Guildes : les espions (1 point par carte rouge des deux cités voisines), les magistrats (par carte bleue) et les travailleurs (par carte marron). Vous avez 1 carte rouge, 6 bleues et 5 marron ; Bo, à votre gauche, 4 rouges, 1 bleue et 1 marron ; Cy, à votre droite, 4 rouges, 1 bleue et 2 marron. Quelle Guilde construisez-vous ?"},
    "course.classic.tips-1.option.spies": {"en": "The Spies Guild", "fr": "La Guilde des espions"},
    "course.classic.tips-1.option.magistrates": {"en": "The Magistrates Guild", "fr": "La Guilde des magistrats"},
    "course.classic.tips-1.option.workers": {"en": "The Workers Guild", "fr": "La Guilde des travailleurs"},
    "course.classic.tips-1.right": {
        "en": "These guilds count your neighbours' cards, not yours: the Spies make 4 + 4 = 8 points, the Magistrates 1 + 1 = 2, the Workers 1 + 2 = 3.",
        "fr": "Ces Guildes comptent les cartes de vos voisins, pas les vôtres : les espions font 4 + 4 = 8 points, les magistrats 1 + 1 = 2, les travailleurs 1 + 2 = 3."},
    "course.classic.tips-1.why.magistrates": {
        "en": "Your own 6 blue cards do not count: the Magistrates count your neighbours' blue cards, 1 + 1 = 2 points.",
        "fr": "Vos 6 cartes bleues ne comptent pas : les magistrats comptent les cartes bleues de vos voisins, 1 + 1 = 2 points."},
    "course.classic.tips-1.why.workers": {
        "en": "Your own 5 brown cards do not count: the Workers count your neighbours' brown cards, 1 + 2 = 3 points.",
        "fr": "Vos 5 cartes marron ne comptent pas : les travailleurs comptent les cartes marron de vos voisins, 1 + 2 = 3 points."},
})


CHOICE_MESSAGES = {
    # a third option for each question that had two (issue 19), each a real mistake with its diagnosis
    "course.classic.setup-3.option.points": {"en": "It goes in: 5+ is what it scores",
                                             "fr": "Elle va dans le paquet : 5+ est ce qu'elle rapporte"},
    "course.classic.setup-3.why.points": {
        "en": "The number at the bottom is a player count, not points: compare it with the number of players at this table.",
        "fr": "Le nombre en bas est un nombre de joueurs, pas des points : comparez-le au nombre de joueurs de cette table."},
    "course.classic.production-1.option.buy": {"en": "Only by buying a stone from a neighbour",
                                               "fr": "Seulement en achetant une pierre à un voisin"},
    "course.classic.production-1.why.buy": {
        "en": "No need to buy: production is never spent, and the Stone Pit gives its stone again on every turn.",
        "fr": "Inutile d'acheter : la production ne se dépense jamais, et la Cavité redonne sa pierre à chaque tour."},
    "course.classic.trading-4.option.seller": {"en": "Yes, but only to buy from Bo", "fr": "Oui, mais seulement pour acheter à Bo"},
    "course.classic.trading-4.why.seller": {
        "en": "Whom she buys from does not matter: coins earned this turn arrive when the turn is played, and are spent only from the next turn.",
        "fr": "Le vendeur ne change rien : les pièces gagnées ce tour arrivent quand le tour est joué, et ne se dépensent qu'à partir du tour suivant."},
    "course.classic.age-1.option.opposite": {"en": "{opposite}, who sits across the table", "fr": "{opposite}, en face d'elle"},
    "course.classic.age-1.why.opposite": {
        "en": "A hand always goes to a neighbour: to the left in Ages I and III, to the right in Age II.",
        "fr": "Une main va toujours à un voisin : à gauche aux Âges I et III, à droite à l'Âge II."},
    "course.classic.free-3.option.nothing": {"en": "Yes, but it earns no coins", "fr": "Oui, mais sans gagner de pièces"},
    "course.classic.free-4.option.keeper": {"en": "Whoever held it at the end of Age I",
                                            "fr": "Celui qui l'avait à la fin de l'Âge I"},
    "course.classic.free-4.why.keeper": {
        "en": "It does not carry over: each Age starts it with a neighbour, in the direction the hands go in that Age.",
        "fr": "Elle ne se transmet pas d'un âge à l'autre : chaque âge la donne d'abord à un voisin, dans le sens où vont les mains pendant cet âge."},
}
register(CHOICE_MESSAGES)
register({f"course.classic.military-3.{part}": dict(MORE_MESSAGES[f"course.classic.military-1.{part}"])
          for part in ("prompt", "right")})      # military-3 asks military-1's question, on a tie


register(hint_messages("classic",   # the feedback ladder's two hints for the number questions (issue 19)
    treasury_1=(("Treasury: 1 point per full group of 3 coins.", "Trésor : 1 point par groupe complet de 3 pièces."),
                ("How many full groups of 3 are there in {coins} coins, and what is left over?",
                 "Combien de groupes complets de 3 dans {coins} pièces, et que reste-t-il ?")),
    score_1=(("The total is the sum of the seven lines of the score pad.", "Le total est la somme des sept lignes de la feuille de score."),
             ("Take {name}'s lines one at a time, the military tokens and the coins first.",
              "Prenez les lignes de {name} une à une, les jetons militaires et les pièces d'abord.")),
    science_1=(("Science: each family's count squared, plus 7 a set of three different symbols.",
                "Science : le nombre de chaque famille au carré, plus 7 par série de trois symboles différents."),
               ("Square {compass}, {gear} and {tablet}, then count the sets.",
                "Élevez {compass}, {gear} et {tablet} au carré, puis comptez les séries.")),
    science_2=(("Science: each family's count squared, plus 7 a set of three different symbols.",
                "Science : le nombre de chaque famille au carré, plus 7 par série de trois symboles différents."),
               ("Square each of the three counts, then count the sets.", "Élevez chacun des trois nombres au carré, puis comptez les séries.")),
    science_3=(("Science: each family's count squared, plus 7 a set of three different symbols.",
                "Science : le nombre de chaque famille au carré, plus 7 par série de trois symboles différents."),
               ("With no tablet, how many sets are there?", "Sans tablette, combien de séries y a-t-il ?")),
    setup_1=(("The number of guilds depends on the number of players.", "Le nombre de Guildes dépend du nombre de joueurs."),
             ("Players plus how many?", "Le nombre de joueurs plus combien ?")),
    setup_2=(("An Age deck is 7 cards per player: the cards printed for the count, plus the guilds in Age III.",
              "Un paquet d'Âge fait 7 cartes par joueur : les cartes imprimées pour ce nombre, plus les Guildes à l'Âge III."),
             ("How many players, and how many cards does each get?", "Combien de joueurs, et combien de cartes chacun reçoit-il ?")),
    cost_1=(("A card is free when its cost corner is empty or your own city produces all of it.",
             "Une carte est gratuite si son coin de coût est vide ou si votre cité en produit tout."),
            ("Go through Ana's hand card by card: coins printed, and resources her board and cards make.",
             "Passez la main d'Ana carte par carte : pièces imprimées, et ressources que font son plateau et ses cartes.")),
    choice_1=(("A slash between two resources on a card has a meaning of its own: it is not an “and”.",
               "Une barre entre deux ressources sur une carte a un sens bien à elle : ce n'est pas un « et »."),
              ("Could a Tree Farm alone pay, in one turn, for a card that costs a wood and a clay?",
               "La Friche seule pourrait-elle payer, en un tour, une carte qui coûte un bois et une argile ?")),
    trading_3=(("Own production first, then buy from a neighbour at 2 coins a unit, 1 with a discount.",
                "Votre production d'abord, puis achetez à un voisin 2 pièces l'unité, 1 avec une réduction."),
               ("What does Ana's board give, and which of her yellow cards lowers a price?",
                "Que donne le plateau d'Ana, et laquelle de ses cartes jaunes baisse un prix ?")),
    age_2=(("On each turn every player plays one card of the hand and passes the rest on.",
            "À chaque tour, chaque joueur joue une carte de sa main et passe le reste."),
           ("A hand loses one card a turn: what happens when only one card is left in it?",
            "Une main perd une carte par tour : que se passe-t-il quand il n'y reste qu'une carte ?")),
    age_4=(("A card nobody can play is discarded like any discard.", "Une carte injouable est défaussée comme toute défausse."),
           ("What does a discard pay, whoever makes it?", "Que rapporte une défausse, quel que soit le joueur ?")),
    wonder_1=(("Wonder stages are built in order, each once.", "Les étapes d'une Merveille se construisent dans l'ordre, chacune une fois."),
              ("How many are built already?", "Combien sont déjà construites ?")),
    wonder_4=(("Each built stage scores its own points.", "Chaque étape construite marque ses propres points."),
              ("Read the points of each of Gizah A's three stages.", "Lisez les points de chacune des trois étapes de Gizah A.")),
    military_1=(("One comparison with each neighbour: a win is worth the Age's value, a defeat -1, a tie nothing.",
                 "Une comparaison avec chaque voisin : une victoire vaut la valeur de l'âge, une défaite -1, une égalité rien."),
                ("Compare Ana with {left}, then with {right}; this is Age II.",
                 "Comparez Ana avec {left}, puis avec {right} ; c'est l'Âge II.")),
    military_3=(("One comparison with each neighbour: a win is worth the Age's value, a defeat -1, a tie nothing.",
                 "Une comparaison avec chaque voisin : une victoire vaut la valeur de l'âge, une défaite -1, une égalité rien."),
                ("Compare Ana with {left}, then with {right}: one of the two has as many shields as she has.",
                 "Comparez Ana avec {left}, puis avec {right} : l'un des deux a autant de boucliers qu'elle.")),
    commerce_1=(("These yellow cards count cards of your own city.", "Ces cartes jaunes comptent des cartes de votre propre cité."),
                ("Count Ana's brown and yellow cards only.", "Comptez seulement les cartes marron et jaunes d'Ana.")),
    guild_1=(("The Spies Guild counts the red cards of the two neighbours.", "La Guilde des espions compte les cartes rouges des deux voisins."),
             ("Whose red cards does it count, and whose not?", "Les cartes rouges de qui compte-t-elle, et de qui pas ?")),
    guild_2=(("The Shipowners Guild counts your own brown, gray and purple cards.",
              "La Guilde des armateurs compte vos propres cartes marron, grises et violettes."),
             ("Is the guild itself a purple card?", "La Guilde elle-même est-elle une carte violette ?")),
    guild_3=(("The Builders Guild counts the stages of three cities.", "La Guilde des bâtisseurs compte les étapes de trois cités."),
             ("Which three cities, and how many stages in each?", "Quelles trois cités, et combien d'étapes dans chacune ?")),
    end_1=(("The total is the sum of the seven lines of the score pad.", "Le total est la somme des sept lignes de la feuille de score."),
           ("Take Ana's lines one at a time; a negative military line subtracts.",
            "Prenez les lignes d'Ana une à une ; une ligne militaire négative se soustrait.")),
))
