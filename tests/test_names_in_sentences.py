"""A name is written as a sentence writes it ("True words"; the last stop's note: "English wonder
names keep their capital mid-sentence ("Ana took The Pyramids")"). The data gives a name its
article when it holds one ("The Pyramids", "The Sphinx", the Gate's "the Gate", « Le Colosse »):
inside an English sentence it is "the Pyramids" ("Take the Sphinx for your city", "Ana took the
Pyramids"), "The" where a sentence starts and on a label ("The Pyramids" on its card); French
likewise (« merveilles à construire : le Colosse, les Pyramides »). What a person types reads as
before: the notation "pick The Pyramids" or "pick the pyramids", a position, a table file, a
record."""

import contextlib
import io
import random
import re
from functools import cache
from pathlib import Path

import pytest

from wonderlab.core.i18n import register, say, set_language
from wonderlab.table.table import Table

DATA = Path(__file__).resolve().parent.parent / "data"


def _holding_names():
    """Every English name of the data that starts with "The" (wonders of the three games'
    boxes: The Colossus, The Pyramids, The Sanctuary …), read from the files themselves."""
    found = set()
    for path in DATA.glob("*/*.json"):
        if path.name == "puzzles.json":
            continue
        for name in re.findall(r'"(?:name|en)": "(The [^"]+)"', path.read_text(encoding="utf-8")):
            found.add(name[4:])
    return found


NAMES = _holding_names()
_ALTERNATIVES = "|".join(re.escape(n) for n in sorted(NAMES, key=len, reverse=True))
# "The Pyramids" after a word, a comma, a colon or a bracket: inside a sentence
INSIDE = re.compile(rf"(?<=[\w,;:)] )The (?:{_ALTERNATIVES})\b")
LOWER = re.compile(rf"\bthe (?:{_ALTERNATIVES})\b")
# French: « de le », « à les », or a capital article of a wonder after a word inside a sentence
FRENCH = re.compile(r"\b(?:[Dd]e (?:le|les)|[àÀ] (?:le|les)) |(?<=[\w,;:)] )(?:Le|La|Les) (?:Colosse|Pyramides|Sphinx|"
                    r"Grande|Grand|Jardins|Mausolée|Statue|Temple|Via|Sanctuaire|Théâtre|Porte)\b")

GAMES = [("duel", {}, range(4)), ("duel", {"expansions": ("pantheon",)}, range(3)),
         ("duel", {"expansions": ("agora",)}, range(3)), ("duel", {"expansions": ("pantheon", "agora")}, range(2)),
         ("classic", {"players": 3}, range(1)), ("classic", {"players": 2}, range(1))]


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


@cache
def _said(game, options, seeds):
    """Every text the table shows a learner (options, log, buttons, titles, the board's words)
    at every step of seeded games, the human picking at random: ``{"en": {...}, "fr": {...}}``."""
    said = {"en": set(), "fr": set()}
    for seed in seeds:
        table, rng = Table(game, seed=seed, you=0, bots="random", **dict(options)), random.Random(seed)
        while True:
            for lang in ("en", "fr"):
                table.lang = lang
                said[lang].update(_strings(table.state()))
            table.lang = "en"
            if table.is_over:
                break
            table.choose(rng.randrange(len(table.options())))
            table.confirm()
    return said


def test_the_data_names_that_hold_their_article_are_the_wonders():
    """The names this test reads: Duel's ten wonders with "The", the Pantheon's two, the seven
    boards of 7 Wonders."""
    assert {"Pyramids", "Sphinx", "Colossus", "Appian Way", "Sanctuary", "Divine Theater",
            "Colossus of Rhodes"} <= NAMES and len(NAMES) == 19


