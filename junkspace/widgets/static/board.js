// @ts-check
/**
 * The junkspace board: paints a scene on a <canvas>, glides pieces that moved, and sends
 * back what the player picks. Plain ES module for anywidget, no bundler.
 *
 * The model holds two traits: `board` (the static layers, sent once) and `scene` (the rest,
 * with a `version`). Python sends small `patch` messages for each move; `initialize` applies
 * them to the model, so every view and a saved notebook see the whole scene.
 *
 * For screen readers the canvas is a named group described by the position in words (the
 * `description` trait), and two polite live regions say the `news` (the decisions just
 * played, in the log's words) and then the status line.
 *
 * Picks go back as {"type": "pick", "id": ..., "version": ...}; Python checks them all. The
 * picked piece is lit at once, before Python answers with the next scene.
 *
 * Every piece that can be picked is a target at least 24 CSS pixels square (WCAG 2.2's
 * target size), however small the board is drawn: a press inside one target picks its piece,
 * a press where several targets overlap opens a picker listing their pieces. Each piece's
 * keyboard button carries its target (`data-target`, "x y width height" in CSS pixels from
 * the canvas's corner).
 *
 * The look is Python's too: the board carries the theme's font and the halos of lit pieces
 * (junkspace.render.theme) with its background, so this painter keeps no copy of them.
 */

/**
 * @typedef {{fill?: string, stroke?: string, width?: number, opacity?: number, dash?: number[]}} Paint
 * @typedef {Paint & {type: "circle", x: number, y: number, r: number}} CircleShape
 * @typedef {Paint & {type: "rect", x: number, y: number, w: number, h: number, radius?: number}} RectShape
 * @typedef {Paint & {type: "polygon", points: number[][], closed?: boolean}} PolygonShape
 * @typedef {Paint & {type: "text", x: number, y: number, text: string, size: number,
 *   anchor?: "start" | "middle" | "end", bold?: boolean}} TextShape
 * @typedef {CircleShape | RectShape | PolygonShape | TextShape} Shape
 * @typedef {{id: string, x: number, y: number, shapes: Shape[], pick?: boolean,
 *   highlight?: "target" | "selected", label?: string, path?: number[][], dice?: boolean}} Piece
 * @typedef {{name: string, pieces: Piece[]}} Layer
 * @typedef {{fill: string, stroke: string, width: number, opacity: number, reach: number}} Halo
 * @typedef {{font: string, halos: {target: Halo, selected: Halo}}} Look
 * @typedef {Look & {width: number, height: number, background: string, layers: Layer[]}} Board
 * @typedef {{version: number, animate?: boolean, layers: Layer[]}} Scene
 * @typedef {{name: string, set?: Array<[number, Piece]>,
 *   change?: Array<Partial<Piece> & {id: string, unset?: string[]}>, drop?: string[], order?: string[]}} LayerPatch
 * @typedef {{type: "patch", base: number, version: number, animate: boolean, layers: LayerPatch[],
 *   message?: string, description?: string, news?: string}} Patch
 * @typedef {{x: number, y: number, alpha: number, turn?: number, size?: number}} Pose
 * @typedef {{points: number[][], lengths: number[], total: number, fade: boolean}} Glide
 */

/**
 * The scene after a patch, or null when the patch does not follow the scene we hold.
 * @param {Scene} scene
 * @param {Patch} patch
 * @returns {Scene | null}
 */
export function applyPatch(scene, patch) {
  if (!scene || scene.version !== patch.base) return null;
  /** @type {Layer[]} */
  const layers = [];
  for (const layer of scene.layers) {
    const change = patch.layers.find((p) => p.name === layer.name);
    if (!change) {
      layers.push(layer);
      continue;
    }
    /** @type {Map<string, Piece>} */
    const byId = new Map(layer.pieces.map((piece) => [piece.id, piece]));
    for (const id of change.drop ?? []) byId.delete(id);
    for (const partial of change.change ?? []) {
      const old = byId.get(partial.id);
      if (!old) return null;
      /** @type {Record<string, unknown>} */
      const merged = { ...old, ...partial };
      for (const key of partial.unset ?? []) delete merged[key];
      delete merged.unset;
      byId.set(partial.id, /** @type {Piece} */ (/** @type {unknown} */ (merged)));
    }
    // The pieces kept stay in order; each new one goes in at its index in the new layer.
    const order = change.order ?? layer.pieces.map((p) => p.id).filter((id) => byId.has(id));
    for (const [index, piece] of change.set ?? []) {
      byId.set(piece.id, piece);
      if (!change.order) order.splice(index, 0, piece.id);
    }
    const pieces = order.map((id) => byId.get(id));
    if (pieces.some((piece) => piece === undefined)) return null;
    layers.push({ name: layer.name, pieces: /** @type {Piece[]} */ (pieces) });
  }
  return { version: patch.version, animate: patch.animate, layers };
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Paint} paint
 * @param {boolean} filled
 */
