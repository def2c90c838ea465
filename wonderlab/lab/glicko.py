"""Glicko-2, the rating system of lichess's players and puzzles (Glickman, "Example of the
Glicko-2 system", 2013), for a learner solving puzzles: each puzzle is a game against an
opponent rated as the puzzle is, won when it is solved.

``Rating(rating, deviation, volatility)``; ``rate(player, results, tau)`` is one rating period
with ``results`` a list of ``(opponent, score)``, ``score`` 1 for a win, 0 for a loss, ½ a draw.
The constants are lichess's: a new learner at 1500 with a deviation of 500 and a volatility of
0.09, ``TAU`` 0.75, the deviation kept between 45 and 500.

Glickman's worked example (his τ is 0.5): a player at 1500, deviation 200, plays three games;
the paper ends at 1464.06, deviation 151.52, volatility 0.05999 (it rounds each step: unrounded,
the rating is 1464.05).

>>> player = Rating(1500, 200, 0.06)
>>> games = [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)]
>>> after = rate(player, games, tau=0.5, bounds=False)
>>> round(after.rating, 2), round(after.deviation, 2), round(after.volatility, 6)
(1464.05, 151.52, 0.059996)
"""

import math
from dataclasses import dataclass

__all__ = ["DEFAULT", "TAU", "Rating", "rate"]

SCALE = 173.7178           # Glicko-2's scale: (rating - 1500) / SCALE
TAU = 0.75                 # lichess's system constant
MIN_DEVIATION, MAX_DEVIATION = 45.0, 500.0
EPSILON = 0.000001


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    deviation: float = 500.0
    volatility: float = 0.09

    def to_json(self):
        return {"rating": round(self.rating, 2), "deviation": round(self.deviation, 2),
                "volatility": round(self.volatility, 6)}


DEFAULT = Rating()


def _g(phi):
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi ** 2)


def _expected(mu, mu_j, phi_j):
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player, results, tau=TAU, bounds=True):
    """``player``'s rating after one period with ``results`` (``(Rating, score)`` pairs);
    with no result, only the deviation grows. ``bounds`` keeps the deviation between lichess's
    45 and 500 (off for the paper's example).

    >>> won = rate(DEFAULT, [(Rating(1500, 100), 1)])
    >>> won.rating > 1500 > rate(DEFAULT, [(Rating(1500, 100), 0)]).rating, won.deviation < 500
    (True, True)
    """
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return _bounded(Rating(player.rating, phi_star * SCALE, sigma), bounds)
    terms = []
    for opponent, score in results:
        mu_j = (opponent.rating - 1500) / SCALE
        phi_j = opponent.deviation / SCALE
        terms.append((_g(phi_j), _expected(mu, mu_j, phi_j), score))
    v = 1 / sum(g * g * e * (1 - e) for g, e, _ in terms)
    delta = v * sum(g * (s - e) for g, e, s in terms)
    sigma = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu = mu + phi * phi * sum(g * (s - e) for g, e, s in terms)
    return _bounded(Rating(1500 + SCALE * mu, SCALE * phi, sigma), bounds)


def _volatility(delta, phi, v, sigma, tau):
    """Step 5 of the paper: the new volatility by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x):
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def _bounded(rating, bounds):
    if not bounds:
        return rating
    return Rating(rating.rating, min(MAX_DEVIATION, max(MIN_DEVIATION, rating.deviation)), rating.volatility)
