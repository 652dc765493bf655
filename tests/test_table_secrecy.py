"""What a seat may infer, over the wire: ``junta serve`` runs as a subprocess on a free 127.0.0.1
port, five seats and the teacher of several seeded JUNTA tables play (the seats' own moves and
side actions out of turn) through their WebSockets, three seats as the seat page talks (pictures
and controls with every state), two as the notebook does.  Every message each of them received is
kept; afterwards the table is replayed from its log and every message is checked against what its
reader could know at that moment (``at``):

- it names no card in another player's hand or in the draw deck that the reader never saw (the
  card oracle of tests/test_tables.py), and no private event of another seat (a hidden Location,
  a card drawn, a bribe);
- a side-action menu (as data and as the page's buttons) is the one the replayed game gives with
  the Foreign Aid deck emptied and the draw deck turned over: its length and its entries do not
  tell hidden content;
- the teacher's messages name no card still hidden from every seat.

The same checker must catch leaks planted into captured messages (a hidden card in an event, in a
control's label, a private event's words, a menu one entry short), so the test can fail."""
from __future__ import annotations

import copy
import json
import random

from junta_lib.i18n import using
from junta_lib.tables.client import ClientError, SeatClient, create_table
from junta_lib.tables.hub import make_game, wire_side
from junta_lib.tables.store import open_store
from tests.test_tables import Server, hidden_cards, public_cards, shown, wire_leaks

PLAYERS = 5
PAGE_SEATS = (0, 1, 2)                   # as the seat page talks; the others as the notebook does


class Recorder(SeatClient):
    """A seat (or the teacher) keeping every message it receives, each with the newest ``at`` it knew."""

    def __init__(self, link: str, page: bool):
        self.page, self.log, self.at = page, [], 0
        super().__init__(link)

    def connect(self, ws=None) -> None:
        from junta_lib.tables.client import open_socket
        self.ws = ws or open_socket(self.server, self.timeout, 0)
        self.events = []
        hello = {"type": "hello", "token": self.token}
        if self.page:
            hello |= {"page": True, "lang": "en"}
        self._send(hello)
        self._expect_state()

    def _receive(self) -> dict:
        message = super()._receive()
        self.at = max(self.at, message.get("at", self.at)) if message["type"] != "error" else self.at
        self.log.append((message.get("at", self.at), message))
        return message


def play(server, seed: int, moves: int) -> tuple[dict, list[Recorder], Recorder]:
    """A table of five played through the server: the decider acts (a listed option at random, else
    the server's suggestion); now and then a waiting seat takes a side action from its menu."""
    made = create_table(server.class_link, game="classic", players=PLAYERS, seed=seed)
    seats = [Recorder(s["link"], page=s["seat"] in PAGE_SEATS) for s in sorted(made["seats"], key=lambda s: s["seat"])]
    teacher = Recorder(made["teacher_link"], page=True)
    rng = random.Random(seed)
    at = 0
    for _ in range(moves):
        for c in (*seats, teacher):
            c.wait(lambda s: s.get("at", -1) >= at)
        if seats[0].state.get("over"):
            break
        decider = next(c for c in seats if c.decision is not None)
        waiting = [(i, c) for i, c in enumerate(seats) if c is not decider and aside_listed(c)]
        try:
            if waiting and rng.random() < 0.15:
                i, c = rng.choice(waiting)
                state = c.act({"aside": {"seat": i, "action": rng.choice(aside_listed(c))}})
            else:
                listed = decider.decision.get("options")
                state = decider.act(rng.choice(listed) if listed else decider.suggest())
        except ClientError as err:                   # e.g. a card whose moment passed: refused, nothing changed
            assert "moved on" not in str(err), err
            continue
        at = state["at"]
    for c in (*seats, teacher):
        c.wait(lambda s: s.get("at", -1) >= at)
    return made, seats, teacher


def aside_listed(client: SeatClient) -> list:
    """The side actions listed for a waiting seat (as data, or as the page's buttons)."""
    aside = client.state.get("aside") or {}
    return aside.get("listed") or [o["action"] for o in aside.get("options") or []]


