"""Issue 20, "everything else a French user meets": a refused table file says its one line in the
chosen language. Every check of the three games' table files (and the checks they share) is
triggered here once in English and once in French: the same field is named, the French says the
problem in the seeds' words with no English left, and each table message is met at least once.
``wonderlab score FILE --lang fr`` (or ``WONDERLAB_LANG=fr``) prints it on its one line.
"""

import copy
import json

import pytest
from test_french_everywhere import english_in
from test_table_checks import (
    AGE_I_CLASSIC,
    AGE_I_DUEL,
    ALL_DUEL,
    ARCHITECTS,
    CLASSIC,
    DUEL,
    WONDERS_DUEL,
)

from wonderlab.cli import main
from wonderlab.core import i18n
from wonderlab.core.errors import InvalidTable
from wonderlab.core.i18n import set_language
from wonderlab.games import runner

TABLES = {"classic": CLASSIC, "duel": DUEL, "architects": ARCHITECTS}
PREFIXES = ("table.", "classic.table.", "duel.table.", "arch.table.")
# what stays as the file writes it: its fields, the card kinds of Architects, JSON words, names
IDENTIFIERS = ("game", "players", "conflict", "name", "wonder", "wonders", "side", "stages", "coins",
               "military", "cards", "free_city", "progress", "divinities", "astarte_coins", "grand_temples",
               "chambers", "victory_tokens", "cat", "blue_2_cat", "blue_3", "true", "false", "classic", "duel",
               "architects", "Ana", "Bo", "Cy", "Di", "Hugo", "Lea", "Ada", "Gizah", "Giza", "Library",
               "Ephesus", "The Pyramids", "Greek Grand Temple", "Zeus", "Aphrodite", "Culture", "Altar", "Agriculture")


def p(i, **fields):
    return lambda t: t["players"][i].update(fields)


def both(*changes):
    def change_all(table):
        for change in changes:
            change(table)
    return change_all


