"""The three Age card structures, position by position, and how a game ends early."""

import pytest

from wonderlab.duel.cards import board

from .duelkit import CARDS, after_draft, do, put


def geometry(age):
    """Each position's (row, column), and who covers it by the overlap rule of the rules booklet:
    the card at (row r, column c) lies under the cards at (r+1, c-1) and (r+1, c+1)."""
    structure = board().structures[age]
    places = list(zip(structure.rows, structure.columns, strict=True))
    covered_by = [[q for q, (r2, c2) in enumerate(places) if r2 == r + 1 and abs(c2 - c) == 1]
                  for r, c in places]
    return places, covered_by


def ancestors(covered_by, position):
    found, todo = set(), list(covered_by[position])
    while todo:
        q = todo.pop()
        if q not in found:
            found.add(q)
            todo.extend(covered_by[q])
    return found


def game_at(age, seed=1):
    game = after_draft(seed)
    if age > 1:
        game._start_age(age, 0)
    return game


@pytest.mark.parametrize("age, rows", [(1, [2, 3, 4, 5, 6]), (2, [6, 5, 4, 3, 2]), (3, [2, 3, 4, 2, 4, 3, 2])])
def test_structure_rows_and_faces(age, rows):
    """Seed 004: Age I « 2 cartes visibles, 3 cachées, 4 visibles, 5 cachées, 6 visibles »; board
    data: Age II the other way round, Age III 2-3-4-2-4-3-2; odd rows face up."""
    structure = board().structures[age]
    assert [structure.rows.count(r) for r in range(1, len(rows) + 1)] == rows
    assert all(structure.face_up[q] == (structure.rows[q] % 2 == 1) for q in range(20))
    _, covered_by = geometry(age)
    assert [sorted(c) for c in structure.covered_by] == covered_by
    game = game_at(age)
    assert game.accessible() == [q for q in range(20) if not covered_by[q]]
    assert game.revealed == list(structure.face_up)


@pytest.mark.parametrize("age", [1, 2, 3])
@pytest.mark.parametrize("position", range(20))
def test_each_position_becomes_accessible_and_turns_over_when_uncovered(age, position):
    """Seed 004: « tu prends une carte accessible, qu'aucune autre carte ne recouvre, même en partie.
    Après ton tour, retourne les cartes cachées qui viennent de se libérer »."""
    _, covered_by = geometry(age)
    game = game_at(age)
    above = sorted(ancestors(covered_by, position), reverse=True)
    for q in above:
        assert position not in game.accessible()
        do(game, "discard", card=CARDS[game.slots[q]].name)
        expected = [p for p in range(20) if game.slots[p] is not None
                    and all(game.slots[c] is None for c in covered_by[p])]
        assert game.accessible() == expected
        assert all(game.revealed[p] for p in expected)          # turned over once free
        hidden = [p for p in range(20) if game.slots[p] is not None and not game.revealed[p]]
        view = game.view(game.current)["structure"]
        assert [s["position"] for s in view if s["card"] is None] == hidden
    assert position in game.accessible() and game.revealed[position]
    assert game.card_at(position) is CARDS[game.slots[position]]


def test_a_supremacy_ends_the_game_in_the_middle_of_an_age():
    """Seed 004: « Ces deux victoires arrêtent la partie sur-le-champ »."""
    game = after_draft(4)
    game.pawn = 8
    put(game, "Guard Tower")
    do(game, "build", card="Guard Tower")
    assert game.is_over and game.age == 1 and game.remaining == 19
    assert game.legal_actions(0) == game.legal_actions(1) == [] and game.waiting == ()