@pytest.mark.parametrize(("game", "options", "seeds"), GAMES)
def test_an_english_sentence_writes_the_inside_it(game, options, seeds):
    """Options, log and every word of the table: no "Take The Sphinx", "Ana took The Pyramids",
    "with The Colossus"; and the names are there, in lower case ("Take the Sphinx")."""
    english = _said(game, tuple(sorted(options.items())), seeds)["en"]
    wrong = sorted(text for text in english if INSIDE.search(text))
    assert not wrong, wrong[:5]
    if game == "duel":
        told = [text for text in english if LOWER.search(text)]
        assert any(text.startswith("Take the ") for text in told), told[:5]
        assert any(re.search(r" (took|built) the ", text) for text in told), told[:5]


@pytest.mark.parametrize(("game", "options", "seeds"), GAMES[:4])
def test_a_wonder_s_label_keeps_its_capital(game, options, seeds):
    """A card's title or a list cell is a label: "The Pyramids", never "the Pyramids" alone."""
    english = _said(game, tuple(sorted(options.items())), seeds)["en"]
    labels = {text for text in english if text.removeprefix("The ") in NAMES}
    assert labels and all(text.startswith("The ") for text in labels), labels
    assert not {text for text in english if text.startswith("the ") and text[4:] in NAMES}


def test_a_sentence_that_starts_with_a_wonder_writes_the_with_a_capital():
    """English: "The" where a sentence starts, "the" inside it, through ``say`` with the data's
    names (the second sentence of one message, and a label after « · »)."""
    from wonderlab.duel.cards import wonder_set
    from wonderlab.duel.pantheon_data import GATE

    register({"test.names.two": {"en": "{who} passed. {wonder} stays with {other}",
                                 "fr": "{who} a passé. {wonder} reste avec {other}"},
              "test.names.label": {"en": "Age I · {wonder}", "fr": "Âge I · {wonder}"}})
    pyramids, sphinx = wonder_set().by_name("The Pyramids"), wonder_set().by_name("The Sphinx")
    assert say("test.names.two", who="Ana", wonder=GATE.label, other=pyramids.label) == \
        "Ana passed. The Gate stays with the Pyramids"
    assert say("test.names.label", wonder=sphinx.label) == "Age I · The Sphinx"
    set_language("fr")
    try:
        assert say("test.names.two", who="Ana", wonder=GATE.label, other=pyramids.label) == \
            "Ana a passé. La Porte reste avec les Pyramides"
    finally:
        set_language("en")


@pytest.mark.parametrize(("game", "options", "seeds"), GAMES)
def test_a_french_sentence_contracts_and_lowers_the_articles(game, options, seeds):
    """French: « du Colosse », « aux Pyramides », « le Sphinx » inside a sentence, never « de le »,
    « à les » nor « avec Le Colosse »."""
    french = _said(game, tuple(sorted(options.items())), seeds)["fr"]
    wrong = sorted(text for text in french if FRENCH.search(text))
    assert not wrong, wrong[:5]


def test_the_forum_hand_names_each_wonder_left_as_a_sentence_does(tmp_path):
    """The forum's private hand lists the wonders still to build inside its sentence: "wonders to
    build: the Pyramids, the Sphinx", « merveilles à construire : le Colosse, les Pyramides »
    (it said « la Grande Bibliothèque, Le Colosse »), the moves to copy keeping their notation."""
    from wonderlab.cli import main

    def ok(*argv):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["forum", *map(str, argv)]) == 0
        return out.getvalue()

    hands = {}
    for lang in ("en", "fr"):
        set_language(lang)
        try:
            path = tmp_path / f"{lang}.json"
            ok("new", path, "--game", "duel", "--players", "Ana,Bo", "--seed", 5)
            for _ in range(12):                # the draft, then the first turn's hand
                player = "Ana" if "Ana" in ok("status", path).split(":")[-1] else "Bo"
                hand = ok("hand", path, player)
                if re.search(r"(wonders to build|merveilles à construire) ?: [^-]", hand):
                    break
                ok("play", path, player, re.search(r"^\s*- `([^`]+)`", hand, re.M)[1])
            hands[lang] = hand
        finally:
            set_language("en")
    city = {lang: next(line for line in hand.splitlines() if "wonders to build" in line or "merveilles à" in line)
            for lang, hand in hands.items()}
    assert re.search(rf"wonders to build: the ({_ALTERNATIVES})", city["en"]), city
    assert not INSIDE.search(city["en"]) and not FRENCH.search(city["fr"]), city
    assert re.search(rf"`pick The ({_ALTERNATIVES})`", hands["en"]), hands["en"]    # the notation: a label
    assert not [move for move in re.findall(r"`([^`\n]*)`", hands["en"]) if LOWER.search(move)], hands["en"]


