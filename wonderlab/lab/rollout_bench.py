"""``wonderlab bench rollouts GAME``: how many greedy rollouts the coach plays a second of CPU.

The coach is as good as the games it can play out while a learner waits, so this bench plays
them as the coach does: from seeded positions of greedy games (those ``bench hint`` asks about),
each rollout is ``core.search.rollout``: the hidden cards dealt again from what the seat sees,
one of its options played, then greedy bots in every seat to the end. The options are taken in
turn, rollout after rollout, and the clock is this process's CPU time (``time.process_time``),
which other programs on a shared machine do not eat into.

>>> result = bench_rollouts("duel", 2, seconds=0.01, positions=1, quiet=True)
>>> result["rollouts"] == len(result["outcomes"]) >= 1
True
"""

import time

from ..core.i18n import decimal, register, say
from ..core.search import key, rollout
from .coach_bench import _positions

__all__ = ["bench_rollouts", "last_line"]

register({
    "bench.rollouts.head": {
        "en": "{game}, {players} players: {rollouts} greedy rollouts from {positions} positions in {seconds} s "
              "of CPU ({wins} won by the seat asking)",
        "fr": "{game}, {players} joueurs : {rollouts} parties simulées greedy depuis {positions} positions en "
              "{seconds} s de processeur ({wins} gagnées par la place qui demande)"},
})


def last_line(game, players, rate):
    """The bench's last line, read by scripts (so in one language, as ``games_per_s=``).

    >>> last_line("classic", 4, 412)
    'rollouts: classic 4 players, greedy, 412.0 per second of CPU'
    """
    return f"rollouts: {game} {players} players, greedy, {rate:.1f} per second of CPU"


def bench_rollouts(game, players, seconds=5.0, seed=0, positions=10, quiet=False):
    """Play greedy rollouts from ``positions`` seeded positions (``bench hint``'s) for
    ``seconds`` of CPU (at least one), and print what they did and ``last_line``. Returns the
    ``rollouts`` played, their ``outcomes`` (``core.search.Outcome``, one a rollout, in order),
    the ``cpu`` seconds they took and the ``rate`` printed; the positions are dealt before the
    clock starts."""
    found = [(position, seat, city, [key(action) for action in actions])
             for _, position, seat, city, actions in _positions(game, players, positions, seed)]
    outcomes = []
    started = time.process_time()
    number = 0
    while True:
        position, seat, city, keys = found[number % len(found)]
        wanted = keys[(number // len(found)) % len(keys)]
        outcomes.append(rollout(position, game, seat, city, wanted, number, seed, "greedy"))
        number += 1
        cpu = time.process_time() - started
        if cpu >= seconds:
            break
    rate = number / cpu
    if not quiet:
        print(say("bench.rollouts.head", game=game, players=players, rollouts=number, positions=len(found),
                  seconds=decimal(cpu, 2), wins=decimal(sum(o.win for o in outcomes), 1)))
        print(last_line(game, players, rate))
    return {"rollouts": number, "outcomes": outcomes, "cpu": cpu, "rate": rate, "positions": len(found)}
