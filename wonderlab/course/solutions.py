"""Reference solutions of the course's code exercises, written from the rules alone (no engine
call): what "Show a reference solution" shows and the teacher's guide prints. Each function is
named after its exercise (``classic-science`` is ``classic_science``).

>>> classic_science(3, 2, 1), duel_points(4), architects_duel(4, 2)
(21, 5, 2)
"""


def classic_science(compass, gear, tablet):
    # each family's count squared, plus 7 for each set of three different symbols
    return compass ** 2 + gear ** 2 + tablet ** 2 + 7 * min(compass, gear, tablet)


def classic_wild(compass, gear, tablet, wildcards):
    # each wild symbol tried as each of the three, the best kept
    if not wildcards:
        return classic_science(compass, gear, tablet)
    return max(classic_wild(*[n + (i == k) for i, n in enumerate((compass, gear, tablet))], wildcards - 1)
               for k in range(3))


def classic_military(shields, left, right, age):
    # one comparison with each neighbour: the Age's value for a victory, -1 for a defeat, 0 for a tie
    win = {1: 1, 2: 3, 3: 5}[age]
    return sum(win if shields > other else -1 if shields < other else 0 for other in (left, right))


def classic_trade(need, left, right, left_price, right_price):
    # the cheaper neighbour first, as much as they sell, the rest from the other; None if too few
    if left + right < need:
        return None
    cheap, dear = sorted([(left_price, left), (right_price, right)])
    from_cheap = min(need, cheap[1])
    return from_cheap * cheap[0] + (need - from_cheap) * dear[0]


def classic_treasury(coins):
    # 1 point for each full group of 3 coins
    return coins // 3


def duel_pairs(symbols):
    # a progress token for each kind of symbol built twice or more
    return sum(1 for s in set(symbols) if symbols.count(s) >= 2)


def duel_looting(start, shields):
    # 2 coins on entering the zone at 3 spaces, 5 on entering the one at 6
    end = min(start + shields, 9)
    return (2 if start < 3 <= end else 0) + (5 if start < 6 <= end else 0)


def duel_points(distance):
    # the pawn's zone: 0 in the middle, 2 at 1-2 spaces, 5 at 3-5, 10 at 6-8
    return 0 if distance == 0 else 2 if distance <= 2 else 5 if distance <= 5 else 10


def duel_discard(yellow):
    # 2 coins plus 1 for each yellow card of the city
    return 2 + yellow


def duel_price(units, fixed):
    # fixed at 1 coin by a yellow card, else 2 plus 1 per unit the opponent produces
    return 1 if fixed else 2 + units


def architects_battle(mine, left, right):
    # a token against each neighbour with strictly fewer shields
    return (mine > left) + (mine > right)


def architects_duel(mine, theirs):
    # only the stronger wins: 2 tokens when at least double (and at least 2), else 1
    if mine <= theirs:
        return 0
    return 2 if mine >= 2 * theirs and mine >= 2 else 1


def architects_shape(cards, identical):
    # gold stands in for anything: the grey cards alone must be identical, or all different
    greys = [c for c in cards if c != "gold"]
    return len(set(greys)) <= 1 if identical else len(set(greys)) == len(greys)


def architects_science(compass, gear, tablet):
    # two identical symbols, or the three different ones
    return max(compass, gear, tablet) >= 2 or min(compass, gear, tablet) >= 1


def architects_blue(plain, cat):
    # 3 points a blue card without the Cat, 2 with it
    return 3 * plain + 2 * cat


# -- the code arc: real games, real cities (``course/arc.py``) --------------------------------------
def classic_civilian(game, seat):
    # the points printed on the city's blue cards
    return sum(card.effect.points for card in game.cities[seat].cards if card.color == "blue")


def classic_wonder(game, seat):
    # the points of the stages built, in order: the first city.stages of the board
    city = game.cities[seat]
    return sum(stage.effect.points for stage in city.wonder.stages[:city.stages])


def classic_score(game, seat):
    # the score pad's seven lines; the commercial and guild cards are given by counted_points
    from wonderlab.course.arc import counted_points

    city = game.cities[seat]
    return (sum(city.military) + city.coins // 3 + classic_wonder(game, seat) + classic_civilian(game, seat)
            + classic_wild(*city.science, city.wildcards) + counted_points(game, seat))