def test_the_notation_reads_the_name_with_or_without_its_capital():
    """``pick The Pyramids`` (the notation as printed), ``pick the Pyramids`` (as a sentence
    writes it) and ``pick the pyramids`` (typed) are the same move."""
    from wonderlab.duel.game import Game

    game = Game(seed=1)
    pick = next(a for a in game.legal_actions(0) if a.kind == "pick" and a.wonder.name == "The Pyramids")
    assert pick.notation == "pick The Pyramids" and str(pick) == "Take the Pyramids for your city"
    for typed in ("pick The Pyramids", "pick the Pyramids", "pick the pyramids", "PICK PYRAMIDS"):
        assert game.parse(0, typed) == pick, typed


def test_a_record_saved_before_replays_and_tells_the_new_words():
    """A record keeps ids, not words: one written before replays to the same game, and its log
    now reads "Ana took the Pyramids"."""
    from wonderlab.core.records import GameRecord
    from wonderlab.duel.game import Game
    from wonderlab.duel.shared import line_for

    game = Game(seed=1, names=["Ana", "Bo"])
    game.play(0, game.parse(0, "pick The Pyramids"))
    text = game.record().to_json()
    assert '"wonder": "the_pyramids"' in text.replace("\n", "").replace("  ", "")
    replayed = Game.replay(GameRecord.from_json(text))
    assert replayed.record().to_json() == text and replayed.p[0].wonders == game.p[0].wonders
    assert line_for(replayed, 0, None) == "Ana took the Pyramids"


def test_a_position_and_a_table_file_name_wonders_as_labels_and_read_either_case():
    """A position's text lists wonders as labels ("wonders left The Pyramids, …", FORMATS.md) and
    reads them in any case; a table file's "wonders": ["the pyramids"] scores as "The Pyramids"."""
    from wonderlab.duel.game import Game
    from wonderlab.duel.runner import score_table

    game = Game(seed=1)
    while game.phase != "play":
        game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
    text = game.position(0).text
    assert re.search(rf"wonders left (The ({_ALTERNATIVES})|[A-Z])", text), text
    lowered = re.sub(rf"The ({_ALTERNATIVES})\b", lambda m: "the " + m[1].lower(), text)
    assert lowered != text and Game.from_position(lowered).position(0).text == text
    table = {"game": "duel", "players": [{"name": "Hugo", "wonders": ["The Pyramids"]},
                                         {"name": "Lea", "wonders": ["the sphinx"]}]}
    result = score_table(table)
    assert [p["categories"]["wonders"] for p in result["players"]] == [9, 6]


def test_a_new_sentence_line_or_label_is_found_as_the_pattern_of_its_definition_finds_it():
    """``grammar._starts_anew`` reads back from a name over the spaces alone; over 20,000 random
    texts of spaces, line breaks, punctuation, bullets, separators and letters it finds a new
    sentence, line or label exactly where the pattern that defines one, anchored at the name,
    does: a sentence's end and a space, a line's start (with a bullet and a space), a separator."""
    from wonderlab.core.grammar import _starts_anew

    defined = re.compile(r"(?:[.!?]\s+|\n\s*(?:[-*]\s+)?|[·|•]\s*)$")
    pieces = [" ", "\n", "\u202f", "\t", ".", "!", "?", "-", "*", "·", "|", "•", "a", "B", ":", ","]
    rng, new = random.Random(7), 0
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(8)))
        expected = defined.search(text) is not None
        assert _starts_anew(text, len(text)) == expected, repr(text)
        new += expected
    assert 2_000 < new < 18_000        # both answers met often
