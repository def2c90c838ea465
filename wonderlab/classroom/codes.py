"""Result codes: a student's name and moves on one session's deal, as plain text to paste.

A code is ``WL2.<session>.<moves>.<check>``: the session's code, the name, the moves the student
chose (the game's own record entries), the attempt (1 for the first game of the deal, 2 after
one "New game (Same deal)" or Load...), whether the table's hints were used and, when the
student did any in the same kernel, the course's exercise and review results (the short form of
``wonderlab.course.journal``; a code made before it had none and still reads), as JSON,
deflated and in base 32 (capital letters and 2-7: nothing a chat's Markdown turns into italics
or bold, unlike base 64's ``_``), and a checksum of all that. Nothing in it is ever executed or unpickled: reading a code is parsing
strict JSON. The checksum only tells a code that was edited or cut; what makes a result
trustworthy is the replay (``verify``), which plays the moves again on the session's deal.

>>> from .session import new_session
>>> session = new_session("duel", seed=3)
>>> code = make_code(session, "Ana", [{"seat": 0, "kind": "pick", "wonder": "piraeus"}])
>>> code.startswith("WL2.1P0WS.")
True
>>> read_code(code)
Result(session='1P0WS', name='Ana', moves=({'seat': 0, 'kind': 'pick', 'wonder': 'piraeus'},), attempt=1, hints=False, course={})
>>> read_code(make_code(session, "Ana", [], course={"e": {"duel": {"trade-1": [0, 2, 0, 1]}}})).course
{'e': {'duel': {'trade-1': [0, 2, 0, 1]}}}
>>> read_code(code[:-1] + ("A" if code[-1] != "A" else "B"))
Traceback (most recent call last):
...
wonderlab.classroom.session.InvalidCode: the code was changed or cut after it was made (its checksum does not match): copy it again whole
"""

import base64
import binascii
import hashlib
import json
import unicodedata
import zlib
from dataclasses import dataclass, field

from ..core.i18n import say
from ..core.jsonfile import UnreadableFile, loads_strict
from ..course.families import FAMILIES, family_of
from ..course.journal import MAX_TRIES
from .letters import to_letters
from .session import InvalidCode

PREFIX = "WL2"
MAX_CODE = 20_000          # characters; a finished 7-player game is under 1,000
MAX_INFLATED = 200_000     # bytes of JSON once inflated: a deflate bomb stops here
MAX_NAME = 40
MAX_MOVES = 2_000
MAX_REVIEW = 12            # questions of one kind in a review: at most all of them


@dataclass(frozen=True)
class Result:
    """What a code says: the session's code (without dashes), the name and the moves."""

    session: str
    name: str
    moves: tuple
    attempt: int = 1
    hints: bool = False
    course: dict = field(default_factory=dict)


NAME_MARKS = "-'’."           # Jean-Luc, O'Brien, J. Smith: besides letters, digits and spaces


def check_name(name):
    """The name, trimmed, its spaces collapsed; ``ValueError`` saying what is wrong with it. A
    name holds letters (of any alphabet, accents included), digits, spaces and ``- ' .`` only,
    as its message says.

    >>> check_name("  Jean-Luc   O'Brien "), check_name("Zoé")
    ("Jean-Luc O'Brien", 'Zoé')
    >>> check_name("<b>Ana</b>")
    Traceback (most recent call last):
    ...
    ValueError: letters, digits, spaces, hyphens, apostrophes and full stops only
    """
    if not isinstance(name, str) or not name.strip():
        raise ValueError(say("classroom.name.empty"))
    name = " ".join(name.split())
    if len(name) > MAX_NAME:
        raise ValueError(say("classroom.name.long", limit=MAX_NAME))
    if not all(c.isalnum() or c == " " or c in NAME_MARKS or unicodedata.category(c).startswith("M")
               for c in name):
        raise ValueError(say("classroom.name.characters"))
    return name


def same_student(name):
    """The key under which two names are one student's: names compared as people write them,
    whatever the case, the accents and the spaces (Unicode casefold, accents dropped after NFKD,
    spaces collapsed).

    >>> same_student("Ana") == same_student(" ana ") == same_student("ANA") == same_student("Âna")
    True
    >>> same_student("Jean Luc") == same_student("Jean  luc"), same_student("Ana") == same_student("Anna")
    (True, False)
    """
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def _checksum(session, body):
    digest = hashlib.blake2s(f"{PREFIX}.{session}.{body}".encode(), digest_size=5).digest()
    return to_letters(int.from_bytes(digest, "big")).rjust(8, "0")


