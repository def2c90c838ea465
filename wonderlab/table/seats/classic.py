"""What one seat of a 7 Wonders table may see and do, as plain data for the playable table.

Each game has a module in ``wonderlab.table.seats`` with these same names; ``wonderlab.table.table``
uses them. 7 Wonders has no ``Game.view``: ``view`` is built here from the public table and the
seat's own hand — other hands show only their size, the discard pile and tucked cards only
their count.

>>> game = new_game(players=3, seed=1)
>>> deciders(game), controller(game, 2)
((0, 1, 2), 2)
>>> first = options(game, 0)[0]
>>> first.text, first.card
('Build Clay Pool for nothing', 'clay_pool')
>>> view(game, 0)["hand"][0]["name"]
'Clay Pool'
>>> apply(game, 0, first.action); game.waiting
(1, 2)
"""


from ...classic.actions import BUILD, DISCARD, STAGE, Action
from ...classic.cards import RESOURCES, SYMBOLS, card_label, resource_name, unit_text
from ...classic.game import DISCARD_BUILD, SEVENTH, Game
from ...core.i18n import plural, register, say
from ...core.options import Option
from ...views.classic import effect_parts
from . import seat_bots

GAME = "classic"
PLAYERS = (2, 3, 4, 5, 6, 7)
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}

register({
    "seat.classic.free_city_name": {"en": "Free City", "fr": "Cité franche"},
    "seat.classic.built": {"en": "{city} built {card}", "fr": "{city} a construit {card:le}"},
    "seat.classic.chain": {"en": "{city} built {card} for free (chain from {parent})",
                           "fr": "{city} a construit {card:le} gratuitement (chaînage depuis {parent:le})"},
    "seat.classic.olympia": {"en": "{city} built {card} for free (Statue of Zeus)",
                             "fr": "{city} a construit {card:le} gratuitement (statue de Zeus)"},
    "seat.classic.from_discard": {"en": "{city} built {card} from the discard pile",
                                  "fr": "{city} a construit {card:le} depuis la défausse"},
    "seat.classic.stage": {"en": "{city} built stage {stage} of {wonder}",
                           "fr": "{city} a construit l'étape {stage} de {wonder}"},
    "seat.classic.discard": {"en": "{city} discarded a card for 3 coins",
                             "fr": "{city} a défaussé une carte pour 3 pièces"},
    "seat.classic.discard_own": {"en": "{city} discarded {card} for 3 coins",
                                 "fr": "{city} a défaussé {card:le} pour 3 pièces"},
    "seat.classic.paid": {"en": "{city} paid {coins} to {other} for {what}",
                          "fr": "{city} a payé {coins} à {other} pour {what}"},
    "seat.classic.war": {"en": "Age {age} conflicts: {city} {tokens}",
                         "fr": "Conflits de l'Âge {age} : {city} {tokens}"},
    "seat.classic.no_war": {"en": "Age {age} conflicts: {city} took no token",
                            "fr": "Conflits de l'Âge {age} : {city} n'a pris aucun jeton"},
    "seat.classic.status": {"en": "Age {age} · turn {turn}", "fr": "Âge {age} · tour {turn}"},
    "seat.classic.seventh": {"en": "{wonder}: play your 7th card", "fr": "{wonder} : jouez votre 7e carte"},
    "seat.classic.discard_build": {"en": "{wonder}: build a card from the discard pile",
                                   "fr": "{wonder} : construisez une carte de la défausse"},
    "seat.classic.for_free_city": {"en": "choose the Free City's card", "fr": "choisissez la carte de la Cité franche"},
    "seat.classic.free_city_chain": {
        "en": "The Free City must build a card it can chain when it has one.",
        "fr": "La Cité franche doit construire une carte par chaînage quand elle le peut."},
    "seat.classic.free_city_discard": {
        "en": "The Free City may discard only when it can build nothing: discarding is not offered.",
        "fr": "La Cité franche ne défausse que si elle ne peut rien construire : la défausse n'est pas proposée."},
    "seat.classic.passing": {"en": "hands pass to the {side}", "fr": "les mains passent vers la {side}"},
    "seat.classic.left": {"en": "left", "fr": "gauche"},
    "seat.classic.right": {"en": "right", "fr": "droite"},
    "seat.classic.no_build": {"en": "Cannot build: {why}", "fr": "Construction impossible\u00a0: {why}"},
    "seat.classic.no_discard": {"en": "Cannot discard: {why}", "fr": "Défausse impossible\u00a0: {why}"},
    "seat.classic.no_stage": {"en": "No wonder stage: {why}", "fr": "Pas d'étape de merveille\u00a0: {why}"},
})




