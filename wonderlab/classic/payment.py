"""Paying for a card or a stage: own production first, then every sensible way to trade.

A city's production is ``(fixed, choices)``: ``fixed`` counts single-resource units per
resource, ``choices`` lists the masks of units that yield one resource among several. Trading
buys units from the two neighbours' *sellable* production, 2 coins each or 1 with a discount.

``trade_options`` returns every non-dominated way to split the purchases between the left and
the right neighbour, cheapest first. It is pure and cached: the hot path of every game.

>>> own = ((0, 1, 0, 0, 0, 0, 0), ())                 # one Stone Pit
>>> left = ((0, 1, 0, 0, 0, 0, 0), ())                # the left neighbour sells 1 stone
>>> right = ((0, 2, 0, 0, 0, 0, 0), ())               # the right neighbour sells 2 stone
>>> [(o.left, o.right) for o in trade_options((0, 2, 0, 0, 0, 0, 0), own, left, right, 0, 0)]
[(0, 2), (2, 0)]
>>> trade_options((0, 3, 0, 0, 0, 0, 0), own, ((0,) * 7, ()), ((0,) * 7, ()), 0, 0)
()
"""

from dataclasses import dataclass, field
from operator import sub

from ..core.frozen import slot_setters
from ..core.i18n import plural, say
from .cards import GUARD, card_label, resource_name

LEFT, RIGHT = "left", "right"


@dataclass(frozen=True, slots=True)
class Payment:
    """How an action is paid: coins to the bank and to each neighbour, and what was bought.

    ``how`` says why a build may cost nothing: ``"pay"`` (the normal way), ``"chain"``,
    ``"free"`` (Olympia's once-per-Age build) or ``"discard"`` (Halikarnassos).
    ``buys`` lists ``(side, resource, count, unit price)``.
    """

    left: int = 0
    right: int = 0
    bank: int = 0
    buys: tuple = ()
    how: str = "pay"
    chain_from: str | None = None
    total: int = field(init=False, compare=False)
    trades: int = field(init=False, compare=False, repr=False)    # the coins paid to neighbours

    def __post_init__(self):
        object.__setattr__(self, "total", self.left + self.right + self.bank)
        object.__setattr__(self, "trades", self.left + self.right)

    def describe(self):
        """A short phrase for an action's sentence: "paying 2 coins to your left neighbour"."""
        how = self.how if type(self.how) is str else None     # a hand-built one may hold anything
        if how == "chain":
            return say("pay.chain", card=card_label(self.chain_from))
        if how == "free":
            return say("pay.olympia")
        if how == "discard":
            return say("pay.discard_pile")
        parts = [say(f"pay.{where}", coins=coins_text(amount))
                 for where, amount in (("bank", self.bank), ("left", self.left), ("right", self.right))
                 if amount]
        return say("pay.joined", parts=say("pay.and").join(parts)) if parts else say("pay.nothing")

    def purchase_steps(self):
        """One labelled step per resource bought: "1 ore from your left neighbour: 2 coins"."""
        return [say(f"step.buy_{side}", count=count, resource=resource_name(r, count),
                    coins=coins_text(count * price))
                for side, r, count, price in self.buys]


FREE = Payment()

_new = object.__new__
_SET_PAYMENT = slot_setters(Payment, "left", "right", "bank", "buys", "how", "chain_from", "total", "trades")


def new_payment(left, right, bank, buys):
    """``Payment(left, right, bank, buys)``, the very same value made three times faster: the
    trading search and the actions it prices make many (a hot path)."""
    payment = _new(Payment)
    set_left, set_right, set_bank, set_buys, set_how, set_chain_from, set_total, set_trades = _SET_PAYMENT
    set_left(payment, left)
    set_right(payment, right)
    set_bank(payment, bank)
    set_buys(payment, buys)
    set_how(payment, "pay")
    set_chain_from(payment, None)
    set_total(payment, left + right + bank)
    set_trades(payment, left + right)
    return payment


def coins_text(coins):
    """``1`` -> ``'1 coin'``, ``3`` -> ``'3 coins'`` (in the current language)."""
    return plural(coins, "coins")

_cache = {}
_CACHE_LIMIT = 50_000     # entries; past it the caches start afresh, so memory stays flat


