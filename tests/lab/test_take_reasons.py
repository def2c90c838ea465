"""Architects: a take's reasons name the card the seat sees and say what it does now, each
sentence checked against the true game once the take is played (the engine's own verdict).

The rules they speak of (seed 002, the French rules of 7 Wonders Architects):
- « Prends le sommet du paquet visible directement à gauche, celui directement à droite ou la
  première carte cachée centrale » (a side deck's top is face up; the central one is hidden, but
  to the Cat's holder: « tu peux regarder secrètement le sommet de la pioche centrale »);
- « Une jaune est une pièce qui remplace une ressource manquante » and « Dès que tu as les
  ressources permettant une étape disponible, tu dois la construire pendant ton tour »;
- « Avec deux symboles scientifiques identiques ou les trois différents, tu dois défausser les
  cartes vertes correspondantes et prendre un Progrès »;
- « Quand tu prends une rouge avec un ou deux cors, retourne autant de Conflits de Paix vers
  Bataille ; ignore les cors qui dépasseraient le dernier jeton encore en Paix. Lorsque tous
  montrent Bataille, une bataille générale a lieu à la fin de ton tour »;
- « Quand une carte bleue porte le Chat, prends ce pion à son détenteur ou au centre ».
"""

import re

import pytest

from tests.lab.test_reasons import _cases, _played
from wonderlab.architects.actions import Action, card_phrase, kinds_text
from wonderlab.architects.payment import payments
from wonderlab.architects.rules import GOLD, KINDS, RED1, RED2, ruleset
from wonderlab.core.i18n import set_language
from wonderlab.core.position import from_any
from wonderlab.lab.puzzle_file import shipped
from wonderlab.lab.puzzles import move
from wonderlab.lab.reasons import explain, reasons


def _top(position, seat, action):
    deck = position.decks[position.deck_index(seat, action.source)]
    return KINDS[deck[-1]]


def _stage_built_or_offered(after, seat, stage):
    """Whether ``after`` (the take played) built ``stage`` for ``seat`` or offers to build it now."""
    built = bool(after.built[seat] & after.wonders[seat].stage(stage).bit)
    offered = after.current == seat and any(a.kind == "build" and a.stage == stage for a in after.legal_actions(seat))
    return built or offered


def _check_take(position, seat, action, found):
    texts = [text for _, text in found]
    first = texts[0] if texts else ""
    hidden = action.source == "central" and not position.knows_central_top(seat)
    if hidden:
        assert found == [("take", "takes a hidden card from the central deck")], found
        return {"hidden"}
    top = _top(position, seat, action)
    assert first.startswith("takes " + card_phrase(top) + " from "), (first, top)
    after = _played(position, seat, action)
    said = " ; ".join(texts)
    if found[0][0] in ("win", "end"):       # the take ends the game: the card, then who is ahead
        assert after.is_over and re.match(r"takes .+ from .+: it ends the game", first), first
        return {"ends"}
    card = ruleset().kinds[KINDS.index(top)]
    seen = set()
    # a stage completed: the engine builds it (or offers it) once the card is taken, paid as said
    completed = re.search(r"it completes stage (\d) of (.+?) \((.+?)\) with (.+?)"
                          r"(?:, the |, your last| \(\+|, then |, and one more|, but no| ;|$)", said)
    before_open = position.wonders[seat].available(position.built[seat])
    newly = [s for s in before_open if _stage_built_or_offered(after, seat, s)]
    if completed:
        stage = int(completed.group(1))
        assert stage in newly, (said, newly)
        ways = {kinds_text(a.cards) for a in _ways(position, seat, top, stage)}
        assert completed.group(4) in ways, (completed.group(4), ways)
        golds = completed.group(4).count("Gold")
        assert ("Gold standing for" in said) == (golds > 0)
        if golds:       # the gold cards stand for the resources the grey cards paid leave missing
            paid = completed.group(4)
            items = paid.count(",") + 2 if " and " in paid else 1
            missing = position.wonders[seat].stage(stage).count - (items - golds)
            said_missing = "a missing resource" if missing == 1 else f"{missing} missing resources"
            assert f"the {'' if golds == 1 else f'{golds} '}Gold standing for {said_missing}" in said, said
            seen.add("gold")
        seen.add("completes")
        # what the stage's power brings is said with it (seed 002: each wonder's power, Babylon's
        # Progress token while one is left), and nothing for a stage without power
        power = position.wonders[seat].stage(stage).power
        brings = {"progress": ", then you choose a Progress token",
                  "any_deck": ", then you take the top card of any deck",
                  "central": ", then you take the top card of the central deck",
                  "look_five": ", then you look at the top 5 cards of a neighbouring deck and keep one",
                  "left_and_right": ", then you take the top card of the left and right decks",
                  "shield": ", and one more shield, for good"}
        if power == "progress" and not (position.face_up or position.stack):
            assert ", but no Progress token is left for its power" in said, said
        for other, words in brings.items():
            assert (words in said) == (other == power and (power != "progress" or bool(position.face_up
                                                                                      or position.stack))), said
        seen.add(f"power {power}")
    elif after.phase != "over":
        assert not newly, (said, newly)
    if "a step towards stage" in said:
        assert card.resource or KINDS.index(top) == GOLD
        stage = int(re.search(r"towards stage (\d)", said).group(1))
        assert stage in before_open and not _stage_built_or_offered(after, seat, stage)
        seen.add("step")
    # science: a token taken (or offered) exactly when a pair or a set is said
    traded = "you trade for a progress token" in said
    if traded:
        offered = after.current == seat and any(a.kind == "progress" for a in after.legal_actions(seat))
        assert offered or len(after.tokens[seat]) > len(position.tokens[seat]), said
        seen.add("science")
    elif KINDS[KINDS.index(top)].startswith("science") and "no progress token is left" not in said:
        assert "towards a progress token" in said
        assert not any(a.kind == "progress" for a in after.legal_actions(seat)) or after.current != seat
    # horns: the conflict tokens turned, or the battle that ends the turn
    if "conflict token" in said:
        assert card.horns
        if "last conflict token" in said:
            horned = after.cards[seat][RED1] + after.cards[seat][RED2]
            assert after.battle_due or horned < position.cards[seat][RED1] + position.cards[seat][RED2] + 1
            mine = int(re.search(r"your (\d+) shield", said).group(1))
            assert mine == position.shields(seat) + card.shields
            seen.add("battle")
        else:
            war = int(re.search(r"\((\d) of (\d)\)", said).group(1))
            assert war == after.war > position.war
            seen.add("horns")
    else:
        assert not card.horns or position.war >= position.conflicts
    # the Cat: taken from another, or kept
    if card.cat:
        assert after.cat == seat
        kept = "you keep the Cat, which you already hold" in said
        assert kept == (position.cat == seat), said
        assert ("takes the Cat" in said) == (position.cat != seat), said
        seen.add("cat kept" if kept else "cat taken")
    else:
        assert "takes the Cat" not in said and "keep the Cat" not in said
    return seen


