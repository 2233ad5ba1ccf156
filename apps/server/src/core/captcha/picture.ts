import { GLYPHS, type Point } from './stroke-font.js';

// Geometry needs no secrecy (the answer is chosen with crypto elsewhere); it only has to differ every time.
const between = (low: number, high: number) => low + Math.random() * (high - low);
const jitter = (amount: number) => between(-amount, amount);
const INK = ['#1f2330', '#2b3a67', '#5a2a27', '#1d4d3a', '#4a2d5e'];
const ink = () => INK[Math.floor(Math.random() * INK.length)]!;
const fixed = (value: number) => value.toFixed(1);

const CELL = 36;
const HEIGHT = 72;

/** Splits each segment into short steps that wobble, so that no stroke is a clean line to match. */
function wobble(points: readonly Point[], step = 6): Point[] {
  const out: Point[] = [points[0]!];
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= parts; k += 1) {
      const t = k / parts;
      const end = k === parts;
      out.push([x0 + (x1 - x0) * t + (end ? 0 : jitter(1)), y0 + (y1 - y0) * t + (end ? 0 : jitter(1))]);
    }
  }
  return out;
}

/** One character's strokes in image coordinates: sheared, scaled, turned and moved, each point jittered. */
function placeGlyph(char: string, index: number): Point[][] {
  const scale = between(2.9, 3.5);
  const angle = jitter(0.32);
  const shear = jitter(0.25);
  const cx = 20 + index * CELL + CELL / 2 + jitter(3);
  const cy = HEIGHT / 2 + jitter(6);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const place = ([x, y]: Point): Point => {
    const lx = (x - 4 + shear * (y - 6)) * scale;
    const ly = (y - 6) * scale;
    return [cx + lx * cos - ly * sin + jitter(1.2), cy + lx * sin + ly * cos + jitter(1.2)];
  };
  return GLYPHS[char]!.map((stroke) => wobble(stroke.map(place)));
}

const pathOf = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join('');

function noiseCurve(width: number): string {
  const y = () => fixed(between(8, HEIGHT - 8));
  const d = `M${fixed(between(0, 20))} ${y()}C${fixed(width * 0.33)} ${y()} ${fixed(width * 0.66)} ${y()} ${fixed(width - between(0, 20))} ${y()}`;
  return `<path d="${d}" stroke="${ink()}" stroke-width="${fixed(between(1.2, 2.4))}" fill="none"/>`;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The answer drawn as an SVG data URL. The characters exist only as jittered path geometry, in shuffled
 * order among noise curves: no <text>, no font, nothing in the markup that spells the answer.
 */
export function drawChallenge(answer: string): string {
  const width = 40 + answer.length * CELL;
  const strokes = [...answer].flatMap((char, index) => {
    const colour = ink();
    const weight = fixed(between(2.6, 3.4));
    return placeGlyph(char, index).map(
      (points) =>
        `<path d="${pathOf(points)}" stroke="${colour}" stroke-width="${weight}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  const curves = Array.from({ length: 4 }, () => noiseCurve(width));
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.8, 2.2))}" fill="${ink()}"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1ea"/>${shuffle([...strokes, ...curves, ...dots]).join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