def new_game(players=3, seed=0, wonders=None, sides="random", names=None, expansions=()):
    """A new game; with the Free City, two players' names are enough (the third city is named)."""
    if players == 2 and names is not None and len(names) == 2:
        names = [*names, say("seat.classic.free_city_name")]
    return Game(players=players, seed=seed, wonders=wonders, sides=sides, names=names)


def make_bots(names, players, think=None):
    """One bot per city; ``search`` thinks at most ``think`` seconds a decision (its playouts,
    or fewer on a slow machine). The Free City's bot is never asked: its holder
    decides."""
    return seat_bots(GAME, names, think)


def deciders(game):
    """The cities that must decide now."""
    return game.waiting


def controller(game, city):
    return game.controller(city)


def seats(game):
    """The player seats (the Free City is no seat)."""
    return game.players


def cities(game):
    """How many cities decide (with the Free City, three)."""
    return len(game.cities)


def names(game):
    return list(game.names)


def replay(record):
    return Game.replay(record)


def options(game, city):
    """Every legal action of ``city`` as an ``Option``, cheapest payments first."""
    return [Option(a, str(a), a.card.id, tuple(game.explain(city, a))) for a in game.legal_actions(city)]


def apply(game, city, action):
    game.play(city, action)


def history_length(game):
    """How many actions are resolved: the choices of a turn stay face down until it resolves."""
    return len(game._actions) - len(game._chosen)


# -- what a seat sees -----------------------------------------------------------------------
_CARD_CACHE = {}


def card_data(card):
    """A card as the table draws it: name, colour, cost and what it gives, with icon names."""
    from ...core.i18n import language
    key = (card.id, language())
    found = _CARD_CACHE.get(key)
    if found is None:
        cost = [{"icon": RESOURCES[r], "n": n, "text": f"{n} {resource_name(r)}"}
                for r, n in enumerate(card.cost) if n]
        if card.coins:
            cost.insert(0, {"icon": "coin", "n": card.coins, "text": _coins(card.coins)})
        gives = []
        for kind, text, resource in effect_parts(card.effect):
            icon = _icon(kind, resource, card.effect)
            if gives and gives[-1]["icon"] == icon and gives[-1]["base"] == text:
                gives[-1]["n"] += 1                 # Sawmill: "produces wood ×2", once
                gives[-1]["text"] = f"{text} ×{gives[-1]['n']}"
            else:
                gives.append({"icon": icon, "text": text, "base": text, "n": 1})
        gives = [{"icon": g["icon"], "text": g["text"]} for g in gives]
        found = _CARD_CACHE[key] = {"key": card.id, "name": card.label, "color": card.color,
                                    "color_name": say(f"lab.colorname.{card.color}"),
                                    "age": card.age, "cost": cost, "gives": gives}
    return found


def _icon(kind, resource, effect):
    if kind == "produces":
        return RESOURCES[resource]
    if kind == "science":
        return SYMBOLS[effect.science] if effect.science is not None else "science"
    return {"points": "points", "shields": "shield", "coins": "coin"}.get(kind, kind)


def _coins(n):
    return plural(n, "coins")


