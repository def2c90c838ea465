"""The whole table as one picture, our own drawing: the cities side by side in seating order.

Made for a forum post: 1,200 px wide, legible as it is (text never below 12 px), with only what
every player may see — what each city built, its wonder and stages, coins, shields and conflict
tokens; never a hand nor a card under a wonder (Duel's Pantheon and Senate: ``board_expansions.py``,
their public side only). ``board_svg`` draws any of the three games;
``save_board`` writes ``.svg``, ``.html`` or ``.png`` (PNG through resvg's Python binding,
``pip install resvg-py``: the optional ``forum`` extra).

>>> from ..classic.game import Game
>>> svg = board_svg(Game(players=7, seed=1), "Age I, turn 1")
>>> svg.startswith("<svg") and svg.count('class="city"')
7
"""

from html import escape
from pathlib import Path

from ..core.errors import WonderlabError
from ..core.i18n import plural, say
from ..core.labels import short_category, shown_name
from . import messages  # noqa: F401  (registers the texts)
from .style import CARD_COLORS, INK, MUTED, PAPER, text_on

WIDTH = 1200
MARGIN, GAP = 10, 8
ROW = 19                  # one card's row
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
COLOR_ORDER = ("brown", "gray", "yellow", "red", "blue", "green", "purple")
ARCH_COLORS = {"grey": CARD_COLORS["gray"], "yellow": CARD_COLORS["yellow"], "green": CARD_COLORS["green"],
               "blue": CARD_COLORS["blue"], "red": CARD_COLORS["red"]}


class BoardError(WonderlabError, ValueError):
    """The picture cannot be written (an unknown file type, or PNG without resvg)."""


def board_svg(game, title=""):
    """The SVG text of the whole table of a classic, Duel or Architects ``game``."""
    bands = [], 0
    if hasattr(game, "cities"):
        columns, notes = _classic_columns(game)
        heading = "7 Wonders"
    elif hasattr(game, "rules"):
        columns, notes = _architects_columns(game)
        heading = "7 Wonders Architects"
    else:
        from .board_expansions import expansion_bands

        columns, notes = _duel_columns(game)
        heading = "7 Wonders Duel"
        bands = expansion_bands(game, WIDTH - 2 * MARGIN)
    if game.is_over:
        _add_scores(game, [c for c in columns if c.seat is not None])
    return _page(f"{heading} — {title}" if title else heading, columns, notes, bands)


def _add_scores(game, columns):
    """At the end: each player's score by category and the total, under their city."""
    sheets = game.scores()
    winners = set(game.winners())
    for column, sheet in zip(columns, sheets, strict=True):
        column.y += 6
        column.line(say("board.score") + (" — " + say("lab.winner") if sheet.name in winners else ""),
                    14, True, gap=1)
        for category, points in sheet.categories.items():
            column.line(f"{short_category(category)} {points}", 12.5, gap=0)
        column.line(f"{short_category('total')} {sheet.total}", 16, True, gap=4)


def save_board(game, out, title=""):
    """Write the table's picture to ``out``; its suffix chooses the format (.svg, .html, .png)."""
    out = Path(out)
    svg = board_svg(game, title)
    suffix = out.suffix.lower()
    if suffix == ".svg":
        out.write_text(svg, encoding="utf-8")
    elif suffix == ".html":
        out.write_text(f'<!doctype html><meta charset="utf-8"><title>{escape(title)}</title>'
                       f'<body style="margin:0;background:{PAPER}">{svg}</body>\n', encoding="utf-8")
    elif suffix == ".png":
        out.write_bytes(png_bytes(svg))
    else:
        raise BoardError(f"--out: {out.name}: the picture is written as .png, .svg or .html")
    return out


def png_bytes(svg, width=WIDTH):
    """The PNG of an SVG text, ``width`` pixels wide (its own width with None; resvg, no browser)."""
    try:
        import resvg_py
    except ImportError:
        raise BoardError("PNG needs resvg's Python binding: pip install resvg-py "
                         "(or write .svg / .html)") from None
    if width is None:
        return bytes(resvg_py.svg_to_bytes(svg_string=svg))
    return bytes(resvg_py.svg_to_bytes(svg_string=svg, width=width))


