"""7 Wonders positions: what one seat knows at the start of a turn, typed from a real table.

The text form, one line for the game and one per city in seating order (the next line is the
left neighbour), then the seat's hand::

    classic; age 2; turn 3; passing right; seat Ana; discard 4
    Ana: Gizah A; stages 1; coins 5; military 1; cards Lumber Yard, Baths, Altar, Sawmill
    Bo: Rhodos B; coins 3; cards Stone Pit, Marketplace, Loom, Glassworks
    Cy: Babylon A; coins 6; military -1; cards Apothecary, Scriptorium
    hand: Library, Aqueduct, Stables, Laboratory, Caravansery, Forum

``Game.from_position(text, seed=...)`` deals everything the seat does not see (the other hands,
the discard pile, the cards under the other wonders, the Ages to come) at random from the box,
with the same rule as ``Game.redeal``; ``game.position(seat)`` writes a live game's position.
A position no game could reach is refused in one line naming the field.

>>> from .game import Game
>>> game = Game(players=3, seed=1)
>>> text = game.position(0).text
>>> text.splitlines()[0]
'classic; age 1; turn 1; passing left; seat Player 1; discard 0'
>>> Game.from_position(text, seed=5).hand(0) == game.hand(0)
True
>>> Game.from_position(text.replace("age 1", "age 4"))
Traceback (most recent call last):
...
wonderlab.core.position.InvalidPosition: age: 4: expected 1, 2 or 3
"""

import random
from collections import Counter

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
from .cards import card_set, copied, wonder_set
from .city import City
from .table import _guess, _whole

FIELDS = ("game", "age", "turn", "passing", "seat", "discard", "players", "hand", "tucked", "seen", "discarded",
          "free_city_plays")
PLAYER_FIELDS = ("name", "wonder", "side", "stages", "coins", "military", "cards", "free_build_used", "free_city")
ROMAN = {1: "I", 2: "II", 3: "III"}

