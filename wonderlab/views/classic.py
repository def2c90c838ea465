"""7 Wonders' rule objects as HTML: cards, wonders, cities, games, actions and score sheets.

The classic engine's ``_repr_html_`` hooks call these functions.

>>> from wonderlab.classic import card_set
>>> html = card_html(card_set().by_name("Library"))
>>> "Library" in html and 'data-color="green"' in html and "tablet" in html
True
"""

from html import escape

from ..classic.cards import RESOURCES, SYMBOLS, card_set, resource_name, unit_text
from ..core.i18n import language, say
from ..core.labels import colon, shown_name, symbol_count
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
    score_pad_html,
    text_on,
)
from .style import (
    counted as _n,
)

ROMAN = {1: "I", 2: "II", 3: "III"}
# a stage's name and status side by side with a gap, wrapping rather than touching ("Étape 1pas construite")
STAGE_HEAD = "display:flex;flex-wrap:wrap;justify-content:space-between;column-gap:8px"
WONDER_COLOR = "#a1887f"


# -- costs and effects --------------------------------------------------------------------
def cost_pills(cost, coins=0):
    """The cost as pills: one per resource named, and the coins."""
    parts = []
    if coins:
        parts.append(pill(_n("coin", coins), KIND_COLORS["coins"]))
    for r, n in enumerate(cost):
        if n:
            parts.append(pill(f"{n} {resource_name(r, n)}", RESOURCE_COLORS[r], title=RESOURCES[r]))
    return "".join(parts) or pill(say("lab.free"), KIND_COLORS["free"])


def _where(scopes):
    return say("lab.and").join(say(f"lab.scope.{s}") for s in scopes)


def _gain(count):
    gains = []
    if count.coins:
        gains.append(_n("coin", count.coins))
    if count.points:
        gains.append(_n("point", count.points))
    return say("lab.and").join(gains)


def effect_parts(effect):
    """What an effect gives, as ``(kind, sentence)`` pairs in the current language."""
    parts = []
    for unit in effect.produces:
        text = say("lab.produces", unit=unit_text(unit))
        if not effect.sellable:
            text += f" ({say('lab.not_for_sale')})"
        parts.append(("produces", text, (unit & -unit).bit_length() - 1))
    if effect.points:
        parts.append(("points", _n("point", effect.points), None))
    if effect.shields:
        parts.append(("shields", _n("shield", effect.shields), None))
    if effect.coins:
        parts.append(("coins", _n("coin", effect.coins), None))
    if effect.science is not None:
        symbol = say(f"lab.symbol.{SYMBOLS[effect.science]}")
        parts.append(("science", say("lab.science_symbol", symbol=symbol), None))
    if effect.science_choice:
        parts.append(("science", say("lab.science_choice"), None))
    left, right = effect.discount
    if left or right:
        mask = left | right
        resources = "/".join(resource_name(r) for r in range(7) if mask >> r & 1)
        sides = say("lab.side.both") if left and right else say("lab.side.left" if left else "lab.side.right")
        parts.append(("trade", say("lab.discount", resources=resources, sides=sides), None))
    if effect.per_card is not None:
        colors = "/".join(say(f"lab.colorname.{c}") for c in sorted(effect.per_card.colors))
        parts.append(("points" if effect.per_card.points else "coins",
                      say("lab.per_card", gain=_gain(effect.per_card), colors=colors,
                          where=_where(effect.per_card.scopes)), None))
    if effect.per_stage is not None:
        parts.append(("points" if effect.per_stage.points else "coins",
                      say("lab.per_stage", gain=_gain(effect.per_stage),
                          where=_where(effect.per_stage.scopes)), None))
    if effect.per_defeat is not None:
        parts.append(("points", say("lab.per_defeat", gain=_gain(effect.per_defeat),
                                    where=_where(effect.per_defeat.scopes)), None))
    if effect.power:
        parts.append(("power", say(f"lab.power.{effect.power}"), None))
    return parts


def effect_html(effect):
    pills = []
    for kind, text, resource in effect_parts(effect):
        color = RESOURCE_COLORS[resource] if kind == "produces" else KIND_COLORS[kind]
        pills.append(pill(text, color))
    return "".join(pills)


