"""A PlayTable seen through the browser, selected on the data attributes of its contract.

``Clicks`` clicks and reads the table in the page; ``Mirror`` plays the same game with a
``PlayTable`` in this process, so that after every click the test can check that the page shows
exactly what Python says: the status, the coins, the log, the options and the pick.
"""

import re
import time

from .jupyter import STEP_S
from .waits import ms, s

OPTION = 'button[data-option]'
# Clicks.reading's evaluation; "shown" as Playwright's is_visible: a box with a size, not hidden
_READING = """([selector, option]) => {
    const root = document.querySelector(selector);
    const part = (role) => root.querySelector(`[data-role="${role}"]`);
    const shown = (el) => { const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"; };
    const pressed = root.querySelector(`${option}[aria-pressed="true"]`);
    return {
        status: part("status") ? part("status").innerText.trim() : null,
        coins: part("coins") ? part("coins").innerText : null,
        log: [...root.querySelectorAll('[data-role="log"] li')].map((li) => li.innerText.trim()),
        message: part("message") ? part("message").innerText.trim() : null,
        options: [...root.querySelectorAll(option)].filter(shown)
                 .map((button) => [button.dataset.option, button.innerText.trim()]),
        picked: pressed ? pressed.dataset.option : null,
        over: root.getAttribute("data-over") === "true",
    };
}"""



def _words(text):
    """``text`` with its no-break spaces read as spaces.

    >>> _words("Âge\\u00a0I · tour\\u00a03 ")
    'Âge I · tour 3'
    """
    return text.replace("\u00a0", " ").strip()


class Clicks:
    """The ``.wl-table`` of one game on a page, clicked and read like a player would."""

    def __init__(self, steps, game):
        self.steps, self.page, self.game = steps, steps.page, game
        self.selector = f'.wl-table[data-game="{game}"]'
        self.root = self.page.locator(self.selector)

    def appear(self, timeout_s=None):
        self.steps.wait_for(f'{self.selector} [data-role="status"]',
                            f"the {self.game} table drawing itself", timeout_s or s(120))
        return self

    def shot(self, step):
        return self.steps.shot(step, self.root)

    # -- reading ----------------------------------------------------------------------------
    def part(self, role):
        return self.root.locator(f'[data-role="{role}"]').first

    def status(self):
        return self.part("status").inner_text().strip()

    def coins(self):
        """The human seat's coins, or None where the game has none (Architects)."""
        if not self.root.locator('[data-role="coins"]').count():
            return None
        found = re.search(r"-?\d+", self.part("coins").inner_text())
        return int(found.group()) if found else None

    def log(self):
        return [line.strip() for line in self.root.locator('[data-role="log"] li').all_inner_texts()]

    def message(self):
        return self.part("message").inner_text().strip()

    def options(self):
        """The option buttons shown now: {index: sentence}."""
        shown = {}
        for button in self.root.locator(OPTION).all():
            if button.is_visible():
                shown[int(button.get_attribute("data-option"))] = button.inner_text().strip()
        return shown

    def picked(self):
        """The index of the option shown as picked (aria-pressed), or None."""
        pressed = self.root.locator(f'{OPTION}[aria-pressed="true"]')
        return int(pressed.first.get_attribute("data-option")) if pressed.count() else None

    def cards(self):
        """The keys of the cards the human may act on, in page order."""
        return [card.get_attribute("data-card") for card in self.root.locator("[data-card]").all()
                if card.is_visible()]

    def is_over(self):
        return self.root.get_attribute("data-over") == "true"

    def reading(self):
        """What ``status``, ``coins``, ``log``, ``message``, ``options``, ``picked`` and
        ``is_over`` read, read at once in the page (one call: the table cannot change between
        them, and a turn's checks cost the browser one evaluation, not thirty)."""
        seen = self.page.evaluate(_READING, [self.selector, OPTION])
        coins = seen["coins"]
        if coins is not None:
            found = re.search(r"-?\d+", coins)
            coins = int(found.group()) if found else None
        options = {int(index): text for index, text in seen["options"]}
        picked = None if seen["picked"] is None else int(seen["picked"])
        return {**seen, "coins": coins, "options": options, "picked": picked}

    # -- clicking ---------------------------------------------------------------------------
    def _redraw(self, what, act):
        """Do ``act`` and wait until the table's text changes (one message, one redraw); while
        a Confirm is played the table says the others are thinking: wait until that is over."""
        before = self.root.inner_text()
        act()
        self.steps.wait(what, lambda ms: self.page.wait_for_function(
            "([selector, before]) => { const root = document.querySelector(selector);"
            " return !!root && root.innerText !== before && !root.hasAttribute('data-busy'); }",
            arg=[self.selector, before], timeout=ms), STEP_S * 2)

    def select(self, key, keyboard=False):
        card = self.root.locator(f'[data-card="{key}"]').first
        if card.get_attribute("aria-pressed") == "true" and self.options():
            return                          # already clicked: its options are showing
        if keyboard:                        # tab to the card and press Enter
            self._redraw(f"the options of card {key} appearing from the keyboard",
                         lambda: (card.focus(), self.page.keyboard.press("Enter")))
        else:
            self._redraw(f"the options of card {key} appearing", card.click)

    def choose(self, index, keyboard=False):
        button = self.root.locator(f'{OPTION}[data-option="{index}"]').first
        if keyboard:                       # tab to it and press Enter, as the issue asks
            self._redraw(f"option {index} picked from the keyboard",
                         lambda: (button.focus(), self.page.keyboard.press("Enter")))
        else:
            self._redraw(f"option {index} showing as picked", button.click)

    def undo(self):
        self._redraw("the pick taken back", self.root.locator('[data-action="undo"]').first.click)

    def confirm(self):
        self._redraw("the turn resolving after Confirm",
                     self.root.locator('[data-action="confirm"]').first.click)

    def click(self, action, what):
        self._redraw(what, self.root.locator(f'[data-action="{action}"]').first.click)


