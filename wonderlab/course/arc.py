"""The code arc of each game, pytudes-style: five functions on real wonderlab objects, each
building on the last, from one score category to a bot of your own.

1. ``civilian(game, seat)``: the blue cards' points of a seat, at the end of a real game;
2. ``wonder(game, seat)``: the points of its wonder's built stages;
3. ``score(game, seat)``: its whole total, as the engine's score pad counts it (the points of the
   cards that count other things, ``counted_points``, are given);
4. ``choose(game, seat)``: an action for a seat, on positions of real games, legal and keeping a
   property the prompt states (it never throws away a card it could build for nothing…);
5. ``bot(game, seat)``: the same on every kind of decision of whole games, then played in a
   ``tournament`` against greedy (``seat_bot``, ``win_rate``) and saved for the classroom
   (``save_bot``, ``load_bot``).

The games are drawn afresh at each run besides the seeded ones shown (``check`` in ``code``).
A choosing function gets the position as its seat sees it (``game.redeal(seat, rng)``): the
cards it may not see are dealt again, so nothing hidden reaches the learner's code.

>>> from wonderlab.course.code import check, forget
>>> forget()
>>> check("duel-wonders", lambda game, seat: len(game.city(seat).wonders)).right
False
>>> print(win_rate_text(7, 20, "greedy"))
Your bot won 7 of 20 games against greedy: 35 % (95 % interval: 18 % to 57 %).
"""

import ast
import inspect
import os
import random
import textwrap
from dataclasses import dataclass
from pathlib import Path

from ..core.i18n import register, say
from ..core.labels import bot_label
from .cases import HIDDEN, Case, CodeExercise
from .ladder import hint_messages