def make_code(session, name, moves, attempt=1, hints=False, course=None):
    """The result code of ``name``'s ``moves`` (record entries) on ``session``'s deal, at its
    ``attempt``-th game of that deal, the table's hints used or not, and the ``course``'s
    exercises and reviews (the short form of ``wonderlab.course.journal``) when there are any."""
    data = {"name": check_name(name), "moves": list(moves), "attempt": attempt, "hints": bool(hints)}
    if course:
        data["course"] = check_course(course)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(text.encode()) + packer.flush()
    body = base64.b32encode(raw).decode().rstrip("=")
    return f"{PREFIX}.{session.compact}.{body}.{_checksum(session.compact, body)}"


def read_code(text):
    """The ``Result`` a code holds; ``InvalidCode`` saying why when it is not one, was edited
    or cut (whatever ``text`` is: spaces and line breaks a chat added are ignored)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidCode(say("classroom.code.empty"))
    if len(text) > MAX_CODE:
        raise InvalidCode(say("classroom.code.long", length=len(text)))
    text = "".join(text.split())
    parts = text.split(".")
    if parts[0].upper() != PREFIX:
        raise InvalidCode(say("classroom.code.shape", prefix=PREFIX))
    if len(parts) != 4 or not all(parts):
        raise InvalidCode(say("classroom.code.cut"))
    _, session, body, check = parts
    if _checksum(session, body) != check:
        raise InvalidCode(say("classroom.code.edited"))
    data = _inflate(body)
    if not isinstance(data, dict) or set(data) - {"course"} != {"name", "moves", "attempt", "hints"}:
        raise InvalidCode(say("classroom.code.content", why="expected a name, moves, an attempt and hints"))
    attempt, hints = data["attempt"], data["hints"]
    if type(attempt) is not int or not 1 <= attempt <= MAX_MOVES or type(hints) is not bool:
        raise InvalidCode(say("classroom.code.content", why="attempt: expected a whole number from 1, "
                                                             "hints: true or false"))
    try:
        name = check_name(data["name"])
    except ValueError as error:
        raise InvalidCode(say("classroom.code.name", why=error)) from None
    moves = data["moves"]
    if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(isinstance(m, dict) for m in moves):
        raise InvalidCode(say("classroom.code.content", why="moves: expected a list of moves"))
    try:
        course = check_course(data.get("course", {}))
    except ValueError as error:
        raise InvalidCode(say("classroom.code.content", why=error)) from None
    return Result(session, name, tuple(moves), attempt, hints, course)


def check_course(course):
    """``course`` (the journal's short form) when every game, exercise name and number in it is
    one the course can have; ``ValueError`` saying what is not.

    >>> check_course({"e": {"duel": {"trade-1": [1, 1, 0, 1]}}, "r": {"duel": {"duel-price": [2, 3]}}})["r"]
    {'duel': {'duel-price': [2, 3]}}
    >>> check_course({"e": {"duel": {"trade-1": [1, 0, 0, 1]}}})
    Traceback (most recent call last):
    ...
    ValueError: the course's results: trade-1 (duel) is not a result an exercise can have
    """
    if not isinstance(course, dict) or not set(course) <= {"e", "r"}:
        raise ValueError(say("classroom.code.course", what="course"))
    for part, valid in (("e", _exercise_entry), ("r", _review_entry)):
        games = course.get(part, {})
        if not isinstance(games, dict):
            raise ValueError(say("classroom.code.course", what=part))
        for game, entries in games.items():
            if game not in FAMILIES or not isinstance(entries, dict) or not entries:
                raise ValueError(say("classroom.code.course", what=_short(game)))
            for name, entry in entries.items():
                if family_of(game, name) is None or not valid(entry):
                    raise ValueError(say("classroom.code.course", what=f"{_short(name)} ({game})"))
    return course


def _short(value):
    return str(value)[:40]


def _small(values, count):
    return (isinstance(values, list) and len(values) == count
            and all(type(v) is int and 0 <= v <= MAX_TRIES for v in values))


def _exercise_entry(entry):
    """[right first, tries, shown, right at last]: a first try right is right at last, in one try."""
    if not _small(entry, 4) or not {entry[0], entry[2], entry[3]} <= {0, 1}:
        return False
    first, tries, shown, right = entry
    return (tries >= 1 or (not first and not right and shown)) and (not first or (right and tries == 1))


def _review_entry(entry):
    return _small(entry, 2) and entry[0] <= entry[1] <= MAX_REVIEW


def _inflate(body):
    try:
        raw = base64.b32decode(body.upper() + "=" * (-len(body) % 8))
        unpacker = zlib.decompressobj(-15)
        data = unpacker.decompress(raw, MAX_INFLATED)
        if unpacker.unconsumed_tail:
            raise InvalidCode(say("classroom.code.content", why="too large"))
        return loads_strict(data.decode("utf-8"))
    except (binascii.Error, zlib.error, UnicodeDecodeError, UnreadableFile) as error:
        raise InvalidCode(say("classroom.code.content", why=error)) from None