def _hand(game, city):
    """The cards ``city`` decides with now, each once, with why it cannot be built."""
    if city is None:
        return []
    seen, cards = set(), []
    ids = game.discard if game.phase == DISCARD_BUILD else game.hand_ids(city)
    legal = game.legal_actions(city)
    kinds = {}
    for a in legal:
        kinds.setdefault(a.card.id, set()).add(a.kind)
    for pid in ids:
        card = game.deck[pid]
        if card.id in seen or (game.phase == DISCARD_BUILD and card.id not in kinds):
            continue
        seen.add(card.id)
        data = dict(card_data(card))
        have = kinds.get(card.id, set())
        data["count"] = sum(1 for p in ids if game.deck[p] is card)
        notes = []
        if legal and BUILD not in have and game.phase != DISCARD_BUILD:
            notes.append(say("seat.classic.no_build", why=game._why_illegal(city, Action.build(card))))
        if legal and not have and game.variant and city == 2:       # the Free City's forced rules
            notes.append(say("seat.classic.no_discard", why=game._why_illegal(city, Action.discard(card))))
        data["notes"] = notes
        data["playable"] = bool(have)
        cards.append(data)
    return cards


def _city(game, i, viewer):
    c = game.cities[i]
    fixed, choices = c.own_production()
    production = [{"icon": RESOURCES[r], "n": n, "text": f"{n} {resource_name(r)}"}
                  for r, n in enumerate(fixed) if n]
    production += [{"icon": "choice", "n": 1, "text": unit_text(m)} for m in choices]
    stages = [{"index": s.index, "built": s.index <= c.stages,
               "cost": [{"icon": RESOURCES[r], "n": n, "text": f"{n} {resource_name(r)}"}
                        for r, n in enumerate(s.cost) if n],
               "gives": [{"icon": _icon(k, r, s.effect), "text": t} for k, t, r in effect_parts(s.effect)]}
              for s in c.wonder.stages]
    cards = [{"key": card.id, "name": card.label, "color": card.color,
              "color_name": say(f"lab.colorname.{card.color}")} for card in c.cards]
    relation = "you" if viewer is not None and game.controller(i) == viewer and i == viewer else (
        "left" if viewer is not None and i == game.left(viewer) else
        "right" if viewer is not None and i == game.right(viewer) else "other")
    return {"index": i, "name": game.names[i], "wonder": c.wonder.label,
            "side": c.wonder.side, "coins": c.coins, "shields": c.shields,
            "military": list(c.military), "science": list(c.science), "wildcards": c.wildcards,
            "production": production, "stages": stages, "stages_built": c.stages,
            "cards": cards, "tucked": len(game.tucked[i]), "hand_size": len(game.hands[i]),
            "relation": relation, "chosen": i in game._chosen}


def acting_city(game, seat):
    """The city ``seat`` decides for now (the Free City before its own), or None."""
    for city in game.waiting:
        if game.controller(city) == seat:
            return city
    return None


def view(game, seat, city=None, reveal=False):
    """Everything ``seat`` may see now. ``seat`` None: the public table only (hot-seat screen).

    >>> game = new_game(players=3, seed=3)
    >>> v = view(game, 0)
    >>> len(v["hand"]), [c["hand_size"] for c in v["board"]["cities"]]
    (7, [7, 7, 7])
    """
    if city is None and seat is not None:
        city = acting_city(game, seat)
    board = {"cities": [_city(game, i, seat) for i in range(len(game.cities))],
             "discard": len(game.discard), "age": game.age, "turn": game.turn,
             "passing": say("seat.classic.passing",
                            side=say("seat.classic.right" if game.age == 2 else "seat.classic.left")),
             "free_city": game.variant, "phase": game.phase}
    notes = []
    hand = []
    if seat is not None:
        own = city if city is not None else seat
        hand = _hand(game, own) if city is not None else [dict(card_data(game.deck[p]), notes=[], playable=False,
                                                              count=1) for p in game.hand_ids(seat)]
        if city == 2 and game.variant:
            notes.append(say("seat.classic.for_free_city"))
            legal = game.legal_actions(2)
            if any(a.payment.how == "chain" for a in legal):
                notes.append(say("seat.classic.free_city_chain"))
            elif not any(a.kind == DISCARD for a in legal):
                notes.append(say("seat.classic.free_city_discard"))
        c = game.cities[city] if city is not None else None
        legal = game.legal_actions(city) if city is not None else []
        if (c is not None and c.next_stage is not None and game.phase not in (DISCARD_BUILD, SEVENTH)
                and legal and not any(a.kind == STAGE for a in legal)):
            card = legal[0].card            # the stage's cost does not depend on the card used
            why = game._why_illegal(city, Action.build_stage(card, c.next_stage.index))
            notes.append(say("seat.classic.no_stage", why=why))
        # the wonder named as its board is labelled ("Halikarnassos A")
        wonder = game.cities[city if city is not None else seat].wonder.label
        if game.phase == SEVENTH:
            notes.append(say("seat.classic.seventh", wonder=wonder))
        elif game.phase == DISCARD_BUILD:
            notes.append(say("seat.classic.discard_build", wonder=wonder))
    coins = game.cities[seat].coins if seat is not None else None
    if reveal:
        for data, cards in zip(board["cities"], reveal_tucked(game), strict=True):
            data["tucked_cards"] = cards
    return {"board": board, "hand": hand, "notes": notes, "status": status(game), "coins": coins,
            "acting": city}


