// @ts-check
/**
 * The seat keeper: keeps a browser's room secrets in its localStorage, so that reloading a
 * room's page (or coming back to it later) gets the same seat back. Plain ES module for
 * anywidget; it draws nothing.
 *
 * The model's `room` trait names the room the page is about. Whenever it is set (and when
 * the view is first drawn), the keeper sends {"type": "kept", "room", "seat", "creator"}:
 * the secrets this browser keeps for that room, or null. Python sends
 * {"type": "keep", "room", "seat"?, "creator"?} to store secrets,
 * {"type": "forget", "room"} to drop them, and {"type": "address", "query"} to put the room's
 * link in the address bar (the page's token kept), so that a reload comes back to the room.
 * Python checks every secret against the room.
 *
 * The browser also keeps one player key for all rooms (made here the first time, from
 * crypto.getRandomValues) and sends it as {"type": "player", "player"} when the view is
 * drawn: the standings count a person's games by it, not by the name typed.
 */

const PREFIX = "junkspace-room:";

/** @param {string} key @returns {string | null} */
function read(key) {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return null; // storage refused (a private window): the seat lasts as long as the kernel
  }
}

/** @param {string} key @param {string | null} value */
function write(key, value) {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    // storage refused: nothing kept
  }
}

/** Show `query` in the address bar instead of the page's own query, keeping its token.
 * @param {string} query */
function readdress(query) {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  url.search = query;
  if (token) url.searchParams.set("token", token);
  window.history.replaceState(window.history.state, "", url);
}

/** This browser's player key, made and kept the first time. @returns {string} */
function playerKey() {
  const kept = read("player");
  if (kept) return kept;
  const bytes = new Uint8Array(24);
  window.crypto.getRandomValues(bytes);
  const made = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  write("player", made);
  return made;
}

/** @param {{model: any}} props */
function tell({ model }) {
  const room = model.get("room");
  if (!room) return;
  model.send({ type: "kept", room, seat: read(`${room}:seat`), creator: read(`${room}:creator`) });
}

export default {
  /** @param {{model: any}} props */
  initialize({ model }) {
    model.on("msg:custom", (/** @type {any} */ message) => {
      if (message && message.type === "address" && typeof message.query === "string") {
        readdress(message.query);
        return;
      }
      if (!message || typeof message.room !== "string") return;
      const room = message.room;
      if (message.type === "keep") {
        for (const part of ["seat", "creator"]) {
          if (typeof message[part] === "string") write(`${room}:${part}`, message[part]);
        }
      } else if (message.type === "forget") {
        write(`${room}:seat`, null);
        write(`${room}:creator`, null);
      }
    });
    model.on("change:room", () => tell({ model }));
  },
  /** @param {{model: any, el: HTMLElement}} props */
  render({ model, el }) {
    el.style.display = "none";
    model.send({ type: "player", player: playerKey() });
    tell({ model });
  },
};
