"""A turn of each game by clicks in JupyterLab (issue 9, "Tests in a real browser"): click a
card, pick an option, undo, pick again from the keyboard, confirm; after every click the page
shows what the same table shows in Python (status, coins, log, options, the pick)."""

import pytest

from .table import Clicks, Mirror, play, table_cell

TABLES = {
    "classic": {"players": 4, "seed": 2026},
    "duel": {"seed": 5, "bots": "greedy"},
    "architects": {"players": 3, "seed": 1},
}


@pytest.mark.parametrize("game", TABLES)
def test_a_turn_by_clicks_with_undo_redraws_the_table(game, in_lab, notebook):
    in_lab.open(notebook(table_cell(game, TABLES[game]))).run_all()
    page, mirror = Clicks(in_lab, game).appear(), Mirror(game, **TABLES[game])
    page.shot("first-drawing")
    mirror.check(page, "the first drawing")

    for _ in range(8 if game == "duel" else 0):   # the wonder draft: picks without a card
        if page.cards():
            break
        play(page, mirror, min(page.options()))
        page.shot("card-less-pick")
    cards = page.cards()
    if game != "architects":     # Architects takes from decks: its options need no card click
        assert cards, "no card to click on the table"
    if cards:
        page.select(cards[0])
        mirror.table.select(cards[0])
        page.shot("card-clicked")
        mirror.check(page, f"clicking card {cards[0]}")

    shown = sorted(page.options())
    assert shown, "clicking the card showed no option"
    first, again = shown[0], shown[-1]
    page.choose(first)
    mirror.table.choose(first)
    page.shot("picked")
    mirror.check(page, f"picking option {first}")
    assert page.picked() == first

    page.undo()
    mirror.table.undo()
    page.shot("undone")
    mirror.check(page, "undo")
    assert page.picked() is None

    page.choose(again, keyboard=True)
    mirror.table.choose(again)
    page.shot("picked-again")
    mirror.check(page, f"picking option {again} from the keyboard")

    status, coins = page.status(), page.coins()
    page.confirm()
    mirror.table.confirm()
    page.shot("confirmed")
    mirror.check(page, "confirm")
    assert page.status() != status, "the status did not move on after Confirm"
    assert page.log(), "the log says nothing after the turn"
    if game != "architects":     # Architects has no coins
        assert isinstance(coins, int) and isinstance(page.coins(), int)


def test_hot_seat_hides_the_hand_until_the_next_player_takes_the_table(in_lab, notebook):
    options = {"players": 3, "seed": 9, "you": [0, 1]}
    in_lab.open(notebook(table_cell("classic", options))).run_all()
    page, mirror = Clicks(in_lab, "classic").appear(), Mirror("classic", **options)
    first_hand = page.cards()
    page.select(first_hand[0])
    mirror.table.select(first_hand[0])
    play(page, mirror, min(page.options()))
    page.shot("pass-screen")
    assert page.cards() == [], "the pass screen shows a hand"
    assert page.options() == {}
    page.click("pass-ok", "the next player taking the table")
    mirror.table.pass_ok()
    page.shot("second-seat")
    mirror.check(page, "passing the table")
    second_hand = page.cards()
    assert second_hand and second_hand != first_hand
    page.select(second_hand[-1], keyboard=True)
    mirror.table.select(second_hand[-1])
    play(page, mirror, max(page.options()))
    page.shot("second-seat-played")


def test_the_language_switch_redraws_the_table_in_french(in_lab, notebook):
    options = {"players": 3, "seed": 4}
    in_lab.open(notebook(table_cell("classic", options))).run_all()
    page, mirror = Clicks(in_lab, "classic").appear(), Mirror("classic", **options)
    english = page.status()
    page._redraw("the table redrawn in French",
                 lambda: page.root.locator('select[data-role="language"]').select_option("fr"))
    mirror.table.language("fr")
    page.shot("in-french")
    mirror.check(page, "switching to French")
    assert page.status() != english and "à vous de jouer" in page.status()