# -- cards --------------------------------------------------------------------------------
def _labels(names):
    cards = card_set()
    return ", ".join(cards.by_name(name).label if cards.find(name) else name for name in names)


def card_html(card):
    """A card: coloured frame, name (French name in brackets), Age, cost, effect, chains."""
    color = CARD_COLORS[card.color]
    other = other_name(card)
    chains = ""
    if card.chains_from:
        chains += f'<div style="font-size:11px;color:{MUTED}">↳ {escape(say("lab.chains_from", cards=_labels(card.chains_from)))}</div>'
    if card.chains_to:
        chains += f'<div style="font-size:11px;color:{MUTED}">↪ {escape(say("lab.chains_to", cards=_labels(card.chains_to)))}</div>'
    return (
        f'<div class="wonderlab-card" data-color="{card.color}" data-card="{escape(card.name)}" '
        f'style="display:inline-block;vertical-align:top;width:200px;margin:4px;border:3px solid {color};'
        f'border-radius:8px;background:{PAPER};color:{INK};{FONT};font-size:13px;overflow:hidden">'
        f'<div style="background:{color};color:{text_on(color)};padding:4px 8px;font-weight:bold">'
        f'{escape(card.label)}<span style="float:right;font-weight:normal">'
        f'{escape(say("lab.age", age=ROMAN[card.age]))}</span></div>'
        f'<div style="padding:4px 8px">'
        f'<div style="font-size:11px;color:{MUTED}">({escape(other)}) · {escape(say(f"lab.color.{card.color}"))}</div>'
        f'<div style="margin-top:3px">{escape(colon(say("lab.cost")))} {cost_pills(card.cost, card.coins)}</div>'
        f'<div style="margin-top:3px">{effect_html(card.effect)}</div>{chains}</div></div>')


def card_chip(card):
    """A card as a small coloured label, for cities and actions."""
    return pill(card.label, CARD_COLORS[card.color], title=say(f"lab.color.{card.color}"))


# -- wonders ------------------------------------------------------------------------------
def wonder_html(wonder, built=0):
    """A wonder side: its city, wonder, starting resource, and each stage built or not."""
    stages = []
    for stage in wonder.stages:
        done = stage.index <= built
        status = say("lab.built") if done else say("lab.not_built")
        border = f"2px solid {KIND_COLORS['free']}" if done else f"2px dashed {MUTED}"
        background = "#e3f0dc" if done else PAPER
        stages.append(
            f'<div class="wonderlab-stage" data-built="{str(done).lower()}" '
            f'style="flex:1;min-width:120px;margin:3px;padding:4px 6px;border:{border};'
            f'border-radius:6px;background:{background};color:{INK}">'
            f'<div style="{STAGE_HEAD}"><b>{escape(say("lab.stage", n=stage.index))}</b> '
            f'<span style="font-size:11px">{"✓ " if done else ""}{escape(status)}</span></div>'
            f'<div>{cost_pills(stage.cost)}</div><div>{effect_html(stage.effect)}</div></div>')
    name = wonder.name_fr if language() == "fr" else wonder.name
    other = other_name(wonder)
    resource = pill(say("lab.wonder.starts_with", resource=resource_name(wonder.resource)),
                    RESOURCE_COLORS[wonder.resource])
    return (
        f'<div class="wonderlab-wonder" data-city="{escape(wonder.city)}" data-side="{wonder.side}" '
        f'style="display:inline-block;vertical-align:top;min-width:300px;max-width:640px;margin:4px;'
        f'border:3px solid {WONDER_COLOR};border-radius:8px;background:#f4ede1;color:{INK};{FONT};font-size:13px">'
        f'<div style="background:{WONDER_COLOR};color:{text_on(WONDER_COLOR)};padding:4px 8px;font-weight:bold">'
        f'{escape(wonder.label)} — {escape(name)}</div>'
        f'<div style="padding:4px 8px;font-size:11px;color:{MUTED}">({escape(other)}) · '
        f'{escape(say("lab.wonder.side", side=wonder.side))} {resource}</div>'
        f'<div style="display:flex;flex-wrap:wrap;padding:0 4px 4px">{"".join(stages)}</div></div>')


