"""The game master's work, as functions that take a game file's path and return the text to post.

The command line (``wonderlab forum ...``, see ``cli.py``) and a notebook call the same functions:

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.json"
>>> _ = new(path, "classic", ["Ana", "Bo", "Cy"], seed=5, sides="A")
>>> play(path, "Ana", "discard Altar")
"Ana: discard Altar for 3 coins.\\nAna's move for turn 1 is recorded; waiting for Bo, Cy."
>>> play(path, "Bo", "build Baths")
Traceback (most recent call last):
wonderlab.forum.gamefile.ForumError: Baths is not in your hand
>>> status(path)
'Turn 1 (Age I, turn 1): chosen: Ana; waiting for: Bo, Cy.'
"""

import importlib
import random
import re
import secrets
from datetime import UTC, datetime
from pathlib import Path

from ..core.errors import IllegalAction, InvalidRecord
from ..core.i18n import plural, say
from ..core.labels import colon
from ..core.names import closest, normalize
from ..core.notation import exact, find_name, name_table, words
from . import posts
from .expansions import expansion_label
from .gamefile import ForumError, GameFile, fresh_seed, locked

LABELS = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}


def step_key(game):
    """What changes exactly when a turn resolves: a classic turn, or any decision elsewhere (the
    entries of the game's record, counted without writing the record).

    >>> from wonderlab.duel import Game
    >>> game = Game(seed=1)
    >>> game.play(0, game.legal_actions(0)[0])
    >>> step_key(game) == len(game.record().actions) == 1
    True
    """
    if game.is_over:
        return ("over",)
    if hasattr(game, "cities"):            # 7 Wonders: everyone chooses, then the turn resolves
        return (game.age, game.turn, game.phase)
    return game.entries_played()


def notation_module(table):
    return importlib.import_module(f"wonderlab.{table.game}.notation")


# -- the commands -------------------------------------------------------------------------
def new(path, game, names, seed=None, sides=None, shuffle=False, force=False, wonders=None,
        refuse_unbuildable=False, expansions=()):
    """Deal a new game for ``names`` (seating order; ``shuffle`` seats them at random);
    ``expansions``: Duel's ``pantheon``, ``agora`` or both.

    Without ``seed`` the deal comes from the system's secure source and is never shown (the game
    file keeps it); a ``seed`` given deals a known game, and the answer warns that players who
    know it can rebuild the hands. ``wonders``: one per player in seating order (else at random).
    """
    names = list(names)
    given = seed is not None
    seed = fresh_seed() if seed is None else seed
    if shuffle:
        random.Random(secrets.randbits(64) if not given else seed).shuffle(names)
    table = GameFile.new(game, names, seed, sides, wonders, expansions)
    table.refuse_unbuildable = bool(refuse_unbuildable)
    with locked(path):
        table.save(path, create=not force)
    game_now = table.game_at()
    seating = ", ".join(f"{i + 1}. {n}" + (f" ({posts.wonder_label(game_now, i)})" if posts.wonder_label(game_now, i) else "")
                        for i, n in enumerate(table.names))
    label = LABELS[game] + (f" {expansion_label(expansions)}" if expansions else "")
    lines = [say("forum.new", game=label, path=path, names=", ".join(table.names), seating=seating)]
    if given:
        lines.append(say("forum.new.known_seed"))
    lines.append(say("forum.new.next", path=path))
    return "\n".join(lines)


def hand(path, name, bbcode=False, png=None):
    """The private message for ``name``: their choices and what each would cost (``bbcode``:
    for a forum that reads BBCode); ``png``: also draw their hand into that file."""
    table = GameFile.load(path)
    seat = table.seat(name)
    game = _with_chosen(table, exclude=seat)[0]
    chosen = table.choice_of(seat)
    text = posts.hand(table, game, seat, chosen["text"] if chosen else None, _turn_title(table, table.game_at()))
    if png is not None:
        from ..views.hand import save_hand

        save_hand(game, seat, png, f"{table.seat_names()[seat]} — {_turn_title(table, table.game_at())}")
    return posts.to_bbcode(text) if bbcode else text


def hands(path, folder, bbcode=False, png=True):
    """Every player's private message of this turn, one file each in ``folder``
    (``NAME.md`` or ``NAME.bbcode``, and ``NAME.png`` with ``png``); returns what was written."""
    table = GameFile.load(path)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in table.seat_names():
        stem = folder / _file_name(name)
        picture = stem.with_suffix(".png") if png else None
        text = hand(path, name, bbcode, picture)
        out = stem.with_suffix(".bbcode" if bbcode else ".md")
        out.write_text(text + "\n", encoding="utf-8")
        written += [out, *([picture] if picture else [])]
    return say("forum.hands.written", turn=table.turn, files=", ".join(str(p) for p in written))


