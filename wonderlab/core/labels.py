"""Every word the course's views, figures and widgets show, in English and in French, and the
names and labels several layers need (a player's shown name, a score category's label): they
sit at the bottom so that the engines' reprs, the views and the widgets all take them from here.

>>> from wonderlab.core.i18n import say, set_language
>>> say("lab.category.science")
'Science'
>>> set_language("fr"); say("lab.category.science"); set_language("en")
'Science'
"""

import re

from .i18n import catalog, language, plural, register, say

MESSAGES = {
    # score pad categories (classic order, then the other games' own)
    "lab.category.military": {"en": "Military", "fr": "Conflits militaires"},
    "lab.category.treasury": {"en": "Treasury", "fr": "Trésor"},
    "lab.category.wonder": {"en": "Wonder", "fr": "Merveille"},
    "lab.category.wonders": {"en": "Wonders", "fr": "Merveilles"},
    "lab.category.civilian": {"en": "Civilian", "fr": "Bâtiments civils"},
    "lab.category.science": {"en": "Science", "fr": "Science"},
    "lab.category.commercial": {"en": "Commercial", "fr": "Bâtiments commerciaux"},
    "lab.category.guilds": {"en": "Guilds", "fr": "Guildes"},
    "lab.category.progress": {"en": "Progress", "fr": "Progrès"},
    "lab.category.cat": {"en": "Cat", "fr": "Chat"},
    "lab.total": {"en": "Total", "fr": "Total"},
    # their short names, for a picture's or a forum post's compact table
    **{f"lab.short.{key}": {"en": en, "fr": fr} for key, en, fr in (
        ("military", "military", "militaire"), ("treasury", "treasury", "trésor"), ("wonder", "wonder", "merveille"),
        ("wonders", "wonders", "merveilles"), ("civilian", "civilian", "civils"), ("science", "science", "science"),
        ("commercial", "commercial", "commerce"), ("guilds", "guilds", "guildes"), ("progress", "progress", "progrès"),
        ("cat", "cat", "chat"), ("total", "total", "total"),
        # Duel's expansions' rows (Pantheon, Agora)
        ("divinities", "divinities", "divinités"), ("grand_temples", "grand temples", "grands temples"),
        ("senate", "senate", "sénat"))},
    "lab.winner": {"en": "winner", "fr": "vainqueur"},
    "lab.choices": {"en": "Choices made for the best score", "fr": "Choix faits pour le meilleur score"},
    # card colours
    "lab.color.brown": {"en": "Raw materials", "fr": "Matières premières"},
    "lab.color.gray": {"en": "Manufactured goods", "fr": "Produits manufacturés"},
    "lab.color.blue": {"en": "Civilian building", "fr": "Bâtiment civil"},
    "lab.color.green": {"en": "Scientific building", "fr": "Bâtiment scientifique"},
    "lab.color.yellow": {"en": "Commercial building", "fr": "Bâtiment commercial"},
    "lab.color.red": {"en": "Military building", "fr": "Bâtiment militaire"},
    "lab.color.purple": {"en": "Guild", "fr": "Guilde"},
    # rule objects
    "lab.age": {"en": "Age {age}", "fr": "Âge {age}"},
    "lab.cost": {"en": "Cost", "fr": "Coût"},
    "lab.free": {"en": "free", "fr": "gratuit"},
    "lab.chains_from": {"en": "free if you built {cards}", "fr": "gratuit si vous avez construit {cards}"},
    "lab.chains_to": {"en": "lets you build {cards} for free", "fr": "permet de construire {cards} gratuitement"},
    "lab.produces": {"en": "produces {unit}", "fr": "produit {unit}"},
    "lab.not_for_sale": {"en": "not for sale", "fr": "pas à vendre"},
    "lab.points.one": {"en": "{count} point", "fr": "{count} point"},
    "lab.points.many": {"en": "{count} points", "fr": "{count} points"},
    "lab.shields.one": {"en": "{count} shield", "fr": "{count} bouclier"},
    "lab.shields.many": {"en": "{count} shields", "fr": "{count} boucliers"},
    "lab.coins.one": {"en": "{count} coin", "fr": "{count} pièce"},
    "lab.coins.many": {"en": "{count} coins", "fr": "{count} pièces"},
    "lab.victories.one": {"en": "{count} victory", "fr": "{count} victoire"},
    "lab.victories.many": {"en": "{count} victories", "fr": "{count} victoires"},
    "lab.science_symbol": {"en": "science symbol: {symbol}", "fr": "symbole scientifique : {symbol}"},
    "lab.science_choice": {"en": "one science symbol of your choice", "fr": "un symbole scientifique au choix"},
    "lab.symbol.compass": {"en": "compass", "fr": "compas"},
    "lab.symbol.gear": {"en": "gear", "fr": "engrenage"},
    "lab.symbol.tablet": {"en": "tablet", "fr": "tablette"},
    "lab.discount": {"en": "buy {resources} for 1 coin from {sides}",
                     "fr": "achetez {resources} pour 1 pièce {sides}"},
    "lab.side.left": {"en": "your left neighbour", "fr": "au voisin de gauche"},
    "lab.side.right": {"en": "your right neighbour", "fr": "au voisin de droite"},
    "lab.side.both": {"en": "both neighbours", "fr": "aux deux voisins"},
    "lab.per_card": {"en": "{gain} per {colors} card in {where}", "fr": "{gain} par carte {colors} {where}"},
    "lab.per_stage": {"en": "{gain} per wonder stage built in {where}",
                      "fr": "{gain} par étape de merveille construite {where}"},
    "lab.per_defeat": {"en": "{gain} per defeat token in {where}", "fr": "{gain} par jeton Défaite {where}"},
    "lab.and": {"en": " and ", "fr": " et "},
    "lab.scope.left": {"en": "the left city", "fr": "chez le voisin de gauche"},
    "lab.scope.self": {"en": "your city", "fr": "chez vous"},
    "lab.scope.right": {"en": "the right city", "fr": "chez le voisin de droite"},
    "lab.colorname.brown": {"en": "brown", "fr": "marron"},
    "lab.colorname.gray": {"en": "gray", "fr": "grise"},
    "lab.colorname.blue": {"en": "blue", "fr": "bleue"},
    "lab.colorname.green": {"en": "green", "fr": "verte"},
    "lab.colorname.yellow": {"en": "yellow", "fr": "jaune"},
    "lab.colorname.red": {"en": "red", "fr": "rouge"},
    "lab.colorname.purple": {"en": "purple", "fr": "violette"},
    "lab.power.free_build_once_per_age": {"en": "once per Age, build a card for free",
                                          "fr": "une fois par âge, construisez un bâtiment gratuitement"},
    "lab.power.build_from_discard": {"en": "build a card from the discard pile for free",
                                     "fr": "construisez gratuitement une carte de la défausse"},
    "lab.power.play_seventh_card": {"en": "play the seventh card of each Age too",
                                    "fr": "jouez aussi la septième carte de chaque âge"},
    "lab.power.copy_neighbor_guild": {"en": "at the end, copy a guild of a neighbour",
                                      "fr": "en fin de partie, copiez une guilde d'un voisin"},
    "lab.wonder.starts_with": {"en": "produces {resource} from the start", "fr": "produit {resource} dès le départ"},
    "lab.wonder.side": {"en": "side {side}", "fr": "face {side}"},
    "lab.stage": {"en": "Stage {n}", "fr": "Étape {n}"},
    "lab.built": {"en": "built", "fr": "construite"},
    "lab.not_built": {"en": "not built", "fr": "pas construite"},
    "lab.city.coins": {"en": "Coins", "fr": "Pièces"},
    "lab.city.shields": {"en": "Shields", "fr": "Boucliers"},
    "lab.city.military": {"en": "Conflict tokens", "fr": "Jetons Conflit"},
    "lab.city.science": {"en": "Science symbols", "fr": "Symboles scientifiques"},
    "lab.city.cards": {"en": "Buildings", "fr": "Bâtiments"},
    "lab.city.none": {"en": "none yet", "fr": "aucun pour l'instant"},
    "lab.game.title": {"en": "7 Wonders, {players} players", "fr": "7 Wonders, {players} joueurs"},
    "lab.game.where": {"en": "Age {age}, turn {turn}", "fr": "Âge {age}, tour {turn}"},
    "lab.game.over": {"en": "the game is over", "fr": "la partie est terminée"},
    "lab.game.hand": {"en": "{n} cards in hand, face down", "fr": "{n} cartes en main, face cachée"},
    "lab.action.pays": {"en": "pays", "fr": "paie"},
    "lab.action.bank": {"en": "bank", "fr": "banque"},
    "lab.action.left": {"en": "left neighbour", "fr": "voisin de gauche"},
    "lab.action.right": {"en": "right neighbour", "fr": "voisin de droite"},
    # 7 Wonders Architects
    "lab.arch.token.urbanism": {"en": "an extra card when you take a Wood or Brick card",
                                "fr": "une carte de plus quand vous prenez une carte Bois ou Brique"},
    "lab.arch.token.crafts": {"en": "an extra card when you take a Papyrus or Glass card",
                              "fr": "une carte de plus quand vous prenez une carte Papyrus ou Verre"},
    "lab.arch.token.jewellery": {"en": "an extra card when you take a Stone or Gold card",
                                 "fr": "une carte de plus quand vous prenez une carte Pierre ou Or"},
    "lab.arch.token.science": {"en": "an extra card when you take a green card",
                               "fr": "une carte de plus quand vous prenez une carte verte"},
    "lab.arch.token.propaganda": {"en": "an extra card when you take a red card with horns",
                                  "fr": "une carte de plus quand vous prenez une rouge avec des cors"},
    "lab.arch.token.architecture": {"en": "an extra card when you build a stage",
                                    "fr": "une carte de plus quand vous construisez une étape"},
    "lab.arch.token.economy": {"en": "each Gold card counts as two coins",
                               "fr": "chaque carte Or compte pour deux pièces"},
    "lab.arch.token.engineering": {"en": "stages ignore identical/different (not the number of resources)",
                                   "fr": "les étapes ignorent identiques/différentes (pas le nombre de ressources)"},
    "lab.arch.token.tactics": {"en": "2 shields, for good", "fr": "2 boucliers permanents"},
    "lab.arch.token.decoration": {"en": "4 points, or 6 if your wonder is complete",
                                  "fr": "4 points, ou 6 si votre merveille est achevée"},
    "lab.arch.token.politics": {"en": "1 point per Cat on your blue cards",
                                "fr": "1 point par Chat sur vos cartes bleues"},
    "lab.arch.token.strategy": {"en": "1 point per Military Victory token",
                                "fr": "1 point par jeton Victoire militaire"},
    "lab.arch.token.education": {"en": "2 points per Progress token you own, this one included",
                                 "fr": "2 points par jeton Progrès possédé, celui-ci compris"},
    "lab.arch.token.culture": {"en": "4 points; both Culture tokens together make 12",
                               "fr": "4 points ; les deux jetons Culture ensemble font 12"},
    "lab.arch.rests_on": {"en": "rests on {stages}", "fr": "repose sur {stages}"},
    "lab.arch.ground": {"en": "on the ground", "fr": "au sol"},
    "lab.arch.turn": {"en": "turn {turn}, {player} to play", "fr": "tour {turn}, à {player} de jouer"},
    "lab.arch.title": {"en": "7 Wonders Architects, {players} players", "fr": "7 Wonders Architects, {players} joueurs"},
    "lab.arch.deck": {"en": "{wonder}'s deck: {size} cards, top: {top}", "fr": "pioche de {wonder} : {size} cartes, sommet : {top}"},
    "lab.arch.central": {"en": "central deck: {size} cards, face down", "fr": "pioche centrale : {size} cartes, face cachée"},
    "lab.arch.empty": {"en": "empty", "fr": "vide"},
    "lab.arch.cards_left.one": {"en": "{count} card", "fr": "{count} carte"},
    "lab.arch.cards_left.many": {"en": "{count} cards", "fr": "{count} cartes"},
    "lab.arch.cards_hidden.one": {"en": "{count} card, face down", "fr": "{count} carte, face cachée"},
    "lab.arch.cards_hidden.many": {"en": "{count} cards, face down", "fr": "{count} cartes, face cachée"},
    "lab.arch.central_deck": {"en": "central deck", "fr": "pioche centrale"},
    "lab.arch.table_label": {"en": "The table seen from above, {players} players",
                             "fr": "La table vue de dessus, {players} joueurs"},
    "lab.arch.table_rule": {"en": "Each wonder's deck lies face up between its owner and the owner's left neighbour (the next player); the central deck lies face down in the middle.",
                            "fr": "La pioche de chaque Merveille est posée face visible entre son propriétaire et son voisin de gauche (le joueur suivant) ; la pioche centrale est cachée au milieu."},
    "lab.arch.table_reach": {"en": "{player} takes the top card of the deck on their left ({left}), on their right ({right}) or the central one.",
                             "fr": "{player} prend le sommet de la pioche à sa gauche ({left}), à sa droite ({right}) ou de la pioche centrale."},
    "lab.arch.progress_offer": {"en": "Progress tokens face up", "fr": "Jetons Progrès visibles"},
    "lab.arch.conflict": {"en": "Conflict tokens: {war} of {tokens} show battle", "fr": "Jetons Conflit : {war} sur {tokens} côté Bataille"},
    "lab.arch.cat": {"en": "the Cat", "fr": "le Chat"},
    "lab.arch.victories": {"en": "Military Victory tokens", "fr": "Jetons Victoire militaire"},
    "lab.arch.stages": {"en": "Stages built (ids 1-5)", "fr": "Étapes construites (1 à 5)"},
    "lab.arch.cards": {"en": "Cards (kind: count, one per line)", "fr": "Cartes (sorte : nombre, une par ligne)"},
    "lab.arch.progress": {"en": "Progress tokens", "fr": "Jetons Progrès"},
    "lab.arch.has_cat": {"en": "holds the Cat", "fr": "a le Chat"},
    # 7 Wonders Duel
    "lab.duel.face_down": {"en": "face down", "fr": "face cachée"},
    "lab.duel.title": {"en": "7 Wonders Duel", "fr": "7 Wonders Duel"},
    "lab.duel.conflict": {"en": "Conflict pawn", "fr": "Pion Conflit"},
    "lab.duel.wonders": {"en": "Wonders", "fr": "Merveilles"},
    "lab.duel.progress": {"en": "Progress tokens", "fr": "Jetons Progrès"},
    "lab.duel.buildings": {"en": "Buildings", "fr": "Bâtiments"},
    "lab.duel.none": {"en": "none", "fr": "aucun"},
    "lab.duel.conflict_field": {"en": "Conflict pawn (-9 to 9, + towards the second player)",
                                "fr": "Pion Conflit (-9 à 9, + vers le second joueur)"},
    "lab.duel.symbol.armillary_sphere": {"en": "armillary sphere", "fr": "sphère armillaire"},
    "lab.duel.symbol.scales": {"en": "scales", "fr": "balance"},
    "lab.duel.symbol.sundial": {"en": "sundial", "fr": "cadran solaire"},
    "lab.duel.symbol.mortar": {"en": "mortar", "fr": "mortier"},
    "lab.duel.symbol.plumb_bob": {"en": "plumb bob", "fr": "fil à plomb"},
    "lab.duel.symbol.quill": {"en": "quill", "fr": "plume"},
    "lab.duel.symbol.wheel": {"en": "wheel", "fr": "roue"},
    "lab.duel.produces": {"en": "produces {what}", "fr": "produit {what}"},
    "lab.duel.own_use": {"en": "one of {what}, for you only", "fr": "un parmi {what}, pour vous seul"},
    "lab.duel.fixed_price": {"en": "{what} cost you 1 coin each", "fr": "{what} : 1 pièce l'unité"},
    "lab.duel.per_cards": {"en": "{gain} per {colors} card", "fr": "{gain} par carte {colors}"},
    "lab.duel.per_wonders": {"en": "{gain} per wonder built", "fr": "{gain} par merveille construite"},
    "lab.duel.per_coin_sets": {"en": "{gain} per 3 coins", "fr": "{gain} par lot de 3 pièces"},
    "lab.duel.most": {"en": "in the city that has the most", "fr": "dans la cité qui en a le plus"},
    "lab.duel.opponent_loses": {"en": "your opponent loses {n} coins", "fr": "votre adversaire perd {n} pièces"},
    "lab.duel.destroy": {"en": "destroy a {color} card of your opponent", "fr": "détruisez une carte {color} de votre adversaire"},
    "lab.duel.from_discard": {"en": "build a discarded card for free", "fr": "construisez gratuitement une carte défaussée"},
    "lab.duel.play_again": {"en": "play again", "fr": "rejouez"},
    "lab.duel.from_box": {"en": "choose a progress token among {n} set aside", "fr": "choisissez un jeton Progrès parmi {n} écartés"},
    "lab.duel.chain_gives": {"en": "chain symbol: {symbol}", "fr": "symbole de chaînage : {symbol}"},
    "lab.duel.chain_needs": {"en": "free if you show the {symbol} chain symbol", "fr": "gratuit si vous avez le symbole de chaînage {symbol}"},
    "lab.duel.where.one": {"en": "Age {age}: {count} card left in the structure", "fr": "Âge {age} : il reste {count} carte dans la structure"},
    "lab.duel.where.many": {"en": "Age {age}: {count} cards left in the structure", "fr": "Âge {age} : il reste {count} cartes dans la structure"},
    "lab.duel.draft": {"en": "Wonder draft", "fr": "Sélection des Merveilles"},
    "lab.duel.to_play": {"en": "{player} to play", "fr": "à {player} de jouer"},
    "lab.duel.pawn": {"en": "Conflict pawn at {n} (+ towards {player}'s capital)", "fr": "Pion Conflit en {n} (+ vers la capitale de {player})"},
    "lab.duel.offered": {"en": "Progress tokens on the board", "fr": "Jetons Progrès sur le plateau"},
    "lab.duel.wonder_built": {"en": "built", "fr": "construite"},
    "lab.duel.token.agriculture": {"en": "take 6 coins now; worth 4 points", "fr": "prenez 6 pièces ; vaut 4 points"},
    "lab.duel.token.architecture": {"en": "your wonders cost 2 fewer resources", "fr": "vos merveilles coûtent 2 ressources de moins"},
    "lab.duel.token.economy": {"en": "you receive the coins your opponent pays the bank for resources", "fr": "vous recevez les pièces que votre adversaire paie à la banque pour des ressources"},
    "lab.duel.token.law": {"en": "a science symbol: the scales", "fr": "un symbole scientifique : la balance"},
    "lab.duel.token.masonry": {"en": "your blue cards cost 2 fewer resources", "fr": "vos cartes bleues coûtent 2 ressources de moins"},
    "lab.duel.token.mathematics": {"en": "3 points per progress token you own, this one included", "fr": "3 points par jeton Progrès possédé, celui-ci compris"},
    "lab.duel.token.philosophy": {"en": "worth 7 points", "fr": "vaut 7 points"},
    "lab.duel.token.strategy": {"en": "each new red card gives 1 more shield", "fr": "chaque nouvelle carte rouge donne 1 bouclier de plus"},
    "lab.duel.token.theology": {"en": "your wonders also make you play again", "fr": "vos merveilles vous font aussi rejouer"},
    "lab.duel.token.urbanism": {"en": "take 6 coins now, and 4 each time you build through a chain", "fr": "prenez 6 pièces, puis 4 à chaque construction par chaînage"},
    # figures
    "lab.fig.breakdown": {"en": "Score breakdown", "fr": "Détail des scores"},
    "lab.fig.points": {"en": "Points", "fr": "Points"},
    "lab.fig.player": {"en": "Player", "fr": "Joueur"},
    "lab.fig.progress": {"en": "Score if the game ended now", "fr": "Score si la partie s'arrêtait maintenant"},
    "lab.fig.deal": {"en": "deal", "fr": "donne"},
    "lab.fig.turn": {"en": "Turn", "fr": "Tour"},
    "lab.fig.win_rate": {"en": "Win rate by bot", "fr": "Taux de victoire par bot"},
    "lab.fig.distribution": {"en": "Points by category", "fr": "Points par catégorie"},
    "lab.fig.bot": {"en": "Bot", "fr": "Bot"},
    # widgets
    "lab.pad.title": {"en": "Score pad", "fr": "Carnet de scores"},
    "lab.pad.name": {"en": "Name", "fr": "Nom"},
    "lab.pad.wonder": {"en": "Wonder", "fr": "Merveille"},
    "lab.pad.side": {"en": "Side", "fr": "Face"},
    "lab.pad.stages": {"en": "Stages built", "fr": "Étapes construites"},
    "lab.pad.coins": {"en": "Coins", "fr": "Pièces"},
    "lab.pad.military": {"en": "Conflict tokens", "fr": "Jetons Conflit"},
    "lab.pad.cards": {"en": "Buildings (one per line)", "fr": "Bâtiments (un par ligne)"},
    "lab.pad.add": {"en": "Add a player", "fr": "Ajouter un joueur"},
    "lab.pad.remove": {"en": "Remove the last player", "fr": "Retirer le dernier joueur"},
    "lab.pad.file": {"en": "Table file", "fr": "Fichier de table"},
    "lab.pad.load": {"en": "Load", "fr": "Charger"},
    "lab.pad.save": {"en": "Save", "fr": "Enregistrer"},
    "lab.pad.saved": {"en": "Saved to {path}", "fr": "Enregistré dans {path}"},
    "lab.pad.loaded": {"en": "Loaded {path}", "fr": "{path} chargé"},
    "lab.pad.cannot_read": {"en": "Cannot read {path}: {why}", "fr": "Impossible de lire {path} : {why}"},
    "lab.pad.stale": {"en": "The table has a mistake (see the red message); the breakdown shows the last table that could be scored.",
                      "fr": "La table contient une erreur (voir le message en rouge) ; le détail montre la dernière table valide."},
    "lab.pad.player": {"en": "Player {n}", "fr": "Joueur {n}"},
    # the pads' files and the fields of the 2-player variant and of Duel's expansions
    "lab.pad.not_a_table": {"en": "{path} is not a {game} table file: {why}",
                            "fr": "{path} n'est pas un fichier de table {game} : {why}"},
    "lab.pad.refused": {"en": "{path} was not loaded, the table has a mistake: {why}",
                        "fr": "{path} n'a pas été chargé, la table contient une erreur : {why}"},
    "lab.pad.cannot_save": {"en": "Cannot save to {path}: {why}",
                            "fr": "Impossible d'enregistrer dans {path} : {why}"},
    "lab.pad.fix_first": {"en": "the table has a mistake (see the red message)",
                          "fr": "la table contient une erreur (voir le message en rouge)"},
    "lab.pad.cannot_show": {"en": "a field this pad cannot show", "fr": "un champ que ce carnet ne sait pas montrer"},
    "lab.pad.is_folder": {"en": "it is a folder", "fr": "c'est un dossier"},
    "lab.pad.free_city": {"en": "Free City (2-player variant)", "fr": "Cité franche (variante à 2 joueurs)"},
    "lab.duel.divinities": {"en": "Divinities (Pantheon)", "fr": "Divinités (Pantheon)"},
    "lab.duel.astarte_coins": {"en": "Coins left on Astarte", "fr": "Pièces restées sur Astarté"},
    "lab.duel.grand_temples": {"en": "Grand Temples (how many, or names)",
                               "fr": "Grands Temples (combien, ou leurs noms)"},
    "lab.duel.chambers": {"en": "Senate chambers controlled (Agora, 1 to 6)",
                          "fr": "Chambres du Sénat contrôlées (Agora, 1 à 6)"},
    "lab.sci.title": {"en": "Science calculator", "fr": "Calculateur de science"},
    "lab.sci.wildcards": {"en": "symbols of your choice", "fr": "symboles au choix"},
    "lab.sci.formula": {"en": "each family squared, plus 7 per set of three different symbols",
                        "fr": "chaque famille au carré, plus 7 par groupe de trois symboles différents"},
    "lab.sci.choose": {"en": "Best choice for the wild symbols: {symbols}",
                       "fr": "Meilleur choix pour les symboles au choix : {symbols}"},
    "lab.sci.points": {"en": "{points} points", "fr": "{points} points"},
    "lab.sci.sets": {"en": "{sets} sets", "fr": "{sets} groupes"},
    "lab.quiz.answer": {"en": "Your answer", "fr": "Votre réponse"},
    "lab.quiz.check": {"en": "Check", "fr": "Vérifier"},
    "lab.quiz.right": {"en": "Right! {why}", "fr": "Exact ! {why}"},
    "lab.quiz.wrong": {"en": "Not quite: {answer} is not the score.", "fr": "Pas tout à fait : {answer} n'est pas le score."},
    "lab.quiz.left_out": {"en": "You left out {category}.", "fr": "Vous avez oublié {category}."},
    "lab.or": {"en": " or ", "fr": " ou "},
    "lab.quiz.twice": {"en": "You counted {category} twice.", "fr": "Vous avez compté {category} deux fois."},
    "lab.quiz.not_a_number": {"en": "Type a whole number, then press Check.",
                              "fr": "Tapez un nombre entier, puis appuyez sur Vérifier."},
    "lab.quiz.science.question": {"en": "A city holds {counts}. How many science points does it score?",
                                  "fr": "Une cité possède {counts}. Combien de points de science marque-t-elle ?"},
    "lab.quiz.science.forgot_sets": {"en": "You added the squares ({squares}) but forgot the 7 points for each set of three different symbols.",
                                     "fr": "Vous avez additionné les carrés ({squares}) mais oublié les 7 points par groupe de trois symboles différents."},
    "lab.quiz.science.linear": {"en": "Each family scores its count squared, not its count: 3 identical symbols make 9 points, not 3.",
                                "fr": "Chaque famille marque son nombre au carré, pas son nombre : 3 symboles identiques font 9 points, pas 3."},
    "lab.quiz.science.only_sets": {"en": "You counted the sets but not the families: each family also scores its count squared.",
                                   "fr": "Vous avez compté les groupes mais pas les familles : chaque famille marque aussi son nombre au carré."},
    "lab.quiz.science.how": {"en": "The score is {formula}.", "fr": "Le score est {formula}."},
    # plain-text descriptions (reprs)
    "lab.repr.interrupted": {"en": ", interrupted after {done} of {total}", "fr": ", interrompu après {done} sur {total}"},
    "lab.run.no_workers": {"en": "the Dask cluster has had no worker for {seconds} s: start workers (or "
                                 "close the client and run here), then ask again",
                           "fr": "le cluster Dask n'a plus aucun worker depuis {seconds} s : démarrez des "
                                 "workers (ou fermez le client et lancez ici), puis redemandez"},
    "lab.repr.table": {"en": "<Table of {rows} rows: {columns}>", "fr": "<Tableau de {rows} lignes : {columns}>"},
    "lab.repr.figure": {"en": "<Figure: {title}>", "fr": "<Figure : {title}>"},
    "lab.repr.figure.untitled": {"en": "figure", "fr": "figure"},
    "lab.result.points": {"en": "points", "fr": "points"},
    "lab.result.military_supremacy": {"en": "military supremacy", "fr": "suprématie militaire"},
    "lab.result.scientific_supremacy": {"en": "scientific supremacy", "fr": "suprématie scientifique"},
    "lab.result.political_supremacy": {"en": "political supremacy", "fr": "suprématie politique"},
    "lab.pad.and": {"en": " and ", "fr": " et "},
    "lab.pad.summary.mistake": {"en": "<Score pad ({game}): {names}; the table has a mistake>",
                                "fr": "<Carnet de scores ({game}) : {names} ; la table contient une erreur>"},
    "lab.pad.summary.by.one": {"en": "<Score pad ({game}): {names}; {winners} wins by {how}>",
                               "fr": "<Carnet de scores ({game}) : {names} ; {winners} gagne par {how}>"},
    "lab.pad.summary.by.many": {"en": "<Score pad ({game}): {names}; {winners} win by {how}>",
                                "fr": "<Carnet de scores ({game}) : {names} ; {winners} gagnent par {how}>"},
    "lab.pad.summary.points.one": {"en": "<Score pad ({game}): {names}; {winners} wins with {points} points>",
                                   "fr": "<Carnet de scores ({game}) : {names} ; {winners} gagne avec {points} points>"},
    "lab.pad.summary.points.many": {"en": "<Score pad ({game}): {names}; {winners} win with {points} points>",
                                    "fr": "<Carnet de scores ({game}) : {names} ; {winners} gagnent avec {points} points>"},
    "lab.fig.bin_size": {"en": "bin_size: {value}: expected a whole number of points, 1 or more",
                         "fr": "bin_size : {value} : il faut un nombre entier de points, 1 ou plus"},
    "lab.repr.score.one": {"en": "<Score {name}: {count} point{parts}>", "fr": "<Score de {name} : {count} point{parts}>"},
    "lab.repr.score.many": {"en": "<Score {name}: {count} points{parts}>", "fr": "<Score de {name} : {count} points{parts}>"},
}

