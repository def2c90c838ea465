"""A live class: sessions of tables where students play each other, carried by no transport.

A teacher's ``Classroom`` holds sessions; a ``Session`` (one join code) holds tables and the
students who joined it; a ``LiveTable`` is a ``wonderlab.table.Table`` where each human has their
own screen, with who sits where, the bots that hold empty or absent seats, and its record on
disk. The engine is the authority: a message is applied by the table or refused in words, and
a seat is shown only its own view. Every move is written to the table's record (the JSON
``GameRecord`` of any saved game), fsynced, before anyone is told of it; a classroom opened on
the same folder finds every table where it was and every student at their seat.

>>> import tempfile
>>> room = Classroom(tempfile.mkdtemp())
>>> session = room.create({"game": "duel", "tables": 1, "bots": "greedy", "seed": 5})
>>> ana = session.join("Ana")
>>> session.start(0)
>>> table = session.tables[0]
>>> table.names(), table.status
(['Ana', 'Bot 2'], 'playing')
>>> Classroom(room.folder).find(session.code).find(ana.secret).name
'Ana'
"""

import hashlib
import hmac
import secrets
import time
import unicodedata
from pathlib import Path

from ..core.errors import IllegalAction
from ..core.i18n import LANGUAGES, Both, register, say
from ..core.records import GameRecord, shown
from ..table import GAMES, Table, coach, refusal, seat_module
from ..table.ranking import ranked, standing
from ..widgets.learning import Learning
from .store import read_json, write_json, write_text

__all__ = ["BOTS", "Classroom", "LiveTable", "Refused", "Session", "Student", "check_settings"]

BOTS = ("none", "random", "greedy", "search")
EXPANSIONS = ("none", "pantheon", "agora", "both")     # Duel's, at every table (``expansion``)
DEALS = ("same", "each")
SEATINGS = ("first", "teacher")
# What a student's screen may ask of its table: the game's verbs and the review, never a new
# game, a file, or another seat. A seat played by the student's own code (``live/client.py``)
# also asks its ``position`` and, where none can be written, the table's bot to ``stand_in``.
STUDENT_MESSAGES = ("choose", "undo", "confirm", "select", "review", "hint", "position", "stand_in",
                    "learn", "lesson_next", "lesson_close")
# Once the game is over, "Learn from your mistakes" (``widgets.learning``): these, and while a
# student learns, every click of theirs goes to the mistake shown.
LESSON_MESSAGES = ("learn", "lesson_next", "lesson_close")
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"     # no O/0, no I/1: read off a projector
MAX_NAME = 24
MAX_TABLES = 64
MAX_DEADLINE = 3600

register({
    "live.error.settings": {"en": "settings: expected an object of fields, got {value}",
                            "fr": "réglages : un objet de champs est attendu, pas {value}"},
    "live.error.field": {"en": "settings: {field} is not a setting (the settings are {fields})",
                         "fr": "réglages : {field} n'est pas un réglage (les réglages sont {fields})"},
    "live.error.choice": {"en": "{field}: {value}: choose one of {choices}",
                          "fr": "{field} : {value} : choisissez parmi {choices}"},
    "live.error.number": {"en": "{field}: {value}: give a whole number from {low} to {high}",
                          "fr": "{field} : {value} : donnez un nombre entier de {low} à {high}"},
    "live.error.hints": {"en": "hints: {value}: give true or false", "fr": "hints : {value} : donnez true ou false"},
    "live.error.name": {"en": "Your name: give 1 to {most} letters, digits or spaces",
                        "fr": "Votre nom : donnez de 1 à {most} lettres, chiffres ou espaces"},
    "live.error.code": {"en": "There is no class with this code: check the code on the board",
                        "fr": "Aucune classe n'a ce code : vérifiez le code au tableau"},
    "live.error.secret": {"en": "This seat is not yours any more: join again with the code",
                          "fr": "Cette place n'est plus la vôtre : rejoignez la classe avec le code"},
    "live.error.full": {"en": "Every seat is taken: ask your teacher for a seat",
                        "fr": "Toutes les places sont prises : demandez une place à votre professeur"},
    "live.error.table": {"en": "table: {value}: this session has tables 1 to {count}",
                         "fr": "table : {value} : cette séance a les tables 1 à {count}"},
    "live.error.seat": {"en": "seat: {value}: a table of {game} has seats 1 to {count}",
                        "fr": "place : {value} : une table de {game} a les places 1 à {count}"},
    "live.error.taken": {"en": "seat {seat} of table {table} is taken by {name}",
                         "fr": "la place {seat} de la table {table} est prise par {name}"},
    "live.error.message": {"en": "{kind}: a student's screen cannot ask that",
                           "fr": "{kind} : l'écran d'un élève ne peut pas demander cela"},
    "live.error.no_hints": {"en": "hints are off in this class", "fr": "les indices sont désactivés dans cette classe"},
    "live.error.started": {"en": "table {table} has already started", "fr": "la table {table} a déjà commencé"},
    "live.error.empty": {"en": "table {table} has an empty seat and no bot to hold it: seat a student or a bot",
                         "fr": "la table {table} a une place vide et pas de robot pour la tenir : placez-y un élève ou un robot"},
    "live.status.seating": {"en": "waiting for the teacher to start the table",
                            "fr": "en attente du démarrage de la table par le professeur"},
    "live.status.paused": {"en": "the teacher has paused the table", "fr": "le professeur a mis la table en pause"},
    "live.status.closed": {"en": "the teacher has closed the table", "fr": "le professeur a fermé la table"},
    "live.status.lobby": {"en": "waiting for the teacher to give you a seat",
                          "fr": "en attente d'une place donnée par le professeur"},
    "live.bot": {"en": "Bot", "fr": "Robot"},
    "live.error.expansion_game": {"en": "expansion: {expansion} is an expansion of 7 Wonders Duel, not of {game}",
                                  "fr": "expansion : {expansion} est une extension de 7 Wonders Duel, pas de {game}"},
    "live.error.no_move": {"en": "your seat has nothing to decide now", "fr": "votre place n'a rien à décider maintenant"},
})

