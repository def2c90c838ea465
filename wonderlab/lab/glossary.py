"""The course's glossary: every term in English and in French, and every name of the games' data.

A rule term is written as the source texts (the seeds) write it in French, and each one names the
seed it comes from, so a test can check that the French is the seeds' own word; the names of
cards, wonders and tokens come from each game's data.

>>> [t.fr for t in TERMS if t.en == "chaining"]
['chaînage']
>>> names("duel")[0][:2]
('card', 'Lumber Yard')
"""

from dataclasses import dataclass
from html import escape

SEEDS = {"classic": "000", "forum": "003", "duel": "004", "architects": "002"}
GAME_TITLES = {"all": "All three games", "classic": "7 Wonders", "forum": "7 Wonders by forum",
               "duel": "7 Wonders Duel", "architects": "7 Wonders Architects"}


@dataclass(frozen=True)
class Term:
    game: str          # "all", "classic", "forum", "duel" or "architects"
    en: str
    fr: str            # as the seed of ``seed`` writes it
    meaning: str
    seed: str          # the seed file (its number) whose text holds ``fr``

    @property
    def meaning_fr(self):
        """What the term means, said in French (``MEANINGS_FR``)."""
        return MEANINGS_FR[self.game, self.en]


def _terms(game, seed, rows):
    return [Term(game, en, fr, meaning, seed) for en, fr, meaning in rows]


TERMS = (
    _terms("all", "000", [
        ("Age", "Âge", "one of the three parts of a game of 7 Wonders or 7 Wonders Duel"),
        ("card, building", "carte Bâtiment", "a building you may build in your city"),
        ("wonder", "Merveille", "the great monument of your city, built stage by stage"),
        ("stage (of a wonder)", "étape", "one part of a wonder, built in order"),
        ("coin", "pièce", "money: paid for some cards and for trading; 3 coins score 1 point at the end"),
        ("bank", "banque", "the common stock of coins"),
        ("shield", "Bouclier", "military strength, shown on red cards"),
        ("victory points", "points de victoire", "what the score counts"),
        ("cost", "coût", "what a card or stage asks: resources and/or coins"),
        ("to build", "construire", "to pay a card's cost and put it in your city"),
        ("to discard", "défausser", "to give up a card for coins"),
        ("discard pile", "défausse", "where discarded cards go"),
        ("chaining", "chaînage", "building a card for free because you built the card it names"),
        ("guild", "Guilde", "a purple card of Age III that scores by what cities built"),
        ("tie", "égalité", "two players with the same score"),
    ]),
    _terms("classic", "000", [
        ("wonder board", "plateau Merveille", "your city's board, with its wonder and stages"),
        ("wonder cards", "cartes Merveille", "deal each player a board and its side at random"),
        ("side A, side B", "face A", "the two sides of a board; A is the easier one"),
        ("raw materials (brown cards)", "Matières premières", "stone, wood, clay, ore"),
        ("manufactured goods (gray cards)", "Produits manufacturés", "glass, loom (textile), papyrus"),
        ("civilian buildings (blue)", "Bâtiments civils", "give victory points"),
        ("scientific buildings (green)", "Bâtiments scientifiques", "give science symbols"),
        ("commercial buildings (yellow)", "Bâtiments commerciaux", "give coins, cheaper trading, some points"),
        ("military buildings (red)", "Bâtiments militaires", "give shields"),
        ("stone", "pierre", "a raw material"), ("wood", "bois", "a raw material"),
        ("clay", "argile", "a raw material"), ("ore", "minerai", "a raw material"),
        ("glass", "verre", "a manufactured good"),
        ("loom", "textile", "a manufactured good"),
        ("papyrus", "papyrus", "a manufactured good"),
        ("hand", "main", "the cards you choose from; passed on after each turn"),
        ("neighbour", "voisin", "the player on your left or right: the only ones you trade with"),
        ("trade", "commerce", "buying a neighbour's resource for 2 coins (1 with a discount)"),
        ("conflict tokens", "jetons Conflit", "won or lost against each neighbour at the end of an Age"),
        ("victory token", "jeton Victoire", "+1, +3 or +5 points: more shields than a neighbour"),
        ("defeat token", "jeton Défaite", "-1 point: fewer shields than a neighbour"),
        ("treasury", "Trésor", "1 point per 3 coins at the end"),
        ("science symbol", "symbole scientifique", "compass, gear or tablet, on green cards"),
        ("family (of identical symbols)", "famille", "scores its count squared"),
        ("group of three different symbols", "groupe", "scores 7 points"),
        ("score pad", "carnet de scores", "the sheet on which the score is counted, in a fixed order"),
        ("Free City (2-player variant)", "Cité franche", "a third city both players play for"),
        ("Frontier card", "carte Frontière", "separates the two players in the 2-player variant"),
    ]),
    _terms("forum", "003", [
        ("game master (GM)", "MJ", "the person who deals, passes the hands and collects choices"),
        ("private message", "message privé", "how a player sends the game master a choice"),
        ("play by forum", "forum", "a game played by posts, one turn at a time"),
    ]),
    _terms("duel", "004", [
        ("military supremacy", "suprématie militaire", "the Conflict pawn enters the rival's capital: an instant win"),
        ("scientific supremacy", "suprématie scientifique", "six different science symbols: an instant win"),
        ("civilian victory", "victoire civile", "the best total after Age III"),
        ("card structure", "structure de cartes", "the 20 cards of an Age laid out on the table"),
        ("accessible card", "carte accessible", "a card no other card covers, even partly"),
        ("Conflict pawn", "pion Conflit", "moves one space towards the rival's capital per shield"),
        ("capital", "capitale", "each end of the military track"),
        ("military track", "piste militaire", "where the Conflict pawn moves"),
        ("military tokens", "jetons Militaire", "make the rival lose 2 or 5 coins when the pawn passes"),
        ("progress token", "jeton Progrès", "won with a pair of identical science symbols"),
        ("blue cards", "cartes bleues", "civilian buildings; their points break a tie"),
        ("tie-break", "départage", "who wins a tie: the most points on blue cards"),
        ("set of 3 coins", "lot de 3 pièces", "1 point at the end"),
        ("wonder draft", "tours de sélection", "the two rounds in which each player takes 4 wonders"),
        ("Divinities (Pantheon)", "Divinités", "the Pantheon expansion's gods"),
        ("Grand Temples (Pantheon)", "Grands Temples", "score 5, 12 or 21 points, not in the guilds"),
        ("Senate (Agora)", "Sénat", "the Agora expansion's board"),
        ("Chambers (Agora)", "Chambres", "parts of the Senate, 1 to 3 points each"),
    ]),
    _terms("architects", "002", [
        ("the three sources", "trois sources", "the left deck, the right deck and the central deck"),
        ("central deck", "pioche centrale", "the hidden neutral cards in the middle"),
        ("wonder piece", "élément", "one of the wonder's five pieces, a stage"),
        ("construction side, built side", "face Chantier", "a piece's two sides: to build, built"),
        ("supports", "supports", "the stages a stage rests on: built first"),
        ("grey card", "carte grise", "one resource: wood, stone, brick, papyrus or glass"),
        ("brick", "brique", "a resource"),
        ("gold coin (yellow card)", "pièces jaunes", "stands in for any missing resource"),
        ("identical, different", "identiques", "what a stage's cost asks: identical or different resources"),
        ("mandatory construction", "construction obligatoire", "a stage you can pay must be built now"),
        ("the Cat", "Chat", "look at the central deck's top card; 2 points at the end"),
        ("progress token", "jetons Progrès", "won with two identical or three different science symbols"),
        ("horn", "cors", "on some red cards: turns conflict tokens to their battle side"),
        ("conflict tokens", "jetons Conflit", "Peace on one side, Battle on the other"),
        ("Peace side", "face Paix", "how conflict tokens start"),
        ("battle", "bataille", "everyone compares shields with both neighbours"),
        ("military victory token", "jetons Victoire Militaire", "3 points for each comparison won"),
    ]),
)
TERMS = tuple(term for group in TERMS for term in group)

