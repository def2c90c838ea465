"""Issue 39: JupyterLab's own menus in French for the French course, English for the English one.

`make lab-fr` starts JupyterLab with ``tools/jupyter-fr`` on Jupyter's configuration path: its
``labconfig/default_setting_overrides.json`` makes French the default language of that launch
(the French language pack comes with the ``lab`` extra). `make lab` adds nothing, so the English
course keeps English menus even with the pack installed; either way *Settings → Language* is the
one click that changes it. Screenshots in ``screenshots/<test>/``.
"""

import shutil

import pytest

from .jupyter import ROOT, SERVER_START_S, Steps, lab_server

START = "fr/00-commencer-ici.ipynb"
MENUS = "#jp-menu-panel .lm-MenuBar-itemLabel"


@pytest.fixture(scope="module")
def french_lab(browser_ready, tmp_path_factory):
    """JupyterLab as `make lab-fr` starts it, serving the French start page."""
    notebooks = tmp_path_factory.mktemp("french-notebooks")
    (notebooks / "fr").mkdir()
    shutil.copy(ROOT / "notebooks" / START, notebooks / START)
    server = lab_server(tmp_path_factory.mktemp("french-lab"), notebooks, french=True)
    yield server
    server.shutdown_kernels()
    server.stop()


def menu_labels(steps, server, path):
    """The labels of the main menu bar once JupyterLab has drawn the page at ``path``."""
    steps.page.goto(server.url(path))
    steps.wait("JupyterLab drawing its menu bar", lambda ms: steps.page.locator(MENUS).nth(5).wait_for(
        timeout=ms), SERVER_START_S)
    return steps.page.locator(MENUS).all_inner_texts()


def test_the_french_course_opens_with_jupyterlabs_menus_in_french(page, french_lab):
    steps = Steps(page, "french-menus")
    labels = menu_labels(steps, french_lab, f"/lab/tree/{START}")
    assert labels[:3] == ["Fichier", "Édition", "Affichage"], labels
    assert "File" not in labels and "Edit" not in labels
    steps.wait("the French start page opening", lambda ms: page.locator(
        ".jp-RenderedMarkdown h1", has_text="Commencer ici").first.wait_for(timeout=ms), SERVER_START_S)
    steps.shot("menus-in-french")
    # the one-click way back: Paramètres → Langue lists English beside French, French ticked
    page.locator(MENUS, has_text="Paramètres").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Langue").first.hover()
    steps.wait_for(".lm-Menu-itemLabel >> text=English", "the Language menu's choices")
    choices = page.locator(".lm-Menu-item").evaluate_all(
        "items => items.map(i => [i.querySelector('.lm-Menu-itemLabel').textContent, "
        "i.getAttribute('aria-checked'), i.className])")
    english = ["lm-mod-toggled" in kind for label, _, kind in choices if label.startswith("English")]
    french = [checked == "true" and "lm-mod-toggled" in kind for label, checked, kind in choices
              if "French" in label or "Français" in label]
    assert english == [False] and french == [True], choices      # French ticked, English a click away
    steps.shot("language-menu")


def test_the_english_course_keeps_english_menus_with_the_french_pack_installed(page, lab):
    steps = Steps(page, "english-menus")
    labels = menu_labels(steps, lab, "/lab")
    assert labels[:3] == ["File", "Edit", "View"], labels
    steps.shot("menus-in-english")
