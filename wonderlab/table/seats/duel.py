"""What one seat of a 7 Wonders Duel table may see and do, as plain data for the playable table.

Each game has a module in ``wonderlab.table.seats`` with these same names; ``wonderlab.table.table``
uses them. Face-down cards of the structure, removed cards, the tokens set aside and the
wonders not yet offered never appear; the Great Library's three tokens only as the chooser's
options; a card tucked under a wonder only at the end.

>>> game = new_game(seed=1)
>>> [o.text for o in options(game, 0)][:1]
['Take the Pyramids for your city']
>>> view(game, 0)["board"]["offered"][0]["name"]
'The Pyramids'
"""


from ...core.i18n import catalog, plural, register, say
from ...core.options import Option
from ...duel.actions import (
    AGES,
    DESTROY,
    PICK,
    REVIVE,
    START,
    TOKEN,
    WONDER,
    Action,
    describe,
    payment_text,
)
from ...duel.cards import RESOURCES, SCIENCE, board, resource_name
from ...duel.game import _CARD_LIST, _TOKEN_LIST, _WONDER_LIST, Game
from ...duel.pantheon_actions import ZEUS, Rite
from ...duel.shared import line_for, looting_lines, structure_card
from ...views.duel import effect_parts
from . import duel_agora, duel_pantheon, seat_bots

GAME = "duel"
PLAYERS = (2,)
EXPANSIONS = ("pantheon", "agora")      # what ``Table(..., expansions=...)`` may ask of Duel
_BOARD = board()

register({
    "seat.duel.draft": {"en": "Wonder draft · pick {n} of 8", "fr": "Choix des merveilles · choix {n} sur 8"},
    "seat.duel.age.one": {"en": "Age {age} · {count} card left", "fr": "Âge {age} · {count} carte restante"},
    "seat.duel.age.many": {"en": "Age {age} · {count} cards left", "fr": "Âge {age} · {count} cartes restantes"},
    "seat.duel.wonder": {"en": "{name} built {wonder} with a card of the structure{payment}",
                         "fr": "{name} a construit {wonder} avec une carte de la structure{payment}"},
    "seat.duel.pawn": {"en": "conflict pawn {n} spaces towards {player}'s capital",
                       "fr": "pion Conflit à {n} cases vers la capitale de {player}"},
    "seat.duel.pawn_one": {"en": "conflict pawn 1 space towards {player}'s capital",
                           "fr": "pion Conflit à 1 case vers la capitale de {player}"},
    "seat.duel.pawn_middle": {"en": "conflict pawn in the middle", "fr": "pion Conflit au centre"},
    "seat.duel.loot": {"en": "looting tokens left: {tokens}", "fr": "jetons de pillage restants : {tokens}"},
    "seat.duel.loot_one": {"en": "{coins} coins from {player}", "fr": "{coins} pièces à {player}"},
    "seat.duel.military": {"en": "Military supremacy: {name} wins at once",
                           "fr": "Suprématie militaire : {name} gagne immédiatement"},
    "seat.duel.scientific": {"en": "Scientific supremacy: {name} wins at once (6 different symbols)",
                             "fr": "Suprématie scientifique : {name} gagne immédiatement (6 symboles différents)"},
    "seat.duel.points": {"en": "End of Age III: the points decide", "fr": "Fin de l'Âge III : les points décident"},
    "seat.duel.phase": {"en": "{name}: {what}", "fr": "{name} : {what}"},
    "seat.duel.library": {"en": "The Great Library drew three tokens from the box: keep one.",
                          "fr": "La Grande Bibliothèque a tiré trois jetons de la boîte : gardez-en un."},
    "seat.duel.face_down": {"en": "face-down card of Age {age}", "fr": "carte face cachée de l'Âge {age}"},
    "seat.duel.token_does": {"en": "{name}: {text}", "fr": "{name} : {text}"},
    # Zeus's choice among the structure's cards, face-down ones said by their place
    "seat.duel.zeus_down": {"en": "Put the face-down card of row {row}, place {place} from the left, in the discard "
                                  "pile with Zeus",
                            "fr": "Mettre à la défausse avec Zeus la carte face cachée de la rangée {row}, "
                                  "place {place} en partant de la gauche"},
    # who starts the next Age, named as the table names its players (the action alone says "Player 2")
    "seat.duel.start": {"en": "{name} starts the next Age", "fr": "{name} commence l'Âge suivant"},
})