DEFAULTS = {"game": "classic", "players": None, "tables": 1, "bots": "greedy", "deal": "same",
            "hints": False, "deadline": 0, "seating": "first", "seed": None, "expansion": "none"}


def check_settings(raw):
    """A session's settings, every field checked (one clear line for the first wrong one),
    the defaults filled in.

    >>> check_settings({"game": "duel"})["players"]
    2
    >>> check_settings({"game": "classic", "players": 9})
    Traceback (most recent call last):
    ...
    ValueError: players: 9: give a whole number from 2 to 7
    """
    if not isinstance(raw, dict):
        raise ValueError(say("live.error.settings", value=shown(raw)))
    for field in raw:
        if field not in DEFAULTS:
            raise ValueError(say("live.error.field", field=shown(field), fields=", ".join(DEFAULTS)))
    found = dict(DEFAULTS, **raw)
    _choice("game", found["game"], GAMES)
    seats = seat_module(found["game"]).PLAYERS
    if found["players"] is None:
        found["players"] = {"classic": 4, "duel": 2, "architects": 4}[found["game"]]
    _number("players", found["players"], seats[0], seats[-1])
    _number("tables", found["tables"], 1, MAX_TABLES)
    _choice("bots", found["bots"], BOTS)
    _choice("deal", found["deal"], DEALS)
    _choice("seating", found["seating"], SEATINGS)
    _number("deadline", found["deadline"], 0, MAX_DEADLINE)
    _choice("expansion", found["expansion"], EXPANSIONS)
    if found["expansion"] != "none":
        if found["game"] != "duel":
            raise ValueError(say("live.error.expansion_game", expansion=found["expansion"], game=found["game"]))
    if not isinstance(found["hints"], bool):
        raise ValueError(say("live.error.hints", value=shown(found["hints"])))
    if found["seed"] is None:
        found["seed"] = secrets.randbelow(1 << 30)
    _number("seed", found["seed"], 0, (1 << 62))
    return found


def expansions(settings):
    """The Duel expansions a session's tables play, as ``Table(expansions=...)`` takes them (a
    session saved before expansions has none).

    >>> expansions({"expansion": "both"}), expansions({"expansion": "agora"}), expansions({})
    (('pantheon', 'agora'), ('agora',), ())
    """
    expansion = settings.get("expansion", "none")
    return {"none": (), "both": ("pantheon", "agora")}.get(expansion, (expansion,))


def _choice(field, value, choices):
    if not isinstance(value, str) or value not in choices:
        raise ValueError(say("live.error.choice", field=field, value=shown(value), choices=", ".join(choices)))


def _number(field, value, low, high):
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(say("live.error.number", field=field, value=shown(value), low=low, high=high))


def check_name(name):
    """A student's name as shown at the table: letters, digits, spaces and ``-'._``, 1 to 24.

    >>> check_name("  Zoé  "), check_name("Jean-Luc")
    ('Zoé', 'Jean-Luc')
    """
    if isinstance(name, str):
        name = " ".join(name.split())
        if 0 < len(name) <= MAX_NAME and all(c.isalnum() or c in " -'._" for c in name) \
                and not any(unicodedata.category(c).startswith("C") for c in name):
            return name
    raise ValueError(say("live.error.name", most=MAX_NAME))


