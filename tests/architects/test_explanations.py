"""Issue 8, « Explanations and messages »: ``explain()`` never raises and explains every unit of
a construction's cost; messages are true and grammatical in English and French."""

import random
import re
from collections import Counter

import pytest

from wonderlab.architects import Action, Game
from wonderlab.architects.actions import kinds_text
from wonderlab.architects.game import fits_shape
from wonderlab.architects.messages import MESSAGES
from wonderlab.architects.rules import GOLD
from wonderlab.core.errors import IllegalAction
from wonderlab.core.i18n import set_language

from . import rig

GREYS = re.compile(r"^(.+): (\d+) of the (\d+) resources\.$")
GOLDS = re.compile(r"^(\d+) gold cards?: (\d+) missing resources?, which the grey cards cannot "
                   r"cover \((\d+) coins?\)\.$")
SPARE = "One coin is left over: a gold card cannot be split."
ECONOMY = "Economy serves: a gold card counts as 2 coins (once a turn)."
ENGINEERING = re.compile(r"^Engineering serves: the resources need not be (identical|different)")


def check_build_explanation(game, seat, action, steps):
    """The steps of a construction add up to its cost, unit by unit and coin by coin; returns
    what they used (for the counts)."""
    stage = game.wonders[seat].stage(action.stage)
    greys = [k for k in action.cards if k != GOLD]
    golds = action.cards.count(GOLD)
    assert steps[0] == (f"You build {stage} and discard {kinds_text(action.cards)}.")
    grey_steps = [GREYS.match(s) for s in steps if GREYS.match(s)]
    gold_steps = [GOLDS.match(s) for s in steps if GOLDS.match(s)]
    units = 0
    assert len(grey_steps) == (1 if greys else 0)
    for match in grey_steps:
        assert match[1] == kinds_text(greys) and int(match[2]) == len(greys)
        assert int(match[3]) == stage.count
        units += int(match[2])
    assert len(gold_steps) == (1 if golds else 0)
    economy = ECONOMY in steps
    for match in gold_steps:
        assert int(match[1]) == golds
        missing, coins = int(match[2]), int(match[3])
        assert coins == golds * (2 if economy else 1)      # coin by coin
        assert 0 <= coins - missing < (2 if economy else 1)
        assert (SPARE in steps) == (coins > missing)
        units += missing
    assert units == stage.count                            # unit by unit
    engineering, coin_value = game._pay_rules(seat)
    assert economy == (coin_value == 2 and stage.count - len(greys) > golds)
    uses_engineering = any(ENGINEERING.match(s) for s in steps)
    assert uses_engineering == (engineering and not fits_shape(action.cards, stage.identical))
    return {"gold": bool(golds), "economy": economy, "engineering": uses_engineering,
            "spare": SPARE in steps}


