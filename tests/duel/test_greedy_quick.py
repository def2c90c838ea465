"""The greedy bot values a take by adding up what it brings (``_quick_value``, issue 41): exactly
the value of playing it on a copy of the game (``GreedyBot.value``), option by option.

The positions come from seeded games where the greedy bot plays most moves and a random one the
others (so that guilds, looting, supremacies, the Great Library and Law all come up); every
legal take of every position of the play phase is compared, float for float.
"""

import collections
import random

from wonderlab.duel.actions import BUILD, DISCARD, WONDER
from wonderlab.duel.bots import WIN, GreedyBot, _before, _played, _quick_value, _wins, _won
from wonderlab.duel.game import Game


def _compared(games):
    bot, seen, differ = GreedyBot(), collections.Counter(), []
    for seed in range(games):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            before = _before(game, seat)
            for action in game.legal_actions(seat) if before is not None else ():
                quick, played = _quick_value(game, seat, action, before), bot.value(game, seat, action)
                seen[action.kind] += 1
                seen["win"] += played >= WIN
                seen["guild"] += any(game.p[q].colors.get("purple") for q in (0, 1))
                seen["shields"] += action.kind == BUILD and action.card.effect.shields > 0
                seen["again"] += action.kind == WONDER and action.wonder.effect.play_again
                seen["last"] += game.remaining == 1                 # the Age ends with this take
                seen["end"] += game.remaining == 1 and game.age == 3       # and the game, on points
                if quick != played:
                    differ.append((seed, str(action), quick, played))
                # how the bot tells a reply that wins at once (``_rival_wins``)
                if _wins(quick) != _won(_played(game, seat, action), seat):
                    differ.append((seed, str(action), "wins", quick))
            act = bot.choose(game, seat, rng) if rng.random() < 0.7 else rng.choice(game.legal_actions(seat))
            game.play(seat, act)
    return seen, differ


def test_a_take_added_up_is_worth_what_playing_it_on_a_copy_is():
    seen, differ = _compared(40)
    assert differ == []
    # every kind of take came up, and the moments that change a value most
    assert all(seen[k] > 50 for k in (BUILD, DISCARD, WONDER, "guild", "shields", "again", "last", "end")), seen
    assert seen["win"] > 0, seen


def test_decisions_outside_the_play_phase_are_played_on_a_copy():
    game = Game(seed=3)
    assert game.phase != "play" and _before(game, game.current) is None      # the wonders' draft
    assert _before(game, 1 - game.current) is None      # nor a seat not to play


def test_every_wonder_drafted_and_every_starter_chosen_is_worth_the_same():
    """Why the greedy bot values one of them for all (``_outcome``): its ties are the same."""
    bot, seen = GreedyBot(), 0
    for seed in range(30):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            if game.phase in ("pick", "start"):
                assert len({bot.value(game, seat, a) for a in game.legal_actions(seat)}) == 1
                seen += 1
            game.play(seat, bot.choose(game, seat, rng))
    assert seen >= 30 * 8
