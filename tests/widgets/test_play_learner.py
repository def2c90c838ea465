"""The table as a learner reads it (issue 18): what is shown is what plays, every text says what
it means, in the language chosen. Driven from Python exactly as clicks drive it."""

import random

import pytest

from wonderlab.table import Table
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng


def _cards_with_options(table):
    return list(dict.fromkeys(o["card"] for o in table.view["options"] if o["card"] is not None))


def test_clicking_another_card_lets_go_of_the_pick_so_confirm_plays_only_what_is_shown():
    table = PlayTable("classic", players=3, seed=1)
    first, second = _cards_with_options(table)[:2]
    table.select(first)
    pick = next(o["index"] for o in table.view["options"] if o["card"] == first)
    table.choose(pick)
    table.select(second)                   # the pick of the first card is no longer shown
    assert table.view["pick"] is None
    before = table.game.record().to_json()
    table._on_message(table, {"type": "confirm"}, [])      # the Confirm click: refused, said
    assert "Choose an option first" in table.view["message"]
    assert table.game.record().to_json() == before


def test_option_numbers_count_the_options_shown_not_every_option_of_the_turn():
    table = PlayTable("classic", players=3, seed=1)
    last = _cards_with_options(table)[-1]
    table.select(last)
    shown = [o for o in table.view["options"] if o["card"] == last]
    assert shown[0]["index"] > 0                  # its global index is not what a learner reads
    assert [o["number"] for o in shown] == list(range(1, len(shown) + 1))
    assert all("number" not in o for o in table.view["options"] if o["card"] != last)


def _military(table, text):
    return 0 if "shield" in text.lower() or "Build" in text else None


def test_a_duel_won_by_supremacy_says_so_in_the_status_the_scores_and_the_chart():
    # Rule (7 Wonders Duel, seed 004): the Conflict pawn in the rival's capital wins at once.
    table = Table("duel", seed=5, bots="random")
    play_out(table, random.Random(5), prefer=_military)
    assert table.game.result == "military supremacy"
    state = table.state()
    assert "Military supremacy" in state["status"]
    assert "Military supremacy" in state["scores"]["outcome"]
    assert "Military supremacy" in state["review"]["progress"]["outcome"]
    points = Table("classic", players=3, seed=1)
    play_out(points, rng(1))
    assert points.state()["scores"]["outcome"] == "" and "supremacy" not in points.state()["status"]


def test_the_whole_log_follows_a_language_switch_lines_written_before_it_included():
    table = PlayTable("classic", players=3, seed=4)
    for _ in range(2):
        table.choose(0)
        table.confirm()
    assert any(" built " in line for line in table.view["log"])
    table.language("fr")
    log = table.view["log"]
    assert log and not any(" built " in line or " discarded " in line for line in log), log
    assert any("a construit" in line or "a défaussé" in line for line in log)
    play_out(table, rng(4))
    table.language("en")
    table.language("fr")
    review = table.view["review"]["log"]
    assert review[0].startswith("Âge I · tour 1") and not any(" built " in line for line in review)
    table.review(2)
    assert table.view["log"] and all(" built " not in line for line in table.view["log"])


def test_the_free_citys_choice_is_said_in_the_status_not_your_move():
    # Rule (7 Wonders, two players): a player chooses the Free City's card as well as their own.
    table = PlayTable("classic", players=2, seed=5, names=["Ana", "Bo"])
    statuses = []

    def look(t, state):
        if any("Free City" in n for n in state["notes"]):
            statuses.append(state["status"])

    play_out(table, rng(2), on_state=look)
    assert statuses, "the Free City's choice never came"
    assert all("your choice for Free City" in s and "your move" not in s for s in statuses), statuses


def test_two_winners_are_winners(monkeypatch):
    table = Table("classic", players=3, seed=1)
    monkeypatch.setattr(type(table.game), "winners", lambda game: ["Ana"])
    assert table.winners_text() == "Winner: Ana"
    monkeypatch.setattr(type(table.game), "winners", lambda game: ["Ana", "Bo"])
    assert table.winners_text() == "Winners: Ana, Bo"
    table.lang = "fr"
    with table._language():
        assert table.winners_text() == "Vainqueurs : Ana, Bo"


@pytest.mark.parametrize(("game", "says_hand"), [("classic", True), ("duel", False), ("architects", False)])
def test_the_pass_button_speaks_of_a_hand_only_where_the_game_has_one(game, says_hand):
    table = PlayTable(game, you=[0, 1], **({"players": 3} if game != "duel" else {}))
    assert ("hand" in table.view["labels"]["ok"]) == says_hand


