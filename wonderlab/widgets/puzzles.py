"""The puzzle trainer: a real position where one move is clearly best, drawn as at the table.

``Puzzles("duel")`` serves wonderlab's shipped puzzles of a game (or ``puzzles=`` a file's path
or a list of puzzles) one at a time, the one nearest the learner's rating first. The position is
drawn by the table's own front end (``static/play.js``) from what the seat saw; the learner
picks a move as at the table and presses Confirm. Right: why, in game terms. Wrong: a hint
(the puzzle's first theme), and the learner tries again; wrong again (or "Show the answer"):
the answer, why, and why the chosen move falls short. The first try counts: the learner's
Glicko-2 rating moves (``lab.glicko``), the streak goes on or ends, and the progress file
(``lab.puzzle_progress``) keeps it for the next session. No rollout is played: a puzzle carries
its answer and its texts, so the trainer works in JupyterLite too.

Every click can be made from Python: ``trainer.play("build Fortifications")`` is what choosing
that move and pressing Confirm does.

>>> import tempfile, pathlib
>>> from wonderlab.lab.puzzle_file import shipped
>>> trainer = Puzzles("duel", progress=pathlib.Path(tempfile.mkdtemp()) / "p.json")
>>> trainer.play(trainer.puzzle["best"]) if trainer.puzzle else True
True
"""

import html
import importlib
import random
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from ..core.errors import IllegalAction
from ..core.grammar import after_colon
from ..core.i18n import LANGUAGES, language, register, say, set_language
from ..core.search import key
from ..lab.puzzle_file import check, load, new, shipped
from ..lab.puzzle_progress import Progress
from ..lab.puzzle_sets import PuzzleSet
from ..lab.puzzle_themes import theme_label
from ..lab.puzzles import move, words
from ..table.table import GAMES, Table
from ..views.style import RIGHT_EDGE, THEME_TEXT, WRONG_EDGE
from .pad import AUTO

_STATIC = Path(__file__).parent / "static"

register({
    "puzzles.ui.rating": {"en": "Your rating: {rating} ± {deviation}", "fr": "Votre classement : {rating} ± {deviation}"},
    "puzzles.ui.streak": {"en": "streak {streak} (best {best})", "fr": "série {streak} (meilleure {best})"},
    "puzzles.ui.count": {"en": "{done} of {total} puzzles met", "fr": "{done} puzzles vus sur {total}"},
    "puzzles.ui.theme": {"en": "Theme", "fr": "Thème"},
    "puzzles.ui.all": {"en": "All themes", "fr": "Tous les thèmes"},
    "puzzles.ui.hint": {"en": "Hint", "fr": "Indice"},
    "puzzles.ui.answer": {"en": "Show the answer", "fr": "Voir la réponse"},
    "puzzles.ui.next": {"en": "Next puzzle", "fr": "Puzzle suivant"},
    "puzzles.ui.confirm": {"en": "Play this move", "fr": "Jouer ce coup"},
    "puzzles.ui.about": {"en": "Puzzle {id} · rating {rating} · themes: {themes}",
                         "fr": "Puzzle {id} · classement {rating} · thèmes : {themes}"},
    "puzzles.ui.right": {"en": "Right! {why}", "fr": "Exact ! {why}"},
    "puzzles.ui.wrong": {"en": "Not quite: \"{move}\" is not the clearly best move. Hint: {hint} Try again.",
                         "fr": "Pas tout à fait : « {move} » n'est pas le coup nettement meilleur. Indice : {hint} Réessayez."},
    "puzzles.ui.hint_only": {"en": "Hint: {hint}", "fr": "Indice : {hint}"},
    "puzzles.ui.the_answer": {"en": "The answer: {best}. {why}", "fr": "La réponse : {best}. {why}"},
    "puzzles.ui.yours": {"en": "Your move, \"{move}\": {why}", "fr": "Votre coup, « {move} » : {why}"},
    "puzzles.ui.measured": {"en": "it won {mine} of the games played out from here, the best {best}.",
                            "fr": "il a gagné {mine} des parties jouées jusqu'au bout d'ici, le meilleur {best}."},
    "puzzles.ui.none": {"en": "No puzzle to serve: {why}", "fr": "Aucun puzzle à proposer : {why}"},
    "puzzles.ui.none.shipped": {"en": "wonderlab ships no puzzle of this game yet (make some with wonderlab puzzles make)",
                                "fr": "wonderlab ne fournit encore aucun puzzle de ce jeu (fabriquez-en avec wonderlab puzzles make)"},
    "puzzles.ui.none.theme": {"en": "no puzzle has this theme", "fr": "aucun puzzle n'a ce thème"},
    "puzzles.ui.done": {"en": "This puzzle is over: press Next puzzle.", "fr": "Ce puzzle est terminé : appuyez sur Puzzle suivant."},
    "puzzles.ui.no_tools": {"en": "A puzzle is not saved nor loaded: press Next puzzle for another.",
                            "fr": "Un puzzle ne s'enregistre ni ne se charge : appuyez sur Puzzle suivant pour un autre."},
    "puzzles.ui.result": {"en": "result code for your teacher: {code}", "fr": "code de résultat pour votre professeur : {code}"},
    "puzzles.ui.not_option": {"en": "{move} is not an option of this puzzle", "fr": "{move} n'est pas une possibilité de ce puzzle"},
    "puzzles.ui.source": {"en": "puzzles: {value}: expected a puzzles file's path or a list of puzzles",
                          "fr": "puzzles : {value} : le chemin d'un fichier de puzzles ou une liste de puzzles est attendu"},
    "puzzles.ui.plain": {"en": "<Puzzles: {game}, {count} puzzles>", "fr": "<Puzzles : {game}, {count} puzzles>"},
    "puzzles.ui.stored": {"en": "<p><b>Puzzles</b>: run this cell to solve them.</p>",
                          "fr": "<p><b>Puzzles</b> : exécutez cette cellule pour les résoudre.</p>"},
})


