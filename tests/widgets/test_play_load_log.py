"""A game loaded from its record tells what happened as its play told it: a saved game loaded
at the table, a live classroom's table after a restart (its "What happened" was empty, and the
review after the game had no lines for the moves before the restart)."""

import random
from contextlib import nullcontext

import pytest

from wonderlab.table.table import Table

GAMES = [("classic", 3, ()), ("classic", 4, ()), ("duel", 2, ()), ("duel", 2, ("pantheon", "agora")),
         ("architects", 3, ())]


def _played(kind, players, expansions, seed, screens, lang):
    """A table where humans (two with screens of their own, or one at a shared screen) have
    played some moves against greedy bots."""
    more = {"expansions": expansions} if expansions else {}
    humans = [0, 1] if screens == "each" else 0
    table = Table(kind, players=players, seed=seed, you=humans, bots="greedy", screens=screens, lang=lang, **more)
    rng = random.Random(seed)
    for _ in range(12):
        moved = False
        for seat in (0, 1) if screens == "each" else (0,):
            with table.at(seat) if screens == "each" else nullcontext():
                if not table.is_over and table.acting() and table.option_list():
                    table.pick = rng.randrange(len(table.option_list()))
                    table.confirm()
                    moved = True
        if not moved:
            break
    return table, more, humans


@pytest.mark.parametrize("kind, players, expansions", GAMES)
@pytest.mark.parametrize("screens, lang", [("one", "en"), ("each", "en"), ("one", "fr")])
def test_a_loaded_game_has_the_log_and_each_screens_recent_lines_its_play_wrote(kind, players, expansions, screens, lang):
    """In French too: the players nobody named are « Joueur 1 », … in the lines told again."""
    for seed in range(2):
        table, more, humans = _played(kind, players, expansions, seed, screens, lang)
        assert len(table.log) > 3
        again = Table(kind, players=players, seed=seed + 50, you=humans, bots="greedy", screens=screens, lang=lang, **more)
        again.load(table.record())
        assert again.game.state_key() == table.game.state_key()
        assert again.log == table.log                               # every line, in both languages
        for desk, lines in table._desks.items():
            assert again._desks[desk]["recent"] == lines["recent"]     # what followed that human's last move
        for seat in humans if screens == "each" else (None,):
            with table.at(seat) if seat is not None else nullcontext(), again.at(seat) if seat is not None else nullcontext():
                assert again.state()["log"] == table.state()["log"]     # what the page shows
