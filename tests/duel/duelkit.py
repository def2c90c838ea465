"""Helpers for the Duel tests: set a game up in a chosen position, by the rules' own verbs."""

from wonderlab.duel.cards import card_set, token_set, wonder_set
from wonderlab.duel.game import Game

CARDS, WONDERS, TOKENS = card_set(), wonder_set(), token_set()


def after_draft(seed=0):
    """A game whose wonder draft is done (each pick takes the first offered wonder): Age I, seat 0."""
    game = Game(seed=seed)
    while game.phase == "pick":
        game.play(game.current, game.legal_actions(game.current)[0])
    return game


def put(game, name, position=None):
    """Move card ``name`` to ``position`` of the current structure (by default the first accessible
    one), face up, swapping it with whatever card lay there; the swapped card takes its place."""
    card = CARDS.by_name(name)
    if position is None:
        position = game.accessible()[0]
    here = game.slots[position]
    if here == card.index:
        game.revealed[position] = True
        return position
    layout = game.layouts[game.age]
    if card.index in game.slots:
        q = game.slots.index(card.index)
        game.slots[q] = layout[q] = here
    else:
        for age in (1, 2, 3):
            for places in (game.layouts[age], game.removed[age]):
                if card.index in places:
                    places[places.index(card.index)] = here
    layout[position] = game.slots[position] = card.index
    game.revealed[position] = True
    game._card_cache = {}
    game._legal = None
    return position


def give(game, seat, *names):
    """Build cards straight into a city (with their effects), as if built earlier."""
    for name in names:
        card = CARDS.by_name(name)
        for age in (1, 2, 3):
            if card.index in game.removed[age]:
                game.removed[age].remove(card.index)
            if age != game.age and card.index in game.layouts[age]:   # a removed card replaces it
                spare = game.removed[age].pop()
                game.layouts[age][game.layouts[age].index(card.index)] = spare
        if card.index in game.slots:           # keep the structure full: a removed card replaces it
            q = game.slots.index(card.index)
            spare = next(c for age in (1, 2, 3) for c in game.removed[age])
            for age in (1, 2, 3):
                if spare in game.removed[age]:
                    game.removed[age].remove(spare)
            game.slots[q] = game.layouts[game.age][q] = spare
        game._build(seat, card, False)
    game.pending = []
    game._card_cache = {}
    game._legal = None


def give_wonder(game, seat, name):
    """Make wonder ``name`` one of ``seat``'s wonders still to build (taking it from whoever had it)."""
    wonder = WONDERS.by_name(name)
    for p in game.p:
        if wonder.index in p.wonders:
            p.wonders.remove(wonder.index)
    game.p[seat].wonders.append(wonder.index)
    game._card_cache = {}
    game._legal = None


def give_token(game, seat, name):
    token = TOKENS.by_name(name)
    for places in (game.board_tokens, game.box_tokens):
        if token.index in places:
            places.remove(token.index)
    game.p[seat].tokens.append(token.index)
    game.p[seat].has.add(token.id)
    game._costs = [{}, {}]
    game._card_cache = {}
    game._legal = None


def action(game, kind, card=None, wonder=None, token=None, starter=None):
    """The legal action of the deciding seat with these features (fails if there is none)."""
    for a in game.legal_actions(game.current):
        if (a.kind == kind and (card is None or a.card is not None and a.card.name == CARDS.by_name(card).name)
                and (wonder is None or a.wonder is WONDERS.by_name(wonder))
                and (token is None or a.token is TOKENS.by_name(token))
                and (starter is None or a.starter == starter)):
            return a
    raise AssertionError(f"no legal {kind} {card or ''}{wonder or ''}{token or ''} in "
                         f"{[str(a) for a in game.legal_actions(game.current)]}")


def do(game, kind, **features):
    """Play the legal action with these features for the deciding seat."""
    chosen = action(game, kind, **features)
    game.play(game.current, chosen)
    return chosen


def places_of_cards(game):
    """Every card where it lies, one entry per card: the structure, a future Age, the box, a city,
    under a wonder, the discard pile (an expansion's own places are the caller's to add)."""
    found = [c for c in game.slots if c is not None] + list(game.discard)
    for age in (1, 2, 3):
        found += game.removed[age]
        if age > game.age:
            found += game.layouts[age]
    for p in game.p:
        found += p.cards + p.tucked
    return found


def where_is(game, card_index):
    """Where a card is now: 'structure', 'removed', 'future', 'city', 'tucked' or 'discard'."""
    places = []
    if card_index in game.slots:
        places.append("structure")
    for age in (1, 2, 3):
        if card_index in game.removed[age]:
            places.append("removed")
        if age > game.age and card_index in game.layouts[age]:
            places.append("future")
    for p in game.p:
        places += ["city"] * p.cards.count(card_index) + ["tucked"] * p.tucked.count(card_index)
    places += ["discard"] * game.discard.count(card_index)
    return places
