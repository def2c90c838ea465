"""wonderlab: learn, teach and explore 7 Wonders, 7 Wonders Duel and 7 Wonders Architects.

>>> import wonderlab
>>> wonderlab.__version__
'0.1.0'
"""

from .core.i18n import set_language
from .core.labels import said

__version__ = "0.1.0"
__all__ = ["said", "set_language", "__version__"]
