"""Reading JSON that a person hands us: bounded in size and depth, strict, one-line errors.

Table files, game records and forum game files all come from people (typed by hand, edited,
pasted, or made hostile on purpose). Everything read here either gives plain JSON values or
raises :class:`UnreadableFile` (a ``ValueError``) with one line that says what is wrong.

>>> loads_strict('{"game": "duel", "players": []}')
{'game': 'duel', 'players': []}
>>> loads_strict('{"coins": 3, "coins": 4}')
Traceback (most recent call last):
...
wonderlab.core.jsonfile.UnreadableFile: the key 'coins' appears twice in one object
>>> loads_strict("[" * 1000 + "]" * 1000)
Traceback (most recent call last):
...
wonderlab.core.jsonfile.UnreadableFile: the JSON is nested more than 32 levels deep
"""

import json
import os
import stat
from pathlib import Path

from .errors import WonderlabError


class UnreadableFile(WonderlabError, ValueError):
    """A file handed to wonderlab that is not sound JSON (too large, not UTF-8, malformed...)."""




MAX_BYTES = 4 * 1024 * 1024    # a 7-player game record is about 30 KB; a table file under 5 KB
MAX_DEPTH = 32                 # our formats nest 4 levels at most
LARGEST = 10**15               # the largest whole number read (in size): a seed, a count


def read_json_file(path, max_bytes=MAX_BYTES):
    """The JSON value stored in the file at ``path``; ``UnreadableFile`` naming the file otherwise.

    Reads at most ``max_bytes`` + 1 bytes, so ``/dev/zero`` or a huge file is refused at once.
    """
    path = Path(path)
    try:
        # Opened without blocking, so a FIFO is refused instead of waited on for ever.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except IsADirectoryError:
        raise UnreadableFile(f"{path}: is a folder, not a file") from None
    except OSError as error:
        raise UnreadableFile(f"{path}: cannot read the file ({error.strerror or error})") from None
    try:
        kind = os.fstat(handle).st_mode
        if stat.S_ISDIR(kind):
            raise UnreadableFile(f"{path}: is a folder, not a file")
        if stat.S_ISFIFO(kind) or stat.S_ISSOCK(kind):
            raise UnreadableFile(f"{path}: is a pipe, not a file")
        with os.fdopen(handle, "rb") as stream:
            handle = None
            raw = stream.read(max_bytes + 1)
    except OSError as error:
        raise UnreadableFile(f"{path}: cannot read the file ({error.strerror or error})") from None
    finally:
        if handle is not None:
            os.close(handle)
    if len(raw) > max_bytes:
        raise UnreadableFile(f"{path}: the file is larger than {max_bytes // (1024 * 1024)} MB; "
                          "a wonderlab file is far smaller") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableFile(f"{path}: not UTF-8 text (byte {error.start} cannot be read)") from None
    try:
        return loads_strict(text)
    except UnreadableFile as error:
        raise UnreadableFile(f"{path}: {error}") from None


def loads_strict(text):
    """Parse ``text`` as JSON, refusing duplicate keys, NaN/Infinity, lone surrogates, huge
    numbers and deep nesting, each with a one-line reason."""
    if not isinstance(text, str):
        raise UnreadableFile(f"expected JSON text, got {type(text).__name__}")
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant,
                           parse_float=_finite_float)
    except UnreadableFile:
        raise
    except json.JSONDecodeError as error:
        raise UnreadableFile(f"malformed JSON: {error.msg} at line {error.lineno}, "
                          f"column {error.colno}") from None
    except RecursionError:
        raise UnreadableFile(f"the JSON is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError:               # Python refuses integers of more than 4300 digits
        raise UnreadableFile("the JSON holds a number of thousands of digits") from None
    _check_values(value)
    return value


def _unique_keys(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise UnreadableFile(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def _no_constant(name):
    raise UnreadableFile(f"{name} is not a number wonderlab accepts")


def _finite_float(text):
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise UnreadableFile(f"the number {text[:20]} is far too large")
    return number


def _check_values(value):
    """Depth and text checks without recursion, so any parsed value can be walked."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise UnreadableFile(f"the JSON is nested more than {MAX_DEPTH} levels deep")
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, dict):
            for key, child in item.items():
                _check_text(key)
                stack.append((child, depth + 1))
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > LARGEST:
            raise UnreadableFile(f"the number {str(item)[:20]}... is far too large")


def _check_text(text):
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UnreadableFile(f"the text {text[:20]!r} holds a lone surrogate (\\ud800-\\udfff), "
                          "which is not a character") from None
