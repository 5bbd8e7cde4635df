// <goo-badge count="7">: the QQ drag-to-dismiss badge as a drop-in custom element.
//
//   <script type="module" src="goo-badge.js"></script>   (goo-badge.wasm next to it)
//
// Every decision is GooGeometry's, compiled to goo-badge.wasm: one GooBadgeModel per element (the
// SwiftUI and UIKit badges' own) decides what the count shows and when a dismissal is reported,
// and its GooBadgeController hit-tests the touch, follows the finger, breaks, estimates the
// release velocity, springs home or bursts, and says when nothing moves any more. This file
// forwards attributes, pointer and key events to it with their time stamps and draws the frames
// it answers: in the element's own box at rest, in one viewport-wide overlay while anything
// moves, so that a dragged badge can leave its row and its container.
//
// Attributes: count, color, connector (quadratic | cubic | tangent | metaball), break-distance,
// radius, release (spring-back | dismiss-once-broken), reconnect, border (see README.md).
// Events: `dismiss` (bubbles) once per dismissal, when it is decided (the lift that bursts the
// badge, `badge.dismiss()`, Delete), while the burst plays on.

const wasmURL = new URL('goo-badge.wasm', import.meta.url);
const STYLES = ['quadratic', 'cubic', 'tangent', 'metaball'];
const PHASES = ['resting', 'dragging', 'dragging', 'returning', 'bursting', 'dismissed'];
// An input's bits (Playground/Sources/Exports.swift): GooBadgeModel.Effects, and a grab.
const REPORTED = 1;
const GRABBED = 4;
const PAD = 8; // CSS px around the badge box: the controller's hit slop, and room for the border
// The shortest time between two moves forwarded to the controller, ms. Its velocity estimator
// keeps the 16 newest samples and fits those of the last 100 ms: 15 samples this far apart span
// the whole window, and the 16th may be closer (the lift, or the last move of a pointer that
// stopped). A pen or high-rate mouse reports a move every millisecond or so (coalesced events):
// the moves in between are skipped, so the fit covers 100 ms, not the last 16 ms. A skipped move
// that stays the newest for GAP (the pointer stopped) is forwarded then.
const GAP = 100 / 14;
// Where each number sits in the module's buffer (FrameLayout in Playground/Sources).
const PARTICLES = 6;
const PATH = PARTICLES + 12 * 4;
const STRIDE = 7;

const { instance } = await WebAssembly.instantiate(
  await (await fetch(wasmURL)).arrayBuffer(),
  { goo: { now: () => performance.now() } },
);
const goo = instance.exports;
goo._initialize(); // a WASI reactor: run the module's constructors once
const bufferAddress = goo.goo_buffer();
const frameBuffer = () => new Float64Array(goo.memory.buffer, bufferAddress, PATH + 150 * STRIDE);
// The badge's look, GooBadgeStyle.default's (GooBadgeUI, compiled into the wasm): fill and text
// colours as r g b a in 0...1, font size, font weight, height, padding.
goo.goo_style();
const look = frameBuffer().slice(0, 12);
const css = (o) => `rgb(${look[o] * 255} ${look[o + 1] * 255} ${look[o + 2] * 255} / ${look[o + 3]})`;
const FILL = css(0);
const INK = css(4);
const decoder = new TextDecoder();
// What a badge's model shows (kind 0: the text as drawn; 1: the accessibility label), or '' when
// no badge is shown.
const wasmText = (handle, kind) => decoder.decode(
  new Uint8Array(goo.memory.buffer, bufferAddress, goo.goo_text(handle, kind)));

// Frames drawn and particles painted since the page loaded (for tests and demos).
export const stats = { frames: 0, particles: 0 };

const motion = matchMedia('(prefers-reduced-motion: reduce)');
const live = new Set(); // connected elements
const moving = new Set(); // elements to draw at the next frame: in the overlay, or in place once
let overlay = null;
let frameRequest = 0;

motion.addEventListener('change', () => {
  for (const badge of live) goo.goo_badge_reduce_motion(badge.handle, motion.matches ? 1 : 0);
});

// A change of pixel density (zoom, another screen) draws every badge again, sharp: the media
// query names the density it was made for, so a new one is made at each change.
(function watchDensity() {
  matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', () => {
    watchDensity();
    for (const badge of live) moving.add(badge);
    requestFrame();
  }, { once: true });
})();

// A touch that lands where a moving badge is drawn (during its return, over another row) catches
// it: every pointer down is offered to the moving badges first (here), then to the badge it
// landed on (its own listener, which also sees a badge inside a shadow root).
document.addEventListener('pointerdown', (event) => {
  for (const badge of moving) if (badge.grab(event)) return;
}, true);

function requestFrame() {
  frameRequest ||= requestAnimationFrame(tick);
}