class Mirror:
    """The same table in Python: what the page must show after the same clicks."""

    def __init__(self, game, **options):
        from wonderlab.widgets import PlayTable
        self.table = PlayTable(game, **options)

    @property
    def view(self):
        return self.table.view

    def check(self, page, step, settle_s=15):
        """Assert that ``page`` (a Clicks) shows the view of the mirror after ``step``; a
        redraw may come in more than one piece, so the page has ``settle_s`` to agree."""
        deadline = time.monotonic() + settle_s
        while True:
            try:
                return self._agrees(page, step)
            except AssertionError:
                if time.monotonic() > deadline:
                    raise
                page.page.wait_for_timeout(ms(0.2))

    def _agrees(self, page, step):
        view, seen = self.view, page.reading()
        where = f"after {step}"
        # the page keeps a label with its number and a French « : » with its word (play.js's keep):
        # the same words, some of their spaces unbreakable
        assert _words(seen["status"]) == _words(view["status"]), where
        assert seen["coins"] == view["coins"], where
        assert seen["log"] == [line.strip() for line in view["log"]], where
        if view["message"]:
            assert _words(seen["message"]) == _words(view["message"]), where
        # a card's options show once the card is clicked; the others show without a click
        expected = {o["index"]: o["text"].strip() for o in view["options"]
                    if o["card"] is None or o["card"] == view["selected"]}
        assert seen["options"] == expected, where
        assert seen["picked"] == view["pick"], where
        assert seen["over"] == self.table.is_over, where


def table_cell(game, options):
    """The notebook cell that opens the table: ``PlayTable(game, **options)``."""
    arguments = "".join(f", {name}={value!r}" for name, value in options.items())
    return f"from wonderlab.widgets import PlayTable\ntable = PlayTable({game!r}{arguments})\ntable"


def play(page, mirror, step):
    """Choose option ``step`` in the page and in the mirror, confirm both, check they agree."""
    page.choose(step)
    mirror.table.choose(step)
    page.confirm()
    mirror.table.confirm()
    mirror.check(page, f"confirming option {step}")


def play_to_the_end(page, mirror, rng, limit):
    """Click through the game, choosing at random among the shown options; return the turns."""
    turns, why_seen = 0, False
    while not page.is_over():
        assert turns < limit, f"the game is not over after {limit} of the human's decisions"
        if not why_seen:
            why_seen = says_why_a_card_offers_nothing(page, mirror)
        if not page.options():
            # a card may have no option at all (the Free City cannot build it, nor discard it)
            playable = {o["card"] for o in mirror.view["options"]}
            cards = [key for key in page.cards() if key in playable]
            assert cards, f"turn {turns}: no card to click and the game is not over"
            key = rng.choice(cards)
            page.select(key)
            mirror.table.select(key)
        play(page, mirror, rng.choice(sorted(page.options())))
        turns += 1
        if turns <= 2 or turns % 10 == 0:           # a few of the decisions: a shot is dear under load
            page.shot(f"decision-{turns:02d}")
    return turns


def says_why_a_card_offers_nothing(page, mirror):
    """Click a card of the hand that offers no option, if there is one: the options say why, in
    the engine's words (the card's notes). True when a card was checked."""
    view = mirror.view
    playable = {o["card"] for o in view["options"]}
    dead = [c for c in view["hand"] if c["key"] not in playable and c["notes"]]
    if not dead or not playable:
        return False
    card = dead[0]
    page.select(card["key"])
    mirror.table.select(card["key"])
    mirror.check(page, f"clicking {card['name']}, which offers nothing")
    why = page.root.locator(".wl-options .wl-why-options").inner_text()
    for note in card["notes"]:
        assert note in why, f"clicking {card['name']} does not say: {note}"
    page.shot("why-not")
    return True


def check_the_end(page, mirror, steps):
    """The scores name every player with their total; the review steps back and forth."""
    scores = steps.wait_for('[data-role="scores"]', "the final scores")
    text = scores.first.inner_text()
    for player in mirror.table.table.scores()["players"]:
        assert player["name"] in text
        assert str(player["total"]) in text
    steps.wait_for('[data-role="review"]', "the post-game review")
    slider = page.root.locator('input[data-role="review-slider"]').first
    last = int(slider.get_attribute("max"))
    assert last > 0 and int(slider.input_value()) == last
    page.shot("review-at-the-end")

    page.click("review-prev", "the review stepping back one turn")
    mirror.table.review(last - 1)
    assert int(slider.input_value()) == last - 1
    page.shot("review-prev")

    page._redraw("the review jumping to the start", lambda: slider.fill("0"))
    mirror.table.review(0)
    assert int(slider.input_value()) == 0
    page.shot("review-start")
    page.click("review-next", "the review stepping forward")
    mirror.table.review(1)
    assert int(slider.input_value()) == 1
    mirror.check(page, "the review's steps")
    page.shot("review-next")
