"""The 7 Wonders Duel course's exercises: real positions from seeded games, answers checked here.

A learner's cell is ``exercise("trade-1")``: the widget asks, the learner answers and presses
Check, and a wrong answer is explained with the rule that it missed (seed 004). The right
answer is always worked out by the engine from the position, never written down here.

>>> quiz = exercise("discard-1")
>>> quiz.answer.value = "2"; quiz.button.click()
>>> quiz.right, "yellow" in quiz.feedback.value
(False, True)
>>> list(EXERCISES)[:3]                  # in reading order
['goal-1', 'score-1', 'tiebreak-1']
"""

import random
from html import escape

import ipywidgets as widgets

from ..core.i18n import plural, register, say
from ..core.labels import semicolons, with_articles
from ..duel.actions import BUILD, DISCARD, Action
from ..duel.cards import SCIENCE, card_set, cost_text, resource_name, token_set, wonder_set
from ..duel.game import PICK_ORDER, Game
from ..duel.pantheon_data import BOARD_COSTS, MYTHOLOGIES, TEMPLES
from ..duel.scoring import City, score_cities, winners
from ..duel.shared import line_for
from ..duel.table import score_table
from ..widgets.quiz import Question
from . import expansions
from .ladder import Laddered, hint_messages, prepared
from .still import Still, plain

NAMES = ["Hugo", "Lea"]


# -- positions -----------------------------------------------------------------------------------
def position(seed, until):
    """The game of ``seed`` after ``until`` decisions chosen at random (``random.Random(seed)``),
    with the players named Hugo and Lea: the real positions the course is built on.

    >>> game = position(1, 8)            # the wonder draft is over
    >>> game.phase, game.age, [len(game.p[s].wonders) for s in (0, 1)]
    ('play', 1, [4, 4])
    """
    game, rng = Game(seed=seed, names=list(NAMES)), random.Random(seed)
    for _ in range(until):
        if game.is_over:
            break
        seat = game.current
        game.play(seat, rng.choice(game.legal_actions(seat)))
    return game


def told(game, start=0, stop=None):
    """The decisions ``start`` to ``stop - 1`` of ``game`` (to its last by default) as the table's
    log tells them, in the past (``duel.shared.line_for``), each as the player who made it reads
    it: a Conspiracy kept face down is named to its keeper. A ``start`` below 0 counts from the
    end (``told(game, -1)``: the last decision).

    >>> print(*told(position(1, 9), -1))
    Hugo built Stable, paying 2 coins
    >>> print(*told(expansions.position(2, 13, agora=True), 12))
    Lea prepared the Conspiracy Turn of Events with Clay Reserve
    """
    seats = [entry["seat"] for entry in game.record().actions]
    start += len(seats) if start < 0 else 0
    return [line_for(game, index, seats[index]) for index in range(start, len(seats) if stop is None else stop)]


def after_draft(seed):
    """The game of ``seed`` when the wonder draft is over and Age I begins."""
    game, rng = Game(seed=seed, names=list(NAMES)), random.Random(seed)
    while game.age < 1:
        seat = game.current
        game.play(seat, rng.choice(game.legal_actions(seat)))
    return game


def cards_at(game, positions):
    return [game.card_at(q) for q in positions if game.card_at(q) is not None]


def frees(game, position_taken):
    """The positions that nothing covers any more once the card at ``position_taken`` is gone."""
    struct_covers = [q for q in range(20) if game.slots[q] is not None and game.cover[q]]
    after = game.copy()
    card = game.card_at(position_taken)
    after.play(after.current, after.option(after.current, card, DISCARD))
    return [q for q in struct_covers if q in after.free]


# -- the two kinds of question ---------------------------------------------------------------------
class Stored(Still):
    """What a stored notebook shows of an exercise before it is run: its question, not a widget
    repr (the kernel draws the widget itself)."""

    def __repr__(self):
        return say("course.duel.stored.text", prompt=plain(self.prompt.value))

    def still_text(self):
        return repr(self)

    def still_html(self):
        return (f'<div class="wonderlab-exercise">{self.prompt.value}<br>'
                f'<i>{escape(say("course.duel.stored.run"))}</i></div>')


class Number(Laddered, Stored, Question):
    """A whole-number ``Question`` on the feedback ladder that shows its question when stored;
    ``verdict(value)`` returns ``(right, diagnosis or None)``, ``solution`` is the worked answer."""

    def __init__(self, prompt, verdict, solution):
        self.verdict, self._solution = verdict, solution
        super().__init__(prompt, None)

    def solution(self):
        return self._solution


class Choice(Laddered, Stored, widgets.VBox):
    """A question answered by picking one option, on the feedback ladder.

    Same parts as ``Question``: ``answer`` (set its ``value``), ``button``, ``feedback``, ``right``.
    """

    def __init__(self, prompt, options, verdict, solution):
        self.verdict, self._solution = verdict, solution
        self.prompt = widgets.HTML(f"<b>{escape(prompt)}</b>")
        self.answer = widgets.RadioButtons(options=list(options), value=None,
                                           layout=widgets.Layout(width="auto"))
        self.button = widgets.Button(description=say("lab.quiz.check"), button_style="primary")
        self.feedback = widgets.HTML()
        self.right = None
        self.button.on_click(lambda _button: self.submit())
        super().__init__([self.prompt, self.answer, self.button, self.feedback])

    def solution(self):
        return self._solution

    def order_options(self, rng):
        options = list(self.answer.options)
        rng.shuffle(options)
        self.answer.options = options
        self.answer.value = None

    def read(self):
        if self.answer.value is None:
            return None, say("course.duel.choose")
        return self.answer.value, None


def number(prompt, answer, reasons, how, **fields):
    """A whole-number question: ``reasons`` maps typical wrong answers to the rule they missed;
    ``fields`` are the names and numbers of its position that its hints quote."""
    return Number(prompt, lambda value: (value == answer, None if value == answer else reasons.get(value)),
                  how).with_fields(**fields)


def choice(prompt, options, right, reasons, how, **fields):
    """A one-option question: ``reasons`` maps each wrong option to the rule it missed."""
    return Choice(prompt, options, lambda value: (value == right, None if value == right else reasons.get(value)),
                  how).with_fields(**fields)


# -- 01 the goal and the score -------------------------------------------------------------------
SUPREMACY = (7, 55)      # seed 7: military supremacy by the player behind on points


def goal_1():
    game = position(*SUPREMACY)
    totals = {s.name: s.total for s in game.scores()}
    winner = game.winners()[0]
    loser = next(n for n in NAMES if n != winner)
    prompt = say("course.duel.goal_1.q", winner=winner, loser=loser, wp=totals[winner], lp=totals[loser])
    how = say("course.duel.goal_1.how", winner=winner)
    return choice(prompt, [*NAMES, say("course.duel.goal_1.none")], winner,
                  {loser: say("course.duel.goal_1.points", loser=loser),
                   say("course.duel.goal_1.none"): say("course.duel.goal_1.none.why")}, how)


LEA = {"coins": 11, "conflict": -2}     # the pawn 2 spaces towards Hugo


def score_1():
    C, W = card_set().by_name, wonder_set().by_name
    lea = City(cards=[C("Palace"), C("Courthouse"), C("Statue"), C("Temple")],     # 7 + 5 + 4 + 4
               wonders=[W("The Sphinx")], coins=LEA["coins"])
    sheet = score_cities([City(), lea], LEA["conflict"], names=NAMES)[1]
    points = dict(sheet.categories)
    total = sheet.total
    parts = " + ".join(f"{n}" for n in points.values() if n)
    how = say("course.duel.score_1.how", parts=parts, total=total, civilian=points["civilian"],
              wonders=points["wonders"], treasury=points["treasury"], military=points["military"])
    reasons = {
        total - points["military"]: say("course.duel.pitfall.pawn"),
        total - points["treasury"] + LEA["coins"]: say("course.duel.pitfall.coins"),
        total - points["treasury"]: say("course.duel.pitfall.no_treasury"),
        total - points["treasury"] - points["military"]: say("course.duel.pitfall.pawn"),
    }
    prompt = say("course.duel.score_1.q", civilian=points["civilian"], wonders=points["wonders"],
                 coins=LEA["coins"])
    return number(prompt, total, reasons, how)


def tie_cities(pitfall=False):
    """Two cities with the same total: Hugo richer in coins, Lea richer in blue points; with
    ``pitfall`` (notebook 11's position), Lea richer in coins and Hugo in blue points."""
    C, W = card_set().by_name, wonder_set().by_name
    if pitfall:
        hugo = City(cards=[C("Obelisk"), C("Gardens"), C("Altar")], wonders=[W("The Colossus")], coins=1)
        lea = City(cards=[C("Lighthouse"), C("Arena")], wonders=[W("The Great Lighthouse")], coins=22)
    else:
        hugo = City(cards=[C("Town Hall"), C("Chamber of Commerce")], wonders=[W("The Pyramids")], coins=21)
        lea = City(cards=[C("Palace"), C("Gardens"), C("Temple"), C("Baths")], wonders=[W("The Sphinx")], coins=2)
    return score_cities([hugo, lea], 0, names=NAMES)


def tiebreak_1(pitfall=False):
    sheets = tie_cities(pitfall)
    won = winners(sheets)
    right = won[0]
    other = next(n for n in NAMES if n != right)
    lines = say("course.duel.tiebreak_1.sep").join(say("course.duel.tiebreak_1.line", name=s.name, total=s.total, blue=s.blue,
                          treasury=s.categories["treasury"]) for s in sheets)
    prompt = say("course.duel.tiebreak_1.q", lines=lines)
    how = say("course.duel.tiebreak_1.how", name=right)
    return choice(prompt, NAMES + [say("course.duel.shared")], right,
                  {other: say("course.duel.pitfall.tiebreak"),
                   say("course.duel.shared"): say("course.duel.tiebreak_1.shared")}, how)


# -- 02 setup and the wonder draft --------------------------------------------------------------
def draft_1():
    nth = 6                               # the 6th wonder taken
    right = NAMES[PICK_ORDER[nth - 1]]
    other = NAMES[1 - PICK_ORDER[nth - 1]]
    how = say("course.duel.draft_1.how")
    return choice(say("course.duel.draft_1.q", n=nth), [*NAMES, say("course.duel.draft_1.last")], right,
                  {other: say("course.duel.draft_1.wrong"), say("course.duel.draft_1.last"): say("course.duel.draft_1.last.why")},
                  how)


