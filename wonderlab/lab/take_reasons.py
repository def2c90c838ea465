"""Why take a card, in 7 Wonders Architects: the card named when the seat can see it, and what
it does for the seat now.

A take names the card it gives when ``seat`` sees it (a deck's face-up top; the central top
only when the Cat showed it; otherwise « a hidden card ») and says, most telling first, what it
does now (the French rules, seed 002):

- ``stage``: a grey or gold card that completes a wonder stage (« Dès que tu as les
  ressources permettant une étape disponible, tu dois la construire »), the gold counted as the
  wildcard it is (« Une jaune est une pièce qui remplace une ressource manquante »), with what
  the stage's power brings (Babylon's Progress token, Olympia's two cards...), or one that covers
  one more of an open stage's resources;
- ``science``: a green card that makes a pair or three different symbols, traded for a Progress
  token while one is left (« Avec deux symboles scientifiques identiques ou les trois
  différents, tu dois … prendre un Progrès »), or one towards it;
- ``military``: horns that turn conflict tokens, the last one bringing a battle at the end of the
  turn (« Lorsque tous montrent Bataille, une bataille générale a lieu à la fin de ton tour »),
  and shields;
- ``points``: the Cat taken from its holder, or kept (« Quand une carte bleue porte le Chat, prends
  ce pion à son détenteur ou au centre »), and a blue card's points.

``take_reasons(game, seat, action)`` gives ``(kind, text)`` pairs; the first says the card and
the most telling effect together (« takes the Gold from the right deck: … »).

>>> from wonderlab.architects.game import Game
>>> game = Game.from_position('''architects; turn 35; to play Player 2; seat Player 2; war 1
... Player 1: Giza; stages 1; cards stone 1, brick 1, science_compass 1, blue_3 2, red_0_horns 2, red_1_horn 1; victory 2
... Player 2: Olympia; stages 1 2 3; cards glass 2, blue_2_cat 2; progress Economy; cat
... Player 3: Rhodes; stages 1; cards brick 1, papyrus 1, science_compass 1, science_tablet 1, blue_3 1, blue_2_cat 2, red_0_horns 1; victory 1
... decks: Giza 11 gold; Olympia 18 red_1_horn; Rhodes 21 gold; central 49 stone
... progress: Education, Culture, Science
... discard: wood 2, stone 3, brick 3, papyrus 1, glass 1, gold 1, science_tablet 2, red_1_horn 2, red_2_horns 1
... ''')
>>> take = next(a for a in game.legal_actions(1) if a.source == "right")
>>> take_reasons(game, 1, take)[0][1]
'takes the Gold from the right deck: it completes stage 4 of Olympia (3 identical resources) with Glass, Glass and Gold, the Gold standing for a missing resource (+5 wonder points), then you take the top card of the left and right decks'
"""

from ..architects.actions import card_phrase
from ..core.i18n import language, plural, register, say
from ..core.labels import shown_name

__all__ = ["seen_top", "take_reasons"]

