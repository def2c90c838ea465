"""The coach at the table (issue 17): table.hint(), the hints switch, hints_used, table.analysis()."""

import pytest

from wonderlab.widgets.play import PlayTable


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("duel", 2), ("architects", 3)])
def test_a_hint_at_the_table_is_shown_for_this_decision_and_counted(game, players):
    table = PlayTable(game, players=players, seed=4)
    assert table.hints_used is False and table.view["coach"]["hint"] is None
    frame = table.hint(playouts=24)
    assert table.hints_used is True
    rows = table.view["coach"]["hint"]["rows"]
    assert [r["action"] for r in rows] == list(frame["action"])
    table.choose(0)
    table.confirm()
    if not table.is_over:
        assert table.view["coach"]["hint"] is None      # the next decision has no hint yet


def test_a_table_with_hints_off_refuses_in_words_and_the_click_raises_nothing():
    table = PlayTable("classic", players=3, seed=1, hints=False)
    with pytest.raises(ValueError, match="hints are off"):
        table.hint(playouts=10)
    table._on_message(None, {"type": "hint"}, None)
    assert table.view["message"] == "hints are off at this table" and table.hints_used is False
    assert table.view["coach"]["hints"] is False


def test_the_analysis_after_a_game_jumps_to_review_steps():
    table = PlayTable("duel", seed=2, bots="greedy")
    while not table.is_over:
        table.choose(0)
        table.confirm()
    with pytest.raises(ValueError):
        PlayTable("duel", seed=2).analysis(playouts=4)
    frame = table.analysis(playouts=4, progress=False)
    shown = table.view["coach"]["analysis"]["rows"]
    assert 3 <= len(shown) <= 5
    steps = len(table.table.snapshots())
    assert all(0 <= r["review_step"] < steps for r in shown)
    assert set(r["step"] for r in shown) <= set(frame["step"])
    table._on_message(None, {"type": "review", "step": shown[0]["review_step"]}, None)
    assert table.view["review"]["step"] == shown[0]["review_step"]
    # the review marks what was played and what the coach proposes, in the options' own words
    mark = table.view["coach"]["mark"]
    assert (mark["chosen"], mark["best"]) == (shown[0]["chosen_words"], shown[0]["best_words"])
    row = next(r for r in frame if r["step"] == shown[0]["step"])
    assert mark["chosen"] == row["chosen_words"] and " " in mark["chosen"]


def test_the_review_button_analyses_with_the_tables_own_budget():
    """``PlayTable(analysis_playouts=…)`` is the budget of the review's "Analyse my decisions"
    (the button calls the analysis without one); a budget that is not a whole number of games
    is refused in one sentence."""
    from wonderlab.table import coach

    table = PlayTable("duel", seed=2, bots="greedy", analysis_playouts=4)
    while not table.is_over:
        table.choose(0)
        table.confirm()
    frame = coach.analysis(table.table)
    assert frame.attrs["playouts"] == 4
    assert table.table.coach_analysis["done"] == len(frame)
    # issue 37: the review says the game's accuracy, the analysis's own figure
    from wonderlab.lab.analyse import accuracy

    kept = coach.coach_state(table.table)["analysis"]
    assert kept["accuracy"] == round(accuracy(frame), 1) and 0 <= kept["accuracy"] <= 100
    assert kept["accuracy_text"] == f"{frame.attrs['name']}'s accuracy: {accuracy(frame):.1f} % over {len(frame)} decisions"
    for wrong in (0, -3, 2.5, True, "12"):
        with pytest.raises(ValueError, match=r"^analysis_playouts: .*expected a whole number of games per decision"):
            PlayTable("duel", seed=2, analysis_playouts=wrong)


def test_the_table_says_the_accuracy_once_the_game_is_over_in_its_language():
    """Issue 37: ``table.accuracy()`` (the play notebooks' last cell) says when it comes before
    the end, then the analysis's own figure, in the table's language."""
    from wonderlab.lab.analyse import accuracy

    table = PlayTable("duel", seed=2, bots="greedy", analysis_playouts=4, lang="fr")
    assert table.accuracy().startswith("Votre précision vient une fois la partie finie : ")
    while not table.is_over:
        table.choose(0)
        table.confirm()
    said = table.accuracy()
    frame = table.analysis(progress=False)
    assert frame.attrs['name'] == "Joueur 1"          # a French table's players nobody named
    assert said == f"Précision de Joueur 1 : {accuracy(frame):.1f}\u202f% sur {len(frame)} décisions".replace(".", ",")