CASES = [
    # shared by the three games
    ("classic", [CLASSIC], "table"),
    ("classic", lambda t: t.update(game="duel"), "game"),
    ("classic", lambda t: t["players"].__setitem__(0, "Ana"), "players[0]"),
    ("classic", p(0, name=""), "players[0].name"),
    ("classic", p(0, name="A" * 101), "players[0].name"),
    ("classic", p(1, name="Ana"), "players[1].name"),
    ("classic", p(1, name="A na"), "players[1].name"),
    ("classic", p(0, coins=-1), "players[0].coins"),
    ("classic", p(0, coins=10**16), "players[0].coins"),
    ("classic", lambda t: t.update(variant=1), "variant"),
    ("classic", p(0, wonder="Gizha"), "players[0].wonder"),
    # 7 Wonders
    ("classic", lambda t: t["players"].pop(), "players"),
    ("classic", p(1, wonder="Babylon"), "players[1].wonder"),
    ("classic", p(0, side="C"), "players[0].side"),
    ("classic", p(0, stages=4), "players[0].stages"),
    ("classic", p(0, cards="Library"), "players[0].cards"),
    ("classic", p(0, cards=["Librery"]), "players[0].cards[0]"),
    ("classic", p(0, cards=["Library", "Library"]), "players[0].cards[1]"),
    ("classic", p(0, free_city="yes"), "players[0].free_city"),
    ("classic", both(p(0, free_city=True), p(1, free_city=True)), "players[1].free_city"),
    ("classic", both(lambda t: t["players"].append({"name": "Di", "wonder": "Ephesos"}), p(0, free_city=True)),
     "players[0].free_city"),
    ("classic", p(0, military=40), "players[0].military"),
    ("classic", p(0, military="3"), "players[0].military"),
    ("classic", p(0, military=[2]), "players[0].military[0]"),
    ("classic", p(0, military=[-1] * 7), "players[0].military"),
    ("classic", p(0, military=[5, 5, 5]), "players[0].military"),
    ("classic", p(1, stages=0, cards=AGE_I_CLASSIC), "players[1].cards"),
    ("classic", both(p(1, cards=["Loom"]), p(2, cards=["Loom"]), p(0, cards=["Loom"])), "players"),
    ("classic", both(p(1, cards=["Workers Guild"]), p(2, cards=["Workers Guild"])), "players"),
    ("classic", both(lambda t: t["players"][0]["cards"].extend(["Workers Guild", "Traders Guild", "Spies Guild"]),
                     p(1, cards=["Builders Guild", "Magistrates Guild", "Shipowners Guild"])), "players"),
    ("classic", both(lambda t: t["players"][0]["cards"].append("Strategists Guild"), p(1, military=0)),
     "players[1].military"),
    ("classic", both(lambda t: t["players"].append({"name": "Di", "wonder": "Ephesos"}),
                     p(1, wonder="Olympia", side="B", stages=3),
                     lambda t: t["players"][0]["cards"].append("Strategists Guild"), p(2, military=3)),
     "players[2].military"),
    # 7 Wonders Duel
    ("duel", lambda t: t.clear(), "game"),
    ("duel", "duel", "table"),
    ("duel", lambda t: t.update(players=[]), "players"),
    ("duel", lambda t: t.update(conflict=10), "conflict"),
    ("duel", p(0, cards="Palace"), "players[0].cards"),
    ("duel", p(0, wonders="The Pyramids"), "players[0].wonders"),
    ("duel", p(0, progress="Law"), "players[0].progress"),
    ("duel", p(0, cards=["Altr"]), "players[0].cards[0]"),
    ("duel", p(0, wonders=["The Pyramidz"]), "players[0].wonders[0]"),
    ("duel", p(0, progress=["Laws"]), "players[0].progress[0]"),
    ("duel", p(1, cards=["Palace"]), "players[1].cards[0]"),
    ("duel", p(0, wonders=WONDERS_DUEL[:5]), "players[0].wonders"),
    ("duel", both(p(0, wonders=WONDERS_DUEL[:4]), p(1, wonders=WONDERS_DUEL[4:8])), "players"),
    ("duel", p(1, cards=["Merchants Guild", "Shipowners Guild", "Scientists Guild", "Magistrates Guild"]), "players"),
    ("duel", both(p(0, chambers=[1]), p(1, chambers=[1])), "players"),
    ("duel", both(p(0, grand_temples=2), p(1, grand_temples=2)), "players"),
    ("duel", both(lambda t: t.update(conflict=9), p(1, chambers=[1, 2, 3, 4, 5, 6])), "players"),
    ("duel", both(p(0, cards=AGE_I_DUEL[:11]), p(1, cards=AGE_I_DUEL[11:])), "players"),
    ("duel", both(p(0, cards=ALL_DUEL[:29], wonders=WONDERS_DUEL[:4]), p(1, cards=ALL_DUEL[29:57], wonders=WONDERS_DUEL[4:7])),
     "players"),
    ("duel", p(1, progress=["Philosophy", "Strategy", "Economy"]), "players"),
    ("duel", p(1, progress=["Philosophy", "Strategy", "Economy", "Masonry"], wonders=["The Great Library"]), "players"),
    ("duel", p(0, divinities=["Zeus", "Zeus"]), "players[0].divinities[1]"),
    ("duel", p(0, divinities="Zeus"), "players[0].divinities"),
    ("duel", p(0, divinities=["Zeuss"]), "players[0].divinities[0]"),
    ("duel", p(0, astarte_coins=2), "players[0].astarte_coins"),
    ("duel", p(0, divinities=["Astarte"], astarte_coins=8), "players[0].astarte_coins"),
    ("duel", p(0, grand_temples=["Greek Grand Templ"]), "players[0].grand_temples[0]"),
    ("duel", p(0, grand_temples=4), "players[0].grand_temples"),
    ("duel", p(0, chambers=[7]), "players[0].chambers"),
    # 7 Wonders Architects
    ("architects", lambda t: t.update(players=[t["players"][0]]), "players"),
    ("architects", p(1, wonder="Ephesus"), "players[1].wonder"),
    ("architects", p(1, wonder="Atlantis"), "players[1].wonder"),
    ("architects", p(1, stages=1), "players[1].stages"),
    ("architects", p(1, stages=[6]), "players[1].stages[0]"),
    ("architects", p(1, stages=[1, 1]), "players[1].stages"),
    ("architects", p(1, stages=[3]), "players[1].stages"),
    ("architects", p(0, stages=[1, 5]), "players[0].stages"),
    ("architects", p(1, cards=["blue_3"]), "players[1].cards"),
    ("architects", p(1, cards={"blue_4": 1}), "players[1].cards.blue_4"),
    ("architects", p(1, progress="Culture"), "players[1].progress"),
    ("architects", p(1, progress=["Cultur"]), "players[1].progress[0]"),
    ("architects", p(1, cat=True), "players"),
    ("architects", p(0, cards={"blue_3": 1}), "players[0].cat"),
    ("architects", both(p(0, cat=False, cards={"blue_2_cat": 1})), "players"),
    ("architects", p(0, cat=False), "players"),
    ("architects", both(p(0, stages=[1, 2, 3, 4, 5]), p(1, stages=[1, 2, 3, 4, 5])), "players"),
    ("architects", p(1, cards={"science_gear": 2}), "players[1].cards"),
    ("architects", p(1, progress=["Culture", "Culture"]), "players"),
    ("architects", p(1, cards={"blue_3": 100}), "players"),
    ("architects", both(p(0, cat=False), p(1, cat=True)), "players[1].cat"),
    ("architects", p(1, victory_tokens=27), "players[1].victory_tokens"),
    ("architects", p(1, progress=["Urbanism", "Crafts", "Jewellery", "Science", "Propaganda", "Architecture",
                                  "Economy", "Engineering", "Tactics", "Decoration"]), "players"),
    ("architects", p(1, name="B\ud800o"), "players[1].name"),
]


