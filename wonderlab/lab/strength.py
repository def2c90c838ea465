"""How strong the search bot is: ``wonderlab bench bots GAME``.

One ``search`` seat plays against ``greedy`` seats, the search seat going round the table (in
game ``n`` it sits at seat ``n % players``); a win shared by k players counts 1/k. The last line
gives the search seat's win share with its Wilson 95 % interval and the fair share (1/players),
and the line before it how long one search decision took, in this process's CPU time (the
machine may be shared: CPU time is what one core spent).

>>> share, low, high, times = play_bench("duel", 2, 1, seed=3, playouts=20)
>>> 0 <= low <= share <= high <= 1, len(times) > 5
(True, True)
"""

import importlib
import random
import time

from ..core.bots import make_bot
from ..core.i18n import register, say
from ..core.rng import game_seeds
from .tournament import wilson

register({     # the lines before the last: the last one keeps the English words
    "bench.bots.head": {"en": "{game}, {players} players: one search seat ({budget}) against "
                              "{greedy} greedy, the search seat going round the table",
                        "fr": "{game}, {players} joueurs : une place search ({budget}) "
                              "contre {greedy} greedy, la place search faisant le tour de la table"},
    "bench.bots.budget": {"en": "{playouts} playouts a decision", "fr": "{playouts} parties simulées par décision"},
    # Architects' search bot plays more games late in the game, when they are shorter
    "bench.bots.scaled": {"en": "{playouts} playouts of {length} decisions, scaled by the decisions left",
                          "fr": "{playouts} parties simulées de {length} décisions, ajustées aux décisions restantes"},
    "bench.bots.times": {"en": "one search decision, CPU time: median {median:.2f} s, p95 {p95:.2f} s, max {most:.2f} s "
                               "over {count} decisions",
                         "fr": "une décision de search, temps processeur : médiane {median:.2f} s, p95 {p95:.2f} s, "
                               "max {most:.2f} s sur {count} décisions"},
})

__all__ = ["bench", "play_bench"]


def play_bench(game, players, games, seed=0, playouts=None, progress=None):
    """``(win share, low, high, decision times)`` of one search seat against greedy seats;
    ``progress(done, share)`` after each game (the games won so far, ties shared)."""
    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    share, times = 0.0, []
    for number, game_seed in enumerate(game_seeds(seed, games)):
        position = game_class(seed=game_seed) if game == "duel" else game_class(players=players, seed=game_seed)
        me = number % players
        bots = [make_bot(game, "greedy") for _ in range(players)]
        bots[me] = make_bot(game, "search")
        if playouts is not None:
            bots[me].playouts = playouts
        controller = position.controller if game == "classic" else int
        rng = random.Random(game_seed)
        while not position.is_over:
            for city in position.waiting:
                seat = controller(city)
                started = time.process_time()
                action = bots[seat].choose(position, city, rng)
                if seat == me:
                    times.append(time.process_time() - started)
                position.play(city, action)
        winners = position.winners()
        if position.names[me] in winners:
            share += 1 / len(winners)
        if progress is not None:
            progress(number + 1, share)
    low, high = wilson(share, games)
    return share / games, low, high, times


def bench(game, players, games=100, seed=0, playouts=None):
    """Print the strength and the decision times; the last line in the issue's words."""
    def follow(done, won):
        if done % 10 == 0 and done < games:
            print(f"after {done} games: {won:g} won ({won / done:.2f})", flush=True)

    share, low, high, times = play_bench(game, players, games, seed, playouts, follow)
    times.sort()
    bot = make_bot(game, "search")
    scaled = getattr(bot, "scaled", False)
    budget = say("bench.bots.scaled" if scaled else "bench.bots.budget", playouts=playouts or bot.playouts,
                 length=getattr(bot, "LENGTH", None))
    print(say("bench.bots.head", game=game, players=players, budget=budget, greedy=players - 1))
    if times:
        print(say("bench.bots.times", median=times[len(times) // 2], p95=times[int(0.95 * (len(times) - 1))],
                  most=times[-1], count=len(times)))
    print(f"search vs greedy: win share {share:.2f} [{low:.2f}, {high:.2f}] over {games} games "
          f"(fair share {1 / players:.2f})")