register({
    "reasons.arch.take": {"en": "takes {card} from {source}", "fr": "prend {card} de {source}"},
    "reasons.arch.take.central": {"en": "takes {card} from the central deck (the Cat showed it to you)",
                                  "fr": "prend {card} de la pioche centrale (le Chat vous l'a montré)"},
    "reasons.arch.take.hidden": {"en": "takes a hidden card from the central deck",
                                 "fr": "prend une carte cachée de la pioche centrale"},
    "reasons.arch.with": {"en": "{take}: {effect}", "fr": "{take} : {effect}"},
    "reasons.arch.completes": {"en": "it completes stage {stage} of {wonder} ({cost}) with {cards}",
                               "fr": "ce qui complète l'étape {stage} de {wonder} ({cost}) avec {cards}"},
    "reasons.arch.gold.one": {"en": ", the Gold standing for {missing}", "fr": ", l'Or remplaçant {missing}"},
    "reasons.arch.gold.many": {"en": ", the {count} Gold standing for {missing}",
                               "fr": ", les {count} Or remplaçant {missing}"},
    "reasons.arch.missing.one": {"en": "a missing resource", "fr": "une ressource qui manque"},
    "reasons.arch.missing.many": {"en": "{count} missing resources", "fr": "{count} ressources qui manquent"},
    "reasons.arch.stage_points": {"en": " ({points})", "fr": " ({points})"},
    # what a stage's power brings once it is built (``data/architects/wonders.json``, ``Game._stage_power``)
    "reasons.arch.power.any_deck": {"en": ", then you take the top card of any deck",
                                    "fr": ", puis vous prenez le sommet d'une pioche au choix"},
    "reasons.arch.power.progress": {"en": ", then you choose a Progress token",
                                    "fr": ", puis vous choisissez un jeton Progrès"},
    "reasons.arch.power.progress_none": {"en": ", but no Progress token is left for its power",
                                         "fr": ", mais il ne reste aucun jeton Progrès pour son pouvoir"},
    "reasons.arch.power.central": {"en": ", then you take the top card of the central deck",
                                   "fr": ", puis vous prenez le sommet de la pioche centrale"},
    "reasons.arch.power.look_five": {"en": ", then you look at the top 5 cards of a neighbouring deck and keep one",
                                     "fr": ", puis vous regardez les 5 cartes du sommet d'une pioche voisine et en gardez une"},
    "reasons.arch.power.left_and_right": {"en": ", then you take the top card of the left and right decks",
                                          "fr": ", puis vous prenez le sommet des deux pioches voisines"},
    "reasons.arch.power.shield": {"en": ", and one more shield, for good",
                                  "fr": ", et un bouclier permanent de plus"},
    "reasons.arch.last": {"en": ", your last stage: the game ends with this turn",
                          "fr": ", votre dernière étape : la partie finit avec ce tour"},
    "reasons.arch.towards": {"en": "a step towards stage {stage} of {wonder} ({cost}): {covered} of its {count} resources",
                             "fr": "un pas vers l'étape {stage} de {wonder} ({cost}) : {covered} de ses {count} ressources"},
    "reasons.arch.pair": {"en": "a second {symbol}, a pair you trade for a progress token",
                          "fr": "un deuxième symbole {symbol}, une paire que vous échangez contre un jeton Progrès"},
    "reasons.arch.trio": {"en": "a {symbol}, the third different symbol, a set you trade for a progress token",
                          "fr": "un symbole {symbol}, le troisième différent, une série que vous échangez contre un jeton Progrès"},
    "reasons.arch.no_token": {"en": "a {symbol} that makes a set, but no progress token is left to take",
                              "fr": "un symbole {symbol} qui fait une série, mais il ne reste aucun jeton Progrès à prendre"},
    "reasons.arch.horns.one": {"en": "its horn turns a conflict token to battle ({war} of {tokens})",
                               "fr": "son cor retourne un jeton Conflit côté Bataille ({war} sur {tokens})"},
    "reasons.arch.horns.many": {"en": "its horns turn {count} conflict tokens to battle ({war} of {tokens})",
                                "fr": "ses cors retournent {count} jetons Conflit côté Bataille ({war} sur {tokens})"},
    "reasons.arch.battle": {"en": "it turns the last conflict token: a battle ends your turn, your {mine} against {others}",
                            "fr": "ce qui retourne le dernier jeton Conflit : une bataille finit votre tour, vos {mine} contre {others}"},
    "reasons.arch.against": {"en": "{count} for {name}", "fr": "{count} pour {name}"},
    "reasons.arch.cat.take": {"en": "takes the Cat ({points} at the end while you hold it)",
                              "fr": "prend le Chat ({points} à la fin tant que vous le gardez)"},
    "reasons.arch.cat.from": {"en": "takes the Cat from {name} ({points} at the end while you hold it)",
                              "fr": "prend le Chat à {name} ({points} à la fin tant que vous le gardez)"},
    "reasons.arch.cat.kept": {"en": "you keep the Cat, which you already hold",
                              "fr": "vous gardez le Chat, que vous avez déjà"},
})

# the kinds of reasons a take gives, most telling first: the first is said with the card
_ORDER = ("stage", "science", "horns", "cat", "points", "military", "step")


def seen_top(game, seat, source):
    """The kind id of the card ``source`` gives ``seat``, when ``seat`` may see it (else None)."""
    view = game.view(seat)
    if source == "central":
        return view["central"]["top"]
    index = game.deck_index(seat, source)
    if index is None or index >= len(view["decks"]):
        return None
    return view["decks"][index]["top"]


def take_reasons(game, seat, action, ending=()):
    """The reasons of ``action``, a take of ``seat``: the card (when ``seat`` sees it) and what
    it does now, most telling first; with ``ending`` (the reasons of a take that ends the game),
    the card and that ending only."""
    from ..architects.rules import KINDS, ruleset
    from . import reasons  # noqa: F401 (the texts this module shares with it: points, shields, science)

    top = seen_top(game, seat, action.source)
    take = _take_text(action, top)
    if ending or top is None:
        found = list(ending)
    else:
        card = ruleset().kinds[KINDS.index(top)]
        found = sorted(_effects(game, seat, card, KINDS.index(top)), key=lambda pair: _ORDER.index(pair[0]))
        found = [({"horns": "military", "cat": "points", "step": "stage"}.get(kind, kind), text)
                 for kind, text in found]
    if not found:
        return [("take", take)]
    kind, text = found[0]
    return [(kind, say("reasons.arch.with", take=take, effect=text)), *found[1:]]


def _take_text(action, top):
    from ..architects.actions import source_text

    if top is None:
        return say("reasons.arch.take.hidden")
    if action.source == "central":
        return say("reasons.arch.take.central", card=card_phrase(top))
    return say("reasons.arch.take", card=card_phrase(top), source=source_text(action.source))


def _effects(game, seat, card, index):
    from ..architects.rules import GOLD, GREENS

    found = []
    if index <= GOLD:
        found += _stage(game, seat, index)
    if index in GREENS:
        found.append(_science(game, seat, card, index))
    if card.horns:
        found.append(("horns", _horns(game, seat, card)))
    if card.cat:
        found.append(("cat", _cat(game, seat)))
    if card.points:
        found.append(("points", plural(card.points, "reasons.points")))
    if card.shields:
        total = game.shields(seat) + card.shields
        best = max((s for s in range(game.players) if s != seat), key=lambda s: (game.shields(s), -s))
        found.append(("military", say("reasons.arch_shields", count=card.shields,
                                      shields=say("reasons.shields.one" if card.shields == 1 else "reasons.shields.many"),
                                      total=total, best=game.shields(best), name=shown_name(game.names[best]))))
    return found