def new_game(players=2, seed=0, wonders=None, sides=None, names=None, expansions=()):
    """A game, with the expansions named (the engine refuses in one line what it cannot play).

    >>> type(new_game(seed=1, expansions=("agora",))).__name__
    'AgoraGame'
    """
    return Game(players=players, seed=seed, names=names, **{name: True for name in expansions})


def make_bots(names, players, think=None):
    """One bot per seat; ``search`` thinks ``think`` seconds a decision (each of Duel's bots
    plays Pantheon and Agora too)."""
    return seat_bots(GAME, names, think, by_clock=True)


def deciders(game):
    return game.waiting


def controller(game, seat):
    return seat


def seats(game):
    return 2


def cities(game):
    return 2


def names(game):
    return list(game.names)


def replay(record):
    return Game.replay(record)


def history_length(game):
    return len(game._actions)


def options(game, seat):
    """Every legal decision as an ``Option``; structure cards carry their card key."""
    found = []
    for a in game.legal_actions(seat):
        # a take of the structure is listed under its card; the expansions' decisions (a
        # Divinity, a Senate action, a Conspiracy's choice) always show
        card = (a.card.id if isinstance(a, Action) and a.kind not in (PICK, TOKEN, START, DESTROY, REVIVE)
                and a.card is not None else None)
        steps = tuple(game.explain(seat, a))
        if a.kind == TOKEN:         # the token says what it does, not only in a tooltip
            token = _token(a.token.index)
            steps += (say("seat.duel.token_does", name=token["name"], text=token["text"]),)
        text = _zeus_text(game, a) if isinstance(a, Rite) and a.kind == ZEUS else _text(game, a)
        found.append(Option(a, text, card, steps, _target(a)))
    return found


def _text(game, action):
    """An option's words: the action's own, but who starts the next Age by the table's names
    (the seat choosing reads « Ana starts the next Age », not « Player 1 … »).

    >>> game = new_game(seed=1, names=["Ana", "Bo"])
    >>> _text(game, Action(START, starter=1))
    'Bo starts the next Age'
    """
    if isinstance(action, Action) and action.kind == START and action.starter in (0, 1):
        return say("seat.duel.start", name=game.names[action.starter])
    return str(action)


def _zeus_text(game, action):
    """Zeus's option as a player points at it: the card when it shows, else its row and place.

    >>> game = new_game(seed=3, expansions=("pantheon",))
    >>> while game.phase != "play":
    ...     game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
    >>> print(_zeus_text(game, Rite(ZEUS, target=19)))
    Put Clay Pool of the structure in the discard pile with Zeus
    >>> print(_zeus_text(game, Rite(ZEUS, target=2)))
    Put the face-down card of row 2, place 1 from the left, in the discard pile with Zeus
    """
    q = action.target
    if game.revealed[q]:
        return say("duel.shared.zeus", card=describe(structure_card(game.slots[q])))
    rows = _rows(game)
    return say("seat.duel.zeus_down", row=rows[q], place=sum(1 for p in range(q) if rows[p] == rows[q]) + 1)


def _rows(game):
    """The row (1 at the top) of each place of the structure of the Age being played."""
    if duel_agora.senate(game, None) is not None:
        return duel_agora.layout(game.age)[0]
    return _BOARD.structures[game.age].rows


def _target(action):
    """The part of a board drawing that picks ``action`` too: a Pantheon space, a Chamber."""
    if isinstance(action, Rite) and action.space is not None:
        return f"space:{action.space}"
    return duel_agora.target(action)


def apply(game, seat, action):
    game.play(seat, action)


# -- what a seat sees -----------------------------------------------------------------------
def _cost(cost, coins=0):
    parts = [{"icon": RESOURCES[r], "n": n, "text": f"{n} {resource_name(r)}"} for r, n in enumerate(cost) if n]
    if coins:
        parts.insert(0, {"icon": "coin", "n": coins, "text": _coins(coins)})
    return parts


def _coins(n):
    return say("duel.coins.one") if n == 1 else say("duel.coins.many", coins=n)


