"""The what-if widgets, driven the way clicks drive them (issue 4: "What-if widgets")."""

import json

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
    assert other.players[0].coins.value == 14 and "Loaded" in other.message.value


def test_loading_a_missing_or_broken_file_says_so(tmp_path):
    pad = ScorePad(EXAMPLE)
    pad.file.value = str(tmp_path / "missing.json")
    pad.load_button.click()
    assert "Cannot read" in pad.message.value and pad.result == score_table(EXAMPLE)
    (tmp_path / "bad.json").write_text("{nope")
    pad.file.value = str(tmp_path / "bad.json")
    pad.load_button.click()
    assert "Cannot read" in pad.message.value


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
    assert pad.players[0].coins.description == "Pièces"
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
