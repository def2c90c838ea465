"""The teacher's side: gather codes (pasted text, files, a folder) and draw the board.

>>> split_codes("Ana: WL2.AB.cd.EFGH2345  \\n Bo: WL2.GH.\\nij.KLMN6789 thanks")
['WL2.AB.cd.EFGH2345', 'WL2.GH.ij.KLMN6789']
>>> split_codes("no code here")
['no code here']
"""

import re
from html import escape
from pathlib import Path

from ..core.i18n import plural, say
from ..core.labels import bot_label, category_label
from ..views.style import ERROR_TEXT, FONT, THEME_TEXT
from .codes import MAX_CODE, PREFIX
from .learning import learning_html, learning_rows, learning_text
from .verify import Refusal, check

MAX_FILE = 1_000_000                 # bytes: a class's codes fit in a few tens of kilobytes
_START = re.compile(rf"(?i)(?={PREFIX}\.)")
_WHOLE = re.compile(rf"(?i){PREFIX}\.[^.]*\.[^.]*\.[0-9A-Z]{{8}}")


def split_codes(text):
    """The codes in a pasted text. Each starts at ``WL2.`` and ends 8 letters after its third
    dot (the checksum); the line breaks and spaces a chat adds inside a code are dropped, and
    words around the codes (``Ana:``) are left out. A text with no code at all is one piece,
    so that it is refused rather than silently dropped."""
    pieces = []
    for piece in _START.split(text)[1:]:
        piece = "".join(piece.split())
        whole = _WHOLE.match(piece)
        pieces.append(whole.group(0) if whole else piece)
    if not pieces and text.strip():
        pieces.append(text.strip())
    return pieces


def collect(sources):
    """``(label, text)`` for every code in ``sources`` (pasted text, files or folders; a folder
    gives its ``*.txt`` files), and a ``Refusal`` for every file that cannot be read."""
    found, refused = [], []
    if isinstance(sources, str | Path):
        sources = [sources]
    for source in sources:
        path = Path(source).expanduser() if isinstance(source, Path) or _looks_like_path(source) else None
        if path is None:
            found += [(say("classroom.board.code_n", n=len(found) + i), t)
                      for i, t in enumerate(split_codes(source), 1)]
            continue
        files = sorted(path.glob("*.txt")) if path.is_dir() else [path]
        for file in files:
            text, error = _read(file)
            if error:
                refused.append(Refusal(file.name, error))
                continue
            pieces = split_codes(text) or [""]
            found += [(file.name if len(pieces) == 1 else f"{file.name} #{i}", t)
                      for i, t in enumerate(pieces, 1)]
    return found, refused


def _looks_like_path(text):
    return isinstance(text, str) and PREFIX.lower() + "." not in text.lower() and len(text) < 4096 \
        and "\n" not in text


def _read(file):
    try:
        with open(file, "rb") as handle:
            data = handle.read(MAX_FILE + 1)
    except FileNotFoundError:
        return None, say("classroom.board.folder", path=file)
    except OSError as error:
        return None, say("classroom.replay.unreadable", why=error.strerror or error)
    if len(data) > MAX_FILE:
        return None, say("classroom.code.long", length=f"{MAX_FILE}+")
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        return None, say("classroom.replay.unreadable", why="not UTF-8 text")


def check_sources(session, sources, lang=None):
    """The ``Board`` of every code in ``sources`` (see ``collect``)."""
    found, refused = collect(sources)
    board = check(session, [(label, text[:MAX_CODE + 1]) for label, text in found], lang)
    board.refused = refused + board.refused
    return board