def setup_1():
    game = after_draft(3)
    guilds = sum(1 for c in game.layouts[3] if card_set()[c].is_guild)
    reasons = {len(card_set().guilds()): say("course.duel.setup_1.all"), 0: say("course.duel.setup_1.none")}
    return number(say("course.duel.setup_1.q"), guilds, reasons, say("course.duel.setup_1.how", n=guilds))


def setup_2():
    game = after_draft(3)
    removed = len(game.removed[3])
    age3 = len(card_set().age(3))
    reasons = {age3 - 17: say("course.duel.setup_2.guilds"), 4: say("course.duel.setup_2.cards")}
    return number(say("course.duel.setup_2.q"), removed, reasons,
                  say("course.duel.setup_2.how", cards=age3 - 17, guilds=removed - (age3 - 17), n=removed))


# -- 03 the structure -----------------------------------------------------------------------------
def structure_1():
    game = after_draft(3)
    count = len(game.accessible())
    face_up = sum(1 for q in range(20) if game.slots[q] is not None and game.revealed[q])
    reasons = {face_up: say("course.duel.structure_1.face_up"), 20: say("course.duel.structure_1.all")}
    return number(say("course.duel.structure_1.q"), count, reasons,
                  say("course.duel.structure_1.how", n=count))


GIFT = (1, 14)       # seed 1 after 14 decisions: one taking hands a face-up card to the opponent


def gift_position(at=GIFT):
    """``(game, options, right, gifts)``: the taker's choices and what each frees, face up."""
    game = position(*at)
    options, gifts = {}, {}
    for q in game.accessible():
        card = game.card_at(q)
        options[card.label] = q
        gifts[card.label] = [game.card_at(f).label for f in frees(game, q) if game.revealed[f]]
    right = [name for name, freed in gifts.items() if freed]
    return game, options, right, gifts


def structure_2(at=GIFT):
    game, options, right, gifts = gift_position(at)
    me, them = game.names[game.current], game.names[1 - game.current]
    target = right[0]
    gift = gifts[target][0]
    reasons = {}
    for name in options:
        if name != target:
            hidden = [game.card_at(f) for f in frees(game, options[name])]
            reasons[name] = say("course.duel.structure_2.safe" if not hidden else "course.duel.structure_2.hidden",
                                card=name)
    how = say("course.duel.structure_2.how", card=target, gift=gift, them=them)
    return choice(say("course.duel.structure_2.q", me=me, them=them, gift=gift), list(options), target,
                  reasons, how)


def structure_3():
    game, options, right, gifts = gift_position()
    # the card whose taking frees the most face-down cards: how many turn over?
    counts = {name: sum(1 for f in frees(game, q) if not game.revealed[f]) for name, q in options.items()}
    name = max(counts, key=lambda n: (counts[n], n))
    n = counts[name]
    reasons = {0: say("course.duel.structure_3.none"), 2 * n: say("course.duel.structure_3.both")} if n else {}
    return number(say("course.duel.structure_3.q", card=name), n, reasons,
                  plural(n, "course.duel.count.turning") + ".", card=name)


# -- 04 three ways to play a card -----------------------------------------------------------------
DISCARD_AT = (1, 13)        # seed 1: the player to move owns a yellow card


def discard_1():
    game = position(*DISCARD_AT)
    seat = game.current
    card = cards_at(game, game.accessible())[0]
    gain = game.option(seat, card, DISCARD).coins
    yellow = sum(1 for c in game.city(seat).cards if c.color == "yellow")
    reasons = {2: say("course.duel.discard_1.yellow", yellow=yellow)}
    if card.coins:
        reasons[card.coins] = say("course.duel.discard_1.printed")
    return number(say("course.duel.discard_1.q", name=game.names[seat], card=card.label, yellow=yellow,
                      yellow_cards=plural(yellow, "course.duel.count.yellow")), gain,
                  reasons, say("course.duel.discard_1.how", yellow=yellow, gain=gain), name=game.names[seat])


SIX_WONDERS = (3, 42)       # seed 3: six wonders built, both players still hold one


def wonders_1(at=SIX_WONDERS):
    game = position(*at)
    seat = game.current
    mine = [wonder_set()[w].label for w in game.p[seat].wonders]
    theirs = [wonder_set()[w].label for w in game.p[1 - seat].wonders]
    options = [say("course.duel.wonders_1.box"), say("course.duel.wonders_1.later"),
               say("course.duel.wonders_1.opponent")]
    how = say("course.duel.wonders_1.how")
    reasons = {options[1]: say("course.duel.wonders_1.eight"), options[2]: say("course.duel.wonders_1.eight")}
    prompt = say("course.duel.wonders_1.q", name=game.names[seat], built=game.wonders_built,
                 mine=", ".join(mine), them=game.names[1 - seat], theirs=", ".join(theirs))
    return choice(prompt, options, options[0], reasons, how)


# -- 05 production, trading, chaining -------------------------------------------------------------
TRADE_AT = (8, 35)          # seed 8: the Library, one unit owned, one priced up by the opponent
TRADE_CARD = "Library"


def trade_1():
    game = position(*TRADE_AT)
    seat = game.current
    card = card_set().by_name(TRADE_CARD)
    coins, _ = game.cost(seat, card)
    p, o, price = game.p[seat], game.p[1 - seat], game.prices(seat)
    need = [max(0, n - m) for n, m in zip(card.cost, p.produced, strict=True)]
    flat = card.coins + 2 * sum(need)
    all_bought = card.coins + sum(n * price[r] for r, n in enumerate(card.cost))
    reasons = {flat: say("course.duel.trade_1.flat"), all_bought: say("course.duel.trade_1.own")}
    reasons.pop(coins, None)
    how = say("course.duel.trade_1.how", steps=semicolons(game.explain(seat, game.option(seat, card, BUILD))),
              coins=coins)
    mine = ", ".join(c.label for c in game.city(seat).cards if c.color in ("brown", "gray")) or "-"
    theirs = ", ".join(c.label for c in game.city(1 - seat).cards if c.color in ("brown", "gray")) or "-"
    del o
    return number(say("course.duel.trade_1.q", name=game.names[seat], card=card.label, mine=mine, theirs=theirs),
                  coins, reasons, how, name=game.names[seat], them=game.names[1 - seat])


def trade_2():
    game = position(*TRADE_AT)
    seat = game.current
    r = max(range(5), key=lambda r: (game.p[1 - seat].produced[r], -r))
    price = game.prices(seat)[r]
    extra = game.p[1 - seat].produced[r]
    reasons = {2: say("course.duel.trade_2.flat")}
    if game.p[seat].produced[r]:
        reasons[2 + game.p[seat].produced[r]] = say("course.duel.trade_2.own")
    reasons.pop(price, None)
    return number(say("course.duel.trade_2.q", name=game.names[seat], resource=resource_name(r)), price, reasons,
                  say("course.duel.trade_2.how", extra=extra, price=price, them=game.names[1 - seat],
                      resource=resource_name(r)), them=game.names[1 - seat], resource=resource_name(r))


AFFORD_AT = (1, 45)         # seed 1: three cards to take, one too dear for the coins in hand


def afford_1():
    game = position(*AFFORD_AT)
    seat = game.current
    coins = game.coins(seat)
    cards = [game.card_at(q) for q in game.accessible()]
    steps = {}
    for card in cards:
        cost, _ = game.cost(seat, card)
        build = next((a for a in game.card_actions(seat, card) if a.kind == BUILD), None)
        steps[card.label] = (cost, build is not None, semicolons(_steps(game, seat, card)))
    right = next(name for name, (_, can, _) in steps.items() if not can)
    reasons = {name: say("course.duel.afford_1.can", card=name, cost=cost, steps=why, coins=coins)
               for name, (cost, can, why) in steps.items() if can}
    cost, _, why = steps[right]
    return choice(say("course.duel.afford_1.q", name=game.names[seat], coins=coins), list(steps), right, reasons,
                  say("course.duel.afford_1.how", card=right, cost=cost, steps=why, coins=coins))


def _steps(game, seat, card):
    """The cost of building ``card`` step by step, whether or not it can be paid now."""
    cost, trade = game.cost(seat, card)
    return game.explain(seat, Action(BUILD, card, coins=cost, trade=trade))


def trade_3():
    game = position(*TRADE_AT)
    seat = game.current
    buyer, other = game.names[seat], game.names[1 - seat]
    economy = token_set().by_name("Economy")
    options = [say("course.duel.trade_3.bank"), other, say("course.duel.trade_3.split")]
    right = other if economy.effect.receives_trade else options[0]
    reasons = {options[0]: say("course.duel.trade_3.economy", token=economy.label),
               options[2]: say("course.duel.trade_3.all", token=economy.label)}
    reasons.pop(right, None)
    return choice(say("course.duel.trade_3.q", buyer=buyer, other=other, token=economy.label), options, right,
                  reasons, say("course.duel.trade_3.how", other=other))


CHAIN_AT = (1, 34)          # seed 1: Horse Breeders, chained by the Stable's horseshoe
CHAIN_CARD = "Horse Breeders"


def chain_1():
    game = position(*CHAIN_AT)
    seat = game.current
    card = card_set().by_name(CHAIN_CARD)
    action = game.option(seat, card, BUILD)
    coins = action.coins
    owner = next(c.label for c in game.city(seat).cards if c.chain_gives == card.chain_needs)
    price = card.coins + sum(n * game.prices(seat)[r] for r, n in enumerate(card.cost))
    reasons = {price: say("course.duel.chain_1.paid", owner=owner, card=card.label)}
    reasons.pop(coins, None)
    return number(say("course.duel.chain_1.q", name=game.names[seat], card=card.label), coins, reasons,
                  say("course.duel.chain_1.how", owner=owner, card=card.label), name=game.names[seat], card=card.label)


# -- 06 military ------------------------------------------------------------------------------------
LOOT_AT = (1, 34)           # the same turn: Horse Breeders pushes the pawn into a looting zone


def military_1():
    game = position(*LOOT_AT)
    seat = game.current
    card = card_set().by_name(CHAIN_CARD)
    after = game.copy()
    after.play(seat, after.option(seat, card, BUILD))
    lost = game.coins(1 - seat) - after.coins(1 - seat)
    side = 1 if seat == 0 else -1
    before_d, after_d = game.pawn * side, after.pawn * side
    reasons = {0: say("course.duel.military_1.none"), 5 if lost != 5 else 2: say("course.duel.military_1.zone")}
    return number(say("course.duel.military_1.q", name=game.names[seat], them=game.names[1 - seat], card=card.label,
                      shields=card.effect.shields, spaces=plural(before_d, "course.duel.spaces")),
                  lost, reasons,
                  say("course.duel.military_1.how", after=after_d, lost=lost))


