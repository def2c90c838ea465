"""The official 2-player variant with the Free City — seed 000 ("La variante à 2 joueurs",
"La mise en place spécifique", "Le déroulement à 2 joueurs").

Cities: 0 and 1 are the players, 2 is the Free City, seated between them: the Free City's left
neighbour is player 0 (next in seating order), its right neighbour player 1."""

import pytest

from wonderlab.classic import Action, Game, card_set
from wonderlab.core.errors import IllegalAction

from . import rig


def test_setup_uses_the_three_player_cards_and_a_draw_pile_of_seven():
    """Seed 000: the cards of a 3-player game; each player a hand of 7, the other 7 a draw pile;
    the player to the left of the Free City holds the Free City card."""
    game = Game(players=2, seed=4)
    assert len(game.cities) == 3 and game.names[2] == "Free City"
    assert all(len(game._ages[age]) == 21 for age in (1, 2, 3))
    assert game.holder == 0
    assert [len(h) for h in game.hands] == [8, 7, 0], "the holder has drawn the pile's top card"
    assert len(game.pile) == 6
    assert [c.coins for c in game.cities] == [3, 3, 3]


def test_the_holder_chooses_for_the_free_city_first_then_for_themself():
    """Seed 000: the holder draws, then chooses two cards: one for the Free City, one for their
    own city; the opponent chooses normally."""
    game = Game(players=2, seed=4)
    assert game.waiting == (1, 2)
    with pytest.raises(IllegalAction, match="choose the Free City's card first"):
        game.play(0, Action.discard(game.hand(0)[0]))
    chosen = game.legal_actions(2)[0]
    copies = game.hand(2).count(chosen.card)
    game.play(2, chosen)
    assert game.waiting == (0, 1)
    assert game.hand(0).count(chosen.card) == copies - 1, "that card is the Free City's now"
    assert len(game.hand(0)) == 7


def test_hands_cross_the_frontier_and_the_free_city_card_goes_with_them():
    """Seed 000: at the end of the turn the players swap the packs across the Frontier: the
    opponent plays for the Free City next turn."""
    game = Game(players=2, seed=4)
    game.play(2, game.legal_actions(2)[-1])
    for city in game.waiting:
        game.play(city, game.legal_actions(city)[-1])
    assert game.turn == 2 and game.holder == 1
    assert [len(h) for h in game.hands] == [6, 7, 0]


def test_who_starts_with_the_free_city_card_alternates_by_age():
    """Seed 000: left in Age I, right in Age II, left in Age III."""
    game = Game(players=2, seed=9)
    seen = {}
    while not game.is_over:
        seen.setdefault(game.age, game.holder)
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[-1])
    assert seen == {1: 0, 2: 1, 3: 0}


def test_the_last_card_of_the_draw_pile_is_discarded_on_the_sixth_turn():
    """The pile holds 7 cards for 6 turns: its last card is discarded with the players' last cards."""
    game = Game(players=2, seed=2)
    while game.turn < 6:
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[-1])
    last_of_pile = list(game.pile)
    assert len(last_of_pile) == 1 and len(game.hands[game.holder]) == 3
    for _ in range(2):                          # the Free City's card, then the players'
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[-1])
    assert game.age == 2 and last_of_pile[0] in game.discard


def free_city_table():
    game = rig.table(players=2, wonders=["Gizah", "Rhodos", "Ephesos"])
    return game


def test_the_free_city_must_chain_when_it_can():
    """Seed 000: if the card played for the Free City can be chained, the chain is obligatory."""
    game = free_city_table()
    rig.build(game, 2, "Scriptorium", "Quarry", "Loom")          # it could also pay for the Library
    rig.hand(game, 2, "Library", "Altar", "Theater", "Pawnshop", "Tavern", "Loom", "Press", "Baths")
    options = [str(a) for a in game.card_actions(2, "Library")]
    assert options == ["Build Library for free, chained from Scriptorium"]
    with pytest.raises(IllegalAction, match="must build Library through its chain from Scriptorium"):
        game.play(2, Action.discard(card_set().by_name("Library")))


def test_the_free_city_discards_only_when_it_can_build_nothing():
    """Seed 000: the Free City may discard for 3 coins only if it cannot build anything."""
    game = free_city_table()
    rig.hand(game, 2, "Altar", "Palace", "Senate", "Pantheon")
    assert "discard" not in [a.kind for a in game.legal_actions(2)]
    with pytest.raises(IllegalAction, match="may discard only when it can build nothing"):
        game.play(2, Action.discard(card_set().by_name("Palace")))
    rig.hand(game, 2, "Palace", "Senate", "Pantheon")
    rig.coins(game, 2, 0)
    assert {a.kind for a in game.legal_actions(2)} == {"discard"}


def test_the_free_city_trades_with_its_neighbours():
    """Seed 000: the Free City buys resources from its neighbours the normal way; the holder
    picks where it buys."""
    game = free_city_table()
    rig.hand(game, 2, "Baths", "Barracks", "Altar", "Theater", "Pawnshop", "Tavern", "Loom", "Press")
    splits = [(a.payment.left, a.payment.right) for a in game.card_actions(2, "Baths") if a.kind == "build"]
    assert splits == [(2, 0)], "stone from Gizah, its left neighbour"
    splits = [(a.payment.left, a.payment.right) for a in game.card_actions(2, "Barracks") if a.kind == "build"]
    assert splits == [(0, 2)], "ore from Rhodos, its right neighbour"
    game.play(2, rig.action(game, 2, "Build Baths"))
    game.play(0, rig.action(game, 0, "Discard"))
    game.play(1, rig.action(game, 1, "Discard"))
    assert [c.coins for c in game.cities] == [3 + 2 + 3, 6, 1]


def test_a_two_player_game_is_scored_with_the_free_city_but_won_by_a_player():
    game = Game(players=2, seed=12)
    while not game.is_over:
        for city in game.waiting:
            game.play(city, game.legal_actions(city)[0])
    assert len(game.scores()) == 3
    assert set(game.winners()) <= {"Player 1", "Player 2"}
