"""What the three games' ``runner`` modules share (``wonderlab.cli`` uses those): the rows of a
game the bots played, and what ``wonderlab replay`` prints of a replayed record. How a game is
played to its end (simultaneous turns in 7 Wonders, one seat at a time in the others) stays in
each runner.

>>> from wonderlab.architects import Game
>>> game = Game(players=2, seed=1)
>>> summary(game, ["wonders"])["result"], summary(game, ["wonders"])["winners"]
('unfinished', [])
"""


def rows(sheets, bots, winners, **extra):
    """One row per seat: ``seat``, ``bot``, the categories, ``total``, ``winner`` and ``extra``
    (``winners`` is the list of the winners' names)."""
    found = []          # (a plain loop: a comprehension is a call more, once a game played)
    for seat, sheet in enumerate(sheets):
        row = {"seat": seat, "bot": bots[seat]}
        # ``categories`` is read-only (a mapping proxy): its ``copy()`` is a plain dict, which a
        # row takes in at once where the proxy would be read key by key.
        row.update(sheet.categories.copy())
        row["total"] = sheet.total
        row["winner"] = sheet.name in winners
        if extra:
            row.update(extra)
        found.append(row)
    return found


def summary(game, categories, result="points"):
    """A replayed game scored like a table file (the shape of ``wonderlab score --json``);
    ``result`` is how a finished game was won."""
    over = game.is_over
    return {"game": type(game).__module__.split(".")[1], "players": [s.as_dict() for s in game.scores()],
            "winners": game.winners() if over else [], "result": result if over else "unfinished",
            "categories": list(categories)}