class _Seats:
    """A game's seat adapter (``table.seats.<game>``) for a puzzle: the table's new game is the
    puzzle's position, and only the puzzle's seat decides (no bot moves on it)."""

    def __init__(self, module, game, seat):
        self._module, self._game, self._seat = module, game, seat

    def __getattr__(self, name):
        return getattr(self._module, name)

    def new_game(self, **_settings):
        return self._game

    def deciders(self, game):
        return [city for city in self._module.deciders(game) if self._module.controller(game, city) == self._seat]


class PuzzleDesk(Table):
    """The table of one puzzle: the seat's position, seen as the seat saw it; Confirm hands the
    chosen action to ``judge`` instead of playing it."""

    def __init__(self, puzzle, game, judge, lang):
        self.judge, self.puzzle = judge, puzzle
        self._position_game = game
        super().__init__(puzzle["game"], players=game.players, seed=0, you=puzzle["seat"], bots="random",
                         hints=False, lang=lang)

    def _start(self, seed, record=None):
        module = importlib.import_module(f"wonderlab.table.seats.{self.kind}")
        self.seat = _Seats(module, self._position_game, self.puzzle["seat"])
        super()._start(seed, record)

    def confirm(self):
        found = self.option_list()
        if self.pick is None or self.pick >= len(found):
            with self._language():
                raise IllegalAction(say("play.pick_first"))
        self.judge(found[self.pick].action)

    def new(self, same_seed=True):
        self.judge(None)

    def load_text(self, text):
        with self._language():
            raise IllegalAction(say("puzzles.ui.no_tools"))


class PuzzleBoard(anywidget.AnyWidget):
    """The position drawn by the table's front end; its clicks go to ``desk.receive``."""

    _esm = _STATIC / "play.js"
    _css = _STATIC / "play.css"
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, on_message, **kwargs):
        super().__init__(**kwargs)
        self._handler = on_message
        self.on_msg(lambda _widget, content, _buffers: self._handler(content if isinstance(content, dict) else {}))


