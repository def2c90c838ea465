// wonderlab's playable table: draws the synced `view` and sends clicks back to Python.
// Our own drawing: no publisher art, no CDN, nothing fetched. Icons are small SVG shapes, and
// every icon comes with its text, so nothing is told apart by colour alone.

const SVG = "http://www.w3.org/2000/svg";

// name -> [fill, svg body drawn in a 16x16 box]
const ICONS = {
  wood: ["#7a4a1e", '<path d="M8 1 L14 10 H2 Z" fill="#3f7d3a"/><rect x="7" y="10" width="2" height="5" fill="#7a4a1e"/>'],
  stone: ["#6f7479", '<path d="M2 13 L4 6 L8 3 L13 6 L14 13 Z" fill="#8d9399" stroke="#4b5055"/>'],
  clay: ["#b5562f", '<rect x="1" y="3" width="6" height="4" fill="#b5562f"/><rect x="9" y="3" width="6" height="4" fill="#b5562f"/><rect x="4" y="9" width="8" height="4" fill="#b5562f"/>'],
  brick: ["#b5562f", '<rect x="1" y="3" width="6" height="4" fill="#b5562f"/><rect x="9" y="3" width="6" height="4" fill="#b5562f"/><rect x="4" y="9" width="8" height="4" fill="#b5562f"/>'],
  ore: ["#3d4650", '<path d="M8 1 L14 8 L8 15 L2 8 Z" fill="#3d4650"/><path d="M8 4 L11 8 L8 12 L5 8 Z" fill="#8a96a3"/>'],
  glass: ["#1f8fb0", '<path d="M4 2 H12 L10 9 H6 Z" fill="#7fd3ea" stroke="#1f8fb0"/><rect x="7" y="9" width="2" height="4" fill="#1f8fb0"/><rect x="5" y="13" width="6" height="2" fill="#1f8fb0"/>'],
  loom: ["#8e6bb8", '<path d="M2 4 Q5 1 8 4 T14 4 V12 Q11 15 8 12 T2 12 Z" fill="#8e6bb8"/>'],
  papyrus: ["#b8953a", '<rect x="3" y="2" width="10" height="12" rx="2" fill="#e9d79a" stroke="#b8953a"/><path d="M5 6 H11 M5 9 H11" stroke="#8a6d1f"/>'],
  gold: ["#c99a06", '<circle cx="8" cy="8" r="6" fill="#f2c230" stroke="#9a7403"/><path d="M6 8 H10" stroke="#9a7403" stroke-width="2"/>'],
  coin: ["#c99a06", '<circle cx="8" cy="8" r="6.5" fill="#f2c230" stroke="#9a7403"/><circle cx="8" cy="8" r="3" fill="none" stroke="#9a7403"/>'],
  shield: ["#c62828", '<path d="M8 1 L14 3 V8 Q14 13 8 15 Q2 13 2 8 V3 Z" fill="#c62828"/><path d="M8 4 V12" stroke="#fff" stroke-width="1.5"/>'],
  points: ["#35608f", '<path d="M8 1 L10 6 H15 L11 9 L12.5 14 L8 11 L3.5 14 L5 9 L1 6 H6 Z" fill="#35608f"/>'],
  compass: ["#2e8b3e", '<circle cx="8" cy="8" r="6" fill="none" stroke="#2e8b3e" stroke-width="2"/><path d="M8 2 V14 M2 8 H14" stroke="#2e8b3e"/>'],
  gear: ["#2e8b3e", '<circle cx="8" cy="8" r="4" fill="#2e8b3e"/><path d="M8 1 V15 M1 8 H15 M3 3 L13 13 M13 3 L3 13" stroke="#2e8b3e" stroke-width="2"/><circle cx="8" cy="8" r="1.5" fill="#fff"/>'],
  tablet: ["#2e8b3e", '<rect x="3" y="1" width="10" height="14" rx="2" fill="#2e8b3e"/><path d="M5 5 H11 M5 8 H11 M5 11 H9" stroke="#fff"/>'],
  science: ["#2e8b3e", '<circle cx="8" cy="8" r="6" fill="#2e8b3e"/><text x="8" y="12" font-size="10" text-anchor="middle" fill="#fff">?</text>'],
  armillary_sphere: ["#2e8b3e", '<circle cx="8" cy="8" r="6" fill="none" stroke="#2e8b3e" stroke-width="1.5"/><ellipse cx="8" cy="8" rx="6" ry="2.5" fill="none" stroke="#2e8b3e"/>'],
  scales: ["#2e8b3e", '<path d="M8 2 V14 M3 5 H13 M3 5 L1 10 H5 Z M13 5 L11 10 H15 Z" stroke="#2e8b3e" fill="#2e8b3e"/>'],
  sundial: ["#2e8b3e", '<path d="M1 12 A7 7 0 0 1 15 12 Z" fill="#2e8b3e"/><path d="M8 12 L12 5" stroke="#fff" stroke-width="1.5"/>'],
  mortar: ["#2e8b3e", '<path d="M2 7 H14 L12 14 H4 Z" fill="#2e8b3e"/><path d="M9 7 L13 1" stroke="#2e8b3e" stroke-width="2"/>'],
  plumb_bob: ["#2e8b3e", '<path d="M8 1 V6" stroke="#2e8b3e"/><path d="M8 6 L12 10 L8 15 L4 10 Z" fill="#2e8b3e"/>'],
  quill: ["#2e8b3e", '<path d="M3 15 L13 2 Q15 8 6 12 Z" fill="#2e8b3e"/>'],
  wheel: ["#2e8b3e", '<circle cx="8" cy="8" r="6" fill="none" stroke="#2e8b3e" stroke-width="2"/><path d="M8 2 V14 M2 8 H14" stroke="#2e8b3e"/><circle cx="8" cy="8" r="2" fill="#2e8b3e"/>'],
  choice: ["#6d4c41", '<path d="M2 14 L14 2" stroke="#6d4c41" stroke-width="2"/><circle cx="4" cy="4" r="3" fill="#a1887f"/><circle cx="12" cy="12" r="3" fill="#a1887f"/>'],
  trade: ["#9a7b12", '<path d="M2 5 H12 L9 2 M14 11 H4 L7 14" stroke="#9a7b12" stroke-width="2" fill="none"/>'],
  power: ["#4a4a4a", '<path d="M9 1 L3 9 H8 L7 15 L13 7 H8 Z" fill="#4a4a4a"/>'],
  produces: ["#6d4c41", '<rect x="2" y="2" width="12" height="12" rx="3" fill="#a1887f"/>'],
  cat: ["#546e7a", '<path d="M3 6 L4 1 L7 5 H9 L12 1 L13 6 Q14 14 8 14 Q2 14 3 6 Z" fill="#546e7a"/><circle cx="6" cy="8" r="1" fill="#fff"/><circle cx="10" cy="8" r="1" fill="#fff"/>'],
  horn: ["#c62828", '<path d="M2 12 Q4 3 14 2 Q9 6 6 13 Z" fill="#c62828"/>'],
  wonder: ["#a1887f", '<path d="M1 14 H15 L8 2 Z" fill="#a1887f" stroke="#6d4c41"/>'],
  token: ["#43a047", '<circle cx="8" cy="8" r="6.5" fill="#43a047"/><circle cx="8" cy="8" r="3" fill="#fff"/>'],
  military: ["#c62828", '<path d="M2 14 L14 2 M10 2 H14 V6" stroke="#c62828" stroke-width="2" fill="none"/>'],
  senate: ["#6a4c93", '<path d="M1 6 L8 1 L15 6 Z" fill="#6a4c93"/><path d="M3 7 V13 M6 7 V13 M10 7 V13 M13 7 V13" stroke="#6a4c93" stroke-width="1.6"/><rect x="1" y="13" width="14" height="2" fill="#6a4c93"/>'],
  facedown: ["#5d4037", '<rect x="2" y="1" width="12" height="14" rx="2" fill="#5d4037"/><path d="M4 3 L12 13 M12 3 L4 13" stroke="#d7ccc8"/>'],
};

