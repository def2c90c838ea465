"""Convert the shared 7 Wonders Architects reference data into wonderlab's own data files.

Run once when the reference changes::

    python tools/convert_architects.py ../shared/reference/architects data/architects

The output is wonderlab's schema (see ``wonderlab/architects/rules.py``):

- ``cards.json``: the card kinds in a fixed order (grey, yellow, green, blue, red) with their names
  in English and French, the central deck, the conflict tokens per player count and the box facts;
- ``wonders.json``: each wonder with its names, its deck, its power and its five stages
  (cost as a count and ``identical``, points, power, the stages it rests on);
- ``progress.json``: the 15 Progress tokens with flat effect fields.
"""

import json
import sys
from pathlib import Path

from french_articles import with_article

KIND_NAMES = {
    "wood": ("Wood", "Bois"), "stone": ("Stone", "Pierre"), "brick": ("Brick", "Brique"),
    "papyrus": ("Papyrus", "Papyrus"), "glass": ("Glass", "Verre"), "gold": ("Gold", "Or"),
    "science_compass": ("Compass", "Compas"), "science_gear": ("Gear", "Engrenage"),
    "science_tablet": ("Tablet", "Tablette"),
    "blue_3": ("Blue, 3 points", "Bleue, 3 points"),
    "blue_2_cat": ("Blue, 2 points and the Cat", "Bleue, 2 points et le Chat"),
    "red_0_horns": ("Red, no horn", "Rouge sans cor"),
    "red_1_horn": ("Red, 1 horn", "Rouge, 1 cor"),
    "red_2_horns": ("Red, 2 horns", "Rouge, 2 cors"),
}
ALIASES = {"brick": ["clay", "argile"], "gold": ["coin", "piece", "yellow"],
           "science_compass": ["compass"], "science_gear": ["gear", "cog"],
           "science_tablet": ["tablet"], "blue_2_cat": ["cat card"]}
WONDER_ALIASES = {"halicarnassus": ["Halikarnassos"], "ephesus": ["Ephesos"],
                  "giza": ["Gizah"], "rhodes": ["Rhodos"]}
POWERS = {"take_top_card_any_deck": "any_deck", "take_progress_token": "progress",
          "take_top_card_central_deck": "central", "look_5_keep_1_neighbour_deck": "look_five",
          "take_top_card_left_and_right": "left_and_right", "add_one_shield": "shield"}


def convert_kind(kind_id, kind):
    en, fr = KIND_NAMES[kind_id]
    out = {"id": kind_id, "name": {"en": en, "fr": fr}, "color": kind["color"]}
    for key in ("resource", "coins", "science", "points", "cat", "shields", "horns"):
        if key in kind:
            out[key] = kind[key]
    if kind_id in ALIASES:
        out["aliases"] = ALIASES[kind_id]
    return with_article(out, fr)


def convert_token(token):
    effect = token["effect"]
    out = {"id": token["id"], "name": {"en": token["name_en"], "fr": token["name_fr"]},
           "copies": token["copies"], "aliases": token.get("aliases_en", [])}
    timing = effect["timing"]
    if timing == "on_take_card":
        out["extra_take_on"] = effect["trigger_card_kinds"]
    elif timing == "on_build_stage" and "extra_card" in effect:
        out["extra_take_on_build"] = True
    elif effect.get("ignore_identical_or_different"):
        out["any_resources"] = True
    elif "coins_per_gold_card" in effect:
        out["coins_per_gold"] = effect["coins_per_gold_card"]
    elif "shields" in effect:
        out["shields"] = effect["shields"]
    elif "points_if_wonder_unfinished" in effect:
        out["points_wonder"] = [effect["points_if_wonder_unfinished"], effect["points_if_wonder_finished"]]
    elif "points_per_cat_icon_on_own_blue_cards" in effect:
        out["points_per_cat"] = effect["points_per_cat_icon_on_own_blue_cards"]
    elif "points_per_military_victory_token" in effect:
        out["points_per_victory"] = effect["points_per_military_victory_token"]
    elif "points_per_progress_token_owned" in effect:
        out["points_per_token"] = effect["points_per_progress_token_owned"]
    elif "points_by_culture_tokens_owned" in effect:
        table = effect["points_by_culture_tokens_owned"]
        out["points_by_copies"] = [0] + [table[str(k)] for k in range(1, len(table) + 1)]
    else:
        raise ValueError(f"unknown effect for {token['id']}: {effect}")
    return with_article(out, token["name_fr"])


def main(src, dst):
    src, dst = Path(src), Path(dst)
    dst.mkdir(parents=True, exist_ok=True)
    decks = json.loads((src / "decks.json").read_text(encoding="utf-8"))
    ref_wonders = json.loads((src / "wonders.json").read_text(encoding="utf-8"))
    ref_tokens = json.loads((src / "progress_tokens.json").read_text(encoding="utf-8"))

    kinds = [convert_kind(k, v) for k, v in decks["card_kinds"].items()]
    order = [k["id"] for k in kinds]
    box = decks["box"]
    cards = {"schema": "wonderlab/architects/cards/1",
             "source": "converted from the project's checked 7 Wonders Architects reference data",
             "kinds": kinds,
             "central_deck": {k: decks["decks"]["central"][k] for k in order},
             "conflict_tokens": {n: s["conflict_tokens"] for n, s in decks["setup_by_player_count"].items()},
             "progress_face_up": decks["setup"]["progress_tokens_face_up"],
             "victory_tokens": box["military_victory_tokens"],
             "victory_points": box["military_victory_token_points"],
             "cat_points": box["cat_pawn_points"]}
    (dst / "cards.json").write_text(json.dumps(cards, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    wonders = []
    for w in ref_wonders["wonders"]:
        stages = []
        for s in w["stages"]:
            kind = ref_wonders["cost_kinds"][s["cost_kind"]]
            stages.append({"id": s["id"], "count": kind["resources"], "identical": kind["identical"],
                           "points": s["points"], "power": POWERS.get(s["effect"]),
                           "rests_on": s["rests_on"]})
        wonders.append({"id": w["id"], "name": {"en": w["name_en"], "fr": w["name_fr"]},
                        "aliases": WONDER_ALIASES.get(w["id"], []),
                        "power": POWERS.get(w["power"]),
                        "deck": {k: decks["decks"][w["id"]][k] for k in order},
                        "stages": stages})
    out = {"schema": "wonderlab/architects/wonders/1", "wonders": wonders}
    (dst / "wonders.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    tokens = [convert_token(t) for t in ref_tokens["tokens"]]
    out = {"schema": "wonderlab/architects/progress/1", "tokens": tokens}
    (dst / "progress.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:3])
