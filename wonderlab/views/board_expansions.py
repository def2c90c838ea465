"""Duel's Pantheon and Senate in the board picture (``board.py``), our own drawing, as the table
draws them (play.js): six spaces whose Divinities are coloured by their Mythology, six Chambers in
three sections with each player's cubes and who controls it. Only what every player may see: a
Divinity face down shows its Mythology alone, a Decree face down is "face down", a Conspiracy not
yet triggered is counted, never named.

>>> from ..duel.game import Game
>>> parts, height = expansion_bands(Game(seed=7, pantheon=True, agora=True), 1180)
>>> len(parts), height > 300, 'class="pantheon"' in parts[0], 'class="senate"' in parts[1]
(2, True, True, True)
>>> expansion_bands(Game(seed=7), 1180)
([], 0)
"""

from ..core.i18n import register, say
from .board import _text as _svg_text
from .board import _wrap
from .style import INK, MUTED, PAPER

# the Mythologies' colours of the table's boards (widgets/static/play.css), white text on each
MYTH_COLORS = {"mesopotamian": "#00695c", "phoenician": "#8e245c", "greek": "#1f5fa8", "egyptian": "#865400",
               "roman": "#a52a2a", None: "#4a4a4a"}
SENATE = "#6a4c93"                      # the Senate's sections (play.css)
CUBES = ("#1f5fa8", "#b71c1c")          # the first and second player's influence cubes
GAP = 8

register({
    "board.pantheon.title": {"en": "The Pantheon", "fr": "Le Panthéon"},
    "board.pantheon.space": {"en": "space {n}", "fr": "case {n}"},
    "board.pantheon.costs": {"en": "{name0} {first} · {name1} {second} coins",
                             "fr": "{name0} {first} · {name1} {second} pièces"},
    "board.pantheon.empty": {"en": "empty", "fr": "vide"},
    "board.pantheon.down": {"en": "face down", "fr": "face cachée"},
    "board.pantheon.decks": {"en": "Divinity decks: {decks}", "fr": "Pioches de Divinités : {decks}"},
    "board.pantheon.tokens": {"en": "Tokens on the structure: {tokens}", "fr": "Jetons sur la structure : {tokens}"},
    "board.pantheon.at": {"en": "{what} (position {q})", "fr": "{what} (position {q})"},
    "board.pantheon.offerings": {"en": "Offering tokens on the structure: {tokens}",
                                 "fr": "Jetons Offrande sur la structure : {tokens}"},
    "board.pantheon.player": {"en": "{name}: Divinities {divinities} · Mythology tokens {myths} · {offerings}",
                              "fr": "{name} : Divinités {divinities} · jetons Mythologie {myths} · {offerings}"},
    "board.none": {"en": "none", "fr": "aucun"},
    "board.none.f": {"en": "none", "fr": "aucune"},          # (Divinités, Conspirations)
    "board.senate.title": {"en": "The Senate", "fr": "Le Sénat"},
    "board.senate.section": {"en": "{section} section", "fr": "section {section}"},
    "board.senate.chamber": {"en": "Chamber {n} · {points} pt", "fr": "Chambre {n} · {points} pt"},
    "board.senate.controls": {"en": "{name} controls it", "fr": "{name} la contrôle"},
    "board.senate.nobody": {"en": "nobody controls it", "fr": "personne ne la contrôle"},
    "board.senate.decree_down": {"en": "Decree face down", "fr": "Décret face cachée"},
    "board.senate.player": {"en": "{name}: {reserve} cubes in reserve · Senators {senators} · Conspiracies {plots}",
                            "fr": "{name} : {reserve} cubes en réserve · Sénateurs {senators} · Conspirations {plots}"},
    "board.senate.hidden": {"en": "{count} face down ({prepared} prepared)", "fr": "{count} face cachée ({prepared} préparées)"},
    "board.senate.triggered": {"en": "{name} triggered", "fr": "{name} déclenchée"},
})


