"""What a review of the course in a real browser found (issue 10, "Fix what a review in a real
browser found"): legible pads, Duel's structure, both JupyterLab themes, the quiz's diagnosis,
French layout, figures without network, and stored widgets that show something."""

import json
import re
import sys
from pathlib import Path

import ipywidgets as widgets
import pytest

from wonderlab import set_language
from wonderlab.views import style
from wonderlab.views.style import contrast

THEMES = Path(sys.prefix) / "share/jupyter/lab/themes/@jupyterlab"


# -- JupyterLab's themes, read from the CSS that JupyterLab ships ------------------------------
def theme_variables(name):
    css = (THEMES / f"theme-{name}-extension/index.css").read_text(encoding="utf-8")
    return dict(re.findall(r"(--[\w-]+):\s*([^;}]+)", css))


def resolve(value, variables):
    """A CSS colour as ``#rrggbb`` over ``background`` (also ``#rrggbb``), following var()."""
    value = value.strip()
    found = re.fullmatch(r"var\((--[\w-]+)(?:,\s*(.+))?\)", value)
    if found:
        name, fallback = found.groups()
        return resolve(variables[name] if name in variables else fallback, variables)
    if value in ("white", "#fff"):
        return "#ffffff"
    if value == "#111":
        return "#111111"
    return value


def over(color, background):
    """``rgba(r,g,b,a)`` laid over ``background``, as ``#rrggbb``."""
    found = re.fullmatch(r"rgba\(([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\)", color)
    if not found:
        return color
    *rgb, alpha = map(float, found.groups())
    under = [int(background[i:i + 2], 16) for i in (1, 3, 5)]
    mixed = [round(alpha * c + (1 - alpha) * u) for c, u in zip(rgb, under, strict=True)]
    return "#" + "".join(f"{c:02x}" for c in mixed)


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("what", ["THEME_TEXT", "ERROR_TEXT"])
def test_feedback_and_error_words_read_at_4_5_to_1_in_both_jupyterlab_themes(theme, what):
    """They were hard-coded at 2.9–3.7:1 on the dark theme; now JupyterLab's own variables."""
    variables = theme_variables(theme)
    background = resolve(variables["--jp-layout-color0"], variables)
    text = over(resolve(getattr(style, what), variables), background)
    assert getattr(style, what).startswith("var(--jp-")
    assert contrast(text, background) >= 4.5, (theme, what, text, background)


def test_the_quiz_and_the_pad_use_the_theme_colours_not_fixed_ones():
    from wonderlab.widgets.classic import ScorePad
    from wonderlab.widgets.quiz import ScienceQuiz

    quiz = ScienceQuiz((2, 2, 1))
    quiz.answer.value = "9"
    quiz.button.click()
    assert f"color:{style.THEME_TEXT}" in quiz.feedback.value and "#b71c1c\"" not in quiz.feedback.value
    pad = ScorePad()
    pad.players[0].coins.value = "lots"
    assert style.ERROR_TEXT in pad.players[0].errors["coins"].value


def all_views_html():
    from wonderlab.architects import Game as ArchitectsGame
    from wonderlab.architects import ruleset
    from wonderlab.classic import Game as ClassicGame
    from wonderlab.classic import card_set, wonder_set
    from wonderlab.duel import Game as DuelGame
    from wonderlab.duel import card_set as duel_cards
    from wonderlab.duel import token_set
    from wonderlab.duel import wonder_set as duel_wonders
    from wonderlab.lab import simulate  # noqa: F401
    from wonderlab.views import architects, classic, duel

    parts = [classic.card_html(c) for c in card_set().cards]
    parts += [classic.wonder_html(b.side(s), built=1) for b in wonder_set().boards for s in "AB"]
    game = ClassicGame(players=4, seed=2)
    for _ in range(8):
        for city in list(game.waiting):
            game.play(city, game.legal_actions(city)[0])
    parts += [classic.game_html(game), classic.score_html(game.scores())]
    parts += [duel.card_html(c) for c in duel_cards()] + [duel.wonder_html(w) for w in duel_wonders()]
    parts += [duel.token_html(t) for t in token_set()]
    dgame = DuelGame(seed=3)
    for _ in range(14):
        dgame.play(dgame.current, dgame.legal_actions(dgame.current)[0])
    parts += [duel.game_html(dgame), duel.score_html(dgame.scores())]
    rules = ruleset()
    parts += [architects.wonder_html(w, built=(1, 2)) for w in rules.wonders]
    agame = ArchitectsGame(players=3, seed=1)
    for _ in range(12):
        agame.play(agame.current, agame.legal_actions(agame.current)[0])
    parts += [architects.game_html(agame), architects.score_html(agame.scores())]
    return "".join(parts)