register(MESSAGES)

register({"view.free_city": {"en": "Free City", "fr": "Cité franche"},
          "view.colon": {"en": "{label}:", "fr": "{label}\u00a0:"},      # French: a non-breaking space before
          "view.semicolon": {"en": "; ", "fr": " ; "},
          "view.symbol.compass.one": {"en": "{count} compass", "fr": "{count} compas"},
          "view.symbol.compass.many": {"en": "{count} compasses", "fr": "{count} compas"},
          "view.symbol.gear.one": {"en": "{count} gear", "fr": "{count} engrenage"},
          "view.symbol.gear.many": {"en": "{count} gears", "fr": "{count} engrenages"},
          "view.symbol.tablet.one": {"en": "{count} tablet", "fr": "{count} tablette"},
          "view.symbol.tablet.many": {"en": "{count} tablets", "fr": "{count} tablettes"}})
register({"name.player": {"en": "Player {n}", "fr": "Joueur {n}"}})   # a player nobody named
_DEFAULT_NAME = re.compile(r"Player (\d+)")
_DEFAULT_NAMES = {}


def default_names(count):
    """The names the engines give players nobody named, in the language of the moment the game
    is made (a French game's players are « Joueur 1 », « Joueur 2 »…; the name then stays).

    >>> default_names(2)
    ('Player 1', 'Player 2')
    >>> from .i18n import set_language
    >>> set_language("fr"); default_names(3); set_language("en")
    ('Joueur 1', 'Joueur 2', 'Joueur 3')
    """
    key = (language(), count)
    names = _DEFAULT_NAMES.get(key)
    if names is None:            # made once per language: every game of a bench has them
        names = _DEFAULT_NAMES[key] = tuple(say("name.player", n=n + 1) for n in range(count))
    return names
