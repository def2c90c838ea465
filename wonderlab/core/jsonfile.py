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
import re
import stat
from pathlib import Path

from .errors import WonderlabError
from .i18n import language, register, say

register({     # what a file that is no sound JSON gets, after its path
    "json.folder": {"en": "{path}: is a folder, not a file", "fr": "{path} : c'est un dossier, pas un fichier"},
    "json.unreadable": {"en": "{path}: cannot read the file ({error})", "fr": "{path} : impossible de lire le fichier ({error})"},
    "json.pipe": {"en": "{path}: is a pipe, not a file", "fr": "{path} : c'est un tube, pas un fichier"},
    "json.large": {"en": "{path}: the file is larger than {mb} MB; a wonderlab file is far smaller",
                   "fr": "{path} : le fichier dépasse {mb} Mo ; un fichier de wonderlab est bien plus petit"},
    "json.utf8": {"en": "{path}: not UTF-8 text (byte {byte} cannot be read)",
                  "fr": "{path} : ce n'est pas du texte UTF-8 (l'octet {byte} est illisible)"},
    "json.in_file": {"en": "{path}: {error}", "fr": "{path} : {error}"},
    "json.not_text": {"en": "expected JSON text, got {kind}", "fr": "un texte JSON est attendu, pas {kind}"},
    "json.malformed": {"en": "malformed JSON: {error} at line {line}, column {column}",
                       "fr": "JSON mal formé : {error} à la ligne {line}, colonne {column}"},
    "json.deep": {"en": "the JSON is nested more than {depth} levels deep",
                  "fr": "le JSON s'imbrique sur plus de {depth} niveaux"},
    "json.digits": {"en": "the JSON holds a number of thousands of digits",
                    "fr": "le JSON contient un nombre de milliers de chiffres"},
    "json.twice": {"en": "the key {name} appears twice in one object", "fr": "la clé {name} apparaît deux fois dans un même objet"},
    "json.constant": {"en": "{name} is not a number wonderlab accepts", "fr": "{name} n'est pas un nombre que wonderlab accepte"},
    "json.large_number": {"en": "the number {number} is far too large", "fr": "le nombre {number} est bien trop grand"},
    # the operating system's reasons, by errno, and the JSON parser's, by its message's start
    "os.ENOENT": {"en": "no such file", "fr": "fichier introuvable"},
    "os.EACCES": {"en": "permission denied", "fr": "accès refusé"},
    "os.EPERM": {"en": "operation not permitted", "fr": "opération non permise"},
    "os.ENOTDIR": {"en": "a part of the path is not a folder", "fr": "une partie du chemin n'est pas un dossier"},
    "os.ENAMETOOLONG": {"en": "the name is too long", "fr": "le nom est trop long"},
    "os.ELOOP": {"en": "too many symbolic links", "fr": "trop de liens symboliques"},
    "os.ENOSPC": {"en": "no space left on the disk", "fr": "plus de place sur le disque"},
    "os.EROFS": {"en": "the disk is read-only", "fr": "le disque est en lecture seule"},
    "os.EEXIST": {"en": "the file already exists", "fr": "le fichier existe déjà"},
    "os.EIO": {"en": "the disk could not be read", "fr": "erreur de lecture du disque"},
    "os.other": {"en": "the system refuses (error {code})", "fr": "le système refuse (erreur {code})"},
    "json.why.value": {"en": "expected a value", "fr": "une valeur est attendue"},
    "json.why.comma": {"en": "expected a comma", "fr": "une virgule est attendue"},
    "json.why.colon": {"en": "expected a colon", "fr": "un deux-points est attendu"},
    "json.why.key": {"en": "expected a field name in double quotes",
                     "fr": "un nom de champ entre guillemets droits est attendu"},
    "json.why.string": {"en": "a text is never closed", "fr": "un texte n'est jamais fermé par son guillemet"},
    "json.why.extra": {"en": "more text after the end of the JSON", "fr": "du texte suit la fin du JSON"},
    "json.why.control": {"en": "a control character inside a text", "fr": "un caractère de contrôle dans un texte"},
    "json.why.escape": {"en": "a broken escape (\\) inside a text", "fr": "un échappement (\\) invalide dans un texte"},
    "json.why.other": {"en": "the text is not JSON", "fr": "le texte n'est pas du JSON"},
    "json.surrogate": {"en": "the text {text} holds a lone surrogate (\\ud800-\\udfff), which is not a character",
                       "fr": "le texte {text} contient une moitié de paire de substitution (\\ud800-\\udfff), qui n'est pas un caractère"},
})


