"""Why an option: reasons in the game's own terms, from the action's own effect and the
rollouts' ends, both what it gives and what it gives up against another option.

``reasons(game, seat, action, ...)`` lists ``(kind, text)`` pairs: the kinds are ``win``
(playing it ends the game won), ``end`` (it ends the game, behind), ``military``, ``science``,
``chain``, ``resource``, ``price`` (Duel: the rival pays more at the bank), ``bank`` (Duel: a yellow
card that sets the seat's price of a resource at 1 coin), ``points``, ``coins``, ``again``, ``token``,
``cost`` and ``power`` (Duel's expansions: a Decree that makes a take cheaper, what a Divinity or a
Senator brings: ``lab.expansion_reasons``), ``passes`` (7 Wonders: a
card it leaves to a neighbour), ``take`` and ``stage`` (Architects: the card taken, and the wonder stage
it completes or brings nearer: ``lab.take_reasons``) and, against another option's rollouts, ``trade`` (the score
categories that differ most, both ways), ``ways`` (how the wins come: ``lab.win_ways``) and a verdict
``better``, ``worse`` or ``equal``. A
reason names only what the position shows: a military reason only for shields, a chain only
where the city holds the card or symbol it chains from, science only for science symbols, a
resource only for a card producing it. What the seat may not see is never read: the action is
played on a world dealt again from what the seat sees (``game.redeal``).
``explain`` writes them as one or two sentences.

>>> from wonderlab.duel.game import Game
>>> game = Game(seed=1)
>>> while game.phase != "play":
...     _ = game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
>>> seat = game.waiting[0]
>>> action = next(a for a in game.legal_actions(seat) if a.kind == "discard")
>>> reasons(game, seat, action)
[('coins', '+2 coins, now enough for the Pyramids (8 coins) and Circus Maximus (8 coins)')]
"""

import math
import random

from ..core.grammar import after_colon, gerund, some, the
from ..core.i18n import language, plural, register, say
from ..core.labels import category_label, shown_name
from ..core.search import key, kind_of
from .expansion_reasons import expansion_reasons
from .take_reasons import seen_top as _architects_top
from .take_reasons import take_reasons
from .win_ways import leading, ways

__all__ = ["explain", "option_words", "reasons"]

