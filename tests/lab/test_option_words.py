"""The coach's panels name an option as a learner reads it, not as one types it: in French a card
after « construire », « défausser », « jouer », « prendre » or « choisir » takes its article
(« Par rapport à construire les Douanes », not « construire Douanes »: the article the data gives
every French card, wonder and token name, ``core.grammar``); in English « Compared with building
Customs House ». Checked over seeded positions of the three games, in every sentence the hint,
the analysis, the puzzles and learn-from-your-mistakes write from ``lab.reasons``."""

import importlib
import random
import re

import pytest

from wonderlab.core.bots import make_bot
from wonderlab.core.grammar import _ARTICLES
from wonderlab.core.i18n import set_language
from wonderlab.core.scoring import ScoreSheet
from wonderlab.core.search import Outcome
from wonderlab.lab.hint import rows
from wonderlab.lab.puzzles import _why
from wonderlab.lab.reasons import explain, option_words

VERBS = ("construire", "défausser", "jouer", "prendre", "choisir")


def _bare():
    """« construire Douanes »: a verb, then a name the data gives an article, without it."""
    from wonderlab.architects.rules import ruleset
    from wonderlab.classic.cards import card_set as classic_cards
    from wonderlab.duel.cards import card_set as duel_cards

    classic_cards(), duel_cards(), ruleset()          # the data registers its articles as it loads
    names = sorted(_ARTICLES, key=len, reverse=True)
    assert "Douanes" in names and "Bibliothèque" in names
    verbs, names = "|".join(VERBS), "|".join(map(re.escape, names))
    return re.compile(rf"(?i:\b(?:{verbs})) ({names})\b")


def _outcomes(players, wins, civilian, n=12):
    sheets = [ScoreSheet(f"P{i}", {"civilian": civilian if i == 0 else 10, "military": 3}) for i in range(players)]
    return [Outcome(1.0 if i < wins else 0.0, civilian + 3, 13, sheets) for i in range(n)]


def _decisions(game, players, games, seed):
    """(position, seat, city, two options) at decisions of seeded games of greedy and random moves."""
    game_class = importlib.import_module(f"wonderlab.{game}.game").Game
    greedy = make_bot(game, "greedy")
    for number in range(games):
        rng = random.Random(f"option words {game} {seed} {number}")
        position = game_class(seed=seed + number) if game == "duel" else game_class(players=players, seed=seed + number)
        while not position.is_over:
            city = position.waiting[0]
            seat = position.controller(city) if game == "classic" else city
            legal = position.legal_actions(city)
            if len(legal) > 1 and rng.random() < 0.5:
                yield position, seat, city, rng.sample(legal, 2)
            position.play(city, rng.choice(legal) if rng.random() < 0.4 else greedy.choose(position, city, rng))


@pytest.mark.parametrize(("game", "players"), [("classic", 3), ("classic", 5), ("duel", 2), ("architects", 4)])
def test_no_french_panel_names_a_card_after_a_verb_without_its_article(game, players):
    """« construire <Carte> » never appears bare in a comparison, a hint's verdict or a puzzle's
    why, nor a capital article inside a sentence (« ; Le Forum produit »); the English names the
    other option as « Compared with building … »."""
    bare = _bare()
    seen = 0
    for position, seat, city, (one, two) in _decisions(game, players, 3, seed=11):
        mine, theirs = _outcomes(position.players, 9, 20), _outcomes(position.players, 2, 12)
        for language in ("fr", "en"):
            set_language(language)
            try:
                texts = [explain(position, seat, one, mine, two, theirs, city),
                         explain(position, seat, two, theirs, one, mine, city),
                         _why(position, seat, city, one, mine, two, theirs, explain)]
                shown = rows(position, seat, [one, two], [mine, theirs])
                texts += [shown.attrs["verdict"], *shown["why"]]
                other = option_words(two, position, seat)
            finally:
                set_language("en")
            said = " ".join(texts)
            if language == "fr":
                assert not bare.search(said), (bare.search(said)[0], said)
                assert not re.search(r" ; (?:Le|La|Les|L')\b", said), said      # « ; le Forum produit »
                assert f"Par rapport à {other} : " in texts[0]
            else:
                assert f"Compared with {other}: " in texts[0]
        seen += 1
    assert seen >= 15


@pytest.mark.parametrize(("game", "players"), [("classic", 4), ("duel", 2), ("architects", 3)])
def test_an_option_in_words_names_its_card_with_the_article_of_the_data(game, players):
    """Every option of seeded positions, in French: its card, wonder or token as the action's own
    sentence names it (with the article), never the typed notation's bare name."""
    bare = _bare()
    for position, _, city, _ in _decisions(game, players, 2, seed=3):
        set_language("fr")
        try:
            for action in position.legal_actions(city):
                words, notation, sentence = option_words(action), action.notation, str(action)
                assert not bare.search(words), (words, notation)
                first = words.split(" ", 1)[0]
                assert first[:1].islower(), words                 # inside a sentence
                name = getattr(action, "card", None)
                if game != "architects" and action.kind in ("build", "discard") and name is not None:
                    assert words.split(" ", 1)[1] in sentence, (words, sentence)   # « les Douanes », as said
        finally:
            set_language("en")


def test_a_second_reason_keeps_its_article_in_lower_case():
    """« Gratuite par chaînage depuis le Comptoir Ouest ; le Forum produit du verre… »: a reason
    that opens on a card with its article (« Le Forum produit ») goes on the sentence after « ; »
    in lower case."""
    from wonderlab.lab.reasons import EFFECT_KINDS, reasons

    hits = 0
    for position, seat, city, _ in _decisions("classic", 3, 6, seed=5):
        set_language("fr")
        try:
            for action in position.legal_actions(city):
                own = [text for kind, text in reasons(position, seat, action, city=city) if kind in EFFECT_KINDS][:2]
                if len(own) == 2 and re.match(r"(?:Le|La|Les|L')\b", own[1]):
                    text = explain(position, seat, action, city=city)
                    assert f" ; {own[1][0].lower()}{own[1][1:]}." in text, text
                    hits += 1
        finally:
            set_language("en")
        if hits >= 3:
            return
    raise AssertionError(f"only {hits} reasons opening on an article came up")


def test_the_shipped_puzzles_say_today_s_words():
    """The puzzles shipped in data/ (made before the coach named options in words) say their
    comparisons and shares as the coach says them now: ``tools/puzzle_texts.py --check`` finds
    nothing to write again, no French text leaves a card bare after its verb, and no English one
    compares with a typed notation ("Against build …")."""
    import subprocess
    import sys
    from pathlib import Path

    from wonderlab.lab import puzzle_file

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "puzzle_texts.py"), "--check"],
                          capture_output=True, text=True, cwd=root)
    assert done.returncode == 0, done.stdout + done.stderr
    bare = _bare()
    for game in ("classic", "duel", "architects"):
        for puzzle in puzzle_file.shipped(game):
            for field in ("why", "why_not"):
                french, english = puzzle[field]["fr"], puzzle[field]["en"]
                assert not bare.search(french), (puzzle["id"], french)
                assert "Against " not in english and "Compared with " in english, (puzzle["id"], english)
                assert "Par rapport à " in french, (puzzle["id"], french)
