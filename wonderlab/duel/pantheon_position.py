"""Positions of 7 Wonders Duel with the Pantheon (issue 42): the base game's position
(``position.py``) with the Pantheon's public state and what the seat knows of its own.

The text form adds to the base game's lines::

    pantheon: Zeus, ? Greek, -, -, -, -
    tokens: 4 egyptian, 11 phoenician
    Hugo: coins 5; ...; divinities Isis; mythology greek; offerings 3; astarte 2

- ``pantheon``: the six spaces from 1 to 6: a Divinity's name, ``? <Mythology>`` for one seated
  face down by the other player in Age I (its back shows its Mythology), ``-`` an empty space;
  the decks are what is left of each Mythology (3 cards each), so they are not written;
- ``tokens``: the tokens on the structure, each as its place (0 to 19, from the top row, as the
  view numbers them) then a Mythology (Age I) or an Offering's discount (Age II);
- ``minerva`` (the Minerva pawn's space), ``snake`` (the card under Nisaba's Snake), ``enki``
  (the progress tokens on Enki), each a line when there is one;
- each player: ``divinities`` activated, ``mythology`` tokens held, ``offerings`` held (their
  discounts), ``astarte`` (the coins on Astarte, part of the coins).

A seat never writes what it cannot see: the other player's face-down Divinities show as their
Mythology, the decks' order and the Offering tokens' places before Age II are not written;
``Game.from_position`` deals them as ``redeal`` does.

>>> from .game import Game
>>> from .bots import RandomBot
>>> import random
>>> game, rng = Game(seed=3, pantheon=True), random.Random(3)
>>> while game.age < 2 or game.phase != "play":
...     game.play(game.current, RandomBot().choose(game, game.current, rng))
>>> text = game.position(0).text
>>> [line.split(":")[0] for line in text.splitlines()[-2:]]
['pantheon', 'tokens']
>>> Game.from_position(text, seed=1).view(0) == game.view(0)
True
"""

from functools import cache

from ..core.i18n import register, say
from ..core.names import short_value
from ..core.position import InvalidPosition, names_list, whole_number, word_and_rest
from .cards import SCIENCE, CardSet, _Named
from .pantheon_data import (
    ALL_DIVINITIES,
    DIVINITIES,
    MYTHOLOGIES,
    MYTHOLOGY_POSITIONS,
    OFFERING_POSITIONS,
    OFFERINGS,
    SPACES,
    SYMBOLS,
    TEMPLES,
    TOKENS_PER_MYTHOLOGY,
)

KEYS = ("spaces", "tokens", "minerva", "snake", "enki")
PLAYER_KEYS = ("divinities", "mythology", "offerings", "astarte")

