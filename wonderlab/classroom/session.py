"""A classroom session: the one deal every student plays, and the short code that names it.

The code holds the game, the players, the seed, the sides, the bots, the student's seat and
whether the table's Hint button is on (the teacher decides), in the letters of ``letters`` (no I,
L, O, U) with a check letter, so a teacher can write it on a board and a mistyped code is
refused in words.

>>> session = new_session("classic", players=4, seed=7, bots="greedy")
>>> session.code
'3Y1G-Y'
>>> read_session("3y1gy") == session
True
>>> read_session("3Y1G-X")
Traceback (most recent call last):
...
wonderlab.classroom.session.InvalidCode: session code 3Y1G-X: its check letter does not match, so a letter is mistyped; copy it again from the board
>>> quiet = new_session("classic", players=4, seed=7, hints=False)
>>> quiet.code, read_session(quiet.code).hints
('3Y1H-W', False)
"""

from dataclasses import dataclass

from ..core.errors import WonderlabError
from ..core.i18n import say
from ..core.labels import bot_label
from . import messages  # noqa: F401  (registers the texts)
from .letters import checked, from_letters, grouped, to_letters, with_check

GAMES = ("classic", "duel", "architects")
TITLES = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}
PLAYERS = {"classic": (2, 3, 4, 5, 6, 7), "duel": (2,), "architects": (2, 3, 4, 5, 6, 7)}
DEFAULT_PLAYERS = {"classic": 4, "duel": 2, "architects": 4}
SIDES = {"classic": ("random", "A", "B"), "duel": ("random",), "architects": ("random",)}
# New bots go at the end of their list: a code names a bot by its place in it.
BOTS = {"classic": ("greedy", "random"), "duel": ("greedy", "random", "search", "flat"),
        "architects": ("greedy", "random")}
MAX_SEED = 2**40 - 1
# The code is one number in mixed radix, least significant first: format, game, players,
# sides, bot, seat, then the seed (so a small seed makes a short code). The format: 0 for a
# session with hints (every code made before hints could be turned off reads as before), 1 for
# the same fields with the table's hints off; 2 and 3 are free for later.
_RADIX = (("format", 4), ("game", 3), ("players", 8), ("sides", 3), ("bots", 8), ("seat", 8))
_FORMAT = {True: 0, False: 1}           # hints on / off


class InvalidCode(WonderlabError, ValueError):
    """A session or result code that is refused: the message says why, in plain words."""


@dataclass(frozen=True)
class Session:
    """The deal and the opponents of a classroom session. Build it with ``new_session``."""

    game: str
    players: int
    seed: int
    sides: str = "random"
    bots: str = "greedy"
    seat: int = 0
    hints: bool = True

    @property
    def code(self):
        """The short code to write on the board, e.g. ``'3Y1G-Y'``."""
        digits = {"format": _FORMAT[self.hints], "game": GAMES.index(self.game), "players": self.players,
                  "sides": SIDES[self.game].index(self.sides), "bots": BOTS[self.game].index(self.bots),
                  "seat": self.seat}
        number = self.seed
        for field, radix in reversed(_RADIX):
            number = number * radix + digits[field]
        return grouped(with_check(to_letters(number)))

    @property
    def compact(self):
        """The code without its dashes (inside result codes)."""
        return self.code.replace("-", "")

    def table_options(self):
        """The arguments of ``Table``/``PlayTable`` that deal this session: bots that never
        think by the clock, so that their moves are the same on every replay."""
        options = {"game": self.game, "players": self.players, "seed": self.seed, "you": self.seat,
                   "bots": self.bots, "think": None}     # hints: the student's table (``hints``)
        if self.game == "classic":
            options["sides"] = self.sides
        return options

    def describe(self):
        text = say("classroom.session.describe", title=TITLES[self.game], players=self.players,
                   seed=self.seed, sides=say(f"classroom.session.sides.{self.sides}"), bots=bot_label(self.bots),
                   seat=self.seat)
        return text if self.hints else text + say("classroom.session.no_hints")

    def __str__(self):
        return f"{self.code} ({self.describe()})"


def new_session(game="classic", players=None, seed=0, sides="random", bots="greedy", seat=0,
                hints=True):
    """A session, every field checked: a ``ValueError`` names the field and the problem.
    ``hints=False``: the student's table has no Hint button (the teacher decides).

    >>> new_session("duel", seed=3, bots="search").code
    '1PJW-7'
    >>> new_session("duel", players=3)
    Traceback (most recent call last):
    ...
    ValueError: players: 3: 7 Wonders Duel is played by 2 to 2
    """
    if game not in GAMES:
        raise ValueError(say("classroom.session.game", value=game, games=", ".join(GAMES)))
    players = DEFAULT_PLAYERS[game] if players is None else players
    counts = PLAYERS[game]
    if not _whole(players) or players not in counts:
        raise ValueError(say("classroom.session.players", value=players, game=TITLES[game],
                             low=counts[0], high=counts[-1]))
    if not _whole(seed) or not 0 <= seed <= MAX_SEED:
        raise ValueError(say("classroom.session.seed", value=seed, high=MAX_SEED))
    if sides not in SIDES[game]:
        raise ValueError(say("classroom.session.sides", value=sides, game=TITLES[game],
                             choices=", ".join(SIDES[game])))
    if bots not in BOTS[game]:
        raise ValueError(say("classroom.session.bots", value=bots, game=TITLES[game],
                             choices=", ".join(BOTS[game])))
    if not _whole(seat) or not 0 <= seat < players:
        raise ValueError(say("classroom.session.seat", value=seat, high=players - 1))
    if not isinstance(hints, bool):
        raise ValueError(say("classroom.session.hints", value=hints))
    return Session(game, players, seed, sides, bots, seat, hints)


def read_session(text):
    """The session a code names; ``InvalidCode`` saying what is wrong with a mistyped one."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidCode(say("classroom.session.empty"))
    shown = text.strip()[:40]
    try:
        letters = checked(text[:200])
    except ValueError as error:
        if str(error) == "typo":
            raise InvalidCode(say("classroom.session.typo", code=shown)) from None
        raise InvalidCode(say("classroom.session.letter", code=shown, letter=str(error))) from None
    number = from_letters(letters)
    digits = {}
    for field, radix in _RADIX:
        number, digits[field] = divmod(number, radix)
    try:
        hints = {value: key for key, value in _FORMAT.items()}[digits["format"]]
        game = GAMES[digits["game"]]
        session = new_session(game, digits["players"], number, SIDES[game][digits["sides"]],
                              BOTS[game][digits["bots"]], digits["seat"], hints)
    except (IndexError, KeyError, ValueError):
        raise InvalidCode(say("classroom.session.unknown", code=shown)) from None
    if session.compact != letters + session.compact[-1]:      # a code has one spelling
        raise InvalidCode(say("classroom.session.unknown", code=shown))
    return session


def _whole(value):
    return isinstance(value, int) and not isinstance(value, bool)
