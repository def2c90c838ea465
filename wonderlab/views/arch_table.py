"""7 Wonders Architects' table drawn from above: the players round it, each wonder's deck between
its owner and the owner's left neighbour, the hidden central deck in the middle (seed 002: « pose-le
face visible dans son sabot entre toi et ton voisin de gauche » ; « pose leur pioche cachée au
centre »). Play goes clockwise, so the left neighbour is the next player.

Only what the whole table sees is drawn: each side deck's top card face up (never the cards under
it), the central deck as a back (never its top, not even the one the Cat showed), and the sizes.

>>> from wonderlab.architects import Game
>>> svg = table_svg(Game(players=3, seed=4))
>>> svg.count('class="wonderlab-deck"'), svg.count('data-between="0 1"'), svg.count("wonderlab-back")
(3, 1, 1)
"""

import math
import textwrap
from html import escape

from ..core.i18n import plural, say
from ..core.labels import shown_name
from .style import CARD_COLORS, FONT, INK, MUTED, PAPER, text_on

WIDTH, HEIGHT = 720, 560
CENTRE = (WIDTH / 2, HEIGHT / 2)
TABLE = (310, 230)          # the table's radii
SEATS = (292, 236)          # where the players' name plates sit
DECKS = (196, 148)          # where the side decks lie
CARD = (64, 80)
SEAT = (132, 46)
WOOD, RIM, BACK, BACK_LINE = "#e3d3b2", "#8d6e63", "#5d4037", "#d7ccc8"
CURRENT = "#1e6fc2"
COLORS = {"grey": CARD_COLORS["gray"], "yellow": CARD_COLORS["yellow"], "green": CARD_COLORS["green"],
          "blue": CARD_COLORS["blue"], "red": CARD_COLORS["red"]}


def place(angle, radii):
    """The point at ``angle`` degrees on the ellipse of ``radii`` round the table's centre; angles
    grow clockwise on the screen, 90 being the bottom (SVG's y axis points down).

    >>> place(90, (10, 5))
    (360.0, 285.0)
    """
    rad = math.radians(angle)
    return (round(CENTRE[0] + radii[0] * math.cos(rad), 1), round(CENTRE[1] + radii[1] * math.sin(rad), 1))


def seat_angle(seat, players):
    """Seat 0 at the bottom, the next players clockwise (to each one's left)."""
    return 90 + 360 * seat / players


def deck_angle(deck, players):
    """Deck ``i`` halfway between seat ``i`` and its left neighbour ``i + 1``."""
    return 90 + 360 * (deck + 0.5) / players


def _text(x, y, lines, size=11, color=INK, bold=False, halo=None):
    weight = ' font-weight="bold"' if bold else ""
    if halo:      # a rim of the table's colour, so a line passing under the words leaves them legible
        weight += f' stroke="{halo}" stroke-width="3" paint-order="stroke"'
    spans = "".join(f'<tspan x="{x}" dy="{0 if i == 0 else size + 2}">{escape(line)}</tspan>'
                    for i, line in enumerate(lines))
    return (f'<text x="{x}" y="{y}" text-anchor="middle" font-size="{size}" fill="{color}"{weight}>'
            f'{spans}</text>')


def _seat(game, seat):
    x, y = place(seat_angle(seat, game.players), SEATS)
    w, h = SEAT
    playing = seat == game.current and not game.is_over
    edge = f'stroke="{CURRENT}" stroke-width="3"' if playing else f'stroke="{RIM}" stroke-width="1.5"'
    name = ("▶ " if playing else "") + shown_name(game.names[seat])
    return (f'<g class="wonderlab-seat" data-seat="{seat}" data-x="{x}" data-y="{y}">'
            f'<rect x="{x - w / 2}" y="{y - h / 2}" width="{w}" height="{h}" rx="8" fill="{PAPER}" {edge}/>'
            + _text(x, y - 4, [name], 13, INK, bold=True)
            + _text(x, y + 13, [game.wonders[seat].label], 11, MUTED) + "</g>")