register({
    "duel.pantheon.position.spaces": {
        "en": "expected the {count} spaces of the Pantheon, each a Divinity, ? and its Mythology, or -",
        "fr": "les {count} cases du Panthéon sont attendues, chacune une Divinité, ? et sa mythologie, ou -"},
    "duel.pantheon.position.divinity": {"en": "unknown Divinity{guess}", "fr": "Divinité inconnue{guess}"},
    "duel.pantheon.position.mythology": {"en": "expected a Mythology: {names}", "fr": "une mythologie est attendue : {names}"},
    "duel.pantheon.position.twice": {"en": "{divinity} is also at {other}: the box has one",
                                     "fr": "{divinity} apparaît aussi à {other} : la boîte n'en a qu'une"},
    "duel.pantheon.position.hidden": {
        "en": "a Divinity shows face down only in Age I, to the player who did not seat it",
        "fr": "une Divinité n'est face cachée qu'à l'Âge I, pour le joueur qui ne l'a pas posée"},
    "duel.pantheon.position.deck": {"en": "more than {count} Divinities of the {mythology} Mythology",
                                    "fr": "plus de {count} Divinités de la mythologie {mythology}"},
    "duel.pantheon.position.token": {
        "en": "expected a place then a token: in Age I one of places {myth_places} and a Mythology, "
              "in Age II one of places {offering_places} and a discount ({offerings})",
        "fr": "une place puis un jeton sont attendus : à l'Âge I l'une des places {myth_places} et une mythologie, "
              "à l'Âge II l'une des places {offering_places} et une remise ({offerings})"},
    "duel.pantheon.position.token_taken": {"en": "the card at this place is taken or face up: its token was taken",
                                           "fr": "la carte de cette place est prise ou face visible : son jeton a été pris"},
    "duel.pantheon.position.myths": {"en": "more than {count} tokens of the {mythology} Mythology",
                                     "fr": "plus de {count} jetons de la mythologie {mythology}"},
    "duel.pantheon.position.offerings": {"en": "each Offering token ({offerings}) is in the box once",
                                         "fr": "chaque jeton Offrande ({offerings}) n'est qu'une fois dans la boîte"},
    "duel.pantheon.position.astarte": {"en": "expected the coins on Astarte: 0 to the player's coins, and only with Astarte",
                                       "fr": "les pièces sur Astarté sont attendues : de 0 aux pièces du joueur, et seulement avec Astarté"},
    "duel.pantheon.position.minerva": {"en": "expected a space of the track, -9 to 9, other than the Conflict pawn's",
                                       "fr": "une case de la piste est attendue, de -9 à 9, autre que celle du pion Conflit"},
    "duel.pantheon.position.item": {
        "en": "expected coins, cards, wonders, wonders left, progress, tucked, looting, divinities, mythology, "
              "offerings or astarte",
        "fr": "coins, cards, wonders, wonders left, progress, tucked, looting, divinities, mythology, offerings ou "
              "astarte est attendu"},
})


@cache
def items():
    """The cards, wonders and progress tokens of a Pantheon game, by the engine's indices: the
    Grand Temples take the Guilds' part (a Pantheon game deals no Guild)."""
    from .pantheon_data import CARDS_BY_INDEX, TOKENS_BY_INDEX, WONDERS_BY_INDEX

    return _PantheonCards(CARDS_BY_INDEX, "card"), _Named(WONDERS_BY_INDEX, "wonder"), _Named(TOKENS_BY_INDEX, "token")


@cache
def _divinities():
    """The Divinities and the Gate, by name."""
    return _Named(ALL_DIVINITIES, "divinity")


class _PantheonCards(CardSet):
    """The base game's cards and the Grand Temples, by index; a base Guild is no card of it."""

    def guilds(self):
        return list(TEMPLES)

    def find(self, name):
        card = super().find(name)
        return None if card is not None and card.is_guild and card not in TEMPLES else card


def _myth(text):
    found = next((m for m in MYTHOLOGIES if text.strip().casefold() in (m.id, m.name.casefold(), m.name_fr.casefold())),
                 None)
    return found


# -- writing ----------------------------------------------------------------------------------
def write(game, seat, sets=None):
    """The Pantheon's part of ``seat``'s position: ``(block, per-player fields)``; ``sets`` the
    cards, wonders and tokens it names (``items()``'s, or those of a game with Agora too)."""
    cards, _, tokens = sets or items()
    myths = {m.id: m for m in MYTHOLOGIES}
    spaces = []
    for s, d in enumerate(game.spaces):
        if d is None:
            spaces.append("-")
        elif game.age >= 2 or game.placed_by[s] == seat:
            spaces.append(ALL_DIVINITIES[d].name)
        else:
            spaces.append(f"? {myths[ALL_DIVINITIES[d].mythology].name}")
    on = game.myth_on if game.age == 1 else game.offering_on if game.age == 2 else {}
    block = {"spaces": spaces, "tokens": [[q, on[q]] for q in sorted(on)],
             "minerva": game.minerva, "snake": None if game.snake is None else cards[game.snake].name,
             "enki": [tokens[t].name for t in game.enki]}
    players = [{"divinities": [ALL_DIVINITIES[d].name for d in game.gods[i]], "mythology": list(game.myths[i]),
                "offerings": list(game.offerings[i]), "astarte": game.astarte[i]} for i in (0, 1)]
    return block, players