function icon(name, label) {
  const [, body] = ICONS[name] || ICONS.produces;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", "wl-icon");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label || name);
  svg.innerHTML = `<title>${esc(label || name)}</title>` + body;
  return svg;
}

// A line from the server as a narrow screen must show it: a label kept with its number (« tour 3 »,
// « Table 2 », « 16 cartes ») and French's space before « : ; ? ! » made unbreakable (the catalogue,
// core/i18n, writes a plain one). keep("Âge I · tour 3 : à vous") === "Âge\u00a0I · tour\u00a03\u00a0: à vous"
export const keep = (text) => String(text).replace(/(\p{L}) (?=\d|[IVX]+\b)|(\d) (?=\p{L})| (?=[:;?!»])|(«) /gu,
  (_, word, number, quote) => (word || number || quote || "") + "\u00a0");

function esc(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// h("div", {class: "x", onclick: f}, child, "text", [more])
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A piece of text with its icon: {icon, text}
function chip(part, cls) {
  return h("span", { class: "wl-chip " + (cls || "") }, icon(part.icon, part.text), h("span", {}, slashBreaks(part.text)));
}

// "glass/loom/papyrus" may wrap after a slash, never inside a word.
function slashBreaks(text) {
  const pieces = String(text).split("/");
  return pieces.flatMap((piece, i) => (i < pieces.length - 1 ? [piece + "/", h("wbr")] : [piece]));
}

// "1 shield", "2 shields"; in French 0 and 1 take the singular ("0 bouclier").
function count(view, n, one, many) {
  const single = view.lang === "fr" ? Math.abs(n) < 2 : n === 1;
  return `${n} ${single ? view.labels[one] : view.labels[many]}`;
}

// A label and its colon: French puts a no-break space before it (« production : »).
function colon(view) {
  return view.lang === "fr" ? "\u00a0: " : ": ";
}

// Activate on click and on Enter/Space (for role=button elements that are not buttons).
function activate(handler) {
  return {
    onclick: handler,
    onkeydown: (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        handler(event);
      }
    },
  };
}

function cardNode(card, view, send, opts = {}) {
  const selected = view.selected === card.key;
  const attrs = {
    class: "wl-card" + (selected ? " wl-selected" : "") + (card.playable === false ? " wl-blocked" : ""),
    "data-color": card.color,
  };
  if (opts.clickable === false) attrs["aria-label"] = card.name;
  else {
    // a button is named by what it shows (its colour, Age, name, cost, gives): a label of the
    // name alone would hide the rest from a screen reader (WCAG 2.5.3, label in name)
    Object.assign(attrs, {
      "data-card": card.key, role: "button", tabindex: 0, "aria-pressed": selected ? "true" : "false",
      ...activate(() => send({ type: "select", card: card.key })),
    });
  }
  return h("div", attrs,
    h("div", { class: "wl-band" }, h("span", { class: "wl-colorname" }, card.color_name || ""),
      card.age ? h("span", { class: "wl-age" }, ["", "I", "II", "III"][card.age] || "") : null),
    h("div", { class: "wl-name" }, card.name, card.count > 1 ? ` ×${card.count}` : ""),
    card.cost && card.cost.length
      ? h("div", { class: "wl-cost", "aria-label": "cost" }, card.cost.map((c) => chip(c, "wl-small")))
      : h("div", { class: "wl-cost wl-free" }, "—"),
    h("div", { class: "wl-gives" }, (card.gives || []).map((g) => chip(g))),
    // the first reason on the card; all of them under the options once the card is clicked
    (card.notes || []).length ? h("div", { class: "wl-why" }, card.notes[0]) : null,
  );
}

function optionList(view, send) {
  const options = view.options || [];
  if (!options.length) return null;
  const shown = options.filter((o) => o.card === null || o.card === undefined || o.card === view.selected);
  const needsCard = options.some((o) => o.card !== null && o.card !== undefined);
  // A card picked that offers nothing says why, in the engine's words (the card's notes).
  const picked = (view.hand || []).find((c) => c.key === view.selected);
  const why = needsCard && picked && !shown.some((o) => o.card) ? picked.notes || [] : [];
  return h("section", { class: "wl-options", "aria-label": view.labels.options },
    h("h4", {}, view.labels.options),
    why.length ? h("div", { class: "wl-why wl-why-options" }, h("strong", {}, picked.name + colon(view)), why.map((n) => h("div", {}, n))) : null,
    needsCard && !shown.some((o) => o.card) && !why.length ? h("p", { class: "wl-hint" }, view.labels.choose_card) : null,
    h("ol", { class: "wl-option-list", start: 1 }, shown.map((o) =>
      h("li", { class: view.pick === o.index ? "wl-picked" : "", value: o.number || null },
        h("button", {
          "data-option": o.index, "aria-pressed": view.pick === o.index ? "true" : "false",
          class: "wl-option", onclick: () => send({ type: "choose", index: o.index }),
        }, o.text),
        view.pick === o.index ? h("span", { class: "wl-tick" }, " ✓ ") : null,
        o.steps && o.steps.length ? h("ul", { class: "wl-steps" }, o.steps.map((s) => h("li", {}, s))) : null,
      ))),
  );
}

