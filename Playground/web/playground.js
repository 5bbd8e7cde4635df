// The playground page: pointer events in, the library's frames out, drawn on a canvas.
//
// All geometry comes from the wasm module (Playground/Sources, the GooGeometry library compiled
// with Embedded Swift): outlines, circles, spring-back frames, particles, hit testing. This file
// only turns pointer events into badge positions and velocities, and draws the numbers it reads.
//
// For tests, `window.gooTest` holds:
//   ready            true once the module is loaded and the first frame drawn
//   state            'rest' | 'dragging' | 'spring' | 'burst' | 'dismissed'
//   home             {x, y, r}: the badge at rest, in canvas CSS pixels (origin top left, y down)
//   frames           one record per frame drawn, oldest first (the last MAX_RECORDED):
//                    {phase: 'rest' | 'drag' | 'spring', style: 'quadratic' | 'cubic' |
//                    'tangent' | 'metaball', attached, area, anchor: {x, y, r}, drag: {x, y, r}}
//   outcome          'springBack' | 'dismiss' | null: the last release
//   frameCostMicros  the median cost of one frame (move + outline + path), measured in the module
//   wasmBytes        the size of the wasm module
//   error            a message if loading failed, else null

// Where each number sits in the module's buffer (FrameLayout in Playground/Sources).
const FRAME = {
  attached: 0, anchor: 1, drag: 4, area: 7, distance: 8, style: 9, header: 11, stride: 7,
};
const STYLE_NAMES = ['quadratic', 'cubic', 'tangent', 'metaball'];
const BADGE_RED = '#f2463a';
const HIT_SLOP = 8;        // CSS px around the badge that still grab it: a fingertip's margin
const VELOCITY_WINDOW = 100; // ms of pointer samples that make the release velocity
const MAX_RECORDED = 4000; // enough for a long drag and its spring, small enough to stay cheap
const BENCH_FRAMES = 1000; // per batch: milliseconds, far longer than a coarsened clock tick
const BENCH_BATCHES = 15;

const $ = (id) => document.getElementById(id);
const canvas = $('goo-canvas');
const ctx = canvas.getContext('2d');
const stats = $('stats');

const test = {
  ready: false, state: 'loading', home: null, frames: [], outcome: null,
  frameCostMicros: null, wasmBytes: 0, error: null,
};
window.gooTest = test;

let goo = null;        // the module's exports
let memory = null;     // its memory (re-read on every access: malloc may grow it)
let bufferAddress = 0; // the shared buffer (Playground.swift, FrameLayout)
let size = { w: 0, h: 0 };
let shown = null;      // the frame drawn last
let drag = null;       // the gesture in progress: pointer id, grab offset, samples
let animationStart = 0;
let settlingTime = 0;
let frameRequest = 0;
let dirty = false;

// WASI, as far as a page needs it: a clock for the benchmark, and text output to the console in
// case the module ever prints. Any other import fails loudly (see instantiate).
function wasiStubs() {
  const view = () => new DataView(memory.buffer);
  const pending = { 1: '', 2: '' };
  return {
    clock_time_get(clock, precision, timeAddress) {
      const ms = clock === 0 ? Date.now() : performance.now();
      view().setBigUint64(timeAddress, BigInt(Math.round(ms * 1e6)), true);
      return 0;
    },
    fd_write(fd, iovs, iovsLength, writtenAddress) {
      const v = view();
      let written = 0;
      for (let i = 0; i < iovsLength; i++) {
        const base = v.getUint32(iovs + 8 * i, true);
        const length = v.getUint32(iovs + 8 * i + 4, true);
        const bytes = new Uint8Array(memory.buffer, base, length);
        pending[fd] = (pending[fd] ?? '') + new TextDecoder().decode(bytes);
        written += length;
      }
      const lines = pending[fd].split('\n');
      pending[fd] = lines.pop();
      for (const line of lines) (fd === 2 ? console.error : console.log)(line);
      v.setUint32(writtenAddress, written, true);
      return 0;
    },
    proc_exit(code) { throw new Error(`goo-playground.wasm exited with status ${code}`); },
  };
}

