"""The rule family of every exercise of the course: what the teacher's board groups by.

One place for the three games: each family lists the exercise names (typed and choice
exercises, the code exercises of ``code.py``, whose names are also the reviews' kinds, and the
last review's ``diff-<topic>`` questions, ``differences.py``) that exercise its rule. Pure data: the classroom reads it without loading a widget.

>>> family_of("classic", "military-1"), family_of("duel", "duel-price"), family_of("architects", "cat-2")
('military', 'trading', 'scoring')
>>> family_of("classic", "no-such-exercise") is None
True
>>> FAMILY_ORDER[:3]
('setup', 'resources', 'trading')
"""

FAMILY_ORDER = ("setup", "resources", "trading", "chaining", "ages", "wonders", "military", "science",
                "guilds", "scoring", "end", "variants", "bots")
"""The families, in the order the board shows them (about the order the course teaches them)."""

FAMILIES = {
    "classic": {
        "setup": ("setup-1", "setup-2", "setup-3", "colour-1"),
        "resources": ("cost-1", "production-1", "choice-1"),
        "trading": ("trading-1", "trading-2", "trading-3", "trading-4", "trading-5", "classic-trade", "diff-trading"),
        "chaining": ("chain-1", "chain-2"),
        "ages": ("age-1", "age-2", "age-3", "age-4", "diff-cards"),
        "wonders": ("wonder-1", "wonder-2", "wonder-3", "wonder-4", "wonder-5", "classic-wonder"),
        "military": ("military-1", "military-2", "military-3", "classic-military", "diff-military"),
        "science": ("science-1", "science-2", "science-3", "science-wild", "classic-science", "classic-wild",
                    "diff-science"),
        "guilds": ("commerce-1", "guild-1", "guild-2", "guild-3", "tips-1"),
        "scoring": ("treasury-1", "score-1", "classic-treasury", "classic-civilian", "classic-score"),
        "end": ("end-1", "tie-1", "tie-2", "diff-end"),
        "variants": ("free-1", "free-2", "free-3", "free-4", "forum-1"),
        "bots": ("classic-choose", "classic-bot"),
    },
    "duel": {
        "setup": ("goal-1", "draft-1", "setup-1", "setup-2", "structure-1", "structure-2", "structure-3",
                  "pitfall-free", "diff-cards"),
        "resources": ("discard-1", "afford-1", "duel-discard"),
        "trading": ("trade-1", "trade-2", "trade-3", "duel-price", "diff-trading"),
        "chaining": ("chain-1",),
        "ages": ("next-age-1",),
        "wonders": ("wonders-1", "wonders-2", "pitfall-wonders", "pitfall-again", "duel-wonders"),
        "military": ("military-1", "military-2", "military-3", "pitfall-military", "pitfall-pawn",
                     "duel-points", "duel-looting", "diff-military"),
        "science": ("science-1", "science-2", "tokens-1", "pitfall-science", "duel-pairs", "duel-progress",
                    "diff-science"),
        "guilds": ("guild-1", "pitfall-guilds"),
        "scoring": ("score-1", "example-1", "treasury-1", "pitfall-coins", "duel-civilian", "duel-score"),
        "end": ("tiebreak-1", "pitfall-tie", "diff-end"),
        "variants": ("temples-1", "temples-2", "senate-1", "divinity-1", "grand-temple-1", "supremacy-1"),
        "bots": ("duel-choose", "duel-bot"),
    },
    "architects": {
        "setup": ("goal-1", "turn-1", "setup-1", "setup-2", "pitfall-hand", "diff-cards"),
        "resources": ("sources-1", "sources-2", "gold-1", "mandatory-1", "cost-1", "cost-2", "supports-1",
                      "several-1", "architects-shape", "pitfall-keep", "pitfall-supports", "diff-trading"),
        "wonders": ("powers-1", "powers-2", "powers-3", "architects-wonder"),
        "military": ("horns-1", "battle-1", "battle-2", "battle-3", "duel-1", "duel-2", "architects-battle",
                     "architects-duel", "pitfall-battle", "pitfall-duel", "diff-military"),
        "science": ("science-1", "progress-1", "progress-2", "tokens-1", "progress-3", "architects-science",
                    "pitfall-progress", "diff-science"),
        "scoring": ("cat-1", "cat-2", "blue-1", "score-1", "architects-blue", "architects-civilian",
                    "architects-score"),
        "end": ("end-1", "tie-1", "pitfall-finish", "diff-end"),
        "bots": ("architects-choose", "architects-bot"),
    },
}

WHOLE_GAMES = frozenset(f"{game}-{step}" for game, wonder in (("classic", "wonder"), ("duel", "wonders"),
                                                                  ("architects", "wonder"))
                        for step in ("civilian", wonder, "score", "choose", "bot")) | {"duel-progress"}
"""The code arc's exercises (``arc.py``): code on whole games, which no review asks."""

_OF = {game: {name: family for family, names in families.items() for name in names}
       for game, families in FAMILIES.items()}


def family_of(game, name):
    """The rule family of exercise ``name`` of ``game``; None for a name the course does not have."""
    return _OF.get(game, {}).get(name)


def names(game):
    """Every exercise name of ``game`` that has a family.

    >>> "military-1" in names("classic") and "pitfall-tie" in names("duel")
    True
    """
    return set(_OF.get(game, {}))