// -- 7 Wonders -------------------------------------------------------------------------------
function classicCity(city, view, compact = false) {
  const L = view.labels;
  const relation = { you: L.your_city, left: L.left, right: L.right }[city.relation] || "";
  return h("div", { class: `wl-city wl-rel-${city.relation}`, "data-city": city.index, "aria-label": city.name },
    h("div", { class: "wl-city-head" },
      h("strong", {}, city.name), " · ", city.wonder, relation ? h("span", { class: "wl-rel" }, ` (${relation})`) : null,
      city.chosen ? h("span", { class: "wl-tag" }, " ✓ " + L.chosen) : null),
    h("div", { class: "wl-stats" },
      chip({ icon: "coin", text: count(view, city.coins, "coin", "coins") }),
      chip({ icon: "shield", text: count(view, city.shields, "shield", "shields") }),
      city.military.length ? chip({ icon: "military", text: city.military.map((t) => (t > 0 ? "+" + t : t)).join(" ") }) : null,
      chip({ icon: "facedown", text: count(view, city.hand_size, "hand_size_one", "hand_size") })),
    h("div", { class: "wl-prod" }, h("span", { class: "wl-label" }, L.production + colon(view)),
      city.production.map((p) => chip(p, "wl-small"))),
    compact ? h("div", { class: "wl-stages" }, h("span", { class: "wl-label" }, L.stages + colon(view)),
      city.stages.map((s) => (s.built ? "✓" : "○") + s.index).join(" "))
    : h("div", { class: "wl-stages" }, h("span", { class: "wl-label" }, L.stages + colon(view)),
      city.stages.map((s) => h("span", { class: "wl-stage" + (s.built ? " wl-built" : ""), title: s.gives.map((g) => g.text).join(", ") },
        (s.built ? "✓ " : "○ ") + s.index + " ", s.cost.map((c) => chip(c, "wl-small")),
        h("span", { class: "wl-stage-gives" }, s.gives.map((g) => chip(g, "wl-small")))))),
    h("div", { class: "wl-built-cards" }, city.cards.map((c) =>
      h("span", { class: "wl-mini", "data-color": c.color, title: c.color_name }, c.name))),
    city.tucked_cards ? h("div", { class: "wl-tucked" }, h("span", { class: "wl-label" }, L.tucked + colon(view)),
      city.tucked_cards.join(", ") || "—") : null,
  );
}

function classicNear(cities) {
  const order = ["left", "you", "right"];
  const near = order.map((r) => cities.find((c) => c.relation === r)).filter(Boolean);
  return near.length ? near : cities.slice(0, 3);
}

function classicBoard(view) {
  const board = view.board;
  return h("div", { class: "wl-board" },
    h("div", { class: "wl-board-info" },
      chip({ icon: "facedown", text: `${board.discard} · ${view.labels.discard}` }), " ", board.passing),
    h("div", { class: "wl-cities wl-near" }, classicNear(board.cities).map((c) => classicCity(c, view))));
}

// The cities beyond the neighbours, drawn small under the hand (they matter less each turn).
function classicFar(view) {
  const near = classicNear(view.board.cities);
  const rest = view.board.cities.filter((c) => !near.includes(c));
  return rest.length ? h("div", { class: "wl-cities wl-far" }, rest.map((c) => classicCity(c, view, !view.over))) : null;
}

// A progress token with what it does written beside its name.
function tokenNode(t) {
  return h("span", { class: "wl-token", "data-token": t.key }, icon("token", t.name), h("b", {}, t.name),
    t.text ? h("span", { class: "wl-token-text" }, t.text) : null);
}

// -- Duel -------------------------------------------------------------------------------------
function duelBoard(view, send) {
  const b = view.board;
  const L = view.labels;
  const parts = [];
  // military track from -9 (player 2's side... seat 0's capital) to +9
  const cells = [];
  for (let p = -b.capital; p <= b.capital; p++) {
    const loot = b.looting.filter((t) => (t.victim === 1 ? p >= t.from && p <= t.to : -p >= t.from && -p <= t.to));
    cells.push(h("span", { class: "wl-track-cell" + (p === b.pawn ? " wl-pawn" : "") + (p === 0 ? " wl-middle" : ""),
      title: String(p) }, p === b.pawn ? "⚔" : (loot.length ? loot[0].coins : "·")));
  }
  // the track keeps one line (its cells narrow on a phone): wrapped, its two halves read as two tracks
  parts.push(h("div", { class: "wl-track", "aria-label": `${L.military}${colon(view)}${b.pawn_text}` },
    h("div", { class: "wl-track-row", "data-role": "track" },
      h("span", { class: "wl-track-end" }, b.names[0]), cells, h("span", { class: "wl-track-end" }, b.names[1])),
    h("div", { class: "wl-track-text" }, b.pawn_text, b.looting_text ? " · " + b.looting_text : "")));
  parts.push(h("div", { class: "wl-tokens" }, h("span", { class: "wl-label" }, L.progress + colon(view)),
    b.progress.map(tokenNode)));
  if (b.structure && b.structure.length) {
    // the box scrolls sideways on a phone: a keyboard reaches it even when no card is to be taken
    parts.push(h("div", { class: "wl-structure-box", "data-role": "structure", role: "region", tabindex: 0,
      "aria-label": L.structure }, h("div", { class: "wl-structure", "aria-label": L.structure, style: `grid-template-rows: repeat(${b.rows}, minmax(58px, auto))` },
      b.structure.map((s) => {
        const place = `grid-row:${s.row};grid-column:${s.column} / span 2`;
        // a Mythology or Offering token on the card: a badge with its words
        // (its short words: a Mythology's name, an Offering's "3 coins off"; the whole of them in its tooltip)
        const badge = s.token ? h("span", { class: "wl-slot-token", "data-kind": s.token.kind, "data-myth": s.token.mythology,
          title: s.token.text }, s.token.short) : null;
        if (!s.card) {
          return h("div", { class: "wl-slot wl-down", style: place, "aria-label": L.face_down + (s.token ? ", " + s.token.text : "") },
            icon("facedown", L.face_down), badge);
        }
        const card = s.card;
        const attrs = { class: "wl-slot wl-up" + (s.accessible ? " wl-free" : "") + (view.selected === card.key ? " wl-selected" : ""),
          style: place, "data-color": card.color, title: (card.gives || []).map((g) => g.text).join(", ") };
        if (s.accessible && s.actionable) {
          // named by what it shows (its name, cost, gains, token), as a card of the hand is
          Object.assign(attrs, { "data-card": card.key, role: "button", tabindex: 0,
            "aria-pressed": view.selected === card.key ? "true" : "false",
            ...activate(() => send({ type: "select", card: card.key })) });
        } else {
          attrs["aria-label"] = card.name;
        }
        if (s.token && attrs["aria-label"]) attrs["aria-label"] += ", " + s.token.text;
        return h("div", attrs, h("span", { class: "wl-slot-name" }, card.name), badge,
          h("span", { class: "wl-slot-cost", "aria-label": (card.cost || []).map((c) => c.text).join(", ") || "—" },
            (card.cost || []).length ? card.cost.map((c) => h("span", { class: "wl-slot-part", title: c.text },
              c.n > 1 ? h("b", {}, c.n) : null, icon(c.icon, c.text))) : "—",
            h("span", { class: "wl-slot-gives", "aria-label": (card.gives || []).map((g) => g.text).join(", ") },
              (card.gives || []).map((g) => [g.n > 1 ? h("b", {}, g.n) : null, icon(g.icon, g.text)]))));
      }))));
  }
  parts.push(pantheonBoard(view, send), senateBoard(view, send));
  if (b.offered && b.offered.length) {
    parts.push(h("div", { class: "wl-offered" }, h("span", { class: "wl-label" }, L.draft + colon(view)),
      b.offered.map((w) => h("div", { class: "wl-wonder-card" }, h("strong", {}, w.name), " ",
        w.cost.map((c) => chip(c, "wl-small")), h("div", {}, w.gives.map((g) => chip(g, "wl-small")))))));
  }
  parts.push(h("div", { class: "wl-cities wl-near" }, b.players.map((p) =>
    h("div", { class: "wl-city" + (p.current ? " wl-current" : ""), "aria-label": p.name },
      h("div", { class: "wl-city-head" }, p.current ? "▶ " : "", h("strong", {}, p.name)),
      h("div", { class: "wl-stats" }, chip({ icon: "coin", text: count(view, p.coins, "coin", "coins") }),
        chip({ icon: "shield", text: count(view, p.shields, "shield", "shields") }),
        p.science.map((s) => chip(s, "wl-small"))),
      h("div", { class: "wl-prod" }, h("span", { class: "wl-label" }, L.production + colon(view)),
        p.production.length ? p.production.map((x) => chip(x, "wl-small")) : "—"),
      h("div", { class: "wl-stages" }, h("span", { class: "wl-label" }, L.wonders + colon(view)),
        p.wonders.map((w) => h("span", { class: "wl-stage" + (w.built ? " wl-built" : ""), title: w.gives.map((g) => g.text).join(", ") },
          (w.built ? "✓ " : "○ ") + w.name + " ", w.built ? null : w.cost.map((c) => chip(c, "wl-small"))))),
      h("div", { class: "wl-tokens" }, p.tokens.map(tokenNode)),
      h("div", { class: "wl-built-cards" }, p.cards.map((c) => h("span", { class: "wl-mini", "data-color": c.color, title: c.color_name }, c.name))),
      p.tucked_cards ? h("div", { class: "wl-tucked" }, h("span", { class: "wl-label" }, L.tucked + colon(view)), p.tucked_cards.join(", ") || "—") : null,
    ))));
  if (b.discard && b.discard.length) {
    parts.push(h("div", { class: "wl-discard" }, h("span", { class: "wl-label" }, L.discard + colon(view)),
      b.discard.map((c) => h("span", { class: "wl-mini", "data-color": c.color }, c.name))));
  }
  return h("div", { class: "wl-board" }, parts);
}

