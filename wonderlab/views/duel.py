"""7 Wonders Duel's rule objects as HTML: cards, wonders, progress tokens, actions, the card
structure (face-down cards hidden), and score sheets. The engine's ``_repr_html_`` hooks call these.

>>> from wonderlab.duel.cards import card_set
>>> html = card_html(card_set().by_name("Library"))
>>> 'data-color="green"' in html and "Library" in html and "(Bibliothèque)" in html
True
"""

from html import escape

from ..core.i18n import catalog, plural, say
from ..core.labels import colon, semicolons, shown_name
from .style import (
    CARD_COLORS,
    FONT,
    INK,
    KIND_COLORS,
    MUTED,
    PAPER,
    RESOURCE_COLORS,
    other_name,
    pill,
    score_pad_with_ties,
    text_on,
)
from .style import (
    counted as _n,
)

ROMAN = {1: "I", 2: "II", 3: "III"}
WONDER_COLOR = "#a1887f"
TOKEN_COLOR = "#2e7d32"
TAKE_RING = "#0d47a1"     # the outline of a card that can be taken now
SENATOR_COLOR = "#455a64"  # a Senator's card (Agora): a slate none of the Age cards' colours is
SLOT_WIDTH = 48           # half a card: a card spans two columns, room for "Clay Reserve" on two lines
# Duel's resources (wood, clay, stone, glass, papyrus) in classic's colours
DUEL_RESOURCE_COLORS = (RESOURCE_COLORS[0], RESOURCE_COLORS[2], RESOURCE_COLORS[1],
                        RESOURCE_COLORS[4], RESOURCE_COLORS[6])


def _cards():
    """Every card by index, Pantheon's Grand Temples too."""
    from ..duel.pantheon_data import CARDS_BY_INDEX
    return CARDS_BY_INDEX


def _resource(r):
    from ..duel.cards import resource_name
    return resource_name(r)


def _chain(symbol):
    from ..duel.cards import symbol_name
    return symbol_name(symbol)


def _symbol(index):
    from ..duel.cards import SCIENCE
    return say(f"lab.duel.symbol.{SCIENCE[index]}")


def _mask(mask):
    return "/".join(_resource(r) for r in range(5) if mask >> r & 1)


def cost_pills(cost, coins=0):
    parts = [pill(_n("coin", coins), KIND_COLORS["coins"])] if coins else []
    from ..duel.cards import units_text
    parts += [pill(units_text(n, r), DUEL_RESOURCE_COLORS[r]) for r, n in enumerate(cost) if n]
    return "".join(parts) or pill(say("lab.free"), KIND_COLORS["free"])


def _count_text(count):
    gains = [g for g in (_n("coin", count.coins) if count.coins else "",
                         _n("point", count.points) if count.points else "") if g]
    gain = say("lab.and").join(gains)
    if count.kind == "cards":
        colors = "/".join(say(f"lab.colorname.{c}") for c in count.colors)
        return say("lab.duel.per_cards", gain=gain, colors=colors)
    if count.kind == "wonders":
        return say("lab.duel.per_wonders", gain=gain)
    return say("lab.duel.per_coin_sets", gain=gain)


def guilds_text(guilds):
    """The guilds ``guilds``, one a line: each name in a column as wide as the longest one (the
    French names are longer), then what the guild gives, in the current language.

    >>> from wonderlab.duel import card_set
    >>> print(guilds_text(card_set().guilds()[:2]))
    Merchants Guild   1 coin and 1 point per yellow card in the city that has the most
    Shipowners Guild  1 coin and 1 point per brown/gray card in the city that has the most
    """
    width = max((len(guild.label) for guild in guilds), default=0)
    return "\n".join(f"{guild.label:{width}}  " + semicolons(text for _, text in effect_parts(guild.effect))
                     for guild in guilds)


def effect_parts(effect):
    """What a Duel effect gives, as ``(kind, sentence)`` pairs in the current language."""
    parts = []
    produced = ", ".join(f"{n} {_resource(r)}" for r, n in enumerate(effect.produces) if n)
    if produced:
        parts.append(("produces", say("lab.duel.produces", what=produced)))
    if effect.produces_choice:
        parts.append(("produces", say("lab.duel.own_use", what=_mask(effect.produces_choice))))
    if effect.fixed_price:
        parts.append(("trade", say("lab.duel.fixed_price", what=_mask(effect.fixed_price))))
    if effect.points:
        parts.append(("points", _n("point", effect.points)))
    if effect.shields:
        parts.append(("shields", _n("shield", effect.shields)))
    if effect.coins:
        parts.append(("coins", _n("coin", effect.coins)))
    if effect.science is not None:
        parts.append(("science", say("lab.science_symbol", symbol=_symbol(effect.science))))
    if effect.coins_per is not None:
        parts.append(("coins", _count_text(effect.coins_per)))
    if effect.guild is not None:
        parts.append(("points", f"{_count_text(effect.guild)} {say('lab.duel.most')}"))
    if effect.opponent_loses:
        parts.append(("power", say("lab.duel.opponent_loses", n=effect.opponent_loses)))
    if effect.destroy:
        parts.append(("power", say("lab.duel.destroy", color=say(f"lab.colorname.{effect.destroy}"))))
    if effect.build_from_discard:
        parts.append(("power", say("lab.duel.from_discard")))
    if effect.play_again:
        parts.append(("power", say("lab.duel.play_again")))
    if effect.token_from_box:
        parts.append(("power", say("lab.duel.from_box", n=effect.token_from_box)))
    return parts


