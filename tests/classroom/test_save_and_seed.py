"""Save and the seed (issue 40): a saved game holds the seed of the deal, from which every hand can
be dealt again, so in a classroom session no seed reaches the browser before the game ends."""

import json
import random

from wonderlab.classroom.session import new_session
from wonderlab.classroom.student import student_table
from wonderlab.widgets.play import PlayTable

SEED = 987_654_321


def sent_by_save(widget):
    sent = []
    widget.send = sent.append
    widget._on_message(widget, {"type": "save"}, [])          # the Save button's message
    return sent


def test_a_classroom_table_mid_game_sends_no_seed_and_says_why():
    widget = student_table(new_session("duel", seed=SEED), "Ana")
    widget.choose(0)
    widget.confirm()
    assert not widget.is_over
    assert sent_by_save(widget) == []
    synced = json.dumps(widget.get_state(), default=str)
    assert str(SEED) not in synced
    assert "Save comes at the end of the game" in widget.view["message"]


def test_a_finished_classroom_game_is_saved_with_its_seed():
    widget = student_table(new_session("duel", seed=SEED), "Ana")
    rng = random.Random(1)
    while not widget.is_over:
        widget.choose(rng.randrange(len(widget.options())))
        widget.confirm()
    sent = sent_by_save(widget)
    assert len(sent) == 1 and json.loads(sent[0]["text"])["seed"] == SEED


def test_a_table_outside_a_class_still_saves_mid_game():
    widget = PlayTable("duel", seed=SEED)
    sent = sent_by_save(widget)
    assert len(sent) == 1 and json.loads(sent[0]["text"])["seed"] == SEED
