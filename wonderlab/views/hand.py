"""A player's hand as one picture, our own card drawings, for the game master's private message.

Seed 003's game master shows each player their hand as card images; this draws them (no publisher
artwork): one tile per card, coloured like the board's cards, with its name, cost and effect.
In 7 Wonders the cards are the hand; in Duel, the cards the player may take now; in Architects,
the tops of the decks the player may draw from (face down ones as backs, the Cat's look shown).
Only what that player may see is drawn.

>>> from ..classic.game import Game
>>> svg = hand_svg(Game(players=3, seed=1), 0, "Ana")
>>> svg.startswith("<svg") and svg.count('class="card"')
7
"""

from pathlib import Path

from ..core.i18n import language, plural, register, say
from ..core.labels import colon
from .board import ARCH_COLORS, BoardError, _text, _wrap, png_bytes
from .style import CARD_COLORS, INK, MUTED, PAPER

register({"hand.age": {"en": "Age {age}", "fr": "Âge {age}"},
          "hand.left": {"en": "(your left deck, face up)", "fr": "(votre pioche de gauche, face visible)"},
          "hand.right": {"en": "(your right deck, face up)", "fr": "(votre pioche de droite, face visible)"},
          "hand.central_cat": {"en": "(the central deck: the Cat shows it to you)",
                               "fr": "(la pioche centrale : le Chat vous la montre)"},
          "hand.central": {"en": "(the central deck, face down)", "fr": "(la pioche centrale, face cachée)"},
          "hand.halicarnassus": {"en": "(Halicarnassus shows it to you)", "fr": "(Halicarnasse vous la montre)"}})

TILE_W, TILE_H, GAP, MARGIN = 168, 236, 10, 12
FACE_DOWN = "#8d6e63"


def hand_svg(game, seat, title=""):
    """The SVG text of ``seat``'s hand (what ``seat`` may see only)."""
    if hasattr(game, "cities"):
        tiles = _classic_tiles(game, seat)
    elif hasattr(game, "rules"):
        tiles = _architects_tiles(game, seat)
    else:
        tiles = _duel_tiles(game, seat)
    per_row = max(1, min(len(tiles), 6))
    rows = max(1, -(-len(tiles) // per_row))
    width = max(2 * MARGIN + per_row * TILE_W + (per_row - 1) * GAP, 420)
    height = 48 + rows * (TILE_H + GAP) + MARGIN
    parts = [_text(MARGIN, 30, title, 18, True, INK, width - 2 * MARGIN)]
    for i, (name, color, lines) in enumerate(tiles):
        x = MARGIN + (i % per_row) * (TILE_W + GAP)
        y = 44 + (i // per_row) * (TILE_H + GAP)
        parts.append(_tile(x, y, name, color, lines))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">'
            f'<rect width="100%" height="100%" fill="{PAPER}"/>{"".join(parts)}</svg>')


def save_hand(game, seat, out, title=""):
    """Write ``seat``'s hand to ``out`` as ``.png`` (resvg) or ``.svg``."""
    out = Path(out)
    svg = hand_svg(game, seat, title)
    if out.suffix.lower() == ".svg":
        out.write_text(svg, encoding="utf-8")
    elif out.suffix.lower() == ".png":
        out.write_bytes(png_bytes(svg, width=None))
    else:
        raise BoardError(f"--png: {out.name}: the hand is drawn as .png or .svg")
    return out


def _tile(x, y, name, color, lines):
    from .style import text_on

    parts = [f'<g class="card" transform="translate({x},{y})">',
             f'<rect width="{TILE_W}" height="{TILE_H}" rx="10" fill="#ffffff" stroke="{color}" stroke-width="4"/>',
             f'<rect x="2" y="2" width="{TILE_W - 4}" height="44" rx="8" fill="{color}"/>']
    top = 20
    for line in _wrap(name, TILE_W - 16, 14)[:2]:
        parts.append(_text(8, top, line, 14, True, text_on(color), TILE_W - 16))
        top += 17
    top = 66
    for line in lines:
        for piece in _wrap(line, TILE_W - 16, 12):
            if top > TILE_H - 8:
                break
            parts.append(_text(8, top, piece, 12, False, MUTED if line.startswith("(") else INK, TILE_W - 16))
            top += 15
        top += 4
    parts.append("</g>")
    return "".join(parts)


def _classic_tiles(game, seat):
    from ..classic.cards import card_set, cost_text
    from .classic import effect_parts

    tiles = []
    for card in game.hand(seat):
        cost = ", ".join(filter(None, [plural(card.coins, "lab.coins") if card.coins else "",
                                       cost_text(card.cost)])) or say("lab.free")
        other = card.name if language() == "fr" else card.name_fr      # its name in the other language
        lines = [f"({other})", f"{colon(say('lab.cost'))} {cost}", *[text for _kind, text, _r in effect_parts(card.effect)]]
        if card.chains_from:
            chains = ", ".join(card_set().by_name(name).label for name in card.chains_from)
            lines.append("↳ " + say("lab.chains_from", cards=chains))
        tiles.append((card.label, CARD_COLORS[card.color], lines))
    return tiles


def _duel_tiles(game, seat):
    from ..duel.cards import card_set, cost_text

    cards = card_set()
    view = game.view(seat)
    tiles = []
    for place in view["structure"]:
        if place["accessible"] and place["card"]:
            card = cards.by_name(place["card"])
            cost = ", ".join(filter(None, [plural(card.coins, "lab.coins") if card.coins else "",
                                           cost_text(card.cost)])) or say("lab.free")
            tiles.append((card.label, CARD_COLORS.get(card.color, FACE_DOWN),
                          [say("hand.age", age=card.age), f"{colon(say('lab.cost'))} {cost}"]))
    return tiles


def _architects_tiles(game, seat):
    rules = game.rules
    view = game.view(seat)
    left = game.decks[game.deck_index(seat, "left")]
    right = game.decks[game.deck_index(seat, "right")]
    tiles = []
    for label, deck in (("hand.left", left), ("hand.right", right)):
        if deck:
            kind = rules.kinds[deck[-1]]
            tiles.append((kind.label, ARCH_COLORS[kind.color], [say(label)]))
    top = view["central"]["top"]
    if top:
        kind = rules.kind(top)
        tiles.append((kind.label, ARCH_COLORS[kind.color], [say("hand.central_cat")]))
    elif game.decks[game.players]:
        tiles.append(("?", FACE_DOWN, [say("hand.central")]))
    for name in view.get("revealed") or []:
        kind = rules.kind(name)
        tiles.append((kind.label, ARCH_COLORS[kind.color], [say("hand.halicarnassus")]))
    return tiles
