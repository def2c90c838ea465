"""The game data in data/architects and what the bots may see."""

import random
from collections import Counter

from wonderlab.architects import Game, GreedyBot, RandomBot, ruleset
from wonderlab.architects.rules import KINDS


def test_every_wonder_has_one_stage_of_each_cost_on_the_ladder():
    """Seed 002: « deux identiques, deux différentes, trois identiques, trois différentes ou quatre
    différentes »: one stage of each per wonder, numbered 1 = 2 different ... 5 = 4 different."""
    ladder = [(2, False), (2, True), (3, False), (3, True), (4, False)]
    for wonder in ruleset().wonders:
        assert [(s.count, s.identical) for s in wonder.stages] == ladder


def test_every_stage_rests_only_on_stages_built_before_it_and_stage_5_is_the_top():
    """Seed 002: « une étape n'est disponible que si toutes celles sur lesquelles elle repose sont
    construites »; the ids 1-5 are one valid order, and every wonder starts from the table."""
    for wonder in ruleset().wonders:
        assert any(not s.rests_on for s in wonder.stages)
        for stage in wonder.stages:
            assert all(k < stage.id for k in stage.rests_on)
        assert wonder.available(0b01111) == [5]


def test_the_decks_and_tokens_match_the_box():
    """The box: 7 decks of 25, a central deck of 60, 15 Progress tokens, Culture twice; every
    grey resource 17 times and every blue card with the Cat worth 2."""
    rules = ruleset()
    totals = Counter()
    for wonder in rules.wonders:
        totals.update(dict(zip(KINDS, wonder.deck, strict=True)))
    totals.update(dict(zip(KINDS, rules.central_deck, strict=True)))
    assert [totals[k] for k in ("wood", "stone", "brick", "papyrus", "glass")] == [17] * 5
    assert sum(totals.values()) == 235
    assert rules.kind("blue_2_cat").points == 2 and rules.kind("blue_2_cat").cat
    assert all(rules.kind(k).shields == 1 for k in ("red_0_horns", "red_1_horn", "red_2_horns"))
    assert Counter(t.id for t in rules.tokens for _ in range(t.copies))["culture"] == 2


def test_the_bots_choose_from_what_their_player_may_see():
    """A bot's choice does not change when what its player cannot see (the central deck, the
    cards under the decks' tops, the Progress stack) is dealt again."""
    for seed in range(15):
        game = Game(players=4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current
            for bot in (GreedyBot(), RandomBot()):
                hidden = game.redeal(seat, random.Random(99))
                assert (bot.choose(game, seat, random.Random(seed))
                        == bot.choose(hidden, seat, random.Random(seed)))
            game.play(seat, rng.choice(game.legal_actions(seat)))


def _resource_worth_one_by_one(game, seat, kind):
    """The greedy bot's worth of a grey or gold card as first written: each stage's gap measured
    with ``deficit`` before and after the card (the bot now measures every kind at once)."""
    from wonderlab.architects.bots import W, deficit

    before = tuple(game.cards[seat][:6])
    after = list(before)
    after[kind] += 1
    any_resources, coins = game._pay_rules(seat)
    built = game.built[seat]
    best, others = W["resource"], 0.0
    for stage in game.wonders[seat].stages:
        if built & stage.bit:
            continue
        ready = built & stage.supports == stage.supports
        gap = deficit(before, stage, any_resources, coins)
        new_gap = deficit(after, stage, any_resources, coins)
        if new_gap >= gap:
            continue
        worth = (stage.points + W["tempo"] + (W["power"] if stage.power else 0.0)) * (gap - new_gap) / stage.count
        if new_gap == 0 and ready:
            worth += W["ready"]
        worth = worth if ready else worth / 3
        others += worth
        best = max(best, worth)
    return best + W["others"] * (others - best)


def test_the_greedy_bot_weighs_every_kind_at_once_as_it_weighed_each():
    """``kind_values`` (what the central card is worth, every kind together) gives, to the last
    bit, each kind's ``card_value`` and, for greys and gold, the stage-by-stage measure."""
    bot, checked = GreedyBot(), 0
    for seed in range(12):
        game, rng = Game(players=2 + seed % 4, seed=seed), random.Random(seed)
        while not game.is_over:
            seat = game.waiting[0]
            values = bot.kind_values(game, seat)
            assert values == [bot.card_value(game, seat, k) for k in range(len(KINDS))]
            assert values[:6] == [_resource_worth_one_by_one(game, seat, k) for k in range(6)]
            checked += 1
            game.play(seat, bot.choose(game, seat, rng))
    assert checked > 500
