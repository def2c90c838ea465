"""The engine's contracts: immutable values, errors that change nothing, records that replay,
copies, languages, and imports that stay light."""

import dataclasses
import json
import subprocess
import sys

import pytest

from wonderlab import set_language
from wonderlab.classic import Action, Game, card_set
from wonderlab.classic.payment import Payment
from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.core.i18n import LANGUAGES, catalog
from wonderlab.core.records import GameRecord

from . import rig


def play_out(game, pick=lambda actions: actions[len(actions) // 2]):
    while not game.is_over:
        for city in game.waiting:
            game.play(city, pick(game.legal_actions(city)))
    return game


def test_same_seed_and_same_actions_give_the_same_game():
    a, b = play_out(Game(players=4, seed=21)), play_out(Game(players=4, seed=21))
    assert a.state_key() == b.state_key()
    assert [s.total for s in a.scores()] == [s.total for s in b.scores()]
    assert Game(players=4, seed=22).state_key() != Game(players=4, seed=21).state_key()


def test_a_record_saves_to_json_and_replays_to_the_identical_state(tmp_path):
    game = play_out(Game(players=2, seed=5))
    path = tmp_path / "game.json"
    game.record().save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "classic" and data["seed"] == 5 and len(data["actions"]) > 40
    replayed = Game.replay(GameRecord.load(path))
    assert replayed.state_key() == game.state_key() and replayed.is_over


def test_a_tampered_record_is_refused():
    record = play_out(Game(players=3, seed=6)).record()
    actions = list(record.actions)
    actions[3] = {**actions[3], "card": "palace"}
    with pytest.raises(InvalidRecord, match="action #4"):
        Game.replay(dataclasses.replace(record, actions=tuple(actions)))
    wrong = dataclasses.replace(record, result={name: 0 for name in record.result})
    with pytest.raises(InvalidRecord, match="the replay scores"):
        Game.replay(wrong)
    with pytest.raises(InvalidRecord, match="not valid JSON"):
        GameRecord.from_json("{nope")


def test_a_copy_is_independent():
    game = Game(players=3, seed=1)
    copy = game.copy()
    for city in copy.waiting:
        copy.play(city, copy.legal_actions(city)[-1])
    assert copy.turn == 2 and game.turn == 1 and game.cities[0].coins == 3
    assert game.state_key() != copy.state_key()


def test_rule_objects_are_immutable():
    card = card_set().by_name("Library")
    action = Game(players=3, seed=1).legal_actions(0)[0]
    for value, field in ((card, "name"), (action, "kind"), (action.payment, "left")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, None)
    sheet = play_out(Game(players=3, seed=1)).scores()[0]
    with pytest.raises(TypeError):
        sheet.categories["science"] = 99


@pytest.mark.parametrize("make, reason", [
    (lambda g: (5, g.legal_actions(0)[0]), "there is no seat 5: the seats are 0 to 2"),
    (lambda g: (0, Action.discard(card_set().by_name("Guilde des bâtisseurs"))), "is not in your hand"),
    (lambda g: (0, Action.build(card_set().by_name("Altar"), Payment(left=2))), "not a way to pay"),
])
def test_an_illegal_action_raises_a_value_error_with_a_reason_and_changes_nothing(make, reason):
    game = rig.table()
    rig.hand(game, 0, "Altar", "Theater", "Baths", "Tavern", "Press", "Loom", "Pawnshop")
    before = game.state_key()
    city, action = make(game)
    with pytest.raises(ValueError, match=reason) as error:
        game.play(city, action)
    assert isinstance(error.value, IllegalAction)
    assert game.state_key() == before and game.waiting == (0, 1, 2)


def test_a_player_cannot_choose_twice_in_a_turn_and_nothing_follows_the_end():
    game = Game(players=3, seed=2)
    action = game.legal_actions(0)[0]
    game.play(0, action)
    with pytest.raises(IllegalAction, match="already chosen"):
        game.play(0, action)
    play_out(game)
    with pytest.raises(IllegalAction, match="the game is over"):
        game.play(0, action)


def test_every_message_has_both_languages_and_french_is_one_switch_away():
    for key, texts in catalog().items():
        assert all(texts.get(lang) for lang in LANGUAGES), key
    game = rig.table()
    rig.hand(game, 0, "Library", "Altar", "Theater", "Baths", "Tavern", "Press", "Loom")
    set_language("fr")
    assert str(rig.action(game, 0, "Défausser Altar"[:10])).startswith("Défausser")
    with pytest.raises(IllegalAction, match="^Bibliothèque demande 2 pierres : vous en produisez 1 et aucun voisin ne vend la ressource pierre$"):
        game.play(0, Action.build(card_set().by_name("Library")))
    set_language("en")
    assert str(game.legal_actions(0)[0]).startswith(("Build", "Discard"))


def test_importing_the_engine_leaves_the_jupyter_and_data_stack_alone():
    code = ("import sys, wonderlab.classic, wonderlab.cli; "
            "print(sorted(m for m in ('pandas', 'plotly', 'ipywidgets', 'IPython') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
