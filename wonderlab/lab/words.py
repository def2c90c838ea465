"""A data frame in the learner's words: in French, its column names, its index names, its bots
and its wonders print in French (« taux de victoire », « glouton », « Alexandrie ») while code
still reads them by their ids (``frame["win_rate"]``, ``table.loc["greedy"]``): each is a
``core.i18n.Named``, a string equal to its id.

>>> import pandas as pd
>>> from wonderlab.core.i18n import set_language
>>> set_language("fr")
>>> frame = in_words(pd.DataFrame({"bot": ["greedy"], "wins": [3]}).set_index("bot"))
>>> [str(frame.index[0]), str(frame.columns[0])], frame.loc["greedy", "wins"]
(['glouton', 'victoires'], np.int64(3))
>>> set_language("en")
"""

from ..core.i18n import Named, catalog, language, register, say

register({f"frame.{name}": {"en": name, "fr": french} for name, french in {
    "game": "partie", "seed": "graine", "seat": "place", "bot": "bot", "board": "plateau", "side": "face",
    "total": "total", "winner": "gagnant", "result": "résultat", "seats": "places", "wins": "victoires",
    "win_rate": "taux de victoire", "win_low": "taux bas", "win_high": "taux haut",
    "mean_total": "total moyen", "total_low": "total bas", "total_high": "total haut",
    "sd_total": "écart type du total", "category": "catégorie", "points": "points", "mean": "moyenne",
    "low": "bas", "high": "haut", "sd": "écart type", "q25": "1er quartile", "median": "médiane",
    "q75": "3e quartile", "action": "coup", "words": "en mots", "rollouts": "parties jouées",
    "mean_score": "score moyen", "score_low": "score bas", "score_high": "score haut",
    "step": "étape", "chosen": "choisi", "best": "meilleur", "loss": "perte", "loss_low": "perte basse",
    "loss_high": "perte haute", "label": "verdict", "why": "pourquoi", "apart": "départagé",
    "games": "parties", "played": "jouées", "interrupted": "interrompu",
    "win_vs_best": "écart au meilleur", "win_vs_low": "écart bas", "win_vs_high": "écart haut",
}.items()})
register({"frame.true": {"en": "True", "fr": "oui"}, "frame.false": {"en": "False", "fr": "non"}})


def word(name, game=None):
    """``name`` (a column, a bot, a score category, a city or wonder of ``game``) as a ``Named``
    printing its French words, in French; anything else, and everything in English, as it is.

    >>> from wonderlab.core.i18n import set_language
    >>> set_language("fr"); [str(word(n, "classic")) for n in ("seats", "military", "Gizah", "yours")]
    ['places', 'conflits militaires', 'Gizeh', 'yours']
    >>> set_language("en")
    """
    if language() != "fr" or not isinstance(name, str) or isinstance(name, Named):
        return name
    if f"frame.{name}" in catalog():
        return Named(name, say(f"frame.{name}"))
    if f"bot.name.{name}" in catalog():
        return Named(name, say(f"bot.name.{name}"))
    if f"lab.category.{name}" in catalog():
        return Named(name, say(f"lab.category.{name}").lower())
    french = _data_names(game).get(name) if game else None
    return Named(name, french) if french else name


def _data_names(game, cache={}):   # noqa: B006  (one table per game, made once)
    if game not in cache:
        from .glossary import names

        cache[game] = {english: french for _, english, french in names(game)}
    return cache[game]


def in_words(frame, game=None, values=("bot", "board")):
    """``frame`` itself, in French given its words (columns, index names, and the values of
    ``values``' columns); in English untouched."""
    if language() != "fr":
        return frame
    for column in values:
        if column in frame.columns and frame[column].map(type).eq(str).any():       # (an object column: pandas
            frame[column] = frame[column].map(lambda value: word(value, game)).astype(object)   # keeps each Named)
    if frame.index.nlevels == 1 and frame.index.name in values:
        frame.index = frame.index.map(lambda value: word(value, game))
    axis = frame.columns.name
    frame.columns = [word(column, game) for column in frame.columns]
    frame.columns.name = word(axis, game)
    frame.index.names = [word(name, game) for name in frame.index.names]
    return frame


def shown_frame(frame):
    """``frame`` as a French learner reads it: its True/False columns say « oui » and « non »
    (a copy, for display only; the frame keeps its booleans, ``frame[frame["winner"]]``).

    >>> import pandas as pd
    >>> from wonderlab.core.i18n import set_language
    >>> frame = pd.DataFrame({"winner": [True, False]})
    >>> set_language("fr"); list(shown_frame(frame)["winner"]), list(frame["winner"]); set_language("en")
    (['oui', 'non'], [True, False])
    """
    bools = [column for column in frame.columns if frame[column].dtype == bool]
    if language() != "fr" or not bools:
        return frame
    shown = frame.copy()
    words = {True: say("frame.true"), False: say("frame.false")}
    for column in bools:
        shown[column] = shown[column].map(words).astype(object)
    return shown


def show_frames_in(language_code, pd):
    """In a French notebook, IPython shows a data frame through ``shown_frame`` (its plain text
    and its HTML); in English, as pandas does. Outside IPython, nothing to do. ``pd``: pandas,
    already loaded (this module never loads it: the JupyterLite site has none)."""
    try:
        from IPython import get_ipython
    except ImportError:        # pragma: no cover  (the course's kernels have IPython)
        return
    shell = get_ipython()
    if shell is None:
        return
    formatters = shell.display_formatter.formatters
    if language_code == "fr":
        formatters["text/html"].for_type(pd.DataFrame, lambda frame: shown_frame(frame)._repr_html_())
        formatters["text/plain"].for_type(pd.DataFrame, lambda frame, p, cycle: p.text(repr(shown_frame(frame))))
    else:
        for mime in ("text/html", "text/plain"):
            formatters[mime].type_printers.pop(pd.DataFrame, None)
