"""Agora's 2 wonders and 2 progress tokens. Sources: the rulebook ('Curia Julia and Knossos are
only used if playing with this expansion'; 2 Progress tokens), BGA Material.php (wonders 13 and 14,
progress tokens 11 and 12) and GameSetupTrait.php (shuffled with the base game's)."""

import random

from tests.duel.test_agora import after_draft, put_senator, recruit
from wonderlab.duel.agora import (
    AGORA_TOKENS,
    CURIA_JULIA,
    KNOSSOS,
    PLACE,
    RecruitAction,
    SenateAction,
)
from wonderlab.duel.conspiracies import Plot, conspiracy
from wonderlab.duel.game import Game


def give_wonder(game, seat, wonder):
    for q in game.p:
        if wonder.index in q.wonders:
            q.wonders.remove(wonder.index)
    game.p[seat].wonders.append(wonder.index)
    game._legal = None


def give_token(game, seat, token):
    for places in (game.board_tokens, game.box_tokens):
        if token.index in places:
            places.remove(token.index)
    game.p[seat].tokens.append(token.index)
    game.p[seat].has.add(token.id)
    game._legal = None


def drafted_with(wonder):
    """A seed whose draft offers ``wonder`` among the first four."""
    return next(seed for seed in range(200) if wonder.index in Game(seed=seed, agora=True).offered)


def test_the_draft_draws_eight_of_fourteen_wonders_and_the_board_five_of_twelve_tokens():
    drafts, tokens = set(), set()
    for seed in range(60):
        game = Game(seed=seed, agora=True)
        assert len(game.draft) == 14 and len(set(game.draft)) == 14
        assert len(game.board_tokens) == 5 and len(game.box_tokens) == 7
        drafts.update(game.draft[:8])
        tokens.update(game.board_tokens)
    assert {CURIA_JULIA.index, KNOSSOS.index} <= drafts and {t.index for t in AGORA_TOKENS} <= tokens


def test_picking_curia_julia_conspires_then_the_draft_goes_on():
    """BGA Material.php: 'When you select this Wonder: draw 2 Conspiracy cards, choose 1 … the
    other on the top or bottom of the deck'."""
    game = Game(seed=drafted_with(CURIA_JULIA), agora=True)
    seat = game.current
    game.play(seat, next(a for a in game.legal_actions(seat) if a.wonder is CURIA_JULIA))
    assert game.phase == "plot" and game.current == seat and [a.kind for a in game.legal_actions(seat)] == ["keep"] * 2
    game.play(seat, game.legal_actions(seat)[0])
    game.play(seat, Plot("top"))
    assert game.phase == "pick" and game.current == 1 - seat and len(game.plots[seat]) == 1


def test_picking_knossos_places_a_cube_then_the_draft_goes_on():
    """BGA Material.php: 'When you select this Wonder: Place 1 Influence cube in a Chamber of your
    choice'."""
    game = Game(seed=drafted_with(KNOSSOS), agora=True)
    seat = game.current
    game.play(seat, next(a for a in game.legal_actions(seat) if a.wonder is KNOSSOS))
    game.play(seat, SenateAction(PLACE, 4))
    assert game.senate.cubes[seat][4] == 1 and game.phase == "pick" and game.current == 1 - seat


def test_building_curia_julia_gives_six_coins_plays_again_and_triggers_an_unprepared_conspiracy():
    """BGA Material.php: 'When you construct this Wonder': 6 coins, play again, trigger a
    Conspiracy not prepared."""
    game = after_draft(3)
    give_wonder(game, 0, CURIA_JULIA)
    game.plot_deck.remove(conspiracy("coup").index)
    game.plots[0].append([conspiracy("coup").index, None, False])
    game.p[0].coins = 20
    build = next(a for a in game.legal_actions(0) if a.kind == "wonder" and a.wonder is CURIA_JULIA)
    game.play(0, build)
    assert game.p[0].coins == 20 - build.coins + 6
    assert game.legal_actions(0) == [Plot("trigger", conspiracy("coup")), Plot("done")]
    game.play(0, Plot("trigger", conspiracy("coup")))
    assert game.pawn == 2 and game.phase == "play" and game.current == 0


def test_building_knossos_scores_three_and_places_then_moves_a_cube():
    game = after_draft(3)
    give_wonder(game, 0, KNOSSOS)
    game.p[0].coins = 20
    points = game.scores()[0].points["wonders"]
    game._sheets = None
    game.play(0, next(a for a in game.legal_actions(0) if a.kind == "wonder" and a.wonder is KNOSSOS))
    game.play(0, SenateAction(PLACE, 1))
    assert SenateAction("move", 1, 2) in game.legal_actions(0)
    game.play(0, SenateAction("move", 1, 2))
    assert game.senate.cubes[0][2] == 1 and game.scores()[0].points["wonders"] == points + 3


def test_corruption_recruits_every_senator_for_free():
    """BGA Material.php: 'From now on, you recruit all Senators for free'."""
    game = after_draft(5)
    game.senators[0] = [s for s in range(100, 103)]
    give_token(game, 0, AGORA_TOKENS[0])
    card = put_senator(game, "politician", 1)
    assert [a.coins for a in game.legal_actions(0) if isinstance(a, RecruitAction)] == [0]
    recruit(game, card)


def test_organized_crime_keeps_both_conspiracies_drawn():
    """BGA Material.php: 'When you Conspire, keep both Conspiracy cards drawn'."""
    game = after_draft(8)
    give_token(game, 0, AGORA_TOKENS[1])
    drawn = game.plot_deck[:2]
    recruit(game, put_senator(game, "conspirator"))
    game.play(0, Plot("conspire"))
    game.play(0, game.legal_actions(0)[0])
    assert sorted(i for i, _, _ in game.plots[0]) == sorted(drawn) and game.phase == "play"


def test_agora_items_speak_both_languages_and_replay():
    from tests.duel.test_agora import speaking

    assert CURIA_JULIA.label == "Curia Julia" and AGORA_TOKENS[1].summary.startswith("When you conspire")
    with speaking("fr"):
        assert KNOSSOS.label == "Cnossos" and AGORA_TOKENS[0].summary.startswith("Désormais")
    for seed in range(40):
        game = Game(seed=seed, agora=True)
        rng = random.Random(seed)
        while game.phase == "pick" or game.phase in ("plot", "influence") and game.age == 0:
            seat = game.waiting[0]
            game.play(seat, rng.choice(game.legal_actions(seat)))
        assert Game.replay(game.record()).state_key() == game.state_key()
