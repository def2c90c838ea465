"""7 Wonders Architects positions: the wonders, cards, tokens, Cat and decks, typed from a table.

The text form: one line for the game, one per player in seating order (the next line is the
left neighbour), then the decks (size and face-up top; the central deck's size, and its top when
the Cat showed it to the seat), the Progress tokens in view and the discard pile::

    architects; turn 9; to play Ada; seat Ada; war 1
    Ada: Alexandria; stages 1; cards wood 1, blue_3 1; progress Culture
    Bo: Babylon; cards gold 2, red_1_horn 1; cat
    decks: Alexandria 19 stone; Babylon 21 papyrus; central 52
    progress: Economy, Politics, Tactics
    discard: wood 1, glass 1

Card kinds are named as in the table files (``blue_3``, ``blue_2_cat``, ``red_1_horn``...),
stages by their ids (1 = 2 different ... 5 = 4 different). ``war`` is how many conflict tokens
show their battle side. ``Game.from_position`` deals what lies face down (every deck below its
top, the central deck, the Progress stack) at random from the box, as ``Game.redeal`` does.

>>> from .game import Game
>>> game = Game(players=3, seed=2)
>>> text = game.position(0).text
>>> Game.from_position(text, seed=4).view(0) == game.view(0)
True
"""

import random

from ..core.errors import InvalidTable
from ..core.i18n import register, say
from ..core.names import short_value
from ..core.position import (
    InvalidPosition,
    Position,
    check_fields,
    names_list,
    read_head,
    source_data,
    started_from,
    typed,
    whole_number,
    word_and_rest,
)
from .deal import fill
from .rules import BLUECAT, GREENS, KINDS, RED1, RED2, ruleset
from .table import _cards, read_table

FIELDS = ("game", "turn", "to_play", "seat", "war", "players", "decks", "central", "progress", "discard")

