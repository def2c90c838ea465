"""Rule objects render themselves as our own HTML (issue 4: "Rule objects show themselves")."""

import re

import pytest

from wonderlab import set_language
from wonderlab.classic import Action, City, Game, card_set, score_cities, wonder_set
from wonderlab.classic.table import read_table
from wonderlab.views import classic as views
from wonderlab.views.style import CARD_COLORS, CATEGORY_COLORS, INK, text_on


def all_html():
    game = Game(players=3, seed=7)
    parts = [card._repr_html_() for card in card_set().cards]
    parts += [side._repr_html_() for board in wonder_set().boards for side in (board.a, board.b)]
    parts += [game._repr_html_(), game.scores()[0]._repr_html_(), game.legal_actions(0)[0]._repr_html_()]
    return "".join(parts)


def test_every_rule_object_renders_without_anything_from_outside():
    html = all_html()
    assert "<script" not in html
    assert not re.search(r"""(src|href)\s*=|url\(|@import|@font-face""", html)


def test_every_box_sets_its_own_text_and_background_colours_for_both_themes():
    html = all_html()
    for match in re.finditer(r'class="wonderlab-[a-z]+"[^>]*style="([^"]*)"', html):
        style = match.group(1)
        assert "background:" in style and "color:" in style, style


def test_a_card_shows_its_colour_name_french_name_age_cost_and_effect():
    html = card_set().by_name("Library")._repr_html_()
    assert 'data-color="green"' in html and CARD_COLORS["green"] in html
    assert "Library" in html and "(Bibliothèque)" in html and "Age II" in html
    assert "2 stone" in html and "1 loom" in html
    assert "science symbol: tablet" in html
    assert "free if you built Scriptorium" in html


def test_a_free_card_says_free_and_a_coin_cost_is_shown():
    assert ">free<" in card_set().by_name("Lumber Yard")._repr_html_()
    assert "1 coin" in card_set().by_name("Clay Pit")._repr_html_()


def test_card_header_text_is_readable_on_its_colour():
    assert text_on(CARD_COLORS["yellow"]) == INK
    assert text_on(CARD_COLORS["blue"]) == "#ffffff"


def test_a_guild_says_what_it_counts_and_where():
    html = card_set().by_name("Spies Guild")._repr_html_()
    assert "1 point per red card in the left city and the right city" in html


def test_names_are_escaped():
    html = views.score_html(score_cities([City(b.a) for b in wonder_set().boards[:3]],
                                         names=["<b>Ana</b>", "Bo", "Cy"]))
    assert "<b>Ana</b>" not in html and "&lt;b&gt;Ana&lt;/b&gt;" in html


def test_a_wonder_shows_each_stage_built_or_not():
    wonder = wonder_set().by_name("Gizah").side("A")
    html = views.wonder_html(wonder, built=2)
    assert html.count('data-built="true"') == 2 and html.count('data-built="false"') == 1
    assert "Gizah A" in html and "The Pyramids of Giza" in html
    assert "produces stone from the start" in html
    assert wonder._repr_html_().count('data-built="false"') == 3


def test_a_city_shows_its_wonder_stages_coins_tokens_and_buildings():
    names, cities = read_table({"game": "classic", "players": [
        {"name": "Ana", "wonder": "Babylon", "stages": 2, "coins": 8, "military": [1, 3, -1],
         "cards": ["Apothecary", "Workshop", "Scriptorium", "Library"]},
        {"name": "Bo", "wonder": "Gizah"}, {"name": "Cy", "wonder": "Rhodos"}]})
    html = cities[0]._repr_html_()
    assert html.count('data-built="true"') == 2
    assert ">8<" in html and "+1" in html and "+3" in html and "-1" in html
    for card in ("Apothecary", "Workshop", "Scriptorium", "Library"):
        assert card in html
    assert "2 compass" not in html and "1 compass" in html and "2 tablet" in html


def test_a_game_hides_the_hands_face_down():
    game = Game(players=3, seed=11)
    html = game._repr_html_()
    assert "Age I, turn 1" in html
    assert html.count('class="wonderlab-back"') == 21
    for city in range(3):
        for card in game.hand(city):
            assert card.name not in html, card.name


def test_an_action_shows_its_card_sentence_and_coins():
    game = Game(players=3, seed=1)
    action = next(a for a in game.legal_actions(0) if a.kind == "discard")
    html = action._repr_html_()
    assert str(action) in html and 'data-kind="discard"' in html
    paying = Action.build(card_set().by_name("Altar"))
    assert "Build Altar for nothing" in paying._repr_html_()


def test_a_score_sheet_is_the_score_pad_with_the_winner_starred():
    cities = [City(b.a, coins=c) for b, c in zip(wonder_set().boards[:3], (9, 3, 0), strict=True)]
    sheets = score_cities(cities, names=["Ana", "Bo", "Cy"])
    html = views.score_html(sheets)
    categories = re.findall(r'data-category="([a-z]+)"', html)
    assert categories == ["military", "treasury", "wonder", "civilian", "science", "commercial",
                          "guilds", "total"]
    assert "★ Ana" in html and html.count('data-winner="true"') == 1
    for color in ("military", "science", "civilian", "guilds"):
        assert CATEGORY_COLORS[color] in html


def test_score_choices_are_listed():
    names, cities = read_table({"game": "classic", "players": [
        {"name": "Ana", "wonder": "Babylon", "stages": 2, "cards": ["Apothecary"]},
        {"name": "Bo", "wonder": "Gizah"}, {"name": "Cy", "wonder": "Rhodos"}]})
    html = views.score_html(score_cities(cities, names))
    assert "science: Babylon A stage 2 -&gt;" in html


@pytest.mark.parametrize("language", ["fr"])
def test_french_switches_names_and_labels(language):
    set_language(language)
    card = card_set().by_name("Library")
    html = card._repr_html_()
    assert "Bibliothèque" in html and "(Library)" in html and "Âge II" in html
    assert "symbole scientifique : tablette" in html
    sheets = score_cities([City(b.a) for b in wonder_set().boards[:3]], names=["Ana", "Bo", "Cy"])
    assert "Trésor" in views.score_html(sheets) and "Guildes" in views.score_html(sheets)
    assert "Âge I, tour 1" in Game(players=3, seed=1)._repr_html_()


def test_rule_objects_survive_the_export_of_a_notebook_to_html():
    from pathlib import Path

    import nbformat
    from nbconvert import HTMLExporter

    path = Path(__file__).resolve().parents[2] / "notebooks/classic/01-goal-and-scoring.ipynb"
    body, _ = HTMLExporter().from_notebook_node(nbformat.read(path, as_version=4))
    assert 'class="wonderlab-card"' in body and 'data-color="green"' in body
    assert 'class="wonderlab-wonder"' in body and 'class="wonderlab-score"' in body
    assert 'data-built="false"' in body and "★ Cy" in body         # Cy wins the pad's example


def test_simulations_of_every_game_make_frames():
    from wonderlab.lab import simulate, win_rates

    for name, players in (("classic", 3), ("duel", 2), ("architects", 3)):
        frame = simulate(name, players=players, games=2, seed=1, bots=("random",))
        assert len(frame) == 2 * players and set(win_rates(frame).index) == {"random"}


def test_an_action_that_trades_shows_who_receives_the_coins():
    game = Game(players=3, seed=1)
    trading = next(a for a in game.legal_actions(0) if a.payment.left or a.payment.right)
    html = trading._repr_html_()
    side = "right" if trading.payment.right else "left"
    coins = trading.payment.right or trading.payment.left
    assert f"pays {coins} coins → {side} neighbour" in html
