"""Binder's Voilà has the settings of ``make app`` (issues 21 and 40): binder/postBuild writes a
Jupyter server configuration that runs tools/voila/config.py, the file tools/app.py reads too:
the same template, shutdown hook, kernel culling, executor wait and extensions left out."""

import importlib.util
import re
from pathlib import Path

import pytest
from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[2]


def _app():
    spec = importlib.util.spec_from_file_location("wonderlab_app", ROOT / "tools" / "app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def binder_config_text(root=ROOT):
    """The text of the jupyter_server_config.py binder/postBuild writes, run in ``root``."""
    script = (ROOT / "binder" / "postBuild").read_text()
    text = re.search(r"jupyter_server_config\.py\" <<CONFIG\n(.*?)\nCONFIG\n", script, re.S).group(1)
    return text.replace("${PWD}", str(root)).replace("\\$", "$")


def _binder_config():
    """The configuration binder/postBuild writes, run as the Jupyter server runs it."""
    text = binder_config_text()
    config = Config()
    exec(compile(text, "jupyter_server_config.py", "exec"), {"c": config})   # our own file, as Jupyter does
    return config


class _Handler:
    """What the hook touches of Voilà's page handler: reading ``xsrf_token`` sets the cookie."""

    read = False

    @property
    def xsrf_token(self):
        self.read = True
        return "token"


def test_binder_culls_and_leaves_out_what_make_app_does():
    ours, binder = _app().voila_config(), _binder_config()
    for section in ("MappingKernelManager", "VoilaExecutor"):
        assert dict(binder[section]) == dict(ours[section])
    assert binder.VoilaConfiguration.extension_denylist == ours.VoilaConfiguration.extension_denylist
    assert binder.VoilaConfiguration.template == ours.VoilaConfiguration.template == "wonderlab"
    assert binder.MappingKernelManager.cull_idle_timeout == 600
    # nbclient's 4 s default drops a busy kernel's outputs: the page comes without its table
    assert binder.VoilaExecutor.iopub_timeout >= 60


def test_the_cull_is_a_setting_of_make_app_and_of_binder(monkeypatch):
    assert _app().voila_config(300).MappingKernelManager.cull_idle_timeout == 300
    monkeypatch.setenv("WONDERLAB_CULL_IDLE_S", "240")
    assert _binder_config().MappingKernelManager.cull_idle_timeout == 240
    monkeypatch.setenv("WONDERLAB_CULL_IDLE_S", "soon")
    with pytest.raises(ValueError, match="whole number of seconds from 60"):
        _binder_config()
    makefile = (ROOT / "Makefile").read_text()
    assert "--cull-idle $(CULL_IDLE_S)" in makefile and "CULL_IDLE_S ?= 600" in makefile


def test_binders_hook_sets_the_cookie_the_shutdown_beacon_sends():
    import nbformat

    for hook in (_binder_config().VoilaConfiguration.prelaunch_hook,
                 _app().voila_config().VoilaConfiguration.prelaunch_hook):
        handler = _Handler()
        notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("1")])
        assert hook(handler, notebook, "/tmp") is notebook
        assert handler.read


def test_the_hook_marks_the_cells_that_must_show_something_and_gives_the_pages_words():
    """A cell saved with an output must show one in the page: the template's watchdog says so
    when it did not (its outputs never came), in the notebook's language."""
    import nbformat

    hook = _app().voila_config().VoilaConfiguration.prelaunch_hook
    shown = nbformat.v4.new_code_cell("table", outputs=[nbformat.v4.new_output(
        "display_data", data={"text/plain": "table"})])
    silent = nbformat.v4.new_code_cell("x = 1")
    for folder, retry in (("/srv/notebooks/app", "Try again"), ("/srv/notebooks/fr/app", "Réessayer")):
        notebook = hook(_Handler(), nbformat.v4.new_notebook(cells=[shown, silent]), folder)
        assert notebook.metadata["wonderlab_page"]["retry"] == retry
        assert "too busy" in notebook.metadata["wonderlab_page"]["failed"] or \
            "trop occupé" in notebook.metadata["wonderlab_page"]["failed"]
        assert [c.metadata.get("wonderlab_shows", False) for c in notebook.cells] == [True, False]