def test_every_coloured_label_of_every_view_reads_at_4_5_to_1():
    """Small white-on-colour pills fell under 4.5:1 (papyrus, glass, gray): the text colour is
    now chosen by contrast and the darkest colours were deepened."""
    html = all_views_html()
    pairs = re.findall(r"background:(#[0-9a-fA-F]{6});color:(#[0-9a-fA-F]{6})", html)
    assert len(pairs) > 500
    weak = {(b, c, round(contrast(b, c), 2)) for b, c in pairs if contrast(b, c) < 4.5}
    assert not weak


@pytest.mark.parametrize("palette", ["CARD_COLORS", "CATEGORY_COLORS", "KIND_COLORS", "RESOURCE_COLORS"])
def test_every_colour_of_the_palettes_carries_text_at_4_5_to_1(palette):
    colors = getattr(style, palette)
    for color in (colors.values() if isinstance(colors, dict) else colors):
        assert contrast(style.text_on(color), color) >= 4.5, color


# -- score pads -----------------------------------------------------------------------------------
def pads():
    from wonderlab.widgets.architects import ArchitectsScorePad
    from wonderlab.widgets.classic import ScorePad
    from wonderlab.widgets.duel import DuelScorePad

    return [ScorePad(), DuelScorePad(), ArchitectsScorePad()]


def test_each_field_has_its_label_above_it_and_the_columns_whole_width():
    """A fixed 220 px row whose label ate the width made "Apoth / ecary" wrap letter by letter
    and the Architects cards box one letter wide."""
    for pad in pads():
        for player in pad.players:
            assert player.layout.width == "250px"
            children = list(player.children)
            for field in pad.FIELDS:
                widget = player.widgets[field.key]
                if isinstance(widget, widgets.Checkbox):
                    assert widget.description and widget.layout.width == "auto"
                    continue
                assert widget.description == "", (pad.GAME, field.key)
                assert widget.layout.width in ("100%", "120px") or field.key == "side", (pad.GAME, field.key)
                label = children[children.index(widget) - 1]
                assert isinstance(label, widgets.HTML) and "wonderlab-label" in label.value


def test_the_cards_boxes_are_the_width_of_the_column():
    for pad in pads():
        assert pad.players[0].cards.layout.width == "100%"


def test_the_duel_pawn_slider_is_all_track():
    """Its label took all but 30 px of a 460 px row; the label now sits above it."""
    pad = pads()[1]
    slider = pad.conflict
    assert isinstance(slider, widgets.IntSlider)
    assert slider.description == "" and slider.layout.width == "460px"


def test_buttons_are_as_wide_as_their_words():
    """"Remove the la…" was cut off at the default button width."""
    for pad in pads():
        for button in (pad.add_button, pad.remove_button, pad.load_button, pad.save_button):
            assert button.layout.width == "auto"


# -- Duel's structure -----------------------------------------------------------------------------
def duel_structure():
    from wonderlab.duel import Game
    from wonderlab.views.duel import structure_html

    game = Game(seed=3)
    while not game.age:
        game.play(game.current, game.legal_actions(game.current)[0])
    return structure_html(game)


def test_structure_cards_have_room_for_their_names():
    """"Clay Reserve" and "Lumber Yard" were clipped in a 30 px high, 80 px wide cell."""
    from wonderlab.views.duel import SLOT_WIDTH

    html = duel_structure()
    assert f"repeat(12,{SLOT_WIDTH}px)" in html and SLOT_WIDTH * 2 >= 96
    assert "grid-auto-rows:minmax(36px,auto)" in html
    assert "overflow:hidden" not in html


def test_what_can_be_taken_is_ringed_in_a_colour_seen_on_every_card_colour():
    """The pale yellow outline was invisible on yellow cards."""
    from wonderlab.views.duel import TAKE_RING

    html = duel_structure()
    slots = re.findall(r'data-accessible="(true|false)" style="([^"]*)"', html)
    assert {free for free, _ in slots} == {"true", "false"}
    for free, css in slots:
        assert (TAKE_RING in css) == (free == "true")
    for color in [*style.CARD_COLORS.values(), "#5d4037"]:
        assert contrast(TAKE_RING, color) >= 3 or contrast("#efe8da", color) >= 3   # the ring, or its paper gap
    assert contrast(TAKE_RING, style.CARD_COLORS["yellow"]) >= 3


