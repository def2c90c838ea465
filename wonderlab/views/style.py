"""Colours and small HTML pieces shared by the views, the figures and the widgets.

>>> pill("3 coins", "#c99a06")[:5]
'<span'
>>> text_on("#e8b923"), text_on("#1e6fc2")
('#1f1f1f', '#ffffff')
>>> category_label("science"), category_label("new_thing")
('Science', 'New thing')
"""

import re
from html import escape

from ..core.i18n import catalog, language, plural, register, say
from ..lab import messages  # noqa: F401  (registers the texts)

INK = "#1f1f1f"          # text on our own light paper, in both themes
PAPER = "#fbf8f1"
MUTED = "#5a5a5a"
FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

CARD_COLORS = {"brown": "#8d5a2b", "gray": "#6b7280", "blue": "#1e6fc2", "green": "#2a7d38",
               "yellow": "#e8b923", "red": "#c62828", "purple": "#7b3fa0"}
# score categories, coloured like the cards that score them
CATEGORY_COLORS = {"military": "#c62828", "treasury": "#b8860b", "wonder": "#a1887f",
                   "wonders": "#a1887f", "civilian": "#1e6fc2", "science": "#2a7d38",
                   "commercial": "#e8b923", "guilds": "#7b3fa0", "progress": "#43a047",
                   "cat": "#546e7a"}
RESOURCE_COLORS = ("#7a4a1e", "#6f7479", "#b5562f", "#3d4650", "#1a7a96", "#7d5aa8", "#b8953a")
KIND_COLORS = {"points": "#35608f", "shields": "#c62828", "coins": "#b8860b",
               "science": "#2a7d38", "trade": "#7f6510", "power": "#4a4a4a", "free": "#2e7d32"}


# Words outside our own boxes follow JupyterLab's theme (its CSS variables; the fallback is for a
# page without them). Each pair reads at 4.5:1 or more in JupyterLab's light and dark themes.
THEME_TEXT = "var(--jp-content-font-color1, #1f1f1f)"
ERROR_TEXT = "var(--jp-error-color1, #b71c1c)"
RIGHT_EDGE = "var(--jp-success-color1, #2e7d32)"     # a border, not text
WRONG_EDGE = "var(--jp-error-color1, #b71c1c)"


