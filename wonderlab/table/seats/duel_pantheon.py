"""What one seat of a Duel table with the Pantheon may see of it, as plain data: the six spaces
(a Divinity seated face down in Age I shows only its Mythology to the other seat), the decks as
counts, this seat's activation cost per space, the tokens on the structure and what each player
holds. ``wonderlab.table.seats.duel`` adds it to its view as ``board["pantheon"]``.

>>> from wonderlab.duel.game import Game
>>> seen = pantheon(Game(seed=3, pantheon=True), 0)
>>> [s["space"] for s in seen["spaces"]], seen["decks"][0]["count"]
([1, 2, 3, 4, 5, 6], 3)
"""

from ...core.i18n import register, say
from ...duel.actions import coins_text
from ...duel.game import _CARD_LIST, _TOKEN_LIST
from ...duel.pantheon import PantheonGame
from ...duel.pantheon_actions import offering_words
from ...duel.pantheon_data import ALL_DIVINITIES, BOARD_COSTS, MYTHOLOGIES, SPACES, TEMPLES

_MYTHS = {m.id: m for m in MYTHOLOGIES}
_TEMPLE = {t.index for t in TEMPLES}
_ENKI = next(d.index for d in ALL_DIVINITIES if d.id == "enki")
_ASTARTE = next(d.index for d in ALL_DIVINITIES if d.id == "astarte")

register({
    # the drawing's words (``board["pantheon"]["labels"]``: only a Pantheon game's view has them)
    **{f"seat.pantheon.label.{key}": {"en": en, "fr": fr} for key, (en, fr) in {
        "title": ("The Pantheon", "Le Panthéon"), "your_cost": ("your cost", "votre coût"),
        # (coins on Astarte: said only once she is activated, ``seat.pantheon.astarte``)
        "decks": ("Divinity decks", "Pioches de Divinités"), "myth_tokens": ("Mythology tokens", "jetons Mythologie"),
"temples": ("Grand Temples", "Grands Temples"),
    }.items()},
    "seat.pantheon.astarte": {"en": "{n} coins on {name}", "fr": "{n} pièces sur {name}"},
    "seat.pantheon.astarte_one": {"en": "1 coin on {name}", "fr": "1 pièce sur {name}"},
    "seat.pantheon.face_down": {"en": "face down, {mythology} Divinity", "fr": "face cachée, Divinité {mythology}"},
    "seat.pantheon.gate": {"en": "the Gate", "fr": "la Porte"},
    "seat.pantheon.myth_token": {"en": "{mythology} Mythology token", "fr": "jeton Mythologie {mythology}"},
    "seat.pantheon.space": {"en": "space {n}", "fr": "case {n}"},
    "seat.pantheon.empty": {"en": "empty", "fr": "vide"},
})


def mythology_name(myth):
    """A Mythology's name in the current language (the Gate has none: "the Gate").

    >>> mythology_name("greek"), mythology_name(None)
    ('Greek', 'the Gate')
    """
    return _MYTHS[myth].label if myth in _MYTHS else say("seat.pantheon.gate")


def divinity(index):
    """A Divinity face up: its name, Mythology and power in a few words.

    >>> divinity(6)["name"], divinity(6)["power"]
    ('Aphrodite', '9 points')
    """
    d = ALL_DIVINITIES[index]
    # the name as its card titles it (« La Porte »; a sentence says « la Porte »)
    return {"key": d.id, "name": d.title, "mythology": d.mythology or "gate",
            "mythology_name": mythology_name(d.mythology), "power": say(f"duel.pantheon.power.{d.id}")}


def _face_down(index):
    myth = ALL_DIVINITIES[index].mythology
    return {"key": None, "name": None, "mythology": myth, "mythology_name": mythology_name(myth),
            "face_down": True, "power": say("seat.pantheon.face_down", mythology=mythology_name(myth))}


def structure_token(game, position):
    """The Mythology or Offering token lying on the structure's card at ``position``, as this
    seat sees it (Offering tokens show from Age II on), or None."""
    if not isinstance(game, PantheonGame):
        return None
    if game.age == 1 and position in game.myth_on:
        myth = game.myth_on[position]
        return {"kind": "mythology", "mythology": myth, "short": mythology_name(myth),
                "text": say("seat.pantheon.myth_token", mythology=mythology_name(myth))}
    if game.age == 2 and position in game.offering_on:
        n = game.offering_on[position]
        return {"kind": "offering", "short": say("duel.pantheon.offering.short", coins=coins_text(n)),
                "text": offering_words(n)}
    return None


def pantheon(game, seat, reveal=False):
    """The Pantheon as ``seat`` sees it (``seat`` None: the public table), or None in a game
    without it; ``reveal`` (a step of the review of a game over) shows the Divinities placed face
    down in Age I."""
    if not isinstance(game, PantheonGame):
        return None
    spaces = []
    for s in range(SPACES):
        index = game.spaces[s]
        cost = BOARD_COSTS[seat][s] if seat is not None else None
        entry = {"space": s + 1, "label": say("seat.pantheon.space", n=s + 1), "costs": [BOARD_COSTS[0][s], BOARD_COSTS[1][s]],
                 "target": f"space:{s + 1}", "divinity": None, "empty": say("seat.pantheon.empty")}
        if index is not None:
            shown = reveal or game.age >= 2 or seat is not None and game.placed_by[s] == seat
            entry["divinity"] = divinity(index) if shown else _face_down(index)
            if seat is not None and game.age >= 2:
                cost = game.activation_cost(seat, s + 1)
        entry["cost"] = cost
        spaces.append(entry)
    return {
        "labels": {key: say(f"seat.pantheon.label.{key}") for key in ("title", "your_cost", "decks", "myth_tokens",
                                                                       "temples")},
        "spaces": spaces,
        "decks": [{"mythology": m, "name": mythology_name(m), "count": len(deck)} for m, deck in game.decks.items()],
        # the progress tokens lying on Enki (face up in the Pantheon), or None
        "enki": {"name": ALL_DIVINITIES[_ENKI].label, "tokens": [_token_name(t) for t in game.enki]} if game.enki else None,
        "minerva": game.minerva,
        "players": [{"name": game.names[i], "divinities": [divinity(d) for d in game.gods[i]],
                     "mythology": [mythology_name(m) for m in game.myths[i]],
                     "offerings": [offering_words(n) for n in game.offerings[i]],
                     "astarte": _astarte(game.astarte[i]),
                     "temples": [_card_name(c) for c in game.p[i].cards if c in _TEMPLE]} for i in (0, 1)]}


def _astarte(coins):
    """The coins left on Astarte, in words, or None when there are none.

    >>> _astarte(1), _astarte(0)
    ('1 coin on Astarte', None)
    """
    if not coins:
        return None
    name = ALL_DIVINITIES[_ASTARTE].label
    return say("seat.pantheon.astarte_one", name=name) if coins == 1 else say("seat.pantheon.astarte", name=name, n=coins)


def _token_name(index):
    return _TOKEN_LIST[index].label


def _card_name(index):
    return _CARD_LIST[index].label