# What a refused position says after the field it names, in both languages (seed 000's words).
register({
    "classic.position.seats": {"en": "seat: {seat}: the seats of this game are 0 to {last}",
                               "fr": "seat : {seat} : les places de cette partie vont de 0 à {last}"},
    "classic.position.phase": {"en": "a position is written while the players choose their cards, not during the {phase} step",
                               "fr": "une position s'écrit pendant que les joueurs choisissent leurs cartes, pas pendant "
                                     "l'étape {phase}"},
    "classic.position.chosen": {"en": "{name} has already chosen this turn: write the position before",
                                "fr": "{name} a déjà choisi à ce tour : écrivez la position avant"},
    "classic.position.wonder_first": {"en": "expected the wonder and its side first",
                                      "fr": "la Merveille et sa face sont attendues en premier"},
    "classic.position.item": {"en": "expected stages, coins, military, cards, 'free build used' or 'free city'",
                              "fr": "stages, coins, military, cards, 'free build used' ou 'free city' est attendu"},
    "classic.position.age": {"en": "expected 1, 2 or 3", "fr": "1, 2 ou 3 est attendu"},
    "classic.position.turn": {"en": "expected a turn from 1 to 6", "fr": "un tour de 1 à 6 est attendu"},
    "classic.position.passing.left": {"en": "in Age {age} the hands pass to the left (seed 000)",
                                      "fr": "à l'Âge {age}, les mains passent à gauche (texte 000)"},
    "classic.position.passing.right": {"en": "in Age {age} the hands pass to the right (seed 000)",
                                       "fr": "à l'Âge {age}, les mains passent à droite (texte 000)"},
    "classic.position.players": {"en": "expected a list of 3 to 7 cities in seating order (2 players and the "
                                       "Free City, marked 'free city', last)",
                                 "fr": "une liste de 3 à 7 cités dans l'ordre des places est attendue (2 joueurs "
                                       "et la Cité franche, marquée 'free city', en dernier)"},
    "classic.position.true": {"en": "expected true", "fr": "true est attendu"},
    "classic.position.free_city": {"en": "the Free City is the third and last city of a two-player game (seed 000: "
                                         "2 players, 3 cities)",
                                   "fr": "la Cité franche est la troisième et dernière cité d'une partie à deux "
                                         "joueurs (texte 000 : 2 joueurs, 3 cités)"},
    "classic.position.seat_free_city": {"en": "the Free City is no player: its card's holder plays for it (seed 000); "
                                              "give one of the two players",
                                        "fr": "la Cité franche n'est pas un joueur : qui tient sa carte joue pour elle "
                                              "(texte 000) ; donnez l'un des deux joueurs"},
    "classic.position.hand_size_drawn": {"en": "{count} cards: at turn {turn} a hand holds {size} with the card drawn "
                                               "for the Free City",
                                         "fr": "{count} cartes : au tour {turn}, une main en compte {size} avec la carte "
                                               "piochée pour la Cité franche"},
    "classic.position.free_city_plays": {
        "en": "only the Free City card's holder, who has chosen the Free City's card this turn, writes what it plays",
        "fr": "seul le détenteur de la carte Cité franche, qui a choisi la carte de la Cité franche à ce tour, "
              "écrit ce qu'elle joue"},
    "classic.position.free_city_action": {"en": "expected the Free City's action, as typed: 'build Baths'",
                                          "fr": "l'action de la Cité franche est attendue, telle qu'on la tape : "
                                                "« construire Bains »"},
    "classic.position.discarded": {"en": "expected the list of the cards the seat discarded this Age",
                                   "fr": "la liste des cartes que cette place a défaussées à cet Âge est attendue"},
    "classic.position.discarded_pile": {"en": "{count} cards discarded by the seat, but the discard pile holds {pile}",
                                        "fr": "{count} cartes défaussées par cette place, mais la défausse en compte "
                                              "{pile}"},
    "classic.position.own_plays": {"en": "{count} cards discarded and {mine} built or under the wonder in Age {age}: "
                                         "by turn {turn} a city has played {played}",
                                   "fr": "{count} cartes défaussées et {mine} construites ou glissées sous la "
                                         "Merveille à l'Âge {age} : au tour {turn}, une cité en a joué {played}"},
    "classic.position.seen_count": {"en": "{hands} hands: by turn {turn} the seat has passed {passed}",
                                    "fr": "{hands} mains : au tour {turn}, cette place en a passé {passed}"},
    "classic.position.seen_going": {"en": "the hand passed at turn {passed} holds {now} cards now and had {then} then",
                                    "fr": "la main passée au tour {passed} compte {now} cartes maintenant et en "
                                          "comptait {then} alors"},
    "classic.position.seen_back": {"en": "the hand passed at turn {passed} came back at turn {back}: the {high} other "
                                         "players took one card each from it meanwhile",
                                   "fr": "la main passée au tour {passed} est revenue au tour {back} : les {high} "
                                         "autres joueurs y ont pris une carte chacun entre-temps"},
    "classic.position.seen_size": {"en": "{count} cards: {said}", "fr": "{count} cartes : {said}"},
    "classic.position.side_typed": {"en": "give the wonder's side after its name: 'Gizah A' or 'Gizah B'",
                              "fr": "donnez la face de la Merveille après son nom : « Gizah A » ou « Gizah B »"},
    "classic.position.seen_dash": {
        "en": "a hand the seat does not remember, or none of whose cards is unseen, is a line left out: "
              "leave out 'seen {turn}' (a line lists the cards not seen since)",
        "fr": "une main dont la place ne se souvient pas, ou dont aucune carte n'est restée cachée, est une ligne "
              "omise : retirez « seen {turn} » (une ligne donne les cartes non revues depuis)"},
    "classic.position.seen_line": {"en": "expected 'seen N:', N the turn the seat passed that hand (1 to 5)",
                                   "fr": "'seen N:' est attendu, N le tour où cette place a passé cette main (1 à 5)"},
    "classic.position.wonder": {"en": "unknown wonder{guess}", "fr": "Merveille inconnue{guess}"},
    "classic.position.board_twice": {"en": "two cities play this board: the box has one",
                                     "fr": "deux cités jouent ce plateau : la boîte n'en a qu'un"},
    "classic.position.side": {"en": "expected 'A' or 'B'", "fr": "'A' ou 'B' est attendu"},
    "classic.position.stages": {"en": "{wonder} has only {count} stages", "fr": "{wonder} n'a que {count} étapes"},
    "classic.position.cards": {"en": "expected a list of card names", "fr": "une liste de noms de cartes est attendue"},
    "classic.position.card_twice": {"en": "{name} already has {card}: a city never holds two cards of the same name",
                                    "fr": "{name} a déjà {card:le} : une cité ne contient jamais deux bâtiments du même nom"},
    "classic.position.bool": {"en": "expected true or false", "fr": "true ou false est attendu"},
    "classic.position.no_free_build": {"en": "{wonder} has built no stage that builds for free",
                                       "fr": "{wonder} n'a construit aucune étape qui permet de construire gratuitement"},
    "classic.position.seat": {"en": "expected the name of one of the players", "fr": "le nom de l'un des joueurs est attendu"},
    "classic.position.hand": {"en": "expected the list of the cards in the seat's hand",
                              "fr": "la liste des cartes en main à cette place est attendue"},
    "classic.position.hand_size": {"en": "{count} cards: at turn {turn} a hand holds {size}",
                                   "fr": "{count} cartes : au tour {turn}, une main en compte {size}"},
    "classic.position.tucked": {"en": "expected the list of the cards under the seat's wonder",
                                "fr": "la liste des cartes sous la Merveille de cette place est attendue"},
    "classic.position.tucked_size": {"en": "{count} cards under a wonder of {stages} stages built: one card a stage",
                                     "fr": "{count} cartes sous une Merveille dont {stages} étapes sont construites : "
                                           "une carte par étape"},
    "classic.position.seen": {"en": "expected one list a turn: the cards of the hand passed at turns 1, 2, ... that "
                                    "the seat has not seen built since",
                              "fr": "une liste par tour est attendue : les cartes de la main passée aux tours 1, 2, "
                                    "... que cette place n'a pas vu construire depuis"},
    "classic.position.card": {"en": "unknown card{guess}", "fr": "carte inconnue{guess}"},
    "classic.position.printed": {"en": "{card} is printed in Age {ages} only", "fr": "la carte {card} n'est imprimée qu'à l'Âge {ages}"},
    "classic.position.age_of.hand": {"en": "{card} is a card of Age {wanted}, and a hand in Age {age} holds no such card",
                                     "fr": "{card:le} est une carte de l'Âge {wanted}, et une main de l'Âge {age} n'en "
                                           "contient aucune"},
    "classic.position.age_of.table": {"en": "{card} is a card of Age {wanted}, and the table in Age {age} holds no such card",
                                      "fr": "{card:le} est une carte de l'Âge {wanted}, et la table de l'Âge {age} n'en "
                                            "contient aucune"},
    "classic.position.victory_shields": {
        "en": "a victory token {token} of Age {age}, but no card of Age {age} or before and no stage built shows a "
              "shield: a victory needs more shields than the neighbour",
        "fr": "un jeton Victoire {token} de l'Âge {age}, mais aucune carte de l'Âge {age} ou d'avant ni aucune "
              "étape construite ne montre de Bouclier : une victoire demande plus de Boucliers que le voisin"},
    "classic.position.military": {"en": "expected a list of conflict tokens (1, 3, 5 or -1)",
                                  "fr": "une liste de jetons Conflit (1, 3, 5 ou -1) est attendue"},
    "classic.position.token": {"en": "the conflicts of the Ages before Age {age} give tokens {tokens}",
                               "fr": "les conflits des Âges avant l'Âge {age} donnent les jetons {tokens}"},
    "classic.position.no_token": {"en": "the conflicts of the Ages before Age I give tokens none yet",
                                  "fr": "avant l'Âge I, aucun conflit n'a encore donné de jeton"},
    "classic.position.tokens": {"en": "{count} tokens: each Age of conflicts gives two at most; Ages of conflicts past: {ages}",
                                "fr": "{count} jetons : chaque Âge de conflits en donne deux au plus ; Âges de conflits passés : {ages}"},
    "classic.position.token_twice": {"en": "the token {token} is won twice at most",
                                     "fr": "le jeton {token} se gagne deux fois au plus"},
    "classic.position.turns": {"en": "{cards} cards and {stages} stages: by Age {age} turn {turn} a city has played "
                                     "{most} cards at most",
                               "fr": "{cards} cartes et {stages} étapes : à l'Âge {age}, tour {turn}, une cité a joué "
                                     "{most} cartes au plus"},
    "classic.position.this_age": {"en": "{count} cards of Age {age} ({names}): by turn {turn} a city has played "
                                        "{played} of this Age",
                                  "fr": "{count} cartes de l'Âge {age} ({names}) : au tour {turn}, une cité en a joué "
                                        "{played} de cet Âge"},
    "classic.position.copies": {"en": "{n} copies of {card} in view, but the deck for {count} players has {copies}",
                                "fr": "{n} exemplaires de {card:le} en vue, mais le paquet à {count} joueurs en a {copies}"},
    "classic.position.copies_age": {"en": "{n} copies of {card} of Age {age} in view, but the deck for {count} "
                                          "players has {copies}",
                                    "fr": "{n} exemplaires de {card:le} de l'Âge {age} en vue, mais le paquet à {count} "
                                          "joueurs en a {copies}"},
    "classic.position.guilds": {"en": "{n} guilds in view, but {count} players play with {dealt} guilds (seed 000)",
                                "fr": "{n} Guildes en vue, mais {count} joueurs jouent avec {dealt} Guildes (texte 000)"},
    "classic.position.placed": {"en": "{placed} cards and stages on the table, but by Age {age} turn {turn} only "
                                      "{out} cards have been played",
                                "fr": "{placed} cartes et étapes sur la table, mais à l'Âge {age}, tour {turn}, "
                                      "seules {out} cartes ont été jouées"},
    "classic.position.discard": {"en": "the cards played so far leave {pile} in the discard pile (every card played "
                                       "and neither built nor under a wonder)",
                                 "fr": "les cartes jouées jusqu'ici en laissent {pile} dans la défausse (toute carte "
                                       "jouée qui n'est ni construite ni glissée sous une Merveille)"},
    "classic.position.seed": {"en": "seed: {seed}: expected a whole number", "fr": "seed : {seed} : un nombre entier est attendu"},
    "classic.position.deck": {"en": "more copies of {card} in view than the deck has",
                              "fr": "plus d'exemplaires de {card:le} en vue que le paquet n'en contient"},
    "classic.position.too_many": {"en": "too many cards of Age {age} in view for the other hands to be dealt",
                                  "fr": "trop de cartes de l'Âge {age} en vue pour distribuer les autres mains"},
})


