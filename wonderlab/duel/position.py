"""7 Wonders Duel positions: the structure as it lies and both cities, typed from a real table.

The text form: one line for the game, one per row of the structure from the top (a card's name
when it lies face up, ``?`` face down, ``-`` taken), one per player, then the progress tokens
still on the board and the discard pile::

    duel; age 1; to play Hugo; seat Hugo; conflict 1
    row 1: -, -
    row 2: Stone Pit, ?, Baths ...
    Hugo: coins 5; cards Lumber Yard, Stable; wonders left The Pyramids, The Colossus, Piraeus, The Sphinx; looting 2 5
    Lea: coins 7; cards Clay Pool; wonders left ...
    progress: Agriculture, Law, Masonry, Strategy, Urbanism
    discard: -

``wonders`` are the wonders built (as in the table files), ``wonders left`` the ones still to
build; ``looting`` the looting tokens still on that player's side of the track (the coins each
takes). ``Game.from_position`` deals the face-down cards, the cards set aside and the progress
tokens in the box as ``Game.redeal`` does.

>>> from .game import Game, random_game
>>> game = random_game(4, until=14)
>>> position = game.position(0)
>>> Game.from_position(position.text, seed=2).view(0) == game.view(0)
True
"""

import random

from ..core.i18n import register, say
from ..core.names import short_value, table_name
from ..core.position import (
    InvalidPosition,
    Position,
    check_fields,
    names_list,
    read_head,
    source_data,
    started_from,
    table_field,
    typed,
    whole_number,
    word_and_rest,
)
from . import agora_position, pantheon_position
from .cards import board, card_set, token_set, wonder_set

FIELDS = ("game", "age", "to_play", "seat", "conflict", "structure", "progress", "discard", "players", "pantheon", "agora")
PLAYER_FIELDS = ("name", "coins", "cards", "wonders", "wonders_left", "progress", "looting", "tucked")
ROMAN = {1: "I", 2: "II", 3: "III"}

