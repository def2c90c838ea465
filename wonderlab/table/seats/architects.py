"""What one seat of a 7 Wonders Architects table may see and do, as plain data for the table.

Each game has a module in ``wonderlab.table.seats`` with these same names; ``wonderlab.table.table``
uses them. It is built on ``Game.view``: the side decks' top cards are face up, the central
deck's top only for the Cat holder at the start of their turn, the cards Halicarnassus reveals
only to its player, the Progress stack only as a count.

>>> game = new_game(players=3, seed=2)
>>> [o.text for o in options(game, 0)][0]
'Take the Compass from the left deck'
>>> view(game, 1)["board"]["sources"][2]["top"] is None     # the central deck lies face down
True
"""


from ...architects.actions import card_phrase
from ...architects.game import Game, kinds_list
from ...architects.rules import KINDS, ruleset
from ...core.i18n import catalog, language, register, say, telling
from ...core.labels import semicolons
from ...core.options import Option
from . import seat_bots

GAME = "architects"
PLAYERS = (2, 3, 4, 5, 6, 7)
_ICONS = ("wood", "stone", "brick", "papyrus", "glass", "gold", "compass", "gear", "tablet",
          "points", "cat", "shield", "horn", "horn")

register({
    "seat.arch.status": {"en": "Turn {turn}", "fr": "Tour {turn}"},
    # the log tells what happened, in the past (an action's told form: ``core.i18n.telling``)
    "seat.arch.did": {"en": "{name} {action}", "fr": "{name} {action}"},
    "seat.arch.forced": {"en": "{name} {action} (the only choice)", "fr": "{name} {action} (seul choix)"},
    "seat.arch.gets": {"en": "{name} got {cards}", "fr": "{name} a reçu {cards}"},
    "seat.arch.battle": {"en": "Battle! {results}", "fr": "Bataille ! {results}"},
    "seat.arch.won": {"en": "{name} won {n} Military Victory tokens", "fr": "{name} a gagné {n} jetons Victoire militaire"},
    "seat.arch.won.one": {"en": "{name} won 1 Military Victory token", "fr": "{name} a gagné 1 jeton Victoire militaire"},
    "seat.arch.no_win": {"en": "nobody won a token", "fr": "personne n'a gagné de jeton"},
    "seat.arch.cat_moves": {"en": "{name} now has the Cat", "fr": "{name} a maintenant le Chat"},
    "seat.arch.source.left": {"en": "left deck ({wonder})", "fr": "pioche de gauche ({wonder})"},
    "seat.arch.source.right": {"en": "right deck ({wonder})", "fr": "pioche de droite ({wonder})"},
    "seat.arch.source.central": {"en": "central deck (face down)", "fr": "pioche centrale (face cachée)"},
    "seat.arch.source.other": {"en": "{wonder}'s deck", "fr": "pioche de {wonder}"},
    "seat.arch.size": {"en": "{n} cards", "fr": "{n} cartes"},
    "seat.arch.size.one": {"en": "{n} card", "fr": "{n} carte"},
    "seat.arch.hidden": {"en": "hidden", "fr": "cachée"},
    "seat.arch.peek": {"en": "The Cat lets you see the central deck's top card: {card}.",
                       "fr": "Le Chat vous montre la carte du dessus de la pioche centrale : {card}."},
    "seat.arch.token_does": {"en": "{name}: {text}", "fr": "{name} : {text}"},
    "seat.arch.peeked": {"en": "You saw the central deck's top card while you had the Cat: {card}.",
                         "fr": "Vous avez vu la carte du dessus de la pioche centrale quand vous aviez le Chat : {card}."},
    "seat.arch.conflict": {"en": "conflict: {war} of {tokens} tokens show their battle side",
                           "fr": "conflit : {war} jetons sur {tokens} côté bataille"},
    "seat.arch.cat_holder": {"en": "the Cat is with {name}", "fr": "le Chat est chez {name}"},
    "seat.arch.cat_centre": {"en": "the Cat is in the centre", "fr": "le Chat est au centre"},
    "seat.arch.stack": {"en": "{n} tokens in the stack", "fr": "{n} jetons dans la pile"},
    "seat.arch.stack.one": {"en": "{n} token in the stack", "fr": "{n} jeton dans la pile"},
    "seat.arch.victories": {"en": "{n} victory tokens", "fr": "{n} jetons de victoire"},
    "seat.arch.victories.one": {"en": "{n} victory token", "fr": "{n} jeton de victoire"},
    "seat.arch.head": {"en": "your wonder: {built} of {stages} stages · {victories}",
                       "fr": "votre merveille : {built} étapes sur {stages} · {victories}"},
    "seat.arch.revealed": {"en": "Halicarnassus: keep one of these cards", "fr": "Halicarnasse : gardez une de ces cartes"},
    "seat.arch.finished": {"en": "{name} finished their wonder: the game ends with this turn",
                           "fr": "{name} a achevé sa merveille : la partie finit avec ce tour"},
})




