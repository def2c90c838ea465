"""Game records of the three games (``wonderlab replay``, ``core.records``): every field's type is
checked, a refused action is named with the engine's own reason, a saved result must be where the
actions lead, and a hostile record file gets one line and exit code 2 (issue 8, "Records")."""

import dataclasses
import json
import random

import pytest

from wonderlab.architects import Game as ArchitectsGame
from wonderlab.classic import Game as ClassicGame
from wonderlab.classic.actions import Action as ClassicAction
from wonderlab.classic.cards import card_set as classic_cards
from wonderlab.cli import main
from wonderlab.core.errors import IllegalAction, InvalidRecord
from wonderlab.core.records import GameRecord
from wonderlab.duel import Game as DuelGame
from wonderlab.duel.actions import Action as DuelAction
from wonderlab.duel.cards import wonder_set


def finished(kind, seed=3):
    """A game of ``kind`` played to the end by random legal choices."""
    rng = random.Random(seed)
    if kind == "classic":
        game = ClassicGame(players=3, seed=seed)
        while not game.is_over:
            for city in game.waiting:
                game.play(city, rng.choice(game.legal_actions(city)))
        return game
    game = DuelGame(seed=seed) if kind == "duel" else ArchitectsGame(players=3, seed=seed)
    while not game.is_over:
        game.play(game.current, rng.choice(game.legal_actions(game.current)))
    return game


GAMES = {"classic": ClassicGame, "duel": DuelGame, "architects": ArchitectsGame}
RECORDS = {kind: finished(kind).record() for kind in GAMES}


def replay(record):
    return GAMES[record.game].replay(record)


def with_entry(record, index, **changes):
    actions = list(record.actions)
    actions[index] = {**actions[index], **changes}
    return dataclasses.replace(record, actions=tuple(actions))


def data_of(kind):
    return json.loads(RECORDS[kind].to_json())


def refusal(data):
    with pytest.raises(InvalidRecord) as caught:
        GameRecord.from_json(json.dumps(data))
    return str(caught.value)


# -- the fields -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_a_record_of_each_game_survives_json_and_replays_to_the_same_state(kind):
    game = finished(kind, seed=8)
    again = replay(GameRecord.from_json(game.record().to_json()))
    assert again.state_key() == game.state_key() and again.is_over


@pytest.mark.parametrize("value", [True, 1.0, "1", 2, None])
def test_the_format_is_exactly_the_number_1(value):
    data = data_of("classic")
    data["format"] = value
    assert "record: format" in refusal(data)


def test_a_record_without_its_format_is_refused():
    data = data_of("duel")
    del data["format"]
    assert refusal(data) == 'record: format: missing (a record says "format": 1)'


def test_an_unknown_field_of_a_record_is_refused():
    data = data_of("architects")
    data["winner"] = "Player 1"
    assert "'winner' is not a field of a record" in refusal(data)


@pytest.mark.parametrize("kind, options, message", [
    ("architects", {"players": 3, "names": "ABC"}, "names: expected a list of names, got a text"),
    ("classic", {"players": 3, "names": ["Ana", 7, "Cy"]}, "names: entry 2 is a number, not a name"),
    ("classic", {"players": 3, "wonders": 5}, "wonders: expected a list of names, got a number"),
    ("classic", {"players": 3, "sides": ["A", 1, "B"]}, "sides: expected \"A\""),
    ("duel", {"players": True}, "players: expected a whole number, got true/false"),
    ("duel", {"players": 2, "colour": "red"}, "'colour' is not an option of duel"),
])
def test_every_option_has_its_type_checked_and_unknown_options_are_refused(kind, options, message):
    record = dataclasses.replace(RECORDS[kind], options=options, actions=(), result=None)
    with pytest.raises(InvalidRecord, match="record: options: ") as caught:
        replay(record)
    assert message in str(caught.value)


@pytest.mark.parametrize("seed", [True, 2.5, "7", None])
def test_the_seed_is_a_whole_number(seed):
    data = data_of("classic")
    data["seed"] = seed
    assert refusal(data).startswith("record: seed: expected a whole number")


@pytest.mark.parametrize("result, message", [
    ([30, 40, 50], "result: expected an object of totals, got a list"),
    ({"Player 1": "30"}, "result: 'Player 1': expected a whole number, got a text"),
    ({"Player 1": True}, "result: 'Player 1': expected a whole number, got true/false"),
])
def test_the_result_holds_whole_totals(result, message):
    data = data_of("architects")
    data["result"] = result
    data["actions"] = data["actions"][:5]          # an unfinished game used to skip the check
    assert message in refusal(data)