# What a refused position says after the field it names, in both languages (seed 002's words).
register({
    "arch.position.phase": {"en": "a position is written at the start of a turn, not in the {phase} step",
                            "fr": "une position s'écrit au début d'un tour, pas pendant l'étape {phase}"},
    "arch.position.deck_item": {"en": "expected a deck as 'Wonder SIZE top-kind' or 'central SIZE'",
                                "fr": "une pioche 'Merveille TAILLE sorte-du-sommet' ou 'central TAILLE' est attendue"},
    "arch.position.wonder_first": {"en": "expected the wonder first", "fr": "la Merveille est attendue en premier"},
    "arch.position.item": {"en": "expected stages, cards, progress, victory or cat",
                           "fr": "stages, cards, progress, victory ou cat est attendu"},
    "arch.position.seat": {"en": "expected the name of one of the players", "fr": "le nom de l'un des joueurs est attendu"},
    "arch.position.turn": {"en": "expected a turn number from 1", "fr": "un numéro de tour à partir de 1 est attendu"},
    "arch.position.complete": {"en": "a wonder is complete: the game ended with that turn",
                               "fr": "une Merveille est achevée : la partie s'est terminée à ce tour"},
    "arch.position.war_horns": {
        "en": "{war} conflicts show battle, but the red cards in front of the players show {horns} horns: each horn "
              "turns one, and the battle discards every red card with horns",
        "fr": "{war} Conflits montrent la Bataille, mais les cartes rouges devant les joueurs ont {horns} cors : "
              "chaque cor en retourne un, et la bataille défausse toutes les rouges à cors"},
    "arch.position.tokens_traded": {
        "en": "{owned} Progress tokens owned ({babylon} from Babylon's stages), but {greens} green cards in the "
              "discard pile: a token is taken by discarding two or three green cards",
        "fr": "{owned} jetons Progrès possédés (dont {babylon} par les étapes de Babylone), mais {greens} cartes "
              "vertes dans la défausse : un jeton se prend en défaussant deux ou trois cartes vertes"},
    "arch.position.turn_low": {
        "en": "{taken} cards taken (in front of the players and discarded) in {played} turns played: at most {most} "
              "with the Progress tokens and the stages built",
        "fr": "{taken} cartes prises (devant les joueurs et défaussées) en {played} tours joués : {most} au plus "
              "avec les jetons Progrès et les étapes construites"},
    "arch.position.war": {"en": "expected 0 to {most}: with {n} players {conflicts} conflict tokens, and a battle "
                                "turns them all back to peace",
                          "fr": "de 0 à {most} est attendu : à {n} joueurs, {conflicts} jetons Conflit, et une "
                                "bataille les remet tous face Paix"},
    "arch.position.decks": {"en": "expected the {n} wonder decks, one per player in seating order",
                            "fr": "les {n} pioches des Merveilles sont attendues, une par joueur dans l'ordre des places"},
    "arch.position.deck": {"en": "expected {{\"wonder\": ..., \"size\": ..., \"top\": ...}}",
                           "fr": "{{\"wonder\": ..., \"size\": ..., \"top\": ...}} est attendu"},
    "arch.position.beside": {"en": "the deck beside {name} is {wonder}'s",
                             "fr": "la pioche à côté de ce joueur ({name}) est celle de la Merveille {wonder}"},
    "arch.position.no_such": {"en": "{wonder}'s deck has no such card", "fr": "la pioche de la Merveille {wonder} n'a pas de telle carte"},
    "arch.position.central": {"en": "expected {{\"size\": ...}} (and \"top\" when the Cat showed it)",
                              "fr": "{{\"size\": ...}} est attendu (et \"top\" quand le Chat l'a montré)"},
    "arch.position.cat": {"en": "only the Cat shows the central top, and {name} never held it (no blue_2_cat card)",
                          "fr": "seul le Chat montre le sommet de la pioche centrale, et {name} ne l'a jamais eu "
                                "(aucune carte blue_2_cat)"},
    "arch.position.in_view": {"en": "{count} {kind} cards in view, but the decks of these wonders and the central "
                                    "deck hold {most}",
                              "fr": "{count} cartes {kind} en vue, mais les pioches de ces Merveilles et la pioche "
                                    "centrale en contiennent {most}"},
    "arch.position.hold": {"en": "the decks hold {size} cards, but {left} are neither in front of a player nor in "
                                 "the discard pile",
                           "fr": "les pioches contiennent {size} cartes, mais {left} ne sont ni devant un joueur ni "
                                 "dans la défausse"},
    "arch.position.progress": {"en": "expected the names of the Progress tokens face up",
                               "fr": "les noms des jetons Progrès face visible sont attendus"},
    "arch.position.tokens": {"en": "more {token} tokens in view than the box has",
                             "fr": "plus de jetons {token} en vue que la boîte n'en contient"},
    "arch.position.face_up": {"en": "{count} tokens face up: {most} lie face up while the stack lasts (seed 002: "
                                    "« remplace immédiatement un visible »)",
                              "fr": "{count} jetons face visible : {most} sont face visible tant que la pile dure "
                                    "(texte 002 : « remplace immédiatement un visible »)"},
    "arch.position.size": {"en": "expected 0 to {most} cards", "fr": "de 0 à {most} cartes est attendu"},
    "arch.position.top": {"en": "a wonder deck shows its top card: name its kind",
                          "fr": "la pioche d'une Merveille montre sa carte du sommet : nommez sa sorte"},
    "arch.position.empty": {"en": "an empty deck has no top card", "fr": "une pioche vide n'a pas de carte au sommet"},
    "arch.position.kind": {"en": "unknown card kind (expected one of {kinds})",
                           "fr": "sorte de carte inconnue (les sortes sont {kinds})"},
    "arch.position.seed": {"en": "seed: {seed}: expected a whole number", "fr": "seed : {seed} : un nombre entier est attendu"},
    "arch.position.no_more": {"en": "this deck holds no more such cards", "fr": "cette pioche ne contient plus de telles cartes"},
    "arch.position.fill": {"en": "the cards left cannot lie in these decks: a deck would hold cards its wonder does "
                                 "not deal",
                           "fr": "les cartes restantes ne peuvent pas se trouver dans ces pioches : une pioche "
                                 "contiendrait des cartes que sa Merveille ne distribue pas"},
    "arch.position.build": {"en": "{name} can build a stage with these cards, and a stage that can be built is built "
                                  "at once (seed 002)",
                            "fr": "{name} peut construire une étape avec ces cartes, et une étape qui peut être "
                                  "construite l'est aussitôt (texte 002)"},
})