# -- writing ----------------------------------------------------------------------------------
def position(game, seat):
    """What ``seat`` knows now, as a ``Position`` (both forms); only at a turn's choice, before
    the seat has chosen. With the Free City (2 players), its card's holder chooses the Free City's
    card first: between that choice and its own, the holder's hand is written whole and
    ``free_city_plays`` says what the Free City plays (seed 000: « Il choisit alors deux cartes :
    une pour sa propre cité, une pour la Cité franche »).

    >>> from .game import Game
    >>> game = Game(players=2, seed=1)
    >>> game.play(2, game.legal_actions(2)[0])
    >>> text = game.position(game.holder).text
    >>> text.splitlines()[-2:]
    ['hand: Clay Pool, Barracks, Theater, Altar, Press I, Stone Pit, Timber Yard, Marketplace', 'free city plays: build Clay Pool']
    >>> again = Game.from_position(text, seed=4)
    >>> again.position(game.holder).text == text, again.waiting
    (True, (0, 1))
    """
    from ..core.i18n import language, set_language
    from .game import PLAY

    seat = game._seat(seat)
    if not 0 <= seat < game.players:
        raise ValueError(say("classic.position.seats", seat=seat, last=game.players - 1))
    if game.phase != PLAY:
        raise ValueError(say("classic.position.phase", phase=game.phase))
    if seat in game._chosen:
        raise ValueError(say("classic.position.chosen", name=game.names[seat]))
    free_city = game.variant and seat == game.holder and 2 in game._chosen
    players = []
    for name, city in zip(game.names, game.cities, strict=True):
        player = {"name": name, "wonder": city.wonder.city, "side": city.wonder.side, "stages": city.stages,
                  "coins": city.coins, "military": list(city.military), "cards": [card_name(c) for c in city.cards]}
        if city.free_build_age == game.age:
            player["free_build_used"] = True
        players.append(player)
    if game.variant:
        players[2]["free_city"] = True
    data = {"game": "classic", "age": game.age, "turn": game.turn, "passing": _passing(game.age),
            "seat": game.names[seat], "discard": len(game.discard), "players": players,
            "hand": [card_name(game.deck[pid]) for pid in game.hands[seat]] if free_city else
                    [card_name(c) for c in game.hand(seat)],
            "tucked": [card_name(game.deck[pid]) for pid in game.tucked[seat]]}
    hands, discarded = game.remembered(seat)
    seen = [sorted(card_name(game.deck[pid]) for pid in hands.get(turn, ())) for turn in range(1, game.turn)]
    if any(seen):
        data["seen"] = seen
    if discarded:
        data["discarded"] = sorted(card_name(game.deck[pid]) for pid in discarded)
    if free_city:           # typed as a person types it, in English whatever the language spoken
        was = language()
        set_language("en")
        try:
            data["free_city_plays"] = game._chosen[2][0].notation
        finally:
            set_language(was)
    return Position(data, to_text(data))


