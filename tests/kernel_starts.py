"""A notebook kernel's start under nbval, made to say why it failed and to try again.

nbval sends a kernel's stderr to /dev/null and gives up on the first start that fails. On a busy
machine a start can fail for reasons outside the notebook (a port found free, then taken by
another process before the kernel binds it); the repository's conftest wraps nbval's
``start_new_kernel`` with :func:`started_again_on_failure`.
"""

import tempfile
import warnings


def started_again_on_failure(start, attempts=3):
    """``start`` (nbval's ``start_new_kernel``), called again up to ``attempts`` times while it
    raises RuntimeError, with the kernel's stderr in a file: each failure is told in a warning
    with the end of that stderr, and the last one raised with it.

    >>> calls = []
    >>> def start(**kwargs):
    ...     calls.append(kwargs["stderr"].write("bind: address in use"))
    ...     if len(calls) < 2:
    ...         raise RuntimeError("Kernel died before replying to kernel_info")
    ...     return "kernel manager", "client"
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as told:
    ...     warnings.simplefilter("always")
    ...     started_again_on_failure(start)(stderr=None)
    ('kernel manager', 'client')
    >>> print(told[0].message)
    a notebook kernel's start 1 of 3 failed: Kernel died before replying to kernel_info; the kernel's stderr:
    bind: address in use
    """

    def start_new_kernel(*args, **kwargs):
        for attempt in range(1, attempts + 1):
            with tempfile.TemporaryFile(mode="w+") as stderr:
                kwargs["stderr"] = stderr
                try:
                    return start(*args, **kwargs)
                except RuntimeError as error:
                    stderr.seek(0)
                    said = f"{error}; the kernel's stderr:\n{stderr.read()[-4000:] or '(nothing)'}"
                    if attempt == attempts:
                        raise RuntimeError(said) from error
                    warnings.warn(f"a notebook kernel's start {attempt} of {attempts} failed: {said}", stacklevel=2)

    return start_new_kernel