# -- writing ----------------------------------------------------------------------------------
def position(game, seat):
    """What ``seat`` knows at the start of a turn, as a ``Position``."""
    from .game import TAKING
    from .table import table_from_game

    seat = game.check_seat(seat)
    if game.phase != TAKING or game.pending:
        raise ValueError(say("arch.position.phase", phase=game.phase))
    rules = ruleset()
    players = table_from_game(game)["players"]
    for player in players:
        player["wonder"] = rules.wonder(player["wonder"]).id if isinstance(player["wonder"], str) else player["wonder"]
    central = game.decks[game.players]
    data = {"game": "architects", "turn": game.turn, "to_play": game.names[game.current],
            "seat": game.names[seat], "war": game.war, "players": players,
            "decks": [{"wonder": w.id, "size": len(d), "top": KINDS[d[-1]] if d else None}
                      for w, d in zip(game.wonders, game.decks, strict=False)],
            "central": {"size": len(central), "top": KINDS[central[-1]] if game.knows_central_top(seat) else None},
            "progress": [rules.token(t).name for t in game.face_up],
            "discard": {KINDS[k]: c for k, c in enumerate(game.discard) if c}}
    return Position(data, to_text(data))


def to_text(data):
    rules = ruleset()
    lines = [f"architects; turn {data['turn']}; to play {data['to_play']}; seat {data['seat']}; war {data['war']}"]
    for p in data["players"]:
        items = [rules.wonder(p["wonder"]).name]
        if p.get("stages"):
            items.append("stages " + " ".join(map(str, p["stages"])))
        if p.get("cards"):
            items.append("cards " + ", ".join(f"{k} {n}" for k, n in p["cards"].items()))
        if p.get("progress"):
            items.append("progress " + ", ".join(p["progress"]))
        if p.get("victory_tokens"):
            items.append(f"victory {p['victory_tokens']}")
        if p.get("cat"):
            items.append("cat")
        lines.append(f"{p['name']}: " + "; ".join(items))
    decks = [f"{rules.wonder(d['wonder']).name} {d['size']}" + (f" {d['top']}" if d.get("top") else "")
             for d in data["decks"]]
    central = data["central"]
    decks.append(f"central {central['size']}" + (f" {central['top']}" if central.get("top") else ""))
    lines.append("decks: " + "; ".join(decks))
    lines.append("progress: " + (", ".join(data["progress"]) or "-"))
    lines.append("discard: " + (", ".join(f"{k} {n}" for k, n in data["discard"].items()) or "-"))
    return "\n".join(lines) + "\n"


# -- reading the text form --------------------------------------------------------------------
def parse_text(text):
    data, lines = read_head(text, "architects", ("turn", "war"), ("to_play", "seat"))
    data["players"] = []
    for line in lines:
        key = line.label.casefold()
        if key == "decks":
            data["decks"] = []
            for item in line.items:
                words = item.split()
                size_at = next((i for i, w in enumerate(words) if w.isdigit()), None)
                if size_at is None or size_at == 0 or len(words) > size_at + 2:
                    raise InvalidPosition(line.where, short_value(item),
                                          say("arch.position.deck_item"))
                deck = {"wonder": " ".join(words[:size_at]), "size": int(words[size_at]),
                        "top": words[size_at + 1] if len(words) > size_at + 1 else None}
                if deck["wonder"].casefold() == "central":
                    data["central"] = {"size": deck["size"], "top": deck["top"]}
                else:
                    data["decks"].append(deck)
        elif key == "progress":
            data["progress"] = names_list(";".join(line.items))
        elif key == "discard":
            data["discard"] = _counts(line.where, ";".join(line.items))
        else:
            if not line.items:
                raise InvalidPosition(line.where, line.label, say("arch.position.wonder_first"))
            player = {"name": line.label, "wonder": line.items[0]}
            where = line.label
            for item in line.items[1:]:
                word, rest = word_and_rest(item)
                if word == "stages":
                    player["stages"] = [whole_number(f"{where}.stages", s) for s in rest.split()]
                elif word == "cards":
                    player["cards"] = _counts(line.where, rest)
                elif word == "progress":
                    player["progress"] = names_list(rest)
                elif word == "victory":
                    player["victory_tokens"] = whole_number(f"{where}.victory", rest)
                elif word == "cat" and not rest:
                    player["cat"] = True
                else:
                    raise InvalidPosition(line.where, short_value(item),
                                          say("arch.position.item"))
            data["players"].append(player)
    return data


