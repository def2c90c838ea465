"""The Architects bots never miss the end of the game (issue 35): the take that builds the last
stage and ends the game won is played, and a card in sight with which the next player would end
the game won is taken from them.

Seed 002: « La personne qui termine sa cinquième étape déclenche la fin, mais n'est pas
automatiquement gagnante »; « Quand quelqu'un retourne la cinquième étape de sa Merveille, finissez
entièrement son tour [...] La partie s'arrête alors ; les autres ne bénéficient pas d'un dernier
tour de réponse. » Which takes end the game is worked out here by playing each on a copy, every
choice of the rest of the turn tried, apart from the bots' own code.
"""

import random

from wonderlab.architects import Game
from wonderlab.architects.bots import GreedyBot, SearchBot
from wonderlab.architects.rules import BLUE3, KINDS

WOOD, STONE, BRICK, PAPYRUS = (KINDS.index(k) for k in ("wood", "stone", "brick", "papyrus"))
BOTS = (GreedyBot(), SearchBot(playouts=12))


def ends(game, seat, action):
    """How ``action`` may end the game for ``seat`` this turn, over every choice left in it: the
    set of "won", "lost" and "on" (the game goes on)."""
    after = game.copy()
    after.play(seat, action)
    if after.is_over:
        return {"won" if game.names[seat] in after.winners() else "lost"}
    if after.current != seat or after.phase == "take":
        return {"on"}
    return set().union(*(ends(after, seat, choice) for choice in after.legal_actions(seat)))


def in_sight(game, seat, action):
    """Whether ``action`` takes a card ``seat`` sees: a wonder deck's top (or the central top the
    Cat showed)."""
    deck = game.deck_index(seat, action.source)
    return deck < game.players or game.knows_central_top(seat)


def near_end(seat_ahead, who=0):
    """Two players; ``who`` has built four stages and holds three different resources: a papyrus
    builds its last (four different). Seat 0's left deck shows a papyrus, its right deck a wood."""
    game = Game(players=2, seed=2)
    game.built[who] = 0b01111
    game.cards[who][WOOD] = game.cards[who][STONE] = game.cards[who][BRICK] = 1
    game.cards[seat_ahead][BLUE3] = 12      # 36 points of blue cards: more than a whole wonder
    game.decks[0][-1] = PAPYRUS             # between seat 0 and seat 1 (seat 0's left)
    game.decks[1][-1] = WOOD
    return game


def choose(bot, game, seed=1):
    return bot.choose(game, game.current, random.Random(seed))


def test_the_last_stage_that_ends_the_game_won_is_taken_by_every_bot():
    game = near_end(seat_ahead=0)
    won = [a for a in game.legal_actions(0) if ends(game, 0, a) == {"won"}]
    assert [a.source for a in won] == ["left"]
    for bot in BOTS:
        assert choose(bot, game) in won, bot.name


def test_the_card_that_would_end_the_game_for_the_next_player_is_taken_from_them():
    """Seat 1 has four stages and the lead; the papyrus on the deck between them would let it
    build the last on its turn. Seat 0 takes it."""
    game = near_end(seat_ahead=1, who=1)
    after_other = game.copy()
    after_other.play(0, after_other.parse(0, "take right"))
    assert ends(after_other, 1, after_other.parse(1, "take right")) == {"won"}
    for bot in BOTS:
        assert choose(bot, game).source == "left", bot.name


def test_whenever_a_take_in_sight_ends_the_game_won_the_greedy_bot_wins():
    """Over seeded games of random moves, at every turn where a card in sight ends the game won
    whatever the rest of the turn, the greedy bot, playing its turn, ends the game won (by that
    card, or by another whose turn it plays to a win)."""
    greedy, seen = GreedyBot(), 0
    for players in (2, 3, 4):
        for seed in range(100):
            game, rng = Game(players=players, seed=seed), random.Random(seed)
            while not game.is_over:
                seat = game.current
                legal = game.legal_actions(seat)
                if game.phase == "take" and len(legal) > 1 and bin(game.built[seat]).count("1") == 4:
                    if any(in_sight(game, seat, a) and ends(game, seat, a) == {"won"} for a in legal):
                        seen += 1
                        turn, bot_rng = game.copy(), random.Random(seed)
                        while not turn.is_over and turn.current == seat:
                            turn.play(seat, greedy.choose(turn, seat, bot_rng))
                            if turn.phase == "take" and not turn.is_over:
                                break
                        assert turn.is_over and game.names[seat] in turn.winners(), (players, seed)
                game.play(seat, rng.choice(legal))
    assert seen >= 60, seen
