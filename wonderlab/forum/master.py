"""The game master's work, as functions that take a game file's path and return the text to post.

The command line (``wonderlab forum ...``, see ``cli.py``) and a notebook call the same functions:

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.json"
>>> _ = new(path, "classic", ["Ana", "Bo", "Cy"], seed=5, sides="A")
>>> play(path, "Ana", "discard Altar")
"Ana's move is recorded; waiting for Bo, Cy."
>>> play(path, "Bo", "build Baths")
Traceback (most recent call last):
wonderlab.forum.gamefile.ForumError: Baths is not in your hand
>>> status(path)
'Age I, turn 1: chosen: Ana; waiting for: Bo, Cy.'
"""

import importlib

from ..core.errors import IllegalAction, InvalidRecord
from ..core.i18n import say
from . import posts
from .gamefile import ForumError, GameFile, locked


def step_key(game):
    """What changes exactly when a turn resolves: a classic turn, or any decision elsewhere."""
    if game.is_over:
        return ("over",)
    if hasattr(game, "cities"):            # 7 Wonders: everyone chooses, then the turn resolves
        return (game.age, game.turn, game.phase)
    return len(game.record().actions)


def notation_module(table):
    return importlib.import_module(f"wonderlab.{table.game}.notation")


# -- the commands -------------------------------------------------------------------------
def new(path, game, names, seed=0, sides=None, shuffle=False, force=False):
    """Deal a new game for ``names`` (seating order; ``shuffle`` seats them at random from ``seed``)."""
    names = list(names)
    if shuffle:
        from ..core.rng import make_rng
        rng = make_rng(seed)
        rng.shuffle(names)
    table = GameFile.new(game, names, seed, sides)
    with locked(path):
        table.save(path, create=not force)
    label = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}[game]
    game_now = table.game_at()
    seating = ", ".join(f"{i + 1}. {n}" + (f" ({posts.wonder_label(game_now, i)})" if posts.wonder_label(game_now, i) else "")
                        for i, n in enumerate(table.names))
    return "\n".join([say("forum.new", game=label, path=path, names=", ".join(table.names), seed=seed,
                          seating=seating), say("forum.new.next", path=path)])


def hand(path, name):
    """The private message for ``name``: their choices and what each would cost."""
    table = GameFile.load(path)
    seat = table.seat(name)
    game = _with_chosen(table, exclude=seat)[0]
    chosen = table.chosen.get(table.seat_names()[seat])
    return posts.hand(table, game, seat, chosen["text"] if chosen else None, _turn_name(table, game))


def play(path, name, text):
    """Check ``name``'s move and record it; when the turn is complete, resolve it and return the post."""
    with locked(path):
        table = GameFile.load(path)
        seat = table.seat(name)
        name = table.seat_names()[seat]
        base = table.game_at()
        if base.is_over:
            raise ForumError(say("forum.over"))
        key = step_key(base)
        game, dropped = _with_chosen(table, exclude=seat)
        try:
            action, note = notation_module(table).read(game, seat, text)
        except IllegalAction as error:
            raise ForumError(str(error)) from None
        game.play(seat, action)
        changed = name in table.chosen
        chosen = {n: c for n, c in table.chosen.items() if n != name and n not in dropped}
        chosen[name] = {"entry": game.record().actions[-1], "text": action.notation}
        table.chosen = chosen
        full, late = _with_chosen(table)
        for late_name in late:
            del table.chosen[late_name]
        dropped = [*dropped, *late]
        lines = [note] if note else []
        if dropped:
            lines.append(say("forum.dropped", names=", ".join(dropped)))
        if step_key(full) != key:
            turn = len(table.turns) + 1
            label = _turn_name(table, base)
            table.actions = [*table.actions, *table.chosen_entries()]
            table.turns = [*table.turns, len(table.actions)]
            table.chosen = {}
            table.save(path)
            lines += [say("forum.resolved", turn=label), "", post_of(table, turn)]
            return "\n".join(lines)
        table.save(path)
        waiting = ", ".join(table.seat_names()[s] for s in full.waiting)
        lines.insert(0, say("forum.changed" if changed else "forum.recorded", name=name, waiting=waiting))
        return "\n".join(lines)


def post(path, turn=None, bbcode=False):
    """The public post of resolved turn ``turn`` (the last one by default), Markdown or BBCode."""
    table = GameFile.load(path)
    return post_of(table, turn, bbcode)


