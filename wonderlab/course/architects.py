"""7 Wonders Architects' exercises: real positions from seeded games, answers checked here.

A learner's cell is only ``exercise("battle-1")``: the position is played here (greedy bots,
seeded), the right answer is asked of the engine, and a wrong answer is explained with the rule
it missed (seed 002). Every exercise can be driven from Python as a click would drive it:

>>> quiz = exercise("duel-1")
>>> quiz.answer_with(1)
"✘ Not yet (try 1 of 3). At two players, a strength at least double the other's wins more than one token: compare 4 with twice 1."
>>> quiz.answer_with(2).startswith("✔")
True
>>> [name for name in EXERCISES][:3]
['goal-1', 'turn-1', 'setup-1']
"""

import random
from html import escape

import ipywidgets as widgets

from ..architects import Game, GreedyBot
from ..architects.actions import Action, kinds_text
from ..architects.game import duel_tokens
from ..architects.messages import say as arch_say
from ..architects.rules import BLUECAT, GOLD, GREYS, RED0, RED1, RED2, ruleset
from ..core.i18n import register, say, telling
from ..core.labels import semicolons
from ..widgets.quiz import Question
from .ladder import Laddered, hint_messages, prepared
from .still import Still
from .still import plain as _plain

NAMES = ("Ana", "Bo", "Cy", "Dan", "Eve", "Flo", "Gus")


def position(players=3, seed=0, decisions=0):
    """The game from ``seed`` after greedy bots made ``decisions`` decisions (players Ana, Bo, …).

    >>> game = position(players=3, seed=1, decisions=22)
    >>> game.names[game.current], game.turn
    ('Ana', 22)
    """
    game = Game(players=players, seed=seed, names=list(NAMES[:players]))
    bot, rng = GreedyBot(), random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.play(game.current, bot.choose(game, game.current, rng))
    return game


def finish(game, seed=0):
    """Greedy bots play ``game`` to its end (in place); returns it."""
    bot, rng = GreedyBot(), random.Random(seed)
    while not game.is_over:
        game.play(game.current, bot.choose(game, game.current, rng))
    return game


def after(game, action):
    """A copy of ``game`` where the current player played ``action`` (``"left"``, ``"right"``,
    ``"central"`` for a take), then made the rest of that turn's choices as the greedy bot would."""
    other = game.copy()
    seat = other.current
    if isinstance(action, str):
        action = Action.take(action)
    other.play(seat, action)
    bot, rng = GreedyBot(), random.Random(0)
    while not other.is_over and other.current == seat and other.phase != "take":
        other.play(seat, bot.choose(other, seat, rng))
    return other


def holding(game, seat):
    """The cards in front of ``seat``, by name in the current language (a count after × when
    there are several; semicolons between them when a name holds a comma).

    >>> holding(position(3, 1, 22), 1)
    'Wood; Blue, 3 points × 2; Blue, 2 points and the Cat; Red, 2 horns'
    """
    kinds = ruleset().kinds
    parts = [kinds[k].label + (f" × {n}" if n > 1 else "") for k, n in enumerate(game.cards[seat]) if n]
    return semicolons(parts) if any("," in p for p in parts) else ", ".join(parts)


def moves(before, later):
    """The actions played from ``before`` to ``later`` (a later moment of the same game), one
    sentence each, told as the table's log tells them (in the past); a move the engine played
    itself, being the only one possible, says so.

    >>> game = position(3, 1, 22)
    >>> moves(game, after(game, "right"))[:2]
    ['Ana took the top card of the right deck', 'Ana built stage 3 with Stone, Brick and Papyrus (forced: the only legal move)']
    """
    out = []
    with telling():
        for seat, action, forced in later.history[len(before.history):]:
            line = f"{later.names[seat]} {action}"
            out.append(line + say("course.arch.forced") if forced else line)
    return out


# -- the widgets --------------------------------------------------------------------------
class _Shown(Still):
    """How an exercise looks before its cell is run (on GitHub, in a stored notebook): the
    question and its options as text and HTML, next to the live widget."""

    def _lines(self):
        return []

    def still_text(self):
        return "\n".join([_plain(self.prompt.value), *(f"( ) {line}" for line in self._lines()),
                          say("course.arch.stored")])

    def still_html(self):
        options = "".join(f"<li>{escape(line)}</li>" for line in self._lines())
        return (f"<div>{self.prompt.value}" + (f"<ul>{options}</ul>" if options else "")
                + f"<p><i>{escape(say('course.arch.stored'))}</i></p></div>")


class Number(Laddered, _Shown, Question):
    """A question with a whole-number answer, on the feedback ladder; ``explain`` maps a typical
    wrong number to its diagnosis, ``why`` is the worked answer."""

    def __init__(self, prompt, answer, why, explain=None):
        self.expected = answer
        self._why, self._explain = why, explain or {}
        super().__init__(prompt, None)

    def solution(self):
        return self._why

    def verdict(self, value):
        if value == self.expected:
            return True, None
        return False, self._explain.get(value)

    def answer_with(self, value):
        """Type ``value`` and press Check; returns what the feedback says, as text."""
        self.answer.value = str(value)
        self.button.click()
        return _plain(self.feedback.value)


class Choice(Laddered, _Shown, Question):
    """A question with one right option among several, on the feedback ladder; each wrong
    option has its own diagnosis.

    ``options``: ``(label, None)`` for the right one, ``(label, reason)`` for a wrong one.
    """

    def __init__(self, prompt, options, why):
        self.options = list(options)
        self._why = why
        self.choices = widgets.RadioButtons(options=[label for label, _ in self.options], value=None,
                                            layout=widgets.Layout(width="auto"))
        super().__init__(prompt, None)
        self.children = (self.prompt, self.choices, self.button, self.reveal_button, self.feedback)

    @property
    def labels(self):
        return [label for label, _ in self.options]

    def _lines(self):
        return self.labels

    def solution(self):
        return self._why

    def order_options(self, rng):
        rng.shuffle(self.options)
        self.choices.options = self.labels
        self.choices.value = None

    def read(self):
        if self.choices.value is None:
            return None, say("course.arch.pick")
        return self.choices.value, None

    def verdict(self, label):
        reason = dict(self.options)[label]
        return reason is None, reason

    def answer_with(self, value):
        """Choose option ``value`` (its label or its index) and press Check; returns the feedback."""
        self.choices.value = self.labels[value] if isinstance(value, int) else value
        self.button.click()
        return _plain(self.feedback.value)


def _ask(key, **fields):
    return arch_say(f"course.arch.{key}", **fields)


def _options(*pairs):
    """``("a", None), ("b", "why")`` written as message keys: ``(key, reason key or None)``."""
    return [(_ask(label), None if reason is None else _ask(reason)) for label, reason in pairs]


def _shuffled(options, seed):
    """The options in a fixed order that does not always put the right one first."""
    options = list(options)
    random.Random(seed).shuffle(options)
    return options


# -- 01: the goal, the turn ---------------------------------------------------------------
GOAL_SEED = 6
"""The game of goal-1 (seed 6): Cy finishes the wonder, Bo wins. Notebook 01 illustrates the
rule on another game (seed 3), so the exercise asks before anything shows its answer."""


def goal_1(seed=GOAL_SEED):
    game = position(3, seed, 1000)
    finisher = next(game.names[i] for i in range(3) if game.built[i] == 0b11111)
    winner = game.winners()[0]
    totals = ", ".join(f"{s.name} {s.total}" for s in game.scores())
    options = []
    for name in game.names:
        if name == winner:
            options.append((name, None))
        elif name == finisher:
            options.append((name, _ask("goal-1.finisher", name=name)))
        else:
            options.append((name, _ask("goal-1.lower", name=name)))
    return Choice(_ask("goal-1.q", finisher=finisher, totals=totals), options, _ask("goal-1.why", totals=totals, winner=winner))


def turn_1():
    return Choice(_ask("turn-1.q"), _shuffled(_options(
        ("turn-1.take", None), ("turn-1.hand", "turn-1.hand.why"), ("turn-1.buy", "turn-1.buy.why"),
        ("turn-1.two", "turn-1.two.why")), 1), _ask("turn-1.why"))


# -- 02: the material and the setup ------------------------------------------------------
def setup_1():
    game = Game(players=7, seed=2)
    explain = {7: _ask("setup-1.seven"), 8: _ask("setup-1.seven"), 3: _ask("setup-1.small")}
    return Number(_ask("setup-1.q"), game.conflicts, _ask("setup-1.why", count=game.conflicts), explain)


def setup_2():
    game = Game(players=4, seed=5, names=list(NAMES[:4]))
    seat = 2
    left, right = game.wonders[game.deck_index(seat, "left")], game.wonders[game.deck_index(seat, "right")]
    others = [w for w in game.wonders if w not in (left, right)]
    central = _ask("setup-2.central")
    options = [
        (_ask("setup-2.three", left=left.label, right=right.label, central=central), None),
        (_ask("setup-2.two", left=left.label, right=right.label),
         _ask("setup-2.forgot_central")),
        (_ask("setup-2.three", left=left.label, right=others[0].label, central=central),
         _ask("setup-2.far", wonder=others[0].label)),
        (_ask("setup-2.all"), _ask("setup-2.all.why")),
    ]
    return Choice(_ask("setup-2.q", name=game.names[seat], wonder=game.wonders[seat].label),
                  _shuffled(options, 2), _ask("setup-2.why", left=left.label, right=right.label))


# -- 03: the three sources, empty decks ----------------------------------------------------
def sources_1():
    game = position(2, 58, 71)
    return Choice(_ask("sources-1.q", name=game.names[game.current]), _shuffled(_options(
        ("sources-1.others", None), ("sources-1.refill", "sources-1.refill.why"),
        ("sources-1.pass", "sources-1.pass.why")), 3), _ask("sources-1.why"))