def trade_options(cost, own, left, right, discount_left, discount_right):
    """Every non-dominated ``Payment`` (trading only) for a resource ``cost``, cheapest first.

    ``own``, ``left`` and ``right`` are ``(fixed, choices)`` productions; the neighbours' are
    their sellable ones. ``discount_*`` are masks of resources bought at 1 coin on that side.
    An empty tuple means the cost cannot be covered at all.
    """
    missing = _missing(cost, own[0])
    if not missing:
        return _FREE_ONLY
    left_fixed, left_choices = left
    right_fixed, right_choices = right
    own_choices = own[1]
    if len(missing) == 1:
        return _one_resource(*missing[0], own_choices, left_fixed, left_choices, right_fixed, right_choices,
                             discount_left, discount_right)
    index, need = zip(*missing, strict=True)
    remap = _remap(index)
    found = _apart(index, need, remap, own_choices, left_fixed, left_choices, right_fixed, right_choices,
                   discount_left, discount_right)
    if found is not None:
        return found
    for r, n in missing:     # a quick refusal when even every unit around could not cover it
        if left_fixed[r] + right_fixed[r] < n:
            bit = 1 << r
            units = [m for m in (*own_choices, *left_choices, *right_choices) if m & bit]
            if left_fixed[r] + right_fixed[r] + len(units) < n:
                return ()
    return _searched(missing, own_choices, left, right, discount_left, discount_right)


def shared_options(cost, own, left, right, discount_left, discount_right):
    """``trade_options`` where ``packed_options`` says None: a choice unit can make two of the
    resources missing, and the units around cover the cost (its caller checks it first), so
    neither the split per resource nor the quick refusal can answer: the search, at once.

    >>> own, left, right = ((0,) * 7, (3,)), ((1, 0, 0, 0, 0, 0, 0), ()), ((0, 1, 0, 0, 0, 0, 0), ())
    >>> shared_options((1, 1, 0, 0, 0, 0, 0), own, left, right, 0, 0) == trade_options(
    ...     (1, 1, 0, 0, 0, 0, 0), own, left, right, 0, 0)
    True
    """
    return _searched(_missing(cost, own[0]), own[1], left, right, discount_left, discount_right)


def _missing(cost, fixed):
    """``(resource, units)`` of what ``cost`` needs beyond the single units ``fixed``."""
    items = _items.get(cost)
    if items is None:
        items = _items[cost] = tuple((r, n) for r, n in enumerate(cost) if n)
    missing = []        # (a plain loop: a comprehension is a function call of its own)
    for r, n in items:
        if n > fixed[r]:
            missing.append((r, n - fixed[r]))
    return missing


def _searched(missing, own_choices, left, right, discount_left, discount_right):
    """The payments of two missing resources or more (``missing``) by the search, kept."""
    left_fixed, left_choices = left
    right_fixed, right_choices = right
    # Only the missing resources matter, up to what is missing: the search runs on vectors over
    # those alone ("positions"), so that many tables share what it keeps (``_least``, ``_capped``).
    # (one plain loop, and ``_masks`` called only for choices there are: the search of a shape
    # is rarely kept from before, so this is made for nearly every search, and ``zip`` or
    # ``map`` of ``min`` cost more than the loop on vectors this short)
    index, need, sold_left, sold_right = [], [], [], []
    for r, n in missing:
        index.append(r)
        need.append(n)
        sold = left_fixed[r]
        sold_left.append(sold if sold < n else n)
        sold = right_fixed[r]
        sold_right.append(sold if sold < n else n)
    index = tuple(index)
    remap = _remaps.get(index) or _remap(index)
    shape = (tuple(need), _masks(own_choices, remap) if own_choices else (),
             tuple(sold_left), _masks(left_choices, remap) if left_choices else (),
             tuple(sold_right), _masks(right_choices, remap) if right_choices else (),
             remap[discount_left], remap[discount_right])
    key = (index, shape)
    found = _cache.get(key)
    if found is None:
        if len(_cache) > _CACHE_LIMIT:
            _cache.clear()
            _leasts.clear()
            _caps.clear()
        # (its plans name the resources at once: a shape's plans were seldom another table's)
        plans = _search(index, *shape)
        found = _cache[key] = _paid_plans(plans) if plans is not None else _FREE_ONLY
    return found


