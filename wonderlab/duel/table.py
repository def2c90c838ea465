"""Table files for 7 Wonders Duel (FORMATS.md, ``"game": "duel"``): read, check, score.

>>> data = {"game": "duel", "conflict": 4, "players": [
...     {"name": "Hugo", "coins": 11, "cards": ["Palace", "Gardens", "Obelisk"],
...      "wonders": ["The Pyramids", "The Colossus"], "progress": ["Agriculture", "Mathematics", "Law"]},
...     {"name": "Lea", "coins": 2, "cards": ["Theater"], "wonders": [], "progress": []}]}
>>> result = score_table(data)
>>> result["players"][0]["total"], result["winners"], result["result"]
(51, ['Hugo'], 'points')

Besides the base game, a player may give the scoring fields of the expansions: Pantheon's
``"divinities"`` (names), ``"astarte_coins"`` and ``"grand_temples"`` (how many, or their
names), Agora's ``"chambers"`` (the Senate chambers controlled, numbered 1 to 6). Their
categories are added only when a player gives one of these fields. Controlling all six
chambers is Agora's political supremacy (seed 004: "Une suprématie militaire ou scientifique
(ou politique, avec Agora) arrête la partie").

A table is refused, in one line naming the field, when no game could end so: more cards of an
Age than the 20 dealt, more progress tokens than can be in play, a temple or divinity held
twice, more Grand Temples than the 3 in play, more coins on Astarte than she holds, an unknown
field.
"""

from ..core.errors import InvalidTable
from ..core.i18n import say
from ..core.names import did_you_mean as _suggest
from ..core.names import normalize, short_value, table_name
from ..core.names import table_count as _whole
from ..core.names import table_fields as _known_fields
from .cards import card_set, expansions, token_set, wonder_set
from .scoring import CATEGORIES, EXPANSION_CATEGORIES, City, score_cities, winners

EXTRA_FIELDS = {"divinities": "divinities", "astarte_coins": "divinities",
                "grand_temples": "grand_temples", "chambers": "senate"}
KNOWN_FIELDS = {"name", "coins", "cards", "wonders", "progress", *EXTRA_FIELDS}
TABLE_FIELDS = ("game", "conflict", "players")
DEALT = 20                      # cards laid out in each Age's structure
ON_BOARD = 5                    # progress tokens on the board; the Great Library adds one from the box
TEMPLES_IN_PLAY = 3             # the Grand Temples shuffled into Age III
CHAMBERS = 6                    # controlling all six is a political supremacy (Agora)
MILITARY, SCIENTIFIC, POLITICAL = "military supremacy", "scientific supremacy", "political supremacy"