def _counts(field, text):
    """``"wood 2, gold 1"`` -> ``{"wood": 2, "gold": 1}``."""
    counts = {}
    for entry in names_list(text):
        kind, _, count = entry.rpartition(" ")
        if not kind:
            kind, count = count, "1"
        counts[kind] = counts.get(kind, 0) + whole_number(field, count)
    return counts


# -- checking ---------------------------------------------------------------------------------
class _Checked:
    """The facts of a checked position."""


@typed(parse_text)
def check(source):
    data = source_data(source, "architects", parse_text)
    check_fields(data, FIELDS)
    rules = ruleset()
    f = _Checked()
    try:
        f.seats = read_table({"game": "architects", "players": data.get("players")})
        discard = _cards("discard", data.get("discard", {}), rules)
    except InvalidTable as error:
        raise InvalidPosition(error.field, error.value, error.problem) from None
    n = len(f.seats)
    f.names = [s["name"] for s in f.seats]
    for key in ("to_play", "seat"):
        if data.get(key) not in f.names:
            raise InvalidPosition(key, short_value(data.get(key)), say("arch.position.seat"))
    f.current, f.seat = f.names.index(data["to_play"]), f.names.index(data["seat"])
    turn = data.get("turn", 1)
    if type(turn) is not int or not 1 <= turn <= 10**6:
        raise InvalidPosition("turn", short_value(turn), say("arch.position.turn"))
    f.turn, f.discard = turn, discard
    if any(s["built"] == 0b11111 for s in f.seats):
        raise InvalidPosition("players", None, say("arch.position.complete"))
    conflicts = rules.conflict_tokens[n]
    war = data.get("war", 0)
    if type(war) is not int or not 0 <= war < conflicts:
        raise InvalidPosition("war", short_value(war), say("arch.position.war", most=conflicts - 1, n=n,
                                                           conflicts=conflicts))
    f.war = war
    # the decks: one per wonder in seating order, then the central deck
    decks = data.get("decks")
    if not isinstance(decks, list) or len(decks) != n:
        raise InvalidPosition("decks", None, say("arch.position.decks", n=n))
    f.sizes, f.tops = [], []
    for i, (deck, seat) in enumerate(zip(decks, f.seats, strict=True)):
        where = f"decks[{i}]"
        if not isinstance(deck, dict):
            raise InvalidPosition(where, None, say("arch.position.deck"))
        try:
            wonder = rules.wonder(deck.get("wonder"))
        except KeyError:
            wonder = None
        if wonder is not seat["wonder"]:
            raise InvalidPosition(f"{where}.wonder", short_value(deck.get("wonder")),
                                  say("arch.position.beside", name=seat["name"], wonder=seat["wonder"].label))
        size, top = _deck(where, deck, sum(wonder.deck), rules)
        if top is not None and not wonder.deck[top]:
            raise InvalidPosition(f"{where}.top", KINDS[top], say("arch.position.no_such", wonder=wonder.label))
        f.sizes.append(size)
        f.tops.append(top)
    central = data.get("central")
    if not isinstance(central, dict):
        raise InvalidPosition("central", None, say("arch.position.central"))
    size, top = _deck("central", central, sum(rules.central_deck), rules, top_needed=False)
    mine = f.seats[f.seat]
    if top is not None and not (mine["cat"] or mine["cards"][BLUECAT]):
        raise InvalidPosition("central.top", KINDS[top], say("arch.position.cat", name=mine["name"]))
    f.sizes.append(size)
    f.tops.append(top)
    # every card lies in front of a player, in the discard pile or in a deck
    in_play = [rules.central_deck[k] + sum(s["wonder"].deck[k] for s in f.seats) for k in range(len(KINDS))]
    seen = [sum(s["cards"][k] for s in f.seats) + discard[k] + sum(1 for t in f.tops if t == k)
            for k in range(len(KINDS))]
    for k, kind in enumerate(KINDS):
        if seen[k] > in_play[k]:
            raise InvalidPosition("discard", None, say("arch.position.in_view", count=seen[k], kind=kind, most=in_play[k]))
    hidden = sum(size - (top is not None) for size, top in zip(f.sizes, f.tops, strict=True))
    if sum(in_play) - sum(seen) != hidden:
        raise InvalidPosition("decks", None, say("arch.position.hold", size=sum(f.sizes),
                                                 left=sum(in_play) - sum(seen) + sum(t is not None for t in f.tops)))
    f.pool = [in_play[k] - seen[k] for k in range(len(KINDS))]
    _check_what_gave(f, rules)
    # the Progress tokens: three face up while the stack lasts
    try:
        face_up = [rules.token(t).id for t in data.get("progress", [])]
    except (KeyError, TypeError):
        raise InvalidPosition("progress", short_value(data.get("progress")), say("arch.position.progress")) from None
    owned = [t for s in f.seats for t in s["tokens"]]
    left = {t.id: t.copies - owned.count(t.id) - face_up.count(t.id) for t in rules.tokens}
    for token_id, count in left.items():
        if count < 0:
            raise InvalidPosition("progress", rules.token(token_id).name,
                                  say("arch.position.tokens", token=rules.token(token_id).label))
    stack = sum(left.values())
    if len(face_up) != min(rules.progress_face_up, len(face_up) + stack):
        raise InvalidPosition("progress", None, say("arch.position.face_up", count=len(face_up),
                                                    most=rules.progress_face_up))
    f.face_up, f.stack = face_up, [t for t, c in left.items() for _ in range(c)]
    return f


