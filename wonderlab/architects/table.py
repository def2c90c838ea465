"""Table files for 7 Wonders Architects (FORMATS.md, ``"game": "architects"``): read, check, score.

>>> data = {"game": "architects", "players": [
...     {"name": "Ada", "wonder": "Ephesus", "stages": [1, 2, 3], "cards": {"blue_3": 1, "blue_2_cat": 2},
...      "victory_tokens": 2, "progress": ["Culture"], "cat": True},
...     {"name": "Bo", "wonder": "Gizeh", "stages": [1], "cards": {}, "victory_tokens": 0,
...      "progress": [], "cat": False}]}
>>> result = score_table(data)
>>> result["players"][0]["total"], result["winners"]
(29, ['Ada'])

A table is refused, in one line naming the field, when no game could end so: two finished
wonders (the first one ends the game), the Cat held with no Cat card on the table or Cat cards
with nobody holding the Cat, green cards that make a science set never traded while Progress
tokens remained, more cards or tokens than the box has, an unknown field.
"""

from functools import lru_cache

from ..core.errors import InvalidTable
from ..core.i18n import say
from ..core.names import did_you_mean as _guess
from ..core.names import short_value, table_name
from ..core.names import table_count as _whole
from ..core.names import table_fields as _known_fields
from .messages import counted
from .messages import say as elided  # « de Éphèse » said « d'Éphèse »
from .rules import BLUECAT, GREENS, KINDS, ruleset
from .scoring import CATEGORIES, FULL, score_player, winners

FIELDS = {"name", "wonder", "stages", "cards", "victory_tokens", "progress", "cat"}
TABLE_FIELDS = ("game", "players")


def read_table(data):
    """Check a parsed table file; returns one dict per player, ready for ``score_player``."""
    if not isinstance(data, dict):
        raise InvalidTable("table", None, say("table.object"))
    _known_fields("", data, TABLE_FIELDS)
    if data.get("game") != "architects":
        raise InvalidTable("game", short_value(data.get("game")), say("table.game", game="'architects'"))
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 7:
        raise InvalidTable("players", None, say("arch.table.players"))
    rules = ruleset()
    seats, names, wonders, spaced = [], [], {}, {}
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, dict):
            raise InvalidTable(where, None, say("table.player"))
        unknown = sorted(set(player) - FIELDS)
        if unknown:
            raise InvalidTable(f"{where}.{short_value(unknown[0])}", None,
                               say("table.field.unknown", fields=", ".join(sorted(FIELDS))))
        name = table_name(f"{where}.name", player.get("name"), spaced)
        wonder = _wonder(f"{where}.wonder", player.get("wonder"), rules)
        if wonder.id in wonders:
            raise InvalidTable(f"{where}.wonder", player.get("wonder"),
                               say("arch.table.wonder_taken", name=wonders[wonder.id]))
        wonders[wonder.id] = name
        built = _stages(f"{where}.stages", player.get("stages", []), wonder)
        cards = _cards(f"{where}.cards", player.get("cards", {}), rules)
        victories = _whole(f"{where}.victory_tokens", player.get("victory_tokens", 0))
        tokens = _tokens(f"{where}.progress", player.get("progress", []), rules)
        cat = player.get("cat", False)
        if not isinstance(cat, bool):
            raise InvalidTable(f"{where}.cat", short_value(cat), say("table.bool"))
        names.append(name)
        seats.append({"name": name, "wonder": wonder, "built": built, "cards": cards,
                      "victories": victories, "tokens": tokens, "cat": cat})
    _check_table(seats, rules)
    return seats


def score_table(data):
    """Score a parsed table file; the result has the shape of ``wonderlab score --json``."""
    sheets = [score_player(s["name"], s["wonder"], s["built"], s["cards"], s["victories"],
                           s["tokens"], s["cat"]) for s in read_table(data)]
    return {"game": "architects", "players": [sheet.as_dict() for sheet in sheets],
            "winners": winners(sheets), "result": "points", "categories": list(CATEGORIES)}


def table_from_game(game):
    """The table file (a dict) of ``game`` as it stands: wonders, stages, cards, tokens, Cat.

    >>> from .game import Game
    >>> table_from_game(Game(players=2, seed=1))["players"][0]["stages"]
    []
    """
    rules = ruleset()
    players = []
    for i, name in enumerate(game.names):
        wonder = game.wonders[i]
        players.append({"name": name, "wonder": wonder.name,
                        "stages": [s.id for s in wonder.stages if game.built[i] & s.bit],
                        "cards": {kind: n for kind, n in zip(KINDS, game.cards[i], strict=True) if n},
                        "victory_tokens": game.victories[i],
                        "progress": [rules.token(t).name for t in game.tokens[i]], "cat": game.cat == i})
    return {"game": "architects", "players": players}


@lru_cache(maxsize=512)
def _lookup(what, name):
    """``ruleset().wonder/kind/token(name)``, remembered: a table names the same things often."""
    return getattr(ruleset(), what)(name)


def _find(what, name):
    if not isinstance(name, str) or len(name) > 100:
        raise KeyError(name)
    return _lookup(what, name)


def _wonder(field, value, rules):
    try:
        return _find("wonder", value)
    except KeyError:
        hint = rules.guess("wonder", value)
        raise InvalidTable(field, short_value(value), say(
            "arch.table.unknown_wonder", wonders=", ".join(w.label for w in rules.wonders), guess=hint)) from None