def to_text(data):
    """The text form of a checked position's JSON object."""
    head = [f"classic; age {data['age']}; turn {data['turn']}; passing {data['passing']}; seat {data['seat']}"]
    if "discard" in data:
        head[0] += f"; discard {data['discard']}"
    for p in data["players"]:
        items = [f"{p['wonder']} {p['side']}"]
        if p.get("stages"):
            items.append(f"stages {p['stages']}")
        items.append(f"coins {p['coins']}")
        if p.get("military"):
            items.append("military " + " ".join(str(t) for t in p["military"]))
        if p.get("cards"):
            items.append("cards " + ", ".join(p["cards"]))
        if p.get("free_build_used"):
            items.append("free build used")
        if p.get("free_city"):
            items.append("free city")
        head.append(f"{p['name']}: " + "; ".join(items))
    for key in ("hand", "tucked", "discarded"):
        if data.get(key) or key == "hand":
            head.append(f"{key}: " + (", ".join(data[key]) or "-"))
    for turn, cards in enumerate(data.get("seen") or [], 1):
        if cards:               # an empty one (nothing to say of that hand) is a line left out
            head.append(f"seen {turn}: " + ", ".join(cards))
    if data.get("free_city_plays"):
        head.append(f"free city plays: {data['free_city_plays']}")
    return "\n".join(head) + "\n"


def _passing(age):
    return "right" if age == 2 else "left"


# -- reading the text form --------------------------------------------------------------------
def parse_text(text):
    """The JSON object a position's text stands for (checked later by ``check``)."""
    data, lines = read_head(text, "classic", ("age", "turn", "discard"), ("passing", "seat"), ("7 wonders",))
    data["players"] = []
    for line in lines:
        key = line.label.casefold()
        if key in ("hand", "tucked", "discarded"):
            data[key] = names_list(";".join(line.items))
            continue
        if key == "free city plays":
            data["free_city_plays"] = "; ".join(line.items)
            continue
        word, rest = word_and_rest(line.label)
        if word == "seen":      # seen N: the cards of the hand passed at turn N not seen since
            turn = whole_number(line.where, rest or "?")
            if not 1 <= turn <= 6:
                raise InvalidPosition(line.where, short_value(line.label),
                                      say("classic.position.seen_line"))
            cards = names_list(";".join(line.items))
            if not cards:       # "-" would say "none" where a line left out says "not remembered"
                raise InvalidPosition(f"seen {turn}", "-", say("classic.position.seen_dash", turn=turn))
            seen = data.setdefault("seen", [])
            seen.extend([] for _ in range(turn - len(seen)))
            seen[turn - 1] = cards
            continue
        player = {"name": line.label}
        if not line.items:
            raise InvalidPosition(line.where, line.label, say("classic.position.wonder_first"))
        board, _, side = line.items[0].rpartition(" ")
        if side.upper() not in ("A", "B"):
            raise InvalidPosition(f"{line.label}.wonder", short_value(line.items[0]), say("classic.position.side_typed"))
        player["wonder"], player["side"] = board, side.upper()
        where = line.label
        for item in line.items[1:]:
            word, rest = word_and_rest(item)
            if word in ("stages", "stage", "coins", "coin"):
                player[word.rstrip("s") + "s"] = whole_number(f"{where}.{word}", rest)
            elif word == "military":
                player["military"] = [whole_number(f"{where}.military", t) for t in rest.split()]
            elif word == "cards":
                player["cards"] = names_list(rest)
            elif item.casefold() == "free build used":
                player["free_build_used"] = True
            elif item.casefold() == "free city":
                player["free_city"] = True
            else:
                raise InvalidPosition(line.where, short_value(item),
                                      say("classic.position.item"))
        data["players"].append(player)
    return data


# -- checking ---------------------------------------------------------------------------------
class _Checked:
    """A position's facts once checked: ``cities``, ``names``, ``seat`` and the cards by place."""