async function instantiate() {
  const source = document.getElementById('goo-wasm');
  if (!source) {
    throw new Error('no wasm inline: open dist/goo-playground.html, built by Playground/build.sh');
  }
  const bytes = Uint8Array.from(atob(source.textContent.trim()), (c) => c.charCodeAt(0));
  const module = await WebAssembly.compile(bytes);
  const wasi = wasiStubs();
  const imports = {};
  for (const { module: name, name: field, kind } of WebAssembly.Module.imports(module)) {
    if (kind !== 'function') continue;
    imports[name] ??= {};
    imports[name][field] = (name === 'wasi_snapshot_preview1' && wasi[field]) || (() => {
      throw new Error(`goo-playground.wasm called ${name}.${field}, which the page lacks`);
    });
  }
  const instance = await WebAssembly.instantiate(module, imports);
  memory = instance.exports.memory;
  instance.exports._initialize?.(); // WASI reactor: run constructors once
  return { exports: instance.exports, bytes: bytes.length };
}

// Frames ------------------------------------------------------------------------------------

function circleAt(f, i) { return { x: f[i], y: f[i + 1], r: f[i + 2] }; }

// Reads the frame a goo_frame or goo_spring_frame call left in the buffer.
function readFrame(count) {
  const f = new Float64Array(memory.buffer, bufferAddress, FRAME.header + count * FRAME.stride);
  const path = new Path2D();
  for (let i = 0, o = FRAME.header; i < count; i++, o += FRAME.stride) {
    switch (f[o]) {
      case 0: path.moveTo(f[o + 1], f[o + 2]); break;
      case 1: path.lineTo(f[o + 1], f[o + 2]); break;
      case 2: path.quadraticCurveTo(f[o + 1], f[o + 2], f[o + 3], f[o + 4]); break;
      case 3: path.bezierCurveTo(f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6]); break;
      case 4: path.closePath(); break;
      // cx cy r start end clockwise. The canvas is y-down like the library, and its
      // `counterclockwise` flag means what CoreGraphics' `clockwise` does: turn toward
      // shrinking angles (counterclockwise on screen). Both draw a line from the current point.
      case 5: path.arc(f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6] === 1); break;
    }
  }
  return {
    attached: f[FRAME.attached] === 1,
    anchor: circleAt(f, FRAME.anchor),
    drag: circleAt(f, FRAME.drag),
    area: f[FRAME.area],
    style: STYLE_NAMES[f[FRAME.style]],
    path,
  };
}

function record(frame, phase) {
  const { style, attached, area, anchor, drag: badge } = frame;
  test.frames.push({ phase, style, attached, area, anchor, drag: badge });
  if (test.frames.length > MAX_RECORDED) test.frames.splice(0, test.frames.length - MAX_RECORDED);
}

// Drawing -----------------------------------------------------------------------------------

function clear() {
  ctx.clearRect(0, 0, size.w, size.h);
}

// One frame: the outline filled once (anchor, bridge and badge are one shape, so no seams), the
// white border stroked under the fill so only its outer half shows, the count on the badge.
function drawFrame(frame, phase) {
  clear();
  if ($('border').checked) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#fff';
    ctx.stroke(frame.path);
  }
  ctx.fillStyle = BADGE_RED;
  ctx.fill(frame.path);
  drawCount(frame.drag);
  shown = frame;
  record(frame, phase);
}

function drawCount({ x, y, r }) {
  const text = $('count').value.trim();
  if (!text || r <= 0) return;
  let px = Math.round(r * 1.15);
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  const width = ctx.measureText(text).width;
  if (width > 1.6 * r) { // three digits: shrink the type rather than overflow the badge
    px = Math.floor(px * (1.6 * r) / width);
    ctx.font = `600 ${px}px system-ui, sans-serif`;
  }
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + px * 0.05);
}