def lines(block):
    """The text lines of the Pantheon's ``block``."""
    found = ["pantheon: " + ", ".join(block["spaces"])]
    if block.get("tokens"):
        found.append("tokens: " + ", ".join(f"{q} {t}" for q, t in block["tokens"]))
    if block.get("minerva") is not None:
        found.append(f"minerva: {block['minerva']}")
    if block.get("snake"):
        found.append(f"snake: {block['snake']}")
    if block.get("enki"):
        found.append("enki: " + ", ".join(block["enki"]))
    return found


def player_items(player):
    """A player's Pantheon items of the text form (those not empty)."""
    found = []
    for key in ("divinities", "mythology", "offerings"):
        if player.get(key):
            found.append(f"{key} " + ", ".join(map(str, player[key])))
    if player.get("astarte"):
        found.append(f"astarte {player['astarte']}")
    return found


# -- reading the text form --------------------------------------------------------------------
def read_line(data, key, line):
    """Read a Pantheon line (``key`` lower-cased) into ``data``; whether it was one."""
    if key not in ("pantheon", "tokens", "minerva", "snake", "enki"):
        return False
    block = data.setdefault("pantheon", {})
    text = ";".join(line.items)
    if key == "pantheon":
        block["spaces"] = [entry.strip() for entry in text.split(",")]
    elif key == "tokens":
        block["tokens"] = []
        for j, entry in enumerate(names_list(text)):
            place, _, token = entry.partition(" ")
            token = token.strip()
            block["tokens"].append([whole_number(f"pantheon.tokens[{j}]", place),
                                    whole_number(f"pantheon.tokens[{j}]", token) if token.lstrip("-").isdigit() else token])
    elif key == "minerva":
        block["minerva"] = whole_number("pantheon.minerva", text)
    elif key == "snake":
        block["snake"] = text.strip()
    else:
        block["enki"] = names_list(text)
    return True


def read_item(player, where, item):
    """Read a player's Pantheon item into ``player``; whether it was one."""
    word, rest = word_and_rest(item)
    if word in ("divinities", "mythology"):
        player[word] = names_list(rest)
    elif word == "offerings":
        player[word] = [whole_number(f"{where}.offerings", t) for t in names_list(rest)]
    elif word == "astarte":
        player[word] = whole_number(f"{where}.astarte", rest)
    else:
        return False
    return True


# -- checking ---------------------------------------------------------------------------------
def token_places(agora):
    """The places of the Mythology tokens (Age I) and the Offering tokens (Age II): in Agora's
    structures with Agora (``pantheon_agora.py``)."""
    if agora:
        from .pantheon_agora import MYTHOLOGY_PLACES, OFFERING_PLACES

        return MYTHOLOGY_PLACES, OFFERING_PLACES
    return MYTHOLOGY_POSITIONS, OFFERING_POSITIONS


