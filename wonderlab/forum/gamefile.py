"""The forum game file: one JSON file holds a whole game, so a game master can stop for days.

It keeps the game's options and seed, the names in seating order, every resolved decision (the
engine's record entries), where each turn ends, and the choices collected for the turn being
played (secret until it resolves). Nothing else: every state is rebuilt by replaying the record.

Writes go to a temporary file renamed into place, under a lock (``filelock``'s soft lock: a
``game.json.lock`` made by an atomic create and removed when the command ends, so it works
wherever Python runs, JupyterLite's browser kernel included), so the file is never half written
and two commands run at once cannot both win. The file is read with the project's strict JSON
reader (``core/jsonfile.py``) and written with the mode the folder's umask gives. A file that was
edited by hand into something the game cannot be is refused with the reason, and never
overwritten.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "game.json"
>>> table = GameFile.new("classic", ["Ana", "Bo", "Cy"], seed=5)
>>> table.save(path, create=True)
>>> GameFile.load(path).names
['Ana', 'Bo', 'Cy']
"""

import contextlib
import importlib
import json
import os
import secrets
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import InvalidRecord, WonderlabError
from ..core.i18n import say
from ..core.jsonfile import UnreadableFile, read_json_file
from ..core.names import normalize
from ..core.records import GameRecord
from ..games import GAMES
from .expansions import EXPANSIONS

FORMAT = "wonderlab-forum/1"
FREE_CITY = "Free City"
LOCK_WAIT = 10.0        # seconds a command waits for another one to finish with the file
MAX_SEED = 10**15       # the strict JSON reader's largest whole number


class ForumError(WonderlabError, ValueError):
    """A refusal of the game master's command: one line, exit code 2 on the command line."""


def fresh_seed():
    """A seed from the system's secure source: nobody can guess it, so nobody can rebuild the
    hands from it (the game file keeps it, for the game master alone)."""
    return secrets.randbelow(MAX_SEED)


