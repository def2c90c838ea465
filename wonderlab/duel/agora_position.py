"""Positions of 7 Wonders Duel with Agora (issue 42): the base game's position (``position.py``)
in Agora's structures (25, 25 and 23 places, a Senator named by its id), with the Senate, the
Senators and what the seat knows of the Conspiracies.

The text form adds to the base game's lines::

    senate: 1-0, 0-2, 0-0, 0-0, 1-1, 0-0
    decrees: 4, ?, 12, ?, 7, 9
    senators discarded: conspirator_2
    locked: Law
    sabotaged: The Pyramids with Baths
    trigger used: yes
    Hugo: coins 5; ...; senators politician_left_1; conspiracies Coup with Altar, Blackmail triggered

- ``senate``: each Chamber's cubes, 1 to 6 from the left, the first player's then the second's;
  the cubes in reserve are the 12 less those placed;
- ``decrees``: each Chamber's Decrees (its stack from the top, by the rulebook's numbers 1 to 16,
  ``?`` one face down, ``-`` none);
- ``senators discarded``, ``locked`` (progress tokens out of the game), ``sabotaged`` (wonders
  returned to the box with the card under them), ``trigger used`` (a Conspiracy was triggered
  this turn), each a line when there is one;
- each player: ``senators`` recruited, ``conspiracies`` kept: its name (``?`` for the other
  player's, until triggered), ``with`` the card that prepared it, ``triggered``.

A seat never writes what it cannot see: the other player's Conspiracies not yet triggered, the
face-down Decrees, the Conspiracy deck; ``Game.from_position`` deals them as ``redeal`` does.

>>> from .game import random_game, Game
>>> game = random_game(2, until=30, agora=True)
>>> text = game.position(1).text
>>> [line.split(":")[0] for line in text.splitlines() if line.startswith(("senate", "decrees"))]
['senate', 'decrees']
>>> Game.from_position(text, seed=1).view(1) == game.view(1)
True
"""

from functools import cache
from types import SimpleNamespace

from ..core.i18n import register, say
from ..core.names import short_value
from ..core.position import InvalidPosition, names_list, whole_number, word_and_rest
from .agora_items import AGORA_TOKENS, AGORA_WONDERS, TOKENS_BY_INDEX, WONDERS_BY_INDEX
from .cards import CardSet, _Named, card_set, token_set, wonder_set
from .conspiracies import conspiracies, conspiracy
from .decrees import holders
from .senate import CHAMBERS, Senate, facts
from .senators import SENATOR_BASE, senator, senators

KEYS = ("senate", "decrees", "senators_discarded", "locked", "sabotaged", "trigger_used")
PLAYER_KEYS = ("senators", "conspiracies")
LINES = {"senate": "senate", "decrees": "decrees", "senators discarded": "senators_discarded", "locked": "locked",
         "sabotaged": "sabotaged", "trigger used": "trigger_used"}
_CUBES = facts()["components"]["cubes_per_player"]
_DECREES = tuple(d["id"] for d in facts()["decrees"])
PER_AGE = {int(age): count for age, count in facts()["senators"]["per_age"].items()}

register({
    "agora.position.senate": {"en": "expected the cubes of the {count} Chambers, each as 1-0 (the first player's, "
                                    "then the second's), at most {cubes} a player",
                              "fr": "les cubes des {count} Chambres sont attendus, chacune comme 1-0 (ceux du "
                                    "premier joueur, puis du second), au plus {cubes} par joueur"},
    "agora.position.supremacy": {"en": "one player controls the six Chambers: the game ended by political supremacy",
                                 "fr": "un joueur contrôle les six Chambres : la partie s'est arrêtée par suprématie "
                                       "politique"},
    "agora.position.decrees": {"en": "expected the Decrees of the {count} Chambers, each a stack of numbers 1 to "
                                     "{most} or ? (face down), - for none, {dealt} in all, each once",
                               "fr": "les Décrets des {count} Chambres sont attendus, chacun une pile de numéros de "
                                     "1 à {most} ou ? (face cachée), - pour aucun, {dealt} en tout, chacun une fois"},
    "agora.position.decree_hidden": {"en": "a controlled Chamber's Decrees lie face up: name it",
                                     "fr": "les Décrets d'une Chambre contrôlée sont face visible : nommez-le"},
    "agora.position.senator": {"en": "unknown Senator{guess}", "fr": "Sénateur inconnu{guess}"},
    "agora.position.conspiracy": {
        "en": "expected a Conspiracy's name (? for the other player's), then with a card, then triggered",
        "fr": "le nom d'une Conspiration est attendu (? pour celles de l'autre joueur), puis with et une carte, "
              "puis triggered"},
    "agora.position.conspiracy_twice": {"en": "{conspiracy} is also at {other}: the box has one",
                                        "fr": "{conspiracy} apparaît aussi à {other} : la boîte n'en a qu'une"},
    "agora.position.conspiracy_hidden": {"en": "a triggered Conspiracy shows face up, and the seat sees its own: "
                                               "name it",
                                         "fr": "une Conspiration déclenchée est face visible, et le joueur voit les "
                                               "siennes : nommez-la"},
    "agora.position.sabotaged": {"en": "expected a wonder, with the card that was under it",
                                 "fr": "une Merveille est attendue, avec la carte qui était dessous"},
    "agora.position.trigger": {"en": "expected yes or no", "fr": "yes ou no est attendu"},
    "agora.position.senators": {
        "en": "the structures deal {counts} Senators into Ages I, II and III: {seen} seen, {hidden} places face "
              "down in this Age",
        "fr": "les structures distribuent {counts} Sénateurs aux Âges I, II et III : {seen} vus, {hidden} places "
              "face cachée à cet Âge"},
})