def _paid_plans(plans):
    """The ``Payment`` of each plan ``(coins left, coins right, buys)`` of the tuple ``plans``,
    one tuple for equal plans: the searches of many shapes and counts come to the same plans,
    and the actions priced are kept per tuple of payments (``game._priced``), so once."""
    found = _made.get(plans)
    if found is None:
        if len(_made) > _CACHE_LIMIT:
            _made.clear()
        payments = []       # (a plain loop: a comprehension is a function call of its own)
        for coins_left, coins_right, buys in plans:
            payments.append(new_payment(coins_left, coins_right, 0, buys))
        found = _made[plans] = tuple(payments)
    return found


_made = {}      # plans -> their payments


def _one_resource(r, need, own_choices, left_fixed, left_choices, right_fixed, right_choices,
                  discount_left, discount_right):
    """``trade_options`` when one resource alone is missing: the search's very answer, from
    counts. The city's own choice units all go to it; each neighbour can sell its units of it;
    every split of the rest between the two sides is on the front (more to one side is less
    to the other), cheapest first, then the less paid to the left.

    >>> [(p.left, p.right, p.buys) for p in _one_resource(3, 2, (), (0,) * 7, (), (0, 0, 0, 2, 0, 0, 0), (8,), 8, 0)]
    [(0, 4, (('right', 3, 2, 2),))]
    """
    bit = 1 << r
    for mask in own_choices:
        if mask & bit:
            need -= 1
    if need <= 0:
        return _FREE_ONLY
    cap_left, cap_right = left_fixed[r], right_fixed[r]
    for mask in left_choices:
        if mask & bit:
            cap_left += 1
    for mask in right_choices:
        if mask & bit:
            cap_right += 1
    return _one_plans(r, need, cap_left, cap_right, discount_left, discount_right)


def packed_options(cost, fixed, choice_units, left_units, right_units, choices, discount_left, discount_right):
    """``trade_options`` read from packed counts (``cards.units``), or None when a choice unit
    (``choices``: the city's own choice masks and those its neighbours sell) can make two of
    the resources short. ``cost``, the city's single units ``fixed``, its choice units
    ``choice_units`` (each counted for every resource it can make) and what each neighbour
    sells, ``left_units`` and ``right_units`` (the same). Then each resource short is a count
    of its own, as ``_one_resource`` and ``_apart`` count them from the masks; the payments
    are kept under those counts. It is not called when ``fixed`` covers ``cost``.

    >>> from .cards import units
    >>> [(p.left, p.right) for p in packed_options(units((0, 2, 0, 0, 0, 0, 0)), units((0, 1, 0, 0, 0, 0, 0)), 0,
    ...                                            units((0, 1, 0, 0, 0, 0, 0)), units((0, 2, 0, 0, 0, 0, 0)), (), 0, 0)]
    [(0, 2), (2, 0)]
    >>> print(packed_options(units((1, 1, 0, 0, 0, 0, 0)), 0, units((1, 1, 0, 0, 0, 0, 0)), 0, 0, (3,), 0, 0))
    None
    """
    left = (fixed | GUARD) - cost         # a byte per resource: 0x80 + what is left of it, under 0x80 when short
    short = GUARD & ~left
    if not short & (short - 1):           # one resource short: its payments by its counts alone
        shift = short.bit_length() - 8
        need = 0x80 - (left >> shift & 0xFF) - (choice_units >> shift & 0xFF)
        if need <= 0:
            return _FREE_ONLY
        return _one_plans(shift >> 3, need, left_units >> shift & 0xFF, right_units >> shift & 0xFF,
                          discount_left, discount_right)
    found = _shorts.get(short)
    if found is None:
        found = _shorts[short] = _short_resources(short)
    mask, shifts = found
    for choice in choices:
        if _SEVERAL[choice & mask]:
            return None
    residue = cap_left = cap_right = 0    # packed, a byte per resource short
    for shift in shifts:
        need = 0x80 - (left >> shift & 0xFF) - (choice_units >> shift & 0xFF)
        if need > 0:
            residue |= need << shift
            sold = left_units >> shift & 0xFF
            cap_left |= (sold if sold < need else need) << shift
            sold = right_units >> shift & 0xFF
            cap_right |= (sold if sold < need else need) << shift
    if not residue:
        return _FREE_ONLY
    key = (residue, cap_left, cap_right, discount_left & mask, discount_right & mask)
    found = _packed.get(key)
    if found is None:
        if len(_packed) > _CACHE_LIMIT:
            _packed.clear()
        found = _packed[key] = _split_payments(*_unpacked(shifts, residue, cap_left, cap_right, discount_left,
                                                          discount_right))
    return found


