"""Convert the shared 7 Wonders Duel reference data into wonderlab's own data files.

Run once when the reference changes::

    python tools/convert_duel.py ../shared/reference/duel data/duel

The output is wonderlab's schema (see ``wonderlab/duel/cards.py``): costs list only what is
paid, effects use short keys, the card structures keep rows, columns, face and covering lists,
and the scoring facts of the Pantheon and Agora expansions are kept with the mark of their
single source.
"""

import json
import sys
from pathlib import Path

from french_articles import with_article

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
# Names a French player types that are not the card's printed name (the box prints « Palace »).
CARD_ALIASES = {"palace": ["Palais"]}


def convert_cost(cost):
    out = {"coins": cost["coins"]} if cost["coins"] else {}
    out.update({r: n for r, n in cost["resources"].items() if n})
    return out


def convert_card_effect(effect):
    out = {}
    for key, value in effect.items():
        if key in ("points", "shields", "coins"):
            out[key] = value
        elif key == "science_symbol":
            out["science"] = value
        elif key == "produces":
            out["produces"] = value
        elif key == "produces_one_of":
            out["produces_choice"] = value
        elif key == "trade_rate_fixed_at_1":
            out["fixed_price"] = value
        elif key == "coins_per":
            counted = "wonders" if value["unit"] == "wonder" else value["colors"]
            out["coins_per"] = {"count": counted, "coins": value["amount"]}
        elif key == "guild":
            unit = value["unit"]
            counted = {"wonder": "wonders", "set_of_3_coins": "coin_sets"}.get(unit, value.get("colors"))
            out["guild"] = {"count": counted, "coins": value["coins_per_unit"],
                            "points": value["points_per_unit"]}
        else:
            raise SystemExit(f"unknown card effect {key!r}")
    return out


def convert_cards(source):
    cards = []
    for card in source["cards"]:
        entry = {"id": card["id"], "name": card["name_en"], "name_fr": card["name_fr"],
                 "age": card["age"], "guild": card["deck"] == "guild", "color": card["color"],
                 "cost": convert_cost(card["cost"])}
        aliases = card.get("aliases_en", []) + card.get("aliases_fr", []) + CARD_ALIASES.get(card["id"], [])
        if aliases:
            entry["aliases"] = aliases
        chain = {}
        if card["chain_symbol_provided"]:
            chain["gives"] = card["chain_symbol_provided"]
        if card["chain_symbol_required"]:
            chain["needs"] = card["chain_symbol_required"]
        if chain:
            entry["chain"] = chain
        entry["effect"] = convert_card_effect(card["effect"])
        cards.append(with_article(entry, card["name_fr"]))
    return {"about": "The 73 Age cards of 7 Wonders Duel (23 + 23 + 20 and 7 guilds).",
            "cards": cards}


def convert_wonders(source):
    wonders = []
    for wonder in source["wonders"]:
        e = wonder["effects"]
        effect = {k: e[k] for k in ("points", "coins", "shields") if e[k]}
        if e["opponent_loses_coins"]:
            effect["opponent_loses"] = e["opponent_loses_coins"]
        if e["destroy_opponent_card_color"]:
            effect["destroy"] = e["destroy_opponent_card_color"]
        if e["build_from_discard"]:
            effect["build_from_discard"] = True
        if e["play_again"]:
            effect["play_again"] = True
        if e["progress_token_from_discarded"]:
            effect["token_from_box"] = e["progress_token_from_discarded"]["draw_at_random"]
        if e["produces_one_of"]:
            effect["produces_choice"] = e["produces_one_of"]
        entry = {"id": wonder["id"], "name": wonder["name_en"], "name_fr": wonder["name_fr"],
                 "cost": convert_cost(wonder["cost"]), "effect": effect}
        aliases = wonder.get("aliases_en", []) + wonder.get("aliases_fr", [])
        if aliases:
            entry["aliases"] = aliases
        wonders.append(with_article(entry, wonder["name_fr"]))
    rules = source["rules"]
    return {"about": "The 12 wonders of 7 Wonders Duel.",
            "per_player": rules["wonders_per_player"],
            "built_at_most": rules["max_wonders_constructed_in_game"], "wonders": wonders}


TOKEN_KEYS = {"points": "points", "coins": "coins", "science_symbol": "science",
              "points_per_progress_token": "points_per_token",
              "wonder_resource_discount": "wonder_discount",
              "blue_card_resource_discount": "blue_discount",
              "receive_opponent_trade_payments": "receives_trade",
              "extra_shield_per_red_card": "extra_shield",
              "wonders_play_again": "wonders_play_again",
              "coins_per_chain_construction": "coins_per_chain"}


