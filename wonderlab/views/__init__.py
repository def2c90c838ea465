"""How wonderlab's rule objects draw themselves in a notebook: HTML of our own design.

Each game has a module (``views.classic``, …) that its objects' ``_repr_html_`` import lazily.
Every box sets its own background and text colour, so it reads the same in JupyterLab's light
and dark themes and in an exported HTML file; nothing is loaded from outside the page.
"""