def read_table(data):
    """Check a parsed table file; returns ``(names, cities, conflict, extra categories)``."""
    if not isinstance(data, dict):
        raise InvalidTable("table", None, say("duel.table.object"))
    _known_fields("", data, TABLE_FIELDS)
    if data.get("game") != "duel":
        raise InvalidTable("game", short_value(data.get("game")), say("table.game", game="'duel'"))
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        count = len(players) if isinstance(players, list) else None
        raise InvalidTable("players", count, say("duel.table.players"))
    conflict = data.get("conflict", 0)
    if not isinstance(conflict, int) or isinstance(conflict, bool) or not -9 <= conflict <= 9:
        raise InvalidTable("conflict", short_value(conflict), say("duel.table.conflict"))
    cards, wonders, tokens = card_set(), wonder_set(), token_set()
    names, cities, extras = [], [], set()
    owners, spaced = {}, {}
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict):
            raise InvalidTable(where, None, say("table.player"))
        unknown = sorted(set(player) - KNOWN_FIELDS)
        if unknown:
            raise InvalidTable(f"{where}.{short_value(unknown[0])}", None,
                               say("table.field.unknown", fields=", ".join(sorted(KNOWN_FIELDS))))
        name = table_name(f"{where}.name", player.get("name"), spaced)
        city = City(coins=_whole(f"{where}.coins", player.get("coins", 0)))
        for field, found, kind, target in (("cards", cards, "card", city.cards),
                                           ("wonders", wonders, "wonder", city.wonders),
                                           ("progress", tokens, "token", city.tokens)):
            values = player.get(field, [])
            if not isinstance(values, list):
                raise InvalidTable(f"{where}.{field}", short_value(values), say(f"duel.table.list.{kind}"))
            for j, value in enumerate(values):
                item = found.find(value) if isinstance(value, str) and len(value) < 100 else None
                if item is None:
                    raise InvalidTable(f"{where}.{field}[{j}]", short_value(value),
                                       say(f"duel.table.unknown.{kind}", guess=found.guess(value)))
                if (kind, item.id) in owners:
                    raise InvalidTable(f"{where}.{field}[{j}]", value,
                                       say("duel.table.once", owner=owners[(kind, item.id)], item=item.label))
                owners[(kind, item.id)] = name
                target.append(item)
        if len(city.wonders) > 4:
            raise InvalidTable(f"{where}.wonders", len(city.wonders), say("duel.table.wonders"))
        city.extras = _extras(where, player, extras, owners, name)
        names.append(name)
        cities.append(city)
    if sum(len(c.wonders) for c in cities) > 7:
        raise InvalidTable("players", None, say("duel.table.wonders_built"))
    guilds = sum(1 for c in cities for card in c.cards if card.is_guild)
    if guilds > 3:
        raise InvalidTable("players", None, say("duel.table.guilds", count=guilds))
    chambers = [n for c in cities for n in c.extras.get("chambers", ())]
    if len(chambers) != len(set(chambers)):
        raise InvalidTable("players", None, say("duel.table.chamber"))
    _check_dealt(cities)
    temples = sum(c.extras.get("grand_temples", 0) for c in cities)
    if temples > TEMPLES_IN_PLAY:
        raise InvalidTable("players", None, say("duel.table.temples", count=temples, most=TEMPLES_IN_PLAY))
    ordered = tuple(c for c in EXPANSION_CATEGORIES if c in extras)
    return names, cities, conflict, ordered


def supremacy(cities, conflict):
    """``(result, winning seat)`` for a table: a supremacy, or ``("points", None)``."""
    found = []
    if abs(conflict) == 9:
        found.append((MILITARY, 0 if conflict > 0 else 1))
    for seat, city in enumerate(cities):
        if len(city.science_symbols()) >= 6:
            found.append((SCIENTIFIC, seat))
        if len(city.extras.get("chambers", ())) == CHAMBERS:
            found.append((POLITICAL, seat))
    if len(found) > 1:
        raise InvalidTable("players", None, say("duel.table.supremacies"))
    return found[0] if found else ("points", None)


def score_table(data):
    """Score a parsed table file; the result has the shape of ``wonderlab score --json``."""
    names, cities, conflict, extra = read_table(data)
    sheets = score_cities(cities, conflict, names, extra)
    result, seat = supremacy(cities, conflict)
    won = winners(sheets) if seat is None else [names[seat]]
    return {"game": "duel", "players": [sheet.as_dict() for sheet in sheets], "winners": won,
            "result": result, "categories": [*CATEGORIES, *extra]}


def table_from_game(game):
    """The table file (a dict) of ``game`` as it stands: cities, wonders built, tokens, pawn.

    >>> from .game import Game
    >>> table_from_game(Game(seed=2))["players"][0]
    {'name': 'Player 1', 'coins': 7, 'cards': [], 'wonders': [], 'progress': []}
    """
    players = []
    for name, player in zip(game.names, game.p, strict=True):
        city = player.city()
        players.append({"name": name, "coins": city.coins, "cards": [c.name for c in city.cards],
                        "wonders": [w.name for w in city.wonders],
                        "progress": [t.name for t in city.tokens]})
    return {"game": "duel", "conflict": game.pawn, "players": players}