def convert_tokens(source):
    tokens = []
    for token in source["progress_tokens"]:
        effect = {TOKEN_KEYS[k]: v for k, v in token["effects"].items() if v}
        tokens.append(with_article({"id": token["id"], "name": token["name_en"], "name_fr": token["name_fr"],
                                    "effect": effect, "summary": token["summary"]}, token["name_fr"]))
    return {"about": "The 10 progress tokens of 7 Wonders Duel.",
            "on_board": source["rules"]["on_board_at_setup"], "tokens": tokens}


def convert_board(source):
    track = source["military_track"]
    zones = [{"from": z["distance_from_center"][0], "to": z["distance_from_center"][1],
              "points": z["victory_points"]} for z in track["victory_point_zones"]]
    looting = sorted({(min(abs(p) for p in t["zone_positions"]), t["value_coins"])
                      for t in track["looting_tokens"]})
    structures = {}
    for age, structure in source["age_structures"].items():
        rows = [{"face_up": row["face_up"], "columns": row["columns"]} for row in structure["rows"]]
        covered = [p["covered_by"] for p in structure["positions"]]
        structures[age] = {"rows": rows, "covered_by": covered}
    return {"about": "The Conflict track and the three Age card structures of 7 Wonders Duel.",
            "start_coins": source["rules"]["starting_coins"],
            "military": {"capital": max(track["capital_positions"]), "zones": zones,
                         "looting": [{"from": start, "to": start + 2, "coins": coins}
                                     for start, coins in looting]},
            "structures": structures}


EXPANSIONS = {
    "about": "Scoring facts of the Pantheon and Agora expansions (scoring only, no play). "
             "'single_source' marks numbers found only in the Board Game Arena implementation.",
    "pantheon": {
        "grand_temples": {"points": [0, 5, 12, 21], "single_source": True,
                          "names": ["Mesopotamian Grand Temple", "Phoenician Grand Temple",
                                    "Greek Grand Temple", "Egyptian Grand Temple",
                                    "Roman Grand Temple"]},
        "divinities": {
            "aphrodite": {"name": "Aphrodite", "points": 9, "single_source": True},
            "astarte": {"name": "Astarte", "points_per_coin_left": 1, "coins": 7,
                        "single_source": True},
        },
        "other_divinities": ["Enki", "Ishtar", "Nisaba", "Baal", "Tanit", "Hades", "Zeus",
                             "Anubis", "Isis", "Ra", "Mars", "Minerva", "Neptune"],
    },
    "agora": {
        "chambers": {"points": [1, 2, 3, 3, 2, 1], "single_source": True,
                     "control": "strictly more influence cubes"},
    },
}


# -- Agora ------------------------------------------------------------------------------------
AGORA_FACTS = Path(__file__).resolve().parent / "duel_expansion_facts" / "agora.json"
AGORA_AGE_CARDS = {"1": 23 - 3, "2": 23 - 3, "3": 20 - 3 + 3}   # base decks less 3 set aside; 3 guilds


def agora_structure(rows):
    """An Agora Age structure from its rows of columns (half-card steps), in board.json's shape: a
    card lies on the cards of the row above it one column to either side; even rows face up.

    >>> agora_structure([[5, 7], [4, 6, 8]])["covered_by"]
    [[2, 3], [3, 4], [], [], []]
    """
    places = [(r, c) for r, row in enumerate(rows) for c in row]
    index = {place: i for i, place in enumerate(places)}
    covered = [[index[(r + 1, c + d)] for d in (-1, 1) if (r + 1, c + d) in index] for r, c in places]
    return {"rows": [{"face_up": r % 2 == 0, "columns": row} for r, row in enumerate(rows)],
            "covered_by": covered}


def check_agora(facts):
    """Stop on a facts file whose parts do not add up (counts, ids, structures' sizes)."""
    count = facts["components"]["value"]
    senators = facts["senators"]["value"]
    problems = []
    if sum(s["count"] for s in senators["politicians"]) != count["politicians"]:
        problems.append("politicians by section do not add up")
    if senators["conspirators"] != count["conspirators"]:
        problems.append("conspirators")
    if sum(senators["per_age"].values()) != count["politicians"] + count["conspirators"]:
        problems.append("Senators per Age do not add up to the 13 Senators")
    for age, rows in facts["structures"]["value"].items():
        if sum(map(len, rows)) != AGORA_AGE_CARDS[age] + senators["per_age"][age]:
            problems.append(f"Age {age} structure size")
    for part in ("decrees", "conspiracies"):
        ids = [item["id"] for item in facts[part]["value"]]
        if sorted(ids) != list(range(1, count[part] + 1)):
            problems.append(f"{part} ids")
    if len(facts["senate"]["value"]["points"]) != count["chambers"]:
        problems.append("chamber points")
    for key, fact in facts.items():
        if isinstance(fact, dict) and "value" in fact and not fact.get("sources"):
            problems.append(f"{key} has no sources")
    if problems:
        raise SystemExit("tools/duel_expansion_facts/agora.json: " + "; ".join(problems))


