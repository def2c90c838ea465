"""Checking results: replay each code on the session's deal, rank the ones that replay, say why
the others are refused, and compare two students' games.

A result is replayed through the same ``Table`` the student played at, with the session's bots:
the code holds only the student's own moves, so the bots' moves (and the score they lead to)
are the verifier's own, never the code's.

>>> from .session import new_session
>>> from .student import play_as
>>> session = new_session("classic", players=3, seed=4)
>>> board = check(session, [play_as(session, "Ana"), play_as(session, "Bo", bot="random"), "WL2.x"])
>>> [row["name"] for row in board.rows()], board.refused[0].reason
(['Ana', 'Bo'], 'the code is cut short: copy it again whole')
"""

import importlib
import json
from dataclasses import dataclass, field

from ..core.bots import make_bot
from ..core.errors import IllegalAction
from ..core.i18n import say
from ..core.labels import bot_label
from ..core.notation import reason
from ..core.rng import make_rng
from ..table import Table
from ..table.ranking import rank_key, ranked, standing
from .codes import read_code, same_student
from .learning import learning_rows
from .session import InvalidCode


@dataclass(frozen=True)
class Move:
    """One of the student's decisions: its number, the turn, the game's notation, the entry."""

    index: int
    turn: str
    text: str
    entry: dict


@dataclass
class Verified:
    """A result that replays: the student's score on the session's deal and every choice."""

    name: str
    code: str
    categories: dict
    tiebreak: int
    won: bool
    supremacy: bool
    moves: list = field(default_factory=list)
    attempt: int = 1
    hints: bool = False
    course: dict = field(default_factory=dict)

    @property
    def total(self):
        return sum(self.categories.values())

    @property
    def key(self):
        """What ranks results, as the game breaks its ties (``table.ranking``, the live
        classroom's leaderboard's rule too)."""
        return rank_key(self.supremacy, self.total, self.tiebreak)


@dataclass(frozen=True)
class Refusal:
    label: str
    reason: str


def play_session(session, decide, lang=None):
    """Play ``session`` at a ``Table``; ``decide(table, city, options)`` gives the index of the
    option the student's seat takes at each decision. Returns the finished table and the moves."""
    table = Table(**session.table_options(), lang=lang)
    notation = importlib.import_module(f"wonderlab.{session.game}.notation").notation
    moves = []
    with table._language():
        while not table.is_over:
            _seat, city = table.acting()
            options = table.option_list()
            turn = table.status_round()
            index = decide(table, city, options)
            action = options[index].action
            moves.append(Move(len(moves) + 1, turn, notation(action), _entry(session, city, action)))
            table.choose(index)
            table.confirm()
    return table, moves


def _entry(session, city, action):
    return {("city" if session.game == "classic" else "seat"): city, **action.to_json()}


def replay_code(session, text, lang=None):
    """The ``Verified`` result of a code, or ``InvalidCode`` saying why it is refused."""
    result = read_code(text)
    if result.session != session.compact:
        raise InvalidCode(say("classroom.code.foreign", theirs=_grouped(result.session), ours=session.code))
    if result.hints and not session.hints:      # the session's table has no Hint button
        raise InvalidCode(say("classroom.code.hints_off"))
    pending = list(result.moves)

    def decide(table, city, options):
        done = len(table_moves)
        if done >= len(pending):
            raise InvalidCode(say("classroom.replay.short", done=done))
        entry = pending[done]
        table_moves.append(entry)
        key = "city" if session.game == "classic" else "seat"
        if entry.get(key) != city:
            raise InvalidCode(say("classroom.replay.city", index=done + 1, theirs=_short(entry.get(key)), ours=city))
        for index, option in enumerate(options):
            if option.action.matches(entry):
                return index
        raise InvalidCode(say("classroom.replay.illegal", index=done + 1, move=_short(entry),
                              why=_why(table, city, entry)))

    table_moves = []
    table, moves = play_session(session, decide, lang)
    if len(pending) > len(moves):
        raise InvalidCode(say("classroom.replay.extra", extra=len(pending) - len(moves)))
    return _verified(session, table, result.name, text, moves, result.attempt, result.hints, result.course)


def _verified(session, table, name, code, moves, attempt=1, hints=False, course=None):
    sheet = table.game.scores()[session.seat]
    found = standing(session.game, table.game, session.seat)
    return Verified(name, code, dict(sheet.categories), found.tiebreak, found.won,
                    found.supremacy, moves, attempt, hints, course or {})


def _why(table, city, entry):
    """The engine's reason an entry is not legal now, in its own words."""
    read_action = importlib.import_module(f"wonderlab.{table.kind}.runner").read_action
    try:
        _seat, action = read_action(table.game, entry)
    except ValueError as error:
        return str(error)
    return reason(table.game, city, action) or say("classroom.replay.not_now")


def baseline(session, lang=None):
    """The score of a session bot in the student's seat, on the same deal."""
    bot = make_bot(session.game, session.bots)
    rng = make_rng(session.seed)

    def decide(table, city, options):
        action = bot.choose(table.game, city, rng)
        return next(i for i, option in enumerate(options) if option.action == action)

    table, moves = play_session(session, decide, lang)
    return _verified(session, table, say("classroom.board.vs_bot") + f" {bot_label(session.bots)}", "", moves)


