// The teacher's dashboard: create a session, follow every table (who sits where, whose turn,
// the round, running scores), start, pause or close a table, move a student, seat a bot; the
// leaderboard, the CSV and the finished tables' records. The board is pushed over a socket at every
// change (the API answers the orders).
import { keep } from "./play.js";

const TEXTS = {
  en: { title: "wonderlab live: the teacher's dashboard", game: "Game", players: "Players per table", tables: "Tables",
        bots: "Bots in empty seats", deal: "Deal", same: "one deal for every table", each: "one deal per table",
        seating: "Seating", first: "first come", byteacher: "by the teacher",
        deadline: "Turn deadline for an absent student (seconds, 0: wait)", hints: "Hints allowed",
        create: "Create the session", code: "Join code", link: "Students open", table: "Table", seat: "Seat",
        start: "Start", pause: "Pause", close: "Close", bot: "Bot here", empty: "empty", to_move: "to play",
        leaderboard: "Leaderboard", csv: "CSV", record: "record", move: "Move", students: "Students",
        lobby: "lobby", total: "Total", sessions: "Sessions", robot: "Bot", over: "game over", seating_: "seating", playing: "playing", paused: "paused", closed: "closed", cancel: "Cancel", move_title: "Move {name}",
        no_leaders: "No table has finished its game yet.", tiebreak: { classic: "Coins", duel: "Blue points", architects: "Stages" },
        accuracy: "Accuracy", analysing: "analysing…",
        expansion: "Duel expansion", none_expansion: "none", pantheon: "Pantheon", agora: "Agora", both: "Pantheon + Agora" },
  fr: { title: "wonderlab live\u00a0: le tableau de bord du professeur", game: "Jeu", players: "Joueurs par table", tables: "Tables",
        bots: "Robots aux places vides", deal: "Donne", same: "une donne pour toutes les tables", each: "une donne par table",
        seating: "Placement", first: "premier arrivé", byteacher: "par le professeur",
        deadline: "Délai de tour d'un élève absent (secondes, 0\u00a0: attendre)", hints: "Indices permis",
        create: "Créer la séance", code: "Code de la classe", link: "Les élèves ouvrent", table: "Table", seat: "Place",
        start: "Démarrer", pause: "Pause", close: "Fermer", bot: "Robot ici", empty: "vide", to_move: "à jouer",
        leaderboard: "Classement", csv: "CSV", record: "partie", move: "Déplacer", students: "Élèves",
        lobby: "salle d'attente", total: "Total", sessions: "Séances", robot: "Robot", over: "partie terminée", seating_: "placement", playing: "en jeu", paused: "en pause", closed: "fermée", cancel: "Annuler", move_title: "Déplacer {name}",
        no_leaders: "Aucune table n'a encore fini sa partie.", tiebreak: { classic: "Pièces", duel: "Points bleus", architects: "Étapes" },
        accuracy: "Précision", analysing: "analyse en cours…",
        expansion: "Extension de Duel", none_expansion: "aucune", pantheon: "Panthéon", agora: "Agora", both: "Panthéon + Agora" },
};
const lang = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").startsWith("fr") ? "fr" : "en";
const T = TEXTS[lang];
const COLON = lang === "fr" ? "\u00a0: " : ": ";       // French typography: a space before the colon
document.documentElement.lang = lang;
for (const el of document.querySelectorAll("[data-text]")) el.textContent = T[el.dataset.text];
const root = document.getElementById("teacher");
const base = root.dataset.base;
const xsrf = document.querySelector('meta[name="wonderlab-xsrf"]').content;
const board = document.getElementById("board");
const note = root.querySelector(".wl-live-note");
let code = new URLSearchParams(location.search).get("session");
// a student's accuracy (0 to 100, the server's analysis of their finished game), French with a decimal comma
const percent = (x) => (lang === "fr" ? x.toFixed(1).replace(".", ",") + "\u202f%" : x.toFixed(1) + " %");

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v); else el.setAttribute(k, v);
  }
  // a label kept with its number (« tour 3 », « Table 2 »), French's « : » with its no-break space
  for (const child of children.flat()) if (child !== null && child !== undefined) el.append(typeof child === "string" ? keep(child) : child);
  return el;
}