class Puzzles(widgets.VBox):
    """The puzzle trainer of ``game``: ``Puzzles("classic")``, ``Puzzles("duel", theme="military")``.

    ``puzzles``: a puzzles file's path, or a list of puzzles (wonderlab's shipped set when None);
    ``progress``: the progress file's path (``$WONDERLAB_HOME/puzzles-progress.json`` when None);
    ``lang``: ``"en"`` or ``"fr"`` (the notebook's language when None); ``set_code``: a class's
    set (``lab.puzzle_sets``, as ``"duel.10.7"``): its puzzles in its order, and the result code
    to hand back (``result_code``, also shown).
    """

    def __init__(self, game="classic", puzzles=None, progress=None, theme=None, lang=None, set_code=None):
        self.game = game
        self.lang = lang or language()
        if self.lang not in LANGUAGES:
            raise ValueError(say("play.error.lang", value=repr(lang), languages=", ".join(LANGUAGES)))
        if game not in GAMES:
            raise ValueError(say("play.error.game", value=repr(game), games=", ".join(GAMES)))
        if puzzles is None:
            self.puzzles = shipped(game)
        elif isinstance(puzzles, str | Path):
            self.puzzles = load(puzzles)["puzzles"]
        elif isinstance(puzzles, list | tuple):      # checked as a file's puzzles are
            self.puzzles = check(dict(new(game, ""), puzzles=list(puzzles)))["puzzles"]
        else:
            raise ValueError(say("puzzles.ui.source", value=repr(puzzles)[:60]))
        if isinstance(puzzles, str | Path) and load(puzzles)["game"] != game:
            raise ValueError(say("puzzles.file.other_game", index=0, value=repr(game), game=load(puzzles)["game"]))
        self.set = None
        if set_code is not None:          # a class's set: its puzzles, in its order
            self.set = PuzzleSet.read(set_code, self.puzzles)
            if self.set.game != game:
                raise ValueError(say("puzzles.set.code", value=repr(set_code)[:60]))
            self.puzzles = self.set.puzzles
        self.progress = Progress(progress)
        self.puzzle = None
        self.tries = 0
        self.over = False
        self.status = widgets.HTML()
        self.theme = widgets.Dropdown(layout=AUTO)
        self.hint_button = widgets.Button(layout=AUTO)
        self.answer_button = widgets.Button(layout=AUTO)
        self.next_button = widgets.Button(button_style="primary", layout=AUTO)
        self.prompt = widgets.HTML()
        self.feedback = widgets.HTML()
        self.board = PuzzleBoard(self._on_board)
        self.desk = None
        self._theme_options(theme)
        self.theme.observe(lambda _change: self.next_puzzle(), "value")
        self.hint_button.on_click(lambda _b: self.hint())
        self.answer_button.on_click(lambda _b: self.show_answer())
        self.next_button.on_click(lambda _b: self.next_puzzle())
        super().__init__([self.status, widgets.HBox([self.theme, self.hint_button, self.answer_button, self.next_button]),
                          self.prompt, self.feedback, self.board])
        self.add_class("wonderlab-puzzles")
        self.next_puzzle()

    # -- what the learner does ----------------------------------------------------------------
    def play(self, notation):
        """Choose the move ``notation`` (its English notation, as the puzzle keeps it) and press
        Confirm, as clicks do; True when it was the answer."""
        action = move(self.desk.game, self.puzzle["seat"], notation) if self.desk else None
        if action is None:
            raise ValueError(self._said(lambda: say("puzzles.ui.not_option", move=repr(notation)[:60])))
        self._judge(action)
        return self.feedback_kind == "right"

    def hint(self):
        """The puzzle's hint, from its first theme (no rating change)."""
        if self.puzzle is None:
            return
        self._show(self._said(lambda: say("puzzles.ui.hint_only", hint=self._hint())), "info")

    def show_answer(self):
        """The answer and why; counts as missed when the learner had not solved it yet."""
        if self.puzzle is None or self.over:
            return
        self._count(False)
        self._answer(None)

    def next_puzzle(self):
        """The next puzzle: of the chosen theme, not yet met, nearest the learner's rating."""
        chosen = self.theme.value or None
        pool = [p for p in self.puzzles if chosen is None or chosen in p["themes"]]
        done = self.progress.of(self.game)["done"]
        rating = self.progress.rating(self.game).rating
        fresh = [p for p in pool if p["id"] not in done] or pool
        if self.set is not None:           # a class's set: in its order, the first not met yet
            fresh = [p for p in pool if p["id"] not in done] or pool[-1:]
            self.puzzle = fresh[0]
        else:
            self.puzzle = min(fresh, key=lambda p: (abs(p["rating"] - rating), p["id"])) if fresh else None
        self.tries, self.over, self.feedback_kind = 0, False, None
        self.feedback.value = ""
        if self.puzzle is None:
            self.desk = None
            none = "puzzles.ui.none.theme" if self.puzzles else "puzzles.ui.none.shipped"
            text = self._said(lambda: say("puzzles.ui.none", why=say(none)))
            self.prompt.value = f'<b style="color:{THEME_TEXT}">{html.escape(text)}</b>'
            self.board.view = {}
            self._refresh()
            return
        from ..core.position import from_any

        game = from_any(self.puzzle["position"], seed=random.randrange(2 ** 32))   # the hidden rest: any deal
        self.desk = PuzzleDesk(self.puzzle, game, self._judge, self.lang)
        self._refresh()

    # -- inside ---------------------------------------------------------------------------------
    def _on_board(self, content):
        if content.get("type") == "language" and content.get("lang") in LANGUAGES:
            self.lang = content["lang"]
        if self.desk is None:
            return
        if self.over and content.get("type") in ("choose", "select", "confirm"):
            self.desk.message = self._said(lambda: say("puzzles.ui.done"))
        else:
            self.desk.receive(content)
        self._refresh()

    def _judge(self, action):
        if action is None:             # the board's "New game": the next puzzle
            self.next_puzzle()
            return
        if self.over:
            return
        best = move(self.desk.game, self.puzzle["seat"], self.puzzle["best"])
        right = _same(action, best)
        self.tries += 1
        if self.tries == 1:
            self._count(right)
        if right:
            self.over = True
            self._show(self._said(lambda: say("puzzles.ui.right", why=self.puzzle["why"][self.lang])), "right")
        elif self.tries == 1:
            self._show(self._said(lambda: say("puzzles.ui.wrong", move=self._inside(self._words(action)), hint=self._hint())), "wrong")
        else:
            self._answer(action)
        self.desk.pick = self.desk.selected = None
        self._refresh()

    def _answer(self, action):
        """The answer and why; and, for a chosen move, why it falls short."""
        p = self.puzzle
        best = move(self.desk.game, p["seat"], p["best"])
        lines = [self._said(lambda: say("puzzles.ui.the_answer", best=self._inside(self._words(best)), why=p["why"][self.lang]))]
        if action is not None:
            why = self._short_of(action, best)
            lines.append(self._said(lambda: say("puzzles.ui.yours", move=self._inside(self._words(action)), why=self._inside(why))))
        self.over = True
        self._show("<br>".join(html.escape(line) for line in lines), "wrong", escaped=True)
        self._refresh()

    def _short_of(self, action, best):
        """Why ``action`` falls short: the puzzle's own text for the second, else what the move
        does and how it fared when the puzzle was screened."""
        from ..lab.reasons import explain

        p = self.puzzle
        if _same(action, move(self.desk.game, p["seat"], p["second"])):
            return p["why_not"][self.lang]
        with _speaking(self.lang):
            does = explain(self.desk.game, p["seat"], action)
            english = _english(action)
            measured = ""
            if english in p["screen"]:
                measured = say("puzzles.ui.measured", mine=_percent(p["screen"][english]),
                               best=_percent(p["win_share"]["best"]))
        return " ".join(part for part in (does, measured) if part) or "—"

    def _count(self, solved):
        if self.tries <= 1 and self.puzzle["id"] not in self._counted:
            self._counted.add(self.puzzle["id"])
            self.progress.record(self.game, self.puzzle["id"], self.puzzle["rating"], solved)

    @property
    def _counted(self):
        if not hasattr(self, "_counted_ids"):
            self._counted_ids = set()
        return self._counted_ids

    def _hint(self):
        themes = self.puzzle["themes"]
        return self._said(lambda: say(f"puzzles.hint.{themes[0]}") if themes else say("puzzles.hint.points"))

    def _words(self, action):
        return self._said(lambda: words(self.desk.game, self.puzzle["seat"], action))

    def _inside(self, text):
        """``text`` inside a sentence, after a colon: French writes it in lower case
        (« La réponse : prendre l'Or de la pioche de droite. »); English keeps its capital."""
        return after_colon(text) if self.lang == "fr" else text

    def _said(self, make):
        with _speaking(self.lang):
            return make()

    def _show(self, text, kind, escaped=False):
        self.feedback_kind = kind
        edge = {"right": RIGHT_EDGE, "wrong": WRONG_EDGE}.get(kind, "var(--jp-border-color1, #999)")
        body = text if escaped else html.escape(text)
        self.feedback.value = (f'<div data-role="puzzle-feedback" data-kind="{kind}" style="color:{THEME_TEXT};'
                               f'border-left:4px solid {edge};padding:4px 8px;margin:4px 0">{body}</div>')

    def _theme_options(self, theme):
        counts = {}
        for p in self.puzzles:
            for code in p["themes"]:
                counts[code] = counts.get(code, 0) + 1
        with _speaking(self.lang):
            items = [(say("puzzles.ui.all"), "")] + [(f"{theme_label(c)} ({n})", c) for c, n in sorted(counts.items())]
            self.theme.description = say("puzzles.ui.theme")
        self.theme.options = items
        self.theme.value = theme if theme in counts else ""

    def _refresh(self):
        with _speaking(self.lang):
            mine = self.progress.of(self.game)
            rating = self.progress.rating(self.game)
            self.status.value = (f'<span style="color:{THEME_TEXT}" data-role="puzzle-status">'
                                 f'{html.escape(say("puzzles.ui.rating", rating=round(rating.rating), deviation=round(rating.deviation)))}'
                                 f' · {html.escape(say("puzzles.ui.streak", streak=mine["streak"], best=mine["best_streak"]))}'
                                 f' · {html.escape(say("puzzles.ui.count", done=len(mine["done"]), total=len(self.puzzles)))}'
                                 + (f' · {html.escape(say("puzzles.ui.result", code=self.result_code))}' if self.set else "")
                                 + (f' · ⚠ {html.escape(self.progress.problem)}' if self.progress.problem else "")
                                 + "</span>")
            self.hint_button.description = say("puzzles.ui.hint")
            self.answer_button.description = say("puzzles.ui.answer")
            self.next_button.description = say("puzzles.ui.next")
            if self.puzzle is not None and self.desk is not None:
                p = self.puzzle
                themes = ", ".join(theme_label(c) for c in p["themes"]) or "—"
                self.prompt.value = (f'<div style="color:{THEME_TEXT}"><b data-role="puzzle-prompt">'
                                     f'{html.escape(p["prompt"][self.lang])}</b><br><span style="font-size:12px">'
                                     f'{html.escape(say("puzzles.ui.about", id=p["id"], rating=p["rating"], themes=themes))}'
                                     f'</span></div>')
                self.desk.lang = self.lang
                view = self.desk.state()
                view["labels"] = dict(view["labels"], confirm=say("puzzles.ui.confirm"), new_game=say("puzzles.ui.next"))
                view["tools"] = False
                view["tick"] = self.board.view.get("tick", 0) + 1       # a new view even when nothing else moved
                self.board.view = view
        self.hint_button.disabled = self.answer_button.disabled = self.puzzle is None or self.over
        self.theme.layout.display = "none" if self.set else None

    @property
    def result_code(self):
        """For a class's set: the code to hand back to the teacher (``lab.puzzle_sets``), else None."""
        return self.set.result(self.progress.of(self.game)["done"]) if self.set else None

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        with _speaking(self.lang):
            bundle["text/plain"] = say("puzzles.ui.plain", game=self.game, count=len(self.puzzles))
            bundle["text/html"] = say("puzzles.ui.stored")
        return bundle


def _same(action, other):
    """Whether two actions are one option of the puzzle (7 Wonders: one card and kind, whatever the payment)."""
    if other is None:
        return False
    if type(action).__module__.startswith("wonderlab.classic"):
        return (action.kind, action.card.name) == (other.kind, other.card.name)
    return key(action) == key(other)


def _english(action):
    with _speaking("en"):
        return action.notation


def _percent(rate):
    from ..core.i18n import percent
    return percent(rate, 0)


class _speaking:
    """Speak ``lang`` inside a ``with`` block, and give the notebook back its own language."""

    def __init__(self, lang):
        self.lang = lang

    def __enter__(self):
        self.before = language()
        set_language(self.lang)

    def __exit__(self, *exc):
        set_language(self.before)


__all__ = ["PuzzleBoard", "PuzzleDesk", "Puzzles"]
