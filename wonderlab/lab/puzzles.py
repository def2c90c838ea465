"""Puzzles: the moments of real bot games where one move is clearly best, found and kept by code.

``make_puzzles(game, players, games, seed)`` plays bot games (search bots against greedy and
search bots), and at every decision it reads the position of the seat to play only
(``game.position(seat)`` → ``Game.from_position``): what the seat may not see is dealt again
in every rollout (``game.redeal``). A decision is **screened** cheaply: ``core.search.rank``
races its options on ``SCREEN`` rollouts each (an option clearly behind is set aside early).
Only when the first two stand ``SCREEN_GAP`` apart is it **confirmed**: the options within
``WINDOW`` of the best are played out again on ``ROLLOUTS`` fresh deals each (the same deals for
every option), and the decision is kept when the best option's win share beats the second's by
at least ``GAP`` (20 points) with their Wilson 95 % intervals apart, as lichess's puzzler keeps
a position only when its best move clearly beats the second. A decision whose best option is a
blind draw (Architects: the hidden central deck's top, unless the Cat showed it) is not kept: a
learner can only weigh odds there, not find the move by thinking.

A kept puzzle (a ``dict``, the file format of ``docs/puzzles.md``) holds the seat's position
text, the best action and the second, both win shares, the rollouts, its themes
(``lab.puzzle_themes``), a rating and its texts in English and French.

>>> from wonderlab.duel.game import Game
>>> game = Game(seed=1)
>>> verdict = screen(game, game.waiting[0], screen_rollouts=4, seed=0)
>>> verdict is None or verdict["gap"] >= 0
True
"""

import math
import random
import time

from ..core.bots import make_bot
from ..core.i18n import in_both, language, register, say, set_language
from ..core.labels import shown_name
from ..core.search import estimates, key, kind_of, rank, rollout
from .hint import words
from .tournament import wilson
from .whatif import _deciding

__all__ = ["GAP", "ROLLOUTS", "blind", "clearly_best", "confirm", "judge", "make_puzzles", "measure", "move", "rating", "recheck",
           "screen", "words"]

SCREEN = 40          # rollouts per option for the first, cheap look (the race sets clear losers aside sooner)
SCREEN_GAP = 0.12    # the first two must stand this far apart at the screen to be confirmed
WINDOW = 0.30        # options this close to the best at the screen are measured again
MOST_CONFIRMED = 4   # at most this many options are measured again
ROLLOUTS = 1000      # rollouts per option to confirm a puzzle (and to check it again)
GAP = 0.20           # the best must beat the second by 20 points of win share
MARGIN = 0.06        # a confirmation goes past its first quarter when the gap there is within this of GAP
PLAYERS = {"classic": (3, 4, 5, 6, 7), "duel": (2,), "architects": (2, 3, 4, 5, 6, 7)}

register({
    "puzzles.duel_players": {"en": "players: {value}: 7 Wonders Duel is played by 2",
                             "fr": "players : {value} : 7 Wonders Duel se joue à 2"},
    "puzzles.prompt": {"en": "You are {name}. One move here wins clearly more often than any other: which?",
                       "fr": "Vous êtes {name}. Un coup gagne ici nettement plus souvent que tous les autres : lequel ?"},
    "puzzles.shares": {"en": "{best} wins {mine} of the games played out from here, {second} {theirs}.",
                       "fr": "{best} gagne {mine} des parties jouées jusqu'au bout d'ici, {second} {theirs}."},
})


def measure(game, seat, actions, rollouts=ROLLOUTS, seed=0, start=0):
    """The rollouts of each of ``actions`` for ``seat`` (a list of ``Outcome`` lists): rollout
    number ``r`` deals the same world for every action, dealt again from what ``seat`` sees
    (the rollouts numbered ``start`` to ``start + rollouts - 1``: a measure goes on where it stopped).

    >>> from wonderlab.architects.game import Game
    >>> game = Game(players=2, seed=1)
    >>> found = measure(game, 0, game.legal_actions(0)[:2], rollouts=3, seed=1)
    >>> [len(r) for r in found], found == measure(game, 0, game.legal_actions(0)[:2], rollouts=3, seed=1)
    ([3, 3], True)
    """
    kind = kind_of(game)
    city = _deciding(game, kind, seat)
    return [[rollout(game, kind, seat, city, key(action), number, f"puzzle {seed}")
             for number in range(start, start + rollouts)] for action in actions]


