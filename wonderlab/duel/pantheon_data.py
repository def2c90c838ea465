"""Pantheon's rule objects, read from ``data/duel/pantheon.json``: the five Mythologies, the 15
Divinities and the Gate, the Grand Temples (Age III cards in the Guilds' place), the two new
wonders and the three new progress tokens, the Pantheon board's costs.

The Grand Temples, wonders and tokens are ordinary ``Card``, ``Wonder`` and ``Token`` values whose
indices follow the base game's (the engine's tables hold both); the base game never deals them.

>>> TEMPLES[0].name, TEMPLES[0].index, TEMPLES[0].chain_needs
('Mesopotamian Grand Temple', 73, 'Mesopotamian Mythology')
>>> [w.name for w in WONDERS], [t.id for t in TOKENS]
(['The Sanctuary', 'The Divine Theater'], ['mysticism', 'poliorcetics', 'engineering'])
>>> DIVINITIES.by_name("Minerve").mythology, GATE.cost_factor
('roman', 2)
"""

from dataclasses import dataclass

from ..core.grammar import register_articles
from ..core.i18n import language
from ..gamedata import read_json
from . import messages, pantheon_messages  # noqa: F401  (registers the texts)
from .cards import (
    CHAIN_FR,
    RESOURCES,
    Card,
    Effect,
    Token,
    TokenEffect,
    Wonder,
    _Named,
    card_set,
    token_set,
    wonder_set,
)

_DATA = read_json("duel", "pantheon.json")


@dataclass(frozen=True, slots=True, eq=False)
class Mythology:
    """One of the five Mythologies: its deck of 3 Divinities, its 2 Mythology tokens, its Temple."""

    index: int
    id: str
    name: str
    name_fr: str

    @property
    def label(self):
        return self.name_fr if language() == "fr" else self.name


@dataclass(frozen=True, slots=True, eq=False)
class Divinity:
    """A Divinity card (or the Gate): ``effect`` holds its power's keys (``data/duel/pantheon.json``).
    ``label`` is its name as a sentence says it, with the article the data gives it (English
    ``article_en``, French within ``name_fr``): "Activate the Gate …", « Invoquer la Porte … ».

    ``title`` is the name on its card, a capital first ("The Gate", « La Porte »).

    >>> GATE.name, GATE.label, GATE.title, DIVINITIES.by_name("Zeus").label
    ('Gate', 'the Gate', 'The Gate', 'Zeus')
    """

    index: int
    id: str
    name: str
    name_fr: str
    mythology: str | None
    effect: dict
    cost_factor: int = 1
    article_en: str = ""

    @property
    def label(self):
        if language() == "fr":
            return self.name_fr
        return f"{self.article_en} {self.name}" if self.article_en else self.name

    @property
    def title(self):
        label = self.label
        return label[:1].upper() + label[1:]

    def __repr__(self):
        return f"<Divinity {self.label}>"


def _cost(entry):
    return tuple(entry.get(r, 0) for r in RESOURCES)


MYTHOLOGIES = tuple(Mythology(i, m["id"], m["name"], m["name_fr"]) for i, m in enumerate(_DATA["mythologies"]))
MYTHOLOGY_IDS = tuple(m.id for m in MYTHOLOGIES)
DIVINITIES = _Named([Divinity(i, d["id"], d["name"], d["name_fr"], d["mythology"], dict(d["effect"]))
                     for i, d in enumerate(_DATA["divinities"])], "divinity")
_gate = _DATA["gate"]
GATE = Divinity(len(DIVINITIES), _gate["id"], _gate["name"], _gate["name_fr"], None, dict(_gate["effect"]),
                _gate["cost_factor"], _gate["article_en"])
ALL_DIVINITIES = (*DIVINITIES.items, GATE)      # by index
BOARD_COSTS = tuple(tuple(row) for row in _DATA["pantheon_board"]["costs"])   # per seat, per space
SPACES = _DATA["pantheon_board"]["spaces"]
MYTHOLOGY_POSITIONS = tuple(_DATA["mythology_tokens"]["age_1_positions"])
TOKENS_PER_MYTHOLOGY = _DATA["mythology_tokens"]["per_mythology"]
OFFERINGS = tuple(_DATA["offering_tokens"]["discounts"])
OFFERING_POSITIONS = tuple(_DATA["offering_tokens"]["age_2_positions"])
TEMPLE_POINTS = tuple(_DATA["grand_temples"]["points"])
TEMPLES_IN_AGE_3 = _DATA["grand_temples"]["in_age_3"]

_base_cards, _base_wonders, _base_tokens = len(card_set()), len(wonder_set()), len(token_set())
# a Grand Temple is an Age III purple card whose free construction needs its Mythology's token:
# that token gives the city a chain symbol named after the Mythology (``SYMBOLS``)
SYMBOLS = {m.id: f"{m.name} Mythology" for m in MYTHOLOGIES}
TEMPLES = tuple(Card(_base_cards + i, t["id"], t["name"], t["name_fr"], 3, "purple", 0, _cost(t["cost"]),
                     None, SYMBOLS[t["mythology"]], Effect())
                for i, t in enumerate(_DATA["grand_temples"]["temples"]))
WONDERS = tuple(Wonder(_base_wonders + i, w["id"], w["name"], w["name_fr"], _cost(w["cost"]),
                       Effect(points=w["effect"].get("points", 0), play_again=w["effect"].get("play_again", False)))
                for i, w in enumerate(_DATA["wonders"]))
WONDER_EFFECTS = {w["id"]: w["effect"] for w in _DATA["wonders"]}
TOKENS = tuple(Token(_base_tokens + i, t["id"], t["name"], t["name_fr"], TokenEffect(), t["summary"])
               for i, t in enumerate(_DATA["progress_tokens"]))
TOKEN_EFFECTS = {t["id"]: t["effect"] for t in _DATA["progress_tokens"]}
# every card, wonder and progress token of the engine by index: the base game's, then Pantheon's
CARDS_BY_INDEX = card_set().items + TEMPLES
WONDERS_BY_INDEX = wonder_set().items + WONDERS
TOKENS_BY_INDEX = token_set().items + TOKENS
for _token in _DATA["progress_tokens"]:
    messages.TOKEN_SUMMARIES_FR.setdefault(_token["id"], _token["summary_fr"])
register_articles({t.name_fr: "le" for t in TEMPLES})
CHAIN_FR.update({SYMBOLS[m.id]: f"mythologie {m.name_fr}" for m in MYTHOLOGIES})
del _token, _gate
