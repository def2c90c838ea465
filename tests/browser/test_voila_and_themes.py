"""A whole Architects game by clicks in Voilà, and the table legible in JupyterLab's light and
dark themes (issue 9, "Tests in a real browser")."""

import random
import re

import pytest

from .table import Clicks, Mirror, check_the_end, play, play_to_the_end, table_cell

CLASSIC = {"players": 3, "seed": 4}


def test_a_whole_architects_game_plays_in_voila(in_voila, voila, notebook):
    options = {"players": 3, "seed": 2}
    name = notebook(table_cell("architects", options))
    in_voila.render(voila, name)
    page, mirror = Clicks(in_voila, "architects").appear(), Mirror("architects", **options)
    page.shot("voila-first-drawing")
    mirror.check(page, "the first drawing in Voilà")
    status = page.status()
    play(page, mirror, min(page.options()))
    assert page.status() != status and page.log()
    turns = play_to_the_end(page, mirror, random.Random("voila"), 80)
    assert mirror.table.is_over and turns >= 5
    check_the_end(page, mirror, in_voila)


_COLOURS = """el => {
    const parse = text => {
        const rgb = text.match(/rgba?\\(([^)]*)\\)/);
        if (rgb) {
            const p = rgb[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
            return [p[0] / 255, p[1] / 255, p[2] / 255, p.length > 3 ? p[3] : 1];
        }
        const srgb = text.match(/color\\(srgb ([^)]*)\\)/);
        if (srgb) {
            const p = srgb[1].split(/[\\s\\/]+/).filter(Boolean).map(Number);
            return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
        }
        return [0, 0, 0, 0];
    };
    let node = el, back = [1, 1, 1, 1];
    while (node && node.nodeType === 1) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0.5) { back = colour; break; }
        node = node.parentElement;
    }
    return {text: parse(getComputedStyle(el).color), back: back};
}"""


def luminance(rgb):
    """WCAG relative luminance of an sRGB colour given in 0..1."""
    channel = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb[:3]]
    return 0.2126 * channel[0] + 0.7152 * channel[1] + 0.0722 * channel[2]


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_table_is_legible_in_the_light_and_dark_themes(theme, request, notebook):
    lab = request.getfixturevalue({"light": "in_lab", "dark": "in_dark_lab"}[theme])
    lab.open(notebook(table_cell("classic", CLASSIC))).run_all()
    page = Clicks(lab, "classic").appear()
    card = page.cards()[0]
    page.select(card)
    page.shot(f"{theme}-card-clicked")

    table = lab.page.eval_on_selector(page.selector, _COLOURS)
    background = luminance(table["back"])
    if theme == "dark":
        assert background < 0.1, f"the table's background is not dark: {table['back']}"
    else:
        assert background > 0.8, f"the table's background is not light: {table['back']}"
    parts = {"status": f'{page.selector} [data-role="status"]',
             "card": f'{page.selector} [data-card="{card}"]',
             "option": f'{page.selector} button[data-option]',
             "log title": f'{page.selector} h4'}
    for part, selector in parts.items():
        colours = lab.page.eval_on_selector(selector, _COLOURS)
        ratio = contrast(colours["text"], colours["back"])
        assert ratio >= 4.5, f"{theme} theme: the {part}'s text has a contrast of {ratio:.1f}"
    assert re.search(r"\d", page.part("coins").inner_text())
