"""The coach's reasons for a move of Duel's expansions: a few that are true of the position
(issue 42), each read from the game before the move and after it (``reasons._after``: the move
played on a world dealt again from what the seat sees).

- Agora: a Chamber the move takes control of, with its points (« a Chamber is controlled on a
  strict majority of cubes »: ``senate.py``); one the rival loses without the mover taking it;
  political supremacy one Chamber away (five of six controlled, the sixth wins at once);
- Pantheon: the points of a Divinity's card (Aphrodite's 9), the coins an activation costs, a
  Mythology or Offering token the move takes.

>>> from wonderlab.duel.game import Game
>>> from wonderlab.duel.senators import SenateAction
>>> game = Game(seed=7, agora=True)
>>> after = game.copy()
>>> after.senate.place(0, 2)
>>> [text for _, text in expansion_reasons(game, 0, SenateAction("place", 2), after)]
['takes control of Chamber 3 (3 points)']
"""

from collections import Counter

from ..core.i18n import plural, register, say
from ..core.labels import shown_name

register({
    "reasons.agora.control.one": {"en": "takes control of Chamber {chamber} ({count} point)",
                                  "fr": "prend le contrôle de la Chambre {chamber} ({count} point)"},
    "reasons.agora.control.many": {"en": "takes control of Chamber {chamber} ({count} points)",
                                   "fr": "prend le contrôle de la Chambre {chamber} ({count} points)"},
    "reasons.agora.lost": {"en": "{name} no longer controls Chamber {chamber}",
                           "fr": "{name} ne contrôle plus la Chambre {chamber}"},
    "reasons.agora.near": {"en": "political supremacy is one Chamber away (5 of 6 controlled)",
                           "fr": "la suprématie politique n'est plus qu'à une Chambre (5 sur 6 contrôlées)"},
    "reasons.pantheon.points.one": {"en": "+{count} victory point from {divinity}",
                                    "fr": "+{count} point de victoire grâce à {divinity}"},
    "reasons.pantheon.points.many": {"en": "+{count} victory points from {divinity}",
                                     "fr": "+{count} points de victoire grâce à {divinity}"},
    "reasons.pantheon.paid.one": {"en": "costs {count} coin", "fr": "coûte {count} pièce"},
    "reasons.pantheon.paid.many": {"en": "costs {count} coins", "fr": "coûte {count} pièces"},
    "reasons.pantheon.myth": {"en": "takes a Mythology token ({mythology})",
                              "fr": "prend un jeton Mythologie ({mythology})"},
    "reasons.pantheon.offering": {"en": "takes an Offering token ({discount} coins off an activation)",
                                  "fr": "prend un jeton Offrande ({discount} pièces de moins sur une invocation)"},
})


def expansion_reasons(game, seat, action, after):
    """``(kind, text)`` pairs of what ``action`` does in the expansion of ``game`` (none in the
    base game), ``after`` being the game once it is played (None: not known)."""
    if after is None:
        return []
    found = senate_reasons(game, seat, after) if hasattr(game, "senate") else []
    if hasattr(game, "spaces"):         # both, when Pantheon and Agora are played together
        found += pantheon_reasons(game, seat, action, after)
    return found


def senate_reasons(game, seat, after):
    """Agora: Chambers taken, Chambers the rival lost, political supremacy coming near."""
    from ..duel.senate import CHAMBERS, facts

    before, now = game.senate, after.senate
    values = facts()["senate"]["points"]
    found = []
    for chamber in range(CHAMBERS):
        was, is_ = before.controller(chamber), now.controller(chamber)
        if is_ == seat and was != seat:
            found.append(("control", plural(values[chamber], "reasons.agora.control", chamber=chamber + 1)))
        elif was == 1 - seat and is_ is None:
            found.append(("control", say("reasons.agora.lost", chamber=chamber + 1,
                                         name=shown_name(game.names[1 - seat]))))
    if len(now.controlled(seat)) == CHAMBERS - 1 and len(before.controlled(seat)) < CHAMBERS - 1 and not after.is_over:
        found.append(("supremacy", say("reasons.agora.near")))
    return found


def pantheon_reasons(game, seat, action, after):
    """Pantheon: a Divinity's points, an activation's coins, a token taken."""
    found = []
    if getattr(action, "kind", None) == "activate":
        points = action.divinity.effect.get("points", 0)
        if points:
            found.append(("points", plural(points, "reasons.pantheon.points", divinity=action.divinity.label)))
        if action.coins:
            found.append(("coins", plural(action.coins, "reasons.pantheon.paid")))
    for myth in _gained(game.myths[seat], after.myths[seat]):
        found.append(("token", say("reasons.pantheon.myth", mythology=_mythology(myth))))
    for discount in _gained(game.offerings[seat], after.offerings[seat]):
        found.append(("token", say("reasons.pantheon.offering", discount=abs(discount))))
    return found


def _gained(before, after):
    """The items of ``after`` not in ``before`` (counted as a multiset: an activation may give
    Offering tokens away while a take turns another over).

    >>> _gained([2, 4], [4, 3])
    [3]
    """
    return list((Counter(after) - Counter(before)).elements())


def _mythology(myth):
    from ..duel.pantheon_data import MYTHOLOGIES
    return next(m.label for m in MYTHOLOGIES if m.id == myth)
