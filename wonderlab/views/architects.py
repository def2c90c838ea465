"""7 Wonders Architects' rule objects as HTML: wonders (pieces, supports, built or not), Progress
tokens, actions, the table and score sheets. The engine's ``_repr_html_`` hooks call these.

>>> from wonderlab.architects import ruleset
>>> html = wonder_html(ruleset().wonder("Ephesus"), built=(1, 2))
>>> html.count('data-built="true"'), "rests on 2, 3, 4" in html
(2, True)
"""

from html import escape

from ..core.i18n import catalog, language, say
from ..core.labels import shown_name
from .arch_table import table_caption, table_svg
from .classic import STAGE_HEAD
from .style import (
    CARD_COLORS,
    FONT,
    INK,
    KIND_COLORS,
    MUTED,
    PAPER,
    pill,
    score_pad_with_ties,
    text_on,
)

COLORS = {"grey": CARD_COLORS["gray"], "yellow": CARD_COLORS["yellow"], "green": CARD_COLORS["green"],
          "blue": CARD_COLORS["blue"], "red": CARD_COLORS["red"]}
WONDER_COLOR = "#a1887f"
TOKEN_COLOR = "#43a047"


def _rules():
    from ..architects.rules import ruleset
    return ruleset()


def _say_engine(key, **fields):
    return say(key, **fields) if key in catalog() else ""


def _levels(wonder):
    """Each stage's height in the pyramid: 0 on the ground, else one above its highest support."""
    level = {}
    for stage in wonder.stages:
        level[stage.id] = 1 + max((level[k] for k in stage.rests_on), default=-1)
    return level


def _built_ids(built):
    if isinstance(built, int):
        return {i + 1 for i in range(5) if built >> i & 1}
    return set(built or ())


def wonder_html(wonder, built=()):
    """A wonder as its five pieces, stacked the way they rest on each other, built or not.

    ``built``: the ids of the built stages (or their bit mask, as the engine keeps them).
    """
    built = _built_ids(built)
    level = _levels(wonder)
    rows = []
    for height in sorted(set(level.values()), reverse=True):
        pieces = []
        for stage in (s for s in wonder.stages if level[s.id] == height):
            done = stage.id in built
            support = (say("lab.arch.rests_on", stages=", ".join(map(str, stage.rests_on)))
                       if stage.rests_on else say("lab.arch.ground"))
            power = pill(_say_engine(f"arch.power.{stage.power}").split(":")[0].strip() or stage.power, KIND_COLORS["power"],
                         title=_say_engine(f"arch.power.{stage.power}")) if stage.power else ""
            pieces.append(
                f'<div class="wonderlab-stage" data-stage="{stage.id}" data-built="{str(done).lower()}" '
                f'style="flex:1;min-width:110px;max-width:170px;margin:3px;padding:4px 6px;border-radius:6px;'
                f'border:{"2px solid " + KIND_COLORS["free"] if done else "2px dashed " + MUTED};'
                f'background:{"#e3f0dc" if done else PAPER};color:{INK}">'
                f'<div style="{STAGE_HEAD}"><b>{escape(say("lab.stage", n=stage.id))}</b> '
                f'<span style="font-size:11px">{"✓ " + escape(say("lab.built")) if done else escape(say("lab.not_built"))}</span></div>'
                f'<div style="font-size:12px">{escape(stage.cost_label)}</div>'
                f'<div>{pill(say("lab.points", n=stage.points), KIND_COLORS["points"])}{power}</div>'
                f'<div style="font-size:11px;color:{MUTED}">{escape(support)}</div></div>')
        rows.append(f'<div style="display:flex;justify-content:center">{"".join(pieces)}</div>')
    other = wonder.name if language() == "fr" else wonder.name_fr
    power = _say_engine(f"arch.power.{wonder.power}") if wonder.power else ""
    return (
        f'<div class="wonderlab-wonder" data-wonder="{escape(wonder.id)}" style="display:inline-block;vertical-align:top;'
        f'min-width:340px;max-width:620px;margin:4px;border:3px solid {WONDER_COLOR};border-radius:8px;'
        f'background:#f4ede1;color:{INK};{FONT};font-size:13px">'
        f'<div style="background:{WONDER_COLOR};color:{text_on(WONDER_COLOR)};padding:4px 8px;font-weight:bold">'
        f'{escape(wonder.label)} <span style="font-weight:normal">({escape(other)}) · '
        f'{escape(say("lab.points", n=wonder.total_points))}</span></div>'
        + (f'<div style="padding:2px 8px;font-size:12px">{escape(power)}</div>' if power else "")
        + f'<div style="padding:2px 4px 4px">{"".join(rows)}</div></div>')


