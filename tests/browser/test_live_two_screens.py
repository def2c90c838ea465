"""A student's seat open in two tabs, and the language a page's address names, in a real browser.
Source: the class check's note, "A refusal shows in both tabs of one seat, and a page opened with
``?lang=en`` keeps the language the student chose before." Screenshots go to
``tests/browser/screenshots/live``."""

import re
import time
from contextlib import contextmanager
from urllib.parse import quote

from wonderlab.live.bench import Server

from .jupyter import STEP_S
from .test_live import SHOTS, _api, _Contexts, _decide
from .waits import ms

REFUSED = "Choose an option first, then confirm."


@contextmanager
def _class(chromium, tmp_path, bots):
    """``(server, browser, code)``: a live server with a Duel session of ``bots`` and a browser of
    its own, both stopped after the test."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    # a test clicks quicker than any person: the rate limit stays out of its way, as test_live_mistakes'
    server = Server(tmp_path / "data", rate=100_000, analysis_playouts=0).start()
    browser = _Contexts(chromium)
    try:
        _, session = _api(server, "sessions", {"game": "duel", "bots": bots, "seed": 8})
        yield server, browser, session["code"]
    finally:
        browser.close()
        server.stop()


def _join(page, server, code, lang, name="Ana"):
    page.goto(f"{server.base}/?code={code}&lang={lang}")
    page.fill("input[name=name]", name)
    page.click("button[type=submit]")
    page.wait_for_selector(".wl-live-note:has-text('teacher'), .wl-live-note:has-text('professeur')")


class _Held:
    """A tab's socket, routed through the test: what the server sends it can be held back (the tab
    then shows a table the server has moved on from, as a phone's slow network does), then let through."""

    def __init__(self, page):
        self.holding, self.held, self.route = False, [], None
        page.route_web_socket(re.compile(r"/wonderlab/live/socket$"), self._open)

    def _open(self, route):
        self.route = route
        route.connect_to_server().on_message(self._down)

    def _down(self, message):
        if self.holding:
            self.held.append(message)
        else:
            self.route.send(message)

    def wait_for(self, page, words):
        """Wait until a frame holding ``words`` is held back."""
        deadline = time.monotonic() + STEP_S
        while not any(words in message for message in self.held):
            assert time.monotonic() < deadline, f"no frame saying {words!r} came"
            page.wait_for_timeout(ms(0.05))

    def let_through(self):
        self.holding = False
        for message in self.held:
            self.route.send(message)
        self.held = []


def _table(page):
    """The seat as the tab draws it, its message line aside."""
    return page.locator(".wl-table > *:not([data-role=message])").all_inner_texts()


