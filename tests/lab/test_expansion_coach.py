"""The coach's reasons for a move of Pantheon or Agora are true of the position they speak of
(issue 42), in English and French.

Agora (docs/duel_expansions.md, from BGA's Senate.php): « A Chamber is controlled on a strict
majority of cubes; a tie (0–0 too) controls nothing »; political supremacy is all six Chambers
controlled; Chamber points 1, 2, 3, 3, 2, 1. Pantheon (seed 004 line 33): « Aphrodite 9 »; the
player whose turn turns over a card holding a token takes it.
"""

import random
import re
from collections import Counter

import pytest

from tests.duel.pantheonkit import every_choice
from wonderlab.core.i18n import set_language
from wonderlab.duel.bots import RandomBot
from wonderlab.duel.game import Game
from wonderlab.duel.senate import facts
from wonderlab.lab.analyse import analyse
from wonderlab.lab.hint import hint
from wonderlab.lab.reasons import explain, reasons
from wonderlab.lab.whatif import what_if


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def _decisions(expansion, games):
    """(game before, seat, action) for every decision of seeded random games."""
    for seed in range(games):
        game, rng = Game(seed=seed, **{expansion: True}), random.Random(seed)
        while not game.is_over:
            seat = game.current
            action = RandomBot().choose(game, seat, rng)
            yield game.copy(), seat, action
            game.play(seat, action)


def test_a_chamber_said_taken_is_taken_and_every_chamber_taken_is_said():
    said = 0
    points = facts()["senate"]["points"]
    for game, seat, action in _decisions("agora", 3):
        if action.__class__.__name__ != "SenateAction":
            continue
        after = game.copy()
        after.play(seat, action)        # a Senate action changes only public things
        texts = [text for kind, text in reasons(game, seat, action) if kind == "control"]
        taken = [int(m.group(1)) - 1 for t in texts for m in [re.match(r"takes control of Chamber (\d)", t)] if m]
        expected = [c for c in range(6) if after.senate.controller(c) == seat and game.senate.controller(c) != seat]
        assert taken == expected
        for chamber, text in zip(taken, (t for t in texts if t.startswith("takes")), strict=True):
            assert f"({points[chamber]} point" in text
        lost = [int(m.group(1)) - 1 for t in texts for m in [re.search(r"no longer controls Chamber (\d)", t)] if m]
        assert lost == [c for c in range(6) if game.senate.controller(c) == 1 - seat and after.senate.controller(c) is None]
        said += len(taken) + len(lost)
    assert said >= 10


def test_political_supremacy_is_said_near_only_with_five_chambers_held():
    game = Game(seed=7, agora=True)
    senate = game.senate
    for chamber in range(4):
        senate.place(0, chamber)
    after = game.copy()
    after.senate.place(0, 4)
    from wonderlab.lab.expansion_reasons import senate_reasons

    said = [kind for kind, _ in senate_reasons(game, 0, after)]
    assert said == ["control", "supremacy"] and len(after.senate.controlled(0)) == 5
    further = after.copy()
    further.senate.place(1, 5)
    assert "supremacy" not in [kind for kind, _ in senate_reasons(after, 0, further)]


def test_an_activation_says_its_divinitys_points_and_its_cost_and_a_token_taken_is_said():
    activations = tokens = 0
    for game, seat, action in _decisions("pantheon", 6):
        found = reasons(game, seat, action)
        texts = [text for _, text in found]
        if getattr(action, "kind", None) == "activate":
            activations += 1
            points = action.divinity.effect.get("points", 0)
            assert any(f"+{points} victory points from {action.divinity.label}" == t for t in texts) == bool(points)
            assert any(t == f"costs {action.coins} coin" + "s" * (action.coins != 1) for t in texts) == bool(action.coins)
        after = game.copy()
        after.play(seat, action)
        if game.age >= 2:       # the Offering tokens' places show from Age II (before, redeal deals them)
            took = sum((Counter(after.offerings[seat]) - Counter(game.offerings[seat])).values())
            assert sum(t.startswith("takes an Offering token") for t in texts) == took
            tokens += took
        took = sum((Counter(after.myths[seat]) - Counter(game.myths[seat])).values())
        assert sum(t.startswith("takes a Mythology token") for t in texts) == took
        tokens += took
    assert activations >= 5 and tokens >= 10


