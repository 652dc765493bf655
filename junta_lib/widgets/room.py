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
from .palette import esc
from .table import GameTable

GAMES = {"classic": "JUNTA", "viva": "Junta: Viva el Presidente!"}
PLAYERS = {"classic": (2, 7, 5), "viva": (3, 5, 4)}          # least, most, usual
BOTS = {"heuristic": "the kit's heuristic players (beginners' habits)", "random": "random players"}
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
                 bots: str = "heuristic", folder: str | os.PathLike | None = None, autosave: str = AUTOSAVE):
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        self.folder = Path(folder or os.environ.get("JUNTA_SAVES") or ".").resolve()
        self.autosave_name = autosave
        lo, hi, usual = PLAYERS[game]
        self.kind = w.Dropdown(options=[(v, k) for k, v in GAMES.items()], value=game, description="Game",
                               layout=WIDE)
        self.players = w.BoundedIntText(value=players or usual, min=lo, max=hi, description="Players", layout=WIDE)
        self.seed = w.IntText(value=seed if seed is not None else random.randrange(1000), description="Seed",
                              layout=WIDE)
        self.seat = w.Dropdown(description="Your seat", layout=WIDE)
        self.bots = w.Dropdown(options=[(v, k) for k, v in BOTS.items()], value=bots, description="Bots",
                               layout=WIDE, style={"description_width": "initial"})
        self.start_button = w.Button(description="New game", button_style="primary", icon="play")
        self.filename = w.Text(description="Save as", layout=WIDE)
        self.save_button = w.Button(description="Save", icon="save")
        self.saves = w.Dropdown(description="Saved games", layout=WIDE, style={"description_width": "initial"})
        self.load_button = w.Button(description="Load", icon="folder-open")
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
            w.HBox([self.filename, self.save_button]), w.HBox([self.saves, self.load_button]),
            w.HTML(f"<div style='{NOTE};color:#555'>Every decision is saved at once beside the notebook (<code>"
                   f"{esc(autosave.format(game='...'))}</code>): after a restart, run this cell again and resume.  A "
                   "saved game is a replay: <code>junta replay FILE</code> tells it.</div>")])
        self.settings = w.Accordion(children=[settings], titles=("Table: new game, save, load",))
        self.widget = w.VBox([self.settings, self.message, self.offer, self.board], layout=w.Layout(max_width="1100px"))
        self._limits()
        self.seat.value = seat if seat in [v for _, v in self.seat.options] else 0
        self._list_saves()
        if not self._offer_resume():
            self.start()

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
        self.seat.options = [(f"{name} (seat {i})", i) for i, name in enumerate(names)]
        self.seat.value = keep

    def autosave_path(self, game: str) -> Path:
        return self.folder / self.autosave_name.format(game=game)

    def _list_saves(self) -> None:
        autosaves = {self.autosave_path(g).name for g in GAMES}
        files = sorted(p.name for p in self.folder.glob("*.json") if p.name not in autosaves)
        self.saves.options = files or [("(no saved games here yet)", None)]

    def say(self, text: str, ok: bool = True) -> None:
        colour = "#1a7f37" if ok else "#b00"
        self.message.value = f"<div style='{NOTE};color:{colour}'>{esc(text)}</div>"

    # -- playing ----------------------------------------------------------------------------------
    def start(self) -> None:
        """A new game with the settings as they stand."""
        try:
            game = new_game(self.kind.value, self.players.value, self.seed.value)
        except JuntaError as err:
            self.say(str(err), ok=False)
            return
        self._play(game, self.seat.value, self.bots.value)
        self.say(f"A new game of {GAMES[self.kind.value]}: seed {self.seed.value}, you play "
                 f"{game.seat_name(self.seat.value)}.")

    def _play(self, game, seat: int, bots: str) -> None:
        self.offer.children = []
        self.game_seat, self.bot_level = seat, bots
        self.current = GameTable(game, seat, agents=bots_for(game, bots, game.seed), on_change=self.autosave_now)
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
            self.say(f"the game could not be saved to {path}: {err.strerror}", ok=False)

    def save(self) -> Path | None:
        """Save the game under the name in "Save as" (in the room's folder)."""
        name = self.filename.value.strip()
        if not name or "/" in name or "\\" in name or name.startswith("."):
            self.say("give a file name (letters, digits, - and _), without a folder", ok=False)
            return None
        path = self.folder / (name if name.endswith(".json") else name + ".json")
        if path in (self.autosave_path(g) for g in GAMES):
            self.say(f"{path.name} is the autosave; choose another name", ok=False)
            return None
        try:
            write_atomically(path, save_text(self.game, self.game_seat, self.bot_level))
        except (OSError, SaveFileError) as err:
            self.say(f"could not save to {path}: {getattr(err, 'strerror', None) or err}", ok=False)
            return None
        self._list_saves()
        self.saves.value = path.name
        self.say(f"Saved to {path} ({len(self.game.actions)} decisions).")
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
            self.say(f"{Path(path).name} cannot be loaded: {err}", ok=False)
            return False
        self._sync_controls(game, seat, bots)
        self._play(game, seat, bots)
        self.say(f"Loaded {Path(path).name}: round {game.round}, you play {game.seat_name(seat)}.")
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
            self.say(f"The autosaved game could not be read ({err}); a new game starts.", ok=False)
            return False
        if game.is_over() or game.GAME != self.kind.value:
            return False
        when = time.strftime("%d %b %H:%M", time.localtime(autosave.stat().st_mtime))
        resume = w.Button(description="Resume it", button_style="success", icon="play")
        fresh = w.Button(description="Start a new game", icon="refresh")

        def go_on(_):
            self._sync_controls(game, seat, bots)
            self._play(game, seat, bots)
            self.say(f"Resumed: round {game.round}, you play {game.seat_name(seat)}.")
        resume.on_click(go_on)
        fresh.on_click(lambda _: self.start())
        self.offer.children = [w.HTML(
            f"<div style='font-size:14px;margin:6px 0'><b>An unfinished game is saved here</b> ({esc(when)}): "
            f"{esc(GAMES[game.GAME])}, {game.state.n} players, round {game.round}, you play "
            f"<b>{esc(game.seat_name(seat))}</b>, {len(game.actions)} decisions so far.</div>"), w.HBox([resume, fresh])]
        return True

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)