def sources_2():
    game = position(3, 1, 26)       # notebook 03 shows seed 0, turn 6, where the Cat card lies on the right
    seat = game.current
    tops = {side: game.decks[game.deck_index(seat, side)][-1] for side in ("left", "right")}
    right_side = next(side for side, kind in tops.items() if kind == BLUECAT)
    options = []
    for side in ("left", "right", "central"):
        if side == right_side:
            options.append((_ask(f"sources-2.{side}"), None))
        elif side == "central":
            options.append((_ask("sources-2.central"), _ask("sources-2.central.why")))
        else:
            options.append((_ask(f"sources-2.{side}"),
                            _ask("sources-2.other.why", card=ruleset().kinds[tops[side]].label)))
    tops = {side: ruleset().kinds[kind].label for side, kind in tops.items()}
    return Choice(_ask("sources-2.q", name=game.names[seat], **tops), options, _ask("sources-2.why"))


# -- 04: grey and gold, mandatory construction ---------------------------------------------
def gold_1():
    return Choice(_ask("gold-1.q"), _shuffled(_options(
        ("gold-1.missing", None), ("gold-1.neighbour", "gold-1.neighbour.why"),
        ("gold-1.points", "gold-1.points.why"), ("gold-1.any", "gold-1.any.why")), 4), _ask("gold-1.why"))


def mandatory_1():
    game = position(3, 1, 22)
    seat = game.current
    done = after(game, "right")
    built = [s for s in done.built_ids(seat) if s not in game.built_ids(seat)]
    stage = str(game.wonders[seat].stage(built[0]))
    return Choice(_ask("mandatory-1.q", name=game.names[seat]), _shuffled([
        (_ask("mandatory-1.build", stage=stage), None),
        (_ask("mandatory-1.keep"), _ask("mandatory-1.keep.why")),
        (_ask("mandatory-1.choose"), _ask("mandatory-1.choose.why")),
    ], 5), _ask("mandatory-1.why", name=game.names[seat], stage=stage))


# -- 05: the five costs, supports, paying exactly ------------------------------------------
def cost_1():
    return Choice(_ask("cost-1.q"), _shuffled(_options(
        ("cost-1.two_wood", None), ("cost-1.all", "cost-1.all.why"),
        ("cost-1.mixed", "cost-1.mixed.why")), 6), _ask("cost-1.why"))


def cost_2():
    game = position(3, 2, 37)
    seat = game.current
    done = game.copy()
    done.play(seat, Action.take("left"))
    ways = [a for a in done.legal_actions(seat) if a.kind == "build"]
    right = kinds_text(ways[0].cards)
    rules = ruleset()
    wrong_all = kinds_text([rules.kind(k).index for k in ("brick", "glass", "gold")])
    return Choice(_ask("cost-2.q", name=game.names[seat]), _shuffled([
        (right, None),
        (wrong_all, _ask("cost-2.all.why")),
        (kinds_text([rules.kind(k).index for k in ("brick", "glass")]), _ask("cost-2.diff.why")),
    ], 7), _ask("cost-2.why", cards=right))


def supports_1():
    game = position(3, 0, 6)
    seat = game.current
    rhodes = game.wonders[seat]
    available = rhodes.available(game.built[seat])
    missing = [str(k) for k in rhodes.stage(3).rests_on if k not in game.built_ids(seat)]
    why_3 = say("arch.error.supports.one", stage=str(rhodes.stage(3)), missing=", ".join(missing))
    return Choice(_ask("supports-1.q", name=game.names[seat], wonder=rhodes.label), [
        (_ask("supports-1.only", stage=available[0]), None),
        (_ask("supports-1.both", a=available[0], b=3), _ask("supports-1.both.why", why=why_3)),
        (_ask("supports-1.only", stage=3), _ask("supports-1.both.why", why=why_3)),
    ], _ask("supports-1.why", stage=available[0]))


def several_1():
    return Choice(_ask("several-1.q"), _shuffled(_options(
        ("several-1.both", None), ("several-1.wait", "several-1.wait.why"),
        ("several-1.one", "several-1.one.why")), 8), _ask("several-1.why"))


# -- 06: blue cards and the Cat --------------------------------------------------------------
def cat_1():
    game = position(3, 0, 26)       # notebook 06 shows turn 6 of this game, where Cy takes the Cat from Bo
    seat = game.current
    holder = game.names[game.cat]
    options = [(name, None if i == seat else _ask("cat-1.wrong", name=name, holder=holder))
               for i, name in enumerate(game.names)]
    return Choice(_ask("cat-1.q", name=game.names[seat], holder=holder), options,
                  _ask("cat-1.why", name=game.names[seat]))


def cat_2():
    return Choice(_ask("cat-2.q"), _shuffled(_options(
        ("cat-2.peek", None), ("cat-2.search", "cat-2.search.why"),
        ("cat-2.keep", "cat-2.keep.why")), 9), _ask("cat-2.why"))


def blue_1():
    game = position(3, 4, 27)       # notebook 06 counts Bo's blue cards of seed 1; this is Cy's of seed 4
    seat = 2
    points = game.scores()[seat].categories["civilian"]
    cards = game.cards[seat]
    count = sum(cards[k] for k in (9, BLUECAT))
    explain = {count: _ask("blue-1.count"), points + 2: _ask("blue-1.cat")}
    return Number(_ask("blue-1.q", name=game.names[seat], cards=holding(game, seat)), points,
                  _ask("blue-1.why", three=cards[9], cat=cards[BLUECAT], points=points), explain).with_fields(
                      name=game.names[seat])


# -- 07: science and Progress tokens ----------------------------------------------------------
def science_1():
    game = position(3, 0, 12)
    return Choice(_ask("science-1.q", name=game.names[game.current]), _shuffled(_options(
        ("science-1.pair", None), ("science-1.mixed", "science-1.mixed.why"),
        ("science-1.keep", "science-1.keep.why")), 10), _ask("science-1.why"))


def progress_1():
    game = position(3, 0, 46)
    return Choice(_ask("progress-1.q", name=game.names[game.current]), _shuffled(_options(
        ("progress-1.no", None), ("progress-1.yes", "progress-1.yes.why"), ("progress-1.twice", "progress-1.yes.why")), 11),
        _ask("progress-1.why"))


def progress_2():
    """Both Culture tokens, Education and Decoration with a finished wonder: the end-of-game
    tokens at work together (notebook 07 lists each token's points just above, so the question
    asks for their sum on a city of its own)."""
    from ..architects.scoring import FULL, progress_points

    tokens = ["culture", "culture", "education", "decoration"]
    points = progress_points(tokens, FULL, [0] * len(ruleset().kinds), 0)
    culture, education, decoration = 12, 2 * len(tokens), 6
    assert points == culture + education + decoration
    explain = {points - culture + 8: _ask("progress-2.eight"), points - culture + 4: _ask("progress-2.eight"),
               points - 2: _ask("progress-2.six")}      # Education without itself, or Decoration's 4: both 24
    return Number(_ask("progress-2.q"), points,
                  _ask("progress-2.why", education=education, points=points), explain)


def tokens_1():
    game = position(3, 7, 1000)
    seat = 1
    sheet = game.scores()[seat]
    points = sheet.categories["progress"]
    owned = len(game.tokens[seat])
    cats = game.cards[seat][BLUECAT]
    names = ", ".join(ruleset().token(t).label for t in game.tokens[seat])
    explain = {points - 2 * owned: _ask("tokens-1.education"), points - cats: _ask("tokens-1.politics"),
               points - 2: _ask("tokens-1.itself", count=owned)}
    return Number(_ask("tokens-1.q", name=sheet.name, tokens=names, cats=cats),
                  points, _ask("tokens-1.why", cats=cats, count=owned, points=points), explain).with_fields(name=sheet.name)


def progress_3():
    game = position(3, 0, 12)
    done = after(game, "left")
    return Number(_ask("progress-3.q", name=game.names[game.current]), len(done.face_up),
                  _ask("progress-3.why"), {2: _ask("progress-3.two")}).with_fields(name=game.names[game.current])


# -- 08: horns and battles --------------------------------------------------------------------
def horns_1():
    game = position(3, 1, 27)
    return Number(_ask("horns-1.q", name=game.names[game.current], war=game.war, tokens=game.conflicts),
                  game.conflicts - game.war, _ask("horns-1.why"), {2: _ask("horns-1.two")}).with_fields(
                      name=game.names[game.current])


def battle_shields(game, seat, taken):
    """``seat``'s shields once the current player has taken the card ``taken``."""
    return game.shields(seat) + (ruleset().kinds[taken].shields if seat == game.current else 0)


def _battle_position():
    game = position(3, 1, 27)
    return game, after(game, "right")


def battle_1():
    before, done = _battle_position()
    seat = 1
    won = done.victories[seat] - before.victories[seat]
    taken = before.decks[before.deck_index(before.current, "right")][-1]
    shields = ", ".join(f"{before.names[i]} {battle_shields(before, i, taken)}" for i in range(3))
    return Number(_ask("battle-1.q", name=before.names[before.current], who=before.names[seat]), won,
                  _ask("battle-1.why", shields=shields, who=before.names[seat]),
                  {1: _ask("battle-1.one"), 3: _ask("battle-1.three")}).with_fields(name=before.names[before.current],
                                                                                     who=before.names[seat])


def battle_2():
    before, done = _battle_position()
    seat = 1
    kinds = ruleset().kinds
    kept = ", ".join(f"{done.cards[seat][k]} × {kinds[k].label}" for k in (RED0, RED1, RED2) if done.cards[seat][k])
    return Choice(_ask("battle-2.q", who=before.names[seat]), _shuffled(_options(
        ("battle-2.plain", None), ("battle-2.none", "battle-2.none.why"),
        ("battle-2.all", "battle-2.all.why")), 12), _ask("battle-2.why", kept=kept, who=before.names[seat]))


BATTLE_3 = {"Alice": 3, "Bob": 5, "Chloé": 3}
"""battle-3's battle at three: not the rules' example (Alice 4, Bob 2, Chloé 4), which notebook 08
works out just above; Alice ties one neighbour and loses to the other."""


def battle_3():
    from ..architects.game import Game

    game = Game(players=3, seed=0, names=list(BATTLE_3))
    for seat, shields in enumerate(BATTLE_3.values()):
        game.cards[seat][RED0] = shields
    before = game.victories[0]
    game.battle()
    won = game.victories[0] - before
    return Number(_ask("battle-3.q", **{k.lower().replace("é", "e"): v for k, v in BATTLE_3.items()}), won,
                  _ask("battle-3.why", won=won), {won + 1: _ask("battle-3.tie"), won - 1: _ask("battle-3.zero")})