def _unpacked(shifts, residue, cap_left, cap_right, discount_left, discount_right):
    """``_split_payments``'s arguments from the packed residue and capacities: the resources
    short, and per resource its residue, capacities and prices (one loop over the byte
    ``shifts`` of the resources short, no comprehensions)."""
    index, needs, lefts, rights, prices_left, prices_right = [], [], [], [], [], []
    for shift in shifts:
        need = residue >> shift & 0xFF
        if need:
            r = shift >> 3
            index.append(r)
            needs.append(need)
            lefts.append(cap_left >> shift & 0xFF)
            rights.append(cap_right >> shift & 0xFF)
            prices_left.append(1 if discount_left >> r & 1 else 2)
            prices_right.append(1 if discount_right >> r & 1 else 2)
    return (tuple(index), tuple(needs), tuple(lefts), tuple(rights), tuple(prices_left), tuple(prices_right))


def _short_resources(short):
    """``(mask, shifts)`` of the resources short in a packed ``short`` (a 0x80 per one)."""
    index = [r for r in range(7) if short >> 8 * r & 0x80]
    return sum(1 << r for r in index), tuple([8 * r for r in index])


_shorts = {}     # packed resources short -> their mask and byte shifts
_packed = {}     # (residue, capacities left and right, discounts), packed -> payments
_SEVERAL = tuple(m & (m - 1) != 0 for m in range(128))     # a mask -> whether it holds two resources or more


def _one_plans(r, need, cap_left, cap_right, discount_left, discount_right):
    """The payments of ``need`` units of resource ``r``, at most ``cap_left`` from the left and
    ``cap_right`` from the right (``_one_resource``)."""
    if cap_left + cap_right < need:
        return ()
    bit = 1 << r
    key = (r, need, cap_left if cap_left < need else need, cap_right if cap_right < need else need,
           discount_left & bit, discount_right & bit)
    found = _ones.get(key)
    if found is None:
        if len(_ones) > _CACHE_LIMIT:
            _ones.clear()
        price_left, price_right = (1 if discount_left & bit else 2), (1 if discount_right & bit else 2)
        plans = []
        for k in range(max(0, need - key[3]), key[2] + 1):
            buys = ((LEFT, r, k, price_left),) if k else ()
            if need - k:
                buys += ((RIGHT, r, need - k, price_right),)
            plans.append((k * price_left + (need - k) * price_right, k * price_left, buys))
        plans.sort(key=lambda p: (p[0], p[1]))
        found = _ones[key] = _paid_plans(tuple([(left, total - left, buys) for total, left, buys in plans]))
    return found


_ones = {}      # (resource, units to buy, most from the left, most from the right, discounts) -> payments


def _apart(index, need, remap, own_choices, left_fixed, left_choices, right_fixed, right_choices,
           discount_left, discount_right):
    """``trade_options`` when no choice unit anywhere can make two of the missing resources, or
    None when one can. Then each missing resource is a count of its own: what the city's units
    leave to buy, and what each side can sell (the search's residue and capacities, counted),
    and the search's split of those gives its very payments, kept under those counts.

    >>> remap = _remap((0, 3))      # wood and ore missing; the left sells wood/clay, the right ore
    >>> [(p.left, p.right) for p in _apart((0, 3), (1, 1), remap, (), (0,) * 7, (5,), (0, 0, 0, 1, 0, 0, 0), (), 0, 0)]
    [(2, 2)]
    """
    size = len(index)
    own = [0] * size
    for mask in own_choices:
        bits = remap[mask]
        if bits:
            if bits & (bits - 1):
                return None
            own[bits.bit_length() - 1] += 1
    # (``map`` of built-ins: no comprehension, each of which is a function call of its own)
    sold = [list(map(left_fixed.__getitem__, index)), list(map(right_fixed.__getitem__, index))]
    for side, choices in ((0, left_choices), (1, right_choices)):
        counts = sold[side]
        for mask in choices:
            bits = remap[mask]
            if bits:
                if bits & (bits - 1):
                    return None
                counts[bits.bit_length() - 1] += 1
    residue = tuple(map(max, map(sub, need, own), _ZEROS[size]))      # what is left to buy
    if not any(residue):
        return _FREE_ONLY
    cap_left = tuple(map(min, sold[0], residue))
    cap_right = tuple(map(min, sold[1], residue))
    key = (index, residue, cap_left, cap_right, remap[discount_left], remap[discount_right])
    found = _aparts.get(key)
    if found is None:
        if len(_aparts) > _CACHE_LIMIT:
            _aparts.clear()
        found = _aparts[key] = _split_payments(index, residue, cap_left, cap_right, _prices(key[4], size),
                                               _prices(key[5], size))
    return found


