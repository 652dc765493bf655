"""A play room: the table a class can keep.  Choose the game, the players, the seed, your seat and
the bots, start a game, save it and load one by clicking; every decision is saved at once to a file
beside the notebook, and a room opened where such a file lies offers to resume that game (after a
restart of the kernel, or the next day).

    PlayRoom()                      # notebooks 05 and 07: PlayRoom(game="viva")

A save file is the engine's own (``junta replay`` reads it): the seed, the options and the actions,
with the room's ``table`` entry (your seat and the bots) beside them.
"""
from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import ipywidgets as w

from ..agents import RandomAgent, heuristic_team
from ..core import SaveFileError, load
from ..core.errors import JuntaError
from ..i18n import N_, default_language, normalise, tr, using
from .palette import esc
from .table import GameTable

GAMES = {"classic": "JUNTA", "viva": "Junta: Viva el Presidente!"}
PLAYERS = {"classic": (2, 7, 5), "viva": (3, 5, 4)}          # least, most, usual
BOTS = {"heuristic": N_("the kit's heuristic players (beginners' habits)"), "random": N_("random players")}
AUTOSAVE = "junta-autosave-{game}.json"           # one a game, so a JUNTA game never overwrites a Viva one
WIDE = w.Layout(width="330px")
NOTE = "font-size:13px;margin:2px 0"


def new_game(game: str, players: int, seed: int):
    if game == "classic":
        from ..classic import new_game as make
    else:
        from ..viva import new_game as make
    return make(players=players, seed=seed)


def bots_for(game, level: str, seed: int) -> list:
    return heuristic_team(game, seed) if level == "heuristic" else RandomAgent.team(game.state.n, seed,
                                                                                     side_share=0.0)


def save_text(game, seat: int, bots: str) -> str:
    """The save file's text: the engine's save with the room's ``table`` entry."""
    data = json.loads(game.to_json())
    data["table"] = {"seat": seat, "bots": bots}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new one, never half."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def read_table(path: Path) -> tuple[object, int, str]:
    """(the game, your seat, the bots) of a save file; a SaveFileError says what is wrong."""
    game = load(path)
    table = json.loads(path.read_text(encoding="utf-8")).get("table") or {}
    seat = table.get("seat", 0)
    bots = table.get("bots", "heuristic")
    if type(seat) is not int or not 0 <= seat < game.state.n or bots not in BOTS:
        raise SaveFileError(f"{path.name}: its table entry {table!r} names no seat of this game or no kind of bots")
    return game, seat, bots


