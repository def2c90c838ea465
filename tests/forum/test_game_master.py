"""Issue 22: the forum game master a real game master would use — seed 003's rules (a card that
cannot be built is discarded, the seating shuffled or not, each player's hand shown as card
images), secrets that stay secret, deadlines and missing players, moves that know their turn."""

import json
import os
import re

import pytest

from wonderlab.classic.game import Game
from wonderlab.forum.gamefile import GameFile

from .kit import forum, moves_in, ok, refused

PLAYERS = "Ana,Bo,Cy,Dan"


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--game", "classic", "--players", PLAYERS, "--seed", 5, "--sides", "A")
    return path


def _engine(path, upto=None):
    return GameFile.load(path).game_at(upto)


def _unbuildable(game, seat):
    """A card of ``seat``'s hand that can be neither built nor be the wonder's next stage."""
    legal = game.legal_actions(seat)
    return next(c for c in game.hand(seat) if {a.kind for a in legal if a.card.name == c.name} == {"discard"})


def _discard_first(path, player):
    move = next(m for m in moves_in(ok("hand", path, player)) if m.startswith("discard"))
    return ok("play", path, player, move)


# -- seed 003: the forced discard --------------------------------------------------------------
def test_a_card_that_cannot_be_built_is_discarded_for_3_coins_and_the_post_says_forced(game):
    """Seed 003: « si par erreur vous jouez une carte et que vous ne pouvez pas la construire ou
    construire une étape de votre Merveille, vous serez contraint à la défausser » — discarded as
    a discard is (seed 000: « vous êtes obligé de défausser la carte pour 3 pièces »)."""
    card = _unbuildable(_engine(game), 0)
    out = ok("play", game, "Ana", f"build {card.name}")
    assert out.startswith(f"Ana: discard {card.label} for 3 coins (forced: {card.label} needs")
    assert "Ana's move for turn 1 is recorded" in out
    for player in ("Bo", "Cy", "Dan"):
        out = _discard_first(game, player)
    assert "is resolved" in out
    post = ok("post", game)
    assert "- Ana (" in post and "(forced discard)" in post
    assert post.count("(forced discard)") == 1 and card.label not in post     # the card stays secret
    assert "Ana 3 → 6" in post
    marks = json.loads(game.read_text())["marks"]
    assert {k: v["forced"].startswith(f"{card.label} needs") for k, v in marks.items()} == {"0": True}
    assert _engine(game).cities[0].coins == 6


def test_a_card_that_can_be_built_with_a_wrong_payment_is_asked_again_not_discarded(tmp_path):
    path = tmp_path / "game.json"
    ok("new", path, "--players", "Ana,Bo,Cy", "--seed", 5, "--sides", "A")
    assert "build Apothecary: 1 loom from right" in moves_in(ok("hand", path, "Ana"))
    line = refused("play", path, "Ana", "build Apothecary: 1 loom from left")   # Bo, on her left, has none
    assert "Apothecary" in line and "forced" not in line
    assert json.loads(path.read_text())["chosen"] == {}


def test_refuse_unbuildable_asks_again_for_a_friendly_game(tmp_path, game):
    card = _unbuildable(_engine(game), 0)
    line = refused("play", game, "Ana", f"build {card.name}", "--refuse-unbuildable")
    assert f"{card.label} needs" in line
    others = line.split("your other cards: ")[1]
    assert card.label not in others and len(others.split(", ")) == 6       # the error's list: the 6 others
    friendly = tmp_path / "friendly.json"
    ok("new", friendly, "--game", "classic", "--players", PLAYERS, "--seed", 5, "--sides", "A", "--refuse-unbuildable")
    assert "your other cards" in refused("play", friendly, "Ana", f"build {card.name}")
    assert json.loads(friendly.read_text())["chosen"] == {}


def test_a_bare_card_name_is_refused_and_asked_again(game):
    """A bare card name was silently recorded as a discard: now the game master asks."""
    hand = _engine(game).hand(0)
    for card in (hand[0], _unbuildable(_engine(game), 0)):
        line = refused("play", game, "Ana", card.name.lower())
        assert "build, wonder stage or discard?" in line and f"`discard {card.label}`" in line
    assert json.loads(game.read_text())["chosen"] == {}
    fr = forum("--lang", "fr", "play", game, "Ana", hand[0].name_fr.lower())[2]
    assert "construire, étape de merveille ou défausser ?" in fr and f"`construire {hand[0].name_fr}`" in fr


