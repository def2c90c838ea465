"""Agora's random takes (``AgoraGame._draw_take``, what ``RandomBot`` plays in the play phase)
draw as the base game's quick draw does: a free place among all (Senators too), then a way of
taking its card among all, drawn again among the others while it is not legal. So every take
drawn is legal, and each legal take of a place comes as often as the others of that place."""

from collections import Counter

from wonderlab.core.bots import make_bot
from wonderlab.core.rng import make_rng
from wonderlab.duel.game import Game
from wonderlab.duel.senators import SENATOR_BASE


def _play_phase_positions(games):
    """Every position of the play phase of ``games`` seeded random Agora games, with the take drawn."""
    bot = make_bot("duel", "random")
    for seed in range(games):
        game, rng = Game(seed=seed, agora=True), make_rng(500 + seed)
        while not game.is_over:
            seat = game.current
            action = bot.choose(game, seat, rng)
            if game.phase == "play":
                yield game, seat, action
            game.play(seat, action)


def test_every_random_take_of_an_agora_game_is_legal():
    counts = Counter()
    for game, seat, action in _play_phase_positions(150):
        assert action in game.legal_actions(seat), (game.seed, action)
        counts["senator" if action.card.index >= SENATOR_BASE else "priced" if seat in game._priced else "age"] += 1
    # the draws met Senators and seats priced by Decrees, not the base game's ways only
    assert counts["senator"] > 500 and counts["priced"] > 500 and counts["age"] > 2000, counts


def _take_odds(game, seat):
    """Each legal take's odds under the policy: 1 / free places, times 1 / the legal ways of its card."""
    takes = [a for a in game.legal_actions(seat) if a.card is not None and a.__class__.__name__ != "PrepareAction"]
    by_card = Counter(a.card.index for a in takes)
    places = len(game.free)
    assert len(by_card) == places       # a discard at least for each free card
    return {a: 1 / places / by_card[a.card.index] for a in takes}


def test_agora_random_takes_are_uniform_over_places_then_over_a_places_legal_ways():
    checked = set()
    for game, seat, _ in _play_phase_positions(40):
        kind = ("senator" if any(game.slots[q] >= SENATOR_BASE for q in game.free) else "age",
                seat in game._priced)
        if kind in checked or len(game.free) < 3:
            continue
        checked.add(kind)
        odds, rng, draws = _take_odds(game, seat), make_rng(7), 6000
        drawn = Counter(game._random_take(seat, rng.random) for _ in range(draws))
        assert set(drawn) <= set(odds)
        for action, chance in odds.items():
            expected = chance * draws
            # about five standard deviations of a count of ``draws`` draws
            assert abs(drawn[action] - expected) <= 5 * (expected * (1 - chance)) ** 0.5 + 1, (action, drawn[action],
                                                                                               expected)
    assert checked == {("senator", False), ("senator", True), ("age", False), ("age", True)}