@pytest.mark.parametrize("kind, seat_key", [("classic", "city"), ("duel", "seat"), ("architects", "seat")])
@pytest.mark.parametrize("seat", [True, 0.0, "0", None, -1, 7])
def test_a_seat_in_a_record_is_a_seat_number_of_the_game(kind, seat_key, seat):
    record = with_entry(RECORDS[kind], 0, **{seat_key: seat})
    with pytest.raises(InvalidRecord, match=rf"action #1 .*: {seat_key}: expected a seat number from 0 to"):
        replay(record)


@pytest.mark.parametrize("kind, changes, message", [
    ("classic", {"extra": 1}, "'extra' is not a field of this action"),
    ("classic", {"card": 3}, "card: expected a text, got a number"),
    ("classic", {"kind": "steal"}, "kind: 'steal': expected 'build', 'stage' or 'discard'"),
    ("duel", {"wonder": ["the_sphinx"]}, "wonder: expected a text, got a list"),
    ("duel", {"coins": 1}, "'coins' is not a field of this action"),
    ("architects", {"via": 1}, "via: expected a text, got a number"),
])
def test_a_field_of_an_action_that_is_unknown_or_of_the_wrong_type_is_refused(kind, changes, message):
    with pytest.raises(InvalidRecord, match="action #1 ") as caught:
        replay(with_entry(RECORDS[kind], 0, **changes))
    assert message in str(caught.value)


# -- refused actions say why, in the engine's words -----------------------------------------
def engine_reason(game, seat, action):
    with pytest.raises(IllegalAction) as caught:
        game.play(seat, action)
    return str(caught.value)


def test_a_refused_classic_action_is_named_and_gets_the_engines_reason():
    record = RECORDS["classic"]
    game = ClassicGame.replay(dataclasses.replace(record, actions=record.actions[:3], result=None))
    palace = classic_cards().by_id("palace")
    reason = engine_reason(game, 0, ClassicAction.discard(palace))
    forged = with_entry(record, 3, kind="discard", card="palace")
    for key in ("left", "right", "how"):
        forged.actions[3].pop(key, None)
    with pytest.raises(InvalidRecord) as caught:
        replay(forged)
    text = json.dumps(forged.actions[3])
    assert str(caught.value) == f"record: action #4 {text} is not legal: {reason}"
    assert "Palace" in reason


def test_a_refused_duel_action_is_named_and_gets_the_engines_reason():
    record = RECORDS["duel"]
    game = DuelGame.replay(dataclasses.replace(record, actions=record.actions[:1], result=None))
    taken = record.actions[0]["wonder"]
    wonder = next(w for w in wonder_set() if w.id == taken)
    reason = engine_reason(game, 1, DuelAction("pick", wonder=wonder))
    forged = with_entry(record, 1, wonder=taken)          # the wonder seat 0 has just taken
    with pytest.raises(InvalidRecord) as caught:
        replay(forged)
    said = "the" + reason[3:] if reason.startswith("The ") else reason    # after its colon: "the Appian Way …"
    assert str(caught.value) == f"record: action #2 {json.dumps(forged.actions[1])} is not legal: {said}"


def test_a_refused_architects_action_is_named_and_gets_the_engines_reason():
    record = RECORDS["architects"]
    game = ArchitectsGame.replay(dataclasses.replace(record, actions=record.actions[:3], result=None))
    entry = record.actions[3]
    from wonderlab.architects.actions import Action
    reason = engine_reason(game, entry["seat"], Action.take("nowhere"))
    with pytest.raises(InvalidRecord) as caught:
        replay(with_entry(record, 3, source="nowhere", via="turn"))
    assert str(caught.value).startswith("record: action #4 {") and str(caught.value).endswith(
        f"is not legal: {reason}")


def test_a_refusal_quotes_a_long_action_cut_short():
    record = with_entry(RECORDS["duel"], 0, wonder="x" * 5000)
    with pytest.raises(InvalidRecord) as caught:
        replay(record)
    assert len(str(caught.value)) < 300 and "x..." in str(caught.value)


# -- the saved result ------------------------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_a_saved_result_with_actions_that_stop_early_is_refused(kind):
    record = RECORDS[kind]
    cut = dataclasses.replace(record, actions=record.actions[:-1])
    with pytest.raises(InvalidRecord, match="stop before the end of the game"):
        replay(cut)
    assert not replay(dataclasses.replace(cut, result=None)).is_over   # an unfinished record is fine


@pytest.mark.parametrize("kind", GAMES)
def test_a_saved_result_that_the_actions_do_not_reach_is_refused(kind):
    record = RECORDS[kind]
    name = next(iter(record.result))
    wrong = dataclasses.replace(record, result={**record.result, name: record.result[name] + 1})
    with pytest.raises(InvalidRecord, match="the replay scores"):
        replay(wrong)