def _digest(secret):
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()


class Refused(IllegalAction):
    """A seat's message the game refused, in words: said to the screen that sent it alone (a
    student may have their seat open on a phone and a laptop; the one that did not ask is told
    nothing), the seat's view and its message line as they were."""


def _apply(table, message):
    """``message`` handled by ``table`` (a live table's game served ``at`` a seat, or a lesson's
    board): the seat's message line cleared for the answer; a refusal (``Refused``) leaves it
    as it was, and the game untouched.

    >>> table = Table("duel", seed=1)
    >>> table.message = "Saved"
    >>> _apply(table, {"type": "choose", "index": 99})
    Traceback (most recent call last):
    wonderlab.live.session.Refused: There is no option 99: choose a number from 0 to 3.
    >>> table.message, table.pick
    ('Saved', None)
    >>> _apply(table, {"type": "choose", "index": 1}); table.message, table.pick
    ('', 1)
    """
    said, table.message = table.message, ""
    try:
        table.handle(message if isinstance(message, dict) else {})
    except Exception as error:          # a rule's words, or one line saying something went wrong
        table.message = said
        raise Refused(refusal(error)) from None


class Student:
    """One student of a session: a name, the digest of their seat secret (the secret itself
    stays in their browser), their table and seat (None in the lobby), their language."""

    def __init__(self, name, digest, table=None, seat=None, lang="en"):
        self.name, self.digest, self.table, self.seat, self.lang = name, digest, table, seat, lang
        self.secret = None            # the secret, known only just after joining

    def holds(self, secret):
        """Whether ``secret`` is this student's (compared in constant time)."""
        return isinstance(secret, str) and hmac.compare_digest(_digest(secret), self.digest)

    def to_json(self):
        return {"name": self.name, "digest": self.digest, "table": self.table, "seat": self.seat, "lang": self.lang}