def _file_name(name):
    return re.sub(r"[^A-Za-z0-9_-]+", "_", normalize(name)).strip("_") or "player"


def play(path, name, text, turn=None, refuse_unbuildable=None):
    """Check ``name``'s move for ``turn`` (this turn by default) and record it; when the turn is
    complete, resolve it and return the post.

    A 7 Wonders card that cannot be built (nor be the wonder's stage) is discarded as a discard
    is, for 3 coins, as seed 003 says, unless the game (or ``refuse_unbuildable``) asks again."""
    said_turn, text = _split_turn(text)
    turn = turn if turn is not None else said_turn
    with locked(path):
        table, seat, name, base = _mover(path, name)
        _check_turn(table, base, turn)
        game, dropped = _with_chosen(table, exclude=seat)
        refuse = table.refuse_unbuildable if refuse_unbuildable is None else refuse_unbuildable
        action, note, forced = _read(table, game, seat, text, refuse)
        return _record(path, table, base, game, seat, name, action, dropped,
                       [note] if note else [], {"forced": forced} if forced else {})


def deadline(path, when=None):
    """Set this turn's deadline (``when``: ``2026-12-03 20:00``, UTC unless it says otherwise),
    or, without ``when``, say it and whom the game master still waits for."""
    if when is not None:
        moment = _moment(when)
        with locked(path):
            table = GameFile.load(path)
            table.deadline = moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M")
            table.save(path)
    table = GameFile.load(path)
    game = _with_chosen(table)[0]
    title = _turn_title(table, table.game_at())
    if table.deadline is None:
        head = say("forum.deadline.none", turn=title)
    else:
        passed = _moment(table.deadline) <= datetime.now(UTC)
        head = say("forum.deadline.passed" if passed else "forum.deadline.at", turn=title, when=table.deadline)
    missing = ", ".join(table.seat_names()[s] for s in game.waiting) or say("forum.nobody")
    return "\n".join([head, say("forum.deadline.missing", names=missing)])


def bot_move(path, name, bot="greedy"):
    """At the deadline: a bot (``random``, ``greedy`` or ``search``) chooses ``name``'s move for
    this turn, from what ``name`` may see; the post says so."""
    from ..core.bots import bot_names, make_bot

    with locked(path):
        table, seat, name, base = _mover(path, name)
        if table.deadline is not None and _moment(table.deadline) > datetime.now(UTC):
            raise ForumError(say("forum.bot.early", name=name, when=table.deadline))
        if table.choice_of(seat) is not None:
            raise ForumError(say("forum.bot.chosen", name=name))
        game, dropped = _with_chosen(table, exclude=seat)
        if seat not in game.waiting:
            raise ForumError(say("forum.bot.idle", name=name))
        if bot not in bot_names(table.game):
            raise ForumError(say("forum.bot.unknown", bot=bot, game=table.game, known=", ".join(bot_names(table.game))))
        rng = random.Random(f"{table.seed}:{table.turn}:{seat}")   # secret, yet the same on a re-run
        decided_on = base if hasattr(base, "cities") else game   # never the others' secret choices
        action = make_bot(table.game, bot).choose(decided_on, seat, rng)
        if action not in game.legal_actions(seat):
            action = rng.choice(game.legal_actions(seat))
        return _record(path, table, base, game, seat, name, action, dropped, [], {"bot": bot})


def replace(path, old, new_name):
    """A replacement player ``new_name`` takes ``old``'s seat, with its hand and its city."""
    with locked(path):
        table = GameFile.load(path)
        seat = table.seat(old)
        old = table.seat_names()[seat]
        new_name = str(new_name).strip()
        if table.free_city and seat == 2:
            raise ForumError(say("forum.replace.free_city"))
        if not new_name or any(normalize(n) == normalize(new_name) for n in table.seat_names()):
            raise ForumError(say("forum.replace.taken", name=new_name))
        table.names[seat] = new_name
        if "names" in table.options:
            table.options["names"][seat] = new_name
        if old in table.chosen:
            table.chosen[new_name] = table.chosen.pop(old)
        table.seats.append({"turn": table.turn, "seat": seat, "old": old, "new": new_name})
        table.save(path)
    return "\n".join([say("forum.replaced", old=old, new=new_name, turn=table.turn),
                      say("forum.replaced.next", path=path, name=new_name)])


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
    marks = [table.marks.get(str(i), {}) for i in range(starts[turn - 1], starts[turn])]
    seats = [s for s in table.seats if s.get("turn") == turn]
    text = posts.post(table, before, after, entries, _turn_title(table, before, starts[turn - 1], turn),
                      _turn_title(table, after, starts[turn], turn + 1), marks, seats, starts[turn - 1], table.game_at())
    return posts.to_bbcode(text) if bbcode else text