DUEL_BATTLE = (2, 53, "right")
"""duel-1's battle: seed 2 after 53 decisions, Ana takes from the right deck (notebook 08 shows
the battle of seed 4 and a table of other strengths: neither holds 4 against 1)."""


def duel_1():
    seed, decisions, side = DUEL_BATTLE
    before = position(2, seed, decisions)
    done = after(before, side)
    seat = before.current
    taken = before.decks[before.deck_index(seat, side)][-1]
    mine, theirs = battle_shields(before, seat, taken), battle_shields(before, 1 - seat, taken)
    won = done.victories[seat] - before.victories[seat]
    assert won == duel_tokens(mine, theirs)
    return Number(_ask("duel-1.q", name=before.names[seat], mine=mine, other=before.names[1 - seat], theirs=theirs),
                  won, _ask("duel-1.why", mine=mine, theirs=theirs),
                  {1: _ask("duel-1.one", mine=mine, theirs=theirs)}).with_fields(name=before.names[seat],
                                                                                 other=before.names[1 - seat])


def duel_2(mine=5, theirs=3):
    """5 shields against 3 (notebook 08's table shows 3 against 2): stronger, not twice as strong."""
    return Number(_ask("duel-2.q", mine=mine, theirs=theirs), duel_tokens(mine, theirs), _ask("duel-2.why"),
                  {2: _ask("duel-2.two", mine=mine, theirs=theirs)})


# -- 09: the wonders' powers --------------------------------------------------------------------
def powers_1():
    rules = ruleset()
    options = [(w.label, None if w.id == "olympia" else _ask(f"powers-1.{w.id}"))
               for w in rules.wonders]
    return Choice(_ask("powers-1.q"), options, _ask("powers-1.why"))


def powers_3():
    game = position(3, 0, 43)
    seat = game.current
    later = after(game, "right")
    before, now = game.shields(seat), later.shields(seat)
    return Number(_ask("powers-3.q", name=game.names[seat], shields=before), now,
                  _ask("powers-3.why", shields=before, now=now),
                  {before: _ask("powers-3.same"), before + 2: _ask("powers-3.two")}).with_fields(
                      name=game.names[seat], shields=before)


def powers_2():
    return Choice(_ask("powers-2.q"), _shuffled(_options(
        ("powers-2.giza", None), ("powers-2.rhodes", "powers-2.rhodes.why"),
        ("powers-2.ephesus", "powers-2.ephesus.why")), 13), _ask("powers-2.why"))


# -- 10: the end of the game; 11: the score and ties ----------------------------------------------
def end_1():
    return Choice(_ask("end-1.q"), _shuffled(_options(
        ("end-1.stop", None), ("end-1.round", "end-1.round.why"),
        ("end-1.now", "end-1.now.why")), 14), _ask("end-1.why"))


SCORE_SEED = 9
"""score-1's game (seed 9); notebook 11 prints the score of another game (seed 3)."""


def score_1():
    game = position(3, SCORE_SEED, 1000)
    sheet = game.scores()[0]
    parts = dict(sheet.categories)
    total = sheet.total
    explain = {}
    for category, points in parts.items():
        if points:
            explain.setdefault(total - points, _ask("score-1.left_out",
                                                    category=_ask(f"cat.{category}"), points=points))
    victories = game.victories[0]
    explain.setdefault(total - parts["military"] + victories, _ask("score-1.tokens"))
    how = " + ".join(f"{_ask(f'cat.{c}')} {n}" for c, n in parts.items()) + f" = {total}"
    lines = ", ".join(f"{_ask(f'cat.{c}')} {n}" for c, n in parts.items() if c not in ("military", "cat"))
    cat = _ask("score-1.cat" if game.cat == 0 else "score-1.no_cat")
    return Number(_ask("score-1.q", name=sheet.name, lines=lines, victories=victories, cat=cat), total, how,
                  explain).with_fields(name=sheet.name)


def tie_1():
    return Choice(_ask("tie-1.q"), _shuffled(_options(
        ("tie-1.stages", None), ("tie-1.finisher", "tie-1.finisher.why"),
        ("tie-1.shared", "tie-1.shared.why")), 15), _ask("tie-1.why"))


def score_pad():
    """The Architects score pad, starting from the rules' 29-point example; stored in a notebook
    it says what it is instead of showing a widget's raw repr.

    >>> score_pad()._repr_mimebundle_()["text/plain"].startswith("A 7 Wonders Architects score pad")
    True
    """
    from ..widgets.architects import ArchitectsScorePad

    class ScorePad(Still, ArchitectsScorePad):
        def still_text(self):
            return say("course.arch.pad")

        def still_html(self):          # the score it counts, as the classic and Duel pads
            return (f'<div class="wonderlab-stored">{self.breakdown.value}'
                    f"<p><i>{escape(say('course.arch.pad'))}</i></p></div>")

    return ScorePad()


# -- 12: the pitfalls, each on a position of its own (seed 002, « Les erreurs fréquentes ») ---------
def _source(side):
    return arch_say(f"arch.source.{side}")


def _top(game, seat, side):
    """The kind on top of ``seat``'s deck on ``side`` (``"left"`` or ``"right"``)."""
    return game.decks[game.deck_index(seat, side)][-1]


def _card(kind):
    """A card's name in quotes, so that a name holding a comma reads as one: “Red, 1 horn”."""
    return _ask("quoted", label=ruleset().kinds[kind].label)


def pitfall_hand(seed=12, decisions=9):
    """Playing as in 7 Wonders, a hand passed to the neighbours: here one card from three sources."""
    game = position(3, seed, decisions)
    seat = game.current
    name, neighbour = game.names[seat], game.names[game.left(seat)]
    left, right = (_card(_top(game, seat, side)) for side in ("left", "right"))
    return Choice(_ask("pitfall-hand.q", name=name, left=left, right=right), _shuffled([
        (_ask("pitfall-hand.take", left=left, right=right), None),
        (_ask("pitfall-hand.hand", neighbour=neighbour), _ask("turn-1.hand.why")),
        (_ask("pitfall-hand.buy", neighbour=neighbour), _ask("turn-1.buy.why")),
        (_ask("pitfall-hand.two", left=left, right=right), _ask("turn-1.two.why")),
    ], 16), _ask("pitfall-hand.why", name=name))


PITFALL_KEEP = (10, 25, "left")
"""pitfall-keep's turn: seed 10 after 25 decisions, the card taken from the left deck pays a stage
(mandatory-1 is seed 1's Brick from the right deck)."""


def pitfall_keep(seed=PITFALL_KEEP[0], decisions=PITFALL_KEEP[1], side=PITFALL_KEEP[2]):
    """Keeping resources for later when a stage must be built: the engine builds it in the same turn."""
    game = position(3, seed, decisions)
    seat = game.current
    done = after(game, side)
    built = [s for s in done.built_ids(seat) if s not in game.built_ids(seat)]
    assert built, "the card taken must pay a stage"
    stage = str(game.wonders[seat].stage(built[0]))
    name, card = game.names[seat], _card(_top(game, seat, side))
    resources = [k for k in (*GREYS, GOLD) for _ in range(game.cards[seat][k])]
    return Choice(_ask("pitfall-keep.q", name=name, card=card, source=_source(side), cards=kinds_text(resources)),
                  _shuffled([(_ask("mandatory-1.build", stage=stage), None),
                             (_ask("mandatory-1.keep"), _ask("mandatory-1.keep.why")),
                             (_ask("mandatory-1.choose"), _ask("mandatory-1.choose.why"))], 17),
                  _ask("pitfall-keep.why", name=name, card=card, stage=stage))


def _stages(ids):
    return arch_say("arch.list.and", first=", ".join(map(str, ids[:-1])), last=ids[-1]) if len(ids) > 1 else str(ids[0])


def pitfall_supports(seed=10, decisions=29):
    """Building a stage whose supports are still unbuilt: Halicarnassus's stage 5 rests on 3 and 4."""
    game = position(3, seed, decisions)
    seat = game.current
    wonder, built = game.wonders[seat], game.built_ids(seat)
    available = wonder.available(game.built[seat])
    blocked = next(s for s in wonder.stages if s.id not in built and s.id not in available)
    missing = [k for k in blocked.rests_on if k not in built]

    def label(ids):
        return _ask("supports-1.only", stage=ids[0]) if len(ids) == 1 else _ask("supports-1.both", a=ids[0], b=ids[1])

    name = game.names[seat]
    return Choice(_ask("pitfall-supports.q", name=name, wonder=wonder.label, built=_stages(built)), [
        (label(available), None),
        (label(sorted([*available, blocked.id])[:2]), _ask("pitfall-supports.blocked", stage=blocked.id)),
        (label([blocked.id]), _ask("pitfall-supports.blocked", stage=blocked.id)),
    ], _ask("pitfall-supports.why", available=_stages(available), blocked=blocked.id,
            rests=_stages(list(blocked.rests_on)), missing=_stages(missing)))


PITFALL_PROGRESS = (36, 36, "left", "right")
"""pitfall-progress's turn: seed 36 after 36 decisions, Cy owns Science, takes a green card from
the left deck, and Science's extra card, from the right deck, is green too (progress-1 is seed
0's Urbanism)."""


def pitfall_progress(seed=PITFALL_PROGRESS[0], decisions=PITFALL_PROGRESS[1], side=PITFALL_PROGRESS[2],
                     extra=PITFALL_PROGRESS[3]):
    """Using the same Progress token twice in a turn: the engine gives no second extra card."""
    game = position(3, seed, decisions)
    seat = game.current
    first, second = _top(game, seat, side), _top(game, seat, extra)
    token = next(ruleset().token(t) for t in game.tokens[seat] if first in ruleset().token(t).extra_take_on)
    assert second in token.extra_take_on
    done = game.copy()
    done.play(seat, Action.take(side))
    done.play(seat, Action.take(extra, via=token.id))
    again = [a for a in done.legal_actions(seat) if a.kind == "take" and a.via == token.id]
    name = game.names[seat]
    fields = {"name": name, "token": token.label, "card": _card(first), "source": _source(side),
              "extra": _card(second), "extra_source": _source(extra)}
    assert not again
    return Choice(_ask("pitfall-progress.q", **fields), _shuffled([
        (_ask("pitfall-progress.no", token=token.label), None),
        (_ask("pitfall-progress.yes", token=token.label, extra=_card(second)), _ask("pitfall-progress.yes.why", token=token.label)),
        (_ask("progress-1.twice"), _ask("pitfall-progress.yes.why", token=token.label)),
    ], 18), _ask("pitfall-progress.why", token=token.label))