# -- what a position names ------------------------------------------------------------------
class _SenatorCard:
    """A Senator as a position's lists name it (by its id), beside the Age cards: no Age of its
    own (``age`` 0), no effect a position checks."""

    __slots__ = ("index", "id", "name", "name_fr", "label")
    age, is_guild, color, chain_gives = 0, False, None, None
    effect = SimpleNamespace(science=None, shields=0, token_from_box=0)

    def __init__(self, index, ident):
        self.index, self.id, self.name, self.name_fr, self.label = index, ident, ident, ident, ident


@cache
def senator_cards():
    """The 13 Senators as position cards, by their id."""
    return tuple(_SenatorCard(s.index, s.id) for s in senators())


class _AgoraCards(CardSet):
    """The Age cards of ``base`` and the Senators (found by id, looked up by index from 100)."""

    def __init__(self, base):
        super().__init__(base.items, "card")
        self.base, self.senators = base, _Named(senator_cards(), "card")

    def find(self, name):
        return self.base.find(name) or self.senators.find(name)

    def guilds(self):
        return self.base.guilds()

    def __getitem__(self, index):
        return senator_cards()[index - SENATOR_BASE] if index >= SENATOR_BASE else self.base[index]


class _Indexed(_Named):
    """Some of the engine's wonders or tokens, found by name, looked up by the engine's index."""

    def __init__(self, items, what, table):
        super().__init__(items, what)
        self.table = table

    def __getitem__(self, index):
        return self.table[index]


@cache
def items(pantheon=False):
    """The cards (Senators too), wonders and progress tokens of an Agora game (with the Pantheon's)."""
    if pantheon:
        from . import pantheon_position

        return (_AgoraCards(pantheon_position.items()[0]), _Named(WONDERS_BY_INDEX, "wonder"),
                _Named(TOKENS_BY_INDEX, "token"))
    return (_AgoraCards(card_set()), _Indexed(wonder_set().items + AGORA_WONDERS, "wonder", WONDERS_BY_INDEX),
            _Indexed(token_set().items + AGORA_TOKENS, "token", TOKENS_BY_INDEX))


@cache
def _conspiracies():
    return _Named(conspiracies(), "conspiracy")


@cache
def structure(age):
    """Agora's structure of ``age`` as ``position.py`` reads a structure: per place its row (from
    1), which places lie on it (``covered_by``), which it lies on (``covers``), ``face_up``."""
    entry = facts()["structures"][str(age)]
    rows = tuple(r for r, row in enumerate(entry["rows"], 1) for _ in row["columns"])
    face_up = tuple(row["face_up"] for row in entry["rows"] for _ in row["columns"])
    covered_by = tuple(tuple(c) for c in entry["covered_by"])
    covers = tuple(tuple(p for p in range(len(rows)) if q in covered_by[p]) for q in range(len(rows)))
    return SimpleNamespace(rows=rows, face_up=face_up, covered_by=covered_by, covers=covers)