# What a refused position says after the field it names, in both languages (seed 004's words).
register({
    "duel.position.phase": {"en": "a position is written while a player chooses a card, not in the {phase} step",
                            "fr": "une position s'écrit pendant qu'un joueur choisit une carte, pas pendant l'étape {phase}"},
    "duel.position.item": {"en": "expected coins, cards, wonders, wonders left, progress, tucked or looting",
                           "fr": "coins, cards, wonders, wonders left, progress, tucked ou looting est attendu"},
    "duel.position.unknown.card": {"en": "unknown card{guess}", "fr": "carte inconnue{guess}"},
    "duel.position.unknown.wonder": {"en": "unknown wonder{guess}", "fr": "Merveille inconnue{guess}"},
    "duel.position.unknown.progress": {"en": "unknown progress token{guess}", "fr": "jeton Progrès inconnu{guess}"},
    "duel.position.list.card": {"en": "expected a list of card names", "fr": "une liste de noms de cartes est attendue"},
    "duel.position.list.wonder": {"en": "expected a list of wonder names",
                                  "fr": "une liste de noms de Merveilles est attendue"},
    "duel.position.list.progress": {"en": "expected a list of progress token names",
                                    "fr": "une liste de noms de jetons Progrès est attendue"},
    "duel.position.age": {"en": "expected 1, 2 or 3", "fr": "1, 2 ou 3 est attendu"},
    "duel.position.players": {"en": "expected a list of the two players", "fr": "une liste des deux joueurs est attendue"},
    "duel.position.card_twice": {"en": "{card} is also at {other}: the box has one copy of each card",
                                 "fr": "{card:le} apparaît aussi à {other} : la boîte n'a qu'un exemplaire de chaque carte"},
    "duel.position.card_later": {"en": "{card} is a card of Age {card_age}, not yet dealt in Age {age}",
                                 "fr": "{card:le} est une carte de l'Âge {card_age}, pas encore distribuée à l'Âge {age}"},
    "duel.position.rows": {"en": "the Age {age} structure has rows of {lengths} cards, from the top",
                           "fr": "la structure de l'Âge {age} a des rangées de {lengths} cartes, du haut vers le bas"},
    "duel.position.card_age": {"en": "{card} is a card of Age {card_age}, and the structure is Age {age}'s",
                               "fr": "{card:le} est une carte de l'Âge {card_age}, et la structure est celle de l'Âge {age}"},
    "duel.position.covered": {"en": "this card could not be taken while {other} covers it",
                              "fr": "cette carte ne pouvait pas être prise tant que {other} la recouvre"},
    "duel.position.face_up": {"en": "this place of the structure is dealt face up",
                              "fr": "cette place de la structure est distribuée face visible"},
    "duel.position.uncovered": {"en": "nothing covers this card any more, so it lies face up: name it",
                                "fr": "plus rien ne recouvre cette carte, elle est donc face visible : nommez-la"},
    "duel.position.face_down": {"en": "this card is dealt face down and is still covered",
                                "fr": "cette carte est distribuée face cachée et elle est encore recouverte"},
    "duel.position.over": {"en": "every card is taken: the Age is over", "fr": "toutes les cartes sont prises : l'Âge est fini"},
    "duel.position.coins": {"en": "expected a whole number, 0 or more", "fr": "un nombre entier, 0 ou plus, est attendu"},
    "duel.position.wonder_twice": {"en": "{wonder} is also at {other}: the box has one",
                                   "fr": "{wonder} apparaît aussi à {other} : la boîte n'en a qu'une"},
    "duel.position.draft": {"en": "each player drafts 4 wonders (seed 004)",
                            "fr": "chaque joueur choisit 4 Merveilles aux tours de sélection (texte 004)"},
    "duel.position.token_twice": {"en": "{token} is also at {other}", "fr": "{token} apparaît aussi à {other}"},
    "duel.position.tucked": {"en": "{count} cards under {built} wonders built",
                             "fr": "{count} cartes sous {built} Merveilles construites"},
    "duel.position.eighth": {"en": "{count} wonders built: the 8th leaves the game when the 7th is built (seed 004)",
                             "fr": "{count} Merveilles construites : la 8e quitte la partie quand la 7e est construite "
                                   "(texte 004)"},
    "duel.position.drafted": {"en": "{count} wonders built and left: the draft gives each player 4, and the 8th "
                                    "leaves the game once 7 are built",
                              "fr": "{count} Merveilles construites et restantes : les tours de sélection en donnent 4 "
                                    "à chaque joueur, et la 8e quitte la partie une fois 7 construites"},
    "duel.position.progress": {"en": "{board} tokens on the board and {taken} owned: five are laid on the board, and "
                                     "only the Great Library takes one from the box",
                               "fr": "{board} jetons sur le plateau et {taken} possédés : cinq sont posés sur le "
                                     "plateau, et seule la Grande Bibliothèque en prend un dans la boîte"},
    "duel.position.taken": {"en": "{gone} cards have been taken from the structures, but the cities, the discard pile "
                                  "and the wonders hold {held}",
                            "fr": "{gone} cartes ont été prises dans les structures, mais les cités, la défausse et "
                                  "les Merveilles en contiennent {held}"},
    "duel.position.in_view": {"en": "{count} cards of Age {age} in the cities, the discard and under the wonders, "
                                    "but {most} were taken from its structure",
                              "fr": "{count} cartes de l'Âge {age} dans les cités, la défausse et sous les Merveilles, "
                                    "mais {most} ont été prises dans sa structure"},
    "duel.position.guilds": {"en": "more than 3 guilds in view: 3 are dealt into Age III (seed 004)",
                             "fr": "plus de 3 Guildes en vue : 3 sont distribuées à l'Âge III (texte 004)"},
    "duel.position.conflict": {"en": "expected -{most} to {most} (at {capital} the game ends by military supremacy)",
                               "fr": "de -{most} à {most} est attendu (à {capital}, la partie s'arrête par "
                                     "suprématie militaire)"},
    "duel.position.shields": {"en": "the shields built move the pawn to {pawn} (positive: towards the second "
                                    "player's capital)",
                              "fr": "les Boucliers construits amènent le pion Conflit à {pawn} (positif : vers la "
                                    "capitale du second joueur)"},
    "duel.position.looting": {"en": "expected the looting tokens still on this player's side: 2, 5, both or none",
                              "fr": "les jetons Militaire encore du côté de ce joueur sont attendus : 2, 5, les deux "
                                    "ou aucun"},
    "duel.position.looted": {"en": "the pawn reached this token's zone ({start} to {end}) and took it",
                             "fr": "le pion Conflit a atteint la zone de ce jeton ({start} à {end}) et l'a pris"},
    "duel.position.seat": {"en": "expected the name of one of the players", "fr": "le nom de l'un des joueurs est attendu"},
    "duel.position.pairs": {
        "en": "{name} holds {pairs} pairs of identical scientific symbols but took {taken} progress tokens from the "
              "board, which still has some: each pair takes one at once",
        "fr": "{name} a {pairs} paires de symboles scientifiques identiques mais n'a pris que {taken} jetons Progrès "
              "sur le plateau, où il en reste : chaque paire en prend un aussitôt"},
    "duel.position.science": {"en": "six different scientific symbols: the game ended by scientific supremacy",
                              "fr": "six symboles scientifiques différents : la partie s'est arrêtée par suprématie "
                                    "scientifique"},
    "duel.position.seed": {"en": "seed: {seed}: expected a whole number", "fr": "seed : {seed} : un nombre entier est attendu"},
})


