"""The forum's Duel post tells what a looting token took, after the line of the move that took it,
as it tells the coins, the Conflict pawn and the Progress tokens of the move (seed 004: « en
entrant dans certaines zones, il fait perdre à ton adversaire 2 puis 5 pièces »), in English and
in French."""

import random

import pytest

from wonderlab.forum.gamefile import GameFile

from .kit import moves_in, ok, waiting_in

SAID = {"en": "- {name} lost {coins} coins to a looting token",
        "fr": "- {name} a perdu {coins} pièces (jeton de pillage)"}
WORD = {"en": "looting", "fr": "pillage"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_post_of_a_move_that_took_a_looting_token_says_what_it_took(tmp_path, lang):
    path = tmp_path / "duel.json"
    ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--seed", 1)
    rng, posts = random.Random(1), 0
    for _ in range(120):
        status = ok("status", path)
        if "game is over" in status:
            break
        player = waiting_in(status)[0]
        moves = moves_in(ok("hand", path, player))
        ok("play", path, player, rng.choice(moves))
        game = GameFile.load(path).game_at()
        post = ok("--lang", lang, "post", path)
        looted = [t for t in game.lootings if t.index == len(game._actions) - 1]
        if not looted:
            assert WORD[lang] not in post, post
            continue
        looting, = looted
        lines = post.splitlines()
        said = SAID[lang].format(name=game.names[looting.victim], coins=looting.coins)
        assert looting.coins == looting.value and said in lines, post
        assert lines[lines.index(said) - 1].startswith(f"- {game.names[1 - looting.victim]} "), post
        posts += 1
        if posts == 2:
            break
    assert posts >= 1
