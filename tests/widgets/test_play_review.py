"""The post-game review (issue 9, "When the game ends"): the score progress ends on the final
totals, and every city's tucked cards are revealed at every step, the last one included."""

import pytest

from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng


@pytest.mark.parametrize(("game", "players", "seed"), [
    ("classic", 3, 1), ("classic", 2, 4), ("classic", 5, 7),
    ("duel", 2, 3), ("duel", 2, 11),
    ("architects", 3, 2), ("architects", 4, 5), ("architects", 7, 9)])
def test_the_score_progress_ends_on_the_final_totals(game, players, seed):
    # Architects ends within a turn, with its end-of-game scoring: seed 2 ended at P2 40 in the
    # progress while the score table said 47.
    table = PlayTable(game, players=players, seed=seed)
    play_out(table, rng(seed))
    progress = table.view["review"]["progress"]
    finals = {p["name"]: p["total"] for p in table.view["scores"]["players"]}
    assert {name: series[-1] for name, series in zip(progress["names"], progress["series"], strict=True)} == finals
    assert all(len(series) == table.view["review"]["steps"] + 1 for series in progress["series"])


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (3, 6), (2, 4)])
def test_the_review_reveals_every_citys_tucked_cards_at_every_step(players, seed):
    table = PlayTable("classic", players=players, seed=seed)
    play_out(table, rng(seed))
    steps = table.view["review"]["steps"]
    for step in (steps, steps - 1, 0, steps):
        table.review(step)
        cities = table.view["board"]["cities"]
        shot = table.table.snapshots()[step]
        assert [c["tucked_cards"] for c in cities] == [
            [shot.deck[pid].label for pid in shot.tucked[i]] for i in range(len(cities))]
    assert any(c["tucked_cards"] for c in table.view["board"]["cities"]), "nobody built a stage"