// One display frame: every moving badge advanced and drawn in the overlay; another frame only if
// one of them still moves on its own. An overlay nothing was drawn in is hidden.
function tick(ms) {
  frameRequest = 0;
  const t = ms / 1000;
  let ctx = null;
  const overlayContext = () => (ctx ??= clearedOverlay());
  let again = false;
  for (const badge of moving) again = badge.draw(t, overlayContext) || again;
  if (again) requestFrame();
  if (!ctx && overlay) overlay.style.display = 'none';
}

// The shared overlay: fixed, viewport-wide, above everything, transparent to pointers.
function clearedOverlay() {
  if (!overlay) {
    overlay = document.createElement('canvas');
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText = 'position:fixed;left:0;top:0;pointer-events:none;z-index:2147483647';
    document.body.append(overlay);
  }
  overlay.style.display = 'block';
  const dpr = devicePixelRatio || 1;
  const width = Math.round(innerWidth * dpr);
  const height = Math.round(innerHeight * dpr);
  if (overlay.width !== width || overlay.height !== height) {
    overlay.width = width;
    overlay.height = height;
    overlay.style.width = `${innerWidth}px`; // the viewport, in the pointer events' CSS px
    overlay.style.height = `${innerHeight}px`;
  }
  const ctx = overlay.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return ctx;
}

// Draws the frame the last goo_badge_frame call left in the buffer, its origin at (x, y) device
// px, the badge's units scaled by (sx, sy) device px each.
function paint(ctx, badge, count, x, y, sx, sy) {
  const f = frameBuffer();
  ctx.setTransform(sx, 0, 0, sy, x, y);
  ctx.fillStyle = badge.color;
  for (let i = 0, o = PARTICLES; i < f[4]; i++, o += 4) {
    ctx.globalAlpha = f[o + 3];
    ctx.beginPath();
    ctx.arc(f[o], f[o + 1], f[o + 2], 0, 2 * Math.PI);
    ctx.fill();
  }
  stats.particles += f[4];
  stats.frames += 1;
  ctx.globalAlpha = f[1];
  if (count > 0) {
    const path = new Path2D();
    for (let i = 0, o = PATH; i < count; i++, o += STRIDE) {
      switch (f[o]) {
        case 0: path.moveTo(f[o + 1], f[o + 2]); break;
        case 1: path.lineTo(f[o + 1], f[o + 2]); break;
        case 2: path.quadraticCurveTo(f[o + 1], f[o + 2], f[o + 3], f[o + 4]); break;
        case 3:
          path.bezierCurveTo(f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6]);
          break;
        case 4: path.closePath(); break;
        // The canvas is y-down like the library, and its `counterclockwise` means what
        // CoreGraphics' `clockwise` does.
        case 5: path.arc(f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6] === 1); break;
      }
    }
    if (badge.hasAttribute('border')) { // under the fill: only its outer half shows
      ctx.lineJoin = 'round';
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#fff';
      ctx.stroke(path);
    }
    ctx.fill(path);
    ctx.fillStyle = INK;
    ctx.font = badge.font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(badge.label, f[2], f[3] + 0.05 * badge.radius);
  }
  ctx.globalAlpha = 1;
}

export class GooBadge extends HTMLElement {
  static observedAttributes = [
    'count', 'color', 'connector', 'break-distance', 'radius', 'release', 'reconnect', 'border',
    'hidden',
  ];