def check(data, f):
    """Check the Pantheon's part of a position, onto the checked facts ``f`` (``position.check``'s)."""
    from .position import _named, _sets

    block = data.get("pantheon")
    if not isinstance(block, dict):
        raise InvalidPosition("pantheon", short_value(block), say("duel.pantheon.position.spaces", count=SPACES))
    for key in block:
        if key not in KEYS:     # (``position.field``: core.position's words)
            raise InvalidPosition(f"pantheon.{short_value(key)}", None, say("position.field", fields=", ".join(KEYS)))
    names = ", ".join(m.name for m in MYTHOLOGIES)
    seen = {}           # divinity -> field
    counted = {m.id: 0 for m in MYTHOLOGIES}

    def divinity(field, value):
        found = _divinities().find(value)
        if found is None:
            raise InvalidPosition(field, short_value(value), say("duel.pantheon.position.divinity",
                                                                 guess=DIVINITIES.guess(value)))
        if found in seen:
            raise InvalidPosition(field, found.name, say("duel.pantheon.position.twice", divinity=found.label,
                                                         other=seen[found]))
        seen[found] = field
        if found.mythology is not None:
            counted[found.mythology] += 1
        return found

    spaces = block.get("spaces")
    if not isinstance(spaces, list) or len(spaces) != SPACES:
        raise InvalidPosition("pantheon.spaces", None, say("duel.pantheon.position.spaces", count=SPACES))
    f.spaces = []
    for s, entry in enumerate(spaces):
        field = f"pantheon.spaces[{s}]"
        if entry == "-":
            f.spaces.append(None)
        elif isinstance(entry, str) and entry.startswith("?"):
            myth = _myth(entry[1:])
            if myth is None:
                raise InvalidPosition(field, short_value(entry), say("duel.pantheon.position.mythology", names=names))
            if f.age != 1:
                raise InvalidPosition(field, short_value(entry), say("duel.pantheon.position.hidden"))
            counted[myth.id] += 1
            f.spaces.append(myth)
        else:
            f.spaces.append(divinity(field, entry))
    f.gods = []
    for i, player in enumerate(data["players"]):
        found = player.get("divinities", [])
        if not isinstance(found, list):
            raise InvalidPosition(f"players[{i}].divinities", short_value(found),
                                  say("duel.pantheon.position.divinity", guess=""))
        f.gods.append([divinity(f"players[{i}].divinities[{j}]", v) for j, v in enumerate(found)])
    for myth in MYTHOLOGIES:
        if counted[myth.id] > 3:
            raise InvalidPosition("pantheon.spaces", None, say("duel.pantheon.position.deck", count=3,
                                                              mythology=myth.label))
    # tokens on the structure, and held
    myth_places, offering_places = token_places(getattr(f, "agora", False))
    places = myth_places if f.age == 1 else offering_places if f.age == 2 else ()
    problem = say("duel.pantheon.position.token", myth_places=", ".join(map(str, myth_places)),
                  offering_places=", ".join(map(str, offering_places)), offerings=", ".join(map(str, OFFERINGS)))
    f.tokens_on = {}
    tokens = block.get("tokens", [])
    if not isinstance(tokens, list):
        raise InvalidPosition("pantheon.tokens", short_value(tokens), problem)
    myth_count = {m.id: 0 for m in MYTHOLOGIES}
    offerings = []
    for j, entry in enumerate(tokens):
        field = f"pantheon.tokens[{j}]"
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int and entry[0] in places
                and entry[0] not in f.tokens_on):
            raise InvalidPosition(field, short_value(entry), problem)
        q, token = entry
        if f.age == 1:
            myth = _myth(token) if isinstance(token, str) else None
            if myth is None:
                raise InvalidPosition(field, short_value(entry), problem)
            token = myth.id
            myth_count[token] += 1
        elif type(token) is not int or token not in OFFERINGS:
            raise InvalidPosition(field, short_value(entry), problem)
        else:
            offerings.append(token)
        if f.slots[q] != "?":
            raise InvalidPosition(field, short_value(entry), say("duel.pantheon.position.token_taken"))
        f.tokens_on[q] = token
    f.myths, f.offerings, f.astarte = [], [], []
    for i, player in enumerate(data["players"]):
        held = player.get("mythology", [])
        if not isinstance(held, list):
            raise InvalidPosition(f"players[{i}].mythology", short_value(held),
                                  say("duel.pantheon.position.mythology", names=names))
        found = []
        for j, token in enumerate(held):
            myth = _myth(token) if isinstance(token, str) else None
            if myth is None:
                raise InvalidPosition(f"players[{i}].mythology[{j}]", short_value(token),
                                      say("duel.pantheon.position.mythology", names=names))
            myth_count[myth.id] += 1
            found.append(myth.id)
        f.myths.append(found)
        given = player.get("offerings", [])
        if not isinstance(given, list) or any(type(t) is not int or t not in OFFERINGS for t in given):
            raise InvalidPosition(f"players[{i}].offerings", short_value(given),
                                  say("duel.pantheon.position.offerings", offerings=", ".join(map(str, OFFERINGS))))
        offerings += given
        f.offerings.append(list(given))
        astarte = player.get("astarte", 0)
        holds = any(d.id == "astarte" for d in f.gods[i])
        if type(astarte) is not int or not 0 <= astarte <= f.players[i]["coins"] or astarte and not holds:
            raise InvalidPosition(f"players[{i}].astarte", short_value(astarte), say("duel.pantheon.position.astarte"))
        f.astarte.append(astarte)
    for myth in MYTHOLOGIES:
        if myth_count[myth.id] > TOKENS_PER_MYTHOLOGY:
            raise InvalidPosition("pantheon.tokens", None, say("duel.pantheon.position.myths",
                                                              count=TOKENS_PER_MYTHOLOGY, mythology=myth.label))
    if len(set(offerings)) != len(offerings):
        raise InvalidPosition("pantheon.tokens", None, say("duel.pantheon.position.offerings",
                                                          offerings=", ".join(map(str, OFFERINGS))))
    # the Minerva pawn, the Snake, Enki's tokens
    minerva = block.get("minerva")
    if minerva is not None and (type(minerva) is not int or not -9 <= minerva <= 9 or minerva == f.pawn):
        raise InvalidPosition("pantheon.minerva", short_value(minerva), say("duel.pantheon.position.minerva"))
    f.minerva = minerva
    cards, _, token_items = _sets(f.pantheon, getattr(f, "agora", False))
    snake = block.get("snake")
    f.snake = None if snake is None else _named("pantheon.snake", snake, cards, "card")
    enki = block.get("enki", [])
    f.enki = [_named(f"pantheon.enki[{j}]", t, token_items, "progress token") for j, t in enumerate(enki)] \
        if isinstance(enki, list) else _named("pantheon.enki", enki, token_items, "progress token")


