"""The live classroom as a jupyter_server extension, mounted at ``/wonderlab/live/``: inside a
teacher's JupyterLab, Binder or JupyterHub, or standalone (``wonderlab serve``).

Students need no Jupyter account: the join page, its scripts and the student socket are open,
and a student's only keys are the join code and the seat secret their browser keeps. The
teacher's pages and API are the Jupyter server's own, behind its token or login and its XSRF
check. The page a student opens draws the table with the very ES module and CSS ``PlayTable``
uses in a notebook (``wonderlab/widgets/static``), through a small adapter (``live.js``) that
gives it a model over the socket.
"""

import csv
import io
import json
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from jupyter_core.paths import jupyter_data_dir
from jupyter_server.auth.decorator import allow_unauthenticated, ws_authenticated
from jupyter_server.base.handlers import APIHandler, JupyterHandler
from jupyter_server.base.websocket import WebSocketMixin
from jupyter_server.extension.application import ExtensionApp
from jupyter_server.extension.handler import ExtensionHandlerMixin
from tornado import web, websocket
from tornado.ioloop import PeriodicCallback
from traitlets import Integer, Unicode

from .. import widgets
from ..core.errors import IllegalAction
from ..core.i18n import LANGUAGES, language, register, say, set_language
from ..core.jsonfile import loads_strict
from ..core.records import shown
from ..lab.analyse import PLAYOUTS
from .hub import MAX_MESSAGE, RATE, Hub
from .kernel_ports import use_ports_below_the_ephemeral_range
from .session import Classroom

__all__ = ["LiveApp"]

BASE = "/wonderlab/live"
_HERE = Path(__file__).parent / "static"
_TABLE = Path(widgets.__file__).parent / "static"
# Every file the pages may load, by name: nothing a request names reaches the disk.
FILES = {"play.js": _TABLE / "play.js", "play.css": _TABLE / "play.css",
         "live.js": _HERE / "live.js", "live.css": _HERE / "live.css", "teacher.js": _HERE / "teacher.js"}
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8"}

CSV_COLUMNS = ("rank", "name", "table", "seat", "total", "tiebreak", "winner", "bot", "accuracy")

register({
    "live.csv.rank": {"en": "rank", "fr": "rang"},
    "live.csv.name": {"en": "name", "fr": "nom"},
    "live.csv.table": {"en": "table", "fr": "table"},
    "live.csv.seat": {"en": "seat", "fr": "place"},
    "live.csv.total": {"en": "total", "fr": "total"},
    "live.csv.tiebreak": {"en": "tiebreak", "fr": "départage"},
    "live.csv.winner": {"en": "winner", "fr": "vainqueur"},
    "live.csv.bot": {"en": "bot", "fr": "robot"},
    "live.csv.accuracy": {"en": "accuracy", "fr": "précision"},
    "live.error.object": {"en": "expected an object of fields, got {value}",
                          "fr": "un objet de champs est attendu, pas {value}"},
    "live.error.action": {"en": "action: {value}: choose start, pause, close, bot or move",
                          "fr": "action : {value} : choisissez start, pause, close, bot ou move"},
    "live.error.student": {"en": "student: {value}: no such student in this session",
                           "fr": "student : {value} : pas d'élève de ce numéro dans cette séance"},
})


class _Served:
    """What every handler of the live classroom reaches: the classroom and its hub."""

    @property
    def classroom(self):
        return self.settings["wonderlab_live"]["classroom"]

    @property
    def hub(self):
        return self.settings["wonderlab_live"]["hub"]


class _Live(_Served, ExtensionHandlerMixin, JupyterHandler):
    def page(self, name):
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
                        "style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'self'")
        base = self.base_url.rstrip("/") + BASE
        xsrf = self.xsrf_token.decode("ascii")     # sets the _xsrf cookie the teacher's POSTs echo
        text = (_HERE / name).read_text(encoding="utf-8").replace("{{base}}", base).replace("{{xsrf}}", xsrf)
        self.finish(text)


class StudentPage(_Live):
    """The join page and the table of a student (open to anyone with the address)."""

    @allow_unauthenticated
    def get(self):
        self.page("live.html")


class StaticFile(_Live):
    """One of the pages' scripts or style sheets, by name."""

    @allow_unauthenticated
    def get(self, name):
        path = FILES.get(name)
        if path is None:
            raise web.HTTPError(404)
        self.set_header("Content-Type", TYPES[path.suffix])
        self.set_header("Cache-Control", "no-cache")
        self.finish(path.read_bytes())


class _Socket(WebSocketMixin, _Live, websocket.WebSocketHandler):
    def send(self, data):
        if self.ws_connection is not None and not self.ws_connection.is_closing():
            self.write_message(json.dumps(data, ensure_ascii=False))