register({
    "reasons.win": {"en": "{how}: you win now", "fr": "{how} : vous gagnez tout de suite"},
    "reasons.win.military": {"en": "military supremacy", "fr": "suprématie militaire"},
    "reasons.win.science": {"en": "scientific supremacy", "fr": "suprématie scientifique"},
    "reasons.win.political": {"en": "political supremacy", "fr": "suprématie politique"},
    "reasons.win.stage": {"en": "the last stage ends the game with you ahead ({mine} to {best})",
                          "fr": "la dernière étape finit la partie avec vous devant ({mine} contre {best})"},
    "reasons.win.end": {"en": "it ends the game with you ahead ({mine} to {best})",
                        "fr": "elle finit la partie avec vous devant ({mine} contre {best})"},
    "reasons.end": {"en": "it ends the game, but behind ({mine} to {best})",
                    "fr": "elle finit la partie, mais derrière ({mine} contre {best})"},
    "reasons.win.stage.open": {"en": "the last stage ends the game with you ahead, whatever the hidden cards",
                               "fr": "la dernière étape finit la partie avec vous devant, quelles que soient les cartes cachées"},
    "reasons.win.end.open": {"en": "it ends the game with you ahead, whatever the hidden cards",
                             "fr": "elle finit la partie avec vous devant, quelles que soient les cartes cachées"},
    "reasons.end.open": {"en": "it ends the game, but behind, whatever the hidden cards",
                         "fr": "elle finit la partie, mais derrière, quelles que soient les cartes cachées"},
    "reasons.shields": {"en": "+{count} {shields}: {total} against {left} for {left_name} and {right} for {right_name}",
                        "fr": "+{count} {shields} : {total} contre {left} pour {left_name} et {right} pour {right_name}"},
    "reasons.shields.one": {"en": "shield", "fr": "bouclier"},
    "reasons.shields.many": {"en": "shields", "fr": "boucliers"},
    "reasons.pawn": {"en": "moves the conflict pawn {count} towards {name}'s capital ({left} from it)",
                     "fr": "avance le pion Conflit de {count} vers la capitale de {name} (à {left} d'elle)"},
    "reasons.space.one": {"en": "{count} space", "fr": "{count} case"},
    "reasons.space.many": {"en": "{count} spaces", "fr": "{count} cases"},
    "reasons.arch_shields": {"en": "+{count} {shields}: {total} against {best} for {name}",
                             "fr": "+{count} {shields} : {total} contre {best} pour {name}"},
    "reasons.science.set": {"en": "completes a set of three different science symbols: +{points}",
                            "fr": "complète un groupe de trois symboles scientifiques différents : +{points}"},
    "reasons.science.more": {"en": "a {symbol}: science points {before} → {after}",
                             "fr": "un symbole {symbol} : points de science {before} → {after}"},
    "reasons.science.pair": {"en": "a second {symbol}: you take a progress token",
                             "fr": "un deuxième symbole {symbol} : vous prenez un jeton Progrès"},
    "reasons.science.different": {"en": "a {symbol}: {count} of the 6 different science symbols that win",
                                  "fr": "un symbole {symbol} : {count} des 6 symboles scientifiques différents qui font gagner"},
    "reasons.science.toward": {"en": "a {symbol} towards a progress token", "fr": "un symbole {symbol} vers un jeton Progrès"},
    "reasons.chain.free": {"en": "free by chaining from {parent}", "fr": "gratuite par chaînage depuis {parent:le}"},
    "reasons.chain.symbol": {"en": "free by chaining ({symbol})", "fr": "gratuite par chaînage ({symbol})"},
    "reasons.chain.later": {"en": "lets you build {cards} for free later, by chaining",
                            "fr": "permettra de construire {cards} gratuitement, par chaînage"},
    "reasons.resource.age": {"en": "{card} makes {resource}, in the cost of {cards}",
                             "fr": "{card:le} produit {resource}, qui entre dans le coût de {cards}"},
    "reasons.resource.shown": {"en": "{card} makes {resource}, in the cost of {cards}",
                               "fr": "{card:le} produit {resource}, qui entre dans le coût de {cards}"},
    "reasons.stage_of": {"en": "stage {stage} of {wonder}", "fr": "l'étape {stage} de la merveille {wonder}"},
    "reasons.cards_age.one": {"en": "{count} card of Age {age}", "fr": "{count} carte de l'Âge {age}"},
    "reasons.cards_age.many": {"en": "{count} cards of Age {age}", "fr": "{count} cartes de l'Âge {age}"},
    "reasons.cards_shown.one": {"en": "{count} card showing in the structure", "fr": "{count} carte visible de la structure"},
    "reasons.cards_shown.many": {"en": "{count} cards showing in the structure",
                                 "fr": "{count} cartes visibles de la structure"},
    "reasons.or": {"en": " or ", "fr": " ou "},
    "reasons.points.one": {"en": "+{count} victory point", "fr": "+{count} point de victoire"},
    "reasons.points.many": {"en": "+{count} victory points", "fr": "+{count} points de victoire"},
    "reasons.wonder_points.one": {"en": "+{count} wonder point", "fr": "+{count} point de merveille"},
    "reasons.wonder_points.many": {"en": "+{count} wonder points", "fr": "+{count} points de merveille"},
    "reasons.coins.one": {"en": "+{count} coin", "fr": "+{count} pièce"},
    "reasons.coins.many": {"en": "+{count} coins", "fr": "+{count} pièces"},
    # Duel: the coins a card or wonder gives when built, counted as its text says (the Port's 2
    # coins per brown card of your city, a guild's per card of the city that has the most)
    "reasons.gives.cards": {"en": "+{coins}: {each} for each {colors} card in your city ({count})",
                            "fr": "+{coins} : {each} par carte {colors} de votre cité ({count})"},
    "reasons.gives.wonders": {"en": "+{coins}: {each} for each wonder you have built ({count})",
                              "fr": "+{coins} : {each} par Merveille que vous avez construite ({count})"},
    "reasons.gives.guild": {"en": "+{coins}: {each} for each {colors} card of the city that has the most ({count})",
                            "fr": "+{coins} : {each} par carte {colors} de la cité qui en a le plus ({count})"},
    # Duel: a guild's points at the end, counted as the cities stand once it is built (the city
    # that has the most), and a Grand Temple's (Pantheon: 1, 2 or 3 score 5, 12 or 21)
    "reasons.guild_points.cards": {"en": "{points} at the end as the cities stand: {each} for each {colors} card of the "
                                         "city that has the most ({count})",
                                   "fr": "{points} à la fin en l'état des cités : {each} par carte {colors} de la cité "
                                         "qui en a le plus ({count})"},
    "reasons.guild_points.wonders": {"en": "{points} at the end as the cities stand: {each} for each wonder of the city "
                                           "that has built the most ({count})",
                                     "fr": "{points} à la fin en l'état des cités : {each} par Merveille de la cité qui "
                                           "en a construit le plus ({count})"},
    "reasons.guild_points.coin_sets": {"en": "{points} at the end as the cities stand: {each} for each 3 coins of the "
                                             "richer city ({count} × 3 coins)",
                                       "fr": "{points} à la fin en l'état des cités : {each} par lot de 3 pièces de la "
                                             "cité la plus riche ({count} lots)"},
    "reasons.temple.one": {"en": "your first Grand Temple: {points} at the end",
                           "fr": "votre premier Grand Temple : {points} à la fin"},
    "reasons.temple.many": {"en": "your {count} Grand Temples score {points} at the end ({before} before)",
                            "fr": "vos {count} Grands Temples rapportent {points} à la fin ({before} avant)"},
    "reasons.rival_coins.one": {"en": "{name} loses {count} coin", "fr": "{name} perd {count} pièce"},
    "reasons.rival_coins.many": {"en": "{name} loses {count} coins", "fr": "{name} perd {count} pièces"},
    "reasons.rival_price": {"en": "{name} now pays {after} coins at the bank for 1 {resource} ({before} before)",
                            "fr": "{name} paie désormais {after} pièces à la banque pour 1 {resource} ({before} avant)"},
    "reasons.own_price": {"en": "you now pay 1 coin at the bank for {items}",
                          "fr": "vous payez désormais 1 pièce à la banque pour {items}"},
    "reasons.own_price.item": {"en": "1 {resource} ({before} before)", "fr": "1 {resource} ({before} avant)"},
    "reasons.afford": {"en": ", now enough for {items}", "fr": ", de quoi payer désormais {items}"},
    "reasons.afford.cost": {"en": "({coins} coins)", "fr": "({coins} pièces)"},
    "reasons.again": {"en": "you play again", "fr": "vous rejouez"},
    "reasons.token": {"en": "takes {token}", "fr": "prend {token}"},
    "reasons.passes.one": {"en": "passes {card} to {name}, who holds {count} science symbol",
                           "fr": "passe {card:le} à {name}, qui a {count} symbole scientifique"},
    "reasons.passes.many": {"en": "passes {card} to {name}, who holds {count} science symbols",
                            "fr": "passe {card:le} à {name}, qui a {count} symboles scientifiques"},
    "reasons.trade.gain": {"en": "{points} {category}", "fr": "{points} en {category}"},
    "reasons.trade.but": {"en": "{gain}, but {loss}", "fr": "{gain}, mais {loss}"},
    "reasons.equal": {"en": "about equal", "fr": "à peu près égales"},
    "reasons.equal.same": {"en": "the same points: about equal", "fr": "les mêmes points : à peu près égales"},
    "reasons.better": {"en": "it wins more often ({mine} against {theirs})",
                       "fr": "elle gagne plus souvent ({mine} contre {theirs})"},
    "reasons.worse": {"en": "it wins less often ({mine} against {theirs})",
                      "fr": "elle gagne moins souvent ({mine} contre {theirs})"},
    "reasons.more": {"en": "more points on average ({gap})", "fr": "plus de points en moyenne ({gap})"},
    "reasons.fewer": {"en": "fewer points on average ({gap})", "fr": "moins de points en moyenne ({gap})"},
    "reasons.against": {"en": "Compared with {other}: {text}.", "fr": "Par rapport à {other} : {text}."},
    # an option named inside a sentence (« par rapport à construire les Douanes »)
    "reasons.option.build": {"en": "building {card}", "fr": "construire {card:le}"},
    "reasons.option.discard": {"en": "discarding {card}", "fr": "défausser {card:le}"},
    "reasons.option.stage": {"en": "building wonder stage {stage} with {card}",
                             "fr": "construire l'étape {stage} de la merveille avec {card:le}"},
    "reasons.option.wonder": {"en": "building {wonder} with {card}", "fr": "construire {wonder:le} avec {card:le}"},
    "reasons.option.pick": {"en": "taking {wonder}", "fr": "prendre {wonder:le}"},
    "reasons.option.token": {"en": "taking the progress token {token}", "fr": "prendre le jeton Progrès {token}"},
    "reasons.option.revive": {"en": "building {card} from the discard pile", "fr": "construire {card:le} depuis la défausse"},
    "reasons.option.recruit": {"en": "recruiting {card}", "fr": "recruter {card:le}"},
    "reasons.option.start": {"en": "letting Player {player} start the next Age",
                             "fr": "laisser le joueur {player} commencer l'Âge suivant"},
    "reasons.option.take": {"en": "taking the top card of {source}", "fr": "prendre le sommet de {source}"},
    "reasons.option.arch_build": {"en": "building stage {stage}", "fr": "construire l'étape {stage}"},
    "reasons.option.progress": {"en": "taking {token}", "fr": "prendre {token:le}"},
    "reasons.option.look": {"en": "looking at the top 5 cards of {source}",
                            "fr": "regarder les 5 cartes du sommet de {source}"},
    "reasons.option.keep": {"en": "keeping {cards}", "fr": "garder {cards}"},
    "reasons.sentence": {"en": "{text}.", "fr": "{text}."},
    "reasons.join": {"en": "; ", "fr": " ; "},
})

