"""7 Wonders Architects in the course: its rule objects, its score pad (issue 4)."""

import re

from wonderlab import set_language
from wonderlab.architects import Action, Game, ruleset
from wonderlab.architects.table import score_table
from wonderlab.plots import score_breakdown
from wonderlab.views import architects as views
from wonderlab.widgets.architects import EXAMPLE, ArchitectsScorePad


def test_a_wonder_shows_its_pieces_their_supports_and_which_are_built():
    ephesus = ruleset().wonder("Ephesus")
    html = views.wonder_html(ephesus, built=(1, 2, 3))
    built = re.findall(r'data-stage="(\d)" data-built="true"', html)
    assert sorted(built) == ["1", "2", "3"] and html.count('data-built="false"') == 2
    assert "rests on 2, 3, 4" in html and "on the ground" in html
    assert "3 identical resources" in html and "4 different resources" in html
    assert "Ephesus" in html and "(Éphèse)" in html
    # the top of the pyramid is drawn first
    assert html.index('data-stage="5"') < html.index('data-stage="1"')
    assert ephesus._repr_html_().count('data-built="false"') == 5


def test_a_wonder_takes_the_engines_bit_mask_too():
    assert views.wonder_html(ruleset().wonder("Giza"), built=0b11).count('data-built="true"') == 2


def test_a_progress_token_says_what_it_does():
    html = ruleset().token("culture")._repr_html_()
    assert "Culture" in html and "both Culture tokens together make 12" in html
    for token in ruleset().tokens:
        assert len(token._repr_html_()) > 200


def test_the_table_hides_the_central_deck_and_shows_the_decks_tops():
    game = Game(players=3, seed=4)
    html = game._repr_html_()
    assert "central deck:" in html and "face down" in html
    central_top = ruleset().kinds[game.decks[3][-1]].label
    for seat in range(3):
        top = ruleset().kinds[game.decks[seat][-1]].label
        assert f"top: {top}" in html
    assert "Player 1 to play" in html
    assert "top: " + central_top not in html.split("central deck")[1][:60]


def test_an_action_renders_its_sentence():
    action = Game(players=3, seed=4).legal_actions(0)[0]
    assert str(action) in action._repr_html_()
    build = Action.build(3, (0, 1, 5))
    assert 'data-kind="build"' in build._repr_html_() and "Gold" in build._repr_html_()


def test_the_score_sheet_is_the_score_pad_of_seed_002s_29_points():
    result = score_table(EXAMPLE)
    assert result["players"][0]["total"] == 29
    game = Game(players=3, seed=4)
    html = views.score_html(game.scores())
    assert re.findall(r'data-category="([a-z]+)"', html) == ["wonder", "civilian", "military",
                                                             "progress", "cat", "total"]
    figure = score_breakdown(result)
    assert [t.meta for t in figure.data if t.type == "bar"] == ["wonder", "civilian", "military",
                                                                "progress", "cat"]
    assert [t.y[0] for t in figure.data if t.type == "bar"] == [10, 7, 6, 4, 2]


def test_the_pad_recomputes_and_names_mistakes_beside_their_field():
    pad = ArchitectsScorePad()
    assert pad.result["players"][0]["total"] == 29 and "★ Ada" in pad.breakdown.value
    pad.players[0].progress.value = "Culture, Politics"
    assert pad.result["players"][0]["categories"]["progress"] == 4 + 2
    pad.players[0].stages.value = "1, 5"
    assert "stages" in pad.players[0].errors["stages"].value
    assert pad.error is not None and pad.error.field.startswith("players[0].stages")
    pad.players[0].stages.value = "1, 2, 3"
    pad.players[1].cards.value = "blue_9: 1"
    assert pad.players[1].errors["cards"].value
    pad.players[1].cards.value = "blue_3: 3"
    assert pad.error is None and pad.result["players"][1]["categories"]["civilian"] == 9


def test_the_pad_saves_a_table_the_engine_reads(tmp_path):
    pad = ArchitectsScorePad()
    pad.save(tmp_path / "t.json")
    again = ArchitectsScorePad(str(tmp_path / "t.json"))
    assert again.result == pad.result == score_table(EXAMPLE)


def test_french():
    set_language("fr")
    html = ruleset().token("culture")._repr_html_()
    assert "les deux jetons Culture ensemble font 12" in html
    assert "repose sur" in views.wonder_html(ruleset().wonder("Ephesus"))
