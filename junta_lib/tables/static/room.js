/* The teacher's room: seat a class from a list of names, hand out the join links (copy them, or show
   their QR codes), watch every table live (round, phase, whom it waits for), pause, open and end a
   table (End asks first and can be undone for a few seconds), give an absent student's seat to a bot
   and back, and take the class's decisions away as CSV or Parquet.  The class is kept in this browser
   (localStorage), as ClassRoom.save keeps it in a file: its links are the keys to the seats. */
"use strict";
(() => {
  const { word, el } = Junta;
  const $ = (id) => document.getElementById(id);
  const KEY = "junta-class";
  const UNDO_SECONDS = 10;
  const classToken = decodeURIComponent(location.hash.slice(1));
  let klass = JSON.parse(localStorage.getItem(KEY) || "null");
  const live = {};              // table id -> {socket, state, card}

  function alertLine(text) {
    $("alert").hidden = !text;
    $("alert").textContent = text || "";
  }

  async function post(url, body) {
    const headers = { "Content-Type": "application/json" };
    if (classToken) headers.Authorization = "Bearer " + classToken;
    const answer = await fetch(url, { method: "POST", headers, body: JSON.stringify(body), referrerPolicy: "no-referrer" });
    if (!answer.ok) {
      let why = answer.statusText;
      try { why = (await answer.json()).error || why; } catch (e) { /* not JSON */ }
      throw new Error(why);
    }
    return answer;
  }

  $("class-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const names = $("names").value.split("\n").map((n) => n.trim()).filter(Boolean);
    try {
      const body = { game: $("game").value, names, size: Number($("size").value),
                     label: $("game").value === "viva" ? "Viva" : "JUNTA",
                     first: 1 + (klass ? klass.tables.filter((t) => t.game === $("game").value).length : 0) };
      if ($("seed").value !== "") body.seed = Number($("seed").value);
      const made = await (await post("/api/class", body)).json();
      klass = { tables: (klass ? klass.tables : []).concat(made.tables) };
      localStorage.setItem(KEY, JSON.stringify(klass));
      alertLine("");
      show();
    } catch (err) { alertLine(err.message); }
  });

  $("forget").addEventListener("click", () => {
    Object.values(live).forEach((t) => t.socket.stop());
    localStorage.removeItem(KEY);
    klass = null;
    show();
  });

  async function download(kind) {
    try {
      const answer = await post("/api/class/decisions", { tokens: klass.tables.map((t) => t.teacher), format: kind });
      const url = URL.createObjectURL(await answer.blob());
      const a = el("a", { href: url, download: "class-decisions." + kind });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (err) { alertLine(err.message); }
  }
  $("csv").addEventListener("click", () => download("csv"));
  $("parquet").addEventListener("click", () => download("parquet"));

  function show() {
    $("class").hidden = !klass;
    $("tables").replaceChildren(...(klass ? klass.tables.map(tableCard) : []));
  }

  function tableCard(t) {
    const head = el("header", {}, el("h3", {}, t.label), el("span", { class: "live", "aria-live": "polite" }));
    const commands = el("div", { class: "row" },
      el("button", { type: "button", "data-command": "pause", onclick: () => command(t, { type: "pause" }) }, word("pause")),
      el("button", { type: "button", "data-command": "open", onclick: () => command(t, { type: "open" }) }, word("open")),
      el("button", { type: "button", "data-command": "end", onclick: () => endTable(t) }, word("end")),
      el("span", { class: "undo", "aria-live": "assertive" }));
    const seats = el("ul", { class: "seats" }, ...t.seats.map((s) => seatItem(t, s)));
    const card = el("article", { class: "card table-card", "data-table": t.table }, head, commands, seats);
    if (!live[t.table]) {
      live[t.table] = { state: null };
      live[t.table].socket = Junta.connect({
        hello: () => ({ type: "hello", token: t.teacher, lang: Junta.lang, page: true }),
        onMessage: (m) => {
          if (m.type === "teacher") { live[t.table].state = m; redraw(t); }
          else if (m.type === "error") alertLine(t.label + ": " + m.message);
        },
        onState: (up, n) => {
          live[t.table].up = up;
          if (!up) alertLine(t.label + ": " + word("lost", { n })); else alertLine("");
          redraw(t);
        },
      });
    }
    live[t.table].card = card;
    setTimeout(() => redraw(t), 0);
    return card;
  }

  function seatItem(t, s) {
    const id = "link-" + t.table + "-" + s.seat;
    const input = el("textarea", { id, class: "link", readonly: true, rows: 2 }, s.link);   // the whole link, to read and copy
    const copy = el("button", { type: "button", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(s.link); } catch (e) { document.execCommand("copy"); }
      copy.textContent = word("copied");
      setTimeout(() => { copy.textContent = word("copy"); }, 1500);
    } }, word("copy"));
    const qr = el("img", { class: "qr", alt: word("qr", { name: s.student }) });
    post("/api/qr", { text: s.link }).then((a) => a.blob()).then((b) => { qr.src = URL.createObjectURL(b); }).catch(() => {});
    const bot = el("button", { type: "button", "data-seat": s.seat, class: "bot" }, word("to_bot"));   // named before the table's news comes
    bot.addEventListener("click", () => command(t, { type: "bot", seat: s.seat, on: bot.dataset.on !== "1" }));
    return el("li", { "data-seat": s.seat },
      el("div", {}, el("b", {}, s.student), " · ", word("seat_n", { n: s.seat + 1 }), " ", el("span", { class: "twice" })),
      el("label", { for: id }, word("link")), input, el("div", { class: "row" }, copy, bot), qr);
  }

  function redraw(t) {
    const it = live[t.table];
    if (!it || !it.card || !it.state) return;
    const m = it.state, card = it.card;
    card.className = "card table-card status-" + m.status;
    const parts = [word("status_" + m.status), word("round", { n: m.round }), m.phase_name || m.phase];
    if (m.waiting_for && m.status === "open") parts.push(word("waiting_for", { name: m.waiting_for }));
    if (m.over) parts.push(word("over"));
    if (m.trouble) parts.push(m.trouble);       // e.g. waiting for the database, in the room's language
    card.querySelector(".live").textContent = parts.join(" · ");
    const down = !it.up;                       // a command is not offered while the server cannot hear it
    card.querySelector("[data-command=pause]").disabled = down || m.status !== "open";
    card.querySelector("[data-command=open]").disabled = down || m.status !== "paused";
    card.querySelector("[data-command=end]").disabled = down || m.status === "ended" || !!it.ending;
    for (const s of m.seats) {
      const li = card.querySelector(`li[data-seat="${s.seat}"]`);
      if (!li) continue;
      const bot = li.querySelector("button.bot");
      bot.dataset.on = s.bot ? "1" : "0";
      bot.textContent = s.bot ? word("from_bot") : word("to_bot");
      bot.disabled = down || m.status === "ended";
      li.querySelector(".twice").textContent = (m.twice || []).includes(s.name) ? word("open_twice") : "";
    }
  }

  function command(t, message) {
    if (!live[t.table].socket.send(message)) alertLine(t.label + ": " + word("lost", { n: 1 }));
  }

  function endTable(t) {
    if (!window.confirm(word("confirm_end", { table: t.label, n: UNDO_SECONDS }))) return;
    const it = live[t.table];
    const slot = it.card.querySelector(".undo");
    let left = UNDO_SECONDS;
    const tick = () => {
      slot.replaceChildren(word("ending", { table: t.label, n: left }), " ",
        el("button", { type: "button", onclick: undo }, word("undo")));
    };
    const undo = () => { clearInterval(it.ending); it.ending = null; slot.replaceChildren(); redraw(t); };
    tick();
    it.ending = setInterval(() => {
      left -= 1;
      if (left > 0) return tick();
      clearInterval(it.ending);
      it.ending = null;
      slot.replaceChildren();
      command(t, { type: "end" });
    }, 1000);
    redraw(t);
  }

  Junta.onLanguage((lang) => {
    Object.values(live).forEach((it) => it.socket.send({ type: "lang", lang }));
    show();
  });
  show();
})();
