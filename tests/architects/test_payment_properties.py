"""Properties of stage payments (seed 002, « Ressources et construction obligatoire »), over every
hand hypothesis can think of."""

from collections import Counter
from itertools import combinations_with_replacement

from hypothesis import given, settings
from hypothesis import strategies as st

from wonderlab.architects.payment import payments
from wonderlab.architects.rules import GOLD

hands = st.tuples(*[st.integers(0, 4)] * 6)
costs = st.sampled_from([(2, False), (2, True), (3, False), (3, True), (4, False)])


@settings(max_examples=400, deadline=None)
@given(hands, costs, st.booleans(), st.sampled_from([1, 2]))
def test_every_payment_uses_held_cards_and_covers_the_stage_exactly(held, cost, engineering, coins):
    """« Défausse exactement les cartes utilisées »; identical or different as the stage asks
    (unless Engineering); gold only for what is missing, and no more gold than needed."""
    count, identical = cost
    for cards in payments(held, count, identical, engineering, coins):
        used = Counter(cards)
        assert all(used[k] <= held[k] for k in used)
        greys = [k for k in cards if k != GOLD]
        golds = used[GOLD]
        assert len(greys) + golds * coins >= count > len(greys) + (golds - 1) * coins
        if not engineering:
            if identical:
                assert len(set(greys)) <= 1
            else:
                assert len(set(greys)) == len(greys)
        # a gold card never stands in where a fitting grey card was left unused
        spare = [k for k in range(5) if held[k] > used[k]]
        if golds and not engineering and identical and greys:
            assert greys[0] not in spare or len(greys) == count
        if golds and not engineering and not identical:
            assert not [k for k in spare if k not in greys]
        if golds and engineering:
            assert not spare


@settings(max_examples=400, deadline=None)
@given(hands, costs)
def test_a_stage_can_be_paid_exactly_when_the_resources_are_there(held, cost):
    """« Dès que tu as les ressources permettant une étape ... tu dois la construire »: a payment
    exists exactly when the grey cards and the gold together meet the stage's demand."""
    count, identical = cost
    greys, gold = held[:5], held[5]
    fitting = max(greys) if identical else sum(1 for g in greys if g)
    assert bool(payments(held, count, identical)) == (min(fitting, count) + gold >= count)


def _fits(greys, count, identical, engineering):
    if len(greys) > count:
        return False
    if engineering:
        return True
    return len(set(greys)) <= 1 if identical else len(set(greys)) == len(greys)


def _brute_force(held, count, identical, engineering, coins):
    """Every payment the rules allow under the one reading of gold, found by trying every pile of
    held cards: grey cards that fit the stage, covering as much as any fitting pile can, and the
    fewest gold cards for the rest (no gold card that pays for nothing)."""
    piles = []
    for size in range(count + 1):
        for pile in combinations_with_replacement(range(6), size):
            used = Counter(pile)
            if any(used[k] > held[k] for k in used):
                continue
            greys = [k for k in pile if k != GOLD]
            if not _fits(greys, count, identical, engineering):
                continue
            golds = used[GOLD]
            if len(greys) + golds * coins >= count > len(greys) + (golds - 1) * coins:
                piles.append(pile)
    if not piles:
        return set()
    most = max(sum(1 for k in p if k != GOLD) for p in piles)
    piles = [p for p in piles if sum(1 for k in p if k != GOLD) == most]
    fewest = min(p.count(GOLD) for p in piles)
    return {p for p in piles if p.count(GOLD) == fewest}


@settings(max_examples=500, deadline=None)
@given(hands, costs, st.booleans(), st.sampled_from([1, 2]))
def test_every_kind_of_stage_is_offered_exactly_the_payments_with_the_fewest_gold_cards(
        held, cost, engineering, coins):
    """Issue 8, « one reading of gold » (seed 002: « Les pièces remplacent obligatoirement les
    ressources nécessaires qui manquent »): for identical, different and Engineering stages alike,
    the grey cards cover all they can, gold pays only for the rest, so every payment offered uses
    the fewest gold cards, and every such payment is offered (the player chooses)."""
    count, identical = cost
    offered = payments(held, count, identical, engineering, coins)
    assert len(set(offered)) == len(offered)
    assert set(offered) == _brute_force(held, count, identical, engineering, coins)
