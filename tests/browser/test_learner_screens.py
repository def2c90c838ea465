"""Every screen of the table as a learner on a laptop sees it (issue 18): 1280×800 and 1024×700
(file browser open), light and dark, English and French, for a 7 Wonders turn, a pass screen,
the review, the Duel structure and an Architects Progress choice. One JupyterLab page per game:
theme, language and window change in place. Screenshots in ``screenshots/<test>/``.

At every one of them: nothing overflows the width, and every text reads at 4.5:1 or more."""

from .jupyter import DARK, LIGHT
from .table import Clicks
from .waits import ms

SIZES = {"1280x800": (1280, 800), "1024x700": (1024, 700)}
THEMES = {"light": LIGHT, "dark": DARK}

# Every visible text of the table, with the colour it is drawn in and the colour under it (the
# layers under it blended, as the eye sees them); disabled controls are exempt (WCAG 1.4.3).
_LOW_CONTRAST = """root => {
    const parse = text => {
        const m = text.match(/rgba?\\(([^)]*)\\)/);
        if (!m) return [0, 0, 0, 0];
        const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
        return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top, under) => [0, 1, 2].map(i => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
    const background = el => {
        const layers = [];
        for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
            const colour = parse(getComputedStyle(node).backgroundColor);
            if (colour[3] > 0) layers.push(colour);
            if (colour[3] >= 1) break;
        }
        let back = [255, 255, 255, 1];
        for (const layer of layers.reverse()) back = over(layer, back);
        return back;
    };
    const lum = c => {
        const ch = c.slice(0, 3).map(v => v / 255).map(v => v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
    };
    const low = [];
    for (const el of root.querySelectorAll("*")) {
        if (["TITLE", "OPTION", "STYLE", "SCRIPT"].includes(el.tagName)) continue;
        const text = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join("").trim();
        if (!text || !el.getClientRects().length) continue;
        if (el.closest("button:disabled, [aria-disabled=true], input:disabled, select:disabled")) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden") continue;
        const back = background(el);
        const ink = over(parse(el instanceof SVGElement ? style.fill : style.color), back);
        const [a, b] = [lum(ink), lum(back)].sort((x, y) => y - x);
        const ratio = (a + 0.05) / (b + 0.05);
        if (ratio < 4.5) low.push(`${text.slice(0, 40)} (${el.className.baseVal ?? el.className}): ${ratio.toFixed(2)}`);
    }
    return [...new Set(low)];
}"""

_OVERFLOW = """root => {
    const box = root.getBoundingClientRect();
    const out = [];
    if (box.right > window.innerWidth + 1) out.push(`the table ends at ${box.right} px`);
    if (root.scrollWidth > root.clientWidth + 1) out.push(`the table is ${root.scrollWidth} px wide inside ${root.clientWidth}`);
    for (const card of root.querySelectorAll("[data-card]")) {
        const r = card.getBoundingClientRect();
        if (r.right > box.right + 1 || r.left < box.left - 1) out.push(`card ${card.dataset.card} is outside the table`);
    }
    return out;
}"""


class Screens:
    """One JupyterLab page whose window, theme and tables' language change in place."""

    def __init__(self, lab):
        self.lab, self.page = lab, lab.page
        self.size = self.theme = None

    def window(self, size):
        if size == self.size:
            return
        width, height = SIZES[size]
        self.page.set_viewport_size({"width": width, "height": height})
        # at 1024 px the file browser is open, as a learner has it; at 1280 it is folded away
        self.page.evaluate("wide => wide ? window.jupyterapp.shell.collapseLeft()"
                           " : window.jupyterapp.shell.activateById('filebrowser')", width >= 1280)
        self.page.wait_for_timeout(ms(0.25))          # JupyterLab lays itself out again
        self.size = size

    def set_theme(self, theme):
        if theme == self.theme:
            return
        name = THEMES[theme]
        self.page.evaluate("t => window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})", name)
        self.page.wait_for_function("t => document.body.dataset.jpThemeName === t", arg=name, timeout=ms(30))
        self.page.wait_for_timeout(ms(0.6))          # the theme's style sheet applies
        self.theme = theme

    def language(self, lang):
        tables = self.page.locator(".wl-table")
        for i in range(tables.count()):
            table = tables.nth(i)
            if table.get_attribute("lang") != lang:
                table.locator('select[data-role="language"]').select_option(lang)
                table.page.wait_for_function("([t, l]) => t.getAttribute('lang') === l",
                                             arg=[table.element_handle(), lang], timeout=ms(30))

    def every_way(self, name, table, focus, check=None):
        """Screenshot ``focus`` (a selector in ``table``) centred, in every window, theme and
        language; at each, the table fits and reads well."""
        shots = []
        for theme in THEMES:
            self.set_theme(theme)
            for lang in ("en", "fr"):
                self.language(lang)
                for size in SIZES:
                    self.window(size)
                    where = f"{name}, {size}, {theme}, {lang}"
                    target = table.locator(focus).first
                    target.evaluate("el => el.scrollIntoView({block: 'center'})")
                    self.page.wait_for_timeout(ms(0.15))
                    path = self.lab.folder / f"{name}-{size}-{theme}-{lang}.png"
                    self.page.screenshot(path=path)
                    shots.append(path)
                    assert table.evaluate(_OVERFLOW) == [], where
                    low = table.evaluate(_LOW_CONTRAST)
                    assert low == [], f"{where}: texts below 4.5:1: {low}"
                    if check:
                        check(where)
        self.set_theme("light")
        self.language("en")
        self.window("1280x800")
        return shots


