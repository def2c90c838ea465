"""Issue 12: the table's picture: every city side by side in seating order, 1,200 px wide, text
never below 12 px, and nothing hidden (hands, cards under wonders) in it."""

import random
import re

import pytest

from wonderlab.architects.game import Game as ArchitectsGame
from wonderlab.classic.game import Game
from wonderlab.duel.game import random_game
from wonderlab.views.board import board_svg, png_bytes

from .kit import moves_in, ok, refused


def _seven_players_late():
    game, rng = Game(players=7, seed=11), random.Random(2)
    while not (game.age == 3 and game.turn == 5):
        for city in game.waiting:
            legal = game.legal_actions(city)
            game.play(city, rng.choice([a for a in legal if a.kind != "discard"] or legal))
    return game


def test_seven_cities_side_by_side_in_seating_order_with_what_they_built():
    game = _seven_players_late()
    svg = board_svg(game, "Age III, turn 5")
    assert svg.count('class="city"') == 7
    xs = [float(x) for x in re.findall(r'class="city" transform="translate\(([\d.]+),', svg)]
    assert xs == sorted(xs) and xs[-1] < 1200
    positions = [svg.index(f">{name}<") for name in game.names]
    assert positions == sorted(positions)
    for city in game.cities:
        for card in city.cards:
            assert f">{card.label}<" in svg
    sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
    assert min(sizes) >= 12
    assert 'width="1200"' in svg


def test_the_picture_shows_no_hand_and_no_card_under_a_wonder():
    game = _seven_players_late()
    svg = board_svg(game)
    built = {card.name for city in game.cities for card in city.cards}
    secret = {game.deck[pid].name for seat in range(7) for pid in game.tucked[seat] + game.hands[seat]}
    for name in secret - built:
        assert f">{name}<" not in svg


def test_duel_and_architects_boards_draw_every_player():
    duel = board_svg(random_game(5, until=40), "Move 41")
    assert duel.count('class="city"') == 3           # two cities and the board between them
    architects = ArchitectsGame(players=5, seed=2)
    assert board_svg(architects).count('class="city"') == 5


def test_the_board_command_writes_svg_html_and_png(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy", "--seed", 5)
    for player in ("Ana", "Bo", "Cy"):
        ok("play", path, player, moves_in(ok("hand", path, player))[0])
    ok("board", path, "--out", tmp_path / "t.svg")
    assert (tmp_path / "t.svg").read_text().startswith("<svg")
    ok("board", path, "--out", tmp_path / "t.html", "--turn", 0)
    assert "<svg" in (tmp_path / "t.html").read_text()
    assert "not a picture" not in refused("board", path, "--out", tmp_path / "t.gif")
    ok("board", path, "--out", tmp_path / "t.png")
    data = (tmp_path / "t.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(data[16:20], "big") == 1200     # the PNG's width


def test_png_needs_resvg_and_says_so(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_resvg(name, *args, **kwargs):
        if name == "resvg_py":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_resvg)
    with pytest.raises(ValueError, match="pip install resvg-py"):
        png_bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")