# -- drawing ------------------------------------------------------------------------------
class Column:
    """One city's drawing: SVG pieces stacked from the top."""

    def __init__(self, width, seat=None):
        self.width, self.y, self.parts, self.seat = width, 0, [], seat

    def text(self, text, size=13, bold=False, color=INK, gap=4):
        for line in _wrap(text, self.width - 12, size):
            self.y += size + 2
            self.parts.append(_text(6, self.y, line, size, bold, color, self.width - 12))
        self.y += gap

    def line(self, text, size=13, bold=False, color=INK, gap=4):
        """One line, never wrapped: a long one is squeezed into the column."""
        self.y += size + 2
        self.parts.append(_text(6, self.y, text, size, bold, color, self.width - 12))
        self.y += gap

    def bar(self, text, fill, size=12.5):
        """A card: a coloured row with its name."""
        self.parts.append(f'<rect x="3" y="{self.y}" width="{self.width - 6}" height="{ROW - 2}" rx="3" '
                          f'fill="{fill}"/>')
        self.parts.append(_text(8, self.y + ROW - 6, text, size, False, text_on(fill), self.width - 16))
        self.y += ROW

    def boxes(self, labels, filled, size=12):
        """Wonder stages: one box each, filled when built."""
        count = len(labels)
        box = min(34, (self.width - 12 - 4 * (count - 1)) / max(count, 1))
        self.y += 2
        for i, label in enumerate(labels):
            x = 6 + i * (box + 4)
            fill = "#a1887f" if filled[i] else PAPER
            self.parts.append(f'<rect x="{x:.1f}" y="{self.y}" width="{box:.1f}" height="20" rx="3" '
                              f'fill="{fill}" stroke="#6d4c41" stroke-width="1.2"/>')
            self.parts.append(_text(x + box / 2, self.y + 15, label, size, True,
                                    "#ffffff" if filled[i] else "#6d4c41", box, anchor="middle"))
        self.y += 26


def _page(title, columns, notes, bands=([], 0)):
    """The columns side by side, then ``bands`` (SVG groups across the page, and their height),
    then the notes."""
    count = len(columns)
    width = (WIDTH - 2 * MARGIN - GAP * (count - 1)) / count
    top = 40
    body = []
    height = top + max(c.y for c in columns) + 12
    for i, column in enumerate(columns):
        x = MARGIN + i * (width + GAP)
        body.append(f'<g class="city" transform="translate({x:.1f},{top})">'
                    f'<rect width="{width:.1f}" height="{height - top - 8}" rx="6" fill="#ffffff" '
                    f'stroke="#d8cfbd"/>{"".join(column.parts)}</g>')
    parts, tall = bands
    if parts:
        body.append(f'<g transform="translate({MARGIN},{height})">{"".join(parts)}</g>')
        height += tall
    foot = [_text(MARGIN, height + 18 + 17 * i, line, 13, False, MUTED, WIDTH - 2 * MARGIN)
            for i, line in enumerate(notes)]
    total = height + 12 + 17 * len(notes)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{total:.0f}" '
            f'viewBox="0 0 {WIDTH} {total:.0f}" font-family="{FONT}">'
            f'<rect width="100%" height="100%" fill="{PAPER}"/>'
            f'{_text(MARGIN, 27, title, 20, True, INK, WIDTH - 2 * MARGIN)}'
            f'{"".join(body)}{"".join(foot)}</svg>')


def _text(x, y, text, size, bold, color, room, anchor="start"):
    fit = ""
    if _width(text, size, bold) > room:          # squeeze a long name into its room
        fit = f' textLength="{room:.1f}" lengthAdjust="spacingAndGlyphs"'
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}"{weight} fill="{color}" '
            f'text-anchor="{anchor}"{fit}>{escape(str(text))}</text>')


def _width(text, size, bold=False):
    """A generous estimate of a text's width in DejaVu Sans."""
    return len(str(text)) * size * (0.64 if bold else 0.58)


def _wrap(text, room, size):
    words, lines, line = str(text).split(" "), [], ""
    for word in words:
        candidate = f"{line} {word}".strip()
        if line and _width(candidate, size) > room:
            lines.append(line)
            line = word
        else:
            line = candidate
    return [*lines, line] if line else lines


def _coins_line(coins, shields):
    return f"{plural(coins, 'lab.coins')} · {plural(shields, 'lab.shields')}"


# -- 7 Wonders ------------------------------------------------------------------------------
def _classic_columns(game):
    from ..classic.cards import unit_text

    count = len(game.cities)
    width = (WIDTH - 2 * MARGIN - GAP * (count - 1)) / count
    columns = []
    for seat, city in enumerate(game.cities):
        column = Column(width, seat)
        column.text(shown_name(game.names[seat]), 16, True, gap=2)
        column.text(city.wonder.label, 13, False, MUTED, gap=2)
        column.boxes([str(s.index) for s in city.wonder.stages],
                     [s.index <= city.stages for s in city.wonder.stages])
        column.line(_coins_line(city.coins, city.shields), 13, True, gap=1)
        tokens = " ".join(f"{t:+d}" for t in city.military)
        column.line(say("board.conflicts", total=f"{sum(city.military):+d}") + (f" ({tokens})" if tokens else ""),
                    12.5, gap=1)
        fixed, choices = city.sellable_production()
        sells = [f"{unit_text(1 << r)}{f' ×{n}' if n > 1 else ''}" for r, n in enumerate(fixed) if n]
        sells += [unit_text(m) for m in choices]
        column.text(say("board.sells", units=", ".join(sells)), 12, False, MUTED, gap=6)
        for color in COLOR_ORDER:
            for card in city.cards:
                if card.color == color:
                    column.bar(card.label, CARD_COLORS[color])
        columns.append(column)
    notes = [say("board.classic.notes", discarded=len(game.discard))]
    return columns, notes


