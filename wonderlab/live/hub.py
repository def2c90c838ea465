"""The live classroom's protocol, carried by no transport: what a student's socket may say and
what it is sent. A connection is any object with ``send(dict)`` and ``close(code, reason)``;
the server's websocket handler is one, a test's list is another.

A student's screen sends JSON text: first ``{"type": "join", "code", "name", "lang"}`` or
``{"type": "back", "code", "secret"}``, then the table's own messages (``choose``, ``confirm``…)
and ``{"type": "language", "lang"}``. It is sent ``{"type": "joined", "secret", "name"}`` once,
``{"type": "view", "view"}`` (its seat's view, after every change at its table) and
``{"type": "error", "message"}`` (a refusal in words; the connection stays).

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

import time
from collections import deque
from contextlib import contextmanager

from ..core.errors import IllegalAction
from ..core.i18n import LANGUAGES, language, register, say, set_language
from ..core.jsonfile import UnreadableFile, loads_strict
from ..core.records import shown

__all__ = ["MAX_MESSAGE", "RATE", "Hub"]

MAX_MESSAGE = 4096          # bytes: the largest message a student's screen has any reason to send
RATE = 100                  # at most 100 messages in 10 seconds (a person sends a few a second)

register({
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
    """Every student connection of a ``Classroom``: who they are, their table, what they see."""

    def __init__(self, classroom, rate=RATE):
        self.classroom, self.rate = classroom, rate
        self.where = {}              # connection -> (session, student)
        self.times = {}              # connection -> times of its last messages

    # -- a message in ---------------------------------------------------------------------
    def receive(self, connection, text):
        """One frame from ``connection``: never raises; a refusal is sent back in words, and a
        connection past the size or rate limit is closed cleanly."""
        if self._over_limits(connection, text):
            return
        with self.speaking(connection):
            self._answer(connection, text)

    @contextmanager
    def speaking(self, connection):
        """Speak the language of ``connection``'s student while answering it."""
        before = language()
        found = self.where.get(connection)
        set_language(found[1].lang if found else before)
        try:
            yield
        finally:
            set_language(before)

    def _answer(self, connection, text):
        try:
            message = loads_strict(text)
            if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                raise IllegalAction(say("live.error.not_object", value=shown(message)))
            self._handle(connection, message)
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
        if kind == "join":
            session = self.classroom.find(message.get("code"))
            student = session.join(message.get("name"), self._check_lang(message.get("lang", "en")))
            self.where[connection] = (session, student)
            connection.send({"type": "joined", "secret": student.secret, "name": student.name, "code": session.code})
            student.secret = None
            self.show(connection)
        elif kind == "back":
            session = self.classroom.find(message.get("code"))
            student = session.find(message.get("secret"))
            if student is None:
                raise IllegalAction(say("live.error.secret"))
            self.where[connection] = (session, student)
            connection.send({"type": "joined", "name": student.name, "code": session.code})
            self.show(connection)
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
            live.act(student.seat, message, student.lang)
            self.broadcast(live)

    @staticmethod
    def _check_lang(lang):
        if not isinstance(lang, str) or lang not in LANGUAGES:
            raise IllegalAction(say("live.error.lang", value=shown(lang), languages=", ".join(LANGUAGES)))
        return lang

    def leave(self, connection):
        self.where.pop(connection, None)
        self.times.pop(connection, None)

    # -- what is sent ---------------------------------------------------------------------
    def show(self, connection):
        """Send ``connection`` its seat's view, or why it waits, in its student's language."""
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
            connection.send({"type": "view", "view": view})

    def broadcast(self, live):
        """Every connection at table ``live`` is sent its own seat's view."""
        for connection, (session, student) in list(self.where.items()):
            if session is live.session and student.table == live.number:
                self.show(connection)

    def broadcast_session(self, session):
        for connection, (found, _) in list(self.where.items()):
            if found is session:
                self.show(connection)

    def present(self, live):
        """The seats of ``live`` with a student's screen connected now."""
        return {student.seat for session, student in self.where.values()
                if session is live.session and student.table == live.number and student.seat is not None}

    def tick(self, now=None):
        """With a turn deadline, a bot plays for a seat whose student is away too long."""
        for session in self.classroom.sessions.values():
            for live in session.tables:
                if live.table is None:
                    continue
                absent = set(range(live.players)) - self.present(live) - live.bot_seats
                if live.overdue(absent, now):
                    self.broadcast(live)
