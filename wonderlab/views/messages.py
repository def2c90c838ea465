"""The texts of the views' drawings (the whole table in one picture, ``board.py``), in English
and in French."""

from ..core.i18n import register

MESSAGES = {
    "board.category.military": {"en": "military", "fr": "militaire"},
    "board.category.treasury": {"en": "treasury", "fr": "trésor"},
    "board.category.wonder": {"en": "wonder", "fr": "merveille"},
    "board.category.wonders": {"en": "wonders", "fr": "merveilles"},
    "board.category.civilian": {"en": "civilian", "fr": "civils"},
    "board.category.science": {"en": "science", "fr": "science"},
    "board.category.commercial": {"en": "commercial", "fr": "commerce"},
    "board.category.guilds": {"en": "guilds", "fr": "guildes"},
    "board.category.progress": {"en": "progress", "fr": "progrès"},
    "board.category.cat": {"en": "cat", "fr": "chat"},
    "board.category.total": {"en": "total", "fr": "total"},
    "board.score": {"en": "score", "fr": "score"},
    "board.winner": {"en": "winner", "fr": "vainqueur"},
    "board.coins.one": {"en": "{count} coin", "fr": "{count} pièce"},
    "board.coins.many": {"en": "{count} coins", "fr": "{count} pièces"},
    "board.shields.one": {"en": "{count} shield", "fr": "{count} Bouclier"},
    "board.shields.many": {"en": "{count} shields", "fr": "{count} Boucliers"},
    "board.victories.one": {"en": "{count} victory", "fr": "{count} victoire"},
    "board.victories.many": {"en": "{count} victories", "fr": "{count} victoires"},
    "board.conflicts": {"en": "conflicts {total}", "fr": "conflits {total}"},
    "board.sells": {"en": "sells: {units}", "fr": "vend : {units}"},
    "board.classic.notes": {"en": "Seating order, left to right: each city's left neighbour is the next one "
                                  "(the last city's is the first). Discard pile: {discarded} cards.",
                            "fr": "Ordre des places, de gauche à droite : le voisin de gauche de chaque cité est "
                                  "la suivante (celui de la dernière est la première). Défausse : {discarded} cartes."},
    "board.duel.built": {"en": "wonders built: {names}", "fr": "Merveilles construites : {names}"},
    "board.duel.to_build": {"en": "wonders to build: {names}", "fr": "Merveilles à construire : {names}"},
    "board.progress": {"en": "progress: {names}", "fr": "Progrès : {names}"},
    "board.duel.age": {"en": "Age {age}", "fr": "Âge {age}"},
    "board.duel.draft": {"en": "Wonder draft", "fr": "Sélection des Merveilles"},
    "board.duel.pawn": {"en": "conflict pawn: {steps} towards {leader}'s capital",
                        "fr": "pion Conflit : {steps} vers la capitale de {leader}"},
    "board.duel.pawn.middle": {"en": "conflict pawn: in the middle", "fr": "pion Conflit : au centre"},
    "board.duel.tokens": {"en": "progress tokens: {names}", "fr": "jetons Progrès : {names}"},
    "board.duel.offered": {"en": "wonders offered: {names}", "fr": "Merveilles proposées : {names}"},
    "board.duel.take": {"en": "take now:", "fr": "à prendre maintenant :"},
    "board.duel.structure": {"en": "{count} cards in the structure, {hidden} face down",
                             "fr": "{count} cartes dans la structure, {hidden} face cachée"},
    "board.discard": {"en": "Discard pile: {discarded} cards.", "fr": "Défausse : {discarded} cartes."},
    "board.architects.cat": {"en": "holds the Cat", "fr": "a le Chat"},
    "board.architects.deck": {"en": "deck on the left: {count} cards, top {top}",
                              "fr": "pioche de gauche : {count} cartes, dessus {top}"},
    "board.architects.empty": {"en": "empty", "fr": "vide"},
    "board.architects.notes": {"en": "Conflict tokens: {war} of {conflicts} on their battle side. Progress face up: {names}. "
                                     "Central deck: {central} cards (hidden).",
                               "fr": "Jetons Conflit : {war} sur {conflicts} sur leur face bataille. Progrès visibles : {names}. "
                                     "Pioche centrale : {central} cartes (cachées)."},
    "board.architects.seating": {"en": "Seating order, left to right: each player's left deck lies between them and the next player.",
                                 "fr": "Ordre des places, de gauche à droite : la pioche de gauche de chaque joueur est entre lui et le joueur suivant."},
}

register(MESSAGES)