# -- hostile record files: one line, exit code 2 ---------------------------------------------
def replay_file(capsys, path):
    code = main(["replay", str(path)])
    err = capsys.readouterr().err
    return code, err


HOSTILE = {
    "deep": "[" * 100000 + "]" * 100000,
    "duplicate": '{"format": 1, "game": "duel", "options": {}, "seed": 1, "actions": [], "format": 1}',
    "surrogate": '{"format": 1, "game": "duel", "options": {"names": ["\\ud800", "B"]}, "seed": 1, "actions": []}',
    "huge number": '{"format": 1, "game": "duel", "options": {}, "seed": 1' + "0" * 5000 + ', "actions": []}',
    "nan": '{"format": 1, "game": "duel", "options": {}, "seed": NaN, "actions": []}',
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_record_file_gets_one_line_and_exit_code_2(tmp_path, capsys, name):
    path = tmp_path / "game.json"
    path.write_text(HOSTILE[name], encoding="utf-8")
    code, err = replay_file(capsys, path)
    assert code == 2 and err.count("\n") == 1 and err.startswith(f"wonderlab replay: {path}")


def test_a_record_file_that_is_not_utf8_too_big_or_endless_gets_one_line(tmp_path, capsys):
    latin = tmp_path / "latin.json"
    latin.write_bytes('{"format": 1, "game": "duel", "options": {"names": ["Zoë", "B"]}}'.encode("latin-1"))
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (5 * 1024 * 1024) + b"{}")
    for path, words in ((latin, "not UTF-8"), (big, "larger than"), ("/dev/zero", "larger than"),
                        (tmp_path, "is a folder")):
        code, err = replay_file(capsys, path)
        assert code == 2 and err.count("\n") == 1 and words in err, (path, err)