class PlayRoom:
    """The play room (see the module docstring).  ``folder``: where saves and the autosave live (the
    notebook's folder by default; the environment variable JUNTA_SAVES names another)."""

    def __init__(self, game: str = "classic", players: int | None = None, seed: int | None = None, seat: int = 0,
                 bots: str = "heuristic", folder: str | os.PathLike | None = None, autosave: str = AUTOSAVE,
                 lang: str | None = None):
        """``lang``: "en", "ru" or "zh_Hant" (default: the notebook's, JUNTA_LANG or the locale's); the
        table's own switch changes it for the table and these controls."""
        self.lang = normalise(lang) if lang is not None else default_language()
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        self.folder = Path(folder or os.environ.get("JUNTA_SAVES") or ".").resolve()
        self.autosave_name = autosave
        lo, hi, usual = PLAYERS[game]
        self.kind = w.Dropdown(options=[(v, k) for k, v in GAMES.items()], value=game, layout=WIDE)
        self.players = w.BoundedIntText(value=players or usual, min=lo, max=hi, layout=WIDE)
        self.seed = w.IntText(value=seed if seed is not None else random.randrange(1000), layout=WIDE)
        self.seat = w.Dropdown(layout=WIDE)
        self.bots = w.Dropdown(options=[(k, k) for k in BOTS], value=bots, layout=WIDE,
                               style={"description_width": "initial"})
        self.start_button = w.Button(button_style="primary", icon="play")
        self.filename = w.Text(layout=WIDE)
        self.save_button = w.Button(icon="save")
        self.saves = w.Dropdown(layout=WIDE, style={"description_width": "initial"})
        self.load_button = w.Button(icon="folder-open")
        self.note = w.HTML()
        self.message = w.HTML()
        self.offer = w.VBox([])
        self.board = w.VBox([])
        self.current: GameTable | None = None
        self.kind.observe(lambda _: self._limits(), "value")
        self.players.observe(lambda _: self._seats(), "value")
        self.start_button.on_click(lambda _: self.start())
        self.save_button.on_click(lambda _: self.save())
        self.load_button.on_click(lambda _: self.load_selected())
        settings = w.VBox([
            w.HBox([self.kind, self.players]), w.HBox([self.seed, self.seat]), w.HBox([self.bots, self.start_button]),
            w.HBox([self.filename, self.save_button]), w.HBox([self.saves, self.load_button]), self.note])
        self.settings = w.Accordion(children=[settings])
        self.widget = w.VBox([self.settings, self.message, self.offer, self.board], layout=w.Layout(max_width="1100px"))
        self.widget.add_class("junta-words")
        self.label()
        self._limits()
        self.seat.value = seat if seat in [v for _, v in self.seat.options] else 0
        self._list_saves()
        if not self._offer_resume():
            self.start()

    # -- words ------------------------------------------------------------------------------------
    def label(self, lang: str | None = None) -> None:
        """Word the controls in ``lang`` (the table's switch calls this)."""
        self.lang = lang or self.lang
        with using(self.lang):
            for control, text in ((self.kind, N_("Game")), (self.players, N_("Players")), (self.seed, N_("Seed")),
                                  (self.seat, N_("Your seat")), (self.bots, N_("Bots")),
                                  (self.filename, N_("Save as")), (self.saves, N_("Saved games")),
                                  (self.start_button, N_("New game")), (self.save_button, N_("Save")),
                                  (self.load_button, N_("Load"))):
                control.description = tr(text)
            value = self.bots.value
            self.bots.options = [(tr(v), k) for k, v in BOTS.items()]
            self.bots.value = value
            self.settings.titles = (tr("Table: new game, save, load"),)
            self.note.value = (f"<div style='{NOTE};color:#555'>" + esc(tr(
                "Every decision is saved at once beside the notebook ({file}): after a restart, run this cell again "
                "and resume.  A saved game is a replay: junta replay FILE tells it.",
                file=self.autosave_name.format(game="..."))) + "</div>")
            if self.seat.options:
                self._seats()

    # -- settings ---------------------------------------------------------------------------------
    def _limits(self) -> None:
        lo, hi, usual = PLAYERS[self.kind.value]
        self.players.min, self.players.max = lo, hi
        if not lo <= self.players.value <= hi:
            self.players.value = usual
        self._seats()

    def _seats(self) -> None:
        sample = new_game(self.kind.value, self.players.value, 0)
        names = [sample.seat_name(t) for t in range(self.players.value)]      # (never a straw man's seat)
        keep = self.seat.value if self.seat.value is not None and self.seat.value < len(names) else 0
        with using(self.lang):
            self.seat.options = [(tr("{name} (seat {n})", name=name, n=i), i) for i, name in enumerate(names)]
        self.seat.value = keep

    def autosave_path(self, game: str) -> Path:
        return self.folder / self.autosave_name.format(game=game)

    def _list_saves(self) -> None:
        autosaves = {self.autosave_path(g).name for g in GAMES}
        files = sorted(p.name for p in self.folder.glob("*.json") if p.name not in autosaves)
        with using(self.lang):
            self.saves.options = files or [(tr("(no saved games here yet)"), None)]

    def say(self, text: str, ok: bool = True, **facts) -> None:
        """A line above the table: ``text`` (an English sentence of the catalog) with its facts."""
        colour = "#1a7f37" if ok else "#b00"
        with using(self.lang):
            said = tr(text, **facts)
        self.message.value = f"<div style='{NOTE};color:{colour}'>{esc(said)}</div>"

    # -- playing ----------------------------------------------------------------------------------
    def start(self) -> None:
        """A new game with the settings as they stand."""
        try:
            game = new_game(self.kind.value, self.players.value, self.seed.value)
        except JuntaError as err:
            self.say("{why}", ok=False, why=err)
            return
        self._play(game, self.seat.value, self.bots.value)
        self.say("A new game of {game}: seed {seed}, you play {name}.", game=GAMES[self.kind.value],
                 seed=self.seed.value, name=game.seat_name(self.seat.value))

    def _play(self, game, seat: int, bots: str) -> None:
        self.offer.children = []
        self.game_seat, self.bot_level = seat, bots
        self.current = GameTable(game, seat, agents=bots_for(game, bots, game.seed), on_change=self.autosave_now,
                                 lang=self.lang)
        self.current.language.widget.observe(lambda change: self.label(change["new"]), names="value")
        self.board.children = [self.current.widget]
        self.filename.value = f"{game.GAME}-seed{game.seed}.json"
        self.autosave_now()

    @property
    def game(self):
        return self.current.game if self.current is not None else None

    def autosave_now(self) -> None:
        """Called after each of the player's decisions (and at the start): the game, saved at once."""
        if self.current is None:
            return
        path = self.autosave_path(self.game.GAME)
        try:
            write_atomically(path, save_text(self.game, self.game_seat, self.bot_level))
        except OSError as err:
            self.say("the game could not be saved to {path}: {why}", ok=False, path=path, why=err.strerror)

    def save(self) -> Path | None:
        """Save the game under the name in "Save as" (in the room's folder)."""
        name = self.filename.value.strip()
        if not name or "/" in name or "\\" in name or name.startswith("."):
            self.say("give a file name (letters, digits, - and _), without a folder", ok=False)
            return None
        path = self.folder / (name if name.endswith(".json") else name + ".json")
        if path in (self.autosave_path(g) for g in GAMES):
            self.say("{name} is the autosave; choose another name", ok=False, name=path.name)
            return None
        try:
            write_atomically(path, save_text(self.game, self.game_seat, self.bot_level))
        except (OSError, SaveFileError) as err:
            self.say("could not save to {path}: {why}", ok=False, path=path, why=getattr(err, "strerror", None) or err)
            return None
        self._list_saves()
        self.saves.value = path.name
        self.say("Saved to {path} ({n} decisions).", path=path, n=len(self.game.actions))
        return path

    def load_selected(self) -> bool:
        name = self.saves.value
        if not name:
            self.say("no saved game is selected", ok=False)
            return False
        return self.load(self.folder / name)

    def load(self, path: Path) -> bool:
        """Load a save file; a bad one is refused with the reason and the current game goes on."""
        try:
            game, seat, bots = read_table(Path(path))
        except SaveFileError as err:
            self.say("{name} cannot be loaded: {why}", ok=False, name=Path(path).name, why=err)
            return False
        self._sync_controls(game, seat, bots)
        self._play(game, seat, bots)
        self.say("Loaded {file}: round {n}, you play {name}.", file=Path(path).name, n=game.round,
                 name=game.seat_name(seat))
        return True

    def _sync_controls(self, game, seat: int, bots: str) -> None:
        self.kind.value = game.GAME
        self.players.value = game.state.n
        self.seed.value = game.seed
        self._seats()
        self.seat.value, self.bots.value = seat, bots

    # -- resuming ---------------------------------------------------------------------------------
    def _offer_resume(self) -> bool:
        """If an unfinished game is autosaved here, offer to resume it (True: the offer is shown)."""
        autosave = self.autosave_path(self.kind.value)
        if not autosave.is_file():
            return False
        try:
            game, seat, bots = read_table(autosave)
        except SaveFileError as err:
            self.say("The autosaved game could not be read ({why}); a new game starts.", ok=False, why=err)
            return False
        if game.is_over() or game.GAME != self.kind.value:
            return False
        when = time.strftime("%d %b %H:%M", time.localtime(autosave.stat().st_mtime))
        with using(self.lang):
            resume = w.Button(description=tr("Resume it"), button_style="success", icon="play")
            fresh = w.Button(description=tr("Start a new game"), icon="refresh")

        def go_on(_):
            self._sync_controls(game, seat, bots)
            self._play(game, seat, bots)
            self.say("Resumed: round {n}, you play {name}.", n=game.round, name=game.seat_name(seat))
        resume.on_click(go_on)
        fresh.on_click(lambda _: self.start())
        with using(self.lang):
            line = tr("An unfinished game is saved here ({when}): {game}, {players} players, round {n}, you play "
                      "{name}, {decisions} decisions so far.", when=when, game=GAMES[game.GAME], players=game.state.n,
                      n=game.round, name="\x00", decisions=len(game.actions))
        line = esc(line).replace("\x00", f"<b>{esc(game.seat_name(seat))}</b>")
        self.offer.children = [w.HTML(f"<div style='font-size:14px;margin:6px 0'>{line}</div>"),
                               w.HBox([resume, fresh])]
        return True

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
