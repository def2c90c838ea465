"""The greedy bot's choice when the rival threatens to win at once (issue 41): asking
``hands_win`` only of the actions that may be among the best keeps the very same best actions
as asking it of every action (``GreedyBot.sharpest``, seed 004: « Ces deux victoires arrêtent
la partie sur-le-champ »), at every such decision of seeded greedy games."""

import random

from wonderlab.duel.bots import WIN, GreedyBot, _best, threatened
from wonderlab.duel.game import Game


def test_the_best_unblocked_actions_are_those_of_sharpest():
    bot, asked, narrowed = GreedyBot(), 0, 0
    for seed in range(40):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            actions = game.legal_actions(seat)
            if game.phase == "play" and len(actions) > 1 and threatened(game, 1 - seat):
                values = bot.values(game, seat, actions)
                if max(values) < WIN:
                    kept = bot.sharpest(game, seat, actions, values)[0]
                    assert bot._unblocked_best(game, seat, actions, values) == _best(*bot.sharpest(game, seat, actions, values))
                    asked += 1
                    narrowed += len(kept) < len(actions)
            game.play(seat, bot.choose(game, seat, rng))
    assert asked > 60 and narrowed > 5       # threatened decisions, some where a move would hand the rival a win