def test_thousands_of_explanations_add_up_to_the_cost_of_every_construction():
    """« A test over thousands of explanations checks that the steps add up to the action's cost,
    unit by unit and coin by coin. » Every legal action of random seeded games at every player
    count is explained; each construction's steps are checked against its payment."""
    seen = Counter()
    for players in range(2, 8):
        for seed in range(60):
            game = Game(players=players, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                seat = game.current
                for action in game.legal_actions(seat):
                    steps = game.explain(seat, action)
                    assert steps and all(step and "{" not in step for step in steps)
                    assert not steps[0].startswith("Not possible")
                    seen["explanations"] += 1
                    if action.kind == "build":
                        seen["builds"] += 1
                        used = check_build_explanation(game, seat, action, steps)
                        seen.update(k for k, v in used.items() if v)
                game.play(seat, rng.choice(game.legal_actions(seat)))
    assert seen["explanations"] > 20_000 and seen["builds"] > 1_000, seen
    assert seen["gold"] > 100 and seen["economy"] and seen["engineering"], seen


def test_a_construction_with_economy_and_engineering_says_what_each_token_does():
    game = rig.table(3)
    rig.built(game, 0, 1, 2)             # Giza stage 3 asks 3 different
    rig.tokens(game, 0, "economy", "engineering", "urbanism")
    rig.give(game, 0, gold=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    action = Action.build(3, (0, 5))
    assert game.explain(0, action) == [
        "You build Giza stage 3 (3 different resources, 6 points) and discard Wood and Gold.",
        "Wood: 1 of the 3 resources.",
        "1 gold card: 2 missing resources, which the grey cards cannot cover (2 coins).",
        "Economy serves: a gold card counts as 2 coins (once a turn)."]
    check_build_explanation(game, 0, action, game.explain(0, action))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_explanations_never_raise_whatever_is_asked(language):
    """« explain() never raises »: a seat that does not exist, an action of the wrong game, a
    bogus action or an action that is not legal now are answered with the reason."""
    set_language(language)
    game = Game(players=3, seed=3)
    for seat, action in [(7, Action.take("left")), ("0", Action.take("left")), (0, "take left"),
                         (0, Action("take", source=None)), (1, Action.take("left")),
                         (0, Action.build(9, (0,))), (0, None)]:
        steps = game.explain(seat, action)
        assert len(steps) == 1 and steps[0].startswith(("Not possible now: ", "Impossible maintenant : "))


def test_one_is_singular_in_english_and_french():
    """« "1 coin" (not "1 coins" / "1 pièces") »."""
    game = rig.table(3)
    rig.tokens(game, 0, "urbanism")
    rig.give(game, 0, gold=1)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    steps = game.explain(0, Action.build(1, (0, 5)))
    assert steps[-1] == "1 gold card: 1 missing resource, which the grey cards cannot cover (1 coin)."
    set_language("fr")
    assert game.explain(0, Action.build(1, (0, 5)))[-1] == (
        "1 carte jaune : 1 ressource manquante, que les cartes grises ne couvrent pas (1 pièce).")
    game = rig.table(3)
    rig.built(game, 0, 1, 2, 3)          # Giza stage 5 asks 4 different
    rig.tokens(game, 0, "urbanism")
    rig.give(game, 0, stone=1, gold=2)
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert game.explain(0, Action.build(4, (0, 5, 5)))[-1] == (
        "2 cartes jaunes : 2 ressources manquantes, que les cartes grises ne couvrent pas (2 pièces).")


def test_no_message_hedges_a_plural_with_brackets():
    assert not [key for key, texts in MESSAGES.items() if any("(s)" in t for t in texts.values())]


def _reason(game, seat, action):
    with pytest.raises(IllegalAction) as error:
        game.play(seat, action)
    return str(error.value)


def test_refusals_name_tokens_wonders_and_decks_not_their_ids():
    """« no raw ids inside sentences ("urbanism gives you nothing to take now") »."""
    game = rig.table(3)
    rig.tokens(game, 0, "architecture")
    rig.give(game, 0, wood=1)
    rig.top(game, "left", "stone")
    rig.take(game, "left")               # Giza stage 1, then Architecture's extra card
    assert _reason(game, 0, Action.take("left", "urbanism")) == "Urbanism gives you nothing to take now"
    assert _reason(game, 0, Action.take("giza", "alexandria")) == (
        "Alexandria's power gives you nothing to take now")
    assert _reason(game, 0, Action.progress("culture", (), via="babylon")) == (
        "Babylon's power gives you nothing to take now")
    set_language("fr")
    assert _reason(game, 0, Action.take("left", "urbanism")) == "Urbanisme ne vous donne rien à prendre maintenant"
    set_language("en")
    game = rig.table(3)
    rig.give(game, 0, science_compass=1)
    game.face_up[:] = ["tactics", "economy", "culture"]
    rig.top(game, "left", "science_compass")
    rig.take(game, "left")
    assert _reason(game, 0, Action.progress("strategy", (6, 6))) == (
        "Strategy is not face up; the face-up tokens are Tactics, Economy, Culture (or take the hidden one)")


def test_refusals_about_decks_and_supports_read_as_sentences():
    game = rig.table(3)
    rig.empty(game, "left")
    assert _reason(game, 0, Action.take("left")) == "the left deck is empty, and an empty deck stays empty"
    assert _reason(game, 0, Action.take("rhodes")) == "you may not take from Rhodes's deck now"
    game = rig.table(3, wonders=["Ephesus", "Giza", "Rhodes"])
    rig.tokens(game, 0, "urbanism")
    rig.top(game, "left", "wood")
    rig.take(game, "left")
    assert _reason(game, 0, Action.build(5, (0, 1, 2, 3))).endswith("rests on stages 2, 3 and 4, not built yet")
    assert _reason(game, 0, Action.build(2, (0, 0))).endswith("rests on stage 1, not built yet")


def test_french_elides_de_before_a_vowel_and_counts_zero_in_the_singular():
    """Grammatical French: « Pouvoir d'Alexandrie », « la pioche d'Éphèse », « Carte
    supplémentaire d'Urbanisme »; a stage of 0 points is « 0 point »."""
    set_language("fr")
    assert str(Action.take("ephesus", via="alexandria")) == (
        "Pouvoir d'Alexandrie : prendre le sommet de la pioche d'Éphèse")
    assert str(Action.take("left", via="urbanism")).startswith("Carte supplémentaire d'Urbanisme : ")
    assert str(Action.take("left", via="crafts")).startswith("Carte supplémentaire d'Artisanat : ")
    babylon = Game(players=2, wonders=["Babylon", "Giza"]).wonders[0]
    assert str(babylon.stage(2)) == "Babylone étape 2 (2 ressources identiques, 0 point)"
    set_language("en")
    assert str(babylon.stage(2)) == "Babylon stage 2 (2 identical resources, 0 points)"


def test_a_science_trade_refusal_says_what_is_wrong_with_the_cards():
    game = rig.table(3)
    rig.give(game, 0, science_compass=1)
    rig.top(game, "left", "science_compass")
    rig.take(game, "left")
    token = game.face_up[0]
    assert _reason(game, 0, Action.progress(token)) == (
        "name the green cards you trade: two identical symbols or three different ones")
    assert _reason(game, 0, Action.progress(token, ("wood", "wood"))) == (
        "Wood and Wood: only green cards are traded for a Progress token")
    assert _reason(game, 0, Action.progress(token, ("science_gear", "science_gear"))) == (
        "Gear and Gear is not a science set you hold: two identical symbols or three different ones")
