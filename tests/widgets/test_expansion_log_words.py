"""The words of seeded Duel tables with Pantheon, with Agora and with both, read line by line as a
learner reads "What happened" and "Your options" (issue 42: "every action prints as a sentence";
"True words"; French is a first-class language): a name takes its article in a sentence, a count
agrees with its noun, in English and in French."""

import random
import re
from functools import cache

import pytest

from wonderlab.table.table import Table

EXPANSIONS = [("pantheon",), ("agora",), ("pantheon", "agora")]


@cache
def _table(expansions, seed):
    """A Duel table with ``expansions`` played to its end from ``seed``: the human picks at random
    among its options, the other seat is a random bot; with every option offered, as the table
    gave it in each language."""
    table, rng = Table("duel", seed=seed, you=0, bots="random", expansions=expansions), random.Random(seed)
    offered = []
    while not table.is_over:
        said = {}
        for lang in ("en", "fr"):
            table.lang = lang
            said[lang] = table.options()
        table.lang = "en"
        offered += [{lang: said[lang][i].split(". ", 1)[1] for lang in said} for i in range(len(said["en"]))]
        table.choose(rng.randrange(len(said["en"])))
        table.confirm()
    return table, offered


def _lines(expansions, seeds=range(4)):
    """Every log line and every option of the seeded tables: ``{"en": ..., "fr": ...}`` each."""
    found = []
    for seed in seeds:
        table, offered = _table(expansions, seed)
        found += [line for _label, line in table.log] + offered
    return found


def _labels(expansions, seeds=range(4)):
    return [label for seed in seeds for label, _line in _table(expansions, seed)[0].log]


def test_the_gate_is_the_gate_in_every_english_sentence_and_la_porte_in_french():
    """Pantheon's rulebook: the Gate (« la Porte ») is the card that takes the last empty space of
    the Pantheon at the start of Age II; a sentence names it with its article, as French does:
    "Activate the Gate from space 6 of the Pantheon", "Ana activated the Gate …"."""
    named = [line for line in _lines(("pantheon",), range(6)) if "Gate" in line["en"]]
    told = [line for line in named if not line["en"].startswith("Activate")]
    assert told and len(named) > len(told), named          # options and log lines both
    for line in named:
        assert not re.search(r"(?<!the )(?<!The )\bGate\b", line["en"]), line
        assert "la Porte" in line["fr"] and "Gate" not in line["fr"], line


def test_the_gate_s_card_is_titled_the_gate_on_the_board():
    """A heading names the card as its face does: "The Gate", « La Porte » (its power beneath)."""
    from wonderlab.core.i18n import set_language
    from wonderlab.duel.pantheon_data import GATE
    from wonderlab.table.seats.duel_pantheon import divinity

    cards = {}
    for lang in ("en", "fr"):
        set_language(lang)
        try:
            cards[lang] = divinity(GATE.index)
        finally:
            set_language("en")
    assert {lang: card["name"] for lang, card in cards.items()} == {"en": "The Gate", "fr": "La Porte"}
    assert cards["en"]["mythology"] == "gate" and cards["en"]["key"] == "gate"      # its card's colour


@pytest.mark.parametrize("expansions", [("agora",), ("pantheon", "agora")])
def test_a_senator_in_an_english_sentence_takes_its_article(expansions):
    """Agora's Senators (a Politician of a section, a Conspirator) are kinds of card, named "the
    Conspirator" in a sentence as the recruitment says it: "Ana discarded the Conspirator for 2
    coins", "Build the Pyramids with the Politician (left section)", never "with Conspirator"."""
    named = [line for line in _lines(expansions) if re.search(r"Conspirator\b|Politician \(", line["en"])]
    verbs = {line["en"].split()[0] if line["en"][0].isupper() and " " in line["en"] else "" for line in named}
    assert {"Build", "Discard", "Recruit"} <= verbs, verbs
    for line in named:
        assert not re.search(r"(?<!the )(?<!a )\b(Conspirator\b|Politician \()", line["en"]), line
        assert re.search(r"\ble (Conspirateur|Politicien)\b", line["fr"]), line


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_the_cards_left_agree_with_their_count(expansions):
    """A round's label counts the cards left in the structure: "1 card left", "2 cards left"
    (« 1 carte restante », « 2 cartes restantes »)."""
    labels = {label["en"]: label["fr"] for label in _labels(expansions)}
    ones = [en for en in labels if " 1 card" in en]
    assert ones and all(en.endswith("· 1 card left") and labels[en].endswith("· 1 carte restante") for en in ones)
    assert not [en for en in labels if re.search(r"\b1 cards\b", en)]
    assert any(en.endswith("· 2 cards left") for en in labels)


