"""What one seat of a Duel table with Agora may see of it, as plain data: the Senate's six
Chambers (section, points, each player's cubes, controller, Decrees: a face-down one only as
"face down"), the cubes in reserve, the Senators recruited, each player's Conspiracies (their
names to their holder only, the other seat sees how many and which are prepared) and political
supremacy. ``wonderlab.table.seats.duel`` adds it to its view as ``board["senate"]``.

>>> from wonderlab.duel.game import Game
>>> seen = senate(Game(seed=7, agora=True), 0)
>>> [c["points"] for c in seen["chambers"]], seen["players"][0]["reserve"]
([1, 2, 3, 3, 2, 1], 12)
"""

from ...core.i18n import register, say
from ...duel.agora import AgoraGame, structures
from ...duel.conspiracies import Plot, conspiracy
from ...duel.decrees import decree_text
from ...duel.senate import CHAMBERS, facts, section_of
from ...duel.senators import SENATOR_BASE, SenateAction, senator

register({
    # the drawing's words (``board["senate"]["labels"]``: only an Agora game's view has them)
    **{f"seat.agora.label.{key}": {"en": en, "fr": fr} for key, (en, fr) in {
        "title": ("The Senate", "Le Sénat"), "reserve": ("cubes in reserve", "cubes en réserve"),
        "controls": ("Chambers controlled", "Chambres contrôlées"), "senators": ("Senators", "Sénateurs"),
        "conspiracies": ("Conspiracies", "Conspirations"), "prepared": ("prepared", "préparée"),
        "triggered": ("triggered", "déclenchée"), "point": ("1 point", "1 point"), "points": ("{n} points", "{n} points"),
    }.items()},
    "seat.agora.chamber": {"en": "Chamber {n}", "fr": "Chambre {n}"},
    "seat.agora.section": {"en": "{section} section", "fr": "section {section}"},
    "seat.agora.decree": {"en": "Decree {n}", "fr": "Décret {n}"},
    "seat.agora.decree_down": {"en": "face-down Decree", "fr": "Décret face cachée"},
    "seat.agora.nobody": {"en": "nobody controls it", "fr": "personne ne la contrôle"},
    "seat.agora.controls": {"en": "{name} controls it", "fr": "{name} la contrôle"},
    "seat.agora.conspiracy_down": {"en": "a Conspiracy", "fr": "une Conspiration"},
    "seat.agora.senator": {"en": "Senator", "fr": "Sénateur"},
    # a Politician's short name on the structure's card (the engine's "Politician (left section)")
    "seat.agora.politician.0": {"en": "Left Politician", "fr": "Politicien de gauche"},
    "seat.agora.politician.1": {"en": "Middle Politician", "fr": "Politicien du milieu"},
    "seat.agora.politician.2": {"en": "Right Politician", "fr": "Politicien de droite"},
    "seat.agora.political": {"en": "Political supremacy: {name} controls the six Chambers and wins at once",
                             "fr": "Suprématie politique : {name} contrôle les six Chambres et gagne immédiatement"},
})


def layout(age):
    """The rows and columns of Agora's structure of ``age`` (25, 25 and 23 places).

    >>> rows, columns = layout(1); len(rows), rows[:4], columns[:4]
    (25, [1, 1, 1, 2], [5, 7, 9, 4])
    """
    rows, columns = [], []
    for r, row in enumerate(facts()["structures"][str(age)]["rows"]):
        rows += [r + 1] * len(row["columns"])
        columns += row["columns"]
    assert len(rows) == len(structures()[age][0])
    return rows, columns


def senator_card(index, age):
    """A Senator of the structure as the table draws a card."""
    s = senator(index)
    name = say(f"seat.agora.politician.{s.section}") if s.kind == "politician" else s.label
    return {"key": s.id, "name": name, "color": "senator", "color_name": say("seat.agora.senator"), "age": age,
            "cost": [], "gives": [{"icon": "senate", "text": s.label, "n": 1}]}


def is_senator(index):
    return index is not None and index >= SENATOR_BASE


def _plot(entry, own):
    index, card, done = entry
    shown = own or done
    return {"name": conspiracy(index).label if shown else say("seat.agora.conspiracy_down"),
            "face_down": not shown, "prepared": card is not None, "triggered": bool(done)}


def senate(game, seat, reveal=False):
    """The Senate as ``seat`` sees it (``seat`` None: the public table), or None in a game
    without Agora. Once the game is over nothing is hidden (``reveal``: a step of the review of
    a game over): every Decree and every Conspiracy shows, as ``duel.shared.record_for`` then
    gives the whole record."""
    if not isinstance(game, AgoraGame):
        return None
    board, over = game.senate, game.is_over or reveal
    points = facts()["senate"]["points"]
    chambers = []
    for c in range(CHAMBERS):
        owner = board.controller(c)
        section = say(f"agora.section.{section_of(c)}")
        decrees = [{"name": say("seat.agora.decree", n=d), "text": decree_text(d)} if board.face_up[d] or over
                   else {"name": None, "face_down": True, "text": say("seat.agora.decree_down")} for d in board.decrees[c]]
        chambers.append({"chamber": c + 1, "label": say("seat.agora.chamber", n=c + 1), "section": section_of(c),
                         "section_name": say("seat.agora.section", section=section), "points": points[c],
                         "points_text": say("seat.agora.label.point") if points[c] == 1
                         else say("seat.agora.label.points", n=points[c]),
                         "cubes": [board.cubes[0][c], board.cubes[1][c]], "controller": owner,
                         "control_text": say("seat.agora.controls", name=game.names[owner]) if owner is not None
                         else say("seat.agora.nobody"),
                         "decrees": decrees, "target": f"chamber:{c + 1}"})
    labels = ("title", "reserve", "controls", "senators", "conspiracies", "prepared", "triggered")
    return {"labels": {key: say(f"seat.agora.label.{key}") for key in labels}, "chambers": chambers,
            "players": [{"name": game.names[i], "reserve": board.reserve(i), "controls": len(board.controlled(i)),
                         "senators": [senator(s).label for s in game.senators[i]],
                         "conspiracies": [_plot(e, i == seat or over) for e in game.plots[i]]} for i in (0, 1)],
            "conspiracy_deck": len(game.plot_deck)}


def target(action):
    """The Chamber a Senate action is about (a move: the Chamber its cube leaves), or None.

    >>> from wonderlab.duel.senators import MOVES
    >>> target(MOVES[(2, 3)])
    'chamber:3'
    """
    if isinstance(action, SenateAction | Plot) and action.chamber is not None:
        return f"chamber:{action.chamber + 1}"
    return None


def outcome(game):
    """The line of a game won by political supremacy, or ""."""
    if isinstance(game, AgoraGame) and game.is_over and game.result == "political supremacy":
        return say("seat.agora.political", name=game.names[game.winner])
    return ""
