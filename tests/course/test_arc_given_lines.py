"""The code arc's "whole city" step gives the lines that count each card in its own way
(``counted_points``) and says why, naming cards and tokens as examples (issue 36): each example
says what the game's data says of that card, in both languages."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _data(game, name):
    found = json.loads((ROOT / "data" / game / name).read_text(encoding="utf-8"))
    return found["cards"] if isinstance(found, dict) and "cards" in found else found["tokens"] if "tokens" in found else found


def _by_name(items):
    return {(i["name"]["en"] if isinstance(i["name"], dict) else i["name"]): i for i in items}


def _step(game, lang):
    path = ROOT / "notebooks" / (f"{game}/code-your-bot.ipynb" if lang == "en" else f"fr/{game}/coder-votre-bot.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "".join(next(c for c in cells if c["id"].endswith("arc08"))["source"])


def test_the_seven_wonders_examples_are_the_cards_rules():
    cards = _by_name(_data("classic", "cards.json"))
    assert cards["Haven"]["effect"]["per_card"] == {"in": ["self"], "points": 1, "coins": 1, "colors": ["brown"]}
    assert cards["Lighthouse"]["effect"]["per_card"]["colors"] == ["yellow"]
    assert cards["Arena"]["effect"]["per_wonder_stage"]["in"] == ["self"]
    assert cards["Spies Guild"]["effect"]["per_card"] == {"in": ["left", "right"], "points": 1, "coins": 0, "colors": ["red"]}
    assert cards["Builders Guild"]["effect"]["per_wonder_stage"]["in"] == ["left", "self", "right"]   # three cities


def test_the_duel_examples_are_the_cards_and_tokens_rules():
    cards, tokens = _by_name(_data("duel", "cards.json")), _by_name(_data("duel", "tokens.json"))
    assert cards["Moneylenders Guild"]["effect"]["guild"] == {"count": "coin_sets", "coins": 0, "points": 1}
    assert cards["Builders Guild"]["effect"]["guild"] == {"count": "wonders", "coins": 0, "points": 2}
    assert cards["Magistrates Guild"]["effect"]["guild"] == {"count": ["blue"], "coins": 1, "points": 1}
    assert tokens["Mathematics"]["effect"] == {"points_per_token": 3} and tokens["Philosophy"]["effect"] == {"points": 7}
    assert tokens["Agriculture"]["effect"]["points"] == 4      # the tokens' step quotes these three


def test_the_architects_examples_are_the_tokens_rules():
    tokens = {t["id"]: t for t in _data("architects", "progress.json")}
    assert tokens["education"]["points_per_token"] == 2 and tokens["strategy"]["points_per_victory"] == 1
    assert tokens["culture"]["points_by_copies"] == [0, 4, 12] and tokens["culture"]["copies"] == 2


@pytest.mark.parametrize("game, lang, words", [
    ("classic", "en", ("Haven", "Lighthouse", "Arena", "Spies Guild", "Builders Guild", "this is why")),
    ("classic", "fr", ("Port", "Phare", "Arène", "Guilde des espions", "Guilde des bâtisseurs", "voici pourquoi")),
    ("duel", "en", ("Moneylenders Guild", "Builders Guild 2 points", "Magistrates Guild a point", "this is why")),
    ("duel", "fr", ("Guilde des usuriers", "Guilde des bâtisseurs 2 points", "Guilde des magistrats un point",
                    "voici pourquoi")),
    ("architects", "en", ("Education gives 2 points", "Culture 4 points, or 12", "Strategy a point", "this is why")),
    ("architects", "fr", ("Éducation donne 2 points", "Culture 4 points, ou 12", "Stratégie un point", "voici pourquoi")),
])
def test_the_whole_city_step_says_why_the_lines_are_given_with_those_examples(game, lang, words):
    text = " ".join(_step(game, lang).split())         # the words, whatever the line breaks
    assert "counted_points(game, seat)" in text
    assert all(word in text for word in words), [w for w in words if w not in text]


@pytest.mark.parametrize("lang, words", [
    ("en", ("Agriculture 4 points", "Philosophy 7 points", "Mathematics 3 points for each Progress token")),
    ("fr", ("Agriculture 4 points", "Philosophie 7 points", "Mathématiques 3 points par jeton Progrès")),
])
def test_the_duel_arc_asks_the_tokens_line_with_their_rules(lang, words):
    path = ROOT / "notebooks" / ("duel/code-your-bot.ipynb" if lang == "en" else "fr/duel/coder-votre-bot.ipynb")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    step = " ".join("".join(next(c for c in cells if c["id"].endswith("arc07b"))["source"]).split())
    assert all(word in step for word in words)
    asked = [c for c in cells if 'check("duel-progress"' in "".join(c["source"])]
    assert len(asked) == 1 and "wonderlab-code-exercise" in asked[0]["metadata"]["tags"]