@typed(parse_text)
def check(source):
    """The checked facts of a position (a ``Position``, its JSON object or either text), or
    ``InvalidPosition`` naming the first impossible field."""
    data = source_data(source, "classic", parse_text)
    check_fields(data, FIELDS)
    facts = _Checked()
    facts.data = data
    age = data.get("age")
    if type(age) is not int or age not in (1, 2, 3):
        raise InvalidPosition("age", short_value(age), say("classic.position.age"))
    turn = data.get("turn")
    if type(turn) is not int or not 1 <= turn <= 6:
        raise InvalidPosition("turn", short_value(turn), say("classic.position.turn"))
    passing = data.get("passing", _passing(age))
    if (passing.casefold() if isinstance(passing, str) else passing) != _passing(age):
        raise InvalidPosition("passing", short_value(passing),
                              say(f"classic.position.passing.{_passing(age)}", age=ROMAN[age]))
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 7:
        raise InvalidPosition("players", None, say("classic.position.players"))
    count = len(players)
    flags = [i for i, p in enumerate(players) if isinstance(p, dict) and p.get("free_city", False) is not False]
    for i in flags:
        if players[i]["free_city"] is not True:
            raise InvalidPosition(f"players[{i}].free_city", short_value(players[i]["free_city"]),
                                  say("classic.position.true"))
    if flags and (flags != [2] or count != 3):
        wrong = next(i for i in flags if i != 2 or count != 3)
        raise InvalidPosition(f"players[{wrong}].free_city", True, say("classic.position.free_city"))
    facts.variant = bool(flags)
    cards, boards = card_set(), wonder_set()
    facts.age, facts.turn, facts.count = age, turn, count
    facts.names, facts.cities, facts.boards, facts.sides, facts.built = [], [], [], [], []
    spaced, seen_boards = {}, set()
    for i, player in enumerate(players):
        where = f"players[{i}]"
        check_fields(player, PLAYER_FIELDS, where)
        name = table_field(table_name, f"{where}.name", player.get("name"), spaced)
        value = player.get("wonder")
        board = boards.find(value) if isinstance(value, str) else None
        if board is None:
            raise InvalidPosition(f"{where}.wonder", short_value(value),
                                  say("classic.position.wonder", guess=boards.guess(value)))
        if board.id in seen_boards:
            raise InvalidPosition(f"{where}.wonder", value, say("classic.position.board_twice"))
        seen_boards.add(board.id)
        side = player.get("side", "A")
        if not isinstance(side, str) or side.upper() not in ("A", "B"):
            raise InvalidPosition(f"{where}.side", short_value(side), say("classic.position.side"))
        wonder = board.side(side.upper())
        city = City(wonder, coins=table_field(_whole, f"{where}.coins", player.get("coins")))
        stages = table_field(_whole, f"{where}.stages", player.get("stages", 0))
        if stages > len(wonder.stages):
            raise InvalidPosition(f"{where}.stages", stages,
                                  say("classic.position.stages", wonder=wonder.label, count=len(wonder.stages)))
        for _ in range(stages):
            city.add_stage()
        city.military = _military(f"{where}.military", player.get("military", []), age)
        built = player.get("cards", [])
        if not isinstance(built, list):
            raise InvalidPosition(f"{where}.cards", None, say("classic.position.cards"))
        chosen = []
        for j, card_name in enumerate(built):
            card = _card(f"{where}.cards[{j}]", card_name, cards, age)
            if card.name in city.names:
                raise InvalidPosition(f"{where}.cards[{j}]", card_name,
                                      say("classic.position.card_twice", name=name, card=card.label))
            city.add_card(card)
            chosen.append(card)
        _check_turns(where, city, age, turn)
        _check_this_age(where, city, age, turn)
        _check_victories(f"{where}.military", city, age)
        used = player.get("free_build_used", False)
        if used not in (True, False):
            raise InvalidPosition(f"{where}.free_build_used", short_value(used), say("classic.position.bool"))
        if used:
            if city.free_build_age is None:
                raise InvalidPosition(f"{where}.free_build_used", True,
                                      say("classic.position.no_free_build", wonder=wonder.label))
            city.free_build_age = age
        facts.names.append(name)
        facts.cities.append(city)
        facts.boards.append(board.city)
        facts.sides.append(wonder.side)
        facts.built.append(chosen)
    seat = data.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count:
        seat = facts.names[seat]
    if seat not in facts.names:
        raise InvalidPosition("seat", short_value(seat), say("classic.position.seat"))
    facts.seat = facts.names.index(seat)
    if facts.variant and facts.seat == 2:
        raise InvalidPosition("seat", short_value(seat), say("classic.position.seat_free_city"))
    facts.holder = None
    if facts.variant:       # the Free City card: left player in Ages I and III, then across each turn
        facts.holder = (0 if age != 2 else 1) ^ ((turn - 1) & 1)
    facts.free_city_plays = data.get("free_city_plays")
    if facts.free_city_plays is not None:
        if not isinstance(facts.free_city_plays, str) or not facts.free_city_plays.strip():
            raise InvalidPosition("free_city_plays", short_value(facts.free_city_plays),
                                  say("classic.position.free_city_action"))
        if facts.seat != facts.holder:
            raise InvalidPosition("free_city_plays", short_value(facts.free_city_plays),
                                  say("classic.position.free_city_plays"))
    hand = data.get("hand")
    if not isinstance(hand, list):
        raise InvalidPosition("hand", short_value(hand), say("classic.position.hand"))
    facts.hand = [_card(f"hand[{j}]", name, cards, age, exact=True) for j, name in enumerate(hand)]
    size = 8 - turn + (facts.seat == facts.holder)
    if len(facts.hand) != size:
        key = "classic.position.hand_size_drawn" if facts.seat == facts.holder else "classic.position.hand_size"
        raise InvalidPosition("hand", None, say(key, count=len(hand), turn=turn, size=size))
    tucked = data.get("tucked", [])
    if not isinstance(tucked, list):
        raise InvalidPosition("tucked", None, say("classic.position.tucked"))
    facts.tucked = [_card(f"tucked[{j}]", name, cards, age) for j, name in enumerate(tucked)]
    if len(facts.tucked) > facts.cities[facts.seat].stages:
        raise InvalidPosition("tucked", None, say("classic.position.tucked_size", count=len(tucked),
                                                  stages=facts.cities[facts.seat].stages))
    _check_seen(facts, data.get("seen", []), cards)
    discarded = data.get("discarded", [])
    if not isinstance(discarded, list):
        raise InvalidPosition("discarded", None, say("classic.position.discarded"))
    facts.discarded = [_card(f"discarded[{j}]", name, cards, age, exact=True) for j, name in enumerate(discarded)]
    _check_own_plays(facts)
    _check_copies(facts)
    _check_discard(facts, data.get("discard"))
    return facts


