"""``python -m wonderlab`` is the ``wonderlab`` command."""

import sys

from .cli import main

sys.exit(main())