class UnreadableFile(WonderlabError, ValueError):
    """A file handed to wonderlab that is not sound JSON (too large, not UTF-8, malformed...)."""


_OS_REASONS = ("ENOENT", "EACCES", "EPERM", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "ENOSPC", "EROFS",
               "EEXIST", "EIO")
_JSON_REASONS = (("Expecting value", "value"), ("Expecting ',' delimiter", "comma"),
                 ("Expecting ':' delimiter", "colon"), ("Expecting property name", "key"),
                 ("Unterminated string", "string"), ("Extra data", "extra"),
                 ("Invalid control character", "control"), ("Invalid \\", "escape"))


def os_reason(error):
    """Why the operating system refused a file (an ``OSError``), in the current language: in
    English the system's own words, in French a sentence for its error number.

    >>> os_reason(FileNotFoundError(2, "No such file or directory"))
    'No such file or directory'
    >>> from .i18n import set_language
    >>> set_language("fr"); os_reason(PermissionError(13, "Permission denied")); set_language("en")
    'accès refusé'
    """
    import errno

    if language() != "fr":
        return getattr(error, "strerror", None) or str(error)
    name = errno.errorcode.get(getattr(error, "errno", None))
    if name in _OS_REASONS:
        return say(f"os.{name}")
    return say("os.other", code=name or type(error).__name__)


def json_reason(error):
    """What the JSON parser found wrong (a ``json.JSONDecodeError``), in the current language:
    in English the parser's own words, in French a sentence for each of them.

    >>> from .i18n import set_language
    >>> set_language("fr"); json_reason(json.JSONDecodeError("Expecting value", "", 0)); set_language("en")
    'une valeur est attendue'
    """
    if language() != "fr":
        return error.msg
    for start, why in _JSON_REASONS:
        if error.msg.startswith(start):
            return say(f"json.why.{why}")
    return say("json.why.other")




MAX_BYTES = 4 * 1024 * 1024    # a 7-player game record is about 30 KB; a table file under 5 KB
MAX_DEPTH = 32                 # our formats nest 4 levels at most
LARGEST = 10**15               # the largest whole number read (in size): a seed, a count


def read_json_file(path, max_bytes=MAX_BYTES):
    """The JSON value stored in the file at ``path``; ``UnreadableFile`` naming the file otherwise.

    Reads at most ``max_bytes`` + 1 bytes, so ``/dev/zero`` or a huge file is refused at once.
    """
    text = read_text_file(path, max_bytes)
    try:
        return loads_strict(text)
    except UnreadableFile as error:
        raise UnreadableFile(say("json.in_file", path=path, error=error)) from None