# -- seating and wonders -----------------------------------------------------------------------
def test_shuffle_seats_and_wonders_at_random_or_as_given(tmp_path):
    """Seed 003: « Les voisins sont déterminés par l'ordre des joueurs dans la liste d'inscription.
    Elle peut être mélangée au début de la partie, ou non. »"""
    seatings, wonders = set(), set()
    for i in range(8):
        path = tmp_path / f"s{i}.json"
        ok("new", path, "--game", "classic", "--players", "Ana,Bo,Cy,Dan,Eve", "--shuffle-seats")
        names = json.loads(path.read_text())["names"]
        assert sorted(names) == ["Ana", "Bo", "Cy", "Dan", "Eve"]
        seatings.add(tuple(names))
        wonders.add(tuple(c.wonder.name for c in _engine(path).cities))
    assert len(seatings) > 1 and len(wonders) > 1
    kept = tmp_path / "kept.json"
    out = ok("new", kept, "--players", "Ana,Bo,Cy", "--wonders", "Rhodes,Gizah,Babylon", "--sides", "A")
    assert "1. Ana (Rhodos A), 2. Bo (Gizah A), 3. Cy (Babylon A)" in out      # the sign-up order
    assert "--wonders" in refused("new", tmp_path / "x.json", "--players", "Ana,Bo,Cy", "--wonders", "Rhodes,Atlantis,Gizah")
    assert "--wonders" in refused("new", tmp_path / "y.json", "--game", "duel", "--players", "Ana,Bo", "--wonders", "a,b")
    arch = tmp_path / "arch.json"
    ok("new", arch, "--game", "architects", "--players", "Ana,Bo,Cy", "--wonders", "Giza,Babylon,Rhodes")
    assert [w.label for w in _engine(arch).wonders][0].startswith("Giza")