class LiveTable:
    """One table of a session: its seats, the bots holding some of them, its game once started."""

    def __init__(self, session, number, status="seating", bots=(), stood_in=None):
        self.session, self.number = session, number
        self.status = status                  # seating, playing, paused, closed
        self.bot_seats = set(bots)
        # the steps of the record a bot played for an absent student, by seat (``overdue``,
        # ``stand_in``): not the student's decisions, so never analysed as theirs
        self.stood_in = {int(seat): set(steps) for seat, steps in (stood_in or {}).items()}
        self.table = None
        self.since = time.monotonic()          # when the game last moved (the turn deadline)
        self.moves = 0
        self.standing = set()                  # absent students' seats a bot plays one move for
        self.unsaved = None                    # the record's text the server has yet to write
        # After the game, each student's decisions analysed (``coach.analysis_job``, one job a
        # decision): the rows so far of each seat, kept on disk beside the record after each
        # decision; the seats under way; each learner's "Learn from your mistakes".
        self.analysed = {}
        self.analysing = set()
        self.failed = set()                    # seats whose analysis failed (the server's log says why)
        self.learning = {}
        self._steps = {}

    @property
    def path(self):
        return self.session.folder / f"table-{self.number + 1}.json"

    @property
    def players(self):
        return self.session.settings["players"]

    def sitting(self):
        """The student at each seat, or None."""
        found = [None] * self.players
        for student in self.session.students:
            if student.table == self.number and student.seat is not None:
                found[student.seat] = student
        return found

    def names(self):
        sitting = self.sitting()
        if self.table is not None:
            return self.table.seat.names(self.table.game)[:self.players]
        return [s.name if s else say("live.bot") if seat in self.bot_seats else None
                for seat, s in enumerate(sitting)]

    # -- the game -------------------------------------------------------------------------
    def seed(self):
        settings = self.session.settings
        return settings["seed"] + (self.number if settings["deal"] == "each" else 0)

    def _make(self, names, record=None):
        settings = self.session.settings
        more = {"expansions": expansions(settings)} if expansions(settings) else {}
        bot = settings["bots"] if settings["bots"] != "none" else "greedy"     # (greedy: for an absent student)
        table = Table(settings["game"], players=self.players, seed=self.seed(), you=list(range(self.players)),
                      bots=bot, names=names, hints=settings["hints"], screens="each", think=1.0, **more)
        if record is not None:
            table._start(record.seed, record)
        self.table = table
        self.moves = len(table.record().actions)

    def start(self):
        """Deal the game: a bot in every empty seat (unless the session has none), then play."""
        if self.table is not None:
            if self.status == "paused":
                self.status = "playing"
                self.session.save()
                return
            raise IllegalAction(say("live.error.started", table=self.number + 1))
        sitting = self.sitting()
        if self.session.settings["bots"] != "none":
            self.bot_seats |= {seat for seat, s in enumerate(sitting) if s is None}
        if any(s is None and seat not in self.bot_seats for seat, s in enumerate(sitting)):
            raise IllegalAction(say("live.error.empty", table=self.number + 1))
        names = [s.name if s else f"{say('live.bot')} {seat + 1}" for seat, s in enumerate(sitting)]
        self.stood_in = {}
        self._make(names)
        self.status = "playing"
        self.save_record()
        self.session.save()
        self.drive()

    def resume(self):
        """After a restart: the game replayed from its record on disk."""
        record = GameRecord.load(self.path)
        self._make(record.options.get("names"), record)
        for steps in self.stood_in.values():          # a move the record lost in the restart was not played
            steps.intersection_update(range(self.moves))
        if self.table.is_over:
            for seat in self.learners():
                self._load_analysis(seat)

    def act(self, seat, message, lang="en", hint_later=False):
        """Seat ``seat``'s message (a dict): applied, or refused in words, the game untouched:
        ``Refused`` when the game refuses it (for the screen that sent it alone: the seat's
        other screens did not ask), another ``ValueError`` when a student may not ask it or the
        table is not in play; the record is on disk before this returns, then the bots play (``drive``).
        With ``hint_later``, a hint is not worked out here: its job is returned (``think(*args)``
        gives what ``keep_hint`` keeps), for the server to run off its loop."""
        kind = self.check(message, seat)
        self.table.lang = lang
        if kind in LESSON_MESSAGES or seat in self.learning:
            self._learn(seat, kind, message)
            return None
        if kind == "stand_in":
            if self.table.bot_job(seat) is None:
                raise IllegalAction(say("live.error.no_move"))
            self.standing.add(seat)              # the seat's bot plays this one move (``next_job``)
            self.drive()
            return None
        with self.table.at(seat):
            if kind == "hint" and hint_later:
                try:
                    job = coach.hint_job(self.table)
                except ValueError as error:     # no hint to give
                    raise Refused(refusal(error)) from None
                self.table.message = ""
                return job
            _apply(self.table, message)
        self.persist()
        self.drive()
        return None

    def position(self, seat):
        """What code playing seat ``seat`` needs to decide, as the frame it is sent: the city it
        decides for, that city's position (``game.position``: what the seat knows, nothing
        more; None at a decision no position describes, a wonder draft or a token from the
        box) and each option's action as its record holds it, in the order ``choose`` counts.

        >>> import tempfile
        >>> session = Classroom(tempfile.mkdtemp()).create({"game": "classic", "players": 3, "seed": 2})
        >>> session.join("Ana").seat, session.start(0)
        (0, None)
        >>> found = session.tables[0].position(0)
        >>> found["city"], found["position"].splitlines()[0], len(found["actions"]) > 1
        (0, 'classic; age 1; turn 1; passing left; seat Ana; discard 0', True)
        """
        with self.table.at(seat):
            now, found = self.table.acting(), self.table.option_list()
        if now is None or not found:
            return {"type": "position", "city": None, "position": None, "actions": []}
        try:
            text = self.table.game.position(now[1]).text
        except ValueError:
            text = None
        return {"type": "position", "city": now[1], "position": text,
                "actions": [option.action.to_json() for option in found]}

    def check(self, message, seat=None):
        """The kind of a student's ``message`` (from ``seat``), or a refusal in words
        (``IllegalAction``) when a student may not ask it or the table is not in play."""
        kind = message.get("type") if isinstance(message, dict) else None
        if kind not in STUDENT_MESSAGES:
            raise IllegalAction(say("live.error.message", kind=shown(kind)))
        if kind in LESSON_MESSAGES or seat in self.learning:
            if self.table is None or not self.table.is_over:
                raise IllegalAction(say("play.learn.first"))
            return kind
        if kind == "hint" and not self.session.settings["hints"]:
            raise IllegalAction(say("live.error.no_hints"))
        if self.status != "playing" or self.table is None:
            raise IllegalAction(self.waiting_text())
        return kind

    # -- learn from your mistakes ---------------------------------------------------------------
    def _learn(self, seat, kind, message):
        """A lesson's message from ``seat`` (``LESSON_MESSAGES``), or a click on its mistake."""
        with self.table.at(seat):
            if kind == "learn":
                self.learning[seat] = Learning(self.table, seat)
            elif kind == "lesson_close":
                self.learning.pop(seat, None)
            elif seat in self.learning:
                if kind == "lesson_next":
                    self.learning[seat].next()
                elif self.learning[seat].desk is not None:       # a click on the mistake's board
                    _apply(self.learning[seat].desk, message)

    def lesson_job(self, seat, message):
        """``(keep, think, args)`` when ``message`` Confirms a pick of ``seat``'s lesson that
        plays games to be judged (``Learning.measure_job``): the server works it out in its
        processes and ``keep`` s it before ``act``; else None."""
        learning = self.learning.get(seat)
        if learning is None or not isinstance(message, dict) or message.get("type") != "confirm":
            return None
        return learning.measure_job()

    def learners(self):
        """The seats whose decisions are analysed after the game: a student's, never a bot's."""
        return [seat for seat, s in enumerate(self.sitting()) if s is not None and seat not in self.bot_seats]

    def analysis_path(self, seat):
        return self.session.folder / f"table-{self.number + 1}-analysis-{seat + 1}.json"

    def to_analyse(self):
        """The seats whose analysis is due and not under way (the game over, the classroom's
        ``analysis_playouts`` set): each is then under way until ``finish_analysis``."""
        playouts = self.session.classroom.analysis_playouts
        if not playouts or self.table is None or not self.table.is_over:
            return []
        due = [seat for seat in self.learners()
               if seat not in self.analysing | self.failed and not self._analysed(seat)]
        self.analysing.update(due)
        return due

    def _analysed(self, seat):
        with self.table.at(seat):
            return self.table.coach_frame is not None

    def steps(self, seat):
        """The steps of the record where ``seat`` decided (``coach.decision_steps``), those a bot
        played for the student while they were absent left out (``stood_in``)."""
        if seat not in self._steps:
            bot = self.stood_in.get(seat, set())
            self._steps[seat] = [step for step in coach.decision_steps(self.table, seat) if step not in bot]
        return self._steps[seat]

    def analysis_job(self, seat):
        """``(step, think, args)``: the next decision of ``seat`` to analyse, ``think(*args)``
        its rows (in the student's language), or None when every one is."""
        done = {row["step"] for row in self.analysed.get(seat, [])}
        student = self.sitting()[seat]
        self.table.lang = student.lang if student is not None else self.table.lang
        for step in self.steps(seat):
            if step not in done:
                return (step, *coach.analysis_job(self.table, seat, step, self.session.classroom.analysis_playouts))
        return None

    def keep_rows(self, seat, rows):
        """Keep the rows of one analysed decision of ``seat``; the seat's file's new text (the
        rows so far, for a restart to go on from), to be written (``analysis_path``)."""
        import json

        found = self.analysed.setdefault(seat, [])
        found.extend(dict(row) for row in rows)
        found.sort(key=lambda row: row["step"])
        with self.table.at(seat):
            self.table.coach_busy = {"done": len(found), "total": len(self.steps(seat))}
        kept = [{k: v.to_json() if isinstance(v, Both) else v for k, v in row.items()} for row in found]
        return json.dumps({"moves": self.moves, "playouts": self.session.classroom.analysis_playouts,
                           "rows": kept}, ensure_ascii=False) + "\n"

    def finish_analysis(self, seat):
        """Every decision of ``seat`` analysed: kept as the table's review keeps an analysis
        (its key decisions, its accuracy, its mistakes to learn from)."""
        with self.table.at(seat):
            self.table.coach_busy = None
        self.analysing.discard(seat)
        coach.keep_analysis(self.table, seat, self.analysed.get(seat, []), self.session.classroom.analysis_playouts,
                            decisions=len(self.steps(seat)))

    def analysis_failed(self, seat):
        with self.table.at(seat):
            self.table.coach_busy = None
        self.analysing.discard(seat)
        self.failed.add(seat)

    def analyse(self):
        """Analyse every due seat here and now (a classroom with no server: a script, a test)."""
        for seat in self.to_analyse():
            while (job := self.analysis_job(seat)) is not None:
                _, think, args = job
                write_text(self.analysis_path(seat), self.keep_rows(seat, think(*args)))
            self.finish_analysis(seat)

    def _load_analysis(self, seat):
        """After a restart: the rows of ``seat`` on disk, if they are of this very game and
        budget, its texts in both languages (a file of another is ignored: the analysis is made again)."""
        path = self.analysis_path(seat)
        if not path.exists():
            return
        try:
            data = read_json(path)
            if data["moves"] != self.moves or data["playouts"] != self.session.classroom.analysis_playouts:
                return
            rows = [{k: Both.of(v) for k, v in row.items()} for row in data["rows"]]
            if not all(row.get("step") in self.steps(seat) and isinstance(row.get("why"), Both) for row in rows):
                return          # another game's, or of one language only (before both were kept)
        except (ValueError, KeyError, TypeError, AttributeError, OSError):
            return
        self.analysed[seat] = []
        self.keep_rows(seat, rows)
        if {row["step"] for row in rows} >= set(self.steps(seat)):
            self.finish_analysis(seat)

    def accuracy(self, seat):
        """``seat``'s accuracy in the finished game once analysed (0 to 100), else None."""
        if self.table is None or seat not in self.table.humans:
            return None
        with self.table.at(seat):
            found = self.table.coach_analysis
        return None if not found else found["accuracy"]

    def keep_hint(self, seat, found):
        """Seat ``seat`` is shown the hint ``found`` (what its ``act`` job worked out)."""
        with self.table.at(seat):
            coach.keep_hint(self.table, found)

    def drive(self):
        """The bots of bot seats (and stand-ins for absent students) play until a student must
        decide, each move on disk before the next. With the classroom's ``drive_later`` (the
        server's), that is handed to it, to think off the server's loop."""
        if self.table is None or self.status != "playing":
            return
        later = self.session.classroom.drive_later
        if later is not None:
            later(self)
            return
        while (job := self.next_job()) is not None:
            seat, city, think, args = job
            self.play_job(seat, city, think(*args))
        self.persist()

    def next_job(self):
        """``(seat, city, think, args)``: the next move a bot makes here, ``think(*args)``, or
        None when a student must decide (or the table is not in play)."""
        if self.table is None or self.status != "playing" or self.table.is_over:
            return None
        for seat in sorted(self.bot_seats) + sorted(self.standing - self.bot_seats):
            job = self.table.bot_job(seat)
            if job is not None:
                return (seat, *job)
            self.standing.discard(seat)
        return None

    def play_job(self, seat, city, action):
        """Play the move a bot worked out for ``seat`` (unless a student took the seat back or
        the table stopped meanwhile), and write it to disk."""
        if self.status == "playing" and (seat in self.bot_seats or seat in self.standing):
            step = len(self.table.game.record().actions)
            if self.table.play_bot(seat, city, action) and seat not in self.bot_seats:
                self.stood_in.setdefault(seat, set()).add(step)
                self.session.save()
            self.standing.discard(seat)
        self.persist()

    def persist(self):
        """The moves made since the last write go to the record on disk; or, when the server
        writes off its loop (the classroom's ``writes_later``), wait in ``unsaved`` for it to
        write them (``take_unsaved``) before it tells any screen."""
        done = len(self.table.game.record().actions)
        if done != self.moves:
            if self.session.classroom.writes_later:
                self.unsaved = self.record_text()
            else:
                self.save_record()
            self.moves = done
            self.since = time.monotonic()

    def take_unsaved(self):
        """The record's text not yet on disk (None when it all is), handed over once."""
        text, self.unsaved = self.unsaved, None
        return text

    def record_text(self):
        """The table's record as the file holds it: one line of JSON (written at every move)."""
        return self.table.record().to_json(indent=None) + "\n"

    def save_record(self):
        self.unsaved = None
        write_text(self.path, self.record_text())

    def overdue(self, absent, now=None):
        """With a turn deadline: a bot plays for each seat in ``absent`` that has kept the table
        waiting longer than the deadline. True when a move was made."""
        deadline = self.session.settings["deadline"]
        now = time.monotonic() if now is None else now
        if not deadline or self.table is None or self.status != "playing" or now - self.since < deadline:
            return False
        late = {seat for seat in absent if self.table.bot_job(seat) is not None}
        if not late:
            return False
        self.standing |= late
        self.since = now
        self.drive()
        return True

    def waiting_text(self):
        return say(f"live.status.{self.status}") if self.status != "playing" else ""

    def view(self, seat, lang="en"):
        """What seat ``seat`` is shown: its own view of the game, nothing of another's cards."""
        if self.table is None:
            return None
        self.table.lang = lang if lang in LANGUAGES else "en"
        with self.table.at(seat):
            learning = self.learning.get(seat)
            state = learning.view() if learning is not None else self.table.state()
            if self.table.is_over and learning is None:
                self._coach_view(seat, state)
        state["live"] = {"table": self.number + 1, "seat": seat + 1, "status": self.status}
        if self.status != "playing":
            state["message"] = self.waiting_text()
        return state

    def _coach_view(self, seat, state):
        """After the game, the server analyses (no button to ask it); while it does, the page
        says so, with how far it has gone; a seat that is not analysed shows no coach."""
        found = state.get("coach")
        if found is None:
            return
        if seat in self.analysing:
            busy = self.table.coach_busy or {"done": 0, "total": len(self.steps(seat))}
            found["busy"] = dict(busy, stop=False, text=say("coach.label.analysing", **busy))
        elif found.get("analysis") is None:
            del state["coach"]
            return
        found["analyse"] = False

    def summary(self):
        """What the teacher's dashboard follows: who sits where, whose turn, the round, the
        running scores; no hand, until the game is over."""
        sitting = self.sitting()
        found = {"table": self.number + 1, "status": self.status,
                 "seats": [{"seat": seat + 1, "name": s.name if s else None, "bot": seat in self.bot_seats,
                            "accuracy": self.accuracy(seat), "analysing": seat in self.analysing}
                           for seat, s in enumerate(sitting)]}
        if self.table is not None:
            game, seat = self.table.game, self.table.seat
            turn = {seat.controller(game, city) for city in seat.deciders(game)} if not game.is_over else set()
            totals = [sheet.total for sheet in game.scores()[:self.players]]
            found.update(round=seat.status(game), over=game.is_over, names=self.names(), scores=totals,
                         to_move=sorted(s + 1 for s in turn if s < self.players), moves=self.moves,
                         winners=game.winners() if game.is_over else [])
        return found