EFFECT_KINDS = ("win", "end", "control", "supremacy", "military", "science", "chain", "resource", "price", "bank", "points",
                "coins", "again", "token", "take", "stage", "cost", "power")


def explain(game, seat, action, outcomes=(), other_action=None, other_outcomes=(), city=None):
    """One or two sentences: what ``action`` does (its first effects), then, against
    ``other_action`` (an action, or its notation), what it gains and gives up in the rollouts
    and the verdict. With ``action`` None, only the rollouts' side is said.

    >>> from wonderlab.duel.game import Game
    >>> game = Game(seed=1)
    >>> while game.phase != "play":
    ...     _ = game.play(game.waiting[0], game.legal_actions(game.waiting[0])[0])
    >>> explain(game, game.waiting[0], next(a for a in game.legal_actions(game.waiting[0]) if a.kind == "discard"))
    '+2 coins, now enough for the Pyramids (8 coins) and Circus Maximus (8 coins).'
    """
    found = reasons(game, seat, action, outcomes, other_action, other_outcomes, city) if action is not None else \
        _versus(seat, outcomes, other_outcomes) if outcomes and other_outcomes else []
    own = [text for kind, text in found if kind in EFFECT_KINDS][:2]
    if language() == "fr":        # « … par chaînage ; le Forum produit … »: an article inside a sentence
        own[1:] = [after_colon(text) for text in own[1:]]
    versus = [text for kind, text in found if kind not in EFFECT_KINDS]
    parts = []
    if own:
        text = say("reasons.join").join(own)
        parts.append(say("reasons.sentence", text=text[0].upper() + text[1:]))
    if versus and other_action is not None:
        other = other_action if isinstance(other_action, str) else option_words(other_action, game, seat)
        parts.append(say("reasons.against", other=other, text=_joined_verdict(versus)))
    return " ".join(parts)


