"""Rule objects say what they are in plain text too, and a game's bots come with the game
(issue 10, "Fix what a review in a real browser found")."""

import subprocess
import sys

import pytest

from wonderlab.architects import Game as ArchitectsGame
from wonderlab.architects import ruleset
from wonderlab.classic import Game as ClassicGame
from wonderlab.classic import card_set
from wonderlab.duel import Game as DuelGame
from wonderlab.duel import card_set as duel_cards
from wonderlab.duel import token_set, wonder_set


def rule_objects():
    classic = ClassicGame(players=3, seed=1)
    duel = DuelGame(seed=3)
    architects = ArchitectsGame(players=3, seed=1)
    rules = ruleset()
    return {
        "classic game": (classic, "7 Wonders"), "classic city": (classic.cities[0], classic.cities[0].wonder.city),
        "classic wonder": (classic.cities[0].wonder, classic.cities[0].wonder.city),
        "classic card": (card_set().by_name("Library"), "Library"),
        "classic action": (classic.legal_actions(0)[0], ""), "classic sheet": (classic.scores()[0], "Player 1"),
        "duel game": (duel, "Duel"), "duel action": (duel.legal_actions(0)[0], ""),
        "duel sheet": (duel.scores()[0], "Player 1"), "duel card": (duel_cards().by_name("Library"), "Library"),
        "duel wonder": (wonder_set()[0], wonder_set()[0].name), "duel token": (token_set()[0], token_set()[0].name),
        "architects game": (architects, "Architects"), "architects action": (architects.legal_actions(0)[0], ""),
        "architects sheet": (architects.scores()[0], "Player 1"),
        "architects wonder": (rules.wonders[0], rules.wonders[0].name),
        "architects token": (rules.token(architects.face_up[0]), rules.token(architects.face_up[0]).name),
    }


@pytest.mark.parametrize("what", sorted(rule_objects()))
def test_every_rule_object_with_html_also_reads_in_plain_text(what):
    thing, name = rule_objects()[what]
    assert hasattr(thing, "_repr_html_")
    for text in (repr(thing), str(thing)):
        assert " at 0x" not in text and " object " not in text, text
        assert len(text) < 160, text          # a line, not a dump of every field
        assert name in text, text


def test_a_city_says_its_wonder_stages_coins_shields_and_cards():
    city = ClassicGame(players=3, seed=1).cities[0]
    assert repr(city) == (f"<City {city.wonder.city} {city.wonder.side}: 0 of {len(city.wonder.stages)} stages, "
                          "3 coins, 0 shields, 0 cards>")


def test_a_score_sheet_says_its_total_and_the_categories_that_score():
    sheet = ClassicGame(players=3, seed=1).scores()[0]
    assert repr(sheet) == "<Score Player 1: 1 point (treasury 1)>"      # not "1 points" (issue 20)


@pytest.mark.parametrize("game, bot", [("classic", "greedy"), ("duel", "greedy"), ("duel", "search"),
                                        ("architects", "greedy")])
def test_a_games_bots_are_there_without_importing_its_bots_module(game, bot):
    """``make_bot("duel", …)`` used to answer "choose among none" unless wonderlab.duel.bots was imported."""
    code = ("from wonderlab.core.bots import make_bot, bot_names; "
            f"print(make_bot({game!r}, {bot!r}).name, bot_names({game!r}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split()[0] == bot and "random" in out


def test_an_unknown_bot_still_names_the_known_ones():
    from wonderlab.core.bots import make_bot

    with pytest.raises(ValueError, match="choose among greedy, random"):
        make_bot("architects", "genius")
