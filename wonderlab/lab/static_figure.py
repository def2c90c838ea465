"""A figure as a still SVG picture, drawn by us from its data: what a notebook file shows before
it is run, on GitHub and in an exported HTML file, with no script and no network.

JupyterLab draws the live figure from plotly's own data (its plotly extension, bundled with
plotly); this picture is the other representation stored beside it. It draws the traces the
course uses — bars (stacked or not), lines, markers and text, boxes — with the title, the
axes and the legend. Its words take JupyterLab's text colour, so it reads in both themes.

>>> import plotly.graph_objects as go
>>> svg = figure_svg(go.Figure(go.Bar(x=["Ana", "Bo"], y=[3, 5], name="Science")))
>>> svg.startswith("<svg") and svg.count('class="bar"')
2
"""

from html import escape

WIDTH = 720
TEXT = "fill:var(--jp-ui-font-color1, #1f1f1f)"
MUTED = "fill:var(--jp-ui-font-color2, #5a5a5a)"
GRID = "stroke:var(--jp-border-color2, #d0d0d0)"
PALETTE = ("#35608f", "#c62828", "#2a7d38", "#b8860b", "#7b3fa0", "#00796b", "#6d4c41", "#5c6bc0")


def _list(values):
    """A trace's values as a list, whether plain or plotly's typed array (``{"dtype", "bdata"}``)."""
    if values is None:
        return []
    if isinstance(values, dict) and "bdata" in values:
        import base64

        import numpy as np
        return np.frombuffer(base64.b64decode(values["bdata"]), dtype=values["dtype"]).tolist()
    if hasattr(values, "tolist"):       # a numpy array (a frame's column): Python numbers
        return values.tolist()
    return list(values)


def _color(trace, index):
    marker = getattr(trace, "marker", None)
    color = getattr(marker, "color", None) if marker is not None else None
    if isinstance(color, str):
        return color
    line = getattr(trace, "line", None)
    color = getattr(line, "color", None) if line is not None else None
    return color if isinstance(color, str) else PALETTE[index % len(PALETTE)]


def _quartiles(values):
    values = sorted(v for v in values if v is not None)
    if not values:
        return None

    def at(q):
        position = q * (len(values) - 1)
        low = int(position)
        high = min(low + 1, len(values) - 1)
        return values[low] + (values[high] - values[low]) * (position - low)
    return values[0], at(0.25), at(0.5), at(0.75), values[-1]


def _nice_ticks(low, high, count=5):
    span = high - low or 1
    raw = span / count
    magnitude = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 0.1
    step = min((m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw), default=raw)
    start = int(low / step) * step
    ticks, tick = [], start
    while tick <= high + 1e-9:
        if tick >= low - 1e-9:
            ticks.append(round(tick, 6))
        tick += step
    return ticks


def _y_ticks(axis, low, high, percent):
    """The y axis's ``(value, label)`` ticks: the figure's own (``tickvals``/``ticktext``, as a
    French figure of shares gives « 20 % ») within the range, else round values of it."""
    given = [(v, t) for v, t in zip(_list(axis.tickvals), _list(axis.ticktext), strict=False)
             if low - 1e-9 <= v <= high + 1e-9]
    return given or [(tick, _tick_text(tick, percent)) for tick in _nice_ticks(low, high)]


def _tick_text(value, percent):
    if percent:
        return f"{value:.0%}"
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _text(x, y, text, size=12, style=TEXT, anchor="middle", bold=False):
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}"{weight} '
            f'style="{style}">{escape(str(text))}</text>')