_NAME_IN_TEXT = re.compile(r"\bPlayer (\d+)\b")


def shown_name(name):
    """A player's name as a view shows it: the engines' default names ("Player 2", the 2-player
    variant's "Free City") in the current language; any other name as it is. Display only: a
    game, a record or a table file keeps the name it stores.

    >>> shown_name("Player 2"), shown_name("Ana")
    ('Player 2', 'Ana')
    >>> from .i18n import set_language
    >>> set_language("fr"); shown_name("Player 2"), shown_name("Free City"); set_language("en")
    ('Joueur 2', 'Cité franche')
    """
    default = _DEFAULT_NAME.fullmatch(name)
    if default:
        return say("lab.pad.player", n=default.group(1))
    return say("view.free_city") if name == "Free City" else name


register({"value.True": {"en": "True", "fr": "oui"}, "value.False": {"en": "False", "fr": "non"},
          "value.None": {"en": "None", "fr": "rien"}})


register({"bot.name.greedy": {"en": "greedy", "fr": "glouton"}, "bot.name.random": {"en": "random", "fr": "aléatoire"},
          "bot.name.search": {"en": "search", "fr": "recherche"}, "bot.name.beginner": {"en": "beginner", "fr": "débutant"},
          "bot.name.intermediate": {"en": "intermediate", "fr": "intermédiaire"},
          "bot.name.strong": {"en": "strong", "fr": "fort"}})