class _Said(dict):
    """The catalog, noting each message said."""

    def __init__(self, catalog):
        super().__init__(catalog)
        self.said = set()

    def __getitem__(self, key):
        self.said.add(key)
        return super().__getitem__(key)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_language("en")


def _refusal(game, change):
    table = copy.deepcopy(TABLES[game])
    if callable(change):
        change(table)
    else:                    # not even an object: the table is this value
        table = change
    with pytest.raises(InvalidTable) as caught:
        runner(game).score_table(table)
    return caught.value


def test_every_table_refusal_has_its_french_and_each_is_met():
    said = _Said(i18n._catalog)
    i18n._catalog, kept = said, i18n._catalog
    try:
        found, same = {}, []
        for game, change, field in CASES:
            english = _refusal(game, change)
            set_language("fr")
            french = _refusal(game, change)
            set_language("en")
            assert english.field == french.field == field, (game, field, str(english))
            assert str(french).startswith(f"{field} : ") and "\n" not in str(french)
            if french.problem == english.problem:
                same.append(str(english))
            words = english_in(french.problem, identifiers=IDENTIFIERS)
            if words:
                found[str(french)] = words
    finally:
        i18n._catalog = kept
    assert same == [] and found == {}
    table_keys = {key for key in kept if key.startswith(PREFIXES)}
    assert sorted(table_keys - said.said) == []


def test_a_french_refusal_reads_as_the_seeds_write():
    set_language("fr")
    assert str(_refusal("classic", p(0, military=[2]))) == \
        "players[0].military[0] : 2 : un jeton Conflit vaut 1, 3, 5 ou -1"
    assert str(_refusal("classic", p(0, wonder="Gizha"))).endswith("(vouliez-vous dire 'Gizeh' ?)")
    assert "l'étape 5 d'Éphèse repose sur les étapes 2, 3, 4" in str(_refusal("architects", p(0, stages=[1, 5])))
    assert "Guilde des stratèges" in str(_refusal("classic", both(
        lambda t: t["players"][0]["cards"].append("Strategists Guild"), p(1, military=0))))
    set_language("en")
    assert str(_refusal("classic", p(0, military=[2]))) == "players[0].military[0]: 2: a conflict token is 1, 3, 5 or -1"


@pytest.mark.parametrize("how", ["option", "environment"])
def test_wonderlab_score_prints_a_broken_table_in_french(how, tmp_path, capsys, monkeypatch):
    path = tmp_path / "table.json"
    table = copy.deepcopy(DUEL)
    table["players"][0]["progress"].append("Lawz")
    path.write_text(json.dumps(table), encoding="utf-8")
    if how == "option":
        code = main(["--lang", "fr", "score", str(path)])
    else:
        monkeypatch.setenv("WONDERLAB_LANG", "fr")
        code = main(["score", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err == f"wonderlab score : {path} : players[0].progress[3] : 'Lawz' : jeton Progrès inconnu " \
                  "(vouliez-vous dire 'Loi' ?)\n", err
    assert main(["score", str(path)] if how == "option" else ["--lang", "en", "score", str(path)]) == 2
    assert "unknown progress token (did you mean 'Law'?)" in capsys.readouterr().err


@pytest.mark.parametrize("content, french", [
    (b'{"game": "duel", "game": "duel"}', "la clé 'game' apparaît deux fois dans un même objet"),
    (b'{"game": ', "JSON mal formé : "),
    ('{"game": "Zoé"}'.encode("latin-1"), "ce n'est pas du texte UTF-8"),
    (b'{"game": "duel", "conflict": NaN}', "NaN n'est pas un nombre que wonderlab accepte"),
])
def test_a_file_that_is_no_sound_json_is_refused_in_french(content, french, tmp_path, capsys):
    path = tmp_path / "table.json"
    path.write_bytes(content)
    assert main(["--lang", "fr", "score", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"wonderlab score : {path} : {french}") and err.count("\n") == 1, err
    assert main(["--lang", "fr", "score", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"wonderlab score : {tmp_path} : c'est un dossier, pas un fichier\n"