def new_game(players=4, seed=0, wonders=None, sides=None, names=None, expansions=()):
    return Game(players=players, seed=seed, wonders=wonders, names=names)


def make_bots(names, players, think=None):
    """One bot per city; ``search`` thinks at most ``think`` seconds a decision (its playouts,
    or fewer on a slow machine)."""
    return seat_bots(GAME, names, think)


def deciders(game):
    return game.waiting


def controller(game, seat):
    return seat


def seats(game):
    return game.players


def cities(game):
    return game.players


def names(game):
    return list(game.names)


def replay(record):
    return Game.replay(record)


def history_length(game):
    return len(game.history)


def options(game, seat):
    """Every real choice of ``seat`` (forced moves are played by the engine itself), in words
    that name the card a take gives when the seat sees it (``Game.action_text``); a stage's
    power and a Progress token say what they do in the option's own steps."""
    return [Option(a, game.action_text(seat, a), None, tuple(game.explain(seat, a)) + _what_it_does(game, seat, a))
            for a in game.legal_actions(seat)]


def _what_it_does(game, seat, action):
    """The sentence saying what a Progress token or a stage's power does, for an option."""
    if action.kind == "progress" and action.token and action.token != "hidden":
        token = _token(action.token)
        return (say("seat.arch.token_does", name=token["name"], text=token["text"]),) if token["text"] else ()
    if action.kind == "build":
        stage = game.wonders[seat].stages[action.stage - 1]
        return (say(f"arch.power.{stage.power}"),) if stage.power else ()
    return ()


def apply(game, seat, action):
    game.play(seat, action)


# -- what a seat sees -----------------------------------------------------------------------
def _count(key, n, **fields):
    """``key`` said for ``n`` things: its ``.one`` form for 1 (and for 0 in French).

    >>> _count("seat.arch.size", 1)
    '1 card'
    """
    single = n == 1 or (n == 0 and language() == "fr")
    return say(key + ".one" if single else key, n=n, **fields)


def _kind(kind_id, count=None):
    k = ruleset().kind(kind_id)
    text = k.label if count in (None, 1) else f"{k.label} ×{count}"
    return {"icon": _ICONS[KINDS.index(k.id)], "text": text}


def _token(tid):
    token = ruleset().token(tid)
    key = f"lab.arch.token.{tid}"
    return {"key": tid, "name": token.label, "text": say(key) if key in catalog() else ""}


def status(game):
    return say("seat.arch.status", turn=game.turn)