async function api(path, body) {
  const response = await fetch(base + "/api/" + path + "?lang=" + lang, body === undefined ? {} : {
    method: "POST", body: JSON.stringify(body), headers: { "X-XSRFToken": xsrf, "Content-Type": "application/json" } });
  const data = response.headers.get("Content-Type")?.includes("json") ? await response.json() : {};
  if (!response.ok) throw new Error(data.message || response.statusText);
  return data;
}

async function order(body) {
  try { note.textContent = ""; await api("sessions/" + code, body); }
  catch (error) { note.textContent = error.message; }
}

document.getElementById("create").addEventListener("submit", async (event) => {
  event.preventDefault();
  const f = event.target;
  const settings = { game: f.game.value, tables: +f.tables.value, bots: f.bots.value, deal: f.deal.value,
                     seating: f.seating.value, deadline: +f.deadline.value, hints: f.hints.checked };
  if (f.game.value !== "duel") settings.players = +f.players.value;
  if (f.game.value === "duel" && f.expansion.value !== "none") settings.expansion = f.expansion.value;
  try { code = (await api("sessions", settings)).code; history.replaceState(null, "", "?session=" + code + "&lang=" + lang); follow(); }
  catch (error) { note.textContent = error.message; }
});

// An expansion is Duel's, and Duel is played by two: the form says so as it is filled (Duel's
// players read 2, not the 4 chosen for another game, which comes back with it).
const form = document.getElementById("create");
let players = form.players.value;
function fitGame() {
  const duel = form.game.value === "duel";
  form.expansion.disabled = !duel;
  if (duel && !form.players.disabled) players = form.players.value;
  form.players.disabled = duel;
  form.players.value = duel ? 2 : players;
}
form.game.addEventListener("change", fitGame);
fitGame();

// What a table's buttons can do now: Start deals a table seating (or one closed before its deal) or
// resumes a paused one, Pause stops one playing, Close any not closed; the others are greyed.
const able = (t) => ({ start: !t.over && (t.status === "seating" || t.status === "paused" || (t.status === "closed" && !("round" in t))),
                       pause: !t.over && t.status === "playing", close: t.status !== "closed" });