def figure_svg(figure, width=WIDTH):
    """The SVG text of a plotly ``figure`` (bars, scatter traces and boxes, or a heat map)."""
    if any(t.type == "heatmap" for t in figure.data):
        return _heatmap_svg(figure, width)
    layout = figure.layout
    height = layout.height or 420
    margin = layout.margin
    left, right = (margin.l or 60) + 10, 170
    top, bottom = (margin.t or 60), (margin.b or 50) + 10
    traces = [t for t in figure.data if t.type in ("bar", "scatter", "box")]
    # x: categories in order of appearance, or numbers
    categorical = any(isinstance(x, str) for t in traces for x in _list(t.x)) or any(
        t.type == "box" for t in traces)
    categories = []
    for trace in traces:
        xs = _list(trace.x) or ([trace.name] if trace.type == "box" else [])
        for x in xs:
            if x not in categories:
                categories.append(x)
    numbers = [x for t in traces for x in _list(t.x) if isinstance(x, int | float)]
    x_low, x_high = (min(numbers), max(numbers)) if numbers and not categorical else (0, 1)

    # y: the axis range when the figure sets one, else the data's (bars stacked)
    stacked = layout.barmode in ("relative", "stack")
    ups, downs, values = {}, {}, [0]
    for trace in traces:
        ys = _list(trace.y)
        if trace.type == "bar":
            for x, y in zip(_list(trace.x), ys, strict=False):
                if stacked:
                    store = ups if y >= 0 else downs
                    store[x] = store.get(x, 0) + y
                    values.append(store[x])
                else:
                    values.append(y)
        else:
            values += [y for y in ys if isinstance(y, int | float)]
    y_low, y_high = min(values), max(values)
    if layout.yaxis.range:
        y_low, y_high = layout.yaxis.range
    if y_high == y_low:
        y_high = y_low + 1
    percent = layout.yaxis.tickformat == ".0%"
    plot_w, plot_h = width - left - right, height - top - bottom

    def ypos(value):
        return top + plot_h * (y_high - value) / (y_high - y_low)

    def band(x):
        slot = plot_w / max(len(categories), 1)
        return left + slot * categories.index(x), slot

    def xpos(x):
        if categorical:
            start, slot = band(x)
            return start + slot / 2
        return left + plot_w * (x - x_low) / ((x_high - x_low) or 1)

    parts = []
    for tick, label in _y_ticks(layout.yaxis, y_low, y_high, percent):
        y = ypos(tick)
        parts.append(f'<line x1="{left}" x2="{left + plot_w}" y1="{y:.1f}" y2="{y:.1f}" style="{GRID}"/>')
        parts.append(_text(left - 6, y + 4, label, 11, MUTED, "end"))
    if categorical:
        for x in categories:
            parts.append(_text(xpos(x), top + plot_h + 16, x, 12))
    else:
        ticks = _list(layout.xaxis.tickvals) or _nice_ticks(x_low, x_high)
        labels = _list(layout.xaxis.ticktext) or [_tick_text(t, False) for t in ticks]
        for tick, label in zip(ticks, labels, strict=False):
            parts.append(_text(xpos(tick), top + plot_h + 16, label, 11, MUTED))

    bars = [t for t in traces if t.type == "bar"]
    below, above = {}, {}
    legend = []
    for index, trace in enumerate(traces):
        color = _color(trace, index)
        if trace.showlegend is not False and trace.name:
            legend.append((trace.name, color))
        xs, ys = _list(trace.x), _list(trace.y)
        if trace.type == "bar":
            for x, y in zip(xs, ys, strict=False):
                start, slot = band(x)
                if stacked or len(bars) == 1:
                    x0, w = start + slot * 0.2, slot * 0.6
                else:
                    w = slot * 0.8 / len(bars)
                    x0 = start + slot * 0.1 + w * bars.index(trace)
                base = (above if y >= 0 else below).get(x, 0) if stacked else 0
                end = base + y
                if stacked:
                    (above if y >= 0 else below)[x] = end
                y0, y1 = sorted((ypos(base), ypos(end)))
                parts.append(f'<rect class="bar" x="{x0:.1f}" y="{y0:.1f}" width="{w:.1f}" '
                             f'height="{max(y1 - y0, 0):.1f}" fill="{color}"/>')
                if trace.text is not None and trace.textposition == "outside":
                    label = _list(trace.text)[xs.index(x)]
                    parts.append(_text(x0 + w / 2, y0 - 4, label, 12))
        elif trace.type == "box":
            groups = {}
            for x, y in zip(xs or [trace.name] * len(ys), ys, strict=False):
                groups.setdefault(x, []).append(y)
            grouped = [t for t in traces if t.type == "box" and _list(t.x)]
            for x, values in groups.items():
                found = _quartiles(values)
                if not found:
                    continue
                low, q1, median, q3, high = found
                start, slot = band(x)
                if trace in grouped:            # one box per trace side by side in the x's band
                    w = slot * 0.8 / len(grouped)
                    middle = start + slot * 0.1 + w * (grouped.index(trace) + 0.5)
                else:
                    w, middle = slot * 0.5, start + slot / 2
                parts.append(f'<line x1="{middle:.1f}" x2="{middle:.1f}" y1="{ypos(high):.1f}" y2="{ypos(low):.1f}" '
                             f'stroke="{color}" stroke-width="1.5"/>')
                parts.append(f'<rect class="box" x="{middle - w * 0.4:.1f}" y="{ypos(q3):.1f}" width="{w * 0.8:.1f}" '
                             f'height="{max(ypos(q1) - ypos(q3), 1):.1f}" fill="{color}" fill-opacity="0.35" '
                             f'stroke="{color}" stroke-width="1.5"/>')
                parts.append(f'<line x1="{middle - w * 0.4:.1f}" x2="{middle + w * 0.4:.1f}" y1="{ypos(median):.1f}" '
                             f'y2="{ypos(median):.1f}" stroke="{color}" stroke-width="2.5"/>')
        else:
            mode = trace.mode or "lines+markers"
            points = [(xpos(x), ypos(y)) for x, y in zip(xs, ys, strict=False) if y is not None]
            if "lines" in mode and len(points) > 1:
                path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
                parts.append(f'<polyline class="line" points="{path}" fill="none" stroke="{color}" stroke-width="2"/>')
            if "markers" in mode:
                parts += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{color}"/>' for x, y in points]
            if "text" in mode and trace.text is not None:
                for (x, y), label in zip(points, _list(trace.text), strict=False):
                    parts.append(_text(x, y - 6, label, 14, bold=True))

    title = layout.title.text or ""
    parts.append(_text(left, top / 2 + 6, title, 16, anchor="start", bold=True))
    if layout.yaxis.title.text:
        y = top + plot_h / 2
        parts.append(f'<text x="16" y="{y:.1f}" font-size="12" text-anchor="middle" style="{TEXT}" '
                     f'transform="rotate(-90 16 {y:.1f})">{escape(layout.yaxis.title.text)}</text>')
    if layout.xaxis.title.text:
        parts.append(_text(left + plot_w / 2, height - 8, layout.xaxis.title.text, 12))
    for row, (name, color) in enumerate(legend):
        y = top + 8 + 20 * row
        parts.append(f'<rect x="{width - right + 20}" y="{y - 10}" width="14" height="14" rx="2" fill="{color}"/>')
        parts.append(_text(width - right + 40, y + 2, name, 12, anchor="start"))
    return (f'<svg class="wonderlab-figure" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="system-ui, sans-serif" role="img" '
            f'aria-label="{escape(title)}">{"".join(parts)}</svg>')


