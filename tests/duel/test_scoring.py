"""Civilian victory and table files: seed 004's worked example, its pitfalls, and bad files."""

import json
import subprocess
import sys

import pytest

from wonderlab.core.errors import InvalidTable
from wonderlab.duel.runner import score_table

from .duelkit import after_draft, give


def table(*players, conflict=0):
    return {"game": "duel", "conflict": conflict, "players": list(players)}


def worked_example():
    """Hugo: 18 blue points, 12 of wonders, 7 of guilds, Agriculture and Mathematics with 3 tokens,
    11 coins and the pawn in the 5-point zone on his side."""
    hugo = {"name": "Hugo", "coins": 11,
            "cards": ["Palace", "Gardens", "Obelisk", "Magistrates Guild"],     # 7 + 6 + 5 = 18
            "wonders": ["The Pyramids", "The Colossus"],                          # 9 + 3 = 12
            "progress": ["Agriculture", "Mathematics", "Law"]}                   # 4 + 3 x 3
    lea = {"name": "Lea", "coins": 2, "wonders": [], "progress": [],
           "cards": ["Theater", "Altar", "Baths", "Statue", "Temple", "Courthouse", "Rostrum"]}
    return table(hugo, lea, conflict=4)


def test_worked_example_58_points():
    """Seed 004, «Exemple de calcul»: « 18 + 12 + 7 + 4 + 9 + 3 + 5 = 58 points »."""
    result = score_table(worked_example())
    hugo = result["players"][0]
    assert hugo["categories"] == {"civilian": 18, "science": 0, "commercial": 0, "guilds": 7,
                                  "wonders": 12, "progress": 13, "treasury": 3, "military": 5}
    assert hugo["total"] == 58
    assert result["winners"] == ["Hugo"] and result["result"] == "points"
    assert result["categories"] == ["civilian", "science", "commercial", "guilds", "wonders",
                                    "progress", "treasury", "military"]


def test_pitfall_the_pawn_points_go_to_the_leader_without_supremacy():
    """Seed 004, «Les pièges classiques»: « Oublier les points du pion Conflit : ils reviennent au
    joueur qui mène, même sans suprématie militaire »."""
    for conflict, points in ((0, (0, 0)), (2, (2, 0)), (-3, (0, 5)), (8, (10, 0)), (-6, (0, 10))):
        result = score_table(table({"name": "A"}, {"name": "B"}, conflict=conflict))
        assert tuple(p["categories"]["military"] for p in result["players"]) == points
        assert result["result"] == "points"


def test_pitfall_coins_count_by_lots_of_3():
    """Seed 004: « Compter les pièces une par une au lieu de par lot de 3 »."""
    for coins, points in ((0, 0), (2, 0), (3, 1), (11, 3), (12, 4)):
        result = score_table(table({"name": "A", "coins": coins}, {"name": "B"}))
        assert result["players"][0]["categories"]["treasury"] == points


def test_pitfall_guilds_count_the_city_with_the_most():
    """Seed 004: « Compter les Guildes d'après sa seule cité : elles regardent la cité qui a le plus
    de cartes du type visé »."""
    result = score_table(table({"name": "A", "cards": ["Magistrates Guild", "Altar"]},
                               {"name": "B", "cards": ["Theater", "Baths", "Statue"]}))
    assert result["players"][0]["categories"]["guilds"] == 3
    result = score_table(table({"name": "A", "coins": 4, "cards": ["Moneylenders Guild"],
                                "wonders": ["The Sphinx"]},
                               {"name": "B", "coins": 14, "cards": ["Builders Guild"],
                                "wonders": []}))
    assert result["players"][0]["categories"]["guilds"] == 4      # B's 14 coins: 4 sets of 3
    assert result["players"][1]["categories"]["guilds"] == 2      # A's one wonder: 2 points


def test_pitfall_a_tie_goes_to_blue_points_not_coins():
    """Seed 004: « Départager au total des pièces : ce sont les points des bâtiments bleus qui
    tranchent »."""
    result = score_table(table({"name": "A", "coins": 0, "cards": ["Palace"]},          # 7 blue
                               {"name": "B", "coins": 21, "cards": []}))                # 7 coins
    assert [p["total"] for p in result["players"]] == [7, 7]
    assert result["winners"] == ["A"]
    shared = score_table(table({"name": "A", "cards": ["Altar"]}, {"name": "B", "cards": ["Theater"]}))
    assert shared["winners"] == ["A", "B"]


def test_pitfall_grand_temples_are_not_guilds():
    """Seed 004: « Avec Pantheon : compter les Grands Temples dans les Guildes. Ils ont leur propre
    barème, 5, 12 ou 21 points »."""
    for count, points in ((1, 5), (2, 12), (3, 21)):
        result = score_table(table({"name": "A", "grand_temples": count, "cards": ["Builders Guild"]},
                                   {"name": "B"}))
        a = result["players"][0]
        assert a["categories"]["grand_temples"] == points and a["categories"]["guilds"] == 0
        assert "grand_temples" in result["categories"]