// -- Duel's expansions: their two boards, drawn as our own ----------------------------------------
// A part of a board that picks an option too (a space, a Chamber): a click picks the option of
// that target, or, when several are about it, the next one in the list at each click.
function boardPick(view, send, target) {
  const found = (view.options || []).filter((o) => o.target === target);
  if (!found.length) return null;
  const at = found.findIndex((o) => o.index === view.pick);
  const label = found.map((o) => o.text).join(" / ");
  return { label, ...activate(() => send({ type: "choose", index: found[(at + 1) % found.length].index })) };
}

function clickable(node, pick) {
  if (!pick) return node;
  node.classList.add("wl-target");
  node.setAttribute("role", "button");
  node.setAttribute("tabindex", "0");
  // a button is named by what it shows (WCAG 2.5.3); the option it picks is its tooltip
  node.removeAttribute("aria-label");
  node.setAttribute("title", pick.label);
  node.addEventListener("click", pick.onclick);
  node.addEventListener("keydown", pick.onkeydown);
  return node;
}

function divinityNode(d) {
  return h("span", { class: "wl-divinity" + (d.face_down ? " wl-div-down" : ""), "data-myth": d.mythology },
    d.name ? h("b", {}, d.name) : null,
    d.face_down || d.mythology === "gate" ? null : h("span", { class: "wl-div-myth" }, d.mythology_name),
    h("span", { class: "wl-div-power" }, d.power));
}

function pantheonBoard(view, send) {
  const P = view.board.pantheon;
  if (!P) return null;
  const L = Object.assign({}, view.labels, P.labels);
  const picked = (view.options || []).find((o) => o.index === view.pick);
  const spaces = P.spaces.map((s) => {
    const cost = s.cost === null || s.cost === undefined ? null : `${L.your_cost}${colon(view)}${s.cost}`;
    const words = [s.label, s.divinity ? (s.divinity.name || s.divinity.power) : s.empty, cost].filter((x) => x).join(", ");
    const node = h("div", { class: "wl-space" + (picked && picked.target === s.target ? " wl-selected" : ""),
      "data-target": s.target, "data-myth": s.divinity ? s.divinity.mythology : null, "aria-label": words },
      h("div", { class: "wl-space-head" }, h("b", {}, s.space),
        cost !== null ? h("span", { class: "wl-space-cost", title: `${s.costs[0]} / ${s.costs[1]}` }, icon("coin", L.coins), s.cost) : null),
      s.divinity ? divinityNode(s.divinity) : h("span", { class: "wl-space-empty" }, s.empty));
    return clickable(node, boardPick(view, send, s.target));
  });
  const held = P.players.map((p) => {
    const more = [p.mythology.length ? `${L.myth_tokens}${colon(view)}${p.mythology.join(", ")}` : null,
      p.offerings.length ? p.offerings.join(", ") : null,
      p.astarte,
      p.temples.length ? `${L.temples}${colon(view)}${p.temples.join(", ")}` : null].filter((x) => x);
    return h("div", { class: "wl-pantheon-player" }, h("strong", {}, p.name + colon(view)),
      p.divinities.map((d) => h("span", { class: "wl-mini wl-div-mini", "data-myth": d.mythology, title: d.power }, d.name)),
      !p.divinities.length && !more.length ? "—" : null,
      more.length ? h("span", { class: "wl-small-text" }, (p.divinities.length ? " · " : "") + more.join(" · ")) : null);
  });
  return h("section", { class: "wl-pantheon", "aria-label": L.title }, h("h4", {}, L.title),
    h("div", { class: "wl-spaces" }, spaces),
    h("div", { class: "wl-decks" }, h("span", { class: "wl-label" }, L.decks + colon(view)),
      P.decks.map((d) => h("span", { class: "wl-mini wl-div-mini", "data-myth": d.mythology }, `${d.name} ${d.count}`)),
      P.enki ? h("span", { class: "wl-small-text" }, ` · ${P.enki.name}${colon(view)}${P.enki.tokens.join(", ")}`) : null),
    held);
}

