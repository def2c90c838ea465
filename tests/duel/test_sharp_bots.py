"""The bots never miss the game's sharpest moments (issue 35): a move that wins at once is played,
and a win the rival has on their next turn is blocked when it can be.

Seed 004: « Suprématie militaire : ton pion Conflit entre dans la capitale adverse ; suprématie
scientifique : tu réunis six symboles scientifiques différents. Ces deux victoires arrêtent la
partie sur-le-champ. » Which moves win is worked out here by playing each legal move on a copy
(and each Progress token it lets choose), apart from the bots' own code.
"""

import random

from wonderlab.duel.bots import FlatSearchBot, GreedyBot, SearchBot
from wonderlab.duel.game import Game

from .duelkit import TOKENS, after_draft, give, put

BOTS = (GreedyBot(), SearchBot(playouts=30), FlatSearchBot(playouts=30))


def wins_at_once(game, seat, action):
    """Whether ``action`` wins the game for ``seat`` at once (a pair may take a token first)."""
    after = game.copy()
    after.play(seat, action)
    if after.is_over:
        return after.winner == seat
    if after.phase == "token" and after.current == seat:
        for token in after.legal_actions(seat):
            then = after.copy()
            then.play(seat, token)
            if then.is_over and then.winner == seat:
                return True
    return False


def winning(game, seat):
    return [a for a in game.legal_actions(seat) if wins_at_once(game, seat, a)]


def face_up(game):
    return {i for i, shown in zip(game.slots, game.revealed, strict=True) if i is not None and shown}


def rival_can_win(game, seat, action, visible):
    """Whether, once ``seat`` has played ``action`` (then whichever of its own choices of that
    turn), the rival can win at once (supremacy, or the last card of Age III) with a card face
    up before ``action``. Playing again, seat can still block: not counted."""
    after = game.copy()
    after.play(seat, action)
    if after.is_over:
        return after.winner == 1 - seat
    if after.current == seat:
        return after.phase != "play" and all(rival_can_win(after, seat, choice, visible)
                                             for choice in after.legal_actions(seat))
    if after.phase != "play":
        return False
    return any(wins_at_once(after, 1 - seat, reply) for reply in after.legal_actions(1 - seat)
               if reply.card.index in visible)


def age_three(seed, seat, *cards):
    """Age III about to start, seat 0 to play, ``cards`` built in ``seat``'s city."""
    game = after_draft(seed)
    give(game, seat, *cards)
    game._start_age(3, 0)
    return game


FIVE = ("Workshop", "Apothecary", "Scriptorium", "Pharmacist", "Academy")     # five symbols


def chosen(bot, game, seed=1):
    return bot.choose(game, game.current, random.Random(seed))


def test_military_supremacy_on_the_table_is_played_by_every_bot():
    """Seed 004: « Chaque bouclier construit avance aussitôt le pion Conflit d'une case vers la
    capitale adverse »: at 8 spaces, Guard Tower's shield enters seat 1's capital."""
    game = after_draft(2)
    game.pawn = 8
    put(game, "Guard Tower")
    wins = winning(game, 0)
    assert [(a.kind, a.card.name) for a in wins] == [("build", "Guard Tower")]
    for bot in BOTS:
        assert chosen(bot, game) in wins, bot.name


def test_a_sixth_science_symbol_on_the_table_is_played_by_every_bot():
    """Seed 004: « suprématie scientifique : tu réunis six symboles scientifiques différents »:
    five symbols, and University brings the armillary sphere."""
    game = age_three(2, 0, *FIVE)
    put(game, "University")
    game.p[0].coins = 50
    wins = winning(game, 0)
    assert ("build", "University") in [(a.kind, a.card.name) for a in wins]
    for bot in BOTS:
        assert chosen(bot, game) in wins, bot.name