def view(game, seat, city=None, reveal=False):
    """Everything ``seat`` may see now (``seat`` None: the public table only).

    >>> v = view(new_game(players=2, seed=1), 0)
    >>> [s["side"] for s in v["board"]["sources"]]
    ['left', 'right', 'central']
    """
    seen = game.view(seat)
    n = game.players
    wonders = [ruleset().wonder(p["wonder"]) for p in seen["players"]]
    decks = seen["decks"]
    sources = []
    # Only the decks a player may take from are drawn (their left and right decks); with no
    # seat (the hot-seat screen), every deck is public.
    if seat is not None:
        places = [("left", seat)] + ([("right", (seat - 1) % n)] if n > 1 and (seat - 1) % n != seat else [])
    else:
        places = [("other", i) for i in range(n)]
    for side, i in places:
        key = "seat.arch.source.other" if side == "other" else f"seat.arch.source.{side}"
        sources.append({"side": side if side != "other" else wonders[i].id,
                        "label": say(key, wonder=wonders[i].label),
                        "top": _kind(decks[i]["top"]) if decks[i]["top"] else None,
                        "size_text": _count("seat.arch.size", decks[i]["size"]), "hidden_text": ""})
    shown = {i for side, i in places if side != "other"}
    central = seen["central"]
    sources.insert(len(shown), {"side": "central", "label": say("seat.arch.source.central"),
                                "top": _kind(central["top"]) if central["top"] else None,
                                "size_text": _count("seat.arch.size", central["size"]),
                                "hidden_text": say("seat.arch.hidden")})
    cat = seen["cat"]
    players = []
    for i, p in enumerate(seen["players"]):
        wonder = wonders[i]
        players.append({
            "name": p["name"], "wonder": wonder.label, "current": seen["current"] == i and not game.is_over,
            "you": i == seat, "cat": p["cat"], "shields": p["shields"],
            "victory_text": _count("seat.arch.victories", p["victory_tokens"]),
            "stages": [{"built": s.id in p["built"], "text": str(s),
                        "power": say(f"arch.power.{s.power}") if s.power else ""} for s in wonder.stages],
            "cards": [_kind(k, c) for k, c in p["cards"].items()],
            "tokens": [_token(t) for t in p["tokens"]]})
    board = {"sources": sources, "players": players,
             "conflict_text": say("seat.arch.conflict", war=seen["conflict"]["war"], tokens=seen["conflict"]["tokens"]),
             "cat_text": say("seat.arch.cat_holder", name=game.names[cat]) if cat is not None else say("seat.arch.cat_centre"),
             "progress": [_token(t) for t in seen["progress"]["face_up"]],
             "stack_text": _count("seat.arch.stack", seen["progress"]["stack"]),
             "revealed": [_kind(k) for k in seen["revealed"]] if seen["revealed"] else None,
             "turn": game.turn, "phase": game.phase}
    notes = []
    if central["top"]:      # seen now with the Cat, or earlier while the seat held it
        notes.append(say("seat.arch.peek" if cat == seat else "seat.arch.peeked",
                         card=ruleset().kind(central["top"]).label))
    if seen["revealed"]:
        notes.append(say("seat.arch.revealed"))
    # Architects has no coins: the header shows how far the seat's wonder is instead.
    head = None
    if seat is not None:
        mine = seen["players"][seat]
        head = say("seat.arch.head", built=len(mine["built"]), stages=len(wonders[seat].stages),
                   victories=_count("seat.arch.victories", mine["victory_tokens"]))
    return {"board": board, "hand": [], "notes": notes, "status": status(game), "coins": None, "head": head}


# -- what happened --------------------------------------------------------------------------
def events(game, start, viewer):
    out = []
    with telling():         # what was done (« took »), not what may be done (« Take »)
        for seat, action, forced in game.history[start:]:
            out.append(say("seat.arch.forced" if forced else "seat.arch.did", name=game.names[seat], action=str(action)))
    return out


def snapshot(game):
    """The public facts ``changes`` compares: cards in front of each player, victories, the Cat."""
    return ([list(c) for c in game.cards], list(game.victories), game.cat, list(game.built), len(game.history))


def changes(game, before, _round):
    """What a move changed on the table: the cards each player got, battles, the Cat, the end."""
    cards, victories, cat, built, start = before
    spent = [[0] * len(KINDS) for _ in range(game.players)]     # paid for stages and tokens
    for seat, action, _forced in game.history[start:]:
        for k in action.cards if action.kind in ("build", "progress") else ():
            spent[seat][k] += 1
    out = []
    for i in range(game.players):
        gained = [game.cards[i][k] - cards[i][k] + spent[i][k] for k in range(len(KINDS))]
        got = [k for k in range(len(KINDS)) if gained[k] > 0]
        if got:
            listing = kinds_list([card_phrase(KINDS[k]) if gained[k] == 1 else _kind(KINDS[k], gained[k])["text"]
                                 for k in got])
            out.append(say("seat.arch.gets", name=game.names[i], cards=listing))
    if game.victories != victories:
        won = [_count("seat.arch.won", game.victories[i] - victories[i], name=game.names[i])
               for i in range(game.players) if game.victories[i] > victories[i]]
        out.append(say("seat.arch.battle", results=semicolons(won) or say("seat.arch.no_win")))
    if game.cat != cat and game.cat is not None:
        out.append(say("seat.arch.cat_moves", name=game.names[game.cat]))
    for i in range(game.players):
        if game.built[i] == 0b11111 and built[i] != 0b11111:
            out.append(say("seat.arch.finished", name=game.names[i]))
    return out


def outcome(game):
    """Architects is always decided by the points: nothing more to say."""
    return ""


def round_key(game):
    """Each turn is a step of the review."""
    return game.turn


def reveal(game):
    """Nothing is tucked in Architects."""
    return [[] for _ in range(game.players)]
