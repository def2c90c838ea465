"""The student's side: the session's table, the result code at its end, and the app around it.

>>> from .session import new_session
>>> session = new_session("architects", players=3, seed=2)
>>> code = play_as(session, "Ana")
>>> code.startswith("WL2." + session.compact + ".")
True
"""

import random
from dataclasses import replace

from ..core.bots import make_bot
from ..core.i18n import say
from ..course.journal import JOURNAL
from ..widgets.play import PlayTable, Table
from .codes import check_name, make_code
from .session import read_session


def moves_of(session, record):
    """The entries of ``record`` that the student's seat chose (in 7 Wonders for two, also
    the Free City's when the student held it), in the order they were played."""
    from ..table import seat_module

    seat = seat_module(session.game)
    game = seat.replay(replace(record, actions=(), result=None))
    mine = []
    for entry in record.actions:
        city = entry.get("city", entry.get("seat"))
        if seat.controller(game, city) == session.seat:
            mine.append(entry)
        game.play_json(entry)
    return mine


def result_code(session, name, table, attempt=1, hints=False, course=None):
    """The result code of a finished ``Table`` dealt by ``session``; None when the table's game
    is not the session's deal (the student pressed "New game" or loaded another game). The code
    carries ``course``, the course's exercises and reviews (by default, this kernel's journal)."""
    record = table.record()
    options = {key: value for key, value in record.options.items() if key != "names"}
    if record.seed != session.seed or options != _session_options(session):
        return None
    return make_code(session, name, moves_of(session, record), attempt, hints,
                     JOURNAL.data() if course is None else course)


_OPTIONS = {}


def _session_options(session):
    """The record options of the session's deal (what a fresh table's record says)."""
    if session not in _OPTIONS:
        options = Table(**session.table_options()).record().options
        _OPTIONS[session] = {key: value for key, value in options.items() if key != "names"}
    return _OPTIONS[session]


def student_table(session, name, lang=None, course=None):
    """The ``PlayTable`` of ``session`` (a ``Session`` or its code) for ``name``: at the end of
    the game it shows the result code, to copy or save as a file. The Hint button is there only
    when the session allows hints; the code says whether one was asked, and carries the course's
    exercises and reviews done in this kernel (or ``course``, the journal's short form)."""
    session = read_session(session) if isinstance(session, str) else session
    name = check_name(name)
    widget = PlayTable(**session.table_options(), names=_names(session, name), lang=lang,
                       hints=session.hints)
    table = widget.table
    attempts = [1]                   # every new game of the deal, or loaded game, is one more

    def again(method):
        def counted(*args, **kwargs):
            method(*args, **kwargs)
            attempts[0] += 1
        return counted

    table.new, table.load, table.load_text = again(table.new), again(table.load), again(table.load_text)

    def end_note(table):
        with table._language():
            try:
                code = result_code(session, name, table, attempts[0], widget.hints_used, course)
            except ValueError:          # a loaded record that is not this session's game
                code = None
            if code is None:
                return {"note": say("classroom.table.other_deal")}
            return {"title": say("classroom.table.title"), "code": code,
                    "file": f"wonderlab-{session.compact}-{_file_part(name)}.txt",
                    "save": say("classroom.table.save"), "copy": say("classroom.table.copy")}

    widget.table.end_note = end_note
    widget.table.seed_kept = True      # the class's deal: no seed reaches the browser before the end
    widget.session, widget.student = session, name
    widget._refresh()
    return widget


def _names(session, name):
    """The table's names: the student's at their seat, the bots' as the game names them."""
    game = Table(**session.table_options()).game
    names = list(game.names[:session.players])
    names[session.seat] = name if name not in names else names[session.seat]
    return names


def _file_part(name):
    return "".join(c if c.isalnum() else "-" for c in name)[:40] or "student"


def play_as(session, name, bot="greedy", seed=0, lang=None, course=None):
    """A student played by ``bot`` through the table's own Python API (``options``, ``choose``,
    ``confirm``), as a person clicks; returns the result code the table shows at the end.
    ``session``: a ``Session`` or its code; ``course``: the student's course results (the
    journal's short form; by default this kernel's)."""
    session = read_session(session) if isinstance(session, str) else session
    widget = student_table(session, name, lang, course)
    player, rng = make_bot(session.game, bot), random.Random(seed)
    while not widget.is_over:
        _seat, city = widget.table.acting()
        action = player.choose(widget.game, city, rng)
        found = [o.action for o in widget.table.option_list()]
        assert len(widget.options()) == len(found)
        widget.choose(found.index(action))
        widget.confirm()
    return widget.view["result"]["code"]


def student_app(code="", name="", lang=None):
    """Two boxes (the session code, the name) and a Play button; the table appears below.
    A mistyped code or an empty name is refused in words, above the button."""
    import ipywidgets as widgets
    from IPython.display import display

    code_box = widgets.Text(value=code, description=say("classroom.app.code"), placeholder="3Y1G-Y",
                            style={"description_width": "initial"})
    name_box = widgets.Text(value=name, description=say("classroom.app.name"),
                            style={"description_width": "initial"})
    button = widgets.Button(description=say("classroom.app.play"), button_style="primary")
    message = widgets.HTML()
    out = widgets.Output()
    from .teacher import _app_class

    app = _app_class()([widgets.HBox([code_box, name_box, button]), message, out])
    app.still = say("classroom.app.still_student")

    def start(_button=None):
        from html import escape
        try:
            session = read_session(code_box.value)
            table = student_table(session, name_box.value, lang)
        except ValueError as error:
            message.value = f'<b class="wl-classroom-error">✘ {escape(str(error))}</b>'
            return
        message.value = escape(say("classroom.app.ready", session=session.code, name=table.student))
        app.table = table
        out.clear_output()
        with out:
            display(table)

    button.on_click(start)
    app.start = start
    app.table = None
    return app