def test_expansion_reasons_are_said_in_french():
    game = Game(seed=7, agora=True)
    for chamber in range(4):
        game.senate.place(0, chamber)
    after = game.copy()
    after.senate.place(0, 4)
    from wonderlab.lab.expansion_reasons import senate_reasons

    set_language("fr")
    texts = [text for _, text in senate_reasons(game, 0, after)]
    assert texts == ["prend le contrôle de la Chambre 5 (2 points)",
                     "la suprématie politique n'est plus qu'à une Chambre (5 sur 6 contrôlées)"]


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_the_hint_ranks_an_expansion_games_options_with_reasons(expansion):
    game, rng = Game(seed=2, **{expansion: True}), random.Random(2)
    while game.age < 2 or game.phase != "play":
        game.play(game.current, RandomBot().choose(game, game.current, rng))
    table = hint(game, game.current, playouts=40)
    legal = {str(a) for a in game.legal_actions(game.current)}
    assert len(table) >= 2 and set(table["words"]) <= legal
    assert all(isinstance(text, str) and text for text in table["why"])
    assert explain(game, game.current, game.legal_actions(game.current)[0]) is not None


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_what_if_plays_each_option_of_an_expansion_game_out(expansion):
    game, rng = Game(seed=2, **{expansion: True}), random.Random(2)
    for _ in range(45):
        game.play(game.current, RandomBot().choose(game, game.current, rng))
    table = what_if(game, game.current, rollouts=6, progress=False)
    legal = game.legal_actions(game.current)
    assert set(table["words"]) == {str(a) for a in legal}
    assert all(n == 6 for n in table["rollouts"]) and all(0 <= w <= 1 for w in table["win_rate"])


@pytest.mark.parametrize("expansion", ["pantheon", "agora"])
def test_the_after_game_analysis_reads_an_expansion_games_record(expansion):
    game, rng = Game(seed=3, **{expansion: True}), random.Random(3)
    while not game.is_over:
        game.play(game.current, RandomBot().choose(game, game.current, rng))
    frame = analyse(game.record(), 0, playouts=4, progress=False, steps=range(0, 60, 5))
    played = {n: action for n, (_, action) in enumerate(game._actions)}
    assert len(frame) >= 3
    for step, words in zip(frame["step"], frame["chosen_words"], strict=True):
        assert str(played[step]) == words


# -- what makes a take cheaper, what a Divinity or a Senator brings: said of that card ------------
def test_a_take_a_decree_makes_free_or_cheaper_names_the_decree_and_the_coins_it_saves():
    """Agora's Decrees work for the controller of their Chamber (docs/duel_expansions.md): a
    red card whose coins the red Decree ignores is free (Barracks), a grey good 1 coin cheaper at
    the bank... The reason names each Decree that lowers the price, held by the seat, and the
    coins saved are the base game's price less the action's; a take no Decree changes says none."""
    from wonderlab.duel import decrees as d
    from wonderlab.duel.actions import Action

    seen = Counter()
    for game, seat, _ in _decisions("agora", 30):
        held = {n for n, holder in d.holders(game.senate).items() if holder == seat}
        for action in game.legal_actions(seat):
            if action.__class__ is not Action or action.kind not in ("build", "wonder"):
                continue
            said = [text for kind, text in reasons(game, seat, action) if kind == "cost"]
            if action.kind == "build" and action.chain is not None:
                from_rival = action.chain not in game.p[seat].chains
                assert bool(said) == from_rival and (not said or "thanks to Decree 15," in said[0]), (action, said)
                seen["chain"] += bool(said)
                continue
            base = game.cost(seat, action.card if action.kind == "build" else action.wonder)[0]
            if action.coins >= base:
                assert not said, (action, said)
                continue
            named = {int(n) for n in re.findall(r"Decree (\d+),", said[0])}
            assert named and named <= held, (action, said, held)
            for n in named:
                assert f'"{d.decree_text(n)[:1].lower() + d.decree_text(n)[1:]}"' in said[0]
            if action.coins == 0:
                assert said[0].startswith("free thanks to Decree"), said
                seen["free"] += 1
            else:
                saved = base - action.coins
                assert said[0].startswith(f"{saved} coin{'s' if saved > 1 else ''} less thanks to Decree"), said
                seen["less"] += 1
        if seen["free"] and seen["less"] and seen["chain"]:
            break
    assert seen["free"] and seen["less"] and seen["chain"], seen


def test_an_invoked_divinity_is_named_with_its_power():
    """Pantheon: invoking a Divinity applies its power (docs/duel_expansions.md); the reason
    names the Divinity on the space the action takes it from, and what it does."""
    from wonderlab.duel.pantheon_actions import Rite
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES

    named = set()
    for game, seat, _ in _decisions("pantheon", 12):
        for action in game.legal_actions(seat):
            if not isinstance(action, Rite) or action.kind not in ("activate", "free"):
                continue
            divinity = action.divinity
            if action.kind == "activate":
                assert ALL_DIVINITIES[game.spaces[action.space - 1]] is divinity
            texts = [text for kind, text in reasons(game, seat, action) if kind == "power"]
            if divinity.effect.get("points"):       # Aphrodite: her points say it
                assert not texts
                continue
            set_language("fr")
            try:
                french = [text for kind, text in reasons(game, seat, action) if kind == "power"]
                label = divinity.label
            finally:
                set_language("en")
            assert texts == [f"activates {divinity.label}: {_power(divinity, 'en')}"], texts      # the English rulebook
            assert french == [f"invoque {label} : {_power(divinity, 'fr')}"], french
            named.add(divinity.id)
    assert len(named) >= 8, named