PITFALL_BATTLE = (11, 24, "right")
"""pitfall-battle's turn: seed 11 after 24 decisions, the red card taken from the right deck turns
the last Conflict token, and someone holds a red card without horns (battle-2 is seed 1's)."""


def pitfall_battle(seed=PITFALL_BATTLE[0], decisions=PITFALL_BATTLE[1], side=PITFALL_BATTLE[2]):
    """Forgetting the battle, or discarding the red cards without horns too."""
    game = position(3, seed, decisions)
    seat = game.current
    done = after(game, side)
    assert game.war < game.conflicts and done.war == 0          # the battle came in this turn
    who = next(i for i in range(3) if done.cards[i][RED0])
    assert done.cards[who][RED0] == game.cards[who][RED0] and not done.cards[who][RED1] + done.cards[who][RED2]
    name, card = game.names[seat], _card(_top(game, seat, side))
    kept = f"{done.cards[who][RED0]} × {_card(RED0)}"
    return Choice(_ask("pitfall-battle.q", name=name, card=card, source=_source(side)), _shuffled(_options(
        ("pitfall-battle.horns", None), ("pitfall-battle.age", "pitfall-battle.age.why"),
        ("pitfall-battle.all", "pitfall-battle.all.why"), ("pitfall-battle.losers", "battle-2.all.why")), 19),
        _ask("pitfall-battle.why", name=name, who=game.names[who], kept=kept))


PITFALL_DUEL = (22, 40, "right")
"""pitfall-duel's battle: seed 22 after 40 decisions at two players, stronger but not twice as
strong (duel-1 is seed 2's battle, at least double)."""


def pitfall_duel(seed=PITFALL_DUEL[0], decisions=PITFALL_DUEL[1], side=PITFALL_DUEL[2]):
    """Two tokens to the stronger player at two, without checking the doubling."""
    before = position(2, seed, decisions)
    seat = before.current
    taken = _top(before, seat, side)
    assert taken == RED1
    done = after(before, side)
    mine, theirs = battle_shields(before, seat, taken), battle_shields(before, 1 - seat, taken)
    won = done.victories[seat] - before.victories[seat]
    assert won == duel_tokens(mine, theirs) == 1
    name, other = before.names[seat], before.names[1 - seat]
    return Number(_ask("duel-1.q", name=name, mine=mine, other=other, theirs=theirs), won, _ask("duel-2.why"),
                  {2: _ask("duel-2.two", mine=mine, theirs=theirs)}).with_fields(name=name, other=other)


def pitfall_finish():
    """Finishing the wonder is not winning: goal-1 on another game (seed 14)."""
    return goal_1(14)


EXERCISES = {
    "goal-1": goal_1, "turn-1": turn_1,
    "setup-1": setup_1, "setup-2": setup_2,
    "sources-1": sources_1, "sources-2": sources_2,
    "gold-1": gold_1, "mandatory-1": mandatory_1,
    "cost-1": cost_1, "cost-2": cost_2, "supports-1": supports_1, "several-1": several_1,
    "cat-1": cat_1, "cat-2": cat_2, "blue-1": blue_1,
    "science-1": science_1, "progress-1": progress_1, "progress-2": progress_2, "tokens-1": tokens_1, "progress-3": progress_3,
    "horns-1": horns_1, "battle-1": battle_1, "battle-2": battle_2, "battle-3": battle_3,
    "duel-1": duel_1, "duel-2": duel_2,
    "powers-1": powers_1, "powers-2": powers_2, "powers-3": powers_3,
    "end-1": end_1, "score-1": score_1, "tie-1": tie_1,
    "pitfall-hand": pitfall_hand, "pitfall-keep": pitfall_keep, "pitfall-supports": pitfall_supports,
    "pitfall-progress": pitfall_progress, "pitfall-battle": pitfall_battle, "pitfall-duel": pitfall_duel,
    "pitfall-finish": pitfall_finish,
}
PITFALL_OF = {"pitfall-hand": "turn-1", "pitfall-keep": "mandatory-1", "pitfall-supports": "supports-1",
              "pitfall-progress": "progress-1", "pitfall-battle": "battle-2", "pitfall-duel": "duel-2",
              "pitfall-finish": "goal-1"}
"""Notebook 12's exercises: each common mistake of seed 002 on a position of its own, and the
exercise of the notebook that teaches its rule."""


def exercise(name):
    """The exercise ``name`` as a widget, in the current language; an unknown name is refused."""
    if name not in EXERCISES:
        raise ValueError(say("course.arch.unknown", name=escape(str(name)), names=", ".join(EXERCISES)))
    return prepared(EXERCISES[name](), "architects", name)


def _texts(**pairs):
    """``key=(english, french)`` -> the catalog entries ``course.arch.key``."""
    def name(key):
        first, *rest = key.split("__")
        return ".".join(["course.arch." + first.replace("_", "-"), *rest])
    return {name(key): {"en": en, "fr": fr} for key, (en, fr) in pairs.items()}