# -- the hands as messages and pictures -------------------------------------------------------
def test_hand_in_markdown_bbcode_and_a_png_of_our_own_card_drawings(game, tmp_path):
    """Seed 003: « Il montre le paquet à chaque joueur via les images des cartes »."""
    markdown = ok("hand", game, "Ana")
    bbcode = ok("hand", game, "Ana", "--bbcode", "--png", tmp_path / "ana.png")
    assert "**" in markdown and "[b]" in bbcode and "**" not in bbcode and "[list]" in bbcode
    data = (tmp_path / "ana.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    from wonderlab.views.hand import hand_svg

    engine = _engine(game)
    svg = hand_svg(engine, 0)
    assert svg.count('class="card"') == 7
    for card in engine.hand(0):
        assert f">{card.label}<" in svg
    others = {c.name for seat in (1, 2, 3) for c in engine.hand(seat)} - {c.name for c in engine.hand(0)}
    assert others and not any(f">{name}<" in svg for name in others)     # Ana's hand only


def test_hands_writes_every_players_message_of_the_turn_one_file_each(game, tmp_path):
    out = ok("hands", game, "--out", tmp_path / "turn1")
    assert out.startswith("Turn 1: wrote ")
    files = sorted(p.name for p in (tmp_path / "turn1").iterdir())
    assert files == ["ana.md", "ana.png", "bo.md", "bo.png", "cy.md", "cy.png", "dan.md", "dan.png"]
    for player in PLAYERS.split(","):
        text = (tmp_path / "turn1" / f"{player.lower()}.md").read_text()
        assert text == ok("hand", game, player)
    ok("hands", game, "--out", tmp_path / "bb", "--bbcode", "--no-png")
    assert sorted(p.suffix for p in (tmp_path / "bb").iterdir()) == [".bbcode"] * 4


# -- secrets -------------------------------------------------------------------------------------
def _every_output(path, players):
    texts = [ok("status", path), ok("deadline", path)]
    for player in players:
        texts.append(ok("hand", path, player))
    return texts


def test_a_new_games_seed_is_secret_never_shown_and_a_given_one_warns(tmp_path):
    """With a known seed and the engine, ``Game(seed=…).hand(1)`` is any player's hand."""
    seeds = []
    for i in range(2):
        path = tmp_path / f"g{i}.json"
        out = ok("new", path, "--players", PLAYERS)
        seed = json.loads(path.read_text())["seed"]
        seeds.append(seed)
        assert str(seed) not in out and not re.search(r"\bseed\b", out.replace(str(path), ""))
        texts = _every_output(path, PLAYERS.split(","))
        for player in PLAYERS.split(","):
            texts.append(ok("play", path, player, moves_in(texts[2 + PLAYERS.split(",").index(player)])[0]))
        texts += [ok("post", path), ok("post", path, "--bbcode"), *_every_output(path, PLAYERS.split(","))]
        ok("board", path, "--out", tmp_path / f"b{i}.svg")
        texts.append((tmp_path / f"b{i}.svg").read_text())
        assert not any(str(seed) in text for text in texts)
    assert seeds[0] != seeds[1] and min(seeds) > 10**6
    table = GameFile.load(tmp_path / "g0.json")
    assert str(table.seed) not in repr(table) and "chosen" not in repr(table)
    known = ok("new", tmp_path / "known.json", "--players", PLAYERS, "--seed", 5)
    assert "players who know it can rebuild every hand" in known
    assert "graine" in forum("--lang", "fr", "new", tmp_path / "fr.json", "--players", PLAYERS, "--seed", 5)[1]


def test_the_game_file_gets_the_mode_the_umask_gives(tmp_path):
    old = os.umask(0o022)
    try:
        ok("new", tmp_path / "open.json", "--players", PLAYERS)
        os.umask(0o077)
        ok("new", tmp_path / "closed.json", "--players", PLAYERS)
        assert (tmp_path / "open.json").stat().st_mode & 0o777 == 0o644
        assert (tmp_path / "closed.json").stat().st_mode & 0o777 == 0o600
        (tmp_path / "open.json").chmod(0o640)
        _discard_first(tmp_path / "open.json", "Ana")          # a rewrite keeps the file's mode
    finally:
        os.umask(old)
    assert (tmp_path / "open.json").stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["closed.json", "open.json"]   # no lock left


# -- deadlines, bots and replacement players ----------------------------------------------------
def test_a_deadline_names_who_has_not_chosen_and_then_a_bot_moves_for_them(game):
    assert "no deadline set" in ok("deadline", game)
    _discard_first(game, "Ana")
    out = ok("deadline", game, "--at", "2999-01-01 20:00")
    assert "Turn 1 (Age I, turn 1): deadline 2999-01-01 20:00 UTC." in out
    assert "Not chosen yet: Bo, Cy, Dan." in out
    assert "may still choose" in refused("bot", game, "Bo", "--bot", "greedy")
    assert "expected a date" in refused("deadline", game, "--at", "next tuesday")
    assert "deadline 2999-01-01 19:00 UTC" in ok("deadline", game, "--at", "2999-01-01T20:00+01:00")
    out = ok("deadline", game, "--at", "2020-01-01 20:00")
    assert "has passed" in out and "Not chosen yet: Bo, Cy, Dan." in out
    assert "has chosen this turn already" in refused("bot", game, "Ana")
    assert "has the bots" in refused("bot", game, "Bo", "--bot", "clairvoyant")
    out = ok("bot", game, "Bo", "--bot", "greedy")
    assert out.startswith("Bo: ") and "(chosen by the greedy bot)" in out
    ok("bot", game, "Cy", "--bot", "random")
    out = _discard_first(game, "Dan")
    assert "is resolved" in out
    post = ok("post", game)
    assert "(a missing player: the greedy bot's move)" in post and "(a missing player: the random bot's move)" in post
    assert "no deadline set" in ok("deadline", game)                # a new turn, no deadline yet


def test_the_bot_decides_from_what_the_player_may_see(game, monkeypatch):
    """The bot gets the turn's start, never the others' secret choices of this turn."""
    from wonderlab.classic import bots

    seen = []
    real = bots.GreedyBot.choose

    def spy(self, engine, seat, rng):
        seen.append(sorted(engine._chosen))
        return real(self, engine, seat, rng)

    monkeypatch.setattr(bots.GreedyBot, "choose", spy)
    _discard_first(game, "Ana")
    ok("bot", game, "Bo")
    assert seen == [[]]


def test_a_replacement_player_takes_the_seat_with_its_hand(game):
    before = ok("hand", game, "Cy")
    out = ok("replace", game, "Cy", "Eve")
    assert "Eve takes Cy's seat from turn 1, with its hand and its city." in out
    after = ok("hand", game, "Eve")
    assert moves_in(after) == moves_in(before)
    assert "not a player" in refused("hand", game, "Cy")
    assert "a new name" in refused("replace", game, "Eve", "ana")
    for player in ("Ana", "Bo", "Eve", "Dan"):
        out = _discard_first(game, player)
    assert "Eve takes Cy's seat" in out and "- Eve (" in out


# -- each play knows its turn -------------------------------------------------------------------
def test_a_move_for_a_turn_already_resolved_is_refused(game):
    for player in PLAYERS.split(","):
        ok("play", game, player, moves_in(ok("hand", game, player))[-1], "--turn", 1)
    assert len(json.loads(game.read_text())["turns"]) == 1
    move = moves_in(ok("hand", game, "Ana"))[0]
    line = refused("play", game, "Ana", move, "--turn", 1)
    assert "turn 1 is over: it is Turn 2 (Age I, turn 2) now" in line
    assert "turn 1 is over" in refused("play", game, "Ana", f"turn 1: {move}")     # said in the message
    assert "turn 3 has not begun" in refused("play", game, "Ana", move, "--turn", 3)
    assert json.loads(game.read_text())["chosen"] == {}
    assert "Ana's move for turn 2 is recorded" in ok("play", game, "Ana", f"Turn 2: {move}")
    assert "Send me your move for turn 2" in ok("hand", game, "Bo")


def test_play_repeats_what_it_understood_with_the_payments_named(game):
    engine = _engine(game)
    names = PLAYERS.split(",")
    seat, action = next((s, a) for s in range(4) for a in engine.legal_actions(s)
                        if a.kind == "build" and a.payment.how == "pay" and (a.payment.left or a.payment.right))
    side = "left" if action.payment.left else "right"
    paid = action.payment.left or action.payment.right
    neighbour = names[engine.left(seat) if side == "left" else engine.right(seat)]
    out = ok("play", game, names[seat], action.notation)
    coins = f"{paid} coin{'s' if paid > 1 else ''}"
    assert out.startswith(f"{names[seat]}: build {action.card.label}, paying {coins} to {neighbour}")


def test_a_typo_gets_did_you_mean_and_the_list_leaves_the_typed_card_out(game):
    card = _engine(game).hand(0)[0]
    typo = card.name[:-1] + ("x" if card.name[-1] != "x" else "y")
    line = refused("play", game, "Ana", f"build {typo}")
    assert f"did you mean {card.label}?" in line
    listed = line.split("your other cards: ")[1]
    assert card.label not in listed
    french = forum("--lang", "fr", "play", game, "Ana", f"construire {card.name_fr[:-1]}")[2]
    assert f"vouliez-vous dire {card.name_fr} ?" in french
    duel = game.parent / "duel.json"
    ok("new", duel, "--game", "duel", "--players", "Ana,Bo", "--seed", 3)
    move = moves_in(ok("hand", duel, "Ana"))[0]
    assert f"did you mean `{move}`?" in refused("play", duel, "Ana", move[:-1] + "q")


# -- the game file: strict reading, one spelling of each name ---------------------------------
@pytest.mark.parametrize("case", ["deep", "duplicate", "zero", "fifo"])
def test_a_hostile_game_file_is_refused_in_one_line(tmp_path, case):
    path = tmp_path / "game.json"
    if case == "deep":
        path.write_text("[" * 1000 + "]" * 1000)
        expected = "nested more than"
    elif case == "duplicate":
        ok("new", path, "--players", PLAYERS, "--seed", 5)
        path.write_text(path.read_text().replace('"seed":', '"seed": 4, "seed":'))
        expected = "the key 'seed' appears twice"
    elif case == "zero":
        path = "/dev/zero"
        expected = "larger than"
    else:
        os.mkfifo(path)
        expected = "is a pipe"
    for argv in (("status", path), ("hand", path, "Ana"), ("post", path), ("deadline", path)):
        assert expected in refused(*argv)


def test_a_case_only_edit_of_a_chosen_name_is_the_same_player(game):
    first, second = moves_in(ok("hand", game, "Ana"))[:2]
    ok("play", game, "Ana", first)
    data = json.loads(game.read_text())
    data["chosen"]["ana"] = data["chosen"].pop("Ana")
    game.write_text(json.dumps(data))
    out = ok("play", game, "Ana", second)
    assert "is changed" in out and "dropped" not in out
    chosen = json.loads(game.read_text())["chosen"]
    assert list(chosen) == ["Ana"] and chosen["Ana"]["text"] == second
    data["chosen"]["Ana"] = data["chosen"]["ana"]
    game.write_text(json.dumps(data))
    assert "names the same player" in refused("status", game)


# -- the end -----------------------------------------------------------------------------------
def test_the_end_board_shows_every_score_and_duel_counts_the_wonders_shields(tmp_path):
    from wonderlab.duel.cards import card_set, wonder_set
    from wonderlab.duel.game import random_game
    from wonderlab.views.board import board_svg

    engine = Game(players=3, seed=4)
    import random

    rng = random.Random(1)
    while not engine.is_over:
        seat = engine.waiting[0]
        engine.play(seat, rng.choice(engine.legal_actions(seat)))
    svg = board_svg(engine, "the end")
    for sheet in engine.scores():
        assert f">total {sheet.total}<" in svg
        for category, points in sheet.categories.items():
            assert f">{category} {points}<" in svg
    assert svg.count("winner") == len(engine.winners())
    for seed in range(40):
        duel = random_game(seed, until=60)
        seat = next((s for s in (0, 1) if any(wonder_set()[w].effect.shields for w in duel.p[s].built)), None)
        if seat is not None:
            break
    shields = (sum(card_set()[c].effect.shields for c in duel.p[seat].cards)
               + sum(wonder_set()[w].effect.shields for w in duel.p[seat].built))
    assert re.search(rf"{duel.p[seat].coins} coins? · {shields} shields?<", board_svg(duel))