def test_the_cat_sentence_says_you_hold_it_only_when_you_do():
    # Rule (7 Wonders Architects, seed 002): the Cat holder looks at the central deck's top card
    # at the start of their turn; they keep knowing it once the Cat has moved on.
    table = Table("architects", players=3, seed=4, bots="random")
    choose, told = random.Random(4), []
    while not table.is_over:
        state = table.state()
        holder = [p["cat"] for p in state["board"]["players"]][0]
        told += [(holder, note) for note in state["notes"] if "central deck's top" in note]
        table.choose(choose.randrange(len(table.option_list())))
        table.confirm()
    assert any(not holder for holder, _ in told), "the Cat never moved on while the top was known"
    for holder, note in told:
        assert ("The Cat lets you see" in note) == holder, note


def test_progress_tokens_and_wonder_powers_say_what_they_do_in_the_options():
    duel = Table("duel", seed=0, bots="random")
    choose = random.Random(0)
    while not any(o.action.kind == "token" for o in duel.option_list()):
        duel.choose(choose.randrange(len(duel.option_list())))
        duel.confirm()
    token = next(o for o in duel.option_list() if o.action.kind == "token")
    assert any(step.startswith("Agriculture: ") and "6 coins" in step for step in token.steps), token.steps

    arch = Table("architects", players=3, seed=1, bots="random", wonders=["Babylon", "Alexandria", "Giza"])
    tokens = set()
    while not arch.is_over:
        for o in arch.option_list():
            if o.action.kind == "progress" and o.action.token != "hidden":
                tokens.update(s for s in o.steps if s.startswith(o.action.token.capitalize() + ": "))
        kinds = [o.action.kind for o in arch.option_list()]
        arch.choose(next((i for i, k in enumerate(kinds) if k in ("build", "progress")), 0))
        arch.confirm()
    assert tokens, "no Progress token option said what the token does"
    # a stage is built by itself once its cards are there: the stage drawn says what it does
    stages = arch.state()["board"]["players"][0]["stages"]
    assert [bool(s["power"]) for s in stages] == [False, True, False, True, False]
    assert stages[1]["power"].startswith("Babylon's power: choose a Progress token")


def test_the_review_clicks_nothing_on_the_board_and_never_names_a_card_by_its_key():
    table = PlayTable("duel", seed=5, bots="greedy")
    play_out(table, rng(5))
    drawn = 0
    for step in range(table.view["review"]["steps"]):
        table.review(step)
        structure = table.view["board"]["structure"]
        drawn += len(structure)
        assert not any(s["actionable"] for s in structure), step
    assert drawn
    key, name = "theater", "Theater"
    table._on_message(table, {"type": "select", "card": key}, [])       # a click on a review card
    assert key not in table.view["message"].replace(name, "")
    assert "not a card you may act on" in table.view["message"]


def test_the_review_shows_the_humans_cards_and_options_at_their_steps_and_marks_the_ages():
    table = PlayTable("classic", players=3, seed=1)
    play_out(table, rng(1))
    table.review(3)
    choices = table.view["review"]["choices"]
    assert choices["name"] == "Player 1" and len(choices["hand"]) == 4
    assert choices["options"] and all(isinstance(o, str) for o in choices["options"])
    table.review(table.view["review"]["steps"])
    assert table.view["review"]["choices"] is None          # the end: nothing left to choose
    marks = table.view["review"]["progress"]["marks"]
    assert [m["label"] for m in marks] == ["Age I", "Age II", "Age III"]
    assert [m["step"] for m in marks] == [0, 6, 12]


@pytest.mark.parametrize("players", [2, 7])
def test_the_architects_review_marks_turns_with_room_for_their_labels(players):
    """Architects has no Ages: the review marks the start of every 5th turn, or every 10th,
    15th… in a long game, so that at most 8 labels share the chart's width ("Turn 6urn 11urn 16"
    ran together, issue 35)."""
    table = PlayTable("architects", players=players, seed=4)
    play_out(table, rng(4))
    shots = table.table.snapshots()
    marks = table.view["review"]["progress"]["marks"]
    last = shots[-1].turn
    stride = 5 * -(-last // 40)
    assert 2 <= len(marks) <= 8
    for mark in marks:
        shot, before = shots[mark["step"]], shots[mark["step"] - 1]
        assert shot.turn != before.turn and shot.turn % stride == 1       # a turn's first step
        assert mark["label"] == f"Turn {shot.turn}"
    assert len(marks) == len([t for t in range(2, last + 1) if t % stride == 1])