def read_text_file(path, max_bytes=MAX_BYTES, too_large=None):
    """The UTF-8 text of the regular file at ``path`` (table file, record, position, forum file):
    a folder, a pipe, a socket, a file larger than ``max_bytes`` or not UTF-8 is refused in one
    line naming the file, at once (a FIFO is never waited on); ``too_large``, when given, is the
    error raised for a file longer than ``max_bytes``.

    >>> read_text_file("/")
    Traceback (most recent call last):
    ...
    wonderlab.core.jsonfile.UnreadableFile: /: is a folder, not a file
    """
    path = Path(path)
    try:
        # Opened without blocking, so a FIFO is refused instead of waited on for ever.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except IsADirectoryError:
        raise UnreadableFile(say("json.folder", path=path)) from None
    except OSError as error:
        raise UnreadableFile(say("json.unreadable", path=path, error=os_reason(error))) from None
    try:
        kind = os.fstat(handle).st_mode
        if stat.S_ISDIR(kind):
            raise UnreadableFile(say("json.folder", path=path))
        if stat.S_ISFIFO(kind) or stat.S_ISSOCK(kind):
            raise UnreadableFile(say("json.pipe", path=path))
        with os.fdopen(handle, "rb") as stream:
            handle = None
            raw = stream.read(max_bytes + 1)
    except OSError as error:
        raise UnreadableFile(say("json.unreadable", path=path, error=os_reason(error))) from None
    finally:
        if handle is not None:
            os.close(handle)
    if len(raw) > max_bytes:
        raise too_large or UnreadableFile(say("json.large", path=path, mb=max_bytes // (1024 * 1024)))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableFile(say("json.utf8", path=path, byte=error.start)) from None


def loads_strict(text):
    """Parse ``text`` as JSON, refusing duplicate keys, NaN/Infinity, lone surrogates, huge
    numbers and deep nesting, each with a one-line reason."""
    if not isinstance(text, str):
        raise UnreadableFile(say("json.not_text", kind=type(text).__name__))
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant,
                           parse_float=_finite_float)
    except UnreadableFile:
        raise
    except json.JSONDecodeError as error:
        raise UnreadableFile(say("json.malformed", error=json_reason(error), line=error.lineno, column=error.colno)) from None
    except RecursionError:
        raise UnreadableFile(say("json.deep", depth=MAX_DEPTH)) from None
    except ValueError:               # Python refuses integers of more than 4300 digits
        raise UnreadableFile(say("json.digits")) from None
    _check_values(value)
    return value


_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")\s*(:)?|(-?\d+)(?:[.eE][-+\d.eE]*)?|([{}\[\],])|[^\s"{}\[\],]+)')


def where_wrong(text):
    """The field (``players[0].coins``) where the JSON ``text`` first goes wrong in a way
    ``loads_strict`` refuses: nested too deep, a key twice, a number too large; None if nowhere.
    It reads the text without recursion, so any depth is walked.

    >>> where_wrong('{"players": [{"coins": 1}, {"coins": 1' + '0' * 20 + '}]}')
    'players[1].coins'
    >>> where_wrong('{"a": {"b": 1, "b": 2}}'), where_wrong('{"a": 1}')
    ('a.b', None)
    """
    path, keys = [], []          # per open object or array: its key or index now; its keys seen
    for found in _TOKEN.finditer(text):
        string, colon, number, mark = found.groups()
        if string and colon and keys and keys[-1] is not None:
            try:
                key = json.loads(string)
            except ValueError:           # a broken escape: the key as written
                key = string[1:-1]
            path[-1] = key
            if key in keys[-1]:
                return _path_text(path)
            keys[-1].add(key)
        elif number and (len(number.lstrip("-")) > 15 or abs(int(number)) > LARGEST):
            return _path_text(path)
        elif mark in ("{", "["):
            if len(path) >= MAX_DEPTH:
                return _path_text(path)
            path.append(None if mark == "{" else 0)
            keys.append(set() if mark == "{" else None)
        elif mark in ("}", "]") and path:
            path.pop()
            keys.pop()
        elif mark == "," and path and keys[-1] is None:
            path[-1] += 1
    return None


def _path_text(path):
    text = ""
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif step is not None:
            text += ("." if text else "") + step
    return text or None


def _unique_keys(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise UnreadableFile(say("json.twice", name=repr(key)))
        result[key] = value
    return result


def _no_constant(name):
    raise UnreadableFile(say("json.constant", name=name))


def _finite_float(text):
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise UnreadableFile(say("json.large_number", number=text[:20]))
    return number


def _check_values(value):
    """Depth and text checks without recursion, so any parsed value can be walked."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise UnreadableFile(say("json.deep", depth=MAX_DEPTH))
        if isinstance(item, str):
            _check_text(item)
        elif isinstance(item, dict):
            for key, child in item.items():
                _check_text(key)
                stack.append((child, depth + 1))
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > LARGEST:
            raise UnreadableFile(say("json.large_number", number=str(item)[:20] + "..."))


def _check_text(text):
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise UnreadableFile(say("json.surrogate", text=repr(text[:20]))) from None
