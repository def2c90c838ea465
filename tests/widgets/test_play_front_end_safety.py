"""What the browser may reach through the table: content it sends, never the server's files;
nothing that lets a seat rebuild the hidden cards; every bad message answered in words.

These are the audit's forged front-end messages (issue 21): a page served by Voilà or Binder is
a stranger's browser talking to our kernel.
"""

import json

import pytest

from wonderlab.core.errors import InvalidRecord
from wonderlab.widgets import PlayTable

from .play_helpers import play_out, rng, synced_text

SEED = 987_654_321


def _send(table, **message):
    table._on_message(table, message, [])
    return table.view["message"]


def test_a_load_message_never_opens_a_path_on_the_server(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    other = PlayTable("classic", players=3, seed=4)
    other.choose(0)
    other.confirm()
    saved = other.save(tmp_path / "other.json")
    table = PlayTable("classic", players=3, seed=1)
    before = table.game.state_key()
    answers = {_send(table, type="load", text=text)
               for text in (str(saved), "/root", "/no/such/folder", "~/.bashrc", "other.json")}
    assert len(answers) == 1, answers           # an existing path and a missing one read the same
    assert answers.pop().startswith("Load: choose a game file")
    assert table.game.state_key() == before
    assert _send(table, type="load", text=saved.read_text()).startswith("Game loaded:")
    assert table.game.state_key() == other.game.state_key()


def test_a_save_message_writes_no_file_and_sends_the_record_to_the_browser(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    table = PlayTable("duel", seed=3)
    sent = []
    table.send = sent.append
    table.choose(0)
    table.confirm()
    answer = _send(table, type="save")
    assert list(tmp_path.iterdir()) == []
    assert len(sent) == 1 and sent[0]["type"] == "download"
    assert answer == f"Game saved: your browser downloads {sent[0]['name']}"
    again = PlayTable("duel", seed=0)
    again.load(sent[0]["text"])
    assert again.game.state_key() == table.game.state_key()


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("duel", 2), ("architects", 3)])
def test_the_seed_is_in_no_output_bundle_repr_or_view(game, players):
    table = PlayTable(game, players=players, seed=SEED)
    seen = [repr(table), json.dumps(table._repr_mimebundle_(), default=str), synced_text(table)]
    assert not any(str(SEED) in text for text in seen)
    assert repr(table).endswith("in play>")
    play_out(table, rng(1))
    seen = [repr(table), json.dumps(table._repr_mimebundle_(), default=str), synced_text(table)]
    assert not any(str(SEED) in text for text in seen)
    bundle = table._repr_mimebundle_()
    bundle = bundle[0] if isinstance(bundle, tuple) else bundle
    assert bundle["text/plain"].endswith("game over>")


@pytest.mark.parametrize("message", [
    {"type": "select", "card": []}, {"type": "select", "card": {"a": 1}}, {"type": "load", "text": []},
    {"type": "load"}, {"type": "language", "lang": ["en"]}, {"type": "review", "step": []},
    {"type": ["choose"]}, {"type": "choose", "index": {}}])
def test_a_bad_message_is_answered_in_words_and_cleared_by_the_next_action(message):
    table = PlayTable("classic", players=3, seed=2)
    before = table.game.state_key()
    answer = _send(table, **message)
    assert answer and "Something went wrong" not in answer and "Error" not in answer, answer
    assert table.game.state_key() == before
    card = table.view["options"][0]["card"]
    assert _send(table, type="select", card=card) == ""


def test_load_of_a_list_from_python_is_refused_in_words():
    table = PlayTable("classic", players=3, seed=2)
    with pytest.raises(InvalidRecord, match="give a GameRecord, its JSON text or a file's path"):
        table.load([])


@pytest.mark.parametrize("via", ["python", "message"])
def test_a_save_with_fewer_players_than_the_humans_seat_is_refused(via):
    small = PlayTable("classic", players=3, seed=5).record().to_json()
    table = PlayTable("classic", players=5, seed=1, you=4)
    table.choose(0)
    table.confirm()
    before, view = table.game.state_key(), dict(table.view)
    if via == "python":
        with pytest.raises(InvalidRecord, match="3 players, but the table's human sits at seat 4"):
            table.load(small)
    else:
        assert "3 players, but the table's human sits at seat 4" in _send(table, type="load", text=small)
    assert table.game.state_key() == before
    assert table.view["hand"] == view["hand"] and table.table.humans == (4,)
    table.choose(0)
    table.confirm()                      # the table plays on
