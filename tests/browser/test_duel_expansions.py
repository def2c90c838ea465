"""Duel's Pantheon and Agora at the table in a real browser (issue 42): a whole game of each, and
of both together, by clicks in Voilà, the board's spaces and Chambers clicked as well as the options, checked against
the same table played in Python, then the scores with the expansion's rows; and each board
mid-game at 1024 px and on a phone (390 px), in English on the light theme and in French on the
dark one: nothing wider than the page, every board target at least 24 px, axe-core clean."""

import random

import pytest

from .jupyter import RENDER_S
from .table import Clicks, Mirror, play, table_cell
from .test_accessibility import axe_findings
from .waits import ms

WHOLE = {"pantheon": {"seed": 5, "bots": "random", "expansions": ("pantheon",)},
         "agora": {"seed": 7, "bots": "random", "expansions": ("agora",)},
         "both": {"seed": 3, "bots": "random", "expansions": ("pantheon", "agora")}}
ROWS = {"pantheon": ("Divinities", "Grand temples"), "agora": ("Senate",), "both": ("Divinities", "Grand temples", "Senate")}
BOARDS = {"pantheon": (".wl-pantheon",), "agora": (".wl-senate",), "both": (".wl-pantheon", ".wl-senate")}
# a seed, and how many random decisions bring its boards well into the game (Age II, Divinities
# seated and one activated; cubes in the Senate and a Conspiracy kept)
MIDGAME = {"pantheon": (1, 17), "agora": (2, 36), "both": (7, 25)}


def _mirror_board_click(mirror, target):
    """What a click on a board's ``target`` does (play.js ``boardPick``): the option of that
    target, or the next one of them after the one picked."""
    found = [o for o in mirror.view["options"] if o.get("target") == target]
    at = next((i for i, o in enumerate(found) if o["index"] == mirror.view["pick"]), -1)
    mirror.table.choose(found[(at + 1) % len(found)]["index"])


def _play_by_board(page, mirror, rng):
    """Pick an option by clicking its space or Chamber on the board drawing, then confirm."""
    targets = sorted({o["target"] for o in mirror.view["options"] if o.get("target")})
    target = rng.choice(targets)
    part = page.root.locator(f'[data-target="{target}"].wl-target').first
    page._redraw(f"the board's {target} picking its option", part.click)
    _mirror_board_click(mirror, target)
    mirror.check(page, f"clicking {target} on the board")
    page.confirm()
    mirror.table.confirm()
    mirror.check(page, f"confirming what {target} picked")


@pytest.mark.parametrize("expansion", WHOLE)
def test_a_whole_duel_game_with_an_expansion_by_clicks(expansion, in_voila, voila, notebook):
    options = WHOLE[expansion]
    in_voila.render(voila, notebook(table_cell("duel", options)))
    page, mirror = Clicks(in_voila, "duel").appear(), Mirror("duel", **options)
    mirror.check(page, "the first drawing")
    for drawn in BOARDS[expansion]:
        assert page.root.locator(drawn).count() == 1, f"{drawn} is not drawn ({expansion})"
    rng, turns, by_board = random.Random(expansion), 0, 0
    while not page.is_over():
        assert turns < 200, "the game is not over after 200 of the human's decisions"
        if any(o.get("target") for o in mirror.view["options"]) and rng.random() < 0.8:
            _play_by_board(page, mirror, rng)
            by_board += 1
        else:
            if not page.options():
                playable = {o["card"] for o in mirror.view["options"]}
                key = rng.choice([k for k in page.cards() if k in playable])
                page.select(key)
                mirror.table.select(key)
            play(page, mirror, rng.choice(sorted(page.options())))
        turns += 1
        if turns % 10 == 0:
            page.shot(f"decision-{turns:03d}")
    assert mirror.table.is_over and by_board >= 2, (turns, by_board)
    scores = in_voila.wait_for('[data-role="scores"]', "the final scores").first.inner_text()
    for row in ROWS[expansion]:
        assert row in scores, f"the scores have no {row} row"
    for player in mirror.table.table.scores()["players"]:
        assert player["name"] in scores and str(player["total"]) in scores
    page.shot("the-end")


def _midgame_cell(expansion, lang):
    seed, decisions = MIDGAME[expansion]
    return (f"import random\nfrom wonderlab.widgets import PlayTable\n"
            f"table = PlayTable('duel', seed={seed}, bots='random', expansions={WHOLE[expansion]['expansions']!r}, "
            f"lang={lang!r})\n"
            f"r = random.Random({seed})\n"
            f"for _ in range({decisions}):\n"
            f"    table.choose(r.randrange(len(table.options()))); table.confirm()\n"
            f"table")


@pytest.mark.parametrize("lang, theme", [("en", "light"), ("fr", "dark")])
@pytest.mark.parametrize("expansion", WHOLE)
def test_the_boards_mid_game_fit_a_laptop_and_a_phone(expansion, lang, theme, in_voila, voila, notebook):
    name = notebook(_midgame_cell(expansion, lang))
    page = in_voila.page
    page.goto(voila.url(f"/voila/render/{name}?theme={theme}"), wait_until="commit", timeout=ms(RENDER_S))
    page.wait_for_load_state("load", timeout=ms(RENDER_S))
    table = Clicks(in_voila, "duel").appear(RENDER_S)
    boards = [table.root.locator(drawn).first for drawn in BOARDS[expansion]]
    assert table.root.get_attribute("lang") == lang
    for width in (1024, 390, 360):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(ms(0.3))
        overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{width} px: the page scrolls sideways by {overflow} px"
        for drawn, board in zip(BOARDS[expansion], boards, strict=True):
            inside = board.evaluate("el => [...el.querySelectorAll('*')].filter(n => n.scrollWidth > n.clientWidth + 1"
                                    " && getComputedStyle(n).overflowX === 'hidden').length")
            assert inside == 0, f"{width} px: {inside} parts of {drawn} clip their text ({expansion})"
            cut = board.evaluate("el => [...el.querySelectorAll('.wl-div-myth')].filter(n => n.getBoundingClientRect().height"
                                 " > 1.5 * parseFloat(getComputedStyle(n).lineHeight)).map(n => n.textContent)")
            assert cut == [], f"{width} px: a mythology's name cut across lines: {cut}"   # « mésopotamienn / e »
            for box in (t.bounding_box() for t in board.locator(".wl-target").all()):
                assert box["width"] >= 24 and box["height"] >= 24, f"{width} px: a target of {drawn} of {box}"
            in_voila.shot(f"{expansion}-{drawn[4:]}-{lang}-{theme}-{width}", board)
        page.screenshot(path=in_voila.folder / f"{expansion}-{lang}-{theme}-{width}-page.png", full_page=True)
    assert axe_findings(page) == [], f"the {expansion} board mid-game, {theme}"