def _heatmap_svg(figure, width):
    """A heat map's cells in its colour scale, each with its text, the title and the axes."""
    trace = next(t for t in figure.data if t.type == "heatmap")
    layout = figure.layout
    height = layout.height or 420
    xs, ys, z = [str(x) for x in _list(trace.x)], [str(y) for y in _list(trace.y)], [list(r) for r in trace.z]
    texts = [list(r) for r in trace.text] if trace.text is not None else [[""] * len(xs) for _ in ys]
    left, top, right, bottom = 130, (layout.margin.t or 60), 40, 60
    cell_w, cell_h = (width - left - right) / max(len(xs), 1), (height - top - bottom) / max(len(ys), 1)
    low, high = trace.zmin if trace.zmin is not None else 0, trace.zmax if trace.zmax is not None else 1
    scale = [(float(stop), color) for stop, color in trace.colorscale]
    parts = []
    for row, (name, values) in enumerate(zip(ys, z, strict=False)):
        y = top + row * cell_h
        parts.append(_text(left - 8, y + cell_h / 2 + 4, name, 12, anchor="end"))
        for column, value in enumerate(values):
            if value is None:
                continue
            x = left + column * cell_w
            fill = _scale_color(scale, (value - low) / ((high - low) or 1))
            parts.append(f'<rect class="cell" x="{x + 1:.1f}" y="{y + 1:.1f}" width="{cell_w - 2:.1f}" '
                         f'height="{cell_h - 2:.1f}" fill="{fill}"/>')
            ink = "#1f1f1f" if _light(fill) else "#ffffff"
            parts.append(_text(x + cell_w / 2, y + cell_h / 2 + 4, texts[row][column], 12, f"fill:{ink}"))
    for column, name in enumerate(xs):
        parts.append(_text(left + (column + 0.5) * cell_w, top + len(ys) * cell_h + 16, name, 12))
    title = layout.title.text or ""
    parts.append(_text(left, top / 2 + 6, title, 16, anchor="start", bold=True))
    if layout.xaxis.title.text:
        parts.append(_text(left + (width - left - right) / 2, height - 12, layout.xaxis.title.text, 12))
    return (f'<svg class="wonderlab-figure" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="system-ui, sans-serif" role="img" '
            f'aria-label="{escape(title)}">{"".join(parts)}</svg>')


def _scale_color(scale, where):
    """The colour at ``where`` (0 to 1) of a plotly colour scale of ``#rrggbb`` stops."""
    where = min(1.0, max(0.0, where))
    for (start, low), (end, high) in zip(scale, scale[1:], strict=False):
        if where <= end:
            mix = (where - start) / ((end - start) or 1)
            a, b = _rgb(low), _rgb(high)
            return "#" + "".join(f"{round(x + (y - x) * mix):02x}" for x, y in zip(a, b, strict=True))
    return scale[-1][1]


def _rgb(color):
    return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))


def _light(color):
    red, green, blue = _rgb(color)
    return 0.299 * red + 0.587 * green + 0.114 * blue > 150
