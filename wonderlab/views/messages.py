"""The sentences of the views' drawings (the whole table in one picture, ``board.py``), in
English and in French. The words and labels a drawing shares with the other views (a category's
short name, "winner", "3 coins") are core.labels' ones: each is said in one place."""

from ..core.i18n import register

MESSAGES = {
    "board.score": {"en": "score", "fr": "score"},
    "board.conflicts": {"en": "conflicts {total}", "fr": "conflits {total}"},
    "board.sells": {"en": "sells: {units}", "fr": "vend : {units}"},
    "board.classic.notes": {"en": "Seating order, left to right: each city's left neighbour is the next one "
                                  "(the last city's is the first). Discard pile: {discarded} cards.",
                            "fr": "Ordre des places, de gauche à droite : le voisin de gauche de chaque cité est "
                                  "la suivante (celui de la dernière est la première). Défausse : {discarded} cartes."},
    "board.duel.built": {"en": "wonders built: {names}", "fr": "Merveilles construites : {names}"},
    "board.duel.to_build": {"en": "wonders to build: {names}", "fr": "Merveilles à construire : {names}"},
    "board.progress": {"en": "progress: {names}", "fr": "Progrès : {names}"},
    "board.duel.pawn": {"en": "conflict pawn: {steps} towards {leader}'s capital",
                        "fr": "pion Conflit : {steps} vers la capitale de {leader}"},
    "board.duel.pawn.middle": {"en": "conflict pawn: in the middle", "fr": "pion Conflit : au centre"},
    "board.duel.tokens": {"en": "progress tokens: {names}", "fr": "jetons Progrès : {names}"},
    "board.duel.offered": {"en": "wonders offered: {names}", "fr": "Merveilles proposées : {names}"},
    "board.duel.take": {"en": "take now:", "fr": "à prendre maintenant :"},
    "board.duel.structure": {"en": "{count} cards in the structure, {hidden} face down",
                             "fr": "{count} cartes dans la structure, {hidden} face cachée"},
    "board.discard": {"en": "Discard pile: {discarded} cards.", "fr": "Défausse : {discarded} cartes."},
    "board.architects.deck": {"en": "deck on the left: {count} cards, top {top}",
                              "fr": "pioche de gauche : {count} cartes, dessus {top}"},
    "board.architects.notes": {"en": "Conflict tokens: {war} of {conflicts} on their battle side. Progress face up: {names}. "
                                     "Central deck: {central} cards (hidden).",
                               "fr": "Jetons Conflit : {war} sur {conflicts} sur leur face bataille. Progrès visibles : {names}. "
                                     "Pioche centrale : {central} cartes (cachées)."},
    "board.architects.seating": {"en": "Seating order, left to right: each player's left deck lies between them and the next player.",
                                 "fr": "Ordre des places, de gauche à droite : la pioche de gauche de chaque joueur est entre lui et le joueur suivant."},
}

register(MESSAGES)