def _check_dealt(cities):
    """Each Age lays out 20 cards (Age III: 17 and 3 guilds); the progress tokens in play are the
    five on the board, and one more from the box when the Great Library is built."""
    for age in (1, 2, 3):
        built = sum(1 for c in cities for card in c.cards if card.age == age)
        if built > DEALT:
            raise InvalidTable("players", None, say("duel.table.age_cards", built=built, age=age, dealt=DEALT))
    used = sum(len(c.cards) + len(c.wonders) for c in cities)
    if used > 3 * DEALT:
        raise InvalidTable("players", None, say("duel.table.all_cards", used=used, dealt=3 * DEALT))
    tokens = sum(len(c.tokens) for c in cities)
    library = any(w.effect.token_from_box for c in cities for w in c.wonders)
    most = ON_BOARD + (1 if library else 0)
    if tokens > most:
        why = say("duel.table.tokens.library" if library else "duel.table.tokens.board")
        raise InvalidTable("players", None, say("duel.table.tokens", count=tokens, most=most, why=why))


def _once(field, value, kind, owners, name):
    """A divinity or Grand Temple exists once: not twice in a city, not in both."""
    if kind in owners:
        raise InvalidTable(field, value, say("duel.table.once_extra", owner=owners[kind], value=value))
    owners[kind] = name


def _extras(where, player, categories, owners, owner):
    """The expansions' scoring fields of one player (Pantheon, Agora)."""
    facts = expansions()
    found = {}
    if "divinities" in player:
        values = player["divinities"]
        if not isinstance(values, list):
            raise InvalidTable(f"{where}.divinities", short_value(values), say("duel.table.divinities"))
        known = {normalize(d["name"]): key for key, d in facts["pantheon"]["divinities"].items()}
        known.update({normalize(n): normalize(n) for n in facts["pantheon"]["other_divinities"]})
        everyone = [d["name"] for d in facts["pantheon"]["divinities"].values()] + facts["pantheon"]["other_divinities"]
        found["divinities"] = []
        for j, value in enumerate(values):
            key = known.get(normalize(value)) if isinstance(value, str) and len(value) < 100 else None
            if key is None:
                raise InvalidTable(f"{where}.divinities[{j}]", short_value(value),
                                   say("duel.table.unknown_divinity", guess=_suggest(value, everyone)))
            _once(f"{where}.divinities[{j}]", value, ("divinity", key), owners, owner)
            found["divinities"].append(key)
    if "astarte_coins" in player:
        found["astarte_coins"] = _whole(f"{where}.astarte_coins", player["astarte_coins"])
        if found["astarte_coins"] and "astarte" not in found.get("divinities", ()):
            raise InvalidTable(f"{where}.astarte_coins", player["astarte_coins"],
                               say("duel.table.astarte"))
        holds = facts["pantheon"]["divinities"]["astarte"]["coins"]
        if found["astarte_coins"] > holds:
            raise InvalidTable(f"{where}.astarte_coins", player["astarte_coins"],
                               say("duel.table.astarte_holds", holds=holds))
    if "grand_temples" in player:
        value = player["grand_temples"]
        temples = facts["pantheon"]["grand_temples"]["names"]
        if isinstance(value, list):
            for j, name in enumerate(value):
                if not isinstance(name, str) or normalize(name) not in {normalize(t) for t in temples}:
                    raise InvalidTable(f"{where}.grand_temples[{j}]", short_value(name),
                                       say("duel.table.unknown_temple", guess=_suggest(name, temples)))
                _once(f"{where}.grand_temples[{j}]", name, ("temple", normalize(name)), owners, owner)
            value = len(value)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3:
            raise InvalidTable(f"{where}.grand_temples", short_value(value), say("duel.table.temples_count"))
        found["grand_temples"] = value
    if "chambers" in player:
        value = player["chambers"]
        if (not isinstance(value, list) or len(set(map(str, value))) != len(value)
                or not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 6 for n in value)):
            raise InvalidTable(f"{where}.chambers", short_value(value),
                               say("duel.table.chambers"))
        found["chambers"] = list(value)
    for key in found:
        categories.add(EXTRA_FIELDS[key])
    return found