def option_words(action, game=None, seat=None):
    """An option named inside a sentence, as a learner reads it (not as one types it): in
    English « building Customs House », in French « construire les Douanes », the card, wonder
    or token with its article; an action of another kind is its own sentence, in lower case.
    Given the ``game`` and the ``seat`` it is an option of, an Architects take names the card
    it gives when the seat sees it, as the seat's options do (``Game.action_text``: "taking the
    Gold from the left deck").

    >>> from wonderlab.core.i18n import set_language
    >>> from wonderlab.duel.actions import Action
    >>> from wonderlab.duel.cards import card_set
    >>> customs = Action("build", card_set().by_name("Customs House"))
    >>> set_language("fr"); option_words(customs), customs.notation
    ('construire les Douanes', 'construire Douanes')
    >>> set_language("en"); option_words(customs)
    'building Customs House'
    """
    seen = getattr(game, "action_text", None)
    if seen is not None and seat is not None and action.kind == "take" and seen(seat, action) != str(action):
        text = seen(seat, action)
        return "taking " + text[5:] if text.startswith("Take ") else after_colon(text)
    kind, game = action.kind, type(action).__module__.split(".")[1]
    text = None
    if game == "classic" and kind in ("build", "discard", "stage"):
        text = say(f"reasons.option.{kind}", card=action.card.label, stage=action.stage)
    elif game == "duel" and kind == "build" and type(action).__name__ == "RecruitAction":
        text = say("reasons.option.recruit", card=action.card.label)
    elif game == "duel" and type(action).__name__ == "Action" and kind in (
            "build", "discard", "wonder", "pick", "token", "revive"):
        text = say(f"reasons.option.{kind}", card=getattr(action.card, "label", ""),
                   wonder=getattr(action.wonder, "label", ""), token=getattr(action.token, "label", ""))
    elif game == "duel" and kind == "start" and action.starter in (0, 1):
        text = say("reasons.option.start", player=action.starter + 1)
    elif game == "architects" and kind in ("take", "look"):
        from ..architects.actions import source_text
        text = say(f"reasons.option.{kind}", source=source_text(action.source))
    elif game == "architects" and kind == "keep":
        from ..architects.actions import kinds_text
        text = say("reasons.option.keep", cards=kinds_text(action.cards))
    elif game == "architects" and kind == "build":
        text = say("reasons.option.arch_build", stage=action.stage)
    elif game == "architects" and kind == "progress" and action.token != "hidden":
        from ..architects.rules import ruleset
        text = say("reasons.option.progress", token=ruleset().token(action.token).label)
    if text is None:          # an order (« Activate Zeus for free »): a gerund in English, an infinitive in French
        text = str(action)
        text = gerund(text) if language() == "en" else text[:1].lower() + text[1:]
    return text


def _joined_verdict(texts):
    if len(texts) == 1:
        return texts[0]
    return say("reasons.join").join(texts[:-1]) + (" : " if language() == "fr" else ": ") + texts[-1]


def reasons(game, seat, action, outcomes=(), other_action=None, other_outcomes=(), city=None):
    """``(kind, text)`` pairs: the action's own effects, then (given the other option and both
    options' rollouts, ``core.search.Outcome`` lists) the trade-off and the verdict."""
    kind = kind_of(game)
    if city is None:
        city = _city(game, kind, seat)
    after = _after(game, kind, seat, city, action)
    found = _ending(game, kind, seat, action, after)
    if not found:           # a game that ends now needs no reason about later
        found = {"classic": _classic, "duel": _duel, "architects": _architects}[kind](game, seat, city, action, after)
    elif kind == "architects" and action.kind == "take":
        found = take_reasons(game, seat, action, ending=found)
    if kind == "classic" and other_action is not None and not isinstance(other_action, str):
        found += _passes(game, city, action, other_action)
    if outcomes and other_outcomes:
        found += _versus(seat, outcomes, other_outcomes)
    return found


def _city(game, kind, seat):
    if kind != "classic":
        return seat
    for now in game.waiting:
        if game.controller(now) == seat:
            return now
    return seat


def _after(game, kind, seat, city, action, seed="reasons"):
    """The action played on a world dealt again from what ``seat`` sees (None when it cannot be
    found there, as for a hand-made action)."""
    world = game.redeal(seat, random.Random(seed))
    wanted = key(action)
    for legal in world.legal_actions(city):
        if key(legal) == wanted:
            world.play(city, legal)
            return world
    return None