def token_html(token):
    """A Progress token: a green disc with its name and what it does."""
    key = f"lab.arch.token.{token.id}"
    text = say(key) if key in catalog() else ""
    other = token.name if language() == "fr" else token.name_fr
    return (
        f'<div class="wonderlab-token" data-token="{escape(token.id)}" style="display:inline-block;vertical-align:top;'
        f'width:150px;margin:4px;padding:8px;border-radius:40px;border:3px solid {TOKEN_COLOR};'
        f'background:#eef7ec;color:{INK};{FONT};font-size:12px;text-align:center">'
        f'<div style="font-weight:bold;font-size:13px">{escape(token.label)}</div>'
        f'<div style="color:{MUTED};font-size:11px">({escape(other)})</div><div>{escape(text)}</div></div>')


def kind_chip(kind, count=None):
    label = kind.label if count is None else f"{count} × {kind.label}"
    return pill(label, COLORS.get(kind.color, "#777777"))


def action_html(action):
    """An action: its sentence, and the cards it uses as coloured chips."""
    kinds = _rules().kinds
    chips = "".join(kind_chip(kinds[k]) for k in action.cards)
    return (
        f'<div class="wonderlab-action" data-kind="{action.kind}" style="display:inline-block;margin:2px;'
        f'padding:4px 8px;border-radius:8px;border:1px solid #cfc6b4;background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'{escape(str(action))} {chips}</div>')


def game_html(game):
    """The table: the decks drawn where they lie between the players (``arch_table``), then each
    player's wonder and cards; decks show their top card, the centre is hidden."""
    rules = game.rules
    players = []
    for seat in range(game.players):
        cards = "".join(kind_chip(rules.kinds[k], n) for k, n in enumerate(game.cards[seat]) if n)
        tokens = "".join(pill(rules.token(t).label, TOKEN_COLOR) for t in game.tokens[seat])
        extra = []
        if game.victories[seat]:
            extra.append(pill(f"{say('lab.arch.victories')}: {game.victories[seat]}", KIND_COLORS["shields"]))
        if game.cat == seat:
            extra.append(pill(say("lab.arch.cat"), "#546e7a"))
        deck = game.decks[seat]
        top = rules.kinds[deck[-1]].label if deck else say("lab.arch.empty")
        players.append(
            f'<div style="display:inline-block;vertical-align:top;margin:4px;padding:6px;border:1px solid #cfc6b4;'
            f'border-radius:8px;background:{PAPER};color:{INK}">'
            f'<div style="font-weight:bold;font-size:15px">{"▶ " if seat == game.current and not game.is_over else ""}'
            f'{escape(shown_name(game.names[seat]))}</div>{wonder_html(game.wonders[seat], game.built[seat])}'
            f'<div>{cards}{tokens}{"".join(extra)}</div>'
            f'<div style="font-size:11px;color:{MUTED}">{escape(say("lab.arch.deck", wonder=game.wonders[seat].label, size=len(deck), top=top))}</div></div>')
    central = game.decks[game.players]
    back = ('<span class="wonderlab-back" style="display:inline-block;width:14px;height:20px;margin:1px;'
            'border-radius:3px;background:#5d4037;color:#d7ccc8;border:1px solid #d7ccc8"></span>')
    offer = "".join(pill(rules.token(t).label, TOKEN_COLOR) for t in game.face_up)
    where = (say("lab.game.over") if game.is_over
             else say("lab.arch.turn", turn=game.turn, player=shown_name(game.names[game.current])))
    return (
        f'<div class="wonderlab-game" style="padding:6px;border-radius:8px;background:#efe8da;color:{INK};{FONT};font-size:13px">'
        f'<div style="font-weight:bold;font-size:16px">{escape(say("lab.arch.title", players=game.players))} · {escape(where)}</div>'
        f'<div>{back if central else ""} {escape(say("lab.arch.central", size=len(central)))} · '
        f'{escape(say("lab.arch.conflict", war=game.war, tokens=game.conflicts))} · '
        f'{escape(say("lab.arch.progress_offer"))}: {offer}</div>'
        f'<div style="margin:6px 0">{table_svg(game)}'
        f'<div style="font-size:12px;color:{INK};max-width:720px">{escape(table_caption(game))}</div></div>'
        f'{"".join(players)}</div>')


def score_html(sheets, winners=None):
    """Score sheets as a score pad; ties go to the most stages built."""
    return score_pad_with_ties(sheets, winners, "stages")

