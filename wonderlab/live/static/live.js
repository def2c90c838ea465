// The live classroom's student page: join with a code and a name, then the table PlayTable
// draws in a notebook (play.js, the very same module), fed by a model over a websocket.
import play, { keep } from "./play.js";

const TEXTS = {
  en: { title: "wonderlab live", code: "Class code", name: "Your name", join: "Join",
        connecting: "Connecting…", lost: "Connection lost: reconnecting…", you: "You" },
  fr: { title: "wonderlab live", code: "Code de la classe", name: "Votre nom", join: "Rejoindre",
        connecting: "Connexion…", lost: "Connexion perdue\u00a0: reconnexion…", you: "Vous" },
};
const lang = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").startsWith("fr") ? "fr" : "en";
const T = TEXTS[lang];
const root = document.getElementById("live");
const base = root.dataset.base;
const form = document.getElementById("join");
const note = form.querySelector(".wl-live-note");
const tableEl = document.getElementById("table");
document.documentElement.lang = lang;
for (const el of document.querySelectorAll("[data-text]")) el.textContent = T[el.dataset.text];
const params = new URLSearchParams(location.search);
if (params.get("code")) form.code.value = params.get("code");

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
    if (seat && !first) socket.send(JSON.stringify({ type: "back", code: seat.code, secret: seat.secret, lang }));
    else if (first) socket.send(JSON.stringify(first));
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
  const join = { type: "join", code: form.code.value, name: form.name.value, lang };
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(join)); else open(join);
});

if (saved()) { note.textContent = T.connecting; open(null); }
