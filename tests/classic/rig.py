"""Setting up exact positions for rule tests: chosen boards, hands and cities."""

from wonderlab.classic import Game, card_set


def table(players=3, wonders=None, sides="A", seed=0):
    """A new game with the boards chosen (Gizah, Rhodos, Ephesos, ... by default)."""
    default = ["Gizah", "Rhodos", "Ephesos", "Alexandria", "Babylon", "Olympia", "Halikarnassos"]
    count = 3 if players == 2 else players
    return Game(players=players, seed=seed, wonders=wonders or default[:count], sides=sides)


def _take(game, name):
    """A new physical copy of ``name`` for this game (rigged positions never touch the decks)."""
    game.deck.append(card_set().by_name(name))
    return len(game.deck) - 1


def hand(game, city, *names):
    """Give ``city`` exactly these cards in hand (the cards it held leave the game)."""
    game.hands[game.controller(city)][:] = [_take(game, name) for name in names]
    _changed(game)


def build(game, city, *names):
    """Put cards straight into a city, as if built earlier."""
    for name in names:
        pid = _take(game, name)
        game.cities[city].add_card(game.deck[pid])
        game.built[city].append(pid)
    _changed(game)


def stages(game, city, count):
    for _ in range(count):
        game.cities[city].add_stage()
    _changed(game)


def coins(game, city, amount):
    game.cities[city].coins = amount
    _changed(game)


def discard_pile(game, *names):
    game.discard.extend(_take(game, name) for name in names)
    _changed(game)


def _changed(game):
    game._legal.clear()
    if game._hand_offers:      # the usual turn's actions kept per card, for each city still to choose
        game._hand_offers = {city: {} for city in game._hand_offers}
    game._now = None
    for offers in game._offers:
        offers.clear()


def action(game, city, text):
    """The legal action of ``city`` whose sentence starts with ``text``."""
    found = [a for a in game.legal_actions(city) if str(a).startswith(text)]
    assert found, f"no legal action {text!r}; legal: {[str(a) for a in game.legal_actions(city)]}"
    return found[0]


def discard_all(game, but=()):
    """Every waiting city not in ``but`` discards its first card."""
    for city in game.waiting:
        if city not in but:
            game.play(city, next(a for a in game.legal_actions(city) if a.kind == "discard"))
