"""What happens when something runs out — cases the rules leave open, settled as game.py says."""

from wonderlab.architects.actions import Action
from wonderlab.architects.rules import BLUE3, COMPASS

from . import rig


def test_a_science_set_waits_while_no_progress_token_is_left():
    """Seed 002 says a set « doit » be traded for a token; with none left (it happens at 6 or 7
    players) the green cards stay in front of their player until a token can be taken."""
    game = rig.table(3)
    game.face_up.clear()
    game.stack.clear()
    rig.give(game, 0, science_compass=1)
    rig.top(game, "left", "science_compass")
    rig.take(game, "left")
    assert game.current == 1 and game.cards[0][COMPASS] == 2


def test_an_extra_card_lapses_when_every_deck_it_could_come_from_is_empty():
    """Seed 002: « Si un paquet est vide, il le reste »; an extra card with no deck to come from
    is simply not taken."""
    game = rig.table(3)
    rig.tokens(game, 0, "urbanism")
    rig.top(game, "left", "wood")
    rig.empty(game, "right")
    rig.empty(game, "central")
    game.decks[0][:] = [rig.k("wood")]
    rig.refresh(game)
    rig.take(game, "left")
    assert game.current == 1 and game.decks[0] == []


def test_halicarnassus_keeps_one_of_fewer_than_five_cards():
    """« regarde les cinq cartes du sommet »: a deck of 2 shows its 2 cards."""
    game = rig.table(3, wonders=["Halicarnassus", "Giza", "Rhodes"])
    rig.built(game, 0, 1)
    rig.give(game, 0, wood=1)
    game.decks[2][:] = [rig.k("glass"), rig.k("blue_3")]
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    game.play(0, Action.look("right"))
    game.play(0, Action.keep(BLUE3))
    assert game.decks[2] == [rig.k("glass")] and game.cards[0][BLUE3] == 1


def test_a_player_with_no_card_to_take_passes_and_the_game_ends_when_nobody_can_take():
    """Not in seed 002 (it never happens in practice): a player whose three decks are empty
    passes; when nobody can take a card, the game ends."""
    game = rig.table(3)
    for deck in game.decks:
        deck.clear()
    game.decks[1].append(BLUE3)          # only players 1 and 2 reach deck 1
    rig.refresh(game)
    game._settle()                       # seat 0 passes; seat 1's only card is taken for it
    assert game.is_over
    assert game.cards[1][BLUE3] == 1 and game.cards[2][BLUE3] == 0