class Session:
    """A class's session: a join code, settings, tables, the students who joined."""

    def __init__(self, classroom, code, settings, students=(), tables=None):
        self.classroom, self.code, self.settings = classroom, code, settings
        self.students = list(students)
        self.tables = [LiveTable(self, n) for n in range(settings["tables"])] if tables is None else tables

    @property
    def folder(self):
        return self.classroom.folder / self.code

    def save(self):
        write_json(self.folder / "session.json", {
            "code": self.code, "settings": self.settings,
            "students": [s.to_json() for s in self.students],
            "tables": [{"status": t.status, "bots": sorted(t.bot_seats),
                        "stood_in": {str(seat): sorted(steps) for seat, steps in t.stood_in.items()}}
                       for t in self.tables]})

    @classmethod
    def load(cls, classroom, folder):
        data = read_json(Path(folder) / "session.json")
        session = cls(classroom, data["code"], data["settings"],
                      [Student(s["name"], s["digest"], s["table"], s["seat"], s.get("lang", "en"))
                       for s in data["students"]])
        session.tables = [LiveTable(session, n, t["status"], t["bots"], t.get("stood_in"))
                          for n, t in enumerate(data["tables"])]
        for table in session.tables:
            if table.path.exists():
                table.resume()
        return session

    # -- students -------------------------------------------------------------------------
    def join(self, name, lang="en"):
        """A new student: seated at the first free seat (first come), or in the lobby (seating
        by the teacher). Their ``secret`` is given once, to be kept by their browser."""
        name = check_name(name)
        secret = secrets.token_urlsafe(18)
        student = Student(name, _digest(secret), lang=lang if lang in LANGUAGES else "en")
        if self.settings["seating"] == "first":
            free = self._free_seat()
            if free is None:
                raise IllegalAction(say("live.error.full"))
            student.table, student.seat = free
        self.students.append(student)
        self.save()
        student.secret = secret
        return student

    def _free_seat(self):
        for table in self.tables:
            if table.status == "closed":
                continue
            for seat, s in enumerate(table.sitting()):
                if s is None and seat not in table.bot_seats:
                    return table.number, seat
        return None

    def find(self, secret):
        """The student holding ``secret``, or None (every digest compared, in constant time)."""
        found = None
        for student in self.students:
            if student.holds(secret):
                found = student
        return found

    def move(self, student, table, seat):
        """The teacher puts ``student`` at ``seat`` of ``table`` (both counted from 0); a bot
        holding that seat lets go of it."""
        self._check_seat(table, seat)
        holder = self.tables[table].sitting()[seat]
        if holder is not None and holder is not student:
            raise IllegalAction(say("live.error.taken", seat=seat + 1, table=table + 1, name=holder.name))
        student.table, student.seat = table, seat
        self.tables[table].bot_seats.discard(seat)
        self.save()

    def seat_bot(self, table, seat):
        """The teacher puts a bot in ``seat`` of ``table``: empty, or its student absent."""
        self._check_seat(table, seat)
        live = self.tables[table]
        live.bot_seats.add(seat)
        self.save()
        live.drive()

    def _check_seat(self, table, seat):
        if isinstance(table, bool) or not isinstance(table, int) or not 0 <= table < len(self.tables):
            raise IllegalAction(say("live.error.table", value=shown(_counted(table)), count=len(self.tables)))
        players = self.settings["players"]
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise IllegalAction(say("live.error.seat", value=shown(_counted(seat)), game=self.settings["game"],
                                    count=players))

    def start(self, table):
        self._check_seat(table, 0)
        self.tables[table].start()

    def pause(self, table):
        self._check_seat(table, 0)
        live = self.tables[table]
        if live.status == "playing":
            live.status = "paused"
            self.save()

    def close(self, table):
        self._check_seat(table, 0)
        self.tables[table].status = "closed"
        self.save()

    def board(self):
        """What the teacher's dashboard shows: every table (``LiveTable.summary``), the
        students and where they sit, the leaderboard; no hand.

        >>> import tempfile
        >>> session = Classroom(tempfile.mkdtemp()).create({"game": "duel", "seed": 1})
        >>> session.join("Ana").name, session.board()["students"]
        ('Ana', [{'id': 0, 'name': 'Ana', 'table': 1, 'seat': 1}])
        """
        return {"code": self.code, "settings": self.settings,
                "tables": [t.summary() for t in self.tables],
                "students": [{"id": i, "name": s.name, "table": None if s.table is None else s.table + 1,
                              "seat": None if s.seat is None else s.seat + 1} for i, s in enumerate(self.students)],
                "leaderboard": self.leaderboard()}

    def leaderboard(self):
        """Every finished table's players, best first, ranked by ``classroom check``'s very rule
        (``table.ranking``: Duel's supremacy, the total, then coins, blue points or stages; a tie
        that stands shares its rank), equals in the order of their tables and seats."""
        rows = []
        kind = self.settings["game"]
        for live in self.tables:
            if live.table is None or not live.table.is_over:
                continue
            sheets = live.table.game.scores()[:live.players]
            for seat, sheet in enumerate(sheets):
                found = standing(kind, live.table.game, seat)
                rows.append(({"table": live.number + 1, "seat": seat + 1, "name": sheet.name,
                              "bot": seat in live.bot_seats, "total": found.total, "tiebreak": found.tiebreak,
                              "supremacy": found.supremacy, "winner": found.won,
                              "accuracy": live.accuracy(seat)}, found.key))
        return [dict(row, rank=rank) for rank, (row, _) in ranked(rows, key=lambda r: r[1])]


