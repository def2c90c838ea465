"""Table files for 7 Wonders (FORMATS.md, ``"game": "classic"``): read, check, score.

>>> data = {"game": "classic", "players": [
...     {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8,
...      "military": [1, 3, -1], "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
...     {"name": "Bo", "wonder": "Gizeh", "side": "a", "stages": 0, "coins": 3, "military": 0, "cards": []},
...     {"name": "Cy", "wonder": "Rhodes", "side": "B", "stages": 1, "coins": 3, "military": 0, "cards": []}]}
>>> result = score_table(data)
>>> result["players"][0]["total"], result["winners"]
(26, ['Ana'])

A table is refused, in one line naming the field, when no game could end so: a card with more
copies on the table than the deck has at that player count (Loom, Glassworks and Press are
printed in Age I *and* Age II: both count), more guilds than the n + 2 dealt, more cards and
stages in a city than its turns give, impossible conflict tokens, an unknown field.
"""

from ..core.errors import InvalidTable
from ..core.i18n import plural, say
from ..core.names import did_you_mean as _guess
from ..core.names import short_value, table_name
from ..core.names import table_count as _whole
from ..core.names import table_fields as _known_fields
from .cards import card_set, wonder_set
from .city import City
from .scoring import CATEGORIES, score_cities, winners

TOKENS = (1, 3, 5, -1)
TABLE_FIELDS = ("game", "players")
PLAYER_FIELDS = ("name", "wonder", "side", "stages", "coins", "military", "cards", "free_city")
TURNS, AGES = 6, 3               # a city plays one card a turn, six turns an Age


def read_table(data):
    """Check a parsed table file and build its cities; returns ``(names, cities)``.

    With the two-player variant, the Free City (``"free_city": true``) is one of three cities.
    """
    names, cities, _ = _read(data)
    return names, cities


def _read(data):
    if not isinstance(data, dict):
        raise InvalidTable("table", None, say("table.object"))
    _known_fields("", data, TABLE_FIELDS)
    if data.get("game") != "classic":
        raise InvalidTable("game", short_value(data.get("game")), say("table.game", game="'classic'"))
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 7:
        raise InvalidTable("players", None, say("classic.table.players"))
    cards, boards = card_set(), wonder_set()
    names, cities, seen_boards, spaced, free_city = [], [], {}, {}, None
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict):
            raise InvalidTable(where, None, say("table.player"))
        _known_fields(f"{where}.", player, PLAYER_FIELDS)
        name = table_name(f"{where}.name", player.get("name"), spaced)
        board = _board(f"{where}.wonder", player.get("wonder"), boards)
        if board.id in seen_boards:
            raise InvalidTable(f"{where}.wonder", player.get("wonder"),
                               say("classic.table.board_taken", name=seen_boards[board.id]))
        seen_boards[board.id] = name
        side = player.get("side", "A")
        if not isinstance(side, str) or side.upper() not in ("A", "B"):
            raise InvalidTable(f"{where}.side", side, say("classic.table.side"))
        wonder = board.side(side)
        city = City(wonder, coins=_whole(f"{where}.coins", player.get("coins", 0)))
        stages = _whole(f"{where}.stages", player.get("stages", 0))
        if stages > len(wonder.stages):
            raise InvalidTable(f"{where}.stages", stages,
                               say("classic.table.stages", wonder=wonder.label, count=len(wonder.stages)))
        for _ in range(stages):
            city.add_stage()
        city.military = _military(f"{where}.military", player.get("military", []))
        built = player.get("cards", [])
        if not isinstance(built, list):
            raise InvalidTable(f"{where}.cards", None, say("classic.table.cards"))
        for j, card_name in enumerate(built):
            card = cards.find(card_name) if isinstance(card_name, str) else None
            if card is None:
                raise InvalidTable(f"{where}.cards[{j}]", short_value(card_name),
                                   say("classic.table.unknown_card", guess=_guess(card_name, cards.names())))
            if card.name in city.names:
                raise InvalidTable(f"{where}.cards[{j}]", card_name,
                                   say("classic.table.card_twice", name=name, card=card.label))
            city.add_card(card)
        _check_turns(where, city)
        if player.get("free_city", False) is not False:
            if player["free_city"] is not True:
                raise InvalidTable(f"{where}.free_city", short_value(player["free_city"]), say("table.bool"))
            if free_city is not None:
                raise InvalidTable(f"{where}.free_city", True,
                                   say("classic.table.free_city_twice", name=names[free_city]))
            if len(players) != 3:
                raise InvalidTable(f"{where}.free_city", True,
                                   say("classic.table.free_city_table", count=len(players)))
            free_city = i
        names.append(name)
        cities.append(city)
    _check_copies(cities)
    _check_guilds(cities)
    _check_strategists(players, cities)
    return names, cities, free_city