MESSAGES = {
    "course.arch.right": {"en": "Right! {why}", "fr": "Exact ! {why}"},
    "course.arch.pick": {"en": "Choose an answer, then press Check.",
                         "fr": "Choisissez une réponse, puis appuyez sur Vérifier."},
    "course.arch.wrong_number": {"en": "Not quite: {answer} is not the answer. Read the rule above again and count once more.",
                                 "fr": "Pas tout à fait : {answer} n'est pas la réponse. Relisez la règle ci-dessus et recomptez."},
    "course.arch.forced": {"en": " (forced: the only legal move)", "fr": " (obligé : le seul coup possible)"},
    "course.arch.stored": {"en": "(Run this cell to answer, then press Check.)",
                           "fr": "(Exécutez cette cellule pour répondre, puis appuyez sur Vérifier.)"},
    "course.arch.pad": {"en": "A 7 Wonders Architects score pad (run this cell to type a table and see its score).",
                        "fr": "Une feuille de score de 7 Wonders Architects (exécutez cette cellule pour saisir une table et voir son score)."},
    "course.arch.unknown": {"en": "there is no exercise {name}; the exercises are {names}",
                            "fr": "il n'y a pas d'exercice {name} ; les exercices sont {names}"},
    "course.arch.cat.wonder": {"en": "Wonder", "fr": "Merveille"},
    "course.arch.cat.civilian": {"en": "Blue cards", "fr": "Cartes bleues"},
    "course.arch.cat.military": {"en": "Military", "fr": "Victoires militaires"},
    "course.arch.cat.progress": {"en": "Progress", "fr": "Progrès"},
    "course.arch.cat.cat": {"en": "Cat", "fr": "Chat"},
}
MESSAGES.update(_texts(
    goal_1__q=("Another game: {finisher} built the fifth and last stage of their wonder, and the game ended. "
               "The totals: {totals}. Who won?",
               "Une autre partie : {finisher} a construit la cinquième et dernière étape de sa Merveille, et la partie "
               "s'est arrêtée. Les totaux : {totals}. Qui a gagné ?"),
    goal_1__finisher=("{name} ended the game by finishing the wonder, but finishing does not win: the highest total of points wins.",
                      "{name} a terminé la partie en finissant sa Merveille, mais finir ne fait pas gagner : le plus grand total de points gagne."),
    goal_1__lower=("{name} did not have the highest total of points.", "{name} n'avait pas le plus grand total de points."),
    goal_1__why=("The totals were {totals}: {winner} had the most points, and the most points wins.",
                 "Les totaux étaient {totals} : {winner} avait le plus de points, et le plus de points gagne."),
    turn_1__q=("It is your turn. What do you do first?", "C'est votre tour. Que faites-vous d'abord ?"),
    turn_1__take=("Take one card, from my left, my right or the central deck",
                  "Prendre une carte, à gauche, à droite ou au centre"),
    turn_1__hand=("Choose a card from my hand of seven and pass the rest to my neighbour",
                  "Choisir une carte dans ma main de sept et passer le reste à mon voisin"),
    turn_1__hand__why=("That is 7 Wonders, not Architects: there are no hands here and nothing is passed to the neighbours.",
                       "Ça, c'est 7 Wonders, pas Architects : ici il n'y a pas de main et on ne passe rien aux voisins."),
    turn_1__buy=("Pay a neighbour coins for a resource I lack", "Payer des pièces à un voisin pour une ressource qui me manque"),
    turn_1__buy__why=("There is no trading in Architects: a gold card only stands in for a missing resource of your own.",
                      "Il n'y a pas de commerce dans Architects : une carte jaune remplace seulement une ressource qui vous manque."),
    turn_1__two=("Take two cards, one from each neighbour's deck", "Prendre deux cartes, une dans chaque pioche voisine"),
    turn_1__two__why=("One card a turn: only a Progress token or a wonder's power gives an extra card.",
                      "Une carte par tour : seuls un Progrès ou un pouvoir de Merveille donnent une carte de plus."),
    turn_1__why=("One card a turn, from one of three sources; then you resolve what it brings.",
                 "Une carte par tour, parmi trois sources ; ensuite vous résolvez ce qu'elle apporte."),
    setup_1__q=("Seven players sit down. How many Conflict tokens are put out, peace side up?",
                "Sept joueurs s'installent. Combien de jetons Conflit pose-t-on, face Paix ?"),
    setup_1__seven=("Not one per player: the Conflict tokens grow with the players, but more slowly; read the setup's table.",
                    "Pas un par joueur : les jetons Conflit augmentent avec les joueurs, mais moins vite ; lisez le tableau de la mise en place."),
    setup_1__small=("Three is for the smallest tables; at seven there are more.",
                    "Trois, c'est pour les plus petites tables ; à sept, il y en a davantage."),
    setup_1__why=("{count}: three at 2 or 3 players, four at 4, five at 5, six at 6 or 7.",
                  "{count} : trois à 2 ou 3 joueurs, quatre à 4, cinq à 5, six à 6 ou 7."),
    setup_2__q=("{name} plays {wonder} at a table of four. From which decks may {name} take a card?",
                "{name} joue {wonder} à une table de quatre. Dans quelles pioches prend-on une carte à la place de {name} ?"),
    setup_2__central=("the central deck", "la pioche centrale"),
    setup_2__three=("{left}'s deck, {right}'s deck and {central}", "la pioche de {left}, celle de {right} et {central}"),
    setup_2__two=("{left}'s deck and {right}'s deck only", "seulement la pioche de {left} et celle de {right}"),
    setup_2__forgot_central=("You forgot the third source: the hidden central deck is open to everyone.",
                             "Vous avez oublié la troisième source : la pioche centrale cachée est ouverte à tous."),
    setup_2__far=("{wonder}'s deck is not next to this seat: you take only from the two decks beside you and the centre.",
                  "La pioche de {wonder} n'est pas à côté de cette place : on prend seulement dans les deux pioches voisines et au centre."),
    setup_2__all=("Any deck on the table", "N'importe quelle pioche de la table"),
    setup_2__all__why=("Only Alexandria's power reaches any deck; a turn's card comes from your two neighbouring decks or the centre.",
                       "Seul le pouvoir d'Alexandrie atteint n'importe quelle pioche ; la carte du tour vient de vos deux pioches voisines ou du centre."),
    setup_2__why=("Each wonder's deck lies between its player and the left neighbour, so each seat has two decks beside it ({left} and {right}) and shares the centre.",
                  "La pioche de chaque Merveille est posée entre son joueur et son voisin de gauche : chaque place a donc deux pioches voisines ({left} et {right}) et partage le centre."),
    sources_1__q=("{name}'s right deck is empty. What may {name} do this turn?",
                  "La pioche de droite de {name} est vide. Que peut faire {name} à ce tour ?"),
    sources_1__others=("Take the top card of the left deck or of the central deck", "Prendre le sommet de la pioche de gauche ou de la pioche centrale"),
    sources_1__refill=("Shuffle the discard pile to make a new right deck", "Mélanger la défausse pour refaire la pioche de droite"),
    sources_1__refill__why=("An empty deck stays empty: the discard is never used to refill it.",
                            "Une pioche vide le reste : on ne recycle jamais la défausse pour la remplir."),
    sources_1__pass=("Nothing: the turn is lost", "Rien : le tour est perdu"),
    sources_1__pass__why=("Only one source is empty: you still take a card from one of the others.",
                          "Une seule source est vide : vous prenez quand même une carte dans une autre."),
    sources_1__why=("An empty deck stays empty, and you take from the sources that are left.",
                    "Une pioche vide le reste, et vous prenez dans les sources qui restent."),
    sources_2__q=("Another game: {name} sees {left} on top of the left deck and {right} on top of the right deck. "
                  "{name} wants the blue card with the Cat. Which source gives it for sure?",
                  "Une autre partie : {name} voit {left} au sommet de la pioche de gauche et {right} au sommet de celle "
                  "de droite. {name} veut la carte bleue au Chat. Quelle source la donne à coup sûr ?"),
    sources_2__left=("The left deck", "La pioche de gauche"),
    sources_2__right=("The right deck", "La pioche de droite"),
    sources_2__central=("The central deck", "La pioche centrale"),
    sources_2__central__why=("The central deck is face down: you do not know its top card (unless the Cat showed it to you).",
                             "La pioche centrale est face cachée : vous ne connaissez pas son sommet (sauf si le Chat vous l'a montré)."),
    sources_2__other__why=("That deck shows {card} on top, not the Cat card.", "Cette pioche montre {card} au sommet, pas la carte au Chat."),
    sources_2__why=("The two wonder decks lie face up: you see their top cards before choosing.",
                    "Les deux pioches de Merveille sont face visible : vous voyez leur sommet avant de choisir."),
    gold_1__q=("What is a yellow card (a gold coin) for?", "À quoi sert une carte jaune (une pièce) ?"),
    gold_1__missing=("It stands in for a resource my greys lack", "Elle remplace une ressource qui manque à mes grises"),
    gold_1__neighbour=("I pay it to a neighbour to use their resources", "Je la paie à un voisin pour utiliser ses ressources"),
    gold_1__neighbour__why=("No trading in Architects: gold is not money to spend at a neighbour's.",
                            "Pas de commerce dans Architects : une pièce n'est pas de l'argent à dépenser chez un voisin."),
    gold_1__points=("It is worth a point at the end", "Elle vaut un point à la fin"),
    gold_1__points__why=("Grey and yellow cards left at the end score nothing by themselves.",
                         "Les cartes grises et jaunes qui restent à la fin ne rapportent rien par elles-mêmes."),
    gold_1__any=("It can replace a resource even when my grey cards already pay", "Elle peut remplacer une ressource même quand mes grises paient déjà"),
    gold_1__any__why=("Gold pays only for what is missing: the grey cards you hold pay first.",
                      "Les pièces ne paient que ce qui manque : vos cartes grises paient d'abord."),
    gold_1__why=("A gold card replaces a missing resource, and only a missing one.",
                 "Une pièce remplace une ressource manquante, et seulement une manquante."),
    mandatory_1__q=("{name} takes Brick from the right deck. May {name} keep the cards for a bigger stage later?",
                    "{name} prend la Brique de la pioche de droite. Peut-on garder ces cartes pour une étape plus grosse plus tard ?"),
    mandatory_1__build=("No: {stage} must be built this turn", "Non : {stage} doit être construite pendant ce tour"),
    mandatory_1__keep=("Yes: building is a choice", "Oui : construire est un choix"),
    mandatory_1__keep__why=("Construction is mandatory: as soon as your cards pay for an available stage, you must build it during your turn.",
                            "La construction est obligatoire : dès que vos cartes paient une étape disponible, vous devez la construire pendant votre tour."),
    mandatory_1__choose=("Yes, if a stage higher up would be worth more points", "Oui, si une étape plus haute vaut plus de points"),
    mandatory_1__choose__why=("Points do not matter here: an available stage you can pay must be built now; the higher ones are not available yet.",
                              "Les points ne comptent pas ici : une étape disponible que vous pouvez payer doit être construite ; les plus hautes ne sont pas encore disponibles."),
    mandatory_1__why=("With the Brick, {name}'s cards pay {stage}, so it must be built now.",
                      "Avec la Brique, les cartes de {name} paient {stage} : il faut la construire maintenant."),
    cost_1__q=("You hold two Wood cards and one Stone. The stage asks for 2 identical resources. Which cards do you discard?",
               "Vous avez deux Bois et une Pierre. L'étape demande 2 ressources identiques. Quelles cartes défaussez-vous ?"),
    cost_1__two_wood=("The two Wood cards; the Stone stays", "Les deux Bois ; la Pierre reste"),
    cost_1__all=("All three cards", "Les trois cartes"),
    cost_1__all__why=("Discard exactly the cards used: the Stone is not part of the payment, so it stays in front of you.",
                      "Défaussez exactement les cartes utilisées : la Pierre ne sert pas au paiement, elle reste devant vous."),
    cost_1__mixed=("A Wood and the Stone", "Un Bois et la Pierre"),
    cost_1__mixed__why=("Wood and Stone are different: that would pay a stage of 2 different resources, not 2 identical.",
                        "Bois et Pierre sont différents : cela paierait une étape de 2 ressources différentes, pas 2 identiques."),
    cost_1__why=("Two identical resources: the two Wood cards, and you keep the Stone.",
                 "Deux ressources identiques : les deux Bois, et vous gardez la Pierre."),
    cost_2__q=("{name} takes Gold from the left deck and now holds Brick, Glass and Gold. Alexandria stage 2 asks for 2 identical resources. Which cards pay for it?",
               "{name} prend la Pièce de la pioche de gauche et possède maintenant Brique, Verre et Or. L'étape 2 d'Alexandrie demande 2 ressources identiques. Quelles cartes la paient ?"),
    cost_2__all__why=("Three cards for a stage of two: you discard exactly the cards used, no more.",
                      "Trois cartes pour une étape de deux : vous défaussez exactement les cartes utilisées, pas plus."),
    cost_2__diff__why=("Brick and Glass are different, and this stage wants 2 identical: the gold card stands in for the missing second one.",
                       "Brique et Verre sont différents, et l'étape en veut 2 identiques : la pièce remplace la deuxième qui manque."),
    cost_2__why=("{cards}: one grey card, and the gold card for the identical one that is missing (Glass and Gold would do too).",
                 "{cards} : une carte grise, et la pièce pour la ressource identique qui manque (Verre et Or conviendraient aussi)."),
    supports_1__q=("{name} has built stage 1 of {wonder}. Which stages could {name} build next?",
                   "{name} a construit l'étape 1 de {wonder}. Quelles étapes sont possibles ensuite pour {name} ?"),
    supports_1__only=("Stage {stage} only", "L'étape {stage} seulement"),
    supports_1__both=("Stage {a} or stage {b}", "L'étape {a} ou l'étape {b}"),
    supports_1__both__why=("{why}. A stage is available only when every stage it rests on is built.",
                           "{why}. Une étape n'est disponible que si toutes celles sur lesquelles elle repose sont construites."),
    supports_1__why=("Stage {stage} stands on the ground; stage 3 rests on stages 1 and 2, so it waits for both.",
                     "L'étape {stage} est posée au sol ; l'étape 3 repose sur les étapes 1 et 2 : elle attend les deux."),
    several_1__q=("You build a stage; Architecture gives you an extra card, and it pays for your next stage. What happens?",
                  "Vous construisez une étape ; Architecture vous donne une carte de plus, et elle paie votre prochaine étape. Que se passe-t-il ?"),
    several_1__both=("I build that stage too, in the same turn", "Je construis aussi cette étape, dans le même tour"),
    several_1__wait=("I must wait for my next turn", "Je dois attendre mon prochain tour"),
    several_1__wait__why=("Several stages can be built in one turn: building is not limited to one per card taken.",
                          "Plusieurs étapes peuvent être construites dans le même tour : ce n'est pas limité à une par carte prise."),
    several_1__one=("I choose: build it now or keep the cards", "Je choisis : construire maintenant ou garder les cartes"),
    several_1__one__why=("Construction is mandatory: an available stage your cards pay must be built this turn.",
                         "La construction est obligatoire : une étape disponible que vos cartes paient doit être construite pendant ce tour."),
    several_1__why=("After each construction, check again: every stage you can pay is built, in the same turn.",
                    "Après chaque construction, vérifiez encore : chaque étape que vous pouvez payer est construite, dans le même tour."),
    cat_1__q=("{holder} holds the Cat. {name} takes the blue card with the Cat from the right deck. Who holds the Cat now?",
              "{holder} a le Chat. {name} prend la carte bleue au Chat dans la pioche de droite. Qui a le Chat maintenant ?"),
    cat_1__wrong=("A blue card with the Cat takes the pawn from whoever holds it ({holder}) or from the centre: {name} does not have it.",
                  "Une carte bleue au Chat prend le pion à son détenteur ({holder}) ou au centre : {name} ne l'a pas."),
    cat_1__why=("{name} took a Cat card, so {name} takes the pawn.", "{name} a pris une carte au Chat : {name} prend le pion."),
    cat_2__q=("What does the Cat let you do while you hold it?", "Que vous permet le Chat tant que vous l'avez ?"),
    cat_2__peek=("Peek at the central top card, and 2 points at the end", "Voir le sommet central, et 2 points à la fin"),
    cat_2__search=("Look through the central deck and take the card I like", "Fouiller la pioche centrale et prendre la carte qui me plaît"),
    cat_2__search__why=("Only its top card, at the start of your turn: the Cat never lets you search or shuffle the centre.",
                        "Seulement son sommet, au début de votre tour : le Chat ne permet jamais de fouiller ni de mélanger le centre."),
    cat_2__keep=("Keep it for the rest of the game", "Le garder jusqu'à la fin de la partie"),
    cat_2__keep__why=("The next player who takes a Cat card takes the pawn from you: do not build your plan on keeping it.",
                      "Le prochain qui prend une carte au Chat vous prend le pion : ne construisez pas votre plan sur la certitude de le garder."),
    cat_2__why=("A secret look at the central top card at the start of your turn, and 2 points at the end if you still hold it.",
                "Un coup d'œil secret au sommet central au début de votre tour, et 2 points à la fin si vous l'avez encore."),
    blue_1__q=("Another game: {name} holds {cards}. How many points do {name}'s blue cards score?",
               "Une autre partie : devant {name}, {cards}. Combien de points rapportent les cartes bleues de {name} ?"),
    blue_1__count=("That is the number of blue cards; each one scores the points it shows (3, or 2 with the Cat).",
                   "C'est le nombre de cartes bleues ; chacune rapporte les points indiqués (3, ou 2 avec le Chat)."),
    blue_1__cat=("The Cat pawn's 2 points are counted apart, in the Cat row, not on the blue cards.",
                 "Les 2 points du pion Chat se comptent à part, sur la ligne du Chat, pas sur les cartes bleues."),
    blue_1__why=("{three} × 3 + {cat} × 2 = {points}.", "{three} × 3 + {cat} × 2 = {points}."),
    science_1__q=("{name} holds a Gear and a Tablet and takes the Gear from the left deck. What happens?",
                  "{name} a un Engrenage et une Tablette et prend l'Engrenage de la pioche de gauche. Que se passe-t-il ?"),
    science_1__pair=("The two Gears are discarded for a Progress token", "Les deux Engrenages sont défaussés contre un Progrès"),
    science_1__mixed=("The Gear and the Tablet are discarded for a Progress token", "L'Engrenage et la Tablette sont défaussés contre un Progrès"),
    science_1__mixed__why=("A set is two identical symbols or three different ones: Gear and Tablet are only two different symbols.",
                           "Une série, c'est deux symboles identiques ou trois différents : Engrenage et Tablette ne sont que deux symboles différents."),
    science_1__keep=("Nothing yet: one may keep the greens to collect three different", "Rien pour l'instant : on peut garder les vertes pour en réunir trois différentes"),
    science_1__keep__why=("A science set must be traded at once: with a pair you must discard it and take a Progress token.",
                          "Une série doit être échangée aussitôt : avec une paire, vous devez la défausser et prendre un Progrès."),
    science_1__why=("Two identical symbols make a set: the two Gears go, the Tablet stays.",
                    "Deux symboles identiques forment une série : les deux Engrenages partent, la Tablette reste."),
    progress_1__q=("{name} owns Urbanism and takes Brick: Urbanism gives an extra card. If that extra card is a Wood, does Urbanism give yet another?",
                   "{name} a Urbanisme et prend une Brique : Urbanisme donne une carte de plus. Si cette carte est un Bois, Urbanisme en donne-t-il encore une ?"),
    progress_1__no=("No: Urbanism has served this turn", "Non : Urbanisme a déjà servi ce tour-ci"),
    progress_1__yes=("Yes: each Wood or Brick gives one more card", "Oui : chaque Bois ou Brique donne une carte de plus"),
    progress_1__twice=("Yes, once more, and then no further", "Oui, une fois encore, puis plus du tout"),
    progress_1__yes__why=("Each Progress token serves at most once a turn: Urbanism has already given its card this turn.",
                          "Chaque Progrès sert au plus une fois par tour : Urbanisme a déjà donné sa carte ce tour-ci."),
    progress_1__why=("Once a turn per token; another token that has not served yet could still react to the extra card.",
                     "Une fois par tour par jeton ; un autre Progrès qui n'a pas encore servi peut encore réagir à la carte supplémentaire."),
    progress_2__q=("The game is over and your wonder is complete. You own both Culture tokens, Education and Decoration. How many points do your Progress tokens give?",
                   "La partie est finie et votre Merveille est complète. Vous avez les deux jetons Culture, Éducation et Décoration. Combien de points rapportent vos Progrès ?"),
    progress_2__eight=("One Culture is worth 4, but two together are not worth 4 + 4: read Culture's scale for two tokens.",
                       "Une Culture vaut 4, mais deux ensemble ne valent pas 4 + 4 : lisez le barème de Culture pour deux jetons."),
    progress_2__six=("Look again at Education, which counts itself too, and at Decoration, which gives more with a complete wonder.",
                     "Regardez de nouveau Éducation, qui se compte elle-même, et Décoration, qui rapporte davantage avec une Merveille complète."),
    progress_2__why=("Culture 12 for the two copies + Education 2 × 4 = {education} (it counts itself) + Decoration 6 with a complete wonder = {points}.",
                     "Culture 12 pour les deux exemplaires + Éducation 2 × 4 = {education} (elle se compte) + Décoration 6 avec une Merveille complète = {points}."),
    tokens_1__q=("The game is over. {name} owns {tokens}, and {cats} blue cards with the Cat. How many points do {name}'s Progress tokens score?",
                 "La partie est finie. {name} a {tokens}, et {cats} cartes bleues au Chat. Combien de points rapportent les Progrès de {name} ?"),
    tokens_1__education=("You left out Education: 2 points per Progress token owned.",
                         "Vous avez oublié Éducation : 2 points par Progrès possédé."),
    tokens_1__politics=("You left out Politics: 1 point per Cat on your blue cards.",
                        "Vous avez oublié Politique : 1 point par Chat sur vos cartes bleues."),
    tokens_1__itself=("Education counts itself too: {count} tokens, so 2 × {count}.",
                      "Éducation se compte elle-même : {count} jetons, donc 2 × {count}."),
    tokens_1__why=("Politics {cats} (one per Cat) + Education 2 × {count} = {points}; the other tokens score nothing at the end.",
                   "Politique {cats} (un par Chat) + Éducation 2 × {count} = {points} ; les autres jetons ne rapportent rien à la fin."),
    progress_3__q=("{name} takes the Gear and trades the pair for a face-up Progress token. How many tokens lie face up afterwards?",
                   "{name} prend l'Engrenage et échange la paire contre un Progrès visible. Combien de jetons restent visibles ensuite ?"),
    progress_3__two=("A face-up token that is taken is replaced at once by the next hidden one.",
                     "Un jeton visible pris est aussitôt remplacé par le prochain jeton caché."),
    progress_3__why=("Still three: the token taken is replaced at once from the hidden pile.",
                     "Toujours trois : le jeton pris est remplacé aussitôt par un jeton de la pile cachée."),
    horns_1__q=("{war} of the {tokens} Conflict tokens show battle. {name} takes a red card with 2 horns. How many tokens turn over?",
                "{war} des {tokens} jetons Conflit sont côté Bataille. {name} prend une rouge à 2 cors. Combien de jetons se retournent ?"),
    horns_1__two=("Horns beyond the last token still at peace are ignored: count the tokens still at peace.",
                  "On ignore les cors qui dépasseraient le dernier jeton en Paix : comptez les jetons encore côté Paix."),
    horns_1__why=("Only one was left at peace; the second horn is ignored, and with every token at battle, a battle closes the turn.",
                  "Il n'en restait qu'un côté Paix ; le second cor est ignoré, et tous côté Bataille, une bataille clôt le tour."),
    battle_1__q=("{name} takes the red card with 2 horns: the battle comes at the end of the turn. How many Military Victory tokens does {who} win?",
                 "{name} prend la rouge à 2 cors : la bataille a lieu à la fin du tour. Combien de jetons Victoire militaire gagne {who} ?"),
    battle_1__one=("Each player is compared with both neighbours: one token for each comparison won strictly.",
                   "Chaque joueur se compare à ses deux voisins : un jeton par comparaison strictement gagnée."),
    battle_1__three=("At most one token per neighbour, for each neighbour beaten strictly.",
                     "Au plus un jeton par voisin, pour chaque voisin strictement battu."),
    battle_1__why=("Shields at the battle: {shields}. {who} beats both neighbours: two tokens (6 points).",
                   "Boucliers à la bataille : {shields}. {who} bat ses deux voisins : deux jetons (6 points)."),
    battle_2__q=("After the battle, which of {who}'s red cards stay?", "Après la bataille, quelles rouges de {who} restent ?"),
    battle_2__plain=("The red cards without horns", "Les rouges sans cor"),
    battle_2__none=("None: every red card is discarded", "Aucune : toutes les rouges sont défaussées"),
    battle_2__none__why=("Not every red card is discarded after a battle: which red cards does the battle rule name?",
                         "Toutes les rouges ne sont pas défaussées après une bataille : lesquelles la règle de la bataille nomme-t-elle ?"),
    battle_2__all=("All of them: only the losers discard", "Toutes : seuls les perdants défaussent"),
    battle_2__all__why=("Everyone discards their horned red cards after a battle, winners too.",
                        "Tout le monde défausse ses rouges à cors après une bataille, les gagnants aussi."),
    battle_2__why=("The horned red cards go, from everyone; left in front of {who}: {kept}.",
                   "Les rouges à cors partent, chez tout le monde ; il reste devant {who} : {kept}."),
    battle_3__q=("Another battle at three: Alice has {alice} shields, Bob {bob}, Chloé {chloe}. How many Military Victory tokens does Alice win?",
                 "Une autre bataille à trois : Alice a {alice} boucliers, Bob {bob}, Chloé {chloe}. Combien de jetons Victoire militaire Alice gagne-t-elle ?"),
    battle_3__tie=("A tie is not a victory: look again at Alice against Chloé.",
                   "Une égalité n'est pas une victoire : regardez de nouveau Alice contre Chloé."),
    battle_3__zero=("In Architects a lost battle takes nothing away: there is no defeat token, as there is in 7 Wonders.",
                    "Dans Architects, une bataille perdue n'enlève rien : il n'y a pas de jeton Défaite, comme dans 7 Wonders."),
    battle_3__why=("{won}: Alice loses to Bob and ties with Chloé, and neither wins her a token; Bob beats both and wins two.",
                   "{won} : Alice perd contre Bob et fait égalité avec Chloé, et aucun des deux ne lui rapporte de jeton ; Bob bat les deux et en gagne deux."),
    duel_1__q=("At two players {name} takes a red card with a horn and the battle comes: {name} has {mine} shields, {other} {theirs}. How many tokens does {name} win?",
               "À deux joueurs, {name} prend une carte rouge à un cor et la bataille a lieu : {name} a {mine} boucliers, {other} {theirs}. Combien de jetons gagne {name} ?"),
    duel_1__one=("At two players, a strength at least double the other's wins more than one token: compare {mine} with twice {theirs}.",
                 "À deux, une force au moins double de celle de l'autre gagne plus d'un jeton : comparez {mine} avec le double de {theirs}."),
    duel_1__why=("{mine} against {theirs}: at least double, so two tokens.", "{mine} contre {theirs} : au moins le double, donc deux jetons."),
    duel_2__q=("At two players the battle comes with {mine} shields against {theirs}. How many tokens does the stronger player win?",
               "À deux joueurs, la bataille a lieu à {mine} boucliers contre {theirs}. Combien de jetons gagne le plus fort ?"),
    duel_2__two=("More than one token only when the strength is at least double: is {mine} at least twice {theirs}?",
                 "Plus d'un jeton seulement si la force est au moins double : {mine} est-il au moins le double de {theirs} ?"),
    duel_2__why=("One token: stronger, but not twice as strong.", "Un jeton : plus fort, mais pas deux fois plus fort."),
    powers_1__q=("Which wonder's power takes the top card of each of its two neighbouring decks?",
                 "Quelle Merveille a le pouvoir de prendre le sommet de chacune de ses deux pioches voisines ?"),
    powers_1__alexandria=("Alexandria takes the top card of one deck of its choice, anywhere on the table.",
                          "Alexandrie prend le sommet d'une pioche au choix, n'importe où sur la table."),
    powers_1__babylon=("Babylon chooses a Progress token among the four possible ones.", "Babylone choisit un Progrès parmi les quatre possibilités."),
    powers_1__ephesus=("Ephesus takes the top card of the central deck.", "Éphèse prend le sommet de la pioche centrale."),
    powers_1__giza=("Giza has no power, but more points on its stages.", "Gizeh n'a pas de pouvoir, mais plus de points sur ses étapes."),
    powers_1__halicarnassus=("Halicarnassus looks at the top five cards of one neighbouring deck and keeps one.",
                             "Halicarnasse regarde les cinq cartes du sommet d'une pioche voisine et en garde une."),
    powers_1__rhodes=("Rhodes adds a permanent shield.", "Rhodes ajoute un bouclier permanent."),
    powers_1__why=("Olympia: one card from each neighbouring deck.", "Olympie : une carte de chaque pioche voisine."),
    powers_2__q=("Which wonder has no power at all on its stages?", "Quelle Merveille n'a aucun pouvoir sur ses étapes ?"),
    powers_2__giza=("Giza", "Gizeh"),
    powers_2__rhodes=("Rhodes", "Rhodes"),
    powers_2__rhodes__why=("Rhodes's stages 2 and 4 each add a permanent shield.", "Les étapes 2 et 4 de Rhodes ajoutent chacune un bouclier permanent."),
    powers_2__ephesus=("Ephesus", "Éphèse"),
    powers_2__ephesus__why=("Ephesus's stages 2, 3 and 4 each take the top card of the central deck.",
                            "Les étapes 2, 3 et 4 d'Éphèse prennent chacune le sommet de la pioche centrale."),
    powers_2__why=("Giza has no power, and the most points: 30 for the whole wonder.",
                   "Gizeh n'a pas de pouvoir, et le plus de points : 30 pour toute la Merveille."),
    powers_3__q=("{name} plays Rhodes, has {shields} shields and takes a Brick that pays for stage 2, a shield stage. How many shields does {name} have once stage 2 is built?",
                 "{name} joue Rhodes, a {shields} boucliers et prend une Brique qui paie l'étape 2, une étape à bouclier. Combien de boucliers a {name} une fois l'étape 2 construite ?"),
    powers_3__same=("The stage must be built (its cost is paid), and its shield counts at once.",
                    "L'étape doit être construite (son coût est payé), et son bouclier compte aussitôt."),
    powers_3__two=("One shield per Rhodes shield stage; two permanent shields is Tactics, a Progress token.",
                   "Un bouclier par étape à bouclier de Rhodes ; deux boucliers permanents, c'est Tactique, un Progrès."),
    powers_3__why=("{shields} + 1 = {now}: the stage's shield is permanent and stays after battles.",
                   "{shields} + 1 = {now} : le bouclier de l'étape est permanent et reste après les batailles."),
    end_1__q=("A player builds the fifth stage of their wonder. What happens next?",
              "Un joueur construit la cinquième étape de sa Merveille. Que se passe-t-il ensuite ?"),
    end_1__stop=("The turn is played to its end, then the game stops", "Le tour se finit, puis la partie s'arrête"),
    end_1__round=("Everyone else plays one last turn", "Tous les autres jouent un dernier tour"),
    end_1__round__why=("The others get no last turn to answer: the game stops at the end of that turn.",
                       "Les autres n'ont pas de dernier tour de réponse : la partie s'arrête à la fin de ce tour."),
    end_1__now=("The game stops at once, before the rest of the turn", "La partie s'arrête aussitôt, avant la fin du tour"),
    end_1__now__why=("The turn is finished first, with its consequences and a battle that is due.",
                     "On finit d'abord le tour, avec ses conséquences et une éventuelle bataille."),
    end_1__why=("Finish the turn entirely, then stop: nobody else plays.", "On finit entièrement le tour, puis on s'arrête : personne d'autre ne joue."),
    score_1__q=("Another game is over. {name} holds {victories} Military Victory tokens and {cat}; {name}'s other lines on the score pad: {lines}. How many points does {name} score?",
                "Une autre partie est finie. {name} a {victories} jetons Victoire militaire et {cat} ; ses autres lignes sur le carnet de scores : {lines}. "
                "Combien de points marque {name} ?"),
    score_1__cat=("the Cat", "le Chat"),
    score_1__no_cat=("not the Cat", "pas le Chat"),
    score_1__tokens=("A Military Victory token is worth 3 points, not 1.", "Un jeton Victoire militaire vaut 3 points, pas 1."),
    score_1__left_out=("You left out {category} ({points} points).", "Vous avez oublié {category} ({points} points)."),
    tie_1__q=("Two players end with the same total. Who wins?", "Deux joueurs finissent avec le même total. Qui gagne ?"),
    tie_1__stages=("The one with more wonder stages built; if still tied, they share the victory",
                   "Celui qui a construit le plus d'étapes ; si l'égalité continue, ils partagent la victoire"),
    tie_1__finisher=("The one who finished the wonder, whatever the stages", "Celui qui a fini sa Merveille, quoi qu'il arrive"),
    tie_1__finisher__why=("Stages built break the tie (finishing gives five, so it usually wins the tie-break), but a tie is checked by counting the stages.",
                          "Le nombre d'étapes construites départage (finir en donne cinq, ce qui départage souvent), mais on compare bien le nombre d'étapes."),
    tie_1__shared=("They always share the victory", "Ils partagent toujours la victoire"),
    tie_1__shared__why=("First compare the stages built; only a tie that stands is shared.",
                        "Comparez d'abord le nombre d'étapes construites ; seule une égalité qui persiste est partagée."),
    tie_1__why=("Most stages built breaks the tie; a tie that stands is shared.",
                "Le plus d'étapes construites départage ; une égalité qui persiste est partagée."),
))