def _sets(pantheon, agora=False):
    """The cards, wonders and progress tokens a position names: the base game's, or a Pantheon
    game's (its Grand Temples, wonders and tokens too, no Guild), an Agora game's (its Senators,
    wonders and tokens too)."""
    if agora:
        return agora_position.items(pantheon)
    return pantheon_position.items() if pantheon else (card_set(), wonder_set(), token_set())


def _structure(age, agora):
    """The structure of ``age``: the base game's, or Agora's (25, 25 and 23 places)."""
    return agora_position.structure(age) if agora else board().structures[age]


# -- writing ----------------------------------------------------------------------------------
def position(game, seat):
    """What ``seat`` knows now, while a player chooses a card of the structure."""
    from .game import PLAY

    seat = game._seat(seat)
    if game.phase != PLAY:
        raise ValueError(say("duel.position.phase", phase=game.phase))
    pantheon, agora = hasattr(game, "spaces"), hasattr(game, "senate")
    cards, wonders, tokens = _sets(pantheon, agora)
    structure, rows = [], _structure(game.age, agora).rows
    for q in range(len(game.slots)):
        if rows[q] > len(structure):
            structure.append([])
        index = game.slots[q]
        structure[-1].append("-" if index is None else cards[index].name if game.revealed[q] else "?")
    players = []
    for name, p in zip(game.names, game.p, strict=True):
        players.append({"name": name, "coins": p.coins, "cards": [cards[c].name for c in p.cards],
                        "wonders": [wonders[w].name for w in p.built],
                        "wonders_left": [wonders[w].name for w in p.wonders],
                        "progress": [tokens[t].name for t in p.tokens],
                        "looting": [coins for victim, _a, _b, coins in game.loot if game.p[victim] is p],
                        "tucked": [cards[c].name for c in p.tucked]})
    data = {"game": "duel", "age": game.age, "to_play": game.names[game.current], "seat": game.names[seat],
            "conflict": game.pawn, "structure": structure,
            "progress": [tokens[t].name for t in game.board_tokens],
            "discard": [cards[c].name for c in game.discard], "players": players}
    if pantheon:
        data["pantheon"], more = pantheon_position.write(game, seat, (cards, wonders, tokens))
        for player, extra in zip(players, more, strict=True):
            player.update({key: value for key, value in extra.items() if value})
    if agora:
        data["agora"], more = agora_position.write(game, seat, cards, wonders, tokens)
        for player, extra in zip(players, more, strict=True):
            player.update({key: value for key, value in extra.items() if value})
    return Position(data, to_text(data))


def to_text(data):
    lines = [f"duel; age {data['age']}; to play {data['to_play']}; seat {data['seat']}; conflict {data['conflict']}"]
    lines += [f"row {r}: " + ", ".join(row) for r, row in enumerate(data["structure"], 1)]
    for p in data["players"]:
        items = [f"coins {p['coins']}"]
        for key, word in (("cards", "cards"), ("wonders", "wonders"), ("wonders_left", "wonders left"),
                          ("progress", "progress"), ("tucked", "tucked")):
            if p.get(key):
                items.append(f"{word} " + ", ".join(p[key]))
        items += pantheon_position.player_items(p) + agora_position.player_items(p)
        items.append("looting " + (" ".join(str(c) for c in p.get("looting", [])) or "-"))
        lines.append(f"{p['name']}: " + "; ".join(items))
    lines.append("progress: " + (", ".join(data["progress"]) or "-"))
    lines.append("discard: " + (", ".join(data["discard"]) or "-"))
    if "pantheon" in data:
        lines += pantheon_position.lines(data["pantheon"])
    if "agora" in data:
        lines += agora_position.lines(data["agora"])
    return "\n".join(lines) + "\n"