def _split_payments(index, residue, cap_left, cap_right, price_left, price_right):
    """The payments of ``residue`` (per position; ``index`` its resources), each resource split
    on its own between the sides, at most ``cap_left`` and ``cap_right``: cheapest first."""
    best = {}
    _splits(residue, cap_left, cap_right, price_left, price_right, best, index)
    return _paid_plans(_front(best.values()))


_aparts = {}    # (resources, residue, capacities left and right, discounts) -> payments
_ZEROS = tuple((0,) * n for n in range(8))


def _masks(choices, remap):
    """The choice masks over the positions, sorted, those that make none of them left out."""
    masks = []      # (a plain loop: map, filter and sorted of iterators cost more on so few)
    for mask in choices:
        mask = remap[mask]
        if mask:
            masks.append(mask)
    masks.sort()
    return tuple(masks)


_FREE_ONLY = (FREE,)
_items = {}     # cost -> its (resource, amount) pairs
_remaps = {}


def _remap(index):
    """A table turning a 7-bit resource mask into a mask over the positions ``index``."""
    found = _remaps.get(index)
    if found is None:
        # Built a resource at a time: the masks holding resource ``r`` are those without it,
        # each with the bit of its position added (a doubling list, not 128 sums).
        found = [0]
        for r in range(7):
            bit = 1 << index.index(r) if r in index else 0
            found += [m | bit for m in found] if bit else found
        _remaps[index] = found
    return found


def _search(index, need, own_choices, left_fixed, left_choices, right_fixed, right_choices,
            discount_left, discount_right):
    """Plans ``(coins left, coins right, buys)``, or None when nothing is missing; the vectors
    are by position, ``index`` the resource of each (what the buys name)."""
    size = len(need)
    price_left, price_right = _prices(discount_left, size), _prices(discount_right, size)
    best = {}
    for residue in _least(need, own_choices):
        if not any(residue):
            return None
        # Given what each neighbour can supply at most, every resource splits on its own.
        rights = _capped(residue, right_fixed, right_choices)
        for cap_left in _capped(residue, left_fixed, left_choices):
            for cap_right in rights:
                _splits(residue, cap_left, cap_right, price_left, price_right, best, index)
    return _front(best.values())


def _least(need, choices):
    """``_minimal(_residues(need, choices))``, kept: searches of many tables share what a
    city's own choice units leave to buy."""
    key = (need, choices)
    found = _leasts.get(key)
    if found is None:
        found = _leasts[key] = tuple(_minimal(_residues(need, choices)))
    return found


def _capped(residue, fixed, choices):
    """``_capacities(residue, fixed, choices)``, kept: searches share what a neighbour can sell."""
    key = (residue, fixed, choices)
    found = _caps.get(key)
    if found is None:
        found = _caps[key] = tuple(_capacities(residue, fixed, choices))
    return found


_leasts = {}    # (what is missing, the city's choice units) -> the least residues
_caps = {}      # (residue, a neighbour's units on sale) -> its maximal capacities


def _prices(discount, size):
    """The unit price at each of ``size`` positions: 1 coin where ``discount`` (a mask over the
    positions) holds it, else 2 (kept: there are few)."""
    found = _PRICES.get((discount, size))
    if found is None:
        found = _PRICES[(discount, size)] = tuple([1 if discount >> j & 1 else 2 for j in range(size)])
    return found


_PRICES = {}