PAWN_AT = (1, 44)           # seed 1: the pawn 4 spaces from the middle


def military_2(at=PAWN_AT):
    game = position(*at)
    leader = 0 if game.pawn > 0 else 1
    need = 9 - abs(game.pawn)
    reasons = {9: say("course.duel.military_2.middle")}
    return number(say("course.duel.military_2.q", leader=game.names[leader], them=game.names[1 - leader],
                      distance=abs(game.pawn)), need, reasons,
                  say("course.duel.military_2.how", distance=abs(game.pawn), need=need))


def military_3(at=PAWN_AT):
    game = position(*at)
    leader = 0 if game.pawn > 0 else 1
    points = game.scores()[leader].categories["military"]
    reasons = {0: say("course.duel.pitfall.pawn"), abs(game.pawn): say("course.duel.military_3.spaces")}
    reasons.pop(points, None)
    return number(say("course.duel.military_3.q", leader=game.names[leader], them=game.names[1 - leader],
                      distance=abs(game.pawn)), points,
                  reasons, say("course.duel.military_3.how", points=points, leader=game.names[leader]),
                  distance=abs(game.pawn))


# -- 07 science ---------------------------------------------------------------------------------------
PAIR_AT = (2, 40)           # seed 2: the Dispensary makes a pair
PAIR_CARD = "Dispensary"


def symbol_label(index):
    return say(f"course.duel.symbol.{SCIENCE[index]}")


def science_1():
    game = position(*PAIR_AT)
    seat = game.current
    card = card_set().by_name(PAIR_CARD)
    after = game.copy()
    after.play(seat, after.option(seat, card, BUILD))
    who = game.names[seat]
    options = [say("course.duel.science_1.nothing"), say("course.duel.science_1.token", name=who),
               say("course.duel.science_1.win", name=who)]
    right = options[2] if after.is_over else options[1] if after.phase == "token" else options[0]
    reasons = {options[0]: say("course.duel.science_1.pair"), options[2]: say("course.duel.science_1.six")}
    reasons.pop(right, None)
    return choice(say("course.duel.science_1.q", name=game.names[seat], card=card.label,
                      symbol=symbol_label(card.effect.science)), options, right, reasons,
                  say("course.duel.science_1.how"))


SCIENCE_AT = (10, 57)       # seed 10: the opponent already holds four different symbols


def science_2(at=SCIENCE_AT):
    game = position(*at)
    seat = game.current
    have = sum(1 for n in game.p[1 - seat].science if n)
    need = 6 - have
    reasons = {7 - have: say("course.duel.science_2.seven"), 6: say("course.duel.science_2.all")}
    reasons.pop(need, None)
    return number(say("course.duel.science_2.q", them=game.names[1 - seat], have=have), need, reasons,
                  say("course.duel.science_2.how", have=have, need=need), them=game.names[1 - seat])


# -- 08 wonders and tokens ---------------------------------------------------------------------------
def wonders_2(seed=3):
    game = after_draft(seed)
    mine = [wonder_set()[w] for w in game.p[0].wonders]
    again = sum(1 for w in mine if w.effect.play_again)
    names = ", ".join(with_articles(w.label for w in mine))
    which = ", ".join(with_articles(w.label for w in mine if w.effect.play_again)) or "-"
    return number(say("course.duel.wonders_2.q", name=game.names[0], wonders=names), again,
                  {len(mine): say("course.duel.wonders_2.all")}, say("course.duel.wonders_2.how", which=which, n=again,
                                                               again=plural(again, "course.duel.count.again")),
                  name=game.names[0], count=len(mine))


def tokens_1():
    T = token_set().by_name
    city = City(tokens=[T("Agriculture"), T("Mathematics"), T("Law")])
    points = score_cities([city, City()], 0)[0].categories["progress"]
    reasons = {4 + 3: say("course.duel.tokens_1.once"), 4: say("course.duel.tokens_1.math"),
               3 * 3: say("course.duel.tokens_1.agri"), 4 + 6: say("course.duel.tokens_1.self")}
    return number(say("course.duel.tokens_1.q"), points, reasons, say("course.duel.tokens_1.how", points=points))


# -- 09 the end of an Age and scoring ----------------------------------------------------------------
START_AT = (1, 29)          # seed 1: Age I is over, the pawn on Lea's side


def next_age_1():
    game = position(*START_AT)
    chooser = game.current
    leader = 1 - chooser
    how = say("course.duel.next_age_1.how", chooser=game.names[chooser])
    return choice(say("course.duel.next_age_1.q", leader=game.names[leader], them=game.names[chooser],
                      distance=abs(game.pawn), spaces=plural(abs(game.pawn), "course.duel.count.spaces")), [*NAMES, say("course.duel.next_age_1.last")],
                  game.names[chooser], {game.names[leader]: say("course.duel.next_age_1.leader"),
                                        say("course.duel.next_age_1.last"): say("course.duel.next_age_1.last.why",
                                                                                leader=game.names[leader])}, how)


BLUE = ("Altar", "Baths", "Theater", "Statue", "Courthouse", "Temple", "Palace")


def guild_cities(mine=2, theirs=5):
    """Hugo with the Magistrates Guild and ``mine`` blue cards, Lea with ``theirs``."""
    C = card_set().by_name
    hugo = City(cards=[C("Magistrates Guild"), *(C(name) for name in BLUE[::-1][:mine])])
    lea = City(cards=[C(name) for name in BLUE[:theirs]])
    return score_cities([hugo, lea], 0, names=NAMES)


def guild_1(mine=2, theirs=5):
    points = guild_cities(mine, theirs)[0].categories["guilds"]
    return number(say("course.duel.guild_1.q", mine=mine, theirs=theirs), points,
                  {mine: say("course.duel.pitfall.guilds")}, say("course.duel.guild_1.how", points=points))


def treasury_1(coins=14):
    points = score_cities([City(coins=coins), City()], 0)[0].categories["treasury"]
    return number(say("course.duel.treasury_1.q", coins=coins), points,
                  {coins: say("course.duel.pitfall.coins"), points + 1: say("course.duel.treasury_1.round")},
                  say("course.duel.treasury_1.how", coins=coins, points=points), coins=coins)


RULES_EXAMPLE_LEA = {"name": "Lea", "coins": 2, "wonders": [], "progress": [],
                     "cards": ["Theater", "Altar", "Baths", "Statue", "Temple", "Courthouse", "Rostrum"]}


def example_table():
    """Seed 004's 58-point example, changed: Philosophy for Law, 14 coins, the pawn at 6."""
    hugo = {"name": "Hugo", "coins": 14, "cards": ["Palace", "Gardens", "Obelisk", "Magistrates Guild"],
            "wonders": ["The Pyramids", "The Colossus"], "progress": ["Agriculture", "Mathematics", "Philosophy"]}
    return {"game": "duel", "conflict": 6, "players": [hugo, dict(RULES_EXAMPLE_LEA)]}


def example_1():
    table = example_table()
    points = score_table(table)["players"][0]["categories"]
    total = sum(points.values())
    own_blue = sum(1 for name in table["players"][0]["cards"] if card_set().by_name(name).color == "blue")
    reasons = {total - points["military"]: say("course.duel.pitfall.pawn"),
               total - points["treasury"] + 14: say("course.duel.pitfall.coins"),
               total - 6: say("course.duel.tokens_1.once"),
               total - 7: say("course.duel.example_1.philosophy"),
               total - points["guilds"] + own_blue: say("course.duel.pitfall.guilds")}
    parts = " + ".join(str(n) for n in points.values() if n)
    return number(say("course.duel.example_1.q"), total, reasons,
                  say("course.duel.example_1.how", parts=parts, total=total))


# -- 11 Pantheon and Agora ---------------------------------------------------------------------------
def expansion_table(**hugo):
    return {"game": "duel", "conflict": 0, "players": [dict({"name": "Hugo", "coins": 0, "cards": []}, **hugo),
                                                       {"name": "Lea", "coins": 0, "cards": []}]}


def temples_1():
    points = score_table(expansion_table(grand_temples=2))["players"][0]["categories"]["grand_temples"]
    return number(say("course.duel.temples_1.q"), points, {10: say("course.duel.pitfall.temples")},
                  say("course.duel.temples_1.how", points=points))


def temples_2():
    table = expansion_table(grand_temples=2, cards=["Magistrates Guild"])
    categories = score_table(table)["players"][0]["categories"]
    rows = [say("course.duel.temples_2.guilds"), say("course.duel.temples_2.own"), say("course.duel.temples_2.blue")]
    right = rows[1] if categories["grand_temples"] and not categories["guilds"] else rows[0]
    return choice(say("course.duel.temples_2.q"), rows, right, {rows[0]: say("course.duel.pitfall.temples"),
                                                                 rows[2]: say("course.duel.temples_2.blue.why")},
                  say("course.duel.temples_2.how", points=categories["grand_temples"], guilds=categories["guilds"]))


def senate_1():
    points = score_table(expansion_table(chambers=[1, 3]))["players"][0]["categories"]["senate"]
    return number(say("course.duel.senate_1.q"), points, {2: say("course.duel.senate_1.count")},
                  say("course.duel.senate_1.how", points=points))


# -- 12 Pantheon and 13 Agora, played -------------------------------------------------------------
DIVINITY_AT = (3, 37)       # Pantheon, seed 3: Hugo, owner of the Sanctuary, may activate Tanit
TEMPLE_AT = (3, 80)         # Pantheon, seed 3: Hugo holds a Phoenician Mythology token
SUPREMACY_AT = (20, 56)     # Agora, seed 20 played for the Senate: Hugo's last Senate action


