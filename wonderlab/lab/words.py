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
    "loss_high": "perte haute", "label": "verdict", "why": "pourquoi",
    "greedy": "glouton", "random": "aléatoire", "search": "recherche",
}.items()})


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