def _splits(residue, cap_left, cap_right, price_left, price_right, best, names):
    """Add to ``best`` every way to buy ``residue``: at most ``cap_left`` left, ``cap_right`` right.
    The buys name each position ``j`` as ``names[j]`` (its resource)."""
    splits = _NO_SPLIT
    for j, n in enumerate(residue):
        if not n:
            continue
        low, high = n - cap_right[j], cap_left[j]
        if low < 0:
            low = 0
        if high > n:
            high = n
        if low > high:
            return
        key = (names[j], n, low, high, price_left[j], price_right[j])
        ways = _ways.get(key) or _split_ways(key)
        if splits is _NO_SPLIT:
            splits = ways
        else:       # (a plain loop: a comprehension is a function call of its own)
            grown = []
            for buys, cl, cr in splits:
                for bought, left, right in ways:
                    grown.append((buys + bought, cl + left, cr + right))
            splits = grown
    for buys, cl, cr in splits:
        if (cl, cr) not in best:
            best[(cl, cr)] = (cl, cr, buys)


_NO_SPLIT = (((), 0, 0),)
_ways = {}      # (its name, units, fewest and most from the left, prices) -> the ways to split them


def _split_ways(key):
    """``(buys, coins left, coins right)`` of each way to buy ``n`` units named ``j``: ``k``
    from the left (``low`` to ``high``), the rest from the right (a side buying none named not)."""
    j, n, low, high, pl, pr = key
    found = _ways[key] = tuple([(((LEFT, j, k, pl), (RIGHT, j, n - k, pr)) if 0 < k < n else
                                 ((LEFT, j, k, pl),) if k else ((RIGHT, j, n, pr),), k * pl, (n - k) * pr)
                                for k in range(low, high + 1)])
    return found


def _front(plans):
    """The non-dominated plans, cheapest first (then the less paid to the left)."""
    # By coins to the left, then to the right: a plan is dominated exactly when one before it
    # pays the right as little or less (each plan pays its own pair of sums).
    # (Each plan's pair of sums is its own: a plain sort orders them by those, in C.)
    front, lowest = [], None
    for plan in sorted(plans):
        if lowest is None or plan[1] < lowest:
            front.append(plan)
            lowest = plan[1]
    if len(front) > 1:
        front.sort(key=_cheapest)
    return tuple(front)


def _cheapest(plan):
    return plan[0] + plan[1], plan[0]


def _within(vector, cap):
    for a, b in zip(vector, cap, strict=True):      # (a loop: ``all`` of a generator is a call per item)
        if a > b:
            return False
    return True


def _residues(need, choices):
    """What is still missing after the choice units are set, for every useful setting."""
    results = set()
    _walk(0, need, choices, results)
    return results


def _walk(i, need, choices, results):
    """Set the choice units from ``i`` on (a function of the module, not a closure: a closure
    that calls itself is a reference cycle, left for the garbage collector after every search)."""
    if i == len(choices):
        results.add(need)
        return
    mask = choices[i]
    used = False
    for j, n in enumerate(need):
        if n and mask >> j & 1:
            used = True
            _walk(i + 1, need[:j] + (n - 1,) + need[j + 1:], choices, results)
    if not used:
        _walk(i + 1, need, choices, results)


def _minimal(vectors):
    """Drop every vector that another one is below (needing more is never better)."""
    kept = []
    for v in sorted(vectors, key=sum):
        if not _below_any(kept, v):
            kept.append(v)
    return kept


def _below_any(vectors, cap):
    """Whether one of ``vectors`` is within ``cap`` (a loop: ``any`` of a generator is a call per item)."""
    for vector in vectors:
        if _within(vector, cap):
            return True
    return False


def _capacities(residue, fixed, choices):
    """The maximal amounts (capped at ``residue``) that a neighbour's production can supply."""
    results = {tuple(map(min, residue, fixed))}
    if not choices:
        return list(results)
    for mask in choices:
        grown = set()
        for cap in results:
            added = False
            for j, c in enumerate(cap):
                if c < residue[j] and mask >> j & 1:
                    grown.add(cap[:j] + (c + 1,) + cap[j + 1:])
                    added = True
            if not added:
                grown.add(cap)
        results = grown
    return [c for c in results if not _below_other(c, results)]


def _below_other(cap, caps):
    """Whether ``cap`` is within another of ``caps``."""
    for other in caps:
        if other != cap and _within(cap, other):
            return True
    return False