  handle = -1;
  #internals = this.attachInternals();
  #canvas;
  #pointer = null; // the pointer that holds the badge
  #sent = 0; // the time stamp of the last move forwarded, ms
  #held = null; // the newest move, when skipped (less than GAP after the last one forwarded)
  #width = 0; // the box, in the element's own CSS px (before any transform)
  #height = 0;
  #gone = false; // made inert: no badge shown (no count, or a dismissed one)
  #resize = 0; // the box's width once the badge rests, for a text placed while it moved
  // The phase of the frame drawn last: resting, dragging, returning, bursting or dismissed.
  phase = 'resting';

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      :host { display: inline-block; position: relative; vertical-align: middle; }
      :host([hidden]) { display: none; }
      :host(:focus-visible) { outline: 2px solid Highlight; outline-offset: 2px;
        border-radius: 999px; }
      canvas { position: absolute; left: -${PAD}px; top: -${PAD}px; touch-action: none;
        user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
      </style><canvas></canvas>`;
    this.#canvas = root.querySelector('canvas');
    this.#internals.role = 'button';
    this.addEventListener('pointerdown', (e) => this.grab(e));
    this.addEventListener('pointermove', (e) => {
      if (e.pointerId !== this.#pointer) return;
      const all = e.getCoalescedEvents?.() ?? [];
      for (const c of all.length ? all : [e]) {
        this.#held = c;
        if (c.timeStamp - this.#sent >= GAP) this.#move();
      }
      if (this.#held) moving.add(this), requestFrame();
    });
    this.addEventListener('pointerup', (e) => {
      if (e.pointerId === this.#pointer) this.#forward(e, goo.goo_badge_up);
    });
    for (const type of ['pointercancel', 'lostpointercapture']) {
      this.addEventListener(type, (e) => {
        if (e.pointerId === this.#pointer) this.#cancel(e.timeStamp);
      });
    }
    this.addEventListener('keydown', (e) => {
      if ((e.key === 'Delete' || e.key === 'Backspace') && this.dismiss()) e.preventDefault();
    });
  }

  // The count as a number for the model: "120", not "99+" (which is no count).
  get count() { return Number(this.getAttribute('count')); }
  // The count as drawn, from the model: "99+" past 99, between left-to-right marks so that it
  // reads so in a right-to-left page and in the overlay. The last one shown, kept: the wasm
  // writes it where the frame is read, and a dismissed badge's fade still draws it.
  label = '';
  get color() { return this.getAttribute('color') || FILL; }
  get radius() { return Number(this.getAttribute('radius')) || look[10] / 2; }
  get font() { return `${look[9]} ${look[8]}px system-ui, sans-serif`; }

  connectedCallback() {
    live.add(this);
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.handle = goo.goo_badge_create(motion.matches ? 1 : 0);
    this.#configure();
    goo.goo_badge_count(this.handle, this.count);
    this.#layout();
  }

  // Removed, even mid-drag: its model is forgotten and the overlay drawn again without it.
  disconnectedCallback() {
    live.delete(this);
    if (moving.delete(this)) requestFrame();
    goo.goo_badge_destroy(this.handle);
    this.handle = -1;
    this.#pointer = null;
  }

  // Each attribute goes to the model as the SwiftUI and UIKit badges give theirs: the count
  // (the model's rule decides what a count during a drag or a burst does), the rules and radius
  // (at once at rest, else once the badge rests). `hidden` takes the badge from the finger.
  // Before the element is connected (its attributes as parsed) there is no model yet: connecting
  // gives it them all.
  attributeChangedCallback(name) {
    if (this.handle < 0) return;
    if (name === 'count') goo.goo_badge_count(this.handle, this.count);
    else if (name === 'hidden') this.#cancel(performance.now());
    else this.#configure();
    this.#layout();
  }

  // The rules and the radius: an error for values the library refuses (the badge keeps its old
  // ones).
  #configure() {
    const code = goo.goo_badge_configure(
      this.handle, Math.max(0, STYLES.indexOf(this.getAttribute('connector'))), this.radius,
      Number(this.getAttribute('break-distance')) || 120,
      this.getAttribute('release') === 'dismiss-once-broken' ? 1 : 0,
      this.hasAttribute('reconnect') ? 1 : 0,
    );
    if (code < 0) throw new Error(`goo-badge: attributes refused (${code})`);
  }

  // The box for what the model shows: its text measured and placed (a capsule when wider than
  // round, the style's width), drawn at the next frame; the box takes the new size when the model
  // rebuilds the badge, at once at rest, else once it rests (`draw`). Showing nothing, it takes
  // no room once nothing of it moves (a dismissed badge's burst plays in its place first).
  #layout() {
    const label = wasmText(this.handle, 0);
    if (!label !== this.#gone) this.inert = this.#gone = !label; // neither focusable nor announced
    if (label) {
      const ctx = this.#canvas.getContext('2d');
      ctx.font = this.font;
      const width = goo.goo_badge_place(this.handle, ctx.measureText(label).width);
      this.label = label;
      this.#internals.ariaLabel = wasmText(this.handle, 1);
      this.#internals.ariaDescription = 'Drag away or press Delete to mark as read';
      if (goo.goo_badge_moving(this.handle) > 0) this.#resize = width;
      else this.#size(width);
    }
    this.style.display = label || goo.goo_badge_moving(this.handle) > 0 ? '' : 'none';
    moving.add(this); // drawn in place by the next frame
    requestFrame();
  }

  // The box `width` by the radius's height, its canvas 8 px larger on each side.
  #size(width) {
    const r = this.radius;
    this.#resize = 0;
    this.#width = width;
    this.#height = 2 * r;
    this.style.width = `${width}px`;
    this.style.height = `${2 * r}px`;
    this.#canvas.style.width = `${width + 2 * PAD}px`;
    this.#canvas.style.height = `${2 * r + 2 * PAD}px`;
  }

  // The badge's origin (its resting centre) in viewport CSS px, and the scale of a CSS transform
  // of its container (1 without one): the badge's own px are sx by sy viewport px.
  #place() {
    const box = this.getBoundingClientRect();
    return {
      x: box.left + box.width / 2, y: box.top + box.height / 2,
      sx: box.width / this.#width || 1, sy: box.height / this.#height || 1,
    };
  }

  // Offered a pointer down (the page's first, then its own): whether the controller grabbed it.
  grab(event) {
    if (event.button) return false;
    const o = this.#place();
    const bits = this.#events(goo.goo_badge_down(this.handle, (event.clientX - o.x) / o.sx,
      (event.clientY - o.y) / o.sy, event.timeStamp / 1000));
    if (bits < 0 || !(bits & GRABBED)) return false;
    this.#pointer = event.pointerId;
    this.#sent = event.timeStamp;
    this.setPointerCapture(event.pointerId);
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  // Dismisses the badge from code ("mark as read"): the burst of a drag's dismissal, and its one
  // `dismiss` event now. False, doing nothing, for a badge that is not shown (hidden, removed, no
  // count) or already bursting or dismissed.
  dismiss() {
    if (!this.getClientRects().length) return false;
    this.#pointer = null;
    return !!(this.#events(goo.goo_badge_dismiss(this.handle, performance.now() / 1000)) & REPORTED);
  }

  // The system or the page took the pointer (`ms` on the events' clock): the badge goes home.
  #cancel(ms) {
    if (this.#pointer === null) return;
    this.#pointer = this.#held = null;
    this.#events(goo.goo_badge_cancel(this.handle, ms / 1000));
  }

  // Forwards the move held.
  #move() {
    this.#sent = this.#held.timeStamp;
    this.#forward(this.#held, goo.goo_badge_move);
  }

  // A move or the lift of the holding pointer, in the badge's coordinates.
  #forward(event, call) {
    this.#held = null;
    if (call === goo.goo_badge_up) this.#pointer = null;
    const o = this.#place();
    this.#events(call(this.handle, (event.clientX - o.x) / o.sx, (event.clientY - o.y) / o.sy,
      event.timeStamp / 1000));
  }

  // What an input call returned, in any phase (an animation frame's too): the `dismiss` event
  // when the model reports the dismissal; a frame to draw (from `draw`, `wake` is false: the
  // frame is drawn). The badge is gone from then on, its burst aside: its box until the burst
  // ends, then none until a count again (`#layout`, which the app's handler may call first).
  #events(bits, wake = true) {
    if (bits > 0 && bits & REPORTED) {
      this.inert = this.#gone = true;
      this.dispatchEvent(new CustomEvent('dismiss', { bubbles: true, composed: true }));
    }
    if (bits >= 0 && wake) {
      moving.add(this);
      requestFrame();
    }
    return bits;
  }

