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
        ("loom", "textile", "a manufactured good (wonderlab's French cards say « tissu »)"),
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
        ("Border card", "carte Frontière", "separates the two players in the 2-player variant"),
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
    French, what it is."""
    return Table(["English", "French", "what it is"], [(t.en, t.fr, t.meaning) for t in TERMS if t.game == game])


def names_table(game):
    """The data's names of ``game``: kind, English, French."""
    return Table(["kind", "English", "French"], names(game))
