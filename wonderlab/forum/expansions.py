"""Duel's expansions at the forum: what a post says of the Pantheon and of the Senate (only what
the whole table may see), and what a hand message tells its player of their own secrets.

>>> from wonderlab.duel.game import Game
>>> game = Game(seed=7, agora=True)
>>> public_lines(game, ["Ana", "Bo"])[0]
'**Senate (influence cubes Ana–Bo; a Chamber is controlled on a strict majority):**'
>>> expansions_of(Game(seed=7)), expansions_of(Game(seed=7, pantheon=True, agora=True))
((), ('pantheon', 'agora'))
"""

from functools import cache

from ..core.i18n import register, say

EXPANSIONS = ("pantheon", "agora")      # Duel's, each an option of its engine

register({
    "forum.expansion.bad": {"en": "--{expansion}: only 7 Wonders Duel has Pantheon and Agora (game: {game})",
                            "fr": "--{expansion} : seul 7 Wonders Duel a Panthéon et Agora (jeu : {game})"},
    "forum.expansion.named": {"en": "+ {expansion}", "fr": "+ {expansion}"},
    "forum.expansion.pantheon": {"en": "Pantheon", "fr": "Panthéon"},
    "forum.expansion.agora": {"en": "Agora", "fr": "Agora"},
    # Pantheon
    "forum.pantheon.title": {"en": "Pantheon:", "fr": "Panthéon :"},
    "forum.pantheon.empty": {"en": "space {space}: empty", "fr": "case {space} : vide"},
    "forum.pantheon.down": {"en": "space {space}: a {mythology} Divinity, face down",
                            "fr": "case {space} : une Divinité de la mythologie {mythology}, face cachée"},
    "forum.pantheon.up": {"en": "space {space}: {divinity}, {first} coins for {name0}, {second} for {name1}",
                          "fr": "case {space} : {divinity}, {first} pièces pour {name0}, {second} pour {name1}"},
    "forum.pantheon.myth_on": {"en": "Mythology tokens on the structure: {tokens}",
                               "fr": "Jetons Mythologie sur la structure : {tokens}"},
    "forum.pantheon.offering_on": {"en": "Offering tokens on the structure: {tokens}",
                                   "fr": "Jetons Offrande sur la structure : {tokens}"},
    "forum.pantheon.at": {"en": "{what} at position {position}", "fr": "{what} en position {position}"},
    "forum.pantheon.player": {"en": "{name}: Divinities {divinities}; Mythology tokens {myths}; {offerings}",
                              "fr": "{name} : Divinités {divinities} ; jetons Mythologie {myths} ; {offerings}"},
    "forum.pantheon.yours": {"en": "Your face-down Divinity: {divinity} on space {space}",
                             "fr": "Votre Divinité face cachée : {divinity} sur la case {space}"},
    # Agora
    "forum.senate.title": {"en": "Senate (influence cubes {name0}–{name1}; a Chamber is controlled on a strict majority):",
                           "fr": "Sénat (cubes d'influence {name0}–{name1} ; une Chambre est contrôlée à la majorité stricte) :"},
    "forum.senate.chamber": {"en": "Chamber {chamber}: {cubes0}–{cubes1}, {control}; Decree: {decree}",
                             "fr": "Chambre {chamber} : {cubes0}–{cubes1}, {control} ; Décret : {decree}"},
    "forum.senate.controls": {"en": "{name} controls it", "fr": "{name} la contrôle"},
    "forum.senate.nobody": {"en": "nobody controls it", "fr": "personne ne la contrôle"},
    "forum.senate.face_down": {"en": "face down", "fr": "face cachée"},
    "forum.senate.none": {"en": "none", "fr": "aucun"},
    "forum.senate.player": {"en": "{name}: Senators {senators}; Conspiracies {conspiracies}",
                            "fr": "{name} : Sénateurs {senators} ; Conspirations {conspiracies}"},
    "forum.senate.hidden": {"en": "face down: {count} (prepared: {prepared})",
                            "fr": "face cachée : {count} (préparées : {prepared})"},
    "forum.senate.triggered": {"en": "{conspiracy} triggered", "fr": "{conspiracy} déclenchée"},
    "forum.senate.yours": {"en": "Your Conspiracies: {conspiracies}", "fr": "Vos Conspirations : {conspiracies}"},
    "forum.senate.prepared": {"en": "{conspiracy} (prepared with {card})", "fr": "{conspiracy} (préparée avec {card:le})"},
})


def item_label(ident):
    """The name of a Duel card, wonder, progress token or Senator from its id, the expansions' too.

    >>> item_label("the_sanctuary"), item_label("clay_pool")
    ('The Sanctuary', 'Clay Pool')
    """
    return _items()[ident].label


@cache
def _items():
    from ..duel.game import _CARD_LIST, _TOKEN_LIST, _WONDER_LIST
    from ..duel.senators import senators

    found = {}
    for item in (*_CARD_LIST, *_WONDER_LIST, *_TOKEN_LIST, *senators()):
        if item is not None:
            found.setdefault(item.id, item)
    return found


def expansions_of(game):
    """The expansions a Duel game plays: ``pantheon``, ``agora``, both or none (a tuple)."""
    options = game.record().options
    return tuple(name for name in EXPANSIONS if options.get(name))


def expansion_label(names):
    """``+ Pantheon + Agora``: said after the game's name when a game plays expansions.

    >>> expansion_label(("pantheon",))
    '+ Pantheon'
    """
    return " ".join(say("forum.expansion.named", expansion=say(f"forum.expansion.{name}")) for name in names)


