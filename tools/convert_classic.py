"""Convert the shared 7 Wonders reference data into wonderlab's own data files.

Run once when the reference changes::

    python tools/convert_classic.py ../shared/reference/classic data/classic

The output is wonderlab's schema (see ``wonderlab/classic/cards.py``): one entry per
distinct card with the player counts of its copies, productions written as
``"wood/clay"``, and wonders grouped by board with both sides.
"""

import json
import sys
from pathlib import Path

from french_articles import with_article

CITY_FR = {"Rhodos": "Rhodes", "Alexandria": "Alexandrie", "Ephesos": "Éphèse",
           "Babylon": "Babylone", "Olympia": "Olympie", "Halikarnassos": "Halicarnasse",
           "Gizah": "Gizeh"}
CITY_ALIASES = {"Rhodos": ["Rhodes", "Rhodos"], "Ephesos": ["Ephesus", "Ephesos"],
                "Halikarnassos": ["Halicarnassus", "Halikarnassus"], "Gizah": ["Giza"],
                "Alexandria": [], "Babylon": [], "Olympia": []}
# The wonders' French names as the seeds write them (the reference writes « Le phare d'Alexandrie »).
WONDER_FR = {"Alexandria": "Le Phare d'Alexandrie", "Ephesos": "Le Temple d'Artémis à Éphèse",
             "Babylon": "Les Jardins suspendus de Babylone", "Olympia": "La Statue de Zeus à Olympie",
             "Halikarnassos": "Le Mausolée d'Halicarnasse", "Gizah": "La Grande Pyramide de Gizeh"}
# Names a French player types that are not the card's printed name (the box prints « Palace »).
CARD_ALIASES = {"palace": ["Palais"]}
POWERS = ("free_build_once_per_age", "build_from_discard", "play_seventh_card",
          "copy_neighbor_guild")


def slug(name):
    return name.lower().replace(" ", "_").replace("'", "")


def convert_cost(cost):
    out = {"coins": cost["coins"]} if cost["coins"] else {}
    out.update(cost["resources"])
    return out


def convert_effect(effect):
    out = {}
    for key, value in effect.items():
        if key == "produces":
            out["produces"] = ["/".join(unit) for unit in value]
        elif key == "tradable":
            out["sellable"] = value
        elif key == "science_choice":
            out["science_choice"] = True
        elif key == "trade_discount":
            out["trade_discount"] = {"resources": value["resources"],
                                     "sides": value["neighbors"], "price": value["price"]}
        elif key in ("per_card", "per_wonder_stage", "per_defeat_token"):
            new = {"in": value["count_in"], "points": value["points"]}
            if "coins" in value:
                new["coins"] = value["coins"]
            if "colors" in value:
                new["colors"] = value["colors"]
            out[{"per_defeat_token": "per_defeat"}.get(key, key)] = new
        elif key in POWERS:
            out["power"] = key
        else:
            out[key] = value
    return out


def main(src, dst):
    src, dst = Path(src), Path(dst)
    dst.mkdir(parents=True, exist_ok=True)
    ref = json.loads((src / "cards.json").read_text(encoding="utf-8"))
    cards = {}
    for physical in ref["cards"]:
        key = (physical["age"], physical["name_en"])
        if key not in cards:
            cards[key] = {
                "id": slug(physical["name_en"]),
                **({"aliases": CARD_ALIASES[slug(physical["name_en"])]}
                   if slug(physical["name_en"]) in CARD_ALIASES else {}),
                "name": {"en": physical["name_en"], "fr": physical["name_fr"]},
                "age": physical["age"],
                "color": physical["color"],
                "copies": [],
                "cost": convert_cost(physical["cost"]),
                "chains_from": physical["chain_from"],
                "effect": convert_effect(physical["effect"]),
            }
            with_article(cards[key], physical["name_fr"])
        if physical["players"] is None:
            cards[key]["copies"] = "guild"
        else:
            cards[key]["copies"].append(physical["players"])
    # Loom, Glassworks and Press exist in Age I and Age II: their ids carry the Age.
    ids = [card["id"] for card in cards.values()]
    for card in cards.values():
        if ids.count(card["id"]) > 1:
            card["id"] = f"{card['id']}_{card['age']}"
    out = {"schema": "wonderlab/classic/cards/1",
           "source": "converted from the project's checked 7 Wonders reference data",
           "cards": list(cards.values())}
    (dst / "cards.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n",
                                    encoding="utf-8")

    ref = json.loads((src / "wonders.json").read_text(encoding="utf-8"))
    boards = {}
    for side in ref["wonders"]:
        board = boards.setdefault(side["city"], {
            "id": side["id"][:-2],
            "city": {"en": side["city"], "fr": CITY_FR[side["city"]]},
            "aliases": CITY_ALIASES[side["city"]],
            "name": {"en": side["name_en"], "fr": WONDER_FR.get(side["city"], side["name_fr"])},
            "resource": side["resource"],
            "sides": {},
        })
        with_article(board, board["name"]["fr"])
        board["sides"][side["side"]] = [
            {"cost": convert_cost(stage["cost"]), "effect": convert_effect(stage["effect"])}
            for stage in side["stages"]]
    out = {"schema": "wonderlab/classic/wonders/1", "wonders": list(boards.values())}
    (dst / "wonders.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:3])
