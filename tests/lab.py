"""JupyterLab in a real browser, for the tests: a server on 127.0.0.1 at a free port, serving a
temporary copy of the notebooks (so running them never writes into the project), and Playwright
driving Debian's Chromium (``/usr/bin/chromium``; ``.ci/run`` installs it when it is missing).
Screenshots go to ``build/screenshots``."""
from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from junta_lib.lab import SERVER_ARGS

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "build" / "screenshots"
CHROMIUM = os.environ.get("JUNTA_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
#: how often a wait asks JupyterLab's page (ms): Playwright's default asks at every animation frame, which
#: kept Chromium's renderer busy walking the notebook's cells while the kernel worked
POLL = 200

KERNEL_IDLE = """() => { const app = window.jupyterapp;
  if (!app) return false;
  const w = app.shell.currentWidget;
  const panels = [w, ...Array.from(app.shell.widgets('main'))].filter(p => p && p.sessionContext);
  const k = panels.length && panels[0].sessionContext.session && panels[0].sessionContext.session.kernel;
  return !!k && k.status === 'idle'; }"""
KERNEL_STATE = """() => { const app = window.jupyterapp; if (!app) return 'no app';
  const w = app.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  const dialogs = Array.from(document.querySelectorAll('.jp-Dialog')).map(d => d.innerText.slice(0, 200));
  return JSON.stringify({current: w && w.title && w.title.label, kernel: k ? k.status : null, dialogs}); }"""
ALL_RUN = """() => { const w = window.jupyterapp.shell.currentWidget;
  if (!w || !w.content || !w.content.widgets) return false;
  return w.content.widgets.every(c => { if (c.model.type !== 'code') return true;
    const prompt = c.node.querySelector('.jp-InputArea-prompt');   // absent while the cell is scrolled away
    return c.model.executionCount !== null && !(prompt && prompt.textContent.includes('*')); }); }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Lab:
    """A JupyterLab server serving ``folder`` (a copy made for the tests)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.port = free_port()
        self.token = secrets.token_hex(12)
        self.log = open(folder / "jupyter.log", "w")
        env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1")
        env.pop("JUNTA_SAVES", None)                 # the play rooms save beside the notebooks, as for a user
        settings = folder / ".lab-settings"         # answer JupyterLab's "get news?" question: no
        news = settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
        news.parent.mkdir(parents=True, exist_ok=True)
        news.write_text('{"fetchNews": "false"}')
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ServerApp.ip=127.0.0.1",
             f"--ServerApp.port={self.port}", f"--IdentityProvider.token={self.token}",
             f"--ServerApp.root_dir={folder}", "--LabApp.expose_app_in_browser=True",
             f"--LabApp.user_settings_dir={settings}", "--ServerApp.disable_check_xsrf=True", *SERVER_ARGS],
            stdout=self.log, stderr=subprocess.STDOUT, env=env, cwd=folder)
        deadline = time.time() + 90
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"{self.url}/api/status?token={self.token}", timeout=2)
                return
            except OSError:
                time.sleep(0.5)
        self.stop()
        raise RuntimeError("JupyterLab did not start; see " + str(folder / "jupyter.log"))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def page_url(self, notebook: str) -> str:
        return f"{self.url}/lab/tree/{notebook}?token={self.token}&reset"

    def stop_kernels(self) -> int:
        """Shut down every kernel the server runs (a closed notebook's kernel keeps running, and its
        play room's timers with it); returns how many there were."""
        def call(method: str, path: str):
            request = urllib.request.Request(f"{self.url}{path}?token={self.token}", method=method)
            with urllib.request.urlopen(request, timeout=30) as answer:
                return json.loads(answer.read() or b"null")
        kernels = call("GET", "/api/kernels")
        for kernel in kernels:
            call("DELETE", f"/api/kernels/{kernel['id']}")
        return len(kernels)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def copy_notebooks(target: Path) -> Path:
    shutil.copytree(ROOT / "notebooks", target, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return target


def open_notebook(page, lab: Lab, notebook: str, timeout: float = 90_000) -> None:
    page.goto(lab.page_url(notebook))
    page.wait_for_function("() => window.jupyterapp !== undefined", timeout=timeout, polling=POLL)
    page.wait_for_selector(".jp-Notebook", timeout=timeout)
    wait_idle(page, timeout, "opening")


def wait_idle(page, timeout: float, name: str = "kernel_not_idle") -> None:
    """Wait for the notebook's kernel to be idle; on a timeout, keep a screenshot and say what the
    page showed (the notebook in front, its kernel's status, any dialog) before failing."""
    try:
        page.wait_for_function(KERNEL_IDLE, timeout=timeout, polling=POLL)
    except Exception:
        try:
            state = page.evaluate(KERNEL_STATE)
            shot(page, f"failure_{name}")
        except Exception as err:                          # the page itself is gone
            state = f"(page unreadable: {err})"
        raise AssertionError(f"the kernel was not idle after {timeout / 1000:.0f} s; the page: {state}") from None


def run_all(page, timeout: float = 120_000) -> None:
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_timeout(500)
    page.wait_for_function(ALL_RUN, timeout=timeout, polling=POLL)
    wait_idle(page, timeout, "run_all")
    page.wait_for_timeout(800)                           # widgets finish drawing


def problems(page) -> list[str]:
    """Error outputs and widgets that did not render, as the page shows them."""
    found = []
    for node in page.query_selector_all("[data-mime-type='application/vnd.jupyter.stderr'], "
                                        ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']"):
        text = node.inner_text()
        if "Warning" not in text.split("\n")[0]:
            found.append(text[:300])
    body = page.inner_text("body")
    for sign in ("Error displaying widget", "Loading widget...", "A Jupyter widget could not be displayed",
                 "Model not found"):
        if sign in body:
            found.append(sign)
    return found


def shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=False)
    return path