def expansion_bands(game, width):
    """The SVG groups of the Pantheon and the Senate a Duel ``game`` plays (each ``<g>`` from
    y = 0, stacked by the caller) and their total height: ``(parts, height)``."""
    from ..duel.agora import AgoraGame
    from ..duel.pantheon import PantheonGame

    parts, height = [], 0
    for kind, draw in ((PantheonGame, _pantheon), (AgoraGame, _senate)):
        if isinstance(game, kind):
            body, tall = draw(game, width)
            parts.append(f'<g transform="translate(0,{height})">{body}</g>')
            height += tall + GAP
    return parts, height


# -- Pantheon ---------------------------------------------------------------------------------
def _pantheon(game, width):
    from ..duel.pantheon_actions import offering_words, offerings_held
    from ..duel.pantheon_data import ALL_DIVINITIES, BOARD_COSTS, SPACES

    names = game.names
    out, y = [], 24
    out.append(_text(8, 19, say("board.pantheon.title"), 16, True))
    box = (width - 16 - GAP * (SPACES - 1)) / SPACES
    for s in range(SPACES):
        x = 8 + s * (box + GAP)
        index = game.spaces[s]
        out.append(f'<rect x="{x:.1f}" y="{y}" width="{box:.1f}" height="78" rx="5" fill="#ffffff" '
                   f'stroke="#d8cfbd" stroke-dasharray="{"" if index is not None else "5 3"}"/>')
        out.append(_text(x + 6, y + 16, say("board.pantheon.space", n=s + 1), 12.5, True, room=box - 12))
        out.append(_text(x + 6, y + 72, say("board.pantheon.costs", name0=names[0], first=BOARD_COSTS[0][s],
                                            name1=names[1], second=BOARD_COSTS[1][s]), 12, False, MUTED, box - 12))
        if index is None:
            out.append(_text(x + 6, y + 40, say("board.pantheon.empty"), 12.5, False, MUTED, box - 12))
            continue
        god = ALL_DIVINITIES[index]
        fill = MYTH_COLORS[god.mythology]
        out.append(f'<rect x="{x + 4:.1f}" y="{y + 22}" width="{box - 8:.1f}" height="34" rx="4" fill="{fill}" '
                   f'class="divinity" data-myth="{god.mythology or "gate"}"/>')
        myth = _myth(god.mythology)
        first = god.title if game.age >= 2 else say("board.pantheon.down")     # face down in Age I
        out.append(_text(x + 9, y + 37, first, 12.5, True, "#ffffff", box - 18))
        if myth:
            out.append(_text(x + 9, y + 52, myth, 12, False, "#ffffff", box - 18))
    y += 84
    view = game.view(0)["pantheon"]              # (the decks' counts, the tokens and cities: public)
    decks = ", ".join(f"{_myth(m)} {len(deck)}" for m, deck in game.decks.items())
    lines = [say("board.pantheon.decks", decks=decks)]
    tokens = [say("board.pantheon.at", what=_myth(m), q=q) for q, m in sorted(view["mythology_tokens"].items())]
    if tokens:
        lines.append(say("board.pantheon.tokens", tokens=", ".join(tokens)))
    offered = [say("board.pantheon.at", what=offering_words(n, held=False), q=q)
               for q, n in sorted(view["offering_tokens"].items())]
    if offered:
        lines.append(say("board.pantheon.offerings", tokens=", ".join(offered)))
    for i in (0, 1):
        lines.append(say("board.pantheon.player", name=names[i],
                         divinities=", ".join(ALL_DIVINITIES[d].label for d in game.gods[i]) or say("board.none.f"),
                         myths=", ".join(map(_myth, game.myths[i])) or say("board.none"),
                         offerings=offerings_held(game.offerings[i], " · ")))
    for line in lines:
        y += 16
        out.append(_text(8, y, line, 12.5, False, INK, width - 16))
    y += 8
    return _panel("pantheon", width, y, out), y


def _myth(ident):
    from ..duel.pantheon_actions import _MYTHS

    return _MYTHS[ident].label if ident in _MYTHS else ""