def _in_view(locator):
    return locator.evaluate("el => { const r = el.getBoundingClientRect();"
                            " return r.top >= 0 && r.bottom <= window.innerHeight; }")


def _focus_ring(page):
    return page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2; }")


def _tab_to(page, predicate_js, limit=60):
    """Press Tab until the focused element satisfies ``predicate_js``; each focus shows a ring."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"() => ({predicate_js})(document.activeElement)"):
            assert _focus_ring(page), "the keyboard focus is not visible"
            return True
    return False


CLASSIC_CELLS = (
    "from wonderlab.widgets import PlayTable\nturn = PlayTable('classic', players=4, seed=2026, you=[0, 1])\nturn",
    "review = PlayTable('classic', players=3, seed=1)\nwhile not review.is_over:\n"
    "    review.choose(0)\n    review.confirm()\nreview.review(3)\nreview",
)


def test_a_classic_turn_the_pass_screen_and_the_review_at_every_width_theme_and_language(in_lab, notebook):
    in_lab.open(notebook(*CLASSIC_CELLS)).run_all()
    screens = Screens(in_lab)
    screens.window("1280x800")
    page = Clicks(in_lab, "classic").appear()
    turn, review = page.page.locator(".wl-table").nth(0), page.page.locator(".wl-table").nth(1)
    page.root = turn             # the live table; the finished one below is read as ``review``

    # a card click brings its options and Confirm into view, numbered from 1
    cards = page.cards()
    turn.locator(f'[data-card="{cards[-1]}"]').evaluate("el => el.scrollIntoView({block: 'start'})")
    page.select(cards[-1])
    page.page.wait_for_timeout(ms(0.3))
    assert _in_view(turn.locator('[data-action="confirm"]')), "Confirm is below the fold after a card click"
    assert _in_view(turn.locator("button[data-option]").first), "the options are out of view after a card click"
    assert turn.locator(".wl-option-list > li").first.evaluate("li => li.value") == 1

    # the keyboard alone: Tab to every card, Enter shows its options, Tab to one, Enter picks it
    turn.locator('select[data-role="language"]').focus()
    reached = set()
    while len(reached) < len(cards):
        assert _tab_to(page.page, "el => el.hasAttribute('data-card')"), f"cards reached: {reached}"
        reached.add(page.page.evaluate("() => document.activeElement.dataset.card"))
    page._redraw("a card's options from the keyboard",
                 lambda: turn.locator(f'[data-card="{cards[0]}"]').focus() or page.page.keyboard.press("Enter"))
    assert _tab_to(page.page, "el => el.hasAttribute('data-option')"), "no option reached by Tab"
    page._redraw("an option picked from the keyboard", lambda: page.page.keyboard.press("Enter"))
    assert _tab_to(page.page, "el => el.dataset.action === 'confirm' && !el.disabled"), "Confirm not reached by Tab"

    screens.every_way("classic-turn", turn, ".wl-options")
    page.confirm()
    assert turn.locator('[data-action="pass-ok"]').inner_text().endswith("Show the hand")
    screens.every_way("pass-screen", turn, ".wl-pass")

    # the review: its controls above the board they change, the human's choices at the step,
    # the Ages marked on the chart
    controls = review.locator('[data-role="review-controls"]').bounding_box()
    board = review.locator(".wl-board").bounding_box()
    assert 0 <= board["y"] - (controls["y"] + controls["height"]) < 40, "the review's controls are not by the board"
    assert review.locator('[data-role="review-choices"] .wl-card').count() == 4
    assert review.locator(".wl-progress .wl-mark").count() == 3
    # one title a box: the step's round above, the whole game's log folded under the chart
    titles = review.locator(".wl-log-box h4, .wl-review summary").all_inner_texts()
    assert titles == ["What led to this step", "The whole game, move by move"], titles

    def in_sight(where):        # the controls stay in sight while the board scrolls under them
        review.locator('[data-role="review-choices"]').evaluate("el => el.scrollIntoView({block: 'end'})")
        page.page.wait_for_timeout(ms(0.15))
        assert _in_view(review.locator('[data-role="review-controls"]')), f"{where}: the review's controls are out of sight"

    screens.every_way("review", review, ".wl-board", check=in_sight)
    review.locator('[data-role="progress"]').evaluate("el => el.scrollIntoView({block: 'center'})")
    page.page.screenshot(path=in_lab.folder / "review-chart.png")


DUEL_CELL = ("from wonderlab.widgets import PlayTable\nduel = PlayTable('duel', seed=5, bots='search', think=0.8)\n"
             "while not duel.view['board']['structure']:\n    duel.choose(0)\n    duel.confirm()\nduel")


def test_the_duel_structure_fits_1024_px_and_a_thinking_bot_is_shown(in_lab, notebook):
    in_lab.open(notebook(DUEL_CELL)).run_all()
    screens = Screens(in_lab)
    screens.window("1024x700")
    page = Clicks(in_lab, "duel").appear()
    table = page.root

    def every_free_card_shows(where):
        box = table.locator('[data-role="structure"]').bounding_box()
        for card in table.locator(".wl-structure [data-card]").all():
            r = card.bounding_box()
            assert box["x"] - 1 <= r["x"] and r["x"] + r["width"] <= box["x"] + box["width"] + 1, where

    screens.every_way("duel-structure", table, '[data-role="structure"]', check=every_free_card_shows)

    # a double click on Confirm while the search bot thinks: said, nothing else clickable, one move
    page.select(page.cards()[0])
    page.choose(min(page.options()))
    log = page.log()
    table.locator('[data-action="confirm"]').dblclick()
    assert table.locator('[data-role="thinking"]').is_visible(), "nothing says the bot is thinking"
    assert table.locator('[data-action="undo"]').is_disabled()
    page.shot("bot-thinking")
    page.page.wait_for_function("t => !t.hasAttribute('data-busy')", arg=table.element_handle(), timeout=ms(60))
    assert page.message() == "", f"the double click warned: {page.message()}"
    assert page.log() != log and table.get_attribute("data-busy") is None
    # the spinner beside "thinking" turns, unless the learner's system asks for less motion
    spinner = ("el => { const s = document.createElement('span'); s.className = 'wl-thinking'; el.append(s);"
               " const name = getComputedStyle(s, '::before').animationName; s.remove(); return name; }")
    assert table.evaluate(spinner) == "wl-spin"
    page.page.emulate_media(reduced_motion="reduce")
    assert table.evaluate(spinner) == "none", "the spinner turns for a learner who asked for less motion"
    page.page.emulate_media(reduced_motion="no-preference")


ARCHITECTS_CELL = (
    "from wonderlab.widgets import PlayTable\n"
    "arch = PlayTable('architects', players=3, seed=1, bots='random', wonders=['Babylon', 'Alexandria', 'Giza'])\n"
    "while not any(o.action.kind == 'progress' for o in arch.table.option_list()):\n"
    "    kinds = [o.action.kind for o in arch.table.option_list()]\n"
    "    arch.choose(next((i for i, k in enumerate(kinds) if k == 'build'), 0))\n"
    "    arch.confirm()\narch")


def test_an_architects_progress_choice_says_what_each_token_does(in_lab, notebook):
    in_lab.open(notebook(ARCHITECTS_CELL)).run_all()
    screens = Screens(in_lab)
    page = Clicks(in_lab, "architects").appear()

    def tokens_explained(where):
        steps = page.root.locator(".wl-options .wl-steps").all_inner_texts()
        assert sum(": " in s for s in steps) >= 3, f"{where}: the tokens do not say what they do: {steps}"
        assert page.root.locator(".wl-token-text").count() >= 3, f"{where}: the board's tokens say nothing"

    screens.every_way("architects-progress", page.root, ".wl-options", check=tokens_explained)
    screens.set_theme("dark")                  # the decks' labels, the issue's low-contrast texts
    try:
        page.root.locator(".wl-sources").evaluate("el => el.scrollIntoView({block: 'start'})")
        page.page.screenshot(path=in_lab.folder / "architects-decks-dark.png")
        assert page.root.evaluate(_LOW_CONTRAST) == []
    finally:
        screens.set_theme("light")             # JupyterLab keeps its theme: the next tests expect light