# -- words ----------------------------------------------------------------------------------------
def test_a_stage_name_and_its_status_never_touch_in_french():
    """"Étape 1pas construite": the status floated against the name."""
    from wonderlab.architects import ruleset
    from wonderlab.classic import wonder_set
    from wonderlab.views import architects, classic

    set_language("fr")
    for html in (classic.wonder_html(wonder_set().boards[0].side("A")),
                 architects.wonder_html(ruleset().wonders[0])):
        assert "Étape 1</b> <span" in html and "float:right" not in html
        assert "display:flex;flex-wrap:wrap;justify-content:space-between;column-gap:8px" in html


def test_french_costs_are_plural():
    """"2 pierre" on a pill; the rules say "2 pierres"."""
    from wonderlab.classic import card_set
    from wonderlab.duel import card_set as duel_cards
    from wonderlab.views import classic, duel

    set_language("fr")
    assert ">2 pierres<" in classic.card_html(card_set().by_name("Library"))
    duel_html = "".join(duel.card_html(c) for c in duel_cards())
    assert ">2 pierres<" in duel_html and ">2 pierre<" not in duel_html


def test_the_quiz_names_every_category_that_explains_the_gap():
    """Forgetting the pawn's 2 points was answered "you left out Treasury" (also 2)."""
    from wonderlab.widgets.quiz import BreakdownQuiz

    quiz = BreakdownQuiz("?", {"civilian": 23, "military": 2, "treasury": 2, "wonders": 6})
    quiz.answer.value = "31"
    quiz.button.click()
    assert "Military (2 points) or Treasury (2 points)" in quiz.feedback.value
    quiz.answer.value = "35"
    quiz.button.click()
    assert "twice" in quiz.feedback.value and "Military (2 points) or Treasury (2 points)" in quiz.feedback.value
    quiz.answer.value = "27"
    quiz.button.click()
    assert "Wonders (6 points)" in quiz.feedback.value and "Military" not in quiz.feedback.value.split(".")[0]


# -- stored widgets --------------------------------------------------------------------------------
def still_widgets():
    from wonderlab.widgets.classic import ScienceCalculator
    from wonderlab.widgets.quiz import BreakdownQuiz, ScienceQuiz

    return [*pads(), ScienceQuiz((2, 2, 1)), BreakdownQuiz("How many?", {"military": 2}), ScienceCalculator(3, 2, 1)]


def test_every_widget_shows_a_still_picture_and_a_short_text_before_any_cell_is_run():
    """A stored notebook showed ``ScorePad(children=(HTML(...`` on GitHub."""
    sys.path.insert(0, str(Path(__file__).parents[2] / "tools"))
    from run_notebooks import WIDGET_VIEW, clean, problems

    for widget in still_widgets():
        bundle = widget._repr_mimebundle_()
        assert WIDGET_VIEW in bundle
        assert "children=(" not in bundle["text/plain"] and len(bundle["text/plain"]) < 200
        assert bundle["text/plain"].startswith("<") and "<script" not in bundle["text/html"]
        notebook = {"metadata": {}, "cells": [{"cell_type": "code", "metadata": {}, "source": "", "outputs": [
            {"output_type": "display_data", "metadata": {}, "data": json.loads(json.dumps(bundle))}]}]}
        stored = clean(notebook)
        assert set(stored["cells"][0]["outputs"][0]["data"]) == {"text/plain", "text/html"}
        assert problems(stored) == []


def test_a_pads_still_picture_shows_its_fields_score_and_figure():
    pad = pads()[0]
    bundle = pad._repr_mimebundle_()
    html = bundle["text/html"]
    assert "Apothecary" in html and 'data-category="science"' in html and "<svg" in html
    assert bundle["text/plain"] == "<Score pad (classic): Ana, Bo, Cy; Ana wins with 26 points>"
    pad.players[0].coins.value = "lots"
    assert "mistake" in pad._repr_mimebundle_()["text/plain"]


def test_architects_stages_name_their_power_in_the_current_language():
    """The stages showed the power's id ("central", "progress") and the wonder no power line."""
    from wonderlab.architects import ruleset
    from wonderlab.views.architects import wonder_html

    set_language("fr")
    html = wonder_html(ruleset().wonder("Ephesus"))
    assert "Pouvoir d&#x27;Éphèse : prendre le sommet de la pioche centrale." in html
    assert ">Pouvoir d&#x27;Éphèse</span>" in html and ">central<" not in html


def test_a_duel_pads_text_says_a_supremacy_is_not_a_points_win():
    pad = pads()[1]
    pad.conflict.value = 9
    assert pad._repr_mimebundle_()["text/plain"] == "<Score pad (duel): Hugo, Lea; Hugo wins by military supremacy>"