function drawParticles(count) {
  clear();
  const f = new Float64Array(memory.buffer, bufferAddress, 4 * count);
  ctx.fillStyle = BADGE_RED;
  for (let i = 0; i < count; i++) {
    ctx.globalAlpha = f[4 * i + 3];
    ctx.beginPath();
    ctx.arc(f[4 * i], f[4 * i + 1], f[4 * i + 2], 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawDismissed() {
  clear();
  ctx.fillStyle = '#5b6475';
  ctx.font = '14px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('Dismissed. Reset brings the badge back.', size.w / 2, size.h / 2);
}

function drawSession(phase) {
  drawFrame(readFrame(goo.goo_frame()), phase);
}

function setState(state) {
  test.state = state;
}

// The animation: spring back or burst, one library frame per display frame.
function tick(now) {
  frameRequest = 0;
  const t = Math.max(0, (now - animationStart) / 1000);
  if (test.state === 'spring') {
    if (t >= settlingTime) {
      goo.goo_reset(); // home within 0.1 pt: the exact rest frame from here on
      setState('rest');
      drawSession('rest');
      return;
    }
    drawFrame(readFrame(goo.goo_spring_frame(t)), 'spring');
  } else if (test.state === 'burst') {
    const count = goo.goo_burst(t);
    if (count === 0) {
      setState('dismissed');
      drawDismissed();
      return;
    }
    drawParticles(count);
  } else if (test.state === 'dragging' && dirty) {
    dirty = false;
    drawSession('drag');
    return;
  } else {
    return;
  }
  schedule();
}

function schedule() {
  if (!frameRequest) frameRequest = requestAnimationFrame(tick);
}

function startSpring() {
  settlingTime = goo.goo_settling_time();
  if (!(settlingTime >= 0)) settlingTime = 3; // an undamped spring never settles: stop anyway
  animationStart = performance.now();
  setState('spring');
  schedule();
}

// Pointer input -------------------------------------------------------------------------------

function pointIn(event) {
  const rect = canvas.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top, t: event.timeStamp };
}

// The badge's centre for a pointer position: the offset at the press keeps the badge where the
// finger took it instead of jumping its centre under the finger.
function badgeAt(p) {
  return { x: p.x - drag.dx, y: p.y - drag.dy };
}

// Points per second over the last VELOCITY_WINDOW ms; zero if the pointer rested before lifting.
function releaseVelocity(samples, now) {
  const recent = samples.filter((s) => now - s.t <= VELOCITY_WINDOW);
  if (recent.length < 2) return { vx: 0, vy: 0 };
  const first = recent[0];
  const last = recent[recent.length - 1];
  const dt = (last.t - first.t) / 1000;
  if (dt <= 0) return { vx: 0, vy: 0 };
  return { vx: (last.x - first.x) / dt, vy: (last.y - first.y) / dt };
}

canvas.addEventListener('pointerdown', (event) => {
  if (!goo || drag || !(test.state === 'rest' || test.state === 'spring')) return;
  if (event.pointerType === 'mouse' && event.button !== 0) return;
  const p = pointIn(event);
  if (!goo.goo_hit(p.x, p.y, HIT_SLOP)) return;
  event.preventDefault();
  const centre = shown.drag;
  drag = { id: event.pointerId, dx: p.x - centre.x, dy: p.y - centre.y, samples: [p] };
  canvas.setPointerCapture(event.pointerId);
  const at = badgeAt(p);
  if (goo.goo_begin(at.x, at.y) !== 0) { drag = null; return; }
  setState('dragging');
  dirty = true;
  schedule();
});

canvas.addEventListener('pointermove', (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const p = pointIn(event);
  drag.samples.push(p);
  if (drag.samples.length > 32) drag.samples.shift();
  const at = badgeAt(p);
  goo.goo_move(at.x, at.y);
  dirty = true;
  schedule();
});

canvas.addEventListener('pointerup', (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const p = pointIn(event);
  const at = badgeAt(p);
  const { vx, vy } = releaseVelocity([...drag.samples, p], p.t);
  drag = null;
  const outcome = goo.goo_end(at.x, at.y, vx, vy);
  if (outcome < 0) { cancelGesture(); return; }
  test.outcome = outcome === 0 ? 'springBack' : 'dismiss';
  if (outcome === 0) {
    startSpring();
  } else {
    animationStart = performance.now();
    setState('burst');
    schedule();
  }
});

// The system took the gesture (a scroll, a call): put the badge back.
function cancelGesture() {
  if (test.state !== 'dragging') return;
  drag = null;
  if (goo.goo_cancel() === 0) startSpring(); else resetBadge();
}
canvas.addEventListener('pointercancel', (event) => {
  if (drag && event.pointerId === drag.id) cancelGesture();
});
canvas.addEventListener('lostpointercapture', (event) => {
  if (drag && event.pointerId === drag.id) cancelGesture();
});

// Controls ------------------------------------------------------------------------------------

function resetBadge() {
  drag = null;
  goo.goo_reset();
  setState('rest');
  drawSession('rest');
}

// Applies the controls: a new session with the badge at rest in the middle of the canvas.
function configure() {
  const radius = Number($('radius').value);
  const breakDistance = Number($('break').value);
  $('radius-value').textContent = `${radius} px`;
  $('break-value').textContent = `${breakDistance} px`;
  const status = goo.goo_configure(
    Number($('style').value), radius, breakDistance, Number($('release').value),
    $('reconnect').checked ? 1 : 0, size.w / 2, size.h / 2,
  );
  if (status !== 0) throw new Error(`goo_configure refused the controls (${status})`);
  resetBadge();
  test.home = { ...shown.drag };
}

function measure() {
  test.frameCostMicros = goo.goo_bench(BENCH_FRAMES, BENCH_BATCHES);
  showStats();
}

function showStats() {
  const cost = test.frameCostMicros == null ? '…' : `${test.frameCostMicros.toFixed(2)} µs`;
  const kb = (test.wasmBytes / 1024).toFixed(1);
  stats.textContent =
    `one frame: ${cost} median (move + outline + path) · wasm: ${kb} KB (${test.wasmBytes} bytes)`;
}

function resize() {
  const rect = canvas.getBoundingClientRect();
  if (!goo || (rect.width === size.w && rect.height === size.h)) return;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(rect.width * dpr);
  canvas.height = Math.round(rect.height * dpr);
  // Draw in CSS pixels, the coordinates pointer events and the library use; the backing store
  // has a device pixel per pixel so curves stay sharp on high-DPI screens.
  ctx.setTransform(canvas.width / rect.width, 0, 0, canvas.height / rect.height, 0, 0);
  size = { w: rect.width, h: rect.height };
  configure();
}

for (const id of ['style', 'release', 'radius', 'break', 'reconnect']) {
  $(id).addEventListener('input', () => configure());
  $(id).addEventListener('change', () => measure());
}
for (const id of ['count', 'border']) {
  $(id).addEventListener('input', () => {
    if (shown && test.state === 'rest') drawSession('rest');
  });
}
$('reset').addEventListener('click', () => resetBadge());
window.addEventListener('resize', () => resize());

try {
  const { exports, bytes } = await instantiate();
  goo = exports;
  bufferAddress = goo.goo_buffer();
  test.wasmBytes = bytes;
  resize(); // sizes the canvas and configures the session for it
  showStats();
  test.ready = true;
  setTimeout(measure, 0); // after the first paint: the badge shows before the measurement runs
} catch (error) {
  test.error = String(error);
  stats.textContent = `Could not start: ${error.message}`;
  console.error(error);
}