def status(game):
    """Where the game stands, in words: "Age I · turn 2"."""
    return say("seat.classic.status", age=ROMAN[game.age], turn=game.turn)


# -- what happened --------------------------------------------------------------------------
def events(game, start, viewer):
    """Sentences for the actions from ``start`` on; other cities' discards and stages do not
    name their card (it lies face down)."""
    out = []
    names = game.names
    for city, action in game._actions[start:]:
        who = names[city]
        own = viewer is not None and game.controller(city) == viewer
        pay = action.payment
        if action.kind == DISCARD:
            out.append(say("seat.classic.discard_own" if own else "seat.classic.discard", city=who,
                           card=action.card.label))
            continue
        if action.kind == STAGE:
            out.append(say("seat.classic.stage", city=who, stage=action.stage,
                           wonder=game.cities[city].wonder.label))
        elif pay.how == "chain":
            out.append(say("seat.classic.chain", city=who, card=action.card.label, parent=card_label(pay.chain_from)))
        elif pay.how == "free":
            out.append(say("seat.classic.olympia", city=who, card=action.card.label))
        elif pay.how == "discard":
            out.append(say("seat.classic.from_discard", city=who, card=action.card.label))
        else:
            out.append(say("seat.classic.built", city=who, card=action.card.label))
        for side, other in (("left", game.left(city)), ("right", game.right(city))):
            bought = [f"{count} {resource_name(r)}" for s, r, count, _ in pay.buys if s == side]
            amount = pay.left if side == "left" else pay.right
            if amount:
                out.append(say("seat.classic.paid", city=who, coins=_coins(amount), other=names[other],
                               what=", ".join(bought)))
    return out


def snapshot(game):
    """The public facts ``changes`` compares: each city's military tokens."""
    return [len(c.military) for c in game.cities]


def changes(game, before, round_before):
    """At the end of an Age, the conflicts: each city's new military tokens."""
    if game.age == round_before[0] and not game.is_over:
        return []
    age = ROMAN[round_before[0]]
    out = []
    for i, c in enumerate(game.cities):
        new = c.military[before[i]:]
        if new:
            out.append(say("seat.classic.war", age=age, city=game.names[i], tokens=" ".join(f"{t:+d}" for t in new)))
        else:
            out.append(say("seat.classic.no_war", age=age, city=game.names[i]))
    return out


def outcome(game):
    """7 Wonders is always decided by the points: nothing more to say."""
    return ""


def round_key(game):
    """Changes when a turn resolves (the review steps through these)."""
    return (game.age, game.turn, game.phase)


def reveal(game):
    """At the end: the cards tucked under each wonder, by city."""
    return reveal_tucked(game)


def reveal_tucked(game):
    return [[game.deck[pid].label for pid in game.tucked[i]] for i in range(len(game.cities))]