_CARDS_OF_POWER = {"any_deck": 1, "central": 1, "look_five": 1, "left_and_right": 2}


def _check_what_gave(f, rules):
    """Every marker against what could have given it (seed 002):

    - the war: « Quand tu prends une rouge avec un ou deux cors, retourne autant de Conflits de
      Paix vers Bataille » and after a battle « tous défaussent leurs rouges portant des cors »:
      the conflicts showing battle are at most the horns on the red cards in front of the players;
    - the Progress tokens: « Avec deux symboles scientifiques identiques ou les trois différents,
      tu dois défausser les cartes vertes correspondantes et prendre un Progrès », or Babylon's
      stage (« Babylone choisit un Progrès »): the tokens owned, less Babylon's stages, are at most
      one for two green cards in the discard pile;
    - the turn counter: « tu prends une seule carte », more only through a Progress token (each
      « au plus une fois par tour ») or a stage's power: the cards taken (in front of the players
      and in the discard pile) are at most a card a turn played, plus one a turn for each such
      token, plus what the stages built took.
    """
    horns = sum(s["cards"][RED1] + 2 * s["cards"][RED2] for s in f.seats)
    if f.war > horns:
        raise InvalidPosition("war", f.war, say("arch.position.war_horns", war=f.war, horns=horns))
    babylon = sum(1 for s in f.seats for stage in s["wonder"].stages
                  if s["built"] & stage.bit and stage.power == "progress")
    traded = sum(f.discard[k] for k in GREENS) // 2
    owned = sum(len(s["tokens"]) for s in f.seats)
    if owned - babylon > traded:
        raise InvalidPosition("players", None, say("arch.position.tokens_traded", owned=owned, babylon=babylon,
                                                   greens=sum(f.discard[k] for k in GREENS)))
    taken = sum(sum(s["cards"]) for s in f.seats) + sum(f.discard)
    extra = max(sum(1 for t in s["tokens"] if rules.token(t).extra_take_on or rules.token(t).extra_take_on_build)
                for s in f.seats)
    powers = sum(_CARDS_OF_POWER.get(stage.power, 0) for s in f.seats for stage in s["wonder"].stages
                 if s["built"] & stage.bit)
    most = (f.turn - 1) * (1 + extra) + powers
    if taken > most:
        raise InvalidPosition("turn", f.turn, say("arch.position.turn_low", taken=taken, played=f.turn - 1, most=most))