# What each term means, in French: ``(game, English term): meaning``.
MEANINGS_FR = {
    ("all", "Age"): "l'une des trois parties d'une partie de 7 Wonders ou de 7 Wonders Duel",
    ("all", "card, building"): "un bâtiment que vous pouvez construire dans votre cité",
    ("all", "wonder"): "le grand monument de votre cité, construit étape par étape",
    ("all", "stage (of a wonder)"): "une partie de la Merveille, construite dans l'ordre",
    ("all", "coin"): "l'argent : il paie certaines cartes et le commerce ; 3 pièces valent 1 point à la fin",
    ("all", "bank"): "la réserve commune de pièces",
    ("all", "shield"): "la force militaire, montrée sur les cartes rouges",
    ("all", "victory points"): "ce que compte le score",
    ("all", "cost"): "ce que demande une carte ou une étape : des ressources et/ou des pièces",
    ("all", "to build"): "payer le coût d'une carte et la poser dans votre cité",
    ("all", "to discard"): "renoncer à une carte contre des pièces",
    ("all", "discard pile"): "là où vont les cartes défaussées",
    ("all", "chaining"): "construire une carte gratuitement parce que vous avez construit celle qu'elle nomme",
    ("all", "guild"): "une carte violette de l'Âge III qui rapporte selon ce que les cités ont construit",
    ("all", "tie"): "deux joueurs au même score",
    ("classic", "wonder board"): "le plateau de votre cité, avec sa Merveille et ses étapes",
    ("classic", "wonder cards"): "elles attribuent au hasard à chaque joueur un plateau et sa face",
    ("classic", "side A, side B"): "les deux faces d'un plateau ; la face A est la plus simple",
    ("classic", "raw materials (brown cards)"): "pierre, bois, argile, minerai",
    ("classic", "manufactured goods (gray cards)"): "verre, textile, papyrus",
    ("classic", "civilian buildings (blue)"): "rapportent des points de victoire",
    ("classic", "scientific buildings (green)"): "rapportent des symboles scientifiques",
    ("classic", "commercial buildings (yellow)"): "rapportent des pièces, un commerce moins cher, quelques points",
    ("classic", "military buildings (red)"): "rapportent des Boucliers",
    ("classic", "stone"): "une matière première", ("classic", "wood"): "une matière première",
    ("classic", "clay"): "une matière première", ("classic", "ore"): "une matière première",
    ("classic", "glass"): "un produit manufacturé",
    ("classic", "loom"): "un produit manufacturé",
    ("classic", "papyrus"): "un produit manufacturé",
    ("classic", "hand"): "les cartes parmi lesquelles vous choisissez ; elle passe au voisin après chaque tour",
    ("classic", "neighbour"): "le joueur à votre gauche ou à votre droite : les seuls avec qui vous commercez",
    ("classic", "trade"): "acheter une ressource d'un voisin pour 2 pièces (1 avec une réduction)",
    ("classic", "conflict tokens"): "gagnés ou perdus contre chaque voisin à la fin d'un Âge",
    ("classic", "victory token"): "+1, +3 ou +5 points : plus de Boucliers qu'un voisin",
    ("classic", "defeat token"): "-1 point : moins de Boucliers qu'un voisin",
    ("classic", "treasury"): "1 point par lot de 3 pièces à la fin",
    ("classic", "science symbol"): "compas, engrenage ou tablette, sur les cartes vertes",
    ("classic", "family (of identical symbols)"): "rapporte le carré de son nombre de symboles",
    ("classic", "group of three different symbols"): "rapporte 7 points",
    ("classic", "score pad"): "la feuille où l'on compte le score, dans un ordre fixé",
    ("classic", "Free City (2-player variant)"): "une troisième cité pour laquelle jouent les deux joueurs",
    ("classic", "Frontier card"): "sépare les deux joueurs dans la variante à 2 joueurs",
    ("forum", "game master (GM)"): "la personne qui distribue, fait passer les mains et recueille les choix",
    ("forum", "private message"): "la façon dont un joueur envoie son choix au MJ",
    ("forum", "play by forum"): "une partie jouée par messages, un tour à la fois",
    ("duel", "military supremacy"): "le pion Conflit entre dans la capitale adverse : victoire immédiate",
    ("duel", "scientific supremacy"): "six symboles scientifiques différents : victoire immédiate",
    ("duel", "civilian victory"): "le meilleur total après l'Âge III",
    ("duel", "card structure"): "les 20 cartes d'un Âge disposées sur la table",
    ("duel", "accessible card"): "une carte qu'aucune autre carte ne recouvre, même en partie",
    ("duel", "Conflict pawn"): "avance d'une case vers la capitale adverse par Bouclier",
    ("duel", "capital"): "chaque bout de la piste militaire",
    ("duel", "military track"): "là où avance le pion Conflit",
    ("duel", "military tokens"): "font perdre 2 ou 5 pièces à l'adversaire quand le pion les franchit",
    ("duel", "progress token"): "gagné avec une paire de symboles scientifiques identiques",
    ("duel", "blue cards"): "les Bâtiments civils ; leurs points départagent une égalité",
    ("duel", "tie-break"): "qui gagne en cas d'égalité : le plus de points sur les cartes bleues",
    ("duel", "set of 3 coins"): "1 point à la fin",
    ("duel", "wonder draft"): "les deux tours où chaque joueur prend 4 Merveilles",
    ("duel", "Divinities (Pantheon)"): "les dieux de l'extension Pantheon",
    ("duel", "Grand Temples (Pantheon)"): "rapportent 5, 12 ou 21 points, hors des Guildes",
    ("duel", "Senate (Agora)"): "le plateau de l'extension Agora",
    ("duel", "Chambers (Agora)"): "les parties du Sénat, de 1 à 3 points chacune",
    ("architects", "the three sources"): "la pioche de gauche, celle de droite et la pioche centrale",
    ("architects", "central deck"): "les cartes neutres, cachées, au milieu de la table",
    ("architects", "wonder piece"): "l'un des cinq éléments de la Merveille, une étape",
    ("architects", "construction side, built side"): "les deux faces d'un élément : à construire, construit",
    ("architects", "supports"): "les étapes sur lesquelles repose une étape : construites d'abord",
    ("architects", "grey card"): "une ressource : bois, pierre, brique, papyrus ou verre",
    ("architects", "brick"): "une ressource",
    ("architects", "gold coin (yellow card)"): "remplace n'importe quelle ressource qui manque",
    ("architects", "identical, different"): "ce que demande le coût d'une étape : des ressources identiques ou différentes",
    ("architects", "mandatory construction"): "une étape que vous pouvez payer doit être construite aussitôt",
    ("architects", "the Cat"): "regardez la première carte de la pioche centrale ; 2 points à la fin",
    ("architects", "progress token"): "gagné avec deux symboles scientifiques identiques ou trois différents",
    ("architects", "horn"): "sur certaines cartes rouges : retourne les jetons Conflit sur leur face bataille",
    ("architects", "conflict tokens"): "la Paix d'un côté, la Bataille de l'autre",
    ("architects", "Peace side"): "la face des jetons Conflit au début",
    ("architects", "battle"): "chacun compare ses Boucliers avec ceux de ses deux voisins",
    ("architects", "military victory token"): "3 points pour chaque comparaison gagnée",
}
KINDS_FR = {"card": "carte", "city": "cité", "wonder": "Merveille", "progress token": "jeton Progrès"}