def _ways(position, seat, top, stage):
    """The builds of ``stage`` the engine offers once ``top`` is held (the true game, played)."""
    held = list(position.cards[seat][:6])
    held[KINDS.index(top)] += 1
    tokens, used = position.tokens[seat], position.used
    s = position.wonders[seat].stage(stage)
    return [Action.build(stage, cards) for cards in payments(tuple(held), s.count, s.identical,
                                                              "engineering" in tokens and "engineering" not in used,
                                                              2 if "economy" in tokens and "economy" not in used else 1)]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_take_names_the_card_it_gives_and_what_it_does_now(players):
    seen, counted = set(), 0
    for position, seat, _city, action in _cases("architects", players, 6, per_decision=3, seed=7):
        if action.kind != "take" or action.via != "turn":
            continue
        seen |= _check_take(position, seat, action, reasons(position, seat, action))
        counted += 1
    assert counted >= 150
    # the checks bit: each of the things a take says came up
    assert {"completes", "gold", "step", "science", "horns", "cat kept", "cat taken", "hidden", "power progress", "power None"} <= seen, seen


def test_the_shipped_puzzles_the_lead_solved_say_the_card_and_the_stage():
    """Architects puzzles 45, 25 and 7 (data/architects/puzzles.json), as the lead read them."""
    puzzles = shipped("architects")

    def said(index, which="best"):
        p = puzzles[index]
        game = from_any(p["position"], seed=0)
        return explain(game, p["seat"], move(game, p["seat"], p[which]))

    # 45: the gold of the right deck builds Olympia's stage 4 with the two Glass held
    assert said(45).startswith("Takes the Gold from the right deck: it completes stage 4 of Olympia "
                               "(3 identical resources) with Glass, Glass and Gold, the Gold standing for a missing resource")
    # 25: the Cat holder takes the central gold it knows
    assert said(25).startswith("Takes the Gold from the central deck (the Cat showed it to you): it completes stage 4 of "
                               "Babylon (3 identical resources) with Stone, Stone and Gold")
    # 7: the seat holds the Cat already
    assert "you keep the Cat, which you already hold" in said(7) and "takes the Cat" not in said(7)
    set_language("fr")
    try:
        french = said(45)
    finally:
        set_language("en")
    assert french.startswith("Prend l'Or de la pioche de droite : ce qui complète l'étape 4 d'Olympie "
                             "(3 ressources identiques) avec Verre, Verre et Or, l'Or remplaçant une ressource qui manque")