def luminance(color):
    """WCAG relative luminance of ``#rrggbb``."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(int(color[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one, other):
    """WCAG contrast ratio of two ``#rrggbb`` colours, from 1 to 21.

    >>> round(contrast("#ffffff", "#000000"), 1), round(contrast("#ffffff", "#777777"), 2)
    (21.0, 4.48)
    """
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_on(color):
    """Our ink or white, whichever has the higher contrast on ``color``."""
    return INK if contrast(INK, color) >= contrast("#ffffff", color) else "#ffffff"


def pill(text, color, title=None):
    """A small rounded label: ``text`` on ``color``."""
    hint = f' title="{escape(title)}"' if title else ""
    return (f'<span{hint} style="display:inline-block;margin:1px 2px;padding:0 6px;border-radius:9px;'
            f'background:{color};color:{text_on(color)};font-size:11px;line-height:15px;'
            f'white-space:normal">{escape(str(text))}</span>')


register({"view.free_city": {"en": "Free City", "fr": "Cité franche"},
          "view.symbol.compass.one": {"en": "{count} compass", "fr": "{count} compas"},
          "view.symbol.compass.many": {"en": "{count} compasses", "fr": "{count} compas"},
          "view.symbol.gear.one": {"en": "{count} gear", "fr": "{count} engrenage"},
          "view.symbol.gear.many": {"en": "{count} gears", "fr": "{count} engrenages"},
          "view.symbol.tablet.one": {"en": "{count} tablet", "fr": "{count} tablette"},
          "view.symbol.tablet.many": {"en": "{count} tablets", "fr": "{count} tablettes"}})
_DEFAULT_NAME = re.compile(r"Player (\d+)")
_NAME_IN_TEXT = re.compile(r"\bPlayer (\d+)\b")


def shown_name(name):
    """A player's name as a view shows it: the engines' default names ("Player 2", the 2-player
    variant's "Free City") in the current language; any other name as it is. Display only: a
    game, a record or a table file keeps the name it stores.

    >>> shown_name("Player 2"), shown_name("Ana")
    ('Player 2', 'Ana')
    >>> from ..core.i18n import set_language
    >>> set_language("fr"); shown_name("Player 2"), shown_name("Free City"); set_language("en")
    ('Joueur 2', 'Cité franche')
    """
    default = _DEFAULT_NAME.fullmatch(name)
    if default:
        return say("lab.pad.player", n=default.group(1))
    return say("view.free_city") if name == "Free City" else name


def shown_names_in(value):
    """``value`` (texts, or lists and dicts of them) with the engines' default names shown as
    ``shown_name`` shows them, inside sentences too: « Player 2 a défaussé » reads « Joueur 2 a
    défaussé » in French. Display only; in English it is ``value`` itself.

    >>> from ..core.i18n import set_language
    >>> set_language("fr"); shown_names_in({"log": ["Player 2 a défaussé"], "names": ["Free City"]})
    {'log': ['Joueur 2 a défaussé'], 'names': ['Cité franche']}
    >>> set_language("en")
    """
    if language() != "fr":
        return value
    if isinstance(value, str):
        if "Player" in value:
            value = _NAME_IN_TEXT.sub(lambda found: say("lab.pad.player", n=found.group(1)), value)
        return value.replace("Free City", say("view.free_city")) if "Free City" in value else value
    if isinstance(value, dict):
        return {key: shown_names_in(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [shown_names_in(item) for item in value]
    return value


def symbol_count(count, symbol):
    """``count`` science symbols of 7 Wonders, in words of the current language.

    >>> symbol_count(1, "compass"), symbol_count(2, "compass"), symbol_count(3, "gear")
    ('1 compass', '2 compasses', '3 gears')
    """
    return plural(count, f"view.symbol.{symbol}")


def result_label(result):
    """How a game was won (``"military supremacy"``, …: the form a score output keeps) in the
    current language; an unknown one as it is."""
    key = f"lab.result.{str(result).replace(' ', '_')}"
    return say(key) if key in catalog() else str(result)


def category_label(category):
    """A score category's name in the current language."""
    key = f"lab.category.{category}"
    return say(key) if key in catalog() else category.replace("_", " ").capitalize()


def category_color(category, position=0):
    fallback = ("#00796b", "#6d4c41", "#5c6bc0", "#8e24aa")
    return CATEGORY_COLORS.get(category, fallback[position % len(fallback)])


def score_pad_html(sheets, winners=()):
    """Score sheets as a score pad: a row per category, a column per player, the total last,
    the ``winners`` (names) starred, the choices made listed below."""
    sheets = list(sheets)
    winners = set(winners or ())
    cell = f"padding:3px 8px;border-bottom:1px solid #ddd4c3;color:{INK};text-align:right"
    head = "".join(
        f'<th style="{cell};background:{"#fff3c4" if s.name in winners else "#efe8da"}" '
        f'data-winner="{str(s.name in winners).lower()}">{"★ " if s.name in winners else ""}{escape(shown_name(s.name))}</th>'
        for s in sheets)
    rows = []
    for position, category in enumerate(sheets[0].categories if sheets else ()):
        color = category_color(category, position)
        values = "".join(f'<td style="{cell};background:{PAPER}">{s.categories[category]}</td>' for s in sheets)
        rows.append(f'<tr data-category="{category}"><th style="{cell};text-align:left;background:{PAPER};'
                    f'border-left:6px solid {color}">{escape(category_label(category))}</th>{values}</tr>')
    totals = "".join(f'<td style="{cell};background:#efe8da;font-weight:bold">{s.total}</td>' for s in sheets)
    rows.append(f'<tr data-category="total"><th style="{cell};text-align:left;background:#efe8da">'
                f'{escape(say("lab.total"))}</th>{totals}</tr>')
    from ..classic.scoring import choice_label  # only 7 Wonders leaves choices to the score

    choices = [f"{shown_name(s.name)}: {choice_label(c)}" for s in sheets for c in s.choices]
    notes = ""
    if choices:
        notes = (f'<div style="font-size:11px;color:{MUTED};margin-top:4px">{escape(say("lab.choices"))}: '
                 + "; ".join(escape(c) for c in choices) + "</div>")
    return (
        f'<div class="wonderlab-score" style="display:inline-block;padding:6px;border-radius:8px;'
        f'background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'<table style="border-collapse:collapse;background:{PAPER};color:{INK}">'
        f'<thead><tr><th style="{cell};background:#efe8da"></th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>{notes}</div>')
