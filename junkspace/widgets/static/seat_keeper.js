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
 * link in the address bar (the page's token and language kept), so that a reload comes back to
 * the room. Python checks every secret against the room.
 *
 * The model's `language` trait is the language the app speaks: the page's <html lang> says it
 * (WCAG 3.1.1), and when it changes (the app's language menu) the address's `lang` does too,
 * its other parameters as they were, so a reload or a shared link speaks it. Only a
 * two-letter code is ever written there.
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

/** A language code as junkspace writes them ("fr"), or null for anything else.
 * @param {unknown} code @returns {string | null} */
function languageCode(code) {
  return typeof code === "string" && /^[a-z]{2}$/.test(code) ? code : null;
}

/** `search` (a URL's query, "?a=1&b=2") with the parameter `name` set to `value`, every other
 * parameter left as it was written.
 * @param {string} search @param {string} name @param {string} value @returns {string} */
function withParameter(search, name, value) {
  const others = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part && part.split("=")[0] !== name);
  return `?${[...others, `${name}=${encodeURIComponent(value)}`].join("&")}`;
}

/** Put `url` in the address bar, without loading it. @param {URL} url */
function show(url) {
  window.history.replaceState(window.history.state, "", url);
}

/** Show `query` in the address bar instead of the page's own query, keeping its token and
 * its language. @param {string} query */
function readdress(query) {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("token");
  const language = languageCode(url.searchParams.get("lang"));
  url.search = query;
  if (token) url.search = withParameter(url.search, "token", token);
  if (language) url.search = withParameter(url.search, "lang", language);
  show(url);
}

/** Say the language the app speaks: in the page's <html lang>, and, when `readdressed`, in
 * the address's `lang`. @param {unknown} language @param {boolean} readdressed */
function speak(language, readdressed) {
  const code = languageCode(language);
  if (code === null) return;
  document.documentElement.lang = code;
  if (!readdressed) return;
  const url = new URL(window.location.href);
  url.search = withParameter(url.search, "lang", code);
  show(url);
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
    speak(model.get("language"), false);
    model.on("change:language", () => speak(model.get("language"), true));
  },
  /** @param {{model: any, el: HTMLElement}} props */
  render({ model, el }) {
    el.style.display = "none";
    model.send({ type: "player", player: playerKey() });
    tell({ model });
  },
};
