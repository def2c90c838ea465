"""The letters of codes written on a board: Crockford's base 32 and a Luhn mod 32 check letter.

No I, L, O or U, so nothing reads as another letter; ``i``/``l`` are read as 1 and ``o`` as 0,
any case, dashes and spaces ignored. The check letter catches every single mistyped letter and
every swap of two neighbouring letters.

>>> text = with_check(to_letters(123456))
>>> text, from_letters(checked(text.lower()))
('3RJ0T', 123456)
>>> checked("3RJ1T")
Traceback (most recent call last):
ValueError: typo
"""

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {letter: value for value, letter in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
_N = len(ALPHABET)


def to_letters(number):
    """``number`` (>= 0) in base 32, most significant letter first."""
    letters = ""
    while True:
        number, digit = divmod(number, _N)
        letters = ALPHABET[digit] + letters
        if not number:
            return letters


def from_letters(text):
    """The number written by ``text`` (letters already checked by ``clean``)."""
    number = 0
    for letter in text:
        number = number * _N + _VALUE[letter]
    return number


def clean(text):
    """``text`` in upper case without dashes or spaces, read letters (I, L -> 1, O -> 0);
    ``ValueError(letter)`` naming the first letter that is none of them."""
    letters = []
    for letter in text.upper():
        if letter in " -\t":
            continue
        if letter not in _VALUE:
            raise ValueError(letter)
        letters.append(ALPHABET[_VALUE[letter]])
    return "".join(letters)


def _luhn(values, factor):
    total = 0
    for value in reversed(values):
        addend = factor * value
        total += addend // _N + addend % _N
        factor = 3 - factor
    return total % _N


def with_check(letters):
    """``letters`` followed by their check letter."""
    values = [_VALUE[letter] for letter in letters]
    return letters + ALPHABET[(_N - _luhn(values, 2)) % _N]


def checked(text):
    """The letters of ``text`` without the check letter; ``ValueError("typo")`` when the check
    letter does not match, ``ValueError(letter)`` for a letter that is not one of ours."""
    letters = clean(text)
    if len(letters) < 2 or _luhn([_VALUE[c] for c in letters], 1):
        raise ValueError("typo")
    return letters[:-1]


def grouped(letters, size=4):
    """``'K7QMX'`` -> ``'K7QM-X'``: easier to copy from a board."""
    return "-".join(letters[i:i + size] for i in range(0, len(letters), size))
