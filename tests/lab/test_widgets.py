"""The what-if widgets, driven the way clicks drive them (issue 4: "What-if widgets")."""

import json

import ipywidgets as widgets

from wonderlab import set_language
from wonderlab.classic.table import score_table
from wonderlab.widgets import ScienceCalculator, ScienceQuiz, ScorePad
from wonderlab.widgets.classic import EXAMPLE

# -- score pad ---------------------------------------------------------------------------


def test_the_pad_scores_the_table_it_starts_with():
    pad = ScorePad(EXAMPLE)
    assert pad.result == score_table(EXAMPLE)
    assert pad.error is None
    assert "★ Ana" in pad.breakdown.value
    assert [t.y for t in pad.figure.data if t.type == "bar"][0] == (3, 0, 0)


def test_changing_a_card_updates_the_breakdown_and_figure_at_once():
    pad = ScorePad(EXAMPLE)
    before = pad.result["players"][0]["categories"]["science"]
    pad.players[0].cards.value += "\nLaboratory"       # another gear
    after = pad.result["players"][0]["categories"]["science"]
    assert after > before
    science = next(t for t in pad.figure.data if t.meta == "science")
    assert science.y[0] == after
    assert f">{pad.result['players'][0]['total']}<" in pad.breakdown.value


def test_changing_coins_tokens_stages_and_side():
    pad = ScorePad(EXAMPLE)
    pad.players[1].coins.value = 11
    assert pad.result["players"][1]["categories"]["treasury"] == 3
    pad.players[1].military.value = "5, 5, -1"
    assert pad.result["players"][1]["categories"]["military"] == 9
    pad.players[1].stages.value = 3
    assert pad.result["players"][1]["categories"]["wonder"] == 15
    pad.players[2].side.value = "A"
    pad.players[2].stages.value = 3
    assert pad.result["players"][2]["categories"]["wonder"] == 10


def test_an_invalid_entry_shows_the_engine_message_next_to_the_field():
    pad = ScorePad(EXAMPLE)
    good = pad.result
    pad.players[1].cards.value = "Libary"
    message = pad.players[1].errors["cards"].value
    assert "players[1].cards[0]: 'Libary': unknown card (did you mean 'Library'?)" in message
    assert pad.result is good                      # the widget keeps working on the last good table
    assert "last table" in pad.message.value
    pad.players[1].cards.value = "Lumber Yard"
    assert pad.players[1].errors["cards"].value == "" and pad.error is None


def test_too_many_stages_and_a_bad_token_are_named_by_the_engine():
    pad = ScorePad(EXAMPLE)
    pad.players[2].stages.value = 4                # Rhodos B has 2 stages
    assert "Rhodos B has only 2 stages" in pad.players[2].errors["stages"].value
    pad.players[2].stages.value = 0
    pad.players[0].military.value = "1, 2"
    assert "a conflict token is 1, 3, 5 or -1" in pad.players[0].errors["military"].value
    pad.players[0].military.value = "1, 3"
    pad.players[0].name.value = "Bo"
    assert "two players have this name" in pad.players[1].errors["name"].value


def test_a_whole_table_problem_is_shown_above_the_breakdown():
    pad = ScorePad(EXAMPLE)
    pad.remove_button.click()
    pad.remove_button.click()
    assert "3 to 7 cities" in pad.message.value
    pad.add_button.click()
    pad.add_button.click()
    assert pad.error is None and len(pad.result["players"]) == 3