def _ending(game, kind, seat, action, after):
    """``win`` or ``end`` when playing the action ends the game (Duel and Architects: 7 Wonders
    ends only once every city has played its last card). Architects: what is still hidden (the
    central deck, the token stack) may change the final score, so the game is ended on several
    deals: the ending is said when they agree, the score only when it is the same on all."""
    if after is None or kind == "classic" or not after.is_over or kind == "architects" and _hidden_take(game, seat, action):
        return []
    worlds = [after]
    if kind == "architects":
        worlds += [_after(game, kind, seat, seat, action, f"reasons {n}") for n in range(1, 8)]
    ends = set()
    for world in worlds:
        if world is None or not world.is_over:
            return []
        sheets = world.scores()
        best = max(s.total for i, s in enumerate(sheets) if i != seat)
        ends.add((world.winners() == [world.names[seat]], sheets[seat].total, best))
    if len({won for won, _, _ in ends}) > 1:
        return []
    won, mine, best = next(iter(ends))
    if kind == "duel" and won:
        from ..duel.game import MILITARY, SCIENTIFIC

        how = {MILITARY: "reasons.win.military", SCIENTIFIC: "reasons.win.science",
               "political supremacy": "reasons.win.political"}.get(after.result)
        if how:
            return [("win", say("reasons.win", how=say(how)))]
    stage = kind == "architects" and action.kind == "build"
    key = ("reasons.win.stage" if stage else "reasons.win.end") if won else "reasons.end"
    if len(ends) > 1:
        return [("win" if won else "end", say(key + ".open"))]
    return [("win" if won else "end", say(key, mine=mine, best=best))]


# -- 7 Wonders ----------------------------------------------------------------------------------
def _classic(game, seat, city, action, after):
    from ..classic.cards import card_set, resource_name
    from ..core.science import best_science

    own = game.cities[city]
    if action.kind == "discard":
        return [("coins", plural(3, "reasons.coins"))]
    card = action.card
    effect = card.effect if action.kind == "build" else own.upcoming.effect
    found = []
    if action.kind == "build" and action.payment.how == "chain" and action.payment.chain_from in own.names:
        found.append(("chain", say("reasons.chain.free", parent=_classic_label(action.payment.chain_from))))
    if effect.shields:
        left, right = game.left(city), game.right(city)
        found.append(("military", say(
            "reasons.shields", count=effect.shields, shields=_shields(effect.shields), total=own.shields + effect.shields,
            left=game.cities[left].shields, left_name=_name(game, left), right=game.cities[right].shields,
            right_name=_name(game, right))))
    if effect.science is not None or effect.science_choice:
        before = best_science(own.science, own.wildcards)[0]
        counts = list(own.science)
        wild = own.wildcards
        if effect.science is not None:
            counts[effect.science] += 1
        else:
            wild += 1
        points = best_science(tuple(counts), wild)[0]
        if points > before and _sets(counts, wild, best_science) > _sets(own.science, own.wildcards, best_science):
            found.append(("science", say("reasons.science.set", points=points - before)))
        else:
            symbol = _classic_symbol(effect.science) if effect.science is not None else say("lab.science_choice")
            found.append(("science", say("reasons.science.more", symbol=symbol, before=before, after=points)))
    if effect.produces and game.age < 3:
        mask = 0
        for unit in effect.produces:
            mask |= unit
        age = game.age + 1
        needing = [c for c in card_set().physical_deck(age, min(game.players, 7) if game.players >= 3 else 3)
                   if c.cost_mask & mask]          # the cards of the deck, two copies counting two
        if needing:
            names = [_or([_some(resource_name(r)) for r in range(7) if unit >> r & 1]) for unit in effect.produces]
            maker = card.label if action.kind == "build" else \
                say("reasons.stage_of", stage=own.stages + 1, wonder=own.wonder.label)
            found.append(("resource", say("reasons.resource.age", card=maker, resource=", ".join(dict.fromkeys(names)),
                                          cards=plural(len(needing), "reasons.cards_age", age=_roman(age)))))
    if action.kind == "build" and card.chains_to:
        found.append(("chain", say("reasons.chain.later", cards=_and([_the(_classic_label(n)) for n in card.chains_to]))))
    points = effect.points if action.kind == "stage" or card.color == "blue" else 0
    if points:
        found.append(("points", plural(points, "reasons.wonder_points" if action.kind == "stage" else "reasons.points")))
    if effect.coins:
        found.append(("coins", plural(effect.coins, "reasons.coins")))
    return found


def _sets(counts, wild, best_science):
    chosen = list(counts)
    for symbol in best_science(tuple(counts), wild)[1]:
        chosen[symbol] += 1
    return min(chosen)


def _passes(game, city, action, other_action):
    """7 Wonders: the science card the other option takes, which this one passes on with the
    hand, to the neighbour who receives it (only when the hand is passed, not at an Age's end)."""
    card = getattr(other_action, "card", None)
    if (getattr(game, "variant", False) or action.kind not in ("build", "stage", "discard") or card is None
            or card is action.card or card.effect.science is None and not card.effect.science_choice
            or len(game.hand(city)) <= 2):
        return []
    # Ages I and III pass to the left (city i + 1 receives city i's hand), Age II to the right
    receiver = (city - 1) % game.players if game.age == 2 else (city + 1) % game.players
    neighbour = game.cities[receiver]
    count = sum(neighbour.science) + neighbour.wildcards
    if not count:
        return []
    return [("passes", plural(count, "reasons.passes", card=card.label, name=_name(game, receiver)))]