def _gives(effect):
    out = []
    for kind, text in effect_parts(effect):
        if kind == "produces":
            first = next((r for r, n in enumerate(effect.produces) if n), None)
            icon = RESOURCES[first] if first is not None else "choice"
        elif kind == "science":
            icon = SCIENCE[effect.science] if effect.science is not None else "science"
        else:
            icon = {"points": "points", "shields": "shield", "coins": "coin"}.get(kind, kind)
        amount = {"points": effect.points, "shields": effect.shields, "coins": effect.coins,
                  "produces": sum(effect.produces)}.get(kind)
        out.append({"icon": icon, "text": text, "n": amount if isinstance(amount, int) else 1})
    return out


def card_data(card):
    return {"key": card.id, "name": card.label, "color": card.color,
            "color_name": say(f"lab.colorname.{card.color}"), "age": card.age,
            "cost": _cost(card.cost, card.coins), "gives": _gives(card.effect)}


def _senator_data(index):
    """An Agora Senator of the structure, as a card (its own drawing is the board's to make)."""
    from ...duel.senators import senator

    found = senator(index)
    return {"key": found.id, "name": found.label, "color": "senator", "color_name": found.label, "age": None,
            "cost": [], "gives": []}


def _wonder(index, built):
    w = _WONDER_LIST[index]
    return {"key": w.id, "name": w.label, "built": built, "cost": _cost(w.cost), "gives": _gives(w.effect)}


def _token(index):
    t = _TOKEN_LIST[index]
    key = f"lab.duel.token.{t.id}"
    return {"key": t.id, "name": t.label, "text": say(key) if key in catalog() else t.summary}


def _player(game, i, seat):
    p = game.p[i]
    production = [{"icon": RESOURCES[r], "n": n, "text": f"{n} {resource_name(r)}"} for r, n in enumerate(p.produced) if n]
    production += [{"icon": "choice", "n": 1, "text": "/".join(resource_name(r) for r in range(5) if m >> r & 1)}
                   for m in p.choices]
    science = [{"icon": SCIENCE[s], "text": say(f"lab.duel.symbol.{SCIENCE[s]}") + (f" ×{n}" if n > 1 else "")}
               for s, n in enumerate(p.science) if n]
    return {"name": game.names[i], "coins": p.coins, "current": game.current == i and not game.is_over,
            "you": i == seat, "shields": sum(_CARD_LIST[c].effect.shields for c in p.cards)
            + sum(_WONDER_LIST[w].effect.shields for w in p.built),
            "science": science, "production": production,
            "wonders": [_wonder(w, True) for w in p.built] + [_wonder(w, False) for w in p.wonders],
            "tokens": [_token(t) for t in p.tokens],
            "cards": [{"key": _CARD_LIST[c].id, "name": _CARD_LIST[c].label, "color": _CARD_LIST[c].color,
                       "color_name": say(f"lab.colorname.{_CARD_LIST[c].color}")} for c in p.cards],
            "tucked": len(p.tucked)}


def status(game):
    if game.age == 0:
        return say("seat.duel.draft", n=game.picks + 1)
    return plural(game.remaining, "seat.duel.age", age=AGES[game.age])


def view(game, seat, city=None, reveal=False):
    """Everything ``seat`` may see now (``seat`` None: the public table only).

    >>> game = new_game(seed=2)
    >>> v = view(game, 1)
    >>> v["board"]["structure"], len(v["board"]["progress"])
    ([], 5)
    """
    structure = _structure(game, None if reveal else seat)      # the review's cards are not clicked
    acting = seat is not None and seat == game.current and not game.is_over
    pawn = game.pawn
    toward = 1 if pawn > 0 else 0
    pawn_text = (say("seat.duel.pawn_one" if abs(pawn) == 1 else "seat.duel.pawn", n=abs(pawn),
                     player=game.names[toward]) if pawn
                 else say("seat.duel.pawn_middle"))
    loot = ", ".join(say("seat.duel.loot_one", coins=c, player=game.names[v]) for v, _a, _b, c in game.loot)
    board_data = {
        "capital": _BOARD.capital, "pawn": pawn, "pawn_text": pawn_text,
        "looting": [{"victim": v, "from": a, "to": b, "coins": c} for v, a, b, c in game.loot],
        "looting_text": say("seat.duel.loot", tokens=loot) if loot else "",
        "names": list(game.names), "progress": [_token(t) for t in game.board_tokens],
        "structure": structure, "rows": max([s["row"] for s in structure], default=0),
        "offered": [_wonder(w, False) for w in game.offered] if game.phase == "pick" else [],
        "players": [_player(game, i, seat) for i in range(2)],
        "discard": [{"key": _CARD_LIST[c].id, "name": _CARD_LIST[c].label, "color": _CARD_LIST[c].color}
                    for c in game.discard],
        "age": game.age, "phase": game.phase,
        "pantheon": duel_pantheon.pantheon(game, seat, reveal), "senate": duel_agora.senate(game, seat, reveal)}
    if reveal:
        for data, cards in zip(board_data["players"], reveal_tucked(game), strict=True):
            data["tucked_cards"] = cards
    notes = []
    if acting and game.phase not in ("pick", "play"):
        notes.append(say("seat.duel.phase", name=game.names[seat], what=_what(game.phase)))
        if game.library:
            notes.append(say("seat.duel.library"))
    return {"board": board_data, "hand": [], "notes": notes, "status": status(game),
            "coins": game.p[seat].coins if seat is not None else None}