def engine(game):
    """The ``Game`` class of ``game`` (``classic``, ``duel`` or ``architects``)."""
    if game not in GAMES:
        raise ForumError(f"game: {game!r}: expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"wonderlab.{game}.game").Game


@dataclass
class GameFile:
    """The content of a game file; ``game()`` replays it into the engine's ``Game``."""

    game: str
    options: dict
    seed: int = field(repr=False)                 # the game master's secret: never shown
    names: list = field(default_factory=list)
    actions: list = field(default_factory=list)   # resolved record entries, in order
    turns: list = field(default_factory=list)     # len(actions) at the end of each resolved turn
    chosen: dict = field(default_factory=dict, repr=False)   # name -> {"entry", "text", ...}: secret
    marks: dict = field(default_factory=dict)     # str(action index) -> {"forced": why} or {"bot": name}
    deadline: str | None = None                   # the turn being played ends then (the GM's words)
    seats: list = field(default_factory=list)     # [{"turn", "seat", "old", "new"}]: replacements
    refuse_unbuildable: bool = False              # ask again rather than discard (friendly games)
    _replayed: tuple = field(default=None, repr=False, compare=False)   # (key, game after all actions)

    # -- making one -----------------------------------------------------------------------
    @classmethod
    def new(cls, game, names, seed=0, sides=None, wonders=None, expansions=()):
        """A new game for ``names`` in seating order; the engine deals it from ``seed``
        (``wonders``: one per player, in seating order, else dealt at random; ``expansion``:
        Duel's ``pantheon``, ``agora`` or both, which the file's options record)."""
        names = [str(n).strip() for n in names]
        if any(not n for n in names):
            raise ForumError("--players: a name is empty")
        if len({normalize(n) for n in names}) != len(names):
            raise ForumError("--players: two players have the same name")
        options = {"players": len(names), "names": list(names)}
        if game == "classic":
            options["sides"] = sides or "random"
            if len(names) == 2:
                options["names"] = [*names, FREE_CITY]
        elif sides:
            raise ForumError(f"--sides: {game} wonders have no sides")
        if wonders:
            if game == "duel":
                raise ForumError("--wonders: Duel's wonders are drafted during the game")
            options["wonders"] = list(wonders)
        for expansion in expansions:
            if game != "duel" or expansion not in EXPANSIONS:
                raise ForumError(say("forum.expansion.bad", expansion=expansion, game=game))
            options[expansion] = True
        table = cls(game, options, seed, list(names))
        try:
            table.game_at()
        except (ValueError, TypeError) as error:
            raise ForumError(str(error).replace("record: options: ", "").replace("wonders: ", "--wonders: ")) from None
        return table

    # -- replaying ------------------------------------------------------------------------
    def record(self, upto=None):
        actions = self.actions if upto is None else self.actions[:upto]
        return GameRecord(self.game, dict(self.options), self.seed, tuple(actions))

    def game_at(self, upto=None):
        """The engine's game after the first ``upto`` resolved decisions (all of them by default)."""
        if upto is None or upto == len(self.actions):     # the commands' usual question: replayed once
            key = (len(self.actions), tuple(self.seat_names()))
            if self._replayed is not None and self._replayed[0] == key:
                return self._replayed[1].copy()
        cls = engine(self.game)
        record = self.record(upto)
        game = cls.from_record(record)
        for entry in record.actions:
            game.play_json(entry)
        return game

    def turn_starts(self):
        """The number of resolved decisions before each turn, the turn being played last."""
        return [0, *self.turns]

    def seat(self, name):
        """The seat of a player's ``name`` (any case, accents optional); the Free City is seat 2."""
        wanted = normalize(name)
        seats = self.seat_names()
        for seat, known in enumerate(seats):
            if normalize(known) == wanted:
                return seat
        raise ForumError(f"{name!r} is not a player of this game ({', '.join(seats)})")

    def seat_names(self):
        return self.options.get("names") or self.names

    def choice_of(self, seat):
        """This turn's choice of ``seat`` (``{"entry", "text", ...}``) or None."""
        return self.chosen.get(self.seat_names()[seat])

    @property
    def turn(self):
        """The number of the turn being played: 1 + the turns resolved."""
        return len(self.turns) + 1

    def chosen_entries(self):
        """This turn's choices in the order the engine takes them (the Free City's card first)."""
        entries = [choice["entry"] for choice in self.chosen.values()]
        return sorted(entries, key=lambda entry: entry.get("city") != 2) if self.free_city else entries

    @property
    def free_city(self):
        return self.game == "classic" and len(self.names) == 2

    # -- files ----------------------------------------------------------------------------
    def to_json(self):
        data = {"format": FORMAT, "game": self.game, "options": self.options, "seed": self.seed,
                "names": self.names, "actions": self.actions, "turns": self.turns,
                "chosen": self.chosen, "marks": self.marks, "deadline": self.deadline, "seats": self.seats,
                "refuse_unbuildable": self.refuse_unbuildable}
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def save(self, path, create=False):
        """Write the file atomically; ``create`` refuses to replace an existing file. A new file
        gets the mode the umask gives, like any file the game master makes; a rewrite keeps it."""
        path = Path(path)
        text = self.to_json()
        temp = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp"
        try:
            handle = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except OSError as error:
            raise ForumError(f"{path}: cannot write the file ({error.strerror})") from None
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            if create and path.exists():
                raise ForumError(f"{path}: the file exists already (use --force to start over)")
            with contextlib.suppress(OSError):      # a rewrite keeps the mode the file has
                os.chmod(temp, path.stat().st_mode & 0o777)
            os.replace(temp, path)           # under the lock: nobody else writes it meanwhile
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temp)

    @classmethod
    def load(cls, path):
        """Read and check a game file; anything wrong raises ``ForumError`` naming the field."""
        try:
            data = read_json_file(path)
        except UnreadableFile as error:
            raise ForumError(str(error)) from None
        return cls.from_data(data, str(path))

    @classmethod
    def from_data(cls, data, where="game file"):
        def bad(field_name, problem):
            raise ForumError(f"{where}: {field_name}: {problem}")

        if not isinstance(data, dict):
            bad("(top)", "expected a JSON object")
        if data.get("format") != FORMAT:
            bad("format", f"{data.get('format')!r} is not {FORMAT!r}")
        if data.get("game") not in GAMES:
            bad("game", f"{data.get('game')!r}: expected one of {', '.join(GAMES)}")
        for key, kind in (("options", dict), ("seed", int), ("names", list), ("actions", list),
                          ("turns", list), ("chosen", dict)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                bad(key, f"missing or not a {kind.__name__}")
        names = data["names"]
        if not names or not all(isinstance(n, str) and n.strip() for n in names):
            bad("names", "expected a list of player names")
        if len({normalize(n) for n in names}) != len(names):
            bad("names", "two players have the same name")
        seat_names = data["options"].get("names", names)
        if not isinstance(seat_names, list) or not all(isinstance(n, str) and n.strip() for n in seat_names):
            bad("options.names", "expected a list of player names")
        if not all(isinstance(a, dict) for a in data["actions"]):
            bad("actions", "every entry must be an object")
        turns = data["turns"]
        if (not all(isinstance(t, int) and not isinstance(t, bool) for t in turns)
                or turns != sorted(set(turns)) or (turns and turns[0] < 1)
                or (turns[-1] if turns else 0) != len(data["actions"])):
            bad("turns", "must count the resolved decisions at the end of each turn, in order, "
                         f"the last being {len(data['actions'])}")
        if not 0 <= data["seed"] <= MAX_SEED:
            bad("seed", f"expected a whole number from 0 to {MAX_SEED}")
        for name, choice in data["chosen"].items():
            if (not isinstance(choice, dict) or not isinstance(choice.get("entry"), dict)
                    or not isinstance(choice.get("text"), str)):
                bad(f"chosen.{name}", "expected {\"entry\": {...}, \"text\": \"...\"}")
        marks = data.get("marks", {})
        if not isinstance(marks, dict) or not all(
                k.isdigit() and int(k) < len(data["actions"]) and isinstance(v, dict) for k, v in marks.items()):
            bad("marks", "expected {\"action number\": {...}} for resolved actions")
        deadline = data.get("deadline")
        if deadline is not None and not isinstance(deadline, str):
            bad("deadline", "expected a text or null")
        seats = data.get("seats", [])
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            bad("seats", "expected a list of replacements")
        refuse = data.get("refuse_unbuildable", False)
        if not isinstance(refuse, bool):
            bad("refuse_unbuildable", "expected true or false")
        table = cls(data["game"], data["options"], data["seed"], names, data["actions"], turns,
                    {}, marks, deadline, seats, refuse)
        for name, choice in data["chosen"].items():   # one spelling of each name: the seat's
            known = table.seat_names()[table._seat_or_fail(name, where)]
            if known in table.chosen:
                bad(f"chosen.{name}", f"names the same player as another choice ({known})")
            table.chosen[known] = choice
        table.check(where)
        return table

    def check(self, where):
        """Replay every turn and this turn's choices; refuse what the game cannot be."""
        from .master import step_key  # the turn structure of each game

        try:
            game = engine(self.game).from_record(self.record(0))
        except InvalidRecord as error:
            raise ForumError(f"{where}: options: {error}") from None
        seats = self.seat_names()
        if len(seats) != len(game.names) or [normalize(n) for n in game.names] != [normalize(n) for n in seats]:
            raise ForumError(f"{where}: names: they do not match the game's options")
        done = 0
        for number, end in enumerate(self.turns, 1):
            key = step_key(game)
            for i in range(done, end):
                if step_key(game) != key:
                    raise ForumError(f"{where}: turns: turn {number} ends after decision {i}, not {end}")
                self._replay_one(game, i, where)
            if step_key(game) == key:
                raise ForumError(f"{where}: turns: turn {number} does not resolve after decision {end}")
            done = end
        self._replayed = ((len(self.actions), tuple(self.seat_names())), game.copy())
        by_entry = {id(choice["entry"]): name for name, choice in self.chosen.items()}
        for entry in self.chosen_entries():
            name = by_entry[id(entry)]
            seat = self._seat_or_fail(name, where)
            if entry.get("city", entry.get("seat")) != seat:
                raise ForumError(f"{where}: chosen.{name}: the move is recorded for another seat")
            try:
                game.play_json(entry)
            except (InvalidRecord, ValueError, TypeError, KeyError, AttributeError) as error:
                raise ForumError(f"{where}: chosen.{name}: {error}") from None

    def _seat_or_fail(self, name, where):
        try:
            return self.seat(name)
        except ForumError:
            raise ForumError(f"{where}: chosen: {name!r} is not a player of this game") from None

    def _replay_one(self, game, i, where):
        try:
            game.play_json(self.actions[i])
        except (InvalidRecord, ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
            raise ForumError(f"{where}: actions: {error}") from None


@contextlib.contextmanager
def locked(path, wait=None):
    """Hold the game file's lock while a command changes it; another command waits up to
    ``wait`` seconds (``LOCK_WAIT``), then is refused.

    The lock is ``game.json.lock``, created atomically and removed on release (``filelock``'s
    soft lock: no ``fcntl``, so it works on every system and in the browser); imported here only,
    by the commands that write."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")      # "only soft file lock is available" where no fcntl
        from filelock import SoftFileLock, Timeout
    wait = LOCK_WAIT if wait is None else wait
    lock = SoftFileLock(str(path) + ".lock", timeout=wait)
    try:
        lock.acquire()
    except Timeout:
        raise ForumError(f"{path}: another command is changing this game; try again") from None
    except OSError as error:
        raise ForumError(f"{path}.lock: cannot make the lock file ({error.strerror})") from None
    try:
        yield
    finally:
        lock.release()
