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
        raise InvalidTable("table", None, "expected a JSON object with 'game' and 'players'")
    _known_fields("", data, TABLE_FIELDS)
    if data.get("game") != "classic":
        raise InvalidTable("game", short_value(data.get("game")), "expected 'classic'")
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 7:
        raise InvalidTable("players", None, "expected a list of 3 to 7 cities in seating order "
                                            "(with the 2-player variant, list the Free City as a third city)")
    cards, boards = card_set(), wonder_set()
    names, cities, seen_boards, spaced, free_city = [], [], {}, {}, None
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict):
            raise InvalidTable(where, None, "expected an object")
        _known_fields(f"{where}.", player, PLAYER_FIELDS)
        name = table_name(f"{where}.name", player.get("name"), spaced)
        board = _board(f"{where}.wonder", player.get("wonder"), boards)
        if board.id in seen_boards:
            raise InvalidTable(f"{where}.wonder", player.get("wonder"),
                               f"{seen_boards[board.id]} already plays this board")
        seen_boards[board.id] = name
        side = player.get("side", "A")
        if not isinstance(side, str) or side.upper() not in ("A", "B"):
            raise InvalidTable(f"{where}.side", side, "expected 'A' or 'B'")
        wonder = board.side(side)
        city = City(wonder, coins=_whole(f"{where}.coins", player.get("coins", 0)))
        stages = _whole(f"{where}.stages", player.get("stages", 0))
        if stages > len(wonder.stages):
            raise InvalidTable(f"{where}.stages", stages,
                               f"{wonder.city} {wonder.side} has only {len(wonder.stages)} stages")
        for _ in range(stages):
            city.add_stage()
        city.military = _military(f"{where}.military", player.get("military", []))
        built = player.get("cards", [])
        if not isinstance(built, list):
            raise InvalidTable(f"{where}.cards", None, "expected a list of card names")
        for j, card_name in enumerate(built):
            card = cards.find(card_name) if isinstance(card_name, str) else None
            if card is None:
                raise InvalidTable(f"{where}.cards[{j}]", short_value(card_name),
                                   "unknown card" + _guess(card_name, cards.names()))
            if card.name in city.names:
                raise InvalidTable(f"{where}.cards[{j}]", card_name,
                                   f"{name} already has {card.name}: a city never holds two cards of the same name")
            city.add_card(card)
        _check_turns(where, city)
        if player.get("free_city", False) is not False:
            if player["free_city"] is not True:
                raise InvalidTable(f"{where}.free_city", short_value(player["free_city"]), "expected true or false")
            if free_city is not None:
                raise InvalidTable(f"{where}.free_city", True,
                                   f"{names[free_city]} is already the Free City: there is one")
            if len(players) != 3:
                raise InvalidTable(f"{where}.free_city", True,
                                   f"the Free City plays with two players, so a table of 3 cities, not {len(players)}")
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
        hint = _guess(value, [b.city for b in boards.boards])
        raise InvalidTable(field, short_value(value), "unknown wonder (expected a city such as Gizah or a wonder's name)" + hint)
    return board


def _military(field, value):
    """Conflict tokens: at most six (two neighbours, three Ages), each victory at most twice."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not -2 * AGES <= value <= 2 * sum(TOKENS[:3]):
            raise InvalidTable(field, short_value(value), "the conflict tokens of a game total -6 to 18")
        return [value] if value else []
    if not isinstance(value, list):
        raise InvalidTable(field, short_value(value), "expected a list of conflict tokens (1, 3, 5 or -1) or one integer total")
    for k, token in enumerate(value):
        if type(token) is not int or token not in TOKENS:
            raise InvalidTable(f"{field}[{k}]", short_value(token), "a conflict token is 1, 3, 5 or -1")
    if len(value) > 2 * AGES:
        raise InvalidTable(field, short_value(value), "a city takes 6 conflict tokens at most (two neighbours, three Ages)")
    for token in TOKENS[:3]:
        if value.count(token) > 2:
            raise InvalidTable(field, short_value(value), f"a city takes the victory token {token} twice at most "
                               "(one per neighbour, in one Age)")
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
        raise InvalidTable(f"{where}.cards", None,
                           f"{len(city.cards)} cards and {city.stages} stages: a game gives this city "
                           f"{most} cards to play at most")


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
            raise InvalidTable("players", None,
                               f"{n} cities hold {name}, but the deck for {count} players has "
                               f"{copies} {'copy' if copies == 1 else 'copies'} of it")


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
        raise InvalidTable("players", None, f"{held} guilds are built, but a game of {len(cities)} "
                                            f"cities deals {dealt} guilds")


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
                    how = "of" if not copied else "that Olympia B may copy for"
                    raise InvalidTable(f"players[{j}].military", players[j]["military"],
                                       "give the conflict tokens as a list ([] for none): the "
                                       f"Strategists Guild {how} {players[i]['name']} counts defeat tokens")