def test_save_and_load_a_table_file(tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.players[0].coins.value = 14
    pad.file.value = str(tmp_path / "table.json")
    pad.save_button.click()
    saved = json.loads((tmp_path / "table.json").read_text())
    assert saved["players"][0]["coins"] == 14 and score_table(saved) == pad.result
    other = ScorePad(str(tmp_path / "table.json"))
    assert other.result == pad.result
    other.players[0].coins.value = 0
    other.load_button.click()
    assert other.players[0].coins.value == "14" and "Loaded" in other.file_message.value


def test_loading_a_missing_or_broken_file_says_so(tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.file.value = str(tmp_path / "missing.json")
    pad.load_button.click()
    assert "Cannot read" in pad.file_message.value and pad.result == score_table(EXAMPLE)
    (tmp_path / "bad.json").write_text("{nope")
    pad.file.value = str(tmp_path / "bad.json")
    pad.load_button.click()
    assert "Cannot read" in pad.file_message.value


def test_a_table_with_french_names_loads():
    table = {"game": "classic", "players": [
        {"name": "Ana", "wonder": "Babylone", "coins": 3, "cards": ["Bibliothèque", "officine"]},
        {"name": "Bo", "wonder": "Gizeh"}, {"name": "Cy", "wonder": "Rhodes"}]}
    pad = ScorePad(table)
    assert pad.error is None and pad.players[0].wonder.value == "Babylon"
    assert pad.result["players"][0]["categories"]["science"] == 2


def test_the_pad_speaks_french():
    set_language("fr")
    pad = ScorePad(EXAMPLE)
    labels = [c.value for c in pad.players[0].children if isinstance(c, widgets.HTML) and "wonderlab-label" in c.value]
    assert any(">Pièces<" in label for label in labels)
    assert "Trésor" in pad.breakdown.value


# -- science -----------------------------------------------------------------------------


def test_calculator_shows_the_formula_of_seed_000s_example():
    calc = ScienceCalculator()
    calc.compass.value, calc.gear.value, calc.tablet.value = 3, 2, 1
    assert calc.points == 21
    assert "3² + 2² + 1² + 7 × 1 = 9 + 4 + 1 + 7 = 21" in calc.result.value
    assert "21 points" in calc.result.value


def test_calculator_chooses_the_wild_symbols():
    calc = ScienceCalculator(2, 2, 1)
    calc.wildcards.value = 1
    assert calc.points == 26 and calc.choice == ("tablet",)
    assert "tablet" in calc.result.value and "2² + 2² + 2² + 7 × 2" in calc.result.value


def test_quiz_accepts_the_right_answer_and_explains_wrong_ones():
    quiz = ScienceQuiz((2, 2, 1))
    quiz.answer.value = "16"
    quiz.button.click()
    assert quiz.right is True and "Right!" in quiz.feedback.value
    quiz.answer.value = "9"
    quiz.button.click()
    assert quiz.right is False and "forgot the 7 points" in quiz.feedback.value
    assert "2² + 2² + 1² + 7 × 1 = 4 + 4 + 1 + 7 = 16" in quiz.feedback.value
    quiz.answer.value = "5"
    quiz.button.click()
    assert "squared" in quiz.feedback.value
    quiz.answer.value = "lots"
    quiz.button.click()
    assert quiz.right is None and "whole number" in quiz.feedback.value


# -- the pads keep their promises under any input (issue 8: "Score pads") -------------------

import datetime  # noqa: E402

import pytest  # noqa: E402

from wonderlab.widgets import ArchitectsScorePad, DuelScorePad  # noqa: E402
from wonderlab.widgets.duel import EXAMPLE as DUEL_EXAMPLE  # noqa: E402


def upload(pad, content, name="t.json"):
    pad.upload.value = ({"name": name, "type": "application/json", "size": len(content),
                         "content": memoryview(content), "last_modified": datetime.datetime.now()},)


def file_with(tmp_path, content, name="t.json"):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    return path


def classic_with(**fields):
    table = json.loads(json.dumps(EXAMPLE))
    table["players"][0].update(fields)
    return table


BAD_FILES = [
    ("a string for coins", json.dumps(classic_with(coins="12")).encode(), "players[0].coins"),
    ("-7 coins", json.dumps(classic_with(coins=-7)).encode(), "players[0].coins: -7"),
    ("a float token", json.dumps(classic_with(military=[1.0])).encode(), "players[0].military[0]"),
    ("an unknown field", json.dumps(classic_with(coin=30)).encode(), "players[0].coin"),
    ("an unknown wonder", json.dumps(classic_with(wonder="Atlantis")).encode(), "unknown wonder"),
    ("not UTF-8", json.dumps(classic_with(name="Zoé"), ensure_ascii=False).encode("latin-1"), "not UTF-8"),
    ("deep JSON", b"[" * 50_000 + b"]" * 50_000, "nested more than"),
    ("duplicate keys", b'{"game": "classic", "game": "classic", "players": []}', "appears twice"),
    ("a list", b"[1, 2]", "not a classic table file"),
    ("another game's table", json.dumps(DUEL_EXAMPLE).encode(), "not a classic table file"),
    ("players not a list", b'{"game": "classic", "players": "Ana"}', "not a classic table file"),
    ("a player not an object", b'{"game": "classic", "players": [1, 2, 3]}', "players[0]"),
]


@pytest.mark.parametrize("what, content, words", BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_failed_load_changes_nothing_and_says_why(what, content, words, tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.players[0].coins.value = "14"
    before, result = pad.table(), pad.result
    pad.file.value = str(file_with(tmp_path, content))
    pad.load_button.click()
    assert words in pad.file_message.value and "Loaded" not in pad.file_message.value
    assert pad.table() == before and pad.result is result and len(pad.players) == 3


@pytest.mark.parametrize("what, content, words", BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_a_failed_upload_changes_nothing_and_says_why(what, content, words):
    pad = ScorePad(EXAMPLE)
    before = pad.table()
    upload(pad, content)
    assert words in pad.file_message.value and "Loaded" not in pad.file_message.value
    assert pad.table() == before


def test_an_upload_of_a_good_table_loads_it():
    pad = ScorePad(EXAMPLE)
    table = classic_with(coins=5000)
    upload(pad, json.dumps(table).encode())
    assert "Loaded t.json" in pad.file_message.value and pad.players[0].coins.value == "5000"
    assert pad.result == score_table(table)


def test_an_upload_larger_than_the_bound_is_refused():
    pad = ScorePad(EXAMPLE)
    upload(pad, b" " * (5 * 1024 * 1024))
    assert "larger than 4 MB" in pad.file_message.value


def test_a_pad_scores_5000_coins_as_score_does_and_refuses_minus_7():
    pad = ScorePad(EXAMPLE)
    pad.players[0].coins.value = "5000"
    assert pad.error is None and pad.result["players"][0]["categories"]["treasury"] == 5000 // 3
    good = pad.result
    pad.players[0].coins.value = "-7"
    assert "players[0].coins: -7: expected a whole number" in pad.players[0].errors["coins"].value
    assert pad.result is good
    pad.players[0].coins.value = "seven"
    assert "expected a whole number" in pad.players[0].errors["coins"].value


@pytest.mark.parametrize("typed", ["9" * 30, "9" * 400, "9" * 5000, "1e400", "inf"])
def test_a_huge_number_typed_in_a_field_is_an_error(typed):
    pad = ScorePad(EXAMPLE)
    pad.players[1].stages.value = typed
    message = pad.players[1].errors["stages"].value
    assert "far too large" in message or "expected a whole number" in message
    assert len(message) < 300


def test_saving_to_a_folder_or_a_missing_folder_says_why(tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.file.value = str(tmp_path)
    pad.save_button.click()
    assert "Cannot save" in pad.file_message.value and "folder" in pad.file_message.value
    pad.file.value = str(tmp_path / "missing" / "t.json")
    pad.save_button.click()
    assert "Cannot save" in pad.file_message.value


def test_a_table_with_a_mistake_is_not_saved(tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.players[0].coins.value = "-7"
    pad.file.value = str(tmp_path / "t.json")
    pad.save_button.click()
    assert "Cannot save" in pad.file_message.value and not (tmp_path / "t.json").exists()


def test_a_loaded_table_scores_as_score_does(tmp_path):
    table = {"game": "classic", "players": [
        {"name": "Ana", "wonder": "Babylon", "coins": 5000, "military": 4, "cards": ["Loom"], "free_city": True},
        {"name": "Bo", "wonder": "Gizah", "cards": ["Loom"]}, {"name": "Cy", "wonder": "Rhodos"}]}
    pad = ScorePad(str(file_with(tmp_path, table)))
    assert "Loaded" in pad.file_message.value and pad.result == score_table(table)
    assert pad.players[0].free_city.value is True and pad.result["winners"] != ["Ana"]
    pad.file.value = str(tmp_path / "again.json")
    pad.save_button.click()
    assert score_table(json.loads((tmp_path / "again.json").read_text())) == pad.result


def test_the_duel_pad_refuses_a_pawn_beyond_the_capital_instead_of_moving_it():
    pad = DuelScorePad()
    table = json.loads(json.dumps(DUEL_EXAMPLE))
    table["conflict"] = 12
    upload(pad, json.dumps(table).encode())
    assert "conflict: 12" in pad.file_message.value and pad.conflict.value == 4
    assert pad.result["result"] == "points"


def test_the_duel_pad_shows_the_expansions_and_the_political_supremacy():
    table = json.loads(json.dumps(DUEL_EXAMPLE))
    table["players"][1].update(divinities=["Astarte"], astarte_coins=3, grand_temples=2,
                               chambers=[1, 2, 3, 4, 5, 6])
    pad = DuelScorePad(table)
    assert pad.error is None and pad.result == score_table_of("duel", table)
    assert pad.result["result"] == "political supremacy" and "political supremacy" in pad.breakdown.value
    pad.players[1].chambers.value = "1, 2"
    assert pad.result["result"] == "points" and pad.result["players"][1]["categories"]["senate"] == 3
    pad.players[1].astarte_coins.value = "8"
    assert "Astarte holds 7" in pad.players[1].errors["astarte_coins"].value


def test_the_architects_pad_refuses_wrongly_typed_values_from_a_file(tmp_path):
    pad = ArchitectsScorePad()
    before = pad.table()
    table = pad.table()
    table["players"][0]["victory_tokens"] = "2"
    pad.load(file_with(tmp_path, table))
    assert "players[0].victory_tokens" in pad.file_message.value and pad.table() == before


def score_table_of(game, table):
    from wonderlab.games import runner
    return runner(game).score_table(table)


def test_a_path_the_system_refuses_is_a_message_not_an_exception(tmp_path):
    pad = ScorePad(EXAMPLE)
    before = pad.table()
    for path in ("bad\x00name.json", "x" * 5000 + ".json"):
        pad.file.value = path
        pad.load_button.click()
        assert "Cannot read" in pad.file_message.value and pad.table() == before
        pad.save_button.click()
        assert "Cannot save" in pad.file_message.value