# -- reading the text form --------------------------------------------------------------------
def parse_text(text):
    data, lines = read_head(text, "duel", ("age", "conflict"), ("to_play", "seat"))
    data.update(structure=[], players=[])
    for line in lines:
        key = line.label.casefold()
        if key.startswith("row "):
            data["structure"].append([entry.strip() for entry in ";".join(line.items).split(",")])
        elif key in ("progress", "discard"):
            data[key] = names_list(";".join(line.items))
        elif pantheon_position.read_line(data, key, line) or agora_position.read_line(data, key, line):
            continue
        else:
            player = {"name": line.label}
            where = line.label
            for item in line.items:
                word, rest = word_and_rest(item)
                if word == "coins":
                    player["coins"] = whole_number(f"{where}.coins", rest)
                elif word == "looting":
                    player["looting"] = [whole_number(f"{where}.looting", t) for t in rest.split() if t != "-"]
                elif word == "wonders" and rest.casefold().startswith("left"):
                    player["wonders_left"] = names_list(rest[4:])
                elif word in ("cards", "wonders", "progress", "tucked"):
                    player[word] = names_list(rest)
                elif pantheon_position.read_item(player, where, item) or agora_position.read_item(player, item):
                    continue
                else:
                    raise InvalidPosition(line.where, short_value(item),
                                          say("duel.position.item"))
            data["players"].append(player)
    return data


_KIND = {"card": "card", "wonder": "wonder", "progress token": "progress"}


# -- checking ---------------------------------------------------------------------------------
class _Checked:
    """The facts of a checked position."""


def _named(field, value, items, what):
    item = items.find(value) if isinstance(value, str) else None
    if item is None:
        raise InvalidPosition(field, short_value(value), say(f"duel.position.unknown.{_KIND[what]}",
                                                         guess=items.guess(value)))
    return item


def _names(field, value, items, what):
    if not isinstance(value, list):
        raise InvalidPosition(field, short_value(value), say(f"duel.position.list.{_KIND[what]}"))
    return [_named(f"{field}[{j}]", v, items, what) for j, v in enumerate(value)]