# -- 7 Wonders Duel -------------------------------------------------------------------------
def _duel_columns(game):
    from ..duel.game import _CARD_LIST as cards
    from ..duel.game import _TOKEN_LIST as tokens
    from ..duel.game import _WONDER_LIST as wonders

    width = (WIDTH - 2 * MARGIN - GAP * 2) / 3
    columns = []
    for seat in (0, 1):
        p = game.p[seat]
        column = Column(width, seat)
        column.text(shown_name(game.names[seat]), 16, True, gap=2)
        shields = sum(cards[c].effect.shields for c in p.cards) + sum(wonders[w].effect.shields for w in p.built)
        column.text(_coins_line(p.coins, shields), 12.5, gap=2)
        built = [wonders[w].label for w in p.built]
        waiting = [wonders[w].label for w in p.wonders]
        if built:
            column.text(say("board.duel.built", names=", ".join(built)), 12.5, gap=1)
        if waiting:
            column.text(say("board.duel.to_build", names=", ".join(waiting)), 12.5, False, MUTED, gap=1)
        if p.tokens:
            column.text(say("board.progress", names=", ".join(tokens[t].label for t in p.tokens)), 12.5, gap=1)
        column.y += 4
        for color in COLOR_ORDER:
            for c in p.cards:
                if cards[c].color == color:
                    column.bar(cards[c].label, CARD_COLORS[color])
        columns.append(column)
    middle = Column(width)
    middle.text(say("lab.age", age=game.age) if game.age else say("lab.duel.draft"), 16, True, gap=2)
    leader = shown_name(game.names[1] if game.pawn > 0 else game.names[0])
    middle.text(say("board.duel.pawn", steps=abs(game.pawn), leader=leader) if game.pawn else
                say("board.duel.pawn.middle"), 12.5, gap=2)
    middle.text(say("board.duel.tokens", names=", ".join(tokens[t].label for t in game.board_tokens)), 12.5, gap=4)
    view = game.view(0)
    if view["offered"]:
        middle.text(say("board.duel.offered", names=", ".join(_duel_label(w) for w in view["offered"])), 12.5)
    free = [_duel_label(s["card"]) for s in view["structure"] if s["accessible"] and s["card"]]
    hidden = sum(1 for s in view["structure"] if not s["face_up"])
    if free:
        middle.text(say("board.duel.take"), 12.5, True, gap=1)
        for name in free:
            middle.bar(name, "#6d4c41")
    middle.text(say("board.duel.structure", count=len(view["structure"]), hidden=hidden), 12.5, False, MUTED)
    columns.insert(1, middle)
    return columns, [say("board.discard", discarded=len(game.discard))]


def _duel_label(ident):
    """A Duel card's, wonder's or Senator's name from its id (the expansions' too).

    >>> _duel_label("baths"), _duel_label("conspirator_5")
    ('Baths', 'Conspirator')
    """
    from ..duel.game import _CARD_LIST, _WONDER_LIST
    from ..duel.senators import senators

    return next(item.label for item in (*_CARD_LIST, *_WONDER_LIST, *senators()) if item is not None and item.id == ident)


# -- 7 Wonders Architects ---------------------------------------------------------------------
def _architects_columns(game):
    rules = game.rules
    count = game.players
    width = (WIDTH - 2 * MARGIN - GAP * (count - 1)) / count
    columns = []
    for seat in range(count):
        wonder = game.wonders[seat]
        column = Column(width, seat)
        column.line(shown_name(game.names[seat]), 16, True, gap=2)
        if game.cat == seat:
            column.line(say("lab.arch.has_cat"), 12.5, False, MUTED, gap=2)
        column.text(wonder.label, 13, False, MUTED, gap=2)
        column.boxes([str(s.id) for s in wonder.stages], [bool(game.built[seat] & s.bit) for s in wonder.stages])
        column.line(f"{plural(game.shields(seat), 'lab.shields')} · {plural(game.victories[seat], 'lab.victories')}",
                    12.5, True, gap=1)
        if game.tokens[seat]:
            column.text(say("board.progress", names=", ".join(rules.token(t).label for t in game.tokens[seat])),
                        12.5, gap=1)
        deck = game.decks[seat]
        top = rules.kinds[deck[-1]].label if deck else say("lab.arch.empty")
        column.text(say("board.architects.deck", count=len(deck), top=top), 12, False, MUTED, gap=6)
        for kind, n in enumerate(game.cards[seat]):
            if n:
                column.bar(f"{rules.kinds[kind].label} ×{n}", ARCH_COLORS[rules.kinds[kind].color])
        columns.append(column)
    notes = [say("board.architects.notes", war=game.war, conflicts=game.conflicts,
                 names=", ".join(rules.token(t).label for t in game.face_up), central=len(game.decks[count])),
             say("board.architects.seating")]
    return columns, notes