def names(game):
    """``(kind, English, French)`` for every name of ``game``'s data (cards, wonders, tokens…)."""
    rows = []
    if game == "classic":
        from ..classic.cards import card_set, wonder_set

        rows += [("card", c.name, c.name_fr) for c in card_set().cards]
        for board in wonder_set().boards:
            rows += [("city", board.city, board.city_fr), ("wonder", board.name, board.name_fr)]
    elif game == "duel":
        from ..duel.cards import card_set, token_set, wonder_set

        rows += [("card", c.name, c.name_fr) for c in card_set()]
        rows += [("wonder", w.name, w.name_fr) for w in wonder_set()]
        rows += [("progress token", t.name, t.name_fr) for t in token_set()]
    elif game == "architects":
        from ..architects.rules import ruleset

        rules = ruleset()
        rows += [("card", k.name, k.name_fr) for k in rules.kinds]
        rows += [("wonder", w.name, w.name_fr) for w in rules.wonders]
        rows += [("progress token", t.name, t.name_fr) for t in rules.tokens]
    else:
        raise ValueError(f"unknown game {game!r}: expected classic, duel or architects")
    seen, unique = set(), []
    for row in rows:
        if row not in seen:
            seen.add(row)
            unique.append(row)
    return unique


class Table:
    """Rows of words shown as an HTML table in a notebook, and as aligned text elsewhere.

    >>> table = Table(["English", "French"], [("chaining", "chaînage")])
    >>> table
    <Table of 1 rows: English, French>
    >>> print(table)
    English   French
    chaining  chaînage
    """

    def __init__(self, columns, rows):
        self.columns, self.rows = list(columns), [tuple(map(str, row)) for row in rows]

    def __len__(self):
        return len(self.rows)

    def __repr__(self):
        import wonderlab.core.labels  # noqa: F401  (registers the texts)

        from ..core.i18n import say

        return say("lab.repr.table", rows=len(self.rows), columns=", ".join(self.columns))

    def __str__(self):
        lines = [self.columns, *self.rows]
        widths = [max(len(line[i]) for line in lines) for i in range(len(self.columns))]
        return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip()
                         for line in lines)

    def _repr_html_(self):
        """A plain table: JupyterLab and exported pages style it in their own theme."""
        left = 'style="text-align:left"'          # words read from the left (pages align numbers right)
        head = "".join(f"<th {left}>{escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td {left}>{escape(v)}</td>" for v in row) + "</tr>" for row in self.rows)
        return f'<table class="wonderlab-glossary"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def terms_table(game):
    """The rule terms of ``game`` (``"all"`` for the words of the three games): English,
    French, what it is; in French, the French first and what it is said in French.

    >>> from wonderlab.core.i18n import set_language
    >>> set_language("fr"); terms_table("all").rows[12]; set_language("en")
    ('chaînage', 'chaining', "construire une carte gratuitement parce que vous avez construit celle qu'elle nomme")
    """
    from ..core.i18n import language

    terms = [t for t in TERMS if t.game == game]
    if language() == "fr":
        return Table(["français", "anglais", "ce que c'est"], [(t.fr, t.en, t.meaning_fr) for t in terms])
    return Table(["English", "French", "what it is"], [(t.en, t.fr, t.meaning) for t in terms])


def names_table(game):
    """The data's names of ``game``: kind, English, French (in French: sorte, français, anglais)."""
    from ..core.i18n import language

    if language() == "fr":
        return Table(["sorte", "français", "anglais"],
                     [(KINDS_FR[kind], fr, en) for kind, en, fr in names(game)])
    return Table(["kind", "English", "French"], names(game))