def status(path):
    """Who has chosen this turn and whom the game master waits for (never what they chose)."""
    table = GameFile.load(path)
    game = _with_chosen(table)[0]
    names = table.seat_names()
    if game.is_over and not table.chosen:
        return plural(len(game.winners()), "forum.status.over", winners=", ".join(game.winners()))
    turn = _turn_title(table, table.game_at())
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
        marks = {i: table.marks.pop(str(i), {}) for i in range(start, len(table.actions))}
        table.actions = table.actions[:start]
        table.turns = table.turns[:-1]
        table.chosen = {}
        lines = [say("forum.undone", turn=label)]
        if hasattr(before, "cities"):
            names = table.seat_names()
            replay = before.copy()
            for i, entry in enumerate(entries, start):
                action = posts.action_of(replay, entry)
                replay.play(entry["city"], action)
                table.chosen[names[entry["city"]]] = {"entry": entry, "text": action.notation, **marks[i]}
            lines.append(say("forum.undone.kept"))
        table.save(path)
        return "\n".join(lines)


def board(path, out, turn=None):
    """Draw the table (after resolved turn ``turn``, the last by default) to ``out``:
    ``.svg``, ``.html`` or ``.png``; at the end of the game it shows the scores."""
    from ..views.board import save_board

    table = GameFile.load(path)
    starts = table.turn_starts()
    if turn is not None and not 0 <= turn < len(starts):
        raise ForumError(say("forum.no_turn", turn=turn, last=len(starts) - 1))
    game = table.game_at(None if turn is None else starts[turn])
    title = _turn_name(table, game, None if turn is None else starts[turn])
    save_board(game, out, title)
    return str(out)


# -- playing a move -------------------------------------------------------------------------
def _mover(path, name):
    """``(table, seat, name as the game spells it, game now)`` for a move of ``name``."""
    table = GameFile.load(path)
    seat = table.seat(name)
    base = table.game_at()
    if base.is_over:
        raise ForumError(say("forum.over"))
    return table, seat, table.seat_names()[seat], base


_TURN = re.compile(r"^\s*(?:turn|tour)\s*(\d+)\s*[:,-]\s*", re.I)


def _split_turn(text):
    """``(turn, move)`` from ``turn 4: build Baths`` (a player's message may name its turn)."""
    found = _TURN.match(str(text))
    if found:
        return int(found.group(1)), str(text)[found.end():]
    return None, text


def _check_turn(table, base, turn):
    if turn is None:
        return
    if turn < table.turn:
        raise ForumError(say("forum.late", turn=turn, now=_turn_title(table, base)))
    if turn > table.turn:
        raise ForumError(say("forum.early", turn=turn, now=_turn_title(table, base)))


def _read(table, game, seat, text, refuse):
    """``(action, note, forced)``: the legal action ``text`` names; ``forced`` is the reason when
    a 7 Wonders card that cannot be built is discarded instead."""
    legal = game.legal_actions(seat)
    notation = notation_module(table)
    if table.game == "classic" and legal and game.phase == "play":
        card, verb = _named_card(game, seat, text, notation)
        if card is not None and verb is None and not exact(text, legal, notation.notation):
            label = card.label
            raise ForumError(say("forum.bare", text=str(text).strip(),
                                 build=say("notation.classic.build", card=label),
                                 stage=say("notation.classic.stage", card=label),
                                 discard=say("notation.classic.discard", card=label)))
    try:
        action, note = notation.read(game, seat, text)
        return action, note, None
    except IllegalAction as error:
        if table.game == "classic" and legal and game.phase == "play":
            card, verb = _named_card(game, seat, text, notation)
            possible = any(a.kind == verb and a.card.name == card.name for a in legal)
            if card is not None and verb in ("build", "stage") and not possible:   # not a mistyped payment
                discard = next((a for a in legal if a.kind == "discard" and a.card.name == card.name), None)
                if discard is not None and not refuse:
                    return discard, "", str(error)
                others = sorted({c.label for c in game.hand(seat)} - {card.label})
                raise ForumError(say("forum.cannot", reason=str(error), cards=", ".join(others))) from None
        raise ForumError(_did_you_mean(table, game, seat, text, error)) from None


