"""Properties of stage payments (seed 002, « Ressources et construction obligatoire »), over every
hand hypothesis can think of."""

from collections import Counter

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
