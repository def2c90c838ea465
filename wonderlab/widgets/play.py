"""The playable table in a notebook: play 7 Wonders, Duel or Architects against bots.

``PlayTable`` is the notebook's transport of a ``wonderlab.table.Table``: the table holds the game,
the front end (``static/play.js``, an anywidget ES module shipped in the package) draws the synced
``view`` and sends clicks, which the table receives as the same plain dicts the live classroom's
socket carries. The synced ``view`` holds only what the human seat to act may see (each game's
``seat`` module builds it), never the seed, another hand or a face-down card.

>>> table = PlayTable("classic", players=3, seed=1)
>>> table.options()[0]
'0. Build Clay Pool for nothing'
>>> table.choose(0); table.confirm(); table.view["status"]
'Age I · turn 2 · your move'
"""

from html import escape
from pathlib import Path

import anywidget
import traitlets

from ..core.errors import IllegalAction
from ..core.i18n import register, say
from ..core.records import shown
from ..table import coach
from ..table.table import GAMES, TITLES, Table, refusal, seat_module
from .learning import Learning

_STATIC = Path(__file__).parent / "static"

register({
    "play.repr": {"en": "<PlayTable: {title}, {players} players, {state}>",
                  "fr": "<PlayTable : {title}, {players} joueurs, {state}>"},
    "play.repr.over": {"en": "game over", "fr": "partie terminée"},
    "play.repr.on": {"en": "in play", "fr": "en cours"},
    "play.stored": {"en": "<p><b>{title}</b>: a playable table. Run this cell to play.</p>",
                    "fr": "<p><b>{title}</b> : une table de jeu. Exécutez cette cellule pour jouer.</p>"},
    "play.downloaded": {"en": "Game saved: your browser downloads {name}",
                        "fr": "Partie enregistrée : votre navigateur télécharge {name}"},
})