# -- cities and games ---------------------------------------------------------------------
def _row(label, value):
    return (f'<div style="margin:2px 0"><b>{escape(colon(label))}</b> {value}</div>')


def city_html(city, name=None):
    """A city: its wonder with the built stages, coins, shields, tokens, science, buildings."""
    tokens = " ".join(pill(f"{t:+d}", "#c62828" if t > 0 else "#555555") for t in city.military)
    science = " ".join(pill(symbol_count(n, s), KIND_COLORS["science"])
                       for s, n in zip(SYMBOLS, city.science, strict=True) if n)
    if city.wildcards:
        science += " " + pill(f"{city.wildcards} ?", KIND_COLORS["science"], title=say("lab.science_choice"))
    none = f'<span style="color:{MUTED}">{escape(say("lab.city.none"))}</span>'
    by_color = sorted(city.cards, key=lambda c: list(CARD_COLORS).index(c.color))
    cards = "".join(card_chip(card) for card in by_color) or none
    title = f'<div style="font-weight:bold;font-size:15px">{escape(name)}</div>' if name else ""
    return (
        f'<div class="wonderlab-city" style="display:inline-block;vertical-align:top;margin:4px;'
        f'padding:6px;border:1px solid #cfc6b4;border-radius:8px;background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'{title}{wonder_html(city.wonder, built=city.stages)}'
        + _row(say("lab.city.coins"), pill(city.coins, KIND_COLORS["coins"]))
        + _row(say("lab.city.shields"), pill(city.shields, KIND_COLORS["shields"]))
        + _row(say("lab.city.military"), tokens or none)
        + _row(say("lab.city.science"), science or none)
        + _row(say("lab.city.cards"), cards)
        + "</div>")


def _card_backs(count):
    back = ('<span class="wonderlab-back" style="display:inline-block;width:14px;height:20px;margin:1px;'
            'border-radius:3px;background:#5d4037;color:#d7ccc8;border:1px solid #d7ccc8"></span>')
    return back * count


def game_html(game):
    """A game: where it stands, and each city with its hand face down."""
    where = say("lab.game.over") if game.is_over else say("lab.game.where", age=ROMAN[game.age], turn=game.turn)
    cities = []
    for i, (name, city) in enumerate(zip(game.names, game.cities, strict=True)):
        hand = game.hands[i] if i < len(game.hands) else []
        held = (f'<div style="margin:2px 6px;font-size:11px;color:{MUTED}">{_card_backs(len(hand))} '
                f'{escape(say("lab.game.hand", n=len(hand)))}</div>') if hand else ""
        cities.append(f'<div style="display:inline-block;vertical-align:top">{city_html(city, name=shown_name(name))}{held}</div>')
    return (
        f'<div class="wonderlab-game" style="padding:6px;border-radius:8px;background:#efe8da;color:{INK};{FONT}">'
        f'<div style="font-weight:bold;font-size:16px">{escape(say("lab.game.title", players=game.players))} · '
        f'{escape(where)}</div>{"".join(cities)}</div>')


# -- actions and scores -------------------------------------------------------------------
def action_html(action):
    """An action: the card, the sentence, and who receives the coins."""
    payment = action.payment
    coins = []
    for who, amount in (("bank", payment.bank), ("left", payment.left), ("right", payment.right)):
        if amount:
            coins.append(pill(f"{say('lab.action.pays')} {_n('coin', amount)} → {say(f'lab.action.{who}')}",
                              KIND_COLORS["coins"]))
    return (
        f'<div class="wonderlab-action" data-kind="{action.kind}" style="display:inline-block;margin:2px;'
        f'padding:4px 8px;border-radius:8px;border:1px solid #cfc6b4;background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'{card_chip(action.card)} {escape(str(action))} {"".join(coins)}</div>')


def score_html(sheets, winners=None):
    """Score sheets as the score pad: a row per category, a column per player, the total last.

    ``winners`` (names) are marked; by default the best total wins, ties going to the most coins.
    """
    sheets = list(sheets)
    if winners is None and len(sheets) > 1:
        best = max((s.total, s.coins) for s in sheets)
        winners = [s.name for s in sheets if (s.total, s.coins) == best]
    return score_pad_html(sheets, winners)