# -- Agora ------------------------------------------------------------------------------------
def _senate(game, width):
    from ..duel.conspiracies import conspiracy
    from ..duel.decrees import decree_text
    from ..duel.senate import CHAMBERS, facts, section_of
    from ..duel.senators import senator

    names, board = game.names, game.senate
    points = facts()["senate"]["points"]
    out, top = [_text(8, 19, say("board.senate.title"), 16, True)], 24
    section = (width - 16 - 2 * GAP) / 3
    chamber = (section - GAP) / 2
    texts = {c: [say("board.senate.decree_down") if not board.face_up[d] else decree_text(d) for d in board.decrees[c]]
             for c in range(CHAMBERS)}
    wrapped = {c: [w for t in texts[c] for w in _wrap(t, chamber - 16, 12)] for c in texts}
    tall = 78 + 15 * max(len(w) for w in wrapped.values())
    for s in range(3):
        x = 8 + s * (section + GAP)
        out.append(f'<rect x="{x:.1f}" y="{top}" width="{section:.1f}" height="3" fill="{SENATE}"/>')
        out.append(_text(x + section / 2, top + 17, say("board.senate.section", section=say(f"agora.section.{s}")),
                         12, False, MUTED, section, "middle"))
    for c in range(CHAMBERS):
        s = section_of(c)
        x = 8 + s * (section + GAP) + (c - [k for k in range(CHAMBERS) if section_of(k) == s][0]) * (chamber + GAP)
        y = top + 24
        owner = board.controller(c)
        stroke = CUBES[owner] if owner is not None else "#d8cfbd"
        out.append(f'<rect x="{x:.1f}" y="{y}" width="{chamber:.1f}" height="{tall}" rx="5" fill="#ffffff" '
                   f'stroke="{stroke}" stroke-width="{2 if owner is not None else 1}"/>')
        out.append(_text(x + 6, y + 16, say("board.senate.chamber", n=c + 1, points=points[c]), 12.5, True, INK, chamber - 12))
        for i in (0, 1):
            row = y + 33 + 16 * i
            out.append(_text(x + 6, row, f"{names[i]} {board.cubes[i][c]}", 12, False, INK, chamber / 2 - 8))
            for k in range(min(board.cubes[i][c], 8)):
                out.append(f'<rect x="{x + chamber / 2 + k * 9:.1f}" y="{row - 9}" width="7" height="7" '
                           f'fill="{CUBES[i]}"/>')
        control = say("board.senate.nobody") if owner is None else say("board.senate.controls", name=names[owner])
        out.append(_text(x + 6, y + 66, control, 12, owner is not None, INK if owner is not None else MUTED, chamber - 12))
        for k, line in enumerate(wrapped[c]):
            out.append(_text(x + 8, y + 84 + 15 * k, line, 12, False, INK, chamber - 16))
    y = top + 24 + tall + 4
    for i in (0, 1):
        hidden = [p for p in game.plots[i] if not p[2]]
        said = [say("board.senate.triggered", name=conspiracy(c).label) for c, _card, done in game.plots[i] if done]
        if hidden:
            said.insert(0, say("board.senate.hidden", count=len(hidden), prepared=sum(p[1] is not None for p in hidden)))
        y += 16
        out.append(_text(8, y, say("board.senate.player", name=names[i], reserve=board.reserve(i),
                                   senators=", ".join(senator(s).label for s in game.senators[i]) or say("board.none"),
                                   plots=", ".join(said) or say("board.none.f")), 12.5, False, INK, width - 16))
    y += 8
    return _panel("senate", width, y, out), y


# -- drawing ----------------------------------------------------------------------------------
def _panel(kind, width, height, parts):
    return (f'<g class="{kind}"><rect width="{width}" height="{height}" rx="6" fill="{PAPER}" stroke="#d8cfbd"/>'
            f'{"".join(parts)}</g>')


def _text(x, y, text, size, bold=False, color=INK, room=None, anchor="start"):
    return _svg_text(x, y, text, size, bold, color, room if room is not None else 10_000, anchor)
