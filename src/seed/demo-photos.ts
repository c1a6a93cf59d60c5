/**
 * Illustrated stand-in photos for the demo listings.
 *
 * The demo seed has to work offline and must not ship anybody's real photos, so each listing photo is a
 * flat-style illustration drawn as SVG and rasterised to JPEG with sharp. Drawing is seeded by scene and
 * variant, so re-running the seed gives the same pictures.
 */
import sharp from 'sharp';

export type DemoScene =
  | 'flat'
  | 'plot'
  | 'villa'
  | 'farmland'
  | 'individual-house'
  | 'shop'
  | 'land'
  | 'building'
  | 'office-space'
  | 'showroom'
  | 'warehouse';

export const DEMO_SCENES: readonly DemoScene[] = Object.freeze([
  'flat',
  'plot',
  'villa',
  'farmland',
  'individual-house',
  'shop',
  'land',
  'building',
  'office-space',
  'showroom',
  'warehouse',
] as const);

/**
 * A JPEG "photo" (1600x1000) of the given kind of property; `variant` 0..2 gives three different
 * shots/palettes (other integers wrap around, so a listing index can be passed). Deterministic.
 */
export async function renderDemoPhoto(scene: DemoScene, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(scene, variant)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const W = 1600;
const H = 1000;

function demoPhotoSvg(scene: DemoScene, variant: number): string {
  const v = (((Math.trunc(variant) || 0) % 3) + 3) % 3;
  const mood = MOODS[timeOfDay(scene, v)];
  const p = new Painter(mood, v, hash(`${scene}:${v}`));
  const body = SCENES[scene](p);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${p.defs()}</defs>${body}</svg>`;
  return grade(svg, mood);
}

// ---------------------------------------------------------------------------------------------------------
// Colour and randomness

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive k lightens towards white, negative darkens towards black. */
function shade(hex: string, k: number): string {
  return k < 0 ? mix(hex, '#000000', -k) : mix(hex, '#ffffff', k);
}

function cycle<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cycle() needs a non-empty list');
  return item;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough to scatter clouds and lit windows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Time of day
//
// Scenes are drawn in "daylight" colours and then graded towards the time of day, so every scene gets
// golden hour and dusk for free. Things that make their own light (sky, lit windows, lamps) are marked
// with GLOW and skip the grade, which is what makes them glow against a darkened dusk scene.

type TimeOfDay = 'day' | 'golden' | 'dusk' | 'overcast';

type Mood = {
  time: TimeOfDay;
  sky: readonly string[];
  cloud: string;
  cloudOpacity: number;
  clouds: number;
  haze: string;
  hazeFar: string;
  grass: readonly [string, string];
  glass: readonly [string, string];
  litShare: number;
  gain: Rgb;
  tint: string;
  tintAmount: number;
  shadow: number;
};

const MOODS: Record<TimeOfDay, Mood> = {
  day: {
    time: 'day',
    sky: ['#3d84d6', '#7db7e8', '#d3ecf8'],
    cloud: '#ffffff',
    cloudOpacity: 0.95,
    clouds: 4,
    haze: '#9dbdd1',
    hazeFar: '#bcd6e4',
    grass: ['#8cc265', '#5e9a45'],
    glass: ['#dcf0fb', '#6d9ec6'],
    litShare: 0,
    gain: [1, 1, 1],
    tint: '#ffffff',
    tintAmount: 0,
    shadow: 0.16,
  },
  golden: {
    time: 'golden',
    sky: ['#5b7cc0', '#c99cb0', '#f6b98a', '#ffd694'],
    cloud: '#ffe0c4',
    cloudOpacity: 0.9,
    clouds: 3,
    haze: '#c99d92',
    hazeFar: '#e2b9a2',
    grass: ['#a9bd5c', '#6e8e3d'],
    glass: ['#ffe2b2', '#c5836a'],
    litShare: 0.1,
    gain: [1.04, 0.96, 0.86],
    tint: '#ff9a4d',
    tintAmount: 0.08,
    shadow: 0.22,
  },
  dusk: {
    time: 'dusk',
    sky: ['#1b2350', '#3f3b78', '#9a5f8e', '#f09a7a'],
    cloud: '#a783a8',
    cloudOpacity: 0.55,
    clouds: 2,
    haze: '#5a4f7e',
    hazeFar: '#806994',
    grass: ['#5b7a4d', '#36502f'],
    glass: ['#56609a', '#272e52'],
    litShare: 0.55,
    gain: [0.5, 0.5, 0.66],
    tint: '#2b2f63',
    tintAmount: 0.12,
    shadow: 0.1,
  },
  overcast: {
    time: 'overcast',
    sky: ['#7f8fa0', '#aebbc6', '#dde3e6'],
    cloud: '#c5cdd4',
    cloudOpacity: 0.95,
    clouds: 7,
    haze: '#8aa096',
    hazeFar: '#a9b9b3',
    grass: ['#7db45c', '#4b8a3b'],
    glass: ['#d2dade', '#8595a1'],
    litShare: 0.04,
    gain: [0.94, 0.97, 1],
    tint: '#93a0aa',
    tintAmount: 0.1,
    shadow: 0.08,
  },
};

// Empty land has no lights to switch on at dusk, so its third shot is a monsoon day instead.
const UNLIT_SCENES: ReadonlySet<DemoScene> = new Set(['plot', 'farmland', 'land']);

function timeOfDay(scene: DemoScene, variant: number): TimeOfDay {
  if (variant === 0) return 'day';
  if (variant === 1) return 'golden';
  return UNLIT_SCENES.has(scene) ? 'overcast' : 'dusk';
}

const GLOW = 'data-glow="1"';

function grade(svg: string, mood: Mood): string {
  if (mood.time === 'day') return svg;
  const [gr, gg, gb] = mood.gain;
  const graded = (hex: string) => {
    const [r, g, b] = rgb(hex);
    return mix(toHex([r * gr, g * gg, b * gb]), mood.tint, mood.tintAmount);
  };
  // A stack of "inside a glowing element" flags, so children of a glowing <g> or gradient skip the grade too.
  const glowing: boolean[] = [false];
  return svg.replace(/<[^>]+>/g, (tag) => {
    if (tag.startsWith('</')) {
      glowing.pop();
      return tag;
    }
    const keep = (glowing[glowing.length - 1] ?? false) || tag.includes(GLOW);
    if (!tag.endsWith('/>')) glowing.push(keep);
    return keep ? tag : tag.replace(/#[0-9a-f]{6}\b/gi, graded);
  });
}

// ---------------------------------------------------------------------------------------------------------
// SVG primitives

type Style = { fill?: string; stroke?: string; width?: number; opacity?: number; glow?: boolean };
type Paint = string | Style;

// Rounded numbers keep the markup small and the output independent of floating-point noise.
const n = (v: number): string => String(Math.round(v * 10) / 10);
const n2 = (v: number): string => String(Math.round(v * 100) / 100);

function attrs(paint: Paint): string {
  const s: Style = typeof paint === 'string' ? { fill: paint } : paint;
  let out = ` fill="${s.fill ?? 'none'}"`;
  if (s.stroke !== undefined) {
    out += ` stroke="${s.stroke}" stroke-width="${n(s.width ?? 1)}" stroke-linecap="round" stroke-linejoin="round"`;
  }
  if (s.opacity !== undefined) out += ` opacity="${n2(s.opacity)}"`;
  if (s.glow === true) out += ` ${GLOW}`;
  return out;
}

/** Path data with every interpolated number rounded. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? n(values[i] ?? 0) : ''), '');
}

const rect = (x: number, y: number, w: number, h: number, paint: Paint, r = 0): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r > 0 ? ` rx="${n(r)}"` : ''}${attrs(paint)}/>`;
const poly = (points: readonly number[], paint: Paint): string =>
  `<polygon points="${points.map(n).join(' ')}"${attrs(paint)}/>`;
const circle = (cx: number, cy: number, r: number, paint: Paint): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${attrs(paint)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, paint: Paint): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${attrs(paint)}/>`;
const path = (data: string, paint: Paint): string => `<path d="${data}"${attrs(paint)}/>`;
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  opacity?: number,
): string =>
  path(d`M${x1} ${y1}L${x2} ${y2}`, opacity === undefined ? { stroke, width } : { stroke, width, opacity });

function group(
  parts: string | readonly string[],
  opts: { transform?: string; opacity?: number; glow?: boolean } = {},
) {
  const body = typeof parts === 'string' ? parts : parts.join('');
  let a = '';
  if (opts.transform !== undefined) a += ` transform="${opts.transform}"`;
  if (opts.opacity !== undefined) a += ` opacity="${n2(opts.opacity)}"`;
  if (opts.glow === true) a += ` ${GLOW}`;
  return `<g${a}>${body}</g>`;
}

/** Draws local coordinates (origin on the ground, x to the right) at x, base, scale s, optionally mirrored. */
const place = (x: number, base: number, s: number, flip = false) =>
  `translate(${n(x)} ${n(base)}) scale(${n2(flip ? -s : s)} ${n2(s)})`;

type Stop = string | readonly [offset: number, color: string, opacity?: number];

class Painter {
  private readonly gradients: string[] = [];
  private readonly random: () => number;
  private nextId = 0;
  private glassUrl?: string;
  private litUrl?: string;

  constructor(
    readonly mood: Mood,
    readonly variant: number,
    seed: number,
  ) {
    this.random = prng(seed);
  }

  get night(): boolean {
    return this.mood.time === 'dusk';
  }

  rnd(min = 0, max = 1): number {
    return min + (max - min) * this.random();
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return cycle(items, Math.floor(this.random() * items.length));
  }

  linear(stops: readonly Stop[], dir: 'down' | 'right' | 'diagonal' = 'down', glow = false): string {
    const id = `g${this.nextId++}`;
    const [x2, y2] = dir === 'down' ? [0, 1] : dir === 'right' ? [1, 0] : [1, 1];
    this.gradients.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"${glow ? ` ${GLOW}` : ''}>` +
        `${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], glow = false): string {
    const id = `g${this.nextId++}`;
    this.gradients.push(
      `<radialGradient id="${id}"${glow ? ` ${GLOW}` : ''}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Window glass reflects the sky, so it is already in the mood's colours and skips the grade. */
  glass(): string {
    this.glassUrl ??= this.linear(this.mood.glass, 'diagonal', true);
    return this.glassUrl;
  }

  lit(): string {
    this.litUrl ??= this.linear(['#fff3c8', '#ffc870'], 'down', true);
    return this.litUrl;
  }

  /** A soft round light, e.g. around a lamp at dusk. */
  halo(color: string, strength: number): string {
    return this.radial(
      [
        [0, color, strength],
        [1, color, 0],
      ],
      true,
    );
  }

  defs(): string {
    return this.gradients.join('');
  }
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map((s, i) => {
      const [offset, color, opacity] =
        typeof s === 'string'
          ? [stops.length > 1 ? i / (stops.length - 1) : 0, s, 1]
          : [s[0], s[1], s[2] ?? 1];
      return `<stop offset="${n2(offset)}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${n2(opacity)}"` : ''}/>`;
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------------------
// Sky and landscape

function sky(p: Painter, horizon: number): string {
  const m = p.mood;
  const parts = [rect(0, 0, W, horizon + 80, { fill: p.linear(m.sky, 'down', true) })];
  if (m.time === 'day') parts.push(sun(p, 1330, 150, 44, '#fffbe8', '#fff3b8'));
  if (m.time === 'golden') parts.push(sun(p, 230, horizon - 120, 62, '#fff2c8', '#ffb45c'));
  if (m.time === 'dusk') parts.push(stars(p, horizon * 0.45), sun(p, 1290, 140, 24, '#f6f2dc', '#c9c3e8'));
  if (m.time === 'overcast') parts.push(rect(0, 0, W, 160, { fill: p.linear([m.cloud, [1, m.cloud, 0]]) }));
  parts.push(clouds(p, horizon));
  return parts.join('');
}

function sun(p: Painter, x: number, y: number, r: number, core: string, halo: string): string {
  return circle(x, y, r * 4.5, { fill: p.halo(halo, 0.6) }) + circle(x, y, r, { fill: core, glow: true });
}

function stars(p: Painter, maxY: number): string {
  const dots: string[] = [];
  for (let i = 0; i < 40; i++) {
    dots.push(
      circle(p.rnd(0, W), p.rnd(0, maxY), p.rnd(0.8, 2), { fill: '#ffffff', opacity: p.rnd(0.4, 0.9) }),
    );
  }
  return group(dots, { glow: true });
}

function clouds(p: Painter, horizon: number): string {
  const m = p.mood;
  const big = m.time === 'overcast';
  const parts: string[] = [];
  for (let i = 0; i < m.clouds; i++) {
    const x = ((i + 0.5) * W) / m.clouds + p.rnd(-90, 90);
    const y = big ? p.rnd(60, horizon * 0.5) : p.rnd(80, horizon * 0.42);
    parts.push(
      cloud(x, y, big ? p.rnd(1.3, 2) : p.rnd(0.7, 1.25), big ? shade(m.cloud, p.rnd(-0.12, 0.05)) : m.cloud),
    );
  }
  return group(parts, { opacity: m.cloudOpacity, glow: true });
}

function cloud(x: number, y: number, s: number, fill: string): string {
  return group(
    [
      rect(-110, -18, 220, 38, fill, 19),
      circle(-52, -20, 36, fill),
      circle(4, -40, 50, fill),
      circle(58, -18, 32, fill),
    ],
    { transform: place(x, y, s) },
  );
}

/** A smooth ridge across the picture, for distant hills and tree lines. */
function ridge(p: Painter, base: number, amp: number, fill: string, step = 170): string {
  const ys: number[] = [];
  for (let x = -step; x <= W + 2 * step; x += step) ys.push(base - amp * p.rnd(0.25, 1));
  const at = (i: number) => ys[i] ?? base;
  let data = d`M${-step} ${H}L${-step} ${at(0)}`;
  for (let i = 1; i < ys.length - 1; i++) {
    const x = -step + i * step;
    data += d`Q${x} ${at(i)} ${x + step / 2} ${(at(i) + at(i + 1)) / 2}`;
  }
  return path(data + d`L${W + 2 * step} ${H}Z`, fill);
}

function treeLine(p: Painter, base: number, fill: string, from = 0, to = W): string {
  const blobs = [rect(from, base - 12, to - from, 14, fill)];
  for (let x = from; x < to; x += p.rnd(22, 48)) {
    const r = p.rnd(14, 30);
    blobs.push(circle(x, base - r * 0.7, r, fill));
  }
  return blobs.join('');
}

/** Far-off city blocks, flat in the haze colour, so urban scenes feel like they sit in a city. */
function skyline(p: Painter, base: number, fill: string, from = 0, to = W, maxH = 200): string {
  const parts: string[] = [];
  for (let x = from; x < to;) {
    const w = p.rnd(50, 120);
    const h = p.rnd(maxH * 0.2, maxH);
    parts.push(rect(x, base - h, w, h + 4, fill));
    if (p.chance(0.2)) parts.push(rect(x + w / 2 - 1.5, base - h - 30, 3, 30, fill));
    x += w * p.rnd(0.75, 1.05);
  }
  return parts.join('');
}

function ground(p: Painter, top: number, colors: readonly string[] = p.mood.grass): string {
  return rect(0, top, W, H - top, p.linear(colors));
}

function shadow(p: Painter, x: number, y: number, rx: number, ry: number): string {
  return ellipse(x, y, rx, ry, { fill: '#000000', opacity: p.mood.shadow });
}

// ---------------------------------------------------------------------------------------------------------
// Plants

const LEAVES = ['#4f8f3b', '#3f7e37', '#5f9c40', '#467f45'];

/** Canopy blobs drawn twice (dark, then lighter and nudged up-left) for the flat-illustration shading. */
function foliage(blobs: ReadonlyArray<readonly [number, number, number]>, leaf: string, s: number): string {
  const dark = blobs.map(([x, y, r]) => circle(x * s, y * s, r * s, shade(leaf, -0.28)));
  const lit = blobs.map(([x, y, r]) => circle((x - 6) * s, (y - 8) * s, r * 0.88 * s, leaf));
  const [hx, hy, hr] = blobs[0] ?? [0, 0, 0];
  return [...dark, ...lit, circle((hx - 16) * s, (hy - 20) * s, hr * 0.4 * s, shade(leaf, 0.08))].join('');
}

type TreeKind = 'round' | 'tall' | 'spread';

function tree(p: Painter, x: number, base: number, s: number, kind: TreeKind = 'round'): string {
  const leaf = p.pick(LEAVES);
  const trunk = '#6b4a32';
  const parts = [shadow(p, x, base, 70 * s, 10 * s)];
  const local: string[] = [];
  if (kind === 'tall') {
    // Ashoka trees: the tall, narrow avenue trees of Indian housing societies.
    local.push(rect(-5, -40, 10, 40, trunk));
    local.push(ellipse(0, -150, 34, 118, shade(leaf, -0.28)), ellipse(-5, -156, 27, 108, leaf));
    local.push(ellipse(-12, -190, 9, 50, shade(leaf, 0.14)));
  } else if (kind === 'spread') {
    // Neem / mango: a broad canopy over a forked trunk.
    local.push(path('M-12 0L-8 -110L-40 -160L-32 -166L0 -126L30 -170L38 -162L8 -110L12 0Z', trunk));
    local.push(
      foliage(
        [
          [0, -185, 72],
          [-78, -150, 56],
          [80, -148, 58],
          [-38, -222, 52],
          [44, -224, 50],
        ],
        leaf,
        1,
      ),
    );
  } else {
    local.push(rect(-7, -95, 14, 95, trunk));
    local.push(
      foliage(
        [
          [0, -150, 60],
          [-44, -116, 44],
          [46, -114, 45],
        ],
        leaf,
        1,
      ),
    );
  }
  parts.push(group(local, { transform: place(x, base, s) }));
  return parts.join('');
}

function palm(p: Painter, x: number, base: number, h: number, lean: number): string {
  const tx = x + lean;
  const ty = base - h;
  const cx = x + lean * 0.1;
  const cy = base - h * 0.55;
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * tx,
    (1 - t) ** 2 * base + 2 * (1 - t) * t * cy + t * t * ty,
  ];
  const left: number[] = [];
  const right: number[] = [];
  const rings: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const [px, py] = at(t);
    const half = 11 - 5 * t;
    left.push(px - half, py);
    right.unshift(px + half, py);
    if (i > 0 && i < 12) rings.push(line(px - half, py, px + half, py + 3, '#6d5238', 2));
  }
  const fronds: string[] = [];
  const leaf = p.pick(['#4c8f3a', '#3f8a3f', '#5b9a35']);
  const angles = [-168, -140, -112, -70, -40, -12, 18, 165];
  for (const [i, angle] of angles.entries()) {
    const len = h * p.rnd(0.34, 0.44);
    fronds.push(frond(tx, ty, angle, len, i % 2 === 0 ? shade(leaf, -0.22) : leaf));
  }
  const nuts = [
    circle(tx - 8, ty + 10, 8, '#6f7a2c'),
    circle(tx + 7, ty + 12, 8, '#5f6a26'),
    circle(tx, ty + 18, 7, '#6f7a2c'),
  ];
  return [poly([...left, ...right], '#8d6d4b'), ...rings, ...nuts, ...fronds].join('');
}

function frond(x: number, y: number, angleDeg: number, len: number, fill: string): string {
  const a = (angleDeg * Math.PI) / 180;
  const tipX = x + Math.cos(a) * len;
  const tipY = y + Math.sin(a) * len + len * 0.38;
  const midX = x + Math.cos(a) * len * 0.55;
  const midY = y + Math.sin(a) * len * 0.55 - len * 0.22;
  const chord = Math.hypot(tipX - x, tipY - y) || 1;
  const nx = (-(tipY - y) / chord) * len * 0.16;
  const ny = ((tipX - x) / chord) * len * 0.16;
  return (
    path(d`M${x} ${y}Q${midX + nx} ${midY + ny} ${tipX} ${tipY}Q${midX - nx} ${midY - ny} ${x} ${y}Z`, fill) +
    path(d`M${x} ${y}Q${midX} ${midY} ${tipX} ${tipY}`, { stroke: shade(fill, -0.3), width: 2 })
  );
}

function shrub(p: Painter, x: number, base: number, s: number, flowers?: string): string {
  const parts = [
    foliage(
      [
        [0, -24, 26],
        [-24, -15, 19],
        [25, -14, 20],
      ],
      p.pick(LEAVES),
      1,
    ),
  ];
  // Bougainvillea-style dots of colour: cheap, and they make gardens read as gardens.
  if (flowers !== undefined) {
    for (let i = 0; i < 9; i++) parts.push(circle(p.rnd(-34, 30), p.rnd(-44, -12), p.rnd(3, 5), flowers));
  }
  return group(parts, { transform: place(x, base, s) });
}

function pottedPlant(p: Painter, x: number, base: number, s: number, pot = '#b5643c'): string {
  return group(
    [path('M-12 0L-15 -22L15 -22L12 0Z', pot), shrub(p, 0, -20, 0.55, p.chance(0.5) ? '#e0457b' : undefined)],
    { transform: place(x, base, s) },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Building parts

type WindowStyle = { frame: string; chajja?: string; grill?: string; sill?: string; split?: boolean };

function pane(p: Painter, x: number, y: number, w: number, h: number, lit?: boolean): string {
  const on = lit ?? p.chance(p.mood.litShare);
  return rect(x, y, w, h, { fill: on ? p.lit() : p.glass() });
}

function facadeWindow(p: Painter, x: number, y: number, w: number, h: number, style: WindowStyle): string {
  const parts: string[] = [];
  parts.push(rect(x - 4, y - 4, w + 8, h + 8, style.frame), pane(p, x, y, w, h));
  if (style.split !== false) parts.push(rect(x + w / 2 - 1.5, y, 3, h, style.frame));
  if (style.grill !== undefined) {
    for (let gx = x + 8; gx < x + w - 4; gx += 9) parts.push(rect(gx, y, 1.6, h, style.grill));
  }
  // The chajja (sunshade slab) over each window is the most recognisably Indian bit of a facade.
  if (style.chajja !== undefined) {
    parts.push(
      rect(x - 12, y - 14, w + 24, 8, style.chajja),
      rect(x - 6, y - 6, w + 12, 5, { fill: '#000000', opacity: 0.15 }),
    );
  }
  if (style.sill !== undefined) parts.push(rect(x - 8, y + h + 4, w + 16, 5, style.sill));
  return parts.join('');
}

function railing(x: number, y: number, w: number, h: number, color: string, gap = 11): string {
  const parts = [rect(x, y, w, 4, color), rect(x, y + h - 3, w, 3, color)];
  for (let bx = x + 3; bx < x + w - 2; bx += gap) parts.push(rect(bx, y, 2, h, color));
  parts.push(rect(x, y, 3, h, color), rect(x + w - 3, y, 3, h, color));
  return parts.join('');
}

function glassRailing(p: Painter, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, { fill: p.glass(), opacity: 0.55 }) + rect(x, y - 3, w, 4, '#c9ced4');
}

// Buildings are drawn in a simple oblique projection: front face flat, side and roof receding up-right.
const SLOPE = 0.42;

function block(x: number, top: number, w: number, h: number, depth: number, wall: string): string {
  const dx = depth;
  const dy = -depth * SLOPE;
  return [
    poly([x + w, top, x + w + dx, top + dy, x + w + dx, top + h + dy, x + w, top + h], shade(wall, -0.22)),
    poly([x, top, x + w, top, x + w + dx, top + dy, x + dx, top + dy], shade(wall, 0.12)),
    rect(x, top, w, h, wall),
  ].join('');
}

/** A window on a block's side face, from t0 to t1 of the depth. */
function sidePane(
  p: Painter,
  x: number,
  y: number,
  depth: number,
  t0: number,
  t1: number,
  h: number,
): string {
  const on = p.chance(p.mood.litShare);
  const [x0, x1] = [x + depth * t0, x + depth * t1];
  const [y0, y1] = [y - depth * SLOPE * t0, y - depth * SLOPE * t1];
  return poly(
    [x0, y0, x1, y1, x1, y1 + h, x0, y0 + h],
    on ? { fill: p.lit() } : { fill: p.glass(), opacity: 0.8 },
  );
}

function waterTank(x: number, base: number): string {
  return (
    rect(x - 22, base - 40, 44, 40, '#2b2d31', 4) +
    ellipse(x, base - 40, 22, 6, '#44474e') +
    rect(x - 22, base - 26, 44, 3, '#3a3d43') +
    rect(x - 22, base - 14, 44, 3, '#3a3d43')
  );
}

function streetLamp(p: Painter, x: number, base: number, h: number, dir: 1 | -1 = 1): string {
  const hx = x + 44 * dir;
  const hy = base - h + 4;
  const parts = [
    rect(x - 4, base - h, 8, h, '#4b5058'),
    path(d`M${x} ${base - h + 24}Q${x} ${base - h} ${x + 24 * dir} ${base - h}L${hx} ${base - h}`, {
      stroke: '#4b5058',
      width: 6,
    }),
    rect(hx - 16, hy - 8, 32, 9, '#3a3e45', 3),
  ];
  if (p.night) {
    parts.push(ellipse(hx, base + 6, 70, 14, { fill: p.halo('#ffd98a', 0.5) }));
    parts.push(circle(hx, hy + 6, 70, { fill: p.halo('#ffe3a0', 0.55) }));
  }
  parts.push(ellipse(hx, hy + 2, 12, 4, { fill: p.night ? '#fff4c8' : '#e6ebef', glow: p.night }));
  return parts.join('');
}

/** Overhead cables sagging between two points: they make Indian streets look lived in. */
function cable(x1: number, y1: number, x2: number, y2: number, sag: number, color = '#2f3136'): string {
  return path(d`M${x1} ${y1}Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag} ${x2} ${y2}`, {
    stroke: color,
    width: 2,
  });
}

function road(p: Painter, top: number, bottom: number, markings = true): string {
  const parts = [rect(0, top, W, bottom - top, p.linear(['#5a5e66', '#474a51']))];
  if (markings) {
    const mid = (top + bottom) / 2;
    for (let x = -40 + p.rnd(0, 80); x < W; x += 160) parts.push(rect(x, mid - 3, 80, 6, '#e9e6dc'));
  }
  return parts.join('');
}

function compoundWall(x: number, top: number, w: number, h: number, color: string, cap: string): string {
  const parts = [rect(x, top, w, h, color), rect(x - 4, top - 8, w + 8, 10, cap)];
  for (let px = x; px <= x + w; px += 160)
    parts.push(rect(px - 9, top - 16, 18, h + 16, shade(color, -0.08)));
  return parts.join('');
}

function gate(x: number, top: number, w: number, h: number, color: string): string {
  const parts = [
    rect(x, top, w, 6, color),
    rect(x, top + h - 6, w, 6, color),
    rect(x, top + h / 2, w, 4, color),
  ];
  for (let gx = x; gx <= x + w; gx += 12) parts.push(rect(gx - 1.5, top - 10, 3, h + 10, color));
  for (let gx = x + 6; gx < x + w; gx += 24)
    parts.push(circle(gx, top + h * 0.25, 5, { stroke: color, width: 2 }));
  parts.push(rect(x + w / 2 - 2, top - 10, 4, h + 10, shade(color, -0.3)));
  return parts.join('');
}

function pillar(p: Painter, x: number, top: number, base: number, color: string): string {
  const parts = [rect(x - 16, top, 32, base - top, color), rect(x - 20, top - 8, 40, 10, shade(color, 0.15))];
  parts.push(circle(x, top - 20, 12, { fill: p.night ? '#fff0c0' : '#f4f1ea', glow: p.night }));
  if (p.night) parts.push(circle(x, top - 20, 55, { fill: p.halo('#ffe0a0', 0.5) }));
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------------------
// Vehicles (drawn in local coordinates, origin at ground level under the middle)

const CAR_COLOURS = ['#c0392b', '#f1f1ee', '#2f5d8a', '#9aa3ad', '#2c2f33', '#b88a3d'];

function car(p: Painter, x: number, base: number, s: number, color: string, flip = false): string {
  const lamp = p.night ? { fill: '#fff4c8', glow: true } : '#f4ecd0';
  return group(
    [
      ellipse(0, 0, 112, 9, { fill: '#000000', opacity: p.mood.shadow + 0.1 }),
      path(
        'M-105 -14L-105 -36Q-103 -48 -85 -50L-52 -54L-28 -80Q-22 -86 -12 -86L42 -86Q50 -86 56 -79L78 -54L94 -50' +
          'Q105 -46 105 -34L105 -14Z',
        color,
      ),
      rect(-105, -24, 210, 10, shade(color, -0.3)),
      poly([-46, -56, -25, -79, -4, -79, -4, -56], p.glass()),
      poly([2, -56, 2, -79, 40, -79, 60, -56], p.glass()),
      line(-1, -56, -1, -24, shade(color, -0.25), 2),
      rect(94, -44, 10, 7, lamp, 2),
      rect(-105, -44, 6, 7, '#d2412f', 2),
      ...[-62, 62].flatMap((wx) => [circle(wx, -14, 18, '#222428'), circle(wx, -14, 8, '#b8bdc4')]),
    ],
    { transform: place(x, base, s, flip) },
  );
}

function scooter(p: Painter, x: number, base: number, s: number, color: string, flip = false): string {
  return group(
    [
      ellipse(0, 0, 60, 6, { fill: '#000000', opacity: p.mood.shadow + 0.1 }),
      path('M-72 -20Q-76 -58 -40 -62L-6 -62Q0 -44 -4 -28L-12 -20Z', color),
      rect(-12, -30, 44, 9, '#3a3c40', 3),
      path(
        'M24 -22Q24 -32 32 -36L40 -96L54 -96L52 -36Q62 -30 62 -18L56 -18Q54 -28 44 -30Q32 -30 30 -22Z',
        color,
      ),
      rect(-66, -74, 64, 13, '#2a2a2c', 6),
      rect(34, -106, 34, 10, color, 4),
      line(36, -104, 22, -112, '#2a2a2c', 3),
      ellipse(66, -100, 5, 6, '#f4ecd0'),
      ...[-44, 44].flatMap((wx) => [circle(wx, -14, 15, '#222428'), circle(wx, -14, 6, '#b8bdc4')]),
    ],
    { transform: place(x, base, s, flip) },
  );
}

function truck(p: Painter, x: number, base: number, s: number, cab: string, box: string): string {
  const ribs: string[] = [];
  for (let rx = -270; rx < 150; rx += 32) ribs.push(rect(rx, -228, 3, 170, shade(box, -0.12)));
  const lamp = p.night ? { fill: '#fff4c8', glow: true } : '#f4ecd0';
  return group(
    [
      ellipse(0, 0, 300, 12, { fill: '#000000', opacity: p.mood.shadow + 0.1 }),
      rect(-280, -64, 570, 16, '#2d2f33'),
      rect(-282, -232, 436, 176, box, 4),
      ...ribs,
      rect(-282, -232, 436, 10, shade(box, 0.15)),
      path('M160 -50L160 -200Q160 -216 176 -216L238 -216Q254 -216 262 -200L284 -130L286 -50Z', cab),
      poly([188, -202, 244, -202, 264, -142, 188, -142], p.glass()),
      // Painted stripe and fringe in the spirit of Indian truck art.
      rect(160, -122, 126, 12, '#1f6f8b'),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        poly([164 + i * 15, -110, 178 + i * 15, -110, 171 + i * 15, -98], '#e8c33a'),
      ),
      rect(276, -70, 14, 22, '#33363b'),
      rect(276, -96, 10, 12, lamp, 2),
      ...[-215, -150, 208].flatMap((wx) => [circle(wx, -26, 26, '#222428'), circle(wx, -26, 10, '#aab0b7')]),
    ],
    { transform: place(x, base, s) },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Scenes

type SceneFn = (p: Painter) => string;

const flatScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 650;
  const wall = cycle(['#f1e4cf', '#ead4c4', '#dfe5ec'], v);
  const accent = cycle(['#c86b43', '#4e78a6', '#7d9150'], v);
  const x = cycle([520, 440, 580], v);
  const base = 800;
  const neighbour = mix(p.mood.haze, '#ffffff', 0.3);
  return [
    sky(p, horizon),
    skyline(p, horizon, p.mood.hazeFar),
    block(110, 330, 250, horizon - 330, 60, neighbour),
    windowGridFlat(140, 360, 4, 9, 36, 20, 20, 12, shade(neighbour, -0.12)),
    ground(p, horizon),
    rect(0, 700, W, 110, p.linear(['#c9c1b1', '#b3aa98'])),
    apartment(p, x, base, 8, 4, wall, accent),
    tree(p, 120, 850, 1.3, 'tall'),
    tree(p, 300, 850, 1.2, 'tall'),
    tree(p, 1390, 850, 1.3, v === 1 ? 'spread' : 'round'),
    rect(x + 200, 800, 230, 62, '#a9a192'),
    compoundWall(0, 812, x + 210, 50, shade(wall, -0.05), accent),
    compoundWall(x + 420, 812, W - x - 420, 50, shade(wall, -0.05), accent),
    gate(x + 210, 806, 210, 56, '#3b3f46'),
    rect(0, 862, W, 20, '#c9c2b4'),
    road(p, 882, H),
    streetLamp(p, x - 80, 874, 260),
    car(p, cycle([1150, 300, 1250], v), 968, 1.05, cycle(CAR_COLOURS, v + 1), v === 1),
  ].join('');
};

/** A plain grid of window slots, for background buildings that only need texture. */
function windowGridFlat(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gx: number,
  gy: number,
  fill: string,
) {
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) parts.push(rect(x + c * (w + gx), y + r * (h + gy), w, h, fill));
  }
  return parts.join('');
}

function apartment(
  p: Painter,
  x: number,
  base: number,
  floors: number,
  bays: number,
  wall: string,
  accent: string,
) {
  const bayW = 150;
  const floorH = 56;
  const stiltH = 62;
  const parapet = 18;
  const depth = 110;
  const w = bays * bayW;
  const top = base - stiltH - floors * floorH - parapet;
  const balconies = p.variant === 1 ? [1, 2] : [0, bays - 1];
  const parts = [block(x, top, w, base - top, depth, wall)];

  // Stilt parking under the flats, as in most Indian apartment blocks.
  parts.push(rect(x, base - stiltH, w, stiltH, '#3b3d43'));
  for (let b = 0; b <= bays; b++)
    parts.push(rect(x + b * bayW - 10 - (b === bays ? 8 : 0), base - stiltH, 18, stiltH, wall));

  for (let f = 0; f < floors; f++) {
    const yTop = base - stiltH - (f + 1) * floorH;
    const yBottom = yTop + floorH;
    parts.push(rect(x, yBottom - 5, w, 5, shade(wall, -0.1)));
    parts.push(
      sidePane(p, x + w, yTop + 14, depth, 0.2, 0.45, 26),
      sidePane(p, x + w, yTop + 14, depth, 0.6, 0.85, 26),
    );
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bayW;
      if (balconies.includes(b)) {
        parts.push(rect(bx + 10, yTop + 4, bayW - 20, floorH - 9, shade(wall, -0.35)));
        parts.push(pane(p, bx + 24, yTop + 9, 42, floorH - 14), pane(p, bx + 76, yTop + 9, 50, 26));
        parts.push(rect(bx + 2, yBottom - 10, bayW - 4, 10, '#f7f4ee'));
        parts.push(
          p.variant === 2
            ? glassRailing(p, bx + 6, yBottom - 30, bayW - 12, 20)
            : railing(bx + 6, yBottom - 30, bayW - 12, 20, '#32363c'),
        );
        if (p.chance(0.35)) parts.push(pottedPlant(p, bx + p.rnd(20, bayW - 20), yBottom - 10, 0.9));
      } else {
        const style = { frame: '#fbfaf7', chajja: shade(wall, -0.12) };
        parts.push(
          facadeWindow(p, bx + 24, yTop + 18, 44, 26, style),
          facadeWindow(p, bx + 84, yTop + 18, 44, 26, style),
        );
      }
    }
    // Staircase core: a strip of small windows in the accent colour.
    parts.push(
      rect(x + w / 2 - 20, yTop, 40, floorH, accent),
      rect(x + w / 2 - 8, yTop + 16, 16, 22, shade(accent, -0.35)),
    );
  }
  parts.push(
    rect(x - 4, top, w + 8, parapet, shade(wall, 0.15)),
    rect(x - 4, top + parapet - 5, w + 8, 5, accent),
  );

  // Lift machine room and the ubiquitous black water tanks on the terrace.
  const roofY = top - 22;
  parts.push(block(x + w * 0.52 + 30, roofY - 60, 100, 60, 36, accent));
  parts.push(
    waterTank(x + 90 + 30, roofY),
    waterTank(x + 150 + 30, roofY),
    waterTank(x + w - 60 + 30, roofY),
  );
  return parts.join('');
}

const villaScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 600;
  const wall = cycle(['#f7f3ea', '#efe1c6', '#e4e9e3'], v);
  const roof = cycle(['#b4533b', '#5b606c', '#8b4a33'], v);
  const stone = cycle(['#a8927b', '#7d7268', '#b99c7a'], v);
  const wood = '#8a5a3b';
  const base = 740;
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 10, 90, p.mood.hazeFar),
    treeLine(p, horizon + 6, mix(p.mood.haze, '#3f6f3a', 0.45)),
    ground(p, horizon),
  ];

  // Ground floor, with a roof terrace over its right half.
  parts.push(block(380, 520, 840, base - 520, 70, wall), rect(360, 508, 900, 14, '#f4f4f2'));
  parts.push(rect(380, 520, 110, base - 520, stone));
  for (let i = 0; i < 14; i++) {
    parts.push(
      rect(384 + (i % 3) * 36, 526 + Math.floor(i / 3) * 44, 32, 38, shade(stone, p.rnd(-0.15, 0.12))),
    );
  }
  parts.push(rect(520, 580, 300, base - 580, '#4a4e55'));
  for (let i = 0; i < 3; i++) parts.push(pane(p, 526 + i * 98, 586, 92, base - 592));
  parts.push(
    rect(880, 600, 70, base - 600, wood),
    circle(938, 670, 4, '#e0c27a'),
    rect(860, 582, 110, 10, '#4a4e55'),
  );
  parts.push(facadeWindow(p, 1010, 590, 170, 90, { frame: '#42464d', sill: '#d7d2c8' }));
  parts.push(glassRailing(p, 910, 470, 300, 38));

  // Upper floor under a hipped roof.
  parts.push(block(450, 340, 440, 168, 60, wall));
  parts.push(
    facadeWindow(p, 480, 385, 120, 95, { frame: '#42464d' }),
    facadeWindow(p, 650, 385, 200, 95, { frame: '#42464d' }),
  );
  parts.push(rect(640, 470, 220, 12, '#f4f4f2'), railing(640, 446, 220, 26, '#42464d'));
  parts.push(poly([410, 346, 930, 346, 955, 320, 850, 246, 520, 246], roof));
  parts.push(poly([410, 346, 930, 346, 930, 358, 410, 358], shade(roof, -0.3)));
  parts.push(poly([850, 246, 955, 320, 930, 346], shade(roof, -0.18)));

  parts.push(palm(p, 250, 760, 440, -40), shrub(p, 330, 752, 1.2, '#d6336c'));
  for (let sx = 520; sx < 1240; sx += 70)
    parts.push(shrub(p, sx, 756, 0.8, sx % 140 === 0 ? '#f08c2e' : undefined));
  parts.push(tree(p, 1390, 770, 1.3, 'round'), shrub(p, 1270, 760, 1.1, '#d6336c'));

  if (v === 0) {
    // Pool in the foreground, only in the first shot.
    parts.push(poly([240, 810, 1480, 810, 1580, 990, 130, 990], '#e9e4da'));
    parts.push(poly([300, 830, 1140, 830, 1200, 960, 220, 960], p.linear(['#7fd6ea', '#2a9cc6'])));
    for (let i = 0; i < 6; i++) {
      const y = 850 + i * 20;
      const wx = p.rnd(320, 1000);
      parts.push(path(d`M${wx} ${y}q20 -6 40 0t40 0`, { stroke: '#ffffff', width: 3, opacity: 0.7 }));
    }
    parts.push(lounger(1330, 900), lounger(1420, 960));
  } else {
    parts.push(poly([780, 760, 1000, 760, 1240, H, 620, H], p.linear(['#cfc8bb', '#a9a194'])));
    parts.push(car(p, 960, 930, 1.25, cycle(CAR_COLOURS, v + 2), v === 2));
    parts.push(gardenLamp(p, 720, 900), gardenLamp(p, 1230, 900));
    for (let sx = 80; sx < 600; sx += 80) parts.push(shrub(p, sx, 990, 1.3, '#e8577e'));
  }
  return parts.join('');
};

function lounger(x: number, base: number): string {
  return (
    poly(
      [
        x - 70,
        base - 30,
        x + 30,
        base - 30,
        x + 70,
        base - 70,
        x + 78,
        base - 66,
        x + 40,
        base - 22,
        x - 70,
        base - 22,
      ],
      '#fdfdfb',
    ) +
    rect(x - 64, base - 22, 6, 22, '#9aa0a6') +
    rect(x + 28, base - 22, 6, 22, '#9aa0a6')
  );
}

function gardenLamp(p: Painter, x: number, base: number): string {
  const parts = [
    rect(x - 3, base - 70, 6, 70, '#3a3e45'),
    rect(x - 9, base - 86, 18, 18, p.night ? { fill: '#fff0c0', glow: true } : '#e6e2d8', 3),
  ];
  if (p.night) parts.push(circle(x, base - 77, 50, { fill: p.halo('#ffe0a0', 0.5) }));
  return parts.join('');
}

const individualHouseScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 620;
  const wall = cycle(['#f4c8a6', '#bfe0cd', '#f4d680'], v);
  const accent = cycle(['#a4553a', '#2f7a68', '#b5652a'], v);
  const trim = '#fbf8f2';
  const [x, w, base, floorH] = [460, 660, 790, 200];
  const y1 = base - 2 * floorH;
  const roofY = y1 - 20;
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 20, 60, p.mood.hazeFar),
    neighbourHouses(p, horizon),
    ground(p, horizon, ['#cdbf9f', '#b59f7d']),
  ];

  parts.push(block(x, roofY, w, base - roofY, 60, wall));
  parts.push(rect(x - 6, roofY, w + 12, 20, shade(wall, 0.2)), rect(x - 6, roofY + 14, w + 12, 6, accent));

  // Ground floor: grilled windows, a wooden double door under a portico.
  const g = { frame: trim, chajja: accent, grill: '#3a3d42' };
  parts.push(
    facadeWindow(p, x + 40, base - 160, 120, 90, g),
    facadeWindow(p, x + w - 160, base - 160, 120, 90, g),
  );
  parts.push(rect(x + 270, base - 165, 120, 165, trim), rect(x + 280, base - 155, 100, 155, '#7a4a2c'));
  parts.push(rect(x + 329, base - 155, 2, 155, '#5a3520'));
  parts.push(circle(x + 320, base - 80, 4, '#e2c27a'), circle(x + 340, base - 80, 4, '#e2c27a'));
  parts.push(rect(x + 250, base - 182, 160, 12, accent));

  // First floor: a balcony with the usual MS railing and plants.
  parts.push(
    rect(x + 30, y1 + 30, 110, floorH - 30, shade(wall, -0.3)),
    pane(p, x + 42, y1 + 42, 86, floorH - 42),
  );
  parts.push(facadeWindow(p, x + 210, y1 + 60, 140, 90, { frame: trim, chajja: accent }));
  parts.push(facadeWindow(p, x + w - 180, y1 + 60, 140, 90, { frame: trim, chajja: accent }));
  parts.push(
    rect(x - 6, base - floorH - 8, w + 12, 10, trim),
    rect(x - 16, base - floorH - 12, 410, 14, trim),
  );
  parts.push(railing(x - 12, base - floorH - 52, 402, 40, '#2f3338', 14));
  parts.push(
    pottedPlant(p, x + 180, base - floorH - 12, 1.2),
    pottedPlant(p, x + 330, base - floorH - 12, 1),
  );

  // Staircase headroom ("mumty") with the water tank on top, and a TV antenna.
  parts.push(block(x + w - 190, roofY - 110, 140, 110, 40, shade(wall, -0.05)));
  parts.push(
    rect(x + w - 150, roofY - 86, 50, 86, '#6d4a32'),
    rect(x + w - 200, roofY - 118, 160, 10, accent),
  );
  parts.push(waterTank(x + w - 80, roofY - 112));
  parts.push(
    rect(x + 20, roofY - 40, 4, 40, '#6a6d72'),
    line(x + 22, roofY - 40, x + 120, roofY - 54, '#6a6d72', 2),
  );

  if (v === 1) parts.push(palm(p, 1340, 760, 500, 40));
  parts.push(tree(p, cycle([300, 280, 1350], v), 780, 1.6, 'spread'));

  // Compound wall and gate in front.
  const wallColor = shade(wall, -0.08);
  const [gateL, gateR] = [x + 250, x + 410];
  parts.push(
    compoundWall(0, 740, gateL, 90, wallColor, accent),
    compoundWall(gateR, 740, W - gateR, 90, wallColor, accent),
  );
  parts.push(
    pillar(p, gateL, 716, 830, shade(wallColor, -0.05)),
    pillar(p, gateR, 716, 830, shade(wallColor, -0.05)),
  );
  parts.push(gate(gateL + 18, 736, gateR - gateL - 36, 94, cycle(['#2d4f3c', '#3a3d42', '#7a2f2f'], v)));
  for (const px of [180, 380, 1200, 1420]) parts.push(pottedPlant(p, px, 732, 1.1));
  parts.push(rect(0, 830, W, 20, '#b5ab98'), road(p, 850, H, false));
  if (v !== 1)
    parts.push(
      scooter(p, cycle([1040, 0, 330], v), 930, 1.3, cycle(['#c23b3b', '#2f6fb0', '#e0b336'], v), v === 2),
    );
  return parts.join('');
};

function neighbourHouses(p: Painter, horizon: number): string {
  const parts: string[] = [];
  for (let x = -40; x < W; x += p.rnd(150, 230)) {
    const w = p.rnd(110, 180);
    const h = p.rnd(90, 200);
    const fill = mix(p.mood.hazeFar, p.pick(['#f0c9a0', '#c8e0d0', '#f3e2a0', '#e6d6f0']), 0.35);
    parts.push(rect(x, horizon - h, w, h + 10, fill));
    parts.push(
      windowGridFlat(
        x + 16,
        horizon - h + 20,
        Math.floor((w - 16) / 40),
        Math.floor(h / 60),
        22,
        18,
        18,
        30,
        shade(fill, -0.15),
      ),
    );
  }
  return parts.join('');
}

const plotScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 540;
  const soil = cycle(['#c48a5c', '#b07a52', '#9c6a48'], v);
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 10, 110, p.mood.hazeFar),
    ridge(p, horizon + 4, 50, p.mood.haze, 120),
    treeLine(p, horizon + 8, mix(p.mood.haze, '#3f6f3a', 0.5)),
    smallHouses(p, horizon + 6),
    ground(p, horizon, p.mood.time === 'overcast' ? p.mood.grass : ['#c4b878', '#a39a5c']),
  ];

  const A = [260, 940] as const;
  const B = [1340, 940] as const;
  const C = [1120, 640] as const;
  const D = [480, 640] as const;
  parts.push(poly([...A, ...B, ...C, ...D], p.linear([shade(soil, 0.08), soil])));
  for (let i = 0; i < 40; i++) {
    const y = p.rnd(650, 930);
    const t = (y - 640) / 300;
    const xl = D[0] + (A[0] - D[0]) * t;
    const xr = C[0] + (B[0] - C[0]) * t;
    parts.push(grassTuft(p.rnd(xl + 10, xr - 10), y, 0.4 + t * 0.7, '#7a8f44'));
  }
  parts.push(tree(p, 1300, 640, 0.9, 'spread'), tree(p, 300, 650, 0.8, 'round'));
  parts.push(fence(D, C, 12), fence(D, A, 9), fence(C, B, 9));
  parts.push(fence(A, [680, 940], 4), fence([920, 940], B, 5));
  for (const [x, y] of [A, B, C, D]) parts.push(boundaryStone(x, y + 14, 0.5 + ((y - 640) / 300) * 0.8));
  parts.push(signBoard(cycle([150, 1460, 150], v), 990, cycle(['#1f5fa8', '#b8342a', '#2f7a4f'], v)));
  parts.push(electricPole(1480, 700, 0.9), electricPole(1210, 600, 0.5));
  parts.push(cable(1480, 480, 1210, 492, 12), cable(1480, 496, 1210, 500, 12));
  for (let i = 0; i < 14; i++) parts.push(grassTuft(p.rnd(0, W), p.rnd(950, 995), 1.3, '#7a8f44'));
  return parts.join('');
};

function smallHouses(p: Painter, base: number): string {
  const parts: string[] = [];
  for (let x = 600 + p.rnd(0, 60); x < 1000; x += p.rnd(70, 120)) {
    const w = p.rnd(40, 70);
    const h = p.rnd(26, 50);
    parts.push(
      rect(x, base - h, w, h, mix(p.mood.haze, '#f2e6d2', 0.4)),
      rect(x - 3, base - h - 4, w + 6, 5, mix(p.mood.haze, '#a05a3a', 0.4)),
    );
  }
  return parts.join('');
}

function grassTuft(x: number, y: number, s: number, color: string): string {
  return path(
    d`M${x - 8 * s} ${y}L${x - 5 * s} ${y - 14 * s}L${x - 1 * s} ${y}L${x + 2 * s} ${y - 18 * s}L${x + 4 * s} ${y}L${x + 9 * s} ${y - 12 * s}L${x + 9 * s} ${y}Z`,
    color,
  );
}

type Pt = readonly [number, number];

/** Concrete posts and three strands of wire, sized by distance so the plot reads in perspective. */
function fence(from: Pt, to: Pt, posts: number): string {
  const scale = (y: number) => 0.45 + ((y - 640) / 300) * 0.75;
  const parts: string[] = [];
  const tops: Array<[number, number, number]> = [];
  for (let i = 0; i <= posts; i++) {
    const t = i / posts;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    const s = scale(y);
    parts.push(
      rect(x - 5 * s, y - 80 * s, 10 * s, 80 * s, '#cfcac0'),
      rect(x + 1 * s, y - 80 * s, 4 * s, 80 * s, '#a9a49a'),
    );
    tops.push([x, y, s]);
  }
  for (const k of [0.2, 0.5, 0.8]) {
    const pts = tops.flatMap(([x, y, s]) => [x, y - 78 * s * (1 - k) - 2]);
    parts.push(`<polyline points="${pts.map(n).join(' ')}"${attrs({ stroke: '#5d5f63', width: 1.5 })}/>`);
  }
  return parts.join('');
}

function boundaryStone(x: number, y: number, s: number): string {
  return group(
    [
      rect(-12, -30, 24, 30, '#f2efe8'),
      rect(-12, -30, 24, 10, '#c8372d'),
      rect(6, -30, 6, 30, { fill: '#000000', opacity: 0.12 }),
    ],
    {
      transform: place(x, y, s),
    },
  );
}

function signBoard(x: number, base: number, color: string): string {
  return group(
    [
      rect(-95, -260, 10, 260, '#6b4a32'),
      rect(85, -260, 10, 260, '#6b4a32'),
      rect(-120, -300, 240, 150, '#ffffff', 6),
      rect(-112, -292, 224, 134, color, 4),
      poly([-86, -232, -60, -256, -34, -232, -34, -204, -86, -204], '#ffffff'),
      rect(-18, -250, 110, 14, '#ffffff', 5),
      rect(-18, -226, 80, 10, '#ffffff', 4),
      rect(-18, -208, 96, 10, '#ffffff', 4),
      rect(-86, -186, 172, 12, '#f5c84c', 5),
    ],
    { transform: place(x, base, 1) },
  );
}

function electricPole(x: number, base: number, s: number): string {
  return group(
    [
      rect(-5, -240, 10, 240, '#8e9096'),
      rect(-40, -228, 80, 7, '#6f7278'),
      rect(-30, -210, 60, 6, '#6f7278'),
    ],
    {
      transform: place(x, base, s),
    },
  );
}

const farmlandScene: SceneFn = (p) => {
  const horizon = 500;
  const vp: Pt = [cycle([820, 700, 900], p.variant), horizon];
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 10, 140, p.mood.hazeFar),
    ridge(p, horizon, 60, p.mood.haze, 110),
  ];
  for (let x = 40; x < W; x += p.rnd(90, 200))
    parts.push(palm(p, x, horizon + 10, p.rnd(60, 100), p.rnd(-10, 10)));
  parts.push(treeLine(p, horizon + 12, mix(p.mood.haze, '#3f6f3a', 0.5)));

  const greens =
    p.mood.time === 'overcast'
      ? ['#6fae4a', '#4f9a3e', '#86bd55', '#5aa044']
      : ['#7fb24a', '#5f9a3a', '#a4c25a', '#6aa84f'];
  const crops = [...greens, '#e3c23a', '#9b7a4f'];
  const bands = [horizon + 12, 560, 640, 760, H + 60];
  // Outer edges sit far off-canvas so the far fields still span the whole width.
  const edges = [-30000, -9000, -2500, -300, 500, 1200, 2200, 4500, 12000, 40000];
  parts.push(ground(p, horizon + 8, [p.pick(greens), p.pick(greens)]));
  const xAt = (xb: number, y: number) => vp[0] + ((xb - vp[0]) * (y - vp[1])) / (H - vp[1]);
  for (let b = 0; b < bands.length - 1; b++) {
    const y0 = bands[b] ?? 0;
    const y1 = bands[b + 1] ?? 0;
    for (let e = 0; e < edges.length - 1; e++) {
      const e0 = edges[e] ?? 0;
      const e1 = edges[e + 1] ?? 0;
      const fill = p.pick(crops);
      parts.push(poly([xAt(e0, y0), y0, xAt(e1, y0), y0, xAt(e1, y1), y1, xAt(e0, y1), y1], fill));
      // Crop rows run towards the vanishing point, so they stay inside their field without clipping.
      for (let xb = e0 + 70; xb < e1 - 35; xb += 70) {
        const [xa, xz] = [xAt(xb, y0), xAt(xb, y1)];
        if (Math.max(xa, xz) < 0 || Math.min(xa, xz) > W) continue;
        parts.push(line(xa, y0, xz, y1, shade(fill, -0.18), 1 + (y1 - horizon) / 160));
      }
    }
    parts.push(rect(0, y0 - 2, W, 4 + (y0 - horizon) / 60, '#b59a6a'));
  }
  for (const e of edges)
    parts.push(line(xAt(e, horizon + 12), horizon + 12, xAt(e, H + 60), H + 60, '#b59a6a', 5));
  const canal = edges[5] ?? 1200;
  parts.push(
    poly(
      [
        xAt(canal, horizon + 12),
        horizon + 12,
        xAt(canal + 40, horizon + 12),
        horizon + 12,
        xAt(canal + 60, H),
        H,
        xAt(canal, H),
        H,
      ],
      '#6fa7c7',
    ),
  );

  parts.push(hut(cycle([1150, 450, 1200], p.variant), 600, 0.7));
  parts.push(palm(p, 170, 1000, 560, 60), palm(p, 1440, 1010, 470, -50));
  if (p.variant !== 1) parts.push(palm(p, 1290, 990, 360, 30));
  parts.push(birds(p, 520, 170));
  return parts.join('');
};

function hut(x: number, base: number, s: number): string {
  return group(
    [
      rect(-70, -70, 140, 70, '#d9c3a0'),
      rect(-18, -50, 36, 50, '#6b4a32'),
      poly([-95, -66, 95, -66, 50, -130, -50, -130], '#b48b4a'),
      poly([-95, -66, 95, -66, 95, -60, -95, -60], '#8a6a36'),
    ],
    { transform: place(x, base, s) },
  );
}

function birds(p: Painter, x: number, y: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const bx = x + p.rnd(-120, 120);
    const by = y + p.rnd(-50, 50);
    const s = p.rnd(0.6, 1);
    parts.push(
      path(
        d`M${bx - 12 * s} ${by - 4 * s}Q${bx - 6 * s} ${by - 8 * s} ${bx} ${by}Q${bx + 6 * s} ${by - 8 * s} ${bx + 12 * s} ${by - 4 * s}`,
        { stroke: '#3a3a40', width: 2 },
      ),
    );
  }
  return parts.join('');
}

const shopScene: SceneFn = (p) => {
  const v = p.variant;
  const stripes = cycle(
    [
      ['#d63b30', '#fbf6ee'],
      ['#2f8a5b', '#fbf6ee'],
      ['#2e5f9e', '#f2c84b'],
    ] as const,
    v,
  );
  const walls = cycle(
    [
      ['#f0d6b0', '#e6eef0', '#f3c7b8'],
      ['#dfe9d8', '#f5e0b8', '#d8dcef'],
      ['#f7e2c4', '#cfe2e8', '#efd0d6'],
    ],
    v,
  );
  const sign = cycle(['#253a6b', '#8a2b2b', '#2f5a3a'], v);
  const parts = [sky(p, 620), skyline(p, 620, p.mood.hazeFar, 0, W, 260)];

  // Three shop-houses side by side, the middle one is the listing.
  parts.push(shopHouse(p, -20, 520, 230, cycle(walls, 0), false));
  parts.push(shopHouse(p, 1120, 500, 300, cycle(walls, 2), false));
  parts.push(shopHouse(p, 500, 620, 180, cycle(walls, 1), true));

  // Sign board and striped awning over the open shop.
  parts.push(rect(540, 460, 540, 74, sign, 4), rect(546, 466, 528, 62, { stroke: '#f2c84b', width: 3 }));
  parts.push(circle(600, 497, 22, '#f2c84b'), poly([588, 505, 600, 483, 612, 505], sign));
  parts.push(
    rect(640, 480, 230, 16, '#ffffff', 6),
    rect(640, 504, 160, 10, '#f2c84b', 4),
    rect(890, 480, 150, 16, '#ffffff', 6),
  );
  const awTop = 548;
  const awBottom = 610;
  const count = 12;
  for (let i = 0; i < count; i++) {
    const t0 = i / count;
    const t1 = (i + 1) / count;
    const topX = (t: number) => 530 + 560 * t;
    const botX = (t: number) => 506 + 608 * t;
    const fill = i % 2 === 0 ? stripes[0] : stripes[1];
    parts.push(poly([topX(t0), awTop, topX(t1), awTop, botX(t1), awBottom, botX(t0), awBottom], fill));
    parts.push(
      path(d`M${botX(t0)} ${awBottom}a${(botX(t1) - botX(t0)) / 2} 12 0 0 0 ${botX(t1) - botX(t0)} 0Z`, fill),
    );
  }
  parts.push(rect(526, awTop - 6, 568, 8, shade(stripes[0], -0.3)));

  parts.push(rect(0, 780, W, 60, p.linear(['#d6cdbb', '#c4baa6'])));
  for (let x = 0; x < W; x += 60) parts.push(rect(x, 780, 2, 60, '#b8ae9a'));
  parts.push(rect(0, 840, W, 14, '#e6e2d9'));
  for (let x = 0; x < W; x += 80) parts.push(rect(x, 840, 40, 14, '#26282c'));
  parts.push(road(p, 854, H));
  parts.push(streetLamp(p, 1130, 820, 360, -1));
  parts.push(pottedPlant(p, 1060, 790, 1.6), pottedPlant(p, 470, 790, 1.4));
  parts.push(
    scooter(p, cycle([330, 1300, 330], v), 835, 1.25, cycle(['#2f6fb0', '#c23b3b', '#f0f0ec'], v), v === 1),
  );
  if (v !== 1) parts.push(car(p, cycle([1250, 0, 1000], v), 960, 1.1, cycle(CAR_COLOURS, v + 3)));
  parts.push(cable(0, 200, W, 150, 90), cable(0, 216, W, 170, 100), cable(0, 230, W, 186, 80));
  return parts.join('');
};

function shopHouse(p: Painter, x: number, w: number, top: number, wall: string, open: boolean): string {
  const base = 780;
  const parts = [rect(x, top, w, base - top, wall), rect(x - 6, top - 12, w + 12, 14, shade(wall, -0.15))];
  const style = { frame: '#f7f5f0', chajja: shade(wall, -0.2) };
  const cols = Math.max(1, Math.floor(w / 160));
  for (let y = top + 50; y < 470; y += 130) {
    for (let c = 0; c < cols; c++) {
      const wx = x + (w / cols) * c + (w / cols - 90) / 2;
      parts.push(facadeWindow(p, wx, y, 90, 70, style));
      // Split AC units under some windows, a fixture of every Indian street.
      if (p.chance(0.4))
        parts.push(rect(wx + 8, y + 84, 60, 32, '#eef0f2', 3), circle(wx + 48, y + 100, 11, '#b9bec4'));
    }
  }
  parts.push(rect(x, 530, w, 12, shade(wall, -0.15)));
  if (open) {
    // An open shop: shelves of stock, a counter and bulbs behind the awning.
    const inside = [rect(x + 40, 560, w - 80, 220, '#f3ead8')];
    for (let s = 0; s < 3; s++) {
      const sy = 610 + s * 50;
      inside.push(rect(x + 60, sy, w - 120, 6, '#9a6b43'));
      for (let bx = x + 66; bx < x + w - 80; bx += p.rnd(18, 30)) {
        const bh = p.rnd(18, 34);
        inside.push(
          rect(
            bx,
            sy - bh,
            p.rnd(12, 22),
            bh,
            p.pick(['#e24a3b', '#f2b134', '#3a8fd0', '#4fae5b', '#f5f0e6', '#8e5bb5']),
          ),
        );
      }
    }
    inside.push(rect(x + 100, 716, w - 200, 64, '#a7784f'), rect(x + 100, 712, w - 200, 10, '#cfe6ee'));
    for (const bx of [x + 150, x + w / 2, x + w - 150]) {
      inside.push(line(bx, 560, bx, 590, '#333333', 2), circle(bx, 596, 8, '#fff1c4'));
      if (p.night) inside.push(circle(bx, 596, 60, { fill: p.halo('#ffe2a0', 0.6) }));
    }
    parts.push(group(inside, { glow: p.night }));
    parts.push(rect(x + 40, 552, w - 80, 14, '#8c9096'));
  } else {
    // Neighbours have their rolling shutters down.
    parts.push(rect(x + 30, 560, w - 60, 220, '#a7abb1'));
    for (let y = 566; y < 780; y += 10) parts.push(rect(x + 30, y, w - 60, 2, '#8e9298'));
    parts.push(rect(x + 30, 540, w - 60, 26, p.pick(['#2f7a4f', '#b8342a', '#e0a526', '#2e5f9e'])));
    parts.push(rect(x + 60, 548, (w - 120) * 0.6, 10, '#ffffff', 4));
  }
  return parts.join('');
}

const landScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 580;
  const vp: Pt = [cycle([760, 860, 700], v), horizon];
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 6, 80, p.mood.hazeFar),
    skyline(p, horizon + 4, p.mood.haze, 980, 1600, 170),
    treeLine(p, horizon + 8, mix(p.mood.haze, '#3f6f3a', 0.45), 0, 1000),
    ground(p, horizon, p.mood.time === 'overcast' ? p.mood.grass : ['#b9b46e', '#8d9a52']),
  ];
  // The road runs from the bottom edge to the vanishing point, so the land reads as having road frontage.
  const roadAt = (xb: number, y: number) => vp[0] + ((xb - vp[0]) * (y - horizon)) / (H - horizon);
  parts.push(
    poly([vp[0] - 6, horizon, vp[0] + 6, horizon, roadAt(1480, H), H, roadAt(560, H), H], '#c2ad86'),
  );
  parts.push(
    poly(
      [vp[0] - 4, horizon, vp[0] + 4, horizon, roadAt(1380, H), H, roadAt(660, H), H],
      p.linear(['#6a6d73', '#4b4e55']),
    ),
  );
  for (const xb of [680, 1360])
    parts.push(line(roadAt(xb, horizon), horizon, roadAt(xb, H), H, '#f1efe7', 4));
  for (let t = 0.02; t < 1; t *= 1.55) {
    const y0 = horizon + (H - horizon) * t;
    const y1 = horizon + (H - horizon) * Math.min(1, t * 1.25);
    parts.push(line(roadAt(1020, y0), y0, roadAt(1020, y1), y1, '#f2c94c', 2 + 8 * t));
  }
  // A marked-out parcel on the left with a for-sale board.
  for (let i = 0; i < 6; i++) {
    const y = 620 + i * 70;
    const s = 0.4 + ((y - 600) / 400) * 1.1;
    parts.push(boundaryStone(roadAt(560, y) - 40 * s, y, s));
  }
  for (let i = 0; i < 36; i++)
    parts.push(grassTuft(p.rnd(0, roadAt(560, 900)), p.rnd(640, 995), p.rnd(0.7, 1.6), '#6f8a3c'));
  parts.push(signBoard(360, 900, cycle(['#b8342a', '#1f5fa8', '#2f7a4f'], v)));
  let previous: Pt | undefined;
  for (let i = 0; i < 5; i++) {
    const t = 0.08 + i * 0.22;
    const y = horizon + (H - horizon) * t;
    const s = 0.25 + t * 1.1;
    const top: Pt = [roadAt(1560, y), y - 226 * s];
    parts.push(electricPole(top[0], y, s));
    if (previous !== undefined) {
      for (const dx of [-30, 30])
        parts.push(cable(previous[0] + dx * 0.6 * s, previous[1], top[0] + dx * s, top[1], 10 * s));
    }
    previous = top;
  }
  parts.push(shrub(p, 1450, 990, 1.6), tree(p, 180, 700, 0.7, 'spread'), tree(p, 1300, 640, 0.5, 'round'));
  if (v !== 2) parts.push(car(p, roadAt(1150, 760), 760, 0.45, cycle(CAR_COLOURS, v + 4), true));
  return parts.join('');
};

const GLASS_TINTS = ['#3f7fc0', '#2f8f8a', '#9a7a55'];

function tower(
  p: Painter,
  x: number,
  top: number,
  w: number,
  base: number,
  depth: number,
  tint: string,
  floorH = 44,
): string {
  const h = base - top;
  const front = p.linear(
    [mix(p.mood.glass[0], tint, 0.35), mix(p.mood.glass[1], tint, 0.55)],
    'diagonal',
    true,
  );
  const side = p.linear(
    [mix(p.mood.glass[1], tint, 0.6), shade(mix(p.mood.glass[1], tint, 0.7), -0.3)],
    'down',
    true,
  );
  const dy = -depth * SLOPE;
  const parts = [
    poly([x + w, top, x + w + depth, top + dy, x + w + depth, base + dy, x + w, base], side),
    poly([x, top, x + w, top, x + w + depth, top + dy, x + depth, top + dy], '#c8ccd2'),
    rect(x, top, w, h, front),
  ];
  // At dusk whole runs of office floors are still lit.
  for (let y = top + floorH; y < base; y += floorH) {
    if (p.chance(p.mood.litShare * 0.8)) {
      const a = p.rnd(0, 0.5);
      const b = p.rnd(a + 0.2, 1);
      parts.push(rect(x + w * a, y - floorH + 6, w * (b - a), floorH - 12, { fill: p.lit(), opacity: 0.9 }));
    }
    parts.push(rect(x, y - 5, w, 7, { fill: shade(tint, -0.45), opacity: 0.7 }));
    parts.push(line(x + w, y, x + w + depth, y + dy, shade(tint, -0.5), 2, 0.6));
  }
  for (let mx = x + 46; mx < x + w; mx += 46)
    parts.push(rect(mx - 1, top, 2, h, { fill: '#e8eef3', opacity: 0.45 }));
  // A diagonal sheen sells "glass" better than any amount of detail.
  parts.push(
    poly([x + w * 0.15, top, x + w * 0.45, top, x + w * 0.05, base, x, base, x, base - w * 0.2], {
      fill: '#ffffff',
      opacity: 0.12,
      glow: true,
    }),
  );
  parts.push(rect(x - 6, top - 14, w + 12, 14, '#d7dbe0'), rect(x + w * 0.6, top - 70, 8, 56, '#9aa0a8'));
  return parts.join('');
}

const buildingScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 700;
  const tint = cycle(GLASS_TINTS, v);
  const parts = [
    sky(p, horizon),
    skyline(p, horizon, p.mood.hazeFar, 0, W, 280),
    tower(p, 240, 320, 250, 760, 70, cycle(GLASS_TINTS, v + 1), 40),
    block(1150, 460, 300, 300, 60, mix('#d9d4ca', p.mood.haze, 0.2)),
    windowGridFlat(1172, 486, 5, 8, 42, 18, 14, 14, '#5a6a7a'),
    ground(p, horizon, ['#d1cbc0', '#b9b2a5']),
    tower(p, 560, 110, 440, 780, 140, tint),
    // Double-height lobby with a canopy over the entrance.
    rect(540, 660, 480, 120, '#e3e5e8'),
    pane(p, 560, 680, 440, 100, p.night),
    rect(680, 650, 200, 14, '#9aa0a8'),
    rect(740, 700, 80, 80, '#3c4148'),
  ];
  for (let mx = 560; mx <= 1000; mx += 55) parts.push(rect(mx - 2, 680, 4, 100, '#c9ced4'));
  parts.push(rect(0, 780, W, 140, p.linear(['#ddd7cb', '#c4bdaf'])));
  for (let x = -800; x < W + 800; x += 100)
    parts.push(line(800 + (x - 800) * 0.7, 780, x, 920, '#b8b0a2', 2));
  for (const tx of [380, 1140, 1340])
    parts.push(tree(p, tx, 846, 0.9, 'round'), rect(tx - 40, 834, 80, 26, '#8d8d8a'));
  parts.push(road(p, 920, H), car(p, cycle([300, 1200, 820], v), 985, 0.9, cycle(CAR_COLOURS, v), v !== 0));
  return parts.join('');
};

const officeSpaceScene: SceneFn = (p) => {
  if (p.variant === 2) return officeTowerExterior(p);
  const wall = cycle(['#f2efe9', '#e9e4dc'], p.variant);
  const floor = cycle(['#8f98a3', '#a88a6a'], p.variant);
  const accent = cycle(['#2f7a68', '#c8683f'], p.variant);
  const [bl, bt, br, bb] = [230, 130, 1370, 620];
  const vp: Pt = [800, 420];
  const parts: string[] = [];

  // The view out of the window: sky and city, in the day's light.
  parts.push(
    sky(p, 560),
    skyline(p, 590, p.mood.hazeFar, 0, W, 260),
    skyline(p, 600, p.mood.haze, 0, W, 140),
  );

  // Room shell in one-point perspective.
  parts.push(poly([0, 0, W, 0, br, bt, bl, bt], '#f6f5f2'));
  parts.push(poly([bl, bb, br, bb, W, H, 0, H], p.linear([shade(floor, 0.1), floor])));
  parts.push(
    poly([0, 0, bl, bt, bl, bb, 0, H], shade(wall, -0.08)),
    poly([W, 0, br, bt, br, bb, W, H], shade(wall, -0.12)),
  );
  parts.push(rect(bl, bt, br - bl, 30, wall), rect(bl, bb - 40, br - bl, 40, wall));
  for (let x = bl; x <= br; x += (br - bl) / 6) parts.push(rect(x - 5, bt, 10, bb - bt, '#3f444b'));
  parts.push(rect(bl, bt + 28, br - bl, 6, '#3f444b'), rect(bl, bb - 42, br - bl, 6, '#3f444b'));
  for (let i = -4; i <= 4; i++) {
    const xb = vp[0] + i * 200;
    parts.push(line(vp[0] + (xb - vp[0]) * ((bb - vp[1]) / (H - vp[1])), bb, xb, H, shade(floor, -0.08), 2));
  }
  // Ceiling light strips converging on the vanishing point.
  for (const i of [-1.5, -0.5, 0.5, 1.5]) {
    const x0 = vp[0] + i * 110;
    const x1 = vp[0] + i * 420;
    parts.push(
      poly([x0 - 8, bt + 6, x0 + 8, bt + 6, x1 + 30, 20, x1 - 30, 20], { fill: '#fffbe8', glow: true }),
    );
  }

  // Side walls: an accent feature wall with framed art on the left, a glass meeting room on the right.
  parts.push(
    poly([40, 200, 190, 225, 190, 520, 40, 560], accent),
    poly([70, 260, 160, 275, 160, 400, 70, 400], '#f4efe4'),
  );
  parts.push(poly([80, 280, 150, 292, 150, 390, 80, 390], p.linear(['#f2b134', '#e24a3b'])));
  parts.push(poly([1420, 160, 1570, 60, 1570, 900, 1420, 700], { fill: p.glass(), opacity: 0.35 }));
  parts.push(line(1420, 160, 1420, 700, '#3f444b', 5), line(1500, 110, 1500, 800, '#3f444b', 4));

  parts.push(deskRow(p, 470, 1130, 590, 0.75, accent), deskRow(p, 230, 1370, 800, 1.2, accent));
  parts.push(floorPlant(p, 330, 640, 1.1), floorPlant(p, 1250, 640, 1.1), floorPlant(p, 1480, 980, 1.8));
  for (const x of [640, 960])
    parts.push(
      line(x, 0, x, 300, '#3f444b', 2),
      path(d`M${x - 40} 330L${x + 40} 330L${x + 24} 300L${x - 24} 300Z`, '#2f3338'),
    );
  return parts.join('');
};

/** A row of bench desks facing the viewer: chairs behind, then desk, privacy screen and monitors. */
function deskRow(p: Painter, x0: number, x1: number, top: number, s: number, accent: string): string {
  const parts: string[] = [];
  for (let mx = x0 + 80 * s; mx < x1 - 60 * s; mx += 170 * s)
    parts.push(officeChair(mx + 14 * s, top - 6 * s, s * 0.9));
  parts.push(rect(x0, top, x1 - x0, 12 * s, '#f3f1ec'), rect(x0, top + 12 * s, x1 - x0, 6 * s, '#c9c5bc'));
  parts.push(
    rect(x0 + 10 * s, top, 8 * s, 70 * s, '#6c7078'),
    rect(x1 - 18 * s, top, 8 * s, 70 * s, '#6c7078'),
  );
  parts.push(rect(x0 + 20 * s, top - 36 * s, x1 - x0 - 40 * s, 34 * s, accent));
  for (let mx = x0 + 80 * s; mx < x1 - 60 * s; mx += 170 * s) {
    parts.push(rect(mx - 3 * s, top - 20 * s, 6 * s, 20 * s, '#2f3338'));
    parts.push(rect(mx - 44 * s, top - 78 * s, 88 * s, 56 * s, '#23262b', 3 * s));
    parts.push(
      rect(mx - 40 * s, top - 74 * s, 80 * s, 48 * s, {
        fill: p.linear(['#9fd0f0', '#4f86c6']),
        glow: p.night,
      }),
    );
    parts.push(rect(mx - 32 * s, top - 66 * s, 40 * s, 5 * s, { fill: '#ffffff', opacity: 0.7 }));
    parts.push(rect(mx - 32 * s, top - 56 * s, 56 * s, 5 * s, { fill: '#ffffff', opacity: 0.5 }));
  }
  return parts.join('');
}

function officeChair(x: number, base: number, s: number): string {
  return group(
    [
      rect(-30, -110, 60, 70, '#30343a', 14),
      rect(-34, -44, 68, 14, '#3b4047', 6),
      rect(-4, -30, 8, 22, '#2a2d32'),
      path('M-30 0L30 0L4 -10L-4 -10Z', '#2a2d32'),
    ],
    { transform: place(x, base, s) },
  );
}

function floorPlant(p: Painter, x: number, base: number, s: number): string {
  const leaf = p.pick(LEAVES);
  const leaves: string[] = [];
  for (const a of [-70, -40, -15, 10, 35, 60, -55, 25]) {
    const r = (a * Math.PI) / 180;
    leaves.push(
      ellipse(
        Math.sin(r) * 40,
        -70 - Math.cos(r) * 40,
        14,
        46,
        a % 2 === 0 ? leaf : shade(leaf, -0.2),
      ).replace('/>', ` transform="rotate(${a} ${n(Math.sin(r) * 40)} ${n(-70 - Math.cos(r) * 40)})"/>`),
    );
  }
  return group([path('M-24 0L-30 -50L30 -50L24 0Z', '#e8e4dc'), ...leaves], { transform: place(x, base, s) });
}

function officeTowerExterior(p: Painter): string {
  const horizon = 720;
  const parts = [
    sky(p, horizon),
    skyline(p, horizon, p.mood.hazeFar, 0, W, 300),
    ground(p, horizon, ['#b8b2a8', '#9f9889']),
    tower(p, 1020, 260, 300, 800, 90, '#2f8f8a', 40),
    tower(p, 380, 80, 520, 820, 150, '#3f7fc0', 48),
    rect(0, 820, W, 80, '#c9c2b4'),
    road(p, 900, H),
  ];
  parts.push(
    streetLamp(p, 300, 860, 300),
    streetLamp(p, 1180, 860, 300, -1),
    tree(p, 200, 880, 1, 'round'),
    tree(p, 1450, 880, 1.1, 'round'),
  );
  parts.push(car(p, 700, 975, 0.9, cycle(CAR_COLOURS, 4)));
  return parts.join('');
}

const showroomScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 660;
  const brand = cycle(['#c62f2f', '#1f5fa8', '#1c8a7a'], v);
  const [x0, x1, top, base] = [160, 1400, 330, 780];
  const parts = [
    sky(p, horizon),
    skyline(p, horizon, p.mood.hazeFar),
    ground(p, horizon, ['#cfc9bd', '#b7b0a2']),
  ];
  parts.push(block(x0, top, x1 - x0, base - top, 90, '#e4e6e9'));

  // Interior behind the glass; at dusk it is lit, so it skips the grade.
  const inside = [
    rect(x0 + 20, 450, x1 - x0 - 40, 250, p.night ? '#fff1da' : '#eef0f2'),
    rect(x0 + 20, 700, x1 - x0 - 40, 80, p.night ? '#e9dcc6' : '#d5d8dc'),
  ];
  for (let sx = x0 + 80; sx < x1 - 40; sx += 120) inside.push(circle(sx, 462, 7, '#fff6d8'));
  inside.push(rect(x0 + 20, 450, x1 - x0 - 40, 24, '#d9dce0'));
  inside.push(
    car(p, 480, 770, 1.3, cycle(CAR_COLOURS, v + 2)),
    car(p, 1080, 770, 1.3, cycle(CAR_COLOURS, v), true),
  );
  inside.push(rect(720, 492, 160, 56, brand, 4), circle(756, 520, 16, '#ffffff'));
  parts.push(group(inside, { glow: p.night }));
  parts.push(rect(x0 + 20, 450, x1 - x0 - 40, 330, { fill: p.glass(), opacity: p.night ? 0.12 : 0.38 }));
  for (let k = 0; k < 4; k++) {
    const sx = x0 + 120 + k * 320;
    parts.push(
      poly([sx, 450, sx + 90, 450, sx - 60, 780, sx - 150, 780], {
        fill: '#ffffff',
        opacity: 0.1,
        glow: true,
      }),
    );
  }
  for (let mx = x0 + 20; mx <= x1 - 20; mx += 155) parts.push(rect(mx - 3, 450, 6, 330, '#8f959d'));

  // Brand fascia with an abstract logo and lettering bars (no real text, no real brand).
  parts.push(rect(x0, top, x1 - x0, 110, brand), rect(x0, top + 110, x1 - x0, 10, '#b9bec5'));
  // Signage is backlit, so at dusk it glows like the interior.
  const logo = [
    circle(x0 + 90, top + 55, 34, '#ffffff'),
    poly([x0 + 70, top + 70, x0 + 90, top + 34, x0 + 110, top + 70], brand),
    rect(x0 + 150, top + 36, 300, 22, '#ffffff', 8),
    rect(x0 + 150, top + 66, 200, 12, { fill: '#ffffff', opacity: 0.8 }),
  ];
  parts.push(group(logo, { glow: p.night }));

  // Entrance canopy and a totem sign.
  parts.push(
    rect(680, 600, 240, 16, '#9aa0a8'),
    rect(700, 616, 200, 164, { fill: '#000000', opacity: 0.12 }),
  );
  parts.push(
    rect(1470, 380, 70, 420, brand),
    circle(1505, 440, 24, '#ffffff'),
    rect(1480, 500, 50, 260, shade(brand, -0.2)),
  );
  parts.push(rect(0, 780, W, 140, p.linear(['#d9d3c6', '#c2bbad'])));
  for (const px of [200, 600, 1000, 1300])
    parts.push(
      rect(px - 50, 800, 100, 30, '#8d8d8a'),
      shrub(p, px, 806, 1.1, v === 1 ? '#f08c2e' : undefined),
    );
  parts.push(road(p, 920, H), streetLamp(p, 1560, 910, 340, -1));
  if (v !== 2) parts.push(car(p, cycle([1150, 420], v), 985, 0.9, cycle(CAR_COLOURS, v + 3), v === 1));
  return parts.join('');
};

const warehouseScene: SceneFn = (p) => {
  const v = p.variant;
  const horizon = 620;
  const wall = cycle(['#d9dde2', '#c8d6e0', '#e6dccb'], v);
  const band = cycle(['#2f5d8a', '#b6412f', '#3d7a52'], v);
  const [x0, x1, top, base, depth] = [120, 1260, 420, 770, 180];
  const dy = -depth * SLOPE;
  const rise = 120;
  const parts = [
    sky(p, horizon),
    ridge(p, horizon - 10, 90, p.mood.hazeFar),
    treeLine(p, horizon + 6, mix(p.mood.haze, '#3f6f3a', 0.45)),
    ground(p, horizon),
    rect(0, 700, W, 300, p.linear(['#bdb7ab', '#a39d90'])),
  ];
  // Gable end on the right, roof sloping back to a ridge.
  const ridgeL: Pt = [x0 + depth / 2, top + dy / 2 - rise];
  const ridgeR: Pt = [x1 + depth / 2, top + dy / 2 - rise];
  parts.push(
    poly([x1, top, ...ridgeR, x1 + depth, top + dy, x1 + depth, base + dy, x1, base], shade(wall, -0.2)),
  );
  parts.push(
    poly([x1, base - 120, x1 + depth, base - 120 + dy, x1 + depth, base + dy, x1, base], shade(band, -0.2)),
  );
  parts.push(poly([x0, top, x1, top, ...ridgeR, ...ridgeL], cycle(['#8d949c', '#6f7b86', '#9a8f80'], v)));
  for (let rx = x0; rx < x1; rx += 24)
    parts.push(line(rx, top, rx + depth / 2, top + dy / 2 - rise, '#7d848c', 1.5, 0.6));
  parts.push(rect(x0, top, x1 - x0, base - top, wall));
  for (let cx = x0 + 8; cx < x1; cx += 12) parts.push(rect(cx, top, 3, base - top, shade(wall, -0.07)));
  parts.push(rect(x0, base - 120, x1 - x0, 120, band), rect(x0, top, x1 - x0, 10, shade(wall, -0.25)));
  for (let wx = x0 + 40; wx < x1 - 60; wx += 90) parts.push(pane(p, wx, top + 28, 60, 22));

  // Loading docks: raised platform, shutters, one bay open.
  parts.push(rect(x0 + 120, base - 40, x1 - x0 - 160, 40, '#8c8a85'));
  const open = cycle([1, 2, 0], v);
  for (let i = 0; i < 4; i++) {
    const bx = x0 + 160 + i * 250;
    parts.push(rect(bx - 10, base - 250, 190, 12, '#50555c'));
    if (i === open) {
      const inside = [rect(bx, base - 236, 170, 196, '#2a2c30')];
      for (let k = 0; k < 3; k++)
        inside.push(
          rect(bx + 16 + k * 50, base - 90, 40, 50, '#b88a4a'),
          rect(bx + 16 + k * 50, base - 90, 40, 5, '#8a6534'),
        );
      if (p.night) inside.push(rect(bx, base - 236, 170, 196, { fill: p.halo('#ffd98a', 0.45) }));
      parts.push(group(inside, { glow: p.night }));
      parts.push(rect(bx, base - 238, 170, 26, '#a7abb1'));
    } else {
      parts.push(rect(bx, base - 238, 170, 198, '#b7bbc1'));
      for (let y = base - 232; y < base - 40; y += 9) parts.push(rect(bx, y, 170, 2, '#9a9ea5'));
    }
    parts.push(rect(bx - 6, base - 40, 12, 24, '#f2c31b'), rect(bx + 164, base - 40, 12, 24, '#f2c31b'));
    parts.push(floodLight(p, bx + 85, base - 262));
  }
  // Office block at the end, so it reads as a logistics park rather than a shed.
  parts.push(block(x0 - 80, 560, 200, 210, 30, shade(wall, 0.1)));
  parts.push(
    facadeWindow(p, x0 - 60, 590, 160, 50, { frame: '#50555c' }),
    facadeWindow(p, x0 - 60, 670, 160, 50, { frame: '#50555c' }),
  );
  for (let y = 830; y < H; y += 90) parts.push(rect(0, y, W, 4, '#e3c23a'));
  const cab = cycle(['#e07a1f', '#d6b52a', '#c23b3b'], v);
  const box = cycle(['#eceae4', '#2f6f9f', '#f0efe8'], v);
  parts.push(truck(p, cycle([800, 1040, 700], v), 940, 1.1, cab, box));
  parts.push(streetLamp(p, 1460, 880, 320, -1), tree(p, 1500, 700, 0.9, 'round'));
  return parts.join('');
};

function floodLight(p: Painter, x: number, y: number): string {
  const parts = [rect(x - 14, y - 6, 28, 12, '#3a3e45', 2)];
  if (p.night)
    parts.push(
      poly([x - 12, y + 6, x + 12, y + 6, x + 70, y + 230, x - 70, y + 230], {
        fill: p.linear(
          [
            [0, '#fff0c0', 0.35],
            [1, '#fff0c0', 0],
          ],
          'down',
          true,
        ),
      }),
    );
  parts.push(rect(x - 11, y + 4, 22, 4, { fill: p.night ? '#fff6d8' : '#dfe3e6', glow: p.night }));
  return parts.join('');
}

const SCENES: Record<DemoScene, SceneFn> = {
  flat: flatScene,
  plot: plotScene,
  villa: villaScene,
  farmland: farmlandScene,
  'individual-house': individualHouseScene,
  shop: shopScene,
  land: landScene,
  building: buildingScene,
  'office-space': officeSpaceScene,
  showroom: showroomScene,
  warehouse: warehouseScene,
};