function draw(state) {
  const address = location.origin + base + "/?code=" + state.code;
  const tables = state.tables.map((t) => h("article", { class: "wl-dash-table wl-panel", "data-table": t.table },
    h("h3", {}, `${T.table} ${t.table}${state.settings.expansion && state.settings.expansion !== "none" ? " · " + T[state.settings.expansion] : ""} · ${t.over ? T.over : T[t.status === "seating" ? "seating_" : t.status] || t.status}${t.round ? " · " + t.round : ""}`),
    h("ol", {}, t.seats.map((s, i) => h("li", { "data-seat": s.seat },
      h("span", { class: "wl-dash-seat" }, `${s.seat}.`),
      h("span", { class: s.name || s.bot ? "wl-dash-name" : "wl-dash-empty" }, s.name || (s.bot ? T.robot : T.empty)),
      t.scores ? h("span", { class: "wl-dash-score" }, `· ${t.scores[i]}`) : null,
      (t.to_move || []).includes(s.seat) ? h("span", { class: "wl-dash-turn" }, T.to_move) : null,
      s.accuracy !== null && s.accuracy !== undefined
        ? h("span", { class: "wl-dash-accuracy", "data-role": "accuracy" }, `· ${T.accuracy}${COLON}${percent(s.accuracy)}`) : null,
      s.analysing ? h("span", { class: "wl-dash-accuracy", "data-role": "analysing" }, `· ${T.analysing}`) : null,
      !s.bot && !t.over ? h("button", { onclick: () => order({ action: "bot", table: t.table, seat: s.seat }) }, T.bot) : null))),
    h("div", { class: "wl-dash-actions" }, ["start", "pause", "close"].map((a) => h("button", { "data-action": a,
      onclick: () => order({ action: a, table: t.table }), ...(able(t)[a] ? {} : { disabled: "" }) }, T[a])),
      t.over ? h("a", { href: `${base}/api/sessions/${state.code}/tables/${t.table}/record`, download: `wonderlab-${state.code}-table-${t.table}.json` }, T.record) : null)));
  const students = h("ul", {}, state.students.map((s) => h("li", {},
    h("span", {}, h("span", { class: "wl-dash-name" }, s.name), `${COLON}${s.table ? `${T.table} ${s.table}, ${T.seat} ${s.seat}` : T.lobby}`),
    h("button", { "data-move": s.id, onclick: () => moveDialog(s, state) }, T.move))));
  // ranked as classroom check ranks: the rank is the server's (a tie that stands shares it)
  const leaders = h("table", { class: "wl-dash-leaders" }, h("tr", {}, h("th", {}, "#"), h("th", {}, T.students), h("th", {}, T.table),
    h("th", {}, T.total), h("th", {}, T.tiebreak[state.settings.game]), h("th", {}, T.accuracy)),
    state.leaderboard.map((r) => h("tr", {}, h("td", {}, r.rank), h("td", {}, r.name + (r.winner ? " ★" : "")), h("td", {}, r.table),
      h("td", {}, r.total), h("td", {}, r.tiebreak),
      h("td", { "data-role": "accuracy" }, r.accuracy === null || r.accuracy === undefined ? "–" : percent(r.accuracy)))));
  board.replaceChildren(
    h("p", { class: "wl-dash-code wl-panel" }, h("span", {}, `${T.code}${COLON}`, h("strong", {}, state.code)),
      h("span", {}, `${T.link}${COLON}`, h("a", { href: address }, address))),
    h("div", { class: "wl-dash-tables" }, tables),
    h("h2", {}, T.students), students,
    h("h2", {}, T.leaderboard, " ", h("a", { href: `${base}/api/sessions/${state.code}/leaderboard.csv?lang=${lang}` }, T.csv)),
    state.leaderboard.length ? leaders : h("p", { class: "wl-dash-none" }, T.no_leaders));
}

// Move a student: a form in a modal dialog, the table and seat chosen from lists.
function moveDialog(student, state) {
  const choice = (name, count, label, chosen) => h("select", { name },
    Array.from({ length: count }, (_, i) => h("option", i + 1 === chosen ? { value: i + 1, selected: "" } : { value: i + 1 }, `${label} ${i + 1}`)));
  const tables = choice("table", state.tables.length, T.table, student.table || 1);
  const seats = choice("seat", state.settings.players, T.seat, student.seat || 1);
  const title = T.move_title.replace("{name}", student.name);
  const dialog = h("dialog", { class: "wl-dash-move", "aria-label": title },
    h("form", { method: "dialog" }, h("h2", {}, title),
      h("label", {}, T.table, " ", tables), h("label", {}, T.seat, " ", seats),
      h("div", { class: "wl-dash-buttons" }, h("button", { value: "cancel" }, T.cancel),
        h("button", { value: "move", class: "wl-dash-primary" }, T.move))));
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "move") order({ action: "move", student: student.id, table: +tables.value, seat: +seats.value });
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
}

// The board, pushed by the server at every change; a lost socket is opened again.
let socket = null;
function follow() {
  if (socket) socket.close();
  const address = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${base}/teacher/socket/${code}?lang=${lang}`;
  const mine = socket = new WebSocket(address);
  mine.onmessage = (event) => { const data = JSON.parse(event.data); if (data.type === "board") draw(data.board); };
  mine.onclose = () => { if (socket === mine) setTimeout(follow, 2000); };
}

async function refresh() {
  if (!code) {
    const { sessions } = await api("sessions");
    document.getElementById("sessions").replaceChildren(sessions.length ? T.sessions + COLON : "",
      ...sessions.map((s) => h("a", { href: "?session=" + s.code + "&lang=" + lang }, s.code)));
    return;
  }
  try { draw(await api("sessions/" + code)); follow(); } catch (error) { note.textContent = error.message; }
}
refresh();
