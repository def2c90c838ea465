"""Table files for 7 Wonders (FORMATS.md, ``"game": "classic"``): read, check, score.

>>> data = {"game": "classic", "players": [
...     {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8,
...      "military": [1, 3, -1], "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
...     {"name": "Bo", "wonder": "Gizeh", "side": "a", "stages": 0, "coins": 3, "military": 0, "cards": []},
...     {"name": "Cy", "wonder": "Rhodes", "side": "B", "stages": 1, "coins": 3, "military": 0, "cards": []}]}
>>> result = score_table(data)
>>> result["players"][0]["total"], result["winners"]
(26, ['Ana'])
"""

from ..core.errors import InvalidTable
from ..core.names import closest
from .cards import card_set, wonder_set
from .city import City
from .scoring import CATEGORIES, score_cities, winners

TOKENS = (1, 3, 5, -1)


def read_table(data):
    """Check a parsed table file and build its cities; returns ``(names, cities)``."""
    if not isinstance(data, dict):
        raise InvalidTable("table", None, "expected a JSON object with 'game' and 'players'")
    if data.get("game") != "classic":
        raise InvalidTable("game", data.get("game"), "expected 'classic'")
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 7:
        raise InvalidTable("players", None, "expected a list of 3 to 7 cities in seating order "
                                            "(with the 2-player variant, list the Free City as a third city)")
    cards, boards = card_set(), wonder_set()
    names, cities, seen_boards = [], [], {}
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict):
            raise InvalidTable(where, None, "expected an object")
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            raise InvalidTable(f"{where}.name", name, "expected a non-empty name")
        if name in names:
            raise InvalidTable(f"{where}.name", name, "two players have this name")
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
                raise InvalidTable(f"{where}.cards[{j}]", card_name, "unknown card" + _guess(card_name, cards.names()))
            if card.name in city.names:
                raise InvalidTable(f"{where}.cards[{j}]", card_name,
                                   f"{name} already has {card.name}: a city never holds two cards of the same name")
            city.add_card(card)
        names.append(name)
        cities.append(city)
    _check_copies(players, cities)
    _check_strategists(players, cities)
    return names, cities


def score_table(data):
    """Score a parsed table file; the result has the shape of ``wonderlab score --json``."""
    names, cities = read_table(data)
    sheets = score_cities(cities, names)
    return {"game": "classic", "players": [sheet.as_dict() for sheet in sheets],
            "winners": winners(sheets), "result": "points", "categories": list(CATEGORIES)}


def _board(field, value, boards):
    board = boards.find(value) if isinstance(value, str) else None
    if board is None:
        hint = _guess(value, [b.city for b in boards.boards])
        raise InvalidTable(field, value, "unknown wonder (expected a city such as Gizah or a wonder's name)" + hint)
    return board


def _whole(field, value):
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise InvalidTable(field, value, "expected a whole number, 0 or more")
    return value


def _military(field, value):
    if isinstance(value, int) and not isinstance(value, bool):
        return [value] if value else []
    if not isinstance(value, list):
        raise InvalidTable(field, value, "expected a list of conflict tokens (1, 3, 5 or -1) or one integer total")
    for k, token in enumerate(value):
        if token not in TOKENS or isinstance(token, bool):
            raise InvalidTable(f"{field}[{k}]", token, "a conflict token is 1, 3, 5 or -1")
    return list(value)


def _check_copies(players, cities):
    """No more copies of a card on the table than the deck holds at this player count."""
    count = len(cities)
    found = {}
    for city in cities:
        for card in city.cards:
            found[card] = found.get(card, 0) + 1
    for card, n in found.items():
        copies = 1 if card.is_guild else sum(1 for c in card.copies if c <= count)
        if n > copies:
            raise InvalidTable("players", None,
                               f"{n} cities hold {card.name}, but the deck for {count} players has "
                               f"{copies} {'copy' if copies == 1 else 'copies'} of it")


def _check_strategists(players, cities):
    """The Strategists Guild counts defeat tokens: an integer total cannot say how many."""
    n = len(cities)
    for i, city in enumerate(cities):
        if "Strategists Guild" in city.names:
            for j in ((i + 1) % n, (i - 1) % n):
                if isinstance(players[j].get("military"), int) and players[j]["military"]:
                    raise InvalidTable(f"players[{j}].military", players[j]["military"],
                                       "give the conflict tokens as a list: the Strategists Guild "
                                       f"of {players[i]['name']} counts defeat tokens")


def _guess(value, names):
    guess = closest(value, names) if isinstance(value, str) else None
    return f" (did you mean {guess!r}?)" if guess else ""
