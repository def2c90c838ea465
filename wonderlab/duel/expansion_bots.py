"""How the greedy bot (and the search bots through it) weigh a game of Pantheon or Agora.

The base game's greedy bot works most takes out without playing them (``bots._quick_value``);
an expansion's actions (activating a Divinity, a Senate action, conspiring...) change more than
that arithmetic knows, so with an expansion every action is played on a copy and the outcome
weighed by ``evaluate``: the base game's ``bots.evaluate`` (whose totals count the expansion's
points: Divinities, Grand Temples, the Senate) and what the expansion holds for later.

The copy is ``game.redeal(seat, rng)``: what ``seat`` cannot see (the decks, face-down
Divinities, the opponent's Conspiracies, face-down Decrees) dealt again from its knowledge
alone, so a choice never depends on a hidden thing.

>>> from .game import Game
>>> import random
>>> game = Game(seed=7, agora=True)
>>> actions = game.legal_actions(0)
>>> values = values_of(game, 0, actions, random.Random(0))
>>> len(values) == len(actions), all(isinstance(v, float) for v in values)
(True, True)
"""

import random

from .actions import Action
from .senate import CHAMBERS

WIN = 1000.0
# what each thing an expansion holds for later is worth, in points (the base game's ``evaluate``
# counts a coin 0.15 and a progress token 1)
CHAMBER = 0.6           # a Chamber controlled, besides its points (its Decree, a step to supremacy)
NEAR_SUPREMACY = 4.0    # five Chambers of six controlled: political supremacy one Chamber away
CUBE = 0.15             # a cube still in reserve, to place later
MARGIN = 0.25           # a cube more than the rival's in a Chamber it controls (harder to take)
PLOT = 0.8              # a Conspiracy held, not yet prepared
PREPARED = 2.0          # a Conspiracy prepared, ready to trigger
MYTHOLOGY = 1.2         # a Mythology token held (a free Grand Temple of its Mythology, Mysticism)
OFFERING = 1.0          # an Offering token held (2 to 4 coins off an activation)


def is_expansion(game):
    """Whether ``game`` plays an expansion (Pantheon or Agora).

    >>> from .game import Game
    >>> is_expansion(Game(seed=1)), is_expansion(Game(seed=1, pantheon=True))
    (False, True)
    """
    return hasattr(game, "senate") or hasattr(game, "spaces")


def senate_part(senate, seat):
    """What ``seat``'s position in Agora's Senate is worth besides its points (which the totals
    count): the Chambers it controls, political supremacy coming near, its margins, its reserve.

    >>> from .senate import Senate
    >>> senate = Senate(decrees=[[1], [2], [3], [4], [5], [6]], face_up=[True] * 6)
    >>> for chamber in range(5):
    ...     senate.place(0, chamber)
    >>> round(senate_part(senate, 0), 9), round(senate_part(senate, 1), 9)   # 5 * 0.6 + 4 + 5 * 0.25 + 7 * 0.15
    (9.3, 1.8)
    """
    controlled = senate.controlled(seat)
    value = CHAMBER * len(controlled) + (NEAR_SUPREMACY if len(controlled) == CHAMBERS - 1 else 0.0)
    mine, theirs = senate.cubes[seat], senate.cubes[1 - seat]
    value += MARGIN * sum(min(2, mine[c] - theirs[c]) for c in controlled)
    return value + CUBE * senate.reserve(seat)


def plots_part(game, seat):
    """What ``seat``'s Conspiracies are worth for later (their number and whether each is prepared:
    what both players see of them)."""
    return sum(PREPARED if card is not None else PLOT for _, card, done in game.plots[seat] if not done)


def pantheon_part(game, seat):
    """What ``seat`` holds of Pantheon's for later: Mythology and Offering tokens."""
    return MYTHOLOGY * len(game.myths[seat]) + OFFERING * len(game.offerings[seat])


def evaluate(game, seat):
    """``bots.evaluate`` with the expansion's holdings for later, the seat's less its rival's."""
    from .bots import evaluate as base
    value = base(game, seat)
    if game.is_over:
        return value
    return value + _holdings(game, seat) - _holdings(game, 1 - seat)


def _holdings(game, seat):
    if hasattr(game, "senate"):
        return senate_part(game.senate, seat) + plots_part(game, seat)
    return pantheon_part(game, seat)


def values_of(game, seat, actions, rng=None):
    """The greedy bot's value of each of ``actions`` (legal for ``seat``): each played on a copy
    dealt again from ``seat``'s knowledge (``redeal``, drawn from ``rng``; a fixed draw when None),
    then ``evaluate``d, with the base game's bonus for what the move is."""
    from .bots import _bonus
    world = game.redeal(seat, rng if rng is not None else random.Random(0))
    values = []
    for action in actions:
        after = world.copy()
        try:
            after.play(seat, action)
        except ValueError:      # not legal in that deal (a hidden thing it depends on): not chosen
            values.append(-WIN)
            continue
        again = after.current == seat and after.phase == "play"
        values.append(_bonus(evaluate(after, seat), action, again) if action.__class__ is Action else
                      evaluate(after, seat) + (1.5 if again else 0.0))
    return values