def test_replay_of_a_record_of_an_unknown_game_is_one_line(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text('{"format": 1, "game": "chess", "options": {}, "seed": 1, "actions": []}')
    code, err = replay_file(capsys, path)
    assert code == 2 and err.count("\n") == 1 and "chess" in err


# -- fuzz ------------------------------------------------------------------------------------
VALUES = [None, True, False, 0, 1, -1, 2, 7, 10**15, 1.5, "", "x", "altar", "wood", [], ["wood"],
          {}, {"a": 1}, "0", 0.0]


def mutated(data, rng):
    """``data`` (a record as JSON values) with one to three fields changed, dropped or cut."""
    for _ in range(rng.randint(1, 3)):
        actions, where = data.get("actions"), rng.random()
        if where < 0.6 and isinstance(actions, list) and actions and all(isinstance(e, dict) for e in actions):
            entry = rng.choice(actions)
            key = rng.choice([*entry, "extra"])
            if rng.random() < 0.15:
                entry.pop(key, None)
            else:                    # a value of the wrong type, or a right one from another action
                entry[key] = rng.choice([*VALUES, *rng.choice(actions).values()])
        elif where < 0.7 and isinstance(actions, list):
            data["actions"] = actions[:rng.randrange(len(actions) + 1)]
        elif where < 0.8 and isinstance(data.get("options"), dict):
            data["options"][rng.choice(["players", "names", "wonders", "sides", "x"])] = rng.choice(
                [*VALUES, ["a", "b"], ["a", "b", "c"], ["A", "B", "A"]])
        elif where < 0.9:
            data[rng.choice(["format", "game", "seed", "result", "options", "actions"])] = rng.choice(VALUES)
        elif isinstance(data.get("result"), dict) and data["result"]:
            data["result"][rng.choice(list(data["result"]))] = rng.choice(VALUES)
    return data


@pytest.mark.parametrize("kind", GAMES)
def test_mutated_records_replay_or_are_refused_in_one_line(kind):
    """400 records per game, each with a few fields changed: every one replays, or is refused
    with an ``InvalidRecord`` of one non-empty line; nothing else ever escapes."""
    from wonderlab.games import runner
    rng, text, refused = random.Random(kind), RECORDS[kind].to_json(), 0
    for _ in range(400):
        data = mutated(json.loads(text), rng)
        try:
            record = GameRecord.from_json(json.dumps(data))
            runner(record.game).replay(record)
        except InvalidRecord as error:
            refused += 1
            assert str(error).strip() and "\n" not in str(error)
        except ValueError as error:            # a record of another game: runner() says so
            assert "unknown game" in str(error)
    assert refused > 300


FORGED = {"classic": (3, {"kind": "discard", "card": "palace"}), "duel": (1, {"seat": 1, "bogus": 1}),
          "architects": (3, {"source": "nowhere", "via": "turn"})}


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("forge", ["illegal", "no action", "not an object"])
def test_play_json_refuses_an_entry_in_replays_words_and_leaves_the_game_as_it_was(kind, forge):
    """One check of record entries (issue 24): ``game.play_json`` (figures, forum, table) and
    ``Game.replay`` (``wonderlab replay``) refuse the same entry with the same line."""
    record = RECORDS[kind]
    index, changes = FORGED[kind]
    entry = {**record.actions[index], **changes}
    if forge == "no action":
        entry["kind"] = "steal"
    elif forge == "not an object":
        entry = ["steal"]
    forged = dataclasses.replace(record, actions=(*record.actions[:index], entry), result=None)
    with pytest.raises(InvalidRecord) as by_replay:
        replay(forged)
    game = replay(dataclasses.replace(record, actions=record.actions[:index], result=None))
    before = game.record()
    with pytest.raises(InvalidRecord) as by_play_json:
        game.play_json(entry)
    assert str(by_play_json.value) == str(by_replay.value)
    assert str(by_play_json.value).startswith(f"record: action #{index + 1}")
    assert game.record() == before
    for entry in record.actions[index:]:     # and the game goes on from there
        game.play_json(entry)
    assert game.record() == record


# -- a game dealt from a position (issue 23) -----------------------------------------------------
POSITIONS = {"classic": "classic-age2-turn3.txt", "duel": "duel-age1.txt", "architects": "architects-3p.txt"}


def from_example(kind, seed=5, moves=None):
    """The game of ``kind``'s example position dealt from ``seed``, then random legal moves (to the
    end when ``moves`` is None)."""
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs/examples/positions" / POSITIONS[kind]).read_text()
    game = GAMES[kind].from_position(text, seed=seed)
    rng = random.Random(seed)
    played = 0
    while not game.is_over and (moves is None or played < moves):
        seats = game.waiting if kind == "classic" else [game.current]
        for seat in seats:
            game.play(seat, rng.choice(game.legal_actions(seat)))
        played += 1
    return game


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("moves", [0, 4, None])
def test_a_game_from_a_position_saves_a_record_that_replays_it_exactly(kind, moves):
    """A record of a game dealt from a position holds that position and the seed of the deal, so
    its replay (after saving and loading) is the very game, not a game dealt from the seed."""
    game = from_example(kind, seed=5, moves=moves)
    record = game.record()
    assert record.position == json.loads(json.dumps(record.position)) and record.position["game"] == kind
    loaded = GameRecord.from_json(record.to_json())
    assert loaded == record and "position" in json.loads(record.to_json())
    again = GAMES[kind].replay(loaded)
    assert again.state_key() == game.state_key()
    assert again.record().to_json() == record.to_json()


@pytest.mark.parametrize("kind", GAMES)
def test_a_record_from_a_position_with_another_seed_deals_another_game(kind):
    """The seed in such a record is the seed of the position's deal: it is what the replay uses."""
    keys = {GAMES[kind].replay(from_example(kind, seed=seed, moves=0).record()).state_key()
            for seed in range(6)}
    assert len(keys) > 1


@pytest.mark.parametrize(("change", "words"), [
    (lambda data: data.update(position=5), "record: position: expected the JSON object of a position, got a number"),
    (lambda data: data["position"].update(age=9), "record: position: age: 9: expected 1, 2 or 3"),
    (lambda data: data["position"].update(game="duel"), "record: position: game: 'duel': expected 'classic'"),
    (lambda data: data["options"].update(players=5), "record: options: "),
])
def test_a_broken_position_in_a_record_is_refused_in_one_line_naming_it(change, words):
    data = json.loads(from_example("classic", moves=2).record().to_json())
    change(data)
    with pytest.raises(InvalidRecord) as refused:
        ClassicGame.replay(GameRecord.from_json(json.dumps(data)))
    message = str(refused.value)
    assert message.startswith(words) and "\n" not in message


@pytest.mark.parametrize("kind", GAMES)
def test_a_table_loads_a_saved_game_from_a_position_back_exactly(kind, tmp_path):
    """Saved and loaded at a table, a game dealt from a position is that game, and the review's
    first step is the position as dealt (not a game dealt from the seed)."""
    from wonderlab.widgets.play import PlayTable

    game = from_example(kind, seed=7, moves=3)
    game.record().save(tmp_path / "saved.json")
    table = PlayTable(kind)
    table.load(str(tmp_path / "saved.json"))
    saved, now = game.record(), table.record()     # the table's bots may have played on since
    assert (now.position, now.seed, now.actions[:len(saved.actions)]) == (saved.position, saved.seed, saved.actions)
    assert GAMES[kind].replay(dataclasses.replace(now, actions=saved.actions)).state_key() == game.state_key()
    start = from_example(kind, seed=7, moves=0)
    assert table.table.snapshots()[0].state_key() == start.state_key()
