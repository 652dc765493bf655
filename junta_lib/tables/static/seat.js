/* The seat page: a student's seat at a class table, drawn from the server's state messages (the seat's
   view, pictures and controls, worded in the page's language) and played by sending actions over the
   WebSocket.  The controls come from the library's description of each decision (core/controls.py),
   the same one the notebook's forms read. */
"use strict";
(() => {
  const { word, el } = Junta;
  const $ = (id) => document.getElementById(id);
  const token = decodeURIComponent(location.hash.slice(1));
  let state = null, asked = 0, drawnKey = null, mapClick = null;
  let onItsWay = null;          // the "at" of a move sent and not yet answered (accepted or refused)

  if (token.length < 10) return invalid("no_token");

  const socket = Junta.connect({
    // "seen": the story it holds (in its language) is not sent again after a reconnection
    // "mark": the state it shows; if nothing in it changed meanwhile the answer is "the same"
    hello: () => ({ type: "hello", token, lang: Junta.lang, page: true, seen: $("story").children.length,
                    ...(state && state.mark ? { mark: state.mark } : {}) }),
    onMessage: receive,
    onState: (up, seconds) => {
      if (!$("invalid").hidden) return;
      if (up) { banner(); return; }
      showBanner(word("lost", { n: seconds }), "warn");
    },
  });
  Junta.onLanguage((lang) => { drawnKey = null; socket.send({ type: "lang", lang }); });

  function invalid(why) {
    $("seat").hidden = true;
    $("banner").hidden = true;
    $("invalid").hidden = false;
    $("invalid-why").dataset.word = why;
    $("invalid-why").textContent = word(why);
    if (socket) socket.stop();
  }

  function receive(m) {
    if (m.type === "state") {                     // for tests: what kind of state came last, and how many "same"
      document.body.dataset.told = m.same && state ? "same" : "whole";
      if (m.same && state) document.body.dataset.same = String(Number(document.body.dataset.same || 0) + 1);
    }
    if (m.type === "state" && m.same && state) return draw({ ...state, events: [], first: false, twice: m.twice, joined: m.joined });
    if (m.type === "state") return draw(m);
    if (m.type === "accepted") { onItsWay = null; return refused(""); }
    if (m.type === "error") {
      // what kind of refusal: its code, the same in every language (the words are in the page's)
      if (!state && (m.code === "forbidden" || m.code === "unavailable")) return invalid("invalid_why");
      if (m.id !== undefined && m.id !== null) {            // refused: the decision stands, say why
        onItsWay = null;
        $("prompt").textContent = state && state.controls ? state.controls.prompt : "";
        return refused(m.message);
      }
      $("alert").hidden = false;
      $("alert").textContent = m.message;
      setTimeout(() => { $("alert").hidden = true; }, 8000);
    }
  }

  function send(action) {
    asked += 1;
    const ok = socket.send({ type: "act", action, at: state.at, id: asked });
    refused(ok ? "" : word("lost", { n: 1 }));
    if (ok) { $("prompt").textContent = word("sent"); onItsWay = state.at; }
  }

  function refused(why) { $("refused").textContent = why ? word("refused", { why }) : ""; }

  function showBanner(text, kind) {
    const b = $("banner");
    b.hidden = !text;
    b.textContent = text || "";
    b.className = "banner " + (kind || "");
  }

  function banner() {
    if (!state) return showBanner(word("connecting"), "");
    if (state.status === "paused") return showBanner(word("paused"), "warn");
    if (state.status === "ended") return showBanner(word("ended"), "stop");
    if (state.over) return showBanner(word("over") + " " + word("winners", { names: (state.winners || []).join(", ") }), "");
    if (state.trouble) return showBanner(state.trouble, "warn");     // worded by the server in the page's language
    if (state.bot) return showBanner(word("bot"), "warn");
    if (!state.controls && state.waiting_for) return showBanner(word("waiting", { name: state.waiting_for }), "");
    showBanner("", "");
  }

  /* -- drawing a state ------------------------------------------------------------------------ */
  function draw(m) {
    const story = $("story");
    if (m.first) story.replaceChildren();
    // a new connection's first state: the decision is drawn afresh ("Sent; waiting…" would wait for an
    // answer the lost connection took with it); a move that was on its way and did not arrive
    // (the table is still at the decision it answered) is said, to choose again
    const fresh = m.first || m.joined;
    const unsent = fresh && onItsWay !== null && m.at === onItsWay && !!m.controls;
    if (fresh) { drawnKey = null; onItsWay = null; }
    for (const e of m.events) story.append(el("li", { class: "event-" + e.kind }, e.text));
    if (m.events.length) story.scrollTop = story.scrollHeight;
    state = m;
    document.body.dataset.at = m.at;              // for scripts and tests: how far the table is
    document.body.dataset.status = m.status;
    $("seat").hidden = false;
    $("invalid").hidden = true;
    $("header").innerHTML = m.header;
    $("me").innerHTML = m.me;
    $("board-card").hidden = !m.board;
    $("board").innerHTML = m.board || "";
    const twice = $("alert");
    if (m.page_error) { twice.hidden = false; twice.textContent = m.page_error; }
    else if (m.twice) { twice.hidden = false; twice.textContent = word("twice"); twice.dataset.twice = "1"; }
    else if (twice.dataset.twice) { twice.hidden = true; delete twice.dataset.twice; }
    $("talk").replaceChildren(...m.chat.map((c) => el("li", {}, el("b", {}, c.seat === null ? word("teacher") : c.name),
                                                              ": " + c.text)));
    const key = [m.at, m.status, m.bot, Junta.lang, !!m.controls, !!m.aside].join("|");
    if (key !== drawnKey) {
      drawnKey = key;
      mapClick = null;
      $("prompt").textContent = m.controls ? m.controls.prompt : "";
      refused("");
      if (unsent) $("refused").textContent = word("unsent");
      $("controls").replaceChildren(...(m.controls ? controls(m.controls) : []));
      $("controls").dataset.kind = m.controls ? m.controls.kind : "";
      const side = m.controls ? m.controls.side : m.aside;
      $("side").replaceChildren(...(side ? sideControls(side, !m.controls) : []));
      $("h-decide").parentElement.hidden = !m.controls && !side;     // nothing to decide: no empty box
    }
    drawMap(m.map, m.controls);
    banner();
  }

  function drawMap(svg, c) {
    $("picture-card").hidden = !svg;
    if (!svg) return;
    $("h-picture").textContent = word(state.game === "viva" ? "board" : "map");
    const picture = $("picture");
    picture.innerHTML = svg;
    const keys = mapClick ? mapClick.keys : new Set();
    picture.querySelectorAll("[data-key]").forEach((node) => {
      const k = node.dataset.key;
      node.classList.toggle("picked", !!(mapClick && mapClick.picked === k));
      if (!keys.has(k)) return;
      node.classList.add("lit");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", (mapClick.names && mapClick.names[k]) || k);
      node.addEventListener("click", () => mapClick.click(k));
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); mapClick.click(k); }
      });
    });
  }

  function onMap(keys, click, names, picked) {
    mapClick = { keys: new Set(keys), click, names: names || {}, picked };
    drawMap(state.map, state.controls);
  }

  /* -- the controls of each kind (core/controls.py) ----------------------------------------------- */
  const button = (text, onclick, primary) => el("button", { type: "button", class: primary ? "primary" : null, onclick }, text);
  const row = (...children) => el("div", { class: "row" }, ...children);
  const note = (text) => (text ? el("p", { class: "note" }, text) : null);

  function select(label, choices, value) {
    const s = el("select", {}, ...choices.map((c, i) => el("option", { value: String(i) }, c.label)));
    const at = choices.findIndex((c) => JSON.stringify(c.value) === JSON.stringify(value));
    s.value = String(Math.max(0, at));
    s.chosen = () => choices[Number(s.value)].value;
    s.choose = (v) => { const i = choices.findIndex((c) => JSON.stringify(c.value) === JSON.stringify(v)); if (i >= 0) s.value = String(i); };
    const wrap = el("label", { class: "field" }, el("span", {}, label), s);
    wrap.input = s;
    return wrap;
  }

  function number(label, max, value) {
    const input = el("input", { type: "number", min: 0, max, value, inputmode: "numeric" });
    const wrap = el("label", { class: "field" }, el("span", {}, label), input);
    wrap.input = input;
    return wrap;
  }

  function toggle(text, title, extra) {
    const b = el("button", { type: "button", class: "bill " + (extra || ""), "aria-pressed": "false", title, "aria-label": title }, text);
    b.addEventListener("click", () => { if (!b.disabled) { b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true"); b.dispatchEvent(new Event("toggled")); } });
    b.on = () => b.getAttribute("aria-pressed") === "true";
    return b;
  }

  function checkbox(label) {
    const box = el("input", { type: "checkbox" });
    const wrap = el("label", { class: "check" }, box, " " + label);
    wrap.input = box;
    return wrap;
  }

  function controls(c) {
    const draw = KINDS[c.kind] || ((c) => [note(c.note)]);
    return draw(c).filter(Boolean);
  }

  const KINDS = {
    buttons(c) {
      const out = [note(c.note)];
      if (c.options.length <= 10) out.push(row(...c.options.map((o) => {
        const b = button(o.label, () => send(o.action));
        b.dataset.action = JSON.stringify(o.action);
        return b;
      })));
      else {
        const pick = select(word("choose"), c.options.map((o) => ({ label: o.label, value: o.action })), c.options[0].action);
        out.push(row(pick, button(word("choose"), () => send(pick.input.chosen()), true)));
      }
      if (c.areas.length) {
        const names = Object.fromEntries(c.options.filter((o) => o.area).map((o) => [o.area, o.label]));
        onMap(c.areas, (k) => {
          const here = c.options.filter((o) => o.area === k);
          if (here.length === 1) send(here[0].action);
          else refused(here.map((o) => o.label).join(" / "));
        }, names);
      }
      return out;
    },

    vote(c) {
      const rows = c.rows.map((r) => select(r.label, r.choices, r.default));
      const chosen = () => Object.fromEntries(c.rows.map((r, i) => [r.source, rows[i].input.chosen()]));
      const cast = () => {
        const casts = Object.fromEntries(Object.entries(chosen()).filter(([, v]) => v !== "-"));
        if (!Object.keys(casts).length) return refused(c.empty);
        send(casts);
      };
      const shortcuts = c.shortcuts.map((s) => {
        const b = button(s.label, () => {
          c.rows.forEach((r, i) => { if (!r.event && r.choices.some((x) => JSON.stringify(x.value) === JSON.stringify(s.value))) rows[i].input.choose(s.value); });
        });
        b.classList.add("shortcut");
        return b;
      });
      const abstain = button(c.abstain, () => send({}));
      abstain.classList.add("abstain");
      return [note(c.note), ...rows, row(button(word("cast"), cast, true), ...shortcuts, abstain)];
    },

    cabinet(c) {
      const rows = c.rows.map((r) => select(r.label, r.choices, r.default));
      return [note(c.note), ...rows, row(button(word("appoint"), () => send(Object.fromEntries(c.rows.map((r, i) => [r.position, rows[i].input.chosen()]))), true))];
    },

    budget(c) {
      const lines = c.players.map((p) => {
        const bills = c.bills.map((b) => toggle(String(b.value), p.name + ": " + b.label, b.pocket ? "pocket" : ""));
        const said = number(word("announce"), 0, 0);
        return { p, bills, said };
      });
      const total = el("p", { class: "note", "aria-live": "polite" });
      const update = () => {
        c.bills.forEach((b, i) => {
          const holder = lines.find((l) => l.bills[i].on());
          lines.forEach((l) => { l.bills[i].disabled = !!holder && holder !== l; });
        });
        let given = 0;
        lines.forEach((l) => {
          const worth = c.bills.reduce((s, b, i) => s + (l.bills[i].on() ? b.value : 0), 0);
          given += worth;
          l.said.input.max = worth;
          l.said.input.value = worth;
          l.said.input.disabled = worth === 0;
        });
        const all = c.bills.reduce((s, b) => s + b.value, 0);
        total.textContent = word("kept", { given, kept: all - given });
      };
      lines.forEach((l) => l.bills.forEach((b) => b.addEventListener("toggled", update)));
      update();
      const go = () => send({ stacks: lines.filter((l) => l.bills.some((b) => b.on())).map((l) => ({
        to: l.p.seat, bills: c.bills.filter((b, i) => l.bills[i].on()).map((b) => b.value), announced: Number(l.said.input.value) })) });
      return [note(c.note), ...lines.map((l) => el("div", { class: "stack" }, el("b", { class: "who" }, l.p.name),
        el("span", { class: "bills" }, ...l.bills), l.said)), total, row(button(word("propose"), go, true))];
    },

    banking(c) {
      const group = (title, bills) => {
        const t = bills.map((b) => toggle(String(b), title + ": " + b));
        return { box: el("fieldset", {}, el("legend", {}, title), ...(t.length ? t : [el("i", {}, word("nothing"))])), chosen: () => bills.filter((b, i) => t[i].on()) };
      };
      const dep = group(word("deposit"), c.pocket), wd = group(word("withdraw"), c.swiss);
      return [dep.box, wd.box, row(button(word("business"), () => send({ deposit: dep.chosen(), withdraw: wd.chosen() }), true))];
    },

    police(c) {
      const inputs = c.areas.map((a) => number(a.label, a.max, 0));
      return [note(c.note), ...inputs, row(button(word("police"), () => send({ send: Object.fromEntries(
        c.areas.map((a, i) => [a.area, Number(inputs[i].input.value)]).filter(([, n]) => n > 0)) }), true))];
    },

    militia(c) {
      const dice = Array.from({ length: c.dice }, (_, i) => select(word("die", { n: i + 1 }), c.choices, c.default));
      return [note(c.note), row(...dice), row(button(word("dice"), () => send(dice.map((d) => d.input.chosen()).sort((a, b) => a - b)), true))];
    },

    coup_move(c) { return coupMove(c, { mode: "move", origin: null }); },
  };

  function coupMove(c, at) {
    const again = (next) => { $("controls").replaceChildren(...coupMove(c, next)); };
    const out = [];
    const others = [];
    if (at.mode !== "move" || at.origin) others.push(button(word("back"), () => again({ mode: "move", origin: null })));
    if (c.pass) others.push(button(word("pass"), () => send("pass")));
    c.events.forEach((e) => others.push(button(e.label, () => send(e.action))));
    c.bribes.forEach((b) => others.push(button(b.label, () => again({ mode: "bribe", card: b.card, areas: b.areas }))));
    if (c.drop.length) others.push(button(word("drop"), () => again({ mode: "drop", areas: c.drop })));
    if (c.helicopter) others.push(button(c.helicopter.label, () => again({ mode: "helicopter" })));
    if (c.transfer) others.push(button(word("transfer"), () => again({ mode: "transfer" })));
    const area = (choices, title, go) => {
      const pick = select(title, choices.map((a) => ({ label: c.areas[a] || a, value: a })), choices[0]);
      onMap(choices, go, c.areas);
      return [pick, row(button(word("choose"), () => go(pick.input.chosen()), true))];
    };
    if (at.mode === "move" && !at.origin) {
      out.push(note(c.note));
      const stacks = Object.keys(c.stacks);
      out.push(row(...stacks.map((a) => {
        const b = button(c.stacks[a].label, () => again({ mode: "move", origin: a }));
        b.dataset.area = a;
        return b;
      })));
      onMap(stacks, (k) => again({ mode: "move", origin: k }), c.areas);
    } else if (at.mode === "move") {
      const stack = c.stacks[at.origin];
      out.push(note(word("from", { area: stack.label })));
      const counts = stack.forces.map((f) => number(word("units_of", { force: f.label }), f.units.length, f.units.length));
      const move = (to) => {
        const units = stack.forces.flatMap((f, i) => f.units.slice(0, Number(counts[i].input.value)));
        if (!units.length) return refused(word("units_of", { force: "0" }));
        send({ move: { from: at.origin, to, units } });
      };
      out.push(...counts);
      const dests = stack.to.map((t) => t.area);
      const pick = select(word("to"), stack.to.map((t) => ({ label: t.label, value: t.area })), dests[0]);
      pick.input.dataset.first = dests[0];
      out.push(row(pick, button(word("move_to"), () => move(pick.input.chosen()), true)));
      onMap([...dests, at.origin], (k) => (k === at.origin ? again({ mode: "move", origin: null }) : move(k)), c.areas, at.origin);
    } else if (at.mode === "drop") {
      out.push(note(word("drop_where")), ...area(at.areas, word("to"), (k) => send({ drop: k })));
    } else if (at.mode === "bribe") {
      out.push(note(word("bribe_where")), ...area(at.areas, word("to"), (k) => send({ bribe: { card: at.card, area: k } })));
    } else if (at.mode === "helicopter") {
      const h = c.helicopter;
      const boxes = h.units.map((u) => checkbox(u.label));
      const go = (k) => send({ helicopter: { card: h.card, units: h.units.filter((u, i) => boxes[i].input.checked).map((u) => u.id), to: k } });
      out.push(note(word("heli_units", { n: h.n })), el("div", { class: "checks" }, ...boxes), ...area(h.areas, word("to"), go));
    } else if (at.mode === "transfer") {
      const t = c.transfer;
      const boxes = t.units.map((u) => checkbox(u.label));
      const to = select(word("to"), t.to.map((p) => ({ label: p.name, value: p.seat })), t.to[0].seat);
      out.push(el("div", { class: "checks" }, ...boxes), row(to, button(word("hand_over"), () => send({ transfer: {
        units: t.units.filter((u, i) => boxes[i].input.checked).map((u) => u.id), to: to.input.chosen() } }), true)));
    }
    if (at.mode !== "move" || !at.origin) { /* keep the map's keys set above */ }
    out.push(row(...others));
    return out;
  }

  /* -- the side actions ("at any time"): beside a decision, or while another player decides ----------- */
  function sideControls(side, aside) {
    const wrap = (action) => (aside ? { aside: { seat: state.seat, action } } : action);
    const out = [];
    if (side.options.length) out.push(row(...side.options.map((o) => button(o.label, () => send(wrap(o.action))))));
    if (side.give) {
      const g = side.give;
      const to = select(word("to"), g.to.map((p) => ({ label: p.name, value: p.seat })), g.to[0] && g.to[0].seat);
      const bills = g.bills.map((b) => toggle(b.label, b.label));
      const cards = g.cards.map((k) => toggle(k.label, k.label));
      const go = () => send(wrap({ give: { to: to.input.chosen(), bills: g.bills.filter((b, i) => bills[i].on()).map((b) => b.value),
        cards: g.cards.filter((k, i) => cards[i].on()).map((k) => k.card) } }));
      out.push(el("details", {}, el("summary", {}, word("give")), to, row(...bills), row(...cards), row(button(word("give_go"), go))));
    }
    return out.length ? [el("h3", {}, word("side")), ...out].filter(Boolean) : [];
  }

  $("talk-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("talk-text");
    if (input.value.trim() && socket.send({ type: "chat", text: input.value.trim() })) input.value = "";
  });
})();
