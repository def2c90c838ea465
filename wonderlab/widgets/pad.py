"""The score pad all three games share: a column of fields per player, the score at once.

A game's pad says which fields a player has (``Field``), which table-wide fields there are,
and how to score a table; everything else — errors beside their field, loading, saving, adding
and removing players, the breakdown table and figure — is here.
"""

import json
from dataclasses import dataclass
from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..core.errors import InvalidTable
from ..core.i18n import say
from ..lab import messages  # noqa: F401  (registers the texts)

ERROR = "#b71c1c"
STYLE = {"description_width": "initial"}


def _in_kernel():
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def error_html(message):
    return f'<span style="color:{ERROR};font-size:12px">⚠ {escape(message, quote=False)}</span>' if message else ""


def split_list(text):
    """``"Library, Altar"`` or one name per line -> ``['Library', 'Altar']``."""
    return [part.strip() for part in text.replace(",", "\n").splitlines() if part.strip()]


def parse_ints(text):
    """``"1, 2 3"`` -> ``[1, 2, 3]``; anything else is given to the table as typed (the engine names it)."""
    parts = text.replace(",", " ").replace(";", " ").split()
    try:
        return [int(part) for part in parts]
    except ValueError:
        return text.strip()


@dataclass(frozen=True)
class Field:
    """One entry of a player (or of the whole table): its key in the table file, its label's
    message key, and how to make its widget, read it and fill it."""

    key: str
    label: str
    make: object                 # (description) -> widget
    read: object = None          # widget value -> table value (default: the value itself)
    write: object = None         # table value -> widget value (default: the value itself)
    default: object = None

    def widget(self):
        return self.make(say(self.label))

    def get(self, widget):
        return self.read(widget.value) if self.read else widget.value

    def set(self, widget, value):
        if value is None:
            value = self.default
        widget.value = self.write(value) if self.write else value


def text(width="220px"):
    return lambda label: widgets.Text(description=label, style=STYLE, layout=widgets.Layout(width=width))


def area(height="120px"):
    return lambda label: widgets.Textarea(description=label, style=STYLE,
                                          layout=widgets.Layout(width="220px", height=height))


def whole(top=999):
    return lambda label: widgets.BoundedIntText(min=0, max=top, description=label, style=STYLE,
                                                layout=widgets.Layout(width="220px"))


def choice(options):
    return lambda label: widgets.Dropdown(options=options, description=label, style=STYLE,
                                          layout=widgets.Layout(width="220px"))


class PlayerEntry(widgets.VBox):
    """One player's column: a widget per field, each with its error message beside it."""

    def __init__(self, fields, player, on_change):
        self.fields = fields
        self.widgets = {f.key: f.widget() for f in fields}
        self.errors = {f.key: widgets.HTML() for f in fields}
        self.set(player)
        children = []
        for f in fields:
            setattr(self, f.key, self.widgets[f.key])
            children += [self.widgets[f.key], self.errors[f.key]]
            self.widgets[f.key].observe(lambda _change: on_change(), "value")
        super().__init__(children, layout=widgets.Layout(border="1px solid #cfc6b4", padding="4px", margin="2px"))

    def set(self, player):
        for f in self.fields:
            f.set(self.widgets[f.key], player.get(f.key))

    def entry(self):
        return {f.key: f.get(self.widgets[f.key]) for f in self.fields}


@dataclass(frozen=True)
class _Sheet:
    name: str
    categories: dict
    choices: tuple
    total: int