def public_lines(game, names):
    """The expansions' state the whole table may see, as lines of a post."""
    found = expansions_of(game)
    return [*(_pantheon(game, names) if "pantheon" in found else ()), *(_senate(game, names) if "agora" in found else ())]


def private_lines(game, seat):
    """What ``seat``'s own message adds: their face-down Divinity, their Conspiracies."""
    expansion = expansions_of(game)
    view = game.view(seat)
    lines = []
    if "pantheon" in expansion and not game.age >= 2:
        for space, (spot, placed) in enumerate(zip(view["pantheon"]["spaces"], game.placed_by, strict=True), 1):
            if spot is not None and placed == seat:
                lines.append(say("forum.pantheon.yours", divinity=_divinity(spot["divinity"]), space=space))
    if "agora" in expansion and view["conspiracies"][seat]:
        lines.append(say("forum.senate.yours", conspiracies=", ".join(_own_plot(p) for p in view["conspiracies"][seat])))
    return lines


# -- Pantheon --------------------------------------------------------------------------------
def _pantheon(game, names):
    from ..duel.pantheon_actions import offering_words, offerings_held

    views = game.view(0)["pantheon"], game.view(1)["pantheon"]
    lines = [f"**{say('forum.pantheon.title')}**"]
    for space, (mine, theirs) in enumerate(zip(views[0]["spaces"], views[1]["spaces"], strict=True), 1):
        if mine is None:
            text = say("forum.pantheon.empty", space=space)
        elif mine["divinity"] is None or theirs["divinity"] is None:       # face down: its Mythology only
            text = say("forum.pantheon.down", space=space, mythology=_mythology(mine["mythology"]))
        else:
            divinity = _divinity(mine["divinity"])
            if mine["mythology"] is not None:           # (the Gate has none)
                divinity += f" ({_mythology(mine['mythology'])})"
            text = say("forum.pantheon.up", space=space, divinity=divinity, first=mine["costs"][0],
                       second=mine["costs"][1], name0=names[0], name1=names[1])
        lines.append(f"- {text}")
    public = views[0]
    if public["mythology_tokens"]:
        tokens = [say("forum.pantheon.at", what=_mythology(m), position=q) for q, m in sorted(public["mythology_tokens"].items())]
        lines.append(say("forum.pantheon.myth_on", tokens=", ".join(tokens)))
    if public["offering_tokens"]:
        tokens = [say("forum.pantheon.at", what=offering_words(x, held=False), position=q)
                  for q, x in sorted(public["offering_tokens"].items())]
        lines.append(say("forum.pantheon.offering_on", tokens=", ".join(tokens)))
    for i, player in enumerate(public["players"]):
        lines.append("- " + say("forum.pantheon.player", name=names[i],
                                divinities=", ".join(map(_divinity, player["divinities"])) or say("forum.senate.none"),
                                myths=", ".join(map(_mythology, player["mythology"])) or say("forum.senate.none"),
                                offerings=offerings_held(player["offerings"], "; ")))
    return lines


def _divinity(ident):
    from ..duel.pantheon_data import ALL_DIVINITIES

    return next(d.label for d in ALL_DIVINITIES if d.id == ident)


def _mythology(ident):
    from ..duel.pantheon_actions import _MYTHS

    return _MYTHS[ident].label


# -- Agora -----------------------------------------------------------------------------------
def _senate(game, names):
    from ..duel.decrees import decree_text

    public = game.view(1 - game.current)       # the Senate and the Senators are public
    cubes, decrees = public["senate"]["cubes"], public["senate"]["decrees"]
    lines = [f"**{say('forum.senate.title', name0=names[0], name1=names[1])}**"]
    for chamber in range(len(cubes[0])):
        owner = game.senate.controller(chamber)
        control = (say("forum.senate.nobody") if owner is None
                   else say("forum.senate.controls", name=names[owner]))
        shown = [say("forum.senate.face_down") if d is None else decree_text(d) for d in decrees[chamber]]
        lines.append("- " + say("forum.senate.chamber", chamber=chamber + 1, cubes0=cubes[0][chamber],
                                cubes1=cubes[1][chamber], control=control,
                                decree=", ".join(shown) or say("forum.senate.none")))
    for i in (0, 1):
        plots = game.plots[i]
        hidden = [p for p in plots if not p[2]]
        said = [say("forum.senate.triggered", conspiracy=_conspiracy_label(c)) for c, _card, done in plots if done]
        if hidden:
            said.insert(0, say("forum.senate.hidden", count=len(hidden), prepared=sum(p[1] is not None for p in hidden)))
        lines.append("- " + say("forum.senate.player", name=names[i],
                                senators=", ".join(_senator(s) for s in public["senators"][i]) or say("forum.senate.none"),
                                conspiracies=", ".join(said) or say("forum.senate.none")))
    return lines


def _conspiracy_label(ident):
    from ..duel.conspiracies import conspiracy

    return conspiracy(ident).label


def _senator(ident):
    return item_label(ident)


def _own_plot(plot):
    name = _conspiracy_label(plot["conspiracy"])
    if plot["triggered"]:
        return say("forum.senate.triggered", conspiracy=name)
    if plot["prepared"] is None:
        return name
    card = _items()[plot["prepared"]]       # an Age card or a Senator ("the Conspirator")
    return say("forum.senate.prepared", conspiracy=name, card=getattr(card, "called", card.label))