def share(outcomes):
    """The share of the games won (a tie for first counts its share)."""
    return sum(o.win for o in outcomes) / len(outcomes)


def options(game, seat):
    """The distinct options of ``seat`` now (as the hint weighs them: ``lab.hint.options``)."""
    from .hint import options as hint_options

    return hint_options(game, _deciding(game, kind_of(game), seat))


def screen(game, seat, screen_rollouts=SCREEN, seed=0):
    """The cheap first look at the decision of ``seat``: ``None`` for a forced move, else a
    dict with ``actions`` (the distinct options), ``shares`` (each one's win share, read as
    ``core.search.estimates`` reads an option set aside early), ``order`` (best first) and
    ``gap`` (the first's share less the second's)."""
    actions = options(game, seat)
    if len(actions) < 2:
        return None
    city = _deciding(game, kind_of(game), seat)
    results = rank(game, seat, city, actions, playouts=screen_rollouts * len(actions), seed=f"screen {seed}", keep=2)
    shares = estimates(results, lambda o: o.win)
    order = sorted(range(len(actions)), key=lambda i: (-shares[i], i))
    return {"actions": actions, "shares": shares, "order": order, "gap": shares[order[0]] - shares[order[1]],
            "rollouts": sum(map(len, results))}


def confirm(game, seat, screened, rollouts=ROLLOUTS, seed=0):
    """The options close to the best at the screen, measured again on ``rollouts`` fresh deals
    each: ``(kept, best, second)``, where ``best`` and ``second`` are ``(action, outcomes)`` and
    ``kept`` says whether the best beats the second by ``GAP`` with their intervals apart. A
    quarter of the rollouts come first: when the first two stand less than ``GAP - MARGIN``
    apart there, the measure stops (not a puzzle); else every option close to the best is
    measured to the end, the same deals for all."""
    shares, order = screened["shares"], screened["order"]
    top = shares[order[0]]
    chosen = [i for i in order if shares[i] >= top - WINDOW][:MOST_CONFIRMED]
    chosen = chosen if len(chosen) >= 2 else order[:2]
    actions = [screened["actions"][i] for i in chosen]
    first = max(1, rollouts // 4)               # a quarter first: a candidate far from the bar stops here
    results = measure(game, seat, actions, first, seed)
    ranked = sorted(zip(actions, results, strict=True), key=lambda pair: -share(pair[1]))
    if share(ranked[0][1]) - share(ranked[1][1]) >= GAP - MARGIN and rollouts > first:
        ranked = [(action, outcomes + measure(game, seat, [action], rollouts - first, seed, start=first)[0])
                  for action, outcomes in ranked]
        ranked.sort(key=lambda pair: -share(pair[1]))
    best, second = ranked[0], ranked[1]
    return len(best[1]) == rollouts and clearly_best(best[1], second[1]), best, second


def clearly_best(best, second, gap=GAP):
    """Whether the games ``best`` beat ``second`` by ``gap`` of win share with their Wilson 95 %
    intervals apart.

    >>> from wonderlab.core.search import Outcome
    >>> won, lost = Outcome(1.0, 50, 40, None), Outcome(0.0, 40, 50, None)
    >>> clearly_best([won] * 70 + [lost] * 30, [won] * 40 + [lost] * 60)
    True
    >>> clearly_best([won] * 55 + [lost] * 45, [won] * 45 + [lost] * 55)
    False
    """
    a, b = share(best), share(second)
    low = wilson(a * len(best), len(best))[0]
    high = wilson(b * len(second), len(second))[1]
    return a - b >= gap and low > high


def rating(gap, count, greedy_finds):
    """A puzzle's rating on lichess's scale (1500 a middling puzzle): harder with more options to
    choose from (+250 for each doubling past 2), with a narrower gap (−600 for each 100 points of
    win share beyond the 20 required) and when the greedy bot, which sees only the points of now,
    would not play the best move (+300). Clamped to 600–2600.

    >>> rating(0.2, 2, True), rating(0.2, 16, False), rating(0.9, 2, True)
    (1250, 2300, 830)
    """
    value = 1000 + 250 * math.log2(max(2, count)) - 600 * (gap - GAP) + (0 if greedy_finds else 300)
    return int(min(2600, max(600, round(value))))


def puzzle(game, seat, screened, best, second, rollouts, seed, source=None):
    """The puzzle kept from the position ``game`` of ``seat`` (``confirm``'s best and second)."""
    from .puzzle_themes import themes

    kind = kind_of(game)
    city = _deciding(game, kind, seat)
    (best_action, best_out), (second_action, second_out) = best, second
    greedy = make_bot(kind, "greedy").choose(game, city, random.Random(f"greedy {seed}"))
    gap = share(best_out) - share(second_out)
    return {
        "id": source or f"{kind}-{seed}",
        "game": kind,
        "players": game.players,
        "seat": seat,
        "position": str(game.position(seat)),
        "best": _english(best_action),
        "second": _english(second_action),
        "win_share": {"best": round(share(best_out), 4), "second": round(share(second_out), 4)},
        "rollouts": rollouts,
        "screen": {_english(screened["actions"][i]): round(screened["shares"][i], 3) for i in screened["order"]},
        "themes": themes(game, seat, city, best_action, second_action),
        "rating": rating(gap, len(screened["actions"]), key(greedy) == key(best_action)),
        **texts(game, seat, best, second),
    }


TEXT_FIELDS = ("words", "prompt", "why", "why_not")


def texts(game, seat, best, second):
    """A puzzle's texts in English and French (``TEXT_FIELDS``) from ``confirm``'s ``best`` and
    ``second`` (``(action, outcomes)`` each): the moves in words, the prompt, why the best wins and
    why the second falls short."""
    from .reasons import explain

    city = _deciding(game, kind_of(game), seat)
    (best_action, best_out), (second_action, second_out) = best, second
    name = game.names[seat]
    return {
        "words": in_both(lambda: {"best": words(game, seat, best_action), "second": words(game, seat, second_action)}),
        "prompt": in_both(lambda: say("puzzles.prompt", name=shown_name(name))),
        "why": in_both(lambda: _why(game, seat, city, best_action, best_out, second_action, second_out, explain)),
        "why_not": in_both(lambda: explain(game, seat, second_action, second_out, best_action, best_out, city)),
    }


def _english(action):
    return in_both(lambda: action.notation)["en"]


def _why(game, seat, city, best_action, best_out, second_action, second_out, explain):
    text = explain(game, seat, best_action, best_out, second_action, second_out, city)
    from .reasons import option_words

    shares = say("puzzles.shares", best=_capital(option_words(best_action, game, seat)), mine=_percent(share(best_out)),
                 second=option_words(second_action, game, seat), theirs=_percent(share(second_out)))
    return f"{text} {shares}".strip()


def _capital(text):
    return text[:1].upper() + text[1:]


def _percent(rate):
    from .reasons import _percent as percent
    return percent(rate)


def make_puzzles(game, players=None, games=1, seed=0, *, rollouts=ROLLOUTS, screen_rollouts=SCREEN,
                 on_puzzle=None, on_decision=None):
    """The puzzles found in ``games`` bot games of ``game`` (``"classic"``, ``"duel"`` or
    ``"architects"``), as a list of dicts, and the figures of the making (``stats``).

    Game ``g`` is dealt from ``seed`` and ``g``; its player count is ``players`` or, if None,
    the game's counts in turn (starting at ``seed``: runs of a few games from seeds in turn meet
    every count); its seats are search and greedy bots in turn (the search bots
    starting at seat ``g % 2``). Every decision with two options or more is screened from its
    seat's position only. ``on_puzzle(puzzle, stats)`` is called for each puzzle kept (to save
    as it goes), ``on_decision(stats)`` after each decision screened.
    """
    import importlib

    from ..games import runner

    runner(game)                     # an unknown game is refused in one line
    if game == "duel" and players not in (None, 2):
        raise ValueError(say("puzzles.duel_players", value=players))
    cls = importlib.import_module(f"wonderlab.{game}.game").Game
    found = []
    stats = {"games": 0, "decisions": 0, "confirmed": 0, "puzzles": 0, "cpu_seconds": 0.0}
    started = time.process_time()
    for number in range(games):
        count = players or PLAYERS[game][(seed + number) % len(PLAYERS[game])]
        table = cls(players=count, seed=seed * 1000 + number) if game != "duel" else cls(seed=seed * 1000 + number)
        bots = [make_bot(game, "search" if (seat + number) % 2 == 0 else "greedy") for seat in range(count)]
        rng = random.Random(f"puzzles {seed} {number}")
        controller = table.controller if game == "classic" else int
        decision = 0
        while not table.is_over:
            waiting = list(table.waiting)
            for now in waiting:      # every seat to play now reads the same moment (7 Wonders: at once)
                seat = controller(now)
                decision += 1
                made = _decide(table, cls, seat, f"{seed}-{number}-{decision}", rollouts, screen_rollouts, stats)
                if made is not None:
                    found.append(made)
                    stats["puzzles"] += 1
                    if on_puzzle is not None:
                        on_puzzle(made, stats)
                stats["cpu_seconds"] = time.process_time() - started
                if on_decision is not None:
                    on_decision(stats)
            for now in waiting:
                table.play(now, bots[controller(now)].choose(table, now, rng))
        stats["games"] += 1
    stats["cpu_seconds"] = time.process_time() - started
    return found, stats


def _decide(table, cls, seat, name, rollouts, screen_rollouts, stats):
    """The puzzle of ``seat``'s decision now, if it is one (read from the seat's position only)."""
    try:
        position = cls.from_position(str(table.position(seat)), seed=0)
    except ValueError:      # a moment no position is written at (Duel: the wonders' draft)
        return None
    return judge(position, seat, rollouts, screen_rollouts, seed=name, stats=stats)


def judge(game, seat, rollouts=ROLLOUTS, screen_rollouts=SCREEN, seed=0, stats=None):
    """The puzzle of ``seat``'s decision in ``game`` (a position's game), or None when it is
    not one: a forced move, a first look whose top two stand less than ``SCREEN_GAP`` apart, a
    confirmation where the best does not clearly beat the second, or a best that is a blind
    draw (``blind``). ``stats`` counts the
    decisions screened and confirmed."""
    stats = stats if stats is not None else {}
    if len(options(game, seat)) < 2:
        return None
    stats["decisions"] = stats.get("decisions", 0) + 1
    screened = screen(game, seat, screen_rollouts, seed=seed)
    if screened is None or screened["gap"] < SCREEN_GAP:
        return None
    stats["confirmed"] = stats.get("confirmed", 0) + 1
    kept, best, second = confirm(game, seat, screened, rollouts, seed=seed)
    if not kept or blind(game, seat, best[0]):
        return None
    return puzzle(game, seat, screened, best, second, rollouts, seed, source=f"{kind_of(game)}-{seed}")


def blind(game, seat, action):
    """Whether ``action`` takes a card ``seat`` cannot see: in Architects, the top of the hidden
    central deck, unless the Cat showed it to ``seat`` (a guess at odds, not a move found by
    thinking). Taking a deck's showing card, and every move of 7 Wonders and Duel, is not blind.

    >>> from wonderlab.architects.game import Game
    >>> game = Game(players=3, seed=1)
    >>> seat = game.waiting[0]
    >>> [(a.source, blind(game, seat, a)) for a in game.legal_actions(seat)]
    [('left', False), ('right', False), ('central', True)]
    """
    return (kind_of(game) == "architects" and action.kind == "take" and action.source == "central"
            and not game.knows_central_top(seat))


CHECK_GAP = 0.10     # ``puzzles check``: the best still ahead by 10 points, intervals apart (see docs/puzzles.md)


def recheck(puzzle, rollouts=ROLLOUTS, seed=1):
    """``puzzle`` measured again on fresh deals: ``(still, best_share, second_share)``, where
    ``still`` says the best still beats the second by ``CHECK_GAP`` with their intervals apart.
    The position is read as a new game whose hidden cards are dealt from ``seed`` (another true
    state the seat could not tell from the one it was made in), and every rollout deals them again."""
    from ..core.position import from_any

    game = from_any(puzzle["position"], seed=seed)
    seat = puzzle["seat"]
    best, second = move(game, seat, puzzle["best"]), move(game, seat, puzzle["second"])
    found = measure(game, seat, [best, second], rollouts, seed=f"check {seed} {puzzle['id']}")
    return clearly_best(found[0], found[1], CHECK_GAP), share(found[0]), share(found[1])


def move(game, seat, notation):
    """The option of ``seat`` whose English notation is ``notation`` (as a puzzle keeps it), or None.

    >>> from wonderlab.duel.game import Game
    >>> game = Game(seed=1)
    >>> move(game, game.waiting[0], game.legal_actions(game.waiting[0])[0].notation) is not None
    True
    """
    was = language()
    set_language("en")
    try:
        return next((action for action in options(game, seat) if action.notation == notation), None)
    finally:
        set_language(was)
