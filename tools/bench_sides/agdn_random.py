"""Uniform-random games of a-gdn's 7 Wonders engine (github.com/a-gdn/7wonders) on its base game,
counted in CPU seconds, to set beside ``wonderlab bench architects --players 2`` (issue 41).

The engine is not part of wonderlab: unpack it anywhere and point this script at it, e.g.::

    python tools/bench_sides/agdn_random.py /tmp/agdn --players 3 --seconds 10

Each game is ``GameEnv(num_players, random_seed=n, expansions=expansions)``, ``reset()``, then every player
draws ``random.choice`` of its ``get_legal_actions`` each step until ``is_done()`` (the loop of
its README). The clock is ``time.process_time``; the last line reads ``games_per_s=…`` like
``wonderlab bench``'s.
"""

import argparse
import random
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", help="the unpacked a-gdn/7wonders repository")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--expansions", default="", help="comma-separated (cities, edifice); none by default")
    args = parser.parse_args()
    sys.path.insert(0, args.root)
    from seven_wonders.environment import GameEnv

    expansions = [name for name in args.expansions.split(",") if name]
    rng, games = random.Random(0), 0
    started = time.process_time()
    while time.process_time() - started < args.seconds:
        env = GameEnv(num_players=args.players, random_seed=games, expansions=expansions)
        env.reset()
        while not env.is_done():
            env.step({p: rng.choice(env.get_legal_actions(p)) for p in range(args.players)})
        games += 1
    cpu = time.process_time() - started
    print(f"a-gdn 7wonders, {args.players} players, {'+'.join(expansions) or 'base game'}: {games} random games in {cpu:.2f} s of CPU")
    print(f"games_per_s={games / cpu:.1f}")


if __name__ == "__main__":
    main()