class Moments:
    """The table replayed from its log: at each number of actions, what each seat (and the teacher)
    cannot know, the private events of others, and the side menus hidden content must not change."""

    def __init__(self, made: dict, log: list):
        g = make_game("classic", made["seed"], {"players": PLAYERS})
        known = {seat: set() for seat in range(PLAYERS)}
        public: set = set()
        read = 0
        self.hidden, self.private, self.menus = [], [], []
        for n in range(len(log) + 1):
            for seat in range(PLAYERS):
                known[seat] |= set(g.state.players[seat].hand)
            public |= public_cards(g)
            read = shown(g, read, known, public)
            self.hidden.append({seat: hidden_cards(g, seat, known[seat] | public) for seat in range(PLAYERS)}
                               | {None: hidden_cards(g, -1, public)})
            self.private.append({seat: {e.text for e in g.events if e.to is not None and seat not in e.to}
                                 - {e.text for e in g.events if e.visible_to(seat)} for seat in range(PLAYERS)})
            self.menus.append(self.menus_without_hidden_content(g))
            if n < len(log):
                g.apply(log[n].action)

    @staticmethod
    def menus_without_hidden_content(g) -> dict:
        """Each waiting seat's side menu (data, and the page's buttons) with the Foreign Aid deck
        emptied and the draw deck turned over (both put back after)."""
        from junta_lib.core.controls import side_controls
        d = g.pending()
        if d is None:
            return {}
        s = g.state
        aid, deck = s.aid, s.deck
        s.aid, s.deck = [], list(reversed(deck))
        try:
            out = {}
            for seat in range(PLAYERS):
                if seat == d.player:
                    continue
                menu = g.aside_menu(seat)
                with using("en"):
                    out[seat] = (json.loads(json.dumps(wire_side(g, menu), default=str)),
                                 json.loads(json.dumps(side_controls(g, menu), default=str)) if menu else None)
            return out
        finally:
            s.aid, s.deck = aid, deck

    def faults(self, seat: int | None, message: dict, at: int, page: bool) -> list[str]:
        """What ``message``, received by ``seat`` (None: the teacher) at ``at``, tells that it may not."""
        out = [f"names the hidden card {c}" for c in wire_leaks(message, self.hidden[at][seat])]
        if seat is None:
            return out
        text = json.dumps(message, ensure_ascii=False, default=str)
        out += [f"holds another seat's private event {t!r}" for t in self.private[at][seat] if t in text]
        if message.get("type") == "state" and seat in self.menus[at] and message.get("status") == "open":
            data, buttons = self.menus[at][seat]
            if message.get("aside") != (buttons if page else data):
                out.append(f"its side menu depends on hidden content: {message.get('aside')} against {data}")
        return out


def test_no_message_on_the_wire_tells_a_reader_what_is_hidden_from_it(tmp_path):
    server = Server(f"sqlite:///{tmp_path / 'class.db'}")
    checked = menus = planted = asides = private = 0
    try:
        for seed in (11, 12, 13, 14):
            made, seats, teacher = play(server, seed, moves=110)
            log = open_store(f"sqlite:///{tmp_path / 'class.db'}").actions(made["table"])
            moments = Moments(made, log)
            asides += sum(a.kind == "aside" for a in log)
            private += sum(map(len, moments.private[-1].values()))
            for seat, client in [*enumerate(seats), (None, teacher)]:
                for at, message in client.log:
                    assert 0 <= at <= len(log)
                    faults = moments.faults(seat, message, at, page=client.page)
                    assert not faults, (seed, seat, at, message.get("type"), faults)
                    checked += 1
                    menus += seat is not None and message.get("aside") is not None
                    planted += plant_and_catch(moments, seat, message, at, client.page)
            for c in (*seats, teacher):
                c.close()
    finally:
        server.stop()
    assert checked > 1500 and menus > 150 and planted > 200 and asides > 4 and private > 20, \
        (checked, menus, planted, asides, private)


def plant_and_catch(moments: Moments, seat, message: dict, at: int, page: bool) -> int:
    """The control: leaks planted into a copy of a captured message are each caught; how many."""
    caught = 0
    hidden = sorted(moments.hidden[at][seat])
    if hidden and message.get("type") in ("state", "teacher"):
        leak = hidden[len(hidden) // 2]
        planted = dict(message, events=[*message.get("events", []),
                                        {"text": "ana plays a card", "to": None, "facts": {"card": leak}}])
        assert moments.faults(seat, planted, at, page) == [f"names the hidden card {leak}"]
        caught += 1
        if page and message.get("controls"):
            planted = copy.deepcopy(message)
            planted["controls"]["leak"] = {"label": "x", "action": {"play": leak}}
            assert f"names the hidden card {leak}" in moments.faults(seat, planted, at, page)
            caught += 1
    if seat is not None and moments.private[at][seat] and message.get("type") == "state":
        text = sorted(moments.private[at][seat])[0]
        planted = dict(message, chat=[*message.get("chat", []), {"seat": 1, "name": "ben", "text": text}])
        assert any("private event" in f for f in moments.faults(seat, planted, at, page))
        caught += 1
    if seat is not None and aside_listed_of(message):
        planted = copy.deepcopy(message)
        key = "options" if page else "listed"
        planted["aside"][key] = planted["aside"][key][:-1]
        assert any("side menu depends" in f for f in moments.faults(seat, planted, at, page))
        caught += 1
    return caught


def aside_listed_of(message: dict) -> list:
    aside = message.get("aside") or {}
    return aside.get("listed") or aside.get("options") or []