def effect_html(effect):
    pills = []
    for kind, text in effect_parts(effect):
        pills.append(pill(text, "#6d4c41" if kind == "produces" else KIND_COLORS[kind]))
    return "".join(pills)


def card_html(card):
    """A card: coloured frame, name (French name in brackets), Age, cost, effect, chain symbols."""
    color = CARD_COLORS[card.color]
    chains = ""
    if card.chain_needs:
        chains += f'<div style="font-size:11px;color:{MUTED}">↳ {escape(say("lab.duel.chain_needs", symbol=_chain(card.chain_needs)))}</div>'
    if card.chain_gives:
        chains += f'<div style="font-size:11px;color:{MUTED}">↪ {escape(say("lab.duel.chain_gives", symbol=_chain(card.chain_gives)))}</div>'
    age = say("lab.age", age=ROMAN[card.age])
    return (
        f'<div class="wonderlab-card" data-color="{card.color}" data-card="{escape(card.name)}" '
        f'style="display:inline-block;vertical-align:top;width:200px;margin:4px;border:3px solid {color};'
        f'border-radius:8px;background:{PAPER};color:{INK};{FONT};font-size:13px;overflow:hidden">'
        f'<div style="background:{color};color:{text_on(color)};padding:4px 8px;font-weight:bold">'
        f'{escape(card.label)}<span style="float:right;font-weight:normal">{escape(age)}</span></div>'
        f'<div style="padding:4px 8px"><div style="font-size:11px;color:{MUTED}">({escape(other_name(card))}) · '
        f'{escape(say(f"lab.color.{card.color}"))}</div>'
        f'<div style="margin-top:3px">{escape(colon(say("lab.cost")))} {cost_pills(card.cost, card.coins)}</div>'
        f'<div style="margin-top:3px">{effect_html(card.effect)}</div>{chains}</div></div>')


def card_chip(card):
    return pill(card.label, CARD_COLORS[card.color], title=say(f"lab.color.{card.color}"))


def wonder_html(wonder, built=False):
    """A wonder: its name, cost and effect; ``built`` marks it as built."""
    status = f' <span style="font-weight:normal">✓ {escape(say("lab.duel.wonder_built"))}</span>' if built else ""
    return (
        f'<div class="wonderlab-wonder" data-wonder="{escape(wonder.id)}" data-built="{str(bool(built)).lower()}" '
        f'style="display:inline-block;vertical-align:top;width:220px;margin:4px;border:3px '
        f'{"solid" if built else "dashed"} {WONDER_COLOR};border-radius:8px;background:#f4ede1;color:{INK};{FONT};font-size:13px">'
        f'<div style="background:{WONDER_COLOR};color:{text_on(WONDER_COLOR)};padding:4px 8px;font-weight:bold">'
        f'{escape(wonder.label)}{status}</div>'
        f'<div style="padding:4px 8px"><div style="font-size:11px;color:{MUTED}">({escape(other_name(wonder))})</div>'
        f'<div>{escape(colon(say("lab.cost")))} {cost_pills(wonder.cost)}</div><div>{effect_html(wonder.effect)}</div></div></div>')


def token_html(token):
    """A progress token: a green disc with its name and what it does."""
    key = f"lab.duel.token.{token.id}"
    text = say(key) if key in catalog() else token.summary
    return (
        f'<div class="wonderlab-token" data-token="{escape(token.id)}" style="display:inline-block;vertical-align:top;'
        f'width:150px;margin:4px;padding:8px;border-radius:40px;border:3px solid {TOKEN_COLOR};'
        f'background:#eef7ec;color:{INK};{FONT};font-size:12px;text-align:center" title="{escape(token.summary)}">'
        f'<div style="font-weight:bold;font-size:13px">{escape(token.label)}</div>'
        f'<div style="color:{MUTED};font-size:11px">({escape(other_name(token))})</div><div>{escape(text)}</div></div>')


