"""``wonderlab bench table GAME --players N``: how long a click of the playable table takes.

A click's work in Python is timed over a whole seeded game: apply the human's action, let every
bot choose, and build the new front-end state. The human picks a random option (not timed).

>>> times = click_times("classic", 3, seed=1)
>>> len(times) >= 18 and min(times) > 0
True
"""

import random
import statistics
import time

from ..core.i18n import plural, register, say
from ..table import Table

register({     # the last line, median_ms=... p95_ms=..., is read by scripts: it stays as it is
    "bench.table.head.one": {"en": "table {game}, {players} players, {bots} bots: {clicks} clicks over {count} game",
                             "fr": "table {game}, {players} joueurs, bots {bots} : {clicks} clics sur {count} partie"},
    "bench.table.head.many": {"en": "table {game}, {players} players, {bots} bots: {clicks} clicks over {count} games",
                              "fr": "table {game}, {players} joueurs, bots {bots} : {clicks} clics sur {count} parties"},
    "bench.table.usual": {"en": "the usual number of", "fr": "le nombre habituel de"},
    "bench.table.range": {"en": "slowest {slow:.1f} ms, fastest {fast:.1f} ms",
                          "fr": "le plus lent {slow:.1f} ms, le plus rapide {fast:.1f} ms"},
})


def click_times(game, players, seed=0, bots="greedy", think=0.2):
    """Seconds per click over one game (the human at seat 0)."""
    table = Table(game, players=players, seed=seed, bots=bots, think=think)
    table.state()
    rng = random.Random(seed)
    times = []
    clock = time.perf_counter
    while not table.is_over:
        options = table.option_list()
        table.choose(rng.randrange(len(options)))
        start = clock()
        table.confirm()
        table.state()
        times.append(clock() - start)
    return times


def run(game, players, seed=0, games=1, bots="greedy", think=0.2):
    """Print the figures; the last line is ``median_ms=X p95_ms=Y``."""
    times = []
    for i in range(games):
        times += click_times(game, players, seed + i, bots, think)
    times.sort()
    median = statistics.median(times) * 1000
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000
    print(plural(games, "bench.table.head", game=game, players=players or say("bench.table.usual"), bots=bots,
                 clicks=len(times)))
    print(say("bench.table.range", slow=times[-1] * 1000, fast=times[0] * 1000))
    print(f"median_ms={median:.1f} p95_ms={p95:.1f}")
    return median, p95
