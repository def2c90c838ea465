"""7 Wonders' what-if widgets: the score pad and the science calculator.

>>> pad = ScorePad()
>>> pad.players[0].coins.value = 12          # what typing 12 in Ana's coins does
>>> pad.result["players"][0]["categories"]["treasury"]
4
>>> pad.players[0].cards.value += "\\nNo Such Card"
>>> "unknown card" in pad.players[0].errors["cards"].value
True
"""

import json
from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..classic.cards import wonder_set
from ..classic.table import score_table
from ..core.errors import InvalidTable
from ..core.i18n import say
from ..core.science import SYMBOLS, best_science
from ..lab import messages  # noqa: F401  (registers the texts)
from .quiz import science_formula

ERROR = "#b71c1c"
EXAMPLE = {"game": "classic", "players": [
    {"name": "Ana", "wonder": "Babylon", "side": "A", "stages": 2, "coins": 8, "military": [1, 3, -1],
     "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
    {"name": "Bo", "wonder": "Gizah", "side": "A", "stages": 1, "coins": 5, "military": 0, "cards": []},
    {"name": "Cy", "wonder": "Rhodos", "side": "B", "stages": 0, "coins": 3, "military": 0, "cards": []}]}
FIELDS = ("name", "wonder", "side", "stages", "coins", "military", "cards")


def _in_kernel():
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _error_html(message):
    return f'<span style="color:{ERROR};font-size:12px">⚠ {escape(message, quote=False)}</span>' if message else ""


def parse_military(text):
    """The conflict tokens field: ``"1, 3, -1"`` -> ``[1, 3, -1]``, ``"4"`` -> ``4``, ``""`` -> ``[]``.

    Anything else is handed to the table as typed, so that the engine names the problem.

    >>> parse_military("1, 3 -1"), parse_military(" 4 "), parse_military(""), parse_military("lots")
    ([1, 3, -1], 4, [], 'lots')
    """
    text = text.strip()
    if not text:
        return []
    parts = text.replace(",", " ").replace(";", " ").split()
    try:
        values = [int(part) for part in parts]
    except ValueError:
        return text
    if len(values) == 1 and "," not in text:
        return values[0]
    return values


def _military_text(value):
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return "" if value in (None, 0) else str(value)


class PlayerEntry(widgets.VBox):
    """One player's column of the score pad: a field per entry, each with its error beside it."""

    def __init__(self, player, on_change):
        boards = [board.city for board in wonder_set().boards]
        style = {"description_width": "initial"}
        layout = widgets.Layout(width="220px")
        self.name = widgets.Text(description=say("lab.pad.name"), style=style, layout=layout)
        self.wonder = widgets.Dropdown(options=boards, description=say("lab.pad.wonder"), style=style, layout=layout)
        self.side = widgets.ToggleButtons(options=["A", "B"], description=say("lab.pad.side"), style={
            "description_width": "initial", "button_width": "40px"})
        self.stages = widgets.BoundedIntText(min=0, max=9, description=say("lab.pad.stages"), style=style, layout=layout)
        self.coins = widgets.BoundedIntText(min=0, max=999, description=say("lab.pad.coins"), style=style, layout=layout)
        self.military = widgets.Text(description=say("lab.pad.military"), placeholder="1, 3, -1", style=style, layout=layout)
        self.cards = widgets.Textarea(description=say("lab.pad.cards"), style=style,
                                      layout=widgets.Layout(width="220px", height="150px"))
        self.errors = {field: widgets.HTML() for field in FIELDS}
        self.set(player)
        children = []
        for field in FIELDS:
            children += [getattr(self, field), self.errors[field]]
            getattr(self, field).observe(lambda _change: on_change(), "value")
        super().__init__(children, layout=widgets.Layout(border="1px solid #cfc6b4", padding="4px", margin="2px"))

    def set(self, player):
        """Fill the fields from a table file's player entry."""
        board = wonder_set().find(str(player.get("wonder", ""))) or wonder_set().boards[0]
        self.name.value = str(player.get("name", ""))
        self.wonder.value = board.city
        self.side.value = str(player.get("side", "A")).upper() if str(player.get("side", "A")).upper() in ("A", "B") else "A"
        self.stages.value = int(player.get("stages", 0) or 0)
        self.coins.value = int(player.get("coins", 0) or 0)
        self.military.value = _military_text(player.get("military", []))
        cards = player.get("cards", [])
        self.cards.value = "\n".join(str(c) for c in cards)

    def entry(self):
        """The player as a table file entry."""
        cards = [line.strip() for line in self.cards.value.replace(",", "\n").splitlines() if line.strip()]
        return {"name": self.name.value.strip(), "wonder": self.wonder.value, "side": self.side.value,
                "stages": self.stages.value, "coins": self.coins.value,
                "military": parse_military(self.military.value), "cards": cards}


class ScorePad(widgets.VBox):
    """A 7 Wonders score pad: enter or load a table, change anything, see the score at once.

    ``table`` is a table file's contents (a dict) or a path to one. ``result`` holds the last
    score (``score_table``'s result), ``figure`` its breakdown figure, ``error`` the current
    problem (``InvalidTable``) or None.
    """

    def __init__(self, table=None, path="table.json"):
        self._quiet = False
        self.result = self.figure = self.error = None
        self.players = []
        self.columns = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.file = widgets.Text(value=str(path), description=say("lab.pad.file"), style={"description_width": "initial"})
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
        super().__init__([
            widgets.HTML(f"<h3>{escape(say('lab.pad.title'))}</h3>"),
            widgets.HBox([self.file, self.load_button, self.save_button, self.upload]),
            self.columns, widgets.HBox([self.add_button, self.remove_button]),
            self.message, self.breakdown, self.chart])
        if isinstance(table, str | Path):
            self.file.value = str(table)
            self.load(table)
        else:
            self.set_table(table or EXAMPLE)

    # -- the table ------------------------------------------------------------------------
    def table(self):
        """The table as entered, in the table file format."""
        return {"game": "classic", "players": [p.entry() for p in self.players]}

    def set_table(self, data):
        """Show a table file's contents (a dict); the fields are filled, then scored once."""
        if not isinstance(data, dict) or not isinstance(data.get("players"), list):
            self._say(say("lab.pad.cannot_read", path="table", why="expected 'game' and 'players'"), ERROR)
            return
        self._quiet = True
        try:
            self.players = [PlayerEntry(p if isinstance(p, dict) else {}, self.update) for p in data["players"]]
            self.columns.children = tuple(self.players)
        finally:
            self._quiet = False
        self.update()

    def add_player(self):
        taken = {p.wonder.value for p in self.players}
        free = [b.city for b in wonder_set().boards if b.city not in taken] or ["Gizah"]
        self.players.append(PlayerEntry({"name": say("lab.pad.player", n=len(self.players) + 1),
                                         "wonder": free[0]}, self.update))
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

    def _say(self, text, color="#2e7d32"):
        self.message.value = f'<span style="color:{color}">{escape(text)}</span>'

    # -- scoring --------------------------------------------------------------------------
    def update(self):
        """Score the table as it stands; show the engine's message beside the faulty field."""
        if self._quiet:
            return
        for player in self.players:
            for error in player.errors.values():
                error.value = ""
        try:
            result = score_table(self.table())
        except InvalidTable as error:
            self.error = error
            self._show_error(error)
            return
        self.error = None
        self.message.value = ""
        self.result = result
        self._draw()

    def _show_error(self, error):
        where = error.field
        place = None
        if where.startswith("players["):
            index = int(where[len("players["):where.index("]")])
            field = where[where.index("]") + 2:].split("[")[0] if "." in where else ""
            if index < len(self.players) and field in FIELDS:
                place = self.players[index].errors[field]
        if place is not None:
            place.value = _error_html(str(error))
            if self.result:
                self._say(say("lab.pad.stale"), ERROR)
        else:
            self.message.value = _error_html(str(error))

    def _draw(self):
        from types import MappingProxyType

        from ..classic.scoring import ScoreSheet
        from ..plots import score_breakdown
        from ..views.classic import score_html

        sheets = [ScoreSheet(p["name"], MappingProxyType(p["categories"]), tuple(p["choices"]))
                  for p in self.result["players"]]
        self.breakdown.value = score_html(sheets, winners=self.result["winners"])
        self.figure = score_breakdown(self.result)
        if _in_kernel():
            from IPython.display import display
            self.chart.clear_output(wait=True)
            with self.chart:
                display(self.figure)


class ScienceCalculator(widgets.VBox):
    """Science symbols in, best points out: counts of each symbol, plus symbols of free choice.

    >>> calc = ScienceCalculator(3, 2, 1)
    >>> calc.points, calc.formula
    (21, '3² + 2² + 1² + 7 × 1 = 9 + 4 + 1 + 7 = 21')
    """

    def __init__(self, compass=0, gear=0, tablet=0, wildcards=0):
        style = {"description_width": "initial"}
        self.counts = {s: widgets.BoundedIntText(value=v, min=0, max=30, description=say(f"lab.symbol.{s}"),
                                                  style=style, layout=widgets.Layout(width="160px"))
                       for s, v in zip(SYMBOLS, (compass, gear, tablet), strict=True)}
        self.compass, self.gear, self.tablet = (self.counts[s] for s in SYMBOLS)
        self.wildcards = widgets.BoundedIntText(value=wildcards, min=0, max=3, description=say("lab.sci.wildcards"),
                                                style=style, layout=widgets.Layout(width="200px"))
        self.result = widgets.HTML()
        self.points, self.formula, self.choice = 0, "", ()
        for field in (*self.counts.values(), self.wildcards):
            field.observe(lambda _change: self.update(), "value")
        super().__init__([widgets.HTML(f"<h3>{escape(say('lab.sci.title'))}</h3>"),
                          widgets.HBox([*self.counts.values(), self.wildcards]), self.result])
        self.update()

    def update(self):
        counts = [self.counts[s].value for s in SYMBOLS]
        self.points, chosen = best_science(tuple(counts), self.wildcards.value)
        self.choice = tuple(SYMBOLS[i] for i in chosen)
        for i in chosen:
            counts[i] += 1
        self.formula = science_formula(tuple(counts))
        lines = []
        if chosen:
            lines.append(escape(say("lab.sci.choose", symbols=", ".join(say(f"lab.symbol.{s}") for s in self.choice))))
        lines.append(f"<code>{escape(self.formula)}</code> → <b>{escape(say('lab.sci.points', points=self.points))}</b>")
        lines.append(f'<span style="font-size:12px">{escape(say("lab.sci.formula"))}</span>')
        self.result.value = "<br>".join(lines)