def _deck(where, deck, most, rules, top_needed=True):
    size = deck.get("size")
    if type(size) is not int or not 0 <= size <= most:
        raise InvalidPosition(f"{where}.size", short_value(size), say("arch.position.size", most=most))
    top = deck.get("top")
    if top is None:
        if size and top_needed:
            raise InvalidPosition(f"{where}.top", None, say("arch.position.top"))
        return size, None
    if not size:
        raise InvalidPosition(f"{where}.top", short_value(top), say("arch.position.empty"))
    try:
        return size, rules.kind(top).index
    except KeyError:
        raise InvalidPosition(f"{where}.top", short_value(top), say("arch.position.kind", kinds=", ".join(KINDS))) from None


# -- dealing the rest -------------------------------------------------------------------------
def from_position(game_class, source, seed=0):
    """A game at ``source``, what lies face down dealt at random from ``seed``."""
    from .game import TAKING

    f = check(source)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(say("arch.position.seed", seed=repr(seed)))
    rng = random.Random(f"position {seed}")
    n = len(f.seats)
    game = game_class(players=n, seed=seed, wonders=[s["wonder"].id for s in f.seats], names=f.names)
    rules = ruleset()
    # what each deck may still hold: its box cards, less its top; then fill the decks at random
    room = [list(s["wonder"].deck) for s in f.seats] + [list(rules.central_deck)]
    for d, top in enumerate(f.tops):
        if top is not None:
            room[d][top] -= 1
            if room[d][top] < 0:
                raise InvalidPosition(f"decks[{d}].top", KINDS[top], say("arch.position.no_more"))
    below = fill(room, [size - (top is not None) for size, top in zip(f.sizes, f.tops, strict=True)], f.pool, rng)
    if below is None:
        raise InvalidPosition("decks", None, say("arch.position.fill"))
    game.decks = [cards + ([top] if top is not None else []) for cards, top in zip(below, f.tops, strict=True)]
    game.face_up, game.stack = list(f.face_up), list(f.stack)
    rng.shuffle(game.stack)
    game.conflicts, game.war = rules.conflict_tokens[n], f.war
    game.cards = [list(s["cards"]) for s in f.seats]
    game.built = [s["built"] for s in f.seats]
    game.tokens = [list(s["tokens"]) for s in f.seats]
    game.victories = [s["victories"] for s in f.seats]
    game.cat = next((i for i, s in enumerate(f.seats) if s["cat"]), None)
    game.discard = list(f.discard)
    game.pending, game.revealed, game.used, game.history = [], None, set(), []
    game.battle_due = game.ending = False
    game.peeks = {f.seat: len(game.decks[n]) - 1} if f.tops[n] is not None else {}
    game._skips = 0
    game.turn = f.turn - 1
    game._start_turn(f.current)
    game.phase = TAKING
    for i in range(n):
        if game._build_actions(i):
            raise InvalidPosition(f"players[{i}].cards", None, say("arch.position.build", name=f.names[i]))
    game._settle()
    # what each deck may hold, as far as the seat knows: its wonder's cards (the central deck's)
    game.room = [list(s["wonder"].deck) for s in f.seats] + [list(rules.central_deck)]
    game = game.redeal(f.seat, rng)
    return started_from(game, source, "architects", parse_text, f.seat)
