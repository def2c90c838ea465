"""7 Wonders Duel in the course: its rule objects, the card structure, its score pad (issue 4)."""

import random
import re

from wonderlab import set_language
from wonderlab.core.bots import make_bot
from wonderlab.duel import bots  # noqa: F401  (registers the bots)
from wonderlab.duel.cards import card_set, token_set, wonder_set
from wonderlab.duel.game import Game
from wonderlab.duel.table import score_table
from wonderlab.plots import score_breakdown
from wonderlab.views import duel as views
from wonderlab.views.style import CARD_COLORS
from wonderlab.widgets.duel import EXAMPLE, DuelScorePad


def game_in_age_one(seed=3):
    game = Game(seed=seed, names=["Hugo", "Lea"])
    bot, rng = make_bot("duel", "random"), random.Random(seed)
    while game.age < 1:
        game.play(game.waiting[0], bot.choose(game, game.waiting[0], rng))
    return game


def test_a_card_shows_colour_names_cost_effect_and_chains():
    html = card_set().by_name("Library")._repr_html_()
    assert 'data-color="green"' in html and CARD_COLORS["green"] in html
    assert "(Bibliothèque)" in html and "Age II" in html
    assert "1 wood" in html and "1 glass" in html and "science symbol:" in html
    assert "free if you show the book chain symbol" in html


def test_every_rule_object_renders_with_nothing_from_outside():
    html = "".join(x._repr_html_() for items in (card_set(), wonder_set(), token_set()) for x in items)
    html += game_in_age_one()._repr_html_()
    assert "<script" not in html and not re.search(r"(src|href)\s*=|url\(|@import", html)


def test_the_structure_hides_face_down_cards():
    game = game_in_age_one()
    html = game._repr_html_()
    down = [q for q, c in enumerate(game.slots) if c is not None and not game.revealed[q]]
    up = [q for q, c in enumerate(game.slots) if c is not None and game.revealed[q]]
    assert html.count('data-face="down"') == len(down) > 0
    assert html.count('data-face="up"') == len(up) > 0
    for q in down:                                     # the hidden names appear nowhere
        name = card_set()[game.slots[q]].name
        assert f">{name}<" not in html
    for q in up:
        assert f">{card_set()[game.slots[q]].label}<" in html


def test_a_wonder_and_a_token_show_what_they_give():
    pyramids = wonder_set().by_name("The Pyramids")
    assert "9 points" in pyramids._repr_html_() and 'data-built="false"' in pyramids._repr_html_()
    assert 'data-built="true"' in views.wonder_html(pyramids, built=True)
    assert "3 points per progress token" in token_set().by_name("Mathematics")._repr_html_()


def test_an_action_renders_its_sentence():
    game = game_in_age_one()
    action = game.legal_actions(game.waiting[0])[0]
    assert str(action) in action._repr_html_()


def test_the_score_pad_recomputes_seed_004s_58_points_and_names_mistakes():
    pad = DuelScorePad()
    assert pad.result == score_table(EXAMPLE) and pad.result["players"][0]["total"] == 58
    bars = [t for t in pad.figure.data if t.type == "bar"]
    assert [t.meta for t in bars] == ["civilian", "science", "commercial", "guilds", "wonders",
                                      "progress", "treasury", "military"]
    assert [t.y[0] for t in bars] == [18, 0, 0, 7, 12, 13, 3, 5]
    pad.players[0].progress.value = "Agriculture, Mathematics, Law, Philosophy"
    assert pad.result["players"][0]["total"] == 58 + 7 + 3
    pad.players[1].wonders.value = "The Pyramidz"
    assert "did you mean" in pad.players[1].errors["wonders"].value
    pad.players[1].wonders.value = ""
    pad.conflict.value = -9
    assert pad.result["result"] == "military supremacy" and pad.result["winners"] == ["Lea"]
    assert "military supremacy" in pad.breakdown.value


def test_the_breakdown_of_a_duel_table_marks_the_winner():
    figure = score_breakdown(score_table(EXAMPLE))
    total = next(t for t in figure.data if t.meta == "total")
    assert list(total.x) == ["★ Hugo", "Lea"]


def test_french():
    set_language("fr")
    assert "3 points par jeton Progrès" in token_set().by_name("Mathematics")._repr_html_()
    assert "Bibliothèque" in card_set().by_name("Library")._repr_html_()
