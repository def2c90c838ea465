"""Issue 8, hidden information: no view shows a player what the rules hide from them.

Seed 004: the five tokens set aside are put away « sans les regarder »; the Age decks are
shuffled and some cards laid « face cachée »; three cards of each Age go back to the box
« au hasard et sans les regarder ». ``Game.redeal(seat, rng)`` deals all of that again; what
``seat`` sees must not change.
"""

import random

from wonderlab.duel.game import Game

from .duelkit import TOKENS, after_draft, do, give_wonder

GAMES = 150


def test_every_view_is_the_same_after_the_hidden_parts_are_dealt_again():
    library = changed = compared = 0
    for seed in range(GAMES):
        game, rng = Game(seed=seed), random.Random(seed)
        while not game.is_over:
            library += bool(game.library)
            for seat in (0, 1):
                other = game.redeal(seat, random.Random(compared))
                assert other.view(seat) == game.view(seat), (seed, seat, game.phase)
                changed += other.state_key() != game.state_key()
                compared += 1
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    assert library >= 10                     # the Great Library's choice was seen from both sides
    assert changed > compared * 0.9          # dealing again changes the game, not what is seen


def test_the_opponent_does_not_see_what_the_great_library_drew():
    """While the Great Library's owner chooses, the opponent's view lists none of the three
    tokens drawn from the five set aside; the owner's view lists them."""
    game = after_draft(5)
    give_wonder(game, 0, "The Great Library")
    game.p[0].coins = 50
    do(game, "wonder", wonder="The Great Library")
    assert game.phase == "token" and game.current == 0 and len(game.library) == 3
    drawn = sorted(TOKENS[t].id for t in game.library)
    assert sorted(game.view(0)["options"]) == sorted(game.view(0)["drawn_tokens"]) == drawn
    opponent = game.view(1)
    assert opponent["options"] == [] and opponent["drawn_tokens"] == []
    assert not any(TOKENS[t].id in str(opponent) for t in game.box_tokens)
