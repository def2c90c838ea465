"""An Offering token is read as what it is, never as a bare "−4" (issue 42: what a learner reads
says what it means): the coins it takes off activating a Divinity, in English and in French, on
the table's seat view (the tokens held, the badge and tooltip of a token on the structure), the
board picture and the forum's post. Source: the Pantheon rulebook, an Offering token "reduces the
cost of activating a Divinity"; seed 004 says a Divinity is « invoquée »."""

import random
import re

import pytest

from tests.duel.test_agora import speaking
from wonderlab.duel.game import Game
from wonderlab.forum.expansions import public_lines
from wonderlab.table.seats.duel_pantheon import pantheon, structure_token
from wonderlab.views.board_expansions import expansion_bands

WORDS = {"en": ("{n} coins off activating a Divinity", "Offering token: "),
         "fr": ("{n} pièces de moins pour invoquer une Divinité", "jeton Offrande : ")}
BARE = re.compile(r"(?<![\w.])[−-]\d")          # "-4", "−4": a number with no word of what it is


def _age_two_with_offerings():
    """A seeded Pantheon game in Age II where a player holds an Offering token and others still
    lie on the structure."""
    for seed in range(60):
        game, rng = Game(seed=seed, pantheon=True), random.Random(seed)
        while not game.is_over and game.age < 3:
            if game.age == 2 and any(game.offerings) and game.offering_on:
                return game
            game.play(game.current, rng.choice(game.legal_actions(game.current)))
    raise AssertionError("no seeded game holds an Offering token in Age II")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_offering_token_reads_as_the_coins_it_takes_off_activating_a_divinity(language):
    game = _age_two_with_offerings()
    off, held = WORDS[language]
    with speaking(language):
        seen = pantheon(game, 0)
        forum = "\n".join(public_lines(game, game.names))
        svg = " ".join(re.findall(r">([^<>]+)<", expansion_bands(game, 1180)[0][0]))
        badges = {q: structure_token(game, q) for q in game.offering_on}
    for i in (0, 1):
        assert seen["players"][i]["offerings"] == [held + off.format(n=n) for n in game.offerings[i]]
        for n in game.offerings[i]:
            assert held + off.format(n=n) in forum and held + off.format(n=n) in svg, (forum, svg)
    for q, n in game.offering_on.items():
        assert badges[q]["text"] == held + off.format(n=n)
        assert str(n) in badges[q]["short"] and not BARE.search(badges[q]["short"]), badges[q]
        assert off.format(n=n) in forum and off.format(n=n) in svg
    for text in (forum, svg):
        assert not BARE.search(text), text
