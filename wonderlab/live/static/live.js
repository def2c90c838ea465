// The live classroom's student page: join with a code and a name, then the table PlayTable
// draws in a notebook (play.js, the very same module), fed by a model over a websocket.
import play, { keep } from "./play.js";

const TEXTS = {
  en: { title: "wonderlab live", code: "Class code", name: "Your name", join: "Join",
        connecting: "Connecting…", lost: "Connection lost: reconnecting…", you: "You" },
  fr: { title: "wonderlab live", code: "Code de la classe", name: "Votre nom", join: "Rejoindre",
        connecting: "Connexion…", lost: "Connexion perdue\u00a0: reconnexion…", you: "Vous" },
};
const params = new URLSearchParams(location.search);
const root = document.getElementById("live");
const base = root.dataset.base;
const form = document.getElementById("join");
const note = form.querySelector(".wl-live-note");
const tableEl = document.getElementById("table");
if (params.get("code")) form.code.value = params.get("code");

// The page's language: the address's ?lang=en or ?lang=fr (what the teacher handed out, or the
// student just typed) wins, and becomes the student's choice (a back says so: "choose"); without
// it, the student's last choice (the language of the table they were last shown, kept here),
// else the browser's. Any other value of lang is ignored.
const LANG_KEY = "wonderlab-live-lang";
const known = (value) => (typeof value === "string" && Object.hasOwn(TEXTS, value) ? value : null);
const stored = () => { try { return known(localStorage.getItem(LANG_KEY)); } catch { return null; } };
let asked = known((/^(en|fr)(?![a-z])/i.exec(params.get("lang") || "") || [])[1]?.toLowerCase());
let lang, T;
function speak(chosen, remember = true) {
  lang = chosen;
  T = TEXTS[lang];
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-text]")) el.textContent = T[el.dataset.text];
  if (remember) try { localStorage.setItem(LANG_KEY, lang); } catch { /* a browser that keeps nothing: the server keeps it */ }
}
speak(asked || stored() || ((navigator.language || "en").startsWith("fr") ? "fr" : "en"), Boolean(asked));

// A model as anywidget gives one: get, on/off("change:view"), on("msg:custom"), send.
function socketModel() {
  const listeners = {};
  const model = {
    view: null,
    get: (name) => (name === "view" ? model.view : undefined),
    on: (event, fn) => { (listeners[event] ||= []).push(fn); },
    off: (event, fn) => { listeners[event] = (listeners[event] || []).filter((f) => f !== fn); },
    emit: (event, value) => { for (const fn of listeners[event] || []) fn(value); },
    send: (message) => connection.send(message),
  };
  return model;
}

const model = socketModel();
let rendered = false, socket = null, retry = 0;
const KEY = "wonderlab-live-seat";
const saved = () => { try { return JSON.parse(localStorage.getItem(KEY) || "null"); } catch { return null; } };

// A click while the socket is down is not kept for later: the table it was made on may have
// moved on by the time the socket is back (a stale "choose 3" would pick another option). The
// student reads that the connection is lost, and clicks again on the table the server sends back.
const connection = {
  send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message)); else tell(T.lost);
  },
};

function open(first) {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + base + "/socket";
  socket = new WebSocket(url);
  socket.onopen = () => {
    retry = 0;
    const seat = saved();
    if (seat && !first) {      // the address's language is chosen once: a reconnection keeps what the student picks meanwhile
      socket.send(JSON.stringify({ type: "back", code: seat.code, secret: seat.secret, lang, ...(asked ? { choose: true } : {}) }));
      asked = null;
    } else if (first) socket.send(JSON.stringify(first));
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    if (!saved()) return;
    tell(T.lost);
    setTimeout(() => open(null), Math.min(5000, 500 * 2 ** retry++));
  };
}

// One line for the student: on the table while it is shown (the join form, and its note, are hidden then).
function tell(text) {
  if (!tableEl.hidden) { model.view = { ...model.view, message: text }; model.emit("change:view"); }
  else note.textContent = keep(text);
}

function receive(message) {
  if (message.type === "joined") {
    if (message.secret) localStorage.setItem(KEY, JSON.stringify({ code: message.code, secret: message.secret, name: message.name }));
    note.textContent = "";
    for (const el of form.querySelectorAll("label, button")) el.hidden = true;    // joined: Join again would take a second seat
  } else if (message.type === "view") {
    model.view = message.view;
    if (known(message.view.lang) && (message.view.lang !== lang || stored() !== lang)) speak(message.view.lang);   // their choice
    form.hidden = true;
    tableEl.hidden = false;
    if (!rendered) { rendered = true; play.render({ model, el: tableEl }); } else model.emit("change:view");
  } else if (message.type === "wait") {          // not seated at a table playing (moved, lobby): the form's line says why
    tableEl.hidden = true;
    form.hidden = false;
    note.textContent = keep(message.message);
  } else if (message.type === "error") {
    if (/join again|rejoignez/.test(message.message)) {         // this seat is gone: the form, to join again
      localStorage.removeItem(KEY);
      tableEl.hidden = true;
      form.hidden = false;
      for (const el of form.querySelectorAll("label, button")) el.hidden = false;
    }
    tell(message.message);
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  note.textContent = T.connecting;
  const join = { type: "join", code: form.code.value, name: form.name.value, lang };    // (the student's language)
  asked = null;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(join)); else open(join);
});

if (saved()) { note.textContent = T.connecting; open(null); }