function fillAndStroke(ctx, paint, filled = true) {
  ctx.globalAlpha *= paint.opacity ?? 1;
  if (filled && paint.fill) {
    ctx.fillStyle = paint.fill;
    ctx.fill();
  }
  if (paint.stroke) {
    ctx.strokeStyle = paint.stroke;
    ctx.lineWidth = paint.width ?? 1;
    ctx.setLineDash(paint.dash ?? []);
    ctx.stroke();
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Shape} shape
 * @param {string} font
 */
function paintShape(ctx, shape, font) {
  ctx.save();
  if (shape.type === "text") {
    ctx.globalAlpha *= shape.opacity ?? 1;
    ctx.font = `${shape.bold ? "bold " : ""}${shape.size}px ${font}`;
    ctx.textAlign = shape.anchor === "start" ? "left" : shape.anchor === "end" ? "right" : "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = shape.fill ?? "#000";
    ctx.fillText(shape.text, shape.x, shape.y);
    ctx.restore();
    return;
  }
  ctx.beginPath();
  if (shape.type === "circle") {
    ctx.arc(shape.x, shape.y, shape.r, 0, 2 * Math.PI);
  } else if (shape.type === "rect") {
    ctx.roundRect(shape.x, shape.y, shape.w, shape.h, shape.radius ?? 0);
  } else {
    shape.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    if (shape.closed !== false) ctx.closePath();
  }
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  fillAndStroke(ctx, shape, shape.type !== "polygon" || shape.closed !== false);
  ctx.restore();
}

/**
 * The halo under a highlighted piece: its first shape that is not text, grown.
 * @param {Piece} piece
 * @param {Look} look
 * @returns {Shape | null}
 */
function halo(piece, look) {
  if (!piece.highlight) return null;
  const { reach, ...paint } = look.halos[piece.highlight];
  for (const shape of piece.shapes) {
    if (shape.type === "circle")
      return { ...paint, type: "circle", x: shape.x, y: shape.y, r: shape.r + reach };
    if (shape.type === "rect") {
      return {
        ...paint,
        type: "rect",
        x: shape.x - reach,
        y: shape.y - reach,
        w: shape.w + 2 * reach,
        h: shape.h + 2 * reach,
        radius: (shape.radius ?? 0) + reach,
      };
    }
    if (shape.type === "polygon") {
      return {
        type: "polygon",
        points: shape.points,
        closed: shape.closed,
        stroke: paint.stroke,
        opacity: paint.opacity,
        width: (shape.width ?? 1) + 2 * reach,
      };
    }
  }
  return null;
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Piece} piece
 * @param {Pose} pose
 * @param {boolean} focused
 * @param {Look} look
 */
function paintPiece(ctx, piece, pose, focused, look) {
  ctx.save();
  ctx.globalAlpha = pose.alpha;
  ctx.translate(pose.x, pose.y);
  if (pose.turn) ctx.rotate(pose.turn);
  if (pose.size !== undefined) ctx.scale(pose.size, pose.size);
  const around = halo(piece, look);
  if (around) paintShape(ctx, around, look.font);
  for (const shape of piece.shapes) paintShape(ctx, shape, look.font);
  if (focused) {
    const box = bounds(piece);
    ctx.beginPath();
    ctx.roundRect(box.x - 4, box.y - 4, box.w + 8, box.h + 8, 6);
    ctx.setLineDash([4, 3]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = "#ffffff";
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * The box around a piece's shapes (text excluded), relative to the piece.
 * @param {Piece} piece
 */
function bounds(piece) {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const shape of piece.shapes) {
    /** @type {number[][]} */
    let corners = [];
    if (shape.type === "circle")
      corners = [
        [shape.x - shape.r, shape.y - shape.r],
        [shape.x + shape.r, shape.y + shape.r],
      ];
    else if (shape.type === "rect")
      corners = [
        [shape.x, shape.y],
        [shape.x + shape.w, shape.y + shape.h],
      ];
    else if (shape.type === "polygon") corners = shape.points;
    for (const [x, y] of corners) {
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (left === Infinity) return { x: -8, y: -8, w: 16, h: 16 };
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * True when the board point (x, y) falls on the piece (a few units of slack for fingers).
 * @param {Piece} piece
 * @param {Pose} pose
 * @param {number} x
 * @param {number} y
 */
function hits(piece, pose, x, y) {
  const px = x - pose.x;
  const py = y - pose.y;
  const slack = 3;
  return piece.shapes.some((shape) => {
    if (shape.type === "circle") return Math.hypot(px - shape.x, py - shape.y) <= shape.r + slack;
    if (shape.type === "rect") {
      return (
        px >= shape.x - slack &&
        px <= shape.x + shape.w + slack &&
        py >= shape.y - slack &&
        py <= shape.y + shape.h + slack
      );
    }
    return false;
  });
}

/** The least a piece's target measures on screen each way, in CSS pixels. */
export const TARGET = 24;

/**
 * A piece's target on screen: the box around the shapes a press can hit (any shape if none
 * can), in board units, scaled by `scale` CSS pixels a unit and grown to TARGET each way.
 * @param {Piece} piece
 * @param {Pose} pose
 * @param {number} scale
 * @returns {{x: number, y: number, w: number, h: number}}
 */
export function target(piece, pose, scale) {
  const hit = piece.shapes.filter((shape) => shape.type === "circle" || shape.type === "rect");
  const box = bounds(hit.length ? { ...piece, shapes: hit } : piece);
  const slack = hit.length ? 3 : 0;
  const w = (box.w + 2 * slack) * scale;
  const h = (box.h + 2 * slack) * scale;
  const x = (pose.x + box.x - slack) * scale - (Math.max(w, TARGET) - w) / 2;
  const y = (pose.y + box.y - slack) * scale - (Math.max(h, TARGET) - h) / 2;
  return { x, y, w: Math.max(w, TARGET), h: Math.max(h, TARGET) };
}

/**
 * A glide along `points`, measured so the piece moves at an even speed.
 * @param {number[][]} points
 * @param {boolean} fade
 * @returns {Glide}
 */
function glide(points, fade) {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    lengths.push(lengths[i - 1] + Math.hypot(bx - ax, by - ay));
  }
  return { points, lengths, total: lengths[lengths.length - 1], fade };
}

/**
 * Where a glide is at fraction t (0 to 1).
 * @param {Glide} g
 * @param {number} t
 * @returns {Pose}
 */
function along(g, t) {
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  const alpha = g.fade ? t : 1;
  if (g.total === 0) {
    const [x, y] = g.points[g.points.length - 1];
    return { x, y, alpha };
  }
  const distance = eased * g.total;
  let i = 1;
  while (i < g.points.length - 1 && g.lengths[i] < distance) i++;
  const [ax, ay] = g.points[i - 1];
  const [bx, by] = g.points[i];
  const span = g.lengths[i] - g.lengths[i - 1] || 1;
  const f = (distance - g.lengths[i - 1]) / span;
  return { x: ax + (bx - ax) * f, y: ay + (by - ay) * f, alpha };
}

/**
 * A die being rolled at fraction t (0 to 1): thrown in small, spinning, it hops and settles.
 * @param {Piece} piece
 * @param {number} t
 * @returns {Pose}
 */
function tumble(piece, t) {
  const eased = 1 - (1 - t) ** 3;
  return {
    x: piece.x,
    y: piece.y - 12 * Math.sin(Math.PI * t) * (1 - t),
    alpha: Math.min(1, 0.3 + 2 * t),
    turn: 3 * Math.PI * (1 - eased),
    size: 0.6 + 0.4 * eased,
  };
}

/**
 * A patch from its deflated JSON buffer.
 * @param {DataView | ArrayBuffer} buffer
 * @returns {Promise<Patch>}
 */
async function inflate(buffer) {
  const bytes =
    buffer instanceof DataView
      ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      : new Uint8Array(buffer);
  const stream = new Blob([/** @type {BlobPart} */ (bytes)])
    .stream()
    .pipeThrough(new DecompressionStream("deflate"));
  return JSON.parse(await new Response(stream).text());
}

/** @param {{ model: any }} context */
function initialize({ model }) {
  // Inflating is asynchronous: chain the patches so they apply in the order they came.
  let pending = Promise.resolve();
  model.on("msg:custom", (/** @type {any} */ msg, /** @type {Array<DataView>} */ buffers) => {
    if (!msg || msg.type !== "patch" || !buffers?.length) return;
    pending = pending
      .then(() => inflate(buffers[0]))
      .then((patch) => {
        const next = applyPatch(model.get("scene"), patch);
        if (!next) {
          model.send({ type: "resync" });
          return;
        }
        for (const name of /** @type {const} */ (["message", "description", "news"])) {
          if (patch[name] !== undefined) model.set(name, patch[name]);
        }
        model.set("scene", next);
      })
      .catch(() => model.send({ type: "resync" }));
  });
}

/** How many boards this page has shown: each description gets an id of its own. */
let shown = 0;

/** @param {{ model: any, el: HTMLElement }} context */
function render({ model, el }) {
  el.classList.add("junkspace-board");
  const message = document.createElement("p");
  message.className = "junkspace-message";
  message.setAttribute("role", "alert");
  // Read out by screen readers only: the board shows all of it.
  const news = document.createElement("p");
  news.className = "junkspace-news junkspace-unseen";
  news.setAttribute("aria-live", "polite");
  const status = document.createElement("p");
  status.className = "junkspace-status junkspace-unseen";
  status.setAttribute("aria-live", "polite");
  const description = document.createElement("p");
  description.className = "junkspace-description junkspace-unseen";
  description.id = `junkspace-description-${(shown += 1)}`;
  const canvas = document.createElement("canvas");
  // A named group of the pieces' buttons, described by the position in words; focusable
  // from script only, so that focus can stay on the board when no piece is left to pick.
  canvas.setAttribute("role", "group");
  /** The board's name for screen readers: the game's ("The Junk Orbit board"). */
  const nameTheBoard = () =>
    canvas.setAttribute("aria-label", model.get("words")?.board ?? "Board");
  nameTheBoard();
  canvas.setAttribute("aria-describedby", description.id);
  canvas.tabIndex = -1;
  // The pieces whose targets overlap where the player pressed, to choose from (Escape: none).
  const picker = document.createElement("div");
  picker.className = "junkspace-picker";
  picker.setAttribute("role", "dialog");
  picker.hidden = true;
  picker.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    closePicker();
    canvas.focus({ preventScroll: true });
  });
  el.append(message, news, status, description, canvas, picker);
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));

  /** @type {Board} */
  let board = model.get("board");
  /** @type {Scene} */
  let scene = model.get("scene");
  /** @type {HTMLCanvasElement | null} */
  let backdrop = null;
  let scale = 1;
  /** @type {Map<string, Glide>} */
  let glides = new Map();
  /** @type {Set<string>} the dice rolling now */
  let rolls = new Set();
  let started = 0;
  let duration = 0;
  let frame = 0;
  /** @type {string | null} */
  let focused = null;
  /** @type {string | null} the piece just picked, lit until Python answers */
  let lit = null;
  /** Unlights the piece if Python never answers (it repeated a message already shown). */
  let unlight = 0;

  /** @param {Piece} piece @param {number} now @returns {Pose} */
  function pose(piece, now) {
    const t = Math.min(1, (now - started) / duration);
    if (duration > 0 && rolls.has(piece.id)) return tumble(piece, t);
    const g = glides.get(piece.id);
    if (!g || duration <= 0) return { x: piece.x, y: piece.y, alpha: 1 };
    return along(g, t);
  }

  function paintBackdrop() {
    backdrop = document.createElement("canvas");
    backdrop.width = canvas.width;
    backdrop.height = canvas.height;
    const bctx = /** @type {CanvasRenderingContext2D} */ (backdrop.getContext("2d"));
    bctx.scale(scale, scale);
    bctx.fillStyle = board.background;
    bctx.fillRect(0, 0, board.width, board.height);
    for (const layer of board.layers) {
      for (const piece of layer.pieces)
        paintPiece(bctx, piece, { x: piece.x, y: piece.y, alpha: 1 }, false, board);
    }
  }

  function paint() {
    frame = 0;
    if (!board.width) return;
    if (!backdrop) paintBackdrop();
    const now = performance.now();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(/** @type {HTMLCanvasElement} */ (backdrop), 0, 0);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    for (const layer of scene.layers) {
      for (const piece of layer.pieces) {
        /** @type {Piece} */
        const shown = piece.id === lit ? { ...piece, highlight: "selected" } : piece;
        paintPiece(ctx, shown, pose(piece, now), piece.id === focused, board);
      }
    }
    canvas.dataset.lit = lit ?? "";
    canvas.dataset.painted = String(scene.version);
    if (duration > 0 && now - started < duration) frame = requestAnimationFrame(paint);
    else {
      glides = new Map();
      rolls = new Set();
      el.dataset.version = String(scene.version);
      markTargets();
    }
  }

  /** CSS pixels a board unit, as drawn now. */
  function cssScale() {
    return canvas.getBoundingClientRect().width / board.width || 0;
  }

  /** Each keyboard button tells where its piece's target is on screen (see TARGET). */
  function markTargets() {
    const scale = cssScale();
    const now = performance.now();
    for (const button of /** @type {HTMLButtonElement[]} */ ([...canvas.children])) {
      const piece = pieceById(button.dataset.id ?? "");
      if (!piece) continue;
      const { x, y, w, h } = target(piece, pose(piece, now), scale);
      button.dataset.target = [x, y, w, h].map((n) => n.toFixed(1)).join(" ");
    }
  }

  /** @param {string} id */
  function pieceById(id) {
    for (const layer of scene.layers) {
      const piece = layer.pieces.find((p) => p.id === id);
      if (piece) return piece;
    }
    return null;
  }

  function schedule() {
    if (!frame) frame = requestAnimationFrame(paint);
  }

  /**
   * The tallest the canvas may be: no limit when it fits its width only; when it fits the
   * window, the window's height below the canvas's place on the unscrolled page (at most a
   * third of the window counted above it, so a board far down a notebook still gets room).
   */
  function roomBelow() {
    if (model.get("fit") !== "window") return Infinity;
    let top = canvas.getBoundingClientRect().top + window.scrollY;
    for (let up = el.parentElement; up; up = up.parentElement) top += up.scrollTop;
    const room = window.innerHeight - Math.min(Math.max(top, 0), window.innerHeight / 3) - 12;
    return Math.max(room, 240);
  }

  function resize() {
    if (!board.width) return;
    const fitted = (roomBelow() * board.width) / board.height;
    // A board may grow past its scene's size (it is drawn in vectors) up to twice, so a big
    // window shows a big board and the canvas's pixels stay bounded.
    const cssWidth = Math.min(el.clientWidth || board.width, 2 * board.width, fitted);
    const ratio = window.devicePixelRatio || 1;
    scale = (cssWidth * ratio) / board.width;
    canvas.width = Math.round(board.width * scale);
    canvas.height = Math.round(board.height * scale);
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${(cssWidth * board.height) / board.width}px`;
    backdrop = null;
    schedule();
  }

  function updateText() {
    // A message without a new scene answers the pick just lit: it was refused.
    if (message.textContent !== model.get("message") && lit !== null) {
      lit = null;
      schedule();
    }
    message.textContent = model.get("message");
    const said = scene.layers
      .flatMap((layer) => layer.pieces)
      .find((piece) => piece.id === "status");
    news.textContent = model.get("news");
    status.textContent = said?.label ?? "";
    description.textContent = model.get("description");
  }

  /**
   * Keyboard and screen-reader access: a button for each piece that can be picked. Focus on
   * the board stays on it when the buttons change (a pick replaces them): on the same piece
   * if it can still be picked, else on the first that can, else on the board itself.
   */
  function updateButtons() {
    const wanted = scene.layers.flatMap((layer) => layer.pieces.filter((piece) => piece.pick));
    const kept = canvas.contains(document.activeElement) ? focused : undefined;
    canvas.replaceChildren(
      ...wanted.map((piece) => {
        const button = document.createElement("button");
        button.dataset.id = piece.id;
        button.textContent = piece.label || piece.id;
        button.addEventListener("focus", () => ((focused = piece.id), schedule()));
        button.addEventListener("blur", () => ((focused = null), schedule()));
        button.addEventListener("click", () => send(piece.id));
        return button;
      }),
    );
    if (kept === undefined) return;
    const buttons = /** @type {HTMLButtonElement[]} */ ([...canvas.children]);
    const next = buttons.find((button) => button.dataset.id === kept) ?? buttons[0] ?? canvas;
    next.focus({ preventScroll: true });
  }

  /**
   * Pick `id`: lit at once (painted now, not at the next frame), then sent to Python.
   * @param {string} id
   */
  function send(id) {
    closePicker();
    lit = id;
    cancelAnimationFrame(frame);
    paint();
    clearTimeout(unlight);
    unlight = window.setTimeout(() => ((lit = null), schedule()), 3000);
    model.send({ type: "pick", id, version: scene.version });
  }

  function closePicker() {
    if (picker.hidden) return;
    picker.hidden = true;
    picker.replaceChildren();
  }

  /**
   * Offer `pieces` in a list beside the point (x, y) of the canvas, in CSS pixels.
   * @param {Piece[]} pieces
   * @param {number} x
   * @param {number} y
   */
  function openPicker(pieces, x, y) {
    const words = model.get("words");
    const title = document.createElement("p");
    title.textContent = words.pick_one;
    const close = document.createElement("button");
    close.className = "junkspace-picker-close";
    close.textContent = "×";
    close.setAttribute("aria-label", words.close);
    close.addEventListener("click", closePicker);
    const choices = pieces.map((piece) => {
      const button = document.createElement("button");
      button.dataset.id = piece.id;
      button.textContent = piece.label || piece.id;
      button.addEventListener("click", () => send(piece.id));
      return button;
    });
    picker.setAttribute("aria-label", words.pick_one);
    picker.replaceChildren(close, title, ...choices);
    picker.hidden = false;
    const width = Math.min(280, canvas.clientWidth);
    const left = Math.min(Math.max(x - width / 2, 0), canvas.clientWidth - width);
    picker.style.width = `${width}px`;
    picker.style.left = `${canvas.offsetLeft + left}px`;
    picker.style.top = `${canvas.offsetTop + y + TARGET / 2}px`;
    choices[0].focus({ preventScroll: true });
  }

  function onScene() {
    lit = null;
    closePicker();
    const next = model.get("scene");
    const now = performance.now();
    const ms = next.animate === false ? 0 : model.get("glide");
    /** @type {Map<string, Pose>} */
    const before = new Map();
    /** @type {Map<string, Piece>} */
    const old = new Map();
    for (const layer of scene.layers) {
      for (const piece of layer.pieces) {
        before.set(piece.id, pose(piece, now));
        old.set(piece.id, piece);
      }
    }
    /** @type {Map<string, Glide>} */
    const moves = new Map();
    /** @type {Set<string>} */
    const rolled = new Set();
    if (ms > 0) {
      for (const layer of next.layers) {
        for (const piece of layer.pieces) {
          const was = before.get(piece.id);
          // A die rolls whenever it shows something new; the others keep still.
          if (piece.dice && JSON.stringify(piece) !== JSON.stringify(old.get(piece.id)))
            rolled.add(piece.id);
          // A new piece fades in where it is, or comes along the path it took.
          if (!was && piece.path?.length)
            moves.set(piece.id, glide([...piece.path, [piece.x, piece.y]], false));
          else if (!was) moves.set(piece.id, glide([[piece.x, piece.y]], true));
          else if (Math.hypot(was.x - piece.x, was.y - piece.y) > 0.5) {
            moves.set(
              piece.id,
              glide([[was.x, was.y], ...(piece.path ?? []), [piece.x, piece.y]], false),
            );
          }
        }
      }
    }
    scene = next;
    glides = moves;
    rolls = rolled;
    started = now;
    duration = moves.size || rolled.size ? ms : 0;
    updateButtons();
    updateText();
    schedule();
  }

  function onBoard() {
    board = model.get("board");
    resize();
  }

  /**
   * The piece drawn under the pointer that can be picked (the topmost), if any.
   * @param {MouseEvent} event
   */
  function pickedAt(event) {
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) * board.width) / box.width;
    const y = ((event.clientY - box.top) * board.height) / box.height;
    const now = performance.now();
    for (let l = scene.layers.length - 1; l >= 0; l--) {
      const pieces = scene.layers[l].pieces;
      for (let i = pieces.length - 1; i >= 0; i--) {
        const piece = pieces[i];
        if (piece.pick && hits(piece, pose(piece, now), x, y)) return piece;
      }
    }
    return null;
  }

  /**
   * The pieces that can be picked whose targets hold the pointer, nearest first.
   * @param {MouseEvent} event
   */
  function targetsAt(event) {
    const box = canvas.getBoundingClientRect();
    const [x, y] = [event.clientX - box.left, event.clientY - box.top];
    const scale = box.width / board.width;
    const now = performance.now();
    /** @type {Array<[number, Piece]>} */
    const found = [];
    for (const piece of scene.layers.flatMap((layer) => layer.pieces)) {
      if (!piece.pick) continue;
      const t = target(piece, pose(piece, now), scale);
      if (x < t.x || x > t.x + t.w || y < t.y || y > t.y + t.h) continue;
      found.push([Math.hypot(x - t.x - t.w / 2, y - t.y - t.h / 2), piece]);
    }
    return found.sort((a, b) => a[0] - b[0]).map(([, piece]) => piece);
  }

  /**
   * A press picks the piece whose target holds it; where targets overlap, a mouse picks the
   * piece drawn under it, and a finger (or a mouse beside every piece) gets the picker.
   * @param {PointerEvent} event
   */
  function onClick(event) {
    const near = targetsAt(event);
    const under = event.pointerType === "touch" ? null : pickedAt(event);
    if (under) send(under.id);
    else if (near.length === 1) send(near[0].id);
    else if (near.length > 1) {
      const box = canvas.getBoundingClientRect();
      openPicker(near, event.clientX - box.left, event.clientY - box.top);
    } else closePicker();
  }

  /** @param {MouseEvent} event */
  function onHover(event) {
    const near = targetsAt(event);
    const piece = pickedAt(event) ?? (near.length === 1 ? near[0] : null);
    canvas.style.cursor = near.length ? "pointer" : "default";
    canvas.title = piece?.label ?? "";
  }

  /**
   * Names for assistive technology in the app the board sits in (a GameApp dashboard):
   * ipywidgets leaves its sliders' handles unnamed and its scrolling panes out of the tab
   * order, and Voilà's page has no main landmark.
   * Done once the board is on the page, and again whenever the app's panes change.
   */
  /** @type {MutationObserver | null} */
  let watcher = null;
  function nameTheApp() {
    const app = el.closest(".junkspace-app");
    if (watcher || !app) return;
    const name = () => {
      if (!document.querySelector("main, [role=main]")) app.setAttribute("role", "main");
      // A pane that scrolls must be reachable by keyboard to be scrolled.
      for (const body of app.querySelectorAll(".js-tab-body:not([tabindex])")) body.tabIndex = 0;
      for (const handle of app.querySelectorAll(".noUi-handle:not([aria-label])")) {
        const label = handle.closest(".widget-slider")?.querySelector(".widget-label");
        if (label?.textContent) handle.setAttribute("aria-label", label.textContent);
      }
    };
    watcher = new MutationObserver(name);
    watcher.observe(app, { childList: true, subtree: true });
    name();
  }

  /** @type {Array<[string, () => void]>} what each change of the model redraws */
  const listeners = [
    ["change:scene", onScene],
    ["change:board", onBoard],
    ["change:message", updateText],
    ["change:description", updateText],
    ["change:fit", resize],
    ["change:words", nameTheBoard],
  ];
  const observer = new ResizeObserver(() => (nameTheApp(), resize()));
  observer.observe(el);
  window.addEventListener("resize", resize);
  for (const [event, listener] of listeners) model.on(event, listener);
  canvas.addEventListener("click", (event) => onClick(/** @type {PointerEvent} */ (event)));
  canvas.addEventListener("mousemove", onHover);
  updateButtons();
  updateText();
  resize();
  return () => {
    observer.disconnect();
    watcher?.disconnect();
    window.removeEventListener("resize", resize);
    for (const [event, listener] of listeners) model.off(event, listener);
    cancelAnimationFrame(frame);
  };
}

export default { initialize, render };
