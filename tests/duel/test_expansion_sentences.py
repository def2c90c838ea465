"""Every decision of Duel's expansions prints as a sentence a person would write (issue 42:
"every action prints as a sentence"), in English and in French: none says it is unknown, an
Offering token is the coins it saves (never "-3"), Minerva's pawn goes so many spaces towards a
capital (never "space -4"), and a French card or Senator named by a Conspiracy takes its article
(« Donner le Théâtre », « Défausser le Conspirateur »)."""

import random
import re

from wonderlab.core.i18n import set_language
from wonderlab.duel.actions import Action
from wonderlab.duel.conspiracies import Plot
from wonderlab.duel.game import Game
from wonderlab.duel.senators import Senator


def _texts(games):
    """(action, English, French) for every legal decision of the expansions met in ``games``
    seeded random games with both expansions (the base game's builds and discards left out)."""
    found = {}
    for seed in range(games):
        game, rng = Game(seed=seed, pantheon=True, agora=True), random.Random(seed)
        while not game.is_over:
            seat = game.current
            legal = game.legal_actions(seat)
            for action in legal:
                if action.__class__ is Action and action.kind in ("build", "discard", "wonder", "pick", "token"):
                    continue
                english = str(action)
                set_language("fr")
                try:
                    found.setdefault((type(action).__name__, english), (action, english, str(action)))
                finally:
                    set_language("en")
            game.play(seat, rng.choice(legal))
    return list(found.values())


def test_every_decision_of_the_expansions_prints_a_sentence_of_its_own():
    texts = _texts(25)
    kinds = {(type(a).__name__, getattr(a, "kind", None)) for a, _, _ in texts}
    assert {("Plot", "done"), ("Rite", "activate"), ("Plot", "trigger"), ("SenateAction", "move")} <= kinds, kinds
    for action, english, french in texts:
        assert "unknown" not in english and "inconnue" not in french, (action, english, french)
        assert not re.search(r"(?<![\w-])-\d", english + french), (english, french)      # no "tokens -3"
        assert "on space -" not in english and "case -" not in french, (english, french)
        assert english[:1].isupper() and french[:1].isupper(), (english, french)


def test_a_french_card_or_senator_a_conspiracy_names_takes_its_article():
    seen = set()
    for action, _english, french in _texts(25):
        if action.__class__ is not Plot or action.card is None:
            continue
        verb = re.match(r"(Défausser|Prendre|Donner|Construire) (\S+)", french)
        assert verb and verb.group(2).lower() in ("le", "la", "les") or verb.group(2).startswith("l'"), french
        seen.add(type(action.card).__name__ if isinstance(action.card, Senator) else action.kind)
    assert {"Senator", "give_card", "build_free"} <= seen, seen
