"""Duel 12 (Pantheon) and 13 (Agora): their positions, and how a position of each shows.

Each board prints as text from one player's view (``game.view(seat)``): what that player sees,
never a face-down Divinity or Decree. One function per board, ``pantheon`` and ``senate``, so a
drawing of the board can take its place in both notebooks at once.

>>> game = senate_position(20, 13)          # both players have placed a cube in Chamber 1
>>> print(senate(game, 0).splitlines()[1])
Chamber 1 (1 point): Hugo 1, Lea 1, nobody controls it
>>> print(pantheon(position(3, 11, pantheon=True), 0).splitlines()[3])
Space 3 (costs Hugo 6, Lea 5): a Phoenician Divinity, face down
"""

import random
from collections import deque

from ..core.i18n import plural, register, say
from ..duel.decrees import decree_text
from ..duel.game import Game
from ..duel.pantheon_data import ALL_DIVINITIES, MYTHOLOGIES
from ..duel.senate import facts
from ..duel.senators import RecruitAction, SenateAction

NAMES = ["Hugo", "Lea"]
_MYTHS = {m.id: m for m in MYTHOLOGIES}
_DIVINITIES = {d.id: d for d in ALL_DIVINITIES}


def position(seed, until, **expansion):
    """The game of ``seed`` with ``expansion`` (``pantheon=True`` or ``agora=True``) after
    ``until`` decisions chosen at random (``random.Random(seed)``), the players Hugo and Lea.

    >>> game = position(3, 35, pantheon=True)
    >>> game.age, game.names[game.current], len(game.legal_actions(game.current))
    (2, 'Lea', 6)
    """
    game = Game(seed=seed, names=list(NAMES), **expansion)
    deque(_random_game(game, seed, until), maxlen=0)
    return game


def _random_game(game, seed, until):
    """``(seat, action)`` for each decision of ``game`` drawn at random, just before it is played."""
    rng = random.Random(seed)
    for _ in range(until):
        if game.is_over:
            break
        seat = game.current
        action = rng.choice(game.legal_actions(seat))
        yield seat, action
        game.play(seat, action)


def senate_position(seed, until):
    """The Agora game of ``seed`` after ``until`` decisions where both players play for the Senate:
    each recruits a Senator four times in five when one can be taken, and each Senate action is
    the one that leaves its player controlling the most Chambers more than the opponent; every
    other decision is drawn at random (``random.Random(seed)``).

    >>> game = senate_position(20, 56)
    >>> game.names[game.current], game.senate.controlled(0), game.senate.supremacy()
    ('Hugo', [0, 1, 3, 4, 5], None)
    """
    game = Game(seed=seed, names=list(NAMES), agora=True)
    deque(_senate_game(game, seed, until), maxlen=0)
    return game


def _senate_game(game, seed, until):
    """``(seat, action)`` for each decision of ``game``, just before ``seat`` plays ``action``."""
    rng = random.Random(seed)
    for _ in range(until):
        if game.is_over:
            break
        seat = game.current
        actions = game.legal_actions(seat)
        if any(isinstance(a, SenateAction) for a in actions):
            action = max(actions, key=lambda a: _lead(game, seat, a) + rng.random() / 10)
        else:
            recruits = [a for a in actions if isinstance(a, RecruitAction)]
            action = rng.choice(recruits) if recruits and rng.random() < 0.8 else rng.choice(actions)
        yield seat, action
        game.play(seat, action)


def _lead(game, seat, action):
    after = game.copy()
    after.play(seat, action)
    return len(after.senate.controlled(seat)) - len(after.senate.controlled(1 - seat))