def _pay_rules(game, seat):
    """(Engineering serves, coins per gold) for ``seat``'s next construction: each token serves
    one construction a turn, and a turn's card comes before any."""
    tokens, used = game.tokens[seat], game.used
    return "engineering" in tokens and "engineering" not in used, 2 if "economy" in tokens and "economy" not in used else 1


def _covered(held, stage, engineering, coins):
    """How many of ``stage``'s resources the grey and gold cards ``held`` cover (at most all)."""
    greys, gold = held[:5], held[5]
    if engineering:
        used = sum(greys)
    elif stage.identical:
        used = max(greys)
    else:
        used = sum(1 for n in greys if n)
    return min(stage.count, min(used, stage.count) + gold * coins)


def _stage(game, seat, index):
    """A grey or gold card: the open stage it completes (paid as the engine would: the fewest
    gold cards), else the one it brings nearer."""
    from ..architects.actions import kinds_text
    from ..architects.game import FULL
    from ..architects.payment import payments
    from ..architects.rules import GOLD

    wonder, built = game.wonders[seat], game.built[seat]
    before = tuple(game.cards[seat][:6])
    after = list(before)
    after[index] += 1
    after = tuple(after)
    engineering, coins = _pay_rules(game, seat)
    open_stages = [wonder.stage(i) for i in wonder.available(built)]
    for stage in open_stages:
        ways = payments(after, stage.count, stage.identical, engineering, coins)
        if ways and not payments(before, stage.count, stage.identical, engineering, coins):
            cards = ways[0]
            text = say("reasons.arch.completes", stage=stage.id, wonder=wonder.label, cost=stage.cost_label,
                       cards=kinds_text(cards))
            golds = cards.count(GOLD)
            if golds:       # the fewest gold cards pay for what the grey cards cannot cover
                missing = plural(stage.count - (len(cards) - golds), "reasons.arch.missing")
                text += plural(golds, "reasons.arch.gold", missing=missing)
            if built | stage.bit == FULL:
                text += say("reasons.arch.last")
            if stage.points:
                text += say("reasons.arch.stage_points", points=plural(stage.points, "reasons.wonder_points"))
            return [("stage", text + _power(game, stage))]
    nearer = [(_covered(after, s, engineering, coins), s) for s in open_stages
              if _covered(after, s, engineering, coins) > _covered(before, s, engineering, coins)]
    if not nearer:
        return []
    covered, stage = max(nearer, key=lambda pair: (pair[0] / pair[1].count, -pair[1].id))
    return [("step", say("reasons.arch.towards", stage=stage.id, wonder=wonder.label, cost=stage.cost_label,
                         covered=covered, count=stage.count))]


def _power(game, stage):
    """What ``stage``'s power brings when it is built (Babylon's stages 2 and 4: a Progress
    token, while one is left), or ""."""
    if not stage.power:
        return ""
    if stage.power == "progress" and not (game.face_up or game.stack):
        return say("reasons.arch.power.progress_none")
    return say(f"reasons.arch.power.{stage.power}")


def _science(game, seat, card, index):
    from ..architects.rules import GREENS

    held = [game.cards[seat][g] for g in GREENS]
    held[GREENS.index(index)] += 1
    symbol = card.label
    pair, trio = held[GREENS.index(index)] >= 2, all(held)
    if not (pair or trio):
        return ("science", say("reasons.science.toward", symbol=symbol))
    if not (game.face_up or game.stack):
        return ("science", say("reasons.arch.no_token", symbol=symbol))
    return ("science", say("reasons.arch.pair" if pair else "reasons.arch.trio", symbol=symbol))


def _horns(game, seat, card):
    war, tokens = game.war, game.conflicts
    now = min(tokens, war + card.horns)
    if now < tokens:
        return plural(now - war, "reasons.arch.horns", war=now, tokens=tokens)
    mine = game.shields(seat) + card.shields
    neighbours = sorted({game.left(seat), game.right(seat)} - {seat})
    others = say("lab.and").join(say("reasons.arch.against", count=game.shields(s), name=shown_name(game.names[s]))
                                 for s in neighbours)
    return say("reasons.arch.battle", mine=_shield_count(mine), others=others)


def _shield_count(count):
    word = say("reasons.shields.one" if count == 1 or (count == 0 and language() == "fr") else "reasons.shields.many")
    return f"{count} {word}"


def _cat(game, seat):
    from ..architects.rules import ruleset

    if game.cat == seat:
        return say("reasons.arch.cat.kept")
    points = plural(ruleset().cat_points, "reasons.points")
    if game.cat is None:
        return say("reasons.arch.cat.take", points=points)
    return say("reasons.arch.cat.from", name=shown_name(game.names[game.cat]), points=points)