def _deck(game, index):
    n = game.players
    x, y = place(deck_angle(index, n), DECKS)
    w, h = CARD
    deck = game.decks[index]
    left, right = index, (index + 1) % n
    head = (f'<g class="wonderlab-deck" data-deck="{index}" data-between="{left} {right}" '
            f'data-x="{x}" data-y="{y}" data-size="{len(deck)}">')
    box = f'x="{x - w / 2}" y="{y - h / 2}" width="{w}" height="{h}" rx="6"'
    if deck:
        kind = game.rules.kinds[deck[-1]]
        fill = COLORS.get(kind.color, "#777777")
        lines = textwrap.wrap(kind.label, 9)[:4]
        card = (f'<rect {box} fill="{fill}" stroke="{INK}" stroke-width="1"/>'
                + _text(x, y - 6 * len(lines) + 9, lines, 10, text_on(fill), bold=True))
    else:
        card = (f'<rect {box} fill="none" stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="5 4"/>'
                + _text(x, y + 4, [say("lab.arch.empty")], 11, MUTED))
    caption = [game.wonders[index].label, plural(len(deck), "lab.arch.cards_left")]
    return head + card + _text(x, y + h / 2 + 13, caption, 11, INK, halo=WOOD) + "</g>"


def _central(game):
    x, y = CENTRE
    w, h = CARD
    size = len(game.decks[game.players])
    box = f'x="{x - w / 2}" y="{y - h / 2 - 8}" width="{w}" height="{h}" rx="6"'
    if size:
        card = (f'<rect class="wonderlab-back" {box} fill="{BACK}" stroke="{BACK_LINE}" stroke-width="2"/>'
                f'<rect x="{x - w / 2 + 7}" y="{y - h / 2 - 1}" width="{w - 14}" height="{h - 14}" rx="4" '
                f'fill="none" stroke="{BACK_LINE}" stroke-width="1"/>')
    else:
        card = f'<rect {box} fill="none" stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    caption = [say("lab.arch.central_deck"), plural(size, "lab.arch.cards_hidden")]
    return (f'<g class="wonderlab-central" data-deck="{game.players}" data-size="{size}">' + card
            + _text(x, y + h / 2 + 6, caption, 11, INK, bold=True, halo=WOOD) + "</g>")


def _reach(game):
    """Dashed lines from the player to play to the three decks they may take from."""
    if game.is_over:
        return ""
    seat, n = game.current, game.players
    sx, sy = place(seat_angle(seat, n), SEATS)
    lines = []
    for index in (game.deck_index(seat, "left"), game.deck_index(seat, "right")):
        lines.append(place(deck_angle(index, n), DECKS))
    lines.append((CENTRE[0], CENTRE[1] - 8))
    return "".join(f'<line class="wonderlab-reach" x1="{sx}" y1="{sy}" x2="{x}" y2="{y}" stroke="{CURRENT}" '
                   f'stroke-width="2" stroke-dasharray="6 5" opacity="0.7"/>' for x, y in lines)


def table_svg(game):
    """The table as an SVG drawing (markup order: seat 0, deck 0, seat 1, deck 1, …, the centre)."""
    parts = []
    for seat in range(game.players):
        parts += [_seat(game, seat), _deck(game, seat)]
    label = say("lab.arch.table_label", players=game.players)
    return (f'<svg class="wonderlab-table" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" '
            f'style="max-width:{WIDTH}px;display:block;{FONT}" role="img" aria-label="{escape(label)}">'
            f'<ellipse cx="{CENTRE[0]}" cy="{CENTRE[1]}" rx="{TABLE[0]}" ry="{TABLE[1]}" fill="{WOOD}" '
            f'stroke="{RIM}" stroke-width="3"/>' + _reach(game) + "".join(parts) + _central(game) + "</svg>")


def table_caption(game):
    """One sentence under the drawing: where the decks lie and where the player to play may take."""
    text = say("lab.arch.table_rule")
    if not game.is_over:
        seat = game.current
        text += " " + say("lab.arch.table_reach", player=shown_name(game.names[seat]),
                          left=game.wonders[game.deck_index(seat, "left")].label,
                          right=game.wonders[game.deck_index(seat, "right")].label)
    return text