def bot_label(name):
    """A bot's name as a sentence says it (« glouton », « aléatoire », « recherche » in French);
    a learner's own bot, or a list of bots (« glouton, aléatoire »), as given. The typed name
    stays the id: ``bots=("greedy",)``, ``--bot greedy``.

    >>> bot_label("greedy"), bot_label(["random", "mine"])
    ('greedy', 'random, mine')
    >>> from .i18n import set_language
    >>> set_language("fr"); bot_label("greedy"), bot_label(("random", "mine")); set_language("en")
    ('glouton', 'aléatoire, mine')
    """
    if isinstance(name, list | tuple):
        return ", ".join(bot_label(one) for one in name)
    key = f"bot.name.{name}"
    return say(key) if key in catalog() else str(name)


def said(value):
    """``value`` as a printed sentence of the course says it: in English as Python writes it; in
    French ``True``, ``False`` and ``None`` as « oui », « non », « rien », a list as its items
    said one after the other, a dict as « key : value » pairs, its keys in French words (a
    frame's column, a score category, a result).

    >>> print("game over:", said(True), said([False, True]), said({"games": 3}))
    game over: True [False, True] {'games': 3}
    >>> from .i18n import set_language
    >>> set_language("fr"); print("partie finie :", said(True), "|", said([False, True]), "|", said(None))
    partie finie : oui | non, oui | rien
    >>> said({"military": 6, "science": False}) == "conflits militaires\u00a0: 6, science\u00a0: non"
    True
    >>> set_language("en")
    """
    if language() != "fr":
        return value
    if value is True or value is False or value is None:
        return say(f"value.{value}")
    if type(value).__module__ == "numpy" and type(value).__name__ in ("bool", "bool_"):   # a frame's: the same
        return say(f"value.{bool(value)}")
    if isinstance(value, dict):
        return ", ".join(f"{colon(_key_said(key))} {said(item)}" for key, item in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(str(said(item)) for item in value)
    return value


def _key_said(key):
    """A dict's key in French words: a Word as it says itself, a frame column's, a score
    category's or a result's words, anything else as it is."""
    name = str.__str__(key) if isinstance(key, str) else key
    for form in (f"frame.{name}", f"lab.result.{str(name).replace(' ', '_')}"):
        if form in catalog():
            return say(form)
    if f"lab.category.{name}" in catalog():
        return say(f"lab.category.{name}").lower()
    return str(key)


def shown_names_in(value):
    """``value`` (texts, or lists and dicts of them) with the engines' default names shown as
    ``shown_name`` shows them, inside sentences too: « Player 2 a défaussé » reads « Joueur 2 a
    défaussé » in French. Display only; in English it is ``value`` itself.

    >>> from .i18n import set_language
    >>> set_language("fr"); shown_names_in({"log": ["Player 2 a défaussé"], "names": ["Free City"]})
    {'log': ['Joueur 2 a défaussé'], 'names': ['Cité franche']}
    >>> set_language("en")
    """
    if language() != "fr":
        return value
    if isinstance(value, str):
        if "Player" in value:
            value = _NAME_IN_TEXT.sub(lambda found: say("lab.pad.player", n=found.group(1)), value)
        return value.replace("Free City", say("view.free_city")) if "Free City" in value else value
    if isinstance(value, dict):
        return {key: shown_names_in(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [shown_names_in(item) for item in value]
    return value


def colon(label):
    """``label`` and its colon as the current language writes them, for a view's « Coût : »
    (French puts a non-breaking space before the colon).

    >>> colon("Cost")
    'Cost:'
    >>> from .i18n import set_language
    >>> set_language("fr"); colon("Coût"); set_language("en")
    'Coût\xa0:'
    """
    return say("view.colon", label=label)


def semicolons(items):
    """``items`` joined by semicolons as the current language writes them (French puts a space
    before « ; »).

    >>> semicolons(["3 points", "1 shield"])
    '3 points; 1 shield'
    >>> from .i18n import set_language
    >>> set_language("fr"); semicolons(["3 points", "1 bouclier"]); set_language("en")
    '3 points ; 1 bouclier'
    """
    return say("view.semicolon").join(items)


def with_articles(names):
    """``names`` (cards, wonders) as a French list says them, each with its article in lower case
    (« la Statue de Zeus, le Colosse »); in English as they are.

    >>> from .grammar import register_articles
    >>> from .i18n import set_language
    >>> register_articles({"Le Colosse": "le", "Bibliothèque": "la"})
    >>> with_articles(["Le Colosse", "Bibliothèque"])
    ['Le Colosse', 'Bibliothèque']
    >>> set_language("fr"); with_articles(["Le Colosse", "Bibliothèque"]); set_language("en")
    ['le Colosse', 'la Bibliothèque']
    """
    from .grammar import the

    return [the(name) for name in names] if language() == "fr" else list(names)


def symbol_count(count, symbol):
    """``count`` science symbols of 7 Wonders, in words of the current language.

    >>> symbol_count(1, "compass"), symbol_count(2, "compass"), symbol_count(3, "gear")
    ('1 compass', '2 compasses', '3 gears')
    """
    return plural(count, f"view.symbol.{symbol}")


def result_label(result):
    """How a game was won (``"military supremacy"``, …: the form a score output keeps) in the
    current language; an unknown one as it is."""
    key = f"lab.result.{str(result).replace(' ', '_')}"
    return say(key) if key in catalog() else str(result)


def short_category(name):
    """A score category's short name in the current language, for a picture's or a post's
    compact table (``military`` is « militaire »; ``category_label`` is the long one).

    >>> short_category("military"), short_category("no such category")
    ('military', 'no such category')
    """
    key = f"lab.short.{name}"
    return say(key) if key in catalog() else name


def category_label(category):
    """A score category's name in the current language."""
    category = str.__str__(category) if isinstance(category, str) else category   # a frame's Named column: its id
    key = f"lab.category.{category}"
    return say(key) if key in catalog() else category.replace("_", " ").capitalize()