@typed(parse_text)
def check(source):
    data = source_data(source, "duel", parse_text)
    check_fields(data, FIELDS)
    pantheon, agora = "pantheon" in data, "agora" in data
    (cards, wonders, tokens), table = _sets(pantheon, agora), board()
    f = _Checked()
    f.pantheon, f.agora = pantheon, agora
    age = data.get("age")
    if type(age) is not int or age not in (1, 2, 3):
        raise InvalidPosition("age", short_value(age), say("duel.position.age"))
    f.age = age
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise InvalidPosition("players", None, say("duel.position.players"))
    spaced, placed = {}, {}          # placed: card -> the field that shows it (each card is unique)

    def place(card, field):
        if card in placed:
            raise InvalidPosition(field, card.name, say("duel.position.card_twice", card=card.label, other=placed[card]))
        if card.age > age:
            raise InvalidPosition(field, card.name, say("duel.position.card_later", card=card.label,
                                                        card_age=ROMAN[card.age], age=ROMAN[age]))
        placed[card] = field

    # the structure, row by row
    structure = _structure(age, agora)
    rows = data.get("structure")
    lengths = [structure.rows.count(r) for r in range(1, max(structure.rows) + 1)]
    if not isinstance(rows, list) or [len(r) if isinstance(r, list) else None for r in rows] != lengths:
        raise InvalidPosition("structure", None, say("duel.position.rows", age=ROMAN[age],
                                                     lengths=", ".join(map(str, lengths))))
    entries = [entry for row in rows for entry in row]
    where = [f"structure[{r}][{c}]" for r, row in enumerate(rows) for c in range(len(row))]
    f.slots = []
    for q, entry in enumerate(entries):
        if entry == "-":
            f.slots.append("-")
        elif entry == "?":
            f.slots.append("?")
        else:
            card = _named(where[q], entry, cards, "card")
            if card.age != age and not (agora and card.age == 0):      # (a Senator: in any Age)
                raise InvalidPosition(where[q], entry, say("duel.position.card_age", card=card.label,
                                                           card_age=ROMAN[card.age], age=ROMAN[age]))
            place(card, where[q])
            f.slots.append(card)
    for q, slot in enumerate(f.slots):
        covering = [p for p in structure.covered_by[q] if f.slots[p] != "-"]
        # (Pantheon's Zeus discards a covered card; Agora's Property Fraud builds one of the first row)
        if slot == "-" and covering and not pantheon and not (agora and structure.rows[q] == 1):
            raise InvalidPosition(where[q], "-", say("duel.position.covered", other=where[covering[0]]))
        if slot == "?" and structure.face_up[q]:
            raise InvalidPosition(where[q], "?", say("duel.position.face_up"))
        if slot == "?" and not covering:
            raise InvalidPosition(where[q], "?", say("duel.position.uncovered"))
        if slot not in ("-", "?") and not structure.face_up[q] and covering:
            raise InvalidPosition(where[q], slot.name, say("duel.position.face_down"))
    if all(s == "-" for s in f.slots):
        raise InvalidPosition("structure", None, say("duel.position.over"))
    # the players
    f.names, f.players = [], []
    built_total, owned = 0, {}
    for i, player in enumerate(players):
        at = f"players[{i}]"
        check_fields(player, PLAYER_FIELDS + (pantheon_position.PLAYER_KEYS if pantheon else ())
                     + (agora_position.PLAYER_KEYS if agora else ()), at)
        name = table_field(table_name, f"{at}.name", player.get("name"), spaced)
        coins = player.get("coins")
        if type(coins) is not int or not 0 <= coins <= 10**6:
            raise InvalidPosition(f"{at}.coins", short_value(coins), say("duel.position.coins"))
        built_cards = _names(f"{at}.cards", player.get("cards", []), cards, "card")
        for j, card in enumerate(built_cards):
            place(card, f"{at}.cards[{j}]")
        built = _names(f"{at}.wonders", player.get("wonders", []), wonders, "wonder")
        left = _names(f"{at}.wonders_left", player.get("wonders_left", []), wonders, "wonder")
        for j, w in enumerate(built + left):
            field = f"{at}.wonders[{j}]" if j < len(built) else f"{at}.wonders_left[{j - len(built)}]"
            if w in owned:
                raise InvalidPosition(field, w.name, say("duel.position.wonder_twice", wonder=w.label, other=owned[w]))
            owned[w] = field
        if len(built) + len(left) > 4 and not (pantheon or agora):     # (Ra, a Conspiracy take a wonder)
            raise InvalidPosition(f"{at}.wonders_left", None, say("duel.position.draft"))
        held = _names(f"{at}.progress", player.get("progress", []), tokens, "progress token")
        for j, t in enumerate(held):
            if t in owned:
                raise InvalidPosition(f"{at}.progress[{j}]", t.name, say("duel.position.token_twice", token=t.label, other=owned[t]))
            owned[t] = f"{at}.progress[{j}]"
        tucked = _names(f"{at}.tucked", player.get("tucked", []), cards, "card")
        if len(tucked) > len(built):
            raise InvalidPosition(f"{at}.tucked", None, say("duel.position.tucked", count=len(tucked), built=len(built)))
        for j, card in enumerate(tucked):
            place(card, f"{at}.tucked[{j}]")
        looting = player.get("looting")
        f.names.append(name)
        f.players.append({"coins": coins, "cards": built_cards, "built": built, "left": left, "tokens": held,
                          "tucked": tucked, "looting": looting})
        built_total += len(built)
    if agora:       # the Senate, the Senators, the Conspiracies (a wonder sabotaged was built)
        agora_position.check(data, f, place, cards, wonders, tokens, owned)
        built_total += len(f.sabotaged)
    if built_total > 7:
        raise InvalidPosition("players", None, say("duel.position.eighth", count=built_total))
    drafted = sum(len(p["built"]) + len(p["left"]) for p in f.players) + (len(f.sabotaged) if agora else 0)
    # (the 8th left once 7 were built; Pantheon's Anubis may then take one back to be built again)
    if drafted != (7 if built_total == 7 else 8) and not (pantheon and drafted == 7):
        raise InvalidPosition("players", None, say("duel.position.drafted", count=drafted))
    # the progress tokens, the discard pile
    on_board = _names("progress", data.get("progress", []), tokens, "progress token")
    for j, t in enumerate(on_board):
        if t in owned:
            raise InvalidPosition(f"progress[{j}]", t.name, say("duel.position.token_twice", token=t.label, other=owned[t]))
        owned[t] = f"progress[{j}]"
    taken = sum(len(p["tokens"]) for p in f.players)
    library = sum(1 for p in f.players for w in p["built"] if w.effect.token_from_box)
    if agora:           # (a triggered Espionage takes one from the box; a wonder Sabotage returned to the box)
        library += f.token_from_box + sum(1 for w, _ in f.sabotaged if w.effect.token_from_box)
    if pantheon:        # Enki, activated, gives one of the two tokens drawn onto him; Anubis has a wonder
        gods = [d.strip().casefold() for p in players for d in p.get("divinities", []) if isinstance(d, str)]
        library += gods.count("enki") + gods.count("anubis")    # built again: the Great Library gives twice
    out = len(f.locked) if agora else 0     # (a Conspiracy locks tokens away, from the board or elsewhere)
    if len(on_board) + taken + out < 5 or taken - (5 - len(on_board) - out) > library:
        raise InvalidPosition("progress", None, say("duel.position.progress", board=len(on_board), taken=taken))
    if on_board and not agora:      # tokens left on the board now (Agora's Conspiracies move cards): there were when each pair was gathered
        for i, p in enumerate(f.players):
            symbols = [c.effect.science for c in p["cards"]] + [t.effect.science for t in p["tokens"]]
            pairs = sum(1 for symbol in set(symbols) if symbol is not None and symbols.count(symbol) >= 2)
            from_board = len(p["tokens"]) - sum(1 for w in p["built"] if w.effect.token_from_box)
            if from_board < pairs:
                raise InvalidPosition(f"players[{i}].progress", None,
                                      say("duel.position.pairs", name=f.names[i], pairs=pairs, taken=max(from_board, 0)))
    f.board_tokens = on_board
    f.discard = _names("discard", data.get("discard", []), cards, "card")
    for j, card in enumerate(f.discard):
        place(card, f"discard[{j}]")
    # every card taken so far lies in a city, the discard pile or under a wonder
    sizes = {a: len(_structure(a, agora).rows) for a in (1, 2, 3)}
    gone = sum(sizes[a] for a in range(1, age)) + f.slots.count("-")
    shown = len(placed) - sum(1 for s in f.slots if s not in ("-", "?"))
    unknown = built_total - sum(len(p["tucked"]) for p in f.players) - (len(f.sabotaged) if agora else 0)
    if agora:           # (a triggered Treason built a card set aside)
        gone += f.from_box
    if gone != shown + unknown:
        raise InvalidPosition("discard", None, say("duel.position.taken", gone=gone, held=shown + unknown))
    for a in range(1, age + 1):
        in_view = sum(1 for c, field in placed.items() if c.age == a and not field.startswith("structure"))
        most = (sizes[a] if a < age else f.slots.count("-")) + (f.from_box if agora else 0)
        if in_view > most:
            raise InvalidPosition("players", None, say("duel.position.in_view", count=in_view, age=ROMAN[a], most=most))
    if sum(1 for c in placed if c.is_guild) > 3:
        raise InvalidPosition("players", None, say("duel.position.guilds"))
    f.placed = placed
    # the Conflict pawn and the looting tokens
    pawn = data.get("conflict", 0)
    if type(pawn) is not int or not -table.capital < pawn < table.capital:
        raise InvalidPosition("conflict", short_value(pawn), say("duel.position.conflict", most=table.capital - 1,
                                                                 capital=table.capital))
    # (Strategy adds shields, Pantheon's Divinities move the pawn and Minerva stops it: no count then)
    # (with Agora, the Decree of the shield moves it)
    if not pantheon and not agora and not any("strategy" == t.id for p in f.players for t in p["tokens"]):
        shields = [sum(c.effect.shields for c in p["cards"]) + sum(w.effect.shields for w in p["built"])
                   for p in f.players]
        if pawn != shields[0] - shields[1]:
            raise InvalidPosition("conflict", pawn, say("duel.position.shields", pawn=shields[0] - shields[1]))
    f.pawn, f.loot = pawn, []
    for i, p in enumerate(f.players):
        victim_side = pawn > 0 if i == 1 else pawn < 0
        reached = abs(pawn) if victim_side else 0
        default = [coins for start, _end, coins in table.looting if reached < start]
        looting = default if p["looting"] is None else p["looting"]
        field = f"players[{i}].looting"
        tokens = [z[2] for z in table.looting]
        if not isinstance(looting, list) or any(type(c) is not int or c not in tokens for c in looting) \
                or len(set(looting)) != len(looting):
            raise InvalidPosition(field, short_value(looting), say("duel.position.looting"))
        for start, end, coins in table.looting:
            if coins in looting and reached >= start:
                raise InvalidPosition(field, coins, say("duel.position.looted", start=start, end=end))
            if coins in looting:
                f.loot.append((i, start, end, coins))
    f.loot.sort(key=lambda t: (-t[0], t[1]))
    # who plays, whose view
    for key in ("to_play", "seat"):
        value = data.get(key)
        if value not in f.names:
            raise InvalidPosition(key, short_value(value), say("duel.position.seat"))
    f.current, f.seat = f.names.index(data["to_play"]), f.names.index(data["seat"])
    for i, p in enumerate(f.players):
        symbols = {c.effect.science for c in p["cards"] if c.effect.science is not None}
        symbols |= {t.effect.science for t in p["tokens"] if t.effect.science is not None}
        if len(symbols) >= 6:
            raise InvalidPosition(f"players[{i}].cards", None, say("duel.position.science"))
    if pantheon:
        pantheon_position.check(data, f)
    if agora:
        f.senators_dealt = agora_position.split_senators(f, placed, unknown)
    return f