def _check_seen(facts, seen, cards):
    """``seen[k]``: the cards of the hand the seat passed at turn k + 1 that it has not seen since
    (built face up, or back in its hand): they lie in that hand still, now held by another player,
    or face down in the discard pile or under a wonder (seed 000). Empty: not remembered."""
    age, turn, count = facts.age, facts.turn, 2 if facts.variant else facts.count
    if not isinstance(seen, list) or any(not isinstance(hand, list) for hand in seen):
        raise InvalidPosition("seen", None, say("classic.position.seen"))
    if len(seen) > turn - 1:
        raise InvalidPosition(f"seen[{len(seen) - 1}]", None, say("classic.position.seen_count", hands=len(seen), turn=turn,
                                                passed=turn - 1))
    facts.seen = {}
    now = 8 - turn              # the cards each hand holds now
    for k, names in enumerate(seen):
        passed = k + 1
        hand = [_card(f"seen[{k}][{j}]", name, cards, age, exact=True) for j, name in enumerate(names)]
        if not hand:
            continue
        if turn - passed < count:      # still going round: held now by another player
            low, high = now, 7 - passed
            said = say("classic.position.seen_going", passed=passed, now=now, then=7 - passed)
        else:                          # it came back to the seat: what went face down meanwhile
            low, high = 1, 2 if facts.variant else count - 1
            said = say("classic.position.seen_back", passed=passed, back=passed + count, high=high)
        if not low <= len(hand) <= high:
            raise InvalidPosition(f"seen[{k}]", None, say("classic.position.seen_size", count=len(hand), said=said))
        facts.seen[passed] = hand


def _check_own_plays(facts):
    """The seat's cards of this Age (built, under its wonder, discarded) are its plays so far."""
    city, age = facts.cities[facts.seat], facts.age
    mine = sum(1 for c in city.cards if c.age == age) + sum(1 for c in facts.tucked if c.age == age)
    most = facts.turn - 1 + sum(1 for s in city.built_stages() if s.effect.power == "build_from_discard")
    if facts.variant:       # and the Free City's cards, the turns the seat held its card
        first = 0 if age != 2 else 1
        most += sum(1 for k in range(1, facts.turn) if first ^ ((k - 1) & 1) == facts.seat)
    if mine + len(facts.discarded) > most:
        raise InvalidPosition("discarded", None, say("classic.position.own_plays", count=len(facts.discarded),
                                                     mine=mine, age=ROMAN[age], turn=facts.turn,
                                                     played=facts.turn - 1))


def _card(field, name, cards, age, exact=False):
    """The card ``name`` names, of the current Age (``exact``) or of an Age already reached.

    Loom, Glassworks and Press are printed in Age I and in Age II, their backs tell them apart:
    ``"Loom II"`` names the Age II one, ``"Loom"`` the Age I one."""
    printed = None
    if isinstance(name, str):
        base, _, suffix = name.strip().rpartition(" ")
        if base and suffix.upper() in ("I", "II", "III"):
            printed = {"I": 1, "II": 2, "III": 3}[suffix.upper()]
            name = base
    card = cards.find(name) if isinstance(name, str) else None
    if card is None:
        raise InvalidPosition(field, short_value(name), say("classic.position.card", guess=_guess(name, cards.names())))
    ages = sorted(c.age for c in cards.cards if c.name == card.name)
    if printed is not None and printed not in ages:
        raise InvalidPosition(field, short_value(name), say("classic.position.printed", card=card.label,
                                                            ages="/".join(ROMAN[a] for a in ages)))
    wanted = printed or (age if exact and age in ages else ages[0])
    if exact and wanted != age or not exact and wanted > age:
        raise InvalidPosition(field, name, say(f"classic.position.age_of.{'hand' if exact else 'table'}",
                                               card=card.label, wanted=ROMAN[wanted], age=ROMAN[age]))
    return next(c for c in cards.cards if c.name == card.name and c.age == wanted)


def card_name(card):
    """How a position names ``card``: its name, with its Age when it is printed in two."""
    if sum(1 for c in card_set().cards if c.name == card.name) > 1:
        return f"{card.name} {ROMAN[card.age]}"
    return card.name