def divinity_1(at=DIVINITY_AT, name="Tanit"):
    game = expansions.position(*at, pantheon=True)
    seat = game.current
    action = next(a for a in game.legal_actions(seat)
                  if getattr(a, "divinity", None) is not None and a.divinity.name == name and not a.offerings)
    space, paid, coins = action.space, action.coins, game.coins(seat)
    after = game.copy()
    after.play(seat, action)
    left = after.coins(seat)
    board = [row[space - 1] for row in BOARD_COSTS]
    gained = left - coins + paid
    reasons = {coins + gained: say("course.duel.divinity_1.unpaid"), coins - paid: say("course.duel.divinity_1.power"),
               coins - board[seat] + gained: say("course.duel.divinity_1.sanctuary", name=game.names[seat]),
               coins - board[1 - seat] + gained: say("course.duel.divinity_1.other")}
    reasons.pop(left, None)
    who = game.names[seat]
    return number(say("course.duel.divinity_1.q", name=who, coins=coins, divinity=name, space=space), left, reasons,
                  say("course.duel.divinity_1.how", name=who, coins=coins, paid=paid, printed=board[seat], space=space,
                      gained=gained, left=left), name=who, divinity=name, space=space)


def grand_temple_1(at=TEMPLE_AT):
    game = expansions.position(*at, pantheon=True)
    seat = game.current
    build = next(a for a in game.legal_actions(seat) if a.kind == BUILD and a.card in TEMPLES)
    temple = build.card
    myth = next(m for m in MYTHOLOGIES if temple.id.startswith(m.id))
    free = say("course.duel.grand_temple_1.free")
    printed = say("course.duel.grand_temple_1.printed", cost=cost_text(temple.cost))
    divinity = say("course.duel.grand_temple_1.divinity", myth=myth.label)
    right = free if build.coins == 0 and build.chain else printed
    who = game.names[seat]
    return choice(say("course.duel.grand_temple_1.q", name=who, temple=temple.label), [free, printed, divinity], right,
                  {printed: say("course.duel.grand_temple_1.printed.why", name=who),
                   divinity: say("course.duel.grand_temple_1.divinity.why"),
                   free: say("course.duel.grand_temple_1.free.why", name=who)},
                  say("course.duel.grand_temple_1.how", name=who, temple=temple.label, chain=build.chain), name=who)


def supremacy_1(at=SUPREMACY_AT):
    game = expansions.senate_position(*at)
    seat = game.current
    left = {}                   # each Senate action -> the Chambers its player does not control after it
    for action in game.legal_actions(seat):
        after = game.copy()
        after.play(seat, action)
        left[action] = [c + 1 for c in range(6) if after.senate.controller(c) != seat]
    right = next(a for a, chambers in left.items() if not chambers)
    place = next(a for a, chambers in left.items() if chambers and a.kind == right.kind)
    move = next(a for a, chambers in left.items() if chambers and a.kind != right.kind and a.target == right.chamber)
    who = game.names[seat]
    reasons = {str(a): say("course.duel.supremacy_1.left", name=who, chambers=", ".join(map(str, left[a])))
               for a in (place, move)}
    return choice(say("course.duel.supremacy_1.q", name=who), [str(right), str(place), str(move)], str(right),
                  reasons, say("course.duel.supremacy_1.how", name=who, action=str(right)), name=who)


# -- 10 the pitfalls: each met again on a position of its own (issue 19) ---------------------------------
PITFALLS = {
    "pitfall-free": lambda: structure_2((2, 15)),          # Workshop frees Scriptorium
    "pitfall-military": lambda: military_2((7, 49)),       # the pawn 7 spaces from the middle
    "pitfall-science": lambda: science_2((4, 59)),         # the opponent holds 3 different symbols
    "pitfall-wonders": lambda: wonders_1((4, 39)),         # six wonders built, Hugo to play
    "pitfall-again": lambda: wonders_2(7),                 # two of Hugo's four wonders play again
    "pitfall-pawn": lambda: military_3((7, 49)),           # the 10-point zone
    "pitfall-coins": lambda: treasury_1(20),
    "pitfall-guilds": lambda: guild_1(3, 6),
    "pitfall-tie": lambda: tiebreak_1(pitfall=True),
}
"""Notebook 11's exercises: the pitfalls of seed 004, each on another position than the
notebook that teaches its rule (structure-2, military-2, science-2, wonders-1, wonders-2,
military-3, treasury-1, guild-1, tiebreak-1)."""

EXERCISES = {
    "goal-1": goal_1, "score-1": score_1, "tiebreak-1": tiebreak_1,
    "draft-1": draft_1, "setup-1": setup_1, "setup-2": setup_2,
    "structure-1": structure_1, "structure-2": structure_2, "structure-3": structure_3,
    "discard-1": discard_1, "wonders-1": wonders_1,
    "afford-1": afford_1, "trade-1": trade_1, "trade-2": trade_2, "trade-3": trade_3, "chain-1": chain_1,
    "military-1": military_1, "military-2": military_2, "military-3": military_3,
    "science-1": science_1, "science-2": science_2,
    "wonders-2": wonders_2, "tokens-1": tokens_1,
    "next-age-1": next_age_1, "guild-1": guild_1, "example-1": example_1, "treasury-1": treasury_1,
    "temples-1": temples_1, "temples-2": temples_2, "senate-1": senate_1,
    "divinity-1": divinity_1, "grand-temple-1": grand_temple_1, "supremacy-1": supremacy_1,
    **PITFALLS,
}


def exercise(name):
    """The exercise called ``name`` (see ``EXERCISES``), ready to answer."""
    factory = EXERCISES.get(name)
    if factory is None:
        raise ValueError(say("course.duel.unknown", name=repr(name), names=", ".join(EXERCISES)))
    return prepared(factory(), "duel", name)


def score_pad():
    """The Duel score pad, starting from the rules' 58-point example; stored in a notebook it
    shows that score, not a widget's raw repr.

    >>> pad = score_pad()
    >>> pad.result["players"][0]["total"], pad._repr_mimebundle_()["text/plain"]
    (58, 'Score pad (run the cell to change it)')
    """
    from ..widgets.duel import DuelScorePad

    class ScorePad(Still, DuelScorePad):
        def still_text(self):
            return f"{say('lab.pad.title')} ({say('course.duel.pad.run')})"

        def still_html(self):
            return (f'<div class="wonderlab-stored"><h3>{escape(say("lab.pad.title"))}</h3>'
                    f'{self.breakdown.value}<div><i>{escape(say("course.duel.pad.run"))}</i></div></div>')

    return ScorePad()


__all__ = ["EXERCISES", "Choice", "exercise", "position", "score_pad"]



