"""What a learner reads at a Duel table with Pantheon and Agora, in a real browser (issue 42,
"every action prints as a sentence"): the log tells what happened, in the past — who chose whom
to start the next Age, an Offering token as the coins it saves — in English and in French; at the end of an Agora game
the Senate shows every Conspiracy and Decree (the end of a game hides nothing)."""

import pytest

from .jupyter import RENDER_S
from .table import Clicks
from .waits import ms


def _cell(expansions, seed, decisions, lang, to_the_end=False):
    loop = "while not table.is_over:" if to_the_end else f"for _ in range({decisions}):"
    return (f"import random\nfrom wonderlab.widgets import PlayTable\n"
            f"table = PlayTable('duel', seed={seed}, bots='random', expansions={expansions!r}, lang={lang!r})\n"
            f"r = random.Random({seed})\n"
            f"{loop}\n"
            f"    table.choose(r.randrange(len(table.options()))); table.confirm()\n"
            f"table")


def _open(in_voila, voila, notebook, cell):
    name = notebook(cell)
    page = in_voila.page
    page.goto(voila.url(f"/voila/render/{name}"), wait_until="commit", timeout=ms(RENDER_S))
    page.wait_for_load_state("load", timeout=ms(RENDER_S))
    return Clicks(in_voila, "duel").appear(RENDER_S)


# seed 1 of both expansions, played at random as the cell plays it: after 18 decisions the log
# holds the choice of who starts Age II, after 28 an Ishtar invoked with an Offering token
MIDGAME = {("en", 18): "Player 2 chose to start the next Age",
           ("fr", 18): "Joueur 2 a choisi de commencer l'Âge suivant",
           ("en", 28): "Player 2 activated Ishtar from space 1 of the Pantheon for nothing, giving the Offering "
                       "token that saves 2 coins",
           ("fr", 28): "Joueur 2 a invoqué Ishtar depuis la case 1 du Panthéon sans rien payer, en donnant le "
                       "jeton Offrande qui fait économiser 2 pièces"}


@pytest.mark.parametrize("lang, decisions", list(MIDGAME))
def test_the_log_of_a_pantheon_and_agora_table_reads_as_sentences(lang, decisions, in_voila, voila, notebook):
    table = _open(in_voila, voila, notebook, _cell(("pantheon", "agora"), 1, decisions, lang))
    log = table.log()
    in_voila.shot(f"log-{lang}-{decisions}", table.part("log"))
    in_voila.shot(f"table-{lang}-{decisions}")
    assert MIDGAME[lang, decisions] in log, log
    assert not any("starts the next Age" in line or "commence l'Âge" in line or " -2" in line for line in log), log


# seed 14 of Agora, played at random to the end: Player 2 kept the Conspiracy Embezzlement untriggered
# and a Decree still lies face down (tests/widgets: the same game in Python)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_of_an_agora_game_shows_every_conspiracy_and_decree(lang, in_voila, voila, notebook):
    import random

    from wonderlab.core.i18n import language, set_language
    from wonderlab.duel.conspiracies import conspiracy
    from wonderlab.duel.decrees import decree_text
    from wonderlab.widgets import PlayTable

    mirror, r = PlayTable("duel", seed=14, bots="random", expansions=("agora",), lang=lang), random.Random(14)
    while not mirror.is_over:
        mirror.choose(r.randrange(len(mirror.options())))
        mirror.confirm()
    game, before = mirror.game, language()
    set_language(lang)
    try:
        secrets = ([conspiracy(i).label for i, _card, done in game.plots[1] if not done]
                   + [decree_text(d) for stack in game.senate.decrees for d in stack if not game.senate.face_up[d]])
    finally:
        set_language(before)
    assert len(secrets) >= 2
    table = _open(in_voila, voila, notebook, _cell(("agora",), 14, 0, lang, to_the_end=True))
    assert table.is_over()
    senate = table.root.locator(".wl-senate").first
    in_voila.shot(f"agora-end-{lang}", senate)
    in_voila.shot(f"agora-end-table-{lang}")
    text = senate.inner_text()
    for secret in secrets:
        assert secret in text or secret in (senate.inner_html()), (secret, text)
    assert senate.locator(".wl-plot-down, .wl-decree-down").count() == 0


# seed 4 of Pantheon, played at random as the cell plays it: after 18 decisions it is Age II, the
# Gate lies on space 6 of the Pantheon and the human may activate it (tests/widgets: the same game)
GATE = {"en": ("The Gate", "Activate the Gate from space 6 of the Pantheon"),
        "fr": ("La Porte", "Invoquer la Porte depuis la case 6 du Panthéon")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_gate_is_titled_on_the_pantheon_and_named_with_its_article_in_the_options(lang, in_voila, voila,
                                                                                      notebook):
    """Pantheon: the Gate (« la Porte ») takes the last empty space at Age II; its card is titled
    "The Gate" on the board, and an option names it as a sentence does: "Activate the Gate …"."""
    table = _open(in_voila, voila, notebook, _cell(("pantheon",), 4, 18, lang))
    pantheon = table.root.locator(".wl-pantheon").first
    in_voila.shot(f"gate-pantheon-{lang}", pantheon)
    in_voila.shot(f"gate-table-{lang}")
    title, option = GATE[lang]
    assert title in [t.strip() for t in pantheon.locator(".wl-divinity b").all_inner_texts()]
    gate = pantheon.locator('.wl-space[data-target="space:6"] .wl-divinity b')
    assert gate.evaluate("b => getComputedStyle(b).color") == "rgb(255, 255, 255)"
    assert gate.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(74, 74, 74)"      # the Gate's grey
    offered = [text for text in table.options().values() if option in text]
    assert offered, table.options()
    in_voila.shot(f"gate-options-{lang}", table.root.locator("button[data-option]", has_text=option).first.locator("xpath=.."))
    assert "Activate Gate" not in " ".join(table.options().values())
