"""The position editor: a real game's moment, changed by clicks, and what if from it.

``PositionEditor(source, seat)`` starts from a live game (the seat's position now), a record at a
turn (``turn=N``, as ``game_at``), or a typed position (text, JSON or a ``Position``). It shows the
position's text, lets the hobbyist change a number (coins, stages, the pawn...) with − and +, and
add or remove a card (or wonder, token, stage...) from a list, and runs the what-if from it.

Every change is checked at once by the game's ``from_position``: a change no real game could
reach is taken back and the editor says why in one line, so nothing typed is lost and no click
lets an exception out. The editor holds only what the seat knows (the position), never a game's
hidden cards.

>>> from wonderlab.classic import Game
>>> editor = PositionEditor(Game(players=3, seed=1), seat=0)
>>> editor.number.value = ("players", 0, "coins")
>>> editor.step(+1)
>>> editor.data["players"][0]["coins"], editor.problem
(4, '')
>>> editor.step(-5)
>>> editor.data["players"][0]["coins"], editor.problem
(4, 'Taken back: players[0].coins: -1: expected a whole number, 0 or more')
"""

import copy
import importlib
from html import escape

import ipywidgets as widgets

from ..core.i18n import register, say
from ..core.position import InvalidPosition, Position, from_any, game_of
from .pad import AUTO, error_html

MESSAGES = {
    "editor.number": {"en": "Number", "fr": "Nombre"},
    "editor.list": {"en": "List", "fr": "Liste"},
    "editor.name": {"en": "Name", "fr": "Nom"},
    "editor.add": {"en": "Add", "fr": "Ajouter"},
    "editor.remove": {"en": "Remove", "fr": "Retirer"},
    "editor.replace": {"en": "Replace by", "fr": "Remplacer par"},
    "editor.rollouts": {"en": "Games per choice", "fr": "Parties par choix"},
    "editor.run": {"en": "What if?", "fr": "Et si ?"},
    "editor.text": {"en": "Type or paste a position", "fr": "Tapez ou collez une position"},
    "editor.read": {"en": "Read the text", "fr": "Lire le texte"},
    "editor.ok": {"en": "A position a real game can reach.", "fr": "Une position qu'une vraie partie peut atteindre."},
    "editor.taken_back": {"en": "Taken back: {why}", "fr": "Annulé : {why}"},
    "editor.not_there": {"en": "{name} is not in {where}", "fr": "{name} n'est pas dans {where}"},
    "editor.ranked": {"en": "{count} choices, best first ({rollouts} games each)",
                      "fr": "{count} choix, du meilleur au moins bon ({rollouts} parties chacun)"},
    "editor.legend": {"en": "✱ really apart from the best: the paired interval (same deals) leaves out 0",
                      "fr": "✱ vraiment départagé du meilleur : l'intervalle apparié (mêmes donnes) exclut 0"},
    "editor.col.choice": {"en": "choice", "fr": "choix"},
    "editor.col.win": {"en": "win rate", "fr": "victoires"},
    "editor.col.score": {"en": "mean score", "fr": "score moyen"},
    "editor.col.versus": {"en": "win rate vs best (paired)", "fr": "victoires, écart au meilleur (apparié)"},
    "editor.plain": {"en": "<Position editor: {head}>", "fr": "<Éditeur de position : {head}>"},
}
register(MESSAGES)


