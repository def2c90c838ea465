"""Issue 39, « Du français sans anglais »: a French name is accepted wherever a name is typed,
and every refusal a French course meets is French, the operating system's and the JSON parser's
included.
"""

import pytest
from test_french_everywhere import english_in

from wonderlab.architects.rules import ruleset
from wonderlab.classic.cards import card_set, wonder_set
from wonderlab.core.i18n import set_language
from wonderlab.duel.cards import card_set as duel_cards
from wonderlab.duel.cards import token_set
from wonderlab.duel.cards import wonder_set as duel_wonders


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


@pytest.mark.parametrize("lookup, typed, english", [
    (card_set, "Bibliothèque", "Library"),
    (card_set, "BIBLIOTHEQUE", "Library"),
    (card_set, "palais", "Palace"),                 # the word a French player types for the Palace
    (card_set, "guilde des batisseurs", "Builders Guild"),
    (wonder_set, "Rhodes", "The Colossus of Rhodes"),
    (wonder_set, "le phare d'alexandrie", "The Lighthouse of Alexandria"),
    (duel_cards, "Palais", "Palace"),
    (duel_cards, "caravanserail", "Caravansery"),
    (duel_wonders, "pyramides", "The Pyramids"),
    (token_set, "urbanisme", "Urbanism"),
    (token_set, "ÉCONOMIE", "Economy"),
])
def test_a_french_name_finds_its_card_wonder_or_token(lookup, typed, english):
    """Issue 39: « card_set().by_name("Palais") finds Palace; urbanisme is accepted », with or
    without accents, any case, with or without the article."""
    assert lookup().by_name(typed).name == english


@pytest.mark.parametrize("find, typed, english", [
    (ruleset().wonder, "gizeh", "Giza"),
    (ruleset().token, "Économie", "Economy"),
])
def test_architects_accepts_french_names_through_the_same_lookup(find, typed, english):
    assert find(typed).name == english


@pytest.mark.parametrize("lookup, typed, french, english", [
    (card_set, "Bibliotheqe", "Bibliothèque", "Library"),
    (duel_cards, "Libary", "Bibliothèque", "Library"),
    (token_set, "urbanisem", "Urbanisme", "Urbanism"),
    (wonder_set, "Alexandri", "Alexandrie", "Alexandria"),
])
def test_an_unknown_name_is_refused_in_the_course_language_with_a_guess_in_it(lookup, typed, french, english):
    """Issue 39: « the "did you mean" suggestion proposes names in the current language »."""
    with pytest.raises(KeyError) as caught:
        lookup().by_name(typed)
    assert caught.value.args[0].endswith(f"(did you mean '{english}'?)")
    set_language("fr")
    with pytest.raises(KeyError) as caught:
        lookup().by_name(typed)
    message = caught.value.args[0]
    assert message.endswith(f"(vouliez-vous dire '{french}' ?)") and "inconnu" in message
    assert english_in(message.replace(repr(typed), "")) == []


TYPED = (None, 42, "zzz", "Palais", "build Palace", "wonder", "discard Palace")
FIELDS = ("card",)                  # an action's field, named as the code names it


def _refusals(game, rng, turns):
    """Every refusal met while ``game`` is played at random for ``turns`` turns, trying at each
    the other seats, typed junk and actions legal some turns ago."""
    from wonderlab.core.errors import WonderlabError

    said = []

    def attempt(seat, action, typed=""):
        try:
            game.play(seat, action)
        except (WonderlabError, ValueError, TypeError, KeyError) as error:
            text = str(error.args[0]) if error.args else str(error)
            said.append(text.replace(repr(typed), "") if typed != "" else text)   # what was typed, as typed

    old = []
    for _ in range(turns):
        if game.is_over:
            break
        waiting = list(game.waiting)
        seat = waiting[0]
        legal = game.legal_actions(seat)
        idle = [other for other in range(len(game.names)) if other not in waiting]
        if idle:
            attempt(idle[0], legal[0])
        for typed in TYPED:
            attempt(seat, typed, typed)
        for action in old[-20:]:
            if action not in legal:
                attempt(seat, action)
        attempt(9, legal[0])
        old.extend(legal[:5])
        for seat in waiting:
            game.play(seat, rng.choice(game.legal_actions(seat)))
    return said


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_fuzzed_illegal_moves_are_refused_in_french_only(game):
    """Issue 39: « every refusal in French », the default players' names too (« c'est à Joueur 1
    de décider », not « Player 1 »): random games, each tried with junk, the wrong seat and stale
    actions, every refusal read for English words."""
    import random

    from wonderlab.architects.game import Game as Architects
    from wonderlab.classic.game import Game as Classic
    from wonderlab.duel.game import Game as Duel

    made = {"classic": lambda: Classic(players=3, seed=3), "duel": lambda: Duel(seed=3),
            "architects": lambda: Architects(players=3, seed=3)}[game]
    set_language("fr")
    said = _refusals(made(), random.Random(1), 40)
    assert len(said) > 100
    assert [text for text in said if english_in(text, FIELDS)] == []
    assert not [text for text in said if "Player" in text]
    if game != "classic":            # one seat decides at a time: the other is told who does
        assert any("Joueur" in text for text in said)