def test_pantheon_divinities_and_agora_senate_categories():
    """Seed 004: « Divinités [...] (Aphrodite 9, 1 par pièce restée sur Astarté) » and « Sénat
    (Agora) : Les points des Chambres que tu contrôles, de 1 à 3 chacune »."""
    result = score_table(table({"name": "A", "divinities": ["Aphrodite", "Astarte"], "astarte_coins": 4,
                                "chambers": [3, 4]},
                               {"name": "B", "chambers": [1]}))
    a, b = result["players"]
    assert a["categories"]["divinities"] == 13 and a["categories"]["senate"] == 6
    assert b["categories"]["senate"] == 1 and b["categories"]["divinities"] == 0
    assert result["categories"][-2:] == ["divinities", "senate"]
    assert a["total"] == 19


def test_supremacies_are_reported_as_the_result():
    """Seed 004: « Une suprématie militaire ou scientifique [...] arrête la partie : le vainqueur
    est désigné sans compter les points »."""
    military = score_table(table({"name": "A"}, {"name": "B", "cards": ["Palace"]}, conflict=-9))
    assert military["result"] == "military supremacy" and military["winners"] == ["B"]
    science = score_table(table({"name": "A", "cards": ["Workshop", "Apothecary", "Scriptorium",
                                                        "Pharmacist", "Academy"],
                                 "progress": ["Law"]},
                                {"name": "B", "cards": ["Palace", "Town Hall"]}))
    assert science["result"] == "scientific supremacy" and science["winners"] == ["A"]


def test_the_game_scores_like_a_table():
    """The engine's score sheets use the same categories and the blue tie-break."""
    game = after_draft(3)
    give(game, 0, "Palace")
    sheet = game.scores()[0]
    assert sheet.categories["civilian"] == 7 and sheet.total == 7 + 7 // 3


@pytest.mark.parametrize("data, where", [
    (table({"name": "A"}), "players"),
    (table({"name": "A"}, {"name": "B"}, {"name": "C"}), "players"),
    (table({"name": "A", "cards": ["Altar"]}, {"name": "B", "cards": ["autel"]}), "players[1].cards[0]"),
    (table({"name": "A", "cards": ["Altar", "Altar"]}, {"name": "B"}), "players[0].cards[1]"),
    (table({"name": "A", "wonders": ["The Sphinx"]}, {"name": "B", "wonders": ["le sphinx"]}), "players[1].wonders[0]"),
    (table({"name": "A", "cards": ["Altarr"]}, {"name": "B"}), "players[0].cards[0]"),
    (table({"name": "A", "wonders": ["Colossus of Rhodes"]}, {"name": "B"}), "players[0].wonders[0]"),
    (table({"name": "A"}, {"name": "B"}, conflict=10), "conflict"),
    (table({"name": "A"}, {"name": "B"}, conflict=-12), "conflict"),
    (table({"name": "A"}, {"name": "B"}, conflict="3"), "conflict"),
    (table({"name": "A", "progress": ["Astronomy"]}, {"name": "B"}), "players[0].progress[0]"),
    (table({"name": "A", "progress": ["Law"]}, {"name": "B", "progress": ["Loi"]}), "players[1].progress[0]"),
    (table({"name": "A", "coins": -1}, {"name": "B"}), "players[0].coins"),
    (table({"name": "A"}, {"name": "A"}), "players[1].name"),
    (table({"name": "A", "grand_temples": 4}, {"name": "B"}), "players[0].grand_temples"),
    (table({"name": "A", "chambers": [1]}, {"name": "B", "chambers": [1]}), "players"),
    (table({"name": "A", "cards": ["Merchants Guild", "Builders Guild", "Scientists Guild",
                                   "Tacticians Guild"]}, {"name": "B"}), "players"),
    ({"game": "duel", "players": "Hugo"}, "players"),
])
def test_bad_table_files_are_refused_in_one_line(data, where):
    """Bad files (not two players, a card or wonder owned twice, an unknown name, a pawn outside
    -9…9, a progress token that does not exist) get a one-line error naming the field."""
    with pytest.raises(InvalidTable) as error:
        score_table(data)
    assert error.value.field == where
    assert "\n" not in str(error.value)


def test_unknown_names_get_a_suggestion():
    with pytest.raises(InvalidTable, match="did you mean 'Altar'"):
        score_table(table({"name": "A", "cards": ["Altarr"]}, {"name": "B"}))


def test_names_in_french_any_case_accents_optional():
    result = score_table(table({"name": "A", "cards": ["hotel de ville", "OBÉLISQUE", "Jardins"],
                                "wonders": ["la grande bibliotheque"], "progress": ["economie"]},
                               {"name": "B"}))
    assert result["players"][0]["categories"]["civilian"] == 18


def test_command_line_scores_a_duel_table(tmp_path):
    """`wonderlab score FILE --json` prints FORMATS.md's shape; a bad file ends in one line."""
    path = tmp_path / "table.json"
    path.write_text(json.dumps(worked_example()), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "wonderlab", "score", str(path), "--json"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed["players"][0]["total"] == 58 and printed["result"] == "points"
    assert "categories" not in printed
    text = subprocess.run([sys.executable, "-m", "wonderlab", "score", str(path)],
                          capture_output=True, text=True)
    assert "military" in text.stdout and "winner: Hugo" in text.stdout
    path.write_text(json.dumps(table({"name": "A"}, {"name": "B"}, conflict=11)), encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "wonderlab", "score", str(path)],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "conflict" in bad.stderr