def test_a_refused_click_shows_in_the_tab_that_clicked_only_and_both_tabs_show_one_table(chromium, tmp_path):
    """Two tabs of Ana's seat (a laptop, a phone) in one browser, Bo at the other seat of a Duel:
    the phone confirms the wonder both tabs show picked; the laptop, its frames held meanwhile,
    still shows the pick and Confirms it again: refused. The laptop reads why, and still does
    while Bo plays; the phone is sent nothing of it; both show the same table. Ana's next click
    clears it."""
    with _class(chromium, tmp_path, "none") as (server, browser, code):
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        laptop = context.new_page()
        held = _Held(laptop)
        _join(laptop, server, code, "en")
        bo = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        _join(bo, server, code, "en", "Bo")
        assert _api(server, f"sessions/{code}", {"action": "start", "table": 1})[0] == 200
        phone = context.new_page()            # the same browser: the seat's secret is found, the seat comes back
        phone.set_viewport_size({"width": 360, "height": 800})
        frames = []
        phone.on("websocket", lambda socket: socket.on("framereceived", lambda frame: frames.append(frame)))
        phone.goto(f"{server.base}/")
        for page in (laptop, phone):
            page.wait_for_selector(".wl-table .wl-offered")            # the wonder draft, Ana's pick first
            page.wait_for_selector(".wl-table button[data-option]")
        laptop.locator(".wl-table button[data-option]").first.click()
        phone.wait_for_selector(".wl-table [data-option][aria-pressed=true]")      # one seat: one pick
        held.holding = True
        phone.locator(".wl-table [data-action=confirm]:not([disabled])").click()
        phone.wait_for_selector(".wl-table [data-option][aria-pressed=true]", state="detached")
        laptop.locator(".wl-table [data-action=confirm]:not([disabled])").click()   # a stale click
        held.wait_for(laptop, REFUSED)
        held.let_through()
        laptop.wait_for_selector(f".wl-table [data-role=message]:has-text('{REFUSED}')")
        laptop.wait_for_selector(".wl-table [data-option][aria-pressed=true]", state="detached")
        assert phone.locator(".wl-table [data-role=message]").inner_text() == ""
        assert _table(laptop) == _table(phone)
        for _ in range(2):                   # Bo picks his two wonders: both tabs are sent each move
            bo.wait_for_selector(".wl-table button[data-option]")
            assert _decide(bo)
        for page in (laptop, phone):
            page.wait_for_selector(".wl-table button[data-option]")        # Ana's turn again
        assert laptop.locator(".wl-table [data-role=message]").inner_text() == REFUSED   # kept until Ana's next click
        assert phone.locator(".wl-table [data-role=message]").inner_text() == ""
        assert _table(laptop) == _table(phone)
        assert "Bo took" in "".join(_table(phone))
        laptop.screenshot(path=SHOTS / "two-tabs-refused-1280-en.png", full_page=True)
        phone.screenshot(path=SHOTS / "two-tabs-other-360-en.png", full_page=True)
        # Bo's moves came to the phone after the refusal would have: it was sent nothing of it
        assert [frame for frame in frames if "Bo took" in str(frame)]
        assert not [frame for frame in frames if REFUSED in str(frame)]
        laptop.locator(".wl-table button[data-option]").first.click()       # Ana's next click
        phone.wait_for_selector(".wl-table [data-option][aria-pressed=true]")
        laptop.wait_for_selector(".wl-table [data-option][aria-pressed=true]")
        assert laptop.locator(".wl-table [data-role=message]").inner_text() == ""
        assert _table(laptop) == _table(phone)


def test_a_page_whose_address_names_its_language_speaks_it_and_keeps_it_and_ignores_another_value(chromium, tmp_path):
    """Ana joins from ``?lang=en`` and picks French on her table; the teacher hands out the address
    with ``?lang=en``: the page opened from it is in English, table and page, and English is her
    choice from then on (a reload without ``lang`` keeps it). ``?lang=de`` or ``?lang=<script>``
    is ignored: her last choice stays, and the page raises no error."""
    with _class(chromium, tmp_path, "greedy") as (server, browser, code):
        context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
        errors = []
        context.on("weberror", lambda error: errors.append(str(error.error)))
        first = context.new_page()
        _join(first, server, code, "en")
        assert _api(server, f"sessions/{code}", {"action": "start", "table": 1})[0] == 200
        first.wait_for_selector(".wl-table .wl-offered")
        first.select_option(".wl-table [data-role=language]", "fr")              # her choice: French
        first.wait_for_selector(".wl-table [data-role=status]:has-text('Choix des merveilles')")
        first.close()

        def opened(query, status):
            page = context.new_page()
            page.goto(f"{server.base}/{query}")
            page.wait_for_selector(f".wl-table [data-role=status]:has-text('{status}')")
            return page

        page = opened(f"?code={code}&lang=en", "Wonder draft")       # the address wins
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.locator("[data-text=join]").inner_text() == "Join"       # the page's own words too
        assert page.locator(".wl-table [data-role=language]").input_value() == "en"
        page.screenshot(path=SHOTS / "lang-en-after-fr-1280.png", full_page=True)
        page.close()
        page = opened("", "Wonder draft")                             # a reload without lang keeps it
        assert page.evaluate("document.documentElement.lang") == "en"
        page.select_option(".wl-table [data-role=language]", "fr")   # French again, chosen on the table
        page.wait_for_selector(".wl-table [data-role=status]:has-text('Choix des merveilles')")
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.locator("[data-text=join]").inner_text() == "Rejoindre"
        page.close()
        for value in ("de", "<script>alert(1)</script>", "frog"):     # not a language: her choice stays
            page = opened(f"?code={code}&lang={quote(value)}", "Choix des merveilles")
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert page.locator("script:not([src])").count() == 0
            page.close()
        page = opened("?lang=FR", "Choix des merveilles")               # the address may shout
        page.close()
        assert errors == []