def score_table(data):
    """Score a parsed table file; the result has the shape of ``wonderlab score --json``.

    The Free City is scored but does not win (``Game.winners()``)."""
    names, cities, free_city = _read(data)
    sheets = score_cities(cities, names)
    players = [sheet for i, sheet in enumerate(sheets) if i != free_city]
    return {"game": "classic", "players": [sheet.as_dict() for sheet in sheets],
            "winners": winners(players), "result": "points", "categories": list(CATEGORIES)}


def table_from_game(game):
    """The table file (a dict) of ``game``'s cities as they stand; the Free City is marked.

    >>> from .game import Game
    >>> table = table_from_game(Game(players=2, seed=3))
    >>> len(table["players"]), table["players"][2]["free_city"]
    (3, True)
    """
    players = []
    for i, (name, city) in enumerate(zip(game.names, game.cities, strict=True)):
        player = {"name": name, "wonder": city.wonder.city, "side": city.wonder.side,
                  "stages": city.stages, "coins": city.coins,
                  "military": list(city.military), "cards": [c.name for c in city.cards]}
        if game.variant and i == 2:
            player["free_city"] = True
        players.append(player)
    return {"game": "classic", "players": players}


def _board(field, value, boards):
    board = boards.find(value) if isinstance(value, str) else None
    if board is None:
        hint = boards.guess(value)
        raise InvalidTable(field, short_value(value), say("classic.table.unknown_wonder", guess=hint))
    return board


def _military(field, value):
    """Conflict tokens: at most six (two neighbours, three Ages), each victory at most twice."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not -2 * AGES <= value <= 2 * sum(TOKENS[:3]):
            raise InvalidTable(field, short_value(value), say("classic.table.military_total"))
        return [value] if value else []
    if not isinstance(value, list):
        raise InvalidTable(field, short_value(value), say("classic.table.military_list"))
    for k, token in enumerate(value):
        if type(token) is not int or token not in TOKENS:
            raise InvalidTable(f"{field}[{k}]", short_value(token), say("classic.table.token"))
    if len(value) > 2 * AGES:
        raise InvalidTable(field, short_value(value), say("classic.table.tokens"))
    for token in TOKENS[:3]:
        if value.count(token) > 2:
            raise InvalidTable(field, short_value(value), say("classic.table.victory_twice", token=token))
    return list(value)


def _check_turns(where, city):
    """A city plays one card a turn (build, stage or discard): 18 in a game, plus the seventh
    cards of Babylon B and the builds from the discard pile of Halicarnassus."""
    stages = city.built_stages()
    extra = sum(1 for stage in stages if stage.effect.power == "build_from_discard")
    if any(stage.effect.power == "play_seventh_card" for stage in stages):
        extra += AGES
    most = TURNS * AGES + extra
    if len(city.cards) + city.stages > most:
        raise InvalidTable(f"{where}.cards", None, say("classic.table.turns", cards=len(city.cards),
                                                       stages=city.stages, most=most))


def _check_copies(cities):
    """No more copies of a card on the table than the deck holds at this player count, every
    Age counted (Loom, Glassworks and Press are printed in Age I and in Age II)."""
    count = len(cities)
    found = {}
    for city in cities:
        for card in city.cards:
            found[card.name] = found.get(card.name, 0) + 1
    for name, n in found.items():
        copies = _copies(name, count)
        if n > copies:
            raise InvalidTable("players", None, plural(copies, "classic.table.copies", held=n,
                                                       card=card_set().by_name(name).label, players=count))


_COPIES = {}


def _copies(name, count):
    found = _COPIES.get((name, count))
    if found is None:
        same = [card for card in card_set().cards if card.name == name]
        found = 1 if same[0].is_guild else sum(1 for card in same for c in card.copies if c <= count)
        _COPIES[(name, count)] = found
    return found


def _check_guilds(cities):
    """Seed 000: n + 2 guilds are shuffled into Age III (5 with the Free City's three cities)."""
    dealt = len(cities) + 2
    held = sum(1 for city in cities for card in city.cards if card.is_guild)
    if held > dealt:
        raise InvalidTable("players", None, say("classic.table.guilds", held=held, cities=len(cities), dealt=dealt))


def _check_strategists(players, cities):
    """The Strategists Guild counts defeat tokens: an integer total cannot say how many. Olympia B
    may copy it from a neighbour, which makes Olympia's neighbours' defeats count too."""
    n = len(cities)
    for i, city in enumerate(cities):
        near = [cities[(i + 1) % n], cities[(i - 1) % n]]
        copied = ("copy_neighbor_guild" in city.powers and "Strategists Guild" not in city.names
                  and any("Strategists Guild" in other.names for other in near))
        if "Strategists Guild" in city.names or copied:
            for j in ((i + 1) % n, (i - 1) % n):
                if isinstance(players[j].get("military"), int):
                    guild = card_set().by_name("Strategists Guild").label
                    problem = (say("classic.table.strategists_copied", guild=guild, wonder=city.wonder.label,
                                   name=players[i]["name"]) if copied
                               else say("classic.table.strategists", guild=guild, name=players[i]["name"]))
                    raise InvalidTable(f"players[{j}].military", players[j]["military"], problem)