# -- every sentence, in English and in French --------------------------------------------------------
MESSAGES = {
    "course.duel.choose": {"en": "Choose an answer, then press Check.",
                           "fr": "Choisissez une réponse, puis appuyez sur Vérifier."},
    "course.duel.stored.text": {"en": "Exercise: {prompt}", "fr": "Exercice : {prompt}"},
    "course.duel.stored.run": {"en": "Run this cell to answer.", "fr": "Exécutez cette cellule pour répondre."},
    "course.duel.pad.run": {"en": "run the cell to change it", "fr": "exécutez la cellule pour le modifier"},
    "course.duel.unknown": {"en": "no Duel exercise {name}: choose one of {names}",
                            "fr": "pas d'exercice de Duel {name} : choisissez parmi {names}"},
    "course.duel.wrong": {"en": "Not quite: {answer} is not the answer.",
                          "fr": "Pas tout à fait : la réponse n'est pas {answer}."},
    "course.duel.shared": {"en": "They share the victory", "fr": "Ils se partagent la victoire"},
    # the seed's pitfalls, each said once
    "course.duel.pitfall.pawn": {
        "en": "You forgot the Conflict pawn's points: they go to the player who leads on the track, even without military supremacy.",
        "fr": "Vous avez oublié les points du pion Conflit : ils reviennent au joueur qui mène sur la piste, même sans suprématie militaire."},
    "course.duel.pitfall.coins": {
        "en": "Coins are not counted one by one: each set of 3 coins is worth 1 point.",
        "fr": "Les pièces ne se comptent pas une par une : chaque lot de 3 pièces vaut 1 point."},
    "course.duel.pitfall.no_treasury": {
        "en": "You left out the treasury: 1 point per set of 3 coins.",
        "fr": "Vous avez oublié le trésor : 1 point par lot de 3 pièces."},
    "course.duel.pitfall.guilds": {
        "en": "A guild does not count its owner's city alone: it counts the city that has the most cards of its kind.",
        "fr": "Une Guilde ne regarde pas la seule cité de son propriétaire : elle compte la cité qui a le plus de cartes du type visé."},
    "course.duel.pitfall.tiebreak": {
        "en": "A tie is not broken on coins: the most points on blue cards (civilian buildings) wins.",
        "fr": "On ne départage pas aux pièces : le plus de points sur les cartes bleues (bâtiments civils) l'emporte."},
    "course.duel.pitfall.temples": {
        "en": "Grand Temples do not score 5 each: they have a scale of their own, by how many you own, and they are not counted in the guilds.",
        "fr": "Les Grands Temples ne rapportent pas 5 chacun : ils ont leur propre barème, selon leur nombre, et ne comptent pas dans les Guildes."},
    # 01
    "course.duel.goal_1.q": {
        "en": "In this game the Conflict pawn entered {loser}'s capital, pushed there by {winner}'s shields. On the score pad {loser} has {lp} points and {winner} {wp}. Who wins?",
        "fr": "Dans cette partie, le pion Conflit est entré dans la capitale de {loser}, poussé par les boucliers de {winner}. Sur la feuille de score, {loser} a {lp} points et {winner} {wp}. Qui gagne ?"},
    "course.duel.goal_1.points": {
        "en": "Points never count after a supremacy: {loser} may have more, the game stopped at once.",
        "fr": "Les points ne comptent jamais après une suprématie : {loser} peut en avoir plus, la partie s'est arrêtée sur-le-champ."},
    "course.duel.goal_1.how": {
        "en": "{winner} wins by military supremacy: the pawn entered the opponent's capital, which ends the game at once, without counting points.",
        "fr": "{winner} gagne par suprématie militaire : le pion est entré dans la capitale adverse, ce qui arrête la partie sur-le-champ, sans compter les points."},
    "course.duel.score_1.q": {
        "en": "Lea has {civilian} points of blue cards, {wonders} of wonders, {coins} coins, and the Conflict pawn is 2 spaces into Hugo's half (the 2-point zone). Nothing else scores. How many points does Lea have?",
        "fr": "Lea a {civilian} points de cartes bleues, {wonders} de Merveilles, {coins} pièces, et le pion Conflit est à 2 cases dans la moitié de Hugo (la zone à 2 points). Rien d'autre ne rapporte. Combien de points a Lea ?"},
    "course.duel.score_1.how": {
        "en": "Blue cards {civilian} + wonders {wonders} + treasury {treasury} (sets of 3 coins) + military {military} (Lea leads) = {total}.",
        "fr": "Cartes bleues {civilian} + Merveilles {wonders} + trésor {treasury} (lots de 3 pièces) + militaire {military} (Lea mène) = {total}."},
    "course.duel.tiebreak_1.line": {"en": "{name} {total} points ({blue} on blue cards, {treasury} of treasury)",
                                    "fr": "{name} {total} points ({blue} sur les cartes bleues, {treasury} de trésor)"},
    "course.duel.tiebreak_1.sep": {"en": "; ", "fr": " ; "},   # French puts a space before ;
    "course.duel.tiebreak_1.q": {"en": "The third Age is over: {lines}. Who wins?",
                                 "fr": "Le troisième Âge est fini : {lines}. Qui gagne ?"},
    "course.duel.tiebreak_1.shared": {"en": "A tie on points is broken first: by the points on blue cards.",
                                      "fr": "Une égalité aux points se départage d'abord : par les points des cartes bleues."},
    "course.duel.tiebreak_1.how": {"en": "The totals are equal, so the most points on blue cards wins: {name}.",
                                   "fr": "Les totaux sont égaux : le plus de points sur les cartes bleues l'emporte, {name}."},
    # 02
    "course.duel.draft_1.q": {"en": "In the wonder draft, Hugo is the first player. Who takes the {n}th wonder?",
                              "fr": "Pendant la sélection des Merveilles, Hugo est le premier joueur. Qui prend la {n}e Merveille ?"},
    "course.duel.draft_1.wrong": {"en": "The turns do not simply alternate.", "fr": "Les tours ne font pas qu'alterner."},
    "course.duel.draft_1.how": {
        "en": "First 4 wonders: first player 1, second player 2, first player the last (Hugo, Lea, Lea, Hugo). Next 4: second player 1, first player 2, second player the last (Lea, Hugo, Hugo, Lea).",
        "fr": "4 premières Merveilles : le premier joueur 1, le second 2, le premier la dernière (Hugo, Lea, Lea, Hugo). 4 suivantes : le second 1, le premier 2, le second la dernière (Lea, Hugo, Hugo, Lea)."},
    "course.duel.setup_1.q": {"en": "How many guilds are among the 20 cards of Age III?",
                              "fr": "Combien de Guildes parmi les 20 cartes de l'Âge III ?"},
    "course.duel.setup_1.all": {"en": "Not all 7 guilds: only some are drawn, unseen, and the others go back to the box. How many does the setup draw?",
                                "fr": "Pas les 7 Guildes : on n'en pioche que quelques-unes, sans les regarder, et les autres retournent dans la boîte. Combien la mise en place en pioche-t-elle ?"},
    "course.duel.setup_1.none": {"en": "The guilds are shuffled into the Age III deck.",
                                 "fr": "Les Guildes sont mélangées dans le paquet de l'Âge III."},
    "course.duel.setup_1.how": {"en": "{n} guilds are drawn at random and shuffled into the Age III deck.",
                                "fr": "{n} Guildes sont piochées au hasard et mélangées dans le paquet de l'Âge III."},
    "course.duel.setup_2.q": {"en": "Counting the guilds, how many cards of Age III go back to the box unseen?",
                              "fr": "Guildes comprises, combien de cartes de l'Âge III retournent dans la boîte sans être vues ?"},
    "course.duel.setup_2.guilds": {"en": "You forgot the guilds that are not drawn.", "fr": "Vous avez oublié les Guildes non piochées."},
    "course.duel.setup_2.cards": {"en": "You forgot the 3 Age cards removed from each deck.",
                                  "fr": "Vous avez oublié les 3 cartes retirées de chaque paquet d'Âge."},
    "course.duel.setup_2.how": {"en": "{cards} Age III cards + {guilds} guilds = {n} cards, never seen.",
                                "fr": "{cards} cartes de l'Âge III + {guilds} Guildes = {n} cartes, jamais vues."},
    # 03
    "course.duel.structure_1.q": {"en": "Age I begins. How many cards can Hugo take?",
                                  "fr": "L'Âge I commence. Combien de cartes peut prendre Hugo ?"},
    "course.duel.structure_1.face_up": {"en": "Face up is not enough: a card can be taken only when no other card covers it, even in part.",
                                        "fr": "Être face visible ne suffit pas : une carte se prend seulement quand aucune autre ne la recouvre, même en partie."},
    "course.duel.structure_1.all": {"en": "Only the cards that nothing covers can be taken.",
                                    "fr": "Seules les cartes que rien ne recouvre peuvent être prises."},
    "course.duel.structure_1.how": {"en": "The {n} cards of the bottom row: nothing covers them.",
                                    "fr": "Les {n} cartes de la rangée du bas : rien ne les recouvre."},
    "course.duel.structure_2.q": {
        "en": "{me} is to play. {them} would love the face-up card {gift}. Which card must {me} NOT take, so as not to free it for {them}?",
        "fr": "C'est à {me} de jouer. {them} aimerait beaucoup la carte visible {gift}. Quelle carte {me} ne doit PAS prendre, pour ne pas la libérer pour {them} ?"},
    "course.duel.structure_2.safe": {"en": "Taking {card} frees no card at all.", "fr": "Prendre {card:le} ne libère aucune carte."},
    "course.duel.structure_2.hidden": {"en": "Taking {card} frees only a face-down card: it turns over after your turn, a surprise for both.",
                                       "fr": "Prendre {card:le} ne libère qu'une carte cachée : elle se retourne après votre tour, surprise pour tous les deux."},
    "course.duel.structure_2.how": {"en": "{card} is the last card lying on {gift}: take it and {them} can take {gift} next turn.",
                                    "fr": "{card:le} est la dernière carte posée sur {gift:le} : prenez-la et {them} pourra prendre {gift:le} au tour suivant."},
    "course.duel.structure_3.q": {"en": "If the player to move takes {card}, how many face-down cards turn over at the end of the turn?",
                                  "fr": "Si le joueur qui joue prend {card:le}, combien de cartes cachées se retournent à la fin du tour ?"},
    "course.duel.structure_3.none": {"en": "A face-down card turns over as soon as nothing covers it any more.",
                                     "fr": "Une carte cachée se retourne dès que plus rien ne la recouvre."},
    "course.duel.structure_3.both": {"en": "A card turns over only when both the cards lying on it are gone.",
                                     "fr": "Une carte ne se retourne que lorsque les deux cartes posées dessus sont parties."},
    # counts said as each language says them, one and many
    "course.duel.count.turning.one": {"en": "{count} face-down card has nothing left on it and turns over",
                                      "fr": "{count} carte cachée n'a plus rien dessus et se retourne"},
    "course.duel.count.turning.many": {"en": "{count} face-down cards have nothing left on them and turn over",
                                       "fr": "{count} cartes cachées n'ont plus rien dessus et se retournent"},
    "course.duel.count.yellow.one": {"en": "{count} yellow card", "fr": "{count} carte jaune"},
    "course.duel.count.yellow.many": {"en": "{count} yellow cards", "fr": "{count} cartes jaunes"},
    "course.duel.count.again.one": {"en": "{count} wonder gives the play-again effect",
                                    "fr": "{count} Merveille fait rejouer"},
    "course.duel.count.again.many": {"en": "{count} wonders give the play-again effect",
                                     "fr": "{count} Merveilles font rejouer"},
    "course.duel.count.spaces.one": {"en": "{count} space", "fr": "{count} case"},
    "course.duel.count.spaces.many": {"en": "{count} spaces", "fr": "{count} cases"},
    # 04
    "course.duel.discard_1.q": {"en": "{name} owns {yellow_cards} and discards {card}. How many coins does {name} take?",
                                "fr": "{name} possède {yellow_cards} et défausse {card:le}. Combien de pièces prend {name} ?"},
    "course.duel.discard_1.yellow": {"en": "You forgot the yellow cards: 1 more coin for each yellow card of your city ({yellow}).",
                                     "fr": "Vous avez oublié les cartes jaunes : 1 pièce de plus par carte jaune de votre cité ({yellow})."},
    "course.duel.discard_1.printed": {"en": "A discard does not pay the card's price back.",
                                      "fr": "Une défausse ne rembourse pas le prix de la carte."},
    "course.duel.discard_1.how": {"en": "2 coins + 1 per yellow card ({yellow}) = {gain}.",
                                  "fr": "2 pièces + 1 par carte jaune ({yellow}) = {gain}."},
    "course.duel.wonders_1.q": {
        "en": "{built} wonders are built. {name} still holds {mine}; {them} holds {theirs}. {name} builds one now. What becomes of the last unbuilt wonder?",
        "fr": "{built} Merveilles sont construites. {name} a encore {mine} ; {them} a {theirs}. {name} en construit une maintenant. Que devient la dernière Merveille non construite ?"},
    "course.duel.wonders_1.box": {"en": "It goes back to the box: nobody can build it",
                                  "fr": "Elle retourne dans la boîte : personne ne peut la construire"},
    "course.duel.wonders_1.later": {"en": "Its owner may still build it later", "fr": "Son propriétaire pourra encore la construire"},
    "course.duel.wonders_1.opponent": {"en": "It goes to the other player", "fr": "Elle passe à l'autre joueur"},
    "course.duel.wonders_1.eight": {"en": "Only 7 of the 8 wonders are ever built.", "fr": "Seules 7 des 8 Merveilles sont construites."},
    "course.duel.wonders_1.how": {"en": "As soon as the 7th wonder is built, the last one goes back to the box. Do not let yours slip away!",
                                  "fr": "Dès que la septième Merveille est bâtie, la dernière retourne dans la boîte. Ne laissez pas filer les vôtres !"},
    # 05
    "course.duel.trade_1.q": {"en": "{name} wants to build {card}. {name}'s brown and gray cards: {mine}. The opponent's: {theirs}. How many coins does it cost?",
                              "fr": "{name} veut construire {card:le}. Cartes marron et grises de {name} : {mine}. Celles de l'adversaire : {theirs}. Combien de pièces cela coûte-t-il ?"},
    "course.duel.trade_1.flat": {"en": "The bank's price is not always 2: it is 2 plus 1 per unit of that resource the opponent's brown and gray cards produce.",
                                 "fr": "Le prix de la banque n'est pas toujours 2 : c'est 2 plus 1 par exemplaire de la ressource produit par les cartes marron et grises adverses."},
    "course.duel.trade_1.own": {"en": "Your own production is used first, for free, every turn: you buy only what you lack.",
                                "fr": "Votre propre production sert d'abord, gratuitement, à chaque tour : vous n'achetez que ce qui manque."},
    "course.duel.trade_1.how": {"en": "{steps}: {coins} in all.", "fr": "{steps} : {coins} en tout."},
    "course.duel.trade_2.q": {"en": "What does one {resource} cost {name} at the bank now?",
                              "fr": "Combien coûte une unité de {resource} à {name} à la banque, maintenant ?"},
    "course.duel.trade_2.flat": {"en": "The opponent's brown and gray cards raise the price: 1 coin more per unit they produce.",
                                 "fr": "Les cartes marron et grises de l'adversaire font monter le prix : 1 pièce de plus par exemplaire produit."},
    "course.duel.trade_2.own": {"en": "Your own cards do not change your price: only the opponent's production does.",
                                "fr": "Vos propres cartes ne changent pas votre prix : seule la production adverse compte."},
    "course.duel.trade_2.how": {"en": "2 + {extra} ({them} produces {extra} {resource}) = {price} coins.",
                                "fr": "2 + {extra} ({them} produit {extra} {resource}) = {price} pièces."},
    "course.duel.afford_1.q": {"en": "{name} has {coins} coins. Which of the cards that can be taken now can {name} NOT build?",
                               "fr": "{name} a {coins} pièces. Laquelle des cartes accessibles ne peut PAS construire {name} ?"},
    "course.duel.afford_1.can": {"en": "{card} costs {cost} coins ({steps}): {coins} coins pay for it.",
                                 "fr": "{card:le} coûte {cost} pièces ({steps}) : {coins} pièces suffisent."},
    "course.duel.afford_1.how": {"en": "{card} costs {cost} coins ({steps}), more than {coins}: it can only be discarded, or used for a wonder that can be paid for.",
                                 "fr": "{card:le} coûte {cost} pièces ({steps}), plus que {coins} : on ne peut que la défausser, ou s'en servir pour une Merveille payable."},
    "course.duel.trade_3.q": {"en": "Suppose {other} owned the progress token {token}. {buyer} buys 1 stone from the bank for 3 coins to build the Library. Who receives the 3 coins?",
                              "fr": "Supposons que {other} possède le jeton Progrès {token}. {buyer} achète 1 pierre à la banque pour 3 pièces afin de construire la Bibliothèque. Qui reçoit les 3 pièces ?"},
    "course.duel.trade_3.bank": {"en": "The bank", "fr": "La banque"},
    "course.duel.trade_3.split": {"en": "2 coins to the bank, 1 to the opponent", "fr": "2 pièces à la banque, 1 à l'adversaire"},
    "course.duel.trade_3.economy": {"en": "Read what the {token} token does with the coins a player spends on trading.",
                                    "fr": "Relisez ce que fait le jeton {token} des pièces qu'un joueur dépense pour commercer."},
    "course.duel.trade_3.all": {"en": "The {token} token does not split the coins: read what it says about the coins spent buying resources.",
                                "fr": "Le jeton {token} ne partage pas les pièces : relisez ce qu'il dit des pièces dépensées pour acheter des ressources."},
    "course.duel.trade_3.how": {"en": "You always buy from the bank, never from your opponent; but the Economy token hands {other} the coins you spend on resources (not the coins printed on a card).",
                                "fr": "On achète toujours à la banque, jamais à l'adversaire ; mais le jeton Économie donne à {other} les pièces dépensées en ressources (pas les pièces imprimées sur une carte)."},
    "course.duel.chain_1.q": {"en": "{name} wants to build {card}. How many coins does it cost?",
                              "fr": "{name} veut construire {card:le}. Combien de pièces cela coûte-t-il ?"},
    "course.duel.chain_1.paid": {"en": "Look at {owner} in the city: it carries the white symbol that {card} shows, so the cost is not paid.",
                                 "fr": "Regardez {owner} dans la cité : il porte le symbole blanc de {card:le}, le coût n'est donc pas payé."},
    "course.duel.chain_1.how": {"en": "{owner} carries the chain symbol of {card}: it is built for free (chaining, from Age II).",
                                "fr": "{owner} porte le symbole de chaînage de {card:le} : elle se construit gratuitement (à partir de l'Âge II)."},
    # 06
    "course.duel.spaces.one": {"en": "{count} space", "fr": "{count} case"},
    "course.duel.spaces.many": {"en": "{count} spaces", "fr": "{count} cases"},
    "course.duel.military_1.q": {"en": "The pawn is {spaces} towards {them}'s capital. {name} builds {card} (shields: {shields}). How many coins does {them} lose?",
                                 "fr": "Le pion est à {spaces} du centre, vers la capitale de {them}. {name} construit {card:le} (boucliers : {shields}). Combien de pièces perd {them} ?"},
    "course.duel.military_1.none": {"en": "The pawn enters a looting zone: the player whose side it is loses coins at once (the token is then removed).",
                                    "fr": "Le pion entre dans une zone de pillage : le joueur de ce côté perd aussitôt des pièces (le jeton est ensuite retiré)."},
    "course.duel.military_1.zone": {"en": "Which looting zone did the pawn enter? Each zone takes its own amount, printed on its token.",
                                    "fr": "Dans quelle zone de pillage le pion est-il entré ? Chaque zone prend sa propre somme, imprimée sur son jeton."},
    "course.duel.military_1.how": {"en": "The pawn ends {after} spaces from the middle: {lost} coins are lost.",
                                   "fr": "Le pion finit à {after} cases du milieu : {lost} pièces perdues."},
    "course.duel.military_2.q": {"en": "The pawn is {distance} spaces towards {them}'s capital. How many more shields does {leader} need to win by military supremacy?",
                                 "fr": "Le pion est à {distance} cases vers la capitale de {them}. Combien de boucliers de plus faut-il à {leader} pour gagner par suprématie militaire ?"},
    "course.duel.military_2.middle": {"en": "Count from where the pawn stands, not from the middle: the capital is 9 spaces from the middle.",
                                      "fr": "Comptez depuis la position du pion, pas depuis le milieu : la capitale est à 9 cases du milieu."},
    "course.duel.military_2.how": {"en": "The capital is 9 spaces from the middle: 9 - {distance} = {need} shields.",
                                   "fr": "La capitale est à 9 cases du milieu : 9 - {distance} = {need} boucliers."},
    "course.duel.military_3.q": {"en": "Suppose the game ended on points now, the pawn {distance} spaces towards {them}'s capital. How many military points would {leader} score?",
                                 "fr": "Supposons que la partie se termine aux points maintenant, le pion à {distance} cases vers la capitale de {them}. Combien de points militaires marquerait {leader} ?"},
    "course.duel.military_3.spaces": {"en": "The points come from the zone the pawn stands in, not from the number of spaces: read the zone's points on the track.",
                                      "fr": "Les points viennent de la zone où se trouve le pion, pas du nombre de cases : lisez les points de la zone sur la piste."},
    "course.duel.military_3.how": {"en": "The pawn is in the {points}-point zone: {points} points to {leader}, who leads.",
                                   "fr": "Le pion est dans la zone à {points} points : {points} points pour {leader}, qui mène."},
    # 07
    "course.duel.science_1.q": {"en": "{name} builds {card}, a second {symbol}. What happens?",
                                "fr": "{name} construit {card:le}, un second symbole {symbol}. Que se passe-t-il ?"},
    "course.duel.science_1.nothing": {"en": "Nothing until the end of the game", "fr": "Rien jusqu'à la fin de la partie"},
    "course.duel.science_1.token": {"en": "{name} takes a progress token from the board at once", "fr": "{name} prend aussitôt un jeton Progrès sur le plateau"},
    "course.duel.science_1.win": {"en": "{name} wins by scientific supremacy", "fr": "{name} gagne par suprématie scientifique"},
    "course.duel.science_1.pair": {"en": "Two identical symbols make a pair: that is rewarded at once.",
                                   "fr": "Deux symboles identiques forment une paire : c'est récompensé tout de suite."},
    "course.duel.science_1.six": {"en": "Supremacy needs six different symbols, not a pair.",
                                  "fr": "La suprématie demande six symboles différents, pas une paire."},
    "course.duel.science_1.how": {"en": "Each pair of identical symbols takes one of the progress tokens on the board, at once.",
                                  "fr": "Chaque paire de symboles identiques prend tout de suite un des jetons Progrès du plateau."},
    "course.duel.science_2.q": {"en": "{them} has {have} different science symbols. How many more different symbols would give {them} scientific supremacy?",
                                "fr": "{them} a {have} symboles scientifiques différents. Combien de symboles différents de plus lui donneraient la suprématie scientifique ?"},
    "course.duel.science_2.seven": {"en": "There are 7 symbols, but 6 different ones are enough.",
                                    "fr": "Il existe 7 symboles, mais 6 différents suffisent."},
    "course.duel.science_2.all": {"en": "Symbols already held count: only the missing different ones are needed.",
                                  "fr": "Les symboles déjà réunis comptent : il ne manque que les différents qui manquent."},
    "course.duel.science_2.how": {"en": "6 - {have} = {need}: watch your opponent's symbols, the victory can come fast.",
                                  "fr": "6 - {have} = {need} : surveillez les symboles adverses, la victoire peut venir vite."},
    # 08
    "course.duel.wonders_2.q": {"en": "{name}'s wonders: {wonders}. How many of them let {name} play again (take another turn at once)?",
                                "fr": "Merveilles de {name} : {wonders}. Combien d'entre elles permettent de rejouer (un autre tour aussitôt) ?"},
    "course.duel.wonders_2.how": {"en": "{which}: {again}, two actions in a row.",
                                  "fr": "{which} : {again}, deux actions de suite."},
    "course.duel.tokens_1.q": {"en": "Hugo owns the progress tokens Agriculture, Mathematics and Law. How many points do they score?",
                               "fr": "Hugo possède les jetons Progrès Agriculture, Mathématiques et Loi. Combien de points rapportent-ils ?"},
    "course.duel.tokens_1.once": {"en": "Mathematics scores 3 points per token owned, not 3 in all.",
                                  "fr": "Mathématiques rapporte 3 points par jeton possédé, pas 3 en tout."},
    "course.duel.tokens_1.math": {"en": "You forgot Mathematics: 3 points per progress token.",
                                  "fr": "Vous avez oublié Mathématiques : 3 points par jeton Progrès."},
    "course.duel.tokens_1.agri": {"en": "You forgot Agriculture's 4 points.", "fr": "Vous avez oublié les 4 points d'Agriculture."},
    "course.duel.tokens_1.self": {"en": "Mathematics counts itself too: 3 tokens.", "fr": "Mathématiques se compte aussi : 3 jetons."},
    "course.duel.tokens_1.how": {"en": "Agriculture 4 + Mathematics 3 × 3 tokens (itself included) + Law 0 = {points}.",
                                 "fr": "Agriculture 4 + Mathématiques 3 × 3 jetons (lui compris) + Loi 0 = {points}."},
    # 09
    "course.duel.next_age_1.q": {"en": "Age I is over; the pawn is {spaces} towards {them}'s capital: {leader} leads. Who chooses who starts Age II?",
                                 "fr": "L'Âge I est fini ; le pion est à {spaces} vers la capitale de {them} : {leader} mène. Qui choisit qui commence l'Âge II ?"},
    "course.duel.next_age_1.leader": {"en": "The leader on the track does not choose: read again who chooses the next Age's first player when the pawn is off the middle.",
                                      "fr": "Celui qui mène sur la piste ne choisit pas : relisez qui choisit le premier joueur de l'âge suivant quand le pion n'est pas au milieu."},
    "course.duel.next_age_1.how": {"en": "{chooser} is behind militarily, so {chooser} chooses who begins the next Age (with the pawn in the middle: whoever took the Age's last card).",
                                   "fr": "{chooser} est derrière sur la piste militaire : c'est à {chooser} de choisir qui commence l'Âge suivant (pion au milieu : celui qui a pris la dernière carte de l'Âge)."},
    "course.duel.guild_1.q": {"en": "Hugo has the Magistrates Guild (1 point per blue card) and {mine} blue cards; Lea has {theirs} blue cards. How many points does the guild give Hugo?",
                              "fr": "Hugo a la Guilde des magistrats (1 point par carte bleue) et {mine} cartes bleues ; Lea a {theirs} cartes bleues. Combien de points la Guilde rapporte-t-elle à Hugo ?"},
    "course.duel.guild_1.how": {"en": "It counts the city with the most blue cards, Lea's: {points} points.",
                                "fr": "Elle compte la cité qui a le plus de cartes bleues, celle de Lea : {points} points."},
    "course.duel.treasury_1.q": {"en": "Lea ends the game with {coins} coins. How many points is her treasury worth?",
                                 "fr": "Lea finit la partie avec {coins} pièces. Combien de points vaut son trésor ?"},
    "course.duel.treasury_1.round": {"en": "Incomplete sets are not rounded up.", "fr": "Un lot incomplet ne compte pas."},
    "course.duel.treasury_1.how": {"en": "{coins} coins make {points} full sets of 3: {points} points.",
                                   "fr": "{coins} pièces font {points} lots complets de 3 : {points} points."},
    "course.duel.example_1.q": {
        "en": "Hugo ends like the rules' 58-point example — 18 points of blue cards, 12 of wonders, the Magistrates Guild (1 point per blue card; Lea has 7 blue cards, Hugo 3) — but with the tokens Agriculture, Mathematics and Philosophy, 14 coins, and the pawn 6 spaces towards Lea's capital. How many points does Hugo have?",
        "fr": "Hugo finit comme l'exemple à 58 points des règles — 18 points de cartes bleues, 12 de Merveilles, la Guilde des magistrats (1 point par carte bleue ; Lea a 7 cartes bleues, Hugo 3) — mais avec les jetons Agriculture, Mathématiques et Philosophie, 14 pièces, et le pion à 6 cases vers la capitale de Lea. Combien de points a Hugo ?"},
    "course.duel.example_1.philosophy": {"en": "You forgot Philosophy: 7 points.", "fr": "Vous avez oublié Philosophie : 7 points."},
    "course.duel.example_1.how": {"en": "Blue, guilds, wonders, progress, treasury, military: {parts} = {total}.",
                                  "fr": "Bleu, Guildes, Merveilles, Progrès, trésor, militaire : {parts} = {total}."},
    # 11
    "course.duel.temples_1.q": {"en": "With Pantheon, Hugo owns 2 Grand Temples. How many points do they give?",
                                "fr": "Avec Pantheon, Hugo possède 2 Grands Temples. Combien de points rapportent-ils ?"},
    "course.duel.temples_1.how": {"en": "1, 2 or 3 Grand Temples: 5, 12 or 21 points. Two make {points}.",
                                  "fr": "1, 2 ou 3 Grands Temples : 5, 12 ou 21 points. Deux font {points}."},
    "course.duel.wonders_2.all": {"en": "Not every wonder makes you play again: look for the play-again effect on each.",
                                  "fr": "Toutes les Merveilles ne font pas rejouer : cherchez l'effet « rejouer » sur chacune."},
    "course.duel.temples_2.q": {"en": "With Pantheon, Hugo owns the Magistrates Guild and 2 Grand Temples, and no blue card is built. On which row of the score pad do the Grand Temples go?",
                                "fr": "Avec Pantheon, Hugo possède la Guilde des magistrats et 2 Grands Temples, et aucune carte bleue n'est construite. Sur quelle ligne de la feuille de score vont les Grands Temples ?"},
    "course.duel.temples_2.guilds": {"en": "In the guilds row", "fr": "Sur la ligne des Guildes"},
    "course.duel.temples_2.own": {"en": "On their own row", "fr": "Sur leur propre ligne"},
    "course.duel.temples_2.blue": {"en": "In the blue cards' row", "fr": "Sur la ligne des cartes bleues"},
    "course.duel.temples_2.blue.why": {"en": "Grand Temples are not blue cards: look at the score pad for the row their scale is written on.",
                                       "fr": "Les Grands Temples ne sont pas des cartes bleues : cherchez sur la feuille de score la ligne où s'écrit leur barème."},
    "course.duel.goal_1.none": {"en": "Nobody yet: play on to Age III", "fr": "Personne encore : on joue jusqu'à l'Âge III"},
    "course.duel.goal_1.none.why": {"en": "A supremacy does not wait for the end of the game: it ends the game at once, and wins it.",
                                    "fr": "Une suprématie n'attend pas la fin de la partie : elle l'arrête sur-le-champ, et la gagne."},
    "course.duel.draft_1.last": {"en": "Nobody: it is the last of four", "fr": "Personne : c'est la dernière des quatre"},
    "course.duel.draft_1.last.why": {"en": "Only the 4th and the 8th wonders are left without a choice, the last of their four.",
                                     "fr": "Seules la 4e et la 8e Merveilles restent sans choix, dernières de leurs quatre."},
    "course.duel.next_age_1.last": {"en": "Whoever took the Age's last card", "fr": "Celui qui a pris la dernière carte de l'Âge"},
    "course.duel.next_age_1.last.why": {"en": "Only when the pawn stands in the middle; here {leader} leads: who chooses then?",
                                        "fr": "Seulement quand le pion est au milieu ; ici {leader} mène : qui choisit alors ?"},
    "course.duel.temples_2.how": {"en": "Grand Temples {points}, guilds {guilds}: the temples keep their own row and scale.",
                                  "fr": "Grands Temples {points}, Guildes {guilds} : les temples ont leur propre ligne et leur barème."},
    "course.duel.senate_1.q": {"en": "With Agora, Hugo controls the Senate's chambers 1 and 3. How many points do they give?",
                               "fr": "Avec Agora, Hugo contrôle les Chambres 1 et 3 du Sénat. Combien de points rapportent-elles ?"},
    "course.duel.senate_1.count": {"en": "A chamber is worth 1 to 3 points by its place, not 1 each.",
                                   "fr": "Une Chambre vaut de 1 à 3 points selon sa place, pas 1 chacune."},
    "course.duel.senate_1.how": {"en": "Chamber 1 is worth 1 point, chamber 3 is worth 3: {points} points.",
                                 "fr": "La Chambre 1 vaut 1 point, la Chambre 3 en vaut 3 : {points} points."},
}
MESSAGES.update({
    "course.duel.divinity_1.q": {
        "en": "{name} has {coins} coins and activates {divinity}, on space {space} of the Pantheon. "
              "How many coins does {name} have once the Divinity's power is done?",
        "fr": "{name} a {coins} pièces et invoque {divinity}, sur la case {space} du Panthéon. "
              "Combien de pièces {name} a-t-il une fois le pouvoir de la Divinité appliqué ?"},
    "course.duel.divinity_1.unpaid": {"en": "An activation is paid first: its space prints a cost for each player.",
                                      "fr": "Une invocation se paie d'abord : sa case imprime un coût pour chaque joueur."},
    "course.duel.divinity_1.power": {"en": "Paying is half of it: what does the Divinity's power give?",
                                     "fr": "Payer n'est que la moitié : que rapporte le pouvoir de la Divinité ?"},
    "course.duel.divinity_1.sanctuary": {"en": "That is the space's printed cost; one of {name}'s wonders makes every activation cheaper.",
                                         "fr": "C'est le coût imprimé sur la case ; une Merveille de {name} rend chaque invocation moins chère."},
    "course.duel.divinity_1.other": {"en": "That is the cost printed for the other player: each space prints one cost per player.",
                                     "fr": "C'est le coût imprimé pour l'autre joueur : chaque case imprime un coût par joueur."},
    "course.duel.divinity_1.how": {
        "en": "Space {space} prints {printed} coins for {name}; less the discounts of {name}'s wonders, {name} pays "
              "{paid}; then the power gives {gained}: {coins} − {paid} + {gained} = {left}.",
        "fr": "La case {space} imprime {printed} pièces pour {name} ; moins les réductions de ses Merveilles, "
              "{name} paie {paid} ; puis le pouvoir rapporte {gained} : {coins} − {paid} + {gained} = {left}."},
    "course.duel.grand_temple_1.q": {"en": "{name} takes the {temple} from the structure to build it. What does building it cost {name}?",
                                     "fr": "{name} prend le {temple} dans la structure pour le construire. Que lui coûte sa construction ?"},
    "course.duel.grand_temple_1.free": {"en": "Nothing", "fr": "Rien"},
    "course.duel.grand_temple_1.printed": {"en": "Its printed cost: {cost}", "fr": "Son coût imprimé : {cost}"},
    "course.duel.grand_temple_1.divinity": {"en": "It cannot be built without a {myth} Divinity activated",
                                            "fr": "Il ne se construit pas sans une Divinité {myth} invoquée"},
    "course.duel.grand_temple_1.printed.why": {"en": "A Grand Temple can come free: look at the Mythology tokens {name} holds.",
                                               "fr": "Un Grand Temple peut être gratuit : regardez les jetons Mythologie de {name}."},
    "course.duel.grand_temple_1.divinity.why": {"en": "A Grand Temple is an Age III card, taken like any other: no Divinity is needed.",
                                                "fr": "Un Grand Temple est une carte de l'Âge III, prise comme les autres : aucune Divinité n'est requise."},
    "course.duel.grand_temple_1.free.why": {"en": "{name} holds no Mythology token of this temple's Mythology: the cost is paid.",
                                            "fr": "{name} n'a aucun jeton Mythologie de la Mythologie de ce temple : le coût se paie."},
    "course.duel.grand_temple_1.how": {"en": "{name} holds a Mythology token of the {temple}'s Mythology: it is built for free.",
                                       "fr": "{name} possède un jeton Mythologie de la Mythologie du {temple} : il se construit gratuitement."},
    "course.duel.supremacy_1.q": {"en": "{name} has one Senate action left. Which one wins the game at once?",
                                  "fr": "Il reste une action au Sénat à {name}. Laquelle gagne la partie sur-le-champ ?"},
    "course.duel.supremacy_1.left": {
        "en": "After it, {name} still does not control Chamber {chambers}: political supremacy needs all six.",
        "fr": "Après elle, {name} ne contrôle toujours pas la Chambre {chambers} : la suprématie politique demande les six."},
    "course.duel.supremacy_1.how": {
        "en": "{action}: {name} then holds strictly more cubes than the opponent in all six Chambers, political "
              "supremacy, and the game ends at once.",
        "fr": "{action} : {name} a alors strictement plus de cubes que l'adversaire dans les six Chambres, c'est la "
              "suprématie politique, et la partie s'arrête sur-le-champ."},
})
SYMBOLS_FR = {"armillary_sphere": "sphère armillaire", "scales": "balance", "sundial": "cadran solaire",
              "mortar": "mortier", "plumb_bob": "fil à plomb", "quill": "plume", "wheel": "roue"}