def classic_choose(game, seat):
    # a card built for nothing first, else the first legal action
    legal = game.legal_actions(seat)
    free = [action for action in legal if action.kind == "build" and action.payment.total == 0]
    return free[0] if free else legal[0]


def classic_bot(game, seat):
    # the cheapest thing to build, a card before a stage; a discard only when nothing can be built
    legal = game.legal_actions(seat)
    builds = [action for action in legal if action.kind != "discard"]
    if not builds:
        return legal[0]
    return min(builds, key=lambda action: (action.payment.total, action.kind == "stage"))


def duel_civilian(game, seat):
    # the points printed on the city's blue cards
    return sum(card.effect.points for card in game.city(seat).cards if card.color == "blue")


def duel_wonders(game, seat):
    # the points printed on the wonders built
    return sum(wonder.effect.points for wonder in game.city(seat).wonders)


def duel_progress(game, seat):
    # each token's printed points, and Mathematics' 3 for each token of the city
    tokens = game.city(seat).tokens
    return sum(token.effect.points + token.effect.points_per_token * len(tokens) for token in tokens)


def duel_score(game, seat):
    # blue, green and yellow points, wonders, tokens, coins // 3, the pawn's zone for its leader; guilds given
    from wonderlab.course.arc import counted_points

    city = game.city(seat)
    printed = sum(card.effect.points for card in city.cards if card.color in ("blue", "green", "yellow"))
    distance = game.pawn if seat == 0 else -game.pawn          # > 0: the pawn is on the opponent's side
    military = duel_points(distance) if 0 < distance < 9 else 0
    return (printed + duel_wonders(game, seat) + duel_progress(game, seat) + city.coins // 3 + military
            + counted_points(game, seat))


def duel_choose(game, seat):
    # a card built for nothing first, else the first legal action
    legal = game.legal_actions(seat)
    free = [action for action in legal if action.kind == "build" and action.coins == 0]
    return free[0] if free else legal[0]


def duel_bot(game, seat):
    # the cheapest thing to build; a discard only when nothing can be built
    legal = game.legal_actions(seat)
    builds = [action for action in legal if action.kind != "discard"]
    return min(builds, key=lambda action: action.coins) if builds else legal[0]


def architects_civilian(game, seat):
    # 3 points a blue card without the Cat, 2 with it
    cards = game.cards_of(seat)
    return 3 * cards.get("blue_3", 0) + 2 * cards.get("blue_2_cat", 0)


def architects_wonder(game, seat):
    # the points of the stages built (game.built_ids(seat) numbers them from 1)
    stages = game.wonders[seat].stages
    return sum(stages[number - 1].points for number in game.built_ids(seat))


def architects_score(game, seat):
    # wonder, blue cards, 3 a Military Victory token, 2 for the Cat; the Progress tokens given
    from wonderlab.course.arc import counted_points

    cat = 2 if game.cat == seat else 0
    return (architects_wonder(game, seat) + architects_civilian(game, seat) + 3 * game.victories[seat] + cat
            + counted_points(game, seat))


def architects_choose(game, seat):
    # a blue card in sight when a deck within reach shows one, else the first legal action
    from wonderlab.architects.rules import KINDS

    legal = game.legal_actions(seat)
    for action in legal:
        if action.kind == "take" and action.source != "central":
            deck = game.decks[game.deck_index(seat, action.source)]
            if deck and KINDS[deck[-1]].startswith("blue"):
                return action
    return legal[0]


def architects_bot(game, seat):
    # at every decision: a blue card in sight first, else a card in sight rather than a guess
    from wonderlab.architects.rules import KINDS

    legal = game.legal_actions(seat)
    seen = [action for action in legal if action.kind == "take" and action.source != "central"
            and game.decks[game.deck_index(seat, action.source)]]
    blue = [action for action in seen if KINDS[game.decks[game.deck_index(seat, action.source)][-1]].startswith("blue")]
    return (blue or seen or legal)[0]


def python_get(produces, resource):
    # a resource the city does not produce counts 0
    return produces.get(resource, 0)


def python_sum(cards):
    # only the blue cards' points
    return sum(points for color, points in cards if color == "blue")
