"""Setup and the course of an Age — seed 000 ("La mise en place", "Le déroulement d'un âge",
"Choisir et jouer sa carte") and seed 003 ("Passage à la main suivante")."""

from collections import Counter

import pytest

from wonderlab.classic import Game, card_set

from . import rig


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_setup_uses_cards_by_printed_count_and_n_plus_2_guilds(players):
    """Seed 000: keep the cards whose printed count is at most the number of players; Age III
    gets n + 2 guilds at random; each Age divides into exactly 7 cards a player."""
    game = Game(players=players, seed=11)
    for age in (1, 2, 3):
        cards = [game.deck[pid] for pid in game._ages[age]]
        assert len(cards) == 7 * players
        assert all(card.age == age for card in cards)
        guilds = [card for card in cards if card.is_guild]
        assert len(guilds) == (players + 2 if age == 3 else 0)
        assert len(set(guilds)) == len(guilds)
        expected = Counter(card for card in card_set().physical_deck(age, players))
        assert Counter(card for card in cards if not card.is_guild) == expected
    assert [len(hand) for hand in game.hands] == [7] * players


def test_guilds_drawn_differ_with_the_seed():
    """Seed 000: the guilds are put back at random."""
    def guilds(seed):
        game = Game(players=3, seed=seed)
        return frozenset(game.deck[pid].name for pid in game._ages[3] if game.deck[pid].is_guild)

    assert len({guilds(seed) for seed in range(8)}) > 1


def test_each_player_starts_with_three_coins():
    """Seed 000: each player receives 3 coins."""
    assert [c.coins for c in Game(players=5, seed=1).cities] == [3] * 5


def test_wonders_and_sides_dealt_at_random_or_chosen():
    """Seed 000: the wonder cards are dealt at random and say which board and side to play."""
    chosen = Game(players=3, seed=1, wonders=["Gizeh", "Rhodes", "Babylon"], sides=["A", "B", "a"])
    assert [(c.wonder.city, c.wonder.side) for c in chosen.cities] == [
        ("Gizah", "A"), ("Rhodos", "B"), ("Babylon", "A")]
    dealt = {tuple((c.wonder.city, c.wonder.side) for c in Game(players=3, seed=s).cities) for s in range(10)}
    assert len(dealt) > 5
    for deal in dealt:
        assert len({city for city, _ in deal}) == 3


def test_choices_are_simultaneous_then_resolved_together():
    """Seed 000: each player chooses in secret; when everyone is ready the cards are played at once."""
    game = rig.table()
    rig.hand(game, 0, "Altar", "Baths", "Theater", "Tavern", "Loom", "Press", "Stockade")
    before = game.state_key()
    game.play(0, rig.action(game, 0, "Discard Altar"))
    assert game.state_key() == before, "nothing happens before everyone has chosen"
    assert game.cities[0].coins == 3 and game.waiting == (1, 2)
    rig.discard_all(game)
    assert game.cities[0].coins == 6 and game.turn == 2


def _hand_ids(game):
    return [tuple(hand) for hand in game.hands]


def test_hands_pass_left_in_ages_one_and_three_and_right_in_age_two():
    """Seed 000: Age I to the left, Age II to the right, Age III to the left (the next player in
    seating order is the left neighbour)."""
    game = Game(players=4, seed=3)
    for age, direction in ((1, +1), (2, -1), (3, +1)):
        assert game.age == age
        before = _hand_ids(game)
        played = {}
        for city in game.waiting:
            action = next(a for a in game.legal_actions(city) if a.kind == "discard")
            played[city] = next(pid for pid in game.hands[city] if game.deck[pid] is action.card)
            game.play(city, action)
        after = _hand_ids(game)
        for city in range(4):
            rest = tuple(pid for pid in before[city] if pid != played[city])
            assert after[(city + direction) % 4] == rest
        while game.age == age and not game.is_over:
            rig.discard_all(game)


def test_sixth_turn_discards_the_last_card_without_coins():
    """Seed 000: on the 6th and last turn players get 2 cards, play one, and the other is
    discarded face down without coins."""
    game = rig.table(wonders=["Gizah", "Rhodos", "Ephesos"])
    while game.turn < 6:
        rig.discard_all(game)
    assert [len(h) for h in game.hands] == [2, 2, 2]
    last = [game.hands[city][1] for city in range(3)]
    coins = [c.coins for c in game.cities]
    for city in game.waiting:
        first = game.deck[game.hands[city][0]]
        game.play(city, next(a for a in game.card_actions(city, first) if a.kind == "discard"))
    assert (game.age, game.turn) == (2, 1)
    assert set(last) <= set(game.discard)
    assert [c.coins - before for c, before in zip(game.cities, coins, strict=True)] == [3, 3, 3], \
        "3 coins for the card discarded by choice, none for the last card"


def test_a_game_lasts_three_ages_of_six_turns():
    """Seed 000: a game is 3 Ages played in turn, each of 6 turns."""
    game = Game(players=3, seed=8)
    turns = 0
    while not game.is_over:
        rig.discard_all(game)
        turns += 1
    assert turns == 18 and game.age == 3
