"""Colours and small HTML pieces shared by the views, the figures and the widgets.

>>> pill("3 coins", "#c99a06")[:5]
'<span'
>>> text_on("#e8b923"), text_on("#1e6fc2")
('#1f1f1f', '#ffffff')
>>> category_label("science"), category_label("new_thing")
('Science', 'New thing')
"""

from html import escape

from ..core.i18n import language, plural, say
from ..core.labels import category_label, colon, semicolons, shown_name

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


def counted(key, n):
    """``n`` of a thing in words of the current language (``lab.<key>s.one`` or ``.many``, as
    ``i18n.plural`` chooses: « 0 pièce », "0 coins").

    >>> counted("coin", 1), counted("coin", 3)
    ('1 coin', '3 coins')
    """
    return plural(n, f"lab.{key}s")


def other_name(item):
    """A card's, wonder's or token's name in the other language (shown in brackets: the source
    texts are French)."""
    return item.name if language() == "fr" else item.name_fr


def pill(text, color, title=None):
    """A small rounded label: ``text`` on ``color``."""
    hint = f' title="{escape(title)}"' if title else ""
    return (f'<span{hint} style="display:inline-block;margin:1px 2px;padding:0 6px;border-radius:9px;'
            f'background:{color};color:{text_on(color)};font-size:11px;line-height:15px;'
            f'white-space:normal">{escape(str(text))}</span>')


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

    choices = [f"{colon(shown_name(s.name))} {choice_label(c)}" for s in sheets for c in s.choices]
    notes = ""
    if choices:
        notes = (f'<div style="font-size:11px;color:{MUTED};margin-top:4px">{escape(colon(say("lab.choices")))} '
                 + semicolons(escape(c) for c in choices) + "</div>")
    return (
        f'<div class="wonderlab-score" style="display:inline-block;padding:6px;border-radius:8px;'
        f'background:{PAPER};color:{INK};{FONT};font-size:13px">'
        f'<table style="border-collapse:collapse;background:{PAPER};color:{INK}">'
        f'<thead><tr><th style="{cell};background:#efe8da"></th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>{notes}</div>')


def score_pad_with_ties(sheets, winners, tiebreak):
    """``score_pad_html``; when ``winners`` is None, the best total wins and a tie goes to the
    sheet with the most ``tiebreak`` (the name of a sheet's attribute: ``"stages"``, ``"blue"``)."""
    sheets = list(sheets)
    if winners is None and len(sheets) > 1:
        best = max((s.total, getattr(s, tiebreak)) for s in sheets)
        winners = [s.name for s in sheets if (s.total, getattr(s, tiebreak)) == best]
    return score_pad_html(sheets, winners or [])