function senateBoard(view, send) {
  const S = view.board.senate;
  if (!S) return null;
  const L = Object.assign({}, view.labels, S.labels);
  const names = view.board.names;
  const picked = (view.options || []).find((o) => o.index === view.pick);
  const chamber = (c) => {
    const cubes = c.cubes.map((n, i) => h("div", { class: "wl-cubes", "data-seat": i },
      h("span", { class: "wl-cube-name" }, names[i]), h("span", { class: "wl-dots", "aria-hidden": "true" }, "■".repeat(n)),
      h("b", {}, n)));
    const node = h("div", { class: "wl-chamber" + (c.controller !== null ? " wl-controlled" : "") + (picked && picked.target === c.target ? " wl-selected" : ""),
      "data-target": c.target, "data-controller": c.controller,
      "aria-label": `${c.label}, ${c.points_text}, ${names[0]} ${c.cubes[0]}, ${names[1]} ${c.cubes[1]}, ${c.control_text}` },
      h("div", { class: "wl-chamber-head" }, h("b", {}, c.label), h("span", { class: "wl-chamber-points" }, icon("points", L.points), c.points)),
      cubes,
      h("div", { class: "wl-control" }, c.controller !== null ? "★ " : "", c.control_text),
      c.decrees.map((d) => h("div", { class: "wl-decree" + (d.face_down ? " wl-decree-down" : "") },
        d.name ? h("b", {}, d.name + colon(view)) : null, d.text)));
    return clickable(node, boardPick(view, send, c.target));
  };
  const sections = [0, 1, 2].map((k) => {
    const mine = S.chambers.filter((c) => c.section === k);
    return h("div", { class: "wl-section", "aria-label": mine[0].section_name },
      h("div", { class: "wl-section-name" }, mine[0].section_name), h("div", { class: "wl-section-chambers" }, mine.map(chamber)));
  });
  const players = S.players.map((p) => h("div", { class: "wl-senate-player" }, h("strong", {}, p.name + colon(view)),
    `${p.reserve} ${L.reserve} · ${L.controls}${colon(view)}${p.controls}/6`,
    p.senators.length ? ` · ${L.senators}${colon(view)}${p.senators.length}` : "",
    h("div", { class: "wl-small-text" }, L.conspiracies + colon(view),
      p.conspiracies.length ? p.conspiracies.map((x) => h("span", { class: "wl-plot" + (x.face_down ? " wl-plot-down" : "") },
        x.name, x.triggered ? ` (${L.triggered})` : x.prepared ? ` (${L.prepared})` : "")) : "—")));
  return h("section", { class: "wl-senate", "aria-label": L.title }, h("h4", {}, L.title),
    h("div", { class: "wl-sections" }, sections), players);
}

// -- Architects -------------------------------------------------------------------------------
function architectsBoard(view) {
  const b = view.board;
  const L = view.labels;
  return h("div", { class: "wl-board" },
    h("div", { class: "wl-sources" }, b.sources.map((s) =>
      h("div", { class: "wl-source", "data-source": s.side },
        h("div", { class: "wl-label" }, s.label),
        s.top ? chip(s.top) : h("span", { class: "wl-chip" }, icon("facedown", L.face_down), s.hidden_text),
        h("div", { class: "wl-small-text" }, s.size_text)))),
    h("div", { class: "wl-board-info" },
      chip({ icon: "horn", text: b.conflict_text }),
      b.cat_text ? chip({ icon: "cat", text: b.cat_text }) : null),
    h("div", { class: "wl-tokens" }, h("span", { class: "wl-label" }, L.progress + colon(view)),
      b.progress.map(tokenNode),
      h("span", { class: "wl-small-text" }, b.stack_text)),
    b.revealed ? h("div", { class: "wl-revealed" }, b.revealed.map((c) => chip(c))) : null,
    h("div", { class: "wl-cities" }, b.players.map((p) =>
      h("div", { class: "wl-city" + (p.current ? " wl-current" : "") + (p.you ? " wl-rel-you" : ""), "aria-label": p.name },
        h("div", { class: "wl-city-head" }, p.current ? "▶ " : "", h("strong", {}, p.name), " · ", p.wonder,
          p.cat ? chip({ icon: "cat", text: L.cat }) : null),
        h("div", { class: "wl-stats" },
          chip({ icon: "shield", text: count(view, p.shields, "shield", "shields") }),
          chip({ icon: "military", text: p.victory_text })),
        h("div", { class: "wl-stages" }, p.stages.map((s) =>
          h("span", { class: "wl-stage" + (s.built ? " wl-built" : "") }, (s.built ? "✓ " : "○ ") + s.text,
            s.power ? h("span", { class: "wl-power" }, icon("power", s.power), s.power) : null))),
        h("div", { class: "wl-prod" }, p.cards.map((c) => chip(c, "wl-small"))),
        h("div", { class: "wl-tokens" }, p.tokens.map(tokenNode)),
      ))));
}

// -- the end ----------------------------------------------------------------------------------
function scoresTable(view) {
  const s = view.scores;
  return h("table", { class: "wl-scores", "data-role": "scores" },
    // a supremacy win is not a win on points: say so above the totals
    s.outcome ? h("caption", { "data-role": "outcome" }, "★ " + s.outcome) : null,
    h("thead", {}, h("tr", {}, h("th", {}, ""), s.players.map((p) => h("th", { "data-winner": p.winner ? "true" : "false" }, (p.winner ? "★ " : "") + p.name)))),
    h("tbody", {},
      s.categories.map((c, i) => h("tr", { "data-category": c.key }, h("th", {}, c.label), s.players.map((p) => h("td", {}, p.points[i])))),
      h("tr", { class: "wl-total" }, h("th", {}, view.labels.total), s.players.map((p) => h("td", {}, p.total)))));
}