def _named_card(game, seat, text, notation):
    """``(card in seat's hand, verb kind or None)`` that ``text`` names, or ``(None, None)``."""
    tokens = [t for t in words(text) if t not in ("(", ")", ":")]
    verb = notation.VERBS.get(tokens[0]) if tokens else None
    rest = tokens[1:] if verb else tokens
    hand = name_table(game.hand(seat), lambda c: (c.name, c.name_fr))
    while rest:
        card, _ = find_name(rest, lambda t: hand.get(t.replace(" ", "")))
        if card is not None:
            return card, verb
        if rest[0] not in notation.LEADING:
            break
        rest = rest[1:]
    return None, None


def _did_you_mean(table, game, seat, text, error):
    """The refusal, with the closest move or card when the text looks like a typo of one (the
    notation's refusals of a text that names nothing start with that text)."""
    message = str(error)
    if not message.startswith(f"`{str(text).strip()}`"):
        return message
    if table.game == "classic":
        notation = notation_module(table)
        if _named_card(game, seat, text, notation)[0] is not None:
            return message
        tokens = [t for t in words(text) if t not in ("(", ")")]
        rest = tokens[1:] if tokens and tokens[0] in notation.VERBS else tokens
        rest = rest[:rest.index(":")] if ":" in rest else rest
        labels = sorted({c.label for c in game.hand(seat)} | {c.name for c in game.hand(seat)}
                        | {c.name_fr for c in game.hand(seat)})
        guess = closest(" ".join(rest), labels) if rest else None
        if guess is None:
            return message
        card = next(c for c in game.hand(seat) if guess in (c.label, c.name, c.name_fr))
        others = sorted({c.label for c in game.hand(seat)} - {card.label})
        return say("forum.typo.card", text=str(text).strip(), card=card.label, cards=", ".join(others))
    guess = closest(str(text), [a.notation for a in game.legal_actions(seat)])
    return f"{message} — " + say("forum.typo.move", move=guess) if guess is not None else message


def _record(path, table, base, game, seat, name, action, dropped, lines, mark):
    """Record ``action`` as ``seat``'s choice (``mark``: forced or a bot's); resolve the turn when
    everyone has chosen; the answer repeats what was understood."""
    key = step_key(base)
    turn = table.turn
    game.play(seat, action)
    changed = table.choice_of(seat) is not None
    chosen = {n: c for n, c in table.chosen.items() if n != name and n not in dropped}
    chosen[name] = {"entry": game.record().actions[-1], "text": action.notation, **mark}
    table.chosen = chosen
    full, late = _with_chosen(table)
    for late_name in late:
        del table.chosen[late_name]
    dropped = [*dropped, *late]
    lines = [f"{colon(name)} {posts.understood(table, game, seat, action, mark)}.", *lines]
    if dropped:
        lines.append(say("forum.dropped", names=", ".join(dropped)))
    if step_key(full) != key:
        label = _turn_title(table, base)
        by_seat = {posts.seat_of(c["entry"]): c for c in table.chosen.values()}
        for entry in table.chosen_entries():
            extra = {k: v for k, v in by_seat[posts.seat_of(entry)].items() if k in ("forced", "bot")}
            if extra:
                table.marks[str(len(table.actions))] = extra
            table.actions = [*table.actions, entry]
        table.turns = [*table.turns, len(table.actions)]
        table.chosen = {}
        table.deadline = None
        table.save(path)
        lines += [say("forum.resolved", turn=label), "",
                  post_of(table, turn)]
        return "\n".join(lines)
    table.save(path)
    waiting = ", ".join(table.seat_names()[s] for s in full.waiting)
    lines.insert(1, say("forum.changed" if changed else "forum.recorded", name=name, turn=turn, waiting=waiting))
    return "\n".join(lines)


# -- helpers ------------------------------------------------------------------------------
def _moment(text):
    """A deadline: ISO date and time, UTC unless it names its zone."""
    try:
        moment = datetime.fromisoformat(str(text).strip().replace("UTC", "").strip())
    except ValueError:
        raise ForumError(say("forum.deadline.bad", when=text)) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _with_chosen(table, exclude=None):
    """The game with this turn's choices played (but ``exclude``'s), and the names of the choices
    that no longer fit (they are left out)."""
    game = table.game_at()
    names = table.seat_names()
    dropped = []
    for entry in table.chosen_entries():
        seat = posts.seat_of(entry)
        if seat == exclude:
            continue
        try:
            game.play_json(entry)
        except (InvalidRecord, ValueError):
            dropped.append(names[seat])
    return game, dropped


def _turn_title(table, game, decisions=None, number=None):
    """``Turn 9 (Age II, turn 3)``: the game's turn count, which ``play --turn`` names, and where."""
    number = table.turn if number is None else number
    place = _turn_name(table, game, decisions)
    if game.is_over or not hasattr(game, "cities"):     # Duel, Architects: move N is turn N
        return place
    return f"{say('forum.turn.number', number=number)} ({place})"


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