def _check_victories(field, city, age):
    """A victory token of an Age needs shields then: « Si vous avez plus de Boucliers que votre
    voisin : vous prenez un jeton Victoire (+1 à l'Âge I, +3 à l'Âge II, +5 à l'Âge III) » (seed
    000), so a city whose cards of that Age or before and whose built stages show no shield won
    no conflict then (a ``1`` typed for a ``-1``, say)."""
    won = {1: 1, 2: 3, 3: 5}
    stages = sum(city.wonder.stages[k].effect.shields for k in range(city.stages))
    for a in range(1, age):
        shields = stages + sum(card.effect.shields for card in city.cards if card.age <= a)
        if won[a] in city.military and not shields:
            raise InvalidPosition(field, list(city.military), say("classic.position.victory_shields",
                                                                  token=won[a], age=ROMAN[a]))


def _military(field, value, age):
    """The conflict tokens of the Ages already ended (two a past Age at most, of their value)."""
    if not isinstance(value, list):
        raise InvalidPosition(field, short_value(value), say("classic.position.military"))
    won = {1: 1, 2: 3, 3: 5}
    allowed = {won[a] for a in range(1, age)} | ({-1} if age > 1 else set())
    for k, token in enumerate(value):
        if type(token) is not int or token not in allowed:
            said = ", ".join(str(t) for t in sorted(allowed))
            raise InvalidPosition(f"{field}[{k}]", short_value(token),
                                  say("classic.position.token", age=ROMAN[age], tokens=said) if said
                                  else say("classic.position.no_token"))
    if len(value) > 2 * (age - 1):
        raise InvalidPosition(field, short_value(value),
                              say("classic.position.tokens", count=len(value), ages=age - 1))
    for a in range(1, age):
        if value.count(won[a]) > 2:
            raise InvalidPosition(field, short_value(value), say("classic.position.token_twice", token=won[a]))
    return list(value)


def _played(city, age, turn):
    """How many cards a city has played from its hands so far, with the extra plays its stages give."""
    stages = city.built_stages()
    extra = sum(1 for s in stages if s.effect.power == "build_from_discard")
    if any(s.effect.power == "play_seventh_card" for s in stages):
        extra += age - 1
    return 6 * (age - 1) + turn - 1 + extra


def _check_turns(where, city, age, turn):
    most = _played(city, age, turn)
    if len(city.cards) + city.stages > most:
        raise InvalidPosition(f"{where}.cards", None, say("classic.position.turns", cards=len(city.cards),
                                                          stages=city.stages, age=ROMAN[age], turn=turn, most=most))


def _check_this_age(where, city, age, turn):
    """A city has played ``turn - 1`` cards of this Age (Halikarnassos may add some from the pile)."""
    only_now = [c.label for c in city.cards if c.age == age]
    most = turn - 1 + sum(1 for s in city.built_stages() if s.effect.power == "build_from_discard")
    if len(only_now) > most:
        raise InvalidPosition(f"{where}.cards", None, say("classic.position.this_age", count=len(only_now),
                                                          age=ROMAN[age], names=", ".join(only_now), turn=turn,
                                                          played=turn - 1))


def _check_copies(facts):
    """No more copies of a card in view than the Ages so far hold at this player count."""
    count = facts.count
    shown = Counter(card for city in facts.built for card in city)
    shown.update(facts.hand + facts.tucked + facts.discarded)
    for hand in facts.seen.values():
        shown.update(hand)
    guilds = 0
    for card, n in shown.items():
        copies = 1 if card.is_guild else sum(1 for k in card.copies if k <= count)
        guilds += n if card.is_guild else 0
        if n > copies:
            key = "classic.position.copies" + ("" if card.is_guild else "_age")
            raise InvalidPosition("players", None, say(key, n=n, card=card.label, age=ROMAN[card.age],
                                                       count=count, copies=copies))
    if guilds > count + 2:
        raise InvalidPosition("players", None, say("classic.position.guilds", n=guilds, count=count,
                                                   dealt=count + 2))


def _check_discard(facts, given):
    """The discard pile holds every card played that is neither built nor under a wonder."""
    out = 7 * facts.count * (facts.age - 1) + facts.count * (facts.turn - 1)
    placed = sum(len(b) + c.stages for b, c in zip(facts.built, facts.cities, strict=True))
    pile = out - placed
    if pile < 0:
        raise InvalidPosition("players", None, say("classic.position.placed", placed=placed,
                                                   age=ROMAN[facts.age], turn=facts.turn, out=out))
    if given is not None:
        if type(given) is not int or given != pile:
            raise InvalidPosition("discard", short_value(given), say("classic.position.discard", pile=pile))
    if len(facts.discarded) > pile:
        raise InvalidPosition("discarded", None, say("classic.position.discarded_pile",
                                                     count=len(facts.discarded), pile=pile))
    facts.pile = pile


def _memory(game, seat, seen, discarded):
    """The hands at the start of each turn of this Age as ``Game.seen`` reads them back: the seat
    passed the cards of ``seen[turn]`` at ``turn`` and discarded ``discarded`` (one a turn);
    nothing else is remembered (the other hands the seat passed are not known to it)."""
    count, now = len(game.hands), game.turn
    if game.variant:      # across the Frontier; the holder's row ends with the card drawn then
        to, first = 1 - seat, 0 if game.age != 2 else 1
    else:
        to, first = game.right(seat) if game.age == 2 else game.left(seat), None
    rows = [[() for _ in range(count)] for _ in range(now - 1)] + [list(game._snaps[-1])]
    for turn in range(1, now):
        drawn = (-1,) if first is not None and to == first ^ (turn & 1) else ()
        rows[turn][to] = tuple(seen.get(turn, ())) + drawn
    for turn in range(1, now):
        given = tuple(seen.get(turn, ()))
        rows[turn - 1][seat] = given + ((discarded[turn - 1],) if turn <= len(discarded) else ())
    return tuple(tuple(row) for row in rows)