// The score "if the game ended now" at every step: one line per player, each with its own dash
// pattern and its name at the end of the line (not only a colour).
const LINE_COLORS = ["#1e6fc2", "#c62828", "#2e7d32", "#b8860b", "#7b3fa0", "#00897b", "#6d4c41"];
const DASHES = ["", "6 3", "2 2", "8 3 2 3", "4 4", "1 3", "10 2"];
function progressChart(progress, step, label, said) {
  // as wide as a phone's screen allows (360 px: 320), and never wider than its box (play.css)
  const width = Math.max(240, Math.min(560, (window.innerWidth || 560) - 40));
  const height = 220, left = 34, right = 90, top = 10, bottom = 24;
  const steps = Math.max(1, progress.series[0].length - 1);
  const all = progress.series.flat();
  const low = Math.min(0, ...all), high = Math.max(1, ...all);
  const x = (i) => left + (i / steps) * (width - left - right);
  const y = (v) => top + (1 - (v - low) / (high - low)) * (height - top - bottom);
  let body = `<line class="wl-axis" x1="${left}" y1="${y(low)}" x2="${width - right}" y2="${y(low)}"/>`;
  body += `<line class="wl-axis" x1="${left}" y1="${top}" x2="${left}" y2="${y(low)}"/>`;
  body += `<text x="${left - 4}" y="${y(high) + 4}" text-anchor="end">${high}</text><text x="${left - 4}" y="${y(low)}" text-anchor="end">${low}</text>`;
  body += `<line class="wl-now" x1="${x(step)}" y1="${top}" x2="${x(step)}" y2="${y(low)}"/>`;
  let free = -Infinity;                            // where the last label drawn ends
  for (const mark of progress.marks || []) {       // where each Age (Architects: turn) begins
    body += `<line class="wl-mark" x1="${x(mark.step)}" y1="${top}" x2="${x(mark.step)}" y2="${y(low) + 4}"/>`;
    if (x(mark.step) + 2 < free) continue;         // a label never runs into the one before
    body += `<text class="wl-mark-label" x="${x(mark.step) + 2}" y="${height - 6}">${esc(mark.label)}</text>`;
    free = x(mark.step) + 2 + 6 * mark.label.length + 6;   // 10px text: under 6px a character
  }
  const ends = progress.series.map((series, p) => [y(series[series.length - 1]) + 4, p]).sort((a, b) => a[0] - b[0]);
  const labelAt = {};
  let lowest = -Infinity;
  for (const [at, p] of ends) {
    lowest = Math.max(at, lowest + 13);
    labelAt[p] = lowest;
  }
  progress.series.forEach((series, p) => {
    const points = series.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    const color = LINE_COLORS[p % LINE_COLORS.length];
    body += `<polyline fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="${DASHES[p % DASHES.length]}" points="${points}"/>`;
    body += `<text x="${width - right + 4}" y="${labelAt[p]}">${esc(progress.names[p])} ${series[series.length - 1]}</text>`;
  });
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("width", width);
  svg.setAttribute("height", height);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label + said + progress.names.map((n, p) => `${n} ${progress.series[p].join(", ")}`).join("; "));
  svg.innerHTML = body;
  return h("div", { class: "wl-progress", "data-role": "progress" }, svg,
    progress.outcome ? h("p", { class: "wl-outcome" }, "★ " + progress.outcome) : null);
}

// The review's controls sit above the board they change, and stay in sight while scrolling.
function reviewControls(view, send) {
  const r = view.review;
  const L = view.labels;
  const go = (step) => send({ type: "review", step: Math.max(0, Math.min(r.steps, step)) });
  return h("div", { class: "wl-review-controls", "data-role": "review-controls" },
      h("strong", {}, L.review),
      h("button", { "data-action": "review-prev", onclick: () => go(r.step - 1), disabled: r.step <= 0 }, "◀ " + L.prev),
      h("input", { type: "range", min: 0, max: r.steps, value: r.step, "data-role": "review-slider",
        "aria-label": r.label, onchange: (e) => go(parseInt(e.target.value, 10)) }),
      h("button", { "data-action": "review-next", onclick: () => go(r.step + 1), disabled: r.step >= r.steps }, L.next + " ▶"),
      h("span", { class: "wl-review-label" }, keep(view.status)));      // the step's Age and turn with it
}

// At a step where the human decided: the cards they held and every option they had then.
function reviewChoices(view) {
  const c = view.review.choices;
  if (!c) return null;
  return h("section", { class: "wl-review-choices", "data-role": "review-choices", "aria-label": view.labels.at_step },
    h("h4", {}, `${view.labels.at_step} (${c.name})`),
    c.hand.length ? h("div", { class: "wl-cards" }, c.hand.map((card) => cardNode(card, view, null, { clickable: false }))) : null,
    h("ol", { class: "wl-option-list wl-review-options" }, c.options.map((o) => h("li", {}, o))));
}

function reviewSection(view) {
  const r = view.review;
  const L = view.labels;
  return h("section", { class: "wl-review", "data-role": "review", "aria-label": L.review },
    r.progress ? progressChart(r.progress, r.step, L.progress_chart, colon(view)) : null,
    h("details", {}, h("summary", {}, L.full_log), h("ol", { class: "wl-full-log" }, r.log.map((line) => h("li", {}, line)))));
}