class StudentSocket(_Socket):
    """A student's screen: frames of JSON text, read by the ``Hub``. Its Origin must be the
    server's own (``WebSocketMixin.check_origin``): another site's page cannot open it."""

    @property
    def max_message_size(self):
        return MAX_MESSAGE

    @allow_unauthenticated
    async def get(self, *args, **kwargs):
        return await super().get(*args, **kwargs)

    def open(self, *args, **kwargs):
        self.settings["wonderlab_live"]["start_clock"]()
        return super().open(*args, **kwargs)

    def on_message(self, message):
        if isinstance(message, bytes):
            self.hub._close(self, 1003, "text frames only")
            return
        self.hub.receive(self, message)

    def on_close(self):
        self.hub.leave(self)


class TeacherSocket(_Socket):
    """The dashboard's socket: the session's board, pushed at every change of its tables or
    students. The teacher's token or login opens it, as the Jupyter server's own sockets; its
    Origin must be the server's own."""

    @ws_authenticated
    async def get(self, *args, **kwargs):
        return await super().get(*args, **kwargs)

    def open(self, code, *args, **kwargs):
        self.settings["wonderlab_live"]["start_clock"]()
        super().open(code, *args, **kwargs)
        asked = (self.get_argument("lang", "") or "en").lower()
        try:
            session = self.classroom.find(code)
        except IllegalAction:
            self.close(1008, "no such session")
            return
        self.hub.watch(self, session, next((lang for lang in LANGUAGES if asked.startswith(lang)), "en"))

    def on_message(self, message):
        """The dashboard only listens: its orders go through the API (and its XSRF check)."""

    def on_close(self):
        self.hub.unwatch(self)


class TeacherPage(_Live):
    @web.authenticated
    def get(self):
        self.page("teacher.html")


class _TeacherAPI(_Served, ExtensionHandlerMixin, APIHandler):
    @contextmanager
    def speaking(self):
        """Answer in the teacher's language: ``?lang=fr``, else the browser's Accept-Language."""
        asked = (self.get_argument("lang", "") or self.request.headers.get("Accept-Language", "")).lower()
        before = language()
        set_language(next((lang for lang in LANGUAGES if asked.startswith(lang)), "en"))
        try:
            yield
        finally:
            set_language(before)

    def body(self):
        """The request's JSON object; a ``ValueError`` in words for anything else."""
        found = loads_strict(self.request.body.decode("utf-8", "replace")[:65536] or "{}")
        if not isinstance(found, dict):
            raise IllegalAction(say("live.error.object", value=shown(found)))
        return found

    def refuse(self, error):
        self.set_status(400)
        self.finish({"message": str(error)})

    def session(self, code):
        try:
            return self.classroom.find(code)
        except IllegalAction:
            raise web.HTTPError(404) from None


class Sessions(_TeacherAPI):
    """``GET``: the sessions; ``POST`` settings: a new session, its join code."""

    @web.authenticated
    def get(self):
        self.finish({"sessions": [{"code": s.code, "settings": s.settings, "students": len(s.students)}
                                  for s in self.classroom.sessions.values()]})

    @web.authenticated
    def post(self):
        with self.speaking():
            try:
                session = self.classroom.create(self.body())
            except ValueError as error:
                return self.refuse(error)
        self.finish({"code": session.code, "settings": session.settings})


class SessionState(_TeacherAPI):
    """``GET``: every table of a session (the dashboard); ``POST`` ``{"action", "table",
    "seat", "student"}``: start, pause, close, bot, move."""

    @web.authenticated
    def get(self, code):
        session = self.session(code)
        with self.speaking():
            self.finish(session.board())

    @web.authenticated
    def post(self, code):
        session = self.session(code)
        with self.speaking():
            try:
                self.order(session, self.body())
            except ValueError as error:
                return self.refuse(error)
        self.hub.broadcast_session(session)
        self.finish({"ok": True})

    @staticmethod
    def order(session, order):
        table, seat = _number(order.get("table")), _number(order.get("seat", 1))
        action = order.get("action")
        if action == "start":
            session.start(table)
        elif action == "pause":
            session.pause(table)
        elif action == "close":
            session.close(table)
        elif action == "bot":
            session.seat_bot(table, seat)
        elif action == "move":
            student = order.get("student")
            if isinstance(student, bool) or not isinstance(student, int) or not 0 <= student < len(session.students):
                raise IllegalAction(say("live.error.student", value=shown(student)))
            session.move(session.students[student], table, seat)
        else:
            raise IllegalAction(say("live.error.action", value=shown(action)))


def _number(value):
    """A table or seat as people count (from 1) to one counted from 0; anything else is kept
    for the session to refuse in words."""
    return value - 1 if isinstance(value, int) and not isinstance(value, bool) else value