class Board:
    """The verified results of one session, best first, and the codes refused, with why."""

    def __init__(self, session, results, refused, base):
        self.session = session
        self.ranks = ranked(results, key=lambda r: r.key)
        self.results = [result for _, result in self.ranks]
        self.refused = refused
        self.baseline = base

    def __repr__(self):
        return say("classroom.board.repr", code=self.session.code, verified=len(self.results),
                   refused=len(self.refused))

    def rows(self):
        """One dict per verified result: rank (shared on a tie that stands), name, total,
        the tie-break, whether the student won the table, each category, and the gap to the bot."""
        rows = []
        for rank, result in self.ranks:
            rows.append({"rank": rank, "name": result.name, "attempt": result.attempt,
                         "hints": result.hints, "total": result.total,
                         "tiebreak": result.tiebreak, "won": result.won, "supremacy": result.supremacy,
                         "vs_bot": result.total - self.baseline.total, **result.categories})
        return rows

    def result(self, name):
        for result in self.results:
            if result.name == name:
                return result
        raise KeyError(say("classroom.board.unknown", name=name,
                           names=", ".join(r.name for r in self.results) or "-"))

    def breakdown(self, name):
        """``name``'s points per category."""
        from ..core.scoring import Points

        return Points(self.result(name).categories)

    def diverge(self, a, b):
        """Where ``a`` and ``b`` first chose differently: ``{"index", "turn", a: move, b: move}``,
        or None when they made the same choices all game long. Until then their games were the
        same, so the turn is the same for both."""
        first, second = self.result(a).moves, self.result(b).moves
        for mine, theirs in zip(first, second, strict=False):
            if mine.entry != theirs.entry:
                return {"index": mine.index, "turn": mine.turn, a: mine.text, b: theirs.text}
        if len(first) == len(second):
            return None
        longer, name = (first, a) if len(first) > len(second) else (second, b)
        move = longer[min(len(first), len(second))]
        over = say("classroom.board.ended")
        return {"index": move.index, "turn": move.turn, a: move.text if name == a else over,
                b: move.text if name == b else over}

    def diverge_text(self, a, b):
        found = self.diverge(a, b)
        if found is None:
            return say("classroom.board.same", a=a, b=b)
        return say("classroom.board.diverge", a=a, b=b, turn=found["turn"], index=found["index"],
                   move_a=found[a], move_b=found[b])

    def to_json(self):
        return {"session": self.session.code, "about": self.session.describe(), "hints": self.session.hints,
                "leaderboard": self.rows(),
                "refused": [{"code": r.label, "reason": r.reason} for r in self.refused],
                "baseline": {"bot": self.session.bots, "total": self.baseline.total,
                             "categories": self.baseline.categories},
                "learning": learning_rows(self)}

    def _repr_html_(self):
        from .teacher import board_html
        return board_html(self)


def check(session, codes, lang=None, attempts="first"):
    """A ``Board`` of ``codes``: texts, or ``(label, text)`` pairs (a file's name and its text).

    ``attempts``: ``"first"`` ranks each student's first attempt at the deal (a later one was
    played knowing every hand to come) and sets the others aside, each said among the refused
    codes; ``"all"`` ranks every attempt. One student is one name as people write it, whatever
    its case, accents and spaces (``codes.same_student``: "Ana", "ana " and "Âna" are one), and
    their first game is the one of the lowest attempt, the first given among equals (a reload
    or a second tab starts again at attempt 1). A code that holds the same student's same moves
    as one already read counts once, however its text was copied.
    """
    if attempts not in ("first", "all"):
        raise ValueError(say("classroom.board.attempts", value=repr(attempts)))
    results, refused, seen, labels = [], [], {}, {}
    names = {}
    for number, item in enumerate(codes, 1):
        label, text = item if isinstance(item, tuple) else (say("classroom.board.code_n", n=number), item)
        try:
            read = read_code(text)
            key = json.dumps([read.session, read.name, read.moves], sort_keys=True)
        except (InvalidCode, ValueError, TypeError):
            key = None
        if key is not None and key in seen:
            refused.append(Refusal(label, say("classroom.replay.twice", other=seen[key])))
            continue
        try:
            verified = replay_code(session, text, lang)
        except (InvalidCode, IllegalAction) as error:
            refused.append(Refusal(_label(label, text), str(error)))
            continue
        except (ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
            refused.append(Refusal(_label(label, text), say("classroom.replay.unreadable", why=error)))
            continue
        seen[key] = label
        labels[id(verified)] = label
        results.append(verified)
    if attempts == "first":      # a later attempt was played knowing every hand to come
        results, aside = _first_games(results, labels)
        refused += aside
    for verified in sorted(results, key=lambda r: r.attempt):
        shown = verified.name
        if verified.attempt > 1:
            shown = say("classroom.board.attempt_name", name=shown, attempt=verified.attempt)
        count = names.get(shown, 0) + 1           # two students of one name: both kept
        names[shown] = count
        verified.name = shown if count == 1 else f"{shown} ({count})"
    return Board(session, results, refused, baseline(session, lang))


def _first_games(results, labels):
    """Each student's first game (lowest attempt, then first given) and a ``Refusal`` for every
    other game of theirs, naming the one ranked."""
    kept = {}
    for order, verified in enumerate(results):
        person = same_student(verified.name)
        if person not in kept or verified.attempt < kept[person][0].attempt:
            kept[person] = (verified, order)
    first = {id(verified) for verified, _ in kept.values()}
    aside = [Refusal(f"{labels[id(r)]} ({r.name})",
                     say("classroom.board.set_aside", name=kept[same_student(r.name)][0].name,
                         kept=labels[id(kept[same_student(r.name)][0])]))
             for r in results if id(r) not in first]
    return [r for r in results if id(r) in first], aside


def _label(label, text):
    """The label of a refused code, with the name it claims when it can be read."""
    try:
        return f"{label} ({read_code(text).name})"
    except (InvalidCode, ValueError):
        return label


def _grouped(letters):
    from .letters import grouped
    return grouped(letters)


def _short(value, limit=80):
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= limit else text[:limit - 1] + "…"
