"""Binder's Voilà has the settings of ``make app`` (issue 21): binder/postBuild writes into the
Jupyter server's configuration the same shutdown hook, kernel culling and extensions left out
as tools/app.py gives its own Voilà."""

import importlib.util
import re
from pathlib import Path

from traitlets.config import Config

ROOT = Path(__file__).resolve().parents[2]


def _app():
    spec = importlib.util.spec_from_file_location("wonderlab_app", ROOT / "tools" / "app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _binder_config():
    """The configuration binder/postBuild writes, run as the Jupyter server runs it."""
    script = (ROOT / "binder" / "postBuild").read_text()
    text = re.search(r"jupyter_server_config\.py\" <<'CONFIG'\n(.*?)\nCONFIG\n", script, re.S).group(1)
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
    for section in ("MappingKernelManager",):
        assert dict(binder[section]) == dict(ours[section])
    assert binder.VoilaConfiguration.extension_denylist == ours.VoilaConfiguration.extension_denylist
    assert binder.MappingKernelManager.cull_idle_timeout == 600


def test_binders_hook_sets_the_cookie_the_shutdown_beacon_sends():
    for hook in (_binder_config().VoilaConfiguration.prelaunch_hook,
                 _app().voila_config().VoilaConfiguration.prelaunch_hook):
        handler = _Handler()
        assert hook(handler, {"cells": []}, "/tmp") == {"cells": []}
        assert handler.read
