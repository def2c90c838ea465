"""Agora's two wonders and two progress tokens, numbered after the base game's and Pantheon's
(``pantheon_data``): the engine's tables hold them all by index, and only Agora deals them.

>>> [w.name for w in AGORA_WONDERS], [t.id for t in AGORA_TOKENS]
(['Curia Julia', 'Knossos'], ['corruption', 'organized_crime'])
>>> AGORA_WONDERS[0].index == len(pantheon_data.WONDERS_BY_INDEX), WONDERS_BY_INDEX[-1] is AGORA_WONDERS[-1]
(True, True)
"""

from ..core.i18n import register, say
from . import pantheon_data
from .cards import RESOURCES, Effect, Token, TokenEffect, Wonder
from .senate import facts


class AgoraToken(Token):
    """A progress token of Agora: its summary in either language from data/duel/agora.json."""

    __slots__ = ()

    @property
    def summary(self):
        return say(f"agora.token.{self.id}")


def _agora_items(first_wonder, first_token):
    """Agora's 2 wonders and 2 progress tokens, numbered from ``first_wonder`` and ``first_token``."""
    wonders = tuple(
        Wonder(first_wonder + i, w["id"], w["name"], w["name_fr"], tuple(w["cost"].get(r, 0) for r in RESOURCES),
               Effect(points=w["effect"].get("points", 0), coins=w["effect"].get("coins", 0),
                      play_again=w["effect"].get("play_again", False)))
        for i, w in enumerate(facts()["wonders"]))
    tokens = tuple(AgoraToken(first_token + i, t["id"], t["name"], t["name_fr"], TokenEffect(), "")
                   for i, t in enumerate(facts()["progress_tokens"]))
    return wonders, tokens


register({
    "agora.token.corruption": {"en": "From now on, you recruit every Senator for free.",
                               "fr": "Désormais, vous recrutez chaque Sénateur gratuitement."},
    "agora.token.organized_crime": {"en": "When you conspire, you keep both Conspiracies drawn, face down.",
                                    "fr": "Quand vous conspirez, vous gardez les deux Conspirations piochées, "
                                          "face cachée."},
})
AGORA_WONDERS, AGORA_TOKENS = _agora_items(len(pantheon_data.WONDERS_BY_INDEX), len(pantheon_data.TOKENS_BY_INDEX))
# every wonder and progress token of the engine by index: the base game's, Pantheon's, then Agora's
WONDERS_BY_INDEX = pantheon_data.WONDERS_BY_INDEX + AGORA_WONDERS
TOKENS_BY_INDEX = pantheon_data.TOKENS_BY_INDEX + AGORA_TOKENS