MESSAGES.update(_texts(   # notebook 12, the pitfalls (seed 002, « Les erreurs fréquentes »)
    pitfall_hand__q=("{name} is to play: the left deck shows {left}, the right deck {right}. What does {name} do?",
                     "C'est à {name} de jouer : la pioche de gauche montre {left}, celle de droite {right}. Que fait {name} ?"),
    pitfall_hand__take=("Take {left}, {right} or the hidden central card: one card", "Prendre {left}, {right} ou la carte cachée du centre : une carte"),
    pitfall_hand__hand=("Choose a card from a hand of seven and pass the rest to {neighbour}",
                        "Choisir une carte dans une main de sept et passer le reste à {neighbour}"),
    pitfall_hand__buy=("Pay {neighbour} coins for a missing resource", "Payer des pièces à {neighbour} pour une ressource qui manque"),
    pitfall_hand__two=("Take {left} and {right}, one from each deck", "Prendre {left} et {right}, une dans chaque pioche"),
    pitfall_hand__why=("{name} takes one card, from the left, the right or the centre: no hand, nothing passed, no trading.",
                       "{name} prend une carte, à gauche, à droite ou au centre : pas de main, rien ne circule, pas de commerce."),
    quoted=("“{label}”", "« {label} »"),
    pitfall_keep__q=("{name}'s grey and yellow cards: {cards}. {name} takes {card} from {source}. May {name} keep the cards for a bigger stage later?",
                     "Les cartes grises et jaunes de {name} : {cards}. {name} prend {card} dans {source}. Peut-on garder ces cartes pour une étape plus grosse plus tard ?"),
    pitfall_keep__why=("With {card}, {name}'s cards pay {stage}, so it must be built this turn.",
                       "Avec {card}, les cartes de {name} paient {stage} : elle doit être construite pendant ce tour."),
    pitfall_supports__q=("{name} plays {wonder} and has built stages {built}. Which stages could {name} build next?",
                         "{name} joue {wonder} et a construit les étapes {built}. Quelles étapes sont possibles ensuite pour {name} ?"),
    pitfall_supports__blocked=("Stage {stage} rests on other stages: is every one of them built? A stage is available only when all the stages it rests on are built.",
                               "L'étape {stage} repose sur d'autres étapes : sont-elles toutes construites ? Une étape n'est disponible que si toutes celles sur lesquelles elle repose sont construites."),
    pitfall_supports__why=("Stage {available} has all its supports built; stage {blocked} rests on {rests}, and {missing} is still a building site.",
                           "L'étape {available} a tous ses supports construits ; l'étape {blocked} repose sur {rests}, et {missing} est encore en chantier."),
    pitfall_progress__q=("{name} owns {token} and takes {card} from {source}: {token} gives an extra card, and {name} takes {extra} from {extra_source}. "
                         "Does {token} give yet another card?",
                         "{name} a {token} et prend {card} dans {source} : {token} donne une carte de plus, et {name} prend {extra} dans {extra_source}. "
                         "Le jeton {token} donne-t-il encore une carte ?"),
    pitfall_progress__no=("No: {token} has served this turn", "Non : {token} a déjà servi ce tour-ci"),
    pitfall_progress__yes=("Yes: {extra} is a card {token} reacts to", "Oui : {token} réagit à une carte {extra}"),
    pitfall_progress__yes__why=("Each Progress token serves at most once a turn: has {token} already given its card this turn?",
                                "Chaque Progrès sert au plus une fois par tour : {token} a-t-il déjà donné sa carte ce tour-ci ?"),
    pitfall_progress__why=("{token} gave its card this turn: once a turn per token (another token that has not served could still react).",
                           "{token} a donné sa carte ce tour-ci : une fois par tour par jeton (un autre Progrès qui n'a pas servi pourrait encore réagir)."),
    pitfall_battle__q=("{name} takes {card} from {source}, and its horns turn the last Conflict token to its battle side. What happens at the end of {name}'s turn?",
                       "{name} prend {card} dans {source}, et ses cors retournent le dernier jeton Conflit côté Bataille. Que se passe-t-il à la fin du tour de {name} ?"),
    pitfall_battle__horns=("A battle; then everyone discards the red cards with horns and keeps the others",
                           "Une bataille ; puis chacun défausse ses rouges à cors et garde les autres"),
    pitfall_battle__age=("Nothing yet: battles come at the end of an Age", "Rien pour l'instant : les batailles ont lieu à la fin d'un âge"),
    pitfall_battle__age__why=("There are no Ages in Architects: when every Conflict token shows its battle side, the battle comes at the end of that turn.",
                              "Il n'y a pas d'âges dans Architects : quand tous les jetons Conflit montrent Bataille, la bataille a lieu à la fin de ce tour."),
    pitfall_battle__all=("A battle; then everyone discards all their red cards", "Une bataille ; puis chacun défausse toutes ses rouges"),
    pitfall_battle__all__why=("Not every red card goes after a battle: which red cards does the battle rule name?",
                              "Toutes les rouges ne partent pas après une bataille : lesquelles la règle de la bataille nomme-t-elle ?"),
    pitfall_battle__losers=("A battle; then only the losers discard their red cards with horns",
                            "Une bataille ; puis seuls les perdants défaussent leurs rouges à cors"),
    pitfall_battle__why=("The battle comes at the end of {name}'s turn; then the red cards with horns go, from everyone, and {who} keeps {kept}.",
                         "La bataille a lieu à la fin du tour de {name} ; puis les rouges à cors partent, chez tout le monde, et {who} garde {kept}."),
))