# -- dealing the rest -------------------------------------------------------------------------
def from_position(game_class, source, seed=0):
    """A game of the position ``source``, its hidden cards dealt at random from ``seed``."""
    from .game import _age_deck

    facts = check(source)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(say("classic.position.seed", seed=repr(seed)))
    count, age, seat = facts.count, facts.age, facts.seat
    game = game_class(players=2 if facts.variant else count, seed=seed, wonders=facts.boards, sides=facts.sides,
                      names=facts.names)
    rng = random.Random(f"position {seed}")
    shown = facts.hand + facts.tucked + facts.discarded + [c for hand in facts.seen.values() for c in hand]
    guilds = [c for b in facts.built for c in b if c.is_guild] + [c for c in shown if c.is_guild]
    others = [g for g in _age_deck(0, 0) if g not in guilds]
    deck, ages, free = [], {}, {}
    for a in (1, 2, 3):
        physical = list(_age_deck(a, count))
        if a == 3:
            physical += guilds + rng.sample(others, count + 2 - len(guilds))
        ages[a] = list(range(len(deck), len(deck) + len(physical)))
        free[a] = ages[a][:]
        deck.extend(physical)

    def take(card):
        """A physical id of ``card`` not yet placed."""
        for pid in free[card.age]:
            if deck[pid] is card:
                free[card.age].remove(pid)
                return pid
        raise InvalidPosition("players", None, say("classic.position.deck", card=card.label))

    built = [[take(card) for card in cards] for cards in facts.built]
    hand = [take(card) for card in facts.hand]
    tucked_own = [take(card) for card in facts.tucked]
    discarded = [take(card) for card in facts.discarded]
    seen = {turn: [take(card) for card in cards] for turn, cards in facts.seen.items()}
    # the hidden cards: every Age reached, each card at random in a place of its own Age
    for a in free:
        rng.shuffle(free[a])
    size = 8 - facts.turn                    # a hand without the Free City's drawn card
    step = (game.right if age == 2 else game.left) if not facts.variant else (lambda i: 1 - i)
    around = 2 if facts.variant else count   # the hands going round
    held, gone_seen = {}, []          # a hand the seat passed: now held, or gone face down
    for turn, pids in seen.items():
        rng.shuffle(pids)
        if facts.turn - turn < around:
            holder = seat
            for _ in range(facts.turn - turn):
                holder = step(holder)
            held[holder] = pids[:size]
            gone_seen += pids[size:]
        else:
            gone_seen += pids
    players = [i for i in range(around) if i != seat]
    unknown = [i for i in players if i not in held]
    # the Free City's pile: 7 cards, one drawn each turn (this turn's is drawn again below)
    pile = 8 - facts.turn - (facts.holder == seat) if facts.variant else 0
    if len(free[age]) < len(unknown) * size + pile:
        raise InvalidPosition("players", None, say("classic.position.too_many", age=ROMAN[age]))
    dealt = iter(free[age][k * size:(k + 1) * size] for k in range(len(unknown)))
    others_hands = {i: held[i] if i in held else next(dealt) for i in players}
    pile = free[age][len(unknown) * size:len(unknown) * size + pile]
    rest = free[age][len(unknown) * size + len(pile):]
    gone = [pid for a in range(1, age) for pid in free[a]] + rest
    rng.shuffle(gone)
    own_missing = max(0, facts.cities[seat].stages - len(tucked_own))
    tucked_own, gone = tucked_own + gone[:own_missing], gone[own_missing:]
    tucked = [tucked_own if i == seat else None for i in range(count)]
    if facts.holder == seat:      # the seat plays for the Free City now: its wonder is in view
        tucked[2], gone = gone[:facts.cities[2].stages], gone[facts.cities[2].stages:]
    gone += gone_seen
    rng.shuffle(gone)             # what the seat saw go face down lies with the others' or the pile
    for i, c in enumerate(facts.cities):
        if tucked[i] is None:
            tucked[i], gone = gone[:c.stages], gone[c.stages:]
    game.deck, game._ages = deck, ages
    game._copied = copied(deck)
    game.cities = facts.cities
    game.built, game.tucked, game.discard = built, tucked, gone + discarded
    game.hands = [hand if i == seat else others_hands[i] for i in range(around)]
    game.age, game.turn = age, facts.turn
    game._offers = [{} for _ in game.cities]
    if facts.variant:        # the holder draws the pile's top card as the turn starts
        game.hands.append([])
        game.holder = facts.holder
        if facts.holder == seat:       # the seat's card drawn is the last of its hand
            pile.append(hand.pop())
        game.pile = pile
    game._start_turn()
    game._snaps = _memory(game, seat, seen, discarded)
    game = game.redeal(seat, rng)
    if facts.free_city_plays is not None:
        _free_city_plays(game, facts.free_city_plays)
    return started_from(game, source, "classic", parse_text, seat)


def _free_city_plays(game, typed):
    """The Free City's card, chosen by the seat (its card's holder) before its own this turn:
    played as the position's start (not an action of its record), or refused naming the field."""
    from ..core.errors import IllegalAction

    try:
        game.play(2, game.parse(2, typed))
    except (IllegalAction, ValueError) as error:
        raise InvalidPosition("free_city_plays", short_value(typed), str(error)) from None
    game._actions.pop()