class Leaderboard(_TeacherAPI):
    """The verified leaderboard as CSV (ranked as ``classroom check`` ranks, its tie-break given),
    its headers in the teacher's language; ``accuracy`` (0 to 100, of the after-game analysis)
    empty while a seat is not analysed (a bot's, or before the analysis ends)."""

    @web.authenticated
    def get(self, code):
        session = self.session(code)
        with self.speaking():
            text = leaderboard_csv(session.leaderboard())
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="wonderlab-{session.code}.csv"')
        self.finish(text)


def leaderboard_csv(rows):
    """The leaderboard's ``rows`` (``Session.leaderboard``) as CSV, its headers in the current
    language, the accuracy empty where there is none.

    >>> leaderboard_csv([{"rank": 1, "name": "Ana", "table": 1, "seat": 2, "total": 40, "tiebreak": 3,
    ...                   "winner": True, "bot": False, "accuracy": 81.94}]).splitlines()
    ['rank,name,table,seat,total,tiebreak,winner,bot,accuracy', '1,Ana,1,2,40,3,True,False,81.9']
    """
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([say(f"live.csv.{column}") for column in CSV_COLUMNS])
    for row in rows:
        accuracy = row["accuracy"]
        writer.writerow([row[k] for k in CSV_COLUMNS[:-1]] + ["" if accuracy is None else round(accuracy, 1)])
    return out.getvalue()


class Record(_TeacherAPI):
    """A finished table's record (it holds the seed, so every hand: only once the game is over)."""

    @web.authenticated
    def get(self, code, number):
        session = self.session(code)
        index = int(number) - 1
        if not 0 <= index < len(session.tables) or session.tables[index].table is None \
                or not session.tables[index].table.is_over:
            raise web.HTTPError(404)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(session.tables[index].table.record().to_json())


class LiveApp(ExtensionApp):
    """The live classroom's server: ``jupyter server --ServerApp.jpserver_extensions=...`` or
    ``wonderlab serve``."""

    name = "wonderlab.live"
    extension_url = BASE + "/teacher"
    load_other_extensions = False      # standalone, the class server alone (JupyterLab loads its own)
    data = Unicode("", config=True, help="The folder of the sessions and the tables' records.")
    rate = Integer(RATE, config=True, help="The messages a student's screen may send in 10 seconds.")
    thinkers = Integer(2, config=True, help="The processes in which bots and hints think, off the server's loop "
                       "(processes, not threads: a thread's rollouts would hold the GIL the loop needs).")
    analysis_playouts = Integer(PLAYOUTS, config=True, help="Rollouts per decision of the analysis of each student's "
                                "game once it is over (their accuracy, their mistakes to learn from); 0: none.")

    @classmethod
    def get_extension_package(cls):
        return "wonderlab.live"

    def initialize_settings(self):
        folder = Path(self.data or Path(jupyter_data_dir()) / "wonderlab-live")
        classroom = Classroom(folder, self.analysis_playouts or None)
        pool = ProcessPoolExecutor(max(1, self.thinkers), mp_context=multiprocessing.get_context("spawn"))
        hub = Hub(classroom, self.rate, pool, analysts=max(1, self.thinkers - 1))
        clock = {}

        def start_clock():
            if "timer" not in clock:
                clock["timer"] = PeriodicCallback(hub.tick, 1000)
                clock["timer"].start()

        self.pool = pool
        # the server's notebooks and Voilà pages start kernels too: their ports from a range no
        # other connection is handed (kernel_ports.py)
        use_ports_below_the_ephemeral_range()
        self.settings.update(wonderlab_live={"classroom": classroom, "hub": hub, "start_clock": start_clock})
        self.log.info("wonderlab live: %d sessions in %s", len(classroom.sessions), folder)

    async def stop_extension(self):
        pool = getattr(self, "pool", None)
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        hub = self.settings.get("wonderlab_live", {}).get("hub")
        if hub is not None and hub.writer is not None:
            hub.writer.shutdown(wait=True)          # the records under way reach the disk

    def initialize_handlers(self):
        self.handlers.extend([
            (rf"{BASE}/?", StudentPage),
            (rf"{BASE}/static/([a-z.]+)", StaticFile),
            (rf"{BASE}/socket", StudentSocket),
            (rf"{BASE}/teacher/?", TeacherPage),
            (rf"{BASE}/teacher/socket/([A-Z0-9]+)", TeacherSocket),
            (rf"{BASE}/api/sessions", Sessions),
            (rf"{BASE}/api/sessions/([A-Z0-9]+)", SessionState),
            (rf"{BASE}/api/sessions/([A-Z0-9]+)/leaderboard.csv", Leaderboard),
            (rf"{BASE}/api/sessions/([A-Z0-9]+)/tables/([0-9]{{1,3}})/record", Record),
        ])