def test_a_pair_then_law_is_a_win_the_bots_see():
    """A pair of symbols takes a Progress token at once (seed 004: « Chaque fois que tu réunis
    deux symboles scientifiques identiques, tu prends tout de suite un jeton Progrès »), and Law
    carries the scales: with five symbols, Study (a second sundial) then Law is the sixth."""
    game = age_three(2, 0, *FIVE)
    law = TOKENS.by_name("Law").index
    if law not in game.board_tokens:
        game.box_tokens.remove(law)
        game.box_tokens.append(game.board_tokens.pop())
        game.board_tokens = sorted([*game.board_tokens, law])
    for name in ("University", "Observatory"):      # no sixth symbol of its own in sight
        for q in range(20):
            if game.card_at(q) is not None and game.card_at(q).name == name:
                game.revealed[q] = False
    put(game, "Study")
    game.p[0].coins = 50
    game._legal, game._card_cache = None, {}
    wins = winning(game, 0)
    assert [(a.kind, a.card.name) for a in wins] == [("build", "Study")]
    for bot in BOTS:
        assert chosen(bot, game) in wins, bot.name


def test_the_greedy_bot_blocks_a_military_win_the_rival_has_next_turn():
    """The pawn one space from seat 0's capital and a shield face up: whatever seat 0 plays, it
    must leave seat 1 no card that wins (take the shield card, or push the pawn back)."""
    for seed in range(4):
        game = after_draft(seed)
        game.pawn = -8
        put(game, "Palisade")
        assert not winning(game, 0)
        visible = face_up(game)
        actions = game.legal_actions(0)
        unsafe = [a for a in actions if rival_can_win(game, 0, a, visible)]
        assert unsafe and len(unsafe) < len(actions)
        for bot in BOTS:
            choice = chosen(bot, game, seed)
            assert not rival_can_win(game, 0, choice, visible), (seed, bot.name, str(choice))


def test_the_greedy_bot_blocks_a_sixth_symbol_the_rival_has_next_turn():
    """The rival holds five symbols and Observatory (the sixth) lies face up: seat 0 takes it."""
    game = age_three(3, 1, *FIVE)
    put(game, "Observatory")
    for q in range(20):     # the other sixth symbols and sundials out of sight
        card = game.card_at(q)
        if card is not None and card.name in ("University", "Study") and q not in game.free:
            game.revealed[q] = False
    game._legal, game._card_cache = None, {}
    visible = face_up(game)
    assert not winning(game, 0)
    actions = game.legal_actions(0)
    assert any(rival_can_win(game, 0, a, visible) for a in actions)
    assert not any(rival_can_win(game, 0, a, visible) for a in actions if a.card.name == "Observatory")
    for bot in BOTS:
        choice = chosen(bot, game)
        assert not rival_can_win(game, 0, choice, visible), (bot.name, str(choice))


def test_whenever_a_win_is_legal_the_greedy_bot_takes_it_and_blocks_what_it_can():
    """Over seeded games of random moves (which reach many a supremacy), at every decision in the
    structure: when a move wins at once the greedy bot plays one; else, when the rival could win
    next turn after some moves but not others, it plays one after which it cannot."""
    greedy, wins_seen, blocks_seen = GreedyBot(), 0, 0
    for seed in range(200):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.current
            actions = game.legal_actions(seat)
            if game.phase == "play" and len(actions) > 1:
                wins = winning(game, seat)
                choice = greedy.choose(game, seat, random.Random(seed))
                if wins:
                    wins_seen += 1
                    assert choice in wins, (seed, str(choice))
                elif game.age >= 2 or abs(game.pawn) >= 5:
                    visible = face_up(game)
                    unsafe = [a for a in actions if rival_can_win(game, seat, a, visible)]
                    if unsafe and len(unsafe) < len(actions):
                        blocks_seen += 1
                        assert choice not in unsafe, (seed, str(choice))
            game.play(seat, rng.choice(actions))
    assert wins_seen >= 80 and blocks_seen >= 20, (wins_seen, blocks_seen)