class TablePad(widgets.VBox):
    """A score pad: enter or load a table, change anything, see the score at once.

    ``result`` holds the last score (``score_table``'s result), ``figure`` its breakdown
    figure, ``error`` the current problem (an ``InvalidTable``) or None.
    """

    GAME = ""
    EXAMPLE = {}
    FIELDS = ()
    TABLE_FIELDS = ()
    PLAYERS = (3, 7)

    def __init__(self, table=None, path="table.json"):
        self._quiet = False
        self.result = self.figure = self.error = None
        self.players = []
        self.table_widgets = {f.key: f.widget() for f in self.TABLE_FIELDS}
        self.table_errors = {f.key: widgets.HTML() for f in self.TABLE_FIELDS}
        for f in self.TABLE_FIELDS:
            setattr(self, f.key, self.table_widgets[f.key])
            self.table_widgets[f.key].observe(lambda _change: self.update(), "value")
        self.columns = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.file = widgets.Text(value=str(path), description=say("lab.pad.file"), style=STYLE)
        self.load_button = widgets.Button(description=say("lab.pad.load"), icon="folder-open")
        self.save_button = widgets.Button(description=say("lab.pad.save"), icon="save")
        self.upload = widgets.FileUpload(accept=".json", multiple=False)
        self.add_button = widgets.Button(description=say("lab.pad.add"), icon="plus")
        self.remove_button = widgets.Button(description=say("lab.pad.remove"), icon="minus")
        self.message = widgets.HTML()
        self.breakdown = widgets.HTML()
        self.chart = widgets.Output()
        self.load_button.on_click(lambda _b: self.load(self.file.value))
        self.save_button.on_click(lambda _b: self.save(self.file.value))
        self.add_button.on_click(lambda _b: self.add_player())
        self.remove_button.on_click(lambda _b: self.remove_player())
        self.upload.observe(self._uploaded, "value")
        table_row = [widgets.VBox([self.table_widgets[f.key], self.table_errors[f.key]]) for f in self.TABLE_FIELDS]
        buttons = [self.add_button, self.remove_button] if self.PLAYERS[0] != self.PLAYERS[1] else []
        super().__init__([
            widgets.HTML(f"<h3>{escape(say('lab.pad.title'))}</h3>"),
            widgets.HBox([self.file, self.load_button, self.save_button, self.upload]),
            *table_row, self.columns, widgets.HBox(buttons), self.message, self.breakdown, self.chart])
        if isinstance(table, str | Path):
            self.file.value = str(table)
            self.load(table)
        else:
            self.set_table(table or self.EXAMPLE)

    # -- what each game says ----------------------------------------------------------------
    def score(self, table):
        from ..games import runner
        return runner(self.GAME).score_table(table)

    def new_player(self, number):
        return {"name": say("lab.pad.player", n=number)}

    # -- the table ------------------------------------------------------------------------
    def table(self):
        """The table as entered, in the table file format."""
        data = {"game": self.GAME}
        data.update({f.key: f.get(self.table_widgets[f.key]) for f in self.TABLE_FIELDS})
        data["players"] = [p.entry() for p in self.players]
        return data

    def set_table(self, data):
        """Show a table file's contents (a dict): the fields are filled, then scored once."""
        if not isinstance(data, dict) or not isinstance(data.get("players"), list):
            self._say(say("lab.pad.cannot_read", path="table", why="expected 'game' and 'players'"), ERROR)
            return
        self._quiet = True
        try:
            for f in self.TABLE_FIELDS:
                f.set(self.table_widgets[f.key], data.get(f.key))
            self.players = [PlayerEntry(self.FIELDS, p if isinstance(p, dict) else {}, self.update)
                            for p in data["players"]]
            self.columns.children = tuple(self.players)
        finally:
            self._quiet = False
        self.update()

    def add_player(self):
        self.players.append(PlayerEntry(self.FIELDS, self.new_player(len(self.players) + 1), self.update))
        self.columns.children = tuple(self.players)
        self.update()

    def remove_player(self):
        if self.players:
            self.players.pop()
            self.columns.children = tuple(self.players)
            self.update()

    # -- files ----------------------------------------------------------------------------
    def load(self, path):
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            self._say(say("lab.pad.cannot_read", path=path, why=getattr(error, "strerror", None) or str(error)), ERROR)
            return
        self.set_table(data)
        if self.error is None:
            self._say(say("lab.pad.loaded", path=path))

    def save(self, path=None):
        path = Path(path or self.file.value)
        path.write_text(json.dumps(self.table(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        self._say(say("lab.pad.saved", path=path))
        return path

    def _uploaded(self, change):
        for item in change["new"] or ():
            try:
                data = json.loads(bytes(item["content"]).decode("utf-8"))
            except (ValueError, UnicodeDecodeError) as error:
                self._say(say("lab.pad.cannot_read", path=item.get("name", "?"), why=str(error)), ERROR)
                return
            self.set_table(data)

    def _say(self, message, color="#2e7d32"):
        self.message.value = f'<span style="color:{color}">{escape(message)}</span>'

    # -- scoring --------------------------------------------------------------------------
    def update(self):
        """Score the table as it stands; show the engine's message beside the faulty field."""
        if self._quiet:
            return
        for place in [*self.table_errors.values(), *(e for p in self.players for e in p.errors.values())]:
            place.value = ""
        try:
            result = self.score(self.table())
        except InvalidTable as error:
            self.error = error
            self._show_error(error)
            return
        self.error = None
        self.message.value = ""
        self.result = result
        self._draw()

    def _place(self, where):
        """The error label of the field an ``InvalidTable`` names, or None."""
        head = where.split(".")[0].split("[")[0]
        if head in self.table_errors and not where.startswith("players"):
            return self.table_errors[head]
        if where.startswith("players[") and "]." in where:
            index = int(where[len("players["):where.index("]")])
            key = where[where.index("]") + 2:].split("[")[0].split(".")[0]
            if index < len(self.players) and key in self.players[index].errors:
                return self.players[index].errors[key]
        return None

    def _show_error(self, error):
        place = self._place(error.field)
        if place is None:
            self.message.value = error_html(str(error))
            return
        place.value = error_html(str(error))
        if self.result:
            self._say(say("lab.pad.stale"), ERROR)

    def _draw(self):
        from ..plots import score_breakdown
        from ..views.style import score_pad_html

        sheets = [_Sheet(p["name"], p["categories"], tuple(p.get("choices", ())), p["total"])
                  for p in self.result["players"]]
        html = score_pad_html(sheets, self.result["winners"])
        if self.result.get("result", "points") != "points":
            html = f'<div style="font-weight:bold">{escape(self.result["result"])}: {escape(", ".join(self.result["winners"]))}</div>' + html
        self.breakdown.value = html
        self.figure = score_breakdown(self.result)
        if _in_kernel():
            from IPython.display import display
            self.chart.clear_output(wait=True)
            with self.chart:
                display(self.figure)