# -- writing ----------------------------------------------------------------------------------
def write(game, seat, cards, wonders, tokens):
    """Agora's part of ``seat``'s position: ``(block, per-player fields)``."""
    senate = game.senate
    block = {"senate": [[senate.cubes[0][c], senate.cubes[1][c]] for c in range(CHAMBERS)],
             "decrees": [[d if senate.face_up[d] else "?" for d in stack] for stack in senate.decrees],
             "senators_discarded": [senator(i).id for i in game.senators_discarded],
             "locked": [tokens[t].name for t in game.locked],
             "sabotaged": [[wonders[w].name, cards[c].name] for w, c in game.sabotaged],
             "trigger_used": game.trigger_used}
    players = []
    for i in (0, 1):
        plots = []
        for index, card, done in game.plots[i]:
            entry = conspiracy(index).name if i == seat or done else "?"
            if card is not None:
                entry += f" with {cards[card].name}"
            plots.append(entry + (" triggered" if done else ""))
        players.append({"senators": [senator(s).id for s in game.senators[i]], "conspiracies": plots})
    return block, players


def lines(block):
    """The text lines of Agora's ``block``."""
    found = ["senate: " + ", ".join(f"{a}-{b}" for a, b in block["senate"]),
             "decrees: " + ", ".join(" ".join(map(str, stack)) or "-" for stack in block["decrees"])]
    for key in ("senators_discarded", "locked"):
        if block.get(key):
            found.append(f"{key.replace('_', ' ')}: " + ", ".join(block[key]))
    if block.get("sabotaged"):
        found.append("sabotaged: " + ", ".join(f"{w} with {c}" for w, c in block["sabotaged"]))
    if block.get("trigger_used"):
        found.append("trigger used: yes")
    return found


def player_items(player):
    """A player's Agora items of the text form (those not empty)."""
    return [f"{key} " + ", ".join(player[key]) for key in PLAYER_KEYS if player.get(key)]


# -- reading the text form --------------------------------------------------------------------
def read_line(data, key, line):
    """Read an Agora line (``key`` lower-cased) into ``data``; whether it was one."""
    if key not in LINES:
        return False
    block, key = data.setdefault("agora", {}), LINES[key]
    text = ";".join(line.items)
    if key == "senate":
        block[key] = [[whole_number(f"agora.senate[{c}]", n) for n in entry.split("-")] if "-" in entry else entry
                      for c, entry in enumerate(names_list(text))]
    elif key == "decrees":
        block[key] = [[] if entry.strip() == "-" else
                      [int(d) if d.isdigit() else d for d in entry.split()] for entry in text.split(",")]
    elif key == "sabotaged":
        block[key] = [entry.partition(" with ")[::2] for entry in names_list(text)]
        block[key] = [[w.strip(), c.strip()] for w, c in block[key]]
    elif key == "trigger_used":
        answer = text.strip().casefold()
        if answer not in ("yes", "no"):
            raise InvalidPosition("agora.trigger_used", short_value(text), say("agora.position.trigger"))
        block[key] = answer == "yes"
    else:
        block[key] = names_list(text)
    return True


def read_item(player, item):
    """Read a player's Agora item into ``player``; whether it was one."""
    word, rest = word_and_rest(item)
    if word not in PLAYER_KEYS:
        return False
    player[word] = names_list(rest)
    return True