def board_html(board):
    """The leaderboard, the refused codes beside it, the baseline, each breakdown and, when the
    codes carry course results, the learning board (``learning.py``)."""
    rows = board.rows()
    game = board.session.game
    categories = list(board.baseline.categories)
    yes, no = say("classroom.board.yes"), say("classroom.board.no")
    cell = "padding:2px 8px;border-bottom:1px solid var(--jp-border-color2,#ddd);text-align:right"
    left = cell.replace("right", "left")
    head = [say("classroom.board.rank"), say("classroom.board.name"), say("classroom.board.total"),
            say(f"classroom.board.tiebreak.{game}"), say("classroom.board.won"), say("classroom.board.vs_bot"),
            say("classroom.board.hints")]
    if game == "duel":
        head.insert(2, say("classroom.board.supremacy"))
    lines = []
    for row in rows:
        values = [row["rank"], row["name"], row["total"], row["tiebreak"], yes if row["won"] else no,
                  f"{row['vs_bot']:+d}", _hints_cell(board, row)]
        if game == "duel":
            values.insert(2, yes if row["supremacy"] else no)
        lines.append("<tr>" + "".join(f'<td style="{left if i == 1 else cell}">{escape(str(v))}</td>'
                                      for i, v in enumerate(values)) + "</tr>")
    board_table = ('<table data-role="leaderboard" style="border-collapse:collapse"><tr>'
                   + "".join(f'<th style="{left if i == 1 else cell}">{escape(h)}</th>' for i, h in enumerate(head))
                   + "</tr>" + "".join(lines) + "</table>")
    refused = ("".join(f'<li><b>{escape(r.label)}</b>: {escape(r.reason)}</li>' for r in board.refused)
               or f"<li>{escape(say('classroom.board.none_refused'))}</li>")
    breakdown = ('<table data-role="breakdown" style="border-collapse:collapse"><tr>'
                 f'<th style="{left}">{escape(say("classroom.board.name"))}</th>'
                 + "".join(f'<th style="{cell}">{escape(category_label(c))}</th>' for c in categories)
                 + f'<th style="{cell}">{escape(say("classroom.board.total"))}</th></tr>')
    for result in [*board.results, board.baseline]:
        breakdown += (f'<tr><td style="{left}">{escape(result.name)}</td>'
                      + "".join(f'<td style="{cell}">{result.categories.get(c, 0)}</td>' for c in categories)
                      + f'<td style="{cell}"><b>{result.total}</b></td></tr>')
    breakdown += "</table>"
    baseline = say("classroom.board.baseline", bot=bot_label(board.session.bots), total=board.baseline.total)
    parted = ""
    if len(board.results) > 1:                  # where each student's game parted from the leader's
        leader = board.results[0].name
        parted = (f'<h4 style="margin:8px 0 4px">{escape(say("classroom.board.parted", name=leader))}</h4>'
                  '<ul data-role="diverge" style="padding-left:18px">'
                  + "".join(f"<li>{escape(board.diverge_text(leader, r.name))}</li>" for r in board.results[1:])
                  + "</ul>")
    learned = learning_html(learning_rows(board)) if any(r.course for r in board.results) else ""
    return (f'<div class="wl-classroom-board" style="{FONT};color:{THEME_TEXT}">'
            f'<h3 style="margin:4px 0">{escape(board.session.code)} · {escape(board.session.describe())}</h3>'
            '<div style="display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start">'
            f'<div><h4 style="margin:4px 0">{escape(plural(len(rows), "classroom.board.title"))}</h4>'
            f'{board_table}<p data-role="baseline">{escape(baseline)}</p></div>'
            f'<div data-role="refused" style="max-width:480px"><h4 style="margin:4px 0;color:{ERROR_TEXT}">'
            f'{escape(say("classroom.board.refused"))}</h4><ul style="padding-left:18px">{refused}</ul></div></div>'
            f'<h4 style="margin:8px 0 4px">{escape(say("classroom.board.breakdown"))}</h4>{breakdown}'
            f'{parted}{learned}</div>')


def board_text(board):
    """The leaderboard as plain text columns, for the command line; then the learning board when
    the codes carry course results."""
    game = board.session.game
    head = [say("classroom.board.rank"), say("classroom.board.name"), say("classroom.board.total"),
            say(f"classroom.board.tiebreak.{game}"), say("classroom.board.won"), say("classroom.board.vs_bot"),
            say("classroom.board.hints")]
    yes, no = say("classroom.board.yes"), say("classroom.board.no")
    rows = [[str(r["rank"]), r["name"], str(r["total"]), str(r["tiebreak"]), yes if r["won"] else no,
             f"{r['vs_bot']:+d}", _hints_cell(board, r)] for r in board.rows()]
    widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) if i == 1 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True)))
             for row in [head, *rows]]
    lines.append(say("classroom.board.baseline", bot=bot_label(board.session.bots), total=board.baseline.total))
    if any(r.course for r in board.results):
        lines += ["", say("classroom.learning.title"), learning_text(learning_rows(board))]
    return "\n".join(lines)


def _hints_cell(board, row):
    """The board's "hints used" cell: yes or no, or "off" in a session without hints."""
    if not board.session.hints:
        return say("classroom.board.hints_off")
    return say("classroom.board.yes" if row["hints"] else "classroom.board.no")


def _app_class():
    import ipywidgets as widgets

    class App(widgets.VBox):
        """A box of widgets that, in a file not yet run, shows a line of text, never its repr."""

        still = ""

        def _repr_mimebundle_(self, **kwargs):
            bundle = super()._repr_mimebundle_(**kwargs) or {}
            bundle["text/plain"] = self.still
            bundle["text/html"] = f"<p><i>{escape(self.still)}</i></p>"
            return bundle

    return App


def teacher_app(session, codes="", folder=""):
    """A box to paste codes, a folder box, and a Check button that draws the verified board."""
    import ipywidgets as widgets

    from .session import read_session

    App = _app_class()
    session = read_session(session) if isinstance(session, str) else session
    pasted = widgets.Textarea(value=codes, placeholder="WL2.…", description=say("classroom.app.paste"),
                              layout=widgets.Layout(width="100%", height="120px"),
                              style={"description_width": "initial"})
    where = widgets.Text(value=folder, description=say("classroom.app.folder"),
                         style={"description_width": "initial"})
    button = widgets.Button(description=say("classroom.app.check"), button_style="primary")
    shown = widgets.HTML()
    app = App([pasted, widgets.HBox([where, button]), shown])
    app.still = say("classroom.app.still_teacher")

    def run(_button=None):
        sources = [text for text in (pasted.value,) if text.strip()]
        if where.value.strip():
            sources.append(Path(where.value.strip()).expanduser())
        app.board = check_sources(session, sources)
        shown.value = board_html(app.board)

    button.on_click(run)
    app.run, app.board = run, None
    return app