@pytest.mark.parametrize("content, french", [
    (None, "fichier introuvable"),
    (b"", "une valeur est attendue à la ligne 1, colonne 1"),
    (b'{"game": "duel",\n "players": [}', "une valeur est attendue à la ligne 2, colonne 14"),
    (b'{"game": "duel" "players": []}', "une virgule est attendue à la ligne 1, colonne 17"),
    (b"{'game': 'duel'}", "un nom de champ entre guillemets droits est attendu"),
    (b'{"game": "duel}', "un texte n'est jamais fermé"),
    (b'{"game": "duel"} x', "du texte suit la fin du JSON"),
    (b'{"game": "du\\qel"}', "un échappement (\\) invalide"),
    (b'{"game": "\xff"}', "ce n'est pas du texte UTF-8"),
])
def test_a_bad_file_is_refused_in_french_sentences(tmp_path, capsys, monkeypatch, content, french):
    """Issue 39: « JSON mal formé : Expecting value… » and « impossible de lire le fichier (No
    such file or directory) » become French sentences naming line and column; the one line
    wonderlab score prints holds no English word."""
    from wonderlab.cli import main

    path = tmp_path / "table.json"
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setenv("WONDERLAB_LANG", "fr")
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert french in err and err.count("\n") == 1
    assert english_in(err.replace(str(path), "")) == [], err


def test_the_operating_systems_refusals_are_french_sentences():
    """Each OSError wonderlab meets when reading a file is said in French by its error number."""
    import errno

    from wonderlab.core.jsonfile import os_reason

    set_language("fr")
    assert os_reason(FileNotFoundError(errno.ENOENT, "No such file or directory")) == "fichier introuvable"
    assert os_reason(PermissionError(errno.EACCES, "Permission denied")) == "accès refusé"
    assert os_reason(OSError(errno.ENOSPC, "No space left on device")) == "plus de place sur le disque"
    assert os_reason(OSError(errno.EXDEV, "Invalid cross-device link")) == "le système refuse (erreur EXDEV)"
    set_language("en")
    assert os_reason(PermissionError(errno.EACCES, "Permission denied")) == "Permission denied"


def test_simulate_prints_the_game_and_its_numbers_in_french(capsys, monkeypatch):
    """Issue 39: « simulate prints classic and 33.3% » — in French « classique » and « 33,3 % »."""
    from wonderlab.cli import main

    monkeypatch.setenv("WONDERLAB_LANG", "fr")
    assert main(["simulate", "classic", "--players", "3", "--games", "1", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 parties de classique") or out.startswith("1 partie de classique")
    row = out.splitlines()[-1].split()
    assert row[0] == "random" and row[1] == "3" and row[2] == "33,3" and row[3] == "%"
    assert "," in row[4] and "." not in row[4]


RECORD_FIELDS = ("format", "game", "options", "seed", "actions", "result", "position", "players",
                 "names", "sides", "seat", "city", "kind", "card", "wonder", "discard", "pick", "null",
                 "true", "false", "classic", "duel", "random")   # the fields and values a record writes


@pytest.mark.parametrize("change", [
    lambda r: "[]",
    lambda r: {**r, "colour": 1},
    lambda r: {k: v for k, v in r.items() if k != "format"},
    lambda r: {**r, "format": 9},
    lambda r: {k: v for k, v in r.items() if k != "seed"},
    lambda r: {**r, "game": 3},
    lambda r: {**r, "options": []},
    lambda r: {**r, "options": {"players": "3"}},
    lambda r: {**r, "options": {"players": 3, "names": ["Ana", 7, "Cy"]}},
    lambda r: {**r, "seed": "x"},
    lambda r: {**r, "actions": {}},
    lambda r: {**r, "actions": [3]},
    lambda r: {**r, "actions": [{"city": 9, "kind": "discard", "card": "altar"}]},
    lambda r: {**r, "actions": [{"city": 0, "kind": "discard"}]},
    lambda r: {**r, "actions": [{"city": 0, "kind": "discard", "card": "altar", "colour": 1}]},
    lambda r: {**r, "actions": [{"city": 0, "kind": "discard", "card": "palace"}]},
    lambda r: {**r, "result": []},
    lambda r: {**r, "result": {"Ana": "x"}},
    lambda r: {**r, "result": {"Ana": 3}},
])
def test_a_broken_record_is_refused_in_french(change):
    """Issue 39: a saved game handed to `replay`, `what-if` or a notebook, refused in French; only
    the fields and values the record writes stay as written."""
    import json

    from wonderlab.classic.game import Game
    from wonderlab.core.errors import InvalidRecord
    from wonderlab.core.records import GameRecord

    record = json.loads(Game(players=3, seed=7).record().to_json())
    changed = change(record)
    set_language("fr")
    with pytest.raises(InvalidRecord) as refused:
        Game.replay(GameRecord.from_json(changed if isinstance(changed, str) else json.dumps(changed)))
    said = str(refused.value)
    assert said.startswith("partie enregistrée") and "\n" not in said
    assert english_in(said, RECORD_FIELDS) == [], said
