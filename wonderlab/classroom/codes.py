"""Result codes: a student's name and moves on one session's deal, as plain text to paste.

A code is ``WL2.<session>.<moves>.<check>``: the session's code, the name, the moves the student
chose (the game's own record entries), the attempt (1 for the first game of the deal, 2 after
one "New game (Same deal)" or Load...) and whether the table's hints were used, as JSON,
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
Result(session='1P0WS', name='Ana', moves=({'seat': 0, 'kind': 'pick', 'wonder': 'piraeus'},), attempt=1, hints=False)
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
from dataclasses import dataclass

from ..core.i18n import say
from ..core.jsonfile import UnreadableFile, loads_strict
from .letters import to_letters
from .session import InvalidCode

PREFIX = "WL2"
MAX_CODE = 20_000          # characters; a finished 7-player game is under 1,000
MAX_INFLATED = 200_000     # bytes of JSON once inflated: a deflate bomb stops here
MAX_NAME = 40
MAX_MOVES = 2_000


@dataclass(frozen=True)
class Result:
    """What a code says: the session's code (without dashes), the name and the moves."""

    session: str
    name: str
    moves: tuple
    attempt: int = 1
    hints: bool = False


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


def make_code(session, name, moves, attempt=1, hints=False):
    """The result code of ``name``'s ``moves`` (record entries) on ``session``'s deal, at its
    ``attempt``-th game of that deal, the table's hints used or not."""
    text = json.dumps({"name": check_name(name), "moves": list(moves), "attempt": attempt,
                       "hints": bool(hints)}, ensure_ascii=False, separators=(",", ":"))
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
    if not isinstance(data, dict) or set(data) != {"name", "moves", "attempt", "hints"}:
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
    return Result(session, name, tuple(moves), attempt, hints)


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
