"""Bots for 7 Wonders Architects: ``random`` plays any legal action; ``greedy`` weighs each one.

>>> from .game import Game
>>> import random
>>> game, bot = Game(players=4, seed=4), GreedyBot()
>>> bot.choose(game, 0, random.Random(0)) in game.legal_actions(0)
True
"""

from ..core.bots import register_bot
from .actions import BUILD, HIDDEN, KEEP, PROGRESS, TAKE
from .payment import payments
from .rules import BLUE3, BLUECAT, GOLD, GREENS, RED0, RED1, RED2, ruleset


class RandomBot:
    """Chooses among the legal actions at random."""

    name = "random"

    def choose(self, game, seat, rng):
        return rng.choice(game._legal)


# How much a Progress token is worth to the greedy bot, roughly, when it takes it.
TOKEN_VALUE = {"culture": 6.0, "education": 5.0, "decoration": 5.0, "politics": 4.0,
               "strategy": 3.0, "tactics": 4.0, "economy": 4.0, "engineering": 5.0,
               "architecture": 4.0, "urbanism": 3.0, "crafts": 3.0, "jewellery": 3.5,
               "science": 3.0, "propaganda": 2.5}
# The average worth of an unseen card (central deck, hidden token).
UNSEEN = 1.6


class GreedyBot:
    """Chooses the action with the best immediate value, from what its player may see.

    A card is worth what it brings now: blue points, the Cat, a stage it lets build (with its
    points), a science set it completes, shields that win a battle; the central card is valued
    at an average. Stages are built for the most points, paying with the cards least useful next.
    """

    name = "greedy"

    def choose(self, game, seat, rng):
        legal = game._legal
        best, best_value = [], None
        for action in legal:
            value = self.value(game, seat, action)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return rng.choice(best)

    def value(self, game, seat, action):
        kind = action.kind
        if kind == TAKE:
            deck = game.deck_index(seat, action.source)
            if deck == game.players:
                return UNSEEN
            return self.card_value(game, seat, game.decks[deck][-1])
        if kind == KEEP:
            return self.card_value(game, seat, action.cards[0])
        if kind == BUILD:
            stage = game.wonders[seat].stage(action.stage)
            # points first, then keep gold and keep the cards that still fit a stage
            return stage.points + (3 if stage.power else 0) - 0.3 * action.cards.count(GOLD)
        if kind == PROGRESS:
            if action.token == HIDDEN:
                return 3.0
            return TOKEN_VALUE.get(action.token, 3.0)
        return 1.0     # look: either side

    def card_value(self, game, seat, kind):
        cards = game.cards[seat]
        if kind == BLUE3:
            return 3.0
        if kind == BLUECAT:
            return 2.0 + (2.5 if game.cat != seat else 0.0)
        if kind in GREENS:
            have = [cards[g] for g in GREENS]
            i = GREENS.index(kind)
            if have[i] >= 1 or all(have[j] for j in range(3) if j != i):
                return 4.0
            return 1.2
        if kind in (RED0, RED1, RED2):
            return self.red_value(game, seat, kind)
        return self.resource_value(game, seat, kind)

    def red_value(self, game, seat, kind):
        mine = game.shields(seat)
        n = game.players
        rivals = {game.shields((seat + 1) % n), game.shields((seat - 1) % n)}
        gain = 0.6
        for other in rivals:
            if mine <= other < mine + 1:
                gain += 1.5
        horns = ruleset().kinds[kind].horns
        if horns and game.war + horns >= game.conflicts:
            gain += 1.0 if all(mine + 1 > r for r in rivals) else -0.5
        return gain

    def resource_value(self, game, seat, kind):
        before = game.cards[seat]
        after = list(before[:6])
        after[kind] += 1
        after = tuple(after)
        any_resources, coins = game._pay_rules(seat)
        built = game.built[seat]
        best = 0.3
        for stage in game.wonders[seat].stages:
            if built & stage.bit or built & stage.supports != stage.supports:
                continue
            if payments(after, stage.count, stage.identical, any_resources, coins):
                best = max(best, stage.points + (3.0 if stage.power else 0.0) + 1.0)
            elif self.fits(before, kind, stage):
                best = max(best, 1.0 + stage.points / 8)
        return best

    @staticmethod
    def fits(cards, kind, stage):
        if kind == GOLD:
            return True
        if stage.identical:
            return cards[kind] >= 1 or not any(cards[:5])
        return cards[kind] == 0


register_bot("architects", "random", RandomBot)
register_bot("architects", "greedy", GreedyBot)
