"""The table drawing (wonderlab/views/arch_table.py): the decks lie where seed 002 puts them.

Seed 002, « Préparer la table »: each wonder's deck is put « face visible dans son sabot entre toi
et ton voisin de gauche », the neutral cards « pioche cachée au centre »; play goes « dans le sens
horaire »; « Les trois sources »: the deck directly on the left, directly on the right, or the
hidden central one.
"""

import math
import random
import re

import pytest

from wonderlab.architects import Game
from wonderlab.core.i18n import set_language
from wonderlab.views.arch_table import CENTRE, table_svg

GROUP = re.compile(r'<g class="wonderlab-(seat|deck|central)" data-(?:seat|deck)="(\d+)"(.*?)</g>', re.S)


def _groups(svg):
    """[(kind, index, attributes and body)] in markup order."""
    return [(kind, int(index), rest) for kind, index, rest in GROUP.findall(svg)]


def _point(rest):
    x, y = re.search(r'data-x="([-\d.]+)" data-y="([-\d.]+)"', rest).groups()
    return float(x), float(y)


def _words(rest):
    return " ".join(re.findall(r"<tspan[^>]*>([^<]*)</tspan>", rest))


def _positions(game):
    groups = _groups(table_svg(game))
    seats = {i: _point(rest) for kind, i, rest in groups if kind == "seat"}
    decks = {i: _point(rest) for kind, i, rest in groups if kind == "deck"}
    return seats, decks


def _side(player, deck):
    """-1 when ``deck`` is on the left of a player sitting at ``player`` and facing the table's
    centre, +1 on their right (SVG's y axis points down, so the usual sign is reversed)."""
    facing = (CENTRE[0] - player[0], CENTRE[1] - player[1])
    towards = (deck[0] - player[0], deck[1] - player[1])
    cross = facing[0] * towards[1] - facing[1] * towards[0]
    return -1 if cross < 0 else 1


@pytest.mark.parametrize("players", range(2, 8))
def test_each_deck_lies_between_its_owner_and_the_owners_left_neighbour(players):
    """Seed 002: « entre toi et ton voisin de gauche »; the engine's left deck is drawn on the
    player's left, the right deck on their right."""
    game = Game(players=players, seed=players)
    svg = table_svg(game)
    order = [(kind, i) for kind, i, _ in _groups(svg)]
    expected = [part for seat in range(players) for part in (("seat", seat), ("deck", seat))]
    assert order == expected + [("central", players)]
    for deck in range(players):
        assert f'data-deck="{deck}" data-between="{deck} {(deck + 1) % players}"' in svg
    seats, decks = _positions(game)
    for seat in range(players):
        assert _side(seats[seat], decks[game.deck_index(seat, "left")]) == -1
        assert _side(seats[seat], decks[game.deck_index(seat, "right")]) == 1


@pytest.mark.parametrize("players", range(3, 8))
def test_a_deck_is_nearer_its_two_players_than_anyone_else_and_the_turn_goes_clockwise(players):
    """Round the table, deck i's two nearest players are seat i and its left neighbour i + 1, and
    the seats follow one another clockwise (« dans le sens horaire »)."""
    seats, decks = _positions(Game(players=players, seed=1))
    for deck, (x, y) in decks.items():
        nearest = sorted(seats, key=lambda s: math.dist(seats[s], (x, y)))[:2]
        assert set(nearest) == {deck, (deck + 1) % players}
    angles = [math.atan2(y - CENTRE[1], x - CENTRE[0]) for x, y in (seats[s] for s in range(players))]
    turns = [(later - earlier) % (2 * math.pi) for earlier, later in zip(angles, angles[1:] + angles[:1], strict=True)]
    assert all(0 < turn < math.pi for turn in turns)      # each step turns clockwise on screen
    assert sum(turns) == pytest.approx(2 * math.pi)       # once round the table


def test_each_side_deck_shows_its_top_card_face_up_and_the_central_deck_only_its_back():
    game = Game(players=4, seed=2)
    game.decks[2].clear()
    groups = {(kind, i): rest for kind, i, rest in _groups(table_svg(game))}
    for deck in (0, 1, 3):
        words = _words(groups["deck", deck])
        assert game.rules.kinds[game.decks[deck][-1]].label in words
        assert f"{len(game.decks[deck])} cards" in words
    assert "empty" in _words(groups["deck", 2]) and "0 card" in _words(groups["deck", 2])
    central = groups["central", 4]
    assert "wonderlab-back" in central
    assert _words(central) == f"central deck {len(game.decks[4])} cards, face down"


def _hide_again(game, rng):
    """The same table with every card nobody sees shuffled: the central deck, and each side deck
    under its top card."""
    other = game.copy()
    rng.shuffle(other.decks[-1])
    for deck in other.decks[:-1]:
        under = deck[:-1]
        rng.shuffle(under)
        deck[:-1] = under
    return other


@pytest.mark.parametrize("players", (2, 5, 7))
def test_the_drawing_never_shows_a_hidden_card(players):
    """Hidden information never leaves the engine: shuffling the cards nobody sees (even the
    central top the Cat showed its holder) leaves the game's whole markup unchanged."""
    rng = random.Random(players)
    game = Game(players=players, seed=9)
    for _ in range(12):
        if not game.is_over:
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    html = game._repr_html_()
    changed = 0
    for _ in range(20):
        other = _hide_again(game, rng)
        changed += other.decks[-1][-1] != game.decks[-1][-1]
        assert other._repr_html_() == html
    assert changed        # the central top did change under the same markup


def test_the_drawing_speaks_french():
    set_language("fr")
    game = Game(players=3, seed=4, wonders=["Ephesus", "Giza", "Babylon"])
    html = game._repr_html_()
    assert "pioche centrale" in html and "cartes, face cachée" in html
    assert "Éphèse" in html and "Gizeh" in html
    assert "entre son propriétaire et son voisin de gauche" in html
    assert "prend le sommet de la pioche à sa gauche (Éphèse), à sa droite (Babylone)" in html
