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