def post_of(table, turn=None, bbcode=False):
    if not table.turns:
        raise ForumError(say("forum.no_turn_yet"))
    last = len(table.turns)
    turn = last if turn is None else turn
    if not isinstance(turn, int) or not 1 <= turn <= last:
        raise ForumError(say("forum.no_turn", turn=turn, last=last))
    starts = table.turn_starts()
    before = table.game_at(starts[turn - 1])
    after = table.game_at(starts[turn])
    entries = table.actions[starts[turn - 1]:starts[turn]]
    text = posts.post(table, before, after, entries, _turn_name(table, before, starts[turn - 1]),
                      _turn_name(table, after, starts[turn]))
    return posts.to_bbcode(text) if bbcode else text


def status(path):
    """Who has chosen this turn and whom the game master waits for (never what they chose)."""
    table = GameFile.load(path)
    game = _with_chosen(table)[0]
    names = table.seat_names()
    if game.is_over and not table.chosen:
        return say("forum.status.over", winners=", ".join(game.winners()))
    turn = _turn_name(table, table.game_at())
    if not hasattr(game, "cities"):
        return say("forum.status.one", turn=turn, name=names[game.waiting[0]])
    if not game.waiting or step_key(game) != step_key(table.game_at()):
        return say("forum.status.all", turn=turn)
    chosen = ", ".join(table.chosen) or say("forum.nobody")
    waiting = ", ".join(names[s] for s in game.waiting)
    return say("forum.status.chosen", turn=turn, chosen=chosen, waiting=waiting)


def undo(path):
    """Take back the last resolved turn (a 7 Wonders turn's choices are kept, to be corrected)."""
    with locked(path):
        table = GameFile.load(path)
        if not table.turns:
            raise ForumError(say("forum.undo.none"))
        starts = table.turn_starts()
        start = starts[-2]
        before = table.game_at(start)
        label = _turn_name(table, before, start)
        entries = table.actions[start:]
        table.actions = table.actions[:start]
        table.turns = table.turns[:-1]
        table.chosen = {}
        lines = [say("forum.undone", turn=label)]
        if hasattr(before, "cities"):
            names = table.seat_names()
            replay = before.copy()
            for entry in entries:
                action = posts.action_of(replay, entry)
                replay.play(entry["city"], action)
                table.chosen[names[entry["city"]]] = {"entry": entry, "text": action.notation}
            lines.append(say("forum.undone.kept"))
        table.save(path)
        return "\n".join(lines)


def board(path, out, turn=None):
    """Draw the table (after resolved turn ``turn``, the last by default) to ``out``:
    ``.svg``, ``.html`` or ``.png``."""
    from ..views.board import save_board

    table = GameFile.load(path)
    starts = table.turn_starts()
    if turn is not None and not 0 <= turn < len(starts):
        raise ForumError(say("forum.no_turn", turn=turn, last=len(starts) - 1))
    game = table.game_at(None if turn is None else starts[turn])
    title = _turn_name(table, game, None if turn is None else starts[turn])
    save_board(game, out, title)
    return str(out)


# -- helpers ------------------------------------------------------------------------------
def _with_chosen(table, exclude=None):
    """The game with this turn's choices played (but ``exclude``'s), and the names of the choices
    that no longer fit (they are left out)."""
    game = table.game_at()
    names = table.seat_names()
    dropped = []
    for entry in table.chosen_entries():
        seat = entry.get("city", entry.get("seat"))
        if seat == exclude:
            continue
        try:
            game.play_json(entry)
        except (InvalidRecord, ValueError):
            dropped.append(names[seat])
    return game, dropped


def _turn_name(table, game, decisions=None):
    """``Age I, turn 3`` for 7 Wonders; ``Move 12`` in Duel and Architects."""
    if game.is_over:
        return say("forum.turn.end")
    if hasattr(game, "cities"):
        age = "I" * game.age if game.age < 4 else str(game.age)
        if game.phase == "seventh card":
            return say("forum.turn.seventh", age=age)
        if game.phase == "discard pile":
            return say("forum.turn.pile", age=age, turn=game.turn)
        return say("forum.turn.classic", age=age, turn=game.turn)
    done = len(table.actions) if decisions is None else decisions
    return say("forum.turn.decision", number=done + 1)
