"""Every sentence the 7 Wonders Architects engine shows a person, in English and in French.

A counted word has two texts, ``.one`` and ``.other``; ``counted`` picks the right one (in French
0 and 1 take the singular, in English only 1). ``say`` is the shared one, with French elision
(« de Alexandrie » is « d'Alexandrie »):

>>> counted("arch.n.gold", 1), counted("arch.n.gold", 2)
('1 gold card', '2 gold cards')
>>> from ..core.i18n import set_language
>>> set_language("fr"); say("arch.via.power", wonder="Alexandrie"), counted("arch.n.points", 0)
("Pouvoir d'Alexandrie", '0 point')
>>> set_language("en")
"""

import re

from ..core.i18n import language, register
from ..core.i18n import say as say_in_any_game

_ELIDED = re.compile(r"\b([Dd])e (?=[AEIOUYÉÈÊÂÎÔaeiouyéèêâîôHh])")

MESSAGES = {
    # rule objects
    "arch.cost.same": {"en": "{count} identical resources", "fr": "{count} ressources identiques"},
    "arch.cost.diff": {"en": "{count} different resources", "fr": "{count} ressources différentes"},
    "arch.stage.label": {"en": "{wonder} stage {stage} ({cost}, {points})",
                    "fr": "{wonder} étape {stage} ({cost}, {points})"},
    "arch.list.and": {"en": "{first} and {last}", "fr": "{first} et {last}"},
    "arch.nothing": {"en": "nothing", "fr": "rien"},
    "arch.token.hidden": {"en": "the hidden Progress token", "fr": "le jeton Progrès caché"},
    # sources and actions
    "arch.source.left": {"en": "the left deck", "fr": "la pioche de gauche"},
    "arch.source.right": {"en": "the right deck", "fr": "la pioche de droite"},
    "arch.source.central": {"en": "the hidden central deck", "fr": "la pioche centrale cachée"},
    "arch.source.deck": {"en": "{wonder}'s deck", "fr": "la pioche de {wonder}"},
    "arch.via.token": {"en": "{token}'s extra card", "fr": "Carte supplémentaire de {token}"},
    "arch.via.power": {"en": "{wonder}'s power", "fr": "Pouvoir de {wonder}"},
    # within a told sentence, in brackets: « a pris … (pouvoir d'Alexandrie) »
    "arch.via.token.told": {"en": "{token}'s extra card", "fr": "carte supplémentaire de {token}"},
    "arch.via.power.told": {"en": "{wonder}'s power", "fr": "pouvoir de {wonder}"},
    "arch.action.take": {"en": "Take the top card of {source}", "fr": "Prendre le sommet de {source}"},
    "arch.action.take_card": {"en": "Take {card} from {source}", "fr": "Prendre {card} de {source}"},
    "arch.action.take_shown": {"en": "Take {card} from the central deck (the Cat showed it)",
                               "fr": "Prendre {card} de la pioche centrale (le Chat l'a montré)"},
    "arch.card.the": {"en": "the {label}", "fr": "{label:le}"},
    "arch.card.blue_3": {"en": "a blue card (3 points)", "fr": "une carte bleue (3 points)"},
    "arch.card.blue_2_cat": {"en": "a blue card with the Cat (2 points)", "fr": "une carte bleue avec le Chat (2 points)"},
    "arch.card.red_0_horns": {"en": "a red card without horns", "fr": "une carte rouge sans cor"},
    "arch.card.red_1_horn": {"en": "a red card with 1 horn", "fr": "une carte rouge à 1 cor"},
    "arch.card.red_2_horns": {"en": "a red card with 2 horns", "fr": "une carte rouge à 2 cors"},
    "arch.action.extra": {"en": "{via}: {what}", "fr": "{via} : {what}"},
    "arch.action.look": {"en": "Halicarnassus's power: look at the top 5 cards of {source}",
                    "fr": "Pouvoir d'Halicarnasse : regarder les 5 cartes du sommet de {source}"},
    "arch.action.keep": {"en": "Keep {card} and shuffle the others back",
                    "fr": "Garder {card} et remélanger les autres"},
    "arch.action.build": {"en": "Build stage {stage} with {cards}",
                     "fr": "Construire l'étape {stage} avec {cards}"},
    "arch.action.trade": {"en": "Trade {cards} for {token}", "fr": "Échanger {cards} contre {token}"},
    # each action as a log tells it (``core.i18n.telling``: « Ana took the top card of the left deck »)
    **{f"arch.action.{key}.told": {"en": en, "fr": fr} for key, (en, fr) in {
        "take": ("took the top card of {source}", "a pris le sommet de {source}"),
        "extra": ("{what} ({via})", "{what} ({via})"),
        "look": ("looked at the top 5 cards of {source} (Halicarnassus's power)",
                 "a regardé les 5 cartes du sommet de {source} (pouvoir d'Halicarnasse)"),
        "keep": ("kept {card} and shuffled the others back", "a gardé {card} et remélangé les autres"),
        "build": ("built stage {stage} with {cards}", "a construit l'étape {stage} avec {cards}"),
        "trade": ("traded {cards} for {token}", "a échangé {cards} contre {token}"),
        "token": ("took {token}", "a pris {token}"),
    }.items()},
    "arch.action.bogus": {"en": "an action that does not exist in 7 Wonders Architects ({fields})",
                          "fr": "une action qui n'existe pas dans 7 Wonders Architects ({fields})"},
    "arch.action.token": {"en": "take {token}", "fr": "prendre {token}"},
    # powers
    "arch.power.any_deck": {"en": "Alexandria's power: take the top card of any deck on the table.",
                       "fr": "Pouvoir d'Alexandrie : prendre le sommet d'une pioche au choix sur toute la table."},
    "arch.power.progress": {"en": "Babylon's power: choose a Progress token among the four available.",
                       "fr": "Pouvoir de Babylone : choisir un Progrès parmi les quatre possibilités."},
    "arch.power.central": {"en": "Ephesus's power: take the top card of the central deck.",
                      "fr": "Pouvoir d'Éphèse : prendre le sommet de la pioche centrale."},
    "arch.power.look_five": {"en": "Halicarnassus's power: look at the top 5 cards of one neighbouring deck, keep one and shuffle the others back.",
                        "fr": "Pouvoir d'Halicarnasse : regarder les 5 cartes du sommet d'un paquet voisin, en garder une et remélanger les autres."},
    "arch.power.left_and_right": {"en": "Olympia's power: take the top card of the left deck and of the right deck.",
                             "fr": "Pouvoir d'Olympie : prendre le sommet des deux paquets voisins."},
    "arch.power.none": {"en": "No power", "fr": "Sans pouvoir"},
    "arch.power.shield": {"en": "Rhodes's power: one more shield, for good.",
                     "fr": "Pouvoir de Rhodes : un bouclier permanent de plus."},
    # explanations
    "arch.explain.central": {"en": "You take the hidden top card of the central deck: you do not know what it is.",
                        "fr": "Vous prenez la carte cachée du sommet de la pioche centrale : vous ne savez pas ce que c'est."},
    "arch.explain.take": {"en": "You take {card} from the top of {wonder}'s deck.",
                     "fr": "Vous prenez {card} au sommet de la pioche de {wonder}."},
    "arch.explain.cat": {"en": "It shows the Cat: you take the Cat pawn (2 points, and a look at the central deck).",
                    "fr": "Elle porte le Chat : vous prenez le pion Chat (2 points, et un coup d'œil à la pioche centrale)."},
    "arch.explain.horns": {"en": "Its horns turn conflict tokens to battle: {war} of {tokens}.",
                      "fr": "Ses cors retournent des Conflits côté Bataille : {war} sur {tokens}."},
    "arch.explain.battle": {"en": "Its horns turn the last conflict token: a battle closes your turn.",
                       "fr": "Ses cors retournent le dernier Conflit : une bataille a lieu à la fin de votre tour."},
    "arch.explain.extra": {"en": "{token} gives you an extra card.", "fr": "{token} vous donne une carte supplémentaire."},
    "arch.explain.completes": {"en": "With it you must build {stage} this turn.",
                               "fr": "Avec elle, vous devez construire {stage} pendant ce tour."},
    "arch.explain.science": {"en": "It completes a science set: you must trade it for a Progress token.",
                             "fr": "Elle complète une série scientifique : vous devez l'échanger contre un Progrès."},
    "arch.explain.build": {"en": "You build {stage} and discard {cards}.",
                      "fr": "Vous construisez {stage} et défaussez {cards}."},
    "arch.explain.greys": {"en": "{cards}: {units} of the {count} resources.",
                           "fr": "{cards} : {units} des {count} ressources."},
    "arch.explain.golds": {"en": "{golds}: {missing}, which the grey cards cannot cover ({coins}).",
                           "fr": "{golds} : {missing}, que les cartes grises ne couvrent pas ({coins})."},
    "arch.explain.spare_coin": {"en": "One coin is left over: a gold card cannot be split.",
                                "fr": "Une pièce reste inutilisée : une carte jaune ne se partage pas."},
    "arch.explain.economy": {"en": "Economy serves: a gold card counts as 2 coins (once a turn).",
                             "fr": "Économie sert : une carte jaune compte comme 2 pièces (une fois par tour)."},
    "arch.explain.engineering": {"en": "Engineering serves: the resources need not be {shape} (once a turn).",
                                 "fr": "Ingénierie sert : les ressources n'ont pas à être {shape} (une fois par tour)."},
    "arch.shape.same": {"en": "identical", "fr": "identiques"},
    "arch.shape.diff": {"en": "different", "fr": "différentes"},
    "arch.explain.central_known": {"en": "You take {card} from the top of the central deck: the Cat showed it to you.",
                                   "fr": "Vous prenez {card} au sommet de la pioche centrale : le Chat vous l'a montrée."},
    "arch.explain.not_legal": {"en": "Not possible now: {reason}.", "fr": "Impossible maintenant : {reason}."},
    "arch.explain.last_stage": {"en": "It is your fifth stage: the game ends at the end of this turn.",
                           "fr": "C'est votre cinquième étape : la partie s'arrête à la fin de ce tour."},
    "arch.explain.trade": {"en": "You discard {cards} and take {token}.",
                      "fr": "Vous défaussez {cards} et prenez {token}."},
    "arch.explain.babylon": {"en": "Babylon's power gives you {token}.", "fr": "Le pouvoir de Babylone vous donne {token}."},
    "arch.explain.keep": {"en": "You keep {card}; the other cards go back into the deck, shuffled.",
                     "fr": "Vous gardez {card} ; les autres retournent dans le paquet, mélangées."},
    # illegal actions
    "arch.error.game_over": {"en": "the game is over", "fr": "la partie est terminée"},
    "arch.error.no_seat": {"en": "there is no seat {seat}: the seats are {seats}",
                      "fr": "il n'y a pas de place {seat} : les places sont {seats}"},
    "arch.error.seat_type": {"en": "a seat is a whole number ({seats}), not {value}",
                             "fr": "une place est un nombre entier ({seats}), pas {value}"},
    "arch.seats.two": {"en": "0 and 1", "fr": "0 et 1"},
    "arch.seats.range": {"en": "0 to {last}", "fr": "de 0 à {last}"},
    "arch.error.field": {"en": "{field}: {value} {problem}", "fr": "{field} : {value} {problem}"},
    "arch.problem.kind": {"en": "is not a kind of action in 7 Wonders Architects (the kinds are {kinds})",
                          "fr": "n'est pas une sorte d'action de 7 Wonders Architects (les sortes sont {kinds})"},
    "arch.problem.text": {"en": "should be a text", "fr": "devrait être un texte"},
    "arch.problem.stage": {"en": "is not a stage number (1 to 5)", "fr": "n'est pas un numéro d'étape (1 à 5)"},
    "arch.problem.cards": {"en": "should be a tuple of card kind numbers, 0 to 13 (Action.build and Action.progress also take ids such as 'wood')",
                           "fr": "devrait être un tuple de numéros de sortes de cartes, de 0 à 13 (Action.build et Action.progress prennent aussi des noms comme 'wood')"},
    "arch.problem.card_list": {"en": "should be a list of cards, such as ['wood', 'gold'] or (0, 5)",
                               "fr": "devrait être une liste de cartes, comme ['wood', 'gold'] ou (0, 5)"},
    "arch.problem.card": {"en": "is not a card kind (0 to 13, or an id such as 'wood')",
                          "fr": "n'est pas une sorte de carte (0 à 13, ou un nom comme 'wood')"},
    "arch.problem.source": {"en": "is not a deck (left, right, central or a wonder's deck)",
                            "fr": "n'est pas une pioche (left, right, central ou la pioche d'une Merveille)"},
    "arch.problem.look": {"en": "is not a deck Halicarnassus can look at (left or right)",
                          "fr": "n'est pas une pioche qu'Halicarnasse peut regarder (left ou right)"},
    "arch.problem.via": {"en": "gives no card to take (turn, alexandria or a Progress token that gives extra cards)",
                         "fr": "ne donne aucune carte à prendre (turn, alexandria ou un Progrès qui donne des cartes)"},
    "arch.problem.keep": {"en": "should name exactly one card to keep", "fr": "devrait nommer exactement une carte à garder"},
    "arch.problem.token": {"en": "is not a Progress token (or 'hidden')", "fr": "n'est pas un jeton Progrès (ou 'hidden')"},
    "arch.problem.progress_via": {"en": "gives no Progress token (science or babylon)",
                                  "fr": "ne donne aucun jeton Progrès (science ou babylon)"},
    "arch.problem.entry": {"en": "should be an object with a 'kind'", "fr": "devrait être un objet avec un champ 'kind'"},
    "arch.error.not_your_turn": {"en": "it is {player}'s turn", "fr": "c'est au tour de {player}"},
    "arch.error.no_hands": {"en": "there are no hands to play or pass in 7 Wonders Architects: take the top card of the left deck, the right deck or the central deck",
                       "fr": "il n'y a pas de main à jouer ni à passer dans 7 Wonders Architects : prenez le sommet de la pioche de gauche, de droite ou du centre"},
    "arch.error.unknown": {"en": "{action} is not an action of 7 Wonders Architects: play one of the actions legal_actions() gives",
                           "fr": "{action} n'est pas une action de 7 Wonders Architects : jouez une des actions que donne legal_actions()"},
    "arch.error.keep_first": {"en": "first keep one of the cards Halicarnassus revealed: {cards}",
                         "fr": "gardez d'abord une des cartes révélées par Halicarnasse : {cards}"},
    "arch.error.one_card": {"en": "you have already taken this turn's card: one card a turn, plus the extra cards your tokens and wonder give",
                       "fr": "vous avez déjà pris la carte de ce tour : une carte par tour, plus les cartes supplémentaires de vos Progrès et de votre Merveille"},
    "arch.error.empty": {"en": "{source} is empty, and an empty deck stays empty",
                    "fr": "{source} est vide, et une pioche vide le reste"},
    "arch.error.no_source": {"en": "you may not take from {source} now",
                        "fr": "vous ne pouvez pas prendre dans {source} maintenant"},
    "arch.error.take_first": {"en": "take this turn's card first (left, right or central deck)",
                         "fr": "prenez d'abord la carte du tour (pioche de gauche, de droite ou du centre)"},
    "arch.error.token_used": {"en": "{token} has already given its extra card this turn: each Progress token works at most once a turn",
                         "fr": "{token} a déjà donné sa carte supplémentaire ce tour-ci : chaque Progrès sert au plus une fois par tour"},
    "arch.error.no_extra": {"en": "{via} gives you nothing to take now", "fr": "{via} ne vous donne rien à prendre maintenant"},
    "arch.giver.power": {"en": "{wonder}'s power", "fr": "le pouvoir de {wonder}"},
    "arch.error.no_science": {"en": "you have no science set to trade: it takes two identical symbols or three different ones",
                         "fr": "vous n'avez pas de série scientifique à échanger : il faut deux symboles identiques ou trois différents"},
    "arch.error.token_not_offered": {"en": "{token} is not face up; the face-up tokens are {offered} (or take the hidden one)",
                                "fr": "{token} n'est pas visible ; les jetons visibles sont {offered} (ou prenez le jeton caché)"},
    "arch.error.no_hidden_token": {"en": "no Progress token is left face down: take a face-up one",
                                   "fr": "il ne reste aucun jeton Progrès caché : prenez un jeton visible"},
    "arch.error.no_trade_cards": {"en": "name the green cards you trade: two identical symbols or three different ones",
                                  "fr": "nommez les cartes vertes que vous échangez : deux symboles identiques ou trois différents"},
    "arch.error.not_green": {"en": "{cards}: only green cards are traded for a Progress token",
                             "fr": "{cards} : seules les cartes vertes s'échangent contre un Progrès"},
    "arch.error.power_is_free": {"en": "{via} gives a Progress token for no cards",
                                 "fr": "{via} donne un Progrès sans aucune carte"},
    "arch.error.bad_trade": {"en": "{cards} is not a science set you hold: two identical symbols or three different ones",
                        "fr": "{cards} n'est pas une série que vous possédez : deux symboles identiques ou trois différents"},
    "arch.error.no_stage": {"en": "stage {stage} does not exist: stages are numbered 1 to 5",
                       "fr": "l'étape {stage} n'existe pas : les étapes vont de 1 à 5"},
    "arch.error.already_built": {"en": "{stage} is already built", "fr": "{stage} est déjà construite"},
    "arch.error.supports.one": {"en": "{stage} rests on stage {missing}, not built yet",
                                "fr": "{stage} repose sur l'étape {missing}, pas encore construite"},
    "arch.error.supports.other": {"en": "{stage} rests on stages {missing}, not built yet",
                                  "fr": "{stage} repose sur les étapes {missing}, pas encore construites"},
    "arch.error.cannot_pay": {"en": "{stage} cannot be paid with the cards in front of you ({cards})",
                         "fr": "{stage} ne peut pas être payée avec les cartes devant vous ({cards})"},
    "arch.error.payment": {"en": "that is not a way to pay for {stage}: use exactly the cards needed, gold only for missing resources; the ways are: {ways}",
                      "fr": "ce n'est pas une façon de payer {stage} : défaussez exactement les cartes utilisées, les pièces seulement pour les ressources manquantes ; les façons possibles : {ways}"},
    # counted words
    "arch.n.gold.one": {"en": "{count} gold card", "fr": "{count} carte jaune"},
    "arch.n.gold.other": {"en": "{count} gold cards", "fr": "{count} cartes jaunes"},
    "arch.n.coin.one": {"en": "{count} coin", "fr": "{count} pièce"},
    "arch.n.coin.other": {"en": "{count} coins", "fr": "{count} pièces"},
    "arch.n.points.one": {"en": "{count} point", "fr": "{count} point"},
    "arch.n.points.other": {"en": "{count} points", "fr": "{count} points"},
    "arch.n.missing.one": {"en": "{count} missing resource", "fr": "{count} ressource manquante"},
    "arch.n.missing.other": {"en": "{count} missing resources", "fr": "{count} ressources manquantes"},
    # the options of a new game
    "arch.option.players": {"en": "players: {value}: 7 Wonders Architects is played by 2 to 7",
                            "fr": "players : {value} : 7 Wonders Architects se joue de 2 à 7 joueurs"},
    "arch.option.seed": {"en": "seed: {value}: a seed is a whole number (a record saves it)",
                         "fr": "seed : {value} : une graine est un nombre entier (un enregistrement la garde)"},
    "arch.option.wonders.list": {"en": "wonders: {value}: expected a list of {count} wonders",
                                 "fr": "wonders : {value} : il faut une liste de {count} Merveilles"},
    "arch.option.wonders.unknown": {"en": "wonders: unknown wonder {value}", "fr": "wonders : Merveille inconnue {value}"},
    "arch.option.wonders.twice": {"en": "wonders: {value}: each wonder can be played only once",
                                  "fr": "wonders : {value} : chaque Merveille ne se joue qu'une fois"},
    "arch.option.names.list": {"en": "names: {value}: expected {count} names, one per player",
                               "fr": "names : {value} : il faut {count} noms, un par joueur"},
    "arch.option.names.blank": {"en": "names: {value}: a name is a text that is not blank",
                                "fr": "names : {value} : un nom est un texte non vide"},
    "arch.option.names.twice": {"en": "names: {value}: two players have the same name",
                                "fr": "names : {value} : deux joueurs ont le même nom"},
    # plain-text descriptions (reprs)
    "arch.repr.game.over": {"en": "<7 Wonders Architects, {players} players, over>",
                            "fr": "<7 Wonders Architects, {players} joueurs, partie finie>"},
    "arch.repr.game.on": {"en": "<7 Wonders Architects, {players} players, turn {turn}, {name} to play>",
                          "fr": "<7 Wonders Architects, {players} joueurs, tour {turn}, à {name} de jouer>"},
    "arch.repr.wonder": {"en": "<Wonder {name}: {stages} stages, {points} points, power {power}>",
                         "fr": "<Merveille {name} : {stages} étapes, {points} points, {power}>"},
    "arch.repr.token": {"en": "<Progress token {name}>", "fr": "<Jeton Progrès {name}>"},
    # table files (FORMATS.md): what a refused table says after the field it names
    "arch.table.players": {"en": "expected a list of 2 to 7 players in seating order",
                           "fr": "une liste de 2 à 7 joueurs dans l'ordre des places est attendue"},
    "arch.table.wonder_taken": {"en": "{name} already plays this wonder", "fr": "{name} joue déjà cette Merveille"},
    "arch.table.unknown_wonder": {"en": "unknown wonder (expected one of {wonders}){guess}",
                                  "fr": "Merveille inconnue (il faut l'une de {wonders}){guess}"},
    "arch.table.stages": {"en": "expected the list of built stage ids, e.g. [1, 2]",
                          "fr": "la liste des numéros des étapes construites est attendue, par exemple [1, 2]"},
    "arch.table.stage_id": {"en": "a stage id is 1 to 5 (1 = 2 different, 2 = 2 identical, 3 = 3 different, "
                                  "4 = 3 identical, 5 = 4 different)",
                            "fr": "un numéro d'étape va de 1 à 5 (1 = 2 différentes, 2 = 2 identiques, 3 = 3 différentes, "
                                  "4 = 3 identiques, 5 = 4 différentes)"},
    "arch.table.stage_twice": {"en": "a stage is listed twice", "fr": "une étape est donnée deux fois"},
    "arch.table.supports.one": {"en": "{wonder} stage {stage} rests on stage {missing}, which must be built too",
                                "fr": "l'étape {stage} de {wonder} repose sur l'étape {missing}, qui doit être construite aussi"},
    "arch.table.supports.other": {"en": "{wonder} stage {stage} rests on stages {missing}, which must be built too",
                                  "fr": "l'étape {stage} de {wonder} repose sur les étapes {missing}, qui doivent être construites aussi"},
    "arch.table.cards": {"en": 'expected counts per card kind, e.g. {{"blue_3": 1}}',
                         "fr": 'un nombre par type de carte est attendu, par exemple {{"blue_3": 1}}'},
    "arch.table.unknown_kind": {"en": "unknown card kind (expected one of {kinds}){guess}",
                                "fr": "type de carte inconnu (il faut l'un de {kinds}){guess}"},
    "arch.table.tokens": {"en": "expected a list of Progress token names",
                          "fr": "une liste de noms de jetons Progrès est attendue"},
    "arch.table.unknown_token": {"en": "unknown Progress token{guess}", "fr": "jeton Progrès inconnu{guess}"},
    "arch.table.cats": {"en": "{names} both hold the Cat: there is one Cat pawn",
                        "fr": "{names} ont tous deux le Chat : il n'y a qu'un pion Chat"},
    "arch.table.cat_card": {"en": "the Cat is taken with a blue card that shows it, and no such card (blue_2_cat) is on the table",
                            "fr": "le Chat se prend avec une carte bleue qui le montre, et aucune carte de ce type (blue_2_cat) n'est sur la table"},
    "arch.table.cat_own": {"en": "{name} holds the Cat, but the Cat is taken with a blue card that shows it and no "
                                 "such card (blue_2_cat) of {name}'s is on the table: blue cards stay with their player",
                           "fr": "{name} a le Chat, mais le Chat se prend avec une carte bleue qui le montre, et "
                                 "{name} n'a aucune carte de ce type (blue_2_cat) : les cartes bleues restent devant leur joueur"},
    "arch.table.tokens_greens": {
        "en": "{owned} Progress tokens ({babylon} from Babylon's stages), but the decks of these wonders and the central "
              "deck leave only {greens} green cards to trade for them: a token costs two or three",
        "fr": "{owned} jetons Progrès (dont {babylon} par les étapes de Babylone), mais les pioches de ces Merveilles et "
              "la pioche centrale ne laissent que {greens} cartes vertes à échanger : un jeton en coûte deux ou trois"},
    "arch.table.victories": {"en": "{held} Military Victory tokens on the table, but the box holds {box}",
                             "fr": "{held} jetons Victoire Militaire sur la table, mais la boîte en contient {box}"},
    "arch.table.cat_nobody.one": {"en": '{count} blue_2_cat card is on the table, so someone took the Cat with it: '
                                        'give "cat": true to that player',
                                  "fr": "{count} carte blue_2_cat est sur la table, donc quelqu'un a pris le Chat avec elle : "
                                        'donnez "cat": true à ce joueur'},
    "arch.table.cat_nobody.other": {"en": '{count} blue_2_cat cards are on the table, so someone took the Cat with the last '
                                          'of them: give "cat": true to that player',
                                    "fr": "{count} cartes blue_2_cat sont sur la table, donc quelqu'un a pris le Chat avec la "
                                          'dernière : donnez "cat": true à ce joueur'},
    "arch.table.finished": {"en": "{names} both finished their wonder, but the game ends with the turn of the first to finish",
                            "fr": "{names} ont tous deux achevé leur Merveille, mais la partie s'arrête au tour du premier qui achève la sienne"},
    "arch.table.science": {"en": "{name} has green cards that make a science set (two of a symbol or all three), which "
                                 "must be traded for a Progress token while any is left (seed 002)",
                           "fr": "{name} a des cartes vertes qui forment un lot scientifique (deux d'un symbole ou les trois), "
                                 "à échanger contre un jeton Progrès tant qu'il en reste (texte 002)"},
    "arch.table.token_copies": {"en": "{held} {token} tokens on the table ({names}), but the game has {copies}",
                                "fr": "{held} jetons {token} sur la table ({names}), mais le jeu n'en a que {copies}"},
    "arch.table.kind_count": {"en": "{held} {kind} cards on the table, but the decks of these {count} wonders and the "
                                    "central deck hold {in_play}",
                              "fr": "{held} cartes {kind} sur la table, mais les pioches de ces {count} Merveilles et la "
                                    "pioche centrale en ont {in_play}"},
}

register(MESSAGES)


def say(key, **fields):
    """The message ``key`` in the current language; in French, « de » before a vowel or a mute h
    is elided, as names are filled in (« la pioche d'Éphèse », « Carte supplémentaire d'Urbanisme »)."""
    text = say_in_any_game(key, **fields)
    return _ELIDED.sub(r"\1'", text) if language() == "fr" else text


def counted(key, count):
    """``key.one`` or ``key.other`` with ``count`` filled in, as the current language wants."""
    one = count == 1 or (count == 0 and language() == "fr")
    return say(f"{key}.{'one' if one else 'other'}", count=count)