NAMES = ("Ana", "Bo", "Cy", "Dan", "Eva", "Finn", "Gus")
GAMES = ("classic", "duel", "architects")
TITLES = {"classic": "7 Wonders", "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}


@dataclass(frozen=True)
class Choice(Case):
    """A position to choose in: ``legal`` the seat's legal actions, ``good`` those that keep the
    exercise's property (``expected`` is one of them, shown from the second failure)."""
    legal: tuple = ()
    good: tuple = ()
    why: str = ""

    def judge(self, got):
        """``None`` when ``got`` is a right choice, else why not, in words."""
        try:
            legal, good = got in self.legal, got in self.good
        except Exception:        # the learner's object cannot even be compared: no action of the game
            legal = good = False
        if not legal:
            return say("course.arc.illegal")
        return None if good else self.why


# -- the games -------------------------------------------------------------------------------------
def new_game(kind, players, seed):
    """A new game of ``kind`` dealt from ``seed``, its players named from ``NAMES``."""
    import importlib

    game = importlib.import_module(f"wonderlab.{kind}.game").Game
    return game(players=players, seed=seed, names=list(NAMES[:players]))


def _players(kind, rng):
    return 2 if kind == "duel" else rng.choice((3, 4, 5, 6, 7) if kind == "classic" else (2, 3, 4, 5, 6, 7))


def _play(game, bots, rng, until=None, stop=None):
    """Play ``game`` with ``bots`` (one per seat, by turns) until it is over, ``until`` decisions
    are made, or ``stop(game, seat)`` is true for the seat about to decide; the seat that stopped
    it, or None."""
    made = 0
    while not game.is_over and (until is None or made < until):
        for seat in list(game.waiting):
            if stop is not None and stop(game, seat):
                return seat
            game.play(seat, bots[seat % len(bots)].choose(game, seat, rng))
            made += 1
    return None


def finished(kind, seed, rng=None):
    """A game of ``kind`` from ``seed`` played to its end by greedy and random bots."""
    from ..core.bots import make_bot

    rng = rng or random.Random(seed)
    game = new_game(kind, _players(kind, rng), seed)
    _play(game, [make_bot(kind, name) for name in ("greedy", "random")], rng)
    return game


def ended_cases(kind, answer, seeds):
    """Every seat of a finished game of each seed: ``Case((game, seat), answer(game, seat))``,
    each with its own copy of the game."""
    cases = []
    for seed in seeds:
        game = finished(kind, seed, random.Random(seed))
        for seat in range(len(game.names)):
            shown = say("course.arc.ended", name=game.names[seat], seat=seat, players=len(game.names),
                        kind=TITLES[kind], seed=seed)
            cases.append(Case((game.copy(), seat), answer(game, seat), shown))
    return cases


def choice_cases(kind, rule, seeds, every=False):
    """Positions of real games, one a seed at most (``position``), each given as its seat sees
    it (``game.redeal``). ``rule(game, seat, legal)`` -> ``(good, why)``."""
    cases = []
    for seed in seeds:
        game, seat = position(kind, seed, every)
        if seat is None:
            continue
        legal = tuple(game.legal_actions(seat))
        good, why = rule(game, seat, legal)
        shown = say("course.arc.deciding", name=game.names[seat], seat=seat, players=len(game.names), kind=TITLES[kind],
                    seed=seed, count=len(legal))
        cases.append(Choice((game.redeal(seat, random.Random(seed)), seat), good[0], shown, legal, tuple(good), why))
    return cases


def position(kind, seed, every=False):
    """``(game, seat)``: the game of ``seed`` played by greedy and random bots for a number of
    decisions drawn from the seed, and the seat to decide; only an ordinary turn unless ``every``
    (then, for half the seeds, play goes on to the next special decision: a wonder to pick, a
    token, a card from the discard pile…). The seat is None when the seed gives no such choice
    of two actions or more."""
    from ..core.bots import make_bot

    rng = random.Random(seed)
    game = new_game(kind, _players(kind, rng), seed)
    bots = [make_bot(kind, name) for name in ("greedy", "random")]
    _play(game, bots, rng, until=rng.randrange(len(game.names) * 12))
    if every and rng.random() < 0.5:
        _play(game, bots, rng, stop=lambda g, s: g.phase not in ORDINARY[kind])
    if game.is_over or (not every and game.phase not in ORDINARY[kind]):
        return game, None
    seat = next(iter(game.waiting))
    return game, seat if len(game.legal_actions(seat)) >= 2 else None


ORDINARY = {"classic": ("play", "seventh card"), "duel": ("play",), "architects": ("take",)}


# -- what the engine answers ------------------------------------------------------------------------
def sheet(game, seat):
    """The engine's score sheet of ``seat``."""
    return game.scores()[seat]


def counted_points(game, seat):
    """The points of the cards that count other things, given to the learner's ``score``: in 7
    Wonders the commercial and guild points (with what a guild Olympia copies adds to science),
    in Duel the guilds (the learner writes the Progress tokens' line), in Architects the
    Progress tokens.

    >>> game = finished("architects", 3)
    >>> counted_points(game, 0) == game.scores()[0].categories["progress"]
    True
    """
    points = sheet(game, seat).categories
    kind = type(game).__module__.split(".")[1]
    if kind == "classic":
        from ..core.science import best_science

        city = game.cities[seat]
        own = best_science(city.science, city.wildcards)[0]
        return points["commercial"] + points["guilds"] + points["science"] - own
    if kind == "duel":
        return points["guilds"]
    return points["progress"]


def _free_first(free, useful):
    """The property of the choosing exercises of 7 Wonders and Duel: while a card can be built
    for nothing (``free``), or anything built at all for a bot (``useful``), no discard."""
    def rule(game, seat, legal):
        can = [a for a in legal if a.kind != "discard" and (useful or (a.kind == "build" and free(a)))]
        if not can:
            return list(legal), ""
        return [a for a in legal if a.kind != "discard"], say("course.arc.why.useful" if useful else "course.arc.why.free")
    return rule


def _architects_rule(game, seat, legal):
    """Architects: while a deck within reach shows a blue card, a blue card in sight is taken."""
    from ..architects.rules import BLUE3, BLUECAT

    takes = [a for a in legal if a.kind == "take"]
    blue = [a for a in takes if a.source != "central" and game.decks[game.deck_index(seat, a.source)]
            and game.decks[game.deck_index(seat, a.source)][-1] in (BLUE3, BLUECAT)]
    if not blue or len(blue) == len(legal):
        return list(legal), ""
    return blue, say("course.arc.why.blue")


RULES = {("classic", False): _free_first(lambda a: a.payment.total == 0, False),
         ("classic", True): _free_first(lambda a: a.payment.total == 0, True),
         ("duel", False): _free_first(lambda a: a.coins == 0, False),
         ("duel", True): _free_first(lambda a: a.coins == 0, True),
         ("architects", False): _architects_rule, ("architects", True): _architects_rule}

WONDER = {"classic": "wonder", "duel": "wonders", "architects": "wonder"}
SCORE_NAMES = ("scores", "score_city", "score_cities", "score_player", "total_points", "science_points",
               "best_science", "military_points", "_sheet", "totals", "sheet", "categories", "winners")
BOT_NAMES = ("make_bot", "GreedyBot", "RandomBot", "SearchBot", "RolloutBot", "hint", "_legal")


def _seeds(first, count):
    return range(first, first + count)


def _drawn(rng, count):
    return [rng.randrange(10 ** 6, 10 ** 7) for _ in range(count)]


def arc_exercises():
    """The code arc's exercises of the three games, for ``code.EXERCISES``."""
    out = []
    for number, kind in enumerate(GAMES):
        base = 1000 * (number + 1)

        def category(name, kind=kind):
            return lambda game, seat: sheet(game, seat).categories[name]

        def total(game, seat):
            return sheet(game, seat).total

        steps = [("civilian", category("civilian"), 6), (WONDER[kind], category(WONDER[kind]), 6), ("score", total, 8)]
        if kind == "duel":              # the Progress tokens' line, written by the learner (issue 36)
            steps.insert(2, ("progress", category("progress"), 8))
        for step, answer, games in steps:
            seeds = (base + 10 * len(step) + (300 if step == "progress" else 0), games)
            out.append(CodeExercise(
                f"{kind}-{step}",
                lambda kind=kind, answer=answer, seeds=seeds: ended_cases(kind, answer, _seeds(*seeds)),
                lambda rng, kind=kind, answer=answer: ended_cases(kind, answer, _drawn(rng, 10))[:HIDDEN],
                SCORE_NAMES))
        for step, every, seed in (("choose", False, base + 500), ("bot", True, base + 700)):
            rule = RULES[(kind, every)]
            out.append(CodeExercise(
                f"{kind}-{step}",
                lambda kind=kind, rule=rule, every=every, seed=seed: choice_cases(kind, rule, _seeds(seed, 60), every),
                lambda rng, kind=kind, rule=rule, every=every: choice_cases(kind, rule, _drawn(rng, 3 * HIDDEN), every)[:HIDDEN],
                BOT_NAMES))
    return out


# -- your bot at the table ---------------------------------------------------------------------------
class LearnerBot:
    """A learner's ``choose(game, seat)`` as a bot of the bot protocol: it decides on the position
    as its seat sees it (``game.redeal``), never on the game itself."""

    def __init__(self, function, name):
        self.function, self.name = function, name

    def choose(self, game, seat, rng):
        return self.function(game.redeal(seat, rng), seat)


def seat_bot(function, kind, name="yours"):
    """Register ``function`` (``choose(game, seat) -> action``) as bot ``name`` of game ``kind``:
    ``tournament(kind, bots=(name, "greedy"))`` and ``simulate`` then seat it, in this kernel.

    >>> seat_bot(lambda game, seat: game.legal_actions(seat)[0], "duel", "first")
    'first'
    >>> from wonderlab.core.bots import bot_names
    >>> "first" in bot_names("duel")
    True
    """
    from ..core.bots import bot_names, register_bot

    if not callable(function):
        raise ValueError(say("course.arc.not_function", value=type(function).__name__))
    if kind not in GAMES:
        raise ValueError(say("course.arc.game", value=repr(kind), games=", ".join(GAMES)))
    if not isinstance(name, str) or not name.isidentifier() or (name in bot_names(kind) and name not in _seated):
        raise ValueError(say("course.arc.name", value=repr(name), taken=", ".join(bot_names(kind))))
    _seated.add(name)
    register_bot(kind, name, lambda: LearnerBot(function, name))
    return name


_seated = set()          # the names given to learners' bots in this kernel (they may be seated again)


def win_rate_text(wins, games, against):
    """A win rate in words, with its 95 % interval (Wilson's, as ``standings`` gives it)."""
    from ..lab.tournament import wilson

    low, high = wilson(wins, games)
    return say("course.arc.win_rate", wins=wins, games=games, against=bot_label(against), rate=_percent(wins / games),
               low=_percent(low), high=_percent(high))


def _percent(rate):
    return f"{round(100 * rate)} %"


def win_rate(frame, name="yours", against="greedy"):
    """The win rate of bot ``name`` in a ``tournament`` frame, in words with its interval
    (a game counts once, whichever of its seats the bot held)."""
    games = frame[frame["bot"] == name].groupby("game")["winner"].any() if "bot" in getattr(frame, "columns", ()) else ()
    if not len(games):
        raise ValueError(say("course.arc.no_games", name=repr(name)))
    return win_rate_text(int(games.sum()), len(games), against)


def bots_folder(make=True):
    """The folder where the code arc saves a learner's bot, made if missing: the one the
    environment variable ``WONDERLAB_BOTS`` names, else ``wonderlab-bots`` in the home (the
    test suite points it at a temporary folder: a test run writes nothing in the home).

    >>> import os, tempfile
    >>> before = os.environ.get("WONDERLAB_BOTS")
    >>> os.environ["WONDERLAB_BOTS"] = os.path.join(tempfile.mkdtemp(), "bots")
    >>> bots_folder().name, bots_folder().is_dir()
    ('bots', True)
    >>> del os.environ["WONDERLAB_BOTS"]
    >>> bots_folder(make=False) == Path.home() / "wonderlab-bots"
    True
    >>> if before is not None: os.environ["WONDERLAB_BOTS"] = before
    """
    folder = Path(os.environ.get("WONDERLAB_BOTS") or Path.home() / "wonderlab-bots").expanduser()
    if make:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def save_bot(function, path, kind):
    """Write ``function`` and the functions of the notebook it calls into the module ``path``,
    for the teacher (``load_bot``); returns the path. A function typed in the notebook only.

    >>> import tempfile, os
    >>> folder = tempfile.mkdtemp()
    >>> path = save_bot(first_action, os.path.join(folder, "ana.py"), "duel")
    >>> print(Path(path).read_text().splitlines()[0])
    # A bot for wonderlab's duel: load_bot("...ana.py") seats it in a tournament.
    """
    if not callable(function) or getattr(function, "__code__", None) is None:
        raise ValueError(say("course.arc.not_function", value=type(function).__name__))
    sources, seen, stack, imports = [], set(), [function], set()
    while stack:
        found = stack.pop()
        if found.__name__ in seen:
            continue
        seen.add(found.__name__)
        try:
            sources.append(textwrap.dedent(inspect.getsource(found)))
        except (OSError, TypeError):
            raise ValueError(say("course.arc.no_source", name=found.__name__)) from None
        for used in _names(found.__code__):
            value = found.__globals__.get(used)
            if inspect.isfunction(value) and not value.__module__.startswith("wonderlab"):
                stack.append(value)            # a function of the learner's: saved with the bot
            elif used in found.__globals__:
                line = _import_line(used, value)
                if line is None:
                    raise ValueError(say("course.arc.cannot_save", name=used, kind=type(value).__name__))
                imports.add(line)
    header = (f'# A bot for wonderlab\'s {kind}: load_bot("{Path(path).name}") seats it in a tournament.\n'
              f"GAME = {kind!r}\nCHOOSE = {function.__name__!r}\n")
    lines = sorted(line for line in imports if line)
    Path(path).write_text(header + "".join(f"{line}\n" for line in lines) + "\n\n"
                          + "\n\n".join(reversed(sources)), encoding="utf-8")
    return str(path)


def _names(code):
    """The global names ``code`` and its inner functions use."""
    found, stack = [], [code]
    while stack:
        code = stack.pop()
        found += code.co_names
        stack += [c for c in code.co_consts if inspect.iscode(c)]
    return found


def _import_line(name, value):
    """The line that gives the saved bot the notebook's ``name``: an import of a module or of an
    object of wonderlab (or any library), a constant written out; ``None`` for anything else."""
    if inspect.ismodule(value):
        return f"import {value.__name__} as {name}" if value.__name__ != name else f"import {name}"
    module = getattr(value, "__module__", None)
    if module and module != "__main__" and getattr(value, "__name__", None) == name:
        return f"from {module} import {name}"
    try:                    # a constant: written out when its text reads back as the same value
        if ast.literal_eval(repr(value)) == value:
            return f"{name} = {value!r}"
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        pass
    return None


def read_bot(path):
    """``(game, choose)`` of the bot saved at ``path`` (``save_bot``), in this process. It runs
    the file's code: read only a file you have read.

    >>> import tempfile, os
    >>> path = save_bot(first_action, os.path.join(tempfile.mkdtemp(), "ana.py"), "duel")
    >>> kind, choose = read_bot(path)
    >>> kind, choose.__name__
    ('duel', 'first_action')
    """
    import importlib.util

    path = Path(path)
    spec = importlib.util.spec_from_file_location(f"wonderlab_bot_{path.stem}", path)
    if spec is None or not path.is_file():
        raise ValueError(say("course.arc.no_file", path=str(path)))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    kind, choose = getattr(module, "GAME", None), getattr(module, getattr(module, "CHOOSE", ""), None)
    if kind not in GAMES or not callable(choose):
        raise ValueError(say("course.arc.not_bot", path=str(path)))
    return kind, choose


def load_bot(path, name=None):
    """Seat the bot saved at ``path`` (``save_bot``) as bot ``name`` (the file's name by default)
    of its game; returns the name. It runs the file's code: load only a file you have read.
    """
    kind, choose = read_bot(path)
    return seat_bot(choose, kind, name or Path(path).stem.replace("-", "_"))


def first_action(game, seat):
    """A bot that always takes the first legal action (an example for ``save_bot``)."""
    return game.legal_actions(seat)[0]


register({
    "course.arc.ended": {"en": "{name}'s city (seat {seat}) at the end of a {players}-player {kind} game, seed {seed}",
                         "fr": "{name}, place {seat} : sa cité à la fin d'une partie de {kind} à {players} joueurs, graine {seed}"},
    "course.arc.deciding": {"en": "{name} (seat {seat}) decides, {count} legal actions, in a {players}-player {kind} game, seed {seed}",
                            "fr": "{name} (place {seat}) décide, {count} actions légales, dans une partie de {kind} à {players} joueurs, graine {seed}"},
    "course.arc.illegal": {"en": "that is not one of game.legal_actions(seat)",
                           "fr": "ce n'est pas une des actions de game.legal_actions(seat)"},
    "course.arc.why.free": {"en": "it throws away a card while a card can be built for nothing",
                            "fr": "elle défausse une carte alors qu'une carte peut être construite gratuitement"},
    "course.arc.why.useful": {"en": "it throws away a card while it could build something",
                              "fr": "elle défausse une carte alors qu'elle pourrait construire quelque chose"},
    "course.arc.why.blue": {"en": "a deck within reach shows a blue card, and it takes another card",
                            "fr": "une pioche à portée montre une carte bleue, et elle prend une autre carte"},
    "course.arc.win_rate": {"en": "Your bot won {wins} of {games} games against {against}: {rate} (95 % interval: {low} to {high}).",
                            "fr": "Votre bot a gagné {wins} sur {games} parties contre {against} : {rate} (intervalle à 95 % : de {low} à {high})."},
    "course.arc.game": {"en": "game: {value}: choose among {games}", "fr": "jeu : {value} : choisissez parmi {games}"},
    "course.arc.name": {"en": "name: {value}: give a Python name that no other bot has ({taken})",
                        "fr": "nom : {value} : donnez un nom Python qu'aucun autre bot ne porte ({taken})"},
    "course.arc.not_function": {"en": "expected a function choose(game, seat), not a {value}",
                                "fr": "il faut une fonction choose(game, seat), pas un {value}"},
    "course.arc.no_source": {"en": "the code of {name} cannot be found: define it in a cell of the notebook",
                             "fr": "le code de {name} est introuvable : définissez-la dans une cellule du notebook"},
    "course.arc.cannot_save": {"en": "{name} (a {kind}) cannot be written into the bot's file: make it a constant, or define it inside a function",
                               "fr": "{name} (un objet {kind}) ne peut pas être écrit dans le fichier du bot : faites-en une constante, ou définissez-le dans une fonction"},
    "course.arc.no_games": {"en": "{name} played no game in this frame: give the frame of a tournament it played, and its name",
                            "fr": "{name} n'a joué aucune partie dans ce tableau : donnez le tableau d'un tournoi qu'il a joué, et son nom"},
    "course.arc.no_file": {"en": "{path}: no such bot file", "fr": "{path} : ce fichier de bot n'existe pas"},
    "course.arc.not_bot": {"en": "{path}: not a bot saved by save_bot (no GAME and CHOOSE in it)",
                           "fr": "{path} : ce n'est pas un bot enregistré par save_bot (il n'a ni GAME ni CHOOSE)"},
})


register(hint_messages("code",   # the arc's hint ladders: the rule, then where to look
    classic_civilian=(("Civilian points are the points printed on the city's blue cards, and only those.",
                       "Les points civils sont les points imprimés sur les cartes bleues de la cité, et eux seuls."),
                      ("game.cities[seat].cards lists the cards; keep those whose card.color is \"blue\" and add their card.effect.points.",
                       "game.cities[seat].cards donne les cartes ; gardez celles dont card.color vaut \"blue\" et additionnez leurs card.effect.points.")),
    classic_wonder=(("Only the stages built score, and they are built in order: the first ones of the board, as many as the city built.",
                     "Seules les étapes construites rapportent, et elles se construisent dans l'ordre : les premières du plateau, autant que la cité en a construit."),
                    ("city.wonder.stages[:city.stages] are the stages built; add their stage.effect.points.",
                     "city.wonder.stages[:city.stages] sont les étapes construites ; additionnez leurs stage.effect.points.")),
    classic_score=(("The score pad has seven lines: military, treasury, wonder, civilian, science, commercial, guilds.",
                    "La feuille de score a sept lignes : militaire, trésor, merveille, civil, science, commerce, guildes."),
                   ("Military is sum(city.military), the treasury coins // 3; science counts city.science with city.wildcards, the best way; counted_points gives the last two lines.",
                    "Le militaire est sum(city.military), le trésor pièces // 3 ; la science compte city.science avec city.wildcards, au mieux ; counted_points donne les deux dernières lignes.")),
    classic_choose=(("Return one of the seat's legal actions (legal_actions); never a discard while a card can be built for nothing.",
                     "Renvoyez une des actions légales de la place (legal_actions) ; jamais une défausse tant qu'une carte se construit gratuitement."),
                    ("A card built for nothing is an action with action.kind == \"build\" and action.payment.total == 0: look for one first.",
                     "Une carte construite gratuitement est une action où action.kind == \"build\" et action.payment.total == 0 : cherchez-la d'abord.")),
    classic_bot=(("Your bot decides every decision of the game, the discard pile of Halicarnassus included, and discards only when it can build nothing.",
                  "Votre bot prend toutes les décisions de la partie, la défausse d'Halicarnasse comprise, et ne défausse que s'il ne peut rien construire."),
                 ("Keep the actions whose action.kind is not \"discard\"; when there are any, choose among them (the cheapest, the one that scores most…).",
                  "Gardez les actions dont action.kind ne vaut pas \"discard\" ; s'il y en a, choisissez parmi elles (la moins chère, celle qui rapporte le plus…).")),
    duel_civilian=(("Civilian points are the points printed on the city's blue cards, and only those.",
                    "Les points civils sont les points imprimés sur les cartes bleues de la cité, et eux seuls."),
                   ("game.city(seat).cards lists the cards; keep those whose card.color is \"blue\" and add their card.effect.points.",
                    "game.city(seat).cards donne les cartes ; gardez celles dont card.color vaut \"blue\" et additionnez leurs card.effect.points.")),
    duel_wonders=(("Each wonder built scores the points printed on it; a wonder not built scores nothing.",
                   "Chaque merveille construite rapporte les points qu'elle porte ; une merveille non construite ne rapporte rien."),
                  ("game.city(seat).wonders are the wonders built: add their wonder.effect.points.",
                   "game.city(seat).wonders sont les merveilles construites : additionnez leurs wonder.effect.points.")),
    duel_progress=(("Each Progress token scores the points printed on it, and Mathematics 3 more for each token the city holds, itself included.",
                    "Chaque jeton Progrès rapporte les points qu'il porte, et les Mathématiques 3 de plus par jeton de la cité, elles comprises."),
                   ("game.city(seat).tokens are the city's tokens: add token.effect.points, plus token.effect.points_per_token times len(tokens).",
                    "game.city(seat).tokens sont les jetons de la cité : additionnez token.effect.points, plus token.effect.points_per_token fois len(tokens).")),
    duel_score=(("The score: blue, green and yellow cards' points, guilds, wonders, Progress tokens, coins // 3, and the pawn's zone for the player it leads to.",
                 "Le score : les points des cartes bleues, vertes et jaunes, les guildes, les merveilles, les jetons Progrès, pièces // 3, et la zone du pion pour le joueur vers qui il avance."),
                ("game.pawn > 0 is on the side of seat 1, so seat 0 leads; at 9 the game ended by supremacy and the pad counts 0. counted_points gives the guilds.",
                 "game.pawn > 0 est du côté de la place 1 : la place 0 mène ; à 9 la partie a fini par suprématie et la feuille compte 0. counted_points donne les guildes.")),
    duel_choose=(("Return one of the seat's legal actions (legal_actions); never a discard while a card can be built for nothing.",
                  "Renvoyez une des actions légales de la place (legal_actions) ; jamais une défausse tant qu'une carte se construit gratuitement."),
                 ("A card built for nothing is an action with action.kind == \"build\" and action.coins == 0: look for one first.",
                  "Une carte construite gratuitement est une action où action.kind == \"build\" et action.coins == 0 : cherchez-la d'abord.")),
    duel_bot=(("Your bot decides every decision of the game, the wonder draft and the Progress tokens included, and discards only when it can build nothing.",
               "Votre bot prend toutes les décisions de la partie, la sélection des merveilles et les jetons Progrès compris, et ne défausse que s'il ne peut rien construire."),
              ("Keep the actions whose action.kind is not \"discard\"; when there are any, choose among them (the cheapest, a wonder…).",
               "Gardez les actions dont action.kind ne vaut pas \"discard\" ; s'il y en a, choisissez parmi elles (la moins chère, une merveille…).")),
    architects_civilian=(("Each blue card scores the points it shows: 3 without the Cat, 2 with it.",
                          "Chaque carte bleue rapporte les points qu'elle porte : 3 sans le Chat, 2 avec."),
                         ("game.cards_of(seat) counts the cards by kind: \"blue_3\" and \"blue_2_cat\" (a kind not held is missing: use .get(kind, 0)).",
                          "game.cards_of(seat) compte les cartes par sorte : \"blue_3\" et \"blue_2_cat\" (une sorte absente manque : utilisez .get(sorte, 0)).")),
    architects_wonder=(("Only the stages built score, each the points printed on it; they need not be the first ones.",
                        "Seules les étapes construites rapportent, chacune les points qu'elle porte ; ce ne sont pas forcément les premières."),
                       ("game.built_ids(seat) numbers the stages built from 1; game.wonders[seat].stages[number - 1].points is each one's points.",
                        "game.built_ids(seat) numérote les étapes construites à partir de 1 ; game.wonders[seat].stages[numéro - 1].points donne les points de chacune.")),
    architects_score=(("The score: the wonder's stages, the blue cards, 3 points a Military Victory token, 2 for the Cat, and the Progress tokens.",
                       "Le score : les étapes de la merveille, les cartes bleues, 3 points par jeton Victoire militaire, 2 pour le Chat, et les jetons Progrès."),
                      ("game.victories[seat] counts the Victory tokens, game.cat is the seat holding the Cat; counted_points gives the Progress tokens.",
                       "game.victories[seat] compte les jetons Victoire, game.cat est la place qui a le Chat ; counted_points donne les jetons Progrès.")),
    architects_choose=(("Return one of the seat's legal actions (legal_actions); when a deck within reach shows a blue card, take a blue card.",
                        "Renvoyez une des actions légales de la place (legal_actions) ; quand une pioche à portée montre une carte bleue, prenez une carte bleue."),
                       ("A take names its deck in action.source; game.decks[game.deck_index(seat, action.source)][-1] is the card on top, KINDS[...] its kind.",
                        "Une prise nomme sa pioche dans action.source ; game.decks[game.deck_index(seat, action.source)][-1] est la carte du dessus, KINDS[...] sa sorte.")),
    architects_bot=(("Your bot decides every decision of the game: the Progress tokens, the stages, the extra cards, and still takes a blue card in sight when there is one.",
                     "Votre bot prend toutes les décisions de la partie : les jetons Progrès, les étapes, les cartes en plus, et prend toujours une carte bleue visible quand il y en a une."),
                    ("Not every action is a take: read action.kind before action.source.",
                     "Toutes les actions ne sont pas des prises : lisez action.kind avant action.source.")),
))