def test_minerva_s_pawn_and_neptune_s_token_name_the_player_in_the_log():
    """Pantheon: Minerva's pawn goes on the military track towards a capital; Neptune discards a
    military token, or applies it, on one player's side. An option says "player 2" (the seat);
    the log, whose every line starts with a player's name, names that player too: "Ana put the
    Minerva pawn 3 spaces towards Bo's capital", « … vers la capitale de Bo »."""
    from wonderlab.core.i18n import set_language
    from wonderlab.duel.game import Game
    from wonderlab.duel.pantheon_actions import MINERVA, NEPTUNE_APPLY, NEPTUNE_DISCARD, Rite
    from wonderlab.duel.shared import line_for

    names, seen = ["Ana", "Bo"], set()
    for seed in range(60):
        game, rng = Game(seed=seed, names=names, pantheon=True), random.Random(seed)
        while not game.is_over and len(seen) < 3:
            seat = game.current
            action = rng.choice(game.legal_actions(seat))
            game.play(seat, action)
            if action.__class__ is not Rite or action.kind not in (MINERVA, NEPTUNE_APPLY, NEPTUNE_DISCARD):
                continue
            if action.kind == MINERVA and not action.target:
                continue
            side = (1 if action.target > 0 else 0) if action.kind == MINERVA else action.target[0]
            index = len(game.record().actions) - 1
            said = {}
            for lang in ("en", "fr"):
                set_language(lang)
                try:
                    said[lang] = line_for(game, index, None)
                finally:
                    set_language("en")
            where = "capital" if action.kind == MINERVA else "side"
            assert said["en"].startswith(f"{names[seat]} ") and f"{names[side]}'s {where}" in said["en"], said
            assert "player" not in said["en"] and "joueur" not in said["fr"], said
            french = "la capitale" if action.kind == MINERVA else "du côté"
            assert re.search(f"{french} (de |d'){names[side]}", said["fr"]), said      # « du côté d'Ana »
            assert f"player {side + 1}'s" in str(action), str(action)         # the option keeps the seat's number
            seen.add(action.kind)
        if len(seen) == 3:
            break
    assert seen == {MINERVA, NEPTUNE_APPLY, NEPTUNE_DISCARD}, seen


@pytest.mark.parametrize("expansions", [("agora",), ("pantheon", "agora")])
def test_a_conspirator_s_conspiracy_is_told_in_one_sentence(expansions):
    """Agora: a Conspirator's action is to conspire, drawing 2 Conspiracies to keep 1 (BGA
    Material.php); the log tells it with one verb in the past, « Ana a conspiré en piochant 2
    Conspirations pour en garder 1 », never « a conspiré : a pioché »."""
    told = [line for line in _lines(expansions) if "conspir" in line["en"] and "Conspiracies" in line["en"]
            and not line["en"].startswith("Conspire")]
    assert told, expansions
    for line in told:
        assert line["en"].endswith(" conspired, drawing 2 Conspiracies to keep 1"), line
        assert line["fr"].endswith(" a conspiré en piochant 2 Conspirations pour en garder 1"), line
    assert not [line for line in _lines(expansions) if re.search(r" a \w+é : a \w+é", line["fr"])]


def test_a_senator_under_a_conspiracy_takes_its_article_in_the_opponent_s_log_too():
    """Agora: a Conspiracy is prepared by tucking a card taken from the structure under it, a
    Senator too; the opponent's log hides the Conspiracy, never the article of the card it sees
    taken: "Ana prepared a Conspiracy with the Politician (right section)", « avec le Politicien »."""
    from wonderlab.core.i18n import set_language
    from wonderlab.duel.game import Game
    from wonderlab.duel.senators import Senator
    from wonderlab.duel.shared import line_for

    for seed in range(40):
        game, rng = Game(seed=seed, agora=True, names=["Ana", "Bo"]), random.Random(seed)
        while not game.is_over:
            seat = game.current
            action = rng.choice(game.legal_actions(seat))
            game.play(seat, action)
            if action.kind == "prepare" and isinstance(action.card, Senator):
                break
        else:
            continue
        index = len(game.record().actions) - 1
        hidden = line_for(game, index, 1 - seat)
        set_language("fr")
        try:
            french = line_for(game, index, 1 - seat)
        finally:
            set_language("en")
        assert hidden == f"{game.names[seat]} prepared a Conspiracy with {action.card.called}", hidden
        assert re.search(r"a préparé une Conspiration avec le (Politicien|Conspirateur)", french), french
        return
    raise AssertionError("no Senator prepared a Conspiracy in 40 seeded games")


def test_the_forum_names_the_card_under_a_conspiracy_with_its_article():
    """The forum tells a player their own Conspiracies and the card each is prepared with (an Age
    card or a Senator): "Swindle (prepared with the Politician (left section))", « Escroquerie
    (préparée avec la Taverne) »."""
    from wonderlab.core.i18n import set_language
    from wonderlab.forum.expansions import _own_plot

    said = {}
    for lang in ("en", "fr"):
        set_language(lang)
        try:
            said[lang] = [_own_plot({"conspiracy": "swindle", "triggered": False, "prepared": card})
                          for card in ("politician_left_1", "conspirator_1", "tavern")]
        finally:
            set_language("en")
    assert said == {"en": ["Swindle (prepared with the Politician (left section))",
                           "Swindle (prepared with the Conspirator)", "Swindle (prepared with Tavern)"],
                    "fr": ["Escroquerie (préparée avec le Politicien (section gauche))",
                           "Escroquerie (préparée avec le Conspirateur)", "Escroquerie (préparée avec la Taverne)"]}