def test_a_divinity_s_power_says_what_the_engine_does():
    """Anubis discards the card under a built wonder, either player's, which is then to be built
    again (« défausser la carte glissée sous une Merveille » in the French table's words); Neptune
    discards one military token without its effect, then applies another: the words shown with an
    activation say both, and the engine offers exactly that."""
    from wonderlab.duel.pantheon_actions import Rite

    assert _power(_divinity("anubis"), "en").startswith("discard the card under a built wonder (yours or your opponent's)")
    assert "glissée sous une Merveille construite" in _power(_divinity("anubis"), "fr")
    assert _power(_divinity("neptune"), "en") == "discard a military token without its effect, then apply another"
    offered = set()
    for game, seat, _action in _decisions("pantheon", 25):
        kinds = {a.kind for a in game.legal_actions(seat) if isinstance(a, Rite)}
        if "anubis" in kinds:
            owners = {next(i for i, p in enumerate(game.p) if a.wonder.index in p.built)
                      for a in game.legal_actions(seat)}
            offered.add("anubis")
            assert owners <= {0, 1} and all(a.wonder.index in game.p[0].built + game.p[1].built
                                             for a in game.legal_actions(seat))
        offered |= kinds & {"neptune_discard", "neptune_apply"}
    assert {"anubis", "neptune_discard", "neptune_apply"} <= offered, offered


def _divinity(key):
    from wonderlab.duel.pantheon_data import ALL_DIVINITIES
    return next(d for d in ALL_DIVINITIES if d.id == key)


def _power(divinity, lang):
    from wonderlab.core.i18n import catalog
    return catalog()[f"duel.pantheon.power.{divinity.id}"][lang]


def test_a_recruited_politician_says_the_senate_actions_it_brings_and_a_conspirator_its_choice():
    """Agora: a Politician gives 1, 2 or 3 Senate actions in its section by the city's blue cards
    (0–1, 2–3, 4 or more; Decree 12 counts 2 more); a Conspirator places a cube or conspires.
    Each is checked by recruiting and counting the Senate actions the engine then offers."""
    from wonderlab.duel.senate import section_of
    from wonderlab.duel.senators import RecruitAction, SenateAction

    seen = Counter()
    for game, seat, _ in _decisions("agora", 12):
        for action in game.legal_actions(seat):
            if not isinstance(action, RecruitAction):
                continue
            said = [text for kind, text in reasons(game, seat, action) if kind == "power"]
            after = game.copy()
            after.play(seat, action)
            if action.card.kind == "conspirator":
                offered = {getattr(a, "kind", None) for a in after.legal_actions(seat)}
                assert said == ["a Conspirator: place an Influence cube or conspire (draw 2 Conspiracies, keep 1)"
                                if "conspire" in offered else
                                "a Conspirator: place an Influence cube (no Conspiracy is left to draw)"], said
                seen["conspirator"] += 1
                continue
            count = 0       # (the Politician's own actions: an Influence cube its moves win is not one)
            while not after.is_over and after.current == seat and after.phase == "senate":
                senate = [a for a in after.legal_actions(seat) if isinstance(a, SenateAction) and a.kind != "done"]
                if not senate:
                    break
                assert all(section_of(a.chamber) == action.card.section for a in senate if a.kind == "place")
                after.play(seat, senate[0])
                count += 1
            if after.is_over:
                continue
            section = ("left", "middle", "right")[action.card.section]
            assert re.fullmatch(rf"{count} Senate actions? in the {section} section \(\d+ blue cards? counted\)",
                                said[0]), (said, count)
            seen[count] += 1
        if seen["conspirator"] and len(seen) >= 3:
            break
    assert seen["conspirator"] and len(seen) >= 3, seen


def test_a_grand_temple_built_says_what_the_temples_will_score():
    """Pantheon: « 1, 2 ou 3 Grands Temples rapportent 5, 12 ou 21 points » (seed 004): a Grand
    Temple built says what the city's temples then score at the end, the number the score sheet's
    Grand Temples row reaches in the true game, in English and French."""
    from wonderlab.duel.pantheon_data import TEMPLES

    temples = {t.index for t in TEMPLES}
    said = 0
    for game, seat, action in every_choice(40):
        if action.kind != "build" or getattr(action.card, "index", None) not in temples:
            continue
        after = game.copy()
        after.play(seat, action)
        if after.is_over:
            continue
        total = after.scores()[seat].categories["grand_temples"]
        texts = [text for kind, text in reasons(game, seat, action) if "Grand Temple" in text]
        assert texts and f"+{total} victory points at the end" in texts[0], (action, total, texts)
        set_language("fr")
        try:
            french = [text for _, text in reasons(game, seat, action) if "Grand" in text]
        finally:
            set_language("en")
        assert f"+{total} points de victoire à la fin" in french[0], french
        said += 1
    assert said >= 5, said
