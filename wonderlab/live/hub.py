"""The live classroom's protocol, carried by no transport: what a student's socket may say and
what it is sent. A connection is any object with ``send(dict)`` and ``close(code, reason)``;
the server's websocket handler is one, a test's list is another.

A student's screen sends JSON text: first ``{"type": "join", "code", "name", "lang"}`` or
``{"type": "back", "code", "secret", "lang"}`` (each refusal of a join or a back in its ``lang``;
a back with ``"choose": true``, from a page whose address names its language, makes ``lang`` the
student's language from then on, as a join does), then the table's own messages (``choose``,
``confirm``…; after the game, Learn from your mistakes' ``learn``, ``lesson_next``, ``lesson_close``)
and ``{"type": "language", "lang"}``. It is sent ``{"type": "joined", "secret", "name", "code", "game"}`` once,
``{"type": "view", "view"}`` (its seat's view, after every change at its table; a message the
game refuses is answered with this screen's view alone, the refusal in words on its message
line until the seat's next message: a seat open on two screens, the other did not ask) and
``{"type": "error", "message"}`` (any other refusal in words; the connection stays).

>>> import tempfile
>>> from wonderlab.live.session import Classroom
>>> room = Classroom(tempfile.mkdtemp())
>>> code = room.create({"game": "duel", "seed": 3}).code
>>> hub, sent = Hub(room), []
>>> class Screen:
...     send = sent.append
>>> hub.receive(Screen, '{"type": "join", "code": "%s", "name": "Ana"}' % code)
>>> [m["type"] for m in sent]
['joined', 'wait']
>>> hub.receive(Screen, '[1, 2]'); sent[-1]["message"]
'a message is a JSON object with a type, got [1, 2]'
"""

import asyncio
import logging
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

from ..core.errors import IllegalAction
from ..core.i18n import LANGUAGES, language, register, say, set_language
from ..core.jsonfile import UnreadableFile, loads_strict
from ..core.records import shown
from .session import Refused
from .store import write_text

__all__ = ["MAX_MESSAGE", "RATE", "Hub"]

MAX_MESSAGE = 4096          # bytes: the largest message a student's screen has any reason to send
RATE = 100                  # at most 100 messages in 10 seconds (a person sends a few a second)

register({
    "live.error.joined": {"en": "You have already joined the class as {name}",
                          "fr": "Vous avez déjà rejoint la classe sous le nom de {name}"},
    "live.error.join_first": {"en": "Join the class first: type its code and your name",
                              "fr": "Rejoignez d'abord la classe : tapez son code et votre nom"},
    "live.error.not_object": {"en": "a message is a JSON object with a type, got {value}",
                              "fr": "un message est un objet JSON avec un type, pas {value}"},
    "live.error.too_large": {"en": "message too large", "fr": "message trop long"},
    "live.error.too_many": {"en": "too many messages", "fr": "trop de messages"},
    "live.error.lang": {"en": "lang: {value}: choose one of {languages}",
                        "fr": "lang : {value} : choisissez parmi {languages}"},
})