# -- checking ---------------------------------------------------------------------------------
def check(data, f, place, cards, wonders, tokens, owned):
    """Check Agora's part of a position onto the checked facts ``f`` (``position.check``'s):
    ``place`` records each card in view, ``owned`` the wonders and tokens already named."""
    from .position import _named, _names

    block = data.get("agora")
    if not isinstance(block, dict):
        raise InvalidPosition("agora", short_value(block), say("agora.position.senate", count=CHAMBERS, cubes=_CUBES))
    for key in block:
        if key not in KEYS:
            raise InvalidPosition(f"agora.{short_value(key)}", None, say("position.field", fields=", ".join(KEYS)))
    # the Senate
    cubes = block.get("senate")
    problem = say("agora.position.senate", count=CHAMBERS, cubes=_CUBES)
    if not isinstance(cubes, list) or len(cubes) != CHAMBERS:
        raise InvalidPosition("agora.senate", None, problem)
    for c, pair in enumerate(cubes):
        if not (isinstance(pair, list) and len(pair) == 2 and all(type(n) is int and n >= 0 for n in pair)):
            raise InvalidPosition(f"agora.senate[{c}]", short_value(pair), problem)
    f.cubes = [[pair[seat] for pair in cubes] for seat in (0, 1)]
    if any(sum(mine) > _CUBES for mine in f.cubes):
        raise InvalidPosition("agora.senate", None, problem)
    senate = Senate()
    senate.cubes = [list(mine) for mine in f.cubes]
    if senate.supremacy() is not None:
        raise InvalidPosition("agora.senate", None, say("agora.position.supremacy"))
    stacks = block.get("decrees")
    problem = say("agora.position.decrees", count=CHAMBERS, most=len(_DECREES), dealt=CHAMBERS)
    if not isinstance(stacks, list) or len(stacks) != CHAMBERS or not all(isinstance(s, list) for s in stacks):
        raise InvalidPosition("agora.decrees", None, problem)
    seen = set()
    for c, stack in enumerate(stacks):
        for d in stack:
            if d != "?" and (type(d) is not int or d not in _DECREES or d in seen):
                raise InvalidPosition(f"agora.decrees[{c}]", short_value(d), problem)
            if d == "?" and senate.controller(c) is not None:
                raise InvalidPosition(f"agora.decrees[{c}]", "?", say("agora.position.decree_hidden"))
            seen.add(d)
    if sum(map(len, stacks)) != CHAMBERS:
        raise InvalidPosition("agora.decrees", None, problem)
    f.decrees = [list(s) for s in stacks]
    # the Senators, the Conspiracies
    f.senators = []
    for i, player in enumerate(data["players"]):
        found = _senators(f"players[{i}].senators", player.get("senators", []))
        for j, card in enumerate(found):
            place(card, f"players[{i}].senators[{j}]")
        f.senators.append(found)
    f.senators_discarded = _senators("agora.senators_discarded", block.get("senators_discarded", []))
    for j, card in enumerate(f.senators_discarded):
        place(card, f"agora.senators_discarded[{j}]")
    known, f.plots = {}, []
    for i, player in enumerate(data["players"]):
        at = f"players[{i}].conspiracies"
        entries = player.get("conspiracies", [])
        if not isinstance(entries, list):
            raise InvalidPosition(at, short_value(entries), say("agora.position.conspiracy"))
        mine = []
        for j, entry in enumerate(entries):
            field = f"{at}[{j}]"
            if not isinstance(entry, str):
                raise InvalidPosition(field, short_value(entry), say("agora.position.conspiracy"))
            text, done = entry.strip(), False
            if text.casefold().endswith(" triggered"):
                text, done = text[:-len(" triggered")].strip(), True
            name, _, card = text.partition(" with ")
            name = name.strip()
            plot = None if name == "?" else _conspiracies().find(name)
            if plot is None and name != "?":
                raise InvalidPosition(field, short_value(entry), say("agora.position.conspiracy"))
            if plot is None and (done or player.get("name") == data.get("seat")):
                raise InvalidPosition(field, short_value(entry), say("agora.position.conspiracy_hidden"))
            if plot is not None and plot in known:
                raise InvalidPosition(field, plot.name, say("agora.position.conspiracy_twice", conspiracy=plot.label,
                                                            other=known[plot]))
            if plot is not None:
                known[plot] = field
            prepared = None
            if card.strip():
                prepared = _named(field, card.strip(), cards, "card")
                place(prepared, field)
            mine.append((plot, prepared, done))
        f.plots.append(mine)
    triggered = {plot.id for mine in f.plots for plot, _, done in mine if done and plot is not None}
    f.from_box = int("treason" in triggered)       # Treason builds a card set aside
    f.token_from_box = int("espionage" in triggered)
    if sum(map(len, f.plots)) > len(conspiracies()):
        raise InvalidPosition("players", None, say("agora.position.conspiracy"))
    # tokens locked away, wonders sabotaged, the turn's trigger
    f.locked = _names("agora.locked", block.get("locked", []), tokens, "progress token")
    for j, t in enumerate(f.locked):
        if t in owned:
            raise InvalidPosition(f"agora.locked[{j}]", t.name, say("duel.position.token_twice", token=t.label,
                                                                    other=owned[t]))
        owned[t] = f"agora.locked[{j}]"
    sabotaged = block.get("sabotaged", [])
    if not isinstance(sabotaged, list):
        raise InvalidPosition("agora.sabotaged", short_value(sabotaged), say("agora.position.sabotaged"))
    f.sabotaged = []
    for j, pair in enumerate(sabotaged):
        field = f"agora.sabotaged[{j}]"
        if not (isinstance(pair, list) and len(pair) == 2):
            raise InvalidPosition(field, short_value(pair), say("agora.position.sabotaged"))
        wonder = _named(field, pair[0], wonders, "wonder")
        if wonder in owned:
            raise InvalidPosition(field, wonder.name, say("duel.position.wonder_twice", wonder=wonder.label,
                                                          other=owned[wonder]))
        owned[wonder] = field
        card = _named(field, pair[1], cards, "card")
        place(card, field)
        f.sabotaged.append((wonder, card))
    f.trigger_used = block.get("trigger_used", False)
    if type(f.trigger_used) is not bool:
        raise InvalidPosition("agora.trigger_used", short_value(f.trigger_used), say("agora.position.trigger"))