# -- dealing the rest -------------------------------------------------------------------------
def from_position(game_class, source, seed=0):
    """A game at ``source``, its hidden cards and tokens dealt at random from ``seed``."""
    from .game import PLAY, Player

    f = check(source)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(say("duel.position.seed", seed=repr(seed)))
    cards, wonders, tokens = _sets(f.pantheon, f.agora)
    rng = random.Random(f"position {seed}")
    game = game_class(seed=seed, names=f.names, **({"pantheon": True} if f.pantheon else {}),
                      **({"agora": True} if f.agora else {}))
    senators = f.senators_dealt if f.agora else {a: ([], []) for a in (1, 2, 3)}
    age = f.age
    # the cards: per Age, the ones in view keep their place, the rest are drawn from the box
    for a in (1, 2, 3):
        deck = [c.index for c in cards.age(a)] + ([c.index for c in cards.guilds()] if a == 3 else [])
        unseen = [c for c in deck if cards[c] not in f.placed]
        rng.shuffle(unseen)
        if a == 3:      # three guilds in Age III: the unseen ones and the plain cards apart
            unseen.sort(key=lambda c: not cards[c].is_guild)
            guilds_seen = sum(1 for c in f.placed if c.is_guild)
            lead = [c for c in unseen if cards[c].is_guild][:3 - guilds_seen]
            unseen = lead + [c for c in unseen if not cards[c].is_guild] + \
                [c for c in unseen if cards[c].is_guild][3 - guilds_seen:]
        taken_senators, hidden_senators = senators[a]       # (Agora's, dealt among the Age's cards)
        if a > age:
            layout = unseen[:20] + hidden_senators
            rng.shuffle(layout)
            game.layouts[a], game.removed[a] = layout, unseen[20:]
            continue
        known = [c.index for c, field in f.placed.items() if c.age == a and not field.startswith("structure")]
        if a < age:     # (with Agora's Treason, a known card may have been set aside: 20 at most)
            known = known[:20]
            layout = known + unseen[:20 - len(known)] + taken_senators
            game.layouts[a], game.removed[a] = layout, unseen[20 - len(known):]
            continue
        layout, taken = [], iter(known + taken_senators)
        hidden = [q for q, slot in enumerate(f.slots) if slot == "?"]
        senator_at = dict(zip(rng.sample(hidden, len(hidden_senators)), hidden_senators, strict=True))
        for q, slot in enumerate(f.slots):
            if slot == "-":
                layout.append(next(taken, None))
            elif slot == "?":
                layout.append(senator_at.get(q))
            else:
                layout.append(slot.index)
        # unknown taken cards (under a wonder, unnamed) and face-down ones, from the unseen
        fill = iter(unseen)
        layout = [c if c is not None else next(fill) for c in layout]
        game.layouts[a], game.removed[a] = layout, list(fill)
    # the unknown cards under the wonders: the rest of the Ages' taken places
    under = [c for a in range(1, age + 1) for q, c in enumerate(game.layouts[a])
             if (a < age or f.slots[q] == "-") and cards[c] not in f.placed]
    for p in f.players:
        q = Player(p["coins"])
        for card in p["cards"]:
            _add_card(q, card)
        q.built = [w.index for w in p["built"]]
        q.wonders = [w.index for w in p["left"]]
        for w in p["built"]:
            if w.effect.produces_choice:
                q.choices = tuple(sorted(q.choices + (w.effect.produces_choice,)))
        q.tucked = [c.index for c in p["tucked"]] + [under.pop() for _ in range(len(p["built"]) - len(p["tucked"]))]
        for t in p["tokens"]:
            q.tokens.append(t.index)
            q.has.add(t.id)
            if t.effect.science is not None:
                q.science[t.effect.science] += 1
        p["player"] = q
    game.p = [p["player"] for p in f.players]
    drafted = {w.index for p in f.players for w in p["built"] + p["left"]}
    others = [w.index for w in wonders if w.index not in drafted]
    game.draft = [w for q in game.p for w in q.built + q.wonders] + others
    game.picks, game.offered = 8, []
    game.wonders_built = sum(len(q.built) for q in game.p) + (len(f.sabotaged) if f.agora else 0)
    game.left_wonder = others[0] if len(drafted) + (len(f.sabotaged) if f.agora else 0) == 7 else None
    game.board_tokens = sorted(t.index for t in f.board_tokens)
    box = [t.index for t in tokens if t not in f.board_tokens and all(t not in p["tokens"] for p in f.players)
           and not (f.agora and t in f.locked)]
    rng.shuffle(box)
    game.box_tokens = box
    game.pawn, game.loot = f.pawn, f.loot
    game.discard = [c.index for c in f.discard]
    structure = _structure(age, f.agora)
    game.age = age
    game.slots = [None if s == "-" else c for s, c in zip(f.slots, game.layouts[age], strict=True)]
    places = range(len(f.slots))
    game.cover = [sum(1 for p in structure.covered_by[q] if f.slots[p] != "-") for q in places]
    game.revealed = [structure.face_up[q] or (f.slots[q] != "-" and not game.cover[q]) for q in places]
    game._covers = structure.covers
    game.free = [q for q in places if game.slots[q] is not None and not game.cover[q]]
    game.freed, game.phase, game.current = [], PLAY, f.current
    game.last_taker = 1 - f.current
    game._legal, game._card_cache, game._prices, game._costs = None, {}, [None, None], [{}, {}]
    if f.pantheon:
        pantheon_position.apply(game, f, f.seat)
    if f.agora:
        agora_position.apply(game, f, f.seat, rng)
    game = game.redeal(f.seat, rng)
    return started_from(game, source, "duel", parse_text, f.seat)


def _add_card(p, card):
    """The lasting part of a card in a city (what ``Game._build`` keeps), without its one-off coins."""
    p.cards.append(card.index)
    p.colors[card.color] = p.colors.get(card.color, 0) + 1
    effect = card.effect
    if card.color in ("brown", "gray"):
        p.produced = tuple(a + b for a, b in zip(p.produced, effect.produces, strict=True))
    elif effect.produces_choice:
        p.choices = tuple(sorted(p.choices + (effect.produces_choice,)))
    if effect.fixed_price:
        p.fixed |= effect.fixed_price
    if card.chain_gives is not None:
        p.chains.add(card.chain_gives)
    if effect.science is not None:
        p.science[effect.science] += 1