def action_html(action):
    """An action: the card it uses, and its sentence."""
    chip = card_chip(action.card) if getattr(action, "card", None) is not None else ""
    return (
        f'<div class="wonderlab-action" data-kind="{action.kind}" style="display:inline-block;margin:2px;'
        f'padding:4px 8px;border-radius:8px;border:1px solid #cfc6b4;background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'{chip} {escape(str(action))}</div>')


def _places(game):
    """Per position of the current Age's structure, its (row, column) on a grid of half cards:
    the base game's structures, or Agora's larger ones (``data/duel/agora.json``)."""
    from ..duel.cards import board

    if len(game.slots) == 20:
        structure = board().structures[game.age]
        return list(zip(structure.rows, structure.columns, strict=True))
    from ..duel.senate import facts

    rows = facts()["structures"][str(game.age)]["rows"]
    return [(r, column) for r, row in enumerate(rows, 1) for column in row["columns"]]


def structure_html(game):
    """The current Age's card structure: face-up cards by name, face-down ones as backs only."""
    if not game.age:
        return ""
    places = _places(game)
    cards = _cards()
    cells = []
    for position, index in enumerate(game.slots):
        if index is None:
            continue
        row, column = places[position]
        place = f"grid-row:{row};grid-column:{column} / span 2;"
        free = not game.cover[position]
        # a blue ring outside a paper-coloured gap: seen on every card colour, yellow included
        edge = f"box-shadow:0 0 0 2px #efe8da,0 0 0 4px {TAKE_RING};" if free else ""
        shape = ("margin:3px;padding:2px 3px;border-radius:4px;font-size:11px;line-height:1.15;text-align:center;"
                 "display:flex;align-items:center;justify-content:center;overflow-wrap:normal")
        if game.revealed[position]:
            card = cards[index] if index < len(cards) else game.card_at(position)     # (an Agora Senator)
            color = CARD_COLORS[card.color] if index < len(cards) else SENATOR_COLOR
            cells.append(f'<div class="wonderlab-slot" data-position="{position}" data-face="up" '
                         f'data-accessible="{str(free).lower()}" '
                         f'style="{place}{edge}{shape};background:{color};color:{text_on(color)}">{escape(card.label)}</div>')
        else:
            cells.append(f'<div class="wonderlab-slot" data-position="{position}" data-face="down" '
                         f'data-accessible="{str(free).lower()}" '
                         f'style="{place}{edge}{shape};background:#5d4037;color:#efe8da">{escape(say("lab.duel.face_down"))}</div>')
    width = max(12, max(column for _, column in places) + 1)     # (Agora's Ages I and II: 14)
    return (f'<div class="wonderlab-structure" style="display:grid;grid-template-columns:repeat({width},{SLOT_WIDTH}px);'
            f'grid-auto-rows:minmax(36px,auto);padding:4px;margin:6px 0;background:#efe8da;color:{INK}">{"".join(cells)}</div>')


def _player_html(game, seat):
    from ..duel.agora_items import WONDERS_BY_INDEX as wonders

    city = game.city(seat)
    order = list(CARD_COLORS)
    cards = "".join(card_chip(c) for c in sorted(city.cards, key=lambda c: order.index(c.color)))
    built = "".join(pill(f"✓ {w.label}", WONDER_COLOR) for w in city.wonders)
    waiting = "".join(pill(wonders[i].label, "#d7ccc8") for i in game.p[seat].wonders)
    tokens = "".join(pill(t.label, TOKEN_COLOR) for t in city.tokens)
    mark = "▶ " if seat == game.current and not game.is_over else ""
    return (f'<div style="display:inline-block;vertical-align:top;width:48%;margin:4px;padding:6px;border:1px solid #cfc6b4;'
            f'border-radius:8px;background:{PAPER};color:{INK}"><div style="font-weight:bold;font-size:15px">{mark}'
            f'{escape(shown_name(game.names[seat]))} {pill(_n("coin", city.coins), KIND_COLORS["coins"])}</div>'
            f'<div><b>{escape(colon(say("lab.duel.wonders")))}</b> {built}{waiting}</div>'
            f'<div><b>{escape(colon(say("lab.duel.progress")))}</b> {tokens or escape(say("lab.duel.none"))}</div>'
            f'<div><b>{escape(colon(say("lab.duel.buildings")))}</b> {cards or escape(say("lab.duel.none"))}</div></div>')


def game_html(game):
    """The table: the structure (face-down cards hidden), the pawn, the tokens, both cities."""
    from ..duel.agora_items import TOKENS_BY_INDEX as tokens

    if game.is_over:
        where = say("lab.game.over")
    elif game.age:
        where = f'{plural(game.remaining, "lab.duel.where", age=ROMAN[game.age])} · {say("lab.duel.to_play", player=shown_name(game.names[game.current]))}'
    else:
        where = f'{say("lab.duel.draft")} · {say("lab.duel.to_play", player=shown_name(game.names[game.current]))}'
    offered = "".join(pill(tokens[t].label, TOKEN_COLOR) for t in game.board_tokens)
    pawn = say("lab.duel.pawn", n=f"{game.pawn:+d}", player=shown_name(game.names[1]))
    return (
        f'<div class="wonderlab-game" style="padding:6px;border-radius:8px;background:#efe8da;color:{INK};{FONT};font-size:13px">'
        f'<div style="font-weight:bold;font-size:16px">{escape(say("lab.duel.title"))} · {escape(where)}</div>'
        f'<div>{escape(pawn)} · {escape(colon(say("lab.duel.offered")))} {offered}</div>'
        f'{structure_html(game)}{_player_html(game, 0)}{_player_html(game, 1)}</div>')


def score_html(sheets, winners=None):
    """Score sheets as the score pad; a tie goes to the most blue-card points."""
    return score_pad_with_ties(sheets, winners, "blue")