def _senators(field, value):
    if not isinstance(value, list):
        raise InvalidPosition(field, short_value(value), say("agora.position.senator", guess=""))
    index = _Named(senator_cards(), "card")
    found = []
    for j, name in enumerate(value):
        card = index.find(name)
        if card is None:
            raise InvalidPosition(f"{field}[{j}]", short_value(name), say("agora.position.senator",
                                                                        guess=index.guess(name)))
        found.append(card)
    return found


def split_senators(f, placed, unknown):
    """The Senators of each Age's layout: ``{age: (taken, hidden)}``. The Ages to come and the
    face-down places take them from those unseen, the taken places from those in view, and from
    those unseen under the ``unknown`` wonders whose card is not named; ``InvalidPosition`` when
    the counts cannot be."""
    age, slots = f.age, f.slots
    face_up = sum(1 for s in slots if isinstance(s, _SenatorCard))
    in_view = [c.index for c, field in placed.items() if isinstance(c, _SenatorCard) and not field.startswith("structure")]
    unseen = [s.index for s in senators() if senator_cards()[s.index - SENATOR_BASE] not in placed]
    future = sum(PER_AGE[a] for a in PER_AGE if a > age)
    hidden_now = max(0, min(len(unseen) - future, slots.count("?"), PER_AGE[age] - face_up))
    under = len(unseen) - future - hidden_now           # unseen, under a wonder whose card is not named
    taken_now = PER_AGE[age] - face_up - hidden_now
    if not 0 <= under <= unknown or not 0 <= taken_now <= slots.count("-"):
        raise InvalidPosition("structure", None, say("agora.position.senators",
                                                     counts=", ".join(str(PER_AGE[a]) for a in (1, 2, 3)),
                                                     seen=13 - len(unseen), hidden=slots.count("?")))
    found, taken = {}, iter(in_view + unseen[future + hidden_now:])
    for a in (1, 2, 3):
        if a < age:
            found[a] = ([next(taken) for _ in range(PER_AGE[a])], [])
        elif a == age:
            found[a] = ([next(taken) for _ in range(taken_now)], unseen[future:future + hidden_now])
        else:
            start = sum(PER_AGE[b] for b in range(age + 1, a))
            found[a] = ([], unseen[start:start + PER_AGE[a]])
    return found


def apply(game, f, seat, rng):
    """Lay Agora's part of the checked facts ``f`` on ``game``: the face-down Decrees and the other
    player's hidden Conspiracies drawn as any that fit, for ``redeal`` to deal again."""
    decrees = [d for stack in f.decrees for d in stack if d != "?"]
    unseen = [d for d in _DECREES if d not in decrees]
    rng.shuffle(unseen)
    senate = Senate()
    senate.cubes = [list(mine) for mine in f.cubes]
    for c, stack in enumerate(f.decrees):
        for d in stack:
            shown = d != "?"
            d = d if shown else unseen.pop()
            senate.decrees[c].append(d)
            senate.face_up[d] = shown
    game.senate, game.decree_box = senate, sorted(unseen)
    game._hold(holders(senate))
    game.senators = [[c.index for c in mine] for mine in f.senators]
    game.senators_discarded = [c.index for c in f.senators_discarded]
    kept = {plot.index for mine in f.plots for plot, _, _ in mine if plot is not None}
    deck = [c.index for c in conspiracies() if c.index not in kept]
    rng.shuffle(deck)
    game.plots = [[[deck.pop() if plot is None else plot.index, None if card is None else card.index, done]
                   for plot, card, done in mine] for mine in f.plots]
    game.plot_deck, game.drawn = deck, []
    game.trigger_used = f.trigger_used
    game.locked = [t.index for t in f.locked]
    game.sabotaged = [(w.index, c.index) for w, c in f.sabotaged]
    game._turn, game.options_step, game._resume = game.current, None, None
    for q, slot in enumerate(f.slots):      # a card of the first row Property Fraud built while covered
        if slot == "-" and game.cover[q]:
            game.cover[q] = len(f.slots) + 1