class Hub:
    """Every student connection of a ``Classroom``: who they are, their table, what they see.

    Without an ``executor`` everything is done as it is received (a test's hub). With one (the
    server's process pool), a bot's move and a hint are worked out in it, off the server's loop,
    so other tables are answered meanwhile; a table's messages and moves take turns (a lock per
    table, first come first served): each is applied, written to disk and only then shown.
    """

    def __init__(self, classroom, rate=RATE, executor=None, analysts=1):
        self.classroom, self.rate, self.executor = classroom, rate, executor
        self.analysts = analysts     # the analyses' jobs in the executor at once while a game is played
        self.analysing = 0           # analyses' jobs in the executor now
        self._turns = None           # the asyncio.Condition they wait on for a turn
        self.where = {}              # connection -> (session, student)
        self.times = {}              # connection -> times of its last messages
        self.refused = {}            # connection -> the refusal of its last message, in words
        self.watchers = {}           # a teacher's dashboard -> (session, language)
        self.locks = {}              # LiveTable -> its asyncio.Lock
        self.tasks = set()           # what is under way (kept so that it is not collected)
        self.resumed = False         # the bots of tables found on disk have had their turn
        self.writer = None           # the threads that write the records (fsync) off the loop
        self.writing = 0             # records being written now
        if executor is not None:
            classroom.drive_later = self.drive_later
            classroom.writes_later = True
            self.writer = ThreadPoolExecutor(2, thread_name_prefix="wonderlab-live-records")

    # -- a message in ---------------------------------------------------------------------
    def receive(self, connection, text):
        """One frame from ``connection``: never raises; a refusal is sent back in words, and a
        connection past the size or rate limit is closed cleanly, its reason in the student's language."""
        with self.speaking(connection):
            if self._over_limits(connection, text):
                return
            self._heard(connection)
            self._answer(connection, text)

    def speaking(self, connection):
        """Speak the language of ``connection``'s student while answering it."""
        found = self.where.get(connection)
        return _speaking(found[1].lang if found else language())

    def _answer(self, connection, text):
        try:
            message = loads_strict(text)
            if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                raise IllegalAction(say("live.error.not_object", value=shown(message)))
            self._handle(connection, message)
        except Refused as error:
            self._refuse(connection, error)
        except (ValueError, UnreadableFile) as error:
            connection.send({"type": "error", "message": str(error)})
        except Exception as error:        # never into the server's loop: said, the game untouched
            connection.send({"type": "error", "message": say("play.error", error=shown(error, 120))})

    def _over_limits(self, connection, text):
        if not isinstance(text, str) or len(text.encode("utf-8", "replace")) > MAX_MESSAGE:
            self._close(connection, 1009, say("live.error.too_large"))
            return True
        count, seconds = self.rate, 10.0
        times = self.times.setdefault(connection, deque(maxlen=count))
        now = time.monotonic()
        if len(times) == count and now - times[0] < seconds:
            self._close(connection, 1008, say("live.error.too_many"))
            return True
        times.append(now)
        return False

    def _close(self, connection, code, reason):
        self.leave(connection)
        close = getattr(connection, "close", None)
        if close is not None:
            close(code, reason)

    def _handle(self, connection, message):
        kind = message["type"]
        if kind == "join" and connection in self.where:      # a second click on Join: one seat a screen
            raise IllegalAction(say("live.error.joined", name=self.where[connection][1].name))
        if kind == "join":
            lang = self._check_lang(message.get("lang", "en"))
            with _speaking(lang):            # a wrong code, name or a full table: in the page's language
                session = self.classroom.find(message.get("code"))
                student = session.join(message.get("name"), lang)
            self.where[connection] = (session, student)
            connection.send({"type": "joined", "secret": student.secret, "name": student.name, "code": session.code,
                             "game": session.settings["game"]})
            student.secret = None
            self.show(connection)
            self.push(session)
        elif kind == "back":
            lang = message.get("lang")
            with _speaking(lang if lang in LANGUAGES else language()):
                session = self.classroom.find(message.get("code"))
                student = session.find(message.get("secret"))
                if student is None:
                    raise IllegalAction(say("live.error.secret"))
                if message.get("choose") is True:      # the page's address named its language: chosen
                    student.lang = self._check_lang(lang)
                    session.save()
            self.where[connection] = (session, student)
            connection.send({"type": "joined", "name": student.name, "code": session.code,
                             "game": session.settings["game"]})
            self.show(connection)
            self.push(session)
        elif connection not in self.where:
            raise IllegalAction(say("live.error.join_first"))
        elif kind == "language":
            session, student = self.where[connection]
            student.lang = self._check_lang(message.get("lang"))
            session.save()
            self.show(connection)
        else:
            session, student = self.where[connection]
            if student.seat is None:
                raise IllegalAction(say("live.status.lobby"))
            live = session.tables[student.table]
            if kind == "position":
                live.check(message)
                if self.executor is None:
                    connection.send(live.position(student.seat))
                else:
                    self._soon(self._position(connection, live, student))
            elif self.executor is None:
                live.act(student.seat, message, student.lang)
                self.broadcast(live)
            else:
                live.check(message, student.seat)
                self._soon(self._act(connection, live, student, message))

    # -- off the loop -----------------------------------------------------------------------
    def _soon(self, coroutine):
        task = asyncio.ensure_future(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _lock(self, live):
        return self.locks.setdefault(live, asyncio.Lock())

    async def _think(self, think, args):
        if not _slow(think):
            return think(*args)
        return await asyncio.wrap_future(self.executor.submit(think, *args))

    async def _act(self, connection, live, student, message):
        async with self._lock(live):
            try:
                measure = live.lesson_job(student.seat, message)
                if measure is not None:            # a lesson's pick to weigh: in the executor, then judged
                    measure[0](await self._think(*measure[1:]))
                with self.speaking(connection):
                    job = live.act(student.seat, message, student.lang, hint_later=True)
                await self._write(live)
                if job is not None:
                    live.keep_hint(student.seat, await self._think(*job))
            except Refused as error:            # nothing changed: the other screens are not told
                self._refuse(connection, error)
                return
            except Exception as error:
                with self.speaking(connection):
                    if not isinstance(error, ValueError):
                        error = say("play.error", error=shown(error, 120))
                    connection.send({"type": "error", "message": str(error)})
            self.broadcast(live)

    async def _position(self, connection, live, student):
        """The seat's position, in its turn after the messages before it (their moves made)."""
        async with self._lock(live):
            connection.send(live.position(student.seat))

    async def _write(self, live):
        """The moves ``live`` made, on disk before anyone is told of them: the record written
        and fsynced in a thread (the disk's wait, often tens of milliseconds on a busy
        machine, holds no other table), the table's turn held meanwhile."""
        text = live.take_unsaved()
        if text is not None:
            self.writing += 1
            try:
                await asyncio.get_running_loop().run_in_executor(self.writer, write_text, live.path, text)
            finally:
                self.writing -= 1

    def drive_later(self, live):
        """The bots of ``live`` play, thinking in the executor, once the table's turn comes."""
        self._soon(self._drive(live))

    async def _drive(self, live):
        async with self._lock(live):
            try:
                while (job := live.next_job()) is not None:
                    seat, city, think, args = job
                    live.play_job(seat, city, await self._think(think, args))
                    await self._write(live)
                    self.broadcast(live)
            except Exception:          # a bot that failed: the table waits, the server goes on
                logging.getLogger(__name__).exception("wonderlab live: a bot at table %d failed", live.number + 1)

    def analyse(self, live):
        """Each student's decisions at ``live``, once its game is over, analysed (here and now
        without an executor; else in the executor, one decision per job, at most ``analysts``
        jobs at once while a game is played, so that its bots and hints still find a process
        free, one more when none is: ``analysts_now``)."""
        if self.executor is None:
            live.analyse()
            return
        for seat in live.to_analyse():
            self._soon(self._analyse(live, seat))

    def analysts_now(self):
        """How many analyses' jobs may be in the executor now: ``analysts`` while a game is played
        anywhere (the other processes think for its bots and hints), one more when none is."""
        playing = any(live.table is not None and live.status == "playing" and not live.table.is_over
                      for session in self.classroom.sessions.values() for live in session.tables)
        return max(1, self.analysts) + (0 if playing else 1)

    async def _analysis_job(self, think, args):
        """``think(*args)`` in the executor once an analysis' turn comes (``analysts_now``)."""
        if self._turns is None:
            self._turns = asyncio.Condition()
        async with self._turns:
            await self._turns.wait_for(lambda: self.analysing < self.analysts_now())
            self.analysing += 1
        try:
            return await asyncio.wrap_future(self.executor.submit(think, *args))
        finally:
            async with self._turns:
                self.analysing -= 1
                self._turns.notify_all()

    async def _analyse(self, live, seat):
        try:
            while (job := live.analysis_job(seat)) is not None:
                _, think, args = job
                rows = await self._analysis_job(think, args)
                text = live.keep_rows(seat, rows)
                await asyncio.get_running_loop().run_in_executor(self.writer, write_text, live.analysis_path(seat), text)
                self.broadcast(live)
            live.finish_analysis(seat)
        except Exception:          # an analysis that failed: said in the log, not tried again until a restart
            live.analysis_failed(seat)
            logging.getLogger(__name__).exception("wonderlab live: the analysis of table %d seat %d failed",
                                                  live.number + 1, seat + 1)
        self.broadcast(live)

    @staticmethod
    def _check_lang(lang):
        if not isinstance(lang, str) or lang not in LANGUAGES:
            raise IllegalAction(say("live.error.lang", value=shown(lang), languages=", ".join(LANGUAGES)))
        return lang

    def leave(self, connection):
        self.where.pop(connection, None)
        self.times.pop(connection, None)
        self.refused.pop(connection, None)

    # -- what is sent ---------------------------------------------------------------------
    def _refuse(self, connection, refused):
        """The game refused ``connection``'s message: it alone is shown why, until its seat's next message."""
        self.refused[connection] = str(refused)
        self.show(connection)

    def _heard(self, connection):
        """A message from ``connection``: the refusal any screen of its seat shows is an old answer now."""
        student = self.where.get(connection, (None, None))[1]
        self.refused = {screen: said for screen, said in self.refused.items()
                        if screen is not connection and (student is None or self.where.get(screen, (None, None))[1] is not student)}

    def show(self, connection):
        """Send ``connection`` its seat's view, or why it waits, in its student's language; on
        its message line, the refusal of its own last message (``_refuse``), if the table has
        nothing to say there."""
        with self.speaking(connection):
            self._show(connection)

    def _show(self, connection):
        session, student = self.where[connection]
        if student.seat is None:
            connection.send({"type": "wait", "message": say("live.status.lobby")})
            return
        live = session.tables[student.table]
        view = live.view(student.seat, student.lang)
        if view is None:
            connection.send({"type": "wait", "message": live.waiting_text(), "table": live.number + 1,
                             "seat": student.seat + 1, "names": live.names()})
        else:
            refused = self.refused.get(connection)
            connection.send({"type": "view", "view": dict(view, message=refused) if refused and not view["message"] else view})

    def broadcast(self, live):
        """Every connection at table ``live`` is sent its own seat's view; the dashboards, the
        session's board. A game just over has its students' decisions analysed (``analyse``)."""
        self.analyse(live)
        for connection, (session, student) in list(self.where.items()):
            if session is live.session and student.table == live.number:
                self.show(connection)
        self.push(live.session)

    def broadcast_session(self, session):
        """After a teacher's order: every screen of ``session`` is sent its view (a refusal it
        showed is an old answer now), the dashboards the board."""
        for connection, (found, _) in list(self.where.items()):
            if found is session:
                self.refused.pop(connection, None)
                self.show(connection)
        self.push(session)

    # -- the teacher's dashboards ---------------------------------------------------------
    def watch(self, connection, session, lang="en"):
        """``connection`` (a teacher's dashboard) is sent ``session``'s board now and at every
        change: ``{"type": "board", "board"}``."""
        self.watchers[connection] = (session, lang)
        self.push(session)

    def unwatch(self, connection):
        self.watchers.pop(connection, None)

    def push(self, session):
        boards = {}
        for connection, (found, lang) in list(self.watchers.items()):
            if found is session:
                if lang not in boards:
                    with _speaking(lang):
                        boards[lang] = session.board()
                connection.send({"type": "board", "board": boards[lang]})

    def present(self, live):
        """The seats of ``live`` with a student's screen connected now."""
        return {student.seat for session, student in self.where.values()
                if session is live.session and student.table == live.number and student.seat is not None}

    def tick(self, now=None):
        """With a turn deadline, a bot plays for a seat whose student is away too long. The first
        tick after a restart lets the bots of every table play the moves they owe (a server
        stopped while a bot was thinking: the student's move is on disk, the bot's was not)."""
        for session in self.classroom.sessions.values():
            for live in session.tables:
                if live.table is None:
                    continue
                if not self.resumed:
                    live.drive()
                absent = set(range(live.players)) - self.present(live) - live.bot_seats
                if live.overdue(absent, now) or not self.resumed:
                    self.broadcast(live)
        self.resumed = True


def _slow(think):
    """Whether ``think`` plays games to decide (a search bot, a hint): a greedy or random bot
    decides in a millisecond, on the loop, with no process to cross."""
    owner = getattr(think, "__self__", None)
    return owner is None or hasattr(owner, "think_time")


@contextmanager
def _speaking(lang):
    before = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)
