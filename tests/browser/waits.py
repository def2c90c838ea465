"""Every wait of the browser tests, scaled by one setting, so that the suite passes on a busy machine.

``WONDERLAB_WAIT_SCALE`` (default 1) multiplies every timeout, pause and deadline of
``tests/browser``: on a machine under a CPU burner, or a slow CI runner, ``WONDERLAB_WAIT_SCALE=3
make test``. A wait ends as soon as its condition holds, so a larger scale costs nothing when all
goes well. Write ``s(30)`` for 30 seconds in Python, ``ms(30)`` for a Playwright ``timeout=``;
``tests/test_browser_waits.py`` checks that no browser-test file has a literal wait.

>>> ms(0.5) == round(500 * SCALE) and s(2) == 2 * SCALE
True
"""

import os


def _scale():
    try:
        value = float(os.environ.get("WONDERLAB_WAIT_SCALE") or 1)
    except ValueError:
        raise SystemExit(f"WONDERLAB_WAIT_SCALE={os.environ['WONDERLAB_WAIT_SCALE']!r}: expected a number") from None
    if not value > 0:
        raise SystemExit(f"WONDERLAB_WAIT_SCALE={value}: expected a number above 0")
    return value


SCALE = _scale()


def s(seconds):
    """``seconds`` of waiting, scaled: for ``time``, ``subprocess`` and ``urllib``."""
    return seconds * SCALE


def ms(seconds):
    """``seconds`` of waiting, scaled, in milliseconds: for Playwright's ``timeout=``."""
    return round(seconds * SCALE * 1000)