class PositionEditor(widgets.VBox):
    """A position's text, − / + for its numbers, add / remove for its lists, and the what-if."""

    def __init__(self, source, seat=None, turn=None, rollouts=20, bots="greedy", seed=0):
        self.seed, self.bots = seed, bots
        self.data = _start(source, seat, turn)
        self.kind = self.data["game"]
        self.module = importlib.import_module(f"wonderlab.{self.kind}.position")
        self.problem = ""
        self.text = widgets.HTML()
        self.message = widgets.HTML()
        self.number = widgets.Dropdown(description=say("editor.number"), layout=AUTO)
        self.minus = widgets.Button(description="−", layout={"width": "3em"})
        self.plus = widgets.Button(description="+", layout={"width": "3em"})
        self.place = widgets.Dropdown(description=say("editor.list"), layout=AUTO)
        self.item = widgets.Dropdown(layout=AUTO)
        self.name = widgets.Combobox(description=say("editor.name"), ensure_option=False, layout=AUTO)
        self.replace = widgets.Button(description=say("editor.replace"), layout=AUTO)
        self.add = widgets.Button(description=say("editor.add"), layout=AUTO)
        self.remove = widgets.Button(description=say("editor.remove"), layout=AUTO)
        self.typed = widgets.Textarea(placeholder=say("editor.text"), layout={"width": "100%", "height": "8em"})
        self.read = widgets.Button(description=say("editor.read"), layout=AUTO)
        self.rollouts = widgets.BoundedIntText(value=rollouts, min=1, max=100_000,
                                               description=say("editor.rollouts"), style={"description_width": "initial"},
                                               layout={"width": "14em"})
        self.run = widgets.Button(description=say("editor.run"), button_style="primary", layout=AUTO)
        self.results = widgets.HTML()
        self.minus.on_click(lambda _: self._safe(self.step, -1))
        self.plus.on_click(lambda _: self._safe(self.step, +1))
        self.add.on_click(lambda _: self._safe(self.change_list, self.name.value, True))
        self.remove.on_click(lambda _: self._safe(self.change_list, self.item.value, False))
        self.replace.on_click(lambda _: self._safe(self.change_list, self.name.value, True, self.item.value))
        self.read.on_click(lambda _: self._safe(self.read_text, self.typed.value))
        self.run.on_click(lambda _: self._safe(self.what_if))
        self.place.observe(lambda _: self._safe(self._names), "value")
        super().__init__([self.text, widgets.HBox([self.number, self.minus, self.plus]),
                          widgets.HBox([self.place, self.item, self.remove, self.replace, self.name, self.add]),
                          self.message,
                          widgets.HBox([self.rollouts, self.run]), self.results, self.typed,
                          widgets.HBox([self.read])])
        self.add_class("wonderlab-position-editor")
        self._refresh()

    # -- the position ---------------------------------------------------------------------
    @property
    def position(self):
        """The position shown, as a ``Position`` (``.text``, ``.data``)."""
        return Position(copy.deepcopy(self.data), self.module.to_text(self.data))

    def game(self, seed=None):
        """A game dealt from the position (its hidden rest at random from ``seed``)."""
        return from_any(self.data, seed=self.seed if seed is None else seed)

    def step(self, by):
        """Add ``by`` to the number chosen in ``number`` (taken back if no game can reach it)."""
        path = self.number.value
        if path is None:
            return
        changed = copy.deepcopy(self.data)
        holder = _at(changed, path[:-1])
        holder[path[-1]] = holder.get(path[-1], 0) + by
        self._accept(changed)

    def change_list(self, name, add, instead=None):
        """Add ``name`` to the list chosen in ``place`` (in place of ``instead``, when given), or
        remove it; taken back if no real game can reach the result."""
        path = self.place.value
        if path is None or name is None or not str(name).strip():
            return
        changed = copy.deepcopy(self.data)
        holder = _at(changed, path[:-1])
        items = holder.setdefault(path[-1], [])
        stages = path[-1] == "stages"
        value = int(name) if stages and str(name).isdigit() else name
        for old in ([instead] if instead is not None else []) + ([] if add else [value]):
            match = [i for i, item in enumerate(items) if str(item).casefold() == str(old).casefold()]
            if not match:
                self._say(say("editor.taken_back", why=say("editor.not_there", name=old, where=_label(path))))
                return
            position = match[0]
            del items[position]
        if add:
            items.insert(position if instead is not None else len(items), value)
            if stages:
                items.sort()
        self._accept(changed)

    def read_text(self, text):
        """Replace the position by a typed one (text or JSON), once checked."""
        self._accept(_normal(text, self.seed))

    def what_if(self):
        """Rank the seat's choices from the position, with the paired differences to the best."""
        from ..lab.whatif import what_if

        frame = what_if(self.data, rollouts=int(self.rollouts.value), bots=self.bots, seed=self.seed,
                        progress=False)
        self.frame = frame
        columns = [say(f"editor.col.{key}") for key in ("choice", "win", "score", "versus")]
        head = "".join(f"<th style='text-align:left;padding:0 .6em'>{escape(c)}</th>" for c in columns)
        rows = []
        for i, row in enumerate(frame):
            versus = "—" if i == 0 else (f"{_percent(row['win_vs_best'], True)} ({_percent(row['win_vs_low'], True)}, "
                                         f"{_percent(row['win_vs_high'], True)}){' ✱' if row['apart'] else ''}")
            cells = [row["action"], _percent(row["win_rate"]), f"{row['mean_score']:.1f}", versus]
            rows.append("<tr>" + "".join(f"<td style='padding:0 .6em'>{escape(c)}</td>" for c in cells) + "</tr>")
        title = say("editor.ranked", count=len(frame), rollouts=int(self.rollouts.value))
        legend = escape(say("editor.legend"))
        self.results.value = (f"<b>{escape(title)}</b><table><tr>{head}</tr>{''.join(rows)}</table>"
                              f"<span style='font-size:12px'>{legend}</span>")

    def _repr_mimebundle_(self, **kwargs):
        """The live widget, plus the position's text for a notebook file read without a kernel
        (GitHub, an exported HTML file): never the widget's raw repr."""
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/html"] = self.text.value
        bundle["text/plain"] = say("editor.plain", head=self.position.text.splitlines()[0])
        return bundle

    # -- inside ---------------------------------------------------------------------------
    def _accept(self, changed):
        try:
            from_any(changed, seed=self.seed)
        except InvalidPosition as error:
            self._say(say("editor.taken_back", why=str(error)))
            return
        self.data = changed
        self.results.value = ""          # the last what-if was of the position before
        self.kind = changed["game"]
        self.module = importlib.import_module(f"wonderlab.{self.kind}.position")
        self._refresh()
        self._say("")

    def _safe(self, handler, *args):
        """A click never lets an exception out: it is said in one line instead."""
        try:
            handler(*args)
        except (ValueError, KeyError, TypeError) as error:
            self._say(str(error))

    def _say(self, problem):
        self.problem = problem
        self.message.value = error_html(problem) if problem else \
            f"<span style='font-size:12px'>✓ {escape(say('editor.ok'))}</span>"

    def _refresh(self):
        self.text.value = f"<pre style='margin:0;font-size:12px;white-space:pre-wrap'>{escape(self.position.text)}</pre>"
        numbers, lists = _fields(self.data)
        keep = self.number.value
        self.number.options = [(_label(p, self.data), p) for p in numbers]
        self.number.value = keep if keep in numbers else (numbers[0] if numbers else None)
        keep = self.place.value
        self.place.options = [(_label(p, self.data), p) for p in lists]
        self.place.value = keep if keep in lists else (lists[0] if lists else None)
        self._names()

    def _names(self):
        path = self.place.value
        self.name.options = _choices(self.kind, path[-1]) if path else []
        try:
            items = [str(item) for item in _at(self.data, path)] if path else []
        except (KeyError, IndexError, TypeError):
            items = []
        keep = self.item.value
        self.item.options = items
        self.item.value = keep if keep in items else (items[0] if items else None)