  // Advances to `t` and draws: in place at rest (or nothing once dismissed), else in the overlay;
  // nothing while it is not rendered (`hidden`). Returns whether the badge still moves on its own
  // (in any phase: a drag may animate too).
  draw(t, overlayContext) {
    if (this.#held && 1000 * t - this.#held.timeStamp >= GAP) this.#move();
    this.#events(goo.goo_badge_advance(this.handle, t), false);
    const count = goo.goo_badge_frame(this.handle, t);
    const phase = frameBuffer()[0];
    this.phase = PHASES[phase];
    const inPlace = phase === 0 || phase === 5; // resting or dismissed: back in its own box
    if (inPlace && this.#resize) this.#size(this.#resize);
    const o = this.#place();
    const dpr = devicePixelRatio || 1;
    const sx = dpr * o.sx;
    const sy = dpr * o.sy;
    // Its own canvas in device px of the page as shown (transforms included), cleared.
    const canvas = this.#canvas;
    const width = Math.round((this.#width + 2 * PAD) * sx);
    const height = Math.round((this.#height + 2 * PAD) * sy);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    if (inPlace || !this.getClientRects().length) {
      moving.delete(this);
      if (this.#gone) this.style.display = 'none';
      if (inPlace) paint(ctx, this, count, width / 2, height / 2, sx, sy);
      return false;
    }
    paint(overlayContext(), this, count, dpr * o.x, dpr * o.y, sx, sy);
    return !!this.#held || goo.goo_badge_next_frame(this.handle, t) >= 0;
  }
}

// The median cost of one frame in µs (a move, its frame, its path written), for `badge`'s
// configuration: measured inside the module, in batches that outlast a coarsened clock tick.
export function benchmark(badge, frames = 1000, batches = 15) {
  return goo.goo_bench(badge.handle, frames, batches);
}

// Once per page: the module imported again under another URL (a cache-busting query) defines
// nothing, and the elements stay those of the first import.
if (!customElements.get('goo-badge')) customElements.define('goo-badge', GooBadge);