MESSAGES.update({f"course.duel.symbol.{s}": {"en": s.replace("_", " "), "fr": fr} for s, fr in SYMBOLS_FR.items()})
register(MESSAGES)


PITFALL_OF = {"pitfall-free": "structure-2", "pitfall-military": "military-2", "pitfall-science": "science-2",
              "pitfall-wonders": "wonders-1", "pitfall-again": "wonders-2", "pitfall-pawn": "military-3",
              "pitfall-coins": "treasury-1", "pitfall-guilds": "guild-1", "pitfall-tie": "tiebreak-1"}


def _pitfall_hints():
    """The feedback ladder's hints of each pitfall: those of the exercise it asks again."""
    from ..core.i18n import catalog

    known = catalog()
    return {f"course.hint.duel.{pitfall}.{step}": dict(known[f"course.hint.duel.{base}.{step}"])
            for pitfall, base in PITFALL_OF.items() for step in ("rule", "look")
            if f"course.hint.duel.{base}.{step}" in known}


register(hint_messages("duel",   # the feedback ladder's two hints for the number questions (issue 19)
    score_1=(("A city scores its blue cards, its wonders, 1 point per 3 coins, and the pawn's zone for the leader.",
              "Une cité marque ses cartes bleues, ses Merveilles, 1 point par lot de 3 pièces, et la zone du pion pour celui qui mène."),
             ("Add Lea's four lines one by one: the coins in sets of 3, the pawn's zone.",
              "Additionnez les quatre lignes de Lea une à une : les pièces par lots de 3, la zone du pion.")),
    setup_1=(("Setup draws a few guilds at random into Age III; the others stay in the box.",
              "La mise en place tire quelques Guildes au hasard dans l'Âge III ; les autres restent dans la boîte."),
             ("How many guilds does the setup draw?", "Combien de Guildes la mise en place tire-t-elle ?")),
    setup_2=(("Some Age III cards and the guilds not drawn go back to the box unseen.",
              "Des cartes de l'Âge III et les Guildes non tirées retournent dans la boîte sans être vues."),
             ("Add the Age III cards put back and the guilds left out.",
              "Additionnez les cartes de l'Âge III remises et les Guildes laissées de côté.")),
    structure_1=(("A card can be taken when no other card covers it, even in part.",
                  "Une carte se prend quand aucune autre ne la recouvre, même en partie."),
                 ("Look at the structure's rows: which row has nothing on it?",
                  "Regardez les rangées de la structure : laquelle n'a rien sur elle ?")),
    structure_3=(("A face-down card turns over as soon as nothing covers it any more.",
                  "Une carte face cachée se retourne dès que plus rien ne la recouvre."),
                 ("Look at the face-down cards {card} sits on: what else covers each?",
                  "Regardez les cartes face cachée sous {card} : qu'est-ce qui recouvre encore chacune ?")),
    discard_1=(("A discard pays 2 coins plus 1 for each yellow card of your city.",
                "Une défausse rapporte 2 pièces plus 1 par carte jaune de votre cité."),
               ("Count {name}'s yellow cards.", "Comptez les cartes jaunes de {name}.")),
    trade_1=(("Your own production pays first; each missing unit costs 2 coins plus 1 per unit the opponent produces.",
              "Votre production paie d'abord ; chaque unité manquante coûte 2 pièces plus 1 par unité que produit l'adversaire."),
             ("Take the cost one resource at a time: which does {name} make, and which does the opponent make?",
              "Prenez le coût ressource par ressource : laquelle produit {name}, laquelle produit l'adversaire ?")),
    trade_2=(("The bank's price is 2 coins plus 1 per unit of it the opponent's brown and gray cards produce.",
              "Le prix de la banque est de 2 pièces plus 1 par unité que produisent les cartes marron et grises de l'adversaire."),
             ("How much {resource} do the opponent's cards produce?", "Combien de {resource} produisent les cartes de l'adversaire ?")),
    chain_1=(("A card whose chain symbol you already own is built for free.",
              "Une carte dont vous possédez déjà le symbole de chaînage se construit gratuitement."),
             ("Look at {name}'s buildings for the symbol {card} shows.",
              "Cherchez parmi les bâtiments de {name} le symbole que montre {card}.")),
    military_1=(("Entering a looting zone makes the opponent lose its coins, once.",
                 "Entrer dans une zone de pillage fait perdre ses pièces à l'adversaire, une fois."),
                ("Where does the pawn end, and which zone did it enter on the way?",
                 "Où le pion s'arrête-t-il, et dans quelle zone est-il entré en chemin ?")),
    military_2=(("Military supremacy: the pawn reaches the opponent's capital.",
                 "Suprématie militaire : le pion atteint la capitale adverse."),
                ("How far from the middle is the capital, and where is the pawn now?",
                 "À quelle distance du milieu est la capitale, et où est le pion maintenant ?")),
    military_3=(("The pawn's zone gives points to the player it leans towards.",
                 "La zone du pion donne des points au joueur vers qui il penche."),
                ("Which zone is {distance} spaces from the middle?", "Quelle zone est à {distance} cases du milieu ?")),
    science_2=(("Scientific supremacy needs six different symbols.", "La suprématie scientifique demande six symboles différents."),
               ("How many different symbols does {them} already hold?", "Combien de symboles différents possède déjà {them} ?")),
    wonders_2=(("Only some wonders say 'play again'.", "Seules certaines Merveilles disent « rejouez »."),
               ("Read the effect of each of {name}'s wonders.", "Lisez l'effet de chacune des Merveilles de {name}.")),
    tokens_1=(("Each progress token scores in its own way, some not at all.",
               "Chaque jeton Progrès marque à sa façon, certains pas du tout."),
              ("Take Hugo's tokens one by one; Mathematics counts the tokens, itself included.",
               "Prenez les jetons de Hugo un par un ; Mathématiques compte les jetons, lui compris.")),
    guild_1=(("A Duel guild counts in the city that has the most of what it counts.",
              "Une Guilde de Duel compte dans la cité qui a le plus de ce qu'elle compte."),
             ("Whose city has more blue cards?", "Quelle cité a le plus de cartes bleues ?")),
    example_1=(("The whole score: blue, guilds, wonders, progress, treasury, military.",
                "Le score entier : bleues, Guildes, Merveilles, Progrès, trésor, militaire."),
               ("Work out each line apart, the guild and the tokens first.", "Calculez chaque ligne à part, la Guilde et les jetons d'abord.")),
    treasury_1=(("1 point per full set of 3 coins.", "1 point par lot complet de 3 pièces."),
                ("How many full sets of 3 are there in {coins}?", "Combien de lots complets de 3 y a-t-il dans {coins} ?")),
    temples_1=(("Grand Temples score by how many you own, not one by one.",
                "Les Grands Temples marquent selon leur nombre, pas un par un."),
               ("Read the Grand Temples' scale for two.", "Lisez le barème des Grands Temples pour deux.")),
    divinity_1=(("An activation costs what its space prints for you, less your discounts; then the Divinity's power acts.",
                 "Une invocation coûte ce que sa case imprime pour vous, moins vos réductions ; puis le pouvoir de la Divinité agit."),
                ("Read space {space}'s cost for {name}, {name}'s wonders, and what {divinity} does.",
                 "Lisez le coût de la case {space} pour {name}, les Merveilles de {name}, et ce que fait {divinity}.")),
    grand_temple_1=(("A Grand Temple is free for a player who holds a Mythology token of its Mythology.",
                     "Un Grand Temple est gratuit pour qui possède un jeton Mythologie de sa Mythologie."),
                    ("Look at the Mythology tokens {name} holds.", "Regardez les jetons Mythologie de {name}.")),
    supremacy_1=(("Political supremacy: controlling all six Chambers, each with strictly more cubes than the opponent.",
                  "Suprématie politique : contrôler les six Chambres, chacune avec strictement plus de cubes que l'adversaire."),
                 ("For each action, count the Chambers {name} controls after it.",
                  "Pour chaque action, comptez les Chambres que {name} contrôle après elle.")),
    senate_1=(("Each chamber of the Senate is worth its own points to whoever controls it.",
               "Chaque chambre du Sénat vaut ses propres points pour qui la contrôle."),
              ("What is each of Hugo's two chambers worth?", "Que vaut chacune des deux chambres de Hugo ?")),
))
register(_pitfall_hints())