def _start(source, seat, turn):
    """The position's JSON object from a game (and seat), a record at a turn, or a typed one."""
    if isinstance(source, Position | dict) or isinstance(source, str) and ("\n" in source or ";" in source):
        return _normal(source, 0)
    if turn is not None or isinstance(source, str) or hasattr(source, "actions"):
        from ..lab.tables import game_at
        source = game_at(source, turn)
    if not hasattr(source, "position"):
        raise ValueError(say("whatif.error.source", value=repr(source)[:60]))
    if seat is None:
        seat = getattr(source, "dealt_for", None)
    if seat is None:
        raise ValueError(say("whatif.error.no_seat"))
    return source.position(seat).to_json()


def _normal(source, seed):
    """A typed position, checked and written out in full (every field the text left to its default)."""
    from ..core.position import source_data

    kind = game_of(source)
    module = importlib.import_module(f"wonderlab.{kind}.position")
    typed = source_data(source, kind, module.parse_text)
    game = from_any(typed, seed=seed)
    data = game.position(game.dealt_for).to_json()
    if kind == "classic":       # what the seat typed, not what the deal chose
        data["tucked"] = list(typed.get("tucked", []))
        if typed.get("seen"):
            data["seen"] = list(typed["seen"])
    if kind == "duel":
        for mine, theirs in zip(data["players"], typed.get("players", []), strict=False):
            mine["tucked"] = list(theirs.get("tucked", [])) if isinstance(theirs, dict) else []
    return data