# -- the boards, as text ---------------------------------------------------------------------------
def pantheon(game, seat):
    """The Pantheon as ``seat`` sees it: each space with its two costs and its Divinity (its
    Mythology only while face down), the decks, and what each player holds."""
    view, names = game.view(seat)["pantheon"], game.names
    lines = [say("course.boards.pantheon")]
    for space, found in enumerate(view["spaces"], 1):
        where = say("course.boards.space", space=space, costs="")
        if found is None:
            lines.append(say("course.boards.empty", where=where))
            continue
        costs = say("course.boards.costs", first=names[0], a=found["costs"][0], second=names[1], b=found["costs"][1])
        where = say("course.boards.space", space=space, costs=costs)
        if found["divinity"] is None:
            lines.append(say("course.boards.hidden", where=where, myth=_MYTHS[found["mythology"]].label))
        else:
            lines.append(say("course.boards.divinity", where=where, name=_DIVINITIES[found["divinity"]].label))
    lines.append(say("course.boards.decks", decks=", ".join(f"{_MYTHS[m].label} {n}" for m, n in view["decks"].items())))
    for name, held in zip(names, view["players"], strict=True):
        myths = ", ".join(_MYTHS[m].label for m in held["mythology"]) or "-"
        offerings = ", ".join(f"-{n}" for n in held["offerings"]) or "-"
        gods = ", ".join(_DIVINITIES[d].label for d in held["divinities"]) or "-"
        lines.append(say("course.boards.held", name=name, myths=myths, offerings=offerings, gods=gods))
    return "\n".join(lines)


def senate(game, seat):
    """The Senate as ``seat`` sees it: each Chamber's points, cubes and controller, then its Decree."""
    view, names = game.view(seat)["senate"], game.names
    lines = [say("course.boards.senate")]
    for chamber, points in enumerate(facts()["senate"]["points"]):
        mine, theirs = view["cubes"][0][chamber], view["cubes"][1][chamber]
        who = names[0] if mine > theirs else names[1] if theirs > mine else None
        control = say("course.boards.controls", name=who) if who else say("course.boards.nobody")
        decrees = "; ".join(decree_text(d) if d is not None else say("course.boards.face_down")
                            for d in view["decrees"][chamber]) or "-"
        lines.append(say("course.boards.chamber", chamber=chamber + 1, points=plural(points, "course.boards.points"),
                         first=names[0], a=mine, second=names[1], b=theirs, control=control))
        lines.append(say("course.boards.decree", decrees=decrees))
    return "\n".join(lines)


register({
    "course.boards.pantheon": {"en": "The Pantheon (spaces 1 to 6):", "fr": "Le Panthéon (cases 1 à 6) :"},
    "course.boards.space": {"en": "Space {space}{costs}", "fr": "Case {space}{costs}"},
    "course.boards.costs": {"en": " (costs {first} {a}, {second} {b})", "fr": " (coûte {a} à {first}, {b} à {second})"},
    "course.boards.empty": {"en": "{where}: empty", "fr": "{where} : vide"},
    "course.boards.hidden": {"en": "{where}: a {myth} Divinity, face down",
                             "fr": "{where} : une Divinité {myth}, face cachée"},
    "course.boards.divinity": {"en": "{where}: {name}", "fr": "{where} : {name}"},
    "course.boards.decks": {"en": "Divinities left in the decks: {decks}", "fr": "Divinités restant dans les pioches : {decks}"},
    "course.boards.held": {"en": "{name}: Mythology tokens {myths}; Offering tokens {offerings}; Divinities activated {gods}",
                           "fr": "{name} : jetons Mythologie {myths} ; jetons Offrande {offerings} ; Divinités invoquées {gods}"},
    "course.boards.senate": {"en": "The Senate (Chambers 1 to 6):", "fr": "Le Sénat (Chambres 1 à 6) :"},
    "course.boards.chamber": {"en": "Chamber {chamber} ({points}): {first} {a}, {second} {b}, {control}",
                              "fr": "Chambre {chamber} ({points}) : {first} {a}, {second} {b}, {control}"},
    "course.boards.decree": {"en": "    its Decree: {decrees}", "fr": "    son Décret : {decrees}"},
    "course.boards.points.one": {"en": "{count} point", "fr": "{count} point"},
    "course.boards.points.many": {"en": "{count} points", "fr": "{count} points"},
    "course.boards.controls": {"en": "{name} controls it", "fr": "{name} la contrôle"},
    "course.boards.nobody": {"en": "nobody controls it", "fr": "personne ne la contrôle"},
    "course.boards.face_down": {"en": "face down", "fr": "face cachée"},
})