def _classic_label(name):
    from ..classic.cards import card_label
    return card_label(name)


def _classic_symbol(index):
    from ..core.science import SYMBOLS
    return say(f"lab.symbol.{SYMBOLS[index]}")


def _name(game, city):
    controller = game.controller(city) if kind_of(game) == "classic" else city
    return shown_name(game.names[controller]) if controller < len(game.names) else shown_name(str(city))


def _shields(count):
    return say("reasons.shields.one" if count == 1 else "reasons.shields.many")


def _roman(age):
    return ("I", "II", "III")[age - 1]


def _or(items):
    """``wood``, ``wood or clay``, ``wood, stone, clay or ore``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + say("reasons.or") + items[-1]


def _some(resource):
    """« du bois » in French, where a resource is what a card makes; ``wood`` in English."""
    return some(resource) if language() == "fr" else resource


def _the(name):
    """« le Phare » in French, where a card is the object of a verb; ``Lighthouse`` in English."""
    return the(name) if language() == "fr" else name


def _and(items):
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + say("lab.and") + items[-1]


# -- 7 Wonders Duel -----------------------------------------------------------------------------
def _duel(game, seat, city, action, after):
    from ..duel.actions import Action

    extra = expansion_reasons(game, seat, action, after)     # Pantheon's, Agora's (none in the base game)
    placed = action if action.__class__ is Action and action.kind != "revive" else _placed(action)
    if placed is None:
        return extra
    cost = [reason for reason in extra if reason[0] == "cost"]       # a Decree that makes it free: said first
    own = _duel_take(game, seat, placed, after, lasting=getattr(action, "kind", None) == "take_card")
    return cost + own + [reason for reason in extra if reason[0] != "cost"]


def _placed(action):
    """Duel: the build an option amounts to when it puts a card in the city by another way than a
    take, so that its card says what it does as a build's does: a card built from the discard
    pile (the Mausoleum, Hades), built for free or taken from the rival by a Conspiracy, stolen by
    Baal, a wonder built by Isis with a discarded card; None for an option that places no card.

    >>> from wonderlab.duel.conspiracies import Plot
    >>> from wonderlab.duel.cards import card_set
    >>> _placed(Plot("build_free", card=card_set().by_name("Lumber Yard")))
    <Action Build Lumber Yard for nothing>
    """
    from ..duel.actions import Action

    kind = getattr(action, "kind", None)
    if kind == "isis":
        return Action("wonder", action.card, action.wonder)
    if kind in ("revive", "build_free", "take_card", "baal") and getattr(action, "card", None) is not None:
        return Action("build", action.card)
    return None


def _duel_take(game, seat, action, after, lasting=False):
    """Duel: what a take does; ``lasting`` for a card taken from the rival's city, which brings
    only its lasting effects (« ce qu'il a donné une fois, pièces, boucliers, reste donné »)."""
    from ..duel.cards import card_set, mask_text, resource_name, symbol_name

    rival = 1 - seat
    own = game.p[seat]
    if action.kind == "discard":
        return [("coins", plural(action.coins, "reasons.coins") + _affords(game, seat, action.coins))] if action.coins else []
    if action.kind == "token":
        return [("token", say("reasons.token", token=action.token.label))]
    if action.kind not in ("build", "wonder"):
        return []
    card = action.card
    effect = card.effect if action.kind == "build" else action.wonder.effect
    found = []
    if action.kind == "build" and action.chain is not None and action.chain in own.chains:
        found.append(("chain", say("reasons.chain.symbol", symbol=symbol_name(action.chain))))
    if effect.shields and after is not None and not after.is_over:
        toward = 1 if seat == 0 else -1
        moved = (after.pawn - game.pawn) * toward
        if moved > 0:
            found.append(("military", say("reasons.pawn", count=_spaces(moved), name=shown_name(game.names[rival]),
                                          left=_spaces(9 - after.pawn * toward))))
    if action.kind == "build" and effect.science is not None and not (after is not None and after.is_over):
        from ..duel.cards import SCIENCE

        symbol = say(f"lab.duel.symbol.{SCIENCE[effect.science]}")
        if own.science[effect.science] == 1 and not lasting:
            found.append(("science", say("reasons.science.pair", symbol=symbol)))
        else:
            different = sum(1 for n in own.science if n) + (own.science[effect.science] == 0)
            found.append(("science", say("reasons.science.different", symbol=symbol, count=different)))
    if action.kind == "build" and (any(effect.produces) or effect.produces_choice):
        units = [r for r in range(5) if effect.produces[r]]
        mask = effect.produces_choice or sum(1 << r for r in units)
        needing = [game.slots[p] for p in range(len(game.slots))
                   if game.slots[p] is not None and game.revealed[p] and game.slots[p] != card.index
                   and _duel_cost(game.slots[p]) and any(_duel_cost(game.slots[p])[r] for r in range(5) if mask >> r & 1)]
        if needing:
            resource = _or([_some(r) for r in mask_text(mask).split("/")]) if effect.produces_choice else \
                _or([_some(resource_name(r)) for r in units])
            found.append(("resource", say("reasons.resource.shown", card=card.label, resource=resource,
                                          cards=plural(len(needing), "reasons.cards_shown"))))
    if action.kind == "build" and any(effect.produces):
        found += _dearer(game, rival, after)
    if action.kind == "build" and effect.fixed_price and after is not None:
        before, now = game.prices(seat), after.prices(seat)
        items = [say("reasons.own_price.item", resource=resource_name(r), before=before[r])
                 for r in range(5) if effect.fixed_price >> r & 1 and now[r] < before[r]]
        found += [("bank", say("reasons.own_price", items=_and(items)))] if items else []
    if action.kind == "build" and card.chain_gives:
        children = [c.label for c in card_set().items if c.chain_needs == card.chain_gives]
        if children:
            found.append(("chain", say("reasons.chain.later", cards=_and([_the(c) for c in children]))))
    if effect.points:
        found.append(("points", plural(effect.points, "reasons.wonder_points" if action.kind == "wonder"
                                       else "reasons.points")))
    if action.kind == "build" and after is not None:
        found += _end_points(game, seat, card, after)
    found += [] if lasting else _gives_coins(effect, after, seat)
    if effect.opponent_loses:
        found.append(("coins", plural(effect.opponent_loses, "reasons.rival_coins", name=shown_name(game.names[rival]))))
    if effect.play_again and after is not None and not after.is_over:
        found.append(("again", say("reasons.again")))
    return found


def _end_points(game, seat, card, after):
    """Duel: the points a guild or a Grand Temple will bring at the end, counted in ``after`` (the
    game once it is built) as ``duel.scoring`` counts them: a guild's by the city that has the
    most, the Grand Temples by how many the city holds."""
    from ..duel.cards import color_name
    from ..duel.pantheon_data import TEMPLE_POINTS, TEMPLES

    count = card.effect.guild
    if count is not None and count.points:
        if count.kind == "wonders":
            n = max(len(p.built) for p in after.p)
        elif count.kind == "coin_sets":
            n = max(p.coins // 3 for p in after.p)
        else:
            n = max(sum(p.colors.get(c, 0) for c in count.colors) for p in after.p)
        if not n:
            return []
        return [("points", say(f"reasons.guild_points.{'cards' if count.kind == 'cards' else count.kind}",
                               points=plural(count.points * n, "reasons.points"), each=count.points, count=n,
                               colors=say("reasons.or").join(color_name(c) for c in count.colors)))]
    temples = {t.index for t in TEMPLES}
    if card.index in temples:
        before = len(temples.intersection(game.p[seat].cards))
        now = len(temples.intersection(after.p[seat].cards))
        if now > before:
            return [("points", plural(now, "reasons.temple", points=plural(TEMPLE_POINTS[now], "reasons.points"),
                                      before=TEMPLE_POINTS[before]))]
    return []


def _gives_coins(effect, after, seat):
    """Duel: the coins a card or wonder gives ``seat`` on being built, counted in ``after`` (the
    game once it is built) as the engine counts them: its own coins, a yellow card's per card
    (or wonder) of the city, a guild's per card of the city that has the most."""
    from ..duel.actions import coins_text
    from ..duel.cards import color_name

    if after is None:
        return []
    total, said = effect.coins, None
    counts = [after.p[0].colors, after.p[1].colors]
    for count, counted in ((effect.coins_per, "cards"), (effect.guild, "guild")):
        if count is None or not count.coins:
            continue
        if count.kind == "wonders":
            n, counted = len(after.p[seat].built), "wonders"
        elif counted == "guild":
            n = max(sum(colors.get(c, 0) for c in count.colors) for colors in counts)
        else:
            n = sum(counts[seat].get(c, 0) for c in count.colors)
        total += count.coins * n
        said = (counted, count, n)
    if not total:
        return []
    if said is None or total != said[1].coins * said[2]:
        return [("coins", plural(total, "reasons.coins"))]
    counted, count, n = said
    return [("coins", say(f"reasons.gives.{counted}", coins=coins_text(total), each=coins_text(count.coins), count=n,
                          colors=say("reasons.or").join(color_name(c) for c in count.colors)))]


def _affords(game, seat, gain):
    """Duel: the wonders left to ``seat`` that ``gain`` coins now pay for, and the coins did not
    (« …, now enough for the Mausoleum (5 coins) »), as the bank's prices stand now."""
    from ..duel.agora_items import (
        WONDERS_BY_INDEX as wonders,  # every wonder of the engine, expansions' too
    )

    coins = game.coins(seat)
    found = [(wonders[w], game.cost(seat, wonders[w])[0]) for w in game.p[seat].wonders]
    found = [f"{_the(w.label)} {say('reasons.afford.cost', coins=cost)}" for w, cost in found if coins < cost <= coins + gain]
    return say("reasons.afford", items=_and(found)) if found else ""


def _dearer(game, rival, after):
    """Duel: what a brown or grey card costs the rival at the bank (« 2 pièces, plus 1 par
    exemplaire de cette ressource produit par les cartes marron et grises de ton adversaire »),
    for each resource whose price it raises (none that a yellow card fixes at 1)."""
    from ..duel.cards import resource_name

    if after is None:
        return []
    before, now = game.prices(rival), after.prices(rival)
    return [("price", say("reasons.rival_price", name=shown_name(game.names[rival]), resource=resource_name(r),
                             before=before[r], after=now[r])) for r in range(5) if now[r] > before[r]]


def _duel_cost(index):
    """A Duel card's cost (a Grand Temple's too); None for an Agora Senator (free of resources)."""
    from ..duel.pantheon_data import CARDS_BY_INDEX
    return CARDS_BY_INDEX[index].cost if index < len(CARDS_BY_INDEX) else None


def _spaces(count):
    return say("reasons.space.one" if count == 1 else "reasons.space.many", count=count)


# -- 7 Wonders Architects -----------------------------------------------------------------------
def _architects(game, seat, city, action, after):
    from ..architects.rules import ruleset

    rules = ruleset()
    if action.kind == "build":
        stage = game.wonders[seat].stage(action.stage)
        return [("points", plural(stage.points, "reasons.wonder_points"))] if stage.points else []
    if action.kind == "progress":       # a token of the hidden stack is not named
        token = next((t for t in rules.tokens if t.id == action.token), None)
        return [("token", say("reasons.token", token=token.label))] if token else []
    if action.kind != "take":
        return []
    return take_reasons(game, seat, action)


def _hidden_take(game, seat, action):
    return action.kind == "take" and _architects_top(game, seat, action.source) is None


# -- the rollouts, both ways ---------------------------------------------------------------------
def _means(outcomes, seat):
    totals = {}
    for outcome in outcomes:
        for category, points in outcome.sheets[seat].categories.items():
            totals[category] = totals.get(category, 0) + points
    return {c: t / len(outcomes) for c, t in totals.items()}


def _versus(seat, outcomes, other_outcomes):
    """How the wins come where the options differ (``lab.win_ways``), the categories that
    differ most (a gain and a loss) and the verdict: ``equal`` unless the win rates (or, when
    both win as often, the scores) differ beyond twice their paired standard error. Figures that
    seem to deny the verdict are said after it, as a concession."""
    mine, theirs = _means(outcomes, seat), _means(other_outcomes, seat)
    gaps = {c: mine.get(c, 0) - theirs.get(c, 0) for c in sorted(set(mine) | set(theirs))}
    gain = max(gaps, key=gaps.get, default=None)
    loss = min(gaps, key=gaps.get, default=None)
    found = ways(outcomes, other_outcomes)          # how the wins come, first
    gained = lost = None
    if gain is not None and gaps[gain] >= 0.5:
        gained = say("reasons.trade.gain", points=_signed(gaps[gain]), category=category_label(gain).lower())
    if loss is not None and gaps[loss] <= -0.5:
        lost = say("reasons.trade.gain", points=_signed(gaps[loss]), category=category_label(loss).lower())
    verdict = _verdict(outcomes, other_outcomes)
    balance = (gaps[gain] if gained else 0) + (gaps[loss] if lost else 0)
    despite = leading(verdict, gained, lost, balance)      # figures that seem to deny the verdict follow it
    if despite:
        return [*found, despite]
    if gained and lost:
        found.append(("trade", say("reasons.trade.but", gain=gained, loss=lost)))
    elif gained or lost:
        found.append(("trade", gained or lost))
    return [*found, verdict]


def _verdict(outcomes, other_outcomes):
    n = min(len(outcomes), len(other_outcomes))
    wins = [a.win - b.win for a, b in zip(outcomes, other_outcomes, strict=False)]
    scores = [a.score - b.score for a, b in zip(outcomes, other_outcomes, strict=False)]
    mine = sum(o.win for o in outcomes) / len(outcomes)
    theirs = sum(o.win for o in other_outcomes) / len(other_outcomes)
    if _apart(wins, n) and mine != theirs:
        return ("better" if mine > theirs else "worse",
                say("reasons.better" if mine > theirs else "reasons.worse", mine=_percent(mine), theirs=_percent(theirs)))
    if not any(wins) and _apart(scores, n):
        gap = sum(scores) / n
        return ("better" if gap > 0 else "worse", say("reasons.more" if gap > 0 else "reasons.fewer", gap=_signed(gap)))
    same = not any(scores)
    return ("equal", say("reasons.equal.same" if same else "reasons.equal"))


def _apart(differences, n):
    """Whether the mean of paired differences lies beyond twice its standard error."""
    if n < 2:
        return False
    mean = sum(differences[:n]) / n
    spread = sum((d - mean) ** 2 for d in differences[:n]) / (n - 1)
    return abs(mean) > 2 * math.sqrt(spread / n) and mean != 0


def _signed(number):
    text = f"{number:+.1f}".replace("-", "−")
    return text.replace(".", ",") if language() == "fr" else text


def _percent(rate):
    text = f"{100 * rate:.0f} %"          # as the coach's rows write a rate
    return text.replace(" ", "\u202f") if language() == "fr" else text
