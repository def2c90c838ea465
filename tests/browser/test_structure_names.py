"""Every card of Duel's structure shows its whole name and its cost, from a phone to a laptop.

play.js draws the structure's cards 83 px wide at the least (a phone scrolls the structure in
place): a name with a word wider than that (« Baraquements », "Fortifications") is drawn just
small enough to fit (``fitNames``), and a name of three lines ("Chamber of Commerce") makes its
row taller rather than hiding the cost below it. Every Age card, Guild, Grand Temple and Senator
is put in the structure of a real table view, in English and in French, its name marked as
clickable ("▸ "), and drawn by play.js alone (its model fed by the test, as the live classroom's
page feeds it) at 360 px, the narrowest phone we draw for, and at 1280 px, where nothing may be
drawn smaller than the CSS says. Screenshots in screenshots/structure-names/.
"""

from pathlib import Path

import pytest

from wonderlab.core.i18n import language, set_language
from wonderlab.duel.pantheon_data import CARDS_BY_INDEX
from wonderlab.duel.senators import senators
from wonderlab.table.seats.duel import card_data
from wonderlab.table.seats.duel_agora import senator_card
from wonderlab.widgets.play import PlayTable

from .jupyter import SHOTS
from .waits import ms

STATIC = Path(__file__).resolve().parents[2] / "wonderlab" / "widgets" / "static"
SITE = "http://wonderlab.test/"
PAGE = """<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="play.css"></head>
<body><div id="table"></div><script type="module">
import play from "./play.js";
const listeners = {};
const model = { view: null, get: (name) => (name === "view" ? model.view : undefined),
  on: (event, fn) => { (listeners[event] ||= []).push(fn); }, off: () => {}, send: () => {} };
window.show = (view) => {
  model.view = view;
  if (window.drawn) for (const fn of listeners["change:view"] || []) fn();
  else { window.drawn = true; play.render({ model, el: document.getElementById("table") }); }
};
window.ready = true;
</script></body></html>"""
# each card of the structure: its name's overflow, its own overflow at the bottom, its name's size
MEASURE = """() => [...document.querySelectorAll('.wl-slot.wl-up')].map(slot => {
  const name = slot.querySelector('.wl-slot-name');
  return { name: name.textContent, wide: name.scrollWidth - name.clientWidth,
           cut: slot.scrollHeight - slot.clientHeight, size: parseFloat(getComputedStyle(name).fontSize),
           shrunk: name.style.fontSize !== '' }; })"""


def _serve(route):
    name = route.request.url.removeprefix(SITE) or "index.html"
    if name == "index.html":
        route.fulfill(body=PAGE, content_type="text/html")
    elif name in ("play.js", "play.css"):
        route.fulfill(path=STATIC / name, content_type="text/javascript" if name.endswith(".js") else "text/css")
    else:
        route.abort()


def _every_card(lang):
    """The table's drawing of every card a Duel structure can hold, in ``lang``."""
    before = language()
    set_language(lang)
    try:
        cards = [card_data(card) for card in CARDS_BY_INDEX]
        cards += [senator_card(s.index, 2) for s in senators()]
    finally:
        set_language(before)
    return cards


def _views(lang):
    """Views of an Age I table whose face-up and face-down places all hold cards of
    ``_every_card``, each card taken once over the views, every one clickable."""
    table = PlayTable("duel", seed=1, bots="random")
    table.language(lang)
    while not table.view["board"]["structure"]:         # the draft, to the structure of Age I
        table.choose(0)
        table.confirm()
    view = table.view
    places = view["board"]["structure"]
    cards = _every_card(lang)
    for start in range(0, len(cards), len(places)):
        batch = cards[start:start + len(places)]
        structure = [dict(place, card=card, accessible=True, actionable=True, token=None)
                     for place, card in zip(places, batch, strict=False)]     # (the last batch: fewer)
        yield dict(view, board=dict(view["board"], structure=structure))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_structure_card_shows_its_whole_name_and_cost_on_a_phone_and_a_laptop(chromium, lang):
    folder = SHOTS / "structure-names"
    folder.mkdir(parents=True, exist_ok=True)
    views = list(_views(lang))
    assert sum(len(v["board"]["structure"]) for v in views) == len(CARDS_BY_INDEX) + len(senators())
    context = chromium.new_context(viewport={"width": 360, "height": 900})
    context.set_default_timeout(ms(30))
    try:
        page = context.new_page()
        page.route(SITE + "**", _serve)
        page.goto(SITE)
        page.wait_for_function("() => window.ready === true")
        shrunk, sizes = {360: set(), 1280: set()}, {360: [], 1280: []}
        for width in (360, 1280):
            page.set_viewport_size({"width": width, "height": 900})
            for number, view in enumerate(views):
                page.evaluate("view => window.show(view)", view)
                page.locator(".wl-slot.wl-up").first.wait_for()
                drawn = page.evaluate(MEASURE)
                assert len(drawn) == len(view["board"]["structure"])
                for card in drawn:
                    sizes[width].append(card["size"])
                    if card["shrunk"]:
                        shrunk[width].add(card["name"])
                    assert card["wide"] <= 0, f"{card['name']!r} is cut at its right at {width} px: {card}"
                    assert card["cut"] <= 0, f"{card['name']!r} hides its cost at {width} px: {card}"
                    assert card["size"] >= 7.5, f"{card['name']!r} is drawn too small at {width} px: {card}"
                if number in (0, len(views) - 1) or width == 360:
                    page.locator(".wl-structure-box").screenshot(path=folder / f"{lang}-{width}-{number}.png")
        # a laptop's card is 107 px wide: only a word of 12 letters or more, with the clickable
        # mark, may need a little less than the CSS's 12 px there
        assert all(max(map(len, name.split())) >= 12 for name in shrunk[1280]), sorted(shrunk[1280])
        assert min(sizes[1280]) >= 11, min(sizes[1280])
        long_word = "Baraquements" if lang == "fr" else "Fortifications"     # wider than a phone's card
        assert long_word in shrunk[360], sorted(shrunk[360])
    finally:
        context.close()
