"""Setup and the turn — seed 002, « Préparer la table » and « Les trois sources »."""

from collections import Counter

import pytest

from wonderlab.architects import Game, ruleset
from wonderlab.architects.actions import Action
from wonderlab.architects.rules import BLUE3, KINDS
from wonderlab.core.errors import IllegalAction

from . import rig


def test_setup_conflict_tokens_by_player_count():
    """Seed 002: « trois à deux ou trois joueurs, quatre à quatre joueurs, cinq à cinq joueurs et
    six à six ou sept joueurs », all on their Peace side."""
    games = [Game(players=n, seed=1) for n in range(2, 8)]
    assert [g.conflicts for g in games] == [3, 3, 4, 5, 6, 6]
    assert all(g.war == 0 for g in games)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_setup_each_wonder_deck_lies_between_its_player_and_the_left_neighbour(players):
    """Seed 002: « Mélange son paquet associé et pose-le ... entre toi et ton voisin de gauche »;
    the unused wonders and decks are put away."""
    game = Game(players=players, seed=players)
    assert len(game.decks) == players + 1
    for i, wonder in enumerate(game.wonders):
        assert Counter(game.decks[i]) == Counter({k: n for k, n in enumerate(wonder.deck) if n})
        assert game.deck_index(i, "left") == i                        # my own deck, on my left
        assert game.deck_index(game.left(i), "right") == i            # my left neighbour's right deck
    assert len({w.id for w in game.wonders}) == players
    assert sum(map(len, game.decks)) == 25 * players + 60


def test_setup_wonder_decks_are_shuffled():
    """Seed 002: « Mélange son paquet associé »: the order differs from seed to seed."""
    orders = {tuple(Game(players=2, seed=s, wonders=["Giza", "Rhodes"]).decks[0]) for s in range(6)}
    assert len(orders) == 6


def test_setup_central_deck_and_three_progress_tokens_face_up():
    """Seed 002: « Mélange les cartes neutres et pose leur pioche cachée au centre ... Mélange les
    quinze Progrès face cachée ; révèle-en trois »."""
    game = Game(players=3, seed=4)
    central = game.decks[3]
    assert Counter(central) == Counter({k: n for k, n in enumerate(ruleset().central_deck) if n})
    assert len(central) == 60
    assert len(game.face_up) == 3 and len(game.stack) == 12
    assert Counter(game.face_up + game.stack)["culture"] == 2


def test_setup_cat_in_the_middle_and_the_youngest_starts():
    """Seed 002: « le Chat est au centre. Le plus jeune commence »."""
    game = Game(players=5, seed=2)
    assert game.cat is None
    assert game.current == 0 and game.waiting == (0,)
    assert game.victories == [0] * 5


def test_a_turn_takes_the_left_top_the_right_top_or_the_hidden_central_top():
    """Seed 002: « Prends le sommet du paquet visible directement à gauche, celui directement à
    droite ou la première carte cachée centrale »."""
    game = rig.table(3)
    assert game.legal_actions(0) == [Action.take("left"), Action.take("right"), Action.take("central")]
    assert game.legal_actions(1) == []


def test_a_taken_card_goes_in_front_of_the_player():
    """Seed 002: « puis pose-la devant toi »."""
    game = rig.table(3)
    rig.top(game, "right", "blue_3")
    before = len(game.decks[2])
    rig.take(game, "right")
    assert game.cards[0][BLUE3] == 1
    assert len(game.decks[2]) == before - 1


def test_turns_go_clockwise_from_the_youngest():
    """Seed 002: « Le plus jeune commence, puis on joue dans le sens horaire »: seat 0, 1, 2, 0."""
    game = rig.table(3)
    seen = []
    for _ in range(4):
        seen.append(game.current)
        rig.top(game, "central", "blue_3")
        rig.take(game, "central")
    assert seen == [0, 1, 2, 0]


def test_an_empty_deck_stays_empty():
    """Seed 002: « Si un paquet est vide, il le reste : on ne recycle pas la défausse »."""
    game = rig.table(3)
    rig.empty(game, "left")
    assert Action.take("left") not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="empty"):
        game.play(0, Action.take("left"))
    for _ in range(6):
        rig.top(game, "central", "blue_3")
        rig.take(game, "central")
    assert game.decks[0] == []


def test_card_kinds_and_box_counts_match_the_reference():
    """The 235 cards of the box: 7 decks of 25 and a central deck of 60."""
    rules = ruleset()
    assert len(KINDS) == 14
    assert [sum(w.deck) for w in rules.wonders] == [25] * 7
    assert sum(rules.central_deck) + sum(sum(w.deck) for w in rules.wonders) == 235
    assert sorted(w.total_points for w in rules.wonders) == [20, 22, 22, 24, 25, 26, 30]
    assert sum(t.copies for t in rules.tokens) == 15