class PlayTable(anywidget.AnyWidget):
    """One playable table for the three games, drawn by our own ES module.

    ``PlayTable("classic", players=4, seed=2026)``, ``PlayTable("duel", bots="search")``,
    ``PlayTable("architects", players=5, you=2)``. ``you``: the human seat(s); ``bots``: one name
    or one per seat (``random``, ``greedy``, Duel's ``search`` thinking ``think`` seconds);
    ``wonders``/``sides``/``names``; ``expansions``: Duel's ``("pantheon",)`` or ``("agora",)``;
    ``lang`` ``"en"`` or ``"fr"``; ``hints=False`` turns the
    coach's Hint off; ``analysis_playouts``: rollouts per decision of the review's "Analyse my
    decisions" (``wonderlab.lab.analyse.PLAYOUTS`` when not given; fewer are faster and rougher).
    """

    _esm = _STATIC / "play.js"
    _css = _STATIC / "play.css"
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, game="classic", players=None, seed=0, you=0, bots="greedy", think=1.0,
                 wonders=None, sides="random", names=None, lang=None, hints=True, analysis_playouts=None,
                 expansions=(), **kwargs):
        self.table = Table(game, players, seed, you, bots, think, wonders, sides, names, lang, hints,
                           analysis_playouts, expansions=expansions)
        self._analysing = None
        self._learning = None           # Learn from your mistakes (``learning.Learning``), once asked
        super().__init__(**kwargs)
        self._refresh()
        self.on_msg(self._on_message)

    def __repr__(self):
        t = self.table
        return say("play.repr", title=TITLES[t.kind], players=t.settings["players"],
                   state=say("play.repr.over" if t.is_over else "play.repr.on"))

    def _repr_mimebundle_(self, **kwargs):
        """The live table, plus a line of text and HTML for a notebook opened before it is run
        (GitHub, a stored file): never a bare object address."""
        data = super()._repr_mimebundle_(**kwargs)
        bundle = data[0] if isinstance(data, tuple) else data
        bundle["text/plain"] = repr(self)
        bundle["text/html"] = say("play.stored", title=escape(TITLES[self.table.kind]))
        return data

    # -- driven from Python ---------------------------------------------------------------
    @property
    def game(self):
        return self.table.game

    @property
    def is_over(self):
        return self.table.is_over

    def options(self):
        return self.table.options()

    # -- the coach (wonderlab.table.coach) --------------------------------------------------
    @property
    def hints_used(self):
        """Whether a hint was asked at this table (a classroom's result code says so)."""
        return self.table.hints_used

    def hint(self, seconds=None, playouts=None):
        """Your options now, best first, with why (a DataFrame); the table shows it too."""
        try:
            return coach.hint(self.table, seconds, playouts)
        finally:
            self._refresh()

    def analysis(self, playouts=None, progress=True):
        """Every decision of yours in the finished game against the coach's (a DataFrame); the
        review shows your key decisions. The interrupt button stops it, keeping what finished."""
        try:
            return coach.analysis(self.table, playouts=playouts, progress=progress)
        finally:
            self._refresh()

    def accuracy(self, playouts=None):
        """Your accuracy in the finished game, 0 to 100, in a sentence: from the win share each of
        your decisions gave away, as lichess's (``wonderlab.lab.analyse.accuracy``); the review's
        analysis when it ran whole, else one now. Before the end, it says when it comes."""
        try:
            with self.table._language():
                return coach.accuracy(self.table, playouts=playouts)
        finally:
            self._refresh()

    def _analyse_in_background(self):
        """The review's button: analyse in a thread, showing progress; Stop keeps what finished.
        The browser's Python of the JupyterLite site (``sys.platform == "emscripten"``) has no
        threads: there the analysis runs on its event loop one decision at a time
        (``coach.analysis_slices``), so that a Stop click gets in between two; where a thread
        cannot start otherwise, it runs at once, in this call. Either way a failure ends in one
        line in the view, the box closed and the finished game kept."""
        import sys
        import threading

        if self._analysing is not None and self._analysing.is_alive():
            return
        stop = threading.Event()

        def follow(done, total):
            self.table.coach_busy = {"done": done, "total": total}
            self._refresh()

        def failed(error):              # never into the notebook: the view says it
            self.table.message = str(error) if isinstance(error, ValueError) else \
                say("play.error", error=shown(error, 120))

        def finished():
            self.table.coach_busy = None
            self._refresh()

        def run():
            try:
                coach.analysis(self.table, cancelled=stop.is_set, on_decision=follow)
            except Exception as error:
                failed(error)
            finally:
                finished()

        self._stop_analysis = stop
        self.table.coach_busy = {"done": 0, "total": None}
        self._refresh()
        if sys.platform == "emscripten":
            self._analysing = _Slices(coach.analysis_slices(self.table, cancelled=stop.is_set, on_decision=follow),
                                      failed, finished)
            return
        thread = threading.Thread(target=run, daemon=True)
        try:
            thread.start()
        except RuntimeError:            # "can't start new thread": analyse here instead
            run()
        else:
            self._analysing = thread

    # -- learn from your mistakes (wonderlab.lab.mistakes, through learning.Learning) ----------------
    def learn(self):
        """The review's "Learn from your mistakes": each decision of yours the analysis called a
        mistake or a blunder, in turn, drawn as your seat saw it; pick an option and Confirm (or
        ``lesson_pick(notation)``), ``lesson_next()`` to go on or skip, ``lesson_close()`` to go
        back to the review. Needs the review's analysis (``analysis()`` or its button) first;
        returns the ``lab.mistakes.Lesson``."""
        self._learning = Learning(self.table, self.table.humans[0])
        self._refresh()
        return self._learning.lesson

    def lesson_pick(self, action):
        """Pick ``action`` (an option of the mistake shown, or its notation) as Confirm does;
        ``(found, text)``."""
        if self._learning is None:
            with self.table._language():
                raise IllegalAction(say("play.learn.none"))
        try:
            return self._learning.pick(action)
        finally:
            self._refresh()

    def lesson_next(self):
        """Go on to the next mistake (this one, not tried, counts as skipped)."""
        if self._learning is not None:
            self._learning.next()
        self._refresh()

    def lesson_close(self):
        """Back to the review."""
        self._learning = None
        self._refresh()

    def choose(self, index):
        self._do(self.table.choose, index)

    def undo(self):
        self._do(self.table.undo)

    def confirm(self):
        self._do(self.table.confirm)

    def select(self, card):
        self._do(self.table.select, card)

    def pass_ok(self):
        self._do(self.table.pass_ok)

    def new(self, same_seed=True):
        self._do(self.table.new, same_seed)

    def review(self, step):
        self._do(self.table.review, step)

    def position(self, step=None):
        """A copy of the game at review ``step`` (None: the step shown, else the game now), e.g.
        to ask ``what_if(table.position(4), seat)`` about a decision of the game just played."""
        t = self.table
        step = t.review_step if step is None else step
        if step is None:
            return t.game.copy()
        shots = t.snapshots() if t.is_over else []
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(shots):
            raise ValueError(say("play.error.steps", value=repr(step), last=len(shots) - 1)
                             if shots else say("play.error.step_over"))
        return shots[step].copy()

    def language(self, lang):
        self._do(self.table.speak, lang)

    def save(self, path=None):
        path = self.table.save(path)
        self._refresh()
        return path

    def load(self, source):
        self._do(self.table.load, source)

    def record(self):
        return self.table.record()

    def score_figure(self):
        """The final score breakdown as a plotly figure."""
        from ..plots import score_breakdown
        with self.table._language():
            return score_breakdown(self.game.scores()[:self.table.seat.seats(self.game)])

    def progress_figure(self):
        """Each player's score through the game, as a plotly figure."""
        from ..plots import score_progress
        with self.table._language():
            return score_progress(self.record())

    def download(self):
        """Send the game's record to the browser as a file to download (the Save button):
        nothing is written on the server, whose files the page's user cannot reach. The record
        holds the options, the seed of the deal and every action: a table whose ``seed_kept``
        is set (a classroom's) sends it only once the game is over, and returns None before."""
        t = self.table
        if t.seed_kept and not t.is_over:
            with t._language():
                t.message = say("play.save_after_end")
            self._refresh()
            return None
        name = t.file_name()
        self.send({"type": "download", "name": name, "text": self.record().to_json()})
        with t._language():
            t.message = say("play.downloaded", name=name)
        self._refresh()
        return name

    def _do(self, method, *args):
        try:
            method(*args)
        finally:
            self._refresh()

    def _refresh(self):
        self.view = self._learning.view() if self._learning is not None else self.table.state()

    # -- driven by the front end ----------------------------------------------------------
    def _on_message(self, _widget, content, _buffers):
        """Every click arrives here; no exception leaves: it becomes the view's message. The
        table receives the game's messages; the notebook's own (a download, the analysis in a
        thread) are answered here."""
        content = content if isinstance(content, dict) else {}
        kind = content.get("type")
        own = self._OWN.get(kind) if isinstance(kind, str) else None
        if self._learning is not None and own is None and kind != "language":
            self._learning.receive(content)     # a click on the mistake's board
        elif own is None:
            self.table.receive(content)
        else:
            self.table.message = ""
            try:
                own(self)
            except Exception as error:
                self.table.message = refusal(error)
        try:
            self._refresh()
        except Exception as error:      # even the view failed: say so with the last state kept
            self.view = dict(self.view, message=refusal(error))

    def _cancel_analysis(self):
        if getattr(self, "_stop_analysis", None) is not None:
            self._stop_analysis.set()

    _OWN = {"analyse": _analyse_in_background, "cancel_analysis": _cancel_analysis, "save": download,
            "learn": learn, "lesson_next": lesson_next, "lesson_close": lesson_close}


class _Slices:
    """An analysis driven on the event loop one decision at a time (a task of the browser's
    Python, which has no threads): between two decisions the loop lets other messages in."""

    def __init__(self, slices, failed, finished):
        import asyncio

        self.done = False
        self.task = asyncio.get_event_loop().create_task(self._drive(slices, failed, finished))

    async def _drive(self, slices, failed, finished):
        import asyncio

        try:
            for _ in slices:
                await asyncio.sleep(0)
        except Exception as error:
            failed(error)
        finally:
            self.done = True
            finished()

    def is_alive(self):
        return not self.done


__all__ = ["GAMES", "PlayTable", "Table", "seat_module"]