// A classroom's result code: shown to copy, and saved as a file by the browser itself.
function resultBox(result) {
  if (!result.code) return h("p", { class: "wl-result", "data-role": "result-note" }, result.note || "");
  const text = h("textarea", { readonly: true, rows: 4, "data-role": "result-code", spellcheck: "false",
    "aria-label": result.title, onfocus: (e) => e.target.select() }, result.code);
  const save = () => {
    const link = h("a", { href: URL.createObjectURL(new Blob([result.code + "\n"], { type: "text/plain" })), download: result.file });
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const copy = () => { text.select(); if (navigator.clipboard) navigator.clipboard.writeText(result.code).catch(() => {}); };
  return h("section", { class: "wl-result", "data-role": "result" }, h("h4", {}, result.title), text,
    h("div", { class: "wl-actions" },
      h("button", { "data-action": "copy-result", onclick: copy }, result.copy),
      h("button", { "data-action": "save-result", onclick: save }, result.save)));
}

// -- the coach: a hint for the decision now, your key decisions in the review ------------------
function hintPanel(view, send) {
  const c = view.coach;
  if (!c || !c.hints) return null;
  const L = c.labels;
  const box = h("section", { class: "wl-coach", "data-role": "hint", "aria-label": L.hint_title },
    h("button", { "data-action": "hint", onclick: () => send({ type: "hint" }) }, L.hint));
  if (c.hint && c.hint.rows) {
    box.append(h("h4", {}, L.hint_title), h("ol", { class: "wl-coach-list" }, c.hint.rows.slice(0, 5).map((r) =>
      h("li", { "data-role": "hint-row" },
        h("strong", {}, r.words),
        r.win_rate === null ? "" : ` · ${L.win_rate} ${Math.round(100 * r.win_rate)} % [${Math.round(100 * r.low)}–${Math.round(100 * r.high)}]`
          + ` · ${L.mean_score} ${Number(r.mean_score).toFixed(1)}`,
        h("div", { class: "wl-coach-why" }, r.why)))),
      h("p", { class: "wl-coach-verdict", "data-role": "hint-verdict" }, c.hint.verdict));
  }
  return box;
}

function keyDecisions(view, send) {
  const c = view.coach;
  if (!c) return null;
  const L = c.labels;
  const box = h("section", { class: "wl-coach", "data-role": "key-decisions", "aria-label": L.key }, h("h4", {}, L.key));
  // the live classroom analyses by itself: its progress in words (busy.text), no Stop, no button (analyse false)
  if (c.busy) {
    box.append(h("p", { "data-role": "analysis-progress", role: "status" }, c.busy.text || (c.busy.total ? `${c.busy.done} / ${c.busy.total}` : "…")));
    if (c.busy.stop !== false) box.append(h("button", { "data-action": "cancel-analysis", onclick: () => send({ type: "cancel_analysis" }) }, L.cancel));
  } else if ((!c.analysis || c.analysis.interrupted) && c.analyse !== false) {
    box.append(h("button", { "data-action": "analyse", onclick: () => send({ type: "analyse" }) }, L.analyse));
  }
  if (c.analysis && c.analysis.mistakes && !view.lesson) {
    box.append(h("button", { "data-action": "learn", onclick: () => send({ type: "learn" }) }, `${L.learn} (${c.analysis.mistakes})`));
  }
  if (c.analysis) {
    if (c.analysis.accuracy !== null && c.analysis.accuracy !== undefined) {
      box.append(h("p", { class: "wl-coach-accuracy", "data-role": "accuracy" }, c.analysis.accuracy_text));
    }
    box.append(h("ol", { class: "wl-coach-list" }, c.analysis.rows.map((r) =>
      h("li", {}, h("button", { class: "wl-coach-step", "data-action": "key-decision", "data-step": r.review_step,
        onclick: () => send({ type: "review", step: r.review_step }) },
        `${L.played}${colon(view)}${r.chosen_words} · ${L.coach}${colon(view)}${r.best_words} · ${r.label ? r.label + " · " : ""}${L.lost} ${Math.round(100 * r.loss)} %`),
        h("div", { class: "wl-coach-why" }, r.why)))));
  }
  if (c.mark) {
    box.append(h("p", { class: "wl-coach-mark", "data-role": "review-mark" },
      `${L.played}${colon(view)}${c.mark.chosen} · ${L.coach}${colon(view)}${c.mark.best}${c.mark.label ? " · " + c.mark.label : ""}`));
  }
  return box;
}

// learn from your mistakes: the mistake's prompt, the verdict of a pick, go on or back to the review
function lesson(view, send) {
  const l = view.lesson;
  const box = h("section", { class: "wl-coach wl-lesson", "data-role": "lesson", "aria-label": l.title || l.summary });
  if (l.done) {
    box.append(h("p", { "data-role": "lesson-summary" }, h("strong", {}, l.summary)));
  } else {
    box.append(h("h4", {}, l.title), h("p", { "data-role": "lesson-prompt" }, h("strong", {}, l.prompt)));
    if (l.feedback) {
      box.append(h("p", { class: "wl-lesson-feedback wl-lesson-" + l.kind, "data-role": "lesson-feedback", "data-kind": l.kind }, l.feedback));
    }
  }
  const buttons = h("div", { class: "wl-lesson-buttons" });
  if (!l.done) {
    buttons.append(h("button", { "data-action": "lesson-next", onclick: () => send({ type: "lesson_next" }) },
      l.settled ? l.labels.next : l.labels.skip));
  }
  buttons.append(h("button", { "data-action": "lesson-close", onclick: () => send({ type: "lesson_close" }) }, l.labels.back));
  box.append(buttons);
  return box;
}

// A card's name in the structure keeps the size the CSS gives it, unless one of its words is
// wider than the card (« Baraquements » on a phone): then it is drawn just small enough to fit,
// never below FIT_MIN_PX, rather than cut. Run after each drawing and each change of width.
const FIT_MIN_PX = 7.5;
function fitNames(root) {
  const names = [...root.querySelectorAll(".wl-slot-name")];
  for (const name of names) name.style.fontSize = "";
  for (const name of names) {
    let size = parseFloat(getComputedStyle(name).fontSize);
    const ratio = name.clientWidth / name.scrollWidth;       // (0 / 0 while not laid out: NaN, left)
    if (!(ratio < 1)) continue;
    size = Math.max(FIT_MIN_PX, Math.floor(size * ratio * 4) / 4);
    name.style.fontSize = `${size}px`;
    while (name.scrollWidth > name.clientWidth && size > FIT_MIN_PX) {     // (a width not quite in proportion)
      size = Math.max(FIT_MIN_PX, size - 0.25);
      name.style.fontSize = `${size}px`;
    }
  }
}

// -- the whole table --------------------------------------------------------------------------
function draw(root, view, send) {
  const L = view.labels;
  const focused = document.activeElement && root.contains(document.activeElement) ? focusKey(document.activeElement) : null;
  root.replaceChildren();
  root.setAttribute("data-game", view.game);
  root.setAttribute("data-over", view.over ? "true" : "false");
  root.setAttribute("lang", view.lang);

  const fileInput = h("input", { type: "file", accept: ".json,application/json", class: "wl-hidden", "aria-label": L.load,
    onchange: (e) => {
      const file = e.target.files[0];
      if (file) file.text().then((text) => send({ type: "load", text }));
    } });
  root.append(h("header", { class: "wl-head" },
    h("div", { "data-role": "status", class: "wl-status", role: "status" }, keep(view.status)),
    view.coins !== null && view.coins !== undefined
      ? h("div", { class: "wl-coins" }, icon("coin", L.coins), h("span", { "data-role": "coins" }, view.coins),
        " " + (view.lang === "fr" ? (Math.abs(view.coins) < 2 ? L.coin : L.coins) : (view.coins === 1 ? L.coin : L.coins)))
      : (view.head ? h("div", { class: "wl-coins", "data-role": "head" }, icon("wonder", view.head), view.head) : null),
    h("div", { class: "wl-tools" },
      h("label", {}, L.language + " ", h("select", { "data-role": "language", onchange: (e) => send({ type: "language", lang: e.target.value }) },
        ["en", "fr"].map((l) => h("option", { value: l, selected: view.lang === l }, l === "en" ? "English" : "Français")))),
      // a puzzle's board (view.tools false) keeps only the language: no new game, save or load
      ...(view.tools === false ? [] : [
        h("button", { "data-action": "new-game", onclick: () => send({ type: "new", same_seed: true }) }, L.new_game + " (" + L.same_seed + ")"),
        h("button", { "data-action": "new-game-fresh", onclick: () => send({ type: "new", same_seed: false }) }, L.new_game),
        h("button", { "data-action": "save", onclick: () => send({ type: "save" }) }, L.save),
        h("button", { "data-action": "load", onclick: () => fileInput.click() }, L.load), fileInput]))));
  root.append(h("div", { "data-role": "message", class: "wl-message" + (view.message ? " wl-has-message" : ""), role: "alert" }, keep(view.message || "")));
  if (view.lesson) root.append(lesson(view, send));
  if (view.over && view.review && !view.lesson) root.append(reviewControls(view, send));

  if (view.pass_to) {
    root.append(h("div", { class: "wl-pass" }, h("p", {}, keep(view.status)),
      h("button", { "data-action": "pass-ok", onclick: () => send({ type: "pass_ok" }) }, `${view.pass_to}${colon(view)}${L.ok}`)));
  }
  const boards = { classic: classicBoard, duel: duelBoard, architects: architectsBoard };
  root.append(boards[view.game](view, send));
  if (view.over && view.review) {
    const choices = reviewChoices(view);
    if (choices) root.append(choices);
  }

  if (!view.over && !view.pass_to) {
    const play = h("div", { class: "wl-play" });
    if (view.notes && view.notes.length) play.append(h("div", { class: "wl-notes" }, view.notes.map((n) => h("p", {}, n))));
    if (view.hand && view.hand.length) {
      play.append(h("section", { class: "wl-hand", "aria-label": L.hand }, h("h4", {}, L.hand),
        h("div", { class: "wl-cards" }, view.hand.map((c) => cardNode(c, view, send)))));
    }
    const options = optionList(view, send);
    if (options) play.append(options);
    play.append(h("div", { class: "wl-actions" },
      h("button", { "data-action": "confirm", class: "wl-primary", disabled: view.pick === null || view.pick === undefined,
        onclick: () => send({ type: "confirm" }) }, "✔ " + L.confirm),
      h("button", { "data-action": "undo", disabled: view.pick === null || view.pick === undefined,
        onclick: () => send({ type: "undo" }) }, "↶ " + L.undo)));
    if (view.options && view.options.length) { const coach = hintPanel(view, send); if (coach) play.append(coach); }
    root.append(play);
  }
  if (view.game === "classic") {
    const far = classicFar(view);
    if (far) root.append(far);
  }
  const logTitle = view.review ? L.log_step : L.log;      // in the review: the step's round only
  if (view.tools !== false || (view.log || []).length) root.append(h("section", { class: "wl-log-box", "aria-label": logTitle }, h("h4", {}, logTitle),
    h("ul", { "data-role": "log", class: "wl-log" }, (view.log || []).map((line) => h("li", {}, line)))));
  if (view.over && view.scores) {
    root.append(h("section", { class: "wl-end" }, h("h4", {}, L.scores), scoresTable(view)));
    if (view.result) root.append(resultBox(view.result));
    if (view.review) root.append(reviewSection(view));
    const coach = keyDecisions(view, send);
    if (coach) root.append(coach);
  }
  if (focused) restoreFocus(root, focused);
}

function focusKey(node) {
  for (const attr of ["data-option", "data-card", "data-action", "data-role"]) {
    if (node.hasAttribute && node.hasAttribute(attr)) return [attr, node.getAttribute(attr)];
  }
  return null;
}

function restoreFocus(root, [attr, value]) {
  const node = root.querySelector(`[${attr}="${CSS.escape(value)}"]`);
  if (node && !node.disabled) node.focus();
  else {
    const fallback = root.querySelector("[data-option], [data-card], [data-action=confirm]:not([disabled])");
    if (fallback) fallback.focus();
  }
}

// While Python plays a Confirm (the bots may think for seconds), the table says so and takes no
// click: a double click on Confirm plays once and warns of nothing.
function startThinking(root, view) {
  root.setAttribute("data-busy", "true");
  for (const node of root.querySelectorAll("button, select, input")) node.disabled = true;
  for (const node of root.querySelectorAll("[role=button]")) node.setAttribute("aria-disabled", "true");
  const where = root.querySelector(".wl-actions") || root.querySelector(".wl-head");
  if (where) where.append(h("span", { class: "wl-thinking", "data-role": "thinking", role: "status" }, view.labels.thinking));
}

// After a card click, its options and Confirm come into sight, scrolling no more than needed.
function showOptions(root) {
  const actions = root.querySelector(".wl-play > .wl-actions");
  const options = root.querySelector(".wl-play > .wl-options");
  if (actions) actions.scrollIntoView({ block: "nearest" });
  if (options && options.getBoundingClientRect().top < 0) options.scrollIntoView({ block: "nearest" });
}

// The review's controls stay in sight while the board scrolls under them. JupyterLab's output
// area scrolls itself (overflow: auto), which defeats position: sticky, so the controls follow
// the notebook's scrolling by hand, never leaving the table.
function keepControlsInSight(root) {
  const controls = root.querySelector('[data-role="review-controls"]');
  if (!controls) return;
  controls.style.transform = "";
  const scroller = root.closest(".jp-WindowedPanel-outer, .jp-Notebook");
  const top = scroller ? Math.max(0, scroller.getBoundingClientRect().top) : 0;
  const at = controls.getBoundingClientRect();
  const room = root.getBoundingClientRect().bottom - at.bottom - 8;
  const shift = Math.min(Math.max(0, top - at.top), Math.max(0, room));
  if (shift > 0) controls.style.transform = `translateY(${shift}px)`;
}

function render({ model, el }) {
  const root = h("div", { class: "wl-table", role: "region", "aria-label": "wonderlab" });
  el.append(root);
  let busy = null, sent = null;
  const send = (message) => {
    if (busy) return;
    sent = message.type;
    if (message.type === "confirm") {
      startThinking(root, model.get("view"));
      busy = setTimeout(redraw, 60_000);     // never stuck, even if no new view comes
    }
    model.send(message);
  };
  const redraw = () => {
    clearTimeout(busy);
    busy = null;
    root.removeAttribute("data-busy");
    draw(root, model.get("view"), send);
    fitNames(root);
    if (sent === "select") showOptions(root);
    keepControlsInSight(root);
    sent = null;
  };
  model.on("change:view", redraw);
  let width = null;
  const resized = new ResizeObserver(() => {      // a narrower or wider panel: the names fit again
    if (root.clientWidth !== width) { width = root.clientWidth; fitNames(root); }
  });
  resized.observe(root);
  const follow = () => keepControlsInSight(root);
  document.addEventListener("scroll", follow, true);       // any scrolling box, the notebook's included
  model.on("msg:custom", (message) => {
    if (message && message.type === "download") {
      const link = h("a", { href: URL.createObjectURL(new Blob([message.text], { type: "application/json" })), download: message.name });
      link.click();
      URL.revokeObjectURL(link.href);
    }
  });
  redraw();
  return () => {
    model.off("change:view", redraw);
    resized.disconnect();
    document.removeEventListener("scroll", follow, true);
  };
}

export default { render };
