"""What a player may be told of the decisions played: the expansions' secrets left out.

Two expansions make a decision whose record names a secret of the player who made it:

- Pantheon's ``place`` names the Divinity seated face down in Age I: the other player learns it
  when the Divinities are revealed, at the start of Age II;
- Agora's ``keep`` names the Conspiracy kept face down, and ``prepare`` the Conspiracy a card is
  tucked under: the other player learns it when it is triggered.

The full record stays with whoever serves the game (the forum's game master, the live server):
it replays the game. What is posted or sent to a player goes through ``entry_for`` (one decision
as a record entry), ``sentence_for`` (the same as a sentence) or ``record_for`` (the whole
record), which leave out what that player may not see yet; once the game is over, every secret
is told, as the base game's review shows the cards under the wonders.

>>> from .game import Game
>>> game = Game(seed=3, pantheon=True)
>>> while game.record().actions[-1:] == () or game.record().actions[-1]["kind"] != "place":
...     game.play(game.current, game.legal_actions(game.current)[0])
>>> placed = len(game.record().actions) - 1
>>> entry_for(game, placed, 1 - game.record().actions[placed]["seat"])["divinity"] is None
True
>>> sentence_for(game, placed, None)
'Place a Divinity of the Greek Mythology face down on space 1 of the Pantheon'
"""

from ..core.i18n import register, say
from ..core.records import GameRecord

register({
    "duel.shared.place": {"en": "Place a Divinity of the {mythology} Mythology face down on space {space} of the Pantheon",
                          "fr": "Poser une Divinité de la mythologie {mythology} face cachée sur la case {space} "
                                "du Panthéon"},
    "duel.shared.keep": {"en": "Keep one of the two Conspiracies drawn, face down",
                         "fr": "Garder face cachée l'une des deux Conspirations piochées"},
    "duel.shared.prepare": {"en": "Prepare a Conspiracy with {card}",
                            "fr": "Préparer une Conspiration avec {card}"},
})

SECRET_FIELDS = {"place": "divinity", "keep": "conspiracy", "prepare": "conspiracy"}


def secret(game, index, viewer):
    """The field of decision ``index`` of ``game`` that ``viewer`` (a seat; None: anyone
    reading a public post) may not see now, or None when nothing of it is secret."""
    seat, action = game._actions[index]
    kind = action.kind
    if kind not in SECRET_FIELDS or seat == viewer or game.is_over:
        return None
    if kind == "place":           # (a Divinity face down; a Senate's cube placed is public)
        if getattr(action, "divinity", None) is None or game.age >= 2:      # Pantheon's revealed in Age II
            return None
        return "divinity"
    plots = getattr(game, "plots", None)
    if plots is None:
        return None
    kept = (action.conspiracy if kind == "keep" else action.token).index
    if any(i == kept and done for i, _card, done in plots[seat]):     # triggered: shown to both
        return None
    return "conspiracy"


def entry_for(game, index, viewer):
    """Record entry ``index`` as ``viewer`` may see it: a secret field is None."""
    seat, action = game._actions[index]
    entry = {"seat": seat, **action.to_json()}
    field = secret(game, index, viewer)
    if field is not None:
        entry[field] = None
    return entry


def sentence_for(game, index, viewer):
    """Decision ``index`` as a sentence ``viewer`` may read (the action's own, or without its secret)."""
    _seat, action = game._actions[index]
    if secret(game, index, viewer) is None:
        return str(action)
    if action.kind == "place":
        from .pantheon_actions import _MYTHS

        return say("duel.shared.place", mythology=_MYTHS[action.divinity.mythology].label, space=action.space)
    if action.kind == "keep":
        return say("duel.shared.keep")
    return say("duel.shared.prepare", card=action.card.label)


def record_for(game, viewer):
    """The record ``viewer`` may be given: every entry as ``entry_for`` says it; before the end,
    without the seed (it deals every hidden card, as a classroom's Save keeps it)."""
    full = game.record()
    if game.is_over:
        return full
    actions = tuple(entry_for(game, i, viewer) for i in range(len(full.actions)))
    return GameRecord(full.game, full.options, None, actions, full.result, full.position)