register(MESSAGES)


register(hint_messages("architects",   # the feedback ladder's two hints for the number questions (issue 19)
    setup_1=(("The number of Conflict tokens depends on the number of players, from the setup's table.",
              "Le nombre de jetons Conflit dépend du nombre de joueurs, d'après le tableau de la mise en place."),
             ("Look at the row of the table for seven players, not at the number of players itself.",
              "Regardez la ligne du tableau pour sept joueurs, pas le nombre de joueurs lui-même.")),
    blue_1=(("Each blue card scores the points it prints: the ones with the Cat print fewer.",
             "Chaque carte bleue rapporte les points qu'elle porte : celles au Chat en portent moins."),
            ("Count {name}'s blue cards with the Cat and without it separately, then add their points.",
             "Comptez à part les cartes bleues de {name} avec le Chat et sans, puis additionnez leurs points.")),
    progress_2=(("Each end-of-game token scores in its own way: Culture by its copies, Education by the tokens owned, Decoration by the wonder.",
                 "Chaque Progrès de fin de partie marque à sa façon : Culture selon ses exemplaires, Éducation selon les jetons possédés, Décoration selon la Merveille."),
                ("Take the four tokens one by one: the two Culture together, then Education, then Decoration.",
                 "Prenez les quatre jetons un par un : les deux Culture ensemble, puis Éducation, puis Décoration.")),
    tokens_1=(("Only some Progress tokens score points at the end, each in its own way.",
               "Seuls certains Progrès rapportent des points à la fin, chacun à sa façon."),
              ("Go through {name}'s tokens one by one: which of them score, and what does each count (the Cat cards, the stages)?",
               "Passez les jetons de {name} un par un : lesquels rapportent, et que compte chacun (les cartes au Chat, les étapes) ?")),
    progress_3=(("A Progress token taken is replaced at once from the pile, while the pile lasts.",
                 "Un Progrès pris est remplacé aussitôt depuis la pile, tant qu'elle dure."),
                ("Count the face-up tokens before {name}'s trade and ask whether the gap is filled.",
                 "Comptez les jetons visibles avant l'échange de {name} et demandez-vous si la place est comblée.")),
    horns_1=(("Each horn turns one Conflict token to its battle side.",
              "Chaque corne retourne un jeton Conflit sur sa face bataille."),
             ("Count the horns on {name}'s card and the tokens still on their peace side.",
              "Comptez les cornes de la carte de {name} et les jetons encore côté paix.")),
    battle_1=(("In a battle, each player is compared with each neighbour on shields.",
               "Dans une bataille, chaque joueur compare ses boucliers avec chacun de ses voisins."),
              ("Look at {who}'s shields and at each neighbour's, once {name}'s red card is counted.",
               "Regardez les boucliers de {who} et ceux de chaque voisin, une fois la carte rouge de {name} comptée.")),
    battle_3=(("A token is won against each neighbour who has fewer shields; a tie wins nothing.",
               "On gagne un jeton contre chaque voisin qui a moins de boucliers ; une égalité ne gagne rien."),
              ("Compare Alice with Bob, then Alice with Chloé, one at a time.",
               "Comparez Alice avec Bob, puis Alice avec Chloé, l'un après l'autre.")),
    duel_1=(("At two players only the stronger wins tokens, and more of them when their shields are at least double the other's.",
             "À deux joueurs seul le plus fort gagne des jetons, et davantage s'il a au moins le double des boucliers de l'autre."),
            ("Compare {name}'s shields with twice {other}'s.", "Comparez les boucliers de {name} avec le double de ceux de {other}.")),
    duel_2=(("At two players only the stronger wins tokens, and more of them when their shields are at least double the other's.",
             "À deux joueurs seul le plus fort gagne des jetons, et davantage s'il a au moins le double des boucliers de l'autre."),
            ("Compare the stronger player's shields with twice the other's.",
             "Comparez les boucliers du plus fort avec le double de ceux de l'autre.")),
    pitfall_duel=(("At two players only the stronger wins tokens, and more of them when their shields are at least double the other's.",
                   "À deux joueurs seul le plus fort gagne des jetons, et davantage s'il a au moins le double des boucliers de l'autre."),
                  ("Compare {name}'s shields with twice {other}'s.", "Comparez les boucliers de {name} avec le double de ceux de {other}.")),
    powers_3=(("Rhodes's shield stages add shields, like red cards.",
               "Les étapes bouclier de Rhodes ajoutent des boucliers, comme des cartes rouges."),
              ("Add the shields stage 2 shows to the {shields} {name} already has.",
               "Ajoutez les boucliers de l'étape 2 aux {shields} que {name} a déjà.")),
    score_1=(("The score is the sum of five lines: wonder, blue cards, military, progress, the Cat.",
              "Le score est la somme de cinq lignes : Merveille, cartes bleues, militaire, Progrès, le Chat."),
             ("Take {name}'s lines one at a time: the built stages, the blue cards, the Victory tokens, the Progress tokens, the Cat pawn.",
              "Prenez les lignes de {name} une à une : les étapes construites, les cartes bleues, les jetons Victoire, les Progrès, le pion Chat.")),
))