def _stages(field, value, wonder):
    if not isinstance(value, list):
        raise InvalidTable(field, short_value(value), say("arch.table.stages"))
    for j, stage_id in enumerate(value):
        if not isinstance(stage_id, int) or isinstance(stage_id, bool) or not 1 <= stage_id <= 5:
            raise InvalidTable(f"{field}[{j}]", short_value(stage_id), say("arch.table.stage_id"))
    if len(set(value)) != len(value):
        raise InvalidTable(field, value, say("arch.table.stage_twice"))
    wrong = wonder.check_built(value)
    if wrong:
        stage_id, missing = wrong
        key = "arch.table.supports.one" if len(missing) == 1 else "arch.table.supports.other"
        raise InvalidTable(field, value, elided(key, wonder=wonder.label, stage=stage_id,
                                             missing=", ".join(map(str, missing))))
    return sum(1 << (k - 1) for k in value)


def _cards(field, value, rules):
    if not isinstance(value, dict):
        raise InvalidTable(field, short_value(value), say("arch.table.cards"))
    counts = [0] * len(KINDS)
    for key, count in value.items():
        try:
            kind = _find("kind", key)
        except KeyError:
            raise InvalidTable(f"{field}.{short_value(key)}", None, say(
                "arch.table.unknown_kind", kinds=", ".join(KINDS), guess=_guess(key, list(KINDS)))) from None
        counts[kind.index] += _whole(f"{field}.{key}", count)
    return counts


def _tokens(field, value, rules):
    if not isinstance(value, list):
        raise InvalidTable(field, short_value(value), say("arch.table.tokens"))
    out = []
    for j, name in enumerate(value):
        try:
            token = _find("token", name)
        except KeyError:
            token = None
        if token is None:
            raise InvalidTable(f"{field}[{j}]", short_value(name), say(
                "arch.table.unknown_token", guess=rules.guess("token", name)))
        out.append(token.id)
    return out


def _check_table(seats, rules):
    """What the whole table cannot hold: two Cats, more Progress tokens or cards than the box has.

    Every count is bounded by what the box holds: the 28 Military Victory tokens (« vingt-huit
    jetons Victoire Militaire », seed 002; 30 seeded games at 2, 3 and 7 players handed out 24 at
    most), the Cat, taken with a blue card that shows it (« Quand une carte bleue porte le Chat,
    prends ce pion »: blue cards stay in front of their player, so the Cat's holder shows one), the
    Progress tokens, each taken by discarding two or three green cards (« tu dois défausser les
    cartes vertes correspondantes et prendre un Progrès ») or by Babylon's stage: no more, beyond
    Babylon's, than half the green cards of the decks in play that are not in front of a player.
    """
    cats = [s["name"] for s in seats if s["cat"]]
    if len(cats) > 1:
        raise InvalidTable("players", None, say("arch.table.cats", names=say("table.and").join(cats)))
    cat_cards = sum(s["cards"][BLUECAT] for s in seats)
    for i, s in enumerate(seats):
        if s["cat"] and not s["cards"][BLUECAT]:
            key = "arch.table.cat_card" if not cat_cards else "arch.table.cat_own"
            raise InvalidTable(f"players[{i}].cat", True, say(key, name=s["name"]))
    victories = sum(s["victories"] for s in seats)
    if victories > rules.victory_tokens:
        i = max(range(len(seats)), key=lambda i: seats[i]["victories"])
        raise InvalidTable(f"players[{i}].victory_tokens", seats[i]["victories"],
                           say("arch.table.victories", held=victories, box=rules.victory_tokens))
    if cat_cards and not cats:
        raise InvalidTable("players", None, counted("arch.table.cat_nobody", cat_cards))
    finished = [s["name"] for s in seats if s["built"] == FULL]
    if len(finished) > 1:
        raise InvalidTable("players", None, say("arch.table.finished", names=say("table.and").join(finished)))
    tokens_left = sum(t.copies for t in rules.tokens) - sum(len(s["tokens"]) for s in seats)
    for i, s in enumerate(seats):
        greens = [s["cards"][g] for g in GREENS]
        if tokens_left > 0 and (max(greens) >= 2 or min(greens) >= 1):
            raise InvalidTable(f"players[{i}].cards", None, say("arch.table.science", name=s["name"]))
    for token in rules.tokens:
        holders = [s["name"] for s in seats for t in s["tokens"] if t == token.id]
        if len(holders) > token.copies:
            raise InvalidTable("players", None, say("arch.table.token_copies", held=len(holders), token=token.label,
                                                    names=", ".join(holders), copies=token.copies))
    greens_left = sum(rules.central_deck[k] + sum(s["wonder"].deck[k] for s in seats) - sum(s["cards"][k] for s in seats)
                      for k in GREENS)
    babylon = sum(1 for s in seats for stage in s["wonder"].stages if s["built"] & stage.bit and stage.power == "progress")
    owned = sum(len(s["tokens"]) for s in seats)
    if owned - babylon > max(greens_left, 0) // 2:
        raise InvalidTable("players", None, say("arch.table.tokens_greens", owned=owned, babylon=babylon,
                                                greens=max(greens_left, 0)))
    for k, kind in enumerate(KINDS):
        in_play = rules.central_deck[k] + sum(s["wonder"].deck[k] for s in seats)
        held = sum(s["cards"][k] for s in seats)
        if held > in_play:
            raise InvalidTable("players", None, say("arch.table.kind_count", held=held, kind=kind,
                                                    count=len(seats), in_play=in_play))
