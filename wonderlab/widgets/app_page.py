"""The sentences of the app page's watchdog (tools/voila): what a page that could not draw its
table says, in English and French, and its retry button. Voilà's prelaunch hook puts them in the
notebook's metadata, where the ``wonderlab`` template reads them.

    >>> from wonderlab.core.i18n import set_language
    >>> texts()["retry"]
    'Try again'
    >>> set_language("fr"); texts()["retry"]; set_language("en")
    'Réessayer'
"""

from wonderlab.core.i18n import register, say

register({
    "app_page.failed": {
        "en": "This page could not draw its table: the server was too busy when it opened. "
              "Try again; if it fails again, wait a minute before trying.",
        "fr": "Cette page n'a pas pu dessiner sa table : le serveur était trop occupé à son "
              "ouverture. Réessayez ; si cela échoue encore, attendez une minute avant de réessayer.",
    },
    "app_page.retry": {"en": "Try again", "fr": "Réessayer"},
})


def texts():
    """The watchdog's sentences in the current language: ``{"failed": ..., "retry": ...}``."""
    return {"failed": say("app_page.failed"), "retry": say("app_page.retry")}
