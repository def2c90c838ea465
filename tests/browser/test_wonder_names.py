"""A Duel table in a real browser names a wonder as a sentence does ("True words"): the draft's
buttons say "Take the Sphinx for your city" and the log "Player 1 took the Pyramids", never "Take
The Sphinx"; a wonder's card keeps its title, "The Pyramids" (light theme, screenshots in
screenshots/<test>/)."""

import re

from .jupyter import RENDER_S
from .table import Clicks
from .waits import ms

# seed 1, the first two picks of the draft played at random as the cell plays them
CELL = ("import random\nfrom wonderlab.widgets import PlayTable\n"
        "table = PlayTable('duel', seed=1, bots='random', lang='en')\n"
        "r = random.Random(1)\n"
        "for _ in range(2):\n"
        "    table.choose(r.randrange(len(table.options()))); table.confirm()\n"
        "table")


def test_the_draft_s_buttons_and_log_write_the_inside_a_sentence(in_voila, voila, notebook):
    import random

    from wonderlab.widgets import PlayTable

    page = in_voila.page
    page.goto(voila.url(f"/voila/render/{notebook(CELL)}"), wait_until="commit", timeout=ms(RENDER_S))
    page.wait_for_load_state("load", timeout=ms(RENDER_S))
    table = Clicks(in_voila, "duel").appear(RENDER_S)
    options, log = list(table.options().values()), table.log()
    in_voila.shot("table")
    in_voila.shot("log", table.part("log"))
    mirror = PlayTable("duel", seed=1, bots="random", lang="en")      # the same game, in Python
    rng = random.Random(1)
    for _ in range(2):
        mirror.choose(rng.randrange(len(mirror.options())))
        mirror.confirm()
    assert [o.split(". ", 1)[-1] for o in mirror.options()] == [re.sub(r"^\d+\.\s*", "", o) for o in options]
    taken = [o for o in options if re.fullmatch(r"Take the [A-Z][\w ]+ for your city", o)]
    assert taken and not [o for o in options if "Take The " in o], options
    told = [line for line in log if re.search(r"\btook the [A-Z]", line)]
    assert told and not [line for line in log if re.search(r"\btook The ", line)], log
    titles = [t.strip() for t in table.root.locator(".wl-offered .wl-wonder-card strong").all_inner_texts()]
    assert titles == [w["name"] for w in mirror.table.state()["board"]["offered"]]
    assert [t for t in titles if t.startswith("The ")] and not [t for t in titles if t.startswith("the ")], titles
