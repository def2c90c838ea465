"""The coach's reasons for a move of Duel's expansions: a few that are true of the position
(issue 42), each read from the game before the move and after it (``reasons._after``: the move
played on a world dealt again from what the seat sees).

- Agora: a Chamber the move takes control of, with its points (« a Chamber is controlled on a
  strict majority of cubes »: ``senate.py``); one the rival loses without the mover taking it;
  political supremacy one Chamber away (five of six controlled, the sixth wins at once);
  a Senator recruited: the Senate actions a Politician brings (as many as the city's blue cards
  allow), a Conspirator's cube or Conspiracy; a card or wonder the Decrees make free or cheaper,
  naming them (« free thanks to Decree 6 »), and a chain from the rival's card by Decree 15;
- Pantheon: the Divinity activated (French: invoked, as seed 004 says) and its power, the points of its card (Aphrodite's 9), the coins
  an activation costs, a Mythology or Offering token the move takes.

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
    "reasons.pantheon.power": {"en": "activates {divinity}: {power}", "fr": "invoque {divinity} : {power}"},
    "reasons.agora.decree": {"en": "Decree {n}, \"{text}\"", "fr": "au Décret {n}, « {text} »"},
    "reasons.agora.decree_free": {"en": "free thanks to {decrees}", "fr": "gratuite grâce {decrees}"},
    "reasons.agora.decree_less": {"en": "{coins} less thanks to {decrees}", "fr": "{coins} de moins grâce {decrees}"},
    "reasons.agora.decree_chain": {"en": "free by chaining ({symbol}) from {name}'s card, thanks to {decree}",
                                   "fr": "gratuite par chaînage ({symbol}) depuis une carte de {name}, grâce {decree}"},
    "reasons.agora.politician.one": {"en": "{count} Senate action in the {section} section ({blue} counted)",
                                     "fr": "{count} action au Sénat dans la section {section} ({blue} au compte)"},
    "reasons.agora.politician.many": {"en": "{count} Senate actions in the {section} section ({blue} counted)",
                                      "fr": "{count} actions au Sénat dans la section {section} ({blue} au compte)"},
    "reasons.agora.blue.one": {"en": "{count} blue card", "fr": "{count} carte bleue"},
    "reasons.agora.blue.many": {"en": "{count} blue cards", "fr": "{count} cartes bleues"},
    "reasons.agora.conspirator": {"en": "a Conspirator: place an Influence cube or conspire (draw 2 Conspiracies, keep 1)",
                                  "fr": "un Conspirateur : placer un cube d'Influence ou conspirer (piocher 2 "
                                        "Conspirations, en garder 1)"},
    "reasons.agora.conspirator_place": {"en": "a Conspirator: place an Influence cube (no Conspiracy is left to draw)",
                                        "fr": "un Conspirateur : placer un cube d'Influence (il ne reste aucune "
                                              "Conspiration à piocher)"},
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
    found = agora_reasons(game, seat, action) + senate_reasons(game, seat, after) if hasattr(game, "senate") else []
    if hasattr(game, "spaces"):         # both, when Pantheon and Agora are played together
        found += pantheon_reasons(game, seat, action, after)
    return found


def agora_reasons(game, seat, action):
    """Agora: what a Senator recruited brings, and the Decrees that make a take free or cheaper."""
    from ..duel.actions import Action
    from ..duel.senators import RecruitAction

    if isinstance(action, RecruitAction):
        return _senator(game, seat, action.card)
    if action.__class__ is not Action or action.kind not in ("build", "wonder"):
        return []
    from ..duel import decrees as d

    lowering = d.priced_by(game, seat, action)          # only the Decrees that changed this take's price
    if not lowering:
        return []
    if action.kind == "build" and action.chain is not None:
        from ..duel.cards import symbol_name
        return [("cost", say("reasons.agora.decree_chain", symbol=symbol_name(action.chain),
                             name=shown_name(game.names[1 - seat]), decree=_decree(d.OPPONENT_CHAINS)))]
    item = action.card if action.kind == "build" else action.wonder
    base = game.cost(seat, item)[0]
    if action.coins >= base:
        return []
    decrees = say("lab.and").join(_decree(n) for n in lowering)
    if not action.coins:
        return [("cost", say("reasons.agora.decree_free", decrees=decrees))]
    from ..duel.actions import coins_text
    return [("cost", say("reasons.agora.decree_less", coins=coins_text(base - action.coins), decrees=decrees))]


def _decree(number):
    from ..duel.decrees import decree_text
    text = decree_text(number)
    return say("reasons.agora.decree", n=number, text=text[:1].lower() + text[1:])


def _senator(game, seat, card):
    """A Politician's Senate actions (its section; 1 to 3 by the blue cards, Decree 12 counting
    2 more), or a Conspirator's choice."""
    from ..duel.decrees import SENATE_BONUS, holders
    from ..duel.senate import senate_actions

    if card.kind == "politician":
        blue = game.p[seat].colors.get("blue", 0) + (2 if holders(game.senate).get(SENATE_BONUS) == seat else 0)
        return [("power", plural(senate_actions(blue), "reasons.agora.politician", blue=plural(blue, "reasons.agora.blue"),
                                 section=say(f"agora.section.{card.section}")))]
    return [("power", say("reasons.agora.conspirator" if game.plot_deck else "reasons.agora.conspirator_place"))]


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
    if getattr(action, "kind", None) in ("activate", "free") and not action.divinity.effect.get("points"):
        found.append(("power", say("reasons.pantheon.power", divinity=action.divinity.label,
                                   power=say(f"duel.pantheon.power.{action.divinity.id}"))))
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