def _at(data, path):
    for key in path:
        data = data[key]
    return data


def _fields(data):
    """The numbers and the lists of a position the editor changes, as paths into its JSON."""
    game = data["game"]
    numbers, lists = [], []
    for i in range(len(data["players"])):
        if game == "classic":
            numbers += [("players", i, "coins"), ("players", i, "stages")]
            lists.append(("players", i, "cards"))
        elif game == "duel":
            numbers.append(("players", i, "coins"))
            lists += [("players", i, key) for key in ("cards", "wonders", "wonders_left", "progress")]
        else:
            numbers.append(("players", i, "victory_tokens"))
            numbers += [("players", i, "cards", kind) for kind in _kinds()]
            lists += [("players", i, "stages"), ("players", i, "progress")]
    if game == "classic":
        lists.append(("hand",))
    elif game == "duel":
        numbers.append(("conflict",))
        lists.append(("discard",))
    else:
        numbers.append(("war",))
        numbers += [("discard", kind) for kind in _kinds()]
    return numbers, lists


def _label(path, data=None):
    """``("players", 0, "coins")`` -> ``"Ana · coins"`` (``"players[0].coins"`` without the data)."""
    if data is not None and path[0] == "players":
        return " · ".join([str(data["players"][path[1]].get("name", path[1])), *map(str, path[2:])])
    return ".".join(f"[{p}]" if isinstance(p, int) else str(p) for p in path).replace(".[", "[")


def _kinds():
    from ..architects.rules import KINDS
    return KINDS


def _choices(game, field):
    """The names a list of ``game`` may take (cards, wonders, tokens, stage ids)."""
    if game == "classic":
        from ..classic.cards import card_set
        cards = card_set().cards
        twice = {c.name for c in cards if sum(1 for k in cards if k.name == c.name) > 1}
        return sorted({c.name for c in cards if c.name not in twice}
                      | {f"{c.name} {'I' * c.age}" for c in cards if c.name in twice})
    if game == "duel":
        from ..duel.cards import card_set, token_set, wonder_set
        items = {"wonders": wonder_set(), "wonders_left": wonder_set(), "progress": token_set()}.get(field, card_set())
        return sorted(item.name for item in items)
    from ..architects.rules import ruleset
    if field == "stages":
        return ["1", "2", "3", "4", "5"]
    return sorted(t.name for t in ruleset().tokens)


def _percent(share, signed=False):
    """A share as whole percents with the space both languages print before ``%`` (``+5 %``)."""
    text = f"{100 * share:+.0f} %" if signed else f"{100 * share:.0f} %"
    return text.replace("-", "−")