def apply(game, f, seat):
    """Lay the Pantheon of the checked facts ``f`` on ``game``: the hidden Divinities (the other
    player's face-down ones, the decks) drawn as any that fit, for ``redeal`` to deal again."""
    used = {d.index for d in f.gods[0] + f.gods[1]} | {d.index for d in f.spaces if hasattr(d, "effect")}
    left = {m.id: [d.index for d in DIVINITIES if d.mythology == m.id and d.index not in used] for m in MYTHOLOGIES}
    game.spaces, game.placed_by = [None] * SPACES, [None] * SPACES
    for s, d in enumerate(f.spaces):
        if d is None:
            continue
        if hasattr(d, "effect"):
            game.spaces[s] = d.index
            game.placed_by[s] = seat if game.age == 1 else None
        else:           # the other player's, face down: a Divinity of its Mythology
            game.spaces[s] = left[d.id].pop()
            game.placed_by[s] = 1 - seat
    game.decks = {m.id: left[m.id] for m in MYTHOLOGIES}
    game.gods = [[d.index for d in gods] for gods in f.gods]
    game.myths, game.offerings, game.astarte = [list(m) for m in f.myths], [list(o) for o in f.offerings], list(f.astarte)
    if game.age == 1:
        game.myth_on = dict(f.tokens_on)
        game.offering_on = dict(zip(token_places(f.agora)[1], OFFERINGS, strict=True))
    else:
        game.myth_on = {}
        game.offering_on = dict(f.tokens_on) if game.age == 2 else {}
    game.minerva = f.minerva
    game.snake = None if f.snake is None else f.snake.index
    game.enki = [t.index for t in f.enki]
    game.box_tokens = [t for t in game.box_tokens if t not in game.enki]
    game.claims, game.resume, game.free_from, game.gone = [], None, None, []
    for q, slot in enumerate(f.slots):      # a card Zeus discarded while covered never frees (``_zeus``)
        if slot == "-" and game.cover[q]:
            game.cover[q] = 1 << 20
    for i, held in enumerate(f.myths):      # a Mythology token: its Grand Temple's chain symbol
        game.p[i].chains.update(SYMBOLS[myth] for myth in held)
    for i, gods in enumerate(f.gods):       # the symbols the Divinities gave (and Nisaba's Snake)
        for d in gods:
            if "science" in d.effect:
                game.p[i].science[SCIENCE.index(d.effect["science"])] += 1
            if d.id == "nisaba" and f.snake is not None:
                game.p[i].science[f.snake.effect.science] += 1