def _counted(value):
    """A table or seat counted from 0 as people count it (from 1), to be named in a refusal;
    anything else as it came."""
    return value + 1 if isinstance(value, int) and not isinstance(value, bool) else value


class Classroom:
    """Every session kept in ``folder``, one sub-folder per session (its ``session.json`` and a
    record per table); opening a classroom on a folder resumes all of them. With
    ``analysis_playouts``, each student's decisions are analysed once their game is over
    (``LiveTable.analyse``, or the server's ``Hub`` in its processes) with that many rollouts
    per decision, their accuracy shown on the board and their mistakes offered to learn from."""

    def __init__(self, folder, analysis_playouts=None):
        self.folder = Path(folder)
        # rollouts per decision of the after-game analysis of each student (None: none made)
        self.analysis_playouts = coach.check_playouts(analysis_playouts)
        self.drive_later = None         # the server's: bots think off its loop (``Hub``)
        self.writes_later = False       # the server's: records are written off its loop (``Hub``)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.sessions = {}
        for stale in self.folder.glob("*/.*.tmp"):      # a write a crash interrupted: the file before it stands
            stale.unlink()
        for found in sorted(self.folder.glob("*/session.json")):
            session = Session.load(self, found.parent)
            self.sessions[session.code] = session

    def create(self, settings):
        settings = check_settings(settings)
        code = self._new_code()
        session = Session(self, code, settings)
        session.save()
        self.sessions[code] = session
        return session

    def _new_code(self):
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
            if code not in self.sessions:
                return code

    def find(self, code):
        """The session of join ``code`` (spaces, dashes and case forgiven), compared with every
        session's code in constant time; a ``ValueError`` in words when there is none."""
        if isinstance(code, str):
            code = "".join(c for c in code.upper() if c.isalnum())[:16]
            found = None
            for known, session in self.sessions.items():
                if hmac.compare_digest(known.encode(), code.encode()):
                    found = session
            if found is not None:
                return found
        raise IllegalAction(say("live.error.code"))
