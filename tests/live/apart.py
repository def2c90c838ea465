"""``run_apart(coroutine)``: ``asyncio.run`` in a thread of its own. In the whole suite the browser
tests' session-wide Playwright keeps an event loop running in the main thread, where
``asyncio.run`` refuses to start.

>>> import asyncio
>>> async def answer():
...     return 42
>>> run_apart(answer())
42
"""

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run_apart(coroutine):
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
