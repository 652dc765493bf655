/* What the seat page and the teacher's room share: the frame's words in the chosen language, a small
   element builder, and a WebSocket to the table server that is opened again, with backoff, for as long
   as the page is open.  No library, no build step: this file is served as it is. */
"use strict";
const Junta = (() => {
  const ALL = JSON.parse(document.getElementById("words").textContent);
  const KEY = "junta-lang";
  let lang = localStorage.getItem(KEY) || document.documentElement.lang.replace("-", "_");
  if (!ALL[lang]) lang = "en";
  const listeners = [];

  function word(key, facts) {
    let text = (ALL[lang] && ALL[lang][key]) || ALL.en[key] || key;
    for (const [k, v] of Object.entries(facts || {})) text = text.split("{" + k + "}").join(String(v));
    return text;
  }

  function relabel() {
    document.documentElement.lang = lang.replace("_", "-");
    document.querySelectorAll("[data-word]").forEach((node) => { node.textContent = word(node.dataset.word); });
    const select = document.getElementById("lang");
    if (select) select.value = lang;
    const label = select && select.parentElement.firstChild;
    if (label && label.nodeType === 3) label.textContent = word("language") + " ";
  }

  function setLanguage(next) {
    if (!ALL[next]) return;
    lang = next;
    localStorage.setItem(KEY, lang);
    relabel();
    listeners.forEach((f) => f(lang));
  }

  /* el("button", {class: "x", onclick: f}, "text", child...) */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (k === "html") node.innerHTML = v;
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  /* A socket that says hello with `hello()` each time it opens, hands every message to `onMessage`,
     and after a drop tries again: first after a tenth of a second, then 0.2 s, 0.4 s ... at most 2 s
     apart, each wait drawn from half to all of it (a class's pages do not come back all at once), for
     ever (the server may be restarting for minutes).  `onState(up, seconds)` says whether it is connected, and if not when
     it tries next. */
  function connect({ hello, onMessage, onState }) {
    let ws = null, tries = 0, timer = null, stopped = false, lostAt = 0;
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    function open() {
      timer = null;
      try { ws = new WebSocket(url); } catch (e) { return retry(); }
      ws.onopen = () => { tries = 0; lostAt = 0; ws.send(JSON.stringify(hello())); onState(true, 0); };
      ws.onmessage = (event) => { try { onMessage(JSON.parse(event.data)); } catch (e) { console.error(e); } };
      ws.onclose = () => { ws = null; if (!stopped) retry(); };
      ws.onerror = () => {};
    }
    function retry() {
      if (!lostAt) lostAt = Date.now();
      // in an outage's first 10 s at most a quarter of a second (a standby or a restarted server is
      // back within a second), then doubling up to 2 s; each wait drawn from half to all of it
      const cap = Date.now() - lostAt < 10000 ? 0.25 : 2;
      const wait = Math.min(cap, 0.1 * 2 ** tries) * (0.5 + 0.5 * Math.random());
      tries += 1;
      onState(false, Math.ceil(wait));
      timer = setTimeout(open, wait * 1000);
    }
    window.addEventListener("online", () => { if (!ws && timer) { clearTimeout(timer); open(); } });
    open();
    return {
      send(message) { if (ws && ws.readyState === 1) { ws.send(JSON.stringify(message)); return true; } return false; },
      stop() { stopped = true; if (ws) ws.close(); if (timer) clearTimeout(timer); },
    };
  }

  document.addEventListener("DOMContentLoaded", () => {
    relabel();
    const select = document.getElementById("lang");
    if (select) select.addEventListener("change", () => setLanguage(select.value));
  });

  return { word, el, connect, setLanguage, get lang() { return lang; }, onLanguage: (f) => listeners.push(f) };
})();