def convert_agora(facts):
    check_agora(facts)
    out = {"about": "The Agora expansion of 7 Wonders Duel: the Senate, Senators, Decrees, Conspiracies, "
                    "Agora's structures, military tokens, wonders and progress tokens (from "
                    "tools/duel_expansion_facts/agora.json, where each fact names its sources)."}
    for key, fact in facts.items():
        if isinstance(fact, dict) and "value" in fact:
            out[key] = fact["value"]
    out["structures"] = {age: agora_structure(rows) for age, rows in facts["structures"]["value"].items()}
    out["decree_setup"] = facts["decrees"]["setup"]
    out["conspiracy_rules"] = {k: facts["conspiracies"][k] for k in ("conspire", "prepare", "trigger")}
    out["military_tokens_to"] = facts["military_tokens"]["to"]
    return out


# -- Pantheon: the hand-written facts of tools/duel_expansion_facts/pantheon.json -----------------
PANTHEON_FACTS = Path(__file__).resolve().parent / "duel_expansion_facts" / "pantheon.json"


def convert_pantheon(facts):
    """data/duel/pantheon.json from the hand-written facts: each fact must name its sources (keys of
    ``facts["sources"]``); they are checked against the scoring facts kept in ``EXPANSIONS``, then
    dropped (the facts file keeps them)."""
    known = set(facts["sources"])

    def checked(entry, where):
        entry = dict(entry)
        sources = entry.pop("sources", None)
        if not sources or not set(sources) <= known:
            raise SystemExit(f"{PANTHEON_FACTS.name}: {where}: sources {sources!r} must name some of {sorted(known)}")
        return entry

    myths = [checked(m, m["id"])["id"] for m in facts["mythologies"]]
    divinities = [checked(d, d["id"]) for d in facts["divinities"]]
    for myth in myths:
        if sum(d["mythology"] == myth for d in divinities) != 3:
            raise SystemExit(f"{PANTHEON_FACTS.name}: the {myth} mythology must have 3 divinities")
    temples = checked(facts["grand_temples"], "grand_temples")
    scoring = EXPANSIONS["pantheon"]
    if (temples["points"] != scoring["grand_temples"]["points"]
            or [t["name"] for t in temples["temples"]] != scoring["grand_temples"]["names"]):
        raise SystemExit(f"{PANTHEON_FACTS.name}: grand temples differ from the reference's scoring facts")
    by_id = {d["id"]: d for d in divinities}
    if (by_id["aphrodite"]["effect"]["points"] != scoring["divinities"]["aphrodite"]["points"]
            or by_id["astarte"]["effect"]["astarte_coins"] != scoring["divinities"]["astarte"]["coins"]):
        raise SystemExit(f"{PANTHEON_FACTS.name}: Aphrodite or Astarte differ from the reference's scoring facts")
    board = checked(facts["pantheon_board"], "pantheon_board")
    if any(len(row) != board["spaces"] for row in board["costs"]):
        raise SystemExit(f"{PANTHEON_FACTS.name}: a cost row per player, one cost per space")
    return {"about": facts["about"],
            "mythologies": [{k: v for k, v in m.items() if k != "sources"} for m in facts["mythologies"]],
            "divinities": divinities, "gate": checked(facts["gate"], "gate"),
            "mythology_tokens": checked(facts["mythology_tokens"], "mythology_tokens"),
            "offering_tokens": checked(facts["offering_tokens"], "offering_tokens"),
            "pantheon_board": board, "grand_temples": temples,
            "wonders": [with_article(checked(w, w["id"]), w["name_fr"]) for w in facts["wonders"]],
            "progress_tokens": [checked(t, t["id"]) for t in facts["progress_tokens"]]}


def main(source, target):
    source, target = Path(source), Path(target)
    target.mkdir(parents=True, exist_ok=True)

    def read(name):
        return json.loads((source / name).read_text(encoding="utf-8"))

    outputs = {"cards.json": convert_cards(read("cards.json")),
               "wonders.json": convert_wonders(read("wonders.json")),
               "tokens.json": convert_tokens(read("progress_tokens.json")),
               "board.json": convert_board(read("board.json")),
               "expansions.json": EXPANSIONS,
               "agora.json": convert_agora(json.loads(AGORA_FACTS.read_text(encoding="utf-8"))),
               "pantheon.json": convert_pantheon(json.loads(PANTHEON_FACTS.read_text(encoding="utf-8")))}
    for name, data in outputs.items():
        (target / name).write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                   encoding="utf-8")
        print(f"wrote {target / name}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: python tools/convert_duel.py REFERENCE_DIR OUTPUT_DIR")
    main(sys.argv[1], sys.argv[2])