def _what(phase):
    """What a decision of ``phase`` is about, in words (the base game's, Pantheon's or Agora's).

    >>> _what("revive"), _what("plot")
    ('build a card from the discard pile', 'decide about a Conspiracy')
    """
    return say(f"duel.what.{phase}")


def _structure(game, seat):
    if not game.age or game.phase == "over" and not game.remaining:
        return []
    if duel_agora.senate(game, None) is not None:
        rows, columns = duel_agora.layout(game.age)
    else:
        rows, columns = _BOARD.structures[game.age].rows, _BOARD.structures[game.age].columns
    actionable = seat is not None and seat == game.current and game.phase == "play"
    out = []
    for q, index in enumerate(game.slots):
        if index is None:
            continue
        face_up = game.revealed[q]
        card = None
        if face_up:
            card = duel_agora.senator_card(index, game.age) if duel_agora.is_senator(index) else card_data(_CARD_LIST[index])
        out.append({"position": q, "row": rows[q], "column": columns[q], "card": card,
                    "accessible": not game.cover[q], "actionable": actionable and not game.cover[q] and face_up,
                    "back": None if face_up else say("seat.duel.face_down", age=AGES[game.age]),
                    "token": duel_pantheon.structure_token(game, q)})
    return out


# -- what happened --------------------------------------------------------------------------
def events(game, start, viewer):
    """Sentences for the decisions from ``start`` on, each telling what was done (« Ana built
    … »), then what a looting token it took cost (``duel.shared.looting_lines``); the other
    seat's wonder does not name its tucked card, and an expansion's secret (a Divinity face
    down, a Conspiracy) is told to its owner only (``duel.shared.line_for``)."""
    out = []
    for index, (seat, action) in enumerate(game._actions[start:], start):
        if action.kind == WONDER and seat != viewer:
            out.append(say("seat.duel.wonder", name=game.names[seat], wonder=action.wonder.label,
                           payment=payment_text(action.coins)))
        else:
            out.append(line_for(game, index, viewer))
        if game.lootings:
            out += looting_lines(game, index)
    if game.is_over and start < len(game._actions):
        out.append(outcome(game) or say("seat.duel.points"))
    return out


def snapshot(game):
    """Duel's log needs no comparison: every decision says what it did."""
    return None


def changes(game, before, round_before):
    return []


def outcome(game):
    """How a finished game was won when the points did not decide, else "".

    >>> outcome(new_game(seed=1))
    ''
    """
    if game.is_over and game.result == "military supremacy":
        return say("seat.duel.military", name=game.names[game.winner])
    if game.is_over and game.result == "scientific supremacy":
        return say("seat.duel.scientific", name=game.names[game.winner])
    return duel_agora.outcome(game)


def round_key(game):
    """Every decision is a step of the review."""
    return len(game._actions)


def reveal(game):
    return reveal_tucked(game)


def reveal_tucked(game):
    return [[_label(c) for c in game.p[i].tucked] for i in range(2)]


def _label(index):
    """The name of a card of the Ages or of an Agora Senator (tucked under a wonder, say)."""
    return duel_agora.senator_card(index, None)["name"] if duel_agora.is_senator(index) else _CARD_LIST[index].label

